/// A face's vertical metrics in pixels, rounded as Android rounds them, and
/// the height a `TextView` gives lines of text set in it.
///
/// The rules, each from AOSP and Skia:
/// - **Font metrics** (Skia, `src/ports/SkFontHost_FreeType.cpp`,
///   `generateFontMetrics`): ascent and descent are `OS/2.sTypo*` when
///   `fsSelection` bit 7 (USE_TYPO_METRICS) is set, else FreeType's ascender
///   and descender (`hhea`); top and bottom are the font's bounding box
///   (`head.yMax`, `head.yMin`).
/// - **Rounding** (`core/jni/android/graphics/Paint.cpp`, `getFontMetricsInt`):
///   top is floored, ascent and descent rounded, bottom ceiled; the font's
///   line height (`Paint.getFontMetricsInt(null)`) is `descent − ascent +
///   leading` rounded.
/// - **Lines** (`core/java/android/text/StaticLayout.java`, `out`): each line
///   is `descent − ascent` tall; with `includeFontPadding` (TextView's
///   default) the first line reaches up to top and the last down to bottom.
/// - **`android:lineHeight`** (`core/java/android/widget/TextView.java`,
///   `setLineHeightPx`): the difference between the wanted line height and
///   the font's line height is added as line spacing to every line but the
///   last (StaticLayout adds no spacing after the last line), rounded half
///   away from zero.
public struct AndroidLineMetrics: Sendable, Equatable {
  /// `FontMetricsInt.top`: the bounding box's top, in pixels (negative, above the baseline).
  public var top: Int
  /// `FontMetricsInt.ascent`, in pixels (negative, above the baseline).
  public var ascent: Int
  /// `FontMetricsInt.descent`, in pixels (positive, below the baseline).
  public var descent: Int
  /// `FontMetricsInt.bottom`: the bounding box's bottom, in pixels.
  public var bottom: Int
  /// `Paint.getFontMetricsInt(null)`: the font's recommended line spacing, in pixels.
  public var fontLineHeight: Int

  /// A face's metrics, in design units, as Android reads them.
  public struct DesignMetrics: Sendable, Equatable {
    /// Design units per em.
    public var unitsPerEm: Int
    /// Ascender, descender (negative below the baseline) and line gap, in
    /// design units: `hhea`'s, or `OS/2`'s typo values under USE_TYPO_METRICS.
    public var ascender: Int
    public var descender: Int
    public var lineGap: Int
    /// The bounding box's top and bottom (`head.yMax`, `head.yMin`), in design units.
    public var yMax: Int
    public var yMin: Int

    /// Creates metrics; values in design units.
    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, yMax: Int, yMin: Int)
    {
      self.unitsPerEm = unitsPerEm
      self.ascender = ascender
      self.descender = descender
      self.lineGap = lineGap
      self.yMax = yMax
      self.yMin = yMin
    }
  }

  /// The metrics of a face set at `textSize` pixels.
  ///
  /// - Throws: ``ScaleError/invalidSize(_:)`` for a size that is not finite
  ///   and positive, ``ScaleError/unitsPerEmNotPositive(_:)``.
  public init(_ metrics: DesignMetrics, textSize: Double) throws(ScaleError) {
    guard textSize.isFinite, textSize > 0 else { throw .invalidSize(textSize) }
    let size = textSize
    guard metrics.unitsPerEm > 0 else { throw .unitsPerEmNotPositive(metrics.unitsPerEm) }
    let scale = size / Double(metrics.unitsPerEm)
    // Skia's y axis points down: above the baseline is negative.
    let ascent = -Double(metrics.ascender) * scale
    let descent = -Double(metrics.descender) * scale
    let leading = Double(metrics.lineGap) * scale
    top = Int((-Double(metrics.yMax) * scale).rounded(.down))
    self.ascent = Self.skiaRound(ascent)
    self.descent = Self.skiaRound(descent)
    bottom = Int((-Double(metrics.yMin) * scale).rounded(.up))
    fontLineHeight = Self.skiaRound(descent - ascent + leading)
  }

  /// `SkScalarRoundToInt`: floor(x + 0.5).
  static func skiaRound(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }

  /// The height of each of `lines` lines, in pixels, as StaticLayout sets them.
  ///
  /// - Parameters:
  ///   - includeFontPadding: TextView's `includeFontPadding` (default true).
  ///   - lineHeight: `android:lineHeight` in pixels, or nil for the font's.
  public func lineHeights(lines: Int, includeFontPadding: Bool = true, lineHeight: Double? = nil)
    -> [Int]
  {
    let count = max(1, lines)
    var extra = 0
    if let lineHeight, lineHeight.isFinite, lineHeight != Double(fontLineHeight) {
      let spacing = lineHeight - Double(fontLineHeight)
      extra = spacing >= 0 ? Int(spacing + 0.5) : -Int(-spacing + 0.5)
    }
    return (0..<count).map { i in
      let above = i == 0 && includeFontPadding ? top : ascent
      let below = i == count - 1 && includeFontPadding ? bottom : descent
      return below - above + (i == count - 1 ? 0 : extra)
    }
  }

  /// The height of `lines` lines, in pixels (the sum of ``lineHeights(lines:includeFontPadding:lineHeight:)``).
  public func height(lines: Int, includeFontPadding: Bool = true, lineHeight: Double? = nil)
    -> Int
  {
    lineHeights(lines: lines, includeFontPadding: includeFontPadding, lineHeight: lineHeight)
      .reduce(0, +)
  }
}
