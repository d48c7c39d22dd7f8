import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintEngine
@testable import ViperLintFixes
import ViperLintTestSupport

/// A small project in memory: files by path, fixed the way `viper-lint fix` does (every rule
/// runs; only the weak-reference rules have fixes).
struct FixProject {
    var files: [(path: String, text: String)]

    init(_ files: [(String, String)]) {
        self.files = files.map { (path: $0.0, text: $0.1) }
    }

    /// A presenter module around one declaration in the presenter (its view protocol is
    /// `LoginViewInput`, declared as `viewProtocol`).
    static func login(_ presenterBody: String, viewProtocol: String = "protocol LoginViewInput: AnyObject {\n    func show()\n}\n",
                      extra: [(String, String)] = []) -> FixProject {
        FixProject([
            ("Login/LoginViewInput.swift", viewProtocol),
            ("Login/LoginViewController.swift", """
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginPresenter!
                func show() {}
            }

            """),
            ("Login/LoginPresenter.swift", """
            final class LoginPresenter {
                \(presenterBody)
            }

            """),
        ] + extra)
    }

    var bytes: [String: [UInt8]] { Dictionary(uniqueKeysWithValues: files.map { ($0.path, Array($0.text.utf8)) }) }

    var model: ProjectModel { ProjectModel(files: files.map { FactExtractor.extract(path: $0.path, bytes: Array($0.text.utf8)) }) }

    static func lint(_ model: ProjectModel) -> [Finding] { LintEngine(jobs: 1).run(model) }

    func run() -> ProjectFixer.Result {
        let bytes = self.bytes
        return ProjectFixer(jobs: 1, lint: FixProject.lint).run(model) { bytes[$0] }
    }

    /// The text of `path` after fixing.
    func fixed(_ path: String = "Login/LoginPresenter.swift") -> String {
        let result = run()
        if let change = result.changes.first(where: { $0.file == path }) { return String(decoding: change.after, as: UTF8.self) }
        return files.first { $0.path == path }?.text ?? ""
    }

    /// The line of `path` after fixing that holds `needle` (trimmed).
    func fixedLine(containing needle: String, in path: String = "Login/LoginPresenter.swift") -> String? {
        fixed(path).split(separator: "\n").first { $0.contains(needle) }.map { String($0.drop { $0 == " " }) }
    }

    /// Reasons of the weak-reference findings that got no fix.
    var refusals: [String] { run().notFixable.map(\.reason) }
}
