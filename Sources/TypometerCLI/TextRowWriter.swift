import FileAccess
import TypeScale
import TypometerChecks

/// `measure`'s text rows written straight as UTF-8 bytes: the bytes of
/// ``MeasureCommand/textLine(_:columns:)`` as ``Console`` prints it without
/// colours (unprintable characters escaped, a line break after it). Joining,
/// padding and formatting `String`s cost about 28,000 instructions a row;
/// a row here costs about 4,400 (callgrind, 36,000 corpus rows, escaping included).
package struct TextRowWriter {
  /// The widths text rows are padded to, so that their columns line up.
  package struct Columns {
    /// The longest category name of the sweep (0 for one size).
    package var category = 0
    /// The longest size of the sweep, as written (`17pt`).
    package var size = 0

    package init(category: Int = 0, size: Int = 0) {
      self.category = category
      self.size = size
    }
  }

  /// The widths the rows are padded to.
  package let columns: Columns
  /// Per size of the sweep, the start of its rows (``MeasureCommand/textLineStart(_:columns:)``),
  /// with what it was made for.
  private var starts: [(category: String?, size: Double, fontScale: Double?, bytes: [UInt8])?] = []
  /// The row being written, before it is escaped.
  private var line: [UInt8] = []

  package init(columns: Columns) { self.columns = columns }

  /// Appends the row of `o`, the measurement at the sweep's size `sizeIndex`
  /// (rows at one size start alike), to `output`.
  package mutating func append(_ o: MeasurementRow, sizeIndex: Int, to output: inout [UInt8]) {
    line.removeAll(keepingCapacity: true)
    if sizeIndex >= starts.count {
      starts += repeatElement(nil, count: sizeIndex + 1 - starts.count)
    }
    if let start = starts[sizeIndex], start.category == o.category, start.size == o.size,
      start.fontScale == o.fontScale
    {
      line += start.bytes
    } else {
      let bytes = Array(MeasureCommand.textLineStart(o, columns: columns).utf8)
      starts[sizeIndex] = (o.category, o.size, o.fontScale, bytes)
      line += bytes
    }
    points(o.advance, width: 8)
    separator()
    if o.lines == 1 {
      padded("1 line", width: 8)
    } else if o.lines < 0 {
      padded("\(o.lines) lines", width: 8)
    } else {
      let digits = Self.digitCount(o.lines)
      spaces(8 - digits - 6)
      integer(o.lines)
      ascii(" lines")
    }
    separator()
    ascii("height ")
    points(o.height, width: 8)
    separator()
    ascii(o.fits ? "fits    " : "OVERFLOW")
    if let scale = o.scale {
      separator()
      ascii("shrunk ")
      points(scale, width: 0)
      line += [0xC3, 0x97]  // ×
    }
    if o.overflow.lines > 0 {
      separator()
      ascii("+")
      integer(o.overflow.lines)
      ascii(o.overflow.lines == 1 ? " line" : " lines")
    }
    if o.overflow.width > 0 {
      separator()
      ascii("+")
      points(o.overflow.width, width: 0)
      ascii(o.fontScale == nil ? "pt wide" : "dp wide")
    }
    if o.fontsUsed.count > 1 {
      separator()
      ascii("fallback ")
      list(
        o.fontFiles == nil ? o.fontsUsed.dropFirst() : o.fallbackNames[...],
        separator: UInt8(ascii: ","))
    }
    if !o.missing.isEmpty {
      separator()
      ascii("missing ")
      list(o.missing, separator: 0x20)
    }
    if let splits = o.wordSplits, !splits.isEmpty {
      separator()
      ascii("split ")
      list(splits, separator: 0x20)
    }
    // The verdict's padding is not left at the end of a row.
    while line.last == 0x20 { line.removeLast() }
    line.append(0x09)
    line.withUnsafeBufferPointer {
      Printable.appendEscaped($0, keepingLineBreaks: true, to: &output)
    }
    // The text, the last field, with its line breaks and tabs escaped too.
    var text = o.text
    text.withUTF8 { Printable.appendEscaped($0, keepingTabs: false, to: &output) }
    output.append(0x0A)
  }

  private mutating func separator() { line += [0x20, 0x20] }

  private mutating func spaces(_ count: Int) {
    if count > 0 { line += repeatElement(0x20, count: count) }
  }

  private mutating func ascii(_ text: StaticString) {
    line.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// `text` right-aligned in `width` characters.
  private mutating func padded(_ text: String, width: Int) {
    spaces(width - text.count)
    var text = text
    text.withUTF8 { line.append(contentsOf: $0) }
  }

  private mutating func list(_ items: some Sequence<String>, separator: UInt8) {
    var first = true
    for item in items {
      if !first { line.append(separator) }
      first = false
      var item = item
      item.withUTF8 { line.append(contentsOf: $0) }
    }
  }

  /// `value`'s decimal digits (not negative).
  private mutating func integer(_ value: Int) {
    guard value >= 0 else {
      padded(String(value), width: 0)
      return
    }
    let digits = Self.digitCount(value)
    let end = line.count + digits
    line += repeatElement(0x30, count: digits)
    var rest = value
    for i in stride(from: end - 1, through: end - digits, by: -1) {
      line[i] = 0x30 + UInt8(rest % 10)
      rest /= 10
    }
  }

  /// How many decimal digits `value` (not negative) has.
  private static func digitCount(_ value: Int) -> Int { NumberText.decimalDigits(UInt(value)) }

  /// `value` in points as the rows give them (``NumberText`` to two
  /// decimals, ties away from zero, padded: `12.30`), right-aligned in
  /// `width` characters. The same arithmetic, step by step, written as
  /// digits; a number it does not cover (not finite, or from 10^15 on) is
  /// written by ``NumberText`` itself.
  private mutating func points(_ value: Double, width: Int) {
    if value.isFinite, abs(value) < 1e15 {
      let rounded = (value * 100).rounded(.toNearestOrAwayFromZero) / 100
      if abs(rounded) < 1e15 {
        let units = Int((abs(rounded) * 100).rounded())
        let negative = rounded < 0 && units != 0
        let whole = units / 100
        let fraction = units % 100
        spaces(width - (negative ? 1 : 0) - Self.digitCount(whole) - 3)
        if negative { line.append(UInt8(ascii: "-")) }
        integer(whole)
        line += [UInt8(ascii: "."), 0x30 + UInt8(fraction / 10), 0x30 + UInt8(fraction % 10)]
        return
      }
    }
    padded(
      NumberText.string(value, fractionDigits: 2, rule: .toNearestOrAwayFromZero, padded: true),
      width: width)
  }
}
