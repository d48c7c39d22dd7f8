import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// UTF-16 positions, line endings, incremental changes and file URIs.
final class PositionTests: XCTestCase {
    /// `é` is 2 bytes and 1 UTF-16 unit, `日` 3 bytes and 1 unit, `🎉` 4 bytes and 2 units.
    let text = Array("aé日🎉b\r\nx\ry\n".utf8)

    func testPositionsCountUTF16UnitsAndEveryLineEnding() {
        let lines = LineIndex(text)
        XCTAssertEqual(lines.lineCount, 4)  // "aé日🎉b", "x", "y", ""
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 0), in: text).offset, 0)
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 2), in: text).offset, 3)   // after é
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 3), in: text).offset, 6)   // after 日
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 5), in: text).offset, 10)  // after 🎉
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 6), in: text).offset, 11)  // after b
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 1, character: 0), in: text).offset, 13)  // after \r\n
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 2, character: 1), in: text).offset, 16)  // after \r, y
        // Inside a surrogate pair: the character's start.
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 4), in: text).offset, 6)
        // Past the line's end: the line's end (not the next line), flagged.
        let past = lines.offset(of: LSPPosition(line: 0, character: 40), in: text)
        XCTAssertEqual(past.offset, 11)
        XCTAssertTrue(past.clamped)
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 9, character: 0), in: text).offset, text.count)
        XCTAssertFalse(lines.offset(of: LSPPosition(line: 4, character: 0), in: text).clamped, "the line after the last, character 0, is the end")

        XCTAssertEqual(lines.position(ofOffset: 10, in: text), LSPPosition(line: 0, character: 5))
        XCTAssertEqual(lines.position(ofOffset: 8, in: text), LSPPosition(line: 0, character: 3), "inside 🎉: its start")
        XCTAssertEqual(lines.position(ofOffset: 16, in: text), LSPPosition(line: 2, character: 1))
        // Findings' byte columns.
        XCTAssertEqual(lines.offset(line: 1, column: 11, in: text), 10)
        XCTAssertEqual(lines.offset(line: 3, column: 1, in: text), 15)
    }

    func testInvalidUTF8CountsOneUnitPerByte() {
        let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x62]  // a, invalid, truncated é, b
        let lines = LineIndex(bytes)
        XCTAssertEqual(lines.position(ofOffset: 4, in: bytes), LSPPosition(line: 0, character: 4))
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 3), in: bytes).offset, 3)
    }

    func testIncrementalChangesWithNonASCIIText() {
        var document = TextDocument(uri: "file:///a.swift", version: 1, text: Array("let s = \"é🎉\"\nlet t = 1\n".utf8))
        // Replace 🎉 (characters 10..<12 on line 0) with "ok".
        document.apply(range: (LSPPosition(line: 0, character: 10), LSPPosition(line: 0, character: 12)), text: Array("ok".utf8))
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "let s = \"éok\"\nlet t = 1\n")
        // Insert a line with an emoji, then edit after it on the next line.
        document.apply(range: (LSPPosition(line: 1, character: 0), LSPPosition(line: 1, character: 0)), text: Array("// 🎉🎉\n".utf8))
        document.apply(range: (LSPPosition(line: 1, character: 3), LSPPosition(line: 1, character: 5)), text: Array("x".utf8))
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "let s = \"éok\"\n// x🎉\nlet t = 1\n")
        // A range spanning lines.
        document.apply(range: (LSPPosition(line: 0, character: 13), LSPPosition(line: 2, character: 3)), text: Array("".utf8))
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "let s = \"éok\" t = 1\n")
        document.apply(range: nil, text: Array("whole".utf8))
        XCTAssertEqual(document.lines.lineCount, 1)
    }

    func testFileURIs() {
        XCTAssertEqual(DocumentURI.path(of: "file:///Users/me/My%20App/Login%2BSignup/Ä.swift"), "/Users/me/My App/Login+Signup/Ä.swift")
        XCTAssertEqual(DocumentURI.path(of: "file://localhost/tmp/a.swift"), "/tmp/a.swift")
        XCTAssertEqual(DocumentURI.path(of: "FILE:///tmp/./b/../a.swift"), "/tmp/a.swift")
        XCTAssertNil(DocumentURI.path(of: "untitled:Untitled-1"))
        XCTAssertNil(DocumentURI.path(of: "file://server/share/a.swift"))
        XCTAssertNil(DocumentURI.path(of: "file:///tmp/%ZZ.swift"))
        XCTAssertEqual(DocumentURI.uri(ofPath: "/tmp/My App/Ä+1.swift"), "file:///tmp/My%20App/%C3%84%2B1.swift")
        for path in ["/tmp/My App/Ä+1.swift", "/a/b#c?.swift", "/x/%41.swift"] {
            XCTAssertEqual(DocumentURI.path(of: DocumentURI.uri(ofPath: path)), path)
        }
    }

    /// The fast word collection visits every string field of the facts: it agrees with the
    /// `Encodable` one on every fixture file (a field added to the facts without a line in
    /// `FactWords.words` fails here).
    func testFactWordsCoverEveryStringOfTheFacts() throws {
        for relative in fixtureSwiftFiles() {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: fixturesPath + "/" + relative)))
            let facts = FactExtractor.extract(path: relative, bytes: bytes)
            XCTAssertEqual(Set(FactWords.words(of: facts).map(String.init)), Set(FactWords.wordsByEncoding(of: facts).map(String.init)), relative)
        }
    }
}
