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
///   top is floored, ascent, descent and leading rounded, bottom ceiled; the
///   font's line height (`Paint.getFontMetricsInt(null)`) is the rounded
///   `descent − ascent + leading` (Roboto at 31 px: 8 + 29 = 37, where the
///   unrounded sum is 36.33).
/// - **Lines** (`core/java/android/text/StaticLayout.java`, `out`): each line
///   is `descent − ascent` tall; with `includeFontPadding` (TextView's
///   default) the first line reaches up to top and the last down to bottom.
/// - **Fallback faces** (`StaticLayout.Builder.setUseLineSpacingFromFallbacks`,
///   TextView's default from Android 9): a line holding a fallback face takes
///   the higher ascent and lower descent of the faces (``holding(_:)``).
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
    // The sum of the rounded values, as `getFontMetricsInt` returns it.
    fontLineHeight = self.descent - self.ascent + Self.skiaRound(leading)
  }

  /// `SkScalarRoundToInt`: floor(x + 0.5).
  static func skiaRound(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }

  /// The spacing `android:lineHeight` (`lineHeight` pixels) adds after every
  /// line but the last: its difference from ``fontLineHeight``, rounded half
  /// away from zero as StaticLayout rounds it; 0 for nil.
  public func spacing(forLineHeight lineHeight: Double?) -> Int {
    guard let lineHeight, lineHeight.isFinite, lineHeight != Double(fontLineHeight) else {
      return 0
    }
    let spacing = lineHeight - Double(fontLineHeight)
    return spacing >= 0 ? Int(spacing + 0.5) : -Int(-spacing + 0.5)
  }

  /// These metrics grown to hold `other`'s, as a line holding a fallback face
  /// grows under TextView's `fallbackLineSpacing` (on from Android 9;
  /// `StaticLayout.generate`): the higher ascent and the lower descent, and
  /// top and bottom reaching at least to them. The font line height (which
  /// `android:lineHeight` is measured against) stays this face's.
  public func holding(_ other: AndroidLineMetrics) -> AndroidLineMetrics {
    var grown = self
    grown.ascent = Swift.min(ascent, other.ascent)
    grown.descent = Swift.max(descent, other.descent)
    grown.top = Swift.min(top, grown.ascent)
    grown.bottom = Swift.max(bottom, grown.descent)
    return grown
  }

  /// The height of each line, in pixels, as StaticLayout sets lines whose
  /// metrics are `lines` (one per line: the style's face's, grown by the
  /// fallback faces on it), with `spacing` added after every line but the last.
  public static func lineHeights(
    _ lines: [AndroidLineMetrics], includeFontPadding: Bool = true, spacing: Int = 0
  ) -> [Int] {
    lines.indices.map { i in
      lineHeight(
        lines[i], at: i, of: lines.count, includeFontPadding: includeFontPadding, spacing: spacing)
    }
  }

  /// The height of line `index` of `count` lines, in pixels, as StaticLayout
  /// sets a line whose metrics are `line` (see
  /// ``lineHeights(_:includeFontPadding:spacing:)``).
  public static func lineHeight(
    _ line: AndroidLineMetrics, at index: Int, of count: Int, includeFontPadding: Bool = true,
    spacing: Int = 0
  ) -> Int {
    let last = index == count - 1
    let above = index == 0 && includeFontPadding ? line.top : line.ascent
    let below = last && includeFontPadding ? line.bottom : line.descent
    return below - above + (last ? 0 : spacing)
  }

  /// The height of each of `lines` lines of this face alone, in pixels, as
  /// StaticLayout sets them.
  ///
  /// - Parameters:
  ///   - includeFontPadding: TextView's `includeFontPadding` (default true).
  ///   - lineHeight: `android:lineHeight` in pixels, or nil for the font's.
  public func lineHeights(lines: Int, includeFontPadding: Bool = true, lineHeight: Double? = nil)
    -> [Int]
  {
    Self.lineHeights(
      Array(repeating: self, count: max(1, lines)), includeFontPadding: includeFontPadding,
      spacing: spacing(forLineHeight: lineHeight))
  }

  /// The height of `lines` lines, in pixels (the sum of ``lineHeights(lines:includeFontPadding:lineHeight:)``).
  public func height(lines: Int, includeFontPadding: Bool = true, lineHeight: Double? = nil)
    -> Int
  {
    lineHeights(lines: lines, includeFontPadding: includeFontPadding, lineHeight: lineHeight)
      .reduce(0, +)
  }
}
