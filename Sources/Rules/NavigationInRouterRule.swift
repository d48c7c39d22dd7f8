import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// Navigation calls appear only in routers (wireframes) and navigation owners.
public struct NavigationInRouterRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "navigation-in-router",
        name: "Navigation in router",
        summary: "Only routers (wireframes) push, present, dismiss or replace screens.",
        rationale: """
        Routing — which screen is shown next and how — is the router's (wireframe's) single job. \
        When presenters, interactors or view controllers push and present on their own, the flow \
        of the app is scattered across the modules and cannot be changed or tested in one place.
        """,
        options: [
            RuleOptionSpec(name: "allowedTypes", type: .stringArray,
                           summary: "Type names that may navigate besides routers, coordinators and app delegates."),
            RuleOptionSpec(name: "additionalCalls", type: .stringArray,
                           summary: "More navigation calls, written `name(label:label:)`, e.g. `route(to:)`."),
        ]
    )

    public func check(_ model: ProjectModel, options: RuleOptions) -> [Finding] {
        let all = model.vocabulary.navigationCalls + options.strings("additionalCalls").compactMap(NavigationCall.init(spelling:))
        let signaturesByName = Dictionary(grouping: all, by: \.name)
        let allowed = Set(options.strings("allowedTypes"))
        var findings: [Finding] = []
        let moduleFolders = NavigationInRouterRule.moduleFolders(model)
        for index in model.types.indices {
            let info = model.types[index]
            if let role = info.role, [.router, .routerProtocol, .navigationOwner, .builder].contains(role) { continue }
            // Module parts are judged, and so are helpers (cells, adapters) declared inside a
            // module's own folder; a lone view controller or an MVVM screen is not VIPER.
            guard info.isDeclaredHere, !model.testFiles.contains(info.file),
                  let module = info.module ?? NavigationInRouterRule.module(containing: info.file, in: moduleFolders) else { continue }
            let roleWord = info.role?.rawValue ?? "type"
            if allowed.contains(info.name) || allowed.contains(String(info.baseName)) { continue }
            for piece in info.pieces {
                for call in piece.decl.body.calls {
                    guard let signature = signaturesByName[call.name]?.first(where: { $0.matches(name: call.name, labels: call.labels) }) else { continue }
                    if isDelegatedToRouter(call.receiver, owner: index, model: model)
                        || isAlert(call, alertMembers: alertMembers(piece.decl.body)) { continue }
                    let message = "`\(call.name)(\(signature.required.map { $0 + ":" }.joined()))` in \(roleWord) `\(info.name)` navigates: "
                        + "move it into the module's router (wireframe) and call the router from the presenter"
                    findings.append(finding(message, at: DeclarationSite(file: piece.file, position: call.position),
                                            symbol: "\(info.name).\(call.member ?? "")", module: module))
                }
                for assignment in piece.decl.body.assignments where assignment.name == "rootViewController" {
                    let message = "assigning `rootViewController` in \(roleWord) `\(info.name)` replaces the screen: "
                        + "move it into a router or the app's coordinator"
                    findings.append(finding(message, at: DeclarationSite(file: piece.file, position: assignment.position),
                                            symbol: "\(info.name).\(assignment.member ?? "")", module: module))
                }
            }
        }
        return findings
    }

    /// Folders that belong to exactly one module: the deepest folder holding all of its concrete
    /// parts, when no other module's parts live in, above or below it.
    static func moduleFolders(_ model: ProjectModel) -> [Substring: String] {
        var roots: [(folder: Substring, module: String, parts: Int)] = []
        for module in model.modules {
            let files = module.parts.filter { !$0.role.isProtocolRole && $0.role != .entity }.map(\.file)
            guard var common = files.first.map({ folder(of: $0) }) else { continue }
            for file in files.dropFirst() {
                let other = folder(of: file)
                while !common.isEmpty && !(other == common || other.hasPrefix(common + "/")) {
                    common = folder(of: String(common))
                }
            }
            if !common.isEmpty { roots.append((common, module.name, files.count)) }
        }
        // A folder holding much more than the module (a flat `Sources/` with one module in it) is
        // not the module's own folder.
        var filesUnder: [Substring: Int] = [:]
        let rootSet = Set(roots.map(\.folder))
        for file in model.files {
            var folder = folder(of: file.path)
            while !folder.isEmpty {
                if rootSet.contains(folder) { filesUnder[folder, default: 0] += 1 }
                folder = NavigationInRouterRule.folder(of: String(folder))
            }
        }
        roots.removeAll { (filesUnder[$0.folder] ?? 0) > 10 * $0.parts + 20 }
        var count: [Substring: Int] = [:]
        for root in roots {
            // Each root and every folder above it: a folder shared with another module is not one module's.
            var folder = root.folder
            while !folder.isEmpty {
                count[folder, default: 0] += 1
                folder = NavigationInRouterRule.folder(of: String(folder))
            }
        }
        var result: [Substring: String] = [:]
        for root in roots where count[root.folder] == 1 { result[root.folder] = root.module }
        return result
    }

    static func module(containing file: String, in folders: [Substring: String]) -> String? {
        guard !folders.isEmpty else { return nil }
        var folder = folder(of: file)
        while !folder.isEmpty {
            if let module = folders[folder] { return module }
            folder = NavigationInRouterRule.folder(of: String(folder))
        }
        return nil
    }

    private static func folder(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[..<slash]
    }

    /// `router?.push(withView:)`, `wireframe.present(...)`: the router navigates, not the caller.
    /// Also `.present(...)`, an enum case or static member, which is no call on self.
    private func isDelegatedToRouter(_ receiver: String, owner: Int, model: ProjectModel) -> Bool {
        if receiver == "." { return true }
        guard !receiver.isEmpty else { return false }
        var last = receiver.split(separator: ".").last.map(String.init) ?? receiver
        while last.hasSuffix("?") || last.hasSuffix("!") { last.removeLast() }
        // Whole words only: `mainFlow` and `routerInput` delegate, `overflowMenu` does not.
        if NavigationInRouterRule.words(of: last).contains(where: { RoleVocabulary.navigatorWords.contains($0) }) { return true }
        // A property of the owner whose type is a router or a router protocol.
        for (property, file) in model.types[owner].allProperties where property.name == last {
            guard let type = property.type else { continue }
            let roles = model.referenceTargets(of: type, in: owner, file: file).compactMap(\.role)
            if roles.contains(.router) || roles.contains(.routerProtocol) || roles.contains(.navigationOwner) { return true }
        }
        return false
    }

    /// `overflowMenuButton` → `overflow`, `menu`, `button`; `HTTPRouter` → `http`, `router` (lower-cased).
    static func words(of identifier: String) -> [String] { NameText.words(of: identifier) }

    /// Members that create a `UIAlertController`: presenting it there shows an alert.
    private func alertMembers(_ body: BodyFacts) -> Set<String> {
        Set(body.mentions.filter { $0.context == .initializerCall && NameText.baseName($0.name) == RoleVocabulary.alertControllerType }
            .compactMap(\.member))
    }

    /// `present(alert, animated: true)`, or presenting what the same method built with
    /// `UIAlertController(...)`: showing an alert is the view's job, not navigation.
    private func isAlert(_ call: CallSite, alertMembers: Set<String>) -> Bool {
        guard call.name == "present", call.labels.first == "_" else { return false }
        if let member = call.member, alertMembers.contains(member) { return true }
        guard let first = call.firstArgument?.lowercased() else { return false }
        return RoleVocabulary.alertWords.contains { first.contains($0) }
    }
}
