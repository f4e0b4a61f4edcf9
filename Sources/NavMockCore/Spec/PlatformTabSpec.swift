// The tab-bar fields of the other platforms (iPad, Apple TV, Vision Pro, Mac): their types, the
// keys the strict reader accepts for them, and how they are read. Whether a field suits the
// platform a spec resolves to is checked at layout (`checkPlatformFields`), where the platform is
// known; here only the values themselves are checked.

/// SwiftUI `TabViewStyle` of an iPadOS 18+ tab view.
public enum TabViewStyleSpec: String, Sendable, Hashable, CaseIterable {
    /// The system's choice: on iPad a tab bar without the sidebar button.
    case automatic
    /// A fixed tab bar (`.tabBarOnly`).
    case tabBarOnly
    /// A tab bar with the button that turns it into a sidebar (`.sidebarAdaptable`).
    case sidebarAdaptable
}

/// A `TabSection` of an iPadOS sidebar: a header and the tabs under it.
public struct TabSectionSpec: Sendable, Hashable {
    /// The header.
    public var title: String
    /// Indices into `tabBar.items`, in display order; each tab belongs to at most one section.
    public var items: [Int]
    /// Creates a section.
    public init(title: String, items: [Int]) { self.title = title; self.items = items }
}

/// What a tab of a live-viewing tvOS app holds; the guidelines order tabs live, recorded, other.
public enum TabContentKind: String, Sendable, Hashable, CaseIterable {
    /// Live content (channels, live sports).
    case live
    /// Cloud DVR or other recorded content.
    case recorded
    /// Anything else.
    case other
}

/// A font for tab titles (`UITabBarItem.setTitleTextAttributes`): size in points and weight.
public struct TabFontSpec: Sendable, Hashable {
    /// Size in points, 8…96.
    public var size: Double
    /// Weight; default regular.
    public var weight: FontWeight
    /// Creates a font.
    public init(size: Double, weight: FontWeight) { self.size = size; self.weight = weight }
}

/// A branded logo beside a tvOS tab bar: a PNG shown at most 200 × 68 pt (HIG-TB-0725).
public struct TabBarLogoSpec: Sendable, Hashable {
    /// The PNG file, relative to the spec's folder.
    public var image: FileReference
    /// Drawn width, points (1…200). Give the image's own aspect ratio: it is scaled to fill.
    public var width: Double
    /// Drawn height, points (1…68).
    public var height: Double
}

/// The tvOS tab bar's customizations the guidelines list (metrics §4, HIG-TB tvOS): the bar's
/// tint, colour or image; fonts for items and for the selected item; the logo. The selected and
/// unselected tints are `tintColor` and `unselectedItemTintColor` of ``TabBarSpec``.
public struct TabBarAppearanceSpec: Sendable, Hashable {
    /// Tints the translucent bar (`UITabBar.barTintColor`).
    public var barTintColor: ColorValue?
    /// An opaque colour for the bar instead of the translucent material.
    public var backgroundColor: ColorValue?
    /// A PNG for the bar's background (`UITabBar.backgroundImage`), scaled to fill the bar's band.
    public var backgroundImage: FileReference?
    /// The font of the titles.
    public var itemFont: TabFontSpec?
    /// The font of the selected tab's title.
    public var selectedItemFont: TabFontSpec?
    /// The branded logo at the leading end of the bar.
    public var logo: TabBarLogoSpec?
    /// Creates the default (no customization).
    public init() {}
    /// Whether anything is customized.
    public var isEmpty: Bool {
        barTintColor == nil && backgroundColor == nil && backgroundImage == nil && itemFont == nil
            && selectedItemFont == nil && logo == nil
    }
}

/// Keys of the other platforms that the strict reader accepts besides the iPhone ones.
enum PlatformTabKeys {
    /// Extra keys of `tabBar`.
    static let tabBar = ["tabViewStyle", "customizable", "sections", "barTintColor", "backgroundColor",
                         "backgroundImage", "itemFont", "selectedItemFont", "logo"]
    /// Extra keys of a tab item.
    static let item = ["contentKind"]
    /// Extra keys of `tabBar.state`.
    static let state = ["sidebarVisible", "focusedIndex", "scrollOffset", "scrolledOffscreen", "expanded"]
}

/// Bounds of the platform fields, named in the errors that hit them.
enum PlatformTabLimits {
    /// Most sections a sidebar may have.
    static let maxSections = 16
    /// Font sizes a spec may ask for, points.
    static let fontSizes: ClosedRange<Double> = 8...96
    /// Largest logo, points: HIG-TB-0725 (metrics §4, "max 200 × 68 pt").
    static let logoWidth = 200.0
    /// Largest logo height, points (metrics §4).
    static let logoHeight = 68.0
    /// Largest scroll offset, points.
    static let maxScrollOffset = 100_000.0
}

extension Context {
    /// Reads the platform keys of `tabBar` (after its items, so indices can be checked).
    mutating func readPlatformTabBar(_ o: [String: JSONNode], _ path: JSONPath, into tb: inout TabBarSpec) throws(SpecError) {
        if let n = o["tabViewStyle"] {
            tb.tabViewStyle = try enumValue(n, path.appending("tabViewStyle"), TabViewStyleSpec.self, what: "tab view style")
        }
        if let n = o["customizable"] { tb.customizable = try bool(n, path.appending("customizable")) }
        if let n = o["sections"] { tb.sections = try readSections(n, path.appending("sections"), itemCount: tb.items.count) }
        if let n = o["barTintColor"] { tb.barAppearance.barTintColor = try color(n, path.appending("barTintColor")) }
        if let n = o["backgroundColor"] { tb.barAppearance.backgroundColor = try color(n, path.appending("backgroundColor")) }
        if let n = o["backgroundImage"] { tb.barAppearance.backgroundImage = try png(n, path.appending("backgroundImage")) }
        if o["backgroundColor"] != nil, let n = o["backgroundImage"] {
            throw fail(path.appending("backgroundImage"), n, "give either \"backgroundColor\" or \"backgroundImage\", not both")
        }
        if let n = o["itemFont"] { tb.barAppearance.itemFont = try readFont(n, path.appending("itemFont")) }
        if let n = o["selectedItemFont"] { tb.barAppearance.selectedItemFont = try readFont(n, path.appending("selectedItemFont")) }
        if let n = o["logo"] {
            let p = path.appending("logo")
            let lo = try object(n, p, allowed: ["image", "width", "height"], what: "a logo")
            guard let img = lo["image"] else { throw fail(p, n, "a logo needs an \"image\" (a .png file)") }
            let unit = " pt (the guidelines' largest logo is 200 × 68 pt)"
            var w = PlatformTabLimits.logoWidth, h = PlatformTabLimits.logoHeight
            if let v = lo["width"] { w = try number(v, p.appending("width"), range: 1...PlatformTabLimits.logoWidth, unit: unit) }
            if let v = lo["height"] { h = try number(v, p.appending("height"), range: 1...PlatformTabLimits.logoHeight, unit: unit) }
            tb.barAppearance.logo = TabBarLogoSpec(image: try png(img, p.appending("image")), width: w, height: h)
        }
    }

    /// Reads the platform keys of a tab item.
    mutating func readPlatformItem(_ o: [String: JSONNode], _ path: JSONPath, into item: inout TabItemSpec) throws(SpecError) {
        if let n = o["contentKind"] {
            item.contentKind = try enumValue(n, path.appending("contentKind"), TabContentKind.self, what: "content kind")
        }
    }

    /// Reads the platform keys of `tabBar.state`.
    mutating func readPlatformState(_ o: [String: JSONNode], _ path: JSONPath, into tb: inout TabBarSpec) throws(SpecError) {
        if let n = o["sidebarVisible"] { tb.state.sidebarVisible = try bool(n, path.appending("sidebarVisible")) }
        if let n = o["focusedIndex"] {
            tb.state.focusedIndex = try integer(n, path.appending("focusedIndex"), range: 0...(tb.items.count - 1))
            if tb.items[tb.state.focusedIndex!].isHidden {
                throw fail(path.appending("focusedIndex"), n, "tab \(tb.state.focusedIndex!) is hidden and cannot have focus")
            }
        }
        if let n = o["scrollOffset"] {
            tb.state.scrollOffset = try number(n, path.appending("scrollOffset"), range: 0...PlatformTabLimits.maxScrollOffset, unit: " pt")
        }
        if let n = o["scrolledOffscreen"] { tb.state.scrolledOffscreen = try bool(n, path.appending("scrolledOffscreen")) }
        if let n = o["expanded"] { tb.state.expanded = try bool(n, path.appending("expanded")) }
    }

    mutating func readSections(_ node: JSONNode, _ path: JSONPath, itemCount: Int) throws(SpecError) -> [TabSectionSpec] {
        guard case .array(let arr) = node.value else { throw fail(path, node, "expected an array of sections, found \(node.kindName)") }
        guard arr.count <= PlatformTabLimits.maxSections else {
            throw fail(path, node, "\(arr.count) sections is more than the limit of \(PlatformTabLimits.maxSections)")
        }
        var out: [TabSectionSpec] = []
        var owner: [Int: Int] = [:]
        for (i, sn) in arr.enumerated() {
            let sp = path.appending(i)
            let so = try object(sn, sp, allowed: ["title", "items"], what: "a section")
            guard let t = so["title"] else { throw fail(sp, sn, "a section needs a \"title\"") }
            let title = try string(t, sp.appending("title"))
            guard let itn = so["items"] else { throw fail(sp, sn, "a section needs \"items\": the indices of its tabs in tabBar.items") }
            let ip = sp.appending("items")
            guard case .array(let idx) = itn.value else { throw fail(ip, itn, "expected an array of tab indices, found \(itn.kindName)") }
            guard !idx.isEmpty else { throw fail(ip, itn, "a section needs at least one tab") }
            var items: [Int] = []
            for (k, v) in idx.enumerated() {
                note(ip.appending(k), v)
                let n = try integer(v, ip.appending(k), range: 0...(itemCount - 1))
                if let first = owner[n] {
                    throw fail(ip.appending(k), v, first == i ? "tab \(n) is listed twice in this section"
                                                             : "tab \(n) is already in section \(first); a tab belongs to one section")
                }
                owner[n] = i
                items.append(n)
            }
            out.append(TabSectionSpec(title: title, items: items))
        }
        return out
    }

    mutating func readFont(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> TabFontSpec {
        let o = try object(node, path, allowed: ["size", "weight"], what: "a font")
        guard let s = o["size"] else { throw fail(path, node, "a font needs a \"size\" (points)") }
        let size = try number(s, path.appending("size"), range: PlatformTabLimits.fontSizes, unit: " pt")
        var weight = FontWeight.regular
        if let w = o["weight"] { weight = try enumValue(w, path.appending("weight"), FontWeight.self, what: "font weight") }
        return TabFontSpec(size: size, weight: weight)
    }

    func png(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> FileReference {
        let s = try string(node, path, maxLength: 1024)
        guard !s.isEmpty else { throw fail(path, node, "the image path is empty") }
        guard s.lowercased().hasSuffix(".png") else { throw fail(path, node, "the image must be a PNG file (\".png\")") }
        return FileReference(path: s, jsonPath: path, location: node.location)
    }
}
