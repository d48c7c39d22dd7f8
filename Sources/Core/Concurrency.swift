public enum ProcessorCount {
    public static var active: Int {
        #if canImport(Foundation)
        return max(1, ProcessInfoShim.activeProcessorCount)
        #else
        return 1
        #endif
    }
}

/// Hands a buffer to concurrent workers that write disjoint indices.
package struct UnsafeSendable<T>: @unchecked Sendable {
    package let value: T
    package init(_ value: T) { self.value = value }
}

/// A total that concurrent workers add to, for tests that prove bounded work stays bounded
/// (only rare paths add to it, so the lock costs nothing measurable).
package final class WorkCounter: @unchecked Sendable {
    // Invariant for @unchecked: `total` is touched only under `lock`.
    private let lock = NSLockShim()
    private var total = 0
    package init() {}
    package func add(_ amount: Int) {
        lock.lock()
        total += amount
        lock.unlock()
    }
    package var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}

/// A lock-protected counter shared by workers taking the next file.
package final class AtomicCounter: @unchecked Sendable {
    private var value = -1
    package init() {}
    private let lock = NSLockShim()
    package func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
