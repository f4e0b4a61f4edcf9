import Foundation
import Synchronization

/// Work started on a thread of its own at once; ``wait()`` returns its result, blocking until it
/// is there. ``MockupPipeline`` makes its first renderer and encodes one spec's PNG this way while
/// the check measures, and a ``Renderer`` makes a scene's Liquid Glass lens images and icon masks
/// this way while it draws (``Renderer/startLiquidGlassLenses(for:baseDirectory:)``); all only
/// when the pipeline has a thread to spare.
public final class BackgroundWork<T: Sendable>: Sendable {
    /// The result, once the work has finished (behind a mutex: written by the work's thread).
    private let value = Mutex<T?>(nil)
    /// Signalled when `value` is set.
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` on a new thread (8 MiB of stack).
    public init(_ work: @escaping @Sendable () -> T) {
        let thread = Thread { [self] in
            let result = work()
            value.withLock { $0 = result }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The work's result; blocks until the work is done. Any number of calls, from any thread.
    public func wait() -> T {
        done.wait()
        done.signal()   // the next caller does not wait
        return value.withLock { $0! }
    }
}
