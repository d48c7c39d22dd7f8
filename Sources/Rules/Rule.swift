import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// What a rule is, for `rules`, `explain`, the docs and the configuration validator.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    /// One line, for `viper-lint rules`.
    public var summary: String
    /// Why the rule exists, citing the VIPER principle it protects.
    public var rationale: String
    public var defaultSeverity: Severity
    public var options: [RuleOptionSpec]

    public init(id: String, name: String, summary: String, rationale: String,
                defaultSeverity: Severity = .error, options: [RuleOptionSpec] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.options = options
    }
}

/// A rule's options as configured, with typed accessors and defaults.
public struct RuleOptions: Sendable {
    public var values: [String: RuleOptionValue]
    public init(_ values: [String: RuleOptionValue] = [:]) { self.values = values }

    public func bool(_ name: String, default value: Bool) -> Bool { values[name]?.boolValue ?? value }
    public func strings(_ name: String) -> [String] { values[name]?.stringArrayValue ?? [] }
}

/// A project-wide check: reads the model, returns findings. Rules never touch files.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    func check(_ model: ProjectModel, options: RuleOptions) -> [Finding]
}

package extension Rule {
    var id: String { description.id }

    func finding(_ message: String, at site: DeclarationSite, symbol: String?, module: String?,
                 notes: [FindingNote] = []) -> Finding {
        Finding(ruleId: description.id, severity: description.defaultSeverity, message: message,
                location: site.location, module: module, symbol: symbol, notes: notes)
    }
}

/// Every rule the linter knows, in the order `viper-lint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        WeakViewReferenceRule(),
        WeakOutputReferenceRule(),
        EntityInPresenterRule(),
        ModuleHasBuilderRule(),
        NavigationInRouterRule(),
    ]

    /// Rules that the engine itself reports (suppression bookkeeping).
    public static let engineRuleIds = ["unused-suppression", "invalid-suppression"]

    public static func rule(id: String) -> (any Rule)? { all.first { $0.description.id == id } }

    public static var ids: [String] { all.map(\.description.id) }

    public static var optionSpecs: [RuleOptionsSpec] {
        all.map { RuleOptionsSpec(id: $0.description.id, options: $0.description.options) }
            + engineRuleIds.map { RuleOptionsSpec(id: $0) }
    }
}

