import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
@testable import ViperLintEngine
@testable import ViperLintCLI
import ViperLintTestSupport

/// Project context (PRODUCT.md): roles and modules are resolved over the whole project, so a
/// file's findings never depend on how it was named; only the named paths are reported.
final class CLIProjectContextTests: XCTestCase {
    /// A Login module split by role folders, so that its presenter's folder alone does not show
    /// that `LoginViewInput` is a view protocol. `marker` makes the folder a project root.
    private func writeSplitProject(_ root: TemporaryFolder, marker: String? = ".git/HEAD") throws {
        if let marker { try root.write(marker, marker.hasSuffix(".json") ? #"{"root": true}"# : "") }
        try root.write("App/Login/View/LoginViewInput.swift", LoginProject.viewInput)
        try root.write("App/Login/View/LoginViewController.swift", LoginProject.viewController)
        try root.write("App/Login/Presenter/LoginPresenter.swift", LoginProject.strongPresenter)
        try root.write("App/Login/Interactor/LoginInteractor.swift", LoginProject.interactor)
        try root.write("App/Login/Router/LoginRouter.swift", LoginProject.router)
        try root.write("App/Login/Builder/LoginBuilder.swift", LoginProject.builder)
    }

    private static let expected = [
        "App/Login/Presenter/LoginPresenter.swift:2:9: error: " + LoginProject.strongViewMessage + " [weak-view-reference]",
        "App/Login/View/LoginViewInput.swift:1:10: note: view protocol `LoginViewInput` declared here",
    ]

    func testAFolderAloneAFileByNameAndTheWholeProjectGiveTheSameFinding() throws {
        let root = try TemporaryFolder(self)
        try writeSplitProject(root)
        let whole = runCLI(["--quiet"], in: root.path)
        XCTAssertEqual(whole.outLines, Self.expected)
        let folder = runCLI(["App/Login/Presenter", "--quiet"], in: root.path)
        XCTAssertEqual(folder.outLines, Self.expected, folder.err)
        XCTAssertEqual(folder.exit, .findings)
        let file = runCLI(["App/Login/Presenter/LoginPresenter.swift", "--quiet"], in: root.path)
        XCTAssertEqual(file.outLines, Self.expected, file.err)
        // Another folder of the same project reports nothing of the presenter's.
        let other = runCLI(["App/Login/Router"], in: root.path)
        XCTAssertEqual(other.outLines, [])
        XCTAssertEqual(other.exit, .clean)
        XCTAssertTrue(other.err.contains("1 file"), other.err)
    }

    func testStandardInputFromTheFileSystemRootUsesTheProjectAroundTheFile() throws {
        let root = try TemporaryFolder(self)
        try writeSplitProject(root)
        let presenter = root.path + "/App/Login/Presenter/LoginPresenter.swift"
        // An editor launched from `/`: the project is found from the file, not the current folder.
        let result = runCLI(["--stdin-path", presenter, "--quiet"], in: "/", stdin: LoginProject.strongPresenter)
        XCTAssertEqual(result.exit, .findings, result.err)
        // Inside the current folder (`/`), so shown relative to it, as every path is.
        XCTAssertEqual(result.findingLines, [String(presenter.dropFirst()) + ":2:9: error: " + LoginProject.strongViewMessage + " [weak-view-reference]"])
        XCTAssertEqual(result.err, "")
    }

    func testEveryMarkerMakesARoot() throws {
        for marker in [".git/HEAD", "Package.swift", "App.xcodeproj/project.pbxproj", "App.xcworkspace/contents.xcworkspacedata",
                       ".viper-lint.json"] {
            let root = try TemporaryFolder(self)
            try writeSplitProject(root, marker: marker)
            let folder = runCLI(["App/Login/Presenter", "--quiet"], in: root.path)
            XCTAssertEqual(folder.outLines, Self.expected, marker)
        }
    }

    func testWithoutAMarkerTheNamedFolderIsTheProject() throws {
        let root = try TemporaryFolder(self)
        try writeSplitProject(root, marker: nil)
        // Nothing marks a root (the temporary folder's parents are not projects): the presenter's
        // folder alone cannot tell that `LoginViewInput` is a view protocol.
        XCTAssertEqual(runCLI(["App/Login/Presenter", "--quiet"], in: root.path).outLines, [])
        XCTAssertEqual(runCLI(["--quiet"], in: root.path).outLines, Self.expected)
    }

    func testANestedConfigurationWithoutRootDoesNotCutTheProject() throws {
        let root = try TemporaryFolder(self)
        try writeSplitProject(root)
        try root.write("App/Login/Presenter/.viper-lint.json", #"{"rules": {"entity-in-presenter": {"severity": "off"}}}"#)
        XCTAssertEqual(runCLI(["App/Login/Presenter", "--quiet"], in: root.path).outLines, Self.expected)
        // Declaring a root there does cut it: the presenter's folder is a project of its own.
        try root.write("App/Login/Presenter/.viper-lint.json", #"{"root": true}"#)
        XCTAssertEqual(runCLI(["App/Login/Presenter", "--quiet"], in: root.path).outLines, [])
    }

    func testARootConfigurationIgnoresTheFilesAboveIt() throws {
        let root = try TemporaryFolder(self)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        try LoginProject.write(into: root, folder: "Inner/Login", strongView: true)
        XCTAssertEqual(runCLI(["Inner", "--quiet"], in: root.path).findingLines, [])
        try root.write("Inner/.viper-lint.json", #"{"root": true}"#)
        XCTAssertEqual(runCLI(["Inner", "--quiet"], in: root.path).findingLines,
                       [LoginProject.strongViewLine(folder: "Inner/Login")])
    }

    func testTheHomeFolderIsNeverTheRoot() throws {
        let home = try TemporaryFolder(self)
        try home.write(".git/HEAD", "")
        try writeSplitProject(try TemporaryFolder(self), marker: nil)
        try home.write("Work/App/Login/View/LoginViewInput.swift", LoginProject.viewInput)
        try home.write("Work/App/Login/Presenter/LoginPresenter.swift", LoginProject.strongPresenter)
        var environment = ["XDG_CACHE_HOME": testCacheHome]
        environment["HOME"] = home.path
        // A `.git` in the home folder (dotfiles under version control) does not make the home the project.
        let result = runCLI(["Work/App/Login/Presenter", "--quiet"], in: home.path, environment: environment)
        XCTAssertEqual(result.outLines, [])
        environment["HOME"] = "/nowhere"
        let asProject = runCLI(["Work/App/Login/Presenter", "--quiet"], in: home.path, environment: environment)
        XCTAssertEqual(asProject.findingLines.filter { $0.hasSuffix("[weak-view-reference]") }.count, 1, asProject.out)
    }

    func testAMistypedPathWalksNothingAroundIt() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["Logn/LoginPresenter.swift"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.outLines, [])
        XCTAssertTrue(result.err.contains("Logn/LoginPresenter.swift: "), result.err)
        XCTAssertTrue(result.err.contains("0 files"), result.err)
    }

    func testAProjectRootWhoseConfigurationCannotBeReadStillLintsEveryFile() throws {
        let root = try TemporaryFolder(self)
        try writeSplitProject(root)
        // A socket: it exists, yet opening it fails for every user, root included.
        try root.socket(".viper-lint.json")
        let result = runCLI(["App/Login/Presenter"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.outLines, Self.expected)
        XCTAssertTrue(result.err.contains(".viper-lint.json: cannot read configuration: "), result.err)
    }

    func testModulesOfANamedFolderAreTheModulesWithAPartThere() throws {
        let root = try TemporaryFolder(self)
        try root.write(".git/HEAD", "")
        try LoginProject.write(into: root, folder: "App/Login", strongView: false)
        try LoginProject.write(into: root, folder: "App/Signup", name: "Signup", strongView: false)
        XCTAssertEqual(runCLI(["modules"], in: root.path).outLines.last, "2 modules")
        let one = runCLI(["modules", "App/Signup"], in: root.path)
        XCTAssertEqual(one.outLines.first, "Signup")
        XCTAssertEqual(one.outLines.last, "1 module")
    }
}

/// The cache lives in a per-user folder keyed by project root, never in the linted tree.
final class CLICacheLocationTests: XCTestCase {
    func testTheCacheGoesToTheUserFolderNotTheCurrentFolder() throws {
        let root = try TemporaryFolder(self)
        let cacheHome = try TemporaryFolder(self)
        try root.write(".git/HEAD", "")
        try LoginProject.write(into: root, strongView: true)
        let environment = ["XDG_CACHE_HOME": cacheHome.path]
        let first = runCLI(["--quiet"], in: root.path, environment: environment)
        XCTAssertEqual(first.exit, .findings)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path + "/.build"))
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheHome.path + "/viper-lint")
        XCTAssertEqual(entries.count, 1)
        let entry = try XCTUnwrap(entries.first)
        XCTAssertTrue(entry.hasPrefix(PathText.lastComponent(root.path).replacingOccurrences(of: ".", with: "_") + "-")
                      || entry.hasPrefix("viper-lint-tests-"), entry)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheHome.path + "/viper-lint/" + entry + "/facts.bin"))
        // The same project linted from a subfolder uses the same entry, and the cache answers.
        let second = runCLI(["Login", "--quiet"], in: root.path, environment: environment)
        XCTAssertEqual(second.out, first.out)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cacheHome.path + "/viper-lint"), entries)
    }

    func testHomeGivesTheDefaultCacheFolder() {
        #if canImport(Darwin)
        XCTAssertEqual(CacheLocation.userFolder(environment: ["HOME": "/Users/a"]), "/Users/a/Library/Caches/viper-lint")
        #else
        XCTAssertEqual(CacheLocation.userFolder(environment: ["HOME": "/home/a"]), "/home/a/.cache/viper-lint")
        #endif
        XCTAssertEqual(CacheLocation.userFolder(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/c"]), "/c/viper-lint")
        // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
        XCTAssertEqual(CacheLocation.userFolder(environment: ["XDG_CACHE_HOME": "c"]), nil)
        XCTAssertEqual(CacheLocation.userFolder(environment: [:]), nil)
        XCTAssertNotEqual(CacheLocation.projectFolder(in: "/c", projectRoot: "/a/App"),
                          CacheLocation.projectFolder(in: "/c", projectRoot: "/b/App"))
        XCTAssertTrue(CacheLocation.projectFolder(in: "/c", projectRoot: "/a/My App").hasPrefix("/c/My_App-"))
    }

    func testAFileWhereTheCacheFolderShouldBeIsAWarningNotAFailure() throws {
        let root = try TemporaryFolder(self)
        let cacheHome = try TemporaryFolder(self)
        try cacheHome.write("viper-lint", "a file, not a folder")
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--quiet"], in: root.path, environment: ["XDG_CACHE_HOME": cacheHome.path])
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertTrue(result.err.hasPrefix("viper-lint: warning: no cache this run: "), result.err)
        // The same through --cache-path.
        let chosen = runCLI(["--quiet", "--cache-path", cacheHome.path + "/viper-lint"], in: root.path)
        XCTAssertEqual(chosen.exit, .findings)
        XCTAssertTrue(chosen.err.contains("is a file, not a folder"), chosen.err)
    }

    func testWithoutAnyHomeTheRunGoesOnWithoutCache() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--quiet"], in: root.path, environment: [:])
        XCTAssertEqual(result.exit, .findings)
        XCTAssertTrue(result.err.hasPrefix("viper-lint: warning: no cache: "), result.err)
        XCTAssertEqual(runCLI(["--quiet", "--no-cache"], in: root.path, environment: [:]).err, "")
    }

    func testOldProjectsAreEvictedBeyondTheLimit() throws {
        let cacheHome = try TemporaryFolder(self)
        let userFolder = cacheHome.path + "/viper-lint"
        for index in 0..<(CacheLocation.projectLimit + 5) {
            try cacheHome.write("viper-lint/P\(index)-0/facts.bin", "x")
            let date = Date(timeIntervalSince1970: TimeInterval(1_000_000 + index))
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: userFolder + "/P\(index)-0/facts.bin")
        }
        CacheLocation.evictOldProjects(in: userFolder, keeping: userFolder + "/P0-0")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: userFolder))
        XCTAssertEqual(left.count, CacheLocation.projectLimit)
        // The current project stays even though it is the oldest; the oldest others go.
        XCTAssertTrue(left.contains("P0-0"))
        XCTAssertFalse(left.contains("P1-0"))
        XCTAssertTrue(left.contains("P\(CacheLocation.projectLimit + 4)-0"))
    }
}

/// `init` writes at the project root and shows what the current code gives.
final class CLIInitTests: XCTestCase {
    func testInitFromASubfolderWritesAtTheProjectRoot() throws {
        let root = try TemporaryFolder(self)
        try root.write("Package.swift", "// swift-tools-version:5.9")
        try LoginProject.write(into: root, folder: "Sources/Login", strongView: true)
        let result = runCLI(["init"], in: root.path + "/Sources/Login")
        XCTAssertEqual(result.exit, .clean, result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.path + "/.viper-lint.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path + "/Sources/Login/.viper-lint.json"))
        // Package.swift is a Swift file of the project too.
        XCTAssertEqual(result.outLines.first, "wrote \(root.path)/.viper-lint.json: 1 module detected in 7 files")
    }

    func testManyFindingsSuggestABaseline() throws {
        let root = try TemporaryFolder(self)
        try root.write(".git/HEAD", "")
        for index in 0..<StarterConfiguration.baselineSuggestionThreshold {
            try LoginProject.write(into: root, folder: "M\(index)", name: "Login\(index)", strongView: true)
        }
        let result = runCLI(["init"], in: root.path)
        XCTAssertEqual(result.exit, .clean, result.err)
        XCTAssertTrue(result.out.contains("  weak-view-reference  \(StarterConfiguration.baselineSuggestionThreshold)\n"), result.out)
        XCTAssertTrue(result.out.contains("viper-lint --write-baseline .viper-lint-baseline.json"), result.out)
    }
}
