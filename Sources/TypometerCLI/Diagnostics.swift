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
    // FontError, ScaleError, LayoutError, …: the error's own `description`.
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
}
