import Foundation
import XCTest
import ViperLintFacts

/// Facts of a source written as a Swift string.
package func extractFacts(_ source: String, path: String = "Test.swift") -> FileFacts {
    FactExtractor.extract(path: path, bytes: Array(source.utf8))
}

/// Exact comparison of summaries, printed one per line on failure.
package func assertLines(_ actual: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.joined(separator: "\n"), expected.joined(separator: "\n"), file: file, line: line)
}

/// A small deterministic generator so mutation tests are reproducible.
package struct SplitMix64: RandomNumberGenerator {
    package var state: UInt64
    package init(state: UInt64) { self.state = state }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The repository's root, found from this file's location.
package let repositoryRoot: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The repository's `Fixtures/` folder.
package let fixturesPath: String = repositoryRoot + "/Fixtures"

/// The `.swift` files under `folder` (relative paths, sorted), or why there are none: a missing
/// or empty folder is a reason to fail, never a silently empty loop.
package func swiftFiles(under folder: String) -> (files: [String], problem: String?) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        return ([], "\(folder) is missing")
    }
    var files: [String] = []
    let walker = FileManager.default.enumerator(atPath: folder)
    while let relative = walker?.nextObject() as? String {
        // Hidden entries hold no fixture: Fixtures/PluginConsumer/.build is SwiftPM's scratch folder.
        if relative.split(separator: "/").last?.hasPrefix(".") == true {
            walker?.skipDescendants()
            continue
        }
        if relative.hasSuffix(".swift") { files.append(relative) }
    }
    return files.isEmpty ? ([], "\(folder) holds no .swift file") : (files.sorted(), nil)
}

/// The fixture apps' `.swift` files; fails the calling test when `Fixtures/` is missing or empty.
package func fixtureSwiftFiles(file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let found = swiftFiles(under: fixturesPath)
    if let problem = found.problem { XCTFail(problem, file: file, line: line) }
    return found.files
}

/// The message of every golden test run with `VIPER_LINT_UPDATE_GOLDEN` set.
package let goldenUpdatedMessage = "golden updated: review the diff and rerun without VIPER_LINT_UPDATE_GOLDEN"

/// True when `VIPER_LINT_UPDATE_GOLDEN=1` asks golden tests to rewrite their files.
package var updatingGoldenFiles: Bool { ProcessInfo.processInfo.environment["VIPER_LINT_UPDATE_GOLDEN"] == "1" }

/// Compares `actual` with the golden file at `path`. With `VIPER_LINT_UPDATE_GOLDEN=1` it writes
/// `actual` there instead and fails anyway, so an update run is never green: the diff must be
/// reviewed and the tests rerun without the variable.
package func assertGolden(_ actual: String, path: String, stale: String,
                          file: StaticString = #filePath, line: UInt = #line) throws {
    if updatingGoldenFiles {
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
        XCTFail("\(goldenUpdatedMessage) (\(path))", file: file, line: line)
        return
    }
    let expected = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    XCTAssertEqual(actual, expected, stale, file: file, line: line)
}

/// The slow stress tests (huge inputs, tens of thousands of types) run only with
/// `VIPER_LINT_STRESS=1`; `.ci/run` runs them once in a release build.
package func skipUnlessStress() throws {
    if ProcessInfo.processInfo.environment["VIPER_LINT_STRESS"] != "1" {
        throw XCTSkip("stress test: set VIPER_LINT_STRESS=1 to run it (.ci/run does, in a release build)")
    }
}
