import FontCore
import Foundation
import TestSupport
import Testing

@testable import Shaping

/// Plain text (characters no lookup but pair kerning can change) is set
/// without HarfBuzz: its glyphs, clusters and advances must be HarfBuzz's,
/// from hb-shape's rows (Scripts/reference-shaping.py) and from HarfBuzz
/// called with every shortcut off.
@Suite struct PlainShapingTests {
  typealias Face = MarkFeaturesTests.Face

  /// The bundled faces and test fonts, and KerningPairs.ttf
  /// (Scripts/make-kerning-font.py).
  static let faces =
    MarkFeaturesTests.faces + [Face(path: "Tests/Data/fonts/KerningPairs.ttf", index: 0)]

  /// Glyph, cluster and advance of each glyph of `text` through the hot
  /// path with `shortcuts`, and whether it was set as plain text.
  static func shaped(
    _ font: ShapingFont, _ text: String, buffer: ShapingBuffer,
    shortcuts: ShapingFont.Shortcuts = .all, language: String? = nil, features: [String] = []
  ) throws -> (glyphs: [[Int]], plain: Bool) {
    let units = Array(text.utf16)
    var glyphs: [[Int]] = []
    _ = try units.withUnsafeBufferPointer { utf16 in
      try font.shape(
        utf16: utf16, range: 0..<utf16.count,
        options: ShapingOptions(language: language, features: features),
        buffer: buffer, shortcuts: shortcuts
      ) { glyph, cluster, advance in
        glyphs.append([Int(glyph), cluster, Int(advance)])
      }
    }
    return (glyphs, buffer.lastRunWasPlain)
  }

  /// Whether `text` shapes alike with every shortcut and with none, and
  /// whether it was set as plain text.
  static func matchesHarfBuzz(
    _ font: ShapingFont, _ text: String, buffer: ShapingBuffer, language: String? = nil,
    features: [String] = []
  ) throws -> (same: Bool, plain: Bool) {
    let fast = try shaped(font, text, buffer: buffer, language: language, features: features)
    let harfBuzz = try shaped(
      font, text, buffer: buffer, shortcuts: [], language: language, features: features)
    return (fast.glyphs == harfBuzz.glyphs, fast.plain)
  }

  /// With features over the whole text (Android's `-liga,-clig` above 0.03
  /// em of letter spacing; one that turns a lookup on), plain text is set
  /// from the plan collected with them: HarfBuzz's glyphs still, and
  /// `office` is plain once its ligature is off; a feature over part of the
  /// text is left to HarfBuzz.
  @Test(arguments: faces)
  func everyCharacterShapesAsHarfBuzzWithFeatures(_ face: Face) throws {
    let font = try MarkFeaturesTests.font(face)
    let buffer = try ShapingBuffer()
    let texts = MarkFeaturesTests.runs(of: MarkFeaturesTests.characters(of: font), length: 10)
    for features in [["-liga", "-clig"], ["-liga", "-clig", "tnum"], ["smcp"]] {
      for text in texts {
        let result = try Self.matchesHarfBuzz(font, text, buffer: buffer, features: features)
        #expect(result.same, "\(features) \(text.unicodeScalars.map(\.value))")
      }
    }
    if face.path.contains("Roboto") {
      #expect(!(try Self.shaped(font, "office", buffer: buffer).plain))
      #expect(try Self.shaped(font, "office", buffer: buffer, features: ["-liga", "-clig"]).plain)
      #expect(!(try Self.shaped(font, "office", buffer: buffer, features: ["-liga[0:2]"]).plain))
    }
  }

  /// hb-shape's rows with no variations shape through the hot path as
  /// hb-shape shaped them, and some of them are plain text.
  @Test func hotPathGivesHBShapesRows() throws {
    let buffer = try ShapingBuffer()
    var plain = 0
    let rows = ShapingReference.all.filter { $0.variations.isEmpty }
    #expect(rows.count > 20)
    for row in rows {
      let font = try ShapingFont(
        path: Fixtures.font(row.file), index: FaceIndex(collection: row.index))
      let shaped = try Self.shaped(font, row.text, buffer: buffer)
      // hb-shape's clusters are UTF-8 offsets; the hot path's, UTF-16 ones.
      var utf16Offsets: [Int: Int] = [:]
      var (utf8, utf16) = (0, 0)
      for scalar in row.text.unicodeScalars {
        utf16Offsets[utf8] = utf16
        utf8 += String(scalar).utf8.count
        utf16 += scalar.utf16.count
      }
      #expect(
        shaped.glyphs
          == row.glyphs.map { [Int($0.id), utf16Offsets[$0.cluster] ?? -1, Int($0.advance)] },
        "\(row)")
      if shaped.plain { plain += 1 }
    }
    #expect(plain >= 3)
  }

  /// Every character of each face, in runs of ten, in three languages:
  /// the same glyphs, clusters and advances as HarfBuzz's.
  @Test(arguments: faces)
  func everyCharacterShapesAsHarfBuzz(_ face: Face) throws {
    let font = try MarkFeaturesTests.font(face)
    let buffer = try ShapingBuffer()
    let texts = MarkFeaturesTests.runs(of: MarkFeaturesTests.characters(of: font), length: 10)
    var plain = 0
    for language in [nil, "tr", "vi"] {
      for text in texts {
        let result = try Self.matchesHarfBuzz(font, text, buffer: buffer, language: language)
        #expect(result.same, "\(language ?? "-") \(text.unicodeScalars.map(\.value))")
        if result.plain { plain += 1 }
      }
    }
    if face.path.contains("Roboto") {
      #expect(try Self.shaped(font, "Typography, in type: 12 pt.", buffer: buffer).plain)
    }
    if face.path.contains("Roboto") || face.path.contains("Inter") {
      #expect(plain > 0)
    }
  }

  /// Every pair of the Latin, Greek and Cyrillic characters of the faces
  /// that kern them: HarfBuzz's advances, and most of them plain.
  @Test(arguments: [
    "Fonts/Roboto-Regular.ttf", "Fonts/Inter-Regular.otf", "Fonts/Inter-Bold.otf",
    "Tests/Data/fonts/KerningPairs.ttf", "Tests/Data/fonts/SpaceKernSecondValue.ttf",
    "Tests/Data/fonts/SpaceKernClassZero.ttf",
  ])
  func everyPairKernsAsHarfBuzz(_ path: String) throws {
    let font = try ShapingFont(path: Fixtures.repositoryRoot + "/" + path)
    let buffer = try ShapingBuffer()
    let ranges: [ClosedRange<UInt32>] = [0x20...0x17F, 0x391...0x3C9, 0x410...0x44F]
    let characters = ranges.joined().compactMap(Unicode.Scalar.init).filter {
      font.glyph(for: $0) != nil
    }
    var (runs, plain) = (0, 0)
    for first in characters {
      var pairs = String.UnicodeScalarView()
      for second in characters {
        pairs.append(first)
        pairs.append(second)
        guard pairs.count >= 32 || second == characters.last else { continue }
        let result = try Self.matchesHarfBuzz(font, String(pairs), buffer: buffer)
        #expect(result.same, "\(String(pairs).unicodeScalars.map(\.value))")
        runs += 1
        if result.plain { plain += 1 }
        pairs = String.UnicodeScalarView()
      }
    }
    #expect(plain * 2 > runs, "\(plain) of \(runs) runs plain")
  }

  /// KerningPairs.ttf's cases, as hb-shape 6.0.0 gives them: a second value
  /// record steps past the second glyph (A V A: V A is not kerned); a pair a
  /// format 1 subtable lacks falls through to the next subtable (T a); an
  /// extension lookup (L T); an x placement before the advance (P A);
  /// another feature's lookup (Y o). All plain in the default language;
  /// Turkish's plan has a lookup that skips base glyphs: HarfBuzz's.
  @Test func kerningPairsCases() throws {
    let font = try ShapingFont(path: Fixtures.data("fonts/KerningPairs.ttf"))
    let buffer = try ShapingBuffer()
    // Advances from `hb-shape Tests/Data/fonts/KerningPairs.ttf TEXT`.
    let cases: [(String, [Int])] = [
      ("AVA", [1236, 1354, 1336]), ("VA", [1234, 1336]), ("Ta", [1182, 1114]),
      ("To", [1142, 1168]), ("LT", [983, 1222]), ("PA", [1232, 1336]), ("Yo", [1197, 1168]),
      ("WA", [1817, 1336]),
    ]
    for (text, advances) in cases {
      let shaped = try Self.shaped(font, text, buffer: buffer)
      #expect(shaped.plain, "\(text)")
      #expect(shaped.glyphs.map { $0[2] } == advances, "\(text)")
      #expect(try Self.matchesHarfBuzz(font, text, buffer: buffer).same, "\(text)")
      let turkish = try Self.matchesHarfBuzz(font, text, buffer: buffer, language: "tr")
      #expect(turkish.same && !turkish.plain, "\(text)")
    }
    // f f is a ligature: f is not plain, and shapes as one glyph.
    let ligature = try Self.shaped(font, "ff", buffer: buffer)
    #expect(!ligature.plain && ligature.glyphs.count == 1)
  }

  /// The CJK characters a face lacks (punctuation, kana, ideographs, Hangul
  /// syllables, fullwidth forms), in runs of ten and after a space:
  /// set as HarfBuzz sets them (`.notdef`, or their decomposition), most of
  /// them plain in a face with no CJK at all.
  @Test(arguments: [
    "Fonts/Roboto-Regular.ttf", "Fonts/NotoSansArabic-Regular.ttf",
    "Tests/Data/fonts/KerningPairs.ttf",
  ])
  func charactersTheFaceLacksShapeAsHarfBuzz(_ path: String) throws {
    let font = try ShapingFont(path: Fixtures.repositoryRoot + "/" + path)
    let buffer = try ShapingBuffer()
    let ranges: [ClosedRange<UInt32>] = [
      0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF00...0xFFEF,
    ]
    let characters = ranges.joined().compactMap(Unicode.Scalar.init).filter {
      font.glyph(for: $0) == nil
    }
    var (runs, plain) = (0, 0)
    for run in MarkFeaturesTests.runs(of: characters, length: 10) {
      for text in [run, " " + run] {
        let result = try Self.matchesHarfBuzz(font, text, buffer: buffer)
        #expect(result.same, "\(text.unicodeScalars.map(\.value))")
        runs += 1
        if result.plain { plain += 1 }
      }
    }
    #expect(plain * 2 > runs, "\(plain) of \(runs) runs plain")
  }

  /// The CJK faces' characters and those they lack, mixed: HarfBuzz's.
  @Test(arguments: [0, 1])
  func cjkFacesShapeAsHarfBuzz(_ index: Int) throws {
    let font = try ShapingFont(
      path: Fixtures.font("NotoSansCJK-JPKR-subset.ttc"), index: FaceIndex(collection: index))
    let buffer = try ShapingBuffer()
    let characters = [0x3000...0x30FF, 0x4E00...0x4FFF, 0xAC00...0xAFFF, 0xFF00...0xFFEF]
      .joined().compactMap { Unicode.Scalar(UInt32($0)) }
    for text in MarkFeaturesTests.runs(of: characters, length: 7) {
      for language in [nil, "ja", "ko"] {
        let result = try Self.matchesHarfBuzz(font, text, buffer: buffer, language: language)
        #expect(result.same, "\(language ?? "-") \(text.unicodeScalars.map(\.value))")
      }
    }
  }

  /// What is not set as plain text: marks, the fraction slash, default
  /// ignorables, characters outside the BMP, right-to-left runs, a feature
  /// asked for over part of the text, a variable instance with coordinates.
  /// A face's instance with none is, and so is text with a feature asked
  /// for over all of it (`kern`, whose plan is HarfBuzz's).
  @Test func whatIsNotPlain() throws {
    let roboto = try ShapingFont(path: Fixtures.font("Roboto-Regular.ttf"))
    let buffer = try ShapingBuffer()
    #expect(try Self.shaped(roboto, "Hello", buffer: buffer).plain)
    // Ideographs Roboto lacks are its `.notdef`, as in HarfBuzz.
    let lacking = try Self.matchesHarfBuzz(roboto, "Hello 世界", buffer: buffer)
    #expect(lacking.same && lacking.plain)
    for text in ["He\u{301}llo", "1\u{2044}2", "soft\u{AD}ware", "a\u{200D}b", "👍"] {
      let result = try Self.matchesHarfBuzz(roboto, text, buffer: buffer)
      #expect(result.same && !result.plain, "\(text.unicodeScalars.map(\.value))")
    }
    let units = Array("Hello".utf16)
    for options in [
      ShapingOptions(direction: .rightToLeft), ShapingOptions(features: ["kern[0:2]"]),
    ] {
      _ = try units.withUnsafeBufferPointer {
        try roboto.shape(utf16: $0, range: 0..<$0.count, options: options, buffer: buffer) {
          _, _, _ in
        }
      }
      #expect(!buffer.lastRunWasPlain)
    }
    let kerned = try Self.matchesHarfBuzz(roboto, "Hello", buffer: buffer, features: ["kern"])
    #expect(kerned.same && kerned.plain)
    #expect(
      try Self.shaped(roboto.instance(variations: [], pointSize: 17), "Hi", buffer: buffer).plain)
    let variable = try ShapingFont(path: Fixtures.font("Inter-roman.var.ttf"))
    let bold = variable.instance(variations: [FontVariation("wght", 700)], pointSize: nil)
    let result = try Self.matchesHarfBuzz(bold, "Hello", buffer: buffer)
    #expect(result.same && !result.plain)
  }
}
