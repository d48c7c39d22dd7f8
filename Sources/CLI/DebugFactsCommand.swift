import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
import Foundation

/// `viper-lint debug facts FILE|DIR...`: the per-file facts as JSON, one document per file.
package enum DebugFactsCommand {
    static func run(_ paths: [String], io: ToolIO) -> ExitCode {
        guard !paths.isEmpty else {
            io.writeErr("viper-lint debug: no FILE or DIR given\nusage: viper-lint debug facts FILE|DIR...\n")
            return .usageOrIO
        }
        var failed = false
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for file in DebugCommand.swiftFiles(in: paths, io: io, failed: &failed) {
            guard let bytes = DebugCommand.read(file, io: io) else { failed = true; continue }
            let facts = FactExtractor.extract(path: file.path, bytes: bytes)
            if let data = try? encoder.encode(facts) {
                io.writeOut(String(decoding: data, as: UTF8.self) + "\n")
            }
        }
        return failed ? .usageOrIO : .clean
    }
}
