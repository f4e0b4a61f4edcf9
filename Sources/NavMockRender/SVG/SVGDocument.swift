import NavMockCore

/// The SVG being written: the drawing, its definitions (gradients, clip paths, masks) and the
/// group of each element, opened and closed as the layout tree nests them.
///
/// Groups: an element's group is opened inside the groups of its ancestors (the identity's
/// leading segments: `tabBar` ⊃ `tabBar.item-2` ⊃ `tabBar.item-2.title`), each once. An element
/// drawn after its parent's group was closed (nothing in the Templates once ``SVGElementOrder``
/// has moved what it can) gets its own group where it is drawn, inside the ancestors still open.
/// Ids are unique: the element's identity; a definition's is its kind and a number in order of
/// first use (`clip-1`, `gradient-2`), so the bytes depend only on the scene.
struct SVGDocument {
    /// The drawing so far.
    private(set) var body = ""
    /// The definitions so far, each on its own line.
    private(set) var defs = ""
    /// The definitions written, by their text: an equal definition is written once.
    private var defined: [String: String] = [:]
    /// The last number given to a definition.
    private var counter = 0
    /// The open groups, outermost first.
    private var open: [String] = []
    /// Every group id written so far.
    private(set) var used: Set<String> = []

    /// Appends drawing markup at the current group.
    mutating func draw(_ markup: String) {
        body += String(repeating: " ", count: open.count) + markup + "\n"
    }

    /// The id of a definition whose markup is `make(id)`, written once per distinct markup.
    mutating func define(_ kind: String, _ make: (String) -> String) -> String {
        let key = make("\u{0}")
        if let id = defined[key] { return id }
        counter += 1
        let id = "\(kind)-\(counter)"
        defs += make(id) + "\n"
        defined[key] = id
        return id
    }

    /// A fresh definition id of `kind` (for definitions that are not shared, such as an icon's own ids).
    mutating func freshID(_ kind: String) -> String {
        counter += 1
        return "\(kind)-\(counter)"
    }

    /// Makes `id` the innermost open group: closes the groups that are not its ancestors and
    /// opens those of its ancestors (and its own) not open yet, skipping any written before.
    mutating func enter(_ id: String) {
        let chain = Self.chain(id)
        while let last = open.last, !chain.contains(last) { close() }
        for g in chain where !open.contains(g) {
            if used.contains(g) {
                guard g == id else { continue }
                // Drawn again after its group was closed: a part of it, numbered.
                var n = 2
                while used.contains("\(id).part-\(n)") { n += 1 }
                openGroup("\(id).part-\(n)", labelled: id)
            } else {
                openGroup(g, labelled: g)
            }
        }
    }

    /// Opens a group of this element's (`id`, unique) for a part of its drawing (`material`,
    /// `rim`, `shadow`), named `parent.word`; returns the id. Close it with ``leave()``.
    @discardableResult
    mutating func openPart(_ word: String) -> String {
        let parent = open.last ?? "canvas"
        var id = parent + "." + word
        var n = 2
        while used.contains(id) { id = parent + "." + word + "-\(n)"; n += 1 }
        openGroup(id, labelled: id)
        return id
    }

    /// Closes the innermost group (one opened with ``openPart(_:)``).
    mutating func leave() { close() }

    /// Closes every group.
    mutating func closeAll() { while !open.isEmpty { close() } }

    private mutating func openGroup(_ id: String, labelled name: String) {
        let layer = open.isEmpty ? " inkscape:groupmode=\"layer\"" : ""
        draw("<g id=\"\(SVGMarkup.escape(id))\"\(layer) inkscape:label=\"\(SVGMarkup.escape(SVGNames.label(name)))\" data-role=\"\(SVGMarkup.escape(SVGNames.role(name)))\">")
        open.append(id)
        used.insert(id)
    }

    private mutating func close() {
        open.removeLast()
        draw("</g>")
    }

    /// `id` and its ancestors' identities, outermost first: `a.b-1.c` → `a`, `a.b-1`, `a.b-1.c`.
    static func chain(_ id: String) -> [String] {
        var out: [String] = []
        var prefix = ""
        for s in id.split(separator: ".") {
            prefix += (prefix.isEmpty ? "" : ".") + s
            out.append(prefix)
        }
        return out
    }
}
