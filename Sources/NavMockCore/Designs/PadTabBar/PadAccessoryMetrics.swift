// Issue 14 §10: numbers of the regular-width iPad bottom accessory (PadAccessory.swift).

/// Where the regular-width iPad accessory goes. Every number is an estimate (no measured
/// picture); the content inside the capsule uses the iPhone accessory's ``GlassStateMetrics``.
public enum PadAccessoryMetrics {
    /// Height of the capsule: the iPhone's expanded accessory, 48 pt (``GlassStateMetrics/accessoryHeight``). Estimate.
    public static let height = GlassStateMetrics.accessoryHeight
    /// Gap between the capsule's bottom and the bottom of the safe area: 8 pt, the iPhone's gap
    /// between accessory and bar (``GlassStateMetrics/accessoryGap``). Estimate.
    public static let bottomGap = GlassStateMetrics.accessoryGap
    /// The capsule keeps at least this far from the screen's sides; longer content is truncated: 20 pt. Estimate.
    public static let sideMargin = 20.0
}
