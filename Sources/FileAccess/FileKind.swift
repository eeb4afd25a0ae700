#if canImport(Glibc)
  import Glibc
#endif

/// What kind of entry a path names, from `stat`'s `st_mode` (`S_IFMT` bits).
package enum FileKind: String, Sendable, Hashable {
  /// A regular file (`S_IFREG`).
  case regular
  /// A directory (`S_IFDIR`).
  case directory
  /// A named pipe (`S_IFIFO`): reading it waits for a writer, perhaps forever.
  case fifo
  /// A Unix-domain socket (`S_IFSOCK`).
  case socket
  /// A character device such as `/dev/zero` or a terminal (`S_IFCHR`).
  case characterDevice = "character-device"
  /// A block device such as a disk (`S_IFBLK`).
  case blockDevice = "block-device"
  /// A symbolic link (`S_IFLNK`; only `lstat` reports one).
  case symbolicLink = "symbolic-link"

  /// The kind `mode` (a `stat` `st_mode`) describes.
  package init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    default: self = .symbolicLink
    }
  }

  /// The kind of entry at `path`, following symbolic links; nil when nothing
  /// is there (or the link is dangling).
  package static func of(_ path: String) -> FileKind? {
    var info = stat()
    return stat(path, &info) == 0 ? FileKind(mode: info.st_mode) : nil
  }

  /// The kind of entry at `path`, following symbolic links.
  ///
  /// - Throws: ``FileError`` saying why nothing can be reached there (no such
  ///   file, a symlink loop, no permission to a folder on the way).
  package static func at(_ path: String) throws(FileError) -> FileKind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileError(path: path, code: errno, operation: "opening")
    }
    return FileKind(mode: info.st_mode)
  }

  /// The size in bytes of the file at `path` (symbolic links followed), or
  /// nil where nothing can be reached there.
  package static func byteSize(_ path: String) -> Int? {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : nil
  }

  /// The kind of entry at `path` itself (a symbolic link is not followed).
  package static func ofLink(_ path: String) -> FileKind? {
    var info = stat()
    return lstat(path, &info) == 0 ? FileKind(mode: info.st_mode) : nil
  }

  /// The kind with an article, as messages use it: "a FIFO", "a directory".
  package var noun: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a directory"
    case .fifo: "a FIFO"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .symbolicLink: "a symbolic link"
    }
  }
}

/// A file's identity on this machine: its device and inode numbers, the same
/// through every path (symbolic or hard link) that leads to it.
package struct FileIdentity: Sendable, Hashable {
  /// `st_dev`.
  package var device: UInt64
  /// `st_ino`.
  package var inode: UInt64

  /// The identity of what `path` leads to (links followed); nil when nothing is there.
  package init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
