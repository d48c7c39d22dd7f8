/// Runs the rules over a built model and turns their raw findings into what the user sees:
/// per-file severities from the configuration, inline suppressions, output order.
public struct LintEngine: Sendable {
    public var rules: [any Rule]

    public init(rules: [any Rule] = RuleRegistry.all) {
        self.rules = rules
    }

    /// `configuration(file)` gives the effective configuration of a file (nil: defaults).
    public func run(_ model: ProjectModel, rootConfiguration: EffectiveConfiguration? = nil,
                    configuration: (String) -> EffectiveConfiguration? = { _ in nil }) -> [Finding] {
        var raw: [Finding] = []
        for rule in rules {
            let id = rule.description.id
            if rootConfiguration?.severity(of: id) == .off && !ruleEnabledAnywhere(id) { continue }
            let options = RuleOptions(rootConfiguration?.rules[id]?.options ?? [:])
            raw += rule.check(model, options: options)
        }
        // Per-file severity: `off` drops, `warning`/`error` override the default.
        var configured: [Finding] = []
        var configCache: [String: EffectiveConfiguration?] = [:]
        func config(_ file: String) -> EffectiveConfiguration? {
            if let cached = configCache[file] { return cached }
            let value = configuration(file)
            configCache[file] = value
            return value
        }
        for var finding in raw {
            switch config(finding.location.file)?.severity(of: finding.ruleId) {
            case .off?: continue
            case .warning?: finding.severity = .warning
            case .error?: finding.severity = .error
            case nil: break
            }
            configured.append(finding)
        }
        // Inline suppression, file by file (files with directives but no findings too: unused ones are reported).
        let filter = SuppressionFilter(knownRuleIds: Set(RuleRegistry.ids))
        var byFile: [String: [Finding]] = [:]
        for finding in configured { byFile[finding.location.file, default: []].append(finding) }
        var result: [Finding] = []
        var handled: Set<String> = []
        for file in model.files where !file.directives.isEmpty {
            handled.insert(file.path)
            let comments = file.directives.map {
                SourceComment(line: $0.position.line, column: $0.position.column, text: $0.text, codeBeforeOnLine: $0.codeBeforeOnLine)
            }
            var kept = filter.apply(findings: byFile[file.path] ?? [], comments: comments, file: file.path)
            kept = kept.filter { !SuppressionFilter.ownRuleIds.contains($0.ruleId) || config(file.path)?.severity(of: $0.ruleId) != .off }
            result += kept
        }
        for (file, findings) in byFile where !handled.contains(file) { result += findings }
        var seen: Set<Finding> = []
        return result.filter { seen.insert($0).inserted }.sorted(by: Finding.outputOrder)
    }

    /// Nested configurations may turn a rule back on for a subtree; we cannot know without
    /// asking every file, so rules run whenever they are not off at the root. Kept simple.
    private func ruleEnabledAnywhere(_ id: String) -> Bool { false }
}
