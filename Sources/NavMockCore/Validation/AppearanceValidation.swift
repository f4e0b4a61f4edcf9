/// What the validation stage refuses of `UITabBarAppearance` and the SwiftUI aliases: the fields
/// on platforms and OS versions that lack them (their rows in AppearanceFields.swift). What a
/// design draws differently or ignores is not refused: `check` reports it
/// (Checks/AppearanceChecks.swift, docs/tab-bar-appearance.md).
extension Collector {
    mutating func appearance(_ tb: TabBarSpec, _ env: Environment, _ base: [JSONPath.Component]) {
        let rows = SpecFields.tabBar
        let bar = "the \(env.platform.rawValue) tab bar"
        let written: [(String, Bool)] = [
            ("standardAppearance", tb.standardAppearance != nil), ("scrollEdgeAppearance", tb.scrollEdgeAppearance != nil),
            ("toolbarBackground", tb.toolbarBackground != nil), ("toolbarColorScheme", tb.toolbarColorScheme != nil),
        ]
        for (key, isWritten) in written {
            availability(base + [.key(key)], rows[key], written: isWritten, env, component: bar)
        }
    }
}
