import Foundation
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

  /// Reads a `<plist>` element tree (or a bare value element) as a value.
  static func fromPlistXML(_ root: XMLElementNode) throws(ParseError) -> DocumentNode {
    var element = root
    if element.name == "plist" {
      let values = element.elements
      guard values.count == 1 else {
        throw ParseError("a <plist> must hold exactly one value", line: element.line)
      }
      element = values[0]
    }
    return try plistValue(element)
  }

  /// Depth is already bounded by the XML reader's element depth.
  private static func plistValue(_ element: XMLElementNode) throws(ParseError) -> DocumentNode {
    switch element.name {
    case "dict":
      var entries: [DocumentEntry] = []
      var pendingKey: (String, Int)?
      for child in element.elements {
        if let (key, line) = pendingKey {
          guard child.name != "key" else {
            throw ParseError("<key>\(key.prefix(80))</key> has no value", line: child.line)
          }
          entries.append(DocumentEntry(key: key, line: line, value: try plistValue(child)))
          pendingKey = nil
        } else {
          guard child.name == "key" else {
            throw ParseError("expected <key> in <dict>, found <\(child.name)>", line: child.line)
          }
          pendingKey = (text(of: child), child.line)
        }
      }
      if let (key, line) = pendingKey {
        throw ParseError("<key>\(key.prefix(80))</key> has no value", line: line)
      }
      return DocumentNode(value: .dictionary(entries), line: element.line)
    case "array":
      var values: [DocumentNode] = []
      for child in element.elements { values.append(try plistValue(child)) }
      return DocumentNode(value: .array(values), line: element.line)
    case "string":
      return DocumentNode(value: .string(text(of: element)), line: element.line)
    case "integer", "real":
      let text = text(of: element).trimmingCharacters(in: .whitespacesAndNewlines)
      guard let number = Double(text) else {
        throw ParseError("<\(element.name)> holds no number", line: element.line)
      }
      return DocumentNode(value: .number(number), line: element.line)
    case "true", "false":
      return DocumentNode(value: .bool(element.name == "true"), line: element.line)
    case "date":
      return DocumentNode(value: .date(text(of: element)), line: element.line)
    case "data":
      return DocumentNode(value: .data(text(of: element).utf8.count), line: element.line)
    default:
      throw ParseError("<\(element.name)> is not a property list element", line: element.line)
    }
  }

  /// The text and CDATA inside an element (child elements ignored).
  static func text(of element: XMLElementNode) -> String {
    var result = ""
    for child in element.children {
      switch child {
      case .text(let text, _), .cdata(let text, _): result += text
      case .element: break
      }
    }
    return result
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
}
