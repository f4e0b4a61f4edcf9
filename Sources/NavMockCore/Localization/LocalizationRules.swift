// Guideline rules about titles in the app's languages (issue 39): truncation and tightening named
// by language and key, from the same rows as the truncation report (TruncationReport.swift).

/// Rules about texts given by key (registered in ``Checker/rules``).
enum LocalizationRules {
    static func fits(_ c: CheckContext) -> [TitleFit] {
        guard c.spec.localization != nil, let env = c.environment, let layout = c.layout else { return [] }
        return TruncationReport.row(file: "", variant: "", spec: c.spec, environment: env, layout: layout, measuring: c.measuring).titles
    }

    static func place(_ c: CheckContext) -> String {
        guard let env = c.environment else { return "" }
        let screen = env.device?.name ?? "a \(TruncationReport.pt(env.screenSize.width)) × \(TruncationReport.pt(env.screenSize.height)) pt screen"
        return " on \(screen) in \(env.orientation.rawValue)"
    }

    static let all: [Rule] = [
        Rule(.localizationMissingTranslation, .warning, "a text given by key that the language lacks (drawn in the development language)",
             guideline: "— (NavMock: UIKit falls back to the development language; reported by the reader)") { _, _ in [] },
        Rule(.localizationTruncatedTitle, .warning, "a tab title truncated in one of the app's languages, the language named",
             guideline: "Tab bars › Best practices: labels describe the tab clearly; short labels stay readable") { c, r in
            guard let loc = c.spec.localization else { return [] }
            return fits(c).filter { $0.change == .truncated }.map { t in
                c.finding(r, TabBarRules.tabPath(t.index).appending("title"),
                          "\(loc.label): \"\(t.title)\"\(t.key.map { " (key \($0))" } ?? "") is cut to \"\(t.drawn)\"\(place(c)); drawn \(TruncationReport.pt(t.points)) pt narrower than the whole title")
            }
        },
        Rule(.localizationTightenedTitle, .info, "a tab title tightened to fit in one of the app's languages, the language named",
             guideline: "Tab bars › Best practices: labels describe the tab clearly; short labels stay readable") { c, r in
            guard let loc = c.spec.localization else { return [] }
            return fits(c).filter { $0.change == .tightened }.map { t in
                c.finding(r, TabBarRules.tabPath(t.index).appending("title"),
                          "\(loc.label): \"\(t.title)\"\(t.key.map { " (key \($0))" } ?? "") is tightened to \(TruncationReport.tracking(t.tracking)) pt tracking to fit\(place(c))")
            }
        },
    ]
}
