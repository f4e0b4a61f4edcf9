// Tests for SF Symbols resolution: the sample of names public apps use in tab bars
// (Fixtures/symbols/tab-bar-symbols.tsv, how it was sampled is in its header), page-indicator
// names, the naming grammar's stand-ins, unknown names, and the right-to-left rule in layouts.

import Foundation
import NavMockTestSupport
import Testing
import NavMockCore

private func fixtureURL(_ name: String) -> URL {
    URL(fileURLWithPath: TestRepository.fixtures).appendingPathComponent("symbols").appendingPathComponent(name)
}

/// (name, number of apps) rows of the sample.
private func sample(_ file: String = "tab-bar-symbols.tsv") throws -> [(String, Int)] {
    let text = try String(contentsOf: fixtureURL(file), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
        guard !line.hasPrefix("#") else { return nil }
        let cols = line.split(separator: "\t")
        guard cols.count == 2, let n = Int(cols[1]) else { return nil }
        return (String(cols[0]), n)
    }
}

@Suite("Symbols")
struct SymbolTests {

    @Test("the tab-bar samples: ≥ 98 % of uses (weighted by apps) and ≥ 95 % of distinct names resolve",
          arguments: ["tab-bar-symbols.tsv", "tab-bar-symbols-holdout.tsv"])
    func sampleCoverage(_ file: String) throws {
        let rows = try sample(file)
        #expect(rows.count >= 30)
        let unresolved = rows.filter { SymbolTable.resolve($0.0) == nil }
        let uses = rows.reduce(0) { $0 + $1.1 }
        let unresolvedUses = unresolved.reduce(0) { $0 + $1.1 }
        let usesShare = Double(uses - unresolvedUses) / Double(uses)
        let namesShare = Double(rows.count - unresolved.count) / Double(rows.count)
        #expect(usesShare >= 0.98, "unresolved: \(unresolved.map(\.0))")
        #expect(namesShare >= 0.95, "unresolved: \(unresolved.map(\.0))")
    }

    @Test("the sample's head is drawn from rows of its own, not stand-ins")
    func sampleHeadHasRows() throws {
        for (name, apps) in try sample() where apps >= 3 {
            let r = try #require(SymbolTable.resolve(name), "\(name)")
            #expect(r.standIn == nil, "\(name): \(r.standIn ?? "")")
        }
    }

    @Test("page-indicator names resolve", arguments: [
        "circle", "circle.fill", "square", "square.fill", "diamond", "diamond.fill", "capsule", "capsule.fill",
        "star", "star.fill", "heart", "heart.fill", "location", "location.fill", "app", "app.fill",
        "circlebadge", "circlebadge.fill", "smallcircle.filled.circle", "record.circle", "triangle.fill",
        "1.circle", "2.circle.fill", "rectangle.fill",
    ])
    func indicators(_ name: String) throws {
        let r = try #require(SymbolTable.resolve(name))
        #expect(r.standIn == nil, "\(name)")
    }

    @Test("grammar: modifiers dropped from the end, with a note naming the stand-in")
    func grammar() throws {
        let a = try #require(SymbolTable.resolve("person.crop.circle.badge.clock"))
        #expect(a.row == "person.crop.circle")
        #expect(a.alias.file == "person-circle" && a.source == .bootstrap)
        #expect(a.standIn?.contains("\"person.crop.circle\"") == true)
        #expect(a.standIn?.contains(".badge.clock") == true)

        // `.fill` is kept wherever it stands: the fill form of the row drawn.
        let b = try #require(SymbolTable.resolve("bell.square.fill"))
        #expect(b.row == "bell.fill" && b.alias.file == "bell-fill" && b.standIn?.contains(".square") == true)
        let c = try #require(SymbolTable.resolve("person.fill.questionmark"))
        #expect(c.row == "person.fill" && c.alias.file == "person-fill")

        // A Phosphor row has its fill weight even without a `.fill` row.
        let d = try #require(SymbolTable.resolve("fork.knife.circle.fill"))
        #expect(d.source == .phosphor && d.alias.file == "fork-knife-fill")

        // A bootstrap row without a filled form is drawn in outline, and the note says so.
        let e = try #require(SymbolTable.resolve("globe.badge.plus.fill"))
        #expect(e.alias.file == "globe" && e.standIn?.contains("outline") == true)

        // Rows of their own carry no note; facts come along.
        let f = try #require(SymbolTable.resolve("house"))
        #expect(f.standIn == nil && f.filledVariant == "house.fill" && f.source.license == "MIT")
        #expect(SymbolTable.resolve("globe")?.filledVariant == nil)
    }

    @Test("misspelt or unknown words are not dropped: the name stays unknown")
    func grammarRefusesTypos() {
        for name in ["house.fil", "hous", "person.crop.circel", "xyzzy.fill", "house..fill", ".house", "house."] {
            #expect(SymbolTable.resolve(name) == nil, "\(name)")
        }
    }

    @Test("unknown names get the three nearest names")
    func nearest() {
        let a = SymbolTable.nearestNames(to: "square.stak")
        #expect(a.count == 3 && a.first == "square.stack", "\(a)")
        #expect(SymbolTable.nearestNames(to: "hosue").contains("house"))
        #expect(SymbolTable.nearestNames(to: "qqqqqqqqqqqqqqqqqqqq").isEmpty)
    }

    @Test("an unknown name in a spec is refused with three suggestions")
    func unknownInSpec() throws {
        do {
            _ = try SpecReader.read(Array(#"{ "tabBar": { "items": [ { "title": "A", "image": "square.stak" } ] } }"#.utf8))
            Issue.record("accepted an unknown symbol")
        } catch {
            #expect(error.message.contains("did you mean \"square.stack\","))
            #expect(String(describing: error.path) == "tabBar.items[0].image")
        }
    }

    @Test("search finds names and files")
    func search() {
        #expect(SymbolTable.search("pie").map(\.name).contains("chart.pie"))
        #expect(SymbolTable.search("people-fill").map(\.name).contains("person.2.fill"))
        #expect(SymbolTable.search("zzzzzz").isEmpty)
    }

    @Test("right-to-left: grammar names follow the same rule")
    func mirroringGrammar() throws {
        #expect(try #require(SymbolTable.resolve("chevron.forward.circle.fill")).mirrorsInRightToLeft)
        #expect(try #require(SymbolTable.resolve("arrow.right.circle.fill")).mirrorsInRightToLeft == false)
        #expect(try #require(SymbolTable.resolve("arrowshape.turn.up.backward.fill")).mirrorsInRightToLeft)
        #expect(try #require(SymbolTable.resolve("forward.end.fill")).mirrorsInRightToLeft == false)
        #expect(try #require(SymbolTable.resolve("dot.radiowaves.left.and.right")).mirrorsInRightToLeft == false)
    }

    @Test("right-to-left layout: chevron.right keeps its direction, chevron.forward flips")
    func mirroringInLayout() throws {
        let text = #"{ "device": "iPhone 16", "osVersion": "18", "layoutDirection": "rightToLeft", "canvas": "component", "#
            + #""tabBar": { "items": [ { "title": "A", "image": "chevron.right" }, { "title": "B", "image": "chevron.forward" }, "#
            + #"{ "title": "C", "image": "arrow.left" }, { "title": "D", "image": "arrow.uturn.backward" } ] } }"#
        let s = try SpecReader.read(Array(text.utf8))
        let env = Environment.resolve(s)
        let tb = try #require(try NavMockCore.layout(s, in: env, measuring: FixedWidthTextMeasurer()).tabBarNode)
        let mirrored = tb.items.filter { $0.itemKind == .tab }.sorted { ($0.index ?? 0) < ($1.index ?? 0) }.map { $0.icon?.isImageMirrored == true }
        #expect(mirrored == [false, true, false, true])
    }

    @Test("every stand-in of the sample names its row and set")
    func standInsNamed() throws {
        for (name, _) in try sample() {
            guard let r = SymbolTable.resolve(name), let note = r.standIn else { continue }
            #expect(note.contains("\"\(r.row)\"") && note.contains(r.source.displayName), "\(name): \(note)")
        }
    }

    @Test("check reports a stand-in that keeps the meaning as an info finding")
    func standInFinding() throws {
        let s = try SpecReader.read(Array(#"{ "device": "iPhone 16", "tabBar": { "items": [ { "title": "A", "image": "house" }, { "title": "B", "image": "bell.square" } ] } }"#.utf8))
        let all = Checker.check(s, measuring: FixedWidthTextMeasurer())
        let f = all.filter { $0.ruleID == .symbolStandIn }
        #expect(f.count == 1)
        #expect(f.first?.severity == .info)
        #expect(f.first.map { String(describing: $0.path) } == "tabBar.items[1].image")
        #expect(!all.contains { $0.ruleID == .symbolMisleadingStandIn })
    }

    @Test("a stand-in that drops a meaning word is a warning, not info", arguments: [
        ("checkmark.message.fill", "message"), ("app.gift", "gift"), ("person.crop.circle.badge.clock", "badge.clock"),
    ])
    func misleadingStandIn(_ name: String, _ dropped: String) throws {
        let r = try #require(SymbolTable.resolve(name), "\(name) is refused")
        #expect(r.changesMeaning, "\(name) → \(r.row)")
        #expect(r.standIn?.contains(dropped) == true && r.standIn?.contains("does not show what the name means") == true, "\(r.standIn ?? "")")
        let s = try SpecReader.read(Array(#"{ "device": "iPhone 16", "tabBar": { "items": [ { "title": "A", "image": "house" }, { "title": "B", "image": "\#(name)" } ] } }"#.utf8))
        let f = Checker.check(s, measuring: FixedWidthTextMeasurer())
        let w = f.filter { $0.ruleID == .symbolMisleadingStandIn }
        #expect(w.count == 1 && w.first?.severity == .warning, "\(f)")
        #expect(w.first.map { String(describing: $0.path) } == "tabBar.items[1].image")
        #expect(!f.contains { $0.ruleID == .symbolStandIn }, "reported twice: \(f)")
    }

    @Test("a stand-in that drops only an enclosure or a style keeps the meaning", arguments: [
        "bell.square.fill", "heart.rectangle", "globe.badge.plus.fill",
    ])
    func honestStandIn(_ name: String) throws {
        let r = try #require(SymbolTable.resolve(name))
        // Drawn with a stand-in of the same base symbol (bell.square.fill → a bell, not a square).
        let standIn = try #require(r.standIn, "\(name) has an icon of its own")
        let base = String(name.split(separator: ".")[0])
        #expect(standIn.hasPrefix("\"\(base)\"") || standIn.hasPrefix("\"\(base)."), "\(name) → \(standIn)")
        // globe.badge.plus.fill drops a badge: that one changes the meaning.
        #expect(r.changesMeaning == (name == "globe.badge.plus.fill"), "\(name): \(r.standIn ?? "")")
    }

    @Test("suggestions are ranked by meaning: same base, then shared words, then family; never spelling alone")
    func suggestionsByMeaning() {
        // a.circle: 0.circle is spelt alike but means a number; a letter's family is character/textformat.
        let a = SymbolTable.nearestNames(to: "a.circle")
        #expect(a.first != "0.circle" && !a.contains("0.circle"), "\(a)")
        #expect(a.first == "character" || a.first == "textformat", "\(a)")
        // goforward: no name has its base; `forward` (its last word) and its family, arrow.clockwise.
        let g = SymbolTable.nearestNames(to: "goforward")
        #expect(!g.isEmpty && g.allSatisfy { $0.contains("forward") || $0.hasPrefix("arrow.") }, "\(g)")
        #expect(SymbolTable.nearestNames(to: "goforward", count: 40).contains("arrow.clockwise"), "the family is related too")
        // text.magnifyingglass: a name with both words first.
        let t = SymbolTable.nearestNames(to: "text.magnifyingglass")
        #expect(t.first.map { $0.contains("text") && $0.contains("magnifyingglass") } == true, "\(t)")
        // The same base ranks before a name that is only spelt alike.
        let h = SymbolTable.nearestNames(to: "house.fil")
        #expect(h.first == "house.fill", "\(h)")
        // Nothing related: no suggestion, and the error says so.
        #expect(SymbolTable.nearestNames(to: "zebra.thing").isEmpty, "\(SymbolTable.nearestNames(to: "zebra.thing"))")
        #expect(SymbolTable.nearestNames(to: "qqqqqqqqqqqqqqqqqqqq").isEmpty)
        do {
            _ = try SpecReader.read(Array(#"{ "tabBar": { "items": [ { "title": "A", "image": "zebra.thing" } ] } }"#.utf8))
            Issue.record("accepted an unknown symbol")
        } catch {
            #expect(error.message.contains("no name in the table is related"), "\(error.message)")
        }
    }
}
