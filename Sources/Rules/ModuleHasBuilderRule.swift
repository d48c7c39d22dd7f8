import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// Every module has something that assembles it: a builder, assembly, configurator, a static
/// factory on its router, or a wireframe whose initializer wires it.
public struct ModuleHasBuilderRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "module-has-builder",
        options: [RuleOptionSpec(name: "compositionRoots", type: .stringArray)]
    )

    public func check(_ model: ProjectModel, options: RuleOptions) -> [Finding] {
        let compositionRoots = Set(options.strings("compositionRoots"))
        var findings: [Finding] = []
        lazy var screenRoots = Self.compositionRootsWiringScreens(model)
        for module in model.modules where module.assembledBy == nil && model.isJudged(module) {
            guard let anchor = Self.anchor(of: module) else { continue }
            if let wiring = module.wiredBy, wiring.creators.contains(where: { creator in
                compositionRoots.contains(creator) || compositionRoots.contains(String(NameText.baseName(creator)))
            }) { continue }
            if Self.isComponentOfAnotherView(module, in: model) { continue }
            if Self.isUIKitViewsOnlyModule(module, in: model) || Self.isUnconnectedPresenterlessModule(module, in: model) { continue }
            // A view-less presenter that an app-wide composition root wires next to screens (a
            // flow with its own interactor and wireframe) is one of them, not some view's part.
            let wiredNextToScreens = module.parts(.view).isEmpty
                && module.wiredBy.map { $0.kind == .compositionRoot && screenRoots.contains($0.creator) } == true
            if !wiredNextToScreens && Self.isViewComponent(module, in: model) { continue }
            // Each part once: namesakes (a Finder copy `LoginView 2.swift`) are one part to wire.
            var listed: Set<String> = []
            let parts = module.parts.filter { $0.role != .entity && !$0.role.isProtocolRole }
                .map { "\($0.role.rawValue) \($0.typeName)" }.filter { listed.insert($0).inserted }.joined(separator: ", ")
            let stem = module.name.split(separator: " ").first.map(String.init) ?? module.name
            let message = Self.message(module: module, stem: stem, parts: parts)
            var notes: [FindingNote] = []
            if let wiring = module.wiredBy {
                notes.append(FindingNote(message: "`\(wiring.creator)` creates `\(wiring.created)` here", location: wiring.site))
            }
            notes += module.parts.filter { $0 != anchor && !$0.role.isProtocolRole && $0.role != .entity }.map {
                FindingNote(message: "\($0.role.rawValue) `\($0.typeName)` of module \(module.name)",
                            location: SourceLocation(file: $0.file, line: $0.line, column: $0.column))
            }
            findings.append(finding(message, at: DeclarationSite(file: anchor.file, position: Position(line: anchor.line, column: anchor.column)),
                                    symbol: anchor.typeName, module: module.name, notes: notes))
        }
        return findings
    }

    /// Where a module's finding sits: the presenter with the strongest evidence (a data-source
    /// helper named `SearchCollectionPresenter` beside the `SearchPresenter` that adopts the
    /// interactor's output is no anchor), among those the one the module's creator makes; else
    /// the view.
    static func anchor(of module: Module) -> ModulePart? {
        // Evidence rank, and among weak evidence a conformance (to a protocol named for a role)
        // over a bare name.
        func weight(_ part: ModulePart) -> Int { part.evidence.rank * 2 + (part.evidence.kind == "conformance" ? 1 : 0) }
        let presenters = module.parts(.presenter)
        guard let strongest = presenters.map(weight).max() else { return module.parts(.view).first }
        let candidates = presenters.filter { weight($0) == strongest }
        return candidates.first { $0.typeName == module.wiredBy?.created } ?? candidates.first
    }

    /// A presenter-named object that a view creates for one of its controls (a text field's
    /// `InputPresenter` formatter), or that a screen's presenter creates for one of its subviews
    /// (`QrImageViewPresenter` of a `QrImageView: UIView`), is a component of that screen, not a
    /// screen module that lacks a builder. It is one when every part of the module has only weak
    /// evidence, a view or another module's presenter creates it,
    /// and nothing it holds is a view controller or a protocol a view controller adopts: it serves
    /// no screen. A presenter that talks to a view controller (`weak var view: QuizView?` adopted
    /// by `QuizViewController`) is a screen's presenter and is still reported.
    static func isComponentOfAnotherView(_ module: Module, in model: ProjectModel) -> Bool {
        guard let wiring = module.wiredBy, wiring.kind == .otherModulePart,
              wiring.creatorRole == .view || wiring.creatorRole == .presenter,
              module.parts.allSatisfy({ $0.role.isProtocolRole || $0.role == .entity || $0.evidence.strength == .weak }),
              let created = module.parts.first(where: { $0.typeName == wiring.created && $0.role == .presenter }),
              let index = model.lookup(created.typeName, from: created.file) else { return false }
        return !holdsAViewController(index, in: model)
    }

    /// A module with no presenter and no view controller, only UIKit views (a call banner laid
    /// over the window, driven by a use case the app delegate makes): no screen to assemble.
    static func isUIKitViewsOnlyModule(_ module: Module, in model: ProjectModel) -> Bool {
        let views = module.parts(.view)
        return module.parts(.presenter).isEmpty && !views.isEmpty && views.allSatisfy { part in
            model.lookup(part.typeName, from: part.file).map { isUIKitView($0, in: model) } == true
        }
    }

    /// A module with no presenter whose views and other parts (interactor, router, their
    /// protocols) never name each other and live apart: a screen and a use case that only share a
    /// name stem (`EditPageScene/EditPageViewController` and `Domain/UseCases/EditPageUseCase`,
    /// both made by a coordinator in an MVVM app). The contract asks for evidence, not names: they
    /// are no module to assemble. A wireframe next to its screen (reached through a view model)
    /// still makes one.
    static func isUnconnectedPresenterlessModule(_ module: Module, in model: ProjectModel) -> Bool {
        guard module.parts(.presenter).isEmpty else { return false }
        let viewRoles: Set<Role> = [.view, .viewProtocol]
        var viewNames: Set<Substring> = []
        var otherNames: Set<Substring> = []
        var views: [Int] = []
        var others: [Int] = []
        for part in module.parts where part.role != .entity {
            guard let index = model.lookup(part.typeName, from: part.file) else { return false }
            if viewRoles.contains(part.role) {
                viewNames.insert(model.types[index].baseName)
                views.append(index)
            } else {
                otherNames.insert(model.types[index].baseName)
                others.append(index)
            }
        }
        guard !views.isEmpty, !others.isEmpty else { return false }
        func names(_ index: Int, any names: Set<Substring>) -> Bool {
            for piece in model.types[index].pieces {
                for ref in piece.decl.inheritance where names.contains(ref.baseName) { return true }
                for property in piece.decl.properties {
                    if let type = property.type, type.allNames.contains(where: { names.contains($0.baseName) }) { return true }
                }
                if piece.decl.body.mentions.contains(where: { names.contains(NameText.baseName($0.name)) }) { return true }
            }
            return false
        }
        func folder(_ index: Int) -> Substring { PathText.parent(model.types[index].file)[...] }
        func isNear(_ a: Substring, _ b: Substring) -> Bool {
            a == b || a.hasPrefix(b + "/") || b.hasPrefix(a + "/") || PathText.parent(String(a)) == PathText.parent(String(b))
        }
        if views.contains(where: { view in others.contains { isNear(folder(view), folder($0)) } }) { return false }
        // A view that reaches the router through the object it keeps (`viewModel: SignInViewModel`
        // holding `router: SignInRouter`, made together by another screen's router) is tied to it.
        func namesThroughHeld(_ view: Int) -> Bool {
            for (property, file) in model.types[view].storedProperties where !property.isStatic {
                guard let type = property.type else { continue }
                for named in type.allNames {
                    guard let held = model.lookup(named.name, from: file), held != view, !model.types[held].isProtocol,
                          model.types[held].role == nil else { continue }
                    if model.types[held].storedProperties.contains(where: { kept, _ in
                        kept.type?.allNames.contains(where: { otherNames.contains($0.baseName) }) == true
                    }) { return true }
                }
            }
            return false
        }
        if views.contains(where: namesThroughHeld) { return false }
        return !views.contains { names($0, any: otherNames) } && !others.contains { names($0, any: viewNames) }
    }

    /// The composition roots that wire at least one module with a view controller.
    static func compositionRootsWiringScreens(_ model: ProjectModel) -> Set<String> {
        var roots: Set<String> = []
        for module in model.modules {
            guard let wiring = module.wiredBy, wiring.kind == .compositionRoot, !roots.contains(wiring.creator) else { continue }
            if module.parts(.view).contains(where: { part in model.lookup(part.typeName, from: part.file).map { isViewController($0, in: model) } == true }) {
                roots.insert(wiring.creator)
            }
        }
        return roots
    }

    /// Whether a presenter holds a view controller, or a protocol that a view controller adopts.
    static func holdsAViewController(_ index: Int, in model: ProjectModel) -> Bool {
        // Its base class's references count too (`KillSwitchDropdownPresenter:
        // QuickSettingDropdownPresenter`, whose `weak var viewController` the subclasses share).
        for owner in [index] + model.superclasses(of: index) {
            for piece in model.types[owner].pieces {
                for property in piece.decl.properties {
                    guard let name = property.type?.name, let target = model.lookup(name, from: piece.file) else { continue }
                    let servers = model.types[target].isProtocol ? model.adopters[target] ?? [] : [target]
                    if servers.contains(where: { isViewController($0, in: model) }) { return true }
                }
            }
        }
        return false
    }

    /// The presenter of a UIKit view or cell (`FooterTableViewCellPresenter` of a
    /// `FooterTableViewCell`, `AmountLabelViewPresenter` of an `AmountLabelView: UIView`), or of no
    /// view at all that a presenter or an interactor creates (a cell presenter's
    /// `SMSSwitchViewPresenter`), is a component of some screen, not a screen module: no view
    /// controller is in the module and the presenter holds none. The views of SwiftUI modules are
    /// no UIKit views, and a view-less presenter that a router, builder or view creates is a
    /// screen's, so both are still judged.
    static func isViewComponent(_ module: Module, in model: ProjectModel) -> Bool {
        guard let presenterPart = module.parts(.presenter).first,
              let presenter = model.lookup(presenterPart.typeName, from: presenterPart.file) else { return false }
        let views = module.parts(.view).map { model.lookup($0.typeName, from: $0.file) }
        if views.isEmpty {
            if servesOnlyUIKitViews(module, presenter: presenter, in: model) { return !holdsAViewController(presenter, in: model) }
            guard let wiring = module.wiredBy, wiring.kind != .topLevelCode,
                  wiring.creatorRole == .presenter || wiring.creatorRole == .interactor || wiring.creatorRole == nil else { return false }
            // A creator without a role may be a router or builder set aside as no module's part
            // (a flow's `SecureChannelRouter`): its name still says it makes screens.
            if wiring.creatorRole == nil, let creator = model.lookup(wiring.creator, from: wiring.site.file),
               let role = model.types[creator].assignment?.role, [.router, .builder, .navigationOwner, .view].contains(role) {
                return false
            }
        } else {
            guard views.allSatisfy({ $0.map { isUIKitView($0, in: model) || isCellController($0, in: model) } == true }) else { return false }
        }
        return !holdsAViewController(presenter, in: model)
    }

    /// Whether a view-less module's presenter serves UIKit views only: the view protocols of its
    /// module are adopted by UIKit views and by no view controller (a `...PresenterDelegate` that
    /// a `MUView` subclass adopts, while that view is a helper of the screen around it), or the
    /// presenter itself creates a UIKit view and no view controller (a static
    /// `createView() -> SettingsToggleView` on a toggle's presenter).
    static func servesOnlyUIKitViews(_ module: Module, presenter: Int, in model: ProjectModel) -> Bool {
        var adopters: [Int] = []
        for part in module.parts(.viewProtocol) {
            guard let index = model.lookup(part.typeName, from: part.file) else { continue }
            adopters += model.adopters[index] ?? []
        }
        if !adopters.isEmpty { return adopters.allSatisfy { isUIKitView($0, in: model) } }
        var createsAView = false
        for piece in model.types[presenter].pieces {
            for mention in piece.decl.body.mentions where mention.context == .initializerCall {
                guard let target = model.lookup(mention.name, from: piece.file), target != presenter else { continue }
                if isViewController(target, in: model) { return false }
                if isUIKitView(target, in: model) { createsAView = true }
            }
        }
        return createsAView
    }

    /// A class that inherits from a UIKit or AppKit view, cell or control (`UITableViewCell`,
    /// `UIView`), not from a view controller.
    static func isUIKitView(_ index: Int, in model: ProjectModel) -> Bool {
        guard model.types[index].kind == .class, !isViewController(index, in: model),
              let base = model.platformUIBase(of: index) else { return false }
        return RoleVocabulary.platformViewClassSuffixes.contains { $0 != "Controller" && base.hasSuffix($0) }
    }

    /// A cell controller (`final class ListCellController: NSObject, ListCellViewProtocol` that
    /// dequeues one row's cell for a list screen's adapter): a plain `NSObject` named for the cell
    /// it serves, so the presenter it talks to is one row's, not a screen's.
    static func isCellController(_ index: Int, in model: ProjectModel) -> Bool {
        guard model.types[index].kind == .class, !isViewController(index, in: model),
              RoleVocabulary.cellControllerSuffixes.contains(where: { model.types[index].baseName.hasSuffix($0) }) else { return false }
        return model.types[index].pieces.contains { piece in
            piece.decl.kind == .class && piece.decl.inheritance.first?.baseName == "NSObject"
        }
    }

    /// A class that is (or inherits from) a UIKit or AppKit view controller.
    static func isViewController(_ index: Int, in model: ProjectModel) -> Bool {
        model.isViewController(index)
    }

    /// What to change: where the wiring is now (when something creates the module) and the builder to add.
    static func message(module: Module, stem: String, parts: String) -> String {
        let builder = "a builder (`\(stem)Builder`, an assembly, a configurator, or a static factory on its router)"
        guard let wiring = module.wiredBy else {
            return "module \(module.name) has no builder: add \(builder) that creates and wires its parts (\(parts))"
        }
        let creator = "`\(wiring.creator)`"
        let created = "`\(wiring.created)`"
        switch wiring.kind {
        case .compositionRoot:
            return "module \(module.name) is wired by the app-wide \(creator), which wires \(wiring.moduleCount) modules: "
                + "give \(module.name) \(builder) that creates and wires its parts (\(parts)) and let \(creator) call it, "
                + "or list \(creator) in this rule's `compositionRoots` option"
        case .ownPart:
            let role = wiring.creatorRole.map { "its \($0.rawValue) " } ?? ""
            return "module \(module.name) has no builder: \(role)\(creator) creates \(created) itself; move that wiring into "
                + "\(builder) that creates and wires its parts (\(parts))"
        case .otherModulePart:
            let role = wiring.creatorRole.map { "the \($0.rawValue) " } ?? ""
            let owner = wiring.creatorModule.map { " of module \($0)" } ?? ""
            return "module \(module.name) has no builder: \(created) is created by \(role)\(creator)\(owner), which is not a "
                + "builder; add \(builder) that creates and wires its parts (\(parts)) and let \(creator) ask it for the module"
        case .navigationOwner, .otherType:
            return "module \(module.name) has no builder: \(created) is created by \(creator), which is not a builder; add "
                + "\(builder) that creates and wires its parts (\(parts)) and let \(creator) call it"
        case .topLevelCode:
            return "module \(module.name) has no builder: \(created) is created by top-level code in \(wiring.creator); add "
                + "\(builder) that creates and wires its parts (\(parts)) and call it from there"
        }
    }
}
