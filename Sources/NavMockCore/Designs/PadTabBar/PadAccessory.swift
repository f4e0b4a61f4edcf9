// Issue 14 §10: the iPadOS 26 bottom accessory (`tabViewBottomAccessory`) in regular width. The
// tab bar is at the top there, so the accessory sits at the bottom of the view on its own: a glass
// capsule sized to its content, centred, not stretched to the width. (In compact width the iPad
// draws the iPhone bar, and the accessory is laid out as on iPhone.) Source: a developer's
// observation on the shipping OS, Apple Developer Forums thread 799315 ("in regular width … it
// doesn't draw a full width glass container … and starts respecting the supplied view's layout";
// compact width "starts behaving like an iPhone"), and UIKit's `UITabAccessory.Environment.regular`
// ("at the bottom of the UITabBarController's view"). The geometry below is an estimate.

/// The accessory's layout at the bottom of a regular-width iPad screen: the capsule as wide as
/// its artwork, text and controls need (at least a circle, at most the width less the side
/// margins), centred horizontally, its bottom ``PadAccessoryMetrics/bottomGap`` above the safe area.
func padAccessory(_ a: BottomAccessorySpec, env: Environment, measuring: any TextMeasuring, boldText: Bool) -> LayoutNode {
    let sm = GlassStateMetrics.self, pm = PadAccessoryMetrics.self
    let W = env.screenSize.width, H = env.screenSize.height
    // What accessoryLayout leaves for the text in a capsule of width w is w − fixed.
    let lead = a.image != nil ? sm.accessoryLeadingInset + sm.artworkSide + sm.accessoryArtworkGap : sm.accessoryTextInset
    let n = Double(a.controls.count)
    let fixed = lead + sm.accessoryTrailingInset + n * (sm.controlSide + sm.controlSpacing) - sm.controlSpacing + sm.accessoryTextGap
    var text = measuring.measure(a.title, style: TextStyle(size: sm.accessoryTitleSize, weight: boldText ? .bold : .semibold, locale: env.locale)).width
    if let s = a.subtitle {
        text = max(text, measuring.measure(s, style: TextStyle(size: sm.accessorySubtitleSize, weight: boldText ? .semibold : .regular, locale: env.locale)).width)
    }
    let width = min(max((text + fixed).rounded(.up), pm.height), max(pm.height, W - 2 * pm.sideMargin))
    let frame = Rect(x: (W - width) / 2, y: H - env.safeArea.bottom - pm.bottomGap - pm.height, width: width, height: pm.height)
    return accessoryLayout(a, frame: frame, inline: false, env: env, measuring: measuring, boldText: boldText)
}
