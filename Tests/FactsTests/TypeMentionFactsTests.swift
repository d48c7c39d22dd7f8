import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport

final class TypeMentionFactsTests: XCTestCase {
    func testMentionContexts() {
        let facts = extractFacts(#"""
        final class CartPresenter: CartOutput {
            var items: [CartEntity] = []
            func load(_ id: ItemID) -> Result<CartEntity, Error> {
                let entity = CartEntity(id: id)
                let other = CartEntity.init()
                let shared = EntityStore.shared
                let cast = x as? OrderEntity
                if y is PromoEntity { }
                let local: LocalEntity? = nil
                let list = [OtherEntity]()
                return .success(entity)
            }
        }
        """#)
        assertLines(facts.type("CartPresenter").body.mentions.map(\.summary), [
            "CartOutput inheritance in - @1:28",
            "CartEntity annotation in items @2:17",
            "ItemID signature in load @3:21",
            "Result signature in load @3:32",
            "CartEntity signature in load @3:39",
            "Error signature in load @3:51",
            "CartEntity initializerCall in load @4:22",
            "CartEntity initializerCall in load @5:21",
            "EntityStore staticMember in load @6:22",
            "OrderEntity cast in load @7:26",
            "PromoEntity cast in load @8:17",
            "LocalEntity annotation in load @9:20",
            "OtherEntity other in load @10:21",
        ])
    }

    func testDefaultValueThatCreatesAnObjectIsAnInitializerCall() {
        // The function creates the default whenever the caller leaves the argument out; a default
        // that only names a value (`.zero`, a static member, a literal) creates nothing.
        let facts = extractFacts(#"""
        final class PageWireframe {
            init(presenter: PagePresenterInterface = PagePresenter(), store: Store = .shared,
                 count: Int = 0, other: Other = Other.init(x: 1), limit: Limit = Limit.max) {}
        }
        """#)
        assertLines(facts.type("PageWireframe").body.mentions.map(\.summary), [
            "PagePresenterInterface signature in init @2:21",
            "PagePresenter initializerCall in init @2:46",
            "Store signature in init @2:70",
            "Int signature in init @3:17",
            "Other signature in init @3:33",
            "Other initializerCall in init @3:41",
            "Limit signature in init @3:66",
        ])
    }

    func testImplicitMemberInitializerCreatesTheAnnotatedOrStoredType() {
        // `.init(...)` creates the type its context names: a declaration's annotation, or the
        // declared type of the stored property it is assigned to. An optional annotation names
        // `Optional`, and an unknown property nothing.
        let facts = extractFacts(#"""
        final class ConnectPresenter {
            var camera: CameraPresenter?
            func show() {
                let presenter: LoginPresenter = .init(view: nil)
                let maybe: LoginPresenter? = .init(view: nil)
                camera = .init(output: self)
                self.camera = .init(output: self)
                other = .init()
            }
        }
        """#)
        assertLines(facts.type("ConnectPresenter").body.mentions.map(\.summary), [
            "CameraPresenter annotation in camera @2:17",
            "LoginPresenter annotation in show @4:24",
            "LoginPresenter initializerCall in show @4:42",
            "LoginPresenter annotation in show @5:20",
            "CameraPresenter initializerCall in show @6:19",
            "CameraPresenter initializerCall in show @7:24",
        ])
    }

    func testQualifiedNameIsRecordedAtTheLastComponent() {
        let facts = extractFacts(#"""
        class P {
            var item: Cart.ItemEntity?
            func f() { let x = Cart.ItemEntity(id: 1) }
        }
        """#)
        assertLines(facts.type("P").body.mentions.map(\.summary), [
            "Cart.ItemEntity annotation in item @2:20",
            "Cart.ItemEntity initializerCall in f @3:29",
        ])
    }

    func testTypealiasTargetsAndConstraints() {
        let facts = extractFacts(#"""
        protocol Module {
            associatedtype View: ViewProtocol
        }
        class M: Module {
            typealias View = LoginView
        }
        """#)
        assertLines(facts.allMentions.map(\.summary), [
            "ViewProtocol typealiasTarget in - @2:26",
            "Module inheritance in - @4:10",
            "LoginView typealiasTarget in - @5:22",
        ])
    }

    func testWrappedMentionsCountEachName() {
        let facts = extractFacts("class P { func f(_ a: [String: [UserEntity]], _ b: (UserEntity?) -> Void) {} }")
        assertLines(facts.type("P").body.mentions.map(\.summary), [
            "String signature in f @1:24",
            "UserEntity signature in f @1:33",
            "UserEntity signature in f @1:53",
            "Void signature in f @1:69",
        ])
    }

    func testMentionsInStringsAndCommentsAreIgnored() {
        let facts = extractFacts(#"""
        class P {
            func f() {
                let s = "UserEntity \(UserEntity.self)"
                // UserEntity()
            }
        }
        """#)
        XCTAssertEqual(facts.type("P").body.mentions.map(\.summary), [])
    }

    func testTopLevelMentions() {
        let facts = extractFacts("let root = AppRouter()\nfunc make() -> LoginView { LoginView() }")
        assertLines(facts.topLevel.mentions.map(\.summary), [
            "AppRouter initializerCall in root @1:12",
            "LoginView signature in make @2:16",
            "LoginView initializerCall in make @2:28",
        ])
    }

    /// `Foo<Bar>(...)` and `Foo<Bar>.init(...)` create a `Foo`; a comparison (`Limit < max`) or an
    /// unclosed `<` does not.
    func testInitializerCallsWithGenericArguments() {
        let facts = extractFacts("""
        func make() {
            let p = ListPresenter<Dish, [Item]?>(router: r)
            let q = ListInteractor<Dish>.init()
            let r = Box<Outer<Inner>>(1)
            let ok = Limit < max
            let g = Gate < (a) { }
        }
        """)
        assertLines(facts.topLevel.mentions.map(\.summary), [
            "ListPresenter initializerCall in make @2:13",
            "Dish other in make @2:27",
            "Item other in make @2:34",
            "ListInteractor initializerCall in make @3:13",
            "Dish other in make @3:28",
            "Box initializerCall in make @4:13",
            "Outer other in make @4:17",
            "Inner other in make @4:23",
            "Limit other in make @5:14",
            "Gate other in make @6:13",
        ])
    }

    /// Columns count UTF-8 bytes, as the compiler does: `Ü` and `é` are two columns each.
    func testNonASCIIUppercaseTypeNamesAreTypes() {
        let facts = extractFacts("class Ünï { var café: Straße?\n func f() { let x = Ärger() } }")
        let type = facts.type("Ünï")
        assertLines(type.properties.map(\.summary), ["café: Straße? @1:19"])
        assertLines(type.body.mentions.map(\.summary), [
            "Straße annotation in café @1:26", "Ärger initializerCall in f @2:21",
        ])
        XCTAssertEqual(type.body.calls.count, 0)
    }
}
