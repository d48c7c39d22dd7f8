import ViperLintCore
import ViperLintConfig
import ViperLintModel

/// How a run finds the project around the paths it reports and the role vocabulary of each file
/// (PRODUCT.md, "Project context"). One implementation for every front end: the command line's
/// `ProjectSession` and the language server resolve projects the same way, so a file gets the
/// same findings in both.
public enum ProjectContext {
    /// The project root of each path (deduplicated, a root inside another dropped), first path's
    /// first: the nearest marked folder at or above it, else the named folder (a file's folder).
    /// `editorFile`: the paths are an editor's files, which may be new and unsaved.
    public static func projectRoots(for paths: [String], editorFile: Bool, resolver: ConfigurationResolver,
                                    home: String?) -> [String] {
        var roots: [String] = []
        for path in paths {
            let kind = FileSystemCalls.targetKind(path)
            // A mistyped path has no project: discovery reports it, and nothing is walked for it
            // (its parent could be `/`). The editor's file may be new and unsaved: its folder counts.
            if case .failure = kind, !editorFile { continue }
            let isFolder = kind == .success(.folder)
            let root = ProjectRoot.find(from: path, isFolder: isFolder, home: home) { configurationFile in
                resolver.declaresRoot(folder: PathText.parent(configurationFile))
            } ?? (isFolder ? PathText.normalize(path) : PathText.parent(path))
            if !roots.contains(root) { roots.append(root) }
        }
        return roots.filter { root in
            !roots.contains { other in other != root && (other == "/" || root.hasPrefix(other + "/")) }
        }
    }

    /// Files under a nested `.viper-lint.json` whose `roles` differ from the root's, with the
    /// vocabulary those roles give: nested configs apply to their subtree for every key.
    public static func nestedVocabularies(_ files: [DiscoveredFile], rootRoles: [Configuration.Role: Configuration.RoleSettings],
                                          resolver: ConfigurationResolver) -> [String: RoleVocabulary] {
        var byFolder: [String: RoleVocabulary?] = [:]
        var result: [String: RoleVocabulary] = [:]
        // Files come sorted, so a folder's files mostly follow each other: the last answer is
        // reused without hashing the folder again.
        var last: (folder: String, vocabulary: RoleVocabulary?)?
        for file in files {
            let folder = PathText.parent(file.absolutePath)
            if let last, last.folder == folder {
                if let vocabulary = last.vocabulary { result[file.path] = vocabulary }
                continue
            }
            defer { last = (folder, byFolder[folder] ?? nil) }
            if byFolder[folder] == nil {
                if let configuration = try? resolver.configuration(forFolder: folder), configuration.roles != rootRoles {
                    byFolder[folder] = .some(RoleVocabulary.standard.applying(configuration))
                } else {
                    byFolder[folder] = .some(nil)
                }
            }
            if let vocabulary = byFolder[folder] ?? nil { result[file.path] = vocabulary }
        }
        return result
    }
}
