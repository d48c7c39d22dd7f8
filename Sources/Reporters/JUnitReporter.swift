import ViperLintCore
/// JUnit XML, which GitLab, Jenkins, Azure DevOps and CircleCI show as test results.
/// One `<testsuite name="viper-lint">`; one `<testcase>` per finding (classname: its file; name:
/// `line:column rule-id`), failed by a `<failure>` typed by rule id whose body is the finding's
/// text line(s), so CI dashboards count and list each finding on its own.
/// A run without findings has one passing test case, so CI still shows that the lint ran.
/// Findings are failures, not JUnit errors (those mean the test itself broke): `errors` is 0.
public struct JUnitReporter: Reporter {
    public let name = "junit"

    public init() {}

    public func render(_ report: LintReport) -> String {
        let findings = report.orderedFindings
        // An incomplete run is a test that broke: one `<error>` case listing the problems.
        let runErrors = report.incomplete ? 1 : 0
        let tests = max(1, findings.count + runErrors)
        let counts = "tests=\"\(tests)\" failures=\"\(report.findings.count)\" errors=\"\(runErrors)\""
            + " time=\"\(Self.seconds(report.durationMs))\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"viper-lint\" \(counts)>\n"
        out += "  <testsuite name=\"viper-lint\" \(counts)>\n"
        if report.incomplete {
            let body = report.problems.joined(separator: "\n")
            out += "    <testcase classname=\"viper-lint\" name=\"viper-lint run\">\n"
                + "      <error type=\"incomplete\" message=\"the run is incomplete: \(report.problems.count) problem(s)\">"
                + XMLEscaping.content(body) + "</error>\n    </testcase>\n"
        } else if findings.isEmpty {
            out += "    <testcase classname=\"viper-lint\" name=\"viper-lint\"/>\n"
        }
        for finding in findings {
            let name = "\(finding.location.line):\(finding.location.column) \(finding.ruleId)"
            out += "    <testcase classname=\"\(XMLEscaping.attribute(finding.location.file))\" name=\"\(XMLEscaping.attribute(name))\">\n"
            let body = TextReporter.lines(for: finding).joined(separator: "\n")
            out += "      <failure type=\"\(XMLEscaping.attribute(finding.ruleId))\""
                + " message=\"\(XMLEscaping.attribute(finding.message))\">"
                + XMLEscaping.content(body) + "</failure>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Milliseconds as `s.mmm` with integer arithmetic: no locale, no float rounding.
    static func seconds(_ milliseconds: Int) -> String {
        let ms = max(0, milliseconds)
        let fraction = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
