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
import ViperLintTestSupport

final class FileDiscoveryTests: XCTestCase {
    private func discover(_ arguments: [String], in folder: TemporaryFolder) -> DiscoveryResult {
        let resolver = ConfigurationResolver(validator: ConfigurationValidator(rules: []), currentDirectory: folder.path)
        return FileDiscovery(filter: resolver, currentDirectory: folder.path).discover(arguments)
    }

    func testFindsSwiftFilesRecursivelySortedByPath() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Sources/B/B.swift")
        try folder.write("Sources/A.swift")
        try folder.write("Sources/a/c.swift")
        try folder.write("Sources/notes.md")
        let result = discover(["Sources"], in: folder)
        XCTAssertEqual(result.files.map(\.path), ["Sources/A.swift", "Sources/B/B.swift", "Sources/a/c.swift"])
        XCTAssertEqual(result.files.first?.absolutePath, folder.path + "/Sources/A.swift")
        XCTAssertEqual(result.problems, [])
    }

    func testCurrentFolderArgumentGivesPlainRelativePaths() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("A.swift")
        XCTAssertEqual(discover(["."], in: folder).files.map(\.path), ["A.swift"])
    }

    func testSkipsBuildAndDependencyFolders() throws {
        let folder = try TemporaryFolder(self)
        for name in [".build", ".build-adopt", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm"] {
            try folder.write("\(name)/X.swift")
        }
        try folder.write("Keep/.buildx/Y.swift")
        XCTAssertEqual(discover(["."], in: folder).files.map(\.path), ["Keep/.buildx/Y.swift"])
    }

    func testNamedSkippedFolderIsStillWalked() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Pods/X.swift")
        XCTAssertEqual(discover(["Pods"], in: folder).files.map(\.path), ["Pods/X.swift"])
    }

    func testExplicitFileIsLintedWhateverItsExtension() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Script.txt")
        XCTAssertEqual(discover(["Script.txt"], in: folder).files.map(\.path), ["Script.txt"])
    }

    func testExcludeGlobsSkipFilesAndFolders() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", #"{"exclude": ["**/Generated", "Sources/*Mock.swift"]}"#)
        try folder.write("Sources/Generated/G.swift")
        try folder.write("Sources/LoginMock.swift")
        try folder.write("Sources/Login.swift")
        XCTAssertEqual(discover(["."], in: folder).files.map(\.path), ["Sources/Login.swift"])
    }

    func testExplicitFileHonoursExclude() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", #"{"exclude": ["Generated/**"]}"#)
        try folder.write("Generated/G.swift")
        XCTAssertEqual(discover(["Generated/G.swift"], in: folder).files, [])
    }

    func testIncludeRestrictsFiles() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", #"{"include": ["Sources/**"]}"#)
        try folder.write("Sources/A.swift")
        try folder.write("Tests/ATests.swift")
        XCTAssertEqual(discover(["."], in: folder).files.map(\.path), ["Sources/A.swift"])
    }

    func testSubfolderConfigurationExcludesRelativeToItself() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Feature/.viper-lint.json", #"{"exclude": ["Old.swift"]}"#)
        try folder.write("Feature/Old.swift")
        try folder.write("Old.swift")
        XCTAssertEqual(discover(["."], in: folder).files.map(\.path), ["Old.swift"])
    }

    func testSameFileFromTwoArgumentsIsListedOnce() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Sources/A.swift")
        XCTAssertEqual(discover(["Sources", "Sources/A.swift", "./Sources/"], in: folder).files.map(\.path),
                       ["Sources/A.swift"])
    }

    func testMissingPathIsAProblemAndTheRestIsStillFound() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("A.swift")
        let result = discover(["Missing", "A.swift"], in: folder)
        XCTAssertEqual(result.files.map(\.path), ["A.swift"])
        XCTAssertEqual(result.problems, [DiscoveryProblem(path: "Missing", message: "no such file or directory")])
    }

    func testSymlinkLoopTerminatesAndEachRealFolderIsWalkedOnce() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Sources/A.swift")
        try folder.link("Sources/Loop", to: folder.path + "/Sources")
        try folder.link("Alias", to: "Sources")
        let result = discover(["."], in: folder)
        XCTAssertEqual(result.files.map(\.path), ["Alias/A.swift"])
        XCTAssertEqual(result.problems, [])
    }

    func testSymlinkedFolderOutsideTheTreeIsFollowed() throws {
        let outside = try TemporaryFolder(self)
        try outside.write("Shared/S.swift")
        let folder = try TemporaryFolder(self)
        try folder.link("Shared", to: outside.path + "/Shared")
        XCTAssertEqual(discover(["."], in: folder).files.map(\.path), ["Shared/S.swift"])
    }

    func testDanglingSwiftLinkIsAProblem() throws {
        let folder = try TemporaryFolder(self)
        try folder.link("Gone.swift", to: folder.path + "/nothing")
        XCTAssertEqual(discover(["."], in: folder).problems, [DiscoveryProblem(path: "Gone.swift", message: "broken symbolic link")])
    }

    func testUnreadableFileIsAProblem() throws {
        try XCTSkipIf(geteuid() == 0, "root reads files whatever their mode (the tests below cover root)")
        let folder = try TemporaryFolder(self)
        let file = try folder.write("Secret.swift")
        chmod(file, 0)
        let problem = DiscoveryProblem(path: "Secret.swift", message: "cannot read file: permission denied")
        // Named on the command line: checked at once, so a typo is reported early.
        let named = discover(["Secret.swift"], in: folder)
        XCTAssertEqual(named.files, [])
        XCTAssertEqual(named.problems, [problem])
        // Found by walking: checked when it is read, so the loader reports it.
        let walked = discover(["."], in: folder)
        XCTAssertEqual(walked.problems, [])
        XCTAssertEqual(ProjectLoader(jobs: 1).extractFacts(walked.files).problems, [problem])
    }

    /// Root reads files whatever their mode, but reading a folder as a file fails (EISDIR) for
    /// everyone: the loader reports it by path and still loads the other files.
    func testFileTheLoaderCannotReadIsAProblemAndTheOthersStillLoadEvenForRoot() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("A.swift", "final class A {}\n")
        try folder.write("C.swift", "final class C {}\n")
        try folder.makeFolder("Broken.swift")
        let files = ["A.swift", "Broken.swift", "C.swift"].map { DiscoveredFile(path: $0, absolutePath: folder.path + "/" + $0) }
        for jobs in [1, 3] {
            let loaded = ProjectLoader(jobs: jobs).extractFacts(files)
            XCTAssertEqual(loaded.facts.map(\.path), ["A.swift", "C.swift"], "jobs \(jobs)")
            XCTAssertEqual(loaded.problems, [DiscoveryProblem(path: "Broken.swift", message: "cannot read file: is a directory")], "jobs \(jobs)")
        }
    }

    /// A socket named like a Swift file passes the permission check for root too, and opening it
    /// fails: named on the command line, it reaches the loader and is reported there.
    func testNamedFileThatCannotBeOpenedIsAProblemEvenForRoot() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("A.swift", "final class A {}\n")
        try folder.socket("Broken.swift")
        let result = discover(["Broken.swift", "A.swift"], in: folder)
        XCTAssertEqual(result.files.map(\.path), ["A.swift", "Broken.swift"])
        XCTAssertEqual(result.problems, [])
        let loaded = ProjectLoader(jobs: 1).extractFacts(result.files)
        XCTAssertEqual(loaded.facts.map(\.path), ["A.swift"])
        XCTAssertEqual(loaded.problems, [DiscoveryProblem(path: "Broken.swift", message: "cannot read file: \(Self.enxio)")])
    }

    /// `strerror(ENXIO)` as the tool words it ("no such device or address" on Linux).
    static let enxio = String(cString: strerror(ENXIO)).lowercased()

    func testUnreadableFolderIsAProblem() throws {
        try XCTSkipIf(geteuid() == 0, "root reads folders whatever their mode")
        let folder = try TemporaryFolder(self)
        try folder.write("Locked/A.swift")
        try folder.write("B.swift")
        chmod(folder.path + "/Locked", 0)
        let result = discover(["."], in: folder)
        XCTAssertEqual(result.files.map(\.path), ["B.swift"])
        XCTAssertEqual(result.problems, [DiscoveryProblem(path: "Locked", message: "cannot read folder: permission denied")])
    }

    func testBadConfigurationIsAProblemWithItsPosition() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Feature/.viper-lint.json", #"{"exclud": []}"#)
        try folder.write("Feature/A.swift")
        try folder.write("B.swift")
        let result = discover(["."], in: folder)
        XCTAssertEqual(result.files.map(\.path), ["B.swift"])
        XCTAssertEqual(result.problems.map(\.description),
                       [#"Feature/.viper-lint.json:1:2: exclud: unknown key, did you mean "exclude"?"#])
    }
}
