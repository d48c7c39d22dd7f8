import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
import ViperLintTestSupport

final class TokenizerRobustnessTests: XCTestCase {
    func testSamplesRoundTrip() {
        for sample in tokenizerSamples { assertRoundTrip(Array(sample.utf8)) }
    }

    func testFixturesRoundTrip() throws {
        let files = fixtureSwiftFiles()
        XCTAssertGreaterThan(files.count, 100, "expected the fixture apps' sources under Fixtures/")
        for relative in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: fixturesPath + "/" + relative))
            assertRoundTrip([UInt8](data))
        }
    }

    /// A missing or empty fixtures folder is a failure, not an empty loop that passes.
    func testFixtureWalkReportsAMissingOrEmptyFolder() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertEqual(swiftFiles(under: folder.path + "/Nowhere").problem, folder.path + "/Nowhere is missing")
        try folder.write("notes.md", "no Swift here")
        XCTAssertEqual(swiftFiles(under: folder.path).problem, folder.path + " holds no .swift file")
        try folder.write("A/B.swift")
        XCTAssertEqual(swiftFiles(under: folder.path).files, ["A/B.swift"])
        XCTAssertNil(swiftFiles(under: folder.path).problem)
    }

    func testEveryPrefixOfSamplesRoundTrips() {
        for sample in tokenizerSamples {
            let bytes = Array(sample.utf8)
            for length in 0...bytes.count { assertRoundTrip(Array(bytes[0..<length])) }
        }
    }

    func testRandomMutationsRoundTrip() {
        var random = SplitMix64(state: 42)
        let alphabet = Array("\"\\#/()*`'\n\r{}[]$@?!. ".utf8) + [0, 0xFF, 0xC3, 0xE2, 0x80]
        for sample in tokenizerSamples {
            let original = Array(sample.utf8)
            for _ in 0..<300 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    if Bool.random(using: &random) {
                        bytes[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                    } else {
                        bytes[index] = UInt8.random(in: 0...255, using: &random)
                    }
                }
                assertRoundTrip(bytes)
            }
        }
    }

    func testDeeplyNestedBracketsDoNotOverflow() {
        let bytes = Array(repeating: UInt8(ascii: "("), count: 100_000) + Array(repeating: UInt8(ascii: ")"), count: 100_000)
        assertRoundTrip(bytes)
        XCTAssertEqual(Tokenizer.tokenize(bytes).count, 200_000)
    }

    func testDeeplyNestedInterpolationsAreOneString() {
        let opening = Array(repeating: Array("\"\\(".utf8), count: 100_000).flatMap { $0 }
        let closing = Array(repeating: Array(")\"".utf8), count: 100_000).flatMap { $0 }
        let bytes = opening + Array("x".utf8) + closing
        let tokens = Tokenizer.tokenize(bytes)
        XCTAssertEqual(tokens.map(\.kind), [.string])
        XCTAssertEqual(tokens.first?.end, bytes.count)
    }

    func testUnclosedNestedInterpolationsRunToEndOfFile() {
        let bytes = Array(repeating: Array("\"\"\"\n\\(".utf8), count: 100_000).flatMap { $0 }
        XCTAssertEqual(Tokenizer.tokenize(bytes).map(\.kind), [.string])
    }

    func testTenMegabyteSingleLineStaysLinear() throws {
        try skipUnlessStress()
        let unit = Array("(/a [x] ".utf8)
        let bytes = Array(repeating: unit, count: 10_000_000 / unit.count).flatMap { $0 }
        let (tokens, lookahead) = Tokenizer.tokenizeCountingLookahead(bytes)
        XCTAssertLessThanOrEqual(lookahead, 2 * bytes.count)
        XCTAssertEqual(tokens.last?.end, bytes.count)
    }

    func testRepeatedUnterminatedExtendedRegexesStayLinear() {
        let bytes = Array(repeating: Array("x = #/\n(a\n".utf8), count: 20_000).flatMap { $0 }
        let (tokens, lookahead) = Tokenizer.tokenizeCountingLookahead(bytes)
        XCTAssertLessThanOrEqual(lookahead, 2 * bytes.count)
        XCTAssertEqual(tokens.last?.end, bytes.count)
    }

    func testRepeatedRawMultiLineOpenersStayLinear() {
        let bytes = Array(repeating: Array("#\"\"\" a \"\"\"# ".utf8), count: 50_000).flatMap { $0 }
        let (tokens, lookahead) = Tokenizer.tokenizeCountingLookahead(bytes)
        XCTAssertLessThanOrEqual(lookahead, 2 * bytes.count)
        XCTAssertEqual(tokens.last?.end, bytes.count)
    }

    func testInvalidUTF8AndNulBytesRoundTrip() {
        let bytes: [UInt8] = [0x61, 0x00, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x22, 0xF0, 0x9F, 0x98, 0x22, 0x0A, 0xC0, 0xAF]
        assertRoundTrip(bytes)
        XCTAssertTrue(Tokenizer.tokenize(bytes).contains { $0.kind == .error })
    }

    func testUnterminatedEverythingRoundTrips() {
        for source in ["\"", "\"\"\"", "#\"", "##\"\"\"\n", "/*", "/* /*", "`", "#/", "#/\n", "x = /a", "\"\\(",
                       "\"\\u{", "0x", "0x1.", "1e", "@", "#", "'", "\"\\", "#\"\\#(", "$"] {
            assertRoundTrip(Array(source.utf8))
        }
    }

    func testRandomGarbageRoundTrips() {
        var random = SplitMix64(state: 7)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...400, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            assertRoundTrip(bytes)
        }
    }
}
