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

    /// Every proper prefix of a document is an error with an exact position and reason (input
    /// that ends early is reported where it ends; a cut literal where the literal starts), and
    /// the whole document parses to exactly the expected value.
    func testEveryPrefixOfADocumentFailsWithItsPositionOrParses() throws {
        let document = #"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c": true}"#
        let expected: [(prefix: String, line: Int, column: Int, reason: String)] = [
            (#""#, 1, 1, #"unexpected end of input, expected a value"#),
            (#"{"#, 1, 2, #"unexpected end of input, expected a key"#),
            (#"{""#, 1, 3, #"unterminated string"#),
            (#"{"a"#, 1, 4, #"unterminated string"#),
            (#"{"a""#, 1, 5, #"expected ':' after the key"#),
            (#"{"a":"#, 1, 6, #"unexpected end of input, expected a value"#),
            (#"{"a": "#, 1, 7, #"unexpected end of input, expected a value"#),
            (#"{"a": ["#, 1, 8, #"unexpected end of input, expected a value"#),
            (#"{"a": [1"#, 1, 9, #"expected ',' or ']'"#),
            (#"{"a": [1,"#, 1, 10, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, "#, 1, 11, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -"#, 1, 12, #"expected a digit"#),
            (#"{"a": [1, -2"#, 1, 13, #"expected ',' or ']'"#),
            (#"{"a": [1, -2."#, 1, 14, #"expected a digit after '.'"#),
            (#"{"a": [1, -2.5"#, 1, 15, #"expected ',' or ']'"#),
            (#"{"a": [1, -2.5e"#, 1, 16, #"expected a digit in the exponent"#),
            (#"{"a": [1, -2.5e+"#, 1, 17, #"expected a digit in the exponent"#),
            (#"{"a": [1, -2.5e+3"#, 1, 18, #"expected ',' or ']'"#),
            (#"{"a": [1, -2.5e+3,"#, 1, 19, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -2.5e+3, "#, 1, 20, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -2.5e+3, ""#, 1, 21, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x"#, 1, 22, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\"#, 1, 23, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\u"#, 1, 24, #"unterminated \u escape"#),
            (#"{"a": [1, -2.5e+3, "x\u0"#, 1, 25, #"unterminated \u escape"#),
            (#"{"a": [1, -2.5e+3, "x\u00"#, 1, 26, #"unterminated \u escape"#),
            (#"{"a": [1, -2.5e+3, "x\u004"#, 1, 27, #"unterminated \u escape"#),
            (#"{"a": [1, -2.5e+3, "x\u0041"#, 1, 28, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\"#, 1, 29, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n"#, 1, 30, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n""#, 1, 31, #"expected ',' or ']'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n","#, 1, 32, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", "#, 1, 33, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"#, 1, 34, #"unexpected end of input, expected a key"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {""#, 1, 35, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b"#, 1, 36, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b""#, 1, 37, #"expected ':' after the key"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b":"#, 1, 38, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": "#, 1, 39, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": n"#, 1, 39, #"invalid literal, expected 'null'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": nu"#, 1, 39, #"invalid literal, expected 'null'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": nul"#, 1, 39, #"invalid literal, expected 'null'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null"#, 1, 43, #"expected ',' or '}'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}"#, 1, 44, #"expected ',' or ']'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}]"#, 1, 45, #"expected ',' or '}'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}],"#, 1, 46, #"unexpected end of input, expected a key"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "#, 1, 47, #"unexpected end of input, expected a key"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], ""#, 1, 48, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c"#, 1, 49, #"unterminated string"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c""#, 1, 50, #"expected ':' after the key"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c":"#, 1, 51, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c": "#, 1, 52, #"unexpected end of input, expected a value"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c": t"#, 1, 52, #"invalid literal, expected 'true'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c": tr"#, 1, 52, #"invalid literal, expected 'true'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c": tru"#, 1, 52, #"invalid literal, expected 'true'"#),
            (#"{"a": [1, -2.5e+3, "x\u0041\n", {"b": null}], "c": true"#, 1, 56, #"expected ',' or '}'"#),
        ]
        let bytes = Array(document.utf8)
        XCTAssertEqual(expected.map(\.prefix), (0..<bytes.count).map { String(decoding: bytes.prefix($0), as: UTF8.self) },
                       "the table must list every proper prefix, shortest first")
        for entry in expected {
            do {
                let node = try JSONParser.parse(entry.prefix)
                XCTFail("\(entry.prefix) parsed as \(node)")
            } catch {
                XCTAssertEqual(error, JSONParseError(line: entry.line, column: entry.column, reason: entry.reason), entry.prefix)
            }
        }
        let whole = try JSONParser.parse(document)
        XCTAssertEqual(whole, JSONNode(.object([
            JSONMember(key: "a", keyLine: 1, keyColumn: 2, value: JSONNode(.array([
                JSONNode(.number("1"), line: 1, column: 8),
                JSONNode(.number("-2.5e+3"), line: 1, column: 11),
                JSONNode(.string("xA\n"), line: 1, column: 20),
                JSONNode(.object([
                    JSONMember(key: "b", keyLine: 1, keyColumn: 34, value: JSONNode(.null, line: 1, column: 39)),
                ]), line: 1, column: 33),
            ]), line: 1, column: 7)),
            JSONMember(key: "c", keyLine: 1, keyColumn: 47, value: JSONNode(.bool(true), line: 1, column: 52)),
        ]), line: 1, column: 1))
    }
}
