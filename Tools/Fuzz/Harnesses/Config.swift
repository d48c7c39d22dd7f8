// The configuration's JSON parser and validator: any bytes give either a configuration or an
// error whose every problem names a position inside the file; a parsed document written back
// out parses to the same values; a valid configuration builds a vocabulary and matches globs.
import ViperLintCore
import ViperLintConfig
import ViperLintModel
import ViperLintRules

/// The document as JSON text (strings through the product's own quoting).
func serialize(_ node: JSONNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let text): return text
    case .string(let text): return JSONWriter.quoted(text)
    case .array(let elements): return "[" + elements.map(serialize).joined(separator: ",") + "]"
    case .object(let members):
        return "{" + members.map { JSONWriter.quoted($0.key) + ":" + serialize($0.value) }.joined(separator: ",") + "}"
    }
}

/// Equal values, positions aside.
func sameValue(_ a: JSONNode, _ b: JSONNode) -> Bool {
    switch (a.value, b.value) {
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
    case (.object(let x), .object(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && sameValue($0.value, $1.value) }
    default:
        return a.value == b.value
    }
}

/// Lines under the most generous definition (every "\n" and every "\r" breaks one).
func generousLineCount(_ bytes: [UInt8]) -> Int {
    1 + bytes.reduce(0) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
}

func checkPosition(_ line: Int, _ column: Int, _ bytes: [UInt8], _ what: @autoclosure () -> String) {
    check(line >= 1 && line <= generousLineCount(bytes) && column >= 1 && column <= bytes.count + 1,
          "\(what()) at \(line):\(column) is outside the \(bytes.count)-byte file")
}

func checkNodePositions(_ node: JSONNode, _ bytes: [UInt8]) {
    var stack = [node]
    while let next = stack.popLast() {
        checkPosition(next.line, next.column, bytes, "a value")
        switch next.value {
        case .array(let elements): stack += elements
        case .object(let members):
            for member in members {
                checkPosition(member.keyLine, member.keyColumn, bytes, "a key")
                stack.append(member.value)
            }
        default: break
        }
    }
}

let validator = ConfigurationValidator(rules: RuleRegistry.optionSpecs)
let samplePaths = ["/p/A.swift", "/p/Sources/Login/LoginPresenter.swift", "/p/Generated/X.generated.swift",
                   "/p/Tests/ATests.swift", "/p/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.swift"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    do {
        let node = try JSONParser.parse(bytes)
        checkNodePositions(node, bytes)
        let text = serialize(node)
        do {
            let again = try JSONParser.parse(text)
            check(sameValue(node, again), "the document written back out parses differently: \(text)")
        } catch {
            check(false, "the document written back out does not parse (\(error.reason)): \(text)")
        }
    } catch {
        checkPosition(error.line, error.column, bytes, "a JSON error")
        check(!error.reason.isEmpty, "a JSON error without a reason")
    }
    let path = "/p/.viper-lint.json"
    do {
        let configuration = try validator.decode(bytes, path: path)
        let effective = EffectiveConfiguration(layers: [ConfigurationLayer(file: path, folder: "/p", configuration: configuration)])
        _ = RoleVocabulary.standard.applying(effective)
        for file in samplePaths { _ = effective.admitsFile(file) }
        _ = effective.excludesFolder("/p/Generated")
        // Each glob against every pattern written in the file: long, star-heavy paths.
        let globs = (configuration.include ?? []) + configuration.exclude
        for glob in globs.prefix(8) {
            for other in globs.prefix(8) { _ = glob.matches(other.pattern) }
        }
    } catch {
        check(!error.problems.isEmpty, "a configuration error without problems")
        for problem in error.problems {
            check(problem.path == path, "a problem about another file: \(problem)")
            check(!problem.message.isEmpty, "a problem without a message")
            guard let line = problem.line, let column = problem.column else {
                check(false, "a problem without a position: \(problem)")
                return 0
            }
            checkPosition(line, column, bytes, "problem \(problem.message)")
        }
    }
    return 0
}
