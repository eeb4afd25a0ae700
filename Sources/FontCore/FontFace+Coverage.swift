internal import CFreeType

extension FontFace {
  /// The code points the face's Unicode character map covers.
  ///
  /// Reads the map FreeType selected (a Unicode `cmap` subtable); a face with
  /// no Unicode map covers nothing. Code points beyond U+10FFFF are ignored.
  public func coverage() -> CharacterCoverage {
    var ranges: [ClosedRange<UInt32>] = []
    var glyph: FT_UInt = 0
    var code = FT_Get_First_Char(handle, &glyph)
    var start: UInt32? = nil
    var previous: UInt32 = 0
    var steps = 0
    // A character map holds at most one glyph per Unicode scalar value.
    while glyph != 0, code <= 0x10FFFF, steps <= 0x110000 {
      let value = UInt32(code)
      if start == nil || value != previous &+ 1 {
        if let first = start { ranges.append(first...previous) }
        start = value
      }
      previous = value
      steps += 1
      let next = FT_Get_Next_Char(handle, code, &glyph)
      if next <= code { break }  // a broken map must not loop
      code = next
    }
    if let first = start { ranges.append(first...previous) }
    return CharacterCoverage(ranges: ranges)
  }
}
