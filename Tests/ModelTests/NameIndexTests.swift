import XCTest
@testable import ViperLintModel
import ViperLintTestSupport

/// The model's name table answers exactly as a dictionary of arrays would.
final class NameIndexTests: XCTestCase {
    func testAnswersAsADictionaryOfArraysWould() {
        var generator = SplitMix64(state: 0x4e61_6d65)
        let alphabet = Array("abAB.xyzé_1")
        var index = NameIndex()
        var reference: [String: [Int]] = [:]
        // Short names from a small alphabet: many repeats, growth through several rehashes.
        for value in 0..<5_000 {
            let length = Int.random(in: 0...6, using: &generator)
            let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            index.append(value, for: name)
            reference[name, default: []].append(value)
        }
        for (name, values) in reference { XCTAssertEqual(index[name], values, name) }
        for probe in ["zzzzzzz", "abAB.xyz1", "é_é_é_é", "UIViewController"] where reference[probe] == nil {
            XCTAssertNil(index[probe], probe)
        }
    }

    func testReservedTableAndLongNames() {
        var index = NameIndex()
        index.reserveCapacity(1_000)
        let names = (0..<1_000).map { "Module\($0)PresenterWithAVeryLongNameThatIsNotASmallString" }
        for (value, name) in names.enumerated() { index.append(value, for: name) }
        for (value, name) in names.enumerated() { XCTAssertEqual(index[name], [value]) }
        XCTAssertNil(index["Module1000PresenterWithAVeryLongNameThatIsNotASmallString"])
        XCTAssertNil(index[""])
    }
}
