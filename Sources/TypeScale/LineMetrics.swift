/// A font's vertical line metrics, in font design units, as read from its
/// `hhea` table (what CoreText uses) and `unitsPerEm` from `head`.
///
/// Design units are integers, as stored (`hhea` values are `Int16`,
/// `unitsPerEm` is `UInt16`); ``scaled(toPointSize:)`` returns points.
public struct LineMetrics: Sendable, Hashable {
  /// `hhea.ascender`, in design units (positive, above the baseline).
  public var ascender: Int
  /// `hhea.descender`, in design units (negative below the baseline, as stored).
  public var descender: Int
  /// `hhea.lineGap`, in design units.
  public var lineGap: Int
  /// `head.unitsPerEm`: design units per em.
  public var unitsPerEm: Int

  /// Creates line metrics from design-unit values.
  public init(ascender: Int, descender: Int, lineGap: Int, unitsPerEm: Int) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.unitsPerEm = unitsPerEm
  }

  /// The line height `ascender − descender + lineGap`, in design units.
  public var lineHeightInDesignUnits: Double {
    Double(ascender) - Double(descender) + Double(lineGap)
  }

  /// The line height at `pointSize`, in points:
  /// `(ascender − descender + lineGap) × pointSize / unitsPerEm`.
  /// - Throws: ``ScaleError/unitsPerEmNotPositive(_:)`` or ``ScaleError/invalidSize(_:)``.
  public func lineHeight(atPointSize pointSize: Double) throws(ScaleError) -> Double {
    try scaled(toPointSize: pointSize).lineHeight
  }

  /// The metrics at `pointSize`, in points.
  /// - Throws: ``ScaleError/unitsPerEmNotPositive(_:)`` or ``ScaleError/invalidSize(_:)``.
  public func scaled(toPointSize pointSize: Double) throws(ScaleError) -> ScaledLineMetrics {
    let pointSize = try Validation.size(pointSize)
    guard unitsPerEm > 0 else { throw .unitsPerEmNotPositive(unitsPerEm) }
    let em = Double(unitsPerEm)
    return ScaledLineMetrics(
      ascender: Double(ascender) * pointSize / em,
      descender: Double(descender) * pointSize / em,
      lineGap: Double(lineGap) * pointSize / em,
      lineHeight: lineHeightInDesignUnits * pointSize / em)
  }
}

/// A font's line metrics at one point size, in points (like `UIFont`'s
/// `ascender`, `descender`, `leading` and `lineHeight`).
public struct ScaledLineMetrics: Sendable, Hashable {
  /// The ascender, in points.
  public var ascender: Double
  /// The descender, in points (negative below the baseline).
  public var descender: Double
  /// The line gap (`UIFont.leading`), in points.
  public var lineGap: Double
  /// `ascender − descender + lineGap`, in points.
  public var lineHeight: Double

  /// Creates scaled metrics from values in points.
  public init(ascender: Double, descender: Double, lineGap: Double, lineHeight: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.lineHeight = lineHeight
  }
}
