import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
package extension RoleVocabulary {
    /// The vocabulary with a configuration's `roles` section applied: suffixes added (or
    /// replacing the role's own), base types, explicit type names and folders.
    public func applying(_ configuration: EffectiveConfiguration) -> RoleVocabulary {
        var result = self
        for (configRole, settings) in configuration.roles {
            let role = Role(configuration: configRole)
            if settings.replaceSuffixes == true {
                result.typeSuffixes.removeAll { $0.role == role }
            }
            for suffix in settings.suffixes { result.typeSuffixes.append((suffix, role)) }
            if let protocolRole = role.protocolRole {
                for suffix in settings.suffixes { result.protocolSuffixes.append((suffix, protocolRole)) }
            }
            for base in settings.baseTypes { result.baseTypes[base] = role }
            for name in settings.types { result.explicitTypes[name] = role }
            for folder in settings.folders {
                // Entities are data of any kind (structs and enums too), not behaviour classes.
                if role == .entity {
                    result.configuredEntityFolders.insert(folder)
                } else {
                    result.folders[folder] = role
                }
            }
        }
        return result
    }
}

package extension Role {
    init(configuration role: Configuration.Role) {
        switch role {
        case .view: self = .view
        case .presenter: self = .presenter
        case .interactor: self = .interactor
        case .router: self = .router
        case .builder: self = .builder
        case .entity: self = .entity
        case .coordinator: self = .navigationOwner
        }
    }
}
