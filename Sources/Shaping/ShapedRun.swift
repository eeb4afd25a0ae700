/// One glyph placed by HarfBuzz, in design units.
public struct ShapedGlyph: Sendable, Equatable {
  /// The glyph id in the face; 0 is `.notdef` (a character the face lacks).
  public var glyphID: UInt32
  /// The UTF-8 offset, in the shaped text, of the first byte of the cluster the
  /// glyph belongs to.
  public var cluster: Int
  /// The horizontal advance, in design units.
  public var xAdvance: Int32
  /// The vertical advance, in design units (0 in horizontal text).
  public var yAdvance: Int32
  /// The horizontal offset from the pen position, in design units.
  public var xOffset: Int32
  /// The vertical offset from the pen position, in design units.
  public var yOffset: Int32
}

/// The direction text is shaped in.
public enum TextDirection: Sendable, Equatable {
  /// Left to right (Latin, Thai, CJK, Devanagari, …).
  case leftToRight
  /// Right to left (Arabic, Hebrew, …).
  case rightToLeft
}

/// A run of text shaped with one font, in design units.
public struct ShapedRun: Sendable, Equatable {
  /// The glyphs in visual order (for right-to-left text, clusters descend).
  public var glyphs: [ShapedGlyph]
  /// The face's units per em, to convert to points.
  public var unitsPerEm: Int
  /// The direction the run was shaped in.
  public var direction: TextDirection

  /// The sum of the glyphs' horizontal advances, in design units.
  public var advance: Int { glyphs.reduce(0) { $0 + Int($1.xAdvance) } }

  /// The run's advance width at `pointSize`, in points: the design-unit sum
  /// times `pointSize / unitsPerEm` (exact: no hinting is applied).
  public func width(atPointSize pointSize: Double) -> Double {
    Double(advance) * pointSize / Double(unitsPerEm)
  }

  /// The UTF-8 offsets of clusters that became `.notdef` (characters the
  /// font lacks), in ascending order.
  public var missingClusters: [Int] {
    Array(Set(glyphs.lazy.filter { $0.glyphID == 0 }.map(\.cluster))).sorted()
  }
}

/// What to tell HarfBuzz about the text, beyond the text itself.
public struct ShapingOptions: Sendable, Equatable {
  /// The direction; nil lets HarfBuzz guess it from the script.
  public var direction: TextDirection?
  /// An ISO 15924 script tag such as `Arab`; nil lets HarfBuzz guess it.
  public var script: String?
  /// A BCP 47 language tag such as `ja`; nil for none.
  public var language: String?
  /// OpenType features in HarfBuzz's syntax, such as `kern=0` or `+smcp`.
  public var features: [String]

  /// Creates shaping options; every one defaults to "let HarfBuzz decide".
  public init(
    direction: TextDirection? = nil, script: String? = nil, language: String? = nil,
    features: [String] = []
  ) {
    self.direction = direction
    self.script = script
    self.language = language
    self.features = features
  }
}

/// Why a string could not be shaped.
public enum ShapingError: Error, Equatable, Sendable {
  /// The text is longer than ``ShapingLimits/maximumTextLength`` UTF-8 bytes.
  case textTooLong(bytes: Int)
  /// HarfBuzz could not allocate its buffer.
  case outOfMemory
  /// The range to shape lies outside the text.
  case invalidRange
}

/// Bounds on the work one shaping call may cause.
public enum ShapingLimits {
  /// The longest text shaped in one call, in UTF-8 bytes (1 MiB).
  public static let maximumTextLength = 1 << 20
}
