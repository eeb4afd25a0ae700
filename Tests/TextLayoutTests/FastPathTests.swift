import Foundation
import TestSupport
import Testing

@testable import TextLayout

/// `prepare` skips ICU where a text's units show what ICU would find; these
/// tests compare each shortcut with ICU's own answer.
@Suite struct FastPathTests {
  /// Texts from the repository (the benchmark corpus and the example app's
  /// strings), one a line.
  static let repositoryTexts: [String] = {
    let root = Fixtures.repositoryRoot
    var paths: [String] = []
    for directory in ["Benchmarks/corpus", "Examples/App"] {
      guard let enumerator = FileManager.default.enumerator(atPath: root + "/" + directory)
      else { continue }
      for case let path as String in enumerator
      where path.hasSuffix(".txt") || path.hasSuffix(".strings") {
        paths.append(root + "/" + directory + "/" + path)
      }
    }
    var texts: [String] = []
    for path in paths.sorted() {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      texts += text.split(separator: "\n").map(String.init)
    }
    return texts
  }()

  /// Units from many scripts and classes: letters, digits, spaces, marks,
  /// joiners, line ends, right-to-left letters, Hangul jamo and syllables,
  /// kana, Han, halves of surrogate pairs.
  static let unitPool: [UInt16] =
    Array("aZ09 .,:;-/()'\"!?%$\t\r\n".utf16) + [
      0x00A0, 0x00AD, 0x00E9, 0x0301, 0x0308, 0x0259, 0x02BC, 0x03B1, 0x0391, 0x0410, 0x0451,
      0x0483, 0x05D0, 0x05B4, 0x0627, 0x0644, 0x064E, 0x0661, 0x0600, 0x0915, 0x093F, 0x094D,
      0x0E01, 0x0E31, 0x0E33, 0x0E40, 0x1100, 0x1161, 0x11A8, 0x1E9E, 0x1EA0, 0x200B, 0x200C,
      0x200D, 0x2014, 0x2019, 0x2026, 0x2028, 0x202F, 0x20AC, 0x3000, 0x3001, 0x3002, 0x300C,
      0x3042, 0x3099, 0x30A2, 0x30FC, 0x4E00, 0x65E5, 0xAC00, 0xAC01, 0xD55C, 0xFE0F, 0xFF01,
      0xFF9E, 0xD83D, 0xDE00, 0xD83C, 0xDDEF,
    ]

  /// Deterministic pseudo-random texts over `pool`.
  static func generatedTexts(pool: [UInt16], count: Int, seed: UInt64) -> [[UInt16]] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in (0..<(1 + next() % 24)).map { _ in pool[next() % pool.count] } }
  }

  @Test func unitsBelowU0250ButCarriageReturnAreClustersOfTheirOwn() {
    // prepare's scan takes every unit below U+0250 but CR as a cluster of its own.
    let properties = UnitProperties()
    for unit in UInt16(0)..<0x0250 where unit != 0x0D {
      #expect(properties.entry(unit) & UnitProperties.standsAlone != 0, "U+\(unit)")
    }
  }

  @Test func unitsThatStandAloneAreClustersOfTheirOwnForICU() throws {
    let properties = UnitProperties()
    for locale in ["", "ja@lb=strict", "th"] {
      let breaker = try #require(LineBreaker(locale: locale))
      var disagreements: [UInt16] = []
      for value in 0..<0x10000 {
        let unit = UInt16(value)
        guard properties.entry(unit) & UnitProperties.standsAlone != 0 else { continue }
        // Next to a letter, to itself, and to Hangul LV and LVT syllables.
        let text: [UInt16] = [0x61, unit, 0x61, unit, unit, 0xAC00, unit, 0xAC01, unit, unit]
        let starts = text.withUnsafeBufferPointer { breaker.graphemeStarts(in: $0) }
        if starts != Array(0...Int32(text.count)) { disagreements.append(unit) }
      }
      #expect(disagreements.isEmpty, "\(locale): \(disagreements.prefix(20))")
    }
  }

  @Test func scriptOfEveryUnitMatchesICU() {
    let properties = UnitProperties()
    var disagreements: [UInt16] = []
    for value in 0..<0x10000 where value & 0xF800 != 0xD800 {
      let text = [UInt16(value)]
      let fast = text.withUnsafeBufferPointer { properties.scriptRuns($0) }
      let icu = text.withUnsafeBufferPointer { Scripts.runs($0) }
      if fast?.map(\.range) != icu.map(\.range) || fast?.map(\.tag) != icu.map(\.tag) {
        disagreements.append(UInt16(value))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }

  @Test func scriptRunsMatchICU() {
    let properties = UnitProperties()
    let texts =
      Self.repositoryTexts.map { Array($0.utf16) }
      + Self.generatedTexts(pool: Self.unitPool, count: 5000, seed: 1)
    for text in texts {
      let icu = text.withUnsafeBufferPointer { Scripts.runs($0) }
      guard let fast = text.withUnsafeBufferPointer({ properties.scriptRuns($0) }) else {
        #expect(text.contains { $0 & 0xF800 == 0xD800 }, "\(text)")
        continue
      }
      #expect(fast.map(\.range) == icu.map(\.range), "\(text)")
      #expect(fast.map(\.tag) == icu.map(\.tag), "\(text)")
    }
  }

  static let breakLocales = [
    "", "en", "en-US", "de", "fi", "sv", "fr", "ru", "el", "vi", "ar", "he", "hi", "th", "ja",
    "ja@lb=strict", "ja@lb=normal", "ja@lb=loose", "zh", "zh-Hant", "ko", "en@lb=loose",
    "en-u-lb-loose", "ko-u-lw-keepall",
  ]

  @Test(arguments: breakLocales)
  func simpleBreaksMatchICU(locale: String) throws {
    let breaker = try #require(LineBreaker(locale: locale))
    let simple = Array("aZ09 .,:;'\"".utf16) + Array(repeating: 0x20, count: 3)
    let punctuated = Array("aZ09 .,:;-/()'\"!?%$&_+*#@".utf16)
    let texts =
      Self.repositoryTexts.map { Array($0.utf16) }
      + Self.generatedTexts(pool: simple, count: 3000, seed: 3)
      + Self.generatedTexts(pool: Array("abcXY0189    .,".utf16), count: 3000, seed: 6)
      + Self.generatedTexts(pool: punctuated, count: 3000, seed: 4)
      + Self.generatedTexts(pool: Self.unitPool, count: 1000, seed: 5)
      + Self.generatedTexts(pool: Self.letterPool, count: 3000, seed: 9)
      + Self.generatedTexts(pool: Self.letterPool + punctuated, count: 2000, seed: 10)
      + [
        "a b", " a", "a ", "  ", "1.5", "a.5", "a .5", "1, 2", "a: b", "3:4", "e.g. x", "don't",
        "say \"hi\" 'x' ' y", "Größe: 5", "Ψάξε ξανά.", "Ещё 3, «да»", "Tiếp tục 'ở' đây",
      ].map {
        Array($0.utf16)
      }
    var checked = 0
    for text in texts {
      guard let fast = text.withUnsafeBufferPointer({ LineBreaker.simpleBreaks(in: $0) }) else {
        continue
      }
      checked += 1
      let icu = text.withUnsafeBufferPointer { breaker.breaks(in: $0) }
      #expect(fast == icu.offsets, "\(String(decoding: text, as: UTF16.self).debugDescription)")
      #expect(icu.hard.isEmpty)
    }
    #expect(checked > 2000)
  }

  /// Letters of ``LineBreaker/isSimpleLetter(_:)`` from each of its blocks,
  /// mixed with ASCII letters, digits, spaces, quotation marks and . , : ;
  static let letterPool: [UInt16] =
    Array("aZ09 .,:;'\"".utf16) + Array(repeating: 0x20, count: 3)
    + Array("ÀÖØßäöüÿĀŁőœřșțƒǅǺȘȳɏͰͷͻͿΆΈΌΎΐΑΩάώϏϐϕϰϷϿЀЁЖЯжяёѢҀҁҊӘӿԀԯḀẞạầễựỹỿ".utf16)

  @Test(arguments: breakLocales)
  func everySimpleLetterBreaksAsALetterInICU(locale: String) throws {
    let breaker = try #require(LineBreaker(locale: locale))
    var disagreements: [UInt16] = []
    for value in 0x80..<0x10000 where LineBreaker.isSimpleLetter(UInt16(value)) {
      let u = UInt16(value)
      // Next to spaces, letters, digits, quotation marks and infix separators.
      let text: [UInt16] =
        [u, 0x20, u, u, 0x61, u, 0x31, u, 0x2E, u, 0x2C, 0x20, 0x20, u, 0x27, u, 0x22, 0x20]
        + [u, 0x3A, u, 0x3B, 0x31, u, 0x20, u]
      guard let fast = text.withUnsafeBufferPointer({ LineBreaker.simpleBreaks(in: $0) }),
        text.withUnsafeBufferPointer({ breaker.breaks(in: $0) }) == (fast, [])
      else {
        disagreements.append(u)
        continue
      }
    }
    #expect(disagreements.isEmpty, "\(locale): \(disagreements.prefix(20))")
  }

  @Test func simpleBreaksTakeOnlyTheirCharacters() {
    for text in [
      "", "a-b", "a .b", "a\nb", "a\tb", "a!", "(a)", "a/b", "50%", "a\u{A0}b", "3×4", "6÷2",
      "ª", "µ", "a\u{37E}", "a\u{387}b", "a\u{B7}b", "ΐ\u{301}", "ж\u{483}", "Ա", "ʼ", "ɐ",
    ] {
      let units = Array(text.utf16)
      #expect(units.withUnsafeBufferPointer { LineBreaker.simpleBreaks(in: $0) } == nil, "\(text)")
    }
  }

  @Test func utf16UnitsMatchTheStringsUTF16View() {
    let texts =
      Self.repositoryTexts
      + Self.generatedTexts(pool: Self.unitPool, count: 2000, seed: 7).map {
        String(decoding: $0, as: UTF16.self)
      }
      + ["", "a", "é", "€", "𝄞", "👍🏽", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}"]
      + [String(repeating: "é€𝄞a", count: 409), String(repeating: "x", count: 4096)]
    let scratch = UTF16Scratch()
    for text in texts {
      #expect(utf16Units(of: text) == Array(text.utf16), "\(text.debugDescription)")
      #expect(Array(scratch.units(of: text)) == Array(text.utf16), "\(text.debugDescription)")
    }
  }

  @Test(arguments: [0.0, 0.8, -0.6])
  func wholeLinesMatchTheBreakByBreakSearch(letterSpacing: Double) throws {
    let context = try LayoutContext(store: Bundled.store)
    let texts =
      Self.repositoryTexts
      + Self.generatedTexts(pool: Self.unitPool, count: 300, seed: 8).map {
        String(decoding: $0, as: UTF16.self)
      } + ["", " ", "a", "a ", "a\n", "a b\nc", "WWW WWW", "\u{301}\u{301} x"]
    for (font, language) in [
      ("Roboto-Regular", "en"), ("NotoSansArabic-Regular", "ar"),
      ("NotoSansThai-Regular", "th"), ("NotoSansCJKjp-Regular", "ja"),
    ] {
      let style = LayoutStyle(
        font: try Bundled.font(font), language: language, letterSpacing: letterSpacing)
      for text in texts {
        let prepared = try context.prepare(text, style: style)
        for width in [nil, 1, 40, 120, 320, 5000] as [Double?] {
          for size in [9.0, 17, 53] {
            let container = Container(width: width, maxLines: 2)
            let whole = try prepared.measure(pointSize: size, in: container, takingWholeLines: true)
            let search = try prepared.measure(
              pointSize: size, in: container, takingWholeLines: false)
            #expect(whole == search, "\(text.debugDescription) at \(size) in \(width ?? 0)")
          }
        }
      }
    }
  }

  /// What `prepare` found, with every cluster listed.
  struct Outcome: Equatable {
    var positions: [Double]
    var breaks: [Int32]
    var hardBreaks: [Int32]
    var trimmed: [Int32]
    var clusterStarts: [Int32]
    var runs: [String]
    var fonts: [String]
    var missing: [Unicode.Scalar]

    init(_ prepared: PreparedText) {
      positions = prepared.positions
      breaks = prepared.breaks
      hardBreaks = prepared.hardBreaks
      trimmed = prepared.trimmed
      clusterStarts =
        prepared.clusterStarts.isEmpty
        ? Array(0...Int32(prepared.length)) : prepared.clusterStarts
      runs = prepared.fontRuns.map { "\($0.range)@\($0.font)" }
      fonts = prepared.fontsUsed
      missing = prepared.missing
    }
  }

  @Test(arguments: [
    ("Roboto-Regular", "en"), ("Inter-Bold", "el"), ("NotoSansArabic-Regular", "ar"),
    ("NotoSansHebrew-Regular", "he"), ("NotoSansThai-Regular", "th"),
    ("NotoSansDevanagari-Regular", "hi"), ("NotoSansCJKjp-Regular", "ja"),
    ("NotoSansCJKkr-Regular", "ko"), ("Roboto-Regular", "zh"),
  ])
  func prepareMatchesICUsPath(font: String, language: String) throws {
    let style = LayoutStyle(font: try Bundled.font(font), language: language)
    let fast = try LayoutContext(store: Bundled.store)
    let general = try LayoutContext(store: Bundled.store)
    general.usesFastPaths = false
    let texts =
      Self.repositoryTexts
      + Self.generatedTexts(pool: Self.unitPool, count: 400, seed: 2).map {
        String(decoding: $0, as: UTF16.self)
      }
      // Longer than the context's buffer for units takes.
      + [String(repeating: "Lorem ipsum, dolor sit amet. ", count: 150)]
    for text in texts {
      let a = Outcome(try fast.prepare(text, style: style))
      let b = Outcome(try general.prepare(text, style: style))
      #expect(a == b, "\(text.debugDescription)")
    }
  }
}
