import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot
import Synchronization

/// What `navmock serve` holds: the specs and their last good images (rendered on the watcher's
/// thread with one warm stage), the event streams of open pages, and the review's token. The
/// HTTP threads only read it, under its lock.
///
/// Why `@unchecked Sendable` is sound: every `var` (the entries, the event streams, the next
/// stream's number, the stopping flag) is read and written only under `lock`, and the port under
/// its own `Mutex`; the `let`s are set before the server starts. `stage` (a `MockupStage`, whose
/// renderer is not thread-safe) is used by the watcher's thread alone: the HTTP threads only read
/// the PNG bytes it left in `entries`.
final class ServeState: HTTPServer.Handler, @unchecked Sendable {
    struct Variant { var name: String; var png: [UInt8]? }
    struct Entry { var path: String; var stem: String; var variants: [Variant] = []; var error: String? = nil; var version = 0; var text: [UInt8] = [] }

    let arguments: [String], exclude: [String], artifacts: String
    let stage: MockupStage
    let scale: Double?
    /// Set once the server listens (so a request may already be read while it is set); the Host
    /// header must name it. 0 until then.
    var port: Int {
        get { portValue.withLock { $0 } }
        set { portValue.withLock { $0 = newValue } }
    }
    private let portValue = Mutex(0)
    /// The token every POST must carry: 32 random hex digits, made at start.
    let token: String = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()

    private let lock = NSCondition()
    private var entries: [Entry] = []
    private var streams: [UInt64: [UInt8]] = [:]
    private var nextStream: UInt64 = 1
    private var stopping = false
    /// Most event streams open at once (each holds a connection).
    static let maxStreams = 16

    init(arguments: [String], exclude: [String], artifacts: String, stage: MockupStage, scale: Double?) {
        self.arguments = arguments; self.exclude = exclude; self.artifacts = artifacts; self.stage = stage; self.scale = scale
    }

    var specCount: Int { lock.lock(); defer { lock.unlock() }; return entries.count }

    // MARK: Rendering (the watcher's thread)

    func renderAll() {
        for i in InputExpander.expand(arguments, exclude: exclude).inputs { render(i.path, stem: i.relativeStem) }
    }

    /// Renders every variant of a spec; on an error keeps the last good images and records the
    /// error; then tells the open pages.
    func render(_ path: String, stem: String) {
        stage.renderer.forgetChangedFiles()
        var variants: [Variant] = [], error: String? = nil, text: [UInt8] = []
        do throws(Failure) {
            let source = try Common.read(path)
            text = source.bytes
            let (m, vs) = try Common.variants(source)
            try Common.validate(vs, of: m, source: source)
            let request = MockupRequest(formats: [.png], scales: scale.map { [$0] } ?? [], checks: false)
            for v in vs {
                do throws(MockupError) {
                    let mockup = try stage.mockup(v, of: m, source: source, request: request) { _ in }
                    variants.append(Variant(name: v.name, png: mockup.files.first?.bytes))
                } catch { throw Common.mockupFailure(error, source: source, variant: v) }
            }
        } catch let f { error = f.text }
        lock.lock()
        let index: Int
        if let i = entries.firstIndex(where: { $0.path == path }) { index = i } else { entries.append(Entry(path: path, stem: stem)); index = entries.count - 1 }
        if !text.isEmpty { entries[index].text = text }
        if error == nil { entries[index].variants = variants }
        entries[index].error = error
        entries[index].version += 1
        let event = "data: {\"spec\":\(index),\"version\":\(entries[index].version),\"error\":\(jsonQuote(error ?? ""))}\n\n"
        for k in streams.keys { streams[k]! += Array(event.utf8) }
        lock.broadcast()
        lock.unlock()
        if let error { Console.error(error) } else { Console.info("rendered \(path)") }
    }

    /// The watcher's loop: renders the specs that changed, the specs naming a changed file, all
    /// of them when navmock.json changed; new specs in folder arguments are added.
    func watch(_ watcher: FolderWatcher, arguments: [String]) {
        while let changed = watcher.next(timeout: -1) {
            if isStopping { return }
            var all = false, names: Set<String> = [], paths: Set<String> = []
            for path in changed {
                let name = PathText.lastComponent(path)
                if FolderWatcher.isTemporary(name) { continue }
                var st = stat()
                if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR {
                    for f in FolderWatcher.folders(below: path) { watcher.watch(f) }
                    continue
                }
                if name == ProjectConfig.fileName { all = true } else if name.hasSuffix(".json") { paths.insert(WatchCommand.absolute(path)) }
                names.insert(name)
            }
            let known = snapshot()
            for i in InputExpander.expand(arguments, exclude: exclude).inputs {
                let text = known.first { $0.path == i.path }.map { String(decoding: $0.text, as: UTF8.self) }
                let mentioned = text.map { t in names.contains { t.contains("/\($0)\"") || t.contains("\"\($0)\"") } } ?? false
                if all || paths.contains(WatchCommand.absolute(i.path)) || mentioned || text == nil { render(i.path, stem: i.relativeStem) }
            }
        }
    }

    var isStopping: Bool { lock.lock(); defer { lock.unlock() }; return stopping }

    /// Ends every event stream (their connections close) before the server stops.
    func stop() {
        lock.lock(); stopping = true; lock.broadcast(); lock.unlock()
    }

    func snapshot() -> [Entry] { lock.lock(); defer { lock.unlock() }; return entries }

    // MARK: HTTP (the connections' threads)

    /// Whether `host` is this server as the browser on this machine names it.
    func isLocalHost(_ host: String) -> Bool {
        for name in ["localhost", "127.0.0.1", "[::1]"] {
            if host == name || host == "\(name):\(port)" { return true }
        }
        return false
    }

    func respond(_ r: HTTPServer.Request) -> HTTPServer.Response {
        guard isLocalHost(r.host) else {
            return .text(421, "refused: the Host header \"\(r.host.prefix(100))\" is not this server (localhost or 127.0.0.1:\(port))")
        }
        let path = r.url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? r.url
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch (r.method, parts.count) {
        case ("GET", 2) where parts[1] == "": return page(ServePages.index(snapshot()))
        case ("GET", 2) where parts[1] == "events": return openStream()
        case ("GET", 2) where parts[1] == "review": return page(ServePages.review(reviewPlan(), token: token, artifacts: artifacts))
        case ("GET", 3) where parts[1] == "spec":
            let all = snapshot()
            guard let i = Int(parts[2]), all.indices.contains(i) else { return .text(404, "no such spec") }
            return page(ServePages.spec(all[i], index: i))
        case ("GET", 4) where parts[1] == "image":
            let all = snapshot()
            guard let i = Int(parts[2]), all.indices.contains(i), parts[3].hasSuffix(".png"),
                  let v = Int(parts[3].dropLast(4)), all[i].variants.indices.contains(v), let png = all[i].variants[v].png else { return .text(404, "no such image") }
            return HTTPServer.Response(status: 200, contentType: "image/png", body: png)
        case ("GET", 4) where parts[1] == "artifact":
            return artifactImage(parts[2], parts[3])
        case ("POST", 2) where parts[1] == "accept":
            return accept(r.body)
        case ("GET", _), ("POST", _): return .text(404, "not found")
        default: return .text(405, "method not allowed")
        }
    }

    func page(_ html: String) -> HTTPServer.Response { HTTPServer.Response(body: Array(html.utf8)) }

    func openStream() -> HTTPServer.Response {
        lock.lock(); defer { lock.unlock() }
        guard streams.count < Self.maxStreams else { return .text(503, "too many event streams open") }
        let id = nextStream; nextStream += 1
        streams[id] = Array("retry: 1000\n\n".utf8)
        return HTTPServer.Response(status: 200, contentType: "text/event-stream", stream: id)
    }

    func nextStreamBytes(_ id: UInt64, max: Int) -> [UInt8]? {
        lock.lock(); defer { lock.unlock() }
        let deadline = Date().addingTimeInterval(15)
        while !stopping, streams[id]?.isEmpty == true {
            if !lock.wait(until: deadline) { streams[id] = Array(": keep-alive\n\n".utf8) }   // a comment keeps the connection alive
        }
        guard !stopping, let pending = streams[id] else { return nil }
        let n = min(max, pending.count)
        streams[id] = Array(pending[n...])
        return Array(pending[..<n])
    }

    func streamClosed(_ id: UInt64) { lock.lock(); streams[id] = nil; lock.unlock() }

    /// The review's cases: the artifacts folder's record, checked as `navmock accept` checks it.
    func reviewPlan() -> Result<ArtifactsAcceptance.Plan, AcceptError> {
        do throws(AcceptError) { return .success(try ArtifactsAcceptance.plan(bundle: artifacts)) } catch { return .failure(error) }
    }

    /// `/artifact/K/expected|actual|diff`: an image of the K-th case, read from the artifacts
    /// folder only, never through a link, bounded.
    func artifactImage(_ k: String, _ kind: String) -> HTTPServer.Response {
        guard case .success(let plan) = reviewPlan(), let i = Int(k), plan.changes.indices.contains(i),
              ["expected", "actual", "diff"].contains(kind) else { return .text(404, "no such image") }
        let path = (artifacts as NSString).appendingPathComponent(plan.changes[i].name + ".\(kind).png")
        guard Confinement.isInside(path, artifacts), let bytes = try? BoundedFile.read(path, limit: RenderLimits.maxComparedPNGBytes) else {
            return .text(404, "no such image")
        }
        return HTTPServer.Response(status: 200, contentType: "image/png", body: bytes)
    }

    /// `POST /accept` with `token=…&case=NAME` (or `&all=1`): writes the references as
    /// `navmock accept` does, then goes back to the review.
    func accept(_ body: [UInt8]) -> HTTPServer.Response {
        let form = Self.form(body)
        guard let t = form["token"], t == token else { return .text(403, "refused: the accept token is missing or not this run's") }
        guard case .success(let plan) = reviewPlan() else { return .text(409, "the artifacts folder cannot be accepted; see /review") }
        guard plan.refusals.isEmpty else { return .text(409, "some cases are refused; see /review") }
        let chosen = form["all"] == "1" ? plan.changes : plan.changes.filter { $0.name == form["case"] }
        guard !chosen.isEmpty else { return .text(404, "no such case") }
        for c in chosen {
            do throws(FileError) { try ArtifactsAcceptance.apply(c) }
            catch { return .text(500, "cannot write the reference: \(error)") }
            Console.out("accepted \(c.name): \(c.referencePath)")
        }
        return HTTPServer.Response(status: 303, contentType: "text/plain; charset=utf-8", location: "/review", body: Array("accepted\n".utf8))
    }

    /// `a=1&b=x%20y` → ["a": "1", "b": "x y"].
    static func form(_ body: [UInt8]) -> [String: String] {
        var out: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "" }
            if kv.count == 2 { out[kv[0]] = kv[1] }
        }
        return out
    }
}
