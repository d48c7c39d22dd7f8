import XCTest
import ViperLintCore
import ViperLintTestSupport

/// The POSIX replacements for what Foundation used to provide (processor count, file writes,
/// folders, environment, threads, number formatting, JSON encoding): the tool no longer links
/// Foundation on Linux, whose loading cost about 10 ms of every run.
final class PlatformCallsTests: XCTestCase {
    func testAllowedProcessorsAreCountedFromTheAffinityMask() {
        func count(_ text: String) -> Int? { ProcessInfoShim.allowedProcessorCount(status: Array(text.utf8)) }
        XCTAssertEqual(count("Name:\tx\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n"), 2)
        XCTAssertEqual(count("Name:\tx\nCpus_allowed:\tff,00000001\n"), 9)
        XCTAssertEqual(count("Name:\tx\nCpus_allowed:\tF0\n"), 4)
        XCTAssertNil(count("Name:\tx\nCpus_allowed_list:\t0-1\n"))
        XCTAssertNil(count("Name:\tx\nCpus_allowed:\t\n"))
        XCTAssertNil(count("Name:\tx\nCpus_allowed:\tzz\n"))
        XCTAssertNil(count(""))
        XCTAssertGreaterThanOrEqual(ProcessorCount.active, 1)
    }

    func testFixedPointFormatsLikePrintf() {
        XCTAssertEqual(fixedPoint(0.0123456789, digits: 6), "0.012346")
        XCTAssertEqual(fixedPoint(2.5, digits: 0), "3")
        XCTAssertEqual(fixedPoint(1.005, digits: 1), "1.0")
        XCTAssertEqual(fixedPoint(162.345, digits: 1), "162.3")
        XCTAssertEqual(fixedPoint(3.1, digits: 2), "3.10")
        XCTAssertEqual(fixedPoint(-0.25, digits: 1), "-0.3")
        XCTAssertEqual(fixedPoint(-0.0001, digits: 2), "0.00")
        XCTAssertEqual(fixedPoint(0, digits: 3), "0.000")
    }

    func testReplacingAllReplacesEveryOccurrenceWithoutOverlap() {
        XCTAssertEqual("a'b'c".replacingAll("'", with: "'\\''"), "a'\\''b'\\''c")
        XCTAssertEqual("aaaa".replacingAll("aa", with: "b"), "bb")
        XCTAssertEqual("x".replacingAll("", with: "y"), "x")
        XCTAssertEqual("é:é".replacingAll(":", with: "\\:"), "é\\:é")
        XCTAssertEqual("".replacingAll("a", with: "b"), "")
    }

    private struct Sample: Codable, Equatable {
        enum Kind: String, Codable { case one, two }
        var name: String
        var count: Int
        var flag: Bool
        var optional: String?
        var kinds: [Kind]
        var nested: [[Int]]
    }

    func testJSONValueEncoderSortsKeysAndOmitsNils() throws {
        let sample = Sample(name: "a/b \"q\"", count: -3, flag: true, optional: nil, kinds: [.two, .one], nested: [[1], []])
        let json = try JSONValueEncoder.encode(sample)
        XCTAssertEqual(JSONWriter.serialize(json), """
        {
          "count": -3,
          "flag": true,
          "kinds": [
            "two",
            "one"
          ],
          "name": "a/b \\"q\\"",
          "nested": [
            [
              1
            ],
            []
          ]
        }

        """)
        struct Real: Encodable { var value = 1.5 }
        XCTAssertThrowsError(try JSONValueEncoder.encode(Real()))
        struct Huge: Encodable { var value = UInt64.max }
        XCTAssertThrowsError(try JSONValueEncoder.encode(Huge()))
    }

    func testFoldersAreCreatedWrittenAndRemoved() throws {
        let root = try TemporaryFolder(self).path
        let deep = root + "/a/b/c"
        guard case .success = FileSystemCalls.createFolders(deep) else { return XCTFail("not created") }
        guard case .success = FileSystemCalls.createFolders(deep) else { return XCTFail("an existing folder is a success") }
        XCTAssertTrue(FileSystemCalls.isWritable(deep))
        guard case .success = FileSystemCalls.writeFileAtomically(deep + "/f.txt", Array("one".utf8)) else { return XCTFail("not written") }
        guard case .success = FileSystemCalls.writeFileAtomically(deep + "/f.txt", Array("two".utf8)) else { return XCTFail("not replaced") }
        XCTAssertEqual(try? FileSystemCalls.readFile(deep + "/f.txt").get(), Array("two".utf8))
        XCTAssertEqual(try FileSystemCalls.folderEntriesWithKinds(deep).get().map(\.name), ["f.txt"], "no temporary left")
        guard case .failure = FileSystemCalls.createFolders(deep + "/f.txt") else { return XCTFail("a file is in the way") }
        guard case .failure(let failure) = FileSystemCalls.writeFileAtomically(root + "/missing/f.txt", [1]) else { return XCTFail("no folder") }
        XCTAssertTrue(failure.isMissing, failure.message)
        // A link inside the tree is removed, never followed into its target.
        let outside = try TemporaryFolder(self).path
        FileSystemCalls.writeFileAtomically(outside + "/keep.txt", [1]).ignore()
        XCTAssertEqual(symlink(outside, root + "/a/link"), 0)
        FileSystemCalls.removeTree(root + "/a")
        XCTAssertFalse(FileSystemCalls.exists(root + "/a"))
        XCTAssertTrue(FileSystemCalls.exists(outside + "/keep.txt"))
    }

    func testEnvironmentAndWorkingFolderAreRead() {
        let variables = ProcessEnvironment.variables()
        XCTAssertEqual(variables["PATH"], getenv("PATH").map { String(cString: $0) })
        let folder = ProcessEnvironment.currentFolder()
        XCTAssertTrue(folder.hasPrefix("/"), folder)
        XCTAssertEqual(FileSystemCalls.realPath(folder).map { $0 }, FileSystemCalls.realPath("."))
    }

    func testABackgroundThreadFillsABlockingQueue() {
        let queue = BlockingQueue<Int>()
        for value in 0..<3 {
            BackgroundThread.start(stackSize: 1 << 20) {
                BackgroundThread.sleep(seconds: 0.01 * Double(value))
                queue.push(value)
            }
        }
        var received: [Int] = []
        while received.count < 3 { received += queue.takeAll() }
        XCTAssertEqual(received.sorted(), [0, 1, 2])
    }
}

private extension Result {
    func ignore() {}
}
