import Foundation
import StringCatalogs
import Testing

@Suite struct XCStringsTests {
  @Test func everyLanguageAndVariation() throws {
    let file = try StringFile.load(path: catalog("Localizable.xcstrings"))
    #expect(file.format == .xcstrings)
    #expect(file.language == nil)
    #expect(file.sourceLanguage == "en")
    let photos = "%lld photos"
    #expect(
      rows(file) == [
        Row("", "", "en", line: 4),
        Row(photos, "لا صور", "ar", "plural.zero", line: 45),
        Row(photos, "صورة واحدة", "ar", "plural.one", line: 27),
        Row(photos, "صورتان", "ar", "plural.two", line: 39),
        Row(photos, "%lld صور", "ar", "plural.few", line: 15),
        Row(photos, "%lld صورة", "ar", "plural.many", line: 21),
        Row(photos, "%lld صورة", "ar", "plural.other", line: 33),
        Row(photos, "%lld Foto", "de", "plural.one", line: 57),
        Row(photos, "%lld Fotos", "de", "plural.other", line: 63),
        Row(photos, "%lld photo", "en", "plural.one", line: 75),
        Row(photos, "%lld photos", "en", "plural.other", line: 81),
        Row(photos, "%lld枚の写真", "ja", line: 90),
        // No English localization: the key is the English text, as in Xcode.
        Row("Add to Basket", "Add to Basket", "en", line: 95),
        Row("Add to Basket", "In den Warenkorb", "de", line: 101),
        Row("Add to Basket", "カートに追加", "ja", line: 107),
        Row("Corner Shop", "Corner Shop", "en", line: 112, isTranslatable: false),
        Row("files.summary", "%1$lld files in %2$lld folders", "en", "plural.other", line: 138),
        Row("files.summary", "%1$lld file in %2$lld folders", "en", "plural.files.one", line: 132),
        Row("files.summary", "%1$lld files in one folder", "en", "plural.folders.one", line: 152),
        Row("tap.to.pay", "Zum Bezahlen tippen", "de", "device.iphone", line: 177),
        Row("tap.to.pay", "Zum Bezahlen klicken", "de", "device.mac", line: 183),
        Row("tap.to.pay", "Tap to pay for %lld item", "en", "device.ipad.plural.one", line: 198),
        Row("tap.to.pay", "Tap to pay for %lld items", "en", "device.ipad.plural.other", line: 204),
        Row("tap.to.pay", "Tap to pay", "en", "device.iphone", line: 213),
        Row("tap.to.pay", "Click to pay", "en", "device.other", line: 219),
      ])
  }

  /// A plural form's count is the first integer specifier of its
  /// variable's form, numbered as printf numbers arguments: the second
  /// variable's is argument 2 (`%lld … %lld`), a positional one's its own
  /// (`%2$lld`); a form without a number has none.
  @Test func aPluralFormKnowsItsCountsArgument() throws {
    let json = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {
       "de": {"stringUnit": {"state": "translated", "value": "%@: %#@a@ von %#@b@"},
        "substitutions": {
         "a": {"formatSpecifier": "lld", "variations": {"plural": {
           "one": {"stringUnit": {"state": "translated", "value": "ein Beitrag"}},
           "other": {"stringUnit": {"state": "translated", "value": "%arg Beiträge"}}}}},
         "b": {"formatSpecifier": "lld", "variations": {"plural": {
           "one": {"stringUnit": {"state": "translated", "value": "%arg Person"}},
           "other": {"stringUnit": {"state": "translated", "value": "%arg Personen"}}}}}}},
       "fr": {"stringUnit": {"state": "translated", "value": "%2$#@b@ %1$#@a@"},
        "substitutions": {
         "a": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
           "one": {"stringUnit": {"state": "translated", "value": "%arg message"}},
           "other": {"stringUnit": {"state": "translated", "value": "%arg messages"}}}}},
         "b": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
           "one": {"stringUnit": {"state": "translated", "value": "%arg personne"}},
           "other": {"stringUnit": {"state": "translated", "value": "%arg personnes"}}}}}}}}}}}
      """#
    let file = try StringFile.parse(
      bytes: Array(json.utf8), path: "Localizable.xcstrings", format: .xcstrings)
    let counts = Dictionary(
      file.strings.map { ("\($0.language ?? "") \($0.variant ?? "")", $0.countArgument) },
      uniquingKeysWith: { a, _ in a })
    #expect(counts["de plural.other"] == .some(nil))
    #expect(counts["de plural.a.other"] == nil)  // no such variant: `other` is the default one
    #expect(counts["de plural.a.one"] == 0)  // "ein Beitrag": no number
    #expect(counts["de plural.b.one"] == 3)  // after %@ and the posts' %lld
    #expect(counts["fr plural.a.one"] == 1)
    #expect(counts["fr plural.b.one"] == 2)
    // The counts of the variables a value shows at their `other` form.
    let others = Dictionary(
      file.strings.map { ("\($0.language ?? "") \($0.variant ?? "")", $0.otherCountArguments) },
      uniquingKeysWith: { a, _ in a })
    #expect(others["de plural.other"] == [2, 3])
    // "%@: ein Beitrag von %lld Personen": the people's count is argument 2
    // there, as the posts' form shows no number.
    #expect(others["de plural.a.one"] == [2])
    #expect(others["de plural.b.one"] == [2])
    #expect(others["fr plural.a.one"] == [2])
    #expect(others["fr plural.b.one"] == [1])
  }

  @Test func malformedJSONReportsLine() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [(String, Int)] = [
      ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {,}\n  }\n}", 4),
      ("{\n  \"strings\" : {\n    \"a\" : {\n      \"localizations\" : []\n    }\n  }\n}", 4),
      ("{\n  \"strings\" : \"x\"\n}", 2),
      (
        "{\"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 1}}}}}}", 1
      ),
      ("[\n1,\n2\n", 4),
      ("{\"strings\": {\"k\": {}}}\n\n\"extra\"", 3),
      ("{\"strings\": {\"\\uD800\": {}}}", 1),
    ]
    for (index, (text, line)) in cases.enumerated() {
      let path = try write(Array(text.utf8), to: "\(index).xcstrings", in: directory)
      guard case .malformed(let file, let found, _)? = loadError(path) else {
        Issue.record(
          "case \(index) did not fail as malformed: \(String(describing: loadError(path)))")
        continue
      }
      #expect(file == path)
      #expect(found == line, "case \(index)")
    }
  }

  @Test func depthIsLimited() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let path = try write(Array(deep.utf8), to: "Deep.xcstrings", in: directory)
    guard case .malformed(_, 1, let reason)? = loadError(path) else {
      Issue.record("expected a depth error")
      return
    }
    #expect(reason.contains("deeper"))
  }
}
