/// The renderer's own numbers: how it draws what the scene asks for (shadows, materials), where
/// no Apple number applies. Each is "Own" (chosen here), with the reason beside it; the scene's
/// numbers are in NavMockCore's metric tables.
public enum RenderMetrics {
    /// A `.shadow` item (the Large Content Viewer's panel) is drawn as this many stacked copies of
    /// its shape, each grown by a further 1/`shadowSteps` of the shadow's radius, at an opacity
    /// that adds up to the shadow's own at the shape's edge. Own: enough that no step shows at
    /// @3x, few enough that drawing it costs nothing measurable.
    public static let shadowSteps = 10
    /// A classic material's backdrop is drawn and blurred at `materialBlurSamples / blur` device
    /// pixels per point (σ in points), so the blur stays about this many pixels wide whatever its
    /// size; a Gaussian that wide loses nothing visible when painted scaled up. Own (issue 20:
    /// Benchmarks/README.md measures the difference against full density).
    public static let materialBlurSamples = 5.0
    /// The highest density a material's backdrop is drawn at, pixels per point (narrow blurs). Own.
    public static let materialMaxDensity = 2.0
    /// How far, points, an icon's ink may reach past its frame and still count as inside
    /// (``Renderer/iconViewport(_:frame:)``): librsvg's geometry of shapes that touch the view box's
    /// edge (rounded to 1/256 of the icon's unit: 0.006 pt for a 16-unit icon in 24 pt). Own: far
    /// below a device pixel (0.33 pt at @3x), above that rounding.
    public static let iconInkSlack = 0.01
    /// An icon's weight (``Renderer/iconWeight(plain:trial:)``) is measured with its view box
    /// drawn this many pixels on its longer side: a 24 pt box at 12 px/pt. Own: at 72 px (24 pt
    /// at @3x, as Benchmarks/fidelity.py measures Apple's crops) where a straight stroke falls on
    /// the pixel grid moves the measure by up to 0.17 pt (newspaper) and the stroke does not grow
    /// steadily with the outline; at 288 px it does (within 0.02 pt of 576 px).
    public static let iconWeightPixels = 288
    /// The trial outline an icon's weight is measured with as well, as a fraction of its view
    /// box's longer side (0.48 units of a 16-unit glyph, 0.72 pt in a 24 pt box); also the most
    /// outline a weighted icon gets (no extrapolation past what was measured). Own: above the
    /// 0.2–0.5 pt the stand-ins need on the classic bar (issue 40 item 3).
    public static let iconWeightTrial = 0.03
    /// Coverage at or above this fraction of the mask's highest counts as ink when an icon's
    /// weight is measured (half contrast, as Benchmarks/fidelity.py thresholds). Own.
    public static let iconWeightThreshold = 0.5
}
