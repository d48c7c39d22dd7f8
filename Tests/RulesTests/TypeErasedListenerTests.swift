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
}
