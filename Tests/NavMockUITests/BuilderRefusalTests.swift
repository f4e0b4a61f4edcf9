// A description the JSON reader would refuse (an unknown symbol or device name, a selection that
// is not a tab) is refused when it is drawn, with a message naming the field, as assertSnapshot
// reports it; the builder itself takes any value.

import NavMockCore
import NavMockTesting
import Testing
import NavMockUI

@Suite("NavMockUI: what the reader would refuse")
struct BuilderRefusalTests {
    /// The failure of checking `d`'s layout, with nothing recorded.
    func failure(_ d: some MockupDescription) -> String {
        verifySnapshot(of: d, as: .layout, named: "refused", record: .never)?.description ?? "no failure"
    }

    @Test("an unknown symbol, an unknown device and a selection that is not a tab are refused when drawn")
    func refused() {
        let symbol = failure(TabView { Tab("A", systemImage: "no.such.symbol") }.device("iPhone 16"))
        #expect(symbol.contains("no.such.symbol") && !symbol.contains("MISSING"), "\(symbol)")
        let device = failure(TabView { Tab("A") }.device("iPhone 99"))
        #expect(device.contains("iPhone 99") && !device.contains("MISSING"), "\(device)")
        let selection = failure(TabView(selection: 5) { Tab("A") })
        #expect(selection.contains("selectedIndex") && !selection.contains("MISSING"), "\(selection)")
    }
}
