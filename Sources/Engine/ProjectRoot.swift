import ViperLintCore
import ViperLintConfig

/// Where a project begins: roles and modules are always resolved over the whole project, so a
/// file gets the same findings whether it is linted in its folder, by name, as the whole project or
/// through standard input (PRODUCT.md, "Project context").
public enum ProjectRoot {
    /// Entries that mark a project's top folder.
    public static let markerNames: Set<String> = [".git", "Package.swift"]
    public static let markerExtensions = [".xcodeproj", ".xcworkspace"]

    /// The nearest folder at or above `path` (absolute; a file starts at its folder) that holds a
    /// marker (`.git`, `Package.swift`, an `.xcodeproj` or `.xcworkspace`) or a `.viper-lint.json`
    /// declaring `"root": true`. Never `/` or the home folder itself, which would turn an editor
    /// launched from `/` into a walk of the whole disk. nil when there is none.
    public static func find(from path: String, isFolder: Bool, home: String?,
                            isRootConfiguration: (String) -> Bool) -> String? {
        let normalizedHome = home.map(PathText.normalize)
        var folder = PathText.normalize(isFolder ? path : PathText.parent(path))
        while folder != "/" && folder != normalizedHome && !folder.isEmpty {
            if isMarked(folder, isRootConfiguration: isRootConfiguration) { return folder }
            let parent = PathText.parent(folder)
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    private static func isMarked(_ folder: String, isRootConfiguration: (String) -> Bool) -> Bool {
        let configuration = PathText.join(folder, ConfigurationResolver.fileName)
        if FileSystemCalls.exists(configuration) && isRootConfiguration(configuration) { return true }
        guard case .success(let entries) = FileSystemCalls.folderEntriesWithKinds(folder) else { return false }
        return entries.contains { entry in
            markerNames.contains(entry.name) || markerExtensions.contains { entry.name.hasSuffix($0) }
        }
    }
}
