/// Why a font file could not be opened or read.
///
/// Each case carries the file and the place it is about; ``description`` words
/// it in one line that names the file. FreeType's own error code is kept where
/// one was returned (the corresponding C values are the `FT_Err_*` constants).
public enum FontError: Error, Equatable, Sendable {
  /// No file exists at `path`.
  case fileNotFound(path: String)
  /// The file exists but could not be read (a directory, no permission, …).
  case unreadable(path: String, reason: String)
  /// The file is larger than ``FontLimits/maximumFileSize``.
  case fileTooLarge(path: String, bytes: Int)
  /// FreeType rejected the file or face: `code` is FreeType's error code.
  case invalidFont(path: String, index: FaceIndex, code: Int32)
  /// The file has `faceCount` faces (0 when not counted); face `index` does
  /// not exist, or names a collection face or named instance out of range.
  case faceIndexOutOfRange(path: String, index: FaceIndex, faceCount: Int)
  /// The face lacks a table that the operation requires (`hhea`, `head`, …).
  case missingTable(path: String, index: FaceIndex, table: String)
  /// The `head` table's `unitsPerEm` is outside 16…16384 (0 in broken fonts).
  case invalidUnitsPerEm(path: String, index: FaceIndex, unitsPerEm: Int)
  /// The file breaks the OpenType structure in a way that makes face `index`
  /// unusable (see ``FontFile/checkStructure(_:faceIndex:)``).
  case malformed(path: String, index: FaceIndex, problem: FontProblem)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .fileNotFound(let path), .unreadable(let path, _), .fileTooLarge(let path, _),
      .invalidFont(let path, _, _), .faceIndexOutOfRange(let path, _, _),
      .missingTable(let path, _, _), .invalidUnitsPerEm(let path, _, _),
      .malformed(let path, _, _):
      return path
    }
  }
}

/// Bounds on the work one font file may cause.
public enum FontLimits {
  /// The largest font file Typometer opens, in bytes (256 MiB).
  public static let maximumFileSize = 256 << 20
  /// The widest or tallest glyph bitmap drawn, in pixels (a picture's own limit).
  public static let maximumGlyphSide = 16_384
  /// The most pixels in one glyph bitmap (16 million: 64 MiB once in colour).
  public static let maximumGlyphPixels = 16 << 20
}
