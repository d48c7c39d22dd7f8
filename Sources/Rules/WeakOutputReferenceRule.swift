import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// An interactor's reference to its output, and any module-to-module delegate or output
/// reference, must be `weak`.
public struct WeakOutputReferenceRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "weak-output-reference",
        options: [RuleOptionSpec(name: "allowUnowned", type: .bool)]
    )


    public func check(_ model: ProjectModel, options: RuleOptions) -> [Finding] {
        let allowUnowned = options.bool("allowUnowned", default: false)
        var findings: [Finding] = []
        for index in model.types.indices where model.isReferenceType(index) {
            let info = model.types[index]
            guard let role = info.role, role == .interactor || role == .presenter || role == .router else { continue }
            for (property, file) in info.storedProperties where !property.isStatic && property.ownership != .weak {
                guard let type = property.type else { continue }
                let targets = model.referenceTargets(of: type, in: index, file: file)
                guard let target = targets.first(where: { isOutput($0, owner: info, role: role, model: model) }) else { continue }
                if property.ownership != .strong && allowUnowned { continue }
                findings.append(finding(for: property, file: file, owner: info, target: target, model: model))
            }
        }
        return findings
    }

    private func isOutput(_ target: ReferenceTarget, owner: TypeInfo, role: Role, model: ProjectModel) -> Bool {
        guard let index = target.index else { return false } // external types: never guess
        let targetInfo = model.types[index]
        let named = RoleVocabulary.outputProtocolSuffixes.contains { targetInfo.baseName.hasSuffix($0) } && targetInfo.isProtocol
        switch target.role {
        case .moduleOutput?:
            return true
        case .interactorOutputProtocol?:
            return role == .interactor
        case .view?, .viewProtocol?, .interactor?, .interactorProtocol?, .router?, .routerProtocol?,
             .builder?, .builderProtocol?, .entity?, .navigationOwner?:
            return false
        case .presenter?, .presenterProtocol?, .moduleInput?:
            if named { return true }
            if role == .interactor { return true }
            // A presenter holding another module's presenter (or its input) is a module-to-module link;
            // types placed by folder alone are too weak a signal to judge.
            guard role == .presenter, targetInfo.assignment?.evidence.isFolder == false,
                  let theirs = targetInfo.module, let ours = owner.module else { return false }
            return theirs != ours
        case nil:
            return named
        }
    }

    private func finding(for property: PropertyDecl, file: String, owner: TypeInfo, target: ReferenceTarget,
                         model: ProjectModel) -> Finding {
        let reason = owner.role == .interactor
            ? "the presenter owns the interactor, so a strong reference back is a retain cycle"
            : "the module on the other side owns this one, so a strong reference back is a retain cycle"
        let message = model.weakReferenceMessage(property, target: target, nonClassBoundReason: reason,
                                                 strongReason: reason, outlives: "its owner")
        var notes: [FindingNote] = []
        if let targetIndex = target.index, let site = model.types[targetIndex].declaration {
            notes.append(FindingNote(message: "`\(model.types[targetIndex].name)` declared here", location: site.location))
        }
        return self.finding(message, at: ProjectModel.site(property, file), symbol: "\(owner.name).\(property.name)",
                            module: owner.module, notes: notes)
    }
}
