/// A text style: the 11 iOS `UIFont.TextStyle` values plus the HIG's watchOS
/// `footnote1`/`footnote2` and tvOS `subtitle1`.
///
/// Which styles a platform has is in ``PlatformTable/styles``.
public enum TextStyle: CaseIterable, Sendable, Hashable {
  /// Large Title (`UICTFontTextStyleTitle0`).
  case largeTitle
  /// Title 1 (`UICTFontTextStyleTitle1`).
  case title1
  /// Title 2 (`UICTFontTextStyleTitle2`).
  case title2
  /// Title 3 (`UICTFontTextStyleTitle3`).
  case title3
  /// Headline (`UICTFontTextStyleHeadline`).
  case headline
  /// Body (`UICTFontTextStyleBody`); `UIFontMetrics.default` uses it.
  case body
  /// Callout (`UICTFontTextStyleCallout`).
  case callout
  /// Subheadline, "Subhead" (`UICTFontTextStyleSubhead`).
  case subheadline
  /// Footnote (`UICTFontTextStyleFootnote`).
  case footnote
  /// Caption 1 (`UICTFontTextStyleCaption1`).
  case caption1
  /// Caption 2 (`UICTFontTextStyleCaption2`).
  case caption2
  /// watchOS Footnote 1 (HIG; no UIKit constant).
  case footnote1
  /// watchOS Footnote 2 (HIG; no UIKit constant).
  case footnote2
  /// tvOS Subtitle 1 (HIG; no UIKit constant).
  case subtitle1

  /// The 11 iOS text styles, in the HIG's order.
  public static let iOS: [TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
    .footnote, .caption1, .caption2,
  ]

  /// Parses a style name, ignoring case, spaces, hyphens and underscores.
  ///
  /// Accepted: the case names (`largeTitle`, `Large Title`, `footnote1`),
  /// UIKit raw values (`UICTFontTextStyleTitle0`), `subhead`, and SwiftUI's
  /// `Font.TextStyle` names for UIKit's `title1` and `caption1` (`title`,
  /// `caption`: `.font(.title)` is `UIFont.TextStyle.title1`).
  /// - Throws: ``ScaleError/unknownStyle(_:)``.
  public init(parsing text: String) throws(ScaleError) {
    guard let style = Self.spellings[NameKey.normalize(text)] else {
      throw .unknownStyle(text)
    }
    self = style
  }

  /// The Swift case name, such as `largeTitle`; what output prints.
  public var name: String {
    switch self {
    case .largeTitle: "largeTitle"
    case .title1: "title1"
    case .title2: "title2"
    case .title3: "title3"
    case .headline: "headline"
    case .body: "body"
    case .callout: "callout"
    case .subheadline: "subheadline"
    case .footnote: "footnote"
    case .caption1: "caption1"
    case .caption2: "caption2"
    case .footnote1: "footnote1"
    case .footnote2: "footnote2"
    case .subtitle1: "subtitle1"
    }
  }

  /// UIKit's raw value (`UIFont.TextStyle.rawValue`), such as
  /// `UICTFontTextStyleTitle0`; nil for the HIG-only styles `footnote1`,
  /// `footnote2` and `subtitle1`, which have no UIKit constant.
  public var rawValue: String? {
    switch self {
    case .largeTitle: "UICTFontTextStyleTitle0"
    case .title1: "UICTFontTextStyleTitle1"
    case .title2: "UICTFontTextStyleTitle2"
    case .title3: "UICTFontTextStyleTitle3"
    case .headline: "UICTFontTextStyleHeadline"
    case .body: "UICTFontTextStyleBody"
    case .callout: "UICTFontTextStyleCallout"
    case .subheadline: "UICTFontTextStyleSubhead"
    case .footnote: "UICTFontTextStyleFootnote"
    case .caption1: "UICTFontTextStyleCaption1"
    case .caption2: "UICTFontTextStyleCaption2"
    case .footnote1, .footnote2, .subtitle1: nil
    }
  }

  private static let spellings: [String: TextStyle] = {
    var table: [String: TextStyle] = [
      "subhead": .subheadline, "title": .title1, "caption": .caption1,
    ]
    for style in allCases {
      table[NameKey.normalize(style.name)] = style
      if let rawValue = style.rawValue { table[NameKey.normalize(rawValue)] = style }
    }
    return table
  }()
}
