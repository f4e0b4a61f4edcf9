// Issue 34, item 3: a spec's files are the same bytes whatever the run: alone or in a batch after
// other specs, on one job or two, with the icon cache cold, warm or off; and the resource stage
// reports a broken icon alike in each of those states.

import Foundation
import NavMockTestSupport
import Testing

@Suite("CLI: the same bytes whatever the run", .serialized)
struct SameBytesTests {
    /// The specs whose files are compared: an iOS 18 classic bar with an emoji title, a Liquid
    /// Glass bar, a classic bar over an image backdrop, an iPad sidebar and a page control.
    static let specs = ["emoji", "glass", "image", "sidebar", "pagecontrol"]

    /// Writes the specs into `dir`, each after a twin (`<name>-0.json`, sorted just before it)
    /// with the same backdrop and bar but another title, so that in a batch the spec comes right
    /// after one whose blurred or lensed backdrop the renderer keeps.
    static func writeSpecs(in dir: String) throws {
        func bar(_ os: String, _ backdrop: String, _ first: String, device: String = "iPhone 16") -> String {
            #"{"device":"\#(device)","osVersion":"\#(os)","backdrop":\#(backdrop),"tabBar":{"items":["#
                + #"{"title":"\#(first)","image":"star"},{"title":"Search","image":"magnifyingglass"},{"title":"Alarm","image":"alarm","badgeValue":"2"}],"#
                + #""selectedIndex":0}}"#
        }
        let list = #"{"content":"list"}"#, image = #"{"image":"backdrop.png"}"#
        let files: [(String, String)] = [
            ("emoji-0", bar("18", list, "Apple")), ("emoji", bar("18", list, "🍎 Apple")),
            ("glass-0", bar("26", list, "World")), ("glass", bar("26", list, "World Clock")),
            ("image-0", bar("18", image, "Start")), ("image", bar("18", image, "Home")),
            ("sidebar", try String(contentsOfFile: CLI.root + "/Templates/tab-bars/ipad-18-sidebar.json", encoding: .utf8)
                .replacingOccurrences(of: #""$schema": "../../schema/spec-v1.json","#, with: "")),
            ("pagecontrol", #"{"device":"iPhone 16","backdrop":{"content":"photo"},"pageControl":{"numberOfPages":5,"currentPage":2,"backgroundStyle":"prominent"}}"#),
        ]
        for (name, json) in files { try json.write(toFile: dir + "/\(name).json", atomically: true, encoding: .utf8) }
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/specs/images/brand-logo.png", toPath: dir + "/backdrop.png")
    }

    /// Every file under `dir` whose name starts with one of ``specs`` then `.` or `@`, by name.
    static func outputs(_ dir: String) -> [String: Data] {
        var out: [String: Data] = [:]
        for f in CLI.files(in: dir) where specs.contains(where: { f.hasPrefix($0 + ".") || f.hasPrefix($0 + "@") }) {
            out[f] = FileManager.default.contents(atPath: dir + "/" + f)
        }
        return out
    }

    /// Expects `runs` to hold the same files with the same bytes as `reference` (15: PNG, SVG, PDF
    /// of each spec).
    static func expectSame(_ runs: [(String, [String: Data])], as reference: (String, [String: Data])) {
        #expect(reference.1.count == specs.count * 3, "\(reference.0): \(reference.1.keys.sorted())")
        for (name, files) in runs {
            #expect(files.keys.sorted() == reference.1.keys.sorted(), "\(name)")
            for (f, bytes) in reference.1.sorted(by: { $0.key < $1.key }) {
                #expect(files[f] == bytes, "\(f): \(name) wrote \(files[f]?.count ?? 0) bytes, \(reference.0) \(bytes.count)")
            }
        }
    }

    @Test("SVG, PDF and PNG bytes are the same alone, in a batch after other specs, on one job and on two")
    func aloneBatchAndJobs() throws {
        let dir = try CLI.tempDir(), out = try CLI.tempDir()
        try Self.writeSpecs(in: dir)
        let env = ["NAVMOCK_CACHE_DIR": ""]
        for s in Self.specs {
            let r = try CLI.run(["render", dir + "/\(s).json", "-o", out + "/alone", "--format", "png,svg,pdf", "--quiet"], env: env)
            #expect(r.code == 0, "\(s): \(r.stderr)")
        }
        var runs: [(String, [String: Data])] = []
        for jobs in ["1", "2", "2"] {
            let o = out + "/batch\(runs.count)"
            let r = try CLI.run(["render", dir, "-o", o, "--format", "png,svg,pdf", "--jobs", jobs, "--quiet"], env: env)
            #expect(r.code == 0, "\(r.stderr)")
            runs.append(("batch --jobs \(jobs)", Self.outputs(o)))
        }
        Self.expectSame(runs, as: ("alone", Self.outputs(out + "/alone")))
    }

    @Test("the same bytes with the icon cache cold, warm and off")
    func iconCacheStates() throws {
        let dir = try CLI.tempDir(), out = try CLI.tempDir(), cache = try CLI.tempDir()
        try Self.writeSpecs(in: dir)
        var runs: [(String, [String: Data])] = []
        for (name, folder) in [("off", ""), ("cold", cache), ("warm", cache)] {
            let r = try CLI.run(["render", dir, "-o", out + "/" + name, "--format", "png,svg,pdf", "--jobs", "1", "--quiet"],
                                env: ["NAVMOCK_CACHE_DIR": folder])
            #expect(r.code == 0, "\(name): \(r.stderr)")
            runs.append((name, Self.outputs(out + "/" + name)))
            if name == "cold" {
                // The warm run then has masks and markers to use: the comparison is not between two cold runs.
                let kept = CLI.files(in: cache + "/icon-masks")
                #expect(kept.filter { $0.utf8.count == 64 }.count >= 4 && kept.contains { $0.hasSuffix(".valid") }, "\(kept)")
            }
        }
        Self.expectSame(Array(runs.dropFirst()), as: runs[0])
    }

    @Test("a broken SVG icon is reported alike with the cache off, cold, and warm from a valid file of that name",
          arguments: [["render", "--format", "png"], ["render", "--format", "svg"], ["layout"], ["check"]])
    func brokenIconWhateverTheCache(_ command: [String]) throws {
        let dir = try CLI.tempDir(), out = try CLI.tempDir()
        let spec = dir + "/spec.json", icon = dir + "/broken.svg"
        try #"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[{"title":"Mine","image":"broken.svg"},{"title":"Home","image":"house"}]}}"#
            .write(toFile: spec, atomically: true, encoding: .utf8)
        // Valid, then invalid bytes of the same length under the same name with the same
        // modification time: only the bytes tell them apart.
        let valid = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 1h14v14H1z"/></svg>"#
        let broken = valid.replacingOccurrences(of: "</svg>", with: "</svx>")
        #expect(valid.utf8.count == broken.utf8.count)
        func run(_ folder: String, _ name: String) throws -> CLI.Result {
            var args = [command[0], spec]
            if command[0] == "render" { args += ["-o", out + "/" + name] + command.dropFirst() }
            return try CLI.run(args, env: ["NAVMOCK_CACHE_DIR": folder])
        }
        try broken.write(toFile: icon, atomically: false, encoding: .utf8)
        let off = try run("", "off")
        let cold = try run(try CLI.tempDir(), "cold")
        // Warm: a run over the valid file leaves its masks and its valid-SVG marker.
        let warmCache = try CLI.tempDir()
        let when = try #require(FileManager.default.attributesOfItem(atPath: icon)[.modificationDate] as? Date)
        try valid.write(toFile: icon, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: when], ofItemAtPath: icon)
        let good = try CLI.run(["render", spec, "-o", out + "/good", "--format", "png,svg"], env: ["NAVMOCK_CACHE_DIR": warmCache])
        #expect(good.code == 0, "\(good.stderr)")
        #expect(CLI.files(in: warmCache + "/icon-masks").contains { $0.hasSuffix(".valid") })
        try broken.write(toFile: icon, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: when], ofItemAtPath: icon)
        let warm = try run(warmCache, "warm")
        #expect(off.code == 66 || off.code == 65, "\(off.code): \(off.stderr)")
        #expect(off.stderr.contains("broken.svg") && off.stderr.contains("not a valid SVG"), "\(off.stderr)")
        for (name, r) in [("cold", cold), ("warm", warm)] {
            #expect(r.code == off.code, "\(name): \(r.code) against \(off.code)")
            #expect(r.stderr == off.stderr, "\(name): \(r.stderr)")
        }
        #expect(!CLI.files(in: out).contains { $0.hasPrefix("off/") || $0.hasPrefix("cold/") || $0.hasPrefix("warm/") },
                "nothing rendered from a broken icon: \(CLI.files(in: out))")
    }

    @Test("a Liquid Glass bar's symbols (drawn emboldened) are checked by layout and check as render checks them",
          arguments: ["26", "18"])
    func emboldenedIconsResolved(_ os: String) throws {
        // An icon set with no files: every symbol's file is missing. Before, `layout` and `check`
        // passed a Liquid Glass bar whose symbols `render` could not find (issue 34).
        let dir = try CLI.tempDir(), empty = try CLI.tempDir(), out = try CLI.tempDir()
        let spec = dir + "/glass.json"
        try #"{"device":"iPhone 17 Pro","osVersion":"\#(os)","tabBar":{"items":[{"title":"Home","image":"house"},{"title":"Star","image":"star"}]}}"#
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let env = ["NAVMOCK_ICONS_DIR": empty, "NAVMOCK_PHOSPHOR_DIR": empty, "NAVMOCK_CACHE_DIR": ""]
        let render = try CLI.run(["render", spec, "-o", out], env: env)
        #expect(render.code != 0 && render.stderr.contains("missing from the icon set"), "\(render.code): \(render.stderr)")
        for command in ["layout", "check"] {
            let r = try CLI.run([command, spec], env: env)
            #expect(r.code == render.code, "\(command) exits \(r.code), render \(render.code)")
            #expect(r.stderr == render.stderr, "\(command): \(r.stderr)")
        }
    }
}
