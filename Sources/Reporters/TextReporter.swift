import ViperLintCore
/// Xcode- and compiler-style lines, `path:line:column: error: message [rule-id]`, so editors
/// and CI logs turn them into links. Notes follow their finding as `note:` lines, which Xcode
/// attaches to the finding above.
///
/// One finding must stay one line: line breaks and other control characters in paths and
/// messages are written as Swift-style escapes (`\n`, `\r`, `\u{1B}`); tabs are kept.
public struct TextReporter: Reporter {
    public let name = "text"

    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = ""
        for finding in report.orderedFindings {
            for line in Self.lines(for: finding) {
                out += line + "\n"
            }
        }
        return out
    }

    /// The finding's line followed by one line per note, without newlines.
    public static func lines(for finding: Finding) -> [String] {
        let head = "\(position(finding.location)): \(finding.severity.rawValue): "
            + "\(singleLine(finding.message)) [\(singleLine(finding.ruleId))]"
        return [head] + finding.notes.map { note in
            "\(position(note.location)): note: \(singleLine(note.message))"
        }
    }

    /// The run's one-line summary for stderr:
    /// `3 findings (2 errors, 1 warning) in 120 files, 14 modules` or `No findings in 12 files, 3 modules`.
    public static func summaryLine(_ report: LintReport) -> String {
        let scope = "in \(counted(report.fileCount, "file")), \(counted(report.moduleCount, "module"))"
        guard !report.findings.isEmpty else { return "No findings \(scope)" }
        return "\(counted(report.findings.count, "finding")) "
            + "(\(counted(report.errorCount, "error")), \(counted(report.warningCount, "warning"))) \(scope)"
    }

    static func position(_ location: SourceLocation) -> String {
        "\(singleLine(location.file)):\(location.line):\(location.column)"
    }

    /// Escapes what would break a line-oriented consumer; everything printable stays as is.
    static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreaking) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where isLineBreaking(scalar):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 controls except tab, DEL, and the Unicode line/paragraph separators.
    private static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
            || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x85
    }
}
