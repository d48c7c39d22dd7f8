import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
/// Sessions kept until the process exits (see `ToolIO.exitsAfterRun`).
private let sessionsKeptUntilExit = Locked<[ProjectSession]>([])

/// Loads what every project command needs: configuration, files, facts and the model.
package struct ProjectSession: Sendable {
    var options: CommandOptions
    var resolver: ConfigurationResolver
    var files: [DiscoveredFile] = []
    var model: ProjectModel
    /// Messages for stderr; any of them makes the run incomplete (exit 2).
    var problems: [String] = []
    /// Absolute paths of the files named on the command line, when some were: only their
    /// findings are reported, though the whole project around them is read.
    var focus: Set<String>?
    /// Files tokenized this run (the rest came from the cache).
    var extractedCount = 0

    static func load(_ options: CommandOptions, io: ToolIO, stdin: [UInt8]? = nil) -> ProjectSession {
        let validator = ConfigurationValidator(rules: RuleRegistry.optionSpecs)
        let resolver = ConfigurationResolver(validator: validator, explicitFile: options.configFile,
                                             currentDirectory: io.currentDirectory)
        var problems: [String] = []
        var paths = options.paths.isEmpty ? ["."] : options.paths
        if let stdinPath = options.stdinPath, paths == ["."] && options.paths.isEmpty {
            // Editor mode: the project around the file is its folder tree from the config root.
            paths = [ProjectSession.projectRoot(for: stdinPath, io: io)]
        }
        // Files named one by one (a pre-commit hook) are linted in the context of their project,
        // so cross-file rules see the whole module; only their findings are reported.
        var focus: Set<String>?
        if options.stdinPath == nil {
            var context: [String] = []
            var named: Set<String> = []
            for path in paths {
                let absolute = PathText.absolute(path, base: io.currentDirectory)
                if case .success(.file) = FileSystemCalls.targetKind(absolute) {
                    named.insert(absolute)
                    context.append(ProjectSession.projectRoot(for: path, io: io))
                }
                context.append(path)
            }
            if !named.isEmpty {
                focus = named
                var seen: Set<String> = []
                paths = context.filter { seen.insert($0).inserted }
            }
        }
        let lenient = LenientDiscoveryFilter(resolver)
        // Folders the user named (not the default `.` or an editor's project root) must hold Swift files.
        let named = options.stdinPath == nil ? Set(options.paths) : []
        let discovery = FileDiscovery(filter: lenient, currentDirectory: io.currentDirectory)
            .discover(paths, requiringSwiftFiles: named)
        problems += lenient.errors.map(\.description)
        problems += discovery.problems.map(\.description)
        var files = discovery.files
        var override: (path: String, bytes: [UInt8])?
        if let stdinPath = options.stdinPath, let stdin {
            let absolute = PathText.absolute(stdinPath, base: io.currentDirectory)
            if !files.contains(where: { $0.absolutePath == absolute }) {
                let shown = PathText.relative(absolute, to: io.currentDirectory).flatMap { $0.isEmpty ? nil : $0 } ?? absolute
                files.append(DiscoveredFile(path: shown, absolutePath: absolute))
                files.sort { $0.path < $1.path }
            }
            override = (absolute, stdin)
        }
        var vocabulary = RoleVocabulary.standard
        let rootConfig = try? resolver.configuration(forFolder: io.currentDirectory)
        if let rootConfig { vocabulary = vocabulary.applying(rootConfig) }
        let vocabularyByFile = ProjectSession.nestedVocabularies(files, rootRoles: rootConfig?.roles ?? [:], resolver: resolver)
        let loader = ProjectLoader(jobs: options.threadCount, vocabulary: vocabulary)
        let cache = options.noCache ? nil : FactsCache(directory: options.cachePath.map { PathText.absolute($0, base: io.currentDirectory) }
            ?? PathText.join(io.currentDirectory, ".build/viper-lint-cache"))
        io.timer.mark("discover")
        let loaded = loader.extractFacts(files, override: override, cache: cache)
        io.timer.mark("facts")
        problems += loaded.problems.map(\.description)
        let model = ProjectModel(files: loaded.facts, vocabulary: vocabulary, vocabularyByFile: vocabularyByFile,
                                 timer: io.timer, jobs: options.threadCount)
        io.timer.mark("model")
        var session = ProjectSession(options: options, resolver: resolver, model: model, problems: problems)
        session.files = files
        session.focus = focus
        session.extractedCount = loaded.extractedCount
        return session
    }

    /// Files under a nested `.viper-lint.json` whose `roles` differ from the root's, with the
    /// vocabulary those roles give: nested configs apply to their subtree for every key.
    static func nestedVocabularies(_ files: [DiscoveredFile], rootRoles: [Configuration.Role: Configuration.RoleSettings],
                                   resolver: ConfigurationResolver) -> [String: RoleVocabulary] {
        var byFolder: [String: RoleVocabulary?] = [:]
        var result: [String: RoleVocabulary] = [:]
        for file in files {
            let folder = PathText.parent(file.absolutePath)
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

    /// Skips tearing the model down when the process is about to exit anyway.
    func keepUntilExit(_ io: ToolIO) {
        if io.exitsAfterRun { sessionsKeptUntilExit.withLock { $0.append(self) } }
    }

    /// The nearest folder at or above the file holding a `.viper-lint.json`; without one, the
    /// current folder when the file lies inside it (an editor's workspace), else the file's own
    /// folder (never a walk of an unrelated tree). Given relative to the current folder when inside
    /// it, so findings print with the same paths as a plain `viper-lint` run.
    static func projectRoot(for path: String, io: ToolIO) -> String {
        let currentDirectory = PathText.normalize(io.currentDirectory)
        let absolute = PathText.absolute(path, base: currentDirectory)
        var folder = PathText.parent(absolute)
        var configured: String?
        while configured == nil {
            if case .success = FileSystemCalls.readFile(PathText.join(folder, ConfigurationResolver.fileName)) { configured = folder }
            if folder == "/" { break }
            folder = PathText.parent(folder)
        }
        let insideCurrent = PathText.relative(absolute, to: currentDirectory) != nil
        let root = configured ?? (insideCurrent ? currentDirectory : PathText.parent(absolute))
        guard let relative = PathText.relative(root, to: currentDirectory) else { return root }
        return relative.isEmpty ? "." : relative
    }
}
