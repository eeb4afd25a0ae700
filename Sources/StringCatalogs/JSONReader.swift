/// A strict JSON (RFC 8259) parser that records the line of every key and value.
///
/// `JSONSerialization` gives no positions, so String Catalogs are read with
/// this instead. It works on validated UTF-8, nests at most
/// ``CatalogLimits/maximumDepth`` objects and arrays, and reports the first
/// error with its line. Duplicate keys are kept in file order.
struct JSONReader {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var index = 0
  private var line = 1

  private init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Parses UTF-8 bytes (without a byte-order mark) as one JSON document.
  static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(ParseError) -> ValueNode {
    var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth)
    reader.skipWhitespace()
    guard reader.index < bytes.count else { throw ParseError("the file is empty", line: 1) }
    let value = try reader.parseValue(depth: 0)
    reader.skipWhitespace()
    guard reader.index == bytes.count else {
      throw ParseError("unexpected text after the JSON document", line: reader.line)
    }
    return value
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

  private func unexpected(expected: String) -> ParseError {
    guard index < bytes.count else {
      return ParseError("expected \(expected), found the end of the file", line: line)
    }
    let byte = bytes[index]
    let found =
      byte >= 0x21 && byte < 0x7F
      ? "'" + String(UnicodeScalar(byte)) + "'" : "byte 0x" + String(byte, radix: 16)
    return ParseError("expected \(expected), found \(found)", line: line)
  }

  private mutating func parseValue(depth: Int) throws(ParseError) -> ValueNode {
    guard index < bytes.count else { throw unexpected(expected: "a value") }
    let startLine = line
    switch bytes[index] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < maximumDepth else {
        throw ParseError("nested deeper than \(maximumDepth) levels", line: line)
      }
      return bytes[index] == UInt8(ascii: "{")
        ? try parseObject(depth: depth + 1) : try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return ValueNode(value: .string(try parseString()), line: startLine)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return ValueNode(value: .bool(true), line: startLine)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return ValueNode(value: .bool(false), line: startLine)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return ValueNode(value: .null, line: startLine)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return ValueNode(value: .number(try parseNumber()), line: startLine)
    default:
      throw unexpected(expected: "a value")
    }
  }

  private mutating func expectLiteral(_ literal: String) throws(ParseError) {
    for byte in literal.utf8 {
      guard index < bytes.count, bytes[index] == byte else {
        throw unexpected(expected: "'\(literal)'")
      }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int) throws(ParseError) -> ValueNode {
    let startLine = line
    index += 1
    var entries: [ValueNode.Entry] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return ValueNode(value: .dictionary(entries), line: startLine)
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
      entries.append(ValueNode.Entry(key: key, line: keyLine, value: try parseValue(depth: depth)))
      skipWhitespace()
      guard index < bytes.count else { throw unexpected(expected: "',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return ValueNode(value: .dictionary(entries), line: startLine)
      } else {
        throw unexpected(expected: "',' or '}'")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(ParseError) -> ValueNode {
    let startLine = line
    index += 1
    var values: [ValueNode] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return ValueNode(value: .array(values), line: startLine)
    }
    while true {
      skipWhitespace()
      values.append(try parseValue(depth: depth))
      skipWhitespace()
      guard index < bytes.count else { throw unexpected(expected: "',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return ValueNode(value: .array(values), line: startLine)
      } else {
        throw unexpected(expected: "',' or ']'")
      }
    }
  }

  private mutating func parseString() throws(ParseError) -> String {
    index += 1
    var result = ""
    var runStart = index
    while true {
      guard index < bytes.count else {
        throw ParseError("a string is never closed", line: line)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        result += String(decoding: bytes[runStart..<index], as: UTF8.self)
        index += 1
        return result
      }
      if byte < 0x20 {
        throw ParseError("a control character (or line break) inside a string", line: line)
      }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      result += String(decoding: bytes[runStart..<index], as: UTF8.self)
      index += 1
      guard index < bytes.count else { throw ParseError("a string is never closed", line: line) }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "\""): result += "\""
      case UInt8(ascii: "\\"): result += "\\"
      case UInt8(ascii: "/"): result += "/"
      case UInt8(ascii: "b"): result += "\u{8}"
      case UInt8(ascii: "f"): result += "\u{C}"
      case UInt8(ascii: "n"): result += "\n"
      case UInt8(ascii: "r"): result += "\r"
      case UInt8(ascii: "t"): result += "\t"
      case UInt8(ascii: "u"):
        var scalar = try parseHex4()
        if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try parseHex4()
          guard (0xDC00...0xDFFF).contains(low) else {
            throw ParseError("an unpaired surrogate in a \\u escape", line: line)
          }
          scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
          throw ParseError("an unpaired surrogate in a \\u escape", line: line)
        }
        result.unicodeScalars.append(unicode)
      default:
        throw ParseError("an invalid escape in a string", line: line)
      }
      runStart = index
    }
  }

  private mutating func parseHex4() throws(ParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = StringsFileParser.hexValue(bytes[index]) else {
        throw ParseError("a \\u escape needs four hex digits", line: line)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(ParseError) -> Double {
    let start = index
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected(expected: "a digit") }
    while index < bytes.count
      && (isDigit(bytes[index]) || [0x2B, 0x2D, 0x2E, 0x45, 0x65].contains(bytes[index]))
    {
      index += 1
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else {
      throw ParseError("invalid number \(text.prefix(40))", line: line)
    }
    return value
  }
}
