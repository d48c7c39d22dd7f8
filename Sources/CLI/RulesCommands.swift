import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine

/// `viper-lint rules`, `viper-lint explain RULE-ID` and `viper-lint init`.
package enum RulesCommands {
    /// The suppression filter's own two rules have no `Rule` type; these stand in for its summary.
    static let engineRuleSummaries = [
        "unused-suppression": "A viper-lint:disable comment that suppresses nothing.",
        "invalid-suppression": "A viper-lint: directive with an unknown rule id or form.",
    ]

    static func list(_ arguments: [String], io: ToolIO) -> ExitCode {
        // `rules RULE-ID` prints that rule, as `explain` does.
        if let id = arguments.first, !id.hasPrefix("-") {
            guard arguments.count == 1 else {
                io.writeErr("viper-lint rules: give one rule id, or options only\n\(ViperLintCommand.usage)\n")
                return .usageOrIO
            }
            return explain([id], io: io)
        }
        let options: CommandOptions
        do {
            options = try CommandOptions.parse(arguments, formats: ["text", "json"], command: "rules",
                                               allowed: ["--format", "--config"])
        } catch {
            io.writeErr("viper-lint rules: \(error.message)\n\(ViperLintCommand.usage)\n")
            return .usageOrIO
        }
        let resolver = ConfigurationResolver(validator: ConfigurationValidator(rules: RuleRegistry.optionSpecs),
                                             explicitFile: options.configFile, currentDirectory: io.currentDirectory)
        let configuration: EffectiveConfiguration
        do {
            configuration = try resolver.configuration(forFolder: io.currentDirectory)
        } catch {
            io.writeErr("viper-lint: \(error.description)\n")
            return .usageOrIO
        }
        // A rule's summary is the first paragraph of its page.
        var rows: [(id: String, severity: String, enabled: Bool, summary: String)] = RuleRegistry.all.map { rule in
            let configured = configuration.severity(of: rule.description.id)
            let severity = configured.map(\.rawValue) ?? rule.description.defaultSeverity.rawValue
            return (rule.description.id, severity == "off" ? rule.description.defaultSeverity.rawValue : severity,
                    configured != .off, rule.description.summary)
        }
        for id in RuleRegistry.engineRuleIds {
            let configured = configuration.severity(of: id)
            rows.append((id, configured.map { $0 == .off ? "warning" : $0.rawValue } ?? "warning", configured != .off,
                         engineRuleSummaries[id] ?? ""))
        }
        if options.format == "json" {
            io.writeOut(JSONWriter.serialize(.array(rows.map {
                .object([("id", .string($0.id)), ("severity", .string($0.severity)), ("enabled", .bool($0.enabled)),
                         ("summary", .string($0.summary))])
            })))
        } else {
            let width = rows.map(\.id.count).max() ?? 0
            for row in rows {
                let id = row.id + String(repeating: " ", count: width - row.id.count)
                io.writeOut("\(id)  \(row.severity == "error" ? "error  " : "warning")  \(row.enabled ? "on " : "off")  \(row.summary)\n")
            }
        }
        return .clean
    }

    static func explain(_ arguments: [String], io: ToolIO) -> ExitCode {
        guard arguments.count == 1, let id = arguments.first else {
            io.writeErr("usage: viper-lint explain RULE-ID\n")
            return .usageOrIO
        }
        // A rule's explanation is its page (`Rules/<id>.md`, embedded at build time); every
        // registered rule has one (RuleExampleTests).
        if RuleRegistry.rule(id: id) != nil, let page = RulePages.pages[id] {
            io.writeOut(page.hasSuffix("\n") ? page : page + "\n")
            return .clean
        }
        if let summary = engineRuleSummaries[id] {
            io.writeOut("# \(id)\n\n\(summary)\n\nDefault severity: warning (set it to off in the configuration to silence it)\n")
            return .clean
        }
        // A near miss gets a did-you-mean; anything else the list to choose from.
        let known = RuleRegistry.ids + RuleRegistry.engineRuleIds
        let hint = Suggestion.closest(to: id, among: known).map { " (did you mean \($0)?)" }
            ?? " (known rules: \(known.joined(separator: ", ")))"
        io.writeErr("viper-lint explain: unknown rule '\(id)'\(hint)\n")
        return .usageOrIO
    }

    /// Writes `.viper-lint.json` at the project root with the roles detected there; never
    /// overwrites. Then shows what the current code gives per rule, and suggests a baseline when
    /// that is too much to fix at once (adopting the tool in a large legacy codebase).
    static func initialize(_ arguments: [String], io: ToolIO) -> ExitCode {
        guard arguments.isEmpty else {
            io.writeErr("usage: viper-lint init\n")
            return .usageOrIO
        }
        let session = ProjectSession.load(CommandOptions(), io: io)
        let target = PathText.join(session.root, ConfigurationResolver.fileName)
        let shownTarget = PathText.relative(target, to: PathText.normalize(io.currentDirectory)) ?? target
        if FileSystemCalls.exists(target) {
            io.writeErr("viper-lint init: \(shownTarget) already exists; not overwriting it\n")
            return .usageOrIO
        }
        let text = StarterConfiguration.render(model: session.model)
        if case .failure(let failure) = FileSystemCalls.writeFileAtomically(target, Array(text.utf8)) {
            io.writeErr("viper-lint init: cannot write \(shownTarget): \(failure.message)\n")
            return .usageOrIO
        }
        let modules = session.model.modules.count, files = session.files.count
        io.writeOut("wrote \(shownTarget): \(modules) module\(modules == 1 ? "" : "s") detected in "
            + "\(files) file\(files == 1 ? "" : "s")\n")
        // The findings the new configuration gives on the code as it is.
        let resolver = ConfigurationResolver(validator: ConfigurationValidator(rules: RuleRegistry.optionSpecs),
                                             currentDirectory: io.currentDirectory)
        let configuration = try? resolver.configuration(forFolder: session.root)
        let findings = LintEngine(jobs: ProcessorCount.active).run(session.model, rootConfiguration: configuration) { file in
            try? resolver.configuration(forFile: file)
        }
        io.writeOut(StarterConfiguration.findingsSummary(findings))
        return .clean
    }
}

extension StarterConfiguration {
    /// Findings per rule on the current code, and the baseline suggestion when there are many.
    static let baselineSuggestionThreshold = 20

    static func findingsSummary(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "no findings on the current code\n" }
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.ruleId, default: 0] += 1 }
        var out = "findings on the current code:\n"
        let width = counts.keys.map(\.count).max() ?? 0
        for (rule, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            out += "  " + rule + String(repeating: " ", count: width - rule.count) + "  \(count)\n"
        }
        if findings.count >= baselineSuggestionThreshold {
            out += "\(findings.count) findings: to adopt viper-lint without fixing them all first, record them in a baseline\n"
                + "  viper-lint --write-baseline .viper-lint-baseline.json\n"
                + "and lint with `--baseline .viper-lint-baseline.json`: only new findings fail, and fixed ones can be dropped later.\n"
        }
        return out
    }
}

/// The starter configuration: every rule listed with its default severity, and the suffixes the
/// project's parts actually use, so a team sees what to adjust.
package enum StarterConfiguration {
    static func render(model: ProjectModel) -> String {
        var suffixesByRole: [Role: Set<String>] = [:]
        for info in model.types where info.module != nil {
            guard let role = info.role, !role.isProtocolRole,
                  case .nameSuffix(let suffix)? = info.assignment?.evidence else { continue }
            suffixesByRole[role, default: []].insert(suffix)
        }
        let comment = "Starter configuration written by viper-lint init: \(model.modules.count) modules found. "
            + "Adjust roles if `viper-lint modules` misreads your architecture; set a rule's severity to off to disable it."
        var rules: [(key: String, value: JSONValue)] = RuleRegistry.all.map {
            ($0.description.id, .object([("severity", .string($0.description.defaultSeverity.rawValue))]))
        }
        rules.append(("unused-suppression", .object([("severity", .string("warning"))])))
        var roles: [(key: String, value: JSONValue)] = []
        let names: [(Role, String)] = [(.view, "view"), (.presenter, "presenter"), (.interactor, "interactor"),
                                       (.router, "router"), (.builder, "builder"), (.entity, "entity")]
        for (role, key) in names {
            guard let suffixes = suffixesByRole[role], !suffixes.isEmpty else { continue }
            roles.append((key, .object([("suffixes", .array(suffixes.sorted().map { .string($0) }))])))
        }
        return JSONWriter.serialize(.object([
            ("$schema", .string("https://raw.githubusercontent.com/viper-lint/viper-lint/main/viper-lint.schema.json")),
            ("$comment", .string(comment)),
            ("exclude", .array([.string("**/Tests/**"), .string("**/*Tests/**")])),
            ("rules", .object(rules)),
            ("roles", .object(roles)),
        ]))
    }
}
