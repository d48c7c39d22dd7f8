import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
import Dispatch
import Foundation

/// `viper-lint debug tokens [--stats] FILE|DIR...`: developer views of the pipeline's
/// intermediate values. The JSON-line format is a contract with the differential checker.
package enum DebugCommand {
    static let usage = "usage: viper-lint debug tokens [--stats] FILE|DIR..."

    static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        guard arguments.first == "tokens" else {
            io.writeErr("viper-lint debug: unknown view '\(arguments.first ?? "")'\n\(usage)\n")
            return .usageOrIO
        }
        var paths: [String] = []
        var stats = false
        for argument in arguments.dropFirst() {
            if argument == "--stats" {
                stats = true
            } else if argument.hasPrefix("--") {
                io.writeErr("viper-lint debug: unknown flag '\(argument)'\n\(usage)\n")
                return .usageOrIO
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            io.writeErr("viper-lint debug: no FILE or DIR given\n\(usage)\n")
            return .usageOrIO
        }
        var failed = false
        let files = swiftFiles(in: paths, io: io, failed: &failed)
        if stats {
            printStats(files, io: io, failed: &failed)
        } else {
            for file in files {
                guard let bytes = read(file, io: io) else { failed = true; continue }
                io.writeOut(TokenJSONLines.render(file: file.display, bytes: bytes))
            }
        }
        return failed ? .usageOrIO : .clean
    }

    package struct SourceFile {
        var display: String // the path as given, or joined under a given directory
        var absolute: String
    }

    static func swiftFiles(in paths: [String], io: ToolIO, failed: inout Bool) -> [SourceFile] {
        let manager = FileManager.default
        var result: [SourceFile] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : io.currentDirectory + "/" + path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                io.writeErr("viper-lint: no such file or directory: \(path)\n")
                failed = true
                continue
            }
            guard isDirectory.boolValue else {
                result.append(SourceFile(display: path, absolute: absolute))
                continue
            }
            var found: [String] = []
            if let enumerator = manager.enumerator(atPath: absolute) {
                while let relative = enumerator.nextObject() as? String {
                    if relative.hasSuffix(".swift") { found.append(relative) }
                }
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            let absolutePrefix = absolute.hasSuffix("/") ? absolute : absolute + "/"
            for relative in found.sorted() {
                var isDir: ObjCBool = false
                if manager.fileExists(atPath: absolutePrefix + relative, isDirectory: &isDir), isDir.boolValue { continue }
                result.append(SourceFile(display: prefix + relative, absolute: absolutePrefix + relative))
            }
        }
        return result
    }

    static func read(_ file: SourceFile, io: ToolIO) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: file.absolute) else {
            io.writeErr("viper-lint: cannot read \(file.display)\n")
            return nil
        }
        return [UInt8](data)
    }

    /// Tokenizes every file on one thread; only the tokenize calls are timed (monotonic clock).
    static func printStats(_ files: [SourceFile], io: ToolIO, failed: inout Bool) {
        var byteCount = 0
        var tokenCount = 0
        var nanoseconds: UInt64 = 0
        var fileCount = 0
        for file in files {
            guard let bytes = read(file, io: io) else { failed = true; continue }
            let begin = DispatchTime.now().uptimeNanoseconds
            let tokens = Tokenizer.tokenize(bytes)
            nanoseconds += DispatchTime.now().uptimeNanoseconds - begin
            fileCount += 1
            byteCount += bytes.count
            tokenCount += tokens.count
        }
        let seconds = Double(nanoseconds) / 1e9
        let mbps = seconds > 0 ? Double(byteCount) / 1e6 / seconds : 0
        io.writeOut("files=\(fileCount) bytes=\(byteCount) tokens=\(tokenCount) "
            + "seconds=\(String(format: "%.6f", seconds)) mbps=\(String(format: "%.1f", mbps))\n")
    }
}
