import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintEngine
@testable import ViperLintFixes
import ViperLintTestSupport

/// `weak` compiles only on a class-bound type: a project protocol that is not gets `AnyObject`,
/// when that cannot break anything the project shows.
final class ProtocolFixTests: XCTestCase {
    private func project(_ viewProtocol: String, extra: [(String, String)] = []) -> FixProject {
        FixProject.login("var view: LoginViewInput?", viewProtocol: viewProtocol, extra: extra)
    }

    func testAnInheritanceFreeProtocolGetsAnyObject() {
        let project = project("protocol LoginViewInput {\n    func show()\n}\n")
        XCTAssertEqual(project.fixed("Login/LoginViewInput.swift"), "protocol LoginViewInput: AnyObject {\n    func show()\n}\n")
        XCTAssertEqual(project.fixedLine(containing: "view:"), "weak var view: LoginViewInput?")
    }

    func testAnyObjectGoesFirstInAnInheritanceList() {
        let project = project("""
            protocol Showing {
                func show()
            }
            public protocol LoginViewInput: Showing /* screens */ {}

            """)
        XCTAssertEqual(project.fixed("Login/LoginViewInput.swift"), """
            protocol Showing {
                func show()
            }
            public protocol LoginViewInput: AnyObject, Showing /* screens */ {}

            """)
    }

    func testClassBoundThroughInheritanceNeedsNoEdit() {
        let project = project("protocol Screen: AnyObject {}\nprotocol LoginViewInput: Screen {\n    func show()\n}\n")
        XCTAssertEqual(project.run().changes.map(\.file), ["Login/LoginPresenter.swift"])
    }

    func testAnObjcProtocolIsClassBoundAlready() {
        let project = project("@objc protocol LoginViewInput {\n    func show()\n}\n")
        XCTAssertEqual(project.run().changes.map(\.file), ["Login/LoginPresenter.swift"])
    }

    func testOneProtocolEditServesEveryReferenceToIt() {
        let project = project("protocol LoginViewInput {\n    func show()\n}\n", extra: [("Login/LoginRouter.swift", """
            final class LoginRouter {
                var view: LoginViewInput?
            }
            extension LoginPresenter { var router: LoginRouter? { nil } }

            """)])
        let result = project.run()
        XCTAssertEqual(result.notFixable.map(\.reason), [])
        XCTAssertEqual(String(decoding: result.changes.first { $0.file == "Login/LoginViewInput.swift" }?.after ?? [], as: UTF8.self),
                       "protocol LoginViewInput: AnyObject {\n    func show()\n}\n")
    }

    func testRefusedWhenTheProtocolCannotSafelyBecomeClassBound() {
        let cases: [(protocol: String, extra: [(String, String)], reason: String)] = [
            ("protocol LoginViewInput {\n    func show()\n}\n",
             [("Login/Preview.swift", "struct LoginPreview: LoginViewInput { func show() {} }\n")],
             "`LoginViewInput` is not class-bound and struct `LoginPreview` adopts it"),
            ("protocol LoginViewInput {\n    func show()\n}\n",
             [("Login/Preview.swift", "enum Previews {}\nextension Previews: LoginViewInput { func show() {} }\n")],
             "`LoginViewInput` is not class-bound and enum `Previews` adopts it"),
            ("protocol LoginViewInput {\n    mutating func show()\n}\n", [],
             "`LoginViewInput` is not class-bound and has `mutating` members"),
            ("protocol LoginViewInput {\n    func show()\n}\n",
             [("Login/Defaults.swift", "extension LoginViewInput {\n    mutating func reset() {}\n}\n")],
             "`LoginViewInput` is not class-bound and has `mutating` members"),
            ("protocol LoginViewInput where Self: Screen {\n    func show()\n}\n", [],
             "`LoginViewInput` is not class-bound and has a `where` clause"),
            ("protocol LoginViewInput {\n    func show()\n}\n",
             [("Login/Int.swift", "extension Int: LoginViewInput { func show() {} }\n")],
             "`LoginViewInput` is not class-bound and `Int`, declared outside the project, adopts it"),
        ]
        for (declaration, extra, reason) in cases {
            let project = project(declaration, extra: extra)
            let result = project.run()
            XCTAssertEqual(result.changes.map(\.file), [], declaration)
            XCTAssertTrue(result.notFixable.contains { $0.reason.hasPrefix(reason) }, "\(declaration): \(result.notFixable.map(\.reason))")
        }
    }

    func testAStructIsNeverMadeWeak() {
        let project = FixProject([("Login/Login.swift", """
            protocol LoginViewInput: AnyObject {}
            struct LoginState {}
            final class LoginPresenter {
                var view: LoginViewInput & LoginStateHolder
            }

            """)])
        // Whatever the rule says about it, a value type never gets `weak`.
        let model = project.model
        let planner = FixPlanner(model: model)
        let owner = try! XCTUnwrap(model.types.firstIndex { $0.name == "LoginPresenter" })
        XCTAssertEqual(planner.weakability(of: TypeRef(name: "LoginState"), owner: owner, file: "Login/Login.swift"),
                       .impossible("`LoginState` is a value type (struct), which cannot be weak"))
        XCTAssertEqual(planner.weakability(of: TypeRef(name: "&", arguments: [TypeRef(name: "LoginState"), TypeRef(name: "LoginViewInput")]),
                                           owner: owner, file: "Login/Login.swift"), .classBound)
    }
}
