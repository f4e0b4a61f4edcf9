import Foundation

// The truncation report: for each language × device × orientation (each variant of a spec), the
// tab titles the layout tightened or truncated and by how many points, and the badges that cover
// an icon. Read from the layout tree's own flags (`truncated`, `tracking` on a title node), so the
// report and `navmock layout` cannot disagree.

/// One tab title the layout did not draw as written.
public struct TitleFit: Sendable, Hashable {
    /// What the layout did.
    public enum Change: String, Sendable, Hashable {
        /// Tracking tightened until it fit (UIKit's `resizeToFitWidth:`), text whole.
        case tightened
        /// Cut with an ellipsis (after tightening to the limit).
        case truncated
    }
    /// The tab's index in `tabBar.items` (0-based).
    public var index: Int
    /// The key it was looked up by, if any.
    public var key: String?
    /// The text as the language gives it.
    public var title: String
    /// The text drawn (ends with "…" when truncated).
    public var drawn: String
    /// Tightened or truncated.
    public var change: Change
    /// How many points the title lost: the width of the whole title in the drawn font without
    /// tracking, minus the width drawn (points; what the truncation cut off, or what tightening squeezed).
    public var points: Double
    /// The tracking drawn, points per character gap (negative: tightened).
    public var tracking: Double
    /// Whether the text is the development language's (the language lacks the key).
    public var fallback: Bool
}

/// A badge that covers an icon (the `tab-bar.badge-covers-icon` rule's test).
public struct BadgeCover: Sendable, Hashable {
    /// The tab's index in `tabBar.items`.
    public var index: Int
    /// The badge's text.
    public var value: String
    /// The badge's width, points.
    public var width: Double
    /// Whether it covers its own tab's icon.
    public var coversOwnIcon: Bool
    /// The indices (in `tabBar.items`) of other tabs whose icons it covers.
    public var coversOthers: [Int]
}

/// One row of the report: one rendered variant.
public struct TruncationRow: Sendable, Hashable {
    /// The spec file as named.
    public var file: String
    /// The variant's name (`de`, `iphone-se-3rd-generation-de-landscape`; empty without variants).
    public var variant: String
    /// The language tag (`de`, `en-x-long40`).
    public var language: String
    /// `German (de)`.
    public var languageLabel: String
    /// The device name, or `W × H pt`.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The titles tightened or truncated, by tab index.
    public var titles: [TitleFit]
    /// The badges that cover an icon.
    public var badges: [BadgeCover]
    /// The texts given by key that this language lacks, drawn in the development language (or,
    /// when no language has the key, as the key itself): each its JSON path and key, in path order.
    public var untranslated: [UntranslatedText] = []
    /// The image of this variant, relative to the report (for the HTML page); empty when none.
    public var image: String = ""

    /// Whether a title of this row is truncated.
    public var hasTruncation: Bool { titles.contains { $0.change == .truncated } }
    /// Whether the row lists nothing: every title fits, no badge covers an icon, every text by
    /// key has this language's text.
    public var isClean: Bool { titles.isEmpty && badges.isEmpty && untranslated.isEmpty }
}

/// A text by key the language lacks (``TruncationRow/untranslated``).
public struct UntranslatedText: Sendable, Hashable {
    /// Its JSON path (`tabBar.items[1].title`).
    public var path: String
    /// Its key (`tab.inbox`).
    public var key: String
    /// Whether no language has the key (drawn as the key itself), rather than only this one.
    public var missingEverywhere: Bool = false
}

/// Builds and writes truncation reports.
///
/// ```swift
/// let row = TruncationReport.row(file: "tabs.json", variant: v.name, spec: v.spec, environment: env, layout: layout, measuring: m)
/// print(TruncationReport.text([row]))
/// ```
public enum TruncationReport {
    /// The report row of one laid-out variant. Titles come from the tab bar's item nodes: a title
    /// node with the `truncated` attribute is truncated; one with `tracking` (and not truncated)
    /// is tightened. `measuring` must be the measurer the layout used.
    public static func row(file: String, variant: String, spec: Spec, environment env: Environment, layout: Layout,
                           measuring: any TextMeasuring) -> TruncationRow {
        let loc = spec.localization
        var titles: [TitleFit] = [], badges: [BadgeCover] = []
        if let tb = layout.tabBarNode, let items = spec.tabBar?.items {
            for it in tb.items where it.itemKind == .tab {
                guard let i = it.index, items.indices.contains(i), let node = it.child(LayoutRolePart.title), let t = node.textLayout,
                      let full = items[i].title else { continue }
                let truncated = node.bool(.truncated) == true
                let tightened = !truncated && node.number(.tracking) != nil
                guard truncated || tightened else { continue }
                let path = TabBarRules.tabPath(i).appending("title").description
                let natural = measuring.measure(full, style: t.style.withTracking(0)).width
                titles.append(TitleFit(index: i, key: loc?.keys[path], title: full, drawn: t.text, change: truncated ? .truncated : .tightened,
                                       points: max(0, natural - t.frame.width), tracking: t.style.tracking,
                                       fallback: loc?.fallbacks.contains(path) ?? false))
            }
            let rtl = env.layoutDirection == .rightToLeft
            let all = tb.items + (tb.searchButton.map { [$0] } ?? [])
            let icons = all.enumerated().compactMap { k, it in it.icon.map { (index: k, frame: $0.frame) } }
            for (k, it) in all.enumerated() {
                guard let badge = it.badge, it.itemKind != .more, let i = it.index, items.indices.contains(i),
                      let value = items[i].badgeValue else { continue }
                let hit = BadgeCoverage.covers(badge: badge.frame, icons: icons, own: k, rightToLeft: rtl)
                guard !hit.isEmpty else { continue }
                badges.append(BadgeCover(index: i, value: value, width: badge.frame.width, coversOwnIcon: hit.contains(k),
                                         coversOthers: hit.filter { $0 != k }.compactMap { all[$0].itemKind == .tab ? all[$0].index : nil }))
            }
        }
        let device = env.device?.name ?? spec.device ?? "\(pt(env.screenSize.width)) × \(pt(env.screenSize.height)) pt"
        var row = TruncationRow(file: file, variant: variant, language: loc?.language ?? spec.locale,
                                languageLabel: loc?.label ?? spec.locale, device: device, orientation: env.orientation.rawValue,
                                titles: titles, badges: badges)
        if let loc {
            row.untranslated = loc.fallbacks.sorted().map { UntranslatedText(path: $0, key: loc.keys[$0] ?? "", missingEverywhere: loc.missing.contains($0)) }
        }
        return row
    }

    static func pt(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(format: "%.1f", r)
    }

    /// A tracking in points with two decimals (`-0.04`, `-1.20`).
    static func tracking(_ v: Double) -> String { String(format: "%.2f", v) }

    /// One line per title or badge: `de · iPhone SE (3rd generation) · portrait: tab 1 "Einstellungen" (key tab.settings) truncated to "Einstel…", 18.5 pt cut`.
    public static func text(_ rows: [TruncationRow]) -> String {
        var out = ""
        for r in rows {
            let head = "\(r.languageLabel) · \(r.device) · \(r.orientation)"
            if r.isClean { out += "\(head): every title fits\n"; continue }
            for t in r.titles {
                let key = t.key.map { " (key \($0)\(t.fallback ? ", development language" : ""))" } ?? ""
                switch t.change {
                case .truncated: out += "\(head): tab \(t.index) \"\(t.title)\"\(key) truncated to \"\(t.drawn)\", \(pt(t.points)) pt cut\n"
                case .tightened: out += "\(head): tab \(t.index) \"\(t.title)\"\(key) tightened to \(tracking(t.tracking)) pt tracking, \(pt(t.points)) pt narrower\n"
                }
            }
            for b in r.badges {
                var what: [String] = []
                if b.coversOwnIcon { what.append("its own icon") }
                what += b.coversOthers.map { "the icon of tab \($0)" }
                out += "\(head): badge \"\(b.value)\" on tab \(b.index) is \(pt(b.width)) pt wide and covers \(what.joined(separator: " and "))\n"
            }
            for u in r.untranslated {
                out += "\(head): \(u.path) (key \(u.key)) " + (u.missingEverywhere ? "is in no language of the app's strings; drawn as the key\n"
                    : "has no \(r.languageLabel) text; drawn in the development language\n")
            }
        }
        let t = rows.flatMap(\.titles)
        let languages = Set(rows.filter(\.hasTruncation).map(\.language)).sorted()
        out += "\(rows.count) render\(rows.count == 1 ? "" : "s"): \(t.filter { $0.change == .truncated }.count) truncated, "
            + "\(t.filter { $0.change == .tightened }.count) tightened, \(rows.flatMap(\.badges).count) badges over icons"
            + (languages.isEmpty ? "" : "; truncation in \(languages.joined(separator: ", "))")
        let untranslated = rows.reduce(0) { $0 + $1.untranslated.count }
        out += untranslated == 0 ? "\n" : "; \(untranslated) untranslated text\(untranslated == 1 ? "" : "s")\n"
        return out
    }

    /// The rows as a JSON array (sorted keys, points rounded to 0.1).
    public static func json(_ rows: [TruncationRow]) -> String {
        func q(_ s: String) -> String { JSONPath.quoted(s) }
        var out = "[\n"
        for (n, r) in rows.enumerated() {
            let titles = r.titles.map { t in
                "{\"change\": \(q(t.change.rawValue)), \"drawn\": \(q(t.drawn)), \"fallback\": \(t.fallback), \"index\": \(t.index), "
                + "\"key\": \(t.key.map(q) ?? "null"), \"points\": \(pt(t.points)), \"title\": \(q(t.title)), \"tracking\": \(tracking(t.tracking))}"
            }
            let badges = r.badges.map { b in
                "{\"coversOthers\": [\(b.coversOthers.map(String.init).joined(separator: ", "))], \"coversOwnIcon\": \(b.coversOwnIcon), "
                + "\"index\": \(b.index), \"value\": \(q(b.value)), \"width\": \(pt(b.width))}"
            }
            let untranslated = r.untranslated.map { "{\"key\": \(q($0.key)), \"missingEverywhere\": \($0.missingEverywhere), \"path\": \(q($0.path))}" }
            out += "  {\"badges\": [\(badges.joined(separator: ", "))], \"device\": \(q(r.device)), \"file\": \(q(r.file)), "
                + "\"image\": \(q(r.image)), \"language\": \(q(r.language)), \"languageName\": \(q(r.languageLabel)), "
                + "\"orientation\": \(q(r.orientation)), \"titles\": [\(titles.joined(separator: ", "))], "
                + "\"untranslated\": [\(untranslated.joined(separator: ", "))], \"variant\": \(q(r.variant))}"
                + (n == rows.count - 1 ? "\n" : ",\n")
        }
        return out + "]\n"
    }

    /// An HTML page: the contact sheets (image paths relative to the page), then one card per row
    /// with its image and what it truncated, tightened and covered; rows with a truncation are
    /// marked with a red border.
    public static func html(_ rows: [TruncationRow], title: String, contactSheets: [String] = []) -> String {
        func e(_ s: String) -> String { MarkupText.escaped(s) }
        var out = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>\(e(title))</title>\n<style>\n"
        out += "body{font:14px system-ui,sans-serif;margin:24px;background:#f5f5f7;color:#1d1d1f}\n"
        out += ".grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(420px,1fr));gap:16px}\n"
        out += ".card{background:#fff;border-radius:10px;padding:12px;border:2px solid transparent}\n.card.bad{border-color:#ff3b30}\n"
        out += ".card img{width:100%;background:#ddd}\nul{margin:6px 0 0;padding-left:18px}\n.ok{color:#248a3d}\n</style></head><body>\n"
        out += "<h1>\(e(title))</h1>\n<p>\(e(text(rows).split(separator: "\n").last.map(String.init) ?? ""))</p>\n"
        for sheet in contactSheets { out += "<p><img src=\"\(e(sheet))\" alt=\"contact sheet\" style=\"max-width:100%\"></p>\n" }
        out += "<div class=\"grid\">\n"
        for r in rows {
            out += "<div class=\"card\(r.hasTruncation ? " bad" : "")\"><b>\(e(r.languageLabel))</b> · \(e(r.device)) · \(e(r.orientation))\n"
            if !r.image.isEmpty { out += "<img src=\"\(e(r.image))\" alt=\"\(e(r.variant))\">\n" }
            if r.isClean { out += "<div class=\"ok\">every title fits</div>\n" }
            else {
                out += "<ul>\n"
                for line in text([r]).split(separator: "\n").dropLast() {
                    let body = line.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? String(line)
                    out += "<li>\(e(body.trimmingCharacters(in: .whitespaces)))</li>\n"
                }
                out += "</ul>\n"
            }
            out += "</div>\n"
        }
        return out + "</div>\n</body></html>\n"
    }
}
