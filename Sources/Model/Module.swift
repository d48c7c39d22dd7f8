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

    public func parts(_ role: Role) -> [ModulePart] { parts.filter { $0.role == role } }
    public func has(_ role: Role) -> Bool { parts.contains { $0.role == role } }

    /// A presenter, or a view with an interactor or router, makes a module; a lone view does not.
    public var isModule: Bool {
        has(.presenter) || (has(.view) && (has(.interactor) || has(.router)))
    }
}
