import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class ReporterJSONWriterTests: XCTestCase {
    func testStringEscapingCoversQuotesBackslashAndControls() {
        XCTAssertEqual(JSONWriter.quoted("a\"b\\c\nd\re\tf\u{8}g\u{C}h\u{0}i\u{1F}j/k"),
                       #""a\"b\\c\nd\re\tf\bg\fh\u0000i\u001fj/k""#)
    }

    func testNonASCIIIsKeptAsUTF8ButLineSeparatorsAreEscaped() {
        // U+2028/U+2029 would end a line in JavaScript; everything else non-ASCII stays as is.
        XCTAssertEqual(JSONWriter.quoted("é🚀\u{2028}\u{2029}\u{7F}"), #""é🚀\u2028\u2029"# + "\u{7F}\"")
    }

    func testObjectsKeepInsertionOrderAndPrettyPrintWithTwoSpaces() {
        let value = JSONValue.object([("z", .int(-1)), ("a", .array([.bool(true), .null])),
                                      ("m", .object([])), ("e", .array([]))])
        let expected = #"""
        {
          "z": -1,
          "a": [
            true,
            null
          ],
          "m": {},
          "e": []
        }
        """#
        XCTAssertEqual(JSONWriter.serialize(value), expected + "\n")
    }

    func testScalarDocumentEndsWithNewline() {
        XCTAssertEqual(JSONWriter.serialize(.string("x")), "\"x\"\n")
    }

    func testOptionalStringBecomesNull() {
        XCTAssertEqual(JSONValue.optional(nil), .null)
        XCTAssertEqual(JSONValue.optional("s"), .string("s"))
    }
}
