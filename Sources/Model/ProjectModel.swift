import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
/// The whole project seen once: every type merged across files and extensions, its role and
/// its module. Built from facts only (an index lookup per name, never a rescan), then read-only.
public struct ProjectModel: Sendable {
    public internal(set) var files: [FileFacts]
    public internal(set) var types: [TypeInfo]
    public internal(set) var modules: [Module]
    /// The vocabulary of the project's root configuration.
    public let vocabulary: RoleVocabulary
    /// Files under a nested configuration whose `roles` differ from the root's: their own vocabulary.
    public let vocabularyByFile: [String: RoleVocabulary]
    var byName = NameIndex()
    package var resolvableNames: Set<String> = []
    /// Files of test code (XCTest imports, test folders): never evidence of wiring.
    package var testFiles: Set<String> = []
    /// Namesake candidates examined by lookups, for tests that prove lookups stay bounded.
    package let namesakeWork = WorkCounter()
    /// Supertypes and superclass chains, computed once after merging: roles, resolution and
    /// rules ask for them over and over.
    var supertypeTable: [[(name: String, index: Int?)]] = []
    var superclassTable: [[Int]] = []
    /// Outer type name → types declared inside it, at any depth (`A` → `A.B`, `A.B.C`), in index order.
    var nestedTable: [String: [Int]] = [:]
    var byBaseName = NameIndex()
    /// File-level typealiases by name (`typealias LoginDisplay = LoginViewInput`); the first wins.
    package var fileTypealiases: [String: TypeRef] = [:]
    /// For each file that imports a module of its own app or a package (not Apple's), those
    /// modules: `Storage.MoodNote` names the project's `MoodNote` in a file that imports `Storage`.
    package var projectModuleImports: [String: Set<String>] = [:]
    /// For each type, the project type each inheritance-list entry of its pieces names (nil when
    /// none), in piece order: roles, modules and rules all walk these lists, and looked each
    /// name up again every time.
    package var inheritanceTargets = InheritanceTargets()
    /// For each protocol, the concrete types that list it in an inheritance clause, in index order.
    package var adopters: [Int: [Int]] = [:]
    /// For each type, the pieces of classes whose inheritance list starts with it (`LoginPresenter:
    /// BasePresenter<LoginView>` under `BasePresenter`), in index and piece order.
    package var subclassPieces: [Int: [(type: Int, piece: Int)]] = [:]

    /// Files whose findings are wanted (nil: every file). An editor's update asks for the few
    /// files an edit can change; rules then skip types and modules with nothing in those files.
    /// Every finding a rule makes about a type lies in one of the type's pieces' files, and every
    /// module finding in one of its parts' files, so the findings of these files are complete.
    package internal(set) var lintScope: Set<String>? = nil
    /// For each type, whether a piece lies in `lintScope` (empty when there is none).
    var judgedTypes: [Bool] = []
    /// What rules derive from the model's view of the facts (see `DerivedResults`); a copy made
    /// by `replacingFacts` shares it, a newly built model starts empty.
    package let derived = DerivedResults()

    public init(files: [FileFacts], vocabulary: RoleVocabulary = .standard,
                vocabularyByFile: [String: RoleVocabulary] = [:], timer: PhaseTimer = .disabled, jobs: Int = ProcessorCount.active) {
        self.init(linking: files, vocabulary: vocabulary, vocabularyByFile: vocabularyByFile, timer: timer, jobs: jobs)
        assignRoles(jobs: jobs)
        assignBareBaseClassRoles()
        timer.mark("model.roles")
        groupModules(jobs: jobs)
    }

    /// The types merged, indexed and linked to their supertypes: everything but roles and modules
    /// (which `init(files:)` works out and `init(files:restoring:)` takes from an earlier run).
    init(linking files: [FileFacts], vocabulary: RoleVocabulary, vocabularyByFile: [String: RoleVocabulary],
         timer: PhaseTimer, jobs: Int) {
        self.files = files
        self.vocabulary = vocabulary
        self.vocabularyByFile = vocabularyByFile
        self.types = []
        self.modules = []
        mergeDeclarations()
        timer.mark("model.merge")
        // Each parallel pass reads a copy of the model captured by its closure alone, so the copy
        // ends with the pass: a copy still alive when `types` changes would duplicate every type.
        inheritanceTargets = InheritanceTargets(parallelMap(types.count, jobs: jobs) { [unlinked = self] index in
            unlinked.types[index].pieces.flatMap { piece in piece.decl.inheritance.map { unlinked.lookup($0.name, from: piece.file) } }
        })
        adopters = computeAdopters()
        subclassPieces = computeSubclassPieces()
        supertypeTable = parallelMap(types.count, jobs: jobs) { [merged = self] in merged.computeSupertypes(of: $0) }
        superclassTable = parallelMap(types.count, jobs: jobs) { [merged = self] in merged.computeSuperclasses(of: $0) }
        indexResolvableNames()
        indexNestedTypes()
        timer.mark("model.supertypes")
    }

    /// The vocabulary in force for a file: its nested configuration's, else the root's.
    public func vocabulary(forFile file: String) -> RoleVocabulary {
        vocabularyByFile.isEmpty ? vocabulary : (vocabularyByFile[file] ?? vocabulary)
    }

    /// Every typealias, associated type and generic parameter name in the project.
    private mutating func indexResolvableNames() {
        var names = Set(fileTypealiases.keys)
        for info in types {
            for piece in info.pieces {
                for alias in piece.decl.typealiases { names.insert(alias.name) }
                for parameter in piece.decl.genericParameters { names.insert(parameter) }
            }
        }
        resolvableNames = names
    }

    // MARK: - Merging declarations and extensions

    private mutating func mergeDeclarations() {
        // Room for every declaration up front: growing the name indexes rehashed every name.
        let declarations = files.reduce(0) { $0 + $1.types.count }
        types.reserveCapacity(declarations)
        byName.reserveCapacity(declarations)
        byBaseName.reserveCapacity(declarations)
        var extensions: [TypePiece] = []
        fileTypealiases = ProjectModel.fileTypealiases(in: files)
        for file in files {
            let imported = file.imports.filter { !RoleVocabulary.platformModules.contains($0) }
            if !imported.isEmpty { projectModuleImports[file.path] = Set(imported) }
        }
        for file in files {
            for decl in file.types {
                if decl.kind == .extension {
                    extensions.append(TypePiece(file: file.path, decl: decl))
                    continue
                }
                var info = TypeInfo(name: decl.name, kind: decl.kind,
                                    declaration: DeclarationSite(file: file.path, position: decl.position),
                                    pieces: [TypePiece(file: file.path, decl: decl)], assignment: nil, module: nil)
                info.module = nil
                addToIndex(info)
            }
        }
        for piece in extensions {
            if let index = lookup(piece.decl.name, from: piece.file) {
                types[index].pieces.append(piece)
            } else {
                // An extension of a type declared elsewhere (UIKit, a package).
                addToIndex(TypeInfo(name: piece.decl.name, kind: .extension, declaration: nil,
                                    pieces: [piece], assignment: nil, module: nil))
            }
        }
    }

    /// File-level typealiases by name, targets as written; the first file to declare a name wins.
    static func fileTypealiases(in files: [FileFacts]) -> [String: TypeRef] {
        var aliases: [String: TypeRef] = [:]
        for file in files {
            for alias in file.typealiases where aliases[alias.name] == nil {
                if let target = alias.target { aliases[alias.name] = target }
            }
        }
        return aliases
    }

    private mutating func addToIndex(_ info: TypeInfo) {
        types.append(info)
        let index = types.count - 1
        byName.append(index, for: info.name)
        byBaseName.append(index, for: NameText.baseNameString(info.name))
    }

    /// The type a name written in `file` refers to. Exact names first, then the last name
    /// component; among namesakes (two apps in one repository), the nearest by path.
    public func lookup(_ name: String, from file: String) -> Int? {
        if let candidates = byName[name] { return nearest(candidates, to: file) }
        if let candidates = byBaseName[NameText.baseNameString(name)] { return nearest(candidates, to: file) }
        return nil
    }

    private func nearest(_ candidates: [Int], to file: String) -> Int? {
        guard candidates.count > 1 else { return candidates.first }
        var best = candidates[0]
        var bestScore = -1
        // Namesakes are a handful in real projects; broken input can have thousands: look at a bounded few.
        let examined = candidates.prefix(64)
        namesakeWork.add(examined.count)
        for candidate in examined {
            let score = ProjectModel.commonPrefixLength(types[candidate].file, file)
            // Prefer real declarations over extension-only entries.
            let adjusted = score * 2 + (types[candidate].isDeclaredHere ? 1 : 0)
            if adjusted > bestScore { bestScore = adjusted; best = candidate }
        }
        return best
    }

    package static func commonPrefixLength(_ a: String, _ b: String) -> Int {
        // Contiguous bytes when both strings have them (native strings always do).
        if let count = a.utf8.withContiguousStorageIfAvailable({ x in
            b.utf8.withContiguousStorageIfAvailable { y -> Int in
                let limit = min(x.count, y.count)
                var count = 0
                while count < limit && x[count] == y[count] { count += 1 }
                return count
            }
        }), let count {
            return count
        }
        var count = 0
        for (x, y) in zip(a.utf8, b.utf8) {
            if x != y { break }
            count += 1
        }
        return count
    }

    /// Every declaration of a name (namesakes included), nearest to `file` first.
    public func lookupAll(_ name: String, from file: String) -> [Int] {
        let candidates = byName[name] ?? byBaseName[NameText.baseNameString(name)] ?? []
        guard candidates.count > 1 else { return candidates }
        let examined = candidates.prefix(64)
        namesakeWork.add(examined.count)
        // Each distance once, not once per comparison (the sort keeps the same order).
        let ranked = examined.map { (candidate: $0, distance: ProjectModel.commonPrefixLength(types[$0].file, file)) }
        return ranked.sorted { $0.distance > $1.distance }.map(\.candidate)
    }

    /// Declarations of `name` that code inside type `owner` can see: an unqualified name reaches a
    /// nested type (`Outer.Inner`) only from inside `Outer`; a qualified name whose first part is
    /// no project type (`Foundation.URL`, `Swift.Error`) is not the project's namesake.
    public func lookupVisible(_ name: String, from file: String, inside owner: Int) -> [Int] {
        if byName[name] != nil { return lookupAll(name, from: file) }
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
            let head = String(name[..<dot])
            guard byName[head] != nil || byBaseName[head] != nil else {
                // `Storage.MoodNote` in a file that imports the app's own `Storage` module: the
                // project's top-level `MoodNote`.
                guard projectModuleImports[file]?.contains(head) == true else { return [] }
                let rest = String(name[name.utf8.index(after: dot)...])
                let topLevel = lookupAll(rest, from: file).filter { !types[$0].name.utf8.contains(UInt8(ascii: ".")) }
                // Among namesakes, those in that module's folder (`Sources/Storage/...`).
                let inModule = topLevel.filter { PathText.components(types[$0].file).contains(Substring(head)) }
                return inModule.isEmpty ? topLevel : inModule
            }
            return lookupAll(name, from: file)
        }
        let ownerName = types[owner].name
        return lookupAll(name, from: file).filter { candidate in
            let candidateName = types[candidate].name
            guard let dot = candidateName.utf8.lastIndex(of: UInt8(ascii: ".")) else { return true }
            let parent = candidateName[..<dot]
            return ownerName == parent || ownerName.hasPrefix(parent + ".")
                || NameText.baseName(String(parent)) == NameText.baseName(ownerName)
        }
    }

    /// Types declared inside a type (`LoginPresenter.State`). A table lookup: rules ask this for
    /// every presenter, and a scan of all types each time was quadratic (2,000 modules: 20 s).
    public func nestedTypes(of index: Int) -> [Int] {
        nestedTable[types[index].name] ?? []
    }

    private mutating func indexNestedTypes() {
        var table: [String: [Int]] = [:]
        for index in types.indices where types[index].isDeclaredHere {
            let name = types[index].name
            // By bytes: a Character search per type name is the slow path.
            let utf8 = name.utf8
            var cursor = utf8.startIndex
            while let dot = utf8[cursor...].firstIndex(of: UInt8(ascii: ".")) {
                table[String(name[..<dot]), default: []].append(index)
                cursor = utf8.index(after: dot)
            }
        }
        nestedTable = table
    }

    public func type(named name: String, from file: String) -> TypeInfo? {
        lookup(name, from: file).map { types[$0] }
    }

    // MARK: - Supertypes

    /// Every supertype name reachable through inheritance lists, extensions, protocol
    /// inheritance and superclass chains, with the project index when it is declared here.
    public func supertypes(of index: Int) -> [(name: String, index: Int?)] {
        index < supertypeTable.count ? supertypeTable[index] : computeSupertypes(of: index)
    }

    private func computeSupertypes(of index: Int) -> [(name: String, index: Int?)] {
        var result: [(String, Int?)] = []
        var seen: Set<String> = []
        var queue: [(name: String, target: Int?)] = []
        appendInheritance(of: index, to: &queue)
        var cursor = 0
        // Bounded: real hierarchies are shallow, and a 5,000-class cycle must not cost n².
        while cursor < queue.count && cursor < 128 {
            let (name, target) = queue[cursor]
            cursor += 1
            guard seen.insert(name).inserted else { continue }
            if let target, target == index { continue }
            result.append((name, target))
            if let target { appendInheritance(of: target, to: &queue) }
        }
        return result
    }

    /// Each inheritance-list entry of a type's pieces with the project type it names.
    private func appendInheritance(of index: Int, to list: inout [(name: String, target: Int?)]) {
        var position = 0
        for piece in types[index].pieces {
            for ref in piece.decl.inheritance {
                list.append((ref.name, inheritanceTargets.target(of: index, at: position)))
                position += 1
            }
        }
    }

    private func computeSubclassPieces() -> [Int: [(type: Int, piece: Int)]] {
        var result: [Int: [(type: Int, piece: Int)]] = [:]
        for index in types.indices where types[index].kind == .class {
            var position = 0
            for (pieceIndex, piece) in types[index].pieces.enumerated() {
                let count = piece.decl.inheritance.count
                if count > 0, let parent = inheritanceTargets.target(of: index, at: position) {
                    result[parent, default: []].append((index, pieceIndex))
                }
                position += count
            }
        }
        return result
    }

    private func computeAdopters() -> [Int: [Int]] {
        var result: [Int: [Int]] = [:]
        for index in types.indices where !types[index].isProtocol {
            for target in inheritanceTargets.targets(of: index) {
                if let target, types[target].isProtocol { result[target, default: []].append(index) }
            }
        }
        return result
    }

    /// The superclass chain of a class, nearest first (project classes only).
    public func superclasses(of index: Int) -> [Int] {
        index < superclassTable.count ? superclassTable[index] : computeSuperclasses(of: index)
    }

    private func computeSuperclasses(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current = index
        var seen: Set<Int> = [index]
        while let piece = types[current].pieces.first(where: { $0.decl.kind == .class }),
              let first = piece.decl.inheritance.first,
              let parent = lookup(first.name, from: piece.file),
              types[parent].kind == .class, !seen.contains(parent), chain.count < 64 {
            chain.append(parent)
            seen.insert(parent)
            current = parent
        }
        return chain
    }

    // MARK: - Type resolution

    /// What a type written inside `index` stands for: typealiases and associated-type bindings
    /// of the type and its supertypes are followed, and generic parameters become their
    /// constraints. Returns the names reached, each once (the written name when nothing applies).
    public func resolve(_ name: String, in index: Int, depth: Int = 0) -> [String] {
        // Most names are plain type names: only typealiases and generic parameters resolve.
        var state = ResolutionState()
        return resolve(name, in: index, depth: depth, state: &state)
    }

    /// `Owner.Alias`, an alias qualified by the name of the type that declares it: the type's own
    /// (`init(useCase: HomePresenter.UseCase)` inside `HomePresenter`) or another's
    /// (`[LightSideScreenEntityType.Jedi]`, an entity protocol's `typealias Jedi = JediModel`).
    /// Nil for anything else, and for a nested type declared under that full name.
    private func qualifiedAlias(_ name: String, in index: Int) -> (owner: Int, member: String)? {
        // Most names have no dot: one forward pass over the bytes finds the last (a reverse
        // search through `String.Index` costs several times more on every mention).
        var dotOffset = -1
        var offset = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") { dotOffset = offset }
            offset += 1
        }
        guard dotOffset > 0, index < types.count,
              let member = String(name.utf8.dropFirst(dotOffset + 1)), resolvableNames.contains(member),
              byName[name] == nil, let prefix = String(name.utf8.prefix(dotOffset)) else { return nil }
        guard let owner = prefix == types[index].name ? index : lookup(prefix, from: types[index].file),
              types[owner].typealiases.contains(where: { $0.name == member }) else { return nil }
        return (owner, member)
    }

    /// Names being expanded (a cycle stops there) and names already expanded in one call:
    /// `typealias A = (B, B, ...); typealias B = (A, A, ...)` must cost linear, not exponential.
    private struct ResolutionState {
        var expanding: Set<String> = []
        var expanded: [String: [String]] = [:]
    }

    private func resolve(_ name: String, in index: Int, depth: Int, state: inout ResolutionState) -> [String] {
        guard depth < 8 else { return [name] }
        guard resolvableNames.contains(name) else {
            guard let (owner, member) = qualifiedAlias(name, in: index) else { return [name] }
            // Expanded in the owner's scope, apart from this call's names (`Jedi` may mean
            // something else where the mention is).
            var ownerState = ResolutionState()
            return resolve(member, in: owner, depth: depth + 1, state: &ownerState)
        }
        if let known = state.expanded[name] { return known }
        guard state.expanding.insert(name).inserted else { return [name] }
        let result = expand(name, in: index, depth: depth, state: &state)
        state.expanding.remove(name)
        state.expanded[name] = result
        return result
    }

    /// One step of `resolve`: the alias, associated type or generic parameter `name` stands for.
    private func expand(_ name: String, in index: Int, depth: Int, state: inout ResolutionState) -> [String] {
        func targets(of target: TypeRef) -> [String] {
            var names: [String] = []
            var seen: Set<String> = []
            for ref in target.allNames where !["()", "->", "&"].contains(ref.name) && seen.insert(ref.name).inserted {
                let reached = ref.name == name ? [ref.name] : resolve(ref.name, in: index, depth: depth + 1, state: &state)
                for reachedName in reached where !names.contains(reachedName) { names.append(reachedName) }
            }
            return names
        }
        let owners = [index] + superclasses(of: index) + supertypes(of: index).compactMap(\.index)
        for owner in owners {
            for alias in types[owner].typealiases where alias.name == name {
                if let target = alias.target { return targets(of: target) }
                if alias.isAssociatedType && !alias.constraints.isEmpty {
                    continue // a binding in a conforming type wins; see the other owners
                }
            }
            if let piece = types[owner].pieces.first(where: { $0.decl.kind != .extension }),
               piece.decl.genericParameters.contains(name) {
                // A subclass's binding (`LoginPresenter: BasePresenter<LoginView>`) is the most
                // specific answer; otherwise `class BaseWireframe<VC: UIViewController>`: the
                // parameter stands for its constraint, unless that says nothing (`AnyObject`).
                if owner != index, let bound = genericArgument(for: name, declaredIn: owner, from: index) {
                    return resolve(bound, in: index, depth: depth + 1, state: &state)
                }
                if let constraint = genericConstraint(of: name, in: piece),
                   !RoleVocabulary.uninformativeConstraints.contains(constraint) {
                    return [constraint]
                }
                return [name]
            }
        }
        if let target = fileTypealiases[name] { return targets(of: target) }
        return [name]
    }

    /// For `class LoginPresenter: BasePresenter<LoginView>`, the argument bound to
    /// `BasePresenter`'s parameter `name`.
    private func genericArgument(for name: String, declaredIn owner: Int, from index: Int) -> String? {
        guard let ownerPiece = types[owner].pieces.first(where: { $0.decl.kind != .extension }),
              let position = ownerPiece.decl.genericParameters.firstIndex(of: name) else { return nil }
        for candidate in [index] + superclasses(of: index) where candidate != owner {
            for piece in types[candidate].pieces {
                for parent in piece.decl.inheritance where lookup(parent.name, from: piece.file) == owner {
                    if position < parent.arguments.count { return parent.arguments[position].name }
                }
            }
        }
        return nil
    }

    private func genericConstraint(of name: String, in piece: TypePiece) -> String? {
        piece.decl.genericConstraints[name]
    }
}

/// Every type's inheritance-list targets in one flat array (a type's entries follow its pieces'
/// lists in order; -1: no project type): one array of small numbers, not one array per type,
/// keeps the model's peak memory down.
package struct InheritanceTargets: Sendable {
    private var starts: [Int32] = [0]
    private var targets: [Int32] = []

    init() {}

    init(_ perType: [[Int?]]) {
        starts.reserveCapacity(perType.count + 1)
        targets.reserveCapacity(perType.reduce(0) { $0 + $1.count })
        for list in perType {
            for target in list { targets.append(target.map(Int32.init) ?? -1) }
            starts.append(Int32(targets.count))
        }
    }

    /// The project type entry `position` of type `index`'s inheritance lists names.
    package func target(of index: Int, at position: Int) -> Int? {
        let value = targets[Int(starts[index]) + position]
        return value < 0 ? nil : Int(value)
    }

    /// Every entry of type `index`, in order.
    package func targets(of index: Int) -> [Int?] {
        targets[Int(starts[index])..<Int(starts[index + 1])].map { $0 < 0 ? nil : Int($0) }
    }
}
