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
        path.hasPrefix("/") ? normalize(path) : normalize(base + "/" + path)
    }

    /// `child` joined under `folder`; an empty folder means the current one.
    public static func join(_ folder: String, _ child: String) -> String {
        if folder.isEmpty { return child }
        return folder.hasSuffix("/") ? folder + child : folder + "/" + child
    }

    /// The folder containing `path` (normalized, absolute); "/" for "/" and top-level entries.
    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[path.startIndex..<slash])
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
