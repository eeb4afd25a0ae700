import StructuredText

/// Parses Apple `.strings` files, the old-style property list dialect read by
/// `CFPropertyListCreateFromStrings` (CFOldStylePList.c).
///
/// - Entries are `key = value;`; keys and values are quoted (`"…"` or `'…'`) or
///   unquoted runs of `A–Z a–z 0–9 _ $ / : . -` (as in NeXTSTEP plists).
/// - `"key";` alone maps the key to itself, as CoreFoundation does.
/// - `/* … */` and `// …` comments are skipped; the file may be wrapped in `{ }`.
/// - Escapes follow CoreFoundation's `getSlashedChar`: `\n \t \r \a \b \f \v`,
///   `\"`, `\'`, `\\`, an escaped newline, 1–3 octal digits (`\0`, `\033`; values
///   above 127 are read as Latin-1, close to NeXTSTEP's encoding), and `\U`
///   with 1–4 hex digits, where a high and a low surrogate written as two `\U`
///   escapes form one character. Any other escaped character stands for
///   itself, so `\u00E9` reads as `u00E9`, exactly what an app would show.
/// - Duplicate keys are all kept in file order (the app would use the last).
/// - Lines, as messages number them, end at a line feed, a carriage return
///   and line feed, or a carriage return alone (an old Mac file's).
/// - A `.strings` file that is a compiled XML or binary property list (Xcode's
///   `STRINGS_FILE_OUTPUT_ENCODING`) is read as a dictionary of strings.
struct StringsFileParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  /// The bytes of the last `/* … */` comment passed since the last key.
  private var lastComment: Range<Int>?

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole `.strings` file into `collector`.
  static func parse(
    _ rawBytes: [UInt8], language: String?, into collector: inout StringCollector
  ) throws(ParseError) {
    if rawBytes.starts(with: Array("bplist".utf8)) {
      let root = try DocumentNode.catalogBinaryPlist(rawBytes, limits: collector.limits)
      try addPlistDictionary(root, language: language, into: &collector)
      return
    }
    let bytes = try ParseError.utf8Bytes(of: rawBytes)
    if XMLElementNode.startsWithMarkup(bytes) {
      let root = try DocumentNode.catalogXMLPlist(bytes, limits: collector.limits)
      try addPlistDictionary(root, language: language, into: &collector)
      return
    }
    var parser = StringsFileParser(bytes: bytes)
    try parser.parseEntries(language: language, into: &collector)
  }

  private static func addPlistDictionary(
    _ root: DocumentNode, language: String?, into collector: inout StringCollector
  ) throws(ParseError) {
    guard case .dictionary(let entries) = root.value else {
      throw ParseError("the property list is not a dictionary of strings", line: root.line)
    }
    for entry in entries {
      guard case .string(let value) = entry.value.value else {
        throw ParseError(
          "the value of \"\(entry.key.prefix(80))\" is not a string", line: entry.value.line)
      }
      try collector.add(key: entry.key, value: value, language: language, line: entry.value.line)
    }
  }

  /// The class an Interface Builder export's comment names (`Class =
  /// "UITabBarItem"; … ObjectID = "a1B-2c-3De";`) for the entry of `key`,
  /// whose object the comment must name (`a1B-2c-3De.title`): a comment
  /// left behind by an entry removed, or another's, names none.
  static func interfaceClass(in comment: ArraySlice<UInt8>, key: String) -> String? {
    guard let name = quoted(after: classMark, in: comment),
      let object = quoted(after: objectMark, in: comment),
      key.utf8.starts(with: object.utf8),
      key.utf8.count == object.utf8.count || key.utf8.dropFirst(object.utf8.count).first == 0x2E
    else { return nil }
    return name
  }

  private static let classMark = Array("Class = \"".utf8)
  private static let objectMark = Array("ObjectID = \"".utf8)

  /// The ASCII letters, digits and `-` quoted after `mark` in `comment`.
  private static func quoted(after mark: [UInt8], in comment: ArraySlice<UInt8>) -> String? {
    guard let found = comment.firstRange(of: mark) else { return nil }
    let name = comment[found.upperBound...].prefix { byte in
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }
    guard !name.isEmpty, name.endIndex < comment.endIndex, comment[name.endIndex] == 0x22 else {
      return nil
    }
    return String(decoding: name, as: UTF8.self)
  }

  // MARK: - Old-style syntax

  private mutating func parseEntries(
    language: String?, into collector: inout StringCollector
  ) throws(ParseError) {
    // A byte order mark after the one the encoding took (Quicksilver's
    // UTF-16 files begin FF FE FF FE) is passed over, once: the build step
    // that copies a .strings file into the app drops one leading U+FEFF
    // after decoding (swift-build's CopyStringsFile), and the app's parser
    // would stop at a third.
    if bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
    try skipSpaceAndComments()
    var braced = false
    if index < bytes.count && bytes[index] == UInt8(ascii: "{") {
      braced = true
      index += 1
    }
    while true {
      try skipSpaceAndComments()
      guard index < bytes.count else {
        if braced { throw ParseError("missing '}' at the end of the file", line: line) }
        return
      }
      if braced && bytes[index] == UInt8(ascii: "}") {
        index += 1
        try skipSpaceAndComments()
        guard index == bytes.count else {
          throw ParseError("unexpected text after the closing '}'", line: line)
        }
        return
      }
      // What cannot start a key where one belongs (a second ';', xDrip's
      // `";;`; UTM's `";=`): Apple's parser stops reading there without a
      // word. In braces it then finds no '}' and loads nothing; without, it
      // keeps the entries before, and those after are never loaded (none
      // lost when none follow).
      let first = bytes[index]
      if first != 0x22, first != 0x27, !Self.isUnquotedByte(first) {
        let (strayLine, found) = (line, describeCurrent())
        if braced {
          throw ParseError(
            "found \(found) where a key belongs: Apple's parser expects the closing '}' there "
              + "and loads none of the file's strings", line: strayLine)
        }
        while index < bytes.count {
          let byte = bytes[index]
          if byte == 0x22 || byte == 0x27 || Self.isUnquotedByte(byte) {
            throw ParseError(
              "found \(found) where a key belongs: Apple's parser stops reading the file there, "
                + "so the strings after it are never loaded", line: strayLine)
          }
          index += 1
          // A comment never closed after it runs to the end, unread.
          do { try skipSpaceAndComments() } catch { return }
        }
        return
      }
      let keyLine = line
      let comment = lastComment
      lastComment = nil
      let key = try parseString(what: "a key")
      // The entry's own class, or none (a key given again loses an earlier
      // entry's).
      let name = comment.flatMap { Self.interfaceClass(in: bytes[$0], key: key) }
      if name != nil || !collector.interfaceClasses.isEmpty {
        collector.interfaceClasses[key] = name
      }
      let keyEndLine = line
      try skipSpaceAndComments()
      guard index < bytes.count else {
        throw ParseError("missing ';' after the key \"\(key.prefix(80))\"", line: keyEndLine)
      }
      if bytes[index] == UInt8(ascii: ";") {
        index += 1
        try collector.add(key: key, value: key, language: language, line: keyLine)
        continue
      }
      guard bytes[index] == UInt8(ascii: "=") else {
        throw ParseError(
          "expected '=' or ';' after the key \"\(key.prefix(80))\", found \(describeCurrent())"
            + (line != keyEndLine ? " on line \(line)" : ""), line: keyEndLine)
      }
      index += 1
      try skipSpaceAndComments()
      let valueLine = line
      let quoted = index < bytes.count && (bytes[index] == 0x22 || bytes[index] == 0x27)
      let value = try parseString(what: "a value")
      // Said at the line where the value ends, where the ';' belongs; what
      // came instead may be lines below.
      let (endLine, end) = (line, index)
      try skipSpaceAndComments()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
        // A character right after a quoted value's closing quote is most
        // likely the rest of a value whose inner quote was not escaped.
        let place =
          index == bytes.count || (braced && bytes[index] == UInt8(ascii: "}"))
          ? ""
          : line != endLine
            ? " on line \(line)"
            : quoted && index == end
              ? " right after its closing quote (a quote inside a value is written \\\")" : ""
        // A value over several lines may be one whose closing quote is
        // missing: the line it opens at is where to look.
        let opens = endLine != valueLine ? " (the value opened at line \(valueLine))" : ""
        throw ParseError(
          "missing ';' after the value of \"\(key.prefix(80))\", found \(describeCurrent())"
            + place + opens, line: endLine)
      }
      index += 1
      try collector.add(key: key, value: value, language: language, line: valueLine)
    }
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'" + String(UnicodeScalar(byte)) + "'" }
    if byte >= 0x80 {
      // Named by its code point (an invisible one is otherwise unfindable).
      let rest = bytes[index...].prefix(4)
      var decoder = UTF8()
      var iterator = rest.makeIterator()
      if case .scalarValue(let scalar) = decoder.decode(&iterator) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      }
      return "a non-ASCII character"
    }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private mutating func skipSpaceAndComments() throws(ParseError) {
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x0A, 0x0D:
        if endsLine(at: index) { line += 1 }
        index += 1
      case 0x20, 0x09, 0x0B, 0x0C:
        index += 1
      case 0xE2 where isLineOrParagraphSeparator(at: index):
        index += 3
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        // To the end of the line: a line feed, a carriage return, or (as
        // Apple's parser ends it) U+2028 or U+2029.
        while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D
          && !isLineOrParagraphSeparator(at: index)
        {
          index += 1
        }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        let startLine = line
        index += 2
        let start = index
        while true {
          guard index + 1 < bytes.count else {
            throw ParseError("a /* comment is never closed", line: startLine)
          }
          if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
            lastComment = start..<index
            index += 2
            break
          }
          if endsLine(at: index) { line += 1 }
          index += 1
        }
      default:
        return
      }
    }
  }

  /// Whether the byte at `position` ends a line: a line feed, or a carriage
  /// return that no line feed follows.
  private func endsLine(at position: Int) -> Bool {
    let byte = bytes[position]
    return byte == 0x0A
      || (byte == 0x0D && (position + 1 == bytes.count || bytes[position + 1] != 0x0A))
  }

  /// Whether U+2028 or U+2029 (UTF-8 `E2 80 A8`, `E2 80 A9`) starts at
  /// `position`.
  private func isLineOrParagraphSeparator(at position: Int) -> Bool {
    position + 2 < bytes.count && bytes[position] == 0xE2 && bytes[position + 1] == 0x80
      && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9)
  }

  private static func isUnquotedByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default: return false
    }
  }

  private mutating func parseString(what: String) throws(ParseError) -> String {
    guard index < bytes.count else {
      throw ParseError("expected \(what), found the end of the file", line: line)
    }
    let first = bytes[index]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      return try parseQuoted(quote: first)
    }
    let start = index
    while index < bytes.count && Self.isUnquotedByte(bytes[index]) { index += 1 }
    guard index > start else {
      throw ParseError("expected \(what), found \(describeCurrent())", line: line)
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func parseQuoted(quote: UInt8) throws(ParseError) -> String {
    let startLine = line
    index += 1
    var result = ""
    var runStart = index
    var pendingHighSurrogate: UInt16?
    while true {
      // Plain bytes (most of a string) are passed over at once, up to the
      // next quote, backslash or line end.
      if pendingHighSurrogate == nil {
        while index < bytes.count {
          let byte = bytes[index]
          if byte == quote || byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x0D { break }
          index += 1
        }
      }
      guard index < bytes.count else {
        throw ParseError("a quoted string is never closed", line: startLine)
      }
      let byte = bytes[index]
      if byte != UInt8(ascii: "\\") {
        // A high surrogate from `\U` not followed by a low one stands alone.
        flushSurrogate(&result, pending: &pendingHighSurrogate)
      }
      if byte == quote {
        result += String(decoding: bytes[runStart..<index], as: UTF8.self)
        index += 1
        return result
      }
      if endsLine(at: index) { line += 1 }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      result += String(decoding: bytes[runStart..<index], as: UTF8.self)
      index += 1
      guard index < bytes.count else {
        throw ParseError("a quoted string is never closed", line: startLine)
      }
      let escaped = bytes[index]
      index += 1
      var unit: UInt16?
      switch escaped {
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index])
        {
          value = (value << 3 + UInt32(bytes[index] - UInt8(ascii: "0"))) & 0xFF
          index += 1
          digits += 1
        }
        appendScalar(value, to: &result, pending: &pendingHighSurrogate)
      case UInt8(ascii: "U"):
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
          value = value << 4 | UInt16(digit)
          index += 1
          digits += 1
        }
        unit = value
      case UInt8(ascii: "a"): appendScalar(0x07, to: &result, pending: &pendingHighSurrogate)
      case UInt8(ascii: "b"): appendScalar(0x08, to: &result, pending: &pendingHighSurrogate)
      case UInt8(ascii: "f"): appendScalar(0x0C, to: &result, pending: &pendingHighSurrogate)
      case UInt8(ascii: "n"): appendScalar(0x0A, to: &result, pending: &pendingHighSurrogate)
      case UInt8(ascii: "r"): appendScalar(0x0D, to: &result, pending: &pendingHighSurrogate)
      case UInt8(ascii: "t"): appendScalar(0x09, to: &result, pending: &pendingHighSurrogate)
      case UInt8(ascii: "v"): appendScalar(0x0B, to: &result, pending: &pendingHighSurrogate)
      default:
        // Any other character stands for itself (a whole UTF-8 sequence).
        if endsLine(at: index - 1) { line += 1 }
        flushSurrogate(&result, pending: &pendingHighSurrogate)
        var end = index
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        result += String(decoding: bytes[(index - 1)..<end], as: UTF8.self)
        index = end
      }
      if let unit {
        switch unit {
        case 0xD800...0xDBFF:
          flushSurrogate(&result, pending: &pendingHighSurrogate)
          pendingHighSurrogate = unit
        case 0xDC00...0xDFFF:
          if let high = pendingHighSurrogate {
            let scalar = 0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(unit) - 0xDC00)
            pendingHighSurrogate = nil
            appendScalar(scalar, to: &result, pending: &pendingHighSurrogate)
          } else {
            result.unicodeScalars.append("\u{FFFD}")
          }
        default:
          appendScalar(UInt32(unit), to: &result, pending: &pendingHighSurrogate)
        }
      }
      runStart = index
    }
  }

  /// An unpaired surrogate becomes U+FFFD, as CoreFoundation shows it.
  private func flushSurrogate(_ result: inout String, pending: inout UInt16?) {
    if pending != nil {
      result.unicodeScalars.append("\u{FFFD}")
      pending = nil
    }
  }

  private func appendScalar(_ value: UInt32, to result: inout String, pending: inout UInt16?) {
    flushSurrogate(&result, pending: &pending)
    result.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
