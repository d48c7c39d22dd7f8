import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// Protocols that take their implementers' role, and test doubles that take none.
final class ModelProtocolAndDoubleRoleTests: XCTestCase {
    // MARK: - Protocols take their implementers' role

    func testProtocolWithoutTellingNameTakesItsImplementersRole() {
        let model = buildModel([
            ("Board/BoardViewController.swift", """
            protocol BoardDisplaying: AnyObject {}
            final class BoardViewController: UIViewController, BoardDisplaying {}
            """),
        ])
        XCTAssertEqual(model.roleSummary("BoardDisplaying"), "view-protocol: adopted by BoardViewController (view)")
    }

    /// A presenter by name that adopts a protocol only its name calls a view protocol stays a
    /// presenter; a class with no telling name, or a UIKit view, still becomes the view.
    func testNameSaysPresenterOutranksAProtocolNamedLikeAView() {
        let model = buildModel([
            ("AnimeDetail/AnimeDetailPresenter.swift", """
            protocol AnimeDetailPresentableFromView: AnyObject {}
            final class AnimeDetailPresenter: AnimeDetailPresentableFromView {}
            """),
            ("Board/BoardScreen.swift", "protocol BoardView: AnyObject {}\nfinal class BoardScreen: BoardView {}"),
            ("Card/CardPresenterView.swift", "protocol CardView: AnyObject {}\nfinal class CardPresenterCell: UITableViewCell, CardView {}"),
        ])
        XCTAssertEqual(model.roleSummary("AnimeDetailPresenter"), "presenter: name ends with Presenter")
        XCTAssertEqual(model.roleSummary("BoardScreen"), "view: conforms to BoardView (view-protocol)")
        XCTAssertTrue(model.roleSummary("CardPresenterCell").hasPrefix("view:"), model.roleSummary("CardPresenterCell"))
    }

    func testProtocolAdoptedInAnExtensionTakesItsImplementersRole() {
        let model = buildModel([
            ("Board/BoardPresenter.swift", "final class BoardPresenter {}"),
            ("Board/BoardHandling.swift", "protocol BoardHandling: AnyObject {}\nextension BoardPresenter: BoardHandling {}"),
        ])
        XCTAssertEqual(model.roleSummary("BoardHandling"), "presenter-protocol: adopted by BoardPresenter (presenter)")
    }

    func testMostImplementersDecideAProtocolsRole() {
        let model = buildModel([
            ("Shared/Refreshing.swift", "protocol Refreshing: AnyObject {}"),
            ("A/APresenter.swift", "final class APresenter: Refreshing {}"),
            ("B/BPresenter.swift", "final class BPresenter: Refreshing {}"),
            ("C/CView.swift", "final class CView: Refreshing {}"),
        ])
        XCTAssertEqual(model.roleSummary("Refreshing"), "presenter-protocol: adopted by APresenter (presenter)")
    }

    func testProtocolNamedByItsSuffixIsNotRenamedByImplementers() {
        // `HogePresenterOutput` is the view's protocol in K-Torishima's Architecture_VIPER notes, whoever implements it.
        let model = buildModel([
            ("Hoge/HogeContract.swift", "protocol HogePresenterOutput: AnyObject {}"),
            ("Hoge/HogeViewController.swift", "final class HogeViewController: UIViewController, HogePresenterOutput {}"),
        ])
        XCTAssertEqual(model.roleSummary("HogePresenterOutput"), "view-protocol: name ends with PresenterOutput")
        XCTAssertEqual(model.roleSummary("HogeViewController"), "view: conforms to HogePresenterOutput (view-protocol)")
    }

    func testProtocolAdoptedOnlyByUnclassifiedTypesHasNoRole() {
        let model = buildModel([("Shared/Cache.swift", "protocol Caching {}\nfinal class DiskCache: Caching {}")])
        XCTAssertEqual(model.roleSummary("Caching"), "none")
    }

    func testProtocolInheritingFromMFRBaseDeclaredInProjectTakesTheBaseRole() {
        let model = buildModel([
            ("Base/MFRInteractorVIPER.swift", "protocol MFRInteractorInputVIPER: AnyObject { associatedtype Entity }"),
            ("Cart/CartFetching.swift", "protocol CartFetching: MFRInteractorInputVIPER {}"),
        ])
        XCTAssertEqual(model.roleSummary("CartFetching"), "interactor-protocol: inherits from MFRInteractorInputVIPER")
    }

    // MARK: - Test doubles get no role

    func testTypesInAFileImportingXCTestHaveNoRole() {
        let model = buildModel([("Login/LoginPresenterTests.swift", """
            import XCTest
            @testable import App
            final class LoginViewSpy: LoginViewInput {}
            final class LoginPresenterTests: XCTestCase {}
            """)])
        XCTAssertEqual(model.roleSummary("LoginViewSpy"), "none")
        XCTAssertEqual(model.roleSummary("LoginPresenterTests"), "none")
    }

    func testTypesUnderATestsFolderHaveNoRole() {
        let model = buildModel([("AppTests/Login/LoginRouterDouble.swift", "final class FakeLoginRouter {}\nfinal class LoginRouter {}")])
        XCTAssertEqual(model.roleSummary("LoginRouter"), "none")
        XCTAssertEqual(model.roleSummary("FakeLoginRouter"), "none")
    }

    func testTypesUnderAMocksFolderHaveNoRole() {
        let model = buildModel([("Support/Mocks/LoginInteractor.swift", "final class LoginInteractor {}")])
        XCTAssertEqual(model.roleSummary("LoginInteractor"), "none")
    }

    func testMockAndSpyNamesHaveNoRoleOutsideTests() {
        let model = buildModel([("Login/Doubles.swift", """
            final class MockLoginRouter {}
            final class LoginPresenterSpy {}
            final class LoginInteractorStub {}
            final class StubLoginView: UIViewController {}
            """)])
        XCTAssertEqual(model.roleSummary("MockLoginRouter"), "none")
        XCTAssertEqual(model.roleSummary("LoginPresenterSpy"), "none")
        XCTAssertEqual(model.roleSummary("LoginInteractorStub"), "none")
        XCTAssertEqual(model.roleSummary("StubLoginView"), "none")
    }

    func testMockPrefixMustEndAtAWordBoundary() {
        let model = buildModel([("Mockingbird/MockingbirdPresenter.swift", "final class MockingbirdPresenter {}")])
        XCTAssertEqual(model.roleSummary("MockingbirdPresenter"), "presenter: name ends with Presenter")
    }

    func testTestDoublesJoinNoModule() {
        let model = buildModel([
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginView? }"),
            ("Login/LoginView.swift", "final class LoginView: UIViewController {}"),
            ("LoginTests/LoginRouterMock.swift", "import XCTest\nfinal class LoginRouterMock {}\nfinal class LoginInteractor {}"),
        ])
        XCTAssertEqual(model.module(named: "Login")?.partSummary, ["view LoginView", "presenter LoginPresenter"])
    }
}
