import FontCore
import Foundation
import TestSupport
import Testing

@testable import Shaping

extension ShapingReference: CustomTestStringConvertible {
  public var testDescription: String { description }
}

@Suite struct ShapingTests {
  /// hb-shape sets `wght` directly; Typometer selects the named instance with
  /// that weight (Inter's instances: 1 = Thin (100) … 7 = Bold (700)).
  static let namedInstance = ["": 0, "wght=700": 7, "wght=100": 1]

  @Test func referenceCoversEveryBundledScript() {
    #expect(ShapingReference.all.count == 42)
    #expect(Set(ShapingReference.all.map(\.file)).count == 11)
  }

  @Test(arguments: ShapingReference.all)
  func glyphsAndAdvancesEqualHBShape(_ reference: ShapingReference) throws {
    let instance = try #require(Self.namedInstance[reference.variations])
    let font = try ShapingFont(
      path: Fixtures.font(reference.file),
      index: FaceIndex(collection: reference.index, namedInstance: instance))
    let run = try font.shape(reference.text)
    #expect(run.advance == reference.advance)
    #expect(run.glyphs.map(\.glyphID) == reference.glyphs.map(\.id))
    #expect(run.glyphs.map(\.cluster) == reference.glyphs.map(\.cluster))
    #expect(run.glyphs.map(\.xAdvance) == reference.glyphs.map(\.advance))
  }

  @Test func widthScalesLinearlyWithSize() throws {
    let font = try ShapingFont(path: Fixtures.font("Roboto-Regular.ttf"))
    let run = try font.shape("Hello, World")
    #expect(font.unitsPerEm == 2048)
    #expect(run.width(atPointSize: 17) == Double(run.advance) * 17 / 2048)
    #expect(run.width(atPointSize: 34) == 2 * run.width(atPointSize: 17))
  }

  @Test func rightToLeftRunsReverseClusters() throws {
    let font = try ShapingFont(path: Fixtures.font("NotoSansHebrew-Regular.ttf"))
    let run = try font.shape("שלום")
    #expect(run.direction == .rightToLeft)
    #expect(run.glyphs.map(\.cluster) == [6, 4, 2, 0])
  }

  @Test func missingCharactersAreNotdef() throws {
    let font = try ShapingFont(path: Fixtures.font("NotoSansThai-Regular.ttf"))
    let run = try font.shape("ก日")
    // "ก" is 3 UTF-8 bytes; "日" at offset 3 is not in the Thai font.
    #expect(run.missingClusters == [3])
    #expect(font.glyph(for: "日") == nil)
    #expect(font.glyph(for: "ก") != nil)
  }

  @Test func rangeShapesWithContext() throws {
    let font = try ShapingFont(path: Fixtures.font("NotoSansArabic-Regular.ttf"))
    var text = "بب"
    let (alone, inContext) = try text.withUTF8 { utf8 in
      (
        try font.shape(String(decoding: utf8[0..<2], as: UTF8.self)),
        try font.shape(utf8: utf8, range: 0..<2)
      )
    }
    // With its joining neighbour as context, the first beh takes its initial form.
    #expect(alone.glyphs.map(\.glyphID) != inContext.glyphs.map(\.glyphID))
    #expect(inContext.glyphs.map(\.cluster) == [0])
  }

  @Test func badInputIsATypedError() throws {
    #expect(throws: FontError.fileNotFound(path: Fixtures.font("missing.ttf"))) {
      try ShapingFont(path: Fixtures.font("missing.ttf"))
    }
    #expect(
      throws: FontError.faceIndexOutOfRange(
        path: Fixtures.font("NotoSansCJK-JPKR-subset.ttc"), index: FaceIndex(collection: 5),
        faceCount: 2)
    ) {
      try ShapingFont(
        path: Fixtures.font("NotoSansCJK-JPKR-subset.ttc"), index: FaceIndex(collection: 5))
    }
    let font = try ShapingFont(path: Fixtures.font("Roboto-Regular.ttf"))
    let long = String(repeating: "a", count: ShapingLimits.maximumTextLength + 1)
    #expect(throws: ShapingError.textTooLong(bytes: long.utf8.count)) { try font.shape(long) }
    #expect(try font.shape("").glyphs.isEmpty)
  }

  @Test(arguments: hostileFonts)
  func hostileFontsShapeOrFailCleanly(_ name: String) {
    guard let font = try? ShapingFont(path: Fixtures.data("fonts-bad/" + name)) else { return }
    let text = "Hello مرحبا ก日 👍🏽"
    let run = try? font.shape(text)
    // HarfBuzz bounds a buffer's growth (HB_BUFFER_MAX_LEN_FACTOR 64, at least 16384).
    #expect((run?.glyphs.count ?? 0) <= max(64 * text.utf8.count, 16384))
    // The layout's path, which may turn `ccmp` off for plain Latin text.
    guard let buffer = try? ShapingBuffer() else { return }
    for plain in ["Hello", "i\u{301}j"] {
      let units = Array(plain.utf16)
      var glyphs = 0
      _ = try? units.withUnsafeBufferPointer { utf16 in
        try font.shape(
          utf16: utf16, range: 0..<utf16.count, options: ShapingOptions(), buffer: buffer
        ) { _, _, _ in glyphs += 1 }
      }
      #expect(glyphs <= max(64 * units.count, 16384))
    }
  }

  static let hostileFonts: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.data("fonts-bad")))
    return (names ?? []).filter { !$0.hasSuffix(".md") && $0 != "LICENSE-OTS" }.sorted()
  }()

  @Test func concurrentShapingMatchesSerial() async throws {
    let font = try ShapingFont(path: Fixtures.font("Inter-Regular.otf"))
    let texts = ShapingReference.all.filter { $0.file == "Inter-Regular.otf" }.map(\.text)
    let serial = try texts.map { try font.shape($0).advance }
    let parallel = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
      for _ in 0..<16 {
        for (i, text) in texts.enumerated() {
          group.addTask { (i, try font.shape(text).advance) }
        }
      }
      var results: [(Int, Int)] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(parallel.count == 16 * texts.count)
    for (i, advance) in parallel { #expect(advance == serial[i]) }
  }
}
