import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintEngine
@testable import ViperLintFixes
@testable import ViperLintCLI
import ViperLintTestSupport

/// `viper-lint fix`: writes the safe fixes, reports what remains, exit codes as the help says.
final class CLIFixTests: XCTestCase {
    private func read(_ root: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: root.path + "/" + path, encoding: .utf8)
    }

    func testFixWritesTheFixAndTheProjectLintsClean() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["fix", "--no-cache"], in: root.path)
        XCTAssertEqual(result.exit, .clean, result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.errLines, ["Fixed 1 finding in 1 file; no findings remain"])
        XCTAssertEqual(try read(root, "Login/LoginPresenter.swift"), LoginProject.presenter())
        XCTAssertEqual(runCLI(["--no-cache"], in: root.path).exit, .clean)
        // A second run changes nothing.
        let again = runCLI(["fix", "--no-cache"], in: root.path)
        XCTAssertEqual(again.exit, .clean)
        XCTAssertEqual(again.errLines, ["Nothing to fix; no findings remain"])
        XCTAssertEqual(try read(root, "Login/LoginPresenter.swift"), LoginProject.presenter())
    }

    func testDryRunPrintsADiffAndWritesNothing() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["fix", "--dry-run", "--no-cache"], in: root.path)
        XCTAssertEqual(result.exit, .findings, "a dry run that would fix something fails, as the help says")
        XCTAssertEqual(result.out, """
            --- a/Login/LoginPresenter.swift
            +++ b/Login/LoginPresenter.swift
            @@ -1,5 +1,5 @@
             final class LoginPresenter {
            -    var view: LoginViewInput?
            +    weak var view: LoginViewInput?
                 var interactor: LoginInteractor?
                 var router: LoginRouter?
             }

            """)
        XCTAssertEqual(result.errLines, ["Would fix 1 finding in 1 file; no findings remain"])
        XCTAssertEqual(try read(root, "Login/LoginPresenter.swift"), LoginProject.strongPresenter)
        let quiet = runCLI(["fix", "--dry-run", "--quiet", "--no-cache"], in: root.path)
        XCTAssertEqual(quiet.err, "")
        XCTAssertEqual(quiet.out, result.out)
    }

    func testAFindingNoSafeEditFixesRemainsWithItsReasonAndFails() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write("Login/LoginPresenter.swift", LoginProject.presenter(viewDeclaration: "var view: LoginViewInput?, title = \"\""))
        let result = runCLI(["fix", "--no-cache"], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.outLines.count, 3, result.out)
        XCTAssertTrue(result.outLines[0].hasPrefix("Login/LoginPresenter.swift:2:9: error: declare `view`"), result.out)
        XCTAssertEqual(result.outLines[2], "Login/LoginPresenter.swift:2:9: note: not fixable automatically: "
                       + "it shares its declaration with other variables")
        XCTAssertEqual(result.errLines, ["Nothing to fix; 1 not fixable automatically; 1 finding remains"])
    }

    func testANamedFileIsFixedInItsProjectAndNothingElseIs() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try LoginProject.write(into: root, name: "Signup", strongView: true)
        let result = runCLI(["fix", "--no-cache", "Signup/SignupPresenter.swift"], in: root.path)
        XCTAssertEqual(result.exit, .clean, result.err)
        XCTAssertEqual(try read(root, "Login/LoginPresenter.swift"), LoginProject.strongPresenter)
        XCTAssertEqual(try read(root, "Signup/SignupPresenter.swift"),
                       LoginProject.presenter().replacingOccurrences(of: "Login", with: "Signup"))
    }

    /// Only the named folder is fixed, but in its project: the view protocol declared outside it
    /// is made class-bound too (without it `weak` would not compile).
    func testANamedFolderIsFixedInItsProjectIncludingTheProtocolOutsideIt() throws {
        let root = try TemporaryFolder(self)
        try root.makeFolder(".git")
        try LoginProject.write(into: root, strongView: true)
        try root.write("Login/LoginViewInput.swift", "")
        try root.write("Shared/LoginViewInput.swift", "protocol LoginViewInput {\n    func showError(_ text: String)\n}\n")
        let result = runCLI(["fix", "--no-cache", "Login"], in: root.path)
        XCTAssertEqual(result.exit, .clean, result.out + result.err)
        XCTAssertEqual(try read(root, "Shared/LoginViewInput.swift"), "protocol LoginViewInput: AnyObject {\n    func showError(_ text: String)\n}\n")
        XCTAssertEqual(try read(root, "Login/LoginPresenter.swift"), LoginProject.presenter())
    }

    func testABadConfigurationChangesNothing() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "loud"}}}"#)
        let result = runCLI(["fix", "--no-cache"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertTrue(result.errLines.contains { $0.hasPrefix("Nothing changed: the run is incomplete") }, result.err)
        XCTAssertEqual(try read(root, "Login/LoginPresenter.swift"), LoginProject.strongPresenter)
    }

    func testARuleTurnedOffIsNotFixed() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        let result = runCLI(["fix", "--no-cache"], in: root.path)
        XCTAssertEqual(result.exit, .clean, result.err)
        XCTAssertEqual(try read(root, "Login/LoginPresenter.swift"), LoginProject.strongPresenter)
    }

    func testUsageErrors() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let format = runCLI(["fix", "--format", "json"], in: root.path)
        XCTAssertEqual(format.exit, .usageOrIO)
        XCTAssertTrue(format.err.hasPrefix("viper-lint fix: --format is not an option of `viper-lint fix`\n"), format.err)
        let typo = runCLI(["fix", "--dry-rum"], in: root.path)
        XCTAssertEqual(typo.exit, .usageOrIO)
        XCTAssertTrue(typo.err.contains("unknown option '--dry-rum' (did you mean --dry-run?)"), typo.err)
        let lint = runCLI(["lint", "--dry-run"], in: root.path)
        XCTAssertEqual(lint.exit, .usageOrIO)
        XCTAssertTrue(lint.err.contains("--dry-run is an option of `viper-lint fix`"), lint.err)
        XCTAssertEqual(runCLI(["fix", "--no-cache", "Nowhere"], in: root.path).exit, .usageOrIO)
        XCTAssertEqual(try read(root, "Login/LoginPresenter.swift"), LoginProject.strongPresenter)
    }

    func testHelpDescribesEveryOptionFixTakesAndItsExitCodes() {
        for form in [["fix", "--help"], ["help", "fix"], ["fix", "-h"]] {
            let result = runCLI(form, in: "/")
            XCTAssertEqual(result.exit, .clean)
            XCTAssertTrue(result.out.hasPrefix("usage: viper-lint fix [PATH ...] [options]\n"), result.out)
            for flag in FixCommand.allowed {
                XCTAssertTrue(result.out.contains("  " + flag + " "), "fix help does not describe \(flag)")
            }
            XCTAssertTrue(result.out.contains("exit codes:\n  0  nothing (more) to fix"), result.out)
        }
        XCTAssertTrue(ViperLintCommand.usage.contains("viper-lint fix [PATH ...] [--dry-run]"))
        XCTAssertEqual(runCLI(["fixx"], in: "/").err.components(separatedBy: "\n").first, "viper-lint: unknown command 'fixx' (did you mean 'fix'?)")
    }
}

/// What `fix` does to every fixture app, checked in as `Fixtures/<App>/expected-fix.diff` (the
/// findings it leaves, with the reason, as `#` lines that `git apply` skips, then the diff).
/// `VIPER_LINT_UPDATE_GOLDEN=1` rewrites them and fails; review the diff and rerun.
final class FixtureFixGoldenTests: XCTestCase {
    func testFixOfEveryFixtureAppMatchesItsCheckedInDiff() throws {
        for app in FixtureGoldenTests.apps() {
            let root = FixtureGoldenTests.fixtures.appendingPathComponent(app).path
            let (model, findings) = FixtureGoldenTests.lint(app)
            let result = ProjectFixer(jobs: 1) { LintEngine(jobs: 1).run($0) }.run(model, findings: findings) { file in
                try? FileSystemCalls.readFile(PathText.absolute(file, base: root)).get()
            }
            func shown(_ path: String) -> String { path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
            var text = ""
            for unfixed in result.notFixable {
                let location = unfixed.finding.location
                text += "# not fixable: \(shown(location.file)):\(location.line):\(location.column) \(unfixed.finding.ruleId): \(unfixed.reason)\n"
            }
            for change in result.changes {
                text += UnifiedDiff.render(path: shown(change.file), before: change.before, after: change.after)
            }
            // Fixed code lints clean for the fixed rules, and a second round finds nothing to do.
            XCTAssertEqual(result.remaining.filter { FixPlanner.fixableRuleIds.contains($0.ruleId) }.count, result.notFixable.count, app)
            try assertGolden(text, path: root + "/expected-fix.diff",
                             stale: "\(app)/expected-fix.diff is stale: rerun with VIPER_LINT_UPDATE_GOLDEN=1 and review the diff")
        }
    }
}
