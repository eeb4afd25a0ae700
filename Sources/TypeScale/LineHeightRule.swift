/// Where a text style's line height comes from.
public enum LineHeightRule: Sendable, Hashable {
  /// The font's own line height from its `hhea` metrics (``LineMetrics``).
  case font
  /// A fixed line height, in points, at every size.
  case fixed(Double)
  /// A multiple of the font's own line height, like `lineHeightMultiple`.
  case multiple(Double)
  /// The HIG leading of the style at the category, scaled by
  /// `pointSize / tableSize(style, category)`; so at the table's own size it
  /// is the table's leading exactly, and a custom or capped size gets a
  /// proportional leading.
  case platformLeading

  /// The line height, in points, of text set at `pointSize` points.
  ///
  /// `lineMetrics` is needed by ``font`` and ``multiple(_:)``; `textStyle`,
  /// `category` and `platform` by ``platformLeading``.
  /// - Throws: ``ScaleError/lineMetricsRequired``, ``ScaleError/invalidSize(_:)``,
  ///   ``ScaleError/invalidLineHeightMultiple(_:)``, ``ScaleError/unitsPerEmNotPositive(_:)``,
  ///   or a table lookup error.
  public func lineHeight(
    atPointSize pointSize: Double, lineMetrics: LineMetrics?, textStyle: TextStyle = .body,
    category: ContentSizeCategory = .large, platform: Platform = .ios
  ) throws(ScaleError) -> Double {
    let pointSize = try Validation.size(pointSize)
    switch self {
    case .font:
      guard let lineMetrics else { throw .lineMetricsRequired }
      return try lineMetrics.lineHeight(atPointSize: pointSize)
    case .fixed(let points):
      return try Validation.size(points)
    case .multiple(let factor):
      guard factor.isFinite, factor >= 0 else { throw .invalidLineHeightMultiple(factor) }
      guard let lineMetrics else { throw .lineMetricsRequired }
      return try factor * lineMetrics.lineHeight(atPointSize: pointSize)
    case .platformLeading:
      let metrics = try PlatformTable.table(for: platform).metrics(for: textStyle, at: category)
      guard metrics.pointSize > 0 else { return metrics.leading }
      return metrics.leading * pointSize / metrics.pointSize
    }
  }
}
