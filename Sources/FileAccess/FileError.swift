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
    /// The folder a file is to be written in does not exist.
    case folderMissing(String)
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
    /// The path is inside a folder whose contents are inputs of the run.
    case isInsideAnInput(role: String, folder: String)
    /// The folder holds `folder`, one of this run's input folders, which an
    /// output never replaces.
    case holdsAnInput(role: String, folder: String)
    /// The path is the file system's root, `/`, which an output folder never
    /// replaces.
    case isTheRoot
    /// The folder holds entries that are not part of what would replace it
    /// (`entry` is the first, relative to the folder).
    case notOurs(entry: String)
    /// Another process holds the lock on it (`lockFile`).
    case busy(lockFile: String)
    /// The file system is full (`ENOSPC`, `EDQUOT`) while writing.
    case noSpace
    /// Standard input is not open (the caller closed it, `<&-`).
    case closed
    /// The path is a symbolic link to `target`, where nothing is.
    case danglingLink(target: String)
    /// The file is one of the kernel's own (on `/proc`, `/sys` or another of
    /// its file systems: `/proc/self/environ`), whatever path led to it.
    case kernelFile
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
    case .folderMissing(let folder):
      return "its folder \(Printable.escaped(folder)) does not exist; create it first"
    case .symlinkLoop: return "symlink loop (symbolic links that lead back to themselves)"
    case .permissionDenied: return "permission denied"
    case .notAFile(.directory): return "is a directory"
    case .notAFile(let kind): return "is \(kind.noun), not a file"
    case .notAFolder(let kind): return "is \(kind.noun), not a folder"
    case .endsWithSlash: return "ends with '/', which names a folder; give a file name"
    case .tooLarge(let bytes?, let limit):
      return "is \(bytes) bytes, above the limit of \(Self.size(limit))"
    case .tooLarge(nil, let limit): return "holds more than \(Self.size(limit)), the limit"
    case .isAnInput(RunInputs.workingFolder):
      return "is the working folder, which an output folder would replace whole; name a new "
        + "folder inside it"
    case .isAnInput(let role):
      return "is an input of this run (\(role)); an output never replaces an input"
    case .holdsAnInput(let role, let folder):
      return "holds \(folder), an input of this run (\(role)); an output never replaces an input"
    case .isInsideAnInput(let role, let folder):
      return "is inside \(folder), an input of this run (\(role)) whose files it reads; "
        + "write outputs elsewhere"
    case .isTheRoot:
      return "is the root folder, which an output folder would replace whole; name a new "
        + "folder"
    case .notOurs(let entry):
      return "holds '\(entry)', which is not part of a report; give a new or empty folder"
    case .busy(let lockFile):
      return "another typometer run is writing it (lock \(lockFile)); try again when it ends"
    case .noSpace: return "no space left on device while writing"
    case .closed:
      return "is closed, so nothing can be read from it (pipe the strings in, or name a file)"
    case .danglingLink(let target):
      return "is a symbolic link to \(Printable.escaped(target)), where there is no file"
    case .kernelFile:
      return "is one of the kernel's own files (/proc, /sys), which hold no app's text or "
        + "fonts; it is not read"
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
  /// a string never reaches the terminal raw: C0 controls, DEL, C1 controls,
  /// the line and paragraph separators U+2028 and U+2029, and the bidi
  /// embeddings, overrides and isolates (U+202A…U+202E, U+2066…U+2069).
  ///
  /// - Parameters:
  ///   - keepingLineBreaks: Whether line feeds stay as they are (a message of
  ///     several lines), rather than escaped.
  ///   - keepingTabs: Whether tabs stay as they are, rather than escaped (a
  ///     field of a tab-separated row).
  package static func escaped(
    _ text: String, keepingLineBreaks: Bool = false, keepingTabs: Bool = true
  ) -> String {
    var copy = text
    let escaped = copy.withUTF8 { utf8 -> [UInt8]? in
      // Most text has nothing to escape: it is returned as it is.
      guard
        nextEscape(
          in: utf8, from: 0, keepingLineBreaks: keepingLineBreaks, keepingTabs: keepingTabs)
          != nil
      else {
        return nil
      }
      var result: [UInt8] = []
      result.reserveCapacity(utf8.count + 16)
      appendEscaped(
        utf8, keepingLineBreaks: keepingLineBreaks, keepingTabs: keepingTabs, to: &result)
      return result
    }
    return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
  }

  /// Appends the valid UTF-8 `utf8` to `bytes` as ``escaped(_:keepingLineBreaks:)``
  /// writes it: for output gathered as bytes.
  package static func appendEscaped(
    _ utf8: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool = false, keepingTabs: Bool = true,
    to bytes: inout [UInt8]
  ) {
    var start = 0  // the first byte not yet copied
    while let (i, scalar, length) = nextEscape(
      in: utf8, from: start, keepingLineBreaks: keepingLineBreaks, keepingTabs: keepingTabs)
    {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
      bytes.append(contentsOf: "\\u{\(String(scalar, radix: 16, uppercase: true))}".utf8)
      start = i + length
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
  }

  /// The first scalar to escape in `utf8` from byte `start` on: where it
  /// starts, its value and its length in bytes; nil when there is none.
  private static func nextEscape(
    in utf8: UnsafeBufferPointer<UInt8>, from start: Int, keepingLineBreaks: Bool,
    keepingTabs: Bool
  ) -> (index: Int, scalar: UInt32, length: Int)? {
    // Valid UTF-8: each scalar to escape is found by its bytes.
    var i = start
    while i < utf8.count {
      // Eight bytes of printable ASCII at a time, as most text is.
      if i + 8 <= utf8.count, isPrintableASCII(UnsafeRawPointer(utf8.baseAddress! + i)) {
        i += 8
        continue
      }
      let byte = utf8[i]
      switch byte {
      case 0x09 where keepingTabs: break
      case 0x0A where keepingLineBreaks: break
      case 0x00..<0x20: return (i, UInt32(byte), 1)
      case 0x20..<0x7F: break  // printable ASCII, most of any text
      default:
        if let (scalar, length) = unprintable(in: utf8, at: i) { return (i, scalar, length) }
      }
      i += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }
    return nil
  }

  /// Whether the eight bytes at `bytes` are all printable ASCII
  /// (0x20…0x7E), tested together as one word.
  private static func isPrintableASCII(_ bytes: UnsafeRawPointer) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let word = bytes.loadUnaligned(as: UInt64.self)
    // A byte of 0x80 or more has its high bit set; below 0x20, subtracting
    // 0x20 borrows into it; 0x7F is the one byte that adding 1 carries into it.
    let belowSpace = (word &- 0x20 &* ones) & ~word
    let delete = word &+ ones
    return (word | belowSpace | delete) & highs == 0
  }

  /// The scalar a terminal might act on, other than a C0 control, that
  /// begins at byte `i` of valid UTF-8, and its length in bytes: DEL, a C1
  /// control (C2 80…9F), U+2028…U+202E (E2 80 A8…AE) or U+2066…U+2069
  /// (E2 81 A6…A9); nil for any other byte. What ``escaped(_:keepingLineBreaks:)``
  /// and the JSON output escape besides what JSON itself escapes.
  package static func unprintable(in utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> (
    scalar: UInt32, length: Int
  )? {
    switch utf8[i] {
    case 0x7F: return (0x7F, 1)
    case 0xC2 where i + 1 < utf8.count && (0x80...0x9F).contains(utf8[i + 1]):
      return (UInt32(utf8[i + 1]), 2)
    case 0xE2 where i + 2 < utf8.count:
      let (second, third) = (utf8[i + 1], utf8[i + 2])
      if second == 0x80, (0xA8...0xAE).contains(third) { return (0x2000 | UInt32(third - 0x80), 3) }
      if second == 0x81, (0xA6...0xA9).contains(third) { return (0x2040 | UInt32(third - 0x80), 3) }
      return nil
    default: return nil
    }
  }
}
