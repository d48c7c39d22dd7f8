import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
import ViperLintTestSupport

/// What counts as a module's builder: real assemblers (builders, factories, a router's static
/// factory or its own wiring, a type that creates the module's parts) do; composition roots,
/// views, other modules' presenters, coordinators and top-level code only wire, and the finding
/// says where.
final class ModuleHasBuilderPolicyTests: XCTestCase {
    private func findings(_ sources: [(String, String)], options: [String: RuleOptionValue] = [:]) -> [Finding] {
        ModuleHasBuilderRule().check(projectModel(sources), options: RuleOptions(options)).sorted { $0.location < $1.location }
    }

    /// `file:line symbol` of each finding.
    private func sites(_ sources: [(String, String)], options: [String: RuleOptionValue] = [:]) -> [String] {
        findings(sources, options: options).map { "\($0.location.file):\($0.location.line) \($0.symbol ?? "")" }
    }

    /// Two screens, each a view controller and a presenter in its own feature folder.
    private let screens = [
        ("Features/Cart/CartViewController.swift", "final class CartViewController: UIViewController { var presenter: CartPresenter! }"),
        ("Features/Cart/CartPresenter.swift", "final class CartPresenter { weak var view: CartViewController? }"),
        ("Features/Checkout/CheckoutViewController.swift", "final class CheckoutViewController: UIViewController { var presenter: CheckoutPresenter! }"),
        ("Features/Checkout/CheckoutPresenter.swift", "final class CheckoutPresenter { weak var view: CheckoutViewController? }"),
    ]

    private let container = ("Launch/AppContainer.swift", """
        final class AppContainer {
            func start() -> UIViewController {
                let cart = CartViewController()
                cart.presenter = CartPresenter()
                return cart
            }
            func checkout() -> UIViewController {
                let screen = CheckoutViewController()
                screen.presenter = CheckoutPresenter()
                return screen
            }
        }
        """)

    // MARK: - Composition roots

    func testAnAppWideTypeWiringSeveralModulesIsNotTheirBuilder() {
        let found = findings(screens + [container])
        XCTAssertEqual(found.map { "\($0.location.file):\($0.location.line)" },
                       ["Features/Cart/CartPresenter.swift:1", "Features/Checkout/CheckoutPresenter.swift:1"])
        let message = found.first?.message ?? ""
        XCTAssertTrue(message.contains("wired by the app-wide `AppContainer`, which wires 2 modules"), message)
        XCTAssertTrue(message.contains("`CartBuilder`"), message)
        XCTAssertTrue(message.contains("`compositionRoots`"), message)
        XCTAssertEqual(found.first?.notes.first?.message, "`AppContainer` creates `CartPresenter` here")
        XCTAssertEqual(found.first?.notes.first?.location.line, 4)
    }

    func testCompositionRootsOptionAcceptsTheRoot() {
        XCTAssertEqual(sites(screens + [container], options: ["compositionRoots": .stringArray(["AppContainer"])]), [])
        XCTAssertEqual(sites(screens + [container], options: ["compositionRoots": .stringArray(["OtherRoot"])]).count, 2)
    }

    func testABuilderNamedRootWithOneMethodPerModuleInTheModulesFilesIsAppWide() {
        // The root is declared under `Wiring/`; each module adds its factory method next to its view.
        let sources = [
            ("Wiring/ScreenBuilder.swift", "struct ScreenBuilder { let services: Services }"),
            ("Features/Cart/CartView.swift", """
            struct CartView: View { let presenter: CartPresenter }
            extension ScreenBuilder {
                func cartView() -> CartView { CartView(presenter: CartPresenter(services: services)) }
            }
            """),
            ("Features/Cart/CartPresenter.swift", "final class CartPresenter { init(services: Services) {} }"),
            ("Features/Checkout/CheckoutView.swift", """
            struct CheckoutView: View { let presenter: CheckoutPresenter }
            extension ScreenBuilder {
                func checkoutView() -> CheckoutView { CheckoutView(presenter: CheckoutPresenter(services: services)) }
            }
            """),
            ("Features/Checkout/CheckoutPresenter.swift", "final class CheckoutPresenter { init(services: Services) {} }"),
        ]
        let found = findings(sources)
        XCTAssertEqual(found.map(\.symbol), ["CartPresenter", "CheckoutPresenter"])
        XCTAssertTrue(found.allSatisfy { $0.message.contains("app-wide `ScreenBuilder`") }, found.map(\.message).joined())
    }

    func testAFactoryInsideTheFeatureFolderChoosingAmongItsPresentersIsTheirBuilder() {
        // One screen, two presenters for it: the feature's factory picks one. Not app-wide.
        let sources = [
            ("Features/Pay/PayViewController.swift", "final class PayViewController: UIViewController { var presenter: PayPresenting! }"),
            ("Features/Pay/Card/CardPayPresenter.swift", "final class CardPayPresenter: PayPresenting {}"),
            ("Features/Pay/Cash/CashPayPresenter.swift", "final class CashPayPresenter: PayPresenting {}"),
            ("Features/Pay/PayViewFactory.swift", """
            enum PayViewFactory {
                static func card() -> UIViewController {
                    let view = PayViewController()
                    view.presenter = CardPayPresenter()
                    return view
                }
                static func cash() -> UIViewController {
                    let view = PayViewController()
                    view.presenter = CashPayPresenter()
                    return view
                }
            }
            """),
        ]
        XCTAssertEqual(sites(sources), [])
    }

    func testAnAppWideNameMakesARootWhereFoldersCannotTell() {
        // Everything in one folder: the name says app-wide.
        let flat = screens.map { ("Flat/" + $0.0.split(separator: "/").last!, $0.1) } + [
            ("Flat/CoreFactory.swift", """
            final class CoreFactory {
                func cart() -> CartPresenter { CartPresenter() }
                func checkout() -> CheckoutPresenter { CheckoutPresenter() }
            }
            """),
        ]
        XCTAssertEqual(sites(flat).count, 2)
    }

    // MARK: - Presenters created by views and other modules

    func testAPresenterCreatedByABaseViewControllerIsNotAssembled() {
        // `ExamViewController` is a base class of two screens, in no module; it creates the presenter.
        let sources = [
            ("Exam/ExamViewController.swift", """
            class ExamViewController: UIViewController {
                var presenter: ExamPresenter?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter = ExamPresenter(view: self)
                }
            }
            final class TimedExamViewController: ExamViewController {}
            final class OpenExamViewController: ExamViewController {}
            """),
            ("Exam/ExamPresenter.swift", "final class ExamPresenter { weak var view: ExamViewController?; init(view: ExamViewController) { self.view = view } }"),
        ]
        let found = findings(sources)
        XCTAssertEqual(found.map(\.symbol), ["ExamPresenter"])
        XCTAssertTrue(found.first?.message.contains("created by the view `ExamViewController`, which is not a builder") == true,
                      found.first?.message ?? "")
    }

    func testAFormatterPresenterThatAViewMakesForItsTextFieldIsAComponent() {
        // The view is in no module, and the presenter talks to the text field, not to the view:
        // `InputPresenter` is a component of that screen, not a module without a builder.
        let sources = [
            ("Price/PriceInputViewController.swift", """
            final class PriceInputViewController: UIViewController {
                private let field = TextControl()
                private lazy var formatter: InputPresenter = {
                    let presenter = InputPresenter(style: PriceStyle())
                    presenter.output = field
                    return presenter
                }()
                func attach() { _ = InputPresenter(style: PriceStyle()) }
            }
            """),
            ("Input/InputPresenter.swift", "protocol InputView: AnyObject {}\nfinal class InputPresenter { weak var output: InputView?; init(style: PriceStyle) {} }"),
            ("Input/TextControl.swift", "final class TextControl: UIView, InputView {}"),
        ]
        XCTAssertEqual(findings(sources).map(\.symbol), [])
        // A presenter that holds the view creating it is that view's presenter: still reported
        // (testAPresenterCreatedByABaseViewControllerIsNotAssembled).
    }

    func testAChildPresenterCreatedInsideAParentPresenterIsNotAssembled() {
        let sources = [
            ("Feed/FeedViewController.swift", "final class FeedViewController: UIViewController {}"),
            ("Feed/FeedPresenter.swift", """
            final class FeedPresenter {
                weak var view: FeedViewController?
                func makeStory() -> StoryViewController {
                    let story = StoryViewController()
                    story.presenter = StoryPresenter(view: story)
                    return story
                }
            }
            """),
            ("Feed/FeedBuilder.swift", """
            enum FeedBuilder {
                static func build() -> UIViewController { let view = FeedViewController(); _ = FeedPresenter(); return view }
            }
            """),
            ("Story/StoryViewController.swift", "final class StoryViewController: UIViewController { var presenter: StoryPresenter! }"),
            ("Story/StoryPresenter.swift", "final class StoryPresenter { weak var view: StoryViewController?; init(view: StoryViewController) {} }"),
        ]
        let found = findings(sources)
        XCTAssertEqual(found.map(\.symbol), ["StoryPresenter"])
        let message = found.first?.message ?? ""
        XCTAssertTrue(message.contains("created by the presenter `FeedPresenter` of module Feed"), message)
    }

    func testPresentersCreatedByAnotherModulesPagerViewAreNotAssembled() {
        let sources = [
            ("Stats/StatsPagerViewController.swift", """
            final class StatsPagerViewController: UIViewController {
                var presenter: StatsPagerPresenter!
                func page(_ index: Int) -> UIViewController {
                    if index == 0 {
                        let vc = ScoresViewController(); vc.presenter = ScoresPresenter(view: vc); return vc
                    }
                    let vc = RanksViewController(); vc.presenter = RanksPresenter(view: vc); return vc
                }
            }
            """),
            ("Stats/StatsPagerPresenter.swift", "final class StatsPagerPresenter {}"),
            ("Stats/StatsPagerAssembly.swift", "final class StatsPagerAssembly { func make() { _ = StatsPagerViewController(); _ = StatsPagerPresenter() } }"),
            ("Stats/Scores/ScoresViewController.swift", "final class ScoresViewController: UIViewController { var presenter: ScoresPresenter! }"),
            ("Stats/Scores/ScoresPresenter.swift", "final class ScoresPresenter { init(view: ScoresViewController) {} }"),
            ("Stats/Ranks/RanksViewController.swift", "final class RanksViewController: UIViewController { var presenter: RanksPresenter! }"),
            ("Stats/Ranks/RanksPresenter.swift", "final class RanksPresenter { init(view: RanksViewController) {} }"),
        ]
        let found = findings(sources)
        XCTAssertEqual(found.map(\.symbol), ["RanksPresenter", "ScoresPresenter"])
        XCTAssertTrue(found.allSatisfy { $0.message.contains("the view `StatsPagerViewController` of module StatsPager") },
                      found.map(\.message).joined(separator: "\n"))
    }

    func testACoordinatorCreatingOnlyThePresenterIsNotABuilder() {
        let sources = [
            ("Intro/IntroViewController.swift", "final class IntroViewController: UIViewController { var presenter: IntroPresenter! }"),
            ("Intro/IntroPresenter.swift", "final class IntroPresenter {}"),
            ("App/LaunchCoordinator.swift", """
            final class LaunchCoordinator: Coordinator {
                func start() { let view = IntroViewController(); view.presenter = IntroPresenter() }
            }
            """),
        ]
        let message = findings(sources).first?.message ?? ""
        XCTAssertTrue(message.contains("`IntroPresenter` is created by `LaunchCoordinator`, which is not a builder"), message)
    }

    func testTopLevelStatementsAreNotABuilder() {
        let sources = [
            ("Intro/IntroViewController.swift", "final class IntroViewController: UIViewController { var presenter: IntroPresenter? }"),
            ("Intro/IntroPresenter.swift", "final class IntroPresenter {}"),
            ("App/main.swift", "let presenter = IntroPresenter()\nrun(presenter)\n"),
        ]
        let message = findings(sources).first?.message ?? ""
        XCTAssertTrue(message.contains("created by top-level code in App/main.swift"), message)
    }

    // MARK: - Real assemblers keep counting

    func testATypeNamedLikeAFactoryAssemblesItsModule() {
        let sources = [
            ("Receipt/ReceiptViewController.swift", "final class ReceiptViewController: UIViewController { var presenter: ReceiptPresenter! }"),
            ("Receipt/ReceiptPresenter.swift", "final class ReceiptPresenter {}"),
            ("Receipt/ReceiptScreenFactory.swift", """
            final class ReceiptScreenFactory {
                func make() -> UIViewController { let view = ReceiptViewController(); view.presenter = ReceiptPresenter(); return view }
            }
            """),
        ]
        XCTAssertEqual(sites(sources), [])
    }

    func testATypeThatCreatesThePresenterInteractorAndRouterAssemblesTheModule() {
        let sources = [
            ("Lock/LockPresenter.swift", "final class LockPresenter { init(router: LockRouter) {} }"),
            ("Lock/LockInteractor.swift", "final class LockInteractor { weak var presenter: LockPresenter? }"),
            ("Lock/LockRouter.swift", "final class LockRouter {}"),
            ("Lock/LockService.swift", """
            final class LockService {
                private let interactor: LockInteractor
                init() {
                    let router = LockRouter()
                    let presenter = LockPresenter(router: router)
                    interactor = LockInteractor()
                    interactor.presenter = presenter
                }
            }
            """),
        ]
        XCTAssertEqual(sites(sources), [])
    }

    func testTheModulesOwnWireframeBuildingItInAnInstanceMethodAssemblesIt() {
        let sources = [
            ("Prefs/PrefsViewController.swift", "final class PrefsViewController: UIViewController { var presenter: PrefsPresenter! }"),
            ("Prefs/PrefsPresenter.swift", "final class PrefsPresenter { init(wireframe: PrefsWireframe) {} }"),
            ("Prefs/PrefsWireframe.swift", """
            final class PrefsWireframe {
                func present(from parent: UIViewController) {
                    let view = PrefsViewController()
                    view.presenter = PrefsPresenter(wireframe: self)
                    parent.present(view, animated: true)
                }
            }
            """),
        ]
        XCTAssertEqual(sites(sources), [])
    }

    func testAnotherRoutersStaticFactoryAssemblesButItsInstanceMethodDoesNot() {
        func sources(_ modifier: String) -> [(String, String)] {
            [
                ("Faq/FaqViewController.swift", "final class FaqViewController: UIViewController { var presenter: FaqPresenter! }"),
                ("Faq/FaqPresenter.swift", "final class FaqPresenter {}"),
                ("Help/HelpRouter.swift", """
                final class HelpRouter {
                    \(modifier)func faqScreen() -> UIViewController { let view = FaqViewController(); view.presenter = FaqPresenter(); return view }
                }
                """),
            ]
        }
        XCTAssertEqual(sites(sources("static ")), [])
        let message = findings(sources("")).first?.message ?? ""
        XCTAssertTrue(message.contains("created by `HelpRouter`, which is not a builder"), message)
    }

    func testAFreeFactoryFunctionAssemblesItsModule() {
        let sources = [
            ("Intro/IntroViewController.swift", "final class IntroViewController: UIViewController { var presenter: IntroPresenter! }"),
            ("Intro/IntroPresenter.swift", "final class IntroPresenter {}"),
            ("Intro/IntroModule.swift", """
            func makeIntroScreen() -> UIViewController {
                let view = IntroViewController()
                view.presenter = IntroPresenter()
                return view
            }
            """),
        ]
        XCTAssertEqual(sites(sources), [])
    }

    func testAPreviewCreatingThePresenterIsNeitherABuilderNorTheWiringNamed() {
        let sources = [
            ("Intro/IntroView.swift", """
            struct IntroView: View { let presenter: IntroPresenter }
            struct IntroView_Previews: PreviewProvider {
                static var previews: some View { IntroView(presenter: IntroPresenter()) }
            }
            """),
            ("Intro/IntroPresenter.swift", "final class IntroPresenter {}"),
            ("Intro/IntroInteractor.swift", "final class IntroInteractor {}"),
        ]
        let found = findings(sources)
        XCTAssertEqual(found.map(\.symbol), ["IntroPresenter"])
        XCTAssertTrue(found.first?.message.hasPrefix("module Intro has no builder: add a builder") == true, found.first?.message ?? "")
    }
}
