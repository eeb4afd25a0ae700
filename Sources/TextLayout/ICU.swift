internal import CICU

/// A UAX #14 line-break iterator for one locale (ICU `ubrk`, with its
/// dictionaries for Thai, Lao, Khmer, Burmese, Chinese and Japanese). Used by
/// one thread at a time.
final class LineBreaker {
  private let handle: OpaquePointer
  private var offsets: [Int32] = []
  private var hard: [UInt8] = []

  init?(locale: String) {
    var status: Int32 = 0
    guard let handle = tm_line_breaker_open(locale, &status) else { return nil }
    self.handle = handle
  }

  deinit { tm_line_breaker_close(handle) }

  /// The break opportunities in `text` (UTF-16 offsets, ascending, ending with
  /// the text's length) and whether each is mandatory.
  func breaks(in text: UnsafeBufferPointer<UInt16>) -> (offsets: [Int32], hard: [Bool]) {
    let capacity = text.count + 1
    if offsets.count < capacity {
      offsets = Array(repeating: 0, count: capacity)
      hard = Array(repeating: 0, count: capacity)
    }
    let count = offsets.withUnsafeMutableBufferPointer { offsets in
      hard.withUnsafeMutableBufferPointer { hard in
        tm_line_breaks(
          handle, text.baseAddress, Int32(text.count), offsets.baseAddress, hard.baseAddress,
          Int32(capacity))
      }
    }
    guard count > 0 else { return ([Int32(text.count)], [false]) }
    return (Array(offsets[0..<Int(count)]), hard[0..<Int(count)].map { $0 != 0 })
  }
}

/// Bidi runs of a paragraph (ICU `ubidi`), in logical order.
enum Bidi {
  struct Run {
    var range: Range<Int>
    var isRightToLeft: Bool
  }

  /// The runs of `text` at alternating directions; the paragraph direction
  /// comes from the first strong character.
  static func runs(_ text: UnsafeBufferPointer<UInt16>) -> [Run] {
    let capacity = max(text.count, 1)
    var starts = [Int32](repeating: 0, count: capacity)
    var lengths = [Int32](repeating: 0, count: capacity)
    var levels = [UInt8](repeating: 0, count: capacity)
    let count = tm_bidi_runs(
      text.baseAddress, Int32(text.count), -1, &starts, &lengths, &levels, Int32(capacity))
    guard count > 0 else { return [Run(range: 0..<text.count, isRightToLeft: false)] }
    return (0..<Int(count)).map {
      Run(
        range: Int(starts[$0])..<Int(starts[$0] + lengths[$0]), isRightToLeft: levels[$0] & 1 == 1)
    }
  }
}

/// Unicode scripts (ICU `uscript`), with Common and Inherited characters
/// joining the run around them.
enum Scripts {
  struct Run {
    var range: Range<Int>
    /// The ISO 15924 tag, such as `Thai`; nil when the run is all Common.
    var tag: String?
  }

  static func script(of scalar: UInt32) -> (kind: Int32, tag: String) {
    var tag: (CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0)
    let kind = withUnsafeMutablePointer(to: &tag) {
      $0.withMemoryRebound(to: CChar.self, capacity: 5) { tm_script_tag(scalar, $0) }
    }
    let bytes = [tag.0, tag.1, tag.2, tag.3].map { UInt8(bitPattern: $0) }
    return (kind, String(decoding: bytes, as: UTF8.self))
  }

  /// Splits `text` where the script changes.
  static func runs(_ text: UnsafeBufferPointer<UInt16>) -> [Run] {
    var runs: [Run] = []
    var start = 0
    var current: String? = nil
    var i = 0
    while i < text.count {
      let (scalar, width) = decodeScalar(text, at: i)
      let (kind, tag) = script(of: scalar)
      if kind >= 2 {  // a real script (or Unknown, kept as its own)
        if let existing = current, existing != tag {
          runs.append(Run(range: start..<i, tag: existing))
          start = i
        }
        current = tag
      }
      i += width
    }
    runs.append(Run(range: start..<text.count, tag: current))
    return runs
  }
}

/// The scalar at UTF-16 offset `i` and its length in units (a lone surrogate
/// reads as U+FFFD).
@inline(__always)
func decodeScalar(_ text: UnsafeBufferPointer<UInt16>, at i: Int) -> (UInt32, Int) {
  let unit = text[i]
  if unit & 0xFC00 == 0xD800, i + 1 < text.count, text[i + 1] & 0xFC00 == 0xDC00 {
    return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(text[i + 1]) - 0xDC00), 2)
  }
  if unit & 0xF800 == 0xD800 { return (0xFFFD, 1) }
  return (UInt32(unit), 1)
}
