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

/// `weak` must not free what the reference alone keeps alive: where it used to leak, the app would
/// now lose the object. Each case is taken from a real app of the evaluation set.
final class OwnershipFixTests: XCTestCase {
    /// Clean Swift (tinode, stepik's VIP): the view owns the interactor, the interactor is the
    /// presenter's only owner, the presenter holds the view weakly. No cycle; weak would free it.
    func testTheOnlyOwnerOfAPresenterIsLeftAlone() {
        let project = FixProject([("ChatList/ChatList.swift", """
            protocol ChatListBusinessLogic: AnyObject {}
            protocol ChatListPresentationLogic {}
            protocol ChatListDisplayLogic: AnyObject {}
            final class ChatListViewController: UIViewController, ChatListDisplayLogic {
                var interactor: ChatListBusinessLogic?
            }
            final class ChatListInteractor: ChatListBusinessLogic {
                var presenter: ChatListPresentationLogic?
            }
            final class ChatListPresenter: ChatListPresentationLogic {
                weak var viewController: ChatListDisplayLogic?
            }

            """)])
        let result = project.run()
        XCTAssertEqual(result.changes.map(\.file), [])
        XCTAssertEqual(result.notFixable.map(\.reason), ["nothing else in the project holds `ChatListPresenter` (a `ChatListPresentationLogic`) "
            + "strongly and it does not hold `ChatListInteractor`: `presenter` may be its only owner (as in Clean Swift, where the view "
            + "owns the interactor), and weak would free it at once"])
    }

    /// tinkoff-asdk: a delegate protocol that view controllers adopt, and one helper object the
    /// assembly creates and only this presenter keeps. Weak would free the helper.
    func testEveryClassBehindTheReferenceMustBeKeptAliveElsewhere() {
        let project = FixProject([("Pay/Pay.swift", """
            protocol WebFlowDelegate: AnyObject {}
            protocol PayViewInput: AnyObject {}
            final class PayViewController: UIViewController, PayViewInput, WebFlowDelegate {
                var presenter: PayPresenter!
            }
            final class PaySheetUIProvider: WebFlowDelegate {}
            final class PayPresenter {
                weak var view: PayViewInput?
                private let delegate: WebFlowDelegate
                init(delegate: WebFlowDelegate) { self.delegate = delegate }
            }

            """)])
        XCTAssertEqual(project.refusals, ["nothing else in the project holds `PaySheetUIProvider` (a `WebFlowDelegate`) strongly and it "
            + "does not hold `PayPresenter`: `delegate` may be its only owner (as in Clean Swift, where the view owns the interactor), "
            + "and weak would free it at once"])
    }

    /// stepik: a presenter that creates the child quiz screen it keeps.
    func testWhatTheOwnerCreatesIsLeftAlone() {
        let project = FixProject.login("var quiz: QuizViewController?\n    func load() { quiz = ChoiceQuizViewController() }", extra: [
            ("Quiz/Quiz.swift", "class QuizViewController: UIViewController {}\nfinal class ChoiceQuizViewController: QuizViewController {}\n"),
        ])
        let result = project.run()
        guard !result.notFixable.isEmpty else { return XCTFail("not reported: \(result.remaining)") }
        XCTAssertEqual(result.notFixable.map(\.reason), ["`LoginPresenter` creates the `ChoiceQuizViewController` it keeps in `quiz`: "
            + "held weakly, it would be freed at once"])
    }

    func testARouterWhoseStaticFactoryCreatesTheViewIsFixed() {
        let project = FixProject.login("var router: LoginRouter?", extra: [("Login/LoginRouter.swift", """
            final class LoginRouter {
                var viewController: LoginViewController?
                static func assemble() -> LoginViewController {
                    let view = LoginViewController()
                    let router = LoginRouter()
                    router.viewController = view
                    return view
                }
            }

            """)])
        XCTAssertEqual(project.fixedLine(containing: "var viewController", in: "Login/LoginRouter.swift"),
                       "weak var viewController: LoginViewController?")
    }

    func testAPresenterTheViewHoldsIsFixed() {
        let project = FixProject([("Login/Login.swift", """
            protocol LoginViewOutput: AnyObject {}
            protocol LoginInteractorOutput: AnyObject {}
            final class LoginViewController: UIViewController {
                var output: LoginViewOutput!
            }
            final class LoginInteractor {
                var output: LoginInteractorOutput?
            }
            final class LoginPresenter: LoginViewOutput, LoginInteractorOutput {
                weak var interactorHolder: LoginInteractor?
            }

            """)])
        XCTAssertEqual(project.fixedLine(containing: "var output: LoginInteractorOutput", in: "Login/Login.swift"),
                       "weak var output: LoginInteractorOutput?")
    }

    /// Infinum's BaseWireframe (movies-infinum-style) keeps the view controller it built until the
    /// first access, then sets the holder to nil: weak would free the screen before it is shown.
    func testATemporaryHoldTheOwnerSetsToNilIsLeftAlone() {
        let project = FixProject([("Base/BaseWireframe.swift", """
            class BaseWireframe<ViewController> where ViewController: UIViewController {
                private unowned var _viewController: ViewController
                private var temporaryStoredViewController: ViewController?
                init(viewController: ViewController) {
                    temporaryStoredViewController = viewController
                    _viewController = viewController
                }
            }
            extension BaseWireframe {
                var viewController: ViewController {
                    defer { temporaryStoredViewController = nil }
                    return _viewController
                }
            }
            final class LoginViewController: UIViewController {
                var presenter: LoginPresenter!
            }
            final class LoginWireframe: BaseWireframe<LoginViewController> {}
            final class LoginPresenter {
                var wireframe: LoginWireframe!
            }

            """)])
        let result = project.run()
        XCTAssertEqual(result.applied.map(\.symbol), ["BaseWireframe._viewController"])
        XCTAssertEqual(result.notFixable.map(\.reason), ["`BaseWireframe` sets `temporaryStoredViewController` to nil itself: "
            + "a deliberate temporary hold, which weak would free before it is used"])
    }

    /// nova-wallet's container wireframe holds the tab bar screen of another module until it
    /// embeds it: its only owner until then.
    func testAnotherModulesViewIsLeftAlone() {
        let project = FixProject([
            ("TabBar/TabBarViewController.swift", """
            protocol TabBarViewProtocol: AnyObject {}
            final class TabBarViewController: UIViewController, TabBarViewProtocol {
                var presenter: TabBarPresenter!
            }
            final class TabBarPresenter {
                weak var view: TabBarViewProtocol?
            }

            """),
            ("Container/ContainerWireframe.swift", """
            protocol ContainerViewProtocol: AnyObject {}
            final class ContainerViewController: UIViewController, ContainerViewProtocol {
                var presenter: ContainerPresenter!
            }
            final class ContainerPresenter {
                weak var view: ContainerViewProtocol?
                var wireframe: ContainerWireframe!
            }
            final class ContainerWireframe {
                private let tabBar: TabBarViewProtocol
                init(tabBar: TabBarViewProtocol) { self.tabBar = tabBar }
            }

            """),
        ])
        let result = project.run()
        guard !result.notFixable.isEmpty else { return XCTFail("the rule did not report the tab bar: \(result.remaining)") }
        XCTAssertEqual(result.changes.map(\.file), [])
        XCTAssertTrue(result.notFixable[0].reason.hasPrefix("`tabBar` is a view of module TabBar, not of Container"),
                      result.notFixable[0].reason)
    }
}
