import FontCore
import Foundation
import TestSupport
import Testing

@testable import Shaping

/// Text the face's composition and mark-positioning lookups cannot change is
/// shaped with those features off: the glyphs and advances must be
/// HarfBuzz's with them on. The texts each rule of those features in the
/// test faces matches come from Scripts/reference-mark-feature-rules.py
/// (fontTools' reading of the rules).
@Suite struct MarkFeaturesTests {
  struct Rule: Sendable {
    var path: String
    var face: Int
    var table: String
    var lookup: Int
    var text: String
  }

  /// The features turned off for free text, as user features.
  static let featuresOff = ["-ccmp", "-mark", "-mkmk", "-abvm", "-blwm"]

  struct Face: CustomTestStringConvertible, Sendable, Hashable {
    var path: String
    var index: Int
    var testDescription: String { "\(path) #\(index)" }
  }

  static let rules: [Rule] = {
    let table = (try? Fixtures.tsv("mark-feature-rules.tsv")) ?? []
    return table.compactMap { fields in
      guard fields.count == 5, let face = Int(fields[1]), let lookup = Int(fields[3]) else {
        return nil
      }
      let scalars = fields[4].split(separator: " ").compactMap {
        UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
      }
      return Rule(
        path: fields[0], face: face, table: fields[2], lookup: lookup,
        text: String(String.UnicodeScalarView(scalars)))
    }
  }()

  /// Every face of the bundled fonts and the test fonts the script reads.
  static let faces: [Face] = {
    var faces: [Face] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.fontsDirectory))
    for name in (names ?? []).sorted() where name.hasSuffix(".ttf") || name.hasSuffix(".otf") {
      faces.append(Face(path: "Fonts/" + name, index: 0))
    }
    faces += [0, 1].map { Face(path: "Fonts/NotoSansCJK-JPKR-subset.ttc", index: $0) }
    faces += [
      "SpaceKernClassZero", "SpaceContextClassZero", "SpaceKernSecondValue", "ComposingReached",
    ].map {
      Face(path: "Tests/Data/fonts/\($0).ttf", index: 0)
    }
    return faces
  }()

  static func font(_ face: Face) throws -> ShapingFont {
    try ShapingFont(
      path: Fixtures.repositoryRoot + "/" + face.path, index: FaceIndex(collection: face.index))
  }

  /// Glyph, cluster and advance of each glyph of `text`, through the hot
  /// path; the mark features on for every text when `keepsMarkFeatures`, and
  /// turned off by user features when `features` says so.
  static func shaped(
    _ font: ShapingFont, _ text: String, buffer: ShapingBuffer, keepsMarkFeatures: Bool,
    features: [String] = []
  ) throws -> [[Int]] {
    let units = Array(text.utf16)
    var glyphs: [[Int]] = []
    _ = try units.withUnsafeBufferPointer { utf16 in
      try font.shape(
        utf16: utf16, range: 0..<utf16.count, options: ShapingOptions(features: features),
        buffer: buffer, shortcuts: keepsMarkFeatures ? [] : [.markFeaturesOff]
      ) { glyph, cluster, advance in
        glyphs.append([Int(glyph), cluster, Int(advance)])
      }
    }
    return glyphs
  }

  /// The BMP characters from U+0020 that `font` has a glyph for.
  static func characters(of font: ShapingFont) -> [Unicode.Scalar] {
    (UInt32(0x20)...0xFFFF).compactMap(Unicode.Scalar.init).filter { font.glyph(for: $0) != nil }
  }

  /// `characters` in texts of `length` (the last may be shorter), in order.
  static func runs(of characters: [Unicode.Scalar], length: Int) -> [String] {
    stride(from: 0, to: characters.count, by: length).map {
      String(String.UnicodeScalarView(characters[$0..<min($0 + length, characters.count)]))
    }
  }

  static func isFree(_ font: ShapingFont, _ text: String) -> Bool {
    guard let composing = font.markFeatures else { return false }
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { composing.areFree($0, 0..<$0.count) }
  }

  @Test func referenceCoversTheFacesWithTheFeatures() {
    #expect(Self.rules.count == 5033)
    #expect(Self.rules.filter { $0.table == "GPOS" }.count == 1211)
    #expect(Set(Self.rules.map(\.path)).count == 15)
    #expect(Self.faces.count == 19)
  }

  /// Each text a rule matches shapes as HarfBuzz shapes it with the features
  /// on; where turning them off changes it, Typometer keeps them on.
  @Test(arguments: faces)
  func textsTheRulesMatchShapeAsWithTheFeaturesOn(_ face: Face) throws {
    let font = try Self.font(face)
    let buffer = try ShapingBuffer()
    var changed = 0
    for rule in Self.rules where rule.path == face.path && rule.face == face.index {
      let on = try Self.shaped(font, rule.text, buffer: buffer, keepsMarkFeatures: true)
      let off = try Self.shaped(
        font, rule.text, buffer: buffer, keepsMarkFeatures: true, features: Self.featuresOff)
      let typometer = try Self.shaped(font, rule.text, buffer: buffer, keepsMarkFeatures: false)
      #expect(
        typometer == on,
        "\(rule.table) lookup \(rule.lookup): \(rule.text.unicodeScalars.map(\.value))")
      if off != on {
        changed += 1
        #expect(!Self.isFree(font, rule.text), "\(rule.table) lookup \(rule.lookup)")
      }
    }
    let rules = Self.rules.filter { $0.path == face.path && $0.face == face.index }
    // Mark attachment moves glyphs by offsets, not advances, and the
    // layout's path reports advances only: in a face whose only rules
    // attach marks (Devanagari), turning the features off changes nothing
    // it reports.
    #expect((changed > 0) == rules.contains { $0.table == "GSUB" })
  }

  /// Free characters exist where they should (Latin letters in Roboto and
  /// Inter; none in a face without these features), and a text of them
  /// shapes as with the features on: every character of each face, in runs
  /// of ten.
  @Test(arguments: faces)
  func everyCharacterShapesAsWithTheFeaturesOn(_ face: Face) throws {
    let font = try Self.font(face)
    let buffer = try ShapingBuffer()
    var free = 0
    for text in Self.runs(of: Self.characters(of: font), length: 10) {
      if Self.isFree(font, text) { free += 1 }
      #expect(
        try Self.shaped(font, text, buffer: buffer, keepsMarkFeatures: false)
          == Self.shaped(font, text, buffer: buffer, keepsMarkFeatures: true),
        "\(text.unicodeScalars.map(\.value))")
    }
    if face.path.contains("Roboto") || face.path.contains("Inter") {
      #expect(Self.isFree(font, "Typography, in type: 12 pt."))
      #expect(free > 0)
    }
    if !Self.rules.contains(where: { $0.path == face.path && $0.face == face.index }) {
      #expect(font.markFeatures == nil)
    }
  }

  /// Marks, characters the face lacks and characters a rule needs are not
  /// free; a face's instances share its scan.
  @Test func whatIsNotFree() throws {
    let font = try ShapingFont(path: Fixtures.font("Roboto-Regular.ttf"))
    #expect(Self.isFree(font, "Hello"))
    #expect(!Self.isFree(font, "He\u{301}llo"))  // a combining mark
    #expect(!Self.isFree(font, "Hello 世界"))  // not in Roboto
    #expect(!Self.isFree(font, "\u{2E5}\u{2E9}"))  // tone letters: ligatures in lookup 7
    #expect(!Self.isFree(font, "👍"))  // outside the BMP
    let instance = font.instance(variations: [], pointSize: 17)
    #expect(Self.isFree(instance, "Hello"))
  }

  /// In ComposingReached.ttf (Scripts/make-composition-font.py) `ccmp`
  /// turns y into z, and lookups before it turn x (`locl`) and q (`calt`,
  /// through a lookup of no feature) into y: x, q and y are not free, and
  /// shape as z. v becomes y only under `ss01`, which is off: it is free.
  @Test func charactersOtherLookupsLeadToARuleAreNotFree() throws {
    let font = try ShapingFont(path: Fixtures.data("fonts/ComposingReached.ttf"))
    let buffer = try ShapingBuffer()
    let z = try #require(font.glyph(for: "z"))
    for letter in ["x", "q", "y"] {
      #expect(!Self.isFree(font, letter))
      let glyphs = try Self.shaped(font, letter, buffer: buffer, keepsMarkFeatures: false)
      #expect(glyphs.map { UInt32($0[0]) } == [z])
      let off = try Self.shaped(
        font, letter, buffer: buffer, keepsMarkFeatures: true, features: ["-ccmp"])
      #expect(off.map { UInt32($0[0]) } != [z])
    }
    #expect(Self.isFree(font, "v w"))
    let v = try Self.shaped(font, "v", buffer: buffer, keepsMarkFeatures: false)
    #expect(v.map { UInt32($0[0]) } == [try #require(font.glyph(for: "v"))])
  }
}
