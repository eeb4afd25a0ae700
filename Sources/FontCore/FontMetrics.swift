/// A face's metrics as its tables store them, in font design units.
///
/// Line metrics come from `hhea` (what Core Text uses), never from FreeType's
/// derived `ascender`, which may swap in OS/2 values. OS/2 values are kept
/// beside them; values a font may lack are optionals, never a silent 0.
public struct FontMetrics: Sendable, Equatable, Codable {
  /// Design units per em (`head.unitsPerEm`); always 16…16384.
  public var unitsPerEm: Int
  /// `hhea.ascender`, in design units.
  public var ascender: Int
  /// `hhea.descender`, in design units; negative below the baseline, as stored.
  public var descender: Int
  /// `hhea.lineGap`, in design units.
  public var lineGap: Int
  /// `head.yMax`, the top of every glyph's bounding box, in design units; nil
  /// where unknown.
  public var yMax: Int? = nil
  /// `head.yMin`, the bottom of every glyph's bounding box, in design units
  /// (negative below the baseline, as stored); nil where unknown.
  public var yMin: Int? = nil

  /// `OS/2.sTypoAscender`, in design units; nil without an OS/2 table.
  public var typoAscender: Int?
  /// `OS/2.sTypoDescender`, in design units (negative as stored); nil without OS/2.
  public var typoDescender: Int?
  /// `OS/2.sTypoLineGap`, in design units; nil without OS/2.
  public var typoLineGap: Int?
  /// `OS/2.usWinAscent`, in design units; nil without OS/2.
  public var winAscent: Int?
  /// `OS/2.usWinDescent`, in design units (positive below the baseline); nil without OS/2.
  public var winDescent: Int?
  /// `OS/2.fsSelection` bit 7 (USE_TYPO_METRICS); nil without OS/2.
  public var useTypoMetrics: Bool?
  /// `OS/2.sCapHeight`, in design units; nil when OS/2 is older than version 2
  /// or stores 0 (no cap height given).
  public var capHeight: Int?
  /// `OS/2.sxHeight`, in design units; nil when OS/2 is older than version 2
  /// or stores 0 (no x-height given).
  public var xHeight: Int?

  /// `post.underlinePosition`, in design units; nil without a `post` table.
  public var underlinePosition: Int?
  /// `post.underlineThickness`, in design units; nil without a `post` table.
  public var underlineThickness: Int?
  /// `post.italicAngle`, in degrees counter-clockwise from vertical; nil without `post`.
  public var italicAngle: Double?
  /// `OS/2.usWeightClass` (100…900); nil without OS/2.
  public var weightClass: Int?
  /// `OS/2.usWidthClass` (1…9); nil without OS/2.
  public var widthClass: Int?
  /// The number of glyphs (`maxp.numGlyphs`).
  public var glyphCount: Int
  /// `post.isFixedPitch` is non-zero; nil without a `post` table.
  public var isFixedPitch: Bool?
  /// Variation axes (`fvar`), empty for a static font.
  public var axes: [VariationAxis]

  /// The line height in design units: `ascender - descender + lineGap` (hhea).
  public var lineHeight: Int { ascender - descender + lineGap }

  /// These metrics converted to points at a point size.
  ///
  /// - Parameter pointSize: The font size in points; each value is
  ///   `designUnits * pointSize / unitsPerEm`.
  public func scaled(toPointSize pointSize: Double) -> ScaledFontMetrics {
    let factor = pointSize / Double(unitsPerEm)
    return ScaledFontMetrics(
      pointSize: pointSize,
      ascender: Double(ascender) * factor,
      descender: Double(descender) * factor,
      lineGap: Double(lineGap) * factor,
      lineHeight: Double(lineHeight) * factor,
      capHeight: capHeight.map { Double($0) * factor },
      xHeight: xHeight.map { Double($0) * factor })
  }
}

/// A variation axis of a variable font (`fvar`), values in the axis's own units.
public struct VariationAxis: Sendable, Hashable, Codable {
  /// The four-letter axis tag, such as `wght`.
  public var tag: String
  /// The smallest value the axis takes.
  public var min: Double
  /// The default value.
  public var `default`: Double
  /// The largest value the axis takes.
  public var max: Double

  /// Creates an axis description.
  public init(tag: String, min: Double, default: Double, max: Double) {
    self.tag = tag
    self.min = min
    self.default = `default`
    self.max = max
  }
}

/// Line metrics of a face at one size, in points.
public struct ScaledFontMetrics: Sendable, Equatable, Codable {
  /// The size these metrics are for, in points.
  public var pointSize: Double
  /// `hhea.ascender` at this size, in points.
  public var ascender: Double
  /// `hhea.descender` at this size, in points (negative).
  public var descender: Double
  /// `hhea.lineGap` at this size, in points.
  public var lineGap: Double
  /// `ascender - descender + lineGap`, in points.
  public var lineHeight: Double
  /// The cap height in points, when the font gives one.
  public var capHeight: Double?
  /// The x-height in points, when the font gives one.
  public var xHeight: Double?
}
