import NavMockTesting
import NavMockUI
import Testing

// The tab bar of Specs/home.json, described in Swift with NavMockUI (docs/swift.md). It makes the
// same spec as the JSON, so it is compared with the JSON's own references.
let home = TabView {
    Tab("Home", systemImage: "house")
    Tab("Search", systemImage: "magnifyingglass")
    Tab("Inbox", systemImage: "tray").badge(3)
}
.title("Home tab bar")
.device("iPhone 16")
.backdrop(.plain)

@Test func homeTabBarInSwift() {
    let references = SnapshotConfiguration(references: .directory("Specs/__snapshots__"))
    assertSnapshot(of: home, as: .image(scale: 2), named: "home", configuration: references)   // Specs/__snapshots__/home@2x.png
    assertSnapshot(of: home, as: .layout, named: "home", configuration: references)           // Specs/__snapshots__/home.layout.txt
}
