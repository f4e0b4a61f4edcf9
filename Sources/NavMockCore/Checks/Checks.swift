import Foundation

/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Informational: a suggestion.
    case info
    /// Goes against the guidelines; `--strict` treats it as an error.
    case warning
    /// The platform does not have this, or the spec cannot be drawn as written.
    case error

    private var rank: Int { switch self { case .info: 0; case .warning: 1; case .error: 2 } }
    /// Orders info < warning < error.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One thing `navmock check` found: which rule, how serious, where, and what to do.
public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// The rule's stable kebab-case id, e.g. `tab-bar.overflow`.
    public var ruleID: RuleID
    /// Severity.
    public var severity: Severity
    /// The JSON path concerned.
    public var path: JSONPath
    /// Where that path is written in the spec.
    public var location: SourcePosition
    /// Why it matters and what to do instead, in a sentence or two.
    public var message: String
    /// Creates a finding.
    public init(ruleID: RuleID, severity: Severity, path: JSONPath, location: SourcePosition, message: String) {
        self.ruleID = ruleID; self.severity = severity; self.path = path; self.location = location; self.message = message
    }
    /// `LINE:COLUMN: severity: path: message [rule-id]`: after `FILE:`, the compiler form editors
    /// and CI problem matchers read.
    public var description: String { "\(location): \(severity.rawValue): \(path): \(message) [\(ruleID)]" }
}

/// What a rule sees: the spec, and — when the spec can be laid out — its environment and layout.
public struct CheckContext: Sendable {
    /// The spec as read.
    public let spec: Spec
    /// The resolved environment, when the spec resolves.
    public let environment: Environment?
    /// The layout, when the spec can be laid out.
    public let layout: Layout?
    /// The measurer layout used (rules that measure text use the same one).
    public let measuring: any TextMeasuring
    /// The folder relative file paths are resolved against (for rules that look into SVG files).
    public let baseDirectory: String?

    /// A finding at `path` (its position looked up in the spec).
    func finding(_ rule: Rule, _ path: JSONPath, _ message: String) -> Finding {
        Finding(ruleID: rule.id, severity: rule.severity, path: path, location: spec.location(of: path), message: message)
    }
}

/// A guideline as a rule: a stable id, a severity, a summary, the guideline it comes from, and a
/// function from a ``CheckContext`` to findings.
public struct Rule: Sendable {
    /// Stable kebab-case id (`tab-bar.overflow`).
    public let id: RuleID
    /// Default severity of its findings.
    public let severity: Severity
    /// One line: what the rule looks for.
    public let summary: String
    /// The guideline it implements (HIG page and section), in our words.
    public let guideline: String
    let run: @Sendable (CheckContext, Rule) -> [Finding]

    init(_ id: RuleID, _ severity: Severity, _ summary: String, guideline: String,
         _ run: @escaping @Sendable (CheckContext, Rule) -> [Finding]) {
        self.id = id; self.severity = severity; self.summary = summary; self.guideline = guideline; self.run = run
    }
}

/// Runs the guideline rules over a spec, like a linter does over code.
///
/// ```swift
/// let findings = Checker.check(spec, measuring: measurer)
/// ```
public enum Checker {
    /// Every rule, tab bars first, then page controls, then the spec-level ones.
    public static var rules: [Rule] { TabBarRules.all + PageControlRules.all + SymbolRules.all + VisibilityRules.all + LocalizationRules.all + SpecRules.all }

    /// Every rule id, as text.
    public static var ruleIDs: [String] { rules.map(\.id.rawValue) }

    /// Checks a spec: resolves, validates and lays it out (every problem of the validation stage
    /// becomes an error finding under its rule id), then runs every rule not ignored by
    /// `checks.ignore` or `ignoring`. Findings are sorted by position, then rule id. `imageSizes`
    /// as ``layout(_:in:measuring:imageSizes:)`` (default: none known).
    public static func check(_ spec: Spec, measuring: any TextMeasuring, imageSizes: any ImageSizing = UnknownImageSizes(),
                             baseDirectory: String? = nil, ignoring: Set<String> = []) -> [Finding] {
        let env = Environment.resolve(spec)
        do {
            return run(spec, environment: env, layout: layout(try SpecValidator.validate(spec, env), measuring: measuring, imageSizes: imageSizes),
                       refusals: [], measuring: measuring, baseDirectory: baseDirectory, ignoring: ignoring)
        } catch {
            return check(spec, environment: env, refusedWith: error.problems, measuring: measuring,
                         baseDirectory: baseDirectory, ignoring: ignoring)
        }
    }

    /// Checks a spec the validation stage refused in `environment` (what
    /// ``SpecValidator/problems(_:_:)`` gave, without validating it again): every problem becomes
    /// an error finding under its rule id, and the rules that need no layout run. Findings are
    /// sorted as by ``check(_:measuring:imageSizes:baseDirectory:ignoring:)``.
    public static func check(_ spec: Spec, environment env: Environment, refusedWith problems: [SpecProblem],
                             measuring: any TextMeasuring, baseDirectory: String? = nil, ignoring: Set<String> = []) -> [Finding] {
        // An environment resolve fell back on (an unknown OS version, a device of another
        // platform) is not the spec's: the rules that need one do not run in it.
        let guessed = !SpecValidator.environmentProblems(spec, env).isEmpty
        return run(spec, environment: guessed ? nil : env, layout: nil, refusals: problems.map(refusalFinding),
                   measuring: measuring, baseDirectory: baseDirectory, ignoring: ignoring)
    }

    /// Checks a spec that is already resolved and laid out (what `render` prepared), without
    /// laying it out again; runs every rule not ignored. Findings are sorted as by
    /// ``check(_:measuring:imageSizes:baseDirectory:ignoring:)``.
    /// - Parameters:
    ///   - layout: the spec's layout in `environment`, made with `measuring`.
    public static func check(_ spec: Spec, environment: Environment, layout: Layout, measuring: any TextMeasuring,
                             baseDirectory: String? = nil, ignoring: Set<String> = []) -> [Finding] {
        run(spec, environment: environment, layout: layout, refusals: [], measuring: measuring,
            baseDirectory: baseDirectory, ignoring: ignoring)
    }

    static func run(_ spec: Spec, environment env: Environment?, layout lay: Layout?, refusals: [Finding],
                    measuring: any TextMeasuring, baseDirectory: String?, ignoring: Set<String>) -> [Finding] {
        var findings = refusals
        let ctx = CheckContext(spec: spec, environment: env, layout: lay, measuring: measuring, baseDirectory: baseDirectory)
        for rule in rules { findings += rule.run(ctx, rule) }
        for w in spec.warnings {
            findings.append(Finding(ruleID: w.ruleID ?? .specWarning, severity: .warning, path: w.path, location: w.location, message: w.message))
        }
        let ignored = Set(ignoring.compactMap(RuleID.init(rawValue:))).union(spec.ignoredRules)
        var seen = Set<String>()
        return findings
            .filter { !ignored.contains($0.ruleID) }
            .filter { seen.insert("\($0.ruleID)|\($0.path)").inserted }
            .sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }

    /// A problem of the validation stage (or of resolving) as an error finding under its rule id.
    static func refusalFinding(_ p: SpecProblem) -> Finding {
        Finding(ruleID: p.ruleID, severity: .error, path: p.path, location: p.location, message: p.message)
    }
}

/// Rules about the spec as a whole.
enum SpecRules {
    static let all: [Rule] = [
        Rule(.specInvalid, .error, "the spec cannot be drawn as written (a refusal of render and layout)",
             guideline: "—") { _, _ in [] },
        Rule(.specUnavailable, .error, "a field or value the platform, OS version or design does not have (the validation stage)",
             guideline: "the field table's platforms (docs/spec-fields.md)") { _, _ in [] },
        Rule(.specWarning, .warning, "render adjusted a value (reported by the reader)", guideline: "—") { _, _ in [] },
        Rule(.specFieldIgnored, .warning, "a field the design drawn has no use for",
             guideline: "the field table's designs (docs/spec-fields.md): what is written should change the picture") { c, r in
            guard let env = c.environment else { return [] }
            return ignoredFields(c.spec, env).map { c.finding(r, $0.path, $0.message) }
        },
    ]

    /// The fields of `spec` the design `env` draws does not use, each with why.
    static func ignoredFields(_ spec: Spec, _ env: Environment) -> [(path: JSONPath, message: String)] {
        var out: [(path: JSONPath, message: String)] = []
        if spec.designRequiresCompatibility && (env.osVersion.major < 26 || !Environment.honoursCompatibilityKey.contains(env.platform)) {
            out.append((JSONPath().appending("designRequiresCompatibility"), env.osVersion.major < 26
                ? "\(env.platform.rawValue) \(env.osVersion) draws its own design already: the compatibility key only keeps the older design on version 26"
                : "\(env.platform.rawValue) draws one design here: the compatibility key changes nothing"))
        } else if spec.designRequiresCompatibility, let d = env.device, !d.drawsLiquidGlass {
            out.append((JSONPath().appending("designRequiresCompatibility"),
                        "\(d.name) keeps the design before version 26 anyway: the compatibility key changes nothing on it"))
        }
        for (i, item) in (spec.tabBar?.items ?? []).enumerated() where item.renderingMode != nil && item.drawn.image == nil && item.selectedImage == nil {
            out.append((TabBarRules.tabPath(i).appending("renderingMode"), "the tab has no image for its rendering mode to apply to"))
        }
        if env.platform == .macOS, let tb = spec.tabBar, tb.tabViewStyle != .sidebarAdaptable {
            // NSTabView's segmented tabs are titles only (NSTabViewItem's label); NavMock draws
            // that tab view, so an item's image has nowhere to go (issue 41 item 6). A
            // sidebar-adaptable tab view is a sidebar, whose rows show the images.
            for (i, item) in tb.items.enumerated() where item.image != nil || item.selectedImage != nil {
                let key = item.image != nil ? "image" : "selectedImage"
                out.append((TabBarRules.tabPath(i).appending(key),
                            "the Mac's tab view shows each tab's title only; this image is not drawn (a toolbar-style tab view with icons is not modelled)"))
            }
        }
        return out
    }
}
