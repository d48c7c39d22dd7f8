import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// Garbage, messages for documents never opened, ranges outside the text, huge documents, a
/// configuration broken while the server runs: an error answer, a log message or a diagnostic,
/// and the server goes on.
final class BadInputTests: XCTestCase {
    private let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
    private let shutdown = #"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#
    private let exit = #"{"jsonrpc":"2.0","method":"exit"}"#

    private func errorCodes(_ messages: [JSONNode]) -> [Int] {
        messages.compactMap { $0["error"]?["code"]?.intValue }
    }

    func testGarbageOnStandardInputGetsParseErrorsAndTheSessionGoesOn() {
        var input: [UInt8] = Array("this is not a header at all\r\n\r\n".utf8)
        input += framed(initialize)
        input += Array("garbage without any end of header".utf8)
        input += framed(#"{"jsonrpc":"2.0","id":2,"method":"viper-lint/status"}"#)
        input += framed("{not json")
        input += framed(#"[1,2,3]"#)
        input += framed(#"{"jsonrpc":"2.0","id":3}"#)
        input += framed(#"{"jsonrpc":"1.0","id":4,"method":"shutdown"}"#)
        input += framed(#"{"jsonrpc":"2.0","id":5,"method":"no/such/method"}"#)
        input += framed(#"{"jsonrpc":"2.0","method":"no/such/notification"}"#)
        input += framed(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":42}"#)
        input += Array("Content-Length: abc\r\n\r\n".utf8)
        input += framed(shutdown) + framed(exit)
        let result = runServer(input: input, chunkSize: 7)
        XCTAssertEqual(result.code, 0)
        let codes = errorCodes(result.messages)
        XCTAssertTrue(codes.contains(-32700), "\(codes)")
        XCTAssertEqual(codes.filter { $0 == -32600 }.count, 3, "\(codes)")  // array, no method, jsonrpc 1.0
        XCTAssertTrue(codes.contains(-32601), "\(codes)")
        XCTAssertNotNil(result.messages.first { $0["id"]?.intValue == 2 }?["result"], "the status request after garbage is answered")
        XCTAssertNotNil(result.messages.first { $0["id"]?.intValue == 99 }?["result"], "shutdown is answered")
        // Notifications, even broken ones, get no response: only logged.
        XCTAssertFalse(result.messages.contains { $0["id"]?.intValue == nil && $0["error"] != nil && $0["error"]?["message"]?.stringValue?.contains("params") == true })
    }

    func testTheEndOfTheInputEndsTheServerCleanly() {
        XCTAssertEqual(runServer(input: []).code, 1, "no shutdown: code 1")
        XCTAssertEqual(runServer(input: framed(initialize)).code, 1)
        XCTAssertEqual(runServer(input: framed(initialize) + framed(shutdown)).code, 0, "shutdown then EOF: code 0")
        // A message cut off by the end of the input.
        let cut = Array(framed(initialize).dropLast(10))
        XCTAssertEqual(runServer(input: cut).code, 1)
        XCTAssertEqual(runServer(input: framed(initialize) + framed(exit)).code, 1, "exit without shutdown: code 1")
    }

    func testAHugeContentLengthIsRefusedWithoutReadingItAll() {
        var input = framed(initialize)
        input += Array("Content-Length: 99999999999\r\n\r\n{}".utf8)
        let result = runServer(input: input)
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(errorCodes(result.messages).contains(-32700))
    }

    func testFramingAcceptsSplitReadsAndBareNewlines() {
        var framer = MessageFramer()
        let message = framed(#"{"a":1}"#) + Array("Content-Length: 7\n\n{\"b\":2}".utf8)
        var frames: [IncomingFrame] = []
        for byte in message {
            framer.append([byte])
            while let frame = framer.next() { frames.append(frame) }
        }
        XCTAssertEqual(frames, [.message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":2}"#.utf8))])
    }

    func testChangesForADocumentNeverOpenedAreLoggedAndIgnored() throws {
        let folder = try TemporaryFolder(self)
        let file = try folder.write("Login/LoginPresenter.swift", "final class LoginPresenter {}\n")
        let client = TestClient(root: folder.path)
        client.initialize(folder: folder.path)
        let before = client.count
        client.change(file, version: 2, range: ((0, 0), (0, 0)), text: "x")
        let logs = client.messages("window/logMessage", since: before)
        XCTAssertEqual(logs.count, 1)
        XCTAssertTrue(logs[0]["params"]?["message"]?.stringValue?.contains("not open") == true)
        XCTAssertEqual(logs[0]["params"]?["type"]?.intValue, 1)
        XCTAssertEqual(client.messages("textDocument/publishDiagnostics", since: before).count, 0)
        XCTAssertNotNil(client.request("viper-lint/status")?["result"], "the server goes on")
    }

    func testARangeOutsideTheDocumentIsClampedAndReported() throws {
        let folder = try TemporaryFolder(self)
        let file = try folder.write("Login/LoginPresenter.swift", "final class LoginPresenter {}\n")
        let client = TestClient(root: folder.path)
        client.initialize(folder: folder.path)
        client.open(file, "final class LoginPresenter {}\n")
        let before = client.count
        client.change(file, version: 2, range: ((40, 3), (90, 0)), text: "// tail\n")
        client.change(file, version: 3, range: ((0, 500), (0, 900)), text: " // end of line 1")
        client.change(file, version: 4, range: ((-1, 0), (0, 0)), text: "")
        let warnings = client.messages("window/logMessage", since: before)
        XCTAssertEqual(warnings.count, 3, "\(warnings)")
        XCTAssertTrue(warnings[0]["params"]?["message"]?.stringValue?.contains("outside the document") == true)
        // The text is what the clamped edits give: appended at the end, at the end of line 1.
        let published = client.messages("textDocument/publishDiagnostics", since: before)
        XCTAssertEqual(published.last?["params"]?["version"]?.intValue, 4)
        XCTAssertNotNil(client.request("viper-lint/status")?["result"])
    }

    func testAReversedRangeIsAppliedReversed() {
        var document = TextDocument(uri: "file:///a.swift", version: 1, text: Array("abcdef".utf8))
        let warning = document.apply(range: (LSPPosition(line: 0, character: 4), LSPPosition(line: 0, character: 1)), text: Array("X".utf8))
        XCTAssertNotNil(warning)
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "aXef")
    }

    func testAHugeDocumentIsLinted() throws {
        let folder = try TemporaryFolder(self)
        var text = "final class LoginPresenter {\n    var view: LoginViewInput?\n}\nprotocol LoginViewInput: AnyObject {}\n"
        text += "final class LoginViewController: UIViewController, LoginViewInput { var presenter: LoginPresenter? }\n"
        let filler = String(repeating: "// " + String(repeating: "é🎉x", count: 30) + "\n", count: 40_000)  // ≈ 5 MB
        text += filler
        let file = folder.path + "/Login/LoginPresenter.swift"
        try FileManager.default.createDirectory(atPath: folder.path + "/Login", withIntermediateDirectories: true)
        let client = TestClient(root: folder.path)
        client.initialize(folder: folder.path)
        client.open(file, text)
        // An edit at the very end, in UTF-16 units of the last line.
        client.change(file, version: 2, range: ((40_005, 0), (40_005, 0)), text: "// end\n")
        let diagnostics = client.diagnostics(of: file)
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.stringValue }.sorted(), ["module-has-builder", "weak-view-reference"])
        XCTAssertEqual(diagnostics.first { $0["code"]?.stringValue == "weak-view-reference" }?["range"]?["start"]?["line"]?.intValue, 1)
        XCTAssertEqual(client.messages("textDocument/publishDiagnostics").last?["params"]?["version"]?.intValue, 2)
    }

    func testAConfigurationBrokenWhileRunningIsADiagnosticOnTheConfigurationFile() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try LoginFixture.write(into: folder)
        let client = TestClient(root: folder.path)
        client.initialize(folder: folder.path)
        let presenter = folder.path + "/Login/LoginPresenter.swift"
        XCTAssertEqual(client.diagnostics(of: presenter).map { $0["code"]?.stringValue }, ["weak-view-reference"])

        // Broken JSON: a diagnostic on the file, linting goes on with the defaults (as the CLI does).
        let config = try folder.write(".viper-lint.json", "{\n  \"rules\": {\n    \"weak-view-reference\": { \"severity\": \"warning\" },\n  }\n}\n")
        client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([.object([
            ("uri", .string(DocumentURI.uri(ofPath: config))), ("type", .int(1)),
        ])]))]))
        let broken = client.diagnostics(of: config)
        XCTAssertEqual(broken.count, 1, "\(client.diagnostics)")
        XCTAssertEqual(broken.first?["severity"]?.intValue, 1)
        XCTAssertEqual(broken.first?["range"]?["start"]?["line"]?.intValue, 3)
        XCTAssertEqual(client.diagnostics(of: presenter).map { $0["severity"]?.intValue }, [1])

        // Typing in the open configuration (not saved yet) keeps its diagnostic.
        client.open(config, "{")
        client.change(config, version: 2, range: ((0, 1), (0, 1)), text: " ")
        XCTAssertEqual(client.diagnostics(of: config).count, 1)

        // An unknown key: the problem names it.
        try folder.write(".viper-lint.json", "{ \"rulez\": {} }\n")
        client.notify("textDocument/didSave", .object([("textDocument", .object([("uri", .string(DocumentURI.uri(ofPath: config)))]))]))
        XCTAssertTrue(client.diagnostics(of: config).first?["message"]?.stringValue?.contains("rulez") == true, "\(client.diagnostics(of: config))")

        // Fixed: the diagnostic goes away and the configuration applies.
        try folder.write(".viper-lint.json", "{ \"rules\": { \"weak-view-reference\": { \"severity\": \"warning\" } } }\n")
        client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([.object([
            ("uri", .string(DocumentURI.uri(ofPath: config))), ("type", .int(2)),
        ])]))]))
        XCTAssertEqual(client.diagnostics(of: config).count, 0)
        XCTAssertEqual(client.diagnostics(of: presenter).map { $0["severity"]?.intValue }, [2])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}

/// A small Login module whose presenter holds its view strongly (one weak-view-reference error).
enum LoginFixture {
    static func write(into folder: TemporaryFolder, name: String = "Login", under parent: String = "") throws {
        let place = parent + name
        try folder.write("\(place)/\(name)Presenter.swift", """
        protocol \(name)ViewInput: AnyObject {
            func show(_ text: String)
        }

        final class \(name)Presenter {
            var view: \(name)ViewInput?
            var interactor: \(name)Interactor?
        }

        """)
        try folder.write("\(place)/\(name)ViewController.swift", """
        import UIKit

        final class \(name)ViewController: UIViewController, \(name)ViewInput {
            var presenter: \(name)Presenter?
            func show(_ text: String) {}
        }

        """)
        try folder.write("\(place)/\(name)Interactor.swift", """
        final class \(name)Interactor {
            weak var output: \(name)Presenter?
        }

        """)
        try folder.write("\(place)/\(name)Builder.swift", """
        enum \(name)Builder {
            static func build() -> \(name)ViewController {
                let view = \(name)ViewController()
                let presenter = \(name)Presenter()
                let interactor = \(name)Interactor()
                view.presenter = presenter
                presenter.view = view
                presenter.interactor = interactor
                interactor.output = presenter
                return view
            }
        }

        """)
    }
}
