import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// How typed parts join modules: builder wiring, then name stem, then folder; adopted protocols last.
final class ModelModuleGroupingTests: XCTestCase {
    // MARK: - Stems

    func testStemDropsRoleWords() {
        let names = ["LoginViewInput", "ListModuleInterface", "MissionInteractorIn", "SignInViewController", "SignIn",
                     "LoginPresenterOutput", "CartViewIO", "CheckoutOut", "ProfileModuleBuilder", "HomeVC",
                     "FeedViewEventListener", "LoginPresenterProtocol", "ShopUseCase", "OrdersModuleInitializer",
                     "TaxiPresenterToTaxiViewProtocol", "CategoryListPresenterToViewProtocol",
                     "CourierPresentorToCourierInterectorProtocol", "AuthInteractorToWorkerProtocol",
                     "MapPresenterToRouteViewProtocol", "GoToSettingsView", "PresenterToolbarView"]
        assertLines(names.map { "\($0) \(ProjectModel.stem(of: Substring($0)))" }, [
            "LoginViewInput Login",
            "ListModuleInterface List",
            "MissionInteractorIn Mission",
            "SignInViewController SignIn",
            "SignIn SignIn",
            "LoginPresenterOutput Login",
            "CartViewIO Cart",
            "CheckoutOut CheckoutOut",
            "ProfileModuleBuilder Profile",
            "HomeVC Home",
            "FeedViewEventListener Feed",
            "LoginPresenterProtocol Login",
            "ShopUseCase Shop",
            "OrdersModuleInitializer Orders",
            "TaxiPresenterToTaxiViewProtocol Taxi",
            "CategoryListPresenterToViewProtocol CategoryList",
            "CourierPresentorToCourierInterectorProtocol Courier",
            "AuthInteractorToWorkerProtocol Auth",
            "MapPresenterToRouteViewProtocol MapPresenterToRoute",
            "GoToSettingsView GoToSettings",
            "PresenterToolbarView PresenterToolbar",
        ])
    }

    func testPartsSharingAStemFormOneModuleInRoleOrder() {
        let model = buildModel([
            ("Login/LoginContract.swift", """
            protocol LoginViewInput: AnyObject {}
            protocol LoginViewOutput: AnyObject {}
            protocol LoginInteractorInput: AnyObject {}
            protocol LoginInteractorOutput: AnyObject {}
            protocol LoginRouterInput: AnyObject {}
            """),
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController, LoginViewInput {}"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter: LoginViewOutput, LoginInteractorOutput {}"),
            ("Login/LoginInteractor.swift", "final class LoginInteractor: LoginInteractorInput {}"),
            ("Login/LoginRouter.swift", "final class LoginRouter: LoginRouterInput {}"),
            ("Login/LoginBuilder.swift", "enum LoginBuilder { static func build() -> LoginViewController { LoginViewController() } }"),
            ("Login/LoginEntity.swift", "struct LoginEntity {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Login"])
        XCTAssertEqual(model.module(named: "Login")?.partSummary, [
            "view LoginViewController", "presenter LoginPresenter", "interactor LoginInteractor", "router LoginRouter",
            "builder LoginBuilder", "entity LoginEntity", "view-protocol LoginViewInput", "presenter-protocol LoginViewOutput",
            "interactor-protocol LoginInteractorInput", "interactor-output-protocol LoginInteractorOutput",
            "router-protocol LoginRouterInput",
        ])
        XCTAssertEqual(model.info("LoginViewInput")?.module, "Login")
    }

    func testPartsCarryTheirDeclarationSiteAndReason() {
        let model = buildModel([("Login/LoginPresenter.swift", "import UIKit\n\nfinal class LoginPresenter { weak var view: LoginViewInput? }\nprotocol LoginViewInput: AnyObject {}")])
        let part = model.module(named: "Login")?.parts.first
        XCTAssertEqual(part, ModulePart(role: .presenter, typeName: "LoginPresenter", file: "Login/LoginPresenter.swift",
                                        line: 3, column: 13, evidence: .nameSuffix("Presenter")))
        XCTAssertEqual(part?.reason, "name ends with Presenter")
    }

    func testModulesAreSortedByName() {
        let model = buildModel([
            ("Z/ZooPresenter.swift", "final class ZooPresenter { weak var view: ZooViewInput? }\nprotocol ZooViewInput: AnyObject {}"),
            ("A/AlbumPresenter.swift", "final class AlbumPresenter { weak var view: AlbumViewInput? }\nprotocol AlbumViewInput: AnyObject {}"),
            ("M/MapPresenter.swift", "final class MapPresenter { weak var view: MapViewInput? }\nprotocol MapViewInput: AnyObject {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Album", "Map", "Zoo"])
    }

    // MARK: - Builder wiring

    func testBuilderGenericArgumentsBindPartsWhoseNamesDiffer() {
        let model = buildModel([
            ("Mission/MissionVC.swift", "final class MissionVC: UIViewController, MFRViewVIPER {}"),
            ("Mission/MissionPresenter.swift", "final class MissionPresenter: MFRPresenterVIPER {}"),
            ("Mission/MissionInteractorIn.swift", "final class MissionInteractorIn: MFRInteractorInputVIPER {}"),
            ("Mission/MyModuleRouter.swift", "final class MyModuleRouter: MFRRouterVIPER {}"),
            ("Mission/MissionEntity.swift", "struct MissionEntity: MFREntityVIPER {}"),
            ("Mission/MissionBuilder.swift", """
            final class MissionBuilder: MFRVIPERBuilder<MissionVC, MissionPresenter, MissionInteractorIn, MyModuleRouter, MissionEntity> {}
            """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Mission"])
        XCTAssertEqual(model.module(named: "Mission")?.partSummary, [
            "view MissionVC", "presenter MissionPresenter", "interactor MissionInteractorIn", "router MyModuleRouter",
            "builder MissionBuilder", "entity MissionEntity",
        ])
        XCTAssertEqual(model.module(named: "Mission")?.assembledBy, "builder MissionBuilder")
        XCTAssertEqual(model.module(named: "Mission")?.missingSummary, [])
        XCTAssertEqual(model.info("MyModuleRouter")?.module, "Mission")
    }

    func testGenerambaModuleInitializerJoinsTheModuleOfTheViewItCreates() {
        // Generamba's `XModuleInitializer` creates the view controller and hands it to the
        // configurator: it is the module's, and so is the view, not a module of their own.
        let model = buildModel([
            ("Orders/View/OrdersViewController.swift", """
            protocol OrdersViewInput: AnyObject {}
            protocol OrdersViewOutput: AnyObject {}
            final class OrdersViewController: UIViewController, OrdersViewInput { var output: OrdersViewOutput! }
            """),
            ("Orders/Presenter/OrdersPresenter.swift", """
            final class OrdersPresenter: OrdersViewOutput {
                weak var view: OrdersViewInput!
                var interactor: OrdersInteractor!
            }
            """),
            ("Orders/Interactor/OrdersInteractor.swift", "final class OrdersInteractor {}"),
            ("Orders/Configurator/OrdersConfigurator.swift", """
            final class OrdersModuleConfigurator {
                func configure(viewController: OrdersViewController) {
                    let presenter = OrdersPresenter()
                    presenter.view = viewController
                    presenter.interactor = OrdersInteractor()
                    viewController.output = presenter
                }
            }
            """),
            ("Orders/Configurator/OrdersInitializer.swift", """
            final class OrdersModuleInitializer {
                var viewController: UIViewController!
                init() {
                    let view = OrdersViewController()
                    OrdersModuleConfigurator().configure(viewController: view)
                    viewController = view
                }
            }
            """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Orders"])
        XCTAssertEqual(model.info("OrdersViewController")?.module, "Orders")
        XCTAssertEqual(model.module(named: "Orders")?.missingSummary, ["router"])
    }

    func testStemsThatDifferOnlyInLetterCaseNameOneModule() {
        // `SignUp` and `Signup`: one module, named as its view spells it; `InputBornTime` and one
        // helper view's `InputBornTIme`: named as most of its parts spell it. `Signin` stays apart.
        let model = buildModel([
            ("TV/UI/SignUp/SignUpViewController.swift", "final class SignUpViewController: UIViewController { var router: SignupRouter! }"),
            ("TV/Router/SignupRouter.swift", "final class SignupRouter {}"),
            ("TV/Router/SigninRouter.swift", "final class SigninRouter {}"),
            ("TV/UI/SignIn/SigninViewController.swift", "final class SigninViewController: UIViewController { var router: SigninRouter! }"),
            ("Onboarding/InputBornTime/InputBornTimeViewController.swift",
             "final class InputBornTimeViewController: UIViewController { var presenter: InputBornTimePresenter! }"),
            ("Onboarding/InputBornTime/InputBornTimePresenter.swift", "final class InputBornTimePresenter {}"),
            ("Onboarding/InputBornTime/InputBornTimeInteractor.swift", "final class InputBornTimeInteractor {}"),
            ("Onboarding/InputBornTime/Views/InputBornTImeView.swift", "final class InputBornTImeView: UIView {}"),
        ])
        XCTAssertEqual(model.module(named: "SignUp")?.partSummary, ["view SignUpViewController", "router SignupRouter"])
        XCTAssertEqual(model.module(named: "Signin")?.partSummary, ["view SigninViewController", "router SigninRouter"])
        XCTAssertEqual(model.modules.map(\.name).filter { $0.hasPrefix("InputBorn") }, ["InputBornTime"])
    }

    func testLoneViewControllerJoinsTheViewlessModuleOfThePresenterItHolds() {
        let presenter = """
        final class LoginPresenter {
            let interactor = LoginInteractor()
        }
        """
        let interactor = "final class LoginInteractor {}"
        // `LoginPage` has no module stem; it holds the presenter of a view-less module beside it.
        let joined = buildModel([
            ("Login/View/LoginPage.swift", "final class LoginPage: UIViewController { var presenter: LoginPresenter? }"),
            ("Login/Presenter/LoginPresenter.swift", presenter),
            ("Login/Interactor/LoginInteractor.swift", interactor),
        ])
        XCTAssertEqual(joined.module(named: "Login")?.partSummary, [
            "view LoginPage", "presenter LoginPresenter", "interactor LoginInteractor",
        ])
        // Not when the module already has its view, when two lone screens hold the presenter, or
        // when the screen lives in an unrelated folder.
        let hasView = buildModel([
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController { var presenter: LoginPresenter? }"),
            ("Login/View/LoginPage.swift", "final class LoginPage: UIViewController { var presenter: LoginPresenter? }"),
            ("Login/Presenter/LoginPresenter.swift", presenter),
        ])
        XCTAssertEqual(hasView.module(named: "Login")?.partSummary, ["view LoginViewController", "presenter LoginPresenter"])
        let twoScreens = buildModel([
            ("Login/View/LoginPage.swift", "final class LoginPage: UIViewController { var presenter: LoginPresenter? }"),
            ("Login/View/SignUpPage.swift", "final class SignUpPage: UIViewController { var presenter: LoginPresenter? }"),
            ("Login/Presenter/LoginPresenter.swift", presenter),
            ("Login/Interactor/LoginInteractor.swift", interactor),
        ])
        XCTAssertEqual(twoScreens.module(named: "Login")?.partSummary, ["presenter LoginPresenter", "interactor LoginInteractor"])
        let elsewhere = buildModel([
            ("App/Debug/Screens/DebugPage.swift", "final class DebugPage: UIViewController { var presenter: LoginPresenter? }"),
            ("Features/Login/Presenter/LoginPresenter.swift", presenter),
            ("Features/Login/Interactor/LoginInteractor.swift", interactor),
        ])
        XCTAssertEqual(elsewhere.module(named: "Login")?.partSummary, ["presenter LoginPresenter", "interactor LoginInteractor"])
    }

    func testBuilderInstantiationsBindPartsWhoseNamesDiffer() {
        let model = buildModel([
            ("Profile/ProfileBuilder.swift", """
            enum ProfileBuilder {
                static func build() -> UIViewController {
                    let view = AccountScreenViewController()
                    let presenter = AccountPresenter(view: view)
                    view.presenter = presenter
                    return view
                }
            }
            """),
            ("Account/AccountScreenViewController.swift", "final class AccountScreenViewController: UIViewController {}"),
            ("Account/AccountPresenter.swift", "final class AccountPresenter {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Profile"])
        XCTAssertEqual(model.module(named: "Profile")?.partSummary,
                       ["view AccountScreenViewController", "presenter AccountPresenter", "builder ProfileBuilder"])
    }

    func testRouterStaticFactoryBindsPartsAndAssemblesTheModule() {
        let model = buildModel([
            ("Auth/AuthRouter.swift", """
            final class AuthRouter {
                static func assembleModule() -> UIViewController {
                    let view = SignInViewController()
                    let presenter = SignInPresenter()
                    let interactor = SignInInteractor()
                    let router = AuthRouter()
                    view.presenter = presenter
                    return view
                }
            }
            """),
            ("Auth/SignInViewController.swift", "final class SignInViewController: UIViewController {}"),
            ("Auth/SignInPresenter.swift", "final class SignInPresenter {}"),
            ("Auth/SignInInteractor.swift", "final class SignInInteractor {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Auth"])
        XCTAssertEqual(model.module(named: "Auth")?.partSummary, [
            "view SignInViewController", "presenter SignInPresenter", "interactor SignInInteractor", "router AuthRouter",
        ])
        XCTAssertEqual(model.module(named: "Auth")?.assembledBy, "static factory AuthRouter.assembleModule")
        XCTAssertEqual(model.module(named: "Auth")?.missingSummary, [])
    }

    func testRouterInstanceMethodCreatingANextScreenDoesNotBindIt() {
        let model = buildModel([
            ("Login/LoginRouter.swift", """
            final class LoginRouter {
                func showHome() { let next = HomePresenter() }
            }
            """),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { var router: LoginRouter? }"),
            ("Home/HomePresenter.swift", "final class HomePresenter {}"),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController { var presenter: HomePresenter? }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Home", "Login"])
        XCTAssertEqual(model.module(named: "Login")?.partSummary, ["presenter LoginPresenter", "router LoginRouter"])
    }

    func testWireframeWhoseInitAssemblesTheModule() {
        let model = buildModel([
            ("Orders/OrdersWireframe.swift", """
            final class OrdersWireframe: BaseWireframe<OrdersViewController> {
                init() {
                    let controller = OrdersViewController()
                    super.init(viewController: controller)
                    let interactor = OrdersInteractor()
                    let presenter = OrdersPresenter(view: controller, interactor: interactor, wireframe: self)
                    controller.presenter = presenter
                }
            }
            """),
            ("Orders/OrdersViewController.swift", "final class OrdersViewController: UIViewController {}"),
            ("Orders/OrdersPresenter.swift", "final class OrdersPresenter {}"),
            ("Orders/OrdersInteractor.swift", "final class OrdersInteractor {}"),
        ])
        XCTAssertEqual(model.module(named: "Orders")?.partSummary, [
            "view OrdersViewController", "presenter OrdersPresenter", "interactor OrdersInteractor", "router OrdersWireframe",
        ])
        XCTAssertEqual(model.module(named: "Orders")?.assembledBy, "OrdersWireframe instantiates the module")
        XCTAssertEqual(model.module(named: "Orders")?.missingSummary, [])
    }

    func testCentralFactoryBuildingManyModulesDoesNotMergeThem() {
        let model = buildModel([
            ("App/ScreenModuleFactory.swift", """
            final class ScreenModuleFactory {
                func login() -> UIViewController { let p = LoginPresenter(); return LoginViewController(presenter: p) }
                func home() -> UIViewController { let p = HomePresenter(); return HomeViewController(presenter: p) }
            }
            """),
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController { var presenter: LoginPresenter? }"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter {}"),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController { var presenter: HomePresenter? }"),
            ("Home/HomePresenter.swift", "final class HomePresenter {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Home", "Login"])
        XCTAssertEqual(model.module(named: "Login")?.partSummary, ["view LoginViewController", "presenter LoginPresenter"])
        XCTAssertEqual(model.module(named: "Home")?.partSummary, ["view HomeViewController", "presenter HomePresenter"])
        // An app-wide factory wiring several features is a composition root, not their builder.
        XCTAssertNil(model.module(named: "Login")?.assembledBy)
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.kind, .compositionRoot)
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.creator, "ScreenModuleFactory")
        XCTAssertEqual(model.module(named: "Login")?.missingSummary, ["interactor", "router", "builder"])
        XCTAssertNil(model.info("ScreenModuleFactory")?.module)
    }

    // MARK: - Protocols, folders

    func testProtocolWithUnrelatedNameJoinsTheModuleOfItsAdopter() {
        let model = buildModel([
            ("Shared/ShowsMissions.swift", "protocol ShowsMissions: AnyObject {}"),
            ("MissionBoard/MissionBoardViewController.swift", "final class MissionBoardViewController: UIViewController, ShowsMissions {}"),
            ("MissionBoard/MissionBoardPresenter.swift", "final class MissionBoardPresenter { weak var view: ShowsMissions? }"),
        ])
        XCTAssertEqual(model.roleSummary("ShowsMissions"), "view-protocol: adopted by MissionBoardViewController (view)")
        XCTAssertEqual(model.module(named: "MissionBoard")?.partSummary, [
            "view MissionBoardViewController", "presenter MissionBoardPresenter", "view-protocol ShowsMissions",
        ])
    }

    func testPartWithALoneStemJoinsTheOneModuleInItsFolder() {
        let model = buildModel([
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginViewController?; var interactor: SessionInteractor? }"),
            ("Login/SessionInteractor.swift", "final class SessionInteractor {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Login"])
        XCTAssertEqual(model.module(named: "Login")?.partSummary,
                       ["view LoginViewController", "presenter LoginPresenter", "interactor SessionInteractor"])
    }

    func testPresenterDoesNotTakeALoneEntitysModuleName() {
        let model = buildModel([
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginViewInput? }\nprotocol LoginViewInput: AnyObject {}"),
            ("Login/UserEntity.swift", "struct UserEntity {}"),
        ])
        XCTAssertEqual(model.module(named: "Login")?.partSummary, ["presenter LoginPresenter", "view-protocol LoginViewInput"])
        XCTAssertNil(model.info("UserEntity")?.module)
    }

    // MARK: - What is a module

    func testLoneViewControllerIsNotAModule() {
        let model = buildModel([("About/AboutViewController.swift", "final class AboutViewController: UIViewController {}")])
        XCTAssertEqual(model.modules.map(\.name), [])
        XCTAssertNil(model.info("AboutViewController")?.module)
    }

    func testViewWithRouterAndNoPresenterIsAModule() {
        let model = buildModel([
            ("About/AboutViewController.swift", "final class AboutViewController: UIViewController {}"),
            ("About/AboutRouter.swift", "final class AboutRouter { weak var viewController: AboutViewController? }"),
        ])
        XCTAssertEqual(model.module(named: "About")?.partSummary, ["view AboutViewController", "router AboutRouter"])
        XCTAssertEqual(model.module(named: "About")?.isModule, true)
        XCTAssertEqual(model.module(named: "About")?.missingSummary, ["presenter", "interactor", "builder"])
    }

    func testViewWithInteractorAndNoPresenterIsAModule() {
        let model = buildModel([
            ("About/AboutViewController.swift", "final class AboutViewController: UIViewController { var interactor: AboutInteractor? }"),
            ("About/AboutInteractor.swift", "final class AboutInteractor {}"),
        ])
        XCTAssertEqual(model.module(named: "About")?.missingSummary, ["presenter", "router", "builder"])
    }

    func testPresenterWithOnlyItsViewProtocolIsAModuleMissingTheRest() {
        let model = buildModel([("Feed/FeedPresenter.swift", "final class FeedPresenter { weak var view: FeedViewInput? }\nprotocol FeedViewInput: AnyObject {}")])
        XCTAssertEqual(model.module(named: "Feed")?.missingSummary, ["view", "interactor", "router", "builder"])
    }

    /// Evidence, not names: a presenter by name alone that holds and is held by nothing is no part.
    func testPresenterConnectedToNothingIsSetAsideAsUnconnected() {
        let model = buildModel([("Feed/FeedPresenter.swift", "final class FeedPresenter {}")])
        XCTAssertEqual(model.modules.map(\.name), [])
        XCTAssertEqual(model.info("FeedPresenter")?.setAside, .unconnected(RoleAssignment(role: .presenter, evidence: .nameSuffix("Presenter"))))
        XCTAssertNil(model.info("FeedPresenter")?.role)
    }

    /// A presenter by name that keeps its one instance in a static property is app-wide, not a
    /// screen's part, though it holds a view; what only it connected goes too.
    func testSingletonPresenterByNameIsSetAsideWithWhatOnlyItConnected() {
        let model = buildModel([
            ("Library/Loading/LoadingOverlayPresenter.swift", """
                final class LoadingOverlayPresenter {
                    static let shared = LoadingOverlayPresenter()
                    private var overlayView: LoadingOverlayView?
                    private init() {}
                }
                """),
            ("Library/Loading/LoadingOverlayView.swift", "final class LoadingOverlayView: UIView {}"),
            ("Library/Info/InfoPresenter.swift", "final class InfoPresenter {\n static let shared: InfoPresenter = Self()\n var view: InfoView?\n}\nfinal class InfoView: UIView {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), [])
        XCTAssertEqual(model.info("LoadingOverlayPresenter")?.setAside,
                       .singleton(RoleAssignment(role: .presenter, evidence: .nameSuffix("Presenter")), instance: "LoadingOverlayPresenter.shared"))
        XCTAssertEqual(model.info("LoadingOverlayPresenter")?.setAside?.reason, "name ends with Presenter; a singleton (`LoadingOverlayPresenter.shared`)")
        XCTAssertEqual(model.info("LoadingOverlayView")?.setAside, .unconnected(RoleAssignment(role: .view, evidence: .nameSuffix("View"))))
        XCTAssertEqual(model.info("InfoPresenter")?.setAside?.assignment.role, .presenter)
    }

    /// A router's static factory handed its view (`createModule(ref: FoodTableViewController)`)
    /// wires that view; a parent screen a factory is handed, which has parts of its own name, stays
    /// in its own module.
    func testAStaticFactoryWiresTheViewItIsHandedUnlessThatViewHasItsOwnModule() {
        let model = buildModel([
            ("Basket/FoodBasketRouter.swift", """
                final class FoodBasketRouter {
                    static func createModule(ref: FoodTableViewController) {
                        let presenter = FoodBasketPresenter()
                        ref.presenter = presenter
                        presenter.view = ref
                    }
                }
                """),
            ("Basket/FoodBasketPresenter.swift", "final class FoodBasketPresenter {\n var view: FoodTableViewController?\n}"),
            ("Basket/View/FoodTableViewController.swift", "final class FoodTableViewController: UIViewController {\n var presenter: FoodBasketPresenter?\n}"),
            ("Detail/DetailRouter.swift", """
                final class DetailRouter {
                    static func createModule(from parent: HomeViewController) -> UIViewController {
                        let view = DetailViewController()
                        view.presenter = DetailPresenter()
                        return view
                    }
                }
                """),
            ("Detail/DetailPresenter.swift", "final class DetailPresenter {\n weak var view: DetailViewController?\n}"),
            ("Detail/DetailViewController.swift", "final class DetailViewController: UIViewController {\n var presenter: DetailPresenter?\n}"),
            ("Home/HomePresenter.swift", "final class HomePresenter {\n weak var view: HomeViewController?\n}"),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController {\n var presenter: HomePresenter?\n}"),
        ])
        XCTAssertEqual(model.info("FoodTableViewController")?.module, "FoodBasket")
        XCTAssertEqual(model.info("HomeViewController")?.module, "Home")
        XCTAssertEqual(model.modules.first { $0.name == "Detail" }?.parts.filter { $0.role == .view }.map(\.typeName), ["DetailViewController"])
    }

    /// A layer's assembly (`PresenterAssembly` registering a screen's presenter in a Swinject
    /// container) is named for a role: its wiring makes no `Presenter` module, and the presenter
    /// joins its screen's module by name.
    func testALayersAssemblyMakesNoModule() {
        let model = buildModel([
            ("DI/PresenterAssembly.swift", """
                struct PresenterAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(SearchPresenterProtocol.self) { (r, view: SearchViewController) in SearchPresenter(view: view) }
                    }
                }
                """),
            ("DI/InteractorAssembly.swift", """
                struct InteractorAssembly: Assembly {
                    func assemble(container: Container) { container.register(SearchInteractor.self) { _ in SearchInteractor() } }
                }
                """),
            ("Search/SearchContract.swift", "protocol SearchViewProtocol: AnyObject {}\nprotocol SearchPresenterProtocol: AnyObject {}"),
            ("Search/SearchPresenter.swift", "final class SearchPresenter: SearchPresenterProtocol {\n weak var view: SearchViewProtocol?\n init(view: SearchViewProtocol) {}\n}"),
            ("Search/SearchViewController.swift", "final class SearchViewController: UIViewController, SearchViewProtocol {\n var presenter: SearchPresenterProtocol!\n}"),
            ("Search/SearchInteractor.swift", "final class SearchInteractor {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Search"])
        XCTAssertEqual(Set(model.modules.first?.parts.map(\.typeName) ?? []),
                       ["SearchPresenter", "SearchViewController", "SearchViewProtocol", "SearchPresenterProtocol"])
    }

    /// A singleton interactor its own module's builder hands out (`HomeInteractor.shared`) is the
    /// module's interactor; a singleton view that only a fluent builder nested in it fills
    /// (`AlertView.AlertViewBuilder`) stays a singleton.
    func testSingletonHandedOutByItsOwnModulesBuilderIsAPart() {
        let model = buildModel([
            ("Home/HomeBuilder.swift", """
                enum HomeBuilder {
                    static func build() -> UIViewController {
                        let view = HomeViewController()
                        let interactor = HomeInteractor.shared
                        let presenter = HomePresenter(load: interactor.load)
                        view.presenter = presenter
                        return view
                    }
                }
                """),
            ("Home/HomeInteractor.swift", "final class HomeInteractor {\n static let shared = HomeInteractor()\n func load() {}\n}"),
            ("Home/HomePresenter.swift", "final class HomePresenter {\n weak var view: HomeViewController?\n init(load: @escaping () -> Void) {}\n}"),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController {\n var presenter: HomePresenter!\n}"),
            ("Utils/AlertView.swift", """
                class AlertView: UIView {
                    static let instance = AlertView()
                    class AlertViewBuilder {
                        func show() { AlertView.instance.isHidden = false }
                    }
                }
                """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Home"])
        XCTAssertEqual(model.modules.first?.parts.map(\.typeName), ["HomeViewController", "HomePresenter", "HomeInteractor", "HomeBuilder"])
        XCTAssertNil(model.info("HomeInteractor")?.setAside)
        XCTAssertEqual(model.info("AlertView")?.setAside?.reason, "name ends with View; a singleton (`AlertView.instance`)")
    }

    /// A presenter by name that only holds the screen it shows, and that no other code names,
    /// presents in UIKit's sense: set aside with what only it connected. Named anywhere else (built
    /// by a factory in another folder, held by its view), or tied by conformance to a module's
    /// protocol, it stays.
    func testPresenterByNameThatNothingNamesIsSetAside() {
        let model = buildModel([
            ("Passcode/PasscodeLockPresenter.swift", """
                public class PasscodeLockPresenter {
                    private lazy var passcodeLockWindow = UIWindow(frame: .zero)
                    public let passcodeLockVC: PasscodeLockViewController
                    public init() { passcodeLockVC = PasscodeLockViewController() }
                }
                public class PasscodeLockViewController: UIViewController {}
                """),
            ("Transfer/CrossChainTransferPresenter.swift", """
                final class CrossChainTransferPresenter { weak var view: CrossChainTransferViewController? }
                final class CrossChainTransferViewController: UIViewController {}
                """),
            ("Factories/TransferFactory.swift", "enum TransferFactory { static func make() -> Any { CrossChainTransferPresenter() } }"),
            ("Status/StatusPresenter.swift", """
                protocol StatusInteractorOutputProtocol: AnyObject {}
                final class StatusPresenter: StatusInteractorOutputProtocol { var view: StatusViewController! }
                final class StatusViewController: UIViewController {}
                """),
        ])
        XCTAssertEqual(model.info("PasscodeLockPresenter")?.setAside, .unconnected(RoleAssignment(role: .presenter, evidence: .nameSuffix("Presenter"))))
        XCTAssertEqual(model.modules.map(\.name), ["CrossChainTransfer", "Status"])
        XCTAssertEqual(model.module(named: "CrossChainTransfer")?.partSummary, ["view CrossChainTransferViewController", "presenter CrossChainTransferPresenter"])
        XCTAssertNil(model.info("StatusPresenter")?.setAside)
        XCTAssertEqual(model.info("StatusPresenter")?.role, .presenter)
    }

    /// A Swinject `...AssemblyContainer` per module is its builder, and the module is named by the
    /// stem, not by the container.
    func testAssemblyContainerIsTheBuilderAndNotTheModuleName() {
        let model = buildModel([
            ("AddItem/Assembly/AddItemAssemblyContainer.swift", """
                final class AddItemAssemblyContainer: Assembly {
                    func assemble(container: Container) {
                        container.register(AddItemPresenter.self) { _ in AddItemPresenter() }
                    }
                }
                """),
            ("AddItem/Presenter/AddItemPresenter.swift", "final class AddItemPresenter { weak var view: AddItemViewController? }"),
            ("AddItem/View/AddItemViewController.swift", "final class AddItemViewController: UIViewController { var output: AddItemPresenter! }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["AddItem"])
        XCTAssertEqual(model.module(named: "AddItem")?.partSummary,
                       ["view AddItemViewController", "presenter AddItemPresenter", "builder AddItemAssemblyContainer"])
    }

    /// C#-style protocol names (`IManageCoinsView`, `IManageCoinsViewDelegate`) join the module
    /// of the types that implement them; `IBANView` or `IOSPresenter` keep their `I`, and so does
    /// any class.
    func testInterfacePrefixIsNotPartOfTheModuleStem() {
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "IManageCoinsViewDelegate", isProtocol: true), "ManageCoins")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "IManageCoinsInteractor", isProtocol: true), "ManageCoins")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "IBANView", isProtocol: true), "IBAN")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "IOSPresenter", isProtocol: true), "IOS")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "InboxViewInput", isProtocol: true), "Inbox")
        // A class keeps its `I`: `ICloudSyncPresenter` is the iCloud sync module's.
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "ICloudSyncPresenter", isProtocol: false), "ICloudSync")
        let model = buildModel([
            ("ManageCoins/ManageCoinsModule.swift", """
                protocol IManageCoinsView: AnyObject {}
                protocol IManageCoinsViewDelegate: AnyObject {}
                """),
            ("ManageCoins/ManageCoinsPresenter.swift", "final class ManageCoinsPresenter: IManageCoinsViewDelegate { weak var view: IManageCoinsView? }"),
            ("ManageCoins/ManageCoinsViewController.swift", "final class ManageCoinsViewController: UIViewController, IManageCoinsView { var delegate: IManageCoinsViewDelegate! }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["ManageCoins"])
        XCTAssertEqual(model.module(named: "ManageCoins")?.partSummary, [
            "view ManageCoinsViewController", "presenter ManageCoinsPresenter",
            "view-protocol IManageCoinsView", "presenter-protocol IManageCoinsViewDelegate",
        ])
    }

    /// A protocol with no stem of its own joins the module of its adopter, unless adopters in
    /// several modules share it (every screen's `ModuleTransitionable` handle for its router).
    func testProtocolAdoptedAcrossModulesJoinsNone() {
        let model = buildModel([
            ("Library/ModuleTransitionable.swift", "protocol ModuleTransitionable: AnyObject {}\nprotocol IntroDisplaying: AnyObject {}"),
            ("Intro/IntroModule.swift", """
                final class IntroViewController: UIViewController, ModuleTransitionable, IntroDisplaying { var output: IntroPresenter! }
                final class IntroPresenter { weak var view: IntroDisplaying? }
                """),
            ("Balance/BalanceModule.swift", """
                final class BalanceViewController: UIViewController, ModuleTransitionable { var output: BalancePresenter! }
                final class BalancePresenter { weak var view: BalanceViewController? }
                """),
        ])
        XCTAssertNil(model.info("ModuleTransitionable")?.module)
        XCTAssertEqual(model.info("IntroDisplaying")?.module, "Intro")
    }

    /// Not a singleton: static properties of other types, or of its own type but not created
    /// there (`static var lastShown: LoginPresenter?`); and a singleton router stays router code.
    func testStaticPropertiesThatAreNoSharedInstanceKeepThePart() {
        let model = buildModel([
            ("Login/LoginPresenter.swift", """
                final class LoginPresenter {
                    static let formatter = DateFormatter()
                    static var lastShown: LoginPresenter?
                    weak var view: LoginViewController?
                    let router: LoginRouter = LoginRouter.shared
                }
                final class LoginViewController: UIViewController { var presenter: LoginPresenter! }
                final class LoginRouter { static let shared = LoginRouter() }
                """),
        ])
        XCTAssertEqual(model.module(named: "Login")?.partSummary, ["view LoginViewController", "presenter LoginPresenter", "router LoginRouter"])
        XCTAssertNil(model.info("LoginPresenter")?.setAside)
        XCTAssertNil(model.info("LoginRouter")?.setAside)
    }

    /// A module written as a namespace enum and its extensions groups by the namespace; a nested
    /// type with a name of its own keeps its own stem.
    func testNamespacedModuleGroupsByItsNamespace() {
        let model = buildModel([
            ("Map/Map.swift", "enum Map {}"),
            ("Map/Presenter/Map.Presenter.swift", """
                protocol MapViewOutput: AnyObject {}
                extension Map {
                    final class Presenter: MapViewOutput {
                        weak var view: MapViewInput?
                        var interactor: MapInteractorInput?
                    }
                }
                """),
            ("Map/View/Map.View.swift", "protocol MapViewInput: AnyObject {}\nextension Map {\n final class View: UIViewController, MapViewInput { var output: MapViewOutput? }\n}"),
            ("Map/Interactor/Map.Interactor.swift", "protocol MapInteractorInput: AnyObject {}\nextension Map {\n final class Interactor: MapInteractorInput {}\n}"),
        ])
        XCTAssertEqual(model.module(named: "Map")?.partSummary.filter { !$0.contains("protocol") },
                       ["view Map.View", "presenter Map.Presenter", "interactor Map.Interactor"])
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "Map.Presenter", isProtocol: false), "Map")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "Outer.Map.ViewController", isProtocol: false), "Map")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "Outer.LoginPresenter", isProtocol: false), "Login")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "Map.Endpoint", isProtocol: false), "Endpoint")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "Presenter", isProtocol: false), "Presenter")
        XCTAssertEqual(ProjectModel.moduleStem(ofTypeNamed: "Sign.In", isProtocol: false), "In")
    }

    // MARK: - Namesakes in sibling apps

    func testNamesakeAppsAreSplitAndNamedPlainlyWhenOnlyOneQualifies() {
        let model = buildModel([
            ("Sources/VIPERApp/Home/HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
            ("Sources/VIPERApp/Home/HomePresenter.swift", "final class HomePresenter { weak var view: HomeViewController? }"),
            ("Sources/MVCApp/Home/HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Home"])
        XCTAssertEqual(model.module(named: "Home")?.parts.map(\.file), [
            "Sources/VIPERApp/Home/HomeViewController.swift", "Sources/VIPERApp/Home/HomePresenter.swift",
        ])
    }

    func testNamesakeAppsThatBothQualifyKeepTheirFolderInTheName() {
        let model = buildModel([
            ("Sources/VIPERApp/Home/HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
            ("Sources/VIPERApp/Home/HomePresenter.swift", "final class HomePresenter { weak var view: HomeViewController? }"),
            ("Sources/OtherApp/Home/HomeViewController.swift", "final class HomeViewController: UIViewController {}"),
            ("Sources/OtherApp/Home/HomePresenter.swift", "final class HomePresenter { weak var view: HomeViewController? }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Home (OtherApp)", "Home (VIPERApp)"])
        XCTAssertEqual(model.module(named: "Home (OtherApp)")?.parts.map(\.file), [
            "Sources/OtherApp/Home/HomeViewController.swift", "Sources/OtherApp/Home/HomePresenter.swift",
        ])
    }
}

/// Regressions: lone parts in one folder used to swap module names.
final class ModelLonePartFolderTests: XCTestCase {
    func testTwoLonePartsInAFolderJoinThePresentersModule() {
        let model = buildModel([
            ("Login/LoginPresenter.swift", "final class LoginPresenter { var interactor: SessionInteractor? }"),
            ("Login/SessionInteractor.swift", "final class SessionInteractor {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Login"])
        XCTAssertEqual(model.module(named: "Login")?.partSummary, ["presenter LoginPresenter", "interactor SessionInteractor"])
    }

    func testLoneViewJoinsALonePresenterInItsFolder() {
        let model = buildModel([
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: SignInViewController? }"),
            ("Login/SignInViewController.swift", "final class SignInViewController: UIViewController {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Login"])
        XCTAssertEqual(model.module(named: "Login")?.partSummary, ["view SignInViewController", "presenter LoginPresenter"])
    }

    func testTwoLonePartsOfOneRoleStayApart() {
        let model = buildModel([
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginViewInput? }\nprotocol LoginViewInput: AnyObject {}"),
            ("Login/SessionPresenter.swift", "final class SessionPresenter { weak var view: SessionViewInput? }\nprotocol SessionViewInput: AnyObject {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Login", "Session"])
    }
}

/// Namesakes in different files stay in their own modules, and never scatter the other parts.
final class ModelNamesakePartsTests: XCTestCase {
    func testTwoConfiguratorsOfOneNameDoNotCostTheModuleItsView() {
        let model = buildModel([
            ("Login/View/LoginViewController.swift", "final class LoginViewController: UIViewController { var presenter: LoginPresenter! }"),
            ("Login/Presenter/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginViewController? }"),
            ("Login/Configurator/LoginConfigurator.swift", "final class LoginConfigurator { func make() -> LoginViewController { LoginViewController() } }"),
            ("Login/Assembly/LoginConfigurator.swift", "final class LoginConfigurator { func make() -> LoginViewController { LoginViewController() } }"),
        ])
        let withView = model.modules.filter { $0.has(.view) }
        XCTAssertEqual(withView.count, 1, model.modules.map(\.name).description)
        // `Configurator/` and `Assembly/` are folders of one module's layers: both namesakes join it.
        XCTAssertEqual(withView.first?.partSummary,
                       ["view LoginViewController", "presenter LoginPresenter", "builder LoginConfigurator", "builder LoginConfigurator"])
        XCTAssertEqual(model.types.filter { $0.name == "LoginConfigurator" }.count, 2)
    }

    func testNamesakesInTwoAppFoldersStillSplitTheModule() {
        // `ServerProtocol` in each app: the apps part at `AppA/` and `AppB/`, which are no layer folders.
        let model = buildModel([
            ("AppA/Login/LoginPresenter.swift", "protocol ServerProtocol {}\nfinal class LoginPresenter: ServerProtocol { weak var view: LoginViewController? }"),
            ("AppA/Login/LoginViewController.swift", "final class LoginViewController: UIViewController { var presenter: LoginPresenter! }"),
            ("AppB/Login/LoginPresenter.swift", "protocol ServerProtocol {}\nfinal class LoginPresenter: ServerProtocol { weak var view: LoginViewController? }"),
            ("AppB/Login/LoginViewController.swift", "final class LoginViewController: UIViewController { var presenter: LoginPresenter! }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Login (AppA)", "Login (AppB)"])
    }

    func testNamesakesPartingAtLayerFoldersKeepTheModuleWhole() {
        // An app laid out by layer declares `ServerProtocol` beside its presenter and its interactor.
        let model = buildModel([
            ("VIPER/Presenter/LoginPresenter.swift", "protocol ServerProtocol {}\nfinal class LoginPresenter: ServerProtocol { weak var view: LoginViewController?; var interactor: LoginInteractor? }"),
            ("VIPER/Interactor/LoginInteractor.swift", "protocol ServerProtocol {}\nfinal class LoginInteractor: ServerProtocol {}"),
            ("VIPER/View/LoginViewController.swift", "final class LoginViewController: UIViewController { var presenter: LoginPresenter! }"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Login"])
        XCTAssertEqual(model.module(named: "Login")?.partSummary,
                       ["view LoginViewController", "presenter LoginPresenter", "interactor LoginInteractor",
                        "presenter-protocol ServerProtocol", "interactor-protocol ServerProtocol"])
    }
}

/// A part equally near to namesakes in different apps is shared by them: it joins none.
final class ModelSharedNamesakePartTests: XCTestCase {
    func testASharedContractJoinsNoneOfTheApps() {
        let model = buildModel([
            ("App1/Home/HomePresenter.swift", "final class HomePresenter: HomeViewOutput {}"),
            ("App2/Home/HomePresenter.swift", "final class HomePresenter: HomeViewOutput {}"),
            ("Shared/HomeContract.swift", "protocol HomeViewOutput: AnyObject {}"),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Home (App1)", "Home (App2)"])
        XCTAssertEqual(model.modules.map(\.partSummary), [["presenter HomePresenter"], ["presenter HomePresenter"]])
    }

    func testAPartNearerToOneAppJoinsIt() {
        let model = buildModel([
            ("App1/Home/HomePresenter.swift", "final class HomePresenter: HomeViewOutput {}"),
            ("App1/Home/HomeContract.swift", "protocol HomeViewOutput: AnyObject {}"),
            ("App2/Home/HomePresenter.swift", "final class HomePresenter: HomeViewOutput {}"),
        ])
        XCTAssertEqual(model.modules.map(\.partSummary), [["presenter HomePresenter", "presenter-protocol HomeViewOutput"], ["presenter HomePresenter"]])
    }
}
