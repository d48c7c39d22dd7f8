import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
import ViperLintLanguageServer
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
    /// The project root, absolute: roles and modules are resolved over everything under it.
    var root: String
    /// Absolute paths (files or folders) whose findings are reported: the named paths, or the
    /// editor's file; nil when that is the whole project.
    var focus: [String]?
    /// Files tokenized this run (the rest came from the cache).
    var extractedCount = 0
    /// Where the facts cache lives this run; nil without one.
    var cacheFolder: String?
    /// The inputs of this run hashed for the result cache; nil when results are not cached
    /// (no cache, standard input, or a problem already).
    var resultKey: UInt64?
    /// The findings of an earlier run with the same inputs: the model was not built.
    var cachedResult: ResultCache.Result?
    /// The project's module count when `model` holds only the files related to the editor's file
    /// (answered from the editor snapshot); nil when `model` is the whole project's.
    var projectModuleCount: Int?

    /// Whether a file (absolute or relative to the current folder) is among the reported paths.
    func isReported(_ file: String, currentDirectory: String) -> Bool {
        guard let focus else { return true }
        let absolute = PathText.absolute(file, base: currentDirectory)
        return focus.contains { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    /// The files whose findings are reported.
    var reportedFileCount: Int {
        guard let focus else { return files.count }
        // Discovered paths are absolute and normalized already: compared as they are.
        return files.filter { file in
            focus.contains { file.absolutePath == $0 || file.absolutePath.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }.count
    }

    /// `usingResults`: the caller only needs findings (`lint`), so an unchanged project may answer
    /// from the result cache without building the model.
    static func load(_ options: CommandOptions, io: ToolIO, stdin: [UInt8]? = nil, usingResults: Bool = false) -> ProjectSession {
        let validator = ConfigurationValidator(rules: RuleRegistry.optionSpecs)
        let resolver = ConfigurationResolver(validator: validator, explicitFile: options.configFile,
                                             currentDirectory: io.currentDirectory)
        let currentDirectory = PathText.normalize(io.currentDirectory)
        var problems: [String] = []
        var warnings: [String] = []
        // What is reported: the editor's file, else the named paths (default: the current folder).
        let named = options.paths.isEmpty ? ["."] : options.paths
        let reported = options.stdinPath.map { [$0] } ?? named
        let reportedAbsolute = reported.map { PathText.absolute($0, base: currentDirectory) }
        // The project around them: roles and modules never depend on which paths were named.
        let roots = ProjectContext.projectRoots(for: reportedAbsolute, editorFile: options.stdinPath != nil, resolver: resolver,
                                                home: io.environment["HOME"])
        let shownRoots = roots.map { root -> String in
            guard let relative = PathText.relative(root, to: currentDirectory) else { return root }
            return relative.isEmpty ? "." : relative
        }
        // Named paths first, so their files print as the user wrote them.
        var arguments = (options.stdinPath == nil ? named : options.paths) + shownRoots
        var seen: Set<String> = []
        arguments = arguments.filter { seen.insert(PathText.absolute($0, base: currentDirectory)).inserted }
        let root = roots.first ?? currentDirectory
        var cacheFolder: String?
        if !options.noCache {
            if let chosen = options.cachePath {
                cacheFolder = PathText.absolute(chosen, base: currentDirectory)
            } else if let userFolder = CacheLocation.userFolder(environment: io.environment) {
                cacheFolder = CacheLocation.projectFolder(in: userFolder, projectRoot: root)
            } else {
                warnings.append("no cache: neither XDG_CACHE_HOME nor HOME names a folder (use --cache-path DIR)")
            }
        }
        if let folder = cacheFolder, let reason = CacheLocation.prepare(folder) {
            warnings.append("no cache this run: \(reason)")
            cacheFolder = nil
        }
        // An editor's keystroke: the snapshot and every file's facts are read on another thread
        // while this one discovers the files (see `EditorReadAhead`). Not for a buffer that
        // equals the file on disk (opening or saving a file), which the result cache answers.
        var readAhead: EditorReadAhead?
        if let stdinPath = options.stdinPath, let stdin, let folder = cacheFolder, options.threadCount > 1 {
            let absolute = PathText.absolute(stdinPath, base: currentDirectory)
            if (try? FileSystemCalls.readFile(absolute).get()) != stdin {
                readAhead = EditorReadAhead(directory: folder, editedPath: absolute)
            }
        }
        defer { readAhead?.cancel() }
        let lenient = LenientDiscoveryFilter(resolver)
        // Folders the user named (not the default `.` or an editor's project root) must hold Swift files.
        let required = options.stdinPath == nil ? Set(options.paths) : []
        let discovery = FileDiscovery(filter: lenient, currentDirectory: currentDirectory)
            .discover(arguments, requiringSwiftFiles: required)
        problems += lenient.errors.map(\.description)
        problems += discovery.problems.map(\.description)
        var files = discovery.files
        var override: (path: String, bytes: [UInt8])?
        if let stdinPath = options.stdinPath, let stdin {
            let absolute = PathText.absolute(stdinPath, base: currentDirectory)
            if !files.contains(where: { $0.absolutePath == absolute }) {
                let shown = PathText.relative(absolute, to: currentDirectory).flatMap { $0.isEmpty ? nil : $0 } ?? absolute
                files.append(DiscoveredFile(path: shown, absolutePath: absolute))
                files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            }
            override = (absolute, stdin)
        }
        var vocabulary = RoleVocabulary.standard
        let rootConfig = try? resolver.configuration(forFolder: root)
        if let rootConfig { vocabulary = vocabulary.applying(rootConfig) }
        let loader = ProjectLoader(jobs: options.threadCount, vocabulary: vocabulary)
        io.timer.mark("discover")
        var resultKey: UInt64?
        // An editor's buffer that equals the file on disk (linting on open or save) changes nothing:
        // the unchanged project's results answer it as they answer a whole run.
        func isOnDisk(_ buffer: (path: String, bytes: [UInt8])) -> Bool {
            files.contains { $0.absolutePath == buffer.path } && (try? FileSystemCalls.readFile(buffer.path).get()) == buffer.bytes
        }
        if usingResults, problems.isEmpty, let folder = cacheFolder, override.map(isOnDisk) ?? true {
            let key = ResultCache.key(files: files, configurationFiles: resolver.configurationFiles, currentDirectory: currentDirectory)
            // Only a whole run stores results: an editor's run judges its one file.
            if override == nil { resultKey = key }
            if let key, let stored = ResultCache(directory: folder).load(key: key) {
                for warning in warnings { io.writeErr("viper-lint: warning: \(warning)\n") }
                io.timer.mark("results")
                var session = ProjectSession(options: options, resolver: resolver, model: ProjectModel(files: [], jobs: 1),
                                             problems: problems, root: root)
                session.files = files
                session.focus = focus(reported: reportedAbsolute, roots: roots, options: options)
                session.cacheFolder = cacheFolder
                session.resultKey = key
                session.cachedResult = stored
                return session
            }
        }
        // The editor's file against the snapshot of an earlier run: only its related files are read
        // (from the facts cache) and modelled.
        var snapshotKey: UInt64?
        var relatedToMost = false
        var restoredFacts: [FileFacts]?
        // The editor's file answered from a snapshot's model: its one file extracted.
        func editorSession(_ model: ProjectModel, projectModuleCount: Int?) -> ProjectSession {
            for warning in warnings { io.writeErr("viper-lint: warning: \(warning)\n") }
            var session = ProjectSession(options: options, resolver: resolver, model: model, problems: problems, root: root)
            session.files = files
            session.focus = focus(reported: reportedAbsolute, roots: roots, options: options)
            session.extractedCount = 1
            session.cacheFolder = cacheFolder
            session.projectModuleCount = projectModuleCount
            return session
        }
        if let override, problems.isEmpty, let folder = cacheFolder {
            snapshotKey = EditorSnapshot.key(root: root, currentDirectory: currentDirectory,
                                             configurationFiles: resolver.configurationFiles,
                                             explicitConfiguration: options.configFile.map { PathText.absolute($0, base: currentDirectory) })
            let stored = snapshotKey.flatMap { key in
                readAhead.map { $0.snapshot(key: key) } ?? EditorSnapshot.load(from: folder, key: key)
            }
            io.timer.mark("snapshot.read")
            if var snapshot = stored, !snapshot.usable, snapshot.editedPath == override.path,
               let file = files.first(where: { $0.absolutePath == override.path }) {
                // This file's related set was found too large: the whole project's facts from the
                // cache, and its roles and modules from the snapshot when the edit keeps them.
                relatedToMost = true
                let facts = FactExtractor.extract(path: file.path, bytes: override.bytes)
                let restored = snapshot.restore(
                    editing: override.path, facts: facts, files: files,
                    cachedFacts: { signatures in
                        defer { io.timer.mark("facts") }
                        if let readAhead { return readAhead.facts() }
                        return loader.cachedFacts(files, signatures: signatures, cache: FactsCache(directory: folder))
                    },
                    restore: { facts, analysis in
                        ProjectModel(files: facts, vocabulary: vocabulary,
                                     vocabularyByFile: ProjectContext.nestedVocabularies(files, rootRoles: rootConfig?.roles ?? [:], resolver: resolver),
                                     restoring: analysis, timer: io.timer, jobs: options.threadCount)
                    })
                io.timer.mark("snapshot")
                if !snapshot.miss.isEmpty { io.timer.note("snapshot-miss=\"\(snapshot.miss)\"") }
                switch restored {
                case .model(let model)?:
                    return editorSession(model, projectModuleCount: nil)
                case .facts(let facts)?:
                    restoredFacts = facts
                case nil:
                    break
                }
            } else if var snapshot = stored, let file = files.first(where: { $0.absolutePath == override.path }) {
                let facts = FactExtractor.extract(path: file.path, bytes: override.bytes)
                let cache = FactsCache(directory: folder)
                let scope = snapshot.scope(
                    editing: override.path, facts: facts, files: files, vocabulary: vocabulary,
                    vocabularies: { ProjectContext.nestedVocabularies($0, rootRoles: rootConfig?.roles ?? [:], resolver: resolver) },
                    cachedFacts: { cache.facts(for: $0.absolutePath, signature: $1, displayPath: $0.path) })
                io.timer.mark("snapshot")
                if scope == nil { io.timer.note("snapshot-miss=\"\(snapshot.miss)\"") }
                if let scope { return editorSession(scope.model, projectModuleCount: scope.moduleCount) }
            }
        }
        let vocabularyByFile = ProjectContext.nestedVocabularies(files, rootRoles: rootConfig?.roles ?? [:], resolver: resolver)
        let cache = restoredFacts == nil ? cacheFolder.map { FactsCache(directory: $0) } : nil
        let loaded = restoredFacts.map { ProjectLoader.Loaded(facts: $0, problems: [], extractedCount: 1) }
            ?? loader.extractFacts(files, override: override, cache: cache)
        io.timer.mark("facts")
        if let failure = cache?.saveFailure { warnings.append("the cache was not updated: \(failure)") }
        if options.cachePath == nil, let folder = cacheFolder, let userFolder = CacheLocation.userFolder(environment: io.environment) {
            CacheLocation.evictOldProjects(in: userFolder, keeping: folder)
        }
        for warning in warnings { io.writeErr("viper-lint: warning: \(warning)\n") }
        problems += loaded.problems.map(\.description)
        let model = ProjectModel(files: loaded.facts, vocabulary: vocabulary, vocabularyByFile: vocabularyByFile,
                                 timer: io.timer, jobs: options.threadCount)
        io.timer.mark("model")
        // The next keystroke's shortcut (see above): written only for the editor's runs.
        if let key = snapshotKey, let folder = cacheFolder, loaded.problems.isEmpty,
           let override, let snapshot = EditorSnapshot.make(key: key, editing: override.path, files: files, facts: loaded.facts, model: model,
                                                  relatedToMost: relatedToMost, jobs: options.threadCount) {
            snapshot.store(in: folder)
            io.timer.mark("snapshot.write")
        }
        var session = ProjectSession(options: options, resolver: resolver, model: model, problems: problems, root: root)
        session.files = files
        session.focus = focus(reported: reportedAbsolute, roots: roots, options: options)
        session.extractedCount = loaded.extractedCount
        session.cacheFolder = cacheFolder
        // A file that could not be read makes the result incomplete: never cached.
        session.resultKey = loaded.problems.isEmpty ? resultKey : nil
        return session
    }

    /// The reported paths, or nil when every project root was named (or a folder above it).
    private static func focus(reported: [String], roots: [String], options: CommandOptions) -> [String]? {
        let wholeProject = options.stdinPath == nil && roots.allSatisfy { root in
            reported.contains { root == $0 || root.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }
        return wholeProject ? nil : reported
    }

    /// The project root's configuration; a broken one is added to `problems` (once) and nil.
    func rootConfiguration(recordingProblemIn problems: inout [String]) -> EffectiveConfiguration? {
        do {
            return try resolver.configuration(forFolder: root)
        } catch {
            if !problems.contains(error.description) { problems.append(error.description) }
            return nil
        }
    }

    /// Skips tearing the model down when the process is about to exit anyway.
    func keepUntilExit(_ io: ToolIO) {
        if io.exitsAfterRun { sessionsKeptUntilExit.withLock { $0.append(self) } }
    }
}
