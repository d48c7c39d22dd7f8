import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
@testable import ViperLintEngine
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// The held model of an editor session: an edit that leaves the model's view of its file as it
/// was swaps the new facts into the model (`ProjectModel.replacingFacts`) instead of rebuilding
/// it, and the rules run only for the files that can read them (`lintScope`). Each shortcut is
/// checked against the slow path it replaces.
final class HeldModelTests: XCTestCase {
    static let fixtureApps = ["WireframeStyle", "MFRStyle", "ObjcIOStyle", "ListenerStyle", "RamblerStyle", "InfinumStyle", "MVVMApp"]

    /// Edits a user makes while typing, none of which adds a type, a name or a dependency.
    static var typingEdits: [(name: String, apply: (String) -> String)] { [
        ("a line on top", { "\n" + $0 }),
        ("a statement in a body", { insertInFirstFunction($0, "        let typed = 1\n") }),
        ("weak ↔ strong", { text in
            text.contains("weak var") ? text.replacingOccurrences(of: "weak var", with: "var")
                : text.replacingOccurrences(of: "    var ", with: "    weak var ")
        }),
        ("a half-typed type name in a body", { insertInFirstFunction($0, "        let partial: Strin\n") }),
        ("a navigation call in a body", { insertInFirstFunction($0, "        navigationController?.pushViewController(next, animated: true)\n") }),
        ("a string changed", { text in
            guard let quote = text.range(of: "\"") else { return text }
            return text.replacingCharacters(in: quote, with: "\"Q")
        }),
    ] }

    /// `line` typed at the start of the first function body.
    static func insertInFirstFunction(_ text: String, _ line: String) -> String {
        guard let function = text.range(of: "func "), let open = text.range(of: "{\n", range: function.upperBound..<text.endIndex) else { return text }
        return text.replacingCharacters(in: open, with: "{\n" + line)
    }

    private func facts(ofApp name: String) throws -> (root: String, files: [FileFacts]) {
        let root = fixturesPath + "/" + name
        let relative = swiftFiles(under: root)
        XCTAssertNil(relative.problem)
        let files = try relative.files.map { path in
            FactExtractor.extract(path: path, bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + path))))
        }
        return (root, files)
    }

    private func describe(_ model: ProjectModel) -> [String] {
        model.types.map { info in
            "\(info.name) \(info.kind) \(info.declaration.map { "\($0.file):\($0.position.line):\($0.position.column)" } ?? "-") "
                + "\(info.assignment.map { "\($0.role) \($0.evidence)" } ?? "-") \(info.module ?? "-") \(info.setAside.map { "\($0)" } ?? "-") "
                + info.pieces.map { "\($0.file)@\($0.decl.position.line):\($0.decl.position.column)" }.joined(separator: ",")
        }
    }

    func testASwappedModelEqualsTheRebuiltOneOnEveryFixture() throws {
        var swapped = 0
        var total = 0
        for app in Self.fixtureApps {
            let (root, files) = try facts(ofApp: app)
            let model = ProjectModel(files: files, jobs: 1)
            for (index, file) in files.enumerated() {
                let text = try String(contentsOfFile: root + "/" + file.path, encoding: .utf8)
                for edit in Self.typingEdits {
                    let edited = edit.apply(text)
                    guard edited != text else { continue }
                    total += 1
                    let newFacts = FactExtractor.extract(path: file.path, bytes: Array(edited.utf8))
                    guard let replaced = model.replacingFacts(newFacts) else { continue }
                    swapped += 1
                    var newFiles = files
                    newFiles[index] = newFacts
                    let rebuilt = ProjectModel(files: newFiles, jobs: 1)
                    let what = "\(app)/\(file.path): \(edit.name)"
                    XCTAssertEqual(replaced.files, rebuilt.files, what)
                    XCTAssertEqual(replaced.modules, rebuilt.modules, what)
                    assertLines(describe(replaced), describe(rebuilt))
                    XCTAssertEqual(replaced.fileTypealiases, rebuilt.fileTypealiases, what)
                    XCTAssertEqual(LintEngine(jobs: 1).run(replaced), LintEngine(jobs: 1).run(rebuilt), what)
                    XCTAssertTrue(replaced.derived === model.derived, "the copy keeps what the rules derived")
                }
            }
        }
        // Most typing leaves the model's view as it was (a navigation call names no type).
        XCTAssertGreaterThan(swapped, total * 3 / 4, "\(swapped) of \(total)")
        XCTAssertFalse(ProjectModel(files: [], jobs: 1).derived === ProjectModel(files: [], jobs: 1).derived)
    }

    func testAnEditTheModelReadsIsNotSwapped() throws {
        let source = """
        import UIKit

        protocol LoginViewInput: AnyObject {}

        final class LoginRouter {}

        final class LoginPresenter {
            weak var view: LoginViewInput?
            func start() {
                print("start")
            }
        }

        """
        let model = ProjectModel(files: [extractFacts(source, path: "Login/LoginPresenter.swift")], jobs: 1)
        let edits = [
            ("a stored property of another type", source.replacingOccurrences(of: "    func start", with: "    var router: LoginRouter?\n    func start")),
            ("an instantiation", source.replacingOccurrences(of: "print(\"start\")", with: "let router = LoginRouter()")),
            ("a project type in a body", source.replacingOccurrences(of: "print(\"start\")", with: "let router: LoginRouter? = nil")),
            ("a conformance", source.replacingOccurrences(of: "final class LoginPresenter {", with: "final class LoginPresenter: LoginViewOutput {")),
            ("a renamed type", source.replacingOccurrences(of: "LoginPresenter", with: "SignInPresenter")),
            ("an import", "import XCTest\n" + source),
            ("a new type", source + "struct LoginEntity {}\n"),
            ("a parameter type", source.replacingOccurrences(of: "func start()", with: "func start(with user: User)")),
        ]
        for (what, edited) in edits {
            XCTAssertNil(model.replacingFacts(extractFacts(edited, path: "Login/LoginPresenter.swift")), what)
        }
        XCTAssertNil(model.replacingFacts(extractFacts(source, path: "Other.swift")), "a file the model does not hold")
        let moved = try XCTUnwrap(model.replacingFacts(extractFacts("\n\n" + source.replacingOccurrences(of: "weak var", with: "var"),
                                                                    path: "Login/LoginPresenter.swift")))
        XCTAssertEqual(moved.types.first { $0.name == "LoginPresenter" }?.declaration?.position.line, 9)
        XCTAssertEqual(moved.types.first { $0.name == "LoginPresenter" }?.storedProperties.first?.property.ownership, .strong)
        // A name the project does not declare, typed into a body, changes nothing the model reads.
        XCTAssertNotNil(model.replacingFacts(extractFacts(source.replacingOccurrences(of: "print(\"start\")", with: "let partial: LoginRou? = nil"),
                                                          path: "Login/LoginPresenter.swift")))
    }

    /// Rules limited to a few files report exactly the whole run's findings in those files.
    func testLimitedRulesFindWhatTheWholeRunFindsInTheirFiles() throws {
        var random = SplitMix64(state: 11)
        for app in Self.fixtureApps {
            let (_, files) = try facts(ofApp: app)
            let model = ProjectModel(files: files, jobs: 1)
            let everything = LintEngine(jobs: 1).run(model)
            XCTAssertFalse(app != "MVVMApp" && everything.isEmpty, app)
            var scopes = files.map { Set([$0.path]) }
            for _ in 0..<10 { scopes.append(Set(files.filter { _ in random.next() % 3 == 0 }.map(\.path))) }
            for scope in scopes {
                var limited = model
                limited.limitFindings(to: scope)
                let found = LintEngine(jobs: 1).run(limited).filter { scope.contains($0.location.file) }
                XCTAssertEqual(found, everything.filter { scope.contains($0.location.file) }, "\(app): \(scope.sorted())")
            }
        }
    }

    /// Every presenter inherits a shared base class: before the held model, an edit in any
    /// presenter related it to every other one and rebuilt the whole project.
    private func writeHubApp(_ folder: TemporaryFolder, modules: Int) throws {
        try IncrementalProjectTests.writeModularApp(into: folder, modules: modules)
        try folder.write("Common/BasePresenter.swift", """
        import Foundation

        class BasePresenter {
            var isLoading = false
            func startLoading() {
                isLoading = true
            }
        }

        """)
        for n in 0..<modules {
            let name = ["Login", "Cart", "Feed", "Chat"][n % 4] + "\(n)"
            let path = folder.path + "/Modules/\(name)/\(name)Presenter.swift"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: "final class \(name)Presenter: ", with: "final class \(name)Presenter: BasePresenter, ")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    func testTypingInAPresenterOfAHubAppUsesTheHeldModel() throws {
        let folder = try TemporaryFolder(self)
        try writeHubApp(folder, modules: 24)
        let project = IncrementalProject(root: folder.path, options: ProjectOptions(jobs: 2))
        XCTAssertEqual(project.verify(), [])
        let presenter = folder.path + "/Modules/Cart1/Cart1Presenter.swift"
        var text = try String(contentsOfFile: presenter, encoding: .utf8)
        let before = project.findings(ofFile: presenter) ?? []
        for (step, edit) in Self.typingEdits.enumerated() {
            text = edit.apply(text)
            project.setText(Array(text.utf8), ofFile: presenter)
            _ = project.update()
            // (Equal facts, as for a changed string, need no update at all.)
            XCTAssertTrue(project.lastUpdate.withinModel || project.lastUpdate.recomputedFiles == 0, "\(edit.name): \(project.lastUpdate)")
            XCTAssertLessThan(project.lastUpdate.recomputedFiles, 16, "\(edit.name): \(project.lastUpdate)")
            XCTAssertEqual(project.verify(), [], "step \(step): \(edit.name)")
        }
        XCTAssertNotEqual(project.findings(ofFile: presenter) ?? [], before, "the edits changed the presenter's findings")

        // A change the model reads: rebuilt (the whole project: every presenter is related).
        text = text.replacingOccurrences(of: "    var router", with: "    var extra: Cart2Router?\n    var router")
        project.setText(Array(text.utf8), ofFile: presenter)
        _ = project.update()
        XCTAssertFalse(project.lastUpdate.withinModel)
        XCTAssertTrue(project.lastUpdate.wholeProject, project.lastUpdate.reason)
        XCTAssertEqual(project.verify(), [])

        // The base class itself: its subclasses are recomputed with it, from the held model.
        let base = folder.path + "/Common/BasePresenter.swift"
        let baseText = try String(contentsOfFile: base, encoding: .utf8)
        for edit in Self.typingEdits {
            project.setText(Array(edit.apply(baseText).utf8), ofFile: base)
            _ = project.update()
            XCTAssertTrue(project.lastUpdate.withinModel, "\(edit.name): \(project.lastUpdate)")
            XCTAssertEqual(project.verify(), [], "base class: \(edit.name)")
        }
        XCTAssertGreaterThanOrEqual(project.lastUpdate.recomputedFiles, 24, "every subclass's file")
    }

    /// After an update of the related files only, the whole model is built again in the
    /// background; the next typing edit uses it.
    func testTheHeldModelIsRebuiltAfterAPartialUpdate() throws {
        let folder = try TemporaryFolder(self)
        try IncrementalProjectTests.writeModularApp(into: folder, modules: 12)
        let presenter = folder.path + "/Modules/Cart1/Cart1Presenter.swift"
        let original = try String(contentsOfFile: presenter, encoding: .utf8)
        let newProperty = original.replacingOccurrences(of: "    var router", with: "    var note: Cart1Note?\n    var router")
        let typed = Self.insertInFirstFunction(newProperty, "        let typed = 1\n")
        for rebuilds in [true, false] {
            let project = IncrementalProject(root: folder.path, options: ProjectOptions(jobs: 2, rebuildsHeldModel: rebuilds))
            project.setText(Array(newProperty.utf8), ofFile: presenter)
            _ = project.update()
            XCTAssertFalse(project.lastUpdate.withinModel || project.lastUpdate.wholeProject, "\(project.lastUpdate)")
            XCTAssertEqual(project.waitForHeldModel(), rebuilds)
            project.setText(Array(typed.utf8), ofFile: presenter)
            _ = project.update()
            XCTAssertEqual(project.lastUpdate.withinModel, rebuilds, "\(project.lastUpdate)")
            XCTAssertEqual(project.verify(), [])
        }

        // A model whose facts changed while it was being built is not taken.
        let project = IncrementalProject(root: folder.path, options: ProjectOptions(jobs: 2))
        project.setText(Array(newProperty.utf8), ofFile: presenter)
        _ = project.update()
        project.setText(Array(original.utf8), ofFile: presenter)
        _ = project.update()
        XCTAssertFalse(project.lastUpdate.withinModel)
        XCTAssertFalse(project.waitForHeldModel(), "built for the facts before the second edit")
        XCTAssertEqual(project.verify(), [])
    }
}
