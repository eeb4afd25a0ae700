internal import CICU

/// A UAX #14 line-break iterator for one locale (ICU `ubrk`, with its
/// dictionaries for Thai, Lao, Khmer, Burmese, Chinese and Japanese). Used by
/// one thread at a time.
final class LineBreaker {
  private let handle: OpaquePointer

  init?(locale: String) {
    var status: Int32 = 0
    guard let handle = tm_line_breaker_open(locale, &status) else { return nil }
    self.handle = handle
  }

  deinit { tm_line_breaker_close(handle) }

  /// The break opportunities in `text` (UTF-16 offsets, ascending, ending with
  /// the text's length) and the indices of the mandatory ones among them:
  /// those right after a line end (UAX #14's BK, CR, LF and NL).
  ///
  /// The mandatory ones are told by the character before them, not by ICU's
  /// rule status: a break ICU's dictionary finds inside Thai, Lao, Khmer or
  /// Burmese takes the status of the rule-based break that ends the run, so
  /// `ภาษา|ไทย\n` would be a mandatory break between the two words.
  func breaks(in text: UnsafeBufferPointer<UInt16>) -> (offsets: [Int32], hard: [Int32]) {
    let capacity = text.count + 1
    let offsets: [Int32] = filledArray(capacity: capacity) { offsets in
      max(
        0,
        Int(
          tm_line_breaks(
            handle, text.baseAddress, Int32(text.count), offsets.baseAddress, Int32(capacity))))
    }
    guard !offsets.isEmpty else { return ([Int32(text.count)], []) }
    var hard: [Int32] = []
    for (i, offset) in offsets.enumerated()
    where offset > 0 && CharacterClass.isLineEnd(text[Int(offset) - 1]) {
      hard.append(Int32(i))
    }
    return (offsets, hard)
  }

  /// The break opportunities ICU finds in a text made only of letters of
  /// class AL (ASCII letters, and the letters of ``isSimpleLetter(_:)``:
  /// Latin-1 Supplement, Latin Extended-A and -B, Greek, Cyrillic and Latin
  /// Extended Additional), ASCII digits, spaces, the quotation marks `'` `"`
  /// and the infix separators `.` `,` `:` `;` (UAX #14 classes AL, NU, SP, QU
  /// and IS), no infix separator right after a space; nil for any other text.
  ///
  /// In such a text a line may break only after a run of spaces (LB18): no
  /// rule breaks between letters, digits, quotation marks and infix
  /// separators (LB13, LB19, LB23, LB25, LB28, LB29), and none of the
  /// classes makes a mandatory break. (Tests compare this with ICU.)
  /// The breaks are ascending and end with the text's length, as
  /// ``breaks(in:)`` gives them.
  static func simpleBreaks(in text: UnsafeBufferPointer<UInt16>) -> [Int32]? {
    guard !text.isEmpty else { return nil }
    var previous: UInt16 = 0
    var count = 1
    for unit in text {
      switch unit {
      case 0x22, 0x27, 0x30...0x39, 0x41...0x5A, 0x61...0x7A:
        if previous == 0x20 { count += 1 }
      case 0x2C, 0x2E, 0x3A, 0x3B:
        if previous == 0x20 { return nil }
      case 0x20:
        break
      case 0xC0...:
        guard isSimpleLetter(unit) else { return nil }
        if previous == 0x20 { count += 1 }
      default:
        return nil
      }
      previous = unit
    }
    return filledArray(capacity: count) { (breaks: UnsafeMutableBufferPointer<Int32>) in
      var n = 0
      for i in 1..<text.count where text[i - 1] == 0x20 && text[i] != 0x20 {
        breaks[n] = Int32(i)
        n += 1
      }
      breaks[n] = Int32(text.count)
      return n + 1
    }
  }

  /// Whether `unit` is a letter of UAX #14 class AL (in ICU and in Unicode's
  /// LineBreak.txt) outside ASCII: the letters of Latin-1 Supplement (not
  /// × and ÷), Latin Extended-A and -B, Greek and Coptic (not the tonos and
  /// numeral signs, ypogegrammeni, the question mark ; and ano teleia ·,
  /// nor ϶), Cyrillic (not the combining marks U+0483–U+0489, nor ҂), the
  /// Cyrillic Supplement, and Latin Extended Additional (precomposed
  /// Vietnamese among them).
  @inline(__always)
  static func isSimpleLetter(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x024F: true
    case 0x0370...0x0373, 0x0376...0x0377, 0x037B...0x037D, 0x037F, 0x0386, 0x0388...0x038A,
      0x038C, 0x038E...0x03A1, 0x03A3...0x03F5, 0x03F7...0x03FF:
      true
    case 0x0400...0x0481, 0x048A...0x052F: true
    case 0x1E00...0x1EFF: true
    default: false
    }
  }

  /// The offsets where grapheme clusters start in `text`, then its length.
  func graphemeStarts(in text: UnsafeBufferPointer<UInt16>) -> [Int32] {
    let capacity = text.count + 1
    let starts: [Int32] = filledArray(capacity: capacity) { starts in
      let count = tm_grapheme_starts(
        handle, text.baseAddress, Int32(text.count), starts.baseAddress, Int32(capacity))
      return max(0, Int(count))
    }
    return starts.last == Int32(text.count) ? starts : Array(0...Int32(text.count))
  }
}

/// Bidi runs of a paragraph (ICU `ubidi`), in logical order.
enum Bidi {
  struct Run {
    var range: Range<Int>
    /// The resolved embedding level: even left to right, odd right to left.
    var level: UInt8
    var isRightToLeft: Bool { level & 1 == 1 }
  }

  /// One left-to-right run over any text (it ends at `Int.max`).
  static let wholeLeftToRight = [Run(range: 0..<Int.max, level: 0)]

  /// The runs of `text` at alternating directions; the paragraph direction
  /// comes from the first strong character.
  static func runs(_ text: UnsafeBufferPointer<UInt16>) -> [Run] {
    let capacity = max(text.count, 1)
    return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity) { numbers in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { levels in
        let starts = numbers.baseAddress!
        let lengths = starts + capacity
        let count = Int(
          tm_bidi_runs(
            text.baseAddress, Int32(text.count), -1, starts, lengths, levels.baseAddress,
            Int32(capacity)))
        guard count > 0 else { return [Run(range: 0..<text.count, level: 0)] }
        return (0..<count).map {
          Run(
            range: Int(starts[$0])..<Int(starts[$0] + lengths[$0]),
            level: levels[$0])
        }
      }
    }
  }
}

/// ICU's name of a script with spaces for its underscores (`Old Italic`).
private func spacedName(_ name: UnsafePointer<CChar>) -> String {
  var bytes: [UInt8] = []
  var next = name
  while next.pointee != 0 {
    let byte = UInt8(bitPattern: next.pointee)
    bytes.append(byte == UInt8(ascii: "_") ? UInt8(ascii: " ") : byte)
    next += 1
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// The names of the scripts of `scalars` (`Gurmukhi`, `Han`, `Old Italic`),
/// as Unicode's Script property and ICU name them (spaces for ICU's
/// underscores), each once in the order of its first character; characters
/// of no one script (Common: digits, punctuation, emoji; Inherited:
/// combining marks; Unknown: unassigned code points) name none.
public func scriptNames(of scalars: some Sequence<Unicode.Scalar>) -> [String] {
  // Through an array, so that the loop is not generic across modules.
  scriptNames(in: Array(scalars))
}

private func scriptNames(in scalars: [Unicode.Scalar]) -> [String] {
  var names: [String] = []
  // Each script's name made once (a CJK string misses hundreds of one
  // script's characters).
  var seen: [UInt32] = []
  for scalar in scalars {
    let tag = tm_script_tag(Int32(bitPattern: scalar.value))
    guard tag != 0, !seen.contains(tag) else { continue }
    seen.append(tag)
    guard let found = tm_script_name(Int32(bitPattern: scalar.value)) else { continue }
    names.append(spacedName(found))
  }
  return names
}

/// The scripts `language` (a BCP 47 tag, `ja`, `zh-Hant`, `sr-Latn`) is
/// written in, as ICU's locale data names them (`ja`: Katakana, Hiragana,
/// Han); empty for a language ICU does not know.
public func scriptNames(ofLanguage language: String) -> [String] {
  scripts(ofLanguage: language).map(\.name)
}

/// The scripts ``scriptNames(ofLanguage:)`` gives, each with ICU's sample
/// character for it (`uscript_getSampleString`: `ا` for Arabic, `한` for
/// Hangul), nil where ICU has none.
public func scripts(ofLanguage language: String) -> [(name: String, sample: Unicode.Scalar?)] {
  withUnsafeTemporaryAllocation(of: UnsafePointer<CChar>?.self, capacity: 8) { names in
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 8) { samples in
      let count = Int(tm_language_scripts(language, names.baseAddress, samples.baseAddress, 8))
      return (0..<count).compactMap { i in
        names[i].map {
          (
            spacedName($0),
            samples[i] > 0 ? Unicode.Scalar(UInt32(samples[i])) : nil
          )
        }
      }
    }
  }
}

/// The scripts `language` is written in (``scripts(ofLanguage:)``) as packed
/// ISO 15924 tags, each told by its sample character's script (`zh-Hant`'s
/// Traditional Han is Han's tag, as its characters have); none without a
/// sample.
func scriptTags(ofLanguage language: String) -> [UInt32] {
  scripts(ofLanguage: language).compactMap(\.sample).map { Scripts.tag($0.value) }
}

/// Whether `texts` hold a character of a script `language` is written in
/// (``scripts(ofLanguage:)``, each told by its sample character's script):
/// a language's file left in the development language's text (an
/// untranslated `ja.lproj`, English throughout) holds none. True for a
/// language ICU knows no script of, or whose scripts have no sample.
public func holdsScript(ofLanguage language: String, in texts: some Sequence<String>) -> Bool {
  let tags = scriptTags(ofLanguage: language)
  guard !tags.isEmpty else { return true }
  return texts.contains { text in
    text.unicodeScalars.contains { tags.contains(Scripts.tag($0.value)) }
  }
}

/// Adds to `characters` each character of `texts` of a script `language`
/// is written in (as ``holdsScript(ofLanguage:in:)`` tells them: `語` and
/// `が` for `ja`, not its Latin letters), until it holds `limit`.
public func collectScriptCharacters(
  ofLanguage language: String, in texts: some Sequence<String>,
  into characters: inout Set<Unicode.Scalar>, limit: Int
) {
  let tags = scriptTags(ofLanguage: language)
  guard !tags.isEmpty else { return }
  for text in texts {
    for scalar in text.unicodeScalars where tags.contains(Scripts.tag(scalar.value)) {
      guard characters.count < limit else { return }
      characters.insert(scalar)
    }
  }
}

/// Unicode scripts (ICU `uscript`), with Common and Inherited characters
/// joining the run around them.
enum Scripts {
  struct Run {
    var range: Range<Int>
    /// The ISO 15924 tag, such as `Thai`; nil when the run is all Common.
    var tag: String?
  }

  /// One run of Common over any text (it ends at `Int.max`).
  static let wholeCommon = [Run(range: 0..<Int.max, tag: nil)]

  /// Whether `scalar` is shown as an emoji by default (Emoji_Presentation:
  /// 👍, not ❤ or ©, which need U+FE0F for it).
  static func isEmojiByDefault(_ scalar: UInt32) -> Bool {
    scalar >= 0x231A && tm_emoji_presentation(Int32(bitPattern: scalar)) != 0
  }

  /// The script of `scalar` as a packed ISO 15924 tag, 0 for none of its
  /// own (Common or Inherited: punctuation, digits, combining marks of any
  /// script).
  static func tag(_ scalar: UInt32) -> UInt32 {
    tm_script_tag(Int32(bitPattern: scalar))
  }

  /// ICU's name of the script of `scalar` (`Tamil`, `Canadian_Aboriginal`),
  /// nil for none.
  static func name(_ scalar: UInt32) -> String? {
    tm_script_name(Int32(bitPattern: scalar)).map { String(cString: $0) }
  }

  /// The scripts of `scalar`'s Script_Extensions other than Common and
  /// Inherited, with ICU's names, in ascending script code (Arabic first
  /// for `؛`); empty for a character of no script's (`→`, `·`).
  static func extensions(_ scalar: UInt32) -> [(tag: UInt32, name: String)] {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 32) { tags in
      withUnsafeTemporaryAllocation(of: UnsafePointer<CChar>?.self, capacity: 32) { names in
        let count = Int(
          tm_script_extensions(
            Int32(bitPattern: scalar), tags.baseAddress, names.baseAddress, 32))
        return (0..<count).compactMap { i in
          names[i].map { (tags[i], String(cString: $0)) }
        }
      }
    }
  }

  /// Splits `text` where the script changes.
  static func runs(_ text: UnsafeBufferPointer<UInt16>) -> [Run] {
    let capacity = max(1, text.count)
    return withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { starts in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) { tags in
        let count = Int(
          tm_script_runs(
            text.baseAddress, Int32(text.count), starts.baseAddress, tags.baseAddress,
            Int32(capacity)))
        return (0..<max(1, count)).map { i in
          let end = i + 1 < count ? Int(starts[i + 1]) : text.count
          return Run(range: Int(starts[i])..<end, tag: tags[i] == 0 ? nil : tagString(tags[i]))
        }
      }
    }
  }

  /// The four letters of a packed big-endian tag.
  static func tagString(_ tag: UInt32) -> String {
    String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
  }
}

/// The scalar at UTF-16 offset `i` and its length in units (a lone surrogate
/// reads as U+FFFD).
@inline(__always)
func decodeScalar(_ text: UnsafeBufferPointer<UInt16>, at i: Int) -> (UInt32, Int) {
  let unit = text[i]
  if unit & 0xFC00 == 0xD800, i + 1 < text.count, text[i + 1] & 0xFC00 == 0xDC00 {
    return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(text[i + 1]) - 0xDC00), 2)
  }
  if unit & 0xF800 == 0xD800 { return (0xFFFD, 1) }
  return (UInt32(unit), 1)
}
