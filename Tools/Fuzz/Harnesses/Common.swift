// Shared by every libFuzzer harness (compiled into each one; see Tools/Fuzz/build.sh).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Traps, after saying which invariant broke, when `condition` is false. A plain `precondition`
/// prints no message in an optimized build, and the message is what makes a crash triageable.
@inline(never)
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
           file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    fputs("fuzz invariant violated at \(file):\(line): \(message())\n", stderr)
    preconditionFailure("fuzz invariant violated", file: file, line: line)
}

/// The fuzzer's input as an array (copied: the harnesses own what they pass on).
func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Line starts under the tokenizer's definition of a line break: "\n", "\r\n" (once) or "\r".
/// Independent of the tokenizer on purpose: it is the reference the positions are checked against.
func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var i = 0
    while i < bytes.count {
        if bytes[i] == 0x0A {
            starts.append(i + 1)
        } else if bytes[i] == 0x0D {
            if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            starts.append(i + 1)
        }
        i += 1
    }
    return starts
}

/// Whether 1-based (line, column) names a byte of the file or the end of one of its lines.
func isInside(line: Int, column: Int, _ starts: [Int], byteCount: Int) -> Bool {
    guard line >= 1, line <= starts.count, column >= 1 else { return false }
    let lineEnd = line < starts.count ? starts[line] : byteCount
    return starts[line - 1] + column - 1 <= lineEnd
}
