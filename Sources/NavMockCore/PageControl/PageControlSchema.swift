/// The JSON Schema (draft 2020-12) of `pageControl`, substituted into ``SpecSchema/text``.
///
/// It accepts every spec ``Context/readPageControl(_:_:)`` accepts as far as JSON Schema can say
/// (what depends on the platform or OS version is checked at layout) and rejects unknown keys.
/// Its `properties` must list exactly ``Context/pageControlKeys`` (a test checks this).
enum PageControlSchema {
    static let fragment = #"""
{
      "type": "object",
      "description": "A page control (UIPageControl; a page-style TabView on watchOS). Not available on macOS.",
      "additionalProperties": false,
      "required": [
        "numberOfPages"
      ],
      "properties": {
        "numberOfPages": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000,
          "description": "0 draws nothing"
        },
        "currentPage": {
          "type": "integer",
          "default": 0,
          "description": "0-based; out-of-range values are clamped with a warning, as UIKit does"
        },
        "hidesForSinglePage": {
          "type": "boolean",
          "default": false
        },
        "allowsContinuousInteraction": {
          "type": "boolean",
          "default": true,
          "description": "iOS 14+: scrubbing allowed"
        },
        "backgroundStyle": {
          "enum": [
            "automatic",
            "prominent",
            "minimal"
          ],
          "default": "automatic",
          "description": "iOS 14+: automatic shows the platter only while interacting (always on tvOS); prominent always; minimal never, without padding"
        },
        "interactionState": {
          "enum": [
            "none",
            "discrete",
            "continuous"
          ],
          "default": "none",
          "description": "iOS 14+: what the user is doing at the moment drawn; continuous = scrubbing. Only none on tvOS, visionOS and watchOS"
        },
        "placement": {"enum": ["bottom", "top", "center"], "default": "bottom"},
        "direction": {
          "enum": [
            "natural",
            "leftToRight",
            "rightToLeft",
            "topToBottom",
            "bottomToTop"
          ],
          "default": "natural",
          "description": "iOS 16+ (watchOS 10+ for topToBottom): natural follows layoutDirection"
        },
        "currentPageIndicatorTintColor": {
          "$ref": "#/$defs/color"
        },
        "pageIndicatorTintColor": {
          "$ref": "#/$defs/color"
        },
        "preferredIndicatorImage": {
          "$ref": "#/$defs/image"
        },
        "indicatorImages": {
          "type": "array",
          "maxItems": 1000,
          "description": "Images of particular pages (setIndicatorImage(_:forPage:)), iOS 14+",
          "items": \#(pageImage)
        },
        "preferredCurrentPageIndicatorImage": {
          "$ref": "#/$defs/image"
        },
        "currentPageIndicatorImages": {
          "type": "array",
          "maxItems": 1000,
          "description": "Current-page images of particular pages (setCurrentPageIndicatorImage(_:forPage:)), iOS 16+",
          "items": \#(pageImage)
        },
        "progress": {
          "type": "number",
          "description": "iOS 17+: the current indicator becomes a capsule filled to this fraction (0…1; clamped with a warning)"
        },
        "scrollPosition": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "watchOS vertical paging: how far the current page is scrolled, 0 top … 1 bottom"
        }
      }
    }
"""#

    /// One entry of the per-page image lists: `{ "page": 0, "image": "location.fill" }`.
    static let pageImage = #"""
{
            "type": "object",
            "additionalProperties": false,
            "required": [
              "page",
              "image"
            ],
            "properties": {
              "page": {
                "type": "integer",
                "minimum": 0
              },
              "image": {
                "$ref": "#/$defs/image"
              }
            }
          }
"""#
}
