import ViperLintCore
import ViperLintTokenizer

/// One file's bytes and tokens, seen the way the fixes read declarations: significant tokens
/// (no trivia) by index, whether a line break comes before each, and byte offsets turned into
/// the positions editors use. The same tokenizer as the facts, so a finding's line and column
/// name the same token here.
struct SourceText {
    let bytes: [UInt8]
    private let all: [Token]
    /// Indices into `all` of the tokens that are not trivia.
    private let significant: [Int]
    /// A newline (or a comment spanning lines) comes between significant token `i - 1` and `i`.
    let newlineBefore: [Bool]
    /// Byte offset of the first byte of each line (line 1 at index 0).
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        all = Tokenizer.tokenize(bytes)
        var kept: [Int] = []
        var newlines: [Bool] = []
        var sawNewline = true
        for (index, token) in all.enumerated() {
            switch token.kind {
            case .newline:
                sawNewline = true
            case .whitespace, .shebang, .lineComment, .docLineComment:
                break
            case .blockComment, .docBlockComment:
                if bytes[token.start..<token.end].contains(where: { $0 == 10 || $0 == 13 }) { sawNewline = true }
            default:
                kept.append(index)
                newlines.append(sawNewline)
                sawNewline = false
            }
        }
        significant = kept
        newlineBefore = newlines
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 10 {
                starts.append(i + 1)
            } else if bytes[i] == 13 {
                if i + 1 < bytes.count && bytes[i + 1] == 10 { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    var count: Int { significant.count }

    func token(_ i: Int) -> Token { all[significant[i]] }

    func kind(_ i: Int) -> TokenKind? { i >= 0 && i < count ? token(i).kind : nil }

    func text(_ i: Int) -> String {
        guard i >= 0 && i < count else { return "" }
        let t = token(i)
        return String(decoding: bytes[t.start..<t.end], as: UTF8.self)
    }

    /// The text with backticks stripped, as declarations name things.
    func name(_ i: Int) -> String {
        let raw = text(i)
        if raw.count >= 2 && raw.hasPrefix("`") && raw.hasSuffix("`") { return String(raw.dropFirst().dropLast()) }
        return raw
    }

    func `is`(_ i: Int, _ text: String) -> Bool {
        guard i >= 0 && i < count else { return false }
        let t = token(i)
        let expected = Array(text.utf8)
        guard t.end - t.start == expected.count else { return false }
        return bytes[t.start..<t.end].elementsEqual(expected)
    }

    func isWord(_ i: Int) -> Bool { kind(i) == .identifier || kind(i) == .keyword }

    /// The significant token that starts at this line and UTF-8 byte column.
    func index(line: Int, column: Int) -> Int? {
        var low = 0
        var high = count - 1
        while low <= high {
            let mid = (low + high) / 2
            let t = token(mid)
            let key = (Int(t.line), Int(t.column))
            if key == (line, column) { return mid }
            if key < (line, column) { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// The matching closer of the opener at `i` (`(`, `[`, `{`), bounded; nil when unbalanced.
    func closer(of i: Int, limit: Int = 100_000) -> Int? {
        guard let open = text(i).utf8.first else { return nil }
        let close: UInt8 = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var depth = 0
        var j = i
        while j < count && j - i < limit {
            if kind(j) == .punctuation, let byte = text(j).utf8.first, token(j).length == 1 {
                if byte == open { depth += 1 }
                if byte == close {
                    depth -= 1
                    if depth == 0 { return j }
                }
            }
            j += 1
        }
        return nil
    }

    /// The matching opener of the closer at `i`, looking back at most `limit` tokens.
    func opener(of i: Int, limit: Int = 64) -> Int? {
        guard let close = text(i).utf8.first else { return nil }
        let open: UInt8 = close == UInt8(ascii: ")") ? UInt8(ascii: "(") : close == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        var depth = 0
        var j = i
        while j >= 0 && i - j < limit {
            if kind(j) == .punctuation, let byte = text(j).utf8.first, token(j).length == 1 {
                if byte == close { depth += 1 }
                if byte == open {
                    depth -= 1
                    if depth == 0 { return j }
                }
            }
            j -= 1
        }
        return nil
    }

    /// Where a byte offset is, in every unit an editor may want.
    func position(ofOffset offset: Int) -> FixPosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        let utf16 = String(decoding: bytes[lineStart..<offset], as: UTF8.self).utf16.count
        return FixPosition(offset: offset, line: low + 1, column: offset - lineStart + 1, utf16Character: utf16)
    }

    func edit(_ file: String, from start: Int, to end: Int, _ replacement: String) -> TextEdit {
        TextEdit(file: file, start: position(ofOffset: start), end: position(ofOffset: end), replacement: replacement)
    }

    func insertion(_ file: String, at offset: Int, _ text: String) -> TextEdit {
        edit(file, from: offset, to: offset, text)
    }
}
