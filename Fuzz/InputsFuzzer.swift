// libFuzzer target for the inputs the robustness issue added: spec `variants` (VariantExpander) and PNG decoding
// (CNavMockPNG: the header, the whole decode and the decode of a part reduced by a factor, which
// has its own row loop over libpng) and the project configuration file `navmock.json`
// (ProjectConfig, the CLI's reader). The first byte picks the target, mod 4: 0 and 1 → variants,
// 2 → PNG, 3 → navmock.json. Icons have their own target (IconFuzzer.swift: IconCheck, then
// librsvg). Built by Fuzz/run.sh inputs.
import NavMockCore

/// PNG: bytes 0-4 choose the factor and the part, the rest is the file. Never traps, and a
/// decoded part has the size the header and the request give.
func fuzzPNG(_ bytes: [UInt8]) {
    guard bytes.count > 5 else { return }
    let factor = Int32(bytes[0] % 16) + 1
    let x0 = Int32(bytes[1]) - 8, y0 = Int32(bytes[2]) - 8, x1 = Int32(bytes[3]) * 4, y1 = Int32(bytes[4]) * 4
    let png = Array(bytes[5...])
    let maxPixels = 1 << 20
    var err = [CChar](repeating: 0, count: 256)
    var w: Int32 = 0, h: Int32 = 0
    let header = png.withUnsafeBufferPointer { navmock_png_header($0.baseAddress, $0.count, &w, &h, &err, err.count) }
    var out: UnsafeMutablePointer<UInt8>?
    var ww: Int32 = 0, wh: Int32 = 0
    let whole = png.withUnsafeBufferPointer { navmock_png_decode_rgba($0.baseAddress, $0.count, maxPixels, &out, &ww, &wh, &err, err.count) }
    if whole == 0 {
        precondition(header == 0 && ww == w && wh == h, "whole decode disagrees with the header")
        navmock_png_free(out)
    }
    var part: UnsafeMutablePointer<UInt32>?
    var pw: Int32 = 0, ph: Int32 = 0
    let rc = png.withUnsafeBufferPointer {
        navmock_png_decode_argb32_reduced($0.baseAddress, $0.count, maxPixels, factor, x0, y0, x1, y1, &part, &pw, &ph, &err, err.count)
    }
    if rc == 0 {
        precondition(header == 0, "a part decoded from bytes without a header")
        precondition(pw >= 1 && ph >= 1 && pw <= w && ph <= h, "part of \(pw) x \(ph) from \(w) x \(h)")
        precondition(Int(pw) * Int(ph) <= maxPixels, "over the pixel limit")
        // Touch every pixel (ASan checks the buffer is that large).
        var sum: UInt32 = 0
        for i in 0..<(Int(pw) * Int(ph)) { sum &+= part![i] }
        _ = sum
        navmock_png_free(part)
    } else {
        precondition(rc == 1 || rc == -1, "unknown result \(rc)")
        precondition(err[0] != 0, "refusal without a message")
    }
}

/// navmock.json: the reader is total (a configuration or messages, never a trap), says why it
/// refuses, gives the same answer twice, and what it accepts is inside the documented ranges.
func fuzzConfig(_ bytes: [UInt8]) {
    let first = Result { () throws(ProjectConfigError) in try ProjectConfig.parse(bytes, path: "/p/navmock.json") }
    let second = Result { () throws(ProjectConfigError) in try ProjectConfig.parse(bytes, path: "/p/navmock.json") }
    switch (first, second) {
    case (.success(let a), .success(let b)):
        precondition(a == b, "not deterministic")
        for s in a.scales ?? [] { precondition(s > 0 && s <= 16 && s.isFinite, "accepted scale \(s)") }
        for f in a.formats ?? [] { precondition(["png", "svg", "pdf"].contains(f), "accepted format \(f)") }
        if let r = a.record { precondition(ProjectConfig.recordModes.contains(r), "accepted record \(r)") }
    case (.failure(let a), .failure(let b)):
        precondition(a.messages == b.messages && !a.messages.isEmpty && a.messages.allSatisfy { !$0.isEmpty },
                     "refusal not deterministic or without a message")
    default:
        preconditionFailure("accepted once, refused once")
    }
}

/// Makes the lazily built globals (the field tables, the symbol table) once, before any input:
/// made inside an input, LeakSanitizer takes them for leaks of that input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    let spec = #"{"tabBar": {"items": [{"title": "A", "image": "house"}]}, "variants": {"appearance": ["light", "dark"]}}"#
    if let root = try? JSONParser.parse(Array(spec.utf8)), let m = try? VariantExpander.matrix(root) {
        for i in 0..<m.count { _ = m.name(at: i); _ = try? m.variant(at: i) }
    }
    _ = try? SpecReader.read(Array(spec.utf8))
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if data[0] & 3 == 2 {
        fuzzPNG(bytes)
    } else if data[0] & 3 == 3 {
        fuzzConfig(bytes)
    } else {
        // Variants: parse, expand the matrix, read every variant's spec (bounded by the limits).
        guard let root = try? JSONParser.parse(bytes) else { return 0 }
        do {
            let m = try VariantExpander.matrix(root)
            precondition(m.count >= 1, "empty matrix")
            for i in 0..<min(m.count, 64) {
                _ = m.name(at: i)
                _ = try? m.variant(at: i)
            }
        } catch {
            precondition(!error.message.isEmpty, "error without a message")
        }
    }
    return 0
}
