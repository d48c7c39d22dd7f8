// The suppression-directive parser and filter: the input is split at NUL bytes into comment
// texts, placed on successive lines; every line carries findings of two rules. The filter never
// traps, keeps a subsequence of the findings in order, and places its own findings on the
// comments' lines.
import ViperLintCore
import ViperLintFacts
import ViperLintRules
import ViperLintEngine

let knownRuleIds = Set(RuleRegistry.ids)
let filter = SuppressionFilter(knownRuleIds: knownRuleIds)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSuppression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    var comments: [CommentFact] = []
    var line = 1
    for (index, chunk) in bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(64).enumerated() {
        let text = String(decoding: chunk, as: UTF8.self)
        comments.append(CommentFact(position: Position(line: line, column: 1 + index % 5), text: text,
                                    codeBeforeOnLine: index % 2 == 1))
        let spanned = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        line += spanned + 1 + index % 3
    }
    let lastLine = line + 1
    // Findings of three rules on the first 128 lines and the last one (the filter's work is
    // findings × scopes: more findings would only slow the fuzzer down).
    let ruleIds = Array(knownRuleIds.sorted().prefix(2)) + [SuppressionFilter.unusedRuleId]
    var findings: [Finding] = []
    for findingLine in Array(1...min(lastLine, 128)) + (lastLine > 128 ? [lastLine] : []) {
        for ruleId in ruleIds {
            findings.append(Finding(ruleId: ruleId, severity: .error, message: "input: \(ruleId) on \(findingLine)",
                                    location: SourceLocation(file: "F.swift", line: findingLine, column: 2)))
        }
    }
    var inputIndex: [Finding: Int] = [:]
    for (index, finding) in findings.enumerated() { inputIndex[finding] = index }
    let result = filter.apply(findings: findings, comments: comments, file: "F.swift")
    // Kept findings first, in input order (a subsequence), then the filter's own.
    var previous = -1
    var ownStarted = false
    for finding in result {
        if let index = inputIndex[finding] {
            check(!ownStarted && index > previous, "kept findings out of order or after the filter's own: \(finding)")
            previous = index
            continue
        }
        ownStarted = true
        check(SuppressionFilter.ownRuleIds.contains(finding.ruleId), "an unknown finding in the output: \(finding)")
        check(finding.location.file == "F.swift", "an own finding in another file: \(finding)")
        check(finding.location.line >= 1 && finding.location.line <= lastLine && finding.location.column >= 1,
              "an own finding outside the comments' lines: \(finding)")
        check(!finding.message.isEmpty, "an own finding without a message")
    }
    return 0
}
