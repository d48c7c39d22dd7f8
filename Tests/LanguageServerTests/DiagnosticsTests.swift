import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// What is published: the diagnostic's fields, other files republished when an edit changes
/// their findings, empty arrays that clear, versions.
final class DiagnosticsTests: XCTestCase {
    func testADiagnosticHasItsRangeRuleLinkSourceAndNotes() throws {
        let folder = try TemporaryFolder(self)
        try LoginFixture.write(into: folder)
        let client = TestClient(root: folder.path)
        client.initialize(folder: folder.path)
        let presenter = folder.path + "/Login/LoginPresenter.swift"
        let diagnostic = try XCTUnwrap(client.diagnostics(of: presenter).first)
        XCTAssertEqual(diagnostic["code"]?.stringValue, "weak-view-reference")
        XCTAssertEqual(diagnostic["severity"]?.intValue, 1)
        XCTAssertEqual(diagnostic["source"]?.stringValue, "viper-lint")
        XCTAssertEqual(diagnostic["codeDescription"]?["href"]?.stringValue,
                       "https://github.com/viper-lint/viper-lint/blob/main/Rules/weak-view-reference.md")
        // `    var view: LoginViewInput?` on line 6: the range covers `view`.
        XCTAssertEqual(diagnostic["range"]?["start"]?["line"]?.intValue, 5)
        XCTAssertEqual(diagnostic["range"]?["start"]?["character"]?.intValue, 8)
        XCTAssertEqual(diagnostic["range"]?["end"]?["character"]?.intValue, 12)
        XCTAssertEqual(diagnostic["data"]?["symbol"]?.stringValue, "LoginPresenter.view")
        XCTAssertTrue(diagnostic["message"]?.stringValue?.contains("weak var view") == true)
        for info in diagnostic["relatedInformation"]?.arrayValue ?? [] {
            XCTAssertNotNil(DocumentURI.path(of: info["location"]?["uri"]?.stringValue ?? ""))
            XCTAssertNotNil(info["message"]?.stringValue)
        }
    }

    func testAnEditRepublishesOtherFilesAndEmptyArraysClear() throws {
        let folder = try TemporaryFolder(self)
        try LoginFixture.write(into: folder)
        try LoginFixture.write(into: folder, name: "Cart")
        let client = TestClient(root: folder.path)
        client.initialize(folder: folder.path)
        let presenter = folder.path + "/Login/LoginPresenter.swift"
        let builder = folder.path + "/Login/LoginBuilder.swift"
        let builderText = try String(contentsOfFile: builder, encoding: .utf8)
        client.open(builder, builderText)

        // Without its builder, the module's presenter gets a finding: its file is republished.
        var before = client.count
        client.change(builder, version: 2, range: nil, text: "")
        var published = client.messages("textDocument/publishDiagnostics", since: before)
        XCTAssertEqual(published.map { $0["params"]?["uri"]?.stringValue }, [DocumentURI.uri(ofPath: presenter), DocumentURI.uri(ofPath: builder)],
                       "the other file first, the edited one last")
        XCTAssertNil(published[0]["params"]?["version"], "a file that is not open has no version")
        XCTAssertEqual(published[1]["params"]?["version"]?.intValue, 2)
        XCTAssertEqual(client.diagnostics(of: presenter).compactMap { $0["code"]?.stringValue }.sorted(), ["module-has-builder", "weak-view-reference"])
        XCTAssertTrue(client.diagnostics(of: folder.path + "/Cart/CartPresenter.swift").count == 1, "the other module is untouched")

        // The builder back: the presenter's extra finding goes.
        before = client.count
        client.change(builder, version: 3, range: nil, text: builderText)
        XCTAssertEqual(client.diagnostics(of: presenter).compactMap { $0["code"]?.stringValue }, ["weak-view-reference"])

        // The view made weak: an empty array clears the file.
        client.open(presenter, try String(contentsOfFile: presenter, encoding: .utf8))
        before = client.count
        let text = try String(contentsOfFile: presenter, encoding: .utf8).replacingOccurrences(of: "    var view", with: "    weak var view")
        client.change(presenter, version: 2, range: nil, text: text)
        published = client.messages("textDocument/publishDiagnostics", since: before)
        XCTAssertEqual(published.last?["params"]?["diagnostics"]?.arrayValue?.count, 0)
        XCTAssertEqual(client.diagnostics(of: presenter).count, 0)

        // An edit that changes nothing the rules see still confirms the version.
        before = client.count
        client.change(presenter, version: 3, range: ((0, 0), (0, 0)), text: "// a comment\n")
        published = client.messages("textDocument/publishDiagnostics", since: before)
        XCTAssertEqual(published.count, 1)
        XCTAssertEqual(published.first?["params"]?["version"]?.intValue, 3)
    }

    func testAFileOutsideTheWorkspaceIsShownOnlyWhileOpen() throws {
        let folder = try TemporaryFolder(self)
        try LoginFixture.write(into: folder, name: "Login")
        try folder.write("Other/.git/HEAD", "ref: refs/heads/main\n")
        try LoginFixture.write(into: folder, name: "Cart", under: "Other/")
        let client = TestClient(root: folder.path + "/Login")
        client.initialize(folder: folder.path + "/Login")
        let outside = folder.path + "/Other/Cart/CartPresenter.swift"
        XCTAssertEqual(client.diagnostics(of: outside).count, 0)
        client.open(outside, try String(contentsOfFile: outside, encoding: .utf8))
        XCTAssertEqual(client.diagnostics(of: outside).count, 1, "its own project is loaded")
        XCTAssertEqual(client.diagnostics(of: folder.path + "/Other/Cart/CartBuilder.swift").count, 0)
        client.notify("textDocument/didClose", .object([("textDocument", .object([("uri", .string(DocumentURI.uri(ofPath: outside)))]))]))
        XCTAssertEqual(client.diagnostics(of: outside).count, 0)
        XCTAssertEqual(client.request("viper-lint/status")?["result"]?["projects"]?.arrayValue?.count, 2)
    }

    func testRelatedInformationIsLeftOutForClientsWithoutIt() throws {
        let folder = try TemporaryFolder(self)
        try LoginFixture.write(into: folder)
        let client = TestClient(root: folder.path)
        client.initialize(folder: folder.path, capabilities: .object([("textDocument", .object([
            ("publishDiagnostics", .object([("relatedInformation", .bool(false))])),
        ]))]))
        for diagnostics in client.diagnostics.values {
            for diagnostic in diagnostics { XCTAssertNil(diagnostic["relatedInformation"]) }
        }
    }

    func testCodeActionsComeFromTheProviderAsWorkspaceEdits() throws {
        let folder = try TemporaryFolder(self)
        try LoginFixture.write(into: folder)
        // A provider that makes the reference weak, as `viper-lint fix` will.
        let provider = ClosureCodeActionProvider { request in
            request.findings.filter { $0.ruleId == "weak-view-reference" }.compactMap { finding -> CodeAction? in
                guard let bytes = request.source(finding.location.file) else { return nil }
                let lines = LineIndex(bytes)
                let start = lines.offset(line: finding.location.line, column: 1, in: bytes)
                let text = String(decoding: bytes[start...], as: UTF8.self)
                guard let range = text.range(of: "var ") else { return nil }
                let offset = start + text[..<range.lowerBound].utf8.count
                _ = request.model()
                return CodeAction(title: "Make `view` weak", fixes: [finding],
                                  edits: [FileEdit(file: finding.location.file, byteRange: offset..<offset, replacement: "weak ")])
            }
        }
        let client = TestClient(root: folder.path, codeActions: provider)
        client.initialize(folder: folder.path)
        let presenter = folder.path + "/Login/LoginPresenter.swift"
        // Unsaved text with a non-ASCII line above: the edit's position counts UTF-16 units.
        let text = "// é🎉\n" + (try String(contentsOfFile: presenter, encoding: .utf8))
        client.open(presenter, text)
        let response = try XCTUnwrap(client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(DocumentURI.uri(ofPath: presenter)))])),
            ("range", .object([("start", .object([("line", .int(6)), ("character", .int(0))])),
                               ("end", .object([("line", .int(6)), ("character", .int(10))]))])),
            ("context", .object([("diagnostics", .array([]))])),
        ])))
        let actions = try XCTUnwrap(response["result"]?.arrayValue)
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(actions[0]["kind"]?.stringValue, "quickfix")
        XCTAssertEqual(actions[0]["diagnostics"]?.arrayValue?.first?["code"]?.stringValue, "weak-view-reference")
        let edits = try XCTUnwrap(actions[0]["edit"]?["changes"]?[DocumentURI.uri(ofPath: presenter)]?.arrayValue)
        XCTAssertEqual(edits.first?["range"]?["start"]?["line"]?.intValue, 6)
        XCTAssertEqual(edits.first?["range"]?["start"]?["character"]?.intValue, 4)
        XCTAssertEqual(edits.first?["newText"]?.stringValue, "weak ")
        // Nothing on other lines.
        let none = client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(DocumentURI.uri(ofPath: presenter)))])),
            ("range", .object([("start", .object([("line", .int(0)), ("character", .int(0))])),
                               ("end", .object([("line", .int(0)), ("character", .int(0))]))])),
        ]))
        XCTAssertEqual(none?["result"]?.arrayValue?.count, 0)
    }

    func testWorkspaceFoldersAddedAndRemoved() throws {
        let folder = try TemporaryFolder(self)
        try LoginFixture.write(into: folder, name: "Login", under: "A/")
        try LoginFixture.write(into: folder, name: "Cart", under: "B/")
        let a = folder.path + "/A", b = folder.path + "/B"
        let client = TestClient(root: a)
        client.initialize(folder: a)
        XCTAssertEqual(client.diagnostics.count, 1)
        client.notify("workspace/didChangeWorkspaceFolders", .object([("event", .object([
            ("added", .array([.object([("uri", .string(DocumentURI.uri(ofPath: b))), ("name", .string("B"))])])),
            ("removed", .array([])),
        ]))]))
        XCTAssertEqual(client.diagnostics(of: b + "/Cart/CartPresenter.swift").count, 1)
        client.notify("workspace/didChangeWorkspaceFolders", .object([("event", .object([
            ("added", .array([])),
            ("removed", .array([.object([("uri", .string(DocumentURI.uri(ofPath: a))), ("name", .string("A"))])])),
        ]))]))
        XCTAssertEqual(client.diagnostics(of: a + "/Login/LoginPresenter.swift").count, 0, "a removed folder's diagnostics are cleared")
        XCTAssertEqual(client.diagnostics.count, 1)
    }

    func testFileWatchingIsRegisteredWhenTheClientCanRegisterIt() throws {
        let client = TestClient()
        let before = client.count
        client.initialize(folder: nil, capabilities: .object([("workspace", .object([
            ("didChangeWatchedFiles", .object([("dynamicRegistration", .bool(true))])),
        ]))]))
        let registration = client.messages("client/registerCapability", since: before).first
        let watchers = registration?["params"]?["registrations"]?.arrayValue?.first?["registerOptions"]?["watchers"]?.arrayValue
        XCTAssertEqual(watchers?.compactMap { $0["globPattern"]?.stringValue }, ["**/*.swift", "**/.viper-lint.json"])
        // The client's answer is no request and gets no response.
        let id = registration?["id"]?.stringValue ?? ""
        let count = client.count
        client.sendBody(#"{"jsonrpc":"2.0","id":"\#(id)","result":null}"#)
        XCTAssertEqual(client.count, count)
        // Without the capability, nothing is registered.
        let plain = TestClient()
        plain.initialize(folder: nil)
        XCTAssertEqual(plain.messages("client/registerCapability").count, 0)
    }
}
