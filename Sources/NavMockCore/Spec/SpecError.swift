/// Why a spec cannot be used. Thrown by ``SpecReader`` and by ``Environment/resolve(_:)``.
///
/// The CLI turns it into `error: FILE:LINE:COLUMN: json.path: message` and exit code 65.
public enum SpecError: Error, Sendable, CustomStringConvertible {
    /// The bytes are not valid JSON, or exceed a JSON bound.
    case json(JSONParseError)
    /// The JSON is valid but a field is wrong: unknown key, wrong type, value out of range,
    /// or something the platform does not have.
    case invalid(path: JSONPath, location: SourcePosition, message: String)

    /// Where the problem is (1:1 when the whole input is concerned).
    public var location: SourcePosition {
        switch self {
        case .json(let e): return e.location ?? SourcePosition(line: 1, column: 1)
        case .invalid(_, let l, _): return l
        }
    }
    /// The JSON path concerned (the root for JSON syntax errors).
    public var path: JSONPath {
        switch self {
        case .json(.duplicateKey(_, _, _, let p)): return p
        case .json: return JSONPath()
        case .invalid(let p, _, _): return p
        }
    }
    /// A short lower-case clause saying what is wrong and what would be right.
    public var message: String {
        switch self {
        case .json(let e): return e.description
        case .invalid(_, _, let m): return m
        }
    }
    /// `LINE:COLUMN: json.path: message`.
    public var description: String { "\(location): \(path): \(message)" }
}
