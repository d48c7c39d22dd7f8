import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
import ViperLintTestSupport

/// An editor's run restores the roles and modules of an earlier run over the same facts
/// (`StoredAnalysis`): the restored model must be the one a build works out, through the stored
/// bytes, and a restore over other facts must be refused.
final class ModelStoredAnalysisTests: XCTestCase {
    private static func fixtureFacts(_ app: String) throws -> [FileFacts] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/" + app).path
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(paths.isEmpty, app)
        return try paths.map { path in
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            return FactExtractor.extract(path: path, bytes: Array(text.utf8))
        }
    }

    private static func stored(_ analysis: StoredAnalysis) throws -> StoredAnalysis {
        var writer = BinaryWriter()
        analysis.write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let read = try StoredAnalysis(from: &reader)
        XCTAssertEqual(reader.offset, writer.bytes.count)
        return read
    }

    func testRestoredModelsEqualBuiltOnesOnEveryFixtureApp() throws {
        var modules = 0, setAside = 0
        for app in ["InfinumStyle", "ListenerStyle", "MFRStyle", "MVVMApp", "ObjcIOStyle", "RamblerStyle", "WireframeStyle"] {
            let facts = try Self.fixtureFacts(app)
            let built = ProjectModel(files: facts, jobs: 1)
            let analysis = try Self.stored(built.storedAnalysis)
            XCTAssertEqual(analysis, built.storedAnalysis, app)
            let restored = try XCTUnwrap(ProjectModel(files: facts, vocabulary: .standard, vocabularyByFile: [:],
                                                      restoring: analysis, jobs: 1), app)
            XCTAssertEqual(restored.modules, built.modules, app)
            XCTAssertEqual(restored.testFiles, built.testFiles, app)
            XCTAssertEqual(restored.types.map(\.assignment), built.types.map(\.assignment), app)
            XCTAssertEqual(restored.types.map(\.module), built.types.map(\.module), app)
            XCTAssertEqual(restored.types.map(\.setAside), built.types.map(\.setAside), app)
            modules += built.modules.count
            setAside += built.types.filter { $0.setAside != nil }.count
        }
        // The fixtures exercise modules with wiring and types set aside, not only empty analyses.
        XCTAssertGreaterThan(modules, 20)
        XCTAssertGreaterThan(setAside, 0)
    }

    /// Every kind of evidence, set-aside verdict and wiring survives the stored bytes.
    func testEveryEvidenceKindSurvivesTheStoredForm() throws {
        let evidence: [RoleEvidence] = [
            .configured, .conformance(to: "A", protocolRole: nil), .conformance(to: "B", protocolRole: .viewProtocol),
            .conformanceToNamed(to: "C", protocolRole: .presenterProtocol), .inheritance(from: "D", inheritedRole: nil),
            .inheritance(from: "E", inheritedRole: .router), .wiring(by: "F"), .adoption(by: "G", implementerRole: .view),
            .refinedBy("H", role: .viewProtocol, alone: true), .refinedBy("I", role: .viewProtocol, alone: false),
            .nameSuffix("Presenter"), .folder("Login"), .configuredFolder("Screens"),
            .entityLocation(place: "folder Models/", usedBy: "LoginInteractor"), .entityAlias("Row"),
        ]
        let assignments = evidence.enumerated().map { RoleAssignment(role: Role.allCases[$0.offset % Role.allCases.count], evidence: $0.element) }
        let wiring = ModuleWiring(kind: .otherModulePart, creator: "HomeRouter", creatorRole: .router, creatorModule: "Home",
                                  created: "LoginPresenter", moduleCount: 1,
                                  site: SourceLocation(file: "Home/HomeRouter.swift", line: 12, column: 9), creators: ["HomeRouter"])
        let module = Module(name: "Login", parts: [ModulePart(role: .presenter, typeName: "LoginPresenter", file: "Login/LoginPresenter.swift",
                                                               line: 3, column: 7, evidence: .nameSuffix("Presenter"))],
                            assembledBy: nil, missing: [.builder, .router], wiredBy: wiring)
        let analysis = StoredAnalysis(
            typeNames: assignments.map { _ in "T" }, assignments: assignments + [],
            moduleNames: assignments.enumerated().map { $0.offset % 2 == 0 ? "Login" : nil },
            setAsides: assignments.enumerated().map { index, assignment in
                switch index % 4 {
                case 0: return nil
                case 1: return .unconnected(assignment)
                case 2: return .helper(assignment)
                default: return .singleton(assignment, instance: "T.shared")
                }
            },
            testFiles: ["Tests/LoginTests.swift"], modules: [module, Module(name: "Empty", parts: [], assembledBy: "builder B", missing: [])])
        XCTAssertEqual(try Self.stored(analysis), analysis)
    }

    /// Other facts merge into other types: the restore is refused, never applied by position.
    func testARestoreOverOtherTypesIsRefused() throws {
        let facts = try Self.fixtureFacts("RamblerStyle")
        let analysis = ProjectModel(files: facts, jobs: 1).storedAnalysis
        XCTAssertNil(ProjectModel(files: Array(facts.dropLast()), vocabulary: .standard, vocabularyByFile: [:],
                                  restoring: analysis, jobs: 1))
        var renamed = facts
        let index = try XCTUnwrap(renamed.firstIndex { !$0.types.isEmpty })
        renamed[index].types[0].name += "Renamed"
        XCTAssertNil(ProjectModel(files: renamed, vocabulary: .standard, vocabularyByFile: [:], restoring: analysis, jobs: 1))
    }

    /// Damaged bytes throw instead of restoring something.
    func testTruncatedBytesAreRejected() throws {
        let facts = try Self.fixtureFacts("WireframeStyle")
        var writer = BinaryWriter()
        ProjectModel(files: facts, jobs: 1).storedAnalysis.write(to: &writer)
        for cut in stride(from: 0, to: writer.bytes.count - 1, by: max(1, writer.bytes.count / 97)) {
            var reader = BinaryReader(Array(writer.bytes.prefix(cut)))
            XCTAssertThrowsError(try StoredAnalysis(from: &reader), "cut at \(cut)")
        }
    }
}
