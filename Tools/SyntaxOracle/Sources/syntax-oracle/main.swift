import Foundation
import SwiftParser
import SwiftSyntax

// syntax-oracle: swift-syntax as the reference for viper-lint's tokenizer.
//   syntax-oracle tokens FILE|DIR...   one JSON object per significant token, per line
//   syntax-oracle parse FILE|DIR...    parse only; prints files=N bytes=N seconds=S

let usage = "usage: syntax-oracle tokens|parse FILE|DIR...\n"
let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, mode == "tokens" || mode == "parse", arguments.count > 1 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let files = SwiftFileList.expand(Array(arguments.dropFirst()))

func readBytes(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("syntax-oracle: cannot read \(path)\n".utf8))
        return nil
    }
    return [UInt8](data)
}

if mode == "tokens" {
    var output = ""
    for file in files {
        guard let bytes = readBytes(file) else { continue }
        for token in SyntaxTokenMapper.tokens(of: bytes) {
            output += token.jsonLine(file: file)
            output += "\n"
        }
        if output.utf8.count > 1 << 20 {
            FileHandle.standardOutput.write(Data(output.utf8))
            output = ""
        }
    }
    FileHandle.standardOutput.write(Data(output.utf8))
} else {
    // Read everything first so the timing covers parsing alone, not the disk.
    let sources = files.compactMap(readBytes)
    let byteCount = sources.reduce(0) { $0 + $1.count }
    let clock = ContinuousClock()
    var tokenTotal = 0
    let elapsed = clock.measure {
        for source in sources {
            let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
            tokenTotal &+= tree.totalLength.utf8Length  // keep the parse observable
        }
    }
    let seconds = Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18
    print("files=\(sources.count) bytes=\(byteCount) seconds=\(String(format: "%.4f", seconds))")
}
