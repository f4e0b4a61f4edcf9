import Foundation

/// Structural limits on an SVG icon, checked on its bytes before librsvg parses or renders it.
///
/// A few kilobytes of SVG can ask for billions of elements: `<use>` (and `url(#…)` paints,
/// clips, masks, markers and filters) copy the element they point to, so ten levels of ten
/// references each make 10¹⁰ copies, and librsvg takes minutes and gigabytes to draw them. The
/// limits are counts, not a time budget, so whether an icon is refused never depends on the
/// machine. The bundled bootstrap-icons use at most a handful of elements and no references
/// (IconCheckTests measures every file of both icon sets). ``IconCheck`` reads the file with
/// libxml2 and builds the graph counted here.
public enum IconComplexity {
    /// Most elements an icon may have once every reference is expanded (each `<use>` counted
    /// as a copy of what it points to, recursively).
    public static let maxExpandedElements = 10_000
    /// Deepest chain of references (`<use>` pointing to an element that holds a `<use>`…).
    public static let maxReferenceDepth = 8
    /// Most bytes of path data (`d`, `points`) an icon may draw once every reference is expanded:
    /// 48 KiB (the icon sets' largest icon has 3.3 KB). Drawing cost grows faster than the path
    /// data when copies overlap: measured (debug build, one 75 px icon, stroked arcs) 16 KB in
    /// 0.75 s, 64 KB in 4.5 s, and 15 copies of 64 KB in 478 s before this bound.
    public static let maxExpandedPathBytes = 48 << 10
    /// Most offscreen layers (masks, clip paths, elements with `opacity`, `mask` or `clip-path`)
    /// an icon may make once every reference is expanded: each is a surface as large as the icon.
    public static let maxExpandedLayers = 256

    /// What was measured.
    public struct Measure: Sendable, Equatable {
        /// Elements in the file, as written.
        public var elements = 0
        /// Elements after expanding references (saturates just above the limit).
        public var expandedElements = 0
        /// Longest chain of references.
        public var referenceDepth = 0
        /// Bytes of path data after expanding references (saturates just above the limit).
        public var expandedPathBytes = 0
        /// Offscreen layers after expanding references (saturates just above the limit).
        public var expandedLayers = 0
        /// Widest stroke, pixels, when the icon is drawn ``IconGeometry/boxPixels`` wide (its
        /// own or NavMock's outline; bound: ``IconGeometry/maxStrokePixels``). Set by ``IconCheck``.
        public var strokePixels = 0.0
        /// Farthest coordinate from the origin, radius included, pixels, at that size (bound:
        /// ``IconGeometry/maxCoordinatePixels``). Set by ``IconCheck``.
        public var coordinatePixels = 0.0
        /// Length of the outlines Cairo fills, pixels, at that size (bound:
        /// ``IconGeometry/maxDrawPixels``; how it is counted: ``IconGeometry``). Set by ``IconCheck``.
        public var drawPixels = 0.0
        /// Pieces of outline (lines, curves, quarter arcs) drawn, in all (bound:
        /// ``IconGeometry/maxSegments``). Set by ``IconCheck``.
        public var segments = 0
        /// Bytes of attribute text the geometry walk parsed, each copy counted again (bound:
        /// ``IconGeometry/maxMeasuredBytes``). Set by ``IconCheck``.
        public var measuredBytes = 0
        /// A zero measure.
        public init() {}
        init(elements: Int) { self.elements = elements }
    }

    /// Why an icon is refused: a clause naming the limit.
    public struct Violation: Error, Sendable, CustomStringConvertible {
        /// E.g. "it expands to more than 10000 elements (the limit on <use> copies)".
        public let description: String
    }

    // MARK: - The reference graph (built by ``IconCheck`` from libxml2's reading of the file)

    /// One element as written: its children and the ids it refers to (`<use href>`, a gradient's
    /// `href`, `url(#…)` paints, clips and masks), with its own cost.
    struct Node {
        /// Indices of its child elements, in order.
        var children: [Int32] = []
        /// Ids it refers to (without the `#`), resolved through the id table when counting.
        var refs: [String] = []
        /// Bytes of path data it holds (`d`, `points`).
        var pathBytes = 0
        /// Whether drawing it makes an offscreen layer (a mask, a clip path, group opacity).
        var layer = false
    }

    // MARK: - Counting

    static func evaluate(_ nodes: [Node], ids: [String: Int32]) throws(Violation) -> Measure {
        let n = nodes.count
        let cap = maxExpandedElements + 1
        var expanded = [Int](repeating: 0, count: n)
        let pathCap = maxExpandedPathBytes + 1, layerCap = maxExpandedLayers + 1
        var pathBytes = [Int](repeating: 0, count: n)
        var layers = [Int](repeating: 0, count: n)
        var depth = [Int](repeating: 0, count: n)
        var state = [UInt8](repeating: 0, count: n)  // 0 new, 1 open, 2 done
        // Successors: children, then reference targets (marked negative - 1).
        func successors(_ k: Int) -> [Int] {
            nodes[k].children.map(Int.init) + nodes[k].refs.compactMap { ids[$0] }.map { -Int($0) - 1 }
        }
        var measure = Measure(elements: n)
        for root in 0..<n where state[root] == 0 {
            var stack: [(node: Int, next: Int, succ: [Int])] = [(root, 0, successors(root))]
            state[root] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                let k = stack[top].node
                if stack[top].next < stack[top].succ.count {
                    let s = stack[top].succ[stack[top].next]
                    stack[top].next += 1
                    let t = s >= 0 ? s : -s - 1
                    switch state[t] {
                    case 0:
                        state[t] = 1
                        stack.append((t, 0, successors(t)))
                    case 1:
                        throw Violation(description: "a <use> or url(#…) reference points back to an element that contains it (a reference cycle)")
                    default: break
                    }
                    continue
                }
                // All successors done: combine.
                var e = 1, d = 0, p = min(pathCap, nodes[k].pathBytes), l = nodes[k].layer ? 1 : 0
                for s in stack[top].succ {
                    let t = s >= 0 ? s : -s - 1
                    e = min(cap, e + expanded[t])
                    p = min(pathCap, p + pathBytes[t])
                    l = min(layerCap, l + layers[t])
                    d = max(d, s >= 0 ? depth[t] : depth[t] + 1)
                }
                expanded[k] = e
                pathBytes[k] = p
                layers[k] = l
                depth[k] = d
                state[k] = 2
                stack.removeLast()
                if d > maxReferenceDepth {
                    throw Violation(description: "its references (<use>, url(#…)) nest more than \(maxReferenceDepth) deep (the limit on reference depth)")
                }
            }
        }
        // Top-level elements (normally the one <svg>) and their expansions.
        var hasParent = [Bool](repeating: false, count: n)
        for node in nodes { for c in node.children { hasParent[Int(c)] = true } }
        var total = 0, totalPath = 0, totalLayers = 0
        for k in 0..<n where !hasParent[k] {
            total = min(cap, total + expanded[k])
            totalPath = min(pathCap, totalPath + pathBytes[k])
            totalLayers = min(layerCap, totalLayers + layers[k])
            measure.referenceDepth = max(measure.referenceDepth, depth[k])
        }
        measure.expandedElements = total
        measure.expandedPathBytes = totalPath
        measure.expandedLayers = totalLayers
        if total > maxExpandedElements {
            throw Violation(description: "it has more than \(maxExpandedElements) elements once its <use> and url(#…) references are expanded (the limit on icon complexity)")
        }
        if totalPath > maxExpandedPathBytes {
            throw Violation(description: "it draws more than \(maxExpandedPathBytes) bytes of path data once its <use> and url(#…) references are expanded (the limit on icon complexity)")
        }
        if totalLayers > maxExpandedLayers {
            throw Violation(description: "it makes more than \(maxExpandedLayers) offscreen layers (masks, clip paths, opacity) once its references are expanded (the limit on icon complexity)")
        }
        return measure
    }
}
