import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
/// One JSON object per significant token: `{"file","line","column","kind","text"}`. Output of
/// `viper-lint debug tokens`, compared line by line against swift-syntax by the oracle tool.
package enum TokenJSONLines {
    static func render(file: String, bytes: [UInt8]) -> String {
        let tokenized = Tokenizer.tokenizeFile(bytes)
        let fileField = "{\"file\":" + quoted(file) + ",\"line\":"
        var out = ""
        for token in tokenized.tokens where !token.kind.isTrivia {
            out += fileField
            out += String(token.line)
            out += ",\"column\":"
            out += String(token.column)
            out += ",\"kind\":\""
            out += token.kind.name
            out += "\",\"text\":"
            out += quoted(tokenized.text(of: token))
            out += "}\n"
        }
        return out
    }

    /// A JSON string literal: quotes, backslash and control characters escaped, other text raw.
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 2)
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0..<0x20:
                bytes += Array("\\u00".utf8)
                bytes.append(hex[Int(c >> 4)])
                bytes.append(hex[Int(c & 0xF)])
            default: bytes.append(c)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }
}
