import Foundation

// Apple's own symbols, when the user has them: an SVG template exported from the SF Symbols app
// (File › Export Template) holds up to 27 variants of one symbol — `<g id="Regular-M">` and the like
// inside `<g id="Symbols">` — beside a `Guides` group (baselines, cap lines, margins), a `Notes` group
// of text labels, and a `<style>` of annotation classes. This reader is not the icon allow-list: it
// takes one variant's paths out of such a file and writes a new, minimal SVG of them (no style, no
// text, no guides), which is all that is ever drawn. It is total and bounded: any bytes give a
// template or a ``SymbolTemplateProblem``, never a trap; no DTD, no entity beyond XML's five and
// character references, no reference to anything outside the file, and limits on size, depth,
// elements and path data.

/// A weight of the San Francisco system font, as an SF Symbols template names its variants,
/// lightest first.
public enum SymbolTemplateWeight: String, Sendable, Hashable, CaseIterable {
    /// `Ultralight`.
    case ultralight = "Ultralight"
    /// `Thin`.
    case thin = "Thin"
    /// `Light`.
    case light = "Light"
    /// `Regular`.
    case regular = "Regular"
    /// `Medium`.
    case medium = "Medium"
    /// `Semibold`.
    case semibold = "Semibold"
    /// `Bold`.
    case bold = "Bold"
    /// `Heavy`.
    case heavy = "Heavy"
    /// `Black`.
    case black = "Black"

    /// Position from the lightest (0) to the heaviest (8).
    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// A symbol scale, as an SF Symbols template names it: `S`, `M`, `L`.
public enum SymbolTemplateScale: String, Sendable, Hashable, CaseIterable {
    /// `S`: small (0.783 of medium in Apple's template).
    case small = "S"
    /// `M`: medium.
    case medium = "M"
    /// `L`: large (1.29 of medium).
    case large = "L"

    /// Position from small (0) to large (2).
    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// One design variant of a symbol: a weight and a scale, written `Regular-M` in a template.
public struct SymbolTemplateVariant: Sendable, Hashable, CustomStringConvertible {
    /// The font weight the variant is drawn for.
    public var weight: SymbolTemplateWeight
    /// The symbol scale.
    public var scale: SymbolTemplateScale
    /// Creates a variant.
    public init(_ weight: SymbolTemplateWeight, _ scale: SymbolTemplateScale) { self.weight = weight; self.scale = scale }
    /// The variant a template's group id names (`Regular-M`, `Black-S`); nil for any other id.
    public init?(id: String) {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = SymbolTemplateWeight(rawValue: String(parts[0])),
              let s = SymbolTemplateScale(rawValue: String(parts[1])) else { return nil }
        weight = w; scale = s
    }
    /// The template's name for it: `Medium-L`.
    public var description: String { weight.rawValue + "-" + scale.rawValue }

    /// The variant NavMock draws a template's symbol in: the tab bar's, medium weight at the
    /// large scale (metrics §2, "item icon": point size 18, weight medium, scale large; FabBar's
    /// replica of the iOS 26 bar, medium confidence). UIKit's configuration for the classic bar is
    /// not recovered (metrics, open questions), so every design draws this one.
    public static let tabBar = SymbolTemplateVariant(.medium, .large)

    /// How far `other` is from this variant: weights apart first, then scales apart. A template
    /// without the variant a design uses is drawn in its nearest one (a variable template's
    /// `Regular-S` for `Medium-L`); NavMock does not interpolate.
    func distance(to other: SymbolTemplateVariant) -> (weight: Int, scale: Int) {
        (abs(weight.rank - other.weight.rank), abs(scale.rank - other.scale.rank))
    }
}

/// Why a file is not usable as an SF Symbols template: the problem and, where it has one, the
/// 1-based line and column in the file.
public enum SymbolTemplateProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// More than `limit` bytes.
    case tooLarge(size: Int, limit: Int)
    /// Not UTF-8 text (a template is).
    case notText
    /// Not well-formed where the reader looked.
    case malformed(line: Int, column: Int, what: String)
    /// A document type declaration (`<!DOCTYPE`, `<!ENTITY`): never read, so no entity can expand.
    case declaration(line: Int, column: Int)
    /// An entity reference other than XML's five (`&amp;` …) and character references.
    case entity(name: String, line: Int, column: Int)
    /// A reference outside the file (`href` to anything but `#id`, a processing instruction).
    case externalReference(value: String, line: Int, column: Int)
    /// Elements nested deeper than `limit`.
    case tooDeep(limit: Int)
    /// More than `limit` elements.
    case tooManyElements(limit: Int)
    /// No `<g id="Symbols">` with a variant group (`Regular-M` …) in it.
    case noVariants
    /// A variant's drawing uses an element other than `g` and `path` (the app exports paths).
    case unsupportedElement(name: String, variant: String, line: Int, column: Int)
    /// A `transform` other than `matrix`, `translate` and `scale` inside the symbols.
    case unsupportedTransform(value: String, line: Int, column: Int)
    /// A path's `d` that is not path data.
    case badPathData(line: Int, column: Int, what: String)
    /// More than `limit` bytes of path data in one variant.
    case tooMuchPathData(size: Int, limit: Int)
    /// The variant chosen draws nothing (no path, or no point).
    case emptyVariant(String)

    /// The 1-based line and column in the file, when the problem has one.
    public var position: (line: Int, column: Int)? {
        switch self {
        case .malformed(let l, let c, _), .declaration(let l, let c), .entity(_, let l, let c), .externalReference(_, let l, let c),
             .unsupportedElement(_, _, let l, let c), .unsupportedTransform(_, let l, let c), .badPathData(let l, let c, _):
            return (l, c)
        default: return nil
        }
    }

    /// One clause, without the position.
    public var reason: String {
        switch self {
        case .tooLarge(let s, let l): return "the file is \(s) bytes, over the template limit of \(l) bytes"
        case .notText: return "not UTF-8 text"
        case .malformed(_, _, let w): return "not well-formed XML: " + w
        case .declaration: return "a document type or entity declaration; templates have none, and NavMock reads none"
        case .entity(let n, _, _): return "the entity &\(SpecProblem.clip(n));; only &amp; &lt; &gt; &quot; &apos; and character references are read"
        case .externalReference(let v, _, _): return "a reference outside the file (\"\(SpecProblem.clip(v))\"); templates refer to nothing outside themselves"
        case .tooDeep(let l): return "elements nested more than \(l) deep"
        case .tooManyElements(let l): return "more than \(l) elements"
        case .noVariants: return "no <g id=\"Symbols\"> with a variant such as <g id=\"Regular-M\">: not an SF Symbols template"
        case .unsupportedElement(let n, let v, _, _): return "<\(SpecProblem.clip(n))> in variant \(v); only <g> and <path> are drawn (the SF Symbols app exports paths)"
        case .unsupportedTransform(let v, _, _): return "transform \"\(SpecProblem.clip(v))\"; only matrix, translate and scale are read"
        case .badPathData(_, _, let w): return "path data: " + w
        case .tooMuchPathData(let s, let l): return "\(s) bytes of path data in one variant, over the limit of \(l)"
        case .emptyVariant(let v): return "variant \(v) draws nothing"
        }
    }

    /// The reason, after the position when there is one (`12:5: …`).
    public var description: String { position.map { "\($0.line):\($0.column): " } .map { $0 + reason } ?? reason }
}

/// An SF Symbols template read: its variants' paths, ready to be drawn.
///
/// ```swift
/// let t = try SymbolTemplate.read(bytes)
/// let glyph = try t.glyph(preferring: .tabBar)   // glyph.svg: one variant's paths, nothing else
/// ```
public struct SymbolTemplate: Sendable, Hashable {
    /// The reader's bounds.
    public enum Limits {
        /// Largest template file: 4 MiB (a 27-variant export of a detailed symbol is a few hundred KB).
        public static let maxBytes = 4 << 20
        /// Deepest element nesting.
        public static let maxDepth = 64
        /// Most elements in the file.
        public static let maxElements = 50_000
        /// Most bytes of path data in one variant (the glyph drawn; librsvg's input).
        public static let maxPathBytes = 256 << 10
    }

    /// One path of a variant: its data (checked: path commands and numbers only) and the
    /// transform of the groups it is in, the `Symbols` group's included.
    struct Path: Sendable, Hashable {
        var data: String
        var evenOdd: Bool
        var transform: Affine
    }

    /// The variants the file has, in file order.
    public let variants: [SymbolTemplateVariant]
    /// Each variant's paths.
    let paths: [SymbolTemplateVariant: [Path]]

    /// The variant drawn for `wanted`: itself when the template has it, else the nearest
    /// (weights apart, then scales apart, then the lighter and smaller); nil for a template
    /// without variants.
    public func variant(nearest wanted: SymbolTemplateVariant) -> SymbolTemplateVariant? {
        variants.min { a, b in
            let da = wanted.distance(to: a), db = wanted.distance(to: b)
            if da != db { return da.weight != db.weight ? da.weight < db.weight : da.scale < db.scale }
            return (a.weight.rank, a.scale.rank) < (b.weight.rank, b.scale.rank)
        }
    }

    /// What is drawn of a template: the variant and a minimal SVG of its paths alone.
    public struct Glyph: Sendable, Hashable {
        /// The variant drawn.
        public let variant: SymbolTemplateVariant
        /// `<svg viewBox=…><path …/>…</svg>`: the variant's paths, each with its transform and
        /// fill rule, in a square view box around their points, the glyph filling
        /// ``inkFraction`` of it as the stand-ins fill theirs. Nothing else of the file.
        public let svg: String
    }

    /// The share of the view box's side the glyph's larger extent takes: 208 of 224, as
    /// Phosphor's glyphs in the box NavMock narrows theirs to (`IconStore.tightenPhosphorViewBox`),
    /// so a template's symbol fills an icon frame as a stand-in does.
    public static let inkFraction = 208.0 / 224.0

    /// The drawing of the variant nearest `wanted` (``variant(nearest:)``).
    /// - Throws: ``SymbolTemplateProblem/noVariants``, ``SymbolTemplateProblem/emptyVariant(_:)``.
    public func glyph(preferring wanted: SymbolTemplateVariant = .tabBar) throws(SymbolTemplateProblem) -> Glyph {
        guard let v = variant(nearest: wanted), let ps = paths[v], !ps.isEmpty else { throw .noVariants }
        var lo = (x: Double.infinity, y: Double.infinity), hi = (x: -Double.infinity, y: -Double.infinity)
        for p in ps {
            for q in PathPoints.points(p.data) {
                let t = p.transform.apply(q)
                lo = (min(lo.x, t.x), min(lo.y, t.y)); hi = (max(hi.x, t.x), max(hi.y, t.y))
            }
        }
        let w = hi.x - lo.x, h = hi.y - lo.y
        guard w.isFinite, h.isFinite, max(w, h) > 0 else { throw .emptyVariant(v.description) }
        let side = max(w, h) / Self.inkFraction
        let x0 = (lo.x + hi.x) / 2 - side / 2, y0 = (lo.y + hi.y) / 2 - side / 2
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(Self.number(x0)) \(Self.number(y0)) \(Self.number(side)) \(Self.number(side))\">"
        for p in ps {
            svg += "<path"
            if p.transform != .identity {
                let m = p.transform
                svg += " transform=\"matrix(" + [m.a, m.b, m.c, m.d, m.e, m.f].map(Self.number).joined(separator: " ") + ")\""
            }
            if p.evenOdd { svg += " fill-rule=\"evenodd\"" }
            svg += " d=\"" + p.data + "\"/>"
        }
        return Glyph(variant: v, svg: svg + "</svg>\n")
    }

    /// A number as the SVG written carries it: Swift's shortest exact form, `-0` as `0`.
    static func number(_ v: Double) -> String {
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }

    /// Reads a template's bytes.
    /// - Throws: a ``SymbolTemplateProblem`` for anything that is not a bounded, self-contained
    ///   template with at least one variant.
    public static func read(_ bytes: [UInt8]) throws(SymbolTemplateProblem) -> SymbolTemplate {
        guard bytes.count <= Limits.maxBytes else { throw .tooLarge(size: bytes.count, limit: Limits.maxBytes) }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .notText }
        var reader = TemplateReader(bytes)
        return try reader.run()
    }
}

/// A 2-D affine transform: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's `matrix(a b c d e f)`).
struct Affine: Sendable, Hashable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0
    static let identity = Affine()
    /// This transform after `inner` (`self × inner`): an element's transform inside its parent's.
    func then(_ inner: Affine) -> Affine {
        Affine(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
               c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
               e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }
    func apply(_ p: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (a * p.x + c * p.y + e, b * p.x + d * p.y + f)
    }

    /// The transform an SVG `transform` attribute gives, when it is a list of `matrix(6)`,
    /// `translate(1 or 2)` and `scale(1 or 2)`; nil for anything else.
    static func parse(_ text: String) -> Affine? {
        var out = Affine.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { return out }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let args = rest[rest.index(after: open)..<close].split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                .map { Double(String($0)) }
            guard args.count <= 6, args.allSatisfy({ $0?.isFinite == true }) else { return nil }
            let n = args.map { $0! }
            let t: Affine
            switch (name, n.count) {
            case ("matrix", 6): t = Affine(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
            case ("translate", 1): t = Affine(e: n[0])
            case ("translate", 2): t = Affine(e: n[0], f: n[1])
            case ("scale", 1): t = Affine(a: n[0], d: n[0])
            case ("scale", 2): t = Affine(a: n[0], d: n[1])
            default: return nil
            }
            out = out.then(t)
            rest = rest[rest.index(after: close)...]
        }
    }
}

/// The points of SVG path data that bound what it draws: every end point and control point,
/// absolute (an arc contributes its end points). Conservative for curves (their control
/// polygon holds them). Assumes data ``check(_:)`` accepted.
enum PathPoints {
    /// The characters path data may hold: commands, digits, signs, points, exponents, separators.
    static let allowed = Set("MmLlHhVvCcSsQqTtAaZz0123456789eE+-., \t\n\r".unicodeScalars)

    /// Why `data` is not path data, or nil: only ``allowed`` characters, starting with a move,
    /// every number finite, each command given whole groups of numbers.
    static func check(_ data: String) -> String? {
        guard data.unicodeScalars.allSatisfy({ allowed.contains($0) }) else { return "a character that is not path data" }
        var points = 0
        guard tokens(data, visit: { _, _ in points += 1 }) else { return "a command without its numbers, or a number that is not one" }
        return points == 0 && !data.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "no point" : nil
    }

    static func points(_ data: String) -> [(x: Double, y: Double)] {
        var out: [(x: Double, y: Double)] = []
        _ = tokens(data) { x, y in out.append((x, y)) }
        return out
    }

    /// Walks `data`, calling `visit` with each absolute point; false when it is not path data.
    private static func tokens(_ data: String, visit: (Double, Double) -> Void) -> Bool {
        let s = Array(data.utf8)
        var i = 0
        func skipSeparators() { while i < s.count, s[i] == 0x20 || s[i] == 0x2C || s[i] == 0x09 || s[i] == 0x0A || s[i] == 0x0D { i += 1 } }
        func number() -> Double? {
            skipSeparators()
            let start = i
            if i < s.count, s[i] == 0x2B || s[i] == 0x2D { i += 1 }
            var digits = 0
            while i < s.count, (0x30...0x39).contains(s[i]) { i += 1; digits += 1 }
            if i < s.count, s[i] == 0x2E { i += 1; while i < s.count, (0x30...0x39).contains(s[i]) { i += 1; digits += 1 } }
            guard digits > 0 else { i = start; return nil }
            if i < s.count, s[i] == 0x65 || s[i] == 0x45 {
                var j = i + 1
                if j < s.count, s[j] == 0x2B || s[j] == 0x2D { j += 1 }
                if j < s.count, (0x30...0x39).contains(s[j]) {
                    while j < s.count, (0x30...0x39).contains(s[j]) { j += 1 }
                    i = j
                }
            }
            guard let v = Double(String(decoding: s[start..<i], as: UTF8.self)), v.isFinite else { return nil }
            return v
        }
        func flag() -> Double? {
            skipSeparators()
            guard i < s.count, s[i] == 0x30 || s[i] == 0x31 else { return nil }
            defer { i += 1 }
            return s[i] == 0x31 ? 1 : 0
        }
        var cur = (x: 0.0, y: 0.0), start = (x: 0.0, y: 0.0)
        var command: UInt8 = 0
        var first = true
        while true {
            skipSeparators()
            if i >= s.count { return true }
            let ch = s[i]
            let isLetter = (0x41...0x5A).contains(ch) || (0x61...0x7A).contains(ch)
            if isLetter { command = ch; i += 1 } else if command == 0 || command == 0x5A || command == 0x7A { return false }
            if first, command != 0x4D, command != 0x6D { return false }
            first = false
            let rel = command >= 0x61
            let upper = rel ? command - 0x20 : command
            func pt(_ x: Double, _ y: Double) -> (x: Double, y: Double) { rel ? (cur.x + x, cur.y + y) : (x, y) }
            func pairs(_ n: Int) -> [(x: Double, y: Double)]? {
                var out: [(x: Double, y: Double)] = []
                for _ in 0..<n { guard let x = number(), let y = number() else { return nil }; out.append(pt(x, y)) }
                return out
            }
            switch upper {
            case 0x5A: cur = start   // Z
            case 0x4D, 0x4C, 0x54:   // M L T
                guard let p = pairs(1) else { return false }
                visit(p[0].x, p[0].y); cur = p[0]
                if upper == 0x4D { start = cur; command = rel ? 0x6C : 0x4C }   // later pairs are lines
            case 0x48:   // H
                guard let x = number() else { return false }
                cur.x = rel ? cur.x + x : x; visit(cur.x, cur.y)
            case 0x56:   // V
                guard let y = number() else { return false }
                cur.y = rel ? cur.y + y : y; visit(cur.x, cur.y)
            case 0x43, 0x53, 0x51:   // C S Q
                guard let ps = pairs(upper == 0x43 ? 3 : 2) else { return false }
                for p in ps { visit(p.x, p.y) }
                cur = ps[ps.count - 1]
            case 0x41:   // A rx ry rotation large sweep x y
                guard number() != nil, number() != nil, number() != nil, flag() != nil, flag() != nil,
                      let p = pairs(1) else { return false }
                visit(cur.x, cur.y); visit(p[0].x, p[0].y); cur = p[0]
            default: return false
            }
        }
    }
}

/// The reader proper: a minimal XML scanner over UTF-8 bytes that keeps only what
/// ``SymbolTemplate`` needs (the variants' paths and their groups' transforms).
private struct TemplateReader {
    let s: [UInt8]
    var i = 0
    var elements = 0
    init(_ bytes: [UInt8]) { s = bytes }

    /// One open element: its name, what it is for the reader, and the transform inside it.
    struct Frame {
        var name: String
        /// Inside `<g id="Symbols">` (this element is it, or below it).
        var inSymbols: Bool
        /// This element is the Symbols group itself.
        var isSymbols: Bool
        /// The variant this element draws for, when it is (or is inside) a variant group.
        var variant: SymbolTemplateVariant?
        var transform: Affine
    }

    func position(_ at: Int) -> (Int, Int) {
        var line = 1, col = 1
        for k in 0..<min(at, s.count) { if s[k] == 0x0A { line += 1; col = 1 } else { col += 1 } }
        return (line, col)
    }
    func malformed(_ at: Int, _ what: String) -> SymbolTemplateProblem {
        let (l, c) = position(at); return .malformed(line: l, column: c, what: what)
    }
    func starts(_ text: String, at k: Int) -> Bool {
        let t = Array(text.utf8)
        return k + t.count <= s.count && s[k..<(k + t.count)].elementsEqual(t)
    }
    /// The index of `text` at or after `k`, or nil.
    func find(_ text: String, from k: Int) -> Int? {
        let t = Array(text.utf8)
        guard !t.isEmpty, s.count >= t.count, k <= s.count - t.count else { return nil }
        var j = k
        while j <= s.count - t.count {
            if s[j] == t[0], s[j..<(j + t.count)].elementsEqual(t) { return j }
            j += 1
        }
        return nil
    }
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    static func isNameEnd(_ b: UInt8) -> Bool { isSpace(b) || b == 0x2F || b == 0x3E || b == 0x3D }

    /// Checks the entity and character references of `raw` (from `at`) and returns it decoded.
    func decode(_ raw: ArraySlice<UInt8>, at: Int) throws(SymbolTemplateProblem) -> String {
        guard raw.contains(0x26) else { return String(decoding: raw, as: UTF8.self) }
        var out = ""
        var k = raw.startIndex
        while k < raw.endIndex {
            if raw[k] != 0x26 {
                var j = k
                while j < raw.endIndex, raw[j] != 0x26 { j += 1 }
                out += String(decoding: raw[k..<j], as: UTF8.self); k = j; continue
            }
            guard let semi = raw[k...].prefix(12).firstIndex(of: 0x3B) else { throw malformed(at + (k - raw.startIndex), "an & that starts no reference") }
            let name = String(decoding: raw[(k + 1)..<semi], as: UTF8.self)
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                var scalar: Unicode.Scalar?
                if name.hasPrefix("#x") || name.hasPrefix("#X") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init) }
                guard let scalar else {
                    let (l, c) = position(at + (k - raw.startIndex))
                    throw .entity(name: name, line: l, column: c)
                }
                out.unicodeScalars.append(scalar)
            }
            k = semi + 1
        }
        return out
    }

    mutating func run() throws(SymbolTemplateProblem) -> SymbolTemplate {
        var stack: [Frame] = []
        var order: [SymbolTemplateVariant] = []
        var paths: [SymbolTemplateVariant: [SymbolTemplate.Path]] = [:]
        var pathBytes: [SymbolTemplateVariant: Int] = [:]
        var sawRoot = false
        while i < s.count {
            guard s[i] == 0x3C else {
                // Text: only its references are checked (labels are never kept).
                let start = i
                while i < s.count, s[i] != 0x3C { i += 1 }
                if stack.isEmpty, !s[start..<i].allSatisfy(Self.isSpace) { throw malformed(start, "text outside the root element") }
                _ = try decode(s[start..<i], at: start)
                continue
            }
            if starts("<!--", at: i) {
                guard let end = find("-->", from: i + 4) else { throw malformed(i, "a comment that does not end") }
                i = end + 3; continue
            }
            if starts("<![CDATA[", at: i) {
                guard !stack.isEmpty, let end = find("]]>", from: i + 9) else { throw malformed(i, "a CDATA section that does not end") }
                i = end + 3; continue
            }
            if starts("<!", at: i) { let (l, c) = position(i); throw .declaration(line: l, column: c) }
            if starts("<?", at: i) {
                guard let end = find("?>", from: i + 2) else { throw malformed(i, "a processing instruction that does not end") }
                let target = s[(i + 2)..<end].prefix { !Self.isSpace($0) }
                guard String(decoding: target, as: UTF8.self) == "xml", stack.isEmpty, !sawRoot else {
                    let (l, c) = position(i)
                    throw .externalReference(value: "<?" + String(decoding: target.prefix(40), as: UTF8.self), line: l, column: c)
                }
                i = end + 2; continue
            }
            if starts("</", at: i) {
                var j = i + 2
                while j < s.count, !Self.isNameEnd(s[j]) { j += 1 }
                let name = String(decoding: s[(i + 2)..<j], as: UTF8.self)
                while j < s.count, Self.isSpace(s[j]) { j += 1 }
                guard j < s.count, s[j] == 0x3E else { throw malformed(i, "an end tag without >") }
                guard let top = stack.popLast(), top.name == name else { throw malformed(i, "</\(SpecProblem.clip(name))> does not close the open element") }
                i = j + 1; continue
            }
            // A start tag.
            let tagStart = i
            var j = i + 1
            while j < s.count, !Self.isNameEnd(s[j]) { j += 1 }
            let name = String(decoding: s[(i + 1)..<j], as: UTF8.self)
            guard !name.isEmpty else { throw malformed(i, "a < that starts no element") }
            guard stack.isEmpty ? !sawRoot : true else { throw malformed(i, "a second root element") }
            var attributes: [(String, String, Int)] = []
            var selfClosing = false
            while true {
                while j < s.count, Self.isSpace(s[j]) { j += 1 }
                guard j < s.count else { throw malformed(tagStart, "a start tag that does not end") }
                if s[j] == 0x3E { j += 1; break }
                if s[j] == 0x2F {
                    guard j + 1 < s.count, s[j + 1] == 0x3E else { throw malformed(j, "/ not followed by >") }
                    selfClosing = true; j += 2; break
                }
                let nameStart = j
                while j < s.count, !Self.isNameEnd(s[j]) { j += 1 }
                let attr = String(decoding: s[nameStart..<j], as: UTF8.self)
                while j < s.count, Self.isSpace(s[j]) { j += 1 }
                guard !attr.isEmpty, j < s.count, s[j] == 0x3D else { throw malformed(nameStart, "an attribute without a value") }
                j += 1
                while j < s.count, Self.isSpace(s[j]) { j += 1 }
                guard j < s.count, s[j] == 0x22 || s[j] == 0x27 else { throw malformed(j, "an attribute value without quotes") }
                let quote = s[j]
                var k = j + 1
                while k < s.count, s[k] != quote { if s[k] == 0x3C { throw malformed(k, "< in an attribute value") }; k += 1 }
                guard k < s.count else { throw malformed(j, "an attribute value that does not end") }
                let value = try decode(s[(j + 1)..<k], at: j + 1)
                guard attributes.count < 64 else { throw malformed(nameStart, "more than 64 attributes") }
                attributes.append((attr, value, nameStart))
                j = k + 1
            }
            elements += 1
            guard elements <= SymbolTemplate.Limits.maxElements else { throw .tooManyElements(limit: SymbolTemplate.Limits.maxElements) }
            // Nothing outside the file: an href may only name an element of it.
            for (a, v, at) in attributes where a == "href" || a.hasSuffix(":href") {
                guard v.trimmingCharacters(in: .whitespaces).hasPrefix("#") else {
                    let (l, c) = position(at); throw .externalReference(value: v, line: l, column: c)
                }
            }
            func attribute(_ n: String) -> (String, Int)? { attributes.first { $0.0 == n }.map { ($0.1, $0.2) } }
            let parent = stack.last
            let local = name.split(separator: ":").last.map(String.init) ?? name
            var frame = Frame(name: name, inSymbols: parent?.inSymbols ?? false, isSymbols: false,
                              variant: parent?.variant, transform: parent?.transform ?? .identity)
            if local == "g", attribute("id")?.0 == "Symbols", !frame.inSymbols {
                frame.inSymbols = true; frame.isSymbols = true
            } else if parent?.isSymbols == true, local == "g", let id = attribute("id")?.0, let v = SymbolTemplateVariant(id: id) {
                frame.variant = v
                if paths[v] == nil { order.append(v); paths[v] = [] }
            } else if let v = frame.variant, local != "g", local != "path", local != "title", local != "desc" {
                let (l, c) = position(tagStart)
                throw .unsupportedElement(name: name, variant: v.description, line: l, column: c)
            }
            if frame.inSymbols, let (t, at) = attribute("transform") {
                guard let m = Affine.parse(t) else { let (l, c) = position(at); throw .unsupportedTransform(value: t, line: l, column: c) }
                frame.transform = frame.transform.then(m)
            }
            if let v = frame.variant, local == "path", let (d, at) = attribute("d") {
                if let why = PathPoints.check(d) { let (l, c) = position(at); throw .badPathData(line: l, column: c, what: why) }
                let total = (pathBytes[v] ?? 0) + d.utf8.count
                guard total <= SymbolTemplate.Limits.maxPathBytes else { throw .tooMuchPathData(size: total, limit: SymbolTemplate.Limits.maxPathBytes) }
                pathBytes[v] = total
                let rule = attribute("fill-rule")?.0.trimmingCharacters(in: .whitespaces) == "evenodd"
                paths[v, default: []].append(.init(data: d, evenOdd: rule, transform: frame.transform))
            }
            if stack.isEmpty { sawRoot = true }
            if !selfClosing {
                guard stack.count < SymbolTemplate.Limits.maxDepth else { throw .tooDeep(limit: SymbolTemplate.Limits.maxDepth) }
                stack.append(frame)
            }
            i = j
        }
        guard stack.isEmpty else { throw malformed(s.count, "<\(SpecProblem.clip(stack[stack.count - 1].name))> is not closed") }
        guard sawRoot else { throw malformed(0, "no element") }
        let drawn = order.filter { !(paths[$0] ?? []).isEmpty }
        guard !drawn.isEmpty else { throw .noVariants }
        return SymbolTemplate(variants: drawn, paths: paths.filter { !$0.value.isEmpty })
    }
}
