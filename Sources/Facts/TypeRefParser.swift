import ViperLintCore
import ViperLintTokenizer
/// Reads a type annotation from significant tokens into a `TypeRef`. It tolerates anything: on
/// input that is not a type it returns nil or a partial type, and always stops. Nesting is
/// bounded so that `[[[[...` a hundred thousand deep cannot exhaust the stack.
package struct TypeRefParser {
    let toks: SignificantTokens
    var pos: Int
    /// Bytes of `toks[pos]` already consumed: `>>` and `>?` are one token to the lexer but close
    /// two generic lists or a list and an optional here.
    var sub: Int = 0

    static let maxDepth = 40
    /// The position given to `[X]` and `[K: V]`: no `Array` is written in the source.
    static let sugar = Position(line: 0, column: 0)

    init(_ toks: SignificantTokens, at pos: Int) {
        self.toks = toks
        self.pos = pos
    }

    /// Starts over at `pos`, as a new parser there would.
    mutating func move(to pos: Int) {
        self.pos = pos
        sub = 0
    }

    /// Moves to the next whole token when a split token was partly consumed.
    mutating func finish() {
        if sub > 0 { pos += 1; sub = 0 }
    }

    private var currentByte: UInt8? {
        guard pos < toks.count else { return nil }
        let t = toks.tokens[pos]
        let p = t.start + sub
        return p < t.end ? toks.bytes[p] : nil
    }

    private mutating func consumeByte() {
        sub += 1
        if toks.tokens[pos].start + sub >= toks.tokens[pos].end { pos += 1; sub = 0 }
    }

    private func atByteToken(_ byte: UInt8) -> Bool { sub == 0 && toks.isByte(pos, byte) }

    /// Type attributes that never take an argument clause, so that a parenthesis written against
    /// them (`@escaping(Wallet?) -> Void`, which the compiler accepts) opens the function type.
    /// Not `@autoclosure` (Swift 2's `@autoclosure(escaping)`) or `@MainActor` (`@MainActor(unsafe)`).
    static let attributesWithoutArguments = WordSet(["@escaping", "@Sendable", "@noescape"])

    private static let prefixWords = WordSet([
        "any", "some", "inout", "borrowing", "consuming", "__owned", "__shared", "sending",
        "isolated", "each", "repeat", "nonisolated",
    ])

    mutating func parseType(depth: Int = 0) -> TypeRef? {
        guard depth < TypeRefParser.maxDepth, pos < toks.count else { return nil }
        // Attributes and ownership words before the type.
        while sub == 0 && pos < toks.count {
            if toks.kind(pos) == .attribute {
                pos += 1
                // Arguments touch the attribute (`@convention(c)`); `@MainActor (Int) -> Void` is a type,
                // and so is `@escaping(Wallet?) -> Void`: `@escaping` never takes arguments.
                if toks.isByte(pos, UInt8(ascii: "(")) && toks.tokens[pos].start == toks.tokens[pos - 1].end
                    && !toks.isOne(pos - 1, of: TypeRefParser.attributesWithoutArguments) { skipBalanced() }
            } else if toks.isWord(pos), toks.isOne(pos, of: TypeRefParser.prefixWords),
                      toks.isWord(pos + 1) || toks.isByte(pos + 1, UInt8(ascii: "(")) || toks.isByte(pos + 1, UInt8(ascii: "[")) {
                pos += 1
            } else {
                break
            }
        }
        guard var type = parsePrimary(depth: depth) else { return nil }
        // Postfix: optionals, `.Type`, variadic `...`.
        while pos < toks.count {
            if let b = currentByte, (b == UInt8(ascii: "?") || b == UInt8(ascii: "!")),
               sub > 0 || toks.tokens[pos].length == 1 {
                type.optional = true
                consumeByte()
            } else if sub == 0 && toks.is(pos, "...") {
                pos += 1
            } else {
                break
            }
        }
        // Protocol composition.
        if sub == 0 && toks.kind(pos) == .operator && toks.is(pos, "&") {
            var parts = [type]
            while sub == 0 && toks.is(pos, "&") {
                pos += 1
                guard let next = parsePrimaryWithPostfix(depth: depth + 1) else { break }
                parts.append(next)
            }
            type = TypeRef(name: "&", arguments: parts, position: type.position)
        }
        return type
    }

    private mutating func parsePrimaryWithPostfix(depth: Int) -> TypeRef? {
        guard var t = parsePrimary(depth: depth) else { return nil }
        while pos < toks.count, let b = currentByte, (b == UInt8(ascii: "?") || b == UInt8(ascii: "!")),
              sub > 0 || toks.tokens[pos].length == 1 {
            t.optional = true
            consumeByte()
        }
        return t
    }

    private mutating func parsePrimary(depth: Int) -> TypeRef? {
        guard sub == 0, pos < toks.count else { return nil }
        let start = toks.position(pos)
        if toks.isByte(pos, UInt8(ascii: "(")) {
            return parseParenthesized(depth: depth, start: start)
        }
        if toks.isByte(pos, UInt8(ascii: "[")) {
            pos += 1
            guard let element = parseType(depth: depth + 1) else { skipToClose(UInt8(ascii: "]")); return nil }
            if atByteToken(UInt8(ascii: ":")) {
                pos += 1
                let value = parseType(depth: depth + 1)
                skipToClose(UInt8(ascii: "]"))
                return TypeRef(name: "Dictionary", arguments: [element] + (value.map { [$0] } ?? []), position: TypeRefParser.sugar)
            }
            skipToClose(UInt8(ascii: "]"))
            return TypeRef(name: "Array", arguments: [element], position: TypeRefParser.sugar)
        }
        guard toks.isWord(pos) else { return nil }
        if toks.kind(pos) == .keyword && !(toks.is(pos, "Any") || toks.is(pos, "Self") || toks.is(pos, "_")) {
            return nil
        }
        var name = toks.name(pos)
        var position = start
        pos += 1
        var arguments = parseGenericArguments(depth: depth)
        while sub == 0 && toks.isByte(pos, UInt8(ascii: ".")) && toks.isWord(pos + 1) {
            if toks.nameIs(pos + 1, "Type") || toks.nameIs(pos + 1, "Protocol") {
                pos += 2
                continue
            }
            position = toks.position(pos + 1)
            name += "."
            name += toks.name(pos + 1)
            pos += 2
            let more = parseGenericArguments(depth: depth)
            if !more.isEmpty { arguments = more }
        }
        return TypeRef(name: name, arguments: arguments, position: position)
    }

    private mutating func parseParenthesized(depth: Int, start: Position) -> TypeRef? {
        pos += 1 // (
        var elements: [TypeRef] = []
        var labeled = false
        while pos < toks.count && !atByteToken(UInt8(ascii: ")")) {
            // Element labels: `name: T` or `_ name: T`.
            if toks.isWord(pos) && toks.isByte(pos + 1, UInt8(ascii: ":")) {
                pos += 2
                labeled = true
            } else if toks.isWord(pos) && toks.isWord(pos + 1) && toks.isByte(pos + 2, UInt8(ascii: ":")) {
                pos += 3
                labeled = true
            }
            if let element = parseType(depth: depth + 1) { elements.append(element) }
            finish()
            if atByteToken(UInt8(ascii: ",")) {
                pos += 1
            } else if !atByteToken(UInt8(ascii: ")")) {
                // Not a type after all: skip to the closing parenthesis.
                skipToClose(UInt8(ascii: ")"))
                return elements.first
            }
        }
        if atByteToken(UInt8(ascii: ")")) { pos += 1 }
        // Function type: `(A, B) async throws -> C`.
        var look = pos
        while toks.kind(look) == .identifier && (toks.is(look, "async") || toks.is(look, "throws") || toks.is(look, "rethrows")) || toks.is(look, "throws") {
            look += 1
            if toks.isByte(look, UInt8(ascii: "(")) && toks.is(look - 1, "throws") {
                // typed throws: throws(MyError)
                var p = TypeRefParser(toks, at: look)
                p.skipBalanced()
                look = p.pos
            }
        }
        if toks.kind(look) == .operator && toks.is(look, "->") {
            pos = look + 1
            let result = parseType(depth: depth + 1) ?? TypeRef(name: "Void", position: toks.position(look))
            return TypeRef(name: "->", arguments: elements + [result], position: start)
        }
        if elements.count == 1 && !labeled { return elements[0] }
        return TypeRef(name: "()", arguments: elements, position: start)
    }

    private mutating func parseGenericArguments(depth: Int) -> [TypeRef] {
        guard sub == 0, toks.kind(pos) == .operator, toks.is(pos, "<"),
              !toks.newlineBefore[pos] else { return [] }
        pos += 1
        var arguments: [TypeRef] = []
        while pos < toks.count {
            if currentByte == UInt8(ascii: ">") && toks.kind(pos) == .operator {
                consumeByte()
                return arguments
            }
            if let argument = parseType(depth: depth + 1) { arguments.append(argument) }
            if sub == 0 && toks.isByte(pos, UInt8(ascii: ",")) {
                pos += 1
            } else if currentByte == UInt8(ascii: ">") && toks.kind(pos) == .operator {
                continue
            } else {
                // Not a generic argument list (e.g. `a < b` in an expression): give up here.
                return arguments
            }
        }
        return arguments
    }

    /// Skips a balanced group starting at an opening bracket; linear, no recursion.
    mutating func skipBalanced() {
        var depth = 0
        while pos < toks.count {
            let b = toks.firstByte(pos)
            if toks.kind(pos) == .punctuation {
                if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { depth += 1 }
                if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { depth -= 1 }
            }
            pos += 1
            if depth <= 0 { return }
        }
    }

    /// Skips to just after the closing bracket of the group we are in, without crossing a `{`/`}`.
    private mutating func skipToClose(_ close: UInt8) {
        finish()
        var depth = 0
        while pos < toks.count {
            if toks.kind(pos) == .punctuation {
                let b = toks.firstByte(pos)
                if b == UInt8(ascii: "{") || b == UInt8(ascii: "}") { return }
                if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
                if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") {
                    if depth == 0 {
                        if b == close { pos += 1 }
                        return
                    }
                    depth -= 1
                }
            }
            pos += 1
        }
    }
}
