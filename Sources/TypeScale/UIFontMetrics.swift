/// The scaling rule of one text style on one platform, like `UIFontMetrics`.
///
/// ``default`` is body on iOS, like `UIFontMetrics.default`. The reference
/// category is `.large`, where every value is unchanged. On tvOS and macOS,
/// which have no categories, only `.large` is accepted and the factor is 1.
public struct UIFontMetrics: Sendable, Hashable {
  /// The text style whose table row gives the curve.
  public let textStyle: TextStyle
  /// The platform whose table is used.
  public let platform: Platform
  /// Which table column the curve follows (size or leading).
  public let curve: ScalingCurve

  /// Body on iOS with the size-ratio curve, like `UIFontMetrics.default`.
  public static let `default` = UIFontMetrics(unchecked: .body, platform: .ios, curve: .sizeRatio)

  /// Creates the metrics of `textStyle` on `platform`, like `UIFontMetrics(forTextStyle:)`.
  /// - Throws: ``ScaleError/styleNotOnPlatform(_:_:)`` or ``ScaleError/noTextStyles(_:)``.
  public init(
    forTextStyle textStyle: TextStyle, platform: Platform = .ios, curve: ScalingCurve = .sizeRatio
  ) throws(ScaleError) {
    let table = try PlatformTable.table(for: platform)
    guard table.contains(textStyle) else { throw .styleNotOnPlatform(textStyle, platform) }
    self.init(unchecked: textStyle, platform: platform, curve: curve)
  }

  private init(unchecked textStyle: TextStyle, platform: Platform, curve: ScalingCurve) {
    self.textStyle = textStyle
    self.platform = platform
    self.curve = curve
  }

  /// The ratio `value(category) / value(large)` of the curve's column, as a
  /// numerator and denominator in points, so callers can multiply first.
  func ratio(at category: ContentSizeCategory) throws(ScaleError) -> (Double, Double) {
    let table = try PlatformTable.table(for: platform)
    let here = try table.metrics(for: textStyle, at: category)
    let reference = try table.metrics(for: textStyle, at: .large)
    switch curve {
    case .sizeRatio: return (here.pointSize, reference.pointSize)
    case .leadingRatio: return (here.leading, reference.leading)
    }
  }

  /// The factor a value at `.large` is multiplied by at `category`.
  public func scaleFactor(at category: ContentSizeCategory) throws(ScaleError) -> Double {
    let (numerator, denominator) = try ratio(at: category)
    return numerator / denominator
  }

  /// Scales an arbitrary layout length (points, may be negative) given at
  /// `.large`, like `scaledValue(for:compatibleWith:)`.
  /// - Throws: ``ScaleError/invalidSize(_:)`` for a non-finite value, or one
  ///   whose scaled value overflows.
  public func scaledValue(for value: Double, at category: ContentSizeCategory)
    throws(ScaleError) -> Double
  {
    let value = try Validation.length(value)
    let (numerator, denominator) = try ratio(at: category)
    let scaled = value * numerator / denominator
    guard scaled.isFinite else { throw .invalidSize(value) }
    return scaled
  }

  /// Scales a font's base size (points, at `.large`) to `category`, capped at
  /// `maximumPointSize`, like `scaledFont(for:maximumPointSize:compatibleWith:)`.
  ///
  /// The result is `min(scaled, maximumPointSize)`, unrounded.
  /// - Throws: ``ScaleError/invalidSize(_:)`` for a negative or non-finite
  ///   size, or one whose scaled size overflows.
  public func scaledPointSize(
    for baseSize: Double, maximumPointSize: Double? = nil, at category: ContentSizeCategory
  ) throws(ScaleError) -> Double {
    let baseSize = try Validation.size(baseSize)
    let maximum = try Validation.size(maximumPointSize)
    let (numerator, denominator) = try ratio(at: category)
    let scaled = baseSize * numerator / denominator
    guard scaled.isFinite else { throw .invalidSize(baseSize) }
    guard let maximum else { return scaled }
    return Swift.min(scaled, maximum)
  }
}
