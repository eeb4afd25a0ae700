import FontCore
import Foundation
import TestSupport
import Testing
import TypeScale

@testable import TextLayout

/// WCAG 1.4.12 text spacing over a text's own.
@Suite struct TextSpacingTests {
  static func measure(_ text: String, spacing: TextSpacing?, size: Double, width: Double? = nil)
    throws -> TextMeasurement
  {
    let style = LayoutStyle(
      font: try Bundled.font("Roboto-Regular"), letterSpacing: 0.5, spacing: spacing)
    return try Bundled.store.withContext { context in
      try context.prepare(text, style: style).measure(
        pointSize: size, in: Container(width: width))
    }
  }

  @Test(arguments: [12.0, 17, 53])
  func widthsGrowByLettersAndWordSeparators(size: Double) throws {
    let text = "Turn on notifications, now"
    let plain = try Self.measure(text, spacing: nil, size: size)
    let spaced = try Self.measure(text, spacing: .wcag, size: size)
    let clusters = Double(text.count)
    let separators = Double(text.filter { $0 == " " }.count)
    let expected = plain.advance + 0.12 * size * clusters + 0.16 * size * separators
    #expect(abs(spaced.advance - expected) < 1e-9)
    #expect(spaced.lineHeight >= 1.5 * size - 1e-12)
    #expect(plain.lineHeight < 1.5 * size)  // Roboto's own is smaller: the rule raises it
  }

  /// On Android, letter spacing skips the joined scripts Minikin leaves
  /// unspaced (Arabic, Devanagari, …): a word of them is as wide as hb-shape
  /// sets it, while each space (Common, a piece of its own) still takes the
  /// spacing; Latin takes it on every cluster, and on
  /// Apple's platforms (the flag off) every cluster of every script does.
  @Test(arguments: [
    ("NotoNaskhArabic-Regular", "NotoNaskhArabic-Regular.ttf", "مرحبا بالعالم", 1),
    // Arabic-Indic digits are of the Arabic script (Scripts.txt): unspaced.
    ("NotoSansArabic-Regular", "NotoSansArabic-Regular.ttf", "١٢٣ كتاب", 1),
    ("NotoSansDevanagari-Regular", "NotoSansDevanagari-Regular.ttf", "नमस्ते दुनिया", 1),
    ("Roboto-Regular", "Roboto-Regular.ttf", "Hello, World", 12),
  ])
  func androidLeavesJoinedScriptsUnspaced(
    face: String, file: String, text: String, spacedClusters: Int
  ) throws {
    let reference = try #require(ShapingReference.row(file, text))
    let font = try Bundled.font(face)
    let size = 16.0
    let ems = 0.03125  // Material 3 bodyLarge's 0.5 sp at 16 sp
    func advance(android: Bool) throws -> Double {
      var style = LayoutStyle(
        font: font,
        spacing: TextSpacing(
          letterSpacing: ems, wordSpacing: 0, minimumLineHeight: 0, paragraphSpacing: 0))
      style.spacesLettersAsAndroid = android
      return try Bundled.store.withContext { context in
        try context.prepare(text, style: style).measure(pointSize: size).advance
      }
    }
    let shaped = Double(reference.advance) / Double(font.metrics.unitsPerEm) * size
    #expect(abs(try advance(android: true) - (shaped + Double(spacedClusters) * ems * size)) < 1e-9)
    #expect(abs(try advance(android: false) - (shaped + Double(text.count) * ems * size)) < 1e-9)
  }

  /// On Android the letter spacing goes to each of HarfBuzz's clusters (one
  /// to a ligature), and above 0.03 em the optional ligatures are off, as
  /// Minikin lays text out: `office` in bodyLarge is six letters wide, in
  /// bodyMedium four clusters wide (`ffi` one), and in displayLarge's
  /// negative spacing too; pointed Hebrew, right to left, a cluster a
  /// letter with its points. Reference widths from hb-shape under Minikin's
  /// rule (Scripts/reference-android-letter-spacing.py).
  @Test func androidSpacesHarfBuzzClustersAndDropsLigaturesAboveThreeHundredths() throws {
    let rows = try Fixtures.tsv("android-letter-spacing.tsv")
    #expect(rows.count == 30)
    let size = 16.0
    for row in rows {
      let (file, ems, text) = (row[0], try #require(Double(row[1])), row[2])
      let (units, clusters) = (try #require(Double(row[4])), try #require(Double(row[5])))
      let font = try Bundled.font(String(file.prefix { $0 != "." }))
      var style = LayoutStyle(
        font: font,
        spacing: TextSpacing(
          letterSpacing: ems, wordSpacing: 0, minimumLineHeight: 0, paragraphSpacing: 0))
      style.spacesLettersAsAndroid = true
      let expected = units / Double(font.metrics.unitsPerEm) * size + clusters * ems * size
      // With the word cache and ICU's shortcuts, and without (each run
      // shaped whole, every answer ICU's).
      for fast in [true, false] {
        let advance = try Bundled.store.withContext { context in
          context.usesWordCache = fast
          context.usesFastPaths = fast
          defer { (context.usesWordCache, context.usesFastPaths) = (true, true) }
          return try context.prepare(text, style: style).measure(pointSize: size).advance
        }
        #expect(
          abs(advance - expected) < 1e-9,
          "\(file) \(ems) '\(text)' \(fast): \(advance) ≠ \(expected)")
      }
    }
    // Where a ligature forms, the clusters are fewer than the letters.
    #expect(rows.contains { Int($0[5])! < $0[2].count })
  }

  /// On a device, Minikin rounds a paint's letter spacing to whole pixels
  /// (`LayoutCore`: `letterSpace = round(letterSpacing * size)` for a paint
  /// without `LINEAR_TEXT_FLAG`, as a TextView's): at 16 dp and 2.625 px a
  /// dp (42 px), bodyLarge's 0.03125 em (1.31 px) is 1 px a cluster,
  /// displayLarge's −0.0044 em (−0.18 px) none. The same hb-shape
  /// reference widths, each cluster's spacing rounded so.
  @Test func androidLetterSpacingIsWholePixels() throws {
    let rows = try Fixtures.tsv("android-letter-spacing.tsv")
    let (size, density) = (16.0, 2.625)
    for row in rows {
      let (file, ems, text) = (row[0], try #require(Double(row[1])), row[2])
      let (units, clusters) = (try #require(Double(row[4])), try #require(Double(row[5])))
      let font = try Bundled.font(String(file.prefix { $0 != "." }))
      var spacing = TextSpacing(
        letterSpacing: ems, wordSpacing: 0, minimumLineHeight: 0, paragraphSpacing: 0)
      spacing.letterSpacingPixelsPerPoint = density
      var style = LayoutStyle(font: font, spacing: spacing)
      style.spacesLettersAsAndroid = true
      let pixels = (ems * size * density).rounded(.toNearestOrAwayFromZero)
      let expected = units / Double(font.metrics.unitsPerEm) * size + clusters * pixels / density
      let advance = try Bundled.store.withContext { context in
        try context.prepare(text, style: style).measure(pointSize: size).advance
      }
      #expect(abs(advance - expected) < 1e-9, "\(file) \(ems) '\(text)': \(advance) ≠ \(expected)")
    }
  }

  /// A face's run is laid out on its own, as Minikin lays out each font
  /// run: parentheses the style's face sets around Arabic a fallback face
  /// sets are a run of Common of their own, spaced; the Arabic is not.
  @Test func androidSpacingFollowsFaceRuns() throws {
    let roboto = try Bundled.font("Roboto-Regular")
    let naskh = try Bundled.font("NotoNaskhArabic-Regular")
    let size = 16.0
    let ems = 0.03125
    func measured(_ text: String, android: Bool) throws -> (advance: Double, robotoUnits: Int) {
      var style = LayoutStyle(
        font: roboto, cascade: [naskh],
        spacing: TextSpacing(
          letterSpacing: ems, wordSpacing: 0, minimumLineHeight: 0, paragraphSpacing: 0))
      style.spacesLettersAsAndroid = android
      return try Bundled.store.withContext { context in
        let prepared = try context.prepare(text, style: style)
        let inRoboto = prepared.fontRuns.filter { $0.font == 0 }.map(\.range.count).reduce(0, +)
        return (try prepared.measure(pointSize: size).advance, inRoboto)
      }
    }
    let text = "(مرحبا)"
    let android = try measured(text, android: true)
    let apple = try measured(text, android: false)
    #expect(android.robotoUnits >= 1)
    // Every cluster spaced on Apple's platforms; on Android those Roboto
    // sets alone (the five Arabic letters, and anything Naskh sets, not).
    let unspaced = text.count - android.robotoUnits
    #expect(abs(apple.advance - android.advance - Double(unspaced) * ems * size) < 1e-9)
  }

  /// A face's tracking is its own: clusters a fallback face sets (Arabic
  /// in Noto Naskh, beside Inter standing in for the system font) take none
  /// of the system font's table, as Core Text applies each face's `trak`.
  @Test func systemFontTrackingIsTheSystemFacesOwn() throws {
    let table = SystemFontTracking(.sfPro)
    let inter = try Bundled.font("Inter-Regular")
    let naskh = try Bundled.font("NotoNaskhArabic-Regular")
    let text = "Hi مرحبا"
    let size = 21.0
    func measured(tracking: SystemFontTracking?) throws -> (width: Double, inInter: Int) {
      try Bundled.store.withContext { context in
        let prepared = try context.prepare(
          text, style: LayoutStyle(font: inter, cascade: [naskh], tracking: tracking))
        let inInter = prepared.fontRuns.filter { $0.font == 0 }.map(\.range.count).reduce(0, +)
        return (try prepared.measure(pointSize: size).width, inInter)
      }
    }
    let plain = try measured(tracking: nil)
    let tracked = try measured(tracking: table)
    #expect(tracked.inInter > 0 && tracked.inInter < text.count)
    let perCluster = table.thousandths(atPointSize: size) * size / 1000
    #expect(abs(tracked.width - (plain.width + Double(tracked.inInter) * perCluster)) < 1e-9)
  }

  @Test func paragraphsGetTwiceTheSizeAfterThem() throws {
    let size = 20.0
    let one = try Self.measure("Hello", spacing: .wcag, size: size)
    let three = try Self.measure("Hello\nWorld\nAgain", spacing: .wcag, size: size)
    #expect(three.lineCount == 3)
    // Three lines of 1.5× the size, and 2× the size after the first two paragraphs.
    #expect(abs(three.height - (3 * one.height + 2 * 2 * size)) < 1e-9)
  }

  /// The same in Korean, whose words are kept whole by dropping the breaks
  /// between their syllables: the paragraph's end is still where the line
  /// break is.
  @Test func koreanParagraphsGetTheirSpaceToo() throws {
    let size = 20.0
    let one = try Self.measure("한국어", spacing: .wcag, size: size)
    let two = try Self.measure("한국어\n한국어", spacing: .wcag, size: size)
    #expect(two.lineCount == 2)
    #expect(abs(two.height - (2 * one.height + 2 * size)) < 1e-9)
  }
}
