/// Byte-level name helpers: the model compares thousands of names, and `String.hasSuffix` /
/// `lastIndex(of:)` work on grapheme clusters, which is an order of magnitude slower.
enum NameText {
    @inline(__always)
    static func hasSuffix<S: StringProtocol>(_ name: S, _ suffix: String) -> Bool {
        let a = name.utf8
        let b = suffix.utf8
        guard a.count >= b.count else { return false }
        return a.suffix(b.count).elementsEqual(b)
    }

    /// The part after the last dot: `Outer.Inner` → `Inner`.
    @inline(__always)
    static func baseName(_ name: String) -> Substring {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(name) }
        return name[utf8.index(after: dot)...]
    }

    /// `name` without its last `count` UTF-8 bytes (only called after `hasSuffix` with ASCII suffixes).
    @inline(__always)
    static func dropSuffix(_ name: Substring, byteCount count: Int) -> Substring {
        let end = name.utf8.index(name.utf8.endIndex, offsetBy: -count)
        return name[..<end]
    }
}
