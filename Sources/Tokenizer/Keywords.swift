import ViperLintCore
/// The reserved words that the Swift lexer turns into keywords (swift-syntax's lexer-classified
/// keywords). Contextual keywords (`weak`, `unowned`, `override`, `get`, `set`, `some`, `any`,
/// `await`, ...) stay identifiers, because they are valid names almost everywhere.
public enum Keywords {
    public static let reserved: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// The reserved words grouped by byte length, for an allocation-free lookup on raw bytes.
    static let byLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 16)
        for word in reserved { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    /// Keywords after which a `/` cannot start a regex literal (they end an expression).
    static let endsExpression: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]
}

/// What the tokenizer needs to know about a keyword for regex disambiguation.
package enum KeywordRole: UInt8 {
    case other          // a keyword after which an expression may start
    case endsExpression // true, false, nil, self, Self, super, Any
    case funcOrOperator // `func /(...)`, `prefix operator /`: never a regex
    case `try`          // `try? /x/`: prefer a regex over a binary operator
}

/// Fast keyword lookup table captured once per tokenize call (avoids lazy-global checks in the hot loop).
package struct KeywordTable: Sendable {
    /// Built once per process: building it (a String and a set lookup per keyword) was about a
    /// fifth of the tokenizer's time when every file built its own.
    package static let shared = KeywordTable()

    private let words: [[[UInt8]]] = Keywords.byLength
    private let roles: [[KeywordRole]] = Keywords.byLength.map { bucket in
        bucket.map { word -> KeywordRole in
            let text = String(decoding: word, as: UTF8.self)
            if Keywords.endsExpression.contains(text) { return .endsExpression }
            if text == "func" || text == "operator" { return .funcOrOperator }
            if text == "try" { return .try }
            return .other
        }
    }

    /// The keyword role of `base[start..<end]`, or nil when it is not a reserved word.
    @inline(__always)
    func role(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> KeywordRole? {
        let length = end - start
        guard length >= 2, length < words.count else { return nil }
        let bucket = words[length]
        var index = 0
        while index < bucket.count {
            let word = bucket[index]
            var k = 0
            while k < length && word[k] == base[start + k] { k += 1 }
            if k == length { return roles[length][index] }
            index += 1
        }
        return nil
    }
}
