import Foundation
import NavMockCore
import NavMockTestSupport
import Testing

/// Issue 43: the command line, part 3, through the built binary.
extension CLI {
    /// Runs `navmock ARGS` by its bare name through a shell whose `PATH` is `path` and the system
    /// folders, from `cwd`, with `NAVMOCK_TEMPLATES` unset: as a user runs an installed binary.
    static func runFromPath(_ args: [String], path: String, cwd: String) throws -> Result {
        let quoted = (["navmock"] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", quoted]
        p.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var e = ProcessInfo.processInfo.environment
        e["NAVMOCK_TEMPLATES"] = nil
        e["PATH"] = path + ":/usr/local/bin:/usr/bin:/bin"
        p.environment = e
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err; p.standardInput = FileHandle.nullDevice
        try p.run()
        nonisolated(unsafe) var errData = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        p.waitUntilExit()
        return Result(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Copies the built binary to `bin/navmock` and of `Templates` to
    /// `share/navmock/Templates` under `prefix`, as the README's install commands do.
    static func install(into prefix: String) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix + "/share/navmock", withIntermediateDirectories: true)
        try fm.copyItem(atPath: binary, toPath: prefix + "/bin/navmock")
        try fm.copyItem(atPath: root + "/Templates", toPath: prefix + "/share/navmock/Templates")
    }

    static func realPath(_ p: String) -> String { URL(fileURLWithPath: p).resolvingSymlinksInPath().path }
}

@Suite("Issue 43 §1: an installed navmock finds its Templates")
struct InstalledTemplatesTests {
    /// `list templates` lists the installed Templates and `doctor` names their folder.
    func expectFinds(_ templates: String, path: String) throws {
        let elsewhere = try CLI.tempDir()   // its parent holds no share/navmock
        let expected = (try? FileManager.default.subpathsOfDirectory(atPath: templates))?.filter { $0.hasSuffix(".json") }.count ?? 0
        #expect(expected >= 8)
        let list = try CLI.runFromPath(["list", "templates"], path: path, cwd: elsewhere)
        #expect(list.code == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == expected, "\(list.stdout)")
        #expect(lines.allSatisfy { $0.hasPrefix(CLI.realPath(templates) + "/") }, "\(list.stdout)")
        let doctor = try CLI.runFromPath(["doctor"], path: path, cwd: elsewhere)
        #expect(doctor.stdout.contains("templates: \(CLI.realPath(templates))\n"), "\(doctor.stdout)")
    }

    @Test("<prefix>/bin/navmock run by its name through PATH, from another folder, finds <prefix>/share/navmock/Templates")
    func installedCopy() throws {
        let prefix = try CLI.tempDir()
        try CLI.install(into: prefix)
        try expectFinds(prefix + "/share/navmock/Templates", path: prefix + "/bin")
    }

    @Test("a symlink on PATH to <prefix>/bin/navmock finds the Templates of the binary's own prefix")
    func symlinked() throws {
        let root = try CLI.tempDir()
        try CLI.install(into: root + "/opt/navmock")
        try FileManager.default.createDirectory(atPath: root + "/usr/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/usr/bin/navmock", withDestinationPath: root + "/opt/navmock/bin/navmock")
        #expect(!FileManager.default.fileExists(atPath: root + "/usr/share/navmock/Templates"))
        try expectFinds(root + "/opt/navmock/share/navmock/Templates", path: root + "/usr/bin")
    }
}
