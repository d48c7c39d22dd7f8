import ViperLintCore

/// A place in a file as an editor needs it: the byte offset, the 1-based line and UTF-8 byte
/// column that findings use, and the 0-based UTF-16 offset in the line that the Language Server
/// Protocol calls `character` (its default position encoding).
public struct FixPosition: Hashable, Sendable, Codable {
    public var offset: Int
    public var line: Int
    public var column: Int
    public var utf16Character: Int

    public init(offset: Int, line: Int, column: Int, utf16Character: Int) {
        self.offset = offset
        self.line = line
        self.column = column
        self.utf16Character = utf16Character
    }
}

/// Replace the bytes `start.offset..<end.offset` of `file` with `replacement` (an insertion when
/// the range is empty). `file` is the path as the model and the findings name it.
public struct TextEdit: Hashable, Sendable, Codable {
    public var file: String
    public var start: FixPosition
    public var end: FixPosition
    public var replacement: String

    public init(file: String, start: FixPosition, end: FixPosition, replacement: String) {
        self.file = file
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// Byte ranges that share a byte, or insertions at the same offset with different text:
    /// applying both would depend on their order.
    public func conflicts(with other: TextEdit) -> Bool {
        guard file == other.file, self != other else { return false }
        if start.offset == end.offset && other.start.offset == other.end.offset { return start.offset == other.start.offset }
        if start.offset == end.offset { return start.offset > other.start.offset && start.offset < other.end.offset }
        if other.start.offset == other.end.offset { return other.start.offset > start.offset && other.start.offset < end.offset }
        return start.offset < other.end.offset && other.start.offset < end.offset
    }
}

/// The edits that fix one finding, with a title for a menu ("Make `view` weak ...").
public struct Fix: Hashable, Sendable {
    public var ruleId: String
    public var title: String
    /// The finding's location and symbol, so an editor can attach the fix to its diagnostic.
    public var location: SourceLocation
    public var symbol: String?
    /// Sorted by file and offset; may touch another file (the protocol made class-bound).
    public var edits: [TextEdit]

    public init(ruleId: String, title: String, location: SourceLocation, symbol: String?, edits: [TextEdit]) {
        self.ruleId = ruleId
        self.title = title
        self.location = location
        self.symbol = symbol
        self.edits = edits
    }

    /// The files the fix changes.
    public var files: [String] {
        var seen: Set<String> = []
        return edits.map(\.file).filter { seen.insert($0).inserted }
    }
}

/// What the planner says about one finding.
public enum FixOutcome: Hashable, Sendable {
    case fix(Fix)
    /// A finding of a fixable rule that no safe edit fixes; the reason says why, for the user.
    case notFixable(String)
    /// A finding of a rule that has no automatic fix.
    case noFixForRule
}

/// A finding left as it is, with the reason.
public struct UnfixedFinding: Hashable, Sendable {
    public var finding: Finding
    public var reason: String

    public init(finding: Finding, reason: String) {
        self.finding = finding
        self.reason = reason
    }
}

/// The fixes for a set of findings, none conflicting with another, and the findings of fixable
/// rules that got none.
public struct FixPlan: Sendable {
    public var fixes: [Fix]
    public var notFixable: [UnfixedFinding]

    public init(fixes: [Fix] = [], notFixable: [UnfixedFinding] = []) {
        self.fixes = fixes
        self.notFixable = notFixable
    }

    /// Every edit of every fix, each once (two fixes may make the same protocol class-bound).
    public var edits: [TextEdit] {
        var seen: Set<TextEdit> = []
        return fixes.flatMap(\.edits).filter { seen.insert($0).inserted }
    }
}
