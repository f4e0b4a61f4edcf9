/// The page control (`UIPageControl`). Placeholder: filled in by the page-control work (issue 5).
public struct PageControlSpec: Sendable {
    /// Creates an empty page control spec.
    public init() {}
}

/// The laid-out page control. Placeholder.
public struct PageControlLayout: Sendable, Hashable {
    /// The part of the screen the component canvas shows for this control, points.
    public var canvasBounds: Rect
    /// This page control as a layout node (role `pageControl`).
    public var node: LayoutNode { LayoutNode(role: "pageControl", frame: canvasBounds) }
}

/// The JSON Schema of `pageControl`. Placeholder.
enum PageControlSchema {
    static let fragment = #"{"type": "object"}"#
}

extension Context {
    mutating func readPageControl(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> PageControlSpec {
        throw fail(path, node, "page controls are not drawn by this version of NavMock yet")
    }
}

func layoutPageControl(_ pc: PageControlSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) throws(SpecError) -> PageControlLayout {
    PageControlLayout(canvasBounds: Rect(origin: .zero, size: env.screenSize))
}

func pageControlItems(_ layout: PageControlLayout, spec: PageControlSpec, env: Environment) -> [SceneItem] { [] }

func pageControlSummary(_ pc: PageControlLayout) -> String { "page control" }
