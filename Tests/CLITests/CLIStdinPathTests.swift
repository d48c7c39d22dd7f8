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

/// `--stdin-path`: an editor's unsaved buffer linted in the context of the project on disk.
final class CLIStdinPathTests: XCTestCase {
    /// The presenter as an editor might hold it: the strong `view` moved to line 5.
    static let editedPresenter = """
    final class LoginPresenter {
        var interactor: LoginInteractor?
        var router: LoginRouter?

        var view: LoginViewInput?
    }

    """

    func testStandardInputReplacesTheFileOnDisk() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        XCTAssertEqual(runCLI([], in: root.path).exit, .clean)
        let result = runCLI(["--stdin-path", "Login/LoginPresenter.swift", "--quiet"], in: root.path, stdin: Self.editedPresenter)
        XCTAssertEqual(result.exit, .findings)
        // The view protocol comes from another file on disk: cross-file context works.
        XCTAssertEqual(result.outLines, [
            LoginProject.strongViewLine(line: 5),
            "Login/LoginViewInput.swift:1:10: note: view protocol `LoginViewInput` declared here",
        ])
    }

    func testCleanStandardInputHidesTheFindingOnDisk() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--stdin-path", "Login/LoginPresenter.swift", "--quiet"], in: root.path,
                            stdin: LoginProject.presenter())
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }

    func testOnlyTheStdinPathsFindingsArePrinted() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write("Login/LoginRouter.swift", "final class LoginRouter {\n    var viewController: LoginViewController?\n}\n")
        XCTAssertEqual(runCLI([], in: root.path).exit, .findings)
        let clean = runCLI(["--stdin-path", "Login/LoginPresenter.swift", "--quiet"], in: root.path, stdin: LoginProject.presenter())
        XCTAssertEqual(clean.exit, .clean)
        XCTAssertEqual(clean.out, "")
        let edited = runCLI(["--stdin-path", "Login/LoginPresenter.swift", "--quiet"], in: root.path, stdin: Self.editedPresenter)
        XCTAssertEqual(edited.findingLines, [LoginProject.strongViewLine(line: 5)])
    }

    func testStdinPathFromAParentFolderPrintsRelativePaths() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, folder: "App/Login", strongView: false)
        let result = runCLI(["--stdin-path", "App/Login/LoginPresenter.swift", "--quiet"], in: root.path, stdin: Self.editedPresenter)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine(folder: "App/Login", line: 5)])
    }

    func testStdinPathUsesTheConfigurationRootAsProject() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, folder: "App/Login", strongView: false)
        try root.write("App/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "warning"}}}"#)
        let result = runCLI(["--stdin-path", "App/Login/LoginPresenter.swift", "--quiet"], in: root.path, stdin: Self.editedPresenter)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine(folder: "App/Login", line: 5, severity: "warning")])
    }

    func testStdinPathOutsideTheCurrentFolderLintsItsOwnFolder() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, folder: "Project/Login", strongView: false)
        try root.makeFolder("Elsewhere")
        let presenter = root.path + "/Project/Login/LoginPresenter.swift"
        let result = runCLI(["--stdin-path", presenter, "--quiet"], in: root.path + "/Elsewhere", stdin: Self.editedPresenter)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines, [root.path + "/" + LoginProject.strongViewLine(folder: "Project/Login", line: 5)])
    }

    func testStdinPathForANewFileIsLinted() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        let result = runCLI(["--stdin-path", "Login/LoginPresenter+Extra.swift", "--quiet"], in: root.path,
                            stdin: "extension LoginPresenter {\n    func f() { }\n}\n")
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
    }
}
