import ViperLintCore
import ViperLintModel

/// What a code-action provider is asked: the findings of one file that the editor's range
/// touches, and how to read the project around them.
public struct CodeActionRequest {
    /// The file as findings name it (relative to the project root), and its absolute path.
    public var file: String
    public var absolutePath: String
    /// The server's current findings on the requested lines (or those the client named).
    public var findings: [Finding]
    /// The model of the files related to `file` (built on demand: it costs a model build).
    public var model: () -> ProjectModel
    /// The current text of any project file, by the path findings use: the editor's unsaved text
    /// for open documents, else the disk's.
    public var source: (String) -> [UInt8]?
}

/// One replacement in one file, in bytes of the text `CodeActionRequest.source` returned.
public struct FileEdit: Hashable, Sendable {
    /// The file as findings name it.
    public var file: String
    public var byteRange: Range<Int>
    public var replacement: String

    public init(file: String, byteRange: Range<Int>, replacement: String) {
        self.file = file
        self.byteRange = byteRange
        self.replacement = replacement
    }
}

/// A quick fix: a title for the menu, the findings it fixes, and its edits (possibly in several
/// files, e.g. a protocol made class-bound next to the weak reference).
public struct CodeAction: Sendable {
    public var title: String
    public var fixes: [Finding]
    public var edits: [FileEdit]
    public var isPreferred: Bool

    public init(title: String, fixes: [Finding], edits: [FileEdit], isPreferred: Bool = true) {
        self.title = title
        self.fixes = fixes
        self.edits = edits
        self.isPreferred = isPreferred
    }
}

/// Where the server gets its quick fixes. The server advertises `codeActionProvider` only when
/// one is given; it converts byte ranges to the client's positions and answers
/// `textDocument/codeAction` with `quickfix` actions carrying a `WorkspaceEdit`.
public protocol CodeActionProvider: Sendable {
    func codeActions(for request: CodeActionRequest) -> [CodeAction]
}

/// A provider made of a closure.
public struct ClosureCodeActionProvider: CodeActionProvider {
    private let body: @Sendable (CodeActionRequest) -> [CodeAction]

    public init(_ body: @escaping @Sendable (CodeActionRequest) -> [CodeAction]) {
        self.body = body
    }

    public func codeActions(for request: CodeActionRequest) -> [CodeAction] { body(request) }
}
