// What the layout and the scene know of a spec's images before anything is drawn: an SVG's
// intrinsic size, a PNG's colours. Layout and scene are pure Swift and read no file, so these
// come through this injected value, as text is measured through ``TextMeasuring``. NavMockRender implements it with librsvg, through the same
// checked loader that draws the image (`Renderer.imageSizes(baseDirectory:)`), and the pipeline
// (`PreparedSpec.prepareOrRefuse`) hands it to every layout that `render`, `layout`, `check`,
// `test`, `watch`, `serve`, `gallery` and the Swift API make.

/// Gives the layout the intrinsic size of a custom (non-symbol) image: today a page indicator's
/// SVG (issue 41 item 4), which UIKit draws at its own size (``PageControlMetricTable/maxImageSize``);
/// and the scene a backdrop PNG's colours (``colorGrid(of:)``).
///
/// ```swift
/// let l = layout(spec, in: env, measuring: renderer.textMeasurer,
///                imageSizes: renderer.imageSizes(baseDirectory: "."))
/// ```
public protocol ImageSizing: Sendable {
    /// The intrinsic size of the image `file` names, in points (one SVG user unit, a CSS pixel,
    /// is one point): its `width` and `height` where both are absolute lengths, else its
    /// `viewBox`'s size. Nil when it has no size the layout can use (neither, or only relative
    /// lengths), or when the file cannot be read or is refused: the layout then uses the symbol
    /// box, and the resource stage reports the file with its JSON path. A size given is finite
    /// and larger than 0 on both sides; the layout bounds it (``PageControlLimits/maxImageSide``).
    func intrinsicSize(of file: FileReference) -> Size?

    /// The colours of the raster image (PNG) `file` names, on a coarse grid, for the scene: what
    /// is drawn over a backdrop image (the glyphs on glass, the home indicator) follows its light
    /// and dark parts as over a flat colour (issue 41 item 2). Nil when unknown (the default) or
    /// when the file cannot be read: the backdrop then reads as unknown, and the resource stage
    /// reports the file.
    func colorGrid(of file: FileReference) -> ImageColorGrid?
}

extension ImageSizing {
    /// No colours known (what a layout made without a renderer uses).
    public func colorGrid(of file: FileReference) -> ImageColorGrid? { nil }
}

/// Sizes known for no file: every custom image is laid out in the symbol box. What a layout made
/// without a renderer uses (NavMockCore alone; tests measuring text with a fixed width).
public struct UnknownImageSizes: ImageSizing {
    /// Creates it.
    public init() {}
    /// Always nil.
    public func intrinsicSize(of file: FileReference) -> Size? { nil }
}

/// Sizes given by path (the path as the spec writes it), for tests and callers that know their
/// images' sizes without reading them.
public struct FixedImageSizes: ImageSizing {
    /// Spec path → size in points.
    public var sizes: [String: Size]
    /// Creates it from spec paths and sizes in points.
    public init(_ sizes: [String: Size]) { self.sizes = sizes }
    /// The size given for `file.path`, if any.
    public func intrinsicSize(of file: FileReference) -> Size? { sizes[file.path] }
}
