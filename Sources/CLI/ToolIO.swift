import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
import Foundation

/// The only door to the terminal: the CLI writes through this so tests can capture output.
public struct ToolIO: Sendable {
    public var writeOut: @Sendable (String) -> Void
    public var writeErr: @Sendable (String) -> Void
    public var readStdin: @Sendable () -> [UInt8]
    public var currentDirectory: String
    /// The process exits right after the command: freeing the model's many small objects
    /// first would only cost time (a measurable share of a warm run).
    public var exitsAfterRun = false
    /// Phase timing (`VIPER_LINT_TIMING=1`), handed to the stages that mark phases.
    public var timer = PhaseTimer.disabled
    /// The variables the tool reads (`HOME`, `XDG_CACHE_HOME` for the cache folder); tests pass
    /// their own, so they never touch the user's real cache.
    public var environment: [String: String] = [:]
    /// `readStdin` and `writeOut` are the process's own streams: `lsp` reads and writes them
    /// directly, message by message (tests pass their own closures instead).
    public var isProcessStdio = false

    public init(writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
                readStdin: @escaping @Sendable () -> [UInt8], currentDirectory: String) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.readStdin = readStdin
        self.currentDirectory = currentDirectory
    }

    /// The real process streams.
    public static var standard: ToolIO {
        var io = ToolIO(
            writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
            readStdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            currentDirectory: FileManager.default.currentDirectoryPath
        )
        io.exitsAfterRun = true
        io.isProcessStdio = true
        var environment = ProcessInfo.processInfo.environment
        io.timer = PhaseTimer(enabled: environment["VIPER_LINT_TIMING"] == "1")
        // An empty environment (`env -i`, some GUI launchers) still has a home in the user database.
        if environment["HOME"] == nil, let home = FileSystemCalls.userHomeFolder() { environment["HOME"] = home }
        io.environment = environment
        return io
    }

    /// Writes the phase timing line, if timing is on.
    public func flushTiming() {
        if let line = timer.takeReport() { writeErr(line) }
    }
}

/// Exit codes are a contract (PRODUCT.md): nothing else is ever returned.
public enum ExitCode: Int32, Sendable {
    case clean = 0
    case findings = 1
    case usageOrIO = 2
}
