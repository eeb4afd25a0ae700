internal import CICU

/// A word a line broke inside of: it was wider than the line, so it was
/// broken between grapheme clusters.
public struct WordSplit: Sendable, Equatable {
  /// The word (Unicode word boundaries, UAX #29), or, from
  /// ``shown(_:in:measurement:)``, the run it is in (with the rest of the
  /// word where the run ends inside it).
  public var word: String
  /// The word's (or run's) UTF-16 range in the text.
  public var range: Range<Int>
  /// The UTF-16 offset in the text where the line broke (the first break,
  /// for a run broken more than once).
  public var offset: Int
  /// The word with `|` where the line broke (`Hintergrund|übertragung`), at
  /// each break.
  public var marked: String

  /// A split at `offset` of the word whose UTF-16 units are `units` (a
  /// slice at the word's own offsets, `range`), named when `naming`.
  init(units: UnsafeBufferPointer<UInt16>.SubSequence, offset: Int, naming: Bool) {
    range = units.indices
    self.offset = offset
    guard naming else { (word, marked) = ("", ""); return }
    let (before, after) = (WordSplit.string(units[..<offset]), WordSplit.string(units[offset...]))
    word = before + after
    marked = before.isEmpty || after.isEmpty ? word : before + "|" + after
  }

  private init(word: String, range: Range<Int>, offset: Int, marked: String) {
    self.word = word
    self.range = range
    self.offset = offset
    self.marked = marked
  }

  /// The most UTF-16 units of a run ``shown(_:in:measurement:)`` shows; a
  /// longer one is shortened around its first break, with `…`.
  public static let maximumShownLength = 80

  /// The splits `measurement` made in `text` as a reader sees them: each
  /// word, or, when the text around it has no break opportunity either, the
  /// whole run between break opportunities it is in, which is what is wider
  /// than the line: `Tiedosto(Alexandria)` (no line breaks before an opening
  /// parenthesis), `„Erweiterungen“` (the word alone may fit); a run that
  /// starts before the word and ends inside it (Android's break before an
  /// email address's `.`) is shown with the rest of the word
  /// (`Person1;Person2(optional@e|mail.com`). A run broken
  /// more than once is shown once, with `|` at each break the line made in
  /// it; one longer than ``maximumShownLength`` is shortened around its first
  /// break (its ``word`` is then that window with `…`, and its ``range`` the
  /// whole run's).
  ///
  /// - Parameters:
  ///   - splits: Splits found at `measurement`'s
  ///     ``TextMeasurement/forcedBreaks`` (by `find(in:at:language:)`).
  ///   - text: The text they were found in.
  ///   - measurement: The measurement that broke the text.
  public static func shown(
    _ splits: [WordSplit], in text: String, measurement: TextMeasurement
  ) -> [WordSplit] {
    splits.isEmpty ? [] : shown(splits, units: units(of: text), measurement: measurement)
  }

  /// ``shown(_:in:measurement:)`` in the text whose UTF-16 units are `units`
  /// (``units(of:)``, made once for all of a text's sizes). It reads each
  /// split's range and offset only: splits found without names (`naming`
  /// false) are named here.
  package static func shown(
    _ splits: [WordSplit], units: [UInt16], measurement: TextMeasurement
  ) -> [WordSplit] {
    guard !splits.isEmpty else { return [] }
    let forced = measurement.forcedBreaks  // ascending: lines in order
    // The runs shown so far (a few: looked through, not hashed).
    var seen: [Range<Int>] = []
    var shown: [WordSplit] = []
    for split in splits {
      var range = split.range
      if let k = forced.firstIndex(of: split.offset), k < measurement.forcedBreakRuns.count {
        let run = measurement.forcedBreakRuns[k]
        // A run that starts before the word and ends inside it (a link's
        // break before its `.`: `Person1;Person2(optional@e|mail.com)`,
        // whose word alone fits) is shown with the rest of the word.
        if run.lowerBound <= range.lowerBound, run.contains(split.offset) {
          range = run.lowerBound..<max(run.upperBound, range.upperBound)
        }
      }
      // A split of another text is not shown.
      guard range.lowerBound >= 0, range.upperBound <= units.count, !seen.contains(range)
      else { continue }
      seen.append(range)
      // Every break the line made in the run or word, not only the first
      // in each word: from the first at or after its start.
      var (i, high) = (0, forced.count)
      while i < high {
        let middle = (i + high) / 2
        if forced[middle] < range.lowerBound { i = middle + 1 } else { high = middle }
      }
      var offsets: [Int] = []
      while i < forced.count, forced[i] < range.upperBound {
        if forced[i] > range.lowerBound { offsets.append(forced[i]) }
        i += 1
      }
      if offsets.isEmpty { offsets = [split.offset] }
      // The part shown: the whole run, or a window around its first break
      // that does not cut a surrogate pair.
      var lower = range.lowerBound
      var upper = range.upperBound
      if upper - lower > maximumShownLength {
        lower = max(range.lowerBound, offsets[0] - maximumShownLength / 2)
        upper = min(range.upperBound, lower + maximumShownLength)
        if lower > range.lowerBound, UTF16.isTrailSurrogate(units[lower]) { lower -= 1 }
        if upper < range.upperBound, UTF16.isLeadSurrogate(units[upper - 1]) { upper += 1 }
      }
      let (before, after) = (
        lower > range.lowerBound ? "…" : "", upper < range.upperBound ? "…" : ""
      )
      var marked = before
      var start = lower
      for offset in offsets where offset > lower && offset < upper {
        marked += string(units[start..<offset]) + "|"
        start = offset
      }
      marked += string(units[start..<upper]) + after
      shown.append(
        WordSplit(
          word: before + string(units[lower..<upper]) + after, range: range, offset: offsets[0],
          marked: marked))
    }
    return shown
  }

  /// The UTF-16 units of `text`, as the splits' ranges count them.
  package static func units(of text: String) -> [UInt16] { utf16Units(of: text) }

  /// `String(decoding: units, as: UTF16.self)`, the same string (ill-formed
  /// units repaired as it repairs them), transcoded here: the standard
  /// library's UTF-16 path is generic and unspecialized, and cost more than
  /// finding the word.
  static func string(_ units: some Collection<UInt16>) -> String {
    // Into the string's own storage: a UTF-16 unit takes at most 3 bytes.
    String(unsafeUninitializedCapacity: units.count * 3) { bytes in
      var count = 0
      _ = transcode(
        units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false,
        into: { byte in
          bytes[count] = byte
          count += 1
        })
      return count
    }
  }

  /// A word-break iterator kept from text to text (opening one costs more
  /// than finding a word with it), for one language at a time. One thread at
  /// a time; give each thread its own.
  public final class Finder {
    private var language: String?
    private var breaker: OpaquePointer?

    public init() {}

    deinit { tm_word_breaker_close(breaker) }

    /// The iterator for `language` ("" for the root locale), or nil when ICU
    /// cannot open one.
    fileprivate func breaker(for language: String) -> OpaquePointer? {
      if let breaker, self.language == language { return breaker }
      tm_word_breaker_close(breaker)
      breaker = tm_word_breaker_open(language)
      self.language = language
      return breaker
    }
  }

  /// The words of `text` that the line breaks at `offsets` (UTF-16, as in
  /// ``TextMeasurement/forcedBreaks``) fall inside, in order, each once.
  ///
  /// Only words of letters or digits count, in scripts that separate words:
  /// a break inside Chinese, Japanese, Korean, Thai, Lao, Khmer or Burmese
  /// text is how those lines break by design (between characters, or
  /// between dictionary words that ICU and UIKit may segment differently).
  ///
  /// - Parameters:
  ///   - language: The text's BCP 47 language (its word rules), or nil.
  ///   - hangulWords: Whether a Hangul word is kept whole by the line
  ///     breaking (``LayoutStyle/breaksHangulAsAndroid`` false, Apple's
  ///     labels, the default): a break inside one is then a split too.
  public static func find(
    in text: String, at offsets: [Int], language: String?, hangulWords: Bool = true
  ) -> [WordSplit] {
    find(in: text, at: offsets, language: language, using: Finder(), hangulWords: hangulWords)
  }

  /// ``find(in:at:language:hangulWords:)`` with `finder`'s iterator, kept
  /// for the next call: the same words, without opening an iterator per call.
  public static func find(
    in text: String, at offsets: [Int], language: String?, using finder: Finder,
    hangulWords: Bool = true
  ) -> [WordSplit] {
    find(in: text, atEach: [offsets], language: language, using: finder, hangulWords: hangulWords)[
      0]
  }

  /// ``find(in:at:language:hangulWords:)`` for each list of offsets in
  /// `lists` (the forced breaks of one text at several sizes), in order: the
  /// text's words are found once for all of them.
  public static func find(
    in text: String, atEach lists: [[Int]], language: String?, using finder: Finder,
    hangulWords: Bool = true
  ) -> [[WordSplit]] {
    find(
      in: text, atEach: lists, language: language, using: finder, naming: true,
      hangulWords: hangulWords)
  }

  /// ``find(in:atEach:language:using:hangulWords:)``, the splits named
  /// (`word`, `marked`) only when `naming`: left empty for
  /// ``shown(_:units:measurement:)``, which names what it shows.
  package static func find(
    in text: String, atEach lists: [[Int]], language: String?, using finder: Finder,
    naming: Bool, hangulWords: Bool = true
  ) -> [[WordSplit]] {
    let unbroken = hangulWords ? scriptsWithoutSpacesButHangul : scriptsWithoutSpaces
    var results = lists.map { _ in [WordSplit]() }
    guard lists.contains(where: { $0.contains { $0 > 0 } }) else { return results }
    let units = utf16Units(of: text)
    units.withUnsafeBufferPointer { utf16 in
      guard utf16.count > 1 else { return }
      // Whether ICU is asked about `offset`: inside the text, after a letter
      // of a script that separates words (breaking between Thai or Han
      // characters is how those lines break).
      func asks(_ offset: Int) -> Bool {
        guard offset > 0, offset < utf16.count else { return false }
        let (scalar, _) = decodeScalar(utf16, at: previousScalarStart(utf16, before: offset))
        return !unbroken.contains(tm_script_tag(Int32(bitPattern: scalar)))
      }
      // The last offset asked about: ICU reads the text up to there, and not
      // at all when there is none.
      var asked = 0
      for offsets in lists {
        for offset in offsets where offset > asked && asks(offset) {
          // Before a hyphen: up to the word after it too (see below).
          asked = Self.isCompoundHyphen(utf16[offset]) ? offset + 1 : offset
        }
      }
      guard asked > 0, let breaker = finder.breaker(for: language ?? ""),
        tm_word_breaker_set_text(breaker, utf16.baseAddress, Int32(utf16.count)) == 0
      else { return }
      // The boundaries up to the first past the last offset asked about,
      // in one pass from the start (cheaper than positioning ICU's
      // iterator around each offset, which runs its rules backwards first):
      // at most one per unit up to that offset, and one more.
      let capacity = min(utf16.count + 1, asked + 2)
      var statuses = [Int32](repeating: 0, count: capacity)
      var count: Int32 = 0
      let bounds = [Int32](unsafeUninitializedCapacity: capacity) { bounds, initialized in
        count = statuses.withUnsafeMutableBufferPointer {
          tm_word_breaker_boundaries(
            breaker, Int32(asked), bounds.baseAddress, $0.baseAddress, Int32(capacity))
        }
        initialized = max(0, Int(count))
      }
      guard count > 0 else { return }
      for (k, offsets) in lists.enumerated() {
        // The segments named so far (each word once, however often broken).
        var named: Set<Int> = []
        for offset in offsets where offset > 0 && offset <= asked {
          guard asks(offset) else { continue }
          // The segment the offset is inside: between the last boundary
          // before it and the first after it; none when it is a boundary.
          let after = upperIndex(bounds, offset - 1)
          guard after > 0, after < bounds.count, !named.contains(after) else { continue }
          // Numbers (100–199) and words of letters (200–299); not kana or ideographs.
          func isWord(_ segment: Int) -> Bool {
            segment > 0 && segment < bounds.count && (100..<300).contains(statuses[segment])
          }
          // Right after a non-breaking hyphen (U+2011), which no line breaks
          // after either: a split of the compound, its hyphen and the words
          // on each side (`e‑|mail`).
          if Int(bounds[after]) == offset, utf16[offset - 1] == 0x2011,
            Int(bounds[after - 1]) == offset - 1, isWord(after - 1), isWord(after + 1),
            !named.contains(after - 1)
          {
            named.formUnion([after - 1, after + 1])
            let range = Int(bounds[after - 2])..<Int(bounds[after + 1])
            results[k].append(WordSplit(units: utf16[range], offset: offset, naming: naming))
            continue
          }
          guard isWord(after) else { continue }
          var range = Int(bounds[after - 1])..<Int(bounds[after])
          if range.upperBound == offset {
            // At the end of a word: a break before the hyphen of a compound
            // (`independently|-run`, `Приложение|-компаньон`), which no line
            // breaks before (UAX #14, LB21), splits the compound; a break
            // before other punctuation splits no word.
            guard Self.isCompoundHyphen(utf16[offset]), after + 2 < bounds.count,
              Int(bounds[after + 1]) == offset + 1, isWord(after + 2)
            else { continue }
            range = range.lowerBound..<Int(bounds[after + 2])
            named.insert(after + 2)
          }
          named.insert(after)
          results[k].append(WordSplit(units: utf16[range], offset: offset, naming: naming))
        }
      }
    }
    return results
  }

  /// Whether `unit` is a hyphen that joins the words of a compound, before
  /// which lines may not break: the hyphen-minus, U+2010 HYPHEN and Hebrew's
  /// maqaf (U+05BE), after which they may, and U+2011 NON-BREAKING HYPHEN,
  /// after which they may not either.
  static func isCompoundHyphen(_ unit: UInt16) -> Bool {
    unit == 0x2D || unit == 0x2010 || unit == 0x05BE || unit == 0x2011
  }

  /// ISO 15924 tags (packed as `tm_script_tag` packs them) of scripts whose
  /// lines break inside words by design.
  static let scriptsWithoutSpaces: Set<UInt32> = Set(
    ["Hani", "Hira", "Kana", "Hang", "Thai", "Laoo", "Khmr", "Mymr", "Bopo", "Yiii", "Tale"].map {
      $0.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    })

  /// ``scriptsWithoutSpaces`` but Hangul, for lines that keep Hangul words
  /// whole (Apple's labels).
  static let scriptsWithoutSpacesButHangul: Set<UInt32> = scriptsWithoutSpaces.subtracting([
    "Hang".utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
  ])

  /// Where the scalar that ends before `offset` starts.
  static func previousScalarStart(_ utf16: UnsafeBufferPointer<UInt16>, before offset: Int) -> Int {
    let i = offset - 1
    if i > 0, UTF16.isTrailSurrogate(utf16[i]), UTF16.isLeadSurrogate(utf16[i - 1]) {
      return i - 1
    }
    return i
  }
}
