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
        let fileField = "{\"file\":" + JSONWriter.quoted(file) + ",\"line\":"
        var out = ""
        for token in tokenized.tokens where !token.kind.isTrivia {
            out += fileField
            out += String(token.line)
            out += ",\"column\":"
            out += String(token.column)
            out += ",\"kind\":\""
            out += token.kind.name
            out += "\",\"text\":"
            out += JSONWriter.quoted(tokenized.text(of: token))
            out += "}\n"
        }
        return out
    }
}
