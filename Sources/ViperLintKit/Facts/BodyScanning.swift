/// Code inside bodies: calls with their argument labels and receivers, assignments to members,
/// and type names used in expressions.
extension ExtractionState {
    /// A lowercase identifier in code: a call, a member assignment, or nothing of interest.
    mutating func codeIdentifier() {
        clearDeclarationPrefix()
        let nameIndex = i
        if toks.isByte(i + 1, UInt8(ascii: "(")) && !toks.newlineBefore[i + 1] {
            let call = CallSite(name: toks.name(nameIndex), labels: [], receiver: receiver(before: nameIndex),
                                position: toks.position(nameIndex), member: currentMember, inStaticMember: currentIsStatic)
            let typeIndex = currentTypeIndex
            var callIndex = 0
            appendBody { body in
                body.calls.append(call)
                callIndex = body.calls.count - 1
            }
            parens.append(ParenFrame(typeIndex: typeIndex, callIndex: callIndex, expectArgument: true))
            i += 2
            return
        }
        if toks.kind(i + 1) == .operator && toks.is(i + 1, "=") {
            let hasReceiver = toks.isByte(i - 1, UInt8(ascii: "."))
            if hasReceiver || toks.newlineBefore[i] || toks.isByte(i - 1, UInt8(ascii: ";")) {
                let assignment = MemberAssignment(name: toks.name(nameIndex), receiver: hasReceiver ? receiver(before: nameIndex) : "",
                                                  position: toks.position(nameIndex), member: currentMember)
                appendBody { $0.assignments.append(assignment) }
            }
        }
        i += 1
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
        let first: String? = !consumed && toks.isWord(i) ? toks.name(i) : (consumed && toks.isWord(i + 2) ? toks.name(i + 2) : nil)
        func note(_ call: inout CallSite) {
            if call.labels.isEmpty { call.firstArgument = first }
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
        if toks.kind(previous) == .keyword && (toks.is(previous, "as") || toks.is(previous, "is")) {
            context = .cast
        } else if toks.kind(previous) == .operator && (toks.is(previous, "?") || toks.is(previous, "!")) && toks.is(previous - 1, "as") {
            context = .cast
        } else if toks.isByte(previous, UInt8(ascii: ":")) {
            context = .annotation
        } else if toks.kind(previous) == .operator && toks.is(previous, "->") {
            context = .signature
        }
        if context == .other {
            if toks.isByte(j, UInt8(ascii: "(")) && !toks.newlineBefore[j] {
                context = .initializerCall
            } else if toks.isByte(j, UInt8(ascii: ".")) && toks.is(j + 1, "init") {
                context = .initializerCall
            } else if toks.isByte(j, UInt8(ascii: ".")) && toks.isWord(j + 1) {
                context = .staticMember
            }
        }
        if !ExtractionState.ignoredTypeNames.contains(name) {
            let mention = TypeMention(name: name, position: position, context: context, member: currentMember)
            appendBody { $0.mentions.append(mention) }
        }
        i = j
    }

    private static let ignoredTypeNames: Set<String> = ["Self", "Any", "Type", "Protocol", "AnyObject"]

    /// The receiver chain written before `.name`, e.g. `self?.navigationController?`; "" when
    /// there is no dot (implicit self) and "." for an implicit member expression (`.push(vc)`).
    func receiver(before nameIndex: Int) -> String {
        guard toks.isByte(nameIndex - 1, UInt8(ascii: ".")) else { return "" }
        var j = nameIndex - 2
        var pieces: [String] = []
        let limit = max(0, nameIndex - 64)
        var expectOperand = true
        while j >= limit {
            if expectOperand {
                // Postfix `?` / `!` belong to the operand before them.
                var postfix = ""
                while j >= limit && toks.kind(j) == .operator && (toks.is(j, "?") || toks.is(j, "!")) {
                    postfix = toks.text(j) + postfix
                    j -= 1
                }
                if j < limit { break }
                if toks.isByte(j, UInt8(ascii: ")")) || toks.isByte(j, UInt8(ascii: "]")) {
                    let close = toks.firstByte(j)
                    let open: UInt8 = close == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
                    var depth = 0
                    var k = j
                    while k >= limit {
                        if toks.isByte(k, close) { depth += 1 }
                        if toks.isByte(k, open) { depth -= 1; if depth == 0 { break } }
                        k -= 1
                    }
                    guard k >= limit else { break }
                    pieces.append((close == UInt8(ascii: ")") ? "()" : "[]") + postfix)
                    j = k - 1
                    // `foo(...)`: the called name belongs to the same operand.
                    if toks.isWord(j) && !toks.newlineBefore[k] {
                        pieces.append(toks.text(j))
                        j -= 1
                    }
                } else if toks.isWord(j) {
                    pieces.append(toks.text(j) + postfix)
                    j -= 1
                } else {
                    if !postfix.isEmpty { pieces.append(postfix) }
                    break
                }
                expectOperand = false
            } else {
                guard toks.isByte(j, UInt8(ascii: ".")) else { break }
                pieces.append(".")
                j -= 1
                expectOperand = true
            }
        }
        if pieces.isEmpty { return "." }
        if pieces.last == "." { pieces.removeLast() }
        return pieces.reversed().joined()
    }
}
