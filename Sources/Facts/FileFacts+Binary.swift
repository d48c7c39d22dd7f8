import ViperLintCore
import ViperLintTokenizer
/// The cache's binary form of `FileFacts`. Field order is the format: bump
/// `FileFacts.binaryFormatVersion` whenever it changes, and whenever extraction changes what it
/// records (the caches would otherwise serve facts the new extractor no longer makes).
package extension FileFacts {
    /// 6: `CallSite.firstArgument` skips `self?.` as well as `self.`.
    /// 7: `MemberAssignment.receiver`; locals bound by a static call (`T.make()`).
    /// 8: an `@objc` protocol records `AnyObject` among its self constraints.
    /// 9: `Foo<Bar>(...)` and `Foo<Bar>.init(...)` are initializer calls.
    /// 13: a file-level variable initialized by a closure is the member of what the closure records.
    /// 14: a call of a lower-case type name this file declares is an initializer call.
    /// 15: `PropertyDecl.isOutlet`.
    /// 16: each string once per file (`BinaryWriter.internedIndex`).
    /// 17: a force-unwrapped member is assigned (`rootViewController! = nav`); `@escaping(T) -> U`
    /// is a function type.
    /// 18: in a file that declares a lower-case type, a call of any lower-case camel-case name
    /// (`qwertyPresenter()`) is an initializer call too.
    /// 19: what a file-level variable's initializer creates is created in that variable
    /// (`let gridModule = DependencyContainer() { ... }`).
    /// 20: a generic typealias's target names its parameters by placeholder (`$0`).
    /// 21: each member of a composition in an inheritance clause is an entry of its own.
    static let binaryFormatVersion = 21

    func write(to w: inout BinaryWriter) {
        let outer = w.internedIndex
        w.internedIndex = [:]
        defer { w.internedIndex = outer }
        w.string(path)
        w.array(imports) { $0.string($1) }
        w.array(types) { w, t in t.write(to: &w) }
        topLevel.write(to: &w)
        w.array(typealiases) { w, a in a.write(to: &w) }
        w.array(directives) { w, d in
            d.position.write(to: &w)
            w.string(d.text)
            w.bool(d.codeBeforeOnLine)
        }
    }

    init(from r: inout BinaryReader) throws {
        let outer = r.interned
        r.interned = []
        defer { r.interned = outer }
        self.init(path: try r.string())
        imports = try r.array { try $0.string() }
        types = try r.array { try TypeDecl(from: &$0) }
        topLevel = try BodyFacts(from: &r)
        typealiases = try r.array { try TypealiasDecl(from: &$0) }
        directives = try r.array { r in
            CommentFact(position: try Position(from: &r), text: try r.string(), codeBeforeOnLine: try r.bool())
        }
    }
}

package extension BinaryWriter {
    mutating func caseIndex<T: CaseIterable & Equatable>(_ value: T) {
        int(T.allCases.firstIndex(of: value).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 0)
    }
}

package extension BinaryReader {
    mutating func caseIndex<T: CaseIterable>(_ type: T.Type) throws -> T {
        let index = try int()
        let all = Array(T.allCases)
        guard index >= 0 && index < all.count else { throw BinaryReadError() }
        return all[index]
    }
}


package extension Position {
    func write(to w: inout BinaryWriter) { w.int(line); w.int(column) }
    init(from r: inout BinaryReader) throws { self.init(line: try r.int(), column: try r.int()) }
}

package extension TypeRef {
    func write(to w: inout BinaryWriter) {
        w.string(name)
        w.bool(optional)
        position.write(to: &w)
        w.array(arguments) { w, a in a.write(to: &w) }
    }

    init(from r: inout BinaryReader, depth: Int = 0) throws {
        guard depth < 64 else { throw BinaryReadError() }
        let name = try r.string()
        let optional = try r.bool()
        let position = try Position(from: &r)
        let arguments = try r.array { try TypeRef(from: &$0, depth: depth + 1) }
        self.init(name: name, arguments: arguments, optional: optional, position: position)
    }
}

package extension BinaryWriter {
    mutating func optionalType(_ type: TypeRef?) {
        bool(type != nil)
        type?.write(to: &self)
    }
}

package extension BinaryReader {
    mutating func optionalType() throws -> TypeRef? {
        try bool() ? try TypeRef(from: &self) : nil
    }
}

package extension TypeDecl {
    func write(to w: inout BinaryWriter) {
        w.caseIndex(kind)
        w.string(name)
        position.write(to: &w)
        w.array(genericParameters) { $0.string($1) }
        w.array(genericConstraints.sorted { $0.key < $1.key }) { w, pair in w.string(pair.key); w.string(pair.value) }
        w.array(inheritance) { w, t in t.write(to: &w) }
        w.array(selfConstraints) { $0.string($1) }
        w.array(properties) { w, p in p.write(to: &w) }
        w.array(typealiases) { w, a in a.write(to: &w) }
        w.array(functions) { w, f in f.write(to: &w) }
        body.write(to: &w)
    }

    init(from r: inout BinaryReader) throws {
        let kind = try r.caseIndex(TypeKind.self)
        self.init(kind: kind, name: try r.string(), position: try Position(from: &r))
        genericParameters = try r.array { try $0.string() }
        for (key, value) in try r.array({ r in (try r.string(), try r.string()) }) { genericConstraints[key] = value }
        inheritance = try r.array { try TypeRef(from: &$0) }
        selfConstraints = try r.array { try $0.string() }
        properties = try r.array { try PropertyDecl(from: &$0) }
        typealiases = try r.array { try TypealiasDecl(from: &$0) }
        functions = try r.array { try FunctionDecl(from: &$0) }
        body = try BodyFacts(from: &r)
    }
}

package extension PropertyDecl {
    func write(to w: inout BinaryWriter) {
        w.string(name)
        position.write(to: &w)
        w.caseIndex(ownership)
        w.bool(isStatic)
        w.optionalType(type)
        w.bool(isComputed)
        w.bool(isRequirement)
        w.optionalString(initializerType)
        w.bool(isOutlet)
    }

    init(from r: inout BinaryReader) throws {
        self.init(name: try r.string(), position: try Position(from: &r))
        ownership = try r.caseIndex(Ownership.self)
        isStatic = try r.bool()
        type = try r.optionalType()
        isComputed = try r.bool()
        isRequirement = try r.bool()
        initializerType = try r.optionalString()
        isOutlet = try r.bool()
    }
}

package extension TypealiasDecl {
    func write(to w: inout BinaryWriter) {
        w.string(name)
        w.bool(isAssociatedType)
        w.optionalType(target)
        w.array(constraints) { w, t in t.write(to: &w) }
    }

    init(from r: inout BinaryReader) throws {
        self.init(name: try r.string(), isAssociatedType: try r.bool())
        target = try r.optionalType()
        constraints = try r.array { try TypeRef(from: &$0) }
    }
}

package extension Parameter {
    func write(to w: inout BinaryWriter) {
        w.optionalType(type)
    }

    init(from r: inout BinaryReader) throws {
        self.init(type: try r.optionalType())
    }
}

package extension FunctionDecl {
    func write(to w: inout BinaryWriter) {
        w.string(name)
        w.array(parameters) { w, p in p.write(to: &w) }
        w.bool(isStatic)
        w.bool(hasBody)
    }

    init(from r: inout BinaryReader) throws {
        self.init(name: try r.string())
        parameters = try r.array { try Parameter(from: &$0) }
        isStatic = try r.bool()
        hasBody = try r.bool()
    }
}

package extension BodyFacts {
    func write(to w: inout BinaryWriter) {
        w.array(calls) { w, c in
            w.string(c.name)
            w.array(c.labels) { $0.string($1) }
            w.string(c.receiver)
            c.position.write(to: &w)
            w.optionalString(c.member)
            w.optionalString(c.firstArgument)
        }
        w.array(assignments) { w, a in
            w.string(a.name)
            a.position.write(to: &w)
            w.optionalString(a.member)
            w.string(a.receiver)
        }
        w.array(mentions) { w, m in
            w.string(m.name)
            m.position.write(to: &w)
            w.caseIndex(m.context)
            w.optionalString(m.member)
        }
        w.array(locals) { w, l in
            w.string(l.name)
            w.string(l.type)
            w.optionalString(l.member)
            w.bool(l.isStaticCallResult)
        }
    }

    init(from r: inout BinaryReader) throws {
        self.init()
        calls = try r.array { r in
            var call = CallSite(name: try r.string(), labels: try r.array { try $0.string() }, receiver: try r.string(),
                                position: try Position(from: &r), member: try r.optionalString())
            call.firstArgument = try r.optionalString()
            return call
        }
        assignments = try r.array { r in
            MemberAssignment(name: try r.string(), position: try Position(from: &r), member: try r.optionalString(),
                             receiver: try r.string())
        }
        mentions = try r.array { r in
            TypeMention(name: try r.string(), position: try Position(from: &r),
                        context: try r.caseIndex(MentionContext.self), member: try r.optionalString())
        }
        locals = try r.array { r in
            LocalBinding(name: try r.string(), type: try r.string(), member: try r.optionalString(),
                         isStaticCallResult: try r.bool())
        }
    }
}
