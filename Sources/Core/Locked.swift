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
    // and `State` is Sendable, so nothing non-Sendable can leave the lock.
    private let mutex = PosixMutex()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&state)
    }
}

/// A POSIX mutex at a fixed address of its own (a pthread mutex must never move), for `Locked`
/// and `BlockingQueue`.
package final class PosixMutex: @unchecked Sendable {
    // Invariant for @unchecked: the mutex is only touched through pthread calls, which are
    // thread-safe by definition.
    let pointer: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        pointer = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pointer.initialize(to: pthread_mutex_t())
        pthread_mutex_init(pointer, nil)
    }

    deinit {
        pthread_mutex_destroy(pointer)
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    package func lock() { pthread_mutex_lock(pointer) }
    package func unlock() { pthread_mutex_unlock(pointer) }
}
