/// The stable id of a guideline rule or of a refusal, e.g. `tab-bar.platform`.
///
/// Shared by the validation stage (``SpecValidator``), the reader (`checks.ignore`, warnings) and
/// the checker (``Checker``), so that none of them depends on another for the list of ids. The
/// raw value is the kebab-case id printed by `navmock check` and accepted by `checks.ignore`.
public enum RuleID: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    // Tab bars
    case tabBarAccessoryWithoutMinimize = "tab-bar.accessory-without-minimize"
    case tabBarActionTitle = "tab-bar.action-title"
    case tabBarAppearanceIgnored = "tab-bar.appearance-ignored"
    case tabBarBadgeCoversIcon = "tab-bar.badge-covers-icon"
    case tabBarBadgeText = "tab-bar.badge-text"
    case tabBarBadgesOverused = "tab-bar.badges-overused"
    case tabBarDisabledItem = "tab-bar.disabled-item"
    case tabBarHiddenItem = "tab-bar.hidden-item"
    /// A tab's icon measured against what is behind it on the rendered pixels (issue 14 §8).
    case tabBarIconContrast = "tab-bar.icon-contrast"
    case tabBarLiveTvOrder = "tab-bar.live-tv-order"
    case tabBarLongTitle = "tab-bar.long-title"
    case tabBarMinimizePlatform = "tab-bar.minimize-platform"
    case tabBarMinimizedWithoutBehavior = "tab-bar.minimized-without-behavior"
    case tabBarMissingTitle = "tab-bar.missing-title"
    case tabBarOverflow = "tab-bar.overflow"
    case tabBarPlatform = "tab-bar.platform"
    case tabBarSearchPosition = "tab-bar.search-position"
    case tabBarSidebarSuggested = "tab-bar.sidebar-suggested"
    /// A tab's title measured against what is behind it on the rendered pixels (issue 14 §8).
    case tabBarTitleContrast = "tab-bar.title-contrast"
    case tabBarTooManyDefaultTabs = "tab-bar.too-many-default-tabs"
    case tabBarTruncatedTitle = "tab-bar.truncated-title"
    case tabBarUnfilledSymbol = "tab-bar.unfilled-symbol"
    case tabBarVisionLongTitle = "tab-bar.vision-long-title"
    case tabBarVisionSymbol = "tab-bar.vision-symbol"
    // Page controls
    case pageControlComplexIndicator = "page-control.complex-indicator"
    /// The current page's indicator measured against the others on the rendered pixels (issue 14 §8).
    case pageControlCurrentIndicatorContrast = "page-control.current-indicator-contrast"
    case pageControlCurrentPageClamped = "page-control.current-page-clamped"
    /// Page indicators measured against what is behind them on the rendered pixels (issue 14 §8).
    case pageControlIndicatorContrast = "page-control.indicator-contrast"
    /// A `frame` smaller than the natural size: drawn clipped (issue 14 §7).
    case pageControlFrameClipped = "page-control.frame-clipped"
    /// A custom indicator image whose intrinsic size is beyond ``PageControlLimits/maxImageSide``:
    /// read as that many points (issue 41 item 4).
    case pageControlImageSize = "page-control.image-size"
    /// The control's frame reaches past the screen (large indicator images, many pages).
    case pageControlOffScreen = "page-control.off-screen"
    case pageControlIndicatorKinds = "page-control.indicator-kinds"
    case pageControlInteraction = "page-control.interaction"
    case pageControlMinimalScrubbing = "page-control.minimal-scrubbing"
    case pageControlPlacement = "page-control.placement"
    case pageControlPlatform = "page-control.platform"
    case pageControlTintedIndicators = "page-control.tinted-indicators"
    case pageControlTooManyPages = "page-control.too-many-pages"
    case pageControlTvosWithTabBar = "page-control.tvos-with-tab-bar"
    case pageControlWatchHorizontal = "page-control.watch-horizontal"
    // Symbols
    case symbolStandIn = "symbol.stand-in"
    /// A stand-in by the naming grammar that leaves out part of the name's meaning; a warning.
    case symbolMisleadingStandIn = "symbol.misleading-stand-in"
    /// An unknown symbol name drawn as a placeholder (`--missing-symbols placeholder`); a warning.
    case symbolPlaceholder = "symbol.placeholder"
    // Localization (titles from the app's strings, issue 39)
    /// A text by key that the variant's language lacks: drawn in the development language (a warning).
    case localizationMissingTranslation = "tab-bar.missing-translation"
    /// A tab title truncated in a language of the app's strings, the language named (a warning).
    case localizationTruncatedTitle = "tab-bar.truncated-translation"
    /// A tab title tightened to fit in a language of the app's strings, the language named (info).
    case localizationTightenedTitle = "tab-bar.tightened-translation"
    // The spec as a whole
    case specInvalid = "spec.invalid"
    case specUnavailable = "spec.unavailable"
    case specWarning = "spec.warning"
    /// A field written in the spec that the design drawn has no use for (issue 41: a Mac tab's
    /// image, the compatibility key where it changes nothing); a warning.
    case specFieldIgnored = "spec.field-ignored"

    /// The kebab-case id.
    public var description: String { rawValue }
    /// Orders by id text.
    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}
