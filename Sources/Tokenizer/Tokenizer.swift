import ViperLintCore
/// Turns raw bytes into tokens, trivia included, in one pass. Accepts any bytes: invalid UTF-8,
/// NUL and garbage become `.error` or trivia tokens; it never traps and never throws. Nesting
/// (string interpolations) lives on an explicit stack, so input depth cannot overflow the stack.
/// The rules mirror swift-syntax's lexer (Sources/SwiftParser/Lexer/Cursor.swift), except that
/// a whole string literal and a whole regex literal are one token each.
public enum Tokenizer {
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        guard !buffer.isEmpty else { return [] }
        var scanner = TokenScanner(buffer)
        scanner.run()
        return scanner.tokens
    }

    public static func tokenizeFile(_ bytes: [UInt8]) -> TokenizedFile {
        TokenizedFile(bytes: bytes, tokens: tokenize(bytes))
    }

    /// The tokens the fact extractor reads, without building the trivia it skips: the
    /// significant tokens, whether a line break (or a block comment spanning lines) comes before
    /// each, and the comments. Same scan, same tokens, as `tokenize` filtered: half of a file's
    /// tokens are whitespace and newlines, and an array of every token was the extraction's
    /// largest allocation.
    public static func significantTokens(_ bytes: [UInt8]) -> SignificantScan {
        bytes.withUnsafeBufferPointer { buffer in
            guard !buffer.isEmpty else { return SignificantScan(tokens: [], newlineBefore: [], comments: []) }
            var scanner = TokenScanner(buffer, significantOnly: true)
            scanner.run()
            return SignificantScan(tokens: scanner.tokens, newlineBefore: scanner.newlineBefore, comments: scanner.comments)
        }
    }

    /// What `significantTokens(_:)` must equal: the whole token list `tokens` of `bytes`,
    /// filtered. For a caller that has the list anyway, and for the tests and the fuzz harness
    /// that check the scan against it.
    public static func significantTokens(filtering tokens: [Token], of bytes: [UInt8]) -> SignificantScan {
        var scan = SignificantScan(tokens: [], newlineBefore: [], comments: [])
        var sawNewline = true
        var codeOnLine = false
        for token in tokens {
            switch token.kind {
            case .newline:
                sawNewline = true
                codeOnLine = false
            case .whitespace, .shebang:
                break
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                scan.comments.append(CommentToken(token: token, codeBeforeOnLine: codeOnLine))
                // A block comment spanning lines counts as a line break between tokens.
                if (token.kind == .blockComment || token.kind == .docBlockComment)
                    && bytes[token.start..<token.end].contains(where: { $0 == 10 || $0 == 13 }) {
                    sawNewline = true
                }
            default:
                scan.tokens.append(token)
                scan.newlineBefore.append(sawNewline)
                sawNewline = false
                codeOnLine = true
            }
        }
        return scan
    }

    /// Tokens plus the number of bytes examined by speculative look-ahead (regex attempts and
    /// raw-string line scans); tests and the fuzz harness use it to prove the work stays linear.
    package static func tokenizeCountingLookahead(_ bytes: [UInt8]) -> (tokens: [Token], lookaheadBytes: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            guard !buffer.isEmpty else { return ([], 0) }
            var scanner = TokenScanner(buffer)
            scanner.run()
            return (scanner.tokens, scanner.lookaheadBytes)
        }
    }
}

/// What `Tokenizer.significantTokens` returns.
public struct SignificantScan: Sendable {
    /// Every token that is not whitespace, a newline, a comment or a shebang, in order.
    public var tokens: [Token]
    /// Per token of `tokens`: a newline token, or a block comment holding a line break, came
    /// between it and the previous significant token (or it is the first).
    public var newlineBefore: [Bool]
    /// Every comment token, in order.
    public var comments: [CommentToken]
}

/// A comment token, and whether a significant token came before it on its line.
public struct CommentToken: Sendable, Equatable {
    public var token: Token
    public var codeBeforeOnLine: Bool

    public init(token: Token, codeBeforeOnLine: Bool) {
        self.token = token
        self.codeBeforeOnLine = codeBeforeOnLine
    }
}

/// What the previous significant token was, as far as regex-literal and number lexing care
/// (swift-syntax's `isInRegexLiteralPosition` and `previousTokenKind`).
package enum PreviousToken: UInt8 {
    case startOfFile
    case listOpener      // ( [ , :  -- a bare `/ ` here is not forced to be a regex
    case expressionStart // { ; binary/prefix operators, =, infix ?, most keywords, #if...
    case expressionEnd   // identifiers, literals, closers, postfix operators, ->, @, #, ...
    case period          // `.`: `t.0.1` lexes `0` and `1` as integers
    case funcOrOperator  // `func` / `operator` keyword: `/` right after it is an operator
    case tryKeyword      // `try`

    var allowsRegex: Bool {
        switch self {
        case .startOfFile, .listOpener, .expressionStart, .funcOrOperator, .tryKeyword: return true
        case .expressionEnd, .period: return false
        }
    }
}

/// One open construct: a string literal being scanned, or an interpolation inside one.
package enum LexScope {
    case string(StringShape, pounds: Int)
    case interpolation(parenDepth: Int, inSingleLineString: Bool)
}

package enum StringShape: UInt8 {
    case singleLine, multiLine, singleQuote
}

package struct TokenScanner {
    let base: UnsafePointer<UInt8>
    let n: Int
    var pos = 0
    var tokens: [Token] = []
    /// `Tokenizer.significantTokens`: trivia is not recorded; these three say what of it the
    /// fact extractor needs.
    let significantOnly: Bool
    var newlineBefore: [Bool] = []
    var comments: [CommentToken] = []
    var sawNewline = true
    var codeOnLine = false
    var line: Int32 = 1
    var lineStart = 0
    var scopes: [LexScope] = []
    var stringStart = 0
    var previous = PreviousToken.startOfFile
    var preferRegex = false
    var lookaheadBytes = 0
    /// A non-forced regex scan that failed reached this offset; later starts before it fail too.
    var failedRegexScanEnd = -1
    /// The fewest pounds of an extended multi-line regex that ran to end of file unterminated.
    var unterminatedExtendedRegexPounds = Int.max
    let keywords = KeywordTable.shared
    let byteFlags = ScalarClasses.byteFlags

    /// `buffer` is not empty (empty input has no tokens: callers return before scanning) and
    /// outlives the scanner: both are used inside the caller's `withUnsafeBufferPointer`.
    init(_ buffer: UnsafeBufferPointer<UInt8>, significantOnly: Bool = false) {
        guard let address = buffer.baseAddress, !buffer.isEmpty else { preconditionFailure("TokenScanner needs bytes") }
        base = address
        n = buffer.count
        self.significantOnly = significantOnly
        if significantOnly {
            // About one significant token per 8 bytes of Swift; growing costs less than
            // reserving for the densest file.
            tokens.reserveCapacity(n / 8 + 16)
            newlineBefore.reserveCapacity(n / 8 + 16)
        } else {
            tokens.reserveCapacity(n / 4 + 16)
        }
    }

    /// The byte at `i`, or 0 past the end (callers that care about NUL check `i < n`).
    @inline(__always) func at(_ i: Int) -> UInt8 { i < n && i >= 0 ? base[i] : 0 }

    mutating func run() {
        while true {
            if case .string(let shape, let pounds)? = scopes.last {
                if pos >= n { break }
                scanStringBody(shape, pounds: pounds)
                continue
            }
            if pos >= n { break }
            lexToken()
        }
        if !scopes.isEmpty {
            // Unterminated string (or interpolation) at end of file: one string token to EOF.
            scopes.removeAll()
            emit(.string, stringStart, n)
        }
    }

    /// Records a token when outside any string; inside one, the bytes belong to the string token.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        guard scopes.isEmpty else { return }
        if significantOnly {
            emitSignificantOnly(kind, start, end)
            return
        }
        tokens.append(Token(kind: kind, start: start, end: end, line: line,
                            column: Int32(truncatingIfNeeded: start - lineStart + 1)))
        switch kind {
        case .newline:
            line &+= 1
            lineStart = end
        case .string, .blockComment, .docBlockComment, .regex:
            countLines(start, end)
        default:
            break
        }
    }

    /// `emit` for `Tokenizer.significantTokens`: trivia updates the line and the flags only.
    @inline(__always)
    mutating func emitSignificantOnly(_ kind: TokenKind, _ start: Int, _ end: Int) {
        switch kind {
        case .whitespace, .shebang:
            return
        case .newline:
            line &+= 1
            lineStart = end
            sawNewline = true
            codeOnLine = false
        case .lineComment, .docLineComment, .blockComment, .docBlockComment:
            emitComment(kind, start, end)
        default:
            tokens.append(Token(kind: kind, start: start, end: end, line: line,
                                column: Int32(truncatingIfNeeded: start - lineStart + 1)))
            newlineBefore.append(sawNewline)
            sawNewline = false
            codeOnLine = true
            if kind == .string || kind == .regex { countLines(start, end) }
        }
    }

    mutating func emitComment(_ kind: TokenKind, _ start: Int, _ end: Int) {
        comments.append(CommentToken(
            token: Token(kind: kind, start: start, end: end, line: line,
                         column: Int32(truncatingIfNeeded: start - lineStart + 1)),
            codeBeforeOnLine: codeOnLine))
        if kind == .blockComment || kind == .docBlockComment {
            let before = line
            countLines(start, end)
            // A block comment spanning lines counts as a line break between tokens.
            if line != before { sawNewline = true }
        }
    }

    /// Advances the line counter over newlines inside a multi-line token ("\r\n" counts once).
    mutating func countLines(_ start: Int, _ end: Int) {
        var i = start
        while i < end {
            let c = base[i]
            if c == 0x0A {
                line &+= 1
                lineStart = i + 1
            } else if c == 0x0D {
                if i + 1 < end && base[i + 1] == 0x0A { i += 1 }
                line &+= 1
                lineStart = i + 1
            }
            i += 1
        }
    }

    /// Lexes one token (or trivia run) at `pos` outside string bodies.
    mutating func lexToken() {
        let start = pos
        let c = base[pos]
        let prefer = preferRegex
        preferRegex = false
        switch c {
        case 0x20, 0x09, 0x0B, 0x0C, 0x00:
            lexWhitespace()
        case 0x0A, 0x0D:
            if case .interpolation(_, true)? = scopes.last {
                // A newline ends a single-line string, interpolation or not (as swift-syntax does).
                scopes.removeLast()
                return
            }
            pos += (c == 0x0D && at(pos + 1) == 0x0A) ? 2 : 1
            emit(.newline, start, pos)
        case UInt8(ascii: "/") where at(pos + 1) == UInt8(ascii: "/"):
            lexLineComment()
        case UInt8(ascii: "/") where at(pos + 1) == UInt8(ascii: "*"):
            lexBlockComment()
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "\\"):
            lexPunctuation(c)
        case UInt8(ascii: "#"):
            lexPound(preferRegex: prefer)
        case UInt8(ascii: "@"):
            lexAttribute()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            beginString(openingAt: start, pounds: 0)
        case UInt8(ascii: "`"):
            lexEscapedIdentifier()
        case UInt8(ascii: "$"):
            lexDollarIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            if isLeftBound(start) {
                pos += 1
                emit(.operator, start, pos)
                preferRegex = previous == .tryKeyword
                previous = .expressionEnd
            } else {
                lexOperator(preferRegex: prefer)
            }
        default:
            if ScalarClasses.isASCIIIdentifierHead(c) {
                lexIdentifier()
            } else if ScalarClasses.isASCIIOperator(c) {
                lexOperator(preferRegex: prefer)
            } else if c >= 0x80 {
                lexNonASCII(preferRegex: prefer)
            } else {
                pos += 1
                emit(.error, start, pos)
                previous = .expressionStart
            }
        }
    }

    mutating func lexWhitespace() {
        let start = pos
        while pos < n {
            let c = base[pos]
            if byteFlags[Int(c)] & ScalarClasses.whitespaceFlag != 0 {
                pos += 1
            } else if c == 0xC2 && at(pos + 1) == 0xA0 {
                pos += 2 // no-break space
            } else if c == 0xEF && at(pos + 1) == 0xBB && at(pos + 2) == 0xBF {
                pos += 3 // byte order mark
            } else {
                break
            }
        }
        emit(.whitespace, start, pos)
    }

    mutating func lexLineComment() {
        let start = pos
        let isDoc = at(pos + 2) == UInt8(ascii: "/") && at(pos + 3) != UInt8(ascii: "/")
        pos += 2
        while pos < n, base[pos] != 0x0A, base[pos] != 0x0D { pos += 1 }
        emit(isDoc ? .docLineComment : .lineComment, start, pos)
    }

    /// Nested `/* /* */ */`; unterminated runs to end of file.
    mutating func lexBlockComment() {
        let start = pos
        let isDoc = at(pos + 2) == UInt8(ascii: "*") && at(pos + 3) != UInt8(ascii: "*")
            && at(pos + 3) != UInt8(ascii: "/")
        pos += 2
        var depth = 1
        while pos < n {
            let c = base[pos]
            if c == UInt8(ascii: "*") && at(pos + 1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "/") && at(pos + 1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
        emit(isDoc ? .docBlockComment : .blockComment, start, pos)
    }

    mutating func lexPunctuation(_ c: UInt8) {
        let start = pos
        pos += 1
        if case .interpolation(let depth, let singleLine)? = scopes.last {
            if c == UInt8(ascii: "(") {
                scopes[scopes.count - 1] = .interpolation(parenDepth: depth + 1, inSingleLineString: singleLine)
            } else if c == UInt8(ascii: ")") {
                if depth == 0 {
                    scopes.removeLast() // back to the string body
                    return
                }
                scopes[scopes.count - 1] = .interpolation(parenDepth: depth - 1, inSingleLineString: singleLine)
            }
        }
        emit(.punctuation, start, pos)
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"):
            previous = .listOpener
        case UInt8(ascii: "{"), UInt8(ascii: ";"):
            previous = .expressionStart
        default:
            previous = .expressionEnd // ) ] } and backslash
        }
    }
}
