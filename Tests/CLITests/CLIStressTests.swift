import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintCLI
import ViperLintTestSupport

/// Inputs far beyond a normal project, end to end through the command line (release build in
/// `.ci/run`, VIPER_LINT_STRESS=1): a 100 MB file and a folder of 100,000 files are linted, with
/// the cache cold and warm, and every other file's findings are still reported.
final class CLIStressTests: XCTestCase {
    /// A generated 100 MB file (a byte table, as resource generators write) that also holds a
    /// small module with a strong view, next to an ordinary Login module.
    func testHundredMegabyteFileIsLintedAndEveryOtherFileReported() throws {
        try skipUnlessStress()
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let path = try root.write("Generated/Blob.swift")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        let row = "    0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10,\n"
        let chunk = Data(String(repeating: row, count: 10_000).utf8)
        handle.write(Data("let blob: [UInt8] = [\n".utf8))
        var size = 0
        var lines = 1
        while size < 100 * 1024 * 1024 {
            handle.write(chunk)
            size += chunk.count
            lines += 10_000
        }
        handle.write(Data("]\nfinal class BlobPresenter {\n    var view: BlobViewInput?\n}\n".utf8))
        handle.write(Data("protocol BlobViewInput: AnyObject {}\n".utf8))
        handle.write(Data("final class BlobViewController: UIViewController, BlobViewInput { var presenter: BlobPresenter? }\n".utf8))
        try handle.close()
        let cache = root.path + "/cache"
        var outputs: [String] = []
        for run in ["cold", "warm"] {
            let result = runCLI(["--cache-path", cache], in: root.path)
            XCTAssertEqual(result.exit, .findings, "\(run): \(result.err)")
            XCTAssertFalse(result.err.contains("viper-lint:"), "\(run): \(result.err)")
            XCTAssertTrue(result.err.hasPrefix("3 findings (3 errors, 0 warnings) in 7 files, 2 modules"), "\(run): \(result.err)")
            XCTAssertTrue(result.findingLines.contains(LoginProject.strongViewLine()), "\(run)")
            XCTAssertTrue(result.findingLines.contains { $0.hasPrefix("Generated/Blob.swift:\(lines + 3):9: error: declare `view`") },
                          "\(run): \(result.findingLines)")
            outputs.append(result.out)
        }
        XCTAssertEqual(outputs[0], outputs[1], "a warm run reports what the cold one did")
    }

    /// One folder of 100,000 small files next to an ordinary Login module.
    func testFolderOfHundredThousandFilesIsLinted() throws {
        try skipUnlessStress()
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.makeFolder("Flat")
        // Plain system calls: FileManager.createFile writes atomically (a temporary and a
        // rename, synced), which took minutes for 100,000 files; so did the generic cleanup.
        let count = 100_000
        defer {
            for index in 0..<count { unlink(root.path + "/Flat/Value\(index).swift") }
        }
        for index in 0..<count {
            let descriptor = open(root.path + "/Flat/Value\(index).swift", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { return XCTFail("cannot create file \(index): \(String(cString: strerror(errno)))") }
            let text = Array("struct Value\(index) { let number = \(index) }\n".utf8)
            let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard written == text.count else { return XCTFail("cannot write file \(index)") }
        }
        let cache = root.path + "/cache"
        var outputs: [String] = []
        for run in ["cold", "warm"] {
            let result = runCLI(["--cache-path", cache], in: root.path)
            XCTAssertEqual(result.exit, .findings, "\(run): \(result.err)")
            XCTAssertEqual(result.err, "1 finding (1 error, 0 warnings) in 100006 files, 1 module\n", run)
            XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()], run)
            outputs.append(result.out)
        }
        XCTAssertEqual(outputs[0], outputs[1])
    }
}
