import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport

final class TypeDeclarationFactsTests: XCTestCase {
    func testImportsKeepTheModuleName() {
        let facts = extractFacts(#"""
        import UIKit
        @testable import LoginModule
        import struct Foundation.URL
        import Combine.Publishers
        """#)
        XCTAssertEqual(facts.imports, ["UIKit", "LoginModule", "Foundation", "Combine"])
    }

    func testEveryTypeKindIsRecordedWithItsNamePosition() {
        let facts = extractFacts(#"""
        class A {}
        struct B {}
        enum C {}
        protocol D {}
        actor E {}
        extension F {}
        """#)
        XCTAssertEqual(facts.types.map { "\($0.kind.rawValue) \($0.name) @\($0.position.line):\($0.position.column)" },
                       ["class A @1:7", "struct B @2:8", "enum C @3:6", "protocol D @4:10", "actor E @5:7", "extension F @6:11"])
    }

    func testNestedTypesAreFlattenedWithTheirOuterName() {
        let facts = extractFacts(#"""
        enum Login {
            struct Request {
                enum Kind { case a }
            }
            final class Presenter {}
        }
        struct After {}
        """#)
        XCTAssertEqual(facts.types.map(\.name), ["Login", "Login.Request", "Login.Request.Kind", "Login.Presenter", "After"])
    }

    func testExtensionNameIsTheExtendedTypeAsWritten() {
        let facts = extractFacts(#"""
        extension Login.Presenter: LoginViewOutput {}
        extension Array where Element == UserEntity {}
        """#)
        XCTAssertEqual(facts.types.map(\.name), ["Login.Presenter", "Array"])
        XCTAssertEqual(facts.types.first?.inheritance.map(\.name), ["LoginViewOutput"])
    }

    func testWhereClauseConstraintsOnSelfAreKept() {
        let facts = extractFacts(#"""
        extension SeriesRoute where Self: RouterProtocol {}
        extension Mixin where Self: AlertPresenting & Routes.Navigating, Element == Int, Self: AnyObject {}
        protocol Screen where Self: UIViewController {}
        extension Plain {}
        """#)
        XCTAssertEqual(facts.types.map(\.selfConstraints), [
            ["RouterProtocol"], ["AlertPresenting", "Routes.Navigating", "AnyObject"], ["UIViewController"], [],
        ])
    }

    func testGenericParametersAreNamed() {
        let type = extractFacts("class Builder<V: ViewProtocol, P, each T> where P: AnyObject {}").type("Builder")
        XCTAssertEqual(type.genericParameters, ["V", "P", "T"])
    }

    func testInheritanceKeepsGenericArguments() {
        let facts = extractFacts(#"""
        final class LoginBuilder: MFRVIPERBuilder<LoginVC, LoginPresenter, Login.Interactor>, Buildable {}
        """#)
        XCTAssertEqual(facts.type("LoginBuilder").inheritance.map(\.description),
                       ["MFRVIPERBuilder<LoginVC, LoginPresenter, Login.Interactor>", "Buildable"])
    }

    func testGenericBaseClassArgumentsNestAndMentionEachName() {
        let facts = extractFacts("class Screen: BaseViewController<Presenter<[ItemEntity]>> {}")
        XCTAssertEqual(facts.type("Screen").inheritance.map(\.description), ["BaseViewController<Presenter<[ItemEntity]>>"])
        assertLines(facts.allMentions.map(\.summary), [
            "BaseViewController inheritance in - @1:15",
            "Presenter inheritance in - @1:34",
            "ItemEntity inheritance in - @1:45",
        ])
    }

    func testAttributesAndModifiersDoNotHideTheType() {
        let facts = extractFacts(#"""
        @MainActor @objc(LoginPresenter) public final class LoginPresenter {}
        """#)
        XCTAssertEqual(facts.type("LoginPresenter").position, Position(line: 1, column: 53))
    }

    func testClassBoundProtocols() {
        let facts = extractFacts(#"""
        protocol A: AnyObject {}
        protocol B: class {}
        protocol C: Equatable {}
        """#)
        XCTAssertEqual(facts.types.map(\.isClassBound), [true, true, false])
        XCTAssertEqual(facts.type("B").inheritance.map(\.name), ["class"])
    }

    /// Only classes can adopt an `@objc` protocol or one requiring `Self: AnyObject`; another
    /// attribute binds nothing, and `@objc` on a class is no constraint.
    func testObjCAndWhereSelfProtocolsAreClassBound() {
        let facts = extractFacts(#"""
        @objc protocol D { func done() }
        @objc(EProtocol) public protocol E {}
        protocol F where Self: AnyObject {}
        @available(iOS 13, *) protocol G {}
        @objc final class H: NSObject {}
        """#)
        XCTAssertEqual(facts.types.map(\.isClassBound), [true, true, true, false, false])
        XCTAssertEqual(facts.type("D").selfConstraints, ["AnyObject"])
        XCTAssertEqual(facts.type("H").selfConstraints, [])
        XCTAssertEqual(facts.type("D").inheritance, [])
    }

    func testProtocolAssociatedTypesWithConstraintsAndDefaults() {
        let facts = extractFacts(#"""
        protocol PresenterProtocol: AnyObject {
            associatedtype View: ViewProtocol
            associatedtype Output: AnyObject, Sendable = DefaultOutput
            var view: View? { get set }
        }
        """#)
        let type = facts.type("PresenterProtocol")
        XCTAssertEqual(type.typealiases.map(\.summary),
                       ["associatedtype View: ViewProtocol", "associatedtype Output: AnyObject , Sendable = DefaultOutput"])
        XCTAssertEqual(type.properties.map(\.summary), ["view: View? {requirement} @4:9"])
    }

    func testTypealiasesInTypesAndAtFileLevel() {
        let facts = extractFacts(#"""
        typealias Completion = (Result<[UserEntity], Error>) -> Void
        final class CartPresenter: MFRPresenterVIPER {
            typealias Entity = CartEntity
        }
        """#)
        XCTAssertEqual(facts.typealiases.map(\.summary), ["typealias Completion = (Result<[UserEntity], Error>) -> Void"])
        XCTAssertEqual(facts.type("CartPresenter").typealiases.map(\.summary), ["typealias Entity = CartEntity"])
        XCTAssertEqual(facts.type("CartPresenter").body.mentions.map(\.summary).last, "CartEntity typealiasTarget in - @3:24")
    }

    func testActorAsAVariableNameIsNotADeclaration() {
        let facts = extractFacts(#"""
        func f() {
            let actor = makeActor()
            actor.run()
        }
        """#)
        XCTAssertEqual(facts.types.count, 0)
        XCTAssertEqual(facts.topLevel.calls.map(\.summary), ["makeActor() in f @2:17", "actor.run() in f @3:11"])
    }
}
