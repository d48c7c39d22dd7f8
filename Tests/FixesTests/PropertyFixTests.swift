import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintEngine
@testable import ViperLintFixes
import ViperLintTestSupport

/// What `fix` writes for each shape of stored reference, and what it refuses to touch.
final class PropertyFixTests: XCTestCase {
    private func line(_ declaration: String, _ needle: String = "view") -> String? {
        FixProject.login(declaration).fixedLine(containing: needle)
    }

    // MARK: - Rewritten

    func testAStrongOptionalGetsWeak() {
        XCTAssertEqual(line("var view: LoginViewInput?"), "weak var view: LoginViewInput?")
        XCTAssertEqual(line("var view: LoginViewInput!"), "weak var view: LoginViewInput!")
        XCTAssertEqual(line("var view: LoginViewInput? = nil"), "weak var view: LoginViewInput? = nil")
    }

    func testANonOptionalBecomesImplicitlyUnwrappedSoUsesStillCompile() {
        XCTAssertEqual(line("let view: LoginViewInput"), "weak var view: LoginViewInput!")
        XCTAssertEqual(line("var view: LoginViewInput"), "weak var view: LoginViewInput!")
        XCTAssertEqual(line("private let view: LoginViewController"), "private weak var view: LoginViewController!")
    }

    func testUnownedInEveryFormBecomesWeak() {
        XCTAssertEqual(line("unowned let view: LoginViewInput"), "weak var view: LoginViewInput!")
        XCTAssertEqual(line("unowned var view: LoginViewInput"), "weak var view: LoginViewInput!")
        XCTAssertEqual(line("private unowned(safe) let view: LoginViewInput"), "private weak var view: LoginViewInput!")
        XCTAssertEqual(line("unowned(unsafe) var view: LoginViewInput"), "weak var view: LoginViewInput!")
        XCTAssertEqual(line("unowned var view: LoginViewInput?"), "weak var view: LoginViewInput?")
    }

    func testModifiersAndHarmlessAttributesStay() {
        XCTAssertEqual(line("private(set) var view: LoginViewInput?"), "private(set) weak var view: LoginViewInput?")
        XCTAssertEqual(line("@objc dynamic var view: LoginViewInput?"), "@objc dynamic weak var view: LoginViewInput?")
        XCTAssertEqual(line("@available(iOS 13, *) public final var view: LoginViewInput?"),
                       "@available(iOS 13, *) public final weak var view: LoginViewInput?")
        XCTAssertEqual(line("fileprivate unowned let view: LoginViewInput // the screen"),
                       "fileprivate weak var view: LoginViewInput! // the screen")
    }

    func testCompositionsAndExistentialsGetParenthesesBeforeTheMark() {
        XCTAssertEqual(line("let view: LoginViewInput & Reloadable"), "weak var view: (LoginViewInput & Reloadable)!")
        XCTAssertEqual(line("let view: any LoginViewInput"), "weak var view: (any LoginViewInput)!")
        XCTAssertEqual(line("var view: (any LoginViewInput)?"), "weak var view: (any LoginViewInput)?")
    }

    func testObserversAreKept() {
        let fixed = FixProject.login("var view: LoginViewInput? {\n        didSet { view?.show() }\n    }").fixed()
        XCTAssertTrue(fixed.contains("    weak var view: LoginViewInput? {\n        didSet { view?.show() }\n    }"), fixed)
    }

    func testAGenericParameterConstrainedToAClassIsFixed() {
        let project = FixProject([("Common/BaseRouter.swift", """
            class BaseRouter<ViewController: UIViewController> {
                unowned let viewController: ViewController
                init(viewController: ViewController) { self.viewController = viewController }
            }
            final class LoginRouter: BaseRouter<UIViewController> {}
            final class LoginPresenter { var router: LoginRouter? }

            """)])
        XCTAssertEqual(project.fixedLine(containing: "viewController:", in: "Common/BaseRouter.swift"), "weak var viewController: ViewController!")
    }

    // MARK: - Refused, with the reason

    func testUnsafeDeclarationsAreLeftWithTheirReason() {
        let cases: [(String, String)] = [
            ("lazy var view: LoginViewInput? = nil", "it is `lazy`"),
            ("@Injected var view: LoginViewInput?", "it has the attribute `@Injected`"),
            ("var view: LoginViewInput? = LoginViewController()", "it is given a value in its declaration"),
            ("var view, other: LoginViewInput?", "`view` shares its declaration"),
            ("var view: LoginViewInput?, title = \"\"", "it shares its declaration"),
        ]
        for (declaration, reason) in cases {
            let project = FixProject.login(declaration)
            let result = project.run()
            XCTAssertEqual(result.changes.count, 0, declaration)
            XCTAssertTrue(result.notFixable.contains { $0.reason.hasPrefix(reason) }, "\(declaration): \(result.notFixable.map(\.reason))")
            XCTAssertFalse(result.remaining.filter { $0.ruleId == "weak-view-reference" }.isEmpty, declaration)
        }
    }

    func testAChangedTypeThatWouldBreakAProtocolRequirementIsRefused() {
        let project = FixProject.login("let view: LoginViewInput", extra: [("Login/LoginPresenterProtocol.swift", """
            protocol LoginPresenterProtocol: AnyObject {
                var view: LoginViewInput { get }
            }
            extension LoginPresenter: LoginPresenterProtocol {}

            """)])
        XCTAssertEqual(project.refusals.count, 1)
        XCTAssertTrue(project.refusals.first?.hasPrefix("`view` fulfils a requirement of `LoginPresenterProtocol`") ?? false, "\(project.refusals)")
    }

    func testAnOptionalThatFulfilsARequirementKeepsItsTypeAndIsFixed() {
        let project = FixProject.login("var view: LoginViewInput?", extra: [("Login/LoginPresenterProtocol.swift", """
            protocol LoginPresenterProtocol: AnyObject {
                var view: LoginViewInput? { get set }
            }
            extension LoginPresenter: LoginPresenterProtocol {}

            """)])
        XCTAssertEqual(project.fixedLine(containing: "view:"), "weak var view: LoginViewInput?")
    }

    func testAGenericParameterThatMayBeAValueTypeIsRefused() {
        let project = FixProject([("Common/BasePresenter.swift", """
            class BasePresenter<View> {
                var view: View?
            }
            protocol CartViewInput: AnyObject {}
            final class CartPresenter: BasePresenter<CartViewInput> {}

            """)])
        XCTAssertEqual(project.refusals, ["`View` is a generic parameter that may be a value type: constrain it (`<View: AnyObject>`) first"])
    }

    func testATypeErasedListenerIsFixedInTheWrapperNotHere() {
        let project = FixProject([("Login/Login.swift", """
            enum LoginResponse { case loggedIn }
            final class AnyEventListener<Event> {
                private let handler: (Event) -> Void = { _ in }
                func handle(_ event: Event) {}
            }
            protocol LoginViewInput: AnyObject {}
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginPresenter!
            }
            final class LoginPresenter {
                weak var view: LoginViewInput?
                var interactor: LoginInteractor?
                func handle(_ response: LoginResponse) {}
            }
            final class LoginInteractor {
                var responseListener: AnyEventListener<LoginResponse>?
            }

            """)])
        XCTAssertEqual(project.run().changes.count, 0)
        XCTAssertTrue(project.refusals.first?.hasPrefix("`responseListener` reaches the presenter through `AnyEventListener`") ?? false,
                      "\(project.refusals)")
    }

    func testAStaleFindingIsRefused() throws {
        let project = FixProject.login("var view: LoginViewInput?")
        let model = project.model
        let finding = try XCTUnwrap(FixProject.lint(model).first { $0.ruleId == "weak-view-reference" })
        // The editor's buffer moved on since the lint: the declaration is one line lower now.
        var edited = project.bytes
        edited["Login/LoginPresenter.swift"] = Array(("\n" + project.files[2].text).utf8)
        let outcome = FixPlanner(model: model).outcome(for: finding) { edited[$0] }
        XCTAssertEqual(outcome, .notFixable("the file no longer has `view` where the finding points: lint again"))
    }

    func testOtherRulesHaveNoFix() throws {
        let model = FixProject.login("weak var view: LoginViewInput?").model
        let finding = Finding(ruleId: "module-has-builder", severity: .error, message: "", location: SourceLocation(file: "x", line: 1, column: 1))
        XCTAssertEqual(FixPlanner(model: model).outcome(for: finding) { _ in nil }, .noFixForRule)
    }
}
