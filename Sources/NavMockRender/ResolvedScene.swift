import NavMockCore

// The resolved scene (issue 34 §2): a scene with the resources of its items resolved once, by one
// walk (``Renderer/resolve(_:baseDirectory:scales:includingSceneScale:)``), and looked up by the
// identity of the element each item draws. The painter (PNG, SVG, PDF), the pixel check and the
// icon-mask prefetch draw from it instead of resolving symbols and spec paths again.

/// A scene whose icons and images are resolved: for each item that draws one, keyed by the
/// identity of its element (``SceneElementID``) and the item, the file it comes from and what
/// drawing needs of it. Made by ``Renderer/resolve(_:baseDirectory:scales:includingSceneScale:)``.
///
/// Entries are keyed by identity, not by position, so a scene reduced to some of its elements
/// (the pixel check's drawings: ``Scene/keeping(_:)``, another origin or size) draws from the
/// same entries (``drawing(_:)``). Items inside a ``SceneItem/masked(_:mask:)`` group have the
/// group's identity; backdrop items have ``SceneElementID/backdrop``.
///
/// What is not kept here, because it belongs to the renderer's thread: an icon's librsvg handle
/// (loaded from the renderer's icon store on first use, by the resolved path, only when drawing
/// needs librsvg) and an image's decoded pixels (a Cairo surface in the renderer's image cache,
/// by the resolved path, decoded by the resolver for every scale asked for, and again only when
/// a drawing needs more pixels than were decoded).
///
/// ```swift
/// let resolved = try renderer.resolve(prepared.scene, baseDirectory: ".", scales: [3])
/// let png = try renderer.render(resolved, as: .png(scale: 3))
/// ```
public struct ResolvedScene: Sendable {
    /// A symbol or SVG file an icon item draws, resolved and read.
    public struct Icon: Sendable, Hashable {
        /// The image as the spec names it.
        public let image: ImageReference
        /// Where its SVG is: the theme's file for a symbol, the real path inside the allowed
        /// folders for a file, a key no file path can have for a placeholder (drawn from memory).
        let storePath: String
        /// The SHA-256 of the SVG bytes librsvg is given, lowercase hex (what the icon's
        /// coverage masks are keyed by).
        public let digest: String
        /// Whether the icon is emboldened (drawn with its own handle, whose stylesheet adds a stroke).
        public let emboldened: Bool
        /// Whether librsvg draws these bytes alike in every process (``IconStore/isStorable(_:)``).
        let storable: Bool
        /// Its view box, ink and weight, for an icon whose strokes are brought to a weight
        /// (``SceneIcon/targetStroke``; ``Renderer/weighedInk(_:at:source:)``); nil otherwise.
        var weighed: Renderer.IconInk? = nil
        /// The resolved path as ``ResolvedResources/Icon/path`` writes it (`placeholder:NAME` for
        /// a placeholder).
        public var path: String {
            if case .placeholder(let n) = image { return "placeholder:" + n }
            return storePath
        }
        /// This icon as an item of the other weight draws it (the same file and bytes).
        func with(emboldened: Bool) -> Icon {
            Icon(image: image, storePath: storePath, digest: digest, emboldened: emboldened, storable: storable, weighed: weighed)
        }
        /// This icon with its weight measured (``weighed``).
        func with(weighed: Renderer.IconInk?) -> Icon {
            Icon(image: image, storePath: storePath, digest: digest, emboldened: emboldened, storable: storable, weighed: weighed)
        }
        /// The ``IconStore`` variant of its handle (``Renderer/outlineVariant`` when emboldened).
        var variant: String { emboldened ? Renderer.outlineVariant : "" }
        /// What its coverage masks are keyed by (``IconMaskCache/Key/icon``): its SVG's SHA-256,
        /// and `+outline` for an emboldened icon's variant (``Renderer/maskIdentity(digest:variant:)``).
        var maskIdentity: String { Renderer.maskIdentity(digest: digest, variant: variant) }
    }

    /// A PNG an image item draws: the file, and where it is placed (frame and clip).
    public struct Image: Sendable, Hashable {
        /// The file as the spec names it.
        public let file: FileReference
        /// The real path inside the allowed folders.
        public let path: String
        /// The image's size in the file, pixels.
        public let width: Int, height: Int
        /// Where it lands: Core's content-mode arithmetic (``ImagePlacement``) on the file's
        /// size, aspect fill for ``SceneItem/image(_:frame:)``. Nil for an image without pixels
        /// (nothing is drawn).
        public let placement: ImagePlacement?
        /// What it is clipped to, points: the item's frame.
        public let clip: Rect
        /// Whether it is also clipped to its own rectangle (``placement``'s): a placed image
        /// (``SceneItem/placedImage(_:frame:mode:tint:stretchesWidth:)``), whose padding stays inside.
        public let clipsToPlacement: Bool
    }

    /// What an entry is keyed by: the element an item draws and the item.
    struct Key: Hashable {
        let id: SceneElementID
        let item: SceneItem
    }

    /// The scene drawn.
    public let scene: Scene
    /// The folder the scene's relative paths were resolved against (the spec's).
    public let baseDirectory: String
    /// What the resolver found, in drawing order (what `resolveResources` reports).
    public let resources: ResolvedResources
    /// The icons, by element and item.
    let icons: [Key: Icon]
    /// The images, by element and item.
    let images: [Key: Image]

    init(scene: Scene, baseDirectory: String, resources: ResolvedResources, icons: [Key: Icon], images: [Key: Image]) {
        self.scene = scene; self.baseDirectory = baseDirectory; self.resources = resources
        self.icons = icons; self.images = images
    }

    /// `scene` with nothing resolved yet: what the renderer's entry points that take a bare
    /// ``Scene`` draw from. Each icon and image is then resolved by the same code when it is
    /// drawn (``Renderer/resolvedIcon(_:of:in:)``, ``Renderer/resolvedImage(_:of:in:)``).
    init(unresolved scene: Scene, baseDirectory: String) {
        self.init(scene: scene, baseDirectory: baseDirectory, resources: ResolvedResources(), icons: [:], images: [:])
    }

    /// The resolved icon `item` of element `id` draws (an `.icon` or `.emboldenedIcon`), or nil
    /// when the item draws none or is not of this scene.
    public func icon(_ item: SceneItem, of id: SceneElementID) -> Icon? { icons[Key(id: id, item: item)] }

    /// The resolved image `item` of element `id` draws (an `.image` or `.placedImage`), or nil
    /// when the item draws none or is not of this scene.
    public func image(_ item: SceneItem, of id: SceneElementID) -> Image? { images[Key(id: id, item: item)] }

    /// The same resources for `scene`, which must be made of this scene's elements (reduced,
    /// moved or cropped: the pixel check's drawings). An item not resolved here is resolved when
    /// it is drawn.
    public func drawing(_ scene: Scene) -> ResolvedScene {
        ResolvedScene(scene: scene, baseDirectory: baseDirectory, resources: resources, icons: icons, images: images)
    }
}

extension PreparedSpec {
    /// What to draw this spec's scene from, with files resolved against `baseDirectory`: its
    /// ``resolved`` scene when the resource stage made it against that folder, else the scene
    /// resolved as it is drawn (the same files, the same errors).
    public func drawing(baseDirectory: String) -> ResolvedScene {
        if let r = resolved, r.baseDirectory == baseDirectory { return r.drawing(scene) }
        return ResolvedScene(unresolved: scene, baseDirectory: baseDirectory)
    }
}
