import FontCore
import Foundation
import TestSupport
import Testing

@testable import TextLayout

/// Words broken inside themselves: where measuring breaks a line between
/// clusters, and which words `WordSplit` names.
@Suite struct WordSplitTests {
  static func measure(_ text: String, font: String, size: Double, width: Double, language: String?)
    throws -> TextMeasurement
  {
    let style = LayoutStyle(font: try Bundled.font(font), language: language)
    return try Bundled.store.withContext { context in
      try context.prepare(text, style: style).measure(
        pointSize: size, in: Container(width: width))
    }
  }

  /// A word wider than the line is broken between clusters: each forced
  /// break starts a line and falls between two letters of the word.
  @Test func aWordWiderThanTheLineIsBrokenAndNamed() throws {
    let text = "Hintergrundübertragungsdienst aktivieren"
    let m = try Self.measure(text, font: "Inter-Regular", size: 23, width: 200, language: "de")
    #expect(!m.forcedBreaks.isEmpty)
    let starts = Set(m.lineRanges.map(\.lowerBound))
    #expect(m.forcedBreaks.allSatisfy { starts.contains($0) })
    let units = Array(text.utf16)
    for offset in m.forcedBreaks {
      let before = Character(Unicode.Scalar(units[offset - 1])!)
      let after = Character(Unicode.Scalar(units[offset])!)
      #expect(before.isLetter && after.isLetter)
    }
    let splits = WordSplit.find(in: text, at: m.forcedBreaks, language: "de")
    #expect(splits.map(\.word) == ["Hintergrundübertragungsdienst"])
    #expect(splits[0].range == 0..<29)
    #expect(splits[0].marked.replacingOccurrences(of: "|", with: "") == splits[0].word)
    #expect(splits[0].marked.contains("|"))
  }

  /// A line cannot break before an opening parenthesis after a letter, so
  /// `Tiedosto(Alexandria)` is one run between break opportunities: a split
  /// inside either word is shown as that run, which is what is wider than
  /// the line, once however often it breaks; so is a word with the
  /// punctuation that ends its run.
  @Test func aSplitShowsTheRunWiderThanTheLine() throws {
    let text = "Avaa Tiedosto(Alexandria) nyt, Datenschutzhinweis. ok"
    let run = "Tiedosto(Alexandria)"
    let units = Array(text.utf16)
    var shownWords: Set<String> = []
    var seen: Set<String> = []
    var brokenTwice = false
    for width in stride(from: 40.0, through: 220, by: 10) {
      let m = try Self.measure(text, font: "Inter-Regular", size: 23, width: width, language: "fi")
      #expect(m.forcedBreakRuns.count == m.forcedBreaks.count)
      for (offset, range) in zip(m.forcedBreaks, m.forcedBreakRuns) {
        #expect(range.contains(offset) && range.lowerBound < offset)
        let runText = String(decoding: units[range], as: UTF16.self)
        #expect(!runText.contains(" "))
        #expect([run, "Datenschutzhinweis.", "Avaa", "nyt,"].contains(runText), "\(runText)")
      }
      let splits = WordSplit.find(in: text, at: m.forcedBreaks, language: "fi")
      seen.formUnion(splits.map(\.word))
      let shown = WordSplit.shown(splits, in: text, measurement: m)
      #expect(Set(shown.map(\.range)).count == shown.count)
      for split in shown {
        shownWords.insert(split.word)
        #expect(split.marked.replacingOccurrences(of: "|", with: "") == split.word)
        let marks = split.marked.filter { $0 == "|" }.count
        #expect(marks == m.forcedBreaks.filter { split.range.contains($0) }.count)
        if marks > 1 { brokenTwice = true }
        #expect([run, "Datenschutzhinweis.", "Avaa", "nyt"].contains(split.word), "\(split.word)")
        if split.word == run { #expect(split.range == 5..<25) }
      }
    }
    #expect(seen.isSuperset(of: ["Tiedosto", "Alexandria", "Datenschutzhinweis"]))
    #expect(shownWords.isSuperset(of: [run, "Datenschutzhinweis."]))
    #expect(!shownWords.contains("Alexandria") && !shownWords.contains("Tiedosto"))
    #expect(brokenTwice)
  }

  /// Android breaks an email address before its `.`: the run between break
  /// opportunities that is wider than the line starts before the address
  /// and ends inside it (`Person1;Person2(optional@email`: no opportunity
  /// after `;` or before `(`), while the address alone fits; the split is
  /// shown as that run with the rest of the address, not as the address.
  @Test func aRunEndingInsideALinkIsShownWithIt() throws {
    let text = "Person1;Person2(optional@email.com)"
    var style = LayoutStyle(font: try Bundled.font("Roboto-Regular"), language: "en")
    style.breaksLinksAsAndroid = true
    let m = try Bundled.store.withContext { context in
      try context.prepare(text, style: style).measure(pointSize: 23, in: Container(width: 320))
    }
    let splits = WordSplit.find(in: text, at: m.forcedBreaks, language: "en")
    let shown = WordSplit.shown(splits, in: text, measurement: m)
    #expect(shown.map(\.word) == ["Person1;Person2(optional@email.com"], "\(shown.map(\.marked))")
    #expect(shown.first?.marked.hasPrefix("Person1;Person2(optional@e") == true)
  }

  /// A line too narrow for `independently-` (no line breaks before a
  /// hyphen) is broken where the letters end, before the hyphen: that
  /// splits the compound, shown whole; a break before other punctuation,
  /// or before a hyphen no word follows, splits no word.
  @Test func aBreakBeforeACompoundsHyphenSplitsIt() throws {
    let text = "independently-run servers"
    let m = try Self.measure(text, font: "Roboto-Regular", size: 20, width: 126, language: "en")
    #expect(m.forcedBreaks == [13], "\(m.forcedBreaks)")
    let splits = WordSplit.find(in: text, at: m.forcedBreaks, language: "en")
    #expect(splits.map(\.word) == ["independently-run"])
    #expect(splits.map(\.marked) == ["independently|-run"])
    #expect(splits.map(\.range) == [0..<17])
    let shown = WordSplit.shown(splits, in: text, measurement: m)
    #expect(shown.map(\.marked) == ["independently|-run"])
    // A non-breaking hyphen: a cut on either side of it splits the compound.
    for offset in [1, 2] {
      #expect(
        WordSplit.find(in: "e\u{2011}mail now", at: [offset], language: "en").map(\.word) == [
          "e\u{2011}mail"
        ], "\(offset)")
    }
    // Hebrew's maqaf joins a compound as the hyphen does.
    #expect(WordSplit.find(in: "בית־ספר", at: [3], language: "he").map(\.marked) == ["בית|־ספר"])
    for (other, offset) in [
      ("com.example.app/ files", 15), ("independently- run", 13), ("independently-", 13),
      ("independently/run", 13), ("independently-,", 13),
    ] {
      #expect(WordSplit.find(in: other, at: [offset], language: "en").isEmpty, "\(other)")
    }
  }

  /// A word with a soft hyphen is not one run, yet every break the line
  /// made in it is marked, not only the first.
  @Test func everyBreakInAWordIsMarked() throws {
    let text = "Hintergrund\u{AD}übertragungsdienstaktivierungseinstellungen"
    let m = try Self.measure(text, font: "Inter-Regular", size: 23, width: 120, language: "de")
    let splits = WordSplit.find(in: text, at: m.forcedBreaks, language: "de")
    let shown = WordSplit.shown(splits, in: text, measurement: m)
    #expect(shown.count == 1)
    let word = try #require(shown.first)
    let inside = m.forcedBreaks.filter { word.range.contains($0) && $0 > word.range.lowerBound }
    #expect(inside.count > 1)
    #expect(word.marked.filter { $0 == "|" }.count == inside.count)
  }

  /// A run far longer than the line is shown once, shortened around its
  /// first break, in time linear in the text: 20,000 opening parentheses
  /// give no break opportunity.
  @Test func aLongRunIsShownShortened() throws {
    let text = String(repeating: "ab(", count: 20_000)
    let m = try Self.measure(text, font: "Inter-Regular", size: 17, width: 15, language: "en")
    #expect(m.forcedBreaks.count > 1_000)
    let splits = WordSplit.find(in: text, at: m.forcedBreaks, language: "en")
    let shown = WordSplit.shown(splits, in: text, measurement: m)
    #expect(shown.count == 1)
    let word = try #require(shown.first?.word)
    #expect(word.hasSuffix("…") && word.utf16.count <= WordSplit.maximumShownLength + 2)
    #expect(shown.first?.range == 0..<60_000)
    #expect(shown.first?.marked.contains("|") == true)
  }

  /// Words that fit never break inside: the lines start at spaces.
  @Test func wordsThatFitAreNotBroken() throws {
    let m = try Self.measure(
      "Turn on notifications to hear about new messages", font: "Roboto-Regular", size: 17,
      width: 120, language: "en")
    #expect(m.lineCount > 2)
    #expect(m.forcedBreaks.isEmpty)
  }

  /// Breaks between Japanese or Thai characters are how those lines break:
  /// no word is named, even for a forced break.
  @Test func scriptsWithoutSpacesAreLeftOut() throws {
    let thai = "ภาษาไทยเป็นภาษาที่สวยงาม"
    let m = try Self.measure(
      thai, font: "NotoSansThai-Regular", size: 40, width: 60, language: "th")
    #expect(m.lineCount > 3)
    let offsets = m.lineRanges.map(\.lowerBound).filter { $0 > 0 }
    #expect(WordSplit.find(in: thai, at: offsets, language: "th").isEmpty)
    let kana = "ありがとうございます"
    #expect(WordSplit.find(in: kana, at: [3, 5], language: "ja").isEmpty)
  }

  /// Numbers count as words; a break at a word boundary is no split.
  @Test func numbersCountAndBoundariesDoNot() {
    let text = "Code 12345678901234 sent"
    #expect(WordSplit.find(in: text, at: [10], language: "en").map(\.word) == ["12345678901234"])
    #expect(WordSplit.find(in: text, at: [5, 4, 19], language: "en").isEmpty)
    #expect(WordSplit.find(in: text, at: [0, 24, 99, -1], language: nil).isEmpty)
    // One word broken twice is named once.
    #expect(WordSplit.find(in: text, at: [8, 12], language: "en").count == 1)
  }

  /// One finder kept over many texts and languages names the same words as
  /// a fresh iterator per call.
  @Test func aKeptFinderNamesTheSameWords() {
    let cases: [(String, [Int], String?)] = [
      ("Hintergrundübertragungsdienst aktivieren", [11, 18, 33], "de"),
      ("Code 12345678901234 sent", [10, 5, 0, 24], "en"),
      ("ภาษาไทยเป็นภาษาที่สวยงาม", [4, 9], "th"),
      ("Настройки уведомлений", [4, 15], "ru"),
      ("", [0, 1], nil),
      ("Code 12345678901234 sent", [8, 12], nil),
    ]
    let finder = WordSplit.Finder()
    for _ in 0..<2 {
      for (text, offsets, language) in cases {
        #expect(
          WordSplit.find(in: text, at: offsets, language: language, using: finder)
            == WordSplit.find(in: text, at: offsets, language: language))
      }
    }
  }

  /// Several sizes' breaks asked about at once name, for each size, the
  /// words it alone names: a later list's break past every earlier one, a
  /// word named in one list and not kept from it for the next, an empty list.
  @Test func eachSizesBreaksNameTheirOwnWords() {
    let text = "Code 12345678901234 sent to Hintergrundübertragungsdienst"
    // "12345678901234" is 5..<19, "Hintergrundübertragungsdienst" 28..<57.
    let lists = [[10], [], [8, 40], [19, 45, 50], [5, 28, 57]]
    let expected = [
      ["12345678901234"], [], ["12345678901234", "Hintergrundübertragungsdienst"],
      ["Hintergrundübertragungsdienst"], [],
    ]
    let finder = WordSplit.Finder()
    let found = WordSplit.find(in: text, atEach: lists, language: "en", using: finder)
    #expect(found.map { $0.map(\.word) } == expected)
    #expect(found[2].map(\.offset) == [8, 40])
    #expect(found[3].map(\.offset) == [45])
    #expect(found[3].map(\.range) == [28..<57])
    #expect(WordSplit.find(in: text, atEach: [], language: "en", using: finder).isEmpty)
    // The last offset asked about is a boundary (the end of "Code"): no
    // word there, and the word before it is still named.
    let more = "Code... 𝒜lpha"
    // "Code" 0..<4, "..." 4..<7, " " 7..<8, "𝒜lpha" 8..<14.
    let code = WordSplit.find(in: more, atEach: [[2, 4]], language: "en", using: finder)
    #expect(code.map { $0.map(\.word) } == [["Code"]])
    #expect(code[0].map(\.range) == [0..<4])
    // An offset between two dots is in no word; a word with a letter outside
    // the BMP ("𝒜" is two UTF-16 units) is named whole.
    let other = WordSplit.find(
      in: more, atEach: [[2, 4], [5], [11]], language: "en", using: finder)
    #expect(other.map { $0.map(\.word) } == [["Code"], [], ["𝒜lpha"]])
    #expect(other[2].map(\.range) == [8..<14])
    // Breaks after Han or kana letters name no word; a later list's break
    // after Latin letters still does.
    let mixed = "日本語テキスト abcdef"
    #expect(
      WordSplit.find(in: mixed, atEach: [[1, 2], [10]], language: "ja", using: finder).map {
        $0.map(\.word)
      } == [[], ["abcdef"]])
  }

  /// Words and marks are decoded as `String(decoding:as: UTF16.self)`
  /// decodes them, lone surrogates repaired alike.
  @Test func wordsDecodeAsTheStandardLibraryDoes() {
    let samples: [[UInt16]] = [
      Array("Hintergrund".utf16), Array("日本語😀".utf16), [0x61, 0xD800, 0x62], [0xDC00],
      [0xD83D], [0x61, 0xDE00, 0xD83D, 0xDE00], [],
    ]
    for units in samples {
      let expected = String(decoding: units, as: UTF16.self)
      #expect(WordSplit.string(units) == expected)
      #expect(Array(WordSplit.string(units).utf8) == Array(expected.utf8))
      #expect(WordSplit.string(units[...]) == expected)
    }
  }
}
