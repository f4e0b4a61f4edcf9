import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock languages SPEC|DIR... -o DIR`: the truncation report of every variant (issue 39).
enum LanguagesCommand {
    static let help = """
    usage: navmock languages SPEC|DIR... -o DIR [--vary PATH=V1,V2]... [--scale S] [--fail-on WHAT]...

    Renders every variant of each spec (with "variants": {"locale": "catalog"}, every language of
    the app's strings; "pseudo" adds the pseudo-languages) as `gallery` does — images, a contact
    sheet per spec, index.html — and writes the truncation report beside them: for each language
    × device × orientation, the tab titles the layout tightened or truncated and by how many
    points, the badges that cover an icon, and the texts by key the language lacks (drawn in the
    development language, or as the key when no language has it):

      DIR/truncation.txt    one line per title or badge (also printed on stdout)
      DIR/truncation.json   the same as a JSON array (points rounded to 0.1)
      DIR/truncation.html   the contact sheets and one card per variant, its image and its list

    The report is read from the layout's own flags (`navmock layout` prints `truncated` and
    `tracking` on a title), so it lists exactly what the images show.

      -o, --output DIR   the output folder (created)
      --vary PATH=V,…    vary a field for every spec (repeatable), such as
                         --vary locale=catalog --vary orientation=portrait,landscape
      --scale S          the image scale (default: each device's own)
      --fail-on WHAT     exit 1 when the report has one: truncated, tightened or badge (repeatable)
      --jobs N           worker threads for the images (default: one per core)
      --font FILE        a font file to draw with (repeatable), as render's
      --icons DIR        where icon files named without a folder are found, as render's
      --exclude GLOB     leave out matching files of a folder (repeatable)
      --missing-symbols error|placeholder
                         an unknown SF Symbols name: an error (default) or a placeholder
      --sf-symbols DIR   draw Apple's SF Symbols templates from DIR (docs/apple-assets.md)
      --base-dir DIR     where a spec read from standard input (-) resolves its file paths

    navmock.json applies as for gallery; its "strings" names the app's strings for specs that
    give texts by key and name none of their own (docs/localization.md).

    Exit: 0 ok (1 with --fail-on when the report has what it names); 64 usage; 65 invalid spec
    or malformed strings (FILE:LINE:COLUMN of the catalog in the message); 66 missing input or a
    file it names; 73 output cannot be written; 74 writing to stdout/stderr failed.
    """

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do {
            a = try Arguments(args, valued: ["base-dir", "output", "scale", "vary", "jobs", "fail-on", "font", "icons", "exclude", "missing-symbols", "sf-symbols"],
                              boolean: ["help"])
        }
        catch { Console.usage(error.message, command: "languages"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty else { Console.usage("languages needs at least one spec or folder", command: "languages"); return .usage }
        guard let out = a.value("output") else { Console.usage("languages needs an output folder: -o DIR", command: "languages"); return .usage }
        let failOn = Set(a.values("fail-on"))
        for w in failOn where !["truncated", "tightened", "badge"].contains(w) {
            Console.usage("--fail-on takes truncated, tightened or badge, not \"\(w)\"", command: "languages"); return .usage
        }
        do throws(Failure) {
            // navmock.json as for gallery: scales, excludes, fonts, SF Symbols templates and the app's strings.
            try Common.applyConfig(&a, accepting: ["scale", "exclude", "font", "sf-symbols"])
            try Common.applyBaseDirectory(a)
            let scales = try SnapshotOptions.scales(a, command: "languages")
            let extra = try SnapshotOptions.vary(a, command: "languages")
            let readOptions = try Common.readOptions(a)
            var options = Gallery.Options(outputDirectory: out, scales: scales, rendererOptions: try Common.rendererOptions(a),
                                          workers: try SnapshotOptions.jobs(a, command: "languages"), extraVariants: extra,
                                          progress: ProgressLine.enabled)
            options.readOptions = readOptions
            // The report is read from the layouts the gallery draws its images from (one layout
            // per variant), collected as each is prepared and put in input and variant order.
            let collected = Locked<[(file: String, variant: Int, row: TruncationRow)]>([])
            options.onPrepared = { file, v, p, measuring in
                var row = TruncationReport.row(file: file.path, variant: v.name, spec: v.spec, environment: p.environment,
                                               layout: p.layout, measuring: measuring)
                let scale = scales.first ?? p.layout.scale
                row.image = file.relativeStem + (v.name.isEmpty ? "" : "-" + v.name) + "@\(Common.scaleName(scale))x.png"
                collected.withLock { $0.append((file.path, v.index, row)) }
            }
            let (inputs, summary, worst) = GalleryCommand.runGallery(a, options: options)
            if summary.refused { return worst.withLock { $0 } }
            let order = Dictionary(inputs.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
            let rows = collected.withLock { $0 }.sorted { (order[$0.file] ?? 0, $0.variant) < (order[$1.file] ?? 0, $1.variant) }.map(\.row)
            let sheets = inputs.filter { i in rows.contains { $0.file == i.path } }.map { "contact-sheets/\($0.relativeStem).png" }
            let text = TruncationReport.text(rows)
            let title = inputs.count == 1 ? "Truncation: \(inputs[0].relativeStem)" : "Truncation: \(inputs.count) specs"
            let html = TruncationReport.html(rows, title: title, contactSheets: sheets)
            for (name, body) in [("truncation.txt", text), ("truncation.json", TruncationReport.json(rows)), ("truncation.html", html)] {
                do throws(FileError) { try AtomicFile.write(Array(body.utf8), to: (out as NSString).appendingPathComponent(name), inside: out) }
                catch { throw Failure(code: .cantCreate, text: error.description) }
            }
            Console.outRaw(text)
            Console.info("wrote \(summary.images) image\(summary.images == 1 ? "" : "s"), \(summary.contactSheets) contact sheet\(summary.contactSheets == 1 ? "" : "s"), truncation.txt, truncation.json and truncation.html to \(out)")
            let titles = rows.flatMap(\.titles)
            let hit = (failOn.contains("truncated") && titles.contains { $0.change == .truncated })
                || (failOn.contains("tightened") && titles.contains { $0.change == .tightened })
                || (failOn.contains("badge") && rows.contains { !$0.badges.isEmpty })
            return max(worst.withLock { $0 }, hit ? .failure : .success)
        } catch {
            Console.error(error.text)
            return error.code
        }
    }
}
