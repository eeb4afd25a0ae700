/// Validation of UTF-8 bytes that reports where the first bad byte is.
package enum UTF8Validation {
  /// The offset of the first byte that is not part of a well-formed UTF-8
  /// sequence (overlong forms, surrogates and values above U+10FFFF are
  /// refused), or `nil` when all bytes are valid.
  package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
  }

  private static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      // Eight ASCII bytes at a time (no high bit set), as most text is.
      if index + 8 <= count,
        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
          & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      if index + length > count { return index }
      let second = bytes[index + 1]
      if second < lower || second > upper { return index }
      var position = index + 2
      while position < index + length {
        if bytes[position] & 0xC0 != 0x80 { return index }
        position += 1
      }
      index += length
    }
    return nil
  }

  /// The 1-based line of a byte offset (lines end with `\n`).
  package static func line(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    var index = 0
    while index < offset && index < bytes.count {
      if bytes[index] == 0x0A { line += 1 }
      index += 1
    }
    return line
  }
}
