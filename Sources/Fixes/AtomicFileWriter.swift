#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's content all at once: the bytes go to a temporary file in the same folder,
/// which is flushed, given the original's permissions and renamed over it. A reader (an editor,
/// a build) sees the old file or the new one, never half of it; a symbolic link is followed, so
/// the link stays and its target changes.
public enum AtomicFileWriter {
    public struct Failure: Error, Equatable {
        public var message: String
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let target: String
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        } else {
            target = path
        }
        var info = stat()
        let mode: mode_t = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let folder = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
        let name = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array("\(folder.isEmpty ? "" : folder)/.\(name).viper-lint-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(message: "cannot create a temporary file next to it: \(errorText())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let count = posixWrite(descriptor, raw.baseAddress! + written, raw.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = "cannot write: \(errorText())"
                    return
                }
                written += count
            }
        }
        if failure == nil && fchmod(descriptor, mode) != 0 { failure = "cannot set permissions: \(errorText())" }
        if failure == nil && fsync(descriptor) != 0 { failure = "cannot flush: \(errorText())" }
        if close(descriptor) != 0 && failure == nil { failure = "cannot close: \(errorText())" }
        if failure == nil && rename(temporary, target) != 0 { failure = "cannot replace the file: \(errorText())" }
        if let failure {
            unlink(temporary)
            throw Failure(message: failure)
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)).lowercased() }
}

/// `write(2)`, named apart from `AtomicFileWriter.write`.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Glibc.write(descriptor, buffer, count)
    #endif
}
