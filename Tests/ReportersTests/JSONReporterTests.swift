import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class JSONReporterTests: XCTestCase {
    func testNastyReportRendersExactly() {
        let expected = #"""
        {
          "version": 1,
          "tool": {
            "name": "viper-lint",
            "version": "0.1.0"
          },
          "summary": {
            "files": 12,
            "modules": 3,
            "findings": 3,
            "errors": 2,
            "warnings": 1,
            "durationMs": 1234
          },
          "findings": [
            {
              "ruleId": "entity-in-presenter",
              "severity": "warning",
              "message": "\"UserEntity\" crosses <presenter> & view\n\tuse a display struct 🚀",
              "file": "Sources/Café Flow/Login Presenter.swift",
              "line": 7,
              "column": 9,
              "module": null,
              "symbol": null
            },
            {
              "ruleId": "navigation-in-router",
              "severity": "error",
              "message": "move 100% of `present(_:animated:)` to O'Brien's router, a,b: c",
              "file": "Sources/Café Flow/Login Presenter.swift",
              "line": 7,
              "column": 9,
              "module": "Café",
              "symbol": "CaféPresenter.show"
            },
            {
              "ruleId": "weak-view-reference",
              "severity": "error",
              "message": "declare `view` as `weak var view: ProfileViewInput?`",
              "file": "Sources/Profile/ProfilePresenter.swift",
              "line": 12,
              "column": 5,
              "module": "Profile",
              "symbol": "ProfilePresenter.view",
              "notes": [
                {
                  "message": "view protocol declared here",
                  "file": "Sources/Profile/ProfilePresenter.swift",
                  "line": 3,
                  "column": 10
                }
              ]
            }
          ]
        }
        """#
        XCTAssertEqual(JSONReporter().render(ReporterFixtures.nasty), expected + "\n")
    }

    func testEmptyReportRendersExactly() {
        let expected = #"""
        {
          "version": 1,
          "tool": {
            "name": "viper-lint",
            "version": "0.1.0"
          },
          "summary": {
            "files": 0,
            "modules": 0,
            "findings": 0,
            "errors": 0,
            "warnings": 0,
            "durationMs": 5
          },
          "findings": []
        }
        """#
        XCTAssertEqual(JSONReporter().render(ReporterFixtures.empty), expected + "\n")
    }

    func testOutputParsesWithFoundationAndKeepsEveryValue() throws {
        let data = Data(JSONReporter().render(ReporterFixtures.nasty).utf8)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(findings.first?["message"] as? String,
                       "\"UserEntity\" crosses <presenter> & view\n\tuse a display struct 🚀")
        XCTAssertEqual(findings.first?["file"] as? String, ReporterFixtures.cafeFile)
        XCTAssertTrue(findings.first?["module"] is NSNull)
        XCTAssertEqual(findings.last?["symbol"] as? String, "ProfilePresenter.view")
        let notes = try XCTUnwrap(findings.last?["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.first?["line"] as? Int, 3)
    }

    func testKeyOrderIsTheDocumentedOne() throws {
        guard case .object(let root) = JSONReporter().document(ReporterFixtures.nasty) else {
            return XCTFail("root is not an object")
        }
        XCTAssertEqual(root.map(\.key), ["version", "tool", "summary", "findings"])
        guard case .object(let summary)? = root.first(where: { $0.key == "summary" })?.value,
              case .array(let findings)? = root.last?.value,
              case .object(let withNotes)? = findings.last else {
            return XCTFail("unexpected shape")
        }
        XCTAssertEqual(summary.map(\.key), ["files", "modules", "findings", "errors", "warnings", "durationMs"])
        XCTAssertEqual(withNotes.map(\.key),
                       ["ruleId", "severity", "message", "file", "line", "column", "module", "symbol", "notes"])
    }

    func testFindingWithoutNotesHasNoNotesKey() {
        XCTAssertFalse(JSONReporter().render(ReporterFixtures.empty).contains("notes"))
        let single = LintReport(findings: [Finding(ruleId: "r", severity: .warning, message: "m",
                                                   location: SourceLocation(file: "a.swift", line: 1, column: 1))],
                                fileCount: 1, moduleCount: 0, durationMs: 0)
        XCTAssertFalse(JSONReporter().render(single).contains("\"notes\""))
    }

    func testIncompleteRunAddsIncompleteAndItsProblemsAsLastSummaryKeys() {
        var report = ReporterFixtures.empty
        report.incomplete = true
        report.problems = ["x.swift: permission denied"]
        XCTAssertTrue(JSONReporter().render(report).contains(
            "    \"durationMs\": 5,\n    \"incomplete\": true,\n    \"problems\": [\n      \"x.swift: permission denied\"\n    ]\n  },"))
    }

    func testCompleteRunHasNoIncompleteKey() {
        XCTAssertFalse(JSONReporter().render(ReporterFixtures.nasty).contains("incomplete"))
    }
}
