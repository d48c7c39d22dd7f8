#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls discovery and configuration loading need, wrapped so that every failure
/// comes back as a value with its `strerror` text instead of a thrown Foundation error.
package enum FileSystemCalls {
    package enum EntryKind: Equatable {
        case file
        case folder
        case symbolicLink
        case other
    }

    package struct Failure: Error, Equatable {
        package var code: Int32
        package var message: String { String(cString: strerror(code)).lowercased() }
        package var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    }

    private static func kind(_ mode: mode_t) -> EntryKind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The entry itself (a symbolic link is reported as one).
    package static func linkKind(_ path: String) -> Result<EntryKind, Failure> {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
        return .success(kind(info.st_mode))
    }

    /// What the path leads to, following symbolic links.
    package static func targetKind(_ path: String) -> Result<EntryKind, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
        return .success(kind(info.st_mode))
    }

    /// Size, modification and status-change times (nanoseconds) and inode folded into one
    /// number: equal signatures mean the file was not written since (the kernel updates the
    /// status-change time on every write), so its cached facts can be used without reading it.
    package static func statSignature(_ path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let fields: [Int64] = [Int64(info.st_size), Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec),
                               Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec), Int64(bitPattern: UInt64(info.st_ino)),
                               Int64(info.st_dev)]
        #else
        let fields: [Int64] = [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec),
                               Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec), Int64(bitPattern: UInt64(info.st_ino)),
                               Int64(bitPattern: UInt64(info.st_dev))]
        #endif
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            hash ^= UInt64(bitPattern: field)
            hash = hash &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
        }
        return hash
    }

    /// The device and inode of what the path names (links followed): one `stat`, where
    /// `realpath` costs one `lstat` per path component. Two paths to one folder share it.
    package static func identity(_ path: String) -> Result<FileIdentity, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
        return .success(FileIdentity(device: UInt64(bitPattern: Int64(info.st_dev)), inode: UInt64(info.st_ino)))
    }

    package struct FileIdentity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    package static func realPath(_ path: String) -> Result<String, Failure> {
        guard let resolved = realpath(path, nil) else { return .failure(Failure(code: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    package static func isReadable(_ path: String) -> Result<Void, Failure> {
        access(path, R_OK) == 0 ? .success(()) : .failure(Failure(code: errno))
    }

    /// Names with the kind the folder listing already knows (`d_type`), so that walking a tree
    /// needs no `lstat` per entry; nil where the file system does not say.
    package static func folderEntriesWithKinds(_ path: String) -> Result<[(name: String, kind: EntryKind?)], Failure> {
        guard let folder = opendir(path) else { return .failure(Failure(code: errno)) }
        defer { closedir(folder) }
        var entries: [(name: String, kind: EntryKind?)] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            guard name != "." && name != ".." else { continue }
            let kind: EntryKind?
            switch Int(entry.pointee.d_type) {
            case Int(DT_REG): kind = .file
            case Int(DT_DIR): kind = .folder
            case Int(DT_LNK): kind = .symbolicLink
            default: kind = nil
            }
            entries.append((name, kind))
        }
        entries.sort { PathText.precedes($0.name, $1.name) }
        return .success(entries)
    }

    /// One folder as discovery needs it: what it is (device and inode, from the open descriptor)
    /// and its entries, sorted by name bytes.
    package struct FolderListing {
        package var identity: FileIdentity
        package var entries: [(name: String, kind: EntryKind?)]
        /// Whether an entry's name equals `configurationFileName` ignoring ASCII case (a
        /// case-insensitive file system opens it under either spelling).
        package var holdsConfigurationFile: Bool
    }

    /// Lists a folder for a walk in the calls `find` makes: no `stat` by path (the identity comes
    /// from `fstat` on the descriptor `opendir` opened), and no `String` made for a plain file
    /// whose name does not end in `keptFileSuffix` (ASCII), which the walk would skip anyway.
    /// On failure nothing was read: the caller learns the reason from `identity` and the error.
    package static func listFolder(_ path: String, keptFileSuffix: String,
                                   configurationFileName: String) -> Result<FolderListing, Failure> {
        guard let folder = opendir(path) else { return .failure(Failure(code: errno)) }
        defer { closedir(folder) }
        var info = stat()
        guard fstat(dirfd(folder), &info) == 0 else { return .failure(Failure(code: errno)) }
        let identity = FileIdentity(device: UInt64(bitPattern: Int64(info.st_dev)), inode: UInt64(info.st_ino))
        let suffix = Array(keptFileSuffix.utf8)
        let configurationName = Array(configurationFileName.utf8)
        var holdsConfigurationFile = false
        var entries: [(name: String, kind: EntryKind?)] = []
        while let entry = readdir(folder) {
            let kind: EntryKind?
            switch Int(entry.pointee.d_type) {
            case Int(DT_REG): kind = .file
            case Int(DT_DIR): kind = .folder
            case Int(DT_LNK): kind = .symbolicLink
            default: kind = nil
            }
            let name: String? = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { bytes in
                    let count = strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))
                    if count <= 2 && bytes[0] == UInt8(ascii: ".") && (count == 1 || bytes[1] == UInt8(ascii: ".")) {
                        return nil
                    }
                    if count == configurationName.count
                        && (0..<count).allSatisfy({ asciiLowercased(bytes[$0]) == asciiLowercased(configurationName[$0]) }) {
                        holdsConfigurationFile = true
                    }
                    // A name whose bytes lack the suffix cannot end in it as a `String` either
                    // (no other character is canonically equivalent to an ASCII one).
                    if kind == .file && (count < suffix.count
                        || !(0..<suffix.count).allSatisfy({ bytes[count - suffix.count + $0] == suffix[$0] })) {
                        return nil
                    }
                    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
                }
            }
            if let name { entries.append((name, kind)) }
        }
        entries.sort { PathText.precedes($0.name, $1.name) }
        return .success(FolderListing(identity: identity, entries: entries, holdsConfigurationFile: holdsConfigurationFile))
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// Writes every byte, going on after short writes and interruptions; 0 when all were
    /// written, else the `errno` of the failure (EPIPE: the reader went away; ENOSPC: disk full).
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }

    /// Modification time in whole seconds since 1970, not following a symbolic link.
    package static func modificationTime(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        return Int(info.st_mtimespec.tv_sec)
        #else
        return Int(info.st_mtim.tv_sec)
        #endif
    }

    /// Whether anything (a dangling link included) is at the path.
    package static func exists(_ path: String) -> Bool {
        if case .success = linkKind(path) { return true }
        return false
    }

    /// Creates `path` and any missing folders above it (`mkdir -p`, mode 0755 before the umask).
    /// Succeeds when a folder is already there; fails when a file is in the way.
    @discardableResult
    package static func createFolders(_ path: String) -> Result<Void, Failure> {
        if case .success(let kind) = targetKind(path) {
            return kind == .folder ? .success(()) : .failure(Failure(code: EEXIST))
        }
        let parent = PathText.parent(path)
        if !parent.isEmpty, parent != path, parent != "/" {
            if case .failure(let failure) = createFolders(parent) { return .failure(failure) }
        }
        if mkdir(path, 0o755) != 0, errno != EEXIST { return .failure(Failure(code: errno)) }
        return .success(())
    }

    /// Whether this process may write into `path` (access(2) with the real user's rights).
    package static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// Removes `path` and, when it is a folder, everything in it, without following symbolic
    /// links (a link is removed, never its target). Best effort: what cannot be removed stays.
    package static func removeTree(_ path: String) {
        if case .success(.folder) = linkKind(path) {
            if case .success(let entries) = folderEntriesWithKinds(path) {
                for entry in entries { removeTree(PathText.join(path, entry.name)) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Removes one file or link (unlink(2)); false when nothing was removed.
    @discardableResult
    package static func removeFile(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Renames `source` over `destination` in one step (rename(2)).
    package static func rename(_ source: String, to destination: String) -> Bool {
        #if canImport(Glibc)
        return Glibc.rename(source, destination) == 0
        #elseif canImport(Musl)
        return Musl.rename(source, destination) == 0
        #else
        return Darwin.rename(source, destination) == 0
        #endif
    }

    /// Closes a descriptor; false when close(2) reports an error (some file systems report a
    /// failed write only then).
    @discardableResult
    package static func close(_ descriptor: Int32) -> Bool {
        #if canImport(Glibc)
        return Glibc.close(descriptor) == 0
        #elseif canImport(Musl)
        return Musl.close(descriptor) == 0
        #else
        return Darwin.close(descriptor) == 0
        #endif
    }

    /// Creates a new file for writing, failing when one is already there (the temporaries of
    /// `replace` are never shared between runs).
    package static func openNewFile(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }

    /// Replaces the file at `path` whole with `bytes`, or leaves it as it was: a temporary
    /// `.NAME.PID.RANDOM` beside it is written, then renamed over it (what Foundation's atomic
    /// `write(toFile:)` did). A new file gets mode 0666 less the umask.
    package static func writeFileAtomically(_ path: String, _ bytes: [UInt8]) -> Result<Void, Failure> {
        let folder = PathText.parent(path)
        let temporary = PathText.join(folder, ".\(PathText.lastComponent(path)).\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        var failure = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
        if !close(descriptor), failure == 0 { failure = errno }
        if failure == 0, !rename(temporary, to: path) { failure = errno }
        if failure != 0 {
            unlink(temporary)
            return .failure(Failure(code: failure))
        }
        return .success(())
    }

    /// This process's identifier.
    package static var processIdentifier: Int32 { getpid() }

    /// Whole seconds since 1970 by the wall clock.
    package static func secondsSince1970() -> Int {
        Int(time(nil))
    }

    /// The current user's home folder from the user database, for an environment without `HOME`.
    package static func userHomeFolder() -> String? {
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return nil }
        let path = String(cString: folder)
        return path.hasPrefix("/") ? path : nil
    }

    /// The whole file in one allocation of its size (files are read once each, on every core:
    /// a zero-filled staging buffer per file showed up as the top memset in profiles).
    package static func readFile(_ path: String) -> Result<[UInt8], Failure> {
        // Opened without blocking: a FIFO (named on the command line, or put where a file was
        // after discovery) would otherwise wait forever for a writer. Reads block again below,
        // so a FIFO with a writer is read to its end and one without reads as empty.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(code: errno)) }
        defer { close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return readAll(descriptor)
    }

    /// Everything left to read from an open descriptor (standard input too), sized by `fstat`.
    package static func readAll(_ descriptor: Int32) -> Result<[UInt8], Failure> {
        var info = stat()
        var expected = 0
        if fstat(descriptor, &info) == 0 { expected = max(0, Int(info.st_size)) }
        var bytes: [UInt8] = []
        var failure: Int32 = 0
        // Read the expected size directly into the array; keep going if the file grew meanwhile.
        var capacity = expected + 1
        while true {
            let before = bytes.count
            bytes.reserveCapacity(before + capacity)
            var got = 0
            bytes.append(contentsOf: repeatElement(0, count: capacity))
            bytes.withUnsafeMutableBytes { raw in
                while got < capacity {
                    let count = read(descriptor, raw.baseAddress! + before + got, capacity - got)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 { break }
                    got += count
                }
            }
            if failure != 0 { return .failure(Failure(code: failure)) }
            bytes.removeLast(capacity - got)
            if got < capacity { return .success(bytes) }
            capacity = 65536
        }
    }
}
