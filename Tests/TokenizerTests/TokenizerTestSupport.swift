import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
import ViperLintTestSupport

/// Significant tokens as (kind, text) pairs, the shape most table tests compare.
func significant(_ source: String) -> [(TokenKind, String)] {
    let file = Tokenizer.tokenizeFile(Array(source.utf8))
    return file.tokens.filter { !$0.kind.isTrivia }.map { ($0.kind, file.text(of: $0)) }
}

func assertTokens(_ source: String, _ expected: [(TokenKind, String)],
                  file: StaticString = #filePath, line: UInt = #line) {
    let actual = significant(source)
    let render: ([(TokenKind, String)]) -> String = { $0.map { "\($0.0.name):\($0.1)" }.joined(separator: " | ") }
    XCTAssertEqual(render(actual), render(expected), file: file, line: line)
}

/// Tokens tile the input exactly: contiguous, non-empty, and together the whole byte range.
func assertRoundTrip(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    let tokens = Tokenizer.tokenize(bytes)
    var offset = 0
    for token in tokens {
        guard token.start == offset, token.end > token.start else {
            XCTFail("token \(token) does not continue at \(offset)", file: file, line: line)
            return
        }
        offset = token.end
    }
    XCTAssertEqual(offset, bytes.count, "tokens do not cover the input", file: file, line: line)
}


let tokenizerSamples: [String] = [
    """
    #!/usr/bin/env swift
    import UIKit

    /// A presenter.
    final class LoginPresenter: LoginPresenterInput {
        weak var view: LoginViewInput?
        private let names = ["a", "b\\(1 + (2 * 3))", #"raw \\(x) \\#(y)"#]
        /* outer /* nested */ still */
        func show(_ n: Int) -> String {
            let r = #/(?<x>\\d+)/#
            let s = \"\"\"
              multi \\(n) "quoted" \\\"\"\"
              \"\"\"
            return n > 0 ? s : "\\(names.map { $0.uppercased() }.joined(separator: ", "))"
        }
    }
    """,
    "let x = a?.b!.c ?? d; let y = 0x1.8p3 + 1_000.5e-3 - 0b1010 + 0o17; let z = 1..<2",
    "if x == /abc/ { print(/[a-z]+/.firstMatch(in: s)) } else if a / b / c > 1 { }",
    "@objc @MainActor func f() { #if DEBUG\nlet a = #selector(f)\n#elseif os(iOS)\n#endif }",
    "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> feature/x\n",
    "let s = \"a \\(\"b \\(\"c \\(d /* c */ + 1)\") // x\")\" + 'q'\r\nlet t = #\"\"\"#\r\n",
]
