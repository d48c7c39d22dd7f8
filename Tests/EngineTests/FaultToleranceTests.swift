import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintEngine
import ViperLintTestSupport

/// The cache and the loader under faults: a full disk, files that change between discovery and
/// reading. Nothing is lost: the facts are always those of the file as read, a file that cannot
/// be read is a problem naming it, and every other file is still loaded.
final class FaultToleranceTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var cache: String { folder.path + "/cache" }
    private var pack: String { cache + "/" + FactsCache.packName }
    private let names = ["A.swift", "B.swift", "C.swift"]

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self)
        try folder.write("src/A.swift", "final class LoginPresenter { var view: LoginViewInput? }\n")
        try folder.write("src/B.swift", "protocol LoginViewInput: AnyObject {}\n")
        try folder.write("src/C.swift", "final class LoginRouter { weak var viewController: LoginViewController? }\n")
    }

    private var files: [DiscoveredFile] {
        names.map { DiscoveredFile(path: "src/" + $0, absolutePath: folder.path + "/src/" + $0) }
    }

    private func load(_ cache: FactsCache? = nil, jobs: Int = 2) -> ProjectLoader.Loaded {
        ProjectLoader(jobs: jobs).extractFacts(files, cache: cache)
    }

    private func temporaries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter { $0.hasPrefix(FactsCache.temporaryPrefix) }
    }

    /// A cache whose temporary pack is created (so there is something to clean up) but whose
    /// writes go to /dev/full, failing with ENOSPC as a full disk does.
    private func fullDiskCache() -> FactsCache {
        FactsCache(directory: cache, openTemporary: { path in
            close(open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644))
            return open("/dev/full", O_WRONLY)
        })
    }

    // MARK: - Disk full while writing the pack

    func testDiskFullOnAColdCacheLeavesNothingAndTheNextRunIsRight() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full on this system") }
        let expected = load()
        let failed = load(fullDiskCache())
        XCTAssertEqual(failed.facts, expected.facts)
        XCTAssertEqual(failed.problems, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: pack), "no pack from a failed write")
        XCTAssertEqual(temporaries(), [], "the temporary pack is removed")
        let next = load(FactsCache(directory: cache))
        XCTAssertEqual(next.facts, expected.facts)
        XCTAssertEqual(next.extractedCount, 3)
        XCTAssertEqual(load(FactsCache(directory: cache)).extractedCount, 0, "a later write works")
    }

    func testDiskFullKeepsThePreviousPackWholeAndUsable() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full on this system") }
        _ = load(FactsCache(directory: cache))
        let before = try Data(contentsOf: URL(fileURLWithPath: pack))
        try folder.write("src/A.swift", "final class LoginPresenter { weak var view: LoginViewInput? }\n")
        let expected = load()
        let failed = load(fullDiskCache())
        XCTAssertEqual(failed.facts, expected.facts)
        XCTAssertEqual(failed.extractedCount, 1)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: pack)), before, "the old pack is left as it was")
        XCTAssertEqual(temporaries(), [])
        let next = load(FactsCache(directory: cache))
        XCTAssertEqual(next.facts, expected.facts, "the old pack's entry for the edited file is not used")
        XCTAssertEqual(next.extractedCount, 1)
    }

    /// A temporary pack that cannot even be created (no permission, no space for an inode).
    func testTemporaryPackThatCannotBeCreatedIsNoProblem() {
        let expected = load()
        let failed = load(FactsCache(directory: cache, openTemporary: { _ in errno = EACCES; return -1 }))
        XCTAssertEqual(failed.facts, expected.facts)
        XCTAssertEqual(failed.problems, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: pack))
    }

    // MARK: - Files that change between discovery and reading

    /// Discovery listed a file that is gone when it is read: one problem naming it, the other
    /// files loaded in order, with and without the cache (cold and warm).
    func testFileDeletedAfterDiscoveryIsAProblemAndTheOthersAreLoaded() throws {
        let complete = load()
        XCTAssertEqual(complete.facts.count, 3)
        _ = load(FactsCache(directory: cache))
        try FileManager.default.removeItem(atPath: folder.path + "/src/B.swift")
        for (name, cache) in [("no cache", nil), ("warm cache", FactsCache(directory: cache)),
                              ("fresh cache", FactsCache(directory: folder.path + "/other"))] as [(String, FactsCache?)] {
            for jobs in [1, 3] {
                let loaded = load(cache, jobs: jobs)
                XCTAssertEqual(loaded.problems, [DiscoveryProblem(path: "src/B.swift", message: "cannot read file: no such file or directory")],
                               "\(name), jobs \(jobs)")
                XCTAssertEqual(loaded.facts, [complete.facts[0], complete.facts[2]], "\(name), jobs \(jobs)")
            }
        }
    }

    /// Truncated after discovery (and after the cache saw it): the facts are those of what is
    /// read now, never the cached ones of the old content.
    func testFileTruncatedAfterDiscoveryGivesTheFactsOfWhatIsReadNow() throws {
        _ = load(FactsCache(directory: cache))
        let path = folder.path + "/src/A.swift"
        for (name, text) in [("cut in the middle", "final class LoginPresenter { var vi"), ("emptied", "")] {
            let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(text.utf8.count))
            try handle.close()
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
            let loaded = load(FactsCache(directory: cache))
            XCTAssertEqual(loaded.problems, [], name)
            XCTAssertEqual(loaded.facts.first, FactExtractor.extract(path: "src/A.swift", bytes: Array(text.utf8)), name)
            XCTAssertEqual(loaded.facts.count, 3, name)
        }
    }

    /// Replaced by a folder after discovery: opening works on Linux, reading fails: a problem.
    /// Replaced by a FIFO: read without waiting for a writer (as empty), never a hang.
    func testFileReplacedByAFolderOrAFIFOAfterDiscovery() throws {
        let path = folder.path + "/src/B.swift"
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let withFolder = load(FactsCache(directory: cache))
        XCTAssertEqual(withFolder.problems.map(\.path), ["src/B.swift"])
        XCTAssertTrue(withFolder.problems.first?.message.hasPrefix("cannot read file: ") ?? false, "\(withFolder.problems)")
        XCTAssertEqual(withFolder.facts.count, 2)
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        let started = Date()
        let withFIFO = load(FactsCache(directory: cache))
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertEqual(withFIFO.problems, [])
        XCTAssertEqual(withFIFO.facts.count, 3)
        XCTAssertEqual(withFIFO.facts[1], FactExtractor.extract(path: "src/B.swift", bytes: []))
    }
}
