import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintReporters
@testable import ViperLintEngine
@testable import ViperLintCLI
import ViperLintTestSupport

final class VersionTests: XCTestCase {
    func testVersionFlagPrintsVersionAndExitsZero() {
        let result = runCLI(["--version"], in: "/")
        XCTAssertEqual(result.exit, .clean)
        XCTAssertEqual(result.out, ViperLintVersion.current + "\n")
    }
}
