/// Why a document could not be read or parsed, with the line where known.
public struct ParseFailure: Error, Sendable, Hashable {
  /// What went wrong.
  public var reason: ParseFailureReason
  /// The 1-based line where the problem was found, when the format has lines.
  public var line: Int?

  /// Creates a failure.
  public init(_ reason: ParseFailureReason, line: Int? = nil) {
    self.reason = reason
    self.line = line
  }

  /// A byte as messages name it: `'x'` when it is visible ASCII, else `byte 0xXX`.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'" + String(UnicodeScalar(byte)) + "'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  /// Throws ``ParseFailureReason/invalidUTF8`` with the line of the first
  /// byte of `bytes` that is not well-formed UTF-8, if there is one.
  static func checkUTF8(_ bytes: [UInt8]) throws(ParseFailure) {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw ParseFailure(.invalidUTF8, line: UTF8Validation.line(ofOffset: offset, in: bytes))
    }
  }
}

/// The reasons a document is refused as a whole.
public enum ParseFailureReason: Sendable, Hashable {
  /// The file could not be opened or read (missing, a directory, no permission).
  case unreadable(String)
  /// The file is empty or holds only whitespace.
  case empty
  /// The file is larger than the limit, in bytes.
  case tooLarge(bytes: Int, limit: Int)
  /// The bytes are not valid UTF-8.
  case invalidUTF8
  /// The text starts with a UTF-16 or UTF-32 byte-order mark; only UTF-8 is read.
  case unsupportedEncoding(String)
  /// The input ended where more was expected.
  case unexpectedEnd(expected: String)
  /// A character or token that does not fit the grammar.
  case unexpected(found: String, expected: String)
  /// A number that is not a valid JSON or plist number.
  case invalidNumber(String)
  /// A string escape or XML entity that is not valid.
  case invalidEscape(String)
  /// Arrays and dictionaries (in an XML tree, elements) nested deeper than the limit.
  case tooDeep(limit: Int)
  /// Something other than whitespace follows the top-level value.
  case trailingContent
  /// The top-level value is not a dictionary.
  case topLevelNotDictionary(found: FoundValue)
  /// A top-level dictionary none of whose keys (`found`, the first few) is
  /// one that `document` (`a TypographyKit config`) has (`known`): another
  /// kind of file.
  case noKnownKey(document: String, found: [String], known: [String])
  /// Another kind of file the tool reads elsewhere: `document` is what it
  /// should have been (`a TypographyKit config`), `kind` what it is (`a check
  /// spec`) and `use` how to read it (`run typometer check on it`).
  case otherKind(document: String, kind: String, use: String)
  /// A binary plist that is not well formed, with what is wrong.
  case invalidBinaryPlist(String)
  /// A dictionary key in a binary plist that is not a string.
  case nonStringKey
  /// A binary plist whose tree is larger than the limit, in bytes: an object
  /// referenced many times appears in the tree once per reference, so a small
  /// file can stand for a huge tree.
  case decodedTooLarge(limit: Int)
}
