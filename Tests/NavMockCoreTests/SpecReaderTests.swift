// Tests for SpecReader: strict reading of the JSON spec (DESIGN.md "Inputs" and "Bad input").
// Every error must name the JSON path, the line:column of the offending key or value, and — for
// misspellings — a "did you mean". Positions are counted independently of the parser by
// `position(of:in:)` below (1-based line, column in Unicode scalars, as SourcePosition documents).

import Foundation
import Testing
import NavMockCore

// MARK: - Helpers

private typealias Pos = NavMockCore.SourcePosition

private func pos(_ line: Int, _ column: Int) -> Pos { Pos(line: line, column: column) }

/// Reads `text`; nil error on success.
private func read(_ text: String) -> (spec: Spec?, error: SpecError?) {
    do { return (try SpecReader.read(Array(text.utf8)), nil) } catch { return (nil, error) }
}

/// The error for `text`, or nil when it reads.
private func specError(_ text: String) -> SpecError? { read(text).error }

/// The 1-based position of the `occurrence`-th (1-based) appearance of `needle` in `text`,
/// counted without the parser: lines split at "\n", columns in Unicode scalars.
private func position(of needle: String, in text: String, occurrence: Int = 1) -> Pos? {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        guard let r = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
        found = r
        searchStart = r.upperBound
    }
    guard let r = found else { return nil }
    let before = text[text.startIndex..<r.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? text.startIndex
    let column = text.unicodeScalars[lineStart..<r.lowerBound].count + 1
    return pos(line, column)
}

/// A minimal valid tab bar, as JSON text.
private let oneItemTabBar = #"{ "items": [ { "title": "Home", "image": "house" } ] }"#

// MARK: - Valid specs and defaults

@Suite("SpecReader: valid specs")
struct SpecReaderValidTests {

    @Test("a minimal spec gets the documented defaults (DESIGN.md Inputs: osVersion 26, component canvas)")
    func minimalDefaults() throws {
        let spec = try #require(read(#"{ "tabBar": \#(oneItemTabBar) }"#).spec)
        #expect(spec.version == 1)
        #expect(spec.osVersion == OSVersion(major: 26, minor: 0))
        #expect(spec.appearance == .light)
        #expect(spec.layoutDirection == .leftToRight)
        #expect(spec.locale == "en")
        #expect(spec.canvas == .component)
        #expect(spec.modal == false)
        #expect(spec.device == nil)
        #expect(spec.size == nil)
        #expect(spec.platform == nil)
        #expect(spec.orientation == nil)
        #expect(spec.sizeClass == SizeClassOverride())
        let tb = try #require(spec.tabBar)
        #expect(tb.items.count == 1)
        #expect(tb.items[0].title == "Home")
        #expect(tb.items[0].image == .symbol("house"))
        #expect(tb.items[0].badgeValue == nil)
        #expect(tb.selectedIndex == 0)
        #expect(tb.tintColor == nil)
    }

    @Test("an empty object is a valid spec without a tab bar")
    func emptyObject() throws {
        let spec = try #require(read("{}").spec)
        #expect(spec.tabBar == nil)
        #expect(spec.osVersion.major == 26)
    }

    @Test("every documented field is read into the typed spec")
    func fullSpec() throws {
        let text = #"""
        {
          "$schema": "https://navmock.dev/schema/spec-v1.json",
          "version": 1,
          "title": "Clock",
          "platform": "iOS",
          "device": "iPhone 16",
          "orientation": "landscape",
          "osVersion": "17.4",
          "sizeClass": { "horizontal": "regular", "vertical": "compact" },
          "appearance": "dark",
          "layoutDirection": "rightToLeft",
          "locale": "zh-Hans",
          "backdrop": { "color": "#1C1C1E" },
          "canvas": "screen",
          "modal": true,
          "tabBar": {
            "items": [
              { "title": "世界时钟", "image": "globe" },
              { "title": "闹钟", "image": "alarm", "badgeValue": "3" },
              { "image": "icons/custom.svg", "selectedImage": "stopwatch.fill", "badgeValue": null }
            ],
            "selectedIndex": 1,
            "tintColor": "systemOrange",
            "unselectedItemTintColor": "#80808080",
            "state": { "scrollEdge": true }
          }
        }
        """#
        let (spec, error) = read(text)
        #expect(error == nil, "\(String(describing: error))")
        let s = try #require(spec)
        #expect(s.title == "Clock")
        #expect(s.platform == .iOS)
        #expect(s.device == "iPhone 16")
        #expect(s.orientation == .landscape)
        #expect(s.osVersion == OSVersion(major: 17, minor: 4))
        #expect(s.sizeClass == SizeClassOverride(horizontal: .regular, vertical: .compact))
        #expect(s.appearance == .dark)
        #expect(s.layoutDirection == .rightToLeft)
        #expect(s.locale == "zh-Hans")
        #expect(s.backdrop == .color(.literal(Color(hex: 0x1C1C1E))))
        #expect(s.canvas == .screen)
        #expect(s.modal == true)
        let tb = try #require(s.tabBar)
        #expect(tb.items.map(\.title) == ["世界时钟", "闹钟", nil])
        #expect(tb.items[1].badgeValue == "3")
        #expect(tb.items[2].badgeValue == nil)
        #expect(tb.items[2].selectedImage == .symbol("stopwatch.fill"))
        if case .file(let f)? = tb.items[2].image {
            #expect(f.path == "icons/custom.svg")
            #expect(String(describing: f.jsonPath) == "tabBar.items[2].image")
            #expect(f.location == position(of: #""icons/custom.svg""#, in: text))
        } else {
            Issue.record("expected a file image, got \(String(describing: tb.items[2].image))")
        }
        #expect(tb.selectedIndex == 1)
        #expect(tb.tintColor == .system(.systemOrange))
        #expect(tb.unselectedItemTintColor == .literal(Color(hex: 0x808080, alpha: Double(0x80) / 255)))
        #expect(tb.state.scrollEdge == true)
        // Locations of written fields are recorded (value positions).
        #expect(s.locations["tabBar.items[1].badgeValue"] == position(of: #""3""#, in: text))
        #expect(s.location(of: JSONPath().appending("appearance")) == position(of: #""dark""#, in: text))
    }

    @Test("osVersion may be written as a number")
    func osVersionNumber() throws {
        let spec = try #require(read(#"{ "osVersion": 18 }"#).spec)
        #expect(spec.osVersion == OSVersion(major: 18))
        let spec2 = try #require(read(#"{ "osVersion": 17.4 }"#).spec)
        #expect(spec2.osVersion == OSVersion(major: 17, minor: 4))
    }

    @Test("a fractional custom size is accepted (points need not be whole)")
    func fractionalSize() throws {
        let spec = try #require(read(#"{ "size": { "width": 390.5, "height": 844.25 } }"#).spec)
        #expect(spec.size == Size(width: 390.5, height: 844.25))
    }

    @Test("limits are inclusive: 64 items and a 200-character title are accepted")
    func limitsInclusive() throws {
        let items = Array(repeating: #"{ "title": "T" }"#, count: 64).joined(separator: ",")
        let spec = try #require(read(#"{ "tabBar": { "items": [\#(items)], "selectedIndex": 63 } }"#).spec)
        #expect(spec.tabBar?.items.count == 64)
        #expect(spec.tabBar?.selectedIndex == 63)
        let title = String(repeating: "x", count: 200)
        let spec2 = try #require(read(#"{ "tabBar": { "items": [ { "title": "\#(title)" } ] } }"#).spec)
        #expect(spec2.tabBar?.items[0].title?.count == 200)
    }

    @Test("the title limit counts grapheme clusters, not scalars or bytes (SpecLimits.maxTextLength)")
    func titleLimitInGraphemes() throws {
        // 200 family emoji: 7 scalars and 25 UTF-8 bytes each, one grapheme each.
        let title = String(repeating: "👨‍👩‍👧‍👦", count: 200)
        let (spec, error) = read(#"{ "tabBar": { "items": [ { "title": "\#(title)" } ] } }"#)
        #expect(error == nil, "\(String(describing: error))")
        #expect(spec?.tabBar?.items[0].title?.count == 200)
    }
}

// MARK: - Unknown keys

@Suite("SpecReader: unknown keys")
struct SpecReaderUnknownKeyTests {

    @Test("unknown top-level key: path, key position, suggestion")
    func topLevel() throws {
        let text = """
        {
          "device": "iPhone 16",
          "apperance": "dark"
        }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "apperance")
        #expect(e.location == pos(3, 3))
        #expect(e.location == position(of: #""apperance""#, in: text))
        #expect(e.message.contains("unknown key \"apperance\""))
        #expect(e.message.contains("did you mean \"appearance\"?"))
        #expect(e.description == "3:3: apperance: \(e.message)")
    }

    @Test("unknown key inside tabBar: selectedIndx → selectedIndex")
    func insideTabBar() throws {
        let text = """
        {
          "tabBar": {
            "items": [ { "title": "A" }, { "title": "B" } ],
            "selectedIndx": 1
          }
        }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.selectedIndx")
        #expect(e.location == pos(4, 5))
        #expect(e.message.contains("did you mean \"selectedIndex\"?"))
    }

    @Test("unknown key inside tabBar.items[2]: titel → title")
    func insideItem() throws {
        let text = """
        {
          "device": "iPhone 16",
          "tabBar": {
            "items": [
              { "title": "Alarm", "image": "alarm" },
              { "title": "Stopwatch", "image": "stopwatch" },
              { "titel": "Timer", "image": "timer" }
            ]
          }
        }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items[2].titel")
        #expect(e.location == pos(7, 9))
        #expect(e.location == position(of: #""titel""#, in: text))
        #expect(e.message.contains("unknown key \"titel\""))
        #expect(e.message.contains("did you mean \"title\"?"))
        #expect(e.description.hasPrefix("7:9: tabBar.items[2].titel: "))
    }

    @Test("unknown key in an item: badgeValu → badgeValue, position counted in scalars after CJK text")
    func badgeValu() throws {
        // The CJK title before the key is 3 bytes per character in UTF-8 but 1 column each.
        let text = """
        { "tabBar": { "items": [
            { "title": "闹钟闹钟", "image": "alarm", "badgeValu": "3" } ] } }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items[0].badgeValu")
        #expect(e.location == pos(2, 42))
        #expect(e.location == position(of: #""badgeValu""#, in: text))
        #expect(e.message.contains("did you mean \"badgeValue\"?"))
    }

    @Test("unknown key with no plausible suggestion lists the allowed keys")
    func noSuggestion() throws {
        let e = try #require(specError(#"{ "zzzzzzzzzzzz": 1 }"#))
        #expect(String(describing: e.path) == "zzzzzzzzzzzz")
        #expect(!e.message.contains("did you mean"))
        #expect(e.message.contains("tabBar"))
        #expect(e.message.contains("device"))
    }

    @Test("$schema and version are allowed at the top level only")
    func schemaOnlyTopLevel() throws {
        #expect(specError(#"{ "$schema": "x", "version": 1 }"#) == nil)
        let e = try #require(specError(#"{ "tabBar": { "$schema": "x", "items": [ { "title": "A" } ] } }"#))
        #expect(String(describing: e.path) == "tabBar.$schema")
        #expect(e.location == pos(1, 15))
    }

    @Test("version other than 1 is refused")
    func versionTwo() throws {
        let e = try #require(specError(#"{ "version": 2 }"#))
        #expect(String(describing: e.path) == "version")
        #expect(e.location == pos(1, 14))
    }
}

// MARK: - Duplicate keys

@Suite("SpecReader: duplicate keys")
struct SpecReaderDuplicateKeyTests {

    @Test("a duplicate top-level key is refused; the message names both positions")
    func topLevelDuplicate() throws {
        let text = """
        {
          "appearance": "dark",
          "appearance": "light"
        }
        """
        let e = try #require(specError(text))
        #expect(e.location == pos(3, 3))   // the second occurrence
        #expect(e.message.contains("appearance"))
        #expect(e.message.contains("2:3"))  // the first occurrence
        #expect(e.description.contains("3:3"))
        #expect(e.description.contains("2:3"))
    }

    @Test("a duplicate key inside an item: both positions in the message")
    func nestedDuplicatePositions() throws {
        let text = """
        {
          "tabBar": {
            "items": [ { "title": "A", "title": "B" } ]
          }
        }
        """
        let e = try #require(specError(text))
        let first = try #require(position(of: #""title""#, in: text, occurrence: 1))
        let second = try #require(position(of: #""title""#, in: text, occurrence: 2))
        #expect(first == pos(3, 18))
        #expect(second == pos(3, 32))
        #expect(e.location == second)
        #expect(e.message.contains("\"title\""))
        #expect(e.message.contains(first.description))
        #expect(e.description.contains(second.description))
    }

    @Test("a duplicate key's error carries its JSON path (DESIGN.md: the JSON path in every message)")
    func nestedDuplicatePath() throws {
        let text = """
        {
          "tabBar": {
            "items": [ { "title": "A", "title": "B" } ]
          }
        }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items[0].title")
    }
}

// MARK: - Wrong types

@Suite("SpecReader: wrong types")
struct SpecReaderTypeTests {

    @Test("selectedIndex given as a string")
    func selectedIndexString() throws {
        let text = """
        {
          "tabBar": {
            "items": [ { "title": "A" }, { "title": "B" } ],
            "selectedIndex": "1"
          }
        }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.selectedIndex")
        #expect(e.location == pos(4, 22))   // the value, where the wrong type starts
        #expect(e.message.contains("whole number"))
        #expect(e.message.contains("found a string"))
    }

    @Test("modal given as a string")
    func modalString() throws {
        let text = #"{ "modal": "yes" }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "modal")
        #expect(e.location == pos(1, 12))
        #expect(e.message.contains("true or false"))
        #expect(e.message.contains("found a string"))
    }

    @Test("items given as an object")
    func itemsObject() throws {
        let text = """
        { "tabBar": {
            "items": {} } }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items")
        #expect(e.location == pos(2, 14))
        #expect(e.message.contains("array"))
        #expect(e.message.contains("found an object"))
    }

    @Test("tabBar given as an array, title as a number")
    func otherWrongTypes() throws {
        let e1 = try #require(specError(#"{ "tabBar": [] }"#))
        #expect(String(describing: e1.path) == "tabBar")
        #expect(e1.location == pos(1, 13))
        #expect(e1.message.contains("found an array"))
        let e2 = try #require(specError(#"{ "tabBar": { "items": [ { "title": 5 } ] } }"#))
        #expect(String(describing: e2.path) == "tabBar.items[0].title")
        #expect(e2.location == pos(1, 37))
        #expect(e2.message.contains("expected a string, found a number"))
    }

    @Test("malformed JSON is a SpecError with the parser's position")
    func malformed() throws {
        let e = try #require(specError("{\n  \"tabBar\": }"))
        guard case .json = e else { Issue.record("expected .json, got \(e)"); return }
        #expect(e.location == pos(2, 13))
    }
}

// MARK: - Numbers and ranges

@Suite("SpecReader: numbers and ranges")
struct SpecReaderNumberTests {

    private func tabBar(selected: String) -> String {
        #"{ "tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" } ], "selectedIndex": \#(selected) } }"#
    }
    /// Column of the selectedIndex value in `tabBar(selected:)`.
    private let selectedColumn = 99

    @Test("selectedIndex past the last item is out of range, with the valid range")
    func selectedIndexTooLarge() throws {
        let text = tabBar(selected: "3")
        #expect(position(of: "3 }", in: text) == pos(1, selectedColumn))
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.selectedIndex")
        #expect(e.location == pos(1, selectedColumn))
        #expect(e.message.contains("0…2"))
        #expect(e.message.contains("out of range"))
    }

    @Test("negative selectedIndex is out of range")
    func selectedIndexNegative() throws {
        let e = try #require(specError(tabBar(selected: "-1")))
        #expect(String(describing: e.path) == "tabBar.selectedIndex")
        #expect(e.location == pos(1, selectedColumn))
        #expect(e.message.contains("-1"))
        #expect(e.message.contains("0…2"))
    }

    @Test("fractional selectedIndex is refused as not a whole number")
    func selectedIndexFraction() throws {
        let e = try #require(specError(tabBar(selected: "1.5")))
        #expect(String(describing: e.path) == "tabBar.selectedIndex")
        #expect(e.message.contains("whole number"))
        #expect(e.message.contains("1.5"))
    }

    @Test("selectedIndex 1e400 (not finite as a Double) is refused, not crashing")
    func selectedIndexHuge() throws {
        let e = try #require(specError(tabBar(selected: "1e400")))
        #expect(String(describing: e.path) == "tabBar.selectedIndex")
        #expect(e.location == pos(1, selectedColumn))
        #expect(e.message.contains("1e400"))
    }

    @Test("selectedIndex with 30 digits is refused, not crashing")
    func selectedIndexManyDigits() throws {
        let e = try #require(specError(tabBar(selected: "100000000000000000000000000000")))
        #expect(String(describing: e.path) == "tabBar.selectedIndex")
        #expect(e.message.contains("out of range"))
    }

    @Test("selectedIndex 1.0: either read as 1 or refused without claiming 1.0 is outside 0…2")
    func selectedIndexOnePointZero() throws {
        let (spec, error) = read(tabBar(selected: "1.0"))
        if let spec {
            #expect(spec.tabBar?.selectedIndex == 1)
        } else {
            let e = try #require(error)
            #expect(String(describing: e.path) == "tabBar.selectedIndex")
            // 1.0 lies inside 0…2; the message must say what is actually wrong (not a whole-number literal).
            #expect(!e.message.contains("out of range"), "misleading message: \(e.message)")
        }
    }

    @Test("size width 1e400 is out of range with the bound in the message")
    func sizeHuge() throws {
        let text = #"{ "size": { "width": 1e400, "height": 800 } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "size.width")
        #expect(e.location == pos(1, 22))
        #expect(e.message.contains("1e400"))
        #expect(e.message.contains("8192"))
    }

    @Test("negative and too small sizes are refused with the bounds", arguments: ["-5", "0", "15.9", "8192.5"])
    func sizeOutOfRange(_ literal: String) throws {
        let text = #"{ "size": { "width": 400, "height": \#(literal) } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "size.height")
        #expect(e.location == pos(1, 37))
        #expect(e.message.contains(literal))
        #expect(e.message.contains("16"))
        #expect(e.message.contains("8192"))
    }

    @Test("size needs both width and height")
    func sizeMissingHeight() throws {
        let e = try #require(specError(#"{ "size": { "width": 400 } }"#))
        #expect(String(describing: e.path) == "size")
        #expect(e.location == pos(1, 11))
        #expect(e.message.contains("height"))
    }

    @Test("size width as a string is a type error")
    func sizeString() throws {
        let e = try #require(specError(#"{ "size": { "width": "400", "height": 800 } }"#))
        #expect(String(describing: e.path) == "size.width")
        #expect(e.message.contains("expected a number, found a string"))
    }
}

// MARK: - Names and values

@Suite("SpecReader: names, enumerations and values")
struct SpecReaderValueTests {

    @Test("unknown device suggests the catalog name: iphone 16 prp → iPhone 16 Pro")
    func unknownDevice() throws {
        let text = #"{ "device": "iphone 16 prp" }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "device")
        #expect(e.location == pos(1, 13))
        #expect(e.message.contains("unknown device \"iphone 16 prp\""))
        #expect(e.message.contains("did you mean \"iPhone 16 Pro\"?"))
    }

    @Test("a device name in another case or with repeated spaces is read as the catalog's name (issue 43)")
    func deviceCase() throws {
        let spec = try SpecReader.read(Array(#"{ "device": "iPhone  16 pro", "tabBar": { "items": [ { "title": "A" } ] } }"#.utf8))
        #expect(spec.device == "iPhone 16 Pro")
    }

    @Test("an unknown device far from every name points to `navmock list devices`")
    func unknownDeviceNoSuggestion() throws {
        let e = try #require(specError(#"{ "device": "Nokia 3310 classic edition" }"#))
        #expect(String(describing: e.path) == "device")
        #expect(!e.message.contains("did you mean"))
        #expect(e.message.contains("list devices"))
    }

    @Test("device and size together are refused, at the size")
    func deviceAndSize() throws {
        let text = """
        {
          "device": "iPhone 16",
          "size": { "width": 400, "height": 800 }
        }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "size")
        #expect(e.location == pos(3, 11))
        #expect(e.message.contains("device"))
        #expect(e.message.contains("size"))
        #expect(e.message.contains("not both"))
    }

    @Test("unknown enumeration values get a suggestion", arguments: [
        ("platform", "ios", "iOS"),
        ("platform", "iPadOs", "iPadOS"),
        ("platform", "visonOS", "visionOS"),
        ("appearance", "drak", "dark"),
        ("appearance", "Light", "light"),
        ("orientation", "landscap", "landscape"),
        ("orientation", "portriat", "portrait"),
        ("layoutDirection", "rightToleft", "rightToLeft"),
        ("canvas", "screeen", "screen"),
    ])
    func enumSuggestion(_ key: String, _ value: String, _ expected: String) throws {
        let text = #"{ "\#(key)": "\#(value)" }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == key)
        #expect(e.location == position(of: "\"\(value)\"", in: text))
        #expect(e.message.contains("\"\(value)\""))
        #expect(e.message.contains("did you mean \"\(expected)\"?"))
    }

    @Test("an enumeration value far from every case lists the cases")
    func enumNoSuggestion() throws {
        let e = try #require(specError(#"{ "appearance": "sepia-toned" }"#))
        #expect(String(describing: e.path) == "appearance")
        #expect(!e.message.contains("did you mean"))
        #expect(e.message.contains("light"))
        #expect(e.message.contains("dark"))
    }

    @Test("size class values are checked too")
    func sizeClassValue() throws {
        let text = #"{ "sizeClass": { "horizontal": "compakt" } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "sizeClass.horizontal")
        #expect(e.location == pos(1, 32))
        #expect(e.message.contains("did you mean \"compact\"?"))
    }

    @Test("invalid colours", arguments: [
        ("#12345", nil as String?), ("#1234567", nil), ("#GGGGGG", nil), ("#+12345", nil),
        ("red", nil), ("systemBlu", "systemBlue"), ("labe", "label"),
    ])
    func invalidColour(_ value: String, _ suggestion: String?) throws {
        let text = #"{ "tabBar": { "items": [ { "title": "A" } ], "tintColor": "\#(value)" } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.tintColor")
        #expect(e.location == pos(1, 59))
        #expect(e.message.contains("invalid colour \"\(value)\""))
        #expect(e.message.contains("#RRGGBB"))
        if let suggestion {
            #expect(e.message.contains("did you mean \"\(suggestion)\"?"))
        }
    }

    @Test("valid colours: hex in either case, with alpha, system names")
    func validColours() throws {
        let spec = try #require(read(##"{ "tabBar": { "items": [ { "title": "A" } ], "tintColor": "#ff9500", "unselectedItemTintColor": "#FFFFFF80" } }"##).spec)
        #expect(spec.tabBar?.tintColor == .literal(Color(hex: 0xFF9500)))
        #expect(spec.tabBar?.unselectedItemTintColor == .literal(Color(hex: 0xFFFFFF, alpha: 128.0 / 255)))
        let spec2 = try #require(read(#"{ "backdrop": { "color": "systemBackground" } }"#).spec)
        #expect(spec2.backdrop == .color(.system(.systemBackground)))
    }

    @Test("unknown symbol gets a suggestion from the symbol table: alarms → alarm")
    func unknownSymbol() throws {
        #expect(SymbolTable.alias(for: "alarm") != nil && SymbolTable.alias(for: "alarms") == nil)
        let text = #"{ "tabBar": { "items": [ { "title": "A", "image": "alarms" } ] } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items[0].image")
        #expect(e.location == pos(1, 51))
        #expect(e.message.contains("unknown symbol \"alarms\""))
        #expect(e.message.contains("did you mean \"alarm\""))
    }

    @Test("an image file other than an SVG, named without a folder, is refused as a file, not looked up as a symbol",
          arguments: ["p.png", "Avatar.JPG", "logo.pdf", "icon.webp"])
    func otherImageFile(_ name: String) throws {
        let e = try #require(specError(#"{ "tabBar": { "items": [ { "title": "A", "image": "\#(name)" } ] } }"#))
        #expect(e.message.contains("an image file must be an SVG") && !e.message.contains("unknown symbol"), "\(e.message)")
        // Symbol names with dots stay symbols.
        #expect(read(#"{ "tabBar": { "items": [ { "title": "A", "image": "person.crop.circle" } ] } }"#).spec != nil)
    }

    @Test("unknown selectedImage symbol: path selectedImage")
    func unknownSelectedSymbol() throws {
        let e = try #require(specError(#"{ "tabBar": { "items": [ { "image": "house", "selectedImage": "hosue.fill" } ] } }"#))
        #expect(String(describing: e.path) == "tabBar.items[0].selectedImage")
        #expect(e.message.contains("did you mean \"house.fill\""))
    }

    @Test("an image file that is not an SVG is refused", arguments: ["icons/tab.png", "./tab.PNG", "a/b"])
    func imageNotSVG(_ value: String) throws {
        let text = #"{ "tabBar": { "items": [ { "image": "\#(value)" } ] } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items[0].image")
        #expect(e.location == pos(1, 37))
        #expect(e.message.contains(".svg"))
        #expect(e.message.contains(value))
    }

    @Test("an empty image is refused")
    func imageEmpty() throws {
        let e = try #require(specError(#"{ "tabBar": { "items": [ { "title": "A", "image": "" } ] } }"#))
        #expect(String(describing: e.path) == "tabBar.items[0].image")
    }

    @Test("a backdrop with two kinds is refused, naming both")
    func backdropTwoKinds() throws {
        let text = """
        {
          "backdrop": { "color": "#000000", "content": "list" }
        }
        """
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "backdrop")
        #expect(e.location == pos(2, 15))
        #expect(e.message.contains("\"color\""))
        #expect(e.message.contains("\"content\""))
    }

    @Test("a backdrop with no kind, and angle without gradient, are refused")
    func backdropOthers() throws {
        let e1 = try #require(specError(#"{ "backdrop": {} }"#))
        #expect(String(describing: e1.path) == "backdrop")
        let e2 = try #require(specError(##"{ "backdrop": { "color": "#000000", "angle": 90 } }"##))
        #expect(String(describing: e2.path) == "backdrop.angle")
        #expect(e2.location == pos(1, 46))
        let e3 = try #require(specError(#"{ "backdrop": { "image": "bg.jpg" } }"#))
        #expect(String(describing: e3.path) == "backdrop.image")
        #expect(e3.message.contains(".png"))
        let e4 = try #require(specError(##"{ "backdrop": { "gradient": ["#000000", "#12"] } }"##))
        #expect(String(describing: e4.path) == "backdrop.gradient[1]")
        #expect(e4.location == pos(1, 41))
    }

    @Test("a gradient backdrop reads its colours and angle")
    func gradient() throws {
        let spec = try #require(read(##"{ "backdrop": { "gradient": ["#000000", "systemBlue"], "angle": 90 } }"##).spec)
        #expect(spec.backdrop == .gradient([.literal(.black), .system(.systemBlue)], angle: 90))
    }

    @Test("empty items are refused at tabBar.items")
    func emptyItems() throws {
        let text = #"{ "tabBar": { "items": [] } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items")
        #expect(e.location == pos(1, 24))
        #expect(e.message.contains("at least one"))
    }

    @Test("a tab bar without items is refused at tabBar")
    func missingItems() throws {
        let e = try #require(specError(#"{ "tabBar": { "selectedIndex": 0 } }"#))
        #expect(String(describing: e.path) == "tabBar")
        #expect(e.location == pos(1, 13))
        #expect(e.message.contains("items"))
    }

    @Test("an item with neither title nor image is read (drawn as UIKit draws it; check warns), and a search tab given nothing is drawn with the system's title and symbol")
    func itemWithoutContent() throws {
        let text = """
        { "tabBar": { "items": [
            { "title": "A" },
            { "badgeValue": "1" },
            { "role": "search" }
        ] } }
        """
        let r = read(text)
        #expect(r.error == nil, "\(String(describing: r.error))")
        let items = try #require(r.spec?.tabBar?.items)
        #expect(items[1].isEmpty && items[1].badgeValue == "1" && items[1].drawn.title == nil)
        #expect(items[2].isEmpty && items[2].title == nil, "the spec keeps what was written")
        #expect(items[2].drawn.title == TabItemSpec.systemSearchTitle && items[2].drawn.image == .symbol("magnifyingglass"))
    }

    @Test("65 items are more than the limit of 64, with the bound in the message")
    func tooManyItems() throws {
        let items = Array(repeating: #"{ "title": "T" }"#, count: 65).joined(separator: ",")
        let text = #"{ "tabBar": { "items": [\#(items)] } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items")
        #expect(e.location == pos(1, 24))
        #expect(e.message.contains("65"))
        #expect(e.message.contains("64"))
    }

    @Test("a 201-character title is refused with the bound in the message")
    func titleTooLong() throws {
        let title = String(repeating: "x", count: 201)
        let text = #"{ "tabBar": { "items": [ { "title": "\#(title)" } ] } }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "tabBar.items[0].title")
        #expect(e.location == pos(1, 37))
        #expect(e.message.contains("201"))
        #expect(e.message.contains("200"))
        // The user's text is clipped in the message; it never floods stderr.
        #expect(e.message.count < 120)
    }

    @Test("a badge longer than 32 characters is refused")
    func badgeTooLong() throws {
        let badge = String(repeating: "9", count: 33)
        let e = try #require(specError(#"{ "tabBar": { "items": [ { "title": "A", "badgeValue": "\#(badge)" } ] } }"#))
        #expect(String(describing: e.path) == "tabBar.items[0].badgeValue")
        #expect(e.message.contains("32"))
    }

    @Test("osVersion that is not a version", arguments: ["abc", "", "26.", "1.2.3", "-1", "２６"])
    func badOSVersion(_ value: String) throws {
        let text = #"{ "osVersion": "\#(value)" }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "osVersion")
        #expect(e.location == pos(1, 16))
        #expect(e.message.contains("invalid version"))
        #expect(e.message.contains("\"\(value)\""))
    }

    @Test("locale that is not a language tag", arguments: ["not a locale!", "e", "english-", "zh_Hans", "123"])
    func badLocale(_ value: String) throws {
        let text = #"{ "locale": "\#(value)" }"#
        let e = try #require(specError(text))
        #expect(String(describing: e.path) == "locale")
        #expect(e.location == pos(1, 13))
        #expect(e.message.contains("invalid locale"))
        #expect(e.message.contains(value))
    }

    @Test("valid language tags", arguments: ["en", "zh-Hans", "ar", "ja-JP", "sr-Latn-RS", "yue"])
    func goodLocale(_ value: String) throws {
        let spec = try #require(read(#"{ "locale": "\#(value)" }"#).spec)
        #expect(spec.locale == value)
    }
}
