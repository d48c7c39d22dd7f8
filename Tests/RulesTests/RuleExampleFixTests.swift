import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintEngine
@testable import ViperLintFixes
import ViperLintTestSupport

/// `viper-lint fix` on the rule pages: every triggering example of the weak-reference rules is
/// fixed (and then lints clean, and a second run changes nothing) or is one of the few that no
/// safe edit fixes; the `## Fix` section's before/after pairs are exactly what `fix` writes.
final class RuleExampleFixTests: XCTestCase {
    static let fixablePages = ["weak-view-reference", "weak-output-reference"]

    /// Triggering examples that stay as they are, by a line they hold, with the start of the reason.
    static let notFixable: [String: String] = [
        // Splitting the declaration is left to the user.
        #"var view: (CartViewInput & Reloadable)?, title = """#: "it shares its declaration with other variables",
        // `weak var view: View?` does not compile while `View` may be a struct.
        "class BasePresenter<View> {": "`View` is a generic parameter that may be a value type",
        // Nothing in the snippet holds `AlbumPresenter` (its view is not shown), and it does not hold
        // `PhotoPresenter`: weak could free it. In an app its view holds it and the fix applies.
        "    var ↓delegate: AlbumPresenter?".replacingOccurrences(of: "↓", with: ""): "nothing else in the project holds `AlbumPresenter`",
        // Clean Swift: the interactor is the presenter's only owner; weak would free it.
        "    var presenter: OrderPresentationLogic?": "nothing else in the project holds `OrderPresenter`",
        // The cell keeps the interactor, and the interactor is the cell presenter's only owner.
        "        interactor = PostCellInteractor(presenter: presenter)": "nothing else in the project holds `PostCellPresenter`",
        // The presenter makes its view and is its only owner in the snippet: weak would free it.
        "    func makeView() -> QuizView {": "`QuizPresenter` creates the `QuizView` it keeps in `view`",
        // The Infinum-style hand-off: the wireframe clears the reference itself once the screen is
        // shown; weak would free the screen before.
        "    func releaseViewController() {": "`ScannerWireframe` sets `viewControllerReference` to nil itself",
    ]

    private struct Page {
        var id: String
        var page: RuleDocumentationPage
    }

    private func pages() throws -> [Page] {
        try Self.fixablePages.map { id in
            let text = try String(contentsOf: RuleExampleTests.rulesFolder.appendingPathComponent(id + ".md"), encoding: .utf8)
            return Page(id: id, page: RuleDocumentationPage.parse(text))
        }
    }

    private func configuration(_ example: RuleExample, _ id: String) throws -> EffectiveConfiguration? {
        guard let options = example.options else { return nil }
        let json = "{\"rules\": {\"\(id)\": \(options)}}"
        let parsed = try ConfigurationValidator(rules: RuleRegistry.optionSpecs).decode(Array(json.utf8), path: "example")
        return EffectiveConfiguration(layers: [ConfigurationLayer(file: "example", folder: "", configuration: parsed)])
    }

    /// Fixes the files as `viper-lint fix` does (only the page's rule runs, with the example's options).
    private func fix(_ files: [RuleExampleFile], _ example: RuleExample, _ id: String) throws -> ProjectFixer.Result {
        let rule = try XCTUnwrap(RuleRegistry.rule(id: id))
        let config = try configuration(example, id)
        let texts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, Array($0.text.utf8)) })
        let model = ProjectModel(files: files.map { FactExtractor.extract(path: $0.path, bytes: Array($0.text.utf8)) })
        let fixer = ProjectFixer(jobs: 1) { model in LintEngine(rules: [rule], jobs: 1).run(model, rootConfiguration: config) }
        return fixer.run(model) { texts[$0] }
    }

    private func applied(_ result: ProjectFixer.Result, to files: [RuleExampleFile]) -> [RuleExampleFile] {
        files.map { file in
            guard let change = result.changes.first(where: { $0.file == file.path }) else { return file }
            return RuleExampleFile(path: file.path, text: String(decoding: change.after, as: UTF8.self))
        }
    }

    func testEveryTriggeringExampleIsFixedOrKnownNotFixable() throws {
        var fixedCount = 0
        for page in try pages() {
            for example in page.page.triggering {
                let name = "Rules/\(page.id).md:\(example.pageLine)"
                let result = try fix(example.files, example, page.id)
                let expectedRefusal = Self.notFixable.first { line, _ in example.files.contains { $0.text.contains(line) } }?.value
                if let expectedRefusal {
                    XCTAssertEqual(result.changes.count, 0, name)
                    XCTAssertEqual(result.notFixable.count, example.marks.count, name)
                    for unfixed in result.notFixable {
                        XCTAssertTrue(unfixed.reason.hasPrefix(expectedRefusal), "\(name): \(unfixed.reason)")
                    }
                    continue
                }
                fixedCount += 1
                XCTAssertEqual(result.applied.count, example.marks.count, "\(name): one fix per finding")
                XCTAssertEqual(result.notFixable.map(\.reason), [], name)
                XCTAssertEqual(result.remaining.filter { $0.ruleId == page.id }.map(\.message), [], "\(name): lints clean after the fix")
                // Linted from scratch, the fixed files are clean too; a second run changes nothing.
                let fixed = applied(result, to: example.files)
                let again = try fix(fixed, example, page.id)
                XCTAssertEqual(again.changes.map(\.file), [], "\(name): a second run changes nothing")
                XCTAssertEqual(again.remaining.filter { $0.ruleId == page.id }.map(\.message), [], name)
                // Each marked declaration is now `weak var`.
                for mark in example.marks {
                    let text = try XCTUnwrap(fixed.first { $0.path == mark.file }?.text)
                    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[mark.line - 1]
                    XCTAssertTrue(line.contains("weak var "), "\(name): \(line)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(fixedCount, 20, "most triggering examples are fixable")
    }

    /// The `## Fix` section shows pairs: before (with `↓` at the findings) and after `fix`.
    func testFixSectionPairsAreWhatFixWrites() throws {
        for page in try pages() {
            let blocks = page.page.fixExamples
            XCTAssertGreaterThanOrEqual(blocks.count, 2, "Rules/\(page.id).md has before/after pairs under ## Fix")
            XCTAssertEqual(blocks.count % 2, 0, "Rules/\(page.id).md: ## Fix blocks come in pairs")
            for pair in stride(from: 0, to: blocks.count - 1, by: 2) {
                let before = blocks[pair]
                let after = blocks[pair + 1]
                let name = "Rules/\(page.id).md:\(before.pageLine)"
                XCTAssertEqual(after.marks, [], "\(name): the fixed code has no ↓")
                let result = try fix(before.files, before, page.id)
                let fixed = applied(result, to: before.files)
                XCTAssertEqual(fixed.map(\.path), after.files.map(\.path), name)
                for (actual, expected) in zip(fixed, after.files) {
                    XCTAssertEqual(actual.text, expected.text, "\(name): \(actual.path)")
                }
                // Findings stand at the marks before the fix; the marks not fixed keep them.
                let rule = try XCTUnwrap(RuleRegistry.rule(id: page.id))
                let model = ProjectModel(files: before.files.map { FactExtractor.extract(path: $0.path, bytes: Array($0.text.utf8)) })
                let found = LintEngine(rules: [rule], jobs: 1).run(model, rootConfiguration: try configuration(before, page.id))
                XCTAssertEqual(found.map(\.location).sorted(), before.marks.sorted(), name)
                XCTAssertEqual(result.remaining.map(\.location).sorted(), result.notFixable.map(\.finding.location).sorted(), name)
            }
        }
    }
}
