import Testing

@testable import TypeScale

/// Compares every cell of the built-in tables with the reference TSV files in
/// `Tests/Data/typescale/` (copied from ../shared/reference; sources in their
/// `#` lines and in that directory's README).
@Suite("Platform tables against the reference files")
struct PlatformTableTests {
  static let applePlatforms: [Platform] = [.ios, .watchos, .tvos, .macos]

  static func check(_ cell: ReferenceCell, on platform: Platform) throws {
    let style = try TextStyle(parsing: cell.style)
    let category = try ContentSizeCategory(parsing: cell.category)
    let metrics = try PlatformTable.table(for: platform).metrics(for: style, at: category)
    #expect(metrics.pointSize == cell.pointSize)
    #expect(metrics.leading == cell.leading)
    #expect(metrics.weight == (try FontWeight(parsing: cell.weight)))
    #expect(metrics.emphasizedWeight == (try FontWeight(parsing: cell.emphasizedWeight)))
  }

  @Test(arguments: try ReferenceData.cells("dynamic-type-ios.tsv"))
  func iOSCell(_ cell: ReferenceCell) throws { try Self.check(cell, on: .ios) }

  @Test(arguments: try ReferenceData.cells("dynamic-type-watchos.tsv"))
  func watchOSCell(_ cell: ReferenceCell) throws { try Self.check(cell, on: .watchos) }

  @Test(arguments: try ReferenceData.cells("dynamic-type-tvos.tsv"))
  func tvOSCell(_ cell: ReferenceCell) throws { try Self.check(cell, on: .tvos) }

  @Test(arguments: try ReferenceData.cells("dynamic-type-macos.tsv"))
  func macOSCell(_ cell: ReferenceCell) throws { try Self.check(cell, on: .macos) }

  /// Every style × category of each platform is in the reference file, and
  /// the table has nothing the file lacks.
  @Test(arguments: applePlatforms)
  func tableCoversExactlyTheReferenceCells(platform: Platform) throws {
    let table = try PlatformTable.table(for: platform)
    let reference = try ReferenceData.cells(ReferenceData.file(for: platform))
    #expect(table.styles.count * table.categories.count == reference.count)
    var referenceStyles: [TextStyle] = []
    for cell in reference {
      let style = try TextStyle(parsing: cell.style)
      if !referenceStyles.contains(style) { referenceStyles.append(style) }
    }
    #expect(table.styles == referenceStyles)
    for style in TextStyle.allCases where !table.contains(style) {
      #expect(throws: ScaleError.styleNotOnPlatform(style, platform)) {
        try table.metrics(for: style, at: .large)
      }
    }
    for category in ContentSizeCategory.allCases where !table.categories.contains(category) {
      #expect(throws: ScaleError.categoryNotOnPlatform(category, platform)) {
        try table.metrics(for: table.styles[0], at: category)
      }
    }
  }

  @Test(arguments: TextStyle.iOS, ContentSizeCategory.allCases)
  func iOSStyleAtCategory(style: TextStyle, category: ContentSizeCategory) throws {
    let cell = try #require(try ReferenceData.cell(style, category, on: .ios))
    #expect(try PlatformTable.iOS.pointSize(for: style, at: category) == cell.pointSize)
    #expect(try PlatformTable.iOS.leading(for: style, at: category) == cell.leading)
  }

  @Test func tableCounts() throws {
    #expect(PlatformTable.iOS.styles == TextStyle.iOS)
    #expect(PlatformTable.watchOS.styles.count == 10)
    #expect(PlatformTable.tvOS.styles.count == 9)
    #expect(PlatformTable.macOS.styles.count == 11)
    #expect(
      PlatformTable.watchOS.contains(.footnote1) && !PlatformTable.watchOS.contains(.footnote))
    #expect(PlatformTable.tvOS.contains(.subtitle1) && !PlatformTable.tvOS.contains(.largeTitle))
    #expect(throws: ScaleError.noTextStyles(.android)) { try PlatformTable.table(for: .android) }
  }

  /// The documented disagreements keep the reference files' choices.
  @Test func disputedCells() throws {
    #expect(
      try PlatformTable.iOS.pointSize(for: .caption2, at: .accessibilityExtraExtraExtraLarge) == 40)
    #expect(
      try PlatformTable.iOS.leading(for: .caption2, at: .accessibilityExtraExtraExtraLarge) == 48)
    #expect(PlatformTable.iOSSimulatorCaption2AX5PointSize == 41)
    #expect(try PlatformTable.iOS.leading(for: .subheadline, at: .extraExtraExtraLarge) == 28)
    #expect(try PlatformTable.watchOS.pointSize(for: .title2, at: .large) == 27)
    #expect(try PlatformTable.watchOS.pointSize(for: .caption2, at: .extraExtraLarge) == 15)
    #expect(try PlatformTable.watchOS.leading(for: .title2, at: .accessibilityMedium) == 41)
    #expect(try PlatformTable.watchOS.leading(for: .footnote2, at: .accessibilityLarge) == 17.5)
    #expect(try PlatformTable.macOS.metrics(for: .headline).weight == .bold)
    #expect(try PlatformTable.macOS.metrics(for: .caption2).weight == .medium)
    #expect(try PlatformTable.iOS.metrics(for: .headline).weight(emphasized: false) == .semibold)
    #expect(try PlatformTable.iOS.metrics(for: .title1).weight(emphasized: true) == .bold)
  }
}
