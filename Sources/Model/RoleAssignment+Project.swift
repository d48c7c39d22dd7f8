import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// Roles, strongest evidence first: configuration, conformance to a known base type or to a
/// protocol whose role is known, name suffix, folder. Protocols without a telling name take
/// the role of their implementers; entities by folder need an interactor that uses them.
package extension ProjectModel {
    mutating func assignRoles(jobs: Int) {
        let testFiles = Set(files.filter { ProjectModel.isTestFile($0, vocabulary: vocabulary) }.map(\.path))
        self.testFiles = testFiles
        defer {
            // Test doubles mimic parts (`LoginPresenterSpy`, `MockRouter`) but are not architecture.
            let doubles = parallelMap(types.count, jobs: jobs) { [model = self] index in
                model.types[index].assignment != nil && model.isTestDouble(index)
            }
            for (index, isDouble) in doubles.enumerated() where isDouble { types[index].assignment = nil }
        }
        // Pass 1: protocols by configuration, base types and names (implementers come later);
        // each protocol on its own, so in parallel.
        // (Each pass's copy of the model lives in its closure only: see `init`.)
        let protocolRoles = parallelMap(types.count, jobs: jobs) { [unassigned = self] index -> RoleAssignment? in
            guard unassigned.types[index].isProtocol else { return nil }
            return unassigned.explicitRole(index) ?? unassigned.baseTypeRole(index) ?? unassigned.suffixRole(index)
        }
        for (index, assignment) in protocolRoles.enumerated() where types[index].isProtocol {
            types[index].assignment = assignment
        }
        // `ViewProtocol` that UIKit's `UIView` adopts through the project's extension (and
        // `LabelProtocol`, `ButtonProtocol` refining it for `UILabel`, `UIButton`): an abstraction
        // of UIKit's controls, which a screen's parts hold as outlets, not a module's view.
        clearPlatformViewAbstractions()
        // Protocols that inherit from a protocol with a role take it (`SettingsViewProtocol: ViewProtocol`).
        for index in types.indices where types[index].isProtocol && types[index].assignment == nil {
            for (name, target) in supertypes(of: index) {
                if let target, let inherited = types[target].assignment, inherited.role.isProtocolRole {
                    types[index].assignment = RoleAssignment(role: inherited.role, evidence: .inheritance(from: name, inheritedRole: inherited.role))
                    break
                }
            }
        }
        // Pass 2: concrete types.
        // Each concrete type reads only protocol roles (settled above): independent, so in parallel.
        let concrete = parallelMap(types.count, jobs: jobs) { [settled = self] index -> RoleAssignment?? in
            guard !settled.types[index].isProtocol else { return .none }
            return .some(settled.explicitRole(index) ?? settled.conformanceRole(index) ?? settled.suffixRole(index) ?? settled.folderRole(index))
        }
        for (index, assignment) in concrete.enumerated() {
            if case .some(let value) = assignment { types[index].assignment = value }
        }
        reassignReversedContractNames()
        // Pass 3: protocols named by nothing take their implementers' role.
        let implementers = implementersByProtocol()
        for index in types.indices where types[index].isProtocol && types[index].assignment == nil {
            var votes = implementers[index] ?? [:]
            // A view controller adopting `AddFriendCellDelegate` or `PickerDataSource` is UIKit
            // plumbing, not a module's view protocol; `HomePresenterDelegate` (what the presenter
            // talks to) is one.
            let base = types[index].baseName
            if RoleVocabulary.plumbingProtocolSuffixes.contains(where: { NameText.hasSuffix(base, $0) })
                && !base.contains("Presenter") && !isOwnViewDelegate(index) {
                votes[.viewProtocol] = nil
            }
            // Nor is a protocol only UIKit's views and controls adopt (see above).
            if votes[.viewProtocol] != nil && isAdoptedByPlatformViewsOnly(index) { votes[.viewProtocol] = nil }
            types[index].assignment = implementerRole(votes)
        }
        // Pass 4: a base protocol that view protocols inherit from (`ControllerBackedProtocol`,
        // which every `...ViewProtocol` refines) is a view protocol too: a presenter holding its
        // view through it holds its view. So is a base protocol that one protocol with a role
        // refines and no type adopts directly (`ShopViewProtocol: ShopViewObservablesForPresenterProvider`,
        // the presenter holding `var view: ShopViewObservablesForPresenterProvider`): its only
        // implementers are that protocol's.
        var refinedBy: [Int: [Int]] = [:]
        for index in types.indices where types[index].isProtocol {
            for piece in types[index].pieces {
                for ref in piece.decl.inheritance {
                    if let parent = lookup(ref.name, from: piece.file), parent != index, types[parent].isProtocol,
                       types[parent].assignment == nil, types[parent].isDeclaredHere {
                        if refinedBy[parent]?.contains(index) != true { refinedBy[parent, default: []].append(index) }
                    }
                }
            }
        }
        let adopted = directlyAdoptedProtocols(among: Set(refinedBy.keys))
        // The roles before this pass: a parent takes no role through a grandchild (a bridge
        // protocol that refines eight app-wide ones is not its module's view).
        let rolesBefore = refinedBy.values.joined().reduce(into: [Int: Role]()) { roles, child in roles[child] = types[child].role }
        var assigned: [(parent: Int, assignment: RoleAssignment)] = []
        for (parent, children) in refinedBy.sorted(by: { $0.key < $1.key }) {
            let viewChildren = children.filter { rolesBefore[$0] == .viewProtocol }
            if viewChildren.count >= 2 {
                let first = viewChildren.map { String(types[$0].baseName) }.sorted()[0]
                assigned.append((parent, RoleAssignment(role: .viewProtocol, evidence: .refinedBy(first, role: .viewProtocol, alone: false))))
            } else if children.count == 1, !adopted.contains(parent), let role = rolesBefore[children[0]],
                      RoleVocabulary.soleRefinerRoles.contains(role),
                      NameText.sameFirstWord(types[parent].baseName, types[children[0]].baseName) {
                // Only the module's own protocol split in parts (`ShopViewProtocol` refining
                // `ShopViewObservablesForPresenterProvider`): a shared protocol one module happens
                // to refine (`ConditionEvaluator`, which the domain models call) is not its part.
                assigned.append((parent, RoleAssignment(role: role, evidence: .refinedBy(String(types[children[0]].baseName), role: role, alone: true))))
            }
        }
        for (parent, assignment) in assigned { types[parent].assignment = assignment }
        clearPlatformViewAbstractions()
        assignEntitiesByFolder(jobs: jobs)
    }

    /// Clears the view-protocol role (unless configured) of protocols that only UIKit's or
    /// AppKit's own views and controls adopt, through the project's extensions.
    private mutating func clearPlatformViewAbstractions() {
        for index in types.indices where types[index].isProtocol && types[index].assignment?.role == .viewProtocol {
            if case .configured? = types[index].assignment?.evidence { continue }
            if isAdoptedByPlatformViewsOnly(index) || isNamedViewProtocolOfNonViews(index) { types[index].assignment = nil }
        }
    }

    /// A protocol named like a view's (its only evidence) that no view implements is none: a
    /// protocol takes its implementers' role. Two shapes: only flow coordinators adopt it (a
    /// presenter's `output: SelectAddressPresenterOutput` that the screen's coordinator implements,
    /// a way to navigation, not to the view), or it refines UIKit's table or collection delegate
    /// and only a non-view helper adopts it (`ManagesTransactionsTableView: UITableViewDelegate`
    /// by an `NSObject` table manager).
    private func isNamedViewProtocolOfNonViews(_ index: Int) -> Bool {
        guard case .nameSuffix? = types[index].assignment?.evidence else { return false }
        let adopting = (adopters[index] ?? []).filter { types[$0].isDeclaredHere && !isTestDouble($0) }
        guard !adopting.isEmpty else { return false }
        if adopting.allSatisfy({ types[$0].assignment?.role == .navigationOwner && !isViewController($0) && platformUIBase(of: $0) == nil }) {
            return true
        }
        // Only presenters of other modules adopt it (`ChatsPresenterOutput`, which the
        // `DialogsPresenter` that opened the chat adopts to hear back from it): the module's
        // output to the one that opened it, not its view.
        let stem = ProjectModel.moduleStem(ofTypeNamed: types[index].name, isProtocol: true)
        if !stem.isEmpty, adopting.allSatisfy({ adopter in
            types[adopter].assignment?.role == .presenter && !isViewController(adopter) && platformUIBase(of: adopter) == nil
                && ProjectModel.moduleStem(ofTypeNamed: types[adopter].name, isProtocol: false) != stem
        }) {
            return true
        }
        let refinesPlatformDelegate = types[index].inheritance.contains { ref in
            let base = ref.baseName
            return ProjectModel.isPlatformClassName(base) && (base.hasSuffix("Delegate") || base.hasSuffix("DataSource"))
        }
        return refinesPlatformDelegate && adopting.allSatisfy { adopter in
            types[adopter].assignment?.role != .view && !isViewController(adopter) && platformUIBase(of: adopter) == nil
        }
    }

    static func isTestFile(_ file: FileFacts, vocabulary: RoleVocabulary) -> Bool {
        if file.imports.contains(where: { RoleVocabulary.testImports.contains($0) }) { return true }
        // A file named as a test double (`StubScheduleViewModel.swift`, whatever class it holds).
        let fileName = file.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { file.path[file.path.utf8.index(after: $0)...] } ?? Substring(file.path)
        if NameText.hasSuffix(fileName, ".swift"), isTestDoubleName(fileName.dropLast(6)) { return true }
        // Cheap byte scan first: most paths contain none of the words below.
        guard NameText.withBytes(file.path, { path in
            // One pass: every marker starts with a capital letter.
            path.indices.contains { start in
                path[start] >= UInt8(ascii: "A") && path[start] <= UInt8(ascii: "Z")
                    && testPathMarkerBytes.contains { NameText.startsWith(path, $0, at: start) }
            }
        }) else { return false }
        var inEntityFolder = false
        for component in PathText.components(file.path).dropLast() {
            // `AppTests`, `AppUITests`, `Tests`, `Test`; not an app folder that merely ends in Test (`viperTest`).
            // A `Test` folder inside an entities folder holds the app's sample data (`Entity/Test/Contacts.swift`,
            // which its services return), not tests: those import a test framework.
            // So does a `Tests` folder there (`Model/Tests/Test.swift`: a quiz app's `Test` model).
            if ((component.hasSuffix("Tests") || component == "Test") && !inEntityFolder)
                || RoleVocabulary.testDoubleFolders.contains(String(component))
                || (component.contains(" ") && String(component.filter { $0 != " " }).hasSuffix("TestDoubles")) {
                return true
            }
            if vocabulary.isEntityFolder(component) { inEntityFolder = true }
        }
        return false
    }

    /// `RoleVocabulary.testPathMarkers` as bytes, made once rather than per file.
    private static let testPathMarkerBytes: [[UInt8]] = RoleVocabulary.testPathMarkers.map { Array($0.utf8) }

    static func isTestDoubleName(_ name: Substring) -> Bool {
        // Bytes: every type with a role is asked, against 11 words.
        NameText.withBytes(name) { bytes in
            for prefix in testDoublePrefixBytes where bytes.count > prefix.count && NameText.startsWith(bytes, prefix) {
                // `MockingbirdPresenter` is not a mock: the prefix must end at a word boundary.
                let next = bytes[prefix.count]
                if next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") { return true }
            }
            return testDoubleSuffixBytes.contains { bytes.count > $0.count && NameText.endsWith(bytes, $0) }
        }
    }
    private static let testDoublePrefixBytes: [[UInt8]] = RoleVocabulary.testDoublePrefixes.map { Array($0.utf8) }
    private static let testDoubleSuffixBytes: [[UInt8]] = RoleVocabulary.testDoubleSuffixes.map { Array($0.utf8) }

    private func explicitRole(_ index: Int) -> RoleAssignment? {
        let vocabulary = vocabulary(forFile: types[index].file)
        guard let role = vocabulary.explicitTypes[types[index].name] ?? vocabulary.explicitTypes[String(types[index].baseName)] else { return nil }
        return RoleAssignment(role: role, evidence: .configured)
    }

    private func baseTypeRole(_ index: Int) -> RoleAssignment? {
        let vocabulary = vocabulary(forFile: types[index].file)
        for (name, _) in supertypes(of: index) {
            let base = String(TypeRef(name: name).baseName)
            if let role = vocabulary.baseTypes[base], role.isProtocolRole {
                return RoleAssignment(role: role, evidence: .inheritance(from: base, inheritedRole: nil))
            }
        }
        return nil
    }

    private func suffixRole(_ index: Int) -> RoleAssignment? {
        let info = types[index]
        let vocabulary = vocabulary(forFile: info.file)
        guard let (role, suffix) = vocabulary.roleBySuffix(info.baseName, isProtocol: info.isProtocol) else { return nil }
        // Value types named ...View are SwiftUI views or plain data, not VIPER parts, unless
        // something else says so; extension-only types are declared elsewhere.
        if !info.isProtocol && info.kind == .extension { return nil }
        if role == .view && (info.kind == .enum) { return nil }
        guard ProjectModel.kind(info.kind, canPlay: role) else { return nil }
        // A UIKit view or cell class named for another part (`TableViewCellWithPresenter:
        // UITableViewCell`, a base cell that keeps its cell presenter) is UI: its name says what it
        // holds, not what it is. (A controller keeps its name's role: routers may subclass
        // `UINavigationController`.)
        if role != .view, info.kind == .class, let base = platformUIBase(of: index), !base.hasSuffix("Controller") { return nil }
        // A request model named as a builder (`JourneyRequestBuilder`, an `Encodable` class of
        // stored fields in `Model/RequestModel/`) holds data: it builds no module, and whether it
        // is an entity is the data side's to say. A builder has a method that builds.
        if role == .builder, info.kind == .class || info.kind == .struct, holdsStoredDataOnly(index),
           PathText.components(info.file).dropLast().contains(where: { vocabulary.isEntityFolder($0) }) {
            return nil
        }
        // A "use case" that is a UIKit data source or delegate (`ProductSubscriptionPeriodPicker
        // UseCase: UIPickerViewDataSource, UIPickerViewDelegate`) is UI code a view keeps, not an
        // interactor. (Presenters keep the suffix's role: many VIPER presenters are their table's
        // data source.)
        if role == .interactor && supertypes(of: index).contains(where: { RoleVocabulary.isUIKitDataSourceOrDelegate($0.name) }) {
            return nil
        }
        return RoleAssignment(role: role, evidence: .nameSuffix(suffix))
    }

    private func conformanceRole(_ index: Int) -> RoleAssignment? {
        let info = types[index]
        let vocabulary = vocabulary(forFile: info.file)
        let supers = supertypes(of: index)
        let suffixGuess = vocabulary.roleBySuffix(info.baseName, isProtocol: false)?.0
        var candidates: [RoleAssignment] = []
        for (name, target) in supers {
            let base = String(TypeRef(name: name).baseName)
            if let target, types[target].isProtocol, let protocolRole = types[target].assignment?.role,
               let role = protocolRole.implementerRole {
                let named = types[target].assignment?.evidence.strength == .weak
                candidates.append(RoleAssignment(role: role, evidence: named
                    ? .conformanceToNamed(to: base, protocolRole: protocolRole) : .conformance(to: base, protocolRole: protocolRole)))
            } else if let role = vocabulary.baseTypes[base] {
                let concrete = role.isProtocolRole ? role.implementerRole : role
                if let concrete {
                    let evidence: RoleEvidence = role.isProtocolRole
                        ? .conformance(to: base, protocolRole: nil) : .inheritance(from: base, inheritedRole: nil)
                    candidates.append(RoleAssignment(role: concrete, evidence: evidence))
                }
            }
        }
        candidates.removeAll { !ProjectModel.kind(info.kind, canPlay: $0.role) }
        // A UIKit view, cell or view controller that adopts a presenter's protocol (a cell that is
        // a `...ModuleInput`, a screen that is its own router) is still a view: only the view role,
        // or the role its name says, can come from its conformances.
        if isPlatformViewSubclass(supers) {
            candidates.removeAll { $0.role != .view && $0.role != suffixGuess }
        }
        // Implementers of an interactor output or a module input are usually presenters, but an
        // interactor that listens to another interactor is still an interactor: such a guess does not
        // override a name that says another part.
        if let suffixGuess, !candidates.contains(where: { $0.role == suffixGuess }) {
            candidates.removeAll { candidate in
                switch candidate.evidence {
                case .conformance(_, let protocolRole?):
                    return RoleVocabulary.indirectImplementerProtocolRoles.contains(protocolRole)
                case .conformanceToNamed(let name, let protocolRole):
                    // So is a module's public interface by name (`TabbarModuleInterface`, which a
                    // modular app's `TabbarRouter` implements as the module's factory).
                    return RoleVocabulary.indirectImplementerProtocolRoles.contains(protocolRole)
                        || RoleVocabulary.moduleInterfaceSuffixes.contains(where: { NameText.hasSuffix(Substring(name), $0) })
                default:
                    return false
                }
            }
        }
        // The view role is UIKit's: a class that is no view, cell or view controller and whose
        // name says another part (`AnimeDetailPresenter`) is not made a view by adopting a protocol
        // that only its name calls a view protocol (`AnimeDetailPresentableFromView`).
        if let suffixGuess, suffixGuess != .view, !isPlatformViewSubclass(supers) {
            candidates.removeAll { candidate in
                guard candidate.role == .view, case .conformanceToNamed = candidate.evidence else { return false }
                return true
            }
        }
        // Nor is a class whose name says view (`EditReceiptFormView: FormViewController`, a form
        // library's controller) made a presenter by a mixin that only its name calls a presenter
        // protocol (`QuickAlertPresenter`, which shows alerts).
        if suffixGuess == .view {
            candidates.removeAll { candidate in
                guard candidate.role == .presenter, case .conformanceToNamed = candidate.evidence else { return false }
                return true
            }
        }
        // A helper named for its job (`CustomDNSDataSource`, a table's data source that adopts its
        // cells' `CustomDNSCellEventHandler`) is no presenter because of a protocol only whose name
        // says presenter.
        if suffixGuess == nil,
           RoleVocabulary.presenterConformanceExcludedSuffixes.contains(where: { NameText.hasSuffix(info.baseName, $0) }) {
            candidates.removeAll { candidate in
                guard candidate.role == .presenter, case .conformanceToNamed = candidate.evidence else { return false }
                return true
            }
        }
        // Nor is the data side (`MessagingRepository`, `ChatService`) a builder, router, view or
        // presenter because of a protocol only whose name says so (`ModelBuilder`: it builds
        // models). It may still serve as an interactor: some styles name interactors services.
        if suffixGuess == nil, RoleVocabulary.isDataSideName(info.baseName) {
            candidates.removeAll { candidate in
                guard candidate.role != .interactor, case .conformanceToNamed = candidate.evidence else { return false }
                return true
            }
        }
        guard !candidates.isEmpty else { return nil }
        // A class named as a builder that subclasses a view controller of the project
        // (`HomeConfiguratorImplementation: HomeViewController`, made by that view to configure
        // itself: a slip for adopting the configurator protocol) is its module's builder: a
        // UIKit base reached only through another project class does not outrank the name.
        if suffixGuess == .builder, superclasses(of: index).first.map({ types[$0].isDeclaredHere }) == true {
            let ownSupertypes = Set(info.pieces.flatMap { $0.decl.inheritance.map { String(TypeRef(name: $0.name).baseName) } })
            let inheritedOnly = candidates.allSatisfy { candidate in
                switch candidate.evidence {
                case .conformance(let name, _), .conformanceToNamed(let name, _), .inheritance(let name, _):
                    return !ownSupertypes.contains(name)
                default:
                    return false
                }
            }
            if inheritedOnly { return nil }
        }
        // A UIViewController subclass whose name says Router/Presenter keeps the name's word only
        // when no protocol says otherwise; protocols outrank the generic UIKit base.
        let specific = candidates.filter { !$0.evidence.isPlatformBaseClass }
        let pool = specific.isEmpty ? candidates : specific
        if let suffixGuess, let agreeing = pool.first(where: { $0.role == suffixGuess }) { return agreeing }
        return pool[0]
    }

    /// Presenters are reference types (they are held weakly, called back); an enum or struct named
    /// `...Presentation` is a namespace or data. Interactors are never enums.
    static func kind(_ kind: TypeKind, canPlay role: Role) -> Bool {
        switch role {
        case .presenter: return kind == .class || kind == .actor
        case .interactor: return kind != .enum
        default: return true
        }
    }

    /// Whether a supertype is a UIKit/AppKit view, cell or controller class (declared outside the project).
    private func isPlatformViewSubclass(_ supers: [(name: String, index: Int?)]) -> Bool {
        supers.contains { name, index in
            // Declared outside the project (the project may extend it: `extension UITableViewCell`).
            if let index, types[index].isDeclaredHere { return false }
            let base = TypeRef(name: name).baseName
            return RoleVocabulary.platformPrefixes.contains { base.hasPrefix($0) }
                && RoleVocabulary.platformViewClassSuffixes.contains { base.hasSuffix($0) }
        }
    }

    private func folderRole(_ index: Int) -> RoleAssignment? {
        let info = types[index]
        let vocabulary = vocabulary(forFile: info.file)
        if !vocabulary.configuredEntityFolders.isEmpty, [.struct, .class, .enum, .actor].contains(info.kind) {
            for component in PathText.components(info.file).dropLast().reversed()
            where vocabulary.configuredEntityFolders.contains(String(component)) {
                return RoleAssignment(role: .entity, evidence: .configuredFolder(String(component)))
            }
        }
        guard info.kind == .class || info.kind == .actor else { return nil }
        // Data and helpers live next to the parts they serve; only behaviour-like names qualify.
        for word in RoleVocabulary.folderRoleExcludedSuffixes + RoleVocabulary.controllerPresenterSuffixes
        where info.baseName.hasSuffix(word) {
            return nil
        }
        // A subclass of a platform class (`UIPresentationController`, `UIVisualEffectView` in a
        // `Router/` folder next to SwiftUI navigation code) is UIKit machinery, whatever folder
        // keeps it; `NSObject` is only Objective-C interop.
        if info.pieces.contains(where: { piece in
            piece.decl.kind == .class && piece.decl.inheritance.first.map {
                $0.baseName != "NSObject" && ProjectModel.isPlatformClassName($0.baseName)
            } == true
        }) { return nil }
        let components = PathText.components(info.file).dropLast()
        for component in components.reversed() {
            if let role = vocabulary.folders[String(component)] {
                return RoleAssignment(role: role, evidence: .folder(String(component)))
            }
        }
        return nil
    }

    /// A struct whose name starts with the name of a concrete interactor declared in the same file,
    /// or that is declared inside one.
    private func isOwnChannelStruct(_ index: Int) -> Bool {
        guard types[index].kind == .struct else { return false }
        let name = types[index].baseName
        let fullName = types[index].name
        return (typesByFile[types[index].file] ?? []).contains { other in
            other != index && types[other].role == .interactor && !types[other].isProtocol
                && ((name.count > types[other].baseName.count && name.hasPrefix(types[other].baseName))
                    // or declared inside it (`SearchRepositoryInteractor.Params`, the use case's parameters)
                    || fullName.hasPrefix(types[other].name + "."))
        }
    }

    /// A type in test code, or named as a test double (`MockShopPresenter`).
    package func isTestDouble(_ index: Int) -> Bool {
        testFiles.contains(types[index].file) || ProjectModel.isTestDoubleName(types[index].baseName)
    }

    /// A test double proper: named as one, or in a test-double folder (`Mocks/`, `Stubs/`), not a
    /// test that exercises the real code.
    func isFabricatedDouble(_ index: Int) -> Bool {
        if ProjectModel.isTestDoubleName(types[index].baseName) { return true }
        guard testFiles.contains(types[index].file) else { return false }
        return PathText.components(types[index].file).dropLast().contains { RoleVocabulary.testDoubleFolders.contains(String($0)) }
    }

    /// Which of `protocols` some concrete type other than a test double adopts directly (in its declaration or an extension).
    private func directlyAdoptedProtocols(among protocols: Set<Int>) -> Set<Int> {
        guard !protocols.isEmpty else { return [] }
        var result: Set<Int> = []
        for other in types.indices where !types[other].isProtocol && !isTestDouble(other) {
            for target in inheritanceTargets.targets(of: other) {
                if let target, protocols.contains(target) { result.insert(target) }
            }
        }
        return result
    }

    /// For each protocol, the roles of the concrete types that adopt it directly, with their names.
    private func implementersByProtocol() -> [Int: [Role: [String]]] {
        var result: [Int: [Role: [String]]] = [:]
        for other in types.indices where !types[other].isProtocol {
            guard let role = types[other].role, let protocolRole = role.protocolRole else { continue }
            // Test doubles mimic parts but are not architecture: a mock presenter adopting a
            // protocol says nothing of what the app's code does with it.
            if isTestDouble(other) { continue }
            for target in inheritanceTargets.targets(of: other) {
                if let target, types[target].isProtocol {
                    result[target, default: [:]][protocolRole, default: []].append(String(types[other].baseName))
                }
            }
        }
        return result
    }

    private func implementerRole(_ votes: [Role: [String]]) -> RoleAssignment? {
        guard let (role, implementers) = votes.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) else { return nil }
        return RoleAssignment(role: role, evidence: .adoption(by: implementers.sorted()[0], implementerRole: role.implementerRole ?? role))
    }

    /// A name of the platform's frameworks: a platform prefix (`UI`, `NS`) followed by a capital.
    /// Whether protocol `index` abstracts UIKit's or AppKit's views and controls: a platform view
    /// or control class adopts it through the project's extension (`extension UILabel:
    /// LabelProtocol`), and every other adopter is a view or control subclass too (`LabelView:
    /// UIView`), never a view controller.
    func isAdoptedByPlatformViewsOnly(_ index: Int) -> Bool {
        guard let adopting = adopters[index], !adopting.isEmpty else { return false }
        func isPlatformView(_ adopter: Int) -> Bool {
            let base = types[adopter].baseName
            return !types[adopter].isDeclaredHere && ProjectModel.isPlatformClassName(base)
                && !RoleVocabulary.uiKitViewControllers.contains(String(base))
        }
        return adopting.contains(where: isPlatformView) && adopting.allSatisfy { adopter in
            isPlatformView(adopter)
                || (types[adopter].isDeclaredHere && platformUIBase(of: adopter) != nil && !isViewController(adopter))
        }
    }

    static func isPlatformClassName(_ base: Substring) -> Bool {
        RoleVocabulary.platformPrefixes.contains { prefix in
            base.hasPrefix(prefix) && base.dropFirst(prefix.count).first.map { $0.isUppercase } == true
        }
    }

    /// The UIKit or AppKit view, cell, control or view controller class (`UITableViewCell`,
    /// `NSView`, `UIViewController`) that a class's superclass chain reaches, if any.
    func platformUIBase(of index: Int) -> Substring? {
        for type in [index] + superclasses(of: index) {
            for piece in types[type].pieces where piece.decl.kind == .class {
                guard let base = piece.decl.inheritance.first?.baseName else { continue }
                if ProjectModel.isPlatformClassName(base) && RoleVocabulary.platformViewClassSuffixes.contains(where: { base.hasSuffix($0) }) {
                    return base
                }
            }
        }
        return nil
    }

    /// A SwiftUI preview (`struct LoginPreview: PreviewProvider`): it only renders screens in
    /// Xcode's canvas, so what it creates or navigates is never the app's.
    func isPreview(_ index: Int) -> Bool {
        supertypes(of: index).contains { RoleVocabulary.previewProtocols.contains(String(TypeRef(name: $0.name).baseName)) }
    }

    /// Types conforming to `Error` are failures, never entities by heuristic.
    func isErrorType(_ index: Int) -> Bool {
        supertypes(of: index).contains { RoleVocabulary.errorProtocols.contains(String(TypeRef(name: $0.name).baseName)) }
    }

    /// Whether a type creates a view controller (`AlertViewController(viewModel:)`,
    /// `UIAlertController(...)`): an `AlertService` that builds and presents its own screen is UI
    /// code, not the data side, and the `AlertType` it shows is no entity.
    func createsAViewController(_ index: Int) -> Bool {
        for piece in types[index].pieces {
            for mention in piece.decl.body.mentions where mention.context == .initializerCall {
                if RoleVocabulary.uiKitViewControllers.contains(String(mention.name)) { return true }
                if let target = lookup(mention.name, from: piece.file), isViewController(target) { return true }
            }
        }
        return false
    }

    /// A class that is (or inherits from) a UIKit or AppKit view controller.
    package func isViewController(_ index: Int) -> Bool {
        for type in [index] + superclasses(of: index) {
            for piece in types[type].pieces where piece.decl.kind == .class {
                if let base = piece.decl.inheritance.first?.name, RoleVocabulary.uiKitViewControllers.contains(base) { return true }
            }
        }
        return false
    }

    /// Types in `Entities/`, `Models/` or files named `...Entity.swift` become entities when an
    /// interactor uses them. View models and display items never do.
    private mutating func assignEntitiesByFolder(jobs: Int) {
        // Uses by the interactor and by its protocols (what it is asked for, what it reports),
        // with typealiases expanded: `typealias Completion = ([Pokemon]) -> Void` uses `Pokemon`.
        var usedByInteractor: [Int: String] = [:]
        // Interactors first, so that a note names the interactor rather than one of its protocols;
        // then the rest of the data side: services, repositories, data managers, stores, API clients.
        // Which group each type falls in (0 interactor, 1 its protocols, 2 data side, 3 none):
        // a name check per type, in parallel.
        let groups = parallelMap(types.count, jobs: jobs) { [classified = self] index -> UInt8 in
            let info = classified.types[index]
            // A test double (`MockDisplayInfoCVAPIDataManager`, or any type in a `Mocks/` folder)
            // makes up sample models to feed a test: it makes no model an entity. A test that
            // drives the real data side (`ContentDataManagerSpec`) shows what that side yields.
            if classified.isFabricatedDouble(index) { return 3 }
            switch info.role {
            case .interactor?: return 0
            case .interactorProtocol?, .interactorOutputProtocol?: return 1
            case nil:
                return info.isDeclaredHere && RoleVocabulary.isDataSideName(info.baseName)
                    && !classified.createsAViewController(index) ? 2 : 3
            default: return 3
            }
        }
        let interactorSide = (0..<UInt8(3)).flatMap { group in types.indices.filter { groups[$0] == group } }
        // The lookups are independent per type (in parallel); the first user in the order above wins.
        let usedPerType = parallelMap(interactorSide.count, jobs: jobs, minimumPerWorker: 64) { [model = self] position -> [Int] in
            let index = interactorSide[position]
            var used: [Int] = []
            for piece in model.types[index].pieces {
                for mention in piece.decl.body.mentions where mention.context != .inheritance {
                    for name in model.resolve(mention.name, in: index) {
                        // Every namesake: a stale copy elsewhere must not hide the model in `Models/`.
                        // But `Error` in `(Data?, Error?) -> Void` is Swift's protocol: it names
                        // no project type nested under that name (`String.Error`, a namespace of
                        // messages) unless the project declares one of exactly that name.
                        if RoleVocabulary.errorProtocols.contains(name) {
                            used += model.lookupAll(name, from: piece.file).filter { model.types[$0].name == name }
                            continue
                        }
                        used += model.lookupAll(name, from: piece.file)
                    }
                }
            }
            // The input and output structs an interactor declares beside itself (`struct
            // LoadChequesUseCaseOutput { let chequeList: [BlikCheque] }` in the use case's file)
            // are its own channel: what they carry is used by it too.
            // (A concrete type's file only: a contract file declaring the interactor protocol
            // next to the view's input and output structs is not the interactor's channel.)
            let ownFiles = model.types[index].isProtocol ? [] : Set(model.types[index].pieces.map(\.file))
            for carrier in Set(used) where carrier != index && ownFiles.contains(model.types[carrier].file)
                && model.types[carrier].kind == .struct && model.types[carrier].assignment == nil {
                for (property, file) in model.types[carrier].storedProperties where !property.isStatic {
                    for ref in property.type?.allNames ?? [] {
                        for name in model.resolve(ref.name, in: carrier) { used += model.lookupAll(name, from: file) }
                    }
                }
            }
            return used
        }
        for (index, used) in zip(interactorSide, usedPerType) {
            for target in used where usedByInteractor[target] == nil {
                usedByInteractor[target] = String(types[index].baseName)
            }
        }
        // A model's own nested types that it stores (`ListTrailerResponse.Result`, the element of
        // its `results: [Result]?`) are that model's data: the data side uses them through it.
        // Only nested types a stored property names: a namespace enum (`Scene.ViewModel`) or
        // `CodingKeys` is not reached this way. So are the top-level types declared beside it in
        // its file that it stores (`struct ItemResult`, the element of `MatchesItemsResponse`'s
        // `results`, in `MatchesItemsResponse.swift`): the decoded response's records. (Not an
        // enum beside it: a sort order or a request source is a value, not a record.)
        func isCompanion(_ candidate: Int, of model: Int) -> Bool {
            (types[candidate].kind == .struct || types[candidate].kind == .class) && types[candidate].isDeclaredHere
                && !types[candidate].name.contains(".")
                && types[candidate].pieces.count == 1 && types[candidate].file == types[model].file
        }
        var pendingNested = Array(usedByInteractor.keys)
        while let model = pendingNested.popLast() {
            guard types[model].isDeclaredHere, !types[model].isProtocol, let interactor = usedByInteractor[model] else { continue }
            let nestedPrefix = types[model].name + "."
            for (property, file) in types[model].storedProperties where !property.isStatic {
                for ref in property.type?.allNames ?? [] {
                    for name in resolve(ref.name, in: model) {
                        guard let nested = lookup(name, from: file), usedByInteractor[nested] == nil,
                              types[nested].name.hasPrefix(nestedPrefix) || isCompanion(nested, of: model) else { continue }
                        usedByInteractor[nested] = interactor
                        pendingNested.append(nested)
                    }
                }
            }
        }
        for (index, interactor) in usedByInteractor
        where types[index].assignment == nil && (types[index].isDeclaredHere || isGeneratedModel(index)) {
            let info = types[index]
            guard info.kind == .struct || info.kind == .class || info.kind == .enum || !info.isDeclaredHere else { continue }
            // An interactor's own input or output struct, named after it and declared in its file
            // (`FetchGitHubUserListUseCaseInput` beside `FetchGitHubUserListUseCase` in `Domain/`),
            // is the channel's envelope, not data the app keeps: what it carries may be an entity.
            if isOwnChannelStruct(index) { continue }
            let base = info.baseName
            if RoleVocabulary.displayTypeSuffixes.contains(where: { base.hasSuffix($0) }) { continue }
            // Nor is a type nested in one (`VideoViewModel.VideoDetails`, display strings).
            if info.name.utf8.count > base.utf8.count, info.name.split(separator: ".").dropLast().contains(where: { outer in
                RoleVocabulary.displayTypeSuffixes.contains { outer.hasSuffix($0) }
            }) { continue }
            if isErrorType(index) { continue }
            // A cell or view class kept among the models (`DailyRequiredDateCell: UITableViewCell`
            // in `DataModels/`, named by an interactor as `.self` to pick a row) is UI, no entity.
            if info.kind == .class, platformUIBase(of: index) != nil { continue }
            // Behaviour that sits in a `Model/` folder (`StepikURLFactory`, `RemoteConfig`) is no entity.
            // But a struct of stored data named with a noun that is also a domain's
            // (`GithubRepository`, a decoded repo; a shop's `Store`, a firm's `Client`) is data.
            // So is a class or struct of stored fields alone named as a builder (`JourneyRequestBuilder`,
            // a request's fields that its screens fill in): a builder has a method that builds.
            if RoleVocabulary.behaviourTypeSuffixes.contains(where: { NameText.hasSuffix(base, $0) }),
               !(RoleVocabulary.dataNounBehaviourSuffixes.contains(where: { NameText.hasSuffix(base, $0) }) && isStoredDataOnly(index)),
               !(RoleVocabulary.dataHolderBehaviourSuffixes.contains(where: { NameText.hasSuffix(base, $0) }) && holdsStoredDataOnly(index)) {
                continue
            }
            // Nor is a class with a shared instance of its own (`static let shared = SocialPlus()`,
            // an SDK's facade): that is a service, whatever folder it sits in.
            if info.kind == .class, singletonInstanceProperty(of: index, ignoringSamples: true) != nil { continue }
            // Nor a class or struct of static members alone, with no instance property or
            // method (`SDPRandom` with `class func randomSalt()`, a generator kept in `Model/`;
            // `class Constants` of `static let` API keys in `Entities/`): it holds no data of
            // its own. An enum keeps its cases, data, and a model with stored properties and a
            // static factory (`static func make()`) stays an entity.
            if info.kind == .class || info.kind == .struct, isStaticMembersOnly(index) { continue }
            let path = PathText.components(info.file)
            let fileName = path.last ?? ""
            let vocabulary = vocabulary(forFile: info.file)
            let folder = path.dropLast().last { vocabulary.isEntityFolder($0) }
            if let folder {
                types[index].assignment = RoleAssignment(role: .entity, evidence: .entityLocation(place: "folder \(folder)/", usedBy: interactor))
            } else if RoleVocabulary.entityFileSuffixes.contains(where: { fileName.hasSuffix($0) }) {
                types[index].assignment = RoleAssignment(role: .entity, evidence: .entityLocation(place: "file \(fileName)", usedBy: interactor))
            }
        }
        // A protocol among the models that entities adopt (`protocol Item` with `struct Weapon: Item`
        // in `models/items/`), used by the data side as the entities' common type, is an entity
        // too. Only one that an entity adopts: a delegate or a formatter protocol kept among the
        // models describes no data, and neither does one whose requirements are mostly methods
        // (`SwapMarketSourceProtocol` with `getMarketSources()`, `didLoad(_:)`): that is behaviour.
        let adopters = self.adopters
        // Each protocol is decided from concrete types' roles alone: the order does not matter.
        for (index, interactor) in usedByInteractor
        where types[index].isProtocol && types[index].assignment == nil && types[index].isDeclaredHere {
            let base = types[index].baseName
            if RoleVocabulary.displayTypeSuffixes.contains(where: { base.hasSuffix($0) }) { continue }
            guard (adopters[index] ?? []).contains(where: { types[$0].role == .entity }) else { continue }
            let propertyCount = types[index].pieces.reduce(0) { $0 + $1.decl.properties.filter { !$0.isStatic }.count }
            let methodCount = types[index].pieces.reduce(0) { $0 + $1.decl.functions.filter { !$0.isStatic }.count }
            guard propertyCount > methodCount else { continue }
            let path = PathText.components(types[index].file)
            let vocabulary = vocabulary(forFile: types[index].file)
            guard let folder = path.dropLast().last(where: { vocabulary.isEntityFolder($0) }) else { continue }
            types[index].assignment = RoleAssignment(role: .entity, evidence: .entityLocation(place: "folder \(folder)/", usedBy: interactor))
        }
        // `typealias GithubListEntity = GithubModel`: the aliased type is an entity.
        var aliases: [(name: String, target: TypeRef, file: String)] = []
        for file in files { for alias in file.typealiases { if let t = alias.target { aliases.append((alias.name, t, file.path)) } } }
        for info in types { for piece in info.pieces { for alias in piece.decl.typealiases where !alias.isAssociatedType {
            if let t = alias.target { aliases.append((alias.name, t, piece.file)) }
        } } }
        for alias in aliases where NameText.hasSuffix(alias.name, RoleVocabulary.entityAliasSuffix) {
            guard let target = lookup(alias.target.name, from: alias.file), types[target].assignment == nil,
                  types[target].isDeclaredHere, !types[target].isProtocol, !isErrorType(target) else { continue }
            types[target].assignment = RoleAssignment(role: .entity, evidence: .entityAlias(alias.name))
        }
        // `protocol TaskEntity { var title: String { get } }` implemented by `struct TaskEntityImpl:
        // TaskEntity`: the model's interface, named as an entity, is one. A capability protocol
        // (`LocatableEntity`, `CodableEntity`) has adopters of other names and stays none.
        for index in types.indices where types[index].isProtocol && types[index].assignment == nil && types[index].isDeclaredHere {
            let base = types[index].baseName
            guard base.utf8.count > RoleVocabulary.entityAliasSuffix.utf8.count,
                  NameText.hasSuffix(base, RoleVocabulary.entityAliasSuffix) else { continue }
            let implemented = (adopters[index] ?? []).contains { adopter in
                !types[adopter].isProtocol && types[adopter].isDeclaredHere
                    && RoleVocabulary.implementationSuffixes.contains { types[adopter].baseName == base + $0 }
            }
            if implemented {
                types[index].assignment = RoleAssignment(role: .entity, evidence: .nameSuffix(RoleVocabulary.entityAliasSuffix))
            }
        }
    }
}

extension ProjectModel {
    /// A class or struct whose declarations (every piece) have static functions and no instance
    /// function and no stored instance property.
    /// A struct with stored instance properties and no functions other than initializers: data,
    /// whatever its name.
    func isStoredDataOnly(_ index: Int) -> Bool {
        guard types[index].kind == .struct else { return false }
        return holdsStoredDataOnly(index)
    }

    /// A class or struct with stored instance properties and no functions other than
    /// initializers and `encode(to:)`.
    func holdsStoredDataOnly(_ index: Int) -> Bool {
        var hasStoredProperty = false
        for piece in types[index].pieces {
            if piece.decl.properties.contains(where: { $0.isStored && !$0.isStatic }) { hasStoredProperty = true }
            if piece.decl.functions.contains(where: { $0.name != "init" && $0.name != "encode" }) { return false }
        }
        return hasStoredProperty
    }

    /// A type whose every property and function is static (at least one of them): a namespace of
    /// constants or helpers, holding no data of its own.
    func isStaticMembersOnly(_ index: Int) -> Bool {
        var hasStaticMember = false
        for piece in types[index].pieces {
            for property in piece.decl.properties {
                guard property.isStatic else { return false }
                hasStaticMember = true
            }
            for function in piece.decl.functions {
                guard function.isStatic else { return false }
                hasStaticMember = true
            }
        }
        return hasStaticMember
    }

    /// A type the project only extends, among its models: a Core Data entity whose class Xcode
    /// generates from the data model (`extension Todo: Entity {}` in `Entity/`, with
    /// `protocol Entity` beside it). Every extension sits in a models folder and one conforms the
    /// type to a protocol the project declares in a models folder: an extension of a platform
    /// type kept among the models (`extension Date: Comparable`, `extension String` in
    /// `Models/`) adopts no such protocol, so it stays no entity.
    func isGeneratedModel(_ index: Int) -> Bool {
        let info = types[index]
        guard !info.isDeclaredHere, !info.isProtocol, !info.pieces.isEmpty else { return false }
        func inModelsFolder(_ file: String) -> Bool {
            let vocabulary = vocabulary(forFile: file)
            return PathText.components(file).dropLast().contains { vocabulary.isEntityFolder($0) }
        }
        guard info.pieces.allSatisfy({ inModelsFolder($0.file) }) else { return false }
        return info.pieces.contains { piece in
            piece.decl.inheritance.contains { ref in
                guard let adopted = lookup(ref.name, from: piece.file) else { return false }
                return types[adopted].isProtocol && types[adopted].isDeclaredHere && inModelsFolder(types[adopted].file)
            }
        }
    }
}

extension ProjectModel {
    /// Contracts named implementer first (`MoviesInteractorPresenterProtocol`, "interactor →
    /// presenter" in the app's comments, adopted by `MoviesInteractor`): the name's suffix says
    /// one part, but the word before it names the part that implements it, and every adopter is
    /// that part by its own name or base. Protocols take the role of their implementers: such a
    /// protocol is the implementer's. A protocol a part of the suffix's kind adopts, or one whose
    /// adopters are mixed, keeps its name's role.
    mutating func reassignReversedContractNames() {
        let adopters = self.adopters
        var changes: [(Int, RoleAssignment)] = []
        for index in types.indices where types[index].isProtocol && types[index].isDeclaredHere {
            guard let assignment = types[index].assignment, case .nameSuffix(let suffix) = assignment.evidence,
                  let namedRole = assignment.role.implementerRole else { continue }
            // A test double (`MoviesListInteractorMock`) mimics a part without being one: it has no say.
            let implementers = (adopters[index] ?? []).filter { types[$0].isDeclaredHere && !types[$0].isProtocol && !isTestDouble($0) }
            guard !implementers.isEmpty else { continue }
            var implementerRole: Role?
            var agree = true
            let name = String(types[index].baseName)
            for implementer in implementers {
                // An implementer that is a part only through this protocol is what its own name says.
                var role = types[implementer].assignment?.role
                if case .conformanceToNamed(let adopted, _)? = types[implementer].assignment?.evidence, adopted == name {
                    role = vocabulary(forFile: types[implementer].file).roleBySuffix(types[implementer].baseName, isProtocol: false)?.0
                }
                guard let role, role != namedRole, [.view, .presenter, .interactor, .router].contains(role) else {
                    agree = false
                    break
                }
                if implementerRole == nil { implementerRole = role } else if implementerRole != role { agree = false; break }
            }
            guard agree, let implementerRole, let protocolRole = implementerRole.protocolRole else { continue }
            // The word just before the suffix names the implementer's part.
            let head = NameText.dropSuffix(types[index].baseName, byteCount: suffix.utf8.count)
            let vocabulary = vocabulary(forFile: types[index].file)
            // `FruitsOutputInteractorProtocol`, adopted only by the presenter: the interactor's
            // output, its words in another order.
            if namedRole == .interactor, implementerRole == .presenter, NameText.words(of: String(head)).last == "output" {
                changes.append((index, RoleAssignment(role: .interactorOutputProtocol,
                                                      evidence: .adoption(by: String(types[implementers[0]].baseName), implementerRole: implementerRole))))
                continue
            }
            guard let (headRole, _) = vocabulary.roleBySuffix(head, isProtocol: false), headRole == implementerRole else { continue }
            changes.append((index, RoleAssignment(role: protocolRole, evidence: .adoption(by: String(types[implementers[0]].baseName), implementerRole: implementerRole))))
        }
        guard !changes.isEmpty else { return }
        for (index, assignment) in changes { types[index].assignment = assignment }
        // Implementers that took a role from such a protocol's name take theirs again.
        let changed = Set(changes.map { String(types[$0.0].baseName) })
        for index in types.indices where !types[index].isProtocol {
            guard case .conformanceToNamed(let adopted, _)? = types[index].assignment?.evidence, changed.contains(adopted) else { continue }
            types[index].assignment = explicitRole(index) ?? conformanceRole(index) ?? suffixRole(index) ?? folderRole(index)
        }
    }
}

extension ProjectModel {
    /// A delegate or data source named for the screen that adopts it (`ProductDetailViewDelegate`,
    /// adopted by `ProductDetailViewController` alone): the screen's own view speaking to its
    /// controller, a view protocol of that module like any other its controller adopts. A cell's
    /// or a service's delegate (`BasketTableViewCellDelegate`, `ImageServiceDelegate`) is named for
    /// something else and stays plumbing.
    func isOwnViewDelegate(_ index: Int) -> Bool {
        let stem = ProjectModel.moduleStem(ofTypeNamed: types[index].name, isProtocol: true)
        guard !stem.isEmpty else { return false }
        // A test double of the screen (`TodoDetailsViewControllerMock`) adopts it too: no second screen.
        let adopters = (self.adopters[index] ?? []).filter { types[$0].isDeclaredHere && !types[$0].isProtocol && !isTestDouble($0) }
        return !adopters.isEmpty && adopters.allSatisfy { adopter in
            types[adopter].assignment?.role == .view
                && ProjectModel.moduleStem(ofTypeNamed: types[adopter].name, isProtocol: false) == stem
        }
    }
}
