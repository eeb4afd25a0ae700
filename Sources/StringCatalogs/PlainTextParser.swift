/// Parses plain text files: one string per line.
///
/// The text is UTF-8 (or UTF-16 with a byte-order mark, see ``TextDecoding``).
/// Each line is one string, keyed by its 1-based line number; a `\r` before
/// the line break is dropped; empty lines are kept as empty strings (an empty
/// label is still a string), except the empty "line" after a final line break.
enum PlainTextParser {
  static func parse(
    _ rawBytes: [UInt8], language: String?, into collector: inout StringCollector
  ) throws(ParseError) {
    let bytes = try ParseError.utf8Bytes(of: rawBytes)
    var line = 1
    var start = 0
    var index = 0
    while index <= bytes.count {
      if index == bytes.count || bytes[index] == 0x0A {
        if index == bytes.count && start == index { break }
        var end = index
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        try collector.add(
          key: String(line), value: String(decoding: bytes[start..<end], as: UTF8.self),
          language: language, line: line)
        collector.markLastKeyedByLine()
        line += 1
        start = index + 1
      }
      index += 1
    }
  }
}
