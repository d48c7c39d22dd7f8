import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
/// `viper-lint modules [PATH ...] [--format text|json|dot]`: what the linter understood of the
/// architecture, so a team can check (and fix in the config) before trusting findings.
package enum ModulesCommand {
    static let formats = ["text", "json", "dot"]

    static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        let options: CommandOptions
        do {
            options = try CommandOptions.parse(arguments, formats: formats, command: "modules",
                                               allowed: ["--format", "--config", "--jobs", "--no-cache", "--cache-path"])
        } catch {
            io.writeErr("viper-lint modules: \(error.message)\n\(ViperLintCommand.usage)\n")
            return .usageOrIO
        }
        let session = ProjectSession.load(options, io: io)
        for problem in session.problems { io.writeErr("viper-lint: \(problem)\n") }
        let model = session.model
        // The whole project is read; the modules with a part in the named paths are shown.
        let shows: @Sendable (String) -> Bool = { session.isReported($0, currentDirectory: io.currentDirectory) }
        switch options.format ?? "text" {
        case "json": io.writeOut(ModulesRendering.json(model, shows: shows))
        case "dot": io.writeOut(ModulesRendering.dot(model, shows: shows))
        default: io.writeOut(ModulesRendering.text(model, shows: shows))
        }
        return session.problems.isEmpty ? .clean : .usageOrIO
    }
}

/// The three renderings of the module model; pure functions of the model.
package enum ModulesRendering {
    /// Types with a VIPER role that belong to no module.
    static func unassigned(_ model: ProjectModel, shows: (String) -> Bool) -> [TypeInfo] {
        model.types.filter { info in
            guard shows(info.file), let role = info.role, info.isDeclaredHere, info.module == nil else { return false }
            return role != .navigationOwner && role != .entity
        }.sorted { ($0.file, $0.name) < ($1.file, $1.name) }
    }

    /// Types with a role by name or folder alone that the model set aside: unconnected to any
    /// module, or helpers of a module that has the role with stronger evidence.
    static func setAside(_ model: ProjectModel, helpers: Bool, shows: (String) -> Bool) -> [TypeInfo] {
        model.types.filter { info in
            guard shows(info.file) else { return false }
            switch info.setAside {
            case .unconnected?, .singleton?: return !helpers
            case .helper?: return helpers
            case nil: return false
            }
        }.sorted { ($0.file, $0.name) < ($1.file, $1.name) }
    }

    static func text(_ model: ProjectModel, shows: (String) -> Bool = { _ in true }) -> String {
        let shownModules = model.modules.filter { $0.parts.contains { shows($0.file) } }
        var out = ""
        for module in shownModules {
            out += "\(module.name)\n"
            for part in module.parts {
                out += "  \(pad(part.role.rawValue, 27)) \(pad(part.typeName, 32)) \(part.file):\(part.line)  (\(part.reason))\n"
            }
            for helper in setAside(model, helpers: true, shows: shows) where helper.module == module.name {
                let site = helper.declaration.map { "\($0.file):\($0.position.line)" } ?? helper.file
                out += "  \(pad("helper", 27)) \(pad(helper.name, 32)) \(site)  (\(helper.setAside?.assignment.reason ?? ""); the module's \(helper.setAside?.assignment.role.rawValue ?? "part") has stronger evidence)\n"
            }
            out += "  assembled by: \(module.assembledBy ?? "nothing")\n"
            if !module.missing.isEmpty {
                out += "  missing: " + module.missing.map { "no \($0.rawValue)" }.joined(separator: ", ") + "\n"
            }
            out += "\n"
        }
        let loose = unassigned(model, shows: shows)
        if !loose.isEmpty {
            out += "Not in any module:\n"
            for info in loose {
                let site = info.declaration.map { "\($0.file):\($0.position.line)" } ?? info.file
                out += "  \(pad(info.role?.rawValue ?? "", 27)) \(pad(info.name, 32)) \(site)  (\(info.assignment?.reason ?? ""))\n"
            }
        }
        let unconnected = setAside(model, helpers: false, shows: shows)
        if !unconnected.isEmpty {
            out += "Unconnected (a role by name or folder only, tied to no module part; not judged):\n"
            for info in unconnected {
                let site = info.declaration.map { "\($0.file):\($0.position.line)" } ?? info.file
                out += "  \(pad(info.setAside?.assignment.role.rawValue ?? "", 27)) \(pad(info.name, 32)) \(site)  (\(info.setAside?.reason ?? ""))\n"
            }
        }
        out += "\(shownModules.count) module\(shownModules.count == 1 ? "" : "s")\n"
        return out
    }

    static func json(_ model: ProjectModel, shows: (String) -> Bool = { _ in true }) -> String {
        let shownModules = model.modules.filter { $0.parts.contains { shows($0.file) } }
        let modules: [JSONValue] = shownModules.map { module in
            .object([
                ("name", .string(module.name)),
                ("assembledBy", .optional(module.assembledBy)),
                ("missing", .array(module.missing.map { .string($0.rawValue) })),
                ("parts", .array(module.parts.map { part in
                    .object([
                        ("role", .string(part.role.rawValue)), ("type", .string(part.typeName)),
                        ("file", .string(part.file)), ("line", .int(part.line)), ("column", .int(part.column)),
                        ("reason", .string(part.reason)), ("evidence", .string(part.evidence.kind)),
                        ("strength", .string(part.evidence.strength.name)),
                    ])
                })),
                ("helpers", .array(setAside(model, helpers: true, shows: shows).filter { $0.module == module.name }.map(setAsideJSON))),
            ])
        }
        let loose: [JSONValue] = unassigned(model, shows: shows).map { info in
            .object([
                ("role", .string(info.role?.rawValue ?? "")), ("type", .string(info.name)),
                ("file", .string(info.declaration?.file ?? info.file)),
                ("line", .int(info.declaration?.position.line ?? 0)),
                ("reason", .string(info.assignment?.reason ?? "")),
                ("evidence", .string(info.assignment?.evidence.kind ?? "")),
                ("strength", .string(info.assignment?.evidence.strength.name ?? "")),
            ])
        }
        return JSONWriter.serialize(.object([
            ("version", .int(1)), ("modules", .array(modules)), ("unassigned", .array(loose)),
            ("unconnected", .array(setAside(model, helpers: false, shows: shows).map(setAsideJSON))),
        ]))
    }

    private static func setAsideJSON(_ info: TypeInfo) -> JSONValue {
        let assignment = info.setAside?.assignment
        return .object([
            ("role", .string(assignment?.role.rawValue ?? "")), ("type", .string(info.name)),
            ("file", .string(info.declaration?.file ?? info.file)),
            ("line", .int(info.declaration?.position.line ?? 0)),
            ("reason", .string(info.setAside?.reason ?? "")),
            ("evidence", .string(assignment?.evidence.kind ?? "")),
        ])
    }

    /// A Graphviz digraph: modules as clusters, stored references between parts as edges
    /// (strong solid, weak/unowned dashed).
    static func dot(_ model: ProjectModel, shows: (String) -> Bool = { _ in true }) -> String {
        let shownModules = model.modules.filter { $0.parts.contains { shows($0.file) } }
        var out = "digraph viper {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        var nodes: Set<String> = []
        for (number, module) in shownModules.enumerated() {
            out += "  subgraph cluster_\(number) {\n    label=\(quote(module.name));\n"
            for part in module.parts where !part.role.isProtocolRole {
                // `\n` is DOT's line break inside a label, so it goes between the quoted halves unescaped.
                let label = String(quote(part.typeName).dropLast()) + "\\n" + String(quote(part.role.rawValue).dropFirst())
                out += "    \(quote(part.typeName)) [label=\(label)];\n"
                nodes.insert(part.typeName)
            }
            out += "  }\n"
        }
        var edges: [String] = []
        for index in model.types.indices where nodes.contains(model.types[index].name) {
            let info = model.types[index]
            for (property, file) in info.storedProperties where !property.isStatic {
                guard let type = property.type else { continue }
                for target in model.referenceTargets(of: type, in: index, file: file) {
                    guard let targetIndex = target.index else { continue }
                    var destination = model.types[targetIndex].name
                    if model.types[targetIndex].isProtocol, let implementer = implementer(of: targetIndex, in: model, module: info.module) {
                        destination = implementer
                    }
                    guard nodes.contains(destination), destination != info.name else { continue }
                    let style = property.ownership == .strong ? "solid" : "dashed"
                    edges.append("  \(quote(info.name)) -> \(quote(destination)) [label=\(quote(property.name)), style=\(style)];\n")
                }
            }
        }
        out += edges.sorted().joined()
        out += "}\n"
        return out
    }

    private static func implementer(of protocolIndex: Int, in model: ProjectModel, module: String?) -> String? {
        for index in model.types.indices where model.types[index].module == module && !model.types[index].isProtocol {
            for piece in model.types[index].pieces {
                if piece.decl.inheritance.contains(where: { model.lookup($0.name, from: piece.file) == protocolIndex }) {
                    return model.types[index].name
                }
            }
        }
        return nil
    }

    static func quote(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
