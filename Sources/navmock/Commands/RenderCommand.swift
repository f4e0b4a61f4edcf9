import Foundation
import NavMockCore
import NavMockRender

/// `navmock render SPEC|DIR... [-o OUT] [--format png,svg,pdf] [--scale 1,2,3] [--json]`
enum RenderCommand {
    static let help = """
    usage: navmock render SPEC|DIR... [-o OUT] [--format png,svg,pdf] [--scale 1,2,3] [--json]
                          [--vary PATH=V1,V2]... [--png-compression 0-9] [--font FILE]... [--icons DIR]...

    Renders each spec (a folder: every .json below it) and each of its variants (named as `test`
    names them) to OUT (default: .), mirroring the folder tree: <spec>[-<variant>]@<scale>x.png,
    <spec>[-<variant>].svg, <spec>[-<variant>].pdf.

      -o, --output OUT       output folder (created if needed)
      --format LIST          png, svg, pdf (default: png,svg)
      --scale LIST           PNG scales, any positive numbers (default: the device's own scale)
      --json                 print what was written as JSON on stdout
      --vary PATH=V1,V2      vary a field of every spec (repeatable), as gallery does
      --png-compression N    zlib level 0-9 (default 1: fast; 9: smallest)
      --font FILE            a font file put before the bundled ones (or NAVMOCK_FONTS=a:b)
      --icons DIR            a folder icon and image paths may also point into (repeatable)
      --exclude GLOB         skip files below a folder argument matching GLOB (* within a folder)
      --strict               refuse a spec the checks find warnings in
      --no-check             skip the checks (`navmock check` runs first; warnings go to stderr)
      --missing-symbols MODE error (default) or placeholder for unknown symbols
      --base-dir DIR         where a spec read from - resolves icon and image paths, which
                             must stay inside it (default: the current folder)

    Exit: 0 ok, 64 usage, 65 invalid spec (or two specs with the same output name: nothing is
    written), 66 missing input, unreadable folder or file it names, 70 internal error, 73 output
    cannot be written, 74 writing to stdout/stderr failed; a batch goes on past a failing spec
    and exits with the most severe code met (70 > 74 > 73 > 66 > 65 > 1).
    """

    static func run(_ args: [String]) -> ExitCode {
        let a: Arguments
        do { a = try Arguments(args, valued: ["base-dir", "output", "format", "scale", "png-compression", "font", "icons", "exclude", "vary", "missing-symbols"], boolean: ["json", "help", "strict", "no-check"]) }
        catch { Console.error(error.message + "\n" + help); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty else { Console.error("render needs at least one spec or folder\n" + help); return .usage }
        let formats = a.list("format").isEmpty ? ["png", "svg"] : a.list("format")
        for f in formats where !["png", "svg", "pdf"].contains(f) {
            Console.error("unknown format \"\(f)\"; use png, svg or pdf"); return .usage
        }
        var scales: [Double] = []
        for s in a.list("scale") {
            guard let v = Double(s), v.isFinite, v > 0, v <= 16 else {
                Console.error("--scale takes positive numbers up to 16, not \"\(s)\""); return .usage
            }
            scales.append(v)
        }
        let out = a.value("output") ?? "."
        do {
            try Common.applyBaseDirectory(a)
            let readOptions = try Common.readOptions(a)
            let extra = try SnapshotOptions.vary(a)
            let expansion = InputExpander.expand(a.positionals, exclude: a.values("exclude"))
            var worst = expansion.reportProblems()
            // Every spec is read and expanded first, so that two outputs with the same name
            // (`clock.json` with a variant `dark` and `clock-dark.json`) are refused before
            // anything is written.
            var planned: [(input: SpecInput, source: SpecSource, matrix: VariantMatrix, variants: [SpecVariant])] = []
            for input in expansion.inputs {
                do throws(Failure) {
                    let source = try Common.read(input.path)
                    let (m, vs) = try Common.variants(source, extra: extra, options: readOptions)
                    planned.append((input, source, m, vs))
                } catch {
                    Console.error(error.text)
                    worst = max(worst, error.code)
                }
            }
            var owner: [String: String] = [:]
            var collided = false
            for p in planned {
                for v in p.variants {
                    let stem = outputStem(p.input, v)
                    let me = p.input.path + Common.variantSuffix(v)
                    if let first = owner[stem], first != me || p.input.path == "-" {
                        Console.error("\(first) and \(me) would both write \((out as NSString).appendingPathComponent(stem)).*; rename one, or render them into different -o folders")
                        collided = true
                    } else { owner[stem] = me }
                }
            }
            if collided { return max(.dataError, worst) }
            let renderer = try Common.makeRenderer(try Common.rendererOptions(a))
            var written: [[String: String]] = []
            for p in planned {
                for v in p.variants {
                    do {
                        let files = try renderOne(p.source, variant: v, of: p.matrix, stem: outputStem(p.input, v), renderer: renderer,
                                                  formats: formats, scales: scales, outDir: out,
                                                  check: !a.has("no-check"), strict: a.has("strict"))
                        written += files.map { ["spec": p.input.path, "file": $0] }
                        if !a.has("json") { for f in files { Console.err("wrote \(f)") } }
                    } catch {
                        Console.error(error.text)
                        worst = max(worst, error.code)
                    }
                }
            }
            if a.has("json") {
                let items = written.map { "  {\"spec\": \(jsonQuote($0["spec"]!)), \"file\": \(jsonQuote($0["file"]!))}" }
                Console.out("[\n" + items.joined(separator: ",\n") + (items.isEmpty ? "]" : "\n]"))
            }
            return worst
        } catch {
            Console.error(error.text)
            return error.code
        }
    }

    /// `<spec>` or `<spec>-<variant>`, relative to the output folder (as `navmock test` names cases).
    static func outputStem(_ input: SpecInput, _ v: SpecVariant) -> String {
        input.relativeStem + (v.name.isEmpty ? "" : "-" + v.name)
    }

    /// Renders one spec into every requested file; nothing is written unless every format rendered.
    /// `stem` is the output path relative to `outDir`, without scale or extension.
    static func renderOne(_ source: SpecSource, variant: SpecVariant, of matrix: VariantMatrix, stem relativeStem: String, renderer: Renderer,
                          formats: [String], scales: [Double], outDir: String,
                          check: Bool = true, strict: Bool = false) throws(Failure) -> [String] {
        // Images decoded once, for the PNG scales and (SVG, PDF, default PNG) the device's own.
        let prepared = try Common.prepare(variant, of: matrix, source: source, renderer: renderer,
                                          scales: formats.contains("png") ? scales : [],
                                          ownScale: scales.isEmpty || formats.contains { $0 != "png" })
        if check {
            // The reader's warnings were printed by prepare; each is printed once.
            let all = Checker.check(prepared.spec, environment: prepared.environment, layout: prepared.layout,
                                    measuring: renderer.textMeasurer, baseDirectory: source.baseDirectory)
                .filter { $0.severity >= .warning && $0.ruleID != .specWarning && $0.ruleID != .symbolPlaceholder }
            let findings = all.filter { !Common.repeatsWarning($0, of: prepared.spec) }
            for f in findings { Console.err("\(source.displayPath):\(f)\(Common.variantSuffix(variant))") }
            if strict, let f = all.first {
                throw Failure(code: .failure, text: "\(source.displayPath)\(Common.variantSuffix(variant)): not rendered: --strict and \(all.count) finding\(all.count == 1 ? "" : "s") (first: [\(f.ruleID)])")
            }
        }
        let stem = (outDir as NSString).appendingPathComponent(relativeStem)
        var outputs: [(String, [UInt8])] = []
        do {
            for f in formats {
                switch f {
                case "png":
                    for s in (scales.isEmpty ? [prepared.layout.scale] : scales) {
                        outputs.append(("\(stem)@\(Common.scaleName(s))x.png",
                                        try renderer.render(prepared.scene, as: .png(scale: s), baseDirectory: source.baseDirectory)))
                    }
                case "svg":
                    outputs.append(("\(stem).svg", try renderer.render(prepared.scene, as: .svg, baseDirectory: source.baseDirectory)))
                default:
                    outputs.append(("\(stem).pdf", try renderer.render(prepared.scene, as: .pdf, baseDirectory: source.baseDirectory)))
                }
            }
        } catch {
            throw Common.renderFailure(error, file: source.displayPath)
        }
        try AtomicWriter.writeTogether(outputs)   // issue 14 §9: a spec's outputs change together or not at all
        return outputs.map(\.0)
    }
}

func jsonQuote(_ s: String) -> String {
    var o = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": o += "\\\""
        case "\\": o += "\\\\"
        case "\n": o += "\\n"
        default: if u.value < 0x20 { o += String(format: "\\u%04x", u.value) } else { o.unicodeScalars.append(u) }
        }
    }
    return o + "\""
}
