// What the screen shows around the components: the status bar of a `screen` canvas on iPhone and
// iPad (the time, the battery, the signal bars, the Dynamic Island) and a modal sheet (numbers in
// Scene/SceneMetrics.swift: StatusBarMetricTable, ModalSheetMetricTable).

/// The root node's payload: the status bar and the modal sheet, or nil when there is neither.
func screenPayload(_ spec: Spec, env: Environment) -> LayoutPayload? {
    let bar = statusBar(spec, env: env), sheet = spec.modal ? modalSheet(env: env) : nil
    return bar == nil && sheet == nil ? nil : .screen(statusBar: bar, sheet: sheet)
}

/// The modal sheet over the screen: it starts below the status bar's band (or a minimum top),
/// its bottom corners below the screen, a grabber at its top.
func modalSheet(env: Environment) -> ModalSheetGeometry {
    let m = ModalSheetMetricTable.iOS
    let W = env.screenSize.width, H = env.screenSize.height
    let top = max(env.safeArea.top, m.minSafeTop) + m.topGap
    return ModalSheetGeometry(dimmed: Rect(x: 0, y: 0, width: W, height: H),
                              sheet: Rect(x: 0, y: top, width: W, height: H - top + m.bottomOverhang),
                              grabber: Rect(x: (W - m.grabberWidth) / 2, y: top + m.grabberTop, width: m.grabberWidth, height: m.grabberHeight))
}

/// The status bar, or nil where none is drawn (a component canvas, a platform without one, a
/// screen without a top safe area). Points.
func statusBar(_ spec: Spec, env: Environment) -> StatusBarGeometry? {
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
    return StatusBarGeometry(time: time, battery: body, cap: cap, signal: signal, island: island)
}
