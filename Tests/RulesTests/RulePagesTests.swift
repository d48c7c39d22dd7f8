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

/// `viper-lint explain` prints the Rules/*.md pages compiled into the tool; this keeps the
/// generated copy equal to the pages. Regenerate with VIPER_LINT_UPDATE_GOLDEN=1 (that run writes
/// the file and fails; review the diff, rebuild and rerun without the variable).
final class RulePagesTests: XCTestCase {
    private static let generatedFile = URL(fileURLWithPath: repositoryRoot).appendingPathComponent("Sources/Rules/RulePages.generated.swift")

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
}
