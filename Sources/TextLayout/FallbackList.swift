import FontCore
import FontDiscovery

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
  /// For each script asked about (its packed ISO 15924 tag), whether each
  /// face's family is named for it (``namesScript(_:_:)``), made once.
  private var named: [UInt32: [Bool]] = [:]

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
    let words = family.lowercased().split(separator: " ")
    guard !script.isEmpty, words.count >= script.count else { return false }
    return (0...(words.count - script.count)).contains { start in
      script.indices.allSatisfy { words[start + $0] == script[$0] }
    }
  }

  /// Whether the face at `index` is named for the script `tag` whose words
  /// are `script` (``namesScript(_:_:)``).
  func names(_ index: Int, script tag: UInt32, words script: [Substring]) -> Bool {
    if named[tag] == nil { named[tag] = records.map { Self.namesScript($0.family, script) } }
    return named[tag]?[index] ?? false
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
  ///   - start: The first index to try.
  ///   - accept: Whether a face (by its index) may be tried at all.
  func firstCovering(
    colour: Bool, store: FontStore, from start: Int = 0,
    accepting accept: (Int) -> Bool = { _ in true },
    mayCover: (FallbackCandidate) -> Bool, covers: (LayoutFont) -> Bool
  ) -> Int? {
    for i in slots.indices where i >= start && accept(i) {
      let font: LayoutFont
      switch slots[i] {
      case .unusable:
        continue
      case .loaded(let loaded):
        font = loaded
      case .candidate(let candidate):
        if colour, candidate.hasColor == false { continue }
        guard mayCover(candidate) else { continue }
        guard let loaded = try? store.font(for: candidate.record) else {
          slots[i] = .unusable
          continue
        }
        slots[i] = .loaded(loaded)
        font = loaded
      }
      if (!colour || font.hasColor) && covers(font) { return i }
    }
    return nil
  }
}
