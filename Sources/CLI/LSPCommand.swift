import ViperLintCore
import ViperLintEngine
import ViperLintFixes
import ViperLintLanguageServer

/// `viper-lint lsp [options]`: the language server on standard input and output.
package enum LSPCommand {
    static let flags: Set<String> = ["--config", "--jobs", "--no-cache", "--cache-path"]

    static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        let options: CommandOptions
        do throws(CommandOptions.ParseError) {
            options = try CommandOptions.parse(arguments, formats: [], command: "lsp", allowed: flags)
            if let path = options.paths.first {
                throw CommandOptions.ParseError(message: "`viper-lint lsp` takes no paths (the editor names the workspace), not '\(path)'")
            }
        } catch {
            io.writeErr("viper-lint: \(error.message)\n\(ViperLintCommand.usage)\n")
            return .usageOrIO
        }
        let serverOptions = LanguageServer.Options(
            jobs: options.threadCount, configFile: options.configFile, noCache: options.noCache, cachePath: options.cachePath,
            currentDirectory: io.currentDirectory, environment: io.environment)
        let transport: LanguageServerTransport
        if io.isProcessStdio {
            transport = .standardStreams
        } else {
            // Tests: the whole input at once, then its end.
            let input = Locked<[UInt8]?>(io.readStdin())
            transport = LanguageServerTransport(
                read: { input.withLock { bytes in defer { bytes = nil }; return bytes.flatMap { $0.isEmpty ? nil : $0 } } },
                write: { bytes in io.writeOut(String(decoding: bytes, as: UTF8.self)); return true })
        }
        let code = LanguageServer.run(transport: transport, options: serverOptions, codeActions: FixCodeActions(),
                                      log: { io.writeErr($0 + "\n") })
        return code == 0 ? .clean : .findings
    }
}

/// The language server's quick fixes are `viper-lint fix`'s edits: the same planner, so an editor
/// offers exactly what the command would change (and refuses what it refuses).
struct FixCodeActions: CodeActionProvider {
    func codeActions(for request: CodeActionRequest) -> [CodeAction] {
        guard !request.findings.isEmpty else { return [] }
        return FixPlanner(model: request.model()).plan(request.findings, source: request.source).fixes.map { fix in
            CodeAction(title: fix.title,
                       fixes: request.findings.filter { $0.ruleId == fix.ruleId && $0.location == fix.location },
                       edits: fix.edits.map {
                           FileEdit(file: $0.file, byteRange: $0.start.offset..<$0.end.offset, replacement: $0.replacement)
                       })
        }
    }
}
