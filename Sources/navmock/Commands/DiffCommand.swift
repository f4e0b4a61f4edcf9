import NavMockCore
import Foundation
import NavMockRender
import NavMockSnapshot

/// `navmock diff A.png B.png [-o DIFF.png]`: the snapshot comparison for any two PNGs.
enum DiffCommand {
    static let help = """
    usage: navmock diff A.png B.png [-o DIFF.png] [--json] [comparison options]

    Compares the decoded pixels of two PNG files (A is the expected image, B the actual one) as
    navmock test does, and says whether they are the same. Different sizes are reported as such.

      -o, --output DIFF.png  write the three-panel diff image: A | differences | B (red:
                             differing, yellow: anti-aliasing ignored, magenta: outside the
                             smaller image)
      --json                 the numbers as JSON on stdout
    \(SnapshotOptions.comparisonHelp)
    Exit: 0 same, 1 different, 64 usage, 66 a file missing or not a readable PNG, 73 the diff
    image cannot be written.
    """

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do {
            a = try Arguments(args, valued: SnapshotOptions.comparisonFlags.union(["output"]),
                              boolean: ["json", "ignore-antialiasing", "help"])
        } catch { Console.usage(error.message, command: "diff"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard a.positionals.count == 2 else { Console.usage("diff takes exactly two PNG files", command: "diff"); return .usage }
        do throws(Failure) {
            try Common.applyConfig(&a, accepting: SnapshotOptions.comparisonFlags.union(["ignore-antialiasing"]))
            let options = try SnapshotOptions.comparison(a, command: "diff")
            let expectedBytes = try read(a.positionals[0]), actualBytes = try read(a.positionals[1])
            // Sizes from the PNG headers: two images of different sizes differ whatever their
            // pixels, so without a diff image to draw neither is decoded (a small file can claim 100 Mpx).
            let d: ImageDifference
            var images: (expected: RGBAImage, actual: RGBAImage)? = nil
            let sizes = PNGCodec.dimensions(expectedBytes).flatMap { e in PNGCodec.dimensions(actualBytes).map { c in
                (PixelSize(width: e.width, height: e.height), PixelSize(width: c.width, height: c.height)) } }
            if let out = a.value("output"), let (e, c) = sizes, !diffImageFits(expected: e, actual: c) {
                throw Failure(code: .dataError, text: "\(out): not written: the diff image of a \(e) and a \(c) image would be over the \(RenderLimits.maxPixels)-pixel limit of what navmock writes")
            }
            if a.value("output") == nil, let (e, c) = sizes, e != c {
                d = .sizeMismatch(expected: e, actual: c)
            } else {
                let expected = try decode(expectedBytes, a.positionals[0]), actual = try decode(actualBytes, a.positionals[1])
                d = compareImages(expected: expected, actual: actual, options)
                images = (expected, actual)
            }
            if let out = a.value("output"), let (expected, actual) = images {
                guard diffImageFits(expected: d.expectedSize, actual: d.actualSize) else {
                    throw Failure(code: .dataError, text: "\(out): not written: the diff image of a \(d.expectedSize) and a \(d.actualSize) image would be over the \(RenderLimits.maxPixels)-pixel limit of what navmock writes")
                }
                var img = diffImage(expected: expected, actual: actual, options)
                if let r = try? Renderer(options: .init(environment: ProcessInfo.processInfo.environment)) {
                    img = DiffCaptions.captioned(img, renderer: r, panels: [PathText.lastComponent(a.positionals[0]),
                                                                           d.sizeMismatch ? "sizes differ" : "\(d.differingPixels) px differ",
                                                                           PathText.lastComponent(a.positionals[1])])
                }
                let bytes: [UInt8]
                do throws(RenderError) { bytes = try PNGCodec.encode(img) } catch { throw Failure(code: .software, text: "cannot encode the diff image: \(error)") }
                try AtomicWriter.write(bytes, to: out)
            }
            if a.has("json") {
                var o = "{\n"
                o += "  \"same\": \(d.passes),\n"
                o += "  \"sizeMismatch\": \(d.sizeMismatch),\n"
                o += "  \"expectedSize\": {\"width\": \(d.expectedSize.width), \"height\": \(d.expectedSize.height)},\n"
                o += "  \"actualSize\": {\"width\": \(d.actualSize.width), \"height\": \(d.actualSize.height)},\n"
                o += "  \"differingPixels\": \(d.differingPixels),\n"
                o += "  \"antialiasedPixels\": \(d.antialiasedPixels),\n"
                o += "  \"totalPixels\": \(d.totalPixels),\n"
                o += "  \"largestDifference\": \(d.largestDifference),\n"
                o += "  \"largestDistance\": \(String(format: "%.4f", d.largestDistance)),\n"
                o += "  \"comparison\": \(JSONPath.quoted(options.description))\n}"
                Console.out(o)
            } else {
                Console.out((d.passes ? "same: " : "different: ") + d.summary + " [\(options)]")
            }
            return d.passes ? .success : .failure
        } catch {
            Console.error(error.text)
            return error.code
        }
    }

    static func read(_ path: String) throws(Failure) -> [UInt8] {
        // A regular file of at most RenderLimits.maxComparedPNGBytes (the largest image NavMock
        // decodes, stored uncompressed), checked on the opened descriptor before reading.
        do throws(BoundedFile.Failure) { return try BoundedFile.read(path, limit: RenderLimits.maxComparedPNGBytes) }
        catch {
            if case .notRegular("a folder") = error { throw Failure(code: .noInput, text: "\(path): is a folder, not a PNG file") }
            throw Failure(code: .noInput, text: "\(path): \(error)")
        }
    }

    static func decode(_ data: [UInt8], _ path: String) throws(Failure) -> RGBAImage {
        do { return try PNGCodec.decode(data) }
        catch { throw Failure(code: .noInput, text: "\(path): \(error)") }
    }
}
