import ViperLintCore

/// What the framing layer made of the bytes on standard input: one message body, or bytes that
/// could not be a message (the server answers those with a parse error and reads on).
public enum IncomingFrame: Equatable, Sendable {
    /// The body of one message (its JSON, not parsed yet).
    case message([UInt8])
    /// Bytes that are no header, or a header without a usable `Content-Length`; skipped.
    case malformed(String)
    /// The client closed standard input.
    case endOfInput
}

/// Splits a byte stream into Language Server Protocol messages: header fields (`Content-Length: N`
/// required, `Content-Type` ignored), an empty line, then exactly N bytes of JSON. Header lines
/// end in `\r\n` (a bare `\n` is accepted too). Anything that is not a header is reported once and
/// skipped up to the next `Content-Length`, so one bad write does not end the session.
public struct MessageFramer {
    /// A header block longer than this is garbage (real ones are under 100 bytes).
    public static let maxHeaderBytes = 8 * 1024
    /// Larger bodies are refused (their bytes are read and dropped, to stay in step).
    public static let maxBodyBytes = 256 * 1024 * 1024

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of a refused body still to drop.
    private var discarding = 0

    public init() {}

    public mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if discarding > 0 {
            let dropped = min(discarding, bytes.count)
            discarding -= dropped
            buffer.append(contentsOf: bytes.dropFirst(dropped))
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// The next complete frame, or nil when more bytes are needed.
    public mutating func next() -> IncomingFrame? {
        defer { compact() }
        while true {
            guard start < buffer.count else { return nil }
            // Blank lines between messages are tolerated.
            if buffer[start] == 0x0D || buffer[start] == 0x0A {
                start += 1
                continue
            }
            guard let (headerEnd, bodyStart) = headerTerminator(from: start) else {
                if buffer.count - start > Self.maxHeaderBytes { return skipGarbage("no message header in the input") }
                return nil
            }
            switch parseHeader(start..<headerEnd) {
            case .failure(let reason):
                return skipGarbage(reason, headerEnd: bodyStart)
            case .success(let length):
                if length > Self.maxBodyBytes {
                    let available = buffer.count - bodyStart
                    if available >= length {
                        start = bodyStart + length
                    } else {
                        discarding = length - available
                        start = buffer.count
                    }
                    return .malformed("a message of \(length) bytes is larger than the \(Self.maxBodyBytes)-byte limit; skipped")
                }
                guard buffer.count - bodyStart >= length else { return nil }
                let body = Array(buffer[bodyStart..<(bodyStart + length)])
                start = bodyStart + length
                return .message(body)
            }
        }
    }

    /// What is left when the input ends: a truncated message or trailing garbage is reported.
    public mutating func finish() -> IncomingFrame? {
        let rest = buffer[start...].filter { $0 != 0x0D && $0 != 0x0A && $0 != 0x20 }
        buffer = []
        start = 0
        return rest.isEmpty && discarding == 0 ? nil : .malformed("the input ended inside a message")
    }

    /// The end of the header block (`\r\n\r\n` or `\n\n`) and where the body starts.
    private func headerTerminator(from index: Int) -> (Int, Int)? {
        var i = index
        let limit = min(buffer.count, index + Self.maxHeaderBytes + 4)
        while i < limit {
            if buffer[i] == 0x0A {
                if i + 1 < buffer.count && buffer[i + 1] == 0x0A { return (i, i + 2) }
                if i + 2 < buffer.count && buffer[i + 1] == 0x0D && buffer[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }

    private enum HeaderResult { case success(Int), failure(String) }

    private func parseHeader(_ range: Range<Int>) -> HeaderResult {
        var length: Int?
        for rawLine in buffer[range].split(separator: 0x0A) {
            var line = rawLine
            if line.last == 0x0D { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure("not a message header: \(Self.preview(line))")
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    return .failure("Content-Length is not a byte count: \(Self.preview(value.utf8))")
                }
                length = number
            } else if !name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) || name.isEmpty {
                return .failure("not a message header: \(Self.preview(line))")
            }
        }
        guard let length else { return .failure("a message header without Content-Length") }
        return .success(length)
    }

    /// Drops bytes up to the next `Content-Length` (or through `headerEnd`), reporting why.
    private mutating func skipGarbage(_ reason: String, headerEnd: Int? = nil) -> IncomingFrame {
        let marker = Array("content-length".utf8)
        var i = start + 1
        var found: Int?
        while i + marker.count <= buffer.count {
            if Self.lowercase(buffer[i]) == marker[0]
                && (0..<marker.count).allSatisfy({ Self.lowercase(buffer[i + $0]) == marker[$0] }) {
                found = i
                break
            }
            i += 1
        }
        if let found {
            start = found
        } else if let headerEnd {
            start = headerEnd
        } else {
            // Keep a tail that could be the start of a header split across reads.
            start = max(start, buffer.count - marker.count)
        }
        return .malformed(reason)
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private static func preview<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let text = String(decoding: bytes.prefix(60), as: UTF8.self)
        return JSONWriter.quoted(text) + (bytes.count > 60 ? "..." : "")
    }

    private mutating func compact() {
        if start > 0 && start >= buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
        } else if start > 64 * 1024 && start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

/// Writes one message with its header.
public enum MessageFrame {
    public static func encode(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
