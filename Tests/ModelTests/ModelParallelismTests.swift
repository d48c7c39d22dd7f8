import XCTest
import ViperLintCore
import ViperLintModel
import ViperLintTestSupport

/// The model's per-type maps run on at most `jobs` threads and build the same model for any.
final class ModelParallelismTests: XCTestCase {
    /// Per-type maps need hundreds of types per worker: a generated project with enough of them.
    func testModelMapsStayWithinJobs() {
        let facts = (0..<40).map { module in
            extractFacts((0..<40).map { "final class Screen\(module)Part\($0)Presenter: Screen\(module)PresenterProtocol {}\n" }
                .joined() + "protocol Screen\(module)PresenterProtocol: AnyObject {}\n", path: "Screen\(module)/Parts.swift")
        }
        var summaries: [[String]] = []
        for jobs in [1, 2] {
            let probe = ParallelismProbe()
            let model = ParallelismProbe.$current.withValue(probe) { ProjectModel(files: facts, jobs: jobs) }
            summaries.append(model.types.map { "\($0.name) \(String(describing: $0.role)) \($0.module ?? "-")" })
            // Inheritance targets, supertypes, superclasses, protocol roles, concrete roles,
            // data-side groups, entity uses, test doubles, connections, instantiations.
            XCTAssertEqual(probe.runs.count, 10, "\(probe.runs.map(\.caller))")
            // The per-type maps have 1,640 types: every one of them uses all the jobs it may.
            let perType = probe.runs.filter { $0.caller.hasSuffix("/ProjectModel.swift") }
            XCTAssertEqual(perType.count, 3)
            for run in perType { XCTAssertEqual(run.workers, jobs, run.caller) }
            for run in probe.runs {
                XCTAssertLessThanOrEqual(run.workers, jobs, run.caller)
                XCTAssertLessThanOrEqual(run.peakConcurrency, jobs, run.caller)
            }
        }
        XCTAssertEqual(summaries[0], summaries[1])
    }
}
