import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// What a type does in a VIPER module. Protocols get the `...Protocol` roles (or module
/// input/output); concrete types get the part roles.
public enum Role: String, Codable, Sendable, CaseIterable, Comparable {
    case view
    case presenter
    case interactor
    case router
    case builder
    case entity
    /// May navigate, but is not a module's router (coordinators, app and scene delegates).
    case navigationOwner = "navigation-owner"
    case viewProtocol = "view-protocol"
    case presenterProtocol = "presenter-protocol"
    case interactorProtocol = "interactor-protocol"
    case interactorOutputProtocol = "interactor-output-protocol"
    case routerProtocol = "router-protocol"
    case builderProtocol = "builder-protocol"
    case moduleInput = "module-input"
    case moduleOutput = "module-output"

    public static func < (a: Role, b: Role) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    public var isProtocolRole: Bool {
        switch self {
        case .viewProtocol, .presenterProtocol, .interactorProtocol, .interactorOutputProtocol,
             .routerProtocol, .builderProtocol, .moduleInput, .moduleOutput:
            return true
        default:
            return false
        }
    }

    /// The role of a concrete type that implements a protocol of this role.
    public var implementerRole: Role? {
        switch self {
        case .viewProtocol: return .view
        case .presenterProtocol, .interactorOutputProtocol, .moduleInput: return .presenter
        case .interactorProtocol: return .interactor
        case .routerProtocol: return .router
        case .builderProtocol: return .builder
        case .view, .presenter, .interactor, .router, .builder, .entity, .navigationOwner: return self
        case .moduleOutput: return nil
        }
    }

    /// The protocol role a protocol takes from implementers of this role.
    public var protocolRole: Role? {
        switch self {
        case .view: return .viewProtocol
        case .presenter: return .presenterProtocol
        case .interactor: return .interactorProtocol
        case .router: return .routerProtocol
        case .builder: return .builderProtocol
        default: return nil
        }
    }
}

/// A type's role and the evidence for it.
public struct RoleAssignment: Equatable, Sendable {
    public var role: Role
    public var evidence: RoleEvidence
    public init(role: Role, evidence: RoleEvidence) {
        self.role = role
        self.evidence = evidence
    }

    /// The evidence in words a user can act on ("name ends with Wireframe").
    public var reason: String { evidence.description }
}
