import Dispatch

/// How long each pipeline phase took, for `VIPER_LINT_TIMING=1` and the benchmark; never part of
/// normal output. Created by the caller and passed to the stages that mark phases (no global), so
/// a library user or a test never sees timing from someone else's run.
public final class PhaseTimer: Sendable {
    public let enabled: Bool
    private let state = Locked<(last: UInt64, lines: [String])>((DispatchTime.now().uptimeNanoseconds, []))

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// A timer that records nothing.
    public static var disabled: PhaseTimer { PhaseTimer(enabled: false) }

    public func mark(_ phase: String) {
        guard enabled else { return }
        state.withLock { state in
            let now = DispatchTime.now().uptimeNanoseconds
            let milliseconds = Double(now - state.last) / 1e6
            state.lines.append("\(phase)=\(Double(Int(milliseconds)) / 1000)")
            state.last = now
        }
    }

    public func note(_ text: String) {
        guard enabled else { return }
        state.withLock { $0.lines.append(text) }
    }

    /// The recorded phases as one `timing: ...` line, and a fresh start; nil when disabled or empty.
    public func takeReport() -> String? {
        guard enabled else { return nil }
        return state.withLock { state in
            guard !state.lines.isEmpty else { return nil }
            defer { state.lines.removeAll() }
            return "timing: " + state.lines.joined(separator: " ") + "\n"
        }
    }
}
