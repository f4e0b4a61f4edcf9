import Foundation

/// Work started on a thread of its own at once; ``wait()`` returns its result, blocking until it
/// is there. The CLI encodes one spec's PNG this way while the check measures, and a ``Renderer``
/// makes a scene's Liquid Glass lens images this way while it draws what lies under the glass
/// (``Renderer/startLiquidGlassLenses(for:baseDirectory:)``); both only with a core to spare.
public final class BackgroundWork<T: Sendable>: @unchecked Sendable {
    // `value` is written once, by the work's thread before it signals `done`; read after `done`.
    private var value: T?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` on a new thread (8 MiB of stack).
    public init(_ work: @escaping @Sendable () -> T) {
        let thread = Thread { [self] in
            value = work()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The work's result; blocks until the work is done. Any number of calls, from any thread.
    public func wait() -> T {
        done.wait()
        defer { done.signal() }   // the next caller does not wait
        return value!
    }
}
