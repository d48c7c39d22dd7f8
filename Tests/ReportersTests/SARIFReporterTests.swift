import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class SARIFReporterTests: XCTestCase {
    func testNastyReportRendersExactly() {
        let expected = #"""
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "viper-lint",
                  "version": "0.1.0",
                  "informationUri": "https://github.com/viper-lint/viper-lint",
                  "rules": [
                    {
                      "id": "entity-in-presenter",
                      "shortDescription": {
                        "text": "entity-in-presenter"
                      },
                      "helpUri": "https://github.com/viper-lint/viper-lint/blob/main/Rules/entity-in-presenter.md"
                    },
                    {
                      "id": "navigation-in-router",
                      "shortDescription": {
                        "text": "navigation-in-router"
                      },
                      "helpUri": "https://github.com/viper-lint/viper-lint/blob/main/Rules/navigation-in-router.md"
                    },
                    {
                      "id": "weak-view-reference",
                      "shortDescription": {
                        "text": "weak-view-reference"
                      },
                      "helpUri": "https://github.com/viper-lint/viper-lint/blob/main/Rules/weak-view-reference.md"
                    }
                  ]
                }
              },
              "results": [
                {
                  "ruleId": "entity-in-presenter",
                  "ruleIndex": 0,
                  "level": "warning",
                  "message": {
                    "text": "\"UserEntity\" crosses <presenter> & view\n\tuse a display struct 🚀"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/Caf%C3%A9%20Flow/Login%20Presenter.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 7,
                          "startColumn": 9
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "viperLintFingerprint/v1": "c6e058ba2c8c8117:1"
                  }
                },
                {
                  "ruleId": "navigation-in-router",
                  "ruleIndex": 1,
                  "level": "error",
                  "message": {
                    "text": "move 100% of `present(_:animated:)` to O'Brien's router, a,b: c"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/Caf%C3%A9%20Flow/Login%20Presenter.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 7,
                          "startColumn": 9
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "viperLintFingerprint/v1": "035488b68fa0873c:1"
                  }
                },
                {
                  "ruleId": "weak-view-reference",
                  "ruleIndex": 2,
                  "level": "error",
                  "message": {
                    "text": "declare `view` as `weak var view: ProfileViewInput?`"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/Profile/ProfilePresenter.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 12,
                          "startColumn": 5
                        }
                      }
                    }
                  ],
                  "relatedLocations": [
                    {
                      "id": 1,
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/Profile/ProfilePresenter.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 3,
                          "startColumn": 10
                        }
                      },
                      "message": {
                        "text": "view protocol declared here"
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "viperLintFingerprint/v1": "2994ad33a107338a:1"
                  }
                }
              ]
            }
          ]
        }
        """#
        XCTAssertEqual(SARIFReporter().render(ReporterFixtures.nasty), expected + "\n")
    }

    func testEmptyReportRendersExactly() {
        let expected = #"""
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "viper-lint",
                  "version": "0.1.0",
                  "informationUri": "https://github.com/viper-lint/viper-lint",
                  "rules": []
                }
              },
              "results": []
            }
          ]
        }
        """#
        XCTAssertEqual(SARIFReporter().render(ReporterFixtures.empty), expected + "\n")
    }

    func testOutputParsesWithFoundation() throws {
        let data = Data(SARIFReporter().render(ReporterFixtures.nasty).utf8)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
    }

    func testRuleSummariesFillShortDescriptions() {
        let reporter = SARIFReporter(ruleSummaries: ["weak-view-reference": "Views are held weakly"])
        let output = reporter.render(ReporterFixtures.nasty)
        XCTAssertTrue(output.contains(#""text": "Views are held weakly""#))
        XCTAssertTrue(output.contains(#""text": "entity-in-presenter""#))
    }

    func testRelativePathsArePercentEncodedAgainstSourceRoot() {
        XCTAssertEqual(SARIFReporter.percentEncoded("Sources/Café Flow/a:b#c?d%e.swift"),
                       "Sources/Caf%C3%A9%20Flow/a%3Ab%23c%3Fd%25e.swift")
    }

    func testAbsolutePathsBecomeFileURIsWithoutBase() {
        let location = SARIFReporter.physicalLocation(SourceLocation(file: "/tmp/My App/a.swift", line: 2, column: 3))
        guard case .object(let members) = location,
              case .object(let artifact)? = members.first?.value else { return XCTFail("unexpected shape") }
        XCTAssertEqual(artifact.map(\.key), ["uri"])
        XCTAssertEqual(artifact.first?.value, .string("file:///tmp/My%20App/a.swift"))
    }

    func testZeroLineAndColumnAreRaisedToOneAsTheSchemaRequires() {
        let location = SARIFReporter.physicalLocation(SourceLocation(file: "a.swift", line: 0, column: 0))
        XCTAssertTrue(JSONWriter.serialize(location).contains(
            "\"region\": {\n    \"startLine\": 1,\n    \"startColumn\": 1\n  }"))
    }

    func testFingerprintIgnoresLineAndColumn() {
        let a = Finding(ruleId: "r", severity: .error, message: "m",
                        location: SourceLocation(file: "a.swift", line: 1, column: 1), symbol: "A.b")
        var moved = a
        moved.location.line = 40
        moved.location.column = 7
        XCTAssertEqual(SARIFReporter.fingerprintHash(a), SARIFReporter.fingerprintHash(moved))
    }

    func testFingerprintIsFNV1aOfRuleFileAndSymbol() {
        let finding = Finding(ruleId: "r", severity: .error, message: "m",
                              location: SourceLocation(file: "a.swift", line: 1, column: 1), symbol: "A.b")
        // FNV-1a 64 of "r\0a.swift\0A.b", computed independently.
        XCTAssertEqual(SARIFReporter.fingerprintHash(finding), Self.fnv1a("r\u{0}a.swift\u{0}A.b"))
        XCTAssertEqual(SARIFReporter.fingerprintHash(finding).count, 16)
    }

    func testRepeatedFingerprintsAreNumberedInOutputOrder() {
        let first = Finding(ruleId: "r", severity: .error, message: "m",
                            location: SourceLocation(file: "a.swift", line: 1, column: 1), symbol: "A")
        var second = first
        second.location.line = 9
        let output = SARIFReporter().render(LintReport(findings: [second, first], fileCount: 1,
                                                       moduleCount: 1, durationMs: 0))
        let hash = SARIFReporter.fingerprintHash(first)
        let firstRange = output.range(of: "\"\(hash):1\"")
        let secondRange = output.range(of: "\"\(hash):2\"")
        XCTAssertNotNil(firstRange)
        XCTAssertNotNil(secondRange)
        if let firstRange, let secondRange { XCTAssertLessThan(firstRange.lowerBound, secondRange.lowerBound) }
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in Array(text.utf8) { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
