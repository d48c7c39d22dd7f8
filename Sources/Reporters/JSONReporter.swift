import ViperLintCore
/// The machine-readable format for editors and scripts. Key names and order are part of the
/// product contract (README "JSON output"):
///
/// ```
/// {"version": 1,
///  "tool": {"name", "version"},
///  "summary": {"files", "modules", "findings", "errors", "warnings", "durationMs", ["incomplete"]},
///  "findings": [{"ruleId", "severity", "message", "file", "line", "column", "module", "symbol",
///                ["notes": [{"message", "file", "line", "column"}]]}]}
/// ```
/// `module` and `symbol` are `null` when unknown; `notes` appears only when a finding has
/// notes and `incomplete` only (as `true`) when the run was incomplete.
public struct JSONReporter: Reporter {
    public let name = "json"
    /// Bumped only on an incompatible change of the document's shape.
    public static let formatVersion = 1

    public init() {}

    public func render(_ report: LintReport) -> String {
        JSONWriter.serialize(document(report))
    }

    public func document(_ report: LintReport) -> JSONValue {
        var summary: [(key: String, value: JSONValue)] = [
            ("files", .int(report.fileCount)),
            ("modules", .int(report.moduleCount)),
            ("findings", .int(report.findings.count)),
            ("errors", .int(report.errorCount)),
            ("warnings", .int(report.warningCount)),
            ("durationMs", .int(report.durationMs)),
        ]
        if report.incomplete {
            summary.append(("incomplete", .bool(true)))
            summary.append(("problems", .array(report.problems.map { .string($0) })))
        }
        return .object([
            ("version", .int(Self.formatVersion)),
            ("tool", .object([
                ("name", .string("viper-lint")),
                ("version", .string(ViperLintVersion.current)),
            ])),
            ("summary", .object(summary)),
            ("findings", .array(report.orderedFindings.map(Self.findingObject))),
        ])
    }

    static func findingObject(_ finding: Finding) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(finding.ruleId)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.location.file)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("module", .optional(finding.module)),
            ("symbol", .optional(finding.symbol)),
        ]
        if !finding.notes.isEmpty {
            members.append(("notes", .array(finding.notes.map { note in
                .object([
                    ("message", .string(note.message)),
                    ("file", .string(note.location.file)),
                    ("line", .int(note.location.line)),
                    ("column", .int(note.location.column)),
                ])
            })))
        }
        return .object(members)
    }
}
