/// Entry point of the command line: parses the subcommand and hands over. Kept thin.
public enum ViperLintCommand {
    public static let usage = """
    usage: viper-lint [lint] [PATH ...] [options]
           viper-lint modules [PATH ...] [--format text|json|dot]
           viper-lint rules | explain RULE-ID | init | debug tokens|facts FILE... | --version | --help
    """

    public static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        var args = arguments
        let first = args.first
        switch first {
        case "--version":
            io.writeOut(ViperLintVersion.current + "\n")
            return .clean
        case "--help", "-h", "help":
            io.writeOut(usage + "\n")
            return .clean
        case "debug":
            args.removeFirst()
            if args.first == "facts" { return DebugFactsCommand.run(Array(args.dropFirst()), io: io) }
            return DebugCommand.run(args, io: io)
        default:
            io.writeErr("viper-lint: unknown command '\(first ?? "")'\n\(usage)\n")
            return .usageOrIO
        }
    }
}
