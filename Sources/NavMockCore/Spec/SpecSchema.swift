/// The JSON Schema (draft 2020-12) of the spec format, printed by `navmock schema`.
/// The device and system-colour lists are filled in from ``DeviceCatalog`` and ``SystemColor``,
/// so the schema cannot drift from the reader's tables.
public enum SpecSchema {
    /// The schema text, pretty-printed, ending with a newline.
    public static var text: String {
        let devices = "[" + DeviceCatalog.names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let colors = "[" + SystemColor.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]"
        return template.replacingOccurrences(of: "\"__DEVICES__\"", with: devices)
            .replacingOccurrences(of: "\"__SYSCOLORS__\"", with: colors)
            .replacingOccurrences(of: "\"__PAGECONTROL__\"", with: PageControlSchema.fragment)
            .replacingOccurrences(of: "\"__VARIANTS__\"", with: VariantSchema.fragment) + "\n"
    }

    static let template = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://navmock.dev/schema/spec-v1.json",
  "title": "NavMock spec, version 1",
  "description": "A mockup of an Apple tab bar or page control. Lengths are points.",
  "type": "object",
  "additionalProperties": false,
  "$defs": {
    "color": {
      "type": "string",
      "description": "#RRGGBB, #RRGGBBAA or a system colour name",
      "anyOf": [
        {
          "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
        },
        {
          "enum": "__SYSCOLORS__"
        }
      ]
    },
    "image": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1024,
      "description": "An SF Symbols name from `navmock list symbols`, or a path to an .svg file relative to the spec's folder"
    },
    "font": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "size"
      ],
      "properties": {
        "size": {
          "type": "number",
          "minimum": 8,
          "maximum": 96
        },
        "weight": {
          "enum": [
            "regular",
            "medium",
            "semibold",
            "bold"
          ],
          "default": "regular"
        }
      }
    },
    "tabItem": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "type": "string",
          "maxLength": 200
        },
        "image": {
          "$ref": "#/$defs/image"
        },
        "selectedImage": {
          "$ref": "#/$defs/image"
        },
        "badgeValue": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 32,
          "description": "A number, \"!\", short text, or \"\" for a dot"
        },
        "role": {
          "enum": [
            "search"
          ]
        },
        "isEnabled": {
          "type": "boolean",
          "default": true
        },
        "isHidden": {
          "type": "boolean",
          "default": false
        },
        "contentKind": {
          "enum": [
            "live",
            "recorded",
            "other"
          ],
          "description": "tvOS live-viewing apps: what the tab holds (the guidelines order tabs live, recorded, other)"
        }
      },
      "anyOf": [
        {
          "required": [
            "title"
          ]
        },
        {
          "required": [
            "image"
          ]
        }
      ]
    }
  },
  "properties": {
    "$schema": {
      "type": "string"
    },
    "version": {
      "const": 1
    },
    "title": {
      "type": "string",
      "maxLength": 200
    },
    "platform": {
      "enum": [
        "iOS",
        "iPadOS",
        "macOS",
        "tvOS",
        "visionOS",
        "watchOS"
      ]
    },
    "osVersion": {
      "type": [
        "string",
        "number"
      ],
      "pattern": "^[0-9]{1,3}(\\.[0-9]{1,3})?$",
      "default": "26"
    },
    "device": {
      "enum": "__DEVICES__"
    },
    "size": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "width",
        "height"
      ],
      "properties": {
        "width": {
          "type": "number",
          "minimum": 16,
          "maximum": 8192
        },
        "height": {
          "type": "number",
          "minimum": 16,
          "maximum": 8192
        }
      }
    },
    "orientation": {
      "enum": [
        "portrait",
        "landscape"
      ]
    },
    "sizeClass": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "horizontal": {
          "enum": [
            "compact",
            "regular"
          ]
        },
        "vertical": {
          "enum": [
            "compact",
            "regular"
          ]
        }
      }
    },
    "appearance": {
      "enum": [
        "light",
        "dark"
      ],
      "default": "light"
    },
    "layoutDirection": {
      "enum": [
        "leftToRight",
        "rightToLeft"
      ],
      "description": "Default: the direction of the locale's language (right-to-left for ar, he, fa, ur, …)."
    },
    "locale": {
      "type": "string",
      "pattern": "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$",
      "default": "en"
    },
    "backdrop": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "color": {
          "$ref": "#/$defs/color"
        },
        "gradient": {
          "type": "array",
          "minItems": 2,
          "maxItems": 8,
          "items": {
            "$ref": "#/$defs/color"
          }
        },
        "angle": {
          "type": "number",
          "minimum": -360,
          "maximum": 360
        },
        "image": {
          "type": "string",
          "pattern": "\\.[Pp][Nn][Gg]$"
        },
        "content": {
          "enum": [
            "list",
            "photo",
            "text",
            "grid",
            "plain"
          ]
        }
      },
      "oneOf": [
        {
          "required": [
            "color"
          ]
        },
        {
          "required": [
            "gradient"
          ]
        },
        {
          "required": [
            "image"
          ]
        },
        {
          "required": [
            "content"
          ]
        }
      ]
    },
    "canvas": {
      "enum": [
        "component",
        "screen"
      ],
      "default": "component"
    },
    "modal": {
      "type": "boolean",
      "default": false
    },
    "pageControl": "__PAGECONTROL__",
    "variants": "__VARIANTS__",
    "tabBar": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "items"
      ],
      "properties": {
        "items": {
          "type": "array",
          "minItems": 1,
          "maxItems": 64,
          "items": {
            "$ref": "#/$defs/tabItem"
          }
        },
        "selectedIndex": {
          "type": "integer",
          "minimum": 0,
          "default": 0
        },
        "tintColor": {
          "$ref": "#/$defs/color"
        },
        "unselectedItemTintColor": {
          "$ref": "#/$defs/color"
        },
        "state": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "scrollEdge": {
              "type": "boolean",
              "default": false
            },
            "minimized": {
              "type": "boolean",
              "default": false
            },
            "moreListVisible": {
              "type": "boolean",
              "default": false
            },
            "largeContentItem": {
              "type": "integer",
              "minimum": 0
            },
            "sidebarVisible": {
              "type": "boolean",
              "default": false,
              "description": "iPadOS 18+, sidebarAdaptable: the bar has turned into the sidebar"
            },
            "focusedIndex": {
              "type": "integer",
              "minimum": 0,
              "description": "tvOS: the tab with focus (raised, with a drop shadow)"
            },
            "scrollOffset": {
              "type": "number",
              "minimum": 0,
              "maximum": 100000,
              "default": 0,
              "description": "tvOS: how far tabs that do not fit are scrolled, points"
            },
            "scrolledOffscreen": {
              "type": "boolean",
              "default": false,
              "description": "tvOS: the bar has scrolled off the screen"
            },
            "expanded": {
              "type": "boolean",
              "default": false,
              "description": "visionOS: the bar shows titles (someone looks at it)"
            }
          }
        },
        "tabViewStyle": {
          "enum": [
            "automatic",
            "tabBarOnly",
            "sidebarAdaptable"
          ],
          "description": "iPadOS 18+: sidebarAdaptable draws the button that turns the bar into a sidebar"
        },
        "customizable": {
          "type": "boolean",
          "default": false,
          "description": "iPadOS 18+: a customizable tab view (the sidebar's Edit button)"
        },
        "sections": {
          "type": "array",
          "maxItems": 16,
          "description": "iPadOS 18+ sidebar sections: a title and the indices of their tabs in items",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "title",
              "items"
            ],
            "properties": {
              "title": {
                "type": "string",
                "maxLength": 200
              },
              "items": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            }
          }
        },
        "barTintColor": {
          "$ref": "#/$defs/color",
          "description": "tvOS: tints the translucent bar"
        },
        "backgroundColor": {
          "$ref": "#/$defs/color",
          "description": "tvOS: an opaque bar colour"
        },
        "backgroundImage": {
          "type": "string",
          "pattern": "\\.[Pp][Nn][Gg]$",
          "description": "tvOS 18 and earlier: a PNG behind the bar"
        },
        "itemFont": {
          "$ref": "#/$defs/font",
          "description": "tvOS: the titles' font"
        },
        "selectedItemFont": {
          "$ref": "#/$defs/font",
          "description": "tvOS: the selected title's font"
        },
        "logo": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "image"
          ],
          "description": "tvOS: a branded logo at the bar's leading end, at most 200 x 68 pt",
          "properties": {
            "image": {
              "type": "string",
              "pattern": "\\.[Pp][Nn][Gg]$"
            },
            "width": {
              "type": "number",
              "minimum": 1,
              "maximum": 200,
              "default": 200
            },
            "height": {
              "type": "number",
              "minimum": 1,
              "maximum": 68,
              "default": 68
            }
          }
        },
        "minimizeBehavior": {
          "enum": [
            "automatic",
            "never",
            "onScrollDown",
            "onScrollUp"
          ]
        },
        "bottomAccessory": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "title"
          ],
          "properties": {
            "title": {
              "type": "string",
              "maxLength": 200
            },
            "subtitle": {
              "type": "string",
              "maxLength": 200
            },
            "image": {
              "$ref": "#/$defs/image"
            },
            "controls": {
              "type": "array",
              "maxItems": 2,
              "items": {
                "$ref": "#/$defs/image"
              }
            }
          }
        }
      }
    },
    "accessibility": {
      "type": "object",
      "additionalProperties": false,
      "description": "Accessibility display settings",
      "properties": {
        "reduceTransparency": {
          "type": "boolean"
        },
        "increaseContrast": {
          "type": "boolean"
        },
        "boldText": {
          "type": "boolean"
        }
      }
    },
    "checks": {
      "type": "object",
      "additionalProperties": false,
      "description": "Guideline checks to skip for this spec, with the reason",
      "properties": {
        "ignore": {
          "type": "array",
          "items": {
            "type": "string",
            "pattern": "^[a-z]+(-[a-z]+)*\\.[a-z]+(-[a-z]+)*$"
          }
        },
        "reason": {
          "type": "string",
          "maxLength": 1000
        }
      }
    }
  }
}
"""#
}

import Foundation
