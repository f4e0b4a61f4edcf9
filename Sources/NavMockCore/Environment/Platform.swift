/// An Apple platform, named as Apple writes it. Decoded from the spec's `platform` field.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
    /// iPhone.
    case iOS
    /// iPad.
    case iPadOS
    /// Mac.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Vision Pro.
    case visionOS
    /// Apple Watch.
    case watchOS
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass` (`compact` or `regular`).
public enum SizeClass: String, Sendable, Hashable, CaseIterable, Codable {
    /// Constrained space (iPhone width in portrait; height in landscape).
    case compact
    /// Expansive space (iPad; the width of Plus/Max iPhones in landscape).
    case regular
}

/// The horizontal and vertical size classes of a screen or window.
public struct SizeClasses: Sendable, Hashable, Codable {
    /// The horizontal size class.
    public var horizontal: SizeClass
    /// The vertical size class.
    public var vertical: SizeClass
    /// Creates a pair of size classes.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal; self.vertical = vertical
    }
}

/// Device orientation.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Taller than wide (the catalog's sizes are portrait).
    case portrait
    /// Wider than tall.
    case landscape
}
