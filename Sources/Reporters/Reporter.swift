import ViperLintCore
/// Renders one lint run as text in one output format. Reporters are pure functions of the
/// report: no file system, no clock, no environment, so the same report always gives the same
/// bytes (CI diffs and golden tests rely on that).
public protocol Reporter: Sendable {
    /// The `--format` name that selects this reporter.
    var name: String { get }
    /// The complete output for stdout, ending in a newline when non-empty.
    func render(_ report: LintReport) -> String
}

/// Maps `--format` names to reporters.
public enum ReporterRegistry {
    /// Every format name, in the order `--help` lists them.
    public static let names = ["text", "json", "sarif", "checkstyle", "junit", "github", "summary"]

    public static func reporter(named name: String) -> Reporter? {
        switch name {
        case "text": return TextReporter()
        case "json": return JSONReporter()
        case "sarif": return SARIFReporter()
        case "checkstyle": return CheckstyleReporter()
        case "junit": return JUnitReporter()
        case "github": return GitHubActionsReporter()
        case "summary": return SummaryReporter()
        default: return nil
        }
    }
}

package extension LintReport {
    /// Findings in the order the product promises: path, line, column, rule, message.
    var orderedFindings: [Finding] { findings.sorted(by: Finding.outputOrder) }
}

