import Foundation
import XCTest
@testable import ViperLintKit

final class FactsCacheTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every fixture file's facts survive the binary form unchanged.
    func testBinaryFormRoundTripsEveryFixtureFile() throws {
        let fixtures = Self.repositoryRoot.appendingPathComponent("Fixtures")
        let enumerator = FileManager.default.enumerator(atPath: fixtures.path)
        var checked = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(relative)))
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

    func testGarbageNeverDecodesIntoFacts() {
        var generator = SystemRandomNumberGenerator()
        var seed: UInt64 = 7
        for length in [0, 1, 5, 64, 1000] {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: seed >> 33))
            }
            var reader = BinaryReader(bytes)
            _ = try? FileFacts(from: &reader) // must throw or return, never trap
        }
        _ = generator.next()
    }
}
