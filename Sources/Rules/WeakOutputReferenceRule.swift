import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// An interactor's reference to its output, and any module-to-module delegate or output
/// reference, must be `weak`.
public struct WeakOutputReferenceRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "weak-output-reference",
        options: [RuleOptionSpec(name: "allowUnowned", type: .bool)]
    )


    public func check(_ model: ProjectModel, options: RuleOptions) -> [Finding] {
        let allowUnowned = options.bool("allowUnowned", default: false)
        var findings: [Finding] = []
        var owners: HelperOwners?
        // Built only when a message needs to know who else holds an interactor.
        var holderIndex: HolderIndex?
        func holders() -> HolderIndex {
            if let holderIndex { return holderIndex }
            let built = HolderIndex(model)
            holderIndex = built
            return built
        }
        for index in model.types.indices where model.isJudged(type: index) && model.isReferenceType(index) {
            // Read in place before binding the whole `TypeInfo` (a copy retains each field).
            let role = model.types[index].role
            let isPart = role == .interactor || role == .presenter || role == .router
            // A helper (a data manager, a store) with no role of its own: judged only for a way back
            // to the interactor or presenter that holds it.
            let isHelper = role == nil && model.types[index].isDeclaredHere && !model.isTestDouble(index)
            guard isPart || isHelper else { continue }
            let info = model.types[index]
            for (property, file) in info.storedProperties where !property.isStatic && property.ownership != .weak {
                guard let type = property.type else { continue }
                if info.role == .interactor, let wrapper = strongWrapperToPresenter(type, in: index, file: file, model: model) {
                    if property.ownership != .strong && allowUnowned { continue }
                    findings.append(wrapperFinding(for: property, file: file, owner: info, wrapper: wrapper, model: model))
                    continue
                }
                let targets = model.referenceTargets(of: type, in: index, file: file)
                var holder: Int?
                let target: ReferenceTarget?
                if isPart {
                    target = targets.first { isOutput($0, property: property, owner: index, model: model) }
                } else {
                    if owners == nil { owners = HelperOwners.of(model) }
                    target = targets.first { target in
                        holder = owners!.holder(of: index, through: target, model: model)
                        return holder != nil
                    }
                }
                guard let target, let targetIndex = target.index else { continue }
                // An owned helper (`shownPickerHandler = GovernanceDelegatePicker(...)`): the owner
                // created it and is its only owner; weak would free it at once.
                if model.instantiates(index, conformerOf: targetIndex) { continue }
                if property.ownership != .strong && allowUnowned { continue }
                findings.append(finding(for: property, file: file, owner: info, ownerIndex: index, target: target, holder: holder,
                                        viewOwnsInteractor: holder == nil && info.role == .interactor
                                            && viewOwnsInteractor(index, presenterSide: targetIndex, holders: holders(), model: model),
                                        holders: holders, model: model))
            }
        }
        return findings
    }

    /// Clean Swift and VIP: the module's view stores the interactor, and no class on the
    /// presenter's side (`presenterSide` or its adopters) stores a reference to it. Then there is
    /// no cycle, and the interactor may be the presenter's only owner. Positive evidence only: a
    /// presenter that keeps its interactor behind a type-erasing wrapper (`AnyEventListener`)
    /// is not seen holding it, but then no view holds the interactor either.
    private func viewOwnsInteractor(_ owner: Int, presenterSide: Int, holders: HolderIndex, model: ProjectModel) -> Bool {
        guard let moduleName = model.types[owner].module,
              let module = model.modules.first(where: { $0.name == moduleName }) else { return false }
        if presenterSideHolds(owner, presenterSide: presenterSide, holders: holders, model: model) { return false }
        let held = Self.heldForms(of: owner, model: model)
        return module.parts.contains { part in
            part.role == .view && model.lookup(part.typeName, from: part.file).map { holds($0, held, model: model) } == true
        }
    }

    /// Whether a class on the presenter's side (`presenterSide`, or a class adopting it, also through
    /// a protocol that refines it) stores a reference to `owner`.
    private func presenterSideHolds(_ owner: Int, presenterSide: Int, holders: HolderIndex, model: ProjectModel) -> Bool {
        let held = Self.heldForms(of: owner, model: model)
        return holders.candidates(for: owner, held: held, model: model).contains { candidate in
            Self.isOnPresenterSide(candidate, presenterSide, model: model) && holds(candidate, held, model: model)
        }
    }

    /// Whether some class stores a reference to `owner` and none of them is on the presenter's side.
    private func heldOnlyOutsidePresenterSide(_ owner: Int, presenterSide: Int, holders: HolderIndex, model: ProjectModel) -> Bool {
        let held = Self.heldForms(of: owner, model: model)
        var heldOutside = false
        for candidate in holders.candidates(for: owner, held: held, model: model) where candidate != owner && holds(candidate, held, model: model) {
            if Self.isOnPresenterSide(candidate, presenterSide, model: model) { return false }
            heldOutside = true
        }
        return heldOutside
    }

    /// `presenterSide` itself, or a class adopting it (also through a protocol that refines it).
    private static func isOnPresenterSide(_ candidate: Int, _ presenterSide: Int, model: ProjectModel) -> Bool {
        candidate == presenterSide || model.supertypes(of: candidate).contains { $0.index == presenterSide }
    }

    /// The types a reference to `owner` may be written as: the owner, what it adopts or inherits,
    /// and its subclasses (a base interactor is held as the screen's own subclass).
    private static func heldForms(of owner: Int, model: ProjectModel) -> Set<Int> {
        var result = Set([owner] + model.supertypes(of: owner).compactMap(\.index))
        var pending = [owner]
        while let next = pending.popLast() {
            for (subclass, _) in model.subclassPieces[next] ?? [] where result.insert(subclass).inserted { pending.append(subclass) }
        }
        return result
    }

    /// Whether `holder` stores a reference to one of `held` (`heldForms(of:)`); with `weakOnly`, a
    /// `weak` or `unowned` one.
    private func holds(_ holder: Int, _ held: Set<Int>, weakOnly: Bool = false, model: ProjectModel) -> Bool {
        model.types[holder].storedProperties.contains { property, file in
            guard !property.isStatic, !weakOnly || property.ownership != .strong, let type = property.type else { return false }
            return model.referenceTargets(of: type, in: holder, file: file).contains { $0.index.map(held.contains) == true }
        }
    }

    /// The listener style's type erasure in the back direction: an interactor holding
    /// `AnyEventListener<ProfileResponse>`, where a presenter handles `ProfileResponse`. The wrapper
    /// decides the strength: one that keeps its base in a stored property that is not weak, or in a
    /// closure capturing it, holds the presenter strongly. Returns the wrapper's index. (The fix
    /// planner asks too: such a finding is fixed in the wrapper, not by making the property weak.)
    package func strongWrapperToPresenter(_ type: TypeRef, in index: Int, file: String, model: ProjectModel) -> Int? {
        let unwrapped = type.name == "Optional" ? (type.arguments.first ?? type) : type
        guard let event = unwrapped.arguments.first, let wrapper = model.lookup(unwrapped.name, from: file),
              model.types[wrapper].isDeclaredHere, !model.types[wrapper].genericParameters.isEmpty,
              model.types[wrapper].role == nil, keepsItsBaseStrongly(wrapper, model: model) else { return nil }
        // A listener wrapper (`AnyEventListener`), not a data provider (`AnySingleValueProvider<T>`).
        let wrapperName = model.types[wrapper].baseName
        guard RoleVocabulary.outputProtocolSuffixes.contains(where: { wrapperName.contains($0) }),
              let handled = model.lookup(event.name, from: file) else { return nil }
        // The listener style's single entry point: the module's presenter `handle`s the events.
        let module = model.types[index].module
        let handledByPresenter = model.types.indices.contains { candidate in
            model.types[candidate].role == .presenter && model.types[candidate].module == module
                && model.types[candidate].functions.contains { function, functionFile in
                function.name == "handle" && function.parameters.contains { parameter in
                    parameter.type.flatMap { model.lookup($0.name, from: functionFile) } == handled
                }
            }
        }
        return handledByPresenter ? wrapper : nil
    }

    /// A stored closure (`private let handler: (Event) -> Void`, capturing the base) or a stored
    /// property that is not weak.
    private func keepsItsBaseStrongly(_ wrapper: Int, model: ProjectModel) -> Bool {
        let generics = Set(model.types[wrapper].genericParameters)
        return model.types[wrapper].storedProperties.contains { property, _ in
            guard !property.isStatic, property.ownership != .weak, let type = property.type else { return false }
            return type.allNames.contains { $0.name == "->" } || !generics.isDisjoint(with: type.allNames.map(\.name))
                || type.name == "AnyObject" || type.name == "Any"
        }
    }

    private func wrapperFinding(for property: PropertyDecl, file: String, owner: TypeInfo, wrapper: Int,
                                model: ProjectModel) -> Finding {
        let wrapperName = model.types[wrapper].name
        let message = "`\(property.name)` reaches the presenter through `\(wrapperName)`, which keeps what it wraps strongly: "
            + "the presenter owns the interactor, so this is a retain cycle; make `\(wrapperName)` hold its base weakly "
            + "(`weak var base: AnyObject?`) or store the presenter in a `weak` property"
        var notes: [FindingNote] = []
        if let site = model.types[wrapper].declaration {
            notes.append(FindingNote(message: "`\(wrapperName)` declared here", location: site.location))
        }
        return self.finding(message, at: ProjectModel.site(property, file), symbol: "\(owner.name).\(property.name)",
                            module: owner.module, notes: notes)
    }

    /// Whether a part's reference is its way back: the interactor's output, or a reference from
    /// one module to the module that owns it (its delegate or module output). A reference to a
    /// child module (its module input, or a child presenter through its view-facing protocol) is
    /// a forward reference, owned by whoever holds it.
    private func isOutput(_ target: ReferenceTarget, property: PropertyDecl, owner ownerIndex: Int, model: ProjectModel) -> Bool {
        let owner = model.types[ownerIndex]
        guard let index = target.index, let role = owner.role else { return false } // external types: never guess
        let targetInfo = model.types[index]
        let base = targetInfo.baseName
        let named = targetInfo.isProtocol && RoleVocabulary.outputProtocolSuffixes.contains { NameText.hasSuffix(base, $0) }
        let viewFacing = RoleVocabulary.viewFacingProtocolSuffixes.contains { NameText.hasSuffix(base, $0) }
        let sameModule = targetInfo.module != nil && targetInfo.module == owner.module
        let otherModule = targetInfo.module != nil && owner.module != nil && targetInfo.module != owner.module
        // Named as a way back (`delegate`, `moduleOutput`, `resultListener`).
        var hasOutputName: Bool { NameText.words(of: property.name).contains { RoleVocabulary.outputPropertyWords.contains($0) } }
        switch target.role {
        case .moduleOutput?:
            return !isOwnInterfaceOfAnotherModule(index, holder: ownerIndex, model: model)
        case .interactorOutputProtocol?:
            return role == .interactor
        case .router?, .routerProtocol?:
            // A child module's router or presenter calling back up to the router that made it
            // (`var delegate: HomeRouterDelegate?`, which the tab bar's `HomeRouter` adopts and
            // hands in as `configureModule(delegate: self)`): the way back to another module.
            // (The parent's router may be in no module, as a tab bar's often is.) Held under any
            // other name, another module's router is one this module drives.
            // The child's own output protocol, refining a base router protocol
            // (`AddMoneyScanCardRouterOutputProtocol: ViperRouter`), is that way back too when only
            // parts of the modules that open this one (their views or routers) implement it.
            guard role == .router || role == .presenter, hasOutputName, let ownerModule = owner.module else { return false }
            let implementers = targetInfo.isProtocol ? (model.adopters[index] ?? []).filter { model.types[$0].isDeclaredHere } : [index]
            if sameModule {
                let parts = implementers.filter { !model.isTestDouble($0) }
                return !parts.isEmpty && parts.allSatisfy { model.types[$0].module.map { $0 != ownerModule } == true }
            }
            return !implementers.isEmpty && implementers.allSatisfy { $0 != ownerIndex && model.types[$0].module != ownerModule }
        case .view?, .viewProtocol?, .interactor?, .interactorProtocol?,
             .builder?, .builderProtocol?, .entity?, .navigationOwner?:
            return false
        case .moduleInput?:
            // The interactor reaching its presenter through the module's input protocol is its way
            // back; anyone holding another module's input (`cameraModuleInput`) commands a child.
            return role == .interactor && !otherModule
        case .presenter?, .presenterProtocol?:
            if role == .interactor { return true }
            if viewFacing { return false }
            // The holder's own protocol (a presenter's `searchBarDelegate:
            // SearchBarManagerDelegate?` that only this presenter adopts) leads to no other
            // module: it is not a way back.
            if targetInfo.isProtocol, model.adopters[index] == [ownerIndex] { return false }
            if named { return true }
            // Another module's presenter held under an output name (`delegate`, `moduleOutput`);
            // types placed by folder alone are too weak a signal to judge.
            guard otherModule, !sameModule, targetInfo.assignment?.evidence.isFolder == false else { return false }
            return hasOutputName
        case nil:
            // Named as an output, unless only flow coordinators implement it that keep no screen
            // strongly (a presenter's `output` to the coordinator that pushed its screen through a
            // `weak` navigation controller): nothing on that side owns this module. A coordinator
            // keeping its root view controller does (citydiscover's `FlowCoordinator`).
            if named {
                let implementers = (model.adopters[index] ?? []).filter { model.types[$0].isDeclaredHere && !model.isTestDouble($0) }
                let onlyDetachedCoordinators = !implementers.isEmpty && implementers.allSatisfy { implementer in
                    model.types[implementer].role == .navigationOwner && !keepsAScreenStrongly(implementer, model: model)
                }
                // Only helpers with no role implement it, and each keeps its own way back to this
                // owner `weak` (an interactor's `worker: PhotoListWorkerProtocolOutput?`, the worker
                // holding `weak var interactor`): this reference is the owner's, downward.
                let forms = implementers.isEmpty ? [] : Self.heldForms(of: ownerIndex, model: model)
                let onlyHelpersPointingBackWeakly = !implementers.isEmpty && implementers.allSatisfy { implementer in
                    model.types[implementer].role == nil && holds(implementer, forms, weakOnly: true, model: model)
                }
                // Only services with no role implement it, none a screen, and none keeps any
                // reference to this owner or a closure that could capture it
                // (`networkService: NetworkServiceDelegate` that `NetworkService` adopts;
                // `stampsListener: StampsListener` that the database's `StampsDataSourceListener`
                // adopts): a dependency named like a way back, with nothing on the other side
                // that could own this module.
                let onlyServicesHoldingNothingBack = !implementers.isEmpty && implementers.allSatisfy { implementer in
                    model.types[implementer].role == nil && !model.isViewController(implementer)
                        && !holds(implementer, forms, model: model) && !storesClosure(implementer, model: model)
                }
                return !viewFacing && !onlyDetachedCoordinators && !onlyHelpersPointingBackWeakly && !onlyServicesHoldingNothingBack
            }
            // A protocol with no role that only other modules' presenters implement, through the
            // presenter protocols that refine it (`MainPresenterProtocol: HomeControllerProtocol`),
            // held under an output name (`var delegate: HomeControllerProtocol?`): the way back to
            // the module that shows this one.
            guard targetInfo.isProtocol, !viewFacing, let ownerModule = owner.module, hasOutputName else { return false }
            let implementers = model.implementersThroughRefinement(of: index)
            return !implementers.isEmpty && implementers.allSatisfy { implementer in
                model.types[implementer].role == .presenter && model.types[implementer].module.map { $0 != ownerModule } == true
            }
        }
    }

    /// A stored property, not static, whose type has a function type in it (`let done: () -> Void`).
    private func storesClosure(_ index: Int, model: ProjectModel) -> Bool {
        model.types[index].storedProperties.contains { property, _ in
            !property.isStatic && property.type?.allNames.contains { $0.name == "->" } == true
        }
    }

    /// A stored property, not weak, that holds a view controller or window (UIKit's, or the
    /// project's by its base class or role) or a module part.
    private func keepsAScreenStrongly(_ index: Int, model: ProjectModel) -> Bool {
        model.types[index].storedProperties.contains { property, file in
            guard !property.isStatic, property.ownership == .strong, let type = property.type else { return false }
            return type.allNames.contains { ref in
                let base = String(ref.baseName)
                if RoleVocabulary.uiKitViewControllers.contains(base) || base == "UIWindow" { return true }
                guard let target = model.lookup(ref.name, from: file) else { return false }
                return model.isViewController(target) || [.view, .presenter, .router, .builder].contains(model.types[target].role)
            }
        }
    }

    /// A module-output protocol that its own module adopts (`AmountInputModuleOutput`, through
    /// which `AmountInputViewModel` or `AmountInputViewController` publishes its events) is that
    /// module's interface, not a way back: a screen of another module that holds it embeds that
    /// module as its child and owns it. In the objc.io style the output is adopted by the module
    /// that shows this one, never by this module's own parts. "Its own": in the protocol's
    /// module, or, where none was formed, named with the protocol's stem as its first words
    /// (`BrowserExploreViewModelImplementation` for `BrowserExploreModuleOutput`).
    private func isOwnInterfaceOfAnotherModule(_ protocolIndex: Int, holder: Int, model: ProjectModel) -> Bool {
        let module = model.types[protocolIndex].module
        let stem = ProjectModel.moduleStem(ofTypeNamed: model.types[protocolIndex].name, isProtocol: true)
        func isOwn(_ type: Int) -> Bool {
            if let module, model.types[type].module == module { return true }
            return !stem.isEmpty && NameText.startsWithWords(model.types[type].baseName, stem)
        }
        guard !isOwn(holder) else { return false }
        return (model.adopters[protocolIndex] ?? []).contains { adopter in
            model.types[adopter].isDeclaredHere && !model.isTestDouble(adopter) && isOwn(adopter)
        }
    }

    private func finding(for property: PropertyDecl, file: String, owner: TypeInfo, ownerIndex: Int, target: ReferenceTarget, holder: Int?,
                         viewOwnsInteractor: Bool, holders: () -> HolderIndex, model: ProjectModel) -> Finding {
        let reason: String
        if let holder {
            let holderInfo = model.types[holder]
            reason = "`\(holderInfo.baseName)` holds this \(owner.baseName), so a strong reference back is a retain cycle"
        } else if viewOwnsInteractor {
            // Clean Swift, VIP: the view holds the interactor, the interactor its presenter.
            reason = "an interactor holds its output weakly; here the view holds this interactor and nothing on the "
                + "presenter's side does, so give the presenter another owner (the view or the builder) before making this weak"
        } else if owner.role == .interactor, let presenterSide = target.index,
                  heldOnlyOutsidePresenterSide(ownerIndex, presenterSide: presenterSide, holders: holders(), model: model) {
            // Another class stores this interactor and nothing on the presenter's side does (a
            // cell's interactor that its cell keeps): the rule still asks for `weak`, but claiming
            // a cycle would be wrong. (A presenter may hold its interactor through a type-erasing
            // wrapper, unseen: without another holder, the usual ownership is assumed.)
            reason = "an interactor holds its output weakly; nothing on the presenter's side holds this interactor, "
                + "so give the presenter another owner before making this weak"
        } else if owner.role == .interactor {
            reason = "the presenter owns the interactor, so a strong reference back is a retain cycle"
        } else {
            reason = "the module on the other side owns this one, so a strong reference back is a retain cycle"
        }
        let message = model.weakReferenceMessage(property, target: target, nonClassBoundReason: reason,
                                                 strongReason: reason, outlives: "its owner")
        var notes: [FindingNote] = []
        if let targetIndex = target.index, let site = model.types[targetIndex].declaration {
            notes.append(FindingNote(message: "`\(model.types[targetIndex].name)` declared here", location: site.location))
        }
        if let holder, holder != target.index, let site = model.types[holder].declaration {
            notes.append(FindingNote(message: "`\(model.types[holder].name)` holds `\(owner.name)`", location: site.location))
        }
        let module = owner.module ?? holder.flatMap { model.types[$0].module }
        return self.finding(message, at: ProjectModel.site(property, file), symbol: "\(owner.name).\(property.name)",
                            module: module, notes: notes)
    }
}

/// The interactors and presenters that hold helpers: a helper's output reference is a way back
/// only when the type on the other end holds the helper. What each stored property refers to is
/// derived from the model's view alone and kept across an editor's edits; whether the property is
/// weak is read from the current facts at each question.
private struct HelperOwners: Sendable {
    /// For every protocol or class, the interactors and presenters that are or implement it.
    var implementers: [Int: [Int]] = [:]
    /// For every interactor and presenter, its stored non-static properties (piece, index in the
    /// piece's list) with the types each refers to.
    var references: [Int: [(piece: Int, property: Int, targets: [Int])]] = [:]

    static func of(_ model: ProjectModel) -> HelperOwners {
        model.derived.value("WeakOutputReferenceRule.HelperOwners") { HelperOwners(model) }
    }

    private init(_ model: ProjectModel) {
        for index in model.types.indices where model.isReferenceType(index) {
            guard let role = model.types[index].role, role == .interactor || role == .presenter else { continue }
            implementers[index, default: []].append(index)
            for (_, target) in model.supertypes(of: index) { if let target { implementers[target, default: []].append(index) } }
            for (pieceIndex, piece) in model.types[index].pieces.enumerated() {
                for (propertyIndex, property) in piece.decl.properties.enumerated() where property.isStored && !property.isStatic {
                    // `let store = NotesStore()` holds a `NotesStore` as surely as `let store: NotesStore`.
                    guard let type = property.type ?? property.initializerType.map({ TypeRef(name: $0) }) else { continue }
                    let targets = model.referenceTargets(of: type, in: index, file: piece.file).compactMap(\.index)
                    if !targets.isEmpty { references[index, default: []].append((pieceIndex, propertyIndex, targets)) }
                }
            }
        }
    }

    /// The types the non-weak stored properties of `index` refer to.
    func held(by index: Int, model: ProjectModel) -> Set<Int> {
        var result: Set<Int> = []
        for reference in references[index] ?? [] {
            let pieces = model.types[index].pieces
            guard reference.piece < pieces.count, reference.property < pieces[reference.piece].decl.properties.count,
                  pieces[reference.piece].decl.properties[reference.property].ownership != .weak else { continue }
            result.formUnion(reference.targets)
        }
        return result
    }

    /// The interactor or presenter that holds `helper` and that `target` (an output-named protocol,
    /// `ListDataManagerOutput`) leads back to.
    func holder(of helper: Int, through target: ReferenceTarget, model: ProjectModel) -> Int? {
        guard let index = target.index, model.types[index].isProtocol,
              RoleVocabulary.outputProtocolSuffixes.contains(where: { NameText.hasSuffix(model.types[index].baseName, $0) }),
              let candidates = implementers[index] else { return nil }
        let helperTypes = Set([helper] + model.supertypes(of: helper).compactMap(\.index))
        return candidates.first { candidate in !held(by: candidate, model: model).isDisjoint(with: helperTypes) }
    }
}

/// Which classes may hold a type: every stored non-static property's type names, by base name.
/// A cheap first cut before `holds` resolves the property (a typealias of the type is not seen).
private final class HolderIndex {
    private var byName: [Substring: [Int]] = [:]
    /// Classes holding a generic parameter or a typealias of their own (`BaseViewController<I>`
    /// with `var interactor: I?`): what they hold is known only after resolving, so they are
    /// always candidates.
    private var generic: [Int] = []

    init(_ model: ProjectModel) {
        for index in model.types.indices where model.isReferenceType(index) && !model.types[index].isProtocol {
            let own = Set(model.types[index].genericParameters + model.types[index].typealiases.map(\.name))
            var isGeneric = false
            for (property, _) in model.types[index].storedProperties where !property.isStatic {
                guard let type = property.type else { continue }
                for ref in type.allNames {
                    if own.contains(ref.name) { isGeneric = true }
                    byName[NameText.baseName(ref.name), default: []].append(index)
                }
            }
            if isGeneric { generic.append(index) }
        }
    }

    /// The classes with a stored property naming one of `held` (the forms of `owner`) or an
    /// external type `owner` adopts.
    func candidates(for owner: Int, held: Set<Int>, model: ProjectModel) -> Set<Int> {
        var names = Set(held.map { model.types[$0].baseName })
        for (name, index) in model.supertypes(of: owner) where index == nil { names.insert(NameText.baseName(name)) }
        var result = Set(generic)
        for name in names { result.formUnion(byName[name] ?? []) }
        return result
    }
}
