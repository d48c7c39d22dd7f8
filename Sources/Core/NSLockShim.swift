import Foundation

/// Foundation's lock under a name that keeps Foundation out of the files that use it.
package final class NSLockShim: @unchecked Sendable {
    private let inner = NSLock()
    package init() {}
    package func lock() { inner.lock() }
    package func unlock() { inner.unlock() }
}
