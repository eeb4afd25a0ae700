#if canImport(Glibc)
  import Glibc
#endif

/// Writes output files so that no input, special file or half-written file
/// can result.
///
/// The target is resolved first (a symbolic link leads to where it points);
/// an existing target must be a regular file and none of the run's inputs.
/// The bytes go to a new temporary file in the target's folder, are flushed
/// to disk (`fsync`) and renamed over the target, so the target holds either
/// its old bytes or all the new ones, never a mix. Temporaries are named
/// `.NAME.typometer-PID.tmp`; one left by a killed run is removed by the next
/// write to the same target.
package enum OutputFile {
  /// Writes `bytes` to `path`, replacing a regular file there.
  ///
  /// - Parameters:
  ///   - inputs: The run's inputs; writing to any of them is refused.
  ///   - isRunOutput: Whether the file is one of the run's results (a
  ///     baseline, a picture `render` writes), which a stop after it says
  ///     was written (``Interrupts/exclusively(writing:_:)``); not a file
  ///     inside a folder staged whole.
  /// - Throws: ``FileError``: the target is an input, a folder, a FIFO, a
  ///   device or a dangling link, or the write failed (the disk is full, …);
  ///   on failure the target is untouched and the temporary removed.
  package static func write(
    _ bytes: [UInt8], to path: String, inputs: RunInputs = RunInputs(), isRunOutput: Bool = false
  ) throws(FileError) {
    let target = try resolve(path, inputs: inputs)
    let existing = existingMode(target)
    removeStaleTemporaries(of: target)
    let temporary = temporaryPath(for: target)
    Interrupts.remember(temporary)
    do {
      try writeNew(bytes, to: temporary, displayPath: path, mode: existing)
    } catch {
      Interrupts.forget(temporary)
      throw error
    }
    // Moved in under the interrupt handler's lock: a stop after it says the
    // file was written.
    try Interrupts.exclusively(writing: isRunOutput ? path : nil) { paths throws(FileError) in
      paths.remove(temporary)
      guard rename(temporary, target) == 0 else {
        let code = errno
        unlink(temporary)
        throw FileError(path: path, code: code, operation: "writing")
      }
    }
    syncFolder(Paths.folder(of: target))
  }

  /// Where writing `path` would put the bytes (symbolic links followed),
  /// after checking that the target may be replaced.
  ///
  /// - Throws: ``FileError`` as ``write(_:to:inputs:)`` does before writing.
  package static func resolve(_ path: String, inputs: RunInputs) throws(FileError) -> String {
    if path.count > 1, path.hasSuffix("/"), FileKind.of(path) == nil {
      throw FileError(path: path, reason: .endsWithSlash)
    }
    var target = path
    if FileKind.ofLink(path) == .symbolicLink {
      guard let real = Paths.real(path) else {
        // A dangling link or a loop: writing through it would create a file elsewhere.
        var info = stat()
        if stat(path, &info) != 0, errno == ELOOP {
          throw FileError(path: path, reason: .symlinkLoop)
        }
        throw FileError(path: path, reason: .notFound)
      }
      target = real
    }
    var info = stat()
    if stat(target, &info) == 0 {
      let kind = FileKind(mode: info.st_mode)
      if let role = inputs.role(of: FileIdentity(info)) {
        throw FileError(path: path, reason: .isAnInput(role: role))
      }
      if let folder = inputs.inputFolder(holding: target) {
        throw FileError(
          path: path, reason: .isInsideAnInput(role: folder.role, folder: folder.path))
      }
      guard kind == .regular else { throw FileError(path: path, reason: .notAFile(kind)) }
    } else if errno != ENOENT {
      throw FileError(path: path, code: errno, operation: "opening")
    } else {
      if let folder = inputs.inputFolder(holding: target) {
        throw FileError(
          path: path, reason: .isInsideAnInput(role: folder.role, folder: folder.path))
      }
      let folder = Paths.folder(of: target)
      var folderInfo = stat()
      guard stat(folder, &folderInfo) == 0 else {
        if errno == ENOENT { throw FileError(path: path, reason: .folderMissing(folder)) }
        throw FileError(path: path, code: errno, operation: "opening its folder")
      }
      let kind = FileKind(mode: folderInfo.st_mode)
      guard kind == .directory else {
        throw FileError(path: folder, reason: .notAFolder(kind))
      }
    }
    return target
  }

  /// Creates `path` (which must not exist; a link there is not followed),
  /// writes `bytes`, and flushes them to disk; on failure removes what it
  /// created. For files inside a folder that ``Interrupts`` already removes
  /// when the run is stopped, such as a ``StagedFolder``'s.
  ///
  /// - Parameters:
  ///   - displayPath: The path errors name.
  ///   - mode: Permission bits for the new file, or nil for 0666 less the umask.
  package static func writeNew(
    _ bytes: [UInt8], to path: String, displayPath: String? = nil, mode: mode_t? = nil
  ) throws(FileError) {
    let shown = displayPath ?? path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      throw FileError(path: shown, code: code, operation: "writing")
    }
    var code: Int32 = 0
    if let mode { _ = fchmod(descriptor, mode) }
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          code = errno
          return
        }
        offset += n
      }
    }
    if code == 0, fsync(descriptor) != 0 { code = errno }
    if close(descriptor) != 0, code == 0 { code = errno }
    if code != 0 {
      unlink(path)
      throw FileError(path: shown, code: code, operation: "writing")
    }
  }

  /// Flushes a folder's entries (after a rename into it) to disk.
  package static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  static func temporaryPath(for target: String) -> String {
    Paths.join(
      Paths.folder(of: target), ".\(Paths.name(of: target)).typometer-\(getpid()).tmp")
  }

  /// Removes temporaries of `target` left by runs that no longer exist.
  static func removeStaleTemporaries(of target: String) {
    let folder = Paths.folder(of: target)
    let prefix = ".\(Paths.name(of: target)).typometer-"
    // Unsorted: this runs before every write (a report writes hundreds of
    // pictures into one folder).
    for name in Folder.names(folder, sorted: false) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let digits = name.dropFirst(prefix.count).dropLast(4)
      guard let pid = Int32(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      unlink(Paths.join(folder, name))
    }
  }

  private static func existingMode(_ path: String) -> mode_t? {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
  }
}
