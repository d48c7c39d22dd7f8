import XCTest
import ViperLintCore
@testable import ViperLintEngine

/// Inputs found by the fuzz targets (`Tools/Fuzz`, see `Tools/Fuzz/RESULTS.md`), minimized; each
/// test trapped or failed before its fix.
final class EngineFuzzReproducerTests: XCTestCase {
    /// Target `baseline`: two entries with the same key whose counts add up past `Int.max` made
    /// `Baseline.apply` trap on arithmetic overflow (the reader accepts any positive count).
    func testBaselineEntriesWhoseCountsOverflowTogetherDoNotTrap() throws {
        let text = #"{"version": 1, "entries": [{"ruleId": "r", "file": "A.swift", "symbol": "X", "count": 9223372036854775807}, {"ruleId": "r", "file": "A.swift", "symbol": "X", "count": 1}]}"#
        let baseline = try Baseline.parse(Array(text.utf8), path: "baseline.json")
        let finding = Finding(ruleId: "r", severity: .error, message: "m",
                              location: SourceLocation(file: "A.swift", line: 1, column: 1), symbol: "X")
        let applied = baseline.apply([finding, finding])
        XCTAssertEqual(applied.kept, [])
        XCTAssertEqual(applied.suppressedCount, 2)
        XCTAssertEqual(applied.stale.map(\.count), [Int.max - 2])
    }
}
