import ViperLintCore

/// Where the facts cache of a project lives (PRODUCT.md, "Cache"): a per-user folder, one entry
/// per project root, never the current folder or the linted tree (an Xcode project would show an
/// untracked `.build/` in `git status`).
public enum CacheLocation {
    /// Projects kept in the per-user folder; the least recently used beyond this are removed.
    public static let projectLimit = 24

    /// The per-user cache folder: `$XDG_CACHE_HOME/viper-lint`, else `~/.cache/viper-lint` on Linux
    /// and `~/Library/Caches/viper-lint` on macOS. nil when the environment names no home.
    public static func userFolder(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return PathText.join(PathText.normalize(xdg), "viper-lint")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        return PathText.join(PathText.normalize(home), "Library/Caches/viper-lint")
        #else
        return PathText.join(PathText.normalize(home), ".cache/viper-lint")
        #endif
    }

    /// The entry of one project: its folder name (readable in `ls`) and a hash of its full path
    /// (two checkouts named `App` stay apart).
    public static func projectFolder(in userFolder: String, projectRoot: String) -> String {
        let name = PathText.lastComponent(projectRoot)
        let readable = String(name.unicodeScalars.prefix(40).map { scalar -> Character in
            let value = scalar.value
            let plain = (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value) || value == 45 || value == 95
            return plain ? Character(scalar) : "_"
        })
        let hash = FactsCache.contentHash(Array(projectRoot.utf8))
        let hex = String(hash, radix: 16)
        let key = String(repeating: "0", count: 16 - hex.count) + hex
        return PathText.join(userFolder, (readable.isEmpty ? "root" : readable) + "-" + key)
    }

    /// Makes sure `folder` exists and can be written; the reason when it cannot.
    public static func prepare(_ folder: String) -> String? {
        switch FileSystemCalls.targetKind(folder) {
        case .success(.folder):
            break
        case .success:
            return "\(folder) is a file, not a folder"
        case .failure:
            guard case .success = FileSystemCalls.createFolders(folder) else { return "cannot create \(folder)" }
        }
        guard FileSystemCalls.isWritable(folder) else { return "\(folder) is not writable" }
        return nil
    }

    /// Removes the least recently used project entries beyond `limit`, so the per-user folder stays
    /// bounded however many projects are linted. Best effort: a failure leaves entries in place.
    public static func evictOldProjects(in userFolder: String, keeping current: String, limit: Int = projectLimit) {
        guard case .success(let listed) = FileSystemCalls.folderEntriesWithKinds(userFolder),
              listed.count > limit else { return }
        var entries: [(path: String, used: Int)] = []
        for entry in listed where !entry.name.hasPrefix(".") {
            let path = PathText.join(userFolder, entry.name)
            guard path != current else { continue }
            let pack = PathText.join(path, FactsCache.packName)
            let used = FileSystemCalls.modificationTime(pack) ?? FileSystemCalls.modificationTime(path) ?? Int.min
            entries.append((path, used))
        }
        entries.sort { ($0.used, $0.path) < ($1.used, $1.path) }
        for entry in entries.prefix(max(0, entries.count + 1 - limit)) {
            FileSystemCalls.removeTree(entry.path)
        }
    }
}
