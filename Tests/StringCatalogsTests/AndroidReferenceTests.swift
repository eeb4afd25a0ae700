import Foundation
import Testing

@testable import StringCatalogs

/// `@string/` references resolved across a resource set's files, as a device
/// resolves them: in the string's language, then its shorter tags, then the
/// default resources; a reference in the default resources shows each
/// language's own text.
@Suite struct AndroidReferenceTests {
  /// The strings of a small resource set, in the order a spec would list them.
  static func files() throws -> [StringFile] {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let contents: [(String, String)] = [
      (
        "values/strings.xml",
        """
        <resources>
          <string name="never">Never</string>
          <string name="daily">Daily</string>
          <string name="alias">@string/never</string>
          <string name="hourly">Hourly</string>
          <string name="loop_a">@string/loop_b</string>
        </resources>
        """
      ),
      (
        "values/arrays.xml",
        """
        <resources>
          <string-array name="frequency" translatable="false">
            <item>@string/never</item>
            <item>@string/daily</item>
            <item>@string/missing</item>
            <item>@android:string/ok</item>
            <item>Weekly</item>
            <item>@string/alias</item>
          </string-array>
          <string name="title">@string/hourly</string>
          <string name="loop_b">@string/loop_a</string>
        </resources>
        """
      ),
      (
        "values-de/strings.xml",
        #"<resources><string name="never">Nie</string><string name="daily">Täglich</string></resources>"#
      ),
      (
        "values-de-rAT/strings.xml",
        #"<resources><string name="daily">Tagtäglich</string></resources>"#
      ),
      ("values-fr/strings.xml", #"<resources><string name="never">Jamais</string></resources>"#),
      (
        "values-es/strings.xml",
        #"<resources><string name="never">Nunca</string><string name="hourly">@string/never</string></resources>"#
      ),
      (
        "values-es/arrays.xml",
        #"<resources><string-array name="frequency"><item>Nunca jamás</item></string-array></resources>"#
      ),
      // A string of the array's name is another resource: German still
      // shows the array's items in German.
      (
        "values-de/titles.xml",
        #"<resources><string name="frequency">Häufigkeit</string></resources>"#
      ),
      // A second definition of a name in one language: the first file wins.
      ("values-fr/more.xml", #"<resources><string name="never">Pas du tout</string></resources>"#),
    ]
    return try contents.map { name, text in
      try StringFile.load(path: write(Array(text.utf8), to: name, in: directory))
    }
  }

  @Test func theParserKeepsTheNameAndResolvesWithinTheFile() throws {
    let strings = try Self.files()[1].strings
    #expect(
      strings.map(\.reference?.name) == [
        "never", "daily", "missing", "android:ok", nil, "alias", "hourly", "loop_a",
      ])
    // Every name they refer to is in another file, or the platform's.
    #expect(
      strings.map(\.isUnresolvedReference) == [
        true, true, true, true, false, true, true, true,
      ])
    #expect(strings[0].value == "@string/never")
    #expect(strings[3].value == "@android:string/ok")
    let defaults = try Self.files()[0].strings
    #expect(defaults[2].reference == .init(name: "never", isResolved: true))
    #expect(defaults[2].value == "Never")
  }

  /// `@null`, which aapt2 compiles as no value, is a reference never
  /// resolved (no text a view shows), not the text `@null`; `@ null` and an
  /// escaped `\@null` are text.
  @Test func nullIsNoText() throws {
    let file = try StringFile.parse(
      bytes: Array(
        #"<resources><string name="a">@null</string><string name="b"> @null </string><string name="c">\@null</string></resources>"#
          .utf8), path: "res/values/strings.xml")
    #expect(file.strings.map(\.isUnresolvedReference) == [true, true, false])
    #expect(file.strings[2].value == "@null")
  }

  @Test func resolvesAcrossFilesInTheStringsLanguage() throws {
    let files = try Self.files()
    let references = AndroidStringReferences(files: files)
    let resolved = files[1].strings.map { references.resolved($0, fileLanguage: nil) }
    #expect(
      resolved.map(\.value) == [
        "Never", "Daily", "@string/missing", "@android:string/ok", "Weekly", "Never", "Hourly",
        "@string/loop_a",
      ])
    #expect(
      resolved.map(\.isUnresolvedReference) == [
        false, false, true, true, false, false, false, true,
      ])
    // Keys and variants stay the string's own; its file and line are those
    // of the string that gives the text, where it is fixed (at the end of a
    // chain of references: `alias` shows `never`'s).
    #expect(resolved[1].key == "frequency" && resolved[1].variant == "1")
    #expect(resolved[1].file == files[0].path && resolved[1].line == files[0].strings[1].line)
    #expect(resolved[5].file == files[0].path && resolved[5].line == files[0].strings[0].line)
    #expect(resolved[4].file == files[1].path && resolved[4].line == files[1].strings[4].line)
    // The array is marked not to translate; what it shows is translated.
    #expect(files[1].strings[1].isTranslatable == false)
    #expect(resolved[1].isTranslatable == true)
  }

  @Test func aDefaultReferenceShowsEachLanguagesText() throws {
    let files = try Self.files()
    let references = AndroidStringReferences(files: files)
    func translations(_ index: Int) -> [String] {
      references.translations(of: files[1].strings[index]).map {
        "\($0.language ?? "-")=\($0.value)"
      }
    }
    // Spanish defines the array itself; French falls back to the default
    // for daily; Austrian German to German for never.
    #expect(translations(0) == ["de=Nie", "de-AT=Nie", "fr=Jamais"])
    #expect(translations(1) == ["de=Täglich", "de-AT=Tagtäglich"])
    // Followed in each language: alias → never.
    #expect(translations(5) == ["de=Nie", "de-AT=Nie", "fr=Jamais"])
    #expect(translations(6) == ["es=Nunca"])
    #expect(translations(2).isEmpty)
    #expect(translations(3).isEmpty)
    #expect(translations(4).isEmpty)
    #expect(translations(7).isEmpty)
    let copy = try #require(
      references.translations(of: files[1].strings[0]).first)
    #expect(copy.key == "frequency" && copy.variant == "0")
    #expect(copy.file == files[2].path && copy.line == files[2].strings[0].line)
    #expect(copy.reference == .init(name: "never", isResolved: true))
    // A string of a language's own resources has no other languages.
    #expect(references.translations(of: files[5].strings[1]).isEmpty)
  }

  @Test func otherFormatsAndEmptySetsResolveNothing() throws {
    let files = try Self.files()
    let none = AndroidStringReferences(files: [])
    #expect(none.resolved(files[1].strings[0], fileLanguage: nil) == files[1].strings[0])
    #expect(none.translations(of: files[1].strings[0]).isEmpty)
  }

  /// A device looks in shorter tags of the same script only: Serbian in
  /// Latin does not fall back to Cyrillic `values-sr`, nor Taiwanese
  /// Chinese to Simplified `values-zh`; Austrian German does to German.
  @Test func fallbackKeepsTheScript() {
    #expect(AndroidStringReferences.chain(of: "sr-Latn") == ["sr-Latn", nil])
    #expect(AndroidStringReferences.chain(of: "sr-ME") == ["sr-ME", nil])
    #expect(AndroidStringReferences.chain(of: "sr-RS") == ["sr-RS", "sr", nil])
    #expect(AndroidStringReferences.chain(of: "zh-TW") == ["zh-TW", nil])
    #expect(AndroidStringReferences.chain(of: "zh-CN") == ["zh-CN", "zh", nil])
    #expect(AndroidStringReferences.chain(of: "pa-PK") == ["pa-PK", nil])
    #expect(AndroidStringReferences.chain(of: "de-AT") == ["de-AT", "de", nil])
    #expect(AndroidStringReferences.chain(of: "sr-Latn-RS") == ["sr-Latn-RS", "sr-Latn", nil])
    #expect(AndroidStringReferences.chain(of: nil) == [nil])
    // A variant is no script; a language of one script matches its own
    // tag with a script.
    #expect(AndroidStringReferences.chain(of: "de-CH-1901") == ["de-CH-1901", "de-CH", "de", nil])
    #expect(AndroidStringReferences.chain(of: "de-Latn") == ["de-Latn", "de", nil])
  }

  /// A value is a reference when it is one but for ASCII whitespace around
  /// it, as aapt2 trims it; a no-break space makes it text.
  @Test func referencesAreTrimmedAsAapt2TrimsThem() throws {
    let files = try Self.load([
      (
        "values/strings.xml",
        "<resources><string name=\"a\">\n  @string/b  \n</string>"
          + "<string name=\"c\">&#160;@string/b</string><string name=\"d\">@string/b&#160;</string>"
          + "<string name=\"b\">B</string></resources>"
      )
    ])
    let strings = files[0].strings
    #expect(strings.map(\.value) == ["B", "\u{A0}@string/b", "@string/b\u{A0}", "B"])
    #expect(strings.map(\.reference?.name) == ["b", nil, nil, nil])
  }

  /// A chain longer than the depth limit, remembered as too long, stays
  /// unresolved for every string that names it, in every language.
  @Test func aTooLongChainIsRememberedAsSuch() throws {
    var even = ""
    var odd = ""
    for i in 0..<70 {
      let link = "<string name=\"x\(i)\">@string/x\(i + 1)</string>"
      if i % 2 == 0 { even += link } else { odd += link }
    }
    var names = ""
    for k in 0..<2_000 { names += "<string name=\"s\(k)\">@string/x0</string>" }
    let files = try Self.load([
      ("values/even.xml", "<resources>\(even)<string name=\"x70\">End</string></resources>"),
      ("values/odd.xml", "<resources>\(odd)</resources>"),
      ("values/names.xml", "<resources>\(names)</resources>"),
      ("values-de/strings.xml", #"<resources><string name="x70">Ende</string></resources>"#),
    ])
    let references = AndroidStringReferences(files: files)
    // Each name is followed about once per language and start: the 2,000
    // strings that name the chain do not walk its links each.
    #expect(references.steps < 2_000)
    // s0 → x0 → … → x70 is 71 links: unresolved, and no translation.
    #expect(references.resolved(files[2].strings[0], fileLanguage: nil).isUnresolvedReference)
    #expect(references.translations(of: files[2].strings[0]).isEmpty)
    #expect(references.referencesLeftOut == 0)
  }

  static func load(_ contents: [(String, String)]) throws -> [StringFile] {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try contents.map { name, text in
      try StringFile.load(path: write(Array(text.utf8), to: name, in: directory))
    }
  }

  /// A language falls back to the nearest file that defines the resource: a
  /// German array's reference shows Swiss German text in Swiss German, and
  /// the default array's does not (German defines its own). Serbian in
  /// Latin shows the default text, not Cyrillic Serbian's.
  @Test func translationsComeFromTheNearestDefinition() throws {
    let files = try Self.load([
      (
        "values/strings.xml",
        #"<resources><string name="never">Never</string><string name="b">B</string></resources>"#
      ),
      (
        "values/arrays.xml",
        #"<resources><string-array name="opts"><item>@string/never</item></string-array></resources>"#
      ),
      (
        "values-de/arrays.xml",
        #"<resources><string-array name="opts"><item>@string/b</item></string-array></resources>"#
      ),
      (
        "values-de/strings.xml",
        #"<resources><string name="never">Nie</string><string name="b">B-de</string></resources>"#
      ),
      ("values-de-rCH/strings.xml", #"<resources><string name="b">B-CH</string></resources>"#),
      ("values-sr/strings.xml", #"<resources><string name="never">Никада</string></resources>"#),
      (
        "values-b+sr+Latn/strings.xml",
        #"<resources><string name="other">Drugo</string><string name="title">@string/never</string></resources>"#
      ),
    ])
    let references = AndroidStringReferences(files: files)
    func translations(_ file: Int) -> [String] {
      references.translations(of: files[file].strings[0]).map {
        "\($0.language ?? "-")=\($0.value)"
      }
    }
    #expect(translations(1) == ["sr=Никада"])
    #expect(translations(2) == ["de-CH=B-CH"])
    let latin = files[6].strings[1]
    #expect(latin.isUnresolvedReference && latin.language == "sr-Latn")
    #expect(references.resolved(latin, fileLanguage: "sr-Latn").value == "Never")
  }

  /// Every reference form aapt2 takes for a string: a package's name
  /// resolves by name (the app's and its libraries' resources merge), the
  /// platform's is `android:NAME`; other resource types are text.
  @Test func referenceForms() {
    let cases: [(String, String?)] = [
      ("@string/never", "never"), ("@com.example.app:string/never", "never"),
      ("@android:string/ok", "android:ok"), ("@*android:string/ok", "android:ok"),
      ("@string/android:ok", "android:ok"), ("@color/red", nil), ("@string/", nil),
      ("@string/a b", nil), ("string/never", nil), ("@string/never/x", nil), ("@:string/x", nil),
    ]
    for (value, name) in cases {
      #expect(AndroidStringsParser.referencedName(value) == name, "\(value)")
    }
  }

  /// Translations are bounded: no more than the strings read (each name
  /// looked up once per language), the rest counted.
  @Test func translationsAreBounded() throws {
    let items = String(repeating: "<item>@string/never</item>", count: 300)
    var contents = [
      ("values/strings.xml", #"<resources><string name="never">Never</string></resources>"#),
      (
        "values/arrays.xml",
        "<resources><string-array name=\"opts\">\(items)</string-array></resources>"
      ),
    ]
    for language in ["de", "fr", "it", "es", "nl"] {
      contents.append(
        (
          "values-\(language)/strings.xml",
          "<resources><string name=\"never\">\(language)</string></resources>"
        ))
    }
    let files = try Self.load(contents)
    let references = AndroidStringReferences(files: files)
    let made = files[1].strings.reduce(0) {
      $0 + references.translations(of: $1).count
    }
    // 306 strings read; 300 references × 5 languages = 1,500 translations:
    // 61 references in full, one in part, 238 not.
    #expect(made == 306)
    #expect(references.referencesLeftOut == 300 - 61)
  }

  /// A chain longer than the depth limit, or one that loops across files,
  /// stays unresolved.
  @Test func longChainsAndLoopsStayUnresolved() throws {
    // The links alternate between two files, so neither resolves any alone.
    var even = "", odd = ""
    for i in 0..<70 {
      let link = "<string name=\"c\(i)\">@string/c\(i + 1)</string>"
      if i % 2 == 0 { even += link } else { odd += link }
    }
    let files = try Self.load([
      ("values/even.xml", "<resources>\(even)<string name=\"c70\">End</string></resources>"),
      ("values/odd.xml", "<resources>\(odd)</resources>"),
      (
        "values/a.xml",
        #"<resources><string name="x">@string/y</string><string name="s">@string/c5</string></resources>"#
      ),
      ("values/b.xml", #"<resources><string name="y">@string/x</string></resources>"#),
    ])
    let references = AndroidStringReferences(files: files, limits: CatalogLimits(maximumDepth: 64))
    let a = files[2].strings
    #expect(references.resolved(a[0], fileLanguage: nil).isUnresolvedReference)
    // c5 → … → c70 is 65 links, one more than the limit.
    #expect(a[1].isUnresolvedReference)
    #expect(references.resolved(a[1], fileLanguage: nil).isUnresolvedReference)
    let short = AndroidStringReferences(files: files, limits: CatalogLimits(maximumDepth: 70))
    #expect(short.resolved(a[1], fileLanguage: nil).value == "End")
  }
}
