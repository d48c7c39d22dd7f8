import ViperLintCore

/// How much a piece of evidence says about a role. Names and folders are guesses; structure
/// (conformance, inheritance, wiring, adoption) is what the code itself declares.
public enum EvidenceStrength: Int, Comparable, Sendable, CaseIterable {
    /// A folder or a name suffix: a guess until something connects the type to a module.
    case weak
    /// Conformance, inheritance, a builder's wiring, adoption, or data-side use.
    case structural
    /// The configuration's `roles` names the type.
    case configured

    public static func < (a: EvidenceStrength, b: EvidenceStrength) -> Bool { a.rawValue < b.rawValue }

    public var name: String {
        switch self {
        case .weak: return "weak"
        case .structural: return "structural"
        case .configured: return "configured"
        }
    }
}

/// Why a type has its role, as a value: rules and `modules` read this, never a sentence.
public enum RoleEvidence: Hashable, Sendable {
    /// Named in the configuration's `roles` (`types`).
    case configured
    /// Conforms to `protocolName`; `protocolRole` is that protocol's role when the project
    /// declares it, nil for a known base protocol of a style (`MFRPresenterVIPER`).
    case conformance(to: String, protocolRole: Role?)
    /// Conforms to `protocolName`, a project protocol whose own role comes from its name alone
    /// (`RouterProtocol`): no stronger than that name.
    case conformanceToNamed(to: String, protocolRole: Role)
    /// Inherits from a known base class (`UIViewController`, `BaseWireframe`) or, for a protocol,
    /// from a known base protocol; `inheritedRole` is set when the parent is a project protocol.
    case inheritance(from: String, inheritedRole: Role?)
    /// Instantiated or bound as a generic argument by the builder `builder`.
    case wiring(by: String)
    /// A protocol adopted by `implementer`, a type of role `implementerRole`.
    case adoption(by: String, implementerRole: Role)
    /// A base protocol that several view protocols refine (`ControllerBackedProtocol`, refined by
    /// every `...ViewProtocol`), or that one protocol of role `role` refines and nothing adopts
    /// directly (`alone`); the name is the first of them.
    case refinedBy(String, role: Role, alone: Bool)
    /// The name ends with `suffix`.
    case nameSuffix(String)
    /// Declared under a folder named `folder`.
    case folder(String)
    /// Declared under a folder the configuration's `roles` names for this role.
    case configuredFolder(String)
    /// An entity by its folder (`Models/`) or file name (`UserEntity.swift`), used by the data side.
    case entityLocation(place: String, usedBy: String)
    /// Aliased by a typealias named `...Entity`.
    case entityAlias(String)

    public var strength: EvidenceStrength {
        switch self {
        case .configured, .configuredFolder: return .configured
        case .nameSuffix, .folder, .conformanceToNamed: return .weak
        case .conformance, .inheritance, .wiring, .adoption, .refinedBy, .entityLocation, .entityAlias: return .structural
        }
    }

    /// Finer than `strength`: a folder says less than a name.
    public var rank: Int {
        switch self {
        case .folder: return 0
        case .nameSuffix, .conformanceToNamed: return 1
        case .configured, .configuredFolder: return 3
        default: return 2
        }
    }

    /// The evidence kind, stable for JSON output and tests.
    public var kind: String {
        switch self {
        case .configured, .configuredFolder: return "config"
        case .conformance, .conformanceToNamed: return "conformance"
        case .inheritance: return "inheritance"
        case .wiring: return "wiring"
        case .adoption: return "adoption"
        case .refinedBy: return "refinement"
        case .nameSuffix: return "name"
        case .folder: return "folder"
        case .entityLocation: return "entity-location"
        case .entityAlias: return "entity-alias"
        }
    }

    public var isFolder: Bool {
        if case .folder = self { return true }
        return false
    }

    public var isAdoption: Bool {
        if case .adoption = self { return true }
        return false
    }

    /// A generic UIKit/AppKit base class (`UIViewController`): weaker than any protocol.
    public var isPlatformBaseClass: Bool {
        guard case .inheritance(let base, nil) = self else { return false }
        return base.hasPrefix("UI") || base.hasPrefix("NS")
    }

    /// In words a user can act on: "conforms to LoginViewInput (view-protocol)".
    public var description: String {
        switch self {
        case .configured: return "configured in roles"
        case .configuredFolder(let folder): return "folder \(folder)/ (configured in roles)"
        case .conformance(let name, let role?): return "conforms to \(name) (\(role.rawValue))"
        case .conformance(let name, nil): return "conforms to \(name)"
        case .conformanceToNamed(let name, let role): return "conforms to \(name) (\(role.rawValue))"
        case .inheritance(let name, let role?): return "inherits from \(name) (\(role.rawValue))"
        case .inheritance(let name, nil): return "inherits from \(name)"
        case .wiring(let builder): return "wired by \(builder)"
        case .adoption(let implementer, let role): return "adopted by \(implementer) (\(role.rawValue))"
        case .refinedBy(let child, _, false): return "refined by \(child) and other view protocols"
        case .refinedBy(let child, let role, true): return "refined by \(child) (\(role.rawValue)), adopted by nothing else"
        case .nameSuffix(let suffix): return "name ends with \(suffix)"
        case .folder(let folder): return "folder \(folder)/"
        case .entityLocation(let place, let user): return "\(place), used by \(user)"
        case .entityAlias(let alias): return "aliased as \(alias)"
        }
    }
}
