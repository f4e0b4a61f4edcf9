import NavMockTesting
import Testing

// Under CI (the `CI` environment variable set) nothing is recorded and a missing reference fails;
// on a developer's machine a missing reference is recorded and the test fails once ("run again to
// verify"). `@Test(.snapshots(record: .failed))` or NAVMOCK_RECORD=failed accepts new images.
@Test func homeTabBar() {
    // Specs/home.json (relative to this file) against Specs/__snapshots__/home@2x.png.
    assertSnapshot(ofSpec: "Specs/home.json", as: .image(scale: 2))
    // The same spec's layout dump: Specs/__snapshots__/home.layout.txt.
    assertSnapshot(ofSpec: "Specs/home.json", as: .layout)
}
