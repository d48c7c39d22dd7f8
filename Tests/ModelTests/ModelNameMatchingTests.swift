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
