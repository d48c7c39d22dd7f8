import Dispatch
import ViperLintCore
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintEngine

/// How an `IncrementalProject` reads its project.
public struct ProjectOptions: Sendable {
    /// Threads for loading and whole-project passes.
    public var jobs: Int
    /// `--config FILE` (absolute): this file instead of the `.viper-lint.json` files found.
    public var configFile: String?
    /// Where the facts cache lives; nil for none.
    public var cacheFolder: String?
    /// Above this share of the project's files, an edit recomputes the whole project.
    public var wholeProjectShare: Double
    /// Recompute the whole project after every incremental update and report any difference
    /// (`VIPER_LINT_LSP_VERIFY=1`; slow, for finding bugs).
    public var verify: Bool
    /// After an update that rebuilt only the related files, build the whole project's model
    /// again on a background thread, so that the next edit inside a method body can use it.
    public var rebuildsHeldModel: Bool

    public init(jobs: Int = ProcessorCount.active, configFile: String? = nil, cacheFolder: String? = nil,
                wholeProjectShare: Double = 0.5, verify: Bool = false, rebuildsHeldModel: Bool = true) {
        self.jobs = max(1, jobs)
        self.configFile = configFile
        self.cacheFolder = cacheFolder
        self.wholeProjectShare = wholeProjectShare
        self.verify = verify
        self.rebuildsHeldModel = rebuildsHeldModel
    }
}

/// One project held in memory for an editor: every file's facts (open documents override the
/// disk), the relations between files, and the findings of every file. An edit re-extracts the
/// edited file and recomputes only the files related to it (`FileRelations`): the model of that
/// closed set gives the same findings as the whole project's, as long as two project-wide
/// quantities agree, which is checked (else the whole project is recomputed):
/// - the folder that holds every module's presenter or view (`Instantiators.modulesRoot`), which
///   decides whether a type wiring several modules is an app-wide composition root;
/// - the module folders of `navigation-in-router` (a module's folder must hold only its own files
///   and lie under no other module's folder).
/// The result equals what `viper-lint` reports for the same content from the project root.
public final class IncrementalProject {
    public let root: String
    public let options: ProjectOptions

    /// One file of the project.
    struct FileState {
        var file: DiscoveredFile
        /// nil when the file cannot be read (it is then in no model, as on the command line).
        var facts: FileFacts?
        var findings: [Finding] = []
        /// What the file contributes to the project-wide quantities checked after a partial update.
        var declaresPresenterOrView = false
        var moduleFolders: [String] = []
    }

    private(set) var files: [FileState?] = []
    private var idByPath: [String: Int] = [:]
    private var idByAbsolute: [String: Int] = [:]
    /// Display paths, sorted as discovery sorts them: the files under a folder are one run.
    private var sortedPaths: [String] = []
    private var relations = FileRelations()
    private var overrides: [String: [UInt8]] = [:]
    /// Files whose facts changed since the last update: new facts, or nil for a removed file.
    private var pending: [Int: FileFacts?] = [:]
    /// Files whose text changed since the last update (their findings move even with equal facts).
    private var touched: Set<Int> = []
    private var needsReload = false
    /// The whole project's model while it matches every file's facts (after a whole-project
    /// pass, and kept up to date by edits that leave the model's view of their file unchanged);
    /// nil after a partial pass.
    private var wholeModel: ProjectModel?
    /// Counts changes of the files' facts: a model built in the background is taken only if no
    /// facts changed since it started.
    private var generation = 0
    /// The background build of the whole model (`rebuildsHeldModel`): nil while none is running;
    /// its result lands in `builtModel`.
    private var buildingGeneration: Int?
    private let builtModel = Locked<(generation: Int, model: ProjectModel)?>(nil)
    /// For each file, the files whose findings have a note there (their notes move with it).
    private var notingFiles: [String: Set<Int>] = [:]
    /// Project-wide sums of the files' contributions, kept up to date as files are recomputed.
    private var moduleFolderCounts: [String: Int] = [:]
    private var presenterOrViewFiles: Set<Int> = []

    private var resolver: ConfigurationResolver
    private var lenient: LenientDiscoveryFilter
    private var vocabulary = RoleVocabulary.standard
    private var vocabularyByFile: [String: RoleVocabulary] = [:]
    private var rootConfiguration: EffectiveConfiguration?

    /// Bad configuration files, each problem with its file's absolute path.
    public private(set) var configurationProblems: [(file: String, problem: ConfigurationProblem)] = []
    /// Files that could not be read or walked, one line each.
    public private(set) var problems: [String] = []
    /// Statistics of the last update, for timing and tests.
    public private(set) var lastUpdate = UpdateStatistics()

    public struct UpdateStatistics: Sendable, Equatable {
        /// Files whose model was rebuilt (the whole project on a full pass).
        public var recomputedFiles = 0
        public var wholeProject = false
        /// Why the whole project was recomputed ("" when it was not).
        public var reason = ""
        /// The held whole-project model took the edit (`updateWithinModel`): no model was built.
        public var withinModel = false
    }

    /// The timer that marks phases of loads and updates (`VIPER_LINT_TIMING=1`).
    public var timer = PhaseTimer.disabled

    public init(root: String, options: ProjectOptions, overrides: [String: [UInt8]] = [:], timer: PhaseTimer = .disabled) {
        self.root = PathText.normalize(root)
        self.options = options
        self.overrides = overrides
        self.timer = timer
        resolver = IncrementalProject.makeResolver(root: self.root, options: options)
        lenient = LenientDiscoveryFilter(resolver)
        load(reusing: [:])
    }

    private static func makeResolver(root: String, options: ProjectOptions) -> ConfigurationResolver {
        ConfigurationResolver(validator: ConfigurationValidator(rules: RuleRegistry.optionSpecs),
                              explicitFile: options.configFile, currentDirectory: root)
    }

    // MARK: - Reading the project

    /// Discovers, reads and lints the whole project, as `viper-lint` run at the root does.
    /// `reusing`: facts already known by absolute path (a configuration reload keeps them: facts
    /// depend on the text alone).
    private func load(reusing known: [String: FileFacts]) {
        resolver = IncrementalProject.makeResolver(root: root, options: options)
        lenient = LenientDiscoveryFilter(resolver)
        let discovery = FileDiscovery(filter: lenient, currentDirectory: root).discover(["."])
        var discovered = discovery.files
        // Open documents that are not on disk yet are linted too (as `--stdin-path` does).
        for path in overrides.keys.sorted() where !discovered.contains(where: { $0.absolutePath == path }) && isDiscoverable(path) {
            discovered.append(DiscoveredFile(path: PathText.relative(path, to: root) ?? path, absolutePath: path))
        }
        discovered.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        timer.mark("load.discover")
        var problems = discovery.problems.map(\.description)
        readConfiguration(discovered)

        // Facts: from the editor, from the previous state, else from disk and the cache.
        var factsByPath: [String: FileFacts] = [:]
        var toRead: [DiscoveredFile] = []
        for file in discovered {
            if let bytes = overrides[file.absolutePath] {
                factsByPath[file.path] = FactExtractor.extract(path: file.path, bytes: bytes)
            } else if var facts = known[file.absolutePath] {
                facts.path = file.path
                factsByPath[file.path] = facts
            } else {
                toRead.append(file)
            }
        }
        if !toRead.isEmpty {
            let cache = options.cacheFolder.map { FactsCache(directory: $0) }
            let loaded = ProjectLoader(jobs: options.jobs, vocabulary: vocabulary).extractFacts(toRead, cache: cache)
            for facts in loaded.facts { factsByPath[facts.path] = facts }
            problems += loaded.problems.map(\.description)
            if let failure = cache?.saveFailure { problems.append("the cache was not updated: \(failure)") }
        }
        self.problems = problems
        timer.mark("load.facts")

        files = discovered.map { FileState(file: $0, facts: factsByPath[$0.path]) }
        notingFiles = [:]
        idByPath = [:]
        idByAbsolute = [:]
        for (id, state) in files.enumerated() {
            idByPath[state!.file.path] = id
            idByAbsolute[state!.file.absolutePath] = id
        }
        sortedPaths = discovered.map(\.path)
        pending = [:]
        touched = []
        needsReload = false
        relations = FileRelations()
        moduleFolderCounts = [:]
        presenterOrViewFiles = []
        let states = files
        let keys = parallelMap(states.count, jobs: options.jobs, minimumPerWorker: 64) { id -> FileRelations.FileKeys? in
            guard let state = states[id], let facts = state.facts else { return nil }
            return FileRelations.keys(of: facts, folder: PathText.parent(state.file.path))
        }
        relations.setAll(keys.enumerated().compactMap { id, keys in keys.map { (id, $0) } })
        timer.mark("load.relations")
        let everything = Set(files.indices)
        generation += 1
        recompute(everything, storing: everything, wholeProject: true)
        lastUpdate = UpdateStatistics(recomputedFiles: files.count, wholeProject: true, reason: "load")
    }

    /// The root configuration, the vocabularies and the configuration problems.
    private func readConfiguration(_ discovered: [DiscoveredFile]) {
        var errors = lenient.errors
        do {
            rootConfiguration = try resolver.configuration(forFolder: root)
        } catch {
            rootConfiguration = nil
            if !errors.contains(error) { errors.append(error) }
        }
        vocabulary = RoleVocabulary.standard
        if let rootConfiguration { vocabulary = vocabulary.applying(rootConfiguration) }
        vocabularyByFile = ProjectContext.nestedVocabularies(discovered, rootRoles: rootConfiguration?.roles ?? [:], resolver: resolver)
        configurationProblems = errors.flatMap { error in
            error.problems.map { (PathText.absolute($0.path, base: root), $0) }
        }
    }

    /// Whether walking the project from its root would reach this `.swift` file: no skipped or
    /// excluded folder on the way, and its folder's configuration admits it.
    func isDiscoverable(_ absolute: String) -> Bool {
        guard absolute.hasSuffix(".swift"), let relative = PathText.relative(absolute, to: root), !relative.isEmpty else {
            return false
        }
        var folder = root
        for component in relative.split(separator: "/").dropLast() {
            let child = PathText.join(folder, String(component))
            guard !FileDiscovery.isSkippedFolder(String(component)),
                  let configuration = try? lenient.configuration(forFolder: folder),
                  !configuration.excludesFolder(child) else { return false }
            folder = child
        }
        guard let configuration = try? lenient.configuration(forFolder: folder) else { return false }
        return configuration.admitsFile(absolute)
    }

    // MARK: - Changes

    /// The editor's text of a file (open or changed document). Returns false when the file is not
    /// part of the project (outside the root, excluded, not Swift).
    @discardableResult
    public func setText(_ bytes: [UInt8], ofFile absolute: String) -> Bool {
        let path = PathText.normalize(absolute)
        overrides[path] = bytes
        return updateFacts(path, bytes: bytes)
    }

    /// The editor closed the file: the disk's text counts again (a file only the editor had is
    /// dropped).
    public func closeFile(_ absolute: String) {
        let path = PathText.normalize(absolute)
        guard overrides.removeValue(forKey: path) != nil else { return }
        reread(path)
    }

    /// Files changed on disk (created, changed or deleted; a folder means everything under it).
    /// A configuration file re-reads the whole configuration. Open documents keep the editor's text.
    public func diskChanged(_ absolutePaths: [String]) {
        for raw in absolutePaths {
            let path = PathText.normalize(raw)
            if PathText.lastComponent(path) == ConfigurationResolver.fileName || path == options.configFile {
                needsReload = true
                continue
            }
            if overrides[path] != nil { continue }
            if path.hasSuffix(".swift") {
                reread(path)
                continue
            }
            // A folder: what is under it now, and what was.
            let prefix = path + "/"
            var affected = Set(idByAbsolute.keys.filter { $0.hasPrefix(prefix) })
            if case .success(.folder) = FileSystemCalls.targetKind(path), PathText.relative(path, to: root) != nil {
                let relative = PathText.relative(path, to: root) ?? ""
                let found = FileDiscovery(filter: lenient, currentDirectory: root).discover([relative.isEmpty ? "." : relative])
                affected.formUnion(found.files.map(\.absolutePath))
            }
            for file in affected.sorted() where overrides[file] == nil { reread(file) }
        }
    }

    /// Reads a file from disk again (or drops it when it is gone or no longer linted).
    private func reread(_ path: String) {
        if let bytes = overrides[path] {
            updateFacts(path, bytes: bytes)
            return
        }
        guard isDiscoverable(path), case .success(let bytes) = FileSystemCalls.readFile(path) else {
            if let id = idByAbsolute[path] { removeFile(id) }
            return
        }
        updateFacts(path, bytes: bytes)
    }

    @discardableResult
    private func updateFacts(_ path: String, bytes: [UInt8]) -> Bool {
        if let id = idByAbsolute[path], let state = files[id] {
            let facts = FactExtractor.extract(path: state.file.path, bytes: bytes)
            touched.insert(id)
            if facts != state.facts { pending[id] = .some(facts) }
            return true
        }
        guard isDiscoverable(path) else { return false }
        let file = DiscoveredFile(path: PathText.relative(path, to: root) ?? path, absolutePath: path)
        let id = files.count
        files.append(FileState(file: file, facts: nil))
        idByPath[file.path] = id
        idByAbsolute[path] = id
        let insertion = sortedPaths.partitioningIndex { !$0.utf8.lexicographicallyPrecedes(file.path.utf8) }
        sortedPaths.insert(file.path, at: insertion)
        for (key, value) in ProjectContext.nestedVocabularies([file], rootRoles: rootConfiguration?.roles ?? [:], resolver: resolver) {
            vocabularyByFile[key] = value
        }
        pending[id] = .some(FactExtractor.extract(path: file.path, bytes: bytes))
        touched.insert(id)
        return true
    }

    private func removeFile(_ id: Int) {
        guard files[id] != nil else { return }
        pending[id] = .some(nil)
        touched.insert(id)
    }

    /// Whether `update()` has work to do.
    public var hasPendingChanges: Bool { needsReload || !pending.isEmpty || !touched.isEmpty }

    // MARK: - Updating findings

    /// What an update changed.
    public struct Changes: Sendable {
        /// Absolute paths whose findings or text changed (their diagnostics are published again).
        public var files: Set<String> = []
        /// Absolute paths that left the project (their diagnostics are cleared).
        public var removed: Set<String> = []
        /// The configuration was read again.
        public var reloaded = false
    }

    /// Brings the findings up to date with every change since the last call.
    public func update() -> Changes {
        var changes = Changes()
        if needsReload {
            let before = Dictionary(uniqueKeysWithValues: files.compactMap { $0 }.map { ($0.file.absolutePath, $0) })
            var known: [String: FileFacts] = [:]
            for state in files.compactMap({ $0 }) { if let facts = state.facts { known[state.file.absolutePath] = facts } }
            for (id, facts) in pending {
                guard let state = files[id] else { continue }
                known[state.file.absolutePath] = facts
            }
            let touchedPaths = touched.compactMap { files[$0]?.file.absolutePath }
            load(reusing: known)
            changes.files.formUnion(touchedPaths.filter { contains($0) })
            let after = Set(files.compactMap { $0?.file.absolutePath })
            changes.removed = Set(before.keys).subtracting(after)
            for state in files.compactMap({ $0 }) where before[state.file.absolutePath]?.findings != state.findings {
                changes.files.insert(state.file.absolutePath)
            }
            changes.reloaded = true
            return changes
        }
        guard !pending.isEmpty || !touched.isEmpty else { return changes }
        takeBuiltModel()
        if updateWithinModel(&changes) { return changes }
        let seeds = Set(pending.keys)
        let limit = max(32, Int(Double(files.count) * options.wholeProjectShare))
        // Files whose results depended on the changed ones before the change ...
        let before = seeds.isEmpty ? [] : relations.affected(by: seeds, limit: limit)
        for (id, facts) in pending {
            guard var state = files[id] else { continue }
            if let facts {
                state.facts = facts
                files[id] = state
                relations.set(id, FileRelations.keys(of: facts, folder: PathText.parent(state.file.path)))
            } else {
                relations.remove(id)
                setContribution(id, presenterOrView: false, moduleFolders: [])
                changes.removed.insert(state.file.absolutePath)
                files[id] = nil
                idByPath[state.file.path] = nil
                idByAbsolute[state.file.absolutePath] = nil
                let index = sortedPaths.partitioningIndex { !$0.utf8.lexicographicallyPrecedes(state.file.path.utf8) }
                if index < sortedPaths.count && sortedPaths[index] == state.file.path { sortedPaths.remove(at: index) }
                vocabularyByFile[state.file.path] = nil
            }
        }
        for id in touched { if let state = files[id] { changes.files.insert(state.file.absolutePath) } }
        pending = [:]
        touched = []
        if !seeds.isEmpty { generation += 1 }
        timer.mark("update.facts")
        guard !seeds.isEmpty else {
            lastUpdate = UpdateStatistics(recomputedFiles: 0, wholeProject: false, reason: "")
            return changes
        }
        // ... and after it; then everything their results depend on.
        let affected = before.flatMap { relations.affected(by: seeds.union($0), limit: limit) }
        let context = affected.flatMap { relations.context(of: $0, limit: limit) }
        timer.mark("update.closure")
        var changed: [Int] = []
        func everything() -> Set<Int> { Set(files.indices.filter { files[$0] != nil }) }
        if let affected, let context {
            let live = context.filter { files[$0] != nil }
            let result = recompute(live, storing: affected, wholeProject: false)
            if let reason = result.mismatch {
                let all = everything()
                changed = recompute(all, storing: all, wholeProject: true).changed
                lastUpdate = UpdateStatistics(recomputedFiles: all.count, wholeProject: true, reason: reason)
            } else {
                changed = result.changed
                lastUpdate = UpdateStatistics(recomputedFiles: live.count, wholeProject: false, reason: "")
            }
        } else {
            let all = everything()
            changed = recompute(all, storing: all, wholeProject: true).changed
            lastUpdate = UpdateStatistics(recomputedFiles: all.count, wholeProject: true, reason: "related files exceed \(limit)")
        }
        for id in changed { if let state = files[id] { changes.files.insert(state.file.absolutePath) } }
        if wholeModel == nil { startBuildingModel() }
        if options.verify && !lastUpdate.wholeProject {
            for difference in verify() { problems.append("incremental update differs from the whole project: \(difference)") }
        }
        return changes
    }

    /// The update of an edit that leaves the model's view of every changed file as it was
    /// (`ProjectModel.replacingFacts`): the held whole-project model takes the new facts, and the
    /// rules run for the files that can read them. Those are the files one step from an edited
    /// one (`FileRelations.neighbours`, before and after the edit), the files the model links to
    /// it (`ProjectModel.filesLinked`), and the files whose findings point into it. False, with
    /// nothing changed, when the edit does not qualify.
    private func updateWithinModel(_ changes: inout Changes) -> Bool {
        guard var model = wholeModel, !pending.isEmpty else { return false }
        let changed = pending.sorted { $0.key < $1.key }
        guard changed.allSatisfy({ id, facts in facts != nil && files[id]?.facts != nil }) else { return false }
        // The held model alone owns its arrays while it changes (a second reference would copy them).
        wholeModel = nil
        var edited: [(id: Int, facts: FileFacts)] = []
        for (id, facts) in changed {
            guard model.replaceFacts(facts!) else {
                // Earlier files of this update are swapped in already: the held model no longer
                // matches the stored facts, and the update goes the slow way.
                if edited.isEmpty { wholeModel = model }
                return false
            }
            edited.append((id, facts!))
        }
        var scope: Set<Int> = []
        for (id, facts) in edited {
            scope.formUnion(relations.neighbours(of: id))
            files[id]!.facts = facts
            relations.set(id, FileRelations.keys(of: facts, folder: PathText.parent(files[id]!.file.path)))
            scope.formUnion(relations.neighbours(of: id))
        }
        let editedPaths = Set(edited.map { files[$0.id]!.file.path })
        var paths = Set(scope.compactMap { files[$0]?.file.path })
        for path in editedPaths { paths.formUnion(model.filesLinked(to: path)) }
        for path in editedPaths {
            for id in notingFiles[path] ?? [] { if let path = files[id]?.file.path { paths.insert(path) } }
        }
        for id in touched { if let state = files[id] { changes.files.insert(state.file.absolutePath) } }
        pending = [:]
        touched = []
        generation += 1
        timer.mark("update.swap")
        var scoped = model
        scoped.limitFindings(to: paths)
        let findings = lint(scoped, jobs: 1)
        timer.mark("rules")
        var byPath: [String: [Finding]] = [:]
        for finding in findings where paths.contains(finding.location.file) {
            byPath[finding.location.file, default: []].append(finding)
        }
        for path in paths {
            guard let id = idByPath[path], files[id] != nil else { continue }
            let new = byPath[path] ?? []
            if files[id]!.findings != new {
                setFindings(id, new)
                changes.files.insert(files[id]!.file.absolutePath)
            }
        }
        wholeModel = model
        lastUpdate = UpdateStatistics(recomputedFiles: paths.count, wholeProject: false, reason: "", withinModel: true)
        if options.verify {
            for difference in verify() { problems.append("in-model update differs from the whole project: \(difference)") }
        }
        return true
    }

    /// Stores a file's findings and the files their notes point into.
    private func setFindings(_ id: Int, _ findings: [Finding]) {
        for finding in files[id]!.findings {
            for note in finding.notes { notingFiles[note.location.file]?.remove(id) }
        }
        files[id]!.findings = findings
        for finding in findings {
            for note in finding.notes { notingFiles[note.location.file, default: []].insert(id) }
        }
    }

    /// Installs the model built in the background when the facts have not changed since it
    /// started; a stale one is dropped.
    private func takeBuiltModel() {
        guard buildingGeneration != nil, let built = builtModel.withLock({ slot -> (generation: Int, model: ProjectModel)? in
            defer { slot = nil }
            return slot
        }) else { return }
        buildingGeneration = nil
        if wholeModel == nil && built.generation == generation { wholeModel = built.model }
    }

    /// Starts building the whole project's model on a background thread (one at a time).
    private func startBuildingModel() {
        guard options.rebuildsHeldModel, buildingGeneration == nil else { return }
        let ordered = files.compactMap { $0?.facts }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let vocabulary = self.vocabulary
        let vocabularyByFile = self.vocabularyByFile
        let generation = self.generation
        let slot = builtModel
        buildingGeneration = generation
        BackgroundThread.start {
            let model = ProjectModel(files: ordered, vocabulary: vocabulary, vocabularyByFile: vocabularyByFile, jobs: 1)
            slot.withLock { $0 = (generation, model) }
        }
    }

    /// Waits until the background build has finished and takes its model (for tests); true when
    /// the project then holds the whole model.
    public func waitForHeldModel(timeout: Double = 30) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while buildingGeneration != nil && builtModel.withLock({ $0 == nil }) && DispatchTime.now().uptimeNanoseconds < deadline {
            BackgroundThread.sleep(seconds: 0.005)
        }
        takeBuiltModel()
        return wholeModel != nil
    }

    struct Recomputation {
        /// Why a partial set's model might differ from the whole project's (nothing stored then).
        var mismatch: String?
        /// Files whose findings changed.
        var changed: [Int] = []
    }

    /// Builds the model of `ids` and runs the rules; stores the findings of `storing` (files
    /// whose results may have changed; the others of `ids` are there as context) unless a
    /// project-wide check fails for a partial set.
    @discardableResult
    private func recompute(_ ids: Set<Int>, storing: Set<Int>, wholeProject: Bool) -> Recomputation {
        let ordered = ids.compactMap { id in files[id].flatMap { state in state.facts.map { (id, state.file.path, $0) } } }
            .sorted { $0.1.utf8.lexicographicallyPrecedes($1.1.utf8) }
        let model = ProjectModel(files: ordered.map(\.2), vocabulary: vocabulary, vocabularyByFile: vocabularyByFile,
                                 jobs: wholeProject ? options.jobs : 1)
        wholeModel = wholeProject ? model : nil
        timer.mark("model")
        let contributions = IncrementalProject.contributions(of: model)
        if !wholeProject, let reason = projectWideMismatch(model, scope: ids, contributions: contributions) {
            timer.mark("checks")
            return Recomputation(mismatch: reason)
        }
        timer.mark("checks")
        let findings = lint(model, jobs: wholeProject ? options.jobs : 1)
        timer.mark("rules")
        var byPath: [String: [Finding]] = [:]
        for finding in findings { byPath[finding.location.file, default: []].append(finding) }
        var result = Recomputation()
        for id in storing {
            guard let path = files[id]?.file.path else { continue }
            let new = byPath[path] ?? []
            if files[id]!.findings != new {
                setFindings(id, new)
                result.changed.append(id)
            }
            setContribution(id, presenterOrView: contributions.presenterOrView.contains(path),
                            moduleFolders: contributions.moduleFolders[path] ?? [])
        }
        return result
    }

    private func lint(_ model: ProjectModel, jobs: Int) -> [Finding] {
        let resolver = self.resolver
        return LintEngine(jobs: jobs).run(model, rootConfiguration: rootConfiguration) { file in
            try? resolver.configuration(forFile: file)
        }
    }

    // MARK: - Project-wide checks

    struct Contributions {
        /// Files declaring a module's presenter or view.
        var presenterOrView: Set<String> = []
        /// Module folders as `navigation-in-router` computes them, by the file of the module's first part.
        var moduleFolders: [String: [String]] = [:]
        /// Modules counted by the file of their first part (a module lies wholly inside or
        /// outside a related set, so the project's count is the sum).
        var moduleCounts: [String: Int] = [:]
    }

    private func setContribution(_ id: Int, presenterOrView: Bool, moduleFolders: [String]) {
        guard files[id] != nil else { return }
        for folder in files[id]!.moduleFolders {
            moduleFolderCounts[folder, default: 0] -= 1
            if moduleFolderCounts[folder] == 0 { moduleFolderCounts[folder] = nil }
        }
        for folder in moduleFolders { moduleFolderCounts[folder, default: 0] += 1 }
        files[id]!.moduleFolders = moduleFolders
        files[id]!.declaresPresenterOrView = presenterOrView
        if presenterOrView { presenterOrViewFiles.insert(id) } else { presenterOrViewFiles.remove(id) }
    }

    static func contributions(of model: ProjectModel) -> Contributions {
        var result = Contributions()
        for info in model.types where info.module != nil && (info.role == .presenter || info.role == .view) {
            result.presenterOrView.insert(info.file)
        }
        for module in model.modules {
            if let first = module.parts.first { result.moduleCounts[first.file, default: 0] += 1 }
            // The same folder `NavigationInRouterRule.moduleFolders` starts from: the deepest
            // folder holding every concrete part (protocols and entities aside).
            let parts = module.parts.filter { !$0.role.isProtocolRole && $0.role != .entity }
            guard let first = parts.first else { continue }
            var common = folderOf(first.file)
            for part in parts.dropFirst() {
                let other = folderOf(part.file)
                while !common.isEmpty && !(other == common || other.hasPrefix(common + "/")) { common = folderOf(common) }
            }
            if !common.isEmpty { result.moduleFolders[first.file, default: []].append(common) }
        }
        return result
    }

    private static func folderOf(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Why the model of `scope` alone might not give the whole project's findings, or nil.
    private func projectWideMismatch(_ model: ProjectModel, scope: Set<Int>, contributions: Contributions) -> String? {
        IncrementalProject.projectWideMismatch(
            model, scope: scope, contributions: contributions, presenterOrViewFiles: presenterOrViewFiles,
            moduleFolderCounts: moduleFolderCounts, sortedPaths: sortedPaths, idByPath: idByPath,
            path: { self.files[$0]?.file.path }, isReadable: { self.files[$0]?.facts != nil },
            storedModuleFolders: { self.files[$0]?.moduleFolders ?? [] })
    }

    /// The check itself, over the stored contributions of every file (`presenterOrViewFiles`,
    /// `moduleFolderCounts`, `storedModuleFolders`) and the new ones of the scope: shared by the
    /// server and the editor snapshot of `--stdin-path`.
    static func projectWideMismatch(_ model: ProjectModel, scope: Set<Int>, contributions: Contributions,
                                    presenterOrViewFiles: Set<Int>, moduleFolderCounts: [String: Int],
                                    sortedPaths: [String], idByPath: [String: Int], path: (Int) -> String?,
                                    isReadable: (Int) -> Bool, storedModuleFolders: (Int) -> [String]) -> String? {
        // 1. A type that wires several modules is judged against the folder of all modules.
        let instantiators = model.instantiatorsByType()
        if instantiators.modulesByCreator.values.contains(where: { $0.count >= 2 }) {
            var folders: [[Substring]] = []
            for id in presenterOrViewFiles where !scope.contains(id) {
                if let path = path(id) { folders.append(Array(path.split(separator: "/").dropLast())) }
            }
            for path in contributions.presenterOrView { folders.append(Array(path.split(separator: "/").dropLast())) }
            var common: [Substring]?
            for folder in folders { common = common.map { Array(zip($0, folder).prefix { $0.0 == $0.1 }.map(\.0)) } ?? folder }
            if (common ?? []) != instantiators.modulesRoot { return "a type wiring several modules, and the modules' folder differs" }
        }
        // 2. Module folders: each of the scope's holds only the scope's files, and no module
        //    outside the scope has its folder at or above a file of the scope.
        for folders in contributions.moduleFolders.values {
            for folder in folders {
                let prefix = folder + "/"
                let low = sortedPaths.partitioningIndex { !$0.utf8.lexicographicallyPrecedes(prefix.utf8) }
                var index = low
                while index < sortedPaths.count && sortedPaths[index].hasPrefix(prefix) {
                    if let id = idByPath[sortedPaths[index]], !isReadable(id) || scope.contains(id) {
                        index += 1
                        continue
                    } else {
                        return "module folder \(folder) holds files outside the related set"
                    }
                }
            }
        }
        // Module folders outside the scope: all of them, less the scope's own (as stored).
        var inScope: [String: Int] = [:]
        for id in scope { for folder in storedModuleFolders(id) { inScope[folder, default: 0] += 1 } }
        var checked: Set<String> = []
        for id in scope {
            guard let path = path(id) else { continue }
            var folder = IncrementalProject.folderOf(path)
            while !folder.isEmpty && checked.insert(folder).inserted {
                if (moduleFolderCounts[folder] ?? 0) > (inScope[folder] ?? 0) {
                    return "the module folder \(folder) lies above the related set"
                }
                folder = IncrementalProject.folderOf(folder)
            }
        }
        return nil
    }

    // MARK: - Reading results

    /// The findings of a file (absolute path), nil when it is not part of the project.
    public func findings(ofFile absolute: String) -> [Finding]? {
        idByAbsolute[PathText.normalize(absolute)].flatMap { files[$0]?.findings }
    }

    /// Every file with its findings, by absolute path.
    public var findingsByFile: [(file: String, findings: [Finding])] {
        files.compactMap { $0 }.map { ($0.file.absolutePath, $0.findings) }
    }

    /// Every finding, in output order (as `viper-lint` at the root prints them).
    public var allFindings: [Finding] {
        files.compactMap { $0 }.flatMap(\.findings).sorted(by: Finding.outputOrder)
    }

    public var fileCount: Int { files.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Whether the file (absolute) is one of the project's.
    public func contains(_ absolute: String) -> Bool { idByAbsolute[PathText.normalize(absolute)] != nil }

    /// The absolute path of a path as findings name it (relative to the root).
    public func absolutePath(of displayPath: String) -> String {
        idByPath[displayPath].flatMap { files[$0]?.file.absolutePath } ?? PathText.absolute(displayPath, base: root)
    }

    /// The text the project has for a file: the editor's, else the disk's.
    public func text(ofFile absolute: String) -> [UInt8]? {
        let path = PathText.normalize(absolute)
        if let bytes = overrides[path] { return bytes }
        if case .success(let bytes) = FileSystemCalls.readFile(path) { return bytes }
        return nil
    }

    /// The model of the files related to `absolute` (for code actions); the whole project's when
    /// the file is unknown or related to most of it.
    public func model(around absolute: String) -> ProjectModel {
        // The held whole model answers at once (a related set can be most of a project).
        if let wholeModel, pending.isEmpty { return wholeModel }
        let all = Set(files.indices.filter { files[$0] != nil })
        var scope = all
        if let id = idByAbsolute[PathText.normalize(absolute)],
           let related = relations.context(of: [id], limit: max(32, Int(Double(files.count) * options.wholeProjectShare))) {
            scope = related
        }
        let ordered = scope.compactMap { files[$0]?.facts }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return ProjectModel(files: ordered, vocabulary: vocabulary, vocabularyByFile: vocabularyByFile,
                            jobs: scope.count == all.count ? options.jobs : 1)
    }

    /// Differences between the stored findings and a whole-project recomputation (empty when the
    /// incremental state is right).
    public func verify() -> [String] {
        let ordered = files.compactMap { $0?.facts }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let model = ProjectModel(files: ordered, vocabulary: vocabulary, vocabularyByFile: vocabularyByFile, jobs: options.jobs)
        let expected = Set(lint(model, jobs: options.jobs))
        let actual = Set(files.compactMap { $0 }.flatMap(\.findings))
        var modelDifferences: [String] = []
        if let held = wholeModel {
            if held.modules != model.modules { modelDifferences.append("held model: modules differ") }
            if held.types.count != model.types.count {
                modelDifferences.append("held model: \(held.types.count) types, \(model.types.count) when rebuilt")
            } else {
                for (a, b) in zip(held.types, model.types) where a.name != b.name || a.declaration != b.declaration
                    || a.assignment != b.assignment || a.module != b.module || a.setAside != b.setAside {
                    modelDifferences.append("held model: type \(b.name) differs")
                }
            }
        }
        return modelDifferences + expected.subtracting(actual).map { "missing \($0.location.file):\($0.location.line):\($0.location.column) [\($0.ruleId)]" }.sorted()
            + actual.subtracting(expected).map { "extra \($0.location.file):\($0.location.line):\($0.location.column) [\($0.ruleId)]" }.sorted()
    }
}

extension Array {
    /// The first index whose element satisfies `belongsToSecondPartition` (the array is partitioned by it).
    func partitioningIndex(where belongsToSecondPartition: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
