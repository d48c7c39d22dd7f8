import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// A presenter's or router's stored reference to its view must be `weak`.
public struct WeakViewReferenceRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "weak-view-reference",
        options: [RuleOptionSpec(name: "allowUnowned", type: .bool)]
    )

    public func check(_ model: ProjectModel, options: RuleOptions) -> [Finding] {
        let allowUnowned = options.bool("allowUnowned", default: false)
        var findings: [Finding] = []
        lazy var setFromOutside = Self.namesSetFromOutside(model)
        lazy var subclassModules = model.derived.value("WeakViewReferenceRule.subclassModules") { Self.subclassModules(model) }
        for index in model.types.indices where model.isJudged(type: index) && (model.isReferenceType(index) || model.types[index].kind == .struct) {
            // The role first, read in place: binding the whole `TypeInfo` copies (retains) each
            // of its fields, for every type of the project.
            let role = model.types[index].role
            guard role == .presenter || role == .router else { continue }
            let info = model.types[index]
            // A class named just `Router` in no module is a coordinator's navigation wrapper: it
            // owns the navigation stack it is given; there is no view behind it to cycle with.
            if info.module == nil && RoleVocabulary.stemSuffixes.contains(String(info.baseName)) { continue }
            // So is a router named for the UIKit container it wraps (`NavigationRouter`,
            // `ContainerViewControllerRouter<Root: UIViewController>`), whatever module its users
            // put it in: no screen's name is in it.
            if RoleVocabulary.navigationWrapperRouterNames.contains(String(info.baseName)) { continue }
            for (property, file) in info.storedProperties where !property.isStatic && property.ownership != .weak {
                guard let type = property.type else { continue }
                // A router that owns the window (`UIWindow & AppView`) is its only owner: weak would free it.
                if type.name == "&" && type.arguments.contains(where: { $0.baseName == RoleVocabulary.windowType }) { continue }
                // A SwiftUI view is a value: a struct or enum holds no reference to make `weak`, and
                // neither does a protocol only values implement (`var output: HomePresenterOutput`,
                // a struct of Combine subjects named like a view protocol).
                // An outlet (`@IBOutlet var titleLabel: LabelView?`) is a subview its nib connects;
                // only an outlet to a view controller can be the screen itself.
                let targets = model.referenceTargets(of: type, in: index, file: file).filter { target in
                    isView(target, in: model)
                        && !(target.index.map { [.struct, .enum].contains(model.types[$0].kind) || model.isImplementedByValuesOnly($0) } ?? false)
                        && (!property.isOutlet || target.isUIKitViewController
                            || target.index.map { ModuleHasBuilderRule.isViewController($0, in: model) } == true)
                }
                // Holding another module's view controller (a tab or child it created) is ownership, not a cycle.
                guard let target = targets.first(where: { target in
                    // A protocol that is a view protocol only because some screen adopts it (a
                    // host app's `CardScanning`) is this module's view only when it belongs to it.
                    if target.role == .viewProtocol, let targetIndex = target.index,
                       model.types[targetIndex].assignment?.evidence.isAdoption == true {
                        // A base presenter in no module (`BasePresenter<T> { var view: T? }`, bound
                        // by `LoginPresenter: BasePresenter<LoginViewContract>`) is judged with the
                        // modules of its subclasses.
                        let modules: [String] = info.module.map { [$0] } ?? subclassModules[index] ?? []
                        if let theirs = model.types[targetIndex].module, modules.contains(theirs) { return true }
                        // An app-wide base protocol that this module's view protocol inherits
                        // (`RootViewProtocol: ControllerBackedProtocol`) still leads to this module's view,
                        // and so does a shared protocol this module's view adopts (a router's
                        // `transitionHandler: TransitionHandler`, which every screen adopts).
                        return modules.contains { module in
                            isInheritedByViewProtocol(targetIndex, of: module, in: model)
                                || isAdoptedByModuleView(targetIndex, of: module, in: model)
                        }
                    }
                    // A protocol only view controllers adopt (`TransitionHandler where Self:
                    // UIViewController`) leads to this module's view when that view adopts it;
                    // another one (the app's tab bar behind `TabSwapping: UIViewController`) is
                    // a screen the router is handed, not its view.
                    // A base router in no module (`BaseRouter { var view: Modulable? }` under every
                    // module's router) is judged with the modules of its subclasses.
                    if target.isUIKitViewController, let targetIndex = target.index, model.types[targetIndex].isDeclaredHere {
                        let modules = info.module.map { [$0] } ?? subclassModules[index] ?? []
                        return modules.contains { isAdoptedByModuleView(targetIndex, of: $0, in: model) }
                    }
                    guard target.role == .view, let targetIndex = target.index,
                          let theirs = model.types[targetIndex].module, let ours = info.module else { return true }
                    return theirs == ours
                }) else { continue }
                if property.ownership != .strong && allowUnowned { continue }
                if isOwnSubview(target, of: index, in: model) { continue }
                if isScreenItShows(property, target: target, of: index, in: model, setFromOutside: { setFromOutside }) { continue }
                findings.append(finding(for: property, file: file, owner: info, target: target, model: model))
            }
        }
        return findings
    }

    /// For each class in no module, the modules of its subclasses (sorted, so that the first
    /// finding's module never depends on order).
    private static func subclassModules(_ model: ProjectModel) -> [Int: [String]] {
        var result: [Int: Set<String>] = [:]
        for index in model.types.indices where model.types[index].kind == .class {
            guard let module = model.types[index].module else { continue }
            for parent in model.superclasses(of: index) where model.types[parent].module == nil {
                result[parent, default: []].insert(module)
            }
        }
        return result.mapValues { $0.sorted() }
    }

    /// Whether a view of `module` adopts protocol `index` (itself, through a superclass or an
    /// extension of one, such as `extension UIViewController: TransitionHandler`).
    private func isAdoptedByModuleView(_ index: Int, of module: String?, in model: ProjectModel) -> Bool {
        guard let module, let views = model.modules.first(where: { $0.name == module })?.parts(.view) else { return false }
        return views.contains { part in
            guard let view = model.lookup(part.typeName, from: part.file) else { return false }
            return ([view] + model.superclasses(of: view)).contains { type in
                model.supertypes(of: type).contains { $0.index == index }
            }
        }
    }

    /// Whether a view protocol of `module` inherits the protocol `base`, directly or through others.
    private func isInheritedByViewProtocol(_ base: Int, of module: String?, in model: ProjectModel) -> Bool {
        guard let module, let parts = model.modules.first(where: { $0.name == module })?.parts(.viewProtocol) else { return false }
        // `supertypes(of:)` already follows protocol inheritance all the way up.
        return parts.contains { part in
            model.lookup(part.typeName, from: part.file).map { model.supertypes(of: $0).contains { $0.index == base } } == true
        }
    }

    /// A UIView (no view controller) that the holder makes itself (`TooltipView(frame:)`,
    /// `TooltipView.showErrorOn(view:text:)`) and that holds nothing of the holder's is the
    /// holder's own subview, not the module's view: no retain cycle, and `weak` would free what
    /// only the holder owns (a `TooltipPresenter` helper showing banners).
    private func isOwnSubview(_ target: ReferenceTarget, of holder: Int, in model: ProjectModel) -> Bool {
        guard target.role == .view, let view = target.index, model.types[view].isDeclaredHere,
              model.types[view].kind == .class, !ModuleHasBuilderRule.isViewController(view, in: model),
              !Self.isNamedController(view, in: model) else { return false }
        // Made by its initializer or a static factory, or loaded from its nib and cast
        // (`Bundle.main.loadNibNamed(...)?.first as? SearchLocationView` in the same method).
        let makesIt = model.types[holder].pieces.contains { piece in
            let nibLoading = Set(piece.decl.body.calls.compactMap { $0.name == RoleVocabulary.nibLoadingCall ? $0.member : nil })
            return piece.decl.body.mentions.contains { mention in
                (mention.context == .initializerCall || mention.context == .staticMember
                    || (mention.context == .cast && mention.member.map(nibLoading.contains) == true))
                    && model.lookup(mention.name, from: piece.file) == view
            }
        }
        guard makesIt else { return false }
        // What the view would hold to keep the holder alive: the holder, its superclasses, and
        // every protocol it adopts.
        var holderNames: Set<String> = [String(model.types[holder].baseName)]
        for (name, index) in model.supertypes(of: holder) {
            holderNames.insert(index.map { String(model.types[$0].baseName) } ?? String(NameText.baseName(name)))
        }
        for owner in [view] + model.superclasses(of: view) {
            for (property, _) in model.types[owner].storedProperties where property.ownership != .weak {
                guard let written = property.type else { continue }
                for ref in [written] + written.arguments {
                    if holderNames.contains(String(ref.baseName)) { return false }
                    if model.resolve(ref.name, in: owner).contains(where: { holderNames.contains(NameText.baseNameString($0)) }) {
                        return false
                    }
                }
            }
        }
        return true
    }

    /// A class named as a controller, or whose base class outside the project is
    /// (`AllToolsViewController: CompositionalLayoutViewController` from a package), is a screen
    /// even where the project cannot show that its chain reaches `UIViewController`: a router
    /// that makes it is the screen's router, not the owner of a subview.
    static func isNamedController(_ view: Int, in model: ProjectModel) -> Bool {
        for type in [view] + model.superclasses(of: view) {
            if model.types[type].baseName.hasSuffix("Controller") { return true }
            for piece in model.types[type].pieces where piece.decl.kind == .class {
                if let base = piece.decl.inheritance.first?.name, NameText.baseName(base).hasSuffix("Controller") { return true }
            }
        }
        return false
    }

    /// A router's optional reference to a plain UIKit controller (or a screen of no module) that the router fills itself,
    /// after it was made and outside any factory method (`galleryViewController =
    /// GalleryFlow.present(on: view)`, a navigation controller it wraps a child screen in), and
    /// that nothing else sets, is a screen it shows, not the view it was built with: that screen
    /// holds nothing of the router, and `weak` would free what only the router keeps. A property
    /// named as the module's own view (`viewController`, `transitionHandler`) is never one.
    private func isScreenItShows(_ property: PropertyDecl, target: ReferenceTarget, of holder: Int, in model: ProjectModel,
                                 setFromOutside: () -> Set<String>) -> Bool {
        // A UIKit controller type (also one the project extends), or a screen class of no module
        // (an MVC screen the router pushes).
        let isOtherScreen: Bool
        if let screen = target.index, model.types[screen].isDeclaredHere {
            isOtherScreen = target.role == .view && model.types[screen].module == nil
        } else {
            isOtherScreen = target.isUIKitViewController
        }
        guard model.types[holder].role == .router, isOtherScreen,
              property.type?.optional == true, !RoleVocabulary.ownViewPropertyNames.contains(property.name) else { return false }
        guard !setFromOutside().contains(property.name) else { return false }
        let module = model.types[holder].module
        // A method (not a factory) that has another module's router or builder make a screen and
        // keeps it here (`self.detailViewController = DetailRouter.createModule(...)`, cached for
        // the next push; `childViewController = MeetingTermsRouter.createModule(...)`, embedded)
        // keeps that screen, whatever it casts its own view to, and even where the router's init
        // also takes the property (an optional parameter no factory passes).
        func otherModuleMakesScreen(in piece: TypePiece, member: String) -> Bool {
            piece.decl.body.calls.contains { call in
                call.member == member && !call.receiver.isEmpty && !call.receiver.contains(".")
                    && model.lookup(call.receiver, from: piece.file).map { factory in
                        [.router, .builder].contains(model.types[factory].role) && model.types[factory].module != nil
                            && model.types[factory].module != module
                    } == true
            }
        }
        let cachedFromOtherModule = model.types[holder].pieces.contains { piece in
            piece.decl.body.assignments.contains { assignment in
                guard assignment.name == property.name, Self.isSelf(assignment.receiver),
                      let member = assignment.member, member != "init",
                      !RoleVocabulary.factoryFunctionPrefixes.contains(where: { member.hasPrefix($0) }),
                      !RoleVocabulary.factoryNames.contains(member) else { return false }
                return otherModuleMakesScreen(in: piece, member: member)
            }
        }
        if cachedFromOtherModule { return true }
        // Set in an initializer (`self.viewControllerReference = viewController`, the Infinum
        // wireframe's hand-off): the view it was made with, whatever later clears it.
        let setInInit = model.types[holder].pieces.contains { piece in
            piece.decl.body.assignments.contains { $0.name == property.name && Self.isSelf($0.receiver) && $0.member == "init" }
        }
        guard !setInInit else { return false }
        // A router that keeps its view in a property of the view's own type
        // (`trimViewController: TrimViewController?`) keeps another screen in this loosely typed
        // one (`prevController`, the screen it was shown from), set or not.
        func isModuleView(_ name: String, from file: String) -> Bool {
            model.lookup(name, from: file).map { model.types[$0].role == .view && model.types[$0].module == module } == true
        }
        let keepsViewElsewhere = model.types[holder].storedProperties.contains { other, file in
            other.name != property.name && other.type.map { isModuleView($0.name, from: file) } == true
        }
        if keepsViewElsewhere { return true }
        return model.types[holder].pieces.contains { piece in
            piece.decl.body.assignments.contains { assignment in
                guard assignment.name == property.name, Self.isSelf(assignment.receiver),
                      let member = assignment.member, member != "init",
                      !RoleVocabulary.factoryFunctionPrefixes.contains(where: { member.hasPrefix($0) }),
                      !RoleVocabulary.factoryNames.contains(member) else { return false }
                // The method makes its own module's view (`sb.instantiateInitialViewController()
                // as! PageViewController` in an objc.io-style wireframe's `present...`): that is
                // the view it keeps, typed loosely.
                // So does a method that has one of the router's own methods make it
                // (`let newViewController = addViewController()` in the objc.io sample's
                // `AddWireframe`, whose `addViewController()` loads `AddViewController`).
                let ownHelpers = piece.decl.body.calls.filter { $0.member == member && Self.isSelf($0.receiver) }.map(\.name)
                let makers = Set(ownHelpers).union([member])
                return !model.types[holder].pieces.contains { piece in
                    piece.decl.body.mentions.contains { mention in
                        mention.member.map(makers.contains) == true
                            && (mention.context == .initializerCall || mention.context == .cast)
                            && isModuleView(mention.name, from: piece.file)
                    }
                }
            }
        }
    }

    /// Every property name some code sets on another object (`router.viewController = view` in a
    /// builder): such a property is given from outside, whatever the router does with it. (Read
    /// from the calls' side of the facts, which an edit inside a body changes: never cached with
    /// the model's derived results.)
    private static func namesSetFromOutside(_ model: ProjectModel) -> Set<String> {
        var names: Set<String> = []
        for info in model.types {
            for piece in info.pieces {
                for assignment in piece.decl.body.assignments where !isSelf(assignment.receiver) { names.insert(assignment.name) }
            }
        }
        for file in model.files {
            for assignment in file.topLevel.assignments where !isSelf(assignment.receiver) { names.insert(assignment.name) }
        }
        return names
    }

    private static func isSelf(_ receiver: String) -> Bool {
        receiver.isEmpty || receiver == "self" || receiver == "self?"
    }

    private func isView(_ target: ReferenceTarget, in model: ProjectModel) -> Bool {
        // A window is owned by whoever holds it (often only the app's router): never a view to drop.
        guard NameText.baseName(target.resolved) != RoleVocabulary.windowType else { return false }
        // UIKit's own views and controls (`UIView`, `UILabel`, `UITextField`, known to the model
        // only through the project's extensions) are outlets and subviews, never a module's view.
        if !target.isUIKitViewController, let index = target.index, !model.types[index].isDeclaredHere,
           ProjectModel.isPlatformClassName(model.types[index].baseName) { return false }
        return target.isUIKitViewController || target.role == .view || target.role == .viewProtocol
    }

    private func finding(for property: PropertyDecl, file: String, owner: TypeInfo, target: ReferenceTarget,
                         model: ProjectModel) -> Finding {
        let ownerWord = owner.role == .router ? "the view owns the router through its presenter" : "the view owns the presenter"
        var notes: [FindingNote] = []
        var message = model.weakReferenceMessage(property, target: target, nonClassBoundReason: ownerWord,
                                                 strongReason: ownerWord + ", so a strong reference back is a retain cycle",
                                                 outlives: "the view")
        if let targetIndex = target.index, let site = model.types[targetIndex].declaration {
            let kind = model.types[targetIndex].isProtocol ? "view protocol" : "view"
            notes.append(FindingNote(message: "\(kind) `\(model.types[targetIndex].name)` declared here", location: site.location))
        }
        if target.written != target.resolved { message += " (`\(target.written)` is `\(target.resolved)`)" }
        return self.finding(message, at: ProjectModel.site(property, file), symbol: "\(owner.name).\(property.name)",
                            module: owner.module, notes: notes)
    }
}
