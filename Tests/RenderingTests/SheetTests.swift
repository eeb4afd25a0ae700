import FontDiscovery
import Foundation
import Rendering
import TestSupport
import Testing
import TextLayout

@Suite struct SheetTests {
  /// The box is width × max lines × line height, in pixels at the scale.
  @Test(arguments: [1.0, 2, 3])
  func boxHasTheContainersSize(_ scale: Double) throws {
    let drawn = try Bundled.draw(
      "Hello world, this wraps", font: "Roboto-Regular", sizes: [17], width: 100, maxLines: 3,
      scale: scale)
    let row = try #require(drawn.rendered.rows.first)
    let lineHeight = drawn.sheet.rows[0].measurement.lineHeight
    #expect(abs(Double(row.box.width) - 100 * scale) <= 1)
    #expect(abs(Double(row.box.height) - 3 * lineHeight * scale) <= 1)
    #expect(drawn.canvas.width >= row.box.maxX && drawn.canvas.height >= row.box.maxY)
    #expect(drawn.canvas.bounds.contains(x: row.box.x - 1, y: row.box.y - 1))
  }

  /// Text that fits is dark ink inside the box, on the measured lines, and no red.
  @Test func textThatFitsIsInkInsideTheBox() throws {
    let drawn = try Bundled.draw(
      "Hello world, this is a caption", font: "Inter-Regular", sizes: [14, 17], width: 120,
      maxLines: 3)
    for (i, row) in drawn.rendered.rows.enumerated() {
      #expect(row.fits)
      #expect(row.verdict == "fits")
      #expect(row.lines.count == drawn.sheet.rows[i].measurement.lineCount)
      let ink = try #require(drawn.canvas.inkBounds(in: rowArea(drawn, i), where: Ink.isText))
      // The label's ink is above the box; the text's inside it (antialiasing
      // may touch the edge pixel).
      let text = try #require(drawn.canvas.inkBounds(in: row.box.outset(by: 2), where: Ink.isText))
      #expect(row.box.outset(by: 1).contains(x: text.x, y: text.y))
      #expect(row.box.outset(by: 1).contains(x: text.maxX - 1, y: text.maxY - 1))
      #expect(ink.y < row.box.y)  // the label
      #expect(text.width > row.box.width / 2)
      #expect(drawn.canvas.count(in: row.box.outset(by: 4), where: Ink.isRed) == 0)
    }
  }

  /// Lines past --max-lines are red, below the box; the lines inside are not.
  @Test func linesPastTheLimitAreRedBelowTheBox() throws {
    let drawn = try Bundled.draw(
      "one two three four five six seven eight", font: "Inter-Regular", sizes: [17], width: 60,
      maxLines: 2)
    let row = drawn.rendered.rows[0]
    #expect(!row.fits)
    #expect(row.verdict.hasPrefix("OVERFLOW +"))
    #expect(row.lines.count > 2)
    let area = rowArea(drawn, 0)
    let red = drawn.canvas.points(in: area, where: Ink.isRed)
      .filter { $0.x > row.box.x - 2 }  // not the marker bar in the margin
      .filter { $0.y >= row.box.y }  // not the label's verdict
    let redCount = red.count
    let redAboveThirdLine = red.filter { $0.y < row.lines[2].y - 1 }.count
    #expect(redCount > 0)
    #expect(redAboveThirdLine == 0)
    #expect(drawn.canvas.count(in: row.box, where: Ink.isRed) <= redCount / 50)
    let inside = try #require(drawn.canvas.inkBounds(in: row.box, where: Ink.isText))
    #expect(inside.maxY <= row.lines[1].maxY + 1)
    // Nothing dark below the box: every overflowing line is red.
    let below = PixelRect(
      x: 0, y: row.box.maxY + 2, width: drawn.canvas.width, height: area.maxY - row.box.maxY - 2)
    #expect(drawn.canvas.count(in: below, where: Ink.isText) == 0)
    // The row is marked in the margin.
    let margin = PixelRect(x: 0, y: row.box.y, width: row.box.x - 4, height: row.box.height)
    #expect(drawn.canvas.count(in: margin, where: Ink.isRed) > 0)
  }

  /// A cluster wider than the width is red, and reaches past the box's right edge.
  @Test func clusterWiderThanTheWidthIsRed() throws {
    let drawn = try Bundled.draw("i W i", font: "Inter-Regular", sizes: [30], width: 12)
    let row = drawn.rendered.rows[0]
    #expect(!row.fits)
    #expect(row.lines.count == 3)
    let wLine = row.lines[1]
    let band = PixelRect(x: row.box.x - 2, y: wLine.y, width: 4000, height: wLine.height)
    let red = try #require(drawn.canvas.inkBounds(in: band, where: Ink.isRed))
    #expect(red.maxX > row.box.maxX + 4)
    #expect(drawn.canvas.count(in: band, where: Ink.isText) == 0)
    // The lines holding "i" fit: dark, not red.
    for line in [row.lines[0], row.lines[2]] {
      let area = PixelRect(x: row.box.x - 2, y: line.y, width: 4000, height: line.height)
      #expect(drawn.canvas.count(in: area, where: Ink.isRed) == 0)
      #expect(drawn.canvas.count(in: area, where: Ink.isText) > 0)
    }
  }

  /// A text that fits by breaking a word inside itself says so in its
  /// label (a word split's picture).
  @Test func aWordSplitSaysSo() throws {
    let drawn = try Bundled.draw(
      "Hello Donaudampfschifffahrt", font: "Inter-Regular", sizes: [17], width: 90)
    let row = drawn.rendered.rows[0]
    #expect(row.fits)
    #expect(!drawn.sheet.rows[0].measurement.forcedBreaks.isEmpty)
    #expect(row.verdict == "fits, splits a word")
    // Where the caller found the forced break splits no word (it falls
    // before the punctuation after one), the label says it fits, as the
    // command's text does.
    let between = try Bundled.draw(
      "Hello Donaudampfschifffahrt", font: "Inter-Regular", sizes: [17], width: 90,
      splitsWord: false)
    #expect(between.rendered.rows[0].verdict == "fits")
  }

  /// A colour emoji comes out in colour; the rest of the text in grey.
  @Test func emojiIsDrawnInColour() throws {
    let drawn = try Bundled.draw("OK 👍🏽", font: "Inter-Regular", sizes: [24])
    let row = drawn.rendered.rows[0]
    let colored = drawn.canvas.points(in: row.box, where: Ink.isColored)
    #expect(colored.count > 100)
    let emoji = try #require(drawn.canvas.inkBounds(in: row.box, where: Ink.isColored))
    let text = try #require(drawn.canvas.inkBounds(in: row.box, where: Ink.isText))
    #expect(emoji.x > text.x + 20)  // after "OK "
  }

  /// The colour emoji font alone (bitmap strikes only, unitsPerEm 0 in
  /// FreeType) draws at any size, bounded by the requested size.
  @Test(arguments: [8.0, 17, 60, 200])
  func bitmapOnlyFontDrawsAtAnySize(_ size: Double) throws {
    let drawn = try Bundled.draw("👍", font: "NotoColorEmoji", sizes: [size], scale: 2)
    let row = drawn.rendered.rows[0]
    let emoji = try #require(
      drawn.canvas.inkBounds(in: row.box.outset(by: 8), where: Ink.isColored))
    #expect(Double(emoji.height) <= size * 2 * 1.4)
    #expect(Double(emoji.height) >= size * 2 * 0.6)
  }

  /// Right-to-left paragraphs end at the box's right edge.
  @Test(arguments: ["שלום עולם", "مرحبا بالعالم"])
  func rightToLeftTextEndsAtTheRightEdge(_ text: String) throws {
    let font =
      text.unicodeScalars.first!.value < 0x600 ? "NotoSansHebrew-Regular" : "NotoSansArabic-Regular"
    let drawn = try Bundled.draw(text, font: font, sizes: [20], width: 200)
    let row = drawn.rendered.rows[0]
    let ink = try #require(drawn.canvas.inkBounds(in: row.box, where: Ink.isText))
    #expect(row.box.maxX - ink.maxX <= 6)
    #expect(ink.x - row.box.x > 40)
    #expect(abs(row.lines[0].maxX - row.box.maxX) <= 1)
  }

  /// Left-to-right text starts at the left edge.
  @Test func leftToRightTextStartsAtTheLeftEdge() throws {
    let drawn = try Bundled.draw("Hello", font: "Roboto-Regular", sizes: [20], width: 200)
    let row = drawn.rendered.rows[0]
    let ink = try #require(drawn.canvas.inkBounds(in: row.box, where: Ink.isText))
    #expect(ink.x - row.box.x <= 6)
    #expect(row.box.maxX - ink.maxX > 100)
  }

  /// The same input gives the same bytes.
  @Test func renderingIsDeterministic() throws {
    func png() throws -> [UInt8] {
      try Bundled.draw(
        "Hello שלום 👍🏽 नमस्ते", font: "Inter-Regular", sizes: [11, 17, 23], width: 90, maxLines: 2
      ).canvas.pngData()
    }
    #expect(try png() == png())
  }

  /// A width that would make a picture past the limits is refused before drawing.
  @Test func hugePicturesAreRefused() throws {
    #expect(throws: RenderError.self) {
      try Bundled.draw("Hi", font: "Inter-Regular", sizes: [17], width: 9_000, scale: 2)
    }
    #expect(throws: RenderError.self) {
      try Bundled.draw("Hi", font: "Inter-Regular", sizes: [17], width: 100, scale: 9)
    }
    #expect(throws: RenderError.self) {
      try Bundled.draw("Hi", font: "Inter-Regular", sizes: [17], width: 100, scale: 0)
    }
    #expect(throws: RenderError.self) {
      try Bundled.draw(
        String(repeating: "word ", count: 20_000), font: "Inter-Regular", sizes: [17], width: 50)
    }
  }

  /// The area of row `i`: from its label to the next row.
  func rowArea(_ drawn: Bundled.Drawn, _ i: Int) -> PixelRect {
    let rows = drawn.rendered.rows
    let top = rows[i].label.y - 2
    let bottom = i + 1 < rows.count ? rows[i + 1].label.y - 2 : drawn.canvas.height
    return PixelRect(x: 0, y: top, width: drawn.canvas.width, height: bottom - top)
  }
}

/// The face picture labels are set in covers their characters.
@Suite struct LabelFontTests {
  static func store(_ files: [String]) throws -> FontStore {
    FontStore(
      catalog: try FontCatalog(fontPaths: files.map(Fixtures.font), includeSystemFonts: false))
  }

  /// Without Inter or Roboto, a catalog face that covers Basic Latin is
  /// chosen (fontTools: Noto Sans CJK JP's cmap has all of U+0020 … U+007E,
  /// Noto Sans Arabic lacks 79 of them).
  @Test func aFaceCoveringBasicLatinIsChosen() throws {
    let font = try #require(
      SheetRenderer.labelFont(
        in: try Self.store(["NotoSansArabic-Regular.ttf", "NotoSansCJK-JPKR-subset.ttc"])))
    #expect(
      ["NotoSansCJKjp-Regular", "NotoSansCJKkr-Regular"].contains(font.record.postscriptName))
    #expect(
      SheetRenderer.labelFont(in: try Self.store(["Inter-Regular.otf", "Roboto-Regular.ttf"]))?
        .record.postscriptName == "Inter-Regular")
  }

  /// When no face covers Basic Latin (Arabic and Thai only: fontTools finds
  /// 79 and 93 of the 95 missing), there is no label face.
  @Test func noFaceWhenNoneCoversBasicLatin() throws {
    #expect(
      SheetRenderer.labelFont(
        in: try Self.store(["NotoSansArabic-Regular.ttf", "NotoSansThai-Regular.ttf"])) == nil)
  }
}
