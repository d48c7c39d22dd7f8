import ViperLintCore
/// A parsed JSON value that remembers where it was written, so configuration and baseline errors
/// can point at `line:column`. Objects keep their members in source order, duplicates included
/// (the decoders report duplicates; the parser does not silently drop them).
public struct JSONNode: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        /// The number's source text, validated against the RFC 8259 grammar; converted on demand.
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    public var value: Value
    /// 1-based line of the value's first byte.
    public var line: Int
    /// 1-based column of the value's first byte, counted in UTF-8 bytes like `SourceLocation`.
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// "a string", "an object": the words used in "expected X, found Y" messages.
    public var kindDescription: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The number as an `Int` when it is written as an integer (no fraction, no exponent) that fits.
    public var intValue: Int? {
        guard case .number(let text) = value else { return nil }
        return Int(text)
    }

    public var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }
}

/// One `"key": value` pair of an object, with the key's position (errors about keys point there).
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: JSONNode

    public init(key: String, keyLine: Int, keyColumn: Int, value: JSONNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}

/// Why a document is not JSON, and where.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String

    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// "invalid JSON at 3:17: expected ',' or '}'"
    public var description: String { "invalid JSON at \(line):\(column): \(reason)" }
}
