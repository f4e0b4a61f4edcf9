// The SF Symbols → bootstrap-icons rows (the first table, 242 names). More rows, from
// bootstrap-icons and Phosphor, are in SymbolTableMore.swift; the naming grammar and the
// right-to-left rule in SymbolGrammar.swift.
//
// Every `file` below exists in Debian's `bootstrap-icons` package (checked with `ls` against
// /usr/share/bootstrap-icons/svg/ and by CatalogTests). Where bootstrap has no close match the
// SF name is mapped to Phosphor (SymbolTableMore.swift) or left out rather than mapped to a
// misleading glyph.
//
// Right-to-left: the `mirrors: true` flags below are kept only where a symbol's name has no
// direction word and the glyph shows text direction (`list.bullet`); everything else follows the
// name rule of `SymbolTable.mirrorsInRightToLeft(_:rowDefault:)`:
// - playback controls never mirror (`play`, `forward`, `backward`, …): UIKit marks them
//   `UISemanticContentAttribute.playback`, "not flipped when switching between left-to-right and
//   right-to-left layouts" (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute);
// - text-alignment glyphs are spatial controls and do not mirror (`text.alignleft`), same page
//   (`.spatial`: "a segment control for text alignment").

/// The table that maps SF Symbols names (as used in specs) to open icons.
///
/// NavMock cannot ship SF Symbols, so each symbol a spec names is drawn with the closest icon of
/// Debian's MIT-licensed `bootstrap-icons` package or, for what it lacks, of Phosphor Icons (MIT,
/// from PyPI). A name without a row of its own resolves by SF Symbols' naming grammar to a shorter
/// name's icon (``resolve(_:)``), with a note saying which stand-in is drawn.
public enum SymbolTable {

    /// All rows, sorted by `name` (ascending, Swift `String` order). Names are unique.
    public static let entries: [SymbolAlias] = {
        var seen = Set<String>()
        return (table + moreRows + generatedRows)
            .filter { seen.insert($0.name).inserted }
            .map { SymbolAlias(name: $0.name, file: $0.file, source: $0.source,
                               mirrorsInRightToLeft: mirrorsInRightToLeft($0.name, rowDefault: $0.mirrorsInRightToLeft)) }
            .sorted { $0.name < $1.name }
    }()

    /// The icon drawn for the SF Symbols name `name`: its row, or the stand-in the naming grammar
    /// gives (``resolve(_:)``); `nil` when the name is unknown. `name` and `mirrorsInRightToLeft`
    /// of the result are those of `name` itself.
    public static func alias(for name: String) -> SymbolAlias? {
        resolve(name)?.alias
    }

    /// The `.fill` variant of `name` when the table has one: `"house"` → `"house.fill"`.
    /// Returns `nil` when `name` already ends in `.fill`, or when `name + ".fill"` is not in the table
    /// (for example `globe`, which has no filled variant in SF Symbols).
    public static func filledVariant(of name: String) -> String? {
        guard !name.hasSuffix(".fill") else { return nil }
        let filled = name + ".fill"
        return rowsByName[filled] == nil ? nil : filled
    }

    // MARK: - Storage

    /// Every row by name as written in the tables (the row's own right-to-left flag, before the
    /// name rule); of two rows with one name the first wins, as in ``entries``. Resolving a spec's
    /// names needs only this: building it skips the sorting and the per-row name rule of
    /// ``entries`` (≈ 3 ms of a one-shot `navmock render` before).
    static let rowsByName: [String: SymbolAlias] = {
        var index: [String: SymbolAlias] = [:]
        index.reserveCapacity(table.count + moreRows.count + generatedRows.count)
        for rows in [table, moreRows, generatedRows] {
            for row in rows where index[row.name] == nil { index[row.name] = row }
        }
        return index
    }()

    /// The row named `name` as ``entries`` holds it: right-to-left flag by the name rule
    /// (``mirrorsInRightToLeft(_:rowDefault:)``); `nil` when the table has no such row.
    static func row(named name: String) -> SymbolAlias? {
        guard let r = rowsByName[name] else { return nil }
        return SymbolAlias(name: r.name, file: r.file, source: r.source,
                           mirrorsInRightToLeft: mirrorsInRightToLeft(r.name, rowDefault: r.mirrorsInRightToLeft))
    }

    private static func a(_ name: String, _ file: String, mirrors: Bool = false) -> SymbolAlias {
        SymbolAlias(name: name, file: file, mirrorsInRightToLeft: mirrors)
    }

    private static let table: [SymbolAlias] = [
        // Time
        a("alarm", "alarm"), a("alarm.fill", "alarm-fill"),
        a("stopwatch", "stopwatch"), a("stopwatch.fill", "stopwatch-fill"),
        // SF `timer` is a dial with a gap at 12 and a hand; `clock-history` (a dial with an open,
        // dotted arc) is the closest look. `hourglass-split` is used for SF `hourglass` instead.
        a("timer", "clock-history"),
        a("hourglass", "hourglass-split"),
        a("clock", "clock"), a("clock.fill", "clock-fill"),
        a("calendar", "calendar"), // SF has no `calendar.fill`

        // Navigation roots
        // SF `house` has a door; bootstrap `house` has none, `house-door` matches.
        a("house", "house-door"), a("house.fill", "house-door-fill"),
        a("magnifyingglass", "search"),
        a("globe", "globe"), // SF `globe` has no `.fill`
        a("globe.americas", "globe-americas"),
        a("square.grid.2x2", "grid"), a("square.grid.2x2.fill", "grid-fill"),
        a("square.grid.3x3", "grid-3x3-gap"), a("square.grid.3x3.fill", "grid-3x3-gap-fill"),
        a("rectangle.stack", "collection"), a("rectangle.stack.fill", "collection-fill"),
        a("ellipsis", "three-dots"),
        a("line.3.horizontal", "list"),
        a("list.bullet", "list-ul", mirrors: true), // text direction: bullets move to the right
        a("slider.horizontal.3", "sliders"),
        a("text.alignleft", "text-left"), // spatial control: not mirrored (see header)

        // People and settings
        a("person", "person"), a("person.fill", "person-fill"),
        a("person.2", "people"), a("person.2.fill", "people-fill"),
        // bootstrap has only one `person-circle` (outlined ring, filled figure): the outline form;
        // the fill form is Phosphor's `user-circle-fill` (a filled disc, the figure cut out), as SF's.
        a("person.crop.circle", "person-circle"), SymbolAlias(name: "person.crop.circle.fill", file: "user-circle-fill", source: .phosphor),
        a("gear", "gear"), // SF has no `gear.fill`; `gearshape.fill` is the filled cog
        a("gearshape", "gear"), a("gearshape.fill", "gear-fill"),

        // Favourites and status
        a("star", "star"), a("star.fill", "star-fill"),
        a("heart", "heart"), a("heart.fill", "heart-fill"),
        a("bell", "bell"), a("bell.fill", "bell-fill"),
        a("bell.slash", "bell-slash"), a("bell.slash.fill", "bell-slash-fill"),
        a("bookmark", "bookmark"), a("bookmark.fill", "bookmark-fill"),
        a("tag", "tag"), a("tag.fill", "tag-fill"),
        a("flag", "flag"), a("flag.fill", "flag-fill"),
        a("hand.thumbsup", "hand-thumbs-up"), a("hand.thumbsup.fill", "hand-thumbs-up-fill"),
        a("sparkles", "stars"),
        // SF `flame`/`flame.fill`: bootstrap has only the solid `fire`.
        a("flame", "fire"), a("flame.fill", "fire"),
        a("bolt", "lightning"), a("bolt.fill", "lightning-fill"),
        // SF `leaf` is a single leaf; bootstrap has no leaf, `tree` is the nearest plant glyph.
        a("leaf", "tree"), a("leaf.fill", "tree-fill"),
        a("gift", "gift"), a("gift.fill", "gift-fill"),
        a("trophy", "trophy"), a("trophy.fill", "trophy-fill"),
        a("eye", "eye"), a("eye.fill", "eye-fill"),

        // Media (playback controls never mirror: UISemanticContentAttribute.playback)
        a("music.note", "music-note"),
        a("music.note.list", "music-note-list"),
        a("play", "play"), a("play.fill", "play-fill"),
        a("play.circle", "play-circle"), a("play.circle.fill", "play-circle-fill"),
        a("play.rectangle", "play-btn"), a("play.rectangle.fill", "play-btn-fill"),
        a("pause", "pause"), a("pause.fill", "pause-fill"),
        a("pause.circle", "pause-circle"), a("pause.circle.fill", "pause-circle-fill"),
        a("stop", "stop"), a("stop.fill", "stop-fill"),
        // SF `forward` / `backward` are double triangles: bootstrap `fast-forward` / `rewind`
        // (bootstrap `forward` is a hollow arrow, used for `arrowshape.right` below).
        a("forward", "fast-forward"), a("forward.fill", "fast-forward-fill"),
        a("backward", "rewind"), a("backward.fill", "rewind-fill"),
        a("forward.end", "skip-end"), a("forward.end.fill", "skip-end-fill"),
        a("backward.end", "skip-start"), a("backward.end.fill", "skip-start-fill"),
        a("film", "film"), // bootstrap has no filled film strip: Phosphor's for the fill form
        SymbolAlias(name: "film.fill", file: "film-strip-fill", source: .phosphor),
        a("tv", "tv"), a("tv.fill", "tv-fill"),
        // bootstrap has only the outlined `controller`; the fill form is Phosphor's.
        a("gamecontroller", "controller"), SymbolAlias(name: "gamecontroller.fill", file: "game-controller-fill", source: .phosphor),
        a("headphones", "headphones"),
        a("mic", "mic"), a("mic.fill", "mic-fill"),
        // Speaker glyphs are drawn unmirrored (SF keeps the waves on the right in RTL as far as we
        // could tell; doubtful).
        a("speaker.wave.2", "volume-up"), a("speaker.wave.2.fill", "volume-up-fill"),
        a("dot.radiowaves.left.and.right", "broadcast"),
        a("photo", "image"), a("photo.fill", "image-fill"),
        a("photo.on.rectangle", "images"),
        a("camera", "camera"), a("camera.fill", "camera-fill"),
        a("video", "camera-video"), a("video.fill", "camera-video-fill"),

        // Reading
        // SF `newspaper.fill` exists; bootstrap has only the outlined `newspaper`: Phosphor's fill.
        a("newspaper", "newspaper"), SymbolAlias(name: "newspaper.fill", file: "newspaper-fill", source: .phosphor),
        a("book", "book"), a("book.fill", "book-fill"),
        // SF `books.vertical` (upright books side by side): Phosphor's `books` (three upright
        // books) and its fill. bootstrap `journals` drew spiral notebooks, and `bookshelf` reads
        // as a ladder at tab-bar size (issue 42 review).
        SymbolAlias(name: "books.vertical", file: "books", source: .phosphor),
        SymbolAlias(name: "books.vertical.fill", file: "books-fill", source: .phosphor),
        a("doc", "file-earmark"), a("doc.fill", "file-earmark-fill"),
        a("doc.text", "file-earmark-text"), a("doc.text.fill", "file-earmark-text-fill"),
        a("folder", "folder"), a("folder.fill", "folder-fill"),

        // Communication
        a("envelope", "envelope"), a("envelope.fill", "envelope-fill"),
        // `paperplane` is not mirrored (doubtful: treated as an object, not a direction).
        a("paperplane", "send"), a("paperplane.fill", "send-fill"),
        a("message", "chat"), a("message.fill", "chat-fill"),
        // Speech bubbles keep their tail side (doubtful; `.left`/`.right` name the tail side).
        a("bubble.left", "chat-left"), a("bubble.left.fill", "chat-left-fill"),
        a("bubble.right", "chat-right"), a("bubble.right.fill", "chat-right-fill"),
        // SF `phone` is a handset: bootstrap `telephone` (bootstrap `phone` is a smartphone).
        a("phone", "telephone"), a("phone.fill", "telephone-fill"),
        a("iphone", "phone"),
        a("tray", "inbox"), a("tray.fill", "inbox-fill"),
        // SF `tray.full` (tray with papers): bootstrap `inboxes` (two trays) is the closest.
        a("tray.full", "inboxes"), a("tray.full.fill", "inboxes-fill"),
        a("archivebox", "archive"), a("archivebox.fill", "archive-fill"),
        a("square.and.arrow.up", "box-arrow-up"),
        a("square.and.arrow.down", "box-arrow-down"),
        a("square.and.pencil", "pencil-square"),
        a("link", "link-45deg"), // SF chain links are diagonal

        // Commerce and data
        a("cart", "cart"), a("cart.fill", "cart-fill"),
        a("bag", "bag"), a("bag.fill", "bag-fill"),
        a("creditcard", "credit-card"), a("creditcard.fill", "credit-card-fill"),
        a("banknote", "cash"),
        a("storefront", "shop"),
        a("chart.bar", "bar-chart"), a("chart.bar.fill", "bar-chart-fill"),
        a("waveform.path.ecg", "activity"),

        // Places and travel
        a("map", "map"), a("map.fill", "map-fill"),
        // SF `mappin` is a round-headed pin on a needle, drawn solid: bootstrap `geo-fill`.
        a("mappin", "geo-fill"),
        a("mappin.and.ellipse", "geo-alt"),
        // SF `location` is the navigation arrowhead (Weather/Maps "current location"), not a pin:
        // bootstrap `cursor` / `cursor-fill` is the same up-right arrowhead.
        a("location", "cursor"), a("location.fill", "cursor-fill"),
        a("safari", "compass"), a("safari.fill", "compass-fill"),
        a("car", "car-front"), a("car.fill", "car-front-fill"),
        a("bus", "bus-front"), a("bus.fill", "bus-front-fill"),
        a("tram", "train-front"), a("tram.fill", "train-front-fill"),
        a("bicycle", "bicycle"),
        a("airplane", "airplane"),
        a("building.2", "buildings"), a("building.2.fill", "buildings-fill"),
        a("graduationcap", "mortarboard"), a("graduationcap.fill", "mortarboard-fill"),
        a("cup.and.saucer", "cup-hot"), a("cup.and.saucer.fill", "cup-hot-fill"),

        // Weather
        a("cloud", "cloud"), a("cloud.fill", "cloud-fill"),
        a("cloud.sun", "cloud-sun"), a("cloud.sun.fill", "cloud-sun-fill"),
        a("cloud.rain", "cloud-rain"), a("cloud.rain.fill", "cloud-rain-fill"),
        a("sun.max", "sun"), a("sun.max.fill", "sun-fill"),
        a("moon", "moon"), a("moon.fill", "moon-fill"),
        a("moon.stars", "moon-stars"), a("moon.stars.fill", "moon-stars-fill"),
        a("snowflake", "snow"),
        a("drop", "droplet"), a("drop.fill", "droplet-fill"),
        a("umbrella", "umbrella"), a("umbrella.fill", "umbrella-fill"),
        a("thermometer", "thermometer-half"),

        // Editing and actions
        a("trash", "trash"), a("trash.fill", "trash-fill"),
        a("pencil", "pencil"),
        a("plus", "plus-lg"),
        a("plus.circle", "plus-circle"), a("plus.circle.fill", "plus-circle-fill"),
        a("minus", "dash-lg"),
        a("xmark", "x-lg"),
        a("xmark.circle", "x-circle"), a("xmark.circle.fill", "x-circle-fill"),
        a("checkmark", "check-lg"),
        a("checkmark.circle", "check-circle"), a("checkmark.circle.fill", "check-circle-fill"),
        a("info.circle", "info-circle"), a("info.circle.fill", "info-circle-fill"),
        // The question mark is not mirrored (doubtful: SF ships a localized Arabic glyph instead).
        a("questionmark.circle", "question-circle"), a("questionmark.circle.fill", "question-circle-fill"),
        a("exclamationmark.triangle", "exclamation-triangle"),
        a("exclamationmark.triangle.fill", "exclamation-triangle-fill"),
        a("lock", "lock"), a("lock.fill", "lock-fill"),
        a("key", "key"), a("key.fill", "key-fill"),
        a("shield", "shield"), a("shield.fill", "shield-fill"),
        a("printer", "printer"), a("printer.fill", "printer-fill"),
        a("qrcode", "qr-code"),
        a("arrow.clockwise", "arrow-clockwise"),           // rotation sense: not mirrored
        a("arrow.counterclockwise", "arrow-counterclockwise"),

        // Devices and status
        a("wifi", "wifi"),
        a("battery.100", "battery-full"),
        // SF `sidebar.leading` (a window with a panel on the leading side; the iPad tab bar's
        // sidebar button): bootstrap `layout-sidebar` has that shape. "Leading": mirrors.
        a("sidebar.leading", "layout-sidebar"),
        a("ipad", "tablet"),
        a("laptopcomputer", "laptop"),

        // Directional glyphs: `.forward`/`.backward` names mirror in right-to-left layouts,
        // `.left`/`.right`/`.up`/`.down` names never do (SymbolTable.mirrorsInRightToLeft).
        a("chevron.left", "chevron-left"),
        a("chevron.right", "chevron-right"),
        a("chevron.backward", "chevron-left"),
        a("chevron.forward", "chevron-right"),
        a("chevron.right.2", "chevron-double-right"),
        a("chevron.up", "chevron-up"),     // vertical: never mirrored
        a("chevron.down", "chevron-down"), // vertical: never mirrored
        a("arrow.left", "arrow-left"),
        a("arrow.right", "arrow-right"),
        a("arrow.backward", "arrow-left"),
        a("arrow.forward", "arrow-right"),
        a("arrow.up", "arrow-up"),     // vertical: never mirrored
        a("arrow.down", "arrow-down"), // vertical: never mirrored
        a("arrowshape.turn.up.left", "reply"),
        a("arrowshape.turn.up.left.fill", "reply-fill"),
        // SF `arrowshape.right` is a hollow block arrow: bootstrap `forward` has that shape.
        a("arrowshape.right", "forward"),
        a("arrowshape.right.fill", "forward-fill"),
        // SF `arrow.uturn.backward` (arrow bending back to the left): bootstrap `arrow-90deg-left`
        // (an L-shaped bend to the left) is the closest; doubtful.
        a("arrow.uturn.backward", "arrow-90deg-left"),
    ]
}
