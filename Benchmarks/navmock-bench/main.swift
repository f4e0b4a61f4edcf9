// navmock-bench: where the time of a NavMock render goes, stage by stage, and how many images per
// second a machine renders. Build it in release (see Benchmarks/README.md):
//
//     swift build -c release --product navmock-bench
//     .build/release/navmock-bench [SPEC|DIR...] [--iterations N] [--scale S] [--threads N] [--alternate]
//
// Every figure is wall time on a monotonic clock (`DispatchTime`, CLOCK_MONOTONIC), taken after a
// warm-up call, reported as the median and the 90th percentile (nearest rank) of N samples.

import Dispatch
import Foundation
import NavMockCore
import NavMockRender

// MARK: - Options

/// A command line `navmock-bench` cannot run with; printed with the usage text, exit 64.
struct UsageError: Error {
    /// A short lower-case clause.
    let message: String
}

/// The command-line options of `navmock-bench`.
struct BenchOptions {
    /// Spec files and folders (every `.json` below a folder); empty means the repo's `Templates/`.
    var inputs: [String] = []
    /// Timed samples per measurement, after one warm-up call. Default 50.
    var iterations = 50
    /// Device pixels per point for the raster and PNG stages. Default 3.
    var scale = 3.0
    /// Threads for the throughput run. Default: the active processor count.
    var threads = ProcessInfo.processInfo.activeProcessorCount
    /// Also raster the specs in turn, one sample of each per round (``measureInTurn``). Default off.
    var alternate = false

    /// The usage text.
    static let usage = """
    usage: navmock-bench [SPEC|DIR...] [--iterations N] [--scale S] [--threads N] [--alternate]

    Times each stage of rendering every spec (a folder: every .json below it; default: the
    repository's Templates/ folder, or $NAVMOCK_TEMPLATES), then the PNG throughput on N threads.
    Build it with -c release: debug numbers say nothing.

      --iterations N   timed samples per measurement, after one warm-up (default 50)
      --scale S        PNG scale, device pixels per point (default 3)
      --threads N      threads for the throughput run (default: active processors)
      --alternate      also raster the specs in turn, one sample of each per round, N rounds: a
                       slow phase of the machine then falls on every spec alike (for ratios)
    """

    /// Parses `args` (without the program name). `--flag value` and `--flag=value` both work.
    /// - Throws: ``UsageError`` for an unknown flag, a missing value or a value out of range.
    static func parse(_ args: [String]) throws(UsageError) -> BenchOptions {
        var o = BenchOptions()
        var i = 0
        /// The value of `flag`: the part after `=`, else the next argument.
        func value(_ flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            i += 1
            guard i < args.count else { throw UsageError(message: "\(flag) needs a value") }
            return args[i]
        }
        while i < args.count {
            let arg = args[i]
            let parts = arg.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = parts[0], inline = parts.count == 2 ? parts[1] : nil
            switch flag {
            case "-h", "--help":
                throw UsageError(message: "")
            case "--iterations":
                guard let n = Int(try value(flag, inline: inline)), n >= 1 else {
                    throw UsageError(message: "--iterations takes a whole number of at least 1")
                }
                o.iterations = n
            case "--scale":
                guard let s = Double(try value(flag, inline: inline)), s.isFinite, s > 0, s <= 16 else {
                    throw UsageError(message: "--scale takes a positive number up to 16")
                }
                o.scale = s
            case "--threads":
                guard let n = Int(try value(flag, inline: inline)), n >= 1, n <= 256 else {
                    throw UsageError(message: "--threads takes a whole number from 1 to 256")
                }
                o.threads = n
            case "--alternate":
                guard inline == nil else { throw UsageError(message: "--alternate takes no value") }
                o.alternate = true
            default:
                if arg.hasPrefix("-") && arg != "-" { throw UsageError(message: "unknown option \(arg)") }
                o.inputs.append(arg)
            }
            i += 1
        }
        return o
    }
}

// MARK: - Specs

/// One spec to benchmark, read into memory once (file I/O is not part of any timed stage).
struct BenchSpec: Sendable {
    /// Short name for the tables: the path below the folder given (or the file name), without `.json`.
    let name: String
    /// The raw JSON.
    let bytes: [UInt8]
    /// The spec's folder, against which icon and image paths resolve.
    let baseDirectory: String
}

/// Finds the spec files to benchmark.
enum SpecDiscovery {
    /// The `Templates` folder: `$NAVMOCK_TEMPLATES`, else the first `Templates/` beside a
    /// `Package.swift` walking up from the current folder, then from the executable's folder.
    static func templatesDirectory() -> String? {
        let fm = FileManager.default
        if let e = ProcessInfo.processInfo.environment["NAVMOCK_TEMPLATES"], fm.fileExists(atPath: e) { return e }
        let starts = [URL(fileURLWithPath: fm.currentDirectoryPath),
                      URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()]
        for start in starts {
            var dir = start
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Templates").path
                var isDir: ObjCBool = false
                if fm.fileExists(atPath: candidate, isDirectory: &isDir), isDir.boolValue,
                   fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                    return candidate
                }
                dir.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// Every `.json` file below `dir` (recursively), sorted, as (path, name relative to `dir`).
    static func specFiles(in dir: String) -> [(path: String, name: String)] {
        guard let e = FileManager.default.enumerator(atPath: dir) else { return [] }
        var out: [(String, String)] = []
        while let rel = e.nextObject() as? String {
            guard rel.hasSuffix(".json") else { continue }
            let path = (dir as NSString).appendingPathComponent(rel)
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else { continue }
            out.append((path, String(rel.dropLast(5))))
        }
        return out.sorted { $0.1 < $1.1 }
    }

    /// Expands `inputs` (files and folders) to spec files; with no inputs, the Templates folder.
    /// - Returns: the files, and a line saying where they came from.
    /// - Throws: ``UsageError`` when an input does not exist or nothing is found.
    static func files(for inputs: [String]) throws(UsageError) -> (files: [(path: String, name: String)], source: String) {
        if inputs.isEmpty {
            guard let dir = templatesDirectory() else {
                throw UsageError(message: "no Templates folder found from here or from the executable; pass SPEC or DIR, or set NAVMOCK_TEMPLATES")
            }
            let files = specFiles(in: dir)
            guard !files.isEmpty else {
                throw UsageError(message: "\(dir) holds no .json spec; pass SPEC or DIR")
            }
            return (files, dir)
        }
        var files: [(path: String, name: String)] = []
        for input in inputs {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else {
                throw UsageError(message: "\(input): no such file or folder")
            }
            if isDir.boolValue {
                files += specFiles(in: input)
            } else {
                let last = (input as NSString).lastPathComponent
                files.append((input, last.hasSuffix(".json") ? String(last.dropLast(5)) : last))
            }
        }
        guard !files.isEmpty else { throw UsageError(message: "no .json spec found in \(inputs.joined(separator: " "))") }
        return (files, inputs.joined(separator: " "))
    }
}

// MARK: - Timing

/// The current time of the monotonic clock (CLOCK_MONOTONIC), in nanoseconds.
@inline(__always) func nowNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Milliseconds between two ``nowNanoseconds()`` readings.
@inline(__always) func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end &- start) / 1e6 }

/// Timed samples of one measurement, in milliseconds.
struct Stats {
    /// The samples, ascending.
    let sorted: [Double]

    /// Collects `samples` (milliseconds, any order; at least one).
    init(_ samples: [Double]) { sorted = samples.sorted() }

    /// The median (the mean of the two middle samples for an even count).
    var median: Double {
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }

    /// The 90th percentile, nearest-rank: the smallest sample at or above 90 % of them.
    var p90: Double { sorted[max(0, Int((0.9 * Double(sorted.count)).rounded(.up)) - 1)] }

    /// The number of samples.
    var count: Int { sorted.count }
}

/// Runs `body` once untimed (warm-up), then `iterations` times, each timed on its own.
/// - Returns: the timings. `body` returns a byte count that is summed into ``sink`` so the work is kept.
func measure(iterations: Int, _ body: () throws -> Int) rethrows -> Stats {
    sink &+= try body()
    var samples = [Double]()
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
        let t0 = nowNanoseconds()
        let n = try body()
        let t1 = nowNanoseconds()
        sink &+= n
        samples.append(milliseconds(t0, t1))
    }
    return Stats(samples)
}

/// CPU time this process has used (user + system), in seconds.
func processCPUSeconds() -> Double {
    var u = rusage()
    getrusage(RUSAGE_SELF.rawValue, &u)
    return Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6
}

/// CPU time all processes of the machine have used at normal priority (user, system, irq, softirq
/// and steal in `/proc/stat`; niced work such as a background fuzzer yields to us and is left out),
/// in seconds; nil where there is no `/proc/stat`.
func machineBusySeconds() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
          let line = text.split(separator: "\n").first, line.hasPrefix("cpu ") else { return nil }
    let f = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    // user nice system idle iowait irq softirq steal (guest time is already in user and nice).
    guard f.count >= 8 else { return nil }
    let busy = f[0] + f[2] + f[5] + f[6] + f[7]
    return busy / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Measures how much of the machine other processes (not niced) used while `body` ran.
/// - Returns: `body`'s result, and the cores other processes kept busy on average (nil if unknown).
func watchingOthers<T>(_ body: () throws -> T) rethrows -> (T, otherCores: Double?) {
    let b0 = machineBusySeconds(), c0 = processCPUSeconds(), t0 = nowNanoseconds()
    let value = try body()
    let b1 = machineBusySeconds(), c1 = processCPUSeconds(), t1 = nowNanoseconds()
    guard let b0, let b1 else { return (value, nil) }
    let wall = Double(t1 - t0) / 1e9
    return (value, max(0, ((b1 - b0) - (c1 - c0)) / wall))
}

/// Sum of every output size produced while timing, printed at the end so no stage is optimised away.
nonisolated(unsafe) var sink = 0

// MARK: - Measurements

/// What one spec costs, stage by stage, and how large its outputs are.
struct SpecResult {
    /// The spec's short name.
    let name: String
    /// Output size in device pixels at the benchmark scale.
    let width: Int, height: Int
    /// read + resolve + layout + scene with the renderer's warm text-measurement cache.
    let prepareWarm: Stats
    /// The same on a fresh `Renderer` each time (new font map, empty measurement cache).
    let prepareCold: Stats
    /// The first raster on that fresh `Renderer` (icons parsed, glyphs rendered anew).
    let rasterCold: Stats
    /// Raster only, warm renderer, its blurred backdrops discarded before each sample (what one
    /// format on its own pays).
    let raster: Stats
    /// Raster with the blurred backdrops of the previous sample reused (a further scale or format
    /// of the same spec).
    let rasterShared: Stats
    /// PNG encoding only, libpng zlib level 1, no row filters (the renderer's default).
    let png1: Stats
    /// PNG encoding only, zlib level 6 with adaptive row filters (libpng's usual settings).
    let png6: Stats
    /// PNG encoding only, zlib level 1 with the Sub, and with the Up filter on every row.
    let png1Sub: Stats, png1Up: Stats
    /// Bytes: PNG level 1 with Sub, with Up.
    let png1SubBytes: Int, png1UpBytes: Int
    /// SVG document (Cairo SVG surface + NavMock's post-processing), warm renderer.
    let svg: Stats
    /// Bytes: PNG level 1, PNG level 6 + filters, SVG.
    let png1Bytes: Int, png6Bytes: Int, svgBytes: Int
}

/// Once-per-process costs: what a one-shot `navmock render` pays before and on its first image.
struct StartupResult {
    /// The first `Renderer()` of the process (fontconfig configuration and caches, Pango font map).
    let firstRendererInit: Double
    /// Further `Renderer()`s, on a warm process.
    let laterRendererInit: Stats
    /// The first spec, first time in the process: prepare, raster, PNG level 1.
    let firstPrepare: Double, firstRaster: Double, firstPNG: Double
    /// The name of that spec.
    let specName: String
}

/// Measures ``StartupResult`` with the first of `specs` that renders (a failing one costs its
/// time to fail, which then counts as start-up: its own error is reported later). Must run before
/// anything else touches Pango or Cairo.
/// - Throws: the renderer's error, or the first spec's error when none renders.
func measureStartup(_ specs: [BenchSpec], scale: Double, iterations: Int) throws -> (StartupResult, Renderer) {
    let t0 = nowNanoseconds()
    let renderer = try Renderer()
    let t1 = nowNanoseconds()
    var firstError: (any Error)?
    for spec in specs {
        do {
            let a = nowNanoseconds()
            let prepared = try PreparedSpec.prepare(spec.bytes, measuring: renderer.textMeasurer, imageSizes: renderer.imageSizes(baseDirectory: "."))
            let b = nowNanoseconds()
            let raster = try renderer.rasterize(prepared.scene, scale: scale, baseDirectory: spec.baseDirectory)
            let c = nowNanoseconds()
            let png = try Renderer.encodePNG(raster, level: 1, filters: false)
            let d = nowNanoseconds()
            sink &+= png.count
            var later = [Double]()
            for _ in 0..<min(iterations, 10) {
                let e = nowNanoseconds()
                let r = try Renderer()
                let f = nowNanoseconds()
                withExtendedLifetime(r) {}
                later.append(milliseconds(e, f))
            }
            let result = StartupResult(firstRendererInit: milliseconds(t0, t1), laterRendererInit: Stats(later),
                                       firstPrepare: milliseconds(a, b), firstRaster: milliseconds(b, c),
                                       firstPNG: milliseconds(c, d), specName: spec.name)
            return (result, renderer)
        } catch {
            if firstError == nil { firstError = error }
        }
    }
    throw firstError ?? UsageError(message: "no spec")
}

/// Measures every stage of `spec` on `renderer` (warm), plus the cold prepare and raster on
/// `coldRuns` fresh renderers (their creation is not timed).
/// - Throws: the spec's or the renderer's error.
func measureSpec(_ spec: BenchSpec, renderer: Renderer, scale: Double, iterations: Int, coldRuns: Int) throws -> SpecResult {
    let base = spec.baseDirectory
    let prepareWarm = try measure(iterations: iterations) {
        try PreparedSpec.prepare(spec.bytes, measuring: renderer.textMeasurer, imageSizes: renderer.imageSizes(baseDirectory: ".")).scene.items.count
    }
    let scene = try PreparedSpec.prepare(spec.bytes, measuring: renderer.textMeasurer, imageSizes: renderer.imageSizes(baseDirectory: ".")).scene

    var coldPrepare = [Double](), coldRaster = [Double]()
    for _ in 0..<coldRuns {
        let fresh = try Renderer()
        let t0 = nowNanoseconds()
        let p = try PreparedSpec.prepare(spec.bytes, measuring: fresh.textMeasurer, imageSizes: fresh.imageSizes(baseDirectory: "."))
        let t1 = nowNanoseconds()
        let r = try fresh.rasterize(p.scene, scale: scale, baseDirectory: base)
        let t2 = nowNanoseconds()
        sink &+= r.data.count
        coldPrepare.append(milliseconds(t0, t1))
        coldRaster.append(milliseconds(t1, t2))
    }

    let raster = try measure(iterations: iterations) { try rasterAnew(scene, renderer: renderer, scale: scale, baseDirectory: base) }
    let rasterShared = try measure(iterations: iterations) {
        try renderer.rasterize(scene, scale: scale, baseDirectory: base).data.count
    }
    let image = try renderer.rasterize(scene, scale: scale, baseDirectory: base)
    let png1 = try measure(iterations: iterations) { try Renderer.encodePNG(image, level: 1, filters: false).count }
    let png6 = try measure(iterations: iterations) { try Renderer.encodePNG(image, level: 6, filters: true).count }
    let png1Sub = try measure(iterations: iterations) { try Renderer.encodePNG(image, level: 1, filter: .sub).count }
    let png1Up = try measure(iterations: iterations) { try Renderer.encodePNG(image, level: 1, filter: .up).count }
    let svg = try measure(iterations: iterations) {
        renderer.discardCachedBackdrops()
        return try renderer.render(scene, as: .svg, baseDirectory: base).count
    }

    return SpecResult(
        name: spec.name, width: image.width, height: image.height,
        prepareWarm: prepareWarm, prepareCold: Stats(coldPrepare), rasterCold: Stats(coldRaster),
        raster: raster, rasterShared: rasterShared, png1: png1, png6: png6, png1Sub: png1Sub, png1Up: png1Up,
        png1SubBytes: try Renderer.encodePNG(image, level: 1, filter: .sub).count,
        png1UpBytes: try Renderer.encodePNG(image, level: 1, filter: .up).count, svg: svg,
        png1Bytes: try Renderer.encodePNG(image, level: 1, filters: false).count,
        png6Bytes: try Renderer.encodePNG(image, level: 6, filters: true).count,
        svgBytes: try renderer.render(scene, as: .svg, baseDirectory: base).count)
}

/// The "raster" sample: `scene` rasterised with its blurred backdrops and icon masks made anew
/// (caches discarded first; the discarding is part of the sample). Returns the byte count.
func rasterAnew(_ scene: Scene, renderer: Renderer, scale: Double, baseDirectory: String) throws -> Int {
    renderer.discardCachedBackdrops()
    renderer.discardCachedIconMasks()
    return try renderer.rasterize(scene, scale: scale, baseDirectory: baseDirectory).data.count
}

/// The raster of every spec in turn: each of `rounds` rounds rasters every spec once (after one
/// untimed round), the blurred backdrops and icon masks made anew each time as in the "raster"
/// column, so that whatever slows the machine for a while slows every spec alike and the ratios
/// of their medians hold. Returns one ``Stats`` per spec, in order; throws what a raster throws.
func measureInTurn(_ specs: [BenchSpec], renderer: Renderer, scale: Double, rounds: Int) throws -> [Stats] {
    let scenes = try specs.map { try PreparedSpec.prepare($0.bytes, measuring: renderer.textMeasurer, imageSizes: renderer.imageSizes(baseDirectory: ".")).scene }
    var samples = [[Double]](repeating: [], count: specs.count)
    for round in 0...rounds {
        for (i, scene) in scenes.enumerated() {
            let t0 = nowNanoseconds()
            sink &+= try rasterAnew(scene, renderer: renderer, scale: scale, baseDirectory: specs[i].baseDirectory)
            let t1 = nowNanoseconds()
            if round > 0 { samples[i].append(milliseconds(t0, t1)) }
        }
    }
    return samples.map(Stats.init)
}

// MARK: - Throughput

/// The outcome of rendering a batch of PNGs on several threads.
struct ThroughputResult {
    /// Threads used, one `Renderer` each.
    let threads: Int
    /// Images rendered in the timed part.
    let images: Int
    /// Wall time of the timed part, seconds.
    let seconds: Double
    /// Total PNG bytes produced.
    let bytes: Int
    /// CPU seconds this process used in the timed part (all threads).
    let cpuSeconds: Double
    /// Cores other processes kept busy on average meanwhile (nil where unknown).
    var otherCores: Double? = nil
    /// Images per second.
    var imagesPerSecond: Double { Double(images) / seconds }
}

/// Shared state of a throughput run; every mutable field is guarded by `lock`.
final class ThroughputState: @unchecked Sendable {
    /// Guards `failures` and `bytes`.
    let lock = NSLock()
    /// Errors met, as text.
    var failures: [String] = []
    /// PNG bytes produced.
    var bytes = 0
    /// Left by each thread once its renderer exists and has rendered every spec once.
    let ready = DispatchGroup()
    /// Signalled once per thread to start the timed part together.
    let go = DispatchSemaphore(value: 0)
    /// Left by each thread when its share is done.
    let done = DispatchGroup()
}

/// Renders `images` PNGs at `scale` (prepare from the in-memory JSON, raster, PNG level 1: what
/// `navmock render --format png` does minus file I/O), cycling through `specs`, on `threads`
/// threads with one `Renderer` each. Renderer creation and a warm-up pass over every spec are
/// done before the clock starts.
/// - Throws: ``UsageError`` carrying the first rendering error.
func throughput(specs: [BenchSpec], scale: Double, threads: Int, images: Int) throws(UsageError) -> ThroughputResult {
    let state = ThroughputState()
    for t in 0..<threads {
        state.ready.enter()
        state.done.enter()
        let thread = Thread {
            var bytes = 0
            var failure: String?
            var renderer: Renderer?
            do {
                let r = try Renderer()
                for s in specs {
                    let p = try PreparedSpec.prepare(s.bytes, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
                    bytes &+= try r.render(p.scene, as: .png(scale: scale), baseDirectory: s.baseDirectory).count
                }
                renderer = r
            } catch { failure = "\(error)" }
            state.ready.leave()
            state.go.wait()
            bytes = 0
            if let r = renderer {
                do {
                    for i in stride(from: t, to: images, by: threads) {
                        let s = specs[i % specs.count]
                        let p = try PreparedSpec.prepare(s.bytes, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
                        bytes &+= try r.render(p.scene, as: .png(scale: scale), baseDirectory: s.baseDirectory).count
                    }
                } catch { failure = "\(error)" }
            }
            state.lock.lock()
            state.bytes += bytes
            if let failure { state.failures.append(failure) }
            state.lock.unlock()
            state.done.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    state.ready.wait()
    let ((t0, t1, c0, c1), others) = watchingOthers {
        let c0 = processCPUSeconds(), t0 = nowNanoseconds()
        for _ in 0..<threads { state.go.signal() }
        state.done.wait()
        return (t0, nowNanoseconds(), c0, processCPUSeconds())
    }
    if let f = state.failures.first { throw UsageError(message: "throughput run failed: \(f)") }
    return ThroughputResult(threads: threads, images: images, seconds: Double(t1 - t0) / 1e9, bytes: state.bytes,
                            cpuSeconds: c1 - c0, otherCores: others)
}

// MARK: - Output

/// A plain-text table: a header, a rule, rows; the first column left-aligned, the rest right-aligned.
struct TextTable {
    /// Column titles.
    let header: [String]
    /// Cells, one array per row, as many as the header.
    var rows: [[String]] = []

    /// Creates a table with `header`.
    init(_ header: [String]) { self.header = header }

    /// Appends a row of cells.
    mutating func add(_ row: [String]) { rows.append(row) }

    /// The table as lines, each indented by `indent` spaces, columns two spaces apart.
    func render(indent: Int = 2) -> String {
        var widths = header.map(\.count)
        for r in rows { for (i, c) in r.enumerated() { widths[i] = max(widths[i], c.count) } }
        /// One row, padded to the column widths.
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { i, c -> String in
                let pad = String(repeating: " ", count: widths[i] - c.count)
                return i == 0 ? c + pad : pad + c
            }
            return String(repeating: " ", count: indent) + padded.joined(separator: "  ")
        }
        let rule = String(repeating: " ", count: indent) + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
    }
}

/// Milliseconds with three significant digits or more: `0.0412`, `1.23`, `12.3`, `123`.
func ms(_ v: Double) -> String {
    if v < 0.1 { return String(format: "%.4f", v) }
    if v < 1 { return String(format: "%.3f", v) }
    if v < 10 { return String(format: "%.2f", v) }
    if v < 100 { return String(format: "%.1f", v) }
    return String(format: "%.0f", v)
}

/// A median and p90 as one cell: `1.23 / 1.31`.
func cell(_ s: Stats) -> String { ms(s.median) + " / " + ms(s.p90) }

/// An integer with thin thousands separators (`1,201,176`).
func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(ch)
    }
    return (n < 0 ? "-" : "") + out
}

/// Facts about the machine and build that the numbers depend on, as `key: value` lines.
/// `started` is when the run began; `idle` the cores other processes kept busy just before it (nil if unknown).
func machineFacts(options: BenchOptions, started: Date, idle: Double?) -> [(String, String)] {
    let info = ProcessInfo.processInfo
    var cpu = "unknown"
    if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
       let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
       let name = line.split(separator: ":", maxSplits: 1).last {
        cpu = name.trimmingCharacters(in: .whitespaces)
    }
    #if DEBUG
    let config = "DEBUG (-Onone): these numbers are meaningless, build with -c release"
    #else
    let config = "release (-O)"
    #endif
    #if compiler(>=6.4)
    let swift = "Swift ≥ 6.4"
    #elseif compiler(>=6.3)
    let swift = "Swift 6.3"
    #elseif compiler(>=6.2)
    let swift = "Swift 6.2"
    #else
    let swift = "Swift < 6.2"
    #endif
    let libs = Toolchain.libraries.filter { ["cairo", "pango", "librsvg", "libpng"].contains($0.name) }
        .map { "\($0.name) \($0.version)" }.joined(separator: ", ")
    let date = ISO8601DateFormatter().string(from: started)
    return [
        ("date", date),
        ("cpu", "\(cpu); \(info.activeProcessorCount) active of \(info.processorCount) cores; \(info.physicalMemory >> 30) GiB"),
        ("os", info.operatingSystemVersionString),
        ("others", idle.map { String(format: "%.2f cores busy with other (not niced) processes in 0.5 s before the run", $0) } ?? "unknown"),
        ("build", "\(config), \(swift)"),
        ("libraries", libs),
        ("method", "\(options.iterations) timed samples after 1 warm-up; median / p90 (nearest rank) in ms; monotonic clock"),
    ]
}

// MARK: - Main

/// Runs the benchmark and prints the report; returns the exit status (0, 64 usage, 65 a spec failed).
func runBenchmark() -> Int32 {
    let options: BenchOptions
    do { options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) } catch {
        if error.message.isEmpty { print(BenchOptions.usage); return 0 }
        FileHandle.standardError.write(Data("navmock-bench: \(error.message)\n\n\(BenchOptions.usage)\n".utf8))
        return 64
    }
    /// Prints `message` to standard error and returns `code`.
    func fail(_ message: String, _ code: Int32) -> Int32 {
        FileHandle.standardError.write(Data("navmock-bench: \(message)\n".utf8))
        return code
    }

    // Read every spec into memory first; file reading is timed by no stage.
    let found: (files: [(path: String, name: String)], source: String)
    do { found = try SpecDiscovery.files(for: options.inputs) } catch { return fail(error.message, 66) }
    var specs: [BenchSpec] = []
    for f in found.files {
        do {
            let src = try SpecSource.read(path: f.path)
            specs.append(BenchSpec(name: f.name, bytes: src.bytes, baseDirectory: src.baseDirectory))
        } catch { return fail("\(error)", 66) }
    }

    // How busy the machine is with other work (touches no NavMock library).
    let started = Date()
    let (_, idle) = watchingOthers { usleep(500_000) }

    // Process-start costs first, before anything else has loaded fonts.
    let startup: StartupResult
    let renderer: Renderer
    do { (startup, renderer) = try measureStartup(specs, scale: options.scale, iterations: options.iterations) } catch {
        return fail("no spec rendered; the first: \(specs[0].name): \(error)", 65)
    }

    let scale = options.scale
    let scaleText = scale == scale.rounded() ? "@\(Int(scale))x" : "@\(scale)x"
    let coldRuns = min(options.iterations, 10)
    var results: [SpecResult] = []
    var skipped: [String] = []
    let (_, stageOthers) = watchingOthers {
        for spec in specs {
            do {
                results.append(try measureSpec(spec, renderer: renderer, scale: scale, iterations: options.iterations, coldRuns: coldRuns))
            } catch {
                skipped.append("\(spec.name): \(error)")
            }
        }
    }
    guard !results.isEmpty else { return fail("no spec rendered:\n  " + skipped.joined(separator: "\n  "), 65) }
    var inTurn: [(name: String, stats: Stats)] = []
    if options.alternate {
        let these = specs.filter { s in results.contains { $0.name == s.name } }
        do {
            inTurn = zip(these.map(\.name), try measureInTurn(these, renderer: renderer, scale: scale, rounds: options.iterations)).map { ($0, $1) }
        } catch { return fail("raster in turn: \(error)", 65) }
    }

    // Throughput: max(1, N / 5) passes over every spec, each thread count three times (the median
    // round is reported, with the range).
    let rendered = specs.filter { s in results.contains { $0.name == s.name } }
    let passes = max(1, options.iterations / 5)
    let images = passes * rendered.count
    let rounds = 3
    var runs: [[ThroughputResult]] = []
    for n in Set([1, options.threads]).sorted() {
        var these: [ThroughputResult] = []
        for _ in 0..<rounds {
            do { these.append(try throughput(specs: rendered, scale: scale, threads: n, images: images)) } catch {
                return fail(error.message, 65)
            }
        }
        runs.append(these.sorted { $0.imagesPerSecond < $1.imagesPerSecond })
    }

    // Report.
    print("NavMock benchmark")
    let facts = machineFacts(options: options, started: started, idle: idle)
    let keyWidth = facts.map(\.0.count).max() ?? 0
    for (k, v) in facts { print("  " + k + ":" + String(repeating: " ", count: keyWidth - k.count + 1) + v) }
    print("  specs:" + String(repeating: " ", count: keyWidth - 4) + "\(results.count) from \(found.source)")
    print("")

    print("Start-up (once per process; what a one-shot `navmock render` pays)")
    var st = TextTable(["step", "ms"])
    st.add(["Renderer() first in process (fontconfig + Pango font map)", ms(startup.firstRendererInit)])
    st.add(["Renderer() again, median of \(startup.laterRendererInit.count)", ms(startup.laterRendererInit.median)])
    st.add(["first prepare (\(startup.specName))", ms(startup.firstPrepare)])
    st.add(["first raster \(scaleText) (icons parsed, glyphs rendered)", ms(startup.firstRaster)])
    st.add(["first PNG encode, level 1", ms(startup.firstPNG)])
    st.add(["total", ms(startup.firstRendererInit + startup.firstPrepare + startup.firstRaster + startup.firstPNG)])
    print(st.render())
    print("")

    print("Prepare and raster per spec, \(scaleText), ms: median / p90")
    print("  prepare = read + resolve + layout + scene from the in-memory JSON. warm: the renderer's text")
    print("  measurements are cached (a batch re-rendering the same strings). cold: a fresh Renderer each time")
    print("  (new Pango font map, empty measurement and icon caches; median of \(coldRuns), Renderer() untimed);")
    print("  process-wide fontconfig/FreeType/cairo caches stay warm. raster cold = that Renderer's first raster.")
    print("  raster: the blurred backdrops made anew each time; shared: reused from the previous raster of the spec.")
    var t = TextTable(["spec", "pixels", "prepare warm", "prepare cold", "raster cold", "raster", "raster shared"])
    for r in results {
        t.add([r.name, "\(r.width)×\(r.height)", cell(r.prepareWarm), cell(r.prepareCold), cell(r.rasterCold), cell(r.raster),
               cell(r.rasterShared)])
    }
    print(t.render())
    print("")

    if !inTurn.isEmpty {
        print("Raster in turn, \(scaleText), ms: median / p90 of \(options.iterations) rounds, each rastering every spec once in the")
        print("  order given, the blurred backdrops and icon masks made anew (as \"raster\" above); next: this median ÷ the next spec's")
        var a = TextTable(["spec", "raster", "next"])
        for (i, r) in inTurn.enumerated() {
            a.add([r.name, cell(r.stats), i + 1 < inTurn.count ? String(format: "%.2f×", r.stats.median / inTurn[i + 1].stats.median) : ""])
        }
        print(a.render())
        print("")
    }

    print("Encoding per spec, ms: median / p90; bytes. L1 = zlib level 1, no row filters (the default);")
    print("  L6+f = zlib level 6 with adaptive filters; L1 Sub / L1 Up = level 1 with that filter on every row;")
    print("  SVG = Cairo SVG surface + post-processing, blurred backdrops made anew; SVG/raster = SVG ÷ raster")
    var e = TextTable(["spec", "PNG L1", "bytes", "PNG L1 Sub", "bytes", "PNG L1 Up", "bytes", "PNG L6+f", "bytes",
                       "SVG", "bytes", "L1/raster", "SVG/raster"])
    for r in results {
        e.add([r.name, cell(r.png1), grouped(r.png1Bytes), cell(r.png1Sub), grouped(r.png1SubBytes), cell(r.png1Up), grouped(r.png1UpBytes),
               cell(r.png6), grouped(r.png6Bytes), cell(r.svg), grouped(r.svgBytes),
               String(format: "%.2f×", r.png1.median / r.raster.median), String(format: "%.2f×", r.svg.median / r.raster.median)])
    }
    print(e.render())
    if results.count > 1 {
        let sum = { (f: (SpecResult) -> Stats) in ms(results.map { f($0).median }.reduce(0, +)) }
        print("  sum of medians over \(results.count) specs: prepare warm \(sum { $0.prepareWarm }), raster \(sum { $0.raster }), "
              + "PNG L1 \(sum { $0.png1 }), L1 Sub \(sum { $0.png1Sub }), L1 Up \(sum { $0.png1Up }), PNG L6+f \(sum { $0.png6 }), "
              + "SVG \(sum { $0.svg })")
        let bytes = { (f: (SpecResult) -> Int) in grouped(results.map(f).reduce(0, +)) }
        print("  sum of bytes: PNG L1 \(bytes { $0.png1Bytes }), L1 Sub \(bytes { $0.png1SubBytes }), L1 Up \(bytes { $0.png1UpBytes }), "
              + "PNG L6+f \(bytes { $0.png6Bytes })")
    }
    print("  Cairo's own PNG writer is not measured here (the bench does not link CCairo); see Benchmarks/README.md.")
    if let o = stageOthers {
        print(String(format: "  other (not niced) processes kept %.2f cores busy on average during these per-spec measurements", o))
    }
    print("")

    print("Throughput: prepare + raster + PNG L1 \(scaleText) from in-memory JSON, no file I/O; one Renderer per thread")
    print("  (\(passes) passes over the \(rendered.count) specs = \(images) images, \(rounds) rounds per thread count; the median round,")
    print("  and the range of images/s over the rounds)")
    print("  CPU/wall: cores this process kept busy; others: cores other (not niced) processes kept busy meanwhile")
    var tp = TextTable(["threads", "images", "wall s", "images/s", "range", "ms/image/thread", "speed-up", "CPU/wall", "others"])
    let single = runs.first { $0.first?.threads == 1 }?[rounds / 2].imagesPerSecond
    for these in runs {
        let r = these[rounds / 2]
        tp.add(["\(r.threads)", "\(r.images)", String(format: "%.3f", r.seconds), String(format: "%.1f", r.imagesPerSecond),
                String(format: "%.0f–%.0f", these.first!.imagesPerSecond, these.last!.imagesPerSecond),
                ms(r.seconds * 1000 * Double(r.threads) / Double(r.images)),
                single.map { String(format: "%.2f×", r.imagesPerSecond / $0) } ?? "-",
                String(format: "%.2f", r.cpuSeconds / r.seconds), r.otherCores.map { String(format: "%.2f", $0) } ?? "?"])
    }
    print(tp.render())

    if !skipped.isEmpty {
        print("")
        print("Skipped (failed to prepare or render):")
        for s in skipped { print("  " + s) }
    }
    print("")
    print("(checksum \(sink))")
    return skipped.isEmpty ? 0 : 65
}

exit(runBenchmark())
