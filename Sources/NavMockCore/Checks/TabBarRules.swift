/// The tab-bar guidelines (HIG "Tab bars") as rules. Each rule says which guidance it implements;
/// docs/guidelines.md maps every piece of guidance to a rule or a rendering behaviour.
enum TabBarRules {
    /// Verbs that make a title read as an action rather than a place (lower-case; first word).
    /// English and Chinese; data, not code, so it can grow.
    static let actionVerbs: Set<String> = [
        "add", "create", "compose", "delete", "remove", "edit", "share", "send", "save", "print", "upload",
        "download", "post", "buy", "scan", "refresh", "sync", "write", "record", "publish", "export", "import",
        "invite", "call", "pay", "book", "order", "submit", "log", "sign", "start", "stop", "undo", "redo",
        "新建", "添加", "删除", "编辑", "分享", "发送", "保存", "打印", "上传", "下载", "发布", "购买", "扫描", "扫一扫",
        "刷新", "同步", "写", "撰写", "录制", "导出", "导入", "邀请", "支付", "付款", "提交", "登录", "注册", "拍照",
    ]

    static func tabPath(_ i: Int) -> JSONPath { JSONPath().appending("tabBar").appending("items").appending(i) }

    static let all: [Rule] = [
        Rule(.tabBarActionTitle, .warning, "a tab title that is a command (a verb) rather than a place",
             guideline: "Tab bars › Best practices: use a tab bar for navigation, not to offer actions; a toolbar holds actions") { c, r in
            guard let tb = c.spec.tabBar else { return [] }
            return tb.items.enumerated().compactMap { i, item in
                guard let t = item.title else { return nil }
                let lower = t.lowercased()
                let first = lower.split(whereSeparator: { $0 == " " || $0 == "-" }).first.map(String.init) ?? lower
                let isVerb = actionVerbs.contains(first) || actionVerbs.contains { !$0.allSatisfy(\.isASCII) && lower.hasPrefix($0) }
                guard isVerb else { return nil }
                return c.finding(r, tabPath(i).appending("title"),
                                 "\"\(t)\" reads as an action; tabs lead to places in the app. Name the section instead, and put the action in a toolbar")
            }
        },
        Rule(.tabBarDisabledItem, .warning, "a tab that is disabled",
             guideline: "Tab bars › Best practices: don't disable or hide tab bar buttons, even when their content is unavailable") { c, r in
            guard let tb = c.spec.tabBar else { return [] }
            return tb.items.enumerated().compactMap { i, item in
                item.isEnabled ? nil : c.finding(r, tabPath(i).appending("isEnabled"),
                    "a disabled tab makes the interface feel unstable; keep it enabled and explain in the tab why its content is unavailable")
            }
        },
        Rule(.tabBarHiddenItem, .warning, "a tab that is hidden",
             guideline: "Tab bars › Best practices: don't disable or hide tab bar buttons") { c, r in
            guard let tb = c.spec.tabBar else { return [] }
            return tb.items.enumerated().compactMap { i, item in
                item.isHidden ? c.finding(r, tabPath(i).appending("isHidden"),
                    "tabs that come and go make the app unpredictable; keep the tab and show an explanation when it has nothing") : nil
            }
        },
        Rule(.tabBarOverflow, .warning, "more tabs than fit, so the trailing ones go into More",
             guideline: "Tab bars › Best practices: avoid overflow tabs; content behind More is hard to reach and notice") { c, r in
            guard let tb = c.layout?.tabBarNode, !tb.overflowIndices.isEmpty else { return [] }
            let n = tb.overflowIndices.count
            return [c.finding(r, JSONPath().appending("tabBar").appending("items"),
                              "\(n) tab\(n == 1 ? "" : "s") only reachable through More in this size class; use fewer tabs, or a sidebar on iPad")]
        },
        Rule(.tabBarSidebarSuggested, .info, "many tabs on iPad without the sidebar-adaptable style",
             guideline: "Tab bars › Best practices and iPadOS: for a complex hierarchy consider a sidebar, or a tab bar that adapts to one") { c, r in
            guard let tb = c.spec.tabBar, c.environment?.platform == .iPadOS, tb.items.count > 5, !PlatformTabBarChecks.isSidebarAdaptable(tb) else { return [] }
            return [c.finding(r, JSONPath().appending("tabBar"),
                              "\(tb.items.count) tabs is a lot for a tab bar; with \"tabViewStyle\": \"sidebarAdaptable\" people can open a sidebar with every section")]
        },
        Rule(.tabBarMissingTitle, .warning, "a tab without a title",
             guideline: "Tab bars › Best practices: include tab labels (tvOS may show Settings and Search as icons); visionOS: give every tab a symbol and a label") { c, r in
            guard let tb = c.spec.tabBar else { return [] }
            // tvOS allows Settings and Search as icon buttons (HIG, tvOS customisation).
            let tv = c.environment?.platform == .tvOS
            return tb.items.enumerated().compactMap { i, written in
                let item = written.drawn   // a search tab given nothing has the system's title
                if written.isEmpty && written.role != .search {
                    return c.finding(r, tabPath(i), "tab \(i) has neither a title nor an image: it takes its share of the bar and shows nothing there, as UIKit draws it; give it a short title and a symbol, or leave it out")
                }
                return item.title == nil && !(tv && item.image != nil) ? c.finding(r, tabPath(i),
                    "a tab needs a short title that says what its section holds; the icon alone is easy to misread") : nil
            }
        },
        Rule(.tabBarLongTitle, .info, "a tab title of more than one word",
             guideline: "Tab bars › Best practices: use single words in tab labels whenever possible") { c, r in
            guard let tb = c.spec.tabBar else { return [] }
            return tb.items.enumerated().compactMap { i, item in
                guard let t = item.title, t.split(separator: " ").count > 1 else { return nil }
                return c.finding(r, tabPath(i).appending("title"), "\"\(t)\" has several words; one word scans faster in a tab bar")
            }
        },
        Rule(.tabBarTruncatedTitle, .warning, "a tab title that does not fit and is truncated (in a spec with the app's strings: tab-bar.truncated-translation, which names the language)",
             guideline: "Tab bars › Best practices: labels describe the tab clearly; short labels stay readable") { c, r in
            guard let tb = c.layout?.tabBarNode else { return [] }
            // A title the spec's languages cover is reported once, by tab-bar.truncated-translation,
            // which names the language.
            let named = Set(LocalizationRules.fits(c).filter { $0.change == .truncated }.map(\.index))
            return tb.items.compactMap { it in
                guard it.itemKind == .tab, let i = it.index, let t = it.title, t.truncated, !named.contains(i) else { return nil }
                return c.finding(r, tabPath(i).appending("title"),
                                 "the title is cut to \"\(t.text)\" in this layout; choose a shorter word")
            }
        },
        Rule(.tabBarUnfilledSymbol, .info, "outline symbols where filled variants exist",
             guideline: "Tab bars › Best practices: prefer filled symbols or icons for consistency with the platform") { c, r in
            guard let tb = c.spec.tabBar, [.iOS, .iPadOS].contains(c.environment?.platform ?? .iOS) else { return [] }
            let outline = tb.items.compactMap { item -> String? in
                guard case .symbol(let s)? = item.image, item.role != .search, SymbolTable.filledVariant(of: s) != nil else { return nil }
                return s
            }
            guard !outline.isEmpty else { return [] }
            let list = outline.prefix(3).map { "\($0) → \($0).fill" }.joined(separator: ", ") + (outline.count > 3 ? ", …" : "")
            return [c.finding(r, JSONPath().appending("tabBar").appending("items"),
                              "\(outline.count) tab\(outline.count == 1 ? " uses an outline symbol" : "s use outline symbols") that \(outline.count == 1 ? "has" : "have") a filled variant (\(list)); filled symbols match the platform")]
        },
        Rule(.tabBarBadgeText, .warning, "a badge that is not a number, \"!\" or a dot",
             guideline: "Tab bars › Best practices: a badge is a red oval with white text and a number or an exclamation point") { c, r in
            guard let tb = c.spec.tabBar else { return [] }
            return tb.items.enumerated().compactMap { i, item in
                guard let b = item.badgeValue, !b.isEmpty, b != "!", !b.allSatisfy(\.isNumber) else { return nil }
                return c.finding(r, tabPath(i).appending("badgeValue"), "badge \"\(b)\" is neither a number nor \"!\"; keep badges to counts and alerts")
            }
        },
        Rule(.tabBarBadgesOverused, .warning, "badges on most tabs",
             guideline: "Tab bars › Best practices: reserve badges for critical information so they keep their impact") { c, r in
            guard let tb = c.spec.tabBar else { return [] }
            let n = tb.items.filter { $0.badgeValue != nil }.count
            guard n >= 3, Double(n) > Double(tb.items.count) / 2 else { return [] }
            return [c.finding(r, JSONPath().appending("tabBar").appending("items"),
                              "\(n) of \(tb.items.count) tabs carry badges; when everything calls for attention nothing does — keep badges for what is critical")]
        },
        Rule(.tabBarPlatform, .error, "a tab bar on a platform that has none (watchOS)",
             guideline: "Tab bars › Platform considerations: not supported in watchOS") { _, _ in [] },   // reported through the layout's refusal
        Rule(.tabBarSearchPosition, .warning, "the search tab is not the last tab",
             guideline: "Tab bars › iOS: the tab bar can include a distinct search item at the trailing end") { c, r in
            guard let tb = c.spec.tabBar, let i = tb.items.firstIndex(where: { $0.role == .search }) else { return [] }
            // Tabs that sit in sidebar sections, hidden tabs, and tvOS icon buttons (Settings)
            // may follow it: they are not titled tabs of the bar.
            let inSections = Set(tb.sections.flatMap(\.items))
            let tv = c.environment?.platform == .tvOS
            let after = tb.items.indices.filter { $0 > i && !tb.items[$0].isHidden && !inSections.contains($0) && !(tv && tb.items[$0].title == nil) }
            guard !after.isEmpty else { return [] }
            return [c.finding(r, tabPath(i).appending("role"), "the search tab belongs at the trailing end of the tab bar; move it last")]
        },
        Rule(.tabBarMinimizePlatform, .warning, "a minimize behaviour where the bar cannot minimize",
             guideline: "Tab bars › iOS: the bar can minimize on scroll (iPhone, with the iOS 26 design)") { c, r in
            guard let tb = c.spec.tabBar, let b = tb.minimizeBehavior, b != .never, b != .automatic,
                  let env = c.environment, env.platform != .iOS || env.tabBarDesign != .liquidGlass else { return [] }
            return [c.finding(r, JSONPath().appending("tabBar").appending("minimizeBehavior"),
                              "\"\(b.rawValue)\" has no effect here: only iPhone tab bars of the iOS 26 design minimize")]
        },
        Rule(.tabBarMinimizedWithoutBehavior, .warning, "state.minimized under a minimize behaviour that never minimizes",
             guideline: "Tab bars › iOS: the bar minimizes on scroll only when the app asks for it") { c, r in
            guard let tb = c.spec.tabBar, tb.state.minimized, !(tb.minimizeBehavior?.minimizes ?? false),
                  let env = c.environment, env.platform == .iOS, env.tabBarDesign == .liquidGlass else { return [] }
            let given = tb.minimizeBehavior.map { "\"minimizeBehavior\" is \"\($0.rawValue)\"" } ?? "no \"minimizeBehavior\" is given (the system's automatic)"
            return [c.finding(r, JSONPath().appending("tabBar").appending("state").appending("minimized"),
                              "the bar is drawn expanded: \(given), which does not minimize; set \"minimizeBehavior\" to \"onScrollDown\" or \"onScrollUp\" to draw it minimized")]
        },
        Rule(.tabBarAccessoryWithoutMinimize, .info, "minimizing without a bottom accessory",
             guideline: "Tab bars › iOS: with an accessory such as a mini player, the bar may minimize on scroll and the accessory moves inline") { c, r in
            guard let tb = c.spec.tabBar, tb.drawsMinimized, tb.bottomAccessory == nil else { return [] }
            return [c.finding(r, JSONPath().appending("tabBar").appending("state").appending("minimized"),
                              "minimizing is meant for bars with a bottom accessory (a mini player) that moves inline; without one the bar just shrinks")]
        },
    ] + PlatformTabBarChecks.rules + [BadgeCoverage.rule] + AppearanceChecks.rules
}
