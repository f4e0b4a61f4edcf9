import Foundation
import NavMockCore
import Testing

// MARK: - Helpers

private func parse(_ text: String, limits: JSONLimits = .default) throws(JSONParseError) -> JSONNode {
    try JSONParser.parse(Array(text.utf8), limits: limits)
}

/// The error thrown for `bytes`, or nil if they parse.
private func failure(_ bytes: [UInt8], limits: JSONLimits = .default) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

private func failure(_ text: String, limits: JSONLimits = .default) -> JSONParseError? {
    failure(Array(text.utf8), limits: limits)
}

// `Testing` declares a `SourceLocation`; spelled out in full for clarity, so the NavMockCore one is spelled out in full.
private typealias Location = NavMockCore.SourcePosition

private func loc(_ line: Int, _ column: Int) -> Location {
    Location(line: line, column: column)
}

private func syntax(_ message: String, _ line: Int, _ column: Int, _ path: JSONPath.Component...) -> JSONParseError {
    .syntax(message, at: loc(line, column), path: JSONPath(path))
}

private func members(_ node: JSONNode?) -> [JSONMember] {
    if case .object(let members)? = node?.value { return members }
    return []
}

private func elements(_ node: JSONNode?) -> [JSONNode] {
    if case .array(let elements)? = node?.value { return elements }
    return []
}

private func string(_ node: JSONNode?) -> String? {
    if case .string(let s)? = node?.value { return s }
    return nil
}

private func number(_ node: JSONNode?) -> JSONNumber? {
    if case .number(let n)? = node?.value { return n }
    return nil
}

// MARK: - Values and positions

@Suite("JSONParser values and positions")
struct JSONParserPositionTests {
    @Test func nestedValuesAndKeysCarryPositions() throws {
        let text = """
        {
          "title": "Hello",
          "items": [
            {"id": 1, "tags": [true, null]},
            -2.5e3
          ]
        }
        """
        let root = try parse(text)
        #expect(root.location == loc(1, 1))
        #expect(root.kindName == "an object")
        let top = members(root)
        #expect(top.map(\.key) == ["title", "items"])
        #expect(top[0].keyLocation == loc(2, 3))
        #expect(top[0].value.location == loc(2, 12))
        #expect(string(top[0].value) == "Hello")
        #expect(top[1].keyLocation == loc(3, 3))
        #expect(top[1].value.location == loc(3, 12))

        let items = elements(root["items"])
        #expect(items.count == 2)
        #expect(items[0].location == loc(4, 5))
        let inner = members(items[0])
        #expect(inner.map(\.key) == ["id", "tags"])
        #expect(inner[0].keyLocation == loc(4, 6))
        #expect(inner[0].value.location == loc(4, 12))
        #expect(number(inner[0].value)?.int == 1)
        #expect(inner[1].keyLocation == loc(4, 15))
        #expect(inner[1].value.location == loc(4, 23))
        let tags = elements(inner[1].value)
        #expect(tags.map(\.location) == [loc(4, 24), loc(4, 30)])
        #expect(tags.map(\.kindName) == ["a boolean", "null"])
        if case .bool(let flag) = tags[0].value { #expect(flag) } else { Issue.record("expected a boolean") }
        #expect(items[1].location == loc(5, 5))
        #expect(number(items[1])?.literal == "-2.5e3")
        #expect(number(items[1])?.double == -2500)
    }

    @Test func columnsCountScalarsNotBytes() throws {
        // 名前 and 你好世界 are 3 bytes per character in UTF-8, but one column each.
        let root = try parse(#"{"名前": "你好世界", "next": 42}"#)
        let m = members(root)
        #expect(m.map(\.key) == ["名前", "next"])
        #expect(m[0].keyLocation == loc(1, 2))
        #expect(m[0].value.location == loc(1, 8))
        #expect(string(m[0].value) == "你好世界")
        #expect(m[1].keyLocation == loc(1, 16))
        #expect(m[1].value.location == loc(1, 24))

        // A 4-byte emoji is one column too.
        let emoji = elements(try parse(#"["😀", 1]"#))
        #expect(emoji.map(\.location) == [loc(1, 2), loc(1, 7)])

        // Escapes count as the characters written in the source (\u00e9 is 6 columns).
        let escaped = elements(try parse(#"["\u00e9", 1]"#))
        #expect(string(escaped[0]) == "é")
        #expect(escaped[1].location == loc(1, 12))
    }

    @Test func multiByteTextBeforeAnErrorOnTheSameLine() {
        // The error column after Chinese text must count characters, not bytes.
        #expect(failure(#"{"标题": "你好" "x": 1}"#)
                == syntax("expected ',' or '}' after an object member", 1, 13, .key("标题")))
    }

    @Test func crlfLineEndingsCountAsOneLineBreak() throws {
        let text = "{\r\n  \"a\": 1,\r\n  \"b\": [\r\n    2\r\n  ]\r\n}\r\n"
        let root = try parse(text)
        let m = members(root)
        #expect(m[0].keyLocation == loc(2, 3))
        #expect(m[0].value.location == loc(2, 8))
        #expect(m[1].keyLocation == loc(3, 3))
        #expect(m[1].value.location == loc(3, 8))
        #expect(elements(m[1].value).first?.location == loc(4, 5))

        #expect(failure("{\r\n  \"a\": 1,\r\n}") == syntax("trailing comma", 2, 9))
    }

    @Test func loneCarriageReturnAndTabs() throws {
        let values = elements(try parse("[\r1,\n\t\t2]"))
        #expect(values.map(\.location) == [loc(2, 1), loc(3, 3)])
    }

    @Test func topLevelScalars() throws {
        #expect(number(try parse(" 42 "))?.int == 42)
        #expect(try parse(" 42 ").location == loc(1, 2))
        #expect(string(try parse("\n\"s\"")) == "s")
        #expect(try parse("\n\"s\"").location == loc(2, 1))
        #expect(try parse("null").kindName == "null")
        #expect(try parse("false").kindName == "a boolean")
        #expect(try parse("[]").kindName == "an array")
        #expect(try parse("\"\"").kindName == "a string")
        #expect(try parse("0").kindName == "a number")
    }

    @Test func subscriptAndEmptyContainers() throws {
        let root = try parse(#"{"a": {}, "b": [], "c": "x"}"#)
        #expect(members(root["a"]).isEmpty)
        #expect(root["a"]?.kindName == "an object")
        #expect(elements(root["b"]).isEmpty)
        #expect(root["b"]?.kindName == "an array")
        #expect(string(root["c"]) == "x")
        #expect(root["missing"] == nil)
        #expect(root["c"]?["anything"] == nil)
    }

    @Test func escapesAreDecoded() throws {
        let node = try parse(#""q\"b\\s\/ \b\f\n\r\t \u0041\u00e9\u4E2D \u0000""#)
        #expect(string(node) == "q\"b\\s/ \u{8}\u{C}\n\r\t Aé中 \u{0}")
    }

    @Test func surrogatePairsAreDecoded() throws {
        #expect(string(try parse(#""\uD83D\uDE00""#)) == "😀")
        #expect(string(try parse(#""x\ud834\udd1ey""#)) == "x𝄞y")
        // The raw 4-byte form and the escaped pair produce equal strings.
        #expect(string(try parse("\"😀\"")) == string(try parse(#""\uD83D\uDE00""#)))
    }

    @Test func loneSurrogatesAreRejected() {
        #expect(failure(#""\uD83D""#) == syntax(#"unpaired surrogate '\uD83D' in a string"#, 1, 2))
        #expect(failure(#"["ab\uDE00"]"#) == syntax(#"unpaired surrogate '\uDE00' in a string"#, 1, 5, .index(0)))
        #expect(failure(#""\uD83Dx""#) == syntax(#"unpaired surrogate '\uD83D' in a string"#, 1, 2))
        #expect(failure(#""\uD83D\u0041""#) == syntax(#"unpaired surrogate '\uD83D' in a string"#, 1, 2))
        #expect(failure(#""\uD83D\uD83D""#) == syntax(#"unpaired surrogate '\uD83D' in a string"#, 1, 2))
        #expect(failure(#""\u12G4""#) == syntax(#"invalid \u escape (expected 4 hex digits)"#, 1, 2))
    }

    @Test func numbers() throws {
        let big = number(try parse("1e400"))
        #expect(big?.literal == "1e400")
        #expect(big?.double == nil)
        #expect(big?.isInteger == false)
        #expect(big?.int == nil)
        #expect(number(try parse("-1e400"))?.double == nil)
        #expect(number(try parse("1e-400"))?.double == 0)

        let exact = number(try parse("-12.50e+3"))
        #expect(exact?.literal == "-12.50e+3")
        #expect(exact?.double == -12500)
        #expect(exact?.int == nil)

        let zero = number(try parse("-0"))
        #expect(zero?.isInteger == true)
        #expect(zero?.int == 0)

        #expect(number(try parse("1.0"))?.int == nil)
        #expect(number(try parse("1E2"))?.isInteger == false)
        #expect(number(try parse("9223372036854775807"))?.int == Int.max)
        #expect(number(try parse("-9223372036854775808"))?.int == Int.min)
        #expect(number(try parse("9223372036854775808"))?.int == nil)
        let huge = number(try parse("1000000000000000000000000000000"))
        #expect(huge?.isInteger == true)
        #expect(huge?.int == nil)
        #expect(huge?.double == 1e30)
        #expect(number(try parse("0.5"))?.double == 0.5)
    }
}

// MARK: - Errors

@Suite("JSONParser errors")
struct JSONParserErrorTests {
    @Test func emptyInput() {
        #expect(failure("") == .empty)
        #expect(failure(" \n\t\r\n ") == .empty)
        #expect(JSONParseError.empty.location == nil)
    }

    @Test func tooLargeIsCheckedBeforeParsing() {
        let limits = JSONLimits(maxBytes: 10)
        // Ill-formed, but the size check comes first.
        #expect(failure("[1,2,3,4,5]", limits: limits) == .tooLarge(bytes: 11, limit: 10))
        #expect(failure("[1,2,3,45]", limits: limits) == nil)
        #expect(failure("[[[[[[[[[[[", limits: limits) == .tooLarge(bytes: 11, limit: 10))
        #expect(JSONParseError.tooLarge(bytes: 11, limit: 10).location == nil)
        #expect(JSONParseError.tooLarge(bytes: 11, limit: 10).description.contains("10"))
    }

    @Test func byteOrderMark() {
        let error = failure([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(error == .byteOrderMark)
        #expect(error?.description.contains("remove the byte-order mark") == true)
        #expect(error?.location == loc(1, 1))
    }

    @Test func invalidUTF8() {
        // Stray 0xFF inside a string.
        #expect(failure([0x5B, 0x22, 0x61, 0x62, 0xFF, 0x22, 0x5D]) == .invalidUTF8(at: loc(1, 5), path: JSONPath([.index(0)])))
        // After a valid 2-byte character: é is one column.
        #expect(failure(Array("[\"é".utf8) + [0xC3, 0x28, 0x22, 0x5D]) == .invalidUTF8(at: loc(1, 4), path: JSONPath([.index(0)])))
        // Overlong encoding of '/'.
        #expect(failure([0x22, 0xC0, 0xAF, 0x22]) == .invalidUTF8(at: loc(1, 2)))
        // UTF-8-encoded surrogate U+D800.
        #expect(failure([0x22, 0xED, 0xA0, 0x80, 0x22]) == .invalidUTF8(at: loc(1, 2)))
        // Above U+10FFFF.
        #expect(failure([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]) == .invalidUTF8(at: loc(1, 2)))
        // Sequence truncated by the end of input.
        #expect(failure([0x22, 0xE4, 0xB8]) == .invalidUTF8(at: loc(1, 2)))
        // Outside a string, on the second line.
        #expect(failure(Array("[1,\n ".utf8) + [0xFF, 0x5D]) == .invalidUTF8(at: loc(2, 2), path: JSONPath([.index(1)])))
    }

    @Test func syntaxErrorsPointAtTheOffendingCharacter() {
        #expect(failure(#"{"a": 1 "b": 2}"#) == syntax("expected ',' or '}' after an object member", 1, 9, .key("a")))
        #expect(failure("[1 2]") == syntax("expected ',' or ']' after an array element", 1, 4, .index(0)))
        #expect(failure(#"{"a" 1}"#) == syntax("expected ':' after the object key", 1, 6, .key("a")))
        #expect(failure("[1,]") == syntax("trailing comma", 1, 3))
        #expect(failure("{\"a\": 1,\n}") == syntax("trailing comma", 1, 8))
        #expect(failure("01") == syntax("leading zeros are not allowed", 1, 1))
        #expect(failure("[-012]") == syntax("leading zeros are not allowed", 1, 3, .index(0)))
        #expect(failure("[\"a\tb\"]") == syntax("unescaped control character in a string", 1, 4, .index(0)))
        #expect(failure("\"line\nbreak\"") == syntax("unescaped control character in a string", 1, 6))
        #expect(failure(#"["ok", "\x"]"#) == syntax(#"invalid escape '\x'"#, 1, 9, .index(1)))
        #expect(failure("{} x") == syntax("unexpected text after the JSON value", 1, 4))
        #expect(failure("1\n2") == syntax("unexpected text after the JSON value", 2, 1))
        #expect(failure("[1,,2]") == syntax("unexpected ','; expected a value", 1, 4, .index(1)))
        #expect(failure("]") == syntax("unexpected ']'; expected a value", 1, 1))
        #expect(failure(#"{"a":}"#) == syntax("unexpected '}'; expected a value", 1, 6, .key("a")))
    }

    @Test func endOfInput() {
        #expect(failure(#"{"k": "abc"#) == syntax("unexpected end of input inside a string", 1, 7, .key("k")))
        #expect(failure(#""abc\"#) == syntax("unexpected end of input inside a string", 1, 1))
        #expect(failure(#""\u12"#) == syntax("unexpected end of input inside a string", 1, 1))
        #expect(failure("[1,\n 2") == syntax("unexpected end of input inside an array (opened at 1:1)", 2, 3))
        #expect(failure(" [") == syntax("unexpected end of input inside an array (opened at 1:2)", 1, 3))
        #expect(failure(#"{"a":"#) == syntax("unexpected end of input inside an object (opened at 1:1)", 1, 6))
        #expect(failure("{") == syntax("unexpected end of input inside an object (opened at 1:1)", 1, 2))
        #expect(failure("-") == syntax("expected a digit after '-'", 1, 2))
        #expect(failure("1.") == syntax("expected a digit after the decimal point", 1, 3))
        #expect(failure("1e+") == syntax("expected a digit in the exponent", 1, 4))
    }

    @Test func nonJSONExtensionsAreRejected() {
        #expect(failure("// comment\n{}") == syntax("comments are not allowed in JSON", 1, 1))
        #expect(failure("[1 /* c */]") == syntax("expected ',' or ']' after an array element", 1, 4, .index(0)))
        #expect(failure("NaN") == syntax("'NaN' is not allowed in JSON", 1, 1))
        #expect(failure("[Infinity]") == syntax("'Infinity' is not allowed in JSON", 1, 2, .index(0)))
        #expect(failure("-Infinity") == syntax("'-Infinity' is not allowed in JSON", 1, 1))
        #expect(failure("+1") == syntax("a leading '+' is not allowed", 1, 1))
        #expect(failure("[.5]") == syntax("a number must start with a digit, not '.'", 1, 2, .index(0)))
        #expect(failure("'a'") == syntax("strings must be in double quotes, not single quotes", 1, 1))
        #expect(failure("True") == syntax("invalid literal 'True' (expected true, false or null)", 1, 1))
        #expect(failure("[nul]") == syntax("invalid literal 'nul' (expected true, false or null)", 1, 2, .index(0)))
        #expect(failure("[truex]") == syntax("unexpected 'truex'; strings must be in double quotes", 1, 2, .index(0)))
        #expect(failure("{a: 1}")
                == syntax("expected a string key or '}'; keys must be in double quotes, found 'a'", 1, 2))
        #expect(failure(#"{"a": 1, b: 2}"#)
                == syntax("expected a string key after ','; keys must be in double quotes, found 'b'", 1, 10))
        #expect(failure("\u{0B}1") == syntax("unexpected U+000B; expected a value", 1, 1))
        #expect(failure("é") == syntax("unexpected 'é'; expected a value", 1, 1))
    }

    @Test func longTokensAreAbbreviatedInMessages() {
        let word = String(repeating: "abcdefghij", count: 10)
        let error = failure("[\(word)]")
        let message = error?.description ?? ""
        #expect(message.contains("abcdefghijabcdefghij…"))
        #expect(message.count < 80)
        #expect(error?.location == loc(1, 2))
    }

    @Test func duplicateKeysReportBothLocations() {
        let text = """
        {
          "title": "A",
          "badge": 1,
          "title": "B"
        }
        """
        let error = failure(text)
        #expect(error == .duplicateKey("title", at: loc(4, 3), first: loc(2, 3), path: JSONPath([.key("title")])))
        #expect(error?.description == #"duplicate key "title" (first at 2:3)"#)
        #expect(error?.location == loc(4, 3))
        // Keys are compared after decoding escapes.
        #expect(failure(#"{"ab":1,"a\u0062":2}"#) == .duplicateKey("ab", at: loc(1, 9), first: loc(1, 2), path: JSONPath([.key("ab")])))
        // Equal keys in different objects are fine.
        #expect(failure(#"[{"a":1},{"a":2}]"#) == nil)
        // Case matters.
        #expect(failure(#"{"a":1,"A":2}"#) == nil)
    }

    @Test func duplicateKeysInLargeObjects() {
        // Past the small-object linear scan, a dictionary is used; it must still catch duplicates.
        let keys = (0..<40).map { "\"k\($0)\": \($0)" }
        #expect(failure("{" + keys.joined(separator: ",") + "}") == nil)
        let text = "{\n" + keys.joined(separator: ",\n") + ",\n\"k3\": 0}"
        #expect(failure(text) == .duplicateKey("k3", at: loc(42, 1), first: loc(5, 1), path: JSONPath([.key("k3")])))
        // A key first seen after the switch to the dictionary.
        let late = "{\n" + keys.joined(separator: ",\n") + ",\n\"k30\": 0}"
        #expect(failure(late) == .duplicateKey("k30", at: loc(42, 1), first: loc(32, 1), path: JSONPath([.key("k30")])))
    }

    @Test func depthLimit() {
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(failure(ok) == nil)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(failure(tooDeep) == .tooDeep(limit: 64, at: loc(1, 65), path: JSONPath(Array(repeating: .index(0), count: 64))))
        #expect(failure(#"{"a":{"b":[1]}}"#, limits: JSONLimits(maxDepth: 2)) == .tooDeep(limit: 2, at: loc(1, 11), path: JSONPath([.key("a"), .key("b")])))
        #expect(failure("[]", limits: JSONLimits(maxDepth: 0)) == .tooDeep(limit: 0, at: loc(1, 1)))
        #expect(failure("7", limits: JSONLimits(maxDepth: 0)) == nil)
        #expect(JSONParseError.tooDeep(limit: 64, at: loc(1, 65)).description == "nesting deeper than 64 levels")
    }

    /// Refused at the 65th bracket with the nesting error: the parser stops there, whatever follows.
    @Test func aMillionOpenBracketsAreRefusedAtTheDepthLimit() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = failure(bytes)
        #expect(error == .tooDeep(limit: 64, at: loc(1, 65), path: JSONPath(Array(repeating: .index(0), count: 64))))
        #expect(error?.description == "nesting deeper than 64 levels")
    }

    @Test func deepNestingWithinARaisedLimitParsesIteratively() throws {
        let depth = 1_000
        let text = String(repeating: "[", count: depth) + "0" + String(repeating: "]", count: depth)
        var node = try parse(text, limits: JSONLimits(maxDepth: depth))
        var levels = 0
        while case .array(let inner) = node.value, inner.count == 1 {
            node = inner[0]
            levels += 1
        }
        #expect(levels == depth)
        #expect(node.location == loc(1, depth + 1))
        #expect(failure(text, limits: JSONLimits(maxDepth: depth - 1)) == .tooDeep(limit: depth - 1, at: loc(1, depth), path: JSONPath(Array(repeating: .index(0), count: depth - 1))))
    }

    /// Refused with the string-length error at the string's start (not read to its end first).
    @Test func tenMegabyteStringIsRefusedAtTheStringLimit() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_002)
        bytes[0] = UInt8(ascii: "\"")
        bytes[bytes.count - 1] = UInt8(ascii: "\"")
        let limits = JSONLimits(maxBytes: 16 << 20)
        let error = failure(bytes, limits: limits)
        #expect(error == .stringTooLong(limit: 65_536, at: loc(1, 1)))
        #expect(error?.description == "string longer than 65536 bytes")
    }

    @Test func stringLimitCountsDecodedUTF8Bytes() {
        let limits = JSONLimits(maxStringBytes: 4)
        #expect(failure(#""abcd""#, limits: limits) == nil)
        #expect(failure(#"["abcde"]"#, limits: limits) == .stringTooLong(limit: 4, at: loc(1, 2), path: JSONPath([.index(0)])))
        // é is 2 UTF-8 bytes whether written raw or as \u00e9 (6 source bytes).
        #expect(failure(#""éé""#, limits: limits) == nil)
        #expect(failure(#""\u00e9\u00e9""#, limits: limits) == nil)
        #expect(failure(#""\u00e9\u00e9a""#, limits: limits) == .stringTooLong(limit: 4, at: loc(1, 1)))
        // The limit is also enforced when the string ends right after an escape.
        #expect(failure(#""abcd\n""#, limits: limits) == .stringTooLong(limit: 4, at: loc(1, 1)))
        #expect(failure(#""abc\n""#, limits: limits) == nil)
        #expect(failure(#""ééa""#, limits: limits) == .stringTooLong(limit: 4, at: loc(1, 1)))
        // Keys are strings too.
        #expect(failure(#"{"abcde": 1}"#, limits: limits) == .stringTooLong(limit: 4, at: loc(1, 2)))
    }

    @Test func elementCountLimits() {
        let arrays = JSONLimits(maxArrayCount: 3)
        #expect(failure("[1,2,3]", limits: arrays) == nil)
        #expect(failure("[1,2,3,4]", limits: arrays) == .tooManyElements(limit: 3, at: loc(1, 8), path: JSONPath([.index(3)])))
        #expect(failure("[1]", limits: JSONLimits(maxArrayCount: 0)) == .tooManyElements(limit: 0, at: loc(1, 2)))

        let objects = JSONLimits(maxObjectMembers: 2)
        #expect(failure(#"{"a":1,"b":2}"#, limits: objects) == nil)
        #expect(failure(#"{"a":1,"b":2,"c":3}"#, limits: objects) == .tooManyElements(limit: 2, at: loc(1, 14)))
        #expect(JSONParseError.tooManyElements(limit: 2, at: loc(1, 14)).description.contains("2"))
    }

    @Test func defaultLimits() {
        let limits = JSONLimits.default
        #expect(limits.maxBytes == 4_194_304)
        #expect(limits.maxDepth == 64)
        #expect(limits.maxStringBytes == 65_536)
        #expect(limits.maxArrayCount == 10_000)
        #expect(limits.maxObjectMembers == 1_000)
        #expect(JSONLimits() == limits)
        #expect(JSONLimits(maxDepth: 3) != limits)
    }
}

// MARK: - Source locations and paths

@Suite("SourcePosition and JSONPath")
struct JSONPathTests {
    @Test func sourceLocationDescriptionAndOrder() {
        #expect(loc(3, 14).description == "3:14")
        #expect(loc(2, 30) < loc(3, 1))
        #expect(loc(3, 1) < loc(3, 2))
        #expect(!(loc(3, 2) < loc(3, 2)))
        #expect([loc(4, 1), loc(1, 9), loc(1, 2)].sorted() == [loc(1, 2), loc(1, 9), loc(4, 1)])
    }

    @Test func pathDescriptions() {
        #expect(JSONPath().description == "(root)")
        let path = JSONPath().appending("tabBar").appending("items").appending(3).appending("badgeValue")
        #expect(path.description == "tabBar.items[3].badgeValue")
        #expect(path.components == [.key("tabBar"), .key("items"), .index(3), .key("badgeValue")])
        #expect(JSONPath([.index(0), .key("title")]).description == "[0].title")
        #expect(JSONPath([.key("labels"), .key("my key")]).description == #"labels["my key"]"#)
        #expect(JSONPath([.key("1st")]).description == #"["1st"]"#)
        #expect(JSONPath([.key("$ref"), .key("_x9")]).description == "$ref._x9")
        #expect(JSONPath([.key("a\"b\\c")]).description == #"["a\"b\\c"]"#)
        #expect(JSONPath([.key("")]).description == #"[""]"#)
        #expect(JSONPath([.key("名前")]).description == #"["名前"]"#)
    }

    @Test func appendingDoesNotMutate() {
        let base = JSONPath([.key("a")])
        let longer = base.appending(1)
        #expect(base.components == [.key("a")])
        #expect(longer == JSONPath([.key("a"), .index(1)]))
        #expect(longer != base)
    }
}

// MARK: - Suggestions

@Suite("Suggestion")
struct SuggestionTests {
    @Test func typos() {
        #expect(Suggestion.closest(to: "selectedIndx", among: ["items", "selectedIndex", "tint"]) == "selectedIndex")
        #expect(Suggestion.closest(to: "titel", among: ["badgeValue", "title", "image"]) == "title")
        #expect(Suggestion.closest(to: "TITLE", among: ["image", "title"]) == "title")
        #expect(Suggestion.closest(to: "tabbarapperance", among: ["tabBar", "tabBarAppearance"]) == "tabBarAppearance")
    }

    @Test func transpositionCostsOne() {
        // Plain Levenshtein would give 2 (= the whole word) and reject this.
        #expect(Suggestion.closest(to: "ba", among: ["ab"]) == "ab")
    }

    @Test func smallestDistanceWinsAndTiesGoToTheEarlierCandidate() {
        #expect(Suggestion.closest(to: "indx", among: ["inbox", "index"]) == "index")
        #expect(Suggestion.closest(to: "colour", among: ["color", "colours"]) == "color")
        #expect(Suggestion.closest(to: "colour", among: ["colours", "color"]) == "colours")
    }

    @Test func unrelatedWordsGetNoSuggestion() {
        #expect(Suggestion.closest(to: "xyz", among: ["title", "badgeValue"]) == nil)
        #expect(Suggestion.closest(to: "ab", among: ["xy"]) == nil)
        #expect(Suggestion.closest(to: "selection", among: ["items"]) == nil)
        #expect(Suggestion.closest(to: "title", among: []) == nil)
    }

    @Test func uniquePrefixes() {
        #expect(Suggestion.closest(to: "badge", among: ["badgeValue", "title"]) == "badgeValue")
        #expect(Suggestion.closest(to: "Badge", among: ["title", "badgeValue"]) == "badgeValue")
        // Ambiguous prefix.
        #expect(Suggestion.closest(to: "badge", among: ["badgeValue", "badgeColor"]) == nil)
        // Too short to trust a prefix.
        #expect(Suggestion.closest(to: "sel", among: ["selectedIndex"]) == nil)
    }
}

// MARK: - Paths in parse errors (issue 19 §12)

@Suite("JSON parse errors name the JSON path of the value being read")
struct JSONParseErrorPathTests {
    /// The path and message of the error `text` fails with (nil when it parses).
    private func failing(_ text: String, limits: JSONLimits = .default) -> (path: String, message: String)? {
        failure(text, limits: limits).map { ($0.path.description, $0.description) }
    }

    /// Three items; the third one's title (or what follows it) is broken by `tail`.
    private func spec(third tail: String) -> String {
        """
        {"device": "iPhone 16", "tabBar": {"items": [
          {"title": "One", "image": "house"},
          {"title": "Two", "image": "star"},
          {"image": "gear", "title": \(tail)
        """
    }

    @Test("each kind of error inside tabBar.items[2].title names that path")
    func errorsInsideAString() {
        let cases: [(tail: String, message: String)] = [
            (#""Thr"#, "unexpected end of input inside a string"),
            ("\"Th\u{01}ree\"}]}}", "unescaped control character in a string"),
            (#""Th\qree"}]}}"#, #"invalid escape '\q'"#),
            (#""Th\u12G4"}]}}"#, #"invalid \u escape (expected 4 hex digits)"#),
            (#""\uDE00"}]}}"#, #"unpaired surrogate '\uDE00' in a string"#),
            ("01}]}}", "leading zeros are not allowed"),
            ("1.}]}}", "expected a digit after the decimal point"),
            ("-}]}}", "expected a digit after '-'"),
            ("Three}]}}", "unexpected 'Three'; strings must be in double quotes"),
            ("nul}]}}", "invalid literal 'nul' (expected true, false or null)"),
            ("NaN}]}}", "'NaN' is not allowed in JSON"),
            ("'Three'}]}}", "strings must be in double quotes, not single quotes"),
            ("}]}}", "unexpected '}'; expected a value"),
            ("/* x */ 1}]}}", "comments are not allowed in JSON"),
        ]
        for c in cases {
            let f = failing(spec(third: c.tail))
            #expect(f?.path == "tabBar.items[2].title", "\(c.tail)")
            #expect(f?.message == c.message, "\(c.tail)")
        }
    }

    @Test("invalid UTF-8 and limits inside a value name its path")
    func utf8AndLimits() {
        var bytes = Array(spec(third: "\"Th").utf8)
        bytes += [0xFF] + Array("ree\"}]}}".utf8)
        let utf8 = failure(bytes)
        #expect(utf8?.path.description == "tabBar.items[2].title")
        #expect(utf8?.location == loc(4, 33))
        let long = failing(spec(third: #""Three"}]}}"#), limits: JSONLimits(maxStringBytes: 4))
        // "device" is the first string over 4 bytes: a key, so the path is its object's.
        #expect(long?.path == "(root)")
        let longValue = failing(#"{"tabBar": {"items": [{"title": "Three!!"}]}}"#, limits: JSONLimits(maxStringBytes: 6))
        #expect(longValue?.path == "tabBar.items[0].title")
        #expect(longValue?.message == "string longer than 6 bytes")
        let deep = failing(#"{"tabBar": {"items": [{"title": [[1]]}]}}"#, limits: JSONLimits(maxDepth: 5))
        #expect(deep?.path == "tabBar.items[0].title[0]")
        #expect(deep?.message == "nesting deeper than 5 levels")
        let many = failing(#"{"tabBar": {"items": [1, 2, 3]}}"#, limits: JSONLimits(maxArrayCount: 2))
        #expect(many?.path == "tabBar.items[2]")
        let members = failing(#"{"tabBar": {"a": 1, "b": 2}}"#, limits: JSONLimits(maxObjectMembers: 1))
        #expect(members?.path == "tabBar")
    }

    @Test("errors between values name the container, the member or the element just read")
    func errorsBetweenValues() {
        let table: [(text: String, path: String, message: String)] = [
            (#"{"tabBar": {"items": [{"title": "a"} {"title": "b"}]}}"#, "tabBar.items[0]",
             "expected ',' or ']' after an array element"),
            (#"{"tabBar": {"items": [], "selectedIndex": 1 "style": 2}}"#, "tabBar.selectedIndex",
             "expected ',' or '}' after an object member"),
            (#"{"tabBar": {"items": [1, 2,]}}"#, "tabBar.items", "trailing comma"),
            (#"{"tabBar": {"items": [], }}"#, "tabBar", "trailing comma"),
            (#"{"tabBar": {"items" []}}"#, "tabBar.items", "expected ':' after the object key"),
            (#"{"tabBar": {items: []}}"#, "tabBar",
             "expected a string key or '}'; keys must be in double quotes, found 'items'"),
            (#"{"tabBar": {"items": [], 'style': 1}}"#, "tabBar", "keys must be in double quotes, not single quotes"),
            (#"{"tabBar": {"items": [], "items": []}}"#, "tabBar.items", #"duplicate key "items" (first at 1:13)"#),
            (#"{"pageControl": {"numberOfPages": 5, "#, "pageControl",
             "unexpected end of input inside an object (opened at 1:17)"),
            (#"{"tabBar": {"items": [{"title": "a"}, "#, "tabBar.items",
             "unexpected end of input inside an array (opened at 1:22)"),
            (#"{"tabBar": {"items": [{"title": "a"}]}} x"#, "(root)", "unexpected text after the JSON value"),
            (#"{"tabBar": {"items": [{"title": "#, "tabBar.items[0]",
             "unexpected end of input inside an object (opened at 1:23)"),
        ]
        for t in table {
            let f = failing(t.text)
            #expect(f?.path == t.path, "\(t.text)")
            #expect(f?.message == t.message, "\(t.text)")
        }
    }

    @Test("paths at many depths, through arrays of arrays and quoted keys")
    func depths() {
        for depth in [0, 1, 2, 5, 20, 63] {
            // depth levels of alternating {"k": [ ... ]}, then a broken value.
            var open = "", path = JSONPath()
            for level in 0..<depth {
                if level.isMultiple(of: 2) { open += #"{"k\#(level)": "#; path = path.appending("k\(level)") }
                else { open += "[0, "; path = path.appending(1) }
            }
            let f = failing(open + "tru")
            #expect(f?.path == path.description, "depth \(depth)")
            #expect(f?.message == "invalid literal 'tru' (expected true, false or null)", "depth \(depth)")
        }
        #expect(failing(#"{"labels": {"my key": [1, "#)?.path == #"labels["my key"]"#)
        #expect(failing(#"{"labels": {"my key": [1, x]}}"#)?.path == #"labels["my key"][1]"#)
    }

    @Test("a spec error from a parse error carries the path into `file:line:column: path: message`")
    func specErrorLine() {
        let text = spec(third: #""Thr"#)
        do {
            _ = try SpecReader.read(Array(text.utf8))
            Issue.record("parsed")
        } catch {
            #expect(error.path.description == "tabBar.items[2].title")
            #expect(error.problems.first?.description.hasPrefix("4:30: tabBar.items[2].title: unexpected end of input inside a string") == true,
                    "\(error.problems.first?.description ?? "")")
        }
    }
}
