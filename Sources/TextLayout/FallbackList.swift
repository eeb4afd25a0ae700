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

  /// A list of `cascade` then `candidates`.
  init(cascade: [LayoutFont], candidates: [FallbackCandidate]) {
    slots = cascade.map { .loaded($0) } + candidates.map { .candidate($0) }
    records = cascade.map(\.record) + candidates.map(\.record)
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
  func firstCovering(
    colour: Bool, store: FontStore, mayCover: (FallbackCandidate) -> Bool,
    covers: (LayoutFont) -> Bool
  ) -> Int? {
    for i in slots.indices {
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
