import Foundation
import StringCatalogs
import TestSupport
import Testing
import TypeScale

@testable import TypometerChecks

/// What `check` measures is what a TypographyKit app shows: its letter case
/// and its letter spacing rules.
@Suite struct CheckMeasuredTextTests {
  /// Runs `check` on one config with the given styles (name → JSON body) over
  /// one .strings file; every container is 1 pt wide, so every string
  /// overflows and its finding carries the text as measured.
  static func run(styles: [String: String], strings: [(key: String, value: String)])
    throws -> CheckReport
  {
    let folder = try TemporaryFolder("measured-text")
    let body = styles.sorted { $0.key < $1.key }
      .map { "\"\($0.key)\": \($0.value)" }.joined(separator: ",\n")
    try folder.write("TypographyKit.json", "{\"ui-font-text-styles\": {\n\(body)\n}}")
    let lines = strings.map { entry in
      "\"\(entry.key)\" = \"\(entry.value.replacingOccurrences(of: "\"", with: "\\\""))\";"
    }
    try folder.write("en.lproj/Localizable.strings", lines.joined(separator: "\n") + "\n")
    let containers = styles.keys.sorted().map {
      "{\"keys\": [\"\($0).*\"], \"style\": \"\($0)\", \"width\": 1, \"maxLines\": 1}"
    }
    try folder.write(
      "typometer.json",
      """
      {"config": ["TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "categories": ["large"], "strings": ["en.lproj/Localizable.strings"],
       "containers": [\(containers.joined(separator: ", "))]}
      """)
    return try CheckRunner.run(spec: try CheckSpec.load(path: folder.url("typometer.json")))
  }

  /// Every row of TypographyKit's letter-case outputs (LetterCase 2.0.0 run on
  /// each value; `train` leaves the text as written) is the text `check`
  /// measures.
  @Test func letterCaseIsAppliedAsTypographyKitDoes() throws {
    let rows = try Fixtures.tsv("config/letter-case.tsv").dropFirst()  // the header
    #expect(rows.count == 20)
    #expect(Set(rows.map { $0[0] }).count == 10)
    var styles: [String: String] = [:]
    var strings: [(key: String, value: String)] = []
    for (index, row) in rows.enumerated() {
      let style = row[0].replacingOccurrences(of: "-", with: "")
      styles[style] =
        "{\"font-name\": \"Roboto-Regular\", \"point-size\": 17, \"letter-case\": \"\(row[0])\"}"
      strings.append((key: "\(style).\(index)", value: row[1]))
    }
    let report = try Self.run(styles: styles, strings: strings)
    for (index, row) in rows.enumerated() {
      let key = "\(row[0].replacingOccurrences(of: "-", with: "")).\(index)"
      let finding = report.findings.first { $0.code == .overflow && $0.key == key }
      #expect(finding?.text == row[2], "\(row[0]): \(row[1])")
    }
  }

  /// An overflow gives the text's width on one line at its size (`advance`,
  /// and in the message of a one-line container): hb-shape's advances
  /// (Tests/Data/shaping.tsv), scaled to the size, plus TypographyKit's
  /// letter spacing after each character.
  @Test func anOverflowGivesTheTextsWidthOnOneLine() throws {
    let text = "The quick brown fox jumps over the lazy dog."
    let reference = try #require(ShapingReference.row("Inter-Regular.otf", text))
    let report = try Self.run(
      styles: [
        "plain": #"{"font-name": "Inter-Regular", "point-size": 17}"#,
        "spaced": #"{"font-name": "Inter-Regular", "point-size": 17, "letter-spacing": 0.5}"#,
      ],
      strings: [(key: "plain.k", value: text), (key: "spaced.k", value: text)])
    let unitsPerEm = 2816.0
    let width = Double(reference.advance) * 17 / unitsPerEm
    for (key, expected) in [("plain.k", width), ("spaced.k", width + 0.5 * Double(text.count))] {
      let finding = try #require(report.findings.first { $0.code == .overflow && $0.key == key })
      let advance = try #require(finding.advance)
      #expect(abs(advance - expected) < 1e-6, "\(key): \(advance) vs \(expected)")
      #expect(
        finding.message.contains("(\(NumberText.string(expected, fractionDigits: 2)) pt wide, +"),
        "\(finding.message)")
    }
  }

  /// A plural form's count is the number the language shows that form with
  /// (by its CLDR plural rules), nearest the integer sample: English `one`
  /// reads "1 day", not "1,234 day"; Russian `one` is shown with 1,231 as
  /// with 1; a form with two integer specifiers keeps the sample in both.
  @Test func aPluralFormsCountIsOneOfItsNumbers() throws {
    let folder = try TemporaryFolder("plural-samples")
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"title": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    func stringsdict(_ forms: [String: String]) -> String {
      let items = forms.sorted { $0.key < $1.key }
        .map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
      return """
        <plist version="1.0"><dict><key>title.days</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key>
        <string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>
        <string>d</string>\(items)</dict></dict></dict></plist>
        """
    }
    try folder.write(
      "en.lproj/Localizable.stringsdict",
      stringsdict([
        "zero": "%d days at all", "one": "Within the next %d day",
        "other": "Within the next %d days", "two": "%d days, two",
      ]))
    try folder.write(
      "ru.lproj/Localizable.stringsdict",
      stringsdict(["one": "%d день", "few": "%d дня", "many": "%d дней", "other": "%d of %d"]))
    try folder.write(
      "typometer.json",
      """
      {"config": ["TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "categories": ["large"], "strings": ["en.lproj/Localizable.stringsdict",
       "ru.lproj/Localizable.stringsdict"],
       "containers": [{"keys": ["*"], "style": "title", "width": 1, "maxLines": 1}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: folder.url("typometer.json")))
    let texts = report.findings.filter { $0.code == .overflow }.compactMap(\.text)
    #expect(
      texts == [
        "Within the next 1 day", "Within the next 1,234 days", "0 days at all", "1,234 дня",
        "1,235 дней", "1,231 день",
      ])
    // No whole number takes English `two` nor, beside one, few and many,
    // Russian `other` (for fractions): never shown, left out and counted.
    #expect(report.summary.unusedPluralForms == 2)
    #expect(CheckRenderer.text(report).contains("2 plural forms no whole number takes (left out)"))
  }

  /// A form of one plural variable of several (a String Catalog's
  /// substitutions: Ice Cubes' "%lld posts from %lld participants") shows
  /// its own count with a number of its category and the other variables'
  /// with the sample, by argument: German `one` of the posts reads
  /// "1 aktueller Beitrag von 1,234 Teilnehmenden", not "1,234 aktueller
  /// Beitrag"; Russian's variables in the other order (`%2$#@b@ и %1$#@a@`)
  /// follow their arguments.
  @Test func aFormOfOneVariableOfSeveralShowsItsOwnCount() throws {
    let folder = try TemporaryFolder("plural-variables")
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"title": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    func variable(_ name: String, _ argument: Int?, _ forms: [String: String]) -> String {
      let items = forms.sorted { $0.key < $1.key }.map {
        #""\#($0.key)": {"stringUnit": {"state": "translated", "value": "\#($0.value)"}}"#
      }.joined(separator: ", ")
      return #""\#(name)": {"# + (argument.map { #""argNum": \#($0), "# } ?? "")
        + #""formatSpecifier": "lld", "variations": {"plural": {\#(items)}}}"#
    }
    try folder.write(
      "Localizable.xcstrings",
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"posts %lld %lld": {"#
        + #""localizations": {"de": {"stringUnit": {"state": "translated", "value": "#
        + #""%#@posts@ von %#@people@"}, "substitutions": {"#
        + variable("posts", nil, ["one": "%arg aktueller Beitrag", "other": "%arg Beiträge"])
        + ", "
        + variable("people", nil, ["one": "%arg Teilnehmendem", "other": "%arg Teilnehmenden"])
        + #"}}, "ru": {"stringUnit": {"state": "translated", "value": "%2$#@b@ и %1$#@a@"}, "#
        + #""substitutions": {"#
        + variable("a", 1, ["one": "%arg пост", "many": "%arg постов", "other": "%arg поста"])
        + ", " + variable("b", 2, ["one": "%arg человек", "other": "%arg человека"])
        + #"}}, "en": {"stringUnit": {"state": "translated", "value": "%#@n@ by %lld people"}, "#
        + #""substitutions": {"# + variable("n", nil, ["one": "a post", "other": "%arg posts"])
        + "}}}}}}")
    try folder.write(
      "typometer.json",
      """
      {"config": ["TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "categories": ["large"], "strings": ["Localizable.xcstrings"],
       "containers": [{"keys": ["*"], "style": "title", "width": 1, "maxLines": 1}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: folder.url("typometer.json")))
    let texts = Set(report.findings.filter { $0.code == .overflow }.compactMap(\.text))
    for text in [
      "1,234 Beiträge von 1,234 Teilnehmenden", "1 aktueller Beitrag von 1,234 Teilnehmenden",
      "1,234 Beiträge von 1 Teilnehmendem", "1,231 человек и 1,234 поста",
      "1,234 человека и 1,231 пост", "1,234 человека и 1,235 постов",
      // A form that shows no count leaves the other number alone.
      "a post by 1,234 people", "1,234 posts by 1,234 people",
    ] {
      #expect(texts.contains(text), "\(text) in \(texts)")
    }
  }

  /// A String Catalog's device variants are measured on the spec's
  /// platform's devices and `other`: an iOS app shows no `mac` or
  /// `applevision` form, a macOS app no `iphone` form; they are counted.
  @Test func deviceVariantsOfOtherPlatformsAreLeftOut() throws {
    let folder = try TemporaryFolder("devices")
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"title": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    let forms = ["iphone", "ipad", "mac", "applevision", "other"].map {
      #""\#($0)": {"stringUnit": {"state": "translated", "value": "On \#($0)"}}"#
    }.joined(separator: ", ")
    try folder.write(
      "Localizable.xcstrings",
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"device": {"localizations": "#
        + #"{"en": {"variations": {"device": {\#(forms)}}}}}}}"#)
    func texts(_ platform: String) throws -> (Set<String>, Int?) {
      try folder.write(
        "typometer.json",
        """
        {"platform": "\(platform)", "config": ["TypographyKit.json"],
         "fonts": ["\(Fixtures.fontsDirectory)"], "strings": ["Localizable.xcstrings"],
         "containers": [{"keys": ["*"], "style": "title", "width": 1, "maxLines": 1}]}
        """)
      let report = try CheckRunner.run(
        spec: try CheckSpec.load(path: folder.url("typometer.json")))
      return (
        Set(report.findings.filter { $0.code == .overflow }.compactMap(\.text)),
        report.summary.otherDevices
      )
    }
    let ios = try texts("ios")
    #expect(ios.0 == ["On iphone", "On ipad", "On other"])
    #expect(ios.1 == 2)
    let mac = try texts("macos")
    #expect(mac.0 == ["On mac", "On other"])
    #expect(mac.1 == 3)
    // Wherever the device variation is nested; a variable named `device`
    // is no device.
    for (variant, other) in [
      ("plural.one.device.mac", true), ("device.device.iphone", false),
      ("plural.device.one", false), ("device.other.plural.few", false),
      ("device.applewatch.plural.one", true),
    ] {
      #expect(CheckRunner.variantIsForAnotherDevice(variant, platform: .ios) == other, "\(variant)")
    }
  }

  /// A plural form's category and the variant around it: `plural.` once,
  /// then a category (a form of one variable of several, or none, is no
  /// form of the key's count).
  @Test func pluralCategoriesAreReadFromVariants() {
    for (variant, category, around) in [
      ("plural.one", "one", ""), ("device.ipad.plural.few", "few", "device.ipad."),
      ("plural.other", "other", ""),
    ] {
      let found = CheckRunner.pluralCategory(of: variant)
      #expect(found.map { String($0.category) } == category, "\(variant)")
      #expect(found.map { String($0.around) } == around, "\(variant)")
    }
    for variant in [
      "plural.files.one", "plural.plural.one", "plurals.one", "plural.", "device.ipad", "",
      "plural.one.plural.few", "Plural.one", "plural.ones", "plural.\u{301}one", "é.plural.x",
    ] {
      #expect(CheckRunner.pluralCategory(of: variant) == nil, "\(variant)")
    }
    #expect(CheckRunner.pluralCategory(of: nil) == nil)
    // Beyond ASCII, `plural.` is found by characters: a mark after its dot
    // joins it to the next character.
    #expect(CheckRunner.pluralCategory(of: "ü.plural.one").map { String($0.around) } == "ü.")
  }

  /// Which plural forms no whole number takes: a category the language's
  /// rules give none, unless it is `other` and the key lacks a form whole
  /// numbers take (the fallback), an Apple `zero`, or a form of fractions.
  @Test func pluralFormsNoWholeNumberTakes() {
    func strings(_ forms: [(String, String)], language: String = "ru") -> [LocalizedString] {
      forms.map {
        LocalizedString(
          key: "k", value: $0.1, language: language, variant: "plural." + $0.0, line: nil,
          file: "f")
      }
    }
    // A variant whose `plural.` is joined to a mark after its dot is no
    // form: the key's forms stay those of one variable.
    let marked = strings(
      [("one", "%d"), ("few", "%d"), ("other", "%d"), ("\u{301}x", "%d")], language: "en")
    #expect(CheckRunner.pluralFormsNoWholeNumberTakes(marked, language: "en", apple: false) == [1])
    let complete = strings([("one", "%d"), ("few", "%d"), ("many", "%d"), ("other", "%d")])
    #expect(
      CheckRunner.pluralFormsNoWholeNumberTakes(complete, language: "ru", apple: false) == [3])
    // Without `many`, 5 falls back to `other`: it is shown.
    let fallback = strings([("one", "%d"), ("few", "%d"), ("other", "%d")])
    #expect(CheckRunner.pluralFormsNoWholeNumberTakes(fallback, language: "ru", apple: false) == [])
    // Fractions on an Apple form; Apple's zero; Czech many.
    let apple = strings(
      [("one", "%d"), ("few", "%d"), ("many", "%.1f"), ("zero", "%d")], language: "cs")
    #expect(CheckRunner.pluralFormsNoWholeNumberTakes(apple, language: "cs", apple: true) == [])
    #expect(
      CheckRunner.pluralFormsNoWholeNumberTakes(apple, language: "cs", apple: false) == [2, 3])
    // A key of several plural variables (`plural.files.one`, the others at
    // `other`) keeps all; so do Android's `values` (no language: every
    // language without its own falls back to it) and a language ICU has no
    // rules for (Occitan, which it gives one category); one CLDR gives one
    // category (Japanese, Korean, Traditional Chinese) shows `other` alone,
    // and an Apple `zero`.
    var several = strings([("files.one", "%1$d file in %2$d folders"), ("other", "%d")])
    several += strings([("many", "%d")])
    #expect(CheckRunner.pluralFormsNoWholeNumberTakes(several, language: "ru", apple: true) == [])
    let noLanguage = strings([("one", "%d"), ("few", "%d"), ("many", "%d")]).map { string in
      var string = string
      string.language = nil
      return string
    }
    #expect(
      CheckRunner.pluralFormsNoWholeNumberTakes(noLanguage, language: nil, apple: false) == [])
    #expect(
      CheckRunner.pluralFormsNoWholeNumberTakes(noLanguage, language: "en", apple: false) == [1, 2])
    let oc = strings([("one", "%d"), ("other", "%d")], language: "oc")
    #expect(CheckRunner.pluralFormsNoWholeNumberTakes(oc, language: "oc", apple: false) == [])
    for language in ["ja", "ko", "zh-Hant", "yue-Hans", "th", "vi", "id"] {
      let one = strings([("one", "%d"), ("other", "%d"), ("zero", "%d")], language: language)
      #expect(
        CheckRunner.pluralFormsNoWholeNumberTakes(one, language: language, apple: false)
          == [0, 2], "\(language)")
      #expect(
        CheckRunner.pluralFormsNoWholeNumberTakes(one, language: language, apple: true) == [0],
        "\(language)")
    }
  }

  /// The check of a one-style app (at the large size) of `strings` (a
  /// `.strings` file's text) in a catch-all container, with another that
  /// names `keys` (a key or pattern) when given.
  static func catchAllCheck(_ strings: String, naming keys: String? = nil) throws -> CheckReport {
    let containers =
      #"{"keys": ["*"], "style": "title", "width": 300}"#
      + (keys.map { #", {"keys": [""# + $0 + #""], "style": "title", "width": 300}"# } ?? "")
    let (folder, path) = try WordSplitCheckTests.titleApp(
      strings, containers: containers, extra: #""categories": ["large"],"#)
    return try withExtendedLifetime(folder) {
      try CheckRunner.run(spec: try CheckSpec.load(path: path))
    }
  }

  /// A text that begins or ends with a line break (a translation's stray
  /// `\n`) takes a line of its own, which an overflow's message says; one
  /// whose break is inside it does not get those words, but that its line
  /// breaks make more lines than fit (nowinandroid's `…here\nto read later`
  /// in one line); one whose breaks make no more lines than fit, neither.
  @Test func aStrayLineBreakIsSaid() throws {
    let (folder, path) = try WordSplitCheckTests.titleApp(
      #""cancel" = "\nAvbryt"; "ok" = "Ok\nnow"; "long" = "Ein sehr langer Satz, der nicht passt";"#,
      containers: #"{"keys": ["*"], "style": "title", "width": 120, "maxLines": 1}"#,
      extra: #""categories": ["large"],"#)
    _ = folder
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let messages = Dictionary(
      report.findings.filter { $0.code == .overflow }.map { ($0.key ?? "", $0.message) },
      uniquingKeysWith: { a, _ in a })
    #expect(
      messages["cancel"]?.contains("the text begins or ends with a line break, a line of its own")
        == true, "\(messages)")
    #expect(messages["ok"].map { !$0.contains("begins or ends") } == true, "\(messages)")
    #expect(
      messages["ok"]?.contains(
        "its own line breaks make 2 lines, more than the 1 that fits whatever the width") == true,
      "\(messages)")
    #expect(messages["long"].map { !$0.contains("line break") } == true, "\(messages)")
  }

  /// A translation of a string whose development language's text holds no
  /// format specifier (`100%` is none) is shown as written: the app does not
  /// format it, and Basque's
  /// `%100ekoa` and Turkish `%20den` are percentages (Open Food Facts'
  /// `%100ekoa` had been filled as `%e`, `1.234000e+01koa`); a translation
  /// of a formatted string is filled in, and a placeholder the app fills
  /// (`{{name}}`) is filled in either way, and so is a positional specifier
  /// a translator kept (`%1$@`: the app passes its argument, LibreTube's).
  @Test func aTranslationOfAnUnformattedStringIsShownAsWritten() throws {
    let (folder, path) = try WordSplitCheckTests.titleApp(
      #""sure" = "Not 100% sure"; "count" = "%d items"; "done" = "{{name}} finished"; "#
        + #""update" = "Update available"; "ready" = "{{name}} is 100% ready";"#,
      containers: #"{"keys": ["*"], "style": "title", "width": 1, "maxLines": 1}"#,
      // (English, the development language where none is named.)
      extra: #""categories": ["large"],"#)
    try folder.write(
      "eu.lproj/Localizable.strings",
      #""sure" = "%100ekoa"; "count" = "%d elementu"; "done" = "{{name}} %100ean amaituta"; "#
        + #""update" = "%1$@ bertsioa eskuragarri"; "ready" = "{{name}} %100ean prest";"#)
    try folder.write(
      "tr.lproj/Localizable.strings", #""sure" = "%20den fazla"; "count" = "%d öğe";"#)
    try folder.write(
      "typometer.json",
      try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
        of: #""strings": ["en.lproj/Localizable.strings"]"#,
        with: #""strings": ["en.lproj/Localizable.strings", "eu.lproj/Localizable.strings", "#
          + #""tr.lproj/Localizable.strings"]"#))
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let texts = Set(report.findings.filter { $0.code == .overflow }.compactMap(\.text))
    #expect(
      texts == [
        "Not 100% sure", "1,234 items", "%100ekoa", "1,234 elementu", "%20den fazla",
        "1,234 öğe", "Alexandria finished", "Alexandria %100ean amaituta", "Update available",
        "Alexandria bertsioa eskuragarri", "Alexandria is 100% ready",
        // (Its English holds a placeholder and no specifier: unformatted.)
        "Alexandria %100ean prest",
      ], "\(texts)")
  }

  /// A key of a String Catalog keyed by its English text can be a
  /// paragraph: a message quotes it on one line, its first 80 characters
  /// and "…" (80 and fewer whole), its line breaks written `\n`; the
  /// finding's key is whole.
  @Test func longKeysAreCutInMessages() throws {
    let key = String(repeating: "Wordy sentence here.\n", count: 6)  // 126 characters
    let report = try Self.catchAllCheck(
      #""\#(key)" = "\#(String(repeating: "Donaudampfschifffahrt", count: 4))";"#)
    let finding = try #require(report.findings.first { $0.code == .wordSplit })
    #expect(finding.key == key)
    // (Its line breaks written `\n`: a key is never shown as another.)
    let shown = key.replacingOccurrences(of: "\n", with: "\\n").prefix(80)
    #expect(finding.message.hasPrefix("'\(shown)…' breaks a word"), "\(finding.message)")
    let whole = String(repeating: "x", count: 80)
    #expect(CheckFindingWording.shownKey(whole) == "'\(whole)'")
    #expect(CheckFindingWording.shownKey("%@\n%@") == #"'%@\n%@'"#)
    #expect(CheckFindingWording.shownKey("%@ %@") == "'%@ %@'")
    #expect(CheckFindingWording.shownKey("a\tb\r") == #"'a\tb\r'"#)
    // A backslash is escaped too, and any other separator: no two keys alike.
    #expect(CheckFindingWording.shownKey(#"%@\n%@"#) == #"'%@\\n%@'"#)
    #expect(CheckFindingWording.shownKey("a\u{2028}b") == #"'a\u{2028}b'"#)
    #expect(CheckFindingWording.shownKey("a\u{85}b") == #"'a\u{85}b'"#)
    // A bidi control too (it would reorder the key on screen), as every
    // message escapes one.
    #expect(CheckFindingWording.shownKey("a\u{202E}b") == #"'a\u{202E}b'"#)
    // The report's headings of a key's findings show it so too.
    let keys = try Self.catchAllCheck(
      #""%@\n%@" = "\#(String(repeating: "Donaudampfschifffahrt", count: 4))";"#
        + #""%@ %@" = "\#(String(repeating: "Donaudampfschifffahrt", count: 4))";"#)
    let page = ReportPage.html(keys)
    #expect(page.contains(#"<h3 class="key">%@\n%@</h3>"#), "\(page.prefix(2000))")
    #expect(page.contains(#"<h3 class="key">%@ %@</h3>"#))
    #expect(
      CheckFindingWording.shownKey(String(repeating: "é", count: 81))
        == "'" + String(repeating: "é", count: 80) + "…'")
  }

  /// Checks `strings` in a catch-all and expects `leftOut` of its `total`
  /// strings left out as the summary's `kind` (the text summary's `words`),
  /// none in no container; a container that names `key` (one of them)
  /// measures it.
  static func expectLeftOut(
    _ strings: String, total: Int, leftOut: Int, as kind: KeyPath<CheckReport.Summary, Int?>,
    words: String, naming key: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let plain = try catchAllCheck(strings)
    #expect(plain.summary.strings == total, sourceLocation: sourceLocation)
    #expect(plain.summary.measured == total - leftOut, sourceLocation: sourceLocation)
    #expect(plain.summary[keyPath: kind] == leftOut, sourceLocation: sourceLocation)
    #expect(plain.summary.unassigned == 0, sourceLocation: sourceLocation)
    #expect(
      CheckRenderer.text(plain).contains("0 in no container, \(words) (left out);"),
      "\(CheckRenderer.text(plain))", sourceLocation: sourceLocation)
    let named = try catchAllCheck(strings, naming: key)
    #expect(named.summary.measured == total - leftOut + 1, sourceLocation: sourceLocation)
    #expect(
      named.summary[keyPath: kind] == (leftOut > 1 ? leftOut - 1 : nil),
      sourceLocation: sourceLocation)
  }

  /// A check of `strings` (written at `file`) beside the interface file
  /// `interface` (written at `at`), in title containers of 300 pt.
  static func storyboardCheck(
    _ strings: String, file: String, interface: String, at: String = "Base.lproj/Main.storyboard",
    containers: String = #"{"keys": ["*"], "style": "title", "width": 300}"#,
    extra: String = #""categories": ["large"],"#
  ) throws -> CheckReport {
    let (folder, path) = try WordSplitCheckTests.titleApp(
      strings, file: file, containers: containers, extra: extra)
    try folder.write(at, interface)
    return try CheckRunner.run(spec: try CheckSpec.load(path: path))
  }

  /// The text of a storyboard's object whose font is a fixed point size (a
  /// `fontDescription` of no text style, the system font's or a custom
  /// one's), which never grows with Dynamic Type, is left out of the
  /// catch-all and counted, in every language's strings; a text style, no
  /// font description, or `adjustsFontForContentSizeCategory` on an object
  /// an outlet connects to the code (which may set it a font that scales)
  /// is measured, and so is a fixed font's text a container names. That
  /// flag alone takes no effect on a fixed size (Interface Builder warns).
  @Test func storyboardTextOfAFixedFontSizeIsLeftOutUnlessNamed() throws {
    let strings = #"""
      /* Class = "UIButton"; normalTitle = "Import"; ObjectID = "R7T-q4-qHz"; */
      "R7T-q4-qHz.normalTitle" = "Lesezeichendatei importieren";

      /* Class = "UILabel"; text = "Heading"; ObjectID = "a1B-2c-3De"; */
      "a1B-2c-3De.text" = "Überschrift";

      /* Class = "UILabel"; text = "Body"; ObjectID = "b2C-3d-4Ef"; */
      "b2C-3d-4Ef.text" = "Text";

      /* Class = "UILabel"; text = "Custom"; ObjectID = "c3D-4e-5Fg"; */
      "c3D-4e-5Fg.text" = "Eigene Schrift";

      /* Class = "UILabel"; text = "Scaled"; ObjectID = "d4E-5f-6Gh"; */
      "d4E-5f-6Gh.text" = "Skaliert";

      /* Class = "UILabel"; text = "Flagged"; ObjectID = "f6G-7h-8Ij"; */
      "f6G-7h-8Ij.text" = "Markiert";

      """#
    let storyboard = #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s1"><objects><viewController id="v1"><view key="view" id="w1"><subviews>
          <button opaque="NO" contentMode="scaleToFill" id="R7T-q4-qHz">
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <state key="normal" title="Import"/>
          </button>
          <label text="Heading" id="a1B-2c-3De">
            <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
          </label>
          <label text="Body" id="b2C-3d-4Ef"/>
          <label text="Custom" id="c3D-4e-5Fg">
            <fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="17"/>
          </label>
          <label text="Scaled" adjustsFontForContentSizeCategory="YES" id="d4E-5f-6Gh">
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          <label text="Own" customClass="ScaledLabel" id="e5F-6g-7Hi">
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          <label text="Flagged" adjustsFontForContentSizeCategory="YES" id="f6G-7h-8Ij">
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
        </subviews></view>
        <connections><outlet property="scaledLabel" destination="d4E-5f-6Gh" id="o1P-2q-3Rs"/></connections>
        </viewController></objects></scene></scenes>
      </document>
      """#
    // Named by a container; and in a translation whose tool dropped the
    // comments (its keys are the objects' IDs all the same).
    let uncommented = strings.split(separator: "\n").filter { !$0.hasPrefix("/*") }
      .joined(separator: "\n")
    for (naming, text) in [(nil, strings), ("R7T-*", strings), (nil, uncommented)] {
      let containers =
        #"{"keys": ["*"], "style": "title", "width": 300}"#
        + (naming.map { #", {"keys": [""# + $0 + #""], "style": "title", "width": 300}"# } ?? "")
      let (folder, path) = try WordSplitCheckTests.titleApp(
        text, file: "de.lproj/Main.strings", containers: containers,
        extra: #""categories": ["large"],"#)
      try folder.write("Base.lproj/Main.storyboard", storyboard)
      let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
      #expect(report.summary.strings == 6)
      #expect(report.summary.measured == (naming == nil ? 3 : 4))
      #expect(report.summary.fixedFonts == (naming == nil ? 3 : 2))
      if naming == nil {
        #expect(
          CheckRenderer.text(report).contains(
            "0 in no container, 3 storyboard texts of a fixed font size (left out);"),
          "\(CheckRenderer.text(report))")
      }
    }
    #expect(
      CheckRunner.InterfaceFiles.Objects(bytes: Array(storyboard.utf8)).fixedFont == [
        "R7T-q4-qHz", "c3D-4e-5Fg", "f6G-7h-8Ij",
      ])
  }

  /// A storyboard named as a string file is its development language's
  /// text (a `Base.lproj` one's, the spec's development language): measured
  /// at the lines of its elements, with the rules its translations keep: a
  /// fixed font's text and a bar button item's title left out, and the
  /// translation's comment-less keys take the storyboard's classes; its
  /// placeholder text the code replaces (Interface Builder's `Label`, text
  /// in braces) left out and counted.
  @Test func aStoryboardNamedAsAStringFileIsMeasured() throws {
    let storyboard = #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s1"><objects><viewController id="v1"><view key="view" id="w1"><subviews>
          <button opaque="NO" contentMode="scaleToFill" id="R7T-q4-qHz">
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <state key="normal" title="Import"/>
          </button>
          <label text="Label" id="p1A-2c-3De"/>
          <label text="{Account name, set by the code}" id="p2A-2c-3De"/>
          <label text="Settings and privacy of every account" id="a1B-2c-3De">
            <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
          </label>
        </subviews></view>
        <navigationItem key="navigationItem" id="n1-aa-bbb"><barButtonItem key="rightBarButtonItem" title="Done" id="d1B-2c-3De"/></navigationItem>
        </viewController></objects></scene></scenes>
      </document>
      """#
    let german = #"""
      "a1B-2c-3De.text" = "Einstellungen und Datenschutz aller Konten";
      "d1B-2c-3De.title" = "Fertig";
      """#
    let (folder, path) = try WordSplitCheckTests.titleApp(
      german, file: "de.lproj/Main.strings",
      containers: #"{"keys": ["*"], "style": "title", "width": 200, "maxLines": 1}"#,
      extra: #""categories": ["large"], "developmentLanguage": "en","#)
    try folder.write("Base.lproj/Main.storyboard", storyboard)
    var spec = try CheckSpec.load(path: path)
    spec.strings = ["Base.lproj/Main.storyboard", "de.lproj/Main.strings"]
    spec.stringLanguages = [nil, nil]
    let report = try CheckRunner.run(spec: spec)
    #expect(report.files.map(\.language) == ["en", "de"])
    #expect(report.summary.strings == 7)
    #expect(report.summary.interfacePlaceholders == 2)
    #expect(
      CheckRenderer.text(report).contains("2 storyboard placeholders (left out)"),
      "\(CheckRenderer.text(report))")
    #expect(report.summary.fixedFonts == 1)
    #expect(report.summary.barItems == 2)
    let overflows = report.findings.filter { $0.code == .overflow }
    #expect(
      overflows.map(\.file) == [
        folder.url("Base.lproj/Main.storyboard"), folder.url("de.lproj/Main.strings"),
      ])
    #expect(overflows.first?.line == 10)
    #expect(overflows.map(\.key) == ["a1B-2c-3De.text", "a1B-2c-3De.text"])
  }

  /// A translation whose tool dropped `ibtool`'s comments takes its keys'
  /// classes from the storyboard of its table, wherever the lookup finds it
  /// (beside its `.lproj` folder, or one folder up, as a translations
  /// submodule keeps it) and whether or not the spec names the storyboard:
  /// a tab bar item's title is a bar item, which a container takes only by
  /// its key or a pattern from its start.
  @Test func aCommentlessTranslationTakesItsStoryboardsClasses() throws {
    let storyboard = #"""
      <document targetRuntime="iOS.CocoaTouch"><objects>
        <tabBarItem title="Feed" id="t1B-2c-3De"/>
        <label text="Your feed" id="a1B-2c-3De"/>
      </objects></document>
      """#
    let german =
      #""t1B-2c-3De.title" = "Neuigkeiten";"# + "\n"
      + #""a1B-2c-3De.text" = "Deine Neuigkeiten";"# + "\n"
    // (And a storyboard localized without Base: `en.lproj/Main.storyboard`.)
    for (file, lproj) in [
      ("de.lproj/Main.strings", "Base.lproj"), ("ext/de.lproj/Main.strings", "Base.lproj"),
      ("de.lproj/Main.strings", "en.lproj"),
    ] {
      let report = try Self.storyboardCheck(
        german, file: file, interface: storyboard, at: lproj + "/Main.storyboard")
      #expect(report.summary.barItems == 1, "\(file)")
      #expect(report.summary.measured == 1, "\(file)")
    }
    // A pattern from the key's end (`*.title`, as init writes for a
    // config's style) takes no bar item; one from its start does.
    for (pattern, barItems) in [("*.title", 1), ("t1B-*", nil)] {
      let report = try Self.storyboardCheck(
        german, file: "de.lproj/Main.strings", interface: storyboard,
        containers: #"{"keys": [""# + pattern + #""], "style": "title", "width": 300}, "#
          + #"{"keys": ["*"], "style": "title", "width": 300}"#)
      #expect(report.summary.barItems == barItems, "\(pattern)")
    }
  }

  /// A storyboard's texts whose keys the development language's `.strings`
  /// file of its table gives (`en.lproj/Main.strings`) are that file's:
  /// measured there, not again in the storyboard, which keeps the others.
  @Test func aStoryboardsTextsTheDevelopmentStringsGiveAreTheirs() throws {
    let storyboard = #"""
      <document targetRuntime="iOS.CocoaTouch"><objects>
        <label text="Old English text of the first label" id="a1B-2c-3De"/>
        <label text="Second label's text" id="b2C-3d-4Ef"/>
      </objects></document>
      """#
    let english = #""a1B-2c-3De.text" = "First label";"# + "\n"
    let (folder, path) = try WordSplitCheckTests.titleApp(
      english, file: "en.lproj/Main.strings",
      containers: #"{"keys": ["*"], "style": "title", "width": 300}"#,
      extra: #""categories": ["large"], "developmentLanguage": "en","#)
    try folder.write("Base.lproj/Main.storyboard", storyboard)
    // However the spec names them (`./`, or from another folder).
    for named in ["Base.lproj/Main.storyboard", "./Base.lproj/Main.storyboard"] {
      var spec = try CheckSpec.load(path: path)
      spec.strings = [named, "en.lproj/Main.strings"]
      spec.stringLanguages = [nil, nil]
      let report = try CheckRunner.run(spec: spec)
      #expect(report.files.map(\.strings) == [1, 1], "\(named)")
      #expect(report.summary.measured == 2, "\(named)")
    }
    // So does the String Catalog of its name, in its source language.
    try folder.write(
      "mul.lproj/Main.xcstrings",
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"a1B-2c-3De.text": {"#
        + #""localizations": {"en": {"stringUnit": {"state": "translated", "#
        + #""value": "First label"}}}}}}"#)
    var catalog = try CheckSpec.load(path: path)
    catalog.strings = ["Base.lproj/Main.storyboard", "mul.lproj/Main.xcstrings"]
    catalog.stringLanguages = [nil, nil]
    let report = try CheckRunner.run(spec: catalog)
    #expect(report.files.map(\.strings) == [1, 1])
  }

  /// A translation of a storyboard's tool tip, drawn by the system's window
  /// at its one size (a segment's too, `ibShadowedToolTips[0]`: KeepingYouAwake's
  /// String Catalog), and of its placeholder text (a `Label` the code
  /// replaces) are left out with them.
  @Test func aStoryboardsToolTipsAndPlaceholdersAreLeftOutInItsTranslations() throws {
    let storyboard = #"""
      <document targetRuntime="MacOSX.Cocoa"><objects>
        <textField toolTip="When this is on, every window opens in full screen" id="t1B-2c-3De"/>
        <textFieldCell title="Label" id="l1B-2c-3De"/>
        <textFieldCell title="Open windows in full screen" id="o1B-2c-3De"/>
        <segmentedCell id="s1B-2c-3De"><segments>
          <segment toolTip="Remove"/><segment toolTip="Add"/>
        </segments></segmentedCell>
      </objects></document>
      """#
    let german =
      #""t1B-2c-3De.ibShadowedToolTip" = "Wenn dies an ist, öffnet sich jedes Fenster";"#
      + "\n" + #""l1B-2c-3De.title" = "Beschriftung";"# + "\n"
      + #""o1B-2c-3De.title" = "Fenster im Vollbild öffnen";"# + "\n"
      + #""s1B-2c-3De.ibShadowedToolTips[0]" = "Entfernen";"# + "\n"
      + #""s1B-2c-3De.ibShadowedToolTips[1]" = "Hinzufügen";"# + "\n"
    let report = try Self.storyboardCheck(
      german, file: "de.lproj/Prefs.strings", interface: storyboard, at: "Base.lproj/Prefs.xib",
      extra: #""platform": "macos","#)
    #expect(report.summary.measured == 1)
    #expect(report.summary.fixedFonts == 3)
    #expect(report.summary.interfacePlaceholders == 1)
  }

  /// An `ibtool` export's entry whose comment names its class holds an
  /// interface object's text, so Interface Builder's default text in it is
  /// placeholder text, with no interface file to read (Sparkle's compiled
  /// nibs' `Text Cell`); a string file without those comments keeps its
  /// `Label`, and so does one whose interface file is read.
  @Test func placeholderTextOfAnExportWithoutItsInterfaceFileIsLeftOut() throws {
    let export = #"""
      /* Class = "NSTextFieldCell"; title = "Text Cell"; ObjectID = "43"; */
      "43.title" = "Text Cell";

      /* Class = "NSButtonCell"; title = "Automatisch suchen"; ObjectID = "176"; */
      "176.title" = "Automatisch suchen";

      """#
    let (folder, path) = try WordSplitCheckTests.titleApp(
      export, file: "de.lproj/SUUpdatePermissionPrompt.strings",
      containers: #"{"keys": ["*"], "style": "title", "width": 300}"#,
      extra: #""platform": "macos","#)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.measured == 1)
    #expect(report.summary.interfacePlaceholders == 1)
    try folder.write("de.lproj/SUUpdatePermissionPrompt.strings", #""label" = "Label";"# + "\n")
    let plain = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(plain.summary.measured == 1)
    #expect(plain.summary.interfacePlaceholders == nil)
    // With its interface file read, the object's own text tells: a
    // translation that happens to read as a default text (German "Box") is
    // measured.
    let translated = try Self.storyboardCheck(
      #"/* Class = "NSTextFieldCell"; title = "Crate"; ObjectID = "b1B-2c-3De"; */"# + "\n"
        + #""b1B-2c-3De.title" = "Box";"# + "\n",
      file: "de.lproj/Prefs.strings",
      interface: #"<document targetRuntime="MacOSX.Cocoa"><objects>"#
        + #"<textFieldCell title="Crate" id="b1B-2c-3De"/></objects></document>"#,
      at: "Base.lproj/Prefs.xib", extra: #""platform": "macos","#)
    #expect(translated.summary.measured == 1)
    #expect(translated.summary.interfacePlaceholders == nil)
  }

  /// A navigation item that never shows a large title
  /// (`largeTitleDisplayMode="never"`, passforios' five) has its title in
  /// the bar's inline title, of one size at every Dynamic Type size: left
  /// out with the fixed fonts; one that may show a large title is measured.
  /// A URL an interface file sets on a button is shown (MonitorControl's
  /// `https://monitorcontrol.app`): measured, where a string file's URL
  /// alone is left out (`untranslatableStringsAreLeftOutUnlessNamed`).
  @Test func storyboardNavigationTitlesOfNoLargeTitleAreLeftOut() throws {
    let strings = #"""
      "tc7-wf-hG7.title" = "Erweiterte Einstellungsmöglichkeiten";
      "dUN-f7-Rak.title" = "Über";
      "42n-Zy-AqF.normalTitle" = "https://monitorcontrol.app";

      """#
    let storyboard = #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s1"><objects><viewController id="v1">
          <navigationItem key="navigationItem" title="Advanced" largeTitleDisplayMode="never" id="tc7-wf-hG7"/>
          <view key="view" id="w1"><subviews>
            <button id="42n-Zy-AqF"><state key="normal" title="https://monitorcontrol.app"/></button>
          </subviews></view>
        </viewController><viewController id="v2">
          <navigationItem key="navigationItem" title="About" id="dUN-f7-Rak"/>
        </viewController></objects></scene></scenes>
      </document>
      """#
    let report = try Self.storyboardCheck(
      strings, file: "de.lproj/Main.strings", interface: storyboard)
    #expect(report.summary.strings == 3)
    #expect(report.summary.fixedFonts == 1)
    #expect(report.summary.urls == nil)
    #expect(report.summary.measured == 2)
    #expect(
      CheckRunner.InterfaceFiles.Objects(bytes: Array(storyboard.utf8)).fixedFont == [
        "tc7-wf-hG7"
      ])
  }

  /// An App Shortcut phrase (it names the app as `${applicationName}`, in
  /// any string file: VLC keeps its phrases in `Localizable.strings`) is
  /// what Siri, the Shortcuts app and Spotlight show in the system's font:
  /// left out of the catch-all and counted; a container that names it
  /// measures it. A `$` of the string's own, or another `${…}`, is text.
  @Test func appShortcutPhrasesAreLeftOutUnlessNamed() throws {
    let strings = #"""
      "title" = "Settings";
      "SHORTCUT_PLAY_${applicationName}" = "Play media in ${applicationName}";
      "price" = "Costs $5 or ${price}";

      """#
    try Self.expectLeftOut(
      strings, total: 3, leftOut: 1, as: \.shortcutPhrases, words: "1 App Shortcut phrase",
      naming: "SHORTCUT_*")
    #expect(CheckRunner.isShortcutPhrase("${applicationName}"))
    #expect(!CheckRunner.isShortcutPhrase("${applicationname}"))
    #expect(!CheckRunner.isShortcutPhrase("$applicationName"))
  }

  /// An Info.plist key's text in a table of the app's own (2FAS keeps
  /// `NSCameraUsageDescription` and `CFBundleSpokenName` in
  /// `Localizable.strings`, beside `InfoPlist.strings`) is read by no one:
  /// the system reads `InfoPlist.strings`, the code asks for other keys.
  /// Left out of the catch-all and counted; a container that names it
  /// measures it.
  @Test func infoPlistKeysInTheAppsTablesAreLeftOutUnlessNamed() throws {
    let strings = #"""
      "title" = "Settings";
      "NSCameraUsageDescription" = "Scan QR codes to add your tokens";
      "CFBundleSpokenName" = "2 F A S";
      "cameraUsageDescription" = "Allow the camera";

      """#
    try Self.expectLeftOut(
      strings, total: 4, leftOut: 2, as: \.infoPlistKeys, words: "2 Info.plist keys (the system's)",
      naming: "NS*")
  }

  /// Lorem ipsum (a storyboard's text view keeps Interface Builder's
  /// default text, which the code replaces) is left out of the catch-all and
  /// counted, in any case; a container that names it measures it. Text that
  /// only mentions it is measured.
  @Test func loremIpsumIsLeftOutUnlessNamed() throws {
    let strings = #"""
      "title" = "Settings";
      "HeZ-95-3K1.text" = "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu.";
      "sample" = "LOREM IPSUM";
      "about" = "Fill with Lorem ipsum";

      """#
    try Self.expectLeftOut(
      strings, total: 4, leftOut: 2, as: \.loremIpsum, words: "2 Lorem ipsum", naming: "HeZ-*")
    #expect(!CheckRunner.isLoremIpsum("Lorem"))
    #expect(!CheckRunner.isLoremIpsum("Lorem-ipsum"))
    #expect(CheckRunner.isLoremIpsum("lorem ipsum"))
  }

  /// A String Catalog's entry Xcode marks stale (found in no source file
  /// when it last extracted the strings: Ice Cubes' `instance.info.domains`)
  /// is left out in every language and counted; a container that names its
  /// key as written measures it, not one whose pattern matches it (Whisky's
  /// `tab.*` had taken 22 stale keys no code shows).
  @Test func staleCatalogEntriesAreLeftOutUnlessNamed() throws {
    let catalog = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "instance.info.domains": {"extractionState": "stale", "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Domains"}},
          "de": {"stringUnit": {"state": "translated", "value": "Domänen"}}}},
        "settings.title": {"extractionState": "manual", "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Settings"}}}},
        "timeline.title": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Timeline"}}}}}}
      """#
    func check(_ containers: String) throws -> CheckReport {
      let (folder, path) = try WordSplitCheckTests.titleApp(
        catalog, file: "Localizable.xcstrings", containers: containers,
        extra: #""categories": ["large"],"#)
      return try withExtendedLifetime(folder) {
        try CheckRunner.run(spec: try CheckSpec.load(path: path))
      }
    }
    let plain = try check(#"{"keys": ["*"], "style": "title", "width": 300}"#)
    #expect(plain.summary.strings == 4 && plain.summary.measured == 2, "\(plain.summary)")
    #expect(plain.summary.staleEntries == 2)
    #expect(
      CheckRenderer.text(plain).contains("2 stale catalog entries (left out)"),
      "\(CheckRenderer.text(plain))")
    let pattern = try check(
      #"{"keys": ["instance.*"], "style": "title", "width": 300}, "#
        + #"{"keys": ["*"], "style": "title", "width": 300}"#)
    #expect(pattern.summary.measured == 2 && pattern.summary.staleEntries == 2)
    // The pattern's container, which takes nothing, says why.
    #expect(
      pattern.findings.contains {
        $0.code == .unusedContainer
          && $0.message.hasPrefix(
            "containers[0] (keys instance.*) matches only stale catalog entries")
      }, "\(pattern.findings.map(\.message))")
    let named = try check(
      #"{"keys": ["instance.info.domains"], "style": "title", "width": 300}, "#
        + #"{"keys": ["*"], "style": "title", "width": 300}"#)
    #expect(named.summary.measured == 4 && named.summary.staleEntries == nil)
  }

  /// A string whose key says assistive technologies alone speak it
  /// (VoiceOver's and TalkBack's labels, which no view draws: Element X's
  /// `a11y_*`, Android's content descriptions) is left out of the catch-all
  /// and counted; a container that names it measures it. A key that only
  /// holds such letters (`accessibility_settings`, `description`) is
  /// measured.
  @Test func accessibilityLabelsAreLeftOutUnlessNamed() throws {
    let strings = #"""
      "a11y_play" = "Play";
      "screen_roomlist_a11y_create_message" = "Create a new conversation or room";
      "toolbar_back_button_content_description" = "Back";
      "searchClearAccessibilityLabel" = "Clear search";
      "settings_accessibility" = "Accessibility";
      "room_description" = "Description";

      """#
    try Self.expectLeftOut(
      strings, total: 6, leftOut: 4, as: \.accessibilityLabels, words: "4 accessibility labels",
      naming: "a11y_*")
    for key in [
      "a11y.user_avatar", "A11Y_LABEL", "a11yLabel", "contentDescription",
      "content_description_add", "spoken_description_shift",
      "spoken_description_emoji_category_eight_travel_places",
      "accessibility_hint_star", "clips_end_time_accessibility_label", "ACCESSIBILITY_VALUE",
      "accessibility.editor.privacy.label", "accessibility.tabs.profile.follower-count.hint",
      // (Its specifier no word: the last is `label`.)
      "accessibility.tabs.timeline.unread-posts.label-%lld",
    ] {
      #expect(CheckRunner.isAccessibilityKey(key), "\(key)")
    }
    for key in [
      "a11", "all_y", "description", "accessibility", "accessibility_labels_title", "s110",
      "content_type_description", "spoken_text_description", "a11ylabel",
      "accessibility_disclosure_text",
      "label_accessibility", "a11y_settings_title", "accessibility_service_description",
      "accessibility.settings.title", "accessibility-reduce-motion",
      // The namespace alone: Ice Cubes' VoiceOver labels, but also a
      // settings section's toggles elsewhere.
      "accessibility.editor.button.poll", "accessibility.reduceMotion",
      "pref_a11y_category", "Add accessibility label",
      "FileDropItem.Variable.fileContent.description", "settings.accessibility.labelColor",
      "accessibility.tabs.timeline.unread-posts.title-%lld",
    ] {
      #expect(!CheckRunner.isAccessibilityKey(key), "\(key)")
    }
  }

  /// The titles of bar button items, tab bar items and segmented controls
  /// in an Interface Builder export (`Main.strings`, each entry's comment
  /// naming its class) stay at one size under Dynamic Type, and a
  /// navigation controller's title is shown only as a tab bar item's: left
  /// out of the catch-all and counted; a container that names one measures
  /// it. A label's text, a navigation item's title (a large title grows), a
  /// view controller's (its navigation item's, unless that has its own), a
  /// tab bar controller's (a navigation bar shows it when it is pushed), an
  /// entry whose comment names another object or no class, and a key given
  /// again without its comment are measured. A translation without the
  /// comments takes its siblings' classes. On macOS, a menu item's title
  /// (a menu grows to fit it) is one too; a text field's is measured.
  @Test func barItemTitlesAreLeftOutUnlessNamed() throws {
    let strings = #"""
      /* Class = "UITabBarItem"; title = "Feed"; ObjectID = "a1B-2c-3De"; */
      "a1B-2c-3De.title" = "Nachrichtenübersicht";

      /* Class = "UIBarButtonItem"; title = "Done"; ObjectID = "b2C-3d-4Ef"; */
      "b2C-3d-4Ef.title" = "Fertig";

      /* Class = "UISegmentedControl"; Abc-de-Fgh.segmentTitles[0] = "All"; ObjectID = "Abc-de-Fgh"; */
      "Abc-de-Fgh.segmentTitles[0]" = "Alle";

      /* Class = "UITabBarItem"; title = "Feed"; ObjectID = "zzz-99-zzz"; */
      "e5F-6g-7Hi.text" = "Ein Etikett, dessen Kommentar ein anderes Objekt nennt";


      /* Class = "UILabel"; text = "Password"; ObjectID = "c3D-4e-5Fg"; */
      "c3D-4e-5Fg.text" = "Passwort";

      /* Class = "UINavigationItem"; title = "Settings"; ObjectID = "d4E-5f-6Gh"; */
      "d4E-5f-6Gh.title" = "Einstellungen";

      /* Class = "UINavigationController"; title = "ChatsNavigationController"; ObjectID = "oDj-ht-EO8"; */
      "oDj-ht-EO8.title" = "ChatsNavigationController";

      /* Class = "UISplitViewController"; title = "Split"; ObjectID = "h8I-9j-0Kl"; */
      "h8I-9j-0Kl.title" = "Geteilte Ansicht";

      /* Class = "UIViewController"; title = "Profile"; ObjectID = "g7H-8i-9Jk"; */
      "g7H-8i-9Jk.title" = "Profileinstellungen";

      /* Class = "UITabBarController"; title = "Attributes"; ObjectID = "f5t-25-IXF"; */
      "f5t-25-IXF.title" = "Eigenschaften";

      /* Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi"; */
      "4sb-4s-VLi.title" = "Programm beenden";

      /* Class = "NSTextFieldCell"; title = "Name:"; ObjectID = "k9L-0m-1No"; */
      "k9L-0m-1No.title" = "Name:";

      /* No comment provided by engineer. */
      "title" = "Titel";

      """#
    try Self.expectLeftOut(
      strings, total: 13, leftOut: 6, as: \.barItems, words: "6 bar items", naming: "a1B-*")
    let file = try StringFile.parse(bytes: Array(strings.utf8), path: "de.lproj/Main.strings")
    #expect(file.interfaceClasses["c3D-4e-5Fg.text"] == "UILabel")
    #expect(file.interfaceClasses["title"] == nil)
    // A comment naming another object gives no class.
    #expect(file.interfaceClasses["e5F-6g-7Hi.text"] == nil)
    #expect(file.interfaceClasses.count == 11)
    // A key given again without its comment has no class (the app reads
    // that last entry).
    let again = try StringFile.parse(
      bytes: Array(
        #"""
        /* Class = "UIBarButtonItem"; title = "Edit"; ObjectID = "f6G-7h-8Ij"; */
        "f6G-7h-8Ij.title" = "Bearbeiten";
        "f6G-7h-8Ij.title" = "Ändern";
        """#.utf8), path: "de.lproj/Main.strings")
    #expect(again.interfaceClasses.isEmpty)
    // A translation whose tool dropped the comments takes its siblings'
    // classes (Base.lproj's), for the same storyboard's objects; another
    // file's do not carry over.
    var files = [
      file,
      try StringFile.parse(
        bytes: Array(#""a1B-2c-3De.title" = "Flux";"#.utf8), path: "fr.lproj/Main.strings"),
      try StringFile.parse(
        bytes: Array(#""a1B-2c-3De.title" = "Flux";"#.utf8), path: "fr.lproj/Other.strings"),
    ]
    files[0].path = "Base.lproj/Main.strings"
    CheckRunner.shareInterfaceClasses(&files)
    #expect(files[1].interfaceClasses["a1B-2c-3De.title"] == "UITabBarItem")
    #expect(files[2].interfaceClasses.isEmpty)
    // A storyboard's strings in a String Catalog keep the comment per key.
    let catalog = try StringFile.parse(
      bytes: Array(
        #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "a1B-2c-3De.title": {"comment": "Class = \"UITabBarItem\"; title = \"Feed\"; ObjectID = \"a1B-2c-3De\";",
            "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Feed"}}}},
          "c3D-4e-5Fg.text": {"comment": "Class = \"UILabel\"; text = \"Hi\"; ObjectID = \"zzz-99-zzz\";"}}}
        """#.utf8), path: "Main.xcstrings")
    #expect(catalog.interfaceClasses == ["a1B-2c-3De.title": "UITabBarItem"])
  }

  /// A key given twice in a `.strings` file (ShadowsocksX-NG's Chinese
  /// file): the app reads the last entry, so only that one is measured, in
  /// any container, and the earlier one is counted; a key given once, or in
  /// another file, is measured as before.
  @Test func anEarlierEntryOfAKeyGivenAgainIsLeftOut() throws {
    let strings = #"""
      "title" = "A title much too long to fit on one line of this container at all";
      "other" = "Other";
      "title" = "Short";

      """#
    for keys in [nil, "title"] {
      let report = try Self.catchAllCheck(strings, naming: keys)
      #expect(report.summary.strings == 3)
      #expect(report.summary.measured == 2)
      #expect(report.summary.duplicateKeys == 1)
      #expect(report.summary.overflows == 0)
      #expect(
        CheckRenderer.text(report).contains(
          "0 in no container, 1 earlier entry of a key given again (left out);"),
        "\(CheckRenderer.text(report))")
      // Where it is: in the report, and in the text with --verbose.
      let entry = try #require(report.shadowedEntries?.first)
      #expect(report.shadowedEntries?.count == 1)
      #expect(entry.key == "title" && entry.line == 1 && entry.file.hasSuffix(".strings"))
      #expect(
        CheckRenderer.text(report, verbose: true).contains(
          ":1: 'title' is given again later in the file; this entry is left out (the app reads "
            + "the last)"))
      #expect(!CheckRenderer.text(report).contains("is given again later"))
    }
    #expect(
      CheckRunner.shadowedEntries(
        try StringFile.parse(
          bytes: Array(#""a" = "1"; "b" = "2"; "a" = "3"; "a" = "4";"#.utf8), path: "x.strings"
        ).strings) == [0, 2])
  }

  /// An icon font's glyphs (Private Use Area characters only, spaces aside:
  /// Kickstarter's Material Icons strings) are left out of the catch-all
  /// and counted; a container that names them measures them. Text with a
  /// glyph in it is measured.
  @Test func iconGlyphsAreLeftOutUnlessNamed() throws {
    let strings = #"""
      "title" = "Settings";
      "chevron_right_icon" = "\UE5CC";
      "two_icons" = " \UE5CC \UF8FF";
      "label" = "\UE5CC Back";

      """#
    try Self.expectLeftOut(
      strings, total: 4, leftOut: 2, as: \.iconGlyphs, words: "2 icon font glyph strings",
      naming: "chevron_*")
    #expect(CheckRunner.isIconGlyphs("\u{F0000}"))
    #expect(!CheckRunner.isIconGlyphs(" "))
    #expect(!CheckRunner.isIconGlyphs(""))
    #expect(!CheckRunner.isIconGlyphs("\u{E5CC}x"))
    #expect(!CheckRunner.isIconGlyphs("\u{F900}"))  // a CJK compatibility ideograph
  }

  /// An alphabet (20 letters or more, each once, no space: what an index
  /// or a picker takes a letter at a time, Jellyfin's in each language) is
  /// left out of the catch-all and counted; a container that names it
  /// measures it. A long word repeats a letter, a phrase has spaces, and a
  /// script written without spaces may hold no letter twice in a phrase.
  @Test func alphabetsAreLeftOutUnlessNamed() throws {
    let strings = #"""
      "title" = "Settings";
      "letters" = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
      "word" = "Geschwindigkeitsbegrenzung";

      """#
    try Self.expectLeftOut(
      strings, total: 3, leftOut: 1, as: \.alphabets, words: "1 alphabet", naming: "letters")
    for alphabet in [
      "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "AÄBDEFGĞHİIJKLMNÑOÖPQRSŞTUŪÜVYZ",
      "АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШABCDEFGHIJKLMNOPQRSTUVWXYZ",
      "أبتثجحخدذرزسشصضطظعغفقكلمنهوي", "אבגדהוזחטיכלמנסעפצקרשת",
      "აბგდევზთიკლმნოპჟრსტუფქღყშჩცწჭხჯჰ", "#ABCDEFGHIJKLMNOPQRST",
      Self.letters(0x100..<0x180),  // 128 letters
      // Letters apart by characters of a script written without spaces
      // that are not letters (the katakana middle dot).
      Self.letters(0x41..<0x55).map { String($0) }.joined(separator: "\u{30FB}"),
    ] {
      #expect(CheckRunner.isAlphabet(alphabet), "\(alphabet)")
    }
    for text in [
      "ABCDEFGHIJKLMNOPQRS",  // 19 letters
      "ABCDEFGHIJKLMNOPQRSTA",  // a letter twice
      Self.letters(0x100..<0x181),  // 129 letters: longer than any alphabet
      "ABCDEFGHIJ KLMNOPQRST",  // a space
      "ABCDEFGHIJ\u{A0}KLMNOPQRST",  // a no-break space
      "Geschwindigkeitsbegrenzungsanlage",
      "あいうえおかきくけこさしすせそたちつてと",  // kana
      "设置显示语言与地区以及时间格式和单位选项",  // Han
      "กขคฆงจฉชซฌญฎฏฐฑฒณดตถ",  // 20 Thai letters, each once
      "가나다라마바사아자차카타파하거너더러머버",  // 20 Hangul syllables
      "ꀀꀁꀂꀃꀄꀅꀆꀇꀈꀉꀊꀋꀌꀍꀎꀏꀐꀑꀒꀓ",  // 20 Yi syllables
    ] {
      #expect(!CheckRunner.isAlphabet(text), "\(text)")
    }
  }

  /// The characters of `scalars`, in order.
  static func letters(_ scalars: Range<UInt32>) -> String {
    String(String.UnicodeScalarView(scalars.compactMap(UnicodeScalar.init)))
  }

  /// A string of Crowdin's in-context pseudo-language
  /// (`crwdns126944:0crwdne126944:0`, Open Food Facts' `values-lol`) is
  /// left out of the catch-all and counted; a container that names it
  /// measures it; text with one of the marks alone is text.
  @Test func crowdinInContextPlaceholdersAreLeftOutUnlessNamed() throws {
    let strings = #"""
      "title" = "Settings";
      "about" = "crwdns126944:0crwdne126944:0";
      "count" = "crwdns140546:11,234crwdne140546:1";
      "mention" = "Type crwdns here";

      """#
    try Self.expectLeftOut(
      strings, total: 4, leftOut: 2, as: \.inContextPlaceholders,
      words: "2 Crowdin in-context placeholders", naming: "about")
  }

  /// TypographyKit sets the kern only when `letter-spacing` is above 0: a
  /// negative or zero spacing measures as none; a positive one widens.
  @Test func onlyAPositiveLetterSpacingIsApplied() throws {
    func style(_ spacing: Double) -> String {
      "{\"font-name\": \"Roboto-Regular\", \"point-size\": 17, \"letter-spacing\": \(spacing)}"
    }
    let text = "Unbreakable"
    let report = try Self.run(
      styles: ["none": style(0), "negative": style(-2), "positive": style(1)],
      strings: [("none.a", text), ("negative.a", text), ("positive.a", text)])
    func overflowWidth(_ key: String) -> Double? {
      report.findings.first { $0.code == .overflow && $0.key == key }?.overflow?.width
    }
    let none = try #require(overflowWidth("none.a"))
    #expect(overflowWidth("negative.a") == none)
    // Each character is wider than the 1 pt container: the widest one
    // overflows by 1 pt more with 1 pt of spacing after it.
    let positive = try #require(overflowWidth("positive.a"))
    #expect(abs(positive - (none + 1)) < 0.001)
  }
}
