// The whole pipeline on a small project cut out of the input: a line `// file: PATH` starts
// another file (as in the rule pages' examples; text before the first one is `Main.swift`), and
// a file named `.viper-lint.json` is the root configuration. Facts → ProjectModel → LintEngine →
// every reporter, run with one job and with two: the outputs must be identical, every finding
// must point inside a file of the project, and the JSON and SARIF outputs must parse as JSON.
import ViperLintCore
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine

let fileMarker = Array("// file: ".utf8)
let pipelineValidator = ConfigurationValidator(rules: RuleRegistry.optionSpecs)

/// (path, bytes) of each file; at most 16 files, later markers stay in the last file's text.
func splitProject(_ bytes: [UInt8]) -> [(path: String, bytes: [UInt8])] {
    var files: [(path: String, bytes: [UInt8])] = []
    var path = "Main.swift"
    var current: [UInt8] = []
    var lineStart = 0
    while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let line = bytes[lineStart..<lineEnd]
        if files.count < 15, line.starts(with: fileMarker) {
            if !current.isEmpty || !files.isEmpty || path != "Main.swift" { files.append((path, current)) }
            let name = String(decoding: line.dropFirst(fileMarker.count), as: UTF8.self)
                .trimmingCharacters(in: " \r\t")
            path = name.isEmpty ? "Empty\(files.count).swift" : name
            current = []
        } else {
            current += bytes[lineStart..<min(lineEnd + 1, bytes.count)]
        }
        lineStart = lineEnd + 1
    }
    files.append((path, current))
    return files
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let blanks = Set(set.unicodeScalars)
        let scalars = unicodeScalars.drop { blanks.contains($0) }.reversed().drop { blanks.contains($0) }.reversed()
        return String(String.UnicodeScalarView(scalars))
    }
}

func runPipeline(_ facts: [FileFacts], configuration: EffectiveConfiguration?, jobs: Int) -> (outputs: [String], findings: [Finding], modules: [Module]) {
    let vocabulary = configuration.map { RoleVocabulary.standard.applying($0) } ?? .standard
    let model = ProjectModel(files: facts, vocabulary: vocabulary, jobs: jobs)
    let findings = LintEngine(jobs: jobs).run(model, rootConfiguration: configuration)
    let report = LintReport(findings: findings, fileCount: facts.count, moduleCount: model.modules.count, durationMs: 0)
    let outputs = ReporterRegistry.names.map { ReporterRegistry.reporter(named: $0)?.render(report) ?? "" }
    return (outputs, findings, model.modules)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    var facts: [FileFacts] = []
    var lines: [String: [Int]] = [:]
    var sizes: [String: Int] = [:]
    var configuration: EffectiveConfiguration?
    for file in splitProject(bytes) {
        if file.path == ".viper-lint.json" {
            if let parsed = try? pipelineValidator.decode(file.bytes, path: "/p/.viper-lint.json") {
                configuration = EffectiveConfiguration(layers: [ConfigurationLayer(file: "/p/.viper-lint.json", folder: "/p", configuration: parsed)])
            }
            continue
        }
        guard lines[file.path] == nil else { continue } // a path names one file
        facts.append(FactExtractor.extract(path: file.path, bytes: file.bytes))
        lines[file.path] = lineStarts(file.bytes)
        sizes[file.path] = file.bytes.count
    }
    let one = runPipeline(facts, configuration: configuration, jobs: 1)
    let two = runPipeline(facts, configuration: configuration, jobs: 2)
    check(one.modules == two.modules, "modules differ between 1 and 2 jobs:\n\(one.modules)\n---\n\(two.modules)")
    for part in one.modules.flatMap(\.parts) {
        guard let starts = lines[part.file], let count = sizes[part.file] else {
            check(false, "a module part in a file not in the project: \(part)")
            continue
        }
        check(isInside(line: part.line, column: part.column, starts, byteCount: count),
              "a module part outside its file: \(part.file):\(part.line):\(part.column) \(part.typeName)")
    }
    for (index, name) in ReporterRegistry.names.enumerated() {
        check(one.outputs[index] == two.outputs[index], "\(name) output differs between 1 and 2 jobs")
    }
    for finding in one.findings {
        let places = [finding.location] + finding.notes.map(\.location)
        for place in places {
            guard let starts = lines[place.file], let count = sizes[place.file] else {
                check(false, "a finding in a file not in the project: \(finding)")
                continue
            }
            check(isInside(line: place.line, column: place.column, starts, byteCount: count),
                  "a finding outside its file: \(place.file):\(place.line):\(place.column) \(finding.ruleId)")
        }
    }
    for name in ["json", "sarif"] {
        guard let index = ReporterRegistry.names.firstIndex(of: name) else { continue }
        do {
            _ = try JSONParser.parse(one.outputs[index])
        } catch {
            check(false, "\(name) output is not JSON (\(error.line):\(error.column) \(error.reason))")
        }
    }
    return 0
}
