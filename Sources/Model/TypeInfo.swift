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
///
/// A value type over one shared, copy-on-write box. The model and the rules copy types all the
/// time (`for info in types`, `model.types[index]`: `Array`'s getter copies the element), and a
/// flat struct retained each of its seven reference-counted fields per copy, about 5 % of a cold
/// run. Now a copy is one retain; a mutation copies the box only when it is shared.
public struct TypeInfo: Sendable {
    @usableFromInline var storage: TypeInfoStorage

    init(name: String, kind: TypeKind, declaration: DeclarationSite?, pieces: [TypePiece],
         assignment: RoleAssignment?, module: String?, setAside: SetAside? = nil) {
        storage = TypeInfoStorage(name: name, kind: kind, declaration: declaration, pieces: pieces,
                                  assignment: assignment, module: module, setAside: setAside)
    }

    /// The box, copied first when another `TypeInfo` shares it.
    @usableFromInline var uniqueStorage: TypeInfoStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    @inlinable public var name: String {
        get { storage.name }
        set { uniqueStorage.name = newValue }
    }
    /// The declaration's kind; `.extension` when only extensions are in the project (UIKit types).
    @inlinable public var kind: TypeKind {
        get { storage.kind }
        set { uniqueStorage.kind = newValue }
    }
    /// The main declaration; nil for types declared outside the project.
    @inlinable public var declaration: DeclarationSite? {
        get { storage.declaration }
        set { uniqueStorage.declaration = newValue }
    }
    @inlinable public var pieces: [TypePiece] {
        get { storage.pieces }
        _modify { yield &uniqueStorage.pieces }
    }
    @inlinable public var assignment: RoleAssignment? {
        get { storage.assignment }
        set { uniqueStorage.assignment = newValue }
    }
    @inlinable public var module: String? {
        get { storage.module }
        set { uniqueStorage.module = newValue }
    }
    /// A role by name or folder that the model did not keep as a part (see `separateWeakParts`).
    @inlinable public var setAside: SetAside? {
        get { storage.setAside }
        set { uniqueStorage.setAside = newValue }
    }

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

/// The fields of a `TypeInfo`. Mutated only through `TypeInfo.uniqueStorage`, that is only while
/// one `TypeInfo` holds it, so a box shared across threads is never written. For the same reason
/// the fields skip the dynamic exclusivity check, which cost a runtime access-set entry per read.
@usableFromInline final class TypeInfoStorage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var name: String
    @exclusivity(unchecked) @usableFromInline var kind: TypeKind
    @exclusivity(unchecked) @usableFromInline var declaration: DeclarationSite?
    @exclusivity(unchecked) @usableFromInline var pieces: [TypePiece]
    @exclusivity(unchecked) @usableFromInline var assignment: RoleAssignment?
    @exclusivity(unchecked) @usableFromInline var module: String?
    @exclusivity(unchecked) @usableFromInline var setAside: SetAside?

    init(name: String, kind: TypeKind, declaration: DeclarationSite?, pieces: [TypePiece],
         assignment: RoleAssignment?, module: String?, setAside: SetAside?) {
        self.name = name
        self.kind = kind
        self.declaration = declaration
        self.pieces = pieces
        self.assignment = assignment
        self.module = module
        self.setAside = setAside
    }

    @usableFromInline func copy() -> TypeInfoStorage {
        TypeInfoStorage(name: name, kind: kind, declaration: declaration, pieces: pieces,
                        assignment: assignment, module: module, setAside: setAside)
    }
}
