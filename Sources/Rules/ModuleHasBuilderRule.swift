import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// Every module has something that assembles it: a builder, assembly, configurator, a static
/// factory on its router, or a wireframe whose initializer wires it.
public struct ModuleHasBuilderRule: Rule {
    public init() {}

    public let description = RuleDescription(id: "module-has-builder")

    public func check(_ model: ProjectModel, options: RuleOptions) -> [Finding] {
        var findings: [Finding] = []
        for module in model.modules where module.assembledBy == nil {
            guard let anchor = module.parts(.presenter).first ?? module.parts(.view).first else { continue }
            let parts = module.parts.filter { $0.role != .entity && !$0.role.isProtocolRole }
                .map { "\($0.role.rawValue) \($0.typeName)" }.joined(separator: ", ")
            let stem = module.name.split(separator: " ").first.map(String.init) ?? module.name
            let message = "module \(module.name) has no builder: add a `\(stem)Builder` (or an assembly, a configurator, "
                + "or a static factory on its router) that creates and wires its parts (\(parts))"
            let notes = module.parts.filter { $0 != anchor && !$0.role.isProtocolRole && $0.role != .entity }.map {
                FindingNote(message: "\($0.role.rawValue) `\($0.typeName)` of module \(module.name)",
                            location: SourceLocation(file: $0.file, line: $0.line, column: $0.column))
            }
            findings.append(finding(message, at: DeclarationSite(file: anchor.file, position: Position(line: anchor.line, column: anchor.column)),
                                    symbol: anchor.typeName, module: module.name, notes: notes))
        }
        return findings
    }
}
