#if canImport(Glibc)
  import Glibc
#endif

/// Bytes that never change while they are held: a regular file mapped into
/// memory read-only, or a copy of an array. Freed or unmapped when released.
///
/// A mapped file costs memory only for the pages read, so checking the few
/// tables of a 20 MB font file does not bring in the file. Another process
/// that shortens the file while it is mapped makes a read past its new end
/// stop the program (SIGBUS), as it would FreeType and HarfBuzz, which map
/// font files the same way.
package final class ReadOnlyBytes: @unchecked Sendable {
  /// The bytes; valid while this object lives, which a caller holding only
  /// the pointer ensures with `withExtendedLifetime`.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// Whether `bytes` is a mapping (else an allocation of its own).
  private let mapped: Bool

  /// A copy of `array`.
  package init(_ array: [UInt8]) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: array.count)
    _ = copy.initialize(from: array)
    bytes = UnsafeBufferPointer(copy)
    mapped = false
  }

  private init(mapping base: UnsafeMutableRawPointer, count: Int) {
    bytes = UnsafeBufferPointer(
      start: base.bindMemory(to: UInt8.self, capacity: count), count: count)
    mapped = true
  }

  deinit {
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    } else {
      UnsafeMutableBufferPointer(mutating: bytes).deallocate()
    }
  }

  /// The regular file at `path`, mapped read-only (read into memory where
  /// the system cannot map it).
  ///
  /// - Parameter limit: The most bytes accepted.
  /// - Throws: ``FileError`` as ``InputFile/read(_:limit:)`` does.
  package static func file(_ path: String, limit: Int) throws(FileError) -> ReadOnlyBytes {
    let descriptor = try InputFile.open(path)
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw FileError(path: path, code: errno, operation: "reading")
    }
    let size = Int(info.st_size)
    guard size <= limit else {
      throw FileError(path: path, reason: .tooLarge(bytes: size, limit: limit))
    }
    if size > 0,
      let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED
    {
      return ReadOnlyBytes(mapping: base, count: size)
    }
    return ReadOnlyBytes(try InputFile.read(path, limit: limit))
  }
}
