import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock watch SPEC|DIR... -o OUT`: renders every spec once, then again each time it, an
/// icon it names or `navmock.json` changes, in one process whose renderer stays warm.
enum WatchCommand {
    static let help = """
    usage: navmock watch SPEC|DIR... -o OUT [--format png,svg,pdf] [--scale LIST] [--svg-text text|paths]
                         [--font FILE]... [--icons DIR]... [--exclude GLOB]...

    Renders each spec (a folder: every .json below it, new ones too) into OUT as render does,
    then watches the folders and renders a spec again when it is saved, when a file whose name
    it mentions (an icon, an image, a strings file) changes, and all of them when navmock.json
    changes (read again: its formats, scales, exclusions, fonts and SF Symbols apply from then on;
    one that cannot be read is reported as FILE:LINE:COLUMN: … and the last good one stays). One line per render on stdout: "rendered SPEC → FILES (N ms)". A spec with an
    error is reported as FILE:LINE:COLUMN: error: … on stderr and the watcher goes on; the files
    of its last good render stay. Ctrl-C stops it (every file is written atomically).

      -o, --output OUT       output folder (created if needed); required
      --format LIST          png, svg, pdf (default: png)
      --scale LIST           PNG scales (default: the device's own)
      --svg-text MODE        text (default) or paths: titles and badges of the SVG as real
                             <text> or as the glyphs' outlines, as render's (docs/svg.md)
      --font FILE            a font file put before the bundled ones
      --icons DIR            a folder icon and image paths may also point into; watched too
      --exclude GLOB         skip files below a folder argument matching GLOB

    Exit: 64 usage, 66 a missing argument, 70 the renderer cannot start or the folders cannot
    be watched; otherwise it runs until interrupted.
    """

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do { a = try Arguments(args, valued: ["output", "format", "svg-text", "scale", "font", "icons", "exclude", "png-compression", "sf-symbols"], boolean: ["help", "no-check"]) }
        catch { Console.usage(error.message, command: "watch"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty, !a.positionals.contains("-") else { Console.usage("watch needs at least one spec file or folder (not -)", command: "watch"); return .usage }
        guard let out = a.value("output") else { Console.usage("watch needs -o OUT, the folder to render into", command: "watch"); return .usage }
        let given = a
        do throws(Failure) {
            let (request, options) = try settings(&a)
            for p in a.positionals where !FileManager.default.fileExists(atPath: p) { throw Failure(code: .noInput, text: "\(p): no such file or folder") }
            let stage = try Common.stage(MockupPipeline(rendererOptions: options, parallelism: 1))
            let watcher: FolderWatcher
            do throws(FileError) { watcher = try FolderWatcher() } catch { throw Failure(code: .software, text: error.description) }
            let session = Session(arguments: a.positionals, exclude: a.values("exclude"), out: out, stage: stage, request: request,
                                  fonts: a.values("font"), sfSymbols: a.value("sf-symbols"))

            // What to watch: each folder argument and the folders below it, each spec file's folder,
            // --icons folders, and the folder of navmock.json.
            var folders: [String] = []
            for p in a.positionals {
                var st = stat()
                if stat(p, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { folders += FolderWatcher.folders(below: p) }
                else { folders.append(PathText.folder(p).isEmpty ? "." : PathText.folder(p)) }
            }
            for d in a.values("icons") { folders += FolderWatcher.folders(below: d) }
            if let config = ProjectConfig.locate(from: FileManager.default.currentDirectoryPath).trusted { folders.append(PathText.folder(config)) }
            for f in folders where !watcher.watch(f) { Console.warning("\(f): cannot watch this folder") }

            unblockStopSignals()
            let inputs = session.expand()
            // The folders of the files each spec names, before saying what is watched (a spec's
            // own renders add any an edit names later).
            for i in inputs {
                if let source = try? SpecSource.read(path: i.path) {
                    for f in FolderWatcher.referencedFolders(ofSpec: i.path, text: source.bytes) { watcher.watch(f) }
                }
            }
            Console.info("watching \(inputs.count) spec\(inputs.count == 1 ? "" : "s") in \(watcher.watchedFolders.count) folder\(watcher.watchedFolders.count == 1 ? "" : "s"); Ctrl-C to stop")
            for i in inputs { session.render(i) }
            session.watchReferences(watcher)
            let outAbsolute = absolute(out)
            while let changed = watcher.next(timeout: -1) {
                var all = false, names: Set<String> = [], specPaths: Set<String> = []
                for path in changed {
                    let name = PathText.lastComponent(path)
                    if FolderWatcher.isTemporary(name) { continue }
                    if absolute(path).hasPrefix(outAbsolute + "/") { continue }   // its own outputs
                    var st = stat()
                    if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR {
                        if a.positionals.contains(where: { absolute(path).hasPrefix(absolute($0) + "/") }) {
                            // A folder copied or moved in arrives whole: its files made no events
                            // of their own, so every spec and file in it counts as changed.
                            for f in FolderWatcher.folders(below: path) {
                                watcher.watch(f)
                                for n in (try? FileManager.default.contentsOfDirectory(atPath: f)) ?? [] where !FolderWatcher.isTemporary(n) {
                                    if n.hasSuffix(".json") { specPaths.insert(absolute((f as NSString).appendingPathComponent(n))) }
                                    names.insert(n)
                                }
                            }
                        }
                        continue
                    }
                    if name == ProjectConfig.fileName { all = true } else if name.hasSuffix(".json") { specPaths.insert(absolute(path)) }
                    names.insert(name)
                }
                if all, !session.reconfigure(given) { all = false }
                let inputs = session.expand()
                for i in inputs where all || specPaths.contains(absolute(i.path)) || session.mentions(i, names) { session.render(i) }
                session.watchReferences(watcher)
            }
            return .software
        } catch {
            Console.error(error.text)
            return error.code
        }
    }

    /// The command line `a` with `navmock.json`'s defaults filled in: what to render, and the
    /// renderer's options (fonts, SF Symbols).
    /// - Throws: ``Failure``: 64 for a bad flag or a bad `navmock.json` (every problem, each as
    ///   `FILE:LINE:COLUMN: path: message`).
    static func settings(_ a: inout Arguments) throws(Failure) -> (MockupRequest, Renderer.Options) {
        try Common.applyConfig(&a, accepting: ["format", "svg-text", "scale", "exclude", "font", "sf-symbols"])
        let formats = a.list("format").isEmpty ? ["png"] : a.list("format").uniqued()
        for f in formats where MockupRequest.Format(rawValue: f) == nil { throw Failure(code: .usage, text: "unknown format \"\(f)\"; use png, svg or pdf") }
        let scales = try SnapshotOptions.scales(a, command: "watch")
        return (MockupRequest(formats: formats.compactMap(MockupRequest.Format.init(rawValue:)), scales: scales, checks: false), try Common.rendererOptions(a))
    }

    /// Lets Ctrl-C (SIGINT), SIGTERM and SIGHUP end the process: a parent may have started it
    /// with them blocked (the mask is inherited; Foundation's `Process` on Linux does so), and a
    /// long-running command must still stop when asked.
    static func unblockStopSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, s) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// `p` made absolute against the current folder, `.` and `..` resolved (not links).
    static func absolute(_ p: String) -> String {
        let full = p.hasPrefix("/") ? p : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(p)
        return (full as NSString).standardizingPath
    }

    /// The specs being watched and the warm stage that renders them.
    final class Session {
        let arguments: [String], out: String
        var exclude: [String]
        var stage: MockupStage, request: MockupRequest
        /// The fonts and SF Symbols folder the stage's renderer was made with.
        var fonts: [String], sfSymbols: String?
        /// The bytes of each spec as last read, to find the file names it mentions.
        var texts: [String: [UInt8]] = [:]

        init(arguments: [String], exclude: [String], out: String, stage: MockupStage, request: MockupRequest, fonts: [String], sfSymbols: String?) {
            self.arguments = arguments; self.exclude = exclude; self.out = out; self.stage = stage; self.request = request
            self.fonts = fonts; self.sfSymbols = sfSymbols
        }

        /// `navmock.json` changed: reads it again over the command line `given` and renders with
        /// what it says from now on (formats, scales, excluded files; a new renderer when its
        /// fonts or SF Symbols folder changed). A configuration that cannot be read is reported
        /// (`FILE:LINE:COLUMN: path: message`) and the last good one stays. Returns whether it
        /// was read (the specs are then rendered again).
        func reconfigure(_ given: Arguments) -> Bool {
            var a = given
            do throws(Failure) {
                let (request, options) = try WatchCommand.settings(&a)
                if a.values("font") != fonts || a.value("sf-symbols") != sfSymbols {
                    stage = try Common.stage(MockupPipeline(rendererOptions: options, parallelism: 1))
                    fonts = a.values("font"); sfSymbols = a.value("sf-symbols")
                }
                self.request = request
                exclude = a.values("exclude")
                return true
            } catch {
                Console.error(error.text + " (the last good configuration stays)")
                return false
            }
        }

        /// The spec files now below the arguments (a new file in a folder argument counts).
        func expand() -> [SpecInput] { InputExpander.expand(arguments, exclude: exclude).inputs }

        /// Watches the folders the specs' files are in (``FolderWatcher/referencedFolders(ofSpec:text:)``),
        /// for the specs rendered so far; watching a folder again is a no-op.
        func watchReferences(_ watcher: FolderWatcher) {
            for (path, bytes) in texts {
                for f in FolderWatcher.referencedFolders(ofSpec: path, text: bytes) { watcher.watch(f) }
            }
        }

        /// Whether the spec's text mentions one of `names` as a quoted string's end (`"icons/star.svg"`).
        func mentions(_ input: SpecInput, _ names: Set<String>) -> Bool {
            guard let bytes = texts[input.path] else { return false }
            let text = String(decoding: bytes, as: UTF8.self)
            return names.contains { text.contains("/\($0)\"") || text.contains("\"\($0)\"") || text.contains((($0 as NSString).deletingPathExtension) + "\"") }
        }

        /// Renders every variant of `input` into the output folder; prints one line, or the error.
        func render(_ input: SpecInput) {
            let t0 = DispatchTime.now().uptimeNanoseconds
            stage.renderer.forgetChangedFiles()
            do throws(Failure) {
                let source = try Common.read(input.path)
                texts[input.path] = source.bytes
                let (m, vs) = try Common.variants(source)
                try Common.validate(vs, of: m, source: source)
                var files: [String] = []
                for v in vs {
                    files += try RenderCommand.renderOne(source, variant: v, of: m, stem: input.relativeStem + (v.name.isEmpty ? "" : "-" + v.name),
                                                         stage: stage, request: request, outDir: out)
                }
                let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
                Console.out("rendered \(input.path) → \(files.joined(separator: ", ")) (\(String(format: "%.1f", ms)) ms)")
            } catch {
                Console.error(error.text)
            }
        }
    }
}
