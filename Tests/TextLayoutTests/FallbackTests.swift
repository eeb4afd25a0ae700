import FontCore
import FontDiscovery
import Foundation
import TestSupport
import Testing

@testable import TextLayout

@Suite struct FallbackTests {
  @Test(arguments: [
    ("Settings مرحبا", "NotoSansArabic-Regular"), ("Settings שלום", "NotoSansHebrew-Regular"),
    ("Settings ภาษาไทย", "NotoSansThai-Regular"), ("Settings 日本語", "NotoSansCJKjp-Regular"),
    ("Settings नमस्ते", "NotoSansDevanagari-Regular"), ("Done 👍🏽", "NotoColorEmoji"),
    ("Family 👨‍👩‍👧", "NotoColorEmoji"), ("Japan 🇯🇵", "NotoColorEmoji"),
  ])
  func latinFontFallsBackToTheScriptsFont(_ text: String, _ expected: String) throws {
    let prepared = try Bundled.prepare(text, font: "Inter-Regular")
    #expect(prepared.fontsUsed == ["Inter-Regular", expected])
    #expect(prepared.missing.isEmpty)
  }

  @Test func languageSteersTheChoiceBetweenFacesThatBothCover() throws {
    // Both CJK faces cover 日本; the Korean one is chosen for Korean text.
    let korean = try Bundled.prepare("Hi 日本", font: "Inter-Regular", language: "ko")
    #expect(korean.fontsUsed.last == "NotoSansCJKkr-Regular")
    let japanese = try Bundled.prepare("Hi 日本", font: "Inter-Regular", language: "ja")
    #expect(japanese.fontsUsed.last == "NotoSansCJKjp-Regular")
  }

  /// The faces made for a language's form of Han characters come first, by
  /// a mark in the family name (a word of its own) or in the PostScript
  /// name (before a hyphen); the rest keep their order.
  @Test(
    arguments: [
      ("ja", ["Noto Sans CJK JP", "Hiragino Japanese", "NotoSerifCJKjp-Regular"]),
      ("ja_JP", ["Noto Sans CJK JP", "Hiragino Japanese", "NotoSerifCJKjp-Regular"]),
      ("ko-KR", ["Source Han Sans KR", "Korean Gothic", "NotoSerifCJKkr-Regular"]),
      ("zh-Hans", ["PingFang SC", "Source Han Sans CN"]),
      ("zh-Hant", ["PingFang TC", "Source Han Sans TW"]),
      ("zh-HK", ["PingFang TC", "PingFang HK"]),
      ("en", []), (nil, []),
    ] as [(String?, [String])])
  func hanFacesOfTheLanguageComeFirst(_ language: String?, _ first: [String]) {
    // Each face by family; the serif ones are found by PostScript name only.
    let faces: [(family: String, name: String)] = [
      ("Arial Unicode", "ArialUnicodeMS"), ("PingFang SC", "PingFangSC-Regular"),
      ("PingFang TC", "PingFangTC-Regular"), ("PingFang HK", "PingFangHK-Regular"),
      ("Source Han Sans KR", "SourceHanSansKR-Regular"),
      ("Source Han Sans CN", "SourceHanSansCN-Regular"),
      ("Source Han Sans TW", "SourceHanSansTW-Regular"),
      ("Noto Sans CJK JP", "NotoSansCJKjp-Regular"), ("Korean Gothic", "KoreanGothic"),
      ("Hiragino Japanese", "HiraginoSans-W3"), ("Noto Serif CJK", "NotoSerifCJKjp-Regular"),
      ("Noto Serif CJK", "NotoSerifCJKkr-Regular"), ("JPEG Sans", "JPEGSans"),
      ("Tcl Mono", "TclMono"), ("Skr Serif", "SkrSerif-Regular"),
    ]
    let records = faces.map {
      FontRecord(
        postscriptName: $0.name, family: $0.family, style: "Regular", path: "/f/\($0.name)",
        index: FaceIndex())
    }
    let ordered = LayoutContext.preferringLanguage(records, language)
    // Family names for the ones found by family, PostScript names otherwise.
    let label = { (r: FontRecord) in r.family.hasPrefix("Noto Serif") ? r.postscriptName : r.family
    }
    #expect(ordered.prefix(first.count).map(label) == first)
    // The rest, in the order they came.
    let rest = records.filter { r in !first.contains(label(r)) }
    #expect(ordered.dropFirst(first.count).map(\.postscriptName) == rest.map(\.postscriptName))
  }

  @Test func scriptFontsFallBackForLatin() throws {
    for font in ["NotoSansThai-Regular", "NotoSansArabic-Regular", "NotoSansHebrew-Regular"] {
      let prepared = try Bundled.prepare("Wi-Fi", font: font)
      #expect(prepared.fontsUsed.count == 2)
      #expect(prepared.missing.isEmpty)
      let fallback = try #require(prepared.fonts.last)
      #expect("Wi-Fi".unicodeScalars.allSatisfy { fallback.coverage.contains($0) })
    }
  }

  @Test func emojiPresentationSelectorPicksTheColourFont() throws {
    // Inter has U+2764 HEAVY BLACK HEART; with U+FE0F it is an emoji.
    let prepared = try Bundled.prepare("I ❤️ it", font: "Inter-Regular")
    #expect(prepared.fontsUsed == ["Inter-Regular", "NotoColorEmoji"])
    // After a space (Wikipedia's Arabic string lost its emoji, kept the
    // selector), the selector asks for nothing: the space stays in the face.
    let stray = try Bundled.prepare("I \u{FE0F}it", font: "Inter-Regular")
    #expect(stray.fontsUsed == ["Inter-Regular"])
    #expect(!LayoutContext.isEmojiBase(0x20) && !LayoutContext.isEmojiBase(0x061F))
    #expect(LayoutContext.isEmojiBase(0x2764) && LayoutContext.isEmojiBase(0x31))
  }

  @Test func cascadeComesBeforeFontconfigsOrder() throws {
    let context = try LayoutContext(store: Bundled.store)
    let style = LayoutStyle(
      font: try Bundled.font("Roboto-Regular"),
      cascade: [try Bundled.font("NotoNaskhArabic-Regular")])
    let prepared = try context.prepare("Hi مرحبا", style: style)
    #expect(prepared.fontsUsed == ["Roboto-Regular", "NotoNaskhArabic-Regular"])
  }

  @Test func withoutFallbackCharactersAreMissingAndMeasuredAsNotdef() throws {
    let prepared = try Bundled.prepare("Hi 日本", font: "Roboto-Regular", fallback: false)
    #expect(prepared.fontsUsed == ["Roboto-Regular"])
    #expect(prepared.missing.map(\.value) == [0x65E5, 0x672C])
    #expect(try prepared.measure(pointSize: 17).advance > 0)
  }

  @Test func charactersNoFaceCoversAreReported() throws {
    // U+0F00 TIBETAN SYLLABLE OM: no bundled face has Tibetan.
    let prepared = try Bundled.prepare("Om ༀ", font: "Inter-Regular")
    #expect(prepared.missing == ["\u{0F00}"])
  }

  /// A cluster no face has whole (a translator's stray Devanagari ल before
  /// a Tamil vowel sign, medTimer's Tamil) sets its base in a face that has
  /// it, as a device does: only the mark is missing, and the face sets the
  /// base alone.
  @Test func aBaseIsSetWhereNoFaceHasItsMark() throws {
    let prepared = try Bundled.prepare("\u{0932}\u{0BCB}", font: "Roboto-Regular")
    #expect(prepared.missing == ["\u{0BCB}"])
    let set = prepared.fallbackCharacters.map { ($0.font.record.postscriptName, $0.characters) }
    #expect(set.count == 1 && set.first?.0 == "NotoSansDevanagari-Regular", "\(set)")
    #expect(set.first?.1 == ["\u{0932}"])
    // A mark another face has alone (a Hebrew point, which Noto Sans Hebrew
    // has) is not missing: a device sets it there, in a run of its own.
    let pointed = try Bundled.prepare("\u{0932}\u{05B8}", font: "Roboto-Regular")
    #expect(pointed.missing.isEmpty, "\(pointed.missing)")
    #expect(
      pointed.fallbackCharacters.map { $0.characters } == [["\u{0932}"], ["\u{05B8}"]],
      "\(pointed.fallbackCharacters.map { $0.characters })")
  }

  /// A mark on a base of the primary face that no face has with the base (a
  /// translator's Arabic kasra after a Latin letter, Rethink's `DNSِ`) is set
  /// alone in a face that has it, as Minikin itemizes it: not missing, and as
  /// wide as that face sets it (a lone kasra, `hb-shape` on Noto Sans Arabic:
  /// advance 0), not the primary's `.notdef` (908 units in Roboto).
  @Test func aMarkOnThePrimarysBaseIsSetInAFaceOfItsOwn() throws {
    let marked = try Bundled.prepare("DNS\u{0650}", font: "Roboto-Regular")
    #expect(marked.missing.isEmpty, "\(marked.missing)")
    let set = marked.fallbackCharacters.map { ($0.font.record.postscriptName, $0.characters) }
    #expect(set.count == 1 && set.first?.1 == ["\u{0650}"], "\(set)")
    #expect(set.first?.0.contains("Arabic") == true || set.first?.0.contains("Naskh") == true)
    let plain = try Bundled.prepare("DNS", font: "Roboto-Regular")
    #expect(
      abs(try marked.measure(pointSize: 17).advance - plain.measure(pointSize: 17).advance) < 1e-9)
    // A second mark after it of the same face (a shadda, which Roboto
    // lacks too): one run of the two, no empty run, the base's face after.
    let two = try Bundled.prepare("S\u{0650}\u{0651}x", font: "Roboto-Regular")
    #expect(two.missing.isEmpty, "\(two.missing)")
    #expect(two.runs.map(\.range) == [0..<1, 1..<3, 3..<4], "\(two.runs)")
    #expect(two.runs.map { $0.font > 0 } == [false, true, false])
    // One Roboto has between two that it lacks: back to the base's face
    // for it.
    let between = try Bundled.prepare("S\u{0650}\u{0301}\u{0651}x", font: "Roboto-Regular")
    #expect(between.runs.map(\.range) == [0..<1, 1..<2, 2..<3, 3..<4, 4..<5], "\(between.runs)")
  }
}
