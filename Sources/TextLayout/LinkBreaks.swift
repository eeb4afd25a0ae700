/// The break opportunities Android's line breaker gives email addresses and
/// URLs (Minikin's `WordBreaker`, after the Chicago Manual of Style) in place
/// of ICU's.
///
/// From each break, Minikin looks at the run of printable ASCII characters
/// (no space) that starts there: one holding `@`, or a `:` followed by `//`,
/// is an email address or a URL, up to the next line-break opportunity at or
/// after its end (after the space that follows it, as ICU breaks after
/// spaces). Inside one, a line may break after `:` `=` `&` and after
/// `//`, and, unless after `-`, before `~ . , - _ ? # % = &` and before a
/// single `/`; ICU's own opportunities there are not taken. Elsewhere ICU's
/// stay as they are.
enum LinkBreaks {
  /// `breaks` (ascending, ending with the text's length, as
  /// ``LineBreaker/breaks(in:)`` gives them) with Minikin's in each email
  /// address and URL of `text`, and the indices of the mandatory ones among
  /// them, from `hard` (indices in `breaks`); nil when `text` has none.
  static func applied(
    to breaks: [Int32], hard: [Int32], in text: UnsafeBufferPointer<UInt16>
  ) -> (offsets: [Int32], hard: [Int32])? {
    // Cheap look first: a URL needs `/`, an email address `@`.
    guard text.contains(where: { $0 == 0x2F || $0 == 0x40 }) else { return nil }
    let length = text.count
    var offsets: [Int32] = []
    offsets.reserveCapacity(breaks.count + 8)
    var changed = false
    // The index in `breaks` of the first break after `offset`.
    var next = 0
    func icuBreak(after offset: Int) -> Int {
      while next < breaks.count, Int(breaks[next]) <= offset { next += 1 }
      return next < breaks.count ? Int(breaks[next]) : length
    }
    // Binary search: a text may hold thousands of links.
    func isICUBreak(_ offset: Int) -> Bool {
      guard offset != 0, offset != length else { return true }
      var (low, high) = (0, breaks.count)
      while low < high {
        let middle = (low + high) / 2
        if Int(breaks[middle]) < offset { low = middle + 1 } else { high = middle }
      }
      return low < breaks.count && Int(breaks[low]) == offset
    }
    var current = 0
    var scanEnd = 0
    var inLink = false
    while current < length {
      let last = current
      if last >= scanEnd {
        (inLink, scanEnd) = scan(text, from: last)
        if inLink, !isICUBreak(scanEnd) { scanEnd = icuBreak(after: scanEnd) }
      }
      if inLink {
        current = breakInLink(text, from: last, end: scanEnd)
        changed = true
      } else {
        current = icuBreak(after: current)
      }
      offsets.append(Int32(current))
    }
    guard changed else { return nil }
    if offsets.isEmpty { offsets = [Int32(length)] }
    let hardOffsets = Set(hard.map { breaks[Int($0)] })
    let newHard =
      hardOffsets.isEmpty
      ? [] : offsets.indices.filter { hardOffsets.contains(offsets[$0]) }.map { Int32($0) }
    return (offsets, newHard)
  }

  /// Whether the run of printable ASCII characters (no space) from `start`
  /// is an email address (holds `@`) or a URL (a `:` then `//`), and where
  /// that run ends.
  private static func scan(_ text: UnsafeBufferPointer<UInt16>, from start: Int) -> (Bool, Int) {
    enum State { case start, sawAt, sawColon, sawColonSlash, sawColonSlashSlash }
    var state = State.start
    var i = start
    while i < text.count, (0x21...0x7E).contains(text[i]) {
      let c = text[i]
      switch state {
      case .start where c == 0x40: state = .sawAt
      case .start where c == 0x3A: state = .sawColon
      case .sawColon: state = c == 0x2F ? .sawColonSlash : .start
      case .sawColonSlash: state = c == 0x2F ? .sawColonSlashSlash : .start
      default: break
      }
      i += 1
    }
    return (state == .sawAt || state == .sawColonSlashSlash, i)
  }

  /// The next break in the email address or URL that runs to `end`, after
  /// the break at `start`: `end` when there is none before it.
  private static func breakInLink(_ text: UnsafeBufferPointer<UInt16>, from start: Int, end: Int)
    -> Int
  {
    var last = text[start]
    var i = start + 1
    while i < end {
      if breaksAfter(last) { break }
      // After a double slash.
      if last == 0x2F, i >= start + 2, text[i - 2] == 0x2F { break }
      let this = text[i]
      // Never after a hyphen.
      if last != 0x2D {
        if breaksBefore(this) { break }
        // Before a single slash.
        if this == 0x2F, last != 0x2F, !(i + 1 < end && text[i + 1] == 0x2F) { break }
      }
      last = this
      i += 1
    }
    return i
  }

  /// `:` `=` `&`.
  private static func breaksAfter(_ c: UInt16) -> Bool { c == 0x3A || c == 0x3D || c == 0x26 }

  /// `~ . , - _ ? # % = &`.
  private static func breaksBefore(_ c: UInt16) -> Bool {
    switch c {
    case 0x7E, 0x2E, 0x2C, 0x2D, 0x5F, 0x3F, 0x23, 0x25, 0x3D, 0x26: true
    default: false
    }
  }
}
