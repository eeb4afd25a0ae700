import FontDiscovery
import Foundation
import StringCatalogs
import TestSupport
import Testing
import TextLayout
import TypeScale

@testable import TypometerChecks

/// `check` on an Android project: text appearances from res folders, sizes at
/// each font scale, TextView line heights, findings with file, line and scale.
@Suite struct AndroidCheckTests {
  static let example = Fixtures.repositoryRoot + "/Examples/Android"

  static func exampleSpec() throws -> CheckSpec {
    try CheckSpec.load(path: example + "/typometer.json")
  }

  /// Android's rounded font metrics and TextView heights equal those worked
  /// out from fontTools' reading of the same faces
  /// (Scripts/reference-android-metrics.py).
  @Test func lineMetricsEqualTheReference() throws {
    let catalog = try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    var rows = 0
    for cells in try Fixtures.tsv("android-line-metrics.tsv") {
      try #require(cells.count == 9)
      let record = try #require(
        catalog.records.first {
          ($0.path as NSString).lastPathComponent == cells[0] && $0.index.namedInstance == 0
            && $0.index.collection == 0
        })
      let font = try store.font(for: record)
      let px = try #require(Double(cells[1]))
      let metrics = try AndroidLineMetrics(.init(font.metrics), textSize: px)
      let expected = cells[2...].map { Int($0) }
      #expect(
        [
          metrics.top, metrics.ascent, metrics.descent, metrics.bottom, metrics.fontLineHeight,
          metrics.height(lines: 1), metrics.height(lines: 3),
        ] == expected, "\(cells[0]) at \(px) px")
      rows += 1
    }
    #expect(rows == 42)
  }

  /// android:lineHeight adds its difference from the font's line height to
  /// every line but the last; without padding the lines are ascent to descent.
  @Test func lineHeightAndPadding() throws {
    let design = AndroidLineMetrics.DesignMetrics(
      unitsPerEm: 1000, ascender: 900, descender: -300, lineGap: 0, yMax: 1000, yMin: -400)
    let metrics = try AndroidLineMetrics(design, textSize: 10)
    #expect(
      [metrics.top, metrics.ascent, metrics.descent, metrics.bottom] == [Int]([-10, -9, 3, 4]))
    #expect(metrics.fontLineHeight == 12)
    #expect(metrics.lineHeights(lines: 3) == [13, 12, 13])
    #expect(metrics.lineHeights(lines: 3, includeFontPadding: false) == [12, 12, 12])
    #expect(
      metrics.lineHeights(lines: 3, includeFontPadding: false, lineHeight: 20) == [20, 20, 12])
    #expect(metrics.lineHeights(lines: 2, lineHeight: 10.4) == [11, 13])
    #expect(throws: ScaleError.self) { try AndroidLineMetrics(design, textSize: 0) }
  }

  /// The example: every string at every font scale, in the faces its text
  /// appearances pick, with overflows naming file, line, language and scale.
  @Test func exampleMeasuresEveryStringAtEveryFontScale() throws {
    let report = try CheckRunner.run(spec: try Self.exampleSpec())
    #expect(report.settings.platform == "android")
    #expect(report.settings.fontScales == CheckSpec.defaultFontScales)
    #expect(report.settings.categories.isEmpty)
    #expect(report.settings.markdown == nil)  // Android strings are never read as Markdown
    #expect(report.summary.files == 2)
    #expect(report.summary.measured == report.summary.strings)
    #expect(report.summary.measurements == report.summary.measured * 7)

    // The faces: bold on @font/inter is 400 + 300 → Inter Bold; textFontWeight
    // 500 → Inter Medium; bodyMedium's sans-serif → Roboto.
    let fonts = Dictionary(uniqueKeysWithValues: report.styles.map { ($0.name, $0.font) })
    #expect(fonts["TextAppearance.App.Title"] == "Inter-Bold")
    #expect(fonts["TextAppearance.App.Button"] == "Inter-Medium")
    #expect(fonts["TextAppearance.App.Button.Small"] == "Inter-Medium")
    #expect(fonts["bodyMedium"] == "Roboto-Regular")

    let overflows = report.findings.filter { $0.code == .overflow }
    #expect(overflows.count >= 4)
    for finding in overflows {
      let scale = try #require(finding.fontScale)
      #expect(finding.category == nil)
      #expect(finding.overflowingFontScales?.first == scale)
      #expect(finding.overflowingCategories == nil)
      #expect(finding.message.contains("from font scale \(NumberText.string(scale))"))
      // The line is the one of the string's element in its file.
      let lines = try String(contentsOfFile: finding.file, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      let line = try #require(finding.line)
      let key = try #require(finding.key)
      #expect(lines[line - 1].contains("name=\"\(key)\""))
      #expect(finding.language == (finding.file.contains("values-de/") ? "de" : nil))
    }
    // German runs longer: its title overflows from a smaller scale than English.
    let title = overflows.filter { $0.key == "title_settings" }
    let english = try #require(title.first { $0.language == nil }?.fontScale)
    let german = try #require(title.first { $0.language == "de" }?.fontScale)
    #expect(german < english)
  }

  /// Each style's rows: dp from Android 14's curves, the text set at whole
  /// pixels, and the distance between lines the text appearance's 28sp line
  /// height converted on its own (MaterialTextView), to the 1.5 px Android's
  /// rounding of the font's line height and the spacing allows.
  @Test func styleRowsFollowTheTextSizeAndLineHeight() throws {
    let spec = try Self.exampleSpec()
    let report = try CheckRunner.run(spec: spec)
    let title = try #require(report.styles.first { $0.name == "TextAppearance.App.Title" })
    #expect(title.scaler == "android")
    #expect(title.sizes.map(\.fontScale) == CheckSpec.defaultFontScales)
    for row in title.sizes {
      let scale = try #require(row.fontScale)
      #expect(row.category == nil)
      let dp = try AndroidFontScaler.dp(forSp: 22, fontScale: scale)
      #expect(row.pointSize == dp)
      #expect(row.pixels == Int((dp * spec.density).rounded()))
      let line = try AndroidFontScaler.dp(forSp: 28, fontScale: scale)
      #expect(abs(row.lineHeight - line) <= 1.5 / spec.density + 1e-9)
      let single = try #require(row.singleLineHeight)
      #expect(single > row.pointSize)
    }
    // JSON rows carry fontScale, dp and px, not category and pointSize.
    let json = CheckRenderer.json(report)
    #expect(json.contains("\"dp\" : 22,"))
    #expect(json.contains("\"px\" : 58,"))
    #expect(!json.contains("\"pointSize\""))
  }

  /// fontTools' metrics of Roboto and Noto Sans Thai at 37 px (top, ascent,
  /// descent, bottom, font line height…), Material's bodyMedium on Android
  /// at 2.625 px a dp (14 dp: 36.75, set at 37 px), and a context.
  static func robotoAndThaiAt37Pixels() throws -> (
    roboto: [Int], thai: [Int], choice: AndroidStyleChoice, context: LayoutContext
  ) {
    let table = try Fixtures.tsv("android-line-metrics.tsv")
    func row(_ face: String) throws -> [Int] {
      let cells = try #require(table.first { $0.count > 2 && $0[0] == face && $0[1] == "37" })
      return cells.dropFirst(2).compactMap { Int($0) }
    }
    let catalog = try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let choice = try AndroidStyleChoice(
      style: "bodyMedium", resources: [],
      settings: AndroidSettings(systemFont: nil, fontScales: [1], density: 2.625), store: store)
    return (
      try row("Roboto-Regular.ttf"), try row("NotoSansThai-Regular.ttf"), choice,
      try LayoutContext(store: store)
    )
  }

  /// A line holding a fallback face taller than the style's grows to hold
  /// it (fallbackLineSpacing): Thai in Roboto, at 14 dp × 2.625 = 36.75,
  /// set at 37 px, whose metrics the fontTools reference gives for both faces.
  @Test func fallbackFacesGrowTheirLines() throws {
    let (roboto, thai, choice, context) = try Self.robotoAndThaiAt37Pixels()
    for (string, grows) in [("Hello", false), ("Hello สวัสดี", true)] {
      let swept = try context.measure(
        string, style: LayoutStyle(font: choice.font), sizes: choice.sizes)
      var measurements = swept.measurements
      choice.sizing.adjust(
        &measurements, maxLines: nil, primary: choice.font,
        fallbacks: swept.fallbackCharacters.map(\.font))
      // One line, padded: bottom − top of the style's face, or of both.
      let expected =
        grows ? max(roboto[3], thai[3]) - min(roboto[0], thai[0]) : roboto[3] - roboto[0]
      #expect(abs(measurements[0].height * 2.625 - Double(expected)) < 1e-9, "\(string)")
    }
  }

  /// A string past its maxLines overflows by the height of its lines past
  /// those allowed, each line as tall as the faces on it make it: "Hello"
  /// in Roboto, then Thai grown by Noto Sans Thai (fontTools' metrics at
  /// 37 px), one line allowed (then set as the last line, padded below and
  /// not spaced).
  @Test func overflowHeightCountsEachLinesFaces() throws {
    let (roboto, thai, choice, context) = try Self.robotoAndThaiAt37Pixels()
    let swept = try context.measure(
      "Hello สวัสดี", style: LayoutStyle(font: choice.font), sizes: choice.sizes,
      in: Container(width: 50))
    var measurements = swept.measurements
    try #require(measurements[0].lineCount == 2)
    choice.sizing.adjust(
      &measurements, maxLines: 1, primary: choice.font,
      fallbacks: swept.fallbackCharacters.map(\.font))
    // Material's bodyMedium sets lineHeight 20sp: 53 px, so lines but the
    // last are spaced by 53 less the face's font line height.
    let spacing = Int((20 * 2.625).rounded()) - roboto[4]
    let first = roboto[2] - roboto[0] + spacing  // descent − top, spaced: not the last line
    let second = max(roboto[3], thai[3]) - min(roboto[1], thai[1])  // bottom − ascent, grown
    let allowed = roboto[3] - roboto[0]  // the one line allowed, padded both ends
    #expect(abs(measurements[0].firstLine.height * 2.625 - Double(first)) < 1e-9)
    #expect(abs(measurements[0].moreLines[0].height * 2.625 - Double(second)) < 1e-9)
    #expect(
      abs(measurements[0].overflowHeight * 2.625 - Double(first + second - allowed)) < 1e-9)
  }

  /// Without `strings`, every values file holding strings is read, in the
  /// default folder and each language's, and in theirs for a newer API
  /// level (Aegis' `values-v29`: texts Android 10 shows); other
  /// configurations are not, a language's either (`values-ar-sw600dp`).
  @Test func stringFilesAsTheAppHasThem() throws {
    let folder = try TemporaryFolder()
    let files = [
      ("res/values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#),
      (
        "res/values/strings_onboarding.xml",
        #"<resources><string name="b">Welcome</string><color name="c">#fff</color></resources>"#
      ),
      ("res/values/colors.xml", #"<resources><color name="c">#fff</color></resources>"#),
      ("res/values-night/strings.xml", #"<resources><string name="a">Hi</string></resources>"#),
      (
        "res/values-de/onboarding.xml",
        #"<resources><string name="b">Willkommen</string></resources>"#
      ),
      (
        "res/values-b+sr+Latn/strings.xml",
        #"<resources><string name="a">Zdravo</string></resources>"#
      ),
      ("res/values-v29/strings.xml", #"<resources><string name="d">System</string></resources>"#),
      (
        "res/values-de-v29/strings.xml", #"<resources><string name="d">System</string></resources>"#
      ),
      ("res/values-ar-sw600dp/strings.xml", #"<resources><string name="a">م</string></resources>"#),
      ("res/values-de-night/strings.xml", #"<resources><string name="a">Hi</string></resources>"#),
      ("res/values-mcc310-de/strings.xml", #"<resources><string name="a">Hi</string></resources>"#),
      ("res/values-night-v29/strings.xml", #"<resources><string name="a">Hi</string></resources>"#),
    ]
    for (path, text) in files { try folder.write(path, text) }
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res", "fonts": ["\(Fixtures.fontsDirectory)"],
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let read = report.files.map { file in
      [String(file.path.dropFirst(folder.path.count + 1)), file.language ?? "-"]
    }
    #expect(
      read == [
        ["res/values/strings.xml", "-"], ["res/values/strings_onboarding.xml", "-"],
        ["res/values-b+sr+Latn/strings.xml", "sr-Latn"], ["res/values-de/onboarding.xml", "de"],
        ["res/values-de-v29/strings.xml", "de"], ["res/values-v29/strings.xml", "-"],
      ])
    #expect(report.summary.measured == 6)
  }

  /// A res folder or string file named twice (`res` and `res/`, a link to
  /// it, `./en.lproj/…`) stops the check at the second entry's line: its
  /// strings would be measured and said twice.
  @Test func aFolderOrFileNamedTwiceIsSaid() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url("link"), withDestinationPath: folder.url("res"))
    for (second, shown) in [("res/", "res/"), ("link", "link"), ("./res", "./res")] {
      let path = try folder.write(
        "typometer.json",
        """
        {"platform": "android", "fonts": ["\(Fixtures.fontsDirectory)"],
         "resources": ["res",
                       "\(second)"],
         "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}
        """)
      #expect {
        _ = try CheckRunner.run(spec: try CheckSpec.load(path: path))
      } throws: { error in
        "\(error)".hasSuffix(
          "typometer.json:3: '\(shown)' in the spec's \"resources\" is the res folder 'res' names "
            + "already; name each res folder once (its strings would be measured twice)")
      }
    }
    // Each entry named twice is said.
    let thrice = try folder.write(
      "thrice.json",
      """
      {"platform": "android", "fonts": ["\(Fixtures.fontsDirectory)"],
       "resources": ["res", "res/", "./res"],
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}
      """)
    #expect {
      _ = try CheckRunner.run(spec: try CheckSpec.load(path: thrice))
    } throws: { error in
      guard case .several(let all) = error as? CheckRunner.Failure else { return false }
      return all.count == 2 && "\(error)".split(separator: "\n").count == 2
    }
    try folder.write("en.lproj/Localizable.strings", #""a" = "Hello";"#)
    let apple = try folder.write(
      "apple.json",
      """
      {"fonts": ["\(Fixtures.fontsDirectory)"], "systemFont": "Inter",
       "strings": ["en.lproj/Localizable.strings", "./en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    #expect {
      _ = try CheckRunner.run(spec: try CheckSpec.load(path: apple))
    } throws: { error in
      "\(error)".contains(
        "'./en.lproj/Localizable.strings' in the spec's \"strings\" is the string file "
          + "'en.lproj/Localizable.strings' names already")
    }
  }

  /// Checks the app whose res folder is `folder`'s `res`, with the
  /// repository's fonts, in `containers` (JSON objects), `extra` keys before.
  static func checkRes(in folder: TemporaryFolder, containers: String, extra: String = "")
    throws -> CheckReport
  {
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res", "fonts": ["\(Fixtures.fontsDirectory)"],
       \(extra) "containers": [\(containers)]}
      """)
    return try CheckRunner.run(spec: try CheckSpec.load(path: path))
  }

  /// An Android app's strings are read as Markdown only where the spec
  /// says `"markdown": true` (an app of Markwon): a link is its text, as
  /// the library shows it; without it, as written.
  @Test func markdownOnAndroidOnlyWhereTheSpecSaysSo() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      #"<resources><string name="a">Read the [policy](https://example.com/a/b/c/privacy-policy)</string></resources>"#
    )
    // Wide enough for the link's text in one line, not for its address.
    let container = #"{"keys": ["*"], "style": "bodyLarge", "width": 300, "maxLines": 1}"#
    let plain = try Self.checkRes(in: folder, containers: container)
    #expect(plain.summary.overflows == 1)
    #expect(plain.settings.markdown == nil)
    let off = try Self.checkRes(in: folder, containers: container, extra: #""markdown": false,"#)
    #expect(off.summary.overflows == 1)
    let markdown = try Self.checkRes(
      in: folder, containers: container, extra: #""markdown": true,"#)
    #expect(markdown.summary.overflows == 0)
    #expect(markdown.summary.measured == 1)
    #expect(markdown.settings.markdown == true)
  }

  /// A legacy language folder (`values-iw`) whose modern one (`values-he`)
  /// gives the same file again is said once (F-Droid keeps both); one that
  /// differs is measured.
  @Test func aLegacyLanguageFolderCopiedIsSaidOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      #"<resources><string name="a">Hello there</string><string name="b">Bye</string></resources>"#)
    let hebrew =
      #"<resources><string name="a">שלום לכם</string><string name="b">ביי</string></resources>"#
    try folder.write("res/values-he/strings.xml", hebrew)
    try folder.write("res/values-iw/strings.xml", hebrew)
    // (A folder of the same other qualifiers: `-v21`.)
    try folder.write("res/values-he-v21/strings.xml", hebrew)
    try folder.write("res/values-iw-v21/strings.xml", hebrew)
    try folder.write(
      "res/values-in/strings.xml", #"<resources><string name="a">Halo semua</string></resources>"#)
    try folder.write(
      "res/values-id/strings.xml", #"<resources><string name="a">Halo kalian</string></resources>"#)
    let narrow = #"{"keys": ["*"], "style": "bodyLarge", "width": 1, "maxLines": 1}"#
    let report = try Self.checkRes(in: folder, containers: narrow)
    #expect(report.summary.legacyLanguageCopies == 4)
    let languages = report.findings.filter { $0.code == .overflow }.compactMap(\.language)
    #expect(languages.filter { $0 == "he" }.count == 4)
    #expect(!languages.contains("iw"))
    // Indonesian's two differ: both measured.
    #expect(languages.contains("in") && languages.contains("id"))
    #expect(
      CheckRenderer.text(report).contains(
        "4 in legacy language folders (values-iw, -in, -ji) the modern ones give again (said "
          + "once) (left out)"))
  }

  /// A container's style written as a layout writes it (`@style/TextSmall`,
  /// NetGuard's) is that style.
  @Test func aContainerStyleWrittenAsAReferenceIsTheStyle() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#)
    try folder.write(
      "res/values/styles.xml",
      #"<resources><style name="TextSmall"><item name="android:textSize">12sp</item></style></resources>"#
    )
    let bare = try Self.checkRes(
      in: folder, containers: #"{"keys": ["*"], "style": "TextSmall", "width": 300}"#)
    let written = try Self.checkRes(
      in: folder, containers: #"{"keys": ["*"], "style": "@style/TextSmall", "width": 300}"#)
    #expect(written.summary.measured == 1)
    #expect(
      written.styles.first?.sizes.map(\.pointSize) == bare.styles.first?.sizes.map(\.pointSize))
  }

  /// A res folder the spec names is aapt2's whatever its name (Gradle's
  /// `res.srcDirs` may name any folder) but Compose Multiplatform's
  /// `composeResources`: what aapt2 refuses in its values files stops the
  /// check, as in a folder named `res`.
  @Test func aNamedResFolderOfAnyNameIsAapt2s() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "myres/values/strings.xml", #"<resources><string name="a">Don't</string></resources>"#)
    // However the spec spells the folder, and the string file in it.
    for (resources, strings) in [
      (#""myres""#, ""), (#""myres/""#, ""), (#""./myres""#, ""),
      (#""myres""#, #""strings": ["./myres/values/strings.xml"],"#),
    ] {
      let path = try folder.write(
        "typometer.json",
        """
        {"platform": "android", "resources": \(resources), \(strings)
         "fonts": ["\(Fixtures.fontsDirectory)"],
         "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}
        """)
      #expect {
        try CheckRunner.run(spec: try CheckSpec.load(path: path))
      } throws: { error in
        "\(error)".contains("values/strings.xml:1: ") && "\(error)".contains("apostrophe")
      }
    }
    let path = folder.url("typometer.json")
    // Named in "strings" alone, outside a res folder the spec names, it is
    // told by its path: no res folder's.
    try folder.write(
      "typometer.json",
      """
      {"platform": "android", "strings": ["myres/values/strings.xml"],
       "fonts": ["\(Fixtures.fontsDirectory)"],
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}
      """)
    #expect(try CheckRunner.run(spec: try CheckSpec.load(path: path)).summary.measured == 1)
    // Compose Multiplatform's `composeResources`, named as a res folder
    // (Thunderbird's modules), is read by its own resource reader, to
    // which an apostrophe is text: no aapt2 rule stops the check.
    try folder.write(
      "src/commonMain/composeResources/values/strings.xml",
      #"<resources><string name="a">Don't</string></resources>"#)
    try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": ["src/commonMain/composeResources"],
       "fonts": ["\(Fixtures.fontsDirectory)"],
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}
      """)
    #expect(try CheckRunner.run(spec: try CheckSpec.load(path: path)).summary.measured == 1)
  }

  /// A resource two files of one values folder give (uhabits' `edit` in
  /// `strings.xml` and another file) stops the check, as Gradle's resource
  /// merge stops the build, naming both places; a `<plurals>` beside a
  /// `<string>` of its name, or the same name in another values folder, is
  /// no such pair.
  @Test func aResourceTwoFilesOfAFolderGiveStopsTheCheck() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      "<resources>\n<string name=\"title\">Habits</string>\n<string name=\"edit\">Edit</string>\n"
        + "</resources>")
    try folder.write(
      "res/values/more.xml",
      #"<resources><plurals name="title"><item quantity="other">%d</item></plurals>"#
        + "\n" + #"<string name="edit">Edit this habit</string></resources>"#)
    try folder.write(
      "res/values-de/strings.xml",
      #"<resources><string name="edit">Bearbeiten</string></resources>"#)
    let container = #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#
    #expect {
      try Self.checkRes(in: folder, containers: container)
    } throws: { error in
      "\(error)".contains(
        "res/values/strings.xml:3: string \"edit\" is defined again (first in more.xml:2): "
          + "Gradle's resource merge refuses a resource given twice in one values folder")
    }
    try folder.write(
      "res/values/more.xml",
      #"<resources><plurals name="title"><item quantity="other">%d</item></plurals></resources>"#)
    #expect(try Self.checkRes(in: folder, containers: container).summary.measured == 4)
  }

  /// A translation of a key the default language's files do not give (a
  /// key a translation platform kept after the app dropped it) is left out
  /// and counted, with where it is; a `<plurals>` is not a `<string>` of
  /// its name; with no default-language file, nothing is extra.
  @Test func extraTranslationsAreLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      #"<resources><string name="a">Hello</string><plurals name="n"><item quantity="other">%d</item></plurals></resources>"#
    )
    try folder.write(
      "res/values-de/strings.xml",
      #"<resources><string name="a">Hallo</string><string name="old">Alt</string><string name="n">N</string></resources>"#
    )
    let container = #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#
    let report = try Self.checkRes(in: folder, containers: container)
    #expect(report.summary.extraTranslations == 2)
    #expect(report.summary.measured == 3)
    let entries = (report.leftOutEntries ?? []).filter { $0.reason == "extraTranslations" }
    #expect(entries.map(\.key).sorted() == ["n", "old"])
    #expect(
      entries.allSatisfy { $0.file.hasSuffix("res/values-de/strings.xml") && $0.language == "de" })
    // Translations alone: no key is known to be extra.
    let alone = try TemporaryFolder()
    try alone.write(
      "res/values-de/strings.xml", #"<resources><string name="old">Alt</string></resources>"#)
    let path = try alone.write(
      "typometer.json",
      """
      {"platform": "android", "strings": ["res/values-de/strings.xml"],
       "fonts": ["\(Fixtures.fontsDirectory)"], "containers": [\(container)]}
      """)
    let translations = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(translations.summary.extraTranslations == nil)
    #expect(translations.summary.measured == 1)
  }

  /// Every string file that cannot be read is said in one run, each at its
  /// line, as for an Apple app's: the res folders' reading stopped at the
  /// first. A bare `&` is said as one, without the text after it.
  @Test func everyUnreadableStringFileIsSaidAtOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write("res/values/strings.xml", "<resources>\n<string name=\"a\">Hi\n</resources>")
    try folder.write(
      "res/values-de/strings.xml",
      "<resources>\n<string name=\"a\">Hallo & Tschüss</string>\n<string name=\"b\">x</string></resources>"
    )
    #expect {
      try Self.checkRes(
        in: folder, containers: #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#)
    } throws: { error in
      guard case .stringFiles(let failures) = error as? CheckRunner.Failure else { return false }
      let said = failures.map(\.description)
      return said.count == 2
        && said[0].hasSuffix(
          "values/strings.xml:2: expected </string> to close this <string>, found </resources> "
            + "at line 3")
        && said[1].hasSuffix(
          "values-de/strings.xml:2: '&' begins no entity or character reference: an ampersand "
            + "is written &amp;")
    }
  }

  /// A FIFO named like a values file is no file: the check says so, naming
  /// it, and stops (exit 2), rather than skip it without a word or wait
  /// for a writer.
  @Test func aPipeInAValuesFolderIsNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#)
    try FileManager.default.createDirectory(
      atPath: folder.url("res/values-fr"), withIntermediateDirectories: true)
    try folder.fifo("res/values-fr/strings.xml")
    #expect {
      try Self.checkRes(
        in: folder, containers: #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#)
    } throws: { error in
      "\(error)".contains("values-fr/strings.xml") && "\(error)".contains("FIFO")
    }
  }

  /// A string of a module's `src/main` res folder that every flavour of
  /// the same module (each folder of its `src` but tests' and debug
  /// builds') defines again, in the same values folder, is the flavour's on
  /// a device (Gradle's resource merge): the main one is left out and
  /// counted. One only some flavours define stays (the others' builds show
  /// it), and so do another module's string of that name and a plurals
  /// resource of the same name.
  @Test func aFlavoursStringOverridesMains() throws {
    let folder = try TemporaryFolder()
    func write(_ path: String, _ body: String) throws {
      try folder.write(path, "<resources>\(body)</resources>")
    }
    try write(
      "app/src/main/res/values/strings.xml",
      #"<string name="title">Main title</string><string name="body">Body</string>"#
        + #"<plurals name="title"><item quantity="other">%d titles</item></plurals>"#)
    try write(
      "app/src/main/res/values-de/strings.xml", #"<string name="title">Haupttitel</string>"#)
    try write("app/src/play/res/values/strings.xml", #"<string name="title">Play title</string>"#)
    try write("app/src/play/res/values-fr/strings.xml", #"<string name="title">Titre</string>"#)
    try write(
      "lib/src/main/res/values/strings.xml", #"<string name="title">Library title</string>"#)
    // A string one flavour of two gives again is main's in the other's build.
    try write(
      "lib/src/main/res/values/more.xml",
      #"<string name="lib_name">Library</string><string name="lib_note">Note</string>"#)
    try write("lib/src/free/res/values/strings.xml", #"<string name="lib_name">Free</string>"#)
    try write(
      "lib/src/paid/res/values/strings.xml",
      #"<string name="lib_name">Paid</string><string name="lib_note">Paid note</string>"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "fonts": ["\(Fixtures.fontsDirectory)"],
       "resources": ["app/src/play/res", "app/src/main/res", "lib/src/free/res",
                     "lib/src/paid/res", "lib/src/main/res"],
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 1, "maxLines": 1}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.overridden == 2)
    #expect(
      Set(report.findings.filter { $0.code == .overflow }.compactMap(\.text)) == [
        "Play title", "Titre", "Body", "1234 titles", "Haupttitel", "Library title", "Free",
        "Paid", "Paid note", "Note",
      ])
    #expect(CheckRenderer.text(report).contains("2 overridden by a flavour's (left out)"))
    // Another flavour with no res of its own (its builds show main's
    // title), and a debug build's and a test source set's folders, which
    // users do not get.
    try folder.write("app/src/fdroid/java/App.kt", "class App")
    try folder.write("lib/src/debug/java/Debug.kt", "class Debug")
    try folder.write("lib/src/androidTest/java/Test.kt", "class Test")
    let flavours = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(flavours.summary.overridden == 1)
    #expect(flavours.findings.contains { $0.text == "Main title" })
    #expect(!flavours.findings.contains { $0.text == "Library" })
  }

  /// An Android string's integer is written as Java's `%d` writes it, with
  /// no grouping (`1234`), unless the spec names a sample; a `<plurals>`
  /// item's count is a number of its form (English `one`: 1), also where
  /// the form's one specifier is `%s` (Feeder's `%1$s feeds`: Java writes a
  /// number given for `%s` as `%d` does), not where it has others, nor where
  /// its `%s` is another argument than the first (F-Droid's `Saved one app
  /// from %2$s`: the repository's name).
  @Test func integersAreWrittenAsJavaWritesThem() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources>
        <string name="left">%1$d MB left</string>
        <plurals name="days"><item quantity="one">%d day</item><item quantity="other">%d days</item></plurals>
        <plurals name="feeds"><item quantity="one">%1$s feed</item><item quantity="other">%1$s feeds</item></plurals>
        <plurals name="shared"><item quantity="one">%1$s shared %2$d file</item></plurals>
        <plurals name="copied"><item quantity="one">%1$,d file in %2$s</item><item quantity="other">%1$,d files in %2$s</item></plurals>
        <plurals name="saved"><item quantity="one">Saved one app from %2$s</item><item quantity="other">Saved %1$d apps from %2$s</item></plurals>
      </resources>
      """)
    let narrow = #"{"keys": ["*"], "style": "bodyLarge", "width": 1, "maxLines": 1}"#
    let plain = try Self.checkRes(in: folder, containers: narrow)
    // (Java's `,` flag groups the digits: MaterialFiles' `%1$,d`, 2,351 strings.)
    #expect(
      plain.findings.filter { $0.code == .overflow }.compactMap(\.text) == [
        "1234 MB left", "1 day", "1234 days", "1 feed", "1234 feeds", "Alexandria shared 1 file",
        "1 file in Alexandria", "1,234 files in Alexandria", "Saved one app from Alexandria",
        "Saved 1234 apps from Alexandria",
      ])
    let named = try Self.checkRes(
      in: folder, containers: narrow, extra: #""formatSamples": {"integer": "12,345"},"#)
    #expect(
      named.findings.filter { $0.code == .overflow }.compactMap(\.text) == [
        "12,345 MB left", "1 day", "12,345 days", "1 feed", "12,345 feeds",
        "Alexandria shared 1 file", "1 file in Alexandria", "12,345 files in Alexandria",
        "Saved one app from Alexandria", "Saved 12,345 apps from Alexandria",
      ])
  }

  /// A string a drawable or an animation takes (a vector's
  /// `android:pathData`, a group's `android:name`, an animator's
  /// `android:propertyName`) is graphics data, no text a view shows: left
  /// out as an identifier, in every language (Delta Chat's
  /// `vector_paths.xml`); one a preference screen shows is measured.
  @Test func stringsDrawablesTakeAreLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/vector_paths.xml",
      """
      <resources>
        <string name="play_path" translatable="true">M 44 32 L 44 64 L 100 64 Z</string>
        <string name="play_group">upperpart</string>
        <string name="rotation">rotation</string>
        <string name="title">Play</string>
      </resources>
      """)
    try folder.write(
      "res/values-de/strings.xml",
      #"<resources><string name="play_group">Oberteil</string><string name="title">Abspielen</string></resources>"#
    )
    try folder.write(
      "res/drawable/play_icon.xml",
      """
      <vector xmlns:android="http://schemas.android.com/apk/res/android">
        <group android:name="@string/play_group">
          <path android:pathData=" @string/play_path "/>
        </group>
      </vector>
      """)
    try folder.write(
      "res/animator-v21/turn.xml",
      #"<objectAnimator xmlns:android="http://schemas.android.com/apk/res/android" android:propertyName="@string/rotation"/>"#
    )
    let narrow = #"{"keys": ["*"], "style": "bodyLarge", "width": 1, "maxLines": 1}"#
    let report = try Self.checkRes(in: folder, containers: narrow)
    #expect(
      Set(report.findings.filter { $0.code == .overflow }.compactMap(\.text)) == [
        "Play", "Abspielen",
      ])
    #expect(report.summary.identifiers == 4)
  }

  /// On Android, `%d` and `%f` are written in the string's locale, as
  /// `Resources.getString` formats them (Java's `String.format` with the
  /// configuration's locale): Arabic's digits, Persian's, but Morocco's
  /// Arabic in ASCII digits; a German decimal comma. A `%s` given a count
  /// (Java's `String.valueOf`) stays in ASCII digits (Arabic's `other`
  /// form's number, 1202). (The digits each
  /// locale writes are compared with Babel's CLDR in `LocaleNumbersTests`.)
  @Test func numbersAreWrittenInTheStringsLocale() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources>
        <string name="minutes">%d minutes</string>
        <string name="distance">%.1f km</string>
        <plurals name="feeds"><item quantity="other">%1$s feeds</item></plurals>
      </resources>
      """)
    let translations = [
      ("ar", "%d دقيقة", "%.1f كم", "%1$s خلاصة"), ("fa", "%d دقیقه", "%.1f کیلومتر", "%1$s فید"),
      ("ar-rMA", "%d دقيقة", "%.1f كم", "%1$s خلاصة"),
      ("de", "%d Minuten", "%.1f km", "%1$s Feeds"),
    ]
    for (folderName, minutes, distance, feeds) in translations {
      try folder.write(
        "res/values-\(folderName)/strings.xml",
        """
        <resources>
          <string name="minutes">\(minutes)</string>
          <string name="distance">\(distance)</string>
          <plurals name="feeds"><item quantity="other">\(feeds)</item></plurals>
        </resources>
        """)
    }
    let narrow = #"{"keys": ["*"], "style": "bodyLarge", "width": 1, "maxLines": 1}"#
    let report = try Self.checkRes(in: folder, containers: narrow)
    let texts = Set(report.findings.filter { $0.code == .overflow }.compactMap(\.text))
    for text in [
      "١٢٣٤ دقيقة", "١٢٫٣ كم", "1202 خلاصة", "۱۲۳۴ دقیقه", "۱۲٫۳ کیلومتر", "1234 فید",
      "1234 دقيقة", "12,3 كم", "1234 Minuten", "12,3 km", "1234 minutes", "12.3 km",
    ] {
      #expect(texts.contains(text), "\(text) in \(texts)")
    }
  }

  /// Strings marked not to translate (keys, URLs, constants) are left out of
  /// the catch-all and counted: a container that names them (their key, or a
  /// pattern other than `*`, in any container, first or not) takes them, as
  /// does every container with `measureUntranslatable` (a URL or an
  /// identifier still only where named); with nothing else to measure, the
  /// check says why.
  @Test func untranslatableStringsAreLeftOutUnlessNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources>
        <string name="title">Settings</string>
        <string name="app_name" translatable="false">Corner Shop</string>
        <string name="pref_key" translatable="false">readingAppInstallID</string>
        <string-array name="domains" translatable="false"><item>a.example</item><item>b.example</item></string-array>
        <string name="help_url">https://example.org/wiki/Help:Getting_started</string>
        <string name="pref_key_theme">pref_key_theme</string>
        <string name="ok">ok</string>
      </resources>
      """)
    func run(_ containers: String, _ extra: String = "") throws -> CheckReport {
      try Self.checkRes(in: folder, containers: containers, extra: extra)
    }
    let all = #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#
    let plain = try run(all)
    #expect(plain.summary.strings == 8)
    #expect(plain.summary.measured == 2)
    #expect(plain.summary.untranslatable == 4)
    #expect(plain.summary.urls == 1)
    // A key the code reads, an identifier, is not text either.
    #expect(plain.summary.identifiers == 1)
    #expect(plain.summary.unassigned == 0)
    #expect(
      CheckRenderer.text(plain).contains(
        "0 in no container, 4 not to translate (left out), 1 URL (left out), 1 identifier (left out);"
      ))
    // Where each is, and why, in the report and with --verbose.
    let entries = try #require(plain.leftOutEntries)
    #expect(
      entries.map { "\($0.key) \($0.reason) \($0.variant ?? "-")" } == [
        "app_name untranslatable -", "pref_key untranslatable -", "domains untranslatable 0",
        "domains untranslatable 1", "help_url urls -", "pref_key_theme identifiers -",
      ])
    #expect(entries.allSatisfy { $0.file.hasSuffix("res/values/strings.xml") && $0.line != nil })
    #expect(
      CheckRenderer.render(plain, as: .text, verbose: true).contains(
        ": 'help_url' left out (urls)"))
    #expect(!CheckRenderer.text(plain).contains("left out (urls)"))
    // A URL alone is left out like them, measureUntranslatable or not; a
    // container that names it measures it. So is an identifier (the
    // preference key `readingAppInstallID`, in camel case, is one too).
    let url = try run(
      all + #", {"keys": ["*_url"], "style": "bodyLarge", "width": 300}"#,
      #""measureUntranslatable": true,"#)
    #expect(url.summary.measured == 6)
    #expect(url.summary.urls == nil)
    #expect(url.summary.identifiers == 2)

    // By the key (a string array's items too) or a pattern, in a container
    // after the catch-all too.
    let named = try run(
      all + #", {"keys": ["app_name", "domains"], "style": "bodyLarge", "width": 300}"#)
    #expect(named.summary.measured == 5)
    #expect(named.summary.untranslatable == 1)
    let pattern = try run(
      all + #", {"keys": ["pref_*"], "style": "bodyLarge", "width": 300}"#)
    #expect(pattern.summary.measured == 4)
    #expect(pattern.summary.untranslatable == 3)
    #expect(pattern.summary.urls == 1)
    #expect(pattern.summary.identifiers == nil)
    #expect(pattern.findings.allSatisfy { $0.code != .unusedContainer })

    let every = try run(all, #""measureUntranslatable": true,"#)
    #expect(every.summary.measured == 5)
    #expect(every.summary.untranslatable == nil)
    #expect(every.summary.urls == 1)
    #expect(every.summary.identifiers == 2)

    // Pseudo-localisation stands for a translation: a string not to
    // translate keeps its text (its twin that is translated overflows).
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="twin">Settings</string>
      <string name="fixed" translatable="false">Settings</string></resources>
      """)
    let pseudo = try run(
      #"{"keys": ["*"], "style": "bodyLarge", "width": 200, "maxLines": 1}"#,
      #""measureUntranslatable": true, "stress": ["pseudo"],"#)
    let stressed = pseudo.findings.filter { $0.stress == "pseudo" }.map(\.key)
    #expect(stressed == ["twin"])

    try folder.write(
      "res/values/strings.xml",
      #"<resources><string name="pref_key" translatable="false">fontFamily</string></resources>"#)
    let none = try run(all)
    #expect(none.summary.measured == 0)
    // (With the reasons it left them out, as the summary counts them.)
    #expect(
      none.nothingMeasured?.hasPrefix(
        "every string is left out of the catch-all (1 not to translate), which only a container "
          + "that names their keys measures") == true, "\(none.nothingMeasured ?? "")")
  }

  /// A string array in `values/` that lists `@string/` names of another file
  /// shows their text, and on a German device their German text: both are
  /// measured, the German ones counted apart from the strings read. An array
  /// marked not to translate that lists translated strings shows them
  /// translated. A reference to a string no file defines (the platform's) is
  /// left out and counted.
  @Test func referencesToOtherFilesShowTheirText() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="title">Settings</string>
      <string name="never">Never</string><string name="daily">Daily</string></resources>
      """)
    try folder.write(
      "res/values/arrays.xml",
      """
      <resources><string-array name="frequency" translatable="false">
      <item>@string/never</item><item>@string/daily</item>
      <item>@android:string/ok</item><item>@string/missing</item>
      </string-array></resources>
      """)
    try folder.write(
      "res/values-de/strings.xml",
      #"<resources><string name="never">Nie</string><string name="daily">Täglich</string></resources>"#
    )
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res", "fonts": ["\(Fixtures.fontsDirectory)"],
       "containers": [{"keys": ["frequency"], "style": "bodyLarge", "width": 4, "maxLines": 1},
                      {"keys": ["*"], "style": "bodyLarge", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.strings == 9)
    #expect(report.summary.references == 2)
    // Each is listed where it is, as other strings left out are.
    #expect(
      report.leftOutEntries?.filter { $0.reason == "references" }.map {
        "\($0.key) \($0.variant ?? "") \($0.line.map(String.init) ?? "")"
      } == ["frequency 2 3", "frequency 3 3"])
    #expect(CheckRenderer.text(report).contains(", 2 unresolved references (left out)"))
    #expect(report.summary.translatedReferences == 2)
    #expect(CheckRenderer.text(report).contains(", 2 references measured again in translations"))
    #expect(report.summary.untranslatable == nil)
    // 3 + 2 defaults and German's own 2, then the array's 2 items in German.
    #expect(report.summary.measured == 9)
    let overflows = report.findings.filter { $0.code == .overflow }
    #expect(
      overflows.map { "\($0.language ?? "-") \($0.variant ?? "") \($0.text ?? "")" } == [
        "- 0 Never", "- 1 Daily", "de 0 Nie", "de 1 Täglich",
      ])
    // Each is filed where a person fixes it, the string it shows in its
    // language, and names that string.
    #expect(
      overflows.map {
        "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line ?? 0)"
      }
        == [
          "values/strings.xml:2", "values/strings.xml:2", "values-de/strings.xml:1",
          "values-de/strings.xml:1",
        ])
    #expect(
      overflows.map(\.reference) == [
        "@string/never", "@string/daily", "@string/never", "@string/daily",
      ])
    // And its array item, which tells apart two items that show one string.
    #expect(CheckRenderer.text(report).contains("[overflow] (de) (item 0) (shows @string/never)"))
    #expect(CheckRenderer.text(report).contains("[overflow] (de) (item 1) (shows @string/daily)"))
    #expect(CheckRenderer.text(report).contains("2 unresolved references (left out)"))
    let json = CheckRenderer.json(report)
    #expect(json.contains(#""translatedReferences" : 2"#))
    #expect(json.contains(#""reference" : "@string/daily""#))

    // In the container of the strings they show, the items are what the
    // strings' own entries show there, in both languages: not measured
    // again (the same findings twice), the strings' own findings said once.
    try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res", "fonts": ["\(Fixtures.fontsDirectory)"],
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 4, "maxLines": 1}]}
      """)
    let shared = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(shared.summary.translatedReferences == nil)
    #expect(shared.summary.repeatedReferences == 2)
    #expect(shared.summary.measured == 5)
    #expect(
      shared.findings.filter { $0.code == .overflow && $0.language == nil }.compactMap(\.key)
        .sorted() == ["daily", "never", "title"])
    let german = shared.findings.filter { $0.code == .overflow && $0.language == "de" }
    #expect(german.count == 2)
    #expect(Set(german.compactMap(\.text)) == ["Nie", "Täglich"])
    #expect(german.allSatisfy { $0.file.hasSuffix("res/values-de/strings.xml") })
  }

  /// A reference to a reference (Breezy Weather's array item
  /// `@string/weather_kind_clear`, itself `@string/common_weather_text_clear_sky`)
  /// shows the string at the chain's end and names it; where the same
  /// container measures that string, the item is said once, by that string,
  /// in every language (it had been said two and three times at one line).
  @Test func aChainOfReferencesNamesTheStringAtItsEnd() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="clear_sky">Clear sky</string>
      <string name="kind_clear" translatable="false">@string/clear_sky</string>
      <string-array name="kinds" translatable="false"><item>@string/kind_clear</item></string-array>
      </resources>
      """)
    try folder.write(
      "res/values-de/strings.xml",
      #"<resources><string name="clear_sky">Klarer Himmel</string></resources>"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res", "fonts": ["\(Fixtures.fontsDirectory)"],
       "measureUntranslatable": true,
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 4, "maxLines": 1}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let overflows = report.findings.filter { $0.code == .overflow }
    #expect(
      overflows.map { "\($0.key ?? "") \($0.language ?? "-") \($0.reference ?? "")" }.sorted()
        == ["clear_sky - ", "clear_sky de "], "\(overflows.map(\.message))")
    #expect(report.summary.repeatedReferences == 2)
    // In a container of its own, the item is measured, named by the string it shows.
    try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res", "fonts": ["\(Fixtures.fontsDirectory)"],
       "measureUntranslatable": true,
       "containers": [{"keys": ["kinds"], "style": "bodyLarge", "width": 4, "maxLines": 1},
                      {"keys": ["*"], "style": "bodyLarge", "width": 300}]}
      """)
    let own = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let items = own.findings.filter { $0.code == .overflow && $0.key == "kinds" }
    #expect(
      items.map { "\($0.language ?? "-") \($0.reference ?? "") \($0.line ?? 0)" }.sorted()
        == ["- @string/clear_sky 1", "de @string/clear_sky 1"], "\(items.map(\.message))")
  }

  /// A `<plurals>` of `values/` whose forms name strings (Feeder's
  /// `n_feeds`) is measured again in each language that translates them,
  /// but only in the forms that language shows a whole number with (CLDR's
  /// rules, as `getQuantityString` picks one): Russian shows `one`, `few`
  /// and `many`, never `zero` or `two`, and `other` (fractions) only when
  /// the key lacks one of those; Japanese, of one category, `other` alone,
  /// as a file of its own does. The default language keeps every form.
  @Test func translatedPluralFormsAreThoseTheLanguageShows() throws {
    let folder = try TemporaryFolder()
    let categories = ["zero", "one", "two", "few", "many", "other"]
    let items = categories.map { #"<item quantity="\#($0)">@string/n_\#($0)</item>"# }
    try folder.write(
      "res/values/plurals.xml",
      "<resources><plurals name=\"n\">\(items.joined())</plurals></resources>")
    func strings(_ word: String) -> String {
      "<resources>"
        + categories.map { #"<string name="n_\#($0)">%d \#(word) \#($0)</string>"# }.joined()
        + "</resources>"
    }
    try folder.write("res/values/strings.xml", strings("feeds"))
    try folder.write("res/values-ru/strings.xml", strings("каналов"))
    try folder.write("res/values-ja/strings.xml", strings("フィード"))
    let report = try Self.checkRes(
      in: folder,
      containers: #"{"keys": ["n"], "style": "bodyLarge", "width": 4, "maxLines": 1}"#
        + #", {"keys": ["*"], "skip": true}"#)
    func forms(_ language: String?) -> Set<String> {
      Set(
        report.findings.filter { $0.code == .overflow && $0.language == language }
          .compactMap(\.variant))
    }
    let all = Set(categories.map { "plural." + $0 })
    #expect(forms(nil) == all)
    #expect(forms("ru") == ["plural.one", "plural.few", "plural.many"])
    #expect(forms("ja") == ["plural.other"])
    #expect(report.summary.translatedReferences == 4)

    // With no `many` form, Russian's `other` stands in for it: kept.
    try folder.write(
      "res/values/plurals.xml",
      "<resources><plurals name=\"n\">\(items.filter { !$0.contains("many") }.joined())</plurals></resources>"
    )
    let fewer = try Self.checkRes(
      in: folder,
      containers: #"{"keys": ["n"], "style": "bodyLarge", "width": 4, "maxLines": 1}"#
        + #", {"keys": ["*"], "skip": true}"#)
    #expect(
      Set(
        fewer.findings.filter { $0.code == .overflow && $0.language == "ru" }.compactMap(\.variant))
        == ["plural.one", "plural.few", "plural.other"])
  }

  /// Layouts are read with the project's XML reader: comments are not
  /// content, a platform style is named `android:X`, and hostile layouts (a
  /// long name, unclosed quotes or comments) are not well-formed and name
  /// none, at once.
  @Test func layoutAttributes() {
    let layout = #"""
      <a style="@style/P" b='@android:style/X'><!-- <d style="@style/H"/> -->
        <c android:textAppearance='@android:style/TextAppearance.Large' tools:textAppearance="@style/T"/>
        <e android:textAppearance="?attr/textAppearanceBodyLarge" style="?"/>
        <f android:textAppearance="@*android:style/TextAppearance.Small"/>
      </a>
      """#
    #expect(
      ProjectScan.stylesNamed(in: Array(layout.utf8)).styles.sorted() == [
        "?attr/textAppearanceBodyLarge", "P", "android:TextAppearance.Large",
        "android:TextAppearance.Small",
      ])
    // A theme overlay a view takes is no style it is set in.
    let themed = #"<a android:theme="@style/Overlay" style="@style/P" tools:theme="@style/T"/>"#
    let named = ProjectScan.stylesNamed(in: Array(themed.utf8))
    #expect(named.styles == ["P"] && named.overlays == ["Overlay"], "\(named)")
    // A view whose text the layout writes (uhabits' credits: 172 names in
    // `About.Item`) shows none of the app's strings: its style is not
    // counted; one showing a string resource, or text its code sets, is.
    let credits = #"""
      <a><b style="@style/About.Item" android:text="Angga Rifandi"/>
      <b style="@style/About.Item" android:text="@string/translators"/>
      <b style="@style/About.Item"/><b style="@style/Body" android:text=" "/></a>
      """#
    #expect(
      ProjectScan.stylesNamed(in: Array(credits.utf8)).styles.sorted() == [
        "About.Item", "About.Item", "Body",
      ])
    let hostile = [
      String(repeating: "a", count: 400_000),
      "<X " + String(repeating: #"a=""#, count: 100_000),
      String(repeating: "<!--", count: 100_000),
      "<a>" + String(repeating: "<b>", count: 100_000),
    ]
    for text in hostile {
      #expect(ProjectScan.stylesNamed(in: Array(text.utf8)).styles.isEmpty)
    }
  }

  /// The hints a layout sets on one line: a `TextInputLayout`'s (its own,
  /// or its edit field's, which it takes; not where `app:hintEnabled` is
  /// false or `app:hintMaxLines` lets it wrap), an edit field's of one line
  /// (`maxLines` or `lines` of 1 whatever its input type; an input type
  /// without `textMultiLine` in the text class, flags read as aapt2 trims
  /// them; else `singleLine`), a `SearchView`'s query hint, Material's
  /// `SearchBar` and `SearchView` hints; not an edit field's of no input
  /// type (many lines) or of `textMultiLine`, nor one no one edits whose
  /// text the layout writes (its hint never shows; an edited field's text
  /// is a default its user may clear), nor a design-time `tools:` hint. Every
  /// other string it sets is named as set otherwise. Each hint keeps its
  /// field's own style, whether the field is Material's, whether it sets its
  /// own text size, and whether it shows only as a collapsed label.
  @Test func hintsShownOnOneLine() {
    let layout = #"""
      <LinearLayout>
        <com.google.android.material.textfield.TextInputLayout android:hint="@string/a">
          <com.google.android.material.textfield.TextInputEditText android:hint="@string/b"
            android:textAppearance="@style/Field"/>
        </com.google.android.material.textfield.TextInputLayout>
        <EditText android:hint="@string/c" android:singleLine="true" style="@style/Plain"/>
        <EditText android:hint="@string/d" android:maxLines="1"/>
        <EditText android:hint="@string/e" android:inputType="textUri"/>
        <EditText android:hint="@string/f"/>
        <EditText android:hint="@string/g" android:inputType="textCapSentences|textMultiLine"/>
        <EditText android:hint="@string/h" android:inputType="none" android:lines="2"/>
        <androidx.appcompat.widget.SearchView app:queryHint="@string/i"/>
        <com.google.android.material.search.SearchBar android:hint="@string/o"/>
        <FrameLayout><EditText android:hint="@string/j"/></FrameLayout>
        <TextView android:text="@string/k" android:hint="@string/l" tools:hint="@string/m"/>
        <AutoCompleteTextView android:hint=" @string/n " android:inputType="text"/>
        <EditText android:hint="@string/p" android:singleLine="true" android:textSize="15sp"/>
        <EditText android:hint="@string/q" android:inputType="text | textMultiLine"/>
        <EditText android:hint="@string/r" android:inputType="number|textMultiLine"/>
        <EditText android:hint="@string/s" android:inputType="textMultiLine" android:maxLines="1"/>
        <EditText android:hint="@string/t" android:singleLine="true" android:text="@string/u"/>
        <EditText android:hint="@string/z" android:singleLine="true" android:text="@string/u"
          android:focusable="false"/>
        <com.google.android.material.textfield.TextInputLayout app:hintEnabled="false">
          <com.google.android.material.textfield.TextInputEditText android:hint="@string/v"/>
        </com.google.android.material.textfield.TextInputLayout>
        <com.google.android.material.textfield.TextInputLayout android:hint="@string/w"
          app:hintMaxLines="2"><EditText/></com.google.android.material.textfield.TextInputLayout>
        <com.google.android.material.textfield.TextInputLayout android:hint="@string/x"
          app:expandedHintEnabled="false">
          <EditText android:textSize="20sp"/>
        </com.google.android.material.textfield.TextInputLayout>
        <com.google.android.material.search.SearchView app:queryHint="@string/y"/>
      </LinearLayout>
      """#
    let found = ProjectScan.stylesNamed(in: Array(layout.utf8))
    typealias Hint = ProjectScan.OneLineHint
    #expect(
      Set(found.oneLineHints) == [
        Hint(string: "a", style: "Field", material: true),
        Hint(string: "b", style: "Field", material: true),
        Hint(string: "c", style: "Plain", material: false),
        Hint(string: "d", style: nil, material: false),
        Hint(string: "e", style: nil, material: false),
        Hint(string: "i", style: nil, material: false),
        Hint(string: "n", style: nil, material: false),
        Hint(string: "o", style: nil, material: true),
        Hint(string: "p", style: nil, material: false, ownSize: true),
        Hint(string: "r", style: nil, material: false),
        Hint(string: "s", style: nil, material: false),
        Hint(string: "t", style: nil, material: false),
        Hint(string: "x", style: nil, material: true, ownSize: true, collapsed: true),
      ])
    #expect(found.oneLineHints.count == 13)
    #expect(
      found.otherStrings.sorted() == [
        "f", "g", "h", "j", "k", "l", "q", "u", "u", "v", "w", "y", "z",
      ])
    // The strings other resources show: each name once, wherever it is.
    let menu = #"<menu><item android:title="@string/search" app:x='@string/a.b_2'/>@string/</menu>"#
    #expect(ProjectScan.stringReferences(in: Array(menu.utf8)) == ["search", "a.b_2"])
  }

  /// A URL alone: a scheme, `://` (or `mailto:`), and no space.
  @Test func urlsAlone() {
    for url in [
      "https://example.org", "http://a.b/c?d=e", "market://details?id=x", "mailto:a@b.c",
      "MAILTO:a@b.c", "Mailto:x", "HTTPS://EXAMPLE.ORG",
    ] {
      #expect(CheckRunner.isURL(url), "\(url)")
    }
    for text in [
      "Visit https://example.org", "https://", "example.org", "://x", "1http://x", "mailto:",
      "Ratio 3://4 done", "", "MAILTO:", "mailt:x", "mailto x", "Mail\u{1A}o:x",
    ] {
      #expect(!CheckRunner.isURL(text), "\(text)")
    }
  }

  /// The items of an array a preference screen stores (`entryValues` in
  /// `res/xml`, AndroidX's `app:` too, nested at any depth, in `xml-vNN`)
  /// are left out of the catch-all and counted, in every language; the
  /// entries it shows are measured (an array that is both, too); a container
  /// that names the array
  /// measures it; a preference file that is not XML, a pipe or a link to a
  /// device is passed over.
  @Test func preferenceValuesAreLeftOutUnlessNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/arrays.xml",
      """
      <resources>
        <string-array name="theme_entries"><item>Light</item><item>Dark</item></string-array>
        <string-array name="theme_values"><item>Light</item><item>Dark</item></string-array>
        <string-array name="size_values"><item>Small</item><item>Large</item></string-array>
        <string-array name="order_values"><item>Newest</item></string-array>
        <string-array name="languages"><item>Deutsch</item><item>English</item></string-array>
        <string name="theme_values">Theme</string>
      </resources>
      """)
    try folder.write(
      "res/values-de/arrays.xml",
      """
      <resources>
        <string-array name="theme_entries"><item>Hell</item><item>Dunkel</item></string-array>
        <string-array name="theme_values"><item>Light</item><item>Dark</item></string-array>
      </resources>
      """)
    try folder.write(
      "res/xml/preferences.xml",
      """
      <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto">
        <PreferenceCategory android:title="Look">
          <ListPreference android:entries="@array/theme_entries"
              android:entryValues="@array/theme_values"/>
          <ListPreference android:entries="@array/languages"
              android:entryValues="@array/languages"/>
        </PreferenceCategory>
      </PreferenceScreen>
      """)
    try folder.write(
      "res/xml-v26/sizes.xml",
      #"<PreferenceScreen><ListPreference app:entryValues="@array/size_values"/></PreferenceScreen>"#
    )
    try folder.write("res/xml/broken.xml", #"<ListPreference entryValues="@array/order_values""#)
    // Neither a pipe nor a link to an endless device holds the check.
    #expect(mkfifo(folder.url("res/xml/pipe.xml"), 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url("res/xml/zero.xml"), withDestinationPath: "/dev/zero")
    func run(_ containers: String) throws -> CheckReport {
      try Self.checkRes(in: folder, containers: containers)
    }
    let all = #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#
    let plain = try run(all)
    #expect(plain.summary.strings == 14)
    // The entries in both languages, the values of the broken file's array,
    // the string of the same name as an array, and an array both shown and
    // stored.
    #expect(plain.summary.measured == 8)
    #expect(plain.summary.entryValues == 6)
    #expect(CheckRenderer.text(plain).contains(", 6 preference values (left out);"))
    #expect(CheckRenderer.json(plain).contains(#""entryValues" : 6"#))
    let named = try run(
      all + #", {"keys": ["theme_values"], "style": "bodyLarge", "width": 300}"#)
    #expect(named.summary.measured == 12)
    #expect(named.summary.entryValues == 2)
  }

  /// A string an item of a stored values' array names
  /// (`<item>@string/value_dark</item>`, Home Assistant's) is what the list
  /// saves: left out as an identifier where its text reads as a stored
  /// value (one case, no space: not `Automatic`), in
  /// every language, and so is an item of another array that shows it
  /// (Gadgetbridge's `*_default` arrays of `@string/p_activity`); one the
  /// shown entries name too, or text of words, is measured.
  @Test func stringsAStoredArrayNamesAreLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/arrays.xml",
      """
      <resources>
        <string name="value_dark">dark</string>
        <string name="value_light">light</string>
        <string name="value_both">system</string>
        <string name="value_words">Follow the system</string>
        <string name="value_auto">Automatic</string>
        <string name="label_dark">Dark</string>
        <string-array name="theme_labels">
          <item>@string/label_dark</item><item>@string/value_both</item>
        </string-array>
        <string-array name="theme_values">
          <item>@string/value_dark</item><item>@string/value_light</item>
          <item>@string/value_both</item><item>@string/value_words</item>
          <item>@string/value_auto</item>
        </string-array>
        <string-array name="themes_default"><item>@string/value_dark</item></string-array>
      </resources>
      """)
    try folder.write(
      "res/values-de/strings.xml",
      #"<resources><string name="value_dark">dunkel</string><string name="label_dark">Dunkel</string></resources>"#
    )
    try folder.write(
      "res/xml/preferences.xml",
      """
      <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
        <ListPreference android:entries="@array/theme_labels" android:entryValues="@array/theme_values"/>
      </PreferenceScreen>
      """)
    let narrow = #"{"keys": ["*"], "style": "bodyLarge", "width": 1, "maxLines": 1}"#
    let report = try Self.checkRes(in: folder, containers: narrow)
    let measured = Set(report.findings.filter { $0.code == .overflow }.compactMap(\.text))
    #expect(
      measured == ["Dark", "Dunkel", "system", "Follow the system", "Automatic"], "\(measured)")
  }

  /// A string a preference screen takes as its key (`android:key`, `app:key`)
  /// is what the code stores the setting under: left out of the catch-all
  /// as an identifier in every language, also where a translator translated
  /// it into words that are no identifier (KDE Connect's Catalan); one a
  /// screen also shows (its title) is measured, as is one whose default text
  /// holds a space (text the app may show elsewhere) and an array of the
  /// key's name; a container that names it measures it.
  @Test func preferenceKeysAreLeftOutUnlessNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources>
        <string name="set_name_as_title">set_name_as_title</string>
        <string name="title">Use the name as title</string>
        <string name="both">Both</string>
        <string name="shown">Show the name</string>
        <string-array name="set_name_as_title"><item>Yes</item></string-array>
      </resources>
      """)
    try folder.write(
      "res/values-ca/strings.xml",
      """
      <resources>
        <string name="set_name_as_title">estableix el nom com a títol</string>
        <string name="title">Fes servir el nom com a títol</string>
      </resources>
      """)
    try folder.write(
      "res/xml/preferences.xml",
      """
      <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto">
        <SwitchPreference android:key="@string/set_name_as_title" android:title="@string/title"/>
        <Preference app:key="@string/both" android:summary="@string/both"/>
        <Preference android:key='@string/shown'/>
      </PreferenceScreen>
      """)
    let all = #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#
    let plain = try Self.checkRes(in: folder, containers: all)
    #expect(plain.summary.strings == 7)
    #expect(plain.summary.measured == 5)
    #expect(plain.summary.identifiers == 2)
    let named = try Self.checkRes(
      in: folder, containers: all + #", {"keys": ["set_*"], "style": "bodyLarge", "width": 300}"#)
    #expect(named.summary.measured == 7)
    #expect(named.summary.identifiers == nil)
  }

  /// A list preference's default value (`android:defaultValue` of a
  /// `ListPreference`) is one of its stored entry values, left out as a key
  /// is (Gadgetbridge's `p_default`, "default"); an edit box's default is
  /// text it shows, measured.
  @Test func aListsDefaultValueIsLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources>
        <item name="p_default" type="string">default</item>
        <string name="server">Server</string>
        <string name="title">Vibration</string>
      </resources>
      """)
    try folder.write(
      "res/xml/preferences.xml",
      """
      <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
        <ListPreference android:key="vibration" android:defaultValue="@string/p_default"
            android:title="@string/title"/>
        <EditTextPreference android:key="server" android:defaultValue="@string/server"/>
      </PreferenceScreen>
      """)
    let all = #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#
    let report = try Self.checkRes(in: folder, containers: all)
    #expect(report.summary.strings == 3)
    #expect(report.summary.identifiers == 1)
    #expect(report.summary.measured == 2)
    #expect(report.leftOutEntries?.map(\.key) == ["p_default"])
  }

  /// A string the default language gives as an identifier is one in every
  /// language, also where a translator made words of it (Nextcloud Notes'
  /// Irish content provider authority): left out of the catch-all, counted
  /// as identifiers; a container that names it measures it.
  @Test func translationsOfAnIdentifierAreLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources>
        <string name="authority">com.nextcloud.android.providers.UsersAndGroupsSearchProvider</string>
        <string name="title">Search</string>
      </resources>
      """)
    try folder.write(
      "res/values-ga/strings.xml",
      """
      <resources>
        <string name="authority">com.nextcloud.android.providers.ÚsáideoiríAgusGrúpaíSoláthraíCuardaigh</string>
        <string name="title">Cuardaigh</string>
      </resources>
      """)
    let all = #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#
    let plain = try Self.checkRes(in: folder, containers: all)
    #expect(plain.summary.strings == 4)
    #expect(plain.summary.measured == 2)
    #expect(plain.summary.identifiers == 2)
    let named = try Self.checkRes(
      in: folder,
      containers: all + #", {"keys": ["authority"], "style": "bodyLarge", "width": 300}"#)
    #expect(named.summary.measured == 4)
    // The translation alone would not read as one.
    #expect(
      !CheckRunner.isIdentifier(
        "com.nextcloud.android.providers.ÚsáideoiríAgusGrúpaíSoláthraíCuardaigh"))
  }

  /// Identifiers: ASCII words joined by single underscores, each of one
  /// case (AnkiDroid's key bindings `binding_SHOW_ANSWER`, a locale `pt_BR`),
  /// or run together in camel case (AnkiDroid's and Thunderbird's preference
  /// keys and values), three words or more from lowercase, four from
  /// uppercase; an underscored name whose words include format specifiers
  /// the code fills in (Tasks's preference key `notified_oauth_error_%1$s_%2$s`);
  /// a key or token (20 characters or more, mixed case, three digits or more
  /// or two and an underscore; a hexadecimal digest; 25 letters and digits
  /// of one case, five digits or more, a Bech32 address).
  @Test func identifiersAlone() {
    for identifier in [
      "pref_key_theme", "verify_phone_app", "key_1", "a_b", "fx_mobile_2x_icon",
      "AFTER_CURRENTLY_PLAYING", "HTTP_2", "A_B", "binding_SHOW_ANSWER", "binding_USER_ACTION_1",
      "pt_BR", "SNAKE_case", "showLargeAnswerButtons", "customButtonUserAction1",
      "reviewRemindersNextFreeId", "syncBaseUrl", "SyncNotifsRequestShown", "ReturnToMessageList",
      "mp3PlayerMode", "notified_oauth_error_%1$s_%2$s", "key_%d", "a_%10$d_b",
      // Keys and tokens (Tasks's backup API key, a Base64 hash).
      "AEdPqrEAAAAI49v5bBusi_bq1bgLBB1LIsepNV0eBrFkQrBZkw", "/sEe08kX5nGJi4miFX3VkNXICC/Y=",
      // Kickstarter's Stripe key and Facebook client token.
      "pk_live_zjuK52lEUYcvBhIXEUnOEJzk", "b9a963f58466025d44d16286f11dfc83",
      "B9A963F58466025D44D16286F11DFC83",
      // Bech32 and CashAddr addresses (AuroraStore's donation links).
      "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a",
      "BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ",
    ] {
      #expect(CheckRunner.isIdentifier(identifier), "\(identifier)")
    }
    for text in [
      "ok", "Pref_key", "_x", "x_", "a__b", "1_a", "hello world", "über_alles", "snake_Case",
      "", "_", "a-b_c", "e_mail ", "(a_b)", "OK", "Pref_Key", "_X", "X_", "1_A",
      "ÜBER_ALLES", "A__B", "DuckDuckGo", "ShowNextMessage", "iPhone", "iPadOS", "eBayMotors",
      "macOS", "iPadProMax", "WhatsApp", "appTheme", "HTTPSConnection", "Straßenbahn",
      "showLarge Buttons",
      "3dTouchMode", "Error_%s", "error_%", "error_%1s", "error_%1$", "error_%sx", "error_%@",
      "%s_error", "error_%0$s", "error%s", "error_%s_", "Windows10Installationsassistent",
      "Geschwindigkeitsbegrenzung", "ABCDEFGHIJ1234567890", "a1b2c3 d4e5f6g7h8i9j0K",
      "Version 2.10.3 (build 2024)",
      // Not tokens: one digit with an underscore, too few hex letters or
      // digits, a number, too short.
      "Windows1_Installationsassistent", "1234567890123456a", "deadbeefcafebabe1",
      "4242424242424242", "b9a963f58466025",
      // Not addresses: four digits, 24 characters, a hyphen among them.
      "abcdefghijklmnopqrstuvwx1234", "bc1qar0srrr7xfkvy5l643ly",
      "bc1qar0srrr7xfkvy5l643lydnw9re59g-zzwf5mdq",
    ] {
      #expect(!CheckRunner.isIdentifier(text), "\(text)")
    }
  }

  /// Qualified names (AnkiDroid's constants: a settings screen's fragment
  /// class, the permissions it asks for; package names and a content
  /// provider's authority, all in lowercase from a top-level domain;
  /// Lawnchair's component names) are identifiers; host names,
  /// abbreviations, versions and sentences are not.
  @Test func qualifiedNamesAreIdentifiers() {
    for name in [
      "com.ichi2.anki.preferences.ControlsSettingsFragment", "android.permission.INTERNET",
      "android.permission.READ_EXTERNAL_STORAGE", "android.intent.action.VIEW", "a.b.C",
      "org.example_2.Main_Activity", "de.danoeh.antennapod.ui.Screen", "com.ichi2.anki",
      "org.owncloud.search.users_and_groups", "com.samsung.android.calendar",
      "com.google.android.googlequicksearchbox/.VoiceSearchActivity",
      "com.android.settings/com.android.settings.Settings",
      // An OAuth client's URL scheme (syncthing's and Tasks' keys.xml).
      "com.googleusercontent.apps.363426363175-ab12cd34ef56gh78",
      // A component class's name (AntennaPod's fragment tags).
      "PlaybackHistoryFragment", "SettingsActivity", "DownloadSyncService", "MainViewModel",
      // A class's constant (Nextcloud's upload behaviour preference).
      "FilesUploadWorker.LOCAL_BEHAVIOUR_FORGET", "UI2.MODE_2X",
    ] {
      #expect(CheckRunner.isIdentifier(name), "\(name)")
    }
    for text in [
      "www.example.org", "account.example.com", "app.example.com", "example.com/help",
      "de.wikipedia.org", "eu.example.com", "android.googlesource.com", "de.wikipedia.org/wiki",
      "com.example", "com.example/", "com.example.app/a/b", "U.S.A.", "U.S.A", "e.g.",
      "i.e. this", "1.2.3",
      "v1.2.3", "a.b", "android.Permission", "Com.example.App", "com..example.App",
      "com.example.App.", ".com.example.App", "com.example.2App", "com.example.App now",
      "com.exämple.App", "Read the docs.Then.Go", "",
      // Hyphenated, but a host's, or words.
      "de.my-site.org", "com.example.my-app now", "com.-.x-",
      // Not a component class: a word alone, a lowercase start, a space.
      "Fragment", "Activity", "playbackFragment ", "Customer Service", "SelfService",
      // Not a class's constant: a sentence, a version, one capital.
      "Mr.SMITH_X", "Hello.WORLD", "Wi-Fi.MODE_ON", "FilesUploadWorker.Local_forget",
      "FilesUploadWorker.LOCAL.MODE_ON", "FilesÜploadWorker.LOCAL_MODE", "Files Worker.LOCAL_MODE",
      "Öffentliche Activity",
    ] {
      #expect(!CheckRunner.isIdentifier(text), "\(text)")
    }
  }

  /// An about screen's library definitions (AboutLibraries' `define_`
  /// strings, Tasks' `icons` module: a list of fields, an Iconics class
  /// name) are identifiers the catch-all leaves out; a `define_` string
  /// of words is measured.
  @Test func libraryDefinitionsAreIdentifiers() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources>
        <string name="title">Settings</string>
        <string name="define_FontAwesome">year;author;libraryName;libraryWebsite</string>
        <string name="define_font_GoogleMaterial">org.tasks.icons.GoogleMaterial</string>
        <string name="define_greeting">Define your greeting</string>
        <string name="define_word">Define</string>
        <string name="library_FontAwesome_author">Google</string>
      </resources>
      """)
    let report = try Self.checkRes(
      in: folder, containers: #"{"keys": ["*"], "style": "bodyLarge", "width": 300}"#)
    #expect(report.summary.identifiers == 2)
    #expect(report.summary.measured == 4)
    #expect(
      report.leftOutEntries?.map(\.key) == ["define_FontAwesome", "define_font_GoogleMaterial"])
  }

  /// A container style the app does not define is named with the styles it does.
  @Test func unknownAppearanceIsNamed() throws {
    let folder = try TemporaryFolder()
    var spec = try Self.exampleSpec()
    spec.containers[0].style = "TextAppearance.App.Titel"
    spec.resources = [Self.example + "/app/src/main/res"]
    spec.fonts = [Fixtures.fontsDirectory]
    spec.path = folder.url("typometer.json")
    #expect {
      try CheckRunner.run(spec: spec)
    } throws: { error in
      guard
        case .unknownAndroidContainerStyle(_, _, let style, let known, _) = error
          as? CheckRunner.Failure
      else { return false }
      return style == "TextAppearance.App.Titel" && known.contains("TextAppearance.App.Title")
        && known.contains("bodyLarge")
        && "\(error)".contains(
          "container style 'TextAppearance.App.Titel' is not defined in the res folders nor built "
            + "in (did you mean 'TextAppearance.App.Title'")
    }
  }

  /// A misspelt style is matched against every style there is, not only the
  /// app's text appearances: a library's, the platform's, a Material role.
  @Test func unknownStyleSuggestsLibraryAndRoleNames() throws {
    var spec = try Self.exampleSpec()
    spec.resources = [Self.example + "/app/src/main/res"]
    spec.fonts = [Fixtures.fontsDirectory]
    for (misspelt, meant) in [
      ("TextAppearance.AppCompat.Smal", "TextAppearance.AppCompat.Small"),
      ("bodyLarg", "bodyLarge"), ("TextAppearance.App.Buton", "TextAppearance.App.Button"),
    ] {
      spec.containers[0].style = misspelt
      do {
        _ = try CheckRunner.run(spec: spec)
        Issue.record("'\(misspelt)' was taken as a style")
      } catch {
        #expect("\(error)".contains("(did you mean '\(meant)'"), "\(error)")
        #expect(
          "\(error)".contains(
            "any style of the res folders that sets a text size works too; a library's style "
              + "needs the library's res folder in \"resources\")"))
      }
    }
  }

  /// A res folder the spec names that is not there is said so; a file named
  /// as one is not a folder.
  @Test func missingResFolderIsSaidSo() throws {
    var spec = try Self.exampleSpec()
    for (folder, problem) in [
      (Self.example + "/app/src/main/rez", "no such folder"),
      (Self.example + "/typometer.json", "not a folder"),
    ] {
      spec.resources = [folder]
      do {
        _ = try CheckRunner.run(spec: spec)
        Issue.record("\(folder) was read")
      } catch {
        #expect(
          "\(error)".contains(problem + " (the spec's 'resources' names the app's res folders)"),
          "\(error)")
      }
    }
  }

  /// Without Roboto, a style in `sans-serif` is not measured, and says why.
  @Test func missingSystemFamilyIsNotMeasured() throws {
    var spec = try Self.exampleSpec()
    spec.fonts = [Fixtures.font("Inter-Regular.otf")]
    let report = try CheckRunner.run(spec: spec)
    let finding = try #require(
      report.findings.first { $0.code == .notMeasured && $0.style == "bodyMedium" })
    #expect(finding.message.contains("'sans-serif' is set in Roboto"))
    #expect(finding.message.contains("name the family that sets sans-serif"))
    // The app's own fonts are still found in its res/font folder.
    #expect(report.styles.contains { $0.font == "Inter-Bold" })
  }

  /// A style whose `@font` is in no res folder is not measured, and the
  /// finding names the file and line of the item that names the font (in
  /// the style's parent here), not a font folder that may not be there.
  @Test func missingAppFontIsSaidWhereTheStyleNamesIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#)
    try folder.write(
      "res/values/styles.xml",
      """
      <resources>
        <style name="Base.Text">
          <item name="android:textSize">16sp</item>
          <item name="android:fontFamily">@font/brand_sans</item>
        </style>
        <style name="Text.Body" parent="Base.Text"/>
      </resources>
      """)
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res", "fonts": ["\(Fixtures.fontsDirectory)"],
       "containers": [{"keys": ["*"], "style": "Text.Body", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let finding = try #require(report.findings.first { $0.code == .notMeasured })
    #expect(finding.message.contains("res/values/styles.xml:4: no font named 'brand_sans'"))
    #expect(!finding.message.contains("res/font:"))
  }

  /// A size given as a theme attribute the app's themes set differently is
  /// not measured, and the finding says where and what the themes set; the
  /// spec's `themes` settles it, and a theme the res folders lack stops the
  /// check naming the nearest.
  @Test func aSizeFromTheThemeIsSettledByTheSpecsThemes() throws {
    let folder = try TemporaryFolder()
    let res = Fixtures.data("android/themes/res")
    func run(_ style: String, _ themes: String = "") throws -> CheckReport {
      let path = try folder.write(
        "typometer.json",
        """
        {"platform": "android", "resources": "\(res)", "fonts": ["\(Fixtures.fontsDirectory)"],
         "fontScales": [1], \(themes)
         "containers": [{"keys": ["*"], "style": "\(style)", "width": 300}]}
        """)
      return try CheckRunner.run(spec: try CheckSpec.load(path: path))
    }
    func message(_ style: String, _ themes: String = "") throws -> String {
      try run(style, themes).findings.first { $0.code == .notMeasured }?.message ?? ""
    }
    let unsettled = try message("Title")
    #expect(
      unsettled.contains("its android:textSize is the theme attribute ?attr/font_16 (")
        && unsettled.hasSuffix(
          "res/values/styles.xml:2), which the app's themes set differently (18sp in "
            + "FontStyle.Large, 16sp in FontStyle.Normal): name the theme the app applies with "
            + "\"themes\" in the spec, as \"themes\": [\"FontStyle.Large\"]"),
      "\(unsettled)")
    // The other things such a finding says: a value it cannot read, the
    // platform's attribute, and themes named that do not set it.
    #expect(
      try message("Nested").hasSuffix(
        "which the app's themes set to a value the check cannot read (?attr/font_16 in "
          + "FontStyle.Other)"))
    #expect(
      try message("Dimen").contains(
        "its android:textSize (@dimen/title) is the theme attribute ?attr/font_16 ("
          + res + "/values/styles.xml:8), which the app's themes set differently"))
    #expect(
      try message("Platform").contains(
        "its android:textSize is the platform's theme attribute ?android:attr/textSize ("))
    #expect(
      try message("Title", #""themes": "FontStyle.Other","#).hasSuffix(
        "none of the spec's \"themes\" sets it to a size the check can read; add the one the "
          + "app applies"))
    let settled = try run("Title", #""themes": "FontStyle.Normal","#)
    #expect(settled.summary.measured == 1)
    #expect(settled.styles.first?.sizes.first?.pointSize == 16)
    // Over a parent that sets a size (AppCompat's Body1, 14sp): the themes'
    // value, never the parent's, which a TextView does not see.
    #expect(
      try message("Body").contains(
        "its android:textSize is the theme attribute ?attr/font_16 ("
          + res + "/values/styles.xml:10), which the app's themes set differently"))
    let body = try run("Body", #""themes": "FontStyle.Large","#)
    #expect(body.styles.first?.sizes.first?.pointSize == 18)
    do {
      _ = try run("Title", #""themes": ["FontStyle.Nromal"],"#)
      Issue.record("an unknown theme was taken")
    } catch {
      #expect(
        "\(error)".hasSuffix(
          "typometer.json:2: theme 'FontStyle.Nromal' is not a style of the res folders (did you "
            + "mean 'FontStyle.Normal'?)"), "\(error)")
    }
    // A system font the catalog lacks is said with them too.
    do {
      _ = try run("Titel", #""themes": ["FontStyle.Nromal"], "systemFont": "Robotto","#)
      Issue.record("an unknown system font was taken")
    } catch {
      #expect("\(error)".contains("Robotto"), "\(error)")
      #expect("\(error)".contains("theme 'FontStyle.Nromal' is not a style"), "\(error)")
      #expect("\(error)".contains("container style 'Titel' is not defined"), "\(error)")
    }
    // Said with a container style the app lacks, in one run.
    do {
      _ = try run("Titel", #""themes": ["FontStyle.Nromal"],"#)
      Issue.record("an unknown theme was taken")
    } catch {
      #expect("\(error)".contains("theme 'FontStyle.Nromal' is not a style"), "\(error)")
      #expect("\(error)".contains("container style 'Titel' is not defined"), "\(error)")
    }
  }

  /// Letter spacing in ems: each cluster gains 0.05 em, at every scale.
  @Test func letterSpacingIsInEms() throws {
    let catalog = try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let choice = try AndroidStyleChoice(
      style: "TextAppearance.App.Button", resources: [Self.example + "/app/src/main/res"],
      settings: AndroidSettings(systemFont: nil, fontScales: [1, 2], density: 2.625),
      store: store)
    #expect(choice.letterSpacing == 0.05)
    #expect(choice.allCaps)
    let context = try LayoutContext(store: store)
    let plain = try context.measure(
      "CONTINUE", style: LayoutStyle(font: choice.font), sizes: choice.sizes)
    let spaced = try context.measure(
      "CONTINUE",
      style: LayoutStyle(
        font: choice.font,
        spacing: TextSpacing(
          letterSpacing: 0.05, wordSpacing: 0, minimumLineHeight: 0, paragraphSpacing: 0)),
      sizes: choice.sizes)
    for (a, b) in zip(plain.measurements, spaced.measurements) {
      #expect(abs(b.advance - a.advance - 8 * 0.05 * a.pointSize) < 1e-9)
    }
  }
}

/// Values no app could use stop the check with the file and line, rather
/// than measuring nonsense.
@Suite struct AndroidBadValueTests {
  @Test(arguments: [
    ("android:textSize", "0sp", "a size above 0, at most 10000"),
    ("android:lineHeight", "-5sp", "a height from 0 to 100000 (TextView refuses one below 0)"),
    ("android:letterSpacing", "1e300", "a number from -10 to 10 such as 0.05 (in em)"),
  ])
  func refusesWithTheLine(_ attribute: String, _ value: String, _ expected: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#)
    try folder.write(
      "res/values/styles.xml",
      """
      <resources>
        <style name="TextAppearance.X">
          <item name="android:textSize">16sp</item>
          <item name="\(attribute)">\(value)</item>
        </style>
      </resources>
      """)
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res", "fonts": ["\(Fixtures.fontsDirectory)"],
       "containers": [{"keys": ["*"], "style": "TextAppearance.X", "width": 200}]}
      """)
    #expect {
      try CheckRunner.run(spec: try CheckSpec.load(path: path))
    } throws: { error in
      guard case .androidResources(let failure) = error as? CheckRunner.Failure else {
        return false
      }
      return failure.line == 4 && failure.description.hasSuffix("; expected " + expected)
    }
  }
}

extension AndroidCheckTests {
  /// A module laid out as before Gradle (its manifest beside its
  /// `build.gradle.kts`, its `res` in its own folder) is told apart as a
  /// `src/main` one is; a manifest beside no build file is no module's, a
  /// module's `src/main` manifest wins over one at its root, and a res
  /// folder outside any `src` belongs only to such a module whose folder
  /// holds it (a stray one is no module's, the project's own included).
  @Test func modulesLaidOutBeforeGradle() throws {
    let folder = try TemporaryFolder()
    let launcher =
      #"<manifest><category android:name="android.intent.category.LAUNCHER"/></manifest>"#
    try folder.write("Phone/AndroidManifest.xml", launcher)
    try folder.write("src/Tablet/AndroidManifest.xml", launcher)
    try folder.write("src/main/AndroidManifest.xml", "<manifest/>")
    try folder.write(
      "wear/src/main/AndroidManifest.xml",
      #"<manifest><uses-feature android:name="android.hardware.type.watch"/></manifest>"#)
    try folder.write("wear/AndroidManifest.xml", launcher)
    try folder.write("docs/AndroidManifest.xml", launcher)
    let modules = ProjectScan.androidModules(
      [
        "Phone/AndroidManifest.xml", "src/Tablet/AndroidManifest.xml",
        "src/main/AndroidManifest.xml", "wear/src/main/AndroidManifest.xml",
        "wear/AndroidManifest.xml", "docs/AndroidManifest.xml",
      ], root: folder.path, moduleFolders: ["", "Phone", "src/Tablet", "wear"])
    #expect(
      modules.kinds == ["": .library, "Phone": .app, "src/Tablet": .app, "wear": .wear])
    #expect(modules.laidOutBeforeGradle == ["Phone", "src/Tablet"])
    #expect(modules.owner(of: "Phone/res") == .app)
    #expect(modules.owner(of: "Phone/src/main/res") == .app)
    #expect(modules.owner(of: "src/Tablet/res") == .app)
    #expect(modules.owner(of: "src/main/res") == .library)
    #expect(modules.owner(of: "wear/res") == nil)
    #expect(modules.owner(of: "libs/x/res") == nil)
    #expect(modules.owner(of: "Phone/libs/res") == nil)
    #expect(modules.owner(of: "Phoney/res") == nil)
  }
}

/// `font-mismatch`: a family XML's `<font>` whose declared weight or style
/// is not its file's (Infinity's `harmonia_sans_italic.ttf`, declared 400
/// normal, is a weight 900 italic), said at its line with the styles
/// measured in it; the weight a `<font>` sets on a variable font counts.
@Suite struct FontMismatchTests {
  static func check(_ fonts: String) throws -> CheckReport {
    let folder = try TemporaryFolder()
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "res/font/brand_bold.otf")
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "res/font/brand_regular.otf")
    try folder.copy(Fixtures.font("SerifFourVariable-subset.ttf"), to: "res/font/serif.ttf")
    try folder.write(
      "res/font/brand.xml",
      #"<font-family xmlns:android="http://schemas.android.com/apk/res/android">"# + "\n"
        + fonts + "\n</font-family>")
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="a">Hello</string>
      <style name="Body"><item name="android:textSize">16sp</item>
        <item name="android:fontFamily">@font/brand</item></style>
      <style name="Body.Large"><item name="android:textSize">20sp</item></style>
      <style name="Body.Bold"><item name="android:textStyle">bold</item></style>
      </resources>
      """)
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": ["res"], "systemFonts": false, "fontScales": [1],
       "containers": [{"keys": ["a"], "style": "Body", "width": 300},
                     {"keys": ["b"], "style": "Body.Large", "width": 300},
                     {"keys": ["c"], "style": "Body.Bold", "width": 300}]}
      """)
    return try CheckRunner.run(spec: try CheckSpec.load(path: path))
  }

  static func mismatches(_ fonts: String) throws -> [CheckFinding] {
    try check(fonts).findings.filter { $0.code == .fontMismatch }
  }

  @Test func aWeightOrStyleTheFileIsNotIsSaidOnce() throws {
    let found = try Self.mismatches(
      """
      <font android:font="@font/brand_bold" android:fontWeight="400"/>
      <font android:font="@font/brand_regular" android:fontWeight="700" android:fontStyle="italic"/>
      """)
    try #require(found.count == 2, "\(found.map(\.message))")
    #expect(found.allSatisfy { $0.severity == .warning && $0.file.hasSuffix("res/font/brand.xml") })
    #expect(found.map(\.line) == [2, 3])
    #expect(
      found[0].message
        == "the <font> of brand_bold.otf declares weight 400, but the file is weight 700: "
        + "Android picks it where weight 400 is asked for and draws the file's glyphs (style "
        + "'Body' (and 1 more) is measured in it); declare what the file is, or name the file "
        + "that is what is declared")
    #expect(
      found[1].message.hasPrefix(
        "the <font> of brand_regular.otf declares weight 700 italic, but the file is weight 400:"))
    #expect(found[1].message.contains("(style 'Body.Bold' is measured in it)"))
  }

  @Test func whatTheFileIsIsNotSaid() throws {
    #expect(
      try Self.mismatches(
        """
        <font android:font="@font/brand_regular" android:fontWeight="400"/>
        <font android:font="@font/brand_bold" android:fontWeight="700"/>
        """
      ).isEmpty)
    // A weight within 150 of the file's is its own (a 500 for a 400 file).
    #expect(
      try Self.mismatches(#"<font android:font="@font/brand_regular" android:fontWeight="500"/>"#)
        .isEmpty)
  }

  /// A variable font is its default coordinates unless the `<font>` sets
  /// them: declared 700 without `'wght' 700` is drawn at 400.
  @Test func aVariableFontsWeightIsTheOneItsFontSets() throws {
    let unset = try Self.mismatches(
      """
      <font android:font="@font/serif" android:fontWeight="400"/>
      <font android:font="@font/serif" android:fontWeight="700"/>
      """)
    #expect(unset.map(\.line) == [3])
    #expect(
      unset.first?.message.contains("declares weight 700, but the file is weight 400") == true)
    #expect(
      try Self.mismatches(
        """
        <font android:font="@font/serif" android:fontWeight="400"/>
        <font android:font="@font/serif" android:fontWeight="700"
              android:fontVariationSettings="'wght' 700"/>
        """
      ).isEmpty)
    // A weight past the axis's range is drawn at its end (Serif Four's wght
    // is 200 to 900), and a setting for an axis the file lacks is no weight.
    let clamped = try Self.mismatches(
      """
      <font android:font="@font/serif" android:fontWeight="400"/>
      <font android:font="@font/serif" android:fontWeight="700"
            android:fontVariationSettings="'wght' 1200, 'wdth' 90"/>
      """)
    #expect(clamped.map(\.line) == [3])
    #expect(
      clamped.first?.message.contains(
        "declares weight 700, but its fontVariationSettings set the file at weight 900") == true,
      "\(clamped.map(\.message))")
    // A slant the file's own, not the settings', is said as the file's.
    let slant = try Self.mismatches(
      #"<font android:font="@font/serif" android:fontStyle="italic" "#
        + #"android:fontVariationSettings="'wght' 400"/>"#)
    #expect(
      slant.first?.message.contains("declares weight 400 italic, but the file is weight 400:")
        == true, "\(slant.map(\.message))")
    // The coordinates a style sets are the report's, and the text's cascade
    // line names them beside the default instance's name.
    let report = try Self.check(
      #"<font android:font="@font/serif" android:fontVariationSettings="'wght' 600"/>"#)
    let body = try #require(report.styles.first { $0.name == "Body" })
    #expect(body.variations == ["wght": 600] && body.font == "SerifFourVariable-Roman")
    #expect(
      CheckRenderer.text(report).contains(
        "  Body (SerifFourVariable-Roman [wght=600]): no fallback needed"),
      "\(CheckRenderer.text(report))")
  }

  /// A system family whose faces in the catalog are none of the weight a
  /// style asks for (a folder of Roboto-Regular alone, a bold style) is
  /// measured in the nearest, and said once with the styles that ask; a
  /// medium style (500) too, which a device draws in Roboto at weight 500.
  @Test func aSystemFacesWeightTheCatalogLacksIsSaid() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="a">Hello</string>
      <style name="Title"><item name="android:textSize">20sp</item>
        <item name="android:textStyle">bold</item></style>
      <style name="Title.Big"><item name="android:textSize">24sp</item></style>
      <style name="Label"><item name="android:textSize">14sp</item>
        <item name="android:fontFamily">sans-serif-medium</item></style>
      <style name="Body"><item name="android:textSize">16sp</item></style>
      </resources>
      """)
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": ["res"], "fonts": ["\(Fixtures.font("Roboto-Regular.ttf"))"],
       "systemFonts": false, "fontScales": [1],
       "containers": [{"keys": ["a"], "style": "Title", "width": 300},
                      {"keys": ["b"], "style": "Title.Big", "width": 300},
                      {"keys": ["c"], "style": "Label", "width": 300},
                      {"keys": ["*"], "style": "Body", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let said = report.findings.filter { $0.code == .fontMismatch }
    #expect(said.map(\.keyPath) == ["sans-serif weight 700", "sans-serif-medium weight 500"])
    #expect(
      said.map(\.message) == [
        "the catalog has no such face of Roboto, and style 'Title' (and 1 more) asks for it: "
          + "it is measured in Roboto-Regular (weight 400), where a device draws its own Roboto "
          + "at weight 700; add that face to a folder of \"fonts\"",
        "the catalog has no such face of Roboto, and style 'Label' asks for it: "
          + "it is measured in Roboto-Regular (weight 400), where a device draws its own Roboto "
          + "at weight 500; add that face to a folder of \"fonts\"",
      ])
    #expect(said.first?.severity == .warning && said.first?.file == path)
    #expect(report.styles.first { $0.name == "Title" }?.font == "Roboto-Regular")
  }

  /// A bold style measured in the regular face (the catalog's only Roboto)
  /// falls back to faces of the weight it asks for: Inter Bold for the
  /// arrow Roboto lacks, not Inter Regular.
  @Test func aBoldStyleInARegularFaceFallsBackToBoldFaces() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="a">A → B</string>
      <style name="Title"><item name="android:textSize">20sp</item>
        <item name="android:textStyle">bold</item></style>
      </resources>
      """)
    let fonts = ["Roboto-Regular.ttf", "Inter-Regular.otf", "Inter-Bold.otf"].map {
      "\"\(Fixtures.font($0))\""
    }
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": ["res"], "fonts": [\(fonts.joined(separator: ", "))],
       "systemFonts": false, "fontScales": [1],
       "containers": [{"keys": ["*"], "style": "Title", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let cascade = try #require(report.cascades.first { $0.style == "Title" })
    #expect(cascade.font == "Roboto-Regular")
    #expect(cascade.cascade.map(\.postscriptName) == ["Inter-Bold"])
  }
}

extension AndroidCheckTests {
  /// A folder of the spec's `resources` that is no res folder is said at its
  /// line, with the res folder inside it where there is one; with it the
  /// only folder, too (no string file is found in it, and that is why).
  @Test func aResourcesEntryThatIsNoResFolderIsSaidAtItsLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/src/main/res/values/strings.xml", #"<resources><string name="a">Hi</string></resources>"#
    )
    try folder.write("docs/readme.txt", "notes")
    for (resources, line, expected) in [
      (
        "[\"app/src/main/res\",\n  \"app/src/main\"]", 3, "name the one inside it, app/src/main/res"
      ),
      (#"["app/src/main"]"#, 2, "name the one inside it, app/src/main/res"),
      (#"["docs"]"#, 2, "it holds no values, font, xml, layout, drawable"),
    ] {
      let path = try folder.write(
        "typometer.json",
        "{\"platform\": \"android\",\n \"resources\": \(resources),\n"
          + #" "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
      #expect {
        _ = try CheckRunner.run(spec: try CheckSpec.load(path: path))
      } throws: { error in
        let text = "\(error)"
        return text.hasPrefix("\(path):\(line): '") && text.contains("in the spec's \"resources\"")
          && text.contains(expected)
      }
    }
  }
}

extension AndroidCheckTests {
  /// An app font file the catalog passed over (cut short) makes its style
  /// not measured with why, not as a font missing from the catalog.
  @Test func aFontFileThatCannotBeReadIsSaidAsSuch() throws {
    let folder = try TemporaryFolder()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.font("Roboto-Regular.ttf")))
    try folder.write("res/font/brand.ttf", Array(bytes.prefix(1000)))
    // A folder of unreadable fonts alone stops the check; beside a good one, not.
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "res/font/other.otf")
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="a">Hello</string>
      <style name="Body"><item name="android:textSize">16sp</item>
        <item name="android:fontFamily">@font/brand</item></style></resources>
      """)
    let path = try folder.write(
      "typometer.json",
      #"{"platform": "android", "resources": ["res"], "systemFonts": false, "fontScales": [1], "#
        + #""containers": [{"keys": ["*"], "style": "Body", "width": 300}]}"#)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let finding = try #require(report.findings.first { $0.code == .notMeasured })
    #expect(
      finding.message.contains("its font file " + folder.url("res/font/brand.ttf") + ": skipped: "),
      "\(finding.message)")
    #expect(!finding.message.contains("not in the catalog"), "\(finding.message)")
  }
}

extension AndroidCheckTests {
  /// A string array of more than 200 items that no language but the
  /// default gives, at most half of them text, is data the code reads
  /// (Bitwarden's 9,784 public domain suffixes), left out and counted; a
  /// translated one, one of 200, or one of words, is text a view shows.
  @Test func aLongUntranslatedStringArrayIsData() throws {
    let folder = try TemporaryFolder()
    func array(_ name: String, _ count: Int) -> String {
      "<string-array name=\"\(name)\">"
        + (0..<count).map { "<item>example\($0).co.uk</item>" }.joined() + "</string-array>"
    }
    try folder.write(
      "res/values/strings.xml",
      "<resources><string name=\"title\">Title</string>" + array("suffixes", 201)
        + array("options", 200) + array("months", 201) + "</resources>")
    try folder.write(
      "res/values-de/strings.xml", "<resources>" + array("months", 201) + "</resources>")
    let report = try Self.checkOneScale(folder)
    #expect(report.summary.dataItems == 201)
    // An array two files give (an app's and a library's) is not added up.
    func file(_ path: String, _ key: String, _ count: Int) -> StringFile {
      StringFile(
        path: path, format: .androidXML, language: nil,
        strings: (0..<count).map {
          LocalizedString(
            key: key, value: "x", language: nil, variant: "\($0)", line: 1, file: path)
        })
    }
    #expect(
      CheckRunner.dataArrays([
        file("app/values/strings.xml", "countries", 150),
        file("lib/values/strings.xml", "countries", 150),
        file("app/values/data.xml", "suffixes", 201),
      ]) == ["suffixes"])
    // A file of arrays alone holding a data array is data in all its
    // untranslated arrays (Bitwarden's public suffix list); one holding
    // strings of its own (the test app's strings.xml above) is not.
    var suffixList = file("app/values/public_suffix_list.xml", "normal_suffixes", 201)
    suffixList.strings +=
      file("app/values/public_suffix_list.xml", "wild_card_suffixes", 166)
      .strings
    var mixed = file("app/values/strings.xml", "countries", 201)
    mixed.strings += file("app/values/strings.xml", "options", 12).strings
    mixed.strings.append(
      LocalizedString(key: "title", value: "Title", language: nil, line: 1, file: "x"))
    #expect(
      CheckRunner.dataArrays([suffixList, mixed])
        == ["normal_suffixes", "wild_card_suffixes", "countries"])
    #expect(report.summary.measured == 1 + 200 + 201 * 2, "\(report.summary)")
    #expect(
      CheckRunner.dataArrays([suffixList, mixed], shown: ["normal_suffixes"])
        == ["countries"])
    // An array more than half of whose items read as text, not stored
    // values (Wikipedia's 381 languages' names in their own scripts, which
    // its language picker shows) is text, however long; language codes are
    // values.
    func languages(_ key: String, _ names: [String]) -> StringFile {
      StringFile(
        path: "app/values/languages.xml", format: .androidXML, language: nil,
        strings: (0..<201).map {
          LocalizedString(
            key: key, value: names[$0 % names.count], language: nil, variant: "\($0)", line: 1,
            file: "app/values/languages.xml")
        })
    }
    let names = languages("local_names", ["English", "Deutsch", "ދިވެހިބަސް", "español", "日本語"])
    let codes = languages("codes", ["en", "de", "dv", "es", "ja"])
    let half = languages("half", ["en", "Deutsch"])
    #expect(CheckRunner.dataArrays([names, codes, half]) == ["codes", "half"])
    // A legacy folder in capitals is one (aapt2 reads qualifiers in any case).
    let hebrew = [
      LocalizedString(key: "a", value: "שלום", language: "he", line: 1, file: "x")
    ]
    #expect(
      CheckRunner.legacyLanguageCopies([
        StringFile(
          path: "res/values-IW/strings.xml", format: .androidXML, language: "he", strings: hebrew),
        StringFile(
          path: "res/values-he/strings.xml", format: .androidXML, language: "he", strings: hebrew),
      ]) == [0])
    // In one file of arrays alone, the names beside the codes stay text.
    var both = codes
    both.strings += names.strings
    #expect(CheckRunner.dataArrays([both]) == ["codes"])
    // An array a preference screen shows as a list's entries is text,
    // however long (NewPipe's 248 `country_names`).
    try folder.write(
      "res/xml/settings.xml",
      #"<PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">"#
        + #"<ListPreference android:key="country" android:entries="@array/suffixes"/>"#
        + "</PreferenceScreen>")
    let shown = try Self.checkOneScale(folder)
    #expect(shown.summary.dataItems == nil, "\(shown.summary)")
    #expect(shown.summary.measured == 1 + 200 + 201 * 3, "\(shown.summary)")
    try FileManager.default.removeItem(atPath: folder.url("res/xml/settings.xml"))
    // Listed up to the report's bound, each with its reason.
    #expect(
      report.leftOutEntries?.filter { $0.reason == "dataItems" }.count
        == CheckReport.maximumLeftOutEntries)
    // Verbose text says how many more it does not list.
    #expect(
      CheckRenderer.text(report, verbose: true).contains(
        "… and \(201 - CheckReport.maximumLeftOutEntries) more left out (dataItems), not listed "
          + "(the report lists the first \(CheckReport.maximumLeftOutEntries) of each reason)"))
  }

  /// A container's style may be a theme attribute, as a layout names it:
  /// the style the app's themes, or Material's, give it
  /// (`?attr/textAppearanceBodyLarge` is Material 3's bodyLarge, 16 sp;
  /// the platform's `?android:attr/textAppearanceMedium`, 18 sp); one no
  /// theme sets is said as a style the res folders lack.
  @Test func aContainerStyleMayBeAThemeAttribute() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="title">Title</string></resources>"#)
    func sizes(_ style: String) throws -> [Double] {
      let path = try folder.write(
        "typometer.json",
        #"{"platform": "android", "resources": ["res"], "fonts": ["\#(Fixtures.fontsDirectory)"], "#
          + #""systemFonts": false, "fontScales": [1, 2], "#
          + #""containers": [{"keys": ["*"], "style": "\#(style)", "width": 300}]}"#)
      let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
      return report.styles.first { $0.name == style }?.sizes.map(\.pointSize) ?? []
    }
    let bodyLarge = try sizes("bodyLarge")
    #expect(!bodyLarge.isEmpty)
    #expect(try sizes("?attr/textAppearanceBodyLarge") == bodyLarge)
    #expect(try sizes("?android:attr/textAppearanceMedium").first == 18)
    // A theme overlay one view of a layout takes (NewPipe's
    // `PlayQueueItemTextTheme`) is not the app's theme; without the layout
    // the style that sets the attribute is.
    try folder.write(
      "res/values/styles.xml",
      #"<resources><style name="ItemTextTheme"><item name="android:textAppearanceMedium">"#
        + #"@style/Big</item></style><style name="Big"><item name="android:textSize">30sp"#
        + "</item></style></resources>")
    #expect(try sizes("?android:attr/textAppearanceMedium").first == 30)
    try folder.write(
      "res/layout/item.xml", #"<FrameLayout android:theme="@style/ItemTextTheme"/>"#)
    #expect(try sizes("?android:attr/textAppearanceMedium").first == 18)
    // The theme the manifest beside the res folder gives the app is no
    // overlay where a layout sets it on a view.
    try folder.write(
      "AndroidManifest.xml",
      #"<manifest xmlns:android="http://schemas.android.com/apk/res/android">"#
        + #"<application android:theme="@style/ItemTextTheme"/></manifest>"#)
    #expect(try sizes("?android:attr/textAppearanceMedium").first == 30)
    try FileManager.default.removeItem(atPath: folder.url("AndroidManifest.xml"))
    #expect {
      try sizes("?attr/textAppearanceNothing")
    } throws: { error in
      "\(error)".contains(
        "container style '?attr/textAppearanceNothing' is a theme attribute that no theme of "
          + "the res folders sets, nor Material's or AppCompat's")
    }
    // A misspelt one is said with the attribute meant.
    #expect {
      try sizes("?attr/textAppearanceBodyLarg")
    } throws: { error in
      "\(error)".contains("(did you mean '?attr/textAppearanceBodyLarge'")
    }
    #expect {
      try sizes("?android:attr/textAppearanceMediun")
    } throws: { error in
      "\(error)".contains("(did you mean '?android:attr/textAppearanceMedium'")
    }
    // One the themes set to a library's style, which the res folders lack.
    try folder.write(
      "res/values/themes.xml",
      #"<resources><style name="Theme.App"><item name="textAppearanceBodyLarge">"#
        + #"@style/Lib.Body</item></style></resources>"#)
    #expect {
      try sizes("?attr/textAppearanceBodyLarge")
    } throws: { error in
      "\(error)".contains(
        "container style '?attr/textAppearanceBodyLarge' is the themes' 'Lib.Body', which the "
          + "res folders do not define")
    }
  }

  /// On Android, a fallback face of no family a device falls back to (the
  /// bundled Inter for `↗`, which a device sets in Noto) is said in the
  /// cascade, with the family in the JSON.
  @Test func aFallbackNoDeviceHasIsSaid() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="up">Up ↗</string></resources>"#)
    let report = try Self.checkOneScale(folder)
    let entry = try #require(report.cascades.first?.cascade.first)
    #expect(entry.postscriptName == "Inter-Regular" && entry.family == "Inter", "\(entry)")
    #expect(
      CheckRenderer.text(report).contains(
        "    not a font of Android's: Inter-Regular (a device sets these characters in its Noto "
          + "fonts; add those to \"fonts\" to measure them as it does)\n"),
      "\(CheckRenderer.text(report))")
    // A face the spec's cascade names (an app's font its code sets) is the
    // spec's choice: not said.
    let path = try folder.write(
      "named.json",
      #"{"platform": "android", "resources": ["res"], "fonts": ["\#(Fixtures.fontsDirectory)"], "#
        + #""systemFonts": false, "fontScales": [1], "cascade": {"*": ["Inter-Regular"]}, "#
        + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let named = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(named.cascades.first?.cascade.first?.postscriptName == "Inter-Regular")
    #expect(!CheckRenderer.text(named).contains("not a font of Android's"))
  }

  /// The items of an array a layout's view shows (a `Spinner`'s
  /// `android:entries`: PSLab's gains, `GAIN_TWOTHIRDS`) are text, however
  /// much they look like identifiers; without such a view they are
  /// identifiers.
  @Test func aSpinnersEntriesAreMeasured() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      #"<resources><string name="title">Gain</string><string-array name="gains">"#
        + "<item>GAIN_TWOTHIRDS</item><item>GAIN_ONE</item></string-array></resources>")
    let plain = try Self.checkOneScale(folder)
    #expect(plain.summary.identifiers == 2 && plain.summary.measured == 1, "\(plain.summary)")
    try folder.write(
      "res/layout/sensor.xml",
      #"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">"#
        + #"<Spinner android:entries="@array/gains"/></LinearLayout>"#)
    let shown = try Self.checkOneScale(folder)
    #expect(shown.summary.identifiers == nil && shown.summary.measured == 3, "\(shown.summary)")
  }

  /// A moko-resources file giving a string twice (aapt2, which refuses that
  /// in a res folder's file, never reads it) is measured once, its last
  /// entry, as a `.strings` file's; the earlier entry is counted and listed.
  /// An array's items and a plural's forms share their name, not their
  /// place; an array given again is shadowed whole.
  @Test func aMokoStringGivenTwiceIsMeasuredOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "shared/moko-resources/base/strings.xml",
      """
      <resources>
      <string name="play_all">Play all</string>
      <string name="play_all">Play everything</string>
      <plurals name="songs"><item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals>
      <string-array name="modes"><item>Off</item><item>On</item></string-array>
      <string-array name="modes"><item>Never</item></string-array>
      </resources>
      """)
    let path = try folder.write(
      "typometer.json",
      #"{"platform": "android", "strings": ["shared/moko-resources/base/strings.xml"], "#
        + #""fonts": ["\#(Fixtures.fontsDirectory)"], "systemFonts": false, "fontScales": [1], "#
        + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    // An array given again is shadowed whole, however many items each has.
    #expect(report.summary.duplicateKeys == 3, "\(report.summary)")
    #expect(report.summary.strings == 7 && report.summary.measured == 4, "\(report.summary)")
    #expect(
      report.shadowedEntries?.map { "\($0.key):\($0.line ?? 0)" } == [
        "play_all:2", "modes:5", "modes:5",
      ])
  }

  /// A string left out that is a reference (`<item>@string/title_home</item>`
  /// in an array a container skips) is placed where its text is, the file
  /// and line of the string it names, as a finding is (Tusky's
  /// `filter_contexts` had the array's file and the string's line).
  @Test func aReferenceLeftOutIsPlacedWhereItsTextIs() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      "<resources>\n<string name=\"title\">Title</string>\n\n\n"
        + "<string name=\"title_home\">Home</string>\n</resources>")
    try folder.write(
      "res/values/arrays.xml",
      "<resources>\n<string-array name=\"filter_contexts\">\n"
        + "<item>@string/title_home</item>\n<item>Notifications</item>\n"
        + "</string-array>\n</resources>")
    let path = try folder.write(
      "typometer.json",
      #"{"platform": "android", "resources": ["res"], "fonts": ["\#(Fixtures.fontsDirectory)"], "#
        + #""systemFonts": false, "fontScales": [1], "containers": [{"keys": ["filter_*"], "#
        + #""skip": true}, {"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let entries = (report.leftOutEntries ?? []).filter { $0.key == "filter_contexts" }
    #expect(
      entries.map {
        "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line ?? 0)"
      }
        == ["values/strings.xml:5", "values/arrays.xml:4"], "\(entries)")
  }

  /// An untranslated array named for values beside an array of as many
  /// items named like it (Breezy Weather's `dark_modes` and
  /// `dark_mode_values`, with no preference screen) holds what a setting
  /// stores: left out as preference values; one without such a pair,
  /// translated, or whose items read as text (`core_values`), is text.
  @Test func valuesBesideTheirEntriesAreStored() throws {
    func file(_ path: String, _ language: String?, _ arrays: [(String, Int)]) -> StringFile {
      StringFile(
        path: path, format: .androidXML, language: language,
        strings: arrays.flatMap { key, count in
          (0..<count).map {
            LocalizedString(
              key: key, value: key == "core_values" ? "Teamwork" : "x", language: language,
              variant: "\($0)", line: 1, file: path)
          }
        })
    }
    let files = [
      file(
        "res/values/arrays.xml", nil,
        [
          ("dark_modes", 3), ("dark_mode_values", 3), ("dark_modes_location", 2),
          ("dark_mode_location_values", 2), ("themes", 4), ("themeValues", 4),
          ("unit_values", 3), ("sizes", 5), ("size_values", 4), ("colors", 2),
          ("color_values", 2), ("core_values", 3), ("core_value_descriptions", 3),
        ]),
      file("res/values-de/arrays.xml", "de", [("color_values", 2)]),
    ]
    #expect(
      CheckRunner.storedValueArrays(files) == [
        "dark_mode_values", "dark_mode_location_values", "themeValues",
      ])
    // An item in one case, or a language tag, is a value; one with a space
    // or a capitalised word is text.
    for value in [
      "system", "0:30", "5_days", "NO_GROUPING", "pt-BR", "zh-Hant", "es-419", "abk", "zh_CN",
    ] {
      #expect(CheckRunner.isStoredValue(value), "\(value)")
    }
    for value in ["Teamwork", "Follow the system", "", "Dark mode", "McDonald", "Wi-Fi", "公里", "👍"]
    {
      #expect(!CheckRunner.isStoredValue(value), "\(value)")
    }
    // Through a check: the values are left out as preference values.
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/arrays.xml",
      """
      <resources>
        <string-array name="dark_modes"><item>Follow the system</item><item>Light</item></string-array>
        <string-array name="dark_mode_values"><item>system</item><item>light</item></string-array>
      </resources>
      """)
    let report = try Self.checkOneScale(folder)
    #expect(report.summary.entryValues == 2)
    #expect(report.summary.measured == 2, "\(report.summary)")
    // Verbose lines name an item as findings do.
    #expect(
      CheckRenderer.text(report, verbose: true).contains(
        "'dark_mode_values' left out (entryValues) (item 0)"),
      "\(CheckRenderer.text(report, verbose: true))")
  }
}

extension AndroidCheckTests {
  /// An app widget's layouts: those its providers name and, when two or
  /// more begin with one word that says widget (`widget_`), every layout
  /// named so; one provider's name, names of several first words, or a
  /// first word that does not say widget, name no others.
  @Test func appWidgetLayoutsByTheirProviders() {
    #expect(
      ProjectScan.appWidgetLayouts(
        named: ["widget_clock", "widget_day"],
        among: ["l/widget_clock.xml", "l/widget_day_tile.xml", "l/main.xml"])
        == ["l/widget_clock.xml", "l/widget_day_tile.xml"])
    #expect(
      ProjectScan.appWidgetLayouts(
        named: ["widget_clock"], among: ["l/widget_clock.xml", "l/widget_day_tile.xml"])
        == ["l/widget_clock.xml"])
    #expect(
      ProjectScan.appWidgetLayouts(
        named: ["clock_widget", "day_tile"],
        among: ["l/clock_widget.xml", "l/clock_face.xml", "l/day_tile.xml"])
        == ["l/clock_widget.xml", "l/day_tile.xml"])
    #expect(ProjectScan.appWidgetLayouts(named: [], among: ["l/widget_a.xml"]).isEmpty)
    // A widget's configuration screen is the app's own (uhabits').
    #expect(
      ProjectScan.appWidgetLayouts(
        named: ["widget_clock", "widget_day"],
        among: ["l/widget_clock.xml", "l/widget_configure_activity.xml"])
        == ["l/widget_clock.xml"])
    // A home-screen widget's theme is told from a view style.
    #expect(ProjectScan.namesAppWidgetTheme("WidgetTheme.TransparentBlack.TextView"))
    #expect(!ProjectScan.namesAppWidgetTheme("Widget.App.TextView"))
    // A first word that does not say widget makes no rule (Android Studio's
    // drawer template's `app_bar_main`).
    #expect(
      ProjectScan.appWidgetLayouts(
        named: ["app_widget_small", "app_widget_large"],
        among: ["l/app_widget_small.xml", "l/app_widget_large.xml", "l/app_bar_main.xml"])
        == ["l/app_widget_small.xml", "l/app_widget_large.xml"])
  }
}

extension AndroidCheckTests {
  /// Checks `folder`'s `res` at font scale 1 in one catch-all container
  /// (bodyLarge, 300 dp), with the bundled fonts.
  static func checkOneScale(_ folder: TemporaryFolder) throws -> CheckReport {
    let path = try folder.write(
      "typometer.json",
      #"{"platform": "android", "resources": ["res"], "fonts": ["\#(Fixtures.fontsDirectory)"], "#
        + #""systemFonts": false, "fontScales": [1], "#
        + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    return try CheckRunner.run(spec: try CheckSpec.load(path: path))
  }
}

extension AndroidCheckTests {
  /// An Android spec's `systemFont` names the family that sets sans-serif
  /// (README's Android keys; `--system-font` did, the spec's key was refused).
  @Test func theSpecsSystemFontSetsSansSerif() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#)
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "fonts/Inter-Regular.otf")
    let path = try folder.write(
      "typometer.json",
      #"{"platform": "android", "resources": ["res"], "fonts": ["fonts"], "systemFonts": false, "#
        + #""systemFont": "Inter", "fontScales": [1], "#
        + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.measured == 1, "\(report.findings.map(\.message))")
    #expect(report.styles.first?.font == "Inter-Regular")
  }
}

/// An app font that gives no font file to measure: an empty family (a fonts
/// module's stand-in for a font the open build lacks), which a device draws
/// in the default font, and a downloadable font, measured in the catalog's
/// face of the family its query asks for.
@Suite struct AppFontStandInTests {
  /// Checks `a` in style `Body` (`@font/family`) and `b` in its bold child,
  /// with `res/font` holding `fonts` (file name to XML body).
  static func check(_ fonts: [String: String], extra: String = "") throws -> CheckReport {
    let folder = try TemporaryFolder()
    for (name, body) in fonts {
      try folder.write("res/font/" + name, body)
    }
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="a">Hello</string><string name="b">World</string>
      <style name="Body"><item name="android:textSize">16sp</item>
        <item name="android:fontFamily">@font/family</item></style>
      <style name="Body.Bold"><item name="android:textStyle">bold</item></style>
      </resources>
      """)
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": ["res"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "fontScales": [1], \(extra)
       "containers": [{"keys": ["a"], "style": "Body", "width": 300},
                      {"keys": ["b"], "style": "Body.Bold", "width": 300}]}
      """)
    return try CheckRunner.run(spec: try CheckSpec.load(path: path))
  }

  static let android = #"xmlns:android="http://schemas.android.com/apk/res/android""#
  static let app = #"xmlns:app="http://schemas.android.com/apk/res-auto""#

  @Test func anEmptyFamilyIsTheDefaultFontSaidOnce() throws {
    let report = try Self.check(["family.xml": "<font-family \(Self.android)/>"])
    #expect(report.summary.measured == 2)
    #expect(!report.findings.contains { $0.code == .notMeasured })
    #expect(report.cascades.map(\.font) == ["Roboto-Regular", "Roboto-Regular"])
    let said = report.findings.filter {
      $0.code == .fontMismatch && $0.file.hasSuffix("res/font/family.xml")
    }
    try #require(said.count == 1, "\(report.findings.map(\.message))")
    #expect(said[0].severity == .warning && said[0].line == 1)
    #expect(
      said[0].message.hasPrefix(
        "@font/family holds no font file (it has no <font> elements): the app builds, and a "
          + "device, loading no font from it, draws style 'Body' (and 1 more) in the default "
          + "font, sans-serif, as it is measured here (in Roboto)"))
    // Said once though its styles are measured in two faces of the family.
    let inter = try Self.check(
      ["family.xml": "<font-family \(Self.android)/>"], extra: #""systemFont": "Inter","#)
    #expect(inter.cascades.map(\.font) == ["Inter", "Inter-Bold"])
    #expect(inter.findings.filter { $0.code == .fontMismatch }.count == 1)
  }

  /// `sans-serif-condensed` is Roboto Condensed on a device (Roboto at width
  /// 75 since Android 12): with no such face in the catalog, measured in
  /// Roboto, wider than a device draws it, and said once with the styles.
  @Test func aCondensedFamilyWithoutItsFaceIsSaid() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="a">Start</string>
      <style name="Button.Main"><item name="android:textSize">16sp</item>
        <item name="android:fontFamily">sans-serif-condensed-medium</item></style>
      </resources>
      """)
    let report = try AndroidCheckTests.checkRes(
      in: folder, containers: #"{"keys": ["*"], "style": "Button.Main", "width": 300}"#)
    #expect(report.summary.measured == 1)
    #expect(report.cascades.map(\.font) == ["Roboto-Regular"])
    let said = report.findings.filter { $0.code == .fontMismatch }
    try #require(said.count == 1, "\(report.findings.map(\.message))")
    #expect(said[0].severity == .warning)
    #expect(said[0].keyPath == "sans-serif-condensed-medium weight 500")
    #expect(
      said[0].message.contains(
        "the catalog has no Roboto Condensed, and style 'Button.Main' asks for it: it is "
          + "measured in Roboto-Regular (weight 400), wider than a device draws it"),
      "\(said[0].message)")
    // With Roboto Condensed in the catalog, measured in it; at a weight it
    // lacks, said as any family's missing weight.
    let condensed = Fixtures.data("fonts/StandIn-RobotoCondensed.ttf")
    try folder.copy(condensed, to: "fonts/RobotoCondensed-Regular.ttf")
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "resources": "res",
       "fonts": ["\(Fixtures.fontsDirectory)", "fonts"],
       "containers": [{"keys": ["*"], "style": "Button.Main", "width": 300}]}
      """)
    let inFamily = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(inFamily.cascades.map(\.font) == ["RobotoCondensed-Regular"])
    let weight = try #require(inFamily.findings.first { $0.code == .fontMismatch })
    #expect(
      weight.message.contains(
        "the catalog has no such face of Roboto Condensed, and style 'Button.Main' asks for "
          + "it: it is measured in RobotoCondensed-Regular (weight 400), where a device draws its "
          + "own Roboto Condensed at weight 500"), "\(weight.message)")
  }

  /// A family name Android's fonts.xml does not have (a typo) is the
  /// default family on a device, `Typeface.create`'s answer for a name it
  /// does not know: measured so, and said once as a font not found at the
  /// style's line, with the names nearest it; a name Android has is said
  /// nothing of.
  @Test func aSystemFamilyAndroidDoesNotHaveIsTheDefaultFont() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      """
      <resources><string name="a">Hello</string><string name="b">World</string>
      <style name="Condensed"><item name="android:textSize">16sp</item>
        <item name="android:fontFamily">sans-serif-condensd</item>
        <item name="android:textStyle">bold</item></style>
      <style name="Condensed.Big"><item name="android:textSize">20sp</item></style>
      <style name="Medium"><item name="android:textSize">16sp</item>
        <item name="android:fontFamily">sans-serif-medium</item></style>
      <style name="Capital"><item name="android:textSize">16sp</item>
        <item name="android:fontFamily">Serif</item></style>
      <style name="Maker"><item name="android:textSize">16sp</item>
        <item name="android:fontFamily">google-sans-text</item></style>
      </resources>
      """)
    let report = try AndroidCheckTests.checkRes(
      in: folder,
      containers: #"""
        {"keys": ["a"], "style": "Condensed", "width": 300},
        {"keys": ["b"], "style": "Condensed.Big", "width": 300},
        {"keys": ["c"], "style": "Capital", "width": 300},
        {"keys": ["d"], "style": "Maker", "width": 300},
        {"keys": ["*"], "style": "Medium", "width": 300}
        """#)
    #expect(report.summary.measured == 2)
    #expect(report.cascades.map(\.font) == ["Roboto-Regular", "Roboto-Regular"])
    let said = report.findings.filter { $0.code == .fontNotFound }
    try #require(said.count == 3, "\(report.findings.map(\.message))")
    #expect(said[0].severity == .error && said[0].file.hasSuffix("res/values/strings.xml"))
    #expect(said[0].line == 3)
    #expect(
      said[0].message
        == "android:fontFamily 'sans-serif-condensd' names no font family Android has (its "
        + "fonts.xml, names compared as written) nor an app font (@font/…): the app builds, and "
        + "a device draws style 'Condensed' (and 1 more) in the default font, sans-serif, as it "
        + "is measured here (in Roboto); did you mean sans-serif-condensed?")
    // Android compares the names as written: `Serif` is the default family.
    #expect(said[1].severity == .error && said[1].line == 9)
    #expect(said[1].message.hasSuffix("did you mean serif?"), "\(said[1].message)")
    // A name near none of Android's is likely a device maker's family: a warning.
    #expect(said[2].severity == .warning && said[2].line == 11)
    #expect(
      said[2].message.hasSuffix(
        "; a device maker's fonts may add a family of the name (Pixels add google-sans), "
          + "which its devices alone draw"), "\(said[2].message)")
  }

  @Test func aFamilyOfEmptyFamiliesIsTheDefaultFont() throws {
    let report = try Self.check([
      "family.xml": """
      <font-family \(Self.android)>
        <font android:font="@font/brand_regular" android:fontWeight="400"/>
        <font android:font="@font/brand_bold" android:fontWeight="700"/>
      </font-family>
      """,
      "brand_regular.xml": "<font-family/>", "brand_bold.xml": "<font-family/>",
    ])
    #expect(report.summary.measured == 2)
    let said = try #require(report.findings.first { $0.code == .fontMismatch })
    #expect(said.file.hasSuffix("res/font/family.xml") && said.line == 2)
    #expect(
      said.message.contains(
        "(its <font>s name family XMLs, not font files: @font/brand_regular, @font/brand_bold)"))
  }

  @Test func aDownloadableFontIsTheCatalogsFaceOfItsFamily() throws {
    func family(_ query: String) -> [String: String] {
      [
        "family.xml": """
        <font-family \(Self.app) app:fontProviderAuthority="com.google.android.gms.fonts"
          app:fontProviderPackage="com.google.android.gms" app:fontProviderQuery="\(query)"/>
        """
      ]
    }
    // The query's weight, else 400, whatever the style's bold asks for.
    for (query, face) in [
      ("Inter", "Inter-Regular"),
      ("name=Inter&amp;weight=600&amp;besteffort=true", "Inter-SemiBold"),
    ] {
      let report = try Self.check(family(query))
      #expect(report.summary.measured == 2, "\(query)")
      #expect(report.cascades.map(\.font) == [face, face], "\(query)")
      #expect(!report.findings.contains { $0.code == .notMeasured }, "\(query)")
    }
    // A family the catalog lacks is not measured, and said how to measure it.
    let report = try Self.check(family("Lobster Two"))
    #expect(report.summary.measured == 0)
    let finding = try #require(report.findings.first { $0.code == .notMeasured })
    #expect(
      finding.message.contains(
        "is fetched at run time: add the files of 'Lobster Two' to a folder of the spec's "
          + "\"fonts\" to measure it"))
  }
}

/// Resources that several modules define alike: Gradle's resource merge
/// keeps one of a name, so a library's copy of another module's string
/// (DuckDuckGo's `duckchat` module gives 37 of the app's strings again) is
/// said once; a resource whose texts differ in any item stays, as which one
/// the merge keeps depends on the build variant and the dependencies' order.
@Suite struct MergedResourcesTests {
  @Test func aResourceAnotherModuleDefinesAlikeIsMeasuredOnce() throws {
    let folder = try TemporaryFolder()
    func strings(_ res: String, _ values: String, _ body: String) throws {
      try folder.write("\(res)/\(values)/strings.xml", "<resources>\(body)</resources>")
    }
    let plurals = #"<plurals name="n"><item quantity="one">One item</item>"#
    let array = #"<string-array name="l"><item>A</item>"#
    try strings(
      "app/src/main/res", "values",
      #"<string name="a">Hello</string><string name="b">App text</string>"#
        + plurals + #"<item quantity="other">%d items</item></plurals>"#
        + array + "<item>B</item></string-array>")
    try strings("app/src/main/res", "values-de", #"<string name="a">Hallo</string>"#)
    try strings(
      "lib/src/main/res", "values",
      #"<string name="a">Hello</string><string name="b">Library text</string>"#
        + plurals + #"<item quantity="other">%d items</item></plurals>"#
        + array + "<item>C</item></string-array>")
    try strings("lib/src/main/res", "values-de", #"<string name="a">Hallo!</string>"#)
    try strings("other/res", "values", #"<string name="a">Hello</string>"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"platform": "android", "fonts": ["\(Fixtures.fontsDirectory)"], "fontScales": [1],
       "resources": ["app/src/main/res", "lib/src/main/res", "other/res"],
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    // The library's `a` and both forms of its `n`, and the other module's
    // `a`; the library's `b`, its German `a` and its array (one item of two
    // differs) stay, whole.
    let merged = (report.leftOutEntries ?? []).filter { $0.reason == "mergedAway" }
    #expect(
      merged.map { ($0.file.contains("/lib/") ? "lib " : "other ") + $0.key }.sorted()
        == ["lib a", "lib n", "lib n", "other a"])
    #expect(report.summary.mergedAway == 4)
    #expect(report.summary.measured == 11)
  }
}

/// A reference to a string (an array's item `@string/system`) shows that
/// string: where the same container measures it, in the same language, it
/// is said once, and counted; in another container it is measured there.
@Suite struct RepeatedReferenceTests {
  @Test func aReferenceToAStringTheContainerMeasuresIsSaidOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml",
      #"<resources><string name="system">System default</string></resources>"#)
    try folder.write(
      "res/values/arrays.xml",
      """
      <resources>
        <string-array name="themes"><item>@string/system</item><item>Dark</item></string-array>
        <string-array name="modes"><item>@string/system</item></string-array>
      </resources>
      """)
    let report = try AndroidCheckTests.checkRes(
      in: folder,
      containers: """
        {"keys": ["modes"], "style": "bodyLarge", "width": 10, "maxLines": 1},
        {"keys": ["*"], "style": "bodyLarge", "width": 10, "maxLines": 1}
        """)
    #expect(report.summary.repeatedReferences == 1)
    let shown = report.findings.filter { $0.code == .overflow && $0.text == "System default" }
    // The string itself, and the `modes` item in its own container.
    #expect(shown.compactMap(\.key).sorted() == ["modes", "system"], "\(shown.map(\.message))")
  }
}
