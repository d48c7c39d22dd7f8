/// A position as the Language Server Protocol counts it: 0-based line, 0-based UTF-16 code unit
/// in the line (the protocol's default position encoding).
public struct LSPPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// Where each line of a UTF-8 text starts, and conversions between byte offsets, the findings'
/// 1-based line and byte column, and LSP positions. Lines end at `\n`, `\r\n` or `\r`, as both
/// the protocol and the tokenizer count them.
public struct LineIndex: Sendable {
    /// Byte offset of each line's first byte; never empty.
    public private(set) var lineStarts: [Int]
    public let byteCount: Int

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        var i = 0
        let n = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            while i < n {
                let byte = buffer[i]
                if byte == 0x0A {
                    starts.append(i + 1)
                } else if byte == 0x0D {
                    if i + 1 < n && buffer[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        lineStarts = starts
        byteCount = n
    }

    public var lineCount: Int { lineStarts.count }

    /// The byte range of line `line` (0-based) without its terminator.
    public func contentRange(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : byteCount
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The byte offset of an LSP position. A character past the end of its line means the line's
    /// end (as the protocol says); a line past the last one means the end of the text. `clamped`
    /// tells the caller that the position was outside the text.
    public func offset(of position: LSPPosition, in bytes: [UInt8]) -> (offset: Int, clamped: Bool) {
        guard position.line >= 0, position.character >= 0 else { return (0, true) }
        // The line just past the last one, character 0, is how some clients name the very end.
        if position.line == lineStarts.count && position.character == 0 { return (byteCount, false) }
        guard position.line < lineStarts.count else { return (byteCount, true) }
        let range = contentRange(ofLine: position.line, in: bytes)
        var units = 0
        var i = range.lowerBound
        while i < range.upperBound && units < position.character {
            let length = LineIndex.scalarLength(bytes, at: i, end: range.upperBound)
            let width = length == 4 ? 2 : 1
            // A position inside a surrogate pair means the character's start.
            if units + width > position.character { break }
            units += width
            i += length
        }
        return (i, units < position.character && i == range.upperBound)
    }

    /// The LSP position of a byte offset (clamped to the text; an offset inside a character
    /// counts from that character's start).
    public func position(ofOffset offset: Int, in bytes: [UInt8]) -> LSPPosition {
        let target = max(0, min(offset, byteCount))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        let range = contentRange(ofLine: low, in: bytes)
        var units = 0
        var i = range.lowerBound
        let end = min(target, range.upperBound)
        while i < end {
            let length = LineIndex.scalarLength(bytes, at: i, end: range.upperBound)
            if i + length > end { break }
            units += length == 4 ? 2 : 1
            i += length
        }
        return LSPPosition(line: low, character: units)
    }

    /// The byte offset of a finding's 1-based line and 1-based byte column (clamped).
    public func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lineStarts.count else { return byteCount }
        let range = contentRange(ofLine: line - 1, in: bytes)
        return min(range.upperBound, range.lowerBound + max(0, column - 1))
    }

    /// Bytes of the UTF-8 sequence at `i`: 1 for ASCII and for any byte that starts no valid
    /// sequence (each such byte stands for one U+FFFD, one UTF-16 unit).
    @inline(__always)
    static func scalarLength(_ bytes: [UInt8], at i: Int, end: Int) -> Int {
        let lead = bytes[i]
        let length: Int
        switch lead {
        case 0..<0x80: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 1
        }
        guard i + length <= end else { return 1 }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return 1 }
        return length
    }
}

/// An open document: the client's text (as UTF-8), its version and its line index.
public struct TextDocument: Sendable {
    public var uri: String
    public var version: Int
    public private(set) var bytes: [UInt8]
    public private(set) var lines: LineIndex

    public init(uri: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.version = version
        self.bytes = text
        self.lines = LineIndex(text)
    }

    /// One `contentChanges` entry: the whole text, or a range replaced. Returns a warning when
    /// the range lay outside the text (it is applied clamped, as the protocol asks for characters
    /// past a line's end) or was reversed.
    @discardableResult
    public mutating func apply(range: (start: LSPPosition, end: LSPPosition)?, text: [UInt8]) -> String? {
        guard let range else {
            bytes = text
            lines = LineIndex(text)
            return nil
        }
        var (start, startClamped) = lines.offset(of: range.start, in: bytes)
        var (end, endClamped) = lines.offset(of: range.end, in: bytes)
        var warning: String?
        if startClamped || endClamped {
            warning = "range \(Self.describe(range.start))-\(Self.describe(range.end)) lies outside the document "
                + "(\(lines.lineCount) lines); applied at its end"
        }
        if end < start {
            swap(&start, &end)
            warning = (warning.map { $0 + "; " } ?? "") + "the range's end precedes its start; applied reversed"
        }
        bytes.replaceSubrange(start..<end, with: text)
        lines = LineIndex(bytes)
        return warning
    }

    private static func describe(_ position: LSPPosition) -> String {
        "\(position.line):\(position.character)"
    }
}
