import Foundation
import NavMockCore
import Testing

func parse(_ text: String) throws -> JSONNode { try JSONParser.parse(Array(text.utf8)) }

/// The error of expanding `text`, or nil.
func variantError(_ text: String) throws -> SpecError? {
    let root = try parse(text)
    do { _ = try VariantExpander.expand(root); return nil } catch { return error }
}

let tabBar = #""tabBar": {"items": [{"title": "Home", "image": "house"}, {"title": "Alarm", "image": "alarm"}]}"#

@Suite("Variant matrices")
struct VariantExpansionTests {
    @Test("a spec without variants is one unnamed variant")
    func none() throws {
        let v = try VariantExpander.expand(try parse("{\(tabBar)}"))
        #expect(v.count == 1 && v[0].name == "" && v[0].values.isEmpty)
    }

    @Test("every combination, first field slowest, named by the values' slugs")
    func combinations() throws {
        let v = try VariantExpander.expand(try parse("""
        {\(tabBar), "variants": {"appearance": ["light", "dark"], "layoutDirection": ["leftToRight", "rightToLeft"]}}
        """))
        #expect(v.map(\.name) == ["light-ltr", "light-rtl", "dark-ltr", "dark-rtl"])
        #expect(v.map(\.spec.appearance) == [.light, .light, .dark, .dark])
        #expect(v.map(\.spec.layoutDirection) == [.leftToRight, .rightToLeft, .leftToRight, .rightToLeft])
        #expect(v.allSatisfy { !$0.spec.hasVariants })
        #expect(v[3].values == [VariantValue(path: "appearance", json: "\"dark\"", slug: "dark"),
                                VariantValue(path: "layoutDirection", json: "\"rightToLeft\"", slug: "rtl")])
    }

    @Test("dotted paths reach nested fields, creating the objects on the way")
    func nested() throws {
        let v = try VariantExpander.expand(try parse("""
        {\(tabBar), "variants": {"tabBar.state.scrollEdge": [false, true], "tabBar.items[1].badgeValue": ["3", "New"]}}
        """))
        #expect(v.map(\.name) == ["3", "new", "scroll-edge-3", "scroll-edge-new"])
        #expect(v[2].spec.tabBar?.state.scrollEdge == true)
        #expect(v[1].spec.tabBar?.items[1].badgeValue == "New")
        #expect(v[1].spec.tabBar?.items[0].badgeValue == nil)
    }

    @Test("slugs: device names, numbers, booleans, colours, and a fallback by position")
    func slugs() throws {
        #expect(VariantExpander.slug("iPhone 16 Pro") == "iphone-16-pro")
        #expect(VariantExpander.slug("iPhone SE (3rd generation)") == "iphone-se-3rd-generation")
        #expect(VariantExpander.slug("systemOrange") == "system-orange")
        #expect(VariantExpander.slug("zh-Hans") == "zh-hans")
        #expect(VariantExpander.slug("#FF9500") == "ff9500")
        let v = try VariantExpander.expand(try parse("""
        {\(tabBar), "variants": {"device": ["iPhone 16 Pro", "iPhone SE (3rd generation)"], "tabBar.selectedIndex": [0, 1],
          "tabBar.items[0].badgeValue": ["", "1"]}}
        """))
        #expect(v[0].name == "iphone-16-pro-selected-index-0-badge-value-1")
        #expect(v.last!.name == "iphone-se-3rd-generation-selected-index-1-badge-value-2")
        let o = try VariantExpander.expand(try parse("""
        {\(tabBar), "variants": {"backdrop": [{"color": "#1C1C1E"}, {"content": "photo"}]}}
        """))
        #expect(o.map(\.name) == ["1c1c1e", "photo"])
    }

    @Test("the canonical JSON of a variant ignores formatting and key order")
    func canonical() throws {
        let a = try VariantExpander.expand(try parse(#"{"appearance":"dark",\#(tabBar)}"#))[0]
        let b = try VariantExpander.expand(try parse("{\n  \(tabBar),\n  \"appearance\" : \"dark\"\n}"))[0]
        let c = try VariantExpander.expand(try parse(#"{\#(tabBar), "variants": {"appearance": ["light", "dark"]}}"#))[1]
        #expect(a.canonicalJSON == b.canonicalJSON && b.canonicalJSON == c.canonicalJSON)
        #expect(a.canonicalJSON.hasPrefix(#"{"appearance":"dark","tabBar":{"items":[{"image":"house""#))
    }
}

@Suite("Variant errors")
struct VariantErrorTests {
    @Test("an unknown field is reported at its key in variants, with a suggestion")
    func unknownField() throws {
        let text = "{\(tabBar),\n \"variants\": {\n   \"apperance\": [\"light\", \"dark\"]}}"
        let e = try #require(try variantError(text))
        #expect(e.location == SourcePosition(line: 3, column: 4))
        #expect(e.path.description == "variants.apperance")
        #expect(e.message.contains(#"did you mean "appearance"?"#), "\(e.message)")
    }

    @Test("a wrong value is reported where it is written, with the variant's name")
    func wrongValue() throws {
        let text = "{\(tabBar),\n \"variants\": {\"appearance\": [\"light\",\n  \"sepia\"]}}"
        let e = try #require(try variantError(text))
        #expect(e.location == SourcePosition(line: 3, column: 3))
        #expect(e.path.description == "variants.appearance[1]")
        #expect(e.message.contains("sepia") && e.message.contains("(variant \"sepia\")"), "\(e.message)")
    }

    @Test("a value of the wrong type deep inside an object value keeps its own path and position")
    func nestedValue() throws {
        let text = "{\(tabBar),\n \"variants\": {\"backdrop\": [{\"content\": \"list\"},\n {\"colr\": \"#000000\"}]}}"
        let e = try #require(try variantError(text))
        #expect(e.location == SourcePosition(line: 3, column: 3))
        #expect(e.path.description == "variants.backdrop[1].colr")
        #expect(e.message.contains(#"did you mean "color"?"#))
    }

    @Test("malformed matrices are refused with the bound or the reason", arguments: [
        (#""variants": []"#, "expected an object of field paths"),
        (#""variants": {}"#, "no field to vary"),
        (#""variants": {"appearance": "dark"}"#, "expected an array of the values"),
        (#""variants": {"appearance": []}"#, "the list of values is empty"),
        (#""variants": {"appearance": ["dark", "dark"]}"#, "listed twice"),
        (#""variants": {"tabBar..state": [1]}"#, "has an empty part"),
        (#""variants": {"tabBar.items[x]": [1]}"#, "is not an index"),
        (#""variants": {"tabBar.items[5].title": ["A"]}"#, "has 2 items, so [5] does not exist"),
        (#""variants": {"tabBar.items[0].title.size": [1]}"#, "is a string, not an object"),
        (#""variants": {"tabBar": [{}], "tabBar.selectedIndex": [0]}"#, "overlaps \"tabBar\""),
        (#""variants": {"version": [1]}"#, "cannot be varied"),
        (#""variants": {"appearance": ["light", "dark"], "locale": ["a1","b1","c1","d1","e1","f1","g1","h1","i1","j1","k1","l1","m1","n1","o1","p1","q1"], "layoutDirection": ["leftToRight", "rightToLeft"], "modal": [false, true], "canvas": ["component", "screen"]}"#, "272 combinations, more than the limit of 256"),
    ])
    func malformed(_ variants: String, _ expected: String) throws {
        let e = try #require(try variantError("{\(tabBar), \(variants)}"))
        #expect(e.message.contains(expected), "\(e.message)")
        #expect(e.path.description.hasPrefix("variants"), "\(e.path)")
    }

    @Test("a field of what the spec does not draw says so")
    func missingComponent() throws {
        let e = try #require(try variantError(#"{"device": "iPhone 16", "variants": {"tabBar.selectedIndex": [0, 1]}}"#))
        #expect(e.path.description == #"variants["tabBar.selectedIndex"]"#)
        #expect(e.message.contains(#"the spec has no "tabBar""#), "\(e.message)")
    }

    @Test("the schema describes variants")
    func schema() throws {
        let root = try parse(SpecSchema.text)
        let v = try #require(root["properties"]?["variants"])
        #expect(v["additionalProperties"]?["type"].map { if case .string(let s) = $0.value { return s } else { return "" } } == "array")
        #expect(v["propertyNames"]?["pattern"] != nil)
    }
}
