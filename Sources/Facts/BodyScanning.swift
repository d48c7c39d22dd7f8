import ViperLintCore
import ViperLintTokenizer
/// Code inside bodies: calls with their argument labels and receivers, assignments to members,
/// and type names used in expressions.
package extension ExtractionState {
    /// A lowercase identifier in code: a call, a member assignment, or nothing of interest.
    mutating func codeIdentifier() {
        clearDeclarationPrefix()
        let nameIndex = i
        if inAccessorBlock && toks.isOne(i, of: ExtractionState.accessorWords) {
            // `set(newValue) { ... }`, `willSet { ... }`: accessor heads, not calls.
            i += 1
            if toks.isByte(i, UInt8(ascii: "(")) && toks.isWord(i + 1) && toks.isByte(i + 2, UInt8(ascii: ")")) { i += 3 }
            return
        }
        if toks.isByte(i + 1, UInt8(ascii: "(")) && !toks.newlineBefore[i + 1] {
            let callIndex = appendCall(at: nameIndex)
            parens.append(ParenFrame(typeIndex: currentTypeIndex, callIndex: callIndex, expectArgument: true, openIndex: i + 1))
            i += 2
            return
        }
        if toks.isByte(i + 1, UInt8(ascii: "{")) && !toks.newlineBefore[i + 1] && startsTrailingClosure() {
            _ = appendCall(at: nameIndex) // `fetch { ... }`: a call whose only argument is a closure
            i += 1
            return
        }
        // `window!.rootViewController! = nav`: a force-unwrapped member is assigned all the same.
        let unwrapped = toks.kind(i + 1) == .operator && toks.is(i + 1, "!") && toks.tokens[i + 1].start == toks.tokens[i].end
        if toks.kind(i + 1) == .operator && toks.is(i + 1, "=") || unwrapped && toks.kind(i + 2) == .operator && toks.is(i + 2, "=") {
            let hasReceiver = toks.isByte(i - 1, UInt8(ascii: "."))
            if hasReceiver || toks.newlineBefore[i] || toks.isByte(i - 1, UInt8(ascii: ";")) {
                let assignment = MemberAssignment(name: toks.name(nameIndex), position: toks.position(nameIndex), member: currentMember,
                                                  receiver: hasReceiver ? receiver(before: nameIndex) : "")
                appendBody { $0.assignments.append(assignment) }
                // `cameraPresenter = .init(output: self)`: the stored property's declared type is
                // what the implicit member creates (a property declared earlier in the type).
                if (!hasReceiver || assignment.receiver == "self"), isImplicitInit(at: nameIndex + 2),
                   currentTypeIndex >= 0, let type = facts.types[currentTypeIndex].properties.last(where: {
                       $0.name == assignment.name && !$0.isStatic })?.type, !ExtractionState.isIgnoredTypeName(type.name) {
                    let mention = TypeMention(name: type.name, position: toks.position(nameIndex + 3), context: .initializerCall,
                                              member: currentMember)
                    appendBody { $0.mentions.append(mention) }
                }
            }
        }
        i += 1
    }

    private static let accessorWords = WordSet(["get", "set", "willSet", "didSet", "_read", "_modify", "init"])

    /// Records a call named by the token at `nameIndex`; returns its index in the body's calls.
    private mutating func appendCall(at nameIndex: Int) -> Int {
        let receiverText = receiver(before: nameIndex)
        let call = CallSite(name: toks.name(nameIndex), labels: [], receiver: receiverText,
                            position: toks.position(nameIndex), member: currentMember)
        var callIndex = 0
        appendBody { body in
            body.calls.append(call)
            callIndex = body.calls.count - 1
        }
        return callIndex
    }

    /// `name {` is a trailing closure in code, but a statement's body after `if x`, `switch y`,
    /// `for a in b`, and nothing callable directly in a type's body.
    private mutating func startsTrailingClosure() -> Bool {
        if conditionScopeDepth == scopes.count && conditionParenDepth == parens.count { return false }
        if inTypeBody && typeLevelMember == nil { return false }
        // `var tint: UIColor = .white { didSet { ... } }`: observers, not a closure.
        return accessorKind(afterBrace: i + 2) != .observers
    }

    /// The argument label at `i` when an argument starts here: `label:` is consumed and true is
    /// returned; otherwise `_` is recorded and the token is left for normal processing.
    mutating func noteArgument() -> Bool {
        guard let frame = parens.last, frame.callIndex >= 0 else { return false }
        var label = "_"
        var consumed = false
        var isReference = false
        if toks.isWord(i) && toks.isByte(i + 1, UInt8(ascii: ":")) {
            label = toks.name(i)
            consumed = true
            // `foo(bar:)`, `foo(_:animated:)`: a function reference, not a call.
            isReference = label == "_" || toks.isByte(i + 2, UInt8(ascii: ")"))
                || (toks.isWord(i + 2) && toks.isByte(i + 3, UInt8(ascii: ":")))
        }
        let typeIndex = frame.typeIndex
        let callIndex = frame.callIndex
        var start = consumed ? i + 2 : i
        // `present(self.picker, ...)`, `present(self?.picker ?? fallback, ...)`: the value is `picker`.
        if toks.is(start, "self") {
            let dot = toks.isByte(start + 1, UInt8(ascii: "?")) ? start + 2 : start + 1
            if toks.isByte(dot, UInt8(ascii: ".")) && toks.isWord(dot + 1) { start = dot + 1 }
        }
        let first: String? = toks.isWord(start) ? toks.name(start) : nil
        func note(_ call: inout CallSite) {
            if call.labels.isEmpty {
                call.firstArgument = first
                // Room for a typical argument list at once (compaction replaces the array with a
                // shared exact one anyway): growing from one label reallocated at every label.
                call.labels.reserveCapacity(4)
            }
            call.labels.append(label)
        }
        if typeIndex >= 0 {
            if typeIndex < facts.types.count && callIndex < facts.types[typeIndex].body.calls.count {
                note(&facts.types[typeIndex].body.calls[callIndex])
            }
        } else if callIndex < facts.topLevel.calls.count {
            note(&facts.topLevel.calls[callIndex])
        }
        if isReference {
            references.append((typeIndex, callIndex))
            // Skip the rest of the reference so its labels are not read as more arguments.
            parens[parens.count - 1].callIndex = -1
        }
        if consumed { i += 2 }
        return consumed
    }

    /// A type name in code: `Foo(...)`, `Foo.shared`, `x as? Foo`, `[Foo]()`, `let x: Foo`.
    mutating func typeMentionInCode() {
        clearDeclarationPrefix()
        var name = toks.name(i)
        var position = toks.position(i)
        let first = i
        var j = i + 1
        while toks.isByte(j, UInt8(ascii: ".")) && toks.looksLikeTypeName(j + 1) && !toks.is(j + 1, "Type") {
            name += "." + toks.name(j + 1)
            position = toks.position(j + 1)
            j += 2
        }
        var context = MentionContext.other
        let previous = first - 1
        // `Foo<Bar, Baz>(...)`: the call comes after the generic arguments.
        let callHead = toks.is(j, "<") ? indexAfterGenericArguments(at: j) ?? j : j
        if toks.kind(previous) == .keyword && (toks.is(previous, "as") || toks.is(previous, "is")) {
            context = .cast
        } else if toks.kind(previous) == .operator && (toks.is(previous, "?") || toks.is(previous, "!")) && toks.is(previous - 1, "as") {
            context = .cast
        } else if toks.isByte(previous, UInt8(ascii: ":")) && !(toks.isByte(callHead, UInt8(ascii: "(")) && !toks.newlineBefore[callHead]) {
            // `presenter: HomePresenter(...)` is an argument, not an annotation.
            context = .annotation
        } else if toks.kind(previous) == .operator && toks.is(previous, "->") {
            context = .signature
        }
        if context == .other {
            if toks.isByte(callHead, UInt8(ascii: "(")) && !toks.newlineBefore[callHead] {
                context = .initializerCall
            } else if toks.isByte(callHead, UInt8(ascii: ".")) && toks.is(callHead + 1, "init") {
                context = .initializerCall
            } else if toks.isByte(j, UInt8(ascii: ".")) && toks.isWord(j + 1) {
                context = .staticMember
            }
        }
        if !ExtractionState.isIgnoredTypeName(name) {
            let mention = TypeMention(name: name, position: position, context: context, member: currentMember)
            appendBody { $0.mentions.append(mention) }
        }
        i = j
    }

    /// The index just after the generic argument clause that opens at `open` (`<` written right
    /// after the type's name), when the clause closes within a few dozen tokens of type syntax;
    /// nil for anything else, such as a comparison (`Foo < limit`) or an unclosed `<`.
    private func indexAfterGenericArguments(at open: Int) -> Int? {
        guard open > 0, open < toks.tokens.count, toks.tokens[open].start == toks.tokens[open - 1].end else { return nil }
        var depth = 1
        var k = open + 1
        let limit = min(toks.tokens.count, open + 64)
        while k < limit {
            switch toks.kind(k) {
            case .identifier, .keyword:
                break
            case .operator:
                let text = toks.text(k)
                if text.allSatisfy({ $0 == ">" }) {
                    depth -= text.count
                    if depth == 0 { return k + 1 }
                    if depth < 0 { return nil }
                } else if text == "<" {
                    depth += 1
                } else if !(text == "?" || text == "!" || text == "->" || text == "&" || text == "...") {
                    return nil
                }
            case .punctuation:
                guard toks.isByte(k, UInt8(ascii: ",")) || toks.isByte(k, UInt8(ascii: ".")) || toks.isByte(k, UInt8(ascii: ":"))
                    || toks.isByte(k, UInt8(ascii: "[")) || toks.isByte(k, UInt8(ascii: "]"))
                    || toks.isByte(k, UInt8(ascii: "(")) || toks.isByte(k, UInt8(ascii: ")")) else { return nil }
            default:
                return nil
            }
            k += 1
        }
        return nil
    }

    /// A switch of `==` is the set lookup without hashing every name.
    static func isIgnoredTypeName(_ name: String) -> Bool {
        // None is longer than 9 bytes: most names are rejected by their length alone.
        guard name.utf8.count <= 9 else { return false }
        switch name {
        case "Self", "Any", "Type", "Protocol", "AnyObject": return true
        default: return false
        }
    }

    /// The receiver chain written before `.name`, e.g. `self?.navigationController?`; "" when
    /// there is no dot (implicit self) and "." for an implicit member expression (`.push(vc)`).
    /// Arguments are elided: `a.b(x).c { ... }.d()` has receiver `a.b().c{}`.
    mutating func receiver(before nameIndex: Int) -> String {
        guard toks.isByte(nameIndex - 1, UInt8(ascii: ".")) else { return "" }
        var j = nameIndex - 2
        var text = ReversedText(buffer: receiverScratch)
        receiverScratch = []
        var steps = 0
        defer {
            toks.work.scannedTokens += steps
            text.bytes.removeAll(keepingCapacity: true)
            receiverScratch = text.bytes
        }
        // Each step moves `j` back by at least one token; bounded so the walk stays constant-time.
        while j >= 0 && steps < 32 {
            steps += 1
            guard let next = operandBefore(j, into: &text) else { break }
            j = next
            guard toks.isByte(j, UInt8(ascii: ".")) else { break }
            text.prepend(piece: UInt8(ascii: "."))
            j -= 1
        }
        if text.pieces == 0 { return "." }
        if text.lastPieceIsDot { text.bytes.removeLast() }
        return text.makeString()
    }

    /// A receiver chain written from its end: the walk meets the pieces last first. Each piece
    /// is stored reversed, so reversing everything once at the end gives the chain; one String
    /// is made instead of one per piece and one more to join them.
    struct ReversedText {
        var bytes: [UInt8] = []
        /// Pieces prepended so far, and whether the latest was a separating dot.
        var pieces = 0
        var lastPieceIsDot = false

        /// `buffer`: an empty array whose capacity is reused.
        init(buffer: [UInt8]) {
            bytes = buffer
            if bytes.capacity < 64 { bytes.reserveCapacity(64) }
        }

        mutating func prepend(piece byte: UInt8) {
            bytes.append(byte)
            pieces += 1
            lastPieceIsDot = byte == UInt8(ascii: ".")
        }

        /// Prepends `source[range]` followed by the `?`/`!` tokens `postfix` (one byte each)
        /// as one piece.
        mutating func prepend(_ source: [UInt8], _ range: Range<Int>, postfix: Range<Int>, of toks: SignificantTokens) {
            var k = postfix.upperBound - 1
            while k >= postfix.lowerBound {
                bytes.append(toks.bytes[toks.tokens[k].start])
                k -= 1
            }
            k = range.upperBound - 1
            while k >= range.lowerBound {
                bytes.append(source[k])
                k -= 1
            }
            pieces += 1
            lastPieceIsDot = false
        }

        /// The token's text as a piece: its bytes when ASCII; otherwise its repaired text, so
        /// that invalid UTF-8 is replaced within the token exactly as a String of it would be.
        /// Over `limit` bytes of text, the piece is `"…"`.
        mutating func prepend(token j: Int, postfix: Range<Int>, of toks: SignificantTokens, abbreviateOver limit: Int = Int.max) {
            let t = toks.tokens[j]
            var ascii = true
            var k = t.start
            while k < t.end {
                if toks.bytes[k] >= 0x80 { ascii = false; break }
                k += 1
            }
            if ascii {
                if t.end - t.start <= limit {
                    prepend(toks.bytes, t.start..<t.end, postfix: postfix, of: toks)
                } else {
                    prepend(ReversedText.elidedLiteral, 0..<ReversedText.elidedLiteral.count, postfix: postfix, of: toks)
                }
                return
            }
            let repaired = Array(toks.text(j).utf8)
            let piece = repaired.count <= limit ? repaired : ReversedText.elidedLiteral
            prepend(piece, 0..<piece.count, postfix: postfix, of: toks)
        }

        static let elidedLiteral = Array("\"…\"".utf8)

        mutating func makeString() -> String {
            bytes.reverse()
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Reads one operand of a chain ending at `end` (`foo`, `foo?`, `bar(...)!`, `map { }`,
    /// `"text"`), prepending its pieces; returns the index before it, or nil when there is no
    /// operand there.
    private mutating func operandBefore(_ end: Int, into text: inout ReversedText) -> Int? {
        var j = end
        while j >= 0 && toks.kind(j) == .operator && (toks.is(j, "?") || toks.is(j, "!")) { j -= 1 }
        // The `?` and `!` tokens after the operand: they belong to its first (rightmost) piece.
        var postfix = (j + 1)..<(end + 1)
        // Bracket groups are stepped over in constant time (recently closed brackets): one each.
        var brackets = 0
        let postfixTokens = end - j
        defer { toks.work.scannedTokens += postfixTokens + brackets }
        var sawBracket = false
        while toks.kind(j) == .punctuation {
            brackets += 1
            let close = toks.firstByte(j)
            guard close == UInt8(ascii: ")") || close == UInt8(ascii: "]") || close == UInt8(ascii: "}"),
                  let open = matchingOpen(j, close: close) else { break }
            let pair = close == UInt8(ascii: ")") ? ExtractionState.parentheses
                : close == UInt8(ascii: "]") ? ExtractionState.squareBrackets : ExtractionState.braces
            text.prepend(pair, 0..<2, postfix: postfix, of: toks)
            postfix = postfix.upperBound..<postfix.upperBound
            sawBracket = true
            j = open - 1
            // `foo(x) { }`, `a[0](1)`: brackets applied in a row on one line belong together.
            if toks.newlineBefore[open] { return j }
        }
        if toks.isWord(j) {
            text.prepend(token: j, postfix: postfix, of: toks)
            return j - 1
        }
        if let kind = toks.kind(j), kind == .string || kind == .integer || kind == .float {
            text.prepend(token: j, postfix: postfix, of: toks, abbreviateOver: 32)
            return j - 1
        }
        if sawBracket { return j }
        if !postfix.isEmpty { text.prepend([], 0..<0, postfix: postfix, of: toks) }
        return nil
    }

    private static let parentheses = Array("()".utf8)
    private static let squareBrackets = Array("[]".utf8)
    private static let braces = Array("{}".utf8)

    /// The `(`/`[`/`{` matching the closing token at `close`: from the recently closed brackets,
    /// else by a short backward scan.
    private mutating func matchingOpen(_ closeIndex: Int, close: UInt8) -> Int? {
        if let open = recentlyClosed.open(matching: closeIndex) { return open }
        let open: UInt8 = close == UInt8(ascii: ")") ? UInt8(ascii: "(") : close == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        var depth = 0
        var k = closeIndex
        defer { toks.work.scannedTokens += closeIndex - k }
        let limit = max(0, closeIndex - 64)
        while k >= limit {
            if toks.isByte(k, close) { depth += 1 }
            if toks.isByte(k, open) { depth -= 1; if depth == 0 { return k } }
            k -= 1
        }
        return nil
    }
}
