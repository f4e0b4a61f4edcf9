/// A shape in screen coordinates, points.
public enum SceneShape: Sendable, Hashable {
    /// A plain rectangle.
    case rect(Rect)
    /// A rectangle with circular corners of `radius` points.
    case roundedRect(Rect, radius: Double)
    /// A rectangle whose shorter side is fully rounded (corner radius = half of it).
    case capsule(Rect)
    /// The ellipse inscribed in the rectangle.
    case ellipse(Rect)

    /// The bounding rectangle.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .capsule(let r), .ellipse(let r): return r
        }
    }

    /// The radius of the corners as drawn, points: 0 for a rectangle, a rounded rectangle's
    /// radius clamped to half its shorter side, half the shorter side for a capsule, and for an
    /// ellipse the same (the radius of a circle; callers that need an exact ellipse test it apart).
    public var cornerRadius: Double {
        switch self {
        case .rect: return 0
        case .roundedRect(let r, let radius): return min(radius, r.width / 2, r.height / 2)
        case .capsule(let r), .ellipse(let r): return min(r.width, r.height) / 2
        }
    }
}

/// A colour stop of a gradient: `offset` 0…1 along the gradient line.
public struct GradientStop: Sendable, Hashable {
    /// Position along the gradient line, 0…1.
    public var offset: Double
    /// Colour at that position.
    public var color: Color
    /// Creates a stop.
    public init(offset: Double, color: Color) { self.offset = offset; self.color = color }
}

/// How a shape is filled.
public enum ScenePaint: Sendable, Hashable {
    /// One colour.
    case solid(Color)
    /// A linear gradient between two points (screen coordinates, points).
    case linear(from: Point, to: Point, stops: [GradientStop])
}

/// One drawing operation of the display list. Everything is resolved: the renderer interprets nothing.
public enum SceneItem: Sendable, Hashable {
    /// Fill a shape.
    case fill(SceneShape, ScenePaint)
    /// Stroke a shape's outline with a line `width` points wide, centred on the outline.
    case stroke(SceneShape, Color, width: Double)
    /// A line one **device pixel** thick along `y` from `x0` to `x1` (points), drawn in the pixel
    /// row just above `y` (the classic tab bar's top hairline, metrics §11).
    case hairline(y: Double, x0: Double, x1: Double, color: Color)
    /// A rule along the inside of `rect`'s vertical `edge`, `devicePixels` pixels of the device's
    /// own scale wide (``Scene/scale``: 1/scale pt each), the rect's full height (the iPad
    /// sidebar's border). The renderer turns the pixels into points; the scene never does.
    case edgeRule(Rect, edge: HorizontalEdge, devicePixels: Double, color: Color)
    /// A line of text.
    case text(TextLayout, Color)
    /// A template icon: the image's alpha is the mask, `color` the fill. `mirrored` flips it horizontally.
    case icon(ImageReference, frame: Rect, color: Color, mirrored: Bool)
    /// A template icon drawn heavier: its shapes also stroked in `color` with a line `outline`
    /// points wide, so every stroke of the glyph grows by `outline` (Liquid Glass tab symbols).
    case emboldenedIcon(ImageReference, frame: Rect, color: Color, mirrored: Bool, outline: Double)
    /// A template icon whose strokes are brought to about `stroke` points: a stand-in symbol
    /// (bootstrap-icons, Phosphor) is stroked in `color` with a line as wide as its own glyph needs
    /// to measure `stroke` (the renderer measures each glyph's stroke: mean stroke = ink area over
    /// half its outline, at 3 px/pt of a 24 pt box); a glyph already as heavy (a filled symbol) is
    /// drawn as it is. So each symbol gets its own outline, where ``emboldenedIcon(_:frame:color:mirrored:outline:)``
    /// gives all the same (the classic tab bar's symbols, issue 40 item 3).
    case weightedIcon(ImageReference, frame: Rect, color: Color, mirrored: Bool, stroke: Double)
    /// An image drawn in its own colours (UIKit's `alwaysOriginal` rendering mode, issue 41 item
    /// 4): an SVG's own fills and strokes, a symbol in black; never tinted. `mirrored` flips it.
    case originalIcon(ImageReference, frame: Rect, mirrored: Bool)
    /// A PNG file scaled to cover `frame` (aspect fill), clipped to it.
    case image(FileReference, frame: Rect)
    /// A PNG file placed in `frame` as a `UIView.ContentMode` says (a PNG pixel is a point at its
    /// own size), clipped to `frame` (`UITabBarAppearance` background, shadow and selection images).
    /// With `tint`, the image is a template: its alpha is a mask filled with `tint`. With
    /// `stretchesWidth`, it spans the frame's full width at its own height (`mode` places it vertically).
    case placedImage(FileReference, frame: Rect, mode: BarImageContentMode, tint: Color? = nil, stretchesWidth: Bool = false)
    /// A soft shadow around a shape: darkest (`color`) at the edge, fading out over `radius` points.
    case shadow(SceneShape, Color, radius: Double)
    /// Liquid Glass or material: the scene's backdrop blurred by `blur` points inside the shape,
    /// then `tint` over it.
    case glass(SceneShape, tint: Color, blur: Double)
    /// iOS 26 Liquid Glass: the backdrop seen through the shape, lensed near its edge, lightly
    /// blurred and tinted, with a specular rim (``LiquidGlassMaterial``, docs/liquid-glass.md).
    case liquidGlass(SceneShape, LiquidGlassMaterial)
    /// One soft shadow under the union of `shapes` (``LiquidGlassShadow``).
    case glassShadow([SceneShape], LiquidGlassShadow)
    /// `items` drawn as one layer, then composited through the alpha of `mask`: a `.linear` mask
    /// fades them out along its line (the ends of a tvOS tab bar whose tabs do not fit); beyond
    /// the gradient's ends its first and last alphas continue.
    indirect case masked([SceneItem], mask: ScenePaint)
}

/// The display list of one mockup, in points. Produced by ``buildScene(_:layout:)``.
///
/// Each item of ``items`` has the identity of the element it draws at the same position in
/// ``itemIDs`` (``SceneElementID``); every ``backdrop`` item is ``SceneElementID/backdrop``.
/// The identity is a flat value beside each item, not a wrapping case of ``SceneItem``: the
/// painter, the glass renderer and the pixel check index `items` by position (the canvas as drawn
/// before item *n*), and the tests match items by their cases; a parallel list keeps both as
/// they are. The two lists change only together (``append(_:id:)``, ``insert(_:at:id:)``,
/// ``mappingItems(_:)``, ``keeping(_:)``), so they
/// always have the same length.
public struct Scene: Sendable, Hashable {
    /// Size of the canvas, points.
    public var size: Size
    /// The canvas's top-left corner in screen coordinates, points; the renderer translates by its negation.
    public var origin: Point
    /// The backdrop: what lies behind the components and shows through glass. Its identity is
    /// ``SceneElementID/backdrop``.
    public var backdrop: [SceneItem]
    /// The components, in drawing order.
    public private(set) var items: [SceneItem]
    /// The identity of the element each of ``items`` draws, at the same position (as many).
    public private(set) var itemIDs: [SceneElementID]
    /// A short title (the SVG `<title>`).
    public var title: String
    /// A description of what the picture shows (the SVG `<desc>`): component, platform, state.
    public var summary: String
    /// The default output scale (device pixels per point).
    public var scale: Double
    /// Creates a scene whose items are all drawn for one element, `id` (default
    /// ``SceneElementID/canvas``: a scene not made from a layout, such as a contact sheet).
    public init(size: Size, origin: Point, backdrop: [SceneItem], items: [SceneItem], title: String, summary: String, scale: Double,
                id: SceneElementID = .canvas) {
        self.init(size: size, origin: origin, backdrop: backdrop, elements: items.tagged(id), title: title, summary: summary, scale: scale)
    }
    /// Creates a scene from its elements (each item with the identity of what it draws), in drawing order.
    public init(size: Size, origin: Point, backdrop: [SceneItem], elements: [SceneElement], title: String, summary: String, scale: Double) {
        self.size = size; self.origin = origin; self.backdrop = backdrop
        self.items = elements.map(\.item); self.itemIDs = elements.map(\.id)
        self.title = title; self.summary = summary; self.scale = scale
    }

    /// The items with their identities, in drawing order.
    public var elements: [SceneElement] { zip(itemIDs, items).map { SceneElement($0, $1) } }

    /// Appends `item`, drawn for the element `id`.
    public mutating func append(_ item: SceneItem, id: SceneElementID) {
        items.append(item); itemIDs.append(id)
    }

    /// Appends `items`, all drawn for the element `id`.
    public mutating func append(contentsOf items: [SceneItem], id: SceneElementID) {
        self.items += items; itemIDs += Array(repeating: id, count: items.count)
    }

    /// Inserts `item`, drawn for the element `id`, at position `index` of ``items`` (0…count).
    public mutating func insert(_ item: SceneItem, at index: Int, id: SceneElementID) {
        items.insert(item, at: index); itemIDs.insert(id, at: index)
    }

    /// This scene with each item replaced by `transform` of it, keeping its identity and position.
    public func mappingItems(_ transform: (SceneItem) throws -> SceneItem) rethrows -> Scene {
        var s = self
        s.items = try items.map(transform)
        return s
    }

    /// This scene with only the items at `positions` (indices into ``items``), in their order.
    public func keeping(_ positions: some Sequence<Int>) -> Scene {
        var s = self
        let keep = positions.filter { items.indices.contains($0) }.sorted()
        s.items = keep.map { items[$0] }; s.itemIDs = keep.map { itemIDs[$0] }
        return s
    }

    /// The positions in ``items`` of the items drawn for `id`, in drawing order.
    public func positions(of id: SceneElementID) -> [Int] {
        itemIDs.indices.filter { itemIDs[$0] == id }
    }
}

/// A template icon as a scene item draws it, whichever of the icon cases the item is: the
/// one reading of ``SceneItem/icon(_:frame:color:mirrored:)``,
/// ``SceneItem/emboldenedIcon(_:frame:color:mirrored:outline:)`` and
/// ``SceneItem/weightedIcon(_:frame:color:mirrored:stroke:)`` for every walker of the scene
/// (painter, resource stage, icon-mask prefetch, pixel check), so none of them can handle one
/// case and forget the other.
public struct SceneIcon: Sendable, Hashable {
    /// The symbol or SVG file.
    public var image: ImageReference
    /// Where it is drawn, screen coordinates, points.
    public var frame: Rect
    /// The fill of its shapes.
    public var color: Color
    /// Whether it is flipped horizontally.
    public var mirrored: Bool
    /// Whether its shapes are also stroked (``SceneItem/emboldenedIcon(_:frame:color:mirrored:outline:)``).
    public var emboldened: Bool
    /// The stroke's width, points: 0 for a plain icon (and for a ``SceneItem/weightedIcon(_:frame:color:mirrored:stroke:)``,
    /// whose outline the renderer works out from ``targetStroke``).
    public var outline: Double
    /// The mean stroke its glyph is brought to, points (``SceneItem/weightedIcon(_:frame:color:mirrored:stroke:)``);
    /// nil for every other icon.
    public var targetStroke: Double?
    /// Whether it is drawn in its own colours (``SceneItem/originalIcon(_:frame:mirrored:)``):
    /// then ``color`` is unused.
    public var original: Bool

    /// Creates an icon description (points; `outline` 0 for a plain icon).
    /// `targetStroke`: the mean stroke the glyph is brought to (points), nil for none.
    public init(image: ImageReference, frame: Rect, color: Color, mirrored: Bool, emboldened: Bool, outline: Double, original: Bool = false,
                targetStroke: Double? = nil) {
        self.image = image; self.frame = frame; self.color = color; self.mirrored = mirrored
        self.emboldened = emboldened; self.outline = outline; self.original = original; self.targetStroke = targetStroke
    }
}

extension SceneItem {
    /// The icon this item draws (an `.icon`, `.emboldenedIcon`, `.weightedIcon` or `.originalIcon`), or nil for any other item.
    public var icon: SceneIcon? {
        switch self {
        case .icon(let i, let f, let c, let m): return SceneIcon(image: i, frame: f, color: c, mirrored: m, emboldened: false, outline: 0)
        case .emboldenedIcon(let i, let f, let c, let m, let o): return SceneIcon(image: i, frame: f, color: c, mirrored: m, emboldened: true, outline: o)
        case .weightedIcon(let i, let f, let c, let m, let s):
            return SceneIcon(image: i, frame: f, color: c, mirrored: m, emboldened: true, outline: 0, targetStroke: s)
        case .originalIcon(let i, let f, let m):
            return SceneIcon(image: i, frame: f, color: .black, mirrored: m, emboldened: false, outline: 0, original: true)
        default: return nil
        }
    }
}
