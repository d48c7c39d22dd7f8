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

final class SuppressionFilterTests: XCTestCase {
    let filter = SuppressionFilter(knownRuleIds: ["weak-view-reference", "entity-in-presenter"])

    private func finding(_ rule: String, line: Int, column: Int = 5) -> Finding {
        Finding(ruleId: rule, severity: .error, message: "m", location: SourceLocation(file: "F.swift", line: line, column: column))
    }

    private func comment(_ text: String, line: Int, column: Int = 1, codeBefore: Bool = false) -> CommentFact {
        CommentFact(position: Position(line: line, column: column), text: text, codeBeforeOnLine: codeBefore)
    }

    /// "rule@line:column message" per finding, for exact comparisons.
    private func run(_ findings: [Finding], _ comments: [CommentFact]) -> [String] {
        filter.apply(findings: findings, comments: comments, file: "F.swift").map {
            "\($0.ruleId)@\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testNoDirectivesKeepsEverything() {
        XCTAssertEqual(run([finding("weak-view-reference", line: 3)], [comment("// just a note", line: 1)]),
                       ["weak-view-reference@3:5 m"])
    }

    func testDisableHidesUntilEnable() {
        let comments = [comment("// viper-lint:disable weak-view-reference", line: 2),
                        comment("// viper-lint:enable weak-view-reference", line: 5)]
        XCTAssertEqual(run([finding("weak-view-reference", line: 3), finding("weak-view-reference", line: 6)], comments),
                       ["weak-view-reference@6:5 m"])
    }

    func testEnableLineIsCoveredWhenCodePrecedesIt() {
        let comments = [comment("// viper-lint:disable weak-view-reference", line: 2),
                        comment("// viper-lint:enable weak-view-reference", line: 5, column: 20, codeBefore: true)]
        XCTAssertEqual(run([finding("weak-view-reference", line: 5)], comments), [])
    }

    func testDisableWithoutEnableRunsToEndOfFile() {
        XCTAssertEqual(run([finding("weak-view-reference", line: 900)],
                           [comment("// viper-lint:disable weak-view-reference", line: 1)]), [])
    }

    func testDisableListsSeveralRulesSeparatedByCommas() {
        let findings = [finding("weak-view-reference", line: 2), finding("entity-in-presenter", line: 3)]
        XCTAssertEqual(run(findings, [comment("// viper-lint:disable weak-view-reference, entity-in-presenter", line: 1)]), [])
    }

    func testDisableNextCoversOnlyTheNextLine() {
        let findings = [finding("weak-view-reference", line: 2), finding("weak-view-reference", line: 3)]
        XCTAssertEqual(run(findings, [comment("// viper-lint:disable:next weak-view-reference", line: 1)]),
                       ["weak-view-reference@3:5 m"])
    }

    func testDisableThisCoversItsOwnLine() {
        let findings = [finding("weak-view-reference", line: 4), finding("weak-view-reference", line: 5)]
        XCTAssertEqual(run(findings, [comment("// viper-lint:disable:this weak-view-reference", line: 4, column: 30, codeBefore: true)]),
                       ["weak-view-reference@5:5 m"])
    }

    func testAllSuppressesEveryRule() {
        let findings = [finding("weak-view-reference", line: 2), finding("entity-in-presenter", line: 2)]
        XCTAssertEqual(run(findings, [comment("// viper-lint:disable:next all", line: 1)]), [])
    }

    func testEnableAllClosesEveryOpenDisable() {
        let comments = [comment("// viper-lint:disable weak-view-reference, entity-in-presenter", line: 1),
                        comment("// viper-lint:enable all", line: 3)]
        let findings = [finding("weak-view-reference", line: 2), finding("entity-in-presenter", line: 2),
                        finding("entity-in-presenter", line: 4)]
        XCTAssertEqual(run(findings, comments), ["entity-in-presenter@4:5 m"])
    }

    func testReasonAfterDoubleDashIsNotARule() {
        XCTAssertEqual(run([finding("weak-view-reference", line: 2)],
                           [comment("// viper-lint:disable:next weak-view-reference -- legacy screen, see #12", line: 1)]), [])
    }

    func testBlockCommentDirectiveWorks() {
        XCTAssertEqual(run([finding("weak-view-reference", line: 2)],
                           [comment("/* viper-lint:disable:next weak-view-reference */", line: 1)]), [])
    }

    func testDisableNextAfterAMultiLineBlockCommentCoversTheLineAfterItsEnd() {
        let text = "/*\n * viper-lint:disable:next weak-view-reference\n * because the view outlives it\n */"
        XCTAssertEqual(run([finding("weak-view-reference", line: 5)], [comment(text, line: 1)]), [])
    }

    func testDirectiveMustStartTheComment() {
        XCTAssertEqual(run([finding("weak-view-reference", line: 2)],
                           [comment("// TODO viper-lint:disable:next weak-view-reference", line: 1)]),
                       ["weak-view-reference@2:5 m"])
    }

    func testUnusedDisableIsReportedAtItsRule() {
        XCTAssertEqual(run([], [comment("// viper-lint:disable:next weak-view-reference", line: 7, column: 5)]),
                       ["unused-suppression@7:32 `viper-lint:disable:next weak-view-reference` suppresses nothing; remove it"])
    }

    func testOnlyTheUnusedRuleOfADirectiveIsReported() {
        XCTAssertEqual(run([finding("weak-view-reference", line: 2)],
                           [comment("// viper-lint:disable:next weak-view-reference, entity-in-presenter", line: 1)]),
                       ["unused-suppression@1:49 `viper-lint:disable:next entity-in-presenter` suppresses nothing; remove it"])
    }

    func testUnusedDisableAllIsReported() {
        XCTAssertEqual(run([], [comment("// viper-lint:disable all", line: 1)]),
                       ["unused-suppression@1:23 `viper-lint:disable all` suppresses nothing; remove it"])
    }

    func testEnableWithoutDisableIsReported() {
        XCTAssertEqual(run([], [comment("// viper-lint:enable weak-view-reference", line: 3)]),
                       ["unused-suppression@3:22 `viper-lint:enable weak-view-reference` has no matching `viper-lint:disable`; remove it"])
    }

    func testMisspelledRuleIsInvalidWithSuggestion() {
        XCTAssertEqual(run([finding("weak-view-reference", line: 2)],
                           [comment("// viper-lint:disable:next weak-view-refrence", line: 1)]), [
            "weak-view-reference@2:5 m",
            "invalid-suppression@1:28 unknown rule `weak-view-refrence` in `viper-lint:disable:next`, did you mean `weak-view-reference`?",
        ])
    }

    func testUnknownRuleWithoutNeighbourPointsAtTheRulesCommand() {
        XCTAssertEqual(run([], [comment("// viper-lint:disable zzz", line: 1)]),
                       ["invalid-suppression@1:23 unknown rule `zzz` in `viper-lint:disable`; run `viper-lint rules` to list them"])
    }

    func testMisspelledDirectiveIsInvalidWithSuggestion() {
        XCTAssertEqual(run([], [comment("// viper-lint:disabel weak-view-reference", line: 1)]),
                       ["invalid-suppression@1:4 unknown directive `viper-lint:disabel`, did you mean `viper-lint:disable`?"])
    }

    func testDirectiveWithoutRulesIsInvalid() {
        XCTAssertEqual(run([], [comment("// viper-lint:disable -- no reason", line: 1)]),
                       ["invalid-suppression@1:4 `viper-lint:disable` names no rule; list rule ids or `all`"])
    }

    func testOwnWarningsCanBeSuppressedByName() {
        let comments = [comment("// viper-lint:disable:next invalid-suppression", line: 1),
                        comment("// viper-lint:disable zzz", line: 2)]
        XCTAssertEqual(run([], comments), [])
    }

    func testDisableAllDoesNotHideItsOwnUnusedWarning() {
        XCTAssertEqual(run([], [comment("// viper-lint:disable all", line: 1),
                                comment("// viper-lint:disable:next weak-view-reference", line: 2)]), [
            "unused-suppression@1:23 `viper-lint:disable all` suppresses nothing; remove it",
            "unused-suppression@2:28 `viper-lint:disable:next weak-view-reference` suppresses nothing; remove it",
        ])
    }

    func testDocLineCommentDirectiveWorks() {
        XCTAssertEqual(run([finding("weak-view-reference", line: 2)],
                           [comment("/// viper-lint:disable:next weak-view-reference", line: 1)]), [])
    }
}
