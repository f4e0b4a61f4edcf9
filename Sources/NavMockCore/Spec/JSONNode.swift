// A JSON document tree whose nodes remember where they came from in the source text.
// Produced by `JSONParser.parse(_:limits:)`; see JSONParser.swift.

/// A position in a JSON source text, for diagnostics.
///
/// Both fields are 1-based. `line` counts line breaks (`\n`, `\r\n`, or a lone `\r`, each
/// counting as one break). `column` counts Unicode scalars from the start of the line, so a
/// Chinese character or an emoji written directly in UTF-8 advances the column by one (as an
/// editor shows it), not by its 2–4 bytes; a tab also counts as one column.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public let line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public let column: Int

    /// Creates a location from a 1-based line and a 1-based column (in Unicode scalars).
    /// The values are stored as given; no validation is done.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then by column (source order).
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }

    /// `"LINE:COLUMN"`, e.g. `"3:14"`.
    public var description: String { "\(line):\(column)" }
}

/// A JSON number, kept exactly as written so that no precision is lost before a consumer
/// decides how to interpret it.
///
/// Equality and hashing compare the literal text, so `1.0` and `1` are different numbers here.
public struct JSONNumber: Sendable, Hashable {
    /// The number exactly as written in the source, e.g. `"-12.50e+3"`. Always a valid
    /// RFC 8259 number (the parser rejects anything else).
    public let literal: String

    init(literal: String) {
        self.literal = literal
    }

    /// The value as the nearest `Double` (parsed from `literal` with `Double(String)`), or `nil`
    /// when the magnitude is too large to be finite, e.g. `1e400`. Values too small to represent
    /// round to zero (`1e-400` gives `0.0`).
    public var double: Double? {
        guard let value = Double(literal), value.isFinite else { return nil }
        return value
    }

    /// `true` when the literal has neither a fraction nor an exponent (`42`, `-0`);
    /// `false` for `1.0`, `1e2`, `1E-2`.
    public var isInteger: Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The exact integer value when the literal is an integer (see `isInteger`) that fits in
    /// `Int`; `nil` otherwise — for `1.0` and `1e2` (even though they are whole numbers) and for
    /// integers out of range such as `1000000000000000000000000000000`.
    public var int: Int? {
        isInteger ? Int(literal) : nil
    }
}

/// One `"key": value` pair of a JSON object, with the position of the key.
public struct JSONMember: Sendable {
    /// The key, with escapes decoded.
    public let key: String
    /// Where the key's opening quote is.
    public let keyLocation: SourcePosition
    /// The member's value; `value.location` is where the value starts.
    public let value: JSONNode
}

/// A JSON value together with the source position where it starts.
public struct JSONNode: Sendable {
    /// The kinds of JSON value.
    public enum Value: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, kept as its literal.
        case number(JSONNumber)
        /// A string, with escapes decoded.
        case string(String)
        /// An array's elements, in source order.
        case array([JSONNode])
        /// An object's members, in source order. The parser rejects duplicate keys, so keys are
        /// unique.
        case object([JSONMember])
    }

    /// The value.
    public let value: Value
    /// Where the value starts: its first character (the `"` of a string, the `[` of an array,
    /// the `{` of an object, the first character of a number or literal).
    public let location: SourcePosition

    init(_ value: Value, at location: SourcePosition) {
        self.value = value
        self.location = location
    }

    /// The kind of value with an article, for messages such as
    /// "expected a string, found an array": one of `"null"`, `"a boolean"`, `"a number"`,
    /// `"a string"`, `"an array"`, `"an object"`.
    public var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value of the first member whose key equals `key` (exact, case-sensitive comparison),
    /// or `nil` when there is no such member or this node is not an object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        for member in members where member.key == key {
            return member.value
        }
        return nil
    }
}

/// A path from the root of a JSON document to a value inside it, for messages such as
/// `tabBar.items[3].badgeValue: expected a string`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Hashable {
        /// An object member, by key.
        case key(String)
        /// An array element, by 0-based index.
        case index(Int)
    }

    /// The steps from the root, outermost first. Empty for the root itself.
    public var components: [Component]

    /// Creates a path from its steps, outermost first; the default is the root.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// This path extended by the object member `key`.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path extended by the array element at 0-based `index`.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// A JavaScript-like rendering: `tabBar.items[3].badgeValue`. Keys that are identifiers
    /// (`[A-Za-z_$][A-Za-z0-9_$]*`) are joined with dots; other keys are written in brackets as
    /// JSON strings, e.g. `labels["my key"]`; indices as `[3]`. The root (no components) is
    /// `(root)`.
    public var description: String {
        if components.isEmpty { return "(root)" }
        var out = ""
        for component in components {
            switch component {
            case .index(let index):
                out += "[\(index)]"
            case .key(let key):
                if JSONPath.isIdentifier(key) {
                    if !out.isEmpty { out += "." }
                    out += key
                } else {
                    out += "[" + JSONPath.quoted(key) + "]"
                }
            }
        }
        return out
    }

    static func isIdentifier(_ key: String) -> Bool {
        var first = true
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"):
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !first:
                break
            default:
                return false
            }
            first = false
        }
        return !first
    }

    /// `text` as a JSON string literal (quotes, backslashes and control characters escaped): the
    /// one escaper of NavMock's JSON (paths in messages, the schema, canonical spec JSON, NavMockUI's).
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
