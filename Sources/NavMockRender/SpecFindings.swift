import NavMockCore

/// What `navmock check` finds in a spec, computed in one place: the guideline rules over the spec
/// and its layout tree (``Checker``), then the pixel rules over its raster (``VisibilityCheck``).
/// `check`, `render` (its check pass) and `gallery` all call it, on the spec they prepared once.
///
/// ```swift
/// switch PreparedSpec.prepareOrRefuse(variant.spec, measuring: renderer.textMeasurer) {
/// case .success(let p): findings = SpecFindings.of(p, renderer: renderer, baseDirectory: dir)
/// case .failure(let r): findings = SpecFindings.of(r, measuring: renderer.textMeasurer, baseDirectory: dir)
/// }
/// ```
public enum SpecFindings {
    /// The findings of a prepared spec, sorted by position then rule id, without laying it out
    /// again. Rules in `ignoring` or the spec's `checks.ignore` are skipped.
    /// - Parameter shared: ``VisibilityCheck/rasterize(_:renderer:baseDirectory:)`` of `prepared`
    ///   with `renderer`, when the caller draws that raster anyway (a PNG at the check's scale):
    ///   the pixel rules then draw only what is behind the elements.
    public static func of(_ prepared: PreparedSpec, renderer: Renderer, baseDirectory: String, ignoring: Set<String> = [],
                          shared: VisibilityCheck.SharedRaster? = nil) -> [Finding] {
        let rules = Checker.check(prepared.spec, environment: prepared.environment, layout: prepared.layout,
                                  measuring: renderer.textMeasurer, baseDirectory: baseDirectory, ignoring: ignoring)
        return VisibilityCheck.adding(to: rules, prepared, renderer: renderer, baseDirectory: baseDirectory,
                                      ignoring: ignoring, shared: shared)   // issue 14 §8
    }

    /// The findings of a spec the validation stage refused: each of its problems as an error
    /// under its rule id, and the rules that need no layout (nothing is drawn, so no pixel rule).
    public static func of(_ refused: RefusedSpec, measuring: any TextMeasuring, baseDirectory: String?,
                          ignoring: Set<String> = []) -> [Finding] {
        Checker.check(refused.spec, environment: refused.environment, refusedWith: refused.problems, measuring: measuring,
                      baseDirectory: baseDirectory, ignoring: ignoring)
    }

    /// The findings of one variant of `matrix`, prepared or refused, as `navmock check` reports
    /// them: a finding about a value written in `variants` points there.
    public static func of(_ outcome: Result<PreparedSpec, RefusedSpec>, in matrix: VariantMatrix, renderer: Renderer,
                          baseDirectory: String, ignoring: Set<String> = [], shared: VisibilityCheck.SharedRaster? = nil) -> [Finding] {
        let found: [Finding]
        switch outcome {
        case .success(let p): found = of(p, renderer: renderer, baseDirectory: baseDirectory, ignoring: ignoring, shared: shared)
        case .failure(let r): found = of(r, measuring: renderer.textMeasurer, baseDirectory: baseDirectory, ignoring: ignoring)
        }
        return found.map { mapped($0, into: matrix) }
    }

    /// A finding moved into `variants` when it is about a value written there (see
    /// ``VariantMatrix/mapError(_:variantName:)``); other findings are returned as they are.
    public static func mapped(_ f: Finding, into matrix: VariantMatrix) -> Finding {
        let p = SpecProblem(path: f.path, location: f.location, kind: .invalid(f.message), ruleID: f.ruleID)
        guard let q = matrix.mapError(.spec([p]), variantName: "").problems.first, q.path != p.path else { return f }
        return Finding(ruleID: f.ruleID, severity: f.severity, path: q.path, location: q.location, message: f.message)
    }

    /// The findings of every variant of a spec as one list, as `navmock check` prints them: a
    /// finding every variant has is listed once; one only some variants have is listed for each
    /// of them, with ` (variant "name")` after its message. Sorted by position, then rule id.
    public static func merged(_ perVariant: [[Finding]], names: [String]) -> [Finding] {
        guard perVariant.count > 1 else { return perVariant.first ?? [] }
        func key(_ f: Finding) -> String { "\(f.ruleID)|\(f.path)|\(f.location)|\(f.message)" }
        var counts: [String: Int] = [:]
        for list in perVariant { for k in Set(list.map(key)) { counts[k, default: 0] += 1 } }
        var out: [Finding] = [], seen = Set<String>()
        for (i, list) in perVariant.enumerated() {
            for var f in list {
                if counts[key(f)] == perVariant.count {
                    if seen.insert(key(f)).inserted { out.append(f) }
                } else {
                    f.message += " (variant \"\(names[i])\")"
                    out.append(f)
                }
            }
        }
        return out.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }
}
