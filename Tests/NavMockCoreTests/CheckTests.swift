import Foundation
import NavMockTestSupport
import NavMockCore
import Testing

/// `navmock check`: for every rule a spec that triggers it and a near one that does not.
@Suite("Guideline checks")
struct CheckTests {
    let measurer = FixedWidthTextMeasurer()

    func findings(_ json: String) throws -> [Finding] {
        Checker.check(try SpecReader.read(Array(json.utf8)), measuring: measurer)
    }
    func ids(_ json: String) throws -> Set<String> { Set(try findings(json).map(\.ruleID.rawValue)) }

    static func bar(_ items: String, _ extra: String = "", tabBarExtra: String = "") -> String {
        #"{"device":"iPhone 16"\#(extra),"tabBar":{"items":[\#(items)]\#(tabBarExtra)}}"#
    }
    static let ok = #"{"title":"Home","image":"house.fill"},{"title":"Library","image":"books.vertical.fill"}"#

    /// (rule, a spec that triggers it, a near spec that does not)
    static let pairs: [(String, String, String)] = [
        ("tab-bar.action-title", bar(#"{"title":"Compose","image":"house.fill"},{"title":"Inbox","image":"tray.fill"}"#),
                                 bar(#"{"title":"Drafts","image":"house.fill"},{"title":"Inbox","image":"tray.fill"}"#)),
        ("tab-bar.action-title", bar(#"{"title":"新建","image":"house.fill"},{"title":"收件箱","image":"tray.fill"}"#, #","locale":"zh-Hans""#),
                                 bar(#"{"title":"草稿","image":"house.fill"},{"title":"收件箱","image":"tray.fill"}"#, #","locale":"zh-Hans""#)),
        ("tab-bar.disabled-item", bar(ok + #",{"title":"Shop","image":"bag.fill","isEnabled":false}"#),
                                  bar(ok + #",{"title":"Shop","image":"bag.fill","isEnabled":true}"#)),
        ("tab-bar.hidden-item", bar(ok + #",{"title":"Shop","image":"bag.fill","isHidden":true}"#),
                                bar(ok + #",{"title":"Shop","image":"bag.fill"}"#)),
        ("tab-bar.overflow", bar([String](repeating: #"{"title":"Tab","image":"star.fill"}"#, count: 6).joined(separator: ",")),
                             bar([String](repeating: #"{"title":"Tab","image":"star.fill"}"#, count: 5).joined(separator: ","))),
        ("tab-bar.sidebar-suggested", #"{"device":"iPad Pro 11-inch (M4)","osVersion":"17","tabBar":{"items":[\#([String](repeating: #"{"title":"Tab","image":"star.fill"}"#, count: 6).joined(separator: ","))]}}"#,
                                      #"{"device":"iPad Pro 11-inch (M4)","osVersion":"17","tabBar":{"items":[\#([String](repeating: #"{"title":"Tab","image":"star.fill"}"#, count: 5).joined(separator: ","))]}}"#),
        ("tab-bar.missing-title", bar(#"{"image":"house.fill"},{"title":"Library","image":"books.vertical.fill"}"#), bar(ok)),
        ("tab-bar.long-title", bar(#"{"title":"Listen Now","image":"house.fill"},{"title":"Library","image":"books.vertical.fill"}"#), bar(ok)),
        ("tab-bar.truncated-title", bar(#"{"title":"Internationalisation","image":"house.fill"},{"title":"Library","image":"books.vertical.fill"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"},{"title":"Me","image":"person.fill"}"#, #","osVersion":"18""#),
                                    bar(#"{"title":"Language","image":"house.fill"},{"title":"Library","image":"books.vertical.fill"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"},{"title":"Me","image":"person.fill"}"#, #","osVersion":"18""#)),
        ("tab-bar.unfilled-symbol", bar(#"{"title":"Home","image":"house"},{"title":"Library","image":"books.vertical.fill"}"#), bar(ok)),
        ("tab-bar.badge-text", bar(#"{"title":"Home","image":"house.fill","badgeValue":"New"},{"title":"Library","image":"books.vertical.fill"}"#),
                               bar(#"{"title":"Home","image":"house.fill","badgeValue":"12"},{"title":"Library","image":"books.vertical.fill","badgeValue":"!"}"#)),
        // Issue 14 §6: its own icon (last of five), a neighbour's (middle tab, classic), right-to-left, iPhone SE.
        ("tab-bar.badge-covers-icon", bar(#"{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill","badgeValue":"New comments"}"#), bar(#"{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill","badgeValue":"12"}"#)),
        ("tab-bar.badge-covers-icon", bar(#"{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill","badgeValue":"New comments"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"}"#, #","osVersion":"18""#), bar(#"{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill","badgeValue":"99"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"}"#, #","osVersion":"18""#)),
        ("tab-bar.badge-covers-icon", bar(#"{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill","badgeValue":"New comments"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"}"#, #","layoutDirection":"rightToLeft""#), bar(#"{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill","badgeValue":"!"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"}"#, #","layoutDirection":"rightToLeft""#)),
        ("tab-bar.badge-covers-icon", bar(#"{"title":"Home","image":"house.fill","badgeValue":"Updated"},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"}"#).replacingOccurrences(of: "iPhone 16", with: "iPhone SE (3rd generation)"), bar(#"{"title":"Home","image":"house.fill","badgeValue":""},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"}"#).replacingOccurrences(of: "iPhone 16", with: "iPhone SE (3rd generation)")),
        ("tab-bar.badges-overused", bar(#"{"title":"A","image":"house.fill","badgeValue":"1"},{"title":"B","image":"star.fill","badgeValue":"2"},{"title":"C","image":"bag.fill","badgeValue":"3"},{"title":"D","image":"tray.fill"}"#),
                                    bar(#"{"title":"A","image":"house.fill","badgeValue":"1"},{"title":"B","image":"star.fill","badgeValue":"2"},{"title":"C","image":"bag.fill"},{"title":"D","image":"tray.fill"}"#)),
        ("tab-bar.platform", #"{"platform":"watchOS","tabBar":{"items":[{"title":"Home","image":"house.fill"}]}}"#,
                             #"{"platform":"iOS","tabBar":{"items":[{"title":"Home","image":"house.fill"}]}}"#),
        ("tab-bar.search-position", bar(#"{"title":"Search","role":"search"},"# + ok), bar(ok + #",{"title":"Search","role":"search"}"#)),
        ("tab-bar.appearance-ignored", bar(ok, "", tabBarExtra: #","standardAppearance":{"shadowColor":"clear"}"#),
                                       bar(ok, #","osVersion":"18""#, tabBarExtra: #","standardAppearance":{"shadowColor":"clear"}"#)),
        // tvOS: a Settings icon button may follow the search tab.
        ("tab-bar.search-position", #"{"platform":"tvOS","tabBar":{"items":[{"title":"Search","image":"magnifyingglass","role":"search"},{"title":"Home","image":"house.fill"}]}}"#,
                                    #"{"platform":"tvOS","tabBar":{"items":[{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass","role":"search"},{"image":"gearshape.fill"}]}}"#),
        ("tab-bar.missing-title", #"{"platform":"visionOS","tabBar":{"items":[{"image":"house.fill"}]}}"#,
                                  #"{"platform":"tvOS","tabBar":{"items":[{"title":"Home","image":"house.fill"},{"image":"gearshape.fill"}]}}"#),
        ("tab-bar.minimize-platform", bar(ok, #","osVersion":"18""#, tabBarExtra: #","minimizeBehavior":"onScrollDown""#),
                                      bar(ok, "", tabBarExtra: #","minimizeBehavior":"onScrollDown""#)),
        ("tab-bar.minimize-platform", #"{"device":"iPad Pro 11-inch (M4)","osVersion":"17","tabBar":{"items":[\#(ok)],"state":{"minimized":true}}}"#,
                                      #"{"device":"iPad Pro 11-inch (M4)","osVersion":"17","tabBar":{"items":[\#(ok)]}}"#),
        ("tab-bar.too-many-default-tabs", #"{"device":"iPad Pro 11-inch (M4)","tabBar":{"customizable":true,"items":[\#([String](repeating: #"{"title":"Tab","image":"star.fill"}"#, count: 6).joined(separator: ","))]}}"#,
                                          #"{"device":"iPad Pro 11-inch (M4)","tabBar":{"customizable":true,"items":[\#([String](repeating: #"{"title":"Tab","image":"star.fill"}"#, count: 5).joined(separator: ","))]}}"#),
        ("tab-bar.live-tv-order", #"{"platform":"tvOS","tabBar":{"items":[{"title":"Recordings","contentKind":"recorded"},{"title":"Live","contentKind":"live"}]}}"#,
                                  #"{"platform":"tvOS","tabBar":{"items":[{"title":"Live","contentKind":"live"},{"title":"Recordings","contentKind":"recorded"},{"title":"Movies","contentKind":"other"}]}}"#),
        ("tab-bar.vision-symbol", #"{"platform":"visionOS","tabBar":{"items":[{"title":"Home"},{"title":"Library","image":"books.vertical.fill"}]}}"#,
                                  #"{"platform":"visionOS","tabBar":{"items":[{"title":"Home","image":"house.fill"},{"title":"Library","image":"books.vertical.fill"}]}}"#),
        ("tab-bar.vision-long-title", #"{"platform":"visionOS","tabBar":{"items":[{"title":"Recently Watched Movies","image":"film"}]}}"#,
                                      #"{"platform":"visionOS","tabBar":{"items":[{"title":"Movies","image":"film"}]}}"#),
        ("tab-bar.accessory-without-minimize", bar(ok, "", tabBarExtra: #","minimizeBehavior":"onScrollDown","state":{"minimized":true}"#),
                                               bar(ok, "", tabBarExtra: #","minimizeBehavior":"onScrollDown","bottomAccessory":{"title":"Song"},"state":{"minimized":true}"#)),
        // Issue 14 §7: the same warning for never, automatic and no behaviour; none for the two that minimize.
        ("tab-bar.minimized-without-behavior", bar(ok, "", tabBarExtra: #","state":{"minimized":true}"#),
                                               bar(ok, "", tabBarExtra: #","minimizeBehavior":"onScrollUp","state":{"minimized":true}"#)),
        ("tab-bar.minimized-without-behavior", bar(ok, "", tabBarExtra: #","minimizeBehavior":"never","state":{"minimized":true}"#),
                                               bar(ok, "", tabBarExtra: #","minimizeBehavior":"never""#)),
        ("tab-bar.minimized-without-behavior", bar(ok, "", tabBarExtra: #","minimizeBehavior":"automatic","state":{"minimized":true}"#),
                                               bar(ok, "", tabBarExtra: #","minimizeBehavior":"onScrollDown","state":{"minimized":true}"#)),
        // Issue 41 item 6: a Mac tab's image is not drawn, and says so (macOS 15 and 26, either direction).
        ("spec.field-ignored", #"{"platform":"macOS","osVersion":"26","tabBar":{"items":[{"title":"General","image":"gearshape"},{"title":"Accounts"}]}}"#,
                               #"{"platform":"macOS","osVersion":"26","tabBar":{"items":[{"title":"General"},{"title":"Accounts"}]}}"#),
        ("spec.field-ignored", #"{"platform":"macOS","osVersion":"15","layoutDirection":"rightToLeft","tabBar":{"items":[{"title":"General"},{"title":"Accounts","selectedImage":"person.fill"}]}}"#,
                               #"{"platform":"iPadOS","osVersion":"18","tabBar":{"items":[{"title":"General","image":"gearshape"},{"title":"Accounts","selectedImage":"person.fill"}]}}"#),
    ]

    static func pc(_ fields: String, _ top: String = #""device":"iPhone 16""#) -> String {
        #"{\#(top),"pageControl":{"numberOfPages":5\#(fields)}}"#
    }

    static let pagePairs: [(String, String, String)] = [
        ("symbol.stand-in", pc(#","preferredIndicatorImage":"heart.rectangle""#), pc(#","preferredIndicatorImage":"heart""#)),
        ("symbol.misleading-stand-in", pc(#","preferredIndicatorImage":"heart.badge.plus""#), pc(#","preferredIndicatorImage":"heart.rectangle""#)),
        ("page-control.too-many-pages", pc("").replacingOccurrences(of: "\"numberOfPages\":5", with: "\"numberOfPages\":11"), pc("").replacingOccurrences(of: "\"numberOfPages\":5", with: "\"numberOfPages\":10")),
        ("page-control.indicator-kinds", pc(#","preferredIndicatorImage":"bookmark.fill","indicatorImages":[{"page":0,"image":"location.fill"}],"preferredCurrentPageIndicatorImage":"star.fill""#),
                                         pc(#","preferredIndicatorImage":"bookmark.fill","indicatorImages":[{"page":0,"image":"location.fill"}]"#)),
        ("page-control.tinted-indicators", pc(#","pageIndicatorTintColor":"systemGray""#), pc("")),
        ("page-control.frame-clipped", pc(#","frame":{"width":40,"height":40}"#), pc(#","frame":{"width":240,"height":40}"#)),
        ("page-control.minimal-scrubbing", pc(#","backgroundStyle":"minimal""#), pc(#","backgroundStyle":"minimal","allowsContinuousInteraction":false"#)),
        ("page-control.placement", pc(#","placement":"top""#), pc(#","placement":"bottom""#)),
        ("page-control.interaction", pc(#","interactionState":"discrete""#, #""platform":"visionOS""#), pc("", #""platform":"visionOS""#)),
        ("page-control.platform", pc("", #""platform":"macOS""#), pc("", #""platform":"iPadOS""#)),
        ("page-control.tvos-with-tab-bar", pc("", #""platform":"tvOS","tabBar":{"items":[{"title":"Home","image":"house.fill"}]}"#), pc("", #""platform":"tvOS""#)),
        ("page-control.watch-horizontal", pc("", #""platform":"watchOS""#), pc(#","direction":"topToBottom""#, #""platform":"watchOS""#)),
        ("page-control.current-page-clamped", pc(#","currentPage":9"#), pc(#","currentPage":4"#)),
    ]

    @Test("each page-control rule fires on its spec and not on the near one", arguments: pagePairs.indices)
    func pagePair(_ i: Int) throws {
        let (rule, bad, good) = Self.pagePairs[i]
        let fb = try findings(bad), fg = try findings(good)
        #expect(fb.contains { $0.ruleID.rawValue == rule }, "\(rule) did not fire: \(fb)")
        #expect(!fg.contains { $0.ruleID.rawValue == rule }, "\(rule) fired on the near spec: \(fg)")
    }

    @Test("a complex indicator SVG (text, strokes) is found; a simple one is not")
    func complexIndicator() throws {
        let base = TestRepository.specs
        func run(_ image: String) throws -> [Finding] {
            Checker.check(try SpecReader.read(Array(Self.pc(#","preferredIndicatorImage":"\#(image)""#).utf8)), measuring: measurer, baseDirectory: base)
        }
        #expect(try run("icons/complex-indicator.svg").contains { $0.ruleID.rawValue == "page-control.complex-indicator" })
        #expect(!(try run("icons/diamond.svg")).contains { $0.ruleID.rawValue == "page-control.complex-indicator" })
    }

    @Test("docs/guidelines.md names every rule, and every rule it names exists")
    func guidelinesTable() throws {
        let text = try TestRepository.text("docs/guidelines.md")
        let named = Set(text.components(separatedBy: "`").filter { $0.range(of: #"^(tab-bar|page-control|symbol)\.[a-z-]+$"#, options: .regularExpression) != nil })
        let ids = Set(Checker.ruleIDs.filter { !$0.hasPrefix("spec.") })
        #expect(named.subtracting(ids).isEmpty, "named in the docs but not rules: \(named.subtracting(ids).sorted())")
        #expect(ids.subtracting(named).isEmpty, "rules missing from the docs: \(ids.subtracting(named).sorted())")
    }

    @Test("each rule fires on its spec and not on the near one", arguments: pairs.indices)
    func pair(_ i: Int) throws {
        let (rule, bad, good) = Self.pairs[i]
        let fb = try findings(bad), fg = try findings(good)
        #expect(fb.contains { $0.ruleID.rawValue == rule }, "\(rule) did not fire: \(fb)")
        #expect(!fg.contains { $0.ruleID.rawValue == rule }, "\(rule) fired on the near spec: \(fg)")
    }

    @Test("every rule has a stable kebab-case id, a summary and a guideline; ids are unique")
    func rulesAreWellFormed() {
        let ids = Checker.ruleIDs
        #expect(Set(ids).count == ids.count)
        for r in Checker.rules {
            #expect(r.id.rawValue.range(of: #"^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$"#, options: .regularExpression) != nil, "\(r.id)")
            #expect(!r.summary.isEmpty && !r.guideline.isEmpty)
        }
    }

    @Test("every tab-bar rule is exercised by a test pair")
    func everyRuleTested() {
        // symbol.placeholder is reported by the reader only with `--missing-symbols placeholder`
        // (MissingSymbolReaderTests, MissingSymbolTests).
        // The contrast rules measure rendered pixels: VisibilityCheckTests (NavMockRenderTests).
        let tested = Set(Self.pairs.map(\.0) + Self.pagePairs.map(\.0) + ["page-control.complex-indicator", "symbol.placeholder"]
                         + ["tab-bar.title-contrast", "tab-bar.icon-contrast", "page-control.indicator-contrast", "page-control.current-indicator-contrast"]
                         // Texts by key are resolved by the variant matrix: LocalizationTests.rulePairs.
                         + ["tab-bar.missing-translation", "tab-bar.truncated-translation", "tab-bar.tightened-translation"]
                         // Need an image size: PageIndicatorImageSizeTests.hostile (and the renderer's, PageIndicatorImageRenderTests)
                         // and PageIndicatorImageSizeTests.offScreen (three specs that warn, two near ones that do not).
                         + ["page-control.image-size", "page-control.off-screen"])
        for id in Checker.ruleIDs where !id.hasPrefix("spec.") { #expect(tested.contains(id), "\(id) has no test pair") }
    }

    @Test("a refusal of layout becomes an error finding with the rule id at the JSON path, positions included")
    func refusal() throws {
        let f = try findings("{\n  \"platform\": \"watchOS\",\n  \"tabBar\": {\"items\": [{\"title\": \"Home\"}]}\n}")
        let e = try #require(f.first { $0.ruleID.rawValue == "tab-bar.platform" })
        #expect(e.severity == .error)
        #expect(e.path.description == "tabBar")
        #expect(e.location == SourcePosition(line: 3, column: 13))
        #expect(!e.message.contains("[tab-bar.platform]"))
    }

    @Test("checks.ignore skips rules; an unknown rule id is an error with a suggestion")
    func suppression() throws {
        let json = Self.bar(#"{"title":"Compose","image":"house.fill"}"#).replacingOccurrences(of: #""device":"iPhone 16","#, with: #""device":"iPhone 16","checks":{"ignore":["tab-bar.action-title"],"reason":"a demo"},"#)
        #expect(!(try ids(json).contains("tab-bar.action-title")))
        let bad = #"{"checks":{"ignore":["tab-bar.overflw"]}}"#
        do {
            _ = try SpecReader.read(Array(bad.utf8))
            Issue.record("an unknown rule id was accepted")
        } catch {
            #expect(error.path.description == "checks.ignore[0]")
            #expect(error.message.contains("did you mean \"tab-bar.overflow\"?"))
        }
        let f = Checker.check(try SpecReader.read(Array(Self.bar(#"{"title":"Compose","image":"house.fill"}"#).utf8)), measuring: measurer, ignoring: ["tab-bar.action-title"])
        #expect(!f.contains { $0.ruleID.rawValue == "tab-bar.action-title" })
    }

    @Test("findings are sorted by position and carry the guideline's advice")
    func order() throws {
        let f = try findings(Self.bar(#"{"title":"Compose","image":"house"},{"title":"Share","image":"star"}"#))
        #expect(f.map(\.location) == f.map(\.location).sorted())
        #expect(f.contains { $0.ruleID.rawValue == "tab-bar.action-title" && $0.message.contains("toolbar") })
    }
}
