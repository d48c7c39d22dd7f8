/// Pluralises a count for human-facing lines: `1 file`, `2 files`, `0 warnings`.
package func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : (plural ?? singular + "s"))"
}

/// `value` with exactly `digits` digits after the point, rounded half away from zero
/// (`String(format: "%.*f")` without Foundation); for timings and rates, not for money.
package func fixedPoint(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<max(0, digits) { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let whole = UInt64(scaled)
    let unit = UInt64(scale)
    var text = String(whole / unit)
    if digits > 0 {
        let fraction = String(whole % unit)
        text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return (value < 0 && whole > 0 ? "-" : "") + text
}

package extension String {
    /// Every occurrence of `target` replaced by `replacement`, left to right, without overlap
    /// (Foundation's `replacingOccurrences(of:with:)` for escaping). Compared by UTF-8 bytes, as a
    /// shell or a JSON reader sees the text.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
               bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                out.append(contentsOf: replacement.utf8)
                index += pattern.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
