import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import Foundation

/// Per-file facts kept between runs, keyed by the file's absolute path and content hash, in one
/// pack file per cache folder whose header names the tool and format version. Reads never trust
/// the pack (a bad header or entry is ignored and rebuilt); writes go to a temporary file that is
/// renamed into place, so concurrent runs can only replace the pack whole, never corrupt it.
public final class FactsCache: @unchecked Sendable {
    static let magic: [UInt8] = Array("VLFC".utf8)
    static let packName = "facts.bin"

    public let directory: String
    private var pack: [UInt8] = [] // written only by `load()`, before any worker reads it
    /// Entries of the pack on disk: path → (content hash, byte range of the encoded facts).
    private var stored: [String: (hash: UInt64, range: Range<Int>, checksum: UInt64, signature: UInt64)] = [:]
    private var used: Set<String> = []
    private var fresh: [String: (hash: UInt64, bytes: [UInt8], signature: UInt64)] = [:]
    /// Entries found by content hash after their signature changed (`touch`, checkout): reused
    /// as they are, with the new signature.
    private var resigned: [String: UInt64] = [:]
    private let lock = NSLock()
    /// Entries that failed to decode this run (counted for tests and diagnostics).
    public private(set) var rejectedEntries = 0

    public init(directory: String) {
        self.directory = directory
        load()
    }

    static var header: [UInt8] {
        var writer = BinaryWriter()
        writer.bytes = magic
        writer.int(FileFacts.binaryFormatVersion)
        writer.string(ViperLintVersion.current)
        return writer.bytes
    }

    private func load() {
        guard case .success(let bytes) = FileSystemCalls.readFile(PathText.join(directory, Self.packName)) else { return }
        let header = Self.header
        guard bytes.count >= header.count, Array(bytes[0..<header.count]) == header else { return }
        var reader = BinaryReader(bytes, from: header.count)
        var entries: [String: (hash: UInt64, range: Range<Int>, checksum: UInt64, signature: UInt64)] = [:]
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
            return // a truncated or garbled pack: start over
        }
        pack = bytes
        stored = entries
    }

    /// The cached facts of a file whose stat signature is unchanged: no need to read it.
    public func facts(for absolutePath: String, signature: UInt64, displayPath: String) -> FileFacts? {
        lock.lock()
        let found = stored[absolutePath]
        lock.unlock()
        guard let entry = found, entry.signature == signature else { return nil }
        return decode(absolutePath, entry, displayPath: displayPath)
    }

    /// The cached facts of a file with this content, shown under `displayPath`; `signature` is
    /// recorded so the next run can skip reading the file.
    public func facts(for absolutePath: String, hash: UInt64, signature: UInt64 = 0, displayPath: String) -> FileFacts? {
        lock.lock()
        let found = stored[absolutePath]
        lock.unlock()
        guard let entry = found, entry.hash == hash else { return nil }
        let facts = decode(absolutePath, entry, displayPath: displayPath)
        if facts != nil && entry.signature != signature {
            lock.lock()
            resigned[absolutePath] = signature
            lock.unlock()
        }
        return facts
    }

    private func decode(_ absolutePath: String, _ entry: (hash: UInt64, range: Range<Int>, checksum: UInt64, signature: UInt64),
                        displayPath: String) -> FileFacts? {
        // A damaged entry could still decode into plausible facts: check its bytes first.
        let intact = pack.withUnsafeBytes {
            FactsCache.contentHash(UnsafeRawBufferPointer(rebasing: $0[entry.range])) == entry.checksum
        }
        // Decoding runs outside the lock so that workers decode in parallel; the pack is not
        // mutated after loading.
        var reader = BinaryReader(pack, from: entry.range.lowerBound, to: entry.range.upperBound)
        let decoded = intact ? try? FileFacts(from: &reader) : nil
        lock.lock()
        defer { lock.unlock() }
        guard intact, var facts = decoded, reader.offset == entry.range.upperBound else {
            rejectedEntries += 1
            stored[absolutePath] = nil
            return nil
        }
        used.insert(absolutePath)
        facts.path = displayPath
        return facts
    }

    public func store(_ facts: FileFacts, for absolutePath: String, hash: UInt64, signature: UInt64 = 0) {
        var writer = BinaryWriter()
        facts.write(to: &writer)
        lock.lock()
        fresh[absolutePath] = (hash, writer.bytes, signature)
        lock.unlock()
    }

    /// Files extracted (not found in the cache) this run, the stdin override aside.
    public var freshCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return fresh.count
    }

    /// Writes the pack when anything changed: this run's entries, plus earlier ones for files
    /// this run did not look at (another subfolder linted from the same place), up to a bound.
    public func save() {
        lock.lock()
        defer { lock.unlock() }
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
        let manager = FileManager.default
        try? manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = PathText.join(directory, ".\(Self.packName).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max))")
        guard manager.createFile(atPath: temporary, contents: Data(writer.bytes)) else { return }
        if rename(temporary, PathText.join(directory, Self.packName)) != 0 { unlink(temporary) }
    }

    /// FNV-1a over the bytes, eight at a time: collisions are as unlikely as the file system lying.
    public static func contentHash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { contentHash($0) }
    }

    static func contentHash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
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
