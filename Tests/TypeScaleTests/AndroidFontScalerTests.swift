import Testing

@testable import TypeScale

/// Android 14 non-linear font scaling, library-behaviour.md §7.
@Suite("Android font scaling")
struct AndroidFontScalerTests {
  /// Every point of the five AOSP tables converts exactly.
  @Test(arguments: try ReferenceData.androidPoints())
  func tablePoint(_ point: AndroidReferencePoint) throws {
    let table = try #require(AndroidFontScaleConverter.lookupTable(forFontScale: point.fontScale))
    #expect(try table.dp(forSp: point.fromSp) == point.toDp)
    #expect(try table.dp(forSp: -point.fromSp) == -point.toDp)
    for rule in AndroidCurveRule.allCases {
      let dp = try AndroidFontScaler.dp(
        forSp: point.fromSp, fontScale: point.fontScale, method: .nonlinear(rule))
      #expect(dp == point.toDp)
    }
  }

  @Test func tablesMatchTheReferenceFile() throws {
    let points = try ReferenceData.androidPoints()
    var scales: [Double] = []
    for point in points where !scales.contains(point.fontScale) { scales.append(point.fontScale) }
    #expect(AndroidFontScaleConverter.tableFontScales == scales)
    #expect(AndroidFontScaleConverter.referenceSp == [8, 10, 12, 14, 18, 20, 24, 30, 100])
    #expect(points.count == 45)
  }

  /// The worked table of §7 (sp → dp at 1.15, 1.3, 1.4, 1.5, 1.8, 2.0).
  /// Values the document rounds to two decimals (38.53, 41.54) are compared to
  /// ±0.005; the others to 1e-9, the float noise of interpolation.
  static let scales: [Double] = [1.15, 1.3, 1.4, 1.5, 1.8, 2.0]
  static let worked: [(sp: Double, dp: [Double])] = [
    (14, [16.4, 18.8, 20.4, 22, 24.4, 26]),
    (16, [18.1, 20.2, 21.6, 23.0, 26.0, 28.0]),
    (17, [18.95, 20.9, 22.2, 23.5, 26.8, 29.0]),
    (22, [23.5, 25.0, 26.0, 27.0, 31.8, 35.0]),
    (34, [34.0, 34.0, 34.0, 34.0, 38.53, 41.54]),
  ]

  @Test(arguments: 0..<5)
  func workedValues(row: Int) throws {
    let (sp, expected) = Self.worked[row]
    for (scale, dp) in zip(Self.scales, expected) {
      let scaler = try AndroidFontScaler(sp: sp)
      let tolerance = [38.53, 41.54].contains(dp) ? 0.005 : 1e-9
      expectClose(try scaler.scaledSize(at: scale), dp, tolerance: tolerance)
    }
  }

  /// 1.4 lies between the 1.3 and 1.5 tables: each table point is the midpoint.
  @Test func interpolatesBetweenTables() throws {
    let converter = try #require(try AndroidFontScaleConverter.forScale(1.4))
    let low = try #require(AndroidFontScaleConverter.lookupTable(forFontScale: 1.3))
    let high = try #require(AndroidFontScaleConverter.lookupTable(forFontScale: 1.5))
    #expect(converter.fromSp == low.fromSp)
    for index in converter.toDp.indices {
      expectClose(converter.toDp[index], (low.toDp[index] + high.toDp[index]) / 2)
    }
    expectClose(try AndroidFontScaler.dp(forSp: 14, fontScale: 1.4), 20.4)
    // A quarter of the way from 1.5 to 1.8.
    expectClose(try AndroidFontScaler.dp(forSp: 14, fontScale: 1.575), 22 + (24.4 - 22) / 4)
  }

  /// AOSP keys tables by (int)(scale × 100): 1.155 uses the 1.15 table as is.
  @Test func keysTruncateToHundredths() throws {
    #expect(try AndroidFontScaler.dp(forSp: 14, fontScale: 1.155) == 16.4)
    #expect(AndroidFontScaleConverter.key(1.15) == 115)
    #expect(AndroidFontScaleConverter.key(1.3) == 130)
  }

  @Test(arguments: [0.5, 0.85, 1.0, 1.05, 1.1, 1.13, 1.14, 2.01, 2.5, 3.0])
  func linearOutsideTheTables(scale: Double) throws {
    for sp in [8.0, 14, 17, 100, 150] {
      for rule in AndroidCurveRule.allCases {
        let dp = try AndroidFontScaler.dp(forSp: sp, fontScale: scale, method: .nonlinear(rule))
        expectClose(dp, sp * scale)
      }
    }
  }

  @Test func spOutsideTheTablePoints() throws {
    let table = try #require(AndroidFontScaleConverter.lookupTable(forFontScale: 2.0))
    #expect(try table.dp(forSp: 200) == 200)
    #expect(try table.dp(forSp: 4) == 8)
    #expect(try table.dp(forSp: -4) == -8)
    #expect(try table.dp(forSp: 0) == 0)
    #expect(try table.dp(forSp: 16) == 28)
    #expect(try table.dp(forSp: -16) == -28)
  }

  @Test func curveRules() throws {
    let old = AndroidCurveRule.aboveOne
    let new = AndroidCurveRule.fromMinimumScale
    #expect(old.isNonlinearScalingActive(atFontScale: 1.05))
    #expect(!new.isNonlinearScalingActive(atFontScale: 1.05))
    #expect(!old.isNonlinearScalingActive(atFontScale: 1.0))
    #expect(new.isNonlinearScalingActive(atFontScale: 1.13))
    #expect(!new.isNonlinearScalingActive(atFontScale: 1.12))
    #expect(try AndroidFontScaleConverter.forScale(1.05, rule: old) != nil)
    #expect(try AndroidFontScaleConverter.forScale(1.05, rule: new) == nil)
    #expect(AndroidScalingMethod.default == .nonlinear(.fromMinimumScale))
  }

  @Test func linearMethod() throws {
    #expect(try AndroidFontScaler(sp: 14, method: .linear).scaledSize(at: 2) == 28)
    #expect(try AndroidFontScaler(sp: 14, method: .linear).scaledSize(at: 1.3) == 14 * 1.3)
  }

  @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity])
  func invalidFontScales(scale: Double) throws {
    let scaler = try AndroidFontScaler(sp: 14)
    #expect {
      try scaler.scaledSize(at: scale)
    } throws: { error in
      guard case .invalidFontScale(let value) = error as? ScaleError else { return false }
      return value.isNaN ? scale.isNaN : value == scale
    }
  }
}
