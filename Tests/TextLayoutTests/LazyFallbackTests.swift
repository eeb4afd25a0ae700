import FontCore
import FontDiscovery
import TestSupport
import Testing

@testable import TextLayout

/// Fallback faces are tried by the characters Fontconfig's cache records for
/// them and opened only when chosen; the choices are those made with every
/// face loaded.
@Suite struct LazyFallbackTests {
  /// Strings in every script the bundled fonts cover, with emoji (a
  /// presentation selector, a ZWJ sequence, a flag, a skin tone), combining
  /// marks, ignorable characters and characters no bundled face covers.
  static let texts = [
    "Settings", "Ελληνικά", "Русский", "Tiếng Việt", "مرحبا بالعالم", "שלום עולם",
    "नमस्ते दुनिया", "ภาษาไทย", "日本語のテキスト", "한국어 텍스트", "中文简体", "I ❤️ it ❤",
    "Family 👨‍👩‍👧 🇯🇵 👍🏽", "e\u{301} a\u{308}\u{200D}b", "\u{0700} \u{1F9FF} ☃︎ ⌘",
    "Mixed: Hi مرحبا 日本 한 ไทย नम שלום 😀",
  ]

  static let primaries = [
    "Inter-Regular", "Roboto-Regular", "NotoSansArabic-Regular", "NotoSansThai-Regular",
    "NotoSansCJKjp-Regular", "NotoColorEmoji",
  ]

  /// The face the rules choose for `scalars` with every fallback face
  /// loaded (how choices were made before faces were opened lazily).
  static func eagerChoice(_ scalars: [UInt32], style: LayoutStyle, fallbacks: [LayoutFont])
    -> String?
  {
    func covers(_ font: LayoutFont) -> Bool {
      scalars.allSatisfy { CharacterClass.isIgnorableForCoverage($0) || font.covers($0) }
    }
    if scalars.contains(0xFE0F), scalars.first.map(LayoutContext.isEmojiBase) == true {
      if style.font.hasColor, covers(style.font) { return style.font.record.postscriptName }
      for font in fallbacks where font.hasColor && covers(font) {
        return font.record.postscriptName
      }
    }
    if covers(style.font) { return style.font.record.postscriptName }
    return fallbacks.first(where: covers)?.record.postscriptName
  }

  /// Every fallback face of `style`, loaded, in the order they are tried.
  static func eagerFallbacks(_ style: LayoutStyle, store: FontStore) -> [LayoutFont] {
    var fonts = style.cascade
    var seen = Set(fonts.map(\.record.location))
    seen.insert(style.font.record.location)
    let records = store.catalog.fallbackFonts(for: style.font.record, language: style.language)
    for record in LayoutContext.preferringLanguage(records, style.language)
    where seen.insert(record.location).inserted {
      if let font = try? store.font(for: record) { fonts.append(font) }
    }
    return fonts
  }

  @Test(arguments: [nil, "ja", "ko", "zh-Hant", "ar", "th"] as [String?])
  func choicesAreThoseMadeWithEveryFaceLoaded(language: String?) throws {
    let eagerStore = FontStore(catalog: Bundled.catalog)
    let lazyStore = FontStore(catalog: Bundled.catalog)
    let context = try LayoutContext(store: lazyStore)
    var compared = 0
    var fallbacksChosen = 0
    for name in Self.primaries {
      let cascades: [[String]] = [[], ["NotoNaskhArabic-Regular"]]
      for cascade in cascades where cascade.first != name {
        let eagerStyle = LayoutStyle(
          font: try #require(try eagerStore.font(named: name)),
          cascade: try cascade.map { try #require(try eagerStore.font(named: $0)) },
          language: language)
        let lazyStyle = LayoutStyle(
          font: try #require(try lazyStore.font(named: name)),
          cascade: try cascade.map { try #require(try lazyStore.font(named: $0)) },
          language: language)
        let fallbacks = Self.eagerFallbacks(eagerStyle, store: eagerStore)
        let key = context.styleKey(lazyStyle)
        // The second time, the choices are those remembered.
        for text in Self.texts + Self.texts {
          for character in text {
            let scalars = character.unicodeScalars.map(\.value)
            let expected = Self.eagerChoice(scalars, style: eagerStyle, fallbacks: fallbacks)
            let choice = context.chooseFont(for: scalars[...], style: lazyStyle, key: key)
            let chosen = choice.flatMap { i in
              i == 0
                ? lazyStyle.font.record.postscriptName
                : context.fallbackList(for: lazyStyle, key: key).loadedFont(at: i - 1)?.record
                  .postscriptName
            }
            #expect(chosen == expected, "\(name) \(cascade) \(language ?? "-") \(character)")
            compared += 1
            if let expected, expected != name { fallbacksChosen += 1 }
          }
        }
      }
    }
    // Every cluster of every text, for each primary and cascade; many need a fallback.
    #expect(compared == Self.texts.reduce(0) { $0 + $1.count } * 12 * 2)
    #expect(fallbacksChosen > 600)
  }

  /// A face is passed over by the page of a character of the cluster only
  /// where its recorded characters have none of that page: the first face
  /// found is the one found trying every face, for every character of the
  /// pages the bundled faces cover and of some they do not.
  @Test func facesPassedOverByPageAreThoseThatCannotCover() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let primary = try #require(try store.font(named: "Roboto-Regular"))
    let style = LayoutStyle(font: primary, language: "ja")
    let paged = try LayoutContext(store: store)
    let every = try LayoutContext(store: store)
    let key = paged.styleKey(style)
    let pagedList = paged.fallbackList(for: style, key: key)
    let everyList = every.fallbackList(for: style, key: every.styleKey(style))
    var found = 0
    let values =
      Array(0x20...0x33FF) + Array(0x4E00...0x4FFF) + Array(0xAC00...0xAD00)
      + Array(0xFB00...0xFFFF) + Array(0x1F300...0x1F6FF)
    for value in values.map(UInt32.init) {
      func covers(_ font: LayoutFont) -> Bool { font.covers(value) }
      func mayCover(_ characters: CharacterCoverage) -> Bool {
        characters.contains(scalarValue: value)
      }
      let withPage = pagedList.firstCovering(
        colour: false, store: store, page: value >> 8, mayCover: mayCover, covers: covers)
      let withoutPage = everyList.firstCovering(
        colour: false, store: store, mayCover: mayCover, covers: covers)
      #expect(withPage == withoutPage, "U+\(String(value, radix: 16))")
      if withPage != nil { found += 1 }
    }
    #expect(found > 3_000)
  }

  /// A cluster's remembered choice is keyed by its characters in order and
  /// their number, and the style.
  @Test func clusterKeysTellClustersApart() throws {
    typealias Key = LayoutContext.ClusterKey
    let keys = [
      Key(style: 1, scalars: [0x915, 0x93F]), Key(style: 1, scalars: [0x93F, 0x915]),
      Key(style: 1, scalars: [0, 0x915, 0x93F]), Key(style: 2, scalars: [0x915, 0x93F]),
      Key(style: 1, scalars: [0x10_FFFF, 0x10_FFFF, 0x10_FFFF]),
      Key(style: 1, scalars: [0x10_FFFF, 0x10_FFFF]),
    ]
    #expect(keys.allSatisfy { $0 != nil })
    #expect(Set(keys).count == keys.count)
    #expect(Key(style: 1, scalars: [0x41]) == nil)
    #expect(Key(style: 1, scalars: [0x41, 0x301, 0x302, 0x303]) == nil)
  }

  @Test func aFaceIsOpenedOnlyWhenChosen() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let primary = try #require(try store.font(named: "Inter-Regular"))
    let style = LayoutStyle(font: primary)
    try store.withContext { context in
      let prepared = try context.prepare("Settings 日本語 مرحبا", style: style)
      #expect(
        prepared.fontsUsed == ["Inter-Regular", "NotoSansCJKjp-Regular", "NotoSansArabic-Regular"])
      // Many faces are tried before and after them; only the chosen ones are open.
      #expect(context.fallbackOrder(for: style).count > 20)
      #expect(store.openedLocations == Set(prepared.fonts.map(\.record.location)))
    }
  }

  /// A variable face set at a weight (a variable system font at a bold
  /// style's) falls back to faces of that weight, not of its default
  /// instance's: one store, so neither list may stand in for the other.
  @Test func aVariableFaceFallsBackAtTheWeightItIsSetAt() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let record = try #require(Bundled.catalog.font(named: "SerifFourVariable-Roman"))
    try store.withContext { context in
      for weight in [600, 400, 700, 600] {
        let font = try store.font(for: record, variations: [FontVariation("wght", Double(weight))])
        #expect(font.weight == weight)
        // Ā: Serif Four's subset lacks it; Inter's faces have it.
        let prepared = try context.prepare("Ā", style: LayoutStyle(font: font))
        let fallback = try #require(prepared.fallbacks.first)
        #expect(fallback.record.family == "Inter" && fallback.record.weight == weight)
      }
    }
  }

  /// Text in a sans face falls back to sans faces before serif and Kufi
  /// ones, as a device does (Debian's Fontconfig puts Noto Serif Gujarati
  /// and Noto Kufi Arabic first); text in a serif face keeps serif faces.
  @Test func aSansFaceFallsBackToSansFacesFirst() throws {
    let catalog = Bundled.catalog
    let serif = try #require(catalog.font(named: "SerifFourVariable-Roman"))
    let sans = try #require(catalog.font(named: "Inter-Regular"))
    let naskh = try #require(catalog.font(named: "NotoNaskhArabic-Regular"))
    var kufi = try #require(catalog.font(named: "NotoSansArabic-Regular"))
    kufi.family = "Noto Kufi Arabic"
    let roboto = try #require(catalog.font(named: "Roboto-Regular"))
    let order = [serif, kufi, sans, naskh]
    #expect(
      LayoutContext.preferringTextFaces(order, primary: roboto, record: \.self).map(\.family) == [
        "Inter", "Noto Naskh Arabic", "Serif Four Variable", "Noto Kufi Arabic",
      ])
    // Text in a serif face keeps serif faces where they are; Kufi goes back.
    #expect(
      LayoutContext.preferringTextFaces(order, primary: serif, record: \.self).map(\.family) == [
        "Serif Four Variable", "Inter", "Noto Naskh Arabic", "Noto Kufi Arabic",
      ])
    // Words are a family's between spaces, in any case; beyond ASCII a space
    // with a combining mark after it joins two words into one.
    var words = [sans, sans, sans, sans, sans]
    for (i, family) in [
      "Foo SERIF Bar", "Foo Serif \u{301}Bar", "Kufiya Sans", "Noto  Kufi", "Sans",
    ].enumerated() {
      words[i].family = family
    }
    #expect(
      LayoutContext.preferringTextFaces(words, primary: roboto, record: \.self).map(\.family) == [
        "Foo Serif \u{301}Bar", "Kufiya Sans", "Sans", "Foo SERIF Bar", "Noto  Kufi",
      ])
  }

  /// An Android style falls back to Noto Naskh Arabic for Arabic, as
  /// Android's fallback chain does, before Noto Sans Arabic, which
  /// Fontconfig ranks first; one context lays out both in turn.
  @Test func androidFallsBackToNaskhForArabic() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let primary = try #require(try store.font(named: "Roboto-Regular"))
    try store.withContext { context in
      for android in [false, true, false] {
        var style = LayoutStyle(font: primary, language: "ar")
        style.fallsBackAsAndroid = android
        let prepared = try context.prepare("مرحبا 1", style: style)
        #expect(
          prepared.fontsUsed
            == ["Roboto-Regular", android ? "NotoNaskhArabic-Regular" : "NotoSansArabic-Regular"])
      }
    }
  }

  /// On Android, `! , - . : ; ?` after text of a fallback face stay in it
  /// where it has them, though Roboto has them (Minikin's sticky
  /// punctuation): Arabic's final `.` in Noto Naskh Arabic, as wide as
  /// that face sets it (`hb-shape` of `الملف.` in Naskh alone); a space, and
  /// Apple's text, stay in the primary face.
  @Test func androidKeepsPunctuationInTheRunsFace() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let primary = try #require(try store.font(named: "Roboto-Regular"))
    let naskh = try #require(try store.font(named: "NotoNaskhArabic-Regular"))
    try store.withContext { context in
      var style = LayoutStyle(font: primary, language: "ar")
      style.fallsBackAsAndroid = true
      let text = "الملف."
      let prepared = try context.prepare(text, style: style)
      #expect(prepared.fallbackCharacters.first?.characters.contains(".") == true)
      let alone = try context.prepare(text, style: LayoutStyle(font: naskh, language: "ar"))
      #expect(
        abs(try prepared.measure(pointSize: 17).advance - alone.measure(pointSize: 17).advance)
          < 1e-9)
      // A space is no such punctuation: Roboto's.
      #expect(
        try context.prepare("الملف .", style: style).fallbackCharacters.first?.characters
          .contains(".") == false)
      style.fallsBackAsAndroid = false
      let apple = try context.prepare(text, style: style)
      #expect(apple.fallbackCharacters.first?.characters.contains(".") == false)
    }
  }

  /// Urdu on Apple's platforms is set in Noto Nastaliq Urdu (iOS 11 and
  /// macOS 10.13 on), though no script names its family and Fontconfig
  /// ranks it after Noto Sans Arabic; Android, which ships no Nastaliq
  /// face, sets it in Noto Naskh Arabic; Arabic stays in Noto Sans Arabic.
  /// Its line is the Nastaliq face's, far taller.
  @Test func appleSetsUrduInNastaliq() throws {
    let catalog = try FontCatalog(
      fontPaths: [Fixtures.fontsDirectory, Fixtures.data("fonts-urdu")], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let primary = try #require(try store.font(named: "Inter-Regular"))
    let text = "یہ ایک مثال ہے"
    try store.withContext { context in
      var heights: [String: Double] = [:]
      for (language, android, face) in [
        ("ur", false, "NotoNastaliqUrdu-Regular"), ("ur-PK", false, "NotoNastaliqUrdu-Regular"),
        ("ur", true, "NotoNaskhArabic-Regular"), ("ar", false, "NotoSansArabic-Regular"),
        ("fa", false, "NotoSansArabic-Regular"),
      ] {
        var style = LayoutStyle(font: primary, language: language)
        style.fallsBackAsAndroid = android
        let prepared = try context.prepare(text, style: style)
        #expect(prepared.fontsUsed == ["Inter-Regular", face], "\(language) \(android)")
        heights[face] = try prepared.measure(pointSize: 17).height
      }
      #expect(
        (heights["NotoNastaliqUrdu-Regular"] ?? 0)
          > (heights["NotoSansArabic-Regular"] ?? .infinity) + 5)
    }
  }

  /// A face Fontconfig cannot tell from another of its family (one weight
  /// and slant: Noto Nastaliq Urdu's Bold declares weight 400, its bold in
  /// its flags and name alone) comes after it for regular text when its
  /// style name says bold, before it for bold text; other faces keep their
  /// places.
  @Test func aBoldStyleNameBreaksAWeightsTie() throws {
    let base = try #require(Bundled.catalog.records.first { $0.postscriptName == "Inter-Regular" })
    func face(_ family: String, _ style: String, weight: Int = 400) -> FontRecord {
      var record = base
      (record.family, record.style, record.weight) = (family, style, weight)
      record.postscriptName = family + "-" + style
      return record
    }
    let order = [
      face("Noto Nastaliq Urdu", "Bold"), face("Other", "Heavy", weight: 900),
      face("Noto Nastaliq Urdu", "Regular"), face("Other", "Regular"),
    ]
    func names(_ weight: Int) -> [String] {
      LayoutContext.preferringStyleNames(order, weight: weight, record: \.self).map(
        \.postscriptName)
    }
    #expect(
      names(400) == [
        "Noto Nastaliq Urdu-Regular", "Other-Heavy", "Noto Nastaliq Urdu-Bold", "Other-Regular",
      ])
    #expect(names(700) == order.map(\.postscriptName))
  }

  /// An Android style falls back to the families Android ships (Roboto,
  /// its sans-serif, then Noto) before others: Ā in a Thai face is set in Roboto, not in
  /// Inter, which Fontconfig ranks first (as Debian's ranks DejaVu Sans
  /// first for Armenian and Georgian); Apple's platforms keep Fontconfig's
  /// order.
  @Test func androidFallsBackToTheFamiliesItShips() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let primary = try #require(try store.font(named: "NotoSansThai-Regular"))
    try store.withContext { context in
      for android in [false, true, false] {
        var style = LayoutStyle(font: primary)
        style.fallsBackAsAndroid = android
        let prepared = try context.prepare("Ā", style: style)
        #expect(
          prepared.fontsUsed
            == ["NotoSansThai-Regular", android ? "Roboto-Regular" : "Inter-Regular"])
      }
    }
    let catalog = Bundled.catalog
    let inter = try #require(catalog.font(named: "Inter-Regular"))
    var dejaVu = inter
    dejaVu.family = "DejaVu Sans"
    let roboto = try #require(catalog.font(named: "Roboto-Regular"))
    let noto = try #require(catalog.font(named: "NotoSansHebrew-Regular"))
    #expect(
      LayoutContext.preferringAndroidFaces([dejaVu, inter, noto, roboto], record: \.self).map(
        \.family) == ["Roboto", "Noto Sans Hebrew", "DejaVu Sans", "Inter"])
  }

  /// Sets `faces` as the fallback order of `style` in `context`, in that
  /// order and known only by their records (opened when first chosen).
  static func falling(back faces: [FontRecord], in context: LayoutContext, for style: LayoutStyle) {
    context.workspace.fallbackLists[context.styleKey(style)] = FallbackList(
      cascade: [],
      candidates: faces.map { FallbackCandidate(record: $0, characters: nil, hasColor: nil) })
  }

  /// Of Fontconfig's faces, one named for a letter's script is chosen
  /// before one that is not: a face named for another script that has the
  /// letter (Noto Sans Grantha has some Tamil letters; here Noto Sans Arabic
  /// renamed for Syriac) is passed over for a later one named for it (Noto
  /// Naskh Arabic). A cascade's order stands: the app chose it.
  @Test func aFaceNamedForTheScriptIsChosenFirst() throws {
    let catalog = Bundled.catalog
    var syriac = try #require(catalog.font(named: "NotoSansArabic-Regular"))
    syriac.family = "Noto Sans Syriac"
    let naskh = try #require(catalog.font(named: "NotoNaskhArabic-Regular"))
    let store = FontStore(catalog: catalog)
    let primary = try #require(try store.font(named: "Roboto-Regular"))
    try store.withContext { context in
      let style = LayoutStyle(font: primary, language: "en")
      Self.falling(back: [syriac, naskh], in: context, for: style)
      let arabic = try context.prepare("مرحبا 1", style: style)
      #expect(arabic.fontsUsed == ["Roboto-Regular", "NotoNaskhArabic-Regular"])
      let cascaded = LayoutStyle(
        font: primary, cascade: [try store.font(for: syriac), try store.font(for: naskh)],
        language: "en")
      #expect(
        try context.prepare("مرحبا 1", style: cascaded).fontsUsed == [
          "Roboto-Regular", "NotoSansArabic-Regular",
        ])
    }
    // Punctuation several scripts share (Script_Extensions: Arabic, Syriac,
    // …, Hanifi Rohingya for ؛) goes to a face named for the first of them
    // that has it, before a face named for none (a face of Arabic's
    // punctuation alone, as Noto Sans Hanifi Rohingya has it for Fontconfig).
    let shared = try FontCatalog(
      fontPaths: [Fixtures.fontsDirectory, Fixtures.data("fonts/SharedPunctuation.ttf")],
      includeSystemFonts: false)
    let punctuation = try #require(shared.font(named: "SharedPunctuation-Regular"))
    let sharedStore = FontStore(catalog: shared)
    let roboto = try #require(try sharedStore.font(named: "Roboto-Regular"))
    try sharedStore.withContext { context in
      let style = LayoutStyle(font: roboto, language: "he")
      Self.falling(back: [punctuation, naskh], in: context, for: style)
      let semicolon = try context.prepare("Hi ؛)", style: style)
      #expect(semicolon.fontsUsed == ["Roboto-Regular", "NotoNaskhArabic-Regular"])
    }
    for (family, named) in [
      ("Noto Sans Tamil", true), ("Noto Serif Tamil Slanted", true), ("Noto Sans Grantha", false),
      ("Tamilian Sans", false), ("Noto Sans Canadian Aboriginal", true), ("Canadian Sans", false),
    ] {
      let words = family.contains("Canadian") ? ["canadian", "aboriginal"] : ["tamil"]
      #expect(
        FallbackList.namesScript(family, words.map { Substring($0) }) == named, "\(family)")
    }
  }

  /// After text set in a fallback face, the digits, punctuation and
  /// symbols of its script stay in that face; its letters and marks are
  /// chosen a face again (N'Ko's letters after `=߬`, a cluster of
  /// punctuation and a tone mark that only DejaVu Sans had, stayed in it).
  @Test func aRunsFaceKeepsItsScriptsDigitsNotItsLetters() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let thai = try #require(try store.font(named: "NotoSansThai-Regular"))
    let tag = Scripts.tag(0x0E01)
    #expect(LayoutContext.keepsRunFace([0x0E51], font: thai, script: tag))  // ๑, a digit
    #expect(LayoutContext.keepsRunFace([0x0E5A], font: thai, script: tag))  // ๚, punctuation
    #expect(!LayoutContext.keepsRunFace([0x0E01], font: thai, script: tag))  // ก, a letter
    #expect(!LayoutContext.keepsRunFace([0x0E31], font: thai, script: tag))  // a vowel mark
    #expect(LayoutContext.keepsRunFace([0x002C], font: thai, script: 0) == thai.covers(0x002C))
  }

  /// The scripts shared punctuation looks for a face by: those the text's
  /// language is written in first (Devanagari's danda in Hindi, Bengali's
  /// otherwise, ICU's order), none where one of them is set by faces of no
  /// script's name (CJK punctuation, which Yi shares; U+202F, which
  /// Mongolian shares with Latin): a face for those serves it. On Android
  /// only Roboto itself is its sans-serif, not Roboto Condensed.
  @Test func sharedPunctuationLooksForTheLanguagesScriptFirst() throws {
    let store = FontStore(catalog: Bundled.catalog)
    store.withContext { context in
      func first(_ scalar: UInt32, _ language: String?) -> String? {
        context.namedScripts(of: [scalar][...], language: language).first.map {
          Scripts.tagString($0.0)
        }
      }
      #expect(first(0x0964, "hi") == "Deva")
      #expect(first(0x0964, nil) == "Beng")
      #expect(first(0x061B, "he") == "Arab")
      #expect(first(0x3001, "ja") == nil)
      #expect(first(0x300C, nil) == nil)
      #expect(first(0x202F, "fr") == nil)
      #expect(first(0x0BAA, "gu") == "Taml")  // a letter: its own script
    }
    let roboto = try #require(Bundled.catalog.font(named: "Roboto-Regular"))
    var condensed = roboto
    condensed.family = "Roboto Condensed"
    #expect(LayoutContext.androidRank(roboto) == 0)
    #expect(LayoutContext.androidRank(condensed) == 2)
  }

  /// Punctuation of no script of its own stays in the fallback face the
  /// text before it is set in, where that face has it: a face tried first
  /// that has only the punctuation (as Noto Sans Adlam has Arabic's ؟ ، ؛)
  /// takes none of it. Where the text before is in the primary face, the
  /// first face that has it sets it.
  @Test func punctuationStaysInTheFaceOfTheTextBeforeIt() throws {
    let catalog = try FontCatalog(
      fontPaths: [Fixtures.fontsDirectory, Fixtures.data("fonts/SharedPunctuation.ttf")],
      includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let primary = try #require(try store.font(named: "Roboto-Regular"))
    let punctuation = try #require(try store.font(named: "SharedPunctuation-Regular"))
    let arabic = try #require(try store.font(named: "NotoSansArabic-Regular"))
    let style = LayoutStyle(font: primary, cascade: [punctuation, arabic], language: "ar")
    try store.withContext { context in
      let word = try context.prepare("مرحبا؟ هل، نعم؛", style: style)
      #expect(word.fontsUsed == ["Roboto-Regular", "NotoSansArabic-Regular"])
      // Also after text the primary face sets (a space, a digit): the last
      // fallback face, not the next.
      let later = try context.prepare("إلى 0؟ ١٠", style: style)
      #expect(later.fontsUsed == ["Roboto-Regular", "NotoSansArabic-Regular"])
      let alone = try context.prepare("Hi؟", style: style)
      #expect(alone.fontsUsed == ["Roboto-Regular", "SharedPunctuation-Regular"])
    }
    // With no cascade, the faces made for the text's language come first
    // (Fontconfig's languages: Noto Sans Arabic's hold `ar`, the
    // punctuation face's none), so digits that begin the text are not set
    // in a face that has only them.
    try store.withContext { context in
      let plain = LayoutStyle(font: primary, language: "ar")
      let digits = try context.prepare("١٠٠ مرحبا", style: plain)
      #expect(!digits.fontsUsed.contains("SharedPunctuation-Regular"), "\(digits.fontsUsed)")
      #expect(digits.fontsUsed.count == 2)
    }
    // A cluster that asks for emoji presentation does not stay in a face
    // without colour: it is chosen as any such cluster is. A selector after
    // a character with no emoji form (؟) asks for nothing.
    #expect(LayoutContext.keepsRunFace([0x061F], font: punctuation))
    #expect(LayoutContext.keepsRunFace([0x061F, 0xFE0F], font: punctuation))
    let inter = try #require(try store.font(named: "Inter-Regular"))
    #expect(LayoutContext.keepsRunFace([0x2764], font: inter))
    #expect(!LayoutContext.keepsRunFace([0x2764, 0xFE0F], font: inter))
    // A letter of a script is not kept, whatever the face has.
    #expect(!LayoutContext.keepsRunFace([0x0627], font: arabic))
    // Shown as an emoji by default (a colour face first): 👍, not ❤ or ©.
    #expect(Scripts.isEmojiByDefault(0x1F44D) && Scripts.isEmojiByDefault(0x231A))
    #expect(!Scripts.isEmojiByDefault(0x2764) && !Scripts.isEmojiByDefault(0xA9))
  }

  @Test func coveredTextMakesNoFallbackList() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let primary = try #require(try store.font(named: "Inter-Regular"))
    let context = try LayoutContext(store: store)
    let prepared = try context.prepare("Settings — “Wi-Fi” 123", style: LayoutStyle(font: primary))
    #expect(prepared.fontsUsed == ["Inter-Regular"])
    #expect(context.workspace.fallbackLists.isEmpty)
    #expect(store.openedLocations == [primary.record.location])
  }

  /// What lets a face be passed over unopened: for every bundled face,
  /// Fontconfig's charset holds every character its map covers (controls
  /// aside) and its colour flag is FreeType's.
  @Test func fontconfigsRecordAgreesWithTheFaces() throws {
    let store = FontStore(catalog: Bundled.catalog)
    let primary = try #require(Bundled.catalog.font(named: "Roboto-Regular"))
    let candidates = Bundled.catalog.fallbackCandidates(for: primary, language: nil)
    #expect(!candidates.contains { $0.record.location == primary.location })
    var checked = 0
    for candidate in candidates {
      guard let font = try? store.font(for: candidate.record) else { continue }
      let characters = try #require(candidate.characters, "\(candidate.record.postscriptName)")
      for range in font.coverage.ranges {
        for value in range where !CharacterClass.isIgnorableForCoverage(value) {
          if !characters.contains(scalarValue: value) {
            Issue.record("\(candidate.record.postscriptName) maps U+\(String(value, radix: 16))")
            break
          }
        }
      }
      #expect(candidate.hasColor == font.hasColor, "\(candidate.record.postscriptName)")
      checked += 1
    }
    #expect(checked > 40)
  }
}
