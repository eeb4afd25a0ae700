import Foundation

/// JSON as the command line prints it: keys sorted, stable, slashes unescaped.
package enum JSON {
  /// `value` as JSON: pretty-printed unless `pretty` is false; "null" if it cannot be encoded.
  package static func encode<T: Encodable>(_ value: T, pretty: Bool = true) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }

  /// `text` as a JSON string literal, quotes included.
  package static func quoted(_ text: String) -> String { encode(text, pretty: false) }
}
