import Foundation
import XCTest
@testable import ViperLintFixes
import ViperLintTestSupport

final class UnifiedDiffTests: XCTestCase {
    private func diff(_ before: String, _ after: String, context: Int = 3) -> String {
        UnifiedDiff.render(path: "A.swift", before: Array(before.utf8), after: Array(after.utf8), context: context)
    }

    private func numbered(_ range: ClosedRange<Int>) -> String { range.map { "line \($0)\n" }.joined() }

    func testEqualFilesHaveNoDiff() {
        XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
    }

    func testOneChangedLineWithContext() {
        let before = numbered(1...10)
        let after = before.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(diff(before, after), """
            --- a/A.swift
            +++ b/A.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testDistantChangesMakeTwoHunksAndNearOnesOne() {
        let before = numbered(1...20)
        var after = before.replacingOccurrences(of: "line 2\n", with: "line two\n")
        after = after.replacingOccurrences(of: "line 18\n", with: "line eighteen\n")
        let two = diff(before, after)
        XCTAssertEqual(two.components(separatedBy: "\n@@ -").count, 3, two)
        XCTAssertTrue(two.contains("@@ -1,5 +1,5 @@\n"), two)
        XCTAssertTrue(two.contains("@@ -15,6 +15,6 @@\n"), two)
        let near = before.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 8\n", with: "line eight\n")
        XCTAssertEqual(diff(before, near).components(separatedBy: "@@ -").count, 2)
    }

    func testInsertionsDeletionsAndTheMissingFinalNewline() {
        XCTAssertEqual(diff("a\nb", "a\nc"), """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
        XCTAssertEqual(diff("", "x\n"), "--- a/A.swift\n+++ b/A.swift\n@@ -0,0 +1,1 @@\n+x\n")
        XCTAssertEqual(diff("x\ny\n", "y\n"), "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,1 @@\n-x\n y\n")
    }

    func testCarriageReturnsStayInTheLines() {
        XCTAssertEqual(diff("a\r\nb\r\n", "a\r\nc\r\n"), "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    /// The diff applies with `patch` when the tool is there, and gives back the new text.
    func testPatchAppliesTheDiff() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { throw XCTSkip("no /usr/bin/patch") }
        let folder = try TemporaryFolder(self)
        var generator = SplitMix64(state: 7)
        for round in 0..<20 {
            var lines = (0..<40).map { "line \($0)\n" }
            let before = lines.joined()
            for _ in 0..<(1 + Int(generator.next() % 5)) {
                let at = Int(generator.next() % UInt64(lines.count))
                switch generator.next() % 3 {
                case 0: lines[at] = "changed \(at)\n"
                case 1: lines.remove(at: at)
                default: lines.insert("new \(at)\n", at: at)
                }
            }
            let after = lines.joined()
            try folder.write("A.swift", before)
            try folder.write("fix.diff", diff(before, after))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            process.arguments = ["-s", "-p1", "-i", "fix.diff"]
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "round \(round)")
            XCTAssertEqual(try String(contentsOfFile: folder.path + "/A.swift", encoding: .utf8), after, "round \(round)")
        }
    }

    func testTheScriptIsMinimal() {
        let a = ["a", "b", "c", "a", "b", "b", "a"].map { Array(($0 + "\n").utf8) }
        let b = ["c", "b", "a", "b", "a", "c"].map { Array(($0 + "\n").utf8) }
        let script = UnifiedDiff.editScript(a, b)
        // Myers' example: 5 differences.
        XCTAssertEqual(script.filter { $0.kind != .equal }.count, 5)
        XCTAssertEqual(script.filter { $0.kind != .insert }.map(\.old), Array(0..<a.count))
        XCTAssertEqual(script.filter { $0.kind != .delete }.map(\.new), Array(0..<b.count))
    }
}
