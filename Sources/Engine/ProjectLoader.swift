import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters

/// Reads, tokenizes and extracts every file in parallel; the cross-file model then works on the
/// facts alone. Results keep discovery order, so output never depends on `jobs`.
public struct ProjectLoader: Sendable {
    public var jobs: Int
    public var vocabulary: RoleVocabulary

    public init(jobs: Int, vocabulary: RoleVocabulary = .standard) {
        self.jobs = max(1, jobs)
        self.vocabulary = vocabulary
    }

    public struct Loaded: Sendable {
        public var facts: [FileFacts]
        /// Files that could not be read, with the reason.
        public var problems: [DiscoveryProblem]
        /// Files tokenized this run (the others came from the cache).
        public var extractedCount: Int

        public init(facts: [FileFacts], problems: [DiscoveryProblem], extractedCount: Int) {
            self.facts = facts
            self.problems = problems
            self.extractedCount = extractedCount
        }
    }

    /// Every file's facts from the cache, for files whose stat signatures are known
    /// (`signatures`, in file order; the edited file's 0 gives a placeholder the caller replaces);
    /// nil when one of them is not in the cache.
    public func cachedFacts(_ files: [DiscoveredFile], signatures: [UInt64], cache: FactsCache) -> [FileFacts]? {
        guard signatures.count == files.count else { return nil }
        let loaded = parallelMap(files.count, jobs: jobs, minimumPerWorker: 1) { index -> FileFacts? in
            let file = files[index]
            if signatures[index] == 0 { return FileFacts(path: file.path) }
            return cache.facts(for: file.absolutePath, signature: signatures[index], displayPath: file.path)
        }
        var result: [FileFacts] = []
        result.reserveCapacity(loaded.count)
        for facts in loaded {
            guard let facts else { return nil }
            result.append(facts)
        }
        return result
    }

    /// `override` replaces one file's content (editor mode: unsaved text from standard input).
    public func extractFacts(_ files: [DiscoveredFile], override: (path: String, bytes: [UInt8])? = nil,
                             cache: FactsCache? = nil) -> Loaded {
        let work: @Sendable (Int) -> (FileFacts?, DiscoveryProblem?) = { index in
            let file = files[index]
            if let override, override.path == file.path || override.path == file.absolutePath {
                return (FactExtractor.extract(path: file.path, bytes: override.bytes), nil)
            }
            // Unchanged since the last run (same size, times and inode): not even read.
            let signature = cache == nil ? nil : FileSystemCalls.statSignature(file.absolutePath)
            if let cache, let signature,
               let cached = cache.facts(for: file.absolutePath, signature: signature, displayPath: file.path) {
                return (cached, nil)
            }
            switch FileSystemCalls.readFile(file.absolutePath) {
            case .success(let bytes):
                guard let cache else { return (FactExtractor.extract(path: file.path, bytes: bytes), nil) }
                let hash = FactsCache.contentHash(bytes)
                if let cached = cache.facts(for: file.absolutePath, hash: hash, signature: signature ?? 0, displayPath: file.path) {
                    return (cached, nil)
                }
                let facts = FactExtractor.extract(path: file.path, bytes: bytes)
                cache.store(facts, for: file.absolutePath, hash: hash, signature: signature ?? 0)
                return (facts, nil)
            case .failure(let failure):
                return (nil, DiscoveryProblem(path: file.path, message: "cannot read file: \(failure.message)"))
            }
        }
        // One file per take: files differ in size far more than the lock costs.
        let loaded = parallelMap(files.count, jobs: jobs, minimumPerWorker: 1, work)
        cache?.save()
        // The editor's unsaved text is always extracted anew; it is not in the cache's count.
        let extracted = cache.map { $0.freshCount + (override == nil ? 0 : 1) } ?? loaded.count
        return Loaded(facts: loaded.compactMap(\.0), problems: loaded.compactMap(\.1), extractedCount: extracted)
    }
}


