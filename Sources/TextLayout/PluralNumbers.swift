internal import CICU
import FileAccess
import FontCore

/// Whole numbers that a plural form of a string is shown with, by CLDR's
/// plural rules for its language (ICU's).
public enum PluralNumbers {
  /// The CLDR plural categories, in ICU's order.
  public static let categories = ["zero", "one", "two", "few", "many", "other"]

  /// The categories of each language's candidates (see ``candidates(near:)``),
  /// by language and the number they are near.
  private static let table = Locked<[String: [UInt8]]>([:])

  /// The number nearest `value` (at most 999,999,999) that CLDR's plural rules of
  /// `language` put in `category` (`one`, `few`…): `value` itself when they
  /// do, else one differing in its last digit, else in its last two, else
  /// the largest below 100 (English `one`: 1; Russian `one` near 1,234:
  /// 1,231; Arabic `two`: 2); nil when none of those is (French `many`, or
  /// an unknown category or language).
  public static func number(near value: Int, category: String, language: String) -> Int? {
    guard (0...999_999_999).contains(value), let code = categories.firstIndex(of: category) else {
      return nil
    }
    let numbers = candidates(near: value)
    let language = LanguageTag.icuLocale(language)
    let key = language + "\u{0}" + String(value)
    let found: [UInt8] = table.withLock { cached in
      if let known = cached[key] { return known }
      let codes = Self.categoryCodes(of: numbers, language: language)
      cached[key] = codes  // a language ICU cannot read too, so as not to ask again
      return codes
    }
    guard let index = found.firstIndex(of: UInt8(code)) else { return nil }
    return numbers[index]
  }

  /// The languages CLDR's plural rules give one category, `other`, for
  /// every number (`plurals.xml`, CLDR 42: Japanese, Korean, Chinese, Thai,
  /// Vietnamese, Indonesian…), as opposed to a language CLDR has no rules
  /// for, which ICU gives that same default.
  public static let oneCategoryLanguages: Set<String> = [
    "bm", "bo", "dz", "hnj", "id", "ig", "ii", "in", "ja", "jbo", "jv", "jw", "kde", "kea", "km",
    "ko", "lkt", "lo", "ms", "my", "nqo", "osa", "sah", "ses", "sg", "su", "th", "to", "tpi", "vi",
    "wo", "yo", "yue", "zh",
  ]

  /// Whether CLDR's rules give `language` (a BCP 47 tag: `zh-Hant`,
  /// `yue-Hans`) one category for every number (``oneCategoryLanguages``).
  public static func hasOneCategory(language: String) -> Bool {
    oneCategoryLanguages.contains(LanguageTag.primary(language))
  }

  /// The categories CLDR's plural rules of `language` give whole numbers
  /// (English: `one`, `other`; Russian: `one`, `few`, `many`, its `other`
  /// being for fractions; French: `one`, `many` (1,000,000), `other`), read
  /// from 0–199 and the numbers whose last digits and size the rules look
  /// at beyond (1,000–1,021, 10⁴, 10⁵, 10⁶, 2·10⁶); empty for a language ICU
  /// cannot read.
  public static func wholeNumberCategories(language: String) -> Set<String> {
    let language = LanguageTag.icuLocale(language)
    return wholeNumbers.withLock { cached in
      if let known = cached[language] { return known }
      let numbers =
        Array(0..<200) + Array(1000...1021) + [10_000, 100_000, 1_000_000, 1_000_001, 2_000_000]
      let found = Set(
        Self.categoryCodes(of: numbers, language: language).compactMap {
          $0 < categories.count ? categories[Int($0)] : nil
        })
      cached[language] = found
      return found
    }
  }

  /// The category of each of `numbers` by ICU's rules for `language` (an
  /// index in ``categories``, 255 for another keyword); empty for a
  /// language ICU cannot read.
  private static func categoryCodes(of numbers: [Int], language: String) -> [UInt8] {
    var codes = [UInt8](repeating: 255, count: numbers.count)
    let status = numbers.map(Int32.init).withUnsafeBufferPointer { list in
      codes.withUnsafeMutableBufferPointer { out in
        tm_plural_categories(language, list.baseAddress, Int32(list.count), out.baseAddress)
      }
    }
    return status == 0 ? codes : []
  }

  /// ``wholeNumberCategories(language:)`` by language.
  private static let wholeNumbers = Locked<[String: Set<String>]>([:])

  /// `value`, then the numbers differing from it in the last digit (nearest
  /// first), then in the last two digits (nearest first), then 99 down to 0.
  static func candidates(near value: Int) -> [Int] {
    var list = [value]
    for modulus in [10, 100] {
      let base = value - value % modulus
      guard value >= base else {
        // A negative value's remainder puts it outside its span.
        list += (base..<base + modulus).sorted { (abs($0 - value), $0) < (abs($1 - value), $1) }
        continue
      }
      // Nearest first, the smaller of two as near: by distance, made in
      // order rather than sorted (the distances compared, not the numbers
      // made, so that none overflows).
      list.append(value)
      for distance in 1..<modulus {
        if distance <= value - base { list.append(value - distance) }
        if distance < modulus - (value - base) { list.append(value + distance) }
      }
    }
    list += (0..<100).reversed()
    return list
  }
}
