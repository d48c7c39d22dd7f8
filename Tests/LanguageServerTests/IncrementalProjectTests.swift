import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// The incremental engine against the whole-project computation: after random edits (lines
/// deleted and duplicated, references made strong, types renamed into other modules, new
/// declarations, files added and deleted), the stored findings equal a full recomputation.
final class IncrementalProjectTests: XCTestCase {
    /// A project of independent modules (as large apps are), with a shared base class in `Common/`
    /// used by some of them, so that most edits touch a small related set.
    static func writeModularApp(into folder: TemporaryFolder, modules: Int) throws {
        try folder.write("Common/BaseRouter.swift", """
        import UIKit

        class BaseRouter {
            weak var viewController: UIViewController?
        }

        """)
        for n in 0..<modules {
            let name = ["Login", "Cart", "Feed", "Chat"][n % 4] + "\(n)"
            let router = n % 3 == 0 ? "\(name)Router: BaseRouter" : "\(name)Router"
            try folder.write("Modules/\(name)/\(name)Protocols.swift", """
            import UIKit

            protocol \(name)ViewInput: AnyObject {
                func show(_ text: String)
            }

            protocol \(name)InteractorOutput: AnyObject {
                func didLoad(_ items: [\(name)Entity])
            }

            """)
            try folder.write("Modules/\(name)/\(name)ViewController.swift", """
            import UIKit

            final class \(name)ViewController: UIViewController, \(name)ViewInput {
                var presenter: \(name)Presenter?
                func show(_ text: String) {
                    \(n % 5 == 1 ? "navigationController?.pushViewController(UIViewController(), animated: true)" : "print(text)")
                }
            }

            """)
            try folder.write("Modules/\(name)/\(name)Presenter.swift", """
            import Foundation

            final class \(name)Presenter: \(name)InteractorOutput {
                \(n % 4 == 2 ? "var" : "weak var") view: \(name)ViewInput?
                var interactor: \(name)Interactor?
                var router: \(name)Router?
                func didLoad(_ items: [\(name)Entity]) {
                    view?.show("\\(items.count) ✓")
                }
            }

            """)
            try folder.write("Modules/\(name)/\(name)Interactor.swift", """
            import Foundation

            final class \(name)Interactor {
                \(n % 6 == 3 ? "var" : "weak var") output: \(name)InteractorOutput?
                func load() { output?.didLoad([\(name)Entity(id: 1)]) }
            }

            struct \(name)Entity {
                let id: Int
            }

            """)
            try folder.write("Modules/\(name)/\(name)Router.swift", """
            import UIKit

            final class \(router) {
                func close() {}
            }

            """)
            if n % 7 != 4 {
                try folder.write("Modules/\(name)/\(name)Builder.swift", """
                import UIKit

                enum \(name)Builder {
                    static func build() -> UIViewController {
                        let view = \(name)ViewController()
                        let presenter = \(name)Presenter()
                        let interactor = \(name)Interactor()
                        view.presenter = presenter
                        presenter.view = view
                        presenter.interactor = interactor
                        presenter.router = \(name)Router()
                        interactor.output = presenter
                        return view
                    }
                }

                """)
            }
        }
    }

    /// Random edits, each followed by an update that must equal the whole-project computation.
    private func fuzz(root: String, seed: UInt64, steps: Int, file: StaticString = #filePath, line: UInt = #line) throws -> (partial: Int, total: Int) {
        let project = IncrementalProject(root: root, options: ProjectOptions(jobs: 2))
        XCTAssertEqual(project.verify(), [], "after load", file: file, line: line)
        var random = SplitMix64(state: seed)
        var texts: [String: String] = [:]
        var paths = project.findingsByFile.map(\.file).sorted()
        XCTAssertFalse(paths.isEmpty, file: file, line: line)
        var partial = 0
        let names = Set(paths.map { String(PathText.lastComponent($0).dropLast(6)) }).sorted()
        for step in 0..<steps {
            let path = paths[Int(random.next() % UInt64(paths.count))]
            var text = texts[path] ?? ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
            var lines = text.components(separatedBy: "\n")
            let what = random.next() % 12
            var description = ""
            switch what {
            case 0 where lines.count > 1:
                let index = Int(random.next() % UInt64(lines.count))
                description = "delete line \(index + 1)"
                lines.remove(at: index)
                text = lines.joined(separator: "\n")
            case 1:
                let index = Int(random.next() % UInt64(lines.count))
                description = "duplicate line \(index + 1)"
                lines.insert(lines[index], at: index)
                text = lines.joined(separator: "\n")
            case 2:
                description = "weak ↔ strong"
                text = text.contains("weak var") ? text.replacingOccurrences(of: "weak var", with: "var")
                    : text.replacingOccurrences(of: "    var ", with: "    weak var ")
            case 3 where step % 2 == 0:
                // A name from another file: modules get mixed up (related sets merge).
                let other = names[Int(random.next() % UInt64(names.count))]
                let own = String(PathText.lastComponent(path).dropLast(6))
                description = "rename \(own) → \(other)"
                text = text.replacingOccurrences(of: own, with: other)
            case 4:
                description = "new declarations"
                text += "\nfinal class Extra\(step)Presenter {\n    var view: \(names[Int(random.next() % UInt64(names.count))])?\n}\n"
                if step % 3 == 0 { text += "extension UIViewController: \(names[Int(random.next() % UInt64(names.count))]) {}\n" }
            case 5:
                description = "a non-ASCII comment on top"
                text = "// ✓ Ünïcödé 🎉 \(step)\n" + text
            case 6 where paths.count > 3:
                description = "delete the file"
                try FileManager.default.removeItem(atPath: path)
                texts[path] = nil
                project.closeFile(path)
                project.diskChanged([path])
                paths.removeAll { $0 == path }
                let changes = project.update()
                XCTAssertTrue(changes.removed.contains(path), file: file, line: line)
                XCTAssertEqual(project.verify(), [], "step \(step): \(description) \(path)", file: file, line: line)
                if !project.lastUpdate.wholeProject { partial += 1 }
                continue
            case 7:
                let copy = PathText.parent(path) + "/Copy\(step).swift"
                description = "a new file on disk"
                try Data(text.utf8).write(to: URL(fileURLWithPath: copy))
                project.diskChanged([copy])
                paths.append(copy)
                _ = project.update()
                XCTAssertEqual(project.verify(), [], "step \(step): \(description) \(copy)", file: file, line: line)
                if !project.lastUpdate.wholeProject { partial += 1 }
                continue
            case 8:
                description = "the disk's text again"
                texts[path] = nil
                project.closeFile(path)
                _ = project.update()
                XCTAssertEqual(project.verify(), [], "step \(step): \(description) \(path)", file: file, line: line)
                if !project.lastUpdate.wholeProject { partial += 1 }
                continue
            default:
                description = "a body edit"
                text = text.replacingOccurrences(of: "{\n", with: "{\n        let unused\(step) = 1\n", options: [], range: nil)
            }
            texts[path] = text
            project.setText(Array(text.utf8), ofFile: path)
            _ = project.update()
            XCTAssertEqual(project.verify(), [], "step \(step): \(description) in \(path)", file: file, line: line)
            if !project.lastUpdate.wholeProject { partial += 1 }
            if ProcessInfo.processInfo.environment["VIPER_LINT_TEST_TRACE"] == "1" {
                print("step \(step): \(description) in \(PathText.lastComponent(path)): \(project.lastUpdate)")
            }
        }
        return (partial, steps)
    }

    /// Modules written as a namespace enum and its extensions (`extension Map { final class
    /// Presenter }`) are grouped by the namespace; the server's updates on them must equal whole
    /// runs. (Its file relations take the same stems as the model, though here every file of a
    /// module also mentions the namespace, which relates them anyway.)
    func testRandomEditsOnNamespacedModulesMatchTheWholeProject() throws {
        let folder = try TemporaryFolder(self)
        for name in ["Map", "List", "Card"] {
            try folder.write("Modules/\(name)/\(name).Namespace.swift", "enum \(name) {}\n")
            try folder.write("Modules/\(name)/Presenter/\(name).Presenter.swift", """
                protocol \(name)ViewOutput: AnyObject { func viewDidLoad() }
                extension \(name) {
                    final class Presenter: \(name)ViewOutput {
                        var view: \(name)ViewInput?
                        var interactor: \(name)InteractorInput?
                        var router: \(name).Router?
                        func viewDidLoad() { view?.show(items: [Place]()) }
                    }
                }
                """)
            try folder.write("Modules/\(name)/View/\(name).View.swift", """
                protocol \(name)ViewInput: AnyObject { func show(items: [Place]) }
                extension \(name) {
                    final class View: UIViewController, \(name)ViewInput {
                        var output: \(name)ViewOutput?
                        func show(items: [Place]) {}
                    }
                }
                """)
            try folder.write("Modules/\(name)/Interactor/\(name).Interactor.swift", """
                protocol \(name)InteractorInput: AnyObject {}
                extension \(name) {
                    final class Interactor: \(name)InteractorInput {
                        var output: \(name)ViewOutput?
                        func load() -> [Place] { PlacesService().all() }
                    }
                }
                """)
            try folder.write("Modules/\(name)/Router/\(name).Router.swift", """
                extension \(name) {
                    final class Router {
                        var view: UIViewController?
                        func close() { view?.dismiss(animated: true) }
                    }
                }
                """)
        }
        try folder.write("Data/Models/Place.swift", "struct Place { let name: String }\n")
        try folder.write("Data/Services/PlacesService.swift", "final class PlacesService { func all() -> [Place] { [] } }\n")
        let project = IncrementalProject(root: folder.path, options: ProjectOptions(jobs: 2))
        XCTAssertEqual(project.verify(), [])
        XCTAssertTrue(project.model(around: folder.path + "/Modules/Map/Presenter/Map.Presenter.swift").modules.map(\.name).contains("Map"))
        _ = try fuzz(root: folder.path, seed: 11, steps: 40)
    }

    func testRandomEditsOnAModularAppMatchTheWholeProject() throws {
        let folder = try TemporaryFolder(self)
        try Self.writeModularApp(into: folder, modules: 16)
        let result = try fuzz(root: folder.path, seed: 7, steps: 100)
        // Many edits stay inside one module's related files (renames across modules and
        // `extension UIViewController: ...` relate more and more of the app as the run goes on).
        XCTAssertGreaterThan(result.partial, result.total / 4, "\(result)")
    }

    func testRandomEditsOnEveryFixtureMatchTheWholeProject() throws {
        for (index, name) in ["WireframeStyle", "MFRStyle", "ObjcIOStyle", "ListenerStyle", "RamblerStyle", "InfinumStyle", "MVVMApp"].enumerated() {
            let folder = try TemporaryFolder(self)
            let root = folder.path + "/" + name
            try FileManager.default.copyItem(atPath: fixturesPath + "/" + name, toPath: root)
            _ = try fuzz(root: root, seed: UInt64(100 + index), steps: 40)
        }
    }

    func testAnEditInsideOneModuleRecomputesOnlyItsFiles() throws {
        let folder = try TemporaryFolder(self)
        try Self.writeModularApp(into: folder, modules: 40)
        let project = IncrementalProject(root: folder.path, options: ProjectOptions(jobs: 2))
        let presenter = folder.path + "/Modules/Cart1/Cart1Presenter.swift"
        let before = project.findings(ofFile: presenter) ?? []
        var text = try String(contentsOfFile: presenter, encoding: .utf8)
        text = text.replacingOccurrences(of: "weak var view", with: "var view")
        project.setText(Array(text.utf8), ofFile: presenter)
        let changes = project.update()
        XCTAssertFalse(project.lastUpdate.wholeProject, project.lastUpdate.reason)
        XCTAssertLessThanOrEqual(project.lastUpdate.recomputedFiles, 8)
        XCTAssertEqual(changes.files, [presenter])
        XCTAssertEqual((project.findings(ofFile: presenter) ?? []).count, before.count + 1)
        XCTAssertEqual(project.verify(), [])
        XCTAssertTrue(project.lastUpdate.withinModel, "toggling weak changes nothing the model reads")

        // A new stored property changes what the model reads: the related files are rebuilt.
        text = text.replacingOccurrences(of: "    var router", with: "    var note: Cart1Note?\n    var router")
        project.setText(Array(text.utf8), ofFile: presenter)
        _ = project.update()
        XCTAssertFalse(project.lastUpdate.withinModel)
        XCTAssertFalse(project.lastUpdate.wholeProject, project.lastUpdate.reason)
        XCTAssertLessThanOrEqual(project.lastUpdate.recomputedFiles, 8)
        XCTAssertEqual(project.verify(), [])
    }

    /// A composition root wiring two modules is judged against the folder holding every module's
    /// presenter: a model of the related files alone would see a deeper folder. The update must
    /// notice and recompute the whole project.
    func testAModulesFolderThatOnlyTheWholeProjectKnowsForcesAWholeUpdate() throws {
        let folder = try TemporaryFolder(self)
        for (place, name) in [("Features/Home", "Home"), ("Features/Cart", "Cart"), ("Other/Settings", "Settings")] {
            try folder.write("\(place)/\(name)Presenter.swift", """
            protocol \(name)ViewInput: AnyObject {}

            final class \(name)Presenter {
                weak var view: \(name)ViewInput?
                var interactor: \(name)Interactor?
            }

            final class \(name)Interactor {
                weak var output: \(name)Presenter?
            }

            """)
            try folder.write("\(place)/\(name)ViewController.swift", """
            import UIKit

            final class \(name)ViewController: UIViewController, \(name)ViewInput {
                var presenter: \(name)Presenter?
            }

            """)
        }
        try folder.write("Other/Settings/SettingsBuilder.swift", """
        enum SettingsBuilder {
            static func build() -> SettingsViewController {
                let view = SettingsViewController()
                view.presenter = SettingsPresenter()
                return view
            }
        }

        """)
        try folder.write("Features/Root/ScreenBuilder.swift", """
        import UIKit

        enum ScreenBuilder {
            static func home() -> UIViewController {
                let view = HomeViewController()
                view.presenter = HomePresenter()
                return view
            }
            static func cart() -> UIViewController {
                let view = CartViewController()
                view.presenter = CartPresenter()
                return view
            }
        }

        """)
        let project = IncrementalProject(root: folder.path, options: ProjectOptions(jobs: 1, wholeProjectShare: 0.9))
        XCTAssertEqual(project.verify(), [])
        let presenter = folder.path + "/Features/Home/HomePresenter.swift"
        var text = try String(contentsOfFile: presenter, encoding: .utf8)
        // (A new property: an edit the model reads, which the held model cannot take.)
        text = text.replacingOccurrences(of: "weak var view", with: "var note: Note?\n    var view")
        project.setText(Array(text.utf8), ofFile: presenter)
        _ = project.update()
        XCTAssertTrue(project.lastUpdate.wholeProject)
        XCTAssertTrue(project.lastUpdate.reason.contains("several modules"), project.lastUpdate.reason)
        XCTAssertEqual(project.verify(), [])

        // Without the type wiring two modules, the related files suffice.
        let settings = folder.path + "/Other/Settings/SettingsPresenter.swift"
        project.setText(Array((try String(contentsOfFile: settings, encoding: .utf8)).replacingOccurrences(of: "weak var view", with: "var note: Note?\n    var view").utf8), ofFile: settings)
        _ = project.update()
        XCTAssertFalse(project.lastUpdate.withinModel)
        XCTAssertFalse(project.lastUpdate.wholeProject, project.lastUpdate.reason)
        XCTAssertEqual(project.verify(), [])
    }

    /// A file in a module's folder that the module's files do not mention still counts for
    /// `navigation-in-router`'s module folders: the update widens to the whole project.
    func testAnUnrelatedFileInAModuleFolderForcesAWholeUpdate() throws {
        let folder = try TemporaryFolder(self)
        try Self.writeModularApp(into: folder, modules: 6)
        try folder.write("Modules/Cart1/Cells/PromoCell.swift", "import UIKit\n\nfinal class PromoCell: UITableViewCell {}\n")
        let project = IncrementalProject(root: folder.path, options: ProjectOptions(jobs: 1, wholeProjectShare: 0.9))
        let presenter = folder.path + "/Modules/Cart1/Cart1Presenter.swift"
        project.setText(Array((try String(contentsOfFile: presenter, encoding: .utf8)).replacingOccurrences(of: "weak var view", with: "var note: Note?\n    var view").utf8), ofFile: presenter)
        _ = project.update()
        XCTAssertTrue(project.lastUpdate.reason.contains("module folder"), project.lastUpdate.reason)
        XCTAssertEqual(project.verify(), [])
    }
}
