#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processors this process may run on, without Foundation (see `Locked`). On Linux that is
/// the CPU affinity mask, as `nproc` and Foundation's `activeProcessorCount` read it, so a process
/// pinned by `taskset` or a container's cpuset starts no more workers than it has cores. The mask
/// is read from `/proc/self/status` because Swift's Glibc module does not export
/// `sched_getaffinity`. Elsewhere, and when that file cannot be read: the processors online.
package enum ProcessInfoShim {
    static var activeProcessorCount: Int {
        #if os(Linux)
        if case .success(let status) = FileSystemCalls.readFile("/proc/self/status"),
           let count = allowedProcessorCount(status: status), count > 0 {
            return count
        }
        #endif
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The bits set in the `Cpus_allowed:` line of a `/proc/<pid>/status` text (hexadecimal,
    /// 32-bit groups separated by commas), or nil when the line is missing or malformed.
    package static func allowedProcessorCount(status: [UInt8]) -> Int? {
        let key = Array("\nCpus_allowed:".utf8)
        guard status.count > key.count else { return nil }
        var start = -1
        var index = 0
        while index + key.count <= status.count {
            if status[index] == key[0], status[index..<(index + key.count)].elementsEqual(key) {
                start = index + key.count
                break
            }
            index += 1
        }
        guard start >= 0 else { return nil }
        var count = 0
        var digits = 0
        var index2 = start
        while index2 < status.count, status[index2] != UInt8(ascii: "\n") {
            let byte = status[index2]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): count += Int(byte - UInt8(ascii: "0")).nonzeroBitCount; digits += 1
            case UInt8(ascii: "a")...UInt8(ascii: "f"): count += Int(byte - UInt8(ascii: "a") + 10).nonzeroBitCount; digits += 1
            case UInt8(ascii: "A")...UInt8(ascii: "F"): count += Int(byte - UInt8(ascii: "A") + 10).nonzeroBitCount; digits += 1
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: return nil
            }
            index2 += 1
        }
        return digits > 0 ? count : nil
    }
}
