// swift-tools-version:6.0
// NavMock: faithful mockups of Apple tab bars and page controls, rendered headlessly to PNG, SVG and PDF.
import PackageDescription

let package = Package(
    name: "NavMock",
    products: [
        .library(name: "NavMockCore", targets: ["NavMockCore"]),
        .library(name: "NavMockRender", targets: ["NavMockRender"]),
        .library(name: "NavMockSnapshot", targets: ["NavMockSnapshot"]),
        .library(name: "NavMockTesting", targets: ["NavMockTesting"]),
        .library(name: "NavMockUI", targets: ["NavMockUI"]),
        .executable(name: "navmock", targets: ["navmock"]),
    ],
    targets: [
        // System libraries (Debian 12 packages). Only NavMockRender/Cairo/ imports them.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CPng", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // glibc's <malloc.h> (part of libc6-dev): mallopt for the CLI.
        .systemLibrary(name: "CMalloc"),

        // libpng's errors longjmp; this small C target keeps the setjmp on the C side.
        // libdeflate: whole-buffer DEFLATE, faster than zlib at the same level and smaller (issue 20).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),
        .target(name: "CNavMockPNG", dependencies: ["CPng", "CDeflate"]),
        // Per-pixel loops that vectorise better in C (the glass shadow's mask, the box blur, the
        // classic material's scale-up; SSE2, and AVX2 where the CPU has it, chosen at run time).
        .target(name: "CNavMockRaster"),
        // librsvg (Debian's librsvg2-2), loaded with dlopen when first needed instead of linked:
        // a PNG whose icon masks all come from the icon-mask store never loads it (issue 20).
        .target(name: "CNavMockRsvg", dependencies: ["CCairo", "CPangoCairo"]),
        // libxml2 (Debian's libxml2, which librsvg2-2 depends on), loaded with dlopen when an icon
        // is first checked (IconCheck.swift), for the same reason: linked, it brings ICU into
        // every process's start-up. Its reader's functions only; the headers (libxml2-dev) serve
        // the fuzz harness, which checks the declarations against them.
        .target(name: "CNavMockXML"),

        // GNU libmicrohttpd (Debian's libmicrohttpd-dev): the HTTP server of `navmock serve`,
        // through a small C target (its daemon's functions are variadic).
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
                       providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "CNavMockHTTP", dependencies: ["CMicroHTTPD"]),

        .target(name: "NavMockCore"),
        .target(name: "NavMockRender",
                dependencies: ["NavMockCore", "CCairo", "CPangoCairo", "CNavMockRsvg", "CNavMockXML", "CNavMockPNG", "CNavMockRaster"]),
        // The snapshot engine: reference store, comparison, reports, gallery, batch rendering.
        .target(name: "NavMockSnapshot", dependencies: ["NavMockCore", "NavMockRender"]),
        // Only the Swift Testing / XCTest glue (assertSnapshot); never a dependency of the tool.
        // It takes the builder's values too (`assertSnapshot(of: tabView, as: .image(scale: 3))`).
        .target(name: "NavMockTesting", dependencies: ["NavMockRender", "NavMockSnapshot", "NavMockUI"]),
        // The SwiftUI-shaped builder (`TabView { Tab(…) }`, `PageControl(numberOfPages:currentPage:)`):
        // it makes the same `Spec` the JSON reader makes. Pure Swift over Core; the tool does not link it.
        .target(name: "NavMockUI", dependencies: ["NavMockCore"]),
        .executableTarget(name: "navmock",
                          dependencies: ["NavMockCore", "NavMockRender", "NavMockSnapshot", "CMalloc", "CNavMockHTTP"]),
        .executableTarget(name: "navmock-bench", dependencies: ["NavMockCore", "NavMockRender"],
                          path: "Benchmarks/navmock-bench"),

        // Helpers shared by the test targets: repository paths, temporary folders, text references.
        .target(name: "NavMockTestSupport", dependencies: ["NavMockSnapshot"], path: "Tests/NavMockTestSupport"),

        .testTarget(name: "NavMockCoreTests", dependencies: ["NavMockCore", "NavMockTestSupport"]),
        .testTarget(name: "NavMockRenderTests",
                    dependencies: ["NavMockCore", "NavMockRender", "NavMockTesting", "NavMockTestSupport", "CCairo", "CNavMockRaster"]),
        .testTarget(name: "NavMockCLITests", dependencies: ["NavMockCore", "NavMockSnapshot", "NavMockTesting", "NavMockTestSupport"]),
        // The builder's tests: every field of the table has one Swift spelling, and every Template
        // described in Swift (GeneratedTemplates.swift, written by SwiftGenerator.swift) is its JSON.
        .testTarget(name: "NavMockUITests", dependencies: ["NavMockUI", "NavMockTesting", "NavMockCore", "NavMockRender", "NavMockTestSupport", "SwiftUIStandIn"]),
        // Declares SwiftUI's names (TabView, Tab, TabSection), so that a test shows module
        // qualification (`NavMockUI.TabView`) compiles where both modules are imported, as on a Mac.
        .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
        .testTarget(name: "NavMockSnapshotTests",
                    dependencies: ["NavMockCore", "NavMockRender", "NavMockSnapshot", "NavMockTesting", "NavMockTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
