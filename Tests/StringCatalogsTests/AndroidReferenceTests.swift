import Foundation
import StringCatalogs
import Testing

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
    // Keys, lines and flags stay the string's own.
    #expect(resolved[1].key == "frequency" && resolved[1].variant == "1")
    #expect(resolved[1].line == files[1].strings[1].line)
    #expect(resolved[1].isTranslatable == false)
    // Resolved in Spanish, Spain's hourly is itself a reference, followed in
    // Spanish.
    let title = files[1].strings[6]
    var spanish = title
    spanish.language = "es"
    #expect(references.resolved(spanish, fileLanguage: nil).value == "Nunca")
  }

  @Test func aDefaultReferenceShowsEachLanguagesText() throws {
    let files = try Self.files()
    let references = AndroidStringReferences(files: files)
    func translations(_ index: Int) -> [String] {
      references.translations(of: files[1].strings[index], fileLanguage: nil).map {
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
      references.translations(of: files[1].strings[0], fileLanguage: nil).first)
    #expect(copy.key == "frequency" && copy.variant == "0" && copy.file == files[1].path)
    #expect(copy.reference == .init(name: "never", isResolved: true))
    // A string of a language's own resources has no other languages.
    #expect(references.translations(of: files[5].strings[1], fileLanguage: "es").isEmpty)
  }

  @Test func otherFormatsAndEmptySetsResolveNothing() throws {
    let files = try Self.files()
    let none = AndroidStringReferences(files: [])
    #expect(none.resolved(files[1].strings[0], fileLanguage: nil) == files[1].strings[0])
    #expect(none.translations(of: files[1].strings[0], fileLanguage: nil).isEmpty)
  }
}
