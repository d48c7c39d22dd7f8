import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// A client that drives a `LanguageServer` in-process, one message at a time: `handle` then
/// `settle`, exactly what the run loop does when one message arrives, without threads or timing.
final class TestClient {
    private(set) var server: LanguageServer!
    /// Every message the server wrote, parsed, in order.
    private(set) var received: [JSONNode] = []
    private var nextId = 1

    init(root: String? = nil, environment: [String: String] = [:], codeActions: (any CodeActionProvider)? = nil,
         jobs: Int = 2, configFile: String? = nil) {
        let options = LanguageServer.Options(jobs: jobs, configFile: configFile, noCache: true, cachePath: nil,
                                             currentDirectory: root ?? "/", environment: environment)
        server = LanguageServer(options: options, codeActions: codeActions, write: { [unowned self] body in
            guard let node = try? JSONParser.parse(body) else {
                XCTFail("the server wrote invalid JSON: \(String(decoding: body, as: UTF8.self))")
                return true
            }
            self.received.append(node)
            return true
        })
    }

    /// Sends raw bytes as one message body, then lets the server settle.
    func sendBody(_ body: String) {
        server.handle(.message(Array(body.utf8)))
        server.settle()
    }

    @discardableResult
    func request(_ method: String, _ params: JSONValue = .object([])) -> JSONNode? {
        let id = nextId
        nextId += 1
        let body = CompactJSON.encode(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
        let before = received.count
        server.handle(.message(body))
        server.settle()
        return received[before...].first { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    func notify(_ method: String, _ params: JSONValue = .object([])) {
        let body = CompactJSON.encode(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
        server.handle(.message(body))
        server.settle()
    }

    /// `initialize` with the folder as workspace, then `initialized`.
    @discardableResult
    func initialize(folder: String?, capabilities: JSONValue = .object([])) -> JSONNode? {
        var params: [(key: String, value: JSONValue)] = [("processId", .null), ("capabilities", capabilities)]
        if let folder {
            params.append(("rootUri", .string(DocumentURI.uri(ofPath: folder))))
            params.append(("workspaceFolders", .array([.object([("uri", .string(DocumentURI.uri(ofPath: folder))), ("name", .string("test"))])])))
        }
        let response = request("initialize", .object(params))
        notify("initialized")
        return response
    }

    func open(_ path: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(DocumentURI.uri(ofPath: path))), ("languageId", .string("swift")),
            ("version", .int(version)), ("text", .string(text)),
        ]))]))
    }

    /// An incremental change: replace `range` (LSP positions) with `text`.
    func change(_ path: String, version: Int, range: ((Int, Int), (Int, Int))?, text: String) {
        var change: [(key: String, value: JSONValue)] = []
        if let range {
            change.append(("range", .object([
                ("start", .object([("line", .int(range.0.0)), ("character", .int(range.0.1))])),
                ("end", .object([("line", .int(range.1.0)), ("character", .int(range.1.1))])),
            ])))
        }
        change.append(("text", .string(text)))
        notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(DocumentURI.uri(ofPath: path))), ("version", .int(version))])),
            ("contentChanges", .array([.object(change)])),
        ]))
    }

    /// The latest diagnostics published for each URI (an empty array clears).
    var diagnostics: [String: [JSONNode]] {
        var result: [String: [JSONNode]] = [:]
        for message in received where message["method"]?.stringValue == "textDocument/publishDiagnostics" {
            guard let uri = message["params"]?["uri"]?.stringValue else { continue }
            result[uri] = message["params"]?["diagnostics"]?.arrayValue ?? []
        }
        return result.filter { !$0.value.isEmpty }
    }

    func diagnostics(of path: String) -> [JSONNode] {
        diagnostics[DocumentURI.uri(ofPath: path)] ?? []
    }

    func messages(_ method: String, since index: Int = 0) -> [JSONNode] {
        received[index...].filter { $0["method"]?.stringValue == method }
    }

    var count: Int { received.count }

    func shutdownAndExit() -> Int32? {
        request("shutdown")
        notify("exit")
        return server.exitCode
    }
}

extension JSONNode {
    var intValueOrNil: Int? { intValue }
}

/// `Content-Length` framing of a message body, for the run-loop tests.
func framed(_ body: String) -> [UInt8] {
    MessageFrame.encode(Array(body.utf8))
}

/// Runs the whole server loop over `input` (then the end of the input); returns the exit code and
/// every message written.
func runServer(input: [UInt8], root: String = "/", chunkSize: Int = 4096) -> (code: Int32, messages: [JSONNode], raw: [UInt8]) {
    let remaining = Locked(input)
    let output = Locked<[UInt8]>([])
    let transport = LanguageServerTransport(
        read: {
            remaining.withLock { bytes -> [UInt8]? in
                guard !bytes.isEmpty else { return nil }
                let chunk = Array(bytes.prefix(chunkSize))
                bytes.removeFirst(chunk.count)
                return chunk
            }
        },
        write: { bytes in
            output.withLock { $0 += bytes }
            return true
        })
    let options = LanguageServer.Options(jobs: 1, noCache: true, currentDirectory: root)
    let code = LanguageServer.run(transport: transport, options: options)
    let raw = output.withLock { $0 }
    var framer = MessageFramer()
    framer.append(raw)
    var messages: [JSONNode] = []
    while let frame = framer.next() {
        if case .message(let body) = frame, let node = try? JSONParser.parse(body) { messages.append(node) }
    }
    return (code, messages, raw)
}

/// A lock-guarded string, since the command line may write from any thread.
final class Captured: Sendable {
    private let storage = Locked("")
    func append(_ text: String) { storage.withLock { $0 += text } }
    var text: String { storage.withLock { $0 } }
}
