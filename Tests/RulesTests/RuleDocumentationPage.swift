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
    /// From an `options: {...}` line before the block: the rule's settings as JSON, written as
    /// under `rules.<rule-id>` in `.viper-lint.json`. nil: the defaults.
    var options: String? = nil
    /// From `message: ...` lines before the block: the expected message of each finding, in the
    /// order of the `↓` marks (one line per mark, or none).
    var messages: [String] = []

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
/// ## Triggering examples / ## Non-triggering examples
///
/// options: `{"allowUnowned": true}`     (optional, before a block)
///
/// message: expected finding message    (optional, triggering only, one per ↓)
///
/// ```swift
/// ...
/// ```
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
    /// The blocks of the `## Fix` section, in pairs: code as written (its `↓` marks the findings)
    /// and the same code after `viper-lint fix`.
    var fixExamples: [RuleExample] = []
    /// Format mistakes: an `options:`/`message:` line no block follows, a repeated `options:`.
    var problems: [String] = []

    static let optionsPrefix = "options: "
    static let messagePrefix = "message: "

    private enum Section { case other, options, triggering, nonTriggering, fix }

    static func parse(_ markdown: String) -> RuleDocumentationPage {
        var page = RuleDocumentationPage(titleId: nil)
        var section = Section.other
        var block: [String]?
        var blockStart = 0
        var summaryLines: [String]?
        var pendingOptions: String?
        var pendingMessages: [String] = []
        var pendingLine = 0
        func dropPending(_ line: Int) {
            if pendingOptions != nil || !pendingMessages.isEmpty {
                page.problems.append("line \(pendingLine): `options:`/`message:` with no ```swift block after it (before line \(line))")
            }
            pendingOptions = nil
            pendingMessages = []
        }
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (offset, line) in lines.enumerated() {
            if var open = block {
                if line.hasPrefix("```") {
                    var example = RuleExample.parse(open, pageLine: blockStart)
                    example.options = pendingOptions
                    example.messages = pendingMessages
                    pendingOptions = nil
                    pendingMessages = []
                    switch section {
                    case .triggering: page.triggering.append(example)
                    case .nonTriggering: page.nonTriggering.append(example)
                    case .fix: page.fixExamples.append(example)
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
                dropPending(offset + 1)
                let title = line.dropFirst(3).lowercased()
                if title.hasPrefix("triggering") {
                    section = .triggering
                } else if title.hasPrefix("non-triggering") {
                    section = .nonTriggering
                } else if title.hasPrefix("options") {
                    section = .options
                } else if title == "fix" {
                    section = .fix
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
            } else if section == .triggering || section == .nonTriggering {
                if line.hasPrefix(optionsPrefix) {
                    if pendingOptions != nil { page.problems.append("line \(offset + 1): a second `options:` for one block") }
                    var json = String(line.dropFirst(optionsPrefix.count)).trimmingSpaces()
                    if json.count >= 2, json.hasPrefix("`"), json.hasSuffix("`") { json = String(json.dropFirst().dropLast()) }
                    pendingOptions = json
                    pendingLine = offset + 1
                } else if line.hasPrefix(messagePrefix) {
                    pendingMessages.append(String(line.dropFirst(messagePrefix.count)).trimmingSpaces())
                    pendingLine = offset + 1
                }
            }
        }
        if let collected = summaryLines, !collected.isEmpty { page.summary = collected.joined(separator: " ") }
        dropPending(lines.count)
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
