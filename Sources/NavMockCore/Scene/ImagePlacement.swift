// Where a picture lands in its frame: the content-mode arithmetic of `UIView.ContentMode`, in
// points, kept out of the renderer (issue 34 §2), which only applies the result.

/// Where an image of `imageWidth × imageHeight` (its pixels, taken as points) lands when it is
/// placed in `frame` (screen coordinates, points) by a content mode: the image's rectangle and
/// the scale from its pixels to points on each axis. Drawing clips to `frame` and to ``rect``
/// (what a mode leaves of the frame stays empty; what lies beyond the frame is cut).
public struct ImagePlacement: Sendable, Hashable {
    /// The image's rectangle, points (may reach beyond the frame: aspect fill, the modes at the
    /// image's own size).
    public var rect: Rect
    /// Points per image pixel, horizontally and vertically (1 at the image's own size).
    public var scaleX: Double, scaleY: Double

    /// The placement of an image of `imageWidth × imageHeight` pixels in `frame` by `mode`
    /// (``SceneItem/placedImage(_:frame:mode:tint:stretchesWidth:)``): scaled to fill, to fit or to
    /// cover (centred), or at its own size centred or against the top or bottom edge. With
    /// `stretchesWidth` (default false) it spans the frame's width at its own height, placed
    /// vertically by `mode`. Nil for an image without pixels.
    public init?(imageWidth iw: Double, imageHeight ih: Double, in frame: Rect, mode: BarImageContentMode, stretchesWidth: Bool = false) {
        guard iw > 0, ih > 0 else { return nil }
        var sx = 1.0, sy = 1.0
        switch mode {
        case .scaleToFill: sx = frame.width / iw; sy = frame.height / ih
        case .scaleAspectFit: sx = min(frame.width / iw, frame.height / ih); sy = sx
        case .scaleAspectFill: sx = max(frame.width / iw, frame.height / ih); sy = sx
        case .center, .top, .bottom: break
        }
        if stretchesWidth { sx = frame.width / iw; sy = 1 }
        let dw = iw * sx, dh = ih * sy
        let x = frame.midX - dw / 2
        let y: Double
        switch mode {
        case .top: y = frame.minY
        case .bottom: y = frame.maxY - dh
        default: y = frame.midY - dh / 2
        }
        rect = Rect(x: x, y: y, width: dw, height: dh)
        scaleX = sx; scaleY = sy
    }
}
