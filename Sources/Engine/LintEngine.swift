import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters

/// Runs the rules over a built model and turns their raw findings into what the user sees:
/// per-file severities from the configuration, inline suppressions, output order.
public struct LintEngine: Sendable {
    public var rules: [any Rule]
    /// At most this many rule runs at once (`--jobs`); 1 runs them all on the calling thread.
    public var jobs: Int

    public init(rules: [any Rule] = RuleRegistry.all, jobs: Int = ProcessorCount.active) {
        self.rules = rules
        self.jobs = max(1, jobs)
    }

    /// `configuration(file)` gives the effective configuration of a file (nil: `rootConfiguration`,
    /// and without that the defaults).
    public func run(_ model: ProjectModel, rootConfiguration: EffectiveConfiguration? = nil,
                    configuration: (String) -> EffectiveConfiguration? = { _ in nil }) -> [Finding] {
        // A file's configuration is its folder's: resolve once per folder, not per file.
        var configCache: [Substring: EffectiveConfiguration?] = [:]
        func config(_ file: String) -> EffectiveConfiguration? {
            let folder = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { file[..<$0] } ?? ""
            if let cached = configCache[folder] { return cached }
            let value = configuration(file) ?? rootConfiguration
            configCache[folder] = value
            return value
        }
        var raw: [Finding] = []
        // Which option sets each rule runs with is decided up front (it reads the configuration
        // cache); the rule runs themselves are pure and go in parallel.
        var ruleRuns: [(rule: any Rule, options: [String: RuleOptionValue], filtered: Bool)] = []
        // Each distinct configuration once, in the order files first meet it: a configuration is
        // a folder's, and is the same wherever the same configuration files apply. Comparing
        // options per file and rule cost more than the smaller rules themselves.
        var distinctConfigurations: [EffectiveConfiguration?] = []
        var foldersSeen: Set<Substring> = []
        var layerListsSeen: Set<[String]> = []
        // Files outside a limited run's scope (`lintScope`) get no findings: their
        // configurations and suppressions do not matter.
        let scope = model.lintScope
        for index in model.files.indices {
            let path = model.files[index].path
            if let scope, !scope.contains(path) { continue }
            let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            guard foldersSeen.insert(folder).inserted else { continue }
            let settings = config(path)
            if layerListsSeen.insert(settings.map { $0.layers.map(\.file) } ?? ["(none)"]).inserted {
                distinctConfigurations.append(settings)
            }
        }
        for rule in rules {
            let sets = optionSets(for: rule, distinctConfigurations)
            for options in sets { ruleRuns.append((rule, options, sets.count > 1)) }
        }
        let runs = ruleRuns
        let results = parallelMap(runs.count, jobs: jobs, minimumPerWorker: 1) { index in
            runs[index].rule.check(model, options: RuleOptions(runs[index].options))
        }
        for (job, findings) in zip(runs, results) {
            let id = job.rule.description.id
            raw += job.filtered ? findings.filter { (config($0.location.file)?.rules[id]?.options ?? [:]) == job.options } : findings
        }
        // Per-file severity: `off` drops, `warning`/`error` override the default.
        var configured: [Finding] = []
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
        for index in model.files.indices where !model.files[index].directives.isEmpty {
            let file = model.files[index]
            if let scope, !scope.contains(file.path) { continue }
            handled.insert(file.path)
            var kept = filter.apply(findings: byFile[file.path] ?? [], comments: file.directives, file: file.path)
            kept = kept.filter { !SuppressionFilter.ownRuleIds.contains($0.ruleId) || config(file.path)?.severity(of: $0.ruleId) != .off }
            result += kept
        }
        for (file, findings) in byFile where !handled.contains(file) && scope?.contains(file) != false { result += findings }
        var seen: Set<Finding> = []
        return result.filter { seen.insert($0).inserted }.sorted(by: Finding.outputOrder)
    }

    /// The distinct option sets a rule runs with among the files it is on for (nearly always
    /// one); with several, each finding is kept from the run with its own file's options, so a
    /// nested configuration can both turn a rule back on and change its options for a subtree.
    private func optionSets(for rule: any Rule, _ configurations: [EffectiveConfiguration?]) -> [[String: RuleOptionValue]] {
        let id = rule.description.id
        var optionSets: [[String: RuleOptionValue]] = []
        for settings in configurations {
            guard settings?.severity(of: id) != .off else { continue }
            let options = settings?.rules[id]?.options ?? [:]
            if !optionSets.contains(options) { optionSets.append(options) }
        }
        return optionSets
    }
}
