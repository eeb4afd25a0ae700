import Foundation
import TestSupport
import Testing

@testable import TypometerChecks

/// The hand-written JSON of `measure`'s rows against Foundation's
/// `JSONEncoder` (sorted keys, unescaped slashes): the same bytes, compact and
/// pretty, over generated rows with every kind of number and escape.
@Suite struct JSONWriterTests {
  /// Numbers whose text is easy to get wrong: integral, tiny, huge, negative zero.
  static let edgeNumbers: [Double] = [
    0, -0.0, 1, 17, 100, 235.7, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1e-4, 1e-5, 1e-7, 2.5e-5,
    123.456, 1e15, 1e16, 1e17, 9_007_199_254_740_992, 9_007_199_254_740_992.0.nextUp, 1e21, 1e22,
    -1e-7, -235.7, Double.leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308,
    -1.7976931348623157e308,
    0.000123, 37.875, 99.99999999999999, 1_234_567.125,
  ]

  /// Pieces of text covering every escape class: quote, backslash, slash (not
  /// escaped), each C0 control, DEL and C1 controls, line separators, bidi
  /// controls, and non-ASCII scalars of one to four UTF-8 bytes.
  static let pieces: [String] =
    [
      "\"", "\\", "/", "a", "Hello", " ", "é", "ß", "Ω", "Привет", "مرحبا", "שלום", "日本語",
      "한국어", "ไทย", "😀", "👩‍👩‍👧", "e\u{301}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}",
      "\u{200B}", "\u{200F}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{2066}",
      "\u{2069}", "\u{206A}", "\u{FEFF}", "\u{10FFFF}", "Hintergrund|übertragung", "U+1F600",
    ]
    + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }

  static func number(_ random: inout SplitMix64) -> Double {
    switch random.next() % 4 {
    case 0: return edgeNumbers[Int(random.next() % UInt64(edgeNumbers.count))]
    case 1:
      // Any finite bit pattern.
      while true {
        let value = Double(bitPattern: random.next())
        if value.isFinite { return value }
      }
    case 2: return Double(Int64(random.next() % 200_000) - 100_000) / 64  // layout's 1/64 units
    default: return Double(random.next() % 1_000_000) / 1000
    }
  }

  static func text(_ random: inout SplitMix64, maximumPieces: Int = 6) -> String {
    let count = Int(random.next() % UInt64(maximumPieces + 1))
    return (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
  }

  static func texts(_ random: inout SplitMix64) -> [String] {
    (0..<Int(random.next() % 4)).map { _ in text(&random, maximumPieces: 3) }
  }

  static func row(_ random: inout SplitMix64) -> MeasurementRow {
    var row = MeasurementRow(
      text: text(&random), font: text(&random, maximumPieces: 2),
      category: random.next() % 3 == 0 ? nil : text(&random, maximumPieces: 2),
      size: number(&random), advance: number(&random),
      lines: Int(Int64(bitPattern: random.next()) >> Int64(random.next() % 64)),
      lineHeight: number(&random), height: number(&random), fits: random.next() % 2 == 0,
      overflow: .init(
        lines: Int(random.next() % 5), width: number(&random), height: number(&random)),
      missing: texts(&random), fontsUsed: texts(&random),
      wordSplits: random.next() % 3 == 0 ? texts(&random) : nil)
    row.opticalSize = random.next() % 3 == 0 ? number(&random) : nil
    row.tracking = random.next() % 3 == 0 ? number(&random) : nil
    return row
  }

  static func rows(count: Int, seed: UInt64) -> [MeasurementRow] {
    var random = SplitMix64(state: seed)
    return (0..<count).map { _ in row(&random) }
  }

  static func compact(_ row: MeasurementRow) -> String {
    var writer = JSONWriter(pretty: false)
    row.write(to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test func compactRowsAreJSONEncodersBytes() {
    let rows = Self.rows(count: 3000, seed: 1)
    var differing = 0
    for row in rows where Self.compact(row) != JSON.encode(row, pretty: false) {
      differing += 1
      if differing <= 3 {
        Issue.record("\(JSON.encode(row, pretty: false))\n\(Self.compact(row))")
      }
    }
    #expect(differing == 0)
    // The generator covers what it should: both forms of the optional keys.
    #expect(rows.contains { $0.wordSplits == nil } && rows.contains { $0.wordSplits != nil })
    #expect(rows.contains { $0.category == nil } && rows.contains { $0.category != nil })
    #expect(rows.contains { $0.missing.isEmpty } && rows.contains { $0.missing.count > 1 })
    #expect(rows.contains { $0.opticalSize == nil } && rows.contains { $0.opticalSize != nil })
    #expect(rows.contains { $0.tracking == nil } && rows.contains { $0.tracking != nil })
  }

  @Test func prettyDocumentsAreJSONEncodersBytes() {
    let rows = Self.rows(count: 600, seed: 2)
    for row in rows.prefix(200) {
      let pretty = String(decoding: MeasurementRow.jsonDocument([row]), as: UTF8.self)
      #expect(pretty == JSON.encode(row) + "\n")
    }
    // Several rows: one array.
    let document = String(decoding: MeasurementRow.jsonDocument(rows), as: UTF8.self)
    #expect(document == JSON.encode(rows) + "\n")
    #expect(document.hasPrefix("[\n  {\n    \"advance\" : "))
  }

  @Test(arguments: edgeNumbers)
  func numbersAreWrittenAsJSONEncoderWritesThem(_ value: Double) {
    var writer = JSONWriter(pretty: false)
    writer.value(value)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == JSON.encode(value, pretty: false))
  }

  @Test func everyEscapeClassAlone() {
    for piece in Self.pieces + ["", "a/b", "\u{0}\u{1F}\t\n"] {
      var writer = JSONWriter(pretty: false)
      writer.value(piece)
      #expect(String(decoding: writer.bytes, as: UTF8.self) == JSON.quoted(piece), "\(piece)")
    }
    var writer = JSONWriter(pretty: false)
    writer.value("\u{1}\u{1A}\u{8}\u{C}")
    #expect(String(decoding: writer.bytes, as: UTF8.self) == #""\u0001\u001a\b\f""#)
  }

  @Test func emptyContainersAsJSONEncoderWritesThem() {
    var row = Self.rows(count: 1, seed: 3)[0]
    row.missing = []
    row.fontsUsed = []
    row.wordSplits = []
    #expect(Self.compact(row) == JSON.encode(row, pretty: false))
    #expect(
      String(decoding: MeasurementRow.jsonDocument([row]), as: UTF8.self)
        == JSON.encode(row) + "\n")
    #expect(Self.compact(row).contains(#""missing":[]"#))
  }

  /// A number JSON cannot hold: JSONEncoder refuses the document, and the
  /// writer writes `null` as `JSON.encode` does.
  @Test func nonFiniteNumbersGiveNull() {
    var row = Self.rows(count: 1, seed: 4)[0]
    row.advance = .nan
    var writer = JSONWriter(pretty: false)
    row.writeLine(to: &writer)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == JSON.encode(row, pretty: false) + "\n")
    #expect(String(decoding: MeasurementRow.jsonDocument([row, row]), as: UTF8.self) == "null\n")
  }

  /// `jsonl` rows escape what a terminal might act on (DEL, C1 controls,
  /// line separators, bidi controls) as `\uXXXX`: valid JSON, the same text
  /// once decoded, and otherwise JSONEncoder's bytes.
  @Test func terminalSafeRowsDecodeToTheSameText() throws {
    let unprintable: Set<UInt32> = Set(
      [0x7F] + Array(0x80...0x9F) + Array(0x2028...0x202E) + Array(0x2066...0x2069))
    var escapedRows = 0
    for row in Self.rows(count: 1500, seed: 5) {
      var writer = JSONWriter(pretty: false, escapesUnprintable: true)
      row.write(to: &writer)
      let line = String(decoding: writer.bytes, as: UTF8.self)
      #expect(!line.unicodeScalars.contains { unprintable.contains($0.value) })
      let raw = JSON.encode(row, pretty: false)
      if raw.unicodeScalars.contains(where: { unprintable.contains($0.value) }) {
        escapedRows += 1
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        // (Foundation's JSON reader drops some U+FEFF, so they are left out of
        // the comparison on both sides.)
        func read(_ text: String?) -> String? {
          text?.replacingOccurrences(of: "\u{FEFF}", with: "")
        }
        #expect(read(object["text"] as? String) == read(row.text))
        #expect((object["fontsUsed"] as? [String])?.map(read) == row.fontsUsed.map(read))
        #expect(read(object["category"] as? String) == read(row.category))
      } else {
        #expect(line == raw)
      }
    }
    #expect(escapedRows > 100)
    var writer = JSONWriter(pretty: false, escapesUnprintable: true)
    writer.value("a\u{7F}\u{85}\u{2028}\u{202E}\u{2069}\u{206A}é")
    #expect(
      String(decoding: writer.bytes, as: UTF8.self)
        == "\"a\\u007f\\u0085\\u2028\\u202e\\u2069\u{206A}é\"")
  }

  /// Binary fractions (sizes and advances in faces of 2,048 units to the em)
  /// are written from their exact decimal expansion when it is short enough
  /// to be `description`'s: the same text as JSONEncoder's on every side of
  /// the limits (10^-4, 10^15, 18 binary places, 15 significant digits).
  @Test func binaryFractionsAreWrittenAsJSONEncoderWritesThem() {
    var random = SplitMix64(state: 6)
    var values: [Double] = [
      0.5, -0.5, 0.0001220703125, 0.00006103515625, 0.0078125, 93.939453125, 16.40625,
      1.0 / 262_144, 1.0 / 524_288, 3.0 / 262_144, 123_456_789_012.125, 1_234_567_890_123.125,
      999_999_999_999_999.5, 1e15 - 0.5, 1e15 + 0.5, 4_503_599_627_370_495.5, -17.0 / 2048,
    ]
    for _ in 0..<20_000 {
      let places = Int(random.next() % 21)  // up to 20: beyond the 18 written directly
      let whole = Double(random.next() % (random.next() % 2 == 0 ? 1_000 : 1_000_000_000_000_000))
      let fraction = Double(random.next() % (1 << UInt64(places))) / Double(1 << UInt64(places))
      values.append((random.next() % 2 == 0 ? 1 : -1) * (whole + fraction))
    }
    var differing = 0
    for value in values {
      var writer = JSONWriter(pretty: false)
      writer.value(value)
      let written = String(decoding: writer.bytes, as: UTF8.self)
      if written != JSON.encode(value, pretty: false) {
        differing += 1
        if differing <= 3 { Issue.record("\(value): \(written)") }
      }
    }
    #expect(differing == 0)
  }

  /// Rows written one after another through one writer, as `measure` writes
  /// them: each text for several sizes, between long category names, and a
  /// source text beside it, are JSONEncoder's lines.
  @Test func repeatedTextsThroughOneWriterAreJSONEncodersBytes() {
    var random = SplitMix64(state: 7)
    let texts = (0..<40).map { _ in Self.text(&random, maximumPieces: 8) } + ["", "short"]
    let categories = ["large", "accessibilityExtraExtraExtraLarge", "extraExtraExtraLarge"]
    var rows: [MeasurementRow] = []
    for _ in 0..<600 {
      var row = Self.row(&random)
      row.text = texts[Int(random.next() % UInt64(texts.count))]
      row.sourceText = random.next() % 3 == 0 ? texts[Int(random.next() % 5)] : nil
      row.key = random.next() % 2 == 0 ? texts[Int(random.next() % 7)] : nil
      row.language = random.next() % 2 == 0 ? ["de", "zh-Hans"][Int(random.next() % 2)] : nil
      for category in categories {
        row.category = category
        rows.append(row)
        if random.next() % 4 == 0 { rows.append(row) }
      }
    }
    var writer = JSONWriter(pretty: false)
    for row in rows { row.writeLine(to: &writer) }
    let expected = rows.map { JSON.encode($0, pretty: false) + "\n" }.joined()
    #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    #expect(rows.contains { $0.sourceText != nil } && rows.contains { $0.text.utf8.count > 15 })
    #expect(rows.contains { $0.key != nil } && rows.contains { $0.key == nil })
  }
}
