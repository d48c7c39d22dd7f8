import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// The words that give types their roles: name suffixes, base types of known styles, folders.
/// One table, easy to read and to extend; the configuration adds to or replaces it.
public struct RoleVocabulary: Sendable, Equatable {
    /// Concrete type name suffixes, longest match wins.
    public var typeSuffixes: [(suffix: String, role: Role)]
    /// Protocol name suffixes, longest match wins.
    public var protocolSuffixes: [(suffix: String, role: Role)]
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
            "NSViewController": .view, "MFRViewVIPER": .viewProtocol, "ViewInterface": .viewProtocol,
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

    /// UIKit and AppKit view-controller classes: a stored reference to one is a view reference.
    public static let uiKitViewControllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
        "UICollectionViewController", "UISplitViewController", "UIPageViewController", "UISearchController",
        "UIAlertController", "UIHostingController", "NSViewController", "NSWindowController",
        // ViperMcFlurry (Generamba's runtime): the view controller behind a Rambler router.
        "RamblerViperModuleTransitionHandlerProtocol", "TransitionHandler",
    ]

    /// Folders whose types are entities when an interactor uses them.
    public static let entityFolders: Set<String> = ["Entity", "Entities", "Model", "Models"]

    /// Role of a type name by its suffix; the longest matching suffix wins, and the suffix
    /// must start a word (`Overview` does not end in the word `View`).
    public func roleBySuffix(_ name: Substring, isProtocol: Bool) -> (Role, String)? {
        let table = isProtocol ? protocolSuffixes : typeSuffixes
        var best: (Role, String)?
        for (suffix, role) in table where NameText.hasSuffix(name, suffix) {
            // A bare suffix (`View`, `Presenter`) is a base type of its own, not a part.
            if name.utf8.count == suffix.utf8.count && isProtocol == false { continue }
            if best == nil || suffix.count > best!.1.count { best = (role, suffix) }
        }
        return best
    }
}
