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

    package func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
    }
}
