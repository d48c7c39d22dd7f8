import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintEngine
@testable import ViperLintCLI
import ViperLintTestSupport

/// An unchanged project answers from the result cache; any change to a file, a configuration or
/// the current folder recomputes.
final class CLIResultCacheTests: XCTestCase {
    private func session(_ root: TemporaryFolder, cache: String, in folder: String? = nil) throws -> ProjectSession {
        var io = ToolIO(writeOut: { _ in }, writeErr: { _ in }, readStdin: { [] }, currentDirectory: folder ?? root.path)
        io.environment = [:]
        let options = try CommandOptions.parse(["--cache-path", cache], formats: ["text"])
        return ProjectSession.load(options, io: io, usingResults: true)
    }

    func testAnUnchangedProjectAnswersFromTheResultCache() throws {
        let root = try TemporaryFolder(self)
        let cache = try TemporaryFolder(self).path
        try LoginProject.write(into: root, strongView: true)
        XCTAssertNil(try session(root, cache: cache).cachedResult, "nothing stored yet")
        let first = runCLI(["--cache-path", cache, "--format", "sarif"], in: root.path)
        let stored = try XCTUnwrap(try session(root, cache: cache).cachedResult)
        XCTAssertEqual(stored.findings.map(\.ruleId), ["weak-view-reference"])
        XCTAssertEqual(stored.moduleCount, 1)
        let second = runCLI(["--cache-path", cache, "--format", "sarif"], in: root.path)
        XCTAssertEqual(second.out, first.out)
        XCTAssertEqual(second.exit, .findings)
        // Named paths still filter the cached findings.
        XCTAssertEqual(runCLI(["Login/LoginRouter.swift", "--cache-path", cache, "--quiet"], in: root.path).outLines, [])
    }

    /// An editor's buffer equal to the file on disk (on open or save) is answered from the unchanged
    /// project's results; an edited buffer is linted, and a whole run's results are not replaced.
    func testAnEditorBufferEqualToTheFileOnDiskAnswersFromTheResultCache() throws {
        let root = try TemporaryFolder(self)
        let cache = try TemporaryFolder(self).path
        try LoginProject.write(into: root, strongView: true)
        let path = "Login/LoginPresenter.swift"
        func editorSession(_ buffer: String) throws -> ProjectSession {
            var io = ToolIO(writeOut: { _ in }, writeErr: { _ in }, readStdin: { [] }, currentDirectory: root.path)
            io.environment = [:]
            let options = try CommandOptions.parse(["--cache-path", cache, "--stdin-path", path], formats: ["text"])
            return ProjectSession.load(options, io: io, stdin: Array(buffer.utf8), usingResults: true)
        }
        // Before any whole run there is nothing to answer from, and the editor's run stores nothing.
        XCTAssertEqual(runCLI(["--stdin-path", path, "--cache-path", cache, "--quiet"], in: root.path,
                              stdin: LoginProject.strongPresenter).findingLines, [LoginProject.strongViewLine()])
        XCTAssertNil(try editorSession(LoginProject.strongPresenter).cachedResult)
        XCTAssertEqual(runCLI(["--cache-path", cache, "--quiet"], in: root.path).exit, .findings)
        XCTAssertNotNil(try editorSession(LoginProject.strongPresenter).cachedResult)
        XCTAssertEqual(runCLI(["--stdin-path", path, "--cache-path", cache, "--quiet"], in: root.path,
                              stdin: LoginProject.strongPresenter).findingLines, [LoginProject.strongViewLine()])
        // The same file made weak in the editor only: linted, not answered from the results.
        XCTAssertNil(try editorSession(LoginProject.presenter()).cachedResult)
        let edited = runCLI(["--stdin-path", path, "--cache-path", cache, "--quiet"], in: root.path, stdin: LoginProject.presenter())
        XCTAssertEqual(edited.exit, .clean)
        XCTAssertEqual(edited.findingLines, [])
        // Another file's buffer equal to its disk content reports that file only.
        XCTAssertEqual(runCLI(["--stdin-path", "Login/LoginRouter.swift", "--cache-path", cache, "--quiet"], in: root.path,
                              stdin: LoginProject.router).outLines, [])
        XCTAssertEqual(runCLI(["--cache-path", cache, "--quiet"], in: root.path).findingLines, [LoginProject.strongViewLine()])
    }

    func testAChangedFileRecomputes() throws {
        let root = try TemporaryFolder(self)
        let cache = try TemporaryFolder(self).path
        try LoginProject.write(into: root, strongView: true)
        XCTAssertEqual(runCLI(["--cache-path", cache, "--quiet"], in: root.path).exit, .findings)
        try root.write("Login/LoginPresenter.swift", LoginProject.presenter())
        XCTAssertNil(try session(root, cache: cache).cachedResult)
        let fixed = runCLI(["--cache-path", cache, "--quiet"], in: root.path)
        XCTAssertEqual(fixed.exit, .clean)
        XCTAssertEqual(fixed.outLines, [])
        // A new file is a change too.
        try root.write("Login/Extra.swift", "final class Extra {}")
        XCTAssertNil(try session(root, cache: cache).cachedResult)
    }

    func testAConfigurationAddedInASubfolderRecomputes() throws {
        let root = try TemporaryFolder(self)
        let cache = try TemporaryFolder(self).path
        try LoginProject.write(into: root, strongView: true)
        XCTAssertEqual(runCLI(["--cache-path", cache, "--quiet"], in: root.path).exit, .findings)
        try root.write("Login/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        let off = runCLI(["--cache-path", cache, "--quiet"], in: root.path)
        XCTAssertEqual(off.exit, .clean)
        XCTAssertEqual(off.outLines, [])
        // Editing it back (same size, new content) is seen through its signature.
        try root.write("Login/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "err"}}}"#.replacingOccurrences(of: "err", with: "error"))
        XCTAssertEqual(runCLI(["--cache-path", cache, "--quiet"], in: root.path).findingLines, [LoginProject.strongViewLine()])
    }

    func testAnotherCurrentFolderPrintsItsOwnPaths() throws {
        let root = try TemporaryFolder(self)
        let cache = try TemporaryFolder(self).path
        try root.write(".git/HEAD", "")
        try LoginProject.write(into: root, strongView: true)
        XCTAssertEqual(runCLI(["--cache-path", cache, "--quiet"], in: root.path).findingLines, [LoginProject.strongViewLine()])
        let inside = runCLI(["--cache-path", cache, "--quiet"], in: root.path + "/Login")
        XCTAssertEqual(inside.findingLines, [LoginProject.strongViewLine().replacingOccurrences(of: "Login/LoginPresenter", with: "LoginPresenter")])
    }

    func testADamagedResultFileIsRecomputed() throws {
        let root = try TemporaryFolder(self)
        let cache = try TemporaryFolder(self).path
        try LoginProject.write(into: root, strongView: true)
        let first = runCLI(["--cache-path", cache, "--quiet"], in: root.path)
        let path = cache + "/results.bin"
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        bytes[bytes.count - 3] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: path))
        XCTAssertNil(try session(root, cache: cache).cachedResult)
        XCTAssertEqual(runCLI(["--cache-path", cache, "--quiet"], in: root.path).out, first.out)
        for length in [0, 3, 12, bytes.count / 2] {
            try Data(bytes.prefix(length)).write(to: URL(fileURLWithPath: path))
            XCTAssertNil(try session(root, cache: cache).cachedResult, "\(length)")
        }
    }

    func testAnIncompleteRunIsNotCached() throws {
        let root = try TemporaryFolder(self)
        let cache = try TemporaryFolder(self).path
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", "{ broken")
        XCTAssertEqual(runCLI(["--cache-path", cache, "--quiet"], in: root.path).exit, .usageOrIO)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache + "/results.bin"))
    }
}
