import Foundation

/// Standard error and output helpers, and atomic file writing.
enum Console {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    }
    static func warning(_ message: String) {
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }
    static func err(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    static func out(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    static func outRaw(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    static var stderrIsTerminal: Bool { isatty(2) != 0 }
}

/// A failure tied to a file, with its exit code; printed as `error: FILE:LINE:COLUMN: path: message`.
struct Failure: Error {
    let code: ExitCode
    let text: String
}

/// Writes files atomically: a temporary file in the same folder, then a rename. An error leaves
/// any existing file as it was and removes the temporary file.
enum AtomicWriter {
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) {
            guard isDir.boolValue else { throw Failure(code: .cantCreate, text: "\(path): cannot write: \(dir) is a file, not a folder") }
        } else {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
            catch {
                // Say which part of the path is in the way, if one is a file.
                var probe = URL(fileURLWithPath: dir)
                while probe.path != "/" {
                    var d: ObjCBool = false
                    if FileManager.default.fileExists(atPath: probe.path, isDirectory: &d) {
                        if !d.boolValue { throw Failure(code: .cantCreate, text: "\(path): cannot write: \(probe.path) is a file, not a folder") }
                        break
                    }
                    probe.deleteLastPathComponent()
                }
                throw Failure(code: .cantCreate, text: "\(path): cannot create the folder \(dir)")
            }
        }
        let tmp = dir + "/.\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard FileManager.default.createFile(atPath: tmp, contents: Data(bytes)) else {
            throw Failure(code: .cantCreate, text: "\(path): cannot write into \(dir) (permission denied or disk full)")
        }
        if rename(tmp, path) != 0 {
            let why = String(cString: strerror(errno))
            unlink(tmp)
            throw Failure(code: .cantCreate, text: "\(path): cannot write: \(why)")
        }
    }
}
