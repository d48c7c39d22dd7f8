import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class TextReporterTests: XCTestCase {
    func testFindingsAreSortedWithNotesRightAfterTheirFinding() {
        let expected = #"""
        Sources/Café Flow/Login Presenter.swift:7:9: warning: "UserEntity" crosses <presenter> & view\n\#tuse a display struct 🚀 [entity-in-presenter]
        Sources/Café Flow/Login Presenter.swift:7:9: error: move 100% of `present(_:animated:)` to O'Brien's router, a,b: c [navigation-in-router]
        Sources/Profile/ProfilePresenter.swift:12:5: error: declare `view` as `weak var view: ProfileViewInput?` [weak-view-reference]
        Sources/Profile/ProfilePresenter.swift:3:10: note: view protocol declared here
        """#
        XCTAssertEqual(TextReporter().render(ReporterFixtures.nasty), expected + "\n")
    }

    func testEmptyReportPrintsNothing() {
        XCTAssertEqual(TextReporter().render(ReporterFixtures.empty), "")
    }

    func testLineBreaksAndControlCharactersAreEscapedSoAFindingStaysOneLine() {
        let finding = Finding(ruleId: "r", severity: .error, message: "a\r\nb\u{1B}c\u{2028}d\te",
                              location: SourceLocation(file: "x\ny.swift", line: 1, column: 2))
        XCTAssertEqual(TextReporter.lines(for: finding),
                       [#"x\ny.swift:1:2: error: a\r\nb\u{1B}c\u{2028}d"# + "\t" + "e [r]"])
    }

    func testSummaryLineCountsFindingsBySeverity() {
        XCTAssertEqual(TextReporter.summaryLine(ReporterFixtures.nasty),
                       "3 findings (2 errors, 1 warning) in 12 files, 3 modules")
    }

    func testSummaryLineUsesSingulars() {
        let report = LintReport(
            findings: [Finding(ruleId: "r", severity: .error, message: "m",
                               location: SourceLocation(file: "a.swift", line: 1, column: 1))],
            fileCount: 1, moduleCount: 1, durationMs: 0)
        XCTAssertEqual(TextReporter.summaryLine(report), "1 finding (1 error, 0 warnings) in 1 file, 1 module")
    }

    func testSummaryLineWithoutFindingsSaysSo() {
        let report = LintReport(findings: [], fileCount: 12, moduleCount: 3, durationMs: 0)
        XCTAssertEqual(TextReporter.summaryLine(report), "No findings in 12 files, 3 modules")
    }

    func testSummaryLineWithNothingLinted() {
        XCTAssertEqual(TextReporter.summaryLine(ReporterFixtures.empty), "No findings in 0 files, 0 modules")
    }
}
