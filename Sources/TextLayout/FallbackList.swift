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
  /// A face in the list: loaded, known only from Fontconfig, or unusable
  /// (it failed to load).
  private enum Slot {
    case loaded(LayoutFont)
    case candidate(FallbackCandidate)
    case unusable
  }

  private var slots: [Slot]
  /// Every face in the list, in order, loaded or not.
  let records: [FontRecord]
  /// How many of the faces, at the start, are the style's cascade.
  let cascadeCount: Int
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
    slots = cascade.map { .loaded($0) } + candidates.map { .candidate($0) }
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

  /// The face at `index`, when it has been opened.
  func loadedFont(at index: Int) -> LayoutFont? {
    guard slots.indices.contains(index), case .loaded(let font) = slots[index] else { return nil }
    return font
  }

  /// The index of the first face (with colour glyphs, when `colour`) that
  /// `covers`, opening through `store` only faces that `mayCover` allows.
  ///
  /// - Parameters:
  ///   - mayCover: False when Fontconfig's record shows that a face lacks a
  ///     character of the cluster.
  ///   - covers: Whether a loaded face's character map covers the cluster.
  ///   - indices: The faces to try, in order (nil: every face).
  func firstCovering(
    colour: Bool, store: FontStore, among indices: [Int]? = nil,
    mayCover: (FallbackCandidate) -> Bool, covers: (LayoutFont) -> Bool
  ) -> Int? {
    // Whether the face at `i` (opened now if need be) covers the cluster.
    func tries(_ i: Int) -> Bool {
      let font: LayoutFont
      switch slots[i] {
      case .unusable:
        return false
      case .loaded(let loaded):
        font = loaded
      case .candidate(let candidate):
        if colour, candidate.hasColor == false { return false }
        guard mayCover(candidate) else { return false }
        guard let loaded = try? store.font(for: candidate.record) else {
          slots[i] = .unusable
          return false
        }
        slots[i] = .loaded(loaded)
        font = loaded
      }
      return (!colour || font.hasColor) && covers(font)
    }
    if let indices { return indices.first(where: tries) }
    return slots.indices.first(where: tries)
  }

}
