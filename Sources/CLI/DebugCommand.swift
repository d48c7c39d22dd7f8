import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
import Dispatch

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
                io.writeOut(TokenJSONLines.render(file: file.path, bytes: bytes))
            }
        }
        return failed ? .usageOrIO : .clean
    }

    /// The files `lint` would read for these paths: the same discovery, so `.build`, `.git`,
    /// `Pods` and the configuration's `exclude` are skipped, and a file named explicitly is kept.
    /// Paths that cannot be used are reported on stderr and set `failed`.
    static func swiftFiles(in paths: [String], io: ToolIO, failed: inout Bool) -> [DiscoveredFile] {
        let resolver = ConfigurationResolver(validator: ConfigurationValidator(rules: RuleRegistry.optionSpecs),
                                             currentDirectory: io.currentDirectory)
        let lenient = LenientDiscoveryFilter(resolver)
        let discovery = FileDiscovery(filter: lenient, currentDirectory: io.currentDirectory).discover(paths)
        let problems = lenient.errors.map(\.description) + discovery.problems.map(\.description)
        for problem in problems { io.writeErr("viper-lint: \(problem)\n") }
        if !problems.isEmpty { failed = true }
        return discovery.files
    }

    static func read(_ file: DiscoveredFile, io: ToolIO) -> [UInt8]? {
        switch FileSystemCalls.readFile(file.absolutePath) {
        case .success(let bytes):
            return bytes
        case .failure(let failure):
            io.writeErr("viper-lint: \(file.path): cannot read file: \(failure.message)\n")
            return nil
        }
    }

    /// Tokenizes every file on one thread; only the tokenize calls are timed (monotonic clock).
    static func printStats(_ files: [DiscoveredFile], io: ToolIO, failed: inout Bool) {
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
            + "seconds=\(fixedPoint(seconds, digits: 6)) mbps=\(fixedPoint(mbps, digits: 1))\n")
    }
}
