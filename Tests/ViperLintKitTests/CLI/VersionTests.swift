import XCTest
@testable import ViperLintKit

final class VersionTests: XCTestCase {
    func testVersionFlagPrintsVersionAndExitsZero() {
        var out = ""
        let io = ToolIO(writeOut: { out += $0 }, writeErr: { _ in }, readStdin: { [] }, currentDirectory: "/")
        XCTAssertEqual(ViperLintCommand.run(["--version"], io: io), .clean)
        XCTAssertEqual(out, ViperLintVersion.current + "\n")
    }
}
