import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// `assembledBy` for each kind of builder, and nil when nothing wires the module.
final class ModelModuleAssemblyTests: XCTestCase {
    private let loginParts = [
        ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}"),
        // The presenter holds the other parts: parts named only by their suffix must be connected.
        ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginViewController?; var interactor: LoginInteractor?; var router: LoginRouter? }"),
        ("Login/LoginInteractor.swift", "final class LoginInteractor {}"),
        ("Login/LoginRouter.swift", "final class LoginRouter {}"),
    ]

    func testBuilderTypeAssemblesItsModule() {
        let model = buildModel(loginParts + [("Login/LoginBuilder.swift", "final class LoginBuilder { func build() -> LoginViewController { LoginViewController() } }")])
        XCTAssertEqual(model.module(named: "Login")?.assembledBy, "builder LoginBuilder")
        XCTAssertEqual(model.module(named: "Login")?.missingSummary, [])
    }

    func testAssemblyAndConfiguratorAreBuilders() {
        let assembly = buildModel(loginParts + [("Login/LoginAssembly.swift", "final class LoginAssembly { func build() -> LoginViewController { LoginViewController() } }")])
        let configurator = buildModel(loginParts + [("Login/LoginConfigurator.swift", "final class LoginConfigurator { func build() -> LoginViewController { LoginViewController() } }")])
        XCTAssertEqual(assembly.module(named: "Login")?.assembledBy, "builder LoginAssembly")
        XCTAssertEqual(configurator.module(named: "Login")?.assembledBy, "builder LoginConfigurator")
    }

    func testRouterStaticFactoryAssemblesItsModule() {
        let router = ("Login/LoginRouter.swift", """
            final class LoginRouter {
                static func createModule() -> UIViewController { LoginViewController() }
            }
            """)
        let model = buildModel(Array(loginParts.dropLast()) + [router])
        XCTAssertEqual(model.module(named: "Login")?.assembledBy, "static factory LoginRouter.createModule")
    }

    func testRouterStaticMemberWithAnotherNameIsNotAFactory() {
        let router = ("Login/LoginRouter.swift", """
            final class LoginRouter {
                static func helpURL() -> URL? { nil }
            }
            """)
        let model = buildModel(Array(loginParts.dropLast()) + [router])
        XCTAssertNil(model.module(named: "Login")?.assembledBy)
        XCTAssertEqual(model.module(named: "Login")?.missingSummary, ["builder"])
    }

    func testACoordinatorCreatingOnlyThePresenterWiresButDoesNotAssemble() {
        let model = buildModel(loginParts + [
            ("App/AppCoordinator.swift", "final class AppCoordinator { func start() { let p = LoginPresenter() } }"),
        ])
        XCTAssertNil(model.module(named: "Login")?.assembledBy)
        XCTAssertEqual(model.module(named: "Login")?.missingSummary, ["builder"])
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.kind, .navigationOwner)
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.creator, "AppCoordinator")
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.site.file, "App/AppCoordinator.swift")
    }

    func testATypeNamedLikeAFactoryAssemblesTheModule() {
        let model = buildModel(loginParts + [
            ("App/LoginScreenFactory.swift", "final class LoginScreenFactory { func make() { let p = LoginPresenter() } }"),
        ])
        XCTAssertEqual(model.module(named: "Login")?.assembledBy, "wired by LoginScreenFactory")
        XCTAssertNil(model.module(named: "Login")?.wiredBy)
    }

    func testTopLevelStatementsWireButDoNotAssemble() {
        let model = buildModel(loginParts + [("App/main.swift", "let presenter = LoginPresenter()\n")])
        XCTAssertNil(model.module(named: "Login")?.assembledBy)
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.kind, .topLevelCode)
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.creator, "App/main.swift")
    }

    func testAFreeFactoryFunctionAssemblesTheModule() {
        let model = buildModel(loginParts + [("App/Screens.swift", "func makeLoginScreen() -> LoginPresenter { LoginPresenter() }\n")])
        XCTAssertEqual(model.module(named: "Login")?.assembledBy, "factory function makeLoginScreen in App/Screens.swift")
    }

    func testViewInstantiatingItsOwnPresenterDoesNotAssembleTheModule() {
        let model = buildModel([
            ("Login/LoginViewController.swift", """
            final class LoginViewController: UIViewController {
                let presenter = LoginPresenter()
                override func viewDidLoad() { presenter.interactor = LoginInteractor() }
            }
            """),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { var interactor: LoginInteractor? }"),
            ("Login/LoginInteractor.swift", "final class LoginInteractor {}"),
        ])
        XCTAssertNil(model.module(named: "Login")?.assembledBy)
        XCTAssertEqual(model.module(named: "Login")?.missingSummary, ["router", "builder"])
    }

    func testNothingWiringTheModuleLeavesAssembledByNil() {
        let model = buildModel(loginParts)
        XCTAssertNil(model.module(named: "Login")?.assembledBy)
        XCTAssertEqual(model.module(named: "Login")?.missingSummary, ["builder"])
    }

    func testModuleWithoutPresenterIsAnchoredOnItsView() {
        let model = buildModel([
            ("About/AboutViewController.swift", "final class AboutViewController: UIViewController {}"),
            ("About/AboutRouter.swift", "final class AboutRouter { weak var viewController: AboutViewController? }"),
            ("App/Tabs.swift", "final class Tabs { func make() { _ = AboutViewController() } }"),
        ])
        XCTAssertNil(model.module(named: "About")?.assembledBy)
        XCTAssertEqual(model.module(named: "About")?.wiredBy?.created, "AboutViewController")
        XCTAssertEqual(model.module(named: "About")?.wiredBy?.creator, "Tabs")
        XCTAssertEqual(model.module(named: "About")?.missingSummary, ["presenter", "interactor", "builder"])
    }

    func testTheViewCreatingItsPresenterIsRecordedAsTheWiring() {
        let model = buildModel([
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController { let presenter = LoginPresenter() }"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter {}"),
        ])
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.kind, .ownPart)
        XCTAssertEqual(model.module(named: "Login")?.wiredBy?.creatorRole, .view)
    }
}

/// Viperit: parts joined through the framework's typed accessors, modules built by the app's
/// `ViperitModule` enum, and the test doubles Cuckoo generates for each part.
final class ModelViperitModuleTests: XCTestCase {
    private let parts = [
        ("Modules/EditDistance/EditDistancePresenter.swift", """
        final class EditDistancePresenter: Presenter {}
        private extension EditDistancePresenter {
            var view: EditDistanceViewInterface { return _view as! EditDistanceViewInterface }
            var interactor: EditDistanceInteractor { return _interactor as! EditDistanceInteractor }
            var router: EditDistanceRouter { return _router as! EditDistanceRouter }
        }
        """),
        ("Modules/EditDistance/EditDistanceInteractor.swift", """
        final class EditDistanceInteractor: Interactor {}
        private extension EditDistanceInteractor {
            var presenter: EditDistancePresenter { return _presenter as! EditDistancePresenter }
        }
        """),
        ("Modules/EditDistance/EditDistanceRouter.swift", "final class EditDistanceRouter: Router {}"),
        ("Modules/EditDistance/EditDistanceView.swift", "protocol EditDistanceViewInterface {}\nfinal class EditDistanceView: UserInterface {}\nextension EditDistanceView: EditDistanceViewInterface {}"),
    ]

    func testTypedAccessorsJoinTheModuleAndTheRegistryBuildsIt() {
        let model = buildModel(parts + [("Modules/AppModules.swift", "enum AppModules: String, ViperitModule { case editDistance }")])
        let module = model.module(named: "EditDistance")
        XCTAssertEqual(module?.parts.map(\.typeName).sorted(),
                       ["EditDistanceInteractor", "EditDistancePresenter", "EditDistanceRouter", "EditDistanceView", "EditDistanceViewInterface"])
        XCTAssertEqual(module?.assembledBy, "module registry AppModules")
    }

    func testWithoutARegistryTheModuleHasNoBuilder() {
        let model = buildModel(parts)
        XCTAssertNotNil(model.module(named: "EditDistance"))
        XCTAssertNil(model.module(named: "EditDistance")?.assembledBy)
    }

    func testAComputedPropertyWithoutACastIsNoConnection() {
        let model = buildModel([
            ("Modules/Help/HelpPresenter.swift", "final class HelpPresenter { var interactor: HelpInteractor { HelpInteractor.shared } }"),
            ("Modules/Help/HelpInteractor.swift", "final class HelpInteractor {}"),
        ])
        XCTAssertFalse(model.modules.contains { $0.name == "Help" })
    }

    func testTestDoublesOfAPartDoNotMakeItABaseClass() {
        let model = buildModel(parts + [
            ("Modules/AppModules.swift", "enum AppModules: String, ViperitModule { case editDistance }"),
            ("AppTests/GeneratedMocks.swift", "import Cuckoo\nclass MockEditDistancePresenter: EditDistancePresenter {}\nclass EditDistancePresenterStub: EditDistancePresenter {}"),
        ])
        XCTAssertTrue(model.module(named: "EditDistance")?.parts.contains { $0.typeName == "EditDistancePresenter" } == true)
    }
}

/// A wireframe (router) that makes its screen from a storyboard in its `init` or a static factory
/// assembles the module; a transition helper's other static method does not.
final class ModelStoryboardWireframeTests: XCTestCase {
    private let screen = ("Advertiser/AdvertiserHomeViewController.swift", """
    final class AdvertiserHomeViewController: UIViewController {
        var viewModel: AdvertiserHomeViewModel!
    }
    final class AdvertiserHomeViewModel {
        private let wireframe: AdvertiserHomeWireframe
        init(wireframe: AdvertiserHomeWireframe) { self.wireframe = wireframe }
    }
    """)

    private func wireframe(_ member: String) -> (String, String) {
        ("Advertiser/AdvertiserHomeWireframe.swift", """
        final class AdvertiserHomeWireframe {
            \(member) {
                let storyboard = UIStoryboard(name: "Advertiser", bundle: nil)
                let viewController = storyboard.instantiateInitialViewController() as! AdvertiserHomeViewController
                viewController.viewModel = AdvertiserHomeViewModel(wireframe: AdvertiserHomeWireframe())
            }
        }
        """)
    }

    func testWireframeInitCastingTheStoryboardsScreenAssemblesTheModule() {
        let model = buildModel([screen, wireframe("init()")])
        XCTAssertEqual(model.module(named: "AdvertiserHome")?.assembledBy, "AdvertiserHomeWireframe instantiates the module")
        let factory = buildModel([screen, wireframe("static func createModule()")])
        XCTAssertEqual(factory.module(named: "AdvertiserHome")?.assembledBy, "static factory AdvertiserHomeWireframe.createModule")
    }

    func testAStaticMethodThatIsNoFactoryDoesNotAssemble() {
        let model = buildModel([screen, wireframe("static func continueLearning()")])
        XCTAssertFalse(model.modules.contains { $0.name == "AdvertiserHome" && $0.assembledBy != nil })
    }
}

/// A feature's factory that shows its one screen with one of several presenters of its folder
/// builds one module; a factory wiring screens of several folders stays a central factory.
final class ModelFeatureFactoryTests: XCTestCase {
    private func files(presenterFolder: String) -> [(String, String)] {
        [
            ("Setup/SetupViewFactory.swift", """
            final class SetupViewFactory {
                static func createForCreation() -> SetupViewController { let view = SetupViewController(); view.presenter = SetupCreatePresenter(); return view }
                static func createForImport() -> SetupViewController { let view = SetupViewController(); view.presenter = SetupImportPresenter(); return view }
            }
            """),
            ("Setup/SetupViewController.swift", "protocol SetupPresenterProtocol: AnyObject {}\nfinal class SetupViewController: UIViewController { var presenter: SetupPresenterProtocol! }"),
            ("\(presenterFolder)/SetupCreatePresenter.swift", "final class SetupCreatePresenter: SetupPresenterProtocol {}"),
            ("\(presenterFolder)/SetupImportPresenter.swift", "final class SetupImportPresenter: SetupPresenterProtocol {}"),
        ]
    }

    func testPresentersOfTheFactorysFolderJoinItsModule() {
        let model = buildModel(files(presenterFolder: "Setup"))
        XCTAssertEqual(model.module(named: "Setup")?.parts.filter { $0.role == .presenter }.map(\.typeName).sorted(),
                       ["SetupCreatePresenter", "SetupImportPresenter"])
        XCTAssertEqual(model.module(named: "Setup")?.assembledBy, "builder SetupViewFactory")
    }

    func testPresentersElsewhereAreNotPulledIn() {
        let model = buildModel(files(presenterFolder: "Other"))
        XCTAssertFalse(model.modules.contains { module in module.parts.contains { $0.typeName == "SetupCreatePresenter" } && module.name == "Setup" })
    }
}
