import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters

/// Per-file facts kept between runs, keyed by the file's absolute path and content hash, in one
/// pack file per cache folder whose header names the tool and format version. Reads never trust
/// the pack (a bad header or entry is ignored and rebuilt); writes go to a temporary file that is
/// renamed into place, so concurrent runs can only replace the pack whole, never corrupt it.
public final class FactsCache: Sendable {
    static let magic: [UInt8] = Array("VLFC".utf8)
    static let packName = "facts.bin"
    typealias Entry = (hash: UInt64, range: Range<Int>, checksum: UInt64, signature: UInt64)

    public let directory: String
    /// The pack on disk as loaded; read by workers, never changed.
    private let pack: [UInt8]
    private struct State {
        /// Entries of the pack on disk: path → (content hash, byte range of the encoded facts).
        var stored: [String: Entry] = [:]
        var used: Set<String> = []
        var fresh: [String: (hash: UInt64, bytes: [UInt8], signature: UInt64)] = [:]
        /// Entries found by content hash after their signature changed (`touch`, checkout):
        /// reused as they are, with the new signature.
        var resigned: [String: UInt64] = [:]
        var rejectedEntries = 0
        var saveFailure: String?
    }
    private let state: Locked<State>

    /// Opens a new temporary pack for writing: a seam, so that tests can make the write fail as a
    /// full disk does.
    let openTemporary: @Sendable (String) -> Int32

    public convenience init(directory: String) {
        self.init(directory: directory, openTemporary: Self.openNewFile)
    }

    init(directory: String, openTemporary: @escaping @Sendable (String) -> Int32) {
        self.directory = directory
        self.openTemporary = openTemporary
        let (pack, stored) = Self.load(directory)
        self.pack = pack
        self.state = Locked(State(stored: stored))
    }

    /// Entries that failed to decode this run (counted for tests and diagnostics).
    public var rejectedEntries: Int {
        state.withLock { $0.rejectedEntries }
    }

    static var header: [UInt8] {
        var writer = BinaryWriter()
        writer.bytes = magic
        writer.int(FileFacts.binaryFormatVersion)
        writer.string(ViperLintVersion.current)
        return writer.bytes
    }

    /// The pack and its entries; nothing when it is missing, from another version, or garbled.
    private static func load(_ directory: String) -> (pack: [UInt8], stored: [String: Entry]) {
        guard case .success(let bytes) = FileSystemCalls.readFile(PathText.join(directory, packName)) else { return ([], [:]) }
        let header = Self.header
        guard bytes.count >= header.count, Array(bytes[0..<header.count]) == header else { return ([], [:]) }
        var reader = BinaryReader(bytes, from: header.count)
        var entries: [String: Entry] = [:]
        do {
            let count = try reader.count()
            for _ in 0..<count {
                let path = try reader.string()
                let hash = UInt64(bitPattern: Int64(try reader.int()))
                let signature = UInt64(bitPattern: Int64(try reader.int()))
                let checksum = UInt64(bitPattern: Int64(try reader.int()))
                let length = try reader.count()
                let start = reader.offset
                reader.offset += length
                entries[path] = (hash, start..<start + length, checksum, signature)
            }
        } catch {
            return ([], [:]) // a truncated or garbled pack: start over
        }
        return (bytes, entries)
    }

    /// The cached facts of a file whose stat signature is unchanged: no need to read it.
    public func facts(for absolutePath: String, signature: UInt64, displayPath: String) -> FileFacts? {
        guard let entry = state.withLock({ $0.stored[absolutePath] }), entry.signature == signature else { return nil }
        return decode(absolutePath, entry, displayPath: displayPath)
    }

    /// The cached facts of a file with this content, shown under `displayPath`; `signature` is
    /// recorded so the next run can skip reading the file.
    public func facts(for absolutePath: String, hash: UInt64, signature: UInt64 = 0, displayPath: String) -> FileFacts? {
        guard let entry = state.withLock({ $0.stored[absolutePath] }), entry.hash == hash else { return nil }
        let facts = decode(absolutePath, entry, displayPath: displayPath)
        if facts != nil && entry.signature != signature {
            state.withLock { $0.resigned[absolutePath] = signature }
        }
        return facts
    }

    private func decode(_ absolutePath: String, _ entry: Entry, displayPath: String) -> FileFacts? {
        // A damaged entry could still decode into plausible facts: check its bytes first.
        let intact = pack.withUnsafeBytes {
            FactsCache.contentHash(UnsafeRawBufferPointer(rebasing: $0[entry.range])) == entry.checksum
        }
        // Decoding runs outside the lock so that workers decode in parallel.
        var reader = BinaryReader(pack, from: entry.range.lowerBound, to: entry.range.upperBound)
        let decoded = intact ? try? FileFacts(from: &reader) : nil
        guard intact, var facts = decoded, reader.offset == entry.range.upperBound else {
            state.withLock { state in
                state.rejectedEntries += 1
                state.stored[absolutePath] = nil
            }
            return nil
        }
        state.withLock { _ = $0.used.insert(absolutePath) }
        facts.path = displayPath
        return facts
    }

    public func store(_ facts: FileFacts, for absolutePath: String, hash: UInt64, signature: UInt64 = 0) {
        var writer = BinaryWriter()
        facts.write(to: &writer)
        state.withLock { [bytes = writer.bytes] in $0.fresh[absolutePath] = (hash, bytes, signature) }
    }

    /// Files extracted (not found in the cache) this run, the stdin override aside.
    public var freshCount: Int {
        state.withLock { $0.fresh.count }
    }

    /// Writes the pack when anything changed: this run's entries, plus earlier ones for files
    /// this run did not look at (another subfolder linted from the same place), up to a bound.
    public func save() {
        let (stored, used, fresh, resigned) = state.withLock { ($0.stored, $0.used, $0.fresh, $0.resigned) }
        guard !fresh.isEmpty || !resigned.isEmpty else { return }
        var writer = BinaryWriter()
        writer.bytes = Self.header
        let unseen = stored.keys.filter { !used.contains($0) && fresh[$0] == nil }
        let keepUnseen = unseen.count <= 2 * (used.count + fresh.count) ? unseen : []
        let reused = Array(used.filter { fresh[$0] == nil }) + keepUnseen
        writer.int(reused.count + fresh.count)
        for path in reused.sorted() {
            guard let entry = stored[path] else { continue }
            writer.string(path)
            writer.int(Int(Int64(bitPattern: entry.hash)))
            writer.int(Int(Int64(bitPattern: resigned[path] ?? entry.signature)))
            writer.int(Int(Int64(bitPattern: entry.checksum)))
            writer.int(entry.range.count)
            writer.bytes.append(contentsOf: pack[entry.range])
        }
        for (path, entry) in fresh.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.int(Int(Int64(bitPattern: entry.hash)))
            writer.int(Int(Int64(bitPattern: entry.signature)))
            writer.int(Int(Int64(bitPattern: entry.bytes.withUnsafeBytes { FactsCache.contentHash($0) })))
            writer.int(entry.bytes.count)
            writer.bytes.append(contentsOf: entry.bytes)
        }
        write(writer.bytes)
    }

    /// Replaces the pack whole, or leaves it as it was. The cache is an optimization: every
    /// failure here (no folder, no permission, a file in the way, a full disk) only costs the
    /// next run its speed, so none fails the run: `saveFailure` says why for a warning. The temporary file is
    /// written with write(2) and removed on any failure: Foundation's `createFile` said only
    /// "failed" and, interrupted, could leave its own temporary behind.
    private func write(_ bytes: [UInt8]) {
        FileSystemCalls.createFolders(directory)
        removeAbandonedTemporaries()
        if !Self.replace(Self.packName, in: directory, with: bytes, openTemporary: openTemporary) {
            state.withLock { $0.saveFailure = "cannot write the cache in \(directory)" }
        }
    }

    /// Replaces `directory/name` whole with `bytes` (a temporary `.name.PID.RANDOM` written with
    /// write(2), then renamed over it), or leaves it as it was and removes the temporary. Shared
    /// by the facts pack and the result file.
    package static func replace(_ name: String, in directory: String, with bytes: [UInt8],
                        openTemporary: (String) -> Int32) -> Bool {
        let temporary = PathText.join(directory, ".\(name).\(FileSystemCalls.processIdentifier).\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = openTemporary(temporary)
        guard descriptor >= 0 else { return false }
        var failed = bytes.withUnsafeBytes { FileSystemCalls.writeAll(descriptor, $0) } != 0
        // Some file systems (NFS, quotas) report a failed write only when the file is closed.
        if !FileSystemCalls.close(descriptor) { failed = true }
        if failed || !FileSystemCalls.rename(temporary, to: PathText.join(directory, name)) {
            FileSystemCalls.removeFile(temporary)
            return false
        }
        return true
    }

    package static let openNewFile: @Sendable (String) -> Int32 = { FileSystemCalls.openNewFile($0) }

    /// Temporary packs are named `.facts.bin.PID.RANDOM` in the cache folder.
    static let temporaryPrefix = ".\(packName)."
    /// A temporary pack this old was left by a run killed while writing it (a write takes well
    /// under a second; one still being written is newer, so a concurrent run is never disturbed).
    static let abandonedAfterSeconds = 600

    /// Removes what runs killed in the middle of a write left behind, so that such leftovers do
    /// not pile up in the cache folder (each can be as large as the pack).
    private func removeAbandonedTemporaries() {
        guard case .success(let entries) = FileSystemCalls.folderEntriesWithKinds(directory) else { return }
        let now = FileSystemCalls.secondsSince1970()
        // The result file's temporaries too: they are written the same way (`replace`).
        let prefixes = [Self.temporaryPrefix, ".\(ResultCache.fileName)."]
        for entry in entries where prefixes.contains(where: entry.name.hasPrefix) {
            let path = PathText.join(directory, entry.name)
            if let modified = FileSystemCalls.modificationTime(path), now - modified > Self.abandonedAfterSeconds {
                FileSystemCalls.removeFile(path)
            }
        }
    }

    /// Why the last `save()` wrote nothing, if it failed: a warning for the user, never a failed run.
    public var saveFailure: String? {
        state.withLock { $0.saveFailure }
    }

    /// FNV-1a over the bytes, eight at a time: collisions are as unlikely as the file system lying.
    public static func contentHash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { contentHash($0) }
    }

    package static func contentHash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        let words = raw.count / 8
        for index in 0..<words {
            hash ^= raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
            hash = hash &* prime
            hash ^= hash >> 29
        }
        for index in (words * 8)..<raw.count {
            hash ^= UInt64(raw[index])
            hash = hash &* prime
        }
        return hash ^ UInt64(raw.count)
    }
}
