/// The `"prose"` placeholder backdrop: lines of real text set in the bundled font, so that the
/// see-through Liquid Glass can be compared with screenshots of apps showing text behind the bar
/// (ground truth ice_ios26_light_timeline).
public enum ProseBackdropMetrics {
    /// Text size, points: the body text size (17 pt, metrics §1.2's Body text style).
    public static let fontSize = 17.0
    /// Baseline-to-baseline distance, points (body text leading 22 pt).
    public static let lineHeight = 22.0
    /// Leading and trailing margin, points (the system's 20 pt readable margin on iPhone).
    public static let margin = 20.0
    /// Average advance of a character at `fontSize` in Inter, points, used to break lines
    /// without measuring (estimate: Inter's advance with spaces ≈ 0.53 em, rounded up so lines stay inside the screen).
    public static let averageAdvance = 9.0
    /// Text colour, light appearance: black at 85 % (dark text on white).
    public static let inkLight = Color(hex: 0x000000, alpha: 0.85)
    /// Text colour, dark appearance: white at 85 %.
    public static let inkDark = Color(hex: 0xFFFFFF, alpha: 0.85)
    /// The text (written for NavMock), repeated as needed.
    public static let words = """
        We left before dawn and followed the ridge until the fog lifted over the valley. The next \
        few days packed more weather than a month at home: sun, rain, crazy winds and a fog so thick \
        we stopped to scout every turn of the trail. On the last evening the clouds broke open and \
        we watched the sunset from the mountain's edge, with nothing to say and no need to say it.
        """.split(separator: " ").map(String.init)
    /// Fewest characters set on one line, however narrow the screen (so that a line always holds
    /// a word or two). A drawing choice, not an Apple figure.
    public static let minimumCharactersPerLine = 8
}
