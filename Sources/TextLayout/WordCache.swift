import Shaping

/// A context's shaped words, as Blink and Gecko keep them: the glyph
/// advances of a word (a run of characters between spaces) shaped in one
/// face, script, direction, language and feature set, reused when the same
/// word comes again. Used only for faces whose space takes part in no layout
/// (``ShapingFont/separatesWordsAtSpaces``), so a text shapes the same word
/// by word. One thread at a time (each ``LayoutContext`` has its own).
final class WordCache {
  /// What a word was shaped with.
  struct Setting: Equatable {
    var font: ShapingFont
    var script: String?
    var rightToLeft: Bool
    var language: String?
    var features: [String]

    static func == (a: Setting, b: Setting) -> Bool {
      a.font === b.font && a.script == b.script && a.rightToLeft == b.rightToLeft
        && a.language == b.language && a.features == b.features
    }
  }

  /// A word's glyphs: each glyph's cluster (from the word's start, in UTF-16
  /// units) and advance (design units), in HarfBuzz's order.
  struct Entry {
    var setting: Setting
    var units: [UInt16]
    var clusters: [Int32]
    var advances: [Int32]
  }

  /// At most this many words are kept; the cache starts over when full.
  static let capacity = 16_384
  /// Words longer than this (in UTF-16 units) are not kept.
  static let longestWord = 64

  private var entries: [UInt64: Entry] = [:]
  /// Lookups that found the word, and that did not (for the benchmark).
  private(set) var hits = 0
  private(set) var misses = 0

  /// The key of `units` shaped with a setting whose hash is `setting`.
  static func key(_ units: UnsafeBufferPointer<UInt16>, setting: UInt64) -> UInt64 {
    var hash = setting ^ 0xcbf2_9ce4_8422_2325
    for unit in units {
      hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
    }
    return hash ^ UInt64(units.count) &* 0x9E37_79B9_7F4A_7C15
  }

  /// A hash of everything but the word that shaping depends on.
  static func settingHash(_ setting: Setting) -> UInt64 {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(setting.font))
    hasher.combine(setting.script)
    hasher.combine(setting.rightToLeft)
    hasher.combine(setting.language)
    hasher.combine(setting.features)
    return UInt64(bitPattern: Int64(hasher.finalize()))
  }

  /// The entry for `units` in `setting`, if the word was shaped before.
  func entry(_ key: UInt64, units: UnsafeBufferPointer<UInt16>, setting: Setting) -> Entry? {
    guard let entry = entries[key], entry.setting == setting,
      entry.units.elementsEqual(units)
    else {
      misses += 1
      return nil
    }
    hits += 1
    return entry
  }

  /// Keeps a word's glyphs.
  func store(_ entry: Entry, key: UInt64) {
    guard entry.units.count <= Self.longestWord else { return }
    if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = entry
  }
}
