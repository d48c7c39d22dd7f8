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

/// `viper-lint explain` prints the Rules/*.md pages compiled into the tool and `viper-lint rules`
/// their summaries; this keeps the generated copy (and the index table in Rules/README.md) equal
/// to the pages. Regenerate with VIPER_LINT_UPDATE_GOLDEN=1 (that run writes the files and fails;
/// review the diff, rebuild and rerun without the variable).
final class RulePagesTests: XCTestCase {
    private static let generatedFile = URL(fileURLWithPath: repositoryRoot).appendingPathComponent("Sources/Rules/RulePages.generated.swift")
    private static let indexFile = RuleExampleTests.rulesFolder.appendingPathComponent("README.md")
    private static var updating: Bool { ProcessInfo.processInfo.environment["VIPER_LINT_UPDATE_GOLDEN"] == "1" }

    private func render() throws -> String {
        let folder = RuleExampleTests.rulesFolder
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        var out = "// Generated from Rules/*.md by RulePagesTests (VIPER_LINT_UPDATE_GOLDEN=1); do not edit.\n"
        out += "package enum RulePages {\n    package static let pages: [String: String] = [\n"
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertFalse(text.contains("\"\"\"##"), "Rules/\(name) cannot be embedded in a ##\"\"\" literal")
            out += "        \"\(name.dropLast(3))\": ##\"\"\"\n\(text)\n\"\"\"##,\n"
        }
        out += "    ]\n}\n"
        return out
    }

    func testGeneratedRulePagesMatchTheMarkdown() throws {
        try assertGolden(render(), path: Self.generatedFile.path,
                         stale: "run the tests with VIPER_LINT_UPDATE_GOLDEN=1 and review the diff")
    }

    func testExplainPrintsTheRulePage() throws {
        for id in RuleRegistry.ids {
            let page = try String(contentsOf: RuleExampleTests.rulesFolder.appendingPathComponent(id + ".md"), encoding: .utf8)
            XCTAssertEqual(RulePages.pages[id], page, id)
        }
    }

    /// The rule table of Rules/README.md, one row per rule in `viper-lint rules` order, with the
    /// page's severity and summary.
    private func renderIndexTable() throws -> [String] {
        var rows = ["| rule | default severity | summary | page |", "|---|---|---|---|"]
        for id in RuleRegistry.ids {
            let text = try String(contentsOf: RuleExampleTests.rulesFolder.appendingPathComponent(id + ".md"), encoding: .utf8)
            let page = RuleDocumentationPage.parse(text)
            rows.append("| `\(id)` | \(page.defaultSeverity ?? "?") | \(page.summary ?? "?") | [\(id).md](\(id).md) |")
        }
        return rows
    }

    func testRulesIndexTableIsGeneratedFromThePages() throws {
        let expected = try renderIndexTable()
        var lines = try String(contentsOf: Self.indexFile, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("| rule |") }, "Rules/README.md has a rule table")
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        if Self.updating {
            lines.replaceSubrange(start..<end, with: expected)
            try lines.joined(separator: "\n").write(to: Self.indexFile, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(Array(lines[start..<end]), expected, "run the tests with VIPER_LINT_UPDATE_GOLDEN=1 and review the diff")
    }
}
