/// The `--letter-case` option.
enum LetterCaseOption {
  static func apply(_ name: String, to text: String) throws -> String {
    switch name {
    case "regular": return text
    case "upper": return text.uppercased()
    case "lower": return text.lowercased()
    default:
      throw UsageError.invalidValue(
        option: "--letter-case", value: name, expected: "a TypographyKit letter case")
    }
  }
}
