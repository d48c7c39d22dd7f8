import ViperLintCore
import ViperLintFacts
import ViperLintModel
import ViperLintRules

/// Fixes a whole project in memory: plan, apply, re-extract the changed files, rebuild the model,
/// lint again, until a round has nothing left to fix. Nothing is written: the caller gets each
/// changed file's old and new bytes, and the findings that remain in the fixed code.
public struct ProjectFixer {
    /// Lints a model the way the caller's run does (configuration, suppressions).
    public var lint: (ProjectModel) -> [Finding]
    public var jobs: Int
    /// Rounds before giving up; one normally suffices, a second finds nothing.
    public var maxRounds = 4

    public init(jobs: Int = ProcessorCount.active, lint: @escaping (ProjectModel) -> [Finding]) {
        self.jobs = max(1, jobs)
        self.lint = lint
    }

    public struct Result {
        /// Files changed, by the path the model names them, with their bytes before and after.
        public var changes: [(file: String, before: [UInt8], after: [UInt8])]
        public var applied: [Fix]
        /// Findings of the fixable rules that remain, with the reason each got no fix.
        public var notFixable: [UnfixedFinding]
        /// Every finding (all rules) of the fixed code that `isTarget` selects.
        public var remaining: [Finding]
        /// The model of the fixed code.
        public var model: ProjectModel
    }

    /// `findings`: the lint of `model` when the caller has it already. `isTarget` selects the
    /// findings to fix and to report (the named files); `source` reads a file the model names.
    public func run(_ model: ProjectModel, findings: [Finding]? = nil, isTarget: (Finding) -> Bool = { _ in true },
                    source: @escaping (String) -> [UInt8]?) -> Result {
        var model = model
        var current = (findings ?? lint(model)).filter(isTarget)
        var contents: [String: [UInt8]] = [:]
        var originals: [String: [UInt8]] = [:]
        var applied: [Fix] = []
        var lastPlan = FixPlan()
        for _ in 0..<maxRounds {
            let read: (String) -> [UInt8]? = { file in contents[file] ?? source(file) }
            lastPlan = FixPlanner(model: model).plan(current, source: read)
            guard !lastPlan.fixes.isEmpty else { break }
            // A fix with an edit that cannot be applied (the file vanished) is dropped whole.
            var used = lastPlan.fixes
            var changed: [String: [UInt8]] = [:]
            while !used.isEmpty {
                changed = [:]
                var failed: String?
                var byFile: [String: [TextEdit]] = [:]
                for edit in FixPlan(fixes: used).edits { byFile[edit.file, default: []].append(edit) }
                for (file, edits) in byFile {
                    guard let before = read(file), let after = try? EditApplication.apply(edits, to: before) else {
                        failed = file
                        break
                    }
                    changed[file] = after
                }
                guard let failed else { break }
                used.removeAll { $0.files.contains(failed) }
            }
            guard !used.isEmpty else { break }
            for file in changed.keys where originals[file] == nil { originals[file] = read(file) }
            applied += used
            for (file, bytes) in changed { contents[file] = bytes }
            let files = model.files.map { facts in
                changed[facts.path].map { FactExtractor.extract(path: facts.path, bytes: $0) } ?? facts
            }
            model = ProjectModel(files: files, vocabulary: model.vocabulary, vocabularyByFile: model.vocabularyByFile, jobs: jobs)
            current = lint(model).filter(isTarget)
        }
        // What is left of the fixable rules, each with its reason (a fix planned in the last
        // allowed round and not applied is reported as such).
        let read: (String) -> [UInt8]? = { file in contents[file] ?? source(file) }
        let finalPlan = FixPlanner(model: model).plan(current, source: read)
        var notFixable = finalPlan.notFixable
        for fix in finalPlan.fixes {
            if let finding = current.first(where: { $0.location == fix.location && $0.ruleId == fix.ruleId }) {
                notFixable.append(UnfixedFinding(finding: finding, reason: "still fixable after \(maxRounds) rounds: run `fix` again"))
            }
        }
        let changes = contents.keys.sorted().compactMap { file -> (file: String, before: [UInt8], after: [UInt8])? in
            guard let before = originals[file], let after = contents[file], before != after else { return nil }
            return (file, before, after)
        }
        return Result(changes: changes, applied: applied, notFixable: notFixable.sorted { Finding.outputOrder($0.finding, $1.finding) },
                      remaining: current, model: model)
    }
}
