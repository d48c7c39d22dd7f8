import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// `resolve`, `lookup`, `supertypes` and `superclasses`: what a written name stands for.
final class ModelTypeResolutionTests: XCTestCase {
    private func resolved(_ name: String, in typeName: String, _ sources: [(String, String)],
                          file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let model = buildModel(sources)
        guard let index = model.index(of: typeName, file: file, line: line) else { return [] }
        return model.resolve(name, in: index)
    }

    // MARK: - Typealiases

    func testTypeLevelTypealiasResolves() {
        XCTAssertEqual(resolved("View", in: "LoginPresenter", [("Login/LoginPresenter.swift", """
            final class LoginPresenter {
                typealias View = LoginViewInput
                weak var view: View?
            }
            """)]), ["LoginViewInput"])
    }

    func testFileLevelTypealiasResolves() {
        XCTAssertEqual(resolved("LoginDisplay", in: "LoginPresenter", [
            ("Login/LoginContract.swift", "typealias LoginDisplay = LoginViewInput"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginDisplay? }"),
        ]), ["LoginViewInput"])
    }

    func testTypealiasChainAcrossTypeAndFileLevelsResolvesToTheEnd() {
        XCTAssertEqual(resolved("View", in: "LoginPresenter", [
            ("Login/LoginContract.swift", "typealias LoginDisplay = LoginScreen\ntypealias LoginScreen = LoginViewInput"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { typealias View = LoginDisplay }"),
        ]), ["LoginViewInput"])
    }

    func testTypealiasToACompositionResolvesToEachMember() {
        XCTAssertEqual(resolved("View", in: "LoginPresenter", [("Login/LoginPresenter.swift", """
            final class LoginPresenter { typealias View = LoginViewInput & AnyObject }
            """)]), ["LoginViewInput", "AnyObject"])
    }

    func testTypealiasNamingOneTypeTwiceResolvesToItOnce() {
        XCTAssertEqual(resolved("Pair", in: "LoginPresenter", [("Login/LoginPresenter.swift", """
            final class LoginPresenter { typealias Pair = (UserEntity, UserEntity) }
            """)]), ["UserEntity"])
    }

    func testFileLevelTypealiasCycleTerminates() {
        XCTAssertEqual(resolved("A", in: "LoginPresenter", [
            ("Login/Aliases.swift", "typealias A = B\ntypealias B = A"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { var a: A? }"),
        ]), ["A"])
    }

    func testTypeLevelTypealiasCycleTerminates() {
        XCTAssertEqual(resolved("A", in: "LoginPresenter", [("Login/LoginPresenter.swift", """
            final class LoginPresenter {
                typealias A = B
                typealias B = A
            }
            """)]), ["A"])
    }

    func testSelfReferentialTypealiasTerminates() {
        XCTAssertEqual(resolved("A", in: "LoginPresenter", [
            ("Login/Aliases.swift", "typealias A = [A]"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter {}"),
        ]), ["Array", "A"])
    }

    func testFanningTypealiasCycleResolvesOnce() {
        // Ten-way fan-out at each step used to mean 10^8 expansions.
        let many = { (name: String) in "(" + Array(repeating: name, count: 10).joined(separator: ", ") + ")" }
        XCTAssertEqual(resolved("A", in: "LoginPresenter", [
            ("Login/Aliases.swift", "typealias A = \(many("B"))\ntypealias B = \(many("C"))\ntypealias C = \(many("A"))"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter { weak var view: A? }"),
        ]), ["A"])
    }

    func testPlainTypeNameResolvesToItself() {
        XCTAssertEqual(resolved("LoginViewInput", in: "LoginPresenter", [
            ("Login/LoginPresenter.swift", "final class LoginPresenter { typealias View = LoginViewInput }"),
        ]), ["LoginViewInput"])
    }

    // MARK: - Associated types

    func testAssociatedTypeBindingInTheConformingTypeResolves() {
        XCTAssertEqual(resolved("View", in: "CartPresenter", [
            ("Base/MFRPresenterVIPER.swift", "protocol MFRPresenterVIPER: AnyObject { associatedtype View: MFRViewVIPER }"),
            ("Cart/CartPresenter.swift", """
            final class CartPresenter: MFRPresenterVIPER {
                typealias View = CartView
                weak var view: (any View)?
            }
            """),
        ]), ["CartView"])
    }

    func testAssociatedTypeBindingInAnExtensionResolves() {
        XCTAssertEqual(resolved("View", in: "CartPresenter", [
            ("Base/MFRPresenterVIPER.swift", "protocol MFRPresenterVIPER: AnyObject { associatedtype View: MFRViewVIPER }"),
            ("Cart/CartPresenter.swift", "final class CartPresenter { weak var view: View? }"),
            ("Cart/CartPresenter+VIPER.swift", "extension CartPresenter: MFRPresenterVIPER { typealias View = CartView }"),
        ]), ["CartView"])
    }

    func testAssociatedTypeBindingInASuperclassResolvesInTheSubclass() {
        XCTAssertEqual(resolved("View", in: "SpecialCartPresenter", [
            ("Base/MFRPresenterVIPER.swift", "protocol MFRPresenterVIPER: AnyObject { associatedtype View: MFRViewVIPER }"),
            ("Cart/CartPresenter.swift", "class CartPresenter: MFRPresenterVIPER { typealias View = CartView }"),
            ("Cart/SpecialCartPresenter.swift", "final class SpecialCartPresenter: CartPresenter { weak var view: View? }"),
        ]), ["CartView"])
    }

    // MARK: - Generic parameters

    func testGenericParameterResolvesToItsInlineConstraint() {
        XCTAssertEqual(resolved("VC", in: "BaseWireframe", [("Base/BaseWireframe.swift", """
            class BaseWireframe<VC: UIViewController> { private unowned var _viewController: VC }
            """)]), ["UIViewController"])
    }

    func testGenericParameterResolvesToItsWhereClauseConstraint() {
        XCTAssertEqual(resolved("VC", in: "BaseWireframe", [("Base/BaseWireframe.swift", """
            class BaseWireframe<VC> where VC: UIViewController { weak var viewController: VC? }
            """)]), ["UIViewController"])
    }

    func testSuperclassGenericParameterResolvesToTheSubclassArgument() {
        XCTAssertEqual(resolved("V", in: "LoginPresenter", [
            ("Base/BasePresenter.swift", "class BasePresenter<V> { var view: V? }"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter: BasePresenter<LoginView> {}"),
        ]), ["LoginView"])
    }

    func testSubclassArgumentIsFollowedThroughItsTypealias() {
        XCTAssertEqual(resolved("V", in: "LoginPresenter", [
            ("Base/BasePresenter.swift", "class BasePresenter<V> { var view: V? }"),
            ("Login/LoginPresenter.swift", "typealias LoginDisplay = LoginView\nfinal class LoginPresenter: BasePresenter<LoginDisplay> {}"),
        ]), ["LoginView"])
    }

    func testUnboundGenericParameterResolvesToItself() {
        XCTAssertEqual(resolved("V", in: "BasePresenter", [
            ("Base/BasePresenter.swift", "class BasePresenter<V> { var view: V? }"),
        ]), ["V"])
    }

    // MARK: - Supertypes and superclasses

    func testSuperclassChainIsNearestFirst() throws {
        let model = buildModel([
            ("Base/Base.swift", "class RootPresenter {}\nclass BasePresenter: RootPresenter {}"),
            ("Login/LoginPresenter.swift", "final class LoginPresenter: BasePresenter, LoginViewOutput {}"),
        ])
        let index = try XCTUnwrap(model.index(of: "LoginPresenter"))
        XCTAssertEqual(model.superclasses(of: index).map { model.types[$0].name }, ["BasePresenter", "RootPresenter"])
    }

    func testSuperclassChainStopsAtAnExternalClass() throws {
        let model = buildModel([("Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}")])
        let index = try XCTUnwrap(model.index(of: "LoginViewController"))
        XCTAssertEqual(model.superclasses(of: index), [])
    }

    func testSupertypesIncludeExtensionsProtocolInheritanceAndSuperclasses() throws {
        let model = buildModel([
            ("Base/Base.swift", "protocol Screen: AnyObject {}\nclass BaseViewController: UIViewController, Screen {}"),
            ("Login/LoginContract.swift", "protocol LoginViewInput: Screen {}"),
            ("Login/LoginViewController.swift", "final class LoginViewController: BaseViewController {}"),
            ("Login/LoginViewController+Input.swift", "extension LoginViewController: LoginViewInput {}"),
        ])
        let index = try XCTUnwrap(model.index(of: "LoginViewController"))
        let supers = model.supertypes(of: index)
        XCTAssertEqual(supers.map(\.name), ["BaseViewController", "LoginViewInput", "UIViewController", "Screen", "AnyObject"])
        XCTAssertEqual(supers.map { $0.index.map { model.types[$0].name } ?? "-" },
                       ["BaseViewController", "LoginViewInput", "-", "Screen", "-"])
    }

    func testSupertypesOfAnInheritanceCycleTerminateWithoutTheTypeItself() throws {
        let model = buildModel([("Loop/Loop.swift", "class A: B {}\nclass B: C {}\nclass C: A {}")])
        let index = try XCTUnwrap(model.index(of: "A"))
        XCTAssertEqual(model.supertypes(of: index).map(\.name), ["B", "C"])
        XCTAssertEqual(model.superclasses(of: index).map { model.types[$0].name }, ["B", "C"])
    }

    // MARK: - Lookup among namesakes

    func testLookupPrefersTheNamesakeNearestByPath() {
        let model = buildModel([
            ("Sources/VIPERApp/Home/HomePresenter.swift", "final class HomePresenter {}"),
            ("Sources/MVCApp/Home/HomePresenter.swift", "final class HomePresenter {}"),
        ])
        let fromMVC = model.lookup("HomePresenter", from: "Sources/MVCApp/Home/HomeViewController.swift")
        let fromVIPER = model.lookup("HomePresenter", from: "Sources/VIPERApp/Home/HomeViewController.swift")
        XCTAssertEqual(fromMVC.map { model.types[$0].file }, "Sources/MVCApp/Home/HomePresenter.swift")
        XCTAssertEqual(fromVIPER.map { model.types[$0].file }, "Sources/VIPERApp/Home/HomePresenter.swift")
    }

    func testLookupFindsANestedTypeByItsLastComponent() {
        let model = buildModel([("Login/Login.swift", "enum Login { final class Presenter {} }")])
        XCTAssertEqual(model.lookup("Presenter", from: "Other/Other.swift").map { model.types[$0].name }, "Login.Presenter")
        XCTAssertEqual(model.lookup("Login.Presenter", from: "Other/Other.swift").map { model.types[$0].name }, "Login.Presenter")
    }

    func testLookupPrefersADeclarationOverAnExtensionOnlyNamesake() {
        let model = buildModel([
            ("Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}"),
            ("Other/Helpers.swift", "extension LoginViewController.Layout {}"),
        ])
        XCTAssertEqual(model.lookup("LoginViewController", from: "Other/Helpers.swift").map { model.types[$0].isDeclaredHere }, true)
    }

    func testExtensionMergesIntoTheNearestNamesake() {
        let model = buildModel([
            ("AppA/Home/HomePresenter.swift", "final class HomePresenter {}"),
            ("AppB/Home/HomePresenter.swift", "final class HomePresenter {}"),
            ("AppB/Home/HomePresenter+Output.swift", "extension HomePresenter: HomeInteractorOutput {}"),
        ])
        let pieces = model.types.filter { $0.name == "HomePresenter" }.map { "\($0.file) \($0.pieces.count)" }
        XCTAssertEqual(pieces, ["AppA/Home/HomePresenter.swift 1", "AppB/Home/HomePresenter.swift 2"])
    }

    func testUnknownNameLooksUpNothing() {
        let model = buildModel([("Login/LoginPresenter.swift", "final class LoginPresenter {}")])
        XCTAssertNil(model.lookup("Nowhere", from: "Login/LoginPresenter.swift"))
    }
}
