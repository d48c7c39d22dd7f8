import Foundation
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

/// Every fixture app's findings and modules are checked in next to it and compared exactly.
/// `VIPER_LINT_UPDATE_GOLDEN=1 swift test --filter FixtureGoldenTests` rewrites them and fails
/// (an update run is never green); review the diff, then rerun without the variable.
final class FixtureGoldenTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: ViperLintTestSupport.repositoryRoot)
    static let fixtures = repositoryRoot.appendingPathComponent("Fixtures")

    /// The fixture app folders; fails the calling test when there are fewer than the seven styles
    /// (a moved or empty `Fixtures/` must not turn every loop below into a pass).
    static func apps(file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        let apps = names.filter { name in
            guard !name.hasPrefix(".") else { return false } // .build (a cache) and the like
            // A SwiftPM package built with the plugin, not a style app: PackagingTests pins its one
            // finding, Tools/plugin-consumer-check.sh builds it.
            guard name != "PluginConsumer" else { return false }
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: fixtures.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
        if apps.count < 7 { XCTFail("expected one app per style under \(fixtures.path), found \(apps)", file: file, line: line) }
        return apps
    }

    /// Lints one app with paths relative to the app folder, the way `cd App && viper-lint` would.
    static func lint(_ app: String) -> (model: ProjectModel, findings: [Finding]) {
        let root = fixtures.appendingPathComponent(app).path
        let resolver = ConfigurationResolver(validator: ConfigurationValidator(rules: RuleRegistry.optionSpecs), currentDirectory: root)
        let discovered = FileDiscovery(filter: resolver, currentDirectory: root).discover(["."])
        let loaded = ProjectLoader(jobs: 1).extractFacts(discovered.files)
        let model = ProjectModel(files: loaded.facts)
        return (model, LintEngine().run(model))
    }

    func testFixtureAppsExist() {
        XCTAssertGreaterThanOrEqual(Self.apps().count, 7, "expected one app per style under Fixtures/")
    }

    func testFindingsMatchCheckedInExpectedJSON() throws {
        for app in Self.apps() {
            let (model, findings) = Self.lint(app)
            let report = LintReport(findings: findings, fileCount: model.files.count, moduleCount: model.modules.count, durationMs: 0)
            try compareGolden(JSONReporter().render(report), app: app, file: "expected.json")
        }
    }

    func testModulesMatchCheckedInModulesJSON() throws {
        for app in Self.apps() {
            try compareGolden(ModulesRendering.json(Self.lint(app).model), app: app, file: "modules.json")
        }
    }

    /// The hand-derived list written with the fixtures is an independent oracle: rule, file, line
    /// and column of every finding must match it exactly.
    func testFindingsMatchHandDerivedExpectations() throws {
        for app in Self.apps() {
            let path = Self.fixtures.appendingPathComponent(app).appendingPathComponent("expected-findings.txt")
            let text = try String(contentsOf: path, encoding: .utf8)
            let expected = text.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
                let words = trimmed.split(separator: " ")
                guard words.count >= 2 else { return nil }
                return "\(words[0]) \(words[1])"
            }.sorted()
            let actual = Self.lint(app).findings.map { finding -> String in
                var file = finding.location.file
                if file.hasPrefix("./") { file.removeFirst(2) }
                return "\(file):\(finding.location.line):\(finding.location.column) \(finding.ruleId)"
            }.sorted()
            XCTAssertEqual(actual, expected, "\(app): findings differ from expected-findings.txt")
        }
    }

    func testMVVMAppYieldsNoFindingsAndNoModules() {
        let (model, findings) = Self.lint("MVVMApp")
        XCTAssertGreaterThanOrEqual(model.files.count, 10, "Fixtures/MVVMApp must hold the sample's sources")
        XCTAssertEqual(findings, [])
        XCTAssertEqual(model.modules.count, 0)
    }

    private func compareGolden(_ actual: String, app: String, file: String, line: UInt = #line) throws {
        try assertGolden(actual, path: Self.fixtures.appendingPathComponent(app).appendingPathComponent(file).path,
                         stale: "\(app)/\(file) is stale: rerun with VIPER_LINT_UPDATE_GOLDEN=1 and review the diff", line: line)
    }
}
