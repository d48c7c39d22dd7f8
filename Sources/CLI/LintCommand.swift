import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
import Dispatch

/// `viper-lint [lint] [PATH ...] [options]`: the main job, with the exit-code contract.
package enum LintCommand {
    static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        let started = DispatchTime.now().uptimeNanoseconds
        let options: CommandOptions
        do {
            options = try CommandOptions.parse(arguments, formats: ReporterRegistry.names)
        } catch {
            io.writeErr("viper-lint: \(error.message)\n\(ViperLintCommand.usage)\n")
            return .usageOrIO
        }
        let stdin = options.stdinPath != nil ? io.readStdin() : nil
        io.timer.mark("start")
        let session = ProjectSession.load(options, io: io, stdin: stdin, usingResults: true)
        var problems = session.problems
        // Standard input that could not be read was linted as empty text: every format says so.
        if stdin != nil, let problem = io.standardInputProblem { problems.append(problem) }
        let rootConfiguration = session.rootConfiguration(recordingProblemIn: &problems)
        var findings: [Finding]
        let moduleCount: Int
        if let cached = session.cachedResult {
            findings = cached.findings
            moduleCount = cached.moduleCount
        } else {
            var model = session.model
            // The editor's file alone is reported and nothing is stored for other files: the
            // rules judge only the types with a piece in it (the model is still the project's).
            if options.stdinPath != nil, session.resultKey == nil {
                model.limitFindings(to: Set(session.files.filter { session.isReported($0.path, currentDirectory: io.currentDirectory) }.map(\.path)))
            }
            findings = LintEngine(jobs: options.threadCount).run(model, rootConfiguration: rootConfiguration) { file in
                try? session.resolver.configuration(forFile: file)
            }
            moduleCount = session.projectModuleCount ?? session.model.modules.count
            io.timer.mark("rules")
            if let key = session.resultKey, let folder = session.cacheFolder, problems.isEmpty {
                ResultCache(directory: folder).store(ResultCache.Result(findings: findings, moduleCount: moduleCount), key: key)
            }
        }
        // Only the named paths are reported; the rest of the project was read for context.
        findings = findings.filter { session.isReported($0.location.file, currentDirectory: io.currentDirectory) }
        var summaryExtras: [String] = []
        var staleFails = false
        if let baselinePath = options.baseline {
            let absolute = PathText.absolute(baselinePath, base: io.currentDirectory)
            switch FileSystemCalls.readFile(absolute) {
            case .failure(let failure):
                problems.append("\(baselinePath): cannot read baseline: \(failure.message)")
            case .success(let bytes):
                do {
                    let baseline = try Baseline.parse(bytes, path: baselinePath)
                    let applied = baseline.apply(findings.map { absolutized($0, io) }, root: PathText.parent(absolute))
                    let keptKeys = Set(applied.kept)
                    findings = findings.filter { keptKeys.contains(absolutized($0, io)) }
                    if applied.suppressedCount > 0 { summaryExtras.append("\(applied.suppressedCount) hidden by the baseline") }
                    if !applied.stale.isEmpty {
                        let count = applied.stale.reduce(0) { $0 + $1.count }
                        summaryExtras.append("\(count) baseline \(count == 1 ? "entry is" : "entries are") fixed; rewrite the baseline")
                        staleFails = options.strictBaseline
                        if options.strictBaseline {
                            // Name what is stale, so the failure says what to remove.
                            for entry in applied.stale {
                                let what = entry.symbol ?? entry.message ?? ""
                                io.writeErr("viper-lint: stale baseline entry: \(entry.ruleId) \(entry.file) \(what)"
                                            + (entry.count > 1 ? " (\(entry.count) fixed)" : "") + "\n")
                            }
                        }
                    }
                } catch {
                    problems.append(error.description)
                }
            }
        }
        for problem in problems { io.writeErr("viper-lint: \(problem)\n") }
        if let writePath = options.writeBaseline {
            let absolute = PathText.absolute(writePath, base: io.currentDirectory)
            let text = Baseline.write(findings: findings.map { absolutized($0, io) }, root: PathText.parent(absolute))
            if case .failure(let failure) = FileSystemCalls.writeFileAtomically(absolute, Array(text.utf8)) {
                io.writeErr("viper-lint: cannot write baseline \(writePath): \(failure.message)\n")
                return .usageOrIO
            }
            if !options.quiet { io.writeErr("viper-lint: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to baseline \(writePath)\n") }
            return problems.isEmpty ? .clean : .usageOrIO
        }
        // A report whose folder is missing is known now: every other format records it.
        var reports: [CommandOptions.ReportRequest] = []
        for request in options.reports {
            let folder = PathText.parent(PathText.absolute(request.path, base: io.currentDirectory))
            if case .success(.folder) = FileSystemCalls.targetKind(folder) {
                reports.append(request)
            } else {
                let problem = "\(request.path): cannot write the \(request.format) report: its folder does not exist"
                io.writeErr("viper-lint: \(problem)\n")
                problems.append(problem)
            }
        }
        let shown = options.absolutePaths ? findings.map { absolutized($0, io) } : findings
        let elapsed = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        let report = LintReport(findings: shown, fileCount: session.reportedFileCount, moduleCount: moduleCount,
                                durationMs: elapsed, incomplete: !problems.isEmpty, problems: problems)
        let reporter = ReporterRegistry.reporter(named: options.format ?? "text") ?? TextReporter()
        io.writeOut(reporter.render(report))
        // Every report is written even when another cannot be: each failure is named, and exit 2.
        for request in reports {
            let rendered = (ReporterRegistry.reporter(named: request.format) ?? TextReporter()).render(report)
            let absolute = PathText.absolute(request.path, base: io.currentDirectory)
            if case .failure = FileSystemCalls.writeFileAtomically(absolute, Array(rendered.utf8)) {
                let problem = "\(request.path): cannot write the \(request.format) report"
                io.writeErr("viper-lint: \(problem)\n")
                problems.append(problem)
            }
        }
        if !options.quiet {
            var summary = TextReporter.summaryLine(report)
            if !summaryExtras.isEmpty { summary += "; " + summaryExtras.joined(separator: "; ") }
            if !problems.isEmpty { summary += " (incomplete: \(problems.count) problem\(problems.count == 1 ? "" : "s"))" }
            io.writeErr(summary + "\n")
        }
        io.timer.mark("report")
        io.timer.note("extracted=\(session.extractedCount)")
        io.flushTiming()
        session.keepUntilExit(io)
        if !problems.isEmpty { return .usageOrIO }
        let failing = options.strict ? !findings.isEmpty : findings.contains { $0.severity == .error }
        return failing || staleFails ? .findings : .clean
    }

    static func absolutized(_ finding: Finding, _ io: ToolIO) -> Finding {
        var copy = finding
        copy.location.file = PathText.absolute(finding.location.file, base: io.currentDirectory)
        copy.notes = finding.notes.map { note in
            var n = note
            n.location.file = PathText.absolute(note.location.file, base: io.currentDirectory)
            return n
        }
        return copy
    }
}
