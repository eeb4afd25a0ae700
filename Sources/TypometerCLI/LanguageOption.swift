import TypometerChecks

extension ArgumentList {
  /// `--lang TAG`, a BCP 47 tag (as a spec's languages are), or nil.
  mutating func language() throws(UsageError) -> String? {
    try value("--lang").map { tag throws(UsageError) in try Self.checkedLanguage(tag) }
  }

  /// Every `--lang TAG` (repeatable), each a BCP 47 tag.
  mutating func languages() throws(UsageError) -> [String] {
    try values("--lang").map { tag throws(UsageError) in try Self.checkedLanguage(tag) }
  }

  private static func checkedLanguage(_ tag: String) throws(UsageError) -> String {
    guard StringFileLanguage.isWellFormed(tag) else {
      throw UsageError.invalidValue(
        option: "--lang", value: tag, expected: "a BCP 47 language tag (de, zh-Hans, pt-BR)")
    }
    return tag
  }
}
