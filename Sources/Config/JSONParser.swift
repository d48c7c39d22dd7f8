import ViperLintCore
/// A strict RFC 8259 parser over UTF-8 bytes that records each value's line and column.
/// Foundation's `JSONSerialization` loses positions, and configuration errors must name them.
/// Recursion is bounded by `maxDepth`, so no input can exhaust the stack.
public struct JSONParser {
    /// Deep enough for any configuration or baseline; shallow enough for a secondary thread's stack.
    public static let maxDepth = 128

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0  // byte offset where the current line begins

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document (a leading UTF-8 byte order mark is skipped, as RFC 8259 allows).
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected text after the end of the document")
        }
        return node
    }

    public static func parse(_ text: String) throws(JSONParseError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    // MARK: - Values

    private var column: Int { index - lineStart + 1 }

    private func error(_ reason: String) -> JSONParseError {
        JSONParseError(line: line, column: column, reason: reason)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONNode {
        let startLine = line, startColumn = column
        guard let byte = current else { throw error("unexpected end of input, expected a value") }
        let value: JSONNode.Value
        switch byte {
        case UInt8(ascii: "{"):
            value = try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            value = try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            value = .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            value = .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            value = .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            value = .number(try parseNumber())
        default:
            throw error("unexpected \(describe(byte)), expected a value")
        }
        return JSONNode(value, line: startLine, column: startColumn)
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONNode.Value {
        if depth > JSONParser.maxDepth { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
        index += 1  // "{"
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error(current == nil ? "unexpected end of input, expected a key" : "expected a string key")
            }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONNode.Value {
        if depth > JSONParser.maxDepth { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
        index += 1  // "["
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected -> Bool in
            guard index + count <= bytes.count else { return false }
            for i in 0..<count where bytes[index + i] != expected[i] { return false }
            return true
        }
        guard matches else { throw error("invalid literal, expected '\(literal)'") }
        index += count
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONParseError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = current, isDigit(next) { throw error("a number cannot have a leading zero") }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let d = current, isDigit(d) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let d = current, isDigit(d) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    // MARK: - Strings

    /// Builds the string's UTF-8 bytes and makes one `String` at the end: appending to a
    /// `String.UnicodeScalarView` copies it, which made long strings with many escapes (an
    /// editor's document sent to the language server) quadratic.
    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1  // opening quote
        var utf8: [UInt8] = []
        var runStart = index  // a run of plain bytes is validated in one go
        while true {
            guard let byte = current else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                try appendRun(from: runStart, to: index, into: &utf8)
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: utf8, as: UTF8.self)
                }
                utf8.append(contentsOf: UTF8.encode(try parseEscape())!)
                runStart = index
            } else if byte < 0x20 {
                throw error(byte == 0x0A ? "unterminated string" : "control character in string, escape it")
            } else {
                index += 1
            }
        }
    }

    private func appendRun(from start: Int, to end: Int, into utf8: inout [UInt8]) throws(JSONParseError) {
        guard start < end else { return }
        let run = bytes[start..<end]
        // ASCII needs no validation; anything else must be well-formed UTF-8.
        if !run.allSatisfy({ $0 < 0x80 }) && String(validating: run, as: UTF8.self) == nil {
            throw JSONParseError(line: line, column: start - lineStart + 1, reason: "invalid UTF-8 in string")
        }
        utf8.append(contentsOf: run)
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        index += 1  // backslash
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw error("invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape '\\\(describeRaw(byte))'")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected 4 hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    // MARK: - Whitespace and messages

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(describeRaw(byte))'" }
        if byte >= 0x80 { return "non-ASCII character" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func describeRaw(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
