/// Geometry in points (1/72 inch on paper, one logical unit on an Apple screen).
///
/// Every length in NavMockCore is in **points**; device pixels appear only in NavMockRender,
/// where the points→pixels `scale` is applied last (see DESIGN.md, "Outputs").

/// A point in a coordinate space whose origin is the top-left corner and whose y axis points down.
/// Units: points.
public struct Point: Sendable, Hashable, Codable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points (downwards).
    public var y: Double
    /// Creates a point from its coordinates in points.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points. Either may be zero; neither is negative when built by layout.
public struct Size: Sendable, Hashable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Creates a size in points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The empty size (0 × 0).
    public static let zero = Size(width: 0, height: 0)
    /// The size with width and height exchanged (portrait ↔ landscape).
    public var transposed: Size { Size(width: height, height: width) }
}

/// An axis-aligned rectangle in points: origin at its top-left corner, y down.
public struct Rect: Sendable, Hashable, Codable {
    /// Top-left corner, in points.
    public var origin: Point
    /// Width and height, in points.
    public var size: Size
    /// Creates a rectangle from its origin and size, in points.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its top-left corner and its size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge, points.
    public var minX: Double { origin.x }
    /// Top edge, points.
    public var minY: Double { origin.y }
    /// Right edge, points.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge, points.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal centre, points.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre, points.
    public var midY: Double { origin.y + size.height / 2 }
    /// Width, points.
    public var width: Double { size.width }
    /// Height, points.
    public var height: Double { size.height }
    /// Centre point, points.
    public var center: Point { Point(x: midX, y: midY) }

    /// A rectangle of `size` centred on `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2,
                  width: size.width, height: size.height)
    }
    /// This rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it). Units: points.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
    /// This rectangle moved by (`dx`, `dy`) points.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// Whether `other` lies inside this rectangle, allowing `tolerance` points of overhang.
    public func contains(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }
    /// Whether the two rectangles share any area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
    /// This rectangle mirrored across the vertical line `x = axis` (used for right-to-left layout).
    public func mirrored(aroundX axis: Double) -> Rect {
        Rect(x: 2 * axis - maxX, y: minY, width: width, height: height)
    }
}

/// Insets from the four edges of a rectangle, in points (safe areas, paddings).
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// Inset from the top edge, points.
    public var top: Double
    /// Inset from the left edge, points.
    public var left: Double
    /// Inset from the bottom edge, points.
    public var bottom: Double
    /// Inset from the right edge, points.
    public var right: Double
    /// Creates insets in points.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset.
    public static let zero = EdgeInsets()
}
