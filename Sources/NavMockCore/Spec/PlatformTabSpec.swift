// The tab-bar fields of the other platforms (iPad, Apple TV, Vision Pro, Mac): their types and
// how they are read (their rows are in SpecFields.swift). Whether a field suits the platform a
// spec resolves to is decided by the validation stage (SpecValidator), where the platform is
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

/// Where a macOS tab view (`NSTabView.tabPosition`, AppKit, macOS 10.12+) draws its tabs: the
/// HIG (Tab views) lets the tabbed control sit on any side of the content. `top` is the default;
/// `left` and `right` turn the control a quarter, its titles with it (docs/tab-view-styles.md).
public enum TabPositionSpec: String, Sendable, Hashable, CaseIterable {
    /// The segmented row centred on the top edge of the tab view's box (`NSTabView.TabPosition.top`).
    case top
    /// The same row on the bottom edge (`.bottom`; `NSTabViewController.TabStyle.segmentedControlOnBottom`).
    case bottom
    /// The control turned counterclockwise on the left edge (`.left`): titles read bottom to top.
    case left
    /// The control turned clockwise on the right edge (`.right`): titles read top to bottom.
    case right
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

/// How a tab's image is drawn: UIKit's `UIImage.RenderingMode` (Apple's documentation,
/// confidence A). A tab bar draws an `automatic` image as a template (UITabBarItem's
/// documentation: its images are made from the source image's alpha), so `automatic` and
/// `alwaysTemplate` draw alike; `alwaysOriginal` draws the image in its own colours, untinted in
/// every state (selection does not recolour it; code-payments code-ios-app pull 597, B). NavMock
/// keeps UIKit's three names so a spec says what the app's code says.
public enum TabImageRenderingMode: String, Sendable, Hashable, CaseIterable {
    /// The context decides: a tab bar draws the image as a template. The default.
    case automatic
    /// The image's own colours, never tinted (a symbol's are black, as UIKit draws it).
    case alwaysOriginal
    /// Always a template: the alpha is the mask, the state's tint the colour.
    case alwaysTemplate
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
    /// Creates a logo of `width` × `height` points.
    public init(image: FileReference, width: Double, height: Double) { self.image = image; self.width = width; self.height = height }
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
    func readPlatformTabBar(_ o: Members, into tb: inout TabBarSpec) {
        tb.tabViewStyle = enumValue(o, "tabViewStyle", TabViewStyleSpec.self)
        tb.tabPosition = enumValue(o, "tabPosition", TabPositionSpec.self)
        if let v = bool(o, "customizable") { tb.customizable = v }
        attempt { if let n = o["sections"] { tb.sections = try readSections(n, o.path("sections"), itemCount: tb.items.count) } }
        tb.barAppearance.barTintColor = color(o, "barTintColor")
        tb.barAppearance.backgroundColor = color(o, "backgroundColor")
        tb.barAppearance.backgroundImage = png(o, "backgroundImage")
        if o["backgroundColor"] != nil, let n = o["backgroundImage"] {
            record(fail(o.path("backgroundImage"), n, "give either \"backgroundColor\" or \"backgroundImage\", not both"))
        }
        attempt { if let n = o["itemFont"] { tb.barAppearance.itemFont = try readFont(n, o.path("itemFont")) } }
        attempt { if let n = o["selectedItemFont"] { tb.barAppearance.selectedItemFont = try readFont(n, o.path("selectedItemFont")) } }
        attempt {
            guard let n = o["logo"] else { return }
            let lo = try object(n, o.path("logo"), SpecFields.logo)
            let img = try required(lo, "image", need: "an \"image\" (a .png file)")
            let w = lo["width"] == nil ? PlatformTabLimits.logoWidth : number(lo, "width")
            let h = lo["height"] == nil ? PlatformTabLimits.logoHeight : number(lo, "height")
            let file = try png(img, lo.path("image"))
            if let w, let h { tb.barAppearance.logo = TabBarLogoSpec(image: file, width: w, height: h) }
        }
    }

    /// Reads the platform keys of a tab item.
    func readPlatformItem(_ o: Members, into item: inout TabItemSpec) {
        item.contentKind = enumValue(o, "contentKind", TabContentKind.self)
        item.renderingMode = enumValue(o, "renderingMode", TabImageRenderingMode.self)
    }

    /// Reads the platform keys of `tabBar.state`.
    func readPlatformState(_ o: Members, into tb: inout TabBarSpec) {
        // Focus on a hidden tab is refused by the validation stage (SpecValidator.swift).
        tb.state.focusedIndex = integer(o, "focusedIndex", upper: tb.items.count - 1)
        if let v = number(o, "scrollOffset") { tb.state.scrollOffset = v }
    }

    func readSections(_ node: JSONNode, _ path: JSONPath, itemCount: Int) throws(SpecError) -> [TabSectionSpec] {
        guard case .array(let arr) = node.value else { throw fail(path, node, .wrongType(expected: "an array of sections", found: node.kindName)) }
        guard arr.count <= PlatformTabLimits.maxSections else {
            throw fail(path, node, .tooMany(count: arr.count, limit: PlatformTabLimits.maxSections, what: "sections"))
        }
        var out: [TabSectionSpec] = []
        var owner: [Int: Int] = [:]
        for (i, sn) in arr.enumerated() {
            let sp = path.appending(i)
            let so = try object(sn, sp, SpecFields.tabSection)
            let t = try required(so, "title", need: "a \"title\"")
            let title = try string(t, sp.appending("title"))
            let itn = try required(so, "items", need: "\"items\": the indices of its tabs in tabBar.items")
            let ip = sp.appending("items")
            guard case .array(let idx) = itn.value else { throw fail(ip, itn, .wrongType(expected: "an array of tab indices", found: itn.kindName)) }
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

    func readFont(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> TabFontSpec {
        let o = try object(node, path, SpecFields.font)
        _ = try required(o, "size", need: "a \"size\" (points)")
        guard let size = number(o, "size") else { throw SpecError.spec(problems.popLast().map { [$0] } ?? []) }
        return TabFontSpec(size: size, weight: enumValue(o, "weight", FontWeight.self) ?? .regular)
    }

    func png(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> FileReference {
        let s = try string(node, path, maxLength: 1024)
        guard !s.isEmpty else { throw fail(path, node, "the image path is empty") }
        guard s.lowercased().hasSuffix(".png") else { throw fail(path, node, "the image must be a PNG file (\".png\")") }
        return FileReference(path: s, jsonPath: path, location: node.location)
    }
}
