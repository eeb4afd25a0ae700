/// A value read from a config file, with the line it starts on.
///
/// JSON, XML plist and binary plist files all parse into this one tree, so the
/// model builder never sees Foundation's `Any`. Lines are 1-based; binary
/// plists have none.
struct ConfigNode: Sendable {
  /// The value itself.
  enum Value: Sendable {
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

  var value: Value
  var line: Int?

  /// What kind of value this is, for messages.
  var found: FoundValue {
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
struct ConfigEntry: Sendable {
  var key: String
  var line: Int?
  var value: ConfigNode
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
