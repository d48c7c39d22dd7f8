import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
import ViperLintTestSupport

final class TokenizerPositionTests: XCTestCase {
    private func positions(_ source: [UInt8]) -> [String] {
        Tokenizer.tokenize(source).filter { !$0.kind.isTrivia }.map { "\($0.line):\($0.column)" }
    }

    func testCRLFCountsAsOneNewline() {
        XCTAssertEqual(positions(Array("a\r\nb\r\n\r\nc".utf8)), ["1:1", "2:1", "4:1"])
    }

    func testLoneCarriageReturnIsNewline() {
        XCTAssertEqual(positions(Array("a\rb\r\rc".utf8)), ["1:1", "2:1", "4:1"])
    }

    func testColumnsCountUTF8Bytes() {
        XCTAssertEqual(positions(Array("é = \"ü\"; x".utf8)), ["1:1", "1:4", "1:6", "1:10", "1:12"])
    }

    func testLinesAdvanceAcrossMultiLineTokens() {
        let source = "/* a\r\n b */ x \"\"\"\n\\(1)\n\"\"\" y\n#/\nz\n/# w"
        XCTAssertEqual(positions(Array(source.utf8)), ["2:7", "2:9", "4:5", "5:1", "7:4"])
    }

    func testNewlineTokenIncludesCRLF() {
        let tokens = Tokenizer.tokenize(Array("a\r\nb".utf8))
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .newline, .identifier])
        XCTAssertEqual(tokens[1].length, 2)
    }
}
