import Foundation
import TestSupport
import Testing
import TypeScale
import TypographyConfig

@testable import TypometerChecks

/// `check`'s JSON written by ``JSONWriter`` is what `JSONEncoder` writes for
/// the same report (`JSON.encode`: sorted keys, pretty, slashes unescaped),
/// byte for byte: over real reports of every kind and over one with every
/// optional field.
@Suite struct CheckReportJSONTests {
  static func expectSameAsEncoder(_ report: CheckReport) {
    let encoded = JSON.encode(report) + "\n"
    let written = String(decoding: report.jsonBytes, as: UTF8.self)
    #expect(written == encoded)
    #expect(CheckRenderer.json(report) == encoded)
  }

  /// The Examples as they ship, under each stress mode, with pictures.
  @Test(arguments: ["Examples/App/typometer.json", "Examples/Android/typometer.json"])
  func examplesAsJSONEncoderWritesThem(_ path: String) throws {
    let spec = try CheckSpec.load(path: Fixtures.repositoryRoot + "/" + path)
    Self.expectSameAsEncoder(try CheckRunner.run(spec: spec))
    var stressed = spec
    stressed.stress = [.wcagSpacing, .pseudo]
    Self.expectSameAsEncoder(try CheckRunner.run(spec: stressed))
    let pictures = try TemporaryFolder()
    let drawn = try CheckRunner.run(spec: spec, pictures: pictures.url("report"))
    #expect(drawn.findings.contains { $0.pictures != nil })
    Self.expectSameAsEncoder(drawn)
  }

  /// The system font in a variable family: style rows with optical sizes,
  /// tracking and variations.
  @Test func systemFontReport() throws {
    let (folder, spec) = try SystemFontCheckTests.spec(#", "systemFont": "Serif Four Variable""#)
    _ = folder
    let report = try CheckRunner.run(spec: spec)
    #expect(report.styles.contains { $0.variations != nil })
    Self.expectSameAsEncoder(report)
  }

  /// Every optional field present, then every one absent; characters JSON
  /// escapes, keys that sort by case (`fontScales` before `fonts`), empty
  /// arrays, and numbers of every form.
  @Test func everyFieldPresentAndAbsent() throws {
    let finding = CheckFinding(
      severity: .warning, code: .overflow, message: "a \"quoted\" \\ message/with\u{1}control",
      file: "en.lproj/Localizable.strings", line: 12, keyPath: "a.b", key: "k", variant: "one",
      language: "de", style: "body", category: "large", fontScale: 1.3, size: 17.5, lines: 3,
      maxLines: 1, width: 120.25,
      overflow: .init(lines: 2, width: 1e-7, height: 1e16),
      overflowingCategories: ["large", "ax5"], overflowingFontScales: [1, 1.15, 2],
      words: ["Hintergrund|übertragung"], splitCategories: [], splitFontScales: [0.85],
      scales: [
        ShrinkScale(category: "large", scale: 0.8),
        ShrinkScale(category: nil, fontScale: 1.5, scale: 0.75),
      ],
      stress: "pseudo", characters: ["U+4E00 一"], text: "Ünïcödé 日本 \u{2028}",
      pictures: ["p/1.png"],
      baselined: true)
    let bare = CheckFinding(
      severity: .error, code: .uncovered, message: "m", file: "f", line: nil, keyPath: nil,
      key: nil, variant: nil, language: nil, style: nil, category: nil, fontScale: nil,
      size: nil, lines: nil, maxLines: nil, width: nil, overflow: nil,
      overflowingCategories: nil, overflowingFontScales: nil, words: nil, splitCategories: nil,
      splitFontScales: nil, scales: nil, stress: nil, characters: nil, text: nil, pictures: nil,
      baselined: nil)
    var row = StyleSizes.Row(
      category: "large", pointSize: 17, lineHeight: 22, font: "SF", opticalSize: 17,
      tracking: -0.43)
    row.singleLineHeight = 20.5
    row.pixels = 45
    var dpRow = StyleSizes.Row(category: nil, pointSize: 18.7, lineHeight: 24)
    dpRow.fontScale = 1.15
    var summary = CheckReport.Summary(
      files: 1, strings: 2, measured: 2, measurements: 24, overflows: 1, uncovered: 1,
      wordSplits: 0, unassigned: 0, errors: 1, warnings: 1, baselined: 1, fixed: 0,
      picturesLeftOut: 3)
    (summary.untranslatable, summary.urls, summary.identifiers, summary.entryValues) = (
      4, 5, 6, 7
    )
    (summary.shortcutPhrases, summary.alphabets, summary.inContextPlaceholders) = (8, 9, 10)
    (summary.loremIpsum, summary.iconGlyphs, summary.duplicateKeys) = (11, 12, 13)
    summary.barItems = 14
    summary.fixedFonts = 15
    summary.accessibilityLabels = 16
    summary.staleEntries = 17
    // (And the rest of the counts, each in its sorted place.)
    let rest: [WritableKeyPath<CheckReport.Summary, Int?>] = [
      \.interfacePlaceholders, \.notMeasured, \.overridden, \.mergedAway, \.legacyLanguageCopies,
      \.extraTranslations,
      \.skipped, \.repeatedReferences, \.otherDevices, \.unusedPluralForms, \.dataItems,
      \.references, \.translatedReferences, \.translatedReferencesLeftOut, \.picturesUndrawn,
      \.infoPlistKeys,
    ]
    for (n, path) in rest.enumerated() { summary[keyPath: path] = 18 + n }
    var report = CheckReport(
      spec: "typometer.json",
      settings: .init(
        platform: "ios", categories: ["large"], fontScales: [1, 1.3], resources: ["res"],
        configs: [], fonts: ["Fonts/"], systemFonts: true, boldText: false, markdown: true),
      summary: summary,
      files: [
        .init(path: "a", language: "de", strings: 2), .init(path: "b", language: nil, strings: 0),
      ],
      findings: [finding, bare],
      cascades: [
        StyleCascade(
          style: "body", font: "Roboto-Regular",
          cascade: [
            CascadeEntry(
              postscriptName: "NotoSansCJKjp-Regular", path: "F/a.ttc", characters: ["U+4E00"])
          ],
          uncovered: ["U+10FFFF"]),
        StyleCascade(style: "title", font: "Inter", cascade: [], uncovered: []),
      ],
      styles: [
        StyleSizes(
          name: "body", font: "SF", scaler: "uifontmetrics", sizes: [row, dpRow],
          variations: ["wght": 400, "opsz": 17, "GRAD": 0, "Wdth": 100]),
        StyleSizes(name: "title", font: "Inter", scaler: "typographykit", sizes: []),
      ],
      nothingMeasured: "nothing")
    report.shadowedEntries = [
      .init(file: "a", line: 3, key: "k", language: "de"),
      .init(file: "b/x.strings", line: nil, key: "/path", language: nil),
    ]
    report.fixedEntries = [
      FindingIdentity(
        file: "a", key: "k\"q", code: .overflow, language: "de", variant: "plural.one",
        stress: "pseudo"),
      FindingIdentity(file: "", key: "", code: .fontNotFound, language: nil),
    ]
    Self.expectSameAsEncoder(report)
    // A file of no language (a String Catalog) says so: CLI.md's
    // `{path, language, strings}` keeps its keys.
    let files = try #require(
      (try JSONSerialization.jsonObject(with: Data(report.jsonBytes)) as? [String: Any])?["files"]
        as? [[String: Any]])
    #expect(
      files.map { $0.keys.sorted() } == [
        ["language", "path", "strings"], ["language", "path", "strings"],
      ])
    #expect(files.last?["language"] is NSNull)
    var empty = report
    empty.shadowedEntries = nil
    empty.fixedEntries = nil
    empty.findings = []
    empty.files = []
    empty.cascades = []
    empty.styles = []
    empty.nothingMeasured = nil
    empty.settings.fontScales = nil
    empty.settings.resources = nil
    empty.settings.markdown = nil
    empty.summary.baselined = nil
    empty.summary.fixed = nil
    empty.summary.picturesLeftOut = nil
    (empty.summary.untranslatable, empty.summary.urls, empty.summary.identifiers) = (nil, nil, nil)
    (empty.summary.entryValues, empty.summary.shortcutPhrases, empty.summary.alphabets) = (
      nil, nil, nil
    )
    empty.summary.inContextPlaceholders = nil
    (empty.summary.loremIpsum, empty.summary.iconGlyphs, empty.summary.duplicateKeys) = (
      nil, nil, nil
    )
    empty.summary.barItems = nil
    empty.summary.fixedFonts = nil
    empty.summary.accessibilityLabels = nil
    empty.summary.staleEntries = nil
    for path in rest { empty.summary[keyPath: path] = nil }
    Self.expectSameAsEncoder(empty)
    // The page says how many findings were left without a picture.
    #expect(
      ReportPage.html(report).contains(
        "Pictures are drawn for 500 of the overflows and word splits (errors first, then "
          + "warnings, then the stress modes'); 3 more are listed without."))
    #expect(!ReportPage.html(empty).contains("more are listed without"))
    // The sizes measured at: an Android check's font scales, else categories.
    #expect(ReportPage.sizesLine(report.settings) == "font scales: 1, 1.3")
    // No overflow is a pass only where a container sets maxLines.
    var fits = report
    fits.findings = []
    fits.summary.measured = 2
    fits.settings.noLineLimits = nil
    #expect(
      ReportPage.html(fits).contains("<p>Every string fits its container at every font scale.</p>"))
    #expect(
      ReportPage.html(fits).contains("<p>No line breaks inside a word at any font scale.</p>"))
    fits.settings.noLineLimits = true
    #expect(!ReportPage.html(fits).contains("Every string fits"))
    #expect(ReportPage.html(fits).contains("no container sets <code>maxLines</code>"))
    fits.summary.measured = 0
    #expect(ReportPage.html(fits).contains("<p>No string was measured.</p>"))
    #expect(!ReportPage.html(fits).contains("No line breaks inside a word"))
    // The overflow heading counts the plain check's apart from a stress mode's.
    var overflows = [finding, finding, finding]
    for i in overflows.indices {
      overflows[i].code = .overflow
      overflows[i].stress = i == 2 ? "pseudo" : nil
    }
    #expect(
      ReportPage.overflowHeading(overflows) == "Overflows (2, and 1 more under a stress mode)")
    #expect(ReportPage.overflowHeading(Array(overflows.prefix(2))) == "Overflows (2)")
    // Word splits are counted so too.
    #expect(
      ReportPage.heading("Words broken inside themselves", overflows)
        == "Words broken inside themselves (2, and 1 more under a stress mode)")
    #expect(ReportPage.sizesLine(empty.settings) == "categories: large")
    // Each picture's caption names its size: a category, or an Android font scale.
    #expect(
      ReportPage.pictureCaption("pictures/overflow-3-xxxl.png", fits: true)
        == "xxxl: the largest category that fits")
    #expect(
      ReportPage.pictureCaption("pictures/overflow-3-ax2.png", fits: false)
        == "ax2: the first category that does not fit")
    #expect(
      ReportPage.pictureCaption("pictures/overflow-12-scale1.30.png", fits: false)
        == "font scale 1.3: the first that does not fit")
    // A word split's picture fits: it is the first size that splits a word.
    #expect(
      ReportPage.pictureCaption("pictures/split-4-ax5.png", fits: false)
        == "ax5: the first category that splits a word")
    #expect(
      ReportPage.pictureCaption("pictures/split-4-scale2.png", fits: false)
        == "font scale 2: the first that splits a word")
    // A number JSON cannot hold: JSONEncoder refuses the document.
    var infinite = report
    infinite.findings[0].size = .infinity
    #expect(JSON.encode(infinite) == "null")
    #expect(String(decoding: infinite.jsonBytes, as: UTF8.self) == "null\n")
  }
}
