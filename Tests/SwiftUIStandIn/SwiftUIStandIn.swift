// SwiftUI's names that NavMockUI also declares, declared again so that a Linux test can import
// two modules with the same names, as a Mac test importing SwiftUI and NavMockUI does
// (BuilderClashTests). Nothing here is SwiftUI's code: empty types with SwiftUI's names.

/// Stands in for SwiftUI's `TabView`.
public struct TabView { public init() {} }
/// Stands in for SwiftUI's `Tab`.
public struct Tab { public init() {} }
/// Stands in for SwiftUI's `TabSection`.
public struct TabSection { public init() {} }
/// Stands in for SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement { public init() {} }
