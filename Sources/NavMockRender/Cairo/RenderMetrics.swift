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
}
