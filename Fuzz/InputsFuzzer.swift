// libFuzzer target for the inputs the robustness issue added: SVG icon complexity limits
// (IconComplexity, checked before librsvg) and spec `variants` (VariantExpander). The first byte
// picks the target: even → the icon scanner, odd → variants. Built by Fuzz/run.sh inputs.
import NavMockCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if data[0] & 1 == 0 {
        // The icon scanner: never traps, bounded results, the same answer twice.
        let first = Result { () throws(IconComplexity.Violation) in try IconComplexity.check(bytes) }
        let second = Result { () throws(IconComplexity.Violation) in try IconComplexity.check(bytes) }
        switch (first, second) {
        case (.success(let a), .success(let b)):
            precondition(a == b, "not deterministic")
            precondition(a.expandedElements <= IconComplexity.maxExpandedElements, "accepted over the element limit")
            precondition(a.referenceDepth <= IconComplexity.maxReferenceDepth, "accepted over the depth limit")
            precondition(a.expandedElements >= a.elements || a.elements == 0, "expansion lost elements")
        case (.failure(let a), .failure(let b)):
            precondition(a.description == b.description && !a.description.isEmpty, "refusal not deterministic or empty")
        default:
            preconditionFailure("accepted once, refused once")
        }
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
