import Dispatch

/// How long each pipeline phase took, for `VIPER_LINT_TIMING=1` and the benchmark; never part of
/// normal output. Created by the caller and passed to the stages that mark phases (no global), so
/// a library user or a test never sees timing from someone else's run.
public final class PhaseTimer: @unchecked Sendable {
    // Invariant for @unchecked: every mutable field is touched only under `lock`.
    private let lock = NSLockShim()
    public let enabled: Bool
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lines: [String] = []

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// A timer that records nothing.
    public static var disabled: PhaseTimer { PhaseTimer(enabled: false) }

    public func mark(_ phase: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        let milliseconds = Double(now - last) / 1e6
        lines.append("\(phase)=\(Double(Int(milliseconds)) / 1000)")
        last = now
    }

    public func note(_ text: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        lines.append(text)
    }

    /// The recorded phases as one `timing: ...` line, and a fresh start; nil when disabled or empty.
    public func takeReport() -> String? {
        guard enabled else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard !lines.isEmpty else { return nil }
        let line = "timing: " + lines.joined(separator: " ") + "\n"
        lines.removeAll()
        return line
    }
}
