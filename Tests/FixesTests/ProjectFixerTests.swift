import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintEngine
@testable import ViperLintFixes
import ViperLintTestSupport

/// The whole-project loop and the plain values an editor receives.
final class ProjectFixerTests: XCTestCase {
    func testASecondRunChangesNothing() {
        let project = FixProject.login("unowned let view: LoginViewInput\n    var interactor: LoginInteractor?",
                                       viewProtocol: "protocol LoginViewInput {\n    func show()\n}\n",
                                       extra: [("Login/LoginInteractor.swift", "final class LoginInteractor {\n    var output: LoginPresenter?\n}\n")])
        let first = project.run()
        XCTAssertEqual(first.applied.count, 2)
        XCTAssertEqual(first.remaining.filter { FixPlanner.fixableRuleIds.contains($0.ruleId) }.map(\.message), [])
        var fixed = project
        for (index, file) in fixed.files.enumerated() {
            if let change = first.changes.first(where: { $0.file == file.path }) {
                fixed.files[index].text = String(decoding: change.after, as: UTF8.self)
            }
        }
        let second = fixed.run()
        XCTAssertEqual(second.changes.map(\.file), [])
        XCTAssertEqual(second.applied.count, 0)
        XCTAssertEqual(second.remaining.map(\.ruleId), first.remaining.map(\.ruleId))
    }

    func testBytesOutsideTheEditsAreKept() {
        // A byte-order mark, CRLF line endings, a tab and no final newline.
        let bom = "\u{FEFF}"
        let presenter = bom + "final class LoginPresenter {\r\n\tvar view: LoginViewInput?\r\n}"
        var project = FixProject.login("")
        project.files[2].text = presenter
        let result = project.run()
        let change = try! XCTUnwrap(result.changes.first { $0.file == "Login/LoginPresenter.swift" })
        XCTAssertEqual(change.after, Array((bom + "final class LoginPresenter {\r\n\tweak var view: LoginViewInput?\r\n}").utf8))
    }

    func testEditsCarryEveryPositionAnEditorNeeds() throws {
        // An emoji (4 UTF-8 bytes, 2 UTF-16 units) before the declaration on its line.
        var project = FixProject.login("")
        project.files[2].text = "final class LoginPresenter {\n    /*🚀*/ let view: LoginViewInput\n}\n"
        let model = project.model
        let finding = try XCTUnwrap(FixProject.lint(model).first { $0.ruleId == "weak-view-reference" })
        let bytes = project.bytes
        guard case .fix(let fix) = FixPlanner(model: model).outcome(for: finding, source: { bytes[$0] }) else {
            return XCTFail("no fix")
        }
        XCTAssertEqual(fix.ruleId, "weak-view-reference")
        XCTAssertEqual(fix.title, "Make `view` weak: `weak var view: LoginViewInput!`")
        XCTAssertEqual(fix.location, finding.location)
        XCTAssertEqual(fix.symbol, "LoginPresenter.view")
        let letOffset = 29 + 4 + 9 // line 1 with its newline, indentation, `/*🚀*/ `
        XCTAssertEqual(fix.edits, [
            TextEdit(file: "Login/LoginPresenter.swift",
                     start: FixPosition(offset: letOffset, line: 2, column: 14, utf16Character: 11),
                     end: FixPosition(offset: letOffset + 3, line: 2, column: 17, utf16Character: 14),
                     replacement: "weak var"),
            TextEdit(file: "Login/LoginPresenter.swift",
                     start: FixPosition(offset: letOffset + 24, line: 2, column: 38, utf16Character: 35),
                     end: FixPosition(offset: letOffset + 24, line: 2, column: 38, utf16Character: 35),
                     replacement: "!"),
        ])
        XCTAssertEqual(String(decoding: try EditApplication.apply(fix.edits, to: bytes["Login/LoginPresenter.swift"]!), as: UTF8.self),
                       "final class LoginPresenter {\n    /*🚀*/ weak var view: LoginViewInput!\n}\n")
    }

    func testOnlyTargetedFindingsAreFixedAndReported() {
        let project = FixProject.login("var view: LoginViewInput?", extra: [("Login/LoginInteractor.swift", """
            final class LoginInteractor {
                var output: LoginPresenter?
            }
            extension LoginPresenter { var interactor: LoginInteractor? { nil } }

            """)])
        let bytes = project.bytes
        let result = ProjectFixer(jobs: 1, lint: FixProject.lint).run(project.model, isTarget: { $0.location.file == "Login/LoginInteractor.swift" }) {
            bytes[$0]
        }
        XCTAssertEqual(result.changes.map(\.file), ["Login/LoginInteractor.swift"])
        XCTAssertEqual(Set(result.remaining.map(\.location.file)), [])
    }

    func testEditApplicationRefusesConflictsAndMergesDuplicates() throws {
        let bytes = Array("let view: V".utf8)
        func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit {
            TextEdit(file: "f", start: FixPosition(offset: start, line: 1, column: start + 1, utf16Character: start),
                     end: FixPosition(offset: end, line: 1, column: end + 1, utf16Character: end), replacement: text)
        }
        XCTAssertEqual(try EditApplication.apply([edit(0, 3, "weak var"), edit(11, 11, "!"), edit(11, 11, "!")], to: bytes),
                       Array("weak var view: V!".utf8))
        XCTAssertEqual(try EditApplication.apply([edit(0, 3, "var"), edit(0, 0, "weak ")], to: bytes), Array("weak var view: V".utf8))
        XCTAssertThrowsError(try EditApplication.apply([edit(0, 3, "var"), edit(2, 5, "x")], to: bytes))
        XCTAssertThrowsError(try EditApplication.apply([edit(11, 11, "!"), edit(11, 11, "?")], to: bytes))
        XCTAssertThrowsError(try EditApplication.apply([edit(0, 3, "var"), edit(1, 1, "x")], to: bytes))
    }
}
