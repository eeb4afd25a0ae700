/// Scales a custom base size (points, at `.large`) for a text style, the way
/// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)` does.
public struct UIFontMetricsScaler: FontSizeScaler {
  /// The style and platform whose curve applies.
  public let metrics: UIFontMetrics
  /// The base size at `.large`, in points.
  public let baseSize: Double
  /// The cap on the scaled size, in points; nil for none.
  public let maximumPointSize: Double?

  /// Creates a scaler for `baseSize` points in `textStyle` on `platform`.
  /// - Throws: ``ScaleError/invalidSize(_:)`` for a negative or non-finite
  ///   size, or ``ScaleError/styleNotOnPlatform(_:_:)``.
  public init(
    textStyle: TextStyle = .body, baseSize: Double, maximumPointSize: Double? = nil,
    platform: Platform = .ios, curve: ScalingCurve = .sizeRatio
  ) throws(ScaleError) {
    try self.init(
      metrics: UIFontMetrics(forTextStyle: textStyle, platform: platform, curve: curve),
      baseSize: baseSize, maximumPointSize: maximumPointSize)
  }

  /// Creates a scaler for `baseSize` points with existing metrics.
  /// - Throws: ``ScaleError/invalidSize(_:)`` for a negative or non-finite size.
  public init(metrics: UIFontMetrics, baseSize: Double, maximumPointSize: Double? = nil)
    throws(ScaleError)
  {
    self.metrics = metrics
    self.baseSize = try Validation.size(baseSize)
    self.maximumPointSize = try Validation.size(maximumPointSize)
  }

  /// The scaled point size at `category`, in points.
  public func scaledSize(at category: ContentSizeCategory) throws(ScaleError) -> Double {
    try metrics.scaledPointSize(for: baseSize, maximumPointSize: maximumPointSize, at: category)
  }

  /// Scales an arbitrary layout length (points, at `.large`) with this
  /// scaler's curve, like `UIFontMetrics.scaledValue(for:)`; no maximum applies.
  public func scaledValue(for value: Double, at category: ContentSizeCategory)
    throws(ScaleError) -> Double
  {
    try metrics.scaledValue(for: value, at: category)
  }
}
