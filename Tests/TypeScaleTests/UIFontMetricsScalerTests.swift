import Testing

@testable import TypeScale

@Suite("UIFontMetrics-style scaling")
struct UIFontMetricsScalerTests {
  /// The size-ratio curve reproduces the table when the base is the table's large size.
  @Test(arguments: TextStyle.iOS, ContentSizeCategory.allCases)
  func sizeRatioReproducesTheIOSTable(style: TextStyle, category: ContentSizeCategory) throws {
    let cell = try #require(try ReferenceData.cell(style, category, on: .ios))
    let large = try #require(try ReferenceData.cell(style, .large, on: .ios))
    let scaler = try UIFontMetricsScaler(textStyle: style, baseSize: large.pointSize)
    #expect(try scaler.scaledSize(at: category) == cell.pointSize)
    let doubled = try UIFontMetricsScaler(textStyle: style, baseSize: 2 * large.pointSize)
    #expect(try doubled.scaledSize(at: category) == 2 * cell.pointSize)
  }

  /// The leading-ratio curve maps the large leading to each category's leading.
  @Test(arguments: TextStyle.iOS, ContentSizeCategory.allCases)
  func leadingRatioReproducesTheLeadingColumn(style: TextStyle, category: ContentSizeCategory)
    throws
  {
    let cell = try #require(try ReferenceData.cell(style, category, on: .ios))
    let large = try #require(try ReferenceData.cell(style, .large, on: .ios))
    let metrics = try UIFontMetrics(forTextStyle: style, curve: .leadingRatio)
    #expect(try metrics.scaledValue(for: large.leading, at: category) == cell.leading)
    expectClose(try metrics.scaleFactor(at: category), cell.leading / large.leading)
  }

  @Test(arguments: ContentSizeCategory.watchOS)
  func watchOSBody(category: ContentSizeCategory) throws {
    let cell = try #require(try ReferenceData.cell(.body, category, on: .watchos))
    let scaler = try UIFontMetricsScaler(textStyle: .body, baseSize: 16, platform: .watchos)
    #expect(try scaler.scaledSize(at: category) == cell.pointSize)
  }

  /// library-behaviour.md §2.2: observations A and B, which neither curve fits exactly.
  @Test func observationsOfSection2_2() throws {
    let sizeRatio = UIFontMetrics.default
    let leadingRatio = try UIFontMetrics(forTextStyle: .body, curve: .leadingRatio)
    // A: 17 pt at AX5 measured 48 pt; body is 53.
    #expect(
      try sizeRatio.scaledPointSize(for: 17, at: .accessibilityExtraExtraExtraLarge) == 53)
    expectClose(
      try leadingRatio.scaledPointSize(for: 17, at: .accessibilityExtraExtraExtraLarge),
      17.0 * 62 / 22)
    // B: scaledValue(for: 17) at medium measured 16.333.
    #expect(try sizeRatio.scaledValue(for: 17, at: .medium) == 16)
    expectClose(try leadingRatio.scaledValue(for: 17, at: .medium), 17.0 * 21 / 22)
    // Large is the identity for both curves.
    #expect(try sizeRatio.scaledValue(for: 17, at: .large) == 17)
    #expect(try leadingRatio.scaledValue(for: 17, at: .large) == 17)
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func maximumPointSizeCaps(category: ContentSizeCategory) throws {
    let scaler = try UIFontMetricsScaler(textStyle: .body, baseSize: 17, maximumPointSize: 30)
    let body = try PlatformTable.iOS.pointSize(for: .body, at: category)
    #expect(try scaler.scaledSize(at: category) == min(body, 30))
  }

  @Test func scaledValueIgnoresTheMaximumAndKeepsSign() throws {
    let scaler = try UIFontMetricsScaler(baseSize: 17, maximumPointSize: 20)
    #expect(try scaler.scaledValue(for: 34, at: .accessibilityExtraExtraExtraLarge) == 106)
    #expect(try scaler.scaledValue(for: -17, at: .extraLarge) == -19)
    #expect(throws: ScaleError.invalidSize(.infinity)) {
      try scaler.scaledValue(for: .infinity, at: .large)
    }
  }

  @Test func fixedSizePlatformsOnlyHaveLarge() throws {
    let scaler = try UIFontMetricsScaler(textStyle: .body, baseSize: 20, platform: .tvos)
    #expect(try scaler.scaledSize(at: .large) == 20)
    #expect(throws: ScaleError.categoryNotOnPlatform(.extraLarge, .tvos)) {
      try scaler.scaledSize(at: .extraLarge)
    }
    #expect(throws: ScaleError.categoryNotOnPlatform(.medium, .watchos)) {
      try UIFontMetricsScaler(baseSize: 16, platform: .watchos).scaledSize(at: .medium)
    }
    #expect(throws: ScaleError.styleNotOnPlatform(.largeTitle, .tvos)) {
      try UIFontMetricsScaler(textStyle: .largeTitle, baseSize: 20, platform: .tvos)
    }
    #expect(throws: ScaleError.noTextStyles(.android)) {
      try UIFontMetrics(forTextStyle: .body, platform: .android)
    }
  }

  @Test func usableThroughTheProtocol() throws {
    let scalers: [any FontSizeScaler<ContentSizeCategory>] = [
      try UIFontMetricsScaler(baseSize: 17),
      try TypographyKitScaler(pointSize: 17, scalingMode: .stepping),
      try PreferredFontManagerScaler(baseSize: 17, increment: 1, decrement: 1),
      try SwashScaler(textStyle: .body),
    ]
    for scaler in scalers {
      #expect(try scaler.scaledSize(at: .large) == 17)
    }
    #expect(try scalers.map { try $0.scaledSize(at: .extraLarge) } == [19, 19, 18, 19])
  }
}
