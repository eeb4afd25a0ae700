/// A message put together as UTF-8 bytes, for the findings made per string
/// and the text output's lines (`String`'s own appends and interpolations
/// cost several times the bytes they copy). Written like a string:
/// `"'\(key)' …"`, then `+=`.
struct MessageBytes: ExpressibleByStringInterpolation {
  private var bytes: [UInt8]

  struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var bytes: [UInt8] = []

    init(literalCapacity: Int, interpolationCount: Int) {
      bytes.reserveCapacity(literalCapacity + 24 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: String) { append(literal) }

    mutating func appendInterpolation(_ text: String) { append(text) }

    /// Copies the string's UTF-8 in one go (appending its `utf8` view goes
    /// byte by byte).
    private mutating func append(_ text: String) {
      var text = text
      text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func appendInterpolation(_ scalar: Unicode.Scalar) {
      if let encoded = UTF8.encode(scalar) { bytes.append(contentsOf: encoded) }
    }
  }

  init(stringLiteral literal: String) { bytes = Array(literal.utf8) }

  init(stringInterpolation: StringInterpolation) { bytes = stringInterpolation.bytes }

  static func += (message: inout MessageBytes, more: MessageBytes) {
    message.bytes += more.bytes
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
