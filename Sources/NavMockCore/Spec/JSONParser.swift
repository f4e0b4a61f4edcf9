// A strict RFC 8259 JSON reader that keeps source positions and rejects duplicate keys.
//
// Foundation's JSONDecoder silently accepts duplicate keys and reports no positions, which makes
// for poor diagnostics on hand-written spec files. This parser works directly on UTF-8 bytes,
// builds a `JSONNode` tree in which every value and every object key carries its line and
// column, and enforces resource limits (input size, nesting depth, string length, element
// counts) so that hostile input cannot exhaust memory or the stack. Nesting is handled with an
// explicit stack, never by recursion.

/// Resource limits applied by `JSONParser.parse(_:limits:)`. Exceeding any of them makes the
/// parse fail with the corresponding `JSONParseError` case.
public struct JSONLimits: Sendable, Hashable {
    /// The largest accepted input, in bytes. Checked before any parsing, so an oversized input
    /// fails immediately with `JSONParseError.tooLarge`. Default 4 MiB (4 194 304 bytes).
    public var maxBytes: Int = 4 << 20
    /// The deepest accepted nesting of arrays and objects: `[[1]]` has depth 2; scalars add no
    /// depth. Opening a container beyond this depth fails with `JSONParseError.tooDeep`.
    /// Default 64.
    public var maxDepth: Int = 64
    /// The longest accepted string (object keys included), in bytes of its decoded UTF-8, i.e.
    /// after escapes such as `\n` or `\u00E9` are decoded. Exceeding it fails with
    /// `JSONParseError.stringTooLong` as soon as the limit is passed. Default 65 536.
    public var maxStringBytes: Int = 65_536
    /// The most elements accepted in one array; one more fails with
    /// `JSONParseError.tooManyElements`. Default 10 000.
    public var maxArrayCount: Int = 10_000
    /// The most members accepted in one object; one more fails with
    /// `JSONParseError.tooManyElements`. Default 1 000.
    public var maxObjectMembers: Int = 1_000

    /// Creates limits; every parameter defaults to the value documented on its property.
    /// Values are used as given (a limit of 0 rejects every non-empty array, object, etc.).
    public init(maxBytes: Int = 4 << 20,
                maxDepth: Int = 64,
                maxStringBytes: Int = 65_536,
                maxArrayCount: Int = 10_000,
                maxObjectMembers: Int = 1_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        self.maxArrayCount = maxArrayCount
        self.maxObjectMembers = maxObjectMembers
    }

    /// The default limits: 4 MiB input, depth 64, 65 536-byte strings, 10 000 array elements,
    /// 1 000 object members.
    public static let `default` = JSONLimits()
}

/// Why `JSONParser.parse(_:limits:)` rejected its input. Each case that has a location points
/// at the offending character (for end-of-input errors: the position just after the last
/// character, except for unterminated strings, which point at the opening quote).
public enum JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input has no bytes, or only JSON whitespace (space, tab, CR, LF).
    case empty
    /// The input has `bytes` bytes, more than the `limit` (`JSONLimits.maxBytes`).
    case tooLarge(bytes: Int, limit: Int)
    /// The input is not valid UTF-8 at the given location (a stray continuation byte, a
    /// truncated or overlong sequence, an encoded surrogate, or a value above U+10FFFF).
    /// `path` (in every located case) is the JSON path of the value being read when the problem
    /// was met; see ``path``.
    case invalidUTF8(at: SourcePosition, path: JSONPath = JSONPath())
    /// The input starts with a UTF-8 byte-order mark (EF BB BF), which RFC 8259 forbids.
    case byteOrderMark
    /// The input is not valid JSON; the message is a short lower-case clause such as
    /// `"trailing comma"` or `"expected ',' or '}' after an object member"`.
    case syntax(String, at: SourcePosition, path: JSONPath = JSONPath())
    /// A key appears twice in one object: `at` is the repeated key, `first` the earlier one;
    /// `path` is the JSON path of the second occurrence.
    case duplicateKey(String, at: SourcePosition, first: SourcePosition, path: JSONPath = JSONPath())
    /// An array or object opened at `at` would nest deeper than `limit` (`JSONLimits.maxDepth`).
    case tooDeep(limit: Int, at: SourcePosition, path: JSONPath = JSONPath())
    /// The string (or key) starting at `at` decodes to more than `limit` UTF-8 bytes
    /// (`JSONLimits.maxStringBytes`).
    case stringTooLong(limit: Int, at: SourcePosition, path: JSONPath = JSONPath())
    /// An array or object has more than `limit` elements (`JSONLimits.maxArrayCount` or
    /// `JSONLimits.maxObjectMembers`); `at` is the first element (or key) over the limit.
    case tooManyElements(limit: Int, at: SourcePosition, path: JSONPath = JSONPath())

    /// Where the problem is, or `nil` for `empty` and `tooLarge`, which concern the whole input.
    /// `byteOrderMark` is at 1:1.
    public var location: SourcePosition? {
        switch self {
        case .empty, .tooLarge: return nil
        case .byteOrderMark: return SourcePosition(line: 1, column: 1)
        case .invalidUTF8(let at, _), .syntax(_, let at, _), .duplicateKey(_, let at, _, _),
             .tooDeep(_, let at, _), .stringTooLong(_, let at, _), .tooManyElements(_, let at, _):
            return at
        }
    }

    /// The JSON path of the value being read where the problem was met; the root for `empty`,
    /// `tooLarge`, `byteOrderMark` and problems outside every container.
    ///
    /// - Inside a value (a string, number or literal, or a container that would nest too
    ///   deep): that value's path, e.g. `tabBar.items[2].title` for an unterminated title.
    /// - In or after an object key (a duplicate, a missing `:`): the member's path.
    /// - Where a key is expected, at a trailing comma, or at the end of input inside a
    ///   container: the container's path.
    /// - A missing `,` after a member or element: the member or element just read.
    /// - An element over the array limit: that element's path.
    public var path: JSONPath {
        switch self {
        case .empty, .tooLarge, .byteOrderMark: return JSONPath()
        case .invalidUTF8(_, let p), .syntax(_, _, let p), .duplicateKey(_, _, _, let p),
             .tooDeep(_, _, let p), .stringTooLong(_, _, let p), .tooManyElements(_, _, let p):
            return p
        }
    }

    /// The same error with `prefix` put before its path (the path of the container the error
    /// was met in); errors without a location are returned unchanged.
    func prefixingPath(_ prefix: JSONPath) -> JSONParseError {
        guard !prefix.components.isEmpty else { return self }
        let p = JSONPath(prefix.components + path.components)
        switch self {
        case .empty, .tooLarge, .byteOrderMark: return self
        case .invalidUTF8(let at, _): return .invalidUTF8(at: at, path: p)
        case .syntax(let m, let at, _): return .syntax(m, at: at, path: p)
        case .duplicateKey(let k, let at, let first, _): return .duplicateKey(k, at: at, first: first, path: p)
        case .tooDeep(let l, let at, _): return .tooDeep(limit: l, at: at, path: p)
        case .stringTooLong(let l, let at, _): return .stringTooLong(limit: l, at: at, path: p)
        case .tooManyElements(let l, let at, _): return .tooManyElements(limit: l, at: at, path: p)
        }
    }

    /// A short lower-case clause without the location (callers prefix `file:line:column:`),
    /// e.g. `duplicate key "title" (first at 3:5)` or `string longer than 65536 bytes`. Quotes
    /// at most about 20 characters of the input.
    public var description: String {
        switch self {
        case .empty:
            return "the input is empty (expected a JSON value)"
        case .tooLarge(let bytes, let limit):
            return bytes > limit + 1 ? "input of \(bytes) bytes is larger than the limit of \(limit) bytes" : "input is larger than the limit of \(limit) bytes"
        case .invalidUTF8:
            return "invalid UTF-8 byte sequence"
        case .byteOrderMark:
            return "the input starts with a UTF-8 byte-order mark; remove the byte-order mark"
        case .syntax(let message, _, _):
            return message
        case .duplicateKey(let key, _, let first, _):
            return "duplicate key \(JSONPath.quoted(abbreviated(key))) (first at \(first))"
        case .tooDeep(let limit, _, _):
            return "nesting deeper than \(limit) levels"
        case .stringTooLong(let limit, _, _):
            return "string longer than \(limit) bytes"
        case .tooManyElements(let limit, _, _):
            return "more than \(limit) elements in one array or object"
        }
    }
}

/// Shortens `text` to at most 20 characters, marking a cut with "…".
private func abbreviated(_ text: String, max: Int = 20) -> String {
    text.count <= max ? text : String(text.prefix(max)) + "…"
}

/// The strict JSON reader.
public enum JSONParser {
    /// Parses one JSON value (any kind, including a bare scalar) from UTF-8 `bytes`.
    ///
    /// Strict RFC 8259: no comments, trailing commas, single quotes, `NaN`/`Infinity`, leading
    /// `+` or leading zeros, unescaped control characters, lone surrogates in `\u` escapes, byte
    /// order mark, or text after the value; invalid UTF-8 is rejected; duplicate keys in an
    /// object are rejected (keys are compared as Swift strings, i.e. by canonical equivalence).
    /// Whitespace around the value is allowed.
    ///
    /// Limits are checked in this order: `maxBytes` before anything else; then `maxDepth` as
    /// each container opens, `maxStringBytes` while each string is scanned, and the element
    /// counts as each element starts. Work and memory are therefore bounded even for hostile
    /// input, and the parser never recurses.
    ///
    /// - Parameters:
    ///   - bytes: the document, UTF-8 encoded.
    ///   - limits: resource limits; defaults to `JSONLimits.default`.
    /// - Returns: the root node; every node and key carries its 1-based line and column.
    /// - Throws: `JSONParseError` describing the first problem found: `.tooLarge`,
    ///   `.byteOrderMark`, `.empty`, `.invalidUTF8`, `.syntax`, `.duplicateKey`, `.tooDeep`,
    ///   `.stringTooLong` or `.tooManyElements`.
    public static func parse(_ bytes: [UInt8], limits: JSONLimits = .default) throws(JSONParseError) -> JSONNode {
        if bytes.count > limits.maxBytes {
            throw .tooLarge(bytes: bytes.count, limit: limits.maxBytes)
        }
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            throw .byteOrderMark
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) -> JSONNode in
            var parser = ByteParser(base: buffer, limits: limits)
            return try parser.parseDocument()
        }
    }
}

// MARK: - Implementation

private enum ASCII {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lf = UInt8(ascii: "\n")
    static let cr = UInt8(ascii: "\r")
    static let lowerE = UInt8(ascii: "e")
    static let upperE = UInt8(ascii: "E")
    static let apostrophe = UInt8(ascii: "'")
}

@inline(__always) private func isDigit(_ b: UInt8) -> Bool { b &- ASCII.zero < 10 }
@inline(__always) private func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- UInt8(ascii: "a") < 26 }
@inline(__always) private func isWordByte(_ b: UInt8) -> Bool { isLetter(b) || isDigit(b) || b == UInt8(ascii: "_") }

/// An array or object under construction.
private struct Frame {
    let isObject: Bool
    /// Where the `[` or `{` is.
    let location: SourcePosition
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    /// The key whose value is being parsed (objects only).
    var pendingKey: String = ""
    var pendingKeyLocation = SourcePosition(line: 0, column: 0)
    /// Key → member index, built once an object grows past `linearScanLimit` members.
    var keyIndex: [String: Int]? = nil

    static let linearScanLimit = 12

    init(isObject: Bool, location: SourcePosition) {
        self.isObject = isObject
        self.location = location
    }

    var kindName: String { isObject ? "an object" : "an array" }

    /// The path component of the value being read in this container: the pending key of an
    /// object, the next index of an array.
    var childComponent: JSONPath.Component {
        isObject ? .key(pendingKey) : .index(elements.count)
    }
}

private struct ByteParser {
    let base: UnsafeBufferPointer<UInt8>
    let end: Int
    let limits: JSONLimits
    /// The read position (byte offset).
    var p = 0
    /// The current 1-based line and the byte offset where it starts.
    var line = 1
    var lineStart = 0
    /// Column cache: the column of byte offset `anchor` is `anchorColumn`. Locations are mostly
    /// requested in increasing order, so each byte is counted about once.
    var anchor = 0
    var anchorColumn = 1
    /// Decoded bytes of the string being scanned, once it has an escape.
    var scratch: [UInt8] = []

    init(base: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
        self.base = base
        self.end = base.count
        self.limits = limits
        scratch.reserveCapacity(256)
    }

    // MARK: Positions

    /// The location of byte offset `pos`, which must be on the current line.
    mutating func location(_ pos: Int) -> SourcePosition {
        if pos < anchor {
            anchor = lineStart
            anchorColumn = 1
        }
        var column = anchorColumn
        var i = anchor
        while i < pos {
            // Count every byte that starts a scalar (i.e. is not a continuation byte).
            if base[i] & 0xC0 != 0x80 { column &+= 1 }
            i &+= 1
        }
        anchor = pos
        anchorColumn = column
        return SourcePosition(line: line, column: column)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while p < end {
            let b = base[p]
            if b == ASCII.space || b == ASCII.tab {
                p &+= 1
            } else if b == ASCII.lf {
                p &+= 1
                startLine()
            } else if b == ASCII.cr {
                p &+= 1
                if p < end && base[p] == ASCII.lf { p &+= 1 }
                startLine()
            } else {
                return
            }
        }
    }

    @inline(__always)
    mutating func startLine() {
        line &+= 1
        lineStart = p
        anchor = p
        anchorColumn = 1
    }

    // MARK: Document

    // Paths in errors: every error is thrown with a path relative to the innermost open
    // container (the top of `stack`), and `parseDocument` puts that container's own path in
    // front. Errors met while reading a value get the value's key or index first (`childPath`).

    mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        skipWhitespace()
        if p == end { throw .empty }
        var stack: [Frame] = []
        stack.reserveCapacity(Swift.min(Swift.max(limits.maxDepth, 0), 64))
        do {
            return try parseValues(&stack)
        } catch {
            throw error.prefixingPath(Self.containerPath(stack))
        }
    }

    /// The path of the innermost open container: each enclosing container's current key or index.
    static func containerPath(_ stack: [Frame]) -> JSONPath {
        JSONPath(stack.dropLast().map(\.childComponent))
    }

    /// The path, relative to the innermost open container, of the value being read in it.
    static func childPath(_ stack: [Frame]) -> JSONPath {
        JSONPath(stack.last.map { [$0.childComponent] } ?? [])
    }

    /// Reads the document's value; errors carry paths relative to the innermost open container
    /// (left in `stack`).
    mutating func parseValues(_ stack: inout [Frame]) throws(JSONParseError) -> JSONNode {
        valueLoop: while true {
            // A value is expected at `p` (whitespace already skipped).
            guard p < end else { throw endOfInputError(stack) }
            let b = base[p]
            var node: JSONNode
            if b == ASCII.quote {
                let loc = location(p)
                do { node = JSONNode(.string(try parseString(startingAt: loc)), at: loc) }
                catch { throw error.prefixingPath(Self.childPath(stack)) }
            } else if b == ASCII.openBracket || b == ASCII.openBrace {
                let loc = location(p)
                if stack.count >= limits.maxDepth {
                    throw .tooDeep(limit: limits.maxDepth, at: loc, path: Self.childPath(stack))
                }
                p &+= 1
                skipWhitespace()
                if b == ASCII.openBracket {
                    if p < end && base[p] == ASCII.closeBracket {
                        p &+= 1
                        node = JSONNode(.array([]), at: loc)
                    } else {
                        if limits.maxArrayCount <= 0, p < end {
                            throw .tooManyElements(limit: limits.maxArrayCount, at: location(p), path: Self.childPath(stack))
                        }
                        stack.append(Frame(isObject: false, location: loc))
                        continue valueLoop
                    }
                } else {
                    if p < end && base[p] == ASCII.closeBrace {
                        p &+= 1
                        node = JSONNode(.object([]), at: loc)
                    } else {
                        stack.append(Frame(isObject: true, location: loc))
                        try parseKey(into: &stack[stack.count - 1], afterComma: false)
                        continue valueLoop
                    }
                }
            } else {
                do throws(JSONParseError) {
                    if b == ASCII.minus || isDigit(b) {
                        node = try parseNumber()
                    } else if isLetter(b) {
                        node = try parseLiteral()
                    } else {
                        throw unexpectedValueError(stack)
                    }
                } catch { throw error.prefixingPath(Self.childPath(stack)) }
            }

            // Attach the finished `node` to its parent, closing containers as they end.
            while true {
                if stack.isEmpty {
                    skipWhitespace()
                    if p < end {
                        throw .syntax("unexpected text after the JSON value", at: location(p))
                    }
                    return node
                }
                skipWhitespace()
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(JSONMember(key: stack[top].pendingKey,
                                                         keyLocation: stack[top].pendingKeyLocation,
                                                         value: node))
                    guard p < end else { throw endOfInputError(stack) }
                    let c = base[p]
                    if c == ASCII.comma {
                        let comma = location(p)  // before a line break can move the line
                        p &+= 1
                        skipWhitespace()
                        if p < end && base[p] == ASCII.closeBrace {
                            throw .syntax("trailing comma", at: comma)
                        }
                        try parseKey(into: &stack[top], afterComma: true)
                        continue valueLoop
                    } else if c == ASCII.closeBrace {
                        p &+= 1
                        let frame = stack.removeLast()
                        node = JSONNode(.object(frame.members), at: frame.location)
                    } else {
                        throw .syntax("expected ',' or '}' after an object member", at: location(p),
                                      path: JSONPath([.key(stack[top].pendingKey)]))
                    }
                } else {
                    stack[top].elements.append(node)
                    guard p < end else { throw endOfInputError(stack) }
                    let c = base[p]
                    if c == ASCII.comma {
                        let comma = location(p)  // before a line break can move the line
                        p &+= 1
                        skipWhitespace()
                        if p < end && base[p] == ASCII.closeBracket {
                            throw .syntax("trailing comma", at: comma)
                        }
                        if stack[top].elements.count >= limits.maxArrayCount && p < end {
                            throw .tooManyElements(limit: limits.maxArrayCount, at: location(p), path: Self.childPath(stack))
                        }
                        continue valueLoop
                    } else if c == ASCII.closeBracket {
                        p &+= 1
                        let frame = stack.removeLast()
                        node = JSONNode(.array(frame.elements), at: frame.location)
                    } else {
                        throw .syntax("expected ',' or ']' after an array element", at: location(p),
                                      path: JSONPath([.index(stack[top].elements.count - 1)]))
                    }
                }
            }
        }
    }

    /// Reads `"key"`, checks it, and consumes the following `:` and whitespace. `p` is at the
    /// first non-whitespace byte after `{` or `,`.
    mutating func parseKey(into frame: inout Frame, afterComma: Bool) throws(JSONParseError) {
        guard p < end else {
            throw .syntax("unexpected end of input inside an object (opened at \(frame.location))",
                          at: location(p))
        }
        let b = base[p]
        guard b == ASCII.quote else {
            let expected = afterComma ? "expected a string key after ','" : "expected a string key or '}'"
            if isLetter(b) {
                throw .syntax("\(expected); keys must be in double quotes, found \(quotedWord(at: p))",
                              at: location(p))
            }
            if b == ASCII.apostrophe {
                throw .syntax("keys must be in double quotes, not single quotes", at: location(p))
            }
            if b == ASCII.slash {
                throw .syntax("comments are not allowed in JSON", at: location(p))
            }
            let found = try describeCharacter(at: p)
            throw .syntax("\(expected), found \(found)", at: location(p))
        }
        let loc = location(p)
        if frame.members.count >= limits.maxObjectMembers {
            throw .tooManyElements(limit: limits.maxObjectMembers, at: loc)
        }
        let key = try parseString(startingAt: loc)

        // Duplicate check: a linear scan for small objects, a dictionary for large ones.
        let count = frame.members.count
        if frame.keyIndex == nil && count >= Frame.linearScanLimit {
            var index: [String: Int] = [:]
            index.reserveCapacity(count * 2)
            for (i, member) in frame.members.enumerated() { index[member.key] = i }
            frame.keyIndex = index
        }
        if frame.keyIndex != nil {
            if let first = frame.keyIndex![key] {
                throw .duplicateKey(key, at: loc, first: frame.members[first].keyLocation, path: JSONPath([.key(key)]))
            }
            frame.keyIndex![key] = count
        } else {
            for member in frame.members where member.key == key {
                throw .duplicateKey(key, at: loc, first: member.keyLocation, path: JSONPath([.key(key)]))
            }
        }
        frame.pendingKey = key
        frame.pendingKeyLocation = loc

        skipWhitespace()
        guard p < end else {
            throw .syntax("unexpected end of input inside an object (opened at \(frame.location))",
                          at: location(p), path: JSONPath([.key(key)]))
        }
        guard base[p] == ASCII.colon else {
            throw .syntax("expected ':' after the object key", at: location(p), path: JSONPath([.key(key)]))
        }
        p &+= 1
        skipWhitespace()
    }

    // MARK: Scalars

    mutating func parseNumber() throws(JSONParseError) -> JSONNode {
        let start = p
        let loc = location(p)
        var i = p
        if base[i] == ASCII.minus {
            i &+= 1
            guard i < end, isDigit(base[i]) else {
                if i < end, isLetter(base[i]) {
                    let word = quotedWord(at: i, prefix: "-")
                    if word == "'-Infinity'" {
                        throw .syntax("'-Infinity' is not allowed in JSON", at: loc)
                    }
                }
                throw .syntax("expected a digit after '-'", at: location(i))
            }
        }
        if base[i] == ASCII.zero {
            i &+= 1
            if i < end && isDigit(base[i]) {
                throw .syntax("leading zeros are not allowed", at: location(i - 1))
            }
        } else {
            while i < end && isDigit(base[i]) { i &+= 1 }
        }
        if i < end && base[i] == ASCII.dot {
            i &+= 1
            guard i < end, isDigit(base[i]) else {
                throw .syntax("expected a digit after the decimal point", at: location(i))
            }
            while i < end && isDigit(base[i]) { i &+= 1 }
        }
        if i < end && (base[i] == ASCII.lowerE || base[i] == ASCII.upperE) {
            i &+= 1
            if i < end && (base[i] == ASCII.plus || base[i] == ASCII.minus) { i &+= 1 }
            guard i < end, isDigit(base[i]) else {
                throw .syntax("expected a digit in the exponent", at: location(i))
            }
            while i < end && isDigit(base[i]) { i &+= 1 }
        }
        p = i
        let literal = String(decoding: UnsafeBufferPointer(rebasing: base[start..<i]), as: UTF8.self)
        return JSONNode(.number(JSONNumber(literal: literal)), at: loc)
    }

    /// `true`, `false`, `null`, or a helpful error for other bare words. `p` is at a letter.
    mutating func parseLiteral() throws(JSONParseError) -> JSONNode {
        var i = p
        while i < end && isWordByte(base[i]) { i &+= 1 }
        let length = i - p
        let loc = location(p)
        @inline(__always) func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let w = word.utf8Start
            for k in 0..<length where w[k] != base[p + k] { return false }
            return true
        }
        let value: JSONNode.Value
        if matches("true") {
            value = .bool(true)
        } else if matches("false") {
            value = .bool(false)
        } else if matches("null") {
            value = .null
        } else {
            let word = String(decoding: UnsafeBufferPointer(rebasing: base[p..<Swift.min(i, p + 40)]), as: UTF8.self)
            let shown = quotedWord(at: p)
            if word == "NaN" || word == "Infinity" {
                throw .syntax("\(shown) is not allowed in JSON", at: loc)
            }
            let lower = word.lowercased()
            if ["true", "false", "null"].contains(where: { $0 == lower || $0.hasPrefix(word) }) {
                throw .syntax("invalid literal \(shown) (expected true, false or null)", at: loc)
            }
            throw .syntax("unexpected \(shown); strings must be in double quotes", at: loc)
        }
        p = i
        return JSONNode(value, at: loc)
    }

    /// Scans the string whose opening quote is at `p`, leaving `p` after the closing quote.
    mutating func parseString(startingAt start: SourcePosition) throws(JSONParseError) -> String {
        let limit = limits.maxStringBytes
        let contentStart = p &+ 1
        var i = contentStart
        var segmentStart = i
        var hasEscapes = false
        scratch.removeAll(keepingCapacity: true)

        while true {
            guard i < end else {
                throw .syntax("unexpected end of input inside a string", at: start)
            }
            let b = base[i]
            if b >= 0x20 && b < 0x80 && b != ASCII.quote && b != ASCII.backslash {
                i &+= 1
                // Decoded length so far = escaped part (in scratch) + current raw segment.
                if scratch.count &+ (i &- segmentStart) > limit {
                    throw .stringTooLong(limit: limit, at: start)
                }
                continue
            }
            if b == ASCII.quote {
                let string: String
                if hasEscapes {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: base[segmentStart..<i]))
                    string = String(decoding: scratch, as: UTF8.self)
                } else {
                    string = String(decoding: UnsafeBufferPointer(rebasing: base[contentStart..<i]), as: UTF8.self)
                }
                p = i &+ 1
                return string
            }
            if b >= 0x80 {
                let n = utf8SequenceLength(at: i)
                if n == 0 { throw .invalidUTF8(at: location(i)) }
                // Only sequences led by 0xEF (U+F000…U+FFFF) or 4-byte ones can be noncharacters.
                if b >= 0xEF, let c = decodeScalar(at: i), MarkupText.isNoncharacter(c) { throw noncharacter(c, at: i) }
                i &+= n
                if scratch.count &+ (i &- segmentStart) > limit {
                    throw .stringTooLong(limit: limit, at: start)
                }
                continue
            }
            if b < 0x20 {
                throw .syntax("unescaped control character in a string", at: location(i))
            }
            // A backslash escape.
            hasEscapes = true
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: base[segmentStart..<i]))
            let escape = i
            guard i &+ 1 < end else {
                throw .syntax("unexpected end of input inside a string", at: start)
            }
            let e = base[i &+ 1]
            switch e {
            case ASCII.quote, ASCII.backslash, ASCII.slash:
                scratch.append(e)
                i &+= 2
            case UInt8(ascii: "b"): scratch.append(0x08); i &+= 2
            case UInt8(ascii: "f"): scratch.append(0x0C); i &+= 2
            case UInt8(ascii: "n"): scratch.append(0x0A); i &+= 2
            case UInt8(ascii: "r"): scratch.append(0x0D); i &+= 2
            case UInt8(ascii: "t"): scratch.append(0x09); i &+= 2
            case UInt8(ascii: "u"):
                let unit = try hexEscape(at: escape, stringStart: start)
                var scalar = unit
                if unit >= 0xD800 && unit <= 0xDBFF {
                    // A high surrogate must be followed by a \u escape of a low surrogate.
                    guard escape &+ 7 < end,
                          base[escape &+ 6] == ASCII.backslash,
                          base[escape &+ 7] == UInt8(ascii: "u") else {
                        throw .syntax("unpaired surrogate '\(escapeText(at: escape))' in a string",
                                      at: location(escape))
                    }
                    let low = try hexEscape(at: escape &+ 6, stringStart: start)
                    guard low >= 0xDC00 && low <= 0xDFFF else {
                        throw .syntax("unpaired surrogate '\(escapeText(at: escape))' in a string",
                                      at: location(escape))
                    }
                    scalar = 0x10000 &+ ((unit &- 0xD800) << 10) &+ (low &- 0xDC00)
                    i &+= 12
                } else if unit >= 0xDC00 && unit <= 0xDFFF {
                    throw .syntax("unpaired surrogate '\(escapeText(at: escape))' in a string",
                                  at: location(escape))
                } else {
                    i &+= 6
                }
                if let c = Unicode.Scalar(scalar), MarkupText.isNoncharacter(c) { throw noncharacter(c, at: escape) }
                appendUTF8(scalar)
            default:
                let shown: String
                if e >= 0x20 && e < 0x7F {
                    shown = "'\\\(Character(Unicode.Scalar(e)))'"
                } else if e >= 0x80, let scalar = decodeScalar(at: i &+ 1), !scalar.properties.isWhitespace {
                    shown = "'\\\(Character(scalar))'"
                } else if e >= 0x80 && utf8SequenceLength(at: i &+ 1) == 0 {
                    throw .invalidUTF8(at: location(i &+ 1))
                } else {
                    shown = "'\\' followed by \(try describeCharacter(at: i &+ 1))"
                }
                throw .syntax("invalid escape \(shown)", at: location(escape))
            }
            segmentStart = i
            if scratch.count > limit {
                throw .stringTooLong(limit: limit, at: start)
            }
        }
    }

    /// The error for a noncharacter (U+FFFE, U+FDD0, …) in a string at byte `i`: JSON allows
    /// them, but they stand for no character, and XML (SVG, JUnit) and Cairo (PDF text and
    /// metadata) refuse them, so a spec holding one could not be written faithfully.
    mutating func noncharacter(_ c: Unicode.Scalar, at i: Int) -> JSONParseError {
        .syntax("the noncharacter U+\(String(c.value, radix: 16, uppercase: true)) in a string; it stands for no character and SVG, PDF and XML cannot hold it, so remove it", at: location(i))
    }

    /// The value of the 4 hex digits of the `\uXXXX` escape whose backslash is at `escape`.
    mutating func hexEscape(at escape: Int, stringStart: SourcePosition) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        var j = escape &+ 2
        while j < escape &+ 6 {
            guard j < end else {
                throw .syntax("unexpected end of input inside a string", at: stringStart)
            }
            let h = base[j]
            let digit: UInt32
            switch h {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(h &- UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(h &- UInt8(ascii: "a") &+ 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(h &- UInt8(ascii: "A") &+ 10)
            default:
                throw .syntax("invalid \\u escape (expected 4 hex digits)", at: location(escape))
            }
            value = value << 4 | digit
            j &+= 1
        }
        return value
    }

    /// The 6-byte text of the `\uXXXX` escape at `escape` (already known to be well-formed).
    func escapeText(at escape: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: base[escape..<(escape &+ 6)]), as: UTF8.self)
    }

    mutating func appendUTF8(_ v: UInt32) {
        if v < 0x80 {
            scratch.append(UInt8(v))
        } else if v < 0x800 {
            scratch.append(UInt8(0xC0 | (v >> 6)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        } else if v < 0x10000 {
            scratch.append(UInt8(0xE0 | (v >> 12)))
            scratch.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        } else {
            scratch.append(UInt8(0xF0 | (v >> 18)))
            scratch.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `i`, or 0 if it is ill-formed
    /// (Unicode Table 3-7: no overlongs, no surrogates, nothing above U+10FFFF).
    @inline(__always)
    func utf8SequenceLength(at i: Int) -> Int {
        let b0 = base[i]
        if b0 < 0x80 { return 1 }
        @inline(__always) func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            k < end && base[k] >= lo && base[k] <= hi
        }
        if b0 < 0xC2 { return 0 }
        if b0 < 0xE0 { return cont(i &+ 1) ? 2 : 0 }
        if b0 < 0xF0 {
            let ok: Bool
            switch b0 {
            case 0xE0: ok = cont(i &+ 1, 0xA0, 0xBF)
            case 0xED: ok = cont(i &+ 1, 0x80, 0x9F)
            default: ok = cont(i &+ 1)
            }
            return ok && cont(i &+ 2) ? 3 : 0
        }
        if b0 < 0xF5 {
            let ok: Bool
            switch b0 {
            case 0xF0: ok = cont(i &+ 1, 0x90, 0xBF)
            case 0xF4: ok = cont(i &+ 1, 0x80, 0x8F)
            default: ok = cont(i &+ 1)
            }
            return ok && cont(i &+ 2) && cont(i &+ 3) ? 4 : 0
        }
        return 0
    }

    // MARK: Error helpers

    /// The scalar starting at `i`, or nil if the bytes there are not well-formed UTF-8.
    func decodeScalar(at i: Int) -> Unicode.Scalar? {
        let n = utf8SequenceLength(at: i)
        guard n > 0 else { return nil }
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: base[i..<(i &+ n)]).makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// `'x'` for a visible character, `U+000A` for control and whitespace characters;
    /// throws `invalidUTF8` when the bytes at `i` are ill-formed.
    mutating func describeCharacter(at i: Int) throws(JSONParseError) -> String {
        guard let scalar = decodeScalar(at: i) else { throw .invalidUTF8(at: location(i)) }
        if scalar.value < 0x20 || scalar.value == 0x7F || (scalar.value >= 0x80 && scalar.properties.isWhitespace)
            || scalar.value == 0x20 {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
        }
        return "'\(Character(scalar))'"
    }

    /// The run of ASCII letters, digits and underscores at `i`, quoted and cut to ~20 characters.
    func quotedWord(at i: Int, prefix: String = "") -> String {
        var j = i
        while j < end && j - i < 21 && isWordByte(base[j]) { j &+= 1 }
        var word = prefix + String(decoding: UnsafeBufferPointer(rebasing: base[i..<j]), as: UTF8.self)
        if j - i > 20 {
            word = String(word.dropLast()) + "…"
        }
        return "'\(word)'"
    }

    /// The error for a byte at `p` that cannot start a value.
    mutating func unexpectedValueError(_ stack: [Frame]) -> JSONParseError {
        let loc = location(p)
        switch base[p] {
        case ASCII.slash:
            return .syntax("comments are not allowed in JSON", at: loc)
        case ASCII.apostrophe:
            return .syntax("strings must be in double quotes, not single quotes", at: loc)
        case ASCII.plus:
            return .syntax("a leading '+' is not allowed", at: loc)
        case ASCII.dot:
            return .syntax("a number must start with a digit, not '.'", at: loc)
        default:
            do {
                let found = try describeCharacter(at: p)
                return .syntax("unexpected \(found); expected a value", at: loc)
            } catch {
                return error
            }
        }
    }

    mutating func endOfInputError(_ stack: [Frame]) -> JSONParseError {
        let loc = location(end)
        if let frame = stack.last {
            return .syntax("unexpected end of input inside \(frame.kindName) (opened at \(frame.location))", at: loc)
        }
        return .syntax("unexpected end of input; expected a value", at: loc)
    }
}
