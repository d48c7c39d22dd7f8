#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
// On Apple platforms Foundation is in the shared cache and costs nothing measurable to load, and
// `environ` is not exported to Swift there.
import Foundation
#endif

/// The process's environment and working folder without Foundation on Linux, where loading it
/// costs about 10 ms of every run (see `Locked`).
package enum ProcessEnvironment {
    /// Every variable; for a name given twice, the first (as `getenv` reads it).
    package static func variables() -> [String: String] {
        #if canImport(Darwin)
        return ProcessInfo.processInfo.environment
        #else
        var result: [String: String] = [:]
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = start else { return result }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[text.startIndex..<equals])
                if result[name] == nil {
                    result[name] = String(text[text.utf8.index(after: equals)...])
                }
            }
            entry += 1
        }
        return result
        #endif
    }

    /// The working folder (getcwd(3)); "/" when it cannot be read (removed under the process).
    package static func currentFolder() -> String {
        var size = 4096
        while size <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: size)
            if getcwd(&buffer, size) != nil {
                return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            guard errno == ERANGE else { break }
            size *= 2
        }
        return "/"
    }
}
