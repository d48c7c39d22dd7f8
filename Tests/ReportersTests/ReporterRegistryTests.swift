import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class ReporterRegistryTests: XCTestCase {
    func testEveryFormatNameHasAReporterWithThatName() {
        for name in ReporterRegistry.names {
            XCTAssertEqual(ReporterRegistry.reporter(named: name)?.name, name)
        }
        XCTAssertEqual(ReporterRegistry.names, ["text", "json", "sarif", "checkstyle", "junit", "github", "summary"])
    }

    func testUnknownFormatHasNoReporter() {
        XCTAssertNil(ReporterRegistry.reporter(named: "xml"))
        XCTAssertNil(ReporterRegistry.reporter(named: "JSON"))
    }

    func testRenderingIsIndependentOfInputOrder() {
        var reversed = ReporterFixtures.nasty
        reversed.findings.reverse()
        for name in ReporterRegistry.names {
            let reporter = ReporterRegistry.reporter(named: name)
            XCTAssertEqual(reporter?.render(reversed), reporter?.render(ReporterFixtures.nasty), name)
        }
    }
}
