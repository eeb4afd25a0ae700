import Testing

@testable import TypeScale

/// TypographyKit 6.0.1 scaling modes, library-behaviour.md §3.5.
@Suite("TypographyKit scaling")
struct TypographyKitScalerTests {
  /// §3.5: the notch of each category, −3 … +8.
  static let notches = [-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8]

  @Test(arguments: zip(ContentSizeCategory.allCases, notches))
  func steppingWithDefaults(category: ContentSizeCategory, notch: Int) throws {
    #expect(TypographyKitScaler.notch(for: category) == notch)
    // README: "+2 pt per notch" with point-step-size 2 and multiplier 1.
    let scaler = try TypographyKitScaler(pointSize: 17, scalingMode: .stepping)
    #expect(try scaler.scaledSize(at: category) == 17 + 2 * Double(notch))
  }

  @Test(arguments: zip(ContentSizeCategory.allCases, notches))
  func steppingWithSettings(category: ContentSizeCategory, notch: Int) throws {
    let settings = TypographyKitScaler.Settings(
      pointStepSize: 1.5, pointStepMultiplier: 2, scalingMode: .stepping)
    let scaler = try TypographyKitScaler(pointSize: 20, settings: settings)
    #expect(try scaler.scaledSize(at: category) == 20 + 3 * Double(notch))
  }

  @Test(arguments: zip(ContentSizeCategory.allCases, notches))
  func steppingClampsMinimumThenMaximum(category: ContentSizeCategory, notch: Int) throws {
    let scaler = try TypographyKitScaler(
      pointSize: 17, minimumPointSize: 14, maximumPointSize: 25, scalingMode: .stepping)
    let expected = min(max(17 + 2 * Double(notch), 14), 25)
    #expect(try scaler.scaledSize(at: category) == expected)
  }

  /// TypographyKit accepts min > max; stepping then lets the maximum win.
  @Test func steppingMaximumWinsWhenTypographyKitIsReproduced() throws {
    #expect(throws: ScaleError.maximumBelowMinimum(minimum: 20, maximum: 15)) {
      try TypographyKitScaler(
        pointSize: 17, minimumPointSize: 20, maximumPointSize: 15, scalingMode: .stepping)
    }
    let scaler = try TypographyKitScaler(
      pointSize: 17, minimumPointSize: 20, maximumPointSize: 15, scalingMode: .stepping,
      rejectsMaximumBelowMinimum: false)
    for category in ContentSizeCategory.allCases {
      #expect(try scaler.scaledSize(at: category) == 15)
    }
    // In the UIFontMetrics modes the unscaled minimum wins instead.
    let metrics = try TypographyKitScaler(
      pointSize: 17, minimumPointSize: 20, maximumPointSize: 15, scalingMode: .fontMetrics,
      rejectsMaximumBelowMinimum: false)
    #expect(try metrics.scaledSize(at: .accessibilityExtraExtraExtraLarge) == 20)
  }

  /// `uifontmetrics` always uses body metrics, whatever the style's own text style.
  @Test(arguments: ContentSizeCategory.allCases)
  func fontMetricsUsesBodyCurve(category: ContentSizeCategory) throws {
    let body = try PlatformTable.iOS.pointSize(for: .body, at: category)
    for mode in [TypographyKitScaler.ScalingMode.fontMetrics, .fontMetricsWithSteppingFallback] {
      let scaler = try TypographyKitScaler(pointSize: 34, scalingMode: mode)
      #expect(try scaler.scaledSize(at: category) == 34 * body / 17)
    }
    // A caption2-sized style still follows body: 11 × 53/17 at AX5, not caption2's 40.
    let caption = try TypographyKitScaler(pointSize: 11)
    #expect(try caption.scaledSize(at: .accessibilityExtraExtraExtraLarge) == 11 * 53 / 17)
  }

  @Test func fontMetricsClamps() throws {
    let scaler = try TypographyKitScaler(
      pointSize: 17, minimumPointSize: 16, maximumPointSize: 30, scalingMode: .fontMetrics)
    #expect(try scaler.scaledSize(at: .extraSmall) == 16)
    #expect(try scaler.scaledSize(at: .small) == 16)
    #expect(try scaler.scaledSize(at: .medium) == 16)
    #expect(try scaler.scaledSize(at: .extraLarge) == 19)
    #expect(try scaler.scaledSize(at: .accessibilityMedium) == 28)
    #expect(try scaler.scaledSize(at: .accessibilityLarge) == 30)
    #expect(try scaler.scaledSize(at: .accessibilityExtraExtraExtraLarge) == 30)
  }

  @Test func styleValuesOverrideGlobalOnes() throws {
    let settings = TypographyKitScaler.Settings(
      minimumPointSize: 10, maximumPointSize: 40, scalingMode: .stepping)
    let global = try TypographyKitScaler(pointSize: 17, settings: settings)
    #expect(global.effectiveMinimum == 10 && global.effectiveMaximum == 40)
    #expect(try global.scaledSize(at: .accessibilityExtraExtraExtraLarge) == 33)
    let own = try TypographyKitScaler(
      pointSize: 17, minimumPointSize: 15, maximumPointSize: 30, scalingMode: .disabled,
      settings: settings)
    #expect(own.effectiveMinimum == 15 && own.effectiveMaximum == 30)
    #expect(own.effectiveScalingMode == .disabled)
    #expect(try own.scaledSize(at: .accessibilityExtraExtraExtraLarge) == 17)
    #expect(throws: ScaleError.maximumBelowMinimum(minimum: 10, maximum: 8)) {
      try TypographyKitScaler(pointSize: 17, maximumPointSize: 8, settings: settings)
    }
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func disabledNeverClamps(category: ContentSizeCategory) throws {
    let scaler = try TypographyKitScaler(
      pointSize: 17, minimumPointSize: 20, maximumPointSize: 25, scalingMode: .disabled)
    #expect(try scaler.scaledSize(at: category) == 17)
  }

  @Test func defaultsAndModeNames() throws {
    let settings = TypographyKitScaler.Settings()
    #expect(settings.pointStepSize == 2 && settings.pointStepMultiplier == 1)
    #expect(settings.scalingMode == .fontMetricsWithSteppingFallback)
    #expect(
      TypographyKitScaler.ScalingMode.allCases.map(\.rawValue) == [
        "uifontmetrics", "uifontmetrics-with-fallback", "stepping", "disabled",
      ])
    #expect(try TypographyKitScaler.ScalingMode(parsing: " Stepping ") == .stepping)
    #expect(throws: ScaleError.unknownScalingMode("steps")) {
      try TypographyKitScaler.ScalingMode(parsing: "steps")
    }
  }

  @Test func steppingBelowZeroIsAnError() throws {
    let scaler = try TypographyKitScaler(pointSize: 4, scalingMode: .stepping)
    #expect(throws: ScaleError.negativeScaledSize(-2)) { try scaler.scaledSize(at: .extraSmall) }
    #expect(try scaler.scaledSize(at: .small) == 0)
  }
}
