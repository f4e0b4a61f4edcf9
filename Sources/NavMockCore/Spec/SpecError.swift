/// Why a spec cannot be used. Thrown by ``SpecReader`` (a spec that cannot be built) and
/// ``SpecValidator`` (every problem of one that can: its environment, its values together, what
/// its design lacks).
///
/// The CLI turns each problem into `error: FILE:LINE:COLUMN: json.path: message` and exits 65.
public enum SpecError: Error, Sendable, CustomStringConvertible {
    /// The bytes are not valid JSON, or exceed a JSON bound.
    case json(JSONParseError)
    /// The JSON is valid but is not a spec that can be drawn: every problem found, in source
    /// order (never empty when thrown by a public API).
    case spec([SpecProblem])

    /// One problem described by a sentence (for the few problems no ``SpecProblem/Kind`` fits).
    public static func invalid(path: JSONPath, location: SourcePosition, message: String) -> SpecError {
        .spec([SpecProblem(path: path, location: location, kind: .invalid(message))])
    }

    /// Every problem (one for a JSON syntax error, converted to ``SpecProblem/Kind/invalid(_:)``).
    public var problems: [SpecProblem] {
        switch self {
        case .json: return [SpecProblem(path: path, location: location, kind: .invalid(message))]
        case .spec(let ps): return ps
        }
    }
    /// Whether a problem is a file the spec names that is missing or unreadable
    /// (``SpecProblem/Kind/unreadableFile(what:reason:)``): the command line's exit 66, which
    /// outranks the 65 of the other problems.
    public var namesUnreadableFile: Bool {
        problems.contains { if case .unreadableFile = $0.kind { return true }; return false }
    }
    /// Where the (first) problem is (1:1 when the whole input is concerned).
    public var location: SourcePosition {
        switch self {
        case .json(let e): return e.location ?? SourcePosition(line: 1, column: 1)
        case .spec(let ps): return ps.first?.location ?? SourcePosition(line: 1, column: 1)
        }
    }
    /// The JSON path of the (first) problem (for a JSON syntax error, the value being read; see
    /// ``JSONParseError/path``).
    public var path: JSONPath {
        switch self {
        case .json(let e): return e.path
        case .spec(let ps): return ps.first?.path ?? JSONPath()
        }
    }
    /// The (first) problem as a short lower-case clause: what is wrong and what would be right.
    public var message: String {
        switch self {
        case .json(let e): return e.description
        case .spec(let ps): return ps.first?.message ?? "invalid spec"
        }
    }
    /// `LINE:COLUMN: json.path: message`, one line per problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// One thing wrong with a spec: where, what (a typed ``Kind`` carrying its values), and the rule
/// id `navmock check` reports it under.
public struct SpecProblem: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path concerned.
    public var path: JSONPath
    /// Where it is written.
    public var location: SourcePosition
    /// What is wrong.
    public var kind: Kind
    /// The rule id `navmock check` reports it under: a guideline rule's where one stands for it
    /// (`tab-bar.platform`, `page-control.interaction`, …), ``RuleID/specUnavailable`` for other
    /// fields the design lacks, else ``RuleID/specInvalid``.
    public var ruleID: RuleID

    /// Creates a problem.
    public init(path: JSONPath, location: SourcePosition, kind: Kind, ruleID: RuleID = .specInvalid) {
        self.path = path; self.location = location; self.kind = kind; self.ruleID = ruleID
    }

    /// What is wrong, with the values the message is built from.
    public enum Kind: Sendable, Hashable {
        /// A key the section does not have; the closest allowed key, if one is close, else the list.
        case unknownKey(String, suggestion: String?, allowed: [String])
        /// A value of the wrong JSON type: `expected` ("true or false", "a number"), `found` ("a string").
        case wrongType(expected: String, found: String)
        /// A number outside its range; `unit` (" pt", " degrees", "") is printed after the bounds.
        case outOfRange(value: String, lower: String, upper: String, unit: String)
        /// A fraction where a whole number is needed.
        case notWhole(String)
        /// An array longer than its limit (`what`: "items", "sections", "entries").
        case tooMany(count: Int, limit: Int, what: String)
        /// Text longer than its limit, in characters.
        case tooLong(count: Int, limit: Int)
        /// A value not among those allowed (`what`: "platform", "device", …), with the closest one
        /// or, when none is close, `otherwise` (the list, or where to find it).
        case unknownValue(what: String, value: String, suggestion: String?, otherwise: String)
        /// An SF Symbols name the symbol table does not know, with up to three known names related
        /// in meaning (most related first, ``SymbolTable/nearestNames(to:count:)``); with none, it
        /// says that nothing is related and where to search the table.
        case unknownSymbol(name: String, nearest: [String])
        /// A value of the right type that does not parse as `what` (a version, a locale, a colour);
        /// `expected` says what would.
        case malformed(what: String, value: String, expected: String)
        /// A key the section needs: `container` ("a tab bar"), `need` (what to give).
        case missing(container: String, need: String)
        /// A field or value this platform, OS version or design does not have; `reason` says why
        /// and what to do. Reported with the ``SpecProblem/ruleID``.
        case unavailable(field: String, reason: String)
        /// A field written for a platform that does not have it: `owner` is what the field belongs
        /// to ("the tvOS tab bar (…)"), `component` what the spec draws ("the iOS tab bar").
        case notOnPlatform(field: String, owner: String, component: String)
        /// A field newer than the spec's OS version: it needs `platform` `major` or later, the spec
        /// says `current`; `hint` (may be empty) follows.
        case needsVersion(field: String, platform: String, major: Int, current: String, hint: String)
        /// A file the spec names (a String Catalog, a `.strings` file, an `.lproj` folder) is
        /// missing or cannot be read: `what` is the file as shown, `reason` why ("no such file or
        /// folder", "permission denied"). The command line exits 66 for it, not 65.
        case unreadableFile(what: String, reason: String)
        /// Any other problem, as a sentence.
        case invalid(String)
    }

    /// The message, built here for every kind: a short lower-case clause.
    public var message: String {
        switch kind {
        case .unknownKey(let key, let suggestion, let allowed):
            let head = "unknown key \"\(SpecProblem.clip(key))\""
            if let s = suggestion { return head + "; did you mean \"\(s)\"?" }
            return head + "; allowed keys: " + allowed.joined(separator: ", ")
        case .wrongType(let expected, let found):
            return "expected \(expected), found \(found)"
        case .outOfRange(let value, let lower, let upper, let unit):
            return "\(SpecProblem.clip(value)) is out of range; expected \(lower)…\(upper)\(unit)"
        case .notWhole(let value):
            return "expected a whole number, found \(SpecProblem.clip(value))"
        case .tooMany(let count, let limit, let what):
            return "\(count) \(what) is more than the limit of \(limit)"
        case .tooLong(let count, let limit):
            return "text of \(count) characters is longer than the limit of \(limit)"
        case .unknownValue(let what, let value, let suggestion, let otherwise):
            let head = "unknown \(what) \"\(SpecProblem.clip(value))\""
            if let s = suggestion { return head + "; did you mean \"\(s)\"?" }
            return head + "; " + otherwise
        case .unknownSymbol(let name, let nearest):
            let head = "unknown symbol \"\(SpecProblem.clip(name))\""
            if nearest.isEmpty { return head + "; no name in the table is related to it: `navmock list symbols --search WORD` searches the table, or give a path to an .svg file" }
            return head + "; did you mean " + nearest.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
        case .malformed(let what, let value, let expected):
            return "invalid \(what) \"\(SpecProblem.clip(value))\"; \(expected)"
        case .missing(let container, let need):
            return "\(container) needs \(need)"
        case .notOnPlatform(let field, let owner, let component):
            return "\"\(field)\" belongs to \(owner); \(component) has none"
        case .needsVersion(let field, let platform, let major, let current, let hint):
            return "\"\(field)\" needs \(platform) \(major) or later (osVersion is \(current))\(hint)"
        case .unavailable(_, let reason):
            return reason
        case .unreadableFile(let what, let reason):
            return "\(what): \(reason)"
        case .invalid(let m):
            return m
        }
    }

    /// `LINE:COLUMN: json.path: message`.
    public var description: String { "\(location): \(path): \(message)" }

    /// At most 40 characters of user text for messages, so huge values never flood stderr.
    static func clip(_ s: String) -> String {
        s.count <= 40 ? s : String(s.prefix(37)) + "…"
    }
}
