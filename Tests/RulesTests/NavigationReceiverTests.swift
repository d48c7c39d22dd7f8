import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintEngine
import ViperLintTestSupport

/// A call is delegated to a navigator only when the receiver's name has a navigator *word*.
final class NavigationReceiverTests: XCTestCase {
    private func navigationFindings(_ receiver: String) -> [String] {
        let source = """
            protocol LoginViewInput: AnyObject {}
            final class LoginViewController: UIViewController, LoginViewInput {}
            final class LoginPresenter {
                weak var view: LoginViewInput?
                let \(receiver): UINavigationController
                init(nav: UINavigationController) { \(receiver) = nav }
                func open() { \(receiver).pushViewController(UIViewController(), animated: true) }
            }
            """
        let model = ProjectModel(files: [FactExtractor.extract(path: "Login/LoginPresenter.swift", bytes: Array(source.utf8))])
        return LintEngine(rules: [NavigationInRouterRule()]).run(model).map { "\($0.location.line):\($0.ruleId)" }
    }

    func testAReceiverThatMerelyContainsFlowNavigates() {
        XCTAssertEqual(navigationFindings("overflowMenu"), ["7:navigation-in-router"])
    }

    func testReceiversNamedAfterANavigatorDelegate() {
        for receiver in ["router", "mainFlow", "flowController", "appCoordinator", "wireframe", "loginRouterInput"] {
            XCTAssertEqual(navigationFindings(receiver), [], receiver)
        }
    }

    func testWordsSplitAtCamelCaseAndAcronyms() {
        XCTAssertEqual(NavigationInRouterRule.words(of: "overflowMenuButton"), ["overflow", "menu", "button"])
        XCTAssertEqual(NavigationInRouterRule.words(of: "HTTPRouter"), ["http", "router"])
        XCTAssertEqual(NavigationInRouterRule.words(of: "main_flow"), ["main", "flow"])
    }
}

/// A stored closure holds no reference to the types in its signature, even through a typealias.
final class ClosureAliasReferenceTests: XCTestCase {
    func testAClosureTypealiasMentioningTheViewIsNoViewReference() {
        let source = """
            protocol LoginViewInput: AnyObject {}
            typealias LoginCompletion = (LoginViewInput?) -> Void
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginPresenter!
            }
            final class LoginPresenter {
                weak var view: LoginViewInput?
                let completion: LoginCompletion?
                var strongView: LoginViewInput?
                init(completion: LoginCompletion?) { self.completion = completion }
            }
            """
        let model = ProjectModel(files: [FactExtractor.extract(path: "Login/LoginPresenter.swift", bytes: Array(source.utf8))])
        let symbols = LintEngine(rules: [WeakViewReferenceRule()]).run(model).compactMap(\.symbol)
        XCTAssertEqual(symbols, ["LoginPresenter.strongView"])
    }
}
