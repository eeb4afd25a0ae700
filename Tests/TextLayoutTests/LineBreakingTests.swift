import Foundation
import TestSupport
import Testing

@testable import TextLayout

@Suite struct LineBreakingTests {
  /// The texts of the lines, without hanging whitespace.
  func lines(
    _ text: String, font: String, size: Double = 17, width: Double?, language: String? = nil
  )
    throws -> [String]
  {
    let prepared = try Bundled.prepare(text, font: font, language: language)
    let measured = try prepared.measure(pointSize: size, in: Container(width: width))
    let units = Array(text.utf16)
    return measured.lineRanges.map {
      String(decoding: units[$0], as: UTF16.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// A line that ends at a soft hyphen shows a hyphen, which takes width:
  /// the line holds the word before it and the hyphen (`Donaudampf-`, but
  /// for the kerning between them), and where that is wider than the line
  /// the break is not taken there.
  @Test func aLineEndingAtASoftHyphenTakesTheHyphensWidth() throws {
    let text = "Donaudampf\u{AD}schiff"
    func advance(_ text: String) throws -> Double {
      try Bundled.prepare(text, font: "Inter-Regular").measure(pointSize: 20).advance
    }
    let hyphenated = try advance("Donaudampf-")
    #expect(hyphenated > (try advance("Donaudampf")) + 1)
    let prepared = try Bundled.prepare(text, font: "Inter-Regular")
    // Room for the hyphen: two lines, the first as wide as `Donaudampf-`.
    let roomy = try prepared.measure(pointSize: 20, in: Container(width: hyphenated + 0.5))
    #expect(roomy.lineRanges.first?.upperBound == 11)
    #expect(roomy.lineCount == 2)
    #expect(abs(roomy.lineWidths[0] - hyphenated) < 0.2, "\(roomy.lineWidths)")
    #expect(roomy.forcedBreaks.isEmpty)
    // Room for the word, not the hyphen: no break at the soft hyphen, nor
    // just before it (the same place, without the hyphen).
    let tight = try prepared.measure(pointSize: 20, in: Container(width: hyphenated - 1))
    #expect(tight.lineRanges.first?.upperBound != 11, "\(tight.lineRanges)")
    #expect(tight.lineRanges.first?.upperBound != 10, "\(tight.lineRanges)")
    #expect(tight.forcedBreaks == [9], "\(tight.forcedBreaks)")
    #expect(tight.lineWidths.allSatisfy { $0 <= hyphenated - 1 + 1e-9 }, "\(tight.lineWidths)")
    // On one line, no hyphen is shown.
    let one = try prepared.measure(pointSize: 20)
    #expect(abs(one.advance - (try advance("Donaudampfschiff"))) < 1e-9)
    // Where the hyphen does not fit, a later break without one still may:
    // `Donau-` is wider than `Donaui`, which fits.
    let later = try Bundled.prepare("Donau\u{AD}i x", font: "Inter-Regular")
    let donaui = try advance("Donaui")
    #expect(try advance("Donau-") > donaui + 1)
    let fitted = try later.measure(pointSize: 20, in: Container(width: donaui + 0.5))
    #expect(fitted.lineRanges.first == 0..<8, "\(fitted.lineRanges)")
    #expect(fitted.forcedBreaks.isEmpty)
    // The hyphen takes no letter spacing of its own: the soft hyphen's
    // cluster already has it.
    let spaced = LayoutStyle(font: try Bundled.font("Inter-Regular"), letterSpacing: 2)
    let tracked = try Bundled.store.withContext { context in
      try context.prepare(text, style: spaced).measure(
        pointSize: 20, in: Container(width: hyphenated + 12 * 2 + 0.5))
    }
    let trackedWord = try Bundled.store.withContext { context in
      try context.prepare("Donaudampf-", style: spaced).measure(pointSize: 20).advance
    }
    #expect(tracked.lineCount == 2)
    #expect(abs(tracked.lineWidths[0] - trackedWord) < 0.2, "\(tracked.lineWidths) \(trackedWord)")
  }

  /// A line that ends at a soft hyphen is drawn with its hyphen: the
  /// primary face's `-` at the line's end, its clusters as wide as the line.
  @Test func aSoftHyphensLineIsDrawnWithItsHyphen() throws {
    let text = "Donaudampf\u{AD}schiff"
    let font = try Bundled.font("Inter-Regular")
    let style = LayoutStyle(font: font)
    let prepared = try Bundled.store.withContext { try $0.prepare(text, style: style) }
    let hyphenated = try Bundled.store.withContext { context in
      try context.prepare("Donaudampf-", style: style).measure(pointSize: 20).advance
    }
    let measured = try prepared.measure(pointSize: 20, in: Container(width: hyphenated + 0.5))
    let lines = try prepared.glyphLines(for: measured, style: style)
    #expect(lines.count == 2)
    let hyphen = try #require(font.shaping.glyph(for: "-"))
    #expect(lines[0].glyphs.last?.glyphID == hyphen)
    #expect(!lines[1].glyphs.contains { $0.glyphID == hyphen })
    #expect(abs(lines[0].clusters.reduce(0) { $0 + $1.width } - lines[0].width) < 1e-9)
  }

  @Test func thaiBreaksAtDictionaryWordBoundaries() throws {
    // สวัสดี (hello) | ชาว (people) | โลก (world): Thai has no spaces between words.
    let prepared = try Bundled.prepare("สวัสดีชาวโลก", font: "NotoSansThai-Regular", language: "th")
    #expect(prepared.breaks == [6, 9, 12])
    // At the width of its longest word, each word takes a line.
    let longest = try Bundled.prepare("สวัสดี", font: "NotoSansThai-Regular").measure(pointSize: 17)
    let result = try lines(
      "สวัสดีชาวโลก", font: "NotoSansThai-Regular", width: longest.advance, language: "th")
    #expect(result == ["สวัสดี", "ชาว", "โลก"])
  }

  /// Apple's labels keep a Hangul word whole (`.hangulWordPriority`, in
  /// UIKit's `.standard` line-break strategy since iOS 14): Korean breaks at
  /// its spaces, and a word wider than the line is split (a word split, as
  /// in Latin text). Android's TextView breaks between any two syllables, as
  /// ICU's rules do, and a break there splits no word.
  @Test func appleKeepsHangulWordsWholeAndroidDoesNot() throws {
    let text = "한국어 안녕하세요 세계"
    let context = try LayoutContext(store: Bundled.store)
    func prepared(android: Bool) throws -> PreparedText {
      var style = LayoutStyle(font: try Bundled.font("NotoSansCJKkr-Regular"), language: "ko")
      style.laysOutAsAndroid = android
      #expect(style.breaksHangulAsAndroid == android && style.fallsBackAsAndroid == android)
      return try context.prepare(text, style: style)
    }
    let apple = try prepared(android: false)
    #expect(apple.breaks == [4, 10, 12])
    let android = try prepared(android: true)
    #expect(android.breaks == [1, 2, 4, 5, 6, 7, 8, 10, 11, 12])
    // A line narrower than 안녕하세요: Apple splits the word, Android wraps.
    let word = try context.prepare(
      "안녕하세요", style: LayoutStyle(font: try Bundled.font("NotoSansCJKkr-Regular")))
    let width = try word.measure(pointSize: 17).advance * 0.7
    for (text, android) in [(apple, false), (android, true)] {
      let measured = try text.measure(pointSize: 17, in: Container(width: width))
      let splits = WordSplit.find(
        in: text.text, at: measured.forcedBreaks, language: "ko", hangulWords: !android)
      #expect(splits.map(\.word) == (android ? [] : ["안녕하세요"]), "android: \(android)")
      #expect(measured.forcedBreaks.isEmpty == android)
    }
  }

  /// Beside Hangul, only a letter or digit joins the word: an emoji after a
  /// Korean word (a surrogate pair) may start a line.
  @Test func anEmojiAfterAHangulWordMayBreak() throws {
    let text = "안녕🎉세계"
    let units = Array(text.utf16)
    let kept = units.withUnsafeBufferPointer {
      CharacterClass.keepingHangulWords([2, 4, 6], hard: [], in: $0)
    }
    #expect(kept.offsets == [2, 4, 6])
    let joined = Array("안녕abc세계".utf16).withUnsafeBufferPointer {
      CharacterClass.keepingHangulWords([2, 5, 7], hard: [], in: $0)
    }
    #expect(joined.offsets == [7])
  }

  /// A break is mandatory only after a line end (UAX #14's BK, CR, LF, NL).
  /// ICU's rule status marks a dictionary break before one (inside a Thai
  /// run) as mandatory, and keeping Hangul words whole drops breaks before
  /// the mandatory ones: neither may move them. A paragraph narrower than
  /// the line is one line.
  @Test func mandatoryBreaksAreThoseAfterLineEnds() throws {
    let texts = [
      ("ภาษาไทย\nภาษาไทย", "NotoSansThai-Regular", "th"),
      ("สวัสดีครับ\nขอบคุณ\n", "NotoSansThai-Regular", "th"),
      ("안녕하세요\n안녕하세요", "NotoSansCJKkr-Regular", "ko"),
      ("한국어\n", "NotoSansCJKkr-Regular", "ko"),
      ("보관되었\u{2028}새 창 열기\r\n데이터가", "NotoSansCJKkr-Regular", "ko"),
    ]
    for (text, font, language) in texts {
      let prepared = try Bundled.prepare(text, font: font, language: language)
      let units = Array(text.utf16)
      // UAX #14's mandatory breaks: after BK (VT, FF, U+2028, U+2029), CR,
      // LF and NL (U+0085); CR LF is one line end, after its LF.
      let lineEnds: Set<UInt16> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
      let afterLineEnds = units.indices.filter {
        lineEnds.contains(units[$0])
          && !(units[$0] == 0x0D && units.dropFirst($0 + 1).first == 0x0A)
      }.map { Int32($0 + 1) }
      #expect(prepared.hardBreaks.map { prepared.breaks[Int($0)] } == afterLineEnds, "\(text)")
      let paragraphs = text.split(omittingEmptySubsequences: false) {
        $0 == "\n" || $0 == "\u{2028}" || $0 == "\r\n"
      }.map(String.init)
      #expect(try lines(text, font: font, width: 300, language: language) == paragraphs, "\(text)")
    }
  }

  @Test func japaneseNeverStartsALineWithClosingPunctuationOrSmallKana() throws {
    let text = "日本語の文章、漢字とかなカナ。"
    // From two characters wide up: no word of two characters needs breaking.
    for width in stride(from: 34.0, through: 200, by: 7) {
      let result = try lines(text, font: "NotoSansCJKjp-Regular", width: width, language: "ja")
      #expect(result.joined() == text)
      for line in result.dropFirst() {
        #expect(!["、", "。", "ァ", "ー"].contains(line.first.map(String.init) ?? ""), "\(width)")
      }
    }
    // Strict kinsoku: not before the prolonged sound mark or a small kana.
    let katakana = "からのフォローリクエスト"
    for width in stride(from: 34.0, through: 300, by: 5) {
      let result = try lines(katakana, font: "NotoSansCJKjp-Regular", width: width, language: "ja")
      #expect(result.joined() == katakana)
      for line in result.dropFirst() {
        #expect(!["ー", "ォ", "ェ", "ッ"].contains(line.first.map(String.init) ?? ""), "\(width)")
      }
    }
    // Between ideographs a line may break.
    let narrow = try lines("日本語", font: "NotoSansCJKjp-Regular", width: 20, language: "ja")
    #expect(narrow == ["日", "本", "語"])
  }

  /// Android's TextView breaks Japanese by ICU's default rules for it
  /// (`lineBreakStyle` none, its default): UAX #14's conditional Japanese
  /// starters (class CJ: small kana, the prolonged sound mark) take a break
  /// before them as ideographs do; Apple's strict kinsoku takes none there.
  @Test func androidBreaksBeforeSmallKanaAsICUsDefaultDoes() throws {
    // ス ー パ ー マ ー ケ ッ ト: ー and ッ are class CJ.
    let text = "スーパーマーケット"
    let context = try LayoutContext(store: Bundled.store)
    func breaks(android: Bool) throws -> [Int32] {
      var style = LayoutStyle(font: try Bundled.font("NotoSansCJKjp-Regular"), language: "ja")
      style.laysOutAsAndroid = android
      #expect(style.breaksKanaAsAndroid == android)
      return try context.prepare(text, style: style).breaks
    }
    #expect(try breaks(android: false) == [2, 4, 6, 8, 9])
    #expect(try breaks(android: true) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
  }

  @Test func trailingSpacesHangAndHardBreaksForceLines() throws {
    let font = "Roboto-Regular"
    let one = try Bundled.prepare("Hello   ", font: font)
    let bare = try Bundled.prepare("Hello", font: font)
    let width = try bare.measure(pointSize: 17).advance
    // The line fits exactly although its spaces are wider than what is left.
    let set = try one.measure(pointSize: 17, in: Container(width: width))
    #expect(set.lineRanges.count == 1)
    #expect(set.lineWidths == [width])
    #expect(try lines("a\nb", font: font, width: nil) == ["a", "b"])
    #expect(try lines("a\u{2028}b\u{2029}c", font: font, width: nil) == ["a", "b", "c"])
    #expect(try lines("a\n", font: font, width: 100).count == 2)
    #expect(try lines("a\n\nb", font: font, width: 100) == ["a", "", "b"])
  }

  @Test func aWordWiderThanTheLineMovesThenBreaksBetweenClusters() throws {
    let font = "Roboto-Regular"
    let word = try Bundled.prepare("Supercalifragilistic", font: font)
    let wordWidth = try word.measure(pointSize: 17).advance
    let result = try lines("Hi Supercalifragilistic", font: font, width: wordWidth * 0.6)
    #expect(result.first == "Hi")
    #expect(result.count == 3)
    #expect(result.dropFirst().joined() == "Supercalifragilistic")
    let measured = try Bundled.prepare("Hi Supercalifragilistic", font: font)
      .measure(pointSize: 17, in: Container(width: wordWidth * 0.6))
    #expect(measured.fits)
    #expect(measured.lineWidths.allSatisfy { $0 <= wordWidth * 0.6 })
  }

  @Test func aClusterWiderThanTheLineDoesNotFit() throws {
    let prepared = try Bundled.prepare("WWW", font: "Roboto-Regular")
    let measured = try prepared.measure(pointSize: 17, in: Container(width: 5))
    #expect(measured.lineRanges.count == 3)
    #expect(!measured.fits)
    #expect(measured.clusterWiderThanWidth)
    #expect(measured.overflowWidth > 0)
  }

  @Test func maxLinesAndHeights() throws {
    let prepared = try Bundled.prepare("one two three four five six", font: "Roboto-Regular")
    let measured = try prepared.measure(pointSize: 20, in: Container(width: 60, maxLines: 2))
    let metrics = try Bundled.font("Roboto-Regular").metrics
    let lineHeight = Double(metrics.ascender - metrics.descender + metrics.lineGap) * 20 / 2048
    #expect(measured.lineRanges.count > 2)
    #expect(!measured.fits)
    #expect(measured.overflowLines == measured.lineRanges.count - 2)
    #expect(abs(measured.lineHeight - lineHeight) < 1e-9)
    #expect(abs(measured.height - Double(measured.lineRanges.count) * lineHeight) < 1e-9)
    #expect(
      abs(measured.overflowHeight - Double(measured.lineRanges.count - 2) * lineHeight) < 1e-9)
    // 0 means no limit, as in UIKit.
    #expect(try prepared.measure(pointSize: 20, in: Container(width: 60, maxLines: 0)).fits)
    let fixed = try prepared.measure(
      pointSize: 20, in: Container(width: 60, lineHeight: .fixed(30)))
    #expect(fixed.lineHeights.allSatisfy { $0 == 30 })
  }

  @Test func aLineIsAsTallAsItsTallestFace() throws {
    // Noto Sans Arabic's hhea line is about twice Roboto's.
    let prepared = try Bundled.prepare("Hello there مرحبا", font: "Roboto-Regular")
    let roboto = try Bundled.font("Roboto-Regular").lineHeightPerPoint
    let arabic = try Bundled.font("NotoSansArabic-Regular").lineHeightPerPoint
    #expect(arabic > roboto)
    let measured = try prepared.measure(pointSize: 10, in: Container(width: 30))
    #expect(measured.lineRanges.count == 3)
    #expect(
      measured.lineHeights.map { ($0 * 1e9).rounded() / 1e9 }
        == [roboto * 10, roboto * 10, arabic * 10].map { ($0 * 1e9).rounded() / 1e9 })
    #expect(abs(measured.height - (2 * roboto + arabic) * 10) < 1e-9)
  }

  @Test func badInputIsDefinedOrATypedError() throws {
    let prepared = try Bundled.prepare("", font: "Roboto-Regular")
    let empty = try prepared.measure(pointSize: 17, in: Container(width: 100))
    #expect(empty.lineRanges.count == 1)
    #expect(empty.advance == 0)
    #expect(throws: LayoutError.invalidWidth(0)) {
      try prepared.measure(pointSize: 17, in: Container(width: 0))
    }
    #expect(throws: LayoutError.invalidWidth(-5)) {
      try prepared.measure(pointSize: 17, in: Container(width: -5))
    }
    #expect(throws: LayoutError.self) { try prepared.measure(pointSize: .nan) }
    #expect(throws: LayoutError.invalidSize(0)) { try prepared.measure(pointSize: 0) }
    let long = String(repeating: "word ", count: LayoutLimits.maximumTextLength / 5 + 1)
    #expect(throws: LayoutError.textTooLong(length: long.utf16.count)) {
      try Bundled.prepare(long, font: "Roboto-Regular")
    }
    // Lone surrogates cannot be in a Swift String; control characters are fine.
    let controls = try Bundled.prepare("a\u{0}\u{7}\tb\u{1B}", font: "Roboto-Regular")
    #expect(controls.missing.isEmpty)
    #expect(try controls.measure(pointSize: 17).lineRanges.count == 1)
  }

  @Test func sweepMatchesOneByOneAndRunsInParallel() throws {
    let texts = (0..<200).map { "String number \($0) with some words, and 日本 \($0 % 7)" }
    let style = LayoutStyle(font: try Bundled.font("Inter-Regular"))
    let sizes = [14.0, 17, 23, 53].map { SweepSize(pointSize: $0) }
    let results = Sweep.run(
      texts: texts, style: style, sizes: sizes, container: Container(width: 120),
      store: Bundled.store, workers: 4)
    #expect(results.count == texts.count)
    let context = try LayoutContext(store: Bundled.store)
    for (text, result) in zip(texts, results) {
      let swept = try result.get()
      #expect(swept.text == text)
      let prepared = try context.prepare(text, style: style)
      for (size, measurement) in zip(sizes, swept.measurements) {
        #expect(
          measurement
            == (try prepared.measure(pointSize: size.pointSize, in: Container(width: 120))))
      }
    }
  }
}
