/// A strict JSON parser (RFC 8259) that records the line of every key and value.
///
/// Foundation's `JSONSerialization` gives no positions, so this parser exists to
/// put line numbers on messages. It works on UTF-8 bytes already checked by
/// ``UTF8Validation``, recurses at most `maximumDepth` levels (arrays and
/// objects), and reports the first error with its line. Duplicate keys are kept
/// in file order.
struct JSONScanner {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var index = 0
  private var line = 1

  /// Creates a scanner over UTF-8 bytes (a leading byte-order mark is skipped).
  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Parses the whole input as one JSON value followed only by whitespace.
  mutating func parseDocument() throws(ParseFailure) -> DocumentNode {
    skipWhitespace()
    guard index < bytes.count else { throw ParseFailure(.empty) }
    let node = try parseValue(depth: 0)
    skipWhitespace()
    guard index == bytes.count else { throw ParseFailure(.trailingContent, line: line) }
    return node
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        line += 1
        index += 1
      default: return
      }
    }
  }

  private func unexpected(expected: String) -> ParseFailure {
    guard index < bytes.count else {
      return ParseFailure(.unexpectedEnd(expected: expected), line: line)
    }
    return ParseFailure(
      .unexpected(found: ParseFailure.describe(bytes[index]), expected: expected), line: line)
  }

  private mutating func parseValue(depth: Int) throws(ParseFailure) -> DocumentNode {
    guard index < bytes.count else { throw unexpected(expected: "a value") }
    let startLine = line
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return DocumentNode(value: .string(try parseString()), line: startLine)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return DocumentNode(value: .bool(true), line: startLine)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return DocumentNode(value: .bool(false), line: startLine)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return DocumentNode(value: .null, line: startLine)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return DocumentNode(value: .number(try parseNumber()), line: startLine)
    default:
      throw unexpected(expected: "a value")
    }
  }

  private mutating func expectLiteral(_ literal: String) throws(ParseFailure) {
    for byte in literal.utf8 {
      guard index < bytes.count, bytes[index] == byte else {
        throw unexpected(expected: "'\(literal)'")
      }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int) throws(ParseFailure) -> DocumentNode {
    guard depth <= maximumDepth else {
      throw ParseFailure(.tooDeep(limit: maximumDepth), line: line)
    }
    let startLine = line
    index += 1  // {
    var entries: [DocumentEntry] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return DocumentNode(value: .dictionary(entries), line: startLine)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw unexpected(expected: "a string key")
      }
      let keyLine = line
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw unexpected(expected: "':' after a key")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      entries.append(DocumentEntry(key: key, line: keyLine, value: value))
      skipWhitespace()
      guard index < bytes.count else { throw unexpected(expected: "',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return DocumentNode(value: .dictionary(entries), line: startLine)
      }
      throw unexpected(expected: "',' or '}'")
    }
  }

  private mutating func parseArray(depth: Int) throws(ParseFailure) -> DocumentNode {
    guard depth <= maximumDepth else {
      throw ParseFailure(.tooDeep(limit: maximumDepth), line: line)
    }
    let startLine = line
    index += 1  // [
    var elements: [DocumentNode] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return DocumentNode(value: .array(elements), line: startLine)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      guard index < bytes.count else { throw unexpected(expected: "',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return DocumentNode(value: .array(elements), line: startLine)
      }
      throw unexpected(expected: "',' or ']'")
    }
  }

  private mutating func parseString() throws(ParseFailure) -> String {
    index += 1  // opening quote
    var buffer: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw ParseFailure(.unexpectedEnd(expected: "'\"'"), line: line)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try parseEscape(into: &buffer)
      case 0x00..<0x20:
        throw ParseFailure(
          .unexpected(
            found: ParseFailure.describe(byte), expected: "no control characters in a string"),
          line: line)
      default:
        buffer.append(byte)
        index += 1
      }
    }
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws(ParseFailure) {
    guard index < bytes.count else {
      throw ParseFailure(.unexpectedEnd(expected: "an escape"), line: line)
    }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): buffer.append(0x22)
    case UInt8(ascii: "\\"): buffer.append(0x5C)
    case UInt8(ascii: "/"): buffer.append(0x2F)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4()
      if (0xD800...0xDBFF).contains(scalar) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw ParseFailure(.invalidEscape("unpaired surrogate"), line: line) }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw ParseFailure(.invalidEscape("unpaired surrogate"), line: line)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw ParseFailure(.invalidEscape("unpaired surrogate"), line: line)
      }
      guard let unicode = Unicode.Scalar(scalar) else {
        throw ParseFailure(.invalidEscape("\\u escape"), line: line)
      }
      buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
    default:
      throw ParseFailure(.invalidEscape("\\" + String(UnicodeScalar(byte))), line: line)
    }
  }

  private mutating func parseHex4() throws(ParseFailure) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw ParseFailure(.unexpectedEnd(expected: "four hex digits"), line: line)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw ParseFailure(.invalidEscape("\\u escape"), line: line)
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(ParseFailure) -> Double {
    let start = index
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw invalidNumber(from: start) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw invalidNumber(from: start) }
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else { throw invalidNumber(from: start) }
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw invalidNumber(from: start) }
    return value
  }

  private mutating func invalidNumber(from start: Int) -> ParseFailure {
    let end = min(bytes.count, max(index + 1, start + 1), start + 40)
    return ParseFailure(
      .invalidNumber(String(decoding: bytes[start..<end], as: UTF8.self)), line: line)
  }
}
