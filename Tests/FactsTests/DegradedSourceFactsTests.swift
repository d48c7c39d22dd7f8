import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport

/// Code that does not compile, or is written in unusual layouts, still yields the facts a reader
/// would expect.
final class DegradedSourceFactsTests: XCTestCase {
    func testMissingClosingBraceDoesNotSwallowTheNextTopLevelType() {
        let facts = extractFacts(#"""
        class A {
            var x: Int
            func f() {
                if true {
            }

        class B {
            weak var view: V?
        }
        struct C {
            let y: Int
        }
        """#)
        XCTAssertEqual(facts.types.map(\.name), ["A", "B", "C"])
        assertLines(facts.type("B").properties.map(\.summary), ["weak view: V? @8:14"])
        assertLines(facts.type("C").properties.map(\.summary), ["y: Int @11:9"])
    }

    func testExtraClosingBraceIsIgnored() {
        let facts = extractFacts(#"""
        class A {
            var x: Int
        }
        }
        class B {
            weak var view: V?
        }
        """#)
        XCTAssertEqual(facts.types.map(\.name), ["A", "B"])
        assertLines(facts.type("B").properties.map(\.summary), ["weak view: V? @6:14"])
    }

    func testMergeConflictMarkersKeepFactsFromBothSides() {
        let facts = extractFacts(#"""
        final class P {
        <<<<<<< HEAD
            weak var view: PView?
        =======
            unowned var view: PViewInput
        >>>>>>> feature/login
            func f() { router.close() }
        }
        """#)
        let type = facts.type("P")
        assertLines(type.properties.map(\.summary), ["weak view: PView? @3:14", "unowned view: PViewInput @5:17"])
        assertLines(type.body.calls.map(\.summary), ["router.close() in f @7:23"])
    }

    func testMergeConflictAroundWholeTypes() {
        let facts = extractFacts(#"""
        <<<<<<< HEAD
        final class D {
            weak var view: DView?
        =======
        final class D {
            var view: DView?
        >>>>>>> 1a2b3c4
        }
        """#)
        XCTAssertEqual(facts.types.map(\.name), ["D", "D"])
        XCTAssertEqual(facts.types.map { $0.properties.map(\.summary) }, [["weak view: DView? @3:14"], ["view: DView? @6:9"]])
    }

    func testHalfWrittenFunctionHead() {
        let facts = extractFacts("class A {\n    func foo(")
        XCTAssertEqual(facts.type("A").functions.map(\.summary), ["func foo() {no body}"])
    }

    func testHalfWrittenFunctionFollowedByMoreCode() {
        let facts = extractFacts(#"""
        class A {
            func foo(
            weak var view: V?
        }
        """#)
        XCTAssertEqual(facts.type("A").functions.map(\.name), ["foo"])
        assertLines(facts.type("A").properties.map(\.summary), ["weak view: V? @3:14"])
    }

    func testPropertyWithoutTypeAtEndOfFile() {
        let facts = extractFacts("class A {\n    var x:")
        assertLines(facts.type("A").properties.map(\.summary), ["x @2:9"])
    }

    func testLoneClassKeyword() {
        XCTAssertEqual(extractFacts("class").types.count, 0)
        XCTAssertEqual(extractFacts("class A: ").types.map(\.name), ["A"])
        XCTAssertEqual(extractFacts("import").imports, [])
    }

    func testAllmanBraces() {
        let facts = extractFacts(#"""
        class A
        {
            var x: Int
            {
                return 1
            }
            weak var view: V?
            func f()
            {
                run()
            }
        }
        """#)
        let type = facts.type("A")
        assertLines(type.properties.map(\.summary), ["x: Int {computed} @3:9", "weak view: V? @7:14"])
        XCTAssertEqual(type.functions.map(\.summary), ["func f()"])
        assertLines(type.body.calls.map(\.summary), ["run() in f @10:9"])
    }

    func testTabsAndWindowsLineEndings() {
        let facts = extractFacts("class A {\r\n\tweak var v: V?\r\n\tfunc f() {\r\n\t\tpush(x)\r\n\t}\r\n}\r\n")
        let type = facts.type("A")
        assertLines(type.properties.map(\.summary), ["weak v: V? @2:11"])
        assertLines(type.body.calls.map(\.summary), ["push(_:) in f @4:3"])
    }

    func testMultiLineChainWithWindowsLineEndings() {
        let facts = extractFacts("func f() {\r\n    navigationController?\r\n        .pushViewController(vc, animated: true)\r\n}\r\n")
        assertLines(facts.topLevel.calls.map(\.summary), ["navigationController?.pushViewController(_:animated:) in f @3:10"])
    }

    /// Columns are UTF-8 bytes: `開く` takes six.
    func testNonASCIIIdentifiers() {
        let facts = extractFacts("class 画面 {\n    weak var 表示: 表示プロトコル?\n    func 開く() { 遷移(先: 1) }\n}")
        let type = facts.type("画面")
        assertLines(type.properties.map(\.summary), ["weak 表示: 表示プロトコル? @2:14"])
        assertLines(type.body.calls.map(\.summary), ["遷移(先:) in 開く @3:21"])
    }

    func testConditionalCompilationKeepsFactsFromEveryBranch() {
        let facts = extractFacts(#"""
        import UIKit
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        final class P {
            #if DEBUG
            var a: DebugThing
            #elseif os(iOS)
            var b: IOSThing
            #else
            var c: OtherThing
            #endif
            func f() {
                #if DEBUG
                log(a)
                #else
                log(c)
                #endif
            }
        }
        """#)
        XCTAssertEqual(facts.imports, ["UIKit", "SwiftUI"])
        let type = facts.type("P")
        XCTAssertEqual(type.properties.map(\.name), ["a", "b", "c"])
        assertLines(type.body.calls.map(\.summary), ["log(_:) in f @15:9", "log(_:) in f @17:9"])
    }

    func testConditionalCompilationAroundAHalfOfABrace() {
        let facts = extractFacts(#"""
        #if os(iOS)
        class A: UIViewController {
        #else
        class A: NSViewController {
        #endif
            weak var view: V?
        }
        class B {}
        """#)
        XCTAssertEqual(facts.types.map(\.name), ["A", "A", "B"])
        assertLines(facts.types[1].properties.map(\.summary), ["weak view: V? @6:14"])
    }
}
