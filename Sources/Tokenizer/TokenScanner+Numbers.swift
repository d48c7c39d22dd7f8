import ViperLintCore
/// Integer and float literals: decimal, `0x` (hex floats with `p`), `0o`, `0b`, `_` separators,
/// exponents. `1.foo` and `1..<2` leave the `.` alone; malformed digits stay in the literal, as
/// swift-syntax recovers.
package extension TokenScanner {
    mutating func lexNumber() {
        let start = pos
        let kind: TokenKind
        if base[pos] == UInt8(ascii: "0") && at(pos + 1) == UInt8(ascii: "x") {
            kind = lexHexNumber()
        } else if base[pos] == UInt8(ascii: "0"), at(pos + 1) == UInt8(ascii: "o") || at(pos + 1) == UInt8(ascii: "b") {
            pos = identifierBodyEnd(from: pos + 2) // digits, separators and any bad digits
            kind = .integer
        } else {
            kind = lexDecimalNumber()
        }
        emit(kind, start, pos)
        previous = .expressionEnd
    }

    private mutating func skipDigits() {
        while pos < n, ScalarClasses.isDigit(base[pos]) || base[pos] == UInt8(ascii: "_") { pos += 1 }
    }

    private mutating func lexDecimalNumber() -> TokenKind {
        skipDigits()
        let c = at(pos)
        if c == UInt8(ascii: ".") {
            // `1.foo`, `1..<2`, `t.0.1`: the dot is not part of the number.
            if pos + 1 >= n || !ScalarClasses.isDigit(base[pos + 1]) || previous == .period { return .integer }
            pos += 1
            skipDigits()
        } else if !(c == UInt8(ascii: "e") || c == UInt8(ascii: "E")) || pos >= n {
            pos = identifierBodyEnd(from: pos) // `12abc`: an invalid digit, kept in the literal
            return .integer
        }
        if at(pos) == UInt8(ascii: "e") || at(pos) == UInt8(ascii: "E"), pos < n {
            pos += 1
            if at(pos) == UInt8(ascii: "-") || at(pos) == UInt8(ascii: "+"), pos < n { pos += 1 }
        }
        pos = identifierBodyEnd(from: pos)
        return .float
    }

    private mutating func lexHexNumber() -> TokenKind {
        pos += 2
        func skipHex(_ s: inout TokenScanner) {
            while s.pos < s.n, ScalarClasses.isHexDigit(s.base[s.pos]) || s.base[s.pos] == UInt8(ascii: "_") { s.pos += 1 }
        }
        guard pos < n, ScalarClasses.isHexDigit(base[pos]) else {
            pos = identifierBodyEnd(from: pos)
            return .integer
        }
        skipHex(&self)
        let c = at(pos)
        let isP = c == UInt8(ascii: "p") || c == UInt8(ascii: "P")
        if pos >= n || (c != UInt8(ascii: ".") && !isP) {
            pos = identifierBodyEnd(from: pos)
            return .integer
        }
        var dot: Int? = nil
        if c == UInt8(ascii: ".") {
            dot = pos
            guard pos + 1 < n, ScalarClasses.isHexDigit(base[pos + 1]) else { return .integer }
            pos += 1
            skipHex(&self)
            let q = at(pos)
            if pos >= n || (q != UInt8(ascii: "p") && q != UInt8(ascii: "P")) {
                // `0x1.foo`: member access on an integer unless a digit follows.
                if pos + 1 < n, !ScalarClasses.isDigit(base[pos + 1]), let dot {
                    pos = dot
                }
                return .integer
            }
        }
        pos += 1 // the `p`
        var signed = false
        if at(pos) == UInt8(ascii: "+") || at(pos) == UInt8(ascii: "-"), pos < n {
            pos += 1
            signed = true
        }
        if pos < n, !ScalarClasses.isDigit(base[pos]), let dot, !signed,
           !ScalarClasses.isDigit(at(dot + 1)) {
            pos = dot
            return .integer
        }
        pos = identifierBodyEnd(from: pos)
        return .float
    }
}
