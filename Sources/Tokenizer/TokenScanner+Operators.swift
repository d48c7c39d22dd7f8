import ViperLintCore
/// Operators (maximal munch with Swift's rules) and the regex-literal decision for `/`, mirroring
/// swift-syntax's `lexOperatorIdentifier` and `tryScanOperatorAsRegexLiteral`.
package extension TokenScanner {
    /// swift-syntax `isLeftBound`: is the operator starting at `i` glued to what precedes it?
    func isLeftBound(_ i: Int) -> Bool {
        guard i > 0 else { return false }
        switch base[i - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(i >= 2 && base[i - 2] == UInt8(ascii: "*")) // end of a block comment
        case 0xA0:
            return !(i >= 2 && base[i - 2] == 0xC2) // no-break space
        default:
            return true
        }
    }

    /// swift-syntax `isRightBound`: is the operator ending at `i` glued to what follows?
    func isRightBound(_ i: Int, leftBound: Bool) -> Bool {
        guard i < n else { return false }
        switch base[i] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = at(i + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        case 0xC2:
            return at(i + 1) != 0xA0
        default:
            return true
        }
    }

    /// The end of the operator-body scalar at `i`, or nil.
    @inline(__always)
    func operatorScalarEnd(at i: Int, head: Bool) -> Int? {
        guard i < n else { return nil }
        let c = base[i]
        if c < 0x80 { return ScalarClasses.isASCIIOperator(c) ? i + 1 : nil }
        let (scalar, length) = ScalarClasses.decode(base, i, n)
        guard let scalar else { return nil }
        let ok = head ? ScalarClasses.isOperatorHead(scalar) : ScalarClasses.isOperatorBody(scalar)
        return ok ? i + length : nil
    }

    mutating func lexOperator(preferRegex: Bool) {
        let start = pos
        guard var end = operatorScalarEnd(at: pos, head: true) else {
            pos += 1
            emit(.error, start, pos)
            return
        }
        let startsWithDot = base[start] == UInt8(ascii: ".")
        while end < n {
            // A `.` continues an operator only when the operator began with `.`.
            if base[end] == UInt8(ascii: ".") && !startsWithDot { break }
            guard let next = operatorScalarEnd(at: end, head: false) else { break }
            end = next
        }
        // The first `/` of the operator may open a regex literal.
        var slash = start
        while slash < end && base[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < end, let regexEnd = regexAfterOperator(slash: slash, start: start, end: end, preferRegex: preferRegex) {
            if slash > start {
                emit(operatorKind(start, slash), start, slash)
            }
            pos = regexEnd
            emit(.regex, slash, regexEnd)
            previous = .expressionEnd
            return
        }
        // `//` or `/*` inside an operator starts a comment.
        if end - start > 2 {
            var i = start + 1
            while i + 1 < end {
                if base[i] == UInt8(ascii: "/") && (base[i + 1] == UInt8(ascii: "/") || base[i + 1] == UInt8(ascii: "*")) {
                    end = i
                    break
                }
                i += 1
            }
        }
        pos = end
        emit(operatorKind(start, end), start, end)
    }

    /// Token kind of the operator `start..<end`; also records what it means for the next token.
    mutating func operatorKind(_ start: Int, _ end: Int) -> TokenKind {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)
        let length = end - start
        let first = base[start]
        if length == 1 {
            switch first {
            case UInt8(ascii: "."):
                previous = .period
                return .punctuation
            case UInt8(ascii: "?"):
                previous = leftBound ? .expressionEnd : .expressionStart
                return .operator
            case UInt8(ascii: "="):
                previous = .expressionStart
                return .operator
            default:
                break
            }
        } else if length == 2 && first == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") {
            previous = .expressionEnd
            return .operator
        }
        if length >= 2 && containsCommentEnd(start, end) {
            previous = .expressionStart // swift-syntax: an unknown token
            return .error
        }
        previous = (leftBound && !rightBound) ? .expressionEnd : .expressionStart
        return .operator
    }

    private func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var i = start
        while i + 1 < end {
            if base[i] == UInt8(ascii: "*") && base[i + 1] == UInt8(ascii: "/") { return true }
            i += 1
        }
        return false
    }

    /// swift-syntax `tryScanOperatorAsRegexLiteral`: the end of a regex opening at `slash`, or nil.
    mutating func regexAfterOperator(slash: Int, start: Int, end: Int, preferRegex: Bool) -> Int? {
        let leftBound = isLeftBound(start)
        guard !leftBound else { return nil }
        if previous == .funcOrOperator { return nil }
        let rightBound = isRightBound(end, leftBound: leftBound)
        var mustBeRegex = false
        if leftBound == rightBound {
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !previous.allowsRegex { return nil }
            if previous != .listOpener { mustBeRegex = true }
        }
        return scanRegex(from: slash, mustBeRegex: mustBeRegex)
    }
}
