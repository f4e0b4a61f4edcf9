// One transform for every laid-out part: right-to-left mirroring and offsetting (the tvOS bar
// scrolled away) are written once here, for every type that holds a frame, so no part can be
// left out of a mirrored or moved layout.

/// A change of place applied to every frame of a layout: a mirror across a vertical line and/or
/// a translation, in points.
public struct LayoutTransform: Sendable, Hashable {
    /// The vertical line `x = mirrorAxis` frames are mirrored across (right-to-left), or nil.
    public var mirrorAxis: Double?
    /// The translation applied after mirroring, points.
    public var dx: Double, dy: Double

    /// Mirrors across the vertical line `x = axis` (points).
    public static func mirror(aroundX axis: Double) -> LayoutTransform { LayoutTransform(mirrorAxis: axis, dx: 0, dy: 0) }
    /// Moves by `dx`, `dy` points.
    public static func offset(dx: Double, dy: Double) -> LayoutTransform { LayoutTransform(mirrorAxis: nil, dx: dx, dy: dy) }

    /// Whether the transform mirrors (directional parts such as fades turn round).
    public var mirrors: Bool { mirrorAxis != nil }

    /// A rectangle under the transform (a mirrored rectangle keeps its size).
    public func apply(_ r: Rect) -> Rect {
        var o = r
        if let a = mirrorAxis { o = o.mirrored(aroundX: a) }
        if dx != 0 || dy != 0 { o = o.offsetBy(dx: dx, dy: dy) }
        return o
    }

    /// The translation that moves `r` where the transform puts it, without flipping its contents
    /// (a badge's text moves with its oval).
    func translation(of r: Rect) -> (dx: Double, dy: Double) {
        guard let a = mirrorAxis else { return (dx, dy) }
        return (2 * a - r.maxX - r.minX + dx, dy)
    }
}

/// A laid-out value whose frames can be mirrored and moved as one.
public protocol LayoutTransformable {
    /// This value with `t` applied to every frame it holds.
    func applying(_ t: LayoutTransform) -> Self
}

extension Optional: LayoutTransformable where Wrapped: LayoutTransformable {
    public func applying(_ t: LayoutTransform) -> Self { map { $0.applying(t) } }
}

extension Array: LayoutTransformable where Element: LayoutTransformable {
    public func applying(_ t: LayoutTransform) -> Self { map { $0.applying(t) } }
}

extension Rect: LayoutTransformable {
    public func applying(_ t: LayoutTransform) -> Rect { t.apply(self) }
}

extension TextLayout: LayoutTransformable {
    /// The line box moves; the text is not flipped (its baseline starts at the box's left end).
    public func applying(_ t: LayoutTransform) -> TextLayout {
        var m = self
        m.frame = t.apply(frame)
        if t.mirrors { m.baselineOrigin.x = m.frame.minX } else { m.baselineOrigin.x += t.dx }
        m.baselineOrigin.y += t.dy
        return m
    }

    /// The text moved by a translation.
    func translated(dx: Double, dy: Double) -> TextLayout {
        var m = self
        m.frame = frame.offsetBy(dx: dx, dy: dy)
        m.baselineOrigin.x += dx
        m.baselineOrigin.y += dy
        return m
    }
}

extension BadgeLayout: LayoutTransformable {
    /// The oval goes where the transform puts it; its text moves with it, unflipped.
    func applying(_ t: LayoutTransform) -> BadgeLayout {
        let d = t.translation(of: frame)
        return BadgeLayout(frame: t.apply(frame), text: text.map { $0.translated(dx: d.dx, dy: d.dy) })
    }
}

extension IconSlot: LayoutTransformable {
    public func applying(_ t: LayoutTransform) -> IconSlot { IconSlot(frame: t.apply(frame), image: image, mirrored: mirrored) }
}

extension TabItemLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> TabItemLayout {
        var m = self
        m.frame = t.apply(frame)
        m.iconFrame = iconFrame.applying(t)
        m.title = title.applying(t)
        m.badge = badge.applying(t)
        return m
    }
}

extension AccessoryLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> AccessoryLayout {
        var m = self
        m.frame = t.apply(frame)
        m.artworkFrame = artworkFrame.applying(t)
        m.title = title.applying(t)
        m.subtitle = subtitle.applying(t)
        m.controls = controls.applying(t)
        return m
    }
}

extension LargeContentLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> LargeContentLayout {
        LargeContentLayout(frame: t.apply(frame), icon: icon.applying(t), title: title.applying(t), index: index)
    }
}

extension MoreRow: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> MoreRow {
        MoreRow(index: index, frame: t.apply(frame), icon: icon.applying(t), title: title.applying(t), chevron: chevron.applying(t))
    }
}

extension MoreListLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> MoreListLayout {
        MoreListLayout(title: title.applying(t), rows: rows.applying(t))
    }
}

extension ControlLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> ControlLayout {
        ControlLayout(frame: t.apply(frame), icon: icon.applying(t), title: title.applying(t))
    }
}

extension SidebarRow: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> SidebarRow {
        SidebarRow(index: index, frame: t.apply(frame), icon: icon.applying(t), title: title.applying(t),
                   isSelected: isSelected, isEnabled: isEnabled)
    }
}

extension SidebarHeader: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> SidebarHeader {
        SidebarHeader(frame: t.apply(frame), title: title.applying(t), chevron: chevron.applying(t))
    }
}

extension SidebarLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> SidebarLayout {
        SidebarLayout(frame: t.apply(frame), floating: floating, rows: rows.applying(t), headers: headers.applying(t),
                      editButton: editButton.applying(t))
    }
}

extension FocusLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> FocusLayout {
        FocusLayout(index: index, frame: t.apply(frame), title: title.applying(t), iconFrame: iconFrame.applying(t))
    }
}

extension FadeLayout: LayoutTransformable {
    /// A mirrored fade turns round: it vanishes towards the other side.
    func applying(_ t: LayoutTransform) -> FadeLayout {
        FadeLayout(frame: t.apply(frame), towardsMaxX: t.mirrors ? !towardsMaxX : towardsMaxX)
    }
}

extension LogoLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> LogoLayout { LogoLayout(frame: t.apply(frame), image: image) }
}

extension TabBarPartsLayout: LayoutTransformable {
    func applying(_ t: LayoutTransform) -> TabBarPartsLayout {
        var o = self
        o.componentCanvas = t.apply(componentCanvas)
        o.background = background.applying(t)
        o.sidebarButton = sidebarButton.applying(t)
        o.overflowButton = overflowButton.applying(t)
        o.sidebar = sidebar.applying(t)
        o.logo = logo.applying(t)
        o.focus = focus.applying(t)
        o.fades = fades.applying(t)
        return o
    }
}

extension TabBarLayout: LayoutTransformable {
    /// Every part of the bar under `t`: bar, background, selection, items, search button,
    /// accessory, Large Content Viewer, More list, the parts of the iPad, tvOS, visionOS and Mac bars, and the drawn bounds.
    func applying(_ t: LayoutTransform) -> TabBarLayout {
        var m = self
        m.barFrame = t.apply(barFrame)
        m.backgroundFrame = t.apply(backgroundFrame)
        m.selectionFrame = selectionFrame.applying(t)
        m.drawnBounds = t.apply(drawnBounds)
        m.items = items.applying(t)
        m.searchButton = searchButton.applying(t)
        m.accessory = accessory.applying(t)
        m.largeContent = largeContent.applying(t)
        m.moreList = moreList.applying(t)
        m.parts = parts.applying(t)
        return m
    }
}
