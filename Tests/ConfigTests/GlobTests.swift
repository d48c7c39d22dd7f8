import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
import ViperLintTestSupport

final class GlobTests: XCTestCase {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try Glob(pattern).matches(path)
    }

    func testStarStaysWithinOneComponent() throws {
        XCTAssertTrue(try matches("*.swift", "A.swift"))
        XCTAssertFalse(try matches("*.swift", "Sources/A.swift"))
        XCTAssertTrue(try matches("Sources/*View.swift", "Sources/LoginView.swift"))
    }

    func testQuestionMarkMatchesOneCharacter() throws {
        XCTAssertTrue(try matches("?.swift", "é.swift"))
        XCTAssertFalse(try matches("?.swift", "ab.swift"))
        XCTAssertFalse(try matches("a?b", "a/b"))
    }

    func testDoubleStarMatchesAnyNumberOfFolders() throws {
        XCTAssertTrue(try matches("**/*.swift", "A.swift"))
        XCTAssertTrue(try matches("**/*.swift", "a/b/c/A.swift"))
        XCTAssertTrue(try matches("Sources/**/Generated/*", "Sources/Generated/X.swift"))
        XCTAssertTrue(try matches("Sources/**/Generated/*", "Sources/a/b/Generated/X.swift"))
        XCTAssertFalse(try matches("Sources/**/Generated/*", "Tests/Generated/X.swift"))
    }

    func testTrailingDoubleStarMatchesTheFolderAndEverythingBelow() throws {
        XCTAssertTrue(try matches("Generated/**", "Generated"))
        XCTAssertTrue(try matches("Generated/**", "Generated/a/b.swift"))
        XCTAssertFalse(try matches("Generated/**", "GeneratedX/b.swift"))
    }

    func testCharacterSetsAndRangesAndNegation() throws {
        XCTAssertTrue(try matches("[abc].swift", "b.swift"))
        XCTAssertFalse(try matches("[abc].swift", "d.swift"))
        XCTAssertTrue(try matches("v[0-9]", "v7"))
        XCTAssertTrue(try matches("[!a]x", "bx"))
        XCTAssertFalse(try matches("[^a]x", "ax"))
        XCTAssertTrue(try matches("[]]", "]"))
    }

    func testBackslashEscapesAWildcard() throws {
        XCTAssertTrue(try matches(#"a\*"#, "a*"))
        XCTAssertFalse(try matches(#"a\*"#, "ab"))
    }

    func testLeadingDotSlashAndTrailingSlashAreIgnored() throws {
        XCTAssertTrue(try matches("./Pods/", "Pods"))
        XCTAssertTrue(try matches("Pods", "./Pods"))
    }

    func testPatternIsAnchoredAtBothEnds() throws {
        XCTAssertFalse(try matches("View", "LoginView"))
        XCTAssertFalse(try matches("Login", "Login/View.swift"))
    }

    func testManyStarsDoNotBacktrackExponentially() throws {
        let pattern = String(repeating: "*a", count: 30) + "b"
        XCTAssertFalse(try matches(pattern, String(repeating: "a", count: 200)))
        XCTAssertFalse(try matches(String(repeating: "**/", count: 20) + "x", String(repeating: "a/", count: 200) + "y"))
    }

    func testUnterminatedBracketIsASyntaxError() {
        XCTAssertThrowsError(try Glob("[ab")) { error in
            XCTAssertEqual((error as? Glob.SyntaxError)?.reason, "unterminated \"[\"")
        }
    }

    func testTrailingBackslashIsASyntaxError() {
        XCTAssertThrowsError(try Glob("a\\")) { error in
            XCTAssertEqual((error as? Glob.SyntaxError)?.reason, "trailing \"\\\"")
        }
    }
}
