import TypeScale

extension ParseFailure: CustomStringConvertible {
  /// What is wrong, in one line: `line N: reason` (the reader adds the file,
  /// which a parse failure does not know).
  public var description: String { (line.map { "line \($0): " } ?? "") + reason.description }
}

extension ParseFailureReason {
  /// How an `&` that no `;` ends is said: `text` from the `&` to what ends
  /// it (a space, `<`, another `&`, a quote), `&` alone for a bare one.
  package static func unendedReference(_ text: String) -> String {
    text == "&"
      ? "'&' begins no entity or character reference: an ampersand is written &amp;"
      : "'\(text)' is missing the ';' that ends a reference (an ampersand alone is written "
        + "&amp;)"
  }
}

extension ParseFailureReason: CustomStringConvertible {
  /// Why the document was refused, in words.
  public var description: String {
    switch self {
    case .unreadable(let why): return "cannot read the file: \(why)"
    case .empty: return "the file is empty"
    case .tooLarge(let bytes, let limit):
      return bytes > limit + 1
        ? "the file is \(bytes) bytes, above the limit of \(limit) bytes"
        : "the file holds more than \(limit) bytes, the limit"
    case .invalidUTF8: return "the file is not valid UTF-8"
    case .unsupportedEncoding(let encoding): return "the file is \(encoding); save it as UTF-8"
    case .unexpectedEnd(let expected): return "the file ends where \(expected) was expected"
    case .unexpected(let found, "no control characters in a string"):
      return "found \(found), a control character, inside a string (a line break or tab "
        + "there is written \\n or \\t)"
    case .unexpected(let found, let expected):
      return "found \(found) where \(expected) was expected"
    case .invalidNumber(let text): return "'\(Quoted.shortened(text))' is not a valid number"
    case .invalidEscape(let text) where text.hasPrefix("&") && !text.hasSuffix(";"):
      return Self.unendedReference(Quoted.shortened(text))
    case .invalidEscape(let text): return "invalid escape or entity '\(Quoted.shortened(text))'"
    case .tooDeep(let limit): return "values are nested more than \(limit) levels deep"
    case .trailingContent: return "unexpected content after the top-level value"
    case .topLevelNotDictionary(let found):
      return "the top level must be a dictionary, found \(found)"
    case .noKnownKey(let document, let found, let known):
      return "not \(document): none of its keys ("
        + found.map { "'\(Quoted.shortened($0))'" }.joined(separator: ", ")
        + ") is one it has (" + known.joined(separator: ", ") + ")"
    case .otherKind(let document, let kind, let use):
      return "not \(document): this is \(kind); \(use)"
    case .invalidBinaryPlist(let why): return "not a valid binary plist: \(why)"
    case .nonStringKey: return "a dictionary key in the binary plist is not a string"
    case .decodedTooLarge(let limit):
      return "the decoded plist is larger than \(Quoted.size(limit)) (references repeat objects)"
    }
  }
}

extension FoundValue: CustomStringConvertible {
  /// The value in a few words: `the string 'Helvetica'`, `the number 17`, `an array`.
  public var description: String {
    switch self {
    case .string(let string): return "the string '\(Quoted.shortened(string))'"
    case .number(let number): return "the number \(NumberText.string(number))"
    case .boolean(let bool): return "the boolean \(bool)"
    case .null: return "null"
    case .date: return "a date"
    case .data: return "data"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    }
  }
}

/// Values from a document, made short and printable for a message.
package enum Quoted {
  /// A size in bytes as `N MiB` when it is a whole number of mebibytes.
  package static func size(_ bytes: Int) -> String { NumberText.bytes(bytes) }

  /// `text` on one line (line breaks and tabs as spaces), cut to 80
  /// characters with `…`.
  package static func shortened(_ text: String) -> String {
    let limit = 80
    // Printable ASCII of up to `limit` bytes (most keys) is as it is.
    if text.utf8.count <= limit, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return text
    }
    let cleaned = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    return cleaned.count <= limit ? cleaned : String(cleaned.prefix(limit)) + "…"
  }
}
