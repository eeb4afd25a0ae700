internal import CFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A folder of outputs replaced whole, so that at every instant it holds one
/// run's complete output (a report and its pictures, say) and nothing else.
///
/// The new contents are written into a fresh sibling folder
/// (`.NAME.typometer-new-PID`), which ``commit()`` swaps with the old folder in
/// one atomic exchange (`renameat2` with `RENAME_EXCHANGE`; two renames where
/// the file system cannot exchange) before removing the old contents.
/// An exclusive lock (`flock` on `.NAME.lock` beside the folder) keeps a second
/// run from writing the same folder at once; it refuses rather than waits.
/// The run that holds the lock removes its file before letting go (a run
/// that locked the file meanwhile finds it gone and opens the new one), so
/// none is left behind. Siblings left by a killed run are removed when the
/// next run takes the lock.
///
/// An existing folder is replaced only when every entry in it is one the
/// caller recognises as its own and none is an input of the run.
package final class StagedFolder {
  /// The folder as given.
  package let path: String
  /// Where to write the new contents until ``commit()``.
  package let staging: String
  private let target: String
  private let lockPath: String
  private var lockDescriptor: Int32
  private var finished = false
  /// The permission bits of the folder replaced, given to the new one at
  /// ``commit()`` (nil where none was there).
  private var keptMode: mode_t?

  /// Prepares to replace the folder at `path` (created with its parents if
  /// missing), taking its lock and making the staging folder.
  ///
  /// - Parameters:
  ///   - inputs: The run's inputs: a folder that is one, holds one, or holds
  ///     a file that is one is refused.
  ///   - owns: Whether an entry (its path relative to the folder, with `/`,
  ///     and its kind) is one the caller writes; one it does not own is refused.
  /// - Throws: ``FileError``: the path is not a folder, holds inputs or entries
  ///   the caller does not own, another run holds the lock, or the system refused.
  package init(
    replacing path: String, inputs: RunInputs, owns: (_ entry: String, _ kind: FileKind) -> Bool
  ) throws(FileError) {
    self.path = path
    // Before any folder is made for it.
    if let folder = inputs.inputFolder(holding: path, isFolder: true) {
      throw FileError(path: path, reason: .isInsideAnInput(role: folder.role, folder: folder.path))
    }
    target = try Self.target(path)
    let name = Paths.name(of: target)
    let parent = Paths.folder(of: target)
    // Checked before the lock too, so a refused folder gains no lock file.
    try Self.checkReplaceable(target, shown: path, inputs: inputs, owns: owns)
    lockPath = Paths.join(parent, ".\(name).lock")
    lockDescriptor = try Self.takeLock(lockPath, for: path)
    staging = Paths.join(parent, ".\(name).typometer-new-\(getpid())")
    do throws(FileError) {
      try Self.checkReplaceable(target, shown: path, inputs: inputs, owns: owns)
      for sibling in Folder.names(parent) ?? []
      where sibling.hasPrefix(".\(name).typometer-new-")
        || sibling.hasPrefix(".\(name).typometer-old-")
      {
        Folder.removeTree(Paths.join(parent, sibling))
      }
      Interrupts.remember(staging)
      guard mkdir(staging, 0o777) == 0 else {
        throw FileError(path: staging, code: errno, operation: "creating the folder")
      }
      keptMode = Self.keepGroup(of: target, on: staging)
    } catch {
      Interrupts.forget(staging)
      releaseLock()
      throw error
    }
  }

  /// Gives `staging` the group of the folder it replaces (the owner too
  /// when run as root), as far as the system lets this process, and its
  /// permissions with the owner's kept while the run writes (a shared
  /// folder's `drwxrws---`: its set-group-ID bit makes the files written in
  /// it the group's); returns the folder's own permission bits, which
  /// ``commit()`` gives it. A folder not yet made: nil, the new one as
  /// `mkdir` made it.
  private static func keepGroup(of target: String, on staging: String) -> mode_t? {
    var old = stat()
    guard stat(target, &old) == 0, FileKind(mode: old.st_mode) == .directory else { return nil }
    // (Ownership first: `chown` clears the set-ID bits.)
    _ = chown(staging, geteuid() == 0 ? old.st_uid : uid_t.max, old.st_gid)
    _ = chmod(staging, (old.st_mode & 0o7777) | 0o700)
    return old.st_mode & 0o7777
  }

  /// Opens `.NAME.lock` (made if missing) and locks it, refusing when
  /// another run holds it. A file that the run holding it removed between
  /// this run's opening and locking it is opened again.
  private static func takeLock(_ lockPath: String, for path: String) throws(FileError) -> Int32 {
    for _ in 0..<8 {
      let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
      guard descriptor >= 0 else {
        // Said of the folder asked for, naming its lock file (beside the
        // folder a link leads to), which is this run's own.
        throw FileError(
          path: path, reason: .system(code: errno, operation: "making its lock file \(lockPath)"))
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        let code = errno
        close(descriptor)
        if code == EWOULDBLOCK { throw FileError(path: path, reason: .busy(lockFile: lockPath)) }
        throw FileError(path: lockPath, code: code, operation: "taking the lock")
      }
      // The file locked must still be the one at the path.
      var held = stat()
      var now = stat()
      if fstat(descriptor, &held) == 0, lstat(lockPath, &now) == 0, held.st_dev == now.st_dev,
        held.st_ino == now.st_ino
      {
        if Self.isOurLockFile(held) { Interrupts.remember(lockPath) }
        return descriptor
      }
      close(descriptor)
    }
    throw FileError(path: path, reason: .busy(lockFile: lockPath))
  }

  /// Whether a lock file is one a run made: a regular file with nothing in
  /// it (a file of another kind or with contents is left alone).
  private static func isOurLockFile(_ info: stat) -> Bool {
    FileKind(mode: info.st_mode) == .regular && info.st_size == 0
  }

  /// Removes the lock file, while still holding it, then lets go of it.
  private func releaseLock() {
    var info = stat()
    if fstat(lockDescriptor, &info) == 0, Self.isOurLockFile(info) {
      unlink(lockPath)
      Interrupts.forget(lockPath)
    }
    close(lockDescriptor)
  }

  deinit { if !finished { discard() } }

  /// Puts the staged contents in place of the folder and removes the old ones.
  ///
  /// - Throws: ``FileError`` when the system refuses the renames; the old
  ///   folder is then left as it was.
  package func commit() throws(FileError) {
    precondition(!finished, "a staged folder is committed or discarded once")
    finished = true
    defer { releaseLock() }
    // The old folder's permissions, now that nothing more is written in it
    // (a read-only `dr-xr-xr-x` report stays so).
    if let keptMode { _ = chmod(staging, keptMode) }
    OutputFile.syncFolder(staging)
    let parent = Paths.folder(of: target)
    let (path, staging, target) = (self.path, self.staging, self.target)
    // The moves are made under the interrupt handler's lock: a SIGINT comes
    // either before them (the staging folder is removed, DIR is as it was)
    // or after (DIR holds the whole new report), never in between.
    let leftover = try Interrupts.exclusively(writing: path) { paths throws(FileError) -> String? in
      /// Undoes what was staged and throws `code`'s error.
      func fail(_ code: Int32, _ operation: String) -> FileError {
        Folder.removeTree(staging)
        paths.remove(staging)
        return FileError(path: path, code: code, operation: operation)
      }
      if FileKind.ofLink(target) == nil {
        guard rename(staging, target) == 0 else { throw fail(errno, "moving the new contents in") }
        paths.remove(staging)
        return nil
      }
      if tm_rename_exchange(staging, target) == 0 {
        return staging  // now the old contents, still removed if the run is stopped
      }
      // No atomic exchange on this file system: move the old folder aside first.
      let old = Paths.join(parent, ".\(Paths.name(of: target)).typometer-old-\(getpid())")
      guard rename(target, old) == 0 else {
        throw fail(errno, "moving the old contents aside")
      }
      guard rename(staging, target) == 0 else {
        let code = errno
        rename(old, target)
        throw fail(code, "moving the new contents in")
      }
      paths.remove(staging)
      paths.insert(old)
      return old
    }
    if let leftover {
      // (The old folder's own permissions may deny removing what it holds:
      // a read-only report's.)
      _ = chmod(leftover, 0o700)
      Folder.removeTree(leftover)
      Interrupts.forget(leftover)
    }
    OutputFile.syncFolder(parent)
  }

  /// Removes the staged contents and leaves the folder as it was.
  package func discard() {
    guard !finished else { return }
    finished = true
    Folder.removeTree(staging)
    Interrupts.forget(staging)
    releaseLock()
  }

  /// The folder to replace: an existing path resolved; a new one's parent
  /// folders created and resolved.
  private static func target(_ path: String) throws(FileError) -> String {
    if FileKind.ofLink(path) != nil {
      guard let real = Paths.real(path) else {
        var info = stat()
        _ = stat(path, &info)
        throw FileError(path: path, code: errno == 0 ? ENOENT : errno, operation: "opening")
      }
      guard real != "/" else { throw FileError(path: path, reason: .isTheRoot) }
      return real
    }
    let name = Paths.name(of: path)
    let parent = Paths.folder(of: path)
    try makeFolders(parent)
    guard let realParent = Paths.real(parent) else {
      throw FileError(path: parent, code: errno, operation: "opening")
    }
    return Paths.join(realParent, name)
  }

  /// `mkdir -p`.
  private static func makeFolders(_ path: String) throws(FileError) {
    if let kind = FileKind.of(path) {
      guard kind == .directory else { throw FileError(path: path, reason: .notAFolder(kind)) }
      return
    }
    let parent = Paths.folder(of: path)
    if parent != path { try makeFolders(parent) }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
      throw FileError(path: path, code: errno, operation: "creating the folder")
    }
  }

  /// Throws unless the folder at `target` is absent, or holds only entries
  /// the caller owns and no input.
  private static func checkReplaceable(
    _ target: String, shown: String, inputs: RunInputs, owns: (String, FileKind) -> Bool
  ) throws(FileError) {
    var info = stat()
    guard stat(target, &info) == 0 else { return }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .directory else { throw FileError(path: shown, reason: .notAFolder(kind)) }
    if let role = inputs.role(of: FileIdentity(info)) {
      throw FileError(path: shown, reason: .isAnInput(role: role))
    }
    if let input = inputs.inputFolder(inside: target) {
      throw FileError(
        path: shown,
        reason: input.path == Paths.real(target)
          ? .isAnInput(role: input.role) : .holdsAnInput(role: input.role, folder: input.path))
    }
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? target : Paths.join(target, relative)
      // A folder's inputs are said before an entry that is not the caller's
      // (`en.lproj`'s `Localizable.strings` before its `InfoPlist.strings`).
      var entries: [(name: String, kind: FileKind)] = []
      for name in try Folder.list(folder) {
        let entry = relative.isEmpty ? name : relative + "/" + name
        var entryInfo = stat()
        guard lstat(Paths.join(target, entry), &entryInfo) == 0 else { continue }
        if let role = inputs.role(of: FileIdentity(entryInfo)) {
          // Said of the folder to replace, which holds it (the input itself
          // is not what would be written).
          throw FileError(
            path: shown, reason: .holdsAnInput(role: role, folder: Paths.join(shown, entry)))
        }
        entries.append((entry, FileKind(mode: entryInfo.st_mode)))
      }
      for (entry, kind) in entries {
        guard owns(entry, kind) else {
          throw FileError(path: shown, reason: .notOurs(entry: entry))
        }
        if kind == .directory { pending.append(entry) }
      }
    }
  }
}
