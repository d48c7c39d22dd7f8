import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

/// Output never depends on the order findings reach a reporter (that order comes from parallel
/// stages and hashed collections): every format renders every shuffle of a report identically,
/// also when findings tie on path, line, column, rule and message.
final class ReporterDeterminismTests: XCTestCase {
    static let file = "Sources/Login/LoginPresenter.swift"
    static let location = SourceLocation(file: file, line: 4, column: 9)
    static let message = "declare `view` as `weak var view: LoginViewInput?`"

    /// Findings that differ only after the fields `Finding.outputOrder` compares first.
    static let ties: [Finding] = [
        Finding(ruleId: "weak-view-reference", severity: .error, message: message, location: location,
                module: "Login", symbol: "LoginPresenter.view"),
        Finding(ruleId: "weak-view-reference", severity: .warning, message: message, location: location,
                module: "Login", symbol: "LoginPresenter.view"),
        Finding(ruleId: "weak-view-reference", severity: .error, message: message, location: location,
                module: "Account", symbol: "LoginPresenter.view"),
        Finding(ruleId: "weak-view-reference", severity: .error, message: message, location: location,
                module: "Login", symbol: nil),
        Finding(ruleId: "weak-view-reference", severity: .error, message: message, location: location,
                module: "Login", symbol: "LoginPresenter.view",
                notes: [FindingNote(message: "view protocol declared here", location: SourceLocation(file: file, line: 1, column: 10))]),
        Finding(ruleId: "weak-view-reference", severity: .error, message: message, location: location,
                module: "Login", symbol: "LoginPresenter.view",
                notes: [FindingNote(message: "view protocol declared here", location: SourceLocation(file: file, line: 2, column: 10))]),
    ]

    func testEveryFormatRendersEveryShuffleIdentically() {
        let findings = ReporterFixtures.nasty.findings + Self.ties
        var generator = SplitMix64(state: 42)
        for name in ReporterRegistry.names {
            guard let reporter = ReporterRegistry.reporter(named: name) else { return XCTFail("no reporter \(name)") }
            let reference = reporter.render(LintReport(findings: findings, fileCount: 3, moduleCount: 2, durationMs: 7))
            for round in 0..<50 {
                let shuffled = findings.shuffled(using: &generator)
                let rendered = reporter.render(LintReport(findings: shuffled, fileCount: 3, moduleCount: 2, durationMs: 7))
                if rendered != reference {
                    XCTFail("\(name): shuffle \(round) renders differently:\n\(rendered)\n--- reference:\n\(reference)")
                    break
                }
            }
        }
    }

    /// `outputOrder` is a total order on distinct findings, so a sort never keeps input order.
    func testOutputOrderSeparatesEveryDistinctFinding() {
        for (i, a) in Self.ties.enumerated() {
            for b in Self.ties[(i + 1)...] {
                XCTAssertNotEqual(Finding.outputOrder(a, b), Finding.outputOrder(b, a), "\(a) vs \(b)")
            }
        }
    }

    /// Only the duration differs between two runs of the same findings: the JSON `durationMs`
    /// and the JUnit `time` (Tools/determinism.sh masks exactly these two).
    func testOnlyTheDurationFieldsDependOnTheDuration() {
        for name in ReporterRegistry.names {
            guard let reporter = ReporterRegistry.reporter(named: name) else { return XCTFail("no reporter \(name)") }
            var report = ReporterFixtures.nasty
            report.durationMs = 1
            let fast = reporter.render(report)
            report.durationMs = 98_765
            let slow = reporter.render(report)
            switch name {
            case "json":
                XCTAssertEqual(fast.replacingOccurrences(of: "\"durationMs\": 1\n", with: "\"durationMs\": 98765\n"), slow)
            case "junit":
                XCTAssertEqual(fast.replacingOccurrences(of: "time=\"0.001\"", with: "time=\"98.765\""), slow)
            default:
                XCTAssertEqual(fast, slow, name)
            }
        }
    }
}
