// What decides the glyph colour on Liquid Glass (issue 41, item 2): the content under the glass,
// not the glass's own frosted surface.

/// The relative luminance (WCAG, 0…1) that decides the unselected glyph colour on glass over
/// `rect`: the content under the glass (sampled on ``GlassForegroundMetrics``' grid) as the glass's
/// content tint (``LiquidGlassMetrics/tintLight`` / ``LiquidGlassMetrics/tintDark``) shows it,
/// whether or not the renderer can see through (over a one-colour backdrop it paints the flat
/// tint instead; that tint is the glass's own surface and does not decide: before issue 41 light
/// glass over black read as white 72 % = 184, so its glyphs stayed black where the system shows
/// light ones). Nil over an image, whose pixels are not known to the scene builder.
func glassGlyphContentLuminance(under rect: Rect, backdrop: [SceneItem], _ ap: Appearance) -> Double? {
    backdropLuminance(under: rect, backdrop, veil: ap == .light ? LiquidGlassMetrics.tintLight : LiquidGlassMetrics.tintDark)
}
