import CCairo
import Foundation
import NavMockCore

// The resource stage: every symbol and file a scene draws is resolved (symbol name → the icon
// theme's SVG, spec paths → files inside the allowed folders) and decoded (SVG with librsvg, PNG
// with libpng) before anything is drawn or printed. `render`, `layout` and `check` all run it, so a
// missing or unreadable file fails each of them with the same message and exit code.

/// What the resource stage found for a scene: each image it draws and where it comes from.
public struct ResolvedResources: Sendable, Hashable {
    /// A symbol or SVG file and the file it resolved to.
    public struct Icon: Sendable, Hashable {
        /// The image as the spec names it.
        public var image: ImageReference
        /// The resolved path (the theme's SVG for a symbol; the real path inside the allowed folders;
        /// `placeholder:NAME` for a placeholder, which is drawn from memory).
        public var path: String
    }
    /// A PNG image and its decoded size.
    public struct Image: Sendable, Hashable {
        /// The file as the spec names it.
        public var file: FileReference
        /// The decoded size, pixels.
        public var width: Int, height: Int
    }
    /// Each symbol and SVG file drawn, in drawing order, once each.
    public var icons: [Icon] = []
    /// Each PNG image drawn, in drawing order, once each.
    public var images: [Image] = []
}

extension Renderer {
    /// Resolves and decodes every symbol, icon file and image `scene` draws, in drawing order
    /// (backdrop, then items, masked groups included), the way drawing does.
    /// - Throws: the first ``RenderError`` drawing would meet: ``RenderError/missingFile(_:resolvedPath:reason:)``
    ///   (no such file), ``RenderError/pathNotAllowed(_:reason:)`` (outside the spec's folder),
    ///   ``RenderError/unreadableFile(_:resolvedPath:reason:)`` (not a valid SVG or PNG, too large),
    ///   ``RenderError/iconThemeMissing(directory:)``, ``RenderError/backend(_:)`` (a symbol's file
    ///   missing from the theme).
    public func resolveResources(_ scene: Scene, baseDirectory: String) throws(RenderError) -> ResolvedResources {
        var out = ResolvedResources()
        var seenIcons = Set<ImageReference>(), seenImages = Set<FileReference>()
        func visit(_ items: [SceneItem]) throws(RenderError) {
            for item in items {
                switch item {
                case .icon(let image, _, _, _):
                    guard seenIcons.insert(image).inserted else { continue }
                    _ = try icons.handle(for: image, baseDirectory: baseDirectory)
                    let path: String
                    switch image {
                    case .symbol(let n): path = try icons.symbolPath(n)
                    case .file(let f): path = try icons.resolve(f, baseDirectory: baseDirectory)
                    case .placeholder(let n): path = "placeholder:" + n
                    }
                    out.icons.append(.init(image: image, path: path))
                case .image(let ref, _), .placedImage(let ref, _, _):
                    guard seenImages.insert(ref).inserted else { continue }
                    let (surface, w, h) = try imageSurface(ref, base: baseDirectory)
                    cairo_surface_destroy(surface)
                    out.images.append(.init(file: ref, width: Int(w), height: Int(h)))
                case .masked(let children, _):
                    try visit(children)
                default:
                    continue
                }
            }
        }
        try visit(scene.backdrop)
        try visit(scene.items)
        return out
    }
}
