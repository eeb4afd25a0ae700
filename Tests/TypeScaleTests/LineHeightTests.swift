import Testing

@testable import TypeScale

@Suite("Line metrics and line-height rules")
struct LineHeightTests {
  /// SF at 20 pt (library-behaviour.md §2.4): hhea 1950 / −494 / 0 at 2048
  /// units per em gives ascender 19.04296875 and descender −4.82421875.
  static let sanFrancisco = LineMetrics(
    ascender: 1950, descender: -494, lineGap: 0, unitsPerEm: 2048)

  @Test func scaledSanFrancisco() throws {
    let scaled = try Self.sanFrancisco.scaled(toPointSize: 20)
    #expect(scaled.ascender == 19.04296875)
    #expect(scaled.descender == -4.82421875)
    #expect(scaled.lineGap == 0)
    #expect(scaled.lineHeight == 23.8671875)
    #expect(try Self.sanFrancisco.lineHeight(atPointSize: 20) == 23.8671875)
    #expect(Self.sanFrancisco.lineHeightInDesignUnits == 2444)
  }

  /// Line height at every scaled body size is proportional to the size.
  @Test(arguments: ContentSizeCategory.allCases)
  func fontRuleAtEachCategory(category: ContentSizeCategory) throws {
    let metrics = LineMetrics(ascender: 800, descender: -200, lineGap: 200, unitsPerEm: 1000)
    let size = try UIFontMetricsScaler(baseSize: 17).scaledSize(at: category)
    let height = try LineHeightRule.font.lineHeight(atPointSize: size, lineMetrics: metrics)
    expectClose(height, size * 1.2)
    let doubled = try LineHeightRule.multiple(2).lineHeight(atPointSize: size, lineMetrics: metrics)
    expectClose(doubled, size * 2.4)
    #expect(try LineHeightRule.fixed(30).lineHeight(atPointSize: size, lineMetrics: nil) == 30)
  }

  /// The platform-leading rule gives the table leading at the table size.
  @Test(arguments: TextStyle.iOS, ContentSizeCategory.allCases)
  func platformLeadingAtTableSize(style: TextStyle, category: ContentSizeCategory) throws {
    let cell = try #require(try ReferenceData.cell(style, category, on: .ios))
    let leading = try LineHeightRule.platformLeading.lineHeight(
      atPointSize: cell.pointSize, lineMetrics: nil, textStyle: style, category: category)
    #expect(leading == cell.leading)
    let doubled = try LineHeightRule.platformLeading.lineHeight(
      atPointSize: 2 * cell.pointSize, lineMetrics: nil, textStyle: style, category: category)
    #expect(doubled == 2 * cell.leading)
  }

  @Test func platformLeadingOnOtherPlatforms() throws {
    let watch = try LineHeightRule.platformLeading.lineHeight(
      atPointSize: 16, lineMetrics: nil, textStyle: .body, category: .large, platform: .watchos)
    #expect(watch == 18.5)
    let tv = try LineHeightRule.platformLeading.lineHeight(
      atPointSize: 29, lineMetrics: nil, textStyle: .body, platform: .tvos)
    #expect(tv == 36)
  }

  @Test func badInputs() throws {
    let broken = LineMetrics(ascender: 100, descender: -20, lineGap: 0, unitsPerEm: 0)
    #expect(throws: ScaleError.unitsPerEmNotPositive(0)) { try broken.lineHeight(atPointSize: 12) }
    let negative = LineMetrics(ascender: 100, descender: -20, lineGap: 0, unitsPerEm: -5)
    #expect(throws: ScaleError.unitsPerEmNotPositive(-5)) { try negative.scaled(toPointSize: 12) }
    #expect(throws: ScaleError.lineMetricsRequired) {
      try LineHeightRule.font.lineHeight(atPointSize: 12, lineMetrics: nil)
    }
    #expect(throws: ScaleError.lineMetricsRequired) {
      try LineHeightRule.multiple(1.5).lineHeight(atPointSize: 12, lineMetrics: nil)
    }
    #expect(throws: ScaleError.invalidLineHeightMultiple(-1)) {
      try LineHeightRule.multiple(-1).lineHeight(atPointSize: 12, lineMetrics: Self.sanFrancisco)
    }
    #expect(throws: ScaleError.invalidSize(-3)) {
      try LineHeightRule.fixed(-3).lineHeight(atPointSize: 12, lineMetrics: nil)
    }
    #expect(throws: ScaleError.invalidSize(-12)) {
      try Self.sanFrancisco.lineHeight(atPointSize: -12)
    }
    #expect(throws: ScaleError.styleNotOnPlatform(.largeTitle, .tvos)) {
      try LineHeightRule.platformLeading.lineHeight(
        atPointSize: 12, lineMetrics: nil, textStyle: .largeTitle, platform: .tvos)
    }
    // Extreme design units do not overflow.
    let extreme = LineMetrics(ascender: .max, descender: .min, lineGap: .max, unitsPerEm: 1)
    #expect(try extreme.lineHeight(atPointSize: 1) > 0)
  }
}
