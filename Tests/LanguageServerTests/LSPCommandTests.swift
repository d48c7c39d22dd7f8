import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
@testable import ViperLintCLI
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// `viper-lint lsp` as the command line dispatches it.
final class LSPCommandTests: XCTestCase {
    private func run(_ arguments: [String], stdin: [UInt8] = [], in directory: String = "/") -> (code: ExitCode, out: String, err: String) {
        let out = Captured(), err = Captured()
        var io = ToolIO(writeOut: { out.append($0) }, writeErr: { err.append($0) }, readStdin: { stdin }, currentDirectory: directory)
        io.environment = ["HOME": "/nonexistent"]
        let code = ViperLintCommand.run(arguments, io: io)
        return (code, out.text, err.text)
    }

    func testHelpAndUsageNameTheCommand() {
        let help = run(["lsp", "--help"])
        XCTAssertEqual(help.code, .clean)
        XCTAssertTrue(help.out.contains("usage: viper-lint lsp"))
        XCTAssertTrue(help.out.contains("--cache-path DIR"))
        XCTAssertEqual(run(["help", "lsp"]).out, help.out)
        XCTAssertTrue(ViperLintCommand.usage.contains("viper-lint lsp"))
        XCTAssertTrue(run(["help"]).out.contains("viper-lint lsp"))
    }

    func testBadOptionsAreUsageErrors() {
        let unknown = run(["lsp", "--stdio-path", "x"])
        XCTAssertEqual(unknown.code, .usageOrIO)
        XCTAssertTrue(unknown.err.hasPrefix("viper-lint: unknown option '--stdio-path'"), unknown.err)
        XCTAssertEqual(run(["lsp", "--format", "json"]).code, .usageOrIO)
        XCTAssertTrue(run(["lsp", "Sources"]).err.contains("takes no paths"))
        XCTAssertEqual(run(["lsp", "--jobs", "0"]).code, .usageOrIO)
    }

    func testASessionThroughTheCommandLine() throws {
        let folder = try TemporaryFolder(self)
        try LoginFixture.write(into: folder)
        var input: [UInt8] = []
        input += framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(DocumentURI.uri(ofPath: folder.path))","capabilities":{}}}"#)
        input += framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        input += framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        input += framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = run(["lsp", "--no-cache", "--jobs", "1"], stdin: input, in: folder.path)
        XCTAssertEqual(result.code, .clean, result.err)
        XCTAssertTrue(result.out.hasPrefix("Content-Length: "))
        XCTAssertTrue(result.out.contains("\"weak-view-reference\""))
        XCTAssertTrue(result.out.contains(#""id":2,"result":null"#))
        // The client gone without shutdown: 1.
        XCTAssertEqual(run(["lsp", "--no-cache"], stdin: Array(input.prefix(40))).code, .findings)
    }
}
