import ViperLintCore
/// One configuration file that applies to a folder, with the folder its globs are relative to.
public struct ConfigurationLayer: Equatable, Sendable {
    /// The configuration file, absolute.
    public var file: String
    /// The folder `include` / `exclude` are relative to: the one holding `file`.
    public var folder: String
    public var configuration: Configuration

    public init(file: String, folder: String, configuration: Configuration) {
        self.file = file
        self.folder = folder
        self.configuration = configuration
    }
}

/// The configuration in force for one folder: every `.viper-lint.json` from the filesystem root
/// down to the folder, merged parent-first so that a subfolder refines its parent:
/// each rule's `severity` and options are overridden key by key, role lists append,
/// and each file's `include` / `exclude` apply to paths under its own folder, relative to it.
public struct EffectiveConfiguration: Equatable, Sendable {
    /// Parent first.
    public private(set) var layers: [ConfigurationLayer]
    public private(set) var rules: [String: Configuration.RuleSettings]
    public private(set) var roles: [Configuration.Role: Configuration.RoleSettings]

    public init(layers: [ConfigurationLayer] = []) {
        self.layers = []
        self.rules = [:]
        self.roles = [:]
        for layer in layers { append(layer) }
    }

    /// This configuration refined by a deeper folder's file.
    public func refined(by layer: ConfigurationLayer) -> EffectiveConfiguration {
        var copy = self
        copy.append(layer)
        return copy
    }

    private mutating func append(_ layer: ConfigurationLayer) {
        layers.append(layer)
        let child = layer.configuration
        for (id, settings) in child.rules {
            rules[id] = (rules[id] ?? Configuration.RuleSettings()).refined(by: settings)
        }
        for (role, settings) in child.roles {
            roles[role] = (roles[role] ?? Configuration.RoleSettings()).refined(by: settings)
        }
    }

    /// The configured severity of a rule; nil when no file mentions it (use the rule's default).
    public func severity(of ruleId: String) -> Configuration.RuleSeverity? {
        rules[ruleId]?.severity
    }

    /// The configuration files in force, parent first: part of a cache key for per-file results.
    public var files: [String] { layers.map(\.file) }

    /// Whether some layer declares `include` or `exclude`: without any, `admitsFile` is always
    /// true and `excludesFolder` always false, and a walk need not ask per entry.
    public var filtersPaths: Bool {
        layers.contains { !$0.configuration.exclude.isEmpty || $0.configuration.include != nil }
    }

    /// Whether a file (absolute, normalized) is linted: it matches no layer's `exclude` and, for
    /// every layer that declares `include`, one of its globs. Layers apply only below their folder.
    public func admitsFile(_ path: String) -> Bool {
        for layer in layers {
            guard let relative = PathText.relative(path, to: layer.folder), !relative.isEmpty else { continue }
            if layer.configuration.exclude.contains(where: { $0.matches(relative) }) { return false }
            if let include = layer.configuration.include, !include.contains(where: { $0.matches(relative) }) {
                return false
            }
        }
        return true
    }

    /// Whether a folder (absolute, normalized) is skipped whole because an `exclude` glob matches
    /// it (`Generated`, `**/Generated` or `Generated/**`). `include` never prunes folders.
    public func excludesFolder(_ path: String) -> Bool {
        for layer in layers {
            guard let relative = PathText.relative(path, to: layer.folder), !relative.isEmpty else { continue }
            if layer.configuration.exclude.contains(where: { $0.matches(relative) }) { return true }
        }
        return false
    }
}
