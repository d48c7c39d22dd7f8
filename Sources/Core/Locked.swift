#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The package's one lock: a value reachable only while its lock is held, so a class that keeps
/// its mutable state in a `Locked` and everything else in `let`s is `Sendable` without
/// `@unchecked`. A POSIX mutex inside: `Synchronization.Mutex` needs macOS 15, and Foundation's
/// `NSLock` would link Foundation, whose loading alone costs about 10 ms of every run.
package final class Locked<State: Sendable>: @unchecked Sendable {
    // Invariant for @unchecked: `state` is read and written only inside `withLock`, under `mutex`,
    // and `State` is Sendable, so nothing non-Sendable can leave the lock. The mutex lives at a
    // fixed address of its own (a pthread mutex must never move).
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    package init(_ state: State) {
        self.state = state
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
