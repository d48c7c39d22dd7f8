import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
/// One recorded kind of finding: rule, file and symbol (or message when there is no symbol), and
/// how many such findings existed when the baseline was written.
public struct BaselineEntry: Hashable, Sendable {
    public var ruleId: String
    /// Relative to the baseline's root, `/`-separated.
    public var file: String
    public var symbol: String?
    /// Only used (and only written) when `symbol` is nil: then the message identifies the finding.
    public var message: String?
    public var count: Int

    public init(ruleId: String, file: String, symbol: String?, message: String? = nil, count: Int) {
        self.ruleId = ruleId
        self.file = file
        self.symbol = symbol
        self.message = symbol == nil ? message : nil
        self.count = count
    }

    var key: BaselineKey { BaselineKey(ruleId: ruleId, file: file, symbol: symbol, message: message) }
}

package struct BaselineKey: Hashable, Comparable {
    var ruleId: String
    var file: String
    var symbol: String?
    var message: String?

    package static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        (a.file, a.ruleId, a.symbol ?? "", a.message ?? "") < (b.file, b.ruleId, b.symbol ?? "", b.message ?? "")
    }
}

public struct BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `baseline.json:3:5: entries[0].count: expected an integer, found a string`, one per line.
    public var messages: [String]
    public var description: String { messages.joined(separator: "\n") }
}

/// A record of accepted findings (`--write-baseline F`) and the filter that hides them (`--baseline F`).
///
/// Findings are matched by rule, file and symbol (the message stands in when there is no symbol),
/// never by line, so editing code above a finding keeps it hidden. Each key has a count: with N
/// recorded and N+1 present, exactly one is reported (the last in output order), so a new
/// violation of the same kind in the same file still fails.
///
/// Moved files: entries are keyed by file path, so the findings of a moved or renamed file
/// reappear (re-run `--write-baseline` after a move). Matching without the path would let a
/// violation copied into a new module hide behind the original's entry.
public struct Baseline: Equatable, Sendable {
    public static let version = 1
    public var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = entries
    }

    /// `file` relative to `root` (absolute or relative, as the findings carry it) when inside it.
    static func relativePath(_ file: String, root: String?) -> String {
        let normalized = PathText.normalize(file)
        guard let root else { return normalized }
        return PathText.relative(normalized, to: PathText.normalize(root)) ?? normalized
    }

    static func key(of finding: Finding, root: String?) -> BaselineKey {
        BaselineKey(ruleId: finding.ruleId, file: relativePath(finding.location.file, root: root),
                    symbol: finding.symbol, message: finding.symbol == nil ? finding.message : nil)
    }

    /// Entries for the findings, counted per key and sorted by file, rule, symbol, message.
    public init(findings: [Finding], root: String? = nil) {
        var counts: [BaselineKey: Int] = [:]
        for finding in findings { counts[Self.key(of: finding, root: root), default: 0] += 1 }
        entries = counts.keys.sorted().map { key in
            BaselineEntry(ruleId: key.ruleId, file: key.file, symbol: key.symbol, message: key.message,
                          count: counts[key] ?? 0)
        }
    }

    /// The baseline file for the findings: pretty, sorted, byte-for-byte stable, ending in a newline.
    public static func write(findings: [Finding], root: String? = nil) -> String {
        Baseline(findings: findings, root: root).text
    }

    /// This baseline as file text.
    public var text: String {
        let q = JSONWriter.quoted
        var out = "{\n  \"version\": \(Self.version),\n  \"entries\": ["
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n"
            out += "      \"ruleId\": \(q(entry.ruleId)),\n"
            out += "      \"file\": \(q(entry.file)),\n"
            out += "      \"symbol\": \(entry.symbol.map(q) ?? "null"),\n"
            if let message = entry.message { out += "      \"message\": \(q(message)),\n" }
            out += "      \"count\": \(entry.count)\n"
            out += "    }"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Hides the recorded findings. `kept` keeps the input order; `stale` lists what was recorded
    /// but no longer found (with the missing count), so the baseline can be tightened.
    public func apply(_ findings: [Finding], root: String? = nil)
        -> (kept: [Finding], suppressedCount: Int, stale: [BaselineEntry]) {
        var remaining: [BaselineKey: Int] = [:]
        for entry in entries {
            // Saturating: the reader accepts any positive count, and entries of one key add up
            // (found by the baseline fuzz target: two counts past Int.max trapped).
            let (sum, overflow) = remaining[entry.key, default: 0].addingReportingOverflow(entry.count)
            remaining[entry.key] = overflow ? Int.max : sum
        }
        // Decide in output order so that the surplus reported is the last ones, whatever the input order.
        let order = findings.indices.sorted { Finding.outputOrder(findings[$0], findings[$1]) }
        var present: [BaselineKey: [Int]] = [:]
        for index in order { present[Self.key(of: findings[index], root: root), default: []].append(index) }
        var hidden = Set<Int>()
        for (key, indices) in present {
            let allowed = remaining[key] ?? 0
            hidden.formUnion(indices.prefix(allowed))
            remaining[key] = max(0, allowed - indices.count)
        }
        let kept = findings.indices.filter { !hidden.contains($0) }.map { findings[$0] }
        var stale: [BaselineEntry] = []
        var reported = Set<BaselineKey>()
        for entry in entries.sorted(by: { $0.key < $1.key }) where reported.insert(entry.key).inserted {
            if let missing = remaining[entry.key], missing > 0 {
                var staleEntry = entry
                staleEntry.count = missing
                stale.append(staleEntry)
            }
        }
        return (kept, hidden.count, stale)
    }
}
