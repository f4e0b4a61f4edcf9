import NavMockCore

// Texts by key: a description names the app's strings (`strings(_:)`, the spec's `"strings"`) and
// gives a tab's title or badge, a section's title or the accessory's lines by key
// (`Tab(key: "tab.inbox", …)`), which its JSON writes as `{"key": "tab.inbox"}`. The spec a
// description holds cannot know the strings (reading them means reading files, which NavMockUI
// does not do); `checkedSpec(strings:)` looks them up, and NavMockTesting's `assertSnapshot(of:)`
// reads the files and does so, exactly as `navmock render` does for the same JSON.

/// A text given by its key in the app's strings (a String Catalog or `.strings` file): what the
/// JSON spec writes as `{"key": "tab.inbox"}`, or with a plural count `{"key": "badge.new", "count": 3}`.
/// A string literal is a key without a count: `BottomAccessory(key: "player.title")`.
public struct LocalizedKey: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The key, as in the String Catalog (`tab.inbox`); not empty.
    public var key: String
    /// The number that picks the plural form (`one`, `other`, …) of a key with plural
    /// variations; nil (the default) for the key's plain string.
    public var count: Int?

    /// A key, with a plural count or none.
    public init(_ key: String, count: Int? = nil) {
        self.key = key
        self.count = count
    }

    /// The key `value`, without a count.
    public init(stringLiteral value: String) { self.init(value) }

    /// The JSON object the spec writes for it.
    var json: SpecJSON.Value {
        var members: [(String, SpecJSON.Value)] = [("key", .string(key))]
        if let count { members.append(("count", .number(Double(count)))) }
        return .object(members)
    }
}

/// What a description says of the app's strings: the files named and the texts given by key,
/// each at the JSON path of the text it stands for.
struct LocalizedTexts: Sendable {
    /// The spec's `strings`: String Catalogs, `.strings` files, `.lproj` folders, relative to the
    /// test file's folder.
    var files: [String] = []
    /// The texts by key, by the JSON path of their text (`tabBar.items[1].title`).
    var keys: [(path: JSONPath, key: LocalizedKey)] = []

    var isEmpty: Bool { files.isEmpty && keys.isEmpty }

    /// `value` (a spec's JSON) with each text by key written as its key and `strings` added.
    func applied(to value: SpecJSON.Value) -> SpecJSON.Value {
        var out = value
        for (path, key) in keys { out = LocalizedTexts.replacing(out, path.components[...], with: key.json) }
        if !files.isEmpty, case .object(var members) = out {
            members.removeAll { $0.0 == "strings" }
            members.append(("strings", .array(files.map(SpecJSON.Value.string))))
            out = .object(members)
        }
        return out
    }

    static func replacing(_ v: SpecJSON.Value, _ steps: ArraySlice<JSONPath.Component>, with new: SpecJSON.Value) -> SpecJSON.Value {
        guard let step = steps.first else { return new }
        switch (step, v) {
        case (.key(let k), .object(var members)):
            if let i = members.firstIndex(where: { $0.0 == k }) {
                members[i].1 = replacing(members[i].1, steps.dropFirst(), with: new)
            } else if steps.count == 1 {
                members.append((k, new))
            }
            return .object(members)
        case (.index(let i), .array(var elements)) where elements.indices.contains(i):
            elements[i] = replacing(elements[i], steps.dropFirst(), with: new)
            return .array(elements)
        default:
            return v
        }
    }
}

extension MockupDescription {
    /// The app's strings, for the texts given by key (``Tab/init(key:systemImage:role:)``,
    /// ``Tab/badge(key:)``, ``TabSection/init(key:content:)``, ``BottomAccessory/init(key:subtitleKey:systemImage:controls:)``):
    /// String Catalogs (`.xcstrings`), `.strings` files, `.lproj` folders or a folder of them,
    /// relative to the test file's folder — the spec's `"strings"`, 1…16 paths. The language is
    /// ``locale(_:)``'s (else the strings' development language); a key the language lacks is
    /// drawn in the development language, as UIKit falls back, with a warning.
    ///
    /// NavMockUI does not read files: ``spec`` holds each key as its text until
    /// ``checkedSpec(strings:)`` or NavMockTesting's `assertSnapshot(of:)` looks the keys up.
    public func strings(_ paths: String...) -> Self {
        guard var holder = self as? any SpecHolding else {
            preconditionFailure("only NavMockUI's TabView and PageControl take NavMockUI's modifiers")
        }
        func apply<H: SpecHolding>(_ h: inout H) -> Self {
            h.texts.files = paths
            return h as! Self
        }
        return apply(&holder)
    }

    /// The texts by key and the strings this description names (empty for a description with neither).
    var localizedTexts: LocalizedTexts { (self as? any SpecHolding)?.texts ?? LocalizedTexts() }

    /// Whether the description names strings or gives a text by key: its ``spec`` then holds keys
    /// where the texts will be, and ``checkedSpec(strings:)`` (or NavMockTesting) looks them up.
    public var usesStrings: Bool { !localizedTexts.isEmpty }
}
