import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// Every word the heuristics use, in one place, as data: name suffixes, base types of known
/// styles, folders, entity places, test markers, module stems, navigation calls and alert words.
/// A wrong role in `viper-lint modules` leads here. The configuration's `roles` adds to the role
/// tables and entity folders (`applying(_:)`); rule options add navigation calls and navigators.
public struct RoleVocabulary: Sendable, Equatable {
    /// Concrete type name suffixes, longest match wins.
    public var typeSuffixes: [(suffix: String, role: Role)] {
        get { typeSuffixTable.entries }
        set { typeSuffixTable = SuffixTable(newValue) }
    }
    /// Protocol name suffixes, longest match wins.
    public var protocolSuffixes: [(suffix: String, role: Role)] {
        get { protocolSuffixTable.entries }
        set { protocolSuffixTable = SuffixTable(newValue) }
    }
    private var typeSuffixTable: SuffixTable
    private var protocolSuffixTable: SuffixTable
    /// Base classes and protocols of known styles, matched on the last name component.
    public var baseTypes: [String: Role]
    /// Folder names (any path component) for types nothing else classifies.
    public var folders: [String: Role]
    /// Explicit type names from the configuration.
    public var explicitTypes: [String: Role]

    public static func == (a: RoleVocabulary, b: RoleVocabulary) -> Bool {
        a.typeSuffixes.map { "\($0.suffix)=\($0.role)" } == b.typeSuffixes.map { "\($0.suffix)=\($0.role)" }
            && a.protocolSuffixes.map { "\($0.suffix)=\($0.role)" } == b.protocolSuffixes.map { "\($0.suffix)=\($0.role)" }
            && a.baseTypes == b.baseTypes && a.folders == b.folders && a.explicitTypes == b.explicitTypes
            && a.entityFolders == b.entityFolders && a.navigationCalls == b.navigationCalls
            && a.configuredEntityFolders == b.configuredEntityFolders
    }

    public init(typeSuffixes: [(suffix: String, role: Role)], protocolSuffixes: [(suffix: String, role: Role)],
                baseTypes: [String: Role], folders: [String: Role], explicitTypes: [String: Role]) {
        self.typeSuffixTable = SuffixTable(typeSuffixes)
        self.protocolSuffixTable = SuffixTable(protocolSuffixes)
        self.baseTypes = baseTypes
        self.folders = folders
        self.explicitTypes = explicitTypes
    }

    public static let standard = RoleVocabulary(
        typeSuffixes: [
            ("ViewController", .view), ("VC", .view), ("View", .view),
            ("Presenter", .presenter), ("Presentation", .presenter),
            ("Interactor", .interactor), ("UseCase", .interactor), ("Usecase", .interactor),
            ("Router", .router), ("Wireframe", .router), ("WireFrame", .router), ("Wirefreme", .router),
            ("Builder", .builder), ("ModuleBuilder", .builder), ("Assembly", .builder), ("Assembler", .builder),
            ("Configurator", .builder), ("ModuleFactory", .builder), ("ViewFactory", .builder), ("Module", .builder),
            ("Entity", .entity), ("Entities", .entity),
            ("Coordinator", .navigationOwner), ("AppDelegate", .navigationOwner), ("SceneDelegate", .navigationOwner),
        ],
        protocolSuffixes: [
            ("ViewInput", .viewProtocol), ("ViewProtocol", .viewProtocol), ("ViewInterface", .viewProtocol),
            ("UserInterface", .viewProtocol), ("PresenterOutput", .viewProtocol), ("ViewControllerProtocol", .viewProtocol),
            ("ViewControllerInput", .viewProtocol), ("DisplayLogic", .viewProtocol), ("View", .viewProtocol),
            ("PresenterCommandListener", .viewProtocol),
            ("ViewOutput", .presenterProtocol), ("PresenterProtocol", .presenterProtocol), ("PresenterInput", .presenterProtocol),
            ("PresenterInterface", .presenterProtocol), ("EventHandler", .presenterProtocol), ("ModuleInterface", .presenterProtocol),
            ("Presentation", .presenterProtocol), ("Presenter", .presenterProtocol), ("ViewEventListener", .presenterProtocol),
            ("ViewEventHandler", .presenterProtocol), ("PresenterLogic", .presenterProtocol),
            ("InteractorInput", .interactorProtocol), ("InteractorProtocol", .interactorProtocol), ("InteractorProtcol", .interactorProtocol),
            ("InteractorInterface", .interactorProtocol), ("UseCase", .interactorProtocol), ("Usecase", .interactorProtocol),
            ("PresenterEventListener", .interactorProtocol), ("BusinessLogic", .interactorProtocol), ("Interactor", .interactorProtocol),
            ("InteractorOutput", .interactorOutputProtocol), ("InteractorOutputProtocol", .interactorOutputProtocol),
            ("InteractorCommandListener", .interactorOutputProtocol), ("InteractorDelegate", .interactorOutputProtocol),
            ("RouterInput", .routerProtocol), ("RouterProtocol", .routerProtocol), ("RouterInterface", .routerProtocol),
            ("WireframeInterface", .routerProtocol), ("WireframeProtocol", .routerProtocol), ("WireframeInput", .routerProtocol),
            ("Wireframe", .routerProtocol), ("WireFrame", .routerProtocol), ("Wirefreme", .routerProtocol), ("Router", .routerProtocol),
            ("RoutingLogic", .routerProtocol),
            ("BuilderProtocol", .builderProtocol), ("AssemblyProtocol", .builderProtocol), ("Builder", .builderProtocol),
            ("ModuleInput", .moduleInput), ("ModuleOutput", .moduleOutput),
        ],
        baseTypes: [
            "UIViewController": .view, "UITableViewController": .view, "UICollectionViewController": .view,
            "NSViewController": .view, "UITabBarController": .view, "MFRViewVIPER": .viewProtocol, "ViewInterface": .viewProtocol,
            "MFRPresenterVIPER": .presenterProtocol, "PresenterInterface": .presenterProtocol,
            "MFRInteractorInputVIPER": .interactorProtocol, "InteractorInterface": .interactorProtocol,
            "MFRInteractorOutputVIPER": .interactorOutputProtocol,
            "MFRRouterVIPER": .routerProtocol, "MFRIRouterVIPER": .routerProtocol, "WireframeInterface": .routerProtocol,
            "BaseWireframe": .router, "MFRVIPERBuilder": .builder, "MFREntityVIPER": .entity,
            "ViewProtocol": .viewProtocol, "PresenterProtocol": .presenterProtocol, "InteractorProtocol": .interactorProtocol,
            "InteractorProtcol": .interactorProtocol, "PresenterCommandListener": .viewProtocol,
            "ViewEventListener": .presenterProtocol, "InteractorCommandListener": .interactorOutputProtocol,
            "PresenterEventListener": .interactorProtocol,
            "Coordinator": .navigationOwner, "UIApplicationDelegate": .navigationOwner,
            "UIWindowSceneDelegate": .navigationOwner, "UISceneDelegate": .navigationOwner, "App": .navigationOwner,
        ],
        folders: [
            "Presenter": .presenter, "Presenters": .presenter, "Interactor": .interactor, "Interactors": .interactor,
            "Router": .router, "Routers": .router, "Wireframe": .router, "WireFrame": .router, "Wireframes": .router,
            "Builder": .builder, "Builders": .builder, "Assembly": .builder, "Configurator": .builder,
        ],
        explicitTypes: [:]
    )

    /// The plain UIKit screen: a presenter by name that keeps one and makes its own view
    /// controller is a presentation helper of that screen.
    public static let hostViewControllerType = "UIViewController"
    /// UIKit and AppKit view-controller classes: a stored reference to one is a view reference.
    public static let uiKitViewControllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
        "UICollectionViewController", "UISplitViewController", "UIPageViewController", "UISearchController",
        "UIAlertController", "UIHostingController", "NSViewController", "NSWindowController",
        // ViperMcFlurry (Generamba's runtime): the view controller behind a Rambler router.
        "RamblerViperModuleTransitionHandlerProtocol", "TransitionHandler",
    ]
    /// Endings of such libraries' protocols (LightRoute's `TransitionHandler`, Finch's
    /// `ModuleTransitionHandler`): a type of the name declared nowhere in the project is the
    /// view controller behind the router.
    public static let externalTransitionHandlerSuffixes = ["TransitionHandler", "TransitionHandlerProtocol"]

    /// Folders that hold one layer of an app's modules (`VIPER/View/`, `VIPER/Presenter/`), besides
    /// the role folders: namesakes that part at such folders are in one app, not two.
    public static let layerFolders: Set<String> = [
        "View", "Views", "ViewController", "ViewControllers", "Controller", "Controllers",
        "Entity", "Entities", "Model", "Models", "Protocol", "Protocols", "Contract", "Contracts",
    ]

    /// Folder names whose types are entities when the data side uses them; the configuration's
    /// `roles.entity.folders` adds to them.
    public var entityFolders: Set<String> = ["Entity", "Entities", "Model", "Models", "Domain"]
    /// Folders the configuration declares entity folders (`roles.entity.folders`): every struct,
    /// class, enum or actor in them is an entity, whoever uses it.
    public var configuredEntityFolders: Set<String> = []

    /// An entity folder by name, in any case: `Models`, `model`, or a name ending in
    /// `Models`/`Entities` (`PlainModels`).
    public func isEntityFolder(_ name: Substring) -> Bool {
        let lowered = name.lowercased()
        // `ViewModels/` ends like `DomainModels/` but holds the display side.
        if RoleVocabulary.displayFolderSuffixes.contains(where: { lowered.hasSuffix($0) }) { return false }
        if entityFolders.contains(where: { $0.lowercased() == lowered }) { return true }
        return RoleVocabulary.entityFolderSuffixes.contains { lowered.count > $0.count && lowered.hasSuffix($0.lowercased()) }
    }

    /// Protocols that make a type a failure, never an entity by heuristic.
    /// Error protocols, and Foundation's error class (`class CustomErrorModel: NSError`).
    public static let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "NSError"]
    /// Names of `NSObject` classes that serve one row's cell to a list screen (`ListCellController`).
    public static let cellControllerSuffixes = ["CellController", "CellViewController"]
    /// What a protocol's name adds to its one implementer's (`ErrorPresenter:
    /// ErrorPresenterProtocol`): a lone presenter by name with nothing but such a protocol around it
    /// is a service.
    public static let serviceProtocolSuffixes: Set<String> = ["Protocol", "Interface", "Type", "Providing"]

    /// The data side besides interactors: types using a model there make it an entity.
    public static let dataSideSuffixes = [
        "Service", "Services", "Repository", "DataManager", "Store", "APIClient", "ApiClient", "Client",
        // API clients named as managers (`MealsNetworkAPIManager`, `RestaurantNetworkManager`); a bare
        // `Manager` is anything (`SearchBarManager`, `LocationManager`).
        "APIManager", "ApiManager", "NetworkManager", "NetworkingManager",
        // Storage named as managers (`PersistenceManager`, `CoreDataManager`).
        "PersistenceManager", "StorageManager", "DatabaseManager", "DBManager", "CoreDataManager", "RealmManager",
        // An API client named after its API (`PlacesAPI`, `MoviesApi`).
        "API", "Api",
    ]
    /// Endings dropped before matching the data side (`UserServiceProtocol`, `OrdersRepositoryImpl`).
    public static let dataSideNameNoise = ["Protocol", "Type", "Interface", "Implementation", "Impl", "Imp", "Live", "Default"]

    public static func isDataSideName(_ name: Substring) -> Bool {
        // Bytes: every declared type without a role is asked, against 19 words.
        let bytes = Array(name.utf8)
        var end = bytes.count
        for (noise, word) in zip(dataSideNameNoiseBytes, dataSideNameNoise) where NameText.endsWith(bytes, at: end, noise)
            && name.count > word.count {
            end -= noise.count
            break
        }
        return dataSideSuffixBytes.contains { NameText.endsWith(bytes, at: end, $0) }
    }
    private static let dataSideNameNoiseBytes: [[UInt8]] = dataSideNameNoise.map { Array($0.utf8) }
    private static let dataSideSuffixBytes: [[UInt8]] = dataSideSuffixes.map { Array($0.utf8) }

    /// Folder name endings of the display side, never entity folders (`ViewModels`, `DisplayModels`).
    public static let displayFolderSuffixes = ["viewmodels", "viewmodel", "displaymodels"]
    /// Folder name endings that mark entity folders too (`PlainModels`, `DomainModels`).
    public static let entityFolderSuffixes = ["Models", "Entities"]
    /// File name endings that mark entity files.
    public static let entityFileSuffixes = ["Entity.swift", "Entities.swift"]
    /// Display-side names that are never entities by heuristic.
    /// Names of MVVM view models: a lone one that adopts a protocol named like a presenter's is
    /// still a view model, not a one-part module.
    public static let viewModelSuffixes = ["ViewModel"]
    public static let displayTypeSuffixes = ["ViewModel", "DisplayItem", "Display", "DisplayData", "ViewData"]
    /// Names of behaviour, not data: never an entity by folder or file name.
    public static let behaviourTypeSuffixes = [
        "Factory", "Service", "Manager", "Provider", "Helper", "Formatter", "Config", "Configuration",
        "Client", "Storage", "Store", "Repository", "Router", "Coordinator", "Builder", "Assembly", "Handler",
    ]
    /// Of those, the endings that are also domain nouns (a git host's `Repository`, a shop's
    /// `Store`, a firm's `Client`): a struct of stored data alone with such a name is data.
    public static let dataNounBehaviourSuffixes = ["Repository", "Store", "Client"]
    /// Of those, the endings a class of stored fields alone may carry and still be data (a
    /// request's fields gathered screen by screen: `JourneyRequestBuilder`).
    public static let dataHolderBehaviourSuffixes = ["Builder"]
    /// A typealias whose name ends with this makes its target an entity.
    public static let entityAliasSuffix = "Entity"

    /// UIKit and AppKit class names: a subclass of `UI...View`, `...Cell`, `...Controller` is a view.
    public static let platformPrefixes = ["UI", "NS"]
    public static let platformViewClassSuffixes = ["View", "Cell", "Controller", "Control", "Button"]
    /// Protocol roles whose implementers are only usually presenters (an interactor can listen to
    /// another interactor's output): such a conformance does not override a name's role.
    public static let indirectImplementerProtocolRoles: Set<Role> = [.interactorOutputProtocol, .moduleInput, .moduleOutput]

    /// Name endings of data and helper types that sit next to parts: never a role from a folder.
    public static let folderRoleExcludedSuffixes = [
        "Data", "Item", "Model", "Display", "Cell", "State", "Style", "Error", "Request", "Response",
        "Service", "Manager", "Helper", "Extension",
    ]

    /// Name endings of helpers that adopt their cells' or controls' callback protocols: a class named
    /// so (`CustomDNSDataSource`) is not made a presenter by a protocol that only its name calls a
    /// presenter protocol (`CustomDNSCellEventHandler`).
    public static let presenterConformanceExcludedSuffixes = [
        "DataSource", "Delegate", "Adapter", "Helper", "Formatter", "Factory", "Manager", "Provider", "Service",
    ]

    /// Roles a base protocol takes from the one protocol that refines it when no type adopts it
    /// directly (`ShopViewProtocol: ShopViewObservablesForPresenterProvider`): the references
    /// whose strength the weak rules judge.
    public static let soleRefinerRoles: Set<Role> = [.viewProtocol, .presenterProtocol, .interactorOutputProtocol]

    /// Protocols of module registries: an app's enum adopting one lists its modules, and the
    /// framework builds each by its class names at run time (Viperit's `ViperitModule`:
    /// `AppModules.login.build()` makes `LoginView`, `LoginPresenter`, ...).
    public static let moduleRegistryProtocols: Set<String> = ["ViperitModule"]

    /// UIKit's storyboard calls that make a view controller (cast to the screen's class after).
    public static let storyboardInstantiationCalls: Set<String> = [
        "instantiateInitialViewController", "instantiateViewController",
    ]

    /// Words that name a static sample of a type (`static let example = Page(...)`, `mock`,
    /// `previewValue`) rather than its one shared instance.
    public static let sampleInstanceWords = ["example", "sample", "preview", "mock", "stub", "dummy", "placeholder", "fixture"]

    /// `example`, `sampleData`, `previewValue`, `mockUser`: a sample, by its first word.
    public static func isSampleInstanceName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return sampleInstanceWords.contains { lowered.hasPrefix($0) }
    }

    /// UIKit's data source and delegate protocols (`UIPickerViewDataSource`,
    /// `UITableViewDelegate`, `UITextFieldDelegate`): a type adopting one is UI code.
    public static func isUIKitDataSourceOrDelegate(_ name: String) -> Bool {
        name.hasPrefix("UI") && (name.hasSuffix("DataSource") || name.hasSuffix("Delegate"))
    }

    /// A view controller's own factory from its nib or storyboard, called on its class
    /// (`LoginViewController.instantiate()`, `.initFromNib(storyboardName:)`, `.fromStoryboard()`).
    public static func isViewControllerSelfFactory(_ name: String) -> Bool {
        name.hasPrefix("instantiate") || name.hasPrefix("initFrom") || name.hasPrefix("loadFrom")
            || name == "fromNib" || name == "fromStoryboard" || name == "nibInstance" || name == "controllerFromStoryboard"
    }

    /// Whether a call is one of `storyboardInstantiationCalls`; the prefix is compared first, so
    /// that the names of most calls are never hashed.
    public static func isStoryboardInstantiation(_ call: CallSite) -> Bool {
        call.name.utf8.starts(with: "instantiate".utf8) && storyboardInstantiationCalls.contains(call.name)
    }

    /// Protocol names that are a role's suffix alone but say nothing of VIPER: a declared
    /// `protocol EventHandler` (a Combine view model's, or an authentication chain's) is no
    /// presenter protocol, and its adopters are no presenters by it.
    public static let genericBareProtocolNames: Set<String> = ["EventHandler"]

    /// Protocols named like UIKit plumbing (`AddFriendCellDelegate`): a view controller adopting
    /// one does not make it a view protocol, unless the name says presenter.
    public static let plumbingProtocolSuffixes = ["Delegate", "DataSource"]

    /// Imports that mark a file as test code.
    public static let testImports: Set<String> = ["XCTest", "Quick", "Nimble", "Testing", "SnapshotTesting"]
    /// Apple's modules and the standard library: `Foundation.URL` never names a project type.
    public static let platformModules: Set<String> = [
        "Swift", "Foundation", "UIKit", "SwiftUI", "Combine", "CoreData", "AppKit", "CoreGraphics", "CoreLocation",
        "MapKit", "AVFoundation", "AVKit", "Darwin", "Glibc", "Dispatch", "ObjectiveC", "CoreFoundation", "WebKit",
        "Photos", "PhotosUI", "StoreKit", "UserNotifications", "XCTest", "Observation", "SwiftData", "os",
        "CoreImage", "QuartzCore", "Security", "LocalAuthentication", "CoreBluetooth", "HealthKit", "Contacts",
        "ContactsUI", "MessageUI", "SafariServices", "AuthenticationServices", "CryptoKit", "Network", "_Concurrency",
    ]
    /// Words that, in a path, hint at test code (checked cheaply before the folder rules below;
    /// each starts with a capital letter, which that check looks for first).
    public static let testPathMarkers = ["Test", "Mock", "Spies", "Stubs", "Fakes"]
    /// Folder names of test doubles; a folder ending in `Tests` or named `Test` is test code too.
    public static let testDoubleFolders: Set<String> = ["Mocks", "Mock", "Spies", "Stubs", "Fakes", "TestDoubles"]
    /// Name prefixes (followed by an upper-case letter) and suffixes of test doubles.
    public static let testDoublePrefixes = ["Mock", "Fake", "Stub", "Spy", "Dummy"]
    public static let testDoubleSuffixes = ["Mock", "Spy", "Stub", "Fake", "Dummy", "Double"]

    /// Static functions on a router that assemble its module.
    public static let factoryNames: Set<String> = [
        "assembleModule", "createModule", "build", "buildModule", "makeModule", "assemble", "create",
        "make", "module", "setupModule", "instantiate", "createScreen", "makeScreen", "buildScreen",
        "assembleModules", "configure", "configureModule", "createViewController", "makeViewController",
    ]

    /// Name endings of types that assemble modules even without the builder role
    /// (`StakingMainPresenterFactory`, `WalletConnectServiceFactory`).
    public static let assemblerNameSuffixes = ["Factory", "Builder", "Assembly", "Assembler", "Configurator"]
    /// Endings of a protocol's implementation (`AnnouncementsComponentFactoryImpl`): dropped before
    /// the assembler endings above are compared.
    public static let implementationSuffixes = ["Implementation", "Impl"]

    /// Whether a name ends like an assembler, also behind an implementation ending
    /// (`LoginModuleFactoryImpl`).
    public static func isAssemblerName(_ name: Substring) -> Bool {
        let base = implementationStripped(name)?.name ?? name
        return assemblerNameSuffixes.contains { NameText.hasSuffix(base, $0) }
    }

    /// `LoginConfiguratorImpl` → (`LoginConfigurator`, `Impl`); nil without an implementation ending.
    static func implementationStripped(_ name: Substring) -> (name: Substring, ending: String)? {
        for ending in implementationSuffixes where name.utf8.count > ending.utf8.count && NameText.hasSuffix(name, ending) {
            return (NameText.dropSuffix(name, byteCount: ending.utf8.count), ending)
        }
        return nil
    }
    /// Name prefixes (followed by an upper-case letter or nothing) of app-wide types: one that wires
    /// several modules is a composition root even where the folders cannot tell (`CoreBuilder`,
    /// `AppDependencies`, `ApplicationAssembly`, `RootContainer`).
    public static let appWidePrefixes = ["App", "Application", "Core", "Root", "Global", "Composition", "Dependency",
                                         "Dependencies", "DI"]
    /// Free functions whose name starts with one of these words (then an upper-case letter) build a
    /// module when they create its presenter (`makeLoginModule()`); `factoryNames` count as well.
    public static let factoryFunctionPrefixes = ["make", "build", "create", "assemble"]
    /// Protocols of SwiftUI previews: a preview that creates a presenter neither assembles nor wires it.
    public static let previewProtocols: Set<String> = ["PreviewProvider"]

    /// Words stripped from a name's end to find its module stem, longest first.
    /// Endings of a module's concrete parts besides its view: a view controller with a
    /// `<stem>Presenter` (or router, builder, ...) beside it has a module of its own.
    public static let modulePartSuffixes = ["Presenter", "Interactor", "Router", "Wireframe", "Builder", "Assembly", "Configurator"]

    public static let stemSuffixes: [String] = [
        "ViewControllerProtocol", "ViewControllerInput", "PresenterCommandListener", "InteractorCommandListener",
        "PresenterEventListener", "ViewEventListener", "AssemblyContainer", "ModuleInterface", "ModuleInitializer", "ModuleBuilder", "ModuleFactory",
        "ViewController", "ViewFactory", "Controller", "Configurator", "Presentation", "Interactor", "Implementation",
        "Presenter", "Wireframe", "WireFrame", "Wirefreme", "Interface", "Protocols", "Protocol", "Assembly", "Assembler",
        "Contract", "Delegate", "Listener", "UseCase", "Usecase", "Builder", "Entities", "Entity", "Router", "Output",
        "Interactable", "Presentable", "Routable",
        "Input", "Module", "Logic", "Impl", "View", "Out", "In", "VC", "IO",
    ]
    /// Role words that end the first half of a template contract's name (`TaxiPresenterToTaxiView`,
    /// `AuthInteractorToWorker`), spellings seen in real apps included, longest first.
    public static let connectorRoleWords = ["ViewController", "Interactor", "Interector", "Presenter", "Presentor",
                                            "Wireframe", "Router", "Worker", "Entity", "View"]
    /// The interface prefix stems drop when a capital and a lower-case letter follow it
    /// (`IManageCoinsView` → `ManageCoins`), so that C#-style protocol names join the module of
    /// the types that implement them.
    public static let interfacePrefix = UInt8(ascii: "I")
    /// Stem suffixes that only end a name after a role word (`MissionInteractorIn`, not `SignIn`).
    public static let shortStemSuffixes: Set<String> = ["In", "Out", "IO"]
    public static let shortStemSuffixAnchors = ["Interactor", "Presenter", "View"]

    /// Prefixes of shared base classes (`BasePresenter`; `AnyListPresenter`, an abstract class
    /// its module's presenter subclasses), and stems that never name a module.
    public static let baseClassPrefixes = ["Base", "Abstract", "Generic", "Any"]
    /// Of those, the words that mark a base class anywhere in a name (`RTEModuleBaseViewController`);
    /// `Any` only leads one (`ShowAnyPresenter` is no base).
    public static let baseClassWords: Set<String> = ["base", "abstract", "generic"]
    /// Prefixes that name an implementation, not a screen (`DefaultListPresenter` implementing
    /// `ListPresenter` for the List screen).
    public static let implementationPrefixes = ["Default"]
    /// A bare role word (`Router`, `Presenter`: a shared base class) names no module either.
    public static let nonModuleStems: Set<String> = [
        "Base", "Abstract", "Generic", "Common", "Core", "Default", "Router", "Wireframe", "WireFrame", "Presenter",
    ]

    /// Generic constraints that say nothing about what a parameter stands for.
    public static let uninformativeConstraints: Set<String> = ["AnyObject", "class", "Any", "NSObjectProtocol"]
    /// Constraints that make a protocol class-bound.
    public static let classBoundConstraints: Set<String> = ["AnyObject", "NSObjectProtocol", "class"]
    /// Containers whose elements are not references held by the owner.
    public static let nonReferenceContainers: Set<String> = ["()", "->", "Array", "Dictionary", "Set"]

    /// Protocol name endings that mark an output or delegate: the way back to an owner.
    public static let outputProtocolSuffixes = ["Delegate", "Output", "Listener", "ModuleOutput", "InteractorOutput",
                                                "OutputProtocol", "DelegateProtocol"]
    /// Protocol name endings of the view → presenter channel (`CardFieldViewOutput`): a presenter
    /// holding another module's presenter through one is a forward reference to a child, not a way back.
    public static let viewFacingProtocolSuffixes = ["ViewOutput", "ViewOutputProtocol", "ViewEventListener",
                                                    "ViewEventHandler", "ViewDelegate"]
    /// Words of a property's name (split at camel-case boundaries) that make a reference to another
    /// module's presenter a way back (`delegate`, `moduleOutput`, `resultListener`).
    public static let outputPropertyWords: Set<String> = ["delegate", "output", "listener"]

    /// Navigation calls, matched by name and argument labels (never by text).
    public var navigationCalls: [NavigationCall] = [
        NavigationCall("pushViewController", ["_", "animated"]),
        NavigationCall("popViewController", ["animated"]),
        // SwifterSwift's and similar extensions' forms without arguments (`animated` defaults).
        NavigationCall("popViewController", []),
        NavigationCall("popToRootViewController", []),
        NavigationCall("popToRootViewController", ["animated"]),
        NavigationCall("popToViewController", ["_", "animated"]),
        NavigationCall("setViewControllers", ["_", "animated"]),
        NavigationCall("present", ["_", "animated"], ["completion"]),
        NavigationCall("dismiss", ["animated"], ["completion"]),
        NavigationCall("show", ["_", "sender"]),
        NavigationCall("showDetailViewController", ["_", "sender"]),
        NavigationCall("performSegue", ["withIdentifier", "sender"]),
        // The Swift 2 names of the same UIKit calls, still found in older VIPER apps.
        NavigationCall("presentViewController", ["_", "animated"], ["completion"]),
        NavigationCall("dismissViewControllerAnimated", ["_"], ["completion"]),
        NavigationCall("popViewControllerAnimated", ["_"]),
        NavigationCall("popToRootViewControllerAnimated", ["_"]),
        // MFRBaseArchitecture's router helpers.
        NavigationCall("push", ["withView"], ["embedIn", "animated"]),
        NavigationCall("present", ["withView"], ["embedIn", "animated", "completion"]),
    ]
    /// The Swift 2 names above: UIKit has not had them since Swift 3, so a project that declares a
    /// method of one of them (`func presentViewController(_:animated:)` on its view protocol)
    /// calls its own method by it.
    public static let legacyNavigationCallNames: Set<String> = [
        "presentViewController", "dismissViewControllerAnimated", "popViewControllerAnimated", "popToRootViewControllerAnimated",
    ]
    /// Words of a receiver's name (split at camel-case boundaries) that name a navigator: the call
    /// is delegated (`router?.push(...)`, `mainFlow.show(...)`), not made by the caller.
    public static let navigatorWords: Set<String> = ["router", "wireframe", "coordinator", "navigator", "flow"]
    /// The word before a receiver's last word `controller` that makes it one of UIKit's
    /// (`flowNavigationController`, `routerViewController`): never a navigator, whatever else
    /// its name says.
    public static let uikitControllerWords: Set<String> = ["navigation", "view", "tab", "bar"]
    /// Name suffixes of types whose code is navigation code, like a router's, though they take no
    /// module role: a flow controller (the coordinator of Krzysztof Zabłocki's "FlowControllers"
    /// pattern; 2FAS gives each screen one that builds it and performs its transitions) is where
    /// navigation belongs, whether it serves one screen or a whole flow.
    /// So is a navigator (`DefaultListNavigator`, which a presenter keeps to push the next screen:
    /// some VIPER variants call their router that).
    public static let navigationCodeSuffixes = ["FlowController", "Navigator"]
    /// Names of a module's public interface (`TabbarModuleInterface`): its implementer is usually
    /// the presenter, but a type whose name says another part (`TabbarRouter`) keeps that part.
    public static let moduleInterfaceSuffixes = ["ModuleInterface", "ModuleInput"]
    /// A class named by the router word alone (`class Wireframe` of a one-screen app, holding its
    /// window and navigation controller): no module's part (a bare role word is a base type's
    /// name), but where that app's navigation belongs.
    public static let bareRouterNames: Set<String> = ["Router", "Wireframe", "WireFrame"]
    /// UIKit's containers of screens: an extension constrained to one (`where Self:
    /// UINavigationController`) is the container's own implementation of a navigation call.
    public static let uiKitContainers: Set<String> = ["UINavigationController", "UIWindow", "UITabBarController",
                                                       "UISplitViewController"]
    /// UIKit container delegates' hooks through which the container asks the project how to carry
    /// out a navigation call (`splitViewController(_:showDetail:sender:)`, `collapseSecondary`):
    /// a `show` or `pop` inside one implements the call; whoever made the call navigates.
    public static let containerNavigationHooks: Set<String> = ["splitViewController"]
    /// Routers named for the UIKit container they wrap rather than for a screen: a coordinator's
    /// navigation wrapper, which owns the stack or controller it is given.
    public static let navigationWrapperRouterNames: Set<String> = [
        "NavigationRouter", "NavigationControllerRouter", "ContainerRouter", "ContainerViewControllerRouter",
        "ViewControllerRouter", "StackRouter", "ModalRouter",
    ]
    /// Names a router gives the reference to its own module's view: never a child screen it shows.
    public static let ownViewPropertyNames: Set<String> = [
        "view", "viewController", "controller", "transitionHandler", "viewControllable", "_viewController", "_view",
    ]
    /// Word sequences (split at camel case, lower-cased) that end a value named like an alert:
    /// `alert`, `errorAlert`, `actionSheet`, `deleteAlertController`.
    public static let alertNameEndings: [[String]] = [["alert"], ["action", "sheet"]]
    /// Words after the alert word that still name the alert itself (`alertController`, `alertVC`, `alertC`),
    /// not a screen about alerts (`alertSettingsViewController`).
    public static let alertNameTrailingWords: Set<String> = ["controller", "vc", "view", "ctrl", "c"]
    /// Foundation's nib loader: a view cast from what it returns is made by the caller.
    public static let nibLoadingCall = "loadNibNamed"
    /// Endings of overlay view types (`JGProgressHUD`, `MBProgressHUD`): a value of one that is
    /// dismissed (`spinner.dismiss(animated: true)`) hides a view over the screen, no screen.
    public static let overlayViewTypeSuffixes = ["HUD"]
    /// Calls whose first argument is the screen they present: an alert there is the view's job.
    public static let alertPresentingCalls: Set<String> = ["present", "presentViewController", "showDetailViewController", "show"]
    /// The UIKit alert type: presenting a value built as or declared of this type shows an alert.
    public static let alertControllerType = "UIAlertController"
    /// A type whose name holds this word (`UIWindow`, `PassthroughWindow`) is a window: setting
    /// its `rootViewController` replaces the screen.
    public static let windowTypeWord = "Window"
    /// A view given a `rootViewController` (`GADBannerView`, an ad view that presents from it)
    /// is named with this ending; its `rootViewController` is no screen.
    public static let rootHoldingViewSuffix = "View"
    /// Tab bar controllers: their `setViewControllers(_:animated:)` replaces tabs, not a navigation stack.
    public static let tabBarControllerTypes: Set<String> = ["UITabBarController"]
    /// Name endings of services that present view controllers (`ViewControllerPresenter`):
    /// navigation wrappers, never a screen's presenter.
    public static let controllerPresenterSuffixes = ["ControllerPresenter"]
    /// Name endings of a base class declared outside the project (in a pod) that is a tab bar
    /// controller (`BaseTabController<P>`, `RAMAnimatedTabBarController`).
    public static let tabBarControllerNameSuffixes = ["TabBarController", "TabController"]
    /// Words of a receiver's name that mark a tab bar controller (`tabBarController?`, `mainTabs`).
    public static let tabBarReceiverWords: Set<String> = ["tab", "tabs"]
    /// Classes named exactly like a suffix (`roleBySuffix` skips a bare suffix) that, when other
    /// project classes inherit from them, are the shared base of that role: `class Router`.
    public static let bareBaseClassRoles: [String: Role] = [
        "Router": .router, "Wireframe": .router, "WireFrame": .router, "Presenter": .presenter,
    ]
    /// A window is not a view reference (`UIWindow` held by a router or an app delegate).
    public static let windowType = "UIWindow"

    /// Role of a type name by its suffix; the longest matching suffix wins, and the suffix
    /// must start a word (`Overview` does not end in the word `View`).
    /// `InteractorProtocolToPresenter` → (`Interactor`, `Presenter`): the name around its one
    /// `ProtocolTo`, when a capitalized word follows and no other `Protocol` does.
    static func splitAtProtocolTo(_ name: Substring) -> (head: String, tail: String)? {
        let bytes = Array(name.utf8)
        let marker = Array("ProtocolTo".utf8)
        guard bytes.count > marker.count + 1 else { return nil }
        for start in 1...(bytes.count - marker.count - 1) where bytes[start] == marker[0] {
            guard Array(bytes[start..<start + marker.count]) == marker else { continue }
            let next = bytes[start + marker.count]
            guard next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z") else { return nil }
            let tailBytes = Array(bytes[(start + marker.count)...])
            let word = Array("Protocol".utf8)
            if tailBytes.count >= word.count,
               (0...(tailBytes.count - word.count)).contains(where: { Array(tailBytes[$0..<$0 + word.count]) == word }) { return nil }
            return (String(decoding: bytes[..<start], as: UTF8.self), String(decoding: tailBytes, as: UTF8.self))
        }
        return nil
    }

    public func roleBySuffix(_ name: Substring, isProtocol: Bool) -> (Role, String)? {
        // `InteractorProtocolToPresenter`, `RouterProtocolToPresenter`: the role's protocol
        // (`InteractorProtocol`) offered to the part after `To`, which uses it; its implementer
        // is the part before. (A template's `PresenterToViewProtocol` ends in the implementer.)
        if isProtocol, let (head, tail) = RoleVocabulary.splitAtProtocolTo(name) {
            if let (role, suffix) = roleBySuffix(Substring(head + "Protocol"), isProtocol: true) {
                return (role, suffix + "To" + tail)
            }
        }
        let table = isProtocol ? protocolSuffixTable : typeSuffixTable
        let best = NameText.withBytes(name) { nameBytes -> (Role, String)? in
            var best: (Role, String)?
            for entry in table.bytes where NameText.endsWith(nameBytes, entry.bytes) {
                let (suffix, role) = table.entries[entry.position]
                // A bare suffix (`View`, `Presenter`) is a base type of its own, not a part; a bare
                // protocol is a role's base protocol, unless its word is generic (`EventHandler`).
                if nameBytes.count == entry.bytes.count
                    && (isProtocol == false || RoleVocabulary.genericBareProtocolNames.contains(suffix)) { continue }
                if best == nil || suffix.count > best!.1.count { best = (role, suffix) }
            }
            return best
        }
        // `ViewControllerPresenter`, `ContentViewControllerPresenter`: a service that presents view
        // controllers (a navigation wrapper), not a screen's presenter.
        if let found = best, found.0 == .presenter || found.0 == .presenterProtocol,
           RoleVocabulary.controllerPresenterSuffixes.contains(where: { NameText.hasSuffix(name, $0) }) {
            return nil
        }
        // A protocol's implementation named after it (`GitHubUserListConfiguratorImpl`): the
        // role its name says before the implementation ending.
        if best == nil, !isProtocol, let stripped = RoleVocabulary.implementationStripped(name),
           let (role, suffix) = roleBySuffix(stripped.name, isProtocol: false) {
            return (role, suffix + stripped.ending)
        }
        return best
    }
}

/// A suffix list with each suffix's bytes alongside: every type's role by suffix is looked up,
/// and comparing bytes (last byte first) is far cheaper than `hasSuffix` per entry.
struct SuffixTable: Sendable {
    let entries: [(suffix: String, role: Role)]
    let bytes: [(bytes: [UInt8], position: Int)]

    init(_ entries: [(suffix: String, role: Role)]) {
        self.entries = entries
        self.bytes = entries.enumerated().map { position, entry in (Array(entry.suffix.utf8), position) }
    }
}

/// A navigation call: the name, the labels that must be written, and trailing labels that may be
/// omitted (defaulted parameters, or a trailing closure).
public struct NavigationCall: Sendable, Equatable {
    public var name: String
    public var required: [String]
    public var optional: [String]

    public init(_ name: String, _ required: [String], _ optional: [String] = []) {
        self.name = name
        self.required = required
        self.optional = optional
    }

    /// `route(to:animated:)` → name `route`, labels `to`, `animated`, all required.
    public init?(spelling: String) {
        guard let open = spelling.firstIndex(of: "("), spelling.hasSuffix(")") else { return nil }
        name = String(spelling[..<open])
        let inner = spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
        required = inner.split(separator: ":").map(String.init)
        optional = []
        if name.isEmpty { return nil }
    }

    public func matches(name callName: String, labels: [String]) -> Bool {
        guard callName == name, labels.count >= required.count,
              labels.count <= required.count + optional.count else { return false }
        return labels == required + optional.prefix(labels.count - required.count)
    }
}
