import XCTest
import ViperLintCore
@testable import ViperLintEngine

/// Crashes found with the fuzz targets (`Tools/Fuzz`, see `Tools/Fuzz/RESULTS.md`), minimized;
/// each test trapped or failed before its fix.
final class EngineFuzzReproducerTests: XCTestCase {
    /// Two entries with the same key whose counts add up past `Int.max` made `Baseline.apply` trap
    /// on arithmetic overflow (the reader accepts any positive count). Seen while writing the
    /// `baseline` target, confirmed by replaying this input through it (the fuzzer itself had not
    /// reached it after 1.4 million runs).
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
