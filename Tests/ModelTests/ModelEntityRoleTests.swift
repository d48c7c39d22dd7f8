import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
@testable import ViperLintConfig
@testable import ViperLintModel
import ViperLintTestSupport

/// Entities: by name or configured base at once; by folder or file name only when an interactor uses them.
final class ModelEntityRoleTests: XCTestCase {
    private let interactor = ("Cart/CartInteractor.swift", """
        final class CartInteractor {
            func load() -> [CartItem] { [] }
        }
        """)

    func testEntitySuffixNeedsNoInteractor() {
        let model = buildModel([("Cart/CartEntity.swift", "struct CartEntity {}")])
        XCTAssertEqual(model.roleSummary("CartEntity"), "entity: name ends with Entity")
    }

    func testConformanceToMFREntityVIPERMakesAnEntity() {
        let model = buildModel([("Cart/Cart.swift", "struct Cart: MFREntityVIPER {}")])
        XCTAssertEqual(model.roleSummary("Cart"), "entity: inherits from MFREntityVIPER")
    }

    func testTypeInEntitiesFolderUsedByAnInteractorIsAnEntity() {
        let model = buildModel([interactor, ("Cart/Entities/CartItem.swift", "struct CartItem {}")])
        XCTAssertEqual(model.roleSummary("CartItem"), "entity: folder Entities/, used by CartInteractor")
    }

    func testTypeInModelsFolderUsedByAnInteractorIsAnEntity() {
        let model = buildModel([interactor, ("Models/CartItem.swift", "final class CartItem {}")])
        XCTAssertEqual(model.roleSummary("CartItem"), "entity: folder Models/, used by CartInteractor")
    }

    func testTypeInEntitiesFolderNoInteractorUsesIsNotAnEntity() {
        let model = buildModel([
            ("Cart/Entities/CartItem.swift", "struct CartItem {}"),
            ("Cart/CartPresenter.swift", "final class CartPresenter { var items: [CartItem] = [] }"),
        ])
        XCTAssertEqual(model.roleSummary("CartItem"), "none")
    }

    func testTypeInEntityFileUsedByAnInteractorIsAnEntity() {
        let model = buildModel([interactor, ("Cart/CartItemEntity.swift", "struct CartItem {}")])
        XCTAssertEqual(model.roleSummary("CartItem"), "entity: file CartItemEntity.swift, used by CartInteractor")
    }

    func testTypeUsedOnlyByTheInteractorProtocolIsAnEntity() {
        let model = buildModel([
            ("Cart/CartContract.swift", "protocol CartInteractorInput: AnyObject { func load() -> [CartItem] }"),
            ("Cart/Entities/CartItem.swift", "struct CartItem {}"),
        ])
        XCTAssertEqual(model.roleSummary("CartItem"), "entity: folder Entities/, used by CartInteractorInput")
    }

    func testTypeUsedOnlyByTheInteractorOutputProtocolIsAnEntity() {
        let model = buildModel([
            ("Cart/CartContract.swift", "protocol CartInteractorOutput: AnyObject { func didLoad(_ items: [CartItem]) }"),
            ("Cart/Entities/CartItem.swift", "struct CartItem {}"),
        ])
        XCTAssertEqual(model.roleSummary("CartItem"), "entity: folder Entities/, used by CartInteractorOutput")
    }

    func testTheInteractorIsNamedRatherThanItsProtocol() {
        let model = buildModel([
            ("Cart/CartContract.swift", "protocol CartInteractorInput: AnyObject { func load() -> [CartItem] }"),
            ("Cart/CartInteractor.swift", "final class CartInteractor: CartInteractorInput { func load() -> [CartItem] { [] } }"),
            ("Cart/Entities/CartItem.swift", "struct CartItem {}"),
        ])
        XCTAssertEqual(model.roleSummary("CartItem"), "entity: folder Entities/, used by CartInteractor")
    }

    func testTypeUsedThroughAnInteractorTypealiasIsAnEntity() {
        let model = buildModel([
            ("Pokedex/PokedexInteractor.swift", """
            final class PokedexInteractor {
                typealias Completion = ([Pokemon]) -> Void
                func load(completion: Completion) {}
            }
            """),
            ("Pokedex/Models/Pokemon.swift", "struct Pokemon {}"),
        ])
        XCTAssertEqual(model.roleSummary("Pokemon"), "entity: folder Models/, used by PokedexInteractor")
    }

    func testViewModelAndDisplayItemAreNeverEntitiesByFolder() {
        let model = buildModel([
            ("Cart/CartInteractor.swift", """
            final class CartInteractor {
                func a() -> CartViewModel? { nil }
                func b() -> CartDisplayItem? { nil }
                func c() -> CartDisplay? { nil }
            }
            """),
            ("Cart/Entities/CartViewModel.swift", "struct CartViewModel {}\nstruct CartDisplayItem {}\nstruct CartDisplay {}"),
        ])
        XCTAssertEqual(model.roleSummary("CartViewModel"), "none")
        XCTAssertEqual(model.roleSummary("CartDisplayItem"), "none")
        XCTAssertEqual(model.roleSummary("CartDisplay"), "none")
    }

    func testProtocolInEntitiesFolderIsNotAnEntity() {
        let model = buildModel([
            ("Cart/CartInteractor.swift", "final class CartInteractor { var store: CartStoring? }"),
            ("Cart/Entities/CartStoring.swift", "protocol CartStoring {}"),
        ])
        XCTAssertEqual(model.roleSummary("CartStoring"), "none")
    }

    func testEntityTypealiasMakesItsTargetAnEntity() {
        let model = buildModel([
            ("List/GithubListEntity.swift", "typealias GithubListEntity = GithubModel"),
            ("Shared/GithubModel.swift", "struct GithubModel {}"),
        ])
        XCTAssertEqual(model.roleSummary("GithubModel"), "entity: aliased as GithubListEntity")
    }

    func testEntityTypealiasInsideATypeMakesItsTargetAnEntity() {
        let model = buildModel([
            ("Cart/CartPresenter.swift", "final class CartPresenter { typealias CartEntity = CartRecord }"),
            ("Shared/CartRecord.swift", "struct CartRecord {}"),
        ])
        XCTAssertEqual(model.roleSummary("CartRecord"), "entity: aliased as CartEntity")
    }

    func testEntityTypealiasDoesNotOverrideAnotherRole() {
        let model = buildModel([
            ("List/Aliases.swift", "typealias ListEntity = ListPresenter"),
            ("List/ListPresenter.swift", "final class ListPresenter {}"),
        ])
        XCTAssertEqual(model.roleSummary("ListPresenter"), "presenter: name ends with Presenter")
    }
}
