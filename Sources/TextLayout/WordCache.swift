import Shaping

/// A context's shaped words, as Blink and Gecko keep them: the glyph
/// advances of a word with the spaces before it, shaped in one face,
/// script, direction, language and feature set, followed by a space or not,
/// reused when the same unit comes again. Used for faces whose text shapes
/// the same word by word (``ShapingFont/wordShaping``); it also keeps the
/// short runs of other faces and scripts that nothing outside can change
/// (``keepsWholeRun(_:options:)``). One thread at a time (each
/// ``LayoutContext`` has its own).
///
/// The units and glyphs live in two flat arrays and the table holds only
/// plain values, so a lookup retains nothing and a miss allocates nothing
/// once the arrays have grown: an open-addressing table of ``capacity``
/// units, emptied when full.
final class WordCache {
  /// What a unit was shaped with.
  struct Setting: Equatable {
    var font: ShapingFont
    var script: String?
    var rightToLeft: Bool
    var language: String?
    var features: [String]
    /// Whether its units are whole runs (``keepsWholeRun(_:options:)``),
    /// kept apart from the words of runs shaped by words.
    var wholeRun = false

    static func == (a: Setting, b: Setting) -> Bool {
      a.font === b.font && a.script == b.script && a.rightToLeft == b.rightToLeft
        && a.language == b.language && a.features == b.features && a.wholeRun == b.wholeRun
    }
  }

  /// A kept unit: where its UTF-16 units and its glyphs (cluster from the
  /// unit's start, advance in design units, in HarfBuzz's order) are.
  struct Slot {
    var key: UInt64 = 0
    var setting: Int32 = -1
    var followedBySpace = false
    var units: Int32 = 0
    var unitCount: Int32 = 0
    var glyphs: Int32 = 0
    var glyphCount: Int32 = 0
  }

  /// Whether a run in `font` with `options` is shaped by words: the face's
  /// space takes part in nothing, or only kerns with its neighbours in a
  /// left-to-right run (``ShapingFont/WordShaping``), and the run's script
  /// (an ISO 15924 tag; nil: Common) is one HarfBuzz shapes with its default,
  /// Arabic, Hebrew or Thai shaper. The shapers that work syllable by
  /// syllable (Indic, Khmer, Myanmar, the Universal Shaping Engine) are left
  /// out: over the Noto faces of Debian's fonts-noto-core, Balinese, Kayah
  /// Li, Lepcha and Limbu words shaped alone came out unlike the same words
  /// in their text, although those faces' spaces take part in no lookup.
  static func shapesByWords(_ font: ShapingFont, options: ShapingOptions) -> Bool {
    if let script = options.script, !wordScripts.contains(packedTag(script)) { return false }
    switch font.wordShaping {
    case .wholeRuns: return false
    case .words: return true
    case .wordsKerningSpaces: return options.direction != .rightToLeft
    }
  }

  private static let wordScripts = [
    "Latn", "Cyrl", "Grek", "Armn", "Geor", "Arab", "Hebr", "Thai", "Hani", "Hira", "Kana",
  ].map(packedTag)

  /// The four ASCII letters of a script tag packed into a number, the first
  /// in the high byte (0 for a tag that is not four bytes long): what the
  /// script lists hold, compared without hashing a string for every run.
  static func packedTag(_ tag: String) -> UInt32 {
    var value: UInt32 = 0
    var count = 0
    for byte in tag.utf8 {
      count += 1
      guard count <= 4 else { return 0 }
      value = value << 8 | UInt32(byte)
    }
    return count == 4 ? value : 0
  }

  /// Whether a run that is not shaped by words is kept whole, to be reused
  /// when the same run comes again in the same setting: a short run whose
  /// glyphs depend on nothing outside it. HarfBuzz reads the text around a
  /// run only to join Arabic-like scripts at its edges (and to put a dotted
  /// circle before a mark that starts a text, which its flags here never
  /// ask for), so this is a run of spaces in any script (they join
  /// nothing), or any run in a script of ``wholeRunScripts`` or none.
  /// These runs are mostly the spaces, punctuation and digits the primary
  /// face sets between the words of a fallback face, and the words, kana
  /// and particles of the faces whose space takes part in their lookups.
  static func keepsWholeRun(_ units: UnsafeBufferPointer<UInt16>, options: ShapingOptions) -> Bool {
    guard units.count <= longestWord else { return false }
    if let script = options.script, !wholeRunScripts.contains(packedTag(script)) {
      return units.allSatisfy { $0 == 0x20 }
    }
    return true
  }

  /// Scripts whose HarfBuzz shapers (default, Hebrew, Thai, Hangul, Indic)
  /// read nothing beyond the run.
  private static let wholeRunScripts = [
    "Latn", "Cyrl", "Grek", "Armn", "Geor", "Hebr", "Thai", "Hani", "Hira", "Kana", "Hang",
    "Deva",
  ].map(packedTag)

  /// At most this many units are kept; the cache starts over when full.
  static let capacity = 16_384
  /// Units longer than this (in UTF-16 units) are not kept.
  static let longestWord = 64

  // One thread at a time: no access needs checking at run time.

  /// At least twice as many slots as units kept, so that probes stay short:
  /// the table starts small and doubles as units come, up to twice
  /// ``capacity`` (a context that sets a few strings touches a few pages,
  /// not the whole table's megabyte).
  @exclusivity(unchecked) private var slots = [Slot](repeating: Slot(), count: firstSlots)
  /// The slots a new cache starts with.
  static let firstSlots = 512
  /// The table's slots now (for tests).
  var tableSize: Int { slots.count }
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var settings: [Setting] = []
  @exclusivity(unchecked) private var units: [UInt16] = []
  /// Per glyph, its cluster then its advance.
  @exclusivity(unchecked) private var glyphs: [Int32] = []

  /// Lookups that found the unit, and that did not (for the benchmark).
  @exclusivity(unchecked) private(set) var hits = 0
  @exclusivity(unchecked) private(set) var misses = 0

  /// At most this many settings are numbered; the cache starts over when
  /// one more comes (faces set for each point size are new settings).
  static let settingCapacity = 64

  /// The number of `setting`, valid until the next call: ask once per run.
  func number(of setting: Setting) -> Int32 {
    if let i = settings.lastIndex(of: setting) { return Int32(i) }
    if settings.count >= Self.settingCapacity {
      startOver()
      settings.removeAll(keepingCapacity: true)
    }
    settings.append(setting)
    return Int32(settings.count - 1)
  }

  /// The key of `units` followed by a space or not.
  static func key(_ units: UnsafeBufferPointer<UInt16>, followedBySpace: Bool) -> UInt64 {
    var hash: UInt64 = followedBySpace ? 0x84222325_cbf29ce4 : 0xcbf2_9ce4_8422_2325
    for unit in units {
      hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
    }
    return (hash ^ UInt64(units.count)) &* 0x9E37_79B9_7F4A_7C15
  }

  /// The slot holding the unit, or the empty slot where it would go.
  private func slot(
    _ key: UInt64, units: UnsafeBufferPointer<UInt16>, setting: Int32, followedBySpace: Bool
  ) -> (index: Int, found: Bool) {
    var i = home(key)
    while slots[i].setting >= 0 {
      let slot = slots[i]
      if slot.key == key, slot.setting == setting, slot.followedBySpace == followedBySpace,
        Int(slot.unitCount) == units.count,
        self.units[Int(slot.units)..<Int(slot.units + slot.unitCount)].elementsEqual(units)
      {
        return (i, true)
      }
      i = (i + 1) & (slots.count - 1)
    }
    return (i, false)
  }

  /// The slot where probing for `key` starts; the next slots are tried in
  /// turn, wrapping at the table's end.
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: key >> 17) & (slots.count - 1)
  }

  /// Calls `body` with each glyph's cluster and advance of the unit, if it
  /// was kept; returns whether it was.
  func replay(
    _ key: UInt64, units: UnsafeBufferPointer<UInt16>, setting: Int32, followedBySpace: Bool,
    _ body: (_ cluster: Int, _ advance: Int32) -> Void
  ) -> Bool {
    let (i, found) = slot(key, units: units, setting: setting, followedBySpace: followedBySpace)
    guard found else {
      misses += 1
      return false
    }
    hits += 1
    let slot = slots[i]
    for g in Int(slot.glyphs)..<Int(slot.glyphs + slot.glyphCount) {
      body(Int(glyphs[2 * g]), glyphs[2 * g + 1])
    }
    return true
  }

  /// Keeps a unit's glyphs, given as (cluster from the unit's start,
  /// advance) pairs.
  func store(
    _ key: UInt64, units: UnsafeBufferPointer<UInt16>, setting: Int32, followedBySpace: Bool,
    glyphs: some Collection<(cluster: Int, advance: Int32)>
  ) {
    guard units.count <= Self.longestWord else { return }
    if count >= Self.capacity { startOver() }
    if 2 * (count + 1) > slots.count { grow() }
    let (i, found) = slot(key, units: units, setting: setting, followedBySpace: followedBySpace)
    guard !found else { return }
    slots[i] = Slot(
      key: key, setting: setting, followedBySpace: followedBySpace,
      units: Int32(self.units.count), unitCount: Int32(units.count),
      glyphs: Int32(self.glyphs.count / 2), glyphCount: Int32(glyphs.count))
    self.units.append(contentsOf: units)
    for glyph in glyphs {
      self.glyphs.append(Int32(glyph.cluster))
      self.glyphs.append(glyph.advance)
    }
    count += 1
  }

  /// Doubles the table, each kept unit moved to its slot in the new one.
  private func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: 2 * old.count)
    for slot in old where slot.setting >= 0 {
      var i = home(slot.key)
      while slots[i].setting >= 0 { i = (i + 1) & (slots.count - 1) }
      slots[i] = slot
    }
  }

  /// Empties the cache but for the settings' numbers.
  private func startOver() {
    for i in slots.indices { slots[i].setting = -1 }
    count = 0
    units.removeAll(keepingCapacity: true)
    glyphs.removeAll(keepingCapacity: true)
  }
}

extension WordCache.Setting {
  /// The setting of a run shaped in `font` with `options`; `wholeRun` for
  /// a run kept whole.
  init(_ font: ShapingFont, _ options: ShapingOptions, wholeRun: Bool = false) {
    self.init(
      font: font, script: options.script, rightToLeft: options.direction == .rightToLeft,
      language: options.language, features: options.features, wholeRun: wholeRun)
  }
}
