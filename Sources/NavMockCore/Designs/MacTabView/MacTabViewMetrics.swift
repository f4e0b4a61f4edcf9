// The numbers of the Mac's tab view, each with its source and how sure it is. Points unless
// marked. "estimate" marks a number chosen by eye or by analogy where no source gives it; the
// reason is given beside it.

/// The macOS tab view (`NSTabView`): a segmented row of tabs across the top of a box (metrics §6).
public struct MacTabViewMetrics: Sendable, Hashable {
    /// The tab view's inset from the window's content sides and bottom. Estimate (HIG window margin 20).
    public var sideMargin: Double
    /// The tab row's top below the content's top. Estimate.
    public var topMargin: Double
    /// The tab row's height. Estimate: 24 (macOS 11–15), 28 (macOS 26, taller controls).
    public var rowHeight: Double
    /// Tab title: the system font, 13 pt (macOS's regular control size). High.
    public var titleSize: Double
    /// Space kept clear on each side of a title in its segment, points. macOS 11–15: estimate.
    /// macOS 26: 3, from a public report (github.com/island-io/mila/issues/137: ten tabs measured
    /// 55, 55, 55, 55, 60, 60, 55, 82, 55, 56 pt): the widest, "Voice Memos", is 82 pt, SF Pro 13's
    /// ≈ 76 pt of title and ≈ 3 pt each side. Medium (C: one report, read through SF Pro's width).
    public var titlePadding: Double
    /// A title's width in SF Pro over its width in NavMock's Inter at the same size: segments are
    /// sized from the title as SF Pro would set it, and the Inter title is tightened into what is
    /// left inside the padding (fitText), so that the widths match the report without the title
    /// touching the dividers (issue 41 item 6). macOS 26: 0.92 — "Voice Memos" is 82.4 pt in
    /// Inter 13 and ≈ 76 pt in SF Pro (the report's 82 pt less 2 × 3 pt); every tab of the report
    /// is then within 4 pt. Medium (C: one report). macOS 11–15: 1 (their widths are estimates).
    public var titleWidthFactor: Double
    /// Narrowest segment. macOS 26: 55 — four very different titles (Hotkeys, Audio, LLM, Storage)
    /// all measure 55 pt in the same report. Medium. macOS 11–15: estimate.
    public var minSegmentWidth: Double
    /// Inset of the selected segment's knob inside the row. Estimate.
    public var knobInset: Double
    /// Corner radius of the row (nil: a capsule). Estimate: 6 (11–15); capsule (26).
    public var rowCornerRadius: Double?
    /// Corner radius of the box. Estimate.
    public var boxCornerRadius: Double
    /// Width of the overflow chevron segment. Estimate.
    public var chevronWidth: Double
    /// Whether the tabs alone are fitted to the box's width, the overflow segment added beyond it
    /// (macOS 26: in the same report the row spans 599 pt over a 560 pt box and only the tenth tab
    /// overflows; medium), rather than tabs and overflow segment kept ``rowSideClearance`` inside the box.
    public var overflowButtonBeyondBox: Bool
    /// The last code point of the Latin scripts NavMock sets in Inter (U+024F, the end of Latin
    /// Extended-B): ``titleWidthFactor`` applies to a title made only of these (Unicode's block chart).
    public static let latinScalarLimit: UInt32 = 0x024F
    /// Tabs keep this far from the box's sides; beyond, they overflow. Estimate.
    public static let rowSideClearance = 16.0
    /// The component canvas shows this much below the tab row (the box's top). Chosen.
    public static let canvasBelowRow = 24.0
    /// The overflow chevron's symbol box. Estimate.
    public static let chevronSymbolSide = 11.0
    /// Separators stop this far from the row's top and bottom. Estimate.
    public static let separatorInset = 5.0
    /// The knob's shadow: black at 12 % (light) / 30 % (dark), radius 2, ½ pt down. Estimate.
    public static let knobShadowLight = 0.12
    /// Knob shadow opacity, dark. Estimate.
    public static let knobShadowDark = 0.30

    /// macOS 11–15.
    public static let classic = MacTabViewMetrics(sideMargin: 20, topMargin: 12, rowHeight: 24, titleSize: 13, titlePadding: 12, titleWidthFactor: 1,
                                                  minSegmentWidth: 50, knobInset: 2, rowCornerRadius: 6, boxCornerRadius: 6, chevronWidth: 28,
                                                  overflowButtonBeyondBox: false)
    /// macOS 26.
    public static let glass = MacTabViewMetrics(sideMargin: 20, topMargin: 12, rowHeight: 28, titleSize: 13, titlePadding: 3, titleWidthFactor: 0.92,
                                                minSegmentWidth: 55, knobInset: 2, rowCornerRadius: nil, boxCornerRadius: 12, chevronWidth: 32,
                                                overflowButtonBeyondBox: true)

    /// The table of a Mac design: ``glass`` for `macGlass` (macOS 26), else ``classic``.
    public static func table(for design: TabBarDesign) -> MacTabViewMetrics { design == .macGlass ? glass : classic }

    /// Window background, light (`windowBackgroundColor`). Medium.
    public static let windowLight = Color(hex: 0xECECEC)
    /// Window background, dark. Medium.
    public static let windowDark = Color(hex: 0x323232)
    /// Row track, light. Estimate.
    public static let trackLight = Color(hex: 0x000000, alpha: 0.07)
    /// Row track, dark. Estimate.
    public static let trackDark = Color(hex: 0xFFFFFF, alpha: 0.10)
    /// Selected knob, light. Estimate.
    public static let knobLight = Color(hex: 0xFFFFFF)
    /// Selected knob, dark. Estimate.
    public static let knobDark = Color(hex: 0x6B6B6F)
    /// Separators between unselected segments, light. Estimate.
    public static let separatorLight = Color(hex: 0x000000, alpha: 0.12)
    /// Separators, dark. Estimate.
    public static let separatorDark = Color(hex: 0xFFFFFF, alpha: 0.14)
    /// The box's fill, light. Estimate.
    public static let boxLight = Color(hex: 0x000000, alpha: 0.035)
    /// The box's fill, dark. Estimate.
    public static let boxDark = Color(hex: 0xFFFFFF, alpha: 0.045)
    /// The box's border, light. Estimate.
    public static let boxBorderLight = Color(hex: 0x000000, alpha: 0.10)
    /// The box's border, dark. Estimate.
    public static let boxBorderDark = Color(hex: 0xFFFFFF, alpha: 0.12)
    /// Tab titles: `labelColor` (black at 85 % / white at 85 %). Medium.
    public static let labelAlpha = 0.85
}
