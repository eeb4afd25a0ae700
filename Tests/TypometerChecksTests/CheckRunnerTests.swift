import FontDiscovery
import Foundation
import Rendering
import StringCatalogs
import TestSupport
import Testing
import TextLayout
import TypeScale
import TypographyConfig

@testable import TypometerChecks

@Suite struct CheckRunnerTests {
  static let examplesSpec = Fixtures.repositoryRoot + "/Examples/App/typometer.json"

  static let report: Result<CheckReport, any Error> = Result {
    try CheckRunner.run(spec: try CheckSpec.load(path: examplesSpec))
  }

  @Test func countsEveryEntryOfEveryFile() throws {
    let report = try Self.report.get()
    // 8 keys in each .strings file; the .stringsdict's one key has two plural forms.
    #expect(report.files.map(\.strings) == [8, 2, 8, 8, 8, 8])
    #expect(report.files.map(\.language) == ["en", "en", "de", "ar", "th", "ja"])
    #expect(report.summary.strings == 42)
    #expect(report.summary.measured == 42)
    #expect(report.summary.measurements == 42 * 5)
    #expect(report.summary.unassigned == 0)
  }

  /// Each overflow finding is headed by the first category at which the string,
  /// set by itself in its container's style and size, stops fitting.
  @Test func overflowFindingsAgreeWithMeasuringEachStringAlone() throws {
    let report = try Self.report.get()
    let spec = try CheckSpec.load(path: Self.examplesSpec)
    let catalog = try FontCatalog(
      fontPaths: spec.fonts.map(spec.resolve), includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let validation = ConfigValidator(fonts: CatalogFontResolver(catalog: catalog))
      .validate(files: spec.configs.map(spec.resolve))
    let context = try LayoutContext(store: store)
    let bodySizes = try ScalingRunnerTests.appleSizes("body")
    var overflows = 0
    for path in spec.strings.map(spec.resolve) {
      let file = try StringFile.load(path: path)
      for string in file.strings {
        let (_, container) = try #require(spec.container(for: string.key))
        let style = try #require(validation.styles[container.style])
        // TypographyKit's sizes (uifontmetrics modes): the base size × body's
        // size at the category / 17, capped by the style's maximum; the config's
        // minimum (11 pt) never applies at these categories.
        let fontName = try #require(style.fontName)
        let font = try #require(try store.font(named: fontName))
        let base = try #require(style.pointSize)
        let sizes = try spec.categories.map { category in
          let body = try #require(bodySizes[category])
          let scaled = base * body / 17
          return SweepSize(
            pointSize: min(scaled, style.maximumPointSize ?? .infinity), category: category)
        }
        #expect(sizes.allSatisfy { $0.pointSize >= 11 })
        var text = spec.formatSamples.apply(to: string.value)
        if let letterCase = style.letterCase { text = letterCase.apply(to: text) }
        let prepared = try context.prepare(
          text,
          style: LayoutStyle(
            font: font, language: string.language ?? file.language,
            letterSpacing: style.letterSpacing))
        let failing = try sizes.filter {
          !(try prepared.measure(
            pointSize: $0.pointSize,
            in: Container(width: container.width, maxLines: container.maxLines)
          ).fits)
        }
        let finding = report.findings.first {
          $0.code == .overflow && $0.file == path && $0.key == string.key
            && $0.variant == string.variant
        }
        #expect(finding?.category == failing.first?.category?.name, "\(path) \(string.key)")
        #expect(
          finding?.overflowingCategories
            == (failing.isEmpty ? nil : failing.map { $0.category!.name }))
        if !failing.isEmpty { overflows += 1 }
      }
    }
    #expect(report.summary.overflows == overflows)
    #expect(overflows > 0)
  }

  @Test func sizesComeFromTypographyKitsScaling() throws {
    // title: 28 pt, uifontmetrics-with-fallback, which scales with body metrics.
    let report = try Self.report.get()
    let title = try #require(report.findings.first { $0.style == "title" && $0.code == .overflow })
    let category = try ContentSizeCategory(parsing: try #require(title.category))
    // TypographyKit scales every style as body: 28 pt × body's size at the
    // category / body's 17 pt, body's sizes read from Apple's table (the
    // reference file the scaling core is tested against).
    let bodySize = try #require(try ScalingRunnerTests.appleSizes("body")[category])
    #expect(abs(try #require(title.size) - 28 * bodySize / 17) < 1e-9)
    #expect(category != .large)  // a category where scaling shows
  }

  @Test func uncoveredCharactersAreReportedPerStringAndPerStyle() throws {
    let report = try Self.report.get()
    let uncovered = report.findings.filter { $0.code == .uncovered }
    // 設定 is not in the bundled Japanese subset font (see Fonts/README.md).
    #expect(uncovered.map(\.key) == ["onboarding.caption"])
    #expect(uncovered.first?.characters == ["U+8A2D", "U+5B9A"])
    #expect(uncovered.first?.language == "ja")
    // The subset that sets the string's kana is named as lacking them.
    #expect(
      uncovered.first?.message.contains(
        "(Han: NotoSansCJK-JPKR-subset.ttc, which sets the others, lacks them)") == true,
      "\(uncovered.first?.message ?? "")")
    let caption = try #require(report.cascades.first { $0.style == "caption" })
    #expect(caption.uncovered == ["U+5B9A", "U+8A2D"])
  }

  /// A style set in a CJK subset that lacks a string's kanji names its own
  /// font as lacking them (it sets the kana), as it names a fallback
  /// subset.
  @Test func uncoveredCharactersNameTheStylesOwnSubset() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"body": {"font-name": "NotoSansCJKjp-Regular", "point-size": 17}}}"#
    )
    try folder.write("ja.lproj/Localizable.strings", #""later" = "あとで設定からかえられます。";"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["ja.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 320}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let uncovered = report.findings.filter { $0.code == .uncovered }
    #expect(uncovered.first?.characters == ["U+8A2D", "U+5B9A"])
    #expect(
      uncovered.first?.message.contains(
        "(Han: NotoSansCJK-JPKR-subset.ttc, which sets the others, lacks them)") == true,
      "\(uncovered.map(\.message))")
    // A Latin font beside an invisible Hangul filler (U+3164) sets no Hangul:
    // it is not named.
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    try folder.write("ja.lproj/Localizable.strings", "\"filler\" = \"a\u{3164}뷁\";")
    let latin = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let message = latin.findings.first { $0.code == .uncovered }?.message ?? ""
    #expect(message.contains("(Hangul) to the spec's fonts"), "\(message)")
  }

  @Test func cascadesNameTheFacesForEachScript() throws {
    let report = try Self.report.get()
    #expect(report.cascades.map(\.style) == ["body", "button", "caption", "title"])
    for cascade in report.cascades {
      let names = Set(cascade.cascade.map(\.postscriptName))
      #expect(
        names == ["NotoSansArabic-Regular", "NotoSansThai-Regular", "NotoSansCJKjp-Regular"],
        "\(cascade.style)")
      for entry in cascade.cascade {
        #expect(entry.characters == entry.characters.sorted())
        #expect(!entry.characters.isEmpty)
      }
    }
  }

  @Test func reportsAreDeterministic() throws {
    let spec = try CheckSpec.load(path: Self.examplesSpec)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let first = try encoder.encode(try CheckRunner.run(spec: spec))
    let second = try encoder.encode(try CheckRunner.run(spec: spec))
    #expect(first == second)
  }

  /// Strings are read, placed, measured, judged and drawn on several
  /// threads: the report and the pictures are the same on one.
  @Test func oneThreadAndSeveralGiveTheSameReportAndPictures() throws {
    let spec = try CheckSpec.load(path: Self.examplesSpec)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var reports: [Data] = []
    var pictures: [[String: Data]] = []
    for workers in [1, 3] {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("typometer-threads-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let report = try CheckRunner.run(
        spec: spec, pictures: folder.appendingPathComponent("pictures").path, workers: workers)
      reports.append(try encoder.encode(report))
      var files: [String: Data] = [:]
      let names = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("pictures").path)
      for name in names {
        files[name] = try Data(
          contentsOf: folder.appendingPathComponent("pictures").appendingPathComponent(name))
      }
      pictures.append(files)
    }
    #expect(reports[0] == reports[1])
    #expect(!pictures[0].isEmpty)
    #expect(pictures[0] == pictures[1])
  }

  @Test func unassignedStringsAndUnusedContainersAreListed() throws {
    let directory = Fixtures.repositoryRoot + "/Examples/App"
    let path = try temporaryFile(
      """
      {"config": ["\(directory)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["\(directory)/en.lproj/Localizable.strings"], "categories": ["large"],
       "containers": [
         {"keys": ["onboarding.*"], "style": "body", "width": 300},
         {"keys": ["nothing.matches"], "style": "body", "width": 300}
       ]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let unassigned = report.findings.filter { $0.code == .noContainer }
    #expect(
      unassigned.compactMap(\.key).sorted() == [
        "library.empty", "library.sync.button", "library.title", "library.updated.caption",
      ])
    #expect(report.summary.unassigned == 4)
    #expect(report.findings.contains { $0.code == .unusedContainer && $0.line == 5 })
    #expect(report.summary.measured == 4)
  }

  @Test func aStyleWhoseFontIsMissingIsNotMeasuredButSaidSo() throws {
    let config = try temporaryFile(
      #"{"ui-font-text-styles": {"body": {"font-name": "Helvetica-Nope", "point-size": 17}}}"#,
      name: "TypographyKit.json")
    let strings = (config as NSString).deletingLastPathComponent + "/x.txt"
    try Data("Hello\n".utf8).write(to: URL(fileURLWithPath: strings))
    let spec = try temporaryFile(
      """
      {"config": ["\(config)"], "fonts": ["\(Fixtures.fontsDirectory)"], "strings": ["\(strings)"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: spec))
    #expect(
      report.findings.map(\.code.rawValue).sorted() == [
        "font-not-found", "not-measured", "nothing-measured",
      ])
    #expect(report.summary.measured == 0)
    #expect(report.summary.notMeasured == 1)
    #expect(
      report.findings.first { $0.code == .notMeasured }?.message.hasPrefix(
        "1 string in style 'body' was not measured: its font 'Helvetica-Nope'") == true)
    #expect(report.hasErrors)
  }

  /// Where one style is measured and another is not, the check goes on, and
  /// both the finding and the summary count the strings left unmeasured, in
  /// every file.
  @Test func stringsNotMeasuredAreCounted() throws {
    let config = try temporaryFile(
      #"{"ui-font-text-styles": {"body": {"font-name": "Helvetica-Nope", "point-size": 17}, "#
        + #""title": {"font-name": "Roboto-Regular", "point-size": 20}}}"#,
      name: "TypographyKit.json")
    let folder = (config as NSString).deletingLastPathComponent
    try Data("Hello\nWorld\n".utf8).write(to: URL(fileURLWithPath: folder + "/en.txt"))
    try Data("Hallo\nWelt\nNoch\n".utf8).write(to: URL(fileURLWithPath: folder + "/de.txt"))
    let spec = try temporaryFile(
      """
      {"config": ["\(config)"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["\(folder)/en.txt", "\(folder)/de.txt"],
       "containers": [{"keys": ["1"], "style": "title", "width": 300},
                      {"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: spec))
    #expect(report.summary.measured == 2)
    #expect(report.summary.notMeasured == 3)
    let findings = report.findings.filter { $0.code == .notMeasured }
    #expect(findings.count == 1)
    #expect(
      findings.first?.message.hasPrefix("3 strings in style 'body' were not measured") == true)
    #expect(CheckRenderer.text(report).contains("0 in no container, 3 not measured;"))
  }

  /// A plain text file's strings are keyed by their line numbers, which
  /// containers match; its findings name a string by its text (the line is
  /// the finding's own).
  @Test func plainTextFindingsNameTheText() throws {
    let config = try temporaryFile(
      #"{"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}}}"#,
      name: "TypographyKit.json")
    let folder = (config as NSString).deletingLastPathComponent
    try Data("Save\nA sentence far too long for so narrow a label\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/ui.txt"))
    let spec = try temporaryFile(
      """
      {"config": ["\(config)"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["\(folder)/ui.txt"],
       "containers": [{"keys": ["2"], "style": "body", "width": 100, "maxLines": 1}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: spec))
    let overflow = try #require(report.findings.first { $0.code == .overflow })
    #expect(overflow.key == "2")
    #expect(overflow.line == 2)
    #expect(overflow.message.hasPrefix("'A sentence far too long for so narrow a label' overflows"))
    // The one no container takes is named by the key a container would match.
    let unassigned = try #require(report.findings.first { $0.code == .noContainer })
    #expect(unassigned.message.hasPrefix("'1' matches no container's keys"))
    // The report page heads its findings by the line.
    #expect(ReportPage.html(report).contains("<h3 class=\"key\">line 2</h3>"))
  }

  @Test func unreadableInputsFailWithTheirName() throws {
    let directory = Fixtures.repositoryRoot + "/Examples/App"
    let missing = try temporaryFile(
      """
      {"config": ["\(directory)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["\(directory)/en.lproj/Localizable.strings", "\(directory)/xx.lproj/Missing.strings",
                   "\(directory)/de.lproj/Localizable.strings", "\(directory)/yy.lproj/Missing.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    // Files are read on every core; each that cannot be read is named, in
    // the spec's order.
    for workers in [1, 4] {
      #expect {
        try CheckRunner.run(spec: try CheckSpec.load(path: missing), workers: workers)
      } throws: { error in
        guard case .stringFiles(let failures) = error as? CheckRunner.Failure else { return false }
        return failures.map { ($0.path as NSString).deletingLastPathComponent } == [
          "\(directory)/xx.lproj", "\(directory)/yy.lproj",
        ]
      }
    }
    // One alone is a failure of its own.
    let one = try temporaryFile(
      """
      {"config": ["\(directory)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["\(directory)/en.lproj/Localizable.strings", "\(directory)/xx.lproj/Missing.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    #expect {
      try CheckRunner.run(spec: try CheckSpec.load(path: one))
    } throws: { error in
      guard case .stringFile(let failure) = error as? CheckRunner.Failure else { return false }
      return failure.path == "\(directory)/xx.lproj/Missing.strings"
    }
    let badStyle = try temporaryFile(
      """
      {"config": ["\(directory)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["\(directory)/en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "headline", "width": 300}]}
      """)
    #expect {
      try CheckRunner.run(spec: try CheckSpec.load(path: badStyle))
    } throws: { error in
      guard case .unknownContainerStyle(_, _, "headline", _) = error as? CheckRunner.Failure
      else { return false }
      return "\(error)".contains("'headline' is not in the config")
    }
    // Every container style the config lacks is said in one run, each
    // once, with a scaling entry that names no style.
    let badStyles = try temporaryFile(
      """
      {"config": ["\(directory)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["\(directory)/en.lproj/Localizable.strings"],
       "scaling": {"captoin": {"scaler": "swash"}, "Captoin": {"scaler": "swash"}},
       "containers": [{"keys": ["a"], "style": "headline", "width": 300},
                      {"keys": ["b"], "style": "captoin", "width": 300},
                      {"keys": ["*"], "style": "headline", "width": 300}]}
      """)
    #expect {
      try CheckRunner.run(spec: try CheckSpec.load(path: badStyles))
    } throws: { error in
      guard case .several(let failures) = error as? CheckRunner.Failure else { return false }
      guard failures.count == 3, case .unknownScalingStyle(_, _, "Captoin", _) = failures[2]
      else { return false }
      return failures.map(\.containerStyle) == ["headline", "captoin", nil]
    }
  }

  /// String files are read while the catalog is made, but what fails is
  /// reported in the order the steps come: the catalog first; then the
  /// string files that cannot be read, with the container styles the
  /// configs lack after them (both the spec's entries to fix, in one run).
  @Test func failuresComeInTheOrderOfTheSteps() throws {
    let directory = Fixtures.repositoryRoot + "/Examples/App"
    let missingStrings = "\"\(directory)/xx.lproj/Missing.strings\""
    let noFonts = try temporaryFile(
      """
      {"config": ["\(directory)/TypographyKit.json"], "fonts": ["\(directory)/NoSuchFonts"],
       "systemFonts": false, "strings": [\(missingStrings)],
       "containers": [{"keys": ["*"], "style": "headline", "width": 300}]}
      """)
    let badStyle = try temporaryFile(
      """
      {"config": ["\(directory)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": [\(missingStrings)],
       "containers": [{"keys": ["*"], "style": "headline", "width": 300}]}
      """)
    for workers in [1, 2] {
      #expect {
        try CheckRunner.run(spec: try CheckSpec.load(path: noFonts), workers: workers)
      } throws: { error in
        guard case .catalog = error as? CheckRunner.Failure else { return false }
        return true
      }
      func bothSaid(_ error: any Error) -> Bool {
        guard case .several(let failures) = error as? CheckRunner.Failure, failures.count == 2,
          case .stringFile = failures[0], case .unknownContainerStyle = failures[1]
        else { return false }
        return true
      }
      #expect {
        try CheckRunner.run(spec: try CheckSpec.load(path: badStyle), workers: workers)
      } throws: { bothSaid($0) }
      // Read beforehand, as the command line reads them while it makes its catalog.
      let spec = try CheckSpec.load(path: badStyle)
      #expect {
        try CheckRunner.run(
          spec: spec, catalog: nil, strings: CheckRunner.readStringFiles(spec), workers: workers)
      } throws: { bothSaid($0) }
    }
  }

  /// A check with its string files read beforehand reports what one that
  /// reads them itself reports.
  @Test func stringFilesReadBeforehandGiveTheSameReport() throws {
    let spec = try CheckSpec.load(path: Self.examplesSpec)
    let itself = try CheckRunner.run(spec: spec, workers: 2)
    let given = try CheckRunner.run(
      spec: spec, catalog: nil, strings: CheckRunner.readStringFiles(spec), workers: 2)
    #expect(given.findings.count == itself.findings.count)
    #expect(given.findings.map(\.message) == itself.findings.map(\.message))
    #expect(given.summary.measurements == itself.summary.measurements)
    #expect(given.summary.measurements > 0)
  }
}

@Suite struct CheckPictureTests {
  /// An overflow's pictures of a string with characters no font covers draw
  /// the text as it is judged, without them: the same files, byte for byte,
  /// as the pictures of that text written without them (their boxes had made
  /// the picture of the largest size that fits overflow).
  @Test func picturesOfUncoveredTextDrawWhatIsJudged() throws {
    let (folder, path) = try WordSplitCheckTests.titleApp(
      #""a" = "Hintergrund \#u{10000}übertragung läuft jetzt";"#
        + #" "b" = "Hintergrund übertragung läuft jetzt";"#,
      containers: #"{"keys": ["*"], "style": "title", "width": 200, "maxLines": 1}"#)
    let pictures = folder.url("pictures")
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path), pictures: pictures)
    let a = try #require(report.findings.first { $0.key == "a" && $0.code == .overflow })
    let b = try #require(report.findings.first { $0.key == "b" && $0.code == .overflow })
    #expect(a.category == b.category)
    let names = (a.pictures ?? [], b.pictures ?? [])
    #expect(!names.0.isEmpty && names.0.count == names.1.count)
    for (x, y) in zip(names.0, names.1) {
      // (Named relative to the report's folder, `pictures/…`.)
      let first = try Data(contentsOf: URL(fileURLWithPath: folder.url(x)))
      let second = try Data(contentsOf: URL(fileURLWithPath: folder.url(y)))
      #expect(first == second, "\(x) against \(y)")
    }
  }

  /// A picture too tall to draw (a text of 1,200 words in a 100 pt
  /// container: more than 16,384 pixels) is counted, not left out without a
  /// word; the other pictures of the finding and of other findings are drawn.
  @Test func picturesTooLargeToDrawAreCounted() throws {
    let long = Array(repeating: "word", count: 1200).joined(separator: " ")
    let (folder, path) = try WordSplitCheckTests.titleApp(
      #""long" = "\#(long)"; "short" = "A sentence too long";"#,
      containers: #"{"keys": ["*"], "style": "title", "width": 100, "maxLines": 3}"#,
      extra: #""categories": ["large", "ax5"],"#)
    let report = try CheckRunner.run(
      spec: try CheckSpec.load(path: path), pictures: folder.url("pictures"))
    let overflow = try #require(report.findings.first { $0.key == "long" && $0.code == .overflow })
    #expect(overflow.pictures?.isEmpty == true)
    // (Its two: at large, the first size it overflows at, and at ax5.)
    #expect(overflow.overflowingCategories == ["large", "accessibilityExtraExtraExtraLarge"])
    #expect(report.summary.picturesUndrawn == 2)
    let short = try #require(report.findings.first { $0.key == "short" && $0.code == .overflow })
    #expect(short.pictures?.isEmpty == false)
    #expect(ReportPage.html(report).contains("2 pictures could not be drawn"))
  }

  /// A picture that is drawn but cannot be written fails the check: the report
  /// would otherwise link a file that is not there.
  @Test func aPictureThatCannotBeWrittenIsAnError() throws {
    let folder = try TemporaryFolder()
    let spec = try CheckSpec.load(path: CheckRunnerTests.examplesSpec)
    // A FIFO stands where every first picture would go.
    for category in ContentSizeCategory.allCases {
      try folder.fifo("overflow-1-\(category.shortName).png")
    }
    #expect {
      try CheckRunner.run(spec: spec, pictures: folder.path)
    } throws: { error in
      guard case CheckRunner.Failure.pictureUnwritable(_, "is a FIFO, not a file") = error
      else { return false }
      return "\(error)".contains("cannot write the picture: is a FIFO, not a file")
    }
  }
}

/// Pictures drawn on several threads: the same files, names and bytes as on
/// one, named in finding order.
@Suite struct ParallelPictureTests {
  static func jobs(store: FontStore) throws -> [CheckRunner.PictureJob] {
    let font = try #require(try store.font(named: "Roboto-Regular"))
    let style = LayoutStyle(font: font, language: "en")
    let narrow = Container(width: 60, maxLines: 1)
    let texts = [
      "Download everything now", "Einstellungen speichern", "Hintergrundübertragung",
      "Settings and privacy", "Réglages de confidentialité", "Open in a new window",
      "Continue without an account", "Sign in with your e-mail address",
    ]
    return texts.enumerated().map { i, text in
      CheckRunner.PictureJob(
        finding: i,
        picture: CheckRunner.Picture(
          text: text, style: style, container: narrow,
          sizes: [SweepSize(pointSize: 17), SweepSize(pointSize: 23)]),
        names: ["overflow-\(i + 1)-a.png", "overflow-\(i + 1)-b.png"])
    }
  }

  /// Each file's bytes, by name.
  static func files(in folder: TemporaryFolder) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for name in try folder.names() {
      files[name] = Array(try Data(contentsOf: URL(fileURLWithPath: folder.url(name))))
    }
    return files
  }

  @Test func severalThreadsDrawTheSameFilesAsOne() throws {
    let store = FontStore(
      catalog: try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false))
    let jobs = try Self.jobs(store: store)
    let label = SheetRenderer.labelFont(in: store)
    let one = try TemporaryFolder()
    let four = try TemporaryFolder()
    let sequential = CheckRunner.PictureJob.run(
      jobs, directory: one.path, store: store, labelFont: label, workers: 1)
    let parallel = CheckRunner.PictureJob.run(
      jobs, directory: four.path, store: store, labelFont: label, workers: 4)
    let names = jobs.map { .success($0.names) as Result<[String], CheckRunner.Failure> }
    #expect(sequential == names)
    #expect(parallel == names)
    let files = try Self.files(in: one)
    #expect(files.count == 16)
    #expect(try Self.files(in: four) == files)
    for (name, bytes) in files {
      let canvas = try Canvas(pngData: bytes)
      #expect(canvas.width > 0 && canvas.height > 0, "\(name)")
    }
  }

  /// A check's pictures are numbered in the order of its findings.
  @Test func picturesAreNamedInFindingOrder() throws {
    let folder = try TemporaryFolder()
    let report = try CheckRunner.run(
      spec: try CheckSpec.load(path: CheckRunnerTests.examplesSpec),
      pictures: folder.url("pictures"))
    let numbers = report.findings.compactMap { finding -> Int? in
      guard let name = finding.pictures?.first else { return nil }
      return Int(name.split(separator: "-")[1])
    }
    #expect(numbers.count >= 2)
    #expect(numbers == Array(1...numbers.count))
    for finding in report.findings {
      for name in finding.pictures ?? [] {
        #expect(FileManager.default.fileExists(atPath: folder.path + "/" + name), "\(name)")
      }
    }
  }
}

extension CheckRunnerTests {
  /// With more drawable findings than pictures drawn, the plain check's
  /// errors get theirs first, then its warnings, then a stress mode's
  /// findings, each in finding order.
  @Test func picturesGoToThePlainChecksErrorsFirst() {
    func finding(_ severity: Severity, stress: String?) -> CheckFinding {
      var finding = CheckFinding(
        severity: severity, code: .overflow, message: "", file: "f.strings", line: 1)
      finding.stress = stress
      return finding
    }
    let findings = [
      finding(.warning, stress: "pseudo"), finding(.warning, stress: nil),
      finding(.error, stress: nil), finding(.warning, stress: "wcag-spacing"),
      finding(.error, stress: nil), finding(.error, stress: "pseudo"),
    ]
    let all = Array(findings.indices)
    #expect(CheckRunner.picturesDrawn(of: findings, among: all, limit: 6) == Set(all))
    #expect(CheckRunner.picturesDrawn(of: findings, among: all, limit: 2) == [2, 4])
    #expect(CheckRunner.picturesDrawn(of: findings, among: all, limit: 3) == [1, 2, 4])
    #expect(CheckRunner.picturesDrawn(of: findings, among: all, limit: 4) == [1, 2, 4, 5])
    #expect(CheckRunner.picturesDrawn(of: findings, among: [0, 3], limit: 1) == [0])
    // Those a baseline accepts come after every other: the new errors a
    // run fails on get theirs first.
    let acceptsPlainErrors: (CheckFinding) -> Bool = {
      $0.severity == .error && $0.stress == nil
    }
    #expect(
      CheckRunner.picturesDrawn(of: findings, among: all, limit: 2, accepted: acceptsPlainErrors)
        == [1, 5])
    #expect(
      CheckRunner.picturesDrawn(of: findings, among: all, limit: 5, accepted: acceptsPlainErrors)
        == [0, 1, 2, 3, 5])
    // Each language's findings take turns: three af errors before a de one
    // do not take the two pictures.
    var languages = [finding(.error, stress: nil), finding(.error, stress: nil)]
    languages += [finding(.error, stress: nil), finding(.error, stress: nil)]
    for (i, language) in ["af", "af", "af", "de"].enumerated() { languages[i].language = language }
    let four = Array(languages.indices)
    #expect(CheckRunner.picturesDrawn(of: languages, among: four, limit: 2) == [0, 3])
    #expect(CheckRunner.picturesDrawn(of: languages, among: four, limit: 3) == [0, 1, 3])
  }
}
