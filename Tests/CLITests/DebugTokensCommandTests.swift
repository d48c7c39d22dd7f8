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
@testable import ViperLintCLI
import ViperLintTestSupport

final class DebugTokensCommandTests: XCTestCase {
    private func run(_ arguments: [String], cwd: String) -> (ExitCode, String, String) {
        let result = runCLI(arguments, in: cwd)
        return (result.exit, result.out, result.err)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vl-tok-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func testPrintsOneJSONLinePerSignificantToken() throws {
        let dir = try temporaryDirectory()
        try Data("let s = \"a\\\"\\(b)\" // c\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        let (code, out, _) = run(["debug", "tokens", "A.swift"], cwd: dir.path)
        XCTAssertEqual(code, .clean)
        XCTAssertEqual(out, """
        {"file":"A.swift","line":1,"column":1,"kind":"keyword","text":"let"}
        {"file":"A.swift","line":1,"column":5,"kind":"identifier","text":"s"}
        {"file":"A.swift","line":1,"column":7,"kind":"operator","text":"="}
        {"file":"A.swift","line":1,"column":9,"kind":"string","text":"\\"a\\\\\\"\\\\(b)\\""}

        """)
    }

    func testEscapesControlCharactersAndRepairsInvalidUTF8() {
        XCTAssertEqual(JSONWriter.quoted("a\u{1}\tü"), "\"a\\u0001\\tü\"")
        let line = TokenJSONLines.render(file: "x", bytes: [0x22, 0xFF, 0x22])
        XCTAssertEqual(line, "{\"file\":\"x\",\"line\":1,\"column\":1,\"kind\":\"string\",\"text\":\"\\\"\u{FFFD}\\\"\"}\n")
    }

    func testDirectoriesRecurseSortedAndMissingFileExitsTwo() throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("b"), withIntermediateDirectories: true)
        try Data("b".utf8).write(to: dir.appendingPathComponent("b/B.swift"))
        try Data("a".utf8).write(to: dir.appendingPathComponent("A.swift"))
        try Data("z".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        let (code2, out2, err2) = run(["debug", "tokens", dir.path, dir.path + "/missing.swift"], cwd: "/")
        XCTAssertEqual(code2, .usageOrIO)
        XCTAssertEqual(out2.split(separator: "\n").map { String($0) }, [
            "{\"file\":\"\(dir.path)/A.swift\",\"line\":1,\"column\":1,\"kind\":\"identifier\",\"text\":\"a\"}",
            "{\"file\":\"\(dir.path)/b/B.swift\",\"line\":1,\"column\":1,\"kind\":\"identifier\",\"text\":\"b\"}",
        ])
        XCTAssertTrue(err2.contains("missing.swift"))
    }

    /// A folder is walked as `lint` walks it: build products, `.git` and `Pods` are not source.
    func testFoldersSkipWhatLintSkips() throws {
        let dir = try temporaryDirectory()
        for folder in [".build", ".git", "Pods", "Sources"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: dir.appendingPathComponent(folder + "/X.swift"))
        }
        let (code, out, err) = run(["debug", "tokens", "."], cwd: dir.path)
        XCTAssertEqual(code, .clean, err)
        XCTAssertEqual(out, "{\"file\":\"Sources/X.swift\",\"line\":1,\"column\":1,\"kind\":\"identifier\",\"text\":\"x\"}\n")
    }

    func testStatsPrintsOneSummaryLine() throws {
        let dir = try temporaryDirectory()
        try Data("let a = 1\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        let (code, out, _) = run(["debug", "tokens", "--stats", dir.path], cwd: "/")
        XCTAssertEqual(code, .clean)
        XCTAssertTrue(out.hasPrefix("files=1 bytes=10 tokens=8 seconds="), out)
        XCTAssertTrue(out.contains(" mbps="))
    }

    /// `debug facts` prints every field of every file's facts, keys sorted, so two builds'
    /// outputs can be compared byte for byte (Tools/facts-identity.sh).
    func testFactsPrintsSortedJSONPerFile() throws {
        let dir = try temporaryDirectory()
        try Data("final class A: B { weak var view: V?\n func f() { router.open(x, animated: true) } }\n".utf8)
            .write(to: dir.appendingPathComponent("A.swift"))
        let (code, out, err) = run(["debug", "facts", "A.swift"], cwd: dir.path)
        XCTAssertEqual(code, .clean, err)
        let facts = try JSONDecoder().decode(FileFacts.self, from: Data(out.utf8))
        XCTAssertEqual(facts, FactExtractor.extract(path: "A.swift", bytes: Array("final class A: B { weak var view: V?\n func f() { router.open(x, animated: true) } }\n".utf8)))
        XCTAssertEqual(facts.types.first?.body.calls.first?.labels, ["_", "animated"])
        let (_, again, _) = run(["debug", "facts", "A.swift"], cwd: dir.path)
        XCTAssertEqual(again, out)
        XCTAssertLessThan(out.range(of: "\"directives\"")!.lowerBound, out.range(of: "\"imports\"")!.lowerBound)
    }

    func testFactsStatsPrintsOneSummaryLine() throws {
        let dir = try temporaryDirectory()
        try Data("class A {}\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        let (code, out, _) = run(["debug", "facts", "--stats", dir.path], cwd: "/")
        XCTAssertEqual(code, .clean)
        XCTAssertTrue(out.hasPrefix("files=1 bytes=11 tokens=7 types=1 read="), out)
        XCTAssertTrue(out.contains(" tokenize=") && out.contains(" extract=") && out.contains(" ratio="), out)
        let (badCode, _, badErr) = run(["debug", "facts", "--fast", dir.path], cwd: "/")
        XCTAssertEqual(badCode, .usageOrIO)
        XCTAssertTrue(badErr.contains("unknown flag"), badErr)
    }
}
