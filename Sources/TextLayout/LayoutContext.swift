import FileAccess
import FontCore
import FontDiscovery
import Foundation
import Shaping

/// One thread's layout workspace: ICU iterators, a HarfBuzz buffer and the
/// fallback choices made so far. Not `Sendable`: give each thread its own;
/// they share the ``FontStore``.
public final class LayoutContext {
  /// The faces this context loads through.
  public let store: FontStore
  /// What the context keeps from text to text. A store keeps the workspaces
  /// of the contexts given back to it (not the contexts, which hold the store).
  let workspace: Workspace
  /// Whether `prepare` may skip ICU where the text's units show what ICU
  /// would find (tests turn this off to compare with ICU's answers).
  var usesFastPaths = true
  /// Whether `prepare` reuses words shaped before (``WordCache``; tests turn
  /// this off to compare with shaping every run whole).
  var usesWordCache = true

  /// A stretch of a run shaped word by word: a word and the spaces before
  /// it, its key in the word cache, and whether it shapes alone as it does
  /// in the run.
  typealias WordUnit = (range: Range<Int>, followedBySpace: Bool, key: UInt64, selfContained: Bool)

  /// The line breakers, buffers and caches of a context; they refer to faces
  /// of one store and never to the store itself.
  final class Workspace {
    var breakers: [String: LineBreaker] = [:]
    /// Each script's name's words for ``LayoutContext/namedScripts(of:language:)``
    /// (empty for a script it leaves alone), by packed tag.
    var scriptWords: [UInt32: [Substring]] = [:]
    /// Each language's scripts as packed tags (``LayoutContext/languageScriptTags(_:)``).
    var languageScripts: [String: [UInt32]] = [:]
    /// The language asked for last and its breaker (a sweep asks for one
    /// language many times).
    var lastBreaker: (language: String?, strictJapanese: Bool, breaker: LineBreaker)?
    /// HarfBuzz's buffer, made on first use (see ``LayoutContext/shapingBuffer()``).
    var buffer: ShapingBuffer?
    /// ICU's grapheme and script properties of the UTF-16 units seen so far.
    let unitProperties = UnitProperties()
    /// The UTF-16 units of the (short) text being prepared.
    let utf16Scratch = UTF16Scratch()
    /// Words shaped so far, for faces that shape word by word.
    let words = WordCache()
    /// The storage of a run's units and of its glyphs while it is shaped
    /// word by word, kept for the next run.
    var wordUnits: [WordUnit] = []
    var wordGlyphs: [(cluster: Int, advance: Int32)] = []
    var fallbackLists: [UInt32: FallbackList] = [:]
    /// (One thread uses a workspace at a time.)
    @exclusivity(unchecked) var choices = ChoiceTable()
    /// The choices made for clusters of two or three characters (a letter
    /// and its marks: most of Devanagari's, Thai's and Arabic's fallback
    /// clusters), by style number and the characters packed 21 bits each;
    /// the face index, or −1 for none.
    @exclusivity(unchecked) var clusterChoices: [ClusterKey: Int32] = [:]
    var styleIDs: [StyleIdentity: UInt32] = [:]
    var lastStyle: (LayoutStyle, UInt32)?
  }

  /// The most cluster choices a workspace keeps (see `Workspace.clusterChoices`).
  static let clusterChoicesKept = 65_536

  /// A cluster of two or three characters in a style (see
  /// `Workspace.clusterChoices`).
  struct ClusterKey: Hashable {
    var style: UInt32
    /// The characters, 21 bits each, the first highest; bit 63 set for three.
    var scalars: UInt64

    /// The key of `scalars` in style `style`, or nil unless there are two or
    /// three.
    init?(style: UInt32, scalars: ArraySlice<UInt32>) {
      guard scalars.count == 2 || scalars.count == 3 else { return nil }
      self.style = style
      self.scalars = scalars.reduce(scalars.count == 3 ? 1 : 0) {
        $0 << 21 | UInt64($1 & 0x1F_FFFF)
      }
    }
  }

  /// What makes styles equal for fallback: their faces, language and
  /// fallback setting.
  struct StyleIdentity: Hashable {
    var font: FaceLocation
    /// The language, or an empty string for none.
    var language: String
    var allowsFallback: Bool
    var cascade: [FaceLocation]
    /// The primary face's weight (a variable face's `wght`), which the
    /// fallback faces are sorted for.
    var weight: Int
    var fallsBackAsAndroid: Bool
  }

  /// Creates a workspace over `store`.
  ///
  /// - Throws: ``LayoutError/outOfMemory`` when HarfBuzz cannot allocate its
  ///   buffer.
  public convenience init(store: FontStore) throws(LayoutError) {
    self.init(store: store, workspace: Workspace())
    _ = try shapingBuffer()
  }

  /// A context over `store` that goes on with `workspace`, which must come
  /// from a context over the same store.
  init(store: FontStore, workspace: Workspace) {
    self.store = store
    self.workspace = workspace
  }

  var unitProperties: UnitProperties { workspace.unitProperties }
  var utf16Scratch: UTF16Scratch { workspace.utf16Scratch }

  /// The line breaker for `language` (ICU locale), made once.
  ///
  /// Japanese uses ICU's strict rules (`lb=strict`): no line starts with a
  /// small kana or the prolonged sound mark ー, as Japanese typesetting (kinsoku)
  /// and Apple's text system expect; with `strictJapanese` false (Android's
  /// TextView), ICU's default for it, which allows that.
  func lineBreaker(language: String?, strictJapanese: Bool = true) throws(LayoutError)
    -> LineBreaker
  {
    if let last = workspace.lastBreaker, last.language == language,
      last.strictJapanese == strictJapanese
    {
      return last.breaker
    }
    let breaker = try makeLineBreaker(language: language, strictJapanese: strictJapanese)
    workspace.lastBreaker = (language, strictJapanese, breaker)
    return breaker
  }

  private func makeLineBreaker(language: String?, strictJapanese: Bool) throws(LayoutError)
    -> LineBreaker
  {
    var locale = language ?? ""
    if locale.lowercased().hasPrefix("ja") { locale = strictJapanese ? "ja@lb=strict" : "ja" }
    if let breaker = workspace.breakers[locale] { return breaker }
    guard let breaker = LineBreaker(locale: locale) ?? LineBreaker(locale: "") else {
      throw LayoutError.outOfMemory
    }
    workspace.breakers[locale] = breaker
    return breaker
  }

  /// The workspace's HarfBuzz buffer, made the first time a text is shaped
  /// (a context lent by ``FontStore/withContext(_:)`` cannot fail before then).
  ///
  /// - Throws: ``LayoutError/outOfMemory`` when HarfBuzz cannot allocate it.
  func shapingBuffer() throws(LayoutError) -> ShapingBuffer {
    if let buffer = workspace.buffer { return buffer }
    let buffer: ShapingBuffer
    do { buffer = try ShapingBuffer() } catch { throw LayoutError.outOfMemory }
    workspace.buffer = buffer
    return buffer
  }

  /// The faces tried after the primary: the cascade, then (when fallback is
  /// allowed) Fontconfig's order for the language. Made once per style;
  /// Fontconfig's faces are opened when first chosen.
  func fallbackList(for style: LayoutStyle, key: UInt32) -> FallbackList {
    if let cached = workspace.fallbackLists[key] { return cached }
    var candidates: [FallbackCandidate] = []
    if style.allowsFallback {
      var seen = Set(style.cascade.map(\.record.location))
      seen.insert(style.font.record.location)
      let all = store.fallbackCandidates(
        for: style.font.record, language: style.language, weight: style.weight ?? style.font.weight,
        android: style.fallsBackAsAndroid)
      for candidate in all where seen.insert(candidate.record.location).inserted {
        candidates.append(candidate)
      }
    }
    let list = FallbackList(cascade: style.cascade, candidates: candidates)
    workspace.fallbackLists[key] = list
    return list
  }

  /// `items` with Kufi faces, and serif faces (a family named `Serif` and
  /// not `Sans`) unless `primary` is a serif face, after the rest (stable
  /// otherwise): a device falls back to its sans faces for text set in a
  /// sans face, Noto Sans or Naskh Arabic on Android (its `fonts.xml`
  /// chain), the system's own on Apple's, none of them Kufi; Debian's
  /// Fontconfig puts Noto Serif Gujarati, Kannada and Sinhala before their
  /// Sans faces and Noto Kufi Arabic (21 % wider than Naskh) first.
  static func preferringTextFaces<Item>(
    _ items: [Item], primary: FontRecord, record: (Item) -> FontRecord
  ) -> [Item] {
    // Whether a family's words (in lower case, split at spaces) hold `word`:
    // byte by byte in ASCII (a machine's catalog has hundreds of faces),
    // otherwise by characters (a space and a combining mark after it are one).
    func holdsWord(_ family: String, _ word: String) -> Bool {
      guard family.isASCII else {
        return family.lowercased().split(separator: " ").contains(Substring(word))
      }
      return Array((" " + family.lowercased() + " ").utf8).holds(Array(" \(word) ".utf8))
    }
    func isSerif(_ family: String) -> Bool {
      holdsWord(family, "serif") && !holdsWord(family, "sans")
    }
    // Kufi faces go back for any text; serif ones for text in a sans face.
    // Each family is judged once.
    let serifPrimary = isSerif(primary.family)
    var judged: [String: Bool] = [:]
    let later = items.map { item -> Bool in
      let family = record(item).family
      if let known = judged[family] { return known }
      let goesBack = (!serifPrimary && isSerif(family)) || holdsWord(family, "kufi")
      judged[family] = goesBack
      return goesBack
    }
    guard later.contains(true) else { return items }
    return items.indices.filter { !later[$0] }.map { items[$0] }
      + items.indices.filter { later[$0] }.map { items[$0] }
  }

  /// `items` with the faces of the families Android ships before the
  /// others, Roboto (its sans-serif, first in its fallback chain) before
  /// Noto (``androidRank(_:)``: not Roboto Condensed or Slab), stable otherwise: a device falls back to its own fonts alone, so
  /// neither a machine's DejaVu Sans (which Debian's Fontconfig ranks first
  /// for Armenian, Georgian, Hebrew and Arabic, 7–20 % wider than Noto's
  /// faces) nor an app's bundled fonts stand in for them.
  static func preferringAndroidFaces<Item>(_ items: [Item], record: (Item) -> FontRecord)
    -> [Item]
  {
    let ranks = items.map { androidRank(record($0)) }
    guard Set(ranks).count > 1 else { return items }
    return items.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { items[$0] }
  }

  /// `items` with the Naskh faces (`Noto Naskh Arabic`) moved before the
  /// first other face made for Arabic (stable otherwise), as Android's
  /// fallback chain tries Noto Naskh Arabic for Arabic script.
  static func preferringNaskh<Item>(_ items: [Item], record: (Item) -> FontRecord) -> [Item] {
    movingBeforeArabic(items, family: "naskh", record: record)
  }

  /// `items` with the Nastaliq faces (`Noto Nastaliq Urdu`) moved before
  /// the first face made for Arabic (stable otherwise), for Urdu text on
  /// Apple's platforms: iOS (from 11) and macOS (from 10.13) set Urdu in
  /// Noto Nastaliq Urdu, where Android's own fonts have no Nastaliq face.
  static func preferringNastaliq<Item>(_ items: [Item], record: (Item) -> FontRecord) -> [Item] {
    movingBeforeArabic(items, family: "nastaliq", record: record)
  }

  /// `items` with, among faces alike to Fontconfig (of one family, weight
  /// and slant), the ones whose style name says bold (`Bold`, `Black`,
  /// `Heavy`) first when `weight` is bold (600 or more) and last otherwise,
  /// each keeping its group's places (stable otherwise): Noto Nastaliq
  /// Urdu's Bold declares weight 400 as its Regular does (its bold is in
  /// its flags and name alone), and Fontconfig, unable to tell them apart,
  /// ranks it first for regular text.
  static func preferringStyleNames<Item>(
    _ items: [Item], weight: Int, record: (Item) -> FontRecord
  ) -> [Item] {
    let wantsBold = weight >= 600
    // By family, weight and slant (a machine's hundreds of faces: keyed
    // without building a string each; style names read only in a group of
    // several, which few are).
    var groups: [FaceLikeness: [Int]] = [:]
    for i in items.indices {
      let face = record(items[i])
      groups[
        FaceLikeness(family: face.family, weight: face.weight, italic: face.italic), default: []
      ]
      .append(i)
    }
    var order: [Int]? = nil
    for places in groups.values where places.count > 1 {
      func mismatched(_ i: Int) -> Int {
        let style = record(items[i]).style.lowercased()
        let saysBold = ["bold", "black", "heavy"].contains { style.contains($0) }
        return saysBold != wantsBold ? 1 : 0
      }
      let ranks = places.map(mismatched)
      guard Set(ranks).count > 1 else { continue }
      let sorted = places.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { places[$0] }
      if order == nil { order = Array(items.indices) }
      for (place, i) in zip(places, sorted) { order?[place] = i }
    }
    return order.map { $0.map { items[$0] } } ?? items
  }

  /// Whether `language` (a BCP 47 tag) is Urdu: `ur`, `ur-PK`, `ur_IN`.
  static func isUrdu(_ language: String?) -> Bool {
    language.map { LanguageTag.primary($0) == "ur" } ?? false
  }

  /// `items` with the faces whose family holds `part` (lower case) moved
  /// before the first face whose family holds `arabic` (stable otherwise);
  /// as they are when no family holds either.
  private static func movingBeforeArabic<Item>(
    _ items: [Item], family part: String, record: (Item) -> FontRecord
  ) -> [Item] {
    // Each family in lower case, looked for byte by byte (Foundation's
    // `contains` cost more than the rest of an Android fallback order).
    // Beyond ASCII, as Foundation finds them: by characters.
    func holds(_ family: String, _ part: String) -> Bool {
      family.isASCII
        ? Array(family.utf8).holds(Array(part.utf8)) : family.contains(part)
    }
    let families = items.map { record($0).family.lowercased() }
    let moved = items.indices.filter { holds(families[$0], part) }
    guard !moved.isEmpty,
      let firstArabic = families.indices.first(where: {
        holds(families[$0], "arabic") || holds(families[$0], part)
      })
    else { return items }
    let movedSet = Set(moved)
    let before = items.indices.filter { $0 < firstArabic && !movedSet.contains($0) }
    let after = items.indices.filter { $0 >= firstArabic && !movedSet.contains($0) }
    return (before + moved + after).map { items[$0] }
  }

  /// Moves the faces made for `language`'s form of Han characters to the
  /// front (stable otherwise): CJK families name the orthography they serve
  /// (`Noto Sans CJK JP`, `Source Han Sans KR`, `PingFang SC`), which
  /// Fontconfig's coverage-based languages cannot tell apart.
  static func preferringLanguage(_ records: [FontRecord], _ language: String?) -> [FontRecord] {
    preferringLanguage(records, language, record: \.self)
  }

  /// `items` with the faces made for `language`'s form of Han characters
  /// first (see the other `preferringLanguage`), each item's face read by `record`.
  static func preferringLanguage<Item>(
    _ items: [Item], _ language: String?, record: (Item) -> FontRecord
  ) -> [Item] {
    guard let language = language?.lowercased().replacingOccurrences(of: "_", with: "-") else {
      return items
    }
    let marks: [String]
    if language.hasPrefix("ja") {
      marks = [" jp", "japanese", "cjkjp"]
    } else if language.hasPrefix("ko") {
      marks = [" kr", "korean", "cjkkr"]
    } else if language.hasPrefix("zh") {
      let traditional = ["hant", "tw", "hk", "mo"].contains { language.contains($0) }
      let hongKong = language.contains("hk") || language.contains("mo")
      marks = hongKong ? [" hk", " tc"] : traditional ? [" tc", " tw"] : [" sc", " cn"]
    } else {
      return items
    }
    // Each mark as the family (with a space after) and the PostScript name
    // (trimmed, with a hyphen after) hold it, made once, not per face. The
    // marks are ASCII, so they are looked for byte by byte (Foundation's
    // `contains` cost more than the rest of the fallback order).
    let familyMarks = marks.map { Array(($0 + " ").utf8) }
    let nameMarks = marks.map { Array(($0.trimmingCharacters(in: .whitespaces) + "-").utf8) }
    func matches(_ item: Item) -> Bool {
      let record = record(item)
      let family = Array((record.family.lowercased() + " ").utf8)
      let name = Array(record.postscriptName.lowercased().utf8)
      return marks.indices.contains {
        family.holds(familyMarks[$0]) || name.holds(nameMarks[$0])
      }
    }
    // Each face is read once: the matching ones first, in order, then the rest.
    let matching = items.map(matches)
    return items.indices.filter { matching[$0] }.map { items[$0] }
      + items.indices.filter { !matching[$0] }.map { items[$0] }
  }

  /// A number for the style's faces, language and fallback setting, the same
  /// for equal styles within this context.
  func styleKey(_ style: LayoutStyle) -> UInt32 {
    // A sweep lays out many texts in one style: the last answer usually holds.
    if let (last, id) = workspace.lastStyle, last.font === style.font,
      last.language == style.language,
      last.allowsFallback == style.allowsFallback,
      last.fallsBackAsAndroid == style.fallsBackAsAndroid, last.weight == style.weight,
      last.cascade.count == style.cascade.count,
      zip(last.cascade, style.cascade).allSatisfy({ $0 === $1 })
    {
      return id
    }
    let id = styleNumber(style)
    workspace.lastStyle = (style, id)
    return id
  }

  private func styleNumber(_ style: LayoutStyle) -> UInt32 {
    let key = StyleIdentity(
      font: style.font.record.location, language: style.language ?? "",
      allowsFallback: style.allowsFallback, cascade: style.cascade.map(\.record.location),
      weight: style.weight ?? style.font.weight, fallsBackAsAndroid: style.fallsBackAsAndroid)
    if let id = workspace.styleIDs[key] { return id }
    let id = UInt32(workspace.styleIDs.count)
    workspace.styleIDs[key] = id
    return id
  }

  /// The face for one grapheme cluster: 0 for the primary, i for fallback
  /// i − 1, or nil when no face covers it.
  func chooseFont(for scalars: ArraySlice<UInt32>, style: LayoutStyle, key: UInt32) -> Int? {
    if scalars.count == 1, let scalar = scalars.first {
      if let cached = workspace.choices.choice(style: key, scalar: scalar) { return cached }
      let choice = choose(scalars, style: style, key: key)
      workspace.choices.remember(choice, style: key, scalar: scalar)
      return choice
    }
    // A choice depends only on the characters and the style (every face is
    // judged by its own character map), so it is made once a run.
    guard let cluster = ClusterKey(style: key, scalars: scalars) else {
      return choose(scalars, style: style, key: key)
    }
    if let cached = workspace.clusterChoices[cluster] { return cached < 0 ? nil : Int(cached) }
    let choice = choose(scalars, style: style, key: key)
    // Bounded: text of endless clusters (a letter and ever other marks) is
    // chosen for again, never differently.
    if workspace.clusterChoices.count >= Self.clusterChoicesKept {
      workspace.clusterChoices.removeAll(keepingCapacity: true)
    }
    workspace.clusterChoices[cluster] = choice.map { Int32(clamping: $0) } ?? -1
    return choice
  }

  private func choose(_ scalars: ArraySlice<UInt32>, style: LayoutStyle, key: UInt32) -> Int? {
    func covers(_ font: LayoutFont) -> Bool {
      scalars.allSatisfy { CharacterClass.isIgnorableForCoverage($0) || font.covers($0) }
    }
    func mayCover(_ characters: CharacterCoverage) -> Bool {
      scalars.allSatisfy {
        CharacterClass.isIgnorableForCoverage($0) || characters.contains(scalarValue: $0)
      }
    }
    // A face that lacks the page of a character coverage is asked of lacks
    // the cluster.
    let page = scalars.first { !CharacterClass.isIgnorableForCoverage($0) }.map { $0 >> 8 }
    // An emoji presentation selector (U+FE0F) after an emoji character, or
    // a character shown as an emoji by default (👍; not one a text selector,
    // U+FE0E, follows), asks for a colour face first. After anything else
    // (a space a translator's copy left it on) the selector is ignored.
    if (scalars.contains(0xFE0F) && scalars.first.map(Self.isEmojiBase) == true)
      || (scalars.first.map(Scripts.isEmojiByDefault) == true && !scalars.contains(0xFE0E))
    {
      if style.font.hasColor, covers(style.font) { return 0 }
      if let i = fallbackList(for: style, key: key).firstCovering(
        colour: true, store: store, page: page, mayCover: mayCover, covers: covers)
      {
        return i + 1
      }
    }
    if covers(style.font) { return 0 }
    let list = fallbackList(for: style, key: key)
    guard
      let first = list.firstCovering(
        colour: false, store: store, page: page, mayCover: mayCover, covers: covers)
    else { return nil }
    // Of Fontconfig's faces, one named for the cluster's script before one
    // that is not: the first letter of a Tamil word in a text of another
    // language went to Noto Sans Grantha (which has some Tamil letters), the
    // rest to Noto Sans Tamil, as no device sets it. Punctuation several
    // scripts share tries their faces in turn, the text's language's first
    // (Arabic's ؛ in Noto Naskh Arabic, not in Noto Sans Hanifi Rohingya,
    // which Fontconfig ranks first). On Android the faces tried stay among
    // the families it ships where the first is one of them.
    guard first >= list.cascadeCount else { return first + 1 }
    // Urdu on Apple's platforms is set in Nastaliq, though no script names
    // its family, before any other face that covers the cluster (a
    // machine's DejaVu Sans, which Fontconfig may rank first, too).
    if !style.fallsBackAsAndroid, Self.isUrdu(style.language) {
      let nastaliq = list.records.indices.filter {
        $0 >= list.cascadeCount && list.records[$0].family.lowercased().contains("nastaliq")
      }
      if let found = list.firstCovering(
        colour: false, store: store, among: nastaliq, mayCover: mayCover, covers: covers)
      {
        return found + 1
      }
    }
    let shippedOnly = style.fallsBackAsAndroid && Self.androidRank(list.records[first]) < 2
    for (tag, words) in namedScripts(of: scalars, language: style.language) {
      if list.names(first, script: tag, words: words) { return first + 1 }
      let named = list.named(script: tag, words: words).filter {
        $0 > first && (!shippedOnly || Self.androidRank(list.records[$0]) < 2)
      }
      if let found = list.firstCovering(
        colour: false, store: store, among: named, mayCover: mayCover, covers: covers)
      {
        return found + 1
      }
    }
    return first + 1
  }

  /// Whether `scalar` has an emoji form a presentation selector can ask
  /// for (Unicode's Emoji property: ❤, ©, digits for keycaps; not a space).
  static func isEmojiBase(_ scalar: UInt32) -> Bool {
    Unicode.Scalar(scalar)?.properties.isEmoji ?? false
  }

  /// The scripts a face for `scalars` is looked for by, each with its
  /// name's words (`Tamil`: `tamil`): the script of its first letter with
  /// a script of its own, or where it has none, those its first character
  /// shares (Script_Extensions: Arabic, Syriac, Thaana… for `؛`), those
  /// `language` is written in first, then in ICU's order. None for Latin,
  /// Greek and Cyrillic (set by faces of no script's name) and the scripts
  /// of Chinese, Japanese and Korean (whose faces are named for the
  /// language: ``preferringLanguage(_:_:)``), nor for punctuation one of
  /// those shares (`、` with Yi, U+202F with Mongolian): a face for them
  /// serves it.
  func namedScripts(of scalars: ArraySlice<UInt32>, language: String?)
    -> [(UInt32, [Substring])]
  {
    func words(_ tag: UInt32, _ name: @autoclosure () -> String?) -> [Substring] {
      if let known = workspace.scriptWords[tag] { return known }
      var words: [Substring] = []
      if !Self.unnamedScripts.contains(Scripts.tagString(tag)), let name = name() {
        words = name.lowercased().split(separator: "_")
      }
      workspace.scriptWords[tag] = words
      return words
    }
    if let scalar = scalars.first(where: { Scripts.tag($0) != 0 }) {
      let tag = Scripts.tag(scalar)
      let found = words(tag, Scripts.name(scalar))
      return found.isEmpty ? [] : [(tag, found)]
    }
    guard let scalar = scalars.first else { return [] }
    let shared = Scripts.extensions(scalar)
    guard !shared.contains(where: { Self.unnamedScripts.contains(Scripts.tagString($0.tag)) })
    else { return [] }
    let own = languageScriptTags(language)
    let ordered = shared.filter { own.contains($0.tag) } + shared.filter { !own.contains($0.tag) }
    return ordered.compactMap { script in
      let found = words(script.tag, script.name)
      return found.isEmpty ? nil : (script.tag, found)
    }
  }

  /// The scripts `language` is written in, as packed tags (by ICU's sample
  /// character of each), made once a language.
  func languageScriptTags(_ language: String?) -> [UInt32] {
    guard let language else { return [] }
    if let known = workspace.languageScripts[language] { return known }
    let tags = scriptTags(ofLanguage: language)
    workspace.languageScripts[language] = tags
    return tags
  }

  /// How Android ranks a face for fallback: 0 for Roboto (its sans-serif,
  /// first in its chain), 1 for a Noto family, 2 for a face it does not
  /// ship (a machine's DejaVu Sans, Roboto Condensed or Roboto Slab).
  static func androidRank(_ record: FontRecord) -> Int { androidRank(family: record.family) }

  /// ``androidRank(_:)`` of a family's name: 0 for Roboto, 1 for Noto's,
  /// 2 for a family of no face Android falls back to.
  package static func androidRank(family: String) -> Int {
    let family = family.lowercased()
    if family == "roboto" || family == "roboto flex" { return 0 }
    return family == "noto" || family.hasPrefix("noto ") ? 1 : 2
  }

  /// The scripts ``namedScripts(of:language:)`` leaves to the fallback order as it is.
  static let unnamedScripts: Set<String> = [
    "Latn", "Grek", "Cyrl", "Hani", "Hira", "Kana", "Hang", "Bopo", "Zyyy", "Zinh", "Zzzz",
  ]
}

/// Faces Fontconfig cannot tell apart: one family, weight and slant.
private struct FaceLikeness: Hashable {
  var family: String
  var weight: Int
  var italic: Bool
}
