/// `diff -u` output for one file, written here so the package needs no dependency: Myers'
/// shortest edit script over lines, hunks with three lines of context, `a/` and `b/` prefixes so
/// that `git apply` and `patch -p1` take it. Lines are compared and printed as bytes: a `\r`
/// before the newline stays part of the line, and a missing final newline is marked.
public enum UnifiedDiff {
    /// Empty when the bytes are equal.
    public static func render(path: String, before: [UInt8], after: [UInt8], context: Int = 3) -> String {
        guard before != after else { return "" }
        let old = lines(before)
        let new = lines(after)
        let script = editScript(old, new)
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Group changes that are within 2 * context lines of each other into one hunk.
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .equal }) else { break }
            var last = firstChange
            var scan = firstChange
            while scan < script.count {
                if script[scan].kind != .equal { last = scan; scan += 1; continue }
                // Equal run: does another change follow within 2 * context lines?
                var run = scan
                while run < script.count && script[run].kind == .equal { run += 1 }
                if run < script.count && run - scan <= 2 * context { scan = run } else { break }
            }
            let start = max(index, firstChange - context)
            let end = min(script.count, last + 1 + context)
            let hunk = script[start..<end]
            let oldStart = hunk.first { $0.kind != .insert }?.old ?? (hunk.first?.old ?? 0)
            let newStart = hunk.first { $0.kind != .delete }?.new ?? (hunk.first?.new ?? 0)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .equal: out += " " + printable(old[step.old])
                case .delete: out += "-" + printable(old[step.old])
                case .insert: out += "+" + printable(new[step.new])
                }
            }
            index = end
        }
        return out
    }

    /// `start,count` with 1-based `start`; an empty range names the line before it, as diff does.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    private static func printable(_ line: [UInt8]) -> String {
        if line.last == 10 { return String(decoding: line, as: UTF8.self) }
        return String(decoding: line, as: UTF8.self) + "\n\\ No newline at end of file\n"
    }

    /// Lines with their terminating `\n` (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 10 {
            result.append(Array(bytes[start...offset]))
            start = offset + 1
        }
        if start < bytes.count { result.append(Array(bytes[start...])) }
        return result
    }

    struct Step: Equatable {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// 0-based line in the old file (for `.insert`, the old line it comes before).
        var old: Int
        var new: Int
    }

    /// The shortest edit script (Myers 1986), common prefix and suffix first taken off; past a
    /// bound on the number of differences the middle is replaced whole (still a correct diff).
    static func editScript(_ a: [[UInt8]], _ b: [[UInt8]], maxDifferences: Int = 4_000) -> [Step] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var steps = (0..<prefix).map { Step(kind: .equal, old: $0, new: $0) }
        let x0 = prefix
        let y0 = prefix
        let n = a.count - prefix - suffix
        let m = b.count - prefix - suffix
        steps += middle(a, b, x0: x0, y0: y0, n: n, m: m, maxDifferences: maxDifferences)
        steps += (0..<suffix).map { Step(kind: .equal, old: a.count - suffix + $0, new: b.count - suffix + $0) }
        return steps
    }

    private static func middle(_ a: [[UInt8]], _ b: [[UInt8]], x0: Int, y0: Int, n: Int, m: Int, maxDifferences: Int) -> [Step] {
        func replaceAll() -> [Step] {
            (0..<n).map { Step(kind: .delete, old: x0 + $0, new: y0) } + (0..<m).map { Step(kind: .insert, old: x0 + n, new: y0 + $0) }
        }
        if n == 0 || m == 0 { return replaceAll() }
        let maxD = min(n + m, maxDifferences)
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        var found = -1
        search: for d in 0...maxD {
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x0 + x] == b[y0 + y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n && y >= m { found = d; break search }
            }
        }
        guard found >= 0 else { return replaceAll() }
        var reversed: [Step] = []
        var x = n
        var y = m
        for d in stride(from: found, to: 0, by: -1) {
            let band = trace[d]
            func at(_ k: Int) -> Int { band[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                reversed.append(Step(kind: .equal, old: x0 + x, new: y0 + y))
            }
            if previousK == k + 1 {
                y -= 1
                reversed.append(Step(kind: .insert, old: x0 + x, new: y0 + y))
            } else {
                x -= 1
                reversed.append(Step(kind: .delete, old: x0 + x, new: y0 + y))
            }
        }
        while x > 0 && y > 0 {
            x -= 1; y -= 1
            reversed.append(Step(kind: .equal, old: x0 + x, new: y0 + y))
        }
        return reversed.reversed()
    }
}
