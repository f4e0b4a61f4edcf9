// The status bar of a `screen` canvas on iPhone and iPad: where the time, the battery, the signal
// bars and the Dynamic Island go (numbers in Scene/SceneMetrics.swift, StatusBarMetricTable).

/// The status bar's payload for the root of the layout tree, or nil where none is drawn (a
/// component canvas, a platform without one, a screen without a top safe area). Points.
func statusBarPayload(_ spec: Spec, env: Environment) -> LayoutPayload? {
    guard spec.canvas == .screen, env.platform == .iOS || env.platform == .iPadOS, env.safeArea.top > 0 else { return nil }
    let m = StatusBarMetricTable.iOS
    let top = env.safeArea.top
    let style = TextStyle(size: m.timeSize, weight: .semibold, locale: "en")
    // "9:41", Apple's marketing time, centred in the leading ear.
    let y = min(top, m.maxBandHeight) / 2 + m.baselineBelowMid
    let timeWidth = m.timeWidth
    let cx = env.screenSize.width * m.timeCenterFraction
    let time = TextLayout(text: "9:41", style: style, baselineOrigin: Point(x: cx - timeWidth / 2, y: y),
                          frame: Rect(x: cx - timeWidth / 2, y: y - m.timeAscent, width: timeWidth, height: m.timeBoxHeight),
                          truncated: false, tightened: false)
    // Battery: its body and cap, in the trailing ear; the signal bars before it.
    let bx = env.screenSize.width * m.batteryXFraction
    let body = Rect(x: bx, y: y - m.batteryTopAboveBaseline, width: m.batteryWidth, height: m.batteryHeight)
    let cap = Rect(x: body.maxX + 1, y: body.midY - m.capHeight / 2, width: m.capWidth, height: m.capHeight)
    let signal = (0..<m.signalBars).map { i -> Rect in
        let h = m.signalHeight + Double(i) * m.signalStep
        return Rect(x: bx - m.signalOffset + Double(i) * m.signalPitch, y: y - 1 - h, width: m.signalWidth, height: h)
    }
    let island = top >= m.islandMinSafeTop
        ? Rect(x: (env.screenSize.width - m.islandWidth) / 2, y: m.islandTop, width: m.islandWidth, height: m.islandHeight) : nil
    return .statusBar(time: time, battery: body, cap: cap, signal: signal, island: island)
}
