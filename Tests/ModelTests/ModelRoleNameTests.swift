import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// Roles from names: concrete type suffixes, protocol suffixes, and what a name alone never makes a part.
final class ModelRoleNameTests: XCTestCase {
    func testTypeSuffixesGiveTheirRoles() {
        let names = [
            "LoginView", "LoginViewController", "LoginVC", "LoginPresenter", "LoginInteractor", "LoginUseCase",
            "LoginRouter", "LoginWireframe", "LoginBuilder", "LoginAssembly", "LoginConfigurator",
            "LoginModuleBuilder", "LoginModuleFactory", "LoginViewFactory", "LoginModule", "LoginEntity",
        ]
        let model = buildModel([("Login/Parts.swift", names.map { "final class \($0) {}" }.joined(separator: "\n"))])
        assertLines(names.map { "\($0) \(model.roleSummary($0))" }, [
            "LoginView view: name ends with View",
            "LoginViewController view: name ends with ViewController",
            "LoginVC view: name ends with VC",
            "LoginPresenter presenter: name ends with Presenter",
            "LoginInteractor interactor: name ends with Interactor",
            "LoginUseCase interactor: name ends with UseCase",
            "LoginRouter router: name ends with Router",
            "LoginWireframe router: name ends with Wireframe",
            "LoginBuilder builder: name ends with Builder",
            "LoginAssembly builder: name ends with Assembly",
            "LoginConfigurator builder: name ends with Configurator",
            "LoginModuleBuilder builder: name ends with ModuleBuilder",
            "LoginModuleFactory builder: name ends with ModuleFactory",
            "LoginViewFactory builder: name ends with ViewFactory",
            "LoginModule builder: name ends with Module",
            "LoginEntity entity: name ends with Entity",
        ])
    }

    func testSuffixMustStartAWord() {
        let model = buildModel([("Home/Overview.swift", "final class Overview {}\nfinal class Prerouter {}")])
        XCTAssertEqual(model.roleSummary("Overview"), "none")
        XCTAssertEqual(model.roleSummary("Prerouter"), "none")
    }

    func testBareSuffixIsABaseTypeNotAPart() {
        let model = buildModel([("Base/Presenter.swift", "class Presenter {}\nclass View {}")])
        XCTAssertEqual(model.roleSummary("Presenter"), "none")
        XCTAssertEqual(model.roleSummary("View"), "none")
    }

    func testBareSuffixClassThatOthersInheritFromIsABaseOfItsRole() {
        let model = buildModel([("Base/Router.swift", "class Router {}\nclass Presenter {}\nclass View {}\n"
            + "final class LoginRouter: Router {}\nfinal class LoginPresenter: Presenter { var router: LoginRouter? }\nfinal class LoginView: View {}")])
        XCTAssertEqual(model.roleSummary("Router"), "router: name ends with Router")
        XCTAssertEqual(model.roleSummary("Presenter"), "presenter: name ends with Presenter")
        XCTAssertEqual(model.roleSummary("View"), "none")
        XCTAssertEqual(model.modules.map(\.name), ["Login"])
    }

    func testEnumNamedViewIsNotAView() {
        let model = buildModel([("Login/LoginView.swift", "enum LoginView { case idle }")])
        XCTAssertEqual(model.roleSummary("LoginView"), "none")
    }

    func testNestedTypeIsNamedByItsLastComponent() {
        let model = buildModel([("Login/Login.swift", "enum Login {\n  final class Presenter {}\n  final class MainRouter {}\n}")])
        XCTAssertEqual(model.roleSummary("Login.MainRouter"), "router: name ends with Router")
    }

    func testProtocolSuffixesGiveTheirRoles() {
        let names = [
            "LoginViewInput", "LoginViewOutput", "LoginPresenterOutput", "LoginEventHandler", "LoginModuleInterface",
            "LoginInteractorInput", "LoginInteractorOutput", "LoginUseCase", "LoginWireframeInterface", "LoginRouterInput",
            "LoginModuleInput", "LoginModuleOutput", "LoginViewEventListener", "LoginPresenterCommandListener",
            "LoginPresenterEventListener", "LoginInteractorCommandListener",
        ]
        let model = buildModel([("Login/Contract.swift", names.map { "protocol \($0): AnyObject {}" }.joined(separator: "\n"))])
        assertLines(names.map { "\($0) \(model.roleSummary($0))" }, [
            "LoginViewInput view-protocol: name ends with ViewInput",
            "LoginViewOutput presenter-protocol: name ends with ViewOutput",
            "LoginPresenterOutput view-protocol: name ends with PresenterOutput",
            "LoginEventHandler presenter-protocol: name ends with EventHandler",
            "LoginModuleInterface presenter-protocol: name ends with ModuleInterface",
            "LoginInteractorInput interactor-protocol: name ends with InteractorInput",
            "LoginInteractorOutput interactor-output-protocol: name ends with InteractorOutput",
            "LoginUseCase interactor-protocol: name ends with UseCase",
            "LoginWireframeInterface router-protocol: name ends with WireframeInterface",
            "LoginRouterInput router-protocol: name ends with RouterInput",
            "LoginModuleInput module-input: name ends with ModuleInput",
            "LoginModuleOutput module-output: name ends with ModuleOutput",
            "LoginViewEventListener presenter-protocol: name ends with ViewEventListener",
            "LoginPresenterCommandListener view-protocol: name ends with PresenterCommandListener",
            "LoginPresenterEventListener interactor-protocol: name ends with PresenterEventListener",
            "LoginInteractorCommandListener interactor-output-protocol: name ends with InteractorCommandListener",
        ])
    }

    func testCoordinatorIsANavigationOwner() {
        let model = buildModel([("App/AppCoordinator.swift", "final class AppCoordinator {}")])
        XCTAssertEqual(model.roleSummary("AppCoordinator"), "navigation-owner: name ends with Coordinator")
    }

    func testCoordinatorConformerIsANavigationOwner() {
        let model = buildModel([
            ("App/Coordinator.swift", "protocol Coordinator: AnyObject { func start() }"),
            ("App/MainFlow.swift", "final class MainFlow: Coordinator { func start() {} }"),
        ])
        XCTAssertEqual(model.roleSummary("MainFlow"), "navigation-owner: inherits from Coordinator")
        XCTAssertEqual(model.roleSummary("Coordinator"), "none")
    }

    func testApplicationDelegateIsANavigationOwner() {
        let model = buildModel([("App/Main.swift", "final class Main: UIResponder, UIApplicationDelegate {}")])
        XCTAssertEqual(model.roleSummary("Main"), "navigation-owner: inherits from UIApplicationDelegate")
    }

    func testCoordinatorIsNoModulePart() {
        let model = buildModel([
            ("Login/LoginCoordinator.swift", "final class LoginCoordinator { func start() { _ = LoginPresenter() } }"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginViewInput? }\nprotocol LoginViewInput: AnyObject {}"),
        ])
        XCTAssertEqual(model.modules.map(\.partSummary), [["presenter LoginPresenter", "view-protocol LoginViewInput"]])
        XCTAssertNil(model.info("LoginCoordinator")?.module)
    }
}

/// A protocol whose name alone says presenter (`...EventHandler`) makes its adopters presenters,
/// but not a helper whose own name says what it is (a data source adopting its cells' callbacks).
final class ModelNamedConformanceHelperTests: XCTestCase {
    func testHelperNamedForItsJobIsNoPresenterByAProtocolsNameAlone() {
        let helpers = ["CustomDNSDataSource", "CustomDNSDelegate", "CustomDNSAdapter", "CustomDNSManager", "CustomDNSService"]
        let model = buildModel([
            ("Settings/Cells.swift", "protocol CustomDNSCellEventHandler { func addServer() }"),
            ("Settings/Helpers.swift", helpers.map { "final class \($0): CustomDNSCellEventHandler { func addServer() {} }" }.joined(separator: "\n")),
            ("Login/LoginHandler.swift", "protocol LoginEventHandler: AnyObject {}\nfinal class LoginLogic: LoginEventHandler {}"),
        ])
        assertLines(helpers.map { "\($0): \(model.roleSummary($0))" }, helpers.map { "\($0): none" })
        XCTAssertEqual(model.roleSummary("LoginLogic"), "presenter: conforms to LoginEventHandler (presenter-protocol)")
    }

    func testClassNamedViewIsNoPresenterByAMixinsNameAlone() {
        let model = buildModel([
            ("Common/QuickAlertPresenter.swift", "protocol QuickAlertPresenter: AnyObject {}"),
            ("EditReceipt/EditReceiptFormView.swift", "final class EditReceiptFormView: FormViewController, QuickAlertPresenter {}"),
            ("Login/LoginLogic.swift", "final class LoginLogic: QuickAlertPresenter {}"),
        ])
        XCTAssertEqual(model.roleSummary("EditReceiptFormView"), "view: name ends with View")
        XCTAssertEqual(model.roleSummary("LoginLogic"), "presenter: conforms to QuickAlertPresenter (presenter-protocol)")
    }

    func testSingletonInAModelFolderIsNoEntity() {
        let model = buildModel([
            ("Model/SocialPlus.swift", "final class SocialPlus { static let shared = SocialPlus() }"),
            ("Model/Post.swift", "struct Post {}"),
            ("Feed/FeedInteractor.swift", "final class FeedInteractor { let sdk = SocialPlus.shared; var posts: [Post] = [] }"),
        ])
        XCTAssertEqual(model.roleSummary("SocialPlus"), "none")
        XCTAssertEqual(model.roleSummary("Post"), "entity: folder Model/, used by FeedInteractor")
    }

    func testABareGenericProtocolNameGivesNoRoleButABareRoleProtocolDoes() {
        let model = buildModel([
            ("Common/Protocols.swift", "protocol EventHandler: AnyObject {}\nprotocol Presenter: AnyObject {}"),
            ("Screens/Parts.swift", "final class RecoveryViewModel: EventHandler {}\nfinal class BaseInfoLogic: Presenter {}"),
        ])
        XCTAssertEqual(model.roleSummary("EventHandler"), "none")
        XCTAssertEqual(model.roleSummary("RecoveryViewModel"), "none")
        XCTAssertEqual(model.roleSummary("Presenter"), "presenter-protocol: name ends with Presenter")
        XCTAssertEqual(model.roleSummary("BaseInfoLogic"), "presenter: conforms to Presenter (presenter-protocol)")
    }
}
