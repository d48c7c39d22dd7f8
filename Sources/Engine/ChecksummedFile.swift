import ViperLintCore
import ViperLintFacts

/// A cache file that is trusted only whole: a magic, a format version, the key of the inputs it
/// was made from and a checksum of its body. Shared by the result cache and the editor snapshot.
package enum ChecksummedFile {
    /// Replaces `directory/name` atomically; false when it could not be written (best effort:
    /// the callers only lose a shortcut).
    @discardableResult
    package static func write(_ name: String, in directory: String, magic: [UInt8], version: Int, key: UInt64,
                              body: [UInt8]) -> Bool {
        var writer = BinaryWriter()
        writer.bytes = magic
        writer.int(version)
        writer.int(Int(Int64(bitPattern: key)))
        writer.int(Int(Int64(bitPattern: FactsCache.contentHash(body))))
        writer.bytes.append(contentsOf: body)
        return FactsCache.replace(name, in: directory, with: writer.bytes, openTemporary: FactsCache.openNewFile)
    }

    /// A reader of the body of `directory/name` when it was written with this magic, version and
    /// key and its body is intact; nil otherwise.
    package static func read(_ name: String, in directory: String, magic: [UInt8], version: Int, key: UInt64) -> BinaryReader? {
        guard let (reader, storedKey) = read(name, in: directory, magic: magic, version: version), storedKey == key else {
            return nil
        }
        return reader
    }

    /// A reader of the body of `directory/name` and the key it was written with, when it has this
    /// magic and version and its body is intact; nil otherwise. For a reader that starts before
    /// the key is known (the editor's read-ahead), which must compare it later.
    package static func read(_ name: String, in directory: String, magic: [UInt8], version: Int) -> (BinaryReader, key: UInt64)? {
        guard case .success(let bytes) = FileSystemCalls.readFile(PathText.join(directory, name)),
              bytes.count > magic.count, Array(bytes[0..<magic.count]) == magic else { return nil }
        var reader = BinaryReader(bytes, from: magic.count)
        guard (try? reader.int()) == version,
              let storedKey = try? reader.int(),
              let checksum = try? reader.int() else { return nil }
        let bodyStart = reader.offset
        guard bytes.withUnsafeBytes({ FactsCache.contentHash(UnsafeRawBufferPointer(rebasing: $0[bodyStart...])) })
                == UInt64(bitPattern: Int64(checksum)) else { return nil }
        return (reader, UInt64(bitPattern: Int64(storedKey)))
    }
}
