/// Character classes the layout needs, on scalar values.
package enum CharacterClass {
  /// Whether the UTF-16 unit `unit` is a Hangul syllable or jamo.
  package static func isHangul(_ unit: UInt16) -> Bool {
    (0xAC00...0xD7A3).contains(unit) || (0x1100...0x11FF).contains(unit)
      || (0x3130...0x318F).contains(unit) || (0xA960...0xA97F).contains(unit)
      || (0xD7B0...0xD7FF).contains(unit)
  }

  /// `breaks` (ascending UTF-16 offsets; the mandatory ones, whose indices
  /// in it are `hard`, kept) without those between a Hangul letter and
  /// another letter or digit, on either side: a Hangul word kept whole, as
  /// UIKit's `.hangulWordPriority` keeps it (`데이터가` is one word; `iOS에서`
  /// too); with the mandatory ones' indices in what is kept. As they are
  /// when the text holds no Hangul.
  static func keepingHangulWords(
    _ breaks: [Int32], hard: [Int32], in utf16: UnsafeBufferPointer<UInt16>
  ) -> (offsets: [Int32], hard: [Int32]) {
    guard utf16.contains(where: isHangul) else { return (breaks, hard) }
    // Whether the scalar is a letter or digit (an emoji beyond the BMP is
    // neither: `완료🎉` may break before it).
    func isWordScalar(_ value: UInt32) -> Bool {
      guard let scalar = Unicode.Scalar(value) else { return false }
      return scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
    }
    // The scalars that end before and start at `i`, surrogate pairs decoded.
    func scalarBefore(_ i: Int) -> UInt32 {
      let unit = utf16[i - 1]
      if UTF16.isTrailSurrogate(unit), i >= 2, UTF16.isLeadSurrogate(utf16[i - 2]) {
        return 0x10000 + (UInt32(utf16[i - 2]) - 0xD800) << 10 + (UInt32(unit) - 0xDC00)
      }
      return UInt32(unit)
    }
    func scalarAt(_ i: Int) -> UInt32 {
      let unit = utf16[i]
      if UTF16.isLeadSurrogate(unit), i + 1 < utf16.count, UTF16.isTrailSurrogate(utf16[i + 1]) {
        return 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(utf16[i + 1]) - 0xDC00)
      }
      return UInt32(unit)
    }
    func isHangulScalar(_ value: UInt32) -> Bool {
      value <= 0xFFFF && isHangul(UInt16(value))
    }
    var kept: [Int32] = []
    var keptHard: [Int32] = []
    kept.reserveCapacity(breaks.count)
    var nextHard = 0
    for (index, offset) in breaks.enumerated() {
      let isHard = nextHard < hard.count && Int(hard[nextHard]) == index
      if isHard {
        nextHard += 1
        keptHard.append(Int32(kept.count))
        kept.append(offset)
        continue
      }
      let i = Int(offset)
      if i > 0, i < utf16.count {
        let (before, after) = (scalarBefore(i), scalarAt(i))
        let joined =
          (isHangulScalar(before) && isWordScalar(after))
          || (isWordScalar(before) && isHangulScalar(after))
        if joined { continue }
      }
      kept.append(offset)
    }
    return (kept, keptHard)
  }

  /// Characters a font need not cover: controls, default-ignorable code
  /// points (joiners, variation selectors, bidi marks, soft hyphen, …) and
  /// line or paragraph separators. HarfBuzz hides them or gives them no width.
  @inline(__always)
  static func isIgnorableForCoverage(_ v: UInt32) -> Bool {
    if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
    if v < 0xAD { return false }
    switch v {
    case 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
      0x2028...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
      0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      return true
    default:
      return false
    }
  }

  /// UTF-16 units that may make a text bidirectional: right-to-left letters
  /// (Hebrew, Arabic, Syriac, Thaana, NKo, … and their presentation forms,
  /// surrogates of the right-to-left planes' blocks) and explicit bidi controls.
  @inline(__always)
  static func mayNeedBidi(_ unit: UInt16) -> Bool {
    (0x0590...0x08FF).contains(unit) || (0xFB1D...0xFDFF).contains(unit)
      || (0xFE70...0xFEFF).contains(unit) || unit == 0xD802 || unit == 0xD803
      || unit == 0xD83A || unit == 0xD83B || unit == 0x200F || unit == 0x061C
      || (0x202A...0x202E).contains(unit) || (0x2066...0x2069).contains(unit)
  }

  /// Characters that end a line (mandatory breaks); they take no width.
  @inline(__always)
  static func isLineEnd(_ unit: UInt16) -> Bool {
    unit == 0x0A || unit == 0x0D || unit == 0x0B || unit == 0x0C || unit == 0x85 || unit == 0x2028
      || unit == 0x2029
  }

  /// Characters that hang past the end of a line instead of taking width there.
  @inline(__always)
  static func isHangingSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09 || unit == 0x3000 || unit == 0x1680
      || (0x2000...0x200A).contains(unit) && unit != 0x2007 || unit == 0x205F || isLineEnd(unit)
  }
}
