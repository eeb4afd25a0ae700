/// What layout reads of a BCP 47 language tag.
package enum LanguageTag {
  /// The primary language subtag, in lower case: `zh` of `zh-Hant`, `ur` of
  /// `ur_PK` (an underscore as a hyphen); empty for an empty tag.
  package static func primary(_ tag: String) -> String {
    String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
  }
}
