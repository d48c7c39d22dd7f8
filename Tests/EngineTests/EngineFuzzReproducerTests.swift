import XCTest
import ViperLintCore
import ViperLintFacts
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

    /// Each word of a directive was located by walking the comment from its start, so a directive
    /// with many words took quadratic time: this one (100,000 words on one line, 400 KB) did not
    /// finish in two minutes; now it is one pass. Seen while looking into why the `suppression`
    /// target was slow, confirmed by replaying a 100 KB directive through it (about 4 minutes);
    /// the fuzzer's inputs (2 KB at most) are too small to reach its 10 s timeout.
    func testDirectiveWithManyWordsIsLocatedInOnePass() throws {
        let count = 100_000
        let text = "/*\n viper-lint:disable" + String(repeating: " all", count: count) + " */"
        let comment = CommentFact(position: Position(line: 7, column: 3), text: text, codeBeforeOnLine: false)
        let parsed = try XCTUnwrap(SuppressionDirectiveParser.parse(comment, knownRuleIds: ["r"]))
        let rules = try XCTUnwrap(parsed.directive).rules
        XCTAssertEqual(rules.count, count)
        XCTAssertEqual(parsed.mistakes.count, 0)
        // Line 8 (after "/*"); " viper-lint:disable" is 19 bytes, each " all" 4.
        XCTAssertEqual(rules.first.map { [$0.line, $0.column] }, [8, 21])
        XCTAssertEqual(rules.last.map { [$0.line, $0.column] }, [8, 21 + 4 * (count - 1)])
    }
}
