import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport

final class FunctionFactsTests: XCTestCase {
    func testFunctionsWithParameterAndReturnTypes() {
        let type = extractFacts(#"""
        protocol LoginRouterProtocol: AnyObject {
            static func createModule(with user: UserEntity) -> UIViewController
            func show(_ error: Error, animated: Bool)
            func route(to: Route) async throws -> Bool
        }
        """#).type("LoginRouterProtocol")
        XCTAssertEqual(type.functions.map(\.summary), [
            "static func createModule(UserEntity) {no body}",
            "func show(Error, Bool) {no body}",
            "func route(Route) {no body}",
        ])
        // Result types are not kept on the function; they are signature mentions like the parameters'.
        XCTAssertEqual(type.body.mentions.filter { $0.context == .signature }.map { "\($0.name) in \($0.member ?? "-")" }, [
            "UserEntity in createModule", "UIViewController in createModule", "Error in show", "Bool in show",
            "Route in route", "Bool in route",
        ])
    }

    func testInitializersSubscriptsAndModifiers() {
        let type = extractFacts(#"""
        final class P {
            required init?(coder: NSCoder) { nil }
            convenience init(view: V, _ router: R = R()) { self.init() }
            subscript(index: Int) -> Item { items[index] }
            override class func make() -> P { P() }
            deinit { cancel() }
        }
        """#).type("P")
        XCTAssertEqual(type.functions.map(\.summary), [
            "func init(NSCoder)",
            "func init(V, R)",
            "func subscript(Int)",
            "static func make()",
        ])
        assertLines(type.body.calls.map(\.summary), ["self.init() in init @3:57", "cancel() in deinit @6:14"])
    }

    func testGenericFunctionsAndWhereClauses() {
        let type = extractFacts(#"""
        struct S {
            func map<T: Decodable>(_ value: T, into: inout [T]) -> [T] where T: Sendable { [] }
            func f(_ block: @escaping @MainActor (Int) -> Void) {}
        }
        """#).type("S")
        XCTAssertEqual(type.functions.map(\.summary), [
            "func map(T, [T])",
            "func f((Int) -> Void)",
        ])
    }

    func testFunctionsInsideFunctionsAreNotMembers() {
        let type = extractFacts(#"""
        class P {
            func outer() {
                func inner() { work() }
                inner()
            }
        }
        """#).type("P")
        XCTAssertEqual(type.functions.map(\.name), ["outer"])
        assertLines(type.body.calls.map(\.summary), ["work() in outer @3:24", "inner() in outer @4:9"])
    }

    func testDirectiveCommentsAreKept() {
        let facts = extractFacts(#"""
        // viper-lint:disable weak-view-reference
        final class P {
            var view: V? // viper-lint:disable:this weak-view-reference
            // an ordinary comment
            /* viper-lint:enable all */
        }
        """#)
        XCTAssertEqual(facts.directives, [
            CommentFact(position: Position(line: 1, column: 1), text: "// viper-lint:disable weak-view-reference", codeBeforeOnLine: false),
            CommentFact(position: Position(line: 3, column: 18), text: "// viper-lint:disable:this weak-view-reference", codeBeforeOnLine: true),
            CommentFact(position: Position(line: 5, column: 5), text: "/* viper-lint:enable all */", codeBeforeOnLine: false),
        ])
    }
}
