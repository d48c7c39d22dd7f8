import ViperLintCore
/// The kind of a token. Trivia kinds (whitespace, newlines, comments, shebang) are tokens too, so
/// that concatenating every token's bytes gives back the input exactly.
public enum TokenKind: UInt8, Sendable, CaseIterable, Codable {
    // Trivia.
    case whitespace      // spaces, tabs, form feeds, vertical tabs, NUL
    case newline         // "\n", "\r\n" or "\r"
    case lineComment     // "// ..." up to (not including) the newline
    case docLineComment  // "/// ..."
    case blockComment    // "/* ... */", nested; unterminated runs to end of file
    case docBlockComment // "/** ... */"
    case shebang         // "#!..." on the first line

    // Significant tokens.
    case identifier      // plain, `backticked`, $0, $name, and contextual keywords
    case keyword         // reserved words (see Keywords.reserved)
    case integer
    case float
    case string          // a whole string literal, delimiters and interpolations included
    case regex           // a whole regex literal, /.../ or #/.../#
    case `operator`      // operator characters, maximal munch as the Swift lexer does it
    case punctuation     // ( ) [ ] { } , : ; . @ # `
    case attribute       // "@name"
    case pound           // "#if", "#else", "#selector", "#Preview", any "#name"
    case error           // a byte that starts no token; never thrown, just reported

    public var isTrivia: Bool { rawValue <= TokenKind.shebang.rawValue }
    public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }

    /// The name printed by `viper-lint debug tokens` and compared by the differential check.
    public var name: String {
        switch self {
        case .whitespace: return "whitespace"
        case .newline: return "newline"
        case .lineComment: return "lineComment"
        case .docLineComment: return "docLineComment"
        case .blockComment: return "blockComment"
        case .docBlockComment: return "docBlockComment"
        case .shebang: return "shebang"
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .integer: return "integer"
        case .float: return "float"
        case .string: return "string"
        case .regex: return "regex"
        case .operator: return "operator"
        case .punctuation: return "punctuation"
        case .attribute: return "attribute"
        case .pound: return "pound"
        case .error: return "error"
        }
    }
}

/// One token: a kind and a byte range into the file, with the 1-based line and column (in UTF-8
/// bytes, as the compiler reports) of its first byte.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var start: Int   // byte offset of the first byte
    public var end: Int     // byte offset one past the last byte
    public var line: Int32
    public var column: Int32

    public init(kind: TokenKind, start: Int, end: Int, line: Int32, column: Int32) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    public var length: Int { end - start }
}

/// A tokenized file: the bytes and every token over them, trivia included.
public struct TokenizedFile: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]

    public init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// The token's text, with invalid UTF-8 repaired; for output and tests, not the hot path.
    public func text(of token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Compares a token's bytes with an ASCII string without allocating.
    public func token(_ token: Token, is text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        return text.withUTF8Buffer { expected in
            var i = 0
            while i < count {
                if bytes[token.start + i] != expected[i] { return false }
                i += 1
            }
            return true
        }
    }
}
