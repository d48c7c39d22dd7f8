/// Byte-level name helpers: the model compares thousands of names, and `String.hasSuffix` /
/// `lastIndex(of:)` work on grapheme clusters, which is an order of magnitude slower.
@usableFromInline package enum NameText {
    /// Inlinable: callers in other modules get a copy specialized for `String` or `Substring`
    /// (the generic one costs hundreds of instructions per call, and the model calls it often).
    @inlinable @inline(__always)
    package static func hasSuffix<S: StringProtocol>(_ name: S, _ suffix: String) -> Bool {
        let a = name.utf8
        let b = suffix.utf8
        let n = b.count
        guard a.count >= n else { return false }
        // Contiguous fast path (native strings): compare raw bytes from the end.
        if let result = a.withContiguousStorageIfAvailable({ left in
            b.withContiguousStorageIfAvailable { right -> Bool in
                var i = 1
                while i <= n {
                    if left[left.count - i] != right[n - i] { return false }
                    i += 1
                }
                return true
            }
        }), let known = result {
            return known
        }
        return a.suffix(n).elementsEqual(b)
    }

    /// Whether `bytes[..<end]` ends with `suffix` (compared from the last byte: most names part
    /// there). The model matches every type name against its word lists this way, as bytes made
    /// once, instead of `hasSuffix` per word.
    package static func endsWith(_ bytes: [UInt8], at end: Int, _ suffix: [UInt8]) -> Bool {
        guard end >= suffix.count, end <= bytes.count else { return false }
        var i = 1
        while i <= suffix.count {
            if bytes[end - i] != suffix[suffix.count - i] { return false }
            i += 1
        }
        return true
    }

    /// `body` over the UTF-8 bytes of `text`, without a copy where the text is contiguous (native
    /// strings and their substrings): checks run per file and per type, and an array per call
    /// cost more than the check.
    package static func withBytes<R>(_ text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = text
        return text.withUTF8(body)
    }

    package static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = text
        return text.withUTF8(body)
    }

    /// Whether `needle` occurs in `bytes` at `offset`.
    package static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], at offset: Int = 0) -> Bool {
        guard offset >= 0, bytes.count - offset >= needle.count else { return false }
        var i = 0
        while i < needle.count {
            if bytes[offset + i] != needle[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether `bytes` ends with `suffix`.
    package static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8]) -> Bool {
        startsWith(bytes, suffix, at: bytes.count - suffix.count)
    }

    /// The part after the last dot: `Outer.Inner` → `Inner`. Usable from inlinable code:
    /// `TypeInfo.baseName` is inlined into the rules.
    @inlinable @inline(__always)
    package static func baseName(_ name: String) -> Substring {
        let utf8 = name.utf8
        // Fast path: scan the contiguous bytes from the end for a dot.
        if let offset = utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
            var i = bytes.count - 1
            while i >= 0 {
                if bytes[i] == UInt8(ascii: ".") { return i }
                i -= 1
            }
            return nil
        }) {
            guard let offset else { return Substring(name) }
            return name[utf8.index(utf8.startIndex, offsetBy: offset + 1)...]
        }
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(name) }
        return name[utf8.index(after: dot)...]
    }

    /// `baseName(name)` as a `String`: `name` itself (no copy) when it has no dot. Keys of the
    /// model's name tables: hashing and comparing a `Substring` key took the slow, generic path
    /// (about 700 instructions a lookup; most lookups are of names the project does not declare).
    @inlinable
    package static func baseNameString(_ name: String) -> String {
        let base = baseName(name)
        return base.utf8.count == name.utf8.count ? name : String(base)
    }

    /// `name` without its last `count` UTF-8 bytes (only called after `hasSuffix` with ASCII suffixes).
    @inline(__always)
    package static func dropSuffix(_ name: Substring, byteCount count: Int) -> Substring {
        let end = name.utf8.index(name.utf8.endIndex, offsetBy: -count)
        return name[..<end]
    }

    /// Whether two type names start with the same word (`ShopViewProtocol` and
    /// `ShopViewObservablesForPresenterProvider`: `shop`).
    package static func sameFirstWord(_ a: Substring, _ b: Substring) -> Bool {
        guard let first = words(of: String(a)).first else { return false }
        return words(of: String(b)).first == first
    }

    /// Whether `name` starts with `prefix` and a new word follows it (an upper-case letter, a digit
    /// or nothing): `BrowserExploreViewModel` starts with the words `BrowserExplore`, not `Browse`.
    package static func startsWithWords(_ name: Substring, _ prefix: Substring) -> Bool {
        let bytes = name.utf8, head = prefix.utf8
        guard !head.isEmpty, bytes.starts(with: head) else { return false }
        guard let next = bytes.dropFirst(head.count).first else { return true }
        return (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
    }

    /// `overflowMenuButton` → `overflow`, `menu`, `button`; `HTTPRouter` → `http`, `router` (lower-cased).
    package static func words(of identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(identifier.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            let isUpper = scalar.properties.isUppercase
            let nextIsLower = i + 1 < scalars.count && scalars[i + 1].properties.isLowercase
            let previousIsUpper = i > 0 && scalars[i - 1].properties.isUppercase
            if scalar == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if isUpper && !current.isEmpty && (!previousIsUpper || nextIsLower) {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
