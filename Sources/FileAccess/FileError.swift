import TypeScale

#if canImport(Glibc)
  import Glibc
#endif

/// Why a file could not be read or written, with the path it is about.
///
/// ``description`` says it in words ("is a FIFO, not a file", "symlink loop",
/// "no space left on device while writing"); the system's error code is kept
/// where there was one (the corresponding C values are the `errno` constants).
package struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  package enum Reason: Sendable, Equatable {
    /// Nothing is at the path (`ENOENT`), or a folder on the way is missing.
    case notFound
    /// A folder on the way is a file (`ENOTDIR`).
    case notADirectoryOnTheWay
    /// Symbolic links lead back to themselves (`ELOOP`).
    case symlinkLoop
    /// The permissions forbid it (`EACCES`, `EPERM`).
    case permissionDenied
    /// A file was expected and the path names something else.
    case notAFile(FileKind)
    /// A folder was expected and the path names something else.
    case notAFolder(FileKind)
    /// A file was expected and the path ends with `/`, which names a folder.
    case endsWithSlash
    /// More than `limit` bytes; `bytes` is the size when the file states one.
    case tooLarge(bytes: Int?, limit: Int)
    /// The path is one of this run's inputs (`role`: "font", "config", …),
    /// which an output never replaces.
    case isAnInput(role: String)
    /// The folder holds entries that are not part of what would replace it
    /// (`entry` is the first, relative to the folder).
    case notOurs(entry: String)
    /// Another process holds the lock on it (`lockFile`).
    case busy(lockFile: String)
    /// The file system is full (`ENOSPC`, `EDQUOT`) while writing.
    case noSpace
    /// Another system error while `operation` ("reading", "writing", …).
    case system(code: Int32, operation: String)
  }

  /// The path as given.
  package var path: String
  /// What went wrong.
  package var reason: Reason

  /// Creates an error about `path`.
  package init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// The error for the C error number `code` met while `operation` ("opening",
  /// "reading", "writing", …) `path`.
  package init(path: String, code: Int32, operation: String) {
    self.path = path
    switch code {
    case ENOENT: reason = .notFound
    case ENOTDIR: reason = .notADirectoryOnTheWay
    case ELOOP: reason = .symlinkLoop
    case EACCES, EPERM: reason = .permissionDenied
    case ENOSPC, EDQUOT: reason = .noSpace
    case EISDIR: reason = .notAFile(.directory)
    default: reason = .system(code: code, operation: operation)
    }
  }

  /// The problem in words, without the path: "is a FIFO, not a file".
  package var problem: String {
    switch reason {
    case .notFound: return "no such file"
    case .notADirectoryOnTheWay: return "a folder on the way is a file"
    case .symlinkLoop: return "symlink loop (symbolic links that lead back to themselves)"
    case .permissionDenied: return "permission denied"
    case .notAFile(.directory): return "is a directory"
    case .notAFile(let kind): return "is \(kind.noun), not a file"
    case .notAFolder(let kind): return "is \(kind.noun), not a folder"
    case .endsWithSlash: return "ends with '/', which names a folder; give a file name"
    case .tooLarge(let bytes?, let limit):
      return "is \(bytes) bytes, above the limit of \(Self.size(limit))"
    case .tooLarge(nil, let limit): return "holds more than \(Self.size(limit)), the limit"
    case .isAnInput(let role):
      return "is an input of this run (\(role)); an output never replaces an input"
    case .notOurs(let entry):
      return "holds '\(entry)', which is not part of a report; give a new or empty folder"
    case .busy(let lockFile):
      return "another typometer run is writing it (lock \(lockFile)); try again when it ends"
    case .noSpace: return "no space left on device while writing"
    case .system(let code, let operation):
      return "\(String(cString: strerror(code))) while \(operation)"
    }
  }

  /// `path: problem`, with unprintable characters of the path escaped.
  package var description: String { "\(Printable.escaped(path)): \(problem)" }

  static func size(_ bytes: Int) -> String { NumberText.bytes(bytes) }
}

/// Text made safe to print on a terminal or in a log.
package enum Printable {
  /// `text` with control characters (other than tab) and other unprintable
  /// scalars written as `\u{…}`, so a NUL or an escape sequence in a path or
  /// a string never reaches the terminal raw.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true  // line separators, bidi overrides
    default: false
    }
  }
}
