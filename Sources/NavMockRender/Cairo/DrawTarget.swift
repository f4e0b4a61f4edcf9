import CCairo

/// What a Cairo context draws into, told to the painter by the code that made the context (the
/// raster, the PDF document, the glass's backdrop image) rather than asked of Cairo
/// (issue 34 §2). It decides what only pixels have: a hairline and a bar's material on the pixel
/// grid, text as outlines, icons through coverage masks, glass shadows and gradients drawn per
/// pixel, the scaled-up paint. (SVG is NavMock's own writer, SVG/, which draws no Cairo context.)
///
/// A Cairo group (`cairo_push_group`) draws into the same kind of surface as its context (an
/// image inside an image, a recording inside a vector document), so a group has its context's target.
struct DrawTarget: Sendable, Hashable {
    /// The kind of surface.
    enum Kind: Sendable, Hashable {
        /// An image surface: device pixels.
        case pixels
        /// Cairo's PDF document.
        case pdf
    }

    /// What is drawn into.
    let kind: Kind
    /// Device pixels per point: the raster's scale (for the glass's backdrop, its sampling
    /// density), or for a vector document the device's own scale, which a one-device-pixel
    /// hairline (1/scale pt tall) and an image's decoding size follow.
    let scale: Double

    /// Pixels at `scale` (device pixels per point).
    static func pixels(scale: Double) -> DrawTarget { DrawTarget(kind: .pixels, scale: scale) }
    /// A PDF document for a device of `deviceScale` pixels per point.
    static func pdf(deviceScale: Double) -> DrawTarget { DrawTarget(kind: .pdf, scale: deviceScale) }

    /// Whether the target is device pixels (an image surface) rather than a vector document.
    var drawsPixels: Bool { kind == .pixels }
}
