#if canImport(Glibc)
  import Glibc
#endif

/// Folder listing and removal over the C library, never following symbolic links.
package enum Folder {
  /// The names in the folder at `path` (without `.` and `..`), sorted by
  /// their bytes (in readdir's order when not `sorted`), or nil when it
  /// cannot be listed.
  package static func names(_ path: String, sorted: Bool = true) -> [String]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    // readdir's entry is only as long as its name needs: read the name through a
    // pointer up to its NUL, never the whole `struct dirent` (`entry.pointee`
    // would copy past the end of a short entry).
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
    while let entry = readdir(stream) {
      let name = String(
        cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
      if name != "." && name != ".." { names.append(name) }
    }
    guard sorted else { return names }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Lists the folder at `path`, or throws why it cannot be listed.
  package static func list(_ path: String) throws(FileError) -> [String] {
    guard let names = names(path) else {
      let code = errno
      if code == ENOTDIR, let kind = FileKind.of(path) {
        throw FileError(path: path, reason: .notAFolder(kind))
      }
      throw FileError(path: path, code: code, operation: "listing the folder")
    }
    return names
  }

  /// Removes `path` and, when it is a folder, everything inside it; symbolic
  /// links are removed, never followed. Errors are ignored (what remains is
  /// what could not be removed).
  package static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if FileKind(mode: info.st_mode) == .directory {
      for name in names(path) ?? [] { removeTree(Paths.join(path, name)) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
