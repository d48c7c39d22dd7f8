import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport

/// No input crashes the extractor or keeps it from finishing; these assert results and work
/// counts (tokens examined again by look-ahead and look-behind scans), not time.
final class FactExtractorRobustnessTests: XCTestCase {
    /// Facts of `source`, failing when look-ahead and look-behind scans examined more than
    /// `factor` tokens per significant token: linear work, whatever the input's size.
    private func extractFactsInLinearWork(_ source: String, factor: Int, file: StaticString = #filePath, line: UInt = #line) -> FileFacts {
        let result = FactExtractor.extractCountingWork(path: "Test.swift", bytes: Array(source.utf8))
        XCTAssertLessThanOrEqual(result.scannedTokens, factor * result.significantTokens,
                                 "look-ahead work is not linear in the \(result.significantTokens) tokens", file: file, line: line)
        return result.facts
    }

    /// Every position a fact reports, except the synthetic (0, 0) of `[X]` sugar.
    private func positions(_ facts: FileFacts) -> [Position] {
        var result: [Position] = []
        for type in facts.types {
            result.append(type.position)
            result += type.properties.map(\.position)
            result += type.body.calls.map(\.position) + type.body.mentions.map(\.position) + type.body.assignments.map(\.position)
        }
        result += facts.topLevel.calls.map(\.position) + facts.topLevel.mentions.map(\.position)
        return result
    }

    private func assertPositionsInside(_ facts: FileFacts, lines: Int, file: StaticString = #filePath, line: UInt = #line) {
        for position in positions(facts) where position.line < 1 || position.line > lines || position.column < 1 {
            XCTFail("position \(position) outside \(lines) lines", file: file, line: line)
            return
        }
    }

    func testRealisticSampleFacts() {
        let facts = extractFacts(realisticModuleSample)
        XCTAssertEqual(facts.imports, ["UIKit", "Combine"])
        XCTAssertEqual(facts.types.map(\.name), [
            "LoginViewInput", "LoginViewOutput", "LoginInteractorInput", "LoginInteractorOutput", "LoginRouterInput",
            "LoginItemViewModel", "LoginEvent", "LoginViewController", "LoginPresenter", "LoginPresenter",
            "LoginPresenter", "LoginInteractor", "LoginRouter",
        ])
        assertLines(facts.types[7].properties.map(\.summary), [
            "output: LoginViewOutput? @46:9",
            "weak tableView: UITableView? {outlet} @47:32",
            "items: [LoginItemViewModel] @48:33",
            "cancellables = Set() @49:17",
            "button: UIButton @50:22",
        ])
        assertLines(facts.types[8].properties.map(\.summary), [
            "weak view: LoginViewInput? @80:14",
            "interactor: LoginInteractorInput? @81:9",
            "router: LoginRouterInput? @82:9",
            "user: UserEntity? @83:17",
        ])
        assertLines(facts.types[12].body.calls.map(\.summary), [
            "HomeRouter.createModule(user:) in openHome @150:31",
            "viewController?.navigationController?.pushViewController(_:animated:) in openHome @152:14",
        ])
        assertLines(facts.types[12].body.assignments.map(\.summary), [
            "output = in createModule @143:14",
            "output = in createModule @144:20",
            "viewController = in createModule @145:16",
        ])
    }

    func testEveryPrefixOfARealisticFile() throws {
        try skipUnlessStress()
        assertPrefixesOfARealisticFile { _ in true }
    }

    /// The quick cut of the test above: prefixes that end a line (where the subset holds) and
    /// every 97th byte.
    func testLineAndSampledPrefixesOfARealisticFile() {
        let bytes = Array(realisticModuleSample.utf8)
        assertPrefixesOfARealisticFile { $0 == bytes.count || bytes[$0] == UInt8(ascii: "\n") || $0 % 97 == 0 }
    }

    private func assertPrefixesOfARealisticFile(lengths include: (Int) -> Bool) {
        let bytes = Array(realisticModuleSample.utf8)
        let full = extractFacts(realisticModuleSample)
        let fullTypes = Set(full.types.map { "\($0.name)@\($0.position.line)" })
        var lines = 1
        var checked = 0
        for length in 0...bytes.count {
            if length > 0 && bytes[length - 1] == UInt8(ascii: "\n") { lines += 1 }
            guard include(length) else { continue }
            checked += 1
            let facts = FactExtractor.extract(path: "Prefix.swift", bytes: Array(bytes[0..<length]))
            assertPositionsInside(facts, lines: lines)
            // Cut at a line end, a prefix finds a subset of the whole file's types.
            if length == bytes.count || bytes[length] == UInt8(ascii: "\n") {
                let types = Set(facts.types.map { "\($0.name)@\($0.position.line)" })
                XCTAssertTrue(types.isSubset(of: fullTypes), "prefix \(length): \(types.subtracting(fullTypes))")
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testRandomByteMutations() {
        var random = SplitMix64(state: 2024)
        let original = Array(realisticModuleSample.utf8)
        let alphabet = Array("{}()[]<>\"\\#/*`'\n\r:,.?!=@ $_".utf8) + [0, 0xFF, 0xC3, 0xE2, 0x80]
        let lineCount = original.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count + 1
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                case 1: bytes[index] = UInt8.random(in: 0...255, using: &random)
                default: bytes.remove(at: index)
                }
            }
            let facts = FactExtractor.extract(path: "Mutated.swift", bytes: bytes)
            assertPositionsInside(facts, lines: lineCount)
        }
    }

    func testDeeplyNestedParenthesesBracketsAndBraces() throws {
        try skipUnlessStress()
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let source = "func f() {\n    g(" + String(repeating: open, count: 100_000) + String(repeating: close, count: 100_000)
                + ")\n}\nclass B {\n    weak var v: V?\n}\n"
            let facts = extractFactsInLinearWork(source, factor: 1)
            XCTAssertEqual(facts.topLevel.calls.first?.summary, "g(_:) in f @2:5", open)
            assertLines(facts.type("B").properties.map(\.summary), ["weak v: V? @5:14"])
        }
    }

    func testDeeplyNestedUnclosedBracketsThenATopLevelType() {
        for open in ["(", "[", "{", "<"] {
            let source = "let x: A" + String(repeating: open, count: 100_000) + "\nclass B {\n    weak var v: V?\n}\n"
            let facts = extractFactsInLinearWork(source, factor: 1)
            assertLines(facts.type("B").properties.map(\.summary), ["weak v: V? @3:14"])
        }
    }

    func testDeeplyNestedGenericTypeIsCutOffNotRecursed() throws {
        try skipUnlessStress()
        let source = "class P { var x: " + String(repeating: "A<", count: 100_000) + "B" + String(repeating: ">", count: 100_000) + " }"
        let type = extractFactsInLinearWork(source, factor: 1).type("P")
        XCTAssertEqual(type.properties.map(\.name), ["x"])
        XCTAssertEqual(type.properties.first?.type?.name, "A")
    }

    func testTenMegabyteSingleLine() throws {
        try skipUnlessStress()
        // Calls padded with comments: long enough to stress positions, few enough tokens to stay quick.
        let unit = "present(vc, animated: true); /*" + String(repeating: "-", count: 64) + "*/ "
        let count = 10_000_000 / unit.utf8.count
        let facts = extractFactsInLinearWork(String(repeating: unit, count: count), factor: 1)
        XCTAssertEqual(facts.topLevel.calls.count, count)
        XCTAssertEqual(facts.topLevel.calls.last?.summary,
                       "present(_:animated:) in - @1:\(1 + (count - 1) * unit.utf8.count)")
        XCTAssertEqual(Set(facts.topLevel.calls.map(\.labels)), [["_", "animated"]])
    }

    func testManyCallsAndFunctionReferencesOnOneLine() throws {
        try skipUnlessStress()
        let facts = extractFactsInLinearWork("let all = [" + String(repeating: "foo(bar:), a(b: 1), ", count: 50_000) + "]", factor: 1)
        XCTAssertEqual(facts.topLevel.calls.count, 50_000)
        XCTAssertEqual(Set(facts.topLevel.calls.map { $0.summary.prefix(6) }), ["a(b:) "])
    }

    /// Each `A<(` head is skipped with a look of at most 64 tokens: about 9 per token here; an
    /// unbounded look would read to the end of the file from every line.
    private func assertBrokenGenericInitializersStayLinear(lines: Int, file: StaticString = #filePath, line: UInt = #line) {
        let facts = extractFactsInLinearWork("class P {\n" + String(repeating: "let x = A<( a\n", count: lines), factor: 16, file: file, line: line)
        XCTAssertEqual(facts.type("P").properties.count, lines, file: file, line: line)
    }

    func testManyBrokenGenericInitializersStayLinear() {
        assertBrokenGenericInitializersStayLinear(lines: 2_000)
    }

    func testTwentyThousandBrokenGenericInitializersStayLinear() throws {
        try skipUnlessStress()
        assertBrokenGenericInitializersStayLinear(lines: 20_000)
    }

    func testLongReceiverChainStaysLinear() {
        // Every `.b()` reads its receiver chain back at most 32 steps: about 20 per token here;
        // an unbounded walk would read back to `a` from every call.
        let facts = extractFactsInLinearWork("let v = a" + String(repeating: ".b()", count: 2_000), factor: 40)
        XCTAssertEqual(facts.topLevel.calls.count, 2_000)
        XCTAssertEqual(facts.topLevel.calls.last?.receiver, String(repeating: "b().", count: 31) + "b()")
    }

    func testInvalidUTF8() {
        var bytes = Array("class A {\n    weak var v: V?\n    func f() { g(x: \"".utf8)
        bytes += [0xFF, 0xFE, 0xC3]
        bytes += Array("\") }\n    var w".utf8) + [0xC3, 0x28] + Array(": W\n}\nclass B".utf8) + [0x80, 0x80] + Array(" {}\n".utf8)
        let facts = FactExtractor.extract(path: "Bad.swift", bytes: bytes)
        XCTAssertEqual(facts.types.map(\.name), ["A", "B"])
        XCTAssertEqual(facts.type("A").properties.first?.summary, "weak v: V? @2:14")
        assertLines(facts.type("A").body.calls.map(\.summary), ["g(x:) in f @3:16"])
    }

    func testExtractionIsDeterministicAndRoundTripsThroughJSON() throws {
        let first = extractFacts(realisticModuleSample)
        XCTAssertEqual(first, extractFacts(realisticModuleSample))
        let data = try JSONEncoder().encode(first)
        XCTAssertEqual(try JSONDecoder().decode(FileFacts.self, from: data), first)
    }
}
