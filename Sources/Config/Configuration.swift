import ViperLintCore
/// The contents of one `.viper-lint.json`, validated. Absent keys stay nil or empty, so that
/// merging a folder's configuration over its parent's only changes what the child declares.
public struct Configuration: Equatable, Sendable {
    /// A rule's configured severity; `off` disables the rule.
    public enum RuleSeverity: String, CaseIterable, Sendable {
        case error
        case warning
        case off
    }

    /// `rules.<id>`: a severity and the rule's own options, each optional.
    public struct RuleSettings: Equatable, Sendable {
        public var severity: RuleSeverity?
        public var options: [String: RuleOptionValue]

        public init(severity: RuleSeverity? = nil, options: [String: RuleOptionValue] = [:]) {
            self.severity = severity
            self.options = options
        }

        /// A child's settings refine this one's: its severity and each option it sets win.
        public func refined(by child: RuleSettings) -> RuleSettings {
            var merged = self
            if let severity = child.severity { merged.severity = severity }
            merged.options.merge(child.options) { _, new in new }
            return merged
        }
    }

    /// The roles a configuration can describe (`roles.<role>`).
    public enum Role: String, CaseIterable, Sendable {
        case view
        case presenter
        case interactor
        case router
        case builder
        case entity
        case coordinator
    }

    /// `roles.<role>`: how to recognise a role beyond the built-in suffixes and base types.
    public struct RoleSettings: Equatable, Sendable {
        /// Name suffixes that mark the role, added to the built-in ones.
        public var suffixes: [String]
        /// When true, `suffixes` replaces the built-in suffixes instead of adding to them.
        public var replaceSuffixes: Bool?
        /// Base classes or protocols whose conformers take the role.
        public var baseTypes: [String]
        /// Exact type names that take the role.
        public var types: [String]
        /// Folder names whose types take the role.
        public var folders: [String]

        public init(suffixes: [String] = [], replaceSuffixes: Bool? = nil, baseTypes: [String] = [],
                    types: [String] = [], folders: [String] = []) {
            self.suffixes = suffixes
            self.replaceSuffixes = replaceSuffixes
            self.baseTypes = baseTypes
            self.types = types
            self.folders = folders
        }

        /// Lists append (without repeating an entry); a child's `replaceSuffixes` wins.
        public func refined(by child: RoleSettings) -> RoleSettings {
            func append(_ base: [String], _ extra: [String]) -> [String] {
                var seen = Set(base)
                return base + extra.filter { seen.insert($0).inserted }
            }
            return RoleSettings(suffixes: append(suffixes, child.suffixes),
                                replaceSuffixes: child.replaceSuffixes ?? replaceSuffixes,
                                baseTypes: append(baseTypes, child.baseTypes),
                                types: append(types, child.types),
                                folders: append(folders, child.folders))
        }
    }

    /// Globs a file must match (one of) to be linted; nil when the key is absent.
    public var include: [Glob]?
    /// Globs that exclude files and folders.
    public var exclude: [Glob]
    public var rules: [String: RuleSettings]
    public var roles: [Role: RoleSettings]
    /// `"root": true`: this file's folder is the project root (roles and modules are resolved
    /// over it), and configuration files above it do not apply, as EditorConfig's `root`.
    public var isRoot: Bool

    public init(include: [Glob]? = nil, exclude: [Glob] = [],
                rules: [String: RuleSettings] = [:], roles: [Role: RoleSettings] = [:], isRoot: Bool = false) {
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.roles = roles
        self.isRoot = isRoot
    }
}
