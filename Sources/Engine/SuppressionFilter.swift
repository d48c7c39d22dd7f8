import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
/// Inline suppression for one file, a pure function of its comments and findings.
///
/// Directives (in line or block comments, `all` allowed, an optional ` -- reason` after the list):
/// - `viper-lint:disable RULE[, RULE...]` suppresses from its own line until the line before a
///   matching `viper-lint:enable` (the enable's own line too when code precedes the enable comment),
///   or to the end of the file. `enable RULE` closes open `disable`s of RULE; `enable all` closes
///   every open one. (`enable RULE` inside `disable all` does not re-enable RULE.)
/// - `viper-lint:disable:next RULE` suppresses on the line after the comment ends.
/// - `viper-lint:disable:this RULE` suppresses on the comment's own line(s).
///
/// Two warnings come out of it, with their own rule ids (turn them off in the config like any rule):
/// - `unused-suppression`: a rule of a directive that suppressed nothing, or an `enable` without
///   an open `disable`;
/// - `invalid-suppression`: an unknown rule id (with a did-you-mean), an unknown directive, or a
///   directive naming no rule.
/// These two can themselves be suppressed only by naming them (`disable:next unused-suppression`),
/// never by `all`, since a `disable all` must not hide its own uselessness.
public struct SuppressionFilter: Sendable {
    public static let unusedRuleId = "unused-suppression"
    public static let invalidRuleId = "invalid-suppression"
    public static let ownRuleIds: Set<String> = [unusedRuleId, invalidRuleId]

    private let knownRuleIds: Set<String>

    /// `knownRuleIds`: every rule id that exists (the filter's own two are added).
    public init(knownRuleIds: Set<String>) {
        self.knownRuleIds = knownRuleIds.union(Self.ownRuleIds)
    }

    /// The lines one rule of one directive covers, and whether it hid anything.
    private struct Scope {
        var ruleId: String
        var firstLine: Int
        var lastLine: Int
        var directive: SuppressionDirective
        var reference: SuppressionDirective.RuleReference
        var used = false
        var isOpen = false

        func covers(_ finding: Finding, allowAll: Bool) -> Bool {
            (ruleId == finding.ruleId || (allowAll && ruleId == "all"))
                && firstLine <= finding.location.line && finding.location.line <= lastLine
        }
    }

    /// The findings that survive, in their input order, followed by the filter's own findings in
    /// source order. `file` is the path the filter's own findings carry.
    public func apply(findings: [Finding], comments: [CommentFact], file: String) -> [Finding] {
        var own: [Finding] = []
        var scopes: [Scope] = []
        let ordered = comments.sorted { $0.position < $1.position }
        for comment in ordered {
            guard let parsed = SuppressionDirectiveParser.parse(comment, knownRuleIds: knownRuleIds) else { continue }
            for mistake in parsed.mistakes {
                own.append(warning(Self.invalidRuleId, mistake.message, file, mistake.line, mistake.column))
            }
            guard let directive = parsed.directive else { continue }
            for reference in directive.rules {
                switch directive.action {
                case .disableThis:
                    scopes.append(Scope(ruleId: reference.id, firstLine: directive.line, lastLine: directive.endLine,
                                        directive: directive, reference: reference))
                case .disableNext:
                    scopes.append(Scope(ruleId: reference.id, firstLine: directive.endLine + 1,
                                        lastLine: directive.endLine + 1, directive: directive, reference: reference))
                case .disable:
                    scopes.append(Scope(ruleId: reference.id, firstLine: directive.line, lastLine: Int.max,
                                        directive: directive, reference: reference, isOpen: true))
                case .enable:
                    let lastLine = directive.codeBeforeOnLine ? directive.line : directive.line - 1
                    var closed = false
                    for index in scopes.indices where scopes[index].isOpen
                        && (reference.id == "all" || scopes[index].ruleId == reference.id) {
                        scopes[index].isOpen = false
                        scopes[index].lastLine = lastLine
                        closed = true
                    }
                    if !closed {
                        own.append(warning(Self.unusedRuleId,
                                           "`viper-lint:enable \(reference.id)` has no matching `viper-lint:disable`; remove it",
                                           file, reference.line, reference.column))
                    }
                }
            }
        }

        let kept = findings.filter { !hide($0, in: &scopes, allowAll: !Self.ownRuleIds.contains($0.ruleId)) }
        // Unused scopes of ordinary rules first, then let the scopes that name the filter's own ids hide those.
        for scope in scopes where !scope.used && !Self.ownRuleIds.contains(scope.ruleId) {
            own.append(unusedWarning(scope, file))
        }
        var keptOwn = own.filter { !hide($0, in: &scopes, allowAll: false) }
        for scope in scopes where !scope.used && Self.ownRuleIds.contains(scope.ruleId) {
            keptOwn.append(unusedWarning(scope, file))
        }
        keptOwn.sort { ($0.location.line, $0.location.column, $0.message) < ($1.location.line, $1.location.column, $1.message) }
        return kept + keptOwn
    }

    /// Whether some scope hides the finding; every scope that does is marked used.
    private func hide(_ finding: Finding, in scopes: inout [Scope], allowAll: Bool) -> Bool {
        var hidden = false
        for index in scopes.indices where scopes[index].covers(finding, allowAll: allowAll) {
            scopes[index].used = true
            hidden = true
        }
        return hidden
    }

    private func unusedWarning(_ scope: Scope, _ file: String) -> Finding {
        warning(Self.unusedRuleId,
                "`viper-lint:\(scope.directive.action.rawValue) \(scope.ruleId)` suppresses nothing; remove it",
                file, scope.reference.line, scope.reference.column)
    }

    private func warning(_ ruleId: String, _ message: String, _ file: String, _ line: Int, _ column: Int) -> Finding {
        Finding(ruleId: ruleId, severity: .warning, message: message,
                location: SourceLocation(file: file, line: line, column: column))
    }
}
