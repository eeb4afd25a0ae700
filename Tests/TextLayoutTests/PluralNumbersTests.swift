import TestSupport
import Testing

@testable import TextLayout

/// The number a plural form is measured with, by ICU's plural rules, equals
/// the one Babel's copy of CLDR gives (`Scripts/reference-plural-numbers.py`).
@Suite struct PluralNumbersTests {
  /// The languages CLDR gives one category are those ICU's rules give
  /// `other` alone; a language with more (English, Russian) is not one.
  @Test func oneCategoryLanguagesAreICUs() {
    for language in PluralNumbers.oneCategoryLanguages where language != "jw" && language != "in" {
      #expect(PluralNumbers.wholeNumberCategories(language: language) == ["other"], "\(language)")
    }
    #expect(PluralNumbers.hasOneCategory(language: "zh-Hant"))
    #expect(PluralNumbers.hasOneCategory(language: "ja_JP"))
    #expect(
      !PluralNumbers.hasOneCategory(language: "en") && !PluralNumbers.hasOneCategory(language: "ru")
    )
    #expect(!PluralNumbers.hasOneCategory(language: "oc"))  // no rules: ICU's default, not CLDR's
  }

  @Test func equalsBabelsReadingOfCLDR() throws {
    let rows = try Fixtures.tsv("plurals/numbers.tsv")
    #expect(rows.count > 250)
    var differing: [String] = []
    for row in rows {
      let (language, category) = (row[0], row[1])
      let expected = row[2] == "-" ? nil : Int(row[2])
      let found = PluralNumbers.number(near: 1234, category: category, language: language)
      if found != expected {
        differing.append("\(language) \(category): \(String(describing: found))")
      }
    }
    #expect(differing.isEmpty, "\(differing)")
  }

  /// The categories whole numbers take equal Babel's reading of CLDR 42
  /// (`Scripts/reference-plural-numbers.py --whole-numbers`).
  @Test func wholeNumberCategoriesEqualBabels() throws {
    let rows = try Fixtures.tsv("plurals/whole-numbers.tsv")
    #expect(rows.count == 49)
    for row in rows {
      let expected = Set(row[1].split(separator: " ").map(String.init))
      #expect(PluralNumbers.wholeNumberCategories(language: row[0]) == expected, "\(row[0])")
    }
  }

  /// Numbers outside what the look-up covers, and unknown categories, give
  /// none.
  @Test func outsideTheLookUpIsNone() {
    #expect(PluralNumbers.number(near: 1_000_000_000, category: "one", language: "en") == nil)
    #expect(PluralNumbers.number(near: 12_345, category: "one", language: "en") == 1)
    #expect(PluralNumbers.number(near: 12_345, category: "one", language: "ru") == 12_341)
    #expect(PluralNumbers.number(near: -1, category: "one", language: "en") == nil)
    #expect(PluralNumbers.number(near: 1234, category: "several", language: "en") == nil)
    #expect(PluralNumbers.number(near: 5, category: "one", language: "en") == 1)
    // Tags as the string files give them: the script or region after `-`.
    #expect(PluralNumbers.number(near: 1234, category: "one", language: "sr-Latn") == 1231)
    #expect(PluralNumbers.number(near: 1234, category: "few", language: "pt-BR") == nil)
    #expect(PluralNumbers.number(near: 1234, category: "one", language: "qq-!!") == nil)
  }

  /// The numbers tried for a form: the sample, then those differing in its
  /// last digit and then in its last two, each by distance from it (the
  /// smaller of two first), then 99 down to 0.
  @Test func candidatesGoOutwardFromTheSample() {
    for value in [0, 5, 9, 10, 99, 100, 1234, 1235, 999_999_999, -3, -10, -15, -100, -1234] {
      var expected = [value]
      for modulus in [10, 100] {
        let base = value - value % modulus
        expected += (base..<base + modulus).sorted {
          (abs($0 - value), $0) < (abs($1 - value), $1)
        }
      }
      expected += (0..<100).reversed()
      #expect(PluralNumbers.candidates(near: value) == expected, "\(value)")
    }
  }
}
