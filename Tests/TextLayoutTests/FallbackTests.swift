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
}
