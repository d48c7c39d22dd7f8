import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// No entity type appears in a presenter, in the protocols it implements toward the view and the
/// interactor, or in a view protocol.
public struct EntityInPresenterRule: Rule {
    public init() {}

    public let description = RuleDescription(id: "entity-in-presenter")

    public func check(_ model: ProjectModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        // At most one finding per line and entity.
        var seen: Set<String> = []
        // Derived from roles, modules and property types alone: kept across an editor's edits.
        let withInteractor = model.derived.value("EntityInPresenterRule.modulesWithInteractor") { modulesWithInteractor(model) }
        let scopes = model.derived.value("EntityInPresenterRule.scopes") { self.scopes(model, withInteractor: withInteractor) }
        for (index, presenterModule) in scopes where model.isJudged(type: index) {
            let info = model.types[index]
            // MVP with services: in a module without an interactor the presenter does the
            // interactor's job, and nothing in that module is judged.
            guard let module = info.module ?? presenterModule, withInteractor.contains(module) else { continue }
            let generics = Set(info.genericParameters)
            for piece in info.pieces {
                for mention in piece.decl.body.mentions where mention.context != .typealiasTarget && mention.context != .inheritance {
                    if generics.contains(mention.name) { continue }
                    guard let entity = entityTarget(mention.name, in: index, file: piece.file, model: model) else { continue }
                    let site = DeclarationSite(file: piece.file, position: mention.position)
                    guard seen.insert("\(piece.file):\(mention.position.line):\(model.types[entity].name)").inserted else { continue }
                    findings.append(finding(mention: mention, entity: entity, owner: info, site: site, model: model))
                }
            }
        }
        // The interactor -> presenter channel also runs through closure parameters of the
        // interactor's input protocol: `func load(completion: (Result<[UserEntity], Error>) -> Void)`,
        // a closure-typed requirement (`var onReceive: (([Message]) -> Void)? { get set }`), and a
        // parameter typed by an alias of a closure (`completion: FavoritesLoadingCompletion` with
        // `typealias FavoritesLoadingCompletion = (Result<[User]>) -> Void`), reported where the
        // protocol uses it.
        let inputs = model.derived.value("EntityInPresenterRule.inputProtocols") { inputProtocols(model) }
        for (index, holderModules) in inputs where model.isJudged(type: index) {
            let info = model.types[index]
            // An input protocol in no module (one `MapUseCases` in a shared `Domain/` folder that
            // every screen's presenter holds) is judged for the modules whose presenters hold it.
            let modules = info.module.map { [$0] } ?? holderModules
            guard modules.contains(where: { withInteractor.contains($0) }) else { continue }
            func report(_ type: TypeRef, file: String, member: String?) {
                for named in type.allNames where named.name != "->" {
                    guard named.position.line > 0, let alias = closureAlias(named.name, in: index, model: model) else { continue }
                    // A generic alias's parameters take the use's arguments (`ItemClosure<[RSSItem]>`).
                    reportClosures(in: alias.fillingPlaceholders(named.arguments), at: named.position, file: file, member: member)
                }
                reportClosures(in: type, at: nil, file: file, member: member)
            }
            func reportClosures(in type: TypeRef, at site: Position?, file: String, member: String?) {
                for closure in type.allNames where closure.name == "->" {
                    // The closure's parameters: everything but its result.
                    for argument in closure.arguments.dropLast() {
                        for named in argument.allNames where site != nil || named.position.line > 0 {
                            guard let entity = entityTarget(named.name, in: index, file: file, model: model) else { continue }
                            let position = site ?? named.position
                            guard seen.insert("\(file):\(position.line):\(model.types[entity].name)").inserted else { continue }
                            let mention = TypeMention(name: named.name, position: position, context: .signature, member: member)
                            findings.append(self.finding(mention: mention, entity: entity, owner: info,
                                                         site: DeclarationSite(file: file, position: position), model: model))
                        }
                    }
                }
            }
            for (function, file) in info.functions {
                for parameter in function.parameters {
                    guard let type = parameter.type else { continue }
                    report(type, file: file, member: function.name)
                }
            }
            guard info.isProtocol else { continue }
            for piece in info.pieces {
                for property in piece.decl.properties where !property.isStatic {
                    guard let type = property.type else { continue }
                    report(type, file: piece.file, member: property.name)
                }
            }
        }
        return findings
    }

    /// The closure an alias stands for (`typealias Completion = ([User]) -> Void`), declared in
    /// the type, its supertypes or at file level.
    private func closureAlias(_ name: String, in index: Int, model: ProjectModel) -> TypeRef? {
        let owners = [index] + model.supertypes(of: index).compactMap(\.index)
        for owner in owners {
            for alias in model.types[owner].typealiases where alias.name == name {
                if let target = alias.target, target.name == "->" || target.arguments.first?.name == "->" && target.name == "?" {
                    return target
                }
            }
        }
        if let target = model.fileTypealiases[name], target.name == "->" { return target }
        return nil
    }

    /// The interactors' input protocols: named as such, or the type of a presenter's stored
    /// interactor; a data-side mixin an interactor merely adopts (`AccountFetching`) is none.
    /// Each with the modules of the presenters that hold it, sorted.
    private func inputProtocols(_ model: ProjectModel) -> [(index: Int, holderModules: [String])] {
        var result: [Int: Set<String>] = [:]
        for index in model.types.indices where model.types[index].role == .interactorProtocol {
            if model.types[index].assignment?.evidence.isAdoption == false, result[index] == nil { result[index] = [] }
        }
        for index in model.types.indices where model.types[index].role == .presenter {
            for (property, file) in model.types[index].storedProperties {
                guard let type = property.type else { continue }
                for target in model.referenceTargets(of: type, in: index, file: file) where target.role == .interactorProtocol {
                    guard let targetIndex = target.index else { continue }
                    result[targetIndex, default: []].formUnion(model.types[index].module.map { [$0] } ?? [])
                }
            }
        }
        return result.keys.sorted().map { ($0, result[$0]!.sorted()) }
    }

    /// Modules with an interactor: an interactor or interactor protocol among the parts, or a
    /// presenter (or its base class) that holds one.
    private func modulesWithInteractor(_ model: ProjectModel) -> Set<String> {
        // An interactor protocol that only shares the module's name stem (a newer module's
        // `QuizInputProtocol` next to a legacy MVP `QuizPresenter`) is no evidence: the presenter
        // must hold it.
        var result: Set<String> = []
        for module in model.modules where module.has(.interactor) {
            result.insert(module.name)
        }
        // An interactor protocol declared in the module's contract file, next to its view or
        // presenter protocols (`Gif Details Contract.swift` with `GifDetailsInteractorInput`), is
        // the module's design, implemented yet or not.
        for module in model.modules where !result.contains(module.name) {
            let contractFiles = Set(module.parts.filter { $0.role == .viewProtocol || $0.role == .presenterProtocol }.map(\.file))
            if module.parts.contains(where: { $0.role == .interactorProtocol && contractFiles.contains($0.file) }) {
                result.insert(module.name)
            }
        }
        for index in model.types.indices where model.types[index].role == .presenter {
            guard let module = model.types[index].module, !result.contains(module) else { continue }
            for holder in [index] + model.superclasses(of: index) {
                let holds = model.types[holder].storedProperties.contains { property, file in
                    guard let type = property.type else { return false }
                    // Also a type that implements an interactor protocol (`AnyUseCase<Params, [Repo]>`,
                    // a type-erased wrapper of the app's `UseCase` protocol) though set aside itself.
                    return model.referenceTargets(of: type, in: holder, file: file).contains { target in
                        target.role == .interactor || target.role == .interactorProtocol || target.index.map { held in
                            model.supertypes(of: held).contains { $0.index.map { model.types[$0].role == .interactorProtocol } ?? false }
                        } ?? false
                    }
                }
                if holds { result.insert(module); break }
            }
        }
        return result
    }



    /// Presenters, view protocols, interactor-output protocols, protocols a presenter adopts toward
    /// the view, and enums a presenter handles (the listener style's response enums).
    private func scopes(_ model: ProjectModel, withInteractor: Set<String>) -> [(index: Int, presenterModule: String?)] {
        // Each scope with the module of the presenter that brought it in (a handled enum or a
        // nested type has no module of its own).
        var result: [Int: String?] = [:]
        func add(_ index: Int, _ module: String?) {
            if result[index] == nil || result[index]! == nil { result[index] = module }
        }
        // A base presenter shared by several screens (`SwapBasePresenter`) joins no module itself;
        // it is judged with the module of a subclass.
        // How many concrete types adopt each protocol: a protocol that is a presenter protocol only
        // by adoption and is adopted by several types is a shared mixin.
        // Test doubles (`MockLoginOutputProtocol` in a Cuckoo-generated file) adopt every
        // protocol they mimic: they make no protocol a shared mixin.
        let adopters = model.adopters.mapValues { list in
            list.filter { !model.isTestDouble($0) }
        }
        // A base protocol that several modules' presenter-side protocols inherit
        // (`ReferendumVoteSetupInteractorOutputProtocol: ReferendumVoteInteractorOutputProtocol`)
        // joins no module itself; the presenters implement it all the same, so it is judged with
        // the module that brought it in. Only protocols named as presenter-side ones or of that
        // module, or with no role at all (see below): a mixin (`AlertPresentable`) that presenters
        // adopt by themselves, not through such a protocol, is not the channel.
        func addAncestors(of index: Int, _ module: String?) {
            guard let module, withInteractor.contains(module) else { return }
            for (_, ancestor) in model.supertypes(of: index) {
                guard let ancestor, model.types[ancestor].isProtocol, model.types[ancestor].isDeclaredHere else { continue }
                // A role-less protocol the channel refines (`BaseInteratosOutput`, misspelled past
                // any role name; a service's `NemServiceMosaicOwnedOutput` the interactor output
                // passes on; `OpenTrackDetailProtocol` mixed into a view output): its requirements
                // are the channel's. But a presenter's view-facing protocol that also takes another
                // module's way back (`MobileContactsSelectorDelegate`, `TimeIntervalPickerOutputProtocol`)
                // answers that module, not its view.
                if model.types[ancestor].role == nil {
                    let name = model.types[ancestor].baseName
                    if model.types[index].role == .interactorOutputProtocol
                        || !RoleVocabulary.outputProtocolSuffixes.contains(where: { name.hasSuffix($0) }) {
                        add(ancestor, module)
                    }
                    continue
                }
                guard [.presenterProtocol, .interactorOutputProtocol].contains(model.types[ancestor].role),
                      model.types[ancestor].assignment?.evidence.isAdoption == false,
                      model.types[ancestor].module == nil || model.types[ancestor].module == module else { continue }
                add(ancestor, module)
            }
        }
        var subclassModule: [Int: String] = [:]
        for index in model.types.indices where model.types[index].kind == .class {
            guard let module = model.types[index].module, withInteractor.contains(module) else { continue }
            for parent in model.superclasses(of: index) where subclassModule[parent] == nil || module < subclassModule[parent]! {
                subclassModule[parent] = module
            }
        }
        for index in model.types.indices {
            switch model.types[index].role {
            case .presenter?:
                let module = model.types[index].module ?? subclassModule[index]
                add(index, module)
                // Types declared inside the presenter (`struct State { let wallet: Wallet }`).
                for nested in model.nestedTypes(of: index) where !model.types[nested].isProtocol { add(nested, module) }
                for piece in model.types[index].pieces {
                    for ref in piece.decl.inheritance {
                        // A mixin adopted by presenters of many screens (`RampFlowManaging`) is not
                        // this presenter's view-facing or output protocol: only its own module's or
                        // one named like one.
                        if let adopted = model.lookup(ref.name, from: piece.file), model.types[adopted].isProtocol,
                           [.presenterProtocol, .interactorOutputProtocol].contains(model.types[adopted].role),
                           model.types[adopted].assignment?.evidence.isAdoption == false
                            || (model.types[adopted].module == module && (adopters[adopted]?.count ?? 0) <= 1) {
                            add(adopted, module)
                            addAncestors(of: adopted, module)
                        }
                    }
                }
                for (function, file) in model.types[index].functions where function.name == "handle" {
                    for parameter in function.parameters {
                        if let type = parameter.type, let handled = model.lookup(type.name, from: file),
                           model.types[handled].kind == .enum {
                            add(handled, module)
                        }
                    }
                }
            case .viewProtocol?, .interactorOutputProtocol?:
                // Named as a view/output protocol, or part of a module; a protocol that is a view
                // protocol only because some lone screen adopts it is not VIPER.
                let info = model.types[index]
                let byAdoption = info.assignment?.evidence.isAdoption == true
                if info.isDeclaredHere && (info.module != nil || !byAdoption) {
                    add(index, nil)
                    if let module = info.module { addAncestors(of: index, module) }
                }
            case .presenterProtocol?:
                // A module's presenter protocol by its name (`CoinScreenViewOutput`) is the
                // presenter's view-facing protocol even where the screen's view controller does the
                // presenter's job and the module has no presenter to adopt it.
                let info = model.types[index]
                if info.isDeclaredHere, let module = info.module, info.assignment?.evidence.isAdoption == false {
                    add(index, module)
                    addAncestors(of: index, module)
                }
            default:
                break
            }
        }
        return result.keys.sorted().map { ($0, result[$0]!) }
    }

    private func entityTarget(_ name: String, in index: Int, file: String, model: ProjectModel) -> Int? {
        for resolved in model.resolve(name, in: index) {
            // The nearest declaration decides; among namesakes equally near, any entity counts,
            // so that results never depend on how folders sort. Only declarations visible here:
            // `URL` is Foundation's, not a nested `ApplicationInfo.Path.URL`.
            let candidates = model.lookupVisible(resolved, from: file, inside: index)
            guard let nearest = candidates.first else { continue }
            let distance = ProjectModel.commonPrefixLength(model.types[nearest].file, file)
            for target in candidates where ProjectModel.commonPrefixLength(model.types[target].file, file) == distance {
                // A type the project only extends (a Core Data class Xcode generates) is an
                // entity only by its extensions among the models (see `isGeneratedModel`).
                if model.types[target].role == .entity && !model.types[target].pieces.isEmpty { return target }
            }
        }
        return nil
    }

    private func finding(mention: TypeMention, entity: Int, owner: TypeInfo, site: DeclarationSite,
                         model: ProjectModel) -> Finding {
        let entityInfo = model.types[entity]
        let place: String
        switch owner.role {
        case .viewProtocol?: place = "view protocol `\(owner.name)`"
        case .interactorOutputProtocol?: place = "interactor output `\(owner.name)`"
        case .presenterProtocol?: place = "presenter protocol `\(owner.name)`"
        case .presenter?: place = "presenter `\(owner.name)`"
        case .interactorProtocol?: place = "the presenter through a closure of interactor input `\(owner.name)`"
        default: place = "`\(owner.name)`, which the presenter handles"
        }
        var message = "entity `\(entityInfo.name)` crosses into \(place): keep it behind the interactor and pass a display model instead"
        if mention.name != entityInfo.name && TypeRef(name: mention.name).baseName != entityInfo.baseName {
            message += " (`\(mention.name)` is `\(entityInfo.name)`)"
        }
        var notes: [FindingNote] = []
        if let declared = entityInfo.declaration {
            notes.append(FindingNote(message: "entity `\(entityInfo.name)` declared here (\(entityInfo.assignment?.reason ?? "entity"))",
                                     location: declared.location))
        } else if let extended = entityInfo.pieces.first {
            let site = DeclarationSite(file: extended.file, position: extended.decl.position)
            notes.append(FindingNote(message: "entity `\(entityInfo.name)` extended here; its class is declared outside the sources (\(entityInfo.assignment?.reason ?? "entity"))",
                                     location: site.location))
        }
        let member = mention.member.map { "\(owner.name).\($0)" } ?? owner.name
        return self.finding(message, at: site, symbol: "\(member):\(entityInfo.name)", module: owner.module ?? entityInfo.module, notes: notes)
    }
}
