import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// Navigation calls appear only in routers (wireframes) and navigation owners.
public struct NavigationInRouterRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "navigation-in-router",
        options: [
            RuleOptionSpec(name: "allowedTypes", type: .stringArray),
            RuleOptionSpec(name: "additionalCalls", type: .stringArray),
            RuleOptionSpec(name: "alertsAreNavigation", type: .bool),
        ]
    )

    public func check(_ model: ProjectModel, options: RuleOptions) -> [Finding] {
        let all = model.vocabulary.navigationCalls + options.strings("additionalCalls").compactMap(NavigationCall.init(spelling:))
        let signaturesByName = Dictionary(grouping: all, by: \.name)
        // Most calls are not navigation: a table of (length, first byte) of the names rejects
        // them without hashing the name.
        var possibleName = [Bool](repeating: false, count: 64 * 256)
        for name in signaturesByName.keys { if let key = NavigationInRouterRule.nameKey(name) { possibleName[key] = true } }
        let allowed = Set(options.strings("allowedTypes"))
        let alertsAreNavigation = options.bool("alertsAreNavigation", default: false)
        var findings: [Finding] = []
        // Derived from modules and roles alone: kept across an editor's edits.
        let moduleFolders = model.derived.value("NavigationInRouterRule.moduleFolders") { NavigationInRouterRule.moduleFolders(model) }
        let routerCode = RouterCode(model)
        // Types come file by file: the last folder's answer serves the types after it (the walk
        // up the folders hashes each level; 1.8 % of a cold run on a 6,000-file app).
        var lastFolder: (folder: Substring, module: String?)? = nil
        func module(containing file: String) -> String? {
            let folder = NavigationInRouterRule.folder(of: file)
            if let last = lastFolder, last.folder == folder { return last.module }
            let module = NavigationInRouterRule.module(containing: file, in: moduleFolders)
            lastFolder = (folder, module)
            return module
        }
        lazy var loneScreenCreators = NavigationInRouterRule.creatorsOfLoneScreens(model, moduleFolders: moduleFolders)
        let alertTypes = model.derived.value("NavigationInRouterRule.alertTypes") { NavigationInRouterRule.alertTypes(model) }
        // A call written without arguments (`popViewController()`, a library's form where
        // `animated` defaults) may be the project's own method of that name (a base view
        // controller's `@objc func popViewController()`, a view protocol's requirement): only
        // a name the project declares no such function for is UIKit's.
        // (Declarations change with an editor's edits: not kept in `model.derived`.)
        lazy var projectNoArgumentFunctions = NavigationInRouterRule.noArgumentFunctions(model)
        lazy var projectLegacyNavigationArities = NavigationInRouterRule.legacyNavigationArities(model)
        for index in model.types.indices where model.isJudged(type: index) {
            if routerCode.isRouterCode(type: index) { continue }
            // Module parts are judged, and so are helpers (cells, adapters) declared inside a
            // module's own folder; a lone view controller or an MVVM screen is not VIPER. Read in
            // place: binding the whole `TypeInfo` copies (retains) each of its fields.
            guard model.types[index].isDeclaredHere, !model.testFiles.contains(model.types[index].file),
                  let module = model.types[index].module ?? module(containing: model.types[index].file) else { continue }
            // A view controller of no module that only sits in a module's folder, and that only
            // code outside that module creates (an empty-state screen another module's router
            // shows, a privacy page the app's coordinator presents), is a lone screen of theirs:
            // not VIPER, not judged. One the folder's own module creates (a flow's confirmation
            // step), or that other code in the folder creates, is that module's code.
            if model.types[index].module == nil, model.isViewController(index),
               let creators = loneScreenCreators[index], !creators.isEmpty,
               creators.allSatisfy({ creator in
                   if let other = model.types[creator].module { return other != module }
                   return NavigationInRouterRule.module(containing: model.types[creator].file, in: moduleFolders) == nil
               }) {
                // Code of no module creating it (a coordinator, an extension on `UIViewController`)
                // says less: the folder's module may still wire it as its view
                // (`PaymentServiceRouter.configureModule(viewController: PaymentServicesVC)`).
                let madeByOtherModulesOnly = creators.allSatisfy { model.types[$0].module != nil }
                if madeByOtherModulesOnly || !NavigationInRouterRule.isNamed(index, byPartOf: module, model) { continue }
            }
            // A SwiftUI preview (`struct MainTabBarPreview: PreviewProvider`) only renders the
            // screen in Xcode's canvas: whatever it sets up there is never the app's navigation.
            if model.isPreview(index) { continue }
            let info = model.types[index]
            let roleWord = info.role?.rawValue ?? "type"
            if allowed.contains(info.name) || allowed.contains(String(info.baseName)) { continue }
            for piece in info.pieces where !routerCode.isRouterCode(piece) && !NavigationInRouterRule.isContainerImplementation(piece) {
                for call in piece.decl.body.calls {
                    guard NavigationInRouterRule.nameKey(call.name).map({ possibleName[$0] }) ?? true,
                          let signature = signaturesByName[call.name]?.first(where: { $0.matches(name: call.name, labels: call.labels) }) else { continue }
                    // `override func pushViewController(...) { ...; super.pushViewController(...) }`
                    // in a navigation controller subclass implements the call, it makes no move:
                    // whoever calls it navigates.
                    if call.receiver == "super" && call.member == call.name { continue }
                    if call.labels.isEmpty && projectNoArgumentFunctions.contains(call.name) { continue }
                    if RoleVocabulary.legacyNavigationCallNames.contains(call.name),
                       projectLegacyNavigationArities[call.name]?.contains(call.labels.count) == true { continue }
                    // A split view's delegate deciding how to show the detail the routers asked
                    // for (`tabController.selectedViewController?.show(vc, sender:)` when collapsed).
                    if let member = call.member, RoleVocabulary.containerNavigationHooks.contains(member) { continue }
                    if callsOwnMethod(call, owner: index, model: model) || callsProjectMethodOfProperty(call, owner: index, model: model) { continue }
                    if !alertsAreNavigation, dismissesOverlayOfHeldValue(call, owner: index, model: model, alertTypes: alertTypes) { continue }
                    if isDelegatedToRouter(call.receiver, owner: index, model: model)
                        || isTabBarReplacement(call, owner: index, model: model)
                        || (!alertsAreNavigation && isAlert(call, body: piece.decl.body, owner: info, alertTypes: alertTypes)) { continue }
                    let message = "`\(call.name)(\(signature.required.map { $0 + ":" }.joined()))` in \(roleWord) `\(info.name)` navigates: "
                        + "move it into the module's router (wireframe) and call the router from the presenter"
                    findings.append(finding(message, at: DeclarationSite(file: piece.file, position: call.position),
                                            symbol: "\(info.name).\(call.member ?? "")", module: module))
                }
                for assignment in piece.decl.body.assignments where assignment.name == "rootViewController"
                    && !isOwnProperty(assignment, owner: index, model: model)
                    && !isSetOnAView(assignment, in: piece, owner: index, model: model) {
                    let message = "assigning `rootViewController` in \(roleWord) `\(info.name)` replaces the screen: "
                        + "move it into a router or the app's coordinator"
                    findings.append(finding(message, at: DeclarationSite(file: piece.file, position: assignment.position),
                                            symbol: "\(info.name).\(assignment.member ?? "")", module: module))
                }
            }
        }
        return findings
    }

    /// For every view controller of no module declared in a module's folder, the types that
    /// create it (`EmptyTrainViewController()`): one pass over the project's initializer calls,
    /// made only when such a controller exists.
    static func creatorsOfLoneScreens(_ model: ProjectModel, moduleFolders: [Substring: String]) -> [Int: [Int]] {
        var loneByName: [Substring: [Int]] = [:]
        // The view controller check first: walking a file's folders up to a module folder costs more.
        for index in model.types.indices where model.types[index].module == nil && model.types[index].isDeclaredHere
            && model.isViewController(index)
            && module(containing: model.types[index].file, in: moduleFolders) != nil {
            loneByName[model.types[index].baseName, default: []].append(index)
        }
        guard !loneByName.isEmpty else { return [:] }
        // Most initializer calls create something else: a table of (length, last byte) of the lone
        // screens' names rejects them without hashing (2 % of a cold run on a 6,000-file app).
        var possibleName = [Bool](repeating: false, count: 64 * 256)
        for name in loneByName.keys { if let key = lastByteKey(name) { possibleName[key] = true } }
        var result: [Int: [Int]] = [:]
        for creator in model.types.indices where !model.testFiles.contains(model.types[creator].file) {
            for piece in model.types[creator].pieces {
                for mention in piece.decl.body.mentions where mention.context == .initializerCall {
                    let base = NameText.baseName(mention.name)
                    guard lastByteKey(base).map({ possibleName[$0] }) ?? true,
                          loneByName[base] != nil,
                          let target = model.lookup(mention.name, from: piece.file), target != creator,
                          loneByName[model.types[target].baseName]?.contains(target) == true else { continue }
                    if result[target]?.last != creator { result[target, default: []].append(creator) }
                }
            }
        }
        return result
    }

    /// Whether a part of `module` names type `index` anywhere in its code (a parameter, a
    /// property, a cast, a call).
    static func isNamed(_ index: Int, byPartOf module: String, _ model: ProjectModel) -> Bool {
        let name = model.types[index].baseName
        return model.types.indices.contains { other in
            other != index && model.types[other].module == module && model.types[other].pieces.contains { piece in
                piece.decl.body.mentions.contains { NameText.baseName($0.name) == name }
            }
        }
    }

    /// Length and last byte of a name, for a table of names that may match.
    private static func lastByteKey(_ name: Substring) -> Int? {
        let utf8 = name.utf8
        guard let last = utf8.last, utf8.count < 64 else { return nil }
        return utf8.count * 256 + Int(last)
    }

    /// Folders that belong to exactly one module: the deepest folder holding all of its concrete
    /// parts, when no other module's parts live in, above or below it.
    static func moduleFolders(_ model: ProjectModel) -> [Substring: String] {
        var roots: [(folder: Substring, module: String, parts: Int)] = []
        func commonFolder(_ files: [String]) -> Substring? {
            guard var common = files.first.map({ folder(of: $0) }) else { return nil }
            for file in files.dropFirst() {
                let other = folder(of: file)
                while !common.isEmpty && !(other == common || other.hasPrefix(common + "/")) {
                    common = folder(of: String(common))
                }
            }
            return common
        }
        for module in model.modules {
            let concrete = module.parts.filter { !$0.role.isProtocolRole && $0.role != .entity }
            let files = concrete.map(\.file)
            guard var common = commonFolder(files) else { continue }
            // The screen's own parts (view, presenter, router) say where the module lives; an
            // interactor or builder kept in a shared layer (`UseCase/`, `Assemblies/`) does not
            // stretch its folder to the app's root: when the whole module's folder is more than
            // one level above the screen's, the screen's folder is the module's.
            let screenFiles = concrete.filter { [.view, .presenter, .router].contains($0.role) }.map(\.file)
            if let screen = commonFolder(screenFiles), screen != common, !screen.isEmpty,
               folder(of: String(screen)) != common {
                common = screen
            }
            if !common.isEmpty { roots.append((common, module.name, files.count)) }
        }
        // A folder holding much more than the module (a flat `Sources/` with one module in it) is
        // not the module's own folder.
        var filesUnder: [Substring: Int] = [:]
        let rootSet = Set(roots.map(\.folder))
        // Files counted per folder first, then each folder's count carried up its chain once.
        var filesIn: [Substring: Int] = [:]
        for file in model.files { filesIn[folder(of: file.path), default: 0] += 1 }
        for (start, count) in filesIn {
            var folder = start
            while !folder.isEmpty {
                if rootSet.contains(folder) { filesUnder[folder, default: 0] += count }
                folder = NavigationInRouterRule.folder(of: String(folder))
            }
        }
        roots.removeAll { (filesUnder[$0.folder] ?? 0) > 10 * $0.parts + 20 }
        var count: [Substring: Int] = [:]
        var nested: [Substring: Int] = [:]
        for root in roots {
            // Each root, and every folder above it: a folder that is two modules' root, or that
            // holds the roots of many modules (`Modules/`), is not one module's.
            count[root.folder, default: 0] += 1
            var folder = NavigationInRouterRule.folder(of: String(root.folder))
            while !folder.isEmpty {
                nested[folder, default: 0] += 1
                folder = NavigationInRouterRule.folder(of: String(folder))
            }
        }
        var result: [Substring: String] = [:]
        // A module's folder may hold a few child modules' folders (`Messages/` with `Dialog/` and
        // `Search/`): a file is in the module whose folder is nearest above it.
        for root in roots where count[root.folder] == 1 {
            let children = nested[root.folder] ?? 0
            guard children == 0 || (children <= maximumNestedModules && isNamed(root.folder, after: root.module)) else { continue }
            result[root.folder] = root.module
        }
        return result
    }

    /// Child modules' folders a module's own folder may hold; more make it a folder of modules.
    static let maximumNestedModules = 4

    /// Whether a folder is named after a module (`Messages/` for Messages, `EnterAmount/` for
    /// EnterAmountPage): only such a folder holds its children's folders and stays its module's
    /// (a `Common/` with a tab bar's parts and other screens' folders does not).
    static func isNamed(_ folder: Substring, after module: String) -> Bool {
        let name = folder.split(separator: "/").last.map { $0.lowercased().filter { $0.isLetter || $0.isNumber } } ?? ""
        let stem = (module.split(separator: " ").first.map(String.init) ?? module).lowercased()
        guard !name.isEmpty else { return false }
        return stem.hasPrefix(name) || name.hasPrefix(stem)
    }

    static func module(containing file: String, in folders: [Substring: String]) -> String? {
        guard !folders.isEmpty else { return nil }
        var folder = folder(of: file)
        while !folder.isEmpty {
            if let module = folders[folder] { return module }
            folder = NavigationInRouterRule.folder(of: String(folder))
        }
        return nil
    }

    private static func folder(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[..<slash]
    }

    /// `length * 256 + first byte` of a name shorter than 64 bytes; nil for a longer or empty one
    /// (those skip the table and are looked up).
    static func nameKey(_ name: String) -> Int? {
        let utf8 = name.utf8
        guard let first = utf8.first, utf8.count < 64 else { return nil }
        return utf8.count * 256 + Int(first)
    }

    /// `router?.push(withView:)`, `wireframe.present(...)`: the router navigates, not the caller.
    /// Also `.present(...)`, an enum case or static member, which is no call on self.
    private func isDelegatedToRouter(_ receiver: String, owner: Int, model: ProjectModel) -> Bool {
        if receiver == "." { return true }
        guard !receiver.isEmpty else { return false }
        let last = NavigationInRouterRule.lastComponent(of: receiver)
        // Whole words only: `mainFlow` and `routerInput` delegate, `overflowMenu` does not; nor
        // does a navigation or view controller named for its flow (`flowNavigationController`),
        // which is UIKit's and moves screens itself.
        let words = NavigationInRouterRule.words(of: last)
        let namesAController = words.count >= 2 && words.last == "controller"
            && RoleVocabulary.uikitControllerWords.contains(words[words.count - 2])
        if !namesAController && words.contains(where: { RoleVocabulary.navigatorWords.contains($0) }) { return true }
        // A property of the owner whose type is a router or a router protocol.
        for (property, file) in model.types[owner].allProperties where property.name == last {
            guard let type = property.type else { continue }
            let roles = model.referenceTargets(of: type, in: owner, file: file).compactMap(\.role)
            if roles.contains(.router) || roles.contains(.routerProtocol) || roles.contains(.navigationOwner) { return true }
        }
        return false
    }

    /// `dismiss(animated: true)` on implicit `self` in a type that is no view controller and
    /// declares a `dismiss` of its own (a presenter protocol's extension calling its requirement,
    /// which the presenter implements by calling its wireframe): the call reaches that method,
    /// never UIKit's.
    private func callsOwnMethod(_ call: CallSite, owner: Int, model: ProjectModel) -> Bool {
        // An extension of a framework class (`extension UIViewController`) may be a view controller.
        guard call.receiver.isEmpty || call.receiver == "self", model.types[owner].isDeclaredHere else { return false }
        guard Self.declaresMethod(call.name, type: owner, model: model) else { return false }
        switch model.types[owner].kind {
        case .protocol:
            return !model.isViewControllerOnlyProtocol(owner)
        case .struct, .enum, .actor:
            return true
        default:
            // A class: only one whose base classes are all the project's own (or `NSObject`); a
            // subclass of a framework class might be a view controller by it.
            guard !model.isViewController(owner) else { return false }
            let top = ([owner] + model.superclasses(of: owner)).last!
            guard let base = model.types[top].pieces.first(where: { $0.decl.kind == .class })?.decl.inheritance.first?.name else { return true }
            return base == "NSObject" || model.lookup(base, from: model.types[top].file).map { model.types[$0].isProtocol } == true
        }
    }

    /// Whether the type, a superclass or a supertype of it declares a method named `name`.
    private static func declaresMethod(_ name: String, type: Int, model: ProjectModel) -> Bool {
        let declarers = [type] + model.superclasses(of: type) + model.supertypes(of: type).compactMap(\.index)
        return declarers.contains { model.types[$0].functions.contains { $0.function.name == name } }
    }

    /// The type's own name a receiver is (`bannerView`, `self.bannerView?`, `bottomBar!`); nil for
    /// implicit `self`, a chain (`a.b`), a call or a subscript.
    private static func ownName(_ receiver: String) -> String? {
        var name = Substring(receiver)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        guard !name.isEmpty, !name.contains("."), !name.contains("("), !name.contains("[") else { return nil }
        return String(name)
    }

    /// `bottomBarPresenter?.dismiss(animated: true)` on a property typed by the project's own
    /// protocol or class that declares that method (another module's input that hides its bar, a
    /// custom toolbar view): the call reaches that method, not UIKit's, unless the type is a view
    /// controller, a view, or a protocol that a view or view controller adopts.
    private func callsProjectMethodOfProperty(_ call: CallSite, owner: Int, model: ProjectModel) -> Bool {
        guard let receiver = Self.ownName(call.receiver) else { return false }
        // Declared by the type or inherited (`BaseFilesGreedPresenter`'s `bottomBarPresenter`).
        let properties = ([owner] + model.superclasses(of: owner)).flatMap { model.types[$0].allProperties }
            .filter { $0.property.name == receiver && !$0.property.isStatic }
        guard !properties.isEmpty else { return false }
        return properties.allSatisfy { property, file in
            guard let type = property.type else { return false }
            let targets = model.referenceTargets(of: type, in: owner, file: file)
            return !targets.isEmpty && targets.allSatisfy { target in
                // A view protocol's `dismiss` (`view?.dismiss(animated:completion:)`) is UIKit's,
                // which the view controller adopting it inherits.
                guard let held = target.index, model.types[held].isDeclaredHere, !model.isViewController(held),
                      model.types[held].role != .view, model.types[held].role != .viewProtocol,
                      !(model.adopters[held] ?? []).contains(where: { model.isViewController($0) || model.types[$0].role == .view })
                else { return false }
                return Self.declaresMethod(call.name, type: held, model: model)
            }
        }
    }

    /// A type named or declared as an alert (`UIAlertController`, a library's `PMActionSheet`) or a
    /// progress overlay (`JGProgressHUD`): a value of it shown or hidden is no screen.
    static func isAlertOrOverlayType(_ name: String?, alertTypes: Set<String>) -> Bool {
        guard let name else { return false }
        let base = String(NameText.baseName(name))
        return alertTypes.contains(base) || isNamedLikeAlert(base)
            || RoleVocabulary.overlayViewTypeSuffixes.contains { base.hasSuffix($0) }
    }

    /// `delegateVC?.hud.dismiss(animated: true)`: an overlay or alert (`hud: JGProgressHUD`) that a
    /// value the type holds declares, one hop away: a property of the project's own type that the
    /// property in front of it names. It hides a view over the screen; it leaves no screen.
    private func dismissesOverlayOfHeldValue(_ call: CallSite, owner: Int, model: ProjectModel, alertTypes: Set<String>) -> Bool {
        guard call.name == "dismiss" else { return false }
        var parts = call.receiver.split(separator: ".").map { part -> Substring in
            var part = part
            while let last = part.last, last == "?" || last == "!" { part = part.dropLast() }
            return part
        }
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count == 2, !parts.contains(where: { $0.isEmpty || $0.contains("(") || $0.contains("[") }) else { return false }
        let holder = String(parts[0]), held = String(parts[1])
        let properties = ([owner] + model.superclasses(of: owner)).flatMap { model.types[$0].allProperties }
            .filter { $0.property.name == holder && !$0.property.isStatic }
        guard !properties.isEmpty else { return false }
        func isOverlay(_ name: String?) -> Bool { Self.isAlertOrOverlayType(name, alertTypes: alertTypes) }
        return properties.allSatisfy { property, file in
            guard let type = property.type else { return false }
            let targets = model.referenceTargets(of: type, in: owner, file: file)
            return !targets.isEmpty && targets.allSatisfy { target in
                guard let index = target.index, model.types[index].isDeclaredHere else { return false }
                let declared = model.types[index].allProperties.filter { $0.property.name == held && !$0.property.isStatic }
                return !declared.isEmpty && declared.allSatisfy { isOverlay($0.property.type?.name) || isOverlay($0.property.initializerType) }
            }
        }
    }

    /// `self.rootViewController = viewController` in a type that declares its own stored
    /// `rootViewController` (a dependency component keeping the screen it was given) sets that
    /// property, not a window's root.
    private func isOwnProperty(_ assignment: MemberAssignment, owner: Int, model: ProjectModel) -> Bool {
        guard assignment.receiver.isEmpty || assignment.receiver == "self" else { return false }
        return model.types[owner].pieces.contains { piece in
            piece.decl.properties.contains { $0.name == assignment.name && !$0.isStatic }
        }
    }

    /// A `rootViewController` set on a view (`bannerView: GADBannerView`, an ad view given the
    /// controller it presents from) does not replace the screen. Only a receiver that is one of
    /// the type's own names (`bannerView`, `self.bannerView`), declared as a type whose name ends
    /// in `View`; a side menu or container controller (`sideMenuController.rootViewController`),
    /// a window, or a receiver whose type is not written down still counts.
    private func isSetOnAView(_ assignment: MemberAssignment, in piece: TypePiece, owner: Int, model: ProjectModel) -> Bool {
        guard let name = Self.ownName(assignment.receiver) else { return false }
        var declared: [String] = []
        for local in piece.decl.body.locals where local.name == name && local.member == assignment.member && !local.isStaticCallResult {
            declared.append(local.type)
        }
        if declared.isEmpty {
            for (property, _) in model.types[owner].allProperties where property.name == name {
                if let type = property.type?.name ?? property.initializerType { declared.append(type) }
            }
        }
        return !declared.isEmpty && declared.allSatisfy { type in
            let base = NameText.baseName(type)
            return base.hasSuffix(RoleVocabulary.rootHoldingViewSuffix) && !base.contains(RoleVocabulary.windowTypeWord)
        }
    }

    /// `overflowMenuButton` → `overflow`, `menu`, `button`; `HTTPRouter` → `http`, `router` (lower-cased).
    static func words(of identifier: String) -> [String] { NameText.words(of: identifier) }

    /// `setViewControllers(_:animated:)` on a tab bar controller replaces its tabs, not a
    /// navigation stack: on `self` in a `UITabBarController` subclass, on a receiver named like one
    /// (`tabBarController?`), or on a property declared as one.
    private func isTabBarReplacement(_ call: CallSite, owner: Int, model: ProjectModel) -> Bool {
        guard call.name == "setViewControllers", call.labels.first == "_", call.labels.dropFirst().first == "animated" else { return false }
        // A base class the project does not declare (a pod's `BaseTabController<P>`) is a tab bar
        // controller when its name says so: its declaration is out of sight.
        func isTabBar(_ index: Int) -> Bool {
            RoleVocabulary.tabBarControllerTypes.contains(String(model.types[index].baseName))
                || model.supertypes(of: index).contains { supertype in
                    let base = NameText.baseName(supertype.name)
                    if RoleVocabulary.tabBarControllerTypes.contains(String(base)) { return true }
                    guard supertype.index.map({ !model.types[$0].isDeclaredHere }) ?? true else { return false }
                    return RoleVocabulary.tabBarControllerNameSuffixes.contains { NameText.hasSuffix(base, $0) }
                }
        }
        let last = NavigationInRouterRule.lastComponent(of: call.receiver)
        if last.isEmpty || last == "self" || last == "super" { return isTabBar(owner) }
        if NavigationInRouterRule.words(of: last).contains(where: { RoleVocabulary.tabBarReceiverWords.contains($0) }) { return true }
        for (property, file) in model.types[owner].allProperties where property.name == last {
            guard let name = property.type?.name ?? property.initializerType else { continue }
            if RoleVocabulary.tabBarControllerTypes.contains(String(NameText.baseName(name))) { return true }
            if let target = model.lookup(name, from: file), isTabBar(target) { return true }
        }
        return false
    }

    /// `navigationController?` → `navigationController`; `self.alert?` → `alert`; "" for implicit self.
    static func lastComponent(of receiver: String) -> String {
        var last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        while last.hasSuffix("?") || last.hasSuffix("!") { last.removeLast() }
        return last
    }

    /// Showing an alert is the view's job: `present(alert, animated: true)` of a value named like
    /// an alert or declared as a `UIAlertController` (a local of the same method or a property),
    /// and `alert?.dismiss(animated: true)` on such a value. A screen presented from inside an
    /// alert action's closure is presented by its own name, so it still navigates.
    /// `extension NavigationView where Self: UINavigationController { func pushView(...) {
    /// pushViewController(...) } }`: UIKit's container implementing the project's routing
    /// abstraction, as a subclass passing a call on to `super` does. Whoever calls it navigates.
    static func isContainerImplementation(_ piece: TypePiece) -> Bool {
        piece.decl.kind == .extension
            && piece.decl.selfConstraints.contains { RoleVocabulary.uiKitContainers.contains(String(NameText.baseName($0))) }
    }

    /// Names of the functions the project declares without parameters.
    static func noArgumentFunctions(_ model: ProjectModel) -> Set<String> {
        var result: Set<String> = []
        for index in model.types.indices {
            for piece in model.types[index].pieces {
                for function in piece.decl.functions where function.parameters.isEmpty { result.insert(function.name) }
            }
        }
        return result
    }

    /// The parameter counts of the project's own methods named as Swift 2's navigation calls:
    /// those its protocols and its other types declare, not a view controller's (in a Swift 2
    /// project, `override func presentViewController(...)` overrides UIKit's) nor a test's.
    static func legacyNavigationArities(_ model: ProjectModel) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        for index in model.types.indices where !model.testFiles.contains(model.types[index].file) && !model.isTestDouble(index)
            && (model.types[index].isProtocol || !model.isViewController(index)) {
            for piece in model.types[index].pieces {
                for function in piece.decl.functions where RoleVocabulary.legacyNavigationCallNames.contains(function.name) {
                    result[function.name, default: []].insert(function.parameters.count)
                }
            }
        }
        return result
    }

    /// `UIAlertController` and the project's classes that inherit from it (an action sheet
    /// with a picker, `ActionSheetPickerViewController: UIAlertController`): still alerts.
    static func alertTypes(_ model: ProjectModel) -> Set<String> {
        var result: Set<String> = [RoleVocabulary.alertControllerType]
        for index in model.types.indices where model.types[index].kind == .class {
            if model.supertypes(of: index).contains(where: { NameText.baseName($0.name) == RoleVocabulary.alertControllerType }) {
                result.insert(String(model.types[index].baseName))
            }
        }
        return result
    }

    private func isAlert(_ call: CallSite, body: BodyFacts, owner: TypeInfo, alertTypes: Set<String>) -> Bool {
        let value: String
        // `showDetailViewController(alert, sender:)` and `show(alert, sender:)` present too, and
        // so does Swift 2's `presentViewController(alert, animated:completion:)`.
        if RoleVocabulary.alertPresentingCalls.contains(call.name) && call.labels.first == "_" {
            guard let first = call.firstArgument else { return false }
            value = first
        } else if call.name == "dismiss" || call.name == "dismissViewControllerAnimated" {
            value = NavigationInRouterRule.lastComponent(of: call.receiver)
            if value.isEmpty || value == "self" || value == "super" { return false }
        } else {
            return false
        }
        if NavigationInRouterRule.isNamedLikeAlert(value) { return true }
        // A type named like an alert counts as one too: a library's action sheet (`sheet:
        // PMActionSheet`) dismissed by its own value is no screen.
        // So does a progress overlay (`spinner = JGProgressHUD(style: .dark)`): a view, no screen.
        func isAlertType(_ name: String?) -> Bool { Self.isAlertOrOverlayType(name, alertTypes: alertTypes) }
        if body.locals.contains(where: { $0.name == value && $0.member == call.member && isAlertType($0.type) }) { return true }
        if owner.allProperties.contains(where: { $0.property.name == value && (isAlertType($0.property.type?.name) || isAlertType($0.property.initializerType)) }) {
            return true
        }
        // A value of no known type: neither a local of this member nor a property.
        let isUndeclared = !body.locals.contains(where: { $0.name == value && $0.member == call.member })
            && !owner.allProperties.contains(where: { $0.property.name == value })
        // `func showUploadOptions(_ optionsViewController: UIAlertController) { present(optionsViewController, ...) }`:
        // such a value in a method handed an alert, and no other controller, is that parameter.
        // (Facts keep parameter types, not their names.)
        if isUndeclared, let member = call.member {
            let functions = owner.functions.filter { $0.function.name == member }
            if !functions.isEmpty, functions.allSatisfy({ entry in
                let types = entry.function.parameters.compactMap { $0.type?.name }
                return types.contains(where: isAlertType) && !types.contains { type in
                    !isAlertType(type) && NameText.baseName(type).hasSuffix("Controller")
                }
            }) { return true }
        }
        // `present(UIHelpers.createAlertController(title:message:), animated: true)`: the value is
        // a call, on that line, of a function named for making an alert.
        if call.name == "present" || call.name == "presentViewController", body.calls.contains(where: { other in
            other.member == call.member && other.position.line == call.position.line && other.position.column > call.position.column
                && (other.receiver == value || (other.receiver.isEmpty && other.name == value))
                && NavigationInRouterRule.isNamedLikeAlert(other.name)
        }) { return true }
        // `let selector = makeBackupServiceSelector(); present(selector, ...)`: a value of unknown
        // type, next to a call of the type's own method whose signature is about an alert
        // (`func makeBackupServiceSelector() -> UIAlertController`).
        guard call.name == "present" || call.name == "presentViewController", isUndeclared else { return false }
        let alertMakers = Set(owner.pieces.flatMap { piece in
            piece.decl.body.mentions.compactMap { mention in
                mention.context == .signature && isAlertType(mention.name) ? mention.member : nil
            }
        })
        guard !alertMakers.isEmpty else { return false }
        return body.calls.contains { other in
            other.member == call.member && (other.receiver.isEmpty || other.receiver == "self") && alertMakers.contains(other.name)
                && other.position < call.position
        }
    }

    /// `alert`, `errorAlert`, `actionSheet`, `alertController`, `UIAlertController`; not
    /// `alertSettingsViewController` or `alerts`.
    static func isNamedLikeAlert(_ name: String) -> Bool {
        var words = words(of: name)
        while let last = words.last, RoleVocabulary.alertNameTrailingWords.contains(last) { words.removeLast() }
        return RoleVocabulary.alertNameEndings.contains { ending in words.count >= ending.count && Array(words.suffix(ending.count)) == ending }
    }
}

/// The router code of the contract: routers and wireframes with their extensions, navigation
/// owners and builders; base classes of routers; an extension that conforms any type to a router
/// protocol (only that extension); a protocol extension constrained to routers (`extension
/// SeriesRoute where Self: RouterProtocol`); and protocols adopted only by router protocols or
/// routers (a `...Presentable` mixin of wireframe protocols) with their extensions.
struct RouterCode {
    private let model: ProjectModel
    private var routerTypes: Set<Int> = []

    init(_ model: ProjectModel) {
        self.model = model
        routerTypes = model.derived.value("RouterCode.routerTypes") { RouterCode.routerTypes(model) }
    }

    private static func routerTypes(_ model: ProjectModel) -> Set<Int> {
        var routerTypes: Set<Int> = []
        for index in model.types.indices {
            // A router set aside as no module's part (`SecureChannelRouter`, a flow's router with
            // only its name for evidence) is still router code: it is where navigation belongs.
            if model.types[index].setAside != nil, let setAsideRole = model.types[index].assignment?.role,
               [.router, .routerProtocol, .navigationOwner].contains(setAsideRole) {
                routerTypes.insert(index)
                continue
            }
            guard let role = model.types[index].role else {
                let name = model.types[index].baseName
                if model.types[index].assignment == nil, !model.types[index].isProtocol,
                   RoleVocabulary.navigationCodeSuffixes.contains(where: { NameText.hasSuffix(name, $0) })
                    || RoleVocabulary.bareRouterNames.contains(String(name)) {
                    routerTypes.insert(index)
                }
                continue
            }
            if [.router, .routerProtocol, .navigationOwner, .builder].contains(role) { routerTypes.insert(index) }
            // A router's base classes (`class NavigationBase` under `LoginRouter`), unless the
            // base is a part of another kind (a view controller base stays a view).
            if role == .router {
                routerTypes.formUnion(model.superclasses(of: index).filter { model.types[$0].role == nil || model.types[$0].role == .router })
            }
        }
        routerTypes.formUnion(routerOnlyProtocols(model))
        return routerTypes
    }

    func isRouterCode(type index: Int) -> Bool { routerTypes.contains(index) }

    /// An extension that conforms its type to a router protocol, or that constrains `Self` to a router.
    func isRouterCode(_ piece: TypePiece) -> Bool {
        guard piece.decl.kind == .extension else { return false }
        return piece.decl.inheritance.contains { isRouter($0.name, from: piece.file, protocolsOnly: true) }
            || piece.decl.selfConstraints.contains { isRouter($0, from: piece.file, protocolsOnly: false) }
    }

    /// A router protocol (or, for a `Self` constraint, any router type) declared in the project,
    /// else known by the vocabulary (`MFRRouterVIPER`, a name ending in `RouterInput`).
    private func isRouter(_ name: String, from file: String, protocolsOnly: Bool) -> Bool {
        if let target = model.lookup(name, from: file), model.types[target].isDeclaredHere {
            return routerTypes.contains(target) && (!protocolsOnly || model.types[target].isProtocol)
        }
        let vocabulary = model.vocabulary(forFile: file)
        let base = NameText.baseName(name)
        if let role = vocabulary.baseTypes[String(base)] { return role == .routerProtocol || (!protocolsOnly && role == .router) }
        return vocabulary.roleBySuffix(base, isProtocol: true)?.0 == .routerProtocol
    }

    /// Protocols whose adopters (protocols inheriting them, types conforming to them) are all
    /// router protocols, routers, or such protocols themselves: a worklist, linear in adoptions.
    private static func routerOnlyProtocols(_ model: ProjectModel) -> Set<Int> {
        func isRouter(_ index: Int) -> Bool { [.router, .routerProtocol].contains(model.types[index].role) }
        var adopted: [Int: [Int]] = [:]        // adopter → protocols it adopts
        var otherAdopters: [Int: Int] = [:]    // protocol → adopters not (yet) known to be router code
        for index in model.types.indices {
            var seen: Set<Int> = []
            for case let target? in model.inheritanceTargets.targets(of: index) {
                guard target != index, model.types[target].isProtocol, seen.insert(target).inserted else { continue }
                adopted[index, default: []].append(target)
                otherAdopters[target, default: 0] += isRouter(index) ? 0 : 1
            }
        }
        var result: Set<Int> = []
        var queue = otherAdopters.filter { $0.value == 0 && model.types[$0.key].role == nil }.map(\.key)
        while let next = queue.popLast() {
            guard result.insert(next).inserted else { continue }
            for target in adopted[next] ?? [] {
                otherAdopters[target, default: 1] -= 1
                if otherAdopters[target] == 0 && model.types[target].role == nil { queue.append(target) }
            }
        }
        return result
    }
}
