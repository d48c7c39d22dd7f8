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

/// The exit-code contract (PRODUCT.md "Exit codes"), end to end through `ViperLintCommand.run`.
final class CLIExitCodeTests: XCTestCase {
    func testCleanProjectExitsZero() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "No findings in 6 files, 1 module\n")
    }

    func testErrorFindingExitsOne() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
    }

    func testOnlyWarningsExitZero() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "warning"}}}"#)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine(severity: "warning")])
    }

    func testStrictMakesWarningsFail() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "warning"}}}"#)
        XCTAssertEqual(runCLI(["--strict"], in: root.path).exit, .findings)
    }

    func testStrictOnCleanProjectExitsZero() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        XCTAssertEqual(runCLI(["--strict"], in: root.path).exit, .clean)
    }

    func testUnknownFlagIsOneLineNamingItThenUsage() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["--bogus"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.errLines.first, "viper-lint: unknown option '--bogus'")
        XCTAssertEqual(result.err, "viper-lint: unknown option '--bogus'\n" + ViperLintCommand.usage + "\n")
    }

    func testMisspelledFlagSuggestsTheKnownOne() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["--stirct"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines.first, "viper-lint: unknown option '--stirct' (did you mean --strict?)")
    }

    func testJobsZeroIsABadValue() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["--jobs", "0"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines.first, "viper-lint: --jobs must be a whole number from 1 to 512, not '0'")
        XCTAssertTrue(result.err.contains(ViperLintCommand.usage))
    }

    func testUnknownFormatIsABadValue() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["--format", "xml"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines.first,
                       "viper-lint: --format must be one of text|json|sarif|checkstyle|junit|github|summary, not 'xml'")
    }

    func testValueFlagAtTheEndNeedsAValue() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["--config"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines.first, "viper-lint: --config needs a value")
    }

    func testBooleanFlagWithInlineValueIsAnError() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["--strict=yes"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines.first, "viper-lint: --strict takes no value")
    }

    func testMissingPathExitsTwoAndTheRealFolderIsStillReported() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["Login", "Nowhere"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertEqual(result.errLines, [
            "viper-lint: Nowhere: no such file or directory",
            "1 finding (1 error, 0 warnings) in 6 files, 1 module (incomplete: 1 problem)",
        ])
    }

    func testMissingPathOnCleanProjectStillExitsTwo() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        XCTAssertEqual(runCLI(["Login", "Nowhere"], in: root.path).exit, .usageOrIO)
    }

    func testUnreadableFileExitsTwoAndOthersAreLinted() throws {
        try XCTSkipIf(geteuid() == 0, "root reads files whatever their mode")
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let locked = try root.write("Other/Locked.swift", "final class Locked {}\n")
        XCTAssertEqual(chmod(locked, 0), 0)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertTrue(result.errLines.contains { $0.hasPrefix("viper-lint: Other/Locked.swift: ") }, result.err)
    }

    /// Root reads files whatever their mode, so `chmod 0` proves nothing there; a Unix socket named
    /// like a Swift file passes every permission check and still cannot be opened (ENXIO), for
    /// root too: the run is incomplete (exit 2), names the file, and still reports the others.
    func testFileThatCannotBeOpenedExitsTwoEvenForRootAndOthersAreLinted() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.socket("Broken.swift")
        let result = runCLI(["Login", "Broken.swift"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertEqual(result.errLines.first, "viper-lint: Broken.swift: cannot read file: \(String(cString: strerror(ENXIO)).lowercased())")
        XCTAssertEqual(result.errLines.count, 2, result.err)
        XCTAssertTrue(result.errLines.last?.hasPrefix("1 finding (1 error, 0 warnings) in ") ?? false, result.err)
        XCTAssertTrue(result.errLines.last?.hasSuffix(" 1 module (incomplete: 1 problem)") ?? false, result.err)
        // JSON marks the run incomplete and still holds the other file's finding.
        let json = runCLI(["--format", "json", "Login", "Broken.swift"], in: root.path)
        XCTAssertEqual(json.exit, .usageOrIO)
        XCTAssertTrue(json.out.contains("\"incomplete\": true"), json.out)
        XCTAssertTrue(json.out.contains("\"ruleId\": \"weak-view-reference\""), json.out)
    }

    /// Root can read anything, so a dangling `.swift` link stands in for an unreadable file there.
    func testBrokenSwiftLinkExitsTwoAndOthersAreLinted() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.link("Broken.swift", to: "nowhere")
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertEqual(result.errLines.first, "viper-lint: Broken.swift: broken symbolic link")
    }

    func testInvalidConfigurationExitsTwoNamesPositionAndKeyPathAndStillLints() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", """
        {
          "rules": {
            "weak-view-reference": {"severity": "warn"}
          }
        }

        """)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertEqual(result.errLines.first,
                       #"viper-lint: .viper-lint.json:3:41: rules.weak-view-reference.severity: expected "error", "warning" or "off", found "warn", did you mean "warning"?"#)
    }

    func testUnknownConfigurationKeyExitsTwoNamingIt() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write(".viper-lint.json", "{\n  \"exclud\": []\n}\n")
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertTrue(result.errLines.first?.hasPrefix("viper-lint: .viper-lint.json:2:3: exclud") ?? false, result.err)
    }

    func testMalformedConfigurationJSONExitsTwoWithPosition() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write(".viper-lint.json", "{\n  \"rules\": {,\n}\n")
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        XCTAssertTrue(result.errLines.first?.hasPrefix("viper-lint: .viper-lint.json:2:") ?? false, result.err)
    }
}

/// An honest CI gate: a source folder that holds no Swift file is a mistake, not a clean run.
final class CLIEmptyFolderTests: XCTestCase {
    func testANamedFolderWithNoSwiftFileExitsTwoNamingIt() throws {
        let root = try TemporaryFolder(self)
        try root.write("Sourcs/README.md", "typo in the folder name")
        try LoginProject.write(into: root, folder: "Sources/Login", strongView: true)
        let result = runCLI(["Sourcs", "Sources"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertTrue(result.err.contains("Sourcs: holds no Swift file to lint"), result.err)
        // Every other file is still linted and reported.
        XCTAssertEqual(result.findingLines.count, 1, result.out)
    }

    func testOverlappingNamedFoldersAreNotEmpty() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, folder: "Sources/Login", strongView: false)
        let result = runCLI(["Sources", "Sources/Login"], in: root.path)
        XCTAssertFalse(result.err.contains("holds no Swift file"), result.err)
    }

    func testTheDefaultFolderIsNotRequiredToHoldSwiftFiles() throws {
        let root = try TemporaryFolder(self)
        try root.write("README.md", "no code yet")
        XCTAssertEqual(runCLI([], in: root.path).exit, .clean)
    }
}
