import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class CheckstyleReporterTests: XCTestCase {
    func testNastyReportRendersExactly() {
        let expected = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Sources/Café Flow/Login Presenter.swift">
            <error line="7" column="9" severity="warning" message="&quot;UserEntity&quot; crosses &lt;presenter&gt; &amp; view&#10;&#9;use a display struct 🚀" source="viper-lint.entity-in-presenter"/>
            <error line="7" column="9" severity="error" message="move 100% of `present(_:animated:)` to O&apos;Brien&apos;s router, a,b: c" source="viper-lint.navigation-in-router"/>
          </file>
          <file name="Sources/Profile/ProfilePresenter.swift">
            <error line="12" column="5" severity="error" message="declare `view` as `weak var view: ProfileViewInput?`" source="viper-lint.weak-view-reference"/>
          </file>
        </checkstyle>
        """#
        XCTAssertEqual(CheckstyleReporter().render(ReporterFixtures.nasty), expected + "\n")
    }

    func testEmptyReportRendersExactly() {
        let expected = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
        </checkstyle>
        """#
        XCTAssertEqual(CheckstyleReporter().render(ReporterFixtures.empty), expected + "\n")
    }

    func testAttributeEscapingEncodesMarkupAndWhitespaceAndDropsIllegalCharacters() {
        XCTAssertEqual(XMLEscaping.attribute("a&b<c>d\"e'f\ng\th\ri\u{0}j\u{1B}k\u{FFFE}l é🚀"),
                       "a&amp;b&lt;c&gt;d&quot;e&apos;f&#10;g&#9;h&#13;ij" + "kl é🚀")
    }

    func testContentEscapingKeepsNewlinesAndTabs() {
        XCTAssertEqual(XMLEscaping.content("<a>\n\t&\r"), "&lt;a&gt;\n\t&amp;&#13;")
    }

    func testOutputParsesAsXML() throws {
        #if canImport(FoundationXML)
        let data = Data(CheckstyleReporter().render(ReporterFixtures.nasty).utf8)
        let document = try XMLDocument(data: data)
        let errors = try document.nodes(forXPath: "//error")
        XCTAssertEqual(errors.count, 3)
        let message = (errors.first as? XMLElement)?.attribute(forName: "message")?.stringValue
        XCTAssertEqual(message, "\"UserEntity\" crosses <presenter> & view\n\tuse a display struct 🚀")
        #endif
    }
}
