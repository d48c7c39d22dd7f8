import Foundation

/// The only door to the terminal: the CLI writes through this so tests can capture output.
public struct ToolIO: @unchecked Sendable {
    public var writeOut: (String) -> Void
    public var writeErr: (String) -> Void
    public var readStdin: () -> [UInt8]
    public var currentDirectory: String
    /// The process exits right after the command: freeing the model's many small objects
    /// first would only cost time (a measurable share of a warm run).
    public var exitsAfterRun = false

    public init(writeOut: @escaping (String) -> Void, writeErr: @escaping (String) -> Void,
                readStdin: @escaping () -> [UInt8], currentDirectory: String) {
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
        return io
    }
}

/// Exit codes are a contract (PRODUCT.md): nothing else is ever returned.
public enum ExitCode: Int32, Sendable {
    case clean = 0
    case findings = 1
    case usageOrIO = 2
}
