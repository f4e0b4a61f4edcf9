import Foundation
import NavMockCore
import NavMockRender

/// Variant expansion for `render`, `check` and `layout`, through the same ``VariantExpander`` that
/// `test` and `gallery` use, so every command reads the same variants under the same names.
extension Common {
    /// Every variant of a spec read from `source` (one unnamed variant without `variants`), each
    /// read strictly; `extra` adds `--vary` fields.
    /// - Throws: ``Failure`` (65) with one line per problem; a wrong value in `variants` is
    ///   reported at that value, with the variant's name.
    static func variants(_ source: SpecSource, extra: JSONNode? = nil, options: SpecReadOptions = .init()) throws(Failure) -> (matrix: VariantMatrix, variants: [SpecVariant]) {
        let root: JSONNode
        do { root = try JSONParser.parse(source.bytes) } catch { throw specFailure(.json(error), file: source.displayPath) }
        do {
            let m = try VariantExpander.matrix(root, extra: extra, options: options)
            return (m, try readAll(m))
        } catch { throw specFailure(error, file: source.displayPath) }
    }

    /// Reads every variant of `m`, collecting the problems of all of them (each distinct problem
    /// once, in order met), so that one run reports every wrong value in `variants`.
    static func readAll(_ m: VariantMatrix) throws(SpecError) -> [SpecVariant] {
        var out: [SpecVariant] = [], problems: [SpecProblem] = [], seen = Set<String>()
        for i in 0..<m.count {
            do throws(SpecError) { out.append(try m.variant(at: i)) }
            catch {
                for p in error.problems where seen.insert("\(p.location)|\(p.path)|\(p.ruleID)").inserted { problems.append(p) }
            }
        }
        if !problems.isEmpty { throw .spec(problems) }
        return out
    }

    /// ``prepare(_:renderer:)`` for one variant already read: lays it out, prints its reader
    /// warnings to stderr and resolves its resources.
    /// `scales`, `ownScale`: as for ``resolveResources(_:source:renderer:scales:ownScale:)``.
    static func prepare(_ variant: SpecVariant, of matrix: VariantMatrix, source: SpecSource, renderer: Renderer,
                        scales: [Double] = [], ownScale: Bool = true) throws(Failure) -> PreparedSpec {
        let p: PreparedSpec
        do { p = try PreparedSpec.prepare(variant.spec, measuring: renderer.textMeasurer) }
        catch { throw specFailure(matrix.mapError(error, variantName: variant.name), file: source.displayPath) }
        for w in p.spec.warnings { Console.err("\(source.displayPath):\(w)\(variantSuffix(variant))") }
        try resolveResources(p, source: source, renderer: renderer, scales: scales, ownScale: ownScale)
        return p
    }

    /// A finding moved into `variants` when it is about a value written there (see
    /// ``VariantMatrix/mapError(_:variantName:)``); other findings are returned as they are.
    static func mapFinding(_ f: Finding, of matrix: VariantMatrix, variant: String) -> Finding {
        let p = SpecProblem(path: f.path, location: f.location, kind: .invalid(f.message), ruleID: f.ruleID)
        guard let q = matrix.mapError(.spec([p]), variantName: "").problems.first, q.path != p.path else { return f }
        return Finding(ruleID: f.ruleID, severity: f.severity, path: q.path, location: q.location, message: f.message)
    }

    /// ` (variant "dark")`, or nothing for a spec without variants.
    static func variantSuffix(_ v: SpecVariant) -> String { v.name.isEmpty ? "" : " (variant \"\(v.name)\")" }

    /// Whether a check finding repeats one of the reader's warnings (already printed by prepare).
    static func repeatsWarning(_ f: Finding, of spec: Spec) -> Bool {
        spec.warnings.contains { $0.location == f.location && $0.path == f.path && $0.message == f.message }
    }
}
