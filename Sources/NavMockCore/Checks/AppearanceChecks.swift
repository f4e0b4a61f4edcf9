/// Which design draws which `UITabBarAppearance` field, declared once: the check
/// `tab-bar.appearance-ignored` reads it, and docs/tab-bar-appearance.md is generated from it
/// (a test keeps them equal; regenerate with `NAVMOCK_REGENERATE=1 swift test --filter Appearance`).
public enum AppearanceSupport {
    /// The designs of the iOS and iPadOS tab bars, in the docs table's column order.
    public enum Design: String, CaseIterable, Sendable {
        case classicIOS = "classic iOS bar (iOS 13–18)"
        case glassIOS = "iOS 26 Liquid Glass bar"
        case pad17Bottom = "iPadOS 17 bottom bar"
        case pad18Top = "iPadOS 18 top bar"
        case pad26Top = "iPadOS 26 top capsule"

        /// Whether the design draws any of the appearance (the iPad top bars draw their own look:
        /// titanium-sdk pull 14295).
        public var drawsAppearance: Bool { self != .pad18Top && self != .pad26Top }

        /// The design `env` draws, or nil for a platform without `UITabBarAppearance`.
        public init?(_ env: Environment) {
            guard let d = env.tabBarDesign.entry.appearance(env.platform) else { return nil }
            self = d
        }
    }

    /// What a design does with a field.
    public enum Support: String, Sendable {
        case drawn, ignored, partly
    }

    /// One field: a cell per design (``Design`` order), the evidence and its confidence.
    public struct Row: Sendable {
        /// The field as the docs name it (`backgroundColor`, `…LayoutAppearance.*.iconColor`).
        public let field: String
        /// One per design.
        public let cells: [Support]
        /// Where the cells come from.
        public let source: String
        /// High, Medium, Low or Estimate.
        public let confidence: String
        /// What "partly" means here, or a note.
        public let note: String

        /// The cell of `design`.
        public func support(_ design: Design) -> Support { cells[Design.allCases.firstIndex(of: design) ?? 0] }
    }

    static let d = Support.drawn, i = Support.ignored, p = Support.partly
    static let uk = "UK26 `_UITabBarVisualProviderLegacyIOS` (`_updateBackgroundModern`, `_layoutTabBarItems`)"
    static let pad18 = "tidev/titanium-sdk pull 14295 (layout appearances take effect on iPadOS 15–17, not on the iPadOS 18 floating bar)"
    static let transparentGlass = "gunumdogdu/cupertino_native_better pull 74 (measured on an iOS 26.5 simulator: `configureWithTransparentBackground` leaves no material, the pill alone is glass)"
    static let inactiveTint = "callstack/react-native-bottom-tabs pull 527 (merged: the system overrides the inactive colour on iOS 26.0–26.5, the prop disabled there) and issue 439"
    static let wwdc = "Apple WWDC25 \"Get to know the new design system\": custom bar backgrounds interfere with the glass, so they are still applied"

    static func item(_ field: String, _ note: String = "") -> Row {
        Row(field: field, cells: [d, d, d, i, i], source: "\(uk); \(pad18)", confidence: "High (classic), Medium (glass), Low (iPad top bars)", note: note)
    }

    /// Every field, in the docs' order.
    public static let rows: [Row] = [
        Row(field: "configureWith", cells: [d, p, d, i, i], source: "\(uk); \(wwdc); \(pad18); \(transparentGlass)",
            confidence: "High (classic), Medium (glass: B, one measurement)",
            note: "glass: only `transparentBackground` matters: it removes the bar's material (no blur, lens, tint, rim or shadow; content sharp behind the items) and only the selection pill stays glass"),
        Row(field: "backgroundColor", cells: [d, p, d, i, i], source: "\(uk); \(wwdc); \(pad18)", confidence: "High (classic), Estimate (glass)",
            note: "glass: filled over the capsule, covering the glass"),
        Row(field: "backgroundEffect", cells: [d, i, d, i, i], source: "\(uk); \(pad18)", confidence: "High (drawn); the materials' looks are estimates", note: ""),
        Row(field: "backgroundImage", cells: [d, i, d, i, i], source: "\(uk); \(pad18)", confidence: "High (classic), Low (others)", note: ""),
        Row(field: "backgroundImageContentMode", cells: [d, i, d, i, i], source: uk, confidence: "High", note: ""),
        Row(field: "shadowColor", cells: [d, i, d, i, i], source: "\(uk); metrics.md §11 (no hairline on the glass bar)", confidence: "High", note: ""),
        Row(field: "shadowImage", cells: [d, i, d, i, i], source: "UK26 `_shadowFrameForBounds:height:`; \(uk)", confidence: "High (classic), Medium (others)",
            note: "stretched across the bar's width at its own height, its bottom on the bar's top edge"),
        Row(field: "stackedLayoutAppearance", cells: [d, d, d, i, i], source: "UK26 `_styleForTraitCollection:`; \(pad18)", confidence: "High",
            note: "iPhone portrait, iPad in compact width, the glass bar"),
        Row(field: "inlineLayoutAppearance", cells: [d, i, d, i, i], source: "UK26 `_styleForTraitCollection:`; titanium-sdk pull 14295", confidence: "High",
            note: "wide phones in landscape, iPad in regular width (fewer than 9 tabs)"),
        Row(field: "compactInlineLayoutAppearance", cells: [d, i, i, i, i], source: "UK26 `_styleForTraitCollection:` (`_UIUseMiniHeightInLandscape`)", confidence: "High",
            note: "the 32 pt landscape bar of compact-width phones"),
        item("….iconColor"), item("….titleTextAttributes", "the font is measured in the state it is drawn in"),
        item("….titlePositionAdjustment"), item("….badgeBackgroundColor"), item("….badgeTextAttributes"),
        item("….badgePositionAdjustment"), item("….badgeTitlePositionAdjustment"),
        Row(field: "selectionIndicatorTintColor", cells: [d, i, d, i, i], source: "UIKit docs, `UITabBarAppearance.selectionIndicatorTintColor`; \(uk)",
            confidence: "High (classic), Medium (iPad 17)", note: "the image drawn as a template: its alpha filled with the colour; untinted without it"),
        Row(field: "selectionIndicatorImage", cells: [d, i, d, i, i], source: uk, confidence: "High (classic), Medium (glass: its own pill)", note: ""),
        Row(field: "itemPositioning", cells: [p, i, p, i, i], source: "UK26 `_layoutTabBarItems` (only the stacked layout reads it)", confidence: "High",
            note: "stacked layout only; inline layouts size items to their content"),
        Row(field: "itemWidth", cells: [p, i, p, i, i], source: "UK26 `_layoutTabBarItems` (80 when 0)", confidence: "High", note: "with `centered`, stacked layout"),
        Row(field: "itemSpacing", cells: [p, i, p, i, i], source: "UK26 `_layoutTabBarItems` (30 when 0)", confidence: "High", note: "with `centered`, stacked layout"),
        Row(field: "scrollEdgeAppearance", cells: [d, i, d, i, i], source: "UIKit API availability (iOS 15); \(uk)", confidence: "High",
            note: "from iOS 15; before it `state.scrollEdge` keeps the standard bar (a finding)"),
        Row(field: "state.focusedIndex", cells: [d, d, d, i, i], source: "no published reference of the ring", confidence: "Estimate", note: "ring size estimated"),
        Row(field: "unselectedItemTintColor", cells: [d, i, d, i, i], source:
                "\(uk); \(inactiveTint); code-payments/code-ios-app pull 572; \(pad18)",
            confidence: "High (classic), Medium (glass: B), Low (iPad top bars)",
            note: "glass: the system picks the unselected items' colour from what is behind; react-native-bottom-tabs pull 509 (closed unmerged) said it still applied, but the merged pull 527 was tested on 26.0–26.5 and wins"),
        Row(field: "toolbarBackground", cells: [d, i, d, i, i], source: "SwiftUI `toolbarBackground(_:for:)` = the bar's appearances", confidence: "Medium", note: "alias"),
        Row(field: "toolbarColorScheme", cells: [d, d, d, i, i], source: "SwiftUI `toolbarColorScheme(_:for:)`", confidence: "Medium", note: "alias"),
    ]

    /// The row of `field`.
    static func row(_ field: String) -> Row? { rows.first { $0.field == field } }

    /// Whether the design `env` draws has a use for `field` (a row's field): false where its cell
    /// is `ignored`; true for a field without a row and on platforms without `UITabBarAppearance`
    /// (tvOS, visionOS, macOS draw their own fields). The drawing (``TabBarStyle``,
    /// ``TabBarSpec/activeAppearance(_:)``), the check and the pixel contrast advice all ask this.
    public static func draws(_ field: String, in env: Environment) -> Bool {
        guard let d = Design(env), let r = row(field) else { return true }
        return r.support(d) != .ignored
    }

    /// The markdown table of docs/tab-bar-appearance.md.
    public static var markdownTable: String {
        var out = "| field | " + Design.allCases.map(\.rawValue).joined(separator: " | ") + " | source | confidence | note |\n"
        out += "|---" + String(repeating: "|---", count: Design.allCases.count + 3) + "|\n"
        for r in rows {
            let cells = [r.field.hasPrefix("…") ? r.field : "`\(r.field)`"] + r.cells.map(\.rawValue) + [r.source, r.confidence, r.note.isEmpty ? "—" : r.note]
            out += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// The written appearance fields of `a` as (row field, JSON path under `base`).
    static func written(_ a: UITabBarAppearanceSpec, _ base: JSONPath) -> [(String, JSONPath)] {
        var out: [(String, JSONPath)] = []
        let top: [(String, Bool)] = [
            ("configureWith", a.configureWith != nil), ("backgroundColor", a.backgroundColor != nil), ("backgroundEffect", a.backgroundEffect != nil),
            ("backgroundImage", a.backgroundImage != nil), ("backgroundImageContentMode", a.backgroundImageContentMode != nil),
            ("shadowColor", a.shadowColor != nil), ("shadowImage", a.shadowImage != nil),
            ("selectionIndicatorTintColor", a.selectionIndicatorTintColor != nil), ("selectionIndicatorImage", a.selectionIndicatorImage != nil),
            ("itemPositioning", a.itemPositioning != nil), ("itemWidth", a.itemWidth != nil), ("itemSpacing", a.itemSpacing != nil),
        ]
        for (k, w) in top where w { out.append((k, base.appending(k))) }
        for style in TabBarItemLayoutStyle.allCases where a.layouts[style] != nil { out.append((style.key, base.appending(style.key))) }
        return out
    }
}

/// The check of AppearanceSupport: a written field the drawn design ignores, a layout appearance
/// the bar does not use, `state.scrollEdge` before iOS 15.
enum AppearanceChecks {
    static let rules: [Rule] = [
        Rule(.tabBarAppearanceIgnored, .warning, "an appearance field the drawn design does not draw",
             guideline: "Tab bars: customise the bar where the design honours it (docs/tab-bar-appearance.md)") { c, r in
            guard let tb = c.spec.tabBar, let env = c.environment else { return [] }
            let tbPath = JSONPath().appending("tabBar")
            var out: [Finding] = []
            if tb.state.scrollEdge && env.osVersion.major < AppearanceVersions.scrollEdge && (env.platform == .iOS || env.platform == .iPadOS) {
                out.append(c.finding(r, tbPath.appending("state").appending("scrollEdge"),
                    "before iOS 15 a tab bar has one appearance: \(env.platform.rawValue) \(env.osVersion) draws the standard bar with its hairline at the scroll edge"))
            }
            guard let design = AppearanceSupport.Design(env) else { return out }
            let used = c.layout?.tabBarNode.map(itemLayoutStyle(of:))
            for (key, a) in [("standardAppearance", tb.standardAppearance), ("scrollEdgeAppearance", tb.scrollEdgeAppearance)] {
                guard let a else { continue }
                let base = tbPath.appending(key)
                if !design.drawsAppearance || (key == "scrollEdgeAppearance" && AppearanceSupport.row(key)?.support(design) == .ignored) {
                    out.append(c.finding(r, base, "the \(design.rawValue) does not draw \"\(key)\"; it is drawn with its own look"))
                    continue
                }
                for (field, path) in AppearanceSupport.written(a, base) {
                    guard let row = AppearanceSupport.row(field) else { continue }
                    if row.support(design) == .ignored {
                        out.append(c.finding(r, path, "the \(design.rawValue) does not draw \"\(field)\""))
                    } else if let style = TabBarItemLayoutStyle.allCases.first(where: { $0.key == field }), let used, style != used {
                        out.append(c.finding(r, path, "this bar lays its items out \(used.rawValue) (UIKit's rule for this device and size class), so \"\(field)\" is not used; set \"\(used.key)\""))
                    }
                }
            }
            if tb.unselectedItemTintColor != nil, !AppearanceSupport.draws("unselectedItemTintColor", in: env) {
                out.append(c.finding(r, tbPath.appending("unselectedItemTintColor"),
                    "the \(design.rawValue) does not draw \"unselectedItemTintColor\": the system colours unselected items itself (drawn in the design's own colour)"))
            }
            for key in ["toolbarBackground", "toolbarColorScheme"] {
                let written = key == "toolbarBackground" ? tb.toolbarBackground != nil : tb.toolbarColorScheme != nil
                if written, AppearanceSupport.row(key)?.support(design) == .ignored {
                    out.append(c.finding(r, tbPath.appending(key), "the \(design.rawValue) does not draw \"\(key)\""))
                }
            }
            if (env.platform == .iOS || env.platform == .iPadOS), tb.state.focusedIndex != nil,
               AppearanceSupport.row("state.focusedIndex")?.support(design) == .ignored {
                out.append(c.finding(r, tbPath.appending("state").appending("focusedIndex"), "the \(design.rawValue) does not draw keyboard focus"))
            }
            return out
        },
    ]
}
