import ViperLintCore
import ViperLintFacts
import ViperLintModel

/// Which files can affect each other's findings, over-approximated so that a model of a set of
/// files closed under these relations gives them the same roles, modules and findings as the
/// whole project's (see `IncrementalProject` for the few project-wide quantities that are checked
/// separately). Two files are related when:
/// - one's facts mention a word that the other declares as a type (the base name of a type,
///   extension, nested type) or a file-level typealias: every `lookup` the model and the rules make
///   from a file finds a type whose base name is among the file's words, and namesakes are all
///   candidates of the same lookup. A project type's results depend on who mentions it (a
///   protocol takes its implementers' role, a base class is one when two classes inherit from it,
///   a presenter's wiring is whoever creates it), so this relation goes both ways; except for a
///   type the project only extends (`extension UIViewController`): what the model knows of it
///   comes from its extensions alone, so its mentioners depend on the extensions and not the
///   other way round (otherwise one such extension would relate every view controller);
/// - they declare types with the same name stem (`LoginView`, `LoginPresenter`): modules are
///   grouped by stem (letter case aside), and namesake modules are split and named together;
/// - they lie in the same folder: modules take lone parts from their folder.
/// `affected(by:)` follows the relations from changed files to the files whose results may
/// change; `context(of:)` from those to everything their results depend on.
struct FileRelations {
    init() {}

    private var wordIds: [Substring: Int32] = [:]
    private var folderIds: [String: Int32] = [:]
    private var words: [[Int32]] = []
    private var declared: [[Int32]] = []
    private var stems: [[Int32]] = []
    private var folder: [Int32] = []
    private var present: [Bool] = []
    private var declarers: [Int32: Set<Int>] = [:]
    /// Declarers of a type or typealias of that name that is not an extension.
    private var realDeclarers: [Int32: Set<Int>] = [:]
    private var declaredReal: [[Int32]] = []
    /// For declared words only: the files whose facts mention them. Complete unless read from a
    /// snapshot; then a missing entry is scanned for on demand (`mentioners(of:)`).
    private var mentioners: [Int32: Set<Int>] = [:]
    private var mentionersComplete = true
    private var stemFiles: [Int32: Set<Int>] = [:]
    private var folderFiles: [Int32: Set<Int>] = [:]

    /// What one file contributes, computed without touching the index (so it can run in parallel).
    struct FileKeys: Sendable {
        var words: Set<Substring>
        var declared: Set<Substring>
        /// Declared as a type or typealias, not (only) extended.
        var declaredReal: Set<Substring>
        var stems: Set<Substring>
        var folder: String
    }

    static func keys(of facts: FileFacts, folder: String) -> FileKeys {
        var words = FactWords.words(of: facts)
        var declared: Set<Substring> = []
        var declaredReal: Set<Substring> = []
        var stems: Set<Substring> = []
        for decl in facts.types {
            let base = NameText.baseName(decl.name)
            declared.insert(base)
            if decl.kind != .extension {
                declaredReal.insert(base)
                stems.insert(Substring(ProjectModel.foldedStem(ProjectModel.moduleStem(ofTypeNamed: decl.name, isProtocol: decl.kind == .protocol))))
            }
        }
        for alias in facts.typealiases {
            declared.insert(Substring(alias.name))
            declaredReal.insert(Substring(alias.name))
        }
        // A declared name is a word of its file (it is written there), whatever the facts spell.
        words.formUnion(declared)
        return FileKeys(words: words, declared: declared, declaredReal: declaredReal, stems: stems, folder: folder)
    }

    private mutating func intern(_ word: Substring) -> Int32 {
        if let id = wordIds[word] { return id }
        let id = Int32(wordIds.count)
        // A copy of its own: the key must not keep a whole facts string alive.
        wordIds[Substring(String(word))] = id
        return id
    }

    private mutating func internFolder(_ path: String) -> Int32 {
        if let id = folderIds[path] { return id }
        let id = Int32(folderIds.count)
        folderIds[path] = id
        return id
    }

    private mutating func grow(to id: Int) {
        while words.count <= id {
            words.append([])
            declared.append([])
            declaredReal.append([])
            stems.append([])
            folder.append(-1)
            present.append(false)
        }
    }

    /// Replaces what file `id` contributes.
    mutating func set(_ id: Int, _ keys: FileKeys) {
        remove(id)
        grow(to: id)
        present[id] = true
        words[id] = keys.words.map { intern($0) }.sorted()
        folder[id] = internFolder(keys.folder)
        folderFiles[folder[id], default: []].insert(id)
        let stemIds = keys.stems.map { intern($0) }
        stems[id] = stemIds
        for stem in stemIds { stemFiles[stem, default: []].insert(id) }
        for word in words[id] where mentioners[word] != nil { mentioners[word]!.insert(id) }
        let declaredIds = keys.declared.map { intern($0) }
        declared[id] = declaredIds
        for word in declaredIds {
            if declarers[word] == nil {
                declarers[word] = [id]
                mentioners[word] = mentionersScan(word)
            } else {
                declarers[word]!.insert(id)
            }
        }
        declaredReal[id] = keys.declaredReal.map { intern($0) }
        for word in declaredReal[id] { realDeclarers[word, default: []].insert(id) }
    }

    /// Adds many files at once (loading a project): the mentioners are found in one pass.
    mutating func setAll(_ entries: [(id: Int, keys: FileKeys)]) {
        for (id, keys) in entries {
            remove(id)
            grow(to: id)
            present[id] = true
            words[id] = keys.words.map { intern($0) }.sorted()
            folder[id] = internFolder(keys.folder)
            folderFiles[folder[id], default: []].insert(id)
            stems[id] = keys.stems.map { intern($0) }
            for stem in stems[id] { stemFiles[stem, default: []].insert(id) }
            declared[id] = keys.declared.map { intern($0) }
            for word in declared[id] { declarers[word, default: []].insert(id) }
            declaredReal[id] = keys.declaredReal.map { intern($0) }
            for word in declaredReal[id] { realDeclarers[word, default: []].insert(id) }
        }
        mentioners = [:]
        mentionersComplete = true
        for word in declarers.keys { mentioners[word] = [] }
        for id in words.indices where present[id] {
            for word in words[id] where mentioners[word] != nil { mentioners[word]!.insert(id) }
        }
    }

    mutating func remove(_ id: Int) {
        guard id < present.count, present[id] else { return }
        present[id] = false
        for word in words[id] { mentioners[word]?.remove(id) }
        for word in declared[id] {
            declarers[word]?.remove(id)
            if declarers[word]?.isEmpty == true {
                declarers[word] = nil
                mentioners[word] = nil
            }
        }
        for word in declaredReal[id] {
            realDeclarers[word]?.remove(id)
            if realDeclarers[word]?.isEmpty == true { realDeclarers[word] = nil }
        }
        for stem in stems[id] {
            stemFiles[stem]?.remove(id)
            if stemFiles[stem]?.isEmpty == true { stemFiles[stem] = nil }
        }
        folderFiles[folder[id]]?.remove(id)
        if folderFiles[folder[id]]?.isEmpty == true { folderFiles[folder[id]] = nil }
        words[id] = []
        declared[id] = []
        declaredReal[id] = []
        stems[id] = []
    }

    // MARK: - Stored form (the editor snapshot of `--stdin-path`)

    struct Damaged: Error {}

    /// Writes the relations as tables of ids: reading them back interns no string, so a snapshot
    /// of thousands of files loads in a few milliseconds.
    func write(to writer: inout BinaryWriter) {
        var table = [Substring](repeating: "", count: wordIds.count)
        for (word, id) in wordIds { table[Int(id)] = word }
        writer.int(table.count)
        for word in table { writer.string(String(word)) }
        var folders = [String](repeating: "", count: folderIds.count)
        for (folder, id) in folderIds { folders[Int(id)] = folder }
        writer.int(folders.count)
        for folder in folders { writer.string(folder) }
        writer.int(present.count)
        for id in present.indices {
            writer.int(present[id] ? 1 : 0)
            guard present[id] else { continue }
            writer.int(Int(folder[id]))
            for list in [words[id], declared[id], declaredReal[id], stems[id]] {
                writer.int(list.count)
                for word in list { writer.int(Int(word)) }
            }
        }
    }

    /// Reads what `write(to:)` wrote; throws on anything out of range (the snapshot is then
    /// ignored and rebuilt).
    init(from reader: inout BinaryReader) throws {
        let wordCount = try reader.count()
        var table: [Substring] = []
        table.reserveCapacity(wordCount)
        for _ in 0..<wordCount { table.append(Substring(try reader.string())) }
        let folderCount = try reader.count()
        var folders: [String] = []
        for _ in 0..<folderCount { folders.append(try reader.string()) }
        let fileCount = try reader.count()
        func ids(_ reader: inout BinaryReader) throws -> [Int32] {
            let count = try reader.count()
            var result: [Int32] = []
            result.reserveCapacity(count)
            for _ in 0..<count {
                let id = try reader.int()
                guard id >= 0 && id < wordCount else { throw Damaged() }
                result.append(Int32(id))
            }
            return result
        }
        grow(to: fileCount - 1)
        for id in 0..<fileCount {
            guard try reader.int() == 1 else { continue }
            let folderId = try reader.int()
            guard folderId >= 0 && folderId < folderCount else { throw Damaged() }
            present[id] = true
            folder[id] = Int32(folderId)
            words[id] = try ids(&reader)
            guard zip(words[id], words[id].dropFirst()).allSatisfy({ $0 < $1 }) else { throw Damaged() }
            declared[id] = try ids(&reader)
            declaredReal[id] = try ids(&reader)
            stems[id] = try ids(&reader)
        }
        wordIds.reserveCapacity(wordCount)
        for (id, word) in table.enumerated() { wordIds[word] = Int32(id) }
        for (id, folder) in folders.enumerated() { folderIds[folder] = Int32(id) }
        for id in present.indices where present[id] {
            folderFiles[folder[id], default: []].insert(id)
            for stem in stems[id] { stemFiles[stem, default: []].insert(id) }
            for word in declared[id] { declarers[word, default: []].insert(id) }
            for word in declaredReal[id] { realDeclarers[word, default: []].insert(id) }
        }
        // Mentioners are found when asked (`mentioners(of:)`): a run asks for a few dozen words,
        // and building them all would cost more than the rest of the load.
        mentionersComplete = false
    }

    private func mentioners(of word: Int32) -> Set<Int>? {
        if let known = mentioners[word] { return known }
        return mentionersComplete || declarers[word] == nil ? nil : mentionersScan(word)
    }

    private func mentionersScan(_ word: Int32) -> Set<Int> {
        var result: Set<Int> = []
        for id in words.indices where present[id] && Self.contains(words[id], word) { result.insert(id) }
        return result
    }

    private static func contains(_ sorted: [Int32], _ value: Int32) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value
    }

    /// The files one step from `id` (itself included): those that mention what it declares, the
    /// declarers of what it mentions, and its stem and folder mates. Not transitive: for an edit
    /// that leaves the model as it was, only rule runs that read the edited file directly can
    /// change (`IncrementalProject` adds what the model links further).
    func neighbours(of id: Int) -> Set<Int> {
        var result: Set<Int> = [id]
        guard id < present.count, present[id] else { return result }
        for word in declared[id] { if let files = mentioners(of: word) { result.formUnion(files) } }
        for word in words[id] { if let files = declarers[word] { result.formUnion(files) } }
        for stem in stems[id] { if let files = stemFiles[stem] { result.formUnion(files) } }
        if let files = folderFiles[folder[id]] { result.formUnion(files) }
        return result
    }

    /// The files whose results may change when `seeds` change (seeds included): those that
    /// mention what a seed declares, the declarers of project types a seed mentions, and files
    /// sharing a stem or a folder with a seed, transitively. nil past `limit` files.
    func affected(by seeds: Set<Int>, limit: Int) -> Set<Int>? {
        closure(of: seeds, limit: limit) { id, visit in
            for word in declared[id] { guard visit(mentioners(of: word)) else { return false } }
            for word in words[id] where realDeclarers[word] != nil { guard visit(declarers[word]) else { return false } }
            return true
        }
    }

    /// Everything the results of `files` depend on (`files` included): the declarers of what
    /// they mention, the mentioners of project types they declare, stem and folder mates,
    /// transitively. nil past `limit` files.
    func context(of files: Set<Int>, limit: Int) -> Set<Int>? {
        closure(of: files, limit: limit) { id, visit in
            for word in words[id] where declarers[word] != nil { guard visit(declarers[word]) else { return false } }
            for word in declaredReal[id] { guard visit(mentioners(of: word)) else { return false } }
            return true
        }
    }

    private func closure(of seeds: Set<Int>, limit: Int, _ neighbours: (Int, (Set<Int>?) -> Bool) -> Bool) -> Set<Int>? {
        guard seeds.count <= limit else { return nil }
        var visited = seeds
        var queue = Array(seeds)
        var exceeded = false
        func visit(_ set: Set<Int>?) -> Bool {
            guard let set else { return true }
            for id in set where visited.insert(id).inserted {
                queue.append(id)
                if visited.count > limit {
                    exceeded = true
                    return false
                }
            }
            return true
        }
        while let id = queue.popLast() {
            guard id < present.count, present[id] else { continue }
            guard neighbours(id, visit) else { return nil }
            for stem in stems[id] { guard visit(stemFiles[stem]) else { return nil } }
            guard visit(folderFiles[folder[id]]) else { return nil }
        }
        return exceeded ? nil : visited
    }
}
