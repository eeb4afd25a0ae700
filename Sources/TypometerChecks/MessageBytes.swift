import FileAccess

/// A message put together as UTF-8 bytes, for the findings made per string
/// and the text output's lines (`String`'s own appends and interpolations
/// cost several times the bytes they copy). Written like a string:
/// `"'\(key)' …"`, then `+=`, or `append` piece by piece in a loop.
struct MessageBytes: ExpressibleByStringInterpolation {
  private var bytes: [UInt8]

  struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var bytes: [UInt8] = []

    init(literalCapacity: Int, interpolationCount: Int) {
      bytes.reserveCapacity(literalCapacity + 24 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: String) { MessageBytes.append(literal, to: &bytes) }

    mutating func appendInterpolation(_ text: String) { MessageBytes.append(text, to: &bytes) }

    mutating func appendInterpolation(_ scalar: Unicode.Scalar) {
      MessageBytes.append(scalar, to: &bytes)
    }
  }

  /// Appends `text` in place: in a loop, cheaper than `+=` of an
  /// interpolation, which first puts its pieces in an array of their own.
  mutating func append(_ text: String) { Self.append(text, to: &bytes) }

  /// Appends `scalar`'s UTF-8 in place.
  mutating func append(_ scalar: Unicode.Scalar) { Self.append(scalar, to: &bytes) }

  /// Copies the string's UTF-8 in one go (appending its `utf8` view goes
  /// byte by byte).
  private static func append(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    if let encoded = UTF8.encode(scalar) { bytes.append(contentsOf: encoded) }
  }

  init(stringLiteral literal: String) { bytes = Array(literal.utf8) }

  init(stringInterpolation: StringInterpolation) { bytes = stringInterpolation.bytes }

  static func += (message: inout MessageBytes, more: MessageBytes) {
    message.bytes += more.bytes
  }

  /// Appends `line` with its line breaks and other control characters
  /// escaped (``Printable``), so that it stays one line of the output
  /// whatever a key or a file name holds.
  mutating func append(line: MessageBytes) {
    line.bytes.withUnsafeBufferPointer { Printable.appendEscaped($0, to: &bytes) }
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
