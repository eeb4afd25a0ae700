import Foundation
import Testing
import TypeScale

@testable import TypometerChecks

@Suite struct CheckFindingWordingTests {
  static let cases: [(CheckFindingDetail, String)] = [
    (
      .noContainer(key: "library.title"),
      "'library.title' matches no container's keys, so it was not measured; add a container (keys [\"*\"] catches everything)"
    ),
    (
      .unusedContainer(index: 6, keys: ["x*", "hello*"], suggestions: []),
      "containers[6] (keys x*, hello*) matches no string, or only strings an earlier container takes"
    ),
    (
      .notMeasured(style: "ghost", reason: .fontNotInCatalog("Nope-Regular")),
      "strings in style 'ghost' were not measured: its font 'Nope-Regular' is not in the catalog"
    ),
    (
      .notMeasured(style: "s", reason: .fontUnreadable("A-Regular")),
      "strings in style 's' were not measured: its font 'A-Regular' cannot be opened"
    ),
    (
      .notMeasured(style: "s", reason: .noFontName),
      "strings in style 's' were not measured: it has no font-name"
    ),
    (
      .notMeasured(style: "s", reason: .noPointSize),
      "strings in style 's' were not measured: it has no point-size"
    ),
    (
      .notMeasured(style: "s", reason: .unscalable),
      "strings in style 's' were not measured: its sizes cannot be scaled (see the config findings)"
    ),
    (
      .tooLong(key: "big.text", limit: 262_144),
      "'big.text' is longer than 262144 UTF-16 units and was not measured"
    ),
    (
      .uncovered(key: "k", missing: ["\u{1F9FF}", "\u{16A0}"]),
      "'k' has characters no font in the catalog covers: U+1F9FF 🧿, U+16A0 ᚠ; add a font covering them (Runic, emoji: Noto Color Emoji stands in for a device's) to the spec's fonts"
    ),
    (
      .uncovered(
        key: "k", missing: ["\u{1F44E}"], emojiFonts: ["/app/Fonts/NotoColorEmoji-subset.ttf"]),
      "'k' has characters no font in the catalog covers: U+1F44E 👎; add a font covering them (emoji: the catalog's emoji font (NotoColorEmoji-subset.ttf) lacks them; the whole Noto Color Emoji stands in for a device's) to the spec's fonts"
    ),
    (
      .uncovered(key: "k", missing: ["\u{1F44E}"], emojiFonts: ["a/Twemoji.ttf", "b/Emoji.ttf"]),
      "'k' has characters no font in the catalog covers: U+1F44E 👎; add a font covering them (emoji: the catalog's emoji fonts (Twemoji.ttf, Emoji.ttf) lack them; the whole Noto Color Emoji stands in for a device's) to the spec's fonts"
    ),
    // A script whose other characters a face sets (a subset): its file.
    (
      .uncovered(
        key: "k", missing: ["\u{4E00}", "\u{16A0}"],
        scriptFonts: ["Han": ["/app/Fonts/NotoSansCJKjp-Regular-subset.otf"]]),
      "'k' has characters no font in the catalog covers: U+4E00 一, U+16A0 ᚠ; add a font covering them (Han: NotoSansCJKjp-Regular-subset.otf, which sets the others, lacks them, Runic) to the spec's fonts"
    ),
    // Scripts of the same files (a Japanese subset's kanji and kana) are
    // named together.
    (
      .uncovered(
        key: "k", missing: ["\u{4E00}", "\u{3042}"],
        scriptFonts: [
          "Han": ["/app/Fonts/NotoSansCJKjp-Regular-subset.otf"],
          "Hiragana": ["/app/Fonts/NotoSansCJKjp-Regular-subset.otf"],
        ]),
      "'k' has characters no font in the catalog covers: U+4E00 一, U+3042 あ; add a font covering them (Han and Hiragana: NotoSansCJKjp-Regular-subset.otf, which sets the others, lacks them) to the spec's fonts"
    ),
    (
      .uncovered(key: "k", missing: ["\u{2192}"]),
      "'k' has characters no font in the catalog covers: U+2192 →; add a font covering them (symbols: Noto Sans Symbols 2 has most) to the spec's fonts"
    ),
    (
      .uncovered(key: "k", missing: ["\u{100964}", "\u{2192}"]),
      "'k' has characters no font in the catalog covers: U+100964 \u{100964}, U+2192 →; add a font covering them (symbols: Noto Sans Symbols 2 has most, private use: an icon font's or SF Symbols') to the spec's fonts"
    ),
    // Apple's logo, in Apple's own fonts at U+F8FF, is named as such.
    (
      .uncovered(key: "k", missing: ["\u{F8FF}"]),
      "'k' has characters no font in the catalog covers: U+F8FF \u{F8FF}; add a font covering them (U+F8FF: the Apple logo, in Apple's system fonts) to the spec's fonts"
    ),
    (
      .uncovered(key: "k", missing: (0x41...0x49).compactMap(Unicode.Scalar.init)),
      "'k' has characters no font in the catalog covers: U+0041 A, U+0042 B, U+0043 C, U+0044 D, U+0045 E, U+0046 F, U+0047 G, U+0048 H, …; add a font covering them (Latin) to the spec's fonts"
    ),
    (
      .overflow(
        .init(
          key: "onboarding.title", style: "title", width: 343,
          step: .category(.accessibilityMedium),
          pointSize: 46.123, lines: 3, maxLines: 2, height: 55.814, clusterWidth: nil)),
      "'onboarding.title' overflows its 343 pt title container from accessibilityMedium (46.12 pt) on: takes 3 lines where 2 fit (+55.81 pt tall)"
    ),
    (
      .overflow(
        .init(
          key: "k", style: "body", width: 50.5, step: .category(.large), pointSize: 17, lines: nil,
          maxLines: nil, height: 0, clusterWidth: 3.25)),
      "'k' overflows its 50.5 pt body container from large (17 pt) on: a character is 3.25 pt wider than the container"
    ),
    (
      .overflow(
        .init(
          key: "k", style: "body", width: 50, step: .category(.large), pointSize: 17, lines: 4,
          maxLines: 2, height: 39.84, clusterWidth: 1)),
      "'k' overflows its 50 pt body container from large (17 pt) on: takes 4 lines where 2 fit (+39.84 pt tall); a character is 1 pt wider than the container"
    ),
    (
      // A one-line container: how wide the text is on its one line.
      .overflow(
        .init(
          key: "k", style: "button", width: 160, step: .category(.large), pointSize: 17,
          lines: 2, maxLines: 1, height: 20.5, advance: 181.256)),
      "'k' overflows its 160 pt button container from large (17 pt) on: takes 2 lines where 1 fits (181.26 pt wide, +20.5 pt tall)"
    ),
    (
      // A label that shrinks, not enough.
      .overflow(
        .init(
          key: "k", style: "button", width: 160, step: .category(.large), pointSize: 17,
          lines: 2, maxLines: 1, height: 20.5, advance: 181.256, minimumScaleFactor: 0.75)),
      "'k' overflows its 160 pt button container from large (17 pt) on: takes 2 lines where 1 fits (181.26 pt wide, +20.5 pt tall); it does not fit shrunk to its minimumScaleFactor (0.75×) either"
    ),
    (
      .wordSplit(
        key: "k",
        words: [
          .init(word: "Hintergrundübertragung", marked: "Hintergrund|übertragung"),
          .init(word: "42", marked: "4|2"),
        ], step: .category(.accessibilityLarge), pointSize: 40),
      "'k' breaks words inside themselves from accessibilityLarge (40 pt) on: 'Hintergrundübertragung' (Hintergrund|übertragung), '42' (4|2) are each wider than the line; give the container more width or lines, or the text a shorter word or a soft hyphen"
    ),
    (
      .wordSplit(
        key: "k", words: [.init(word: "Alexandria\u{A0}Folgen", marked: "Alexandria\u{A0}Fol|gen")],
        step: .category(.large), pointSize: 17, sample: "Alexandria"),
      "'k' breaks a word inside itself from large (17 pt) on: 'Alexandria\u{A0}Folgen' (Alexandria\u{A0}Fol|gen; joined by no-break character U+00A0) is wider than the line; the word holds a format specifier's sample ('Alexandria'): if the app fills in something shorter, set the container's formatSamples to it; else give the container more width or lines, or the text a shorter word or a soft hyphen"
    ),
    (
      // A word the string holds twice, broken alike, is said once.
      .wordSplit(
        key: "k",
        words: [
          .init(word: "alkalmazásbeállításokban", marked: "alkalmazásbeállításokb|an"),
          .init(word: "alkalmazásbeállításokban", marked: "alkalmazásbeállításokb|an"),
        ], step: .category(.large), pointSize: 17),
      "'k' breaks a word inside itself from large (17 pt) on: 'alkalmazásbeállításokban' (alkalmazásbeállításokb|an) is wider than the line; give the container more width or lines, or the text a shorter word or a soft hyphen"
    ),
    (
      .wordSplit(
        key: "k", words: [.init(word: "Benachrichtigung", marked: "Benachrichti|gung")],
        step: .category(.large), pointSize: 17),
      "'k' breaks a word inside itself from large (17 pt) on: 'Benachrichtigung' (Benachrichti|gung) is wider than the line; give the container more width or lines, or the text a shorter word or a soft hyphen"
    ),
    (
      // With its container: the line of which container the word is wider than.
      .wordSplit(
        key: "k", words: [.init(word: "Benachrichtigung", marked: "Benachrichti|gung")],
        step: .fontScale(2), pointSize: 28, width: 96.5, style: "label"),
      "'k' breaks a word inside itself from font scale 2 (28 dp) on: 'Benachrichtigung' (Benachrichti|gung) is wider than a line of its 96.5 dp label container; give the container more width or lines, or the text a shorter word or a soft hyphen"
    ),
    (
      // Joined by no-break spaces, a run that looks like words is one.
      .wordSplit(
        key: "k",
        words: [
          .init(word: "bakstelėkite\u{A0}„Always“", marked: "bakstelėkite\u{A0}„Alw|ays“"),
          .init(
            word: "10\u{202F}000\u{A0}km\u{A0}\u{202F}",
            marked: "10\u{202F}000|\u{A0}km\u{A0}\u{202F}"),
        ], step: .category(.large), pointSize: 17),
      "'k' breaks words inside themselves from large (17 pt) on: 'bakstelėkite\u{A0}„Always“' (bakstelėkite\u{A0}„Alw|ays“; joined by no-break character U+00A0), '10\u{202F}000\u{A0}km\u{A0}\u{202F}' (10\u{202F}000|\u{A0}km\u{A0}\u{202F}; joined by no-break characters U+00A0, U+202F) are each wider than the line; give the container more width or lines, or the text a shorter word or a soft hyphen"
    ),
  ]

  @Test(arguments: cases)
  func messagesAreWordedExactly(_ detail: CheckFindingDetail, _ message: String) {
    #expect(CheckFindingWording.message(for: detail) == message)
  }

  /// The blocks an uncovered finding looks for emoji in hold every
  /// Emoji_Presentation character of the toolchain's Unicode data, and the
  /// Private Use Areas are general category Co: a character outside is
  /// never missed.
  @Test func emojiAndPrivateUseAreFoundByTheirBlocks() {
    var emoji = 0
    var missed: [UInt32] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.properties.isEmojiPresentation {
        emoji += 1
        if !CheckFindingWording.mayPresentAsEmoji(value) { missed.append(value) }
      }
      if CheckFindingWording.isPrivateUse(value)
        != (scalar.properties.generalCategory == .privateUse)
      {
        missed.append(value)
      }
    }
    #expect(missed.isEmpty, "\(missed.prefix(10).map { String($0, radix: 16) })")
    #expect(emoji > 1_000)
    let found = CheckFindingWording.scriptsToFind(for: ["😀", "\u{E000}", "日"])
    #expect(found.count == 3)
    #expect(found.contains { $0.hasPrefix("emoji") })
    #expect(found.contains { $0.hasPrefix("private use") })
    // An emoji shown as text by default is an emoji where U+FE0F follows it
    // (DuckDuckGo's ☝️), not alone (✔ U+2714, set in a text face).
    let shown = CheckFindingWording.shownAsEmoji(in: "Tap \u{261D}\u{FE0F} \u{2714} 1\u{FE0F}")
    #expect(shown == ["\u{261D}", "1"])
    #expect(
      CheckFindingWording.scriptsToFind(for: ["\u{261D}"], shownAsEmoji: shown).contains {
        $0.hasPrefix("emoji")
      })
    // Alone, each is a symbol of a text face: a symbol font's.
    let symbols = ["symbols: Noto Sans Symbols 2 has most"]
    #expect(CheckFindingWording.scriptsToFind(for: ["\u{2714}"], shownAsEmoji: shown) == symbols)
    #expect(CheckFindingWording.scriptsToFind(for: ["\u{261D}"]) == symbols)
  }

  /// Code point names against Foundation's `%04X` formatting, at the edges
  /// of each digit count and across the planes.
  @Test func codePointNamesMatchFormattedHex() {
    let values: [UInt32] =
      [0, 0x9, 0x41, 0xFF, 0x100, 0xFFF, 0x1000, 0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x1F9FF, 0xFFFFF]
      + [0x100000, 0x10FFFF] + Array(stride(from: 0, to: 0x110000, by: 0x1F3B))
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(codePointName(scalar) == String(format: "U+%04X", value))
    }
  }
}
