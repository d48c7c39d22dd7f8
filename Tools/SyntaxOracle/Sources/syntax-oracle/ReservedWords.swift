/// The words the oracle reports as `keyword`; every other word is `identifier`.
///
/// This is swift-syntax's lexer-classified keyword set (`Keyword.isLexerClassified` in
/// SwiftParser/generated/IsLexerClassified.swift, 602.0.0): the words the compiler's lexer treats
/// as reserved, i.e. that can't be used as a name without backticks. Contextual
/// keywords (`weak`, `get`, `some`, `any`, `await`, `open`, `nonisolated`, `Type`, ...) are
/// identifiers to a lexer. It differs from the "Keywords and Punctuation" lists of The Swift
/// Programming Language only where the book lists words the compiler accepts as names
/// (`await`, `open`, `borrowing`, `consuming`, `nonisolated`). It is the same set as the
/// product's `Keywords.reserved` (Sources/Tokenizer/Keywords.swift); keep the two
/// equal. `_` (swift-syntax's `wildcard` token) is an identifier there, so it is one here too.
///
/// Classification is by text, never by the parser's context: `x.default`, `func f(for x: T)`
/// and `.init` report `default`, `for` and `init` as keywords, exactly as a context-free
/// tokenizer must.
enum ReservedWords {
    static let all: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
        "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
