import ViperLintCore
import ViperLintFacts
import ViperLintModel
import ViperLintEngine

/// What `--stdin-path` keeps of a whole-project run so that the next keystroke lints the edited
/// file without rebuilding the project: every file's stat signature, the relations between files
/// (`FileRelations`) and each file's share of the project-wide quantities. The next run takes the
/// files related to the edited one, reads their facts from the facts cache, and builds the model
/// of that set alone: the same reasoning, and the same checks, as the language server's
/// incremental update (`IncrementalProject`), so the findings equal a whole-project run's.
///
/// It answers only for the file it was made with (the first keystroke in another file costs one
/// whole-project run, which writes a new snapshot) and when nothing else changed: the same files,
/// each with its stat signature (the edited file aside), the same configuration files, tool
/// version, root and current folder.
/// Otherwise, or when a project-wide check fails, the caller builds the whole project and writes
/// a new snapshot. A file related to more than half the project (a base class every presenter
/// inherits, in a real app most files) is snapshotted another way (`usable` false): the whole
/// project's roles and modules (`StoredAnalysis`) with the edited file's facts they were made
/// from. A keystroke that leaves the model's view of the file as it was (typing in a method body)
/// then reads every file's facts from the cache and restores the model instead of working it out
/// (`restore`), the way the language server swaps an edit into its held model.
public struct EditorSnapshot {
    static let fileName = "editor.bin"
    static let magic: [UInt8] = Array("VLES".utf8)
    static let formatVersion = 2

    struct Entry {
        var absolutePath: String
        var path: String
        var signature: UInt64
        var presenterOrView: Bool
        var moduleFolders: [String]
        var moduleCount: Int
    }

    let key: UInt64
    /// The file whose editor text the snapshot was made with (absolute): its entry reflects that
    /// text, every other entry the disk. Another file's edit cannot use it, since that text may
    /// never have been saved.
    public let editedPath: String
    /// false when the edited file's related set was too large to answer from (a real app's hub
    /// relates it to most files): stored without entries, so that the next keystroke neither
    /// tries nor pays for writing a new snapshot.
    public let usable: Bool
    var entries: [Entry]
    var relations: FileRelations
    /// For a snapshot that is not `usable`: the whole model's roles and modules, made with
    /// `editedFacts` for the edited file and every other file's facts as on disk.
    var analysis: StoredAnalysis?
    var editedFacts: FileFacts?
    /// Why the last `scope` call could not answer (shown with `VIPER_LINT_TIMING=1`).
    public private(set) var miss = ""

    /// What the snapshot must agree with besides the files: the tool and facts versions, the
    /// project root, the current folder (display paths), the configuration files' stat
    /// signatures and an explicit `--config` file. nil when a configuration file cannot be stat'ed.
    public static func key(root: String, currentDirectory: String, configurationFiles: [String],
                           explicitConfiguration: String?) -> UInt64? {
        var writer = BinaryWriter()
        writer.string(ViperLintVersion.current)
        writer.int(ViperLintVersion.analysis)
        writer.int(FileFacts.binaryFormatVersion)
        writer.int(formatVersion)
        writer.string(root)
        writer.string(currentDirectory)
        writer.string(explicitConfiguration ?? "")
        writer.int(configurationFiles.count)
        for file in configurationFiles {
            guard let signature = FileSystemCalls.statSignature(file) else { return nil }
            writer.string(file)
            writer.int(Int(Int64(bitPattern: signature)))
        }
        return FactsCache.contentHash(writer.bytes)
    }

    /// The snapshot of a whole-project run: `facts` are every file's (the editor's text for the
    /// edited one), `model` their model. nil when a file could not be read or stat'ed.
    /// `relatedToMost`: the edited file was found related to most of the project before, so that
    /// its relations are not worked out again.
    public static func make(key: UInt64, editing editedPath: String, files: [DiscoveredFile], facts: [FileFacts],
                            model: ProjectModel, relatedToMost: Bool = false, jobs: Int) -> EditorSnapshot? {
        guard facts.count == files.count, let editedId = files.firstIndex(where: { $0.absolutePath == editedPath }),
              facts[editedId].path == files[editedId].path else { return nil }
        if relatedToMost { return wholeModelSnapshot(key: key, editing: editedPath, files: files, editedFacts: facts[editedId], model: model) }
        var collected: [String: FileFacts] = [:]
        for item in facts { collected[item.path] = item }
        guard collected.count == files.count else { return nil }
        let factsByPath = collected
        let keys = parallelMap(files.count, jobs: jobs, minimumPerWorker: 64) { id -> FileRelations.FileKeys? in
            factsByPath[files[id].path].map { FileRelations.keys(of: $0, folder: PathText.parent(files[id].path)) }
        }
        var relations = FileRelations()
        var keyed: [(id: Int, keys: FileRelations.FileKeys)] = []
        for (id, keys) in keys.enumerated() {
            guard let keys else { return nil }
            keyed.append((id, keys))
        }
        relations.setAll(keyed)
        let limit = max(32, files.count / 2)
        guard let affected = relations.affected(by: [editedId], limit: limit),
              relations.context(of: affected, limit: limit) != nil else {
            return wholeModelSnapshot(key: key, editing: editedPath, files: files, editedFacts: facts[editedId], model: model)
        }
        let contributions = IncrementalProject.contributions(of: model)
        var entries: [Entry] = []
        entries.reserveCapacity(files.count)
        for file in files {
            // The edited file may exist only in the editor: its signature is never compared.
            let signature = FileSystemCalls.statSignature(file.absolutePath) ?? 0
            entries.append(Entry(absolutePath: file.absolutePath, path: file.path, signature: signature,
                                 presenterOrView: contributions.presenterOrView.contains(file.path),
                                 moduleFolders: contributions.moduleFolders[file.path] ?? [],
                                 moduleCount: contributions.moduleCounts[file.path] ?? 0))
        }
        return EditorSnapshot(key: key, editedPath: editedPath, usable: true, entries: entries, relations: relations)
    }

    /// The snapshot of a file related to most of the project: every file's signature, the
    /// model's roles and modules, and the edited file's facts they were made with.
    private static func wholeModelSnapshot(key: UInt64, editing editedPath: String, files: [DiscoveredFile],
                                           editedFacts: FileFacts, model: ProjectModel) -> EditorSnapshot {
        let entries = files.map { file in
            // The edited file may exist only in the editor: its signature is never compared.
            Entry(absolutePath: file.absolutePath, path: file.path, signature: FileSystemCalls.statSignature(file.absolutePath) ?? 0,
                  presenterOrView: false, moduleFolders: [], moduleCount: 0)
        }
        var snapshot = EditorSnapshot(key: key, editedPath: editedPath, usable: false, entries: entries, relations: FileRelations())
        snapshot.analysis = model.storedAnalysis
        snapshot.editedFacts = editedFacts
        return snapshot
    }

    // MARK: - Stored form

    /// Replaces the stored snapshot (atomically). Best effort: a snapshot that cannot be written
    /// only costs the next keystroke its shortcut.
    public func store(in directory: String) {
        var body = BinaryWriter()
        body.string(editedPath)
        body.int(usable ? 1 : 0)
        body.int(entries.count)
        for entry in entries {
            body.string(entry.absolutePath)
            body.string(entry.path)
            body.int(Int(Int64(bitPattern: entry.signature)))
            body.int(entry.presenterOrView ? 1 : 0)
            body.int(entry.moduleFolders.count)
            for folder in entry.moduleFolders { body.string(folder) }
            body.int(entry.moduleCount)
        }
        relations.write(to: &body)
        body.bool(analysis != nil && editedFacts != nil)
        if let analysis, let editedFacts {
            analysis.write(to: &body)
            editedFacts.write(to: &body)
        }
        ChecksummedFile.write(Self.fileName, in: directory, magic: Self.magic, version: Self.formatVersion, key: key,
                              body: body.bytes)
    }

    /// The stored snapshot made under `key`; nil when there is none, it is damaged, or it was
    /// made under other inputs.
    public static func load(from directory: String, key: UInt64) -> EditorSnapshot? {
        guard let snapshot = load(from: directory), snapshot.key == key else { return nil }
        return snapshot
    }

    /// The snapshot in `directory` whatever its key (`EditorReadAhead` compares it later).
    static func load(from directory: String) -> EditorSnapshot? {
        guard let (body, key) = ChecksummedFile.read(fileName, in: directory, magic: magic, version: formatVersion)
        else { return nil }
        var reader = body
        do {
            let editedPath = try reader.string()
            let usable = try reader.int() == 1
            let count = try reader.count()
            var entries: [Entry] = []
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let absolutePath = try reader.string()
                let path = try reader.string()
                let signature = UInt64(bitPattern: Int64(try reader.int()))
                let presenterOrView = try reader.int() == 1
                let folderCount = try reader.count()
                var folders: [String] = []
                for _ in 0..<folderCount { folders.append(try reader.string()) }
                let moduleCount = try reader.count()
                entries.append(Entry(absolutePath: absolutePath, path: path, signature: signature,
                                     presenterOrView: presenterOrView, moduleFolders: folders, moduleCount: moduleCount))
            }
            let relations = try FileRelations(from: &reader)
            var snapshot = EditorSnapshot(key: key, editedPath: editedPath, usable: usable, entries: entries, relations: relations)
            if try reader.bool() {
                snapshot.analysis = try StoredAnalysis(from: &reader)
                snapshot.editedFacts = try FileFacts(from: &reader)
            }
            guard reader.offset == reader.end else { return nil }
            return snapshot
        } catch {
            return nil
        }
    }

    // MARK: - Linting the edited file

    /// The model that lints the edited file as the whole project would, with the project's
    /// module count.
    public struct Scope {
        public var model: ProjectModel
        public var moduleCount: Int
        /// Files in the model (the edited one included).
        public var fileCount: Int
    }

    /// The model of the files related to `edited` (absolute), whose new facts are `facts`; nil
    /// when the snapshot cannot answer for these `files` (discovered now, in the snapshot's
    /// order) or was made while another file was edited. `cachedFacts(file, signature)` gives another file's facts without reading it, nil
    /// when the facts cache does not have them; `vocabularies(files)` the nested role
    /// vocabularies of some files.
    /// What a whole-model snapshot gives back for a keystroke in its file.
    public enum Restored {
        /// The model of the project with the edited file's new facts, its roles and modules restored.
        case model(ProjectModel)
        /// The edit changes the model's view of the file: every file's facts (the new ones for the
        /// edited file), read from the cache, for the caller to build the model from.
        case facts([FileFacts])
    }

    /// The whole project's model for the edited file's new `facts`, from the stored roles and
    /// modules (see the type's comment); nil when the snapshot cannot answer: made for another
    /// file or as a related-files snapshot, other files, a file changed on disk. `cachedFacts`
    /// gives every file's facts from the facts cache for these signatures (nil when one is
    /// missing); `restore` builds the model of some facts with a stored analysis.
    package mutating func restore(editing edited: String, facts: FileFacts, files: [DiscoveredFile],
                                 cachedFacts: ([UInt64]) -> [FileFacts]?,
                                 restore: ([FileFacts], StoredAnalysis) -> ProjectModel?) -> Restored? {
        guard edited == editedPath else { return missed("made for another file") }
        guard !usable, let analysis, let editedFacts else { return missed("no stored model") }
        guard let (id, signatures) = currentSignatures(files, editing: edited) else { return nil }
        guard editedFacts.path == files[id].path, var all = cachedFacts(signatures), all.count == files.count else {
            return missed("facts not in the cache")
        }
        all[id] = editedFacts
        if var model = restore(all, analysis), model.replaceFacts(facts) { return .model(model) }
        miss = "the edit changes what the model reads"
        all[id] = facts
        return .facts(all)
    }

    /// The edited file's index and every file's stat signature now (0 for the edited one); nil
    /// (with `miss` set) when the files or any signature differ from the snapshot's.
    private mutating func currentSignatures(_ files: [DiscoveredFile], editing edited: String) -> (Int, [UInt64])? {
        guard files.count == entries.count else { return missed("files added or removed") }
        var editedId: Int?
        var signatures: [UInt64] = []
        signatures.reserveCapacity(files.count)
        for (id, file) in files.enumerated() {
            let entry = entries[id]
            guard entry.absolutePath == file.absolutePath, entry.path == file.path else { return missed("other files") }
            if file.absolutePath == edited {
                editedId = id
                signatures.append(0)
                continue
            }
            guard let signature = FileSystemCalls.statSignature(file.absolutePath), signature == entry.signature else {
                return missed("\(file.path) changed")
            }
            signatures.append(signature)
        }
        guard let id = editedId else { return missed("not a project file") }
        return (id, signatures)
    }

    public mutating func scope(editing edited: String, facts: FileFacts, files: [DiscoveredFile],
                               vocabulary: RoleVocabulary,
                               vocabularies: ([DiscoveredFile]) -> [String: RoleVocabulary],
                               cachedFacts: (DiscoveredFile, UInt64) -> FileFacts?) -> Scope? {
        guard edited == editedPath else { return missed("made for another file") }
        guard usable else { return missed("related files exceed half the project") }
        guard let (id, signatures) = currentSignatures(files, editing: edited) else { return nil }
        // As the server does: the files whose results depended on the edited one before the
        // edit and after it, and everything their results depend on.
        let limit = max(32, files.count / 2)
        guard let before = relations.affected(by: [id], limit: limit) else { return missed("related files exceed \(limit)") }
        relations.set(id, FileRelations.keys(of: facts, folder: PathText.parent(files[id].path)))
        guard let affected = relations.affected(by: before.union([id]), limit: limit),
              let context = relations.context(of: affected, limit: limit) else { return missed("related files exceed \(limit)") }
        var ordered: [(id: Int, facts: FileFacts)] = []
        for member in context {
            if member == id {
                ordered.append((id, facts))
            } else if let cached = cachedFacts(files[member], signatures[member]) {
                ordered.append((member, cached))
            } else {
                return missed("\(files[member].path) not in the facts cache")
            }
        }
        ordered.sort { files[$0.id].path.utf8.lexicographicallyPrecedes(files[$1.id].path.utf8) }
        let model = ProjectModel(files: ordered.map(\.facts), vocabulary: vocabulary,
                                 vocabularyByFile: vocabularies(ordered.map { files[$0.id] }), jobs: 1)
        let contributions = IncrementalProject.contributions(of: model)
        var presenterOrViewFiles: Set<Int> = []
        var moduleFolderCounts: [String: Int] = [:]
        var idByPath: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            if entry.presenterOrView { presenterOrViewFiles.insert(index) }
            for folder in entry.moduleFolders { moduleFolderCounts[folder, default: 0] += 1 }
            idByPath[entry.path] = index
        }
        let sortedPaths = entries.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let entries = self.entries
        if let reason = IncrementalProject.projectWideMismatch(
            model, scope: context, contributions: contributions, presenterOrViewFiles: presenterOrViewFiles,
            moduleFolderCounts: moduleFolderCounts, sortedPaths: sortedPaths, idByPath: idByPath,
            path: { entries[$0].path }, isReadable: { _ in true }, storedModuleFolders: { entries[$0].moduleFolders }) {
            return missed(reason)
        }
        var moduleCount = contributions.moduleCounts.values.reduce(0, +)
        for (index, entry) in entries.enumerated() where !context.contains(index) { moduleCount += entry.moduleCount }
        return Scope(model: model, moduleCount: moduleCount, fileCount: context.count)
    }

    private mutating func missed<T>(_ reason: String) -> T? {
        miss = reason
        return nil
    }
}
