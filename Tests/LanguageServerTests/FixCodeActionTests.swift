import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintLanguageServer
@testable import ViperLintCLI
import ViperLintTestSupport

/// `viper-lint lsp` offers `viper-lint fix`'s edits as quick fixes: the same planner.
final class FixCodeActionTests: XCTestCase {
    func testTheServerOffersTheFixPlannersEdit() throws {
        let folder = try TemporaryFolder(self)
        try LoginFixture.write(into: folder)
        let client = TestClient(root: folder.path, codeActions: FixCodeActions())
        let response = try XCTUnwrap(client.initialize(folder: folder.path))
        XCTAssertNotNil(response["result"]?["capabilities"]?["codeActionProvider"])
        let presenter = folder.path + "/Login/LoginPresenter.swift"
        // An unsaved line with non-ASCII text above: positions count UTF-16 units.
        let text = "// é🎉\n" + (try String(contentsOfFile: presenter, encoding: .utf8))
        client.open(presenter, text)
        let uri = DocumentURI.uri(ofPath: presenter)
        let result = try XCTUnwrap(client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", .object([("start", .object([("line", .int(6)), ("character", .int(0))])),
                               ("end", .object([("line", .int(6)), ("character", .int(10))]))])),
            ("context", .object([("diagnostics", .array([]))])),
        ])))
        let actions = try XCTUnwrap(result["result"]?.arrayValue)
        XCTAssertEqual(actions.count, 1, "\(actions)")
        XCTAssertEqual(actions.first?["title"]?.stringValue?.contains("weak"), true)
        let edits = try XCTUnwrap(actions.first?["edit"]?["changes"]?[uri]?.arrayValue)
        // `var view: LoginViewInput?` becomes `weak var view: LoginViewInput?`: one insertion at its start.
        XCTAssertEqual(edits.count, 1, "\(edits)")
        XCTAssertEqual(edits.first?["range"]?["start"]?["line"]?.intValue, 6)
        XCTAssertEqual(edits.first?["range"]?["start"]?["character"]?.intValue, 4)
        XCTAssertEqual(edits.first?["newText"]?.stringValue, "weak ")
    }
}
