import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// Groups typed parts into modules: the builder's wiring first, then a common name stem, then
/// the folder. A type belongs to at most one module.
package extension ProjectModel {
    /// `LoginViewInput` → `Login`; `ListModuleInterface` → `List`; with `dropsInterfacePrefix`
    /// (protocols), `IManageCoinsView` → `ManageCoins`.
    static func stem(of name: Substring, dropsInterfacePrefix: Bool = false) -> Substring {
        // Bytes, not `hasSuffix` per suffix: every typed part's stem is taken, 44 suffixes each.
        let bytes = Array(name.utf8)
        var end = bytes.count
        var changed = true
        while changed {
            changed = false
            for suffix in stemSuffixBytes where end > suffix.bytes.count && NameText.endsWith(bytes, at: end, suffix.bytes) {
                let candidate = end - suffix.bytes.count
                // `In`, `Out`, `IO` only end a name after a role word: `MissionInteractorIn`, not `SignIn`.
                if suffix.isShort && !stemAnchorBytes.contains(where: { NameText.endsWith(bytes, at: candidate, $0) }) {
                    continue
                }
                end = candidate
                changed = true
                break
            }
        }
        // A protocol's interface prefix (`IManageCoinsView`, `IManageCoinsViewDelegate` beside
        // `ManageCoinsPresenter`): `I`, then a capital and a lower-case letter. Only protocols:
        // a class named `ICloudSyncPresenter` keeps its module name.
        var start = 0
        if dropsInterfacePrefix, end > 3, bytes[0] == RoleVocabulary.interfacePrefix, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[1]),
           (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[2]) {
            start = 1
        }
        let stem = NameText.dropSuffix(name, byteCount: bytes.count - end)
        return start == 0 ? stem : stem.dropFirst(start)
    }

    /// `RoleVocabulary.stemSuffixes` as bytes, in order, each marked when it is a short one.
    private static let stemSuffixBytes: [(bytes: [UInt8], isShort: Bool)] = RoleVocabulary.stemSuffixes.map {
        (Array($0.utf8), RoleVocabulary.shortStemSuffixes.contains($0))
    }
    private static let stemAnchorBytes: [[UInt8]] = RoleVocabulary.shortStemSuffixAnchors.map { Array($0.utf8) }

    /// Classes other parts inherit from (`BasePresenter`, `BaseViewController`): shared
    /// machinery, not a module of their own.
    func baseClasses() -> Set<Int> {
        var subclassCounts: [Int: Int] = [:]
        for index in types.indices where types[index].kind == .class {
            if let parent = superclasses(of: index).first { subclassCounts[parent, default: 0] += 1 }
        }
        var result = Set(subclassCounts.filter { $0.value >= 2 }.keys)
        // A `Base...`/`Generic...` name marks a base only when something inherits from it:
        // `GenericLedgerAccountSelectionPresenter` with no subclass is a module's presenter.
        for index in types.indices where types[index].kind == .class && subclassCounts[index] != nil {
            let base = types[index].baseName
            for prefix in RoleVocabulary.baseClassPrefixes where base.utf8.starts(with: prefix.utf8) {
                if let next = base.utf8.dropFirst(prefix.utf8.count).first, next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z") {
                    result.insert(index)
                }
            }
        }
        return result
    }

    mutating func groupModules(jobs: Int) {
        var keyOf: [Int: String] = [:]
        let bases = baseClasses()
        // Roles a builder already supplied to a module: a namesake elsewhere must not add a second one.
        // Keyed by stem, with the folders of the builders that wired them (namesake apps share stems).
        var wiredRoles: [String: [(role: Role, root: [Substring])]] = [:]
        // 1. Builder wiring.
        for index in types.indices where types[index].isDeclaredHere && !types[index].isProtocol {
            guard let role = types[index].role, role == .builder || role == .router else { continue }
            let wired = wiredParts(of: index, role: role)
            guard !wired.isEmpty else { continue }
            let presenters = wired.filter { types[$0].role == .presenter }.count
            let views = wired.filter { types[$0].role == .view }.count
            guard presenters <= 1 && views <= 1 else { continue } // a central factory builds many modules
            let key = moduleKey(for: index)
            if keyOf[index] == nil { keyOf[index] = key }
            for part in wired where keyOf[part] == nil && !bases.contains(part) {
                keyOf[part] = keyOf[index]
                if let moduleKey = keyOf[index], let partRole = types[part].role {
                    // The module's root: the builder's folder, or its parent when the builder sits in
                    // a `Router/`-like subfolder of the module.
                    let root = Array(PathText.components(types[index].file).dropLast(2))
                    wiredRoles[moduleKey, default: []].append((partRole, root))
                }
            }
        }
        // 2. Name stems.
        for index in types.indices where types[index].isDeclaredHere && keyOf[index] == nil && !bases.contains(index) {
            guard let role = types[index].role, role != .navigationOwner else { continue }
            let key = moduleKey(for: index)
            guard !key.isEmpty, !RoleVocabulary.nonModuleStems.contains(key) else { continue }
            // The builder wired this module's view (presenter, ...): another `LoginViewController`
            // elsewhere is a namesake, not a second view.
            if !role.isProtocolRole, let wired = wiredRoles[key], wired.contains(where: { entry in
                entry.role == role && sharesNeighbourhood(types[index].file, entry.root)
            }) { continue }
            keyOf[index] = key
        }
        // 3. Folders: a typed part with no stem match joins the one module in its folder.
        var keysByFolder: [Substring: Set<String>] = [:]
        for (index, key) in keyOf { keysByFolder[folder(of: types[index].file), default: []].insert(key) }
        var keyCounts: [String: Int] = [:]
        for key in keyOf.values { keyCounts[key, default: 0] += 1 }
        var loneMemberOf: [String: Int] = [:]
        for (index, key) in keyOf where keyCounts[key] == 1 { loneMemberOf[key] = index }
        var moves: [(index: Int, key: String)] = []
        for (key, index) in loneMemberOf where types[index].role != .entity {
            let others = keysByFolder[folder(of: types[index].file)]?.subtracting([key]) ?? []
            guard others.count == 1, let only = others.first else { continue }
            // Two lone parts must not swap names (`LoginPresenter` next to `SessionInteractor`),
            // and a presenter must not take a lone entity's name: the weaker part joins the stronger.
            if let other = loneMemberOf[only], ProjectModel.anchorRank(types[other].role) >= ProjectModel.anchorRank(types[index].role) {
                continue
            }
            moves.append((index, only))
        }
        for move in moves { keyOf[move.index] = move.key }
        // 4. Protocols whose name shares no stem join the module of the part that adopts them
        //    (`MissionBoardDisplaying`, adopted by `MissionBoardViewController`). A protocol
        //    that parts of several modules adopt (`ModuleTransitionable`, every screen's handle
        //    for its router) is shared code, in none of them.
        var counts: [String: Int] = [:]
        for key in keyOf.values { counts[key, default: 0] += 1 }
        for index in types.indices where types[index].isProtocol && types[index].role?.isProtocolRole == true {
            if let key = keyOf[index], (counts[key] ?? 0) > 1 { continue }
            guard let implementerRole = types[index].role?.implementerRole else { continue }
            let keys = Set((adopters[index] ?? []).filter { types[$0].role == implementerRole }.compactMap { keyOf[$0] })
            guard keys.count == 1, let key = keys.first else { continue }
            keyOf[index] = key
        }
        let weaklyEvidenced = separateWeakParts(&keyOf, bases: bases, jobs: jobs)
        buildModules(keyOf, jobs: jobs)
        setAsideOutsideModules(weaklyEvidenced)
        // Set-aside types have no `role` (rules judge parts only); helpers keep their module, so
        // that navigation-in-router still judges them as code inside the module.
        for index in types.indices where types[index].setAside != nil {
            switch types[index].setAside {
            case .unconnected?, .singleton?: types[index].module = nil
            case .helper?, nil: break
            }
        }
    }

    /// Which of two lone parts in one folder names their module: presenter, view, interactor,
    /// router, builder, protocols, then entities (lower is stronger).
    static func anchorRank(_ role: Role?) -> Int {
        switch role {
        case .presenter: return 0
        case .view: return 1
        case .interactor: return 2
        case .router: return 3
        case .builder: return 4
        case .entity: return 6
        default: return 5
        }
    }

    /// Whether a file lies near a module root: in the same app, two folder levels up at most
    /// (`Auth/Register/InviteFriends` near `Auth/InviteFriends`), not in a sibling app
    /// (`solutions/B/...` vs `solutions/A/...`).
    private func sharesNeighbourhood(_ file: String, _ root: [Substring]) -> Bool {
        let folders = PathText.components(file).dropLast()
        var common = 0
        for (a, b) in zip(folders, root) {
            if a != b { break }
            common += 1
        }
        return common >= max(1, root.count - 2)
    }

    private func folder(of file: String) -> Substring {
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return file[..<slash]
    }

    /// The module key of a type: its stem, qualified by its top folder when namesakes exist.
    private func moduleKey(for index: Int) -> String {
        String(ProjectModel.moduleStem(ofTypeNamed: types[index].name, isProtocol: types[index].isProtocol))
    }

    /// The stem that groups a type into a module: its base name's stem; for a nested type whose
    /// base name is a bare role word (`Map.Presenter`, `Map.Router`, `Login.ViewController`:
    /// modules written as a namespace enum and its extensions), its parent's stem. The language
    /// server's file relations use the same stems.
    package static func moduleStem(ofTypeNamed name: String, isProtocol: Bool) -> Substring {
        let base = NameText.baseName(name)
        let baseLength = base.utf8.count
        guard baseLength < name.utf8.count, bareRoleWords.contains(base) else { return stem(of: base, dropsInterfacePrefix: isProtocol) }
        // Cut at the last dot, an ASCII byte: always a character boundary.
        guard let parent = String(name.utf8.dropLast(baseLength + 1)) else { return stem(of: base, dropsInterfacePrefix: isProtocol) }
        return stem(of: NameText.baseName(parent))
    }

    /// Role words that name no module on their own (`RoleVocabulary.stemSuffixes` without the
    /// short ones).
    private static let bareRoleWords: Set<Substring> = Set(RoleVocabulary.stemSuffixes
        .filter { !RoleVocabulary.shortStemSuffixes.contains($0) }.map { Substring($0) })

    /// Types a builder (or a router's static factory / assembling init) instantiates or names
    /// in its generic arguments, keeping those with a module role.
    func wiredParts(of index: Int, role: Role) -> [Int] {
        var result: [Int] = []
        var seen: Set<Int> = [index]
        func add(_ name: String, from file: String) {
            guard let target = lookup(name, from: file), !seen.contains(target),
                  let targetRole = types[target].role,
                  [.view, .presenter, .interactor, .router, .entity].contains(targetRole) else { return }
            seen.insert(target)
            result.append(target)
        }
        let info = types[index]
        let staticMembers = Set(info.functions.filter { $0.function.isStatic }.map(\.function.name))
        for piece in info.pieces {
            if role == .builder {
                for ref in piece.decl.inheritance {
                    for argument in ref.allNames.dropFirst() { add(argument.name, from: piece.file) }
                }
            }
            for mention in piece.decl.body.mentions where mention.context == .initializerCall || (role == .builder && mention.context == .staticMember) {
                guard let member = mention.member else { continue }
                if role == .router && !(staticMembers.contains(member) || member == "init") { continue }
                add(mention.name, from: piece.file)
            }
        }
        return result
    }

    /// The side of the namesake nearest by path. On a tie between sides, role folders
    /// (`Configurator/` and `Assembly/` inside one module) are copies within one module: the part
    /// joins the first. Other sides are apps (`App1/`, `App2/`), and a part in neither (a contract
    /// in `Shared/` that every app uses) belongs to none of them: it keeps its own folder.
    private func nearestSide(of member: Int, anchors: [Int], sideOf: [Int: String], depth: Int) -> String {
        let file = types[member].file
        var best = -1
        var tied: [Int] = []
        for anchor in anchors {
            let length = ProjectModel.commonPrefixLength(types[anchor].file, file)
            if length > best { best = length; tied = [] }
            if length == best { tied.append(anchor) }
        }
        let sides = tied.compactMap { sideOf[$0] }
        let roleFolders = vocabulary(forFile: file).folders
        if let first = sides.first, Set(sides).count == 1 || sides.allSatisfy({ roleFolders[$0] != nil }) { return first }
        let components = PathText.components(file).dropLast()
        return depth < components.count ? String(components[components.startIndex + depth]) : "."
    }

    private mutating func buildModules(_ keyOf: [Int: String], jobs: Int) {
        // Namesakes in different folders (several apps in one repository) are different modules.
        var groups: [String: [Int]] = [:]
        for (index, key) in keyOf { groups[key, default: []].append(index) }
        var split: [String: [Int]] = [:]
        for (key, members) in groups {
            var nameCounts: [String: Int] = [:]
            for member in members { nameCounts[types[member].name, default: 0] += 1 }
            let namesakes = members.filter { nameCounts[types[$0].name]! > 1 }
            if namesakes.isEmpty { split[key] = members; continue }
            // Split at the first folder where the namesakes' paths part (`Sources/VIPERApp/...` vs
            // `Sources/MVCApp/...`): each side is its own app. Only the namesakes decide the sides;
            // every other part joins the side of its nearest namesake, so two `LoginConfigurator`s in
            // `Configurator/` and `Assembly/` never scatter the module's view into a third side.
            let sorted = members.sorted { (types[$0].file, $0) < (types[$1].file, $1) }
            let folders = namesakes.map { PathText.components(types[$0].file).dropLast() }
            var depth = 0
            while let first = folders.first, depth < first.count,
                  folders.allSatisfy({ depth < $0.count && $0[$0.startIndex + depth] == first[first.startIndex + depth] }) {
                depth += 1
            }
            var sideOf: [Int: String] = [:]
            for (member, components) in zip(namesakes, folders) {
                sideOf[member] = depth < components.count ? String(components[components.startIndex + depth]) : "."
            }
            let anchors = namesakes.sorted { (types[$0].file, $0) < (types[$1].file, $1) }
            for member in sorted {
                let side = sideOf[member] ?? nearestSide(of: member, anchors: anchors, sideOf: sideOf, depth: depth)
                split["\(key) (\(side))", default: []].append(member)
            }
        }
        // Each part keeps its type's index: looking a namesake up again by name could find another one.
        var built: [(module: Module, members: [Int], partIndices: [Int], stem: String)] = []
        for (name, members) in split {
            var placed: [(part: ModulePart, index: Int)] = []
            for member in members {
                let info = types[member]
                guard info.setAside == nil, let assignment = info.assignment, let site = info.declaration else { continue }
                placed.append((ModulePart(role: assignment.role, typeName: info.name, file: site.file,
                                          line: site.position.line, column: site.position.column, evidence: assignment.evidence), member))
            }
            placed.sort { ($0.part.role, $0.part.typeName, $0.part.file) < ($1.part.role, $1.part.typeName, $1.part.file) }
            let module = Module(name: name, parts: placed.map(\.part), assembledBy: nil, missing: [])
            guard module.isModule else { continue }
            built.append((module, members, placed.map(\.index), name.split(separator: " ").first.map(String.init) ?? name))
        }
        // A split name keeps its folder only when another module shares the stem.
        var stemCounts: [String: Int] = [:]
        for entry in built { stemCounts[entry.stem, default: 0] += 1 }
        var result: [(module: Module, partIndices: [Int])] = []
        for var entry in built {
            if stemCounts[entry.stem] == 1 { entry.module.name = entry.stem }
            for member in entry.members { types[member].module = entry.module.name }
            result.append((entry.module, entry.partIndices))
        }
        result.sort { $0.module.name < $1.module.name }
        let instantiators = instantiatorsByType(jobs: jobs)
        for k in result.indices {
            var module = result[k].module
            let assembled = assembly(of: module, partIndices: result[k].partIndices, instantiators: instantiators)
            module.assembledBy = assembled.by
            module.wiredBy = assembled.wiring
            var missing: [Role] = []
            for role in [Role.view, .presenter, .interactor, .router] where !module.has(role) { missing.append(role) }
            if module.assembledBy == nil { missing.append(.builder) }
            module.missing = missing
            result[k].module = module
        }
        modules = result.map(\.module)
    }

    /// What assembles a module: a builder part, a router's static factory or assembling init, or a
    /// real assembler outside the module that instantiates its presenter (see `verdict(on:...)`).
    /// When only other code creates the presenter (its own view, another module's presenter, a
    /// coordinator, an app-wide composition root), `wiring` says which, for the finding.
    /// `partIndices` are the types of `module.parts`, in the same order.
    func assembly(of module: Module, partIndices: [Int], instantiators: Instantiators) -> ModuleAssembly {
        if let builder = module.parts(.builder).first { return ModuleAssembly(by: "builder \(builder.typeName)") }
        let indexed = Array(zip(module.parts, partIndices))
        let memberIndices = Set(partIndices)
        for (part, index) in indexed where part.role == .router {
            let info = types[index]
            for (function, _) in info.functions where function.isStatic && function.hasBody {
                if RoleVocabulary.factoryNames.contains(function.name) {
                    return ModuleAssembly(by: "static factory \(info.baseName).\(function.name)")
                }
            }
            let wired = wiredParts(of: index, role: .router)
            if wired.contains(where: { memberIndices.contains($0) }) {
                return ModuleAssembly(by: "\(info.baseName) instantiates the module")
            }
        }
        // Created elsewhere: who creates the presenter (or the view when there is none)?
        let anchorRole: Role = module.has(.presenter) ? .presenter : .view
        let insiders = Set(indexed.filter { [.view, .presenter, .interactor, .entity].contains($0.0.role) }.map(\.1))
        let routers = Set(indexed.filter { $0.0.role == .router }.map(\.1))
        let concreteParts = Set(indexed.filter { !$0.0.role.isProtocolRole && $0.0.role != .entity }.map(\.1))
        var best: (kind: ModuleWiring.Kind, rank: Int, creation: Instantiation, anchor: ModulePart)?
        var creators: [String] = []
        for (anchor, index) in indexed where anchor.role == anchorRole {
            for creation in instantiators[index] ?? [] {
                switch verdict(on: creation, anchor: index, members: concreteParts, insiders: insiders, routers: routers,
                               instantiators: instantiators) {
                case .assembler(let how):
                    return ModuleAssembly(by: how)
                case .wiring(let kind, let rank):
                    if !creators.contains(creation.name) { creators.append(creation.name) }
                    if best == nil || rank < best!.rank { best = (kind, rank, creation, anchor) }
                case .ignored:
                    continue
                }
            }
        }
        guard let best else { return ModuleAssembly(by: nil, wiring: nil) }
        let creator = best.creation.index
        return ModuleAssembly(by: nil, wiring: ModuleWiring(
            kind: best.kind, creator: best.creation.name, creatorRole: creator.flatMap { types[$0].role },
            creatorModule: creator.flatMap { types[$0].module }, created: best.anchor.typeName,
            moduleCount: creator.flatMap { instantiators.modulesByCreator[$0]?.count } ?? 0,
            site: SourceLocation(file: best.creation.file, line: best.creation.position.line, column: best.creation.position.column),
            creators: creators))
    }

    /// For every type, who instantiates it (`Foo(...)`): other types, or top-level code (index nil);
    /// and for every creating type, the modules whose presenters or views it instantiates.
    func instantiatorsByType(jobs: Int = 1) -> Instantiators {
        var result = Instantiators()
        func record(_ target: Int, _ creation: Instantiation) {
            result.byTarget[target, default: []].append(creation)
            guard let creator = creation.index, let role = types[target].role, role == .presenter || role == .view,
                  let module = types[target].module else { return }
            result.modulesByCreator[creator, default: []].insert(module)
            let folder = Array(PathText.components(types[target].file).dropLast())
            if let common = result.partFolderByCreator[creator] {
                result.partFolderByCreator[creator] = Array(zip(common, folder).prefix { $0.0 == $0.1 }.map(\.0))
            } else {
                result.partFolderByCreator[creator] = folder
            }
        }
        // The lookups are independent per type (in parallel); each match is kept as small numbers
        // (target, piece, mention) and turned into an `Instantiation` afterwards, in type order.
        let createdTypes = parallelMap(types.count, jobs: jobs, minimumPerWorker: 256) { [model = self] index -> [(Int32, Int32, Int32)] in
            var found: [(Int32, Int32, Int32)] = []
            for (pieceIndex, piece) in model.types[index].pieces.enumerated() where !model.testFiles.contains(piece.file) {
                for (mentionIndex, mention) in piece.decl.body.mentions.enumerated() where mention.context == .initializerCall {
                    if let target = model.lookup(mention.name, from: piece.file), target != index {
                        found.append((Int32(target), Int32(pieceIndex), Int32(mentionIndex)))
                    }
                }
            }
            return found
        }
        for (index, found) in createdTypes.enumerated() where !found.isEmpty {
            let name = String(types[index].baseName)
            for (target, pieceIndex, mentionIndex) in found {
                let piece = types[index].pieces[Int(pieceIndex)]
                let mention = piece.decl.body.mentions[Int(mentionIndex)]
                record(Int(target), Instantiation(index: index, name: name, file: piece.file,
                                                  position: mention.position, member: mention.member))
            }
        }
        var root: [Substring]?
        for index in types.indices where types[index].module != nil && (types[index].role == .presenter || types[index].role == .view) {
            let folder = Array(PathText.components(types[index].file).dropLast())
            root = root.map { Array(zip($0, folder).prefix { $0.0 == $0.1 }.map(\.0)) } ?? folder
        }
        result.modulesRoot = root ?? []
        for file in files where !testFiles.contains(file.path) {
            for mention in file.topLevel.mentions where mention.context == .initializerCall {
                if let target = lookup(mention.name, from: file.path) {
                    record(target, Instantiation(index: nil, name: file.path, file: file.path,
                                                 position: mention.position, member: mention.member))
                }
            }
        }
        return result
    }
}
