import Foundation

/// A value read from a property list or JSON file, with the line it starts on.
///
/// XML plists, binary plists and JSON all parse into this one tree, so the
/// catalog parsers never see Foundation's `Any`. Lines are 1-based; binary
/// plists have none.
struct ValueNode: Sendable {
  /// One key of a dictionary with the line of the key itself.
  struct Entry: Sendable {
    var key: String
    var line: Int?
    var value: ValueNode
  }

  /// The value itself.
  enum Value: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// A plist `<date>` or `<data>`, kept only as a kind.
    case other(String)
    case array([ValueNode])
    /// Entries in file order; duplicate keys are kept.
    case dictionary([Entry])
  }

  var value: Value
  var line: Int?

  /// The entries when this is a dictionary.
  var entries: [Entry]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  /// The string when this is a string.
  var string: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  /// The value of the last entry named `key` (plists and JSON keep the last).
  subscript(key: String) -> ValueNode? {
    entries?.last(where: { $0.key == key })?.value
  }

  /// A word for messages: "a string", "a dictionary"….
  var kind: String {
    switch value {
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    case .other(let name): return "a " + name
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    }
  }

  /// Reads a `<plist>` element tree (or a bare value element) as a value.
  static func fromPlistXML(_ root: XMLElementNode) throws(ParseError) -> ValueNode {
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
  private static func plistValue(_ element: XMLElementNode) throws(ParseError) -> ValueNode {
    switch element.name {
    case "dict":
      var entries: [Entry] = []
      var pendingKey: (String, Int)?
      for child in element.elements {
        if let (key, line) = pendingKey {
          guard child.name != "key" else {
            throw ParseError("<key>\(key.prefix(80))</key> has no value", line: child.line)
          }
          entries.append(Entry(key: key, line: line, value: try plistValue(child)))
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
      return ValueNode(value: .dictionary(entries), line: element.line)
    case "array":
      var values: [ValueNode] = []
      for child in element.elements { values.append(try plistValue(child)) }
      return ValueNode(value: .array(values), line: element.line)
    case "string":
      return ValueNode(value: .string(text(of: element)), line: element.line)
    case "integer", "real":
      let text = text(of: element).trimmingCharacters(in: .whitespacesAndNewlines)
      guard let number = Double(text) else {
        throw ParseError("<\(element.name)> holds no number", line: element.line)
      }
      return ValueNode(value: .number(number), line: element.line)
    case "true", "false":
      return ValueNode(value: .bool(element.name == "true"), line: element.line)
    case "date", "data":
      return ValueNode(value: .other(element.name), line: element.line)
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
