import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
import ViperLintTestSupport

/// `Tokenizer.significantTokens` skips building trivia tokens; it must give exactly what filtering
/// the whole token list gives, on any input.
final class SignificantScanTests: XCTestCase {
    private func assertSame(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let expected = Tokenizer.significantTokens(filtering: Tokenizer.tokenize(bytes), of: bytes)
        let actual = Tokenizer.significantTokens(bytes)
        guard actual.tokens != expected.tokens || actual.newlineBefore != expected.newlineBefore
            || actual.comments != expected.comments else { return }
        XCTFail("significant scan differs for \(String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription)",
                file: file, line: line)
    }

    func testSamplesAndTheirPrefixes() {
        for sample in tokenizerSamples {
            let bytes = Array(sample.utf8)
            for length in 0...bytes.count { assertSame(Array(bytes[0..<length])) }
        }
    }

    func testFixtures() throws {
        let files = fixtureSwiftFiles()
        XCTAssertGreaterThan(files.count, 100, "expected the fixture apps' sources under Fixtures/")
        for relative in files {
            assertSame([UInt8](try Data(contentsOf: URL(fileURLWithPath: fixturesPath + "/" + relative))))
        }
    }

    func testRandomMutations() {
        var random = SplitMix64(state: 7)
        let alphabet = Array("\"\\#/()*`'\n\r{}[]$@?!. ".utf8) + [0, 0xFF, 0xC3, 0xE2, 0x80]
        for sample in tokenizerSamples {
            let original = Array(sample.utf8)
            guard !original.isEmpty else { continue }
            for _ in 0..<200 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    bytes[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                }
                assertSame(bytes)
            }
        }
    }

    /// The cases the flags exist for: a block comment across lines is a line break, one on a
    /// line is not; a comment after code on its line says so; strings across lines keep counting.
    func testTriviaFlags() {
        let source = "a /* x\n y */ b /* z */ c // d\n/* e */ f \"\"\"\n s\n \"\"\" g\r\nh"
        let scan = Tokenizer.significantTokens(Array(source.utf8))
        XCTAssertEqual(scan.tokens.map(\.line), [1, 2, 2, 3, 3, 5, 6])
        XCTAssertEqual(scan.newlineBefore, [true, true, false, true, false, false, true])
        XCTAssertEqual(scan.comments.map(\.codeBeforeOnLine), [true, true, true, false])
        assertSame(Array(source.utf8))
    }
}
