import TypeScale

/// How text is set: the font, its fallbacks, language and spacing.
public struct LayoutStyle: Sendable {
  /// The primary face.
  public var font: LayoutFont
  /// Faces tried, in order, before Fontconfig's fallback list for characters
  /// the primary face lacks (a cascade list, like UIKit's `cascadeList`).
  public var cascade: [LayoutFont]
  /// The BCP 47 language of the text (steers fallback order, line breaking
  /// and shaping), or nil.
  public var language: String?
  /// Whether faces other than the primary (and the cascade) may be used.
  public var allowsFallback: Bool
  /// Extra space added after each grapheme cluster, in points (a fixed kern;
  /// it does not scale with the font size).
  public var letterSpacing: Double
  /// Whether faces follow the point size (`opsz`, `trak`), as Core Text
  /// decides by default (``OpticalSizing/auto``).
  public var opticalSizing: OpticalSizing
  /// Tracking added per grapheme cluster at each point size, for a system
  /// font whose file has no `trak` table of its own; nil for none.
  public var tracking: SystemFontTracking?
  /// OpenType features to apply in every face, as HarfBuzz reads them
  /// (`tnum` for monospaced digits); empty for the faces' defaults.
  public var features: [String]

  /// Creates a style.
  public init(
    font: LayoutFont, cascade: [LayoutFont] = [], language: String? = nil,
    allowsFallback: Bool = true, letterSpacing: Double = 0,
    opticalSizing: OpticalSizing = .auto, tracking: SystemFontTracking? = nil,
    features: [String] = []
  ) {
    self.font = font
    self.cascade = cascade
    self.language = language
    self.allowsFallback = allowsFallback
    self.letterSpacing = letterSpacing
    self.opticalSizing = opticalSizing
    self.tracking = tracking
    self.features = features
  }
}

/// Why a text could not be laid out.
public enum LayoutError: Error, Equatable, Sendable {
  /// The text is longer than ``LayoutLimits/maximumTextLength`` UTF-16 units.
  case textTooLong(length: Int)
  /// HarfBuzz or ICU could not allocate memory.
  case outOfMemory
  /// The container width is not a positive, finite number of points.
  case invalidWidth(Double)
  /// The point size is not a positive, finite number.
  case invalidSize(Double)
}

/// Bounds on the work one text may cause.
public enum LayoutLimits {
  /// The longest text laid out, in UTF-16 code units (256 Ki).
  public static let maximumTextLength = 1 << 18
  /// The largest point size laid out.
  public static let maximumPointSize = 10_000.0
}
