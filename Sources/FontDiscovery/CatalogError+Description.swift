import FontCore
import Foundation

extension CatalogError: CustomStringConvertible, LocalizedError {
  /// What is wrong, in one line that starts with the path (Fontconfig's
  /// failure aside, which has none). The command line adds which of its
  /// options to use.
  public var description: String { description(skippedNamedAbove: false) }

  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }

  /// The wording; `skippedNamedAbove` says each skipped file was reported
  /// before this error (the command line prints them as warnings).
  package func description(skippedNamedAbove: Bool) -> String {
    switch self {
    case .notFound(let path):
      return "\(path): no such file or directory"
    case .unreadable(let path, let reason):
      return "\(path): \(reason)"
    case .noFonts(let directory, let skipped):
      let note = skippedNamedAbove ? ", each named above" : ""
      return "\(directory): no readable font files (.ttf .otf .ttc .otc) in this directory"
        + (skipped.isEmpty ? "" : " (\(skipped.count) skipped\(note))")
    case .fontconfigUnavailable:
      return "Fontconfig could not load its configuration"
    case .malformedFont(let error):
      return error.description
    }
  }
}

extension CatalogWarning: CustomStringConvertible {
  /// The skipped file and why, in one line: `path: skipped: reason`.
  public var description: String {
    switch reason {
    case .unreadableFont: return "\(path): skipped: not a font file that can be read"
    case .tooLarge(let bytes): return "\(path): skipped: \(bytes) bytes is too large"
    case .tooDeep: return "\(path): skipped: directories nested too deep, or a loop"
    case .unreadable(let reason): return "\(path): skipped: \(reason)"
    case .linkOutside(let target):
      return "\(path): skipped: a symbolic link to \(target), outside the font folder"
    case .malformed(let index, let problem):
      return "\(FaceLocation(path: path, index: index)): skipped: malformed font: \(problem)"
    }
  }
}
