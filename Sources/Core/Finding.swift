/// How bad a finding is. Errors fail a lint run; warnings fail it only under `--strict`.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A place in a source file. Lines and columns are 1-based; columns count UTF-8 bytes.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A pointer from a finding to a related place ("view protocol declared here").
public struct FindingNote: Hashable, Sendable, Codable {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One violation of one rule at one place: a plain value, so reporters are pure functions.
public struct Finding: Hashable, Sendable, Codable {
    public var ruleId: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The module the finding belongs to, when the model knows it.
    public var module: String?
    /// The declaration the finding is about (`LoginPresenter.view`); baselines match on it.
    public var symbol: String?
    public var notes: [FindingNote]

    public init(ruleId: String, severity: Severity, message: String, location: SourceLocation,
                module: String? = nil, symbol: String? = nil, notes: [FindingNote] = []) {
        self.ruleId = ruleId
        self.severity = severity
        self.message = message
        self.location = location
        self.module = module
        self.symbol = symbol
        self.notes = notes
    }

    /// The output order promised by the product: path, line, column, rule. Findings that tie on
    /// those and the message are ordered by everything else, so that the order never depends on
    /// the order the findings were produced in (parallel stages, hashed collections): with only
    /// the first five keys, two findings differing in severity, module, symbol or notes printed
    /// in whichever order they arrived.
    public static func outputOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location.file != b.location.file { return a.location.file < b.location.file }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
        if a.message != b.message { return a.message < b.message }
        if a.severity != b.severity { return a.severity > b.severity }
        if a.module != b.module { return (a.module ?? "") < (b.module ?? "") || (a.module == nil && b.module == "") }
        if a.symbol != b.symbol { return (a.symbol ?? "") < (b.symbol ?? "") || (a.symbol == nil && b.symbol == "") }
        if a.notes.count != b.notes.count { return a.notes.count < b.notes.count }
        for (x, y) in zip(a.notes, b.notes) where x != y {
            if x.location != y.location { return x.location < y.location }
            return x.message < y.message
        }
        return false
    }
}

/// Everything a reporter needs to render one lint run.
public struct LintReport: Sendable {
    public var findings: [Finding]
    public var fileCount: Int
    public var moduleCount: Int
    public var durationMs: Int
    /// True when some input could not be read or the configuration was bad (exit code 2).
    public var incomplete: Bool
    /// Why the run is incomplete, one line each (`Sources/Broken.swift: permission denied`).
    public var problems: [String]

    public init(findings: [Finding], fileCount: Int, moduleCount: Int, durationMs: Int,
                incomplete: Bool = false, problems: [String] = []) {
        self.findings = findings
        self.fileCount = fileCount
        self.moduleCount = moduleCount
        self.durationMs = durationMs
        self.incomplete = incomplete || !problems.isEmpty
        self.problems = problems
    }

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}

public enum ViperLintVersion {
    public static let current = "0.1.0"
    /// The version of what the model and rules make of the facts. Caches of results and editor
    /// snapshots are keyed by it: bump it with every change to roles, modules or rules, or an
    /// unchanged project keeps answering with the findings of the build that wrote its cache.
    /// 2: presenters named nowhere else, interface-prefixed stems, names that say presenter
    /// over protocols named like views, rootViewController on non-windows.
    /// 3: helpers named for their job are not presenters by a protocol's name alone.
    /// 4: views named so are no presenters by a mixin's name, singletons are no entities, a
    /// holder's own subviews are not its view.
    /// 5: typed accessors over a framework's base class join parts, module registries build
    /// modules, test doubles make no base class.
    /// 6: alerts made by the type's own method.
    /// 7: wireframes making their screen from a storyboard.
    /// 8: presenters by name that keep the window are set aside; set-aside routers are router code.
    /// 9: a feature factory's presenters of one screen form one module.
    /// 10: presenters of UIKit views and view-less component presenters need no builder.
    /// 11: a module's folder named after it may hold child modules' folders.
    /// 12: a lone presenter implementing a protocol of its own name is a service.
    /// 13: a bare `EventHandler` protocol gives no role.
    /// 14: a service that creates a view controller is no data side; view components served by
    ///     UIKit views only; lone screens that only other modules create.
    /// 15: a builder that creates no view and no presenter makes no module by its wiring.
    /// 16: alerts shown with `showDetailViewController(_:sender:)` and `show(_:sender:)`.
    /// 17: an API client named after its API (`PlacesAPI`) is the data side.
    /// 18: `@objc` and `where Self: AnyObject` protocols are class-bound.
    /// 19: the data side takes no builder, router, view or presenter role from a protocol's name.
    /// 20: a view-less presenter wired by a composition root that wires screens is a screen's.
    /// 21: a base protocol that the module's view protocol inherits leads to its view.
    /// 22: a type's own stored `rootViewController`; presenter-less modules whose parts live apart
    ///     and never name each other.
    /// 23: a presenter-less module of UIKit views only is no screen module.
    /// 24: an initializer call with generic arguments (`Foo<Bar>(...)`) wires its type; protocols
    ///     of a stem with no concrete part join their adopter's module; a lone presenter with its
    ///     `...Protocol` is a service; SwiftUI previews never navigate.
    /// 25: a row's presenter whose view is an `NSObject` cell controller is a component.
    /// 26: routers a router creates are not wired into its module; UIKit classes are no entities.
    /// 46: a module's own output interface held by its parent is no way back; a static factory on
    /// a module's own type builds it; `Module.Type` names resolve through the file's imports;
    /// routers named for the container they wrap are navigation wrappers.
    /// 47: a presenter's static factory that makes itself and more of its module builds it; a lone
    /// view controller joins the view-less module of the presenter it holds beside it; a
    /// file-level closure named like a factory (`let makeCardModule = { ... }`) builds modules;
    /// a lone view model adopting a presenter-named protocol is no one-part module; a protocol
    /// that only UIKit's view controller adopts (by the project's extension) leads to a view; a
    /// base class's parameter constrained by a project protocol is read through its subclasses;
    /// stems that differ only in letter case name one module; a pod's base class named like a tab
    /// bar controller is one; a `...ControllerPresenter` presents view controllers, no screen; a
    /// call of a lower-case type declared in its file creates it; protocols only UIKit's views
    /// and controls adopt are no view protocols, and UIKit's own views are never a module's view;
    /// a router that sets the interactor and router of the presenter it keeps assembles it; a
    /// presenter with `@IBOutlet`s is assembled by its nib, and its outlets are subviews; a lone
    /// class named for no part, taking the presenter role from another stem's protocol, is none;
    /// a base class's view-controller reference makes its subclass a screen's presenter.
    /// 48: template contracts named for both ends (`TaxiPresenterToTaxiViewProtocol`) take the
    /// stem before `<role>To`; a `delegate` typed by a role-less protocol that only other modules'
    /// presenters implement, through a refining protocol, is a way back; a navigation controller
    /// named for its flow (`flowNavigationController`) is no navigator; Generamba's
    /// `XModuleInitializer` has its module's stem; a presenter by a presenter-named protocol alone
    /// that keeps a window (also a `UIWindow` subclass) and no interactor or router is set aside;
    /// a protocol only structs implement is no view reference; persistence managers are the data
    /// side; a presenter by name that keeps its host screen as a plain `UIViewController` and makes
    /// its own view controller is a presentation helper; Swift 2's `presentViewController` of an
    /// alert is the view's job; a shared protocol the module's view adopts (`TransitionHandler`)
    /// leads to that view; a router's screen made by another module's router is a child it keeps.
    /// 49: a singleton its own module's builder hands out is a part; an alias of a tuple holds no
    /// reference; a layer's assembly (`PresenterAssembly`) makes no module; a presenter holding a
    /// type that implements an interactor protocol has an interactor; a struct declared inside an
    /// interactor is its channel, no entity; a wired view is no helper of an unwired UIKit
    /// template; a static factory handed its view wires it; `Error` names no nested `X.Error`; a
    /// presenter's alias qualified by its name is the alias; a view-named protocol only
    /// coordinators or a table helper implement is no view protocol, and an output only detached
    /// coordinators implement is not judged; a project's own `dismiss(animated:)` on a property is
    /// no navigation unless a view adopts its type.
    /// 50: a router by name (or a router-named protocol) that keeps the window and holds no view,
    /// presenter or interactor (`AppRouter(window:)`) is the app's root router, no module part;
    /// the project's own subclass of `UIAlertController` is an alert; the role-less protocols a
    /// module's channel refines are judged (not another module's way back on a view-facing
    /// protocol); a test double makes no model an entity; a view controller's own nib or
    /// storyboard factory (`X.instantiate()`, `X.initFromNib(...)`) instantiates it; a model's
    /// static sample (`static let example`) does not make it a service; a class named `Wireframe`
    /// or `Router` alone is router code, and an extension constrained to a UIKit container
    /// (`where Self: UINavigationController`) implements its navigation; `XProtocolToY` is X's
    /// protocol (`InteractorProtocolToPresenter` is the interactor's); a base router in no module
    /// is judged with its subclasses' modules; a type whose name says a part keeps it when it
    /// implements a protocol named as a module's interface (`TabbarRouter: TabbarModuleInterface`).
    /// 51: a part several builders wire joins the module of its own name when one of them is
    /// that module's builder (one `TweetsPresenter` made by a feed's wireframe and its own); a
    /// type only extended among the models, conforming there to a protocol the project declares
    /// there (a Core Data class Xcode generates: `extension Todo: Entity {}`), can be an entity;
    /// a class named as a builder that subclasses a project view controller (and adopts nothing
    /// with a role itself) is a builder, not a second view; an interactor input protocol in no
    /// module is judged for the modules whose presenters hold it; the app's one `Wireframe` (named
    /// by the word alone) whose method makes a module's presenter, and no other presenter, builds it;
    /// a contract named implementer first (`MoviesInteractorPresenterProtocol` adopted only by
    /// the interactor) is the implementer's protocol; a view reaching its router through the object
    /// it keeps (a view model) makes a module with it, folders apart; a builder by name that wires
    /// nothing and that the module's interactor or presenter makes does not assemble the module.
    /// 52: an output-named protocol that only helpers with no role implement, each keeping its
    /// way back to the holder `weak` (a worker's `weak var interactor`), is the holder's downward
    /// reference, not its output.
    /// 53: a type nested in a model the data side uses, and stored by it (`TrailerResponse.Result`
    /// for `results: [Result]?`), is used by the data side too, and can be an entity.
    /// 54: a router's or presenter's `delegate` (or other output name) that only routers of other
    /// modules, or of none, implement is its way back (a tab's router to the tab bar's router).
    /// 55: a protocol named as an interactor's with `Output` before the role word
    /// (`FruitsOutputInteractorProtocol`) that only presenters adopt is the interactor's output.
    /// 56: `Interactable`, `Presentable` and `Routable` end a module's stem, as `Interactor` does
    /// (`AboutInteractableImplementation` joins About).
    /// 57: a delegate or data source named for the one screen that adopts it
    /// (`ProductDetailViewDelegate` adopted by `ProductDetailViewController`) is a view protocol.
    /// 58: in a file that declares a lower-case type (`class qwertyBuilder`), a call of another
    /// lower-case camel-case name the project declares as a type (`qwertyPresenter()`) creates it.
    /// 59: another type's alias written qualified by that type's name (`LightSideEntityType.Jedi`,
    /// an entity protocol's `typealias Jedi = JediModel`) is what the alias stands for.
    /// 60: namesakes that part only at layer folders (`VIPER/Presenter/` and `VIPER/Interactor/`
    /// each declaring a `ServerProtocol`) or not at all (a Finder copy `LanguageView 2.swift`) do not
    /// split a module into apps; an original's declaration comes before its copy's; a module
    /// finding lists each part once.
    /// 61: a module's "no builder" finding sits on its presenter with the strongest evidence
    /// (conformance before a bare name), among those the one its creator makes.
    /// 62: a base presenter in no module holding its view through a parameter is judged with its
    /// subclasses' modules also when the bound protocol is the view's by adoption
    /// (`LoginViewContract`), and the class's own alias of the parameter (`typealias
    /// PresentingView = T`) is the parameter.
    /// 63: a protocol named as an entity (`TaskEntity`) that a type of its name plus `Impl` or
    /// `Implementation` implements is an entity; a test double adopting a contract named
    /// implementer first (`MoviesInteractorMock` adopting `MoviesOutputInteractorInterface`) does
    /// not keep it from being the implementer's protocol.
    /// 64: a router's or presenter's `delegate` typed by its own module's protocol
    /// (`ScanCardRouterOutputProtocol: ViperRouter`) that only parts of other modules implement
    /// is its way back.
    /// 65: a test double adopting a screen's own delegate (`TodoDetailsViewControllerMock`) does
    /// not keep it from being that screen's view protocol.
    /// 66: a lone router or interactor in a folder of several modules joins the one whose
    /// presenter keeps it, when that module has its view (`MoreRouter` beside `MoreScreen`).
    /// 67: navigation-in-router: a view controller of no module in a module's folder that only
    /// code outside every module creates (an app coordinator), and that no part of the module
    /// names, is a lone screen.
    /// 68: a lone use-case interactor of another name that one presenter keeps, and no other
    /// type keeps, is that presenter's interactor when its module has a view and no interactor.
    /// 69: module-has-builder: a file-level constant whose initializer makes a module's presenter
    /// and another of its parts and no other module's screen is its builder (Dip's
    /// `let gridModule = DependencyContainer { ... }`); so is a method of the module's router
    /// handed the module's view that makes an object and hands it over (`start(controller:)`).
    /// 70: module-has-builder: a view's static factory that makes the view itself (its
    /// initializer or its storyboard) and the presenter assembles the module.
    /// 71: presenters by name with no view, interactor, router, builder or entity beside them,
    /// each handed a plain `UIViewController` to present from, form no module.
    /// 72: navigation-in-router: a value whose type is named like an alert or an action sheet
    /// (`sheet: PMActionSheet`) is an alert.
    /// 73: a namesake of another app in the repository no longer makes a weakly evidenced part a
    /// helper of its module: only a stronger part of another name does.
    /// 74: a SwiftUI preview (`PreviewProvider`) named like a view is no module part.
    /// 75: a builder adopting a protocol wires the parts its typealiases name (`typealias
    /// Presenter = AuthPresenter` in `AuthConfigurator: ModuleLayersBindable`).
    /// 76: a type named as an interactor (`...UseCase`) that adopts a UIKit data source or
    /// delegate protocol is UI code, not an interactor.
    /// 77: a presenter's own delegate (its name plus `Delegate`) adopted by the screen that opens
    /// it does not keep a group of presentation helpers from being set aside.
    /// 78: a router method wiring the screen a segue hands it may also make the next screen's
    /// router; only another module's view or presenter made there means it opens that screen.
    /// 79: a presenter by name handed the controller it presents from that makes its own
    /// screen's view controller is a launcher of that screen, not a module part.
    /// 80: parts of one stem in two subtrees that no reference ties (two apps of a repository)
    /// are two modules, not one.
    /// 81: a reference typed by a `...Delegate`/`...Listener` protocol that only role-less
    /// services adopt, none a screen and none keeping the holder or a closure, is a dependency.
    /// 82: a class or struct of static functions alone, with no stored instance property, is
    /// behaviour, not an entity, whatever folder it sits in.
    /// 83: navigation calls inside a split view delegate's hook (`splitViewController(_:showDetail:
    /// sender:)`) implement the container's call; they make no move of their own.
    /// 84: `popViewController()` and `popToRootViewController()` without arguments navigate unless
    /// the project declares a method of that name without parameters; `alertC` names an alert.
    /// 85: interactors by name in a group with no presenter that only role-less types (view
    /// models) keep, and no view holds or makes, are no module's; a test double subclassing a
    /// part no longer makes it a base class in use.
    /// 86: a generic class, or one with `Base` among its name's words, that another class
    /// subclasses is a base class, in no module of its own.
    /// 87: presenting a value that is no local and no property inside a method handed a
    /// `UIAlertController` (and no other controller) shows that alert.
    /// 88: a progress overlay (a value typed `...HUD`) that is dismissed closes no screen.
    /// 89: a router method handed the module's view wires it only when it makes a project type
    /// there; a platform type made on the way (`UIStoryboard`) wires nothing.
    /// 90: a plain `UIView` a builder makes for the screen does not displace the view controller
    /// of the same module from its view slot.
    /// 91: a protocol declared `: Any` is not class-bound (the message and `fix` ask for
    /// `AnyObject`).
    /// 92: a class named `Any...` that another class subclasses is a base class.
    /// 93: a plain `UIView` a presenter or router loads from its nib itself (`loadNibNamed` and a
    /// cast) is its own subview, as one it makes by its initializer.
    /// 94: a class named as a controller, or whose external base class is
    /// (`CompositionalLayoutViewController`), is never a router's or presenter's own subview.
    /// 95: a protocol named like a view's that only other modules' presenters adopt
    /// (`ChatsPresenterOutput` adopted by `DialogsPresenter`) is the module's output.
    /// 96: entity-in-presenter judges a module whose contract file declares an interactor
    /// protocol next to its view or presenter protocols, implemented yet or not.
    /// 97: a struct of stored data alone named with a noun that also names a data source
    /// (`GithubRepository`, a shop's `Store`, a firm's `Client`) may be an entity.
    /// 98: a generic alias of a closure in an interactor input (`ItemClosure<[RSSItem]>` with
    /// `typealias ItemClosure<T> = (T) -> Void`) carries the entities its use fills in.
    /// 99: a subclass of `NSError` is a failure type; a class or struct of static members alone
    /// (`class Constants` of `static let` keys) is no entity; a data-side name may end in `Imp`.
    /// 100: a router that keeps the screen one of its own methods made (`addViewController()`
    /// in the objc.io sample's wireframe) keeps its view; one that keeps its view in a property
    /// of the view's type keeps another screen in a loosely typed one (`prevController`).
    /// 101: a type of no role wiring several modules of one feature (its name shares a word with
    /// them: `HotelFiltersPickerComposer`) and making more of each than the presenter is their
    /// builder, not an app-wide composition root.
    /// 102: presenting what a function named for making an alert returns, called inside the
    /// `present(...)` itself (`UIHelpers.createAlertController(...)`), shows an alert.
    /// 103: a type nested in a view model or display type (`VideoViewModel.VideoDetails`) is no
    /// entity.
    /// 104: navigation-in-router: a module's folder is where its screen (view, presenter, router)
    /// lives when an interactor or builder in a shared layer would stretch it further up.
    /// 105: module-has-builder: a type of no role that another screen's view or presenter keeps
    /// (`routing: LoginInputRouting`) and that makes a module in an instance method opens that
    /// screen; it is not the module's builder.
    /// 106: a `Tests` folder inside an entity folder holds data, as a `Test` folder does.
    /// 107: a call named as a Swift 2 navigation call (`presentViewController`) with as many
    /// arguments as the project's own method of that name calls that method.
    /// 108: a type named `...TransitionHandler` that the project does not declare (a routing
    /// library's, such as Finch's `ModuleTransitionHandler`) is a view controller.
    /// 109: each member of a composition in an inheritance clause (`ASViewController<Node> &
    /// ListDisplayLogic`) is inherited or adopted on its own (facts format 21).
    /// 110: a factory that makes one presenter, one view model class and the SwiftUI views that
    /// render it wires one module (a bare-named `Presenter`/`Router` tutorial's screen).
    /// 111: entity-in-presenter: a struct or class declared beside a data-side model in its file
    /// and stored by it (`ItemResult` in `MatchesItemsResponse.swift`) is used by the data side.
    /// 112: a UIKit view or cell class named for another part (`TableViewCellWithPresenter`)
    /// takes no role from its name.
    /// 113: navigation-in-router: `holder?.hud.dismiss(animated:)`, an overlay or alert that a
    /// held value's type declares, hides a view, not a screen.
    /// 114: a presenter (and the parts beside it) named with an implementation prefix
    /// (`DefaultListPresenter`) joins the module of its bare stem's view controller.
    /// 115: navigation-in-router: a type named `...Navigator` holds navigation code, as a router.
    /// 116: weak-view-reference: a router property that a method fills with a screen another
    /// module's router makes is a screen it shows, even where the router's init also takes it.
    /// 117: a class or struct of stored fields alone named as a builder (`JourneyRequestBuilder`)
    /// in an entity folder is no builder, and may be an entity.
    public static let analysis = 117
}
