import ViperLintCore
/// Byte and Unicode-scalar classes of the Swift lexical grammar, on UTF-8 bytes.
/// The non-ASCII ranges mirror swift-syntax's UnicodeScalarExtensions.swift.
package enum ScalarClasses {
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        c &- 0x30 < 10 || (c | 0x20) &- 0x61 < 6
    }
    @inline(__always) static func isASCIIIdentifierHead(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F
    }
    @inline(__always) static func isASCIIIdentifierBody(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c == 0x5F || c &- 0x30 < 10 || c == 0x24
    }
    @inline(__always) static func isASCIIOperator(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Bit flags per byte value, so that the hot loops test a byte with one table read instead of
    /// a chain of range checks. Bytes 0x80 and above have no flag (they start a multi-byte
    /// scalar, classified after decoding).
    package static let identifierBodyFlag: UInt8 = 1
    /// Space, tab, vertical tab, form feed and NUL: the one-byte horizontal whitespace.
    package static let whitespaceFlag: UInt8 = 2

    /// The table, built once per process and never freed; a scanner copies the pointer so the
    /// loops do not pass through the global's lazy-initialisation check.
    nonisolated(unsafe) package static let byteFlags: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0..<256 {
            let c = UInt8(value)
            var flags: UInt8 = 0
            if isASCIIIdentifierBody(c) && c < 0x80 { flags |= identifierBodyFlag }
            if c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C || c == 0x00 { flags |= whitespaceFlag }
            table[value] = flags
        }
        return UnsafePointer(table)
    }()

    /// Decodes one scalar at `i` (which must be < `n`). Invalid or truncated UTF-8 yields
    /// `(nil, 1)` so that callers always make progress.
    @inline(__always)
    static func decode(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (scalar: UInt32?, length: Int) {
        let b0 = UInt32(p[i])
        if b0 < 0x80 { return (b0, 1) }
        func cont(_ k: Int) -> UInt32? {
            guard i + k < n else { return nil }
            let b = p[i + k]
            return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        if b0 & 0xE0 == 0xC0 {
            guard let c1 = cont(1) else { return (nil, 1) }
            let v = (b0 & 0x1F) << 6 | c1
            return v >= 0x80 ? (v, 2) : (nil, 1)
        }
        if b0 & 0xF0 == 0xE0 {
            guard let c1 = cont(1), let c2 = cont(2) else { return (nil, 1) }
            let v = (b0 & 0x0F) << 12 | c1 << 6 | c2
            return v >= 0x800 && !(0xD800...0xDFFF).contains(v) ? (v, 3) : (nil, 1)
        }
        if b0 & 0xF8 == 0xF0 {
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return (nil, 1) }
            let v = (b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            return v >= 0x10000 && v <= 0x10FFFF ? (v, 4) : (nil, 1)
        }
        return (nil, 1)
    }

    static func isIdentifierBody(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierBody(UInt8(c)) }
        return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF
            || (c >= 0x00B2 && c <= 0x00B5) || (c >= 0x00B7 && c <= 0x00BA)
            || (c >= 0x00BC && c <= 0x00BE) || (c >= 0x00C0 && c <= 0x00D6)
            || (c >= 0x00D8 && c <= 0x00F6) || (c >= 0x00F8 && c <= 0x00FF)
            || (c >= 0x0100 && c <= 0x167F) || (c >= 0x1681 && c <= 0x180D)
            || (c >= 0x180F && c <= 0x1FFF) || (c >= 0x200B && c <= 0x200D)
            || (c >= 0x202A && c <= 0x202E) || (c >= 0x203F && c <= 0x2040) || c == 0x2054
            || (c >= 0x2060 && c <= 0x206F) || (c >= 0x2070 && c <= 0x218F)
            || (c >= 0x2460 && c <= 0x24FF) || (c >= 0x2776 && c <= 0x2793)
            || (c >= 0x2C00 && c <= 0x2DFF) || (c >= 0x2E80 && c <= 0x2FFF)
            || (c >= 0x3004 && c <= 0x3007) || (c >= 0x3021 && c <= 0x302F)
            || (c >= 0x3031 && c <= 0x303F) || (c >= 0x3040 && c <= 0xD7FF)
            || (c >= 0xF900 && c <= 0xFD3D) || (c >= 0xFD40 && c <= 0xFDCF)
            || (c >= 0xFDF0 && c <= 0xFE44) || (c >= 0xFE47 && c <= 0xFFF8)
            || (c >= 0x10000 && c <= 0xEFFFD && c & 0xFFFF <= 0xFFFD)
    }

    static func isIdentifierHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierHead(UInt8(c)) }
        guard isIdentifierBody(c) else { return false }
        return !((c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
            || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F))
    }

    static func isOperatorHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIOperator(UInt8(c)) }
        return (c >= 0x00A1 && c <= 0x00A7)
            || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
            || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
            || c == 0x00BF || c == 0x00D7 || c == 0x00F7
            || c == 0x2016 || c == 0x2017 || (c >= 0x2020 && c <= 0x2027)
            || (c >= 0x2030 && c <= 0x203E) || (c >= 0x2041 && c <= 0x2053)
            || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
            || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF)
            || (c >= 0x2E00 && c <= 0x2E7F) || (c >= 0x3001 && c <= 0x3003)
            || (c >= 0x3008 && c <= 0x3030)
    }

    static func isOperatorBody(_ c: UInt32) -> Bool {
        isOperatorHead(c)
            || (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
            || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F)
            || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
    }
}
