import Foundation
import NavMockCore

/// Makes Cairo's SVG output canonical and accessible (pure text processing, no C).
///
/// - Ids: Cairo numbers `glyph…`, `surface…`, `clip…`, `mask…`, `image…`, `pattern…` from
///   process-wide counters, so the same drawing gets different ids after other renders. Every id
///   is renamed in order of first appearance (`glyph-1`, `surface-2`, …) and every reference to it
///   (`href="#…"`, `url(#…)`) follows, so the bytes depend only on the drawing.
/// - Accessibility: a `<title>`, a `<desc>` saying what the picture shows, `role="img"`, and
///   every text run of the scene again as invisible real `<text>` (searchable, selectable, read aloud).
enum SVGPostProcessor {
    static func finish(_ svg: String, scene: Scene) -> String {
        var s = canonicalizeIDs(svg)
        guard let open = s.range(of: "<svg") , let close = s.range(of: ">", range: open.upperBound..<s.endIndex) else { return s }
        s.insert(contentsOf: " role=\"img\"", at: close.lowerBound)
        let afterOpen = s.range(of: ">", range: open.upperBound..<s.endIndex)!.upperBound
        var extra = "\n<title>\(escape(scene.title))</title>\n<desc>\(escape(scene.summary))</desc>\n"
        var texts = ""
        // Every line of text with the identity of the element it belongs to (a masked layer's
        // lines have the layer's): what a layered SVG names its text by (issue 36).
        func runs(_ items: [SceneItem], _ id: SceneElementID) -> [(id: SceneElementID, text: TextLayout)] {
            items.flatMap { (item: SceneItem) -> [(id: SceneElementID, text: TextLayout)] in
                switch item {
                case .text(let t, _): return [(id, t)]
                case .masked(let inner, _): return runs(inner, id)
                default: return []
                }
            }
        }
        for (_, t) in scene.elements.flatMap({ runs([$0.item], $0.id) }) {
            let x = t.baselineOrigin.x - scene.origin.x, y = t.baselineOrigin.y - scene.origin.y
            texts += "<text x=\"\(num(x))\" y=\"\(num(y))\" font-size=\"\(num(t.style.size))\" textLength=\"\(num(max(t.frame.width, 0.001)))\" lengthAdjust=\"spacingAndGlyphs\">\(escape(t.text))</text>\n"
        }
        if !texts.isEmpty {
            extra += "<g fill-opacity=\"0\" stroke=\"none\" font-family=\"Inter, sans-serif\" aria-hidden=\"false\">\n" + texts + "</g>\n"
        }
        s.insert(contentsOf: extra, at: afterOpen)
        return s
    }

    static func num(_ d: Double) -> String {
        let r = (d * 1000).rounded() / 1000
        if r == r.rounded() { return String(Int(r)) }
        var t = DecimalText.fixed(r, places: 3)
        while t.hasSuffix("0") { t.removeLast() }
        return t
    }

    static func escape(_ t: String) -> String { MarkupText.escaped(t) }

    /// Renames ids in order of first appearance and rewrites references.
    static func canonicalizeIDs(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        var map: [String: String] = [:]
        var counter = 0
        func canonical(_ old: String) -> String {
            if let n = map[old] { return n }
            counter += 1
            let prefix = old.prefix { $0.isLetter || $0 == "-" && false }
            let n = (prefix.isEmpty ? "id" : String(prefix)) + "-" + String(counter)
            map[old] = n
            return n
        }
        // Markers after which an id or a reference follows.
        let markers: [(pattern: [UInt8], terminator: UInt8)] = [
            (Array("id=\"".utf8), UInt8(ascii: "\"")),
            (Array("href=\"#".utf8), UInt8(ascii: "\"")),
            (Array("url(#".utf8), UInt8(ascii: ")")),
        ]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        outer: while i < bytes.count {
            for (pattern, term) in markers where bytes[i] == pattern[0] && i + pattern.count <= bytes.count {
                var match = true
                for k in 1..<pattern.count where bytes[i + k] != pattern[k] { match = false; break }
                guard match else { continue }
                var j = i + pattern.count
                while j < bytes.count && bytes[j] != term { j += 1 }
                guard j < bytes.count else { continue }
                let old = String(decoding: bytes[(i + pattern.count)..<j], as: UTF8.self)
                out.append(contentsOf: pattern)
                out.append(contentsOf: Array(canonical(old).utf8))
                i = j
                continue outer
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
