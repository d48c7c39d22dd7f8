import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// Where something was declared.
public struct DeclarationSite: Codable, Hashable, Sendable {
    public var file: String
    public var position: Position
    public init(file: String, position: Position) {
        self.file = file
        self.position = position
    }
    public var location: SourceLocation { SourceLocation(file: file, line: position.line, column: position.column) }
}

/// One piece of a type: its main declaration or one of its extensions, with the file it is in.
/// The declaration sits in a shared box: the model and the rules copy pieces constantly
/// (`for piece in info.pieces`), and a bare `TypeDecl` copy retains a dozen arrays.
public struct TypePiece: Sendable {
    public let file: String
    @usableFromInline let storage: DeclarationBox

    public init(file: String, decl: TypeDecl) {
        self.file = file
        self.storage = DeclarationBox(decl)
    }

    /// Read in place (a borrow, not a copy), also from other modules.
    @inlinable public var decl: TypeDecl {
        _read { yield storage.decl }
    }
}

/// The immutable declaration a `TypePiece` points to.
@usableFromInline final class DeclarationBox: Sendable {
    @usableFromInline let decl: TypeDecl
    init(_ decl: TypeDecl) { self.decl = decl }
}

/// A type seen across the whole project: its declaration and every extension merged.
public struct TypeInfo: Sendable {
    public var name: String
    /// The declaration's kind; `.extension` when only extensions are in the project (UIKit types).
    public var kind: TypeKind
    /// The main declaration; nil for types declared outside the project.
    public var declaration: DeclarationSite?
    public var pieces: [TypePiece]
    public var assignment: RoleAssignment?
    public var module: String?
    /// A role by name or folder that the model did not keep as a part (see `separateWeakParts`).
    public var setAside: SetAside?

    /// The role rules judge: none for a type set aside (unconnected, or a helper), whose
    /// `assignment` still says what its name or folder suggested.
    /// Inlinable, like the other cheap questions below: rules in other modules ask them of
    /// `model.types[index]` for every type, and an opaque getter made each call copy the whole
    /// `TypeInfo` (a retain per field) to pass it.
    @inlinable public var role: Role? { setAside == nil ? assignment?.role : nil }
    @inlinable public var isProtocol: Bool { kind == .protocol }
    @inlinable public var isDeclaredHere: Bool { declaration != nil }
    @inlinable public var baseName: Substring {
        NameText.baseName(name)
    }

    /// The file of the main declaration, or of the first extension.
    @inlinable public var file: String { declaration?.file ?? pieces.first?.file ?? "" }

    public var inheritance: [TypeRef] { pieces.flatMap(\.decl.inheritance) }
    public var genericParameters: [String] { pieces.first { $0.decl.kind != .extension }?.decl.genericParameters ?? [] }

    public var isClassBound: Bool {
        pieces.contains { $0.decl.kind != .extension && $0.decl.isClassBound }
    }

    /// Stored properties with the file they are declared in.
    public var storedProperties: [(property: PropertyDecl, file: String)] {
        pieces.flatMap { piece in piece.decl.properties.filter(\.isStored).map { ($0, piece.file) } }
    }

    public var allProperties: [(property: PropertyDecl, file: String)] {
        pieces.flatMap { piece in piece.decl.properties.map { ($0, piece.file) } }
    }

    public var typealiases: [TypealiasDecl] { pieces.flatMap(\.decl.typealiases) }
    public var functions: [(function: FunctionDecl, file: String)] {
        pieces.flatMap { piece in piece.decl.functions.map { ($0, piece.file) } }
    }
    public var bodies: [(body: BodyFacts, file: String)] { pieces.map { ($0.decl.body, $0.file) } }
}
