import ViperLintCore
import ViperLintFacts

/// An editor's keystroke rarely changes what the model is built from: typing inside a method
/// body, toggling `weak`, editing a string moves positions and changes calls, but no type, name,
/// inheritance list, property type or instantiation. For such an edit the model of the new text
/// is the old model with the file's declarations swapped in and its positions moved, which
/// costs microseconds instead of a rebuild (a rebuild is what an edit in a file related to a
/// shared base class cost: every presenter depends on `BasePresenter`).
extension ProjectModel {
    /// The facts as this model reads them: positions, calls, assignments, locals, property
    /// ownership and suppression comments left out (the rules read those, the model never does),
    /// and so are the body's mentions of names the model cannot find (`canFind`): the model uses
    /// a mention only to look its name up, and a miss changes nothing. (While a name is typed,
    /// `let x: Str` mentions `Str`.) Two files with equal views give models that differ only in
    /// what was left out.
    package func modelView(of facts: FileFacts) -> FileFacts {
        let origin = Position(line: 0, column: 0)
        func reference(_ ref: TypeRef) -> TypeRef {
            TypeRef(name: ref.name, arguments: ref.arguments.map(reference), optional: ref.optional, position: origin)
        }
        func alias(_ decl: TypealiasDecl) -> TypealiasDecl {
            var copy = decl
            copy.target = decl.target.map(reference)
            copy.constraints = decl.constraints.map(reference)
            return copy
        }
        func mentions(_ body: BodyFacts) -> BodyFacts {
            BodyFacts(mentions: findableMentions(body).map { mention in
                TypeMention(name: mention.name, position: origin, context: mention.context, member: mention.member)
            })
        }
        var view = FileFacts(path: facts.path, imports: facts.imports, topLevel: mentions(facts.topLevel))
        view.typealiases = facts.typealiases.map(alias)
        view.types = facts.types.map { decl in
            var copy = decl
            copy.position = origin
            copy.inheritance = decl.inheritance.map(reference)
            copy.properties = decl.properties.map { property in
                var stripped = property
                stripped.position = origin
                stripped.ownership = .strong
                stripped.type = property.type.map(reference)
                return stripped
            }
            copy.typealiases = decl.typealiases.map(alias)
            copy.functions = decl.functions.map { function in
                var stripped = function
                stripped.parameters = function.parameters.map { Parameter(type: $0.type.map(reference)) }
                return stripped
            }
            copy.body = mentions(decl.body)
            return copy
        }
        return view
    }

    /// Whether a lookup of `name`, or its resolution, can find anything in this project.
    package func canFind(_ name: String) -> Bool {
        byName[name] != nil || byBaseName[NameText.baseNameString(name)] != nil || resolvableNames.contains(name)
            || fileTypealiases[name] != nil
    }

    /// The mentions of a body whose names the model can find, in order.
    private func findableMentions(_ body: BodyFacts) -> [TypeMention] {
        body.mentions.filter { canFind($0.name) }
    }

    /// Replaces one file's facts when the model reads the same of both (`modelView`); false,
    /// with nothing changed, when it does not, or when the old and new positions cannot be
    /// paired one to one. The result equals `ProjectModel(files:)` of the new facts.
    package mutating func replaceFacts(_ facts: FileFacts) -> Bool {
        guard let fileIndex = files.firstIndex(where: { $0.path == facts.path }) else { return false }
        let old = files[fileIndex]
        guard old.types.count == facts.types.count, modelView(of: old) == modelView(of: facts) else { return false }
        // Where every declaration and mention moved to (the two lists pair up: the views are
        // equal). The model copies declaration positions (module parts) and instantiation
        // positions (module wiring); everything else it reads through the declarations.
        var moved: [Position: Position] = [:]
        var consistent = true
        func pair(_ before: Position, _ after: Position) {
            if let known = moved.updateValue(after, forKey: before), known != after { consistent = false }
        }
        var declarationAt: [Position: Int] = [:]
        for (index, (before, after)) in zip(old.types, facts.types).enumerated() {
            pair(before.position, after.position)
            if declarationAt.updateValue(index, forKey: before.position) != nil { return false }
            for (a, b) in zip(findableMentions(before.body), findableMentions(after.body)) { pair(a.position, b.position) }
        }
        for (a, b) in zip(findableMentions(old.topLevel), findableMentions(facts.topLevel)) { pair(a.position, b.position) }
        guard consistent else { return false }

        // Every change is worked out before any is made, so that a refusal leaves the model as it was.
        var pieceChanges: [(type: Int, piece: Int, declaration: Int)] = []
        var siteChanges: [(type: Int, position: Position)] = []
        for index in typesByFile[facts.path] ?? [] {
            for (pieceIndex, piece) in types[index].pieces.enumerated() where piece.file == facts.path {
                guard let declaration = declarationAt[piece.decl.position] else { return false }
                pieceChanges.append((index, pieceIndex, declaration))
            }
            if let site = types[index].declaration, site.file == facts.path {
                guard let position = moved[site.position] else { return false }
                siteChanges.append((index, position))
            }
        }
        var partChanges: [(module: Int, part: Int, position: Position)] = []
        var wiringChanges: [(module: Int, position: Position)] = []
        for (moduleIndex, module) in modules.enumerated() {
            for (partIndex, part) in module.parts.enumerated() where part.file == facts.path {
                guard let position = moved[Position(line: part.line, column: part.column)] else { return false }
                partChanges.append((moduleIndex, partIndex, position))
            }
            if let site = module.wiredBy?.site, site.file == facts.path {
                guard let position = moved[Position(line: site.line, column: site.column)] else { return false }
                wiringChanges.append((moduleIndex, position))
            }
        }

        // In place: a model held alone is not copied (its arrays hold thousands of types).
        files[fileIndex] = facts
        for change in pieceChanges {
            types[change.type].pieces[change.piece] = TypePiece(file: facts.path, decl: facts.types[change.declaration])
        }
        for change in siteChanges { types[change.type].declaration = DeclarationSite(file: facts.path, position: change.position) }
        for change in partChanges {
            modules[change.module].parts[change.part].line = change.position.line
            modules[change.module].parts[change.part].column = change.position.column
        }
        for change in wiringChanges {
            modules[change.module].wiredBy!.site = SourceLocation(file: facts.path, line: change.position.line, column: change.position.column)
        }
        // File-level typealiases keep their targets as written (positions included).
        if !old.typealiases.isEmpty { fileTypealiases = ProjectModel.fileTypealiases(in: files) }
        return true
    }

    /// `replaceFacts` on a copy: the new model, or nil.
    package func replacingFacts(_ facts: FileFacts) -> ProjectModel? {
        var copy = self
        return copy.replaceFacts(facts) ? copy : nil
    }

    /// Files whose findings can read what `path` holds through links the model makes, beyond
    /// the names the files share: types below the file's types at any depth (a subclass of a
    /// subclass reads its base's properties), the types implementing or inheriting what the
    /// file's stored properties hold (a helper's finding depends on whether its holder keeps it
    /// weakly), and every part of a module the file has a part in or wires.
    package func filesLinked(to path: String) -> Set<String> {
        var result: Set<String> = [path]
        var anchors: Set<Int> = []
        for index in typesByFile[path] ?? [] {
            anchors.insert(index)
            for piece in types[index].pieces where piece.file == path {
                for property in piece.decl.properties where property.isStored {
                    let named = (property.type?.allNames.map(\.name) ?? []) + (property.initializerType.map { [$0] } ?? [])
                    for name in named {
                        for resolved in resolve(name, in: index) {
                            for target in lookupAll(resolved, from: path) { anchors.insert(target) }
                        }
                    }
                }
            }
        }
        guard !anchors.isEmpty else { return result }
        for index in types.indices {
            let linked = anchors.contains(index) || supertypes(of: index).contains { $0.index.map(anchors.contains) ?? false }
                || superclasses(of: index).contains(where: anchors.contains)
            if linked { for piece in types[index].pieces { result.insert(piece.file) } }
        }
        for module in modules where module.parts.contains(where: { $0.file == path }) || module.wiredBy?.site.file == path {
            for part in module.parts { result.insert(part.file) }
        }
        return result
    }

    /// Limits the findings rules make to those in `files` (`lintScope`).
    package mutating func limitFindings(to files: Set<String>) {
        lintScope = files
        var judged = [Bool](repeating: false, count: types.count)
        let byFile = typesByFile
        for file in files { for index in byFile[file] ?? [] { judged[index] = true } }
        judgedTypes = judged
    }

    /// Whether rules judge type `index` (`lintScope`).
    @inline(__always)
    package func isJudged(type index: Int) -> Bool {
        lintScope == nil || judgedTypes[index]
    }

    /// Whether rules judge a module (`lintScope`).
    package func isJudged(_ module: Module) -> Bool {
        guard let scope = lintScope else { return true }
        return module.parts.contains { scope.contains($0.file) }
    }

    /// The types with a piece in each file, in index order.
    package var typesByFile: [String: [Int]] {
        derived.value("ProjectModel.typesByFile") {
            var result: [String: [Int]] = [:]
            for index in types.indices {
                var last: String?
                for piece in types[index].pieces where piece.file != last {
                    if result[piece.file]?.last != index { result[piece.file, default: []].append(index) }
                    last = piece.file
                }
            }
            return result
        }
    }
}

/// Results the rules derive from what the model reads of the facts (`ProjectModel.modelView`:
/// names, kinds, inheritance, property types, instantiations, roles, modules; never positions,
/// ownership or calls), each computed once per model. `replacingFacts` changes none of that, so
/// its copy shares them: an editor's edit inside a method body reuses a router table or a
/// module-folder map that took milliseconds to build over thousands of types.
package final class DerivedResults: Sendable {
    private let values = Locked<[String: any Sendable]>([:])

    init() {}

    /// The value stored under `key`, made (outside the lock) on first use.
    package func value<T: Sendable>(_ key: String, _ make: () -> T) -> T {
        if let known = values.withLock({ $0[key] }) as? T { return known }
        let made = make()
        return values.withLock { stored in
            if let known = stored[key] as? T { return known }
            stored[key] = made
            return made
        }
    }
}
