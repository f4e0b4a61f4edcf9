// The shape of the declarative field table (SpecFields.swift): one row per spec field. From the
// rows come the reader's key sets and value checks (SpecReader.swift), `navmock schema`
// (SpecSchema.swift), the field reference docs/spec-fields.md and the fuzz dictionary
// (SpecFieldDocs.swift), and the platform/OS availability the validation stage enforces.

/// The JSON type of a field and the bounds the reader enforces on it.
public indirect enum FieldType: Sendable {
    /// `true` or `false`.
    case boolean
    /// A whole number; nil bounds are unbounded (or, for indices, set by the reader from the data).
    case integer(min: Int?, max: Int?)
    /// A number in `min…max`, printed with `unit` (" pt", " degrees", "") in range errors.
    case number(min: Double, max: Double, unit: String)
    /// A string of at most `maxLength` characters (grapheme clusters), optionally matching `pattern`.
    case string(maxLength: Int, pattern: String? = nil)
    /// One of `values`; `noun` names the kind in errors ("unknown tab view style …").
    case enumeration([String], noun: String)
    /// A colour: `#RRGGBB`, `#RRGGBBAA` or a system colour name (`$defs/color`).
    case color
    /// An SF Symbols name or an `.svg` path (`$defs/image`).
    case image
    /// A path to a `.png` file.
    case png
    /// An object with its own fields.
    case object(FieldSection)
    /// An array of `items`, `minItems…maxItems` long.
    case array(FieldType, minItems: Int?, maxItems: Int?)
    /// A shape JSON Schema states directly (version's `const`, osVersion's string-or-number, …);
    /// `schema` is the property's schema, `summary` what the docs say about the type.
    case custom(schema: SchemaJSON, summary: String)

    /// What the docs table says the type is.
    var summary: String {
        switch self {
        case .boolean: return "boolean"
        case .integer(let lo, let hi):
            if let lo, let hi { return lo == hi ? "integer \(lo)" : "integer \(lo)…\(hi)" }
            if let lo { return "integer ≥ \(lo)" }
            return "integer"
        case .number(let lo, let hi, let unit): return "number \(SchemaJSON.format(lo))…\(SchemaJSON.format(hi))\(unit)"
        case .string(let n, let pattern): return pattern == nil ? "string (≤ \(n))" : "string"
        case .enumeration(let values, _): return values.map { "`\($0)`" }.joined(separator: ", ")
        case .color: return "colour"
        case .image: return "symbol name or .svg path"
        case .png: return ".png path"
        case .object: return "object"
        case .array(let t, let lo, let hi):
            let n = [lo.map { "≥ \($0)" }, hi.map { "≤ \($0)" }].compactMap { $0 }.joined(separator: ", ")
            return "array of \(t.summary)" + (n.isEmpty ? "" : " (\(n))")
        case .custom(_, let s): return s
        }
    }
}

/// Where a field applies: the platforms that have it, each from a major OS version.
public struct FieldAvailability: Sendable, Hashable {
    /// Platform → the first major version that has the field (0: every version). Nil: every platform.
    public var since: [Platform: Int]?
    /// What the field belongs to, for messages ("the tvOS tab bar (its guidelines allow this
    /// customization and state)"); empty when the field is everywhere.
    public var owner: String

    /// Every platform, every version.
    public static let everywhere = FieldAvailability(since: nil, owner: "")

    /// Creates an availability.
    public init(since: [Platform: Int]?, owner: String) { self.since = since; self.owner = owner }

    /// Whether `platform` at major version `major` has the field.
    public func contains(_ platform: Platform, major: Int) -> Bool {
        guard let since else { return true }
        guard let first = since[platform] else { return false }
        return major >= first
    }

    /// `iPadOS 18+`, `tvOS`, `iOS 14+, iPadOS 14+, tvOS 14+, visionOS`; `all` when everywhere.
    public var text: String {
        guard let since else { return "all" }
        return Platform.allCases.compactMap { p in
            since[p].map { $0 == 0 ? p.rawValue : "\(p.rawValue) \($0)+" }
        }.joined(separator: ", ")
    }
}

/// One row of the field table.
public struct SpecField: Sendable {
    /// The JSON key.
    public let key: String
    /// Its type and bounds.
    public let type: FieldType
    /// The default as JSON text (`false`, `"automatic"`, `0`); nil when leaving it out means "none".
    public let defaultValue: String?
    /// Whether the section needs it.
    public let required: Bool
    /// Where it applies (platforms, OS versions).
    public let availability: FieldAvailability
    /// One line: what it does, in our words.
    public let doc: String
    /// The source of its meaning and numbers: a HIG page or a metrics.md section; "" when NavMock's own.
    public let source: String
    /// For a boolean of `tabBar.state`: where the reader puts it and how validation sees whether
    /// the spec wrote it, so that reading and checking the section is a loop over its rows.
    public let stateFlag: TabBarStateFlag?

    /// Creates a row.
    public init(_ key: String, _ type: FieldType, default defaultValue: String? = nil, required: Bool = false,
                on availability: FieldAvailability = .everywhere, doc: String, source: String = "",
                state stateFlag: TabBarStateFlag? = nil) {
        self.key = key; self.type = type; self.defaultValue = defaultValue; self.required = required
        self.availability = availability; self.doc = doc; self.source = source; self.stateFlag = stateFlag
    }
}

/// A boolean of ``TabBarState`` named by a row of the field table: the property the reader sets,
/// and for a field only some designs have, whether the spec wrote it (validation refuses it on
/// the others, from the row's availability).
public struct TabBarStateFlag: Sendable {
    /// The property the reader sets.
    public let value: WritableKeyPath<TabBarState, Bool> & Sendable
    /// The written value, nil when the spec leaves the field out (an `@Written` property's
    /// projection); nil for a field every design has.
    public let written: (KeyPath<TabBarState, Bool?> & Sendable)?

    /// A flag every design has.
    public init(_ value: WritableKeyPath<TabBarState, Bool> & Sendable) { self.value = value; self.written = nil }
    /// A flag only some designs have: `written` tells whether the spec wrote it.
    public init(_ value: WritableKeyPath<TabBarState, Bool> & Sendable, written: KeyPath<TabBarState, Bool?> & Sendable) {
        self.value = value; self.written = written
    }
}

/// A JSON object of the spec (the top level, `tabBar`, `tabBar.state`, a tab item, …): its rows.
public struct FieldSection: Sendable {
    /// The JSON path of the object as the docs write it (`tabBar.items[]`; "" for the top level).
    public let path: String
    /// The object named in errors ("a tab bar").
    public let noun: String
    /// One line for the schema's description; nil for none.
    public let doc: String?
    /// The rows, in the order the reader lists them in errors.
    public let fields: [SpecField]
    /// Schema keywords the rows cannot say (`anyOf`, `oneOf` over required keys).
    public let schemaExtras: [(String, SchemaJSON)]

    /// Creates a section.
    public init(path: String, noun: String, doc: String? = nil, fields: [SpecField], schemaExtras: [(String, SchemaJSON)] = []) {
        self.path = path; self.noun = noun; self.doc = doc; self.fields = fields; self.schemaExtras = schemaExtras
    }

    /// The keys the reader accepts, in table order.
    public var keys: [String] { fields.map(\.key) }

    /// The row of `key`. The reader asks only for keys of its own table (a test reads every row).
    public subscript(key: String) -> SpecField {
        guard let f = fields.first(where: { $0.key == key }) else {
            preconditionFailure("no row \"\(key)\" in the field table of \(path.isEmpty ? "the spec" : path)")
        }
        return f
    }
}

extension SpecFields {
    /// The row of the field at `path` below the top level (`tabBar`, `items`, index 2, `isEnabled`:
    /// the row of `tabBar.items[].isEnabled`), or nil when the path leaves the table (an unknown
    /// key, an index into a non-array, a path into a value that is not an object).
    public static func field(at path: [JSONPath.Component]) -> SpecField? {
        var section: FieldSection? = spec
        var current: FieldType?
        var row: SpecField?
        for c in path {
            switch c {
            case .key(let k):
                guard let s = section, let f = s.fields.first(where: { $0.key == k }) else { return nil }
                row = f; current = f.type
                if case .object(let inner)? = current { section = inner } else { section = nil }
            case .index:
                guard case .array(let element, _, _)? = current else { return nil }
                current = element; row = nil
                if case .object(let inner) = element { section = inner } else { section = nil }
            }
        }
        return row
    }
}
