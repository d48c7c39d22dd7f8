import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintEngine
import ViperLintTestSupport

/// The listener style stores type-erased listeners (`AnyEventListener<Event>`); in the back
/// direction (interactor → presenter) the wrapper's own storage decides whether the reference is strong.
final class TypeErasedListenerTests: XCTestCase {
    private func findings(wrapperStorage: String, interactorProperty: String = "var responseListener: AnyEventListener<LoginResponse>?") -> [String] {
        let source = """
            enum LoginResponse { case loggedIn }
            enum LoginEvent { case tapped }
            final class AnyEventListener<Event> {
                \(wrapperStorage)
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
                \(interactorProperty)
                func handle(_ event: LoginEvent) {}
            }
            """
        let model = ProjectModel(files: [FactExtractor.extract(path: "Login/Login.swift", bytes: Array(source.utf8))])
        return LintEngine(rules: [WeakOutputReferenceRule()]).run(model).compactMap(\.symbol)
    }

    func testAWrapperKeepingAClosureOverItsBaseMakesTheBackReferenceStrong() {
        XCTAssertEqual(findings(wrapperStorage: "private let handler: (Event) -> Void = { _ in }"), ["LoginInteractor.responseListener"])
    }

    func testAWrapperKeepingItsBaseInAStrongPropertyMakesTheBackReferenceStrong() {
        XCTAssertEqual(findings(wrapperStorage: "private let base: AnyObject"), ["LoginInteractor.responseListener"])
    }

    func testAWrapperHoldingItsBaseWeaklyIsFine() {
        XCTAssertEqual(findings(wrapperStorage: "private weak var base: AnyObject?"), [])
    }

    func testAWeaklyHeldWrapperIsFine() {
        XCTAssertEqual(findings(wrapperStorage: "private let handler: (Event) -> Void = { _ in }",
                                interactorProperty: "weak var responseListener: AnyEventListener<LoginResponse>?"), [])
    }

    func testAWrapperOfEventsNoPresenterHandlesIsNotTheWayBack() {
        XCTAssertEqual(findings(wrapperStorage: "private let handler: (Event) -> Void = { _ in }",
                                interactorProperty: "var analytics: AnyEventListener<LoginEvent>?"), [])
    }

    /// A data provider wrapper whose value type a presenter also receives is no listener.
    func testADataProviderWrapperIsNotTheWayBack() {
        let source = """
            struct DAppList {}
            final class AnySingleValueProvider<T> {
                private let fetch: () -> T?
                init(fetch: @escaping () -> T?) { self.fetch = fetch }
            }
            final class BrowserViewController: UIViewController { var presenter: BrowserPresenter! }
            final class BrowserPresenter {
                weak var view: BrowserViewController?
                var interactor: BrowserInteractor?
                func didReceive(_ list: DAppList) {}
            }
            final class BrowserInteractor {
                var dAppProvider: AnySingleValueProvider<DAppList>?
            }
            """
        let model = ProjectModel(files: [FactExtractor.extract(path: "Browser/Browser.swift", bytes: Array(source.utf8))])
        XCTAssertEqual(LintEngine(rules: [WeakOutputReferenceRule()]).run(model).compactMap(\.symbol), [])
    }
}
