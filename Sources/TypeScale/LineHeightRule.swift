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

extension LineHeightRule {
  /// The ``platformLeading`` line heights, in points, of the sizes `scaler`
  /// gives `textStyle` at `categories`, which never go down where the size
  /// is the scaler's own rather than the table's.
  ///
  /// Each category's line height is first ``platformLeading`` at the size the
  /// scaler gives there. The table's own cells keep their leading verbatim
  /// (Apple's data, watchOS title2's AX1 leading of 41 included). From the
  /// first category whose size is not the table's (a size capped by a
  /// maximum, raised by a minimum, or scaled from a custom base) on, a line
  /// height is never below the previous category's: once the size is capped,
  /// the line height stays at the capped size's value, where the proportional
  /// leading alone would shrink (body capped at 30 pt: 40 × 30/33 at AX2,
  /// then 48 × 30/40, 56 × 30/47, 62 × 30/53).
  ///
  /// The platform's categories are walked in order from the first, so a
  /// category's line height does not depend on which others are asked for.
  /// - Returns: One line height per category of `categories`, in that order.
  /// - Throws: ``ScaleError`` from the scaler or the table, or
  ///   ``ScaleError/categoryNotOnPlatform(_:_:)``.
  public static func platformLeadings(
    of scaler: some FontSizeScaler<ContentSizeCategory>, textStyle: TextStyle,
    platform: Platform, at categories: [ContentSizeCategory]
  ) throws(ScaleError) -> [Double] {
    let table = try PlatformTable.table(for: platform)
    let order = table.categories
    var last = -1
    for category in categories {
      guard let index = order.firstIndex(of: category) else {
        throw .categoryNotOnPlatform(category, platform)
      }
      last = Swift.max(last, index)
    }
    var heights: [ContentSizeCategory: Double] = [:]
    var previous: Double?
    var holding = false
    for category in order.prefix(last + 1) {
      let size = try scaler.scaledSize(at: category)
      var height = try LineHeightRule.platformLeading.lineHeight(
        atPointSize: size, lineMetrics: nil, textStyle: textStyle, category: category,
        platform: platform)
      if try size != table.pointSize(for: textStyle, at: category) { holding = true }
      if holding, let previous { height = Swift.max(height, previous) }
      heights[category] = height
      previous = height
    }
    return categories.map { heights[$0] ?? 0 }
  }
}
