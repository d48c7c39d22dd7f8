import ViperLintCore
import ViperLintTokenizer

/// A stored property's declaration read from its tokens, around the name a finding points at:
/// `[attributes] [modifiers] var|let NAME: TYPE [= nil] [{ willSet/didSet }]`. Anything else (a
/// second binding, a property wrapper, `lazy`, an initial value...) is a reason not to touch it.
struct PropertyDeclaration {
    enum Ownership: Equatable { case strong, unowned, weak }

    let name: Int
    /// The `var` or `let` keyword.
    let introducer: Int
    var isLet: Bool
    var ownership: Ownership
    /// Bytes of the `unowned`/`unowned(safe)`/`unowned(unsafe)` modifier.
    var ownershipBytes: Range<Int>?
    var modifiers: [String] = []
    /// First and last token of the type annotation.
    var typeStart: Int
    var typeEnd: Int
    /// `?` or `!` after the type, or `Optional<...>`.
    var isOptional: Bool
    /// `A & B`, `any P`, ... : adding `?` needs parentheses around the type.
    var needsParentheses: Bool

    /// Attributes that change nothing about how the property is stored. Any other attribute
    /// (`@Published`, `@Injected`, a custom global actor we cannot tell from a wrapper) stops
    /// the fix.
    static let harmlessAttributes: Set<String> = [
        "@objc", "@nonobjc", "@IBOutlet", "@IBInspectable", "@GKInspectable", "@available", "@MainActor",
        "@preconcurrency", "@usableFromInline", "@_spi", "@exclusivity",
    ]
    static let harmlessModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "dynamic", "nonisolated",
    ]
    /// Modifiers that make the fix unsafe, with the reason.
    static let blockingModifiers: [String: String] = [
        "lazy": "it is `lazy`",
        "static": "it is static",
        "class": "it is a class property",
        "override": "it overrides a superclass property",
        "optional": "it is an optional protocol requirement",
        "required": "it is `required`",
        "weak": "it is already `weak`",
    ]

    /// Reads the declaration whose name is at `line`:`column`; the reason when it is not one the
    /// fix can rewrite safely.
    static func read(_ source: SourceText, line: Int, column: Int, name expected: String) -> Result<PropertyDeclaration, FixRefusal> {
        guard let name = source.index(line: line, column: column), source.name(name) == expected else {
            return .failure(FixRefusal("the file no longer has `\(expected)` where the finding points: lint again"))
        }
        let introducer = name - 1
        if source.is(introducer, ",") {
            return .failure(FixRefusal("`\(expected)` shares its declaration with other variables"))
        }
        guard source.kind(introducer) == .keyword, source.is(introducer, "var") || source.is(introducer, "let") else {
            return .failure(FixRefusal("`\(expected)` is not declared as `var NAME: TYPE` or `let NAME: TYPE`"))
        }
        var declaration = PropertyDeclaration(name: name, introducer: introducer, isLet: source.is(introducer, "let"),
                                              ownership: .strong, typeStart: name, typeEnd: name,
                                              isOptional: false, needsParentheses: false)
        if let refusal = declaration.readModifiers(source) { return .failure(refusal) }
        if let refusal = declaration.readType(source) { return .failure(refusal) }
        if let refusal = declaration.checkWhatFollows(source) { return .failure(refusal) }
        return .success(declaration)
    }

    /// Attributes and modifiers before `var`/`let`, read backwards.
    private mutating func readModifiers(_ source: SourceText) -> FixRefusal? {
        var j = introducer - 1
        while j >= 0 {
            var head = j
            var group: Range<Int>?
            if source.is(j, ")") {
                // `unowned(safe)`, `private(set)`, `@available(iOS 13, *)`: the group belongs to the word before it.
                guard let open = source.opener(of: j), open > 0 else { break }
                head = open - 1
                guard source.token(head).end == source.token(open).start || source.kind(head) == .attribute else { break }
                group = source.token(open).start..<source.token(j).end
            }
            let word = source.text(head)
            if source.kind(head) == .attribute {
                if !PropertyDeclaration.harmlessAttributes.contains(word) {
                    return FixRefusal("it has the attribute `\(word)` (a property wrapper changes what is stored)")
                }
            } else if source.isWord(head) && (word == "unowned" || word == "weak"
                                               || PropertyDeclaration.harmlessModifiers.contains(word)
                                               || PropertyDeclaration.blockingModifiers[word] != nil) {
                if word == "unowned" {
                    ownership = .unowned
                    ownershipBytes = source.token(head).start..<(group?.upperBound ?? source.token(head).end)
                } else if word == "nonisolated", group != nil {
                    return FixRefusal("it is `\(source.text(head))(\(source.text(head + 2)))`")
                } else if let reason = PropertyDeclaration.blockingModifiers[word] {
                    if word == "weak" { ownership = .weak }
                    return FixRefusal(reason)
                }
                modifiers.append(word)
            } else {
                break
            }
            j = head - 1
        }
        if isLet && modifiers.contains("nonisolated") {
            return FixRefusal("a `nonisolated` constant cannot become a variable")
        }
        return nil
    }

    /// `: TYPE` after the name: where the type ends and what it looks like.
    private mutating func readType(_ source: SourceText) -> FixRefusal? {
        let colon = name + 1
        if source.is(colon, ",") { return FixRefusal("`\(source.name(name))` shares its declaration with other variables") }
        guard source.is(colon, ":") else {
            return FixRefusal("it has no type annotation, so the fix cannot write the optional type `weak` needs")
        }
        let first = colon + 1
        guard first < source.count else { return FixRefusal("its type is missing") }
        var depth = 0
        var j = first
        var last = -1
        var topLevelComposite = false
        while j < source.count {
            if j > first && depth == 0 {
                let continuesType = source.is(j, "&") || source.is(j, ".") || source.is(last, "&") || source.is(last, ".")
                    || source.is(last, "->") || source.is(j, "->")
                if source.newlineBefore[j] && !continuesType { break }
                if source.is(j, "=") || source.is(j, "{") || source.is(j, "}") || source.is(j, ",") || source.is(j, ";") { break }
                if source.kind(j) == .keyword && !(source.is(j, "Any") || source.is(j, "Self") || source.is(j, "throws")) { break }
            }
            let kind = source.kind(j)
            let text = source.text(j)
            if kind == .punctuation && (text == "(" || text == "[") {
                depth += 1
            } else if kind == .punctuation && (text == ")" || text == "]") {
                if depth == 0 { break }
                depth -= 1
            } else if kind == .operator && text != "->" {
                for byte in text.utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth < 0 { return FixRefusal("its type could not be read") }
            }
            if depth == 0 && (text == "&" || text == "->" || text == "any" || text == "some" || text == "each" || kind == .attribute) {
                topLevelComposite = true
            }
            last = j
            j += 1
        }
        guard last >= first, depth == 0 else { return FixRefusal("its type could not be read") }
        typeStart = first
        typeEnd = last
        needsParentheses = topLevelComposite
        if source.is(first, "some") { return FixRefusal("its type is opaque (`some`)") }
        let lastByte = source.bytes[source.token(last).end - 1]
        let typeText = source.text(first)
        isOptional = lastByte == UInt8(ascii: "?") || lastByte == UInt8(ascii: "!")
            || ((typeText == "Optional" || typeText == "Swift") && PropertyDeclaration.spellsOptional(source, from: first))
        return nil
    }

    /// `Optional<T>` or `Swift.Optional<T>` spanning the whole type.
    private static func spellsOptional(_ source: SourceText, from first: Int) -> Bool {
        var j = first
        if source.is(j, "Swift") && source.is(j + 1, ".") { j += 2 }
        return source.is(j, "Optional") && source.text(j + 1).hasPrefix("<")
    }

    /// After the type: the end of the declaration, `= nil`, or property observers.
    private func checkWhatFollows(_ source: SourceText) -> FixRefusal? {
        let next = typeEnd + 1
        guard next < source.count, !source.newlineBefore[next] || source.is(next, "{") || source.is(next, "=") else { return nil }
        if source.is(next, ",") { return FixRefusal("it shares its declaration with other variables") }
        if source.is(next, "=") {
            let value = next + 1
            let after = value + 1
            let ends = after >= source.count || source.newlineBefore[after] || source.is(after, "}") || source.is(after, ";")
            if source.is(value, "nil") && ends { return nil }
            return FixRefusal("it is given a value in its declaration; held weakly, a new object would be freed at once")
        }
        if source.is(next, "{") {
            var inside = next + 1
            while source.kind(inside) == .attribute { inside += 1 }
            if source.is(inside, "willSet") || source.is(inside, "didSet") { return nil }
            return FixRefusal("it is a computed property")
        }
        if source.is(next, "}") || source.is(next, ";") { return nil }
        return FixRefusal("the declaration continues in a way the fix does not read")
    }
}

/// Why a finding gets no automatic fix, worded to follow "not fixable automatically: ".
struct FixRefusal: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
