import Testing

@testable import TypeScale

/// Swash 4.0.0, library-behaviour.md §5.
@Suite("Swash scaling")
struct SwashScalerTests {
  /// Swash's iOS defaults equal the HIG large column.
  @Test(arguments: TextStyle.iOS)
  func iOSDefaultsAreTheHIGLargeColumn(style: TextStyle) throws {
    let large = try #require(try ReferenceData.cell(style, .large, on: .ios))
    #expect(SwashScaler.defaultSize(for: style, platform: .ios) == large.pointSize)
  }

  /// tvOS: the HIG sizes, plus footnote and subheadline at 29, no largeTitle.
  @Test func tvOSDefaults() throws {
    for cell in try ReferenceData.cells("dynamic-type-tvos.tsv") {
      let style = try TextStyle(parsing: cell.style)
      let expected: Double? = style == .subtitle1 ? nil : cell.pointSize
      #expect(SwashScaler.defaultSize(for: style, platform: .tvos) == expected)
    }
    #expect(SwashScaler.defaultSize(for: .footnote, platform: .tvos) == 29)
    #expect(SwashScaler.defaultSize(for: .subheadline, platform: .tvos) == 29)
    #expect(SwashScaler.defaultSize(for: .largeTitle, platform: .tvos) == nil)
  }

  /// watchOS: the HIG small, large and xLarge columns; footnote is Footnote 1.
  @Test(arguments: [ContentSizeCategory.small, .large, .extraLarge])
  func watchOSDefaults(device: ContentSizeCategory) throws {
    let styles: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .body, .caption1, .caption2, .footnote,
    ]
    for style in styles {
      let tableStyle: TextStyle = style == .footnote ? .footnote1 : style
      let cell = try #require(try ReferenceData.cell(tableStyle, device, on: .watchos))
      #expect(
        SwashScaler.defaultSize(for: style, platform: .watchos, watchDeviceCategory: device)
          == cell.pointSize)
    }
    #expect(SwashScaler.defaultSize(for: .footnote2, platform: .watchos) == nil)
  }

  @Test func noDefaultsElsewhere() {
    #expect(
      SwashScaler.defaultSize(for: .body, platform: .watchos, watchDeviceCategory: .medium) == nil)
    #expect(SwashScaler.defaultSize(for: .body, platform: .macos) == nil)
    #expect(SwashScaler.defaultSize(for: .body, platform: .android) == nil)
  }

  /// Swash's own test call: `of(textStyle: .body, maxSize: 30, defaultSize: 17)`.
  @Test(arguments: ContentSizeCategory.allCases)
  func ofTextStyleMaxSizeDefaultSize(category: ContentSizeCategory) throws {
    let scaler = try SwashScaler.of(textStyle: .body, maxSize: 30, defaultSize: 17)
    let body = try PlatformTable.iOS.pointSize(for: .body, at: category)
    #expect(try scaler.scaledSize(at: category) == min(body, 30))
  }

  /// Without a default size, every style reproduces the iOS table.
  @Test(arguments: TextStyle.iOS, ContentSizeCategory.allCases)
  func builtInDefaultsScaleLikeTheTable(style: TextStyle, category: ContentSizeCategory) throws {
    let cell = try #require(try ReferenceData.cell(style, category, on: .ios))
    #expect(try SwashScaler(textStyle: style).scaledSize(at: category) == cell.pointSize)
  }

  @Test func otherPlatforms() throws {
    let tv = try SwashScaler(textStyle: .footnote, maxSize: 25, platform: .tvos)
    #expect(tv.defaultSize == 29)
    #expect(try tv.scaledSize(at: .large) == 25)
    #expect(throws: ScaleError.categoryNotOnPlatform(.small, .tvos)) {
      try tv.scaledSize(at: .small)
    }
    let watch = try SwashScaler(textStyle: .footnote, platform: .watchos)
    #expect(try watch.scaledSize(at: .extraExtraExtraLarge) == 16)
    #expect(throws: ScaleError.styleNotOnPlatform(.body, .macos)) {
      try SwashScaler(textStyle: .body, platform: .macos)
    }
    #expect(
      try SwashScaler(textStyle: .body, defaultSize: 14, platform: .macos).scaledSize(at: .large)
        == 14)
    #expect(throws: ScaleError.noTextStyles(.android)) {
      try SwashScaler(textStyle: .body, defaultSize: 14, platform: .android)
    }
  }

  @Test func boldTextMapping() {
    // README example: regular → bold, bold → black, black → itself.
    let mapping = BoldTextMapping([
      "Avenir-Roman": "Avenir-Heavy", "Avenir-Heavy": "Avenir-Black",
    ])
    #expect(mapping.fontName(for: "Avenir-Roman", isBoldTextEnabled: true) == "Avenir-Heavy")
    #expect(mapping.fontName(for: "Avenir-Heavy", isBoldTextEnabled: true) == "Avenir-Black")
    #expect(mapping.fontName(for: "Avenir-Black", isBoldTextEnabled: true) == "Avenir-Black")
    #expect(mapping.fontName(for: "Avenir-Roman", isBoldTextEnabled: false) == "Avenir-Roman")
    #expect(
      mapping.fontName(for: "Avenir-Roman", isBoldTextEnabled: true, platform: .tvos)
        == "Avenir-Heavy")
    #expect(
      mapping.fontName(for: "Avenir-Roman", isBoldTextEnabled: true, platform: .watchos)
        == "Avenir-Roman")
    #expect(
      mapping.cascadeNames(for: ["Avenir-Roman", "Other"], isBoldTextEnabled: true) == [
        "Avenir-Heavy", "Other",
      ])
  }

  @Test(arguments: TextStyle.iOS)
  func emphasizedWeights(style: TextStyle) throws {
    let cell = try #require(try ReferenceData.cell(style, .large, on: .ios))
    let metrics = try PlatformTable.iOS.metrics(for: style)
    #expect(metrics.weight(emphasized: true).rawValue == cell.emphasizedWeight)
    #expect(metrics.weight(emphasized: false).rawValue == cell.weight)
  }
}
