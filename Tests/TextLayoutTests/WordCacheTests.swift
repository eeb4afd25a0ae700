import FontCore
import FontDiscovery
import Foundation
import Shaping
import TestSupport
import Testing

@testable import TextLayout

/// Shaping word by word, with words reused, gives what shaping each run
/// whole gives: the same advance at every offset, to the last bit.
@Suite struct WordCacheTests {
  static let primaryFonts = [
    "en": "Roboto-Regular", "de": "Inter-Regular", "ar": "NotoSansArabic-Regular",
    "th": "NotoSansThai-Regular", "ja": "NotoSansCJKjp-Regular", "hi": "NotoSansDevanagari-Regular",
  ]

  /// The small corpus, the shaping references' strings, and strings made to
  /// repeat words next to every kind of neighbour.
  static let texts: [(language: String, text: String)] = {
    var texts: [(String, String)] = []
    let folder = Fixtures.repositoryRoot + "/Benchmarks/corpus/"
    for language in primaryFonts.keys.sorted() {
      let lines =
        (try? String(contentsOfFile: folder + language + ".txt", encoding: .utf8))?
        .split(separator: "\n").map(String.init) ?? []
      texts += lines.map { (language, $0) }
    }
    texts += ShapingReference.all.map { ("en", $0.text) }
    texts += [
      ("en", "the cat and the hat and the bat"), ("en", "  leading and trailing  "),
      ("en", "Office office OFFICE affinity ffi ff"), ("en", "AV AV WA To Ty To."),
      ("de", "Daten-Übertragung Datenübertragung Daten Übertragung"),
      ("ar", "مرحبا بالعالم مرحبا hello مرحبا"), ("en", "Saved 👍🏽 — مرحبا, ready to share"),
      ("he", "שלום עולם שלום, שלום! abc שלום"), ("ar", "في في في، في. (في) ١٢٣ في"),
      ("en", "a\nb a\nb  a"), ("en", "x x x x x x x x x x x x x x"),
      ("hi", "कि कि किताब कि हिंदी िक ि"), ("en", "AT AT T T. a ab a a"),
      // A mark or a joiner after a space joins the space's cluster.
      ("he", "שלום \u{5B4}שלום שלום \u{200D}שלום"), ("th", "กา \u{E48}กา กา \u{E31}"),
      ("ar", "في \u{64E}في في \u{200D}في"), ("en", "x \u{301}x x \u{301}"),
    ]
    return texts
  }()

  /// Roboto kerns pairs with the space (its GPOS PairPos lookup 1, which
  /// moves only the first glyph of a pair, as fontTools shows); Noto Sans
  /// Arabic and Hebrew have no lookup that touches the space.
  @Test func facesWhoseSpaceTakesNoPartOrOnlyKernsShapeWordByWord() throws {
    #expect(try Bundled.font("Roboto-Regular").shaping.wordShaping == .wordsKerningSpaces)
    #expect(try Bundled.font("NotoSansArabic-Regular").shaping.wordShaping == .words)
    #expect(try Bundled.font("NotoSansHebrew-Regular").shaping.wordShaping == .words)
    #expect(try Bundled.font("NotoSansDevanagari-Regular").shaping.wordShaping == .wholeRuns)
  }

  /// Faces whose space only class 0 reaches (a kerning pair, a contextual
  /// substitution) or that kern it with a second value
  /// (Scripts/make-space-layout-fonts.py): a word from before a space would
  /// be wrong at the end of a text.
  @Test func facesThatKernOrReachTheSpaceShapeAsWhole() throws {
    let catalog = try FontCatalog(
      fontPaths: [Fixtures.dataDirectory + "/fonts"], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let cached = try LayoutContext(store: store)
    let whole = try LayoutContext(store: store)
    whole.usesWordCache = false
    let expected: [String: ShapingFont.WordShaping] = [
      "SpaceKernClassZero-Regular": .wordsKerningSpaces,
      "SpaceContextClassZero-Regular": .wholeRuns, "SpaceKernSecondValue-Regular": .wholeRuns,
    ]
    for (name, shaping) in expected {
      let font = try #require(try store.font(named: name))
      #expect(font.shaping.wordShaping == shaping)
      let style = LayoutStyle(font: font, language: "en")
      for _ in 0..<2 {
        for text in [
          "AT AT", "AT ", "AT", "T T T", "a a", "a ", "a", "ab a", " T", "a T", "  T T  ", "T",
        ] {
          #expect(
            try cached.prepare(text, style: style).positions
              == whole.prepare(text, style: style).positions, "\(name): \(text)")
        }
      }
    }
  }

  /// Syllable-based shapers (Indic, Khmer, Myanmar, the Universal Shaping
  /// Engine) shape runs whole whatever the face, and a face that kerns the
  /// space shapes right-to-left runs whole.
  @Test func runsShapedByWordsFollowScriptDirectionAndFace() throws {
    let hebrew = try Bundled.font("NotoSansHebrew-Regular").shaping
    let roboto = try Bundled.font("Roboto-Regular").shaping
    for script in [nil, "Latn", "Cyrl", "Grek", "Arab", "Hebr", "Thai"] {
      #expect(WordCache.shapesByWords(hebrew, options: ShapingOptions(script: script)))
    }
    for script in ["Deva", "Beng", "Khmr", "Mymr", "Bali", "Limb", "Lepc", "Kali"] {
      #expect(!WordCache.shapesByWords(hebrew, options: ShapingOptions(script: script)))
    }
    #expect(WordCache.shapesByWords(hebrew, options: ShapingOptions(direction: .rightToLeft)))
    #expect(WordCache.shapesByWords(roboto, options: ShapingOptions(direction: .leftToRight)))
    #expect(!WordCache.shapesByWords(roboto, options: ShapingOptions(direction: .rightToLeft)))
    let devanagari = try Bundled.font("NotoSansDevanagari-Regular").shaping
    #expect(!WordCache.shapesByWords(devanagari, options: ShapingOptions(script: "Latn")))
  }

  /// Noto Sans Limbu's space takes part in no lookup, yet HarfBuzz's
  /// Universal Shaping Engine shapes a word of this text (the fourth) without
  /// a glyph it has when the word stands alone: Limbu runs are shaped whole.
  @Test func limbuShapesAsWhole() throws {
    let catalog = try FontCatalog(
      fontPaths: [Fixtures.dataDirectory + "/fonts/NotoSansLimbu-Regular.ttf"],
      includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let font = try #require(try store.font(named: "NotoSansLimbu-Regular"))
    #expect(font.shaping.wordShaping == .words)
    let style = LayoutStyle(font: font, language: "en")
    let word = "\u{1900}\u{1916}\u{1923}\u{1921}\u{1903}"
    let text =
      "\u{1906}\u{1903}\u{194D}\u{1931}\u{1926}\u{193A}\u{194D} "
      + "\u{1912}\u{193B}\u{1947}\u{1947}\u{191A}\u{1944}\u{1946} \u{1905}\u{1902}\u{1922} "
      + word + " \u{1905}\u{194F}\u{1906}\u{1930}\u{1934}\u{1910} \u{194A}\u{190C}\u{1926}\u{1909} "
      + "\u{1947}\u{1931}\u{194A}\u{190B}\u{190A}\u{1916} \u{194A}\u{1927}\u{1929}\u{1908}\u{190A}"
    let cached = try LayoutContext(store: store)
    let whole = try LayoutContext(store: store)
    whole.usesWordCache = false
    // The word between spaces first, then the text, then the text again.
    for text in ["\u{1900} " + word + " \u{1900}", text, text] {
      #expect(
        try cached.prepare(text, style: style).positions
          == whole.prepare(text, style: style).positions)
    }
  }

  @Test func cachedShapingEqualsWholeRuns() throws {
    let cached = try LayoutContext(store: Bundled.store)
    let whole = try LayoutContext(store: Bundled.store)
    whole.usesWordCache = false
    var compared = 0
    // Twice over, so that the second pass finds every word in the cache.
    for _ in 0..<2 {
      for (language, text) in Self.texts {
        for name in Set([
          Self.primaryFonts[language] ?? "Roboto-Regular", "NotoSansArabic-Regular",
          "NotoSansHebrew-Regular",
        ]) {
          let style = LayoutStyle(font: try Bundled.font(name), language: language)
          let a = try cached.prepare(text, style: style)
          let b = try whole.prepare(text, style: style)
          #expect(a.positions == b.positions, "\(name): \(text)")
          #expect(a.fontsUsed == b.fontsUsed)
          compared += 1
        }
      }
    }
    #expect(compared >= 2 * Self.texts.count)
    #expect(cached.workspace.words.hits > 0)
    // Texts of several words, not only single words, come from the cache:
    // "עולם" before a space, then " שלום" at the end.
    let style = LayoutStyle(font: try Bundled.font("NotoSansHebrew-Regular"), language: "he")
    _ = try cached.prepare("עולם שלום", style: style)
    let hits = cached.workspace.words.hits
    _ = try cached.prepare("עולם שלום", style: style)
    #expect(cached.workspace.words.hits == hits + 2)
  }

  /// The table starts small and doubles as units come, up to twice the
  /// cache's capacity, then starts over when full: every unit kept since it
  /// last started over replays its own glyphs, and no other unit does.
  @Test(.timeLimit(.minutes(1))) func tableGrowsAndStartsOverWhenFull() throws {
    let cache = WordCache()
    #expect(cache.tableSize == WordCache.firstSlots)
    // Distinct units of three UTF-16 units each, every other one followed by a space.
    func keep(_ n: Int, _ body: (UInt64, UnsafeBufferPointer<UInt16>, Bool) -> Void) {
      let units: [UInt16] = [UInt16(0x61 + n % 26), UInt16(0x100 + n / 26), 0x30]
      units.withUnsafeBufferPointer {
        body(WordCache.key($0, followedBySpace: n % 2 == 0), $0, n % 2 == 0)
      }
    }
    func replays(_ n: Int) -> Bool {
      var glyphs: [Int32] = []
      var found = false
      keep(n) { key, units, space in
        found = cache.replay(key, units: units, setting: 0, followedBySpace: space) {
          glyphs += [Int32($0), $1]
        }
      }
      if found { #expect(glyphs == [0, Int32(n), 2, -Int32(n)], "unit \(n)") }
      return found
    }
    func store(_ n: Int) {
      keep(n) { key, units, space in
        cache.store(
          key, units: units, setting: 0, followedBySpace: space,
          glyphs: [(cluster: 0, advance: Int32(n)), (cluster: 2, advance: -Int32(n))])
      }
    }
    let full = WordCache.capacity
    (0..<full).forEach(store)
    #expect((0..<full).allSatisfy(replays))
    #expect(cache.tableSize == 2 * full)
    // One more unit: the cache starts over, and keeps only the units after.
    (full..<full + 100).forEach(store)
    #expect((full..<full + 100).allSatisfy(replays))
    #expect(!(0..<full).contains(where: replays))
    #expect(cache.tableSize == 2 * full)
    // One setting more than it numbers: the cache starts over again.
    let font = try Bundled.font("Roboto-Regular").shaping
    for n in 0...WordCache.settingCapacity {
      _ = cache.number(
        of: WordCache.Setting(
          font: font, script: "Latn", rightToLeft: false, language: "x-\(n)", features: []))
    }
    #expect(!(full..<full + 100).contains(where: replays))
  }

  /// Runs not shaped by words are kept whole when nothing outside them can
  /// change their glyphs: spaces in any script (they join nothing), any
  /// run in a script whose shaper reads nothing beyond the run; not a run
  /// of Arabic or Syriac letters, which join across its edges.
  @Test func runsKeptWholeAreThoseThatDependOnNothingOutside() {
    func kept(_ text: String, _ script: String?) -> Bool {
      Array(text.utf16).withUnsafeBufferPointer {
        WordCache.keepsWholeRun($0, options: ShapingOptions(script: script))
      }
    }
    for script in [nil, "Latn", "Hang", "Hira", "Hani", "Deva", "Hebr", "Arab", "Syrc", "Mong"] {
      #expect(kept(" ", script))
      #expect(kept("   ", script))
    }
    for (text, script) in [("안녕", "Hang"), ("の", "Hira"), ("किताब", "Deva"), ("12, ", nil)] {
      #expect(kept(text, script))
    }
    for (text, script) in [("في", "Arab"), (" في", "Arab"), ("، ", "Arab"), ("ܫܠܡܐ", "Syrc")] {
      #expect(!kept(text, script))
    }
    #expect(!kept(String(repeating: "a", count: WordCache.longestWord + 1), "Latn"))
    #expect(!kept(String(repeating: " ", count: WordCache.longestWord + 1), "Arab"))
    // A tag is its four letters, case and all: no other string stands for it.
    for script in ["latn", "Lat", "Latnn", "Latn ", "", "Lätn"] { #expect(!kept("の", script)) }
    #expect(WordCache.packedTag("Latn") == 0x4C61_746E)
    #expect(WordCache.packedTag("Latin") == 0 && WordCache.packedTag("") == 0)
  }

  /// Whole runs replayed give what shaping them gives: Arabic, Hebrew,
  /// Hindi, Korean and Japanese words set in their fallback faces, with the
  /// spaces, digits and punctuation between them in Roboto, the primary
  /// face (so in the words' script), and Korean words in the CJK face,
  /// whose space takes part in its lookups (so its runs are not shaped by
  /// words).
  @Test func wholeRunsReplayedEqualShapedRuns() throws {
    let cached = try LayoutContext(store: Bundled.store)
    let whole = try LayoutContext(store: Bundled.store)
    whole.usesWordCache = false
    let texts = [
      ("ar", "في  في، 12 في (في) في"), ("he", "שלום  שלום, 3 שלום"),
      ("hi", "किताब  किताब, 4 किताब (कि) कि"), ("ko", "안녕하세요  세계, 5 안녕하세요 (세계) 세계"),
      ("ja", "日本語の文章をつくる。日本語の文章、アカウントをつくる"),
    ]
    let roboto = try Bundled.font("Roboto-Regular")
    let cjk = try Bundled.font("NotoSansCJKkr-Regular")
    #expect(cjk.shaping.wordShaping == .wholeRuns)
    for _ in 0..<2 {
      for (language, text) in texts {
        for font in [roboto, cjk] {
          let style = LayoutStyle(font: font, language: language)
          let a = try cached.prepare(text, style: style)
          let b = try whole.prepare(text, style: style)
          #expect(a.positions == b.positions, "\(font.record.postscriptName): \(text)")
          #expect(a.fontsUsed == b.fontsUsed)
        }
      }
    }
    // Each run of these texts, shaped again, now comes from the cache.
    let style = LayoutStyle(font: roboto, language: "ko")
    _ = try cached.prepare("세계 세계", style: style)
    let hits = cached.workspace.words.hits
    let misses = cached.workspace.words.misses
    _ = try cached.prepare("세계 세계", style: style)
    #expect(cached.workspace.words.hits == hits + 3)
    #expect(cached.workspace.words.misses == misses)
  }
}
