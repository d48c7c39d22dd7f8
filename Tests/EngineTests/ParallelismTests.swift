import XCTest
import ViperLintCore
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintEngine
import ViperLintTestSupport

/// `--jobs N` bounds every parallel stage: with 1 nothing runs off the calling thread, and the
/// output never depends on N.
final class ParallelismTests: XCTestCase {
    func testParallelMapKeepsIndexOrderAndStartsAtMostJobsWorkers() {
        for jobs in [1, 2, 3, 8] {
            let probe = ParallelismProbe()
            let squares = ParallelismProbe.$current.withValue(probe) {
                parallelMap(1000, jobs: jobs, minimumPerWorker: 1) { $0 * $0 }
            }
            XCTAssertEqual(squares, (0..<1000).map { $0 * $0 }, "jobs \(jobs)")
            XCTAssertEqual(probe.runs.map(\.workers), [jobs], "jobs \(jobs)")
            XCTAssertLessThanOrEqual(probe.runs[0].peakConcurrency, jobs, "jobs \(jobs)")
        }
    }

    func testParallelMapRunsSmallInputsOnTheCallingThread() {
        let probe = ParallelismProbe()
        let doubled = ParallelismProbe.$current.withValue(probe) {
            (parallelMap(1023, jobs: 8) { $0 * 2 }, parallelMap(0, jobs: 8) { $0 })
        }
        XCTAssertEqual(doubled.0, (0..<1023).map { $0 * 2 })
        XCTAssertEqual(doubled.1, [])
        XCTAssertEqual(probe.runs.map(\.workers), [1, 0], "fewer than two workers' worth of items starts no worker")
    }

    /// The fixture apps read as one project, with `jobs` threads for facts, model and rules.
    private func lintFixtures(jobs: Int) -> (findings: [Finding], runs: [ParallelismProbe.Run]) {
        let probe = ParallelismProbe()
        let findings = ParallelismProbe.$current.withValue(probe) {
            let resolver = ConfigurationResolver(validator: ConfigurationValidator(rules: RuleRegistry.optionSpecs),
                                                 currentDirectory: fixturesPath)
            let files = FileDiscovery(filter: resolver, currentDirectory: fixturesPath).discover(["."]).files
            let facts = ProjectLoader(jobs: jobs).extractFacts(files).facts
            let model = ProjectModel(files: facts, jobs: jobs)
            return LintEngine(jobs: jobs).run(model)
        }
        return (findings, probe.runs)
    }

    func testJobsOneRunsEveryStageOnTheCallingThread() {
        let (findings, runs) = lintFixtures(jobs: 1)
        XCTAssertFalse(findings.isEmpty, "the fixtures have findings")
        let stages = Set(runs.map(\.caller))
        for stage in ["ViperLintEngine/ProjectLoader.swift", "ViperLintModel/ProjectModel.swift",
                      "ViperLintModel/RoleAssignment+Project.swift", "ViperLintEngine/LintEngine.swift"] {
            XCTAssertTrue(stages.contains(stage), "\(stage) ran no parallel map: \(stages.sorted())")
        }
        for run in runs {
            XCTAssertLessThanOrEqual(run.workers, 1, "\(run.caller) started \(run.workers) workers with jobs 1")
            XCTAssertLessThanOrEqual(run.peakConcurrency, 1, run.caller)
        }
    }

    func testJobsTwoUsesTwoWorkersAndFindsTheSame() {
        let (one, _) = lintFixtures(jobs: 1)
        let (two, runs) = lintFixtures(jobs: 2)
        XCTAssertEqual(two, one)
        for run in runs {
            XCTAssertLessThanOrEqual(run.peakConcurrency, 2, run.caller)
            XCTAssertLessThanOrEqual(run.workers, 2, run.caller)
        }
        // Files and rules are worth a thread each: both stages really share the work.
        for stage in ["ViperLintEngine/ProjectLoader.swift", "ViperLintEngine/LintEngine.swift"] {
            XCTAssertEqual(runs.first { $0.caller == stage }?.workers, 2, stage)
        }
    }
}
