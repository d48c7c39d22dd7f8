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
        var seen: Set<DeclarationSite> = []
        for index in scopes(model) {
            let info = model.types[index]
            let generics = Set(info.genericParameters)
            for piece in info.pieces {
                for mention in piece.decl.body.mentions where mention.context != .typealiasTarget && mention.context != .inheritance {
                    if generics.contains(mention.name) { continue }
                    guard let entity = entityTarget(mention.name, in: index, file: piece.file, model: model) else { continue }
                    let site = DeclarationSite(file: piece.file, position: mention.position)
                    guard seen.insert(site).inserted else { continue }
                    findings.append(finding(mention: mention, entity: entity, owner: info, site: site, model: model))
                }
            }
        }
        return findings
    }

    /// Presenters, view protocols, interactor-output protocols, protocols a presenter adopts toward
    /// the view, and enums a presenter handles (the listener style's response enums).
    private func scopes(_ model: ProjectModel) -> [Int] {
        var result: Set<Int> = []
        for index in model.types.indices {
            switch model.types[index].role {
            case .presenter?:
                result.insert(index)
                for piece in model.types[index].pieces {
                    for ref in piece.decl.inheritance {
                        if let adopted = model.lookup(ref.name, from: piece.file), model.types[adopted].isProtocol,
                           [.presenterProtocol, .interactorOutputProtocol].contains(model.types[adopted].role) {
                            result.insert(adopted)
                        }
                    }
                }
                for (function, file) in model.types[index].functions where function.name == "handle" {
                    for parameter in function.parameters {
                        if let type = parameter.type, let handled = model.lookup(type.name, from: file),
                           model.types[handled].kind == .enum {
                            result.insert(handled)
                        }
                    }
                }
            case .viewProtocol?, .interactorOutputProtocol?:
                // Named as a view/output protocol, or part of a module; a protocol that is a view
                // protocol only because some lone screen adopts it is not VIPER.
                let info = model.types[index]
                let byAdoption = info.assignment?.evidence.isAdoption == true
                if info.isDeclaredHere && (info.module != nil || !byAdoption) { result.insert(index) }
            default:
                break
            }
        }
        return result.sorted()
    }

    private func entityTarget(_ name: String, in index: Int, file: String, model: ProjectModel) -> Int? {
        for resolved in model.resolve(name, in: index) {
            // The nearest declaration decides; among namesakes equally near, any entity counts,
            // so that results never depend on how folders sort.
            let candidates = model.lookupAll(resolved, from: file)
            guard let nearest = candidates.first else { continue }
            let distance = ProjectModel.commonPrefixLength(model.types[nearest].file, file)
            for target in candidates where ProjectModel.commonPrefixLength(model.types[target].file, file) == distance {
                if model.types[target].role == .entity && model.types[target].isDeclaredHere { return target }
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
        default: place = "`\(owner.name)`, which the presenter handles,"
        }
        var message = "entity `\(entityInfo.name)` crosses into \(place): keep it behind the interactor and pass a display model instead"
        if mention.name != entityInfo.name && TypeRef(name: mention.name).baseName != entityInfo.baseName {
            message += " (`\(mention.name)` is `\(entityInfo.name)`)"
        }
        var notes: [FindingNote] = []
        if let declared = entityInfo.declaration {
            notes.append(FindingNote(message: "entity `\(entityInfo.name)` declared here (\(entityInfo.assignment?.reason ?? "entity"))",
                                     location: declared.location))
        }
        let member = mention.member.map { "\(owner.name).\($0)" } ?? owner.name
        return self.finding(message, at: site, symbol: "\(member):\(entityInfo.name)", module: owner.module ?? entityInfo.module, notes: notes)
    }
}
