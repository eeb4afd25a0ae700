import StructuredText

/// A parser for XML property lists that records the line of every `<key>`
/// and value.
///
/// `PropertyListSerialization` gives no positions, so this reads the plist
/// subset of XML itself: the `<?xml?>` declaration, `<!DOCTYPE>`, comments,
/// CDATA, the five named entities and numeric character references, and the
/// elements `plist dict array key string integer real true false date data`.
/// The `<plist>` wrapper is optional. Nesting is limited to `maximumDepth`
/// arrays and dictionaries; the first error is reported with its line.
struct XMLPlistScanner {
  private enum Token {
    case start(name: String, selfClosing: Bool, line: Int)
    case end(name: String, line: Int)
    /// Character data, already unescaped; `isWhitespace` when it is only
    /// XML whitespace outside CDATA.
    case text(String, isWhitespace: Bool, line: Int)
    case endOfInput(line: Int)
  }

  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var index = 0
  private var line = 1
  private var peeked: Token?

  /// Creates a scanner over UTF-8 bytes (a leading byte-order mark is skipped).
  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Parses the document's single top-level value.
  mutating func parseDocument() throws(ParseFailure) -> DocumentNode {
    var token = try nextSignificant()
    var wrapped = false
    if case .start(let name, let selfClosing, let line) = token, name == "plist" {
      if selfClosing {
        throw ParseFailure(.unexpected(found: "<plist/>", expected: "a value"), line: line)
      }
      wrapped = true
      token = try nextSignificant()
    }
    if case .endOfInput = token { throw ParseFailure(.empty) }
    let node = try parseValue(token, depth: 0)
    if wrapped {
      let end = try nextSignificant()
      guard case .end("plist", _) = end else { throw failure(at: end, expected: "</plist>") }
    }
    let rest = try nextSignificant()
    guard case .endOfInput = rest else { throw ParseFailure(.trailingContent, line: lineOf(rest)) }
    return node
  }

  // MARK: - Values

  private mutating func parseValue(_ token: Token, depth: Int) throws(ParseFailure) -> DocumentNode
  {
    guard case .start(let name, let selfClosing, let startLine) = token else {
      throw failure(at: token, expected: "a value element")
    }
    switch name {
    case "dict":
      guard depth < maximumDepth else {
        throw ParseFailure(.tooDeep(limit: maximumDepth), line: startLine)
      }
      if selfClosing { return DocumentNode(value: .dictionary([]), line: startLine) }
      return try parseDictionary(line: startLine, depth: depth + 1)
    case "array":
      guard depth < maximumDepth else {
        throw ParseFailure(.tooDeep(limit: maximumDepth), line: startLine)
      }
      if selfClosing { return DocumentNode(value: .array([]), line: startLine) }
      var elements: [DocumentNode] = []
      while true {
        let next = try nextSignificant()
        if case .end("array", _) = next { break }
        elements.append(try parseValue(next, depth: depth + 1))
      }
      return DocumentNode(value: .array(elements), line: startLine)
    case "string":
      let text = selfClosing ? "" : try readText(closing: name)
      return DocumentNode(value: .string(text), line: startLine)
    case "integer", "real":
      let text = selfClosing ? "" : try readText(closing: name)
      guard let number = Self.number(from: text, integer: name == "integer") else {
        throw ParseFailure(.invalidNumber(String(text.prefix(40))), line: startLine)
      }
      return DocumentNode(value: .number(number), line: startLine)
    case "true", "false":
      if !selfClosing {
        let text = try readText(closing: name)
        guard Self.isXMLWhitespace(text) else {
          throw ParseFailure(.unexpected(found: "text", expected: "</\(name)>"), line: startLine)
        }
      }
      return DocumentNode(value: .bool(name == "true"), line: startLine)
    case "date":
      let text = selfClosing ? "" : try readText(closing: name)
      return DocumentNode(value: .date(text), line: startLine)
    case "data":
      let text = selfClosing ? "" : try readText(closing: name)
      return DocumentNode(value: .data(text.utf8.count), line: startLine)
    default:
      throw ParseFailure(
        .unexpected(found: "<\(name)>", expected: "a plist value element"), line: startLine)
    }
  }

  private mutating func parseDictionary(line startLine: Int, depth: Int) throws(ParseFailure)
    -> DocumentNode
  {
    var entries: [DocumentEntry] = []
    while true {
      let token = try nextSignificant()
      if case .end("dict", _) = token { break }
      guard case .start("key", let selfClosing, let keyLine) = token else {
        throw failure(at: token, expected: "<key> or </dict>")
      }
      let key = selfClosing ? "" : try readText(closing: "key")
      let valueToken = try nextSignificant()
      if case .end("dict", _) = valueToken {
        throw ParseFailure(
          .unexpected(found: "</dict>", expected: "a value after <key>\(key)</key>"),
          line: lineOf(valueToken))
      }
      let value = try parseValue(valueToken, depth: depth)
      entries.append(DocumentEntry(key: key, line: keyLine, value: value))
    }
    return DocumentNode(value: .dictionary(entries), line: startLine)
  }

  /// Reads character data up to the end tag `name`.
  private mutating func readText(closing name: String) throws(ParseFailure) -> String {
    var result = ""
    while true {
      let token = try nextToken()
      switch token {
      case .text(let text, _, _): result += text
      case .end(let endName, _) where endName == name: return result
      default: throw failure(at: token, expected: "</\(name)>")
      }
    }
  }

  private static func number(from text: String, integer: Bool) -> Double? {
    let trimmed = text.trimmingXMLWhitespace()
    if integer {
      var digits = Substring(trimmed)
      var negative = false
      if digits.hasPrefix("-") || digits.hasPrefix("+") {
        negative = digits.hasPrefix("-")
        digits = digits.dropFirst()
      }
      if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
        guard let value = UInt64(digits.dropFirst(2), radix: 16) else { return nil }
        return negative ? -Double(value) : Double(value)
      }
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      return Double(trimmed)
    }
    switch trimmed.lowercased() {
    case "nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: break
    }
    guard !trimmed.isEmpty,
      trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) })
    else { return nil }
    return Double(trimmed)
  }

  // MARK: - Tokens

  private func lineOf(_ token: Token) -> Int {
    switch token {
    case .start(_, _, let line), .end(_, let line), .text(_, _, let line), .endOfInput(let line):
      return line
    }
  }

  private func failure(at token: Token, expected: String) -> ParseFailure {
    switch token {
    case .start(let name, _, let line):
      return ParseFailure(.unexpected(found: "<\(name)>", expected: expected), line: line)
    case .end(let name, let line):
      return ParseFailure(.unexpected(found: "</\(name)>", expected: expected), line: line)
    case .text(_, _, let line):
      return ParseFailure(.unexpected(found: "text", expected: expected), line: line)
    case .endOfInput(let line):
      return ParseFailure(.unexpectedEnd(expected: expected), line: line)
    }
  }

  /// The next token that is not whitespace-only text.
  private mutating func nextSignificant() throws(ParseFailure) -> Token {
    while true {
      let token = try nextToken()
      if case .text(_, true, _) = token { continue }
      if case .text(_, false, let line) = token {
        throw ParseFailure(.unexpected(found: "text", expected: "an element"), line: line)
      }
      return token
    }
  }

  private static func isXMLWhitespace(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  private func hasPrefix(_ prefix: String, at position: Int) -> Bool {
    var position = position
    for byte in prefix.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  /// Advances past `terminator`, counting lines; fails at the end of input.
  private mutating func skip(past terminator: String, what: String) throws(ParseFailure) {
    let first = terminator.utf8.first!
    while index < bytes.count {
      if bytes[index] == first && hasPrefix(terminator, at: index) {
        index += terminator.utf8.count
        return
      }
      if bytes[index] == 0x0A { line += 1 }
      index += 1
    }
    throw ParseFailure(.unexpectedEnd(expected: "'\(terminator)' to close \(what)"), line: line)
  }

  private mutating func nextToken() throws(ParseFailure) -> Token {
    while true {
      guard index < bytes.count else { return .endOfInput(line: line) }
      let startLine = line
      guard bytes[index] == UInt8(ascii: "<") else { return try readCharacterData() }
      if hasPrefix("<?", at: index) {
        try skip(past: "?>", what: "a processing instruction")
        continue
      }
      if hasPrefix("<!--", at: index) {
        index += 4
        try skip(past: "-->", what: "a comment")
        continue
      }
      if hasPrefix("<![CDATA[", at: index) {
        index += 9
        let start = index
        try skip(past: "]]>", what: "CDATA")
        let text = String(decoding: bytes[start..<(index - 3)], as: UTF8.self)
        return .text(text, isWhitespace: false, line: startLine)
      }
      if hasPrefix("<!", at: index) {
        try skipDeclaration()
        continue
      }
      return try readTag()
    }
  }

  /// Skips `<!DOCTYPE …>`, including an internal subset in brackets.
  private mutating func skipDeclaration() throws(ParseFailure) {
    var bracketDepth = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x0A: line += 1
      case UInt8(ascii: "["): bracketDepth += 1
      case UInt8(ascii: "]"): bracketDepth = max(0, bracketDepth - 1)
      case UInt8(ascii: ">") where bracketDepth == 0: return
      default: break
      }
    }
    throw ParseFailure(.unexpectedEnd(expected: "'>' to close a declaration"), line: line)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: ":"), UInt8(ascii: "."), 0x80...0xFF:
      return true
    default: return false
    }
  }

  private mutating func readTag() throws(ParseFailure) -> Token {
    let startLine = line
    index += 1  // <
    var isEnd = false
    if index < bytes.count && bytes[index] == UInt8(ascii: "/") {
      isEnd = true
      index += 1
    }
    let nameStart = index
    while index < bytes.count && Self.isNameByte(bytes[index]) { index += 1 }
    guard index > nameStart else {
      throw ParseFailure(.unexpected(found: "'<'", expected: "an element name"), line: startLine)
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    // Attributes (ignored), honouring quotes.
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        let selfClosing = index > nameStart && bytes[index - 1] == UInt8(ascii: "/")
        index += 1
        if isEnd { return .end(name: name, line: startLine) }
        return .start(name: name, selfClosing: selfClosing, line: startLine)
      } else if byte == UInt8(ascii: "<") {
        break
      }
      if byte == 0x0A { line += 1 }
      index += 1
    }
    throw ParseFailure(.unexpectedEnd(expected: "'>' to close <\(name)>"), line: startLine)
  }

  private mutating func readCharacterData() throws(ParseFailure) -> Token {
    var startLine = line
    var buffer: [UInt8] = []
    var whitespace = true
    while index < bytes.count && bytes[index] != UInt8(ascii: "<") {
      let byte = bytes[index]
      let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      if whitespace && !isSpace {
        // Report text at the line where its first visible character is.
        whitespace = false
        startLine = line
      }
      if byte == UInt8(ascii: "&") {
        try readEntity(into: &buffer)
        continue
      }
      if byte == 0x0A { line += 1 }
      buffer.append(byte)
      index += 1
    }
    return .text(String(decoding: buffer, as: UTF8.self), isWhitespace: whitespace, line: startLine)
  }

  private mutating func readEntity(into buffer: inout [UInt8]) throws(ParseFailure) {
    let start = index
    index += 1  // &
    while index < bytes.count && bytes[index] != UInt8(ascii: ";") && index - start < 12 {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw ParseFailure(
        .invalidEscape(String(decoding: bytes[start..<index], as: UTF8.self)), line: line)
    }
    let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
    index += 1
    let scalar: Unicode.Scalar?
    switch name {
    case "lt": scalar = "<"
    case "gt": scalar = ">"
    case "amp": scalar = "&"
    case "quot": scalar = "\""
    case "apos": scalar = "'"
    default:
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
      } else if name.hasPrefix("#") {
        scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
      } else {
        scalar = nil
      }
    }
    guard let scalar, scalar.value != 0 else {
      throw ParseFailure(.invalidEscape("&" + name + ";"), line: line)
    }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }
}

extension String {
  /// The string without leading and trailing XML whitespace (space, tab, CR, LF).
  func trimmingXMLWhitespace() -> String {
    let isSpace: (Character) -> Bool = {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
    }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
