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
