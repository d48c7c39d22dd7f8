public enum ProcessorCount {
    public static var active: Int {
        max(1, ProcessInfoShim.activeProcessorCount)
    }
}

/// A total that concurrent workers add to, for tests that prove bounded work stays bounded
/// (only rare paths add to it, so the lock costs nothing measurable).
package final class WorkCounter: Sendable {
    private let total = Locked(0)
    package init() {}
    package func add(_ amount: Int) {
        total.withLock { $0 += amount }
    }
    package var value: Int {
        total.withLock { $0 }
    }
}
