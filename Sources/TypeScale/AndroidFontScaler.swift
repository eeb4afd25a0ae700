/// Converts a text size in sp to dp at an Android font scale.
///
/// Multiply the result by the display density for pixels.
public struct AndroidFontScaler: FontSizeScaler {
  /// The text size, in sp; negative values keep their sign, as in AOSP.
  public let sp: Double
  /// Linear or non-linear scaling.
  public let method: AndroidScalingMethod

  /// Creates a scaler for `sp`.
  /// - Throws: ``ScaleError/invalidSize(_:)`` for a non-finite size.
  public init(sp: Double, method: AndroidScalingMethod = .default) throws(ScaleError) {
    self.sp = try Validation.length(sp)
    self.method = method
  }

  /// The size in dp at `fontScale` (1 = default text size).
  /// - Throws: ``ScaleError/invalidFontScale(_:)`` for a scale that is not finite and positive.
  public func scaledSize(at fontScale: Double) throws(ScaleError) -> Double {
    try Self.dp(forSp: sp, fontScale: fontScale, method: method)
  }

  /// Converts `sp` to dp at `fontScale`.
  /// - Throws: ``ScaleError/invalidFontScale(_:)``, or ``ScaleError/invalidSize(_:)``
  ///   for a non-finite sp or one whose dp overflows.
  public static func dp(
    forSp sp: Double, fontScale: Double, method: AndroidScalingMethod = .default
  ) throws(ScaleError) -> Double {
    guard fontScale.isFinite, fontScale > 0 else { throw .invalidFontScale(fontScale) }
    let sp = try Validation.length(sp)
    let dp: Double
    switch method {
    case .linear:
      dp = sp * fontScale
    case .nonlinear(let rule):
      if let converter = try AndroidFontScaleConverter.forScale(fontScale, rule: rule) {
        dp = try converter.dp(forSp: sp)
      } else {
        dp = sp * fontScale
      }
    }
    guard dp.isFinite else { throw .invalidSize(sp) }
    return dp
  }
}
