/// The `letter-case` values of a TypographyKit style, and the conversions of
/// LetterCase 2.0.0 (the library TypographyKit uses).
///
/// The text is split on spaces (runs of spaces collapse); in each word the
/// first character is upper- or lower-cased and the rest lower-cased; the words
/// are joined with the case's separator. `kebab`, `snake`, `macro`,
/// `upper-camel`, `lower-camel` and `train` drop every character that is not a
/// letter, a digit or the separator.
///
/// `train` does what its name says (kebab, upper-cased). LetterCase 2.0.0 has no
/// branch for it and returns the text unchanged, so in a TypographyKit app a
/// `train` style shows its text as written: ``typographyKitOutput(for:)``
/// reproduces that.
public enum LetterCase: String, Sendable, Hashable, CaseIterable {
  /// The text unchanged.
  case regular
  /// Each word capitalised, the rest of each word lower-cased.
  case capitalized
  /// `words-like-this`.
  case kebab
  /// all lower case, words separated by single spaces.
  case lower
  /// `wordsLikeThis`.
  case lowerCamel = "lower-camel"
  /// `WORDS_LIKE_THIS`.
  case macro
  /// `WORDS-LIKE-THIS`.
  case train
  /// `words_like_this`.
  case snake
  /// ALL UPPER CASE, words separated by single spaces.
  case upper
  /// `WordsLikeThis`.
  case upperCamel = "upper-camel"

  /// The text converted to this case.
  public func apply(to text: String) -> String {
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    switch self {
    case .regular:
      return text
    case .capitalized:
      return words.map { Self.word($0, firstUpper: true) }.joined(separator: " ")
    case .upper:
      return words.map { $0.uppercased() }.joined(separator: " ")
    case .lower:
      return words.map { $0.lowercased() }.joined(separator: " ")
    case .kebab:
      return Self.strip(words.map { $0.lowercased() }.joined(separator: "-"), keeping: "-")
    case .train:
      return Self.strip(words.map { $0.uppercased() }.joined(separator: "-"), keeping: "-")
    case .snake:
      return Self.strip(words.map { $0.lowercased() }.joined(separator: "_"), keeping: "_")
    case .macro:
      return Self.strip(words.map { $0.uppercased() }.joined(separator: "_"), keeping: "_")
    case .upperCamel:
      return Self.strip(words.map { Self.word($0, firstUpper: true) }.joined(), keeping: nil)
    case .lowerCamel:
      let converted = words.enumerated().map { offset, word in
        offset == 0 ? word.lowercased() : Self.word(word, firstUpper: true)
      }
      return Self.strip(converted.joined(), keeping: nil)
    }
  }

  /// The text as a TypographyKit app shows it: as ``apply(to:)``, except
  /// that `train` returns the text unchanged (LetterCase 2.0.0's bug).
  public func typographyKitOutput(for text: String) -> String {
    self == .train ? text : apply(to: text)
  }

  private static func word(_ word: Substring, firstUpper: Bool) -> String {
    guard let first = word.first else { return "" }
    let head = firstUpper ? String(first).uppercased() : String(first).lowercased()
    return head + word.dropFirst().lowercased()
  }

  private static func strip(_ text: String, keeping separator: Character?) -> String {
    String(
      text.filter { character in
        character == separator || character.isLetter || character.isNumber
      })
  }
}
