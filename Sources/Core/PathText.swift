/// Lexical operations on `/`-separated paths: no file system access, so they are pure and cheap.
/// `..` is resolved lexically (as a shell's `cd -L` does), which is what users mean by a path.
public enum PathText {
    /// Collapses `//`, `.` and (where possible) `..`; keeps a leading `/`; "" for the current folder.
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == ".." && isAbsolute { continue }  // "/.." is "/"
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// `path` made absolute against `base` (itself absolute), then normalized.
    public static func absolute(_ path: String, base: String) -> String {
        if isNormalizedAbsolute(path) { return path }
        if path.hasPrefix("/") { return normalize(path) }
        // A plain relative path under a normalized base (every file's display path, asked once
        // per folder for its configuration) needs no splitting and joining.
        let joined = base + "/" + path
        return isNormalizedAbsolute(joined) ? joined : normalize(joined)
    }

    /// Whether `normalize` would return `path` unchanged and it is absolute: it starts with `/`
    /// and has no empty, `.` or `..` component and no trailing `/` (except "/" itself). Checked on
    /// bytes; every `/` must have ASCII bytes beside it, so that it is a character of its own and
    /// the byte components are the ones `normalize` (which splits on characters) sees. Anything
    /// else answers false, and the caller normalizes as before.
    public static func isNormalizedAbsolute(_ path: String) -> Bool {
        // On the contiguous bytes: `utf8`'s iterator cost twenty instructions a byte, and
        // discovery asks this of every file and folder.
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            // Bytes of the current component so far, and how many of them are dots.
            var length = 0
            var dots = 0
            var previous = UInt8(ascii: "/")
            for byte in bytes.dropFirst() {
                if byte == UInt8(ascii: "/") {
                    if length == 0 || (length == dots && length <= 2) || previous >= 0x80 { return false }
                    length = 0
                    dots = 0
                } else {
                    if previous == UInt8(ascii: "/") && byte >= 0x80 { return false }
                    length += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
                previous = byte
            }
            if length == 0 { return bytes.count == 1 }  // "/" itself, or a trailing slash
            return !(length == dots && length <= 2)
        }
    }

    /// Byte order of two strings (what `utf8.lexicographicallyPrecedes` answers, without its
    /// generic iteration): the order discovery sorts paths and folder entries in.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                let count = min(left.count, right.count)
                var index = 0
                while index < count {
                    let l = left[index], r = right[index]
                    if l != r { return l < r }
                    index += 1
                }
                return left.count < right.count
            }
        }
    }

    /// `child` joined under `folder`; an empty folder means the current one.
    /// `a/b/c.swift` → `a`, `b`, `c.swift`, empty components left out (`split(separator: "/")`
    /// by bytes: the model splits every part's path, and splitting by Character is far slower).
    public static func components(_ path: String) -> [Substring] {
        var result: [Substring] = []
        let utf8 = path.utf8
        var start = utf8.startIndex
        var cursor = start
        while cursor != utf8.endIndex {
            if utf8[cursor] == UInt8(ascii: "/") {
                if start != cursor { result.append(path[start..<cursor]) }
                start = utf8.index(after: cursor)
            }
            cursor = utf8.index(after: cursor)
        }
        if start != cursor { result.append(path[start..<cursor]) }
        return result
    }

    public static func join(_ folder: String, _ child: String) -> String {
        if folder.isEmpty { return child }
        // One allocation, bytes copied: `folder + "/" + child` made two strings, and the
        // character-wise `hasSuffix` walked graphemes (discovery joins every entry it lists).
        // A last byte `/` is a last character `/`: nothing can combine after the final byte.
        var folder = folder
        var child = child
        return folder.withUTF8 { head in
            child.withUTF8 { tail in
                let slash = head.last == UInt8(ascii: "/") ? 0 : 1
                return String(unsafeUninitializedCapacity: head.count + slash + tail.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    if slash == 1 { buffer[head.count] = UInt8(ascii: "/") }
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + slash)...]).initialize(fromContentsOf: tail)
                    return head.count + slash + tail.count
                }
            }
        }
    }

    /// The folder containing `path` (normalized, absolute); "/" for "/" and top-level entries.
    public static func parent(_ path: String) -> String {
        // Fast path on bytes: the last `/` byte, when the bytes around it are ASCII, is a
        // character of its own, which is what the search by characters below finds.
        let utf8 = path.utf8
        if let slash = utf8.lastIndex(of: UInt8(ascii: "/")),
           slash == utf8.startIndex || utf8[utf8.index(before: slash)] < 0x80,
           utf8.index(after: slash) == utf8.endIndex || utf8[utf8.index(after: slash)] < 0x80 {
            if slash == utf8.startIndex { return "/" }
            return String(path[path.startIndex..<slash])
        }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[path.startIndex..<slash])
    }

    /// The path without its file's extension (`Login/LoginPresenter` for `Login/LoginPresenter.swift`).
    public static func droppingExtension(_ path: String) -> Substring {
        let utf8 = path.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return path[...] }
        if let slash = utf8.lastIndex(of: UInt8(ascii: "/")), slash > dot { return path[...] }
        return path[..<dot]
    }

    /// The last component.
    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` relative to `folder` (both normalized, absolute) when it lies inside or is `folder`
    /// ("" then); nil when it lies elsewhere.
    public static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}
