@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintReporters
@testable import ViperLintEngine
import ViperLintTestSupport

/// One file of a documentation example, with the `↓` marks already removed.
struct RuleExampleFile: Equatable {
    var path: String
    var text: String
}

/// One fenced ```swift block of a rule page: its files and where findings must land.
struct RuleExample {
    /// Line of the opening fence in the Markdown page, to name the example in failures.
    var pageLine: Int
    var files: [RuleExampleFile]
    /// One location per `↓`: the character after the mark, 1-based line and UTF-8 byte column.
    var marks: [SourceLocation]

    static let marker = "↓"
    static let fileDirective = "// file: "
    static let defaultFileName = "Example.swift"

    /// Splits a block into files at `// file: Name.swift` lines and records each `↓`.
    static func parse(_ block: [String], pageLine: Int) -> RuleExample {
        var files: [RuleExampleFile] = []
        var marks: [SourceLocation] = []
        var path = defaultFileName
        var lines: [String] = []
        func closeFile() {
            files.append(RuleExampleFile(path: path, text: lines.joined(separator: "\n") + "\n"))
            lines = []
        }
        for rawLine in block {
            if rawLine.hasPrefix(fileDirective) {
                // A leading directive names the first file instead of closing an empty `Example.swift`.
                if !(lines.isEmpty && files.isEmpty && path == defaultFileName) { closeFile() }
                path = String(rawLine.dropFirst(fileDirective.count)).trimmingSpaces()
                continue
            }
            var cleaned = ""
            var column = 1
            for scalar in rawLine.unicodeScalars {
                if String(scalar) == marker {
                    marks.append(SourceLocation(file: path, line: lines.count + 1, column: column))
                    continue
                }
                cleaned.unicodeScalars.append(scalar)
                column += String(scalar).utf8.count
            }
            lines.append(cleaned)
        }
        closeFile()
        return RuleExample(pageLine: pageLine, files: files, marks: marks)
    }
}

/// A `Rules/<rule-id>.md` page: what the tests check against the code and run as examples.
///
/// ```
/// # `rule-id`: Title
///
/// One-line summary (the first paragraph; `viper-lint rules` shows it).
///
/// What the rule checks ...
///
/// Default severity: **error**.
///
/// ## Why / ## Options (a table: | `name` | type | default | meaning |)
/// ## Triggering examples / ## Non-triggering examples (```swift blocks)
/// ```
struct RuleDocumentationPage {
    struct OptionRow: Equatable {
        var name: String
        /// As written in the table: `bool`, `string`, `string array`, `int`.
        var type: String
    }

    /// The text between the first pair of backticks in the `# ` title.
    var titleId: String?
    /// The first paragraph after the title, its lines joined by spaces.
    var summary: String?
    /// The word in `Default severity: **error**.`
    var defaultSeverity: String?
    /// The rows of the `## Options` table.
    var options: [OptionRow] = []
    var triggering: [RuleExample] = []
    var nonTriggering: [RuleExample] = []

    private enum Section { case other, options, triggering, nonTriggering }

    static func parse(_ markdown: String) -> RuleDocumentationPage {
        var page = RuleDocumentationPage(titleId: nil)
        var section = Section.other
        var block: [String]?
        var blockStart = 0
        var summaryLines: [String]?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (offset, line) in lines.enumerated() {
            if var open = block {
                if line.hasPrefix("```") {
                    let example = RuleExample.parse(open, pageLine: blockStart)
                    switch section {
                    case .triggering: page.triggering.append(example)
                    case .nonTriggering: page.nonTriggering.append(example)
                    case .other, .options: break
                    }
                    block = nil
                } else {
                    open.append(line)
                    block = open
                }
                continue
            }
            if var collected = summaryLines {
                if line.trimmingSpaces().isEmpty || line.hasPrefix("#") {
                    if !collected.isEmpty { page.summary = collected.joined(separator: " ") }
                    // A blank line before the paragraph keeps looking; a heading ends the search.
                    if !collected.isEmpty || line.hasPrefix("#") { summaryLines = nil }
                } else {
                    collected.append(line.trimmingSpaces())
                    summaryLines = collected
                    continue
                }
            }
            if line.hasPrefix("```swift") {
                block = []
                blockStart = offset + 1
            } else if line.hasPrefix("# "), page.titleId == nil {
                let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
                if pieces.count >= 3 { page.titleId = String(pieces[1]) }
                summaryLines = []
            } else if line.hasPrefix("## ") {
                let title = line.dropFirst(3).lowercased()
                if title.hasPrefix("triggering") {
                    section = .triggering
                } else if title.hasPrefix("non-triggering") {
                    section = .nonTriggering
                } else if title.hasPrefix("options") {
                    section = .options
                } else {
                    section = .other
                }
            } else if line.hasPrefix("Default severity: ") {
                let pieces = line.split(separator: "*", omittingEmptySubsequences: true)
                if pieces.count >= 2 { page.defaultSeverity = String(pieces[1]) }
            } else if section == .options, line.hasPrefix("| `") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
                if cells.count >= 3 {
                    page.options.append(OptionRow(name: cells[1].filter { $0 != "`" }, type: cells[2]))
                }
            }
        }
        if let collected = summaryLines, !collected.isEmpty { page.summary = collected.joined(separator: " ") }
        return page
    }
}

extension String {
    func trimmingSpaces() -> String {
        var result = Substring(self)
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " || result.last == "\r" { result = result.dropLast() }
        return String(result)
    }
}
