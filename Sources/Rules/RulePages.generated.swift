// Generated from Rules/*.md by RulePagesTests (VIPER_LINT_UPDATE_GOLDEN=1); do not edit.
package enum RulePages {
    package static let pages: [String: String] = [
        "entity-in-presenter": ##"""
# `entity-in-presenter`: Entity in presenter

Entities stay behind the interactor; presenters and views see display models.

No entity type appears in a presenter (stored properties, method signatures, locals, casts,
initializer calls), in the protocols the presenter implements toward the view and the interactor
(its view-facing protocol, the interactor-output protocol, the response enum it `handle`s in the
listener style) or in a view protocol, nor in a type nested in the presenter. A protocol with no
role of its own that one of these refines (a base interactor output several modules share, a
service's output the interactor output passes on, a mixin of the view output) is part of it; a
view-facing protocol's refinement of another module's way back (`...SelectorDelegate`,
`...OutputProtocol`) answers that module and is not. The interactor →
presenter channel also runs through closure parameters of the interactor's input protocol
(`func load(completion: @escaping (Result<[UserEntity], Error>) -> Void)`), closure-typed
requirements (`var onReceive: (([MessageEntity]) -> Void)? { get set }`) and parameters typed by an
alias of a closure (`typealias LoadCompletion = ([UserEntity]) -> Void`), reported where the
protocol uses the alias. Wrapped mentions count:
`[X]`, `X?`, `Result<[X], Error>`, `Outer.X`, `Box<X>`. At most one finding per line and entity.

The rule applies to modules that have an interactor (an interactor type, or a presenter that holds
an interactor or interactor protocol). In a module without one (MVP where presenters call
services), the presenter does the interactor's job and nothing in that module is judged.

An entity is a type whose name ends in `Entity` or that conforms to a configured entity base
(`MFREntityVIPER`); by heuristic, a type declared in `...Entity.swift` / `...Entities.swift` or
under a folder named `Entity`, `Entities`, `Model`, `Models` or `Domain` (any case), or ending in
`Models`/`Entities` (`PlainModels`, `DomainModels`; not `ViewModels`), is an entity **when the data
side uses it**: an interactor (also through the input and output structs a use case declares in its
own file), or a service, repository, data manager, store or API client (also one named as a
manager, `...APIManager`, `...NetworkManager`, as storage, `...PersistenceManager`, `...CoreDataManager`, or
after its API, `...API`; not any `...Manager`), unless it creates a view
controller (an `AlertService` that builds and presents its own alert screen is UI code). View models and
display items (`...ViewModel`, `...DisplayItem`, `...Display`), types conforming to `Error`,
behaviour (`...Factory`, `...Service`, `...Config`, ...) and a class with a shared instance of its
own (`static let shared = SocialPlus()`; a static sample for previews, `static let example`, is no such instance) never are by heuristic. An unqualified
name refers to a nested type only from inside its parent: `URL` is Foundation's even where some
type nests its own `URL`. A `typealias` binding a base protocol's associated type (`typealias Entity =
CartEntity`, as MFRBaseArchitecture does) is not a finding; a stored property of that type is.

Default severity: **error**.

## Why

"Entities are never passed from the Interactor to the Presenter. Instead, simple data structures
that have no behavior are passed from the Interactor to the Presenter. This prevents any 'real
work' from being done in the Presenter. The Presenter can only prepare the data for display in the
View." (objc.io, "Architecting iOS Apps with VIPER".) Once a presenter or a view protocol names an
entity, persistence and business details leak into the UI and every model change ripples through
the screens.

## Options

This rule has no options.

## Triggering examples

message: entity `OrderEntity` crosses into presenter `OrdersPresenter`: keep it behind the interactor and pass a display model instead

```swift
struct OrderEntity {
    let id: Int
}

protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter {
    var interactor: OrdersInteractorInput?
    private var orders: [↓OrderEntity] = []
}
```

```swift
struct OrderEntity {}

protocol OrdersInteractorOutput: AnyObject {
    func didLoad(_ order: ↓OrderEntity?)
}

protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter: OrdersInteractorOutput {
    var interactor: OrdersInteractorInput?
    func didLoad(_ order: ↓OrderEntity?) {}
}
```

A class named as a presenter stays one when it adopts a protocol that only its name calls a view
protocol (`...PresentableFromView`, the presenter's side as the view sees it):

```swift
struct OrderEntity {}

protocol OrdersPresentableFromView: AnyObject {}
protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter: OrdersPresentableFromView {
    var interactor: OrdersInteractorInput?
    var selected: ↓OrderEntity?
}
```

message: entity `OrderEntity` crosses into view protocol `OrdersViewInput`: keep it behind the interactor and pass a display model instead

```swift
struct OrderEntity {}

protocol OrdersViewInput: AnyObject {
    func show(orders: [↓OrderEntity])
}

protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter {
    weak var view: OrdersViewInput?
    var interactor: OrdersInteractorInput?
}
```

```swift
struct BookRequestEntity {
    let title: String
}

protocol BookEditInteractorInput: AnyObject {}
final class BookEditPresenter {
    var interactor: BookEditInteractorInput?
    func didTapSave(title: String) {
        let request = ↓BookRequestEntity(title: title)
        interactor.save(request)
    }
}
```

```swift
struct OrderEntity {}

protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter {
    var interactor: OrdersInteractorInput?
    func didFetch(_ result: Result<[↓OrderEntity], Error>) {}
}
```

One app laid out by layer in top folders is one module when a reference ties the sides: the
presenter in `Presentation/` holds the interactor protocol that `Domain/`'s interactor adopts:

```swift
// file: Presentation/Orders/OrdersPresenter.swift
final class OrdersPresenter {
    var interactor: OrdersInteractorInput?
    var orders: [↓Order] = []
}
// file: Presentation/Orders/OrdersViewController.swift
import UIKit
final class OrdersViewController: UIViewController {
    var presenter: OrdersPresenter?
}
// file: Domain/Orders/OrdersInteractor.swift
struct Order {
    let id: Int
}
protocol OrdersInteractorInput: AnyObject {}
final class OrdersInteractor: OrdersInteractorInput {
    func load() -> [Order] { [] }
}
```

A model with stored properties stays an entity when it also has a static factory; only a type
of static functions alone is behaviour (see the non-triggering examples):

```swift
// file: Model/Salt.swift
struct Salt {
    let bytes: [UInt8]
    static func random() -> Salt { Salt(bytes: []) }
}
// file: Salt/SaltInteractor.swift
final class SaltInteractor {
    func store(_ salt: Salt) {}
}
// file: Salt/SaltPresenter.swift
protocol SaltInteractorInput: AnyObject {}
final class SaltPresenter {
    var interactor: SaltInteractorInput?
    func generate() {
        let salt = ↓Salt.random()
    }
}
```

```swift
// file: Entities/ReaderProfile.swift
struct ReaderProfile {
    let name: String
}
// file: Profile/ProfileInteractor.swift
final class ProfileInteractor {
    func load() -> ReaderProfile {
        ReaderProfile(name: "")
    }
}
// file: Profile/ProfilePresenter.swift
protocol ProfileInteractorInput: AnyObject {}
final class ProfilePresenter {
    var interactor: ProfileInteractorInput?
    var profile: ↓ReaderProfile?
}
```

```swift
struct MissionBrief: MFREntityVIPER {
    let title: String
}

protocol MissionInteractorInput: AnyObject {}
final class MissionPresenter: MFRPresenterVIPER {
    var interactor: MissionInteractorInput?
    typealias Entity = MissionBrief

    var brief: ↓MissionBrief?
}
```

```swift
enum Catalog {
    struct ProductEntity {}
}

protocol CatalogInteractorInput: AnyObject {}
final class CatalogPresenter {
    var interactor: CatalogInteractorInput?
    var selected: Catalog.↓ProductEntity?
}
```

```swift
struct UserEntity {}

enum ProfileInteractorResponse {
    case loaded(↓UserEntity)
    case failed
}

protocol ProfileInteractorInput: AnyObject {}
final class ProfilePresenter: InteractorCommandListener {
    var interactor: ProfileInteractorInput?
    func handle(_ response: ProfileInteractorResponse) {}
}
```

```swift
struct OrderEntity {}

protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter {
    var interactor: OrdersInteractorInput?
    let items: Box<[↓OrderEntity]> = Box([])

    func select(_ value: Any) {
        if let order = value as? ↓OrderEntity {
            print(order)
        }
    }
}
```

The interactor's input protocol hands entities to the presenter through closure parameters:

```swift
struct UserEntity {}

protocol ProfileInteractorInput: AnyObject {
    func load(completion: @escaping (Result<[↓UserEntity], Error>) -> Void)
}

final class ProfilePresenter {
    var interactor: ProfileInteractorInput?
}
```

So do a closure-typed requirement and a parameter typed by an alias of a closure:

```swift
struct MessageEntity {}
typealias MessagesCompletion = ([MessageEntity]) -> Void

protocol ChatInteractorInput: AnyObject {
    var onReceive: (([↓MessageEntity]) -> Void)? { get set }
    func loadHistory(completion: @escaping ↓MessagesCompletion)
}

final class ChatPresenter {
    var interactor: ChatInteractorInput?
}
```

A generic alias of a closure (`typealias ItemClosure<T> = (T) -> Void`) carries what its use
fills in:

message: entity `NewsItemEntity` crosses into the presenter through a closure of interactor input `NewsInteractorInput`: keep it behind the interactor and pass a display model instead

```swift
struct NewsItemEntity: Decodable {}
typealias ItemClosure<T> = (T) -> Void

protocol NewsInteractorInput: AnyObject {
    func parseFeed(url: String, completion: @escaping ↓ItemClosure<[NewsItemEntity]>)
}

final class NewsPresenter {
    var interactor: NewsInteractorInput?
}
```

A type declared inside the presenter is the presenter's too, and a model in a `...Models/` folder
that a service uses is an entity:

```swift
// file: DomainModels/Wallet.swift
struct Wallet {
    let id: String
}
// file: Services/WalletService.swift
final class WalletService {
    func wallets() -> [Wallet] { [] }
}
// file: Wallet/WalletPresenter.swift
protocol WalletInteractorInput: AnyObject {}

final class WalletPresenter {
    var interactor: WalletInteractorInput?

    private struct State {
        let wallet: ↓Wallet
    }
}
```

An API client named as a manager is the data side too:

```swift
// file: Kits/Models/MealResponseModel.swift
struct MealResponseModel {
    let id: String
}
// file: Kits/Network/MealsNetworkAPIManager.swift
final class MealsNetworkAPIManager {
    func fetchMeals(completion: @escaping (Result<MealResponseModel, Error>) -> Void) {}
}
// file: Home/HomePresenter.swift
protocol HomeInteractorInput: AnyObject {}

final class HomePresenter {
    var interactor: HomeInteractorInput?

    func handleFetchingAllMeals(result: Result<↓MealResponseModel, Error>) {}
}
```

So is one named after its API: the places it returns are entities.

```swift
// file: Common/Entities/Place.swift
struct Place {
    let name: String
}
// file: Common/Network/PlacesAPI.swift
final class PlacesAPI {
    func places(near query: String, callback: @escaping ([Place]) -> Void) {}
}
// file: Modules/Map/MapPresenter.swift
protocol MapInteractorInput: AnyObject {}

final class MapPresenter {
    var interactor: MapInteractorInput?
    var foundPlaces: [↓Place] = []
}
```

A `Test` folder inside an entities folder holds the app's sample data, not tests (tests import
a test framework): the contacts its service returns are entities like any other:

```swift
// file: Entity/Test/Contacts.swift
struct Contact: Codable {
    let name: String
}
// file: Services/ContactService.swift
final class ContactService {
    func makeContacts() -> [Contact] { [] }
}
// file: Modules/ContactsList/ContactsListPresenter.swift
protocol ContactsListInteractorInput: AnyObject {}

final class ContactsListPresenter {
    var interactor: ContactsListInteractorInput!
    private var contacts: [↓Contact] = []
}
```

So does a `Tests` folder there (a quiz app's tests, `Model/Tests/Test.swift`):

```swift
// file: Modules/TestList/Model/Tests/Test.swift
struct Test: Decodable {
    let title: String
}
// file: Modules/TestList/TestListInteractor.swift
protocol TestListInteractorInput: AnyObject {}
final class TestListInteractor: TestListInteractorInput {
    private var tests: [Test] = []
}
// file: Modules/TestList/TestListPresenter.swift
final class TestListPresenter {
    var interactor: TestListInteractorInput!
    private var tests: [↓Test] = []
}
```

A module whose view controller does the presenter's job (Random Pro's `CoinScreenViewController`
in `Presenter/`): the protocol named as the presenter's view-facing one is judged even though no
presenter adopts it:

```swift
// file: Coin/Models/CoinScreenModel.swift
struct CoinScreenModel: Codable {
    let result: String
}
// file: Coin/Interactor/CoinScreenInteractor.swift
protocol CoinScreenInteractorInput {
    func saveModel(_ model: CoinScreenModel)
}
final class CoinScreenInteractor: CoinScreenInteractorInput {
    func saveModel(_ model: CoinScreenModel) {}
}
// file: Coin/View/CoinScreenView.swift
import UIKit

protocol CoinScreenViewOutput: AnyObject {
    func saveData(model: ↓CoinScreenModel)
}
final class CoinScreenView: UIView {
    weak var output: CoinScreenViewOutput?
}
// file: Coin/Presenter/CoinScreenViewController.swift
import UIKit

final class CoinScreenViewController: UIViewController, CoinScreenViewOutput {
    private let moduleView: CoinScreenView
    private let interactor: CoinScreenInteractorInput

    init(moduleView: CoinScreenView, interactor: CoinScreenInteractorInput) {
        self.moduleView = moduleView
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    func saveData(model: CoinScreenModel) { interactor.saveModel(model) }
}
// file: Coin/Assembly/CoinScreenAssembly.swift
final class CoinScreenAssembly {
    func createModule() -> CoinScreenViewController {
        let view = CoinScreenView()
        let controller = CoinScreenViewController(moduleView: view, interactor: CoinScreenInteractor())
        view.output = controller
        return controller
    }
}
```

A use case's output struct declared beside it (`struct LoadChequesUseCaseOutput { let
chequeList: [BlikCheque] }`) is its channel: the models it carries are used by the data side:

```swift
// file: Cheques/Models/BlikCheque.swift
struct BlikCheque {
    let code: String
}
// file: Cheques/UseCases/LoadChequesUseCase.swift
final class LoadChequesUseCase {
    func execute(completion: (LoadChequesUseCaseOutput) -> Void) {}
}

struct LoadChequesUseCaseOutput {
    let chequeList: [BlikCheque]
}
// file: Cheques/Presenter/ChequeListPresenter.swift
final class ChequeListPresenter {
    private let loadChequesUseCase: LoadChequesUseCase
    private var fetchedCheques: [↓BlikCheque] = []

    init(loadChequesUseCase: LoadChequesUseCase) {
        self.loadChequesUseCase = loadChequesUseCase
    }
}
// file: Cheques/ChequeListBuilder.swift
enum ChequeListBuilder {
    static func build() -> ChequeListViewController {
        let view = ChequeListViewController()
        view.presenter = ChequeListPresenter(loadChequesUseCase: LoadChequesUseCase())
        return view
    }
}
// file: Cheques/View/ChequeListViewController.swift
import UIKit

final class ChequeListViewController: UIViewController {
    var presenter: ChequeListPresenter?
}
```

A configurator named as its protocol's implementation (`GitHubUserListConfiguratorImpl`) is the
module's builder: the use case it creates for the presenter is the module's interactor. The use
case's own input struct, declared beside it, is the channel's envelope, not an entity:

```swift
// file: Domain/Entity/GitHubUser.swift
struct GitHubUser: Decodable {
    let login: String
}
// file: Domain/UseCase/FetchGitHubUserListUseCase.swift
struct FetchGitHubUserListUseCaseInput {
    let accessToken: String
}

class FetchGitHubUserListUseCase {
    func fetch(input: FetchGitHubUserListUseCaseInput, completion: @escaping ([GitHubUser]) -> Void) {}
}
// file: Scenes/GitHubUserList/GitHubUserListPresenter.swift
protocol GitHubUserListPresenter: AnyObject {}

final class GitHubUserListPresenterImpl: GitHubUserListPresenter {
    weak var view: GitHubUserListView?
    let fetchGitHubUserListUseCase: FetchGitHubUserListUseCase

    init(view: GitHubUserListView, fetchGitHubUserListUseCase: FetchGitHubUserListUseCase) {
        self.view = view
        self.fetchGitHubUserListUseCase = fetchGitHubUserListUseCase
    }

    func load(accessToken: String) {
        let input = FetchGitHubUserListUseCaseInput(accessToken: accessToken)
        fetchGitHubUserListUseCase.fetch(input: input) { _ in }
    }

    func tappedCell(githubUser: ↓GitHubUser) {}
}
// file: Scenes/GitHubUserList/GitHubUserListViewController.swift
import UIKit

protocol GitHubUserListView: AnyObject {}

final class GitHubUserListViewController: UIViewController, GitHubUserListView {
    var presenter: GitHubUserListPresenter!
}
// file: Scenes/GitHubUserList/GitHubUserListConfigurator.swift
final class GitHubUserListConfiguratorImpl {
    func configure(view: GitHubUserListViewController) {
        view.presenter = GitHubUserListPresenterImpl(view: view, fetchGitHubUserListUseCase: FetchGitHubUserListUseCase())
    }
}
```

A repository stays the data side when it adopts a protocol named like a part (`ModelBuilder`, which
builds models, not modules):

```swift
// file: Logic/Entity/MessageEvent.swift
struct MessageEvent {
    let text: String
}
// file: Logic/Protocols/ModelBuilder.swift
protocol ModelBuilder {
    func buildText(for event: MessageEvent) -> String
}
// file: Logic/MessagingRepository.swift
final class MessagingRepository: ModelBuilder {
    func buildText(for event: MessageEvent) -> String { event.text }
}
// file: Stories/Chat/ChatPresenter.swift
protocol ChatInteractorInput: AnyObject {}

final class ChatPresenter {
    var interactor: ChatInteractorInput!

    func didReceive(_ event: ↓MessageEvent) {}
}
```

A Viperit module: its parts reach each other through the typed accessors the framework's
template generates over its base classes (`_presenter as! EditDistancePresenter`), and the
`ViperitModule` enum builds it:

message: entity `Distance` crosses into presenter `EditDistancePresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Modules/AppModules.swift
enum AppModules: String, ViperitModule {
    case editDistance
}
// file: Models/Distance.swift
struct Distance {
    let meters: Double
}
// file: Modules/EditDistance/EditDistanceInteractor.swift
final class EditDistanceInteractor: Interactor {
    func save(_ distance: Distance) {}
}
private extension EditDistanceInteractor {
    var presenter: EditDistancePresenter {
        return _presenter as! EditDistancePresenter
    }
}
// file: Modules/EditDistance/EditDistancePresenter.swift
final class EditDistancePresenter: Presenter {
    func save(distance: ↓Distance) {
        interactor.save(distance)
    }
}
private extension EditDistancePresenter {
    var view: EditDistanceViewInterface {
        return _view as! EditDistanceViewInterface
    }
    var interactor: EditDistanceInteractor {
        return _interactor as! EditDistanceInteractor
    }
}
// file: Modules/EditDistance/EditDistanceView.swift
protocol EditDistanceViewInterface {}
final class EditDistanceView: UserInterface {}
extension EditDistanceView: EditDistanceViewInterface {}
```

A feature's factory that shows one screen with one of several presenters of the feature's
folder builds one module, whose presenters are all judged:

message: entity `AccountItem` crosses into presenter `SetupNameCreateAccountPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Models/AccountItem.swift
struct AccountItem {
    let username: String
}
// file: SetupAccountName/SetupAccountNameViewFactory.swift
final class SetupAccountNameViewFactory {
    static func createViewForCreation() -> SetupAccountNameViewController {
        let view = SetupAccountNameViewController()
        let presenter = SetupNameCreateAccountPresenter()
        presenter.interactor = SetupAccountNameInteractor()
        view.presenter = presenter
        return view
    }

    static func createViewForImport() -> SetupAccountNameViewController {
        let view = SetupAccountNameViewController()
        let presenter = SetupNameImportAccountPresenter()
        presenter.interactor = SetupAccountNameInteractor()
        view.presenter = presenter
        return view
    }
}
// file: SetupAccountName/SetupAccountNameViewController.swift
protocol SetupAccountNamePresenterProtocol: AnyObject {}

final class SetupAccountNameViewController: UIViewController {
    var presenter: SetupAccountNamePresenterProtocol!
}
// file: SetupAccountName/SetupAccountNameInteractor.swift
final class SetupAccountNameInteractor {
    func save(_ account: AccountItem) {}
}
// file: SetupAccountName/SetupNameCreateAccountPresenter.swift
final class SetupNameCreateAccountPresenter: SetupAccountNamePresenterProtocol {
    var interactor: SetupAccountNameInteractor!

    func finish(with account: ↓AccountItem) {
        interactor.save(account)
    }
}
// file: SetupAccountName/SetupNameImportAccountPresenter.swift
final class SetupNameImportAccountPresenter: SetupAccountNamePresenterProtocol {
    var interactor: SetupAccountNameInteractor!
}
```

message: entity `Account` crosses into presenter `ProfilePresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Services/Session/Model/Account.swift
struct Account {
    let email: String
}
// file: Services/Session/SessionService.swift
final class SessionService {
    var current: Account?
}
// file: Profile/ProfileInteractor.swift
final class ProfileInteractor: ProfileInteractorInput {}
// file: Profile/ProfileProtocols.swift
protocol ProfileInteractorInput: AnyObject {}
// file: Profile/ProfilePresenter.swift
final class ProfilePresenter {
    var interactor: ProfileInteractorInput!
    var account: ↓Account?
}
```

A protocol among the models that an entity adopts and whose requirements are mostly properties
(`FeeProtocol` over `struct Fee`, as nova-wallet's `ExtrinsicFeeProtocol`) is the entity's data
under another name:

```swift
// file: Models/Fee.swift
protocol FeeProtocol {
    var amount: Int { get }
    var payer: String? { get }
}
struct Fee: FeeProtocol {
    let amount: Int
    let payer: String?
}
// file: Services/FeeService.swift
final class FeeService {
    func estimate() -> FeeProtocol { Fee(amount: 1, payer: nil) }
}
// file: Transfer/TransferInteractor.swift
protocol TransferInteractorInput: AnyObject {}
final class TransferInteractor: TransferInteractorInput {
    let fees = FeeService()
}
// file: Transfer/TransferPresenter.swift
final class TransferPresenter {
    var interactor: TransferInteractorInput!
    private var fee: ↓FeeProtocol?
}
```

A base protocol that several modules' output protocols inherit (`VoteSetupInteractorOutputProtocol:
VoteBaseInteractorOutputProtocol`) belongs to no module of its own, but every presenter that
implements a module's protocol implements it too: it is judged with that module (the nova-wallet
app's staking and governance screens share their base output protocols this way).

```swift
// file: Models/Balance.swift
struct Balance {
    let amount: Int
}
// file: Services/BalanceService.swift
final class BalanceService {
    func load() -> Balance? { nil }
}
// file: Vote/VoteBase/VoteBaseProtocols.swift
protocol VoteBaseInteractorOutputProtocol: AnyObject {
    func didReceive(balance: ↓Balance?)
}
// file: Vote/VoteSetup/VoteSetupProtocols.swift
protocol VoteSetupInteractorInputProtocol: AnyObject {}
protocol VoteSetupInteractorOutputProtocol: VoteBaseInteractorOutputProtocol {}
// file: Vote/VoteSetup/VoteSetupInteractor.swift
final class VoteSetupInteractor: VoteSetupInteractorInputProtocol {
    weak var presenter: VoteSetupInteractorOutputProtocol?
}
// file: Vote/VoteSetup/VoteSetupPresenter.swift
final class VoteSetupPresenter: VoteSetupInteractorOutputProtocol {
    var interactor: VoteSetupInteractorInputProtocol!
}
```

A test double generated for every protocol (a Cuckoo `MockBondOutputProtocol` in the test
target) does not make the presenter's output protocol a mixin shared by several types:

```swift
// file: Models/StashItem.swift
struct StashItem {
    let stash: String
}
// file: Bond/BondProtocols.swift
protocol BondInteractorInputProtocol: AnyObject {}
protocol BondOutputProtocol: AnyObject {
    func didReceive(stashItem: ↓StashItem?)
}
// file: Bond/BondInteractor.swift
final class BondInteractor: BondInteractorInputProtocol {
    weak var presenter: BondOutputProtocol?
    func load(_ item: StashItem) { presenter?.didReceive(stashItem: item) }
}
// file: Bond/BondPresenter.swift
final class BondPresenter {
    var interactor: BondInteractorInputProtocol!
}
extension BondPresenter: BondOutputProtocol {
    func didReceive(stashItem: ↓StashItem?) {}
}
// file: BondTests/Mocks/ModuleMocks.swift
final class MockBondOutputProtocol: BondOutputProtocol {
    func didReceive(stashItem: StashItem?) {}
}
```

A shared generic module's contracts (`CategoriesListInteractorProtocol`) belong to the feature
module whose assembly creates the generic presenter and interactor, so an entity in their
closures is judged there:

```swift
// file: Modules/Shared/CategoriesList/CategoriesListContracts.swift
protocol CategoriesListPresenterProtocol: AnyObject {
    func didSelectCategory(at index: Int)
}
protocol CategoriesListInteractorProtocol: AnyObject {
    func fetchCategories(completion: @escaping ([↓DishCategory]) -> Void)
}
protocol CategoriesListRouterProtocol: AnyObject {
    func showItems(ofCategoryAt index: Int)
}
// file: Modules/Shared/CategoriesList/CategoriesListPresenter.swift
final class CategoriesListPresenter<Category, Item>: CategoriesListPresenterProtocol {
    private let router: CategoriesListRouterProtocol
    private let interactor: CategoriesListInteractorProtocol

    init(router: CategoriesListRouterProtocol, interactor: CategoriesListInteractorProtocol) {
        self.router = router
        self.interactor = interactor
    }

    func didSelectCategory(at index: Int) {
        router.showItems(ofCategoryAt: index)
    }
}
// file: Modules/Shared/CategoriesList/CategoriesListInteractor.swift
final class CategoriesListInteractor<Category>: CategoriesListInteractorProtocol {
    func fetchCategories(completion: @escaping ([DishCategory]) -> Void) {}
}
// file: Modules/Shared/CategoriesList/CategoriesListViewController.swift
import UIKit

final class CategoriesListViewController: UIViewController {
    private let presenter: CategoriesListPresenterProtocol

    init(presenter: CategoriesListPresenterProtocol) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
// file: Modules/Dishes/DishCategoriesList/DishCategoriesListRouter.swift
final class DishCategoriesListRouter: CategoriesListRouterProtocol {
    func showItems(ofCategoryAt index: Int) {}
}
// file: Modules/Dishes/DishCategoriesList/DishCategoriesListAssembly.swift
import UIKit

final class DishCategoriesListAssembly {
    func build() -> UIViewController {
        let router = DishCategoriesListRouter()
        let interactor = CategoriesListInteractor<DishCategory>()
        let presenter = CategoriesListPresenter<DishCategory, Dish>(router: router, interactor: interactor)
        return CategoriesListViewController(presenter: presenter)
    }
}
// file: Entities/DishCategory.swift
struct DishCategory: Codable {
    let id: Int
    let title: String
}
// file: Entities/Dish.swift
struct Dish: Codable {
    let id: Int
    let name: String
}
```

A type qualified with the name of the app's own module that the file imports (`Storage.MoodNote`
in a multi-module app) is that module's type:

message: entity `MoodNote` crosses into presenter `MainPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Storage/Models/MoodNote.swift
public final class MoodNote {}
// file: App/Main/MainInteractor.swift
import Storage

final class MainInteractor: MainInteractorInput {
    func loadNotes(completion: ([MoodNote]) -> Void) {}
}
// file: App/Main/MainPresenter.swift
import Storage

protocol MainInteractorInput: AnyObject {}
final class MainPresenter {
    var interactor: MainInteractorInput?
    private func map(_ notes: [Storage.↓MoodNote]) {}
}
```

A view protocol named for both ends of its channel, as some VIPER templates name every contract
(`TaxiPresenterToTaxiViewProtocol`), belongs to the module of its stem, even when several view
controllers adopt it:

message: entity `ServiceListEntity` crosses into view protocol `TaxiPresenterToTaxiViewProtocol`: keep it behind the interactor and pass a display model instead

```swift
// file: Taxi/TaxiProtocol.swift
struct ServiceListEntity {}
protocol TaxiPresenterToTaxiViewProtocol: AnyObject {
    func show(services: ↓ServiceListEntity)
}
protocol TaxiPresenterToTaxiInteractorProtocol: AnyObject {
    func loadServices()
}
// file: Taxi/TaxiPresenter.swift
final class TaxiPresenter {
    weak var taxiView: TaxiPresenterToTaxiViewProtocol?
    var interactor: TaxiPresenterToTaxiInteractorProtocol?
}
// file: Taxi/TaxiHomeController.swift
final class TaxiHomeController: UIViewController, TaxiPresenterToTaxiViewProtocol {
    var presenter: TaxiPresenter?
    func show(services: ServiceListEntity) {}
}
// file: Taxi/PriceEstimationController.swift
final class PriceEstimationController: UIViewController, TaxiPresenterToTaxiViewProtocol {
    var presenter: TaxiPresenter?
    func show(services: ServiceListEntity) {}
}
```

A persistence manager is the data side: the model it stores is an entity:

message: entity `MovieResult` crosses into presenter `MoviesPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Movies/MoviesEntity.swift
struct MovieResult: Codable {
    let title: String
}
// file: Services/PersistenceManager.swift
final class PersistenceManager {
    func favorites() -> [MovieResult] { [] }
}
// file: Movies/MoviesInteractor.swift
protocol MoviesInteractorInput: AnyObject {}
final class MoviesInteractor: MoviesInteractorInput {}
// file: Movies/MoviesPresenter.swift
final class MoviesPresenter {
    var interactor: MoviesInteractorInput?
    private var favorites: [↓MovieResult] = []
}
```

An interactor that keeps its one instance in a static property is still its module's
interactor when the module's own builder hands it out (`HomeInteractor.shared`, whose methods
the builder passes to the presenter as closures):

message: entity `Offer` crosses into presenter `HomePresenter`: keep it behind the interactor and pass a display model instead
message: entity `Offer` crosses into presenter `HomePresenter`: keep it behind the interactor and pass a display model instead
message: entity `Offer` crosses into presenter `HomePresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Modules/Home/HomeBuilder.swift
import UIKit

enum HomeBuilder {
    static func build() -> UIViewController {
        let view = HomeViewController()
        let interactor = HomeInteractor.shared
        let presenter = HomePresenter(fetchOffers: interactor.fetchOffers)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
// file: Modules/Home/HomeInteractor.swift
final class HomeInteractor {
    static let shared = HomeInteractor()
    private init() {}
    func fetchOffers() -> [Offer] { OfferService().load() }
}
// file: Modules/Home/HomePresenter.swift
protocol HomeViewProtocol: AnyObject {
    func show(titles: [String])
}
final class HomePresenter {
    weak var view: HomeViewProtocol?
    private let fetchOffers: () -> [↓Offer]
    init(fetchOffers: @escaping () -> [↓Offer]) { self.fetchOffers = fetchOffers }
    func didSelect(offer: ↓Offer) {}
}
// file: Modules/Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController, HomeViewProtocol {
    var presenter: HomePresenter!
    func show(titles: [String]) {}
}
// file: Entity/Offer.swift
struct Offer {
    let id: Int
}
// file: Services/OfferService.swift
final class OfferService {
    func load() -> [Offer] { [] }
}
```

A presenter that holds a type-erased use case (`AnyUseCase`, which implements the app's
`UseCase` interactor protocol) has an interactor. The module is the one its name says, not one
named after the layer's Swinject assembly that registers every screen's presenter
(`PresenterAssembly`). The use case's own `Params`, declared inside it, is its input, not an entity:

message: entity `RepoModel` crosses into presenter `SearchRepositoryPresenter`: keep it behind the interactor and pass a display model instead
message: entity `RepoModel` crosses into presenter `SearchRepositoryPresenter`: keep it behind the interactor and pass a display model instead
message: entity `RepoModel` crosses into presenter `SearchRepositoryPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Shared/Domain/Usecase/Usecase.swift
protocol UseCase {
    associatedtype ResponseType
    associatedtype Parameters
    func build(params: Parameters) -> [ResponseType]
}
public struct AnyUseCase<Params, ResultType>: UseCase {
    private let _build: (Params) -> [ResultType]
    init<U: UseCase>(_ useCase: U) where U.ResponseType == ResultType, U.Parameters == Params { _build = useCase.build }
    func build(params: Params) -> [ResultType] { _build(params) }
}
// file: Shared/Domain/Usecase/SearchRepositoryInteractor.swift
final class SearchRepositoryInteractor: UseCase {
    struct Params { let keyword: String }
    let repository: GithubRepository
    init(repository: GithubRepository) { self.repository = repository }
    func build(params: Params) -> [RepoModel] { repository.search(keyword: params.keyword) }
}
// file: Shared/Domain/Model/RepoModel.swift
struct RepoModel { var name: String }
// file: Shared/Data/Repository/GithubRepository.swift
protocol GithubRepository { func search(keyword: String) -> [RepoModel] }
// file: Search/Presenter/SearchRepositoryPresenter.swift
final class SearchRepositoryPresenter: SearchRepositoryPresenterProtocol {
    private weak var view: SearchRepositoryViewProtocol?
    private var interactor: AnyUseCase<SearchRepositoryInteractor.Params, [↓RepoModel]>
    private var repos: [↓RepoModel] = []
    init(view: SearchRepositoryViewProtocol, interactor: AnyUseCase<SearchRepositoryInteractor.Params, [↓RepoModel]>) {
        self.interactor = interactor
        self.view = view
    }
}
// file: Search/SearchRepositoryContract.swift
protocol SearchRepositoryViewProtocol: AnyObject { func show() }
protocol SearchRepositoryPresenterProtocol: AnyObject { func load() }
// file: Search/View/SearchRepositoryViewController.swift
import UIKit
final class SearchRepositoryViewController: UIViewController, SearchRepositoryViewProtocol {
    var presenter: SearchRepositoryPresenterProtocol!
    func show() {}
}
// file: Shared/DI/PresenterAssembly.swift
struct PresenterAssembly: Assembly {
    func assemble(container: Container) {
        container.register(SearchRepositoryPresenterProtocol.self) { (r, view: SearchRepositoryViewController) in
            SearchRepositoryPresenter(view: view, interactor: r.resolve(AnyUseCase<SearchRepositoryInteractor.Params, [RepoModel]>.self)!)
        }
    }
}
```

The presenter's own alias of its use cases, written qualified by the presenter's name
(`HomePresenter.UseCase`, an Xcode template's initializer), is the alias:

message: entity `Category` crosses into presenter `HomePresenter`: keep it behind the interactor and pass a display model instead (`UseCase` is `Category`)
message: entity `Category` crosses into presenter `HomePresenter`: keep it behind the interactor and pass a display model instead (`HomePresenter.UseCase` is `Category`)

```swift
// file: Modules/Home/HomePresenter.swift
protocol HomeViewProtocol: AnyObject {
    func show(titles: [String])
}
final class HomePresenter {
    typealias UseCase = (getCategories: () -> [Category], ())
    weak var view: HomeViewProtocol?
    private let useCase: ↓UseCase
    init(view: HomeViewProtocol, useCase: HomePresenter.↓UseCase) {
        self.view = view
        self.useCase = useCase
    }
}
// file: Modules/Home/HomeViewController.swift
import UIKit
final class HomeViewController: UIViewController, HomeViewProtocol {
    var presenter: HomePresenter!
    func show(titles: [String]) {}
}
// file: Modules/Home/HomeInteractor.swift
final class HomeInteractor {
    func getCategories() -> [Category] { CategoryService().load() }
}
// file: Modules/Home/HomeModuleBuilder.swift
enum HomeModuleBuilder {
    static func build() -> HomeViewController {
        let view = HomeViewController()
        let interactor = HomeInteractor()
        let presenter = HomePresenter(view: view, useCase: (getCategories: interactor.getCategories, ()))
        view.presenter = presenter
        return view
    }
}
// file: Entity/Category.swift
struct Category { let id: Int }
// file: Services/CategoryService.swift
final class CategoryService { func load() -> [Category] { [] } }
```

So is another type's alias written qualified by that type's name: an article's entity protocol
that names the models it carries (`protocol LightSideEntityType { typealias Jedi = JediModel }`)
and code that writes `LightSideEntityType.Jedi`, in the interactor's completion as in the presenter:

message: entity `JediModel` crosses into presenter `LightSidePresenter`: keep it behind the interactor and pass a display model instead (`LightSideEntityType.Jedi` is `JediModel`)

```swift
// file: Screens/LightSide/LightSideTypes.swift
protocol LightSideViewType: AnyObject {
    func refresh()
}
protocol LightSideEntityType {
    typealias Jedi = JediModel
    var jediList: [Jedi]? { get set }
}
typealias JediListResponse = ([LightSideEntityType.Jedi]?) -> Void
// file: Screens/LightSide/Presenter/LightSidePresenter.swift
final class LightSidePresenter {
    weak var view: LightSideViewType?
    var interactor: LightSideInteractor?
    private var list: [LightSideEntityType.↓Jedi]?
}
// file: Screens/LightSide/Interactor/LightSideInteractor.swift
final class LightSideInteractor {
    func getJediList(completionHandler: @escaping JediListResponse) {}
}
// file: Screens/LightSide/View/LightSideView.swift
import UIKit
final class LightSideView: UIViewController, LightSideViewType {
    var presenter: LightSidePresenter?
    func refresh() {}
}
// file: Screens/LightSide/Router/LightSideRouter.swift
import UIKit
final class LightSideRouter {
    static func create() -> UIViewController {
        let view = LightSideView()
        let presenter = LightSidePresenter()
        presenter.view = view
        presenter.interactor = LightSideInteractor()
        view.presenter = presenter
        return view
    }
}
// file: Models/JediModel.swift
struct JediModel {
    let name: String
}
```

A protocol named as an entity that a type of the same name plus `Impl` implements (`protocol
TaskEntity` with `struct TaskEntityImpl: TaskEntity`) is the model's interface, and so an entity:

message: entity `TaskEntity` crosses into presenter `TaskListPresenter`: keep it behind the interactor and pass a display model instead

```swift
protocol TaskEntity {
    var title: String { get }
}
struct TaskEntityImpl: TaskEntity {
    let title: String
}

protocol TaskListInteractorInput: AnyObject {}
final class TaskListPresenter {
    var interactor: TaskListInteractorInput?
    private var tasks: [↓TaskEntity] = []
}
```

A protocol with no role of its own that the module's protocols refine (a base interactor output
shared by several modules, named past any role word; a mixin of the view output) carries its
requirements into the channel:

message: entity `Album` crosses into presenter `AlbumPresenter`: keep it behind the interactor and pass a display model instead
message: entity `Album` crosses into `BaseInteratosOutput`, which the presenter handles: keep it behind the interactor and pass a display model instead

```swift
// file: Base/BaseInteratosOutput.swift
protocol BaseInteratosOutput: AnyObject {
    func albumIsReady(album: ↓Album)
}
// file: Models/Album.swift
struct Album {}
// file: Album/AlbumInteractor.swift
protocol AlbumInteractorInput: AnyObject {
    func load()
}
protocol AlbumInteractorOutput: BaseInteratosOutput {}

final class AlbumInteractor: AlbumInteractorInput {
    weak var output: AlbumInteractorOutput?

    func load() {
        output?.albumIsReady(album: Album())
    }
}
// file: Album/AlbumPresenter.swift
final class AlbumPresenter: AlbumInteractorOutput {
    var interactor: AlbumInteractorInput?

    func albumIsReady(album: ↓Album) {}
}
```

`@escaping` written against the closure's parentheses (`@escaping(Wallet?) -> Void`, which the
compiler accepts) still marks a closure parameter:

message: entity `Wallet` crosses into the presenter through a closure of interactor input `SetupInteractorInput`: keep it behind the interactor and pass a display model instead

```swift
// file: Models/Wallet.swift
struct Wallet {
    let address: String
}
// file: Setup/SetupProtocols.swift
protocol SetupInteractorInput: AnyObject {
    func loadWallet(privateKey: String, completion: @escaping(↓Wallet?) -> Void)
}
// file: Setup/SetupInteractor.swift
final class SetupInteractor: SetupInteractorInput {
    func loadWallet(privateKey: String, completion: @escaping(Wallet?) -> Void) {}
}
// file: Setup/SetupPresenter.swift
final class SetupPresenter {
    var interactor: SetupInteractorInput?
}
```

A model class with a static sample for SwiftUI previews (`static let example = Page(...)`) is
still a model: only a shared instance (`static let shared`) makes a class a service:

message: entity `Page` crosses into presenter `HistoryPagePresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Modules/Entities/Page.swift
class Page {
    let title: String

    init(title: String) {
        self.title = title
    }

    static let example = Page(title: "The silent era")
}
// file: Services/LocalContentService.swift
final class LocalContentService {
    func page(named name: String) -> Page? { nil }
}
// file: Modules/HistoryPage/HistoryPageInteractor.swift
protocol HistoryPageInteractorProtocol: AnyObject {
    func loadPage()
}

final class HistoryPageInteractor: HistoryPageInteractorProtocol {
    let service = LocalContentService()

    func loadPage() {}
}
// file: Modules/HistoryPage/HistoryPagePresenter.swift
final class HistoryPagePresenter {
    var interactor: HistoryPageInteractorProtocol?
    var page: ↓Page?
}
```

A protocol named `<Role>ProtocolTo<User>` is the first role's protocol, offered to the part after
`To` (`PresenterProtocolToInteractor` is the presenter's, which the interactor calls): its
implementer, here a view model, is the presenter, and the interactor keeps its entities:

message: entity `User` crosses into presenter protocol `PresenterProtocolToInteractor`: keep it behind the interactor and pass a display model instead
message: entity `User` crosses into presenter `RandomUsersViewModel`: keep it behind the interactor and pass a display model instead

```swift
// file: Modules/RandomUsers/Entity/User.swift
struct User {
    let name: String
}
// file: Modules/RandomUsers/RandomUsersProtocols.swift
protocol InteractorProtocolToPresenter: AnyObject {
    func fetchUsers()
}

protocol PresenterProtocolToInteractor: AnyObject {
    func didFetchUsers(users: [↓User])
}
// file: Modules/RandomUsers/Interactor/RandomUsersInteractor.swift
final class RandomUsersInteractor: InteractorProtocolToPresenter {
    weak var presenter: PresenterProtocolToInteractor?
    private var users: [User] = []

    func fetchUsers() {
        presenter?.didFetchUsers(users: users)
    }
}
// file: Modules/RandomUsers/ViewModel/RandomUsersViewModel.swift
final class RandomUsersViewModel: PresenterProtocolToInteractor {
    var interactor: InteractorProtocolToPresenter?

    func didFetchUsers(users: [↓User]) {}
}
// file: Modules/RandomUsers/RandomUsersBuilder.swift
enum RandomUsersBuilder {
    static func build() -> RandomUsersViewModel {
        let viewModel = RandomUsersViewModel()
        let interactor = RandomUsersInteractor()
        viewModel.interactor = interactor
        interactor.presenter = viewModel
        return viewModel
    }
}
```

A Core Data entity whose class Xcode generates from the data model is in the sources only as
extensions: one among the models that conforms it to a protocol the project declares there
(`extension Todo: Entity {}` in `Entity/`) makes it a model like a declared one:

message: entity `Todo` crosses into interactor output `ListInteractorOutput`: keep it behind the interactor and pass a display model instead
message: entity `Todo` crosses into view protocol `ListView`: keep it behind the interactor and pass a display model instead
message: entity `Todo` crosses into presenter `ListPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Entity/Entity.swift
protocol Entity {}
// file: Entity/Todo.swift
import CoreData

extension Todo: Entity {}
// file: List/ListInteractor.swift
protocol ListInteractorOutput: AnyObject {
    func getTodoListSuccess(todoList: [↓Todo])
}

final class ListInteractor {
    weak var output: ListInteractorOutput?
}
// file: List/ListPresenter.swift
protocol ListView: AnyObject {
    func showTodoList(todoList: [↓Todo])
}

final class ListPresenter: ListInteractorOutput {
    weak var view: ListView?
    var interactor: ListInteractor?

    func getTodoListSuccess(todoList: [↓Todo]) {
        view?.showTodoList(todoList: todoList)
    }
}
// file: List/ListViewController.swift
import UIKit

final class ListViewController: UIViewController, ListView {
    var presenter: ListPresenter?
    func showTodoList(todoList: [Todo]) {}
}
// file: List/ListBuilder.swift
enum ListBuilder {
    static func build() -> ListViewController {
        let view = ListViewController()
        let presenter = ListPresenter()
        let interactor = ListInteractor()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        return view
    }
}
```

An interactor's input protocol in no module (one `LandmarkUseCases` in a shared `Domain/`
folder that several screens' presenters hold) is judged for the modules whose presenters hold it:

message: entity `Landmark` crosses into the presenter through a closure of interactor input `LandmarkUseCases`: keep it behind the interactor and pass a display model instead

```swift
// file: Domain/Models/Landmark.swift
struct Landmark {
    let name: String
}
// file: Domain/Landmarks/LandmarkUseCases.swift
protocol LandmarkUseCases {
    func loadLandmarks(success: @escaping ([↓Landmark]) -> Void)
}

final class LandmarkInteractor: LandmarkUseCases {
    func loadLandmarks(success: @escaping ([Landmark]) -> Void) {
        success([])
    }
}
// file: UI/MapTab/MapScreenPresenter.swift
protocol MapScreenViewProtocol: AnyObject {
    func show(names: [String])
}

final class MapScreenPresenter {
    weak var view: MapScreenViewProtocol?
    let landmarkUseCases: LandmarkUseCases

    init(view: MapScreenViewProtocol, landmarkUseCases: LandmarkUseCases) {
        self.view = view
        self.landmarkUseCases = landmarkUseCases
    }
}
// file: UI/MapTab/MapScreenViewController.swift
import UIKit

final class MapScreenViewController: UIViewController, MapScreenViewProtocol {
    var presenter: MapScreenPresenter?
    func show(names: [String]) {}
}
// file: UI/HistoryTab/HistoryScreenPresenter.swift
protocol HistoryScreenViewProtocol: AnyObject {
    func show(names: [String])
}

final class HistoryScreenPresenter {
    weak var view: HistoryScreenViewProtocol?
    let landmarkUseCases: LandmarkUseCases

    init(view: HistoryScreenViewProtocol, landmarkUseCases: LandmarkUseCases) {
        self.view = view
        self.landmarkUseCases = landmarkUseCases
    }
}
// file: UI/HistoryTab/HistoryScreenViewController.swift
import UIKit

final class HistoryScreenViewController: UIViewController, HistoryScreenViewProtocol {
    var presenter: HistoryScreenPresenter?
    func show(names: [String]) {}
}
// file: UI/ScreenAssembler.swift
enum ScreenAssembler {
    static func makeMapScreen() -> MapScreenViewController {
        let view = MapScreenViewController()
        view.presenter = MapScreenPresenter(view: view, landmarkUseCases: LandmarkInteractor())
        return view
    }

    static func makeHistoryScreen() -> HistoryScreenViewController {
        let view = HistoryScreenViewController()
        view.presenter = HistoryScreenPresenter(view: view, landmarkUseCases: LandmarkInteractor())
        return view
    }
}
```

Contracts named implementer first (`MoviesPresenterInteractorProtocol`, "presenter ←
interactor", adopted by the presenter) are the implementer's: protocols take the role of their
implementers, when every adopter is the part the word before the suffix names:

message: entity `MovieEntity` crosses into presenter protocol `MoviesPresenterInteractorProtocol`: keep it behind the interactor and pass a display model instead
message: entity `MovieEntity` crosses into presenter `MoviesPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Modules/Movies/Entity/MovieEntity.swift
struct MovieEntity {
    let title: String
}
// file: Modules/Movies/MoviesProtocols.swift
// MARK: Interactor -> Presenter
protocol MoviesInteractorPresenterProtocol: AnyObject {
    func fetchMovies(page: Int, after last: MovieEntity?)
}

// MARK: Presenter -> Interactor
protocol MoviesPresenterInteractorProtocol: AnyObject {
    func responseMovies(_ movies: [↓MovieEntity])
}

// MARK: Presenter -> View
protocol MoviesPresenterViewProtocol: AnyObject {
    func start()
}

// MARK: View -> Presenter
protocol MoviesViewPresenterProtocol: AnyObject {
    func render(titles: [String])
}
// file: Modules/Movies/Interactor/MoviesInteractor.swift
final class MoviesInteractor {
    weak var presenter: MoviesPresenterInteractorProtocol?
    private var movies: [MovieEntity] = []
}

extension MoviesInteractor: MoviesInteractorPresenterProtocol {
    func fetchMovies(page: Int, after last: MovieEntity?) {
        presenter?.responseMovies(movies)
    }
}
// file: Modules/Movies/Presenter/MoviesPresenter.swift
final class MoviesPresenter {
    weak var view: MoviesViewPresenterProtocol?
    var interactor: MoviesInteractorPresenterProtocol?
}

extension MoviesPresenter: MoviesPresenterViewProtocol {
    func start() {
        interactor?.fetchMovies(page: 1, after: nil)
    }
}

extension MoviesPresenter: MoviesPresenterInteractorProtocol {
    func responseMovies(_ movies: [↓MovieEntity]) {}
}
// file: Modules/Movies/View/MoviesViewController.swift
import UIKit

final class MoviesViewController: UIViewController {
    var presenter: MoviesPresenterViewProtocol?
}

extension MoviesViewController: MoviesViewPresenterProtocol {
    func render(titles: [String]) {}
}
// file: Modules/Movies/MoviesBuilder.swift
enum MoviesBuilder {
    static func build() -> MoviesViewController {
        let view = MoviesViewController()
        let presenter = MoviesPresenter()
        let interactor = MoviesInteractor()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.presenter = presenter
        return view
    }
}
```

A type nested in an entity and stored by it (`ListTrailerResponse.Result`, the element of its
`results`) is that entity's data: the data side uses it through the entity.

message: entity `TrailerResponse.Result` crosses into presenter `TrailersPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Trailers/Entity/TrailerResponse.swift
struct TrailerResponse: Decodable {
    let results: [Result]?

    struct Result: Decodable {
        let key: String?
    }
}
// file: Trailers/Interactor/TrailersInteractor.swift
protocol TrailersInteractorInput: AnyObject {}
final class TrailersInteractor: TrailersInteractorInput {
    var response: TrailerResponse?
}
// file: Trailers/Presenter/TrailersPresenter.swift
final class TrailersPresenter {
    var interactor: TrailersInteractorInput?
    func trailers() -> [TrailerResponse.↓Result]? { nil }
}
```

A record declared beside a data-side model in the model's file and stored by it (`struct
ItemResult`, the element of `MatchesItemsResponse`'s `results`) is that model's data too: the
data side decodes it through the model.

message: entity `ItemResult` crosses into presenter `SearchPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Common/Models/MatchesItemsResponse.swift
struct MatchesItemsResponse: Decodable {
    let results: [ItemResult]?
}
struct ItemResult: Decodable {
    let id: String
    let title: String
}
// file: Search/SearchInteractor.swift
protocol SearchInteractorInput: AnyObject {}
final class SearchInteractor: SearchInteractorInput {
    var response: MatchesItemsResponse?
}
// file: Search/SearchPresenter.swift
final class SearchPresenter {
    var interactor: SearchInteractorInput?
    private var matchesItems = [↓ItemResult]()
}
```

Implementations named with a `Default` prefix (`DefaultListPresenter`, `DefaultListInteractor`)
belong to the screen their protocols name (`ListPresenter`, `ListInteractor`, beside
`ListViewController`): `DefaultList` is no module of its own.

message: entity `User` crosses into presenter `DefaultListPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Network/Model/User.swift
struct User: Decodable {
    let name: String
}
// file: Network/UsersRepository.swift
final class UsersRepository {
    func load(completion: @escaping ([User]) -> Void) {}
}
// file: Features/List/View/ListUI.swift
protocol ListUI: AnyObject {
    func showLoading()
}
// file: Features/List/View/ListViewController.swift
import UIKit

final class ListViewController: UIViewController, ListUI {
    var presenter: ListPresenter?
    func showLoading() {}
}
// file: Features/List/Presenter/ListPresenter.swift
protocol ListPresenter: AnyObject {
    var ui: ListUI? { get set }
    func didLoad()
}
// file: Features/List/Presenter/DefaultListPresenter.swift
final class DefaultListPresenter: ListPresenter {
    weak var ui: ListUI?
    private let interactor: ListInteractor
    init(interactor: ListInteractor) { self.interactor = interactor }
    func didLoad() { interactor.fetchUsers() }
    func didSelect(user: ↓User) {}
}
// file: Features/List/Interactor/ListInteractor.swift
protocol ListInteractor: AnyObject {
    func fetchUsers()
}
// file: Features/List/Interactor/DefaultListInteractor.swift
final class DefaultListInteractor: ListInteractor {
    private let repository = UsersRepository()
    func fetchUsers() { repository.load { _ in } }
}
```

A class of stored request fields alone named as a builder (`JourneyRequestBuilder` in
`Model/RequestModel/`, which the screens fill in and the interactor sends) is data: a builder has a
method that builds.

message: entity `JourneyRequestBuilder` crosses into presenter `JourneyPresenter`: keep it behind the interactor and pass a display model instead
message: entity `JourneyRequestBuilder` crosses into presenter protocol `JourneyPresenterProtocol`: keep it behind the interactor and pass a display model instead

```swift
// file: App/Model/RequestModel/JourneyRequestBuilder.swift
class JourneyRequestBuilder: Encodable {
    var departureTime: Int = 0
    var totalSeats: Int = 1
    init(totalSeats: Int) { self.totalSeats = totalSeats }
}
// file: App/Screen/Journey/Interactor/JourneyInteractor.swift
protocol JourneyInteractorInputProtocol: AnyObject {}
final class JourneyInteractor: JourneyInteractorInputProtocol {
    func createJourney(_ builder: JourneyRequestBuilder) {}
}
// file: App/Screen/Journey/Presenter/JourneyPresenterProtocol.swift
protocol JourneyPresenterProtocol: AnyObject {
    func pushJourney(_ builder: ↓JourneyRequestBuilder)
}
// file: App/Screen/Journey/Presenter/JourneyPresenter.swift
final class JourneyPresenter: JourneyPresenterProtocol {
    var interactor: JourneyInteractorInputProtocol?
    func pushJourney(_ builder: ↓JourneyRequestBuilder) {}
}
```

An interactor output named with its words in another order (`FruitsOutputInteractorProtocol`),
that only the presenter adopts and the interactor holds, is the interactor's output:

message: entity `Fruit` crosses into presenter `FruitsPresenter`: keep it behind the interactor and pass a display model instead
message: entity `Fruit` crosses into interactor output `FruitsOutputInteractorProtocol`: keep it behind the interactor and pass a display model instead

```swift
// file: Fruits/Entity/Fruit.swift
struct Fruit {
    let name: String
}
// file: Fruits/FruitsProtocol.swift
protocol FruitsOutputInteractorProtocol: AnyObject {
    func fruitsDidLoad(_ fruits: [↓Fruit])
}
// file: Fruits/FruitsInteractor.swift
final class FruitsInteractor {
    weak var presenter: FruitsOutputInteractorProtocol?
    private var fruits: [Fruit] = []
}
// file: Fruits/FruitsPresenter.swift
final class FruitsPresenter {
    var interactor: FruitsInteractor?
}

extension FruitsPresenter: FruitsOutputInteractorProtocol {
    func fruitsDidLoad(_ fruits: [↓Fruit]) {}
}
```

A delegate named for the screen that adopts it (`ProductDetailViewDelegate`, adopted by
`ProductDetailViewController` alone) is that screen's view speaking to its controller: a view
protocol of the module.

message: entity `Product` crosses into view protocol `ProductDetailViewDelegate`: keep it behind the interactor and pass a display model instead

```swift
// file: ProductDetail/Entity/Product.swift
struct Product {
    let id: Int
}
// file: ProductDetail/ProductDetailContract.swift
import UIKit

protocol ProductDetailViewDelegate: AnyObject {
    func didTapAddToBasket(_ product: ↓Product?)
}
protocol ProductDetailInteractorInput: AnyObject {
    func load(id: Int)
}
final class ProductDetailInteractor: ProductDetailInteractorInput {
    private var product: Product?
    func load(id: Int) {}
}
final class ProductDetailPresenter {
    weak var view: ProductDetailViewController?
    var interactor: ProductDetailInteractorInput?
}
final class ProductDetailViewController: UIViewController, ProductDetailViewDelegate {
    var presenter: ProductDetailPresenter?
    func didTapAddToBasket(_ product: Product?) {}
}
```

A test double of the screen that adopts the delegate too (`TodoDetailsViewControllerMock`, in the
test target) makes no second screen:

message: entity `Todo` crosses into view protocol `TodoDetailsViewDelegate`: keep it behind the interactor and pass a display model instead

```swift
// file: TodoDetails/Entity/Todo.swift
struct Todo {
    let title: String
}
// file: TodoDetails/TodoDetailsContract.swift
import UIKit

protocol TodoDetailsViewDelegate: AnyObject {
    func deleteTodo(todo: ↓Todo)
}
protocol TodoDetailsInteractorInput: AnyObject {
    func load()
}
final class TodoDetailsInteractor: TodoDetailsInteractorInput {
    private var todo: Todo?
    func load() {}
}
final class TodoDetailsPresenter {
    weak var view: TodoDetailsViewController?
    var interactor: TodoDetailsInteractorInput?
}
final class TodoDetailsViewController: UIViewController, TodoDetailsViewDelegate {
    var presenter: TodoDetailsPresenter?
    func deleteTodo(todo: Todo) {}
}
// file: TodoListTests/Mocks/TodoDetailsViewControllerMock.swift
final class TodoDetailsViewControllerMock: TodoDetailsViewDelegate {
    func deleteTodo(todo: Todo) {}
}
```

A use case of another name that only this presenter keeps (`GetListGenreMovieInteractor`) is the
module's interactor, so the module is judged:

message: entity `Genre` crosses into presenter `ListGenrePresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Common/Domain/Entity/Genre.swift
public struct Genre {
    public let id: Int
    public let name: String
}
// file: Home/Data/GenreRepository.swift
public final class GenreRepository {
    public func genres() -> [Genre] { [] }
}
// file: Home/Domain/Interactor/GetListGenreMovieInteractor.swift
public struct GetListGenreMovieInteractor {
    private let repository: GenreRepository

    public init(repository: GenreRepository) {
        self.repository = repository
    }

    public func execute() -> [Genre] {
        repository.genres()
    }
}
// file: Home/Presentation/ListGenre/ListGenrePresenter.swift
final class ListGenrePresenter {
    var genres: [↓Genre] = []
    private let genreMovieInteractor: GetListGenreMovieInteractor

    init(genreMovieInteractor: GetListGenreMovieInteractor) {
        self.genreMovieInteractor = genreMovieInteractor
    }

    func load() {
        genres = genreMovieInteractor.execute()
    }
}
// file: Home/Presentation/ListGenre/ListGenreViewController.swift
import UIKit

final class ListGenreViewController: UIViewController {
    var presenter: ListGenrePresenter!
}
```

A module whose contract file declares its interactor's protocols next to the view's and the
presenter's has an interactor by design, even before a type implements them:

message: entity `Gif` crosses into presenter `GifDetailsPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: Modules/GifDetails/GifDetailsContract.swift
protocol GifDetailsViewInput: AnyObject {
    func show(title: String)
}
protocol GifDetailsViewOutput: AnyObject {
    func viewDidLoad()
}
protocol GifDetailsInteractorInput: AnyObject {}
protocol GifDetailsInteractorOutput: AnyObject {}
// file: Modules/GifDetails/GifDetailsPresenter.swift
final class GifDetailsPresenter: GifDetailsViewOutput, GifDetailsInteractorOutput {
    weak var view: GifDetailsViewInput?
    var selectedGif: ↓Gif!

    func viewDidLoad() {
        view?.show(title: selectedGif.title)
    }
}
// file: Modules/GifDetails/GifDetailsViewController.swift
import UIKit

final class GifDetailsViewController: UIViewController, GifDetailsViewInput {
    var output: GifDetailsViewOutput!
    func show(title: String) {}
}
// file: Models/Entities/Gif.swift
struct Gif {
    let title: String
}
// file: Modules/Gifs/GifsInteractor.swift
protocol GifsInteractorInput: AnyObject {}
final class GifsInteractor: GifsInteractorInput {
    func search() -> [Gif] { [] }
}
```

A struct of stored data alone is data, even when its name is also one of a data source's
(`GithubRepository`, a repository of a git host that the API decodes):

message: entity `GithubRepository` crosses into presenter `RepositoriesPresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: App/Models/GithubRepository.swift
struct GithubRepository: Decodable {
    let name: String
    let stars: Int
}
// file: App/Repositories/RepositoriesInteractor.swift
protocol RepositoriesInteractorInput: AnyObject {
    func load()
}
final class RepositoriesInteractor: RepositoriesInteractorInput {
    func load() {
        let decoded = try? JSONDecoder().decode([GithubRepository].self, from: Data())
        _ = decoded
    }
}
// file: App/Repositories/RepositoriesPresenter.swift
final class RepositoriesPresenter {
    private let interactor: RepositoriesInteractorInput
    private var repositories: [↓GithubRepository] = []

    init(interactor: RepositoriesInteractorInput) {
        self.interactor = interactor
    }
}
```

The data side includes its implementations, whatever the suffix says (`ExerciseRepositoryImp`
maps stored records into `[Approach]`):

message: entity `Approach` crosses into presenter `ExercisePresenter`: keep it behind the interactor and pass a display model instead

```swift
// file: BusinessLogic/Entities/Approach.swift
struct Approach {
    let quantity: Int
}
// file: Models/ExerciseRepositoryImp.swift
final class ExerciseRepositoryImp {
    func approaches() -> [Approach] { [] }
}
// file: Exercise/ExerciseInteractor.swift
protocol ExerciseInteractorInput: AnyObject {}
final class ExerciseInteractor: ExerciseInteractorInput {
    let repository = ExerciseRepositoryImp()
}
// file: Exercise/ExercisePresenter.swift
final class ExercisePresenter {
    var interactor: ExerciseInteractorInput?
    func getApproaches() -> [↓Approach] { [] }
}
```

## Non-triggering examples

A builder among the models that builds (`URLRequestBuilder` with its `build()`) is behaviour, not
data, though the interactor uses it:

```swift
// file: App/Model/RequestModel/URLRequestBuilder.swift
final class URLRequestBuilder {
    var path: String = ""
    func build() -> String { path }
}
// file: App/Screen/Journey/Interactor/JourneyInteractor.swift
protocol JourneyInteractorInputProtocol: AnyObject {}
final class JourneyInteractor: JourneyInteractorInputProtocol {
    func send(_ builder: URLRequestBuilder) {}
}
// file: App/Screen/Journey/Presenter/JourneyPresenter.swift
final class JourneyPresenter {
    var interactor: JourneyInteractorInputProtocol?
    func prepare(_ builder: URLRequestBuilder) {}
}
```

An enum beside a data-side model in its file (`SortOrder`, stored by the request model) is a
value, not a record: it stays no entity unless the data side names it.

```swift
// file: Common/Models/MatchesRequest.swift
struct MatchesRequest: Encodable {
    let query: String
    let order: SortOrder
}
enum SortOrder: String, Encodable {
    case relevance, price
}
// file: Search/SearchInteractor.swift
protocol SearchInteractorInput: AnyObject {}
final class SearchInteractor: SearchInteractorInput {
    var lastRequest: MatchesRequest?
}
// file: Search/SearchPresenter.swift
final class SearchPresenter {
    var interactor: SearchInteractorInput?
    private var order: SortOrder = .relevance
}
```

A type nested in a view model (`VideoViewModel.VideoDetails`) is display data like its parent,
whatever folder holds it:

```swift
// file: Entities/PreparedEntities.swift
struct VideoViewModel {
    struct VideoDetails {
        let title: String
    }
    let details: VideoDetails
}
// file: VideoSearch/VideoSearchInteractor.swift
protocol VideoSearchInteractorInput: AnyObject {}
final class VideoSearchInteractor: VideoSearchInteractorInput {
    func prepared() -> [VideoViewModel] { [] }
}
// file: VideoSearch/VideoSearchPresenter.swift
final class VideoSearchPresenter {
    var interactor: VideoSearchInteractorInput?
    func details(title: String) -> VideoViewModel.VideoDetails {
        VideoViewModel.VideoDetails(title: title)
    }
}
```

A repository with behaviour (`UserRepository`, which fetches) is the data side, never an entity,
wherever it sits and whoever holds it:

```swift
// file: App/Models/User.swift
struct User {
    let name: String
}
// file: App/Models/UserRepository.swift
struct UserRepository {
    let baseURL: String
    func fetchUsers() -> [User] { [] }
}
// file: App/Users/UsersInteractor.swift
protocol UsersInteractorInput: AnyObject {}
final class UsersInteractor: UsersInteractorInput {
    private let repository: UserRepository
    init(repository: UserRepository) { self.repository = repository }
}
// file: App/Users/UsersPresenter.swift
final class UsersPresenter {
    private let interactor: UsersInteractorInput
    private let repository: UserRepository

    init(interactor: UsersInteractorInput, repository: UserRepository) {
        self.interactor = interactor
        self.repository = repository
    }
}
```

An interactor protocol in a file of its own that the presenter never holds (a newer module's
protocol beside a legacy MVP presenter) gives the module no interactor: only a contract file that
declares it with the view's and presenter's protocols does.

```swift
// file: Modules/Quiz/QuizContract.swift
protocol QuizViewInput: AnyObject {
    func show(title: String)
}
protocol QuizViewOutput: AnyObject {
    func viewDidLoad()
}
// file: Modules/Quiz/QuizInteractorInput.swift
protocol QuizInteractorInput: AnyObject {}
// file: Modules/Quiz/QuizPresenter.swift
final class QuizPresenter: QuizViewOutput {
    weak var view: QuizViewInput?
    var question: Question!

    func viewDidLoad() {
        view?.show(title: question.title)
    }
}
// file: Modules/Quiz/QuizViewController.swift
import UIKit

final class QuizViewController: UIViewController, QuizViewInput {
    var output: QuizViewOutput!
    func show(title: String) {}
}
// file: Models/Entities/Question.swift
struct Question {
    let title: String
}
// file: Modules/Questions/QuestionsInteractor.swift
protocol QuestionsInteractorInput: AnyObject {}
final class QuestionsInteractor: QuestionsInteractorInput {
    func load() -> [Question] { [] }
}
```

A use case that two presenters keep is shared code, not either module's interactor; a module
with no interactor is not judged (its presenter does the interactor's job):

```swift
// file: Common/Domain/Entity/Genre.swift
public struct Genre {
    public let id: Int
    public let name: String
}
// file: Home/Data/GenreRepository.swift
public final class GenreRepository {
    public func genres() -> [Genre] { [] }
}
// file: Home/Domain/Interactor/GetListGenreMovieInteractor.swift
public struct GetListGenreMovieInteractor {
    private let repository: GenreRepository

    public init(repository: GenreRepository) {
        self.repository = repository
    }

    public func execute() -> [Genre] {
        repository.genres()
    }
}
// file: Home/Presentation/GenreFilter/GenreFilterPresenter.swift
final class GenreFilterPresenter {
    private let genreMovieInteractor: GetListGenreMovieInteractor

    init(genreMovieInteractor: GetListGenreMovieInteractor) {
        self.genreMovieInteractor = genreMovieInteractor
    }
}
// file: Home/Presentation/GenreFilter/GenreFilterViewController.swift
import UIKit

final class GenreFilterViewController: UIViewController {
    var presenter: GenreFilterPresenter!
}
// file: Home/Presentation/ListGenre/ListGenrePresenter.swift
final class ListGenrePresenter {
    var genres: [Genre] = []
    private let genreMovieInteractor: GetListGenreMovieInteractor

    init(genreMovieInteractor: GetListGenreMovieInteractor) {
        self.genreMovieInteractor = genreMovieInteractor
    }

    func load() {
        genres = genreMovieInteractor.execute()
    }
}
// file: Home/Presentation/ListGenre/ListGenreViewController.swift
import UIKit

final class ListGenreViewController: UIViewController {
    var presenter: ListGenrePresenter!
}
```

A delegate that another screen of the app adopts as well (`TodoListViewController`) is no
longer one screen's own: it stays plumbing, not a view protocol:

```swift
// file: TodoDetails/Entity/Todo.swift
struct Todo {
    let title: String
}
// file: TodoDetails/TodoDetailsContract.swift
import UIKit

protocol TodoDetailsViewDelegate: AnyObject {
    func deleteTodo(todo: Todo)
}
protocol TodoDetailsInteractorInput: AnyObject {
    func load()
}
final class TodoDetailsInteractor: TodoDetailsInteractorInput {
    private var todo: Todo?
    func load() {}
}
final class TodoDetailsPresenter {
    weak var view: TodoDetailsViewController?
    var interactor: TodoDetailsInteractorInput?
}
final class TodoDetailsViewController: UIViewController, TodoDetailsViewDelegate {
    var presenter: TodoDetailsPresenter?
    func deleteTodo(todo: Todo) {}
}
// file: TodoList/TodoListViewController.swift
import UIKit

final class TodoListViewController: UIViewController, TodoDetailsViewDelegate {
    func deleteTodo(todo: Todo) {}
}
```

A protocol named as an entity that types of other names adopt (`LocatableEntity` adopted by
`Station`) is a capability those types share, not a model of its own:

```swift
protocol LocatableEntity {
    var latitude: Double { get }
}
struct Station: LocatableEntity {
    let latitude: Double
}

protocol StationsInteractorInput: AnyObject {}
final class StationsPresenter {
    var interactor: StationsInteractorInput?
    private var pins: [LocatableEntity] = []
}
```

A cell's delegate (`BasketTableViewCellDelegate`), which the module's view controller also
adopts, is named for the cell: UIKit plumbing, not the module's view protocol:

```swift
// file: Basket/Entity/Basket.swift
struct Basket {
    let id: Int
}
// file: Basket/BasketContract.swift
import UIKit

protocol BasketTableViewCellDelegate: AnyObject {
    func didTapDelete(_ basket: Basket?)
}
protocol BasketInteractorInput: AnyObject {
    func load()
}
final class BasketInteractor: BasketInteractorInput {
    private var baskets: [Basket] = []
    func load() {}
}
final class BasketPresenter {
    weak var view: BasketViewController?
    var interactor: BasketInteractorInput?
}
final class BasketViewController: UIViewController, BasketTableViewCellDelegate {
    var presenter: BasketPresenter?
    func didTapDelete(_ basket: Basket?) {}
}
```

The same name adopted by the interactor itself is the interactor's protocol, whatever its words
say; what the presenter passes through it is not judged:

```swift
// file: Fruits/Entity/Fruit.swift
struct Fruit {
    let name: String
}
// file: Fruits/FruitsProtocol.swift
protocol FruitsOutputInteractorProtocol: AnyObject {
    func save(_ fruits: [Fruit])
}
// file: Fruits/FruitsInteractor.swift
final class FruitsInteractor: FruitsOutputInteractorProtocol {
    private var fruits: [Fruit] = []
    func save(_ fruits: [Fruit]) { self.fruits = fruits }
}
// file: Fruits/FruitsPresenter.swift
final class FruitsPresenter {
    var interactor: FruitsOutputInteractorProtocol?
}
```

A type nested in an entity that the entity does not store (a formatter's options declared
inside it) is not its data:

```swift
// file: Trailers/Entity/TrailerResponse.swift
struct TrailerResponse: Decodable {
    let results: [String]?

    struct SortOptions {
        let newestFirst: Bool
    }
}
// file: Trailers/Interactor/TrailersInteractor.swift
protocol TrailersInteractorInput: AnyObject {}
final class TrailersInteractor: TrailersInteractorInput {
    var response: TrailerResponse?
}
// file: Trailers/Presenter/TrailersPresenter.swift
final class TrailersPresenter {
    var interactor: TrailersInteractorInput?
    private var sort = TrailerResponse.SortOptions(newestFirst: true)
}
```

A protocol named like a presenter's that only the interactor adopts
(`MoviesInteractorPresenterProtocol`, "interactor ← presenter") is the interactor's input: what
the presenter passes to it is not judged:

```swift
// file: Modules/Movies/Entity/MovieEntity.swift
struct MovieEntity {
    let title: String
}
// file: Modules/Movies/MoviesProtocols.swift
// MARK: Interactor -> Presenter
protocol MoviesInteractorPresenterProtocol: AnyObject {
    func fetchMovies(page: Int, after last: MovieEntity?)
}
// file: Modules/Movies/Interactor/MoviesInteractor.swift
final class MoviesInteractor {
    private var movies: [MovieEntity] = []
}

extension MoviesInteractor: MoviesInteractorPresenterProtocol {
    func fetchMovies(page: Int, after last: MovieEntity?) {
        _ = movies
    }
}
// file: Modules/Movies/Presenter/MoviesPresenter.swift
final class MoviesPresenter {
    weak var view: MoviesViewController?
    var interactor: MoviesInteractorPresenterProtocol?
}

extension MoviesPresenter {
    func start() {
        interactor?.fetchMovies(page: 1, after: nil)
    }
}
// file: Modules/Movies/View/MoviesViewController.swift
import UIKit

final class MoviesViewController: UIViewController {
    var presenter: MoviesPresenter?
}
// file: Modules/Movies/MoviesBuilder.swift
enum MoviesBuilder {
    static func build() -> MoviesViewController {
        let view = MoviesViewController()
        let presenter = MoviesPresenter()
        let interactor = MoviesInteractor()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        return view
    }
}
```

Such a protocol that no presenter holds (only the app's sync service uses it) is no module's
channel: its closures are not judged:

```swift
// file: Domain/Models/Landmark.swift
struct Landmark {
    let name: String
}
// file: Domain/Landmarks/LandmarkUseCases.swift
protocol LandmarkUseCases {
    func loadLandmarks(success: @escaping ([Landmark]) -> Void)
}

final class LandmarkInteractor: LandmarkUseCases {
    func loadLandmarks(success: @escaping ([Landmark]) -> Void) {
        success([])
    }
}
// file: App/SyncService.swift
final class SyncService {
    let landmarkUseCases: LandmarkUseCases

    init(landmarkUseCases: LandmarkUseCases) {
        self.landmarkUseCases = landmarkUseCases
    }
}
// file: UI/MapTab/MapScreenPresenter.swift
protocol MapScreenViewProtocol: AnyObject {
    func show(names: [String])
}

final class MapScreenPresenter {
    weak var view: MapScreenViewProtocol?
    var interactor: MapScreenInteractor?
}

final class MapScreenInteractor {}
// file: UI/MapTab/MapScreenBuilder.swift
enum MapScreenBuilder {
    static func build() -> MapScreenPresenter {
        let presenter = MapScreenPresenter()
        presenter.interactor = MapScreenInteractor()
        return presenter
    }
}
```

A platform type or a type from a library that the project extends among its models
(`extension Date` in `Models/`, an extension adopting only a platform protocol) stays no entity: no
extension conforms it to a protocol the project declares among its models:

```swift
// file: Models/Date+Formatting.swift
extension Date {
    var shortText: String { "\(timeIntervalSince1970)" }
}
// file: Models/Todo.swift
extension Todo: Comparable {}
// file: List/ListInteractor.swift
protocol ListInteractorOutput: AnyObject {
    func getTodoListSuccess(todoList: [Todo], updated: Date)
}

final class ListInteractor {
    weak var output: ListInteractorOutput?
}
// file: List/ListPresenter.swift
protocol ListView: AnyObject {
    func showTodoList(todoList: [Todo], updated: Date)
}

final class ListPresenter: ListInteractorOutput {
    weak var view: ListView?
    var interactor: ListInteractor?

    func getTodoListSuccess(todoList: [Todo], updated: Date) {
        view?.showTodoList(todoList: todoList, updated: updated)
    }
}
// file: List/ListViewController.swift
import UIKit

final class ListViewController: UIViewController, ListView {
    var presenter: ListPresenter?
    func showTodoList(todoList: [Todo], updated: Date) {}
}
// file: List/ListBuilder.swift
enum ListBuilder {
    static func build() -> ListViewController {
        let view = ListViewController()
        let presenter = ListPresenter()
        let interactor = ListInteractor()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        return view
    }
}
```

A model that only a test double builds (a mock data manager in the test target's `Mocks/` folder,
making up sample data for a test) is not used by the data side: the mock is no evidence:

```swift
// file: App/Common/Model/Section.swift
struct Section {
    let title: String
}
// file: App/Modules/InfoCV/InfoCVPresenter.swift
protocol InfoCVInteractorInput: AnyObject {}

final class InfoCVPresenter {
    var interactor: InfoCVInteractorInput?
    private var sections: [Section] = []
}
// file: AppTests/InfoCV/Mocks/MockInfoCVAPIDataManager.swift
final class MockInfoCVAPIDataManager {
    func sampleSections() -> [Section] {
        [Section(title: "Experience")]
    }
}
```

`Error` in the data side's `(Double?, Error?) -> Void` is Swift's protocol: it does not make a
namespace of messages nested under that name (`String.Error` in `Entity/Constants/`) an entity:

```swift
// file: App/Entity/Constants/String.swift
extension String {
    struct Error {
        static let noDataForShare = "Nothing to share"
    }
}
// file: App/Services/ExportService.swift
final class ExportService {
    func export(completion: (Double?, Error?) -> Void) {}
}
// file: App/Export/ExportInteractor.swift
final class ExportInteractor {
    let service = ExportService()
    weak var output: ExportPresenter?
}
// file: App/Export/ExportPresenter.swift
enum SystemError: Swift.Error { case custom(String) }
final class ExportPresenter {
    weak var view: ExportViewController?
    var interactor: ExportInteractor?
    func share() throws {
        throw SystemError.custom(String.Error.noDataForShare)
    }
}
// file: App/Export/ExportViewController.swift
import UIKit
final class ExportViewController: UIViewController {
    var presenter: ExportPresenter?
}
// file: App/Export/ExportAssembly.swift
enum ExportAssembly {
    static func build() -> ExportViewController {
        let view = ExportViewController()
        let presenter = ExportPresenter()
        let interactor = ExportInteractor()
        interactor.output = presenter
        presenter.interactor = interactor
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

A contract named for two different modules (`MapPresenterToRouteViewProtocol`) is not the first
module's view protocol: it joins the module of the view that adopts it, here one without an
interactor, where nothing is judged:

```swift
// file: Map/MapPresenter.swift
struct RouteEntity {}
protocol MapInteractorProtocol: AnyObject {}
final class MapPresenter {
    var interactor: MapInteractorProtocol?
}
// file: Route/RouteContracts.swift
protocol MapPresenterToRouteViewProtocol: AnyObject {
    func show(route: RouteEntity)
}
// file: Route/RouteViewController.swift
final class RouteViewController: UIViewController, MapPresenterToRouteViewProtocol {
    var presenter: RoutePresenter?
    func show(route: RouteEntity) {}
}
// file: Route/RoutePresenter.swift
final class RoutePresenter {
    weak var view: MapPresenterToRouteViewProtocol?
}
```

A `ViewModels/` folder ends like `DomainModels/` but holds the display side: what the use case
takes from there is no entity:

```swift
// file: Cheques/ViewModels/ChequeListType.swift
enum ChequeListType {
    case active, archived
}
// file: Cheques/UseCases/LoadChequesUseCase.swift
final class LoadChequesUseCase {
    func execute(listType: ChequeListType) {}
}
// file: Cheques/Presenter/ChequeListPresenter.swift
final class ChequeListPresenter {
    private let loadChequesUseCase: LoadChequesUseCase
    private let listType: ChequeListType

    init(loadChequesUseCase: LoadChequesUseCase, listType: ChequeListType) {
        self.loadChequesUseCase = loadChequesUseCase
        self.listType = listType
    }
}
// file: Cheques/ChequeListBuilder.swift
enum ChequeListBuilder {
    static func build(listType: ChequeListType) -> ChequeListViewController {
        let view = ChequeListViewController()
        view.presenter = ChequeListPresenter(loadChequesUseCase: LoadChequesUseCase(), listType: listType)
        return view
    }
}
// file: Cheques/View/ChequeListViewController.swift
import UIKit

final class ChequeListViewController: UIViewController {
    var presenter: ChequeListPresenter?
}
```

A presenter protocol of no module (a lone screen's, in an app that is not VIPER) is not
judged by its name alone:

```swift
// file: Models/User.swift
struct User {
    let name: String
}
// file: Services/UserService.swift
final class UserService {
    func currentUser() -> User { User(name: "") }
}
// file: Settings/SettingsPresenterProtocol.swift
protocol SettingsPresenterProtocol: AnyObject {
    func didSelect(user: User)
}
```

A file under such a folder that imports a test framework is still test code: a stand-in
presenter there is judged by no rule:

```swift
// file: Entity/Contact.swift
struct Contact: Codable {
    let name: String
}
// file: Services/ContactService.swift
final class ContactService {
    func makeContacts() -> [Contact] { [] }
}
// file: Entity/Test/ContactsListPresenterStandIn.swift
import XCTest

protocol ContactsListInteractorInput: AnyObject {}

final class ContactsListPresenter {
    var interactor: ContactsListInteractorInput!
    var contacts: [Contact] = []
}
```

Closures of the interactor's input protocol that carry display data, not entities, are fine,
whether written out or behind an alias:

```swift
struct MessageEntity {}
struct MessageDisplayItem {}
typealias DisplayCompletion = ([MessageDisplayItem]) -> Void

protocol ChatInteractorInput: AnyObject {
    var onReceive: (([MessageDisplayItem]) -> Void)? { get set }
    func loadHistory(completion: @escaping DisplayCompletion)
    func send(_ text: String)
}

final class ChatInteractor: ChatInteractorInput {
    var onReceive: (([MessageDisplayItem]) -> Void)?
    private var stored: [MessageEntity] = []
    func loadHistory(completion: @escaping DisplayCompletion) {}
    func send(_ text: String) {}
}

final class ChatPresenter {
    var interactor: ChatInteractorInput?
}
```

A mixin that presenters of several screens adopt by themselves (`BalanceObserving`, which any type
may adopt), not through a protocol of their modules, is not the interactor → presenter channel,
and its default implementation is not a presenter's code:

```swift
// file: Models/Balance.swift
struct Balance {
    let amount: Int
}
// file: Services/BalanceService.swift
final class BalanceService {
    func load() -> Balance? { nil }
}
// file: Vote/VoteBase/BalanceObserving.swift
protocol BalanceObserving: AnyObject {
    func didReceive(balance: Balance?)
}

extension BalanceObserving {
    func didReceive(balance: Balance?) {}
}
// file: Vote/VoteSetup/VoteSetupProtocols.swift
protocol VoteSetupInteractorInputProtocol: AnyObject {}
protocol VoteSetupInteractorOutputProtocol: AnyObject {}
// file: Vote/VoteSetup/VoteSetupInteractor.swift
final class VoteSetupInteractor: VoteSetupInteractorInputProtocol {
    weak var presenter: VoteSetupInteractorOutputProtocol?
}
// file: Vote/VoteSetup/VoteSetupPresenter.swift
final class VoteSetupPresenter: VoteSetupInteractorOutputProtocol, BalanceObserving {
    var interactor: VoteSetupInteractorInputProtocol!
}
// file: Vote/VoteConfirm/VoteConfirmPresenter.swift
protocol VoteConfirmInteractorInputProtocol: AnyObject {}

final class VoteConfirmPresenter: BalanceObserving {
    var interactor: VoteConfirmInteractorInputProtocol!
}
```

A protocol among the models whose requirements are mostly methods (`MarketSourceProtocol` with
`sources()` and `didLoad(_:)`) describes behaviour, not data, though an entity adopts it:

```swift
// file: Models/MarketSource.swift
protocol MarketSourceProtocol {
    var isLoaded: Bool { get }
    func sources() -> [String]
    func didLoad(_ sources: [String])
}
struct MarketSource: MarketSourceProtocol {
    var isLoaded: Bool { false }
    func sources() -> [String] { [] }
    func didLoad(_ sources: [String]) {}
}
// file: Services/MarketService.swift
final class MarketService {
    func source() -> MarketSourceProtocol { MarketSource() }
    func current() -> MarketSource { MarketSource() }
}
// file: Swap/SwapInteractor.swift
protocol SwapInteractorInput: AnyObject {}
final class SwapInteractor: SwapInteractorInput {}
// file: Swap/SwapPresenter.swift
final class SwapPresenter {
    var interactor: SwapInteractorInput!
    private var source: MarketSourceProtocol?
}
```

A module without an interactor (MVP where the presenter calls services) is not judged by this rule:

```swift
// file: Models/Order.swift
struct Order {}
// file: Services/OrderService.swift
final class OrderService {
    func orders() -> [Order] { [] }
}
// file: Orders/OrdersPresenter.swift
protocol OrdersViewInput: AnyObject {
    func show(_ orders: [Order])
}

final class OrdersPresenter {
    weak var view: OrdersViewInput?
    let service = OrderService()
}
```

A class with a shared instance of its own is a service (an SDK's facade), not data, even in a
`Model/` folder that an interactor reads:

```swift
// file: Model/SocialPlus.swift
public final class SocialPlus {
    public static let shared = SocialPlus()
    var isLoggedIn = false
}
// file: Feed/FeedInteractor.swift
final class FeedInteractor {
    func canPost() -> Bool { SocialPlus.shared.isLoggedIn }
}
// file: Feed/FeedPresenter.swift
final class FeedPresenter {
    var interactor: FeedInteractor!
    func didTapPost() {
        guard SocialPlus.shared.isLoggedIn else { return }
    }
}
```

A service that creates a view controller is UI code, not the data side: the alert kind that
only it and the views use is no entity:

```swift
// file: Services/Alert/Model/AlertType.swift
enum AlertType {
    case noInternet
    case wrongPassword
}
// file: Services/Alert/AlertService.swift
final class AlertService {
    func presentAlert(on viewController: UIViewController, alertType: AlertType) {
        let alert = AlertViewController(alertType: alertType)
        viewController.present(alert, animated: false)
    }
}
final class AlertViewController: UIViewController {
    init(alertType: AlertType) { super.init(nibName: nil, bundle: nil) }
}
// file: Profile/ProfileInteractor.swift
final class ProfileInteractor: ProfileInteractorInput {}
// file: Profile/ProfileProtocols.swift
protocol ProfileInteractorInput: AnyObject {}
protocol ProfileViewInput: AnyObject {
    func showAlert(with type: AlertType)
}
// file: Profile/ProfilePresenter.swift
final class ProfilePresenter {
    weak var view: ProfileViewInput?
    var interactor: ProfileInteractorInput!
    func didFail() { view?.showAlert(with: .noInternet) }
}
```


Any other `...Manager` is not the data side: a model that only a search bar manager uses is no
entity:

```swift
// file: Models/SearchQuery.swift
struct SearchQuery {
    let text: String
}
// file: Search/SearchBarManager.swift
final class SearchBarManager {
    func current() -> SearchQuery { SearchQuery(text: "") }
}
// file: Search/SearchPresenter.swift
protocol SearchInteractorInput: AnyObject {}

final class SearchPresenter {
    var interactor: SearchInteractorInput?

    func didChange(query: SearchQuery) {}
}
```

A subclass of Foundation's `NSError` is a failure type too, and a class of static constants kept
among the entities (`class Constants` of API keys) holds no data of its own:

```swift
// file: Helpers/ErrorModels/CustomErrorModel.swift
class CustomErrorModel: NSError {}
// file: Entities/Constants.swift
class Constants {
    static let apiKey = ""
    static let maximumResults = 20
}
// file: List/ListInteractor.swift
final class ListInteractor {
    func load(completion: (CustomErrorModel?) -> Void) {}
    let limit = Constants.maximumResults
}
// file: List/ListPresenter.swift
final class ListPresenter {
    var interactor: ListInteractor?
    func didFail(_ error: CustomErrorModel) {}
    let key = Constants.apiKey
}
```

A failure type is never an entity, and `URL` is Foundation's even when some type nests its own `URL`:

```swift
// file: Models/LoadError.swift
enum LoadError: Error {
    case offline
}
// file: Models/Constants.swift
enum Constants {
    enum URL {
        static let base = "https://example.org"
    }
}
// file: Feed/FeedInteractor.swift
final class FeedInteractor {
    func load(completion: (LoadError?) -> Void) {}
    let base = Constants.URL.base
}
// file: Feed/FeedPresenter.swift
final class FeedPresenter {
    var interactor: FeedInteractor?
    func didFail(_ error: LoadError) {}
    var link: URL?
}
```

```swift
struct CartEntity: MFREntityVIPER {}

protocol CartInteractorInput: AnyObject {}
final class CartPresenter: MFRPresenterVIPER {
    var interactor: CartInteractorInput?
    typealias Entity = CartEntity
}
```

```swift
struct OrderEntity {}

struct OrderDisplayItem {
    let title: String
}

protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter {
    var interactor: OrdersInteractorInput?
    private var items: [OrderDisplayItem] = []
}
```

```swift
struct OrderEntity {}

final class OrdersInteractor {
    func fetch() -> [OrderEntity] {
        []
    }
}

protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter {
    var interactor: OrdersInteractorInput?
    func didFetch(titles: [String]) {}
}
```

```swift
struct OrderEntity {}

protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter {
    var interactor: OrdersInteractorInput?
    // OrderEntity stays in the interactor.
    let title = "OrderEntity"
}
```

```swift
// file: Models/Theme.swift
struct Theme {
    let color: String
}
// file: Settings/SettingsPresenter.swift
protocol SettingsInteractorInput: AnyObject {}
final class SettingsPresenter {
    var interactor: SettingsInteractorInput?
    var theme: Theme?
}
```

```swift
// file: Models/OrderViewModel.swift
struct OrderViewModel {
    let title: String
}
// file: Orders/OrdersInteractor.swift
final class OrdersInteractor {
    func map() -> OrderViewModel { OrderViewModel(title: "") }
}
// file: Orders/OrdersPresenter.swift
protocol OrdersInteractorInput: AnyObject {}
final class OrdersPresenter {
    var interactor: OrdersInteractorInput?
    var rows: [OrderViewModel] = []
}
```

```swift
struct OrderEntity {}

protocol OrdersInteractorInput: AnyObject {
    func save(_ order: OrderEntity)
}

final class OrdersInteractor: OrdersInteractorInput {
    func save(_ order: OrderEntity) {}
}
```

```swift
protocol ListInteractorInput: AnyObject {}
final class ListPresenter<Entity> {
    var interactor: ListInteractorInput?
    var items: [Entity] = []
}
```

```swift
struct UserEntity {}

enum ProfileViewEvent {
    case didTapEdit(name: String)
}

protocol ProfileInteractorInput: AnyObject {}
final class ProfilePresenter: ViewEventListener {
    var interactor: ProfileInteractorInput?
    func handle(_ event: ProfileViewEvent) {}
}
```

A cell or view class kept among the models (a `UITableViewCell` in `Models/Cells/`, named as
`.self` to register a row) is UI, not an entity, though an interactor names it:

```swift
// file: Models/Cells/RequiredDateCell.swift
import UIKit

final class RequiredDateCell: UITableViewCell {
    static let reuseIdentifier = "RequiredDateCell"
}
// file: NewTask/NewTaskInteractor.swift
protocol NewTaskInteractorProtocol: AnyObject {
    func dateCellType() -> RequiredDateCell.Type
}

final class NewTaskInteractor: NewTaskInteractorProtocol {
    func dateCellType() -> RequiredDateCell.Type { RequiredDateCell.self }
}
// file: NewTask/NewTaskPresenter.swift
protocol NewTaskViewProtocol: AnyObject {
    func register(cellType: AnyClass, identifier: String)
}

final class NewTaskPresenter {
    weak var view: NewTaskViewProtocol?
    var interactor: NewTaskInteractorProtocol?

    func viewDidLoad() {
        view?.register(cellType: RequiredDateCell.self, identifier: RequiredDateCell.reuseIdentifier)
    }
}
// file: NewTask/NewTaskBuilder.swift
enum NewTaskBuilder {
    static func build() -> NewTaskPresenter {
        let presenter = NewTaskPresenter()
        presenter.interactor = NewTaskInteractor()
        return presenter
    }
}
```

Qualified with one of Apple's modules, a name is never the project's namesake:
`Foundation.Notification` is not the app's `Notification` entity:

```swift
// file: Storage/Models/Notification.swift
public struct Notification {}
// file: App/Main/MainInteractor.swift
final class MainInteractor: MainInteractorInput {
    func loadNotifications(completion: ([Notification]) -> Void) {}
}
// file: App/Main/MainPresenter.swift
protocol MainInteractorInput: AnyObject {}
final class MainPresenter {
    var interactor: MainInteractorInput?
    func keyboardWillShow(_ note: Foundation.Notification) {}
}
```

A name qualified by a type that declares no such alias is that type's own nested type: the
presenter's display item `Feed.Item` is not the interactor's `typealias Item = Post`:

```swift
// file: Models/Post.swift
struct Post {
    let id: Int
}
// file: Feed/FeedInteractor.swift
final class FeedInteractor {
    typealias Item = Post
    func load() -> [Item] { [] }
}
// file: Feed/FeedPresenter.swift
protocol FeedViewType: AnyObject {
    func show(_ items: [Feed.Item])
}
enum Feed {
    struct Item {
        let title: String
    }
}
final class FeedPresenter {
    weak var view: FeedViewType?
    var interactor: FeedInteractor?
    private var items: [Feed.Item] = []
}
// file: Feed/FeedViewController.swift
import UIKit
final class FeedViewController: UIViewController, FeedViewType {
    var presenter: FeedPresenter?
    func show(_ items: [Feed.Item]) {}
}
// file: Feed/FeedBuilder.swift
import UIKit
enum FeedBuilder {
    static func build() -> UIViewController {
        let view = FeedViewController()
        let presenter = FeedPresenter()
        presenter.view = view
        presenter.interactor = FeedInteractor()
        view.presenter = presenter
        return view
    }
}
```

Parts that share a stem but sit in two apps of one repository, with nothing of one side holding,
adopting or making anything of the other, are two modules. The Student app's presenter calls its
use cases itself (a module without an interactor is not judged); the Teacher app's interactor and
assembly of the same stem are not its interactor and builder:

```swift
// file: Student/Comments/CommentsPresenter.swift
struct Comment {
    let text: String
}
protocol CommentsViewProtocol: AnyObject {
    func reload()
}
final class CommentsPresenter {
    weak var view: CommentsViewProtocol?
    var comments: [Comment] = []
}
// file: Student/Comments/CommentsViewController.swift
import UIKit
final class CommentsViewController: UIViewController, CommentsViewProtocol {
    var presenter: CommentsPresenter?
    func reload() {}
}
// file: Teacher/Grading/CommentsInteractor.swift
protocol CommentsInteractor: AnyObject {
    func load() -> [Comment]
}
final class CommentsInteractorLive: CommentsInteractor {
    func load() -> [Comment] { [] }
}
// file: Teacher/Grading/CommentsAssembly.swift
enum CommentsAssembly {
    static func makeInteractor() -> CommentsInteractor {
        CommentsInteractorLive()
    }
}
```

A class of static functions alone, with no stored instance property, kept among the models (a
random generator in `Model/`) holds no data: it is behaviour, not an entity.

```swift
// file: Model/SaltGenerator.swift
final class SaltGenerator {
    class func randomSalt() -> String { "" }
    static func randomKey(length: Int) -> String { "" }
}
// file: Salt/SaltInteractor.swift
final class SaltInteractor {
    func store(salt: String) {
        let key = SaltGenerator.randomKey(length: 8)
    }
}
// file: Salt/SaltPresenter.swift
protocol SaltInteractorInput: AnyObject {}
final class SaltPresenter {
    var interactor: SaltInteractorInput?
    func generate() {
        let salt = SaltGenerator.randomSalt()
    }
}
```

"""##,
        "module-has-builder": ##"""
# `module-has-builder`: Module has builder

Every module is assembled by a builder (or assembly, configurator, static factory).

Every module that has a presenter (or a view together with an interactor or router) has
something that assembles it: a builder type (`XxxBuilder`, `XxxModule`, `XxxModuleFactory`), an
assembly or configurator (`XxxAssembly`, `XxxModuleConfigurator`), a generic builder subclass
(`MFRVIPERBuilder<...>`), a type named like a factory (`XxxScreenFactory`), a static factory on a
router (`assembleModule`, `createModule`, `build`, ...), a wireframe whose `init` (or its own
method) creates the module, a free factory function (`makeLoginModule()`), a type that creates
the presenter together with other parts of the module, or a static factory on one of the module's
own types that does so (`ContactListViewController.getViper(with:)`). A lone view or view controller is not a
module. The finding sits on the presenter's declaration (the view's when there is no presenter).

Creating the presenter is not assembling the module when it is done by:
- an app-wide **composition root** that wires several modules (`AppDependencies` in the objc.io
  sample, a `CoreBuilder` with one factory method per module, any builder-named type that wires
  modules of features it does not belong to): the finding names it; list it in
  `compositionRoots` to accept it as the builder;
- the module's own view (`presenter = QuizPresenter(view: self)` in `viewDidLoad`), or another
  module's view, presenter or router instance method (a parent screen creating a child's
  presenter);
- a coordinator or app delegate, or top-level code.

A presenter-named object that a view creates for one of its controls (an `InputPresenter` that
formats a text field), or that a screen's presenter creates for one of its subviews (a
`QrImageViewPresenter` for a `QrImageView: UIView`), in a module with nothing but name evidence,
is a component of that screen, not a screen module: it is not reported when nothing it holds is
a view controller or a protocol a view controller adopts (in the linted Swift code: a controller
written in Objective-C is not seen). A presenter that talks to a view controller is a screen's
presenter and still is.

So is the presenter of a UIKit view or cell (`AmountLabelViewPresenter` of an
`AmountLabelView: UIView`), whatever its evidence, and the presenter of no view at all that a
presenter or an interactor creates (a settings cell presenter's `SMSSwitchViewPresenter`), when
no view controller is in its module and it holds none. The views of SwiftUI modules are no UIKit
views: a SwiftUI screen's presenter is still judged.

A module registry builds every module that no Swift code creates: Viperit's `ViperitModule` enum
(`AppModules.login.build()` makes the parts by their class names).

A factory inside a feature that picks one of that feature's presenters (`PinViewFactory`
creating the setup, unlock or authorization presenter for one pin screen) is their builder.
The message says where the module is wired now and what to add.

Default severity: **error**.

## Why

A VIPER module's parts depend on each other only through protocols, so one place must create them
and wire their references (and decide which are weak). In the objc.io article "Architecting iOS
Apps with VIPER" wireframes and `AppDependencies` do it; MFRBaseArchitecture has a
`MFRVIPERBuilder` per module ("In the builder class, you specify the respective classes for View,
Presenter, Interactor, router and entity layers for the module"); K-Torishima's Architecture_VIPER
notes put `static func assembleModule` on the router. Without a builder the wiring spreads into
view controllers and previous modules, and the module cannot be created, reused or tested on its
own.

## Options

| name | type | default | meaning |
|---|---|---|---|
| `compositionRoots` | string array | `[]` | App-wide types (`AppDependencies`) accepted as the builder of the modules they wire. |

## Triggering examples

message: module Profile has no builder: add a builder (`ProfileBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view ProfileViewController, presenter ProfilePresenter, interactor ProfileInteractor, router ProfileRouter)

```swift
// file: Profile/ProfileViewController.swift
final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter!
}
// file: Profile/ProfilePresenter.swift
final class ↓ProfilePresenter {
    weak var view: ProfileViewController?
    var interactor: ProfileInteractor!
    var router: ProfileRouter!
}
// file: Profile/ProfileInteractor.swift
final class ProfileInteractor {}
// file: Profile/ProfileRouter.swift
final class ProfileRouter {}
```

```swift
final class ↓SearchViewController: UIViewController {
    var interactor: SearchInteractor!
}

final class SearchInteractor {}
```

```swift
final class ↓AboutViewController: UIViewController {
    var router: AboutRouter!
}

final class AboutRouter {
    func close() {}
}
```

```swift
final class TodoDetailViewController: UIViewController {
    // The view creates its own presenter: nothing outside wires the module.
    lazy var presenter = TodoDetailPresenter(view: self)
}

final class ↓TodoDetailPresenter {
    weak var view: TodoDetailViewController?
    init(view: TodoDetailViewController) {
        self.view = view
    }
}
```

```swift
// file: Login/LoginBuilder.swift
final class LoginBuilder {
    static func build() -> UIViewController {
        let view = LoginViewController()
        view.presenter = LoginPresenter()
        return view
    }
}
// file: Login/LoginModule.swift
final class LoginViewController: UIViewController {
    var presenter: LoginPresenter!
}
final class LoginPresenter {}
// file: Signup/SignupModule.swift
final class SignupViewController: UIViewController {
    var presenter: SignupPresenter!
}
final class ↓SignupPresenter {}
```

```swift
protocol SettingsViewProtocol: MFRViewVIPER {}
protocol SettingsPresenterProtocol: MFRPresenterVIPER {}

final class SettingsView: UIViewController, SettingsViewProtocol {}
final class ↓SettingsPresenter: SettingsPresenterProtocol {}
final class SettingsInteractor: MFRInteractorInputVIPER {}
```

```swift
// file: Search/SearchViewInput.swift
protocol SearchViewInput: AnyObject {}
protocol SearchViewOutput: AnyObject {}
protocol SearchModuleInput: AnyObject {}
// file: Search/SearchPresenter.swift
final class ↓SearchPresenter: SearchViewOutput, SearchModuleInput {
    weak var view: SearchViewInput?
    var router: SearchRouterInput!
}
```

```swift
final class ↓AboutPresenter: ViewEventListener {
    func handle(_ event: AboutViewEvent) {}
}

final class AboutInteractor: PresenterEventListener {
    func handle(_ command: AboutCommand) {}
}
```

```swift
protocol PromoViewInterface: AnyObject {}
protocol PromoPresenterInterface: AnyObject {}

final class PromoViewController: UIViewController, PromoViewInterface {
    var presenter: PromoPresenterInterface!
}

final class ↓PromoPresenter: PromoPresenterInterface {
    private unowned let view: PromoViewInterface
    init(view: PromoViewInterface) {
        self.view = view
    }
}
```

```swift
// file: App/AppDependencies.swift
final class AppDependencies {
    func configure() {
        let listPresenter = ListPresenter()
        let addPresenter = AddPresenter()
        listPresenter.addModule = addPresenter
    }
}
// file: Modules/List/ListPresenter.swift
final class ↓ListPresenter {
    weak var view: ListViewController?
    var addModule: AddPresenter?
}
final class ListViewController: UIViewController {
    var presenter: ListPresenter!
}
// file: Modules/Add/AddPresenter.swift
final class ↓AddPresenter {
    weak var view: AddViewController?
}
final class AddViewController: UIViewController {
    var presenter: AddPresenter!
}
```

A screen with a wireframe of its own next to it is a module, even when only its view model holds
the wireframe:

```swift
// file: Modules/Farm/FarmViewController.swift
protocol FarmViewProtocol: AnyObject {}
final class ↓FarmViewController: UIViewController, FarmViewProtocol {
    var viewModel: FarmViewModel?
}
// file: Modules/Farm/FarmViewModel.swift
final class FarmViewModel {
    var wireframe: FarmWireframeProtocol?
}
// file: Modules/Farm/FarmWireframe.swift
protocol FarmWireframeProtocol {
    func showDetails(on view: FarmViewProtocol?)
}
final class FarmWireframe: FarmWireframeProtocol {
    func showDetails(on view: FarmViewProtocol?) {}
}
// file: Modules/Explore/ExploreWireframe.swift
final class ExploreWireframe {
    func showFarm(from view: UIViewController) {
        let viewModel = FarmViewModel()
        viewModel.wireframe = FarmWireframe()
        let controller = FarmViewController()
        controller.viewModel = viewModel
        view.navigationController?.pushViewController(controller, animated: true)
    }
}
```

A view-less flow that the composition root wires like its screens (an interactor and a wireframe,
no view controller of its own) is a module too:

```swift
// file: App/ModuleDependencies.swift
final class ModuleDependencies {
    let listWireframe = ListWireframe()
    let airdropWireframe = AirdropWireframe()

    func configure() {
        let listPresenter = ListPresenter()
        listWireframe.presenter = listPresenter
        let airdropPresenter = AirdropPresenter()
        let airdropInteractor = AirdropInteractor()
        airdropInteractor.output = airdropPresenter
        airdropPresenter.interactor = airdropInteractor
        airdropPresenter.wireframe = airdropWireframe
    }
}
// file: Modules/List/ListPresenter.swift
final class ↓ListPresenter {
    weak var view: ListViewController?
}
final class ListViewController: UIViewController {
    var presenter: ListPresenter!
}
final class ListWireframe {
    var presenter: ListPresenter?
}
// file: Modules/Airdrop/AirdropPresenter.swift
protocol AirdropInteractorOutput: AnyObject {}
final class ↓AirdropPresenter: AirdropInteractorOutput {
    var interactor: AirdropInteractor?
    var wireframe: AirdropWireframe?
}
// file: Modules/Airdrop/AirdropInteractor.swift
final class AirdropInteractor {
    weak var output: AirdropInteractorOutput?
}
// file: Modules/Airdrop/AirdropWireframe.swift
final class AirdropWireframe {
    weak var presenter: AirdropPresenter?
}
```

```swift
// file: Feed/FeedBuilder.swift
enum FeedBuilder {
    static func build() -> UIViewController {
        let view = FeedViewController()
        view.presenter = FeedPresenter()
        return view
    }
}
// file: Feed/FeedPresenter.swift
final class FeedPresenter {
    func storyScreen() -> UIViewController {
        let story = StoryViewController()
        story.presenter = StoryPresenter()
        return story
    }
}
// file: Feed/FeedViewController.swift
final class FeedViewController: UIViewController { var presenter: FeedPresenter! }
// file: Story/StoryModule.swift
final class StoryViewController: UIViewController { var presenter: StoryPresenter! }
final class ↓StoryPresenter {}
```

A SwiftUI screen's presenter, created by the root view, still needs a builder (SwiftUI views are
no UIKit views):

message: module Portfolio has no builder: `PortfolioPresenter` is created by `ContentView`, which is not a builder; add a builder (`PortfolioBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view PortfolioView, presenter PortfolioPresenter, interactor PortfolioInteractor) and let `ContentView` ask it for the module

```swift
// file: Portfolio/PortfolioView.swift
struct PortfolioView: View {
    @ObservedObject var presenter: PortfolioPresenter

    var body: some View {
        Text(presenter.title)
    }
}
// file: Portfolio/PortfolioPresenter.swift
final class ↓PortfolioPresenter: ObservableObject {
    @Published var title = ""
    private let interactor = PortfolioInteractor()
}

final class PortfolioInteractor {}
// file: ContentView.swift
struct ContentView: View {
    var body: some View {
        PortfolioView(presenter: PortfolioPresenter())
    }
}
```

message: module LimitsToggle has no builder: its view `LimitsScreen` creates `LimitsTogglePresenter` itself; move that wiring into a builder (`LimitsToggleBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view LimitsScreen, presenter LimitsTogglePresenter)

```swift
// file: Settings/Limits/LimitsTogglePresenter.swift
protocol LimitsTogglePresenterDelegate: AnyObject {}
final class ↓LimitsTogglePresenter {
    weak var delegate: LimitsTogglePresenterDelegate?
}
// file: Settings/Limits/LimitsScreen.swift
final class LimitsScreen: UIViewController, LimitsTogglePresenterDelegate {
    lazy var presenter = LimitsTogglePresenter()
}
```

A tab bar controller is a view controller: a presenter whose view is a `UITabBarController`
subclass heads a module like any other:

```swift
// file: Home/HomeViewContract.swift
protocol HomeViewContract: AnyObject {}
// file: Home/HomePresenter.swift
final class ↓HomePresenter {
    private weak var view: HomeViewContract?

    init(view: HomeViewContract) {
        self.view = view
    }
}
// file: Home/HomeTabBarController.swift
import UIKit

final class HomeTabBarController: UITabBarController, HomeViewContract {
    var presenter: HomePresenter!
}
```

A view controller whose name carries no role word (`LoginPage`) is the view of the module whose
presenter it holds when that module has no other view and sits beside it; creating the presenter
itself does not make it a builder:

```swift
// file: Login/View/LoginPage.swift
import UIKit

final class LoginPage: UIViewController {
    var presenter: LoginPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter = LoginPresenter(interactor: LoginInteractor())
    }
}
// file: Login/Presenter/LoginPresenter.swift
final class ↓LoginPresenter {
    let interactor: LoginInteractor

    init(interactor: LoginInteractor) {
        self.interactor = interactor
    }
}
// file: Login/Interactor/LoginInteractor.swift
final class LoginInteractor {
    func logIn() {}
}
```

Top-level code is not a builder, even inside a closure, unless the closure's name says it makes
something:

message: module Launch has no builder: `LaunchPresenter` is created by top-level code in App/Startup.swift; add a builder (`LaunchBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view LaunchViewController, presenter LaunchPresenter) and call it from there

```swift
// file: App/Startup.swift
let onLaunch: () -> LaunchViewController = {
    let controller = LaunchViewController()
    controller.presenter = LaunchPresenter()
    return controller
}
// file: Launch/LaunchPresenter.swift
final class ↓LaunchPresenter {}
// file: Launch/LaunchViewController.swift
import UIKit

final class LaunchViewController: UIViewController {
    var presenter: LaunchPresenter?
}
```

A presenter that a coordinator creates for its view is not built by a builder, whatever protocol
names it uses:

```swift
// file: Flows/Orders/CancelOrder/CancelOrderView.swift
import UIKit

protocol CancelOrderViewOutput: CancelOrderViewModelInput {}
protocol CancelOrderViewInput: CancelOrderViewModelOutput {}

final class CancelOrderView: UIViewController {
    var model: CancelOrderViewOutput!

    @IBAction func cancelAction(_ sender: Any) {
        dismiss(animated: false)
        model.close()
    }
}

extension CancelOrderView: CancelOrderViewModelOutput {}
// file: Flows/Orders/CancelOrder/CancelOrderPresenter.swift
protocol CancelOrderViewModelInput: AnyObject {
    func close()
}

protocol CancelOrderViewModelOutput: AnyObject {}

final class ↓CancelOrderPresenter {
    weak var output: CancelOrderViewModelOutput!
}

extension CancelOrderPresenter: CancelOrderViewOutput {
    func close() {}
}
// file: Flows/Profile/ProfileCoordinator.swift
import UIKit

final class ProfileCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showCancelOrder() {
        let view = CancelOrderView()
        let model = CancelOrderPresenter()
        model.output = view
        view.model = model
        navigationController.present(view, animated: true)
    }
}
```

A router that takes its presenter from a locator and only hands it itself wires nothing else of
the module:

```swift
// file: Locators/PresenterLocator.swift
import UIKit

final class PresenterLocator {
    func dataConfirmationPresenter() -> DataConfirmationPresenterProtocol {
        DataConfirmationPresenter()
    }
}
final class ViewLocator {
    func dataConfirmationView(presenter: DataConfirmationPresenterProtocol) -> UIViewController {
        DataConfirmationViewController(presenter: presenter)
    }
}
final class InteractorLocator {
    func dataConfirmationInteractor() -> DataConfirmationInteractorProtocol {
        DataConfirmationInteractor()
    }
}
// file: DataConfirmation/DataConfirmationContract.swift
protocol DataConfirmationRouter: AnyObject {
    func confirmData()
}
protocol DataConfirmationInteractorProtocol {}
protocol DataConfirmationPresenterProtocol: AnyObject {
    var interactor: DataConfirmationInteractorProtocol? { get set }
    var router: DataConfirmationRouter? { get set }
}
// file: DataConfirmation/DataConfirmationPresenter.swift
final class ↓DataConfirmationPresenter: DataConfirmationPresenterProtocol {
    var interactor: DataConfirmationInteractorProtocol?
    weak var router: DataConfirmationRouter?
}
// file: DataConfirmation/DataConfirmationViewController.swift
import UIKit

final class DataConfirmationViewController: UIViewController {
    let presenter: DataConfirmationPresenterProtocol

    init(presenter: DataConfirmationPresenterProtocol) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
// file: DataConfirmation/DataConfirmationInteractor.swift
final class DataConfirmationInteractor: DataConfirmationInteractorProtocol {}
// file: DataConfirmation/DataConfirmationModule.swift
import UIKit

final class DataConfirmationModule: DataConfirmationRouter {
    private let presenters = PresenterLocator()
    private let interactors = InteractorLocator()
    private let views = ViewLocator()
    private var presenter: DataConfirmationPresenterProtocol?

    func initialize() {
        let presenter = presenters.dataConfirmationPresenter()
        presenter.router = self
        self.presenter = presenter
        _ = views.dataConfirmationView(presenter: presenter)
    }

    func confirmData() {}
}
```

A presenter that talks to a view controller through its base class's reference is a screen's
presenter, not a component, when another screen's view creates it:

```swift
// file: Sidebar/QuickSettings/QuickSettingDropdownPresenter.swift
import AppKit

protocol QuickSettingsDetailViewControllerProtocol: AnyObject {
    func reload()
}

class QuickSettingDropdownPresenter: NSObject {
    weak var viewController: QuickSettingsDetailViewControllerProtocol?
}
// file: Sidebar/QuickSettings/KillSwitchDropdownPresenter.swift
final class ↓KillSwitchDropdownPresenter: QuickSettingDropdownPresenter {
    func toggle() {
        viewController?.reload()
    }
}
// file: Sidebar/QuickSettings/NetshieldDropdownPresenter.swift
final class ↓NetshieldDropdownPresenter: QuickSettingDropdownPresenter {
    func select() {
        viewController?.reload()
    }
}
// file: Sidebar/QuickSettings/QuickSettingDetailViewController.swift
import AppKit

final class QuickSettingDetailViewController: NSViewController, QuickSettingsDetailViewControllerProtocol {
    let presenter: QuickSettingDropdownPresenter

    init(presenter: QuickSettingDropdownPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        presenter.viewController = self
    }

    required init?(coder: NSCoder) { nil }

    func reload() {}
}
// file: Sidebar/SidebarViewController.swift
import AppKit

final class SidebarViewController: NSViewController {
    func showKillSwitch() {
        let detail = QuickSettingDetailViewController(presenter: KillSwitchDropdownPresenter())
        addChild(detail)
    }

    func showNetshield() {
        let detail = QuickSettingDetailViewController(presenter: NetshieldDropdownPresenter())
        addChild(detail)
    }
}
```

A presenter's static factory that makes only the presenter builds nothing: the interactor it is
given is made by nobody:

```swift
// file: Profile/ProfilePresenter.swift
final class ↓ProfilePresenter {
    let interactor: ProfileInteractor

    private init(interactor: ProfileInteractor) {
        self.interactor = interactor
    }

    static func make(interactor: ProfileInteractor) -> ProfilePresenter {
        ProfilePresenter(interactor: interactor)
    }
}
// file: Profile/ProfileInteractor.swift
final class ProfileInteractor {
    func loadProfile() {}
}
```

An implementation ending does not make any type a builder: a service that creates the presenter
only wires it:

message: module Announcements has no builder: `AnnouncementsPresenter` is created by `AnnouncementsServiceImpl`, which is not a builder; add a builder (`AnnouncementsBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view AnnouncementsViewController, presenter AnnouncementsPresenter) and let `AnnouncementsServiceImpl` call it

```swift
// file: Announcements/AnnouncementsServiceImpl.swift
struct AnnouncementsServiceImpl {
    func attach(to scene: AnnouncementsViewController) {
        scene.presenter = AnnouncementsPresenter(scene: scene)
    }
}
// file: Announcements/Presenter/AnnouncementsPresenter.swift
final class ↓AnnouncementsPresenter {
    private weak var scene: AnnouncementsViewController?

    init(scene: AnnouncementsViewController) {
        self.scene = scene
    }
}
// file: Announcements/View/AnnouncementsViewController.swift
import UIKit

final class AnnouncementsViewController: UIViewController {
    var presenter: AnnouncementsPresenter?
}
```

A router that keeps the app's window is still its module's router when it holds the module's
view: the module needs its builder all the same:

message: module Root has no builder: add a builder (`RootBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view RootViewController, presenter RootPresenter, router RootRouter)

```swift
// file: Root/RootViewController.swift
import UIKit

final class RootViewController: UIViewController {
    var presenter: RootPresenter?
}
// file: Root/RootPresenter.swift
final class ↓RootPresenter {
    weak var view: RootViewController?
    var router: RootRouterProtocol?
}
// file: Root/RootRouter.swift
import UIKit

protocol RootRouterProtocol {}

final class RootRouter: RootRouterProtocol {
    private let window: UIWindow
    weak var viewController: RootViewController?

    init(window: UIWindow) {
        self.window = window
    }
}
```

A view controller's own storyboard factory (`TransferViewController.instantiate()`) makes it as
its initializer does; another screen that makes it so and wires its presenter is still not a
builder:

message: module Transfer has no builder: `TransferPresenter` is created by the view `DocumentsViewController`, which is not a builder; add a builder (`TransferBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view TransferViewController, presenter TransferPresenter) and let `DocumentsViewController` ask it for the module

```swift
// file: Modules/Transfer/TransferViewController.swift
import UIKit

final class TransferViewController: UIViewController {
    var presenter: TransferPresenter?

    static func instantiate() -> TransferViewController {
        UIStoryboard(name: "Transfer", bundle: nil).instantiateInitialViewController() as! TransferViewController
    }
}
// file: Modules/Transfer/TransferPresenter.swift
final class ↓TransferPresenter {
    weak var view: TransferViewController?

    init(view: TransferViewController) {
        self.view = view
    }
}
// file: Modules/Documents/DocumentsViewController.swift
import UIKit

final class DocumentsViewController: UIViewController {
    func openTransfer() {
        let controller = TransferViewController.instantiate()
        controller.presenter = TransferPresenter(view: controller)
        present(controller, animated: true)
    }
}
```

A class named as a configurator that declares UIKit's view controller as its own base class is a
view controller, whatever its name: a view that creates its presenter is no builder:

message: module Home has no builder: its view `HomeConfigurator` creates `HomePresenter` itself; move that wiring into a builder (`HomeBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view HomeConfigurator, presenter HomePresenter, router HomeRouter)

```swift
// file: Home/HomeConfigurator.swift
import UIKit

protocol HomeConfiguring {
    func configure(homeViewController: HomeViewController)
}

final class HomeConfigurator: UIViewController {
    func configure(homeViewController: HomeViewController) {
        let router = HomeRouter(viewController: homeViewController)
        let presenter = HomePresenter(view: homeViewController, router: router)
        homeViewController.presenter = presenter
    }
}
// file: Home/HomePresenter.swift
protocol HomeView: AnyObject {
    func show(title: String)
}

final class ↓HomePresenter {
    private weak var view: HomeView?
    private let router: HomeRouter

    init(view: HomeView, router: HomeRouter) {
        self.view = view
        self.router = router
    }
}
// file: Home/HomeRouter.swift
import UIKit

final class HomeRouter {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }
}
// file: Home/HomeViewController.swift
import UIKit

class HomeViewController: UIViewController, HomeView {
    var presenter: HomePresenter?
    var configurator = HomeConfigurator()

    override func viewDidLoad() {
        super.viewDidLoad()
        configurator.configure(homeViewController: self)
    }

    func show(title: String) {}
}
```

The app's one `Wireframe` that also makes another screen's presenter (`ArticleListPresenter`,
whether or not that screen forms a module) is the app's composition root, not this module's
wireframe:

message: module Main has no builder: `MainPresenter` is created by `Wireframe`, which is not a builder; add a builder (`MainBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view MainViewController, presenter MainPresenter) and let `Wireframe` call it

```swift
// file: App/Wireframe.swift
import UIKit

final class Wireframe {
    let context: AppContext

    init(context: AppContext) {
        self.context = context
    }

    func articleList() -> UIViewController {
        let controller = ArticleListViewController()
        controller.presenter = ArticleListPresenter(path: "/articles")
        return controller
    }

    func setupMainView() -> MainViewProtocol {
        let view = context.makeMainView()
        let presenter = MainPresenter(view: view)
        view.presenter = presenter
        return view
    }
}
// file: App/MainPresenter.swift
final class ↓MainPresenter {
    private weak var view: MainViewProtocol?

    init(view: MainViewProtocol) {
        self.view = view
    }
}
// file: App/MainViewController.swift
import UIKit

protocol MainViewProtocol: AnyObject {
    var presenter: MainPresenter? { get set }
}

final class MainViewController: UIViewController, MainViewProtocol {
    var presenter: MainPresenter?
}
// file: App/ArticleList/ArticleListViewController.swift
import UIKit

struct ArticleListPresenter {
    let path: String
}

final class ArticleListViewController: UIViewController {
    var presenter: ArticleListPresenter?
}
```

A view and a router kept in separate folders (`View Controllers/`, `Routers/`) are one module when
the view reaches the router through the object it keeps (its view model, made with the router by
another screen's router):

message: module SignIn has no builder: `SignInViewController` is created by the router `Router`, which is not a builder; add a builder (`SignInBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view SignInViewController, router SignInRouter) and let `Router` ask it for the module

```swift
// file: Sources/Routers/Router.swift
import UIKit

class Router {
    weak var navigationController: UINavigationController?

    func showSignIn() {
        let viewController = SignInViewController()
        let router = SignInRouter()
        router.navigationController = navigationController
        viewController.viewModel = SignInViewModel(withRouter: router)
        navigationController?.pushViewController(viewController, animated: true)
    }
}
// file: Sources/Routers/Auth/SignInRouter.swift
final class SignInRouter: Router {
    func showForgotPassword() {}
}
// file: Sources/ViewModels/Auth/SignInViewModel.swift
final class SignInViewModel {
    private let router: SignInRouter

    init(withRouter router: SignInRouter) {
        self.router = router
    }

    func forgotPassword() {
        router.showForgotPassword()
    }
}
// file: Sources/View Controllers/Auth/SignInViewController.swift
import UIKit

final class ↓SignInViewController: UIViewController {
    var viewModel: SignInViewModel!
}
```

A type named as a builder that wires nothing and that the module's own interactor makes (the
request parameters it hands its worker) builds a request, not the module:

message: module History has no builder: its view `HistoryViewController` creates `HistoryPresenter` itself; move that wiring into a builder (`HistoryBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view HistoryViewController, presenter HistoryPresenter, interactor HistoryInteractor, builder HistoryBuilder)

```swift
// file: Scenes/History/HistoryModels.swift
class HistoryBuilder {
    var page = 0
    var parameters: [String: Any] { ["page": page] }
}
// file: Scenes/History/HistoryInteractor.swift
protocol HistoryBusinessLogic {
    func fetchHistory()
}

final class HistoryInteractor: HistoryBusinessLogic {
    weak var presenter: HistoryPresentationLogic?
    private var builder: HistoryBuilder!

    func fetchHistory() {
        builder = HistoryBuilder()
    }
}
// file: Scenes/History/HistoryPresenter.swift
protocol HistoryPresentationLogic: AnyObject {
    func presentHistory()
}

final class ↓HistoryPresenter: HistoryPresentationLogic {
    weak var viewController: HistoryViewController?

    func presentHistory() {}
}
// file: Scenes/History/HistoryViewController.swift
import UIKit

final class HistoryViewController: UIViewController {
    var interactor: HistoryBusinessLogic?

    override func viewDidLoad() {
        super.viewDidLoad()
        let interactor = HistoryInteractor()
        let presenter = HistoryPresenter()
        interactor.presenter = presenter
        presenter.viewController = self
        self.interactor = interactor
    }
}
```

The finding sits on the module's screen presenter: the one with the strongest evidence, not a
helper that only its name calls a presenter (a collection's `SearchCollectionPresenter` that the
view makes for itself, beside the `SearchPresenter` that adopts the interactor's output):

message: module Search has no builder: its view `SearchViewController` creates `SearchCollectionPresenter` itself; move that wiring into a builder (`SearchBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view SearchViewController, presenter SearchCollectionPresenter, presenter SearchPresenter, interactor SearchInteractor)

```swift
// file: Scenes/Search/SearchViewController.swift
import UIKit

final class SearchViewController: UIViewController, SearchPresenterOutput {
    var interactor: SearchInteractorInput?
    private let presenter = SearchCollectionPresenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.search("")
    }

    func show(count: Int) {}
}
// file: Scenes/Search/SearchCollectionPresenter.swift
final class SearchCollectionPresenter {
    private var titles: [String] = []
    var numberOfItems: Int { titles.count }
}
// file: Scenes/Search/SearchPresenter.swift
protocol SearchPresenterOutput: AnyObject {
    func show(count: Int)
}

final class ↓SearchPresenter: SearchInteractorOutput {
    weak var output: SearchPresenterOutput?

    func didFind(count: Int) {
        output?.show(count: count)
    }
}
// file: Scenes/Search/SearchInteractor.swift
protocol SearchInteractorInput {
    func search(_ text: String)
}

protocol SearchInteractorOutput: AnyObject {
    func didFind(count: Int)
}

final class SearchInteractor: SearchInteractorInput {
    weak var output: SearchInteractorOutput?

    func search(_ text: String) {
        output?.didFind(count: 0)
    }
}
```

Types of one name in folders of one app's layers (`VIPER/Presenter/` and `VIPER/Interactor/`
each declaring a `ServerProtocol`, or a Finder copy `LanguageView 2.swift` beside
`LanguageView.swift`) are no two apps: the module stays whole and is judged:

message: module Language has no builder: its view `LanguageView` creates `LanguagePresenter` itself; move that wiring into a builder (`LanguageBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view LanguageView, presenter LanguagePresenter, interactor LanguageInteractor)

```swift
// file: App/VIPER/View/settingsView/LanguageView.swift
import SwiftUI

struct LanguageView: View {
    @StateObject var presenter: LanguagePresenter

    init() {
        _presenter = StateObject(wrappedValue: LanguagePresenter(interactor: LanguageInteractor()))
    }

    var body: some View { Text(presenter.title) }
}
// file: App/VIPER/Presenter/settingsPresenter/LanguagePresenter.swift
import SwiftUI

protocol ServerProtocol {
    func load()
}

final class ↓LanguagePresenter: ObservableObject, ServerProtocol {
    @Published var title = ""
    let interactor: LanguageInteractor

    init(interactor: LanguageInteractor) {
        self.interactor = interactor
    }

    func load() {}
}
// file: App/VIPER/Interactor/settingsInteractor/LanguageInteractor.swift
protocol ServerProtocol {
    func fetch()
}

final class LanguageInteractor: ServerProtocol {
    func fetch() {}
}
```

A router whose stem differs from the screen's (`MoreRouter` beside `MoreScreen`) joins the module
whose presenter keeps it, even when another view of another stem shares the folder; that alone
does not assemble the module when the view creates its presenter itself:

message: module MoreScreen has no builder: its view `MoreScreen` creates `MoreScreenPresenter` itself; move that wiring into a builder (`MoreScreenBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view MoreScreen, presenter MoreScreenPresenter, router MoreRouter)

```swift
// file: Orchestration/Architecture.swift
import SwiftUI

public protocol FeatureRouter: AnyObject {
    var featurePresenter: ScreenPresenter { get }
}
public protocol ScreenPresenter: AnyObject {}
public protocol ModelView: View {}
// file: Features/More/MoreRouter.swift
import SwiftUI

public final class MoreRouter {
    func about() -> FeatureRouter? { nil }
}
// file: Features/More/MoreScreen.swift
import SwiftUI

final class ↓MoreScreenPresenter: ObservableObject, ScreenPresenter {
    private let router: MoreRouter

    init(router: MoreRouter) {
        self.router = router
    }
}

struct MoreScreen: ModelView {
    @StateObject var presenter = MoreScreenPresenter(router: MoreRouter())

    var body: some View { OrganizationOptionView() }
}

struct OrganizationOptionView: View {
    var body: some View { Text("Organization") }
}
```

A global constant that makes only the presenter is top-level code, not a builder:

message: module EmplesGrid has no builder: `EmplesGridPresenter` is created by top-level code in Assembly/GridModule.swift; add a builder (`EmplesGridBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view EmplesGridView, presenter EmplesGridPresenter) and call it from there

```swift
// file: Assembly/GridModule.swift
let sharedGridPresenter = EmplesGridPresenter(GridModel())
// file: Grid/EmplesGridPresenter.swift
final class ↓EmplesGridPresenter {
    weak var view: GridViewProtocol?
    private let model: GridModel

    init(_ model: GridModel) {
        self.model = model
    }
}

final class GridModel {}
// file: Grid/EmplesGridView.swift
import UIKit

protocol GridViewProtocol: AnyObject {
    func show(items: [String])
}

final class EmplesGridView: UIViewController, GridViewProtocol {
    var presenter: EmplesGridPresenter!

    func show(items: [String]) {}
}
```

A router that is only handed its screen (made by a storyboard segue) and keeps it wires nothing:

message: module SignIn has no builder: add a builder (`SignInBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view SignInViewController, router SignInRouter)

```swift
// file: SignIn/SignInRouter.swift
import UIKit

final class SignInRouter {
    private(set) weak var signInViewController: SignInViewController?

    func start(controller: SignInViewController) {
        signInViewController = controller
    }
}
// file: SignIn/SignInViewController.swift
import UIKit

final class ↓SignInViewController: UIViewController {
    private var viewModel: SignInViewModel!
    private var router: SignInRouter!

    func configure(viewModel: SignInViewModel, router: SignInRouter) {
        self.viewModel = viewModel
        self.router = router
    }
}
// file: SignIn/SignInViewModel.swift
final class SignInViewModel {
    private weak var router: SignInRouter?

    init(router: SignInRouter) {
        self.router = router
    }
}
```

A static method of the view that wires a controller made elsewhere is the view wiring its own
presenter, not a factory of the module:

message: module LogEventList has no builder: its view `LogEventListViewController` creates `LogEventListPresenter` itself; move that wiring into a builder (`LogEventListBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view LogEventListViewController, presenter LogEventListPresenter)

```swift
// file: Logger/LogEventList/LogEventListPresenter.swift
protocol LogEventListViewProtocol: AnyObject {
    func reloadData()
}

final class ↓LogEventListPresenter {
    weak var view: LogEventListViewProtocol?

    init(view: LogEventListViewProtocol) {
        self.view = view
    }
}
// file: Logger/LogEventList/LogEventListViewController.swift
import UIKit

final class LogEventListViewController: UIViewController, LogEventListViewProtocol {
    var presenter: LogEventListPresenter?

    static func attach(to controller: LogEventListViewController) {
        controller.presenter = LogEventListPresenter(view: controller)
    }

    func reloadData() {}
}
```

A SwiftUI preview is no part of the module it renders: a view that holds its use case itself
still needs a builder, and the finding does not name the preview:

message: module Login has no builder: add a builder (`LoginBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view LoginView, interactor LoginUseCase)

```swift
// file: Domain/UseCases/LoginUseCase.swift
final class LoginUseCase {
    func logIn() {}
}
// file: Modules/Login/LoginView.swift
import SwiftUI

struct ↓LoginView: View {
    let useCase: LoginUseCase

    var body: some View {
        Button("Log in") { useCase.logIn() }
    }
}

struct LoginViewPreView: PreviewProvider {
    static var previews: some View {
        LoginView(useCase: LoginUseCase())
    }
}
```

A configurator that only names its parts in typealiases, adopting no protocol that could wire
them, wires nothing:

message: module Auth has no builder: `AuthPresenter` is created by `AuthCoordinator`, which is not a builder; add a builder (`AuthBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view AuthViewController, presenter AuthPresenter) and let `AuthCoordinator` call it

```swift
// file: Core/ModuleLayersBindable.swift
protocol ModuleLayersBindable {
    associatedtype ViewController
    associatedtype Presenter
}
// file: Module/Auth/AuthConfigurator.swift
struct AuthConfigurator {
    typealias ViewController = AuthViewController
    typealias Presenter = AuthPresenter
}
// file: Module/Auth/AuthCoordinator.swift
import UIKit

final class AuthCoordinator {
    func start() -> UIViewController {
        let controller = AuthViewController()
        let presenter = AuthPresenter()
        presenter.viewController = controller
        controller.presenter = presenter
        return controller
    }
}
// file: Module/Auth/AuthPresenter.swift
final class ↓AuthPresenter {
    weak var viewController: AuthViewController?
}
// file: Module/Auth/AuthViewController.swift
import UIKit

final class AuthViewController: UIViewController {
    var presenter: AuthPresenter?
}
```

A generic presenter that nothing subclasses is a module's presenter like any other:

```swift
// file: Ledger/LedgerPresenter.swift
protocol LedgerViewInput: AnyObject {}
final class ↓LedgerPresenter<Item> {
    weak var view: LedgerViewInput?
    var items: [Item] = []
}
// file: Ledger/LedgerViewController.swift
import UIKit

final class LedgerViewController: UIViewController, LedgerViewInput {
    var presenter: LedgerPresenter<String>?
}
```

A router method handed the module's view that only loads the next screen from a storyboard and
pushes it wires nothing of this module: the view that makes its own router and presenter is still
unassembled.

```swift
// file: NewsItem/NewsItemViewController.swift
import UIKit

protocol NewsItemDisplayLogic: AnyObject {}

final class NewsItemViewController: UIViewController, NewsItemDisplayLogic {
    var presenter: NewsItemPresenter?
    var router: NewsItemRouter?

    override func viewDidLoad() {
        super.viewDidLoad()
        let presenter = NewsItemPresenter()
        presenter.viewController = self
        self.presenter = presenter
        router = NewsItemRouter()
        router?.navigateToOrganization(from: self)
    }
}
// file: NewsItem/NewsItemPresenter.swift
final class ↓NewsItemPresenter {
    weak var viewController: NewsItemDisplayLogic?
}
// file: NewsItem/NewsItemRouter.swift
import UIKit

final class NewsItemRouter {
    weak var viewController: NewsItemViewController?

    func navigateToOrganization(from viewController: NewsItemViewController) {
        self.viewController = viewController
        let storyboard = UIStoryboard(name: "Organization", bundle: nil)
        let next = storyboard.instantiateViewController(withIdentifier: "OrganizationViewController")
        viewController.navigationController?.pushViewController(next, animated: true)
    }
}
```

A screen's router of no role by name (`LoginInputRoutingImpl`, kept by the login view as its
`routing`) that makes the next module in the method that shows it opens that screen; it is not
the module's builder:

message: module Remind has no builder: `RemindPresenter` is created by `LoginInputRoutingImpl`, which is not a builder; add a builder (`RemindBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view RemindViewController, presenter RemindPresenter, interactor RemindInteractor) and let `LoginInputRoutingImpl` ask it for the module

```swift
// file: Account/LoginInput/LoginInputRouting.swift
import UIKit

protocol LoginInputRouting: AnyObject {
    func moveRemindPage()
}

final class LoginInputRoutingImpl: LoginInputRouting {
    weak var viewController: UIViewController?

    func moveRemindPage() {
        let interactor = RemindInteractor()
        let presenter = RemindPresenter(interactor: interactor)
        let view = RemindViewController(presenter: presenter)
        viewController?.navigationController?.pushViewController(view, animated: true)
    }
}
// file: Account/LoginInput/LoginInputViewController.swift
import UIKit

final class LoginInputViewController: UIViewController {
    var routing: LoginInputRouting!
}
// file: Account/Remind/RemindPresenter.swift
final class ↓RemindPresenter {
    let interactor: RemindInteractor
    init(interactor: RemindInteractor) { self.interactor = interactor }
}
// file: Account/Remind/RemindInteractor.swift
final class RemindInteractor {}
// file: Account/Remind/RemindViewController.swift
import UIKit

final class RemindViewController: UIViewController {
    let presenter: RemindPresenter
    init(presenter: RemindPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}
```

A view controller whose view protocol is written inside a composition with its base class
(Texture's `ASViewController<Node> & RepositoryListDisplayLogic`) adopts it as if listed apart:

message: module RepositoryList has no builder: its view `RepositoryListController` creates `RepositoryListPresenter` itself; move that wiring into a builder (`RepositoryListBuilder`, an assembly, a configurator, or a static factory on its router) that creates and wires its parts (view RepositoryListController, presenter RepositoryListPresenter, interactor RepositoryListInteractor)

```swift
// file: Scenes/RepositoryList/RepositoryListController.swift
import AsyncDisplayKit

protocol RepositoryListDisplayLogic: AnyObject {
    func display(titles: [String])
}

final class RepositoryListController: ASViewController<ASDisplayNode> & RepositoryListDisplayLogic {
    var interactor: RepositoryListInteractor?

    func configureVIPCycle() {
        let interactor = RepositoryListInteractor()
        let presenter = RepositoryListPresenter()
        interactor.presenter = presenter
        presenter.view = self
        self.interactor = interactor
    }

    func display(titles: [String]) {}
}
// file: Scenes/RepositoryList/RepositoryListInteractor.swift
final class RepositoryListInteractor {
    var presenter: RepositoryListPresenter?
}
// file: Scenes/RepositoryList/RepositoryListPresenter.swift
final class ↓RepositoryListPresenter {
    weak var view: RepositoryListDisplayLogic?
}
```

## Non-triggering examples

A UIKit cell or view class named for another part (`TableViewCellWithPresenter:
UITableViewCell`, a base cell that keeps the cell presenter it is given) is UI, not a presenter:
it makes no module that would need a builder.

```swift
// file: UI/Helpers/TableViewCell.swift
import UIKit

protocol CellPresenter: AnyObject {}

class TableViewCellWithPresenter: UITableViewCell {
    fileprivate var internalPresenter: CellPresenter?

    final func setup(_ cellPresenter: CellPresenter) {
        internalPresenter = cellPresenter
    }
}
```

A feature's own composer that wires its screen and the screens embedded in it, below its folder,
is their builder, not an app-wide composition root:

```swift
// file: Features/FiltersPicker/FiltersPickerComposer.swift
import UIKit

enum FiltersPickerComposer {
    static func compose() -> UIViewController {
        let interactor = FiltersPickerInteractor()
        let presenter = FiltersPickerPresenter()
        let view = FiltersPickerViewController(interactor: interactor)
        interactor.presenter = presenter
        presenter.view = view
        view.priceRange = makePriceRange()
        return view
    }

    static func makePriceRange() -> UIViewController {
        let interactor = PriceRangeInteractor()
        let presenter = PriceRangePresenter()
        let view = PriceRangeViewController(interactor: interactor)
        interactor.presenter = presenter
        presenter.view = view
        return view
    }
}
// file: Features/FiltersPicker/FiltersPickerInteractor.swift
final class FiltersPickerInteractor {
    var presenter: FiltersPickerPresenter?
}
// file: Features/FiltersPicker/FiltersPickerPresenter.swift
final class FiltersPickerPresenter {
    weak var view: FiltersPickerViewController?
}
// file: Features/FiltersPicker/FiltersPickerViewController.swift
import UIKit

final class FiltersPickerViewController: UIViewController {
    let interactor: FiltersPickerInteractor
    var priceRange: UIViewController?
    init(interactor: FiltersPickerInteractor) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}
// file: Features/FiltersPicker/Components/PriceRange/PriceRangeInteractor.swift
final class PriceRangeInteractor {
    var presenter: PriceRangePresenter?
}
// file: Features/FiltersPicker/Components/PriceRange/PriceRangePresenter.swift
final class PriceRangePresenter {
    weak var view: PriceRangeViewController?
}
// file: Features/FiltersPicker/Components/PriceRange/PriceRangeViewController.swift
import UIKit

final class PriceRangeViewController: UIViewController {
    let interactor: PriceRangeInteractor
    init(interactor: PriceRangeInteractor) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}
```

A configurator the view makes for itself and that wires the scene is its builder (Clean Swift's
`setup()` moved into a type):

```swift
// file: Scenes/History/HistoryConfigurator.swift
final class HistoryConfigurator {
    func configure(_ viewController: HistoryViewController) {
        let interactor = HistoryInteractor()
        let presenter = HistoryPresenter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        viewController.interactor = interactor
    }
}
// file: Scenes/History/HistoryInteractor.swift
protocol HistoryBusinessLogic {
    func fetchHistory()
}

final class HistoryInteractor: HistoryBusinessLogic {
    weak var presenter: HistoryPresentationLogic?

    func fetchHistory() {}
}
// file: Scenes/History/HistoryPresenter.swift
protocol HistoryPresentationLogic: AnyObject {
    func presentHistory()
}

final class HistoryPresenter: HistoryPresentationLogic {
    weak var viewController: HistoryViewController?

    func presentHistory() {}
}
// file: Scenes/History/HistoryViewController.swift
import UIKit

final class HistoryViewController: UIViewController {
    var interactor: HistoryBusinessLogic?
    private let configurator = HistoryConfigurator()

    override func viewDidLoad() {
        super.viewDidLoad()
        configurator.configure(self)
    }
}
```

A view whose kept object reaches no router (a view model holding a service) shares only a name
stem with the router in another folder: no module to assemble:

```swift
// file: Sources/Routers/Router.swift
import UIKit

class Router {
    weak var navigationController: UINavigationController?

    func showSignIn() {
        let viewController = SignInViewController()
        viewController.viewModel = SignInViewModel(service: AuthService())
        navigationController?.pushViewController(viewController, animated: true)
    }
}
// file: Sources/Routers/Auth/SignInRouter.swift
final class SignInRouter: Router {
    func showForgotPassword() {}
}
// file: Sources/ViewModels/Auth/SignInViewModel.swift
final class SignInViewModel {
    private let service: AuthService

    init(service: AuthService) {
        self.service = service
    }
}

final class AuthService {}
// file: Sources/View Controllers/Auth/SignInViewController.swift
import UIKit

final class SignInViewController: UIViewController {
    var viewModel: SignInViewModel!
}
```

The app's one wireframe, named by the word alone (`class Wireframe` of the objc.io style, set
up by the app delegate), whose own method makes this module's presenter is the module's
wireframe: "a wireframe whose init (or its own method) creates the module":

```swift
// file: App/Wireframe.swift
final class Wireframe {
    let context: AppContext

    init(context: AppContext) {
        self.context = context
    }

    func setupMainView() -> MainViewProtocol {
        let view = context.makeMainView()
        let presenter = MainPresenter(view: view)
        view.presenter = presenter
        return view
    }
}
// file: App/MainPresenter.swift
final class MainPresenter {
    private weak var view: MainViewProtocol?

    init(view: MainViewProtocol) {
        self.view = view
    }
}
// file: App/MainViewController.swift
import UIKit

protocol MainViewProtocol: AnyObject {
    var presenter: MainPresenter? { get set }
}

final class MainViewController: UIViewController, MainViewProtocol {
    var presenter: MainPresenter?
}
```

A class named as a configurator that subclasses its module's view controller
(`HomeConfiguratorImplementation: HomeViewController`, which the view makes to configure itself:
a slip for adopting the `HomeConfigurator` protocol) is the module's configurator, not a second
view: UIKit's base reached only through another class of the project does not outrank the name:

```swift
// file: Home/HomeConfigurator.swift
protocol HomeConfigurator {
    func configure(homeViewController: HomeViewController)
}

final class HomeConfiguratorImplementation: HomeViewController {
    func configure(homeViewController: HomeViewController) {
        let router = HomeRouter(viewController: homeViewController)
        let presenter = HomePresenter(view: homeViewController, router: router)
        homeViewController.presenter = presenter
    }
}
// file: Home/HomePresenter.swift
protocol HomeView: AnyObject {
    func show(title: String)
}

final class HomePresenter {
    private weak var view: HomeView?
    private let router: HomeRouter

    init(view: HomeView, router: HomeRouter) {
        self.view = view
        self.router = router
    }
}
// file: Home/HomeRouter.swift
import UIKit

final class HomeRouter {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }
}
// file: Home/HomeViewController.swift
import UIKit

class HomeViewController: UIViewController, HomeView {
    var presenter: HomePresenter?
    var configurator = HomeConfiguratorImplementation()

    override func viewDidLoad() {
        super.viewDidLoad()
        configurator.configure(homeViewController: self)
    }

    func show(title: String) {}
}
```

A router that implements its module's public interface (`TabbarModuleInterface`, a modular app's
factory of the module) stays the router its name says, and its own method makes the module:

```swift
// file: TabbarModule/InterfaceSource/TabbarModuleInterface.swift
import UIKit

public protocol TabbarModuleInterface: AnyObject {
    func tabbarViewController() -> UIViewController
}
// file: TabbarModule/Sources/TabbarRouter.swift
import UIKit

public final class TabbarRouter: TabbarModuleInterface {
    public init() {}

    public func tabbarViewController() -> UIViewController {
        TabbarController()
    }
}
// file: TabbarModule/Sources/TabbarController.swift
import UIKit

final class TabbarController: UITabBarController {}
```

A router whose own method makes its screen with the view controller's factory from a nib or
storyboard (`ProductsPagerViewController.initFromNib(storyboardName:)`, `.instantiate()`) builds
its module, as it would with the initializer:

```swift
// file: Extensions/UIViewController+Nib.swift
import UIKit

extension UIViewController {
    static func initFromNib<T: UIViewController>(storyboardName: String) -> T {
        UIStoryboard(name: storyboardName, bundle: nil).instantiateInitialViewController() as! T
    }
}
// file: Modules/ProductsPager/View/ProductsPagerViewController.swift
import UIKit

final class ProductsPagerViewController: UIViewController {
    var pages: [UIViewController] = []
}
// file: Modules/ProductsPager/Router/ProductsPagerRouter.swift
import UIKit

protocol ProductsPagerRouterInput: AnyObject {
    func switchToNextPage()
}

final class ProductsPagerRouter: ProductsPagerRouterInput {
    weak var pagerViewController: ProductsPagerViewController?

    func switchToNextPage() {}

    func configureModule() -> UIViewController {
        let controller: ProductsPagerViewController = ProductsPagerViewController.initFromNib(storyboardName: "Products")
        pagerViewController = controller
        return UINavigationController(rootViewController: controller)
    }
}
```

A class named `...Presenter` only by its name that keeps the screen it works for as a plain
`UIViewController` and makes its own view controller is a presentation helper of that screen (a
popover, a banner), not a module's presenter; one that holds an interactor or a router, or keeps
its `UIViewController` weakly as its view, is still judged:

```swift
// file: Common/PopoverViewController.swift
final class PopoverViewController: UIViewController {
    init(content: UIViewController) { super.init(nibName: nil, bundle: nil) }
}
// file: Common/PopoverPresenter.swift
final class PopoverPresenter {
    private let containerViewController: UIViewController
    private var popoverController: PopoverViewController?

    init(containerViewController: UIViewController) {
        self.containerViewController = containerViewController
    }

    func show(_ content: UIViewController) {
        let popover = PopoverViewController(content: content)
        containerViewController.addChild(popover)
        popoverController = popover
    }
}
// file: Notes/NoteListViewController.swift
final class NoteListViewController: UIViewController {
    lazy var popoverPresenter = PopoverPresenter(containerViewController: self)
}
```

A factory is a builder behind its protocol's implementation name too (Eurofurence's
`AnnouncementsComponentFactoryImpl`, which takes the scene from a scene factory and makes its
presenter):

```swift
// file: Announcements/Component/AnnouncementsComponentFactory.swift
import UIKit

protocol AnnouncementsComponentFactory {
    func makeAnnouncementsComponent() -> UIViewController
}
// file: Announcements/Component/AnnouncementsComponentFactoryImpl.swift
import UIKit

struct AnnouncementsComponentFactoryImpl: AnnouncementsComponentFactory {
    var sceneFactory: AnnouncementsSceneFactory

    func makeAnnouncementsComponent() -> UIViewController {
        let scene = sceneFactory.makeAnnouncementsScene()
        scene.presenter = AnnouncementsPresenter(scene: scene)
        return scene
    }
}
// file: Announcements/View/AnnouncementsSceneFactory.swift
protocol AnnouncementsSceneFactory {
    func makeAnnouncementsScene() -> AnnouncementsViewController
}
// file: Announcements/Presenter/AnnouncementsPresenter.swift
final class AnnouncementsPresenter {
    private weak var scene: AnnouncementsViewController?

    init(scene: AnnouncementsViewController) {
        self.scene = scene
    }
}
// file: Announcements/View/AnnouncementsViewController.swift
import UIKit

final class AnnouncementsViewController: UIViewController {
    var presenter: AnnouncementsPresenter?
}
```

A wireframe whose initializer creates its presenter as a parameter's default value
(`presenter: PagePresenterInterface = PagePresenter()`, so that tests can pass another) builds
its module, as the wireframes of the objc.io article build theirs:

```swift
// file: Page/PagePresenter.swift
protocol PagePresenterInterface: AnyObject {
    var wireframe: PageWireframe? { get set }
}
final class PagePresenter: PagePresenterInterface {
    weak var wireframe: PageWireframe?
}
// file: Page/PageWireframe.swift
final class PageWireframe {
    private let presenter: PagePresenterInterface
    init(presenter: PagePresenterInterface = PagePresenter()) {
        self.presenter = presenter
        presenter.wireframe = self
    }
}
```

A Typhoon assembly (the Rambler & Co VIPER style's configurator) creates no part with an
initializer call: it names each class in `TyphoonDefinition.withClass(...)` and Typhoon builds
and injects them. Naming the module's classes there is its wiring:

```swift
// file: Screening/Configurator/ScreeningModuleConfigurator.swift
import Typhoon

class ScreeningModuleConfigurator: TyphoonAssembly {
    @objc public dynamic func configureScreeningViewController() -> Any {
        return TyphoonDefinition.withClass(ScreeningViewController.self) { definition in
            definition?.injectProperty(Selector(("output")), with: self.configureScreeningPresenter())
        }
    }

    @objc public dynamic func configureScreeningPresenter() -> Any {
        return TyphoonDefinition.withClass(ScreeningPresenter.self) { definition in
            definition?.injectProperty(Selector(("view")), with: self.configureScreeningViewController())
        }
    }
}
// file: Screening/Presenter/ScreeningPresenter.swift
protocol ScreeningViewOutput: AnyObject {}
class ScreeningPresenter: ScreeningViewOutput {
    weak var view: ScreeningViewInput!
}
// file: Screening/View/ScreeningViewController.swift
import UIKit
protocol ScreeningViewInput: AnyObject {}
class ScreeningViewController: UIViewController, ScreeningViewInput {
    var output: ScreeningViewOutput!
}
```

A presenter that shows its screen in a window of its own (a passcode lock library's
`PasscodeLockPresenter`, which the app subclasses and its scene delegate creates) is UIKit
machinery, not a module's presenter, base class or not; none of the rules judge it as one:

```swift
// file: Vendor/PasscodeLock/PasscodeLockPresenter.swift
import UIKit

open class PasscodeLockPresenter {
    private var mainWindow: UIWindow?
    private lazy var lockWindow: UIWindow? = UIWindow()
    public let passcodeLockVC: PasscodeLockViewController

    public init(mainWindow: UIWindow?, viewController: PasscodeLockViewController) {
        self.mainWindow = mainWindow
        passcodeLockVC = viewController
    }

    open func present() {
        lockWindow?.rootViewController = passcodeLockVC
    }
}

open class PasscodeLockViewController: UIViewController {}
// file: Settings/AppPasscodeLockPresenter.swift
final class AppPasscodeLockPresenter: PasscodeLockPresenter {}
// file: App/SceneDelegate.swift
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    lazy var lock = AppPasscodeLockPresenter(mainWindow: window, viewController: PasscodeLockViewController())
}
```

An implicit member initializer creates what its context names: `let presenter: ConnectPresenter =
.init()` in a builder, and `cameraPresenter = .init(output: self)` for a stored
`ConnectCameraPresenter?` (a component presenter of the connect screen):

```swift
// file: Connect/ConnectBuilder.swift
enum ConnectBuilder {
    static func build() -> ConnectView {
        let presenter: ConnectPresenter = .init()
        return ConnectView(presenter: presenter)
    }
}
// file: Connect/ConnectPresenter.swift
final class ConnectPresenter {
    private var cameraPresenter: ConnectCameraPresenter?

    func showCamera() {
        cameraPresenter = .init(output: self)
    }
}
// file: Connect/ConnectView.swift
import SwiftUI

struct ConnectView: View {
    let presenter: ConnectPresenter
    var body: some View { Text("Connect") }
}
// file: Connect/Camera/ConnectCameraPresenter.swift
final class ConnectCameraPresenter {
    weak var output: ConnectPresenter?

    init(output: ConnectPresenter) {
        self.output = output
    }
}
// file: Connect/Camera/ConnectCameraView.swift
import SwiftUI

struct ConnectCameraView: View {
    let presenter: ConnectCameraPresenter
    var body: some View { Text("Camera") }
}
```

A presenter that a screen's presenter creates for one of its subviews (no view controller of its
own) is a component of that screen, not a module that lacks a builder:

```swift
// file: SBPQr/SBPQrAssembly.swift
enum SBPQrAssembly {
    static func build() -> UIViewController {
        let view = SBPQrViewController()
        view.presenter = SBPQrPresenter()
        return view
    }
}
// file: SBPQr/SBPQrPresenter.swift
final class SBPQrPresenter {
    weak var view: SBPQrViewController?
    private lazy var qrImagePresenter = QrImageViewPresenter(output: self)
}
final class SBPQrViewController: UIViewController {
    var presenter: SBPQrPresenter!
}
// file: SBPQr/Views/QrImage/QrImageViewPresenter.swift
protocol IQrImageViewInput: AnyObject {}
protocol IQrImageViewOutput: AnyObject {}
final class QrImageViewPresenter: IQrImageViewOutput {
    weak var view: IQrImageViewInput?
    init(output: AnyObject?) {}
}
final class QrImageView: UIView, IQrImageViewInput {
    var presenter: IQrImageViewOutput?
}
```

A type named `...Presenter` that no other code names (it builds, holds and shows its own view
controller, and nothing builds or holds it) is not a module's presenter, so there is no module.
Only Swift code is read: a presenter built only from Objective-C or a storyboard, that also
creates its own view, is not seen as a module either.

```swift
public class PasscodeLockPresenter {
    private lazy var passcodeLockWindow = UIWindow(frame: UIScreen.main.bounds)
    public let passcodeLockVC = PasscodeLockViewController()

    public func presentPasscodeLock() {
        passcodeLockWindow.rootViewController = passcodeLockVC
    }
}

public class PasscodeLockViewController: UIViewController {}
```

A presenter by name that is a singleton (`static let shared = DropsPresenter()`) shows app-wide
messages; it is no module, so it needs no builder:

```swift
// file: Library/Drops/DropsPresenter.swift
protocol InfoPresenter {
    func showSuccess(title: String?)
}

final class DropsPresenter: InfoPresenter {
    static let shared = DropsPresenter()
    private init() {}
    func showSuccess(title: String?) {}
}
```

A helper named for its job (a data source, delegate, adapter, factory, manager, provider or
service) that adopts its cells' callback protocol is not a presenter because only that
protocol's name (`...EventHandler`) says presenter, so there is no module:

```swift
// file: Settings/CustomDNSCellFactory.swift
protocol CustomDNSCellEventHandler {
    func addServer()
}

final class CustomDNSCell: UITableViewCell {
    var delegate: CustomDNSCellEventHandler?
}
// file: Settings/CustomDNSDataSource.swift
protocol CustomDNSDataSourceDelegate: AnyObject {
    func didChangeServers()
}

final class CustomDNSDataSource: NSObject, UITableViewDataSource {
    weak var delegate: CustomDNSDataSourceDelegate?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
}

extension CustomDNSDataSource: CustomDNSCellEventHandler {
    func addServer() {
        delegate?.didChangeServers()
    }
}
// file: Settings/CustomDNSViewController.swift
final class CustomDNSViewController: UIViewController, CustomDNSDataSourceDelegate {
    private var dataSource: CustomDNSDataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = CustomDNSDataSource()
        dataSource?.delegate = self
    }

    func didChangeServers() {}
}
```

A class whose name says view (a form library's controller) is not made a presenter by a mixin
protocol that only its name calls a presenter protocol (`QuickAlertPresenter` shows alerts):

```swift
// file: Common/QuickAlertPresenter.swift
protocol QuickAlertPresenter: AnyObject {}
extension QuickAlertPresenter {
    func showAlert(_ text: String) {}
}
// file: EditReceipt/EditReceiptFormView.swift
final class EditReceiptFormView: FormViewController, QuickAlertPresenter {}
// file: EditReceipt/EditReceiptView.swift
final class EditReceiptView: UIViewController {
    private let form = EditReceiptFormView()
}
```

A module of an app whose `ViperitModule` enum lists its modules is built by the framework, by
the parts' class names:

```swift
// file: Modules/AppModules.swift
enum AppModules: String, ViperitModule {
    case editDistance
}
// file: Models/Distance.swift
struct Distance {
    let meters: Double
}
// file: Modules/EditDistance/EditDistanceInteractor.swift
final class EditDistanceInteractor: Interactor {
    func save(_ distance: Distance) {}
}
private extension EditDistanceInteractor {
    var presenter: EditDistancePresenter {
        return _presenter as! EditDistancePresenter
    }
}
// file: Modules/EditDistance/EditDistancePresenter.swift
final class EditDistancePresenter: Presenter {
    func save(distance: Distance) {
        interactor.save(distance)
    }
}
private extension EditDistancePresenter {
    var view: EditDistanceViewInterface {
        return _view as! EditDistanceViewInterface
    }
    var interactor: EditDistanceInteractor {
        return _interactor as! EditDistanceInteractor
    }
}
// file: Modules/EditDistance/EditDistanceView.swift
protocol EditDistanceViewInterface {}
final class EditDistanceView: UserInterface {}
extension EditDistanceView: EditDistanceViewInterface {}
```

A wireframe whose `init` makes its screen from a storyboard (and casts it to the screen's class)
assembles the module as one that calls the screen's initializer does:

```swift
// file: Advertiser/AdvertiserHomeWireframe.swift
class BaseWireframe {
    private unowned let viewController: UIViewController

    init(viewController: UIViewController) {
        self.viewController = viewController
    }
}

final class AdvertiserHomeWireframe: BaseWireframe {
    init() {
        let storyboard = UIStoryboard(name: "Advertiser", bundle: nil)
        let viewController = storyboard.instantiateInitialViewController() as! AdvertiserHomeViewController
        super.init(viewController: viewController)
        viewController.viewModel = AdvertiserHomeViewModel(wireframe: self)
    }
}
// file: Advertiser/AdvertiserHomeViewController.swift
final class AdvertiserHomeViewController: UIViewController {
    var viewModel: AdvertiserHomeViewModel!
}

final class AdvertiserHomeViewModel {
    private let wireframe: AdvertiserHomeWireframe

    init(wireframe: AdvertiserHomeWireframe) {
        self.wireframe = wireframe
    }
}
```

The presenter of a UIKit view (not a view controller), and a view-less presenter that a cell's
presenter creates, are components of some screen, not modules:

```swift
// file: Components/AmountLabel/AmountLabelView.swift
final class AmountLabelView: UIView {
    var presenter: AmountLabelViewPresenter!
}
// file: Components/AmountLabel/AmountLabelViewPresenter.swift
final class AmountLabelViewPresenter {
    weak var view: AmountLabelView?
    let interactor = AmountLabelViewInteractor()
}
// file: Components/AmountLabel/AmountLabelViewInteractor.swift
final class AmountLabelViewInteractor {}
// file: Settings/SwitchView/SMSSwitchViewPresenter.swift
final class SMSSwitchViewPresenter {
    private let interactor: SMSSwitchViewInteractor

    init(interactor: SMSSwitchViewInteractor) {
        self.interactor = interactor
    }
}
// file: Settings/SwitchView/SMSSwitchViewInteractor.swift
final class SMSSwitchViewInteractor {}
// file: Settings/SMSTwoFactorSwitchCellPresenter.swift
final class SMSTwoFactorSwitchCellPresenter {
    let switchPresenter = SMSSwitchViewPresenter(interactor: SMSSwitchViewInteractor())
}
```

So is a view-less presenter whose view protocol only UIKit views adopt, or that creates its
UIKit view itself (a toggle's presenter with a static `createView()`), even when the view that
uses it belongs to a screen. A view-less presenter that creates a view controller is a screen's
presenter and is still reported:

```swift
// file: Base/BaseView.swift
class BaseView: UIView {}
// file: Base/BasePresenter.swift
class BasePresenter<Delegate: AnyObject> {
    weak var delegate: Delegate?

    init(delegate: Delegate) {
        self.delegate = delegate
    }
}
// file: Settings/Toggle/ToggleView.swift
protocol TogglePresenter: AnyObject {}
protocol TogglePresenterDelegate: AnyObject {}

final class ToggleView: BaseView, TogglePresenterDelegate {
    weak var presenter: TogglePresenter?
}
// file: Settings/Turbo/TurboTogglePresenter.swift
final class TurboTogglePresenter<Delegate: TogglePresenterDelegate>: BasePresenter<Delegate>, TogglePresenter {
    static func createView() -> ToggleView {
        let view = ToggleView()
        let presenter = TurboTogglePresenter(delegate: view as! Delegate)
        view.presenter = presenter
        return view
    }
}
```

A presenter by name that implements a protocol of its own name as a service
(`AlertPresenterImpl: AlertPresenter`, which a DI container injects into other presenters), with
nothing else of a module around it, is no screen's presenter:

```swift
// file: Presenters/Alert/AlertPresenter.swift
protocol AlertPresenter {
    func showAlert(message: String, from viewController: UIViewController)
}
// file: Presenters/Alert/AlertPresenterImpl.swift
final class AlertPresenterImpl: AlertPresenter {
    func showAlert(message: String, from viewController: UIViewController) {}
}
// file: Presenters/Error/ErrorPresenter.swift
protocol ErrorPresenter {
    func present(error: Error)
}
// file: Presenters/Error/ErrorPresenterAlert.swift
final class ErrorPresenterAlert: ErrorPresenter {
    func present(error: Error) {}
}
// file: Assembly/PresentationAssembly.swift
final class PresentationAssembly: Assembly {
    func assemble(container: Container) {
        container.register(AlertPresenter.self) { _ in AlertPresenterImpl() }
        container.register(ErrorPresenter.self) { _ in ErrorPresenterAlert() }
    }
}
```

The same holds when the protocol is the class's name plus `Protocol` (`ErrorPresenter:
ErrorPresenterProtocol`, an alert service the app's router holds and lends to every screen): it
keeps the app's navigation controller to show alerts on, but no view, interactor or router of its
own:

```swift
// file: Presenters/ErrorPresenter.swift
import UIKit

protocol ErrorPresenterProtocol {
    func showErrorAlert(message: String)
}

final class ErrorPresenter: ErrorPresenterProtocol {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showErrorAlert(message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        navigationController.present(alert, animated: true)
    }
}
// file: App/AppRouter.swift
import UIKit

final class AppRouter {
    let navigationController = UINavigationController()
    lazy var errorPresenter: ErrorPresenterProtocol = ErrorPresenter(navigationController: navigationController)
}
```

A shared generic presenter that each feature's assembly creates with its own type arguments
(`CategoriesListPresenter<DishCategory, Dish>(...)`) is wired by that assembly, and the contracts
named after the generic module join the feature's module with it:

```swift
// file: Modules/Shared/CategoriesList/CategoriesListContracts.swift
protocol CategoriesListPresenterProtocol: AnyObject {
    func didSelectCategory(at index: Int)
}
protocol CategoriesListInteractorProtocol: AnyObject {
    func fetchCategories(completion: @escaping ([String]) -> Void)
}
protocol CategoriesListRouterProtocol: AnyObject {
    func showItems(ofCategoryAt index: Int)
}
// file: Modules/Shared/CategoriesList/CategoriesListPresenter.swift
final class CategoriesListPresenter<Category, Item>: CategoriesListPresenterProtocol {
    private let router: CategoriesListRouterProtocol
    private let interactor: CategoriesListInteractorProtocol

    init(router: CategoriesListRouterProtocol, interactor: CategoriesListInteractorProtocol) {
        self.router = router
        self.interactor = interactor
    }

    func didSelectCategory(at index: Int) {
        router.showItems(ofCategoryAt: index)
    }
}
// file: Modules/Shared/CategoriesList/CategoriesListInteractor.swift
final class CategoriesListInteractor<Category>: CategoriesListInteractorProtocol {
    func fetchCategories(completion: @escaping ([String]) -> Void) {}
}
// file: Modules/Shared/CategoriesList/CategoriesListViewController.swift
import UIKit

final class CategoriesListViewController: UIViewController {
    private let presenter: CategoriesListPresenterProtocol

    init(presenter: CategoriesListPresenterProtocol) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
// file: Modules/Dishes/DishCategoriesList/DishCategoriesListRouter.swift
final class DishCategoriesListRouter: CategoriesListRouterProtocol {
    func showItems(ofCategoryAt index: Int) {}
}
// file: Modules/Dishes/DishCategoriesList/DishCategoriesListAssembly.swift
import UIKit

final class DishCategoriesListAssembly {
    func build() -> UIViewController {
        let router = DishCategoriesListRouter()
        let interactor = CategoriesListInteractor<DishCategory>()
        let presenter = CategoriesListPresenter<DishCategory, Dish>(router: router, interactor: interactor)
        return CategoriesListViewController(presenter: presenter)
    }
}
```

A presenter of one table row, whose view is a cell controller (a plain `NSObject` that dequeues
the row's cell) made by the list screen's view adapter, is a component of that screen:

```swift
// file: List/ListCellController.swift
import UIKit

protocol ListCellViewProtocol: AnyObject {
    func display(name: String)
}

final class ListCellController: NSObject, ListCellViewProtocol {
    var presenter: ListCellPresenterProtocol?
    private var cell: UITableViewCell?

    func view(in tableView: UITableView) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ListCell") ?? UITableViewCell()
        self.cell = cell
        presenter?.loadData()
        return cell
    }

    func display(name: String) {
        cell?.textLabel?.text = name
    }
}
// file: List/ListCellPresenter.swift
protocol ListCellPresenterProtocol {
    func loadData()
}

final class ListCellPresenter: ListCellPresenterProtocol {
    private weak var view: ListCellViewProtocol?
    private let name: String

    init(view: ListCellViewProtocol, name: String) {
        self.view = view
        self.name = name
    }

    func loadData() {
        view?.display(name: name)
    }
}
// file: List/ListViewAdapter.swift
protocol ListViewProtocol: AnyObject {
    func display(names: [String])
}

final class ListViewAdapter: ListViewProtocol {
    private weak var controller: ListViewController?

    init(controller: ListViewController) {
        self.controller = controller
    }

    func display(names: [String]) {
        controller?.display(cellControllers: names.map { name in
            let cellController = ListCellController()
            cellController.presenter = ListCellPresenter(view: cellController, name: name)
            return cellController
        })
    }
}
// file: List/ListViewController.swift
import UIKit

final class ListViewController: UIViewController {
    var presenter: ListPresenter?
    var adapter: ListViewAdapter?

    func display(cellControllers: [ListCellController]) {}
}
// file: List/ListPresenter.swift
final class ListPresenter {
    weak var listView: ListViewProtocol?

    func viewDidLoad() {
        listView?.display(names: ["Oxford", "Yale"])
    }
}
// file: List/ListBuilder.swift
import UIKit

enum ListBuilder {
    static func build() -> UIViewController {
        let viewController = ListViewController()
        let presenter = ListPresenter()
        let adapter = ListViewAdapter(controller: viewController)
        viewController.adapter = adapter
        presenter.listView = adapter
        viewController.presenter = presenter
        return viewController
    }
}
```

A router that creates other routers (a tab bar's router making each tab's) starts their flows;
each of those routers still assembles its own module:

```swift
// file: TabBar/TabBarRouter.swift
import UIKit

final class TabBarRouter {
    let homeRouter: HomeRouter
    private weak var tabBarController: UITabBarController?

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        homeRouter = HomeRouter()
    }

    func start() {
        tabBarController?.setViewControllers([homeRouter.getModule()], animated: false)
    }
}
// file: Home/HomeRouter.swift
import UIKit

protocol HomeRouterProtocol: AnyObject {
    func showDetail()
}

final class HomeRouter: HomeRouterProtocol {
    private weak var viewController: UIViewController?

    func getModule() -> UIViewController {
        let view = HomeViewController()
        let presenter = HomePresenter(view: view, router: self)
        view.presenter = presenter
        viewController = view
        return UINavigationController(rootViewController: view)
    }

    func showDetail() {}
}
// file: Home/HomePresenter.swift
protocol HomeViewProtocol: AnyObject {}

final class HomePresenter {
    private weak var view: HomeViewProtocol?
    private let router: HomeRouterProtocol

    init(view: HomeViewProtocol, router: HomeRouterProtocol) {
        self.view = view
        self.router = router
    }
}
// file: Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController, HomeViewProtocol {
    var presenter: HomePresenter?
}
```

A protocol named just `EventHandler` (a view model's event sink) is no presenter protocol, so the
view models that adopt it are no presenters:

```swift
// file: Common/EventHandler.swift
protocol EventHandler: AnyObject {
    associatedtype Event
    func receive(event: Event)
}
// file: RecoveryPhrase/RecoveryPhraseInputViewModel.swift
enum RecoveryPhraseInputEvent {
    case submit
}

final class RecoveryPhraseInputViewModel: ObservableObject, EventHandler {
    func receive(event: RecoveryPhraseInputEvent) {}
}
```

A screen and a domain use case that only share a name stem, in folders apart, and never name each
other are no module (an MVVM app whose coordinator makes both and hands the use case to a view
model):

```swift
// file: App/EditPageScene/EditPageViewController.swift
final class EditPageViewController: UIViewController {
    private let viewModel: EditPageViewModel
    init(viewModel: EditPageViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    private var shown: [PageEntity] = []
}
// file: App/EditPageScene/EditPageViewModel.swift
final class EditPageViewModel {
    init(useCase: EditPageUseCaseProtocol) {}
}
// file: App/Domain/Interfaces/UseCases/EditPageUseCaseProtocol.swift
protocol EditPageUseCaseProtocol {
    func save(_ page: PageEntity)
}
// file: App/Domain/UseCases/EditPageUseCase.swift
final class EditPageUseCase: EditPageUseCaseProtocol {
    private var selected: PageEntity?
    func save(_ page: PageEntity) {}
}
// file: App/Domain/Entities/PageEntity.swift
class PageEntity {}
final class PhotoPageEntity: PageEntity {}
final class TextPageEntity: PageEntity {}
// file: App/EditPageScene/EditPageViewCoordinator.swift
final class EditPageViewCoordinator {
    private let presenter: UINavigationController
    init(presenter: UINavigationController) { self.presenter = presenter }

    func start() {
        let useCase = EditPageUseCase()
        let viewModel = EditPageViewModel(useCase: useCase)
        presenter.pushViewController(EditPageViewController(viewModel: viewModel), animated: true)
    }
}
```

A UIKit view driven by a use case, with no presenter and no view controller (a call banner laid
over the window, made once by the app delegate), is no screen module:

```swift
// file: App/StatusBarCall/StatusBarCallView.swift
protocol StatusBarCallViewDelegate: AnyObject {
    func didTapCallStatusView()
}
final class StatusBarCallView: UIView {
    weak var delegate: StatusBarCallViewDelegate?
}
// file: App/StatusBarCall/StatusBarCallUseCase.swift
final class StatusBarCallUseCase: StatusBarCallViewDelegate {
    private var statusView: StatusBarCallView?
    init() {
        let view = StatusBarCallView()
        view.delegate = self
        statusView = view
    }
    func didTapCallStatusView() {}
}
// file: App/AppDelegate.swift
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let statusBarCall = StatusBarCallUseCase()
}
```

An app's root router, named like a router and made by the scene delegate with the window to set
the first screen as its root, is no screen's router: it holds no view, presenter or interactor,
so it makes no module with the template view controller in the same folder:

```swift
// file: App/ViewController.swift
import UIKit

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
// file: App/AppRouter.swift
import UIKit

protocol AppRouterProtocol {
    func showLoginView()
}

final class AppRouter: AppRouterProtocol {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func showLoginView() {
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
    }
}
```

A type that wires only view-less presenters (a confirmation page's content reducer making the
presenters of its label and cell contents) wires no screen: those presenters are its views'
components, even with interactors of their own:

```swift
// file: Confirmation/ConfirmationContentReducer.swift
final class ConfirmationContentReducer {
    func contents() {
        let label = DefaultLabelContentPresenter(interactor: DefaultLabelContentInteractor())
        let item = DefaultLineItemCellPresenter(interactor: DefaultLineItemCellInteractor())
        _ = (label, item)
    }
}
// file: Components/LabelContent/DefaultLabelContentPresenter.swift
final class DefaultLabelContentPresenter {
    let interactor: DefaultLabelContentInteractor
    init(interactor: DefaultLabelContentInteractor) { self.interactor = interactor }
}
final class DefaultLabelContentInteractor {}
// file: Cells/LineItem/DefaultLineItemCellPresenter.swift
final class DefaultLineItemCellPresenter {
    let interactor: DefaultLineItemCellInteractor
    init(interactor: DefaultLineItemCellInteractor) { self.interactor = interactor }
}
final class DefaultLineItemCellInteractor {}
```

`compositionRoots` accepts an app-wide type as the builder of the modules it wires:

options: `{"compositionRoots": ["AppDependencies"]}`

```swift
// file: App/AppDependencies.swift
final class AppDependencies {
    func configure() {
        let listPresenter = ListPresenter()
        let addPresenter = AddPresenter()
        listPresenter.addModule = addPresenter
    }
}
// file: Modules/List/ListPresenter.swift
final class ListPresenter {
    weak var view: ListViewController?
    var addModule: AddPresenter?
}
final class ListViewController: UIViewController {
    var presenter: ListPresenter!
}
// file: Modules/Add/AddPresenter.swift
final class AddPresenter {
    weak var view: AddViewController?
}
final class AddViewController: UIViewController {
    var presenter: AddPresenter!
}
```

```swift
final class LoginBuilder {
    static func build() -> UIViewController {
        let view = LoginViewController()
        let presenter = LoginPresenter()
        view.presenter = presenter
        return view
    }
}

final class LoginViewController: UIViewController {
    var presenter: LoginPresenter!
}

final class LoginPresenter {}
```

```swift
final class HogeRouter {
    private unowned let viewController: UIViewController

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    static func assembleModule() -> UIViewController {
        let view = HogeViewController()
        let router = HogeRouter(viewController: view)
        view.presenter = HogePresenter(view: view, router: router)
        return view
    }
}

final class HogeViewController: UIViewController {}
final class HogePresenter {}
```

```swift
// file: Compose/Assembly/ComposeAssembly.swift
final class ComposeAssembly {
    func assemble() -> ComposeViewController {
        let view = ComposeViewController()
        view.output = ComposePresenter()
        return view
    }
}
// file: Compose/Presenter/ComposePresenter.swift
final class ComposePresenter: ComposeViewOutput {}
// file: Compose/View/ComposeViewController.swift
final class ComposeViewController: UIViewController {
    var output: ComposeViewOutput!
}
```

```swift
final class SearchModuleConfigurator {
    func configureModuleForViewInput(viewInput: UIViewController) {
        let presenter = SearchPresenter()
        let interactor = SearchInteractor()
        interactor.output = presenter
    }
}

final class SearchPresenter {}
final class SearchInteractor {}
```

```swift
final class MissionBoardBuilder: MFRVIPERBuilder<MissionListView, MissionListPresenter, MissionFetcher, MissionNavigator, MissionBrief> {}

final class MissionListView: UIViewController, MFRViewVIPER {}
final class MissionListPresenter: MFRPresenterVIPER {}
final class MissionFetcher: MFRInteractorInputVIPER {}
final class MissionNavigator: MFRRouterVIPER {}
```

```swift
enum CartModule {
    static func make() -> UIViewController {
        let view = CartViewController()
        view.presenter = CartPresenter()
        return view
    }
}

final class CartViewController: UIViewController {}
final class CartPresenter {}
```

```swift
final class OrderDetailWireframe: BaseWireframe<OrderDetailViewController> {
    init() {
        let moduleViewController = OrderDetailViewController()
        super.init(viewController: moduleViewController)
        let interactor = OrderDetailInteractor()
        let presenter = OrderDetailPresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

final class OrderDetailViewController: UIViewController {}
final class OrderDetailPresenter {}
final class OrderDetailInteractor {}
```

```swift
final class WelcomeViewController: UIViewController {
    @IBAction func didTapStart() {}
}
```

```swift
final class LoginViewModel {
    let title = Box("")
}

final class LoginViewController: UIViewController {
    let viewModel = LoginViewModel()
}
```

```swift
// file: Pin/PinViewFactory.swift
enum PinViewFactory {
    static func setup() -> UIViewController {
        let view = PinViewController()
        view.presenter = PinSetupPresenter()
        return view
    }
    static func unlock() -> UIViewController {
        let view = PinViewController()
        view.presenter = PinUnlockPresenter()
        return view
    }
}
// file: Pin/PinViewController.swift
final class PinViewController: UIViewController { var presenter: PinPresenting! }
// file: Pin/Setup/PinSetupPresenter.swift
final class PinSetupPresenter: PinPresenting {}
// file: Pin/Unlock/PinUnlockPresenter.swift
final class PinUnlockPresenter: PinPresenting {}
```

```swift
// file: Lock/LockService.swift
final class LockService {
    private let interactor: LockInteractor
    init() {
        let presenter = LockPresenter(wireframe: LockWireframe())
        interactor = LockInteractor(presenter: presenter)
    }
}
// file: Lock/LockModule.swift
final class LockPresenter { init(wireframe: LockWireframe) {} }
final class LockInteractor { init(presenter: LockPresenter) {} }
final class LockWireframe {}
```

```swift
// file: Payment/PaymentModule.swift
enum PaymentBuilder {
    static func build() -> UIViewController {
        let view = PaymentViewController()
        view.presenter = PaymentPresenter()
        return view
    }
}
final class PaymentPresenter {}
final class PaymentViewController: UIViewController {
    var presenter: PaymentPresenter!
    private let amountField = AmountField()
    private var amountInput: AmountInputPresenter?
    override func viewDidLoad() {
        super.viewDidLoad()
        let input = AmountInputPresenter()
        input.output = amountField
        amountInput = input
    }
}
// file: Common/AmountInput/AmountInputPresenter.swift
protocol AmountInputView: AnyObject {}
final class AmountField: UITextField, AmountInputView {}
final class AmountInputPresenter {
    weak var output: AmountInputView?
}
```

A static factory on one of the module's own types that makes more of the module than the presenter
(`getViper(with:)` on the view controller, making the view, presenter, interactor and router) is
the module's builder; a view that creates its presenter in `viewDidLoad` is not:

```swift
// file: ContactList/ContactListViewController.swift
import UIKit

protocol ContactListViewProtocol: AnyObject {
    func reload()
}

final class ContactListViewController: UIViewController, ContactListViewProtocol {
    var presenter: ContactListPresenterProtocol!

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func reload() {}
}

extension ContactListViewController {
    static func makeModule(navigationController: UINavigationController?) -> UIViewController {
        let controller = ContactListViewController()
        let presenter = ContactListPresenter(view: controller)
        presenter.router = ContactListRouter(navigationController: navigationController)
        presenter.interactor = ContactListInteractor(output: presenter)
        controller.presenter = presenter
        return controller
    }
}
// file: ContactList/ContactListPresenter.swift
protocol ContactListPresenterProtocol: AnyObject {
    func viewDidLoad()
}

final class ContactListPresenter: ContactListPresenterProtocol, ContactListInteractorOutput {
    weak var view: ContactListViewProtocol?
    var router: ContactListRouter?
    var interactor: ContactListInteractor?

    init(view: ContactListViewProtocol) {
        self.view = view
    }

    func viewDidLoad() {
        interactor?.fetchContacts()
    }

    func didFetchContacts() {
        view?.reload()
    }
}
// file: ContactList/ContactListInteractor.swift
protocol ContactListInteractorOutput: AnyObject {
    func didFetchContacts()
}

final class ContactListInteractor {
    weak var output: ContactListInteractorOutput?

    init(output: ContactListInteractorOutput) {
        self.output = output
    }

    func fetchContacts() {
        output?.didFetchContacts()
    }
}
// file: ContactList/ContactListRouter.swift
import UIKit

final class ContactListRouter {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController?) {
        self.navigationController = navigationController
    }
}
```

An MVVM view model that adopts a protocol named like a presenter's (`...ViewOutput`), with no
other part around it, is the view model its name says, not a one-part module:

```swift
// file: Flows/Orders/CancelOrder/CancelOrderView.swift
import UIKit

protocol CancelOrderViewOutput: CancelOrderViewModelInput {}
protocol CancelOrderViewInput: CancelOrderViewModelOutput {}

final class CancelOrderView: UIViewController {
    var model: CancelOrderViewOutput!

    @IBAction func cancelAction(_ sender: Any) {
        dismiss(animated: false)
        model.close()
    }
}

extension CancelOrderView: CancelOrderViewModelOutput {}
// file: Flows/Orders/CancelOrder/CancelOrderViewModel.swift
protocol CancelOrderViewModelInput: AnyObject {
    func close()
}

protocol CancelOrderViewModelOutput: AnyObject {}

final class CancelOrderViewModel {
    weak var output: CancelOrderViewModelOutput!
}

extension CancelOrderViewModel: CancelOrderViewOutput {
    func close() {}
}
// file: Flows/Profile/ProfileCoordinator.swift
import UIKit

final class ProfileCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showCancelOrder() {
        let view = CancelOrderView()
        let model = CancelOrderViewModel()
        model.output = view
        view.model = model
        navigationController.present(view, animated: true)
    }
}
```

A type whose name starts with a lower-case letter (`dydxMarketsViewPresenter`) is created by a
call of its name like any other; a builder that makes it and its view assembles the module, also
when every screen's builder adopts one shared protocol:

```swift
// file: Kit/ObjectBuilderProtocol.swift
protocol ObjectBuilderProtocol {
    func build<T>() -> T?
}
// file: Markets/dydxMarketsViewBuilder.swift
import UIKit

final class dydxMarketsViewBuilder: NSObject, ObjectBuilderProtocol {
    func build<T>() -> T? {
        let presenter = dydxMarketsViewPresenter()
        return dydxMarketsViewController(presenter: presenter) as? T
    }
}

private final class dydxMarketsViewController: UIViewController {
    let presenter: dydxMarketsViewPresenter

    init(presenter: dydxMarketsViewPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

private final class dydxMarketsViewPresenter {
    func start() {}
}
// file: Portfolio/dydxPortfolioViewBuilder.swift
import UIKit

final class dydxPortfolioViewBuilder: NSObject, ObjectBuilderProtocol {
    func build<T>() -> T? {
        let presenter = dydxPortfolioViewPresenter()
        return dydxPortfolioViewController(presenter: presenter) as? T
    }
}

private final class dydxPortfolioViewController: UIViewController {
    let presenter: dydxPortfolioViewPresenter

    init(presenter: dydxPortfolioViewPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

private final class dydxPortfolioViewPresenter {
    func start() {}
}
```

So is one declared in another file: a builder that is itself named in lower case (Generamba
sandboxes generate every type of a module so) creates `qwertyPresenter()` and the rest by calls
of their names:

```swift
// file: qwerty/Builder/qwertyBuilder.swift
import UIKit

class qwertyBuilder {
    static func build() -> qwertyViewController {
        let viewController = qwertyViewController()
        let router = qwertyRouter()
        let presenter = qwertyPresenter()
        presenter.view = viewController
        presenter.router = router
        let interactor = qwertyInteractor()
        interactor.output = presenter
        presenter.interactor = interactor
        viewController.output = presenter
        router.viewController = viewController
        return viewController
    }
}
// file: qwerty/View/qwertyViewController.swift
import UIKit

protocol qwertyViewInput: AnyObject {}

final class qwertyViewController: UIViewController, qwertyViewInput {
    var output: qwertyViewOutput!
}
// file: qwerty/Presenter/qwertyPresenter.swift
protocol qwertyViewOutput: AnyObject {}
protocol qwertyInteractorOutput: AnyObject {}

final class qwertyPresenter: qwertyViewOutput, qwertyInteractorOutput {
    weak var view: qwertyViewInput?
    var interactor: qwertyInteractorInput!
    var router: qwertyRouterInput!
}
// file: qwerty/Interactor/qwertyInteractor.swift
protocol qwertyInteractorInput: AnyObject {}

final class qwertyInteractor: qwertyInteractorInput {
    weak var output: qwertyInteractorOutput?
}
// file: qwerty/Router/qwertyRouter.swift
import UIKit

protocol qwertyRouterInput: AnyObject {}

final class qwertyRouter: qwertyRouterInput {
    weak var viewController: UIViewController?
}
```

A router that takes its presenter from a locator (a service locator's `presenterLocator`) and
sets the presenter's interactor and router itself assembles the module:

```swift
// file: Locators/PresenterLocator.swift
import UIKit

final class PresenterLocator {
    func dataConfirmationPresenter() -> DataConfirmationPresenterProtocol {
        DataConfirmationPresenter()
    }
}
final class ViewLocator {
    func dataConfirmationView(presenter: DataConfirmationPresenterProtocol) -> UIViewController {
        DataConfirmationViewController(presenter: presenter)
    }
}
final class InteractorLocator {
    func dataConfirmationInteractor() -> DataConfirmationInteractorProtocol {
        DataConfirmationInteractor()
    }
}
// file: DataConfirmation/DataConfirmationContract.swift
protocol DataConfirmationRouter: AnyObject {
    func confirmData()
}
protocol DataConfirmationInteractorProtocol {}
protocol DataConfirmationPresenterProtocol: AnyObject {
    var interactor: DataConfirmationInteractorProtocol? { get set }
    var router: DataConfirmationRouter? { get set }
}
// file: DataConfirmation/DataConfirmationPresenter.swift
final class DataConfirmationPresenter: DataConfirmationPresenterProtocol {
    var interactor: DataConfirmationInteractorProtocol?
    weak var router: DataConfirmationRouter?
}
// file: DataConfirmation/DataConfirmationViewController.swift
import UIKit

final class DataConfirmationViewController: UIViewController {
    let presenter: DataConfirmationPresenterProtocol

    init(presenter: DataConfirmationPresenterProtocol) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
// file: DataConfirmation/DataConfirmationInteractor.swift
final class DataConfirmationInteractor: DataConfirmationInteractorProtocol {}
// file: DataConfirmation/DataConfirmationModule.swift
import UIKit

final class DataConfirmationModule: DataConfirmationRouter {
    private let presenters = PresenterLocator()
    private let interactors = InteractorLocator()
    private let views = ViewLocator()
    private var presenter: DataConfirmationPresenterProtocol?

    func initialize() {
        let presenter = presenters.dataConfirmationPresenter()
        presenter.interactor = interactors.dataConfirmationInteractor()
        presenter.router = self
        self.presenter = presenter
        _ = views.dataConfirmationView(presenter: presenter)
    }

    func confirmData() {}
}
```

A presenter with outlets (`@IBOutlet`) is an object of a nib or storyboard, which creates and
connects it: Interface Builder is its builder.

```swift
// file: Particles/NavigationObjectPresenter.swift
import UIKit

final class NavigationObjectPresenter: NSObject {
    @IBOutlet var titleLabel: UILabel?
    @IBOutlet var interactor: NavigationObjectInteractor?

    func show(title: String) {
        titleLabel?.text = title
    }
}
// file: Particles/NavigationObjectInteractor.swift
import UIKit

final class NavigationObjectInteractor: NSObject {
    func load() {}
}
```

Nor is a class whose own name says no part and shares no stem with the protocol that calls it a
presenter (`AppStateMachine: AppEventHandler`, an app's lifecycle state machine); the code in its
folder is then in no module either:

```swift
// file: AppLifecycle/AppStateMachine.swift
import UIKit

protocol AppEventHandler {
    func handle(_ event: AppEvent)
}

enum AppEvent {
    case didFinishLaunching
    case willResignActive
}

protocol AppState {}
struct Initializing: AppState {}

final class AppStateMachine: AppEventHandler {
    private(set) var currentState: any AppState = Initializing()

    func handle(_ event: AppEvent) {}
}
// file: AppLifecycle/AppStates/Launching.swift
import UIKit

struct Launching: AppState {
    let window: UIWindow

    func setupWindow(root: UIViewController) {
        window.rootViewController = root
    }
}
```

A free factory function builds a module, and so does a file-level closure named like one
(`makeCardModule`), the closure form of the same function:

```swift
// file: Main/Factories/CardFactory.swift
import UIKit

func makeCardListModule() -> UIViewController {
    let controller = CardListViewController()
    controller.presenter = CardListPresenter(router: CardListRouter(viewController: controller))
    return controller
}

let makeCardDetailsModule: (Card) -> UIViewController = { card in
    let controller = CardDetailsViewController()
    controller.presenter = CardDetailsPresenter(card: card, router: CardDetailsRouter(viewController: controller))
    return controller
}
// file: Cards/CardList.swift
import UIKit

final class CardListViewController: UIViewController {
    var presenter: CardListPresenter?
}
final class CardListPresenter {
    let router: CardListRouter
    init(router: CardListRouter) { self.router = router }
}
final class CardListRouter {
    weak var viewController: UIViewController?
    init(viewController: UIViewController) { self.viewController = viewController }
}
// file: Cards/CardDetails.swift
import UIKit

struct Card {}
final class CardDetailsViewController: UIViewController {
    var presenter: CardDetailsPresenter?
}
final class CardDetailsPresenter {
    let router: CardDetailsRouter
    init(card: Card, router: CardDetailsRouter) { self.router = router }
}
final class CardDetailsRouter {
    weak var viewController: UIViewController?
    init(viewController: UIViewController) { self.viewController = viewController }
}
```

The same holds for a static factory on the presenter that makes the interactor and then the
presenter itself: callers reach the module through it, so no other code creates the presenter:

```swift
// file: Socials/SocialLoginPresenter.swift
final class SocialLoginPresenter {
    let interactor: SocialLoginInteractor

    private init(interactor: SocialLoginInteractor) {
        self.interactor = interactor
    }

    static func createSocialLoginPresenter(api: LoginAPI) -> SocialLoginPresenter {
        let interactor = SocialLoginInteractor(api: api)
        return SocialLoginPresenter(interactor: interactor)
    }

    func loginWithFacebook() {
        interactor.loginWithFacebook()
    }
}
// file: Socials/SocialLoginInteractor.swift
final class SocialLoginInteractor {
    private let api: LoginAPI

    init(api: LoginAPI) {
        self.api = api
    }

    func loginWithFacebook() {}
}
```

A router that makes its screen's presenter in a property (`lazy var featurePresenter =
MoreScreenPresenter(router: self)`) and that the presenter keeps is that module's router, and
the module's own router assembles it, though its stem (`More`) is not the screen's
(`MoreScreen`) and another view (`OrganizationOptionView`) shares the folder:

```swift
// file: Orchestration/Architecture.swift
import SwiftUI

public protocol FeatureRouter: AnyObject {
    var featurePresenter: ScreenPresenter { get }
}
public protocol ScreenPresenter: AnyObject {}
public protocol ModelView: View {}
// file: Features/More/MoreRouter.swift
import SwiftUI

public final class MoreRouter: FeatureRouter {
    public lazy var featurePresenter: ScreenPresenter = MoreScreenPresenter(router: self)

    func about() -> FeatureRouter { self }
}
// file: Features/More/MoreScreen.swift
import SwiftUI

final class MoreScreenPresenter: ObservableObject, ScreenPresenter {
    private let router: MoreRouter

    init(router: MoreRouter) {
        self.router = router
    }
}

struct MoreScreen: ModelView {
    @ObservedObject var presenter: MoreScreenPresenter

    var body: some View { OrganizationOptionView() }
}

struct OrganizationOptionView: View {
    var body: some View { Text("Organization") }
}
```

A global constant per screen whose initializer makes the screen's view and presenter (Dip's
`DependencyContainer`, one per module) is that module's builder:

```swift
// file: Assembly/GridModule.swift
import Dip

let gridModule = DependencyContainer() { container in
    container.register() { EmplesGridView() as GridViewProtocol }
        .resolvingProperties { container, view in
            view.presenter = try container.resolve() as EmplesGridPresenter
        }
    container.register() { EmplesGridPresenter($0) as EmplesGridPresenter }
        .resolvingProperties { container, presenter in
            presenter.view = try container.resolve() as GridViewProtocol
        }
}
// file: Grid/EmplesGridPresenter.swift
final class EmplesGridPresenter {
    weak var view: GridViewProtocol?
    private let model: GridModel

    init(_ model: GridModel) {
        self.model = model
    }
}

final class GridModel {}
// file: Grid/EmplesGridView.swift
import UIKit

protocol GridViewProtocol: AnyObject {
    func show(items: [String])
}

final class EmplesGridView: UIViewController, GridViewProtocol {
    var presenter: EmplesGridPresenter!

    func show(items: [String]) {}
}
```

A router handed its screen by a storyboard segue that makes the screen's view model and hands it
over (`start(controller:)`) wires the module:

```swift
// file: SignIn/SignInRouter.swift
import UIKit

final class SignInRouter {
    private(set) weak var signInViewController: SignInViewController?

    func start(controller: SignInViewController) {
        signInViewController = controller
        let viewModel = SignInViewModel(router: self)
        controller.configure(viewModel: viewModel, router: self)
    }
}
// file: SignIn/SignInViewController.swift
import UIKit

final class SignInViewController: UIViewController {
    private var viewModel: SignInViewModel!
    private var router: SignInRouter!

    func configure(viewModel: SignInViewModel, router: SignInRouter) {
        self.viewModel = viewModel
        self.router = router
    }
}
// file: SignIn/SignInViewModel.swift
final class SignInViewModel {
    private weak var router: SignInRouter?

    init(router: SignInRouter) {
        self.router = router
    }
}
```

A static factory on the view controller that makes the controller itself (from its storyboard)
and its presenter is a static factory on one of the module's own types that creates the presenter
together with another part:

```swift
// file: Logger/LogEventList/LogEventListPresenter.swift
protocol LogEventListViewProtocol: AnyObject {
    func reloadData()
}

final class LogEventListPresenter {
    weak var view: LogEventListViewProtocol?

    init(view: LogEventListViewProtocol) {
        self.view = view
    }
}
// file: Logger/LogEventList/LogEventListViewController.swift
import UIKit

final class LogEventListViewController: UIViewController, LogEventListViewProtocol {
    var presenter: LogEventListPresenter?

    static func create() -> LogEventListViewController {
        let controller = loadFromStoryboard()
        controller.presenter = LogEventListPresenter(view: controller)
        return controller
    }

    func reloadData() {}
}
```

In a repository holding one app in several architectures, a namesake view of another app
(`AppMVVM/Grid/GridView`, a plain view controller) is that app's, not a stronger view of this
module: `AppMVP`'s `GridView` stays the module's view, and the container that makes it with the
presenter is the module's builder:

```swift
// file: AppMVP/Assembly/GridModule.swift
import Dip

let gridModule = DependencyContainer() { container in
    container.register() { GridView() }
        .resolvingProperties { container, view in
            view.presenter = try container.resolve() as GridPresenter
        }
    container.register() { GridPresenter() }
        .resolvingProperties { container, presenter in
            presenter.view = try container.resolve() as CollectionViewProtocol
        }
}
// file: AppMVP/Grid/GridPresenter.swift
final class GridPresenter {
    weak var view: CollectionViewProtocol?
}
// file: AppMVP/Grid/GridView.swift
protocol CollectionViewProtocol: AnyObject {
    func reload()
}

final class GridView: BaseCollectionView, CollectionViewProtocol {
    var presenter: GridPresenter!

    func reload() {}
}
// file: AppMVVM/Grid/GridView.swift
import UIKit

final class GridView: UIViewController {
    var viewModel: GridViewModel!
}
// file: AppMVVM/Grid/GridViewModel.swift
final class GridViewModel {
    var items: [String] = []
}
```

A SwiftUI preview that builds a view with its view model and a use case side by side connects
nothing: the view holds only its view model, so the view and a use case that shares its stem make
no module:

```swift
// file: Domain/UseCases/LoginUseCase.swift
final class LoginUseCase {
    func logIn() {}
}
// file: Modules/Login/LoginView.swift
import SwiftUI

struct LoginView: View {
    @ObservedObject var viewModel: LoginViewModel

    var body: some View { Text(viewModel.title) }
}

struct LoginViewPreView: PreviewProvider {
    static var previews: some View {
        LoginView(viewModel: LoginViewModel(useCase: LoginUseCase()))
    }
}
// file: Modules/Login/LoginViewModel.swift
import Combine

final class LoginViewModel: ObservableObject {
    @Published var title = ""
    private let useCase: LoginUseCase

    init(useCase: LoginUseCase) {
        self.useCase = useCase
    }
}
```

A configurator that names its parts for the protocol it adopts (`typealias Presenter =
AuthPresenter` for `ModuleLayersBindable`, whose extension binds the layers) is the module's
builder, as a base builder's generic arguments would be:

```swift
// file: Core/ModuleLayersBindable.swift
protocol ModuleLayersBindable {
    associatedtype ViewController
    associatedtype Presenter
}
// file: Module/Auth/AuthConfigurator.swift
struct AuthConfigurator: ModuleLayersBindable {
    typealias ViewController = AuthViewController
    typealias Presenter = AuthPresenter
}
// file: Module/Auth/AuthCoordinator.swift
import UIKit

final class AuthCoordinator {
    func start() -> UIViewController {
        let controller = AuthViewController()
        let presenter = AuthPresenter()
        presenter.viewController = controller
        controller.presenter = presenter
        return controller
    }
}
// file: Module/Auth/AuthPresenter.swift
final class AuthPresenter {
    weak var viewController: AuthViewController?
}
// file: Module/Auth/AuthViewController.swift
import UIKit

final class AuthViewController: UIViewController {
    var presenter: AuthPresenter?
}
```

Making the next screen's router there as well (kept for a later transition) does not turn that
method into one that opens another screen:

```swift
// file: RestorePassword/RestorePasswordRouter.swift
final class RestorePasswordRouter {
    private(set) weak var controller: RestorePasswordViewController?

    func start(controller: RestorePasswordViewController) {
        self.controller = controller
        controller.configure(viewModel: RestorePasswordViewModel())
    }
}
// file: RestorePassword/RestorePasswordViewController.swift
import UIKit

final class RestorePasswordViewController: UIViewController {
    private var viewModel: RestorePasswordViewModel!

    func configure(viewModel: RestorePasswordViewModel) {
        self.viewModel = viewModel
    }
}
// file: RestorePassword/RestorePasswordViewModel.swift
final class RestorePasswordViewModel {}
// file: SignIn/SignInRouter.swift
import UIKit

final class SignInRouter {
    private(set) weak var signInViewController: SignInViewController?
    private var nextRouter: RestorePasswordRouter?

    func start(controller: SignInViewController) {
        signInViewController = controller
        let viewModel = SignInViewModel(router: self)
        controller.configure(viewModel: viewModel, router: self)
        nextRouter = RestorePasswordRouter()
    }
}
// file: SignIn/SignInViewController.swift
import UIKit

final class SignInViewController: UIViewController {
    private var viewModel: SignInViewModel!
    private var router: SignInRouter!

    func configure(viewModel: SignInViewModel, router: SignInRouter) {
        self.viewModel = viewModel
        self.router = router
    }
}
// file: SignIn/SignInViewModel.swift
final class SignInViewModel {
    private weak var router: SignInRouter?

    init(router: SignInRouter) {
        self.router = router
    }
}
```

A module framework's generic base classes (`RTEModulePresenter<Pipeline, State>`, and
`RTEModuleBaseViewController` with `Base` inside its name), each subclassed by a module's own
part, are machinery in their folder, not a module "RTE" of their own; the chat module built on
them has its assembly:

```swift
// file: Modules/RTModule/RTEModulePresenter.swift
class RTEModulePresenter<Pipeline: AnyObject, State: AnyObject> {
    private(set) weak var pipeline: Pipeline?
    let state: State
    init(pipeline: Pipeline, state: State) {
        self.pipeline = pipeline
        self.state = state
    }
}
// file: Modules/RTModule/RTEModuleView.swift
import UIKit

class RTEModuleBaseViewController: UIViewController {}
// file: Modules/Chat/ChatModulePresenter.swift
final class ChatModulePipeline {}
final class ChatModuleState {}
final class ChatModulePresenter: RTEModulePresenter<ChatModulePipeline, ChatModuleState> {
    weak var view: ChatModuleView?
}
// file: Modules/Chat/ChatModuleView.swift
final class ChatModuleView: RTEModuleBaseViewController {
    var presenter: ChatModulePresenter?
}
// file: Modules/Chat/ChatModuleAssembly.swift
import UIKit

enum ChatModuleAssembly {
    static func build() -> UIViewController {
        let view = ChatModuleView()
        let presenter = ChatModulePresenter(pipeline: ChatModulePipeline(), state: ChatModuleState())
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

An abstract presenter and view named `Any...` (`AnyListPresenter`, every member left to a
subclass), each subclassed by the module's own part, are base classes, not a module "AnyList"
without a builder:

```swift
// file: Modules/List/Presenter/ListPresenterProtocol.swift
class AnyListPresenter {
    func didLoad() { fatalError("Implement in subclass") }
}
// file: Modules/List/View/ListViewProtocol.swift
import UIKit

class AnyListView: UIViewController {
    var presenter: AnyListPresenter?
}
// file: Modules/List/Presenter/ListPresenter.swift
final class ListPresenter: AnyListPresenter {
    weak var view: ListViewController?
    override func didLoad() {}
}
// file: Modules/List/View/ListViewController.swift
final class ListViewController: AnyListView {}
// file: Modules/List/ListAssembly.swift
import UIKit

enum ListAssembly {
    static func make() -> UIViewController {
        let view = ListViewController()
        let presenter = ListPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

"""##,
        "navigation-in-router": ##"""
# `navigation-in-router`: Navigation in router

Only routers (wireframes) push, present, dismiss or replace screens.

Navigation calls appear only in routers (wireframes) and navigation owners (coordinators, app
and scene delegates, `App` conformers). A navigation call is matched by name **and** argument
labels: `pushViewController(_:animated:)`, `popViewController(animated:)`,
`popToRootViewController(animated:)`, `popToViewController(_:animated:)`,
`setViewControllers(_:animated:)` of a navigation controller (not a tab bar controller's, and not
a page view controller's `setViewControllers(_:direction:animated:completion:)`),
`present(_:animated:completion:)`,
`dismiss(animated:completion:)`, `show(_:sender:)`, `showDetailViewController(_:sender:)`,
`performSegue(withIdentifier:sender:)`, the MFR helpers `push(withView:)` and
`present(withView:)`, and assignments to `rootViewController` (not on a view of the type's own,
declared with a type named `...View`, such as an ad banner's `bannerView: GADBannerView`, nor to a
stored `rootViewController` the type declares itself).
Implicit `self`, `self.` and
`self?.` count. Calls on the module's router or wireframe (`router?.push(withView: v)`),
same-named methods with other labels (`router.present(error:)`, `view?.show(message:)`,
`HUD.show()`), declarations, comments and strings do not, and neither does UIKit's container
implementing a navigation call for the project (a subclass passing it on to `super`, an extension
constrained to `Self: UINavigationController` or `UIWindow`). A class named by the router word
alone (`Wireframe`, `Router`) is router code. Only types that belong to a module are
judged (a presenter, interactor, or a view of a module), and helpers declared inside a module's
own folder (cells, table adapters next to its view; a module's folder named after it may hold a
few child modules' folders); a lone view controller is not VIPER, and neither is a view controller
of no module in a module's folder that only other modules create (an empty-state screen that
another module's router shows), or that only code outside every module creates while no part of
the folder's module names it (a privacy page the app's coordinator presents).
Presenting an alert or action sheet is the view's job, not navigation: a `present(_:animated:)`
of a `UIAlertController` (or of the project's own subclass of it) built in the same method (also by a static factory such as
`UIAlertController.errorAlert(...)`, or by the type's own method declared to return one, or held
in a property declared as one), or of a value named like an alert (`alert`, `errorAlert`, `actionSheet`, `alertController`) or typed by such a name (`PMActionSheet`), is not
reported, and neither is `dismiss` called on such a value (`alert?.dismiss(animated: true)`). A
real screen presented from inside an alert action's closure (`UIAlertAction(title: ..., handler: {
_ in self.present(picker, animated: true) })`) still is. Option `alertsAreNavigation` reports
alerts too, for teams that route them through the wireframe. Other modal screens (an editor, an
image picker, a share sheet) are navigation.

Router code may navigate: routers and wireframes with their extensions and their base classes
(also a base class named exactly `Router` or `Wireframe`); an extension that conforms any type to
a router protocol (`extension LoginViewController: LoginRouterInput` in `Router/`: only the calls
in that extension, the rest of the view controller is judged); a protocol extension constrained to
routers (`extension SeriesRoute where Self: RouterProtocol`); and a protocol adopted only by router
protocols or routers (a `...Presentable` mixin of wireframe protocols) with its extensions.

Default severity: **error**.

## Why

"Routes from one screen to another are defined in the wireframes ... the Presenter will use the
wireframe to perform the navigation" (objc.io, "Architecting iOS Apps with VIPER"): the presenter
knows *when* to navigate, the wireframe knows *how*. MFRBaseArchitecture's routers own
`push(withView:)`/`present(withView:)`, the `HogeRouter` of K-Torishima's Architecture_VIPER notes
presents the next module built by its `assembleModule`. When presenters, interactors or view
controllers push and present on their own, the flow of the app is scattered across the modules and
cannot be changed or tested in one place.

## Options

| name | type | default | meaning |
|---|---|---|---|
| `allowedTypes` | string array | `[]` | Type names that may navigate besides routers, coordinators and app delegates. |
| `additionalCalls` | string array | `[]` | More navigation calls, written `name(label:label:)`, e.g. `route(to:)`. |
| `alertsAreNavigation` | bool | `false` | Report presenting and dismissing alerts too, for teams that route them through the wireframe. |

## Triggering examples

message: `pushViewController(_:animated:)` in presenter `LoginPresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
final class LoginViewController: UIViewController {
    var presenter: LoginPresenter!
}

final class LoginPresenter {
    weak var view: LoginViewController?

    func didLogin() {
        view?.navigationController?.↓pushViewController(HomeViewController(), animated: true)
    }
}
```

The Swift 2 names of the same calls, in older apps:

```swift
final class ObjectViewController: UIViewController {
    var presenter: ObjectPresenter!
}

final class ObjectPresenter {
    weak var view: ObjectViewController?

    func didTapBack() {
        view?.navigationController?.↓popViewControllerAnimated(true)
    }

    func didTapMenu(_ menu: UIViewController) {
        view?.↓presentViewController(menu, animated: true, completion: nil)
    }
}
```

```swift
final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter!

    func showEditor(_ editor: UIViewController) {
        ↓present(editor, animated: true)
    }
}

final class ProfilePresenter {}
```

```swift
final class OrdersViewController: UIViewController {
    var interactor: OrdersInteractor!

    func load() {
        interactor.fetch { [weak self] detail in
            self?.↓present(detail, animated: true, completion: nil)
        }
    }
}

final class OrdersInteractor {}
```

```swift
final class SettingsView: UIViewController {
    var presenter: SettingsPresenter!

    @objc func close() {
        ↓dismiss(animated: true) {
            print("closed")
        }
    }
}

final class SettingsPresenter {}
```

message: assigning `rootViewController` in interactor `LogoutInteractor` replaces the screen: move it into a router or the app's coordinator

```swift
final class LogoutInteractor {
    func logout(window: UIWindow?) {
        window?.↓rootViewController = LoginViewController()
    }
}

final class LogoutPresenter {
    var interactor: LogoutInteractor!
}
```

A window of the project's own kind (a `UIWindow` subclass) is a window too:

```swift
final class PassthroughWindow: UIWindow {}

final class OnboardingPresenter {
    weak var view: OnboardingViewController?
    private let overlay = PassthroughWindow(frame: .zero)

    func didFinish() {
        overlay.↓rootViewController = HomeViewController()
    }
}

final class OnboardingViewController: UIViewController {
    var presenter: OnboardingPresenter!
}
```

A side menu or container controller's `rootViewController` is the screen too:

```swift
final class MenuPresenter {
    weak var view: MenuViewController?
    private let sideMenuController: LGSideMenuController

    init(sideMenuController: LGSideMenuController) {
        self.sideMenuController = sideMenuController
    }

    func didSelectHome() {
        sideMenuController.↓rootViewController = HomeViewController()
    }
}

final class MenuViewController: UIViewController {
    var presenter: MenuPresenter!
}
```

A force-unwrapped window and root (Swift 2's `window!.rootViewController! = nav`) are assigned all
the same:

```swift
final class WelcomePresenter {
    weak var view: WelcomeViewController?

    func didSignIn() {
        let appDelegate = UIApplication.sharedApplication().delegate as! AppDelegate
        appDelegate.window!.↓rootViewController! = UINavigationController(rootViewController: HomeViewController())
    }
}

final class WelcomeViewController: UIViewController {
    var presenter: WelcomePresenter!
}
```

```swift
final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter!

    @IBAction func didTapEdit() {
        ↓performSegue(withIdentifier: "edit", sender: nil)
    }
}

final class ProfilePresenter {}
```

```swift
final class TodoDetailViewController: UIViewController {
    var presenter: TodoDetailPresenter!
}

final class TodoDetailPresenter {
    weak var view: TodoDetailViewController?

    func didSave() {
        view?.navigationController?.↓popViewController(animated: true)
    }
}
```

```swift
protocol SearchViewOutput: AnyObject {}

final class SearchViewController: UIViewController {
    var output: SearchViewOutput!

    func open(_ result: UIViewController) {
        self.↓show(result, sender: self)
        ↓showDetailViewController(result, sender: nil)
    }
}

final class SearchPresenter: SearchViewOutput {}
```

```swift
final class OrderDetailViewController: UIViewController {
    var presenter: OrderDetailPresenter!

    func reset(to first: UIViewController) {
        navigationController?.↓setViewControllers([first], animated: false)
        navigationController?.↓popToRootViewController(animated: true)
    }
}

final class OrderDetailPresenter {}
```

A view whose base class comes from a pod and is not named like a tab bar controller replaces a
navigation stack:

```swift
// file: Modules/TabCoordinator/TabCoordinatorView.swift
import Viper

protocol TabCoordinatorViewInput: AnyObject {
    func showSubmodules(_ screens: [UIViewController])
}

final class TabCoordinatorView: BaseController<TabCoordinatorPresenter>, TabCoordinatorViewInput {
    func showSubmodules(_ screens: [UIViewController]) {
        ↓setViewControllers(screens, animated: false)
    }
}

final class TabCoordinatorPresenter {
    weak var view: TabCoordinatorViewInput?
}
```

```swift
final class MissionDetailView: UIViewController, MFRViewVIPER {
    var presenter: MissionDetailPresenter!

    func openBriefing(_ briefing: UIViewController) {
        self.↓present(withView: briefing, embedIn: .navigationController)
    }
}

final class MissionDetailPresenter: MFRPresenterVIPER {}
```

```swift
final class AvatarViewController: UIViewController {
    var presenter: AvatarPresenter!

    func pickPhoto() {
        let picker = UIImagePickerController()
        ↓present(picker, animated: true)
    }
}

final class AvatarPresenter {}
```

```swift
// file: Home/HomePresenter.swift
final class HomePresenter {
    weak var view: HomeViewController?
}
// file: Home/HomeViewController.swift
final class HomeViewController: UIViewController {
    var presenter: HomePresenter!
}
// file: Home/Adapter/PostCell.swift
final class PostCell: UITableViewCell {
    weak var navigationController: UINavigationController?

    func openAuthor(_ profile: UIViewController) {
        navigationController?.↓pushViewController(profile, animated: true)
    }
}
```

`additionalCalls` adds a project's own navigation helper, matched by name and labels like the
built-in ones (`route(to:)`, not `route(_:)`):

options: `{"additionalCalls": ["route(to:)"]}`

message: `route(to:)` in presenter `CartPresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
final class CartViewController: UIViewController {
    var presenter: CartPresenter!
}

final class CartPresenter {
    weak var view: CartViewController?

    func didTapCheckout() {
        view?.↓route(to: .payment)
        view?.route(.payment)
    }
}
```

`allowedTypes` exempts only the named types:

options: `{"allowedTypes": ["ProfileViewController"]}`

```swift
final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter!

    func showEditor(_ editor: UIViewController) {
        present(editor, animated: true)
    }
}

final class ProfilePresenter {
    weak var view: ProfileViewController?

    func didLogin() {
        view?.navigationController?.↓pushViewController(HomeViewController(), animated: true)
    }
}
```

```swift
final class PhotoViewController: UIViewController {
    var presenter: PhotoPresenter!
    let picker = UIImagePickerController()

    func choosePhoto() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Library", style: .default, handler: { _ in
            self.↓present(self.picker, animated: true)
        }))
        alert.addAction(UIAlertAction(title: "Close", style: .cancel) { _ in
            self.↓dismiss(animated: true)
        })
        present(alert, animated: true)
    }
}

final class PhotoPresenter {}
```

```swift
// file: Login/LoginViewController.swift
protocol LoginViewInput: AnyObject {}

final class LoginViewController: UIViewController, LoginViewInput {
    var presenter: LoginPresenter!

    func showHelp() {
        ↓present(HelpViewController(), animated: true)
    }
}

final class LoginPresenter {
    weak var view: LoginViewInput?
    var router: LoginRouterInput!
}
// file: Login/Router/LoginViewController+Router.swift
protocol LoginRouterInput: AnyObject {
    func openNext()
}

extension LoginViewController: LoginRouterInput {
    func openNext() {
        performSegue(withIdentifier: "next", sender: nil)
    }
}
```

A screen made by the type's own method is presented as navigation:

message: `present(_:animated:)` in view `BackupView` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
final class BackupView: UIViewController {
    var presenter: BackupPresenter!

    private func openServicePicker() {
        let picker = makeServicePicker()
        ↓present(picker, animated: true, completion: nil)
    }

    private func makeServicePicker() -> UIViewController {
        ServicePickerViewController()
    }
}

final class BackupPresenter {
    weak var view: BackupView?
}
```

A module's folder named after it may hold child modules' folders (`Messages/` holds
`Dialog/`): a table adapter beside its view is still a helper of the module:

message: `show(_:sender:)` in type `MessagesLayoutAdapter` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Modules/Messages/MessagesViewController.swift
final class MessagesViewController: UIViewController {
    var presenter: MessagesPresenter!
}

final class MessagesLayoutAdapter: NSObject, UITableViewDelegate {
    weak var viewController: UIViewController?

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewController?.↓show(DialogRouter.createModule(), sender: nil)
    }
}
// file: Modules/Messages/MessagesPresenter.swift
final class MessagesPresenter {
    weak var view: MessagesViewController?
}
// file: Modules/Messages/Dialog/DialogRouter.swift
final class DialogRouter {
    static func createModule() -> UIViewController {
        let view = DialogViewController()
        view.presenter = DialogPresenter()
        return view
    }
}
// file: Modules/Messages/Dialog/DialogViewController.swift
final class DialogViewController: UIViewController {
    var presenter: DialogPresenter!
}
// file: Modules/Messages/Dialog/DialogPresenter.swift
final class DialogPresenter {
    weak var view: DialogViewController?
}
```

`alertsAreNavigation` reports alerts too, for teams that route them through the wireframe:

options: `{"alertsAreNavigation": true}`

```swift
final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!

    func confirmLogout() {
        let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
        ↓present(alert, animated: true)
    }
}

final class SettingsPresenter {
    weak var view: SettingsViewController?
}
```

A view controller of no module in a module's folder that the module itself creates (a step of
its flow) is the module's code:

message: `dismiss(animated:)` in view `PaymentDoneViewController` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Modules/Payment/PaymentViewController.swift
final class PaymentViewController: UIViewController {
    var presenter: PaymentPresenter!
}
// file: Modules/Payment/PaymentPresenter.swift
final class PaymentPresenter {
    weak var view: PaymentViewController?
    var router: PaymentRouter!
}
// file: Modules/Payment/PaymentRouter.swift
final class PaymentRouter {
    weak var viewController: UIViewController?

    func showDone() {
        viewController?.present(PaymentDoneViewController(), animated: true)
    }
}
// file: Modules/Payment/Done/PaymentDoneViewController.swift
final class PaymentDoneViewController: UIViewController {
    @objc func close() {
        ↓dismiss(animated: true)
    }
}
```

A view controller that declares a `dismiss` of its own still reaches UIKit's when it calls it
with UIKit's labels:

message: `dismiss(animated:)` in view `PickerViewController` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
import UIKit

final class PickerViewController: UIViewController {
    var presenter: PickerPresenter!

    func dismiss() {
        ↓dismiss(animated: true)
    }
}

final class PickerPresenter {
    weak var view: PickerViewController?
}
```

A navigation controller named for the flow it hosts (`flowNavigationController`) is UIKit's: a view
that pushes on it navigates, though a receiver named `mainFlow` would be a navigator:

message: `pushViewController(_:animated:)` in view `RootViewController` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Root/RootViewController.swift
protocol RootViewOutput: AnyObject {}
protocol RootFlow: AnyObject {
    func pushViewController(_ screen: UIViewController, animated: Bool)
}
final class RootViewController: UIViewController {
    var output: RootViewOutput!
    var mainFlow: RootFlow?
    weak var flowNavigationController: UINavigationController?

    func setFlow(screen: UIViewController) {
        flowNavigationController?.↓pushViewController(screen, animated: true)
    }
    func setMainFlow(screen: UIViewController) {
        mainFlow?.pushViewController(screen, animated: true)
    }
}
// file: Root/RootPresenter.swift
protocol RootInteractorInput: AnyObject {}
final class RootPresenter: RootViewOutput {
    weak var view: RootViewController?
    var interactor: RootInteractorInput?
}
```

A `dismiss(animated:)` that the project declares itself still navigates when it is declared on a
view controller, here through a protocol only view controllers adopt:

message: `dismiss(animated:)` in presenter `DetailPresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter
message: `dismiss(animated:)` in view `DetailViewController` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Detail/DetailPresenter.swift
import UIKit

protocol DetailScreen: UIViewController {
    func dismiss(animated: Bool)
}
final class DetailPresenter {
    weak var view: DetailViewInput?
    weak var screen: DetailScreen?
    func close() {
        screen?.↓dismiss(animated: true)
    }
}
// file: Detail/DetailViewController.swift
import UIKit

protocol DetailViewInput: AnyObject {}
final class DetailViewController: UIViewController, DetailViewInput, DetailScreen {
    var output: DetailPresenter!
    func dismiss(animated: Bool) { ↓dismiss(animated: animated, completion: nil) }
}
```

So does one that the module's view protocol declares, which the view controller adopting it gets
from UIKit:

message: `dismiss(animated:)` in presenter `GamePresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Game/GamePresenter.swift
protocol GameViewProtocol: AnyObject {
    func dismiss(animated: Bool, completion: (() -> Void)?)
}
final class GamePresenter {
    weak var view: GameViewProtocol?
    func didTapExit() {
        view?.↓dismiss(animated: true, completion: nil)
    }
}
// file: Game/GameViewController.swift
import UIKit

final class GameViewController: UIViewController, GameViewProtocol {
    var presenter: GamePresenter!
}
```

A project's view controller presented from a presenter is a screen, even beside the project's own
alert class:

message: `present(_:animated:)` in presenter `TrackDetailPresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Player/ActionSheetPickerViewController.swift
import UIKit

class ActionSheetPickerViewController: UIAlertController {}
// file: Player/LyricsViewController.swift
import UIKit

final class LyricsViewController: UIViewController {}
// file: Player/TrackDetailPresenter.swift
import UIKit

final class TrackDetailPresenter {
    weak var view: TrackDetailViewController?

    func showLyrics() {
        let lyrics = LyricsViewController()
        view?.↓present(lyrics, animated: true, completion: nil)
    }
}
// file: Player/TrackDetailViewController.swift
import UIKit

final class TrackDetailViewController: UIViewController {
    var presenter: TrackDetailPresenter!
}
```

A view protocol's default implementation for view controllers (`where Self: UIViewController`) is
the view's code: a screen is no container of screens:

message: `pushViewController(_:animated:)` in view-protocol `LoginViewProtocol` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Login/LoginViewProtocol.swift
import UIKit

protocol LoginViewProtocol: AnyObject {
    func openHome()
}

extension LoginViewProtocol where Self: UIViewController {
    func openHome() {
        navigationController?.↓pushViewController(HomeViewController(), animated: true)
    }
}
// file: Login/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController, LoginViewProtocol {
    var presenter: LoginPresenter?
}
// file: Login/LoginPresenter.swift
final class LoginPresenter {
    weak var view: LoginViewProtocol?
}
// file: Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController {}
```

A view controller of no module in a module's folder that the app's coordinator creates is still
the module's code when a part of that module names it (`SettingsRouter` takes it as a
parameter):

message: `dismiss(animated:)` in view `SettingsDetailViewController` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Application/ApplicationCoordinator.swift
final class ApplicationCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showPrivacy() {
        navigationController.present(SettingsDetailViewController(), animated: true)
    }
}
// file: Flow/Settings/SettingsModuleFactory.swift
enum SettingsModuleFactory {
    static func make() -> SettingsViewController {
        let view = SettingsViewController()
        let presenter = SettingsPresenter()
        let router = SettingsRouter()
        presenter.view = view
        presenter.router = router
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
// file: Flow/Settings/SettingsPresenter.swift
final class SettingsPresenter {
    weak var view: SettingsViewController?
    var router: SettingsRouter?
}
// file: Flow/Settings/SettingsRouter.swift
final class SettingsRouter {
    weak var viewController: UIViewController?

    func close(_ detail: SettingsDetailViewController) {
        detail.close()
    }
}
// file: Flow/Settings/SettingsViewController.swift
final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!
}
// file: Flow/Settings/Subviews/SettingsDetailViewController.swift
final class SettingsDetailViewController: UIViewController {
    @objc func close() {
        ↓dismiss(animated: true)
    }
}
```

Presenters by name that are kept by no view and are not handed a controller to present from
still form a module when they are connected (here through `CameraPresenterDelegate`), and their
navigation is judged:

message: `present(_:animated:)` in presenter `CameraPresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter
message: `dismiss(animated:)` in presenter `CameraPresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Camera/CameraAccessAlertPresenter.swift
import UIKit

final class CameraAccessAlertPresenter {
    weak var presentingViewController: UIViewController?

    func presentPermissionDeniedAlert() {
        guard let viewController = presentingViewController else { return }
        let alert = UIAlertController(title: "Camera", message: nil, preferredStyle: .alert)
        viewController.present(alert, animated: true)
    }
}
// file: Camera/CameraPresenter.swift
import UIKit

protocol CameraPresenterDelegate: AnyObject {
    func cameraPresenterDidCancel(_ presenter: CameraPresenter)
}

final class CameraPresenter: NSObject {
    weak var delegate: CameraPresenterDelegate?
    private let cameraAccessAlertPresenter = CameraAccessAlertPresenter()
    weak var presentingViewController: UIViewController?

    func presentCamera(animated: Bool) {
        presentingViewController?.↓present(UIImagePickerController(), animated: animated)
    }

    func dismiss(animated: Bool) {
        presentingViewController?.↓dismiss(animated: animated)
    }
}
// file: SingleImagePicker/SingleImagePickerPresenter.swift
import UIKit

final class SingleImagePickerPresenter: NSObject, CameraPresenterDelegate {
    private var cameraPresenter: CameraPresenter?
    weak var presentingViewController: UIViewController?

    func presentCamera() {
        let cameraPresenter = CameraPresenter()
        cameraPresenter.delegate = self
        cameraPresenter.presentingViewController = presentingViewController
        cameraPresenter.presentCamera(animated: true)
        self.cameraPresenter = cameraPresenter
    }

    func cameraPresenterDidCancel(_ presenter: CameraPresenter) {
        presenter.dismiss(animated: true)
    }
}
```

Dismissing a value whose type is not named like an alert (`PMOptionsViewController`) is
navigation:

message: `dismiss(animated:)` in view `SettingsViewController` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Settings/SettingsPresenter.swift
final class SettingsPresenter {
    weak var view: SettingsViewController?
}
// file: Settings/SettingsViewController.swift
import UIKit

final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!
    private var options: PMOptionsViewController?

    func closeSheet() {
        options?.↓dismiss(animated: true)
    }
}
```

A view controller that keeps a use case (an interactor by its name) is a module's view, and its
navigation is judged:

message: `pushViewController(_:animated:)` in view `ProductPriceSettingsViewController` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Products/EditPrice/PeriodPickerUseCase.swift
final class PeriodPickerUseCase {
    private let periods = ["day", "week", "month"]

    func period(at index: Int) -> String {
        periods[index]
    }
}
// file: Products/EditPrice/ProductPriceSettingsViewController.swift
import UIKit

final class ProductPriceSettingsViewController: UIViewController {
    private let periodPickerUseCase = PeriodPickerUseCase()

    func showSchedule() {
        navigationController?.↓pushViewController(UIViewController(), animated: true)
    }
}
```

A presenter whose caller adopts the presenter's own delegate is still a module's part when it is
not handed the controller it presents from, and its navigation is judged:

message: `present(_:animated:)` in presenter `ServiceTermsBridgePresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter
message: `dismiss(animated:)` in presenter `ServiceTermsBridgePresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: ServiceTerms/ServiceTermsBridgePresenter.swift
import UIKit

protocol ServiceTermsBridgePresenterDelegate: AnyObject {
    func serviceTermsBridgePresenterDidAccept(_ presenter: ServiceTermsBridgePresenter)
}

final class ServiceTermsBridgePresenter: NSObject {
    weak var delegate: ServiceTermsBridgePresenterDelegate?
    weak var presentingViewController: UIViewController?

    func present(animated: Bool) {
        presentingViewController?.↓present(UIViewController(), animated: animated)
    }

    func dismissTerms(animated: Bool) {
        presentingViewController?.↓dismiss(animated: animated)
    }
}
// file: Settings/SettingsIdentityServerBuilder.swift
enum SettingsIdentityServerBuilder {
    static func build() -> SettingsIdentityServerViewController {
        let view = SettingsIdentityServerViewController()
        let presenter = SettingsIdentityServerPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
// file: Settings/SettingsIdentityServerPresenter.swift
final class SettingsIdentityServerPresenter {
    weak var view: SettingsIdentityServerViewController?
}
// file: Settings/SettingsIdentityServerViewController.swift
import UIKit

final class SettingsIdentityServerViewController: UIViewController, ServiceTermsBridgePresenterDelegate {
    var presenter: SettingsIdentityServerPresenter!
    private var bridgePresenter: ServiceTermsBridgePresenter?

    func showTerms() {
        let bridge = ServiceTermsBridgePresenter()
        bridge.delegate = self
        bridge.presentingViewController = self
        bridge.present(animated: true)
        bridgePresenter = bridge
    }

    func serviceTermsBridgePresenterDidAccept(_ presenter: ServiceTermsBridgePresenter) {
        presenter.dismissTerms(animated: true)
    }
}
```

A presenter by name that makes its screen and presents it from a controller it keeps in a
property is that module's presenter, and its navigation is judged:

message: `dismiss(animated:)` in presenter `PrivacyBannerPresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter
message: `present(_:animated:)` in presenter `PrivacyBannerPresenter` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Dashboard/DashboardViewController.swift
import UIKit

final class DashboardViewController: UIViewController {
    private let privacyBannerPresenter = PrivacyBannerPresenter()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        privacyBannerPresenter.presentingViewController = self
        privacyBannerPresenter.presentIfNeeded()
    }
}
// file: Settings/Privacy/PrivacyBannerPresentationUseCase.swift
final class PrivacyBannerPresentationUseCase {
    func shouldShowBanner() -> Bool { true }
}
// file: Settings/Privacy/PrivacyBannerPresenter.swift
import UIKit

final class PrivacyBannerPresenter {
    weak var presentingViewController: UIViewController?
    private let useCase = PrivacyBannerPresentationUseCase()

    func presentIfNeeded() {
        guard useCase.shouldShowBanner(), let viewController = presentingViewController else { return }
        let banner = PrivacyBannerViewController(onCompletion: { _ in
            viewController.↓dismiss(animated: true)
        })
        viewController.↓present(banner, animated: true)
    }
}
// file: Settings/Privacy/PrivacyBannerViewController.swift
import UIKit

final class PrivacyBannerViewController: UIViewController {
    private let onCompletion: (Bool) -> Void

    init(onCompletion: @escaping (Bool) -> Void) {
        self.onCompletion = onCompletion
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
```

The split view hook is no pass for the view's own moves: a method of its own that shows a
screen navigates:

```swift
// file: Root/RootSplitViewController.swift
import UIKit

protocol RootViewInput: AnyObject {}

final class RootSplitViewController: UISplitViewController, RootViewInput, UISplitViewControllerDelegate {
    var presenter: RootPresenter?

    func openSettings() {
        ↓show(UIViewController(), sender: nil)
    }

    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        false
    }
}
// file: Root/RootPresenter.swift
final class RootPresenter {
    weak var view: RootViewInput?
}
// file: Root/RootBuilder.swift
import UIKit

enum RootBuilder {
    static func build() -> UIViewController {
        let view = RootSplitViewController()
        let presenter = RootPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

A library's `popViewController()` without arguments (SwifterSwift's, where `animated` defaults)
pops as UIKit's does, when the project declares no method of that name:

```swift
// file: Camera/CameraSettingsViewController.swift
import UIKit

protocol CameraSettingsViewInput: AnyObject {}

final class CameraSettingsViewController: UIViewController, CameraSettingsViewInput {
    var presenter: CameraSettingsPresenter?

    func close() {
        navigationController?.↓popViewController()
    }
}
// file: Camera/CameraSettingsPresenter.swift
final class CameraSettingsPresenter {
    weak var view: CameraSettingsViewInput?
}
// file: Camera/CameraSettingsBuilder.swift
import UIKit

enum CameraSettingsBuilder {
    static func build() -> UIViewController {
        let view = CameraSettingsViewController()
        let presenter = CameraSettingsPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

A method handed a picker presents a screen, whatever the parameter's name:

```swift
// file: Upload/UploadViewController.swift
import UIKit

protocol UploadViewInput: AnyObject {}

final class UploadViewController: UIViewController, UploadViewInput {
    var presenter: UploadPresenter?

    func showPicker(_ picker: UIImagePickerController) {
        ↓present(picker, animated: true)
    }
}
// file: Upload/UploadPresenter.swift
final class UploadPresenter {
    weak var view: UploadViewInput?
}
// file: Upload/UploadBuilder.swift
import UIKit

enum UploadBuilder {
    static func build() -> UIViewController {
        let view = UploadViewController()
        let presenter = UploadPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

A Clean Swift configurator handed the view controller that also makes the screen's content view
(`viewController.mainView = MyCarsView()`, a plain `UIView`) leaves the controller the module's
view: what it presents or dismisses is judged.

message: `dismiss(animated:)` in view `MyCarsViewController` navigates: move it into the module's router (wireframe) and call the router from the presenter

```swift
// file: Scenes/MyCars/MyCarsViewController.swift
import UIKit

protocol MyCarsDisplayLogic: AnyObject {}

final class MyCarsViewController: UIViewController, MyCarsDisplayLogic {
    var mainView: MyCarsView?
    var interactor: MyCarsBusinessLogic?

    func closeSheet() {
        ↓dismiss(animated: true)
    }
}
// file: Scenes/MyCars/MyCarsView.swift
import UIKit

final class MyCarsView: UIView {}
// file: Scenes/MyCars/MyCarsInteractor.swift
protocol MyCarsBusinessLogic: AnyObject {}
final class MyCarsInteractor: MyCarsBusinessLogic {
    var presenter: MyCarsPresenter?
}
// file: Scenes/MyCars/MyCarsPresenter.swift
final class MyCarsPresenter {
    weak var viewController: MyCarsDisplayLogic?
}
// file: Scenes/MyCars/MyCarsConfigurator.swift
final class MyCarsConfigurator {
    static func configure(_ viewController: MyCarsViewController) {
        let view = MyCarsView()
        let interactor = MyCarsInteractor()
        let presenter = MyCarsPresenter()
        viewController.mainView = view
        viewController.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = viewController
    }
}
```

## Non-triggering examples

A navigator (`DefaultListNavigator`, which the presenter keeps to push the next screen) is where
navigation belongs, as a router is: some VIPER variants call their router that.

```swift
// file: Features/List/View/ListViewController.swift
import UIKit

protocol ListUI: AnyObject {}

final class ListViewController: UIViewController, ListUI {
    var presenter: ListPresenter?
}
// file: Features/List/Presenter/ListPresenter.swift
final class ListPresenter {
    weak var ui: ListUI?
    private let navigator: DefaultListNavigator
    init(navigator: DefaultListNavigator) { self.navigator = navigator }
}
// file: Features/List/Navigator/DefaultListNavigator.swift
import UIKit

final class DefaultListNavigator {
    private weak var from: UIViewController?
    init(from: UIViewController) { self.from = from }

    func navigateToDetail() {
        from?.navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
// file: Features/List/ListBuilder.swift
import UIKit

enum ListBuilder {
    static func build() -> UIViewController {
        let view = ListViewController()
        let presenter = ListPresenter(navigator: DefaultListNavigator(from: view))
        presenter.ui = view
        view.presenter = presenter
        return view
    }
}
```

A progress overlay that a held value declares (`protocolVC?.hud.dismiss(animated: true)`, where the
table's controller protocol declares `var hud: JGProgressHUD`) is hidden, one hop away: no screen
closes.

```swift
// file: Modules/Main/View/ShopListTable/ShopListTVController.swift
import UIKit
import JGProgressHUD

protocol SharedWithTable: AnyObject {
    var hud: JGProgressHUD { get }
}

final class ShopListTVController: UITableViewController {
    weak var protocolVC: SharedWithTable?

    func hideProgress() {
        protocolVC?.hud.dismiss(animated: true)
    }
}
// file: Modules/Main/Presenter/MainPresenter.swift
final class MainPresenter {
    weak var view: ShopListTVController?
}
// file: Modules/Main/Router/MainRouter.swift
final class MainRouter {
    weak var viewController: ShopListTVController?
}
// file: Modules/Main/Configurator/MainConfigurator.swift
final class MainConfigurator {
    func configure(_ view: ShopListTVController) {
        let presenter = MainPresenter()
        presenter.view = view
    }
}
```

A call of the project's own method that has a Swift 2 navigation name (UIKit has had no
`presentViewController` since Swift 3) calls that method, not UIKit:

```swift
// file: Calculator/CalculatorPresenter.swift
import UIKit

protocol CalculatorInput: AnyObject {
    func presentViewController(_ viewController: UIViewController, animated: Bool)
}

final class CalculatorPresenter {
    weak var input: CalculatorInput?
    var router: CalculatorRouter?

    func openSettings(_ settings: UIViewController) {
        input?.presentViewController(settings, animated: true)
    }
}
// file: Calculator/CalculatorRouter.swift
import UIKit

final class CalculatorRouter {
    weak var viewController: CalculatorViewController?

    func open(_ screen: UIViewController) {
        viewController?.present(screen, animated: true)
    }
}
// file: Calculator/CalculatorViewController.swift
import UIKit

final class CalculatorViewController: UIViewController, CalculatorInput {
    var presenter: CalculatorPresenter?

    func presentViewController(_ viewController: UIViewController, animated: Bool) {
        presenter?.router?.open(viewController)
    }
}
```

A lone view controller beside a module is not judged, even when that module's interactor and
builder sit in shared layers of the app (`UseCase/`, `Assemblies/`): the module lives where its
screen does:

```swift
// file: App/Flows/Main/List/MainListPresenter.swift
final class MainListPresenter {
    let useCase: ProvidersUseCase
    init(useCase: ProvidersUseCase) { self.useCase = useCase }
}
// file: App/UseCase/ProvidersUseCase.swift
protocol ProvidersUseCase: AnyObject {}
final class APIProvidersUseCase: ProvidersUseCase {}
// file: App/Assemblies/ViewControllersAssembly.swift
import UIKit

enum ViewControllersAssembly {
    static func makeMainList() -> UIViewController {
        let presenter = MainListPresenter(useCase: APIProvidersUseCase())
        _ = presenter
        return UIViewController()
    }
}
// file: App/Flows/Main/Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController {
    func openList() {
        navigationController?.pushViewController(ViewControllersAssembly.makeMainList(), animated: true)
    }
}
```

An alert made by a helper right inside the call (`present(UIHelpers.createAlertController(...))`)
is an alert too:

```swift
// file: VideoSearch/VideoSearchViewController.swift
import UIKit

enum UIHelpers {
    static func createAlertController(title: String, message: String) -> UIAlertController {
        UIAlertController(title: title, message: message, preferredStyle: .alert)
    }
}

final class VideoSearchViewController: UIViewController {
    var presenter: VideoSearchPresenter?

    func onSearchFailed() {
        present(UIHelpers.createAlertController(title: "Error", message: "No results"), animated: true)
    }
}
// file: VideoSearch/VideoSearchPresenter.swift
final class VideoSearchPresenter {
    weak var view: VideoSearchViewController?
    var router: VideoSearchRouter?
}
// file: VideoSearch/VideoSearchRouter.swift
final class VideoSearchRouter {
    weak var viewController: VideoSearchViewController?
}
```

A class named by the router word alone (a one-screen app's `Wireframe`, keeping the window and the
navigation controller) is where that app's navigation belongs:

```swift
// file: App/Wireframe.swift
import UIKit

class Wireframe {
    let window: UIWindow
    let navigationController: UINavigationController

    init() {
        window = UIWindow(frame: UIScreen.main.bounds)
        let controller = MainViewController()
        controller.presenter = MainPresenter(view: controller)
        navigationController = UINavigationController(rootViewController: controller)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    func showDetails(text: String) {
        navigationController.pushViewController(DetailsViewController(text: text), animated: true)
    }
}
// file: App/MainPresenter.swift
final class MainPresenter {
    weak var view: MainViewController?

    init(view: MainViewController) {
        self.view = view
    }
}
// file: App/MainViewController.swift
import UIKit

final class MainViewController: UIViewController {
    var presenter: MainPresenter?
}
// file: App/DetailsViewController.swift
import UIKit

final class DetailsViewController: UIViewController {
    init(text: String) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
```

UIKit's navigation controller implementing the project's routing abstraction (an extension
constrained to `Self: UINavigationController`, or to `UIWindow`) passes the call on, as a subclass
calling `super` does; whoever calls it navigates:

```swift
// file: App/Routing.swift
import UIKit

protocol View: AnyObject {
    var viewController: UIViewController { get }
}

protocol NavigationView: View {
    func pushView(view: View, animated: Bool)
}

extension NavigationView where Self: UINavigationController {
    func pushView(view: View, animated: Bool) {
        pushViewController(view.viewController, animated: animated)
    }
}

extension UINavigationController: NavigationView {}
// file: App/MainPresenter.swift
final class MainPresenter {
    weak var view: MainViewController?
}
// file: App/MainViewController.swift
import UIKit

final class MainViewController: UIViewController {
    var presenter: MainPresenter?
}
```

A `dismiss(animated:)` called on a property typed by the project's own protocol that declares it
(another module's input, whose `dismiss` hides a bottom bar), here inherited from a base presenter,
is that method, not UIKit's:

```swift
// file: BottomBar/BottomSelectionTabBarModuleInput.swift
protocol BottomSelectionTabBarModuleInput: AnyObject {
    func show(animated: Bool)
    func dismiss(animated: Bool)
}
// file: BottomBar/BottomSelectionTabBarPresenter.swift
final class BottomSelectionTabBarPresenter: BottomSelectionTabBarModuleInput {
    weak var view: BottomSelectionTabBarViewInput?
    func show(animated: Bool) { view?.showBar(animated: animated) }
    func dismiss(animated: Bool) { view?.hideBar(animated: animated) }
}
// file: BottomBar/BottomSelectionTabBarViewController.swift
import UIKit

protocol BottomSelectionTabBarViewInput: AnyObject {
    func showBar(animated: Bool)
    func hideBar(animated: Bool)
}
final class BottomSelectionTabBarViewController: UIViewController, BottomSelectionTabBarViewInput {
    var output: BottomSelectionTabBarModuleInput!
    func showBar(animated: Bool) {}
    func hideBar(animated: Bool) {}
}
// file: Grid/BaseFilesGreedPresenter.swift
class BaseFilesGreedPresenter {
    weak var bottomBarPresenter: BottomSelectionTabBarModuleInput?
}
// file: Story/StoryPhotoSelectionPresenter.swift
final class StoryPhotoSelectionPresenter: BaseFilesGreedPresenter {
    weak var view: StoryPhotoSelectionViewInput?
    func viewWillDisappear() {
        bottomBarPresenter?.dismiss(animated: true)
    }
}
// file: Story/StoryPhotoSelectionViewController.swift
import UIKit

protocol StoryPhotoSelectionViewInput: AnyObject {}
final class StoryPhotoSelectionViewController: UIViewController, StoryPhotoSelectionViewInput {
    var output: StoryPhotoSelectionPresenter!
}
```

Swift 2's spellings are navigation calls too, and an alert presented with one is still the view's
job:

```swift
// file: Pairing/PairingView.swift
protocol PairingViewInterface: AnyObject {}
final class PairingView: UIViewController, PairingViewInterface {
    var eventHandler: PairingPresenter?

    func showNoPermissions() {
        let alertController = UIAlertController(title: "Permissions", message: nil, preferredStyle: .Alert)
        self.presentViewController(alertController, animated: true, completion: nil)
    }
}
// file: Pairing/PairingPresenter.swift
protocol PairingInteractorInput: AnyObject {}
final class PairingPresenter {
    weak var userInterface: PairingViewInterface?
    var interactor: PairingInteractorInput?
}
```

A service that presents view controllers for coordinators (`ViewControllerPresenter`,
`SheetViewControllerPresenter`) is a navigation wrapper, not a screen's presenter, even in a
`Presenter/` folder:

```swift
// file: UI/Sheet/Presenter/SheetViewControllerPresenter.swift
import UIKit

protocol ViewControllerPresenter {
    var rootViewController: UIViewController { get }
    func show(_ viewController: UIViewController)
}

final class SheetViewControllerPresenter: ViewControllerPresenter {
    let rootViewController: UIViewController

    init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
    }

    func show(_ viewController: UIViewController) {
        rootViewController.present(viewController, animated: true)
    }
}
// file: UI/Sheet/SheetViewController.swift
import UIKit

final class SheetViewController: UIViewController {
    func close() {
        dismiss(animated: true)
    }
}
```

A presenter protocol's extension calling the protocol's own `dismiss(animated:)` (photostream's
module interfaces) calls the presenter's method, which asks the wireframe; UIKit's `dismiss` is
never reached:

```swift
import UIKit

protocol PickerModuleInterface: AnyObject {
    func dismiss(animated: Bool)
}

extension PickerModuleInterface {
    func dismiss() {
        dismiss(animated: true)
    }
}

final class PickerWireframe {
    func dismiss(_ controller: UIViewController?) {
        controller?.dismiss(animated: true)
    }
}

final class PickerPresenter: PickerModuleInterface {
    weak var view: PickerViewController?
    var wireframe: PickerWireframe!

    func dismiss(animated: Bool) {
        wireframe.dismiss(view)
    }
}

final class PickerViewController: UIViewController {
    var presenter: PickerModuleInterface!
}
```

A subclass of a UIKit class (a `UIPresentationController`, a `UIVisualEffectView`) takes no role
from the folder it sits in: a `Router/` folder of shared UI code is no module, and the SwiftUI
navigation helpers beside it are no module's code:

```swift
// file: CoreUI/Router/CenteredPresentationController.swift
import UIKit
import SwiftUI

final class CenteredPresentationController: UIPresentationController {
    private let blurView = PassThroughEffectView(effect: nil)
    private var bottomHostingController: UIHostingController<AnyView>?

    func showBottom(_ view: AnyView) {
        bottomHostingController = UIHostingController(rootView: view)
    }
}
// file: CoreUI/Router/PassThroughEffectView.swift
import UIKit

final class PassThroughEffectView: UIVisualEffectView {}
// file: CoreUI/Router/DetentModifier.swift
import SwiftUI

struct DetentModifier: ViewModifier {
    let presenting: UIViewController?
    let screen: UIViewController

    func body(content: Content) -> some View {
        content.onAppear { presenting?.present(screen, animated: true) }
    }
}
```

A navigation controller subclass that overrides a navigation call and passes it on to `super`
implements the call; whoever calls it navigates:

```swift
// file: Transfer/TransferNavigationController.swift
import UIKit

final class TransferNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.navigationItem.backButtonTitle = ""
        super.pushViewController(viewController, animated: animated)
    }
}
// file: Transfer/TransferPresenter.swift
final class TransferPresenter {
    weak var view: TransferNavigationController?
}
// file: Transfer/TransferBuilder.swift
enum TransferBuilder {
    static func build() -> TransferNavigationController {
        let view = TransferNavigationController()
        let presenter = TransferPresenter()
        presenter.view = view
        return view
    }
}
```

A flow controller (Krzysztof Zabłocki's "FlowControllers" pattern; 2FAS gives each screen one
that builds it and performs its transitions) is navigation code, as a router or a coordinator is:

```swift
// file: Modules/About/Flow/AboutFlowController.swift
import UIKit

protocol AboutFlowControlling: AnyObject {
    func toLicenses()
}

final class AboutFlowController {
    private weak var viewController: AboutViewController?

    static func push(in navigationController: UINavigationController) {
        let view = AboutViewController()
        let flowController = AboutFlowController()
        flowController.viewController = view
        view.presenter = AboutPresenter(flowController: flowController)
        navigationController.pushViewController(view, animated: true)
    }
}

extension AboutFlowController: AboutFlowControlling {
    func toLicenses() {
        viewController?.navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
// file: Modules/About/Presenter/AboutPresenter.swift
final class AboutPresenter {
    private let flowController: AboutFlowControlling
    weak var view: AboutViewController?

    init(flowController: AboutFlowControlling) {
        self.flowController = flowController
    }

    func handleLicenses() {
        flowController.toLicenses()
    }
}
// file: Modules/About/View/AboutViewController.swift
import UIKit

final class AboutViewController: UIViewController {
    var presenter: AboutPresenter!
}
```

An alert shown through `showDetailViewController(_:sender:)` or `show(_:sender:)` is an alert too:

```swift
final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!

    private lazy var logoutAlert: UIAlertController = {
        UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
    }()

    @objc func didTapLogout() {
        showDetailViewController(logoutAlert, sender: nil)
    }
}

final class SettingsPresenter {
    weak var view: SettingsViewController?
    var router: SettingsRouter!
}

final class SettingsRouter {}
```

An app-wide dependency assembly that registers the app's one router among its services builds no
screen: the launch controller beside that router is no module's view:

```swift
// file: App/DI/AppAssembly.swift
final class AppAssembly {
    func assemble(container: Container) {
        container.register(Router.self) { _ in
            Router(navigationController: UINavigationController())
        }
        container.register(AnalyticsService.self) { _ in AnalyticsService() }
    }
}
// file: App/Router.swift
final class Router: AuthorizationRouter {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}
// file: App/RouteController.swift
final class RouteController: UIViewController {
    func showStartup(_ screen: UIViewController) {
        present(screen, animated: false)
    }
}
// file: App/AppDelegate.swift
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
// file: Authorization/AuthorizationRouter.swift
protocol AuthorizationRouter: AnyObject {}
```

A view controller of no module in a module's folder that only another module creates is that
module's lone screen, not VIPER:

```swift
// file: Modules/Catalog/CatalogViewController.swift
final class CatalogViewController: UIViewController {
    var presenter: CatalogPresenter!
}
// file: Modules/Catalog/CatalogPresenter.swift
final class CatalogPresenter {
    weak var view: CatalogViewController?
}
// file: Modules/Catalog/Empty/EmptyTrainViewController.swift
final class EmptyTrainViewController: UIViewController {
    @objc func close() {
        dismiss(animated: true)
    }
}
// file: Modules/Programs/ProgramsViewController.swift
final class ProgramsViewController: UIViewController {
    var presenter: ProgramsPresenter!
}
// file: Modules/Programs/ProgramsPresenter.swift
final class ProgramsPresenter {
    weak var view: ProgramsViewController?
    var router: ProgramsRouter!
}
// file: Modules/Programs/ProgramsRouter.swift
final class ProgramsRouter {
    weak var viewController: UIViewController?

    func showEmpty() {
        viewController?.present(EmptyTrainViewController(), animated: true)
    }
}
```

A view controller of no module in a module's folder that only code outside every module creates
(the app's coordinator presenting a privacy page), and that no part of the module names, is a lone
screen, not VIPER:

```swift
// file: Application/ApplicationCoordinator.swift
final class ApplicationCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showPrivacy() {
        navigationController.present(SettingsDetailViewController(), animated: true)
    }
}
// file: Flow/Settings/SettingsModuleFactory.swift
enum SettingsModuleFactory {
    static func make() -> SettingsViewController {
        let view = SettingsViewController()
        let presenter = SettingsPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
// file: Flow/Settings/SettingsPresenter.swift
final class SettingsPresenter {
    weak var view: SettingsViewController?
}
// file: Flow/Settings/SettingsViewController.swift
final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!
}
// file: Flow/Settings/Subviews/SettingsDetailViewController.swift
final class SettingsDetailViewController: UIViewController {
    @objc func close() {
        dismiss(animated: true)
    }
}
```

Presenters by name with nothing of a screen beside them (no view, interactor or router), each
handed the UIKit controller it presents from (`presentCamera(from: UIViewController)`), are
presentation helpers that merely share the suffix, not a module:

```swift
// file: Camera/CameraAccessAlertPresenter.swift
import UIKit

final class CameraAccessAlertPresenter {
    func presentPermissionDeniedAlert(from viewController: UIViewController) {
        let alert = UIAlertController(title: "Camera", message: nil, preferredStyle: .alert)
        viewController.present(alert, animated: true)
    }
}
// file: Camera/CameraPresenter.swift
import UIKit

protocol CameraPresenterDelegate: AnyObject {
    func cameraPresenterDidCancel(_ presenter: CameraPresenter)
}

final class CameraPresenter: NSObject {
    weak var delegate: CameraPresenterDelegate?
    private let cameraAccessAlertPresenter = CameraAccessAlertPresenter()
    private weak var presentingViewController: UIViewController?

    func presentCamera(from presentingViewController: UIViewController, animated: Bool) {
        self.presentingViewController = presentingViewController
        presentingViewController.present(UIImagePickerController(), animated: animated)
    }

    func dismiss(animated: Bool) {
        presentingViewController?.dismiss(animated: animated)
    }
}
// file: SingleImagePicker/SingleImagePickerPresenter.swift
import UIKit

final class SingleImagePickerPresenter: NSObject, CameraPresenterDelegate {
    private var cameraPresenter: CameraPresenter?

    func presentCamera(from presentingViewController: UIViewController) {
        let cameraPresenter = CameraPresenter()
        cameraPresenter.delegate = self
        cameraPresenter.presentCamera(from: presentingViewController, animated: true)
        self.cameraPresenter = cameraPresenter
    }

    func cameraPresenterDidCancel(_ presenter: CameraPresenter) {
        presenter.dismiss(animated: true)
    }
}
```

A value whose type is named like an alert or an action sheet (a library's `PMActionSheet`) is
the view's own business to dismiss:

```swift
// file: Settings/SettingsPresenter.swift
final class SettingsPresenter {
    weak var view: SettingsViewController?
}
// file: Settings/SettingsViewController.swift
import UIKit

final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!
    private var sheet: PMActionSheet?

    func closeSheet() {
        sheet?.dismiss(animated: true)
    }
}
```

A "use case" that is a UIKit data source or delegate (a picker's `UIPickerViewDataSource`) is UI
code, not an interactor: the view controller keeping it is a lone screen, not VIPER:

```swift
// file: Products/EditPrice/PeriodPickerUseCase.swift
import UIKit

final class PeriodPickerUseCase: NSObject {
    private let periods = ["day", "week", "month"]
}

extension PeriodPickerUseCase: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        periods.count
    }
}
// file: Products/EditPrice/ProductPriceSettingsViewController.swift
import UIKit

final class ProductPriceSettingsViewController: UIViewController {
    private let periodPickerUseCase = PeriodPickerUseCase()

    func showSchedule() {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
```

The same holds when the presenter's only protocol besides is its own delegate (its name plus
`Delegate`), adopted by the view controller that opens it: that is the way back to the caller,
not the presenter's view:

```swift
// file: ServiceTerms/ServiceTermsBridgePresenter.swift
import UIKit

protocol ServiceTermsBridgePresenterDelegate: AnyObject {
    func serviceTermsBridgePresenterDidAccept(_ presenter: ServiceTermsBridgePresenter)
}

final class ServiceTermsBridgePresenter: NSObject {
    weak var delegate: ServiceTermsBridgePresenterDelegate?
    private weak var presentingViewController: UIViewController?

    func present(from viewController: UIViewController, animated: Bool) {
        presentingViewController = viewController
        viewController.present(UIViewController(), animated: animated)
    }

    func dismissTerms(animated: Bool) {
        presentingViewController?.dismiss(animated: animated)
    }
}
// file: Settings/SettingsIdentityServerBuilder.swift
enum SettingsIdentityServerBuilder {
    static func build() -> SettingsIdentityServerViewController {
        let view = SettingsIdentityServerViewController()
        let presenter = SettingsIdentityServerPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
// file: Settings/SettingsIdentityServerPresenter.swift
final class SettingsIdentityServerPresenter {
    weak var view: SettingsIdentityServerViewController?
}
// file: Settings/SettingsIdentityServerViewController.swift
import UIKit

final class SettingsIdentityServerViewController: UIViewController, ServiceTermsBridgePresenterDelegate {
    var presenter: SettingsIdentityServerPresenter!
    private var bridgePresenter: ServiceTermsBridgePresenter?

    func showTerms() {
        let bridge = ServiceTermsBridgePresenter()
        bridge.delegate = self
        bridge.present(from: self, animated: true)
        bridgePresenter = bridge
    }

    func serviceTermsBridgePresenterDidAccept(_ presenter: ServiceTermsBridgePresenter) {
        presenter.dismissTerms(animated: true)
    }
}
```

A presenter by name that is handed the controller it presents from and makes its screen's view
controller itself (`presentIfNeeded(from:)`) launches that screen; it is a one-shot transition
helper, not the screen's presenter:

```swift
// file: Dashboard/DashboardViewController.swift
import UIKit

final class DashboardViewController: UIViewController {
    private let privacyBannerPresenter = PrivacyBannerPresenter()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        privacyBannerPresenter.presentIfNeeded(from: self)
    }
}
// file: Settings/Privacy/PrivacyBannerPresentationUseCase.swift
final class PrivacyBannerPresentationUseCase {
    func shouldShowBanner() -> Bool { true }
}
// file: Settings/Privacy/PrivacyBannerPresenter.swift
import UIKit

final class PrivacyBannerPresenter {
    private let useCase = PrivacyBannerPresentationUseCase()

    func presentIfNeeded(from viewController: UIViewController) {
        guard useCase.shouldShowBanner() else { return }
        let banner = PrivacyBannerViewController(onCompletion: { _ in
            viewController.dismiss(animated: true)
        })
        viewController.present(banner, animated: true)
    }
}
// file: Settings/Privacy/PrivacyBannerViewController.swift
import UIKit

final class PrivacyBannerViewController: UIViewController {
    private let onCompletion: (Bool) -> Void

    init(onCompletion: @escaping (Bool) -> Void) {
        self.onCompletion = onCompletion
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
```

An alert kept in a property is shown through `self?.` in a closure too:

```swift
final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!
    private let languageChoiceAlert = UIAlertController(title: "Language", message: nil, preferredStyle: .actionSheet)

    func didTapLanguage() {
        DispatchQueue.main.async { [weak self] in
            self?.navigationController?.present(self?.languageChoiceAlert ?? UIAlertController(), animated: true)
        }
    }
}

final class SettingsPresenter {
    weak var view: SettingsViewController?
}
```

An alert built by a static factory on `UIAlertController` is an alert, whatever its name:

```swift
extension UIAlertController {
    static func errorAlert(message: String) -> UIAlertController {
        UIAlertController(title: "Error", message: message, preferredStyle: .alert)
    }
}

final class ImageAndNameViewController: UIViewController {
    var presenter: ImageAndNamePresenter!

    func show(error: String) {
        let errorController = UIAlertController.errorAlert(message: error)
        present(errorController, animated: true)
    }
}

final class ImageAndNamePresenter {
    weak var view: ImageAndNameViewController?
}
```

A type named `...Presenter` that keeps the app's window (a flow controller showing any screen
over the root, as breadwallet's `ModalPresenter` does) is app-wide machinery, a coordinator in all
but name, not a module's presenter:

```swift
// file: App/ModalPresenter.swift
final class ModalPresenter {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func presentSettings() {
        let modal = ModalViewController(childViewController: SettingsViewController())
        window.rootViewController?.present(modal, animated: true)
    }
}
// file: App/ModalViewController.swift
final class ModalViewController: UIViewController {
    init(childViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
    }
}
// file: App/ApplicationController.swift
final class ApplicationController {
    private var modalPresenter: ModalPresenter?

    func launch(window: UIWindow) {
        modalPresenter = ModalPresenter(window: window)
    }
}
```

So is a class whose only sign of being a presenter is a protocol named like one, when it keeps a
window of the project's own kind (`IOPresenterWindow: UIWindow`) and holds no interactor or router:
an overlay service that shows sheets above the app. A presenter that also holds its module's
interactor or router is still judged.

```swift
// file: Components/BottomSheet/PresenterWindow.swift
final class PresenterWindow: UIWindow {}
// file: Components/BottomSheet/BottomSheetPresenter.swift
protocol BottomSheetPresenter: AnyObject {
    func show(_ content: UIViewController)
    func dismiss()
}
// file: Components/BottomSheet/BottomSheetContentView.swift
protocol BottomSheetContentView: AnyObject {
    var presenter: BottomSheetPresenter? { get set }
}
final class BottomSheetView: UIView, BottomSheetContentView {
    var presenter: BottomSheetPresenter?
}
// file: Components/BottomSheet/BottomSheetPresenterImpl.swift
final class BottomSheetPresenterImpl: BottomSheetPresenter {
    private var sheetWindow: PresenterWindow?
    private var contentView: BottomSheetContentView?

    func show(_ content: UIViewController) {
        sheetWindow = PresenterWindow(frame: .zero)
        sheetWindow?.rootViewController = content
        sheetWindow?.makeKeyAndVisible()
    }

    func dismiss() {
        sheetWindow?.rootViewController?.dismiss(animated: true)
        sheetWindow = nil
    }
}
```

A type named `...Router` is router code even when it is no module's router (its name is its only
evidence and no part holds it), here inside another module's folder:

```swift
// file: Settings/SettingsViewController.swift
final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!
}
// file: Settings/SettingsPresenter.swift
final class SettingsPresenter {
    weak var view: SettingsViewController?
    var router: SettingsRouter!
}
// file: Settings/SettingsRouter.swift
final class SettingsRouter {
    weak var viewController: UIViewController?
}
// file: Settings/SecureChannelRouter.swift
final class SecureChannelRouter {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDetails() {
        navigationController.pushViewController(UIViewController(), animated: true)
    }
}
```

An alert made by the type's own method (`-> UIAlertController`) is an alert too:

```swift
final class BackupView: UIViewController {
    var presenter: BackupPresenter!

    private func openServiceSelector() {
        let selector = makeServiceSelector()
        present(selector, animated: true, completion: nil)
    }

    private func makeServiceSelector() -> UIAlertController {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        return alert
    }
}

final class BackupPresenter {
    weak var view: BackupView?
}
```

The project's own subclass of `UIAlertController` (an action sheet with a picker) is an alert
too:

```swift
// file: Player/ActionSheetPickerViewController.swift
import UIKit

class ActionSheetPickerViewController: UIAlertController {
    convenience init(values: [String], completion: @escaping (String) -> Void) {
        self.init(title: nil, message: nil, preferredStyle: .actionSheet)
    }
}
// file: Player/TrackDetailPresenter.swift
import UIKit

final class TrackDetailPresenter {
    weak var view: TrackDetailViewController?

    func showPlaylist(titles: [String]) {
        let picker = ActionSheetPickerViewController(values: titles) { _ in }
        view?.present(picker, animated: true, completion: nil)
    }
}
// file: Player/TrackDetailViewController.swift
import UIKit

final class TrackDetailViewController: UIViewController {
    var presenter: TrackDetailPresenter!
}
```

Setting `rootViewController` on a view (an ad banner given the controller it presents from) does
not replace the screen:

```swift
final class MainListViewController: UIViewController {
    var presenter: MainListPresenter!
    @IBOutlet private weak var bannerView: GADBannerView!

    override func viewDidLoad() {
        super.viewDidLoad()
        bannerView.rootViewController = self
    }
}

final class MainListPresenter {
    weak var view: MainListViewController?
}
```

Nor does setting a stored `rootViewController` that the type declares itself (a dependency
component keeping the screen it is given):

```swift
// file: Main/MainPresenter.swift
final class MainPresenter {
    weak var view: MainViewController?
    var interactor: MainInteractor?
}
final class MainViewController: UIViewController {
    var presenter: MainPresenter!
}
final class MainInteractor {
    weak var presenter: MainPresenter?
}
// file: Main/MainComponent.swift
final class MainComponent {
    let rootViewController: MainViewController

    init(viewController: MainViewController) {
        self.rootViewController = viewController
    }
}
```

A type named `...Presenter` that nothing else in the project names (a library's lock-screen
presenter that keeps its own window and view controller) is not a module's presenter:

```swift
public class PasscodeLockPresenter {
    private lazy var passcodeLockWindow = UIWindow(frame: UIScreen.main.bounds)
    public let passcodeLockVC = PasscodeLockViewController()

    public func presentPasscodeLock() {
        passcodeLockWindow.rootViewController = passcodeLockVC
    }
}

public class PasscodeLockViewController: UIViewController {
    func cancel() {
        dismiss(animated: true)
    }
}
```

A protocol that the views of several modules adopt (the handle each router holds to navigate) is
shared code, in no module, and so is its extension:

```swift
// file: Library/Protocols/ModuleTransitionable.swift
protocol ModuleTransitionable: AnyObject {}
extension ModuleTransitionable where Self: UIViewController {
    func push(module: UIViewController) {
        navigationController?.pushViewController(module, animated: true)
    }
}
// file: Screens/Intro/IntroModule.swift
final class IntroViewController: UIViewController, ModuleTransitionable { var output: IntroPresenter! }
final class IntroPresenter { weak var view: IntroViewController?; var router: IntroRouter! }
final class IntroRouter { weak var view: ModuleTransitionable? }
// file: Screens/Balance/BalanceModule.swift
final class BalanceViewController: UIViewController, ModuleTransitionable { var output: BalancePresenter! }
final class BalancePresenter { weak var view: BalanceViewController?; var router: BalanceRouter! }
final class BalanceRouter { weak var view: ModuleTransitionable? }
```

A utility named `...Presenter` that shows alerts from a static function is not a module's presenter:

```swift
enum ToastAlertPresenter {
    static func show(_ message: String, on host: UIViewController) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        host.present(alert, animated: true)
    }
}

final class ErrorScreenPresenter {
    static func presentFatal(from host: UIViewController) {
        host.present(UIViewController(), animated: true)
    }
}
```

Without `additionalCalls`, a project's own helper is not navigation:

```swift
final class CartPresenter {
    weak var view: CartViewController?

    func didTapCheckout() {
        view?.route(to: .payment)
    }
}
```

`allowedTypes` lets a named type navigate:

options: `{"allowedTypes": ["ProfileViewController"]}`

```swift
final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter!

    func showEditor(_ editor: UIViewController) {
        present(editor, animated: true)
    }
}

final class ProfilePresenter {}
```

```swift
final class OrdersPresenter {
    var router: OrdersRouterInput!
    var wireframe: OrdersWireframe!

    func didFail(_ error: Error) {
        router.present(error: error)
        wireframe.dismiss(view: nil)
        router?.push(withView: OrdersViewController())
    }
}
```

```swift
final class ProfilePresenter {
    weak var view: ProfileViewInput?

    func didFinish() {
        view?.show(message: "Saved")
        HUD.show()
        HUD.dismiss()
        SVProgressHUD.dismiss()
    }
}
```

```swift
final class OrdersViewController: UIViewController, OrdersViewInput {
    var presenter: OrdersPresenter!

    func present(orders: [String]) {}
    func dismiss(view: UIView) {}
    func show(_ error: String) {}

    func render() {
        show("error")
    }
}

final class OrdersPresenter {}
```

```swift
final class CartPresenter {
    var router: CartRouter!

    func didTapCheckout() {
        // Never call pushViewController(_:animated:) here: the router presents the next screen.
        let note = "present(vc, animated: true) and window?.rootViewController = vc belong in routers"
        print(note)
    }
}
```

```swift
final class SessionInteractor {
    func isShowingLogin(window: UIWindow?) -> Bool {
        let root = window?.rootViewController
        return root is LoginViewController
    }
}

final class SessionPresenter {
    var interactor: SessionInteractor!
}
```

```swift
final class HogeRouter {
    private weak var viewController: UIViewController?

    func showNext() {
        let next = NextRouter.assembleModule()
        viewController?.navigationController?.pushViewController(next, animated: true)
        viewController?.present(next, animated: true, completion: nil)
    }
}

final class HogePresenter {
    var router: HogeRouter!
}
```

```swift
final class AppCoordinator: Coordinator {
    let navigationController: UINavigationController

    func start() {
        navigationController.pushViewController(ListBuilder.build(), animated: false)
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication) -> Bool {
        window?.rootViewController = UINavigationController()
        return true
    }
}
```

```swift
final class WelcomeViewController: UIViewController {
    @IBAction func didTapStart() {
        present(SignupViewController(), animated: true)
    }
}
```

```swift
final class OnboardingViewController: UIPageViewController {
    var presenter: OnboardingPresenter!

    func showPage(_ page: UIViewController) {
        setViewControllers([page], direction: .forward, animated: true, completion: nil)
    }
}

final class OnboardingPresenter {}
```

```swift
final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter!

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        present(alert, animated: true)
    }
}

final class ProfilePresenter {}
```

```swift
final class CartViewController: UIViewController {
    var presenter: CartPresenter!

    func confirmRemoval(of title: String) {
        let controller = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
        controller.addAction(UIAlertAction(title: "Remove", style: .destructive))
        present(controller, animated: true)
    }
}

final class CartPresenter {}
```

```swift
final class MissionNavigator: MFRRouterVIPER {
    weak var viewController: UIViewController?

    func showSettings() {
        push(withView: SettingsBuilder.build())
    }
}

final class MissionPresenter: MFRPresenterVIPER {
    var router: MissionNavigator!

    func didTapSettings() {
        router.showSettings()
    }
}
```

```swift
final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!
    var alertController: UIAlertController?

    func confirmReset() {
        let sheet = UIAlertController(title: "Reset?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak sheet] _ in
            sheet?.dismiss(animated: true)
        })
        alertController?.dismiss(animated: false)
        present(sheet, animated: true)
    }
}

final class SettingsPresenter {}
```

```swift
final class MainTabBarController: UITabBarController, MainViewInput {
    var presenter: MainPresenter!

    func replaceTab(at index: Int, with screen: UIViewController) {
        var screens = viewControllers ?? []
        screens[index] = screen
        setViewControllers(screens, animated: false)
    }
}

final class MainPresenter {
    weak var view: MainViewInput?
}
```

A tab bar controller whose base class comes from a pod the linter does not read is known by that
base class's name:

```swift
// file: Modules/TabCoordinator/TabCoordinatorView.swift
import Viper

protocol TabCoordinatorViewInput: AnyObject {
    func showSubmodules(_ screens: [UIViewController])
}

final class TabCoordinatorView: BaseTabController<TabCoordinatorPresenter>, TabCoordinatorViewInput {
    func showSubmodules(_ screens: [UIViewController]) {
        setViewControllers(screens, animated: false)
    }
}

final class TabCoordinatorPresenter {
    weak var view: TabCoordinatorViewInput?
}
```

```swift
// file: Series/SeriesViewController.swift
final class SeriesViewController: UIViewController, SeriesViewInput, SeriesRoute {
    var presenter: SeriesPresenter!
}

final class SeriesPresenter {
    weak var view: SeriesViewInput?
    var router: SeriesRouter!
}
// file: Series/SeriesRouter.swift
protocol SeriesRoute {
    func openSeries()
}

extension SeriesRoute where Self: RouterProtocol {
    func openSeries() {
        viewController?.present(SeriesDetailViewController(), animated: true)
    }
}

final class SeriesRouter: RouterProtocol, SeriesRoute {
    weak var viewController: UIViewController?
}
```

```swift
// file: List/ListViewController.swift
final class ListViewController: UIViewController, ListViewProtocol {
    var presenter: ListPresenter!
}

final class ListPresenter {
    weak var view: ListViewProtocol?
    var wireframe: ListWireframeProtocol!
}

final class ListWireframe: ListWireframeProtocol {}
// file: List/ListProtocols.swift
protocol SearchPresentable: AnyObject {}

extension SearchPresentable {
    func presentSearch(from view: UIViewController?) {
        view?.present(SearchViewController(), animated: true)
    }
}

protocol ListWireframeProtocol: SearchPresentable {}
protocol DetailWireframeProtocol: SearchPresentable {}
```

```swift
// file: Cart/CartRouter.swift
final class CartRouter: Router {
    func openCheckout() {
        show(CheckoutViewController())
    }
}

final class CartPresenter {
    weak var view: CartViewController?
    var router: CartRouter!
}

final class CartViewController: UIViewController {
    var presenter: CartPresenter!
}
// file: Cart/Navigation/Router.swift
class Router {
    weak var viewController: UIViewController?

    func show(_ next: UIViewController) {
        viewController?.navigationController?.pushViewController(next, animated: true)
    }
}
```

A SwiftUI preview (a type adopting `PreviewProvider`) only renders the screen in Xcode's canvas;
the navigation it sets up there is never the app's:

```swift
// file: Login/LoginViewController.swift
import SwiftUI
import UIKit

protocol LoginViewProtocol: AnyObject {}

final class LoginViewController: UIViewController, LoginViewProtocol {
    var presenter: LoginPresenterProtocol?
}

#if DEBUG
struct LoginViewControllerPreview: PreviewProvider {
    static var previews: some View {
        ViewControllerPreview {
            let navigationController = UINavigationController()
            navigationController.pushViewController(LoginBuilder.build(), animated: false)
            return navigationController
        }
    }
}
#endif
// file: Login/LoginPresenter.swift
protocol LoginPresenterProtocol: AnyObject {}

final class LoginPresenter: LoginPresenterProtocol {
    weak var view: LoginViewProtocol?
}
// file: Login/LoginBuilder.swift
import UIKit

enum LoginBuilder {
    static func build() -> UIViewController {
        let view = LoginViewController()
        let presenter = LoginPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

A split view's delegate hook (`splitViewController(_:showDetail:sender:)`) is UIKit asking how to
carry out the `showDetailViewController` a router made: the `show` and `pop` inside it implement
that call, as a navigation controller subclass passing a push on to `super` does. Any other
method of the same view that shows a screen is still reported.

```swift
// file: Root/RootSplitViewController.swift
import UIKit

protocol RootViewInput: AnyObject {}

final class RootSplitViewController: UISplitViewController, RootViewInput, UISplitViewControllerDelegate {
    var presenter: RootPresenter?

    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        guard let tabs = splitViewController.viewControllers.first as? UITabBarController else { return false }
        if let navigation = vc as? UINavigationController, let top = navigation.topViewController {
            tabs.selectedViewController?.show(top, sender: sender)
            navigation.popViewController(animated: false)
        } else {
            tabs.selectedViewController?.show(vc, sender: sender)
        }
        return true
    }
}
// file: Root/RootPresenter.swift
final class RootPresenter {
    weak var view: RootViewInput?
}
// file: Root/RootBuilder.swift
import UIKit

enum RootBuilder {
    static func build() -> UIViewController {
        let view = RootSplitViewController()
        let presenter = RootPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

The project's own method of that name, declared without arguments (a base view controller's
`@objc func popViewController()` that asks the router), is not UIKit's; and an alert kept in a
property and unwrapped into `alertC` is still an alert:

```swift
// file: Base/BaseViewController.swift
import UIKit

class BaseViewController: UIViewController {
    @objc func popViewController() {}
}
// file: Share/ShareViewController.swift
import UIKit

protocol ShareViewInput: AnyObject {}

final class ShareViewController: BaseViewController, ShareViewInput {
    var presenter: SharePresenter?
    var alertController: UIAlertController?

    func back() {
        self.popViewController()
    }

    func showExportFailed() {
        alertController = UIAlertController(title: "Export failed", message: nil, preferredStyle: .alert)
        guard let alertC = alertController else { return }
        present(alertC, animated: true, completion: nil)
    }
}
// file: Share/SharePresenter.swift
final class SharePresenter {
    weak var view: ShareViewInput?
}
// file: Share/ShareBuilder.swift
import UIKit

enum ShareBuilder {
    static func build() -> UIViewController {
        let view = ShareViewController()
        let presenter = SharePresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

An MVVM screen is no module, though a Swinject assembly makes it with use cases named like
interactors: only its view model keeps them (no view holds or makes one, and there is no
presenter), so they are the view model's dependencies. A test double subclassing a use case
makes it no shared base class either:

```swift
// file: App/Cart/CartViewController.swift
import UIKit

final class CartViewController: UIViewController {
    var viewModel: CartViewModel!

    func checkout() {
        performSegue(withIdentifier: "checkout", sender: nil)
    }
}
// file: App/Cart/CartViewModel.swift
final class CartViewModel {
    private let cartProductListUseCase: CartProductListUseCase
    init(cartProductListUseCase: CartProductListUseCase) {
        self.cartProductListUseCase = cartProductListUseCase
    }
}
// file: App/Cart/CartAssembly.swift
import Swinject

final class CartAssembly: Assembly {
    func assemble(container: Container) {
        container.storyboardInitCompleted(CartViewController.self) { r, c in
            c.viewModel = r.resolve(CartViewModel.self)!
        }
        container.register(CartViewModel.self) { r in
            CartViewModel(cartProductListUseCase: r.resolve(CartProductListUseCase.self)!)
        }
    }
}
// file: Domain/Interactors/CartProductListUseCase.swift
class CartProductListUseCase {
    func load() {}
}
// file: AppTests/Mocks/CartProductListUseCaseMock.swift
final class CartProductListUseCaseMock: CartProductListUseCase {}
```

A method handed an alert (`_ optionsViewController: UIAlertController`) shows that alert, whatever
the parameter's name:

```swift
// file: Upload/UploadViewController.swift
import UIKit

protocol UploadViewInput: AnyObject {}

final class UploadViewController: UIViewController, UploadViewInput {
    var presenter: UploadPresenter?

    func showUploadOptions(_ optionsViewController: UIAlertController) {
        present(optionsViewController, animated: true)
    }
}
// file: Upload/UploadPresenter.swift
final class UploadPresenter {
    weak var view: UploadViewInput?
}
// file: Upload/UploadBuilder.swift
import UIKit

enum UploadBuilder {
    static func build() -> UIViewController {
        let view = UploadViewController()
        let presenter = UploadPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

A progress overlay (`JGProgressHUD`, `MBProgressHUD`) kept in a property is a view over the screen:
hiding it with `dismiss(animated:)` closes no screen.

```swift
// file: Register/RegisterView.swift
import UIKit
import JGProgressHUD

protocol RegisterViewInput: AnyObject {}

final class RegisterView: UIViewController, RegisterViewInput {
    var presenter: RegisterPresenter?
    private let spinner = JGProgressHUD(style: .dark)

    func hideProgress() {
        spinner.dismiss(animated: true)
    }
}
// file: Register/RegisterPresenter.swift
final class RegisterPresenter {
    weak var view: RegisterViewInput?
}
// file: Register/RegisterWireFrame.swift
import UIKit

enum RegisterWireFrame {
    static func createModule() -> UIViewController {
        let view = RegisterView()
        let presenter = RegisterPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

"""##,
        "weak-output-reference": ##"""
# `weak-output-reference`: Weak output reference

Interactor outputs and module delegates/outputs are held weakly.

An interactor's reference to its output (the interactor-output protocol, the presenter, a
listener) and any module-to-module delegate or output reference must be `weak`. Module-to-module
means a presenter's or router's way back to the module that owns it: a `...Delegate`,
`...Output`, `...Listener` or `...ModuleOutput` protocol, or another module's presenter held under
an output name (`delegate`, `moduleOutput`, `resultListener`), also through a protocol of no role
that only other modules' presenters implement, directly or through a protocol that refines it
(`var delegate: HomeControllerProtocol?`, `MainPresenterProtocol: HomeControllerProtocol`). A helper's back-reference to the
part that holds it (a data manager's `...Output` / `...OutputProtocol` reference to the
interactor that stores the data manager) is one too. `unowned` is reported as well, with its own
message.

Not reported: forward references (presenter → interactor, presenter → router, view →
presenter), another module's input (`var cameraModule: CameraModuleInput?`: the parent commands
the child it opened), another module's output that the module itself adopts (`AmountInputModuleOutput`
adopted by `AmountInputViewModel`: the interface of a child the holder embeds), a child presenter held through its view-facing protocol (`...ViewOutput`),
a helper typed `...Delegate` that the owner creates itself (it is the helper's only owner),
closures, protocol requirements, capture lists and locals, and test doubles (a type or file named
`Stub...`, `Fake...`, `Mock...`, or in a test folder), and a service named like a way back
(`networkService: NetworkServiceDelegate`) when every type adopting its protocol has no role, is
no screen and keeps nothing that could lead back (no stored reference to the holder, no stored
closure). Any other helper that is created elsewhere (by the assembly) and only handed in cannot
be told from a way back and is still reported.

Default severity: **error**.

## Why

The presenter owns its interactor, and a module's presenter is owned, through its view, by whoever
shows it. The way back must be weak or the objects keep each other alive. In the objc.io VIPER
article ("Architecting iOS Apps with VIPER") the interactor reports to its output and the presenter
is the interactor's output; MFRBaseArchitecture's base protocols declare `weak var
interactorOutput`, K-Torishima's Architecture_VIPER notes pass results to the previous screen
through `private weak var delegate: HogePresenterDelegate?`, and the listener-style proposal "A
more unified viper" sends responses back through a `...InteractorCommandListener`. `unowned` avoids
the cycle but traps when a callback outlives its owner.

## Options

| name | type | default | meaning |
|---|---|---|---|
| `allowUnowned` | bool | `false` | Accept `unowned` output references (a strong one is still reported). |

## Fix

`viper-lint fix` (and an editor's quick fix, which plans the same edits) rewrites a reported
property when it can do so safely, and changes nothing else:

- `weak` goes before `var`, or replaces `unowned`, `unowned(safe)` or `unowned(unsafe)`; `let`
  becomes `var` (a weak reference is a variable).
- An optional (`O?`) or implicitly unwrapped (`O!`) type stays as written. A non-optional type
  becomes implicitly unwrapped, `let output: O` → `weak var output: O!`, so every use of `output`
  still compiles. Like `unowned`, such a use traps once the owner is gone: where a callback can
  outlive it, change the type to `O?` and the uses to `output?.` yourself.
- An output or delegate protocol declared in the project that is not class-bound (`: AnyObject`,
  `where Self: AnyObject` and `@objc` all bind it to classes) gets
  `AnyObject`, so that `weak` compiles: `protocol O {` → `protocol O: AnyObject {`,
  `protocol O: Q {` → `protocol O: AnyObject, Q {`. Only when every type the project has adopting
  it is a class, and it has no `where` clause and no `mutating` member.

The finding stays, with a note "not fixable automatically" that says why, when the property has
no type annotation, shares its declaration with other variables, has a property wrapper or an
attribute not known to be harmless, is `lazy` or `override`, is given a value other than `nil`
(held weakly, a new object would be freed at once), reaches the presenter through a type-erasing
wrapper (the wrapper must hold it weakly instead), is typed by a generic parameter without a class
constraint, or would change its type while it fulfils a protocol requirement. It stays too when
`weak` could free the object where the strong reference kept it: the owner sets the property to
`nil` itself or creates the object itself, or one of the classes the reference can point at is
held strongly by nothing else in the project, is no view controller and does not hold the owner
back. That is Clean Swift and VIP, where the view owns the interactor and the interactor is the
presenter's only owner: there is no cycle to break, and a weak `presenter` would be freed at once.
A second run changes nothing.

```swift
protocol CartInteractorOutput {
    func didLoad(count: Int)
}

final class CartInteractor {
    private let ↓output: CartInteractorOutput

    init(output: CartInteractorOutput) {
        self.output = output
    }
}

final class CartPresenter: CartInteractorOutput {
    var interactor: CartInteractor?
    func didLoad(count: Int) {}
}
```

becomes

```swift
protocol CartInteractorOutput: AnyObject {
    func didLoad(count: Int)
}

final class CartInteractor {
    private weak var output: CartInteractorOutput!

    init(output: CartInteractorOutput) {
        self.output = output
    }
}

final class CartPresenter: CartInteractorOutput {
    var interactor: CartInteractor?
    func didLoad(count: Int) {}
}
```

```swift
protocol PickerEvents {
    func pickerDidAppear()
}

protocol PickerModuleDelegate: PickerEvents {
    func picker(didPick index: Int)
}

final class PickerRouter {
    var ↓delegate: PickerModuleDelegate?
}

final class PickerPresenter {
    var router: PickerRouter?
}
```

becomes

```swift
protocol PickerEvents {
    func pickerDidAppear()
}

protocol PickerModuleDelegate: AnyObject, PickerEvents {
    func picker(didPick index: Int)
}

final class PickerRouter {
    weak var delegate: PickerModuleDelegate?
}

final class PickerPresenter {
    var router: PickerRouter?
}
```

and this one stays as it is, since a struct adopts the protocol:

```swift
protocol OrdersInteractorOutput {
    func didFetch(count: Int)
}

struct OrdersLogger: OrdersInteractorOutput {
    func didFetch(count: Int) {}
}

final class OrdersInteractor {
    var ↓output: OrdersInteractorOutput?
}

final class OrdersPresenter: OrdersInteractorOutput {
    var interactor: OrdersInteractor?
    func didFetch(count: Int) {}
}
```

```swift
protocol OrdersInteractorOutput {
    func didFetch(count: Int)
}

struct OrdersLogger: OrdersInteractorOutput {
    func didFetch(count: Int) {}
}

final class OrdersInteractor {
    var output: OrdersInteractorOutput?
}

final class OrdersPresenter: OrdersInteractorOutput {
    var interactor: OrdersInteractor?
    func didFetch(count: Int) {}
}
```

## Triggering examples

message: declare `output` as `weak var output: LoginInteractorOutput?`; the presenter owns the interactor, so a strong reference back is a retain cycle

```swift
protocol LoginInteractorOutput: AnyObject {
    func didLogin()
}

final class LoginInteractor {
    var ↓output: LoginInteractorOutput?
}

final class LoginPresenter: LoginInteractorOutput {
    var interactor: LoginInteractor?
    func didLogin() {}
}
```

An `@objc` protocol is class-bound: the finding asks for `weak` and nothing more.

message: declare `delegate` as `weak var delegate: AuthManagerDelegate?`; `AuthInteractor` holds this AuthManager, so a strong reference back is a retain cycle

```swift
@objc protocol AuthManagerDelegate {
    func didSignIn()
}

final class AuthManager {
    var ↓delegate: AuthManagerDelegate?
}

final class AuthInteractor: NSObject, AuthManagerDelegate {
    let manager = AuthManager()
    func didSignIn() {}
}

final class AuthPresenter {
    var interactor: AuthInteractor?
}
```

message: `output` is `unowned`, which traps if a callback outlives its owner: declare it as `weak var output: LoginInteractorOutput?`

```swift
protocol LoginInteractorOutput: AnyObject {}

final class LoginInteractor {
    unowned let ↓output: LoginInteractorOutput

    init(output: LoginInteractorOutput) {
        self.output = output
    }
}

final class LoginPresenter: LoginInteractorOutput {
    var interactor: LoginInteractor?
}
```

```swift
final class LoginPresenter {
    var interactor: LoginInteractor!
}

final class LoginInteractor {
    var ↓presenter: LoginPresenter?
}
```

```swift
protocol HogePresenterDelegate: AnyObject {
    func hogeDidFinish()
}

protocol HogeView: AnyObject {}

final class HogePresenter {
    weak var view: HogeView?
    private var ↓delegate: HogePresenterDelegate?
}
```

```swift
// file: Compose/ComposeModuleOutput.swift
protocol ComposeModuleOutput: AnyObject {
    func composeDidSend()
}
// file: Compose/ComposePresenter.swift
final class ComposePresenter: ComposeViewOutput, ComposeInteractorOutput {
    var view: ComposeViewInput!
    var ↓moduleOutput: ComposeModuleOutput?
}
```

```swift
protocol ProfileInteractorCommandListener: AnyObject {
    func handle(_ response: ProfileResponse)
}

final class ProfileInteractor: PresenterEventListener {
    private let ↓responseListener: ProfileInteractorCommandListener

    init(responseListener: ProfileInteractorCommandListener) {
        self.responseListener = responseListener
    }
}
```

```swift
protocol MissionInteractorOutputProtocol: MFRInteractorOutputVIPER {}

final class MissionInteractor: MFRInteractorInputVIPER {
    typealias InteractorOutput = MissionInteractorOutputProtocol

    var ↓interactorOutput: (any InteractorOutput)?
}
```

```swift
protocol CartInteractorOutput {
    func didLoad(count: Int)
}

final class CartInteractor {
    var ↓output: CartInteractorOutput?
}

final class CartPresenter: CartInteractorOutput {
    var interactor: CartInteractor?
    func didLoad(count: Int) {}
}
```

```swift
protocol PickerModuleDelegate: AnyObject {
    func picker(didPick index: Int)
}

final class PickerRouter {
    var ↓delegate: PickerModuleDelegate!
}

final class PickerPresenter {
    var router: PickerRouter?
}
```

```swift
protocol OrdersInteractorOutput: AnyObject {}
typealias OrdersOutput = OrdersInteractorOutput

final class OrdersInteractor {
    var ↓output: OrdersOutput?
}

final class OrdersPresenter: OrdersInteractorOutput {
    var interactor: OrdersInteractor?
}
```

`allowUnowned` accepts `unowned`, never a strong reference:

options: `{"allowUnowned": true}`

message: declare `delegate` as `weak var delegate: HogePresenterDelegate?`; the module on the other side owns this one, so a strong reference back is a retain cycle

```swift
protocol HogePresenterDelegate: AnyObject {}
protocol LoginInteractorOutput: AnyObject {}

protocol HogeView: AnyObject {}

final class HogePresenter {
    weak var view: HogeView?
    var ↓delegate: HogePresenterDelegate?
}

final class LoginInteractor {
    unowned let output: LoginInteractorOutput

    init(output: LoginInteractorOutput) {
        self.output = output
    }
}
```

```swift
// file: Notes/NotesStore.swift
protocol NotesStoreOutput: AnyObject {
    func storeDidChange()
}

final class NotesStore {
    var ↓output: NotesStoreOutput?
}
// file: Notes/NotesInteractor.swift
final class NotesInteractor: NotesStoreOutput {
    private let store: NotesStore
    init(store: NotesStore) { self.store = store }
    func storeDidChange() {}
}
// file: Notes/NotesPresenter.swift
final class NotesPresenter {
    var interactor: NotesInteractor?
}
```

```swift
// file: Album/AlbumPresenter.swift
protocol AlbumViewOutput: AnyObject {}
final class AlbumPresenter: AlbumViewOutput {}
// file: Photo/PhotoPresenter.swift
protocol PhotoViewOutput: AnyObject {}
final class PhotoPresenter: PhotoViewOutput {
    var ↓delegate: AlbumPresenter?
}
```

When the view holds the interactor and nothing on the presenter's side does (Clean Swift, VIP),
the message says so: there is no cycle today, and `weak` alone would free the presenter:

message: declare `presenter` as `weak var presenter: OrderPresentationLogic?`; an interactor holds its output weakly; here the view holds this interactor and nothing on the presenter's side does, so give the presenter another owner (the view or the builder) before making this weak

```swift
protocol OrderPresentationLogic: AnyObject {}

final class OrderInteractor {
    var ↓presenter: OrderPresentationLogic?
}

final class OrderPresenter: OrderPresentationLogic {
    weak var viewController: OrderViewController?
}

final class OrderViewController: UIViewController {
    var interactor: OrderInteractor?
}
```

The presenter protocol split in parts (`CartPresenterProtocol:
CartPresenterObservablesForInteractorProvider`): the part that only the presenter protocol
refines is the presenter's too:

message: `CartPresenterObservablesForInteractorProvider` is not class-bound, so `presenter` cannot be weak: declare `protocol CartPresenterObservablesForInteractorProvider: AnyObject` and `weak var presenter: CartPresenterObservablesForInteractorProvider?`; the presenter owns the interactor, so a strong reference back is a retain cycle

```swift
// file: Cart/CartModuleProtocols.swift
protocol CartPresenterProtocol: CartPresenterObservablesForInteractorProvider {
    var interactor: CartInteractor! { get set }
}
protocol CartPresenterObservablesForInteractorProvider {
    var itemsToLoad: [String] { get }
}
// file: Cart/CartInteractor.swift
final class CartInteractor {
    var ↓presenter: CartPresenterObservablesForInteractorProvider!
}
// file: Cart/CartPresenter.swift
final class CartPresenter: CartPresenterProtocol {
    var interactor: CartInteractor!
    var itemsToLoad: [String] = []
}
```

A cell's interactor that the cell keeps, while nothing on the presenter's side holds it: the
rule still asks for `weak`, and the message says who to give the presenter to instead of claiming a
cycle:

message: declare `presenter` as `weak var presenter: PostCellPresenterProtocol?`; an interactor holds its output weakly; nothing on the presenter's side holds this interactor, so give the presenter another owner before making this weak

```swift
// file: Feed/Cells/PostCellInteractor.swift
protocol PostCellPresenterProtocol: AnyObject {
    func present(likes: Int)
}

final class PostCellInteractor {
    var ↓presenter: PostCellPresenterProtocol?

    init(presenter: PostCellPresenterProtocol) {
        self.presenter = presenter
    }
}
// file: Feed/Cells/PostCellPresenter.swift
final class PostCellPresenter: PostCellPresenterProtocol {
    weak var cell: PostCell?
    func present(likes: Int) {}
}
// file: Feed/Cells/PostCell.swift
import UIKit

final class PostCell: UITableViewCell {
    var interactor: PostCellInteractor?

    func configure() {
        let presenter = PostCellPresenter()
        presenter.cell = self
        interactor = PostCellInteractor(presenter: presenter)
    }
}
```

A child presenter's `delegate` typed by a protocol of no role that only the parent module's presenter
implements, through the presenter protocol that refines it:

message: declare `delegate` as `weak var delegate: HomeControllerProtocol?`; the module on the other side owns this one, so a strong reference back is a retain cycle

```swift
// file: Home/HomeProtocols.swift
protocol HomeControllerProtocol: AnyObject {
    func openProfileTab()
}
protocol HomePresenterProtocol: AnyObject {
    func avatarTapped()
}
// file: Home/HomePresenter.swift
final class HomePresenter: HomePresenterProtocol {
    weak var view: HomeViewController?
    var ↓delegate: HomeControllerProtocol?
    func avatarTapped() { delegate?.openProfileTab() }
}
// file: Home/HomeViewController.swift
final class HomeViewController: UIViewController {
    var presenter: HomePresenterProtocol?
}
// file: Main/MainProtocols.swift
protocol MainPresenterProtocol: HomeControllerProtocol {
    func viewDidLoad()
}
// file: Main/MainPresenter.swift
final class MainPresenter: MainPresenterProtocol {
    weak var view: MainViewController?
    func viewDidLoad() {}
    func openProfileTab() {}
}
// file: Main/MainViewController.swift
final class MainViewController: UITabBarController {
    var presenter: MainPresenterProtocol?
}
```

A presenter's `output` that only the screen's flow coordinator implements is a way back when that
coordinator keeps the screen, here through its window's root view controller (one that keeps only
a `weak` navigation controller is not judged: see weak-view-reference's examples):

message: declare `output` as `weak var output: SelectAddressPresenterOutput?`; the module on the other side owns this one, so a strong reference back is a retain cycle

```swift
// file: Cart/SelectAddress/Presenter/SelectAddressPresenterOutput.swift
protocol SelectAddressPresenterOutput: AnyObject {
    func goToCartModule()
}
// file: Cart/SelectAddress/Presenter/SelectAddressPresenter.swift
final class SelectAddressPresenter: SelectAddressViewOutput {
    weak var view: SelectAddressViewInput?
    private var ↓output: SelectAddressPresenterOutput?

    init(output: SelectAddressPresenterOutput?) {
        self.output = output
    }

    func didTapBack() { output?.goToCartModule() }
}
// file: Cart/SelectAddress/View/SelectAddressViewIO.swift
protocol SelectAddressViewInput: AnyObject {}
protocol SelectAddressViewOutput: AnyObject {
    func didTapBack()
}
// file: Cart/SelectAddress/View/SelectAddressViewController.swift
import UIKit

final class SelectAddressViewController: UIViewController, SelectAddressViewInput {
    var output: SelectAddressViewOutput?
}
// file: Cart/SelectAddress/SelectAddressBuilder.swift
final class SelectAddressBuilder {
    private weak var moduleOutput: SelectAddressPresenterOutput?
    init(moduleOutput: SelectAddressPresenterOutput?) { self.moduleOutput = moduleOutput }
    func build() -> UIViewController {
        let presenter = SelectAddressPresenter(output: moduleOutput)
        let view = SelectAddressViewController()
        view.output = presenter
        presenter.view = view
        return view
    }
}
// file: Cart/SelectAddress/SelectAddressCoordinator.swift
import UIKit

final class SelectAddressCoordinator {
    private let window: UIWindow

    init(window: UIWindow) { self.window = window }

    func start() {
        let view = SelectAddressBuilder(moduleOutput: self).build()
        window.rootViewController = UINavigationController(rootViewController: view)
    }
}
extension SelectAddressCoordinator: SelectAddressPresenterOutput {
    func goToCartModule() {
        window.rootViewController?.dismiss(animated: true)
    }
}
// file: App/AppCoordinator.swift
import UIKit

final class AppCoordinator {
    private let selectAddress: SelectAddressCoordinator
    init(window: UIWindow) { selectAddress = SelectAddressCoordinator(window: window) }
    func start() { selectAddress.start() }
}
```

A worker or other helper named as an output that keeps its owner strongly closes a cycle: the
interactor's reference to it is reported.

message: declare `worker` as `weak var worker: PhotoListWorkerOutput?`; the presenter owns the interactor, so a strong reference back is a retain cycle

```swift
protocol PhotoListWorkerOutput: AnyObject {
    func fetchPhotos()
}

final class PhotoListWorker: PhotoListWorkerOutput {
    var interactor: PhotoListInteractor?
    func fetchPhotos() {}
}

final class PhotoListInteractor {
    var ↓worker: PhotoListWorkerOutput?
}

final class PhotoListPresenter {
    var interactor: PhotoListInteractor?
}
```

A tab's router calling back up to the router of the tab bar that made it, through a protocol
that router adopts, is a way back to another module:

message: declare `delegate` as `weak var delegate: HomeRouterDelegate?`; the module on the other side owns this one, so a strong reference back is a retain cycle

```swift
// file: Modules/Home/HomeRouter.swift
import UIKit

protocol HomeRouterDelegate: AnyObject {
    func openSettingsTab()
}

final class HomeRouter: HomeRouterDelegate {
    var settings: SettingsRouter?
    func start() -> UIViewController {
        let settings = SettingsRouter()
        self.settings = settings
        return settings.configureModule(delegate: self)
    }
    func openSettingsTab() {}
}

final class AppRouter {
    let home = HomeRouter()
}
// file: Modules/Settings/SettingsRouter.swift
import UIKit

final class SettingsRouter {
    var ↓delegate: HomeRouterDelegate?
    weak var view: UIViewController?
    func configureModule(delegate: HomeRouterDelegate?) -> UIViewController {
        self.delegate = delegate
        let view = SettingsViewController()
        let presenter = SettingsPresenter()
        view.presenter = presenter
        presenter.router = self
        self.view = view
        return view
    }
}
// file: Modules/Settings/SettingsPresenter.swift
final class SettingsPresenter {
    var router: SettingsRouter?
}
// file: Modules/Settings/SettingsViewController.swift
import UIKit

final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter?
}
```

A module's own router output (`ScanCardRouterOutputProtocol`, refining a base router protocol)
that only the screens of the modules opening it adopt is the router's way back to them:

message: declare `delegate` as `weak var delegate: ScanCardRouterOutputProtocol?`; the module on the other side owns this one, so a strong reference back is a retain cycle

```swift
// file: ScanCard/Contract/ScanCardContract.swift
protocol ViperRouter: AnyObject {}
protocol ScanCardRouterOutputProtocol: ViperRouter {
    func didScan(number: String)
}
// file: ScanCard/Router/ScanCardRouter.swift
import UIKit

final class ScanCardRouter {
    weak var view: UIViewController?
    var ↓delegate: ScanCardRouterOutputProtocol?
    static func setupModule(with delegate: UIViewController) -> ScanCardViewController {
        let view = ScanCardViewController()
        let presenter = ScanCardPresenter()
        let router = ScanCardRouter()
        view.presenter = presenter
        presenter.router = router
        router.view = view
        router.delegate = delegate as? ScanCardRouterOutputProtocol
        return view
    }
}
// file: ScanCard/Presenter/ScanCardPresenter.swift
final class ScanCardPresenter {
    var router: ScanCardRouter?
}
// file: ScanCard/View/ScanCardViewController.swift
import UIKit

final class ScanCardViewController: UIViewController {
    var presenter: ScanCardPresenter?
}
// file: AddCard/View/AddCardViewController.swift
import UIKit

final class AddCardViewController: UIViewController {
    var presenter: AddCardPresenter?
}
extension AddCardViewController: ScanCardRouterOutputProtocol {
    func didScan(number: String) {}
}
// file: AddCard/Presenter/AddCardPresenter.swift
final class AddCardPresenter {
    weak var view: AddCardViewController?
}
```

Contracts named with `Interactable`, `Presentable` and `Routable` name their module by what
comes before, as `...Interactor` does: an interactor known only by its `Interactor/` folder and
named for its protocol (`AboutInteractableImplementation`) is the About module's.

message: `AboutPresentable` is not class-bound, so `aboutPresenter` cannot be weak: declare `protocol AboutPresentable: AnyObject` and `weak var aboutPresenter: AboutPresentable?`; the presenter owns the interactor, so a strong reference back is a retain cycle

```swift
// file: About/Presenter/AboutPresentable.swift
protocol AboutPresentable {
    func linksDidLoad()
}
// file: About/Presenter/AboutPresenter.swift
final class AboutPresenter: AboutPresentable {
    var aboutInteractor: AboutInteractable?
    func linksDidLoad() {}
}
// file: About/Interactor/AboutInteractable.swift
protocol AboutInteractable {
    func loadLinks()
}
// file: About/Interactor/AboutInteractableImplementation.swift
final class AboutInteractableImplementation: AboutInteractable {
    var ↓aboutPresenter: AboutPresentable?
    func loadLinks() { aboutPresenter?.linksDidLoad() }
}
```

An interactor output named with its words in another order (`MoviesOutputInteractorInterface`)
stays the interactor's output when a test double (`MoviesInteractorMock`) adopts it beside the
presenter: a mock mimics a part without being one.

message: declare `presenter` as `weak var presenter: MoviesOutputInteractorInterface?`; the presenter owns the interactor, so a strong reference back is a retain cycle

```swift
// file: Movies/Interfaces/MoviesInterfaces.swift
protocol MoviesOutputInteractorInterface: AnyObject {
    func success(titles: [String])
}
// file: Movies/Interactor/MoviesInteractor.swift
final class MoviesInteractor {
    var ↓presenter: MoviesOutputInteractorInterface?
}
// file: Movies/Presenter/MoviesPresenter.swift
final class MoviesPresenter {
    var interactor: MoviesInteractor?
}
extension MoviesPresenter: MoviesOutputInteractorInterface {
    func success(titles: [String]) {}
}
// file: MoviesTests/Mocks/MoviesInteractorMock.swift
final class MoviesInteractorMock: MoviesOutputInteractorInterface {
    func success(titles: [String]) {}
}
```

A way back whose only implementer has no role still counts when that implementer keeps the
owner: `ProfileSession` holds the presenter that holds it back, a retain cycle:

```swift
protocol ProfileSessionDelegate: AnyObject {
    func sessionDidEnd()
}
protocol ProfileViewInput: AnyObject {}

final class ProfilePresenter {
    weak var view: ProfileViewInput?
    var ↓delegate: ProfileSessionDelegate?
}

final class ProfileSession: ProfileSessionDelegate {
    let presenter: ProfilePresenter
    init(presenter: ProfilePresenter) { self.presenter = presenter }
    func sessionDidEnd() {}
}
```

A protocol named like a view's (`ChatsPresenterOutput`) that only another module's presenter
adopts (the `DialogsPresenter` that opened the chat, to hear back from it) is the module's
output, not its view: protocols take the role of their implementers.

message: declare `presenterOutput` as `weak var presenterOutput: ChatsPresenterOutput?`; the module on the other side owns this one, so a strong reference back is a retain cycle

```swift
// file: Modules/Chats/Presenter/ChatsPresenterProtocols.swift
protocol ChatsPresenterInput: AnyObject {
    func send(_ text: String)
}
protocol ChatsPresenterOutput: AnyObject {
    func updateChat(title: String)
}
// file: Modules/Chats/Presenter/ChatsPresenter.swift
final class ChatsPresenter: ChatsPresenterInput {
    private var ↓presenterOutput: ChatsPresenterOutput!
    private weak var view: ChatsViewInput?

    func send(_ text: String) {
        presenterOutput.updateChat(title: text)
    }
}
// file: Modules/Chats/View/ChatsViewController.swift
import UIKit

protocol ChatsViewInput: AnyObject {}
final class ChatsViewController: UIViewController, ChatsViewInput {
    var presenter: ChatsPresenterInput!
}
// file: Modules/Dialogs/Presenter/DialogsPresenter.swift
protocol DialogsPresenterInput: AnyObject {}
final class DialogsPresenter: DialogsPresenterInput {
    private weak var view: DialogsViewInput?
}
extension DialogsPresenter: ChatsPresenterOutput {
    func updateChat(title: String) {}
}
// file: Modules/Dialogs/View/DialogsViewController.swift
import UIKit

protocol DialogsViewInput: AnyObject {}
final class DialogsViewController: UIViewController, DialogsViewInput {
    var presenter: DialogsPresenterInput!
}
```

## Non-triggering examples

A module's own router output that only a flow coordinator in no module adopts leads to no
module part: whether the coordinator owns this screen is not known, so it is not judged:

```swift
// file: ScanCard/Contract/ScanCardContract.swift
protocol ViperRouter: AnyObject {}
protocol ScanCardRouterOutputProtocol: ViperRouter {
    func didScan(number: String)
}
// file: ScanCard/Router/ScanCardRouter.swift
import UIKit

final class ScanCardRouter {
    weak var view: UIViewController?
    var delegate: ScanCardRouterOutputProtocol?
    static func setupModule(with delegate: UIViewController) -> ScanCardViewController {
        let view = ScanCardViewController()
        let presenter = ScanCardPresenter()
        let router = ScanCardRouter()
        view.presenter = presenter
        presenter.router = router
        router.view = view
        router.delegate = delegate as? ScanCardRouterOutputProtocol
        return view
    }
}
// file: ScanCard/Presenter/ScanCardPresenter.swift
final class ScanCardPresenter {
    var router: ScanCardRouter?
}
// file: ScanCard/View/ScanCardViewController.swift
import UIKit

final class ScanCardViewController: UIViewController {
    var presenter: ScanCardPresenter?
}
// file: Flows/CardFlowCoordinator.swift
import UIKit

final class CardFlowCoordinator: ScanCardRouterOutputProtocol {
    weak var navigationController: UINavigationController?
    func didScan(number: String) {}
}
```

A contract named implementer first that only a test double adopts (`MoviesInteractorMock`) is what
its name says, an interactor's protocol: a mock does not make it the interactor's output.

```swift
// file: Movies/Interfaces/MoviesInterfaces.swift
protocol MoviesOutputInteractorInterface: AnyObject {
    func success(titles: [String])
}
// file: Movies/Interactor/MoviesInteractor.swift
final class MoviesInteractor {
    var presenter: MoviesOutputInteractorInterface?
}
// file: MoviesTests/Mocks/MoviesInteractorMock.swift
final class MoviesInteractorMock: MoviesOutputInteractorInterface {
    func success(titles: [String]) {}
}
```

The same `delegate` is not judged when what implements its protocol is no presenter (a coordinator
that owns the flow) or is the holder's own module:

```swift
// file: Home/HomeProtocols.swift
protocol HomeControllerProtocol: AnyObject {
    func openProfileTab()
}
protocol HomePresenterProtocol: AnyObject {
    func avatarTapped()
}
// file: Home/HomePresenter.swift
final class HomePresenter: HomePresenterProtocol {
    weak var view: HomeViewController?
    var delegate: HomeControllerProtocol?
    func avatarTapped() { delegate?.openProfileTab() }
}
// file: Home/HomeViewController.swift
final class HomeViewController: UIViewController {
    var presenter: HomePresenterProtocol?
}
// file: App/FlowProtocols.swift
protocol TabsFlowProtocol: HomeControllerProtocol {}
// file: App/TabsCoordinator.swift
final class TabsCoordinator: TabsFlowProtocol {
    func openProfileTab() {}
}
```

A helper named as an output (`...WorkerProtocolOutput`) whose only implementer, a worker with no
role, keeps its own way back to the interactor `weak`: the interactor owns the worker, and its
reference is the owning one.

```swift
protocol PhotoListWorkerProtocolOutput: AnyObject {
    func fetchPhotos()
}
protocol PhotoListInteractorProtocolInput: AnyObject {
    func didFetch()
}

final class PhotoListWorker: PhotoListWorkerProtocolOutput {
    weak var interactor: PhotoListInteractorProtocolInput?
    func fetchPhotos() { interactor?.didFetch() }
}

final class PhotoListInteractor: PhotoListInteractorProtocolInput {
    var worker: PhotoListWorkerProtocolOutput?
    func didFetch() {}
}

final class PhotoListPresenter {
    var interactor: PhotoListInteractor?
}
```

A router that keeps the router of a screen it shows, under a name that says so, drives that
module: the reference is forward, owned by whoever holds it:

```swift
// file: Modules/Home/HomeRouter.swift
protocol SettingsRouterInput: AnyObject {
    func showAbout()
}

final class HomeRouter {
    var settingsRouter: SettingsRouterInput?
}

final class HomePresenter {
    var router: HomeRouter?
}
// file: Modules/Settings/SettingsRouter.swift
final class SettingsRouter: SettingsRouterInput {
    func showAbout() {}
}

final class SettingsPresenter {
    var router: SettingsRouterInput?
}
```

A capability protocol named with `Presentable` (`SharePresentable`, what a screen that can show
a share sheet adopts) joins no module by that name and holds nothing back:

```swift
// file: Profile/ProfileViewController.swift
import UIKit

protocol SharePresentable: AnyObject {
    func presentShare(_ text: String)
}

final class ProfileViewController: UIViewController, SharePresentable {
    var presenter: ProfilePresenter?
    func presentShare(_ text: String) {}
}
// file: Profile/ProfilePresenter.swift
final class ProfilePresenter {
    weak var view: ProfileViewController?
    var interactor: ProfileInteractor?
}
// file: Profile/ProfileInteractor.swift
final class ProfileInteractor {
    weak var output: ProfilePresenter?
    var share: SharePresentable?
}
```

A test double in a test-support target, known by its file's name (`StubScheduleViewModel.swift`)
or its own (`FakeEvent`), keeps whatever delegate a test hands it:

```swift
// file: Schedule/SchedulePresenter.swift
protocol ScheduleViewModelDelegate: AnyObject {
    func didUpdate()
}
protocol EventFeedbackDelegate: AnyObject {
    func feedbackSent()
}

final class SchedulePresenter: ScheduleViewModelDelegate, EventFeedbackDelegate {
    private let viewModel: ScheduleViewModel

    init(viewModel: ScheduleViewModel) {
        self.viewModel = viewModel
        viewModel.setDelegate(self)
    }

    func didUpdate() {}
    func feedbackSent() {}
}
// file: Schedule/ScheduleViewController.swift
import UIKit

final class ScheduleViewController: UIViewController {
    var presenter: SchedulePresenter?
}
// file: Schedule/ScheduleBuilder.swift
import UIKit

enum ScheduleBuilder {
    static func build(viewModel: ScheduleViewModel) -> UIViewController {
        let view = ScheduleViewController()
        view.presenter = SchedulePresenter(viewModel: viewModel)
        return view
    }
}
// file: Schedule/ScheduleViewModel.swift
protocol ScheduleViewModel {
    func setDelegate(_ delegate: ScheduleViewModelDelegate)
}
// file: XCTScheduleComponent/StubScheduleViewModel.swift
public final class CapturingScheduleViewModel: ScheduleViewModel {
    private(set) var delegate: ScheduleViewModelDelegate?

    func setDelegate(_ delegate: ScheduleViewModelDelegate) {
        self.delegate = delegate
    }
}
// file: XCTEurofurenceModel/FakeEvent.swift
final class FakeEvent: ScheduleViewModel {
    private(set) var delegate: EventFeedbackDelegate?

    func setDelegate(_ delegate: ScheduleViewModelDelegate) {}

    func sendFeedback(delegate: EventFeedbackDelegate) {
        self.delegate = delegate
    }
}
```

options: `{"allowUnowned": true}`

```swift
protocol LoginInteractorOutput: AnyObject {}

final class LoginInteractor {
    unowned let output: LoginInteractorOutput

    init(output: LoginInteractorOutput) {
        self.output = output
    }
}
```

```swift
// file: Album/AlbumPresenter.swift
final class AlbumPresenter: AlbumViewOutput {
    // The child module it opened: a forward reference.
    var photoModule: PhotoModuleInput?
    let photoPresenter: PhotoViewOutput
    init(photoPresenter: PhotoViewOutput) { self.photoPresenter = photoPresenter }
}
// file: Photo/PhotoProtocols.swift
protocol PhotoModuleInput: AnyObject {}
protocol PhotoViewOutput: AnyObject {}
// file: Photo/PhotoPresenter.swift
final class PhotoPresenter: PhotoModuleInput, PhotoViewOutput {}
```

```swift
// The presenter's own protocol, adopted by nothing else: the reference leads to no other module.
protocol SearchBarManagerDelegate: AnyObject {
    func searchTextChanged(_ text: String)
}
protocol SearchViewInput: AnyObject {}

final class SearchPresenter: SearchBarManagerDelegate {
    weak var view: SearchViewInput?
    var searchBarDelegate: SearchBarManagerDelegate?
    func searchTextChanged(_ text: String) {}
}
```

```swift
protocol SortSheetDelegate: AnyObject {}
final class SortSheetHandler: SortSheetDelegate {
    init(done: @escaping () -> Void) {}
}

final class ListPresenter {
    // Created here and kept alive only here: weak would free it at once.
    private var sortHandler: SortSheetDelegate?

    func showSort() {
        sortHandler = SortSheetHandler(done: { [weak self] in self?.sortHandler = nil })
    }
}
```

```swift
protocol LoginInteractorOutput: AnyObject {}

final class LoginInteractor {
    weak var output: LoginInteractorOutput?
}
```

```swift
protocol LoginInteractorInput: AnyObject {}
protocol LoginRouterInput: AnyObject {}

final class LoginPresenter {
    var interactor: LoginInteractorInput!
    let router: LoginRouterInput
}
```

```swift
protocol LoginInteractorOutput: AnyObject {}

protocol LoginInteractorInput: AnyObject {
    var output: LoginInteractorOutput? { get set }
}

final class LoginInteractor: LoginInteractorInput {
    weak var output: LoginInteractorOutput?
}
```

```swift
protocol OrdersInteractorOutput: AnyObject {
    func didFetch(count: Int)
}

final class OrdersInteractor {
    weak var output: OrdersInteractorOutput?

    func fetch() {
        api.load { [weak self] count in
            self?.output?.didFetch(count: count)
        }
        unowned let output = self.output!
        output.didFetch(count: 0)
    }
}
```

```swift
final class SearchInteractor {
    weak var output: SearchInteractorOutput?
    let api: APIClient
    private let storage: UserDefaults
}
```

```swift
protocol SearchViewOutput: AnyObject {}

final class SearchViewController: UIViewController {
    // A view owns its presenter.
    var output: SearchViewOutput!
}
```

```swift
final class ProfileViewController: UIViewController, PresenterCommandListener {
    var eventListener: ProfileViewEventListener!
}
```

```swift
final class CheckoutPresenter {
    var onFinish: (() -> Void)?
    var completion: ((Bool) -> Void)!
}
```

```swift
protocol HogePresenterDelegate: AnyObject {}

final class HogePresenter {
    private weak var delegate: HogePresenterDelegate?
}
```

```swift
protocol MissionInteractorOutputProtocol: MFRInteractorOutputVIPER {}

final class MissionInteractor: MFRInteractorInputVIPER {
    typealias InteractorOutput = MissionInteractorOutputProtocol

    /// dont forget to make view variable weak!
    weak var interactorOutput: (any InteractorOutput)?
}
```

A module's own output interface held by the screen that embeds it: `AmountInputModuleOutput`
is adopted by the amount input's own view model, which publishes its events through it; the
recharge screen that makes that child module and keeps its output owns it (no way back):

```swift
// file: Recharge/RechargeViewModel.swift
protocol RechargeModuleOutput: AnyObject {
    var didFinish: (() -> Void)? { get set }
}
protocol RechargeModuleInput: AnyObject {
    func reload()
}
final class RechargeViewModel: RechargeModuleOutput, RechargeModuleInput {
    var didFinish: (() -> Void)?
    private let amountInputOutput: AmountInputModuleOutput
    private let amountInputInput: AmountInputModuleInput

    init(amountInputOutput: AmountInputModuleOutput, amountInputInput: AmountInputModuleInput) {
        self.amountInputOutput = amountInputOutput
        self.amountInputInput = amountInputInput
    }

    func reload() {
        amountInputOutput.didUpdateAmount = { [weak self] _ in self?.reload() }
    }
}
// file: Recharge/RechargeViewController.swift
import UIKit

final class RechargeViewController: UIViewController {
    let viewModel: RechargeViewModel
    init(viewModel: RechargeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
}
// file: Recharge/RechargeAssembly.swift
import UIKit

enum RechargeAssembly {
    static func module() -> UIViewController {
        let amountInput = AmountInputAssembly.module()
        let viewModel = RechargeViewModel(amountInputOutput: amountInput.output, amountInputInput: amountInput.input)
        return RechargeViewController(viewModel: viewModel)
    }
}
// file: AmountInput/AmountInputViewModel.swift
protocol AmountInputModuleOutput: AnyObject {
    var didUpdateAmount: ((Int) -> Void)? { get set }
}
protocol AmountInputModuleInput: AnyObject {
    func update(amount: Int)
}
final class AmountInputViewModel: AmountInputModuleOutput, AmountInputModuleInput {
    var didUpdateAmount: ((Int) -> Void)?
    func update(amount: Int) {}
}
// file: AmountInput/AmountInputViewController.swift
import UIKit

final class AmountInputViewController: UIViewController {
    let viewModel: AmountInputViewModel
    init(viewModel: AmountInputViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
}
// file: AmountInput/AmountInputAssembly.swift
import UIKit

enum AmountInputAssembly {
    static func module() -> (view: UIViewController, output: AmountInputModuleOutput, input: AmountInputModuleInput) {
        let viewModel = AmountInputViewModel()
        return (AmountInputViewController(viewModel: viewModel), viewModel, viewModel)
    }
}
```

A service named like a way back (`...Delegate`, `...Listener`) whose implementers have no role,
are no screens and keep nothing of the owner is a dependency the owner holds, not its output:
`weak` would free it at once.

```swift
protocol NetworkServiceDelegate {
    func fetch(_ path: String)
}
final class NetworkService: NetworkServiceDelegate {
    func fetch(_ path: String) {}
}

protocol StampsListener {
    func startListening()
}
final class StampsDataSourceListener: StampsListener {
    private let database: [String] = []
    func startListening() {}
}

protocol AddCollectionInteractorOutput: AnyObject {}
final class AddCollectionInteractor {
    weak var output: AddCollectionInteractorOutput?
    let networkService: NetworkServiceDelegate
    init(networkService: NetworkServiceDelegate) { self.networkService = networkService }
}

protocol TodayView: AnyObject {}
final class TodayPresenter {
    weak var view: TodayView?
    private let stampsListener: StampsListener
    init(stampsListener: StampsListener) { self.stampsListener = stampsListener }
}
```

"""##,
        "weak-view-reference": ##"""
# `weak-view-reference`: Weak view reference

Presenters and routers hold their view weakly.

A presenter's or router's stored reference to its view must be `weak`. "Its view" is the module's
view class, a view protocol (`LoginViewInput`, `HogePresenterOutput`, `MFRViewVIPER` conformers,
`PresenterCommandListener`s), or any UIKit view controller type (`UIViewController`,
`UINavigationController`, ...), also behind optionals, `any`, typealiases, associated types and
generic parameters of a base class. `unowned` is reported too, with its own message. Protocol
requirements, computed properties, capture lists and locals are not stored references. A UIView
(not a view controller) that the holder makes itself and that holds nothing of the holder's is
the holder's own subview, not its module's view: it is not reported. Nor is a router's optional
UIKit controller, or screen of no module, that the router fills itself in one of its methods (not
its initializer or a factory method, and not one that makes the module's own view) and that no
other code sets: another screen it shows and later closes, such as a navigation controller it
wraps a child module in.

Default severity: **error**.

## Why

In VIPER the view owns its presenter, and the presenter owns the router and the interactor
(objc.io, "Architecting iOS Apps with VIPER": the view "relays user input back to the Presenter").
A strong reference from the presenter or router back to the view closes a retain cycle and the
whole module leaks when the screen goes away. The MFRBaseArchitecture base protocols say it in a
comment: "dont forget to make view variable weak!". `unowned` (K-Torishima's Architecture_VIPER
notes: `private unowned var view: HogePresenterOutput`) avoids the cycle but traps when an
asynchronous callback outlives the view, which is exactly when presenters are called.

## Options

| name | type | default | meaning |
|---|---|---|---|
| `allowUnowned` | bool | `false` | Accept `unowned` view references (a strong one is still reported). |

## Fix

`viper-lint fix` (and an editor's quick fix, which plans the same edits) rewrites a reported
property when it can do so safely, and changes nothing else:

- `weak` goes before `var`, or replaces `unowned`, `unowned(safe)` or `unowned(unsafe)`; `let`
  becomes `var` (a weak reference is a variable).
- An optional (`V?`) or implicitly unwrapped (`V!`) type stays as written. A non-optional type
  becomes implicitly unwrapped, `let view: V` → `weak var view: V!`, so every use of `view` still
  compiles. Like `unowned`, such a use traps once the view is gone: where a callback can outlive
  the view, change the type to `V?` and the uses to `view?.` yourself.
- A view protocol declared in the project that is not class-bound gets `AnyObject`, so that
  `weak` compiles: `protocol V {` → `protocol V: AnyObject {`, `protocol V: Q {` →
  `protocol V: AnyObject, Q {`. Only when every type the project has adopting it is a class, and
  it has no `where` clause and no `mutating` member.

The finding stays, with a note "not fixable automatically" that says why, when the property has
no type annotation, shares its declaration with other variables (`var view: V?, title = ""`), has
a property wrapper or an attribute not known to be harmless, is `lazy` or `override`, is given a
value other than `nil`, is typed by a generic parameter without a class constraint, or would
change its type while it fulfils a protocol requirement. It stays too when `weak` could free the
screen where the strong reference kept it: the owner sets the property to `nil` itself (a
wireframe keeping the view controller it built until it is first shown), creates the view
controller itself, or holds another module's view (a child screen it embeds). A second run
changes nothing.

```swift
// file: Login/LoginViewInput.swift
protocol LoginViewInput {
    func showError(_ text: String)
}
// file: Login/LoginPresenter.swift
final class LoginPresenter {
    var ↓view: LoginViewInput?
}
```

becomes

```swift
// file: Login/LoginViewInput.swift
protocol LoginViewInput: AnyObject {
    func showError(_ text: String)
}
// file: Login/LoginPresenter.swift
final class LoginPresenter {
    weak var view: LoginViewInput?
}
```

```swift
protocol HogePresenterOutput: AnyObject {
    func showResult(_ text: String)
}

final class HogeViewController: UIViewController, HogePresenterOutput {
    func showResult(_ text: String) {}
}

final class HogePresenter {
    private unowned let ↓view: HogePresenterOutput

    init(view: HogePresenterOutput) {
        self.view = view
    }

    func load() {
        view.showResult("loaded")
    }
}
```

becomes

```swift
protocol HogePresenterOutput: AnyObject {
    func showResult(_ text: String)
}

final class HogeViewController: UIViewController, HogePresenterOutput {
    func showResult(_ text: String) {}
}

final class HogePresenter {
    private weak var view: HogePresenterOutput!

    init(view: HogePresenterOutput) {
        self.view = view
    }

    func load() {
        view.showResult("loaded")
    }
}
```

and this one stays as it is (split the declaration first):

```swift
protocol CartViewInput: AnyObject {}

final class CartPresenter {
    var ↓view: (CartViewInput & Reloadable)?, title = ""
}
```

```swift
protocol CartViewInput: AnyObject {}

final class CartPresenter {
    var view: (CartViewInput & Reloadable)?, title = ""
}
```

## Triggering examples

Before a block, a line `options: {...}` gives the rule's settings (as under
`rules.weak-view-reference` in `.viper-lint.json`) and each `message:` line the message of one
finding, in the order of the marks.

message: declare `view` as `weak var view: LoginViewInput?`; the view owns the presenter, so a strong reference back is a retain cycle

```swift
protocol LoginViewInput: AnyObject {
    func showLoading()
}

final class LoginPresenter {
    var ↓view: LoginViewInput?
}
```

The view controller a router's `createModule` takes from the storyboard is the module's view,
though an unused `UICollectionViewController` template sits in the same folder with a stronger
claim by inheritance alone:

message: declare `view` as `weak var view: DetailProductViewControllerProtocol?`; the view owns the presenter, so a strong reference back is a retain cycle

```swift
// file: DetailProduct/View/DetailProductCollectionViewController.swift
import UIKit

class DetailProductCollectionViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
// file: DetailProduct/View/DetailProductViewController.swift
import UIKit

class DetailProductViewController: UIViewController, DetailProductViewControllerProtocol {
    var presenter: DetailProductPresenterProtocol?
}
// file: DetailProduct/Protocols/DetailProductProtocol.swift
import UIKit

protocol DetailProductViewControllerProtocol: UIViewController {
    var presenter: DetailProductPresenterProtocol? { get set }
}
protocol DetailProductPresenterProtocol: AnyObject {
    var view: DetailProductViewControllerProtocol? { get set }
}
// file: DetailProduct/Presenter/DetailProductPresenter.swift
class DetailProductPresenter: DetailProductPresenterProtocol {
    var ↓view: DetailProductViewControllerProtocol?
}
// file: DetailProduct/Router/DetailProductRouter.swift
import UIKit

class DetailProductRouter {
    static var storyboard: UIStoryboard { UIStoryboard(name: "DetailProduct", bundle: nil) }

    static func createModule() -> UIViewController {
        let view = storyboard.instantiateViewController(withIdentifier: "detail") as! DetailProductViewController
        let presenter: DetailProductPresenterProtocol = DetailProductPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
```

A router's static factory that the view calls with `self` (`createModule(ref:)`, a course's
template) wires that view into the module, though its name (`FoodTableViewController`) shares no
stem with the module's parts:

message: `PresenterToViewFoodBasketProtocol` is not class-bound, so `view` cannot be weak: declare `protocol PresenterToViewFoodBasketProtocol: AnyObject` and `weak var view: PresenterToViewFoodBasketProtocol?`; the view owns the presenter

```swift
// file: foodbasket-module/router/FoodBasketRouter.swift
final class FoodBasketRouter: PresenterToRouterFoodBasketProtocol {
    static func createModule(ref: FoodTableViewController) {
        let presenter = FoodBasketPresenter()
        ref.presenter = presenter
        ref.presenter?.interactor = FoodBasketInteractor()
        ref.presenter?.view = ref
    }
}
// file: foodbasket-module/protocols/FoodBasketProtocols.swift
protocol ViewToPresenterFoodBasketProtocol {
    var interactor: PresenterToInteractorFoodBasketProtocol? { get set }
    var view: PresenterToViewFoodBasketProtocol? { get set }
    func loadAllFoods()
}
protocol PresenterToInteractorFoodBasketProtocol {
    func loadAllFoods()
}
protocol PresenterToViewFoodBasketProtocol {
    func show(foods: [String])
}
protocol PresenterToRouterFoodBasketProtocol {
    static func createModule(ref: FoodTableViewController)
}
// file: foodbasket-module/presenter/FoodBasketPresenter.swift
final class FoodBasketPresenter: ViewToPresenterFoodBasketProtocol {
    var interactor: PresenterToInteractorFoodBasketProtocol?
    var ↓view: PresenterToViewFoodBasketProtocol?
    func loadAllFoods() { interactor?.loadAllFoods() }
}
// file: foodbasket-module/interactor/FoodBasketInteractor.swift
final class FoodBasketInteractor: PresenterToInteractorFoodBasketProtocol {
    func loadAllFoods() {}
}
// file: foodbasket-module/view/FoodTableViewController.swift
import UIKit

final class FoodTableViewController: UIViewController {
    var presenter: ViewToPresenterFoodBasketProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        FoodBasketRouter.createModule(ref: self)
    }
}
extension FoodTableViewController: PresenterToViewFoodBasketProtocol {
    func show(foods: [String]) {}
}
```

A SwiftUI tutorial's one module, named by bare role words (`Presenter`, `Interactor`, `Router`):
the router's static factory makes one view model class that adopts the view protocol and the
SwiftUI view that renders it. Those two are one screen, so the factory wires one module:

message: `PresenterToView` is not class-bound, so `view` cannot be weak: declare `protocol PresenterToView: AnyObject` and `weak var view: PresenterToView?`; the view owns the presenter

```swift
// file: Shared/Protocols/PresenterToView.swift
protocol PresenterToView {
    func showShapes(_ shapes: [String])
}
// file: Shared/Presenter/Presenter.swift
class Presenter {
    var ↓view: PresenterToView?
    var interactor: Interactor?
    var router: Router?
}
// file: Shared/Interactor/Interactor.swift
class Interactor {
    weak var presenter: Presenter?
}
// file: Shared/ViewModel/ViewModel.swift
import SwiftUI

class ViewModel: ObservableObject {
    private var presenter: Presenter?
    init(presenter: Presenter) { self.presenter = presenter }
}
extension ViewModel: PresenterToView {
    func showShapes(_ shapes: [String]) {}
}
// file: Shared/View/ContentView.swift
import SwiftUI

struct ContentView: View {
    @ObservedObject var viewModel: ViewModel
    var body: some View { Text("Shapes") }
}
// file: Shared/Router/Router.swift
import SwiftUI

class Router {
    static func createModule() -> AnyView {
        let presenter = Presenter()
        let interactor = Interactor()
        let router = Router()
        let viewModel = ViewModel(presenter: presenter)
        let view = ContentView(viewModel: viewModel)
        presenter.view = viewModel
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        return AnyView(view)
    }
}
```

message: `view` is `unowned`, which traps if a callback outlives the view: declare it as `weak var view: HogePresenterOutput?`

```swift
// file: HogeViewController.swift
protocol HogePresenterOutput: AnyObject {
    func showResult(_ text: String)
}

final class HogeViewController: UIViewController, HogePresenterOutput {
    func showResult(_ text: String) {}
}
// file: HogePresenter.swift
final class HogePresenter {
    private unowned var ↓view: HogePresenterOutput

    init(view: HogePresenterOutput) {
        self.view = view
    }
}
```

A presenter class that several wireframes make (one timeline presenter for a feed and for a
user's tweets) belongs to the module of its own name when one of them is that module's
wireframe, so its view reference is judged there:

message: `controller` is `unowned`, which traps if a callback outlives the view: declare it as `weak var controller: TweetsViewController?`

```swift
// file: Modules/Feed/FeedWireframe.swift
final class FeedWireframe {
    class func setup(_ viewController: TweetsViewController) {
        let interactor = FeedInteractor()
        let presenter = TweetsPresenter(controller: viewController, interactor: interactor)
        viewController.presenter = presenter
    }
}
// file: Modules/Feed/FeedInteractor.swift
final class FeedInteractor: TweetsInteractor {}
// file: Modules/Tweets/TweetsWireframe.swift
final class TweetsWireframe {
    class func setup(_ viewController: TweetsViewController) {
        let interactor = TweetsForUserInteractor()
        let presenter = TweetsPresenter(controller: viewController, interactor: interactor)
        viewController.presenter = presenter
    }
}
// file: Modules/Tweets/TweetsPresenter.swift
final class TweetsPresenter {
    unowned var ↓controller: TweetsViewController
    let interactor: TweetsInteractor

    init(controller: TweetsViewController, interactor: TweetsInteractor) {
        self.controller = controller
        self.interactor = interactor
    }
}
// file: Modules/Tweets/TweetsInteractor.swift
protocol TweetsInteractor: AnyObject {}

final class TweetsForUserInteractor: TweetsInteractor {}
// file: Modules/Tweets/TweetsViewController.swift
import UIKit

final class TweetsViewController: UIViewController {
    var presenter: TweetsPresenter?
}
```

```swift
final class HogeRouter {
    private unowned let ↓viewController: UIViewController

    init(viewController: UIViewController) {
        self.viewController = viewController
    }
}

final class HogePresenter {
    let router: HogeRouter
    init(router: HogeRouter) { self.router = router }
}
```

```swift
final class CheckoutRouter {
    var ↓navigationController: UINavigationController?

    func showPayment() {}
}

final class CheckoutPresenter {
    var router: CheckoutRouter!
}
```

```swift
final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter!
}

final class ProfilePresenter {
    let ↓view: ProfileViewController

    init(view: ProfileViewController) {
        self.view = view
    }
}
```

```swift
protocol MissionViewProtocol: MFRViewVIPER {
    func show(title: String)
}

final class MissionPresenter: MFRPresenterVIPER {
    typealias View = MissionViewProtocol

    var ↓view: (any View)?
}
```

```swift
class BaseWireframe<ViewController: UIViewController> {
    private unowned var ↓_viewController: ViewController

    init(viewController: ViewController) {
        _viewController = viewController
    }
}

final class LoginWireframe: BaseWireframe<UIViewController> {}
```

```swift
// file: ProfileInterfaces.swift
protocol ProfileView {
    func render(name: String)
}
// file: ProfilePresenter.swift
final class ProfilePresenter {
    var ↓view: ProfileView?
}
```

```swift
protocol ProfileViewProtocol: class, PresenterCommandListener {}

final class ProfilePresenter: ViewEventListener {
    unowned let ↓view: ProfileViewProtocol

    init(view: ProfileViewProtocol) {
        self.view = view
    }

    func handle(_ event: ProfileViewEvent) {}
}
```

```swift
// file: Search/SearchViewInput.swift
protocol SearchViewInput: AnyObject {
    func setupInitialState()
}
// file: Search/SearchPresenter.swift
final class SearchPresenter: SearchViewOutput {
    var ↓view: SearchViewInput!
    var router: SearchRouterInput!
}
```

```swift
protocol CartViewInput: AnyObject {}

final class CartPresenter {
    var ↓view: (CartViewInput & Reloadable)?, title = ""
}
```

```swift
protocol LoginViewInput: AnyObject {}
typealias LoginDisplay = LoginViewInput

final class LoginPresenter {
    var ↓view: LoginDisplay?
}
```

```swift
// file: Common/BasePresenter.swift
class BasePresenter<View> {
    var ↓view: View?
}
// file: Cart/CartPresenter.swift
protocol CartViewInput: AnyObject {}

final class CartPresenter: BasePresenter<CartViewInput> {}
```

```swift
class BasePresenter<View: AnyObject> {
    var ↓view: View?
}

final class LoginPresenter: BasePresenter<LoginViewController> {}

final class LoginViewController: UIViewController {}
```

The class's own alias of its parameter (`typealias PresentingView = T`) is the parameter, and a
protocol that is the view's because a screen adopts it (`LoginViewContract`) is the view of the
subclass's module:

message: declare `_view` as `weak var _view: PresentingView?`; the view owns the presenter, so a strong reference back is a retain cycle (`PresentingView` is `LoginViewContract`)

```swift
// file: Core/BasePresenter.swift
class BasePresenter<T>: NSObject {
    typealias PresentingView = T
    private var ↓_view: PresentingView?
    var view: PresentingView? {
        set { _view = newValue }
        get { return _view }
    }
}
// file: Modules/Login/LoginContract.swift
protocol LoginViewContract: AnyObject {
    func showError()
}
// file: Modules/Login/LoginPresenter.swift
class LoginPresenter: BasePresenter<LoginViewContract> {
    func login() { view?.showError() }
}
// file: Modules/Login/LoginVC.swift
import UIKit
class LoginVC: UIViewController, LoginViewContract {
    var presenter: LoginPresenter?
    func showError() {}
}
// file: Modules/Login/LoginBuilder.swift
import UIKit
enum LoginBuilder {
    static func build() -> UIViewController {
        let view = LoginVC()
        let presenter = LoginPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

A generic parameter constrained by a project protocol (`ViewType: BaseView`) is still bound by
each subclass; the module's view it binds is what the base class holds:

message: `view` is `unowned`, which traps if a callback outlives the view: declare it as `weak var view: ViewType?` (`ViewType` is `MoviesView`)

```swift
// file: Architecture/BaseView.swift
import UIKit

protocol BaseView where Self: UIViewController {}
// file: Architecture/BasePresenter.swift
class BasePresenter<ViewType: BaseView>: NSObject {
    unowned var ↓view: ViewType

    required init(view: ViewType) {
        self.view = view
        super.init()
    }
}
// file: Movies/MoviesView.swift
import UIKit

final class MoviesView: UIViewController, BaseView {
    var presenter: MoviesPresenter!
}
// file: Movies/MoviesPresenter.swift
final class MoviesPresenter: BasePresenter<MoviesView> {}
// file: Movies/MoviesConfigurator.swift
enum MoviesConfigurator {
    static func make() -> MoviesView {
        let view = MoviesView()
        view.presenter = MoviesPresenter(view: view)
        return view
    }
}
```

A presenter that a nib creates (`@IBOutlet` properties) holds its screen through an outlet to the
view controller; its other outlets are subviews the nib connects, not the view:

```swift
// file: List/ListLoadingPresenter.swift
import UIKit

final class ListLoadingPresenter: NSObject {
    @IBOutlet var spinner: LoadingIndicatorView?
    @IBOutlet var ↓viewController: ListLoadingViewController?
}
// file: List/LoadingIndicatorView.swift
import UIKit

protocol LoadingIndicatorView: AnyObject {
    func startAnimating()
}
final class DotsView: UIView, LoadingIndicatorView {
    func startAnimating() {}
}
// file: List/ListLoadingViewController.swift
import UIKit

final class ListLoadingViewController: UIViewController {
    @IBOutlet var presenter: ListLoadingPresenter?
}
```

A module written as a namespace enum and its extensions is grouped by the namespace:

```swift
// file: Map/Map.swift
enum Map {}
// file: Map/View/Map.View.swift
protocol MapViewInput: AnyObject {}
extension Map {
    final class View: UIViewController, MapViewInput {
        var output: MapViewOutput?
    }
}
// file: Map/Presenter/Map.Presenter.swift
protocol MapViewOutput: AnyObject {}
extension Map {
    final class Presenter: MapViewOutput {
        var ↓view: MapViewInput?
    }
}
```

`allowUnowned` accepts `unowned`, never a strong reference:

options: `{"allowUnowned": true}`

message: declare `view` as `weak var view: LoginViewInput?`; the view owns the presenter, so a strong reference back is a retain cycle

```swift
protocol LoginViewInput: AnyObject {}

final class LoginPresenter {
    var ↓view: LoginViewInput?
}

final class LoginRouter {
    private unowned let viewController: UIViewController

    init(viewController: UIViewController) {
        self.viewController = viewController
    }
}
```

A view the presenter makes itself is still its view when the view holds the presenter:

message: declare `view` as `weak var view: QuizView?`; the view owns the presenter, so a strong reference back is a retain cycle

```swift
// file: Quiz/QuizView.swift
final class QuizView: UIView {
    var presenter: QuizPresenter?
}
// file: Quiz/QuizPresenter.swift
final class QuizPresenter {
    var ↓view: QuizView?

    func makeView() -> QuizView {
        let quiz = QuizView()
        quiz.presenter = self
        view = quiz
        return quiz
    }
}
```

A presenter holding its view through an app-wide base protocol that its view protocol inherits
(fearless-iOS's `ControllerBackedProtocol`) holds its view all the same:

message: declare `view` as `weak var view: ControllerBackedProtocol?`; the view owns the presenter, so a strong reference back is a retain cycle

```swift
// file: Common/ControllerBackedProtocol.swift
protocol ControllerBackedProtocol: AnyObject {}
// file: Modules/Stories/StoriesViewController.swift
final class StoriesViewController: UIViewController, ControllerBackedProtocol {}
// file: Modules/Root/RootProtocols.swift
protocol RootViewProtocol: ControllerBackedProtocol {}
protocol RootPresenterProtocol: AnyObject {}
// file: Modules/Root/RootPresenter.swift
final class RootPresenter: RootPresenterProtocol {
    var ↓view: ControllerBackedProtocol?
}
// file: Modules/Root/RootViewController.swift
final class RootViewController: UIViewController, RootViewProtocol {
    var presenter: RootPresenterProtocol!
}
```

A wireframe in the objc.io article's style that makes its own screen in a `present` method and
keeps it, typed loosely as `UIViewController?`, keeps its view:

```swift
// file: Page/PageWireframe.swift
import UIKit

final class PageWireframe {
    private let presenter: PagePresenter
    private var ↓presentedViewController: UIViewController?

    init(presenter: PagePresenter = PagePresenter()) {
        self.presenter = presenter
        presenter.wireframe = self
    }

    func present(from presenting: UIViewController) {
        let storyboard = UIStoryboard(name: "Page", bundle: nil)
        let page = storyboard.instantiateInitialViewController() as! PageViewController
        page.presenter = presenter
        presenting.present(page, animated: true)
        presentedViewController = page
    }
}
// file: Page/PagePresenter.swift
final class PagePresenter {
    weak var wireframe: PageWireframe?
}
// file: Page/PageViewController.swift
import UIKit

final class PageViewController: UIViewController {
    var presenter: PagePresenter?
}
```

So does one whose `present` method has another of its own methods load the screen (the
objc.io sample's `AddWireframe`, with `let newViewController = addViewController()`):

```swift
// file: Add/AddWireframe.swift
import UIKit

final class AddWireframe {
    var addPresenter: AddPresenter?
    var ↓presentedViewController: UIViewController?

    func presentAddInterface(from viewController: UIViewController) {
        let newViewController = addViewController()
        newViewController.eventHandler = addPresenter
        viewController.present(newViewController, animated: true)
        presentedViewController = newViewController
    }

    func addViewController() -> AddViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "AddViewController") as! AddViewController
    }
}
// file: Add/AddPresenter.swift
final class AddPresenter {
    weak var wireframe: AddWireframe?
}
// file: Add/AddViewController.swift
import UIKit

final class AddViewController: UIViewController {
    var eventHandler: AddPresenter?
}
```

A reference set in the router's initializer is the view it was made with, even when a method
clears it later (the Infinum template's hand-off until the screen is shown):

```swift
// file: Scanner/ScannerWireframe.swift
import UIKit

final class ScannerWireframe {
    private(set) weak var viewController: UIViewController?
    private var ↓viewControllerReference: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
        self.viewControllerReference = viewController
    }

    func releaseViewController() {
        viewControllerReference = nil
    }
}
// file: Scanner/ScannerPresenter.swift
final class ScannerPresenter {
    weak var view: ScannerViewController?
    let wireframe: ScannerWireframe

    init(wireframe: ScannerWireframe) {
        self.wireframe = wireframe
    }
}
// file: Scanner/ScannerViewController.swift
import UIKit

final class ScannerViewController: UIViewController {
    var presenter: ScannerPresenter!
}
```

A module's view protocol split in parts (the RxSwift template's
`ShopViewProtocol: ShopViewObservablesForPresenterProvider`): the part that only the view
protocol refines is the view too, and a presenter holding its view through it holds its view:

message: `ShopViewObservablesForPresenterProvider` is not class-bound, so `view` cannot be weak: declare `protocol ShopViewObservablesForPresenterProvider: AnyObject` and `weak var view: ShopViewObservablesForPresenterProvider?`; the view owns the presenter

```swift
// file: Shop/ShopModuleProtocols.swift
protocol ShopViewProtocol: ShopViewObservablesForPresenterProvider {
    var presenter: ShopPresenterProtocol! { get set }
}
protocol ShopPresenterProtocol: AnyObject {}
protocol ShopViewObservablesForPresenterProvider {
    var itemTaps: [String] { get }
}
// file: Shop/ShopPresenter.swift
final class ShopPresenter: ShopPresenterProtocol {
    var ↓view: ShopViewObservablesForPresenterProvider!
}
// file: Shop/ShopViewController.swift
import UIKit

final class ShopViewController: UIViewController, ShopViewProtocol {
    var presenter: ShopPresenterProtocol!
    var itemTaps: [String] = []
}
```

A router that reaches its view through a protocol only view controllers adopt (a Generamba
template's `TransitionHandler where Self: UIViewController`, which every view controller adopts
through an extension) holds its view:

message: `transition` is `unowned`, which traps if a callback outlives the view: declare it as `weak var transition: TransitionHandler?`

```swift
// file: Core/TransitionHandler.swift
import UIKit

protocol TransitionHandler where Self: UIViewController {}
extension UIViewController: TransitionHandler {}
// file: Archive/ArchiveRouter.swift
final class ArchiveRouter {
    private unowned let ↓transition: TransitionHandler

    init(transition: TransitionHandler) {
        self.transition = transition
    }
}
// file: Archive/ArchivePresenter.swift
final class ArchivePresenter {
    weak var view: ArchiveViewController?
    var router: ArchiveRouter!
}
// file: Archive/ArchiveViewController.swift
import UIKit

final class ArchiveViewController: UIViewController {
    var presenter: ArchivePresenter!
}
// file: Archive/ArchiveAssembly.swift
final class ArchiveAssembly {
    func assemble() -> ArchiveViewController {
        let view = ArchiveViewController()
        let presenter = ArchivePresenter()
        presenter.view = view
        presenter.router = ArchiveRouter(transition: view)
        view.presenter = presenter
        return view
    }
}
```

The same holds when the protocol has no constraint but only UIKit's view controller class adopts
it, through the project's extension (`extension UIViewController: Router`):

```swift
// file: Architecture/Router.swift
import UIKit

protocol Router {
    func dismissPage(animated: Bool)
}
extension UIViewController: Router {
    func dismissPage(animated: Bool) {
        dismiss(animated: animated)
    }
}
// file: Login/Router/LoginRouter.swift
final class LoginRouterImpl {
    let ↓router: Router

    init(router: Router) {
        self.router = router
    }

    func close() {
        router.dismissPage(animated: true)
    }
}
// file: Login/Presenter/LoginPresenter.swift
final class LoginPresenter {
    let router: LoginRouterImpl

    init(router: LoginRouterImpl) {
        self.router = router
    }
}
// file: Login/View/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController {
    var presenter: LoginPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter = LoginPresenter(router: LoginRouterImpl(router: self))
    }
}
```

A router written as a struct, stored by the view controller it holds, keeps that controller
alive from inside it (CTemplar's configurators):

message: declare `viewController` as `weak var viewController: FAQViewController?`; the view owns the router through its presenter, so a strong reference back is a retain cycle

```swift
// file: FAQ/FAQRouter.swift
struct FAQRouter {
    let ↓viewController: FAQViewController

    func showContactForm() {}
}
// file: FAQ/FAQPresenter.swift
final class FAQPresenter {
    weak var viewController: FAQViewController?
    var router: FAQRouter?
}
// file: FAQ/FAQViewController.swift
import UIKit

final class FAQViewController: UIViewController {
    var presenter: FAQPresenter?
    var router: FAQRouter?
}
// file: FAQ/FAQConfigurator.swift
final class FAQConfigurator {
    func configure(_ viewController: FAQViewController) {
        let presenter = FAQPresenter()
        presenter.viewController = viewController
        let router = FAQRouter(viewController: viewController)
        presenter.router = router
        viewController.presenter = presenter
        viewController.router = router
    }
}
```

A protocol every screen adopts (a Rambler-style `TransitionHandler`) is this router's view when
its module's view adopts it:

message: declare `transitionHandler` as `weak var transitionHandler: TransitionHandler?`; the view owns the router through its presenter, so a strong reference back is a retain cycle

```swift
// file: Common/TransitionHandler.swift
protocol TransitionHandler: AnyObject {
    func openModule(_ viewController: UIViewController)
}
// file: Category/CategoryViewController.swift
protocol CategoryViewOutput: AnyObject {}
final class CategoryViewController: UIViewController, TransitionHandler {
    var output: CategoryViewOutput!
    func openModule(_ viewController: UIViewController) {}
}
// file: Category/CategoryPresenter.swift
protocol CategoryViewInput: AnyObject {}
final class CategoryPresenter: CategoryViewOutput {
    weak var view: CategoryViewInput?
    var router: CategoryRouter!
}
// file: Category/CategoryRouter.swift
final class CategoryRouter {
    var ↓transitionHandler: TransitionHandler!
}
// file: Doctors/DoctorsViewController.swift
final class DoctorsViewController: UIViewController, TransitionHandler {
    func openModule(_ viewController: UIViewController) {}
}
```

A base class of every module's router, in no module itself, is judged with its subclasses'
modules: its reference to a protocol only view controllers adopt leads to their views:

message: declare `view` as `weak var view: Modulable?`; the view owns the router through its presenter, so a strong reference back is a retain cycle

```swift
// file: Helping/Base/BaseRouter.swift
import UIKit

protocol Modulable: AnyObject {
    func toPresent() -> UIViewController?
}

extension UIViewController: Modulable {
    func toPresent() -> UIViewController? { self }
}

class BaseRouter {
    var ↓view: Modulable?

    func push(_ module: Modulable?) {}
}
// file: Cart/CartRouter.swift
final class CartRouter: BaseRouter {}
// file: Cart/CartPresenter.swift
final class CartPresenter {
    weak var view: CartViewController?
    var router: CartRouter?
}
// file: Cart/CartViewController.swift
import UIKit

final class CartViewController: UIViewController {
    var presenter: CartPresenter?
}
// file: Cart/CartBuilder.swift
enum CartBuilder {
    static func build() -> CartViewController {
        let view = CartViewController()
        let presenter = CartPresenter()
        let router = CartRouter()
        router.view = view
        presenter.view = view
        presenter.router = router
        view.presenter = presenter
        return view
    }
}
```

A protocol declared `: Any` is bound to nothing: it must become class-bound before the reference
can be weak (`fix` writes `protocol LoginPresenterToViewProtocol: AnyObject, Any`):

message: `LoginPresenterToViewProtocol` is not class-bound, so `view` cannot be weak: declare `protocol LoginPresenterToViewProtocol: AnyObject` and `weak var view: LoginPresenterToViewProtocol?`; the view owns the presenter

```swift
protocol LoginPresenterToViewProtocol: Any {
    func showError()
}

final class LoginPresenter {
    var ↓view: LoginPresenterToViewProtocol?
}

final class LoginViewController: UIViewController, LoginPresenterToViewProtocol {
    var presenter: LoginPresenter?
    func showError() {}
}
```

A view controller whose base class comes from a package (`CompositionalLayoutViewController`)
is still the router's screen when the router's own factory makes it; only a plain `UIView` the
router makes is a subview of its own:

message: `viewController` is `unowned`, which traps if a callback outlives the view: declare it as `weak var viewController: AllToolsViewController?`

```swift
// file: Module/AllTools/AllToolsRouter.swift
import UIKit
import CompositionalLayout

final class AllToolsRouter {
    private unowned let ↓viewController: AllToolsViewController

    init(viewController: AllToolsViewController) {
        self.viewController = viewController
    }

    static func assembleModule() -> AllToolsViewController {
        let view = AllToolsViewController()
        let router = AllToolsRouter(viewController: view)
        let presenter = AllToolsPresenter(view: view, router: router)
        view.presenter = presenter
        return view
    }
}
// file: Module/AllTools/AllToolsPresenter.swift
final class AllToolsPresenter {
    private weak var view: AllToolsViewController?
    private let router: AllToolsRouter

    init(view: AllToolsViewController, router: AllToolsRouter) {
        self.view = view
        self.router = router
    }
}
// file: Module/AllTools/AllToolsViewController.swift
import CompositionalLayout

final class AllToolsViewController: CompositionalLayoutViewController {
    var presenter: AllToolsPresenter!
}
```

A transition-handler protocol from a routing library that the project does not contain (Finch's
`ModuleTransitionHandler`, like ViperMcFlurry's and LightRoute's) is the view controller behind
the router:

message: `transition` is `unowned`, which traps if a callback outlives the view: declare it as `weak var transition: ModuleTransitionHandler?`

```swift
// file: Modules/TestList/Router/TestListRouter.swift
import FinchModuleTransitions

final class TestListRouter {
    private unowned let ↓transition: ModuleTransitionHandler

    init(transition: ModuleTransitionHandler) {
        self.transition = transition
    }
}
// file: Modules/TestList/Presenter/TestListPresenter.swift
final class TestListPresenter {
    weak var view: TestListViewController?
    var router: TestListRouter!
}
// file: Modules/TestList/View/TestListViewController.swift
import UIKit

final class TestListViewController: UIViewController {
    var output: TestListPresenter!
}
```

## Non-triggering examples

A router that caches the next module's screen, which that module's own router makes
(`self.detailViewController = DetailRouter.createModule()`), keeps a screen it shows, not its
view, though its init also takes the property (an optional parameter no factory passes). Its own
`viewController` is weak here:

```swift
// file: Modules/Detail/DetailViewController.swift
import UIKit

protocol DetailViewProtocol: AnyObject {}

final class DetailViewController: UIViewController, DetailViewProtocol {
    var presenter: DetailPresenter?
}
// file: Modules/Detail/DetailPresenter.swift
final class DetailPresenter {
    weak var view: DetailViewProtocol?
}
// file: Modules/Detail/DetailRouter.swift
import UIKit

final class DetailRouter {
    static func createModule() -> UIViewController {
        let view = DetailViewController()
        let presenter = DetailPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
// file: Modules/Home/HomeViewController.swift
import UIKit

protocol HomeViewProtocol: AnyObject {}

final class HomeViewController: UIViewController, HomeViewProtocol {
    var presenter: HomePresenter?
}
// file: Modules/Home/HomePresenter.swift
final class HomePresenter {
    weak var view: HomeViewProtocol?
    var router: HomeRouter?
}
// file: Modules/Home/HomeRouter.swift
import UIKit

final class HomeRouter {
    weak var viewController: UINavigationController?
    var detailViewController: UIViewController?

    init(viewController: UINavigationController? = nil, detailViewController: UIViewController? = nil) {
        self.viewController = viewController
        self.detailViewController = detailViewController
    }

    static func createModule() -> UINavigationController {
        let view = HomeViewController()
        let navigationController = UINavigationController(rootViewController: view)
        let presenter = HomePresenter()
        presenter.view = view
        presenter.router = HomeRouter(viewController: navigationController)
        view.presenter = presenter
        return navigationController
    }

    func navigateToDetail() {
        guard let detailViewController else {
            let detail = DetailRouter.createModule()
            self.detailViewController = detail
            viewController?.pushViewController(detail, animated: true)
            return
        }
        viewController?.pushViewController(detailViewController, animated: true)
    }
}
```

A factory that makes two view model classes adopting the view protocol, each with its SwiftUI
view, builds two screens, not one module: the bare-named presenter it hands both joins no module,
and its view reference is not judged:

```swift
// file: Shared/Protocols/ScreenDisplay.swift
protocol ScreenDisplay {
    func show(_ title: String)
}
// file: Shared/Presenter/Presenter.swift
class Presenter {
    var view: ScreenDisplay?
}
// file: Shared/ViewModel/ListViewModel.swift
import SwiftUI

class ListViewModel: ObservableObject, ScreenDisplay {
    init(presenter: Presenter) {}
    func show(_ title: String) {}
}
// file: Shared/ViewModel/DetailViewModel.swift
import SwiftUI

class DetailViewModel: ObservableObject, ScreenDisplay {
    init(presenter: Presenter) {}
    func show(_ title: String) {}
}
// file: Shared/View/ListView.swift
import SwiftUI

struct ListView: View {
    @ObservedObject var viewModel: ListViewModel
    var body: some View { Text("List") }
}
// file: Shared/View/DetailView.swift
import SwiftUI

struct DetailView: View {
    @ObservedObject var viewModel: DetailViewModel
    var body: some View { Text("Detail") }
}
// file: Shared/Router/Router.swift
import SwiftUI

class Router {
    static func createModule() -> AnyView {
        let presenter = Presenter()
        let list = ListViewModel(presenter: presenter)
        let detail = DetailViewModel(presenter: presenter)
        presenter.view = list
        return AnyView(VStack { ListView(viewModel: list); DetailView(viewModel: detail) })
    }
}
```

A protocol named like a view's (`...PresenterOutput`) that only the screen's flow coordinator
implements leads to navigation, not to the view; nor is it a way back the coordinator owns (it
holds nothing of the screen):

```swift
// file: Cart/SelectAddress/Presenter/SelectAddressPresenterOutput.swift
protocol SelectAddressPresenterOutput: AnyObject {
    func goToCartModule()
}
// file: Cart/SelectAddress/Presenter/SelectAddressPresenter.swift
final class SelectAddressPresenter: SelectAddressViewOutput {
    weak var view: SelectAddressViewInput?
    private var output: SelectAddressPresenterOutput?

    init(output: SelectAddressPresenterOutput?) {
        self.output = output
    }

    func didTapBack() { output?.goToCartModule() }
}
// file: Cart/SelectAddress/View/SelectAddressViewIO.swift
protocol SelectAddressViewInput: AnyObject {}
protocol SelectAddressViewOutput: AnyObject {
    func didTapBack()
}
// file: Cart/SelectAddress/View/SelectAddressViewController.swift
import UIKit

final class SelectAddressViewController: UIViewController, SelectAddressViewInput {
    var output: SelectAddressViewOutput?
}
// file: Cart/SelectAddress/SelectAddressBuilder.swift
final class SelectAddressBuilder {
    private weak var moduleOutput: SelectAddressPresenterOutput?
    init(moduleOutput: SelectAddressPresenterOutput?) { self.moduleOutput = moduleOutput }
    func build() -> UIViewController {
        let presenter = SelectAddressPresenter(output: moduleOutput)
        let view = SelectAddressViewController()
        view.output = presenter
        presenter.view = view
        return view
    }
}
// file: Cart/SelectAddress/SelectAddressCoordinator.swift
import UIKit

final class SelectAddressCoordinator {
    private weak var navigationController: UINavigationController?

    func start() {
        let view = SelectAddressBuilder(moduleOutput: self).build()
        navigationController?.pushViewController(view, animated: true)
    }
}
extension SelectAddressCoordinator: SelectAddressPresenterOutput {
    func goToCartModule() {
        navigationController?.popViewController(animated: true)
    }
}
```

A protocol named like a view's that refines UIKit's table delegate and that only an `NSObject`
table manager implements is that manager's interface; the presenter is its only owner:

```swift
// file: AccountDetail/TransactionsTableViewManager.swift
import UIKit

protocol ManagesTransactionsTableView: UITableViewDelegate, UITableViewDataSource {
    func show(_ rows: [String])
}
protocol TransactionsTableViewManagerDelegate: AnyObject {
    func didSelectRow(at index: Int)
}
final class TransactionsTableViewManager: NSObject, ManagesTransactionsTableView {
    weak var delegate: TransactionsTableViewManagerDelegate?
    private var rows: [String] = []
    func show(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
// file: AccountDetail/AccountDetailPresenter.swift
final class AccountDetailPresenter: TransactionsTableViewManagerDelegate {
    weak var view: AccountDetailViewInput?
    var tableViewManager: ManagesTransactionsTableView?
    func didSelectRow(at index: Int) {}
}
// file: AccountDetail/AccountDetailViewController.swift
import UIKit

protocol AccountDetailViewInput: AnyObject {}
final class AccountDetailViewController: UIViewController, AccountDetailViewInput {
    var presenter: AccountDetailPresenter?
}
// file: AccountDetail/AccountDetailAssembly.swift
enum AccountDetailAssembly {
    static func make() -> UIViewController {
        let view = AccountDetailViewController()
        let presenter = AccountDetailPresenter()
        let manager = TransactionsTableViewManager()
        manager.delegate = presenter
        presenter.tableViewManager = manager
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
```

A router that keeps the factories of its child screens (`CartBuilder.build`) in a tuple, written
through a typealias, keeps closures, not a view, as a tuple written out would:

```swift
// file: Home/HomeRouter.swift
import UIKit

final class HomeRouter {
    typealias Submodules = (cartModule: () -> UIViewController, ())

    weak var viewController: UIViewController?
    private let submodules: Submodules
    private lazy var cartView = submodules.cartModule()

    init(viewController: UIViewController, submodules: Submodules) {
        self.viewController = viewController
        self.submodules = submodules
    }

    func showCart() {
        viewController?.navigationController?.pushViewController(cartView, animated: true)
    }
}
// file: Home/HomePresenter.swift
final class HomePresenter {
    weak var view: HomeViewController?
    let router: HomeRouter
    init(router: HomeRouter) { self.router = router }
}
// file: Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController {
    var presenter: HomePresenter!
}
// file: Home/HomeBuilder.swift
import UIKit

enum HomeBuilder {
    static func build() -> UIViewController {
        let view = HomeViewController()
        let router = HomeRouter(viewController: view, submodules: (cartModule: CartBuilder.build, ()))
        let presenter = HomePresenter(router: router)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
// file: Cart/CartBuilder.swift
import UIKit

enum CartBuilder {
    static func build() -> UIViewController { UIViewController() }
}
```

A router that has another module's router make a screen and embeds it in its own view keeps that
child screen, not its view, even where it casts its view to embed it:

```swift
// file: Meeting/MeetingViewController.swift
final class MeetingViewController: UIViewController {
    var presenter: MeetingPresenter?
    let containerView = UIView()
}
// file: Meeting/MeetingPresenter.swift
final class MeetingPresenter {
    weak var view: MeetingViewController?
    var router: MeetingRouter?
}
// file: Meeting/MeetingRouter.swift
final class MeetingRouter {
    weak var viewController: UIViewController?
    private var termsViewController: UIViewController?

    func addTerms() {
        termsViewController = TermsRouter.createModule()
        if let meeting = viewController as? MeetingViewController, let terms = termsViewController {
            meeting.addChild(terms)
            meeting.containerView.addSubview(terms.view)
        }
    }
}
// file: Terms/TermsRouter.swift
final class TermsRouter {
    weak var viewController: UIViewController?
    static func createModule() -> UIViewController {
        let view = TermsViewController()
        let router = TermsRouter()
        router.viewController = view
        return view
    }
}
// file: Terms/TermsViewController.swift
final class TermsViewController: UIViewController {}
```

UIKit's own views and controls are outlets, never a module's view, also when the project gives them
a protocol of its own (`extension UILabel: LabelProtocol`):

```swift
// file: UIToolkits/UIProtocols.swift
import UIKit

@objc protocol ViewProtocol: NSObjectProtocol {}
@objc protocol LabelProtocol: ViewProtocol {
    var text: String? { get set }
}
extension UIView: ViewProtocol {}
extension UILabel: LabelProtocol {}
final class LabelView: UIView, LabelProtocol {
    var text: String?
}
// file: Particles/AppInfoPresenter.swift
import UIKit

final class AppInfoPresenter: NSObject {
    @IBOutlet var versionLabel: LabelProtocol?
    @IBOutlet var container: UIView?
    @IBOutlet var titleLabel: UILabel?
}
// file: Particles/AppInfoViewController.swift
import UIKit

final class AppInfoViewController: UIViewController {
    @IBOutlet var presenter: AppInfoPresenter?
}
```

A protocol that UIKit's view controller adopts through an extension but that other classes adopt
as well (an app-wide navigator) may be any of them: a reference typed by it is not the view:

```swift
// file: Architecture/Router.swift
import UIKit

protocol Router {
    func dismissPage(animated: Bool)
}
extension UIViewController: Router {
    func dismissPage(animated: Bool) {
        dismiss(animated: animated)
    }
}
final class AppNavigator: Router {
    func dismissPage(animated: Bool) {}
}
// file: Login/Router/LoginRouter.swift
final class LoginRouterImpl {
    let router: Router

    init(router: Router) {
        self.router = router
    }

    func close() {
        router.dismissPage(animated: true)
    }
}
// file: Login/Presenter/LoginPresenter.swift
final class LoginPresenter {
    let router: LoginRouterImpl

    init(router: LoginRouterImpl) {
        self.router = router
    }
}
// file: Login/View/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController {
    var presenter: LoginPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter = LoginPresenter(router: LoginRouterImpl(router: self))
    }
}
```

A struct router holding a SwiftUI view holds a value, not a reference: there is nothing to make
`weak`:

```swift
// file: Profile/ProfileRouter.swift
import SwiftUI

struct ProfileRouter {
    let view: ProfileView

    func showSettings() {}
}
// file: Profile/ProfileView.swift
import SwiftUI

struct ProfileView: View {
    var presenter: ProfilePresenter
    var body: some View { Text("Profile") }
}
// file: Profile/ProfilePresenter.swift
final class ProfilePresenter {
    var router: ProfileRouter?
}
```

A protocol named like a view protocol that only structs implement (a presenter's Combine
channel, `HomePresenterOutput`, beside the view it holds weakly) holds a value: no cycle, and no
`weak` possible:

```swift
// file: Home/HomePresenterOutput.swift
import Combine

protocol HomePresenterOutput {
    var title: CurrentValueSubject<String, Never> { get }
}
struct DefaultHomePresenterOutput: HomePresenterOutput {
    let title = CurrentValueSubject<String, Never>("")
}
// file: Home/HomePresenter.swift
protocol HomeViewable: AnyObject {}
protocol HomeInteractable: AnyObject {}

final class HomePresenter {
    weak var view: HomeViewable?
    var interactor: HomeInteractable?
    var output: HomePresenterOutput = DefaultHomePresenterOutput()
}
// file: Home/HomeViewController.swift
final class HomeViewController: UIViewController, HomeViewable {
    var presenter: HomePresenter?
}
```

A protocol only view controllers adopt that the module's view does not adopt (the app's tab bar
controller behind `TabSwapping: UIViewController`, which a settings router is handed) is another
screen, not the router's view:

```swift
// file: Platform/TabSwapping.swift
import UIKit

protocol TabSwapping: UIViewController {
    func switchToSend()
}
// file: App/RootTabBarController.swift
import UIKit

final class RootTabBarController: UITabBarController, TabSwapping {
    func switchToSend() {}
}
// file: Settings/SettingsRouter.swift
final class SettingsRouter {
    private unowned let tabSwapping: TabSwapping
    weak var viewController: SettingsViewController?

    init(tabSwapping: TabSwapping) {
        self.tabSwapping = tabSwapping
    }
}
// file: Settings/SettingsPresenter.swift
final class SettingsPresenter {
    weak var view: SettingsViewController?
    var router: SettingsRouter!
}
// file: Settings/SettingsViewController.swift
import UIKit

final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenter!
}
```

A shared protocol that one module's view protocol happens to refine is not that module's part:
a presenter's reference to a `Loadable` helper is no view reference, strong or not:

```swift
// file: Common/Loadable.swift
protocol Loadable {
    func showLoading()
}
// file: Login/LoginViewProtocol.swift
protocol LoginViewProtocol: Loadable {
    var presenter: LoginPresenter! { get set }
}
// file: Login/LoginPresenter.swift
final class LoginPresenter {
    weak var view: LoginViewProtocol?
    var loader: Loadable?
}
// file: Login/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController, LoginViewProtocol {
    var presenter: LoginPresenter!
    func showLoading() {}
}
```

A wireframe that keeps its own view in a property of the view's type keeps another screen in a
loosely typed one: `prevController` is the screen it was shown from, handed in or never set:

```swift
// file: Trim/TrimWireframe.swift
import UIKit

final class TrimWireframe {
    weak var trimViewController: TrimViewController?
    var trimPresenter: TrimPresenter?
    var prevController: UIViewController?

    func presentTrim(from prevController: UIViewController) {
        let viewController = trimViewControllerFromStoryboard()
        self.prevController = prevController
        prevController.show(viewController, sender: nil)
    }

    func goBack() {
        prevController?.dismiss(animated: true)
    }

    func trimViewControllerFromStoryboard() -> TrimViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "Trim") as! TrimViewController
        viewController.eventHandler = trimPresenter
        trimViewController = viewController
        return viewController
    }
}
// file: Trim/TrimPresenter.swift
final class TrimPresenter {
    weak var wireframe: TrimWireframe?
}
// file: Trim/TrimViewController.swift
import UIKit

final class TrimViewController: UIViewController {
    var eventHandler: TrimPresenter?
}
```

A router that wraps another module's screen in a navigation controller it makes itself, shows it
and keeps it until it closes it holds a screen it shows, not its view: that screen holds nothing of
the router (its own view stays `weak`):

```swift
// file: Gallery/GalleryRouter.swift
import UIKit

protocol GalleryRouting: AnyObject {
    func showPicker()
    func closePicker()
}

final class GalleryRouter: GalleryRouting {
    weak var viewController: GalleryViewController?
    private var pickerNavigation: UINavigationController?

    func showPicker() {
        let navigation = UINavigationController(rootViewController: PickerBuilder.build())
        pickerNavigation = navigation
        viewController?.present(navigation, animated: true)
    }

    func closePicker() {
        pickerNavigation?.dismiss(animated: true)
        pickerNavigation = nil
    }
}
// file: Gallery/GalleryPresenter.swift
final class GalleryPresenter {
    weak var view: GalleryViewController?
    let router: GalleryRouting

    init(router: GalleryRouting) {
        self.router = router
    }
}
// file: Gallery/GalleryViewController.swift
import UIKit

final class GalleryViewController: UIViewController {
    var presenter: GalleryPresenter!
}
// file: Gallery/GalleryBuilder.swift
import UIKit

enum GalleryBuilder {
    static func build() -> UIViewController {
        let router = GalleryRouter()
        let view = GalleryViewController()
        let presenter = GalleryPresenter(router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
// file: Picker/PickerBuilder.swift
import UIKit

enum PickerBuilder {
    static func build() -> UIViewController { UIViewController() }
}
```

A base protocol that the module's own view protocol does not inherit leads to some other screen
(here one the presenter opened), not to its view:

```swift
// file: Common/ControllerBackedProtocol.swift
protocol ControllerBackedProtocol: AnyObject {}
// file: Modules/Stories/StoriesViewController.swift
final class StoriesViewController: UIViewController, ControllerBackedProtocol {}
// file: Modules/Root/RootProtocols.swift
protocol RootViewProtocol: AnyObject {}
protocol RootPresenterProtocol: AnyObject {}
// file: Modules/Root/RootPresenter.swift
final class RootPresenter: RootPresenterProtocol {
    weak var view: RootViewProtocol?
    var openedStories: ControllerBackedProtocol?
}
// file: Modules/Root/RootViewController.swift
final class RootViewController: UIViewController, RootViewProtocol {
    var presenter: RootPresenterProtocol!
}
```

A presenter-named helper's own banners: it makes each `TooltipView` itself and the view holds
nothing of it, so there is no cycle (and `weak` would free a banner only the helper keeps):

```swift
// file: Common/TooltipView.swift
final class TooltipView: UIView {
    private var textButton: UIButton!

    static func showErrorOn(view: UIView, text: String) -> TooltipView {
        let tooltip = TooltipView(frame: view.bounds)
        view.addSubview(tooltip)
        return tooltip
    }
}
// file: Common/TooltipPresenter.swift
final class TooltipPresenter {
    private weak var view: UIView?
    private var syncErrorTooltip: TooltipView?

    init(view: UIView) {
        self.view = view
    }

    func presentSyncError(_ text: String) {
        guard let view else { return }
        syncErrorTooltip = TooltipView.showErrorOn(view: view, text: text)
    }
}
```

A one-shot transition helper that nothing stores is no module's router (its name is its only
evidence, and it is connected to no part):

```swift
final class PushRouter {
    let target: UIViewController
    let parent: UIViewController

    init(target: UIViewController, parent: UIViewController) {
        self.target = target
        self.parent = parent
    }

    func move() {
        parent.navigationController?.pushViewController(target, animated: true)
    }
}
```

A singleton that shows an overlay of its own is app-wide machinery, not a screen's presenter,
whatever its name (`modules` lists it as unconnected, "a singleton"):

```swift
// file: Library/Loading/LoadingOverlayPresenter.swift
final class LoadingOverlayPresenter {
    static let shared = LoadingOverlayPresenter()
    private var overlayView: LoadingOverlayView?
    private init() {}
    func show() { overlayView = LoadingOverlayView() }
}
// file: Library/Loading/LoadingOverlayView.swift
final class LoadingOverlayView: UIView {}
```

Also when another module's builder reaches it (`LoadingOverlayPresenter.shared` in
`HomeBuilder`): only its own module's builder makes a singleton a module part.

```swift
// file: Library/Loading/LoadingOverlayPresenter.swift
import UIKit

final class LoadingOverlayPresenter {
    static let shared = LoadingOverlayPresenter()
    var view: LoadingOverlayViewController?
    private init() {}
    func show() { view = LoadingOverlayViewController() }
}
// file: Library/Loading/LoadingOverlayViewController.swift
import UIKit

final class LoadingOverlayViewController: UIViewController {
    var presenter: LoadingOverlayPresenter?
}
// file: Home/HomeBuilder.swift
import UIKit

enum HomeBuilder {
    static func build() -> UIViewController {
        LoadingOverlayPresenter.shared.show()
        let view = HomeViewController()
        let presenter = HomePresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
// file: Home/HomePresenter.swift
final class HomePresenter {
    weak var view: HomeViewController?
}
// file: Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController {
    var presenter: HomePresenter!
}
```

With `allowUnowned`, the `unowned` view of K-Torishima's Architecture_VIPER notes is accepted:

options: `{"allowUnowned": true}`

```swift
// file: HogeViewController.swift
protocol HogePresenterOutput: AnyObject {
    func showResult(_ text: String)
}

final class HogeViewController: UIViewController, HogePresenterOutput {
    func showResult(_ text: String) {}
}
// file: HogePresenter.swift
final class HogePresenter {
    private unowned var view: HogePresenterOutput

    init(view: HogePresenterOutput) {
        self.view = view
    }
}
```

```swift
// A coordinator's navigation wrapper: it owns the stack it is given.
final class Router: NSObject {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}
```

```swift
// file: Common/BasePresenter.swift
class BasePresenter<View: AnyObject> {
    weak var view: View?
}
// file: Cart/CartPresenter.swift
protocol CartViewInput: AnyObject {}

final class CartPresenter: BasePresenter<CartViewInput> {}
```

```swift
protocol LoginViewInput: AnyObject {}

final class LoginPresenter {
    weak var view: LoginViewInput?
}
```

A base class whose parameter, constrained the same way, each subclass binds to a store is not
holding a view:

```swift
// file: Architecture/BasePresenter.swift
protocol Storage: AnyObject {}

class BasePresenter<Store: Storage> {
    let store: Store

    init(store: Store) {
        self.store = store
    }
}
// file: Movies/MoviesPresenter.swift
final class DiskStore: Storage {}

final class MoviesPresenter: BasePresenter<DiskStore> {}
```

```swift
protocol LoginViewInput: AnyObject {}

protocol LoginPresenterProtocol: AnyObject {
    var view: LoginViewInput? { get set }
}

final class LoginPresenter: LoginPresenterProtocol {
    weak var view: LoginViewInput?
}
```

```swift
protocol OrdersViewInput: AnyObject {
    func show(orders: [String])
}

final class OrdersPresenter {
    weak var view: OrdersViewInput?
    var interactor: OrdersInteractorInput!

    func viewDidLoad() {
        interactor.fetch { [unowned self] orders in
            self.view?.show(orders: orders)
        }
        weak var view = self.view
        view?.show(orders: [])
    }
}
```

```swift
final class MissionRouter: MFRRouterVIPER {
    // MFRBaseArchitecture's slip: no `var`, still weak.
    weak viewController: UIViewController?
}
```

```swift
class BaseWireframe<ViewController: UIViewController> {
    private weak var _viewController: ViewController?

    var viewController: ViewController {
        _viewController!
    }
}
```

```swift
final class LoginViewController: UIViewController, LoginViewInput {
    var presenter: LoginPresenterProtocol!
    let contentView: UIView = UIView()
}
```

```swift
final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController: UINavigationController

    init(window: UIWindow) {
        self.window = window
        navigationController = UINavigationController()
    }
}
```

```swift
protocol MissionViewProtocol: MFRViewVIPER {}

final class MissionPresenter: MFRPresenterVIPER {
    typealias View = MissionViewProtocol

    /// dont forget to make view variable weak!
    weak var view: (any View)?
}
```

```swift
final class LoginInteractor {
    let session: URLSession
    var viewControllerTitle: String = ""
}
```

```swift
// file: Home/HomeViewController.swift
final class HomeViewController: UIViewController {}
final class HomePresenter {
    weak var view: HomeViewController?
}
// file: Tabs/TabsRouter.swift
final class TabsPresenter {
    var router: TabsRouter!
}

final class TabsRouter {
    // A tab it created belongs to another module: owning it is not a cycle.
    let home: HomeViewController

    init(home: HomeViewController) {
        self.home = home
    }
}
```

```swift
final class SettingsPresenter {
    weak var view: SettingsViewInput?
    static var lastShown: UIViewController?
    var onClose: (() -> Void)?
}
```

A router named for the UIKit container it wraps, not for a screen, is a coordinator's navigation
wrapper too, even generic over its controller:

```swift
import UIKit

public protocol Router: AnyObject {
    func present(_ viewController: UIViewController, animated: Bool)
}

public class ContainerViewControllerRouter<RootViewController: UIViewController>: NSObject, Router {
    public let rootViewController: RootViewController

    public init(rootViewController: RootViewController) {
        self.rootViewController = rootViewController
    }

    public func present(_ viewController: UIViewController, animated: Bool) {
        rootViewController.present(viewController, animated: animated)
    }
}
```

A plain `UIView` the router loads from its nib itself and keeps (`Bundle.main.loadNibNamed(...)?.first
as? SearchLocationView`) is the router's own subview, not the module's view: it holds nothing of
the router, and `weak` would free what only the router owns.

```swift
// file: SearchLocation/SearchLocationView.swift
import UIKit

final class SearchLocationView: UIView {
    @IBOutlet weak var backButton: UIButton!
}
// file: SearchLocation/SearchLocationViewController.swift
import UIKit

protocol SearchLocationViewInput: AnyObject {}

final class SearchLocationViewController: UIViewController, SearchLocationViewInput {
    var presenter: SearchLocationPresenter?
}
// file: SearchLocation/SearchLocationPresenter.swift
final class SearchLocationPresenter {
    weak var view: SearchLocationViewInput?
    var router: SearchLocationRouter?
}
// file: SearchLocation/SearchLocationRouter.swift
import UIKit

final class SearchLocationRouter {
    weak var viewController: SearchLocationViewController?
    private var searchLocationView: SearchLocationView?

    func showSearchBar() {
        guard let searchLocationView = Bundle.main.loadNibNamed("SearchLocationView", owner: nil, options: nil)?.first as? SearchLocationView else { return }
        viewController?.view.addSubview(searchLocationView)
        self.searchLocationView = searchLocationView
    }

    static func build() -> UIViewController {
        let view = SearchLocationViewController()
        let presenter = SearchLocationPresenter()
        let router = SearchLocationRouter()
        presenter.view = view
        presenter.router = router
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
```

"""##,
    ]
}
