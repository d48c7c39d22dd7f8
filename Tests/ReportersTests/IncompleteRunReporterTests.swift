import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

/// An incomplete run (exit code 2) is recorded, with its reasons, in every machine format.
final class IncompleteRunReporterTests: XCTestCase {
    private let report = LintReport(findings: [], fileCount: 3, moduleCount: 1, durationMs: 5,
                                    problems: ["Sources/Broken.swift: permission denied", "Sourcs: holds no Swift file to lint"])

    func testJSONListsTheProblems() {
        let text = JSONReporter().render(report)
        XCTAssertTrue(text.contains("\"incomplete\": true"), text)
        XCTAssertTrue(text.contains("\"problems\": [\n      \"Sources/Broken.swift: permission denied\",\n      \"Sourcs: holds no Swift file to lint\"\n    ]"), text)
    }

    func testSARIFMarksTheExecutionUnsuccessfulWithNotifications() {
        let text = SARIFReporter().render(report)
        XCTAssertTrue(text.contains("\"executionSuccessful\": false"), text)
        XCTAssertTrue(text.contains("\"text\": \"Sourcs: holds no Swift file to lint\""), text)
    }

    func testJUnitHasAnErroredCase() {
        let text = JUnitReporter().render(report)
        XCTAssertTrue(text.contains("tests=\"1\" failures=\"0\" errors=\"1\""), text)
        XCTAssertTrue(text.contains("<testcase classname=\"viper-lint\" name=\"viper-lint run\">"), text)
        XCTAssertTrue(text.contains("Sources/Broken.swift: permission denied"), text)
    }

    func testCheckstyleHasAnErrorPerProblem() {
        let text = CheckstyleReporter().render(report)
        XCTAssertEqual(text.components(separatedBy: "source=\"viper-lint.incomplete\"").count - 1, 2, text)
    }

    func testGitHubAnnotatesEachProblem() {
        let text = GitHubActionsReporter().render(report)
        XCTAssertEqual(text, "::error title=viper-lint::incomplete run: Sources/Broken.swift: permission denied\n"
                       + "::error title=viper-lint::incomplete run: Sourcs: holds no Swift file to lint\n")
    }

    func testACompleteRunSaysNothingOfIt() {
        let complete = LintReport(findings: [], fileCount: 3, moduleCount: 1, durationMs: 5)
        XCTAssertFalse(JSONReporter().render(complete).contains("incomplete"))
        XCTAssertFalse(SARIFReporter().render(complete).contains("invocations"))
        XCTAssertFalse(CheckstyleReporter().render(complete).contains("incomplete"))
        XCTAssertTrue(JUnitReporter().render(complete).contains("errors=\"0\""))
    }
}
