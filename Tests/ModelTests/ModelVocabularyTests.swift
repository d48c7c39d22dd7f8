import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// The one vocabulary: configured lists reach every kind of type they describe.
final class ModelVocabularyTests: XCTestCase {
    func testConfiguredEntityFolderMakesStructsAndEnumsEntities() {
        let model = buildModel([
            ("App/Records/Order.swift", "struct Order { let id: Int }"),
            ("App/Records/Status.swift", "enum Status { case open }"),
            ("App/Records/Ledger.swift", "final class Ledger {}"),
            ("App/Other/Note.swift", "struct Note {}"),
        ], vocabulary: vocabulary(roles: [.entity: Configuration.RoleSettings(folders: ["Records"])]))
        XCTAssertEqual(model.roleSummary("Order"), "entity: folder Records/ (configured in roles)")
        XCTAssertEqual(model.roleSummary("Status"), "entity: folder Records/ (configured in roles)")
        XCTAssertEqual(model.roleSummary("Ledger"), "entity: folder Records/ (configured in roles)")
        XCTAssertEqual(model.roleSummary("Note"), "none")
    }

    func testANestedVocabularyAppliesOnlyToItsFiles() {
        let nested = vocabulary(roles: [.presenter: Configuration.RoleSettings(suffixes: ["Brain"])])
        let facts = [("Feature/LoginBrain.swift", "final class LoginBrain {}"), ("Other/SignupBrain.swift", "final class SignupBrain {}")]
            .map { FactExtractor.extract(path: $0.0, bytes: Array($0.1.utf8)) }
        let model = ProjectModel(files: facts, vocabularyByFile: ["Feature/LoginBrain.swift": nested])
        XCTAssertEqual(model.roleSummary("LoginBrain"), "presenter: name ends with Brain")
        XCTAssertEqual(model.roleSummary("SignupBrain"), "none")
    }

    func testEntityFoldersEndingInModelsCount() {
        let model = buildModel([
            ("App/PlainModels/User.swift", "struct User {}"),
            ("App/DomainModels/Card.swift", "struct Card {}"),
            ("App/Login/LoginInteractor.swift", "final class LoginInteractor { var user: User?; var card: Card? }"),
        ])
        XCTAssertEqual(model.roleSummary("User"), "entity: folder PlainModels/, used by LoginInteractor")
        XCTAssertEqual(model.roleSummary("Card"), "entity: folder DomainModels/, used by LoginInteractor")
    }
}
