// A reader for Apple's `.strings` files (the old-style property-list "strings" format that
// `NSLocalizedString` reads from an `.lproj` folder), written to the format's grammar:
//
//   file    := space* (entry space*)*
//   entry   := string space* ("=" space* string space*)? ";"       a key alone means value = key
//   string  := quoted | bare
//   quoted  := '"' (char | escape | newline)* '"'
//   bare    := [A-Za-z0-9_$+/:.-]+
//   escape  := \\ \" \' \n \t \r \a \b \f \v \0…\377 (octal) \U+4 hex or \u+4 hex (UTF-16 units; a pair joins)
//   space   := white space | "/*" … "*/" | "//" … end of line
//
// Encodings: UTF-16 with a byte-order mark (either order), UTF-8 with or without one, and UTF-16
// without a mark when every other byte of the first characters is zero (what `genstrings` and
// old Xcode wrote). Errors give the line and column (in characters, from 1).

/// What is wrong with a localization file, where: the file as named, a line and a column (from 1;
/// 0:0 when the whole file is concerned, such as a missing file).
public struct LocalizationFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the spec (or the folder listing) names it.
    public var file: String
    /// Line, from 1 (0 when not about a place in the file).
    public var line: Int
    /// Column in characters, from 1 (0 when not about a place in the file).
    public var column: Int
    /// A short lower-case clause.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    /// `FILE:LINE:COLUMN: message` (or `FILE: message` without a place).
    public var description: String { line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)" }
}

/// One `"key" = "value";` of a `.strings` file, with where its key is written.
public struct StringsEntry: Sendable, Hashable {
    /// The key, escapes decoded.
    public var key: String
    /// The value, escapes decoded.
    public var value: String
    /// Line of the key (from 1).
    public var line: Int
    /// Column of the key (characters, from 1).
    public var column: Int
}

/// Reads `.strings` files. See the grammar at the top of this file.
///
/// ```swift
/// let entries = try StringsFileReader.read(bytes, file: "de.lproj/Localizable.strings")
/// ```
public enum StringsFileReader {
    /// Largest file read, bytes (a `.strings` file of a whole app is a few hundred KiB).
    public static let maxBytes = 8 << 20

    /// The entries of a `.strings` file, in file order (a key written twice keeps its last value,
    /// as Foundation does, and its first place).
    /// - Throws: ``LocalizationFileError`` for bytes that are not UTF-8 or UTF-16, an unclosed
    ///   string or comment, a bad escape, a missing `=` or `;`, or a file over ``maxBytes``.
    public static func read(_ bytes: [UInt8], file: String) throws(LocalizationFileError) -> [StringsEntry] {
        guard bytes.count <= maxBytes else {
            throw LocalizationFileError(file: file, line: 0, column: 0, message: "file of \(bytes.count) bytes is larger than the limit of \(maxBytes) bytes")
        }
        var parser = Parser(scalars: try decode(bytes, file: file), file: file)
        return try parser.entries()
    }

    /// The text of a `.strings` file as Unicode scalars (BOM removed).
    /// - Throws: ``LocalizationFileError`` for malformed UTF-8 or UTF-16 (with its line and column).
    static func decode(_ bytes: [UInt8], file: String) throws(LocalizationFileError) -> [Unicode.Scalar] {
        var body = bytes[...]
        enum Form { case utf8, utf16LE, utf16BE }
        var form = Form.utf8
        if body.starts(with: [0xFF, 0xFE]) { form = .utf16LE; body = body.dropFirst(2) }
        else if body.starts(with: [0xFE, 0xFF]) { form = .utf16BE; body = body.dropFirst(2) }
        else if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        else if body.count >= 2, body.count % 2 == 0 {
            // No mark: UTF-16 when the high bytes of the first characters are all zero (ASCII text).
            let head = Array(body.prefix(16))
            let evens = stride(from: 0, to: head.count, by: 2).map { head[$0] }, odds = stride(from: 1, to: head.count, by: 2).map { head[$0] }
            if odds.allSatisfy({ $0 == 0 }) && evens.contains(where: { $0 != 0 }) { form = .utf16LE }
            else if evens.allSatisfy({ $0 == 0 }) && odds.contains(where: { $0 != 0 }) { form = .utf16BE }
        }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(body.count)
        var line = 1, column = 1
        func failure(_ what: String) -> LocalizationFileError {
            LocalizationFileError(file: file, line: line, column: column, message: what)
        }
        func advance(_ s: Unicode.Scalar) { out.append(s); if s == "\n" { line += 1; column = 1 } else { column += 1 } }
        switch form {
        case .utf8:
            var it = body.makeIterator(), dec = UTF8()
            loop: while true {
                switch dec.decode(&it) {
                case .scalarValue(let s): advance(s)
                case .emptyInput: break loop
                case .error: throw failure("the file is not valid UTF-8 here (save it as UTF-8 or UTF-16)")
                }
            }
        case .utf16LE, .utf16BE:
            guard body.count % 2 == 0 else { throw failure("a UTF-16 file has an odd number of bytes; it is cut short") }
            let units = stride(from: body.startIndex, to: body.endIndex, by: 2).map { i -> UInt16 in
                form == .utf16LE ? UInt16(body[i]) | UInt16(body[i + 1]) << 8 : UInt16(body[i]) << 8 | UInt16(body[i + 1])
            }
            var it = units.makeIterator(), dec = UTF16()
            loop: while true {
                switch dec.decode(&it) {
                case .scalarValue(let s): advance(s)
                case .emptyInput: break loop
                case .error: throw failure("the file is not valid UTF-16 here (an unpaired surrogate)")
                }
            }
        }
        return out
    }

    /// The recursive-descent reader over the decoded text.
    struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var i = 0, line = 1, column = 1

        init(scalars: [Unicode.Scalar], file: String) { self.scalars = scalars; self.file = file }

        var atEnd: Bool { i >= scalars.count }
        var current: Unicode.Scalar? { atEnd ? nil : scalars[i] }

        mutating func next() {
            guard !atEnd else { return }
            if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }

        func fail(_ message: String, line l: Int? = nil, column c: Int? = nil) -> LocalizationFileError {
            LocalizationFileError(file: file, line: l ?? line, column: c ?? column, message: message)
        }

        static func isBare(_ s: Unicode.Scalar) -> Bool {
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "_$+/:.-".unicodeScalars.contains(s))
        }

        /// `what` as the message names it: `"x"`, or "the end of the file".
        func found() -> String {
            guard let c = current else { return "the end of the file" }
            if c == "\n" { return "the end of the line" }
            return "'\(Character(c))'"
        }

        mutating func space() throws(LocalizationFileError) {
            while let c = current {
                if c.properties.isWhitespace { next(); continue }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    let (l, col) = (line, column)
                    next(); next()
                    while true {
                        guard let d = current else { throw fail("this comment is never closed with */", line: l, column: col) }
                        if d == "*", i + 1 < scalars.count, scalars[i + 1] == "/" { next(); next(); break }
                        next()
                    }
                    continue
                }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while let d = current, d != "\n" { next() }
                    continue
                }
                return
            }
        }

        mutating func entries() throws(LocalizationFileError) -> [StringsEntry] {
            var out: [StringsEntry] = [], index: [String: Int] = [:]
            try space()
            while !atEnd {
                let (l, c) = (line, column)
                let key = try string(what: "a key")
                var end = (line, column)
                try space()
                var value = key
                if current == "=" {
                    next(); try space()
                    value = try string(what: "a value after \"=\"")
                    end = (line, column)
                    try space()
                }
                guard current == ";" else {
                    // Reported where the semicolon belongs: right after the entry.
                    throw fail("expected \";\" after the entry \"\(clip(key))\" (found \(found()) at \(line):\(column)); every entry ends with a semicolon: \"key\" = \"value\";",
                               line: end.0, column: end.1)
                }
                next()
                if let j = index[key] { out[j].value = value }
                else { index[key] = out.count; out.append(StringsEntry(key: key, value: value, line: l, column: c)) }
                try space()
            }
            return out
        }

        mutating func string(what: String) throws(LocalizationFileError) -> String {
            guard let c = current else { throw fail("expected \(what), found the end of the file") }
            if c == "\"" { return try quoted() }
            guard Self.isBare(c) else { throw fail("expected \(what) (a quoted string), found \(found())") }
            var s = ""
            while let d = current, Self.isBare(d) { s.unicodeScalars.append(d); next() }
            return s
        }

        mutating func quoted() throws(LocalizationFileError) -> String {
            let (l, c) = (line, column)
            next()
            var units: [UInt16] = []
            func append(_ s: Unicode.Scalar) { units.append(contentsOf: UTF16.encode(s).map { Array($0) } ?? []) }
            while true {
                guard let d = current else { throw fail("this string is never closed with \"", line: l, column: c) }
                if d == "\"" { next(); break }
                if d == "\\" {
                    let (el, ec) = (line, column)
                    next()
                    guard let e = current else { throw fail("this string is never closed with \"", line: l, column: c) }
                    switch e {
                    case "\\", "\"", "'": append(e); next()
                    case "n": append("\n"); next()
                    case "t": append("\t"); next()
                    case "r": append("\r"); next()
                    case "a": append("\u{07}"); next()
                    case "b": append("\u{08}"); next()
                    case "f": append("\u{0C}"); next()
                    case "v": append("\u{0B}"); next()
                    case "\n": append("\n"); next()
                    case "U", "u":
                        next()
                        var v: UInt32 = 0
                        for _ in 0..<4 {
                            guard let h = current, let digit = hexDigit(h) else {
                                throw fail("\\\(Character(e)) needs four hexadecimal digits, such as \\U00E9", line: el, column: ec)
                            }
                            v = v * 16 + digit; next()
                        }
                        units.append(UInt16(v))
                    case "0"..."7":
                        var v: UInt32 = 0, n = 0
                        while n < 3, let o = current, ("0"..."7").contains(o) { v = v * 8 + (o.value - 48); next(); n += 1 }
                        append(Unicode.Scalar(v) ?? "\u{FFFD}")
                    default:
                        throw fail("unknown escape \\\(Character(e)); use \\\\, \\\", \\n, \\t, \\r or \\U followed by four hexadecimal digits", line: el, column: ec)
                    }
                    continue
                }
                append(d); next()
            }
            guard let s = String(validating: units, as: UTF16.self) else {
                throw fail("this string has a \\U escape of an unpaired surrogate (a pair of \\UD8xx\\UDCxx is one character)", line: l, column: c)
            }
            if let bad = s.unicodeScalars.first(where: MarkupText.isNoncharacter) {
                throw fail("this string holds the noncharacter U+\(String(bad.value, radix: 16, uppercase: true)), which stands for no character and cannot be drawn to SVG or PDF; remove it", line: l, column: c)
            }
            return s
        }

        func hexDigit(_ h: Unicode.Scalar) -> UInt32? {
            switch h {
            case "0"..."9": return h.value - 48
            case "a"..."f": return h.value - 97 + 10
            case "A"..."F": return h.value - 65 + 10
            default: return nil
            }
        }

        func clip(_ s: String) -> String { s.count <= 30 ? s : String(s.prefix(27)) + "…" }
    }
}
