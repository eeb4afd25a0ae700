import FontCore
import Foundation
import TypeScale

/// Why ``TextMeasurer`` could not measure a text.
public enum MeasureError: Error, Equatable, Sendable {
  /// The catalog has no face with this PostScript name (compared byte for
  /// byte); `suggestions` are the closest names it has, best first.
  case fontNotFound(postscriptName: String, suggestions: [String])
  /// The face is in the catalog but could not be loaded.
  case font(FontError)
  /// The text style or category has no size on the platform.
  case scale(ScaleError)
  /// The text could not be laid out (too long, a size or width that is not
  /// a positive number of points, out of memory).
  case layout(LayoutError)
}

extension MeasureError: CustomStringConvertible, LocalizedError {
  /// What is wrong, in one line (naming the font file when a face is broken).
  public var description: String {
    switch self {
    case .fontNotFound(let name, let suggestions):
      var text = "no font with the PostScript name '\(name)' (names are case-sensitive)"
      if !suggestions.isEmpty {
        text += "; did you mean " + suggestions.joined(separator: ", ") + "?"
      }
      return text
    case .font(let error): return error.description
    case .scale(let error): return error.description
    case .layout(let error): return error.description
    }
  }

  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }
}
