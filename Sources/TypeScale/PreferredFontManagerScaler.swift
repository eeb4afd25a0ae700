/// Scales a base size the way KGNPreferredFontManager 0.7.0 registers fonts
/// (`registerFonts(forTextStyle:…:baseFontSize:increment:decrement:includeAccessibilitySizes:)`).
///
/// For xSmall … xxxLarge (notch `d` = −3 … +3 around large):
/// `round(base + d × (d < 0 ? decrement : increment))`, rounded half away
/// from zero. For AX1 … AX5 (`j` = 0 … 4): `base + (offset + 4) × increment`
/// with `offset = includeAccessibilitySizes ? j : −1`, **not rounded**; so by
/// default every AX size equals xxxLarge before rounding.
public struct PreferredFontManagerScaler: FontSizeScaler {
  /// The size at `.large`, in points.
  public let baseSize: Double
  /// Points added per category above large.
  public let increment: Double
  /// Points removed per category below large.
  public let decrement: Double
  /// False (the library's default): the AX categories stay at the xxxLarge
  /// size; true: they keep growing by `increment` up to AX5.
  public let includeAccessibilitySizes: Bool

  /// Creates a scaler from a registration's arguments.
  /// - Throws: ``ScaleError/invalidSize(_:)`` or ``ScaleError/invalidStep(_:)``.
  public init(
    baseSize: Double, increment: Double, decrement: Double,
    includeAccessibilitySizes: Bool = false
  ) throws(ScaleError) {
    self.baseSize = try Validation.size(baseSize)
    self.increment = try Validation.step(increment)
    self.decrement = try Validation.step(decrement)
    self.includeAccessibilitySizes = includeAccessibilitySizes
  }

  /// The point size at `category`, in points.
  /// - Throws: ``ScaleError/negativeScaledSize(_:)`` when a decrement goes below zero.
  public func scaledSize(at category: ContentSizeCategory) throws(ScaleError) -> Double {
    let index = category.index
    if index < 7 {
      let notch = Double(index - 3)
      let offset = notch < 0 ? notch * decrement : notch * increment
      return try Validation.result(Rounding.toNearestOrAwayFromZero(offset + baseSize))
    }
    let accessibilityOffset = includeAccessibilitySizes ? index - 7 : -1
    return try Validation.result(Double(accessibilityOffset + 7 - 3) * increment + baseSize)
  }
}
