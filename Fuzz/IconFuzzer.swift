// libFuzzer target for SVG icons (issue 35 item 6): the bytes go through IconCheck (libxml2, the
// allow-list, the bounds), the one check before librsvg and before the SVG writer's icon tree (parse); when it accepts them, librsvg parses
// and draws them as NavMock does (icon_draw.c). An abort, a crash, a stack overflow, a hang
// (-timeout) or a memory blow-up (-rss_limit_mb) in librsvg on an accepted icon is a finding:
// the allow-list let through something it should not. Built by Fuzz/run.sh icon.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let first = Result { () throws(IconCheck.Refusal) in try IconCheck.check(bytes) }
    let second = Result { () throws(IconCheck.Refusal) in try IconCheck.check(bytes) }
    // The tree the SVG writer draws icons from (IconCheck.parse): the same pass, so it accepts
    // exactly what the check accepts, and refuses with the same words.
    let tree = Result { () throws(IconCheck.Refusal) in try IconCheck.parse(bytes) }
    switch (first, tree) {
    case (.success, .success): break
    case (.failure(let a), .failure(let b)): precondition(a.description == b.description, "parse and check refuse differently")
    default: preconditionFailure("parse and check disagree")
    }
    switch (first, second) {
    case (.success(let a), .success(let b)):
        precondition(a == b, "not deterministic")
        precondition(a.elements <= IconCheck.maxElements, "accepted over the element limit")
        precondition(a.expandedElements <= IconComplexity.maxExpandedElements, "accepted over the expansion limit")
        precondition(a.expandedPathBytes <= IconComplexity.maxExpandedPathBytes, "accepted over the path limit")
        precondition(a.expandedLayers <= IconComplexity.maxExpandedLayers, "accepted over the layer limit")
        precondition(a.referenceDepth <= IconComplexity.maxReferenceDepth, "accepted over the depth limit")
        precondition(a.strokePixels <= IconGeometry.maxStrokePixels, "accepted over the stroke limit")
        precondition(a.coordinatePixels <= IconGeometry.maxCoordinatePixels, "accepted over the coordinate limit")
        precondition(a.drawPixels <= IconGeometry.maxDrawPixels, "accepted over the outline limit")
        precondition(a.segments <= IconGeometry.maxSegments, "accepted over the pieces limit")
        // One input in 8 (by a hash of its bytes, so a finding reproduces) is drawn at 1,024 px,
        // the largest box NavMock draws an icon in, where IconCheck's drawing bounds are stated;
        // the rest at 75 px (a tab icon at @3x), about 30 times faster, for more runs.
        var hash: UInt32 = 2_166_136_261
        for b in bytes { hash = (hash ^ UInt32(b)) &* 16_777_619 }
        let box: Int32 = hash % 8 == 0 ? 1_024 : 75
        _ = bytes.withUnsafeBufferPointer { navmock_fuzz_draw_icon($0.baseAddress, $0.count, box) }
    case (.failure(let a), .failure(let b)):
        precondition(a.description == b.description && !a.description.isEmpty, "refusal not deterministic or empty")
    default:
        preconditionFailure("accepted once, refused once")
    }
    return 0
}
