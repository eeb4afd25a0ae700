import Testing

@testable import TextLayout

@Suite struct GlyphLinesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var font: String
    var width: Double?
    var letterSpacing: Double = 0
    var testDescription: String { "\(font): \(text)" }
  }

  static let cases: [Case] = [
    Case(text: "Hello world, this is a long caption that wraps", font: "Inter-Regular", width: 120),
    Case(text: "AVAVA Te To fi fl office", font: "Roboto-Regular", width: 70),
    Case(text: "Hello שלום world עולם", font: "Inter-Regular", width: 90),
    Case(text: "שלום עולם, זה טקסט ארוך שנשבר לשורות", font: "NotoSansHebrew-Regular", width: 110),
    Case(text: "مرحبا بالعالم، هذا نص طويل", font: "NotoSansArabic-Regular", width: 100),
    Case(text: "नमस्ते दुनिया, यह एक लंबा वाक्य है", font: "NotoSansDevanagari-Regular", width: 90),
    Case(text: "สวัสดีครับ ยินดีต้อนรับ", font: "NotoSansThai-Regular", width: 60),
    Case(text: "OK 👍🏽 thumbs 👨‍👩‍👧 family", font: "Inter-Regular", width: 80),
    Case(text: "Letter spaced text here", font: "Inter-Regular", width: 100, letterSpacing: 1.5),
    Case(text: "Two\nparagraphs\r\nand more", font: "Roboto-Regular", width: nil),
    Case(text: "", font: "Inter-Regular", width: 50),
  ]

  /// Lines and widths are exactly `measure`'s; clusters tile each line.
  @Test(arguments: cases)
  func linesMatchMeasureAndClustersTileTheLine(_ c: Case) throws {
    let context = try LayoutContext(store: Bundled.store)
    let style = LayoutStyle(font: try Bundled.font(c.font), letterSpacing: c.letterSpacing)
    let prepared = try context.prepare(c.text, style: style)
    for size in [11.0, 17, 31] {
      let measurement = try prepared.measure(pointSize: size, in: Container(width: c.width))
      let lines = try prepared.glyphLines(for: measurement, style: style)
      #expect(lines.map(\.range) == measurement.lineRanges)
      #expect(lines.map(\.width) == measurement.lineWidths)
      #expect(lines.map(\.height) == measurement.lineHeights)
      for line in lines {
        var x = 0.0
        for span in line.clusters {
          #expect(abs(span.x - x) <= 1e-9, "cluster \(span.range) at \(size) pt")
          x += span.width
        }
        #expect(abs(x - line.width) <= 1e-9 * max(1, line.width), "line \(line.range) at \(size)")
        #expect(line.glyphs.allSatisfy { line.range.contains($0.cluster) })
        #expect(line.ascent > 0 && line.descent > 0)
        #expect(line.baseline >= line.ascent - 1e-9)
      }
    }
  }

  /// A Hebrew word inside English is set right to left: its clusters descend
  /// from left to right, between the English words, which ascend.
  @Test func mixedDirectionsAreInVisualOrder() throws {
    let context = try LayoutContext(store: Bundled.store)
    let style = LayoutStyle(font: try Bundled.font("Inter-Regular"))
    let text = "Hello שלום world"
    let prepared = try context.prepare(text, style: style)
    let line = try #require(
      try prepared.glyphLines(for: try prepared.measure(pointSize: 17), style: style).first)
    #expect(line.direction == .leftToRight)
    let clusters = line.clusters.map(\.range.lowerBound)
    let hebrew = Array(6..<10)
    #expect(Array(clusters[0..<6]) == Array(0..<6))
    #expect(Array(clusters[6..<10]) == hebrew.reversed())
    #expect(Array(clusters[10...]) == Array(10..<16))
    let names = line.glyphs.map(\.font.record.postscriptName)
    #expect(names.filter { $0 == "NotoSansHebrew-Regular" }.count == 4)
    #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x <= $1.x + 1e-9 })
  }

  /// A right-to-left paragraph says so, and its first word comes last on the left.
  @Test func hebrewParagraphIsRightToLeft() throws {
    let context = try LayoutContext(store: Bundled.store)
    let style = LayoutStyle(font: try Bundled.font("NotoSansHebrew-Regular"))
    let prepared = try context.prepare("שלום עולם", style: style)
    let line = try #require(
      try prepared.glyphLines(for: try prepared.measure(pointSize: 17), style: style).first)
    #expect(line.direction == .rightToLeft)
    #expect(line.clusters.first?.range.lowerBound == 8)
    #expect(line.clusters.last?.range.lowerBound == 0)
  }

  /// A paragraph of Latin letters in a Persian string (its sample,
  /// `Alexandria.`) aligns right on Apple's platforms, where a label's
  /// natural alignment follows the app's right-to-left localization, and
  /// left on Android, where a paragraph aligns by its own first strong
  /// character; the Persian paragraph aligns right on both.
  @Test func aRightToLeftLanguagesLinesAlignRightOnApplesPlatforms() throws {
    let context = try LayoutContext(store: Bundled.store)
    let text = "برنامه را تمدید کنید\nAlexandria."
    for android in [false, true] {
      var style = LayoutStyle(font: try Bundled.font("Inter-Regular"), language: "fa")
      style.laysOutAsAndroid = android
      let prepared = try context.prepare(text, style: style)
      let lines = try prepared.glyphLines(for: try prepared.measure(pointSize: 17), style: style)
      #expect(lines.map(\.direction) == [.rightToLeft, android ? .leftToRight : .rightToLeft])
    }
    // An English string's right-to-left paragraph is its own.
    let style = LayoutStyle(font: try Bundled.font("Inter-Regular"), language: "en")
    let prepared = try context.prepare("Hello\nשלום עולם", style: style)
    let lines = try prepared.glyphLines(for: try prepared.measure(pointSize: 17), style: style)
    #expect(lines.map(\.direction) == [.leftToRight, .rightToLeft])
  }

  /// Letter spacing comes after each grapheme cluster: an emoji sequence of
  /// several code points gets it once.
  @Test func letterSpacingIsPerGraphemeCluster() throws {
    let context = try LayoutContext(store: Bundled.store)
    let style = LayoutStyle(font: try Bundled.font("Inter-Regular"), letterSpacing: 3)
    let prepared = try context.prepare("a👍🏽b", style: style)
    let plain = try context.prepare(
      "a👍🏽b", style: LayoutStyle(font: try Bundled.font("Inter-Regular")))
    let spaced = try prepared.glyphLines(for: try prepared.measure(pointSize: 17), style: style)
    let unspaced = try plain.glyphLines(for: try plain.measure(pointSize: 17), style: style)
    #expect(abs(spaced[0].width - unspaced[0].width - 9) <= 1e-9)
    #expect(spaced[0].clusters.count == 3)
  }
}
