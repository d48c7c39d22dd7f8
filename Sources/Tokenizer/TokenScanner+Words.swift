import ViperLintCore
/// Identifiers, keywords, `$` names, backticked names, `@attributes`, `#directives`, numbers and
/// non-ASCII starts.
package extension TokenScanner {
    /// Advances over identifier-body scalars starting at `i`; returns the end.
    @inline(__always)
    func identifierBodyEnd(from i: Int) -> Int {
        var j = i
        while j < n {
            let c = base[j]
            if byteFlags[Int(c)] & ScalarClasses.identifierBodyFlag != 0 {
                j += 1
            } else if c < 0x80 {
                break
            } else {
                let (scalar, length) = ScalarClasses.decode(base, j, n)
                guard let scalar, ScalarClasses.isIdentifierBody(scalar) else { break }
                j += length
            }
        }
        return j
    }

    /// True when an identifier head scalar starts at `i`.
    func isIdentifierHead(at i: Int) -> Bool {
        guard i < n else { return false }
        let c = base[i]
        if c < 0x80 { return ScalarClasses.isASCIIIdentifierHead(c) }
        guard let scalar = ScalarClasses.decode(base, i, n).scalar else { return false }
        return ScalarClasses.isIdentifierHead(scalar)
    }

    mutating func lexIdentifier(headLength: Int = 1) {
        let start = pos
        pos = identifierBodyEnd(from: pos + headLength)
        guard let role = keywords.role(base, start, pos) else {
            emit(.identifier, start, pos)
            previous = .expressionEnd
            return
        }
        emit(.keyword, start, pos)
        switch role {
        case .other: previous = .expressionStart
        case .endsExpression: previous = .expressionEnd
        case .funcOrOperator: previous = .funcOrOperator
        case .try: previous = .tryKeyword
        }
    }

    /// `$0`, `$name`, and a lone `$`.
    mutating func lexDollarIdentifier() {
        let start = pos
        pos = identifierBodyEnd(from: pos + 1)
        emit(.identifier, start, pos)
        previous = .expressionEnd
    }

    /// `` `name` `` on one line; without a closing backtick the backtick is punctuation.
    mutating func lexEscapedIdentifier() {
        let start = pos
        var j = pos + 1
        while j < n, base[j] != UInt8(ascii: "`"), base[j] != 0x0A, base[j] != 0x0D { j += 1 }
        if j < n && base[j] == UInt8(ascii: "`") {
            pos = j + 1
            emit(.identifier, start, pos)
        } else {
            pos += 1
            emit(.punctuation, start, pos)
        }
        previous = .expressionEnd
    }

    /// `@name` is one attribute token; a lone `@` is punctuation.
    mutating func lexAttribute() {
        let start = pos
        if isIdentifierHead(at: pos + 1) {
            pos = identifierBodyEnd(from: pos + 1)
            emit(.attribute, start, pos)
        } else {
            pos += 1
            emit(.punctuation, start, pos)
        }
        previous = .expressionEnd
    }

    /// `#!` shebang, raw string `#"`, extended regex `#/`, `#name`, or a lone `#`.
    mutating func lexPound(preferRegex: Bool) {
        let start = pos
        if start == 0 && at(1) == UInt8(ascii: "!") {
            while pos < n, base[pos] != 0x0A, base[pos] != 0x0D { pos += 1 }
            emit(.shebang, start, pos)
            previous = .expressionEnd
            return
        }
        var j = pos
        while j < n && base[j] == UInt8(ascii: "#") { j += 1 }
        if j < n && base[j] == UInt8(ascii: "\"") {
            pos = j
            beginString(openingAt: start, pounds: j - start)
            return
        }
        if j < n && base[j] == UInt8(ascii: "/"), let end = scanRegex(from: start, mustBeRegex: true) {
            pos = end
            emit(.regex, start, pos)
            previous = .expressionEnd
            return
        }
        if isIdentifierHead(at: pos + 1) {
            pos = identifierBodyEnd(from: pos + 1)
            emit(.pound, start, pos)
            previous = isConditionalDirective(start + 1, pos) ? .expressionStart : .expressionEnd
        } else {
            pos += 1
            emit(.punctuation, start, pos)
            previous = .expressionEnd
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif`: after these a `/` may start a regex.
    func isConditionalDirective(_ start: Int, _ end: Int) -> Bool {
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == end - start else { return false }
            let p = word.utf8Start
            var k = 0
            while k < end - start {
                if p[k] != base[start + k] { return false }
                k += 1
            }
            return true
        }
        return matches("if") || matches("elseif") || matches("else") || matches("endif")
    }

    /// A byte >= 0x80 outside strings and comments.
    mutating func lexNonASCII(preferRegex: Bool) {
        let start = pos
        let (scalar, length) = ScalarClasses.decode(base, pos, n)
        guard let scalar else {
            pos += 1
            emit(.error, start, pos)
            previous = .expressionStart
            return
        }
        if ScalarClasses.isIdentifierHead(scalar) {
            lexIdentifier(headLength: length)
        } else if ScalarClasses.isOperatorHead(scalar) {
            lexOperator(preferRegex: preferRegex)
        } else if scalar == 0xA0 || scalar == 0xFEFF {
            lexWhitespace()
            if pos == start { // a lone U+FEFF that lexWhitespace does not take: never stall
                pos += length
                emit(.whitespace, start, pos)
            }
        } else if ScalarClasses.isIdentifierBody(scalar) {
            // A combining mark cannot start a name; like swift-syntax, recover as an identifier.
            pos = identifierBodyEnd(from: pos)
            emit(.identifier, start, pos)
            previous = .expressionEnd
        } else {
            pos += length
            emit(.error, start, pos)
            previous = .expressionStart
        }
    }
}
