import FontDiscovery
import TextLayout
import TypeScale

/// The wording of every error and warning the command line prints.
///
/// Errors carry data (the file, the index, the code) and word themselves in
/// their own modules (`description`); this is where the command line picks
/// that wording and adds what to do with its own options.
enum Diagnostics {
  static func message(for error: any Error) -> String {
    switch error {
    case let error as UsageError: return error.message
    case let error as CatalogError: return message(for: error)
    case let error as FontLookupError: return error.message
    case let error as InputError: return error.message
    case let error as ScaleError: return message(for: error)
    // FontError, LayoutError, …: the error's own `description`.
    default: return "\(error)"
    }
  }

  /// The error's wording, with the options to use where the command line has them.
  static func message(for error: CatalogError) -> String {
    switch error {
    case .notFound: return error.description + " (given with --fonts or TYPOMETER_FONTS)"
    case .fontconfigUnavailable:
      return error.description + "; try --no-system-fonts with --fonts DIR"
    default:
      // Each skipped file was printed as a warning before the error.
      return error.description(skippedNamedAbove: true)
    }
  }

  static func message(for warning: CatalogWarning) -> String { warning.description }

  /// A scale error's wording, with the nearest names for a misspelt one.
  static func message(for error: ScaleError) -> String {
    let near: String
    switch error {
    case .unknownStyle(let name): near = didYouMean(name, among: TextStyle.allCases.map(\.name))
    case .unknownCategory(let name):
      near = didYouMean(
        name,
        among: ContentSizeCategory.allCases.map(\.name)
          + ContentSizeCategory.allCases.map(\.shortName))
    case .unknownPlatform(let name):
      near = didYouMean(name, among: ["ios", "watchos", "tvos", "macos", "android"])
    default: near = ""
    }
    guard !near.isEmpty else { return error.description }
    // "unknown text style 'headlin' (did you mean 'headline'?); use one of …"
    let text = error.description
    guard let split = text.firstIndex(of: ";") else { return text + near }
    return String(text[..<split]) + near + String(text[split...])
  }
}
