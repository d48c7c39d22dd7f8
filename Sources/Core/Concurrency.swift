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
