import ViperLintCore
/// XML 1.0 escaping shared by the checkstyle and junit reporters.
package enum XMLEscaping {
    /// For attribute values (always double-quoted): the five markup characters as entities, and
    /// tab/newline/carriage return as character references, because parsers would otherwise
    /// normalise them to spaces. Characters XML 1.0 forbids are dropped.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// For element content: markup characters as entities; tab and newline kept; carriage
    /// return as `&#13;` (parsers would fold it into the newline); forbidden characters dropped.
    static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += "&#13;"
            case "\n": out += inAttribute ? "&#10;" : "\n"
            case "\t": out += inAttribute ? "&#9;" : "\t"
            default:
                if isAllowed(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    /// (Swift scalars are never surrogates, so only the C0 controls and U+FFFE/U+FFFF fall out.)
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
