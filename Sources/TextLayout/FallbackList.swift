import FontCore
import FontDiscovery

/// Whether the font family `family` is named for the script ICU names
/// `script` (`Tamil`; `Canadian_Aboriginal` or `Canadian Aboriginal`): its
/// words follow one another among the family's (`Noto Sans Canadian
/// Aboriginal`), as fallback choice tells a face made for a script.
public func familyIsNamed(_ family: String, forScript script: String) -> Bool {
  FallbackList.namesScript(
    family, script.lowercased().split(whereSeparator: { $0 == "_" || $0 == " " }))
}

/// The faces tried, in order, for characters a style's primary face lacks:
/// its cascade (loaded with the style), then Fontconfig's candidates, each
/// opened only when the characters Fontconfig's cache records for it (see
/// ``FallbackCandidate``) say it may cover a cluster.
///
/// A face is checked against its own character map once opened, so choices
/// are those made with every face loaded. One context's list: not shared
/// between threads (the faces it opens are, through the ``FontStore``).
final class FallbackList {
  /// Each face once opened (the cascade's from the start), nil before.
  /// (One thread uses a list at a time.)
  @exclusivity(unchecked) private var fonts: [LayoutFont?]
  /// Faces that failed to open: never tried again.
  @exclusivity(unchecked) private var unusable: [Bool]
  /// Fontconfig's candidates, after the cascade's faces: what is known of
  /// each before it is opened. Kept apart from the opened faces so that
  /// trying a face reads them in place (a candidate is a large value).
  private let candidates: [FallbackCandidate]
  /// Every face in the list, in order, loaded or not.
  let records: [FontRecord]
  /// How many of the faces, at the start, are the style's cascade.
  let cascadeCount: Int
  /// For each 256-character page asked about (a scalar value shifted right
  /// by 8), the faces that may cover a character of it, in order: each
  /// opened face (judged by its own character map) and each unopened one
  /// whose recorded characters meet the page or that records none. Made
  /// again once a face is opened.
  @exclusivity(unchecked) private var pageFaces: [UInt32: [Int]] = [:]
  /// For each script asked about (its packed ISO 15924 tag), the indices
  /// of the faces whose family is named for it (``namesScript(_:_:)``),
  /// made once.
  private var namedIndices: [UInt32: [Int]] = [:]
  /// Each face's family's words in lower case, made the first time a
  /// script is asked about.
  private lazy var familyWords: [[Substring]] = records.map {
    $0.family.lowercased().split(separator: " ")
  }

  /// A list of `cascade` then `candidates`.
  init(cascade: [LayoutFont], candidates: [FallbackCandidate]) {
    fonts = cascade + candidates.map { _ in nil }
    unusable = Array(repeating: false, count: cascade.count + candidates.count)
    self.candidates = candidates
    records = cascade.map(\.record) + candidates.map(\.record)
    cascadeCount = cascade.count
  }

  /// Whether `family` is named for the script whose words (ICU's name in
  /// lower case, split at `_`: `canadian`, `aboriginal`) are `script`: they
  /// follow one another among its words (`Noto Sans Tamil`, not `Noto Sans
  /// Grantha` or `Tamilian Sans`).
  static func namesScript(_ family: String, _ script: [Substring]) -> Bool {
    wordsName(family.lowercased().split(separator: " "), script)
  }

  /// Whether `words` (a family's, in lower case) hold `script`'s words one
  /// after another.
  private static func wordsName(_ words: [Substring], _ script: [Substring]) -> Bool {
    guard !script.isEmpty, words.count >= script.count else { return false }
    return (0...(words.count - script.count)).contains { start in
      script.indices.allSatisfy { words[start + $0] == script[$0] }
    }
  }

  /// Whether the face at `index` is named for the script `tag` whose words
  /// are `script` (``namesScript(_:_:)``).
  func names(_ index: Int, script tag: UInt32, words script: [Substring]) -> Bool {
    named(script: tag, words: script).contains(index)
  }

  /// The indices of the faces named for the script `tag` whose words are
  /// `script`, in order.
  func named(script tag: UInt32, words script: [Substring]) -> [Int] {
    if let known = namedIndices[tag] { return known }
    let found = familyWords.indices.filter { Self.wordsName(familyWords[$0], script) }
    namedIndices[tag] = found
    return found
  }

  /// The faces that may cover a character of `page` (see `pageFaces`).
  private func faces(onPage page: UInt32) -> [Int] {
    if let known = pageFaces[page] { return known }
    let span = page << 8...(page << 8 | 0xFF)
    let found = fonts.indices.filter { i in
      if fonts[i] != nil { return true }
      guard !unusable[i] else { return false }
      return candidates[i - cascadeCount].characters?.meets(span) ?? true
    }
    pageFaces[page] = found
    return found
  }

  /// The face at `index`, when it has been opened.
  func loadedFont(at index: Int) -> LayoutFont? {
    fonts.indices.contains(index) ? fonts[index] : nil
  }

  /// The index of the first face (with colour glyphs, when `colour`) that
  /// `covers`, opening through `store` only faces that `mayCover` allows.
  ///
  /// - Parameters:
  ///   - mayCover: False when the characters Fontconfig's cache records for
  ///     a face (where it records them) lack one of the cluster's.
  ///   - covers: Whether a loaded face's character map covers the cluster.
  ///   - indices: The faces to try, in order (nil: every face).
  ///   - page: The page (scalar value shifted right by 8) of a character of
  ///     the cluster that coverage is asked of, when there is one: faces
  ///     that cannot cover a character of it are passed over unopened.
  func firstCovering(
    colour: Bool, store: FontStore, among indices: [Int]? = nil, page: UInt32? = nil,
    mayCover: (CharacterCoverage) -> Bool, covers: (LayoutFont) -> Bool
  ) -> Int? {
    // Whether the face at `i` (opened now if need be) covers the cluster.
    func tries(_ i: Int) -> Bool {
      if let font = fonts[i] { return (!colour || font.hasColor) && covers(font) }
      guard !unusable[i] else { return false }
      let c = i - cascadeCount
      if colour, candidates[c].hasColor == false { return false }
      if let characters = candidates[c].characters, !mayCover(characters) { return false }
      guard let font = try? store.font(for: candidates[c].record) else {
        unusable[i] = true
        return false
      }
      fonts[i] = font
      pageFaces.removeAll()
      return (!colour || font.hasColor) && covers(font)
    }
    if let indices { return indices.first(where: tries) }
    if let page { return faces(onPage: page).first(where: tries) }
    return fonts.indices.first(where: tries)
  }

}
