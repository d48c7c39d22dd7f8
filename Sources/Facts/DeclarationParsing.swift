import ViperLintCore
import ViperLintTokenizer
/// Reading declaration heads: types, functions, properties, typealiases, enum cases, imports.
package extension ExtractionState {
    // MARK: - Types

    /// A declaration at file level ends the initializer of the global before it.
    @inline(__always) mutating func forgetFileLevelMember() {
        if scopes.isEmpty { typeLevelMember = nil }
    }

    mutating func typeDeclaration(_ kind: TypeKind) {
        forgetFileLevelMember()
        let start = declarationStart >= 0 ? declarationStart : i
        // A type declaration flush with the left margin while scopes are open almost always
        // means an earlier `}` is missing: resynchronize at file level.
        if !scopes.isEmpty && toks.newlineBefore[start] && toks.tokens[start].column == 1 {
            scopes.removeAll()
            parens.removeAll()
            typeLevelMember = nil
        }
        i += 1
        guard toks.isWord(i) else { clearDeclarationPrefix(); return }
        var decl: TypeDecl
        if kind == .extension {
            let (extended, end) = parseType(at: i)
            decl = TypeDecl(kind: kind, name: extended?.name ?? toks.name(i), position: toks.position(i))
            i = max(end, i + 1)
        } else {
            decl = TypeDecl(kind: kind, name: enclosingTypeName() + toks.name(i), position: toks.position(i))
            i += 1
        }
        // `@objc protocol`: only classes can adopt it, as if it said `where Self: AnyObject`.
        if kind == .protocol, hasAttributes, start < i,
           (start..<i).contains(where: { toks.kind($0) == .attribute && toks.is($0, "@objc") }) {
            decl.selfConstraints.append("AnyObject")
        }
        clearDeclarationPrefix()
        let generics = genericParameterList()
        decl.genericParameters = generics.map(\.name)
        for generic in generics { if let constraint = generic.constraint { decl.genericConstraints[generic.name] = constraint } }
        facts.types.append(decl)
        let index = facts.types.count - 1
        if toks.isByte(i, UInt8(ascii: ":")) {
            i += 1
            facts.types[index].inheritance = inheritanceList(typeIndex: index)
        }
        if toks.is(i, "where") { whereConstraints(typeIndex: index) }
        skipWhereClause()
        if toks.isByte(i, UInt8(ascii: "{")) {
            pendingScope = Scope(typeIndex: index, isTypeBody: true, member: nil, parenDepth: 0)
            pendingScopeToken = i
        }
    }

    /// `<T: Foo, U>` after a declaration's name: the parameter names.
    mutating func genericParameterNames() -> [String] {
        genericParameterList().map(\.name)
    }

    /// `<T: Foo, U>` after a declaration's name: each parameter with its first constraint.
    mutating func genericParameterList() -> [(name: String, constraint: String?)] {
        guard toks.kind(i) == .operator, toks.is(i, "<") else { return [] }
        var names: [(name: String, constraint: String?)] = []
        var j = i + 1
        let start = i
        defer { toks.work.scannedTokens += j - start }
        var expectName = true
        var depth = 1
        let limit = min(toks.count, i + 256)
        while j < limit {
            if toks.kind(j) == .operator {
                let t = toks.tokens[j]
                var k = t.start
                while k < t.end {
                    if toks.bytes[k] == UInt8(ascii: "<") { depth += 1 }
                    if toks.bytes[k] == UInt8(ascii: ">") { depth -= 1 }
                    k += 1
                }
                if depth <= 0 { i = j + 1; return names }
            } else if toks.kind(j) == .punctuation {
                if toks.isByte(j, UInt8(ascii: ",")) && depth == 1 { expectName = true; j += 1; continue }
                if toks.isByte(j, UInt8(ascii: "{")) || toks.isByte(j, UInt8(ascii: "}")) { break }
            } else if expectName && toks.isWord(j) && depth == 1 {
                if !toks.is(j, "each") {
                    var constraint: String?
                    if toks.isByte(j + 1, UInt8(ascii: ":")) && toks.isWord(j + 2) { constraint = toks.name(j + 2) }
                    names.append((toks.name(j), constraint))
                    expectName = false
                }
            }
            j += 1
        }
        return names // unterminated: leave `i` where it was
    }

    mutating func inheritanceList(typeIndex: Int) -> [TypeRef] {
        var list: [TypeRef] = []
        while i < toks.count {
            if toks.is(i, "class") && toks.kind(i) == .keyword {
                list.append(TypeRef(name: "class", position: toks.position(i)))
                i += 1
            } else {
                if toks.kind(i) == .operator && toks.is(i, "~") { i += 1 } // ~Copyable
                let (parsed, end) = parseType(at: i)
                guard let ref = parsed else { break }
                i = end
                // A composition (`ASViewController<Node> & ListDisplayLogic`, `AnyObject & Output`)
                // inherits each of its members.
                if ref.name == "&" { list.append(contentsOf: ref.arguments) } else { list.append(ref) }
                recordMentions(ref, context: .inheritance, typeIndex: typeIndex, member: nil)
            }
            if toks.isByte(i, UInt8(ascii: ",")) { i += 1 } else { break }
        }
        return list
    }

    /// `where VC: UIViewController, T == Int`: records the first constraint of each parameter,
    /// and every constraint on `Self` (`where Self: RouterProtocol & AnyObject`).
    mutating func whereConstraints(typeIndex: Int) {
        var j = i + 1
        defer { toks.work.scannedTokens += j - i }
        let limit = min(toks.count, i + 256)
        while j + 2 < limit && !toks.isByte(j, UInt8(ascii: "{")) && !toks.isByte(j, UInt8(ascii: "}")) {
            if toks.is(j, "Self") && toks.isByte(j + 1, UInt8(ascii: ":")) && toks.isWord(j + 2) {
                let (constraint, end) = parseType(at: j + 2)
                if let constraint {
                    let names = constraint.name == "&" ? constraint.arguments.map(\.name) : [constraint.name]
                    facts.types[typeIndex].selfConstraints.append(contentsOf: names)
                }
                j = max(end, j + 3)
            } else if toks.isWord(j) && toks.isByte(j + 1, UInt8(ascii: ":")) && toks.isWord(j + 2) {
                let name = toks.name(j)
                if facts.types[typeIndex].genericParameters.contains(name) && facts.types[typeIndex].genericConstraints[name] == nil {
                    facts.types[typeIndex].genericConstraints[name] = toks.name(j + 2)
                }
                j += 3
            } else {
                j += 1
            }
        }
    }

    mutating func skipWhereClause() {
        guard toks.is(i, "where") else { return }
        let limit = min(toks.count, i + 512)
        while i < limit && !toks.isByte(i, UInt8(ascii: "{")) && !toks.isByte(i, UInt8(ascii: "}")) { i += 1 }
    }

    // MARK: - Functions

    mutating func functionDeclaration(isSubscript: Bool) {
        forgetFileLevelMember()
        let inType = inTypeBody
        let typeIndex = currentTypeIndex
        let isStatic = modifiers.isStatic
        clearDeclarationPrefix()
        var name: String
        if isSubscript {
            name = "subscript"
            i += 1
        } else if toks.is(i, "init") {
            name = "init"
            i += 1
            if toks.kind(i) == .operator && (toks.is(i, "?") || toks.is(i, "!")) { i += 1 }
        } else {
            i += 1 // func
            guard toks.isWord(i) || toks.kind(i) == .operator else { return }
            name = toks.name(i)
            i += 1
        }
        _ = genericParameterNames()
        var function = FunctionDecl(name: name)
        function.isStatic = isStatic
        // A free function is its own member; a nested function belongs to the enclosing one.
        let member = inType ? name : (currentMember ?? name)
        if toks.isByte(i, UInt8(ascii: "(")) {
            function.parameters = parameterList(context: .signature, member: member)
        }
        // Effects: async, throws, rethrows, throws(E).
        while toks.is(i, "async") || toks.is(i, "throws") || toks.is(i, "rethrows") || toks.is(i, "reasync") {
            i += 1
            if toks.isByte(i, UInt8(ascii: "(")) && toks.is(i - 1, "throws") {
                i = skipBalanced(at: i)
            }
        }
        if toks.kind(i) == .operator && toks.is(i, "->") {
            let (returnType, end) = parseType(at: i + 1)
            i = max(end, i + 1)
            if let returnType { recordMentions(returnType, context: .signature, member: member) }
        }
        skipWhereClause()
        function.hasBody = toks.isByte(i, UInt8(ascii: "{"))
        if inType && typeIndex >= 0 { facts.types[typeIndex].functions.append(function) }
        if function.hasBody {
            pendingScope = Scope(typeIndex: typeIndex, isTypeBody: false, member: member,
                                 parenDepth: 0,
                                 isAccessorBlock: isSubscript && accessorKind(afterBrace: i + 1) != .getterBody)
            pendingScopeToken = i
        }
    }

    /// `(label name: Type = default, ...)` at `i`; leaves `i` after the closing parenthesis.
    /// The types are recorded as mentions in `context` and returned.
    mutating func parameterList(context: MentionContext, member: String?) -> [Parameter] {
        i += 1 // (
        var parameters: [Parameter] = []
        while i < toks.count && !toks.isByte(i, UInt8(ascii: ")")) {
            while toks.kind(i) == .attribute { i += 1 }
            if toks.isWord(i) && toks.isWord(i + 1) && toks.isByte(i + 2, UInt8(ascii: ":")) {
                i += 3
            } else if toks.isWord(i) && toks.isByte(i + 1, UInt8(ascii: ":")) {
                i += 2
            } else if context == .signature {
                if !skipToArgumentEnd() { break }
                continue
            }
            let (type, end) = parseType(at: i)
            i = max(end, i)
            if let type { recordMentions(type, context: context, member: member) }
            parameters.append(Parameter(type: type))
            if context == .signature { defaultValueInitializerCall(member: member) }
            if !skipToArgumentEnd() { break }
        }
        if toks.isByte(i, UInt8(ascii: ")")) { i += 1 }
        return parameters
    }

    /// A default value that creates an object (`presenter: PagePresenterInterface = PagePresenter()`,
    /// `= Foo.init(...)`): the function creates it whenever the caller leaves the argument out, as
    /// a wireframe's initializer that assembles its own module does. Recorded as an initializer
    /// call of the function; `i` is left at the `=`.
    mutating func defaultValueInitializerCall(member: String?) {
        guard toks.kind(i) == .operator && toks.is(i, "="), let name = initializerTypeName(at: i + 1),
              !ExtractionState.isIgnoredTypeName(name) else { return }
        let mention = TypeMention(name: name, position: toks.position(i + 1), context: .initializerCall, member: member)
        appendBody { $0.mentions.append(mention) }
    }

    /// Skips a default value or junk to the next `,` (consumed) or `)` (not consumed) at this
    /// level. Returns false when the list ends without a `)` (broken code).
    mutating func skipToArgumentEnd() -> Bool {
        var depth = 0
        while i < toks.count {
            if toks.kind(i) == .punctuation {
                let b = toks.firstByte(i)
                if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { depth += 1 }
                else if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                    if depth == 0 { return b == UInt8(ascii: ")") }
                    depth -= 1
                } else if b == UInt8(ascii: ",") && depth == 0 { i += 1; return true }
            } else if depth == 0 && toks.newlineBefore[i] && startsDeclarationLine(i) {
                return false // `func foo(` left unfinished: the next line declares something else
            }
            i += 1
        }
        return false
    }

    /// A line starting here declares something (`var`, `func`, `weak var`, `private let`...);
    /// a parameter line starts with a label instead.
    mutating func startsDeclarationLine(_ j: Int) -> Bool {
        if toks.kind(j) == .keyword {
            return toks.is(j, "func") || toks.is(j, "var") || toks.is(j, "let") || toks.is(j, "class")
                || toks.is(j, "struct") || toks.is(j, "enum") || toks.is(j, "protocol") || toks.is(j, "extension")
                || toks.is(j, "init") || toks.is(j, "deinit") || toks.is(j, "subscript") || toks.is(j, "typealias")
                || toks.is(j, "import") || toks.is(j, "static") || toks.is(j, "private") || toks.is(j, "public")
                || toks.is(j, "fileprivate") || toks.is(j, "internal")
        }
        return toks.kind(j) == .identifier && toks.isOne(j, of: ExtractionState.declarationModifiers) && followsAsModifier(j + 1)
    }

    // MARK: - Properties and locals

    mutating func variableDeclaration(missingKeyword: Bool = false) {
        forgetFileLevelMember()
        let asProperty = inTypeBody
        let typeIndex = currentTypeIndex
        // Read before the prefix is cleared.
        let ownership = modifiers.ownership
        let isStatic = modifiers.isStatic
        let isOutlet = hasOutletAttribute
        clearDeclarationPrefix()
        if !missingKeyword { i += 1 }
        var declared = propertyScratch
        propertyScratch = []
        defer {
            declared.removeAll(keepingCapacity: true)
            propertyScratch = declared
        }
        var sawInitializer = false
        // `let alert = UIAlertController.errorAlert(...)`: the type a local's static-call initializer names.
        var staticCallType: String? = nil
        while i < toks.count && toks.isWord(i) && !toks.is(i, "in") {
            var property = PropertyDecl(name: toks.name(i), position: toks.position(i))
            property.ownership = ownership
            property.isStatic = isStatic
            property.isOutlet = isOutlet
            i += 1
            if toks.isByte(i, UInt8(ascii: ":")) {
                let (type, end) = parseType(at: i + 1)
                property.type = type
                i = max(end, i + 1)
                if let type = property.type {
                    recordMentions(type, context: .annotation, member: asProperty ? property.name : currentMember)
                }
            }
            if toks.kind(i) == .operator && toks.is(i, "=") {
                property.initializerType = initializerTypeName(at: i + 1)
                // `let presenter: LoginPresenter = .init(view: view)`: the annotation names what
                // the implicit member creates.
                if property.initializerType == nil, let type = property.type, !type.optional, isImplicitInit(at: i + 1) {
                    property.initializerType = type.name
                    let mention = TypeMention(name: type.name, position: toks.position(i + 2), context: .initializerCall,
                                              member: asProperty ? property.name : currentMember)
                    appendBody { $0.mentions.append(mention) }
                }
                if !asProperty && property.type == nil && property.initializerType == nil {
                    staticCallType = staticCallTypeName(at: i + 1)
                }
                declared.append(property)
                sawInitializer = true
                break
            }
            declared.append(property)
            if toks.isByte(i, UInt8(ascii: ",")) && toks.isWord(i + 1) { i += 1 } else { break }
        }
        guard !declared.isEmpty else { return }
        // `var a, b: T`: the type applies to every name before it.
        if let shared = declared.last?.type {
            for k in declared.indices where declared[k].type == nil { declared[k].type = shared }
        }
        let isProtocol = typeIndex >= 0 && facts.types[typeIndex].kind == .protocol
        if toks.isByte(i, UInt8(ascii: "{")) && (!toks.newlineBefore[i] || (asProperty && declared.last?.type != nil)) {
            let accessors = accessorKind(afterBrace: i + 1)
            if asProperty, let lastIndex = declared.indices.last {
                if isProtocol { declared[lastIndex].isRequirement = true }
                if accessors != .observers && !isProtocol { declared[lastIndex].isComputed = true }
            }
            pendingScope = Scope(typeIndex: typeIndex, isTypeBody: false,
                                 member: asProperty ? declared.last?.name : currentMember,
                                 parenDepth: 0,
                                 isAccessorBlock: accessors != .getterBody)
            pendingScopeToken = i
        } else if isProtocol && asProperty {
            for k in declared.indices { declared[k].isRequirement = true }
        } else if scopes.isEmpty && typeIndex < 0 && sawInitializer && toks.isByte(i + 1, UInt8(ascii: "{")) {
            // `let makeCardModule: (Card) -> UIViewController = { ... }` at file level: the
            // closure is a named factory, and what it creates is created in that member, as in
            // `func makeCardModule(...)`.
            pendingScope = Scope(typeIndex: -1, isTypeBody: false, member: declared.last?.name, parenDepth: 0,
                                 isAccessorBlock: false)
            pendingScopeToken = i + 1
        } else if scopes.isEmpty && typeIndex < 0 && sawInitializer {
            // `let gridModule = DependencyContainer() { ... }` at file level: what its initializer
            // (and a trailing closure) creates is created in that global, until the next
            // declaration at file level.
            typeLevelMember = declared.last?.name
        }
        if asProperty && typeIndex >= 0 {
            facts.types[typeIndex].properties.append(contentsOf: declared)
            typeLevelMember = sawInitializer ? declared.last?.name : nil
        } else if !asProperty {
            let member = currentMember
            for (position, local) in declared.enumerated() {
                if let type = local.type?.name ?? local.initializerType {
                    let binding = LocalBinding(name: local.name, type: type, member: member)
                    appendBody { $0.locals.append(binding) }
                } else if position == declared.count - 1, let type = staticCallType {
                    let binding = LocalBinding(name: local.name, type: type, member: member, isStaticCallResult: true)
                    appendBody { $0.locals.append(binding) }
                }
            }
        }
    }

    package enum AccessorKind { case getterBody, accessors, observers }

    mutating func accessorKind(afterBrace j: Int) -> AccessorKind {
        var k = j
        defer { toks.work.scannedTokens += k - j }
        while toks.kind(k) == .attribute || toks.is(k, "mutating") || toks.is(k, "nonmutating") { k += 1 }
        if toks.is(k, "willSet") || toks.is(k, "didSet") { return .observers }
        if toks.is(k, "get") || toks.is(k, "set") || toks.is(k, "_read") || toks.is(k, "_modify") || toks.is(k, "init") {
            if toks.isByte(k + 1, UInt8(ascii: "{")) || toks.isByte(k + 1, UInt8(ascii: "}")) || toks.isWord(k + 1)
                || toks.isByte(k + 1, UInt8(ascii: "(")) {
                return .accessors
            }
        }
        return .getterBody
    }

    /// The dotted type name (`Outer.Foo`) that an initializer expression starts with at `k`,
    /// after `try` or `await` (and `try?`/`try!` when `skipsTryMark`); `k` ends after it.
    private func typeNameStartingExpression(at k: inout Int, skipsTryMark: Bool) -> String? {
        if toks.kind(k) == .keyword && (toks.is(k, "try") || toks.is(k, "await")) {
            k += 1
            if skipsTryMark && toks.kind(k) == .operator && (toks.is(k, "?") || toks.is(k, "!")) { k += 1 }
        }
        guard toks.looksLikeTypeName(k) else { return nil }
        var name = toks.name(k)
        k += 1
        while toks.isByte(k, UInt8(ascii: ".")) && toks.looksLikeTypeName(k + 1) {
            name += "." + toks.name(k + 1)
            k += 2
        }
        return name
    }

    /// `Foo.make(...)`, `Outer.Foo.make(...)` at `j`: the type whose static method is called.
    mutating func staticCallTypeName(at j: Int) -> String? {
        var k = j
        defer { toks.work.scannedTokens += k - j }
        guard let name = typeNameStartingExpression(at: &k, skipsTryMark: true),
              toks.isByte(k, UInt8(ascii: ".")), toks.isWord(k + 1), !toks.is(k + 1, "init"),
              toks.isByte(k + 2, UInt8(ascii: "(")), !toks.newlineBefore[k + 2] else { return nil }
        k += 2
        return name
    }

    /// `Foo(...)`, `Foo.init(...)`, `Outer.Foo(...)` at `j`: the called type's name.
    /// `.init(` at `j`: an implicit member initializer call, whose type the context gives.
    func isImplicitInit(at j: Int) -> Bool {
        toks.isByte(j, UInt8(ascii: ".")) && toks.is(j + 1, "init") && toks.isByte(j + 2, UInt8(ascii: "("))
            && !toks.newlineBefore[j + 2] && toks.tokens[j].end == toks.tokens[j + 1].start
    }

    mutating func initializerTypeName(at j: Int) -> String? {
        var k = j
        defer { toks.work.scannedTokens += k - j }
        guard let name = typeNameStartingExpression(at: &k, skipsTryMark: false) else { return nil }
        if toks.kind(k) == .operator && toks.is(k, "<") {
            // Skip `<...>` with a bounded look: this is look-ahead that the main loop will scan
            // again, so an unbounded parse here would make broken code quadratic.
            var depth = 0
            let limit = min(toks.count, k + 64)
            while k < limit {
                if toks.kind(k) == .operator && !toks.is(k, "->") {
                    let t = toks.tokens[k]
                    for p in t.start..<t.end {
                        if toks.bytes[p] == UInt8(ascii: "<") { depth += 1 }
                        if toks.bytes[p] == UInt8(ascii: ">") { depth -= 1 }
                    }
                } else if toks.isByte(k, UInt8(ascii: "{")) || toks.isByte(k, UInt8(ascii: "}")) {
                    return nil
                }
                k += 1
                if depth <= 0 { break }
            }
            if depth > 0 { return nil }
        }
        if toks.isByte(k, UInt8(ascii: "(")) && !toks.newlineBefore[k] { return name }
        if toks.isByte(k, UInt8(ascii: ".")) && toks.is(k + 1, "init") { return name }
        return nil
    }
}
