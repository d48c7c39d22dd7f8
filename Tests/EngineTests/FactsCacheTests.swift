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
import ViperLintTestSupport

final class FactsCacheTests: XCTestCase {
    /// Every fixture file's facts survive the binary form unchanged.
    func testBinaryFormRoundTripsEveryFixtureFile() throws {
        var checked = 0
        for relative in fixtureSwiftFiles() {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixturesPath + "/" + relative)))
            let facts = FactExtractor.extract(path: relative, bytes: bytes)
            var writer = BinaryWriter()
            facts.write(to: &writer)
            var reader = BinaryReader(writer.bytes)
            let decoded = try FileFacts(from: &reader)
            XCTAssertEqual(decoded, facts, relative)
            XCTAssertEqual(reader.offset, writer.bytes.count, relative)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// `Self` constraints of where clauses and typed locals are part of the binary form.
    func testBinaryFormKeepsSelfConstraintsAndLocals() throws {
        let facts = extractFacts("""
            extension SeriesRoute where Self: RouterProtocol & AnyObject {
                func open() { let alert = UIAlertController(); var next: UIViewController? }
            }
            func top() { let free = Free() }
            """)
        XCTAssertEqual(facts.types.first?.selfConstraints, ["RouterProtocol", "AnyObject"])
        XCTAssertEqual(facts.types.first?.body.locals.count, 2)
        XCTAssertEqual(facts.topLevel.locals.count, 1)
        var writer = BinaryWriter()
        facts.write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try FileFacts(from: &reader), facts)
        XCTAssertEqual(reader.offset, writer.bytes.count)
    }
}

final class BinaryCodingTests: XCTestCase {
    func testIntegersRoundTripAtTheExtremes() throws {
        let values = [0, 1, -1, 63, -64, 64, 127, 128, 300, -300, Int.max, Int.min, Int.max - 1, Int.min + 1,
                      Int(Int64(bitPattern: 0xcbf2_9ce4_8422_2325)), Int(Int64(bitPattern: 0x8000_0000_0000_0001))]
        var writer = BinaryWriter()
        for value in values { writer.int(value) }
        var reader = BinaryReader(writer.bytes)
        for value in values { XCTAssertEqual(try reader.int(), value) }
    }

    /// A file's facts write each string once; later occurrences are back references, and a back
    /// reference to a string not yet read is damage, not a trap.
    func testFactsWriteEachStringOncePerFile() throws {
        let facts = extractFacts("""
            final class LongScreenNamePresenter {
                weak var view: LongScreenNameViewInput?
                func a() { view?.showLongScreenNameContent() }
                func b() { view?.showLongScreenNameContent() }
                func c() { view?.showLongScreenNameContent() }
            }
            """)
        var writer = BinaryWriter()
        facts.write(to: &writer)
        let name = Array("showLongScreenNameContent".utf8)
        let occurrences = (0...(writer.bytes.count - name.count)).filter { Array(writer.bytes[$0..<$0 + name.count]) == name }
        XCTAssertEqual(occurrences.count, 1)
        XCTAssertNil(writer.internedIndex, "the table ends with the file")
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try FileFacts(from: &reader), facts)
        XCTAssertNil(reader.interned)

        var forward = BinaryWriter()
        forward.int(5)  // a back reference as the first string (the path)
        var damaged = BinaryReader(forward.bytes)
        XCTAssertThrowsError(try FileFacts(from: &damaged))
    }

    func testGarbageIsRejectedOrStaysInBounds() {
        var seed: UInt64 = 7
        var rejected = 0
        let lengths = [0, 1, 5, 64, 1000]
        for length in lengths {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: seed >> 33))
            }
            var reader = BinaryReader(bytes)
            // Never a trap: either an error, or a decode that stayed inside the bytes it was given.
            if (try? FileFacts(from: &reader)) == nil { rejected += 1 } else { XCTAssertLessThanOrEqual(reader.offset, bytes.count) }
        }
        XCTAssertGreaterThan(rejected, 0, "random bytes should not all decode")
    }
}

/// The cache through the loader: warm runs tokenize nothing, edits and bad packs are handled.
final class FactsCacheBehaviourTests: XCTestCase {
    var root = ""
    var cacheDirectory: String { root + "/cache" }

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "viper-lint-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/src", withIntermediateDirectories: true)
        try write("A.swift", "final class LoginPresenter { var view: LoginViewInput? }\n")
        try write("B.swift", "protocol LoginViewInput: AnyObject {}\n")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: root + "/src/" + name, atomically: true, encoding: .utf8)
    }

    private func load() -> ProjectLoader.Loaded {
        let files = ["A.swift", "B.swift"].map { DiscoveredFile(path: "src/" + $0, absolutePath: root + "/src/" + $0) }
        return ProjectLoader(jobs: 2).extractFacts(files, cache: FactsCache(directory: cacheDirectory))
    }

    func testWarmRunTokenizesNothingAndGivesTheSameFacts() {
        let cold = load()
        XCTAssertEqual(cold.extractedCount, 2)
        let warm = load()
        XCTAssertEqual(warm.extractedCount, 0)
        XCTAssertEqual(warm.facts, cold.facts)
    }

    func testEditingAFileReextractsOnlyThatFile() throws {
        _ = load()
        try write("A.swift", "final class LoginPresenter { weak var view: LoginViewInput? }\n")
        let after = load()
        XCTAssertEqual(after.extractedCount, 1)
        XCTAssertEqual(after.facts.first?.types.first?.properties.first?.ownership, .weak)
    }

    func testTouchedButUnchangedFileIsRecognisedByItsContent() throws {
        _ = load()
        // New modification time, same bytes: the signature misses, the content hash hits.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)],
                                              ofItemAtPath: root + "/src/A.swift")
        XCTAssertEqual(load().extractedCount, 0)
        XCTAssertEqual(load().extractedCount, 0)
    }

    func testAnotherToolVersionOrFormatInvalidatesThePack() throws {
        _ = load()
        // Rewrite the header's version string: the pack must be ignored, not misread.
        let packPath = cacheDirectory + "/" + FactsCache.packName
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: packPath)))
        let version = Array(ViperLintVersion.current.utf8)
        if let start = (0...(bytes.count - version.count)).first(where: { Array(bytes[$0..<$0 + version.count]) == version }) {
            bytes[start] = bytes[start] == UInt8(ascii: "9") ? UInt8(ascii: "8") : UInt8(ascii: "9")
        }
        try Data(bytes).write(to: URL(fileURLWithPath: packPath))
        XCTAssertEqual(load().extractedCount, 2)
    }

    func testTruncatedOrGarbagePackIsIgnoredAndRebuilt() throws {
        _ = load()
        let packPath = cacheDirectory + "/" + FactsCache.packName
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: packPath)))
        for cut in [0, 3, bytes.count / 2, bytes.count - 1] {
            try Data(bytes[0..<cut]).write(to: URL(fileURLWithPath: packPath))
            let loaded = load()
            XCTAssertEqual(loaded.facts.count, 2, "cut at \(cut)")
        }
        try Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: URL(fileURLWithPath: packPath))
        XCTAssertEqual(load().extractedCount, 2)
        XCTAssertEqual(load().extractedCount, 0, "the rebuilt pack is used again")
    }

    func testCorruptEntryBodyIsRejectedNotTrusted() throws {
        _ = load()
        let packPath = cacheDirectory + "/" + FactsCache.packName
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: packPath)))
        // Flip bytes near the end (inside the last entry's facts) without touching the header.
        for offset in stride(from: bytes.count - 1, to: max(FactsCache.header.count, bytes.count - 40), by: -3) {
            bytes[offset] ^= 0xFF
        }
        try Data(bytes).write(to: URL(fileURLWithPath: packPath))
        let loaded = load()
        XCTAssertEqual(loaded.facts.count, 2)
        let fresh = ProjectLoader(jobs: 1).extractFacts(["A.swift", "B.swift"].map {
            DiscoveredFile(path: "src/" + $0, absolutePath: root + "/src/" + $0)
        })
        XCTAssertEqual(loaded.facts, fresh.facts, "a damaged entry must never change the facts")
    }

    func testConcurrentRunsLeaveAUsablePack() throws {
        let root = self.root
        let cacheDirectory = self.cacheDirectory
        let group = DispatchGroup()
        for round in 0..<8 {
            DispatchQueue.global().async(group: group) {
                // Half the runs see an edited file, so they write different packs at the same time.
                if round % 2 == 0 {
                    try? "protocol LoginViewInput: AnyObject { func show\(round)() }\n"
                        .write(toFile: root + "/src/B.swift", atomically: true, encoding: .utf8)
                }
                let files = ["A.swift", "B.swift"].map { DiscoveredFile(path: "src/" + $0, absolutePath: root + "/src/" + $0) }
                _ = ProjectLoader(jobs: 2).extractFacts(files, cache: FactsCache(directory: cacheDirectory))
            }
        }
        group.wait()
        let settled = load()
        XCTAssertEqual(settled.facts.count, 2)
        XCTAssertEqual(load().extractedCount, 0)
    }
}
