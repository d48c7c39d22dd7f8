import ViperLintCore
import ViperLintFacts

/// Evidence, not names: a type whose role rests on its name or folder alone is a module part only
/// when it is connected to another part of the same module (it holds or is held by a reference to
/// one, conforms to one of the module's protocols, or one instantiates the other). Unconnected
/// types (`AlertPresenter` enums with static functions, one-shot `PushRouter(...).move()` helpers)
/// are set aside; a connected one whose role the module already fills with stronger evidence (a
/// display-data factory in a `Presenter/` folder next to the real presenter) is a helper.
extension ProjectModel {
    /// Concrete part roles that a name or a folder alone can give; entities and navigation owners
    /// follow their own rules.
    static let rolesNeedingConnection: Set<Role> = [.view, .presenter, .interactor, .router, .builder]

    /// The project types a type is tied to: its stored properties' types (with typealiases and
    /// generic arguments), what it conforms to or inherits from, and what it instantiates.
    func connections(of index: Int) -> Set<Int> {
        var result: Set<Int> = []
        let baseName = types[index].baseName
        // A protocol whose role comes only from this type adopting it proves nothing. The check
        // used to run over the whole set before each piece's initializer calls, so the last
        // piece's calls are the only targets it never applied to.
        func provesNothing(_ target: Int) -> Bool {
            guard types[target].isProtocol, case .adoption(let adopter, _)? = types[target].assignment?.evidence else { return false }
            return adopter == baseName
        }
        func add(_ name: String, from file: String, isLastCall: Bool = false) {
            for resolved in resolve(name, in: index) {
                if let target = lookup(resolved, from: file), target != index, isLastCall || !provesNothing(target) {
                    result.insert(target)
                }
            }
        }
        let pieces = types[index].pieces
        for (position, piece) in pieces.enumerated() {
            for property in piece.decl.properties where property.isStored && !property.isStatic {
                guard let type = property.type else { continue }
                for ref in type.allNames { add(ref.name, from: piece.file) }
            }
            for ref in piece.decl.inheritance {
                for named in ref.allNames { add(named.name, from: piece.file) }
            }
            // A builder also wires what it names as a type (`TyphoonDefinition.withClass(LoginPresenter.self)`
            // in a Rambler-style Typhoon assembly), as module grouping counts it (`wiredParts`).
            let isBuilder = types[index].role == .builder
            for mention in piece.decl.body.mentions where mention.context == .initializerCall || (isBuilder && mention.context == .staticMember) {
                add(mention.name, from: piece.file, isLastCall: position == pieces.count - 1)
            }
            // So does a configurator naming its parts for the protocol it adopts (`typealias
            // Presenter = AuthPresenter`), as `wiredParts` counts it.
            if isBuilder {
                for target in ProjectModel.partsNamedForAdoptedProtocol(piece.decl) { add(target.name, from: piece.file) }
            }
            // Both checks below look at casts: most pieces have none, and are skipped before any
            // set is built (this runs for every type of every module).
            guard piece.decl.body.mentions.contains(where: { $0.context == .cast }) else { continue }
            // A screen made from a storyboard and cast to its class (see `wiredParts`).
            if piece.decl.body.calls.contains(where: RoleVocabulary.isStoryboardInstantiation) {
                let instantiating = Set(piece.decl.body.calls.compactMap { call in
                    RoleVocabulary.isStoryboardInstantiation(call) ? call.member : nil
                })
                for mention in piece.decl.body.mentions where mention.context == .cast {
                    if let member = mention.member, instantiating.contains(member) { add(mention.name, from: piece.file) }
                }
            }
            // A typed accessor over a base class's stored reference (Viperit's
            // `var presenter: LoginPresenter { _presenter as! LoginPresenter }`): the type holds
            // that part, through a property its framework declares.
            if piece.decl.properties.contains(where: { !$0.isStored && !$0.isStatic && $0.type != nil }) {
                let casts = Set(piece.decl.body.mentions.lazy.filter { $0.context == .cast }.map(\.name))
                for property in piece.decl.properties where !property.isStored && !property.isStatic {
                    guard let type = property.type, casts.contains(type.name) else { continue }
                    add(type.name, from: piece.file)
                }
            }
        }
        return result
    }

    /// Which of `presenters` no other type and no top-level code names (in an inheritance
    /// clause or anywhere a body mentions a type: annotations, signatures, initializer calls,
    /// casts, static members), and that create a view themselves. Compared by base name, so it
    /// errs toward "named".
    func presentersNamedNowhereElse(_ presenters: [Int]) -> Set<Int> {
        // The cheap test first: few presenters create a view, and the scan below reads every
        // mention of the project (2.7 % of a cold run on a 6,000-file app when run for all).
        let candidates = presenters.filter(createsAView)
        guard !candidates.isEmpty else { return [] }
        var byBaseName: [Substring: [Int]] = [:]
        for candidate in candidates { byBaseName[types[candidate].baseName, default: []].append(candidate) }
        // Most names differ in length from every candidate's: skip them before hashing (a table
        // by length, since this runs for every mention of the project).
        var hasLength = [Bool](repeating: false, count: (byBaseName.keys.map(\.utf8.count).max() ?? 0) + 1)
        for key in byBaseName.keys { hasLength[key.utf8.count] = true }
        var named: Set<Int> = []
        func note(_ name: String, by owner: Int?) {
            let base = NameText.baseName(name)
            let length = base.utf8.count
            guard length < hasLength.count, hasLength[length], let matches = byBaseName[base] else { return }
            for match in matches where match != owner { named.insert(match) }
        }
        for index in types.indices {
            for piece in types[index].pieces {
                for ref in piece.decl.inheritance { for each in ref.allNames { note(each.name, by: index) } }
                for mention in piece.decl.body.mentions { note(mention.name, by: index) }
            }
        }
        for file in files { for mention in file.topLevel.mentions { note(mention.name, by: nil) } }
        return Set(candidates.filter { !named.contains($0) })
    }

    /// Whether a type keeps UIKit's plain `UIViewController` strongly (the screen it works for,
    /// which owns it), not a view of its own kind and not weakly (a presenter's view).
    private func keepsHostViewController(_ index: Int) -> Bool {
        types[index].storedProperties.contains { property, _ in
            !property.isStatic && property.ownership == .strong
                && property.type.map { NameText.baseName($0.name) == RoleVocabulary.hostViewControllerType } == true
        }
    }

    /// Whether a type's code calls the initializer of a view (`PasscodeLockViewController(...)`):
    /// a presenter snippet that only holds its view (a rule page's example, a module whose
    /// builder is outside the linted tree) stays a presenter even when nothing names it.
    private func createsAView(_ index: Int) -> Bool {
        types[index].pieces.contains { piece in
            piece.decl.body.mentions.contains { mention in
                mention.context == .initializerCall
                    && lookup(mention.name, from: piece.file).map { types[$0].assignment?.role == .view } == true
            }
        }
    }

    /// The roles a singleton loses when its evidence is weak. Routers and builders keep theirs: a
    /// shared router is still router code, where navigation belongs.
    static let rolesSetAsideAsSingletons: Set<Role> = [.view, .presenter, .interactor]

    /// The name of a static stored property initialized with an instance of the type itself
    /// (`static let shared = Foo()`, `static let shared: Foo = Foo()`, `= Self()`), if any. A
    /// static property merely typed as the type (`static var lastShown: LoginPresenter?`) is not
    /// a shared instance.
    /// `ignoringSamples`: a static sample (`static let example = Page(...)` for SwiftUI previews,
    /// `static let mock`) is not the one shared instance. Only the entity check asks so: a module
    /// part with a static mock is still set aside as app-wide machinery.
    func singletonInstanceProperty(of index: Int, ignoringSamples: Bool = false) -> String? {
        let baseName = types[index].baseName
        for piece in types[index].pieces {
            for property in piece.decl.properties where property.isStatic && property.isStored {
                guard let created = property.initializerType, !ignoringSamples || !RoleVocabulary.isSampleInstanceName(property.name)
                else { continue }
                if created == "Self" || NameText.baseName(created) == baseName { return property.name }
            }
        }
        return nil
    }

    /// Removes weakly evidenced parts that nothing in their module ties to, and marks helpers.
    /// Repeats until stable: a part may have been connected only through a removed one.
    /// Returns the weakly evidenced types, for `setAsideOutsideModules` once modules are built.
    mutating func separateWeakParts(_ keyOf: inout [Int: String], bases: Set<Int>, wired: Set<Int>, jobs: Int) -> [Int] {
        // Each type's connections are independent lookups: in parallel.
        let keyed = keyOf.keys.sorted()
        let linkSets = parallelMap(keyed.count, jobs: jobs, minimumPerWorker: 256) { [model = self] in model.connections(of: keyed[$0]) }
        // A class others inherit from is judged through its subclasses (`class Router` with one
        // `LoginRouter: Router`): shared machinery, never set aside.
        var superclassesInUse = bases
        // A test double subclassing a part (`CartProductListUseCaseMock: CartProductListUseCase`)
        // uses no base class: the part stays judged by its connections.
        for index in types.indices where types[index].kind == .class {
            if let parent = superclasses(of: index).first, !isTestDouble(index) { superclassesInUse.insert(parent) }
        }
        // A presenter that keeps a window of its own or of its base class (`PasscodeLockPresenter`
        // showing its lock screen in a window above the app's, subclassed by the app) is UIKit
        // machinery, base class or not (see `windowPresenters` below).
        // A window of the project's own kind (`IOPresenterWindow: UIWindow`) is a window too.
        func isWindow(_ type: TypeRef, from file: String) -> Bool {
            if NameText.baseName(type.name) == RoleVocabulary.windowType { return true }
            guard let declared = lookup(type.name, from: file), types[declared].kind == .class else { return false }
            return ([declared] + superclasses(of: declared)).contains { holder in
                types[holder].pieces.contains { piece in
                    piece.decl.inheritance.first.map { NameText.baseName($0.name) == RoleVocabulary.windowType } == true
                }
            }
        }
        func keepsWindow(_ index: Int) -> Bool {
            ([index] + superclasses(of: index)).contains { holder in
                types[holder].storedProperties.contains { property, file in
                    !property.isStatic && property.type.map { isWindow($0, from: file) } == true
                }
            }
        }
        func needsConnection(_ index: Int) -> Bool {
            guard let assignment = types[index].assignment, !types[index].isProtocol,
                  ProjectModel.rolesNeedingConnection.contains(assignment.role) else { return false }
            return assignment.evidence.strength == .weak
                && (!superclassesInUse.contains(index) || (assignment.role == .presenter && keepsWindow(index)))
        }
        // Module keys as numbers (-1: none) and the per-type answers as arrays: the loop below
        // visits every link each round, and string keys hashed per link dominated it.
        var keyNumbers: [String: Int] = [:]
        var keyNumber = [Int](repeating: -1, count: types.count)
        var needs = [Bool](repeating: false, count: types.count)
        for index in keyed {
            let key = keyOf[index]!
            if keyNumbers[key] == nil { keyNumbers[key] = keyNumbers.count }
            keyNumber[index] = keyNumbers[key]!
            needs[index] = needsConnection(index)
        }
        // A weakly evidenced view, presenter or interactor that keeps its one instance in a
        // static property (`static let shared = LoadingOverlayPresenter()`) is app-wide
        // machinery, not a part of a screen's module, whatever it holds.
        // But one that its own module's builder reaches through a static member and hands to the
        // module (`HomeInteractor.shared`, whose methods `HomeBuilder.build()` passes to the
        // presenter) is that module's part. A fluent builder nested in the singleton
        // (`AlertView.AlertViewBuilder` filling `AlertView.instance`) is the singleton's own API.
        func isHandedOutByOwnBuilder(_ index: Int) -> Bool {
            guard let key = keyOf[index] else { return false }
            let name = types[index].baseName
            let nestedPrefix = types[index].name + "."
            return keyed.contains { other in
                other != index && keyOf[other] == key && types[other].role == .builder && !types[other].name.hasPrefix(nestedPrefix)
                    && types[other].pieces.contains { piece in
                    piece.decl.body.mentions.contains { $0.context == .staticMember && NameText.baseName($0.name) == name }
                }
            }
        }
        var singletonInstance: [Int: String] = [:]
        for index in keyed where needs[index] && ProjectModel.rolesSetAsideAsSingletons.contains(types[index].assignment!.role) {
            if let instance = singletonInstanceProperty(of: index), !isHandedOutByOwnBuilder(index) {
                singletonInstance[index] = "\(types[index].name).\(instance)"
            }
        }
        var sharedBase = [Bool](repeating: false, count: types.count)
        for index in superclassesInUse where types[index].assignment != nil { sharedBase[index] = true }
        // A presenter by name or folder alone that creates its own view and that nothing else in
        // the project names (builds, holds, inherits, passes) is no module's presenter: it shows a
        // screen in UIKit's sense (`PasscodeLockPresenter` with its own window and view
        // controller, copied in from a library and unused), not VIPER's.
        // Only a role from the name or folder: conforming to a module's own protocol
        // (`...InteractorOutputProtocol`) already ties a presenter to VIPER.
        // A weakly evidenced presenter whose role comes from its name or folder alone (`byName`),
        // or also from a protocol named like a presenter's (`byNamedProtocol`).
        func presenterEvidence(_ index: Int) -> (byName: Bool, byNamedProtocol: Bool) {
            guard needs[index], let assignment = types[index].assignment, assignment.role == .presenter else { return (false, false) }
            switch assignment.evidence {
            case .nameSuffix, .folder: return (true, false)
            case .conformanceToNamed: return (false, true)
            default: return (false, false)
            }
        }
        let unnamedPresenters = presentersNamedNowhereElse(keyed.filter { presenterEvidence($0).byName })
        // A presenter by name or folder alone that keeps the app's window (`ModalPresenter`,
        // `AlertPresenter` in breadwallet's flow controllers, showing any screen over the root)
        // is app-wide machinery, a coordinator in all but name, not a screen module's presenter;
        // so is one whose role comes from a protocol named like a presenter's and nothing more
        // (`IOBottomSheetPresenterImpl: IOBottomSheetPresenter`, showing sheets in a window of
        // its own), unless it holds an interactor or a router: then it is a module's presenter
        // that also keeps the window (fearless's `RootPresenter`, choosing the first screen).
        func holdsInteractorOrRouter(_ index: Int) -> Bool {
            types[index].storedProperties.contains { property, file in
                guard let type = property.type, let held = lookup(type.name, from: file), let role = types[held].role else { return false }
                return [.interactor, .interactorProtocol, .router, .routerProtocol].contains(role)
            }
        }
        let windowPresenters = Set(keyed.filter { index in
            let evidence = presenterEvidence(index)
            guard evidence.byName || (evidence.byNamedProtocol && !holdsInteractorOrRouter(index)) else { return false }
            return keepsWindow(index)
        })
        // A presenter by name or folder alone that creates its own view controller and keeps the
        // screen it was created for as a plain `UIViewController` (Simplenote's `PopoverPresenter`,
        // made by two screens with `containerViewController: self`) is a presentation helper of
        // that screen, not a module's presenter: a VIPER presenter's view comes from its builder.
        let hostedPresenters = Set(keyed.filter { index in
            presenterEvidence(index).byName && keepsHostViewController(index) && !holdsInteractorOrRouter(index) && createsAView(index)
        })
        // A router by name or folder alone, or by a protocol named like a router's, that keeps the
        // app's window and holds no view, presenter or interactor (`AppRouter(window:)`, made by
        // the scene delegate to set the first screen as the window's root) is the app's root
        // router, a coordinator in all but name, not a screen module's router. A module's router
        // that also keeps the window holds its view (or any view controller) or presenter, or
        // its presenter holds it.
        func holdsScreenPart(_ index: Int) -> Bool {
            types[index].storedProperties.contains { property, file in
                guard let type = property.type else { return false }
                if RoleVocabulary.uiKitViewControllers.contains(String(NameText.baseName(type.name))) { return true }
                guard let held = lookup(type.name, from: file), let role = types[held].role else { return false }
                return [.view, .viewProtocol, .presenter, .presenterProtocol, .interactor, .interactorProtocol].contains(role)
            }
        }
        // A module's router is made by its builder or held by its presenter (or another part);
        // the root router is made and held by the app or scene delegate.
        func isMadeOrHeldByModulePart(_ index: Int) -> Bool {
            let held = Set([index] + supertypes(of: index).compactMap(\.index))
            let name = types[index].baseName
            return types.indices.contains { holder in
                guard holder != index, let role = types[holder].role,
                      [.view, .presenter, .interactor, .router, .builder].contains(role) else { return false }
                return types[holder].storedProperties.contains { property, file in
                    property.type.flatMap { lookup($0.name, from: file) }.map(held.contains) == true
                } || types[holder].pieces.contains { piece in
                    piece.decl.body.mentions.contains { $0.context == .initializerCall && NameText.baseName($0.name) == name }
                }
            }
        }
        let windowRouters = Set(keyed.filter { index in
            guard needs[index], let assignment = types[index].assignment, assignment.role == .router else { return false }
            switch assignment.evidence {
            case .nameSuffix, .folder, .conformanceToNamed: break
            default: return false
            }
            return keepsWindow(index) && !holdsScreenPart(index) && !isMadeOrHeldByModulePart(index)
        })
        let setAsideMachinery = unnamedPresenters.union(windowPresenters).union(hostedPresenters).union(windowRouters)
            .union(useCasesOfViewModels(keyed: keyed, keyNumber: keyNumber, needs: needs))
        // Linear in the links: an edge between two members of one module connects both ends.
        var changed = true
        while changed {
            changed = false
            var connected = [Bool](repeating: false, count: types.count)
            for (position, index) in keyed.enumerated() where keyNumber[index] >= 0 {
                for target in linkSets[position] where target != index {
                    if keyNumber[target] == keyNumber[index] {
                        connected[index] = true
                        connected[target] = true
                    } else if sharedBase[target] {
                        // A base class shared by several screens (`ExamViewController`) is a part
                        // of each of them, though it joins no module itself.
                        connected[index] = true
                    }
                }
            }
            for index in keyed where keyNumber[index] >= 0 && needs[index] && (!connected[index] || setAsideMachinery.contains(index)) {
                keyOf[index] = nil
                keyNumber[index] = -1
                types[index].setAside = .unconnected(types[index].assignment!)
                changed = true
            }
            // Singletons go in the first round: what only they connected goes in the next.
            for (index, instance) in singletonInstance where keyNumber[index] >= 0 {
                keyOf[index] = nil
                keyNumber[index] = -1
                types[index].setAside = .singleton(types[index].assignment!, instance: instance)
                changed = true
            }
        }
        // A presenter by name that is all there is of its module, beside the protocol it implements
        // as a service (`AlertPresenterImpl: AlertPresenter`, which a DI container injects into
        // other presenters): no view, interactor or router is tied to it, so it is no screen's.
        var membersByKey: [Int: [Int]] = [:]
        for index in keyed where keyNumber[index] >= 0 { membersByKey[keyNumber[index], default: []].append(index) }
        for members in membersByKey.values {
            let concrete = members.filter { !types[$0].isProtocol }
            guard concrete.count == 1, let presenter = concrete.first, needs[presenter],
                  types[presenter].assignment?.role == .presenter else { continue }
            // An MVVM view model that adopts a protocol named like a presenter's
            // (`CancelOrderViewModel: CancelOrderViewOutput`), with no other part around it, is
            // the view model its name says; its screen's coordinator makes it. So is a class whose
            // own name says no part and shares no stem with that protocol (`AppStateMachine:
            // AppEventHandler`, an app's lifecycle state machine).
            if case .conformanceToNamed(let named, _)? = types[presenter].assignment?.evidence,
               RoleVocabulary.viewModelSuffixes.contains(where: { NameText.hasSuffix(types[presenter].baseName, $0) })
                || (vocabulary(forFile: types[presenter].file).roleBySuffix(types[presenter].baseName, isProtocol: false) == nil
                    && ProjectModel.stem(of: types[presenter].baseName) != ProjectModel.stem(of: NameText.baseName(named))) {
                for member in members {
                    keyOf[member] = nil
                    keyNumber[member] = -1
                }
                types[presenter].setAside = .unconnected(types[presenter].assignment!)
                continue
            }
            // The service naming: the class is its protocol's name plus an implementation's
            // (`AlertPresenter` → `AlertPresenterImpl`, `ErrorPresenter` → `ErrorPresenterAlert`),
            // or the protocol is the class's name plus `Protocol` (`ErrorPresenter:
            // ErrorPresenterProtocol`, an alert service the app's router holds).
            let adopted = Set(supertypes(of: presenter).compactMap(\.index))
            let name = types[presenter].baseName
            guard members.count > 1, members.allSatisfy({ member in
                guard member != presenter else { return true }
                guard adopted.contains(member) else { return false }
                let protocolName = types[member].baseName
                return (name.count > protocolName.count && name.hasPrefix(protocolName))
                    || (protocolName.count > name.count && protocolName.hasPrefix(name)
                        && RoleVocabulary.serviceProtocolSuffixes.contains(String(protocolName.dropFirst(name.count))))
            }) else { continue }
            for member in members {
                keyOf[member] = nil
                keyNumber[member] = -1
            }
            types[presenter].setAside = .unconnected(types[presenter].assignment!)
        }
        // Helpers: the module already has this role with stronger evidence. But a part its
        // module's builder wires (the view controller a router's `createModule` takes from the
        // storyboard) is no helper of one whose only claim is a UIKit base class and that nothing
        // wires (an unused `UICollectionViewController` template in the same folder).
        // A namesake in another app of the repository (`EmplesGridView` of the VIPER variant beside
        // the MVP variant's) is that app's part, not a stronger part of this one: only a stronger
        // part of another name makes a helper.
        struct Claim { var rank: Int; var name: Substring; var besidesPlatformSubclass: Bool }
        var claims: [String: [Role: [Claim]]] = [:]
        for (index, key) in keyOf {
            guard let assignment = types[index].assignment else { continue }
            let claim = Claim(rank: assignment.evidence.rank, name: types[index].baseName,
                              besidesPlatformSubclass: !assignment.evidence.isPlatformBaseClass || wired.contains(index))
            claims[key, default: [:]][assignment.role, default: []].append(claim)
        }
        for (index, key) in keyOf where needsConnection(index) {
            let assignment = types[index].assignment!
            let name = types[index].baseName
            let isWired = wired.contains(index)
            let outranked = (claims[key]?[assignment.role] ?? []).contains { claim in
                claim.rank > assignment.evidence.rank && claim.name != name && (!isWired || claim.besidesPlatformSubclass)
            }
            if outranked { types[index].setAside = .helper(assignment) }
        }
        return types.indices.filter { needsConnection($0) }
    }

    /// Interactors by name or folder alone (`CartProductListUseCase`) in a group with no
    /// presenter, that no view of the group holds and that a type of no role holds
    /// (`CartViewModel`, the MVVM screen's view model, which a Swinject assembly makes with
    /// them): the view model's use cases, not a VIPER module's interactor. A view that holds or
    /// makes its interactor itself (a module of view and interactor) keeps it.
    func useCasesOfViewModels(keyed: [Int], keyNumber: [Int], needs: [Bool]) -> Set<Int> {
        var withPresenter: Set<Int> = []
        for index in keyed where keyNumber[index] >= 0 {
            if let role = types[index].assignment?.role, role == .presenter || role == .presenterProtocol { withPresenter.insert(keyNumber[index]) }
        }
        let candidates = keyed.filter { index in
            keyNumber[index] >= 0 && needs[index] && types[index].assignment?.role == .interactor && !withPresenter.contains(keyNumber[index])
        }
        guard !candidates.isEmpty else { return [] }
        // Each candidate with the forms a reference to it may be written as.
        var candidateOf: [Int: Int] = [:]
        for candidate in candidates {
            candidateOf[candidate] = candidate
            for form in supertypes(of: candidate).compactMap(\.index) where types[form].isProtocol { candidateOf[form] = candidate }
        }
        // Names first: a property's type is looked up only when its base name is one of the
        // candidates' forms (this walks every stored property of the project).
        let formNames = Set(candidateOf.keys.map { types[$0].baseName })
        var heldByRoleless: Set<Int> = []
        for holder in types.indices where types[holder].assignment == nil && types[holder].isDeclaredHere {
            // Asked only of holders that name a candidate (it hashes the file's path).
            var isDouble: Bool?
            for piece in types[holder].pieces {
                for property in piece.decl.properties where property.isStored && !property.isStatic {
                    guard let type = property.type else { continue }
                    for ref in type.allNames where formNames.contains(ref.baseName) {
                        if isDouble == nil { isDouble = isTestDouble(holder) }
                        if isDouble == true { continue }
                        if let target = lookup(ref.name, from: piece.file), let candidate = candidateOf[target] { heldByRoleless.insert(candidate) }
                    }
                }
            }
        }
        guard !heldByRoleless.isEmpty else { return [] }
        // A view of the group that holds or makes the interactor itself (`SetObjectCreationSettingsView`
        // creating `SetObjectCreationSettingsInteractor` for its view model) ties it to the screen.
        let groups = Set(heldByRoleless.map { keyNumber[$0] })
        var tiedToGroupView: Set<Int> = []
        for view in keyed where keyNumber[view] >= 0 && groups.contains(keyNumber[view]) && types[view].assignment?.role == .view {
            for target in connections(of: view) {
                if let candidate = candidateOf[target], keyNumber[candidate] == keyNumber[view] { tiedToGroupView.insert(candidate) }
            }
        }
        return heldByRoleless.subtracting(tiedToGroupView)
    }

    /// After modules are built: weakly evidenced types in no module (never grouped, or grouped
    /// with other loose types into something that is no module) are not parts either.
    mutating func setAsideOutsideModules(_ weaklyEvidenced: [Int]) {
        for index in weaklyEvidenced where types[index].module == nil && types[index].isDeclaredHere {
            switch types[index].setAside {
            case nil, .helper?:
                // A helper of a group that formed no module is listed as unconnected.
                types[index].setAside = .unconnected(types[index].assignment!)
            case .unconnected?, .singleton?:
                break
            }
        }
    }
}

/// Why a type with a role by name or folder is not judged as a module part.
public enum SetAside: Sendable, Equatable {
    /// Connected to no part of any module.
    case unconnected(RoleAssignment)
    /// Connected to a module that already has this role with stronger evidence.
    case helper(RoleAssignment)
    /// A view, presenter or interactor by name or folder that keeps its one instance in a static
    /// property (`instance` is `LoadingOverlayPresenter.shared`): listed as unconnected.
    case singleton(RoleAssignment, instance: String)

    public var assignment: RoleAssignment {
        switch self {
        case .unconnected(let assignment), .helper(let assignment), .singleton(let assignment, _): return assignment
        }
    }

    /// Why the type is set aside, as `modules` prints it: its role's evidence, and for a
    /// singleton its shared instance.
    public var reason: String {
        switch self {
        case .unconnected(let assignment), .helper(let assignment): return assignment.reason
        case .singleton(let assignment, let instance): return "\(assignment.reason); a singleton (`\(instance)`)"
        }
    }
}
