import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintReporters
@testable import ViperLintEngine
@testable import ViperLintCLI
import ViperLintTestSupport

/// What one in-process run of the command line produced.
struct CLIResult {
    var exit: ExitCode
    var out: String
    var err: String

    var outLines: [String] { out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    var errLines: [String] { err.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    /// Only the finding lines of text output (no `note:` lines).
    var findingLines: [String] { outLines.filter { !$0.contains(": note: ") } }
}

/// Runs `viper-lint ARGS` in `directory`, capturing both streams; `stdin` is what standard input holds.
/// `environment`: what the tool sees of the process environment; by default only a cache home
/// of the test process's own, so no test touches the user's real cache.
func runCLI(_ arguments: [String], in directory: String, stdin: String = "",
            environment: [String: String] = ["XDG_CACHE_HOME": testCacheHome]) -> CLIResult {
    let out = Captured()
    let err = Captured()
    var io = ToolIO(writeOut: { out.append($0) }, writeErr: { err.append($0) },
                    readStdin: { Array(stdin.utf8) }, currentDirectory: directory)
    io.environment = environment
    let code = ViperLintCommand.run(arguments, io: io)
    return CLIResult(exit: code, out: out.text, err: err.text)
}

/// One cache home per test process, under the temporary folder.
let testCacheHome = NSTemporaryDirectory() + "viper-lint-test-cache-\(ProcessInfo.processInfo.processIdentifier)"

/// A lock-guarded string, since the CLI may write from any thread.
final class Captured: Sendable {
    private let storage = Locked("")
    func append(_ text: String) { storage.withLock { $0 += text } }
    var text: String { storage.withLock { $0 } }
}

/// A small, complete Login module in the Rambler-like shape. With `strongView` its presenter
/// holds `var view: LoginViewInput?` strongly: exactly one weak-view-reference error at 2:5 of
/// Login/LoginPresenter.swift; otherwise the project is clean.
enum LoginProject {
    static let viewInput = """
    protocol LoginViewInput: AnyObject {
        func showError(_ text: String)
    }

    """

    static let viewController = """
    import UIKit

    final class LoginViewController: UIViewController, LoginViewInput {
        var presenter: LoginPresenter?
        func showError(_ text: String) {}
    }

    """

    static func presenter(viewDeclaration: String = "weak var view: LoginViewInput?") -> String {
        """
        final class LoginPresenter {
            \(viewDeclaration)
            var interactor: LoginInteractor?
            var router: LoginRouter?
        }

        """
    }

    static let strongPresenter = presenter(viewDeclaration: "var view: LoginViewInput?")

    static let interactor = """
    final class LoginInteractor {
        weak var output: LoginPresenter?
    }

    """

    static let router = """
    final class LoginRouter {
        weak var viewController: LoginViewController?
    }

    """

    static let builder = """
    enum LoginBuilder {
        static func build() -> LoginViewController {
            let view = LoginViewController()
            let presenter = LoginPresenter()
            let interactor = LoginInteractor()
            let router = LoginRouter()
            view.presenter = presenter
            presenter.view = view
            presenter.interactor = interactor
            presenter.router = router
            interactor.output = presenter
            router.viewController = view
            return view
        }
    }

    """

    /// Writes the module under `folder` (default: its name) inside `root`; `name` replaces
    /// "Login" in every type and file name, so several modules can live in one project.
    static func write(into root: TemporaryFolder, folder: String? = nil, name: String = "Login", strongView: Bool) throws {
        let folder = folder ?? name
        let files = [("ViewInput", viewInput), ("ViewController", viewController),
                     ("Presenter", strongView ? strongPresenter : presenter()), ("Interactor", interactor),
                     ("Router", router), ("Builder", builder)]
        for (suffix, text) in files {
            try root.write("\(folder)/\(name)\(suffix).swift", text.replacingOccurrences(of: "Login", with: name))
        }
    }

    static let strongViewMessage = "declare `view` as `weak var view: LoginViewInput?`; the view owns the presenter, "
        + "so a strong reference back is a retain cycle"
    /// The text line of the strong-view finding, for a module written under `folder`.
    static func strongViewLine(folder: String = "Login", line: Int = 2, severity: String = "error") -> String {
        "\(folder)/LoginPresenter.swift:\(line):9: \(severity): \(strongViewMessage) [weak-view-reference]"
    }
}

