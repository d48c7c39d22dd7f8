import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The real process streams, written with write(2): Foundation's `FileHandle.write` traps
    /// on any error, so `viper-lint | head -1` with SIGPIPE ignored (as some CI runners start
    /// processes) ended in a crash report. A failed write to standard output is remembered and
    /// later output dropped; `exitStatus` turns it into the exit status.
    public static var standard: ToolIO {
        var io = ToolIO(
            writeOut: { StandardStreams.writeOut($0) },
            writeErr: { StandardStreams.writeErr($0) },
            readStdin: { StandardStreams.readIn() },
            currentDirectory: ProcessEnvironment.currentFolder()
        )
        io.exitsAfterRun = true
        io.isProcessStdio = true
        var environment = ProcessEnvironment.variables()
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

/// The process's standard output and error.
enum StandardStreams {
    /// The `errno` of the first failed write to standard output; 0 while none failed.
    static let outputFailure = Locked<Int32>(0)

    static func writeOut(_ text: String) {
        outputFailure.withLock { failure in
            guard failure == 0 else { return }
            failure = Array(text.utf8).withUnsafeBytes { FileSystemCalls.writeAll(STDOUT_FILENO, $0) }
        }
    }

    /// The `errno` of a failed read of standard input; 0 while none failed.
    static let inputFailure = Locked<Int32>(0)

    /// Call first thing in the process. A standard descriptor the process was started without
    /// (`viper-lint >&-`) would be handed to the next file the run opens (a source file, the
    /// cache, Dispatch's event descriptor) and the report written into that. /dev/null takes
    /// its place, and the missing stream is remembered as a failure: a report that cannot be
    /// written is still an I/O problem.
    static func reserveStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
            if descriptor == STDIN_FILENO { inputFailure.withLock { $0 = EBADF } }
            if descriptor == STDOUT_FILENO { outputFailure.withLock { $0 = EBADF } }
        }
    }

    /// All of standard input. `FileHandle.readDataToEndOfFile` trapped when it could not be
    /// read (`< folder`, a closed descriptor); now it reads as empty and `exitStatus` reports it.
    static func readIn() -> [UInt8] {
        if inputFailure.withLock({ $0 }) != 0 { return [] }
        switch FileSystemCalls.readAll(STDIN_FILENO) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            inputFailure.withLock { $0 = failure.code }
            return []
        }
    }

    /// A failure to write to standard error has nowhere to be reported: it is ignored.
    static func writeErr(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { FileSystemCalls.writeAll(STDERR_FILENO, $0) }
    }
}

extension ToolIO {
    /// Why standard input could not be read, once a command has read it; nil when it was read
    /// (or for in-process runs, whose input is given).
    public var standardInputProblem: String? {
        guard isProcessStdio else { return nil }
        let failure = StandardStreams.inputFailure.withLock { $0 }
        return failure == 0 ? nil : "cannot read standard input: \(String(cString: strerror(failure)).lowercased())"
    }

    /// Prepares the process's standard streams (see `StandardStreams.reserveStandardDescriptors`).
    public static func prepareStandardStreams() {
        StandardStreams.reserveStandardDescriptors()
    }

    /// The process's exit status for a command's result, given what became of standard output.
    /// A reader that went away (EPIPE: `viper-lint | head -1`) took what it wanted, and the
    /// result stands, quietly. Any other failure (a full disk, an I/O error) lost output the
    /// user asked for: an I/O problem, exit 2, said on stderr.
    public static func exitStatus(_ code: ExitCode) -> Int32 {
        // Unread standard input was linted as empty text: the run is incomplete. A command that
        // read it reported that already (`standardInputProblem`) and returned 2.
        let inputFailure = StandardStreams.inputFailure.withLock { $0 }
        if inputFailure != 0 && code != .usageOrIO {
            StandardStreams.writeErr("viper-lint: cannot read standard input: \(String(cString: strerror(inputFailure)).lowercased())\n")
        }
        let outputFailure = StandardStreams.outputFailure.withLock { $0 }
        if outputFailure != 0 && outputFailure != EPIPE {
            StandardStreams.writeErr("viper-lint: cannot write the output: \(String(cString: strerror(outputFailure)).lowercased())\n")
            return ExitCode.usageOrIO.rawValue
        }
        return inputFailure != 0 ? ExitCode.usageOrIO.rawValue : code.rawValue
    }
}

/// Exit codes are a contract (PRODUCT.md): nothing else is ever returned.
public enum ExitCode: Int32, Sendable {
    case clean = 0
    case findings = 1
    case usageOrIO = 2
}
