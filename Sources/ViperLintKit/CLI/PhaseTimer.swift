import Foundation

/// `VIPER_LINT_TIMING=1` prints how long each pipeline phase took, on stderr; for the benchmark
/// and for profiling, never part of normal output.
final class PhaseTimer: @unchecked Sendable {
    static let shared = PhaseTimer()
    let enabled = ProcessInfo.processInfo.environment["VIPER_LINT_TIMING"] == "1"
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lines: [String] = []

    func mark(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        lines.append(String(format: "%@=%.3f", phase, Double(now - last) / 1e9))
        last = now
    }

    func note(_ text: String) {
        if enabled { lines.append(text) }
    }

    func flush(_ io: ToolIO) {
        guard enabled, !lines.isEmpty else { return }
        io.writeErr("timing: " + lines.joined(separator: " ") + "\n")
        lines.removeAll()
    }
}
