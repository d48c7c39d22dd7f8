import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// Broken or adversarial projects: facts and model must complete, with results of the right shape
/// and bounded work (walk lengths, namesakes examined per lookup); speed is the benchmark's business.
final class ModelHostileInputTests: XCTestCase {
    /// `apps` copies of one module, each with its own `HomeViewOutput`: every conformance lookup
    /// meets `apps` namesakes.
    private func namesakeProtocolProject(apps: Int) -> [(String, String)] {
        (0..<apps).map { ("App\($0)/Home/HomePresenter.swift", "protocol HomeViewOutput: AnyObject {}\nfinal class HomePresenter: HomeViewOutput {}") }
    }

    /// Lookups among namesakes look at a bounded few (64) each, so the work grows with the number
    /// of lookups, not with lookups times namesakes: about 4 lookups per app here.
    private func assertNamesakeLookupsAreBounded(apps: Int, file: StaticString = #filePath, line: UInt = #line) {
        let model = buildModel(namesakeProtocolProject(apps: apps))
        XCTAssertEqual(model.modules.count, apps, file: file, line: line)
        XCTAssertTrue(model.modules.allSatisfy { $0.partSummary == ["presenter HomePresenter", "presenter-protocol HomeViewOutput"] },
                      file: file, line: line)
        XCTAssertGreaterThan(model.namesakeWork.value, 0, "the lookups never met the namesakes", file: file, line: line)
        XCTAssertLessThanOrEqual(model.namesakeWork.value, 64 * 8 * apps, "namesake lookups are not bounded", file: file, line: line)
    }

    func testLookupsAmongFiveHundredNamesakesExamineABoundedFewEach() {
        assertNamesakeLookupsAreBounded(apps: 500)
    }

    private func assertClassInheritanceCycleCompletes(count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let source = (0..<count).map { "class C\($0): C\(($0 + 1) % count) {}" }.joined(separator: "\n")
        let model = buildModel([("Loop/Loop.swift", source)])
        XCTAssertEqual(model.types.count, count, file: file, line: line)
        XCTAssertEqual(model.modules.count, 0, file: file, line: line)
        let index = try XCTUnwrap(model.index(of: "C0"), file: file, line: line)
        // Walks are bounded: never the whole cycle, never the type itself.
        XCTAssertEqual(model.superclasses(of: index).count, 64, file: file, line: line)
        XCTAssertEqual(model.supertypes(of: index).count, 128, file: file, line: line)
        XCTAssertFalse(model.supertypes(of: index).contains { $0.name == "C0" }, file: file, line: line)
    }

    private func assertPresenterCycleCompletesWithOneModulePerPresenter(count: Int, file: StaticString = #filePath, line: UInt = #line) {
        let source = (0..<count).map { "class P\($0)Presenter: P\(($0 + 1) % count)Presenter { weak var view: P\($0)ViewInput? }\nprotocol P\($0)ViewInput: AnyObject {}" }
            .joined(separator: "\n")
        let model = buildModel([("Loop/Loop.swift", source)])
        XCTAssertEqual(model.modules.count, count, file: file, line: line)
        XCTAssertEqual(model.module(named: "P0")?.partSummary, ["presenter P0Presenter", "view-protocol P0ViewInput"], file: file, line: line)
    }

    /// Longer than every walk bound (64 superclasses, 128 supertypes), quick enough for every run.
    func testFiveHundredClassInheritanceCycleCompletes() throws {
        try assertClassInheritanceCycleCompletes(count: 500)
    }

    func testFiveHundredPresenterCycleCompletesWithOneModulePerPresenter() {
        assertPresenterCycleCompletesWithOneModulePerPresenter(count: 500)
    }

    func testFiveThousandClassInheritanceCycleCompletes() throws {
        try skipUnlessStress()
        try assertClassInheritanceCycleCompletes(count: 5_000)
    }

    func testFiveThousandPresenterCycleCompletesWithOneModulePerPresenter() throws {
        try skipUnlessStress()
        assertPresenterCycleCompletesWithOneModulePerPresenter(count: 5_000)
    }

    func testTwentyThousandNamesakesComplete() throws {
        try skipUnlessStress()
        let count = 20_000
        let files = (0..<count).map { ("App\($0)/Home/HomePresenter.swift", "final class HomePresenter: HomeViewOutput {}") }
            + [("Shared/HomeContract.swift", "protocol HomeViewOutput: AnyObject {}")]
        let model = buildModel(files)
        XCTAssertEqual(model.types.filter { $0.name == "HomePresenter" }.count, count)
        XCTAssertEqual(model.roleSummary("HomeViewOutput"), "presenter-protocol: name ends with ViewOutput")
        XCTAssertTrue(model.types.filter { $0.name == "HomePresenter" }.allSatisfy {
            $0.assignment == RoleAssignment(role: .presenter, evidence: .conformanceToNamed(to: "HomeViewOutput", protocolRole: .presenterProtocol))
        })
        // Every namesake is a module of its own, named by its app folder.
        XCTAssertEqual(model.modules.count, count)
        XCTAssertEqual(Set(model.modules.map(\.name)).count, count)
        XCTAssertTrue(model.modules.allSatisfy { $0.name.hasPrefix("Home (App") && $0.parts.count == 1 })
    }

    func testTwentyThousandUnclosedClassesComplete() throws {
        try skipUnlessStress()
        let source = String(repeating: "class A {\n", count: 20_000)
        let facts = FactExtractor.extract(path: "Broken/A.swift", bytes: Array(source.utf8))
        let model = ProjectModel(files: [facts])
        XCTAssertEqual(model.types.count, facts.types.count)
        XCTAssertFalse(model.types.isEmpty)
        XCTAssertTrue(model.types.allSatisfy { $0.assignment == nil })
        XCTAssertEqual(model.modules.count, 0)
    }

    func testTwentyThousandClosedNamesakeClassesInOneFileComplete() throws {
        try skipUnlessStress()
        let source = String(repeating: "class APresenter { weak var view: AViewInput? }\n", count: 20_000) + "protocol AViewInput: AnyObject {}\n"
        let model = buildModel([("Dup/APresenter.swift", source)])
        XCTAssertEqual(model.types.count, 20_001)
        XCTAssertEqual(model.modules.map(\.name), ["A"])
        XCTAssertEqual(model.modules.first?.parts.count, 20_001)
    }

    func testLookupsAmongTwentyThousandNamesakesExamineABoundedFewEach() throws {
        try skipUnlessStress()
        assertNamesakeLookupsAreBounded(apps: 20_000)
    }

    func testDeepTypealiasFanOutCompletes() throws {
        // 9 levels of 10-way aliases: 10^9 leaves if expanded naively.
        var lines: [String] = []
        for level in 0..<9 {
            lines.append("typealias T\(level) = (" + Array(repeating: "T\(level + 1)", count: 10).joined(separator: ", ") + ")")
        }
        lines.append("final class LoginPresenter { weak var view: T0? }")
        let model = buildModel([("Login/LoginPresenter.swift", lines.joined(separator: "\n"))])
        let index = try XCTUnwrap(model.index(of: "LoginPresenter"))
        XCTAssertEqual(model.resolve("T0", in: index), ["T8"])
    }
}
