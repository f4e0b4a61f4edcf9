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
