import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// Which evidence wins when several say something about a type's role:
/// configuration, then conformance, then name suffix, then folder.
final class ModelRolePrecedenceTests: XCTestCase {
    // MARK: - Configuration beats everything

    func testConfiguredTypeNameBeatsNameSuffix() {
        var words = RoleVocabulary.standard
        words.explicitTypes["LoginPresenter"] = .router
        let model = buildModel([("Login/LoginPresenter.swift", "final class LoginPresenter {}")], vocabulary: words)
        XCTAssertEqual(model.roleSummary("LoginPresenter"), "router: configured in roles")
    }

    func testConfiguredTypeNameBeatsUIViewControllerBase() {
        let words = vocabulary(roles: [.presenter: .init(types: ["LoginScreen"])])
        let model = buildModel([("Login/LoginScreen.swift", "final class LoginScreen: UIViewController {}")], vocabulary: words)
        XCTAssertEqual(model.roleSummary("LoginScreen"), "presenter: configured in roles")
    }

    func testConfiguredTypeNameBeatsConformanceToProtocolWithRole() {
        let words = vocabulary(roles: [.interactor: .init(types: ["LoginService"])])
        let model = buildModel([
            ("Login/LoginContract.swift", "protocol LoginViewInput: AnyObject {}"),
            ("Login/LoginService.swift", "final class LoginService: LoginViewInput {}"),
        ], vocabulary: words)
        XCTAssertEqual(model.roleSummary("LoginService"), "interactor: configured in roles")
    }

    func testConfiguredProtocolNameBeatsProtocolSuffix() {
        let words = vocabulary(roles: [.router: .init(types: ["LoginViewInput"])])
        let model = buildModel([("Login/LoginContract.swift", "protocol LoginViewInput: AnyObject {}")], vocabulary: words)
        XCTAssertEqual(model.roleSummary("LoginViewInput"), "router: configured in roles")
    }

    func testConfiguredCoordinatorTypeIsANavigationOwner() {
        let words = vocabulary(roles: [.coordinator: .init(types: ["AppFlow"])])
        let model = buildModel([("App/AppFlow.swift", "final class AppFlow {}")], vocabulary: words)
        XCTAssertEqual(model.roleSummary("AppFlow"), "navigation-owner: configured in roles")
    }

    func testConfiguredSuffixNamesConcreteTypesAndProtocols() {
        let words = vocabulary(roles: [.router: .init(suffixes: ["Navigator"])])
        let model = buildModel([
            ("Login/LoginNavigator.swift", "protocol LoginNavigatorType {}\nfinal class LoginNavigator {}\nprotocol ShopNavigator {}"),
        ], vocabulary: words)
        XCTAssertEqual(model.roleSummary("LoginNavigator"), "router: name ends with Navigator")
        XCTAssertEqual(model.roleSummary("ShopNavigator"), "router-protocol: name ends with Navigator")
    }

    func testReplacedSuffixesDropTheBuiltInOnesOfThatRole() {
        let words = vocabulary(roles: [.router: .init(suffixes: ["Navigator"], replaceSuffixes: true)])
        let model = buildModel([("Login/LoginRouter.swift", "final class LoginRouter {}\nfinal class LoginNavigator {}")], vocabulary: words)
        XCTAssertEqual(model.roleSummary("LoginRouter"), "none")
        XCTAssertEqual(model.roleSummary("LoginNavigator"), "router: name ends with Navigator")
    }

    func testConfiguredBaseTypeGivesItsRoleToSubclasses() {
        let words = vocabulary(roles: [.view: .init(baseTypes: ["ScreenBase"])])
        let model = buildModel([("Login/LoginScreen.swift", "final class LoginScreen: ScreenBase {}")], vocabulary: words)
        XCTAssertEqual(model.roleSummary("LoginScreen"), "view: inherits from ScreenBase")
    }

    func testConfiguredFolderGivesItsRole() {
        let words = vocabulary(roles: [.router: .init(folders: ["Flow"])])
        let model = buildModel([("Login/Flow/LoginSteps.swift", "final class LoginSteps {}")], vocabulary: words)
        XCTAssertEqual(model.roleSummary("LoginSteps"), "router: folder Flow/")
    }

    // MARK: - Conformance to a known base beats the name

    func testConformanceToMFRPresenterVIPERBeatsRouterSuffix() {
        let model = buildModel([("Login/LoginRouter.swift", "final class LoginRouter: MFRPresenterVIPER {}")])
        XCTAssertEqual(model.roleSummary("LoginRouter"), "presenter: conforms to MFRPresenterVIPER")
    }

    func testSubclassOfMFRVIPERBuilderIsABuilderWhateverItsName() {
        let model = buildModel([("Login/LoginScreens.swift", """
            final class LoginScreens: MFRVIPERBuilder<LoginView, LoginPresenter, LoginInteractor, LoginRouter, LoginEntity> {}
            """)])
        XCTAssertEqual(model.roleSummary("LoginScreens"), "builder: inherits from MFRVIPERBuilder")
    }

    func testSubclassOfBaseWireframeIsARouterWhateverItsName() {
        let model = buildModel([("Login/LoginPresenter.swift", "final class LoginPresenter: BaseWireframe<LoginViewController> {}")])
        XCTAssertEqual(model.roleSummary("LoginPresenter"), "router: inherits from BaseWireframe")
    }

    func testUIViewControllerSubclassIsAViewWhateverItsName() {
        let model = buildModel([("Login/LoginRouter.swift", "final class LoginRouter: UIViewController {}")])
        XCTAssertEqual(model.roleSummary("LoginRouter"), "view: inherits from UIViewController")
    }

    func testUIViewControllerSubclassOfAnotherProjectClassIsAView() {
        let model = buildModel([
            ("Common/BaseScreen.swift", "class BaseScreen: UIViewController {}"),
            ("Login/LoginScreen.swift", "final class LoginScreen: BaseScreen {}"),
        ])
        XCTAssertEqual(model.roleSummary("LoginScreen"), "view: inherits from UIViewController")
    }

    // MARK: - Conformance to a protocol whose role is known beats the name

    func testConformanceToRoleProtocolBeatsNameSuffix() {
        let model = buildModel([
            ("Login/LoginContract.swift", "protocol LoginInteractorInput: AnyObject {}"),
            ("Login/LoginRouter.swift", "final class LoginRouter: LoginInteractorInput {}"),
        ])
        XCTAssertEqual(model.roleSummary("LoginRouter"), "interactor: conforms to LoginInteractorInput (interactor-protocol)")
    }

    func testConformanceDeclaredInAnExtensionInAnotherFileCounts() {
        let model = buildModel([
            ("Login/LoginContract.swift", "protocol LoginViewInput: AnyObject {}"),
            ("Login/LoginScreen.swift", "final class LoginScreen {}"),
            ("Login/LoginScreen+Input.swift", "extension LoginScreen: LoginViewInput {}"),
        ])
        XCTAssertEqual(model.roleSummary("LoginScreen"), "view: conforms to LoginViewInput (view-protocol)")
    }

    func testConformanceThroughProtocolInheritanceCounts() {
        let model = buildModel([
            ("Base/Screen.swift", "protocol Screen: MFRViewVIPER {}"),
            ("Login/LoginDisplaying.swift", "protocol LoginDisplaying: Screen {}"),
            ("Login/LoginThing.swift", "final class LoginThing: LoginDisplaying {}"),
        ])
        XCTAssertEqual(model.roleSummary("Screen"), "view-protocol: inherits from MFRViewVIPER")
        XCTAssertEqual(model.roleSummary("LoginDisplaying"), "view-protocol: inherits from MFRViewVIPER")
        XCTAssertEqual(model.roleSummary("LoginThing"), "view: conforms to LoginDisplaying (view-protocol)")
    }

    func testProtocolInheritingFromANamedRoleProtocolTakesItsRole() {
        let model = buildModel([
            ("Login/LoginContract.swift", "protocol LoginRouterInput: AnyObject {}\nprotocol LoginNavigation: LoginRouterInput {}"),
        ])
        XCTAssertEqual(model.roleSummary("LoginNavigation"), "router-protocol: inherits from LoginRouterInput (router-protocol)")
    }

    func testProtocolConformanceOutranksTheUIKitBaseClass() {
        let model = buildModel([
            ("Login/LoginContract.swift", "protocol LoginRouterInput: AnyObject {}"),
            ("Login/LoginRouter.swift", "final class LoginRouter: UIViewController, LoginRouterInput {}"),
        ])
        XCTAssertEqual(model.roleSummary("LoginRouter"), "router: conforms to LoginRouterInput (router-protocol)")
    }

    func testAmongSeveralConformancesTheOneAgreeingWithTheNameWins() {
        let model = buildModel([
            ("Login/LoginContract.swift", "protocol LoginViewInput: AnyObject {}\nprotocol LoginViewOutput: AnyObject {}"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter: LoginViewInput, LoginViewOutput {}"),
        ])
        XCTAssertEqual(model.roleSummary("LoginPresenter"), "presenter: conforms to LoginViewOutput (presenter-protocol)")
    }

    // MARK: - Name beats folder

    func testNameSuffixBeatsFolder() {
        let model = buildModel([("Login/Router/LoginPresenter.swift", "final class LoginPresenter {}")])
        XCTAssertEqual(model.roleSummary("LoginPresenter"), "presenter: name ends with Presenter")
    }

    func testFolderGivesRoleToAClassNothingElseNames() {
        let model = buildModel([("Login/Interactor/LoginWorkflow.swift", "final class LoginWorkflow {}")])
        XCTAssertEqual(model.roleSummary("LoginWorkflow"), "interactor: folder Interactor/")
    }

    func testInnermostRoleFolderWins() {
        let model = buildModel([("Router/Login/Presenter/LoginLogic.swift", "final class LoginLogic {}")])
        XCTAssertEqual(model.roleSummary("LoginLogic"), "presenter: folder Presenter/")
    }

    func testFolderDoesNotNameDataLikeTypes() {
        let model = buildModel([("Login/Presenter/LoginCell.swift", "final class LoginCell {}\nfinal class LoginState {}")])
        XCTAssertEqual(model.roleSummary("LoginCell"), "none")
        XCTAssertEqual(model.roleSummary("LoginState"), "none")
    }

    func testFolderDoesNotNameStructs() {
        let model = buildModel([("Login/Presenter/LoginFormatter.swift", "struct LoginFormatter {}")])
        XCTAssertEqual(model.roleSummary("LoginFormatter"), "none")
    }
}
