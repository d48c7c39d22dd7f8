import ViperLintFacts
import ViperLintModel

/// The project model of sources given as (path, text) pairs, as the rules' policy tests build it.
func projectModel(_ sources: [(String, String)]) -> ProjectModel {
    ProjectModel(files: sources.map { FactExtractor.extract(path: $0.0, bytes: Array($0.1.utf8)) })
}
