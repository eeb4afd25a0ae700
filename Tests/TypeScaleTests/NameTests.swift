import Testing

@testable import TypeScale

@Suite("Category, style, platform and weight names")
struct NameTests {
  /// (category, Apple name, raw value, short form, HIG spelling) in order.
  static let categoryNames: [(ContentSizeCategory, String, String, String, String)] = [
    (.extraSmall, "extraSmall", "UICTContentSizeCategoryXS", "xs", "xSmall"),
    (.small, "small", "UICTContentSizeCategoryS", "s", "small"),
    (.medium, "medium", "UICTContentSizeCategoryM", "m", "medium"),
    (.large, "large", "UICTContentSizeCategoryL", "l", "large"),
    (.extraLarge, "extraLarge", "UICTContentSizeCategoryXL", "xl", "xLarge"),
    (.extraExtraLarge, "extraExtraLarge", "UICTContentSizeCategoryXXL", "xxl", "xxLarge"),
    (
      .extraExtraExtraLarge, "extraExtraExtraLarge", "UICTContentSizeCategoryXXXL", "xxxl",
      "xxxLarge"
    ),
    (
      .accessibilityMedium, "accessibilityMedium", "UICTContentSizeCategoryAccessibilityM",
      "ax1", "accessibilityMedium"
    ),
    (
      .accessibilityLarge, "accessibilityLarge", "UICTContentSizeCategoryAccessibilityL", "ax2",
      "accessibilityLarge"
    ),
    (
      .accessibilityExtraLarge, "accessibilityExtraLarge",
      "UICTContentSizeCategoryAccessibilityXL", "ax3", "accessibilityExtraLarge"
    ),
    (
      .accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge",
      "UICTContentSizeCategoryAccessibilityXXL", "ax4", "accessibilityExtraExtraLarge"
    ),
    (
      .accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge",
      "UICTContentSizeCategoryAccessibilityXXXL", "ax5", "accessibilityExtraExtraExtraLarge"
    ),
  ]

  @Test func categoriesAreTheTwelveInOrder() {
    #expect(ContentSizeCategory.allCases == Self.categoryNames.map(\.0))
    #expect(ContentSizeCategory.allCases.sorted() == ContentSizeCategory.allCases)
    #expect(ContentSizeCategory.allCases.map(\.index) == Array(0..<12))
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
  }

  @Test(arguments: 0..<12)
  func categoryNamesAndParsing(index: Int) throws {
    let (category, name, rawValue, short, hig) = Self.categoryNames[index]
    #expect(category.name == name)
    #expect(category.rawValue == rawValue)
    #expect(category.shortName == short)
    #expect(category.higName == hig)
    for spelling in [
      name, rawValue, short, hig, name.uppercased(), rawValue.lowercased(), short.uppercased(),
      " \(hig) ",
    ] {
      #expect(try ContentSizeCategory(parsing: spelling) == category, "\(spelling)")
    }
  }

  @Test(arguments: [
    "xSmall", "xLarge", "xxLarge", "xxxLarge", "XXXLARGE", "extra-extra-extra-large",
    "accessibility extra extra extra large", "AX5", "Ax1",
  ])
  func alternativeCategorySpellings(spelling: String) throws {
    #expect(throws: Never.self) { try ContentSizeCategory(parsing: spelling) }
  }

  @Test(arguments: ["", "huge", "ax6", "xxxxl", "UICTContentSizeCategoryXXXXL", "unspecified"])
  func unknownCategories(spelling: String) {
    #expect(throws: ScaleError.unknownCategory(spelling)) {
      try ContentSizeCategory(parsing: spelling)
    }
  }

  @Test func watchOSCategories() {
    #expect(
      ContentSizeCategory.watchOS.map(\.shortName) == [
        "xs", "s", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3",
      ])
  }

  static let styleRawValues: [(TextStyle, String)] = [
    (.largeTitle, "UICTFontTextStyleTitle0"), (.title1, "UICTFontTextStyleTitle1"),
    (.title2, "UICTFontTextStyleTitle2"), (.title3, "UICTFontTextStyleTitle3"),
    (.headline, "UICTFontTextStyleHeadline"), (.body, "UICTFontTextStyleBody"),
    (.callout, "UICTFontTextStyleCallout"), (.subheadline, "UICTFontTextStyleSubhead"),
    (.footnote, "UICTFontTextStyleFootnote"), (.caption1, "UICTFontTextStyleCaption1"),
    (.caption2, "UICTFontTextStyleCaption2"),
  ]

  @Test(arguments: 0..<11)
  func iOSStyleRawValues(index: Int) throws {
    let (style, rawValue) = Self.styleRawValues[index]
    #expect(style.rawValue == rawValue)
    #expect(TextStyle.iOS[index] == style)
    #expect(try TextStyle(parsing: rawValue) == style)
    #expect(try TextStyle(parsing: rawValue.uppercased()) == style)
  }

  @Test(arguments: TextStyle.allCases)
  func styleNamesRoundTrip(style: TextStyle) throws {
    #expect(try TextStyle(parsing: style.name) == style)
    #expect(try TextStyle(parsing: style.name.uppercased()) == style)
  }

  @Test func styleExtras() throws {
    #expect(TextStyle.allCases.count == 14)
    #expect(TextStyle.footnote1.rawValue == nil)
    #expect(TextStyle.subtitle1.rawValue == nil)
    #expect(try TextStyle(parsing: "Large Title") == .largeTitle)
    #expect(try TextStyle(parsing: "subhead") == .subheadline)
    #expect(try TextStyle(parsing: "Footnote 2") == .footnote2)
    // SwiftUI's names: `.font(.title)` and `.font(.caption)` are UIKit's title1 and caption1.
    #expect(try TextStyle(parsing: "title") == .title1)
    #expect(try TextStyle(parsing: "caption") == .caption1)
    #expect(throws: ScaleError.unknownStyle("title4")) { try TextStyle(parsing: "title4") }
    #expect(throws: ScaleError.unknownStyle("")) { try TextStyle(parsing: "") }
  }

  @Test(arguments: Platform.allCases)
  func platformNames(platform: Platform) throws {
    #expect(try Platform(parsing: platform.name) == platform)
    #expect(try Platform(parsing: platform.name.uppercased()) == platform)
  }

  @Test func platformDetails() throws {
    #expect(Platform.allCases.map(\.name) == ["ios", "watchos", "tvos", "macos", "android"])
    #expect(try Platform(parsing: "iPadOS") == .ios)
    #expect(throws: ScaleError.unknownPlatform("visionos")) { try Platform(parsing: "visionos") }
    #expect(Platform.ios.categories.count == 12)
    #expect(Platform.watchos.categories == ContentSizeCategory.watchOS)
    #expect(Platform.tvos.categories == [.large])
    #expect(Platform.macos.categories == [.large])
    #expect(Platform.android.categories.isEmpty)
    #expect(Platform.allCases.filter(\.hasContentSizeCategories) == [.ios, .watchos])
    #expect(Platform.allCases.map(\.defaultTextSize) == [17, 16, 29, 13, nil])
    #expect(Platform.allCases.map(\.minimumTextSize) == [11, 12, 23, 10, nil])
  }

  @Test(arguments: FontWeight.allCases)
  func weightNames(weight: FontWeight) throws {
    #expect(try FontWeight(parsing: weight.rawValue) == weight)
    #expect(try FontWeight(parsing: weight.rawValue.uppercased()) == weight)
  }

  @Test func weightValues() throws {
    #expect(
      FontWeight.allCases.map(\.uiKitValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    #expect(FontWeight.allCases.sorted() == FontWeight.allCases)
    // A face's weight class as the system font's weight: the nearest, the
    // lighter on a tie.
    #expect(
      [1, 299, 450, 549, 640, 1000].map { FontWeight.nearest(weightClass: $0) } == [
        .ultraLight, .light, .regular, .medium, .semibold, .black,
      ])
    #expect(try FontWeight(parsing: "semi-bold") == .semibold)
    #expect(try FontWeight(parsing: "ultra-light") == .ultraLight)
    #expect(throws: ScaleError.unknownWeight("book")) { try FontWeight(parsing: "book") }
  }

  @Test func scalingCurveNames() throws {
    #expect(try ScalingCurve(parsing: "size-ratio") == .sizeRatio)
    #expect(try ScalingCurve(parsing: "LeadingRatio") == .leadingRatio)
    #expect(ScalingCurve.allCases.map(\.rawValue) == ["size-ratio", "leading-ratio"])
    #expect(throws: ScaleError.unknownScalingCurve("cubic")) { try ScalingCurve(parsing: "cubic") }
  }
}
