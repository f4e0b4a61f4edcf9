import Foundation
import NavMockCore
import NavMockRender

/// `navmock layout SPEC`: the layout tree as JSON on stdout.
enum LayoutCommand {
    static let help = """
    usage: navmock layout SPEC [--variant NAME] [--font FILE]... [--missing-symbols error|placeholder]

    Prints the layout tree as JSON: every node has a role (tabBar, tabBar.item, tabBar.item.icon,
    tabBar.item.title, tabBar.item.badge, tabBar.selection, ...), a frame {x, y, width, height} in
    points in screen coordinates (top-left origin), an index where it has one, and children. The
    root gives the canvas rectangle, the scale and the resolved environment. Keys are sorted and
    numbers rounded to 0.001 pt, so the output is a stable text reference.

    Icon and image files are resolved and decoded first, as render does. A spec with `variants`
    has every variant read, validated and its icons and images resolved first (errors at the value
    inside `variants`, as in `navmock check`); the tree printed is the spec's own, without variant
    values applied (its texts by key in its own locale, else the development language's);
    --variant NAME prints that variant's tree instead (a name as render gives it: `de`, `dark-rtl`).

      --variant NAME         the variant to print (`navmock render` names its files SPEC-NAME)

      --missing-symbols MODE error (default) or placeholder for unknown symbols
      --sf-symbols DIR       SF Symbols templates exported from Apple's SF Symbols app (NAME.svg),
                             drawn instead of the stand-ins (or NAVMOCK_SF_SYMBOLS; docs/apple-assets.md)
      --base-dir DIR         where a spec read from standard input (-) resolves icon and
                             image paths, which must stay inside it (default: the current folder)

    Exit: 0 ok, 64 usage, 65 invalid spec (an unknown symbol, a path outside the spec's folder),
    66 missing input or icon/image file, 70 internal error, 74 stdout failed.
    """

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do { a = try Arguments(args, valued: ["base-dir", "font", "icons", "missing-symbols", "sf-symbols", "variant"], boolean: ["help"]) }
        catch { Console.usage(error.message, command: "layout"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard a.positionals.count == 1 else { Console.usage("layout takes exactly one spec", command: "layout"); return .usage }
        do throws(Failure) {
            try Common.applyConfig(&a, accepting: ["font", "sf-symbols"])
            try Common.applyBaseDirectory(a)
            let readOptions = try Common.readOptions(a)
            let pipeline = try Common.pipeline(a)   // its renderer is made while the spec is read
            let source = try Common.read(a.positionals[0])
            let (matrix, variants) = try Common.variants(source, options: readOptions)
            let stage = try Common.stage(pipeline)
            if !matrix.fields.isEmpty {
                // Every variant is laid out and has its icon and image files resolved, as render
                // would, so a variant's missing icon fails here too (66), not only in render.
                for v in variants {
                    do throws(MockupError) { _ = try stage.prepare(v, of: matrix, source: source) }
                    catch { throw Common.mockupFailure(error, source: source, variant: v) }
                }
            }
            var own: Spec
            if let name = a.value("variant") {
                guard let v = variants.first(where: { $0.name == name }) else {
                    let names = variants.map(\.name).filter { !$0.isEmpty }
                    throw Failure(code: .usage, text: "--variant \(name): \(source.displayPath) has no such variant"
                                  + (names.isEmpty ? " (it has no variants)" : "; it has: " + names.joined(separator: ", ")))
                }
                own = v.spec
            } else if matrix.strings != nil {
                // The spec's own texts by key, looked up in its own locale (Localizer).
                do throws(SpecError) { own = try matrix.ownSpec() }
                catch { throw Common.specFailure(error, file: source.displayPath) }
            } else {
                do throws(SpecError) { own = try SpecReader.read(source.bytes, options: readOptions) }
                catch { throw Common.specFailure(error, file: source.displayPath) }
            }
            let prepared: PreparedSpec
            do throws(MockupError) {
                prepared = try stage.prepare(own, source: source) { w in Console.err(Diagnostic.specWarning(w, file: source.displayPath)) }
            } catch { throw Common.mockupFailure(error, source: source) }
            Console.outRaw(prepared.layout.jsonText())
            return .success
        } catch {
            Console.error(error.text)
            return error.code
        }
    }
}
