import ViperLintCore
import ViperLintTokenizer
/// Work beyond the single forward pass: the tokens examined by look-ahead and look-behind scans
/// (generic parameter lists, where clauses, `Foo<...>(` initializer heads, accessor blocks,
/// receiver chains and their bracket matching). Each scan adds its length once, so counting costs
/// nothing per token; tests read it to prove extraction stays linear in the input.
package final class ExtractionWork {
    /// Unchecked: one extraction (one thread) owns the count, and the dynamic exclusivity check
    /// on a class property cost more than the addition on every receiver walk.
    @exclusivity(unchecked) package var scannedTokens = 0
}

/// The tokens that carry meaning (no trivia), with what the extractor needs to know about the
/// trivia it dropped: whether a newline came before each token.
package struct SignificantTokens {
    let bytes: [UInt8]
    let tokens: [Token]
    let newlineBefore: [Bool]
    /// Comments holding a `viper-lint:` directive, collected while filtering.
    let directives: [CommentFact]
    /// Shared by every copy (the parsers hold copies), so each scan adds to one count.
    let work = ExtractionWork()

    /// Scans `bytes` for its significant tokens alone (`Tokenizer.significantTokens`): the path
    /// of every lint.
    init(bytes: [UInt8]) {
        self.init(bytes: bytes, scan: Tokenizer.significantTokens(bytes))
    }

    /// The same from a whole token list already made (`FactExtractor.extract(path:file:)`).
    init(_ file: TokenizedFile) {
        self.init(bytes: file.bytes, scan: Tokenizer.significantTokens(filtering: file.tokens, of: file.bytes))
    }

    private init(bytes: [UInt8], scan: SignificantScan) {
        self.bytes = bytes
        tokens = scan.tokens
        newlineBefore = scan.newlineBefore
        var comments: [CommentFact] = []
        let marker = SignificantTokens.marker
        let skip = SignificantTokens.markerSkip
        for comment in scan.comments
        where SignificantTokens.containsDirective(bytes, comment.token, marker: marker, skip: skip) {
            comments.append(CommentFact(
                position: Position(line: Int(comment.token.line), column: Int(comment.token.column)),
                text: String(decoding: bytes[comment.token.start..<comment.token.end], as: UTF8.self),
                codeBeforeOnLine: comment.codeBeforeOnLine))
        }
        directives = comments
    }

    private static let marker: [UInt8] = Array("viper-lint:".utf8)

    /// How far the marker can move on from a position whose last compared byte is `b`
    /// (Horspool): the marker's length for a byte it does not contain.
    private static let markerSkip: [Int] = {
        var skip = [Int](repeating: marker.count, count: 256)
        for k in 0..<(marker.count - 1) { skip[Int(marker[k])] = marker.count - 1 - k }
        return skip
    }()

    /// Whether the comment contains the marker. Comments are a large part of a file's bytes, and
    /// looking at the byte under the marker's end first skips most positions unseen.
    private static func containsDirective(_ bytes: [UInt8], _ token: Token, marker m: [UInt8], skip: [Int]) -> Bool {
        let last = m.count - 1
        var i = token.start
        while i + last < token.end {
            let b = bytes[i + last]
            if b == m[last] {
                var j = 0
                while j < last && bytes[i + j] == m[j] { j += 1 }
                if j == last { return true }
            }
            i += skip[Int(b)]
        }
        return false
    }

    var count: Int { tokens.count }

    @inline(__always) func kind(_ i: Int) -> TokenKind? {
        i >= 0 && i < tokens.count ? tokens[i].kind : nil
    }

    func text(_ i: Int) -> String {
        guard i >= 0 && i < tokens.count else { return "" }
        let t = tokens[i]
        return String(decoding: bytes[t.start..<t.end], as: UTF8.self)
    }

    /// The token's name for declarations: backticks stripped.
    func name(_ i: Int) -> String {
        guard i >= 0 && i < tokens.count else { return "" }
        var t = tokens[i]
        if t.length >= 2 && bytes[t.start] == UInt8(ascii: "`") && bytes[t.end - 1] == UInt8(ascii: "`") {
            t.start += 1
            t.end -= 1
        }
        return String(decoding: bytes[t.start..<t.end], as: UTF8.self)
    }

    /// `name(i) == text` without making the String: the token's bytes, backticks stripped, are
    /// `text`'s (an ASCII word without `K`, `;` or `` ` ``, see `isOne`).
    func nameIs(_ i: Int, _ text: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        var start = tokens[i].start
        var end = tokens[i].end
        if end - start >= 2 && bytes[start] == UInt8(ascii: "`") && bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        let n = text.utf8CodeUnitCount
        guard end - start == n else { return false }
        return text.withUTF8Buffer { expected in
            var k = 0
            while k < n {
                if bytes[start + k] != expected[k] { return false }
                k += 1
            }
            return true
        }
    }

    @inline(__always) func `is`(_ i: Int, _ text: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        let n = text.utf8CodeUnitCount
        guard t.end - t.start == n else { return false }
        return text.withUTF8Buffer { expected in
            var k = 0
            while k < n {
                if bytes[t.start + k] != expected[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// The token's bytes are one of `words`, compared without making a String. Equal to
    /// comparing `text(i)` with each word as Strings, because the words are ASCII without the
    /// three characters that have a non-ASCII canonical equivalent (`K`, `;`, `` ` ``): a token
    /// whose text equals such a word holds exactly its bytes.
    @inline(__always) func isOne(_ i: Int, of words: WordSet) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        return words.contains(bytes, from: t.start, to: t.end)
    }

    /// A single byte punctuation or operator token such as `(` or `:`.
    @inline(__always) func isByte(_ i: Int, _ byte: UInt8) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        return t.end - t.start == 1 && bytes[t.start] == byte
    }

    func firstByte(_ i: Int) -> UInt8 {
        guard i >= 0 && i < tokens.count, tokens[i].length > 0 else { return 0 }
        return bytes[tokens[i].start]
    }

    func position(_ i: Int) -> Position {
        guard i >= 0 && i < tokens.count else { return Position(line: 0, column: 0) }
        return Position(line: Int(tokens[i].line), column: Int(tokens[i].column))
    }

    /// Identifier or keyword: anything that can be a name or a label.
    @inline(__always) func isWord(_ i: Int) -> Bool {
        let k = kind(i)
        return k == .identifier || k == .keyword
    }

    /// Type names start with an uppercase ASCII letter (after an optional backtick or underscore).
    func looksLikeTypeName(_ i: Int) -> Bool {
        guard kind(i) == .identifier || (kind(i) == .keyword && (self.is(i, "Any") || self.is(i, "Self"))) else { return false }
        let t = tokens[i]
        var p = t.start
        while p < t.end && (bytes[p] == UInt8(ascii: "`") || bytes[p] == UInt8(ascii: "_")) { p += 1 }
        guard p < t.end else { return false }
        if bytes[p] < 0x80 { return bytes[p] >= UInt8(ascii: "A") && bytes[p] <= UInt8(ascii: "Z") }
        // Non-ASCII: an uppercase letter such as `Ä` (scripts without case are not type names).
        let scalar = String(decoding: bytes[p..<min(t.end, p + 4)], as: UTF8.self).unicodeScalars.first
        return scalar?.properties.isUppercase ?? false
    }
}

/// A small fixed set of ASCII words, looked up by byte comparison (no String, no hashing): only
/// the words of the token's length are compared, most rejected at their first byte. The words
/// are stored in one flat array, grouped by length, so a lookup touches no nested arrays.
package struct WordSet {
    /// Every word's bytes, the words of each length together.
    private let flat: [UInt8]
    /// `groups[n]`: where in `flat` the words of n bytes are (a multiple of n bytes).
    private let groups: [Range<Int>]

    init(_ words: [StaticString]) {
        var byLength: [[UInt8]] = []
        for word in words {
            let bytes = word.withUTF8Buffer { Array($0) }
            precondition(bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") },
                         "WordSet words must be ASCII without K ; ` (see SignificantTokens.isOne)")
            precondition(!bytes.isEmpty, "WordSet words are not empty")
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append(contentsOf: bytes)
        }
        var flat: [UInt8] = []
        var groups: [Range<Int>] = []
        for group in byLength {
            groups.append(flat.count..<(flat.count + group.count))
            flat.append(contentsOf: group)
        }
        self.flat = flat
        self.groups = groups
    }

    func contains(_ text: [UInt8], from start: Int, to end: Int) -> Bool {
        let length = end - start
        guard length > 0 && length < groups.count else { return false }
        let group = groups[length]
        var word = group.lowerBound
        while word < group.upperBound {
            var k = 0
            while k < length && text[start + k] == flat[word + k] { k += 1 }
            if k == length { return true }
            word += length
        }
        return false
    }
}
