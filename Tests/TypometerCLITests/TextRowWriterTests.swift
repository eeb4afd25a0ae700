import FileAccess
import Testing
import TypometerChecks

@testable import TypometerCLI

/// `measure`'s text rows written as bytes are the rows the string path
/// prints without colours (`textLine`, escaped, a line break after it).
@Suite struct TextRowWriterTests {
  /// What the string path prints for `row`.
  static func printed(_ row: MeasurementRow, columns: MeasureCommand.Columns) -> [UInt8] {
    let console = Console(out: { _ in }, error: { _ in }, colors: false)
    return Array(console.printed(MeasureCommand.textLine(row, columns: columns)).utf8)
  }

  static func row(
    _ text: String = "Hello", category: String? = "large", size: Double = 17,
    fontScale: Double? = nil, advance: Double = 42.5, lines: Int = 1, height: Double = 20,
    fits: Bool = true, overflow: MeasurementRow.Overflow = .init(lines: 0, width: 0, height: 0),
    missing: [String] = [], fontsUsed: [String] = ["Roboto-Regular"], splits: [String]? = nil
  ) -> MeasurementRow {
    var row = MeasurementRow(
      text: text, font: fontsUsed[0], category: category, size: size, advance: advance,
      lines: lines, lineHeight: height, height: height, fits: fits, overflow: overflow,
      missing: missing, fontsUsed: fontsUsed, wordSplits: splits)
    row.fontScale = fontScale
    return row
  }

  /// Numbers where rounding to two decimals is close: ties, binary
  /// fractions below and above them, negatives, zero of both signs, and
  /// those ``NumberText`` writes its own way (not finite, 10^15 and above).
  static let numbers: [Double] = [
    0, -0.0, 0.005, 0.015, 0.125, 1.005, 1.015, 2.675, 9.995, 99.995, 12.3, 37.875, 235.7,
    -0.004, -0.005, -1.5, -12.345, 1e-7, 0.994999, 0.995, 999_999.995, 12_345_678.125,
    999_999_999_999_999.9, 1e15, 1e16, -1e15, .nan, .infinity, -.infinity,
    Double.leastNonzeroMagnitude, 4.4999999999999996, 0.1 + 0.2,
  ]

  @Test func rowsAreThoseTheStringPathPrints() {
    let columns = MeasureCommand.Columns(category: 33, size: 5)
    var rows: [(MeasurementRow, Int)] = []
    for (i, number) in Self.numbers.enumerated() {
      rows.append((Self.row(advance: number, height: number), i % 3))
      rows.append(
        (
          Self.row(
            fits: false, overflow: .init(lines: i % 3, width: number, height: 1),
            fontsUsed: ["Inter", "NotoSansCJKjp-Regular", "NotoColorEmoji"]), i % 3
        ))
    }
    for lines in [0, 1, 2, 10, 1_234_567, -3] { rows.append((Self.row(lines: lines), 0)) }
    // A shrunk row's scale (`--minimum-scale-factor`), at every number.
    for number in Self.numbers {
      var shrunk = Self.row()
      shrunk.scale = number
      rows.append((shrunk, 0))
    }
    // Texts with what the console escapes, and sizes and categories of each
    // kind: none, an Android font scale (its × is two bytes, one character).
    let texts = [
      "", "tab\there", "two\nlines", "nul\u{0}esc\u{1B}[31m", "bidi\u{202E}x", "日本語 😀",
      "c1\u{85} ls\u{2028}", "trailing   ", "  OVERFLOW  fits",
    ]
    for (i, text) in texts.enumerated() {
      rows.append((Self.row(text, category: nil, size: 17.5), 1))
      rows.append((Self.row(text, category: "accessibilityExtraExtraExtraLarge", size: 53), 2))
      rows.append((Self.row(text, category: nil, size: 28.19, fontScale: 1.3), 4 + i % 2))
      rows.append(
        (
          Self.row(
            text, lines: 3, missing: ["U+0E01", "U+1F600"], fontsUsed: ["A", "B \u{1B}"],
            splits: ["Hinter|grund", "x|y"]), 3
        ))
    }
    rows.append((Self.row(splits: []), 0))
    // Faces of one name in two files: the later with its file's name.
    var twice = Self.row(fontsUsed: ["A", "B", "A", "B"])
    twice.fontFiles = ["/app/a.ttf", "/app/b.ttf", "/usr/share/a.ttc", "/usr/b 2.ttf"]
    rows.append((twice, 0))
    #expect(twice.fallbackNames == ["B", "A (a.ttc)", "B (b 2.ttf)"])
    rows.append((Self.row(category: "large", size: 17), 0))  // the same size index, another size
    rows.append((Self.row(category: "small", size: 15), 0))

    var writer = TextRowWriter(columns: columns)
    var all: [UInt8] = []
    var expected: [UInt8] = []
    for (row, sizeIndex) in rows {
      var one: [UInt8] = []
      writer.append(row, sizeIndex: sizeIndex, to: &one)
      let wanted = Self.printed(row, columns: columns)
      #expect(one == wanted, "\(String(decoding: wanted, as: UTF8.self))")
      writer.append(row, sizeIndex: sizeIndex, to: &all)
      expected += wanted
    }
    #expect(all == expected)
  }

  /// A text with line breaks and tabs stays one row of two tab-separated
  /// fields: they are escaped, as other control characters are.
  @Test func aRowIsOneLineWhateverItsText() {
    for (text, shown) in [
      ("two\nlines", #"two\u{A}lines"#), ("tab\there", #"tab\u{9}here"#),
      ("cr\r\nlf", #"cr\u{D}\u{A}lf"#), ("\n", #"\u{A}"#), ("\u{2029}para", #"\u{2029}para"#),
    ] {
      var bytes: [UInt8] = []
      var writer = TextRowWriter(columns: .init())
      writer.append(Self.row(text), sizeIndex: 0, to: &bytes)
      #expect(bytes.count { $0 == 0x0A } == 1 && bytes.last == 0x0A, "\(text)")
      #expect(bytes.count { $0 == 0x09 } == 1, "\(text)")
      #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("\t" + shown + "\n"))
    }
    #expect(Printable.escaped("a\tb\nc", keepingTabs: false) == "a\\u{9}b\\u{A}c")
  }

  /// Every column width, from none to wider than any value.
  @Test(arguments: [(0, 0), (5, 4), (40, 9)])
  func columnsPadAsTheStringPathPads(_ category: Int, _ size: Int) {
    let columns = MeasureCommand.Columns(category: category, size: size)
    var writer = TextRowWriter(columns: columns)
    for row in [Self.row(), Self.row(category: "extraSmall", size: 14), Self.row(category: nil)] {
      var bytes: [UInt8] = []
      writer.append(row, sizeIndex: 0, to: &bytes)
      #expect(bytes == Self.printed(row, columns: columns))
    }
  }
}
