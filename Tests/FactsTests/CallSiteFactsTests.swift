import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport

final class CallSiteFactsTests: XCTestCase {
    /// Calls inside `func go()` of a class, rendered as summaries; the body starts on line 3.
    private func calls(_ body: String) -> [String] {
        extractFacts("final class R {\n    func go() {\n" + body + "\n    }\n}").allCalls.map(\.summary)
    }

    func testLabelsAndImplicitSelf() {
        assertLines(calls("        present(vc, animated: true, completion: nil)"),
                    ["present(_:animated:completion:) in go @3:9"])
    }

    func testReceiverIsTheChainAsWritten() {
        assertLines(calls(#"""
                self.show(x)
                router?.close()
                UIApplication.shared.windows.first?.makeKey()
                x.y.z?.w!.call()
        """#), [
            "self.show(_:) in go @3:14",
            "router?.close() in go @4:17",
            "UIApplication.shared.windows.first?.makeKey() in go @5:45",
            "x.y.z?.w!.call() in go @6:19",
        ])
    }

    func testImplicitMemberExpressionHasReceiverDot() {
        assertLines(calls("        let a: Route = .push(vc)"), [".push(_:) in go @3:25"])
    }

    func testMultiLineChainKeepsTheReceiver() {
        assertLines(calls(#"""
                navigationController?
                    .pushViewController(vc, animated: true)
        """#), ["navigationController?.pushViewController(_:animated:) in go @4:14"])
    }

    func testSelfOptionalInAClosure() {
        assertLines(calls(#"""
                DispatchQueue.main.async { [weak self] in
                    self?.present(alert, animated: true)
                }
        """#), [
            "DispatchQueue.main.async() in go @3:28",
            "self?.present(_:animated:) in go @4:19",
        ])
    }

    func testTrailingClosuresAreNotLabels() {
        assertLines(calls(#"""
                present(vc, animated: true) { done() }
                load(id: 1) { _ in } failure: { _ in }
                UIView.animate(withDuration: 0.3, animations: { }) { _ in }
                fetch { result in }
        """#), [
            "present(_:animated:) in go @3:9",
            "done() in go @3:39",
            "load(id:) in go @4:9",
            "UIView.animate(withDuration:animations:) in go @5:16",
            "fetch() in go @6:9",
        ])
    }

    func testNestedCallsKeepTheirOwnLabels() {
        assertLines(calls("        a(b(c: 1), d: e())"), ["a(_:d:) in go @3:9", "b(c:) in go @3:11", "e() in go @3:23"])
    }

    func testArgumentsSpanningLinesAndClosuresKeepLabels() {
        assertLines(calls(#"""
                show(
                    title: t,
                    items: items.map { $0.name },
                    onTap: { [weak self] in self?.select() }
                )
        """#), [
            "show(title:items:onTap:) in go @3:9",
            "items.map() in go @5:26",
            "self?.select() in go @6:43",
        ])
    }

    func testReceiverStepsOverClosuresAndArguments() {
        assertLines(calls("        items.map { $0 }.filter(isValid).first?.open()"), [
            "items.map() in go @3:15",
            "items.map{}.filter(_:) in go @3:26",
            "items.map{}.filter().first?.open() in go @3:49",
        ])
    }

    func testStringInterpolationIsNotACall() {
        assertLines(calls(##"""
                let s = "call \(make(x: 1)) here"
                let t = #"present(\#(vc), animated: true)"#
                let u = """
                    dismiss(animated: true)
                    """
        """##), [])
    }

    func testCallsInCommentsAreNotCalls() {
        assertLines(calls(#"""
                // dismiss(animated: true)
                /* present(vc, animated: true) */
                /// pushViewController(vc, animated: true)
        """#), [])
    }

    func testSelectorsAndFunctionReferencesAreNotCalls() {
        assertLines(calls(#"""
                button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                let f = handle(_:with:)
                let g = handle(event:)
                let h = #keyPath(Foo.bar)
        """#), ["button.addTarget(_:action:for:) in go @3:16"])
    }

    func testInitializerCallsThroughSelfAndSuper() {
        let facts = extractFacts(#"""
        class V: UIViewController {
            init(presenter: P) {
                self.presenter = presenter
                super.init(nibName: nil, bundle: nil)
            }
            convenience init() { self.init(presenter: P()) }
        }
        """#)
        assertLines(facts.allCalls.map(\.summary), [
            "super.init(nibName:bundle:) in init @4:15",
            "self.init(presenter:) in init @6:31",
        ])
    }

    func testStatementBodiesAreNotTrailingClosures() {
        assertLines(calls(#"""
                if let v = view { v.reload() }
                switch state { default: break }
                for item in items where item.isVisible { }
                while running { }
                guard let w = window else { return }
                repeat { } while waiting
                fetch { }
        """#), ["v.reload() in go @3:29", "fetch() in go @9:9"])
    }

    func testCallsInStaticMembersBelongToTheirMember() {
        let facts = extractFacts(#"""
        final class LoginRouter {
            static func createModule() -> UIViewController {
                let view = LoginViewController()
                view.configure(with: 1)
                return view
            }
            class var shared: LoginRouter { make() }
        }
        """#)
        assertLines(facts.allCalls.map(\.summary), [
            "view.configure(with:) in createModule @4:14",
            "make() in shared @7:37",
        ])
    }

    func testCallsInPropertyInitializersBelongToTheProperty() {
        let facts = extractFacts(#"""
        final class P {
            let formatter = makeFormatter(style: .short)
            lazy var view = build()
        }
        """#)
        assertLines(facts.allCalls.map(\.summary), [
            "makeFormatter(style:) in formatter @2:21", "build() in view @3:21",
        ])
    }

    func testCallOfALowerCaseTypeDeclaredHereCreatesIt() {
        // `dydxMarketsViewPresenter()` looks like a function call; the file declares the type, so
        // it creates one. So may `otherType()`, a camel-case lower-case name that another file may
        // declare (the model reads only names the project declares); a one-word `configure(...)`
        // stays a call only.
        let facts = extractFacts(#"""
        final class dydxMarketsViewBuilder {
            func build() -> AnyObject {
                let presenter = dydxMarketsViewPresenter()
                configure(presenter)
                return otherType()
            }
        }
        private final class dydxMarketsViewPresenter {}
        """#)
        assertLines(facts.type("dydxMarketsViewBuilder").body.mentions.filter { $0.context == .initializerCall }.map(\.summary), [
            "dydxMarketsViewPresenter initializerCall in build @3:25",
            "otherType initializerCall in build @5:16",
        ])
    }

    func testLowerCaseCallsStayCallsWhereNoLowerCaseTypeIsDeclared() {
        // Without a lower-case type in the file, `makeModule()` and `qwertyPresenter()` are calls.
        let facts = extractFacts(#"""
        final class QwertyBuilder {
            func build() -> AnyObject {
                let presenter = qwertyPresenter()
                return makeModule(presenter)
            }
        }
        """#)
        XCTAssertEqual(facts.type("QwertyBuilder").body.mentions.filter { $0.context == .initializerCall }.count, 0)
        assertLines(facts.allCalls.map(\.summary), [
            "qwertyPresenter() in build @3:25", "makeModule(_:) in build @4:16",
        ])
    }

    func testFileLevelClosureBelongsToItsVariable() {
        // `let makeX = { ... }` is the closure form of `func makeX()`; what a variable's
        // initializer creates is created in that variable; a plain statement after it names no
        // member.
        let facts = extractFacts(#"""
        let makeCardModule: (Card) -> UIViewController = { card in
            let controller = CardViewController()
            return controller
        }
        let root = RootView()
        start(app: 1)
        """#)
        assertLines(facts.topLevel.calls.map(\.summary), ["start(app:) in - @6:1"])
        assertLines(facts.topLevel.mentions.filter { $0.context == .initializerCall }.map(\.summary), [
            "CardViewController initializerCall in makeCardModule @2:22",
            "RootView initializerCall in root @5:12",
        ])
    }

    func testFileLevelVariableWithTrailingClosureOwnsWhatItCreates() {
        // Dip's one container per screen: the trailing closure's registrations are made in the
        // global; the next line's statement and the next declaration are not.
        let facts = extractFacts(#"""
        let gridModule = DependencyContainer() { container in
            container.register { GridView() as GridViewProtocol }
                .resolvingProperties { container, view in
                    view.presenter = GridPresenter()
                }
        }
        setUp(GridCell())
        func make() -> ListView { ListView() }
        """#)
        assertLines(facts.topLevel.mentions.filter { $0.context == .initializerCall }.map(\.summary), [
            "DependencyContainer initializerCall in gridModule @1:18",
            "GridView initializerCall in gridModule @2:26",
            "GridPresenter initializerCall in gridModule @4:30",
            "GridCell initializerCall in - @7:7",
            "ListView initializerCall in make @8:27",
        ])
    }

    func testTopLevelAndFreeFunctionCalls() {
        let facts = extractFacts(#"""
        setUp(app: 1)
        func main() { run() }
        """#)
        assertLines(facts.topLevel.calls.map(\.summary), ["setUp(app:) in - @1:1", "run() in main @2:15"])
    }

    func testMemberAssignments() {
        let facts = extractFacts(#"""
        final class AppRouter {
            func start() {
                window?.rootViewController = vc
                self.view.presenter = presenter
                rootViewController = nav
                let local = 1
                a == b
            }
        }
        """#)
        assertLines(facts.type("AppRouter").body.assignments.map(\.summary), [
            "rootViewController = in start @3:17",
            "presenter = in start @4:19",
            "rootViewController = in start @5:9",
        ])
        // The receiver as calls spell it: the rules ask what the assignment is made on.
        XCTAssertEqual(facts.type("AppRouter").body.assignments.map(\.receiver), ["window?", "self.view", ""])
    }

    func testLocalsBoundByAStaticCallAreMarked() {
        let facts = extractFacts(#"""
        final class V {
            func fail() {
                let errorController = UIAlertController.errorAlert(message: "x")
                let module = try LoginRouter.createModule()
                let nested = Outer.Inner.make(1)
                let value = Config.shared
                let built = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                let split = Factory.make
                    (1)
                let annotated: UIViewController = Router.build()
                let optional = try? UIAlertController.make()
            }
        }
        """#)
        XCTAssertEqual(facts.type("V").body.locals.map { "\($0.name): \($0.type)\($0.isStaticCallResult ? " (static call)" : "")" }, [
            "errorController: UIAlertController (static call)", "module: LoginRouter (static call)",
            "nested: Outer.Inner (static call)", "built: UIAlertController", "annotated: UIViewController",
            "optional: UIAlertController (static call)",
        ])
    }

    func testFirstArgumentIsTheValueNamedFirstWithoutSelf() {
        let facts = extractFacts(#"""
        final class V {
            func go() {
                present(alert, animated: true)
                self.present(self.picker, animated: true)
                present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
                show(sender: self.button)
                present("x", animated: true)
            }
        }
        """#)
        XCTAssertEqual(facts.allCalls.filter { ["present", "show"].contains($0.name) }.map { $0.firstArgument ?? "-" },
                       ["alert", "picker", "UIAlertController", "button", "-"])
    }

    func testLocalsWithAKnownTypeAreBoundInTheirMember() {
        let facts = extractFacts(#"""
        final class V {
            func ask() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                var choice: UIAlertController?
                let count = 1
                let picker = try Picker.Factory.init(), other = 2
                sheet.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                    let inner: UIViewController = make()
                })
            }
            let stored = UIAlertController()
        }
        func top() { let free = Free() }
        """#)
        XCTAssertEqual(facts.type("V").body.locals.map { "\($0.name): \($0.type) in \($0.member ?? "-")" }, [
            "sheet: UIAlertController in ask", "choice: UIAlertController in ask",
            "picker: Picker.Factory in ask", "inner: UIViewController in ask",
        ])
        XCTAssertEqual(facts.topLevel.locals.map(\.name), ["free"])
    }
}
