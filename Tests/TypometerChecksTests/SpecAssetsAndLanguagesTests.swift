import Foundation
import StringCatalogs
import TestSupport
import Testing
import TypographyConfig

@testable import TypometerChecks

@Suite struct SpecAssetsAndLanguagesTests {
  static let containers = #""containers": [{"keys": ["*"], "style": "body", "width": 100}]"#

  static func parse(_ body: String, path: String = "/specs/typometer.json") throws(SpecError)
    -> CheckSpec
  {
    try CheckSpec.parse(bytes: Array("{\n\(body),\n\(containers)\n}".utf8), path: path)
  }

  static func reason(_ body: String) -> (SpecError.Reason, Int?)? {
    do {
      _ = try parse(body)
      return nil
    } catch {
      return (error.reason, error.line)
    }
  }

  @Test func assetCatalogsArePathsRelativeToTheSpec() throws {
    let spec = try Self.parse(
      #""config": "c.json", "strings": "s.txt", "assetCatalogs": ["App/Assets.xcassets", "/abs/B.xcassets"]"#
    )
    #expect(spec.assetCatalogs == ["App/Assets.xcassets", "/abs/B.xcassets"])
    #expect(
      spec.assetCatalogs.map(spec.resolve) == ["/specs/App/Assets.xcassets", "/abs/B.xcassets"])
    let single = try Self.parse(
      #""config": "c.json", "strings": "s.txt", "assetCatalogs": "A.xcassets""#)
    #expect(single.assetCatalogs == ["A.xcassets"])
    let none = try Self.parse(#""config": "c.json", "strings": "s.txt""#)
    #expect(none.assetCatalogs.isEmpty)
  }

  @Test func assetCatalogsOfTheWrongTypeAreErrorsWithTheLine() {
    let found = Self.reason(#""config": "c.json", "strings": "s.txt",\#n"assetCatalogs": [1]"#)
    #expect(found?.0 == .wrongType(key: "assetCatalogs", expected: .string, found: .number(1)))
    #expect(found?.1 == 3)
  }

  @Test func stringsEntriesArePathsOrObjectsWithALanguage() throws {
    let spec = try Self.parse(
      #""config": "c.json", "strings": ["en.lproj/A.strings", {"path": "labels.txt", "language": "zh-Hans"}, {"path": "de.lproj/B.strings"}, {"language": "es-419", "path": "x.txt"}]"#
    )
    #expect(spec.strings == ["en.lproj/A.strings", "labels.txt", "de.lproj/B.strings", "x.txt"])
    #expect(spec.stringLanguages == [nil, "zh-Hans", nil, "es-419"])
    let single = try Self.parse(#""config": "c.json", "strings": "a.txt""#)
    #expect(single.strings == ["a.txt"] && single.stringLanguages == [nil])
  }

  struct BadEntry: Sendable, CustomTestStringConvertible {
    var label: String
    var entry: String
    var reason: SpecError.Reason
    var testDescription: String { label }
  }

  static let badEntries: [BadEntry] = [
    BadEntry(
      label: "unknown key", entry: #"{"path": "a.txt", "lang": "de"}"#,
      reason: .unknownKey("lang", object: "strings[1]", known: ["path", "language"])),
    BadEntry(
      label: "no path", entry: #"{"language": "de"}"#,
      reason: .stringEntryWithoutPath(key: "strings[1]")),
    BadEntry(
      label: "empty language", entry: #"{"path": "a.txt", "language": ""}"#,
      reason: .languageInvalid(key: "strings[1].language", found: "")),
    BadEntry(
      label: "space in language", entry: #"{"path": "a.txt", "language": "de DE"}"#,
      reason: .languageInvalid(key: "strings[1].language", found: "de DE")),
    BadEntry(
      label: "underscore", entry: #"{"path": "a.txt", "language": "pt_BR"}"#,
      reason: .languageInvalid(key: "strings[1].language", found: "pt_BR")),
    BadEntry(
      label: "empty subtag", entry: #"{"path": "a.txt", "language": "de-"}"#,
      reason: .languageInvalid(key: "strings[1].language", found: "de-")),
    BadEntry(
      label: "digits first", entry: #"{"path": "a.txt", "language": "419"}"#,
      reason: .languageInvalid(key: "strings[1].language", found: "419")),
    BadEntry(
      label: "language not a string", entry: #"{"path": "a.txt", "language": 7}"#,
      reason: .wrongType(key: "strings[1].language", expected: .string, found: .number(7))),
    BadEntry(
      label: "path not a string", entry: #"{"path": ["a.txt"]}"#,
      reason: .wrongType(key: "strings[1].path", expected: .string, found: .array)),
  ]

  @Test(arguments: badEntries)
  func badStringsEntriesAreSpecErrorsWithTheLine(_ bad: BadEntry) {
    let found = Self.reason(#""config": "c.json",\#n"strings": ["ok.txt",\#n\#(bad.entry)]"#)
    #expect(found?.0 == bad.reason)
    // Line 1 is `{`; the entry is on line 4.
    #expect(found?.1 == 4)
    let message = SpecError(path: "t.json", line: 3, reason: bad.reason).message
    #expect(message.hasPrefix("t.json:3: "))
  }

  /// Every bad `strings` entry is said in one run, each at its line; a
  /// misspelt `path` is not said to be missing as well.
  @Test func everyBadStringsEntryIsSaid() {
    do {
      _ = try Self.parse(
        #""config": "c.json",\#n"strings": [{"path": "a.txt", "lang": "de"},\#n"#
          + #"{"path": "b.txt", "language": "en_US!"},\#n{"pth": "c.txt"}]"#)
      Issue.record("parsed")
    } catch {
      let all = [error] + error.further
      #expect(
        all.map(\.reason) == [
          .unknownKey("lang", object: "strings[0]", known: ["path", "language"]),
          .languageInvalid(key: "strings[1].language", found: "en_US!"),
          .unknownKey("pth", object: "strings[2]", known: ["path", "language"]),
        ], "\(all.map(\.message))")
      #expect(all.map(\.line) == [3, 4, 5])
    }
  }

  @Test func wellFormedLanguageTags() {
    for tag in ["de", "zh-Hans", "pt-BR", "es-419", "sr-Latn-RS", "x-klingon"] {
      #expect(StringFileLanguage.isWellFormed(tag), "\(tag)")
    }
    // (A language's code is of two or three letters: `english`, Xcode's old
    // `.lproj` name, is none.)
    for tag in [
      "", " de", "de ", "de--DE", "-de", "dé", "toolongsubtag", "de.DE", "english", "e", "x",
      "engl-US",
    ] {
      #expect(!StringFileLanguage.isWellFormed(tag), "\(tag)")
    }
  }

  // MARK: - Running a check

  static let assetsSpec = Fixtures.data("assets/typometer.json")

  @Test func checkReadsTheSpecsAssetCatalogs() throws {
    let spec = try CheckSpec.load(path: Self.assetsSpec)
    let report = try CheckRunner.run(spec: spec)
    #expect(!report.findings.contains { $0.code == .colorNotFound })
    let colorsets = report.findings.filter { $0.code == .colorsetInvalid }
    #expect(colorsets.count == 1)
    #expect(
      colorsets.first?.file == Fixtures.data("assets/App.xcassets/Broken.colorset/Contents.json"))
    #expect(colorsets.first?.line == 10)
    #expect(colorsets.first?.severity == .warning)
    #expect(report.summary.errors == 0)
  }

  @Test func withoutTheCatalogTheColorsAreNotFound() throws {
    var spec = try CheckSpec.load(path: Self.assetsSpec)
    spec.assetCatalogs = []
    let report = try CheckRunner.run(spec: spec)
    #expect(report.findings.count { $0.code == .colorNotFound } == 10)
  }

  @Test func aMissingAssetCatalogStopsTheCheck() throws {
    var spec = try CheckSpec.load(path: Self.assetsSpec)
    spec.assetCatalogs = ["Nowhere.xcassets"]
    #expect {
      _ = try CheckRunner.run(spec: spec)
    } throws: { error in
      guard case .assetCatalog(let failure) = error as? CheckRunner.Failure else { return false }
      return failure.path == Fixtures.data("assets/Nowhere.xcassets")
        && "\(error)".contains("cannot read the asset catalog")
    }
  }

  @Test func theSpecsLanguageWinsOverTheFolders() throws {
    // strings.txt is in no .lproj folder; the spec says it is German.
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: Self.assetsSpec))
    #expect(report.files.map(\.language) == ["de"])
    #expect(report.findings.allSatisfy { $0.language == nil || $0.language == "de" })

    var spec = try CheckSpec.load(path: Self.assetsSpec)
    spec.strings = ["../catalogs/de.lproj/Localizable.strings", "strings.txt"]
    spec.stringLanguages = ["fr", nil]
    let files = try CheckRunner.readStringFiles(spec).get()
    #expect(files.map(\.language) == ["fr", nil])
    #expect(files[0].strings.allSatisfy { $0.language == "fr" })
    #expect(!files[0].strings.isEmpty)
  }

  @Test func aLanguageOnAStringCatalogKeepsThatLanguagesStrings() throws {
    let path = Fixtures.data("catalogs/Localizable.xcstrings")
    var file = try StringFile.load(path: path)
    let languages = Set(file.strings.compactMap(\.language))
    #expect(languages.count > 1)
    let german = file.strings.filter { $0.language == "de" }
    #expect(!german.isEmpty)
    #expect(file.language == nil)
    file.setLanguage("de")
    #expect(file.strings == german)
    #expect(file.language == "de")  // as `files[].language` reports it
  }
}
