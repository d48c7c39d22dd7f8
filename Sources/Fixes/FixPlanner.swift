import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintModel
import ViperLintRules

/// Plans the safe fixes of `weak-view-reference` and `weak-output-reference` findings: `weak`
/// on the property (with `var` and the optional type `weak` needs), and `AnyObject` on a project
/// protocol that must become class-bound for `weak` to compile. It reads the model the findings
/// came from and the bytes of the files (`source`), and returns plain edits; it writes nothing.
/// An editor's code action asks `outcome(for:source:)`; `viper-lint fix` asks `plan(_:source:)`.
///
/// Policy (the rule pages' "Fix" sections say the same to users):
/// - an optional or implicitly unwrapped type is kept (`var view: V?` → `weak var view: V?`);
/// - a non-optional type becomes implicitly unwrapped (`let view: V` → `weak var view: V!`), so
///   every use compiles unchanged;
/// - `unowned`, `unowned(safe)` and `unowned(unsafe)` become `weak`; `let` becomes `var`;
/// - nothing else is touched: no type annotation, several variables in one declaration, a
///   property wrapper or another unknown attribute, `lazy`, an initial value other than `nil`,
///   a computed property, a generic parameter without a class constraint, a value type, a
///   protocol that cannot safely become class-bound: those are reported "not fixable".
public struct FixPlanner: Sendable {
    public static let fixableRuleIds: Set<String> = ["weak-view-reference", "weak-output-reference"]

    public let model: ProjectModel

    public init(model: ProjectModel) {
        self.model = model
    }

    /// The fix of one finding, or why there is none. `source(file)` gives the bytes of a file
    /// the model names (the editor's unsaved text for an open file), nil when unreadable.
    public func outcome(for finding: Finding, source: @escaping (String) -> [UInt8]?) -> FixOutcome {
        var context = Context(model: model, source: source)
        return outcome(for: finding, context: &context)
    }

    /// Fixes for many findings; a fix whose edits would overlap an earlier one's is left for the
    /// next round (reported not fixable with that reason; `ProjectFixer` runs the rounds).
    public func plan(_ findings: [Finding], source: @escaping (String) -> [UInt8]?) -> FixPlan {
        var context = Context(model: model, source: source)
        var plan = FixPlan()
        var accepted: [String: [TextEdit]] = [:]
        for finding in findings.sorted(by: Finding.outputOrder) {
            switch outcome(for: finding, context: &context) {
            case .fix(let fix):
                let clash = fix.edits.contains { edit in accepted[edit.file, default: []].contains { $0.conflicts(with: edit) } }
                if clash {
                    plan.notFixable.append(UnfixedFinding(finding: finding, reason: "its edit overlaps another fix's; run `fix` again"))
                    continue
                }
                for edit in fix.edits { accepted[edit.file, default: []].append(edit) }
                plan.fixes.append(fix)
            case .notFixable(let reason):
                plan.notFixable.append(UnfixedFinding(finding: finding, reason: reason))
            case .noFixForRule:
                break
            }
        }
        return plan
    }

    // MARK: - One finding

    /// What one planning run has read and decided, so a protocol shared by many findings is
    /// examined once.
    struct Context {
        let model: ProjectModel
        let source: (String) -> [UInt8]?
        var texts: [String: SourceText?] = [:]
        var protocolEdits: [Int: Result<TextEdit?, FixRefusal>] = [:]
        /// Stored properties by file and position, for the files findings name.
        var properties: [String: [Position: (owner: Int, property: PropertyDecl)]] = [:]
        /// For every project type, the strong stored properties that refer to it (built on first use).
        var holders: [Int: [(owner: Int, name: String)]]?

        mutating func strongHolders() -> [Int: [(owner: Int, name: String)]] {
            if let holders { return holders }
            var table: [Int: [(owner: Int, name: String)]] = [:]
            // Test code (mocks keep what they stub) owns nothing in the app.
            for index in model.types.indices where model.types[index].isDeclaredHere && !model.testFiles.contains(model.types[index].file) {
                for (property, file) in model.types[index].storedProperties where !property.isStatic && property.ownership == .strong {
                    guard let type = property.type ?? property.initializerType.map({ TypeRef(name: $0) }) else { continue }
                    for target in model.referenceTargets(of: type, in: index, file: file) {
                        if let reached = target.index { table[reached, default: []].append((index, property.name)) }
                    }
                }
            }
            holders = table
            return table
        }

        mutating func text(_ file: String) -> SourceText? {
            if let known = texts[file] { return known }
            let text = source(file).map(SourceText.init)
            texts[file] = .some(text)
            return text
        }

        mutating func property(in file: String, at position: Position) -> (owner: Int, property: PropertyDecl)? {
            if properties[file] == nil {
                var table: [Position: (owner: Int, property: PropertyDecl)] = [:]
                for index in model.types.indices where model.types[index].pieces.contains(where: { $0.file == file }) {
                    for (property, propertyFile) in model.types[index].storedProperties where propertyFile == file {
                        table[property.position] = (index, property)
                    }
                }
                properties[file] = table
            }
            return properties[file]?[position]
        }
    }

    private func outcome(for finding: Finding, context: inout Context) -> FixOutcome {
        guard FixPlanner.fixableRuleIds.contains(finding.ruleId) else { return .noFixForRule }
        switch fix(for: finding, context: &context) {
        case .success(let fix): return .fix(fix)
        case .failure(let refusal): return .notFixable(refusal.reason)
        }
    }

    private func fix(for finding: Finding, context: inout Context) -> Result<Fix, FixRefusal> {
        let file = finding.location.file
        let position = Position(line: finding.location.line, column: finding.location.column)
        guard let (owner, property) = context.property(in: file, at: position), let type = property.type else {
            return .failure(FixRefusal("no stored property with a type is declared where the finding points"))
        }
        if finding.ruleId == "weak-output-reference", model.types[owner].role == .interactor, let wrapper = WeakOutputReferenceRule().strongWrapperToPresenter(type, in: owner, file: file, model: model) {
            return .failure(FixRefusal("`\(property.name)` reaches the presenter through `\(model.types[wrapper].name)`: "
                                       + "held weakly, the wrapper would be freed at once; make the wrapper hold its base weakly"))
        }
        guard let source = context.text(file) else { return .failure(FixRefusal("\(file) cannot be read")) }
        let declaration: PropertyDeclaration
        switch PropertyDeclaration.read(source, line: position.line, column: position.column, name: property.name) {
        case .success(let read): declaration = read
        case .failure(let refusal): return .failure(refusal)
        }
        if let refusal = ownershipRefusal(finding, owner: owner, property: property, type: type, file: file, context: &context) {
            return .failure(refusal)
        }
        var edits: [TextEdit] = []
        var protocolNote = ""
        switch weakability(of: type, owner: owner, file: file) {
        case .classBound:
            break
        case .impossible(let reason):
            return .failure(FixRefusal(reason))
        case .needsClassBound(let protocolIndex):
            switch protocolEdit(protocolIndex, context: &context) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let edit):
                if let edit {
                    edits.append(edit)
                    protocolNote = "; declare `protocol \(model.types[protocolIndex].name): AnyObject`"
                }
            }
        }
        if !declaration.isOptional, let requirement = requirement(named: property.name, of: owner) {
            return .failure(FixRefusal("`\(property.name)` fulfils a requirement of `\(requirement)` whose type would change "
                                       + "(a weak reference is optional)"))
        }
        if declaration.isLet, model.supertypes(of: owner).contains(where: { NameText.baseName($0.name) == "Sendable" }) {
            return .failure(FixRefusal("`\(model.types[owner].name)` is Sendable: `\(property.name)` must stay a constant"))
        }
        edits += propertyEdits(declaration, source: source, file: file)
        edits.sort { ($0.file, $0.start.offset, $0.end.offset) < ($1.file, $1.start.offset, $1.end.offset) }
        let title = "Make `\(property.name)` weak: `weak var \(property.name): \(newType(declaration, source))`" + protocolNote
        return .success(Fix(ruleId: finding.ruleId, title: title, location: finding.location, symbol: finding.symbol, edits: edits))
    }

    // MARK: - Would weak free it?

    /// A strong reference may be the only thing keeping its object alive; then `weak` frees it at
    /// once and the app breaks where it used to leak. Refused when the project shows that:
    /// - the owner sets the property to `nil` itself (a deliberate temporary hold, such as a
    ///   wireframe keeping the view controller it built until it is first shown);
    /// - the owner creates the object itself (a child screen, a helper) in an instance member;
    /// - a router or presenter holds another module's view (a child screen it embeds);
    /// - one of the classes the output can be is held strongly by nothing else, is no view
    ///   controller, and does not hold the owner back (no cycle to break: in Clean Swift and VIP
    ///   the view owns the interactor, which is the presenter's only owner).
    /// `unowned` never kept anything alive, so it is always free to become `weak`.
    private func ownershipRefusal(_ finding: Finding, owner: Int, property: PropertyDecl, type: TypeRef, file: String,
                                  context: inout Context) -> FixRefusal? {
        guard property.ownership == .strong else { return nil }
        let info = model.types[owner]
        for piece in Set(info.pieces.map(\.file)).sorted() {
            guard let text = context.text(piece) else { continue }
            for i in 0..<max(0, text.count - 2) where text.name(i) == property.name && text.is(i + 1, "=") && text.is(i + 2, "nil") {
                if i > 0 && text.is(i - 1, ".") && !text.is(i - 2, "self") { continue }
                return FixRefusal("`\(info.name)` sets `\(property.name)` to nil itself: a deliberate temporary hold, "
                                  + "which weak would free before it is used")
            }
        }
        let targets = model.referenceTargets(of: type, in: owner, file: file).compactMap(\.index)
        // It creates what it keeps (a child screen, a helper): its owner, whatever the rule says.
        for target in targets {
            if let created = createdByInstance(owner, conformerOf: target) {
                return FixRefusal("`\(info.name)` creates the `\(model.types[created].name)` it keeps in `\(property.name)`: "
                                  + "held weakly, it would be freed at once")
            }
        }
        if finding.ruleId == "weak-view-reference" {
            let modules = targets.compactMap { model.types[$0].module }
            if let ours = info.module, !modules.isEmpty, !modules.contains(ours) {
                return FixRefusal("`\(property.name)` is a view of module \(modules[0]), not of \(ours): "
                                  + "held here it may have no other owner, and weak would free it")
            }
            return nil
        }
        let holders = context.strongHolders()
        let ownerTypes = Set([owner] + model.supertypes(of: owner).compactMap(\.index))
        for target in targets where model.types[target].isDeclaredHere {
            // The objects it can point at: the class itself, or the classes adopting or inheriting it.
            let objects = model.types.indices.filter { other in
                model.isReferenceType(other) && model.types[other].isDeclaredHere && !model.testFiles.contains(model.types[other].file)
                    && (other == target || model.supertypes(of: other).contains { $0.index == target })
            }
            // Each must be kept alive by something else: another strong reference, the view
            // hierarchy (a view controller), or its own reference to the owner (then the cycle is real).
            for object in objects {
                let reachable = [object] + model.supertypes(of: object).compactMap(\.index)
                let heldElsewhere = reachable.contains { type in
                    (holders[type] ?? []).contains { !($0.owner == owner && $0.name == property.name) }
                }
                let bases = Set([object] + model.superclasses(of: object))
                let holdsOwner = ownerTypes.contains { type in (holders[type] ?? []).contains { bases.contains($0.owner) } }
                if heldElsewhere || holdsOwner || isOwnedByTheViewHierarchy(object) { continue }
                let what = object == target ? "`\(model.types[object].name)`" : "`\(model.types[object].name)` (a `\(model.types[target].name)`)"
                return FixRefusal("nothing else in the project holds \(what) strongly and it does not hold `\(info.name)`: "
                                  + "`\(property.name)` may be its only owner (as in Clean Swift, where the view owns the "
                                  + "interactor), and weak would free it at once")
            }
        }
        return nil
    }

    /// A view controller or view: UIKit keeps it alive while it is on screen.
    private func isOwnedByTheViewHierarchy(_ index: Int) -> Bool {
        if model.types[index].role == .view { return true }
        return model.supertypes(of: index).contains { supertype in
            let base = String(NameText.baseName(supertype.name))
            return RoleVocabulary.uiKitViewControllers.contains(base) || ["UIView", "NSView", "UIWindow", "UIResponder"].contains(base)
        }
    }

    /// A type `owner` creates (`T(...)`) in an instance member, that is `target` or adopts or
    /// inherits it. A static factory (`static func build()`) creates for others, not for itself.
    private func createdByInstance(_ owner: Int, conformerOf target: Int) -> Int? {
        for piece in model.types[owner].pieces {
            let staticMembers = Set(piece.decl.functions.filter(\.isStatic).map(\.name))
            for mention in piece.decl.body.mentions where mention.context == .initializerCall {
                if let member = mention.member, staticMembers.contains(member) { continue }
                guard let created = model.lookup(mention.name, from: piece.file), created != owner else { continue }
                if created == target || model.supertypes(of: created).contains(where: { $0.index == target }) { return created }
            }
        }
        return nil
    }

    /// `weak` instead of `unowned` or before `var`, `var` instead of `let`, and `!` after a
    /// non-optional type (in parentheses when it is a composition or `any P`).
    private func propertyEdits(_ declaration: PropertyDeclaration, source: SourceText, file: String) -> [TextEdit] {
        var edits: [TextEdit] = []
        let introducer = source.token(declaration.introducer)
        switch declaration.ownership {
        case .unowned:
            if let bytes = declaration.ownershipBytes { edits.append(source.edit(file, from: bytes.lowerBound, to: bytes.upperBound, "weak")) }
            if declaration.isLet { edits.append(source.edit(file, from: introducer.start, to: introducer.end, "var")) }
        case .strong, .weak:
            if declaration.isLet {
                edits.append(source.edit(file, from: introducer.start, to: introducer.end, "weak var"))
            } else {
                edits.append(source.insertion(file, at: introducer.start, "weak "))
            }
        }
        if !declaration.isOptional {
            let end = source.token(declaration.typeEnd).end
            if declaration.needsParentheses {
                edits.append(source.insertion(file, at: source.token(declaration.typeStart).start, "("))
                edits.append(source.insertion(file, at: end, ")!"))
            } else {
                edits.append(source.insertion(file, at: end, "!"))
            }
        }
        return edits
    }

    private func newType(_ declaration: PropertyDeclaration, _ source: SourceText) -> String {
        let written = String(decoding: source.bytes[source.token(declaration.typeStart).start..<source.token(declaration.typeEnd).end],
                             as: UTF8.self)
        if declaration.isOptional { return written }
        return declaration.needsParentheses ? "(\(written))!" : written + "!"
    }

    /// A project protocol of the owner that requires a property of this name.
    private func requirement(named name: String, of owner: Int) -> String? {
        for (protocolName, index) in model.supertypes(of: owner) {
            guard let index, model.types[index].isProtocol else { continue }
            if model.types[index].allProperties.contains(where: { $0.property.isRequirement && $0.property.name == name }) {
                return protocolName
            }
        }
        return nil
    }

    // MARK: - Can the type be weak?

    enum Weakability: Equatable {
        case classBound
        /// A project protocol that is not class-bound: `weak` compiles once it is.
        case needsClassBound(Int)
        case impossible(String)
    }

    /// Whether `weak` compiles on this type: a class, a class-bound protocol, a composition with
    /// one of those, a generic parameter constrained to one. Types declared outside the project
    /// are taken as classes, as the rules take them.
    func weakability(of type: TypeRef, owner: Int, file: String) -> Weakability {
        var principal = type
        if NameText.baseName(principal.name) == "Optional" && principal.arguments.count == 1 { principal = principal.arguments[0] }
        let parts = principal.name == "&" ? principal.arguments : [principal]
        return combine(parts.map { weakability(ofName: $0.name, owner: owner, file: file, depth: 0) })
    }

    /// A composition is class-bound when one member is; otherwise the first protocol that can be made so.
    private func combine(_ verdicts: [Weakability]) -> Weakability {
        if verdicts.contains(.classBound) { return .classBound }
        for verdict in verdicts { if case .needsClassBound = verdict { return verdict } }
        return verdicts.first ?? .impossible("its type could not be read")
    }

    private func weakability(ofName name: String, owner: Int, file: String, depth: Int) -> Weakability {
        let base = String(NameText.baseName(name))
        if RoleVocabulary.classBoundConstraints.contains(base) || base == "NSObject" { return .classBound }
        guard depth < 4 else { return .impossible("`\(name)` could not be resolved") }
        if !name.contains("."), model.types[owner].genericParameters.contains(name) {
            let declaration = model.types[owner].pieces.first { $0.decl.kind != .extension }
            guard let constraint = declaration?.decl.genericConstraints[name] else {
                return .impossible("`\(name)` is a generic parameter that may be a value type: constrain it (`<\(name): AnyObject>`) first")
            }
            let verdict = weakability(ofName: constraint, owner: owner, file: declaration?.file ?? file, depth: depth + 1)
            if case .needsClassBound(let index) = verdict {
                return .impossible("`\(name)` is constrained to `\(model.types[index].name)`, which is not class-bound")
            }
            return verdict
        }
        let resolved = model.resolve(name, in: owner)
        return combine(resolved.map { resolvedName in
            guard let index = model.lookup(resolvedName, from: file) else { return .classBound }
            let info = model.types[index]
            switch info.kind {
            case .class, .actor, .extension: return .classBound
            case .struct, .enum: return .impossible("`\(info.name)` is a value type (\(info.kind.rawValue)), which cannot be weak")
            case .protocol: return model.isClassBound(index) ? .classBound : .needsClassBound(index)
            }
        })
    }

    // MARK: - Making a protocol class-bound

    /// `protocol P {` → `protocol P: AnyObject {`; `protocol P: Q {` → `protocol P: AnyObject, Q {`.
    /// nil when nothing needs to change (`@objc` protocols are class-bound already).
    private func protocolEdit(_ index: Int, context: inout Context) -> Result<TextEdit?, FixRefusal> {
        if let known = context.protocolEdits[index] { return known }
        let result = computeProtocolEdit(index, context: &context)
        context.protocolEdits[index] = result
        return result
    }

    private func computeProtocolEdit(_ index: Int, context: inout Context) -> Result<TextEdit?, FixRefusal> {
        let info = model.types[index]
        let name = info.name
        guard let site = info.declaration, let source = context.text(site.file) else {
            return .failure(FixRefusal("`\(name)` is not class-bound and its declaration cannot be read"))
        }
        guard let nameToken = source.index(line: site.position.line, column: site.position.column),
              source.name(nameToken) == String(info.baseName), source.is(nameToken - 1, "protocol") else {
            return .failure(FixRefusal("`\(name)` is not class-bound and its declaration was not found where the model saw it"))
        }
        // `@objc protocol P` is class-bound already.
        var j = nameToken - 2
        while j >= 0 && (source.kind(j) == .attribute || PropertyDeclaration.harmlessModifiers.contains(source.text(j))) {
            if source.is(j, "@objc") { return .success(nil) }
            j -= 1
        }
        // Conformers must all be classes: a struct adopting `P` stops compiling once `P: AnyObject`.
        for other in model.types.indices where other != index && model.supertypes(of: other).contains(where: { $0.index == index }) {
            let conformer = model.types[other]
            switch conformer.kind {
            case .class, .actor, .protocol: continue
            case .struct, .enum:
                return .failure(FixRefusal("`\(name)` is not class-bound and \(conformer.kind.rawValue) `\(conformer.name)` adopts it"))
            case .extension:
                let base = String(conformer.baseName)
                if RoleVocabulary.uiKitViewControllers.contains(base) || base == "NSObject" || base == "UIView" { continue }
                return .failure(FixRefusal("`\(name)` is not class-bound and `\(conformer.name)`, declared outside the project, adopts it"))
            }
        }
        // After the name (and primary associated types `<T>`): `:` list, `where` or `{`.
        var after = nameToken + 1
        if source.kind(after) == .operator && source.text(after).hasPrefix("<") {
            var depth = 0
            while after < source.count {
                for byte in source.text(after).utf8 where source.kind(after) == .operator {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                after += 1
                if depth <= 0 { break }
            }
        }
        var brace = after
        while brace < source.count && !source.is(brace, "{") {
            if source.is(brace, "where") {
                return .failure(FixRefusal("`\(name)` is not class-bound and has a `where` clause the fix does not rewrite"))
            }
            if source.is(brace, "}") || source.is(brace, ";") || brace - after > 512 { break }
            brace += 1
        }
        guard source.is(brace, "{") else {
            return .failure(FixRefusal("`\(name)` is not class-bound and its declaration could not be read"))
        }
        // `mutating` requirements (or protocol extension methods) are errors in a class-bound protocol.
        var bodies: [(SourceText, Int)] = [(source, brace)]
        for piece in info.pieces where piece.decl.kind == .extension {
            guard let text = context.text(piece.file), let extended = text.index(line: piece.decl.position.line, column: piece.decl.position.column) else {
                return .failure(FixRefusal("`\(name)` is not class-bound and its extension in \(piece.file) cannot be read"))
            }
            var open = extended
            while open < text.count && !text.is(open, "{") && open - extended < 512 { open += 1 }
            bodies.append((text, open))
        }
        for (text, open) in bodies {
            guard text.is(open, "{"), let close = text.closer(of: open) else {
                return .failure(FixRefusal("`\(name)` is not class-bound and its body could not be read"))
            }
            if (open..<close).contains(where: { text.is($0, "mutating") || text.is($0, "nonmutating") }) {
                return .failure(FixRefusal("`\(name)` is not class-bound and has `mutating` members, which a class-bound protocol cannot have"))
            }
        }
        if source.is(after, ":") {
            let first = after + 1
            guard first < brace else { return .failure(FixRefusal("`\(name)`'s inheritance list could not be read")) }
            return .success(source.insertion(site.file, at: source.token(first).start, "AnyObject, "))
        }
        guard after == brace else {
            return .failure(FixRefusal("`\(name)` is not class-bound and its declaration could not be read"))
        }
        return .success(source.insertion(site.file, at: source.token(after - 1).end, ": AnyObject"))
    }
}
