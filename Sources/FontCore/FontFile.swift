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
      throw FontError.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FontError.unreadable(path: path, reason: "not a regular file")
    }
    guard info.st_size <= FontLimits.maximumFileSize else {
      throw FontError.fileTooLarge(path: path, bytes: Int(info.st_size))
    }
    guard access(path, R_OK) == 0 else {
      throw FontError.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
  }
}
