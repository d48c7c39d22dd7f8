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

/// `.viper-lint.json` as the command line applies it: discovery, nesting, `--config`, options.
final class CLIConfigurationTests: XCTestCase {
    func testRuleSetOffDisappears() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }

    func testConfigurationInAParentFolderApplies() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, folder: "App/Login", strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        XCTAssertEqual(runCLI([], in: root.path + "/App").exit, .clean)
    }

    func testNestedConfigurationRefinesTheParentForItsSubtree() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, name: "Login", strongView: true)
        try LoginProject.write(into: root, name: "Signup", strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "warning"}}}"#)
        try root.write("Signup/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "error"}}}"#)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines.map { String($0.prefix(while: { $0 != "`" })) }, [
            "Login/LoginPresenter.swift:2:9: warning: declare ",
            "Signup/SignupPresenter.swift:2:9: error: declare ",
        ])
    }

    func testNestedConfigurationKeepsWhatItDoesNotMention() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, name: "Login", strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "warning"}}}"#)
        try root.write("Login/.viper-lint.json", #"{"rules": {"navigation-in-router": {"severity": "off"}}}"#)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine(severity: "warning")])
    }

    func testNestedConfigurationCanTurnOffARuleForItsSubtree() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, name: "Login", strongView: true)
        try LoginProject.write(into: root, name: "Signup", strongView: true)
        try root.write("Signup/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
    }

    func testNestedConfigurationCanTurnARuleBackOnForItsSubtree() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, name: "Login", strongView: true)
        try LoginProject.write(into: root, name: "Signup", strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        try root.write("Login/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "error"}}}"#)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
    }

    func testNestedConfigurationOptionsApplyToItsSubtreeOnly() throws {
        let root = try TemporaryFolder(self)
        let unowned = LoginProject.presenter(viewDeclaration: "unowned var view: LoginViewInput")
        try LoginProject.write(into: root, name: "Login", strongView: false)
        try LoginProject.write(into: root, name: "Signup", strongView: false)
        try root.write("Login/LoginPresenter.swift", unowned)
        try root.write("Signup/SignupPresenter.swift", unowned.replacingOccurrences(of: "Login", with: "Signup"))
        try root.write("Login/.viper-lint.json", #"{"rules": {"weak-view-reference": {"allowUnowned": true}}}"#)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines.count, 1)
        XCTAssertTrue(result.findingLines.first?.hasPrefix("Signup/SignupPresenter.swift:2:17: error: `view` is `unowned`") ?? false,
                      result.out)
    }

    func testLintingOneFileUsesItsFoldersConfiguration() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write("Login/.viper-lint.json", #"{"rules": {"module-has-builder": {"severity": "warning"}}}"#)
        // Alone, the presenter's module has no builder in sight; the folder's config makes that a warning.
        let result = runCLI(["Login/LoginPresenter.swift"], in: root.path)
        XCTAssertFalse(result.findingLines.contains { $0.contains(": error: ") && $0.hasSuffix("[module-has-builder]") },
                       result.out)
    }

    func testLintingOneFileHonoursExcludeOfItsConfiguration() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", #"{"exclude": ["Login/LoginPresenter.swift"]}"#)
        let folder = runCLI([], in: root.path)
        let file = runCLI(["Login/LoginPresenter.swift"], in: root.path)
        XCTAssertEqual(folder.out, "")
        XCTAssertEqual(file.out, "")
    }

    func testExplicitConfigFileAppliesAlone() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        try root.write("Login/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        try root.write("ci/strict.json", #"{"rules": {"weak-view-reference": {"severity": "warning"}}}"#)
        let result = runCLI(["--config", "ci/strict.json"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine(severity: "warning")])
    }

    func testMissingExplicitConfigFileExitsTwoAndStillLints() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--config", "nope.json"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertTrue(result.errLines.first?.hasPrefix("viper-lint: nope.json: cannot read configuration") ?? false, result.err)
    }

    func testUnownedViewIsReportedByDefault() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write("Login/LoginPresenter.swift", LoginProject.presenter(viewDeclaration: "unowned var view: LoginViewInput"))
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines.count, 1)
        XCTAssertTrue(result.findingLines.first?.contains("is `unowned`") ?? false, result.out)
    }

    func testAllowUnownedOptionAcceptsUnownedView() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write("Login/LoginPresenter.swift", LoginProject.presenter(viewDeclaration: "unowned var view: LoginViewInput"))
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"allowUnowned": true}}}"#)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }

    func testAllowUnownedStillReportsStrongView() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"allowUnowned": true}}}"#)
        XCTAssertEqual(runCLI([], in: root.path).findingLines, [LoginProject.strongViewLine()])
    }

    func testWrongOptionTypeNamesTheKeyPath() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write(".viper-lint.json", "{\"rules\": {\"weak-view-reference\": {\"allowUnowned\": \"yes\"}}}\n")
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertTrue(result.errLines.first?.hasPrefix("viper-lint: .viper-lint.json:1:") ?? false, result.err)
        XCTAssertTrue(result.errLines.first?.contains("rules.weak-view-reference.allowUnowned") ?? false, result.err)
    }
}

/// Nested configurations reach the model too: their `roles` give types in their subtree a role.
final class CLINestedRolesTests: XCTestCase {
    func testRolesInANestedConfigurationApplyToItsSubtree() throws {
        let root = try TemporaryFolder(self)
        try root.write("Feature/.viper-lint.json", #"{"roles": {"presenter": {"suffixes": ["Brain"]}}}"#)
        try root.write("Feature/LoginBrain.swift", """
            protocol LoginViewInput: AnyObject {}
            final class LoginBrain {
                var view: LoginViewInput?
            }
            final class LoginViewController: LoginViewInput {
                var brain: LoginBrain?
            }
            enum LoginBuilder {
                static func build() -> LoginViewController { LoginViewController() }
            }
            """)
        // The same code outside the nested config's folder: `Brain` means nothing there.
        try root.write("Other/SignupBrain.swift", """
            protocol SignupViewInput: AnyObject {}
            final class SignupBrain {
                var view: SignupViewInput?
            }
            final class SignupViewController: SignupViewInput {
                var brain: SignupBrain?
            }
            """)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.findingLines.map { String($0.prefix(while: { $0 != "`" })) }, [
            "Feature/LoginBrain.swift:3:9: error: declare ",
        ], result.out)
    }
}
