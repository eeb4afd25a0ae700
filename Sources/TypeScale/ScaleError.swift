/// Why the scaling core refused an input.
///
/// Each case carries the offending value; ``description`` words it in one
/// line (the command line prints that line).
public enum ScaleError: Error, Hashable, Sendable {
  /// A content-size category name that no spelling matches.
  case unknownCategory(String)
  /// A text-style name that no spelling matches.
  case unknownStyle(String)
  /// A platform name that is not `ios`, `watchos`, `tvos`, `macos` or `android`.
  case unknownPlatform(String)
  /// A font-weight name that is not one of `UIFont.Weight`'s nine names.
  case unknownWeight(String)
  /// A TypographyKit `scaling-mode` value that is not one of its four modes.
  case unknownScalingMode(String)
  /// A scaling-curve name that is not `size-ratio` or `leading-ratio`.
  case unknownScalingCurve(String)
  /// A scaler name that is not one of ``ScalerName``'s.
  case unknownScaler(String)
  /// A size or length (points, sp) that is NaN, infinite or negative.
  case invalidSize(Double)
  /// A step, increment, decrement or multiplier that is NaN, infinite or negative.
  case invalidStep(Double)
  /// A line-height multiple that is NaN, infinite or negative.
  case invalidLineHeightMultiple(Double)
  /// A maximum size below the minimum size (both in points).
  case maximumBelowMinimum(minimum: Double, maximum: Double)
  /// An Android font scale that is NaN, infinite, zero or negative.
  case invalidFontScale(Double)
  /// A scaler produced a negative point size from valid inputs (for example a
  /// large decrement below a small base size).
  case negativeScaledSize(Double)
  /// The text style has no entry in the platform's table.
  case styleNotOnPlatform(TextStyle, Platform)
  /// The platform has no such content-size category (watchOS has 9, tvOS and
  /// macOS only `.large`).
  case categoryNotOnPlatform(ContentSizeCategory, Platform)
  /// The platform has no Apple text-style table (Android).
  case noTextStyles(Platform)
  /// An option that does not apply to the platform, such as a font scale on iOS.
  case optionNotApplicable(option: String, platform: Platform)
  /// The font's `unitsPerEm` (`head` table) is zero or negative.
  case unitsPerEmNotPositive(Int)
  /// A line-height rule needs the font's line metrics, and none were given.
  case lineMetricsRequired
}
