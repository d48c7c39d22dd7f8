import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// initialize, initialized, shutdown, exit; requests before initialize and after shutdown.
final class LifecycleTests: XCTestCase {
    func testInitializeAdvertisesIncrementalSyncAndNoCodeActionsWithoutAProvider() throws {
        let folder = try TemporaryFolder(self)
        let client = TestClient(root: folder.path)
        let response = try XCTUnwrap(client.initialize(folder: folder.path))
        let capabilities = try XCTUnwrap(response["result"]?["capabilities"])
        XCTAssertEqual(capabilities["textDocumentSync"]?["change"]?.intValue, 2)
        XCTAssertEqual(capabilities["textDocumentSync"]?["openClose"]?.boolValue, true)
        XCTAssertEqual(capabilities["positionEncoding"]?.stringValue, "utf-16")
        XCTAssertNil(capabilities["codeActionProvider"], "no provider is wired: code actions must not be advertised")
        XCTAssertEqual(response["result"]?["serverInfo"]?["name"]?.stringValue, "viper-lint")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testACodeActionProviderIsAdvertised() throws {
        let client = TestClient(codeActions: ClosureCodeActionProvider { _ in [] })
        let response = try XCTUnwrap(client.initialize(folder: nil))
        XCTAssertEqual(response["result"]?["capabilities"]?["codeActionProvider"]?["codeActionKinds"]?.arrayValue?.first?.stringValue, "quickfix")
    }

    func testExitWithoutShutdownIsCode1() {
        let client = TestClient()
        client.initialize(folder: nil)
        client.notify("exit")
        XCTAssertEqual(client.server.exitCode, 1)
    }

    func testRequestsBeforeInitializeAndAfterShutdownAreRefused() throws {
        let client = TestClient()
        let early = try XCTUnwrap(client.request("textDocument/codeAction"))
        XCTAssertEqual(early["error"]?["code"]?.intValue, -32002)
        client.initialize(folder: nil)
        let again = try XCTUnwrap(client.request("initialize", .object([("capabilities", .object([]))])))
        XCTAssertEqual(again["error"]?["code"]?.intValue, -32600)
        let unknown = try XCTUnwrap(client.request("textDocument/hover"))
        XCTAssertEqual(unknown["error"]?["code"]?.intValue, -32601)
        XCTAssertNotNil(client.request("shutdown")?["result"])
        let late = try XCTUnwrap(client.request("textDocument/hover"))
        XCTAssertEqual(late["error"]?["code"]?.intValue, -32600)
        client.notify("exit")
        XCTAssertEqual(client.server.exitCode, 0)
    }

    func testUnknownNotificationsGetNoResponse() {
        let client = TestClient()
        client.initialize(folder: nil)
        let before = client.count
        client.notify("$/setTrace", .object([("value", .string("off"))]))
        client.notify("workspace/somethingNew")
        XCTAssertEqual(client.count, before)
    }
}
