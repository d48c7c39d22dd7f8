import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
import ViperLintTestSupport

final class TokenizerConstructTests: XCTestCase {
    func testKeywordsIdentifiersAndContextualKeywords() {
        assertTokens("weak var view: Any? { get set }", [
            (.identifier, "weak"), (.keyword, "var"), (.identifier, "view"), (.punctuation, ":"),
            (.keyword, "Any"), (.operator, "?"), (.punctuation, "{"), (.identifier, "get"),
            (.identifier, "set"), (.punctuation, "}"),
        ])
    }

    func testBacktickedKeywordIsOneIdentifier() {
        assertTokens("let `class` = 1", [(.keyword, "let"), (.identifier, "`class`"), (.operator, "="), (.integer, "1")])
    }

    func testIdentifierStartingWithNonASCIILetter() {
        assertTokens("ééé + π", [(.identifier, "ééé"), (.operator, "+"), (.identifier, "π")])
    }

    func testDollarIdentifiers() {
        assertTokens("$0 + $name", [(.identifier, "$0"), (.operator, "+"), (.identifier, "$name")])
    }

    func testUnicodeIdentifierAndOperator() {
        assertTokens("let café = a ≠ b", [(.keyword, "let"), (.identifier, "café"), (.operator, "="),
                                           (.identifier, "a"), (.operator, "≠"), (.identifier, "b")])
    }

    func testInterpolationContainingStringContainingInterpolation() {
        assertTokens(#"x = "a\("b\(c)d")e" + 1"#, [
            (.identifier, "x"), (.operator, "="), (.string, #""a\("b\(c)d")e""#), (.operator, "+"), (.integer, "1"),
        ])
    }

    func testParenthesesBalanceInsideInterpolation() {
        assertTokens(#""\(f(g(1), ")"))" x"#, [(.string, #""\(f(g(1), ")"))""#), (.identifier, "x")])
    }

    func testCommentsInsideInterpolationStayInString() {
        assertTokens("\"\\(a /* ) \" */ + b)\" c", [(.string, "\"\\(a /* ) \" */ + b)\""), (.identifier, "c")])
    }

    func testMultiLineStringWithEscapedTripleQuote() {
        let source = "s = \"\"\"\n  a \\\"\"\" b\n  \"\"\"\nx"
        assertTokens(source, [(.identifier, "s"), (.operator, "="),
                              (.string, "\"\"\"\n  a \\\"\"\" b\n  \"\"\""), (.identifier, "x")])
    }

    func testRawStringBackslashParenIsNotInterpolation() {
        assertTokens(##"#"\(x)"# y"##, [(.string, ##"#"\(x)"#"##), (.identifier, "y")])
    }

    func testRawStringPoundInterpolationContainsQuotes() {
        assertTokens(##"#"a\#("b")c"# y"##, [(.string, ##"#"a\#("b")c"#"##), (.identifier, "y")])
    }

    func testRawStringWithTwoPoundsKeepsSinglePoundQuote() {
        assertTokens(###"##"a"#b"## z"###, [(.string, ###"##"a"#b"##"###), (.identifier, "z")])
    }

    func testPoundTripleQuotePoundIsSingleLineString() {
        assertTokens(##"#"""# x"##, [(.string, ##"#"""#"##), (.identifier, "x")])
    }

    func testUnicodeEscapeInString() {
        assertTokens(#""\u{1F600}\"" x"#, [(.string, #""\u{1F600}\"""#), (.identifier, "x")])
    }

    func testUnterminatedSingleLineStringEndsAtNewline() {
        assertTokens("\"abc\nlet", [(.string, "\"abc"), (.keyword, "let")])
    }

    func testUnterminatedMultiLineStringRunsToEndOfFile() {
        assertTokens("x \"\"\"\nabc\nlet", [(.identifier, "x"), (.string, "\"\"\"\nabc\nlet")])
    }

    func testNewlineEndsSingleLineStringInsideInterpolation() {
        assertTokens("\"a\\(b\nc", [(.string, "\"a\\(b"), (.identifier, "c")])
    }

    func testSingleQuotedLiteralIsString() {
        assertTokens("'a' b", [(.string, "'a'"), (.identifier, "b")])
    }

    func testDivisionChainIsNotRegex() {
        assertTokens("a / b / c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"),
                                    (.operator, "/"), (.identifier, "c")])
    }

    func testRegexAfterAssignment() {
        assertTokens("x = /abc/", [(.identifier, "x"), (.operator, "="), (.regex, "/abc/")])
    }

    func testExtendedRegexWithSlashInside() {
        assertTokens("let r = #/a/b/#", [(.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "#/a/b/#")])
    }

    func testMultiLineExtendedRegex() {
        assertTokens("r = #/\n  a / b\n/#\nx", [(.identifier, "r"), (.operator, "="),
                                                 (.regex, "#/\n  a / b\n/#"), (.identifier, "x")])
    }

    func testRegexAsArgument() {
        assertTokens("f(/a+b/)", [(.identifier, "f"), (.punctuation, "("), (.regex, "/a+b/"), (.punctuation, ")")])
    }

    func testSlashAfterSpaceInArgumentListIsOperator() {
        assertTokens("f(x, / y)", [(.identifier, "f"), (.punctuation, "("), (.identifier, "x"), (.punctuation, ","),
                                    (.operator, "/"), (.identifier, "y"), (.punctuation, ")")])
    }

    func testOperatorDeclarationSlashIsNotRegex() {
        assertTokens("func /(a: A, b: B) {}", [(.keyword, "func"), (.operator, "/"), (.punctuation, "("),
            (.identifier, "a"), (.punctuation, ":"), (.identifier, "A"), (.punctuation, ","), (.identifier, "b"),
            (.punctuation, ":"), (.identifier, "B"), (.punctuation, ")"), (.punctuation, "{"), (.punctuation, "}")])
    }

    func testRegexWithUnbalancedCloseParenIsOperator() {
        assertTokens("(/a) /", [(.punctuation, "("), (.operator, "/"), (.identifier, "a"), (.punctuation, ")"), (.operator, "/")])
    }

    func testHalfOpenRange() {
        assertTokens("1..<2", [(.integer, "1"), (.operator, "..<"), (.integer, "2")])
    }

    func testIntegerMemberAccess() {
        assertTokens("1.foo", [(.integer, "1"), (.punctuation, "."), (.identifier, "foo")])
    }

    func testTupleIndexChainIsIntegers() {
        assertTokens("t.0.1", [(.identifier, "t"), (.punctuation, "."), (.integer, "0"), (.punctuation, "."), (.integer, "1")])
    }

    func testNumberForms() {
        assertTokens("0x1p-3 0xFF 0o17 0b1010 1_000 1.5e-3 2E10 0x1.8p3", [
            (.float, "0x1p-3"), (.integer, "0xFF"), (.integer, "0o17"), (.integer, "0b1010"), (.integer, "1_000"),
            (.float, "1.5e-3"), (.float, "2E10"), (.float, "0x1.8p3"),
        ])
    }

    func testOptionalChainingSplitsPostfixMarks() {
        assertTokens("a?.b!", [(.identifier, "a"), (.operator, "?"), (.punctuation, "."), (.identifier, "b"), (.operator, "!")])
    }

    func testTernaryQuestionMarkIsOperator() {
        assertTokens("a ? b : c", [(.identifier, "a"), (.operator, "?"), (.identifier, "b"), (.punctuation, ":"), (.identifier, "c")])
    }

    func testDotOnlyContinuesDotOperators() {
        assertTokens("a+.b ...c", [(.identifier, "a"), (.operator, "+"), (.punctuation, "."), (.identifier, "b"),
                                    (.operator, "..."), (.identifier, "c")])
    }

    func testCommentInsideOperatorStartsComment() {
        let tokens = Tokenizer.tokenizeFile(Array("a +/* c */ b".utf8))
        XCTAssertEqual(tokens.tokens.map(\.kind), [.identifier, .whitespace, .operator, .blockComment, .whitespace, .identifier])
    }

    func testArrowAndLogicalOperators() {
        assertTokens("-> && = ==", [(.operator, "->"), (.operator, "&&"), (.operator, "="), (.operator, "==")])
    }

    func testAttributeAndLonePunctuation() {
        assertTokens("@objc @ # x", [(.attribute, "@objc"), (.punctuation, "@"), (.punctuation, "#"), (.identifier, "x")])
    }

    func testPoundDirectives() {
        assertTokens("#if DEBUG\n#elseif os(iOS)\n#else\n#endif #available #selector #Preview #sourceLocation", [
            (.pound, "#if"), (.identifier, "DEBUG"), (.pound, "#elseif"), (.identifier, "os"), (.punctuation, "("),
            (.identifier, "iOS"), (.punctuation, ")"), (.pound, "#else"), (.pound, "#endif"), (.pound, "#available"),
            (.pound, "#selector"), (.pound, "#Preview"), (.pound, "#sourceLocation"),
        ])
    }

    func testCommentKinds() {
        let file = Tokenizer.tokenizeFile(Array("// a\n/// b\n//// c\n/* d */ /** e */ /* /* f */ */".utf8))
        XCTAssertEqual(file.tokens.filter { $0.kind.isComment }.map(\.kind),
                       [.lineComment, .docLineComment, .lineComment, .blockComment, .docBlockComment, .blockComment])
    }

    func testShebangOnlyOnFirstLine() {
        let file = Tokenizer.tokenizeFile(Array("#!/usr/bin/swift\nx".utf8))
        XCTAssertEqual(file.tokens.map(\.kind), [.shebang, .newline, .identifier])
    }

    func testUnterminatedBlockCommentRunsToEndOfFile() {
        let file = Tokenizer.tokenizeFile(Array("x /* a /* b */ c".utf8))
        XCTAssertEqual(file.tokens.map(\.kind), [.identifier, .whitespace, .blockComment])
    }

    func testStrayControlByteIsErrorToken() {
        assertTokens("a \u{01} b", [(.identifier, "a"), (.error, "\u{01}"), (.identifier, "b")])
    }

    func testConflictMarkersDoNotDerailFollowingCode() {
        assertTokens("<<<<<<< HEAD\nlet a = \"x\"\n=======\n>>>>>>> b\nlet c", [
            (.operator, "<<<<<<<"), (.identifier, "HEAD"), (.keyword, "let"), (.identifier, "a"), (.operator, "="),
            (.string, "\"x\""), (.operator, "======="), (.operator, ">>>>>>>"), (.identifier, "b"),
            (.keyword, "let"), (.identifier, "c"),
        ])
    }
}
