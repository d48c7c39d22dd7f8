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

    /// Every reserved word's bytes, back to back; `offsets[id]..<offsets[id + 1]` is word `id`.
    private let bytes: [UInt8]
    private let offsets: [Int]
    private let roles: [KeywordRole]
    /// Word id + 1 by `slot(...)` (0: free), open addressing. With 4,096 slots for about 55
    /// words, a lookup is almost always one table read and at most one comparison, where scanning
    /// the words of that length compared up to a dozen (and retained each word's array).
    private let slots: [UInt8]
    private static let slotBits = 12
    private static let slotMask = (1 << slotBits) - 1

    init() {
        let words = Keywords.reserved.sorted()
        var bytes: [UInt8] = []
        var offsets = [0]
        var roles: [KeywordRole] = []
        var slots = [UInt8](repeating: 0, count: 1 << KeywordTable.slotBits)
        for (id, word) in words.enumerated() {
            let utf8 = Array(word.utf8)
            bytes += utf8
            offsets.append(bytes.count)
            if Keywords.endsExpression.contains(word) {
                roles.append(.endsExpression)
            } else if word == "func" || word == "operator" {
                roles.append(.funcOrOperator)
            } else if word == "try" {
                roles.append(.try)
            } else {
                roles.append(.other)
            }
            // Open addressing: a word whose slot is taken goes to the next free one.
            var slot = KeywordTable.slot(length: utf8.count, first: utf8[0], second: utf8[1], last: utf8[utf8.count - 1])
            while slots[slot] != 0 { slot = (slot + 1) & KeywordTable.slotMask }
            slots[slot] = UInt8(id + 1)
        }
        self.bytes = bytes
        self.offsets = offsets
        self.roles = roles
        self.slots = slots
    }

    @inline(__always)
    private static func slot(length: Int, first: UInt8, second: UInt8, last: UInt8) -> Int {
        var h = UInt32(truncatingIfNeeded: length) &* 0x9E37_79B1
        h ^= UInt32(first) &* 0x85EB_CA77
        h ^= UInt32(second) &* 0xC2B2_AE3D
        h ^= UInt32(last) &* 0x27D4_EB2F
        h ^= h >> 15
        return Int(h) & slotMask
    }

    /// The keyword role of `base[start..<end]`, or nil when it is not a reserved word.
    @inline(__always)
    func role(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> KeywordRole? {
        let length = end - start
        guard length >= 2, length <= 15 else { return nil }
        var slot = KeywordTable.slot(length: length, first: base[start], second: base[start + 1], last: base[end - 1])
        while true {
            let entry = slots[slot]
            guard entry != 0 else { return nil }
            let id = Int(entry) - 1
            if matches(id, base, start, length) { return roles[id] }
            slot = (slot + 1) & KeywordTable.slotMask
        }
    }

    @inline(__always)
    private func matches(_ id: Int, _ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        let wordStart = offsets[id]
        guard offsets[id + 1] - wordStart == length else { return false }
        return bytes.withUnsafeBufferPointer { word in
            var k = 0
            while k < length {
                if word[wordStart + k] != base[start + k] { return false }
                k += 1
            }
            return true
        }
    }
}
