import FontDiscovery
import Foundation
import StringCatalogs
import TestSupport
import Testing
import TextLayout
import TypeScale

@testable import TypometerChecks

/// `word-split`: a word wider than its container's line at some category.
@Suite struct WordSplitCheckTests {
  static let strings = """
    "sync.title" = "Hintergrundübertragungsdienst aktivieren";
    "short.title" = "Neue Nachrichten";
    """

  /// The strings `report` leaves out as extra translations.
  static func extraTranslations(_ report: CheckReport) -> [CheckReport.LeftOutEntry] {
    (report.leftOutEntries ?? []).filter { $0.reason == "extraTranslations" }
  }

  /// The check of `strings` in `folder` (its `TypographyKit.json`'s title
  /// style, 300 pt) with English the development language.
  static func englishCheck(in folder: TemporaryFolder, strings: [String]) throws -> CheckReport {
    let path = try folder.write(
      "english.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "developmentLanguage": "en", "strings": [\(strings.map { "\"\($0)\"" }.joined(separator: ", "))],
       "containers": [{"keys": ["*"], "style": "title", "width": 300}]}
      """)
    return try CheckRunner.run(spec: try CheckSpec.load(path: path))
  }

  /// Writes `folder`'s `TypographyKit.json`: a `title` style of Inter
  /// Regular at 17 pt.
  static func writeTitleConfig(in folder: TemporaryFolder) throws {
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"title": {"font-name": "Inter-Regular", "point-size": 17}}}"#)
  }

  /// An app whose config's `title` style is Inter Regular at 17 pt, with
  /// `strings` in `file` and a spec taking them in `containers` (JSON
  /// objects, comma-separated), with the spec keys `extra` (ending in a
  /// comma); the folder (kept while it is held) and the spec's path.
  static func titleApp(
    _ strings: String, file: String = "en.lproj/Localizable.strings", containers: String,
    extra: String = ""
  ) throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    try Self.writeTitleConfig(in: folder)
    try folder.write(file, strings)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"], \(extra)
       "strings": ["\(file)"], "containers": [\(containers)]}
      """)
    return (folder, path)
  }

  /// `Base.lproj`'s strings are the spec's development language's: measured
  /// and reported in it; with no development language, in none.
  @Test func baseStringsAreTheDevelopmentLanguages() throws {
    for (extra, language) in [(#""developmentLanguage": "de","#, "de"), ("", nil)] {
      let (folder, path) = try Self.titleApp(
        Self.strings, file: "Base.lproj/Localizable.strings",
        containers: #"{"keys": ["*"], "style": "title", "width": 240}"#, extra: extra)
      _ = folder
      let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
      #expect(report.files.map(\.language) == [language])
      let splits = report.findings.filter { $0.code == .wordSplit }
      #expect(!splits.isEmpty)
      #expect(splits.allSatisfy { $0.language == language })
    }
  }

  @Test func aLongCompoundIsFoundAtTheFirstCategoryItIsWiderThanTheLine() throws {
    let (folder, path) = try Self.titleApp(
      Self.strings, file: "de.lproj/Localizable.strings",
      containers: #"{"keys": ["*"], "style": "title", "width": 240}"#)
    _ = folder
    let spec = try CheckSpec.load(path: path)
    let report = try CheckRunner.run(spec: spec)
    let splits = report.findings.filter { $0.code == .wordSplit }
    let sync = try #require(splits.first { $0.key == "sync.title" })
    #expect(sync.severity == .warning)
    #expect(sync.words?.count == 1)
    #expect(
      sync.words?.first?.replacingOccurrences(of: "|", with: "") == "Hintergrundübertragungsdienst")
    #expect(sync.message.contains("'Hintergrundübertragungsdienst'"))

    // Each string's words measured alone, with TypographyKit's sizes (body's
    // curve from 17 pt): a word split from the first category at which one
    // word is wider than the 240 pt line, at every category where one is.
    let measurer = TextMeasurer(
      store: FontStore(
        catalog: try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)))
    var expected: [String: [String]] = [:]
    for (key, text) in [
      ("sync.title", "Hintergrundübertragungsdienst aktivieren"),
      ("short.title", "Neue Nachrichten"),
    ] {
      for category in spec.categories {
        let size = try PlatformTable.table(for: .ios).metrics(for: .body, at: category).pointSize
        let wider = try text.split(separator: " ").contains { word in
          try measurer.measure(
            String(word), font: "Inter-Regular", pointSize: size, in: Container()
          ).advance > 240
        }
        if wider { expected[key, default: []].append(category.name) }
      }
    }
    #expect(Set(splits.compactMap(\.key)) == Set(expected.keys))
    for finding in splits {
      let categories = expected[finding.key ?? ""] ?? []
      #expect(finding.category == categories.first)
      #expect(finding.splitCategories == categories)
      // The container's width, as an overflow finding gives it.
      #expect(finding.width == 240)
    }
    #expect(report.summary.wordSplits == expected.count)
  }

  /// Two specifiers side by side (`%1$@%2$@`, a value and its unit) set as
  /// one word of samples, `AlexandriaAlexandria`: a split in it is the
  /// samples', not the translation's, and is not reported, in any letter
  /// case; a sample joined to the string's own letters (a translation that
  /// left out a space) is the string's, and is. The same letters written in
  /// a string with no specifier are the string's own.
  @Test func aWordOfSamplesAloneIsNotTheStrings() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "TypographyKit.json",
      """
      {"ui-font-text-styles": {"title": {"font-name": "Inter-Regular", "point-size": 17},
        "caps": {"font-name": "Inter-Regular", "point-size": 17, "letter-case": "upper"}}}
      """)
    try folder.write(
      "el.lproj/Localizable.strings",
      #""pair" = "%1$@%2$@"; "pair.caps" = "%@/%@ %d"; "glued" = "%1$@προβολές%2$@";"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["el.lproj/Localizable.strings"],
       "containers": [{"keys": ["*.caps"], "style": "caps", "width": 200},
                      {"keys": ["*"], "style": "title", "width": 200}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.measured == 3)
    let splits = report.findings.filter { $0.code == .wordSplit }
    #expect(splits.map(\.key) == ["glued"])
    let glued = splits.first?.words?.first?.replacingOccurrences(of: "|", with: "")
    #expect(glued?.hasPrefix("Alexandriaπροβολές") == true)
    try folder.write(
      "el.lproj/Localizable.strings",
      #""pair" = "AlexandriaAlexandria"; "pair.caps" = "Alexandria/Alexandria 1,234";"#)
    let written = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(
      Set(written.findings.filter { $0.code == .wordSplit }.compactMap(\.key))
        == ["pair", "pair.caps"])
  }

  /// A sample joined to the translation's word by a no-break space (Pocket
  /// Casts' `%1$@\u{A0}Folgen`) glues nothing: the split is said with the
  /// sample, which may be longer than what the app fills in, and is gone
  /// with a shorter sample.
  @Test func aSampleJoinedByANoBreakSpaceIsSaid() throws {
    let folder = try TemporaryFolder()
    try Self.writeTitleConfig(in: folder)
    try folder.write(
      "de.lproj/Localizable.strings", "\"episodes\" = \"%1$@\u{A0}Folgen\";\n")
    func run(_ extra: String = "") throws -> [CheckFinding] {
      let path = try folder.write(
        "typometer.json",
        """
        {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"], \(extra)
         "categories": ["large"], "strings": ["de.lproj/Localizable.strings"],
         "containers": [{"keys": ["*"], "style": "title", "width": 120}]}
        """)
      return try CheckRunner.run(spec: try CheckSpec.load(path: path)).findings.filter {
        $0.code == .wordSplit
      }
    }
    let splits = try run()
    #expect(splits.count == 1)
    #expect(
      splits.first?.message.contains(
        "is wider than a line of its 120 pt title container; the word holds a format specifier's sample ('Alexandria'): "
          + "if the app fills in something shorter, set the container's formatSamples to it; else give the "
          + "container more width or lines") == true, "\(splits.first?.message ?? "")")
    #expect(try run(#""formatSamples": {"object": "5"},"#).isEmpty)
  }

  /// A language written without spaces between words (Japanese, Chinese)
  /// joins what is filled in to its text as it writes it: a word of a
  /// sample and letters beside it is the sample's (Habitica's Japanese
  /// `%d%@s`, `1,234Alexandrias`, where English writes `%d %@s`). A spaced
  /// language's same join is a space left out, and is said.
  @Test func aLanguageWithoutSpacesGluesAsItWrites() throws {
    let folder = try TemporaryFolder()
    try Self.writeTitleConfig(in: folder)
    try folder.write("Base.lproj/Localizable.strings", #""left" = "You need %d %@s.";"#)
    try folder.write("ja.lproj/Localizable.strings", #""left" = "必要なのは%d%@sだけです。";"#)
    try folder.write("zh-Hans.lproj/Localizable.strings", #""left" = "你只需要%d%@s。";"#)
    try folder.write("el.lproj/Localizable.strings", #""left" = "Χρειάζεστε %d%@s."; "#)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["Base.lproj/Localizable.strings", "ja.lproj/Localizable.strings",
                   "zh-Hans.lproj/Localizable.strings", "el.lproj/Localizable.strings"],
       "categories": ["l"], "containers": [{"keys": ["*"], "style": "title", "width": 110}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let split = report.findings.filter { $0.code == .wordSplit }
    #expect(split.map(\.language) == ["el"], "\(split.map(\.message))")
    #expect(
      split.first?.words?.first?.replacingOccurrences(of: "|", with: "") == "1,234Alexandrias.")
  }

  /// Where the development language's string glues a specifier to letters
  /// (Nextcloud Notes' `%3$sstrike%3$s`, filled with Markdown's `~~`; VLC's
  /// `New equalizer%s`), a word joining a sample to letters is the
  /// sample's in every language of that key, and not reported; where a
  /// translation glues one the development language does not (a space left
  /// out: LibreTube's Greek `%1$sπροβολές%2$s` for `%1$s views%2$s`; Finnish
  /// `Tiedosto(%@)` for `File (%@)`), it is the translation's. Letters glue
  /// with punctuation between (Passepartout's `(code=%@).`). A
  /// String Catalog's source language is the development language; with no
  /// file of the development language, every glued word is reported.
  @Test func aSampleGluedWhereTheDevelopmentLanguageGluesItIsNotTheStrings() throws {
    let samples = FormatSpecifierSubstitution()
    typealias Glue = CheckRunner.Measuring.Glue
    // Each argument (by its N$, else its place), with the side letters are
    // on; a percent sign and a specifier beside a space glue nothing.
    #expect(
      CheckRunner.Measuring.glues(in: "%1$sbold%1$s and 50%%off %2$d", samples: samples)
        == [Glue(argument: 1, lettersAfter: true), Glue(argument: 1, lettersAfter: false)])
    #expect(
      CheckRunner.Measuring.glues(in: "%d files in %@x", samples: samples)
        == [Glue(argument: 2, lettersAfter: true)])
    // Letters with punctuation between glue too (Passepartout's
    // `(code=%@).`); punctuation alone (`File (%@)`) and another
    // specifier's letter (`%@%d`) do not.
    #expect(
      CheckRunner.Measuring.glues(in: "Failed (code=%@).", samples: samples)
        == [Glue(argument: 1, lettersAfter: false)])
    #expect(CheckRunner.Measuring.glues(in: "File (%@) %@%d", samples: samples).isEmpty)
    // An apostrophe beside the specifier joins the language's suffix or
    // elision (Turkish `%@'den`, French `l'%@`), Hangul a Korean particle
    // (`%@에서`): no space is missing; a
    // letter past other punctuation still glues (`%@.'s`).
    // (Counted as glues where the development language writes them too:
    // English `%@'s` is the developer's, in every language.)
    for joined in [
      "%@'den Çıkış Yap?", "%@’lerinizi", "l'%@", "dell’%@ e", "%@ʼs", "%@에서 복사",
      "진입이 \"%@\"으로 설정되었습니다", "「%@」으로",
      // Finnish and Swedish endings after a colon, Basque ones with their
      // optional letter (Ice Cubes' `%@(e)ra`, `%@(r)en`).
      "Lähetä %@:lle", "%@:s profil", "%@(e)ra joan", "%@(r)en mezua", "%@(e)tik",
      // A hyphen or maqaf: a compound, Hebrew's prefix before a name
      // (Element's `ב-%@`).
      "Ihr %@-Konto", "הצטרפת ב-%@", "נשלח ל־%@", "%@‐based",
    ] {
      #expect(
        CheckRunner.Measuring.glues(in: joined, samples: samples, joinsAsWritten: false).isEmpty,
        "\(joined)")
      #expect(!CheckRunner.Measuring.glues(in: joined, samples: samples).isEmpty, "\(joined)")
    }
    #expect(
      CheckRunner.Measuring.glues(in: "%@.'s", samples: samples)
        == [Glue(argument: 1, lettersAfter: true)])
    // Not an ending: a capital after the colon, a bracket of three letters
    // or none after it.
    for glued in ["%@:Name", "%@(abc)de", "%@(e)", "%@(e) ra", "%@(E)ra", "%@.-x", "a-.%@"] {
      #expect(
        !CheckRunner.Measuring.glues(in: glued, samples: samples, joinsAsWritten: false).isEmpty,
        "\(glued)")
    }
    // Linear in a run of specifiers without a space (a hostile file's 100,000).
    #expect(
      CheckRunner.Measuring.glues(
        in: "a" + String(repeating: "%d", count: 100_000) + " x", samples: samples
      ).count == 100_000)
    let folder = try TemporaryFolder()
    try Self.writeTitleConfig(in: folder)
    try folder.write(
      "Base.lproj/Localizable.strings",
      #""strike" = "You can %1$@strike%1$@ words"; "open" = "Open %@ now"; "views" = "%1$@ views%2$@"; "code" = "Failed (code=%@)."; "file" = "File (%@)";"#
    )
    try folder.write(
      "el.lproj/Localizable.strings",
      #""strike" = "Να %1$@σβήστε%1$@ λέξεις"; "open" = "Άνοιγμα%@ τώρα"; "views" = "%1$@προβολές%2$@"; "code" = "Απέτυχε (κωδικός=%@)."; "file" = "Αρχείο(%@)";"#
    )
    try folder.write(
      "Catalog.xcstrings",
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "equalizer": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "New equalizer%@"}},
          "el": {"stringUnit": {"state": "translated", "value": "Νέο φίλτρο%@"}}}},
        "name": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Name: %@"}},
          "el": {"stringUnit": {"state": "translated", "value": "Όνομα%@"}}}}}}
      """#)
    func splitKeys(_ files: [String], extra: String = "") throws -> Set<String> {
      let path = try folder.write(
        "typometer.json",
        """
        {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"], \(extra)
         "strings": [\(files.map { "\"\($0)\"" }.joined(separator: ", "))],
         "containers": [{"keys": ["*"], "style": "title", "width": 320}]}
        """)
      let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
      return Set(report.findings.filter { $0.code == .wordSplit }.compactMap(\.key))
    }
    let all = [
      "Base.lproj/Localizable.strings", "el.lproj/Localizable.strings", "Catalog.xcstrings",
    ]
    let keys = try splitKeys(all)
    #expect(keys == ["open", "name", "views", "file"], "\(keys)")
    // Their advice is the translation's: a space may be missing.
    let glued = try CheckRunner.run(spec: try CheckSpec.load(path: folder.url("typometer.json")))
      .findings.first { $0.key == "views" }
    #expect(
      glued?.message.contains(
        "than a line of its 320 pt title container: it joins a format specifier to the text's "
          + "letters, where the development language's string does not; a space may be missing")
        == true, "\(glued?.message ?? "")")
    #expect(
      try splitKeys(["el.lproj/Localizable.strings"]) == [
        "strike", "open", "views", "code", "file",
      ])
    // Without the development language's strings, the message says none
    // was read to compare.
    let alone = try CheckRunner.run(spec: try CheckSpec.load(path: folder.url("typometer.json")))
      .findings.first { $0.key == "views" }
    #expect(
      alone?.message.contains(
        "joins a format specifier to the text's letters, and the check read no development "
          + "language's string of the key to compare; a space may be missing") == true,
      "\(alone?.message ?? "")")
    // The spec's development language's .lproj is the development
    // language's (en.lproj where there is no Base.lproj).
    try folder.copy(
      folder.url("Base.lproj/Localizable.strings"), to: "en.lproj/Localizable.strings")
    #expect(
      try splitKeys(
        ["en.lproj/Localizable.strings", "el.lproj/Localizable.strings"],
        extra: #""developmentLanguage": "en","#) == ["open", "views", "file"])
    #expect(
      try splitKeys(["en.lproj/Localizable.strings", "el.lproj/Localizable.strings"])
        == ["strike", "open", "views", "code", "file"])
    // A region of it (`en-US.lproj`) is the development language's too; a
    // script of it (`en-Latn.lproj`) is not.
    try folder.copy(
      folder.url("Base.lproj/Localizable.strings"), to: "en-US.lproj/Localizable.strings")
    try folder.copy(
      folder.url("Base.lproj/Localizable.strings"), to: "en-Latn.lproj/Localizable.strings")
    #expect(
      try splitKeys(
        ["en-US.lproj/Localizable.strings", "el.lproj/Localizable.strings"],
        extra: #""developmentLanguage": "en","#) == ["open", "views", "file"])
    #expect(
      try splitKeys(
        ["en-Latn.lproj/Localizable.strings", "el.lproj/Localizable.strings"],
        extra: #""developmentLanguage": "en","#) == ["strike", "open", "views", "code", "file"])
    // A file in no .lproj, or in one of a language, is no development
    // language's: its glues exempt nothing.
    for source in ["Localizable.strings", "Russian.lproj/Localizable.strings"] {
      try folder.copy(folder.url("Base.lproj/Localizable.strings"), to: source)
      #expect(
        try splitKeys([source, "el.lproj/Localizable.strings"])
          == ["strike", "open", "views", "code", "file"])
    }
  }

  /// A word of samples alone, in any case a style gives it (Turkish and
  /// Azeri `textAllCaps` upper-case `i` as `İ`), with punctuation between;
  /// a sample beside the string's own letters is not.
  @Test(arguments: [
    ("AlexandriaAlexandria", true), ("ALEXANDRİAALEXANDRİA", true), ("ALEXANDRIA/alexandria", true),
    ("1,2341,234", true), ("Alexandria,12.34", true), ("Alexandriaπροβολές", false),
    ("Hintergrund", false), ("1,234km", false), ("", false),
  ])
  func samplesAlone(_ word: String, _ alone: Bool) {
    #expect(
      CheckRunner.Measuring.isSamplesAlone(
        word, forms: CheckRunner.Measuring.sampleForms(of: FormatSpecifierSubstitution()))
        == alone)
  }

  /// A word holds a sample where one of its forms is in it, byte for byte.
  @Test(arguments: [
    ("1,234Alexandrias", true), ("xALEXANDRİAx", true), ("Alexandri", false), ("", false),
    ("12.3", false), ("a12.34b", true),
  ])
  func holdsASample(_ word: String, _ holds: Bool) {
    let forms = CheckRunner.Measuring.sampleForms(of: FormatSpecifierSubstitution())
    #expect(
      CheckRunner.Measuring.holdsSample(word, forms: forms.map { Array($0.utf8) }) == holds)
    #expect(forms.contains(where: word.contains) == holds)
  }

  /// A template placeholder (`{{expirationDate}}`, as ownCloud writes them)
  /// is measured as the object sample, whose split is no word split of the
  /// string's; `"placeholders": []` measures it as written, and a pattern
  /// that is none is said with its line.
  @Test func templatePlaceholdersAreSamples() throws {
    let strings = #""expires" = "Expires {{expirationDate}}";"#
    let container = #"{"keys": ["*"], "style": "title", "width": 300}"#
    func splits(_ extra: String) throws -> [CheckFinding] {
      let (folder, path) = try Self.titleApp(strings, containers: container, extra: extra)
      _ = folder
      let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
      return report.findings.filter { $0.code == .wordSplit }
    }
    let sampled = try splits("")
    #expect(sampled.isEmpty, "\(sampled.map(\.words))")
    let asWritten = try splits(#""placeholders": [],"#)
    #expect(asWritten.first?.words?.first?.hasPrefix("{{expiration") == true, "\(asWritten)")
    // Said at the item's own line.
    let (folder, path) = try Self.titleApp(
      strings, containers: container,
      extra: "\n\"placeholders\": [\"{{…}}\",\n\"{{name}}\"],")
    _ = folder
    #expect {
      try CheckSpec.load(path: path)
    } throws: { error in
      "\(error)".contains("typometer.json:3: 'placeholders' item '{{name}}' must be")
    }
  }

  /// A translation of a key the development language's file of its table
  /// does not give is left out and counted (Swiftfin's stale `bg.lproj`
  /// keys); `Base.lproj` gives a table's keys too, another table's keys
  /// are not this one's, and `InfoPlist` tables (whose keys are the
  /// `Info.plist`'s) are left as they are.
  @Test func extraTranslationsOfATableAreLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write("fonts.txt", "")
    try Self.writeTitleConfig(in: folder)
    let files = [
      ("en.lproj/Localizable.strings", #""a" = "Hello"; "c" = "Cat"; "d" = "Dog";"#),
      (
        "de.lproj/Localizable.strings",
        #""a" = "Hallo"; "c" = "Katze"; "d" = "Hund"; "reload" = "Neu laden"; "b" = "B";"#
      ),
      ("Base.lproj/Other.strings", #""b" = "Bee"; "x" = "X";"#),
      ("de.lproj/Other.strings", #""b" = "Biene"; "x" = "X"; "gone" = "Weg";"#),
      ("de.lproj/InfoPlist.strings", #""NSCameraUsageDescription" = "Kamera";"#),
      // An app whose keys are its English texts keeps an `en.lproj` of
      // plurals alone: its translations' keys are no stale copies.
      (
        "en.lproj/Texts.stringsdict",
        #"<plist version="1.0"><dict><key>%d files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d files</string></dict></dict></dict></plist>"#
      ),
      ("de.lproj/Texts.strings", #""Hello" = "Hallo"; "Save" = "Sichern";"#),
    ]
    for (file, text) in files { try folder.write(file, text) }
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "developmentLanguage": "en", "strings": [\(files.map { "\"\($0.0)\"" }.joined(separator: ", "))],
       "containers": [{"keys": ["*"], "style": "title", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let entries = Self.extraTranslations(report)
    #expect(
      entries.map { "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")) \($0.key)" }
        .sorted()
        == [
          "de.lproj/Localizable.strings b", "de.lproj/Localizable.strings reload",
          "de.lproj/Other.strings gone",
        ])
    #expect(report.summary.extraTranslations == 3)
    #expect(report.summary.measured == 14, "\(report.summary)")
    // Without the development language, `Base.lproj` is no table's whole:
    // an `en.lproj` beside it may give keys it lacks.
    let unnamed = try folder.write(
      "typometer.json",
      try String(contentsOfFile: path, encoding: .utf8)
        .replacingOccurrences(of: #""developmentLanguage": "en","#, with: ""))
    let withoutLanguage = try CheckRunner.run(spec: try CheckSpec.load(path: unnamed))
    #expect(withoutLanguage.summary.extraTranslations == nil)
    // A region of the development language (`en-US.lproj`, which a device
    // of that region reads first) gives keys as the language does: a stale
    // `en.lproj` beside it makes no translation extra (Firefox Focus).
    // A script subtag (`en-Latn`, as `zh-Hant` is to `zh`) is another
    // writing of the language, not a region of it: its keys are a
    // translation's.
    try folder.write("en-US.lproj/Localizable.strings", #""a" = "Hello"; "reload" = "Reload";"#)
    try folder.write("en-Latn.lproj/Localizable.strings", #""a" = "Hello"; "latn" = "Latin";"#)
    let withRegion = try Self.englishCheck(
      in: folder,
      strings: ["en-US.lproj/Localizable.strings", "en-Latn.lproj/Localizable.strings"]
        + files.map(\.0))
    let extra = Self.extraTranslations(withRegion)
    #expect(extra.map(\.key).sorted() == ["b", "gone", "latn"], "\(extra)")
  }

  /// An overflow whose lines past the limit break a word (openHAB's German
  /// `SSL-Zertifikatwarnung` in two lines) says the word: more lines would
  /// not mend it. A break between shown lines is a word split's, not the
  /// overflow's.
  @Test func anOverflowSaysAWordBrokenPastItsLines() throws {
    func overflows(maxLines: Int) throws -> [String: String] {
      let (folder, path) = try Self.titleApp(
        #""warning" = "SSL-Zertifikatwarnung"; "plain" = "SSL-Zertifikat SSL-Zertifikat";"#,
        containers: #"{"keys": ["*"], "style": "title", "width": 80, "maxLines": \#(maxLines)}"#,
        extra: #""categories": ["large"],"#)
      return try withExtendedLifetime(folder) {
        let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
        return Dictionary(
          report.findings.filter { $0.code == .overflow }.map { ($0.key ?? "", $0.message) },
          uniquingKeysWith: { a, _ in a })
      }
    }
    let two = try overflows(maxLines: 2)
    let warning = try #require(two["warning"])
    #expect(
      warning.contains(
        "past its 2 lines a line breaks inside the word 'Zertifikatwarnung' (Zertifikat"),
      "\(warning)")
    #expect(warning.hasSuffix("which more lines would not mend: give it more width"))
    let plain = try #require(two["plain"])
    #expect(!plain.contains("more lines would not mend"), "\(plain)")
    // A one-line container's width is the fix whatever breaks: not said.
    let one = try overflows(maxLines: 1)
    #expect(one["warning"]?.contains("more lines would not mend") == false, "\(one)")
  }

  /// A value of two plural variables shows each at the number its form
  /// takes: the one varied at its form's, the others, at their `other`
  /// form, at `other`'s (Croatian: 1,234 is `few`, so `other` is shown with
  /// 1,235 — ProtonVPN's `država` had read 1,234).
  @Test func otherVariablesShowAnOtherNumber() {
    let samples = FormatSpecifierSubstitution()
    func shown(_ variant: String, count: Int?, others: [Int]) -> String {
      CheckRunner.samples(
        samples, forPluralForm: variant, of: "%lld servers in %lld država", language: "hr",
        apple: true, countArgument: count, otherCountArguments: others
      ).apply(to: "%lld servers in %lld država")
    }
    #expect(shown("plural.other", count: nil, others: [1, 2]) == "1,235 servers in 1,235 država")
    #expect(
      shown("plural.servers.one", count: 1, others: [2]) == "1,231 servers in 1,235 država")
    // English `other` is 1,234's own form: left as it is.
    #expect(
      CheckRunner.samples(
        samples, forPluralForm: "plural.other", of: "%lld in %lld", language: "en", apple: true,
        otherCountArguments: [1, 2]
      ).apply(to: "%lld in %lld") == "1,234 in 1,234")
  }

  /// A key a container names as written that no string file gives, where
  /// its other keys match, is said (a typo, or a library's string: Fossify
  /// Calendar's settings keys in Fossify Commons); a pattern is not, nor a
  /// key another file gives, and a container that matches nothing is an
  /// unused container.
  @Test func aKeyNoFileGivesIsSaid() throws {
    // (A key is matched byte for byte: `cafe\u{301}` is not `café`.)
    let (folder, path) = try Self.titleApp(
      #""title" = "Settings"; "backup" = "Backup"; "other" = "Other"; "cafe\#u{301}" = "Café";"#
        + #" "Sure?" = "Sure?";"#,
      // (`Sure\?` names the key `Sure?` as written: given, not said.)
      containers:
        #"{"keys": ["title", "bakcup", "calendar_*", "other", "café", "Sure\\?"], "#
        + #""style": "title", "#
        + #""width": 300}, {"keys": ["gone"], "style": "title", "width": 300}, "#
        + #"{"keys": ["othre"], "style": "title", "width": 300}, "#
        + #"{"keys": ["*"], "style": "title", "width": 300}"#)
    _ = folder
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let said = report.findings.filter { $0.code == .unusedContainer }.map(\.message)
    #expect(
      said == [
        "containers[1] (keys gone) matches no string, or only strings an earlier container takes",
        "containers[2] (keys othre) matches no string, or only strings an earlier container "
          + "takes; did you mean 'other'?",
        "containers[0] names the key 'bakcup', which no string file gives (a typo, or a string "
          + "of a library whose files the spec does not name); did you mean 'backup'?",
        "containers[0] names the key 'café', which no string file gives (a typo, or a string "
          + "of a library whose files the spec does not name)",
      ], "\(said)")
  }

  /// The nearest keys are found within a budget of key comparisons: an app
  /// of more keys than it says a typo without them, and a key named in two
  /// containers is looked up once.
  @Test func keySuggestionsKeepToTheirBudget() throws {
    let (folder, path) = try Self.titleApp(
      #""settings_title" = "Settings";"#,
      containers:
        #"{"keys": ["settings_title", "setings_title"], "style": "title", "width": 300}, "#
        + #"{"keys": ["settings_title", "setings_title"], "style": "title", "width": 300}"#)
    _ = folder
    let spec = try CheckSpec.load(path: path)
    func said(keys count: Int) throws -> [String] {
      var text = ""
      for i in 0..<count { text += "\"settings_title\(i == 0 ? "" : "_\(i)")\" = \"x\";\n" }
      let file = try StringFile.parse(bytes: Array(text.utf8), path: "en.lproj/Localizable.strings")
      return CheckRunner.containerKeyFindings(spec, files: [file], used: [0, 1]).map(\.message)
    }
    // Three quarters of the budget: a second lookup of the same key would
    // not be paid for; both containers' findings have the answer once found.
    let few = try said(keys: CheckRunner.keySuggestionComparisons * 3 / 4)
    #expect(few.count == 2 && few.allSatisfy { $0.contains("did you mean 'settings_title'") })
    let many = try said(keys: CheckRunner.keySuggestionComparisons + 1)
    #expect(many.count == 2 && many.allSatisfy { !$0.contains("did you mean") }, "\(many)")
    // A used container's keys are looked up before an unused one's.
    let (other, otherPath) = try Self.titleApp(
      #""settings_title" = "Settings";"#,
      containers: #"{"keys": ["settngs_titl"], "style": "title", "width": 300}, "#
        + #"{"keys": ["settings_title", "setings_title"], "style": "title", "width": 300}"#)
    _ = other
    var text = ""
    for i in 0..<(CheckRunner.keySuggestionComparisons * 3 / 4) {
      text += "\"settings_title\(i == 0 ? "" : "_\(i)")\" = \"x\";\n"
    }
    let file = try StringFile.parse(bytes: Array(text.utf8), path: "en.lproj/Localizable.strings")
    let both = CheckRunner.containerKeyFindings(
      try CheckSpec.load(path: otherPath), files: [file], used: [1]
    ).map(\.message)
    #expect(both.count == 2, "\(both)")
    #expect(
      both.first?.hasPrefix("containers[0]") == true
        && both.first?.contains("did you mean") == false)
    #expect(both.last?.contains("did you mean 'settings_title'") == true, "\(both)")
  }

  /// The report page lists the strings left out, by reason with the text
  /// summary's words, the first of each with its file and line; a reason
  /// with more than the report lists says how many more; a check that left
  /// nothing out has no such section.
  @Test func theReportPageListsWhatWasLeftOut() throws {
    let strings =
      #""a11y_new" = "Neue Nachrichten";"# + "\n" + #""link" = "https://example.com/hilfe";"#
      + "\n" + #""title" = "Hintergrundübertragung";"#
    let (folder, path) = try Self.titleApp(
      strings, containers: #"{"keys": ["*"], "style": "title", "width": 60}"#)
    _ = folder
    var report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.accessibilityLabels == 1 && report.summary.urls == 1)
    let page = ReportPage.html(report)
    #expect(page.contains("<h2>Left out (2)</h2>"), "\(page)")
    #expect(page.contains("<h3>1 accessibility label (<code>accessibilityLabels</code>)</h3>"))
    #expect(page.contains("<h3>1 URL (<code>urls</code>)</h3>"))
    #expect(page.contains("Localizable.strings:1</code></td><td class=\"key\">a11y_new</td>"))
    #expect(page.contains("Localizable.strings:2</code></td><td class=\"key\">link</td>"))
    #expect(!page.contains("more not listed"))
    report.summary.urls = 150
    #expect(
      ReportPage.html(report).contains(
        "<p class=\"meta\">149 more not listed (the report lists the first 1).</p>"))
    report.summary.urls = nil
    report.summary.accessibilityLabels = nil
    #expect(!ReportPage.html(report).contains("Left out"))
  }

  /// A container with `"skip": true` (no style or width) leaves the strings
  /// it takes out, first match first: counted (`summary.skipped`, with where
  /// each is), not measured, no finding; the catch-all after it takes the
  /// rest; one that takes nothing is said like any container; an Apple spec
  /// of skipping containers and text styles needs no config.
  @Test func aSkippingContainerLeavesItsStringsOut() throws {
    let strings = #""a11y_new" = "Neue Nachrichten"; "title" = "Hintergrundübertragung";"#
    let (folder, path) = try Self.titleApp(
      strings,
      containers: #"{"keys": ["a11y_*"], "skip": true}, {"keys": ["gone_*"], "skip": true}, "#
        + #"{"keys": ["*"], "style": "title", "width": 60}"#)
    _ = folder
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.skipped == 1)
    #expect(report.summary.measured == 1)
    #expect(!report.findings.contains { $0.key == "a11y_new" })
    #expect(report.findings.contains { $0.key == "title" && $0.code == .wordSplit })
    let entries = (report.leftOutEntries ?? []).filter { $0.reason == "skipped" }
    #expect(entries.map(\.key) == ["a11y_new"])
    let unused = report.findings.filter { $0.code == .unusedContainer }
    #expect(
      unused.map(\.message) == [
        "containers[1] (keys gone_*) matches no string, or only strings an earlier container takes"
      ])
    // `skip` must be a boolean, and a container that does not skip needs a style.
    for (containers, said) in [
      (#"{"keys": ["*"], "skip": "yes"}"#, "'containers[0].skip' must be true or false"),
      (#"{"keys": ["*"], "skip": false}"#, "containers[0] needs 'style'"),
    ] {
      let (bad, badPath) = try Self.titleApp(strings, containers: containers)
      _ = bad
      #expect {
        try CheckSpec.load(path: badPath)
      } throws: { error in
        "\(error)".contains(said)
      }
    }
  }

  /// A storyboard's table takes its keys from the storyboard's object IDs,
  /// in every language: an element since deleted (`old-Id-xyz.text`), which
  /// `ibtool` never loads, is an extra translation, also where the
  /// translations sit one folder below the storyboard's `Base.lproj` (a
  /// translations submodule's, Monal's).
  @Test func deletedInterfaceElementsAreExtraTranslations() throws {
    let folder = try TemporaryFolder()
    try Self.writeTitleConfig(in: folder)
    try folder.write(
      "App/Base.lproj/Main.storyboard",
      #"<document><scenes><label id="abc-de-fgh" text="Trust"/><button id="xyz-12-abc"/></scenes></document>"#
    )
    let files = [
      (
        "App/de.lproj/Main.strings", #""abc-de-fgh.text" = "Vertrauen"; "old-Id-xyz.text" = "Alt";"#
      ),
      (
        "App/external/fr.lproj/Main.strings",
        #""xyz-12-abc.normalTitle" = "OK"; "gone-Id-1.text" = "Parti";"#
      ),
    ]
    for (file, text) in files { try folder.write(file, text) }
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": [\(files.map { "\"\($0.0)\"" }.joined(separator: ", "))],
       "containers": [{"keys": ["*"], "style": "title", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let entries = Self.extraTranslations(report)
    #expect(entries.map(\.key).sorted() == ["gone-Id-1.text", "old-Id-xyz.text"])
    #expect(report.summary.measured == 2)
    // A stale development language's file of the table (KeePassium's
    // `en.lproj`, without the button's key) makes no key the storyboard has
    // extra: the storyboard is the table's.
    try folder.write("App/en.lproj/Main.strings", #""abc-de-fgh.text" = "Trust";"#)
    try folder.write(
      "App/de.lproj/Main.strings",
      #""abc-de-fgh.text" = "Vertrauen"; "xyz-12-abc.normalTitle" = "OK";"#)
    let english = try Self.englishCheck(
      in: folder, strings: ["App/en.lproj/Main.strings"] + files.map(\.0))
    let extra = Self.extraTranslations(english)
    #expect(extra.map(\.key) == ["gone-Id-1.text"], "\(extra)")
    #expect(english.summary.measured == 4)
    // A table of a storyboard that has none of its objects any more (every
    // key of an object ID's shape: Nextcloud Notes' `Main_iPhone.strings`)
    // is all extra, in every language.
    try folder.write(
      "App/Base.lproj/Side.storyboard",
      #"<document><scenes><view id="vvv-vv-vvv"/></scenes></document>"#)
    let side = ["App/en.lproj/Side.strings", "App/de.lproj/Side.strings"]
    try folder.write(side[0], #""1Q3-he-nuB.text" = "Title"; "qfr-a2-foZ.title" = "Notes";"#)
    try folder.write(side[1], #""1Q3-he-nuB.text" = "Titel"; "qfr-a2-foZ.title" = "Notizen";"#)
    let gone = try Self.englishCheck(in: folder, strings: side)
    #expect(Self.extraTranslations(gone).count == 4)
    #expect(gone.summary.measured == 0)
  }

  /// A storyboard's String Catalog (Xcode's `mul.lproj/Main.xcstrings`)
  /// takes its keys from the storyboard's object IDs too: a key of an
  /// object the storyboard lacks (Rectangle's named 87 objects of another
  /// app's `Main.storyboard`, and lacked their English, so the keys
  /// themselves were measured) is an extra translation in every language;
  /// a key of no object ID's shape is the code's, measured.
  @Test func aStoryboardsCatalogKeysAreItsObjects() throws {
    let folder = try TemporaryFolder()
    try Self.writeTitleConfig(in: folder)
    try folder.write(
      "App/Base.lproj/Main.storyboard",
      #"<document><scenes><label id="abc-de-fgh" text="Trust"/></scenes></document>"#)
    try folder.write(
      "App/mul.lproj/Main.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "abc-de-fgh.text": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Trust"}},
          "de": {"stringUnit": {"state": "translated", "value": "Vertrauen"}}}},
        "1tx-W0-xDw.title": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Starten"}}}},
        "Enable Todo Mode": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Todo-Modus einschalten"}}}}}}
      """)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "developmentLanguage": "en", "strings": ["App/mul.lproj/Main.xcstrings"],
       "containers": [{"keys": ["*"], "style": "title", "width": 300}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let entries = Self.extraTranslations(report)
    #expect(Set(entries.map(\.key)) == ["1tx-W0-xDw.title"], "\(entries)")
    // The code's lookups in the table (Rectangle's `tableName: "Main"`) are
    // in the catalog too: measured.
    #expect(report.summary.measured == 4)
    #expect(CheckRunner.isInterfaceObjectKey("1tx-W0-xDw.title"))
    for key in ["Enable Todo Mode", "abc-de-fgh", "abcd-de-fgh.title", "ab_-de-fgh.title", "x.y"] {
      #expect(!CheckRunner.isInterfaceObjectKey(key), "\(key)")
    }
  }

  /// An Apple string holding HTML markup is measured as the app's HTML
  /// import shows it (Loop sets `%1$@: <b>%2$@</b> %3$@` through
  /// `NSAttributedString`'s `.html`): no tag is a word of the line, under
  /// pseudo-localisation too, which is not let near the tags; Markdown is
  /// not read in it.
  @Test func htmlMarkupIsMeasuredAsShown() throws {
    let (folder, path) = try Self.titleApp(
      #""dose" = "%1$@: <b>%2$@</b> %3$@"; "note" = "<p>Dose *now*</p><p>Later</p>";"#,
      containers: #"{"keys": ["*"], "style": "title", "width": 60, "maxLines": 1}"#)
    _ = folder
    var spec = try CheckSpec.load(path: path)
    let report = try CheckRunner.run(spec: spec)
    let texts = Dictionary(
      report.findings.filter { $0.code == .overflow }.map { ($0.key ?? "", $0.text ?? "") },
      uniquingKeysWith: { a, _ in a })
    #expect(texts["dose"] == "Alexandria: Alexandria Alexandria")
    #expect(texts["note"] == "Dose *now*\nLater")
    #expect(
      !report.findings.contains { $0.code == .wordSplit && $0.words?.first?.contains("<") == true })
    // Pseudo-localised, the text fits at large only as written.
    spec.stress = [.pseudo]
    spec.categories = [.large]
    spec.containers[0].width = 380
    let pseudo = try CheckRunner.run(spec: spec)
    #expect(!pseudo.findings.contains { $0.key == "dose" && $0.stress == nil })
    let dose = try #require(pseudo.findings.first { $0.key == "dose" && $0.stress == "pseudo" })
    #expect(dose.text?.hasPrefix("Alexandria: Alexandria Alexandria ẋẋẋẋ") == true)
    #expect(dose.text?.contains("<") == false)
  }

  /// An Apple string with inline Markdown is measured as SwiftUI shows it:
  /// a link's address is not text a line holds, and `**` is not shown. With
  /// `"markdown": false` the string is measured as written, and the address
  /// is a word wider than the line.
  @Test func markdownIsMeasuredAsShown() throws {
    func report(_ extra: String) throws -> CheckReport {
      let (folder, path) = try Self.titleApp(
        #""footer" = "Passwords are encrypted. [Learn more](app://examplehelpcenterpages.com/sync/)";"#
          + "\n" + #""brand" = "**Example** keeps you private";"#,
        containers: #"{"keys": ["*"], "style": "title", "width": 343}"#, extra: extra)
      _ = folder
      return try CheckRunner.run(spec: try CheckSpec.load(path: path))
    }
    let shown = try report("")
    #expect(shown.findings.filter { $0.code == .wordSplit }.isEmpty)
    #expect(shown.summary.measured == 2)
    #expect(shown.settings.markdown == true)  // the report says how strings were read
    let written = try report(#""markdown": false,"#)
    #expect(written.settings.markdown == false)
    let split = try #require(written.findings.first { $0.code == .wordSplit })
    #expect(split.key == "footer")
    #expect(split.words?.contains { $0.contains("examplehelpcenterpages") } == true)
  }

  /// Pseudo-localised, an Apple string's Markdown is read before the text is
  /// padded and accented, as the app reads it before its translation is
  /// shown: an autolink's address is shown without its angle brackets (an
  /// accented scheme would be no address).
  @Test func markdownIsReadBeforePseudoLocalization() throws {
    let (folder, path) = try Self.titleApp(
      #""help" = "Write to <https://example.com/help/> or **tap** here";"#,
      containers: #"{"keys": ["*"], "style": "title", "width": 420, "maxLines": 1}"#)
    _ = folder
    var spec = try CheckSpec.load(path: path)
    spec.categories = [.large]
    let plain = try CheckRunner.run(spec: spec)
    #expect(plain.findings.isEmpty, "\(plain.findings.map(\.message))")  // fits as shown
    spec.stress = [.pseudo]
    let report = try CheckRunner.run(spec: spec)
    let help = try #require(report.findings.first { $0.key == "help" && $0.stress == "pseudo" })
    #expect(help.text?.contains("<") == false, "\(help.text ?? "")")
    #expect(help.text?.contains("*") == false, "\(help.text ?? "")")
  }

  /// A moko-resources string in an Apple app's spec (a Kotlin Multiplatform
  /// app's shared strings) is read as its Android file reads it, not again
  /// as an Apple string's Markdown: its stars are text.
  @Test func anAndroidFileInAnAppleSpecIsNotReadAsMarkdown() throws {
    let (folder, path) = try Self.titleApp(
      #"<resources><string name="help">Tap **Save** to keep it</string></resources>"#,
      file: "shared/src/commonMain/moko-resources/base/strings.xml",
      containers: #"{"keys": ["*"], "style": "title", "width": 100, "maxLines": 1}"#)
    _ = folder
    var spec = try CheckSpec.load(path: path)
    spec.categories = [.large]
    let report = try CheckRunner.run(spec: spec)
    let help = try #require(report.findings.first { $0.key == "help" })
    #expect(help.text == "Tap **Save** to keep it", "\(help.text ?? "")")
  }

  /// A word with characters no face covers is measured as placeholder
  /// boxes: a split in it is not reported (the uncovered finding is), while
  /// a covered word of the same string still is.
  @Test func aWordNoFaceCoversIsNotNamed() throws {
    // Georgian: no face in Fonts/ covers it.
    let georgian = String(repeating: "ჩაიწერა", count: 4)
    let (folder, path) = try Self.titleApp(
      """
      "only" = "\(georgian)";
      "both" = "\(georgian) Hintergrundübertragungsdienst";
      """, file: "ka.lproj/Localizable.strings",
      containers: #"{"keys": ["*"], "style": "title", "width": 240}"#)
    _ = folder
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.uncovered == 2)
    let splits = report.findings.filter { $0.code == .wordSplit }
    #expect(splits.map(\.key) == ["both"])
    #expect(
      splits.first?.words?.map { $0.replacingOccurrences(of: "|", with: "") }
        == ["Hintergrundübertragungsdienst"])
    #expect(report.summary.wordSplits == 1)
  }

  /// A string with characters no face covers is judged on the text without
  /// them, as placeholder boxes have no known width (0.6 em a code point,
  /// a Bengali vowel sign too: Tella's Bengali overflowed by its boxes): a
  /// cluster of boxes wider than the line, or lines the boxes alone make,
  /// are no overflow; too many lines of the covered text, and a covered
  /// cluster's width, still are.
  @Test func aClusterNoFaceCoversIsNoOverflow() throws {
    // Bengali: no face in Fonts/ covers it.
    let (folder, path) = try Self.titleApp(
      """
      "free" = "অনুসন্ধানের জন্যে";
      "one.line" = "অনুসন্ধানের জন্যে";
      "one.mixed" = "অনুসন্ধানের Wm Wm";
      "latin" = "Wm";
      "mixed" = "অনুসন্ধানের Wm";
      """, file: "bn.lproj/Localizable.strings",
      containers: #"""
        {"keys": ["one.*"], "style": "title", "width": 6, "maxLines": 1},
        {"keys": ["*"], "style": "title", "width": 6}
        """#)
    _ = folder
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.uncovered == 4)
    let overflows = report.findings.filter { $0.code == .overflow }
    #expect(overflows.compactMap(\.key).sorted() == ["latin", "mixed", "one.mixed"])
    // Latin words where one line fits: said with the covered text's lines
    // and its widest cluster (W), not the boxes'.
    let oneLine = try #require(overflows.first { $0.key == "one.mixed" })
    let latinOnly = try #require(overflows.first { $0.key == "latin" })
    #expect((oneLine.overflow?.lines ?? 0) > 0, "\(oneLine.message)")
    #expect(
      abs((oneLine.overflow?.width ?? 0) - (latinOnly.overflow?.width ?? 1)) < 1e-9,
      "\(oneLine.message)")
    let latin = try #require(overflows.first { $0.key == "latin" })
    #expect((latin.overflow?.width ?? 0) > 0)
    // A covered cluster too wide in a string with uncovered ones still is,
    // by its own width.
    let mixed = try #require(overflows.first { $0.key == "mixed" })
    #expect(mixed.overflow?.width == latin.overflow?.width)
    // The message says what its figures leave out (11 code points of
    // Bengali); the covered string's does not.
    #expect(
      oneLine.message.hasSuffix(
        "; these figures leave out its 11 characters no font covers, whose width is not known"),
      "\(oneLine.message)")
    #expect(!latin.message.contains("no font covers"), "\(latin.message)")
  }
}
