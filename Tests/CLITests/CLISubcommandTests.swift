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

/// `modules`, `rules`, `explain`, `init`, `--version` and `--help`.
final class CLISubcommandTests: XCTestCase {
    func testModulesTextListsTheModuleAndItsParts() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["modules"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.outLines.first, "Login")
        XCTAssertTrue(result.out.contains("  assembled by: builder LoginBuilder\n"), result.out)
        XCTAssertEqual(result.outLines.last, "1 module")
    }

    func testModulesJSONParsesAndNamesTheModule() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["modules", "--format", "json"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        let document = try JSONParser.parse(result.out)
        XCTAssertEqual(keys(document), ["version", "modules", "unassigned", "unconnected"])
        XCTAssertTrue(result.out.contains(#""name": "Login""#), result.out)
    }

    func testModulesDotHasOneClusterAndLineBreakLabels() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["modules", "--format", "dot"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertTrue(result.out.hasPrefix("digraph viper {\n"), result.out)
        XCTAssertTrue(result.out.contains("    \"LoginPresenter\" [label=\"LoginPresenter\\npresenter\"];\n"), result.out)
        XCTAssertTrue(result.out.contains("  \"LoginPresenter\" -> \"LoginViewController\" [label=\"view\", style=solid];\n"), result.out)
        XCTAssertTrue(result.out.contains("  \"LoginRouter\" -> \"LoginViewController\" [label=\"viewController\", style=dashed];\n"),
                      result.out)
        XCTAssertTrue(result.out.hasSuffix("}\n"))
    }

    func testModulesRejectsALintFormat() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["modules", "--format", "sarif"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines.first, "viper-lint modules: --format must be one of text|json|dot, not 'sarif'")
    }

    func testModulesAndRulesRejectLintOnlyFlags() throws {
        let root = try TemporaryFolder(self)
        let modules = runCLI(["modules", "--baseline", "b.json"], in: root.path)
        XCTAssertEqual(modules.exit, .usageOrIO)
        XCTAssertEqual(modules.errLines.first, "viper-lint modules: --baseline is not an option of `viper-lint modules`")
        let rules = runCLI(["rules", "--jobs", "3"], in: root.path)
        XCTAssertEqual(rules.exit, .usageOrIO)
        XCTAssertEqual(rules.errLines.first, "viper-lint rules: --jobs is not an option of `viper-lint rules`")
    }

    func testModulesWithMissingPathExitsTwo() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let result = runCLI(["modules", "Login", "Nowhere"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.outLines.first, "Login")
    }

    func testRulesListsEveryRuleWithSeverityAndState() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["rules"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.outLines.count, RuleRegistry.all.count + RuleRegistry.engineRuleIds.count)
        XCTAssertEqual(result.outLines.first,
                       "weak-view-reference    error    on   Presenters and routers hold their view weakly.")
        XCTAssertTrue(result.outLines.contains { $0.hasPrefix("unused-suppression     warning  on ") }, result.out)
    }

    func testRulesShowsConfiguredState() throws {
        let root = try TemporaryFolder(self)
        try root.write(".viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        let result = runCLI(["rules"], in: root.path)
        XCTAssertEqual(result.outLines.first,
                       "weak-view-reference    error    off  Presenters and routers hold their view weakly.")
    }

    func testRulesJSONParses() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["rules", "--format", "json"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        guard case .array(let rows) = try JSONParser.parse(result.out).value, let first = rows.first else {
            return XCTFail(result.out)
        }
        XCTAssertEqual(rows.count, RuleRegistry.all.count + RuleRegistry.engineRuleIds.count)
        XCTAssertEqual(keys(first), ["id", "severity", "enabled", "summary"])
    }

    func testExplainKnownRule() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["explain", "weak-view-reference"], in: root.path)
        XCTAssertEqual(result.exit, .clean)
        XCTAssertTrue(result.out.contains("weak-view-reference"), result.out)
        XCTAssertTrue(result.out.contains("allowUnowned"), result.out)
        XCTAssertEqual(result.err, "")
    }

    func testExplainMisspelledRuleSuggests() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["explain", "weak-view-refrence"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.err, "viper-lint explain: unknown rule 'weak-view-refrence' (did you mean weak-view-reference?)\n")
    }

    func testExplainUnknownRuleListsTheKnownOnes() throws {
        let root = try TemporaryFolder(self)
        let result = runCLI(["explain", "nope"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.errLines.count, 1)
        XCTAssertTrue(result.err.hasPrefix("viper-lint explain: unknown rule 'nope' (known rules: weak-view-reference, "), result.err)
    }

    func testExplainSuppressionBookkeepingRules() throws {
        let root = try TemporaryFolder(self)
        for id in RuleRegistry.engineRuleIds {
            let result = runCLI(["explain", id], in: root.path)
            XCTAssertEqual(result.exit, .clean, id)
            XCTAssertTrue(result.out.hasPrefix("# \(id)\n"), result.out)
        }
    }

    func testExplainWithoutRuleIsUsage() throws {
        let root = try TemporaryFolder(self)
        XCTAssertEqual(runCLI(["explain"], in: root.path).exit, .usageOrIO)
    }

    func testInitWritesAValidConfigurationOnce() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let first = runCLI(["init"], in: root.path)
        XCTAssertEqual(first.exit, .clean)
        XCTAssertEqual(first.out, "wrote .viper-lint.json: 1 module detected in 6 files\n"
            + "findings on the current code:\n  weak-view-reference  1\n")
        let written = try String(contentsOfFile: root.path + "/.viper-lint.json", encoding: .utf8)
        // The starter file must be accepted by lint itself.
        XCTAssertEqual(runCLI([], in: root.path).exit, .findings)
        let second = runCLI(["init"], in: root.path)
        XCTAssertEqual(second.exit, .usageOrIO)
        XCTAssertEqual(second.err, "viper-lint init: .viper-lint.json already exists; not overwriting it\n")
        XCTAssertEqual(try String(contentsOfFile: root.path + "/.viper-lint.json", encoding: .utf8), written)
    }

    func testVersionPrintsVersion() {
        let result = runCLI(["--version"], in: "/")
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, ViperLintVersion.current + "\n")
    }

    func testHelpPrintsUsageToStandardOutput() {
        let result = runCLI(["--help"], in: "/")
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, ViperLintCommand.usage + "\n\n" + CommandHelp.exitCodes + "\n")
        XCTAssertEqual(result.err, "")
    }
}

/// Help that helps: every command's help exits 0, and the lint help names every option the parser takes.
final class CLIHelpTests: XCTestCase {
    func testEveryCommandsHelpExitsZeroWithItsUsage() {
        for command in ["lint", "modules", "rules", "explain", "init", "debug", "version"] {
            for form in [[command, "--help"], [command, "-h"], ["help", command]] {
                let result = runCLI(form, in: "/")
                XCTAssertEqual(result.exit, .clean, form.joined(separator: " "))
                XCTAssertTrue(result.out.contains("usage: viper-lint"), form.joined(separator: " "))
                XCTAssertTrue(result.out.contains("exit codes:"), form.joined(separator: " "))
            }
        }
    }

    func testLintHelpDescribesEveryOptionTheParserAccepts() {
        let help = CommandHelp.lint
        for flag in CommandOptions.valueFlags.union(CommandOptions.booleanFlags) {
            XCTAssertTrue(help.contains(flag + " ") || help.contains(flag + "\n"), "lint help does not describe \(flag)")
        }
    }

    func testVersionSubcommandAndRulesWithAnId() {
        XCTAssertEqual(runCLI(["version"], in: "/").out, ViperLintVersion.current + "\n")
        let rule = runCLI(["rules", "weak-view-reference"], in: "/")
        XCTAssertEqual(rule.exit, .clean)
        XCTAssertTrue(rule.out.hasPrefix("# `weak-view-reference`"), rule.out)
        let unknown = runCLI(["rules", "no-such-rule"], in: "/")
        XCTAssertEqual(unknown.exit, .usageOrIO)
        XCTAssertTrue(unknown.err.contains("unknown rule 'no-such-rule'"), unknown.err)
    }

    func testSwiftLintSpellingsGetADidYouMean() {
        let result = runCLI(["--reporter", "json"], in: "/")
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertTrue(result.err.contains("unknown option '--reporter' (did you mean --format?)"), result.err)
    }

    func testHelpForAnUnknownCommandIsAnError() {
        XCTAssertEqual(runCLI(["help", "nope"], in: "/").exit, .usageOrIO)
    }
}
