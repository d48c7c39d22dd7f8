import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// What a rule is in code: its id, default severity and the options the configuration
/// validator accepts. The words a person reads (summary, rationale, what each option means,
/// examples) live only on the rule's page, `Rules/<id>.md`, which the binary embeds as
/// `RulePages` (generated; a test fails when it differs from the Markdown).
public struct RuleDescription: Sendable {
    public var id: String
    public var defaultSeverity: Severity
    /// Names and types; their meaning is the page's `## Options` table (a test keeps both equal).
    public var options: [RuleOptionSpec]

    public init(id: String, defaultSeverity: Severity = .error, options: [RuleOptionSpec] = []) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.options = options
    }

    /// The rule's page as embedded in the binary (`viper-lint explain`).
    public var page: String { RulePages.pages[id] ?? "" }

    /// One line, for `viper-lint rules`: the first paragraph under the page's title.
    public var summary: String { RulePages.summary(ofPage: page) }
}

package extension RulePages {
    /// The first paragraph after the `# ` title line, its lines joined by spaces.
    static func summary(ofPage page: String) -> String {
        var paragraph: [Substring] = []
        var afterTitle = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " }
            if !afterTitle {
                afterTitle = text.hasPrefix("# ")
            } else if text.isEmpty || text.hasPrefix("#") {
                if !paragraph.isEmpty { break }
            } else {
                paragraph.append(text)
            }
        }
        return paragraph.joined(separator: " ")
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
///
/// Two contracts let an editor's update lint a few files of a held model (`HeldModelTests`
/// checks both on every fixture):
/// - a finding about a type lies in one of its pieces' files, a finding about a module in one of
///   its parts' files, and a rule skips the types and modules `model.isJudged` rejects;
/// - whatever a rule caches in `model.derived` is computed from what `ProjectModel.modelView`
///   keeps (names, kinds, inheritance, property types, roles, modules), never from positions,
///   ownership, calls or locals, which an edit changes without a new model.
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

