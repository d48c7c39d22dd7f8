import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
import ViperLintTestSupport

final class JSONParserTests: XCTestCase {
    private func parseError(_ text: String) -> String? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    func testObjectKeepsKeyOrderAndPositions() throws {
        let node = try JSONParser.parse("{\n  \"b\": 1,\n  \"a\": [true, null]\n}")
        guard case .object(let members) = node.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["b", "a"])
        XCTAssertEqual(members.map { [$0.keyLine, $0.keyColumn] }, [[2, 3], [3, 3]])
        XCTAssertEqual([members[1].value.line, members[1].value.column], [3, 8])
        XCTAssertEqual(members[1].value.value, .array([
            JSONNode(.bool(true), line: 3, column: 9), JSONNode(.null, line: 3, column: 15),
        ]))
    }

    func testDuplicateKeysAreKept() throws {
        let node = try JSONParser.parse(#"{"a": 1, "a": 2}"#)
        guard case .object(let members) = node.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "a"])
    }

    func testStringEscapesAndSurrogatePairsDecode() throws {
        let node = try JSONParser.parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#)
        XCTAssertEqual(node.stringValue, "a\"\\/\u{08}\u{0C}\n\r\té😀")
    }

    func testNumbersKeepTheirTextAndIntegersConvert() throws {
        XCTAssertEqual(try JSONParser.parse("-12").intValue, -12)
        XCTAssertEqual(try JSONParser.parse("1.5e3").value, .number("1.5e3"))
        XCTAssertNil(try JSONParser.parse("1.0").intValue)
        XCTAssertNil(try JSONParser.parse("99999999999999999999").intValue)
    }

    func testMissingCommaNamesLineAndColumn() {
        XCTAssertEqual(parseError("{\n  \"a\": 1\n  \"b\": 2\n}"), "invalid JSON at 3:3: expected ',' or '}'")
    }

    func testTrailingCommaInArrayIsAnError() {
        XCTAssertEqual(parseError("[1,]"), "invalid JSON at 1:4: unexpected ']', expected a value")
    }

    func testEmptyInputIsAnError() {
        XCTAssertEqual(parseError(""), "invalid JSON at 1:1: unexpected end of input, expected a value")
    }

    func testTextAfterTheDocumentIsAnError() {
        XCTAssertEqual(parseError("{} x"), "invalid JSON at 1:4: unexpected text after the end of the document")
    }

    func testLeadingZeroIsAnError() {
        XCTAssertEqual(parseError("01"), "invalid JSON at 1:2: a number cannot have a leading zero")
    }

    func testUnterminatedStringIsAnError() {
        XCTAssertEqual(parseError("\"abc"), "invalid JSON at 1:5: unterminated string")
    }

    func testRawControlCharacterInStringIsAnError() {
        XCTAssertEqual(parseError("\"a\tb\""), "invalid JSON at 1:3: control character in string, escape it")
    }

    func testLoneSurrogateIsAnError() {
        XCTAssertEqual(parseError(#""\ud800x""#), "invalid JSON at 1:8: unpaired surrogate in \\u escape")
    }

    func testInvalidEscapeIsAnError() {
        XCTAssertEqual(parseError(#""\q""#), "invalid JSON at 1:3: invalid escape '\\q'")
    }

    func testMisspelledLiteralIsAnError() {
        XCTAssertEqual(parseError("tru"), "invalid JSON at 1:1: invalid literal, expected 'true'")
    }

    func testInvalidUTF8InStringIsAnError() {
        XCTAssertThrowsError(try JSONParser.parse([0x22, 0xFF, 0x22]))
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("true".utf8)).value, .bool(true))
    }

    func testDeepNestingFailsWithAClearErrorInsteadOfTrapping() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(parseError(deep), "invalid JSON at 1:129: nesting deeper than 128 levels")
    }

    func testNestingAtTheLimitParses() {
        let text = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        XCTAssertNoThrow(try JSONParser.parse(text))
    }

    func testEveryPrefixOfADocumentFailsOrParsesWithoutTrapping() {
        let document = Array(#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c": true}"#.utf8)
        for length in 0...document.count {
            _ = try? JSONParser.parse(Array(document.prefix(length)))
        }
    }
}
