import Foundation
import XCTest
@testable import ViperLintFixes
import ViperLintTestSupport

final class AtomicFileWriterTests: XCTestCase {
    func testReplacesTheContentAndKeepsThePermissions() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("A.swift", "old\n")
        chmod(path, 0o640)
        try AtomicFileWriter.write(Array("new\r\n".utf8), to: path)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data("new\r\n".utf8))
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
        // No temporary file is left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["A.swift"])
    }

    func testASymbolicLinkKeepsPointingAtItsTargetWhichChanges() throws {
        let folder = try TemporaryFolder(self)
        let target = try folder.write("Real/A.swift", "old\n")
        try folder.link("Link.swift", to: target)
        try AtomicFileWriter.write(Array("new\n".utf8), to: folder.path + "/Link.swift")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Link.swift"), target)
    }

    func testAnUnwritableFolderIsAFailureNotACrash() throws {
        guard getuid() != 0 else { throw XCTSkip("root writes anywhere") }
        let folder = try TemporaryFolder(self)
        let path = try folder.write("Locked/A.swift", "old\n")
        chmod(folder.path + "/Locked", 0o555)
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("new\n".utf8), to: path))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old\n")
    }
}
