import FontCore
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
    "th": "NotoSansThai-Regular", "ja": "NotoSansCJKjp-Regular",
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
    ]
    return texts
  }()

  /// Roboto kerns pairs with the space (its GPOS PairPos lookup 1 covers
  /// it, as fontTools shows); Noto Sans Arabic and Hebrew have no lookup
  /// that touches the space.
  @Test func facesWhoseSpaceTakesNoPartShapeWordByWord() throws {
    #expect(try !Bundled.font("Roboto-Regular").shaping.separatesWordsAtSpaces)
    #expect(try Bundled.font("NotoSansArabic-Regular").shaping.separatesWordsAtSpaces)
    #expect(try Bundled.font("NotoSansHebrew-Regular").shaping.separatesWordsAtSpaces)
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
  }
}
