import TypographyConfig

/// The `--letter-case` option: TypographyKit's `letter-case` values, applied
/// as a TypographyKit app shows them (``LetterCase/typographyKitOutput(for:)``:
/// `train` leaves the text as written, as LetterCase 2.0.0 does and `check` measures).
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
    try parse(name).typographyKitOutput(for: text)
  }
}
