internal import CFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Reads input files whole, bounded by the bytes actually read.
///
/// Every read opens the path without blocking (`O_NONBLOCK`, so a FIFO with no
/// writer cannot hang the open), checks with `fstat` that it is a regular
/// file, and stops one byte past the limit whatever size the file claims:
/// `/dev/zero`, `/proc` files and endless streams are all bounded the same way.
/// Files are opened read-only and never written to.
package enum InputFile {
  /// The bytes of the regular file at `path`.
  ///
  /// - Parameter limit: The most bytes accepted; a file that claims more is
  ///   refused before it is read, and one longer than it claims after reading
  ///   `limit + 1` bytes.
  /// - Throws: ``FileError`` for a missing file, a link that leads nowhere,
  ///   a symlink loop, a directory, FIFO, socket or device, one of the
  ///   kernel's own files (on `/proc`, `/sys`: ``FileError/Reason/kernelFile``),
  ///   a file over `limit`, or a read error.
  package static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
    let descriptor = try open(path)
    defer { close(descriptor) }
    var info = stat()
    let claimed = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    guard claimed <= limit else {
      throw FileError(path: path, reason: .tooLarge(bytes: claimed, limit: limit))
    }
    return try readBounded(descriptor, path: path, limit: limit, expected: claimed)
  }

  /// The last `count` bytes of the file at `path` (all of it when shorter),
  /// read without the rest: a glance at a large file's end.
  ///
  /// - Throws: ``FileError`` as ``read(_:limit:)`` does for what cannot be
  ///   opened or read.
  package static func tail(of path: String, count: Int) throws(FileError) -> [UInt8] {
    let descriptor = try open(path)
    defer { close(descriptor) }
    var info = stat()
    let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    let wanted = min(size, max(0, count))
    var bytes = [UInt8](repeating: 0, count: wanted)
    let read = bytes.withUnsafeMutableBytes {
      pread(descriptor, $0.baseAddress, wanted, off_t(size - wanted))
    }
    guard read >= 0 else { throw FileError(path: path, code: errno, operation: "reading") }
    return Array(bytes.prefix(read))
  }

  /// The bytes of standard input, at most `limit`.
  ///
  /// - Throws: ``FileError`` (with the path `standard input`) beyond `limit`
  ///   bytes or on a read error.
  package static func readStandardInput(limit: Int) throws(FileError) -> [UInt8] {
    guard !standardInputWasClosed else { throw FileError(path: "standard input", reason: .closed) }
    return try readBounded(STDIN_FILENO, path: "standard input", limit: limit, expected: 0)
  }

  /// Whether standard input was closed when the program started
  /// (``holdStandardStreams()``).
  nonisolated(unsafe) private static var standardInputWasClosed = false

  /// Opens `/dev/null` for reading in place of each of standard input,
  /// output and error that the caller closed (`<&-`, `>&-`), so that no file
  /// the program opens takes its number: a report opened as descriptor 1
  /// would receive what is printed. Writing to a stream held so fails as
  /// writing to a closed one does (the system's "Bad file descriptor");
  /// standard input closed is remembered, and reading it says so. Called
  /// first thing, before any other thread starts.
  package static func holdStandardStreams() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 {
      if descriptor == STDIN_FILENO { standardInputWasClosed = true }
      let opened = Glibc.open("/dev/null", O_RDONLY)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }

  /// Opens the regular file at `path` for reading and returns its descriptor
  /// (blocking reads restored), which the caller closes.
  ///
  /// - Throws: ``FileError`` for anything but a readable regular file.
  package static func open(_ path: String) throws(FileError) -> Int32 {
    // A device is refused before it is opened: opening some has effects of its
    // own (a tape rewinds, a terminal becomes the controlling one).
    var before = stat()
    if stat(path, &before) == 0, FileKind(mode: before.st_mode) != .regular {
      throw FileError(path: path, reason: .notAFile(FileKind(mode: before.st_mode)))
    }
    let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      // A link that leads nowhere is said as one: "no such file" of a path
      // that a listing shows reads as a mistake of the tool's.
      if code == ENOENT, FileKind.ofLink(path) == .symbolicLink, let target = linkTarget(path) {
        throw FileError(path: path, reason: .danglingLink(target: target))
      }
      throw FileError(path: path, code: code, operation: "opening")
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw FileError(path: path, code: code, operation: "opening")
    }
    // Checked again on what was opened: the path may have changed in between.
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else {
      close(descriptor)
      throw FileError(path: path, reason: .notAFile(kind))
    }
    // The kernel's own files look regular (`/proc/self/environ`): refused
    // by the file system they are on, however the path got there (a link in
    // a res folder, a bind mount), as their text is the machine's, not an
    // app's, and an error would quote it. (Where `fstatfs` fails, -1, the
    // file is read as any other.)
    if kernelFileSystems.contains(Int64(tm_file_system_type(descriptor))) {
      close(descriptor)
      throw FileError(path: path, reason: .kernelFile)
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }

  /// Where the symbolic link at `path` points, as it is written; nil where
  /// it cannot be read.
  package static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, 4096)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The magic numbers (`statfs`'s `f_type`, from Linux's `magic.h` and
  /// the file systems' sources) of the kernel's own file systems: proc,
  /// sysfs, debugfs, tracefs, securityfs, cgroup and cgroup2, configfs,
  /// efivarfs, pstore, bpf, selinuxfs, smackfs, apparmorfs, binfmt_misc,
  /// resctrl, fusectl, xenfs and usbdevfs.
  static let kernelFileSystems: Set<Int64> = [
    0x9fa0, 0x6265_6572, 0x6462_6720, 0x7472_6163, 0x7363_6673, 0x0027_e0eb, 0x6367_7270,
    0x6265_6570, 0xde5e_81e4, 0x6165_676c, 0xcafe_4a11, 0xf97c_ff8c, 0x4341_5d53, 0x5a3c_69f0,
    0x4249_4e4d, 0x0765_5821, 0x6573_5543, 0xabba_1974, 0x9fa2,
  ]

  /// Reads `descriptor` to its end or to `limit + 1` bytes, whichever is first.
  private static func readBounded(_ descriptor: Int32, path: String, limit: Int, expected: Int)
    throws(FileError) -> [UInt8]
  {
    let maximum = limit < Int.max ? limit + 1 : limit
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(maximum, expected + 1))
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    while bytes.count < maximum {
      let n = Glibc.read(descriptor, chunk.baseAddress!, min(chunk.count, maximum - bytes.count))
      if n < 0 {
        if errno == EINTR { continue }
        if errno == EISDIR { throw FileError(path: path, reason: .notAFile(.directory)) }
        throw FileError(path: path, code: errno, operation: "reading")
      }
      if n == 0 { break }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<n]))
    }
    let count = bytes.count
    guard count <= limit else {
      throw FileError(
        path: path, reason: .tooLarge(bytes: expected > limit ? expected : nil, limit: limit))
    }
    return bytes
  }
}
