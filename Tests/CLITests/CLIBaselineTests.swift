import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintReporters
@testable import ViperLintEngine
@testable import ViperLintCLI
import ViperLintTestSupport

/// `--write-baseline` then `--baseline`: what is recorded stays hidden across edits, new findings fail.
final class CLIBaselineTests: XCTestCase {
    /// A project with the strong-view finding and a baseline recording it.
    private func baselined() throws -> TemporaryFolder {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let written = runCLI(["--write-baseline", "b.json"], in: root.path)
        XCTAssertEqual(written.exit, .clean)
        XCTAssertEqual(written.out, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.path + "/b.json"))
        return root
    }

    func testBaselineHidesRecordedFindings() throws {
        let root = try baselined()
        let result = runCLI(["--baseline", "b.json"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "No findings in 6 files, 1 module; 1 hidden by the baseline\n")
    }

    func testBaselineRecordsRuleFileAndSymbolWithoutLines() throws {
        let root = try baselined()
        let text = try String(contentsOfFile: root.path + "/b.json", encoding: .utf8)
        XCTAssertTrue(text.contains(#""file": "Login/LoginPresenter.swift""#), text)
        XCTAssertTrue(text.contains(#""symbol": "LoginPresenter.view""#), text)
        XCTAssertFalse(text.contains("\"line\""), text)
    }

    func testEditingAboveTheFindingKeepsItHidden() throws {
        let root = try baselined()
        try root.write("Login/LoginPresenter.swift", "import Foundation\n\n// Signs the user in.\n" + LoginProject.strongPresenter)
        let result = runCLI(["--baseline", "b.json"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }

    func testNewFindingOfTheSameKindInTheSameTypeFails() throws {
        let root = try baselined()
        try root.write("Login/LoginPresenter.swift", """
        final class LoginPresenter {
            var view: LoginViewInput?
            var interactor: LoginInteractor?
            var router: LoginRouter?
            var previousView: LoginViewInput?
        }

        """)
        let result = runCLI(["--baseline", "b.json"], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines.count, 1)
        XCTAssertTrue(result.findingLines.first?.hasPrefix("Login/LoginPresenter.swift:5:9: error: declare `previousView`") ?? false,
                      result.out)
    }

    func testFixedEntryIsMentionedInTheSummary() throws {
        let root = try baselined()
        try root.write("Login/LoginPresenter.swift", LoginProject.presenter())
        let result = runCLI(["--baseline", "b.json"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.err, "No findings in 6 files, 1 module; 1 baseline entry is fixed; rewrite the baseline\n")
    }

    func testStrictBaselineFailsOnAFixedEntry() throws {
        let root = try baselined()
        try root.write("Login/LoginPresenter.swift", LoginProject.presenter())
        let result = runCLI(["--baseline", "b.json", "--strict-baseline"], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertTrue(result.err.contains("viper-lint: stale baseline entry: weak-view-reference Login/LoginPresenter.swift LoginPresenter.view\n"),
                      result.err)
    }

    func testStrictBaselinePassesWhenNothingIsFixed() throws {
        let root = try baselined()
        XCTAssertEqual(runCLI(["--baseline", "b.json", "--strict-baseline"], in: root.path).exit, .clean)
    }

    func testMissingBaselineExitsTwoAndReportsFindings() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--baseline", "nope.json"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertTrue(result.errLines.first?.hasPrefix("viper-lint: nope.json: cannot read baseline") ?? false, result.err)
    }

    func testBaselineInAnotherFolderMatchesFromThere() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.makeFolder("ci")
        XCTAssertEqual(runCLI(["--write-baseline", "ci/b.json"], in: root.path).exit, .clean)
        XCTAssertEqual(runCLI(["--baseline", "ci/b.json"], in: root.path).exit, .clean)
        XCTAssertEqual(runCLI(["--baseline", "../ci/b.json"], in: root.path + "/Login").exit, .clean)
    }

    func testWriteBaselineSummaryCountsFindings() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--write-baseline", "b.json"], in: root.path)
        XCTAssertEqual(result.err, "viper-lint: wrote 1 finding to baseline b.json\n")
    }
}
