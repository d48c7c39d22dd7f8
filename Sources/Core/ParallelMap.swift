import Dispatch

/// `(0..<count).map(transform)` on at most `jobs` threads, results in index order (so output
/// never depends on scheduling or on `jobs`). With `jobs` 1, or too few items to share, it runs
/// on the calling thread and starts no worker.
///
/// Workers take the next indices from a shared counter (`minimumPerWorker / 8` at a time, at
/// least one), so uneven work (a huge file, a costly rule) spreads out; each keeps its results
/// to itself until it is done, so no two threads ever touch the same storage unlocked.
/// - `minimumPerWorker`: fewer items than this per worker are not worth a thread (cheap
///   per-type transforms want hundreds; a file or a rule is worth one by itself: pass 1).
/// - `caller`: names the stage for `ParallelismProbe`; leave it to its default.
package func parallelMap<T: Sendable>(_ count: Int, jobs: Int, minimumPerWorker: Int = 512,
                                      caller: StaticString = #fileID,
                                      _ transform: @Sendable (Int) -> T) -> [T] {
    let workers = max(1, min(jobs, count / max(1, minimumPerWorker)))
    let probe = ParallelismProbe.current
    guard workers > 1 else {
        probe?.record(caller, workers: count == 0 ? 0 : 1)
        return (0..<count).map(transform)
    }
    let run = probe?.begin(caller, workers: workers)
    let chunk = max(1, minimumPerWorker / 8)
    let next = Locked(0)
    let finished = Locked<[(start: Int, values: [T])]>([])
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        if let probe, let run { probe.enter(run) }
        defer { if let probe, let run { probe.leave(run) } }
        var done: [(start: Int, values: [T])] = []
        while true {
            let start = next.withLock { taken in
                defer { taken += chunk }
                return taken
            }
            guard start < count else { break }
            done.append((start, (start..<min(count, start + chunk)).map(transform)))
        }
        finished.withLock { $0 += done }
    }
    var results: [T] = []
    results.reserveCapacity(count)
    for part in finished.withLock({ $0 }).sorted(by: { $0.start < $1.start }) {
        results += part.values
    }
    return results
}

/// Test seam: while a probe is bound (`ParallelismProbe.$current.withValue(probe) { ... }`),
/// every `parallelMap` on that thread records its caller, the workers it started and how many
/// of them ran at once. Unbound (always, outside tests) it costs one task-local read per map.
package final class ParallelismProbe: Sendable {
    package struct Run: Sendable, Equatable {
        /// The `#fileID` of the stage: `ViperLintEngine/ProjectLoader.swift`, ...
        package var caller: String
        /// Threads started; 1 when the map ran on the calling thread, 0 when it had no items.
        package var workers: Int
        /// The most workers inside the transform loop at the same moment.
        package var peakConcurrency: Int
    }

    @TaskLocal package static var current: ParallelismProbe?

    private let state = Locked<(runs: [Run], active: [Int: Int])>(([], [:]))

    package init() {}

    package var runs: [Run] {
        state.withLock { $0.runs }
    }

    func record(_ caller: StaticString, workers: Int) {
        state.withLock { $0.runs.append(Run(caller: "\(caller)", workers: workers, peakConcurrency: workers)) }
    }

    func begin(_ caller: StaticString, workers: Int) -> Int {
        state.withLock { state in
            state.runs.append(Run(caller: "\(caller)", workers: workers, peakConcurrency: 0))
            return state.runs.count - 1
        }
    }

    func enter(_ run: Int) {
        state.withLock { state in
            let active = state.active[run, default: 0] + 1
            state.active[run] = active
            state.runs[run].peakConcurrency = max(state.runs[run].peakConcurrency, active)
        }
    }

    func leave(_ run: Int) {
        state.withLock { $0.active[run, default: 0] -= 1 }
    }
}
