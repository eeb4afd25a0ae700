/// A message put together as UTF-8 bytes, for the findings made per string
/// (`String`'s own appends and interpolations cost several times the bytes
/// they copy). Written like a string: `"'\(key)' …"`, then `+=`.
struct MessageBytes: ExpressibleByStringInterpolation {
  private var bytes: [UInt8]

  struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var bytes: [UInt8] = []

    init(literalCapacity: Int, interpolationCount: Int) {
      bytes.reserveCapacity(literalCapacity + 24 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: String) { bytes.append(contentsOf: literal.utf8) }

    mutating func appendInterpolation(_ text: String) { bytes.append(contentsOf: text.utf8) }

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
