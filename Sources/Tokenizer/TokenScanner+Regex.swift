import ViperLintCore
/// Regex literals `/.../` and `#/.../#`, a port of swift-syntax's RegexLiteralLexer: the scan
/// gives up (not a regex) on an unbalanced `)`, a space before the closing `/` or an unterminated
/// line unless the context forces a regex.
package extension TokenScanner {
    /// The end of the regex literal starting at `start` (pounds, then `/`), or nil when the bytes
    /// are not a regex here. Failed scans are remembered so that rescans stay linear.
    mutating func scanRegex(from start: Int, mustBeRegex: Bool) -> Int? {
        var cursor = start
        while cursor < n && base[cursor] == UInt8(ascii: "#") { cursor += 1 }
        let openPounds = cursor - start
        guard cursor < n && base[cursor] == UInt8(ascii: "/") else { return nil }
        let openSlash = cursor
        cursor += 1
        if !mustBeRegex && openSlash < failedRegexScanEnd { return nil }
        if openPounds == 0 {
            let next = at(cursor)
            if cursor < n && (next == 0x20 || next == 0x09) && !mustBeRegex { return nil }
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
            if openSlash > 0 && base[openSlash - 1] == UInt8(ascii: "*") { return nil }
        }
        var firstNewline = -1
        if openPounds > 0 {
            var scan = cursor
            while scan < n && (base[scan] == 0x20 || base[scan] == 0x09) { scan += 1 }
            if scan < n && (base[scan] == 0x0A || base[scan] == 0x0D) {
                firstNewline = scan
                cursor = scan
                if openPounds >= unterminatedExtendedRegexPounds { return firstNewline }
            }
        }
        let result = scanRegexBody(from: cursor, openPounds: openPounds, multiLine: firstNewline >= 0,
                                   mustBeRegex: mustBeRegex)
        lookaheadBytes += result.reached - openSlash
        switch result.outcome {
        case .done:
            return result.reached
        case .notARegex:
            failedRegexScanEnd = max(failedRegexScanEnd, result.reached)
            return nil
        case .unterminated:
            if firstNewline >= 0 {
                unterminatedExtendedRegexPounds = min(unterminatedExtendedRegexPounds, openPounds)
                return firstNewline
            }
            guard mustBeRegex else {
                failedRegexScanEnd = max(failedRegexScanEnd, result.reached)
                return nil
            }
            return result.reached
        }
    }

    package enum RegexOutcome { case done, notARegex, unterminated }

    private func scanRegexBody(from begin: Int, openPounds: Int, multiLine: Bool,
                               mustBeRegex: Bool) -> (outcome: RegexOutcome, reached: Int) {
        var cursor = begin
        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1
        while true {
            // A closing `/` with at least as many `#` as the opening.
            if cursor < n && base[cursor] == UInt8(ascii: "/") {
                var after = cursor + 1
                var closePounds = 0
                if openPounds > 0 {
                    while after < n && base[after] == UInt8(ascii: "#") { after += 1; closePounds += 1 }
                }
                if closePounds >= openPounds {
                    if closePounds == 0 {
                        let next = at(after)
                        if after < n && (next == UInt8(ascii: "*") || next == UInt8(ascii: "/")) {
                            return (.unterminated, after)
                        }
                        if lastUnescapedSpace >= 0 && lastUnescapedSpace + 1 == cursor && !mustBeRegex {
                            return (.notARegex, cursor)
                        }
                    }
                    return (.done, after)
                }
            }
            guard cursor < n else { return (.unterminated, cursor) }
            var escaped = false
            var c = base[cursor]
            if c == UInt8(ascii: "\\") {
                cursor += 1
                escaped = true
                guard cursor < n else { return (.unterminated, cursor) }
                c = base[cursor]
            }
            switch c {
            case 0x0A, 0x0D:
                guard multiLine else { return (.unterminated, cursor) }
            case UInt8(ascii: "(") where !escaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return (.notARegex, cursor + 1) }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "[") where !escaped:
                classDepth += 1
            case UInt8(ascii: "]") where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                if !escaped { lastUnescapedSpace = cursor }
            default:
                break
            }
            if c >= 0x80 {
                cursor += ScalarClasses.decode(base, cursor, n).length
            } else {
                cursor += 1
            }
        }
    }
}
