import Foundation
import Testing
import Synchronization
import NavMockCore
@testable import NavMockRender

/// Issue 34: one pipeline entry. The bytes and findings it gives do not depend on how many threads
/// it may use, and are those of the stages called one by one.
@Suite("Mockup pipeline (issue 34)")
struct MockupPipelineTests {
    /// A Liquid Glass bar (lens images, icon masks) and a classic one (material), with the check on:
    /// every speed trick of one spec runs with two threads and none with one.
    static let specs = ["Templates/tab-bars/clock-en-light.json", "Templates/tab-bars/clock-classic-zh-dark.json",
                        "Templates/tab-bars/ipad-26-tab-bar.json"]

    struct Outcome: Sendable, Equatable { let files: [[UInt8]]; let findings: [String] }

    /// Every variant of `files` through a pipeline that may use `threads` threads, in order.
    func run(_ files: [String], threads: Int, request: MockupRequest) throws -> [Outcome] {
        let sources = try files.map { try SpecSource.read(path: Repo.path($0)) }
        let jobs = try sources.flatMap { s in
            let (m, vs) = try s.variants()
            return vs.map { (s, m, $0) }
        }
        let pipeline = MockupPipeline(rendererOptions: .init(), parallelism: threads)
        let out = Mutex<[Int: Outcome]>([:])
        try pipeline.run(count: jobs.count, job: { i, stage -> Outcome? in
            let (s, m, v) = jobs[i]
            guard let mockup = try? stage.mockup(v, of: m, source: s, request: request) else { return nil }
            return Outcome(files: mockup.files.map(\.bytes), findings: mockup.findings.map(\.description))
        }, deliver: { i, o in out.withLock { $0[i] = o } })
        let got = out.withLock { $0 }
        #expect(got.count == jobs.count)
        return try got.keys.sorted().map { try #require(got[$0]) }
    }

    @Test("one spec: the same files and findings with one thread or two")
    func oneSpecAnyThreads() throws {
        let request = MockupRequest(formats: [.png, .svg, .pdf], scales: [2, 3])
        for spec in Self.specs {
            let one = try run([spec], threads: 1, request: request)
            let two = try run([spec], threads: 2, request: request)
            #expect(one == two, "\(spec)")
            #expect(one.first?.files.count == 4)
        }
    }

    @Test("a batch gives each spec what it gives alone")
    func batchAsAlone() throws {
        let request = MockupRequest(formats: [.png, .svg], scales: [])
        let batch = try run(Self.specs, threads: 2, request: request)
        var alone: [Outcome] = []
        for spec in Self.specs { alone += try run([spec], threads: 1, request: request) }
        #expect(batch == alone)
    }

    @Test("the files and findings are those of the stages called one by one")
    func sameAsTheStages() throws {
        let r = try Renderer()
        let (p, base) = try preparedTemplate(Self.specs[0], r)
        _ = try r.resolveResources(p.scene, baseDirectory: base)
        let source = try SpecSource.read(path: Repo.path(Self.specs[0]))
        let (m, vs) = try source.variants()
        let mockup = try MockupStage(renderer: try Renderer()).mockup(vs[0], of: m, source: source,
                                                                     request: .init(formats: [.png, .svg], scales: [3]))
        #expect(mockup.files.map(\.format) == [.png, .svg])
        #expect(mockup.files[0].bytes == (try r.render(p.scene, as: .png(scale: 3), baseDirectory: base)))
        #expect(mockup.files[1].bytes == (try r.render(p.scene, as: .svg, baseDirectory: base)))
        let w = try #require(mockup.files[0].pixelSize)
        #expect(Double(w.width) == (p.scene.size.width * 3).rounded())
        let direct = SpecFindings.of(p, renderer: r, baseDirectory: base)
        #expect(mockup.findings.map(\.description) == direct.map(\.description))
        #expect(!direct.isEmpty, "this spec has pixel-contrast findings (info)")
    }

    @Test("refusing warnings: no files, the warnings in the error; checks off: no findings")
    func refusesWarnings() throws {
        // Five tabs and a sixth: the More tab warning (a guideline rule).
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let items = (0..<7).map { #"{"title":"Tab \#($0)","image":"star"}"# }.joined(separator: ",")
        try #"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[\#(items)]}}"#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let source = try SpecSource.read(path: dir + "/s.json")
        let (m, vs) = try source.variants()
        let stage = MockupStage(renderer: try Renderer())
        let plain = try stage.mockup(vs[0], of: m, source: source, request: .init(formats: [.svg]))
        let warnings = Mockup.warnings(in: plain.findings)
        #expect(!warnings.isEmpty, "\(plain.findings)")
        #expect(plain.files.count == 1)
        do {
            _ = try stage.mockup(vs[0], of: m, source: source, request: .init(formats: [.svg], refusesWarnings: true))
            Issue.record("a spec with warnings was drawn")
        } catch {
            guard case .refused(let found) = error else { Issue.record("\(error)"); return }
            #expect(found.map(\.description) == warnings.map(\.description))
        }
        let unchecked = try stage.mockup(vs[0], of: m, source: source, request: .init(formats: [.svg], checks: false))
        #expect(unchecked.findings.isEmpty && unchecked.files[0].bytes == plain.files[0].bytes)
    }

    @Test("a renderer that cannot be made is an error of run, and no job runs")
    func rendererFailure() throws {
        var options = Renderer.Options()
        options.userFontFiles = ["/nonexistent/none.ttf"]
        for threads in [1, 2] {
            let ran = Mutex(0)
            #expect(throws: RenderError.self) {
                try MockupPipeline(rendererOptions: options, parallelism: threads)
                    .run(count: 3, job: { _, _ in ran.withLock { $0 += 1 } }, deliver: { _, _ in })
            }
            #expect(ran.withLock { $0 } == 0)
        }
    }

    @Test("a renderer the caller holds is never handed to a worker of a parallel run")
    func callerKeepsItsRenderer() throws {
        let pipeline = MockupPipeline(rendererOptions: .init(), parallelism: 2)
        let mine = ObjectIdentifier(try pipeline.renderer())
        let used = Mutex<Set<ObjectIdentifier>>([])
        try pipeline.run(count: 40, job: { _, stage in usleep(5000); used.withLock { _ = $0.insert(ObjectIdentifier(stage.renderer)) } },
                         deliver: { _, _ in })
        let workers = used.withLock { $0 }
        #expect(workers.count == 2 && !workers.contains(mine), "\(workers) \(mine)")
        // Without a caller holding it, the first renderer goes to the first worker.
        let fresh = MockupPipeline(rendererOptions: .init(), parallelism: 2)
        let seen = Mutex<Set<ObjectIdentifier>>([])
        try fresh.run(count: 40, job: { _, stage in usleep(5000); seen.withLock { _ = $0.insert(ObjectIdentifier(stage.renderer)) } }, deliver: { _, _ in })
        #expect(seen.withLock { $0 }.contains(ObjectIdentifier(try fresh.renderer())))
    }
}
