/// A JSON document with object keys in insertion order, so json and sarif output is
/// byte-for-byte deterministic (Foundation's JSONSerialization reorders keys and formats
/// numbers differently across platforms). Only integers are supported: nothing we emit is
/// fractional, and integer formatting is exact everywhere.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Keys are written in this order; duplicates are the caller's bug and written as given.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// `.string` for a present value, `.null` for an absent one.
    public static func optional(_ string: String?) -> JSONValue {
        string.map(JSONValue.string) ?? .null
    }
}

/// Serializes `JSONValue` the one way viper-lint writes JSON: 2-space indentation,
/// `"key": value`, `[]`/`{}` for empty containers, non-ASCII kept as UTF-8, and a trailing
/// newline so the output is a well-formed text file.
public enum JSONWriter {
    public static func serialize(_ value: JSONValue) -> String {
        // Written as UTF-8 bytes and turned into a String once: appending to a String scalar by
        // scalar cost a tenth of a whole lint run with `--format json` on a 6,000-file app.
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(value, indent: 0, into: &out)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): out.append(contentsOf: String(number).utf8)
        case .string(let text): appendQuoted(text, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(contentsOf: "[\n".utf8)
            for (index, item) in items.enumerated() {
                pad(indent + 1, &out)
                write(item, indent: indent + 1, into: &out)
                if index != items.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            for (index, member) in members.enumerated() {
                pad(indent + 1, &out)
                appendQuoted(member.key, to: &out)
                out.append(contentsOf: ": ".utf8)
                write(member.value, indent: indent + 1, into: &out)
                if index != members.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func pad(_ level: Int, _ out: inout [UInt8]) {
        for _ in 0..<(level * 2) { out.append(UInt8(ascii: " ")) }
    }

    /// A JSON string literal (RFC 8259 §7): quote, backslash and C0 controls escaped, short
    /// forms where JSON has them; everything else, including `/` and non-ASCII, as is.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                var escape: StaticString? = nil
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    // U+2028/U+2029 are valid JSON but end a line in JavaScript: escape them too.
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    if byte < 0x20 {
                        out.append(contentsOf: bytes[runStart..<index])
                        out.append(contentsOf: "\\u00".utf8)
                        out.append(hexDigit(byte >> 4))
                        out.append(hexDigit(byte & 0x0F))
                        index += 1
                        runStart = index
                        continue
                    }
                }
                if let escape {
                    out.append(contentsOf: bytes[runStart..<index])
                    escape.withUTF8Buffer { out.append(contentsOf: $0) }
                    index += width
                    runStart = index
                } else {
                    index += 1
                }
            }
            out.append(contentsOf: bytes[runStart..<count])
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
