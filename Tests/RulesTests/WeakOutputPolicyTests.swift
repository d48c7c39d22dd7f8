import XCTest
@testable import ViperLintCore
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
@testable import ViperLintRules
import ViperLintTestSupport

/// Which references are a way back (reported when strong): an interactor's output, a module's
/// delegate or output to the module that owns it, a helper's output to the part that holds it.
/// Forward references (another module's input, a child presenter through its view-facing
/// protocol) and helpers the owner creates itself are not.
final class WeakOutputPolicyTests: XCTestCase {
    private func findings(_ sources: [(String, String)]) -> [Finding] {
        let model = projectModel(sources)
        return WeakOutputReferenceRule().check(model, options: RuleOptions()).sorted { $0.location < $1.location }
    }

    /// `Type.property` of each finding.
    private func symbols(_ sources: [(String, String)]) -> [String] { findings(sources).compactMap(\.symbol) }

    /// A parent module (Album) that opens a child module (Photo); the child reports back through
    /// `PhotoModuleDelegate`, which the parent's presenter implements.
    private func albumAndPhoto(photoPresenter: String, albumPresenter: String = "") -> [(String, String)] {
        [
            ("Album/AlbumViewController.swift", "final class AlbumViewController: UIViewController { var output: AlbumViewOutput! }"),
            ("Album/AlbumProtocols.swift", """
            protocol AlbumViewOutput: AnyObject { func didLoad() }
            protocol AlbumViewInput: AnyObject {}
            """),
            ("Album/AlbumPresenter.swift", """
            final class AlbumPresenter: AlbumViewOutput, PhotoModuleDelegate {
                weak var view: AlbumViewInput?
                \(albumPresenter)
                func didLoad() {}
                func photoDidFinish() {}
            }
            """),
            ("Photo/PhotoViewController.swift", "final class PhotoViewController: UIViewController { var output: PhotoViewOutput! }"),
            ("Photo/PhotoProtocols.swift", """
            protocol PhotoViewOutput: AnyObject { func didTapDone() }
            protocol PhotoModuleInput: AnyObject { func show(index: Int) }
            protocol PhotoModuleDelegate: AnyObject { func photoDidFinish() }
            """),
            ("Photo/PhotoPresenter.swift", """
            final class PhotoPresenter: PhotoViewOutput, PhotoModuleInput {
                \(photoPresenter)
                func didTapDone() {}
                func show(index: Int) {}
            }
            """),
        ]
    }

    // MARK: - Ways back (reported)

    func testAStrongDelegateToTheParentModuleIsReported() {
        XCTAssertEqual(symbols(albumAndPhoto(photoPresenter: "var delegate: PhotoModuleDelegate?")), ["PhotoPresenter.delegate"])
    }

    func testAStrongModuleOutputIsReported() {
        let sources = albumAndPhoto(photoPresenter: "var moduleOutput: PhotoModuleOutput?") + [
            ("Photo/PhotoModuleOutput.swift", "protocol PhotoModuleOutput: AnyObject {}\nextension AlbumPresenter: PhotoModuleOutput {}"),
        ]
        XCTAssertEqual(symbols(sources), ["PhotoPresenter.moduleOutput"])
    }

    func testAnotherModulesConcretePresenterHeldAsDelegateIsReported() {
        XCTAssertEqual(symbols(albumAndPhoto(photoPresenter: "var delegate: AlbumPresenter?")), ["PhotoPresenter.delegate"])
    }

    func testARoutersStrongDelegateToAnotherModuleIsReported() {
        let sources = albumAndPhoto(photoPresenter: "") + [
            ("Photo/PhotoRouter.swift", "final class PhotoRouter { var delegate: PhotoModuleDelegate? }"),
        ]
        XCTAssertEqual(symbols(sources), ["PhotoRouter.delegate"])
    }

    func testAHelpersOutputToTheInteractorThatHoldsItIsReported() {
        for output in ["NotesStoreOutput", "NotesStoreOutputProtocol"] {
            let sources = [
                ("Notes/NotesInteractor.swift", """
                final class NotesInteractor: \(output) {
                    weak var presenter: NotesInteractorOutput?
                    private let store: NotesStore
                    init(store: NotesStore) { self.store = store }
                    func storeDidChange() {}
                }
                """),
                ("Notes/NotesInteractorOutput.swift", "protocol NotesInteractorOutput: AnyObject {}"),
                ("Notes/NotesPresenter.swift", "final class NotesPresenter: NotesInteractorOutput {}"),
                ("Notes/NotesStore.swift", """
                protocol \(output): AnyObject { func storeDidChange() }
                final class NotesStore {
                    var output: \(output)?
                }
                """),
            ]
            let found = findings(sources)
            XCTAssertEqual(found.compactMap(\.symbol), ["NotesStore.output"], output)
            XCTAssertTrue(found.first?.message.contains("`NotesInteractor` holds this NotesStore") == true, found.first?.message ?? "")
            XCTAssertEqual(found.first?.module, "Notes")
        }
    }

    func testAnUnownedHelperOutputIsReportedAsUnowned() {
        let sources = [
            ("Notes/NotesInteractor.swift", "final class NotesInteractor: NotesStoreDelegate { let store = NotesStore() }"),
            ("Notes/NotesStore.swift", """
            protocol NotesStoreDelegate: AnyObject {}
            final class NotesStore { unowned var delegate: NotesStoreDelegate }
            """),
            ("Notes/NotesPresenter.swift", "final class NotesPresenter { var interactor: NotesInteractor? }"),
        ]
        let message = findings(sources).first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("`delegate` is `unowned`"), message)
    }

    func testAnInteractorsBackReferenceThroughItsModuleInputIsStillReported() {
        let sources = albumAndPhoto(photoPresenter: "") + [
            ("Photo/PhotoInteractor.swift", "final class PhotoInteractor { var output: PhotoModuleInput? }"),
        ]
        XCTAssertEqual(symbols(sources), ["PhotoInteractor.output"])
    }

    // MARK: - Forward references and owned helpers (not reported)

    func testAnotherModulesInputIsAForwardReference() {
        XCTAssertEqual(symbols(albumAndPhoto(photoPresenter: "", albumPresenter: "var photoModule: PhotoModuleInput?")), [])
        XCTAssertEqual(symbols(albumAndPhoto(photoPresenter: "", albumPresenter: "var input: PhotoModuleInput!")), [])
    }

    func testAChildPresenterThroughItsViewFacingProtocolIsAForwardReference() {
        XCTAssertEqual(symbols(albumAndPhoto(photoPresenter: "", albumPresenter: "let photoPresenter: PhotoViewOutput")), [])
    }

    func testAChildsConcretePresenterUnderAnotherNameIsAForwardReference() {
        XCTAssertEqual(symbols(albumAndPhoto(photoPresenter: "", albumPresenter: "private var child: PhotoPresenter?")), [])
    }

    func testAHelperTypedDelegateThatTheOwnerCreatesIsOwned() {
        let sources = albumAndPhoto(photoPresenter: """
            private var sortHandler: SortSheetDelegate?
            func sort() {
                let handler = SortSheetHandler({ [weak self] in self?.didTapDone() })
                sortHandler = handler
            }
            """) + [
            ("Common/SortSheet.swift", """
            protocol SortSheetDelegate: AnyObject { func didSelect(_ index: Int) }
            final class SortSheetHandler: SortSheetDelegate {
                init(_ done: @escaping () -> Void) {}
                func didSelect(_ index: Int) {}
            }
            """),
        ]
        XCTAssertEqual(symbols(sources), [])
        let lazy = albumAndPhoto(photoPresenter: "lazy var sortHandler: SortSheetDelegate = SortSheetHandler({})") + [sources.last!]
        XCTAssertEqual(symbols(lazy), [])
    }

    func testAHelperDelegateCreatedElsewhereIsStillReported() {
        // From facts alone a handler injected by the assembly, keeping a closure that may capture
        // whoever made it, cannot be told from a way back.
        let sources = albumAndPhoto(photoPresenter: "var sortHandler: SortSheetDelegate?") + [
            ("Common/SortSheet.swift", "protocol SortSheetDelegate: AnyObject {}\nfinal class SortSheetHandler: SortSheetDelegate {\n    let done: () -> Void\n}"),
        ]
        XCTAssertEqual(symbols(sources), ["PhotoPresenter.sortHandler"])
        // Nor one that keeps the presenter itself.
        let holding = albumAndPhoto(photoPresenter: "var sortHandler: SortSheetDelegate?") + [
            ("Common/SortSheet.swift", "protocol SortSheetDelegate: AnyObject {}\nfinal class SortSheetHandler: SortSheetDelegate {\n    var photo: PhotoPresenter?\n}"),
        ]
        XCTAssertEqual(symbols(holding), ["PhotoPresenter.sortHandler"])
    }

    func testAServiceNamedLikeADelegateThatKeepsNothingBackIsADependency() {
        // A role-less service, no screen, keeping no reference to the holder and no closure:
        // nothing on its side can own the module, and weak would free it at once.
        let sources = albumAndPhoto(photoPresenter: "var sortHandler: SortSheetDelegate?") + [
            ("Common/SortSheet.swift", "protocol SortSheetDelegate: AnyObject {}\nfinal class SortSheetHandler: SortSheetDelegate {\n    let titles: [String] = []\n}"),
        ]
        XCTAssertEqual(symbols(sources), [])
    }

    func testAHelpersOutputWithoutAnOwnerHoldingItIsNoCycle() {
        let sources = [
            ("Notes/NotesInteractor.swift", "final class NotesInteractor: NotesStoreOutput { weak var store: NotesStore? }"),
            ("Notes/NotesStore.swift", """
            protocol NotesStoreOutput: AnyObject {}
            final class NotesStore { var output: NotesStoreOutput? }
            """),
        ]
        XCTAssertEqual(symbols(sources), [])
    }

    func testAHelpersWeakOutputIsFine() {
        let sources = [
            ("Notes/NotesInteractor.swift", "final class NotesInteractor: NotesStoreOutput { let store = NotesStore() }"),
            ("Notes/NotesStore.swift", """
            protocol NotesStoreOutput: AnyObject {}
            final class NotesStore { weak var output: NotesStoreOutput? }
            """),
        ]
        XCTAssertEqual(symbols(sources), [])
    }
}
