import XCTest
@testable import ViperLintTokenizer

/// The keyword lookup picks one candidate per slot: every reserved word must be found, and every
/// near miss (one byte changed, one byte more or less, another case) must not.
final class KeywordTableTests: XCTestCase {
    private func kind(_ word: String) -> TokenKind? {
        let tokens = Tokenizer.tokenize(Array(word.utf8))
        return tokens.count == 1 ? tokens[0].kind : nil
    }

    func testEveryReservedWordIsAKeyword() {
        for word in Keywords.reserved {
            XCTAssertEqual(kind(word), .keyword, word)
        }
    }

    func testNearMissesAreIdentifiers() {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789")
        var checked = 0
        for word in Keywords.reserved {
            let chars = Array(word)
            var variants: [String] = [word + "x", "x" + word, String(chars.dropLast()), String(chars.dropFirst()),
                                      word.uppercased(), word.lowercased()]
            for position in chars.indices {
                for letter in letters where letter != chars[position] {
                    var changed = chars
                    changed[position] = letter
                    variants.append(String(changed))
                }
            }
            for variant in variants where !Keywords.reserved.contains(variant) {
                guard let first = variant.first, first.isLetter || first == "_" else { continue }
                XCTAssertEqual(kind(variant), .identifier, variant)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10_000)
    }
}
