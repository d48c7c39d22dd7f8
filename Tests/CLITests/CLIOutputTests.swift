import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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

/// Subcommand defaults, text and JSON output, every format, determinism across `--jobs`.
final class CLIOutputTests: XCTestCase {
    static let noteLine = "Login/LoginViewInput.swift:1:10: note: view protocol `LoginViewInput` declared here"

    func testNoSubcommandMeansLintOfTheCurrentFolder() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let implicit = runCLI([], in: root.path)
        XCTAssertEqual(implicit.exit, .findings)
        XCTAssertEqual(implicit.outLines, [LoginProject.strongViewLine(), Self.noteLine])
        XCTAssertEqual(runCLI(["lint"], in: root.path).out, implicit.out)
        XCTAssertEqual(runCLI(["."], in: root.path).out, implicit.out)
        XCTAssertEqual(runCLI(["lint", "."], in: root.path).out, implicit.out)
    }

    func testPathWithoutSubcommandIsLinted() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["Login"], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
    }

    func testTypoedSubcommandIsAUsageError() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["lnt"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines.first, "viper-lint: unknown command 'lnt' (did you mean 'lint'?)")
    }

    func testFolderNamedLikeACommandTypoIsLinted() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, folder: "lnt", strongView: true)
        let result = runCLI(["lnt"], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine(folder: "lnt")])
    }

    func testTextPathsAreRelativeToTheCurrentFolder() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, folder: "App/Login", strongView: true)
        let fromApp = runCLI([], in: root.path + "/App")
        XCTAssertEqual(fromApp.findingLines, [LoginProject.strongViewLine(folder: "Login")])
        let fromRoot = runCLI(["App"], in: root.path)
        XCTAssertEqual(fromRoot.findingLines, [LoginProject.strongViewLine(folder: "App/Login")])
    }

    func testAbsolutePathsFlagPrintsAbsolutePaths() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--absolute-paths"], in: root.path)
        XCTAssertEqual(result.outLines, [
            root.path + "/" + LoginProject.strongViewLine(),
            root.path + "/" + Self.noteLine,
        ])
    }

    func testSummaryLineGoesToStandardError() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI([], in: root.path)
        XCTAssertEqual(result.err, "1 finding (1 error, 0 warnings) in 6 files, 1 module\n")
        XCTAssertFalse(result.out.contains("finding ("))
    }

    func testQuietSuppressesTheSummary() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--quiet"], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.outLines, [LoginProject.strongViewLine(), Self.noteLine])
    }

    func testQuietStillPrintsProblems() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        let result = runCLI(["--quiet", ".", "Nowhere"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.err, "viper-lint: Nowhere: no such file or directory\n")
    }

    func testJSONOutputHasTheContractKeysInOrder() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["--format", "json"], in: root.path)
        XCTAssertEqual(result.exit, .findings)
        let document = try JSONParser.parse(result.out)
        XCTAssertEqual(keys(document), ["version", "tool", "summary", "findings"])
        XCTAssertEqual(keys(member(document, "tool")), ["name", "version"])
        XCTAssertEqual(keys(member(document, "summary")), ["files", "modules", "findings", "errors", "warnings", "durationMs"])
        guard case .array(let findings)? = member(document, "findings")?.value, let first = findings.first else {
            return XCTFail("no findings array: \(result.out)")
        }
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(keys(first), ["ruleId", "severity", "message", "file", "line", "column", "module", "symbol", "notes"])
        XCTAssertTrue(result.out.contains(#""file": "Login/LoginPresenter.swift""#), result.out)
        XCTAssertTrue(result.out.contains(#""symbol": "LoginPresenter.view""#), result.out)
    }

    func testJSONOfAnIncompleteRunSaysSo() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        let result = runCLI(["--format", "json", ".", "Nowhere"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(keys(member(try JSONParser.parse(result.out), "summary")).suffix(2), ["incomplete", "problems"])
        XCTAssertTrue(result.out.contains("\"Nowhere: no such file or directory\""), result.out)
    }

    func testEveryFormatRenders() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        for format in ReporterRegistry.names {
            let result = runCLI(["--format", format, "--quiet"], in: root.path)
            XCTAssertEqual(result.exit, .findings, format)
            XCTAssertEqual(result.err, "", format)
            XCTAssertTrue(result.out.contains("weak-view-reference"), "\(format): \(result.out)")
        }
    }

    func testStructuredFormatsParse() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        XCTAssertNoThrow(try JSONParser.parse(runCLI(["--format", "sarif"], in: root.path).out))
        for format in ["checkstyle", "junit"] {
            let data = Data(runCLI(["--format", format], in: root.path).out.utf8)
            XCTAssertNoThrow(try XMLDocument(data: data), format)
        }
    }

    func testOutputIsTheSameForOneAndFourJobsOnFixtures() {
        let fixtures = repositoryRoot + "/Fixtures"
        let one = runCLI(["--jobs", "1", "--quiet", "--no-cache"], in: fixtures)
        let four = runCLI(["--jobs", "4", "--quiet", "--no-cache"], in: fixtures)
        XCTAssertEqual(one.exit, .findings)
        XCTAssertGreaterThan(one.findingLines.count, 20)
        XCTAssertEqual(one.out, four.out)
        XCTAssertEqual(one.exit, four.exit)
    }

    /// `--jobs` reaches every parallel stage (facts, the model's maps, rules): with 1 no stage
    /// starts a worker thread, with 2 none runs more than two at once; the output is the same.
    func testJobsFlagBoundsEveryParallelStage() {
        let fixtures = repositoryRoot + "/Fixtures"
        var outputs: [String] = []
        for jobs in [1, 2] {
            let probe = ParallelismProbe()
            let result = ParallelismProbe.$current.withValue(probe) {
                runCLI(["--jobs", "\(jobs)", "--no-cache"], in: fixtures)
            }
            XCTAssertEqual(result.exit, .findings)
            outputs.append(result.out)
            XCTAssertEqual(Set(probe.runs.map(\.caller)), ["ViperLintEngine/ProjectLoader.swift", "ViperLintModel/ProjectModel.swift",
                                                          "ViperLintModel/RoleAssignment+Project.swift", "ViperLintModel/ModuleConnections.swift",
                                                          "ViperLintModel/ModuleGrouping.swift", "ViperLintEngine/LintEngine.swift"])
            for run in probe.runs {
                XCTAssertLessThanOrEqual(run.workers, jobs, "\(run.caller) with --jobs \(jobs)")
                XCTAssertLessThanOrEqual(run.peakConcurrency, jobs, "\(run.caller) with --jobs \(jobs)")
            }
        }
        XCTAssertGreaterThan(outputs[0].split(separator: "\n").count, 20)
        XCTAssertEqual(outputs[0], outputs[1])
    }

    func testJSONIsTheSameForOneAndFourJobsOnFixturesApartFromDuration() {
        let fixtures = repositoryRoot + "/Fixtures"
        XCTAssertFalse(fixtureSwiftFiles().isEmpty)
        let one = runCLI(["--jobs", "1", "--format", "json", "--no-cache"], in: fixtures)
        let four = runCLI(["--jobs", "4", "--format", "json", "--no-cache"], in: fixtures)
        XCTAssertEqual(one.exit, .findings)
        XCTAssertGreaterThan(one.out.components(separatedBy: "\"ruleId\"").count, 20)
        XCTAssertEqual(withoutDuration(one.out), withoutDuration(four.out))
        XCTAssertEqual(one.out.components(separatedBy: "\"durationMs\"").count, 2)
    }

    func testRepeatedRunsGiveTheSameBytes() {
        let fixtures = repositoryRoot + "/Fixtures"
        XCTAssertFalse(fixtureSwiftFiles().isEmpty)
        // The first run fills a fresh cache; later runs read it: output must not change.
        let cache = NSTemporaryDirectory() + "viper-lint-repeat-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let first = runCLI(["--jobs", "3", "--quiet", "--cache-path", cache], in: fixtures).out
        XCTAssertGreaterThan(first.split(separator: "\n").count, 20)
        for _ in 0..<3 {
            XCTAssertEqual(runCLI(["--jobs", "3", "--quiet", "--cache-path", cache], in: fixtures).out, first)
        }
    }

    private func withoutDuration(_ json: String) -> String {
        json.split(separator: "\n").filter { !$0.contains("\"durationMs\"") }.joined(separator: "\n")
    }
}

func member(_ node: JSONNode?, _ key: String) -> JSONNode? {
    guard case .object(let members)? = node?.value else { return nil }
    return members.first { $0.key == key }?.value
}

func keys(_ node: JSONNode?) -> [String] {
    guard case .object(let members)? = node?.value else { return [] }
    return members.map(\.key)
}
