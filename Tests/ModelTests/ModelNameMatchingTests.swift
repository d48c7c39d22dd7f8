import XCTest
@testable import ViperLintModel
import ViperLintTestSupport

/// The byte-level name matchers (suffix roles, data-side names, test doubles, stems) answer what
/// their word lists say, also for names with non-ASCII letters and configured suffixes.
final class ModelNameMatchingTests: XCTestCase {
    func testLongestSuffixWinsAndABareSuffixIsNoPart() {
        let vocabulary = RoleVocabulary.standard
        XCTAssertEqual(vocabulary.roleBySuffix("LoginViewController", isProtocol: false)?.1, "ViewController")
        XCTAssertEqual(vocabulary.roleBySuffix("LoginModuleBuilder", isProtocol: false)?.1, "ModuleBuilder")
        XCTAssertNil(vocabulary.roleBySuffix("Presenter", isProtocol: false))
        XCTAssertEqual(vocabulary.roleBySuffix("Presenter", isProtocol: true)?.0, .presenterProtocol)
        XCTAssertEqual(vocabulary.roleBySuffix("ÉcranPresenter", isProtocol: false)?.0, .presenter)
        XCTAssertNil(vocabulary.roleBySuffix("Overviewer", isProtocol: false))
        XCTAssertNil(vocabulary.roleBySuffix("", isProtocol: true))
    }

    /// `XProtocolToY` is X's protocol, offered to Y; a template's `XToYProtocol` ends in its implementer.
    func testAProtocolNamedRoleProtocolToAnotherIsTheFirstRolesProtocol() {
        let vocabulary = RoleVocabulary.standard
        XCTAssertEqual(vocabulary.roleBySuffix("InteractorProtocolToPresenter", isProtocol: true)?.0, .interactorProtocol)
        XCTAssertEqual(vocabulary.roleBySuffix("PresenterProtocolToInteractor", isProtocol: true)?.0, .presenterProtocol)
        XCTAssertEqual(vocabulary.roleBySuffix("RouterProtocolToPresenter", isProtocol: true)?.0, .routerProtocol)
        XCTAssertEqual(vocabulary.roleBySuffix("PresenterProtocolToInteractor", isProtocol: true)?.1, "PresenterProtocolToInteractor")
        // Unchanged: the template style, a lower-case word after `To`, a second `Protocol`.
        XCTAssertEqual(vocabulary.roleBySuffix("TaxiPresenterToTaxiViewProtocol", isProtocol: true)?.0, .viewProtocol)
        XCTAssertEqual(vocabulary.roleBySuffix("ViewProtocolToolbar", isProtocol: true)?.0, nil)
        XCTAssertEqual(vocabulary.roleBySuffix("PresenterProtocolToViewProtocol", isProtocol: true)?.0, .viewProtocol)
    }

    func testConfiguredSuffixesJoinTheTable() {
        var vocabulary = RoleVocabulary.standard
        vocabulary.typeSuffixes.append(("Écran", .view))
        XCTAssertEqual(vocabulary.roleBySuffix("LoginÉcran", isProtocol: false)?.0, .view)
        XCTAssertEqual(vocabulary.typeSuffixes.last?.suffix, "Écran")
        vocabulary.typeSuffixes.removeAll { $0.role == .view }
        XCTAssertNil(vocabulary.roleBySuffix("LoginViewController", isProtocol: false))
    }

    func testDataSideNamesDropOneNoiseWordFirst() {
        XCTAssertTrue(RoleVocabulary.isDataSideName("UserServiceProtocol"))
        XCTAssertTrue(RoleVocabulary.isDataSideName("OrdersRepositoryImpl"))
        XCTAssertTrue(RoleVocabulary.isDataSideName("NoteStore"))
        XCTAssertFalse(RoleVocabulary.isDataSideName("LoginPresenter"))
        // The noise word alone is no stem.
        XCTAssertFalse(RoleVocabulary.isDataSideName("Protocol"))
        XCTAssertFalse(RoleVocabulary.isDataSideName("Café"))
    }

    func testTestDoublesNeedAWordBoundaryAfterThePrefix() {
        XCTAssertTrue(ProjectModel.isTestDoubleName("MockRouter"))
        XCTAssertTrue(ProjectModel.isTestDoubleName("LoginPresenterSpy"))
        XCTAssertFalse(ProjectModel.isTestDoubleName("MockingbirdPresenter"))
        XCTAssertFalse(ProjectModel.isTestDoubleName("Mock"))
        XCTAssertFalse(ProjectModel.isTestDoubleName("Spy"))
        XCTAssertFalse(ProjectModel.isTestDoubleName("Fakeé"))
    }

    func testStemsOfNonASCIINames() {
        XCTAssertEqual(ProjectModel.stem(of: "ÉcranViewInput"), "Écran")
        XCTAssertEqual(ProjectModel.stem(of: "SignIn"), "SignIn")
        XCTAssertEqual(ProjectModel.stem(of: "MissionInteractorIn"), "Mission")
    }
}
