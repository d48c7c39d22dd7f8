import ViperLintCore
import ViperLintTokenizer
/// A compact, bounds-checked binary form of facts for the cache. Hand-written because
/// Foundation's JSON and property-list coders are an order of magnitude slower, and the cache
/// exists to be fast. Readers never trust input: every read is checked and throws on overrun.
package struct BinaryWriter {
    package var bytes: [UInt8] = []
    /// While set (one file's facts), each string is written once: a later occurrence is its index
    /// plus one, a first one a zero followed by the text. A file's facts repeat the same few
    /// names (`self`, `view`, its own types) many times; reading them back then decodes and
    /// allocates each once.
    var internedIndex: [String: Int]?

    package init() {}

    package mutating func int(_ value: Int) {
        // Zig-zag varint: small numbers (lines, columns, counts) take one or two bytes.
        var v = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func string(_ value: String) {
        if internedIndex != nil {
            if let index = internedIndex![value] {
                int(index + 1)
                return
            }
            internedIndex![value] = internedIndex!.count
            int(0)
        }
        var copy = value
        copy.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    package mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    package mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }
}

package struct BinaryReadError: Error {
    package init() {}
}

package struct BinaryReader {
    let bytes: [UInt8]
    package var offset: Int
    /// Where the bytes to read end.
    package let end: Int
    /// The strings read so far while reading what a writer wrote with `internedIndex` set.
    var interned: [String]?

    package init(_ bytes: [UInt8], from offset: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.offset = offset
        self.end = min(end ?? bytes.count, bytes.count)
    }

    package mutating func int() throws -> Int {
        // Most numbers (counts, columns, string back references) fit in one byte.
        if offset < end {
            let byte = bytes[offset]
            if byte < 0x80 {
                offset += 1
                return Int(byte >> 1) ^ (0 &- Int(byte & 1))
            }
        }
        return try multiByteInt()
    }

    private mutating func multiByteInt() throws -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw BinaryReadError() }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        // Zig-zag decoding needs a logical shift: an arithmetic one corrupts the largest values.
        return Int(Int64(bitPattern: (result >> 1) ^ (0 &- (result & 1))))
    }

    /// A count of things that follow; bounded by the bytes left, so garbage cannot make us allocate wildly.
    package mutating func count() throws -> Int {
        let value = try int()
        guard value >= 0, value <= end - offset else { throw BinaryReadError() }
        return value
    }

    package mutating func bool() throws -> Bool {
        guard offset < end else { throw BinaryReadError() }
        defer { offset += 1 }
        switch bytes[offset] {
        case 0: return false
        case 1: return true
        default: throw BinaryReadError()
        }
    }

    package mutating func string() throws -> String {
        if interned != nil {
            let tag = try int()
            if tag != 0 {
                guard tag > 0, tag <= interned!.count else { throw BinaryReadError() }
                return interned![tag - 1]
            }
            let text = try plainString()
            interned!.append(text)
            return text
        }
        return try plainString()
    }

    private mutating func plainString() throws -> String {
        let length = try count()
        let start = offset
        offset += length
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + length]), as: UTF8.self) }
    }

    package mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    package mutating func array<T>(_ read: (inout BinaryReader) throws -> T) throws -> [T] {
        let n = try count()
        var result: [T] = []
        result.reserveCapacity(n)
        for _ in 0..<n { result.append(try read(&self)) }
        return result
    }

    package mutating func raw<T: RawRepresentable>(_ type: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try string()) else { throw BinaryReadError() }
        return value
    }
}
