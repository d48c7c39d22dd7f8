import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
@testable import ViperLintReporters
@testable import ViperLintEngine
import ViperLintTestSupport

/// The Markdown example parser that RuleExampleTests relies on.
final class RuleDocumentationPageTests: XCTestCase {
    func testMarkGivesUTF8ByteColumnOfTheNextCharacter() {
        let example = RuleExample.parse(["let s = \"é\"; ↓x()"], pageLine: 1)
        XCTAssertEqual(example.marks, [SourceLocation(file: "Example.swift", line: 1, column: 15)])
        XCTAssertEqual(example.files, [RuleExampleFile(path: "Example.swift", text: "let s = \"é\"; x()\n")])
    }

    func testFileDirectiveStartsANewFile() {
        let example = RuleExample.parse(["class A {}", "// file: B/B.swift", "", "↓class B {}"], pageLine: 1)
        XCTAssertEqual(example.files.map(\.path), ["Example.swift", "B/B.swift"])
        XCTAssertEqual(example.marks, [SourceLocation(file: "B/B.swift", line: 2, column: 1)])
    }

    func testLeadingFileDirectiveNamesTheFirstFile() {
        let example = RuleExample.parse(["// file: Login.swift", "class A {}"], pageLine: 1)
        XCTAssertEqual(example.files, [RuleExampleFile(path: "Login.swift", text: "class A {}\n")])
    }

    func testPageSectionsAndTitle() {
        let page = RuleDocumentationPage.parse("""
        # `some-rule`: Some rule
        ## Options
        ```swift
        ignored()
        ```
        ## Triggering examples
        ```swift
        ↓a()
        ```
        ## Non-triggering examples
        ```swift
        b()
        ```
        ```swift
        c()
        ```
        """)
        XCTAssertEqual(page.titleId, "some-rule")
        XCTAssertEqual(page.triggering.count, 1)
        XCTAssertEqual(page.nonTriggering.count, 2)
    }

    func testSummarySeverityAndOptionsTable() {
        let page = RuleDocumentationPage.parse("""
        # `some-rule`: Some rule

        Views stay
        weak.

        Longer text.

        Default severity: **warning**.

        ## Options

        | name | type | default | meaning |
        |---|---|---|---|
        | `allowUnowned` | bool | `false` | Accept it. |
        | `names` | string array | `[]` | More names. |
        """)
        XCTAssertEqual(page.summary, "Views stay weak.")
        XCTAssertEqual(page.defaultSeverity, "warning")
        XCTAssertEqual(page.options, [.init(name: "allowUnowned", type: "bool"), .init(name: "names", type: "string array")])
        XCTAssertEqual(RulePages.summary(ofPage: "# `some-rule`: Some rule\n\nViews stay\n weak.\n\nLonger text.\n"), "Views stay weak.")
    }

    func testOptionsAndMessagesAttachToTheNextBlock() {
        let page = RuleDocumentationPage.parse("""
        # `some-rule`: Some rule
        ## Triggering examples
        Some prose.

        options: `{"allowUnowned": true}`

        message: `view` is strong
        message: second one
        ```swift
        ↓a(); ↓b()
        ```
        ```swift
        ↓c()
        ```
        ## Non-triggering examples
        options: {"names": ["X"]}
        ```swift
        d()
        ```
        """)
        XCTAssertEqual(page.triggering.map(\.options), [#"{"allowUnowned": true}"#, nil])
        XCTAssertEqual(page.triggering.map(\.messages), [["`view` is strong", "second one"], []])
        XCTAssertEqual(page.nonTriggering.map(\.options), [#"{"names": ["X"]}"#])
        XCTAssertEqual(page.problems, [])
    }

    func testOptionsWithoutABlockIsAProblem() {
        let page = RuleDocumentationPage.parse("""
        # `some-rule`: Some rule
        ## Triggering examples
        message: lost
        ## Non-triggering examples
        options: {}
        options: {}
        ```swift
        d()
        ```
        options: {}
        """)
        XCTAssertEqual(page.problems.count, 3, page.problems.joined(separator: "\n"))
    }
}
