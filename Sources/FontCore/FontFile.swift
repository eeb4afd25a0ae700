import FileAccess

#if canImport(Glibc)
  import Glibc
#endif

/// Checks made on a font file before any C library reads it.
public enum FontFile {
  /// Throws unless `path` is a readable regular file no larger than
  /// ``FontLimits/maximumFileSize``.
  public static func checkReadable(_ path: String) throws(FontError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { throw FontError.fileNotFound(path: path) }
      throw FontError.unreadable(
        path: path, reason: FileError(path: path, code: errno, operation: "opening").problem)
    }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else {
      throw FontError.unreadable(
        path: path, reason: FileError(path: path, reason: .notAFile(kind)).problem)
    }
    guard info.st_size <= FontLimits.maximumFileSize else {
      throw FontError.fileTooLarge(path: path, bytes: Int(info.st_size))
    }
    guard access(path, R_OK) == 0 else {
      throw FontError.unreadable(
        path: path, reason: FileError(path: path, code: errno, operation: "opening").problem)
    }
  }

  /// The checks made before FreeType or HarfBuzz open face `index` of `path`:
  /// ``checkStructure(_:faceIndex:)`` of its collection face, which begins
  /// with ``checkReadable(_:)``, and an index both libraries take (a
  /// collection face 0…65535, a named instance 0…32767).
  public static func checkBeforeOpening(_ path: String, index: FaceIndex) throws(FontError) {
    // The file's own problems come first; the low 16 bits are the face FreeType
    // would read, whatever the index.
    try checkStructure(path, faceIndex: index.collection & 0xFFFF)
    guard index.isInRange else {
      throw FontError.faceIndexOutOfRange(path: path, index: index, faceCount: 0)
    }
  }
}
