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

/// Runs every example of every `Rules/<rule-id>.md` page, so the documentation is the test:
/// findings land exactly on the `↓` marks, and the same code in a comment, in a string, or
/// shifted by an emoji proves the rule reads code rather than text.
final class RuleExampleTests: XCTestCase {
    private struct LoadedPage {
        var id: String
        var fileName: String
        var page: RuleDocumentationPage
    }

    static let rulesFolder: URL = URL(fileURLWithPath: repositoryRoot).appendingPathComponent("Rules")

    private func pageFileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
    }

    private func loadPages() throws -> [LoadedPage] {
        try pageFileNames().map { name in
            let text = try String(contentsOf: Self.rulesFolder.appendingPathComponent(name), encoding: .utf8)
            return LoadedPage(id: String(name.dropLast(3)), fileName: name, page: RuleDocumentationPage.parse(text))
        }
    }

    /// The configuration an example's `options:` line stands for, read by the real validator
    /// (so an unknown option or a wrong type fails here, as it would in `.viper-lint.json`).
    private func configuration(_ example: RuleExample, ruleId: String, in page: LoadedPage) -> EffectiveConfiguration? {
        guard let options = example.options else { return nil }
        let json = "{\"rules\": {\"\(ruleId)\": \(options)}}"
        do {
            let parsed = try ConfigurationValidator(rules: RuleRegistry.optionSpecs).decode(Array(json.utf8), path: describe(page, example))
            return EffectiveConfiguration(layers: [ConfigurationLayer(file: describe(page, example), folder: "", configuration: parsed)])
        } catch {
            XCTFail("\(describe(page, example)): options: \(error.description)")
            return nil
        }
    }

    /// Every finding for the files (only the page's rule runs, with the example's options), in
    /// source order: the rule's own and the suppression bookkeeping ones.
    private func lint(_ files: [RuleExampleFile], _ example: RuleExample, in page: LoadedPage) -> [Finding] {
        guard let rule = RuleRegistry.rule(id: page.id) else { return [] }
        let facts = files.map { FactExtractor.extract(path: $0.path, bytes: Array($0.text.utf8)) }
        let model = ProjectModel(files: facts)
        return LintEngine(rules: [rule]).run(model, rootConfiguration: configuration(example, ruleId: page.id, in: page))
            .sorted { $0.location < $1.location }
    }

    /// Where the page's rule reports in the files.
    private func findings(_ files: [RuleExampleFile], _ example: RuleExample, in page: LoadedPage) -> [SourceLocation] {
        lint(files, example, in: page).filter { $0.ruleId == page.id }.map(\.location)
    }

    private func describe(_ page: LoadedPage, _ example: RuleExample) -> String {
        "Rules/\(page.fileName):\(example.pageLine)"
    }

    // MARK: - The examples

    func testNonTriggeringExamplesHaveNoFindings() throws {
        for page in try loadPages() {
            for example in page.page.nonTriggering {
                XCTAssertEqual(example.marks, [], "\(describe(page, example)): a non-triggering example has no ↓")
                XCTAssertEqual(example.messages, [], "\(describe(page, example)): a non-triggering example has no message:")
                XCTAssertEqual(findings(example.files, example, in: page), [], describe(page, example))
            }
        }
    }

    func testTriggeringExamplesFindExactlyTheMarkedPositions() throws {
        for page in try loadPages() {
            for example in page.page.triggering {
                XCTAssertFalse(example.marks.isEmpty, "\(describe(page, example)): a triggering example needs a ↓")
                XCTAssertEqual(findings(example.files, example, in: page), example.marks.sorted(), describe(page, example))
            }
        }
    }

    func testTriggeringExamplesGiveTheStatedMessages() throws {
        for page in try loadPages() {
            for example in page.page.triggering where !example.messages.isEmpty {
                XCTAssertEqual(example.messages.count, example.marks.count,
                               "\(describe(page, example)): one message: line per ↓, in source order")
                let messages = lint(example.files, example, in: page).filter { $0.ruleId == page.id }.map(\.message)
                XCTAssertEqual(messages, example.messages, describe(page, example))
            }
        }
    }

    func testEachRuleStatesAtLeastOneMessage() throws {
        for page in try loadPages() {
            XCTAssertTrue(page.page.triggering.contains { !$0.messages.isEmpty }, "Rules/\(page.fileName): give one example a message:")
        }
    }

    func testEveryOptionHasAnExampleThatSetsIt() throws {
        for page in try loadPages() {
            let examples = page.page.triggering + page.page.nonTriggering
            for option in RuleRegistry.rule(id: page.id)?.description.options ?? [] {
                XCTAssertTrue(examples.contains { $0.options?.contains("\"\(option.name)\"") ?? false },
                              "Rules/\(page.fileName): no example sets `\(option.name)`")
            }
        }
    }

    /// `// viper-lint:disable <rule-id>` on the first line of every file with a ↓ silences the
    /// rule there, and the directive is used (no unused-suppression), so suppression reaches
    /// every kind of finding the rule makes.
    func testTriggeringExamplesAreSilencedByAFileLevelDisable() throws {
        for page in try loadPages() {
            for example in page.page.triggering {
                let markedFiles = Set(example.marks.map(\.file))
                let disabled = example.files.map { file in
                    markedFiles.contains(file.path)
                        ? RuleExampleFile(path: file.path, text: "// viper-lint:disable \(page.id)\n" + file.text) : file
                }
                let left = lint(disabled, example, in: page).map { "\($0.ruleId) \($0.location.file):\($0.location.line): \($0.message)" }
                XCTAssertEqual(left, [], describe(page, example))
            }
        }
    }

    func testTriggeringExamplesInsideBlockCommentsHaveNoFindings() throws {
        for page in try loadPages() {
            for example in page.page.triggering {
                XCTAssertFalse(example.files.contains { $0.text.contains("*/") }, "\(describe(page, example)): avoid */ in examples")
                let commented = example.files.map { RuleExampleFile(path: $0.path, text: "/*\n" + $0.text + "*/\n") }
                XCTAssertEqual(findings(commented, example, in: page), [], describe(page, example))
            }
        }
    }

    func testTriggeringExamplesInsideStringLiteralsHaveNoFindings() throws {
        for page in try loadPages() {
            for example in page.page.triggering {
                XCTAssertFalse(example.files.contains { $0.text.contains("\"\"\"") }, "\(describe(page, example)): avoid \"\"\" in examples")
                let quoted = example.files.map { RuleExampleFile(path: $0.path, text: "let example = #\"\"\"\n" + $0.text + "\"\"\"#\n") }
                XCTAssertEqual(findings(quoted, example, in: page), [], describe(page, example))
            }
        }
    }

    func testEmojiBeforeMarkedLinesShiftsColumnsByItsByteLength() throws {
        let prefix = "/*🚀*/"
        for page in try loadPages() {
            for example in page.page.triggering {
                let shifted = example.files.map { file -> RuleExampleFile in
                    let marked = Set(example.marks.filter { $0.file == file.path }.map(\.line))
                    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
                        marked.contains(offset + 1) ? prefix + line : String(line)
                    }
                    return RuleExampleFile(path: file.path, text: lines.joined(separator: "\n"))
                }
                let expected = example.marks.map {
                    SourceLocation(file: $0.file, line: $0.line, column: $0.column + prefix.utf8.count)
                }.sorted()
                XCTAssertEqual(findings(shifted, example, in: page), expected, describe(page, example))
            }
        }
    }

    // MARK: - The pages

    func testEveryRegisteredRuleHasExactlyOnePage() throws {
        XCTAssertEqual(try pageFileNames(), RuleRegistry.ids.sorted().map { $0 + ".md" })
    }

    func testEachPageTitleNamesItsRuleId() throws {
        for page in try loadPages() {
            XCTAssertEqual(page.page.titleId, page.id, "Rules/\(page.fileName)")
        }
    }

    func testEachPageIsWellFormed() throws {
        for page in try loadPages() {
            XCTAssertEqual(page.page.problems, [], "Rules/\(page.fileName)")
        }
    }

    /// `viper-lint rules` shows the page's first paragraph: one sentence on one line.
    func testEachRuleSummaryIsItsPageSummary() throws {
        for page in try loadPages() {
            let summary = try XCTUnwrap(page.page.summary, "Rules/\(page.fileName) has no summary paragraph")
            XCTAssertEqual(RuleRegistry.rule(id: page.id)?.description.summary, summary, "Rules/\(page.fileName)")
            XCTAssertTrue(summary.hasSuffix("."), "Rules/\(page.fileName): the summary is a sentence")
            XCTAssertFalse(summary.contains("  ") || summary.count > 100, "Rules/\(page.fileName): one short line")
        }
    }

    func testEachPageStatesTheRuleDefaultSeverity() throws {
        for page in try loadPages() {
            XCTAssertEqual(page.page.defaultSeverity, RuleRegistry.rule(id: page.id)?.description.defaultSeverity.rawValue,
                           "Rules/\(page.fileName)")
        }
    }

    /// The options the configuration accepts are exactly the page's table rows, with their types.
    func testEachPageOptionsTableIsTheRuleOptionSpecs() throws {
        let words: [RuleOptionSpec.ValueType: String] = [.bool: "bool", .string: "string", .stringArray: "string array", .int: "int"]
        for page in try loadPages() {
            let specs = RuleRegistry.rule(id: page.id)?.description.options ?? []
            XCTAssertEqual(page.page.options, specs.map { .init(name: $0.name, type: words[$0.type] ?? "?") }, "Rules/\(page.fileName)")
        }
    }

    func testEachPageHasAtLeastEightExamplesOfEachKind() throws {
        for page in try loadPages() {
            XCTAssertGreaterThanOrEqual(page.page.triggering.count, 8, "Rules/\(page.fileName) triggering")
            XCTAssertGreaterThanOrEqual(page.page.nonTriggering.count, 8, "Rules/\(page.fileName) non-triggering")
        }
    }
}
