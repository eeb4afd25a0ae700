/// One measured style's face, scaler and size at each category: an entry of
/// the report's `styles`.
public struct StyleSizes: Sendable, Encodable, Equatable {
  /// The style's name in the config.
  public var name: String
  /// The PostScript name of the face measured (the bold face under Bold Text).
  public var font: String
  /// The scaler's spec name (`typographykit`, `uifontmetrics`, `kgn`, `swash`).
  public var scaler: String
  /// One row per category, in the spec's order.
  public var sizes: [Row]

  /// The style at one category.
  ///
  /// Optional values are left out of the JSON when absent, so a row can gain
  /// values without changing the rows that lack them.
  public struct Row: Sendable, Encodable, Equatable {
    /// The category's name, as elsewhere in the report (`extraExtraExtraLarge`).
    public var category: String
    /// The point size, in points.
    public var pointSize: Double
    /// The face's own line height (hhea ascender − descender + lineGap) at
    /// ``pointSize``, in points: what a container without a fixed line
    /// height measures with.
    public var lineHeight: Double

    /// Creates a row; values in points.
    public init(category: String, pointSize: Double, lineHeight: Double) {
      self.category = category
      self.pointSize = pointSize
      self.lineHeight = lineHeight
    }
  }

  /// Creates an entry.
  public init(name: String, font: String, scaler: String, sizes: [Row]) {
    self.name = name
    self.font = font
    self.scaler = scaler
    self.sizes = sizes
  }
}
