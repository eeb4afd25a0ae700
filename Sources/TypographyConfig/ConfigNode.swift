/// A value read from a config file, with the line it starts on.
///
/// JSON, XML plist and binary plist files all parse into this one tree, so the
/// model builder never sees Foundation's `Any`. Lines are 1-based; binary
/// plists have none.
public struct ConfigNode: Sendable {
  /// The value itself.
  public enum Value: Sendable {
    case string(String)
    /// JSON numbers and plist `<integer>`/`<real>`; may be NaN or infinite.
    case number(Double)
    case bool(Bool)
    case null
    /// A plist `<date>`, kept as its text.
    case date(String)
    /// A plist `<data>`, kept as its size in bytes of text.
    case data(Int)
    case array([ConfigNode])
    /// Entries in file order; duplicate keys are kept.
    case dictionary([ConfigEntry])
  }

  /// The value.
  public var value: Value
  /// The 1-based line the value starts on, where the format has lines.
  public var line: Int?

  /// What kind of value this is, for messages.
  public var found: FoundValue {
    switch value {
    case .string(let string): return .string(string)
    case .number(let number): return .number(number)
    case .bool(let bool): return .boolean(bool)
    case .null: return .null
    case .date: return .date
    case .data: return .data
    case .array: return .array
    case .dictionary: return .dictionary
    }
  }
}

/// One key of a dictionary with the line of the key itself.
public struct ConfigEntry: Sendable {
  /// The key.
  public var key: String
  /// The 1-based line of the key, where the format has lines.
  public var line: Int?
  /// The value.
  public var value: ConfigNode
}

/// A value found in a config file where something else was expected, as data
/// for a finding's message.
public enum FoundValue: Sendable, Hashable {
  /// A string (the whole string; messages shorten it).
  case string(String)
  /// A number, possibly NaN or infinite.
  case number(Double)
  /// `true` or `false`.
  case boolean(Bool)
  /// JSON `null`.
  case null
  /// A plist `<date>`.
  case date
  /// A plist `<data>`.
  case data
  /// An array.
  case array
  /// A dictionary.
  case dictionary
}

extension ConfigNode {
  /// Parses UTF-8 JSON `bytes` into a tree that keeps the line of every key
  /// and value, for other documents that want findings with line numbers.
  ///
  /// - Throws: ``ParseFailure`` with the line of the first problem (invalid
  ///   UTF-8, a syntax error, nesting deeper than `maximumDepth`).
  public static func parseJSON(_ bytes: [UInt8], maximumDepth: Int = 64) throws(ParseFailure)
    -> ConfigNode
  {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw ParseFailure(.invalidUTF8, line: UTF8Validation.line(ofOffset: offset, in: bytes))
    }
    var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth)
    return try scanner.parseDocument()
  }
}
