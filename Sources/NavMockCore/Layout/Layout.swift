/// The whole layout of a spec: the canvas, the scale, the resolved environment, and the layout
/// tree (``tree``), which is what the scene, the redlines, the check rules and `navmock layout`
/// read. The layout engines build the tree's nodes directly.
///
/// Produced by ``layout(_:in:measuring:)``; immutable; every frame is in screen coordinates.
public struct Layout: Sendable, Hashable {
    /// The canvas rectangle in screen coordinates, points (whole points).
    public let canvas: Rect
    /// The default output scale: device pixels per point.
    public let scale: Double
    /// The resolved environment.
    public let environment: Environment
    /// The layout tree: the root (role `canvas`, frame = the canvas) with the component nodes
    /// (`tabBar`, `pageControl`, `homeIndicator`) as children, frames in screen coordinates.
    public let tree: LayoutNode
    /// Creates a layout (the layout stage's) around its component nodes.
    init(canvas: Rect, scale: Double, environment: Environment, components: [LayoutNode], screen: LayoutPayload? = nil) {
        self.canvas = canvas; self.scale = scale; self.environment = environment
        self.tree = LayoutNode(role: .canvas, frame: canvas, payload: screen, children: components)
    }
}
