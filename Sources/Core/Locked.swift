import Foundation

/// The package's one lock: a value reachable only while its lock is held, so a class that keeps
/// its mutable state in a `Locked` and everything else in `let`s is `Sendable` without
/// `@unchecked`. (Foundation's `NSLock` inside, because `Synchronization.Mutex` needs macOS 15.)
package final class Locked<State: Sendable>: @unchecked Sendable {
    // Invariant for @unchecked: `state` is read and written only inside `withLock`, under `lock`,
    // and `State` is Sendable, so nothing non-Sendable can leave the lock.
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
