/// `viper-lint debug tokens|facts FILE...`: developer views of the pipeline's intermediate values.
enum DebugCommand {
    static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        io.writeErr("viper-lint debug: not implemented yet\n")
        return .usageOrIO
    }
}
