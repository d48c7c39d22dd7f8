import ViperLintCore
/// String literals: `"..."`, `"""..."""`, `#"..."#` with any number of `#`, `'...'`, escapes and
/// interpolations `\( )` / `\#( )` nested to any depth through the scope stack.
package extension TokenScanner {
    /// Opens a string at `pos` (a quote; `openingAt` is where the `#`s began).
    mutating func beginString(openingAt start: Int, pounds: Int) {
        if scopes.isEmpty { stringStart = start }
        let quote = base[pos]
        if quote == UInt8(ascii: "'") {
            pos += 1
            scopes.append(.string(.singleQuote, pounds: pounds))
            return
        }
        if at(pos + 1) == UInt8(ascii: "\"") && at(pos + 2) == UInt8(ascii: "\"")
            && !(pounds > 0 && closesOnSameLine(after: pos + 3, pounds: pounds)) {
            pos += 3
            scopes.append(.string(.multiLine, pounds: pounds))
        } else {
            pos += 1
            scopes.append(.string(.singleLine, pounds: pounds))
        }
    }

    /// `#"""#` and `#"""a"#` are single-line raw strings: a closing `"#` follows on the same line.
    mutating func closesOnSameLine(after start: Int, pounds: Int) -> Bool {
        if let _ = delimiterEnd(at: start, pounds: pounds) { return true }
        var i = start
        defer { lookaheadBytes += i - start }
        while i < n {
            let c = base[i]
            if c == 0x0A || c == 0x0D { return false }
            i += 1
            if c == UInt8(ascii: "\""), delimiterEnd(at: i, pounds: pounds) != nil { return true }
        }
        return false
    }

    /// When at least `pounds` `#` start at `i`, the offset after them (swift-syntax consumes one
    /// extra `#` when present); otherwise nil. Zero pounds always match.
    @inline(__always)
    func delimiterEnd(at i: Int, pounds: Int) -> Int? {
        if pounds == 0 { return i }
        var j = i
        while j < n && base[j] == UInt8(ascii: "#") && j - i <= pounds { j += 1 }
        return j - i >= pounds ? j : nil
    }

    /// Scans the body of the innermost string until it closes, an interpolation opens, a newline
    /// ends a single-line string, or the input ends.
    mutating func scanStringBody(_ shape: StringShape, pounds: Int) {
        while pos < n {
            let c = base[pos]
            switch c {
            case UInt8(ascii: "\\"):
                guard let afterPounds = delimiterEnd(at: pos + 1, pounds: pounds) else {
                    pos += 1
                    continue
                }
                if at(afterPounds) == UInt8(ascii: "(") && afterPounds < n {
                    pos = afterPounds + 1
                    scopes.append(.interpolation(parenDepth: 0, inSingleLineString: shape != .multiLine))
                    previous = .listOpener
                    return
                }
                pos = escapeEnd(at: afterPounds)
            case 0x0A, 0x0D:
                if shape != .multiLine {
                    endString() // unterminated single-line string ends before the newline
                    return
                }
                pos += 1
            case UInt8(ascii: "\""):
                if shape == .singleLine {
                    if let end = delimiterEnd(at: pos + 1, pounds: pounds) {
                        pos = closingPoundsEnd(end, pounds: pounds)
                        endString()
                        return
                    }
                } else if shape == .multiLine, at(pos + 1) == UInt8(ascii: "\""),
                          at(pos + 2) == UInt8(ascii: "\""), pos + 2 < n,
                          let end = delimiterEnd(at: pos + 3, pounds: pounds) {
                    pos = closingPoundsEnd(end, pounds: pounds)
                    endString()
                    return
                }
                pos += 1
            case UInt8(ascii: "'") where shape == .singleQuote:
                pos += 1
                endString()
                return
            default:
                pos += 1
            }
        }
    }

    /// A raw string's closing quote takes every following `#` (extra ones are an error for the
    /// compiler, but swift-syntax keeps them in the literal).
    @inline(__always)
    func closingPoundsEnd(_ end: Int, pounds: Int) -> Int {
        guard pounds > 0 else { return end }
        var j = end
        while j < n && base[j] == UInt8(ascii: "#") { j += 1 }
        return j
    }

    /// The end of an escape whose character starts at `i` (after `\` and its pounds).
    func escapeEnd(at i: Int) -> Int {
        guard i < n else { return i }
        let c = base[i]
        switch c {
        case UInt8(ascii: "u"):
            guard at(i + 1) == UInt8(ascii: "{") && i + 1 < n else { return i + 1 }
            var j = i + 2
            while j < n && ScalarClasses.isHexDigit(base[j]) { j += 1 }
            if j < n && base[j] == UInt8(ascii: "}") { j += 1 }
            return j
        case 0x0A, 0x0D:
            return i // the newline is handled by the body loop
        default:
            let simple = c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "\\")
            return simple || ScalarClasses.isASCIIIdentifierBody(c) ? i + 1 : i
        }
    }

    mutating func endString() {
        scopes.removeLast()
        if scopes.isEmpty {
            emit(.string, stringStart, pos)
        }
        previous = .expressionEnd
    }
}
