// NavMockUI beside a module that declares SwiftUI's names (SwiftUIStandIn), as on a Mac where a
// test file imports SwiftUI and NavMockUI: the builder's types are written with their module
// (`NavMockUI.TabView`, `NavMockUI.Tab`), and implicit members (`.tint(.systemPink)`,
// `.toolbarBackground(.visible, for: .tabBar)`) need no qualification. This file compiling is the test.

import NavMockCore
import NavMockUI
import SwiftUIStandIn
import Testing

@Suite("NavMockUI beside SwiftUI's names")
struct BuilderClashTests {
    @Test("module-qualified names compile where both modules are imported")
    func qualified() {
        let view = NavMockUI.TabView {
            NavMockUI.Tab("Home", systemImage: "house")
            NavMockUI.TabSection("Library") { NavMockUI.Tab("Songs", systemImage: "music.note") }
        }
        .tint(.systemPink)
        .toolbarBackground(.visible, for: .tabBar)
        let other = SwiftUIStandIn.TabView()
        _ = other
        #expect(view.spec.tabBar?.items.count == 2)
        #expect(view.spec.tabBar?.toolbarBackground == .visible)
    }
}
