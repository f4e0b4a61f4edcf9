// libFuzzer target for NavMock's spec reader, layout and scene building (NavMockCore, pure Swift).
// Built by Fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; Foundation is not instrumented, so
// coverage guides through the project's own code. Text is measured with the fixed-width measurer.
import NavMockCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let spec = try SpecReader.read(bytes)
        let env = Environment.resolve(spec)
        let l = try layout(spec, in: env, measuring: FixedWidthTextMeasurer())
        let scene = buildScene(spec, layout: l)
        // Invariants that must hold for every accepted spec.
        precondition(l.canvas.width > 0 && l.canvas.height > 0, "empty canvas")
        precondition(scene.size == l.canvas.size, "scene and canvas disagree")
        _ = l.jsonText()
    } catch {
        // Every refusal must carry a message and a position.
        precondition(!error.message.isEmpty, "error without a message")
        precondition(error.location.line >= 1 && error.location.column >= 1, "error without a position")
        // A parse error's path (issue 19 §12) is no deeper than the nesting limit allows (one
        // key or index per open container, and one for the value being read).
        if case .json(let e) = error {
            precondition(e.path.components.count <= JSONLimits.default.maxDepth + 1, "path deeper than the nesting")
            precondition(error.path == e.path, "the spec error lost the path")
        }
    }
    return 0
}
