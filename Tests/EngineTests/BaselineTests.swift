import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintReporters
@testable import ViperLintEngine
import ViperLintTestSupport

final class BaselineTests: XCTestCase {
    private func finding(_ rule: String, _ file: String, line: Int, symbol: String?, message: String = "make it weak") -> Finding {
        Finding(ruleId: rule, severity: .error, message: message,
                location: SourceLocation(file: file, line: line, column: 5), symbol: symbol)
    }

    private func roundTrip(_ findings: [Finding], root: String? = nil) throws -> Baseline {
        try Baseline.parse(Array(Baseline.write(findings: findings, root: root).utf8), path: "baseline.json")
    }

    private func parseError(_ text: String) -> String {
        do {
            _ = try Baseline.parse(Array(text.utf8), path: "baseline.json")
            return "(no error)"
        } catch {
            return error.description
        }
    }

    func testWriteIsSortedPrettyAndRelative() {
        let findings = [
            finding("weak-view-reference", "/repo/Sources/B.swift", line: 9, symbol: "BPresenter.view"),
            finding("entity-in-presenter", "/repo/Sources/A.swift", line: 3, symbol: nil, message: "no \"Entity\" here"),
            finding("weak-view-reference", "/repo/Sources/B.swift", line: 20, symbol: "BPresenter.view"),
        ]
        XCTAssertEqual(Baseline.write(findings: findings, root: "/repo"), """
        {
          "version": 1,
          "entries": [
            {
              "ruleId": "entity-in-presenter",
              "file": "Sources/A.swift",
              "symbol": null,
              "message": "no \\"Entity\\" here",
              "count": 1
            },
            {
              "ruleId": "weak-view-reference",
              "file": "Sources/B.swift",
              "symbol": "BPresenter.view",
              "count": 2
            }
          ]
        }

        """)
    }

    func testWriteWithoutFindingsIsAnEmptyList() {
        XCTAssertEqual(Baseline.write(findings: []), "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    }

    func testWriteDoesNotDependOnFindingOrder() {
        let a = finding("r", "A.swift", line: 1, symbol: "X")
        let b = finding("r", "B.swift", line: 1, symbol: "Y")
        XCTAssertEqual(Baseline.write(findings: [a, b]), Baseline.write(findings: [b, a]))
    }

    func testRoundTripHidesEveryRecordedFinding() throws {
        let findings = [finding("r", "A.swift", line: 1, symbol: "X"), finding("r", "A.swift", line: 2, symbol: nil)]
        let result = try roundTrip(findings).apply(findings)
        XCTAssertEqual(result.kept, [])
        XCTAssertEqual(result.suppressedCount, 2)
        XCTAssertEqual(result.stale, [])
    }

    func testCodeAddedAboveAFindingKeepsItHidden() throws {
        let baseline = try roundTrip([finding("weak-view-reference", "A.swift", line: 10, symbol: "APresenter.view")])
        let moved = finding("weak-view-reference", "A.swift", line: 25, symbol: "APresenter.view")
        XCTAssertEqual(baseline.apply([moved]).kept, [])
    }

    func testSecondViolationOfTheSameKeyReportsExactlyTheLastOne() throws {
        let baseline = try roundTrip([finding("weak-view-reference", "A.swift", line: 10, symbol: "APresenter.view")])
        let first = finding("weak-view-reference", "A.swift", line: 10, symbol: "APresenter.view")
        let second = finding("weak-view-reference", "A.swift", line: 40, symbol: "APresenter.view")
        let result = baseline.apply([second, first])
        XCTAssertEqual(result.kept, [second])
        XCTAssertEqual(result.suppressedCount, 1)
    }

    func testNewFindingElsewhereStillFails() throws {
        let baseline = try roundTrip([finding("weak-view-reference", "A.swift", line: 10, symbol: "APresenter.view")])
        let other = finding("weak-view-reference", "A.swift", line: 30, symbol: "BPresenter.view")
        XCTAssertEqual(baseline.apply([other]).kept, [other])
    }

    func testFixingOneOfTwoMakesTheEntryStaleByOne() throws {
        let two = [finding("r", "A.swift", line: 1, symbol: "X"), finding("r", "A.swift", line: 5, symbol: "X")]
        let result = try roundTrip(two).apply([two[0]])
        XCTAssertEqual(result.kept, [])
        XCTAssertEqual(result.stale, [BaselineEntry(ruleId: "r", file: "A.swift", symbol: "X", count: 1)])
    }

    func testFindingWithoutSymbolMatchesByMessage() throws {
        let baseline = try roundTrip([finding("r", "A.swift", line: 1, symbol: nil, message: "one")])
        let other = finding("r", "A.swift", line: 1, symbol: nil, message: "two")
        XCTAssertEqual(baseline.apply([other]).kept, [other])
    }

    func testMovedFileFindingsReappearBecauseEntriesAreKeyedByPath() throws {
        let baseline = try roundTrip([finding("r", "Old/A.swift", line: 1, symbol: "X")])
        let moved = finding("r", "New/A.swift", line: 1, symbol: "X")
        let result = baseline.apply([moved])
        XCTAssertEqual(result.kept, [moved])
        XCTAssertEqual(result.stale, [BaselineEntry(ruleId: "r", file: "Old/A.swift", symbol: "X", count: 1)])
    }

    func testAbsoluteFindingPathsMatchRelativeEntriesThroughTheRoot() throws {
        let baseline = try roundTrip([finding("r", "/repo/A.swift", line: 1, symbol: "X")], root: "/repo")
        XCTAssertEqual(baseline.entries.map(\.file), ["A.swift"])
        XCTAssertEqual(baseline.apply([finding("r", "/repo/A.swift", line: 3, symbol: "X")], root: "/repo").kept, [])
    }

    func testParseErrorNamesPositionAndKeyPath() {
        XCTAssertEqual(parseError("{\"version\": 1, \"entries\": [\n  {\"ruleId\": \"r\", \"file\": \"A.swift\", \"symbol\": \"X\", \"count\": \"2\"}]}"),
                       "baseline.json:2:62: entries[0].count: expected an integer, found a string")
    }

    func testParseRejectsInvalidJSON() {
        XCTAssertEqual(parseError("{\"version\": 1,}"), "baseline.json:1:15: invalid JSON: expected a string key")
    }

    func testParseRejectsAnotherVersion() {
        XCTAssertEqual(parseError(#"{"version": 2, "entries": []}"#), "baseline.json:1:13: version: expected 1, found 2")
    }

    func testParseRejectsMissingKeys() {
        XCTAssertEqual(parseError(#"{"version": 1, "entries": [{"ruleId": "r", "symbol": "X", "count": 1}]}"#),
                       #"baseline.json:1:28: entries[0]: missing key "file""#)
        XCTAssertEqual(parseError("{}"), """
        baseline.json:1:1: missing key "version"
        baseline.json:1:1: missing key "entries"
        """)
    }

    func testParseRejectsUnknownEntryKeyWithSuggestion() {
        XCTAssertEqual(parseError(#"{"version": 1, "entries": [{"ruleID": "r", "file": "A", "symbol": "X", "count": 1}]}"#),
                       #"baseline.json:1:29: entries[0].ruleID: unknown key, did you mean "ruleId"?"#)
    }

    func testParseRejectsZeroCount() {
        XCTAssertEqual(parseError(#"{"version": 1, "entries": [{"ruleId": "r", "file": "A", "symbol": "X", "count": 0}]}"#),
                       "baseline.json:1:81: entries[0].count: expected a positive integer, found 0")
    }
}
