/// One of the 12 iOS content-size categories (`UIContentSizeCategory`), in
/// order from smallest to largest.
///
/// The case names are Apple's Swift names; `rawValue` is UIKit's string
/// value (`UICTContentSizeCategoryL`); ``shortName`` is the short form
/// (`xs` … `xxxl`, `ax1` … `ax5`). Every platform's categories are a subset
/// of these: see ``Platform/categories``.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
  /// xSmall (`xs`).
  case extraSmall = "UICTContentSizeCategoryXS"
  /// small (`s`).
  case small = "UICTContentSizeCategoryS"
  /// medium (`m`).
  case medium = "UICTContentSizeCategoryM"
  /// large (`l`), the default, and the reference size of every scaler.
  case large = "UICTContentSizeCategoryL"
  /// xLarge (`xl`).
  case extraLarge = "UICTContentSizeCategoryXL"
  /// xxLarge (`xxl`).
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  /// xxxLarge (`xxxl`), the largest non-accessibility category.
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  /// AX1 (`ax1`).
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  /// AX2 (`ax2`).
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  /// AX3 (`ax3`).
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  /// AX4 (`ax4`).
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  /// AX5 (`ax5`), the largest category.
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// Parses any accepted spelling, ignoring case, spaces, hyphens and underscores.
  ///
  /// Accepted: Apple's Swift names (`extraExtraExtraLarge`,
  /// `accessibilityMedium`), the `xSmall`/`xLarge`/`xxLarge`/`xxxLarge`
  /// spellings, raw values (`UICTContentSizeCategoryAccessibilityXXXL`), and
  /// the short forms `xs s m l xl xxl xxxl ax1 … ax5`.
  /// - Throws: ``ScaleError/unknownCategory(_:)``.
  public init(parsing text: String) throws(ScaleError) {
    guard let category = Self.spellings[NameKey.normalize(text)] else {
      throw .unknownCategory(text)
    }
    self = category
  }

  /// Apple's Swift name, such as `extraExtraExtraLarge`; what output prints.
  public var name: String {
    switch self {
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The short form: `xs s m l xl xxl xxxl ax1 ax2 ax3 ax4 ax5`.
  public var shortName: String { Self.shortNames[index] }

  /// The spelling used by the HIG and the reference tables (`xSmall`,
  /// `xxxLarge`); equal to ``name`` for the other categories.
  public var higName: String {
    switch self {
    case .extraSmall: "xSmall"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    default: name
    }
  }

  /// The position in `allCases`: 0 for `xSmall` … 11 for AX5.
  public var index: Int {
    switch self {
    case .extraSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .extraLarge: 4
    case .extraExtraLarge: 5
    case .extraExtraExtraLarge: 6
    case .accessibilityMedium: 7
    case .accessibilityLarge: 8
    case .accessibilityExtraLarge: 9
    case .accessibilityExtraExtraLarge: 10
    case .accessibilityExtraExtraExtraLarge: 11
    }
  }

  /// True for the five accessibility categories AX1 … AX5.
  public var isAccessibilityCategory: Bool { index >= 7 }

  /// Orders categories from smallest to largest.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

  /// The 9 watchOS categories: xSmall, small, large, xLarge, xxLarge, xxxLarge, AX1–AX3.
  public static let watchOS: [ContentSizeCategory] = [
    .extraSmall, .small, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
  ]

  private static let shortNames = [
    "xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5",
  ]

  private static let spellings: [String: ContentSizeCategory] = {
    var table: [String: ContentSizeCategory] = [:]
    for category in allCases {
      for spelling in [
        category.name, category.higName, category.rawValue, category.shortName,
      ] {
        table[NameKey.normalize(spelling)] = category
      }
    }
    return table
  }()
}
