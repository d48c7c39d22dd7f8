import ViperLintCore

/// `file://` URIs and paths (RFC 8089 and RFC 3986 percent-encoding). Only `file` URIs name
/// files the linter can see; `untitled:` and other schemes have no path.
public enum DocumentURI {
    /// The absolute, normalized path of a `file://` URI; nil for other schemes or a malformed URI.
    public static func path(of uri: String) -> String? {
        let utf8 = Array(uri.utf8)
        let scheme = Array("file://".utf8)
        guard utf8.count >= scheme.count,
              zip(utf8.prefix(scheme.count), scheme).allSatisfy({ lowercase($0) == $1 }) else { return nil }
        var rest = Array(utf8.dropFirst(scheme.count))
        // `file://host/path`: only an empty host or `localhost` is this machine.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
            let host = String(decoding: rest[..<slash], as: UTF8.self).lowercased()
            guard host.isEmpty || host == "localhost" else { return nil }
            rest = Array(rest[slash...])
        } else {
            return nil
        }
        // Query and fragment are not part of a file's path.
        if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            rest = Array(rest[..<end])
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(rest.count)
        var i = 0
        while i < rest.count {
            if rest[i] == UInt8(ascii: "%") {
                guard i + 2 < rest.count, let high = hexValue(rest[i + 1]), let low = hexValue(rest[i + 2]) else { return nil }
                decoded.append(high << 4 | low)
                i += 3
            } else {
                decoded.append(rest[i])
                i += 1
            }
        }
        guard let path = String(validating: decoded, as: UTF8.self), !path.contains("\0") else { return nil }
        // `file:///c%3A/...` on Windows; here, a path is absolute.
        return PathText.normalize(path)
    }

    /// The `file://` URI of an absolute path, percent-encoding everything but unreserved
    /// characters and `/` (as VS Code writes them, so URIs compare equal).
    public static func uri(ofPath path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
