internal import CICU

/// What layout reads of a BCP 47 language tag.
package enum LanguageTag {
  /// Whether `language` is written right to left (`ar`, `fa`, `he`, `ur`),
  /// by the script ICU's likely subtags give it.
  package static func isRightToLeft(_ language: String) -> Bool {
    tm_locale_is_right_to_left(icuLocale(language)) != 0
  }

  /// The primary language subtag, in lower case: `zh` of `zh-Hant`, `ur` of
  /// `ur_PK` (an underscore as a hyphen); empty for an empty tag.
  package static func primary(_ tag: String) -> String {
    String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
  }

  /// `language` as ICU reads locale IDs, with `_` (`pt_PT`: Portugal's
  /// plural `one` is 1 alone; `sr_Latn`'s digits).
  static func icuLocale(_ language: String) -> String {
    guard language.utf8.contains(UInt8(ascii: "-")) else { return language }
    // Byte by byte in ASCII; otherwise as Foundation replaces (character by
    // character).
    guard language.isASCII else {
      return language.replacingOccurrences(of: "-", with: "_")
    }
    return String(
      decoding: language.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 },
      as: UTF8.self)
  }
}
