import Foundation

extension Layout {
    /// The component nodes of the layout (roles `tabBar`, …), frames in screen coordinates.
    public var nodes: [LayoutNode] {
        var out: [LayoutNode] = []
        if let tb = tabBar { out.append(tb.node) }
        if let pc = pageControl { out.append(pc.node) }
        if let h = homeIndicator { out.append(LayoutNode(role: "homeIndicator", frame: h)) }
        return out
    }

    /// The layout as stable JSON text: keys sorted, numbers rounded to 0.001 pt, two-space indent,
    /// a final newline. The root gives the canvas (screen coordinates, points), the scale and the
    /// resolved environment; `children` holds the component nodes.
    public func jsonText() -> String {
        var env: [String: JSONOut] = [
            "platform": .string(environment.platform.rawValue),
            "osVersion": .string(environment.osVersion.description),
            "orientation": .string(environment.orientation.rawValue),
            "screen": .object(["width": .number(environment.screenSize.width), "height": .number(environment.screenSize.height)]),
            "safeArea": .object(["top": .number(environment.safeArea.top), "left": .number(environment.safeArea.left),
                                 "bottom": .number(environment.safeArea.bottom), "right": .number(environment.safeArea.right)]),
            "sizeClass": .object(["horizontal": .string(environment.sizeClasses.horizontal.rawValue),
                                  "vertical": .string(environment.sizeClasses.vertical.rawValue)]),
            "appearance": .string(environment.appearance.rawValue),
            "layoutDirection": .string(environment.layoutDirection.rawValue),
            "locale": .string(environment.locale),
            "tabBarDesign": .string(environment.tabBarDesign.rawValue),
        ]
        env["device"] = environment.device.map { .string($0.name) } ?? .null
        let root: JSONOut = .object([
            "role": .string("canvas"),
            "frame": Self.frameJSON(canvas),
            "scale": .number(scale),
            "environment": .object(env),
            "children": .array(nodes.map(Self.nodeJSON)),
        ])
        var s = ""
        root.write(to: &s, indent: 0)
        return s + "\n"
    }

    static func frameJSON(_ r: Rect) -> JSONOut {
        .object(["x": .number(r.minX), "y": .number(r.minY), "width": .number(r.width), "height": .number(r.height)])
    }
    static func nodeJSON(_ n: LayoutNode) -> JSONOut {
        var o: [String: JSONOut] = ["role": .string(n.role), "frame": frameJSON(n.frame)]
        if let i = n.index { o["index"] = .number(Double(i)) }
        for (k, v) in n.attributes { o[k] = .string(v) }
        if !n.children.isEmpty { o["children"] = .array(n.children.map(nodeJSON)) }
        return .object(o)
    }
}

extension TabBarLayout {
    /// This tab bar as a layout node (role `tabBar`) with its items, hairline and selection.
    public var node: LayoutNode {
        var children: [LayoutNode] = []
        if design == .classic {
            children.append(LayoutNode(role: "tabBar.background", frame: backgroundFrame,
                                       attributes: ["visible": drawsBackground ? "true" : "false"]))
            if drawsBackground {
                children.append(LayoutNode(role: "tabBar.hairline", frame: Rect(x: barFrame.minX, y: barFrame.minY, width: barFrame.width, height: 0)))
            }
        }
        if let p = platform { children += p.nodes }
        if let s = selectionFrame { children.append(LayoutNode(role: "tabBar.selection", frame: s)) }
        for it in items { children.append(Self.itemNode(it)) }
        if let s = searchButton { children.append(Self.itemNode(s)) }
        if let a = accessory {
            var c: [LayoutNode] = []
            if let f = a.artworkFrame { c.append(LayoutNode(role: "tabBar.accessory.artwork", frame: f)) }
            c.append(LayoutNode(role: "tabBar.accessory.title", frame: a.title.frame, attributes: ["text": a.title.text]))
            if let st = a.subtitle { c.append(LayoutNode(role: "tabBar.accessory.subtitle", frame: st.frame, attributes: ["text": st.text])) }
            for (i, ctl) in a.controls.enumerated() { c.append(LayoutNode(role: "tabBar.accessory.control", frame: ctl.frame, index: i, attributes: Self.imageAttributes(ctl.image))) }
            children.append(LayoutNode(role: "tabBar.accessory", frame: a.frame, attributes: ["placement": a.inline ? "inline" : "expanded"], children: c))
        }
        if let lc = largeContent {
            var c: [LayoutNode] = []
            if let i = lc.icon { c.append(LayoutNode(role: "tabBar.largeContent.icon", frame: i.frame, attributes: Self.imageAttributes(i.image))) }
            if let t = lc.title { c.append(LayoutNode(role: "tabBar.largeContent.title", frame: t.frame, attributes: ["text": t.text])) }
            children.append(LayoutNode(role: "tabBar.largeContent", frame: lc.frame, index: lc.index, children: c))
        }
        if let ml = moreList {
            var c = [LayoutNode(role: "tabBar.moreList.title", frame: ml.title.frame, attributes: ["text": ml.title.text])]
            for r in ml.rows {
                var rc: [LayoutNode] = []
                if let i = r.icon { rc.append(LayoutNode(role: "tabBar.moreList.row.icon", frame: i.frame, index: r.index, attributes: Self.imageAttributes(i.image))) }
                rc.append(LayoutNode(role: "tabBar.moreList.row.title", frame: r.title.frame, index: r.index, attributes: ["text": r.title.text]))
                c.append(LayoutNode(role: "tabBar.moreList.row", frame: r.frame, index: r.index, children: rc))
            }
            children.append(LayoutNode(role: "tabBar.moreList", frame: Rect(x: 0, y: ml.title.frame.minY, width: ml.rows.last?.frame.maxX ?? ml.title.frame.maxX,
                                                                               height: (ml.rows.last?.frame.maxY ?? ml.title.frame.maxY) - ml.title.frame.minY), children: c))
        }
        var attributes = ["design": design.rawValue, "itemLayout": stacked ? "stacked" : "inline"]
        if minimized { attributes["minimized"] = "true" }
        if design == .vision { attributes["itemLayout"] = "vertical" }
        if platform?.expanded == true { attributes["expanded"] = "true" }
        if platform?.scrolledOffscreen == true { attributes["scrolledOffscreen"] = "true" }
        if !overflowIndices.isEmpty { attributes["overflow"] = overflowIndices.map(String.init).joined(separator: ",") }
        return LayoutNode(role: "tabBar", frame: barFrame, attributes: attributes, children: children)
    }

    static func imageAttributes(_ image: ImageReference?) -> [String: String] {
        switch image {
        case .symbol(let s)?: return ["symbol": s]
        case .file(let f)?: return ["file": f.path]
        case nil: return [:]
        }
    }

    static func itemNode(_ it: TabItemLayout) -> LayoutNode {
        let prefix: String
        switch it.kind {
        case .tab: prefix = "tabBar.item"
        case .more: prefix = "tabBar.moreItem"
        case .search: prefix = "tabBar.searchItem"
        }
        var c: [LayoutNode] = []
        if let f = it.iconFrame {
            var a = imageAttributes(it.image)
            if it.iconMirrored { a["mirrored"] = "true" }
            c.append(LayoutNode(role: prefix + ".icon", frame: f, index: it.index, attributes: a))
        }
        if let t = it.title {
            var a = ["text": t.text]
            if t.truncated { a["truncated"] = "true" }
            if t.tightened { a["tracking"] = String(format: "%.3f", t.style.tracking) }
            c.append(LayoutNode(role: prefix + ".title", frame: t.frame, index: it.index, attributes: a))
        }
        if let b = it.badge {
            c.append(LayoutNode(role: prefix + ".badge", frame: b.frame, index: it.index, attributes: ["text": b.text?.text ?? ""]))
        }
        var a: [String: String] = [:]
        if it.isSelected { a["selected"] = "true" }
        if !it.isEnabled { a["enabled"] = "false" }
        return LayoutNode(role: prefix, frame: it.frame, index: it.index, attributes: a, children: c)
    }
}

/// A minimal JSON writer with sorted keys and numbers rounded to 0.001.
enum JSONOut {
    case null, string(String), number(Double), bool(Bool), array([JSONOut]), object([String: JSONOut])

    func write(to s: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        let pad1 = String(repeating: "  ", count: indent + 1)
        switch self {
        case .null: s += "null"
        case .bool(let b): s += b ? "true" : "false"
        case .number(let d): s += JSONOut.format(d)
        case .string(let t): s += JSONOut.quote(t)
        case .array(let a):
            if a.isEmpty { s += "[]"; return }
            s += "[\n"
            for (i, v) in a.enumerated() {
                s += pad1; v.write(to: &s, indent: indent + 1)
                s += i == a.count - 1 ? "\n" : ",\n"
            }
            s += pad + "]"
        case .object(let o):
            if o.isEmpty { s += "{}"; return }
            s += "{\n"
            let keys = o.keys.sorted()
            for (i, k) in keys.enumerated() {
                s += pad1 + JSONOut.quote(k) + ": "
                o[k]!.write(to: &s, indent: indent + 1)
                s += i == keys.count - 1 ? "\n" : ",\n"
            }
            s += pad + "}"
        }
    }

    /// Rounds to 0.001 and prints without trailing zeros; -0 prints as 0.
    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let r = (d * 1000).rounded() / 1000
        if r == 0 { return "0" }
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        var t = String(format: "%.3f", r)
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t
    }

    static func quote(_ t: String) -> String {
        var s = "\""
        for u in t.unicodeScalars {
            switch u {
            case "\"": s += "\\\""
            case "\\": s += "\\\\"
            case "\n": s += "\\n"
            case "\r": s += "\\r"
            case "\t": s += "\\t"
            default:
                if u.value < 0x20 { s += String(format: "\\u%04x", u.value) } else { s.unicodeScalars.append(u) }
            }
        }
        return s + "\""
    }
}
