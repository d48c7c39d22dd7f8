import ViperLintCore
/// Checkstyle XML (format version 4.3), read by Jenkins warnings-ng, Danger, reviewdog and
/// many CI dashboards. One `<file>` per path (sorted), one `<error>` per finding in output
/// order; `source` is `viper-lint.<rule-id>`. Notes have no place in the format and are left out.
public struct CheckstyleReporter: Reporter {
    public let name = "checkstyle"

    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (file, findings) in groupedByFile(report.orderedFindings) {
            out += "  <file name=\"\(XMLEscaping.attribute(file))\">\n"
            for finding in findings {
                out += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\""
                    + " severity=\"\(finding.severity.rawValue)\""
                    + " message=\"\(XMLEscaping.attribute(finding.message))\""
                    + " source=\"viper-lint.\(XMLEscaping.attribute(finding.ruleId))\"/>\n"
            }
            out += "  </file>\n"
        }
        if report.incomplete {
            // The run itself failed somewhere: one error per problem under a `viper-lint` entry.
            out += "  <file name=\"viper-lint\">\n"
            for problem in report.problems {
                out += "    <error line=\"0\" severity=\"error\" message=\"\(XMLEscaping.attribute(problem))\""
                    + " source=\"viper-lint.incomplete\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }
}

/// Consecutive runs of findings with the same file; input in output order gives sorted files.
package func groupedByFile(_ ordered: [Finding]) -> [(file: String, findings: [Finding])] {
    var groups: [(file: String, findings: [Finding])] = []
    for finding in ordered {
        if let last = groups.last, last.file == finding.location.file {
            groups[groups.count - 1].findings.append(finding)
        } else {
            groups.append((finding.location.file, [finding]))
        }
    }
    return groups
}
