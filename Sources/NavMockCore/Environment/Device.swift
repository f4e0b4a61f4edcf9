/// One device (or default window) of the catalog: its screen in points, scale, safe areas and
/// size classes per orientation.
///
/// All lengths are points; `scale` is device pixels per point. Sources for each number are cited
/// in `DeviceCatalog.swift`, beside the entry.
public struct Device: Sendable, Hashable {
    /// The name as Apple writes it, e.g. `iPhone 16`, `iPad Pro 13-inch (M4)`,
    /// `Apple Watch Series 10 (46mm)`. Matching in specs is exact (case-sensitive).
    public let name: String
    /// The platform the device runs.
    public let platform: Platform
    /// The screen (or default window) size in **portrait** orientation, points.
    /// For landscape-only devices (Apple TV, Vision Pro window, Mac window) the natural size.
    public let screenSize: Size
    /// Device pixels per point (1, 2 or 3).
    public let scale: Double
    /// Safe-area insets in portrait, points.
    public let safeAreaPortrait: EdgeInsets
    /// Safe-area insets in landscape, points (left/right in the landscape frame).
    public let safeAreaLandscape: EdgeInsets
    /// Size classes in portrait.
    public let sizeClassesPortrait: SizeClasses
    /// Size classes in landscape.
    public let sizeClassesLandscape: SizeClasses
    /// Whether the screen has a home indicator (Face ID iPhones, iPads without a Home button).
    public let hasHomeIndicator: Bool
    /// Whether the device rotates; `false` for Apple TV, Vision Pro windows, Mac windows, watches.
    public let rotates: Bool
    /// Where the numbers come from (keys of ../shared/hig/metrics.md, or an Apple page).
    public let source: String
    /// Whether the device draws the version 26 design (Liquid Glass) on version 26: false for a
    /// device that keeps the design before it (Apple TV HD and the first Apple TV 4K on tvOS 26,
    /// per hands-on reviews: MacRumors, AppleInsider; B). Default true.
    public let drawsLiquidGlass: Bool

    /// Creates a catalog entry. Lengths in points.
    public init(name: String, platform: Platform, screenSize: Size, scale: Double,
                safeAreaPortrait: EdgeInsets, safeAreaLandscape: EdgeInsets,
                sizeClassesPortrait: SizeClasses, sizeClassesLandscape: SizeClasses,
                hasHomeIndicator: Bool, rotates: Bool, source: String, drawsLiquidGlass: Bool = true) {
        self.name = name; self.platform = platform; self.screenSize = screenSize; self.scale = scale
        self.safeAreaPortrait = safeAreaPortrait; self.safeAreaLandscape = safeAreaLandscape
        self.sizeClassesPortrait = sizeClassesPortrait; self.sizeClassesLandscape = sizeClassesLandscape
        self.hasHomeIndicator = hasHomeIndicator; self.rotates = rotates; self.source = source
        self.drawsLiquidGlass = drawsLiquidGlass
    }

    /// The screen size in `orientation`, points. Devices that do not rotate keep their natural size.
    public func screenSize(in orientation: Orientation) -> Size {
        guard rotates else { return screenSize }
        return orientation == .portrait ? screenSize : screenSize.transposed
    }
    /// The safe-area insets in `orientation`, points.
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        (orientation == .portrait || !rotates) ? safeAreaPortrait : safeAreaLandscape
    }
    /// The size classes in `orientation`.
    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        (orientation == .portrait || !rotates) ? sizeClassesPortrait : sizeClassesLandscape
    }
}
