import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
/// Entry point of the command line: parses the subcommand and hands over. Kept thin.
public enum ViperLintCommand {
    public static let usage = """
    usage: viper-lint [lint] [PATH ...] [options]
           viper-lint modules [PATH ...] [--format text|json|dot]
           viper-lint fix [PATH ...] [--dry-run] [options]       (fix options: see viper-lint fix --help)
           viper-lint rules [RULE-ID] [--format text|json] | explain RULE-ID | init
           viper-lint debug tokens|facts FILE... | version | help [COMMAND] | COMMAND --help
           viper-lint completion bash|zsh|fish
           viper-lint lsp [--config FILE] [--jobs N] [--no-cache] [--cache-path DIR]
    lint options: --format text|json|sarif|checkstyle|junit|github|summary, --report FORMAT=PATH, --config FILE,
      --baseline FILE, --write-baseline FILE, --strict-baseline, --strict, --quiet, --jobs N,
      --stdin-path PATH, --no-cache, --cache-path DIR, --absolute-paths
    """

    public static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        var args = arguments
        let first = args.first
        // `COMMAND --help` anywhere in the arguments: that command's help, exit 0.
        if let first, CommandHelp.byCommand[first] != nil, args.dropFirst().contains(where: CommandHelp.isHelpFlag) {
            io.writeOut(CommandHelp.text(for: first)!)
            return .clean
        }
        switch first {
        case "--version", "version":
            io.writeOut(ViperLintVersion.current + "\n")
            return .clean
        case "--help", "-h":
            io.writeOut(CommandHelp.text(for: nil)!)
            return .clean
        case "help":
            let command = args.dropFirst().first
            guard let text = CommandHelp.text(for: command) else {
                io.writeErr("viper-lint: no help for '\(command ?? "")': commands are \(CommandHelp.byCommand.keys.sorted().joined(separator: ", "))\n")
                return .usageOrIO
            }
            io.writeOut(text)
            return .clean
        case "debug":
            args.removeFirst()
            if args.first == "facts" { return DebugFactsCommand.run(Array(args.dropFirst()), io: io) }
            return DebugCommand.run(args, io: io)
        case "lint":
            return LintCommand.run(Array(args.dropFirst()), io: io)
        case "modules":
            return ModulesCommand.run(Array(args.dropFirst()), io: io)
        case "fix":
            return FixCommand.run(Array(args.dropFirst()), io: io)
        case "rules":
            return RulesCommands.list(Array(args.dropFirst()), io: io)
        case "explain":
            return RulesCommands.explain(Array(args.dropFirst()), io: io)
        case "init":
            return RulesCommands.initialize(Array(args.dropFirst()), io: io)
        case "lsp":
            return LSPCommand.run(Array(args.dropFirst()), io: io)
        case "completion":
            let shells = ShellCompletion.shells.joined(separator: ", ")
            guard args.count == 2, let script = ShellCompletion.script(for: args[1]) else {
                io.writeErr("viper-lint completion: name one shell: \(shells)\n")
                return .usageOrIO
            }
            io.writeOut(script)
            return .clean
        default:
            // No subcommand means `lint`; a word that is not a path is a typo'd command.
            let known = ["lint", "modules", "fix", "rules", "explain", "init", "debug", "help", "version", "completion", "lsp"]
            if let first, !first.hasPrefix("-"), !first.contains("/"), !first.contains("."),
               !FileSystemCalls.exists(PathText.absolute(first, base: io.currentDirectory)),
               let guess = Suggestion.closest(to: first, among: known) {
                io.writeErr("viper-lint: unknown command '\(first)' (did you mean '\(guess)'?)\n\(usage)\n")
                return .usageOrIO
            }
            return LintCommand.run(args, io: io)
        }
    }
}
