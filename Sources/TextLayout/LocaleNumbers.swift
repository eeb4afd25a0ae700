internal import CICU
import FontCore

/// How a language writes numbers, by ICU's data (CLDR's): the digits of its
/// default numbering system and its separators, as Java's `String.format`
/// writes `%d` and `%f` in an Android app's locale (`Resources.getString`
/// formats in the configuration's locale): Arabic `١٢٣٤` and `١٢٫٣٤`,
/// Persian `۱۲۳۴`, Bengali `১২৩৪`, German `12,34`.
public enum LocaleNumbers {
  /// The symbols of one language.
  public struct Symbols: Sendable, Hashable {
    /// The digit zero of the default numbering system (the other nine
    /// follow it in Unicode): `0`, or Arabic's U+0660 `٠`.
    public let zeroDigit: Unicode.Scalar
    /// `.`, or German's `,`, Arabic's U+066B `٫`.
    public let decimalSeparator: String
    /// `,`, or German's `.`, Arabic's U+066C `٬`.
    public let groupingSeparator: String
  }

  private static let cache = Locked<[String: Symbols]>([:])

  /// The symbols of `language` (a BCP 47 tag: `ar`, `fa`, `ar-MA`, whose
  /// digits are ASCII's); ASCII's `0`, `.` and `,` where ICU has none.
  public static func symbols(language: String) -> Symbols {
    let locale = LanguageTag.icuLocale(language)
    if let known = cache.withLock({ $0[locale] }) { return known }
    func symbol(_ which: Int32) -> String? {
      var units = [UInt16](repeating: 0, count: 8)
      let length = tm_number_symbol(locale, which, &units, Int32(units.count))
      guard length > 0, length <= units.count else { return nil }
      return String(decoding: units[..<Int(length)], as: UTF16.self)
    }
    // A zero of a numbering system whose nine digits follow it.
    var zero: Unicode.Scalar = "0"
    if let written = symbol(0), written.unicodeScalars.count == 1,
      let scalar = written.unicodeScalars.first, scalar.properties.numericType == .decimal,
      scalar.properties.numericValue == 0,
      let nine = Unicode.Scalar(scalar.value + 9), nine.properties.numericValue == 9
    {
      zero = scalar
    }
    let found = Symbols(
      zeroDigit: zero, decimalSeparator: symbol(1) ?? ".", groupingSeparator: symbol(2) ?? ",")
    cache.withLock { $0[locale] = found }
    return found
  }
}
