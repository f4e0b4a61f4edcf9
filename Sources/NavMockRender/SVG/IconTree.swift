/// An element of an icon's SVG as ``IconCheck/parse(_:)`` read and checked it: what NavMock's
/// SVG writer draws an icon from (its own shapes, never the file's text).
public struct IconElement: Sendable, Hashable {
    /// The local name (`path`, `g`, `circle`, …), in the SVG namespace.
    public var name: String
    /// The attributes without a namespace, in document order (`xlink:href` as `href`).
    public var attributes: [IconAttribute]
    /// The child elements and text, in document order.
    public var children: [IconNode]

    /// An element named `name` with no attributes and no children yet.
    public init(name: String, attributes: [IconAttribute] = [], children: [IconNode] = []) {
        self.name = name; self.attributes = attributes; self.children = children
    }

    /// The value of the attribute `name`, or nil.
    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}

/// One attribute of an ``IconElement``: name and value as the XML parser decoded them.
public struct IconAttribute: Sendable, Hashable {
    /// The local name.
    public var name: String
    /// The value, with character references decoded.
    public var value: String
    /// Pairs `name` with `value`.
    public init(name: String, value: String) { self.name = name; self.value = value }
}

/// A child of an ``IconElement``: an element, or character data (inside `text` and `tspan` only).
public indirect enum IconNode: Sendable, Hashable {
    /// A child element.
    case element(IconElement)
    /// Character data.
    case text(String)
}
