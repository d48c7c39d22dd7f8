import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// One part of a module: a type, its role, where it is declared and why it got its role.
public struct ModulePart: Equatable, Sendable {
    public var role: Role
    public var typeName: String
    public var file: String
    public var line: Int
    public var column: Int
    public var evidence: RoleEvidence
    public var reason: String { evidence.description }
}

/// The parts that work together for one screen or use case.
public struct Module: Equatable, Sendable {
    public var name: String
    public var parts: [ModulePart]
    /// What assembles the module ("builder LoginBuilder", "static factory LoginRouter.assembleModule"),
    /// or nil when nothing does.
    public var assembledBy: String?
    /// Parts a complete VIPER module has and this one lacks (view, presenter, interactor, router, builder).
    public var missing: [Role]
    /// When nothing assembles the module: who creates its presenter (its view when it has none)
    /// instead, so that a finding can say where the wiring is. Nil when a builder assembles it or
    /// when nothing in the project creates it.
    public var wiredBy: ModuleWiring? = nil

    public func parts(_ role: Role) -> [ModulePart] { parts.filter { $0.role == role } }
    public func has(_ role: Role) -> Bool { parts.contains { $0.role == role } }

    /// A presenter, or a view with an interactor or router, makes a module; a lone view does not.
    public var isModule: Bool {
        has(.presenter) || (has(.view) && (has(.interactor) || has(.router)))
    }
}

/// Code that creates a module's presenter (or view) without being its builder.
public struct ModuleWiring: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// An app-wide type that wires several modules (`AppDependencies`, a `CoreBuilder` with
        /// one method per module).
        case compositionRoot = "composition-root"
        /// The module's own view (or another of its parts) creates its presenter.
        case ownPart = "own-part"
        /// A part of another module (a parent screen's view, presenter or router) creates it.
        case otherModulePart = "other-module-part"
        /// A coordinator or an app delegate.
        case navigationOwner = "navigation-owner"
        /// Any other type that creates the presenter and nothing else of the module.
        case otherType = "other-type"
        /// Top-level statements (`main.swift`).
        case topLevelCode = "top-level-code"
    }

    public var kind: Kind
    /// The creating type's name, or the file of top-level code.
    public var creator: String
    public var creatorRole: Role?
    /// The module the creator belongs to, if any.
    public var creatorModule: String?
    /// The created part (presenter or view).
    public var created: String
    /// How many modules the creator wires (presenters or views it instantiates).
    public var moduleCount: Int
    /// Where the part is instantiated.
    public var site: SourceLocation
    /// Every type (or file) that instantiates the part, for the rule's `compositionRoots` option.
    public var creators: [String]

    public init(kind: Kind, creator: String, creatorRole: Role?, creatorModule: String?, created: String,
                moduleCount: Int, site: SourceLocation, creators: [String]) {
        self.kind = kind
        self.creator = creator
        self.creatorRole = creatorRole
        self.creatorModule = creatorModule
        self.created = created
        self.moduleCount = moduleCount
        self.site = site
        self.creators = creators
    }
}
