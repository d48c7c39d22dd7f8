import Dispatch
import ViperLintCore
import ViperLintFacts
import ViperLintEngine

/// `--stdin-path`'s keystroke read ahead. Restoring a snapshot that keeps the whole model
/// (`EditorSnapshot.restore`) reads every file's facts from the cache, and until now that began
/// only after discovery had walked the project and every file had been stat'ed: on two cores,
/// one of them idle for a fifth of the keystroke. This starts on another thread before discovery:
/// it loads the snapshot and decodes every file's facts as the snapshot recorded them (same path,
/// same stat signature), while the calling thread discovers and stat's; the caller then joins the
/// decoding of what is left.
///
/// It is only a head start, never an answer of its own: the caller still checks the snapshot's
/// key (`snapshot(key:)`) and every file's path and signature (`EditorSnapshot.restore`) before
/// it uses the facts, so they are exactly what reading them after those checks would give. When a
/// check fails, `cancel()` stops the thread at its next chunk.
public final class EditorReadAhead: Sendable {
    /// Files decoded per claim: large enough that claiming is cheap, small enough that the two
    /// threads finish together.
    static let chunk = 16

    private struct Work: @unchecked Sendable {
        // Invariant for @unchecked: written once by the reading thread before `loaded` leaves,
        // then only read.
        var snapshot: EditorSnapshot?
        var cache: FactsCache?
        var paths: [(absolute: String, shown: String, signature: UInt64)] = []
    }

    private struct Progress: Sendable {
        var next = 0
        var cancelled = false
        var failed = false
        var decoded: [(start: Int, facts: [FileFacts])] = []
    }

    private let editedPath: String
    private let work = Locked(Work())
    private let progress = Locked(Progress())
    private let loaded = DispatchGroup()
    private let finished = DispatchGroup()

    /// Starts reading `directory`'s snapshot for the editor's file `editedPath` (absolute).
    public init(directory: String, editedPath: String) {
        self.editedPath = editedPath
        loaded.enter()
        finished.enter()
        DispatchQueue.global().async { [self] in
            var read = Work()
            read.snapshot = EditorSnapshot.load(from: directory)
            // Only a snapshot of this file that keeps the whole model needs every file's facts.
            if let snapshot = read.snapshot, snapshot.editedPath == editedPath, !snapshot.usable, snapshot.analysis != nil {
                read.paths = snapshot.entries.map { ($0.absolutePath, $0.path, $0.signature) }
                read.cache = FactsCache(directory: directory)
            }
            work.withLock { $0 = read }
            loaded.leave()
            if read.cache != nil { decodeChunks() }
            finished.leave()
        }
    }

    /// The snapshot when it was made with `key`; nil (and the reading stopped) otherwise.
    public func snapshot(key: UInt64) -> EditorSnapshot? {
        loaded.wait()
        guard let snapshot = work.withLock({ $0.snapshot }), snapshot.key == key else {
            cancel()
            return nil
        }
        return snapshot
    }

    /// Every file's facts in the snapshot's order, the edited file's left empty (the caller puts
    /// its own in); nil when the snapshot holds no whole model or a file's facts are not in the
    /// cache. The calling thread decodes alongside the reading one until none are left.
    public func facts() -> [FileFacts]? {
        loaded.wait()
        decodeChunks()
        finished.wait()
        return progress.withLock { progress -> [FileFacts]? in
            guard !progress.cancelled, !progress.failed else { return nil }
            var result: [FileFacts] = []
            for part in progress.decoded.sorted(by: { $0.start < $1.start }) { result += part.facts }
            return result
        }
    }

    /// Stops the reading at its next chunk (the snapshot does not apply).
    public func cancel() {
        progress.withLock { $0.cancelled = true }
    }

    private func decodeChunks() {
        let (cache, paths) = work.withLock { ($0.cache, $0.paths) }
        guard let cache else { return }
        while true {
            let start = progress.withLock { progress -> Int? in
                guard !progress.cancelled, !progress.failed, progress.next < paths.count else { return nil }
                defer { progress.next += Self.chunk }
                return progress.next
            }
            guard let start else { return }
            var facts: [FileFacts] = []
            facts.reserveCapacity(Self.chunk)
            for index in start..<min(paths.count, start + Self.chunk) {
                let file = paths[index]
                if file.absolute == editedPath {
                    facts.append(FileFacts(path: file.shown))
                } else if let cached = cache.facts(for: file.absolute, signature: file.signature, displayPath: file.shown) {
                    facts.append(cached)
                } else {
                    progress.withLock { $0.failed = true }
                    return
                }
            }
            progress.withLock { $0.decoded.append((start, facts)) }
        }
    }
}
