import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock serve [SPEC|DIR...]`: a local web server with a live preview of each spec (redrawn
/// when it, an icon it names or `navmock.json` changes, pushed to the page with Server-Sent
/// Events) and the review of a failed `navmock test` run's cases, with Accept.
enum ServeCommand {
    static let help = """
    usage: navmock serve [SPEC|DIR...] [--port N] [--artifacts DIR] [--scale S]
                         [--font FILE]... [--icons DIR]... [--exclude GLOB]...

    Serves, on http://127.0.0.1:PORT/ (printed at start):
      /            every spec: each variant's image, with switches for the appearance (as
                   written, light, dark), the scale (1, 2, 3) and the layout's redlines, and
                   what navmock check finds in it (severity, rule id and message)
      /spec/N      one spec: its images redraw by themselves when the spec, an icon it names or
                   navmock.json is saved (read again: its exclude, check.ignore, fonts and
                   sfSymbols apply from then on); an error shows in the page (file:line:column)
                   while the last good images stay
      /review      the failing cases of the last navmock test run (its artifacts folder's
                   accept.json): expected, actual and diff side by side, swipe, onion skin and
                   blink, and Accept per case or for all, which writes the references as
                   navmock accept does
    Specs default to the current folder. Ctrl-C stops it once the requests under way are done.

      --port N               the port (default: a free one)
      --artifacts DIR        the artifacts folder to review (default NAVMOCK_ARTIFACTS, else
                             .navmock-artifacts)
      --scale S              the PNG scale of the previews (default: the device's own)
      --font FILE            a font file put before the bundled ones
      --icons DIR            a folder icon and image paths may also point into; watched too
      --exclude GLOB         skip files below a folder argument matching GLOB

    Safe by default: it listens on 127.0.0.1 only; a request whose Host header is not
    localhost or 127.0.0.1 (with this port) is refused (DNS rebinding), as is any path but the
    pages and images it makes; nothing else on disk is served; Accept is a POST carrying a
    token made for this run; requests are bounded (32 connections, 30 s idle, 32 KiB of headers,
    16 KiB of body).

    Exit: 0 stopped by Ctrl-C, 64 usage, 66 a missing argument, 70 the renderer cannot start,
    73 the port cannot be used.
    """

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do { a = try Arguments(args, valued: ["port", "artifacts", "scale", "font", "icons", "exclude", "sf-symbols"], boolean: ["help"]) }
        catch { Console.usage(error.message, command: "serve"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        var port = 0
        if let p = a.value("port") {
            guard let v = Int(p), (1...65535).contains(v) else { Console.usage("--port takes a port number from 1 to 65535, not \"\(p)\"", command: "serve"); return .usage }
            port = v
        }
        var scale: Double? = nil
        if let s = a.value("scale") {
            guard let v = Double(s), v.isFinite, v > 0, v <= 16 else { Console.usage("--scale takes a positive number up to 16, not \"\(s)\"", command: "serve"); return .usage }
            scale = v
        }
        let arguments = a.positionals.isEmpty ? ["."] : a.positionals
        if arguments.contains("-") { Console.usage("serve reads spec files, not -", command: "serve"); return .usage }
        do throws(Failure) {
            let given = a
            try Common.applyConfig(&a, accepting: ServeState.configured)
            for p in arguments where !FileManager.default.fileExists(atPath: p) { throw Failure(code: .noInput, text: "\(p): no such file or folder") }
            let envArtifacts = ProcessInfo.processInfo.environment["NAVMOCK_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            let artifacts = a.value("artifacts") ?? envArtifacts ?? ".navmock-artifacts"
            let pipeline = MockupPipeline(rendererOptions: try Common.rendererOptions(a), parallelism: 1)
            let stage = try Common.stage(pipeline)
            let watcher: FolderWatcher
            do throws(FileError) { watcher = try FolderWatcher() } catch { throw Failure(code: .software, text: error.description) }

            // Ctrl-C is waited for on this thread; every other thread has the stop signals blocked.
            var stops = sigset_t()
            sigemptyset(&stops)
            for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stops, s) }
            pthread_sigmask(SIG_BLOCK, &stops, nil)

            let state = ServeState(arguments: arguments, artifacts: artifacts, options: a, given: given, stage: stage, scale: scale)
            // The port first: one in use ends the command (73) before anything is rendered.
            // Requests that come before the first renders are done see what is rendered so far.
            let server = try HTTPServer(port: port, loopbackOnly: true, limits: .init(), handler: state)
            state.port = server.port
            state.renderAll()
            var folders: [String] = []
            for p in arguments {
                var st = stat()
                if stat(p, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { folders += FolderWatcher.folders(below: p) }
                else { folders.append(PathText.folder(p).isEmpty ? "." : PathText.folder(p)) }
            }
            for d in a.values("icons") { folders += FolderWatcher.folders(below: d) }
            if let config = ProjectConfig.locate(from: FileManager.default.currentDirectoryPath).trusted { folders.append(PathText.folder(config)) }
            for f in folders where !watcher.watch(f) { Console.warning("\(f): cannot watch this folder") }

            FolderWatcher.detach(watcher) { w in state.watch(w, arguments: arguments) }
            Console.out("serving \(state.specCount) spec\(state.specCount == 1 ? "" : "s") at http://127.0.0.1:\(server.port)/ (review: http://127.0.0.1:\(server.port)/review); Ctrl-C to stop")
            var sig: Int32 = 0
            sigwait(&stops, &sig)
            state.stop()
            server.stop()
            Console.info("stopped")
            return .success
        } catch {
            Console.error(error.text)
            return error.code
        }
    }
}
