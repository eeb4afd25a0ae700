import Testing

@testable import TypeScale

/// The rows behind `typometer scale`.
@Suite("Scale rows for the command line")
struct ScaleRequestTests {
  @Test(arguments: [Platform.ios, .watchos, .tvos, .macos])
  func defaultRowsAreTheTable(platform: Platform) throws {
    guard case .textStyles(let rows) = try ScaleRequest(platform: platform).rows() else {
      Issue.record("expected text-style rows")
      return
    }
    let reference = try ReferenceData.cells(ReferenceData.file(for: platform))
    #expect(rows.count == reference.count)
    for row in rows {
      let cell = try #require(try ReferenceData.cell(row.style, row.category, on: platform))
      #expect(row.pointSize == cell.pointSize)
      #expect(row.leading == cell.leading)
    }
  }

  @Test func oneStyleWithCustomSizeAndMaximum() throws {
    let rows = try ScaleRequest(style: .title1, size: 30, maximumSize: 60).textStyleRows()
    #expect(rows.map(\.category) == ContentSizeCategory.allCases)
    #expect(rows.allSatisfy { $0.style == .title1 })
    let title1 = try ContentSizeCategory.allCases.map {
      try PlatformTable.iOS.pointSize(for: .title1, at: $0)
    }
    #expect(rows.map(\.pointSize) == title1.map { min(30 * $0 / 28, 60) })
    let large = try #require(rows.first { $0.category == .large })
    #expect(large.pointSize == 30)
    expectClose(try #require(large.leading), 34.0 * 30 / 28)
  }

  @Test func sizeWithoutStyleScalesAsBody() throws {
    let rows = try ScaleRequest(size: 17).textStyleRows()
    #expect(rows.count == 12)
    #expect(rows.allSatisfy { $0.style == .body })
    let body = try ContentSizeCategory.allCases.map {
      try PlatformTable.iOS.pointSize(for: .body, at: $0)
    }
    #expect(rows.map(\.pointSize) == body)
  }

  /// `typometer scale --style body --max-size 30`: body passes 30 pt at AX2
  /// (33 pt in the table), so AX2 … AX5 are 30 pt. Below the cap the leadings
  /// are the table's; from AX2 on the line height stays at AX2's, the table's
  /// leading there scaled by 30 / its size, where a proportional leading
  /// alone would shrink (AX5: 62 × 30 / 53).
  @Test func maximumWithoutSizeCapsTheTable() throws {
    let rows = try ScaleRequest(style: .body, maximumSize: 30).textStyleRows()
    #expect(rows.map(\.pointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 30, 30, 30, 30])
    for row in rows[..<8] {
      let cell = try #require(try ReferenceData.cell(.body, row.category, on: .ios))
      #expect(row.leading == cell.leading)
    }
    let ax2 = try #require(try ReferenceData.cell(.body, .accessibilityLarge, on: .ios))
    let held = ax2.leading * 30 / ax2.pointSize
    #expect(rows[8...].map(\.leading) == [held, held, held, held])
    let ax5 = try #require(
      try ReferenceData.cell(.body, .accessibilityExtraExtraExtraLarge, on: .ios))
    #expect(held > ax5.leading * 30 / ax5.pointSize)
  }

  /// Every iOS style, capped anywhere from 12 to 60 pt, table sizes or a
  /// custom base size: the line height never goes down as the category goes up.
  @Test(arguments: [nil, 13, 40] as [Double?])
  func lineHeightsNeverGoDownUnderAMaximum(size: Double?) throws {
    var checked = 0
    for style in PlatformTable.iOS.styles {
      for maximum in stride(from: 12.0, through: 60, by: 0.5) {
        let rows = try ScaleRequest(style: style, size: size, maximumSize: maximum)
          .textStyleRows()
        for (before, after) in zip(rows, rows.dropFirst()) {
          let (lower, upper) = (try #require(before.leading), try #require(after.leading))
          #expect(lower <= upper, "\(style.name) max \(maximum): \(after.category.name)")
        }
        checked += 1
      }
    }
    #expect(checked == 11 * 97)
  }

  /// A category's line height does not depend on which categories are asked
  /// for: asking for AX5 alone gives the value the whole sweep gives.
  @Test func heldLineHeightIsTheSameAskedAlone() throws {
    let scaler = try PlatformTableScaler(textStyle: .body, maximumPointSize: 30)
    let alone = try LineHeightRule.platformLeadings(
      of: scaler, textStyle: .body, platform: .ios, at: [.accessibilityExtraExtraExtraLarge])
    let ax2 = try #require(try ReferenceData.cell(.body, .accessibilityLarge, on: .ios))
    #expect(alone == [ax2.leading * 30 / ax2.pointSize])
    #expect(throws: ScaleError.categoryNotOnPlatform(.accessibilityExtraExtraLarge, .watchos)) {
      try LineHeightRule.platformLeadings(
        of: try PlatformTableScaler(textStyle: .body, platform: .watchos), textStyle: .body,
        platform: .watchos, at: [.accessibilityExtraExtraLarge])
    }
  }

  @Test func leadingRatioCurve() throws {
    let rows = try ScaleRequest(size: 17, curve: .leadingRatio).textStyleRows()
    expectClose(rows[11].pointSize, 17.0 * 62 / 22)
  }

  @Test func tvOSRowsUseLarge() throws {
    let rows = try ScaleRequest(platform: .tvos).textStyleRows()
    #expect(rows.count == 9)
    #expect(rows.allSatisfy { $0.category == .large })
  }

  @Test func androidDefaultRows() throws {
    guard case .android(let rows) = try ScaleRequest(platform: .android).rows() else {
      Issue.record("expected android rows")
      return
    }
    #expect(rows.count == 9 * 7)
    #expect(ScaleRequest.defaultAndroidFontScales == [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2.0])
    for row in rows where row.fontScale > 1 {
      let table = try #require(AndroidFontScaleConverter.lookupTable(forFontScale: row.fontScale))
      #expect(row.dp == (try table.dp(forSp: row.sp)))
    }
    // At 1 and below, sizes scale linearly (AOSP's tables start above 1).
    #expect(rows.filter { $0.fontScale <= 1 }.allSatisfy { $0.dp == $0.sp * $0.fontScale })
  }

  @Test func androidOneRow() throws {
    let rows = try ScaleRequest(platform: .android, size: 14, fontScale: 1.4).androidRows()
    #expect(rows.count == 1)
    #expect(rows[0].sp == 14 && rows[0].fontScale == 1.4)
    expectClose(rows[0].dp, 20.4)
    let linear = try ScaleRequest(
      platform: .android, size: 14, fontScale: 1.4, androidScaling: .linear
    ).androidRows()
    expectClose(linear[0].dp, 19.6)
  }

  @Test func optionsThatDoNotApply() throws {
    #expect(throws: ScaleError.optionNotApplicable(option: "fontScale", platform: .ios)) {
      try ScaleRequest(fontScale: 1.3).rows()
    }
    #expect(throws: ScaleError.optionNotApplicable(option: "style", platform: .android)) {
      try ScaleRequest(platform: .android, style: .body).rows()
    }
    #expect(throws: ScaleError.optionNotApplicable(option: "maximumSize", platform: .android)) {
      try ScaleRequest(platform: .android, maximumSize: 20).rows()
    }
    #expect(throws: ScaleError.styleNotOnPlatform(.footnote, .watchos)) {
      try ScaleRequest(platform: .watchos, style: .footnote).rows()
    }
    #expect(throws: ScaleError.invalidFontScale(0)) {
      try ScaleRequest(platform: .android, fontScale: 0).rows()
    }
    // The CLI checks its own range first; the library's callers see this.
    #expect(
      ScaleError.invalidFontScale(0).description
        == "invalid font scale 0.0: it must be finite and above 0")
    #expect(throws: ScaleError.invalidSize(-14)) {
      try ScaleRequest(platform: .android, size: -14).rows()
    }
  }
}
