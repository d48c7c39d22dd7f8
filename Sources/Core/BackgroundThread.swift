#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached POSIX thread running one closure, and a queue one thread fills while another waits
/// on it: what the language server needs of threads, without Foundation's `Thread` and
/// `NSCondition` (linking Foundation costs about 10 ms at every start of the command line tool).
package enum BackgroundThread {
    /// Starts `body` on a new detached thread with a stack of `stackSize` bytes. When no thread
    /// can be made (a process at its thread limit), `body` runs on the calling thread instead, so
    /// the work is late but never lost.
    package static func start(stackSize: Int = 8 << 20, _ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, context)
        #else
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { raw in
            if let raw { Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run() }
            return nil
        }, context)
        #endif
        if created != 0 {
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        }
    }

    /// Sleeps the calling thread for about `seconds`.
    package static func sleep(seconds: Double) {
        usleep(UInt32(max(0, min(seconds, 60)) * 1_000_000))
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

/// Values that producer threads push and one consumer takes all at once, blocking while there is
/// none (a mutex and a condition variable).
package final class BlockingQueue<Element: Sendable>: @unchecked Sendable {
    // Invariant for @unchecked: `elements` is touched only while `mutex` is locked, and the
    // condition variable lives at a fixed address of its own (POSIX forbids moving it).
    private let mutex = PosixMutex()
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private var elements: [Element] = []

    package init() {
        condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    package func push(_ element: Element) {
        mutex.lock()
        elements.append(element)
        pthread_cond_signal(condition)
        mutex.unlock()
    }

    /// Every element waiting, blocking until there is one.
    package func takeAll() -> [Element] {
        mutex.lock()
        defer { mutex.unlock() }
        while elements.isEmpty { pthread_cond_wait(condition, mutex.pointer) }
        let taken = elements
        elements = []
        return taken
    }
}
