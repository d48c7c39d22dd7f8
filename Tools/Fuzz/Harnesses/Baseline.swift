// The baseline reader: any bytes give either a baseline or errors that start with the file's
// path and a position; a baseline written back out reads the same; applying it to findings
// accounts for every finding.
import ViperLintCore
import ViperLintEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let path = "baseline.json"
    let baseline: Baseline
    do {
        baseline = try Baseline.parse(bytes, path: path)
    } catch {
        check(!error.messages.isEmpty, "a baseline error without messages")
        for message in error.messages {
            check(message.hasPrefix(path + ":"), "a baseline error that names no position: \(message)")
        }
        return 0
    }
    do {
        let again = try Baseline.parse(Array(baseline.text.utf8), path: path)
        check(again == baseline, "the baseline written back out reads differently")
    } catch {
        check(false, "the baseline written back out does not read: \(error)\n\(baseline.text)")
    }
    // Findings matching the entries (a few each, relative and absolute paths) plus one matching none.
    var findings: [Finding] = []
    for (index, entry) in baseline.entries.prefix(64).enumerated() {
        for copy in 0..<min(entry.count, 3) {
            let file = copy == 1 ? "/root/" + entry.file : entry.file
            findings.append(Finding(ruleId: entry.ruleId, severity: .error, message: entry.message ?? "m",
                                    location: SourceLocation(file: file, line: index + 1, column: copy + 1),
                                    symbol: entry.symbol))
        }
    }
    findings.append(Finding(ruleId: "none", severity: .warning, message: "unmatched",
                            location: SourceLocation(file: "Z.swift", line: 1, column: 1)))
    for root in [nil, "/root"] as [String?] {
        let applied = baseline.apply(findings, root: root)
        check(applied.kept.count + applied.suppressedCount == findings.count,
              "\(applied.kept.count) kept + \(applied.suppressedCount) hidden != \(findings.count) findings")
        check(applied.stale.allSatisfy { $0.count > 0 }, "a stale entry with nothing missing")
        // Writing the kept findings' baseline back gives a readable file.
        let written = Baseline.write(findings: applied.kept, root: root)
        check((try? Baseline.parse(Array(written.utf8), path: path)) != nil, "a written baseline does not read:\n\(written)")
    }
    return 0
}
