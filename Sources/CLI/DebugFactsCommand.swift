import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
import Dispatch

/// `viper-lint debug facts [--stats] FILE|DIR...`: the per-file facts as JSON, one document per
/// file; with `--stats`, the time of each step of the facts phase instead.
package enum DebugFactsCommand {
    static let usage = "usage: viper-lint debug facts [--stats] FILE|DIR..."

    static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        var paths: [String] = []
        var stats = false
        for argument in arguments {
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
        let files = DebugCommand.swiftFiles(in: paths, io: io, failed: &failed)
        if stats {
            printStats(files, io: io, failed: &failed)
            return failed ? .usageOrIO : .clean
        }
        for file in files {
            guard let bytes = DebugCommand.read(file, io: io) else { failed = true; continue }
            let facts = FactExtractor.extract(path: file.path, bytes: bytes)
            if let json = try? JSONValueEncoder.encode(facts) {
                io.writeOut(JSONWriter.serialize(json))
            }
        }
        return failed ? .usageOrIO : .clean
    }

    /// The facts phase of `lint` on one thread, each step timed apart (monotonic clock): reading
    /// the file, the whole tokenizer over it (`tokenize`, the yardstick, its result dropped), and
    /// the facts as lint makes them (`extract`: the extractor's own scan of the significant tokens
    /// plus extraction). `ratio` is the facts' cost relative to the tokenizer's: extract / tokenize.
    static func printStats(_ files: [DiscoveredFile], io: ToolIO, failed: inout Bool) {
        var read: UInt64 = 0
        var tokenize: UInt64 = 0
        var extract: UInt64 = 0
        var byteCount = 0
        var fileCount = 0
        var typeCount = 0
        var tokenCount = 0
        for file in files {
            let begin = DispatchTime.now().uptimeNanoseconds
            guard let bytes = DebugCommand.read(file, io: io) else { failed = true; continue }
            let tokenized = DispatchTime.now().uptimeNanoseconds
            tokenCount &+= Tokenizer.tokenize(bytes).count
            let extracted = DispatchTime.now().uptimeNanoseconds
            let facts = FactExtractor.extract(path: file.path, bytes: bytes)
            let end = DispatchTime.now().uptimeNanoseconds
            read += tokenized - begin
            tokenize += extracted - tokenized
            extract += end - extracted
            byteCount += bytes.count
            fileCount += 1
            typeCount += facts.types.count
        }
        func seconds(_ nanoseconds: UInt64) -> String { fixedPoint(Double(nanoseconds) / 1e9, digits: 6) }
        let ratio = tokenize > 0 ? Double(extract) / Double(tokenize) : 0
        io.writeOut("files=\(fileCount) bytes=\(byteCount) tokens=\(tokenCount) types=\(typeCount) read=\(seconds(read)) "
            + "tokenize=\(seconds(tokenize)) extract=\(seconds(extract)) "
            + "ratio=\(fixedPoint(ratio, digits: 2))\n")
    }
}
