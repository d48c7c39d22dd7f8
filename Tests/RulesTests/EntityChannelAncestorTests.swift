import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintModel
@testable import ViperLintRules
import ViperLintTestSupport

/// Protocols with no role of their own that a presenter-side protocol refines: their requirements
/// are the channel's (a base interactor output, a service's output passed on, a mixin of a view
/// output), except another module's way back that a view-facing protocol also takes.
final class EntityChannelAncestorTests: XCTestCase {
    /// `file:line` of each entity-in-presenter finding.
    private func lines(_ sources: [(String, String)]) -> [String] {
        let model = projectModel(sources)
        return EntityInPresenterRule().check(model, options: RuleOptions())
            .sorted { $0.location < $1.location }
            .map { "\($0.location.file):\($0.location.line)" }
    }

    /// The presenter adopting `viewFacing` and the interactor output, with the selector's method.
    private func presenter(adopting viewFacing: String) -> (String, String) {
        ("TopUp/TopUpPresenter.swift", """
            final class TopUpPresenter: \(viewFacing), TopUpInteractorOutput {
                var interactor: TopUpInteractorInput?
                func didSelectContact(_ contact: MobileContact) {}
                func viewDidLoad() {}
            }
            """)
    }

    private let contact: [(String, String)] = [
        ("Models/MobileContact.swift", "struct MobileContact {}"),
        ("Contacts/ContactsService.swift", """
        final class ContactsService {
            func load() -> [MobileContact] { [] }
        }
        """),
    ]

    private func topUp(presenterProtocol: String, ancestor: String) -> [(String, String)] {
        contact + [
            ("Shared/ContactsOutput.swift", ancestor),
            ("TopUp/TopUpProtocols.swift", """
            \(presenterProtocol)
            protocol TopUpInteractorInput: AnyObject { func load() }
            """),
            ("TopUp/TopUpInteractor.swift", """
            final class TopUpInteractor: TopUpInteractorInput {
                weak var output: TopUpInteractorOutput?
                let service = ContactsService()
                func load() {}
            }
            """),
            ("TopUp/TopUpPresenter.swift", """
            final class TopUpPresenter: TopUpInteractorOutput {
                var interactor: TopUpInteractorInput?
                func didSelectContact(_ contact: MobileContact) {}
            }
            """),
        ]
    }

    func testARolelessBaseOfTheInteractorOutputIsTheChannel() {
        let found = lines(topUp(presenterProtocol: "protocol TopUpInteractorOutput: ContactsBaseOutputs {}",
                                ancestor: "protocol ContactsBaseOutputs: AnyObject {\n    func didSelectContact(_ contact: MobileContact)\n}"))
        XCTAssertEqual(found, ["Shared/ContactsOutput.swift:2", "TopUp/TopUpPresenter.swift:3"])
    }

    /// A service's delegate that the interactor output passes on is still the interactor's channel.
    func testAServiceDelegateTheInteractorOutputRefinesIsTheChannel() {
        let found = lines(topUp(presenterProtocol: "protocol TopUpInteractorOutput: ContactsServiceDelegate {}",
                                ancestor: "protocol ContactsServiceDelegate: AnyObject {\n    func didSelectContact(_ contact: MobileContact)\n}"))
        XCTAssertEqual(found, ["Shared/ContactsOutput.swift:2", "TopUp/TopUpPresenter.swift:3"])
    }

    /// A view-facing presenter protocol that also takes another module's way back answers that
    /// module: its requirement is not reported, the presenter's own method still is.
    func testAnotherModulesWayBackOnTheViewFacingProtocolIsNotTheChannel() {
        var sources = topUp(presenterProtocol: """
            protocol TopUpInteractorOutput: AnyObject {}
            protocol TopUpPresenterProtocol: MobileContactsSelectorDelegate { func viewDidLoad() }
            """, ancestor: "protocol MobileContactsSelectorDelegate: AnyObject {\n    func didSelectContact(_ contact: MobileContact)\n}")
        sources[sources.count - 1] = presenter(adopting: "TopUpPresenterProtocol")
        XCTAssertEqual(lines(sources), ["TopUp/TopUpPresenter.swift:3"])
    }

    /// Before this, a role-less ancestor was never judged: the same shape with a mixin on the view
    /// output is reported at the mixin's requirement.
    func testAMixinOfTheViewOutputIsTheChannel() {
        var sources = topUp(presenterProtocol: """
            protocol TopUpInteractorOutput: AnyObject {}
            protocol TopUpViewOutput: OpenContactProtocol { func viewDidLoad() }
            """, ancestor: "protocol OpenContactProtocol: AnyObject {\n    func didSelectContact(_ contact: MobileContact)\n}")
        sources[sources.count - 1] = presenter(adopting: "TopUpViewOutput")
        XCTAssertEqual(lines(sources), ["Shared/ContactsOutput.swift:2", "TopUp/TopUpPresenter.swift:3"])
    }
}
