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
  /// font whose file has no `trak` table of its own; nil for none. It
  /// stands in for a `trak` table, so ``OpticalSizing/off`` leaves it out
  /// as it leaves out a face's own (``appliedTracking``).
  public var tracking: SystemFontTracking?
  /// ``tracking`` where optical sizing is on; nil with ``OpticalSizing/off``.
  public var appliedTracking: SystemFontTracking? { opticalSizing == .off ? nil : tracking }
  /// OpenType features to apply in every face, as HarfBuzz reads them
  /// (`tnum` for monospaced digits); empty for the faces' defaults.
  public var features: [String]
  /// Spacing a user overrides the text's with (WCAG 1.4.12), or nil.
  public var spacing: TextSpacing?
  /// Whether email addresses and URLs break as Android's line breaker breaks
  /// them (Minikin's `WordBreaker`: after `:` `=` `&` and `//`, before
  /// `~ . , - _ ? # % = &` and a single `/`) instead of as ICU does; false
  /// (Apple's platforms) leaves ICU's opportunities.
  public var breaksLinksAsAndroid = false
  /// Whether Hangul breaks between any two syllables, as ICU's rules break
  /// it and Android's TextView does by default (`lineBreakWordStyle`
  /// none); false (Apple's platforms) keeps a Hangul word whole, breaking
  /// at spaces as Latin text does, as UIKit's labels do (their
  /// `lineBreakStrategy` `.standard` holds `.hangulWordPriority` since
  /// iOS 14): a Korean word wider than the line is then a word split.
  public var breaksHangulAsAndroid = false
  /// Whether Japanese breaks by ICU's default rules for it, as Android's
  /// TextView breaks it by default (`lineBreakStyle` none): a line may
  /// start with a small kana or the prolonged sound mark ー
  /// (`スーパ|ーマー|ケット`); false (Apple's platforms) keeps kinsoku's strict
  /// rules (`lb=strict`), as Apple's text system does.
  public var breaksKanaAsAndroid = false
  /// Whether text falls back as on Android: to the families Android ships
  /// (Noto, Roboto) before any other face (a machine's DejaVu Sans, an
  /// app's bundled fonts), and for Arabic to a Naskh face before other
  /// Arabic faces, as Android's fallback chain does (its `fonts.xml` names
  /// Noto Naskh Arabic for `und-Arab`, 13 % narrower than Noto Sans Arabic
  /// in hb-shape's widths), and punctuation Minikin keeps in the face of
  /// the run before it stays there where that face has it (`! , - . : ; ?`
  /// after Arabic text in Noto Naskh Arabic, though Roboto has them); false
  /// (Apple's platforms) keeps Fontconfig's order.
  public var fallsBackAsAndroid = false
  /// Whether the text is laid out as Android's TextView lays it out, in
  /// every way it differs from Apple's labels: links broken as Minikin
  /// breaks them, Hangul broken between syllables, Japanese by ICU's
  /// default rules, fallback to the families Android ships, letter spacing
  /// as Minikin sets it (each of ``breaksLinksAsAndroid``,
  /// ``breaksHangulAsAndroid``, ``breaksKanaAsAndroid``,
  /// ``fallsBackAsAndroid`` and ``spacesLettersAsAndroid``). Set, it sets
  /// them all; it is true when all are.
  public var laysOutAsAndroid: Bool {
    get {
      breaksLinksAsAndroid && breaksHangulAsAndroid && breaksKanaAsAndroid && fallsBackAsAndroid
        && spacesLettersAsAndroid
    }
    set {
      breaksLinksAsAndroid = newValue
      breaksHangulAsAndroid = newValue
      breaksKanaAsAndroid = newValue
      fallsBackAsAndroid = newValue
      spacesLettersAsAndroid = newValue
    }
  }
  /// Whether ``spacing``'s letter spacing is set as Android's text layout
  /// sets it (Minikin's `LayoutPiece`): once to each of HarfBuzz's clusters
  /// (a ligature, an Indic syllable), with the optional ligatures off above
  /// 0.03 em, and none to the scripts Minikin gives none
  /// (`isLetterSpacingCapableScript`: Arabic, Devanagari, Bengali, Gurmukhi
  /// and ten more joined or cursive scripts); false (Apple's platforms)
  /// spaces every grapheme cluster.
  public var spacesLettersAsAndroid = false
  /// The weight the style asks for, on OpenType's scale (100 thin … 900
  /// black), where its face is not of it (a bold style measured in the
  /// regular face the catalog has): fallback faces are sorted for it. Nil
  /// for the face's own.
  public var weight: Int?

  /// Creates a style.
  public init(
    font: LayoutFont, cascade: [LayoutFont] = [], language: String? = nil,
    allowsFallback: Bool = true, letterSpacing: Double = 0,
    opticalSizing: OpticalSizing = .auto, tracking: SystemFontTracking? = nil,
    features: [String] = [], spacing: TextSpacing? = nil
  ) {
    self.font = font
    self.cascade = cascade
    self.language = language
    self.allowsFallback = allowsFallback
    self.letterSpacing = letterSpacing
    self.opticalSizing = opticalSizing
    self.tracking = tracking
    self.features = features
    self.spacing = spacing
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

/// Text spacing set over a text's own, in proportion to the font size, as a
/// user's style sheet sets it for WCAG 2.2 success criterion 1.4.12.
public struct TextSpacing: Sendable, Hashable {
  /// Space added after each grapheme cluster, in ems (on Android, each of
  /// HarfBuzz's clusters: ``LayoutStyle/spacesLettersAsAndroid``).
  public var letterSpacing: Double
  /// Space added to each word separator (U+0020, U+00A0, U+1361), in ems.
  public var wordSpacing: Double
  /// The least line height, as a multiple of the point size.
  public var minimumLineHeight: Double
  /// Space after each paragraph but the last, as a multiple of the point size.
  public var paragraphSpacing: Double
  /// Where set, the letter spacing of each cluster is a whole number of
  /// pixels at this many pixels a point, rounded half away from zero, as
  /// Android's Minikin rounds a paint's letter spacing (`LayoutCore`, a
  /// paint without `LINEAR_TEXT_FLAG`, as a TextView's is); nil keeps it
  /// as it is (Apple's platforms).
  public var letterSpacingPixelsPerPoint: Double? = nil

  /// Creates a spacing; values in ems or multiples of the point size.
  public init(
    letterSpacing: Double, wordSpacing: Double, minimumLineHeight: Double,
    paragraphSpacing: Double
  ) {
    self.letterSpacing = letterSpacing
    self.wordSpacing = wordSpacing
    self.minimumLineHeight = minimumLineHeight
    self.paragraphSpacing = paragraphSpacing
  }

  /// WCAG 2.2 SC 1.4.12 Text Spacing: line height 1.5×, paragraphs 2×,
  /// letters 0.12 em, words 0.16 em.
  public static let wcag = TextSpacing(
    letterSpacing: 0.12, wordSpacing: 0.16, minimumLineHeight: 1.5, paragraphSpacing: 2)

  /// Whether `unit` is a word separator CSS `word-spacing` applies to.
  static func isWordSeparator(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0xA0 || unit == 0x1361
  }
}
