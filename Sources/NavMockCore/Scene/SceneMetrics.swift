// Tables of the scene: the status bar, the modal sheet, the chrome colours shared by every bar,
// and NavMock's own placeholder content. One table shape for every design (a struct, one static
// instance per design, like ``PageControlMetricTable``); each number names its source in
// ../shared/hig/metrics.md and how sure it is (High: measured or from UIKit; Medium: one source;
// Estimate: chosen from pictures; Own: NavMock's placeholder drawing, not Apple's).

/// The iPhone/iPad status bar drawn on the `screen` canvas: time, signal, battery, Dynamic Island. Points.
public struct StatusBarMetricTable: Sendable, Hashable {
    /// Time text size (semibold). Estimate (17 pt, as in Apple's screenshots).
    public var timeSize: Double
    /// The status bar band used for centring is at most this tall (the notch ears). Estimate.
    public var maxBandHeight: Double
    /// The time's baseline below the band's middle. Estimate.
    public var baselineBelowMid: Double
    /// Width given to "9:41" and the height of its box, whose top is `timeAscent` above the baseline. Estimate.
    public var timeWidth: Double, timeBoxHeight: Double, timeAscent: Double
    /// The time's centre and the battery's leading edge, as fractions of the screen width. Estimate.
    public var timeCenterFraction: Double, batteryXFraction: Double
    /// Battery body: its top above the baseline, width, height, corner radius; outline alpha. Estimate.
    public var batteryTopAboveBaseline: Double, batteryWidth: Double, batteryHeight: Double, batteryRadius: Double
    /// Opacity of the outline and cap. Estimate.
    public var outlineAlpha: Double
    /// Battery cap: width, height, corner radius. Estimate.
    public var capWidth: Double, capHeight: Double, capRadius: Double
    /// Signal bars: count, first height, height step, leading offset from the battery, pitch, width. Estimate.
    public var signalBars: Int, signalHeight: Double, signalStep: Double, signalOffset: Double, signalPitch: Double, signalWidth: Double
    /// Dynamic Island: drawn when the top safe area is at least `islandMinSafeTop`; width, height, top.
    /// metrics §8.2 (126 × 37.33 pt at y 11). Low.
    public var islandMinSafeTop: Double, islandWidth: Double, islandHeight: Double, islandTop: Double

    /// iOS and iPadOS.
    public static let iOS = StatusBarMetricTable(
        timeSize: 17, maxBandHeight: 54, baselineBelowMid: 6, timeWidth: 38, timeBoxHeight: 18, timeAscent: 14,
        timeCenterFraction: 0.17, batteryXFraction: 0.83,
        batteryTopAboveBaseline: 11.5, batteryWidth: 25, batteryHeight: 12, batteryRadius: 3.5, outlineAlpha: 0.4,
        capWidth: 1.5, capHeight: 4, capRadius: 0.75,
        signalBars: 4, signalHeight: 4, signalStep: 2.2, signalOffset: 48, signalPitch: 4.5, signalWidth: 3,
        islandMinSafeTop: 59, islandWidth: 126, islandHeight: 37.33, islandTop: 11)
}

/// The modal sheet drawn over a spec with `"modal": true`. Points.
public struct ModalSheetMetricTable: Sendable, Hashable {
    /// The sheet's top: the top safe area (at least `minSafeTop`) plus `topGap`. Estimate (iOS 13+ page sheet).
    public var minSafeTop: Double, topGap: Double
    /// The dimming over the screen behind it, light and dark. Estimate.
    public var dimLight: Color, dimDark: Color
    /// Corner radius, and how far the sheet runs past the screen's bottom (so only the top corners show). Estimate.
    public var cornerRadius: Double, bottomOverhang: Double
    /// The grabber: width, height, top inside the sheet. Estimate (36 × 5 pt, as in UIKit's sheets).
    public var grabberWidth: Double, grabberHeight: Double, grabberTop: Double

    /// iOS.
    public static let iOS = ModalSheetMetricTable(minSafeTop: 20, topGap: 10, dimLight: Color(hex: 0x000000, alpha: 0.2),
                                                  dimDark: Color(hex: 0x000000, alpha: 0.45), cornerRadius: 38, bottomOverhang: 40,
                                                  grabberWidth: 36, grabberHeight: 5, grabberTop: 5)
}

/// Chrome colours and strokes every bar shares (accessibility settings, disabled tabs, rims,
/// the Large Content Viewer's panel).
public struct ChromeMetricTable: Sendable, Hashable {
    /// Reduce Transparency: glass and material become these opaque colours. Estimate (the
    /// system's opaque bar colours, #F9F9F9 / #1C1C1E).
    public var opaqueLight: Color, opaqueDark: Color
    /// Increase Contrast: the border drawn round glass and the hairline's colour. Estimate.
    public var contrastBorderLight: Color, contrastBorderDark: Color
    /// Increase Contrast on the visionOS ornament: its rim. Estimate.
    public var contrastRimVision: Color
    /// Increase Contrast on the Mac tab view: its border, light and dark. Estimate.
    public var contrastBorderMacLight: Color, contrastBorderMacDark: Color
    /// Increase Contrast: the classic bar's unselected items are the label colour at this alpha. Estimate.
    public var contrastUnselectedAlphaLight: Double, contrastUnselectedAlphaDark: Double
    /// Disabled tabs are drawn at this fraction of their colour's opacity (UIKit dims them). Estimate.
    public var disabledAlpha: Double
    /// A glass rim is stroked this far inside the shape's edge (half its 0.5 pt width). Own.
    public var rimInset: Double
    /// The Large Content Viewer's panel, light and dark; its alpha with Reduce Transparency off. Estimate.
    public var largeContentPanelLight: Color, largeContentPanelDark: Color, largeContentPanelAlpha: Double
    /// The Large Content Viewer's shadow colour and radius. Estimate.
    public var largeContentShadow: Color, largeContentShadowRadius: Double
    /// How far the visionOS room backdrop reaches past the canvas and window. Own.
    public var roomOutset: Double

    /// Every platform.
    public static let standard = ChromeMetricTable(
        opaqueLight: Color(hex: 0xF9F9F9), opaqueDark: Color(hex: 0x1C1C1E),
        contrastBorderLight: Color(hex: 0x000000, alpha: 0.35), contrastBorderDark: Color(hex: 0xFFFFFF, alpha: 0.45),
        contrastRimVision: Color(hex: 0xFFFFFF, alpha: 0.6),
        contrastBorderMacLight: Color(hex: 0x000000, alpha: 0.4), contrastBorderMacDark: Color(hex: 0xFFFFFF, alpha: 0.45),
        contrastUnselectedAlphaLight: 0.62, contrastUnselectedAlphaDark: 0.68,
        disabledAlpha: 0.35, rimInset: 0.25,
        largeContentPanelLight: Color(hex: 0xF2F2F2), largeContentPanelDark: Color(hex: 0x2C2C2E), largeContentPanelAlpha: 0.96,
        largeContentShadow: Color(hex: 0x000000, alpha: 0.18), largeContentShadowRadius: 24,
        roomOutset: 8)

    /// The opaque chrome colour in `ap`.
    public func opaque(_ ap: Appearance) -> Color { ap == .light ? opaqueLight : opaqueDark }
    /// The Increase Contrast border in `ap`.
    public func contrastBorder(_ ap: Appearance) -> Color { ap == .light ? contrastBorderLight : contrastBorderDark }
}

/// NavMock's placeholder content (`"backdrop": {"content": …}`): rows, text lines, tiles and a
/// photo-like landscape behind the bars. Not Apple's: chosen to look like an app's content. Own.
public struct PlaceholderMetricTable: Sendable, Hashable {
    /// Ink and faint ink, light and dark.
    public var inkLight: Color, inkDark: Color, faintLight: Color, faintDark: Color
    /// Tile and thumbnail colours (the system accent colours), as `0xRRGGBB`.
    public var palette: [UInt32]
    /// The list's thumbnail alpha, light and dark; the grid's tile alpha.
    public var thumbAlphaLight: Double, thumbAlphaDark: Double, tileAlpha: Double
    /// List: first row's top below the content top; thumbnail's leading edge, side and radius; row pitch; text's leading edge.
    public var listTop: Double, thumbX: Double, listPitch: Double, thumbSide: Double, thumbRadius: Double, listTextX: Double
    /// List: room kept right of the text; line widths as a base fraction plus a varying fraction.
    public var listTextRoom: Double, listWidthBase: Double, listWidthRange: Double
    /// List: the first line's top, height and radius; the second's top, height, radius and width fraction.
    public var line1Top: Double, line1Height: Double, line1Radius: Double
    public var line2Top: Double, line2Height: Double, line2Radius: Double, line2Fraction: Double
    /// List: the separator's top inside the row and its thickness.
    public var separatorTop: Double, separatorHeight: Double
    /// List: the multiplier and modulus that vary the line widths.
    public var listVaryFactor: Int, listVaryModulus: Int
    /// Text: top below the content top; side margin; line height and radius; short-line fraction;
    /// long-line base and varying fractions; line pitch and paragraph pitch; lines per paragraph.
    public var textTop: Double, textMargin: Double, textLineHeight: Double, textLineRadius: Double, textShortFraction: Double
    public var textLongBase: Double, textLongRange: Double, textPitch: Double, textParagraphPitch: Double, textLinesPerParagraph: Int
    /// Text: the multiplier and modulus that vary the line widths.
    public var textVaryFactor: Int, textVaryModulus: Int
    /// Grid: the widest column, gap, tile radius, colour step per column.
    public var gridColumnWidth: Double, gridGap: Double, gridTileRadius: Double, gridColorStep: Int
    /// Photo: sky colours (top, bottom), light and dark.
    public var skyLight: [Color], skyDark: [Color]
    /// Photo: the sun's colour and frame as fractions (x, y of the screen; side of the width).
    public var sun: Color, sunX: Double, sunY: Double, sunSide: Double
    /// Photo: three hills, back to front.
    public var hills: [Hill]

    /// A hill of the photo: a colour per appearance (`0xRRGGBB`) and an ellipse in fractions of
    /// the screen (x and width of its width, y and height of its height).
    public struct Hill: Sendable, Hashable {
        public var light: UInt32, dark: UInt32, x: Double, y: Double, width: Double, height: Double
    }

    /// The one placeholder design.
    public static let standard = PlaceholderMetricTable(
        inkLight: Color(hex: 0x000000, alpha: 0.14), inkDark: Color(hex: 0xFFFFFF, alpha: 0.18),
        faintLight: Color(hex: 0x000000, alpha: 0.07), faintDark: Color(hex: 0xFFFFFF, alpha: 0.09),
        palette: [0xFF9F0A, 0x30B0C7, 0xAF52DE, 0x34C759, 0xFF375F, 0x5E5CE6, 0xFFCC00, 0x0A84FF],
        thumbAlphaLight: 0.85, thumbAlphaDark: 0.75, tileAlpha: 0.9,
        listTop: 16, thumbX: 16, listPitch: 56, thumbSide: 44, thumbRadius: 10, listTextX: 72,
        listTextRoom: 92, listWidthBase: 0.55, listWidthRange: 0.35,
        line1Top: 6, line1Height: 12, line1Radius: 6,
        line2Top: 26, line2Height: 10, line2Radius: 5, line2Fraction: 0.7,
        separatorTop: 55.5, separatorHeight: 0.5,
        listVaryFactor: 37, listVaryModulus: 10,
        textTop: 20, textMargin: 20, textLineHeight: 9, textLineRadius: 4.5, textShortFraction: 0.45,
        textLongBase: 0.86, textLongRange: 0.14, textPitch: 18, textParagraphPitch: 30, textLinesPerParagraph: 6,
        textVaryFactor: 53, textVaryModulus: 7,
        gridColumnWidth: 130, gridGap: 8, gridTileRadius: 12, gridColorStep: 3,
        skyLight: [Color(hex: 0x5AA9F0), Color(hex: 0xF6D5A8)], skyDark: [Color(hex: 0x0B1A3A), Color(hex: 0x3B2A58)],
        sun: Color(hex: 0xFFE08A), sunX: 0.6, sunY: 0.12, sunSide: 0.22,
        hills: [Hill(light: 0x4C8C4A, dark: 0x1F3A28, x: -0.3, y: 0.62, width: 1.2, height: 0.6),
                Hill(light: 0x2F6B3A, dark: 0x152A1C, x: 0.25, y: 0.7, width: 1.1, height: 0.5),
                Hill(light: 0xC98B4A, dark: 0x5A3B1E, x: 0.05, y: 0.82, width: 0.5, height: 0.3)])
}
