/// Checks that read the other platforms' tab-bar fields (iPad sidebar style, customisable bars,
/// tvOS live-TV order, visionOS symbols). Placeholder until those fields exist.
enum PlatformTabChecks {
    static func isSidebarAdaptable(_ tb: TabBarSpec) -> Bool { false }
    static let rules: [Rule] = []
}
