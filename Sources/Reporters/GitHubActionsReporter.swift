import ViperLintCore
/// GitHub Actions workflow commands, which turn into annotations on the pull request diff:
/// `::error file=PATH,line=L,col=C,title=RULE-ID::MESSAGE` (`::warning` for warnings).
/// Notes are appended to the message as `note: path:line:column: message` lines.
///
/// Escaping follows the runner's own (actions/toolkit `command.ts`): in the message `%`, CR and
/// LF become `%25`, `%0D`, `%0A`; in property values `:` and `,` become `%3A`, `%2C` as well.
public struct GitHubActionsReporter: Reporter {
    public let name = "github"

    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = ""
        for finding in report.orderedFindings {
            let command = finding.severity == .error ? "error" : "warning"
            let properties = [
                "file=" + Self.escapedProperty(finding.location.file),
                "line=\(finding.location.line)",
                "col=\(finding.location.column)",
                "title=" + Self.escapedProperty(finding.ruleId),
            ].joined(separator: ",")
            var message = finding.message
            for note in finding.notes {
                message += "\nnote: \(note.location.file):\(note.location.line):\(note.location.column): \(note.message)"
            }
            out += "::\(command) \(properties)::\(Self.escapedData(message))\n"
        }
        for problem in report.problems {
            out += "::error title=viper-lint::\(Self.escapedData("incomplete run: " + problem))\n"
        }
        return out
    }

    static func escapedData(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    static func escapedProperty(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

package extension String {
    /// Replaces single scalars in one pass, so a replacement is never itself re-escaped.
    fileprivate func replacingAll(_ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
