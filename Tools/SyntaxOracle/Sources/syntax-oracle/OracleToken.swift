/// One significant token in the shape `viper-lint debug tokens` prints.
struct OracleToken {
    var line: Int
    var column: Int
    var kind: String
    var text: String

    func jsonLine(file: String) -> String {
        "{\"file\":\(JSONString.quote(file)),\"line\":\(line),\"column\":\(column),"
            + "\"kind\":\"\(kind)\",\"text\":\(JSONString.quote(text))}"
    }
}

enum JSONString {
    static func quote(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
