import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintCLI
import ViperLintTestSupport

/// `--report FORMAT=PATH`: more reports from the same run, next to the main format on stdout.
final class CLIReportTests: XCTestCase {
    func testReportsAreWrittenNextToStandardOutput() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--quiet", "--report", "junit=lint.xml", "--report=checkstyle=lint-checkstyle.xml"], in: root.path)
        XCTAssertEqual(result.exit, .findings, result.err)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()], "stdout keeps the main format")
        let junit = try String(contentsOfFile: root.path + "/lint.xml", encoding: .utf8)
        let checkstyle = try String(contentsOfFile: root.path + "/lint-checkstyle.xml", encoding: .utf8)
        // The same reports as `--format` gives on standard output.
        XCTAssertEqual(checkstyle, runCLI(["--quiet", "--format", "checkstyle"], in: root.path).out)
        XCTAssertTrue(junit.contains("weak-view-reference"), junit)
    }

    func testAReportInAMissingFolderFailsTheRunAndTheOthersAreStillWritten() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--quiet", "--report", "sarif=missing/lint.sarif", "--report", "json=lint.json"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines, ["viper-lint: missing/lint.sarif: cannot write the sarif report: its folder does not exist"])
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        let json = try String(contentsOfFile: root.path + "/lint.json", encoding: .utf8)
        // The written report records the incomplete run, with the reason.
        XCTAssertTrue(json.contains("\"incomplete\" : true") || json.contains("\"incomplete\": true"), json)
        XCTAssertTrue(json.contains("missing/lint.sarif: cannot write the sarif report"), json)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path + "/missing"))
    }

    func testBadReportArgumentsAreUsageErrors() throws {
        let root = try TemporaryFolder(self)
        for (argument, message) in [
            ("sarif", "viper-lint: --report takes FORMAT=PATH (for example sarif=viper-lint.sarif), not 'sarif'"),
            ("sarif=", "viper-lint: --report takes FORMAT=PATH (for example sarif=viper-lint.sarif), not 'sarif='"),
            ("xml=out.xml", "viper-lint: --report format must be one of text|json|sarif|checkstyle|junit|github|summary, not 'xml'"),
        ] {
            let result = runCLI(["--report", argument], in: root.path)
            XCTAssertEqual(result.exit, .usageOrIO, argument)
            XCTAssertEqual(result.errLines.first, message, argument)
        }
    }
}
