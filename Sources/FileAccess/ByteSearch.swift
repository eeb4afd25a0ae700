internal import CFileSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Array where Element == UInt8 {
  /// Whether these bytes hold `part` somewhere, byte for byte (an empty
  /// `part` is held by any bytes): a quick look into a file before parsing it.
  package func holds(_ part: [UInt8]) -> Bool {
    withUnsafeBytes { ByteSearch.holds($0, part) }
  }

  /// Where these bytes first hold `part` at `start` or after (`memmem`), or
  /// nil where they do not (or `part` is empty).
  package func firstIndex(of part: [UInt8], from start: Int) -> Int? {
    guard !part.isEmpty, start >= 0, start < count else { return nil }
    return withUnsafeBytes { bytes in
      part.withUnsafeBytes { part in
        let found = tm_find_bytes(
          bytes.baseAddress! + start, bytes.count - start, part.baseAddress!, part.count)
        return found < 0 ? nil : start + Int(found)
      }
    }
  }

  /// Where these bytes first hold `part` wholly within `range` (`memmem`),
  /// or nil where they do not (or `part` is empty).
  package func firstIndex(of part: [UInt8], in range: Range<Int>) -> Int? {
    let range = range.clamped(to: 0..<count)
    guard !part.isEmpty, !range.isEmpty else { return nil }
    return withUnsafeBytes { bytes in
      part.withUnsafeBytes { part in
        let found = tm_find_bytes(
          bytes.baseAddress! + range.lowerBound, range.count, part.baseAddress!, part.count)
        return found < 0 ? nil : range.lowerBound + Int(found)
      }
    }
  }

  /// How many times these bytes hold `part`, none overlapping another
  /// (`memmem` from each end on); 0 for an empty `part`.
  package func occurrences(of part: [UInt8]) -> Int {
    guard !part.isEmpty else { return 0 }
    return withUnsafeBytes { bytes in
      part.withUnsafeBytes { part in
        guard let base = bytes.baseAddress, let needle = part.baseAddress else { return 0 }
        return Int(tm_count_bytes(base, bytes.count, needle, part.count))
      }
    }
  }
}

/// Looking for bytes in bytes at C's speed (`memmem`).
enum ByteSearch {
  /// Whether `bytes` hold `part` somewhere, byte for byte (an empty `part`
  /// is held by any bytes).
  static func holds(_ bytes: UnsafeRawBufferPointer, _ part: [UInt8]) -> Bool {
    guard !part.isEmpty else { return true }
    guard bytes.count >= part.count, let base = bytes.baseAddress else { return false }
    return part.withUnsafeBytes { part in
      tm_holds_bytes(base, bytes.count, part.baseAddress!, part.count) != 0
    }
  }
}

extension String {
  /// Whether the string's UTF-8 holds `byte`: over its bytes at once
  /// (`memchr`), where the view's own `contains` steps through them one
  /// call at a time.
  package func holdsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    } ?? utf8.contains(byte)
  }

  /// Whether the string's UTF-8 holds `part` somewhere, byte for byte
  /// (`memmem` over its bytes, in place when the string keeps
  /// them in one piece, as a native string does).
  package func holdsBytes(_ part: [UInt8]) -> Bool {
    utf8.withContiguousStorageIfAvailable { ByteSearch.holds(UnsafeRawBufferPointer($0), part) }
      ?? Array(utf8).holds(part)
  }

  /// Whether the string is all ASCII: where byte-by-byte search finds what
  /// a search by characters finds (beyond ASCII, a combining mark joins the
  /// character before it).
  package var isASCII: Bool { !holdsByte(where: { $0 >= 0x80 }) }

  /// Whether a byte of the string's UTF-8 is one `isWanted` says yes to,
  /// over its bytes at once (inlined where it is called, so that `isWanted`
  /// is too).
  @inlinable package func holdsByte(where isWanted: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: isWanted) }
      ?? utf8.contains(where: isWanted)
  }
}
