import Dispatch

/// `indices.map(transform)` on all cores, results in index order (so output never depends on
/// scheduling). For pure transforms over the read-only model.
package func parallelMap<T>(_ count: Int, minimumPerWorker: Int = 512, _ transform: (Int) -> T) -> [T] {
    guard count >= minimumPerWorker * 2 else { return (0..<count).map(transform) }
    var results = [T?](repeating: nil, count: count)
    let workers = min(ProcessorCount.active, max(1, count / minimumPerWorker))
    results.withUnsafeMutableBufferPointer { buffer in
        let slots = UnsafeSendable(buffer)
        withoutActuallyEscaping(transform) { transform in
            let work = UnsafeSendable(transform)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var index = worker
                while index < count {
                    slots.value[index] = work.value(index)
                    index += workers
                }
            }
        }
    }
    return results.map { $0! }
}
