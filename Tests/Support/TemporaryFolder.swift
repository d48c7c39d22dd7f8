import Foundation
import XCTest

/// A fresh folder under the system temp folder, removed when the test ends.
package struct TemporaryFolder {
    package let path: String

    package init(_ test: XCTestCase) throws {
        let base = NSTemporaryDirectory() + "viper-lint-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = base
        test.addTeardownBlock { [base] in
            // Undo chmod 000 first, or the removal fails.
            if let enumerator = FileManager.default.enumerator(atPath: base) {
                for case let item as String in enumerator {
                    chmod(base + "/" + item, 0o755)
                }
            }
            try? FileManager.default.removeItem(atPath: base)
        }
    }

    /// Writes a file, creating its folders.
    @discardableResult
    package func write(_ relativePath: String, _ text: String = "") throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    package func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }

    /// A Unix domain socket at `relativePath`: it passes every permission check, yet opening it as
    /// a file fails (ENXIO) for every user, root included, so it stands in for an unreadable file.
    package func socket(_ relativePath: String) throws {
        let full = path + "/" + relativePath
        #if os(Linux)
        let descriptor = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = Foundation.socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(full.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (offset, byte) in bytes.enumerated() { buffer[offset] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    package func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
    }
}
