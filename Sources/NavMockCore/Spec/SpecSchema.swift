/// The JSON Schema (draft 2020-12) of the spec format, printed by `navmock schema`.
///
/// Generated from the field table (``SpecFields``): each row gives its property's type, bounds,
/// enum, default and description; the device and system-colour lists come from ``DeviceCatalog``
/// and ``SystemColor``. So the schema cannot drift from the reader.
public enum SpecSchema {
    /// The schema text, pretty-printed (two-space indent), ending with a newline.
    public static var text: String { value.pretty() + "\n" }

    /// The schema as a JSON value.
    static var value: SchemaJSON {
        var root: [(String, SchemaJSON)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://navmock.dev/schema/spec-v1.json")),
            ("title", .string("NavMock spec, version 1")),
            ("description", .string("A mockup of an Apple tab bar or page control. Lengths are points.")),
        ]
        root.append(("$defs", .object([
            ("color", .object([
                ("type", .string("string")),
                ("description", .string("#RRGGBB, #RRGGBBAA or a system colour name")),
                ("anyOf", .array([.object([("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))]),
                                  .object([("enum", .array(SystemColor.allCases.map { .string($0.rawValue) }))])])),
            ])),
            ("image", .object([
                ("type", .string("string")), ("minLength", .int(1)), ("maxLength", .int(1024)),
                ("description", .string("An SF Symbols name from `navmock list symbols` (or one the SF Symbols naming grammar reduces to such a name), or a path to an .svg file relative to the spec's folder")),
                ("examples", .array(SymbolTable.entries.map { .string($0.name) })),
            ])),
        ])))
        if case .object(let body) = schema(of: SpecFields.spec) { root += body }
        return .object(root)
    }

    /// The schema of an object section: type, description, additionalProperties, required, properties, extras.
    static func schema(of section: FieldSection) -> SchemaJSON {
        var o: [(String, SchemaJSON)] = [("type", .string("object"))]
        if let d = section.doc { o.append(("description", .string(d))) }
        o.append(("additionalProperties", .bool(false)))
        let required = section.fields.filter(\.required).map { SchemaJSON.string($0.key) }
        if !required.isEmpty { o.append(("required", .array(required))) }
        o.append(("properties", .object(section.fields.map { ($0.key, schema(of: $0)) })))
        return .object(o + section.schemaExtras)
    }

    /// The schema of one property: its type's keywords, then default and description.
    static func schema(of field: SpecField) -> SchemaJSON {
        guard case .object(var o) = schema(of: field.type) else { return schema(of: field.type) }
        if case .object = field.type { return .object(o) }
        if let d = field.defaultValue, let v = try? SchemaJSON(JSONParser.parse(Array(d.utf8))) { o.append(("default", v)) }
        if case .some = o.first(where: { $0.0 == "description" }) { return .object(o) }
        var doc = field.doc
        if field.availability.since != nil { doc = field.availability.text + ": " + doc }
        o.append(("description", .string(doc)))
        return .object(o)
    }

    /// The keywords of a type.
    static func schema(of type: FieldType) -> SchemaJSON {
        switch type {
        case .boolean: return .object([("type", .string("boolean"))])
        case .integer(let lo, let hi):
            var o: [(String, SchemaJSON)] = [("type", .string("integer"))]
            if let lo { o.append(("minimum", .int(lo))) }
            if let hi { o.append(("maximum", .int(hi))) }
            return .object(o)
        case .number(let lo, let hi, _):
            return .object([("type", .string("number")), ("minimum", .number(lo)), ("maximum", .number(hi))])
        case .string(let n, let pattern):
            var o: [(String, SchemaJSON)] = [("type", .string("string")), ("maxLength", .int(n))]
            if let pattern { o.append(("pattern", .string(pattern))) }
            return .object(o)
        case .enumeration(let values, _): return .object([("enum", .array(values.map(SchemaJSON.string)))])
        case .color: return .object([("$ref", .string("#/$defs/color"))])
        case .image: return .object([("$ref", .string("#/$defs/image"))])
        case .png: return .object([("type", .string("string")), ("pattern", .string(SpecFields.pngPattern))])
        case .object(let section): return schema(of: section)
        case .array(let items, let lo, let hi):
            var o: [(String, SchemaJSON)] = [("type", .string("array"))]
            if let lo { o.append(("minItems", .int(lo))) }
            if let hi { o.append(("maxItems", .int(hi))) }
            o.append(("items", schema(of: items)))
            return .object(o)
        case .custom(let s, _): return s
        }
    }
}

/// A JSON value built in order, for the generated schema; prints like the committed schema file.
public indirect enum SchemaJSON: Sendable {
    /// An object, members in order.
    case object([(String, SchemaJSON)])
    /// An array.
    case array([SchemaJSON])
    /// A string.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number (printed without a fraction when whole).
    case number(Double)
    /// true or false.
    case bool(Bool)
    /// A number exactly as written in a parsed fragment.
    case literal(String)

    /// Converts a parsed JSON tree (keeps member order and number literals).
    init(_ node: JSONNode) {
        switch node.value {
        case .object(let ms): self = .object(ms.map { ($0.key, SchemaJSON($0.value)) })
        case .array(let a): self = .array(a.map(SchemaJSON.init))
        case .string(let s): self = .string(s)
        case .number(let n): self = .literal(n.literal)
        case .bool(let b): self = .bool(b)
        case .null: self = .literal("null")
        }
    }

    /// `12` for whole values, else Swift's shortest form.
    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    /// Two-space indented JSON, one member or element a line.
    func pretty(_ indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let ms):
            if ms.isEmpty { return "{}" }
            return "{\n" + ms.map { inner + JSONPath.quoted($0.0) + ": " + $0.1.pretty(inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let a):
            if a.isEmpty { return "[]" }
            return "[\n" + a.map { inner + $0.pretty(inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let s): return JSONPath.quoted(s)
        case .int(let i): return String(i)
        case .number(let d): return SchemaJSON.format(d)
        case .bool(let b): return b ? "true" : "false"
        case .literal(let l): return l
        }
    }
}

extension VariantSchema {
    /// ``fragment`` as a JSON value.
    static var schema: SchemaJSON {
        (try? JSONParser.parse(Array(fragment.utf8))).map(SchemaJSON.init) ?? .object([])
    }
}

import Foundation
