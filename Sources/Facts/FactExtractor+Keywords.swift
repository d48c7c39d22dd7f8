import ViperLintCore
import ViperLintTokenizer
/// Keywords and identifiers at the head of a statement: declarations, modifiers, and the
/// names that code scanning takes over.
package extension ExtractionState {

    mutating func keyword() {
        if toks.is(i, "class") {
            // `class func`, `class var`: a modifier. `class Foo`: a declaration.
            if toks.kind(i + 1) == .identifier && !isDeclarationModifier(i + 1) {
                typeDeclaration(.class)
            } else {
                if declarationStart < 0 { declarationStart = i }
                modifiers.isEmpty = false
                modifiers.isStatic = true
                i += 1
            }
            return
        }
        switch toks.firstByte(i) {
        case UInt8(ascii: "s"):
            if toks.is(i, "struct") { typeDeclaration(.struct); return }
            if toks.is(i, "subscript") { functionDeclaration(isSubscript: true); return }
            if toks.is(i, "static") { addModifier(); return }
        case UInt8(ascii: "e"):
            if toks.is(i, "enum") { typeDeclaration(.enum); return }
            if toks.is(i, "extension") { typeDeclaration(.extension); return }
        case UInt8(ascii: "p"):
            if toks.is(i, "protocol") { typeDeclaration(.protocol); return }
            if toks.is(i, "public") || toks.is(i, "private") || toks.is(i, "fileprivate") { addModifier(); return }
        case UInt8(ascii: "f"):
            if toks.is(i, "func") { functionDeclaration(isSubscript: false); return }
            if toks.is(i, "fileprivate") { addModifier(); return }
        case UInt8(ascii: "i"):
            if toks.is(i, "init") && declarationContext { functionDeclaration(isSubscript: false); return }
            if toks.is(i, "import") { importDeclaration(); return }
            if toks.is(i, "internal") { addModifier(); return }
        case UInt8(ascii: "v"):
            if toks.is(i, "var") { variableDeclaration(); return }
        case UInt8(ascii: "l"):
            if toks.is(i, "let") { variableDeclaration(); return }
        case UInt8(ascii: "t"):
            if toks.is(i, "typealias") { typealiasDeclaration(associated: false); return }
        case UInt8(ascii: "a"):
            if toks.is(i, "associatedtype") { typealiasDeclaration(associated: true); return }
        case UInt8(ascii: "c"):
            if toks.is(i, "case") && inEnumBody { enumCaseDeclaration(); return }
        case UInt8(ascii: "d"):
            if toks.is(i, "deinit") {
                clearDeclarationPrefix()
                pendingScope = Scope(typeIndex: currentTypeIndex, isTypeBody: false, member: "deinit", parenDepth: 0)
                pendingScopeToken = i
                i += 1
                return
            }
        default:
            break
        }
        if toks.is(i, "if") || toks.is(i, "guard") || toks.is(i, "switch") || toks.is(i, "for") || toks.is(i, "catch")
            || (toks.is(i, "while") && !closesRepeatBody(i - 1)) {
            conditionScopeDepth = scopes.count
            conditionParenDepth = parens.count
        }
        // `self.init(...)`, `super.init(...)`, `Foo.init(...)`, `.init(...)`: calls.
        if toks.is(i, "init") && toks.isByte(i + 1, UInt8(ascii: "(")) && !toks.newlineBefore[i + 1] {
            codeIdentifier()
            return
        }
        // `self`, `super`, `Self`, `Any` and the like in expressions.
        if toks.looksLikeTypeName(i) && !toks.isByte(i - 1, UInt8(ascii: ".")) {
            typeMentionInCode()
            return
        }
        if toks.is(i, "self") || toks.is(i, "super") {
            if toks.isByte(i + 1, UInt8(ascii: ".")) { clearDeclarationPrefix(); i += 1; return }
        }
        clearDeclarationPrefix()
        i += 1
    }

    /// `repeat { ... } while c`: the `while` has no body of its own.
    private mutating func closesRepeatBody(_ j: Int) -> Bool {
        guard toks.isByte(j, UInt8(ascii: "}")), let open = recentlyClosed.open(matching: j) else { return false }
        return toks.is(open - 1, "repeat")
    }

    /// `init` is a declaration when it is not a member access (`self.init(...)`, `Foo.init`).
    @inline(__always) var declarationContext: Bool {
        !toks.isByte(i - 1, UInt8(ascii: "."))
    }

    @inline(__always) var inEnumBody: Bool {
        let index = currentTypeIndex
        guard inTypeBody, index >= 0 else { return false }
        return facts.types[index].kind == .enum
    }

    mutating func addModifier() {
        if declarationStart < 0 { declarationStart = i }
        let word = i
        i += 1
        modifiers.isEmpty = false
        // The words compared as bytes: they are ASCII without `K`, `;` or `` ` ``, so a token's
        // text equals one exactly when its bytes do (see `SignificantTokens.isOne`).
        // private(set), unowned(safe), unowned(unsafe)
        if toks.isByte(i, UInt8(ascii: "(")) && toks.kind(i + 1) == .identifier && toks.isByte(i + 2, UInt8(ascii: ")")) {
            if toks.is(word, "unowned") {
                if toks.is(i + 1, "safe") {
                    modifiers.ownership = .unowned
                } else if toks.is(i + 1, "unsafe") {
                    modifiers.ownership = .unownedUnsafe
                }
            }
            i += 3
        } else if toks.is(word, "static") {
            modifiers.isStatic = true
        } else if toks.is(word, "weak") {
            modifiers.ownership = .weak
        } else if toks.is(word, "unowned") {
            modifiers.ownership = .unowned
        }
    }

    mutating func identifier() {
        let isModifierWord = isDeclarationModifier(i)
        if isModifierWord && followsAsModifier(i + 1) {
            addModifier()
            return
        }
        // MFRBaseArchitecture's slip: `weak viewController: UIViewController?` without `var`, at type level.
        if inTypeBody && (toks.is(i, "weak") || toks.is(i, "unowned")) && toks.kind(i + 1) == .identifier
            && toks.isByte(i + 2, UInt8(ascii: ":")) {
            addModifier()
            variableDeclaration(missingKeyword: true)
            return
        }
        if toks.is(i, "actor") && toks.kind(i + 1) == .identifier && (toks.newlineBefore[i] || !modifiers.isEmpty || hasAttributes) {
            typeDeclaration(.actor)
            return
        }
        if toks.looksLikeTypeName(i) {
            if !toks.isByte(i - 1, UInt8(ascii: ".")) {
                typeMentionInCode()
                return
            }
        }
        codeIdentifier()
    }

    /// One of `declarationModifiers`: most identifiers are rejected by their length or first
    /// byte before any comparison.
    mutating func isDeclarationModifier(_ k: Int) -> Bool {
        guard k >= 0 && k < toks.count else { return false }
        let length = toks.tokens[k].length
        guard length >= 4 && length <= 13 else { return false }
        switch toks.firstByte(k) {
        case UInt8(ascii: "w"), UInt8(ascii: "u"), UInt8(ascii: "s"), UInt8(ascii: "f"), UInt8(ascii: "l"),
             UInt8(ascii: "o"), UInt8(ascii: "p"), UInt8(ascii: "i"), UInt8(ascii: "m"), UInt8(ascii: "n"),
             UInt8(ascii: "r"), UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "_"), UInt8(ascii: "b"):
            return toks.isOne(k, of: ExtractionState.declarationModifiers)
        default:
            return false
        }
    }

    /// A modifier word is a modifier when a declaration (or another modifier) follows it.
    mutating func followsAsModifier(_ j: Int) -> Bool {
        var k = j
        // Skip (set) / (safe) arguments.
        if toks.isByte(k, UInt8(ascii: "(")) && toks.kind(k + 1) == .identifier && toks.isByte(k + 2, UInt8(ascii: ")")) { k += 3 }
        guard k < toks.count else { return false }
        if toks.kind(k) == .attribute { return true }
        if toks.kind(k) == .keyword {
            return toks.is(k, "var") || toks.is(k, "let") || toks.is(k, "func") || toks.is(k, "class")
                || toks.is(k, "struct") || toks.is(k, "enum") || toks.is(k, "protocol") || toks.is(k, "extension")
                || toks.is(k, "init") || toks.is(k, "subscript") || toks.is(k, "typealias") || toks.is(k, "case")
                || toks.is(k, "static") || toks.is(k, "public") || toks.is(k, "private") || toks.is(k, "fileprivate")
                || toks.is(k, "internal") || toks.is(k, "deinit") || toks.is(k, "associatedtype")
        }
        if toks.kind(k) == .identifier {
            return isDeclarationModifier(k) || toks.is(k, "actor")
        }
        return false
    }
}
