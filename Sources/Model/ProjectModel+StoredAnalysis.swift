import ViperLintCore
import ViperLintFacts

/// What building a model works out last and at most cost — every type's role, module and
/// set-aside verdict, the test files and the modules (about two thirds of a model's time on a
/// 3,000-file app) — in a form an editor's next run can store and take back. It is a function of
/// what the model reads of the facts (`modelView`) and of the vocabularies, so it holds for the
/// same facts again: the caller makes sure they are (every other file unchanged on disk, the
/// edited file's earlier facts kept with it) and the configuration unchanged.
package struct StoredAnalysis: Equatable, Sendable {
    /// The merged types' names in index order: a restore over other types is refused.
    var typeNames: [String]
    var assignments: [RoleAssignment?]
    var moduleNames: [String?]
    var setAsides: [SetAside?]
    var testFiles: [String]
    var modules: [Module]
}

extension ProjectModel {
    /// This model's roles, modules and verdicts, to restore over the same facts later.
    package var storedAnalysis: StoredAnalysis {
        StoredAnalysis(typeNames: types.map(\.name), assignments: types.map(\.assignment), moduleNames: types.map(\.module),
                       setAsides: types.map(\.setAside), testFiles: testFiles.sorted(), modules: modules)
    }

    /// The model of `files` with the roles and modules of `analysis` instead of working them out;
    /// nil when the files merge into other types than the analysis was made of.
    package init?(files: [FileFacts], vocabulary: RoleVocabulary, vocabularyByFile: [String: RoleVocabulary],
                  restoring analysis: StoredAnalysis, timer: PhaseTimer = .disabled, jobs: Int) {
        self.init(linking: files, vocabulary: vocabulary, vocabularyByFile: vocabularyByFile, timer: timer, jobs: jobs)
        guard types.count == analysis.typeNames.count, types.count == analysis.assignments.count,
              types.count == analysis.moduleNames.count, types.count == analysis.setAsides.count,
              zip(types, analysis.typeNames).allSatisfy({ $0.name == $1 }) else { return nil }
        for index in types.indices {
            types[index].assignment = analysis.assignments[index]
            types[index].module = analysis.moduleNames[index]
            types[index].setAside = analysis.setAsides[index]
        }
        testFiles = Set(analysis.testFiles)
        modules = analysis.modules
        timer.mark("model.restored")
    }
}

// MARK: - Stored form

extension StoredAnalysis {
    package func write(to w: inout BinaryWriter) {
        w.array(typeNames) { $0.string($1) }
        w.array(assignments) { w, assignment in
            w.bool(assignment != nil)
            if let assignment { assignment.write(to: &w) }
        }
        w.array(moduleNames) { $0.optionalString($1) }
        w.array(setAsides) { w, setAside in
            switch setAside {
            case nil: w.int(0)
            case .unconnected(let assignment)?: w.int(1); assignment.write(to: &w)
            case .helper(let assignment)?: w.int(2); assignment.write(to: &w)
            case .singleton(let assignment, let instance)?: w.int(3); assignment.write(to: &w); w.string(instance)
            }
        }
        w.array(testFiles) { $0.string($1) }
        w.array(modules) { w, module in module.write(to: &w) }
    }

    package init(from r: inout BinaryReader) throws {
        typeNames = try r.array { try $0.string() }
        assignments = try r.array { r in try r.bool() ? try RoleAssignment(from: &r) : nil }
        moduleNames = try r.array { try $0.optionalString() }
        setAsides = try r.array { r in
            switch try r.int() {
            case 0: return nil
            case 1: return .unconnected(try RoleAssignment(from: &r))
            case 2: return .helper(try RoleAssignment(from: &r))
            case 3: return .singleton(try RoleAssignment(from: &r), instance: try r.string())
            default: throw BinaryReadError()
            }
        }
        testFiles = try r.array { try $0.string() }
        modules = try r.array { try Module(from: &$0) }
    }
}

extension RoleAssignment {
    func write(to w: inout BinaryWriter) {
        w.caseIndex(role)
        evidence.write(to: &w)
    }

    init(from r: inout BinaryReader) throws {
        self.init(role: try r.caseIndex(Role.self), evidence: try RoleEvidence(from: &r))
    }
}

extension BinaryWriter {
    mutating func optionalRole(_ role: Role?) {
        int(role.map { Role.allCases.firstIndex(of: $0)! + 1 } ?? 0)
    }
}

extension BinaryReader {
    mutating func optionalRole() throws -> Role? {
        let index = try int()
        guard index >= 0, index <= Role.allCases.count else { throw BinaryReadError() }
        return index == 0 ? nil : Role.allCases[index - 1]
    }
}

extension RoleEvidence {
    func write(to w: inout BinaryWriter) {
        switch self {
        case .configured: w.int(0)
        case .conformance(let name, let role): w.int(1); w.string(name); w.optionalRole(role)
        case .conformanceToNamed(let name, let role): w.int(2); w.string(name); w.caseIndex(role)
        case .inheritance(let name, let role): w.int(3); w.string(name); w.optionalRole(role)
        case .wiring(let builder): w.int(4); w.string(builder)
        case .adoption(let implementer, let role): w.int(5); w.string(implementer); w.caseIndex(role)
        case .refinedBy(let child, let role, let alone): w.int(6); w.string(child); w.caseIndex(role); w.bool(alone)
        case .nameSuffix(let suffix): w.int(7); w.string(suffix)
        case .folder(let folder): w.int(8); w.string(folder)
        case .configuredFolder(let folder): w.int(9); w.string(folder)
        case .entityLocation(let place, let user): w.int(10); w.string(place); w.string(user)
        case .entityAlias(let alias): w.int(11); w.string(alias)
        }
    }

    init(from r: inout BinaryReader) throws {
        switch try r.int() {
        case 0: self = .configured
        case 1: self = .conformance(to: try r.string(), protocolRole: try r.optionalRole())
        case 2: self = .conformanceToNamed(to: try r.string(), protocolRole: try r.caseIndex(Role.self))
        case 3: self = .inheritance(from: try r.string(), inheritedRole: try r.optionalRole())
        case 4: self = .wiring(by: try r.string())
        case 5: self = .adoption(by: try r.string(), implementerRole: try r.caseIndex(Role.self))
        case 6: self = .refinedBy(try r.string(), role: try r.caseIndex(Role.self), alone: try r.bool())
        case 7: self = .nameSuffix(try r.string())
        case 8: self = .folder(try r.string())
        case 9: self = .configuredFolder(try r.string())
        case 10: self = .entityLocation(place: try r.string(), usedBy: try r.string())
        case 11: self = .entityAlias(try r.string())
        default: throw BinaryReadError()
        }
    }
}

extension Module {
    func write(to w: inout BinaryWriter) {
        w.string(name)
        w.array(parts) { w, part in
            w.caseIndex(part.role)
            w.string(part.typeName)
            w.string(part.file)
            w.int(part.line)
            w.int(part.column)
            part.evidence.write(to: &w)
        }
        w.optionalString(assembledBy)
        w.array(missing) { $0.caseIndex($1) }
        w.bool(wiredBy != nil)
        if let wiring = wiredBy {
            w.string(wiring.kind.rawValue)
            w.string(wiring.creator)
            w.optionalRole(wiring.creatorRole)
            w.optionalString(wiring.creatorModule)
            w.string(wiring.created)
            w.int(wiring.moduleCount)
            w.string(wiring.site.file)
            w.int(wiring.site.line)
            w.int(wiring.site.column)
            w.array(wiring.creators) { $0.string($1) }
        }
    }

    init(from r: inout BinaryReader) throws {
        name = try r.string()
        parts = try r.array { r in
            ModulePart(role: try r.caseIndex(Role.self), typeName: try r.string(), file: try r.string(),
                       line: try r.int(), column: try r.int(), evidence: try RoleEvidence(from: &r))
        }
        assembledBy = try r.optionalString()
        missing = try r.array { try $0.caseIndex(Role.self) }
        if try r.bool() {
            wiredBy = ModuleWiring(kind: try r.raw(ModuleWiring.Kind.self), creator: try r.string(),
                                   creatorRole: try r.optionalRole(), creatorModule: try r.optionalString(),
                                   created: try r.string(), moduleCount: try r.int(),
                                   site: SourceLocation(file: try r.string(), line: try r.int(), column: try r.int()),
                                   creators: try r.array { try $0.string() })
        } else {
            wiredBy = nil
        }
    }
}
