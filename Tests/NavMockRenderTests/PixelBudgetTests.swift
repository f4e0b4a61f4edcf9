import Foundation
import Testing
@testable import NavMockRender

/// The pixel budget of a parallel `render` batch: canvases wait until they fit, and one larger
/// than the budget still runs, alone.
@Suite("Pixel budget")
struct PixelBudgetTests {
    /// Takes `pixels` on a new thread; `started` is signalled once `take` has returned.
    private func takeOnThread(_ budget: PixelBudget, _ pixels: Double, started: DispatchSemaphore) {
        let t = Thread { budget.take(pixels); started.signal() }
        t.start()
    }

    @Test("a canvas that does not fit waits until enough is given back; one that fits does not")
    func waitsUntilItFits() {
        let budget = PixelBudget(limit: 8)
        budget.take(5)
        let fits = DispatchSemaphore(value: 0), waits = DispatchSemaphore(value: 0)
        takeOnThread(budget, 3, started: fits)
        #expect(fits.wait(timeout: .now() + 5) == .success)       // 5 + 3 ≤ 8
        #expect(budget.inUse == 8)
        takeOnThread(budget, 4, started: waits)
        #expect(waits.wait(timeout: .now() + 0.3) == .timedOut)   // 8 + 4 > 8
        budget.give(3)
        #expect(waits.wait(timeout: .now() + 0.3) == .timedOut)   // 5 + 4 > 8 still
        budget.give(5)
        #expect(waits.wait(timeout: .now() + 5) == .success)      // 0 + 4
        #expect(budget.inUse == 4)
    }

    @Test("a canvas larger than the whole budget runs when it is alone, and blocks the others meanwhile")
    func largerThanBudget() {
        let budget = PixelBudget(limit: 8)
        let big = DispatchSemaphore(value: 0), small = DispatchSemaphore(value: 0)
        budget.take(1)
        takeOnThread(budget, 20, started: big)
        #expect(big.wait(timeout: .now() + 0.3) == .timedOut)
        budget.give(1)
        #expect(big.wait(timeout: .now() + 5) == .success)
        takeOnThread(budget, 1, started: small)
        #expect(small.wait(timeout: .now() + 0.3) == .timedOut)
        budget.give(20)
        #expect(small.wait(timeout: .now() + 5) == .success)
        budget.take(0)   // nothing to count: returns at once
        #expect(budget.inUse == 1)
    }
}
