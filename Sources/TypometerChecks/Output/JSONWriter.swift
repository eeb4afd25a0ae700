import FileAccess
import TypeScale

/// JSON written straight into a byte buffer, for outputs of many rows: the
/// same bytes as ``JSON/encode(_:pretty:)`` (Foundation's `JSONEncoder` with
/// sorted keys and unescaped slashes), without its intermediate tree.
///
/// The caller writes the keys of each object in sorted order; the writer adds
/// the commas, the pretty form's line breaks and two-space indentation, and
/// escapes strings. Numbers are written as `JSONEncoder` writes them: a
/// `Double` in the shortest form that reads back as the same value, without a
/// trailing `.0` (`17`, `235.7`, `1e-07`, `1e+16`).
///
/// ```swift
/// var writer = JSONWriter(pretty: false)
/// writer.beginObject()
/// writer.key("size"); writer.value(17.0)
/// writer.key("text"); writer.value("Hello")
/// writer.endObject()
/// // writer.bytes: {"size":17,"text":"Hello"}
/// ```
///
/// The bytes go into memory the writer owns (no copy-on-write or exclusivity
/// checks per byte, as an array or a class would make); ``bytes`` copies them
/// out. The writer cannot be copied: it owns that memory.
package struct JSONWriter: ~Copyable {
  /// Whether objects and arrays are spread over lines (`--json`), or written
  /// on one line (`--format jsonl`).
  package let pretty: Bool
  /// Whether the scalars a terminal might act on that JSON leaves as they are
  /// (DEL, C1 controls, U+2028/U+2029, bidi overrides and isolates) are written
  /// as `\uXXXX` escapes: the same string once decoded, never raw on a terminal.
  package let escapesUnprintable: Bool
  /// ``unprintableLeads`` or ``escapedBytes``: the bytes strings are
  /// looked at for.
  private let attention: [UInt8]
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  package private(set) var count = 0
  /// How many containers are open.
  private var depth = 0
  /// Bit `n`: whether the container open at depth `n + 1` has an element yet
  /// (containers nest at most 64 deep here).
  private var filled: UInt64 = 0
  /// Whether a key was just written, so the value follows without a separator.
  private var afterKey = false
  /// Whether a number that is not finite was written (as `null`): then
  /// `JSONEncoder` would have refused the whole document.
  package private(set) var wroteNonFinite = false
  /// The last two strings written with `repeats` (a row's text, and its
  /// source text when pseudo-localised), with their JSON.
  private var kept: [(utf8: [UInt8], quoted: [UInt8])] = []

  /// A writer for the pretty (`--json`) or one-line (`jsonl`) form.
  package init(pretty: Bool, escapesUnprintable: Bool = false, capacity: Int = 1 << 16) {
    self.pretty = pretty
    self.escapesUnprintable = escapesUnprintable
    attention = escapesUnprintable ? Self.unprintableLeads : Self.escapedBytes
    self.capacity = max(64, capacity)
    storage = .allocate(capacity: self.capacity)
  }

  deinit { storage.deallocate() }

  /// The JSON written so far, UTF-8.
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

  /// Empties the buffer (after it was written out), keeping its memory.
  package mutating func removeAll() { count = 0 }

  /// Room for `more` bytes at the end.
  @inline(__always) private mutating func reserve(_ more: Int) {
    if count + more > capacity { grow(count + more) }
  }

  private mutating func grow(_ needed: Int) {
    var size = capacity * 2
    while size < needed { size *= 2 }
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    larger.update(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity = size
  }

  @inline(__always) private mutating func append(_ byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
    reserve(buffer.count)
    (storage + count).update(from: base, count: buffer.count)
    count += buffer.count
  }

  /// Appends raw bytes (a line break between documents, `null`).
  package mutating func raw(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  // MARK: Containers

  package mutating func beginObject() { open(UInt8(ascii: "{")) }

  package mutating func endObject() { close(UInt8(ascii: "}")) }

  package mutating func beginArray() { open(UInt8(ascii: "[")) }

  package mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Writes an object's key; its value comes next. Keys are plain ASCII names.
  package mutating func key(_ name: StaticString) {
    separate()
    let length = name.utf8CodeUnitCount
    reserve(length + 4)
    storage[count] = UInt8(ascii: "\"")
    (storage + count + 1).update(from: name.utf8Start, count: length)
    count += length + 1
    if pretty {
      storage[count] = UInt8(ascii: "\"")
      storage[count + 1] = 0x20
      storage[count + 2] = UInt8(ascii: ":")
      storage[count + 3] = 0x20
      count += 4
    } else {
      storage[count] = UInt8(ascii: "\"")
      storage[count + 1] = UInt8(ascii: ":")
      count += 2
    }
    afterKey = true
  }

  /// Writes a key that is not a fixed name (a dictionary's), quoted and
  /// escaped as a string; its value comes next. (Named apart from
  /// ``key(_:)``: a literal would take a `String` overload, escaping each key.)
  package mutating func dictionaryKey(_ name: String) {
    separate()
    var name = name
    name.withUTF8 { appendQuoted($0) }
    if pretty { raw(" : ") } else { raw(":") }
    afterKey = true
  }

  /// A dictionary's entries in the order `JSONEncoder` sorts its keys: by
  /// their bytes (`fontScales` before `fonts`).
  package static func inKeyOrder<Value>(_ dictionary: [String: Value]) -> [(
    key: String, value: Value
  )] {
    dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    precondition(depth < 64, "JSONWriter nests at most 64 containers")
    append(bracket)
    depth += 1
    filled &= ~(1 << UInt64(depth - 1))
  }

  /// The comma and (pretty) line break and indentation before an element.
  @inline(__always) private mutating func separate() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    let bit: UInt64 = 1 << UInt64(depth - 1)
    if filled & bit != 0 { append(UInt8(ascii: ",")) }
    filled |= bit
    if pretty { newline(depth: depth) }
  }

  private mutating func close(_ bracket: UInt8) {
    let empty = filled & (1 << UInt64(depth - 1)) == 0
    depth -= 1
    if pretty {
      // JSONEncoder writes an empty container as `[`, two line breaks, `]`.
      if empty { append(0x0A) }
      newline(depth: depth)
    }
    append(bracket)
  }

  private mutating func newline(depth: Int) {
    reserve(1 + 2 * depth)
    storage[count] = 0x0A
    (storage + count + 1).update(repeating: 0x20, count: 2 * depth)
    count += 1 + 2 * depth
  }

  // MARK: Values

  /// Writes `null`.
  package mutating func null() {
    separate()
    raw("null")
  }

  package mutating func value(_ flag: Bool) {
    separate()
    if flag { raw("true") } else { raw("false") }
  }

  package mutating func value(_ number: Int) {
    separate()
    writeInteger(number)
  }

  /// `number`'s decimal digits, with a minus sign when it is negative.
  private mutating func writeInteger(_ number: Int) {
    reserve(20)
    if number < 0 {
      storage[count] = UInt8(ascii: "-")
      count += 1
    }
    // Digits last to first (the magnitude: no overflow at Int.min).
    var magnitude = number.magnitude
    let digits = NumberText.decimalDigits(magnitude)
    for i in stride(from: digits - 1, through: 0, by: -1) {
      storage[count + i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    }
    count += digits
  }

  /// A finite number as `JSONEncoder` writes it: Swift's shortest round-trip
  /// form (`description`) without a trailing `.0`. A NaN or infinity, which
  /// JSON cannot hold, is written as `null` (callers check ``isEncodable(_:)``
  /// first to match `JSONEncoder`, which refuses the whole document).
  package mutating func value(_ number: Double) {
    separate()
    guard number.isFinite else {
      wroteNonFinite = true
      raw("null")
      return
    }
    // A whole number below 10^15 is written as an integer: the digits of its
    // description without `.0` (from 10^16 on, description takes an exponent).
    if number.rounded(.towardZero) == number, abs(number) < 1e15,
      number != 0 || number.sign == .plus
    {
      writeInteger(Int(number))
      return
    }
    if writeBinaryFraction(number) { return }
    var text = number.description
    text.withUTF8 { utf8 in
      var count = utf8.count
      if count >= 2, utf8[count - 2] == UInt8(ascii: "."), utf8[count - 1] == UInt8(ascii: "0") {
        count -= 2
      }
      append(UnsafeBufferPointer(rebasing: utf8[..<count]))
    }
  }

  /// Writes `number` when it is not whole, its magnitude is from 10^-4 to
  /// 10^15, and it is a binary fraction of at most 18 binary places whose
  /// exact decimal expansion has at most 15 significant digits (a size or an
  /// advance in a face of 2,048 units to the em); returns whether it did.
  /// That expansion is what `description` gives: a decimal of fewer digits
  /// differs from the number by at least one unit of its last digit, which
  /// at 15 digits is more than the number's spacing (2^-52 of its binary
  /// magnitude), so it reads back as another number; of as many digits, only
  /// the number itself is that close.
  private mutating func writeBinaryFraction(_ number: Double) -> Bool {
    let magnitude = number.magnitude
    guard magnitude >= 1e-4, magnitude < 1e15 else { return false }
    let whole = magnitude.rounded(.towardZero)
    // Both exact: the fraction keeps the number's binary places, and the
    // product only moves its exponent.
    let scaled = (magnitude - whole) * 262_144  // 2^18
    guard scaled.rounded(.towardZero) == scaled else { return false }
    // The fraction is odd / 2^places, so odd × 5^places / 10^places: exactly
    // `places` decimal places, the last not 0.
    let binary = UInt64(scaled)
    let places = 18 - binary.trailingZeroBitCount
    var fraction = (binary >> UInt64(18 - places)) * Self.powersOfFive[places]
    // (Below 1, the zeros after the point do not count.)
    let significant =
      whole == 0
      ? NumberText.decimalDigits(UInt(fraction)) : NumberText.decimalDigits(UInt(whole)) + places
    guard significant <= 15 else { return false }
    if number < 0 { append(UInt8(ascii: "-")) }
    writeInteger(Int(whole))
    reserve(1 + places)
    storage[count] = UInt8(ascii: ".")
    for i in stride(from: places, through: 1, by: -1) {
      storage[count + i] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
    count += 1 + places
    return true
  }

  /// 5^0 … 5^18.
  private static let powersOfFive: [UInt64] = (0...18).map { n in
    (0..<n).reduce(1) { power, _ in power * 5 }
  }

  /// Whether `JSONEncoder` can write `number` (it refuses NaN and infinities).
  package static func isEncodable(_ number: Double) -> Bool { number.isFinite }

  /// A string; with `repeats`, one that comes back soon (a row's text comes
  /// back for each of its sizes), so its JSON is kept and copied then.
  package mutating func value(_ text: String, repeats: Bool = false) {
    separate()
    var text = text
    // (Bytes are compared, not Strings: `==` equates "é" and "e\u{301}".)
    if repeats,
      let i = text.withUTF8({ new in
        kept.firstIndex { old in
          old.utf8.count == new.count && old.utf8.withUnsafeBufferPointer { $0.elementsEqual(new) }
        }
      })
    {
      kept[i].quoted.withUnsafeBufferPointer { append($0) }
      return
    }
    let start = count
    text.withUTF8 { appendQuoted($0) }
    if repeats {
      if kept.count == 2 { kept.removeFirst() }
      kept.append(
        (Array(text.utf8), Array(UnsafeBufferPointer(start: storage + start, count: count - start)))
      )
    }
  }

  package mutating func value(_ texts: [String]) {
    beginArray()
    for text in texts { value(text) }
    endArray()
  }

  package mutating func value(_ numbers: [Double]) {
    beginArray()
    for number in numbers { value(number) }
    endArray()
  }

  /// 1 for each byte ``appendQuoted(_:)`` looks at: C0 controls, `"` and `\`.
  private static let escapedBytes: [UInt8] = (0...255).map { byte in
    byte < 0x20 || byte == 0x22 || byte == 0x5C ? 1 : 0
  }

  /// ``escapedBytes`` and the bytes that may begin a scalar escaped with
  /// ``escapesUnprintable``: DEL and the lead bytes C2 and E2.
  private static let unprintableLeads: [UInt8] = (0...255).map { byte in
    escapedBytes[byte] == 1 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 ? 1 : 0
  }

  /// The lowercase hex digit of `value`'s low four bits.
  private static func hexDigit(_ value: UInt16) -> UInt8 {
    let nibble = UInt8(value & 0xF)
    return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  /// The index of the first byte of `utf8` from `start` on that `table`
  /// marks, or the end.
  private static func firstMarked(
    _ utf8: UnsafeBufferPointer<UInt8>, from start: Int, by table: [UInt8]
  ) -> Int {
    table.withUnsafeBufferPointer { table in
      var i = start
      while i < utf8.count, table[Int(utf8[i])] == 0 { i += 1 }
      return i
    }
  }

  /// `"…"` with `"` and `\` escaped, C0 controls as `\b \f \n \r \t` or
  /// `\u00xx` (lowercase hex, as JSONEncoder writes them), other scalars as
  /// they are, UTF-8 (and, with ``escapesUnprintable``, the scalars a terminal
  /// might act on as `\uxxxx`).
  private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    append(UInt8(ascii: "\""))
    var start = 0  // the first byte not yet copied
    var i = 0
    let count = utf8.count
    while i < count {
      // Most bytes are copied as they are.
      i = Self.firstMarked(utf8, from: i, by: attention)
      guard i < count else { break }
      let byte = utf8[i]
      var escape: UInt16?  // a scalar to write as \uxxxx
      var length = 1  // the bytes it takes
      var short: UInt8?  // the letter of a two-character escape
      switch byte {
      case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
      case 0x08: short = UInt8(ascii: "b")
      case 0x0C: short = UInt8(ascii: "f")
      case 0x0A: short = UInt8(ascii: "n")
      case 0x0D: short = UInt8(ascii: "r")
      case 0x09: short = UInt8(ascii: "t")
      case 0x00..<0x20: escape = UInt16(byte)
      default:
        // DEL, C1 controls, line separators and bidi controls, as the
        // terminal output escapes them.
        if escapesUnprintable, let found = Printable.unprintable(in: utf8, at: i) {
          escape = UInt16(found.scalar)
          length = found.length
        }
      }
      if short == nil && escape == nil {
        i += 1
        continue
      }
      append(UnsafeBufferPointer(rebasing: utf8[start..<i]))
      append(UInt8(ascii: "\\"))
      if let short {
        append(short)
      } else if let escape {
        append(UInt8(ascii: "u"))
        for shift: UInt16 in [12, 8, 4, 0] { append(Self.hexDigit(escape >> shift)) }
      }
      i += length
      start = i
    }
    append(UnsafeBufferPointer(rebasing: utf8[start..<count]))
    append(UInt8(ascii: "\""))
  }
}
