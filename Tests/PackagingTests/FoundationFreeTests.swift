import Foundation
import XCTest

/// The tool does not link Foundation on Linux: loading it (with its ICU data) cost about 10 ms of
/// every run, a third of a warm lint of a 3,000-file app. Foundation may be imported only on Apple
/// platforms, where it is in the shared cache, inside a `canImport(Darwin)` branch.
final class FoundationFreeTests: XCTestCase {
    func testProductSourcesImportFoundationOnlyOnApplePlatforms() throws {
        let sources = repositoryRoot + "/Sources"
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: sources)).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 50)
        var offending: [String] = []
        for file in files {
            let lines = try String(contentsOfFile: sources + "/" + file, encoding: .utf8).components(separatedBy: "\n")
            var branch: [String] = []  // the condition of each open #if, innermost last
            for (number, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("#if ") {
                    branch.append(trimmed)
                } else if trimmed.hasPrefix("#elseif ") || trimmed == "#else" {
                    if !branch.isEmpty { branch[branch.count - 1] = trimmed }
                } else if trimmed.hasPrefix("#endif") {
                    _ = branch.popLast()
                } else if trimmed.range(of: #"^(@\w+ )*import (struct |class |enum |func )?Foundation(\.|$| )"#, options: .regularExpression) != nil
                            || trimmed.range(of: #"^(@\w+ )*import (\w+ )?Foundation(Essentials|Internationalization)\b"#, options: .regularExpression) != nil {
                    let onApplePlatforms = branch.last.map { $0.hasPrefix("#if canImport(Darwin)") || $0.hasPrefix("#elseif canImport(Darwin)") || $0.contains("os(macOS)") } ?? false
                    if !onApplePlatforms { offending.append("\(file):\(number + 1): \(trimmed)") }
                }
            }
        }
        XCTAssertEqual(offending, [], "Foundation imported outside an Apple-only branch")
    }
}
