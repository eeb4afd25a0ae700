import FontCore
import FontDiscovery
import Shaping

/// A face loaded for layout: its shaping font, line metrics and coverage.
public final class LayoutFont: Sendable {
  /// What the catalog says about the face.
  public let record: FontRecord
  /// The face's metrics in design units (hhea line metrics).
  public let metrics: FontMetrics
  /// The code points the face's character map covers.
  public let coverage: CharacterCoverage
  /// The natural line height as a fraction of the point size:
  /// `(ascender - descender + lineGap) / unitsPerEm` from `hhea`.
  public let lineHeightPerPoint: Double
  /// Whether the face has colour glyphs (an emoji font).
  public let hasColor: Bool

  let shaping: ShapingFont
  /// `[record.postscriptName]`, made once: the faces used by a text the
  /// primary face sets alone.
  let nameAlone: [String]
  private let bmp: [UInt64]

  init(record: FontRecord) throws(FontError) {
    let face = try FontFace(at: record.location)
    let metrics = try face.metrics()
    let coverage = face.coverage()
    self.record = record
    self.nameAlone = [record.postscriptName]
    self.metrics = metrics
    self.coverage = coverage
    self.lineHeightPerPoint = Double(metrics.lineHeight) / Double(metrics.unitsPerEm)
    self.hasColor = face.hasColor
    self.shaping = try ShapingFont(path: record.path, index: record.index)
    var bmp = [UInt64](repeating: 0, count: 1024)
    for range in coverage.ranges where range.lowerBound <= 0xFFFF {
      for value in range.lowerBound...min(range.upperBound, 0xFFFF) {
        bmp[Int(value >> 6)] |= 1 << UInt64(value & 63)
      }
    }
    self.bmp = bmp
  }

  /// Whether the face's character map covers the scalar value `value`.
  @inline(__always)
  func covers(_ value: UInt32) -> Bool {
    if value <= 0xFFFF { return bmp[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0 }
    return coverage.contains(scalarValue: value)
  }
}
