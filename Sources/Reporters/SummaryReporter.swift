import ViperLintCore
/// A table for people skimming a large run: which rules fire, how often, and where.
///
/// ```
/// RULE                 SEVERITY  COUNT  MODULES
/// weak-view-reference  error         2  Login, Profile
/// total                              2  in 2 modules
/// ```
/// Rows are sorted by count (highest first), then rule id, then severity. MODULES lists the
/// distinct module names (sorted), at most `moduleLimit` of them followed by `+N more`;
/// findings without a module are not named (`-` when none has one). The total line counts the distinct modules named.
/// An empty run prints the header and a zero total, so scripts see the same shape.
public struct SummaryReporter: Reporter {
    public let name = "summary"
    /// Keeps a row readable on a terminal when one rule fires across hundreds of modules.
    public static let moduleLimit = 5

    public init() {}

    package struct Row {
        var ruleId: String
        var severity: Severity
        var count: Int
        var modules: Set<String>
    }

    public func render(_ report: LintReport) -> String {
        var rowsByKey: [String: Row] = [:]
        for finding in report.findings {
            let key = finding.severity.rawValue + "\u{0}" + finding.ruleId
            var row = rowsByKey[key] ?? Row(ruleId: finding.ruleId, severity: finding.severity,
                                            count: 0, modules: [])
            row.count += 1
            if let module = finding.module { row.modules.insert(module) }
            rowsByKey[key] = row
        }
        let rows = rowsByKey.values.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
            return a.severity > b.severity
        }
        var table: [[String]] = [["RULE", "SEVERITY", "COUNT", "MODULES"]]
        for row in rows {
            table.append([TextReporter.singleLine(row.ruleId), row.severity.rawValue,
                          String(row.count), Self.moduleList(row.modules)])
        }
        let modulesWithFindings = Set(report.findings.compactMap(\.module)).count
        table.append(["total", "", String(report.findings.count),
                      "in " + counted(modulesWithFindings, "module")])
        return Self.layout(table)
    }

    static func moduleList(_ modules: Set<String>) -> String {
        let sorted = modules.map(TextReporter.singleLine).sorted()
        guard !sorted.isEmpty else { return "-" }
        guard sorted.count > moduleLimit else { return sorted.joined(separator: ", ") }
        return sorted.prefix(moduleLimit).joined(separator: ", ") + ", +\(sorted.count - moduleLimit) more"
    }

    /// Left-aligned columns, except COUNT (index 2) which is right-aligned; two spaces apart;
    /// no trailing spaces. Widths count Characters, which is right for everything but wide glyphs.
    static func layout(_ table: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: 4)
        for row in table {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        var out = ""
        for row in table {
            var cells: [String] = []
            for (column, cell) in row.enumerated() where column < widths.count {
                let fill = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(column == 2 ? fill + cell : cell + fill)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
