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
}
