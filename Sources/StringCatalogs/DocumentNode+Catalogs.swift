import StructuredText

/// Lookups and plist reading on ``DocumentNode`` trees for the catalog parsers.
extension DocumentNode {
  /// The entries when this is a dictionary.
  var entries: [DocumentEntry]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  /// The string when this is a string.
  var string: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  /// The value of the last entry named `key` (plists and JSON keep the last).
  subscript(key: String) -> DocumentNode? {
    entries?.last(where: { $0.key == key })?.value
  }

  /// A word for messages: "a string", "a dictionary"….
  var kind: String {
    switch value {
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    case .date: return "a date"
    case .data: return "a data"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    }
  }

  /// Parses UTF-8 JSON without a byte-order mark, worded as catalog errors.
  static func catalogJSON(_ bytes: [UInt8], maximumDepth: Int) throws(ParseError) -> DocumentNode {
    do {
      return try DocumentNode.parseJSON(bytes, maximumDepth: maximumDepth)
    } catch {
      throw ParseError(json: error)
    }
  }

  /// Parses an XML property list from validated UTF-8 `bytes`, worded as
  /// catalog errors; arrays and dictionaries nest at most
  /// ``CatalogLimits/maximumDepth`` deep.
  static func catalogXMLPlist(_ bytes: [UInt8], limits: CatalogLimits) throws(ParseError)
    -> DocumentNode
  {
    do {
      return try DocumentNode.parseXMLPlist(bytes, maximumDepth: limits.maximumDepth)
    } catch {
      throw ParseError(xml: error)
    }
  }

  /// Parses a binary plist in stored key order, worded as catalog errors.
  ///
  /// The decoded tree may be twice the file size limit (at least 64 MiB): room
  /// for any file within the limit whose objects are referenced once (UTF-16
  /// text grows by at most half as UTF-8), while a small file whose references
  /// repeat a large object is refused.
  static func catalogBinaryPlist(_ bytes: [UInt8], limits: CatalogLimits) throws(ParseError)
    -> DocumentNode
  {
    do {
      return try DocumentNode.parseBinaryPlist(
        bytes, maximumDepth: limits.maximumDepth,
        maximumValueCount: max(1024, limits.maximumStrings),
        maximumDecodedSize: max(64 * 1024 * 1024, min(limits.maximumFileSize, Int.max / 2) * 2),
        sortsKeys: false)
    } catch {
      let why: String
      switch error.reason {
      case .invalidBinaryPlist(let text): why = text
      case .tooDeep(let limit): why = "nested deeper than \(limit) levels"
      case .nonStringKey: why = "a dictionary key is not a string"
      case .decodedTooLarge(let limit):
        why = "it decodes to more than \(limit) bytes (references repeat objects)"
      default: why = String(describing: error.reason)
      }
      throw ParseError("invalid binary property list: \(why)", line: nil)
    }
  }
}

extension ParseError {
  /// The catalog wording of a JSON parse failure.
  init(json failure: ParseFailure) {
    let line = failure.line ?? 1
    switch failure.reason {
    case .empty: self.init("the file is empty", line: 1)
    case .trailingContent: self.init("unexpected text after the JSON document", line: line)
    case .unexpectedEnd(let expected):
      switch expected {
      case "'\"'", "an escape": self.init("a string is never closed", line: line)
      case "four hex digits": self.init("a \\u escape needs four hex digits", line: line)
      default: self.init("expected \(expected), found the end of the file", line: line)
      }
    case .unexpected(_, "no control characters in a string"):
      self.init("a control character (or line break) inside a string", line: line)
    case .unexpected(let found, let expected):
      let byte = found.hasPrefix("byte 0x") ? found.lowercased() : found
      self.init("expected \(expected), found \(byte)", line: line)
    case .invalidEscape("unpaired surrogate"):
      self.init("an unpaired surrogate in a \\u escape", line: line)
    case .invalidEscape("\\u escape"):
      self.init("a \\u escape needs four hex digits", line: line)
    case .invalidEscape: self.init("an invalid escape in a string", line: line)
    case .invalidNumber(let text): self.init("invalid number \(text.prefix(40))", line: line)
    case .tooDeep(let limit): self.init("nested deeper than \(limit) levels", line: line)
    case .invalidUTF8: self = .encoding(line: failure.line)
    default: self.init(String(describing: failure.reason), line: failure.line)
    }
  }

  /// The catalog wording of an XML or XML property list parse failure.
  init(xml failure: ParseFailure) {
    let line = failure.line ?? 1
    switch failure.reason {
    case .empty: self.init("the XML document is empty", line: 1)
    case .invalidUTF8: self = .encoding(line: failure.line)
    case .unexpected(_, "no processing instructions"):
      self.init("XML processing instructions (<?…?>) are not supported", line: line)
    case .unexpected(let found, let expected):
      self.init("expected \(expected), found \(found)", line: line)
    case .unexpectedEnd(let expected):
      self.init("expected \(expected), found the end of the file", line: line)
    case .invalidEscape(let text) where text.hasPrefix("&") && !text.hasSuffix(";"):
      self.init(ParseFailureReason.unendedReference(text), line: line)
    case .invalidEscape(let text):
      self.init("unknown entity or character reference \(text)", line: line)
    case .invalidNumber(let text): self.init("invalid number \(text.prefix(40))", line: line)
    case .tooDeep(let limit): self.init("nested deeper than \(limit) levels", line: line)
    case .trailingContent: self.init("unexpected content after the root element", line: line)
    default: self.init(String(describing: failure.reason), line: failure.line)
    }
  }
}
