import Foundation
import NavMockCore
import NavMockSnapshot

/// `navmock gallery SPEC|DIR... -o DIR`: images, contact sheets, redlines and an index.html.
enum GalleryCommand {
    static let help = """
    usage: navmock gallery SPEC|DIR... -o DIR [--scale LIST] [--redlines] [--vary PATH=V1,V2]...
                           [--jobs N] [--font FILE]... [--icons DIR]...

    Renders every spec (a folder: every .json below it) and each of its variants into DIR,
    mirroring the folder tree: <spec>[-<variant>]@<scale>x.png, a contact sheet per spec in
    contact-sheets/<spec>.png (the variants in a grid with captions), index.html (every image with
    its spec, variants and check findings; works offline) and manifest.json (provenance: spec
    hashes and the toolchain fingerprint). Renders on every core, writing each image as soon as it
    is drawn, so memory stays flat whatever the number of specs.

      -o, --output DIR       output folder (required)
      --scale LIST           scales (default: each device's own); the first is shown in the index
      --redlines             also write redlines/<spec>[-<variant>]@<scale>x.png: the frames
                             outlined with their sizes and distances in points
      --name NAME            the output name of a spec read from - (default: stdin)
      --vary PATH=V1,V2      add a variant field to every spec (repeatable), e.g.
                             --vary appearance=light,dark --vary layoutDirection=leftToRight,rightToLeft
      --jobs N               worker threads (default: one per core)
      --exclude GLOB         skip files below a folder argument whose relative path or name
                             matches GLOB (repeatable; * stays within a folder, ** does not)
      --missing-symbols MODE error (default) or placeholder for unknown symbols
      --sf-symbols DIR       SF Symbols templates exported from Apple's SF Symbols app (NAME.svg),
                             drawn instead of the stand-ins (or NAVMOCK_SF_SYMBOLS; docs/apple-assets.md)
      --base-dir DIR         where a spec read from standard input (-) resolves icon and
                             image paths, which must stay inside it (default: the current folder)

    Exit: 0 ok, 64 usage, 65 invalid spec (or two specs with the same image names: nothing is
    written), 66 missing input or file it names, 70 internal error, 73 output cannot be written,
    74 writing to stdout/stderr failed (the most severe met; the other specs are still rendered).
    """

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do {
            a = try Arguments(args, valued: ["base-dir", "output", "scale", "vary", "jobs", "font", "icons", "png-compression", "exclude", "missing-symbols", "name", "sf-symbols"],
                              boolean: ["redlines", "help"])
        } catch { Console.usage(error.message, command: "gallery"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty else { Console.usage("gallery needs at least one spec or folder", command: "gallery"); return .usage }
        guard let out = a.value("output") else { Console.usage("gallery needs an output folder: -o DIR", command: "gallery"); return .usage }
        do throws(Failure) {
            try Common.applyConfig(&a, accepting: ["scale", "exclude", "font", "sf-symbols"])
            try Common.applyBaseDirectory(a)
            _ = try SingleOutput.stdinName(a)
            var options = Gallery.Options(outputDirectory: out, scales: try SnapshotOptions.scales(a, command: "gallery"), redlines: a.has("redlines"),
                                          rendererOptions: try Common.rendererOptions(a), workers: try SnapshotOptions.jobs(a, command: "gallery"),
                                          extraVariants: try SnapshotOptions.vary(a, command: "gallery"), progress: ProgressLine.enabled)
            options.readOptions = try Common.readOptions(a)
            let (inputs, summary, worst) = runGallery(a, options: options)
            if summary.refused { return worst.withLock { $0 } }
            let rate = summary.seconds > 0 ? Double(summary.images + summary.redlines + summary.contactSheets) / summary.seconds : 0
            let failed = summary.failedSpecs
            Console.info("\(inputs.count) spec\(inputs.count == 1 ? "" : "s"), \(failed) failed: "
                        + "wrote \(summary.images) image\(summary.images == 1 ? "" : "s")"
                        + (summary.redlines > 0 ? ", \(summary.redlines) with redlines" : "")
                        + ", \(summary.contactSheets) contact sheet\(summary.contactSheets == 1 ? "" : "s") and index.html to \(out)"
                        + String(format: " in %.2f s (%.1f files/s)", summary.seconds, rate))
            return worst.withLock { $0 }
        } catch {
            Console.error(error.text)
            return error.code
        }
    }

    /// Runs ``Gallery`` on `a`'s spec arguments into `options.outputDirectory` (the output folder
    /// itself is never read as input), printing each problem; `gallery` and `languages` share it.
    /// Returns the inputs, the summary and the most severe exit code met so far.
    static func runGallery(_ a: Arguments, options: Gallery.Options) -> (inputs: [SpecFile], summary: Gallery.Summary, worst: Locked<ExitCode>) {
        let outURL = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.path
        let (inputs, inputWorst) = SnapshotOptions.inputs(a, excluding: outURL)
        let worst = Locked(inputWorst)
        if options.progress { ProgressLine.drawnElsewhere() }
        let summary = Gallery.run(inputs, options: options) { kind, message in
            Console.error(message)
            worst.withLock { $0 = max($0, ExitCode(kind)) }
        }
        return (inputs, summary, worst)
    }
}
