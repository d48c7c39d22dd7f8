import ViperLintCore
import ViperLintTokenizer
/// Everything the project model and the rules need to know about one file, extracted from its
/// tokens alone. Plain Codable values, so they can be cached and compared.
public struct FileFacts: Codable, Equatable, Sendable {
    public var path: String
    public var imports: [String]
    /// Types, protocols and extensions; nested ones flattened as `Outer.Inner`.
    public var types: [TypeDecl]
    /// Calls, assignments and type mentions outside any type (free functions, top-level code).
    public var topLevel: BodyFacts
    /// Typealiases declared at file level.
    public var typealiases: [TypealiasDecl]
    /// Comments that carry a `viper-lint:` directive (other comments are not kept).
    public var directives: [CommentFact]

    public init(path: String, imports: [String] = [], types: [TypeDecl] = [],
                topLevel: BodyFacts = BodyFacts(), directives: [CommentFact] = []) {
        self.path = path
        self.imports = imports
        self.types = types
        self.topLevel = topLevel
        self.typealiases = []
        self.directives = directives
    }
}

/// A position in the file: 1-based line, 1-based UTF-8 byte column.
public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// A type as written, reduced to a tree: `[Result<Foo.Bar, Error>]?` is
/// `Array<Result<Foo.Bar, Error>>` with `optional`. `any`/`some`/parentheses are dropped;
/// tuples are named "()", function types "->" (parameters then result), compositions "&".
public struct TypeRef: Codable, Hashable, Sendable {
    public var name: String
    public var arguments: [TypeRef]
    /// `?` or `!` after the type.
    public var optional: Bool
    /// The first character of `name` in the file.
    public var position: Position

    public init(name: String, arguments: [TypeRef] = [], optional: Bool = false,
                position: Position = Position(line: 0, column: 0)) {
        self.name = name
        self.arguments = arguments
        self.optional = optional
        self.position = position
    }

    /// The last component of a dotted name: `Outer.Inner` → `Inner`.
    public var baseName: Substring {
        NameText.baseName(name)
    }

    /// Every named type in the tree, this one first.
    public var allNames: [TypeRef] {
        var result: [TypeRef] = []
        var stack = [self]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.arguments.reversed())
        }
        return result
    }

    /// The tree with each bare name of `parameters` replaced by its placeholder, `$` and its
    /// index: a generic alias's target, kept so that a use can fill it.
    public func placeholding(_ parameters: [String]) -> TypeRef {
        var copy = self
        if arguments.isEmpty, let k = parameters.firstIndex(of: name) { copy.name = "$\(k)" }
        copy.arguments = arguments.map { $0.placeholding(parameters) }
        return copy
    }

    /// A generic alias's target (see `placeholding`) with its placeholders replaced by the
    /// arguments of a use: `($0) -> Void` filled with `[RSSItem]` is `([RSSItem]) -> Void`.
    /// A placeholder with no argument stays as it is.
    public func fillingPlaceholders(_ values: [TypeRef]) -> TypeRef {
        if name.utf8.first == UInt8(ascii: "$"), arguments.isEmpty, let k = Int(name.dropFirst()), k < values.count {
            var value = values[k]
            value.optional = value.optional || optional
            return value
        }
        var copy = self
        copy.arguments = arguments.map { $0.fillingPlaceholders(values) }
        return copy
    }

    /// A readable rendering, for messages.
    public var description: String {
        let body: String
        switch name {
        case "Array" where arguments.count == 1: body = "[\(arguments[0].description)]"
        case "Dictionary" where arguments.count == 2:
            body = "[\(arguments[0].description): \(arguments[1].description)]"
        case "()": body = "(" + arguments.map(\.description).joined(separator: ", ") + ")"
        case "&": body = arguments.map(\.description).joined(separator: " & ")
        case "->":
            let params = arguments.dropLast().map(\.description).joined(separator: ", ")
            body = "(\(params)) -> \(arguments.last?.description ?? "Void")"
        default:
            body = arguments.isEmpty ? name : name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        }
        return optional ? (name == "&" || name == "->" ? "(\(body))?" : body + "?") : body
    }
}

public enum TypeKind: String, Codable, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
}

public struct TypeDecl: Codable, Equatable, Sendable {
    public var kind: TypeKind
    /// Flattened name (`Outer.Inner`); for an extension, the extended type as written.
    public var name: String
    public var position: Position
    public var genericParameters: [String]
    /// The first constraint of each constrained generic parameter: `<VC: UIViewController>`.
    public var genericConstraints: [String: String]
    /// The inheritance / conformance list, generic arguments kept.
    public var inheritance: [TypeRef]
    /// What a `where` clause requires of `Self`, as written: `extension SeriesRoute where Self:
    /// RouterProtocol` → `RouterProtocol`; a composition (`Self: A & B`) gives each name. An
    /// `@objc` protocol requires `AnyObject` (only classes adopt it).
    public var selfConstraints: [String]
    public var properties: [PropertyDecl]
    public var typealiases: [TypealiasDecl]
    public var functions: [FunctionDecl]
    /// What happens inside this type's member bodies and initializers.
    public var body: BodyFacts

    public init(kind: TypeKind, name: String, position: Position) {
        self.kind = kind
        self.name = name
        self.position = position
        self.genericParameters = []
        self.genericConstraints = [:]
        self.inheritance = []
        self.selfConstraints = []
        self.properties = []
        self.typealiases = []
        self.functions = []
        self.body = BodyFacts()
    }

    /// Protocol bound to classes (`: AnyObject`, `: class`, `NSObjectProtocol` in its list,
    /// `where Self: AnyObject`, or `@objc`).
    public var isClassBound: Bool {
        inheritance.contains { $0.name == "AnyObject" || $0.name == "class" || $0.name == "NSObjectProtocol" }
            || selfConstraints.contains { $0 == "AnyObject" || $0 == "NSObjectProtocol" }
    }
}

public enum Ownership: String, Codable, Sendable, CaseIterable {
    case strong, weak, unowned, unownedUnsafe
}

public struct PropertyDecl: Codable, Equatable, Sendable {
    public var name: String
    public var position: Position
    public var ownership: Ownership
    public var isStatic: Bool
    public var type: TypeRef?
    /// Computed properties have a getter body or `get`/`set` accessors.
    public var isComputed: Bool
    /// `var view: ViewInput? { get set }` inside a protocol.
    public var isRequirement: Bool
    /// The type called in the initializer expression: `= LoginRouter()` → `LoginRouter`.
    public var initializerType: String?
    /// Declared `@IBOutlet`: a nib or storyboard fills it.
    public var isOutlet: Bool

    public init(name: String, position: Position) {
        self.name = name
        self.position = position
        self.ownership = .strong
        self.isStatic = false
        self.type = nil
        self.isComputed = false
        self.isRequirement = false
        self.initializerType = nil
        self.isOutlet = false
    }

    public var isStored: Bool { !isComputed && !isRequirement }
}

public struct TypealiasDecl: Codable, Equatable, Sendable {
    public var name: String
    /// `associatedtype` rather than `typealias`.
    public var isAssociatedType: Bool
    /// The target (`typealias View = LoginView`), or an associated type's default.
    public var target: TypeRef?
    /// An associated type's constraints (`associatedtype View: MFRViewVIPER`).
    public var constraints: [TypeRef]

    public init(name: String, isAssociatedType: Bool) {
        self.name = name
        self.isAssociatedType = isAssociatedType
        self.target = nil
        self.constraints = []
    }
}

/// A function parameter; its type is what the rules read (labels and names are not kept).
public struct Parameter: Codable, Equatable, Sendable {
    public var type: TypeRef?
    public init(type: TypeRef?) {
        self.type = type
    }
}

public struct FunctionDecl: Codable, Equatable, Sendable {
    /// `init` for initializers, `subscript` for subscripts.
    public var name: String
    public var parameters: [Parameter]
    public var isStatic: Bool
    public var hasBody: Bool

    public init(name: String) {
        self.name = name
        self.parameters = []
        self.isStatic = false
        self.hasBody = false
    }
}

/// What code inside bodies does: calls, assignments to members, type mentions, and locals
/// whose type is written or built.
public struct BodyFacts: Codable, Equatable, Sendable {
    public var calls: [CallSite]
    public var assignments: [MemberAssignment]
    public var mentions: [TypeMention]
    public var locals: [LocalBinding]
    public init(calls: [CallSite] = [], assignments: [MemberAssignment] = [], mentions: [TypeMention] = [],
                locals: [LocalBinding] = []) {
        self.calls = calls
        self.assignments = assignments
        self.mentions = mentions
        self.locals = locals
    }
}

/// A local constant or variable whose type is known from its declaration: `let alert =
/// UIAlertController(...)` or `var picker: UIImagePickerController?` → the type's name as written.
/// With `isStaticCallResult`, the type is only the one a static method was called on (`let alert
/// = UIAlertController.errorAlert(...)`): a factory's result is usually of that type, but
/// `LoginRouter.createModule()` returns a view controller.
public struct LocalBinding: Codable, Equatable, Sendable {
    public var name: String
    public var type: String
    /// The member (function, initializer or property) whose body declares it.
    public var member: String?
    public var isStaticCallResult: Bool
    public init(name: String, type: String, member: String?, isStaticCallResult: Bool = false) {
        self.name = name
        self.type = type
        self.member = member
        self.isStaticCallResult = isStaticCallResult
    }
}

public struct CallSite: Codable, Equatable, Sendable {
    public var name: String
    /// Argument labels as written; "_" for unlabeled arguments. Trailing closures are not listed.
    public var labels: [String]
    /// The receiver chain as written, without the final dot: "navigationController?", "self",
    /// "self?", "router", "UIApplication.shared.windows.first?"; empty for an implicit self.
    public var receiver: String
    public var position: Position
    /// The member (function, initializer or property) whose body holds the call.
    public var member: String?
    /// The first argument when it starts with a name (`alert` in `present(alert, animated: true)`);
    /// a leading `self.` or `self?.` is skipped (`picker` in `present(self.picker, animated: true)`).
    public var firstArgument: String?

    public init(name: String, labels: [String], receiver: String, position: Position, member: String?) {
        self.name = name
        self.labels = labels
        self.receiver = receiver
        self.position = position
        self.member = member
        self.firstArgument = nil
    }
}

/// `receiver.name = value` (or `name = value` with implicit self) inside a body.
public struct MemberAssignment: Codable, Equatable, Sendable {
    public var name: String
    public var position: Position
    public var member: String?
    /// The receiver chain as `CallSite.receiver` spells it (`self.window?`, `bannerView`), ""
    /// for implicit self.
    public var receiver: String
    public init(name: String, position: Position, member: String?, receiver: String = "") {
        self.name = name
        self.position = position
        self.member = member
        self.receiver = receiver
    }
}

public enum MentionContext: String, Codable, Sendable, CaseIterable {
    /// `: T` on a stored property, local, or parameter.
    case annotation
    /// A function's parameter or return type.
    case signature
    /// `T(...)` or `T.init(...)`.
    case initializerCall
    /// `T.member`.
    case staticMember
    /// `as T`, `is T`.
    case cast
    /// Right side of a typealias, or an associated type's default / constraint.
    case typealiasTarget
    /// In an inheritance list.
    case inheritance
    /// An enum case's associated value.
    case enumPayload
    /// Anything else (generic arguments in expressions, key paths, ...).
    case other
}

/// A type name used somewhere: `Outer.Inner` is recorded as name `Outer.Inner` at `Inner`'s
/// position, so rules can point at the type the user wrote.
public struct TypeMention: Codable, Equatable, Sendable {
    public var name: String
    public var position: Position
    public var context: MentionContext
    public var member: String?
    public init(name: String, position: Position, context: MentionContext, member: String?) {
        self.name = name
        self.position = position
        self.context = context
        self.member = member
    }
}

/// A comment with a `viper-lint:` directive, for inline suppression.
public struct CommentFact: Codable, Equatable, Sendable {
    /// The comment's first byte (`/`).
    public var position: Position
    /// The whole comment, delimiters included (`// ...`, `/* ... */`).
    public var text: String
    /// Code precedes the comment on its line (`foo() // viper-lint:disable:this ...`).
    public var codeBeforeOnLine: Bool
    public init(position: Position, text: String, codeBeforeOnLine: Bool) {
        self.position = position
        self.text = text
        self.codeBeforeOnLine = codeBeforeOnLine
    }
}
