/// A value read from a structured document, with the line it starts on.
///
/// JSON, XML property lists and binary property lists all parse into this one
/// tree, so readers never see Foundation's `Any`. Lines are 1-based; binary
/// plists have none.
public struct DocumentNode: Sendable {
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
    case array([DocumentNode])
    /// Entries in file order; duplicate keys are kept.
    case dictionary([DocumentEntry])
  }

  /// The value.
  public var value: Value
  /// The 1-based line the value starts on, where the format has lines.
  public var line: Int?

  /// Creates a node.
  public init(value: Value, line: Int? = nil) {
    self.value = value
    self.line = line
  }

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
public struct DocumentEntry: Sendable {
  /// The key.
  public var key: String
  /// The 1-based line of the key, where the format has lines.
  public var line: Int?
  /// The value.
  public var value: DocumentNode

  /// Creates an entry.
  public init(key: String, line: Int?, value: DocumentNode) {
    self.key = key
    self.line = line
    self.value = value
  }
}

/// A value found in a document where something else was expected, as data
/// for a message.
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

extension DocumentNode {
  /// Parses UTF-8 JSON `bytes` (a leading byte-order mark is skipped) into a
  /// tree that keeps the line of every key and value.
  ///
  /// - Throws: ``ParseFailure`` with the line of the first problem (invalid
  ///   UTF-8, a syntax error, nesting deeper than `maximumDepth`).
  public static func parseJSON(_ bytes: [UInt8], maximumDepth: Int = 64) throws(ParseFailure)
    -> DocumentNode
  {
    try ParseFailure.checkUTF8(bytes)
    var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth)
    return try scanner.parseDocument()
  }

  /// Parses a UTF-8 XML property list (a leading byte-order mark is skipped)
  /// into a tree that keeps the line of every key and value.
  ///
  /// Reads what CFPropertyList's XML parser reads: one value of `dict array
  /// key string integer real true false date data`, in an optional `<plist>`
  /// (attributes ignored), with the XML declaration, comments, processing
  /// instructions and a DOCTYPE without internal subset around it. Text keeps
  /// its bytes (CR LF stays) and decodes the five named entities, `&#ddd;`,
  /// `&#xhhh;` and CDATA; a text-valued element holds no element. An integer
  /// is a sign and decimal or `0x` digits from -2^63 to 2^64-1; a real is a
  /// decimal number, `nan`, `inf` or `infinity`. `<date>` is kept as its text
  /// and `<data>` as the size of its text, neither decoded. Lines end at LF,
  /// CR or CR LF. Nesting is read without recursion.
  ///
  /// - Parameter maximumDepth: The deepest nesting of arrays and dictionaries
  ///   accepted (the `<plist>` wrapper does not count).
  /// - Throws: ``ParseFailure`` with the line of the first problem (invalid
  ///   UTF-8, a syntax error, an unknown entity, a malformed number, nesting
  ///   deeper than `maximumDepth`, content after the value), or
  ///   ``ParseFailureReason/empty`` when there is no value.
  public static func parseXMLPlist(_ bytes: [UInt8], maximumDepth: Int = 64) throws(ParseFailure)
    -> DocumentNode
  {
    try ParseFailure.checkUTF8(bytes)
    return try XMLPlistReader.parse(bytes, maximumDepth: maximumDepth)
  }

  /// Parses a binary property list (`bplist00`); the nodes have no lines.
  ///
  /// - Parameters:
  ///   - maximumDepth: The deepest nesting of arrays and dictionaries accepted.
  ///   - maximumValueCount: The most values produced, counting a shared
  ///     reference once per use (default 1,000,000).
  ///   - maximumDecodedSize: The largest tree produced, in bytes, counting a
  ///     shared reference once per use: each value costs the size of a node,
  ///     and a string or key its UTF-8 bytes too (default 64 MiB).
  ///   - sortsKeys: Whether dictionary entries are sorted by key (binary plists
  ///     keep no meaningful order) or kept in the order stored.
  /// - Throws: ``ParseFailure`` with ``ParseFailureReason/invalidBinaryPlist(_:)``,
  ///   ``ParseFailureReason/tooDeep(limit:)``,
  ///   ``ParseFailureReason/decodedTooLarge(limit:)`` or
  ///   ``ParseFailureReason/nonStringKey``.
  public static func parseBinaryPlist(
    _ bytes: [UInt8], maximumDepth: Int,
    maximumValueCount: Int = 1_000_000, maximumDecodedSize: Int = 64 * 1024 * 1024,
    sortsKeys: Bool = true
  ) throws(ParseFailure) -> DocumentNode {
    try BinaryPlistReader.parse(
      bytes, maximumDepth: maximumDepth, maximumValueCount: maximumValueCount,
      maximumDecodedSize: maximumDecodedSize, sortsKeys: sortsKeys)
  }
}
