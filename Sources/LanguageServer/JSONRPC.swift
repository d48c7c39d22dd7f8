import ViperLintCore
import ViperLintConfig

/// JSON-RPC 2.0 error codes the server uses (LSP 3.17 adds the -3200x range).
public enum JSONRPCErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestFailed = -32803
}

/// One parsed message from the client.
enum IncomingMessage {
    case request(id: JSONValue, method: String, params: JSONNode?)
    case notification(method: String, params: JSONNode?)
    /// A response to a request the server sent (`client/registerCapability`).
    case response(id: JSONValue)

    /// Why a body is no usable message: the error to answer with, the id to answer (null when
    /// unknown), and whether it was a notification (those are never answered, only logged).
    struct Failure: Error {
        var code: JSONRPCErrorCode
        var message: String
        var id: JSONValue = .null
        var isNotification = false
    }

    /// Classifies a JSON body.
    static func parse(_ body: [UInt8]) -> Result<IncomingMessage, Failure> {
        let node: JSONNode
        do {
            node = try JSONParser.parse(body)
        } catch {
            return .failure(Failure(code: .parseError, message: "parse error: \(error.description)"))
        }
        guard case .object = node.value else {
            return .failure(Failure(code: .invalidRequest, message: "invalid request: a message is a JSON object, not \(node.kindDescription)"))
        }
        var id: JSONValue?
        if let rawId = node["id"] {
            switch rawId.value {
            case .string(let text): id = .string(text)
            case .number where rawId.intValue != nil: id = .int(rawId.intValue!)
            case .null: id = .null
            default:
                return .failure(Failure(code: .invalidRequest, message: "invalid request: \"id\" must be an integer or a string"))
            }
        }
        let method = node["method"]?.stringValue
        // A message with a method and no id is a notification: never answered, even when broken.
        let isNotification = method != nil && id == nil
        func failure(_ message: String) -> Result<IncomingMessage, Failure> {
            .failure(Failure(code: .invalidRequest, message: "invalid request: " + message, id: id ?? .null, isNotification: isNotification))
        }
        guard node["jsonrpc"]?.stringValue == "2.0" else { return failure("\"jsonrpc\" must be \"2.0\"") }
        let params = node["params"]
        if let params {
            switch params.value {
            case .object, .array: break
            default: return failure("\"params\" must be an object or an array")
            }
        }
        guard let methodNode = node["method"] else {
            if let id, node["result"] != nil || node["error"] != nil { return .success(.response(id: id)) }
            return failure("no \"method\"")
        }
        guard let method = methodNode.stringValue else { return failure("\"method\" must be a string") }
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }
}

extension JSONNode {
    /// An object's member (the first of duplicates), nil for other values.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    var arrayValue: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }
}

/// Writes `JSONValue` without whitespace, for the wire.
enum CompactJSON {
    static func encode(_ value: JSONValue) -> [UInt8] {
        var out = ""
        out.reserveCapacity(256)
        write(value, into: &out)
        return Array(out.utf8)
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .int(let number): out += String(number)
        case .string(let text): out += JSONWriter.quoted(text)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                write(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                out += JSONWriter.quoted(member.key)
                out += ":"
                write(member.value, into: &out)
            }
            out += "}"
        }
    }
}

/// The messages the server writes.
enum OutgoingMessage {
    static func response(id: JSONValue, result: JSONValue) -> [UInt8] {
        CompactJSON.encode(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    static func error(id: JSONValue, code: JSONRPCErrorCode, message: String) -> [UInt8] {
        CompactJSON.encode(.object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(code.rawValue)), ("message", .string(message))])),
        ]))
    }

    static func notification(method: String, params: JSONValue) -> [UInt8] {
        CompactJSON.encode(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    static func request(id: JSONValue, method: String, params: JSONValue) -> [UInt8] {
        CompactJSON.encode(.object([("jsonrpc", .string("2.0")), ("id", id), ("method", .string(method)), ("params", params)]))
    }
}
