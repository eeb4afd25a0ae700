import Dispatch
import TestSupport
import Testing
import Typometer

/// The one-call measurement against the full API (catalog, store, context,
/// prepare, measure) on the bundled fonts, and against reference values that
/// come from elsewhere: Apple's Dynamic Type table and hb-shape's advances.
@Suite struct TextMeasurerTests {
  static let measurer: TextMeasurer = {
    do {
      return try TextMeasurer(fontFolders: [Fixtures.fontsDirectory])
    } catch {
      fatalError("the bundled fonts cannot be read: \(error)")
    }
  }()

  /// A store of its own for the full API, so no cache is shared with the measurer.
  static let store: FontStore = {
    do {
      return FontStore(
        catalog: try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false))
    } catch {
      fatalError("the bundled fonts cannot be read: \(error)")
    }
  }()

  /// The steps ``TextMeasurer`` stands for, written out.
  static func measuredStepByStep(
    _ text: String, font name: String, pointSize: Double, in container: Container,
    language: String? = nil
  ) throws -> TextMeasurement {
    let record = try #require(store.catalog.font(named: name))
    let font = try store.font(for: record)
    let context = try LayoutContext(store: store)
    let prepared = try context.prepare(text, style: LayoutStyle(font: font, language: language))
    return try prepared.measure(pointSize: pointSize, in: container)
  }

  /// Body's point size at each iOS category, from Apple's Human Interface
  /// Guidelines (Dynamic Type sizes), xSmall to AX5.
  static let iosBodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

  static let samples: [(font: String, text: String, language: String?)] = [
    ("Roboto-Regular", "Save changes to your document before closing?", nil),
    ("Inter-Regular", "Ünïcödé façade — naïve café 👍🏽", nil),
    ("Inter-Bold", "Typography at every size, wrapped in a narrow box", "en"),
    ("NotoSansArabic-Regular", "مرحبا بالعالم، هذا نص طويل يلتف على عدة أسطر", "ar"),
    ("NotoSansThai-Regular", "ภาษาไทยไม่มีช่องว่างระหว่างคำ", "th"),
  ]

  @Test(arguments: samples.indices)
  func aStyleAtEveryCategoryEqualsTheFullAPI(_ sample: Int) throws {
    let (font, text, language) = Self.samples[sample]
    for (category, size) in zip(ContentSizeCategory.allCases, Self.iosBodySizes) {
      let measured = try Self.measurer.measure(
        text, font: font, style: .body, category: category, width: 180, maxLines: 2,
        language: language)
      let container = Container(
        width: 180, maxLines: 2, leadingStyle: .body, leadingCategory: category)
      let expected = try Self.measuredStepByStep(
        text, font: font, pointSize: size, in: container, language: language)
      #expect(measured == expected, "\(font) at \(category.name)")
      #expect(measured.pointSize == size)
    }
  }

  @Test(arguments: samples.indices)
  func aPointSizeEqualsTheFullAPI(_ sample: Int) throws {
    let (font, text, language) = Self.samples[sample]
    for (width, maxLines) in [(nil, nil), (120.0, nil), (120.0, 1), (40.0, 3)] as [(Double?, Int?)]
    {
      let measured = try Self.measurer.measure(
        text, font: font, pointSize: 21.5, width: width, maxLines: maxLines, language: language)
      let expected = try Self.measuredStepByStep(
        text, font: font, pointSize: 21.5, in: Container(width: width, maxLines: maxLines),
        language: language)
      #expect(measured == expected, "\(font) in \(width ?? 0) pt, \(maxLines ?? 0) lines")
    }
  }

  /// The advance is hb-shape's sum of advances scaled to the size.
  @Test func theAdvanceIsHarfBuzzsScaledToTheSize() throws {
    let reference = try #require(ShapingReference.row("Roboto-Regular.ttf", "Hello, World"))
    let measured = try Self.measurer.measure(
      "Hello, World", font: "Roboto-Regular", style: .body, category: .extraExtraExtraLarge)
    // Roboto's unitsPerEm is 2048; body at xxxLarge is 23 pt.
    #expect(abs(measured.advance - Double(reference.advance) * 23 / 2048) < 1e-9)
    #expect(measured.lineCount == 1)
    #expect(measured.fits)
  }

  @Test func theLinesCutTheTextWhole() throws {
    let text = "Save changes to your document before closing?\nYes"
    let measured = try Self.measurer.measure(
      text, font: "Roboto-Regular", pointSize: 17, width: 100)
    let lines = measured.lineTexts(of: text)
    #expect(lines.count == measured.lineCount)
    #expect(lines.joined() == text)
    // Lines break after spaces and at the hard break, which ends its line.
    #expect(lines.count > 2)
    #expect(lines.dropLast().allSatisfy { $0.hasSuffix(" ") || $0.hasSuffix("closing?\n") })
    #expect(lines.last == "Yes")
    // Ranges past the end of a shorter text are cut short, not a trap.
    #expect(measured.lineTexts(of: "Save").joined() == "Save")
  }

  @Test func aNameNotInTheCatalogIsRefusedWithSuggestions() {
    #expect {
      _ = try Self.measurer.measure("x", font: "Inter-Bolt", pointSize: 17)
    } throws: { error in
      guard case .fontNotFound(let name, let suggestions) = error as? MeasureError else {
        return false
      }
      return name == "Inter-Bolt" && suggestions.first == "Inter-Bold"
    }
  }

  @Test func aCategoryThePlatformLacksIsAScaleError() {
    #expect(throws: MeasureError.scale(.categoryNotOnPlatform(.small, .tvos))) {
      _ = try Self.measurer.measure(
        "x", font: "Roboto-Regular", style: .body, category: .small, platform: .tvos)
    }
  }

  @Test func aWidthThatIsNotPositiveIsALayoutError() {
    #expect(throws: MeasureError.layout(.invalidWidth(-1))) {
      _ = try Self.measurer.measure("x", font: "Roboto-Regular", pointSize: 17, width: -1)
    }
  }

  /// One measurer measures on many threads at once, each call as on one.
  @Test func threadsShareOneMeasurer() throws {
    let texts = Self.samples.map(\.text)
    let serial = try texts.map {
      try Self.measurer.measure($0, font: "Roboto-Regular", pointSize: 17, width: 150)
    }
    let results = Locked([Result<TextMeasurement, MeasureError>?](repeating: nil, count: 40))
    DispatchQueue.concurrentPerform(iterations: 40) { i in
      let result = Result { () throws(MeasureError) in
        try Self.measurer.measure(
          texts[i % texts.count], font: "Roboto-Regular", pointSize: 17, width: 150)
      }
      results.withLock { $0[i] = result }
    }
    for (i, result) in results.withLock({ $0 }).enumerated() {
      #expect(try result?.get() == serial[i % texts.count])
    }
  }
}
