import Foundation
import Synchronization

/// Runs numbered jobs on worker threads, one ``Renderer`` per thread (renderers are not
/// thread-safe), and hands results back **in job order** as soon as they are ready, so that output
/// is deterministic while memory stays bounded: a result waits only for the jobs before it.
/// ``MockupPipeline/run(count:job:deliver:)`` runs a batch on it.
///
/// Jobs are taken in order from a shared counter, so at most `workers` jobs run at once and the
/// results waiting to be delivered are at most the ones finished ahead of a slow job.
enum WorkerPool {
    /// Runs `job(i, renderer)` for every `i` in `0..<count` on `workers` threads (at most `count`;
    /// at least 1), worker `w` drawing with `makeRenderer(w)`, and calls `deliver(i, result)` for
    /// each, in order of `i`, one at a time (on whichever worker finished the job that made it
    /// deliverable). Returns when every job is delivered.
    /// - Returns: nil, or the error that prevented creating a renderer (a worker that cannot make
    ///   one stops the jobs not yet started; jobs already delivered stay delivered).
    static func run<R: Sendable>(count: Int, workers: Int, makeRenderer: @escaping @Sendable (Int) -> Result<Renderer, RenderError>,
                                 job: @escaping @Sendable (Int, Renderer) -> R,
                                 deliver: @escaping @Sendable (Int, R) -> Void) -> RenderError? {
        guard count > 0 else { return nil }
        let n = max(1, min(workers, count))
        let shared = Shared<R>()
        let group = DispatchGroup()
        for w in 0..<n {
            group.enter()
            let t = Thread {
                defer { group.leave() }
                let renderer: Renderer
                switch makeRenderer(w) {
                case .success(let r): renderer = r
                case .failure(let error):
                    shared.failure.withLock { $0 = $0 ?? error }
                    shared.state.withLock { $0.next = count }   // stop the others
                    return
                }
                while true {
                    let i: Int? = shared.state.withLock { s in
                        guard s.next < count else { return nil }
                        defer { s.next += 1 }
                        return s.next
                    }
                    guard let i else { break }
                    let r = autoreleasepool { job(i, renderer) }
                    shared.state.withLock { s in
                        s.done[i] = r
                        while let ready = s.done.removeValue(forKey: s.delivered) {
                            deliver(s.delivered, ready)
                            s.delivered += 1
                        }
                    }
                }
            }
            t.stackSize = 8 << 20
            t.start()
        }
        group.wait()
        return shared.failure.withLock { $0 }
    }

    /// What the workers share: the next job, the results waiting for delivery, the first failure.
    private final class Shared<R: Sendable>: Sendable {
        let state = Mutex(State<R>())
        let failure = Mutex<RenderError?>(nil)
    }

    private struct State<R: Sendable>: Sendable {
        var next = 0
        var delivered = 0
        var done: [Int: R] = [:]
    }
}

/// A budget of pixels shared by worker threads, so that the canvases drawn at once stay within
/// it: ``take(_:)`` waits until a canvas fits beside the others (a canvas larger than the whole
/// budget waits until it is alone, so nothing waits forever), ``give(_:)`` returns it. It keeps a
/// parallel batch's peak memory near that of one spec at a time (issue 20).
///
/// `@unchecked Sendable` because waiting needs a condition variable, which `Mutex` has not: the
/// one mutable field, `used`, is read and written only between `condition.lock()` and
/// `condition.unlock()` (``inUse``, ``take(_:)``, ``give(_:)``).
public final class PixelBudget: @unchecked Sendable {
    private let limit: Double
    private var used = 0.0   // only while `condition` is locked
    private let condition = NSCondition()
    /// A budget of `limit` pixels (> 0).
    public init(limit: Double) { self.limit = limit }
    /// Pixels counted as in use now.
    public var inUse: Double { condition.lock(); defer { condition.unlock() }; return used }
    /// Waits until `pixels` fit beside those in use (or none are), then counts them as in use.
    /// Zero or fewer pixels return at once.
    public func take(_ pixels: Double) {
        guard pixels > 0 else { return }
        condition.lock()
        while used > 0 && used + pixels > limit { condition.wait() }
        used += pixels
        condition.unlock()
    }
    /// Gives back pixels counted by ``take(_:)``.
    public func give(_ pixels: Double) {
        guard pixels > 0 else { return }
        condition.lock()
        used -= pixels
        condition.broadcast()
        condition.unlock()
    }
}

#if !canImport(ObjectiveC)
@inline(__always) func autoreleasepool<T>(_ body: () throws -> T) rethrows -> T { try body() }
#endif
