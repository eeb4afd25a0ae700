import FontCore

/// Why a catalog could not be built.
public enum CatalogError: Error, Equatable, Sendable {
  /// A font directory (or file) given to the catalog does not exist.
  case notFound(path: String)
  /// A font path exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// A font directory holds no font file that could be read; `skipped` are the
  /// files in it that were passed over, and why.
  case noFonts(directory: String, skipped: [CatalogWarning])
  /// Fontconfig could not start (no configuration could be loaded).
  case fontconfigUnavailable
  /// A font file named explicitly fails the structural check.
  case malformedFont(FontError)
}

/// A file passed over while scanning a font directory, and why.
public struct CatalogWarning: Sendable, Equatable {
  /// The file that was skipped.
  public var path: String
  /// What was wrong with it.
  public var reason: Reason

  /// What was wrong with a skipped file.
  public enum Reason: Sendable, Equatable {
    /// Fontconfig (through FreeType) could not read it as a font.
    case unreadableFont
    /// It is larger than the largest font file Typometer opens.
    case tooLarge(bytes: Int)
    /// The directory tree is deeper than the scan goes, or loops.
    case tooDeep
    /// It cannot be read: a FIFO, socket or device, a folder without
    /// permission, a symbolic link loop (`reason` says which, in words).
    case unreadable(reason: String)
    /// A symbolic link to a folder outside the folder given (`target`), which
    /// a scan does not follow.
    case linkOutside(target: String)
    /// Fontconfig reads it, but a face breaks the OpenType structure
    /// (``FontFile/checkStructure(_:faceIndex:)``).
    case malformed(index: FaceIndex, problem: FontProblem)
  }
}
