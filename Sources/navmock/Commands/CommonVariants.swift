import Foundation
import NavMockCore
import NavMockRender

/// Variant expansion for `render`, `check` and `layout`, through the same ``VariantExpander`` that
/// `test` and `gallery` use, so every command reads the same variants under the same names.
extension Common {
    /// Every variant of a spec read from `source` (one unnamed variant without `variants`), each
    /// read strictly; `extra` adds `--vary` fields (``SpecSource/variants(extra:options:)``).
    /// - Throws: ``Failure`` (65) with one line per problem; a wrong value in `variants` is
    ///   reported at that value, with the variant's name.
    static func variants(_ source: SpecSource, extra: JSONNode? = nil, options: SpecReadOptions = .init()) throws(Failure) -> (matrix: VariantMatrix, variants: [SpecVariant]) {
        do { return try source.variants(extra: extra, options: options) }
        catch { throw specFailure(error, file: source.displayPath) }
    }

    /// One variant already read, validated, laid out and its resources resolved (through
    /// ``MockupStage/prepare(_:of:source:request:warn:)``); its reader warnings go to stderr.
    static func prepare(_ variant: SpecVariant, of matrix: VariantMatrix, source: SpecSource, stage: MockupStage) throws(Failure) -> PreparedSpec {
        do throws(MockupError) {
            return try stage.prepare(variant, of: matrix, source: source) { w in
                Console.err(Diagnostic.specWarning(w, file: source.displayPath, suffix: variantSuffix(variant)))
            }
        } catch { throw mockupFailure(error, source: source, variant: variant) }
    }

    /// Runs the validation stage (``SpecValidator``) on every variant, without laying any out.
    /// - Throws: ``Failure`` (65) with every problem of every variant (each once, in order met), a
    ///   problem about a value inside `variants` pointing there.
    static func validate(_ variants: [SpecVariant], of matrix: VariantMatrix, source: SpecSource) throws(Failure) {
        var problems: [SpecProblem] = [], seen = Set<String>()
        for v in variants {
            let found = SpecValidator.problems(v.spec, Environment.resolve(v.spec))
            guard !found.isEmpty else { continue }
            for p in matrix.mapError(.spec(found), variantName: v.name).problems
            where seen.insert("\(p.location)|\(p.path)|\(p.message)").inserted { problems.append(p) }
        }
        if !problems.isEmpty { throw specFailure(.spec(problems), file: source.displayPath) }
    }

    /// ` (variant "dark")`, or nothing for a spec without variants.
    static func variantSuffix(_ v: SpecVariant) -> String { v.name.isEmpty ? "" : " (variant \"\(v.name)\")" }

    /// Whether a check finding repeats one of the reader's warnings (already printed by prepare).
    static func repeatsWarning(_ f: Finding, of spec: Spec) -> Bool {
        spec.warnings.contains { $0.location == f.location && $0.path == f.path && $0.message == f.message }
    }
}
