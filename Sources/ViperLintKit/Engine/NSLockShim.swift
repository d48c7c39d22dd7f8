import Foundation

/// Foundation's lock under a name that keeps Foundation out of the files that use it.
final class NSLockShim: @unchecked Sendable {
    private let inner = NSLock()
    func lock() { inner.lock() }
    func unlock() { inner.unlock() }
}
