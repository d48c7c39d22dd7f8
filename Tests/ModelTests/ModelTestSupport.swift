import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// A project model built from sources written as `(path, source)` pairs.
func buildModel(_ sources: [(String, String)], vocabulary: RoleVocabulary = .standard) -> ProjectModel {
    let facts = sources.map { FactExtractor.extract(path: $0.0, bytes: Array($0.1.utf8)) }
    return ProjectModel(files: facts, vocabulary: vocabulary)
}

/// The standard vocabulary with a configuration's `roles` section applied.
func vocabulary(roles: [Configuration.Role: Configuration.RoleSettings]) -> RoleVocabulary {
    let layer = ConfigurationLayer(file: "/p/.viper-lint.json", folder: "/p", configuration: Configuration(roles: roles))
    return RoleVocabulary.standard.applying(EffectiveConfiguration(layers: [layer]))
}

extension ProjectModel {
    /// The one type with this exact name; fails the test when there is not exactly one.
    func info(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> TypeInfo? {
        let matches = types.filter { $0.name == name }
        guard matches.count == 1, let found = matches.first else {
            XCTFail("expected one type \(name), found \(matches.count)", file: file, line: line)
            return nil
        }
        return found
    }

    /// `presenter: name ends with Presenter`, or `none` when the type has no role.
    func roleSummary(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard let found = info(name, file: file, line: line) else { return "<no type>" }
        guard let assignment = found.assignment else { return "none" }
        return "\(assignment.role.rawValue): \(assignment.reason)"
    }

    func index(of name: String, file: StaticString = #filePath, line: UInt = #line) -> Int? {
        let matches = types.indices.filter { types[$0].name == name }
        guard matches.count == 1, let found = matches.first else {
            XCTFail("expected one type \(name), found \(matches.count)", file: file, line: line)
            return nil
        }
        return found
    }

    func module(named name: String, file: StaticString = #filePath, line: UInt = #line) -> Module? {
        guard let found = modules.first(where: { $0.name == name }) else {
            XCTFail("no module \(name); modules: \(modules.map(\.name))", file: file, line: line)
            return nil
        }
        return found
    }
}

extension Module {
    /// `presenter LoginPresenter`, one per part, in the module's order.
    var partSummary: [String] { parts.map { "\($0.role.rawValue) \($0.typeName)" } }
    var missingSummary: [String] { missing.map(\.rawValue) }
}
