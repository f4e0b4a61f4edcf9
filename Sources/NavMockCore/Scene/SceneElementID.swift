// The identity of the layout node a scene item draws, written one way everywhere (issue 34 §2):
// the pixel check finds an element's drawing by it, and a layered SVG can name its groups by it.

/// The identity of what a scene item draws: the layout node that made it, as a valid XML name
/// (an XML `NCName`), so it can serve as an SVG `id` as it is.
///
/// Grammar (ASCII only):
///
///     id      := segment ("." segment)*
///     segment := word ("-" index)?
///     word    := letter (letter | digit)*        a word of a ``LayoutRole`` name (`tabBar`, `item`, `moreList`)
///     index   := digit+                          the node's index: the spec's 0-based item or page index
///
/// Made from a node (``init(_:)``): the words of its role's dotted name (``LayoutRole/rawValue``),
/// with the node's ``LayoutNode/index`` after the word of the node that is indexed — the last
/// word, or for a part of an item (an icon, a title, a subtitle, a badge: ``LayoutRole/part``) the
/// word before it: `tabBar.item-2.icon`, `tabBar.item-2.title`, `tabBar.item-2.badge`,
/// `tabBar.moreList.row-1.icon`, `pageControl.indicator-3`, `tabBar.background`. What the tree has
/// no node for is named by a constant (``backdrop``, ``statusBar``, ``modal``, ``canvas``) or by a
/// word appended to its element's identity (``appending(_:index:)``: `tabBar.moreList.row-1.chevron`).
///
/// Several scene items may draw one element (a badge's capsule and its text, the bar's shadow and
/// its glass): they share its identity. Two elements never share one. Items inside a
/// ``SceneItem/masked(_:mask:)`` group are drawn as one layer and share the group's identity.
public struct SceneElementID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The identity as written (`tabBar.item-2.icon`): a valid XML `NCName`.
    public let rawValue: String

    /// The identity written `rawValue`, or nil when `rawValue` does not follow the grammar above.
    public init?(rawValue: String) {
        guard Self.isWellFormed(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// Internal: `rawValue` already follows the grammar (built from role words and indices).
    private init(checked rawValue: String) { self.rawValue = rawValue }

    /// The identity of `node`: its role's words, its index after the indexed word (see the type).
    public init(_ node: LayoutNode) {
        self.init(node.role, index: node.index)
    }

    /// The identity of a node of `role` with `index` (nil, the default: not indexed); see the type.
    public init(_ role: LayoutRole, index: Int? = nil) {
        var words = role.rawValue.split(separator: ".").map(String.init)
        if let i = index {
            let at = role.part == .whole || words.count < 2 ? words.count - 1 : words.count - 2
            words[at] += "-\(max(i, 0))"
        }
        self.init(checked: words.joined(separator: "."))
    }

    /// This identity with one more segment: `word` (letters and digits, starting with a letter),
    /// and `-index` after it when given (`tabBar.moreList.row-1` + `chevron` →
    /// `tabBar.moreList.row-1.chevron`). A `word` outside the grammar is reduced to its ASCII
    /// letters and digits (and `part` when nothing is left), so the result is always well formed.
    public func appending(_ word: String, index: Int? = nil) -> SceneElementID {
        var w = String(word.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }.map(Character.init))
        while let f = w.first, !f.isLetter { w.removeFirst() }
        if w.isEmpty { w = "part" }
        return SceneElementID(checked: rawValue + "." + w + (index.map { "-\(max($0, 0))" } ?? ""))
    }

    /// What lies behind the components (``Scene/backdrop``): every backdrop item has this identity.
    public static let backdrop = SceneElementID(checked: "backdrop")
    /// The status bar drawn on a screen canvas (time, battery, signal, Dynamic Island).
    public static let statusBar = SceneElementID(checked: "statusBar")
    /// The modal sheet that covers the screen (its dimming, the sheet, the grabber).
    public static let modal = SceneElementID(checked: "modal")
    /// The canvas as a whole: the identity of items of a scene not made from a layout (a contact
    /// sheet, a caption).
    public static let canvas = SceneElementID(checked: LayoutRole.canvas.rawValue)

    /// The identity as written.
    public var description: String { rawValue }

    /// Ordered by ``rawValue``.
    public static func < (a: SceneElementID, b: SceneElementID) -> Bool { a.rawValue < b.rawValue }

    /// Whether `s` follows the grammar of the type (and so is an XML `NCName`).
    public static func isWellFormed(_ s: String) -> Bool {
        guard !s.isEmpty else { return false }
        for segment in s.split(separator: ".", omittingEmptySubsequences: false) {
            let parts = segment.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count <= 2, let word = parts.first, let first = word.unicodeScalars.first,
                  first.isASCII, first.properties.isAlphabetic,
                  word.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
            else { return false }
            if parts.count == 2 {
                guard !parts[1].isEmpty, parts[1].unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return false }
            }
        }
        return true
    }
}

/// One item of a scene's display list with the identity of the element it draws.
public struct SceneElement: Sendable, Hashable {
    /// The element the item draws.
    public var id: SceneElementID
    /// The drawing operation.
    public var item: SceneItem
    /// Pairs `item` with `id`.
    public init(_ id: SceneElementID, _ item: SceneItem) { self.id = id; self.item = item }
}

extension Array where Element == SceneElement {
    /// Appends `item`, drawn for the element `id`.
    mutating func append(_ id: SceneElementID, _ item: SceneItem) { append(SceneElement(id, item)) }
    /// Appends `items`, all drawn for the element `id`.
    mutating func append(_ id: SceneElementID, contentsOf items: [SceneItem]) { append(contentsOf: items.map { SceneElement(id, $0) }) }
    /// The items alone, in order.
    var sceneItems: [SceneItem] { map(\.item) }
}

extension Array where Element == SceneItem {
    /// Every item drawn for the element `id`.
    func tagged(_ id: SceneElementID) -> [SceneElement] { map { SceneElement(id, $0) } }
}

extension LayoutNode {
    /// This node's identity in a scene (``SceneElementID/init(_:)``).
    var elementID: SceneElementID { SceneElementID(self) }
    /// The identity of this node's child that is `part` (its icon, title, subtitle or badge), or
    /// when it has none, this node's identity with the part's word appended.
    func elementID(_ part: LayoutRolePart) -> SceneElementID {
        if let c = child(part) { return c.elementID }
        switch part {
        case .icon: return elementID.appending("icon")
        case .title: return elementID.appending("title")
        case .subtitle: return elementID.appending("subtitle")
        case .badge: return elementID.appending("badge")
        case .whole: return elementID
        }
    }
}
