import ViperLintCore
import ViperLintTokenizer
/// Reading typealias, associated type, enum case and import declarations, and recording the
/// type names they mention.
package extension ExtractionState {
    // MARK: - Typealiases, enum cases, imports

    mutating func typealiasDeclaration(associated: Bool) {
        forgetFileLevelMember()
        let inType = inTypeBody
        let typeIndex = currentTypeIndex
        clearDeclarationPrefix()
        i += 1
        guard toks.isWord(i) else { return }
        var alias = TypealiasDecl(name: toks.name(i), isAssociatedType: associated)
        i += 1
        let genericParameters = genericParameterNames()
        if associated && toks.isByte(i, UInt8(ascii: ":")) {
            i += 1
            while i < toks.count {
                let (parsed, end) = parseType(at: i)
                guard let ref = parsed else { break }
                i = end
                alias.constraints.append(ref)
                recordMentions(ref, context: .typealiasTarget, member: nil)
                if toks.isByte(i, UInt8(ascii: ",")) { i += 1 } else { break }
            }
        }
        if toks.kind(i) == .operator && toks.is(i, "=") {
            let (target, end) = parseType(at: i + 1)
            alias.target = target
            i = max(end, i + 1)
            if let target = alias.target {
                recordMentions(target, context: .typealiasTarget, member: nil)
                // A generic alias (`typealias ItemClosure<T> = (T) -> Void`) keeps its parameters
                // as placeholders `$0`, `$1`, ... that a use (`ItemClosure<[RSSItem]>`) fills
                // (`TypeRef.fillingPlaceholders`).
                if !genericParameters.isEmpty { alias.target = target.placeholding(genericParameters) }
            }
        }
        if inType && typeIndex >= 0 {
            facts.types[typeIndex].typealiases.append(alias)
        } else if scopes.isEmpty {
            facts.typealiases.append(alias)
        }
    }

    /// `case a, b(T)`: nothing is kept of the cases themselves; their payload types are
    /// recorded as `.enumPayload` mentions.
    mutating func enumCaseDeclaration() {
        clearDeclarationPrefix()
        i += 1
        while i < toks.count && toks.isWord(i) {
            i += 1
            if toks.isByte(i, UInt8(ascii: "(")) {
                _ = parameterList(context: .enumPayload, member: nil)
            }
            if toks.kind(i) == .operator && toks.is(i, "=") {
                i += 1
                while i < toks.count && !toks.newlineBefore[i] && !toks.isByte(i, UInt8(ascii: ",")) && !toks.isByte(i, UInt8(ascii: "}")) { i += 1 }
            }
            if toks.isByte(i, UInt8(ascii: ",")) { i += 1 } else { break }
        }
    }

    mutating func importDeclaration() {
        forgetFileLevelMember()
        clearDeclarationPrefix()
        i += 1
        if toks.isWord(i) && toks.isWord(i + 1) && !toks.newlineBefore[i + 1] { i += 1 } // import struct Foo.Bar
        guard toks.isWord(i) else { return }
        facts.imports.append(toks.name(i))
        i += 1
        while toks.isByte(i, UInt8(ascii: ".")) && toks.isWord(i + 1) { i += 2 }
    }

    // MARK: - Mentions

    /// Tree nodes that name no type (tuples, function types, compositions) and names that are
    /// not worth a mention. A switch of `==` is the set lookup without hashing every name.
    private static func isSyntheticName(_ name: String) -> Bool {
        // None is longer than 5 bytes: most names are rejected by their length alone.
        guard name.utf8.count <= 5 else { return false }
        switch name {
        case "()", "->", "&", "class", "Self", "Any", "_": return true
        default: return false
        }
    }

    mutating func recordMentions(_ ref: TypeRef, context: MentionContext, typeIndex: Int? = nil, member: String?) {
        let index = typeIndex ?? currentTypeIndex
        if index >= 0 {
            ExtractionState.appendMentions(of: ref, context: context, member: member, to: &facts.types[index].body.mentions)
        } else {
            ExtractionState.appendMentions(of: ref, context: context, member: member, to: &facts.topLevel.mentions)
        }
    }

    /// Every named type in the tree in `TypeRef.allNames` order (this one, then each argument's
    /// tree in turn), visited in place rather than copied into an array first. The recursion is
    /// as deep as the tree, which `TypeRefParser.maxDepth` bounds.
    private static func appendMentions(of ref: TypeRef, context: MentionContext, member: String?, to mentions: inout [TypeMention]) {
        if ref.position.line > 0 && !isSyntheticName(ref.name) {
            mentions.append(TypeMention(name: ref.name, position: ref.position, context: context, member: member))
        }
        for argument in ref.arguments {
            appendMentions(of: argument, context: context, member: member, to: &mentions)
        }
    }
}
