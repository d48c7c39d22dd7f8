import ViperLintCore
import ViperLintConfig
import ViperLintRules
import ViperLintReporters

/// Findings as LSP `Diagnostic`s: a range on the offending symbol, severity, the rule id as
/// `code` with a link to its page, `source` "viper-lint", notes as `relatedInformation`.
struct DiagnosticBuilder {
    /// Texts of the files the diagnostics point into, read once per publishing round.
    var text: (String) -> [UInt8]?
    /// The URI to use for a file (an open document keeps the client's spelling).
    var uri: (String) -> String
    /// The absolute path of a path as findings name it.
    var absolutePath: (String) -> String
    var relatedInformation = true
    private var texts: [String: (bytes: [UInt8], lines: LineIndex)] = [:]

    init(text: @escaping (String) -> [UInt8]?, uri: @escaping (String) -> String, absolutePath: @escaping (String) -> String) {
        self.text = text
        self.uri = uri
        self.absolutePath = absolutePath
    }

    static func ruleURL(_ id: String) -> String? {
        guard RuleRegistry.rule(id: id) != nil else { return nil }
        return SARIFReporter.informationURI + "/blob/main/Rules/" + id + ".md"
    }

    private mutating func document(_ absolute: String) -> (bytes: [UInt8], lines: LineIndex) {
        if let known = texts[absolute] { return known }
        let bytes = text(absolute) ?? []
        let entry = (bytes, LineIndex(bytes))
        texts[absolute] = entry
        return entry
    }

    /// Forgets the texts read so far (they may change before the next round).
    mutating func reset() { texts = [:] }

    mutating func diagnostic(_ finding: Finding) -> JSONValue {
        let file = absolutePath(finding.location.file)
        var members: [(key: String, value: JSONValue)] = [
            ("range", range(at: finding.location, in: file)),
            ("severity", .int(finding.severity == .error ? 1 : 2)),
            ("code", .string(finding.ruleId)),
        ]
        if let href = Self.ruleURL(finding.ruleId) {
            members.append(("codeDescription", .object([("href", .string(href))])))
        }
        members.append(("source", .string("viper-lint")))
        members.append(("message", .string(finding.message)))
        if relatedInformation && !finding.notes.isEmpty {
            members.append(("relatedInformation", .array(finding.notes.map { note in
                let noteFile = absolutePath(note.location.file)
                return .object([
                    ("location", .object([("uri", .string(uri(noteFile))), ("range", range(at: note.location, in: noteFile))])),
                    ("message", .string(note.message)),
                ])
            })))
        }
        var data: [(key: String, value: JSONValue)] = []
        if let symbol = finding.symbol { data.append(("symbol", .string(symbol))) }
        if let module = finding.module { data.append(("module", .string(module))) }
        if !data.isEmpty { members.append(("data", .object(data))) }
        return .object(members)
    }

    /// A configuration problem, on the offending key or value.
    mutating func diagnostic(_ problem: ConfigurationProblem, file: String) -> JSONValue {
        let range: JSONValue
        if let line = problem.line {
            range = self.range(at: SourceLocation(file: file, line: line, column: problem.column ?? 1), in: file)
        } else {
            range = Self.range(LSPPosition(line: 0, character: 0), LSPPosition(line: 0, character: 0))
        }
        return .object([
            ("range", range), ("severity", .int(1)), ("code", .string("configuration")),
            ("source", .string("viper-lint")), ("message", .string(problem.message)),
        ])
    }

    /// The symbol at a finding's place: an identifier (backticks included), a JSON string, or
    /// one character.
    mutating func range(at location: SourceLocation, in absolute: String) -> JSONValue {
        let (bytes, lines) = document(absolute)
        let start = lines.offset(line: location.line, column: location.column, in: bytes)
        var end = start
        if start < bytes.count {
            let first = bytes[start]
            if first == UInt8(ascii: "`") || first == UInt8(ascii: "\"") {
                end = start + 1
                while end < bytes.count && bytes[end] != first && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
                if end < bytes.count && bytes[end] == first { end += 1 }
            } else {
                while end < bytes.count && Self.isIdentifierByte(bytes[end]) { end += 1 }
                if end == start && bytes[start] != 0x0A && bytes[start] != 0x0D {
                    end = start + LineIndex.scalarLength(bytes, at: start, end: bytes.count)
                }
            }
        }
        return Self.range(lines.position(ofOffset: start, in: bytes), lines.position(ofOffset: end, in: bytes))
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    static func position(_ position: LSPPosition) -> JSONValue {
        .object([("line", .int(position.line)), ("character", .int(position.character))])
    }

    static func range(_ start: LSPPosition, _ end: LSPPosition) -> JSONValue {
        .object([("start", position(start)), ("end", position(end))])
    }

    /// The LSP range of a byte range in a file.
    mutating func range(bytes range: Range<Int>, in absolute: String) -> JSONValue {
        let (bytes, lines) = document(absolute)
        return Self.range(lines.position(ofOffset: range.lowerBound, in: bytes), lines.position(ofOffset: range.upperBound, in: bytes))
    }

    /// The 0-based lines a finding's range covers (for matching a code-action request's range).
    mutating func line(of location: SourceLocation) -> Int { location.line - 1 }
}
