import FontCore

/// One face to try for characters a font lacks, with what Fontconfig's cache
/// says it covers, so that it can be passed over without opening it.
///
/// Fontconfig builds a face's charset (`FC_CHARSET`) from the same Unicode
/// character map FreeType selects (plus, for a symbol font, the `U+F000…F0FF`
/// codes copied to `U+0000…00FF`), leaving out only C0 controls that map to a
/// blank glyph. So for any character that is not a control, a face whose map
/// covers it has it in ``characters``; the reverse need not hold, and a face
/// is checked against its own map once it is opened.
public struct FallbackCandidate: Sendable, Equatable {
  /// The face.
  public var record: FontRecord
  /// The characters in Fontconfig's charset for the face, or nil when the
  /// cache has none (then the face must be opened to know).
  public var characters: CharacterCoverage?
  /// Whether Fontconfig says the face has colour glyphs (`FC_COLOR`, FreeType's
  /// `FT_HAS_COLOR`), or nil when the cache does not say.
  public var hasColor: Bool?

  /// Creates a candidate.
  public init(record: FontRecord, characters: CharacterCoverage?, hasColor: Bool?) {
    self.record = record
    self.characters = characters
    self.hasColor = hasColor
  }
}
