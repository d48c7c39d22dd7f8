import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class SummaryReporterTests: XCTestCase {
    func testNastyReportRendersExactly() {
        let expected = #"""
        RULE                  SEVERITY  COUNT  MODULES
        entity-in-presenter   warning       1  -
        navigation-in-router  error         1  Café
        weak-view-reference   error         1  Profile
        total                               3  in 2 modules
        """#
        XCTAssertEqual(SummaryReporter().render(ReporterFixtures.nasty), expected + "\n")
    }

    func testEmptyReportShowsHeaderAndZeroTotal() {
        let expected = #"""
        RULE   SEVERITY  COUNT  MODULES
        total                0  in 0 modules
        """#
        XCTAssertEqual(SummaryReporter().render(ReporterFixtures.empty), expected + "\n")
    }

    func testRowsAreSortedByCountThenRule() {
        func finding(_ rule: String, _ module: String?) -> Finding {
            Finding(ruleId: rule, severity: .error, message: "m",
                    location: SourceLocation(file: "a.swift", line: 1, column: 1), module: module)
        }
        let report = LintReport(findings: [finding("b", "X"), finding("c", "Y"), finding("c", "X"),
                                           finding("a", nil), finding("c", "X")],
                                fileCount: 1, moduleCount: 2, durationMs: 0)
        let expected = #"""
        RULE   SEVERITY  COUNT  MODULES
        c      error         3  X, Y
        a      error         1  -
        b      error         1  X
        total                5  in 2 modules
        """#
        XCTAssertEqual(SummaryReporter().render(report), expected + "\n")
    }

    func testLongModuleListsAreTruncated() {
        let modules: Set<String> = ["A", "B", "C", "D", "E", "F", "G"]
        XCTAssertEqual(SummaryReporter.moduleList(modules), "A, B, C, D, E, +2 more")
    }
}
