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
  /// Design coordinates set on the face beyond its named instance (`wght`
  /// for the system font's weight), or nil; the optical size is per row.
  public var variations: [String: Double]?

  /// The style at one category.
  ///
  /// Optional values are left out of the JSON when absent, so a row can gain
  /// values without changing the rows that lack them.
  public struct Row: Sendable, Encodable, Equatable {
    /// The category's name, as elsewhere in the report (`extraExtraExtraLarge`);
    /// nil on Android.
    public var category: String?
    /// On Android: the font scale (the row then encodes ``pointSize`` as `dp`).
    public var fontScale: Double? = nil
    /// The point size, in points (in dp on Android).
    public var pointSize: Double
    /// The face's own line height (hhea ascender − descender + lineGap) at
    /// ``pointSize``, in points: what a container without a fixed line
    /// height measures with. On Android: the distance between two lines'
    /// baselines as a TextView sets them (`android:lineHeight`, else the
    /// font's rounded ascent and descent), in dp.
    public var lineHeight: Double
    /// On Android: the height of a one-line TextView's text, with the font
    /// padding it includes by default, in dp; nil elsewhere.
    public var singleLineHeight: Double? = nil
    /// On Android: the text size in whole pixels at the spec's density, as
    /// the TextView sets it (text is measured at that size); nil elsewhere.
    public var pixels: Int? = nil
    /// The face measured at this size when it is not the style's ``StyleSizes/font``
    /// (the Display face of a static system-font pair from 20 pt), else nil.
    public var font: String?
    /// The `opsz` coordinate the face is set at (the point size clamped to the
    /// axis), for a face that sizes optically; nil otherwise.
    public var opticalSize: Double?
    /// The system font's tracking from Apple's table at ``pointSize``, in
    /// points added per character; nil when the face tracks itself (`trak`)
    /// or is not the system font.
    public var tracking: Double?

    /// Creates a row; values in points.
    public init(
      category: String?, pointSize: Double, lineHeight: Double, font: String? = nil,
      opticalSize: Double? = nil, tracking: Double? = nil
    ) {
      self.category = category
      self.pointSize = pointSize
      self.lineHeight = lineHeight
      self.font = font
      self.opticalSize = opticalSize
      self.tracking = tracking
    }

    private enum Key: String, CodingKey {
      case category, fontScale, pointSize, dp, px, lineHeight, singleLineHeight, font, opticalSize
      case tracking
    }

    /// Encodes the row; an Android row has `fontScale` and `dp` in place of
    /// `category` and `pointSize`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encodeIfPresent(category, forKey: .category)
      try container.encodeIfPresent(fontScale, forKey: .fontScale)
      try container.encode(pointSize, forKey: fontScale == nil ? .pointSize : .dp)
      try container.encodeIfPresent(pixels, forKey: .px)
      try container.encode(lineHeight, forKey: .lineHeight)
      try container.encodeIfPresent(singleLineHeight, forKey: .singleLineHeight)
      try container.encodeIfPresent(font, forKey: .font)
      try container.encodeIfPresent(opticalSize, forKey: .opticalSize)
      try container.encodeIfPresent(tracking, forKey: .tracking)
    }
  }

  /// Creates an entry.
  public init(
    name: String, font: String, scaler: String, sizes: [Row], variations: [String: Double]? = nil
  ) {
    self.name = name
    self.font = font
    self.scaler = scaler
    self.sizes = sizes
    self.variations = variations
  }
}
