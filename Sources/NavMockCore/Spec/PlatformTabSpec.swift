/// Tab-bar fields of the other platforms (iPad, Apple TV, Vision Pro, Mac). Placeholder for the
/// work on those platforms: the keys it accepts and how it reads them.
enum PlatformTabKeys {
    /// Extra keys of a tab item.
    static let item: [String] = []
    /// Extra keys of `tabBar.state`.
    static let state: [String] = []
}

extension Context {
    /// Reads the platform-specific keys of a tab item.
    mutating func readPlatformItem(_ o: [String: JSONNode], _ path: JSONPath, into item: inout TabItemSpec) throws(SpecError) {}
    /// Reads the platform-specific keys of `tabBar.state`.
    mutating func readPlatformState(_ o: [String: JSONNode], _ path: JSONPath, into tb: inout TabBarSpec) throws(SpecError) {}
}

/// The tab bar of iPadOS 18/26 (regular width), tvOS, visionOS and macOS. Placeholder for the
/// work on those platforms.
func platformTabBar(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) throws(SpecError) -> TabBarLayout {
    let path = JSONPath().appending("tabBar")
    throw .invalid(path: path, location: spec.location(of: path),
                   message: "the \(env.platform.rawValue) \(env.osVersion) tab bar is not drawn by this version of NavMock; iOS (any version) and iPadOS 17 and earlier are")
}

/// The display list of those tab bars. Placeholder.
func platformTabBarItems(_ tb: TabBarLayout, spec: TabBarSpec, env: Environment, accessibility: AccessibilitySettings) -> [SceneItem] { [] }
