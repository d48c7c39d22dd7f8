@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

/// Reports shared by the reporter tests: small, but with everything that breaks output formats.
enum ReporterFixtures {
    static let cafeFile = "Sources/Café Flow/Login Presenter.swift"
    static let profileFile = "Sources/Profile/ProfilePresenter.swift"

    /// Two files (one with a space and `é`), three findings given out of order, notes, a
    /// finding without module and symbol, and a message with quotes, `<`, `&`, newline, tab
    /// and an emoji.
    static let nasty = LintReport(
        findings: [
            Finding(
                ruleId: "weak-view-reference", severity: .error,
                message: "declare `view` as `weak var view: ProfileViewInput?`",
                location: SourceLocation(file: profileFile, line: 12, column: 5),
                module: "Profile", symbol: "ProfilePresenter.view",
                notes: [FindingNote(message: "view protocol declared here",
                                    location: SourceLocation(file: profileFile, line: 3, column: 10))]),
            Finding(
                ruleId: "navigation-in-router", severity: .error,
                message: "move 100% of `present(_:animated:)` to O'Brien's router, a,b: c",
                location: SourceLocation(file: cafeFile, line: 7, column: 9),
                module: "Café", symbol: "CaféPresenter.show"),
            Finding(
                ruleId: "entity-in-presenter", severity: .warning,
                message: "\"UserEntity\" crosses <presenter> & view\n\tuse a display struct 🚀",
                location: SourceLocation(file: cafeFile, line: 7, column: 9)),
        ],
        fileCount: 12, moduleCount: 3, durationMs: 1234)

    static let empty = LintReport(findings: [], fileCount: 0, moduleCount: 0, durationMs: 5)
}
