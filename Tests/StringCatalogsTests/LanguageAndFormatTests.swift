import Foundation
import StringCatalogs
import Testing

@Suite struct LanguageAndFormatTests {
  @Test(
    arguments: [
      ("App/de.lproj/Localizable.strings", "de"),
      ("App/zh-Hans.lproj/Localizable.strings", "zh-Hans"),
      ("App/pt_BR.lproj/Localizable.strings", "pt-BR"),
      // Tags in any case (Tunnelblick's `KA.lproj`), in BCP 47's.
      ("App/KA.lproj/Localizable.strings", "ka"),
      ("App/ZH_TW.lproj/Localizable.strings", "zh-TW"),
      ("App/zh_hant_tw.lproj/Localizable.strings", "zh-Hant-TW"),
      ("App/English.lproj/Localizable.strings", "en"),
      ("App/ku-CKB.lproj/Localizable.strings", "ckb"),
      ("App/ku.lproj/Localizable.strings", "ku"),
      ("App/sr@latin.lproj/Localizable.strings", "sr-Latn"),
      ("App/sr@cyrillic.lproj/Localizable.strings", "sr-Cyrl"),
      ("App/sr@ijekavian.lproj/Localizable.strings", nil),
      ("App/Base.lproj/Main.strings", nil),
      ("App/Localizable.strings", nil),
      ("res/values/strings.xml", nil),
      ("res/values-de/strings.xml", "de"),
      ("res/values-pt-rBR/strings.xml", "pt-BR"),
      ("res/values-b+sr+Latn/strings.xml", "sr-Latn"),
      ("res/values-b+es+419/strings.xml", "es-419"),
      // aapt2 reads qualifiers in any case (Kore's `values-tr-rtr`).
      ("res/values-tr-rtr/strings.xml", "tr-TR"),
      ("res/values-en-rus/strings.xml", "en-US"),
      ("res/values-DE/strings.xml", "de"),
      ("res/values-b+sr+latn/strings.xml", "sr-Latn"),
      // BCP 47's variants and private use (Wikipedia's Taraškievica Belarusian).
      ("res/values-b+be+x+old/strings.xml", "be-x-old"),
      ("res/values-b+ca+ES+valencia/strings.xml", "ca-ES-valencia"),
      ("res/values-b+de+1901/strings.xml", "de-1901"),
      ("res/values-b+en+x/strings.xml", nil),
      ("res/values-b+en+foo/strings.xml", nil),
      ("res/values-b+en+x+toolongprivate/strings.xml", nil),
      ("res/values-night/strings.xml", nil),
      ("res/values-fr-rCA-v21/strings.xml", "fr-CA"),
      ("res/values-mcc310-ja/strings.xml", "ja"),
      ("res/values-car/strings.xml", nil),
      // Kotlin Multiplatform's moko-resources (Mihon's i18n module), and its older `MR`.
      ("i18n/src/commonMain/moko-resources/base/strings.xml", nil),
      ("i18n/src/commonMain/moko-resources/de/strings.xml", "de"),
      ("i18n/src/commonMain/moko-resources/pt-rBR/plurals.xml", "pt-BR"),
      ("i18n/src/commonMain/moko-resources/b+sr+Latn/strings.xml", "sr-Latn"),
      ("shared/src/commonMain/resources/MR/zh-rTW/strings.xml", "zh-TW"),
      ("shared/src/commonMain/moko-resources/images/strings.xml", nil),
      ("moko-resources/de/strings.xml", "de"),
      ("corpus/ja.txt", "ja"),
      ("corpus/faq.txt", nil),
      ("corpus/ui-labels.txt", nil),
    ] as [(String, String?)])
  func languageFromPath(path: String, language: String?) {
    let format = StringFileFormat.detect(path: path)
    #expect(StringFile.language(forPath: path, format: format) == language)
  }

  /// The values folders whose strings a phone shows: the default and each
  /// locale's, also for a newer API level; not other configurations'.
  @Test func androidStringFolders() {
    let read = [
      "values", "values-de", "values-pt-rBR", "values-b+sr+Latn", "values-v29",
      "values-de-rDE-v29", "values-b+es+419-v31", "values-fil", "values-tr-rtr", "values-zh-rtw",
    ]
    let notRead = [
      "values-night", "values-land", "values-sw600dp", "values-ar-sw600dp", "values-de-night",
      "values-mcc310-ja", "values-night-v29", "values-car", "values-v", "values-v2x", "value",
      "values-de-rDE-land", "values-", "drawable-v29",
    ]
    for name in read { #expect(StringFile.isAndroidStringFolder(name), "\(name)") }
    for name in notRead { #expect(!StringFile.isAndroidStringFolder(name), "\(name)") }
  }

  /// A moko-resources string file: `strings.xml` or `plurals.xml` in
  /// `base` or a language's folder of `moko-resources` (or `MR`).
  @Test func mokoStringFiles() {
    for path in [
      "i18n/src/commonMain/moko-resources/base/strings.xml", "moko-resources/de/plurals.xml",
      "a/MR/pt-rBR/strings.xml", "a/moko-resources/b+sr+Latn/strings.xml",
    ] {
      #expect(StringFile.isMokoStringFile(path), "\(path)")
    }
    for path in [
      "a/moko-resources/base/colors.xml", "a/moko-resources/images/strings.xml",
      "a/moko-resources/strings.xml", "a/res/values-de/strings.xml",
      "a/moko-resources/de/x/strings.xml",
      "a/moko-resources/night/strings.xml", "strings.xml",
    ] {
      #expect(!StringFile.isMokoStringFile(path), "\(path)")
    }
  }

  @Test(arguments: [
    ("a.strings", StringFileFormat.strings), ("a.STRINGSDICT", .stringsdict),
    ("a.xcstrings", .xcstrings), ("values/strings.xml", .androidXML), ("a.txt", .plainText),
    ("README", .plainText), ("a.csv", .plainText),
  ])
  func formatFromExtension(path: String, format: StringFileFormat) {
    #expect(StringFileFormat.detect(path: path) == format)
  }

  @Test func formatFromContent() {
    let xml = Array("\u{FEFF}\n<?xml version=\"1.0\"?>\n<resources></resources>".utf8)
    #expect(StringFileFormat.detect(path: "strings", bytes: xml) == .androidXML)
    #expect(StringFileFormat.detect(path: "notes.txt", bytes: xml) == .plainText)
  }

  @Test(arguments: [
    ("Hello, %@!", "Hello, Alexandria!"),
    ("%1$@ sent you %2$lld photos", "Alexandria sent you 1,234 photos"),
    ("%d %i %u %ld %lld %lu %zd %hhd %qd", "1,234 1,234 1,234 1,234 1,234 1,234 1,234 1,234 1,234"),
    ("%f %.2f %5.1f %g %e %-8.3E %a", "12.34 12.34  12.3 12.34 1.234000e+01 1.234E+01 12.34"),
    ("%c %x %X %o %p %s %S", "W 7f3a 7F3A 755 0x7ffee4b8 Alexandria Alexandria"),
    ("100%% sure", "100% sure"),
    ("%#@files@ left", "Alexandria left"),
    ("%1$#@files@", "Alexandria"),
    ("Android %1$s and %2$d and %3$.1f", "Android Alexandria and 1,234 and 12.3"),
    ("%*d|%.*f|%1$*2$d", "1,234|12.34|1,234"),
    ("%'d %+d %05d %#x", "1,234 +1,234 01234 7f3a"),
    // A zero-padded width is a field of so many digits (a time, a date).
    ("%d:%02d:%02d %03d %1$02d %-02d %2d %0d", "1,234:12:12 123 12 1,234 1,234 1,234"),
    ("50% off", "50% off"),
    ("%k %n %", "%k %n %"),
    // Not variables: "%#@" is an object with the '#' flag, as printf reads it.
    ("%#@@ and %#@unterminated", "Alexandria@ and Alexandriaunterminated"),
    ("no specifiers", "no specifiers"),
  ])
  func defaultSamples(input: String, output: String) {
    #expect(FormatSpecifierSubstitution().apply(to: input) == output)
  }

  /// A space flag before an object glued to a word or at the start (`% @`, a
  /// translation's stray space) is filled as Foundation's `String(format:)`
  /// fills it; before anything else it is left as written (`50% off`).
  @Test(arguments: ["kontole% @.", "%1$ @ x", "a% @ b% @"])
  func spaceFlagBeforeAnObject(input: String) {
    let sample = "Alexandria"
    let foundation = String(format: input, sample as NSString, sample as NSString)
    #expect(FormatSpecifierSubstitution().apply(to: input) == foundation)
    #expect(
      FormatSpecifierSubstitution().specifierRanges(in: Array(input.unicodeScalars)).count
        == input.filter { $0 == "@" }.count)
  }

  /// Not glued to a word, `% @` is a percent sign before an at sign, as
  /// written: a percentage in any digits or spacing, a list of symbols.
  @Test(arguments: [
    "Save 20% @ checkout", "20\u{202F}% @ caisse", "٢٠% @", "(e.g. ! # $ % @)",
  ])
  func aPercentSignBeforeAnAtSignIsText(_ text: String) {
    #expect(FormatSpecifierSubstitution().apply(to: text) == text)
  }

  /// A precision on `%f` writes the sample with that many decimals. Expected
  /// values are what C's printf (Python's `%` operator) prints for 12.34:
  /// `'%.1f' % 12.34` is `12.3`, `'%.0f'` is `12`, `'%.3f'` is `12.340`.
  @Test(arguments: [
    ("%.1f", "12.3"), ("%.2f", "12.34"), ("%5.1f", " 12.3"), ("%1$.1f", "12.3"),
    ("%.0f", "12"), ("%.f", "12"), ("%.3F", "12.340"), ("%2$.1lf km", "12.3 km"),
    ("%.1f%%", "12.3%"), ("%d of %.1f", "1,234 of 12.3"), ("%@ %1$@", "Alexandria Alexandria"),
  ])
  func floatPrecision(input: String, output: String) {
    #expect(FormatSpecifierSubstitution().apply(to: input) == output)
  }

  /// printf's rounding of the binary value: 3.45 is stored as 3.4500000000000002,
  /// so `'%.1f' % 3.45` is `3.5`; a sample that is not a plain number stays.
  @Test func floatPrecisionOfConfiguredSample() {
    #expect(FormatSpecifierSubstitution(floatingPoint: "3.45").apply(to: "%.1f") == "3.5")
    #expect(FormatSpecifierSubstitution(floatingPoint: "12,34").apply(to: "%.1f") == "12,34")
  }

  @Test func configuredSamples() {
    let substitution = FormatSpecifierSubstitution(
      object: "Wolfeschlegelsteinhausenbergerdorff", integer: "8", floatingPoint: "3.5",
      variable: "n")
    #expect(
      substitution.apply(to: "%@ · %d · %.1f · %#@v@")
        == "Wolfeschlegelsteinhausenbergerdorff · 8 · 3.5 · n")
  }

  /// Each specifier's range and argument: its `N$`, else its place among
  /// those without one; `%%` is no specifier, and text that is no
  /// specifier (`%z`) is passed over.
  @Test func specifierArguments() {
    let text = "%@ %2$d %% %#@files@ %1$#@v@ %z %.2f"
    let found = FormatSpecifierSubstitution().arguments(in: Array(text.unicodeScalars))
    #expect(found.map(\.argument) == [1, 2, 2, 1, 3])
    #expect(found.map(\.range) == [0..<2, 3..<7, 11..<20, 21..<28, 32..<36])
  }

  /// A template placeholder (Mustache's `{{name}}` by default, others as a
  /// spec's `placeholders` says) becomes the object sample, a count's the
  /// integer sample; it is a specifier's range (pseudo-localisation keeps
  /// it) but takes no argument's place in printf's numbering; text that only
  /// looks like one stays.
  @Test func templatePlaceholders() throws {
    let samples = FormatSpecifierSubstitution()
    #expect(
      samples.apply(to: "Share {{itemName}} with {{ app.name }} ({{itemCount}} files)")
        == "Share Alexandria with Alexandria (1,234 files)")
    // A count's name ends in the word `count`; `account` and `discount` are no count.
    #expect(
      samples.apply(to: "{{count}} {{item_count}} {{account}} {{discount}}")
        == "1,234 1,234 Alexandria Alexandria")
    // An App Intent's parameters (NetNewsWire's Shortcuts summary).
    #expect(
      samples.apply(to: "Add ${url} to ${accountName} (${itemCount})")
        == "Add Alexandria to Alexandria (1,234)")
    for text in [
      "{{}}", "{{two words}}", "{{name}", "{ {name}}", "{name}", "{{\u{1F600}}}", "${}", "$ {a}",
      "$5 {a}",
    ] {
      #expect(samples.apply(to: text) == text)
    }
    let long = "{{" + String(repeating: "a", count: 65) + "}}"
    #expect(samples.apply(to: long) == long)
    let text = "{{user}} sent %d files"
    #expect(samples.arguments(in: Array(text.unicodeScalars)).map(\.argument) == [1])
    #expect(samples.specifierRanges(in: Array(text.unicodeScalars)) == [0..<8, 14..<16])
    #expect(samples.mayHoldSpecifier("{{user}}") && !samples.mayHoldSpecifier("user"))
    // A spec's own: Square Phrase's `{name}` and Python's `%(name)s`.
    var own = samples
    own.placeholders = try ["{…}", "%(...)s"].map {
      try #require(FormatSpecifierSubstitution.Placeholder(pattern: $0))
    }
    #expect(own.apply(to: "Hi {user_name}, %(count)s new, %d") == "Hi Alexandria, 1,234 new, 1,234")
    #expect(own.apply(to: "{{user}}") == "{Alexandria}")
    for bad in ["{{}}", "…", "{{…", "{{ …}}", "a…b", "{{{{{…}}", "{…}…", "__…__", "<…_>"] {
      #expect(FormatSpecifierSubstitution.Placeholder(pattern: bad) == nil, "\(bad)")
    }
    #expect(FormatSpecifierSubstitution.Placeholder(pattern: "${...}")?.pattern == "${…}")
  }

  /// Mustache's sections as an app fills them in: of sections one after
  /// another (alternatives) the longest is measured, a section alone shown,
  /// a comment left out; `{{{name}}}` and `{{& name}}` are placeholders.
  /// Sections that do not close in order are measured as written. The tags
  /// are specifiers' ranges (pseudo-localisation keeps them); with no
  /// Mustache placeholder, they are text.
  @Test func mustacheSections() throws {
    let samples = FormatSpecifierSubstitution()
    // iina's KeyBinding.strings.
    #expect(
      samples.apply(
        to: "Seek {{#fwd}}forward{{/fwd}}{{#bwd}}backward{{/bwd}}{{#abs}}to{{/abs}} "
          + "{{value}}{{#sec}}s{{/sec}}{{#per}}%{{/per}} {{#exact}}(exact){{/exact}}"
          + "{{#kf}}(keyframe){{/kf}}") == "Seek backward Alexandrias (keyframe)")
    #expect(
      samples.apply(to: "Cycle {{property}}{{#dir_down}} Downwards{{/dir_down}}")
        == "Cycle Alexandria Downwards")
    #expect(
      samples.apply(to: "Cycle {{property}} in ({{{values}}}) {{& raw }}")
        == "Cycle Alexandria in (Alexandria) Alexandria")
    #expect(samples.apply(to: "{{! a note for translators }}Hello") == "Hello")
    // Nested, and an inverted section as the other of two.
    #expect(samples.apply(to: "{{#a}}A{{#b}}BB{{/b}}{{/a}}{{^a}}C{{/a}}.") == "ABB.")
    // Alternatives compared with their placeholders filled in (Alexandria, 10).
    #expect(
      samples.apply(to: "To {{#a}}{{recipientDisplayName}}{{/a}}{{^a}}nobody at all{{/a}}")
        == "To nobody at all")
    #expect(
      samples.apply(to: "To {{#a}}{{recipientDisplayName}}{{/a}}{{^a}}nobody{{/a}}")
        == "To Alexandria")
    // A section and an inverted one of its name never both show, apart too.
    #expect(samples.apply(to: "{{#a}}x{{/a}} or {{^a}}long{{/a}}") == " or long")
    // Runs are not joined through a name: `a` and `^b` may both show.
    #expect(samples.apply(to: "{{^a}}long{{/a}}, {{#a}}x{{/a}}{{#b}}y{{/b}}") == "long, x")
    #expect(
      samples.apply(to: "{{#a}}AAAA{{/a}}{{#b}}B{{/b}} / {{^b}}CCCC{{/b}}") == "AAAA / CCCC")
    for text in ["{{#a}}x", "{{#a}}x{{/b}}", "x{{/a}}", "{{#a}}{{#b}}x{{/a}}{{/b}}"] {
      #expect(samples.apply(to: text) == text, "\(text)")
    }
    #expect(samples.apply(to: "{{#a}}x {{n}}") == "{{#a}}x Alexandria")
    let text = "{{#a}}x{{/a}}{{! c }}"
    #expect(samples.specifierRanges(in: Array(text.unicodeScalars)) == [0..<6, 7..<13, 13..<21])
    var none = samples
    none.placeholders = []
    #expect(none.apply(to: "{{#a}}x{{/a}}") == "{{#a}}x{{/a}}")
    #expect(none.specifierRanges(in: Array(text.unicodeScalars)).isEmpty)
    let pseudo = PseudoLocalization().apply(to: "{{#fwd}}forward{{/fwd}}", specifiers: samples)
    #expect(pseudo.hasPrefix("{{#fwd}}") && pseudo.contains("{{/fwd}}"), "\(pseudo)")
    #expect(samples.apply(to: pseudo).unicodeScalars.count < pseudo.unicodeScalars.count - 14)
  }
}
