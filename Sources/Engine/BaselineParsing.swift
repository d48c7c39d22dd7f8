import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
package extension Baseline {
    static let entryKeys = ["ruleId", "file", "symbol", "message", "count"]

    /// Reads a baseline file; every problem is reported with its position and key path
    /// (`baseline.json:5:16: entries[0].count: expected an integer, found a string`).
    public static func parse(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw BaselineError(messages: ["\(path):\(error.line):\(error.column): invalid JSON: \(error.reason)"])
        }
        var d = JSONTreeDecoder(path: path)
        var entries: [BaselineEntry] = []
        var sawVersion = false, sawEntries = false
        if let members = d.object(root, at: "") {
            for member in d.uniqueMembers(members, at: "", ignoring: ["$comment"]) {
                switch member.key {
                case "version":
                    sawVersion = true
                    if let version = d.int(member.value, at: "version"), version != Self.version {
                        d.report(member.value, at: "version", "expected \(Self.version), found \(version)")
                    }
                case "entries":
                    sawEntries = true
                    guard let elements = d.array(member.value, at: "entries", expected: "an array of objects") else { continue }
                    for (index, element) in elements.enumerated() {
                        if let entry = parseEntry(element, at: "entries[\(index)]", &d) { entries.append(entry) }
                    }
                default:
                    d.unknownKey(member, at: member.key, noun: "key", candidates: ["version", "entries"])
                }
            }
            if !sawVersion { d.report(root, at: "", "missing key \"version\"") }
            if !sawEntries { d.report(root, at: "", "missing key \"entries\"") }
        }
        guard d.problems.isEmpty else { throw BaselineError(messages: d.problems.map(\.description)) }
        return Baseline(entries: entries)
    }

    private static func parseEntry(_ node: JSONNode, at keyPath: String, _ d: inout JSONTreeDecoder) -> BaselineEntry? {
        guard let members = d.object(node, at: keyPath) else { return nil }
        var ruleId: String?, file: String?, symbol: String?, message: String?, count: Int?
        var valid = true
        for member in d.uniqueMembers(members, at: keyPath, ignoring: ["$comment"]) {
            let memberPath = "\(keyPath).\(member.key)"
            let before = d.problems.count
            switch member.key {
            case "ruleId": ruleId = d.string(member.value, at: memberPath)
            case "file": file = d.string(member.value, at: memberPath)
            case "symbol": if member.value.value != .null { symbol = d.string(member.value, at: memberPath) }
            case "message": if member.value.value != .null { message = d.string(member.value, at: memberPath) }
            case "count":
                count = d.int(member.value, at: memberPath)
                if let value = count, value < 1 {
                    d.report(member.value, at: memberPath, "expected a positive integer, found \(value)")
                }
            default: d.unknownKey(member, at: memberPath, noun: "key", candidates: entryKeys)
            }
            if d.problems.count != before { valid = false }
        }
        for (name, present) in [("ruleId", ruleId != nil), ("file", file != nil), ("count", count != nil)] where !present && valid {
            d.report(node, at: keyPath, "missing key \"\(name)\"")
            valid = false
        }
        if valid && symbol == nil && message == nil {
            d.report(node, at: keyPath, "an entry without \"symbol\" needs \"message\"")
            valid = false
        }
        guard valid, let ruleId, let file, let count else { return nil }
        return BaselineEntry(ruleId: ruleId, file: file, symbol: symbol, message: message, count: count)
    }
}
