import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class JUnitReporterTests: XCTestCase {
    func testNastyReportRendersExactly() {
        let expected = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="viper-lint" tests="3" failures="3" errors="0" time="1.234">
          <testsuite name="viper-lint" tests="3" failures="3" errors="0" time="1.234">
            <testcase classname="Sources/Café Flow/Login Presenter.swift" name="7:9 entity-in-presenter">
              <failure type="entity-in-presenter" message="&quot;UserEntity&quot; crosses &lt;presenter&gt; &amp; view&#10;&#9;use a display struct 🚀">Sources/Café Flow/Login Presenter.swift:7:9: warning: &quot;UserEntity&quot; crosses &lt;presenter&gt; &amp; view\n\#tuse a display struct 🚀 [entity-in-presenter]</failure>
            </testcase>
            <testcase classname="Sources/Café Flow/Login Presenter.swift" name="7:9 navigation-in-router">
              <failure type="navigation-in-router" message="move 100% of `present(_:animated:)` to O&apos;Brien&apos;s router, a,b: c">Sources/Café Flow/Login Presenter.swift:7:9: error: move 100% of `present(_:animated:)` to O&apos;Brien&apos;s router, a,b: c [navigation-in-router]</failure>
            </testcase>
            <testcase classname="Sources/Profile/ProfilePresenter.swift" name="12:5 weak-view-reference">
              <failure type="weak-view-reference" message="declare `view` as `weak var view: ProfileViewInput?`">Sources/Profile/ProfilePresenter.swift:12:5: error: declare `view` as `weak var view: ProfileViewInput?` [weak-view-reference]
        Sources/Profile/ProfilePresenter.swift:3:10: note: view protocol declared here</failure>
            </testcase>
          </testsuite>
        </testsuites>
        """#
        XCTAssertEqual(JUnitReporter().render(ReporterFixtures.nasty), expected + "\n")
    }

    func testEmptyReportHasOnePassingTestCase() {
        let expected = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="viper-lint" tests="1" failures="0" errors="0" time="0.005">
          <testsuite name="viper-lint" tests="1" failures="0" errors="0" time="0.005">
            <testcase classname="viper-lint" name="viper-lint"/>
          </testsuite>
        </testsuites>
        """#
        XCTAssertEqual(JUnitReporter().render(ReporterFixtures.empty), expected + "\n")
    }

    func testDurationIsWrittenAsSecondsWithMilliseconds() {
        XCTAssertEqual(JUnitReporter.seconds(0), "0.000")
        XCTAssertEqual(JUnitReporter.seconds(7), "0.007")
        XCTAssertEqual(JUnitReporter.seconds(61_050), "61.050")
        XCTAssertEqual(JUnitReporter.seconds(-3), "0.000")
    }

    func testOutputParsesAsXML() throws {
        #if canImport(FoundationXML)
        let data = Data(JUnitReporter().render(ReporterFixtures.nasty).utf8)
        let document = try XMLDocument(data: data)
        XCTAssertEqual(try document.nodes(forXPath: "//testcase").count, 3)
        XCTAssertEqual(try document.nodes(forXPath: "//failure").count, 3)
        #endif
    }
}
