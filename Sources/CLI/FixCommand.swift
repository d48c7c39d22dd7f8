import ViperLintCore
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
import ViperLintFixes

/// `viper-lint fix [PATH ...] [--dry-run]`: applies the safe fixes (`weak` references, protocols
/// made class-bound) planned by `ViperLintFixes`, then reports what remains. Files are replaced
/// atomically and only where an edit applies; `--dry-run` prints a unified diff and writes nothing.
package enum FixCommand {
    static let allowed: Set<String> = ["--dry-run", "--config", "--quiet", "--jobs", "--no-cache", "--cache-path"]

    static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        let options: CommandOptions
        do {
            options = try CommandOptions.parse(arguments, formats: [], command: "fix", allowed: allowed)
        } catch {
            io.writeErr("viper-lint fix: \(error.message)\n\(ViperLintCommand.usage)\n")
            return .usageOrIO
        }
        let session = ProjectSession.load(options, io: io)
        var problems = session.problems
        let rootConfiguration = session.rootConfiguration(recordingProblemIn: &problems)
        let resolver = session.resolver
        let engine = LintEngine(jobs: options.threadCount)
        let lint: (ProjectModel) -> [Finding] = { model in
            engine.run(model, rootConfiguration: rootConfiguration) { file in try? resolver.configuration(forFile: file) }
        }
        var absolutePaths: [String: String] = [:]
        for file in session.files { absolutePaths[file.path] = file.absolutePath }
        let currentDirectory = io.currentDirectory
        func absolute(_ file: String) -> String { absolutePaths[file] ?? PathText.absolute(file, base: currentDirectory) }
        // Only the named paths are fixed and reported; the rest of the project was read for context.
        let isTarget: (Finding) -> Bool = { finding in session.isReported(absolute(finding.location.file), currentDirectory: currentDirectory) }
        let result = ProjectFixer(jobs: options.threadCount, lint: lint).run(session.model, isTarget: isTarget) { file in
            try? FileSystemCalls.readFile(absolute(file)).get()
        }
        // An incomplete run (bad configuration, unreadable file) changes nothing: its findings
        // may not be the ones the user would see.
        let writes = !options.dryRun && problems.isEmpty
        var written: [String] = []
        if options.dryRun {
            for change in result.changes { io.writeOut(UnifiedDiff.render(path: change.file, before: change.before, after: change.after)) }
        } else if writes {
            for change in result.changes {
                let path = absolute(change.file)
                guard case .success(let onDisk) = FileSystemCalls.readFile(path), onDisk == change.before else {
                    problems.append("\(change.file): changed while fixing; left as it is")
                    continue
                }
                do {
                    try AtomicFileWriter.write(change.after, to: path)
                    written.append(change.file)
                } catch {
                    problems.append("\(change.file): cannot write: \(error.message)")
                }
            }
        }
        // What remains: in the fixed code (or, when nothing was written, as it would be after
        // fixing), with a note on each finding no safe edit fixes.
        let reasons = Dictionary(result.notFixable.map { ($0.finding, $0.reason) }, uniquingKeysWith: { first, _ in first })
        let remaining = result.remaining.map { finding -> Finding in
            guard let reason = reasons[finding] else { return finding }
            var noted = finding
            noted.notes.append(FindingNote(message: "not fixable automatically: \(reason)", location: finding.location))
            return noted
        }
        let listing = TextReporter().render(LintReport(findings: remaining, fileCount: 0, moduleCount: 0, durationMs: 0))
        if options.dryRun {
            if !options.quiet { io.writeErr(listing) }
        } else {
            io.writeOut(listing)
        }
        for problem in problems { io.writeErr("viper-lint: \(problem)\n") }
        let fixedFiles = Set(result.applied.flatMap(\.files))
        if !options.quiet {
            let fixed = counted(result.applied.count, "finding")
            var summary: String
            if options.dryRun {
                summary = result.applied.isEmpty ? "Nothing to fix" : "Would fix \(fixed) in \(counted(fixedFiles.count, "file"))"
            } else if writes {
                summary = result.applied.isEmpty ? "Nothing to fix" : "Fixed \(fixed) in \(counted(written.count, "file"))"
            } else {
                summary = "Nothing changed: the run is incomplete"
                if !result.applied.isEmpty { summary += " (\(fixed) could be fixed)" }
            }
            if !result.notFixable.isEmpty { summary += "; \(result.notFixable.count) not fixable automatically" }
            summary += remaining.isEmpty ? "; no findings remain" : "; \(counted(remaining.count, "finding")) remain\(remaining.count == 1 ? "s" : "")"
            io.writeErr(summary + "\n")
        }
        session.keepUntilExit(io)
        if !problems.isEmpty { return .usageOrIO }
        // After a dry run nothing is fixed yet: what it would fix still fails.
        let failing = remaining.contains { $0.severity == .error } || (options.dryRun && !result.applied.isEmpty)
        return failing ? .findings : .clean
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
