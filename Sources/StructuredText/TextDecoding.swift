/// Turns the bytes of a text file into validated UTF-8.
///
/// UTF-8 (with or without a byte-order mark) and UTF-16 with a byte-order mark
/// in either byte order are read. A file without a byte-order mark whose first
/// 1,024 bytes hold NUL bytes mostly at odd (or even) offsets is taken as
/// UTF-16LE (or BE): ASCII-heavy text in UTF-16 has a zero in every other byte,
/// while valid UTF-8 text never holds NUL. Invalid sequences are refused with
/// the line where they occur, never replaced (``InvalidText``).
package enum TextDecoding {
  /// Bytes that are not text in the encoding found: the 1-based line of the
  /// first invalid sequence.
  package struct InvalidText: Error, Equatable {
    package var line: Int
  }

  /// The encodings recognised.
  package enum Encoding: Sendable, Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
  }

  /// The encoding of `bytes` and the offset where the text starts (after a BOM).
  package static func detect(_ bytes: [UInt8]) -> (encoding: Encoding, start: Int) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
    if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
    if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
    let sample = bytes.prefix(1024)
    guard sample.count >= 2 else { return (.utf8, 0) }
    var evenZeros = 0
    var oddZeros = 0
    for (offset, byte) in sample.enumerated() where byte == 0 {
      if offset % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
    }
    let pairs = sample.count / 2
    if oddZeros * 4 >= pairs && oddZeros > evenZeros * 4 { return (.utf16LittleEndian, 0) }
    if evenZeros * 4 >= pairs && evenZeros > oddZeros * 4 { return (.utf16BigEndian, 0) }
    return (.utf8, 0)
  }

  /// The text as UTF-8 bytes without a byte-order mark.
  package static func utf8Bytes(of bytes: [UInt8]) throws(InvalidText) -> [UInt8] {
    let (encoding, start) = detect(bytes)
    switch encoding {
    case .utf8:
      let body = Array(bytes[start...])
      if let offset = UTF8Validation.firstInvalidOffset(in: body) {
        throw InvalidText(line: UTF8Validation.line(ofOffset: offset, in: body))
      }
      return body
    case .utf16LittleEndian, .utf16BigEndian:
      let units = Self.units(bytes[start...], littleEndian: encoding == .utf16LittleEndian)
      if (bytes.count - start) % 2 != 0 {
        throw InvalidText(line: units.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
      }
      guard let text = String(validating: units, as: UTF16.self) else {
        throw InvalidText(line: invalidUTF16Line(units))
      }
      return Array(text.utf8)
    }
  }

  /// The first `count` bytes of `bytes` (after a byte-order mark) as text,
  /// in the encoding ``detect(_:)`` finds, invalid sequences replaced: to
  /// tell a file's kind by how it begins.
  package static func start(of bytes: [UInt8], count: Int) -> String {
    let (encoding, start) = detect(bytes)
    let sample = bytes[start..<min(bytes.count, start + count)]
    switch encoding {
    case .utf8: return String(decoding: sample, as: UTF8.self)
    case .utf16LittleEndian, .utf16BigEndian:
      let units = units(sample, littleEndian: encoding == .utf16LittleEndian)
      return String(decoding: units, as: UTF16.self)
    }
  }

  /// `bytes` as UTF-16 code units, two bytes each (a last odd byte dropped).
  static func units(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    return units
  }

  /// The line of the first unpaired surrogate.
  static func invalidUTF16Line(_ units: [UInt16]) -> Int {
    var line = 1
    var index = 0
    while index < units.count {
      let unit = units[index]
      if unit == 0x0A { line += 1 }
      if (0xD800...0xDBFF).contains(unit) {
        guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) else {
          return line
        }
        index += 2
        continue
      }
      if (0xDC00...0xDFFF).contains(unit) { return line }
      index += 1
    }
    return line
  }
}
