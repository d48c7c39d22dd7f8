import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
/// Inline suppression reads the directive comments the fact extractor kept (`FileFacts.directives`).
extension CommentFact {
    /// The line of the comment's last byte (block comments may span lines).
    var endLine: Int { position.line + text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
}

/// One `viper-lint:` directive parsed from a comment:
/// `// viper-lint:disable:next weak-view-reference, entity-in-presenter -- legacy screen`.
package struct SuppressionDirective: Equatable {
    package enum Action: String, CaseIterable {
        case disable
        case enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    /// A rule id named by the directive (or `all`), with where it is written.
    package struct RuleReference: Equatable {
        var id: String
        var line: Int
        var column: Int
    }

    var action: Action
    var rules: [RuleReference]
    var line: Int
    var column: Int
    var endLine: Int
    var codeBeforeOnLine: Bool
    /// The text after ` -- `, if any; kept for reporters and future "reason required" checks.
    var reason: String?
}

/// A `viper-lint:` comment that cannot be understood, or that names an unknown rule.
package struct SuppressionMistake: Equatable {
    var message: String
    var line: Int
    var column: Int
}

/// Reads directives out of comments. Only a comment whose text starts with `viper-lint:` (after
/// its delimiters, spaces and any leading `*`) is a directive; rule ids must be on the same line
/// as the directive, so the rest of a block comment is free text.
package enum SuppressionDirectiveParser {
    static let prefix = "viper-lint:"

    /// nil when the comment is not a directive; otherwise the directive (nil when unusable) and
    /// the mistakes in it. Unknown rule ids are dropped from the directive and reported.
    static func parse(_ comment: CommentFact, knownRuleIds: Set<String>)
        -> (directive: SuppressionDirective?, mistakes: [SuppressionMistake])? {
        let bytes = Array(comment.text.utf8)
        var index = bodyStart(bytes)
        let end = bodyEnd(bytes)
        while index < end, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                            UInt8(ascii: "*")].contains(bytes[index]) {
            index += 1
        }
        let prefixBytes = Array(prefix.utf8)
        guard end - index >= prefixBytes.count, Array(bytes[index..<index + prefixBytes.count]) == prefixBytes else {
            return nil
        }
        let directiveStart = index
        index += prefixBytes.count
        // The rest of the directive's own line.
        var lineEnd = index
        while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
        let words = splitWords(bytes, from: index, to: lineEnd)
        var locator = Locator(bytes, comment)
        let position = { (offset: Int) in locator.locate(offset) }

        guard let command = words.first, words.first?.offset == index else {
            let (line, column) = position(directiveStart)
            return (nil, [SuppressionMistake(message: "`viper-lint:` names no directive; use " + actionList, line: line, column: column)])
        }
        guard let action = SuppressionDirective.Action(rawValue: command.text) else {
            let (line, column) = position(directiveStart)
            let near = Suggestion.closest(to: command.text, among: SuppressionDirective.Action.allCases.map(\.rawValue))
            let advice = near.map { ", did you mean `viper-lint:\($0)`?" } ?? "; use " + actionList
            return (nil, [SuppressionMistake(message: "unknown directive `viper-lint:\(command.text)`" + advice,
                                             line: line, column: column)])
        }

        var rules: [SuppressionDirective.RuleReference] = []
        var mistakes: [SuppressionMistake] = []
        var reason: String?
        for word in words.dropFirst() {
            if word.text == "--" || word.text.hasPrefix("--") {
                let reasonStart = word.offset + 2
                let text = String(decoding: bytes[min(reasonStart, end)..<end], as: UTF8.self)
                reason = trimmed(text)
                break
            }
            let (line, column) = position(word.offset)
            if word.text == "all" || knownRuleIds.contains(word.text) {
                rules.append(.init(id: word.text, line: line, column: column))
            } else {
                let near = Suggestion.closest(to: word.text, among: knownRuleIds.sorted())
                let advice = near.map { ", did you mean `\($0)`?" } ?? "; run `viper-lint rules` to list them"
                mistakes.append(SuppressionMistake(
                    message: "unknown rule `\(word.text)` in `viper-lint:\(action.rawValue)`" + advice,
                    line: line, column: column))
            }
        }
        let (line, column) = position(directiveStart)
        if rules.isEmpty && mistakes.isEmpty {
            mistakes.append(SuppressionMistake(
                message: "`viper-lint:\(action.rawValue)` names no rule; list rule ids or `all`",
                line: line, column: column))
        }
        guard !rules.isEmpty else { return (nil, mistakes) }
        let directive = SuppressionDirective(action: action, rules: rules, line: comment.position.line, column: comment.position.column,
                                             endLine: comment.endLine, codeBeforeOnLine: comment.codeBeforeOnLine,
                                             reason: reason)
        return (directive, mistakes)
    }

    private static let actionList = "disable, enable, disable:next or disable:this"

    private static func bodyStart(_ bytes: [UInt8]) -> Int {
        if bytes.starts(with: Array("//".utf8)) || bytes.starts(with: Array("/*".utf8)) {
            var index = 2
            // Doc comments: `///`, `/**`.
            if index < bytes.count, bytes[index] == bytes[1] { index += 1 }
            return index
        }
        return 0
    }

    private static func bodyEnd(_ bytes: [UInt8]) -> Int {
        if bytes.starts(with: Array("/*".utf8)), bytes.count >= 4, bytes.suffix(2).elementsEqual("*/".utf8) {
            return bytes.count - 2
        }
        return bytes.count
    }

    /// Words separated by spaces, tabs and commas, with their byte offsets.
    private static func splitWords(_ bytes: [UInt8], from start: Int, to end: Int) -> [(offset: Int, text: String)] {
        var words: [(offset: Int, text: String)] = []
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            let wordStart = index
            while index < end, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t"),
                  bytes[index] != UInt8(ascii: ",") {
                index += 1
            }
            words.append((wordStart, String(decoding: bytes[wordStart..<index], as: UTF8.self)))
        }
        return words
    }

    /// Line and column of byte offsets in the comment. It walks on from the offset asked last
    /// (words are asked in order), so a directive with many words costs one pass over the comment,
    /// not one pass per word (quadratic: 100,000 words on one line took minutes).
    private struct Locator {
        let bytes: [UInt8]
        let start: (line: Int, column: Int)
        var offset = 0
        var line: Int, column: Int

        init(_ bytes: [UInt8], _ comment: CommentFact) {
            self.bytes = bytes
            start = (comment.position.line, comment.position.column)
            (line, column) = start
        }

        mutating func locate(_ target: Int) -> (Int, Int) {
            if target < offset { (offset, line, column) = (0, start.line, start.column) }
            while offset < min(target, bytes.count) {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                offset += 1
            }
            return (line, column)
        }
    }

    private static func trimmed(_ text: String) -> String? {
        let result = text.trimmingBlanks()
        return result.isEmpty ? nil : result
    }
}

private extension String {
    func trimmingBlanks() -> String {
        let blanks: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n"]
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, blanks.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, blanks.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
