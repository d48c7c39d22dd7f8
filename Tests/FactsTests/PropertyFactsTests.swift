import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport

final class PropertyFactsTests: XCTestCase {
    private func properties(_ body: String) -> [String] {
        extractFacts("final class P {\n" + body + "\n}").type("P").properties.map(\.summary)
    }

    func testOutletsAreMarked() {
        let facts = extractFacts(#"""
        final class ListPresenter: NSObject {
            @IBOutlet var titleLabel: UILabel?
            @IBOutlet private weak var spinner: UIActivityIndicatorView!
            @objc var count = 0
            var view: ListView?
        }
        """#)
        assertLines(facts.type("ListPresenter").properties.map(\.summary), [
            "titleLabel: UILabel? {outlet} @2:19",
            "weak spinner: UIActivityIndicatorView? {outlet} @3:32",
            "count @4:15",
            "view: ListView? @5:9",
        ])
    }

    func testEveryNameInAMultiNameDeclarationGetsTheSharedType() {
        assertLines(properties("    var a, b: Int"), ["a: Int @2:9", "b: Int @2:12"])
    }

    func testLetAndVarAreBothProperties() {
        assertLines(properties("    let a: A\n    var b: B"), ["a: A @2:9", "b: B @3:9"])
    }

    func testOwnershipWords() {
        assertLines(properties(#"""
            weak var view: LoginViewInput?
            unowned var router: LoginRouter
            unowned(safe) let a: A
            unowned(unsafe) let b: B
        """#), [
            "weak view: LoginViewInput? @2:14",
            "unowned router: LoginRouter @3:17",
            "unowned a: A @4:23",
            "unowned(unsafe) b: B @5:25",
        ])
    }

    func testStaticClassAndLazyProperties() {
        assertLines(properties(#"""
            static let shared = Foo()
            class var name: String { "P" }
            lazy var e: [Entity] = []
        """#), [
            "static shared = Foo() @2:16",
            "static name: String {computed} @3:15",
            "e: [Entity] @4:14",
        ])
    }

    func testAccessModifiersDoNotHideTheProperty() {
        assertLines(properties(#"""
            private(set) var d = LoginRouter()
            public private(set) var e: Int = 0
            fileprivate let f: F
        """#), [
            "d = LoginRouter() @2:22",
            "e: Int @3:29",
            "f: F @4:21",
        ])
    }

    func testTypeIsATreeOfTypeRefs() {
        let property = extractFacts("class P { var r: Result<[Foo.Bar], Error>? }").type("P").properties.first
        XCTAssertEqual(property?.type?.name, "Result")
        XCTAssertEqual(property?.type?.optional, true)
        XCTAssertEqual(property?.type?.arguments.map(\.name), ["Array", "Error"])
        XCTAssertEqual(property?.type?.arguments.first?.arguments.first?.name, "Foo.Bar")
        XCTAssertEqual(property?.type?.arguments.first?.arguments.first?.position, Position(line: 1, column: 30))
    }

    func testComputedPropertiesAreNotStored() {
        let type = extractFacts(#"""
        class P {
            var a: Int { 1 }
            var b: Int { get { store } set { store = newValue } }
            var c: Int {
                get { 1 }
            }
        }
        """#).type("P")
        assertLines(type.properties.map(\.summary), [
            "a: Int {computed} @2:9", "b: Int {computed} @3:9", "c: Int {computed} @4:9",
        ])
        XCTAssertEqual(type.properties.map(\.isStored), [false, false, false])
    }

    func testObservedPropertiesAreStored() {
        let type = extractFacts(#"""
        class P {
            weak var view: V? { didSet { view?.reload() } }
            var count = 0 {
                willSet(new) { log(new) }
                didSet { log(count) }
            }
            var tint: UIColor = .white { didSet { apply() } }
            var origin = CGPoint.zero { didSet { apply() } }
        }
        """#).type("P")
        assertLines(type.properties.map(\.summary), [
            "weak view: V? @2:14", "count @3:9", "tint: UIColor @7:9", "origin @8:9",
        ])
        XCTAssertEqual(type.properties.map(\.isStored), [true, true, true, true])
        assertLines(type.body.calls.map(\.summary), [
            "view?.reload() in view @2:40", "log(_:) in count @4:24", "log(_:) in count @5:18",
            "apply() in tint @7:43", "apply() in origin @8:42",
        ])
    }

    func testAccessorHeadsAreNotCalls() {
        let type = extractFacts(#"""
        class P {
            var x: Int {
                get { 1 }
                set(value) { store(value) }
            }
            subscript(key: String) -> Int {
                get { 1 }
                set { store(newValue) }
            }
        }
        """#).type("P")
        assertLines(type.body.calls.map(\.summary), ["store(_:) in x @4:22", "store(_:) in subscript @8:15"])
    }

    func testProtocolRequirements() {
        let type = extractFacts(#"""
        protocol LoginPresenterProtocol: AnyObject {
            var view: LoginViewInput? { get set }
            var title: String { get }
            static var id: String { get }
        }
        """#).type("LoginPresenterProtocol")
        assertLines(type.properties.map(\.summary), [
            "view: LoginViewInput? {requirement} @2:9",
            "title: String {requirement} @3:9",
            "static id: String {requirement} @4:16",
        ])
    }

    func testInitializerTypeIsTheCalledType() {
        assertLines(properties(#"""
            let router = LoginRouter()
            let b = Login.Builder.init(x: 1)
            let c = try Parser<Int>(text)
            let d = makeRouter()
            let e = LoginRouter.shared
            let f = Box<(Int) -> Void>()
            let g = A<B<C>>()
        """#), [
            "router = LoginRouter() @2:9",
            "b = Login.Builder() @3:9",
            "c = Parser() @4:9",
            "d @5:9",
            "e @6:9",
            "f = Box() @7:9",
            "g = A() @8:9",
        ])
    }

    func testPropertyWrappersAndOutletsAreStoredProperties() {
        assertLines(properties(#"""
            @Published var items: [ItemViewModel] = []
            @IBOutlet weak var tableView: UITableView!
            @IBOutlet private var label: UILabel?
        """#), [
            "items: [ItemViewModel] @2:20",
            "weak tableView: UITableView? {outlet} @3:24",
            "label: UILabel? {outlet} @4:27",
        ])
    }

    func testClosuresStoredInPropertiesAreStoredProperties() {
        let type = extractFacts(#"""
        class P {
            var onTap: (() -> Void)?
            let handler: (String) -> Void = { [weak self] s in self?.show(s) }
            lazy var button: UIButton = {
                let b = UIButton(type: .system)
                return b
            }()
        }
        """#).type("P")
        assertLines(type.properties.map(\.summary), [
            "onTap: (() -> Void)? @2:9",
            "handler: (String) -> Void @3:9",
            "button: UIButton @4:14",
        ])
        assertLines(type.body.calls.map(\.summary), ["self?.show(_:) in handler @3:62"])
    }

    func testCaptureListIsNotAStoredProperty() {
        let type = extractFacts(#"""
        class P {
            weak var view: V?
            func load() {
                service.fetch { [weak self] result in self?.show(result) }
                service.fetch { [unowned self, weak view = self.view] in self.done() }
            }
        }
        """#).type("P")
        assertLines(type.properties.map(\.summary), ["weak view: V? @2:14"])
    }

    func testLocalVariablesAreNotStoredProperties() {
        let type = extractFacts(#"""
        class P {
            func load() {
                var local: LocalThing = LocalThing()
                let (p, q) = (1, 2)
                weak var weakLocal = self
                if let v = view { v.reload() }
                guard let w = window else { return }
                for item in items { print(item) }
            }
            init() { let x = 1 }
            var computed: Int { let y = 2; return y }
        }
        """#).type("P")
        assertLines(type.properties.map(\.summary), ["computed: Int {computed} @11:9"])
    }

    func testMissingVarAfterWeakIsStillAWeakStoredProperty() {
        let type = extractFacts(#"""
        final class HomePresenter {
            weak viewController: UIViewController?
            unowned router: HomeRouter
        }
        """#).type("HomePresenter")
        assertLines(type.properties.map(\.summary), [
            "weak viewController: UIViewController? @2:10",
            "unowned router: HomeRouter @3:13",
        ])
    }

    func testBacktickedNamesAreUnquoted() {
        assertLines(properties("    var `default`: Int = 0"), ["default: Int @2:9"])
    }

    func testEnumCasePayloadsWithEntities() {
        let type = extractFacts(#"""
        enum LoginResponse {
            case loaded(UserEntity), failed(error: Error, [ItemEntity])
            case empty
            case raw = 1
            indirect case nested(LoginResponse?)
        }
        """#).type("LoginResponse")
        assertLines(type.body.mentions.map(\.summary), [
            "UserEntity enumPayload in - @2:17",
            "Error enumPayload in - @2:44",
            "ItemEntity enumPayload in - @2:52",
            "LoginResponse enumPayload in - @5:26",
        ])
    }
}
