import Foundation

/// Structural limits on an SVG icon, checked on its bytes before librsvg parses or renders it.
///
/// A few kilobytes of SVG can ask for billions of elements: `<use>` (and `url(#…)` paints,
/// clips, masks, markers and filters) copy the element they point to, so ten levels of ten
/// references each make 10¹⁰ copies, and librsvg takes minutes and gigabytes to draw them. The
/// limits are counts, not a time budget, so whether an icon is refused never depends on the
/// machine. The bundled bootstrap-icons use at most a handful of elements and no references
/// (IconComplexityTests measures every one).
public enum IconComplexity {
    /// Most elements an icon may have once every reference is expanded (each `<use>` counted
    /// as a copy of what it points to, recursively).
    public static let maxExpandedElements = 10_000
    /// Deepest chain of references (`<use>` pointing to an element that holds a `<use>`…).
    public static let maxReferenceDepth = 8

    /// What was measured.
    public struct Measure: Sendable, Equatable {
        /// Elements in the file, as written.
        public var elements = 0
        /// Elements after expanding references (saturates just above the limit).
        public var expandedElements = 0
        /// Longest chain of references.
        public var referenceDepth = 0
        /// A zero measure.
        public init() {}
        init(elements: Int) { self.elements = elements }
    }

    /// Why an icon is refused: a clause naming the limit.
    public struct Violation: Error, Sendable, CustomStringConvertible {
        /// E.g. "it expands to more than 10000 elements (the limit on <use> copies)".
        public let description: String
    }

    /// Measures `svg` and throws when it exceeds a limit, when a reference points to itself
    /// (directly or through others), or when a DTD entity carries markup (which would hide
    /// elements from the count). Malformed XML is left to librsvg to report. Linear in the size
    /// of the file plus the number of references.
    public static func check(_ svg: [UInt8]) throws(Violation) -> Measure {
        var scan = Scanner(svg)
        try scan.run()
        return try evaluate(scan.nodes, ids: scan.ids)
    }

    // MARK: - Scanning

    struct Node {
        var children: [Int32] = []
        var refs: [String] = []
    }

    struct Scanner {
        let b: [UInt8]
        var i = 0
        var nodes: [Node] = []
        var ids: [String: Int32] = [:]
        var stack: [Int32] = []

        init(_ bytes: [UInt8]) { b = bytes }

        func starts(_ s: String, at k: Int) -> Bool {
            let u = Array(s.utf8)
            guard k + u.count <= b.count else { return false }
            for j in 0..<u.count where b[k + j] != u[j] { return false }
            return true
        }
        /// Index just after the next occurrence of `s` at or after `k`, or the end.
        func after(_ s: String, from k: Int) -> Int {
            let u = Array(s.utf8)
            var j = k
            while j + u.count <= b.count {
                if b[j] == u[0] && starts(s, at: j) { return j + u.count }
                j += 1
            }
            return b.count
        }
        static let urlOpen = Array("url(".utf8)
        /// Whether `needle` occurs in `b[range]`, byte for byte.
        func contains(_ needle: [UInt8], in range: Range<Int>) -> Bool {
            guard range.count >= needle.count else { return false }
            var k = range.lowerBound
            while k + needle.count <= range.upperBound {
                if b[k] == needle[0] {
                    var j = 1
                    while j < needle.count && b[k + j] == needle[j] { j += 1 }
                    if j == needle.count { return true }
                }
                k += 1
            }
            return false
        }
        static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

        mutating func run() throws(Violation) {
            while i < b.count {
                guard b[i] == UInt8(ascii: "<") else { i += 1; continue }
                if starts("<!--", at: i) { i = after("-->", from: i + 4); continue }
                if starts("<![CDATA[", at: i) { i = after("]]>", from: i + 9); continue }
                if starts("<?", at: i) { i = after("?>", from: i + 2); continue }
                if starts("<!", at: i) { try doctype(); continue }
                if starts("</", at: i) {
                    i = after(">", from: i + 2)
                    if !stack.isEmpty { stack.removeLast() }
                    continue
                }
                try element()
            }
        }

        /// `<!DOCTYPE … [ internal subset ]>`: entities whose text could hold markup are refused.
        mutating func doctype() throws(Violation) {
            var j = i + 2
            var depth = 0
            var quote: UInt8 = 0
            let start = j
            while j < b.count {
                let c = b[j]
                if quote != 0 { if c == quote { quote = 0 } }
                else if c == 0x22 || c == 0x27 { quote = c }
                else if c == UInt8(ascii: "[") { depth += 1 }
                else if c == UInt8(ascii: "]") { depth -= 1 }
                else if c == UInt8(ascii: ">") && depth <= 0 { break }
                j += 1
            }
            let body = b[start..<min(j, b.count)]
            if body.contains(UInt8(ascii: "<")) || String(decoding: body, as: UTF8.self).contains("&#") {
                // Declarations inside the subset: an entity's value may not contain markup.
                let text = String(decoding: body, as: UTF8.self)
                for decl in text.components(separatedBy: "<!ENTITY").dropFirst() {
                    let value = decl.split(separator: ">", maxSplits: 1).first.map(String.init) ?? decl
                    if value.dropFirst().contains("<") || value.contains("&#") {
                        throw Violation(description: "it declares an XML entity that contains markup or character references; icons may not build elements from entities")
                    }
                }
            }
            i = min(j + 1, b.count)
        }

        mutating func element() throws(Violation) {
            var j = i + 1
            let nameStart = j
            while j < b.count, !Self.isSpace(b[j]), b[j] != UInt8(ascii: "/"), b[j] != UInt8(ascii: ">") { j += 1 }
            var name = String(decoding: b[nameStart..<j], as: UTF8.self)
            if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
            let index = Int32(nodes.count)
            var node = Node()
            var selfClosing = false
            // Attributes.
            while j < b.count {
                let c = b[j]
                if c == UInt8(ascii: ">") { selfClosing = j > 0 && b[j - 1] == UInt8(ascii: "/"); j += 1; break }
                if Self.isSpace(c) || c == UInt8(ascii: "/") { j += 1; continue }
                let an = j
                while j < b.count, !Self.isSpace(b[j]), b[j] != UInt8(ascii: "="), b[j] != UInt8(ascii: ">") { j += 1 }
                var attr = String(decoding: b[an..<j], as: UTF8.self)
                if let colon = attr.lastIndex(of: ":") { attr = String(attr[attr.index(after: colon)...]) }
                while j < b.count, Self.isSpace(b[j]) { j += 1 }
                guard j < b.count, b[j] == UInt8(ascii: "=") else { continue }
                j += 1
                while j < b.count, Self.isSpace(b[j]) { j += 1 }
                guard j < b.count, b[j] == 0x22 || b[j] == 0x27 else { continue }
                let q = b[j]
                let vs = j + 1
                j = vs
                while j < b.count, b[j] != q { j += 1 }
                let valueEnd = min(j, b.count)
                let value = String(decoding: b[vs..<valueEnd], as: UTF8.self)
                j += 1
                if attr == "id" { if ids[value] == nil { ids[value] = index } }
                else if attr == "href", name == "use" || name == "tref" || name == "feImage" || name == "pattern"
                            || name == "linearGradient" || name == "radialGradient" || name == "filter" || name == "textPath" {
                    if value.hasPrefix("#") { node.refs.append(String(value.dropFirst())) }
                }
                // url(#id) in presentation attributes and style. Foundation's search (below) is
                // skipped when the bytes hold no "url(": ASCII has no other canonically equivalent
                // spelling, so it would find nothing (issue 20: it was 0.65 M instructions for four
                // icons' path data).
                guard contains(Self.urlOpen, in: vs..<valueEnd) else { continue }
                var rest = Substring(value)
                while let r = rest.range(of: "url(") {
                    var t = rest[r.upperBound...].drop(while: { $0 == " " || $0 == "\"" || $0 == "'" })
                    if t.hasPrefix("#") {
                        t = t.dropFirst()
                        let id = t.prefix(while: { $0 != ")" && $0 != " " && $0 != "\"" && $0 != "'" })
                        node.refs.append(String(id))
                    }
                    rest = rest[r.upperBound...]
                }
            }
            if let parent = stack.last { nodes[Int(parent)].children.append(index) }
            nodes.append(node)
            if !selfClosing { stack.append(index) }
            i = j
        }
    }

    // MARK: - Counting

    static func evaluate(_ nodes: [Node], ids: [String: Int32]) throws(Violation) -> Measure {
        let n = nodes.count
        let cap = maxExpandedElements + 1
        var expanded = [Int](repeating: 0, count: n)
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
                var e = 1, d = 0
                for s in stack[top].succ {
                    let t = s >= 0 ? s : -s - 1
                    e = min(cap, e + expanded[t])
                    d = max(d, s >= 0 ? depth[t] : depth[t] + 1)
                }
                expanded[k] = e
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
        var total = 0
        for k in 0..<n where !hasParent[k] {
            total = min(cap, total + expanded[k])
            measure.referenceDepth = max(measure.referenceDepth, depth[k])
        }
        measure.expandedElements = total
        if total > maxExpandedElements {
            throw Violation(description: "it has more than \(maxExpandedElements) elements once its <use> and url(#…) references are expanded (the limit on icon complexity)")
        }
        return measure
    }
}
