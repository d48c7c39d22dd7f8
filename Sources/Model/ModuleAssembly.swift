import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// One `Foo(...)` in the project: who writes it (a type, or top-level code when `index` is nil), where,
/// and in which member.
package struct Instantiation: Sendable {
    package var index: Int?
    /// The creating type's base name, or the file for top-level code.
    package var name: String
    package var file: String
    package var position: Position
    /// The function, initializer or property whose body holds the call (a free function's own name).
    package var member: String?
}

/// Who instantiates what, computed once after modules have their names.
package struct Instantiators: Sendable {
    /// For every type, the places that instantiate it.
    package var byTarget: [Int: [Instantiation]] = [:]
    /// For every creating type, the modules whose presenter or view it instantiates.
    package var modulesByCreator: [Int: Set<String>] = [:]
    /// For every creating type, the deepest folder holding every module presenter or view it instantiates.
    package var partFolderByCreator: [Int: [Substring]] = [:]
    /// The deepest folder holding the presenter (or view) of every module: the app's modules root.
    package var modulesRoot: [Substring] = []
    /// The app's module registry (`ProjectModel.moduleRegistry()`), which builds by name every module
    /// that no Swift code creates.
    package var moduleRegistry: String?

    package subscript(target: Int) -> [Instantiation]? { byTarget[target] }
}

/// What `assembly(of:partIndices:instantiators:)` found: what assembles the module, or who wires it instead.
package struct ModuleAssembly: Sendable {
    package var by: String?
    package var wiring: ModuleWiring?
}

package extension ProjectModel {
    /// What one instantiation of a module's presenter (view) means for its assembly.
    enum CreatorVerdict {
        /// A real assembler: the module is assembled (`assembledBy` says how).
        case assembler(String)
        /// Wiring that is not a builder, with its rank (lower is the better one to name in a finding).
        case wiring(ModuleWiring.Kind, rank: Int)
        /// Not wiring at all (a SwiftUI preview).
        case ignored
    }

    /// Judges one creator of `anchor`, a presenter (or view) of a module whose parts are `members`.
    /// Real assemblers: a builder or a type named like one (`...Factory`), the module's own router,
    /// another router's static factory or assembling init, a free factory function, and a type with
    /// no role that creates more of the module than the presenter. Not assemblers: views,
    /// presenters and interactors (the module's own or another module's), another router's instance
    /// method, coordinators, top-level statements, and composition roots (app-wide types wiring
    /// several modules).
    func verdict(on creation: Instantiation, anchor: Int, members: Set<Int>, insiders: Set<Int>, routers: Set<Int>,
                 instantiators: Instantiators) -> CreatorVerdict {
        guard let creator = creation.index else {
            if let function = creation.member, ProjectModel.isFactoryFunctionName(function) {
                return .assembler("factory function \(function) in \(creation.file)")
            }
            if let global = creation.member, isModuleContainer(global, in: creation.file, anchor: anchor, members: members) {
                return .assembler("module container \(global) in \(creation.file)")
            }
            return .wiring(.topLevelCode, rank: 5)
        }
        if insiders.contains(creator) {
            // A static factory on one of the module's own types that makes more of the module than
            // the presenter (`ContactListViewController.getViper(with:)` making its view, presenter,
            // interactor and router; `SocialLoginPresenter.create(...)` making presenter and
            // interactor) assembles it, as a builder type would: a view wiring its own presenter
            // in `viewDidLoad` does not.
            if let member = creation.member,
               types[creator].functions.contains(where: { $0.function.isStatic && $0.function.name == member }),
               members.contains(where: { other in
                   other != anchor && (instantiators[other] ?? []).contains { $0.index == creator && $0.member == member }
               }) || makesItself(creator, in: member, members: members) {
                return .assembler("static factory \(creation.name).\(member)")
            }
            return .wiring(.ownPart, rank: 4)
        }
        if routers.contains(creator) { return .assembler("\(creation.name) instantiates the module") }
        let info = types[creator]
        if isPreview(creator) { return .ignored }
        let wired = instantiators.modulesByCreator[creator]?.count ?? 0
        func assemblerUnlessAppWide() -> CreatorVerdict {
            if wired >= 2 && isAppWide(creator, instantiators: instantiators) { return .wiring(.compositionRoot, rank: 0) }
            return .assembler("wired by \(creation.name)")
        }
        // The role its name or folder suggests counts here even when the type was set aside as no
        // module's part: a `HelpRouter` opening a screen is still a router, not an assembler.
        switch info.assignment?.role {
        case .view?, .presenter?, .interactor?:
            return .wiring(.otherModulePart, rank: 3)
        case .router?:
            // A router's static factory or assembling init builds modules; its instance methods only
            // open the next screen (`ListWireframe.presentDetailInterface`).
            let isStatic = info.functions.contains { $0.function.isStatic && $0.function.name == creation.member }
            return isStatic || creation.member == "init" ? assemblerUnlessAppWide() : .wiring(.otherModulePart, rank: 3)
        case .builder?:
            return assemblerUnlessAppWide()
        case .navigationOwner?:
            return wired >= 2 ? .wiring(.compositionRoot, rank: 0) : .wiring(.navigationOwner, rank: 1)
        default:
            if RoleVocabulary.isAssemblerName(info.baseName) {
                return assemblerUnlessAppWide()
            }
            // A type wiring several modules is the app's composition root, unless it is one
            // feature's own (`HotelFiltersPickerComposer` wiring its picker and the three pickers
            // embedded in it, below its folder): then it is their builder when it makes more of
            // the module than the presenter (below).
            if wired >= 2 && isAppWide(creator, instantiators: instantiators) { return .wiring(.compositionRoot, rank: 0) }
            // The app's one wireframe, named by the word alone (`class Wireframe` of the objc.io
            // style, set up by the app delegate), whose own method makes this module's presenter:
            // "a wireframe whose init (or its own method) creates the module".
            // Only one that makes no other screen's presenter: one making two (`struct Wireframe`
            // with `ContentListPresenter(...)` and `ArticlePresenter(...)`) is the app's
            // composition root, even when only one of them formed a module.
            if RoleVocabulary.bareBaseClassRoles[String(info.baseName)] == .router {
                let anchorName = types[anchor].baseName
                let vocabulary = vocabulary(forFile: info.file)
                let makesOtherPresenters = info.pieces.contains { piece in
                    piece.decl.body.mentions.contains { mention in
                        guard mention.context == .initializerCall else { return false }
                        let name = NameText.baseName(mention.name)
                        return name != anchorName && vocabulary.roleBySuffix(name, isProtocol: false)?.0 == .presenter
                    }
                }
                if !makesOtherPresenters { return .assembler("\(creation.name) creates the module") }
            }
            // `SecurityLayerService` creating the presenter, the interactor and the wireframe assembles
            // its module; a type creating the presenter alone only wires it.
            let createsMore = members.contains { member in
                member != anchor && (instantiators[member] ?? []).contains { $0.index == creator }
            }
            // A type that another screen's view or presenter keeps (`routing: LoginInputRouting`,
            // adopted by `LoginInputRoutingImpl`) is that screen's router whatever its name: its
            // instance method making this module opens the next screen, as another router's would.
            if createsMore, let member = creation.member, member != "init",
               !info.functions.contains(where: { $0.function.isStatic && $0.function.name == member }),
               isKeptByScreenPart(creator, outside: members) {
                return .wiring(.otherModulePart, rank: 3)
            }
            if createsMore { return .assembler("\(creation.name) assembles the module") }
            return wired >= 2 ? .wiring(.compositionRoot, rank: 0) : .wiring(.otherType, rank: 2)
        }
    }

    /// Whether a view or presenter outside `members` keeps `creator` in a stored property, typed
    /// as it or as a protocol it adopts.
    func isKeptByScreenPart(_ creator: Int, outside members: Set<Int>) -> Bool {
        var names: Set<Substring> = [types[creator].baseName]
        for (name, index) in supertypes(of: creator) where index.map({ types[$0].isProtocol }) ?? false {
            names.insert(NameText.baseName(name))
        }
        for index in types.indices where !members.contains(index) && types[index].isDeclaredHere {
            guard let role = types[index].role, role == .view || role == .presenter else { continue }
            for (property, _) in types[index].storedProperties where !property.isStatic {
                if let type = property.type, type.allNames.contains(where: { names.contains($0.baseName) }) { return true }
            }
        }
        return false
    }

    /// A global constant holding a container whose initializer makes this module's presenter and
    /// another of its parts and no other module's presenter or view (Dip's `let gridModule =
    /// DependencyContainer { ... }`, one per screen): the module's builder. One making several
    /// modules' screens is the app's composition root.
    func isModuleContainer(_ global: String, in file: String, anchor: Int, members: Set<Int>) -> Bool {
        guard let facts = files.first(where: { $0.path == file }) else { return false }
        // By name first: in a repository of several apps a namesake of another app may be what
        // `lookup` finds.
        let memberNames = Set(members.map { types[$0].baseName })
        let anchorName = types[anchor].baseName
        var madeOther = false
        var isFirst = true
        for mention in facts.topLevel.mentions where mention.context == .initializerCall && mention.member == global {
            let base = NameText.baseName(mention.name)
            // The global holds a container: what it first makes is no part of any module (a
            // library's `DependencyContainer`). A factory closure stored in a global (`let
            // onLaunch: () -> LaunchViewController = { ... }`) first makes the screen itself:
            // top-level code, not a builder.
            if isFirst {
                isFirst = false
                if memberNames.contains(base) || base == anchorName { return false }
                if let target = lookup(mention.name, from: file), types[target].role != nil { return false }
                continue
            }
            if base == anchorName { continue }
            if memberNames.contains(base) { madeOther = true; continue }
            guard let target = lookup(mention.name, from: file), target != anchor else { continue }
            if let role = types[target].role, role == .presenter || role == .view, types[target].module != nil { return false }
        }
        return madeOther
    }

    /// Whether `member` is a static factory of `creator`, one of the module's views, that makes
    /// the view itself (`Self(...)`, its own initializer, or its nib or storyboard:
    /// `let controller = loadFromStoryboard()`) beside the presenter: canvas's
    /// `LogEventListViewController.create(env:)`, as the contract's "static factory on one of
    /// the module's own types" that creates the presenter together with another part.
    func makesItself(_ creator: Int, in member: String?, members: Set<Int>) -> Bool {
        guard let member, members.contains(creator), types[creator].role == .view,
              types[creator].functions.contains(where: { $0.function.isStatic && $0.function.name == member }) else { return false }
        let ownName = types[creator].baseName
        for piece in types[creator].pieces {
            for mention in piece.decl.body.mentions where mention.context == .initializerCall && mention.member == member {
                if mention.name == "Self" || NameText.baseName(mention.name) == ownName { return true }
            }
            for call in piece.decl.body.calls where call.member == member && RoleVocabulary.isViewControllerSelfFactory(call.name) {
                if call.receiver.isEmpty || call.receiver == "Self" || call.receiver == "self" || Substring(call.receiver) == ownName {
                    return true
                }
            }
        }
        return false
    }

    /// An app-wide type wiring several modules: its name says so (`CoreBuilder`, `AppAssembly`), or
    /// it belongs to none of the features it wires: its name shares no word with theirs and it
    /// meets them only at the folder that holds every module of the app (`Root/ScreenBuilder`
    /// wiring `Features/Home`, `Features/Cart`). A feature's factory choosing among that feature's
    /// presenters (`PasscodeModuleBuilder`, `PinViewFactory`) is their builder.
    func isAppWide(_ creator: Int, instantiators: Instantiators) -> Bool {
        let base = types[creator].baseName
        for prefix in RoleVocabulary.appWidePrefixes where base.utf8.starts(with: prefix.utf8) {
            let next = base.utf8.dropFirst(prefix.utf8.count).first
            if next == nil || (next! >= UInt8(ascii: "A") && next! <= UInt8(ascii: "Z")) { return true }
        }
        var stem = base
        for suffix in RoleVocabulary.assemblerNameSuffixes where stem.utf8.count > suffix.utf8.count && NameText.hasSuffix(stem, suffix) {
            stem = NameText.dropSuffix(stem, byteCount: suffix.utf8.count)
            break
        }
        let own = Set(NameText.words(of: String(ProjectModel.stem(of: stem))).filter { $0.utf8.count >= 3 })
        for module in instantiators.modulesByCreator[creator] ?? [] {
            let name = module.split(separator: " ").first.map(String.init) ?? module
            if NameText.words(of: name).contains(where: { own.contains($0) }) { return false }
        }
        guard let parts = instantiators.partFolderByCreator[creator] else { return false }
        let folder = PathText.components(types[creator].file).dropLast()
        let meeting = zip(parts, folder).prefix { $0.0 == $0.1 }.count
        return meeting <= instantiators.modulesRoot.count
    }

    /// `makeLoginModule`, `buildSettings`, `createModule`: a free function that builds a module.
    static func isFactoryFunctionName(_ name: String) -> Bool {
        if RoleVocabulary.factoryNames.contains(name) { return true }
        for prefix in RoleVocabulary.factoryFunctionPrefixes where name.utf8.starts(with: prefix.utf8) {
            if let next = name.utf8.dropFirst(prefix.utf8.count).first, next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z") {
                return true
            }
        }
        return false
    }
}
