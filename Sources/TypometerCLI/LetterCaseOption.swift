import TypographyConfig

/// The `--letter-case` option: TypographyKit's `letter-case` values, applied
/// as ``LetterCase/apply(to:)`` does (`train` gives TRAIN-CASE).
enum LetterCaseOption {
  /// The accepted values, in the order `--help` and error messages list them.
  static var names: [String] { LetterCase.allCases.map(\.rawValue) }

  /// The letter case named `name`; an unknown name is a usage error that
  /// lists the valid values.
  static func parse(_ name: String) throws(UsageError) -> LetterCase {
    guard let letterCase = LetterCase(rawValue: name) else {
      throw UsageError.invalidValue(
        option: "--letter-case", value: name, expected: "one of " + names.joined(separator: ", "))
    }
    return letterCase
  }

  /// `text` in the letter case named `name`.
  static func apply(_ name: String, to text: String) throws(UsageError) -> String {
    try parse(name).apply(to: text)
  }
}
