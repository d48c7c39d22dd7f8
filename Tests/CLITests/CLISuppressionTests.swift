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

/// Inline `viper-lint:` directives as the command line applies them.
final class CLISuppressionTests: XCTestCase {
    private func lint(presenter body: String) throws -> CLIResult {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write("Login/LoginPresenter.swift", "final class LoginPresenter {\n" + body + "}\n")
        return runCLI(["--quiet"], in: root.path)
    }

    func testDisableNextHidesTheFinding() throws {
        let result = try lint(presenter: """
            // viper-lint:disable:next weak-view-reference
            var view: LoginViewInput?

        """)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }

    func testDisableThisHidesTheFinding() throws {
        let result = try lint(presenter: """
            var view: LoginViewInput? // viper-lint:disable:this weak-view-reference

        """)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }

    func testDisableEnableRegionHidesOnlyInside() throws {
        let result = try lint(presenter: """
            // viper-lint:disable weak-view-reference
            var view: LoginViewInput?
            // viper-lint:enable weak-view-reference
            var otherView: LoginViewInput?

        """)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines.count, 1)
        XCTAssertTrue(result.findingLines.first?.hasPrefix("Login/LoginPresenter.swift:5:9: error: declare `otherView`") ?? false,
                      result.out)
    }

    func testDisableAllHidesTheFinding() throws {
        let result = try lint(presenter: """
            // viper-lint:disable:next all
            var view: LoginViewInput?

        """)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }

    func testDisableOfTheWrongRuleDoesNotHideAndIsReportedUnused() throws {
        let result = try lint(presenter: """
            // viper-lint:disable:next entity-in-presenter
            var view: LoginViewInput?

        """)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines.map(ruleId), ["unused-suppression", "weak-view-reference"])
    }

    func testSuppressionThatSuppressesNothingIsAWarning() throws {
        let result = try lint(presenter: """
            // viper-lint:disable:next weak-view-reference
            weak var view: LoginViewInput?

        """)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.findingLines.count, 1)
        XCTAssertTrue(result.findingLines.first?.hasPrefix("Login/LoginPresenter.swift:2:") ?? false, result.out)
        XCTAssertTrue(result.findingLines.first?.hasSuffix(": warning: `viper-lint:disable:next weak-view-reference` suppresses nothing; remove it [unused-suppression]") ?? false,
                      result.out)
    }

    func testUnusedSuppressionFailsUnderStrict() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write("Login/LoginPresenter.swift", """
        final class LoginPresenter {
            weak var view: LoginViewInput? // viper-lint:disable:this weak-view-reference
        }

        """)
        XCTAssertEqual(runCLI(["--strict"], in: root.path).exit, .findings)
    }

    func testTypoedRuleIdIsAnInvalidSuppression() throws {
        let result = try lint(presenter: """
            // viper-lint:disable:next weak-view-refrence
            var view: LoginViewInput?

        """)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines.map(ruleId), ["invalid-suppression", "weak-view-reference"])
        XCTAssertTrue(result.findingLines.first?.contains("did you mean `weak-view-reference`?") ?? false, result.out)
    }

    func testUnusedSuppressionCanBeTurnedOffInConfiguration() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write(".viper-lint.json", #"{"rules": {"unused-suppression": {"severity": "off"}}}"#)
        try root.write("Login/LoginPresenter.swift", """
        final class LoginPresenter {
            weak var view: LoginViewInput? // viper-lint:disable:this weak-view-reference
        }

        """)
        let result = runCLI(["--strict", "--quiet"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }

    private func ruleId(_ line: String) -> String {
        guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return line }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }
}
