import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot
import Synchronization

/// What `navmock serve` holds: the specs and their last good images (rendered on the watcher's
/// thread with one warm stage), their findings, the switched views drawn on request, the event
/// streams of open pages, and the review's token. The HTTP threads read it under its lock.
///
/// Why `@unchecked Sendable` is sound: every `var` (the entries, the event streams, the next
/// stream's number, the stopping flag, the pending checks) is read and written only under `lock`,
/// the port and the review's kept plan each under their own `Mutex`; the `let`s are set before the server starts. `stage` (a `MockupStage`, whose
/// renderer is not thread-safe) is used only with `renderLock` held (and so are the other settings
/// `navmock.json` gives, which ``reconfigure()`` replaces under it): by the watcher's thread for
/// its renders and checks, by a connection's thread for a switched view (``image(_:variant:view:)``);
/// the lock orders those uses, so the renderer is never used by two threads at once.
final class ServeState: HTTPServer.Handler, @unchecked Sendable {
    struct Variant { var name: String; var png: [UInt8]? }
    /// A finding of `navmock check` on the spec, as it prints it (``SpecFindings/merged(_:names:)``
    /// over the variants; `FILE:LINE:COLUMN: severity: path: message [rule-id]`).
    struct ShownFinding { var severity: String; var rule: String; var text: String }
    struct Entry {
        var path: String; var stem: String; var variants: [Variant] = []; var error: String? = nil; var version = 0; var text: [UInt8] = []
        /// What `check` finds in the last good version (nil until the check of that version is done).
        var findings: [ShownFinding]? = nil
        /// The last good version as read: what a switched view (``View``) is drawn from.
        var source: SpecSource? = nil
        var matrix: VariantMatrix? = nil
        var specVariants: [SpecVariant] = []
        /// Switched views of this version drawn on request, by ``View/key(variant:)``; emptied on
        /// each new version, at most ``maxViews``.
        var views: [String: [UInt8]] = [:]
    }

    /// What the index's switches ask of an image (its URL's query): the appearance, the scale and
    /// the redlines. The default view (none of them) is the image the watcher drew; any other is
    /// drawn on request from the last good version and kept until the next one.
    struct View: Hashable {
        /// The appearance drawn instead of the spec's (every variant's); nil: as written.
        var appearance: Appearance? = nil
        /// The PNG scale, device pixels per point: 1, 2 or 3; nil: `--scale`, else the device's own.
        var scale: Double? = nil
        /// Whether the layout's redlines (frames, sizes and distances in points, as `gallery
        /// --redlines` draws them) are drawn over the image; its canvas then has a margin.
        var redlines = false

        static let scales: [Double] = [1, 2, 3]
        var isDefault: Bool { self == View() }
        /// `appearance=dark&scale=2&redlines=1`, the parts set; "" for the default view.
        var query: String {
            var parts: [String] = []
            if let appearance { parts.append("appearance=\(appearance.rawValue)") }
            if let scale { parts.append("scale=\(Common.scaleName(scale))") }
            if redlines { parts.append("redlines=1") }
            return parts.joined(separator: "&")
        }
        func key(variant v: Int) -> String { "\(v)?\(query)" }

        /// The view a query asks for (`appearance=light|dark`, `scale=1|2|3`, `redlines=0|1`;
        /// other keys, such as the page's `v`, are ignored; empty values mean the default); nil
        /// when a switch has a value the page does not offer.
        init?(query: String) {
            for pair in query.split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let value = kv.count == 2 ? kv[1] : ""
                switch kv[0] {
                case "appearance":
                    if value.isEmpty { continue }
                    guard let a = Appearance(rawValue: value) else { return nil }
                    appearance = a
                case "scale":
                    if value.isEmpty { continue }
                    guard let s = Double(value), Self.scales.contains(s) else { return nil }
                    scale = s
                case "redlines":
                    guard ["", "0", "1"].contains(value) else { return nil }
                    redlines = value == "1"
                default: continue
                }
            }
        }
        init() {}
    }

    let arguments: [String], artifacts: String
    /// What `navmock.json` sets (``reconfigure()``), all used and replaced with `renderLock` held:
    /// the files left out below folder arguments; the rule ids the findings skip (`check.ignore`,
    /// as `check` does); the warm stage and the fonts and SF Symbols folder it was made with.
    private var exclude: [String]
    private var ignoring: Set<String>
    private var stage: MockupStage
    private var fonts: [String], sfSymbols: String?
    /// The command line before `navmock.json` filled it in (nil: the file is not read again).
    private let given: Arguments?
    /// The flags `navmock.json` may fill in for `serve`.
    static let configured: Set<String> = ["exclude", "font", "sf-symbols", "ignore"]
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
    /// Held while `stage` draws: by the watcher's thread for a render, by a connection's thread
    /// for a switched view; so the renderer is used by one thread at a time.
    private let renderLock = NSLock()
    private var entries: [Entry] = []
    private var streams: [UInt64: [UInt8]] = [:]
    private var nextStream: UInt64 = 1
    private var stopping = false
    /// Most event streams open at once (each holds a connection).
    static let maxStreams = 16
    /// Most switched views kept per spec (each a PNG): 2 appearances × 4 scales × 2 for a spec
    /// with two variants; more empties the spec's.
    static let maxViews = 32

    /// `a` is the command line with `navmock.json` applied, `given` the one before (nil: the file
    /// is not read again when it changes).
    init(arguments: [String], artifacts: String, options a: Arguments, given: Arguments?, stage: MockupStage, scale: Double?) {
        self.arguments = arguments; self.artifacts = artifacts; self.stage = stage; self.scale = scale; self.given = given
        exclude = a.values("exclude"); ignoring = Set(a.values("ignore")); fonts = a.values("font"); sfSymbols = a.value("sf-symbols")
    }

    /// The files left out below folder arguments now.
    private var excluded: [String] { renderLock.lock(); defer { renderLock.unlock() }; return exclude }

    /// `navmock.json` changed: reads it again over the command line and uses what it says from
    /// now on (excluded files, ignored rules; a new renderer for other fonts or SF Symbols). One
    /// that cannot be read is reported (`FILE:LINE:COLUMN: path: message`) and the last good one
    /// stays. Returns whether it was read (every spec is then rendered again). The watcher's thread.
    func reconfigure() -> Bool {
        guard var a = given else { return true }
        do throws(Failure) {
            try Common.applyConfig(&a, accepting: Self.configured)
            let newFonts = a.values("font"), newSymbols = a.value("sf-symbols")
            renderLock.lock(); let same = newFonts == fonts && newSymbols == sfSymbols; renderLock.unlock()
            let made = same ? nil : try Common.stage(MockupPipeline(rendererOptions: try Common.rendererOptions(a), parallelism: 1))
            renderLock.lock()
            if let made { stage = made; fonts = newFonts; sfSymbols = newSymbols }
            exclude = a.values("exclude"); ignoring = Set(a.values("ignore"))
            renderLock.unlock()
            return true
        } catch {
            Console.error(error.text + " (the last good configuration stays)")
            return false
        }
    }

    var specCount: Int { lock.lock(); defer { lock.unlock() }; return entries.count }

    // MARK: Rendering (the watcher's thread)

    func renderAll() {
        for i in InputExpander.expand(arguments, exclude: excluded).inputs { render(i.path, stem: i.relativeStem) }
    }

    /// Renders every variant of a spec; on an error keeps the last good images and records the
    /// error; then tells the open pages. Its check waits for a pause in the edits (``pendingChecks``;
    /// the findings follow in an event of their own).
    func render(_ path: String, stem: String) {
        var variants: [Variant] = [], error: String? = nil, text: [UInt8] = []
        var good: (source: SpecSource, matrix: VariantMatrix, variants: [SpecVariant])?
        renderLock.lock()
        stage.renderer.forgetChangedFiles()
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
            good = (source, m, vs)
        } catch let f { error = f.text }
        renderLock.unlock()
        lock.lock()
        let index: Int
        if let i = entries.firstIndex(where: { $0.path == path }) { index = i } else { entries.append(Entry(path: path, stem: stem)); index = entries.count - 1 }
        if !text.isEmpty { entries[index].text = text }
        if let good {
            entries[index].variants = variants
            entries[index].source = good.source; entries[index].matrix = good.matrix; entries[index].specVariants = good.variants
            entries[index].views = [:]
        }
        entries[index].error = error
        entries[index].version += 1
        let version = entries[index].version
        // The default view's images go in the event itself when they are small (``maxPushBytes``).
        let pngs = good == nil ? [] : variants.map { $0.png ?? [] }
        // Encoded only when a page listens (the lock is held: `streams` is current).
        let pushed = !streams.isEmpty && !pngs.isEmpty && pngs.reduce(0) { $0 + $1.count } <= Self.maxPushBytes
            ? ",\"png\":[" + pngs.map { "\"" + Data($0).base64EncodedString() + "\"" }.joined(separator: ",") + "]" : ""
        send("{\"spec\":\(index),\"version\":\(version),\"error\":\(JSONPath.quoted(error ?? ""))\(pushed)}")
        lock.unlock()
        if let error { Console.error(error) } else { Console.info("rendered \(path)") }
        if let good {
            lock.lock(); pendingChecks[index] = (version, good.source, good.matrix, good.variants); lock.unlock()
        }
    }

    /// `navmock check`'s findings of the version just drawn (the pipeline's ``MockupStage/findings(_:of:source:ignoring:)``
    /// per variant, merged as `check` merges them); sent to the pages as
    /// `{"spec":N,"findings":[{"severity":…,"rule":…,"text":…}]}`.
    func check(_ index: Int, version: Int, _ source: SpecSource, _ matrix: VariantMatrix, _ variants: [SpecVariant]) {
        var perVariant: [[Finding]] = []
        var shown: [ShownFinding]
        renderLock.lock()
        do throws(RenderError) {
            for v in variants { perVariant.append(try stage.findings(v, of: matrix, source: source, ignoring: ignoring)) }
            shown = SpecFindings.merged(perVariant, names: variants.map(\.name)).map {
                ShownFinding(severity: $0.severity.rawValue, rule: $0.ruleID.rawValue, text: "\(source.displayPath):\($0)")
            }
        } catch {
            shown = [ShownFinding(severity: "error", rule: "", text: Common.renderFailure(error, file: source.displayPath).text)]
        }
        renderLock.unlock()
        lock.lock()
        defer { lock.unlock() }
        guard entries.indices.contains(index), entries[index].version == version else { return }
        entries[index].findings = shown
        let list = shown.map { "{\"severity\":\(JSONPath.quoted($0.severity)),\"rule\":\(JSONPath.quoted($0.rule)),\"text\":\(JSONPath.quoted($0.text))}" }
        send("{\"spec\":\(index),\"findings\":[\(list.joined(separator: ","))]}")
    }

    /// The specs drawn whose findings are not made yet (spec → the version drawn and what it was
    /// read as), under `lock`. The watcher's loop checks them once no change has come for
    /// ``checkDelay`` ms. What it buys: the check (the rules, then the pixel rules: about as long
    /// as the render) no longer runs on the same 2 cores while the page fetches and decodes the
    /// new image, nor between two quick saves; the findings follow once the edits pause
    /// (Benchmarks/README.md, issue 37).
    private var pendingChecks: [Int: (Int, SpecSource, VariantMatrix, [SpecVariant])] = [:]
    /// Milliseconds without a change before the pending checks run.
    static let checkDelay: Int32 = 150

    /// Checks every spec drawn since the last checks (``pendingChecks``).
    func runPendingChecks() {
        lock.lock(); let due = pendingChecks; pendingChecks = [:]; lock.unlock()
        for (index, p) in due.sorted(by: { $0.key < $1.key }) { check(index, version: p.0, p.1, p.2, p.3) }
    }

    /// The most bytes of PNG a new version's event carries (base64, a third more): its images
    /// go in the event when they fit, so the page shows them without a request. What it buys:
    /// the page's GET of the image after the event (the event out → the GET in, 5.5 ms median
    /// of a classic bar's edit on the loaded 2-core machine: Benchmarks/README.md, issue 37).
    static let maxPushBytes = 1 << 20
    /// The most bytes waiting on one event stream; a page that reads none for that long loses
    /// its stream (its EventSource connects again).
    static let maxPending = 16 << 20

    /// Queues `json` as an event on every open stream. Call with `lock` held.
    private func send(_ json: String) {
        let event = Array("data: \(json)\n\n".utf8)
        for k in streams.keys {
            streams[k]! += event
            if streams[k]!.count > Self.maxPending { streams[k] = nil }
        }
        lock.broadcast()
    }

    /// The PNG of variant `v` of spec `i` in `view`: the watcher's for the default view, else
    /// drawn now from the last good version (the appearance set on the variant's spec, the
    /// scale asked, the redlines over it) and kept until the next version. Nil when there is
    /// no such image or it cannot be drawn.
    func image(_ i: Int, variant v: Int, view: View) -> [UInt8]? {
        lock.lock()
        guard entries.indices.contains(i) else { lock.unlock(); return nil }
        let e = entries[i]
        lock.unlock()
        guard e.variants.indices.contains(v) else { return nil }
        if view.isDefault { return e.variants[v].png }
        let key = view.key(variant: v)
        if let made = e.views[key] { return made }
        guard let source = e.source, let matrix = e.matrix, e.specVariants.indices.contains(v) else { return nil }
        var spec = e.specVariants[v].spec
        if let a = view.appearance { spec.appearance = a }
        let scales = view.scale.map { [$0] } ?? scale.map { [$0] } ?? []
        let request = MockupRequest(formats: [.png], scales: scales, checks: false)
        renderLock.lock()
        var bytes: [UInt8]?
        do throws(MockupError) {
            let prepared = try stage.prepare(spec, source: source, request: request)
            if view.redlines {
                let s = request.pngScales(deviceScale: prepared.layout.scale)[0]
                let red = prepared.drawing(baseDirectory: source.baseDirectory)
                    .drawing(redlineScene(prepared.scene, layout: prepared.layout, measuring: stage.renderer.textMeasurer))
                do throws(RenderError) { bytes = try stage.renderer.render(red, as: .png(scale: s)) } catch { throw .render(error) }
            } else {
                bytes = try stage.mockup(prepared, of: matrix, source: source, request: request).files.first?.bytes
            }
        } catch { bytes = nil }
        renderLock.unlock()
        guard let bytes else { return nil }
        lock.lock()
        if entries.indices.contains(i), entries[i].version == e.version {
            if entries[i].views.count >= Self.maxViews { entries[i].views = [:] }
            entries[i].views[key] = bytes
        }
        lock.unlock()
        return bytes
    }

    /// The watcher's loop: renders the specs that changed, the specs naming a changed file, all
    /// of them when navmock.json changed; new specs in folder arguments are added.
    func watch(_ watcher: FolderWatcher, arguments: [String]) {
        // The folders the specs' icons and strings are in (a spec given alone is watched in its
        // own folder only), again after every render: an edit may name a new one.
        func watchReferences() {
            for e in snapshot() { for f in FolderWatcher.referencedFolders(ofSpec: e.path, text: e.text) { watcher.watch(f) } }
        }
        watchReferences()
        while true {
            lock.lock(); let checksDue = !pendingChecks.isEmpty; lock.unlock()
            guard let changed = watcher.next(timeout: checksDue ? Self.checkDelay : -1) else { return }
            if isStopping { return }
            if changed.isEmpty { runPendingChecks(); continue }
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
            if all, !reconfigure() { all = false }
            for i in InputExpander.expand(arguments, exclude: excluded).inputs {
                let text = known.first { $0.path == i.path }.map { String(decoding: $0.text, as: UTF8.self) }
                let mentioned = text.map { t in names.contains { t.contains("/\($0)\"") || t.contains("\"\($0)\"") } } ?? false
                if all || paths.contains(WatchCommand.absolute(i.path)) || mentioned || text == nil { render(i.path, stem: i.relativeStem) }
            }
            watchReferences()
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
        let host = host.lowercased()   // host names are case-insensitive (RFC 9110 §4.2.3)
        for name in ["localhost", "127.0.0.1", "[::1]"] {
            if host == name || host == "\(name):\(port)" { return true }
        }
        return false
    }

    func respond(_ r: HTTPServer.Request) -> HTTPServer.Response {
        guard isLocalHost(r.host) else {
            return .text(421, "refused: the Host header \"\(r.host.prefix(100))\" is not this server (localhost or 127.0.0.1:\(port))")
        }
        let halves = r.url.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = halves[0], query = halves.count == 2 ? halves[1] : ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch (r.method, parts.count) {
        case ("GET", 2) where parts[1] == "":
            guard let view = View(query: query) else { return .text(400, "unknown switch value") }
            return page(ServePages.index(snapshot(), view: view))
        case ("GET", 2) where parts[1] == "events": return openStream()
        case ("GET", 2) where parts[1] == "review":
            let plan = reviewPlan()
            return page(ServePages.review(plan, token: token, artifacts: artifacts) + "<!-- review plans made: \(reviewPlansMade) -->\n")
        case ("GET", 3) where parts[1] == "spec":
            let all = snapshot()
            guard let i = Int(parts[2]), all.indices.contains(i) else { return .text(404, "no such spec") }
            return page(ServePages.spec(all[i], index: i))
        case ("GET", 4) where parts[1] == "image":
            guard let i = Int(parts[2]), parts[3].hasSuffix(".png"), let v = Int(parts[3].dropLast(4)) else { return .text(404, "no such image") }
            guard let view = View(query: query) else { return .text(400, "unknown switch value") }
            guard let png = image(i, variant: v, view: view) else { return .text(404, "no such image") }
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

    /// The review's cases: the artifacts folder's record, checked as `navmock accept` checks it,
    /// once per state of what the check read (``ReviewCache``), not on every request (the review
    /// page and each of its images ask for it).
    func reviewPlan() -> Result<ArtifactsAcceptance.Plan, AcceptError> {
        if let kept = review.withLock({ $0.current() }) { return kept }
        let inputsBefore = [artifacts, (artifacts as NSString).appendingPathComponent(ArtifactsRecord.fileName)]
        let made: Result<ArtifactsAcceptance.Plan, AcceptError>
        do throws(AcceptError) { made = .success(try ArtifactsAcceptance.plan(bundle: artifacts)) } catch { made = .failure(error) }
        let inputs = (try? made.get())?.inputs ?? inputsBefore
        review.withLock { $0.keep(made, inputs: inputs) }
        return made
    }

    /// The review's plan, kept with the identity (device, inode, size, modification time) of
    /// every file and folder it was made from (``ArtifactsAcceptance/Plan/inputs``); it is made
    /// again when one of them changes, and after an Accept. What it buys: a review page with N
    /// cases asks for its plan 1 + 3N times (the page and each image), and making one decodes
    /// every actual image and reads every spec.
    struct ReviewCache {
        struct Identity: Equatable {
            var device: UInt64 = 0, inode: UInt64 = 0, size: Int64 = 0, seconds: Int = 0, nanoseconds: Int = 0
            /// nil when there is nothing at `path`.
            init?(_ path: String) {
                var st = stat()
                guard lstat(path, &st) == 0 else { return nil }
                device = UInt64(st.st_dev); inode = UInt64(st.st_ino); size = Int64(st.st_size)
                seconds = Int(st.st_mtim.tv_sec); nanoseconds = Int(st.st_mtim.tv_nsec)
            }
        }
        private var kept: (plan: Result<ArtifactsAcceptance.Plan, AcceptError>, inputs: [String], identities: [Identity?])?
        /// How many plans were made (for tests, through `/review`'s HTML comment).
        private(set) var made = 0

        /// The plan kept, if nothing it was made from has changed since.
        func current() -> Result<ArtifactsAcceptance.Plan, AcceptError>? {
            guard let kept, kept.inputs.map(Identity.init) == kept.identities else { return nil }
            return kept.plan
        }
        mutating func keep(_ plan: Result<ArtifactsAcceptance.Plan, AcceptError>, inputs: [String]) {
            kept = (plan, inputs, inputs.map(Identity.init)); made += 1
        }
        /// Forgets the plan (an Accept wrote references).
        mutating func forget() { kept = nil }
    }
    private let review = Mutex(ReviewCache())
    /// How many times the review's plan was made (``ReviewCache``).
    var reviewPlansMade: Int { review.withLock { $0.made } }

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
        defer { review.withLock { $0.forget() } }
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

