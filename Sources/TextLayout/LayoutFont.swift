import FontCore
import FontDiscovery
import Shaping

/// A face loaded for layout: its shaping font, line metrics and coverage.
public final class LayoutFont: Sendable {
  /// What the catalog says about the face.
  public let record: FontRecord
  /// Design coordinates set over the face's named instance, ordered by tag:
  /// a system-font weight (`wght`), and `opsz` for a face set for one point
  /// size. Empty for the face as its file defines it.
  public let variations: [FontVariation]
  /// The weight the face is set at, on OpenType's scale (100 thin … 900
  /// black): its `wght` coordinate where ``variations`` set one (a variable
  /// system font at a style's weight), else the catalog's for the face.
  public var weight: Int {
    guard let wght = variations.first(where: { $0.tag == "wght" }), wght.value.isFinite else {
      return record.weight
    }
    return Int(min(1000, max(1, wght.value)).rounded())
  }
  /// The face's metrics in design units (hhea line metrics; for a variable
  /// face, at ``variations``, `MVAR` included).
  public let metrics: FontMetrics
  /// The code points the face's character map covers.
  public let coverage: CharacterCoverage
  /// The natural line height as a fraction of the point size:
  /// `(ascender - descender + lineGap) / unitsPerEm` from `hhea`.
  public let lineHeightPerPoint: Double
  /// Whether the face has colour glyphs (an emoji font).
  public let hasColor: Bool
  /// How the face can change with the point size.
  public let sizeFeatures: SizeFeatures
  /// The point size this face is set for (its `opsz` coordinate and `trak`
  /// tracking), or nil when it serves every size.
  public let pointSize: Double?
  /// The `trak` tracking HarfBuzz adds to each grapheme's first glyph at
  /// ``pointSize``, in design units (its value rounded, as HarfBuzz rounds
  /// it): for a face set for a size with tracking applied; nil otherwise, or
  /// when it could not be found.
  let trackingUnits: Int32?

  /// Apple's static system-font pair: the face used below a point size and
  /// the one used from it (SF Pro Text below 20 pt, SF Pro Display from 20).
  let sizeSwitch: SizeSwitch?

  /// Two faces split at a point size.
  struct SizeSwitch: Sendable {
    var fromPointSize: Double
    var below: LayoutFont
    var from: LayoutFont
  }

  let shaping: ShapingFont
  /// `[record.postscriptName]`, made once: the faces used by a text the
  /// primary face sets alone.
  let nameAlone: [String]
  private let bmp: [UInt64]
  /// This face set for each size asked for so far (on the unsized face only).
  private let sized = Locked<[SizedKey: LayoutFont]>([:])

  /// What a face set for one size is told apart by: its `opsz` coordinate
  /// and the size `trak` is applied at (nil: not applied).
  private struct SizedKey: Hashable {
    var opticalSize: Double?
    var trackingSize: Double?
  }

  /// At most this many sizes of one face are kept.
  private static let maximumSizesKept = 256

  init(record: FontRecord, variations: [FontVariation] = []) throws(FontError) {
    let variations = variations.sorted { $0.tag < $1.tag }
    let face = try FontFace(at: FaceInstance(location: record.location, variations: variations))
    let metrics = try face.metrics()
    let coverage = face.coverage()
    self.record = record
    self.variations = variations
    self.nameAlone = [record.postscriptName]
    self.metrics = metrics
    self.coverage = coverage
    self.lineHeightPerPoint = Double(metrics.lineHeight) / Double(metrics.unitsPerEm)
    self.hasColor = face.hasColor
    self.sizeFeatures = SizeFeatures(of: face, metrics: metrics)
    self.pointSize = nil
    self.trackingUnits = nil
    self.sizeSwitch = nil
    let shaping = try ShapingFont(path: record.path, index: record.index)
    self.shaping =
      variations.isEmpty ? shaping : shaping.instance(variations: variations, pointSize: nil)
    var bmp = [UInt64](repeating: 0, count: 1024)
    for range in coverage.ranges where range.lowerBound <= 0xFFFF {
      for value in range.lowerBound...min(range.upperBound, 0xFFFF) {
        bmp[Int(value >> 6)] |= 1 << UInt64(value & 63)
      }
    }
    self.bmp = bmp
  }

  /// `base` set for `pointSize`: `opsz` at `opticalSize` (when the face has
  /// the axis) and, when `tracked`, `trak` applied at `pointSize` (when it
  /// has the table).
  private init(base: LayoutFont, pointSize: Double, opticalSize: Double?, tracked: Bool)
    throws(FontError)
  {
    var variations = base.variations
    if let opticalSize {
      variations = FontVariation.merging(FontVariation("opsz", opticalSize), into: variations)
    }
    let metrics: FontMetrics
    if opticalSize != nil {
      metrics = try FontFace(
        at: FaceInstance(location: base.record.location, variations: variations)
      ).metrics()
    } else {
      metrics = base.metrics
    }
    self.record = base.record
    self.variations = variations
    self.metrics = metrics
    self.coverage = base.coverage
    self.lineHeightPerPoint = Double(metrics.lineHeight) / Double(metrics.unitsPerEm)
    self.hasColor = base.hasColor
    self.sizeFeatures = base.sizeFeatures
    self.pointSize = pointSize
    self.sizeSwitch = nil
    let tracks = tracked && base.sizeFeatures.hasTrackingTable
    let untracked =
      opticalSize == nil
      ? base.shaping : base.shaping.instance(variations: variations, pointSize: nil)
    let shaping =
      tracks ? base.shaping.instance(variations: variations, pointSize: pointSize) : untracked
    self.shaping = shaping
    self.trackingUnits = tracks ? Self.trackingUnits(of: shaping, over: untracked) : nil
    self.nameAlone = base.nameAlone
    self.bmp = base.bmp
  }

  /// `base` standing for the system font: the same face, which follows the
  /// point size under ``OpticalSizing/auto`` whatever its tables
  /// (``SizeFeatures/isSystemFont``).
  init(systemFont base: LayoutFont) {
    self.record = base.record
    self.variations = base.variations
    self.metrics = base.metrics
    self.coverage = base.coverage
    self.lineHeightPerPoint = base.lineHeightPerPoint
    self.hasColor = base.hasColor
    var features = base.sizeFeatures
    features.isSystemFont = true
    self.sizeFeatures = features
    self.pointSize = base.pointSize
    self.trackingUnits = base.trackingUnits
    self.sizeSwitch = base.sizeSwitch
    self.shaping = base.shaping
    self.nameAlone = base.nameAlone
    self.bmp = base.bmp
  }

  /// A face that is `below` under `pointSize` points and `from` from there
  /// on; with no size given, it is `below`.
  init(below: LayoutFont, from: LayoutFont, switchingAt pointSize: Double) {
    self.record = below.record
    self.variations = below.variations
    self.metrics = below.metrics
    self.coverage = below.coverage
    self.lineHeightPerPoint = below.lineHeightPerPoint
    self.hasColor = below.hasColor
    self.sizeFeatures = below.sizeFeatures
    self.pointSize = nil
    self.trackingUnits = nil
    self.sizeSwitch = SizeSwitch(fromPointSize: pointSize, below: below, from: from)
    self.shaping = below.shaping
    self.nameAlone = below.nameAlone
    self.bmp = below.bmp
  }

  /// Whether the face is set differently at different point sizes under
  /// `mode`: it sizes optically, or it is a Text/Display pair.
  public func followsPointSize(_ mode: OpticalSizing) -> Bool {
    sizeSwitch != nil || (pointSize == nil && sizeFeatures.sizesOptically(mode))
  }

  /// The face and coordinates that are measured and drawn.
  public var instance: FaceInstance {
    FaceInstance(location: record.location, variations: variations)
  }

  /// The `opsz` coordinate this face is set at, or nil (no axis, or not set
  /// for a size).
  public var opticalSize: Double? {
    pointSize == nil ? nil : variations.first { $0.tag == "opsz" }?.value
  }

  /// The face set for `pointSize` under `mode`, as Core Text sets it: `opsz`
  /// = the point size clamped to the axis, and `trak` tracking at the point
  /// size; for a Text/Display pair, the face for the size. The face itself
  /// when it does not follow the size under `mode` (most faces); faces set
  /// for a size are made once and kept.
  ///
  /// - Parameter pointSize: The point size (positive and finite; otherwise
  ///   the face itself is returned).
  public func atPointSize(_ pointSize: Double, opticalSizing mode: OpticalSizing) -> LayoutFont {
    atPointSize(pointSize, opticalSizing: mode, tracked: true)
  }

  /// ``atPointSize(_:opticalSizing:)``; with `tracked` false, the face set
  /// for the size without its `trak` tracking (one face for every size that
  /// gives the same `opsz` coordinate), which
  /// ``LayoutContext/measure(_:style:sizes:in:)`` shapes once and tracks
  /// size by size.
  func atPointSize(_ pointSize: Double, opticalSizing mode: OpticalSizing, tracked: Bool)
    -> LayoutFont
  {
    if let sizeSwitch, pointSize.isFinite, pointSize > 0 {
      let face = pointSize < sizeSwitch.fromPointSize ? sizeSwitch.below : sizeSwitch.from
      return face.atPointSize(pointSize, opticalSizing: mode, tracked: tracked)
    }
    guard self.pointSize == nil, sizeFeatures.sizesOptically(mode), pointSize.isFinite,
      pointSize > 0
    else { return self }
    let opticalSize = sizeFeatures.opticalSize(atPointSize: pointSize)
    let key = SizedKey(
      opticalSize: opticalSize,
      trackingSize: tracked && sizeFeatures.hasTrackingTable ? pointSize : nil)
    if let known = sized.withLock({ $0[key] }) { return known }
    // The base face opened; its sized copy reads the same file.
    guard
      let font = try? LayoutFont(
        base: self, pointSize: pointSize, opticalSize: opticalSize, tracked: tracked)
    else { return self }
    return sized.withLock {
      if let known = $0[key] { return known }
      if $0.count >= Self.maximumSizesKept { $0.removeAll() }
      $0[key] = font
      return font
    }
  }

  /// The `trak` tracking `tracked` adds over `untracked` (the same face and
  /// coordinates, no point size set), in design units: what HarfBuzz adds to
  /// a one-character text's only glyph, which starts a grapheme. Nil when
  /// shaping fails.
  private static func trackingUnits(of tracked: ShapingFont, over untracked: ShapingFont)
    -> Int32?
  {
    guard let withTracking = try? tracked.shape("H").glyphs,
      let without = try? untracked.shape("H").glyphs,
      withTracking.count == 1, without.count == 1
    else { return nil }
    return withTracking[0].xAdvance &- without[0].xAdvance
  }

  /// Whether the face's character map covers the scalar value `value`.
  @inline(__always)
  func covers(_ value: UInt32) -> Bool {
    if value <= 0xFFFF { return bmp[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0 }
    return coverage.contains(scalarValue: value)
  }
}

/// When a face's shapes or spacing follow the point size, as Core Text
/// applies them.
///
/// Core Text sets a face's optical size (`opsz` = the point size) and applies
/// its `trak` tracking at the point size on its own for fonts that have a
/// `STAT` table; `kCTFontOpticalSizeAttribute` = "auto" asks for it on any
/// font and "none" turns it off (see the README's "Sizes as the app gets
/// them" for the sources).
public enum OpticalSizing: String, Sendable, Hashable, CaseIterable {
  /// As Core Text does by default: faces with a `STAT` table, and the
  /// system font's.
  case auto
  /// Every face with an `opsz` axis or a `trak` table
  /// (`kCTFontOpticalSizeAttribute` "auto").
  case always
  /// No face: the file's default optical size and no tracking
  /// (`kCTFontOpticalSizeAttribute` "none").
  case off
}

/// What a face has that can change it with the point size.
public struct SizeFeatures: Sendable, Hashable {
  /// The `opsz` axis, or nil.
  public var opticalSizeAxis: VariationAxis?
  /// Whether the face has an AAT `trak` table.
  public var hasTrackingTable: Bool
  /// Whether the face has a `STAT` table (what Core Text takes for a font
  /// that sizes optically by default).
  public var hasStyleAttributes: Bool
  /// Whether the face stands for the system font, which Core Text tracks at
  /// the point size by default whatever its tables (Apple's static SF Pro
  /// files have `trak` and no `STAT`).
  public var isSystemFont = false

  /// The features of `face`, whose metrics are `metrics`.
  public init(of face: FontFace, metrics: FontMetrics) {
    self.init(
      opticalSizeAxis: metrics.axes.first { $0.tag == "opsz" },
      hasTrackingTable: face.hasTable("trak"), hasStyleAttributes: face.hasTable("STAT"))
  }

  /// Creates a description of a face's size features.
  public init(opticalSizeAxis: VariationAxis?, hasTrackingTable: Bool, hasStyleAttributes: Bool) {
    self.opticalSizeAxis = opticalSizeAxis
    self.hasTrackingTable = hasTrackingTable
    self.hasStyleAttributes = hasStyleAttributes
  }

  /// The `opsz` coordinate for `pointSize`: the size clamped to the axis, or
  /// nil without an axis.
  public func opticalSize(atPointSize pointSize: Double) -> Double? {
    opticalSizeAxis.map { min(max(pointSize, $0.min), $0.max) }
  }

  /// Whether a face with these features is set per point size under `mode`.
  public func sizesOptically(_ mode: OpticalSizing) -> Bool {
    guard opticalSizeAxis != nil || hasTrackingTable else { return false }
    switch mode {
    case .auto: return hasStyleAttributes || isSystemFont
    case .always: return true
    case .off: return false
    }
  }
}
