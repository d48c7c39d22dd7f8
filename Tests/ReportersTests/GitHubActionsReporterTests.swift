import XCTest
@testable import ViperLintCore
@testable import ViperLintReporters
import ViperLintTestSupport

final class GitHubActionsReporterTests: XCTestCase {
    func testNastyReportRendersExactly() {
        let expected = #"""
        ::warning file=Sources/Café Flow/Login Presenter.swift,line=7,col=9,title=entity-in-presenter::"UserEntity" crosses <presenter> & view%0A\#tuse a display struct 🚀
        ::error file=Sources/Café Flow/Login Presenter.swift,line=7,col=9,title=navigation-in-router::move 100%25 of `present(_:animated:)` to O'Brien's router, a,b: c
        ::error file=Sources/Profile/ProfilePresenter.swift,line=12,col=5,title=weak-view-reference::declare `view` as `weak var view: ProfileViewInput?`%0Anote: Sources/Profile/ProfilePresenter.swift:3:10: view protocol declared here
        """#
        XCTAssertEqual(GitHubActionsReporter().render(ReporterFixtures.nasty), expected + "\n")
    }

    func testEmptyReportPrintsNothing() {
        XCTAssertEqual(GitHubActionsReporter().render(ReporterFixtures.empty), "")
    }

    func testMessageEscapesPercentAndLineBreaksOnly() {
        XCTAssertEqual(GitHubActionsReporter.escapedData("50%\r\na:b,c"), "50%25%0D%0Aa:b,c")
    }

    func testPropertiesAlsoEscapeColonAndComma() {
        XCTAssertEqual(GitHubActionsReporter.escapedProperty("C:/a,b%\n.swift"), "C%3A/a%2Cb%25%0A.swift")
    }
}
