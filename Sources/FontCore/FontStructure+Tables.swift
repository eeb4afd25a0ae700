extension FontStructure {
  /// `loca` offsets ascending within `glyf`, and each glyph within its bytes.
  func checkGlyphs(loca: TableRecord, glyf: TableRecord, longOffsets: Bool, glyphCount: Int)
    throws(FontProblem)
  {
    let entry = longOffsets ? 4 : 2
    guard loca.length >= (glyphCount + 1) * entry else {
      throw FontProblem.tableTooShort(
        "loca", length: loca.length, required: (glyphCount + 1) * entry)
    }
    // Every glyph of a large font is walked, flag by flag: the bytes are read
    // in place, without the reader's bounds check at each. The directory's
    // check keeps both tables within the file, `loca` is long enough (above)
    // and each glyph ends within `glyf` (below), so only the guards on each
    // glyph's own length are needed.
    try reader.withUnsafeBufferPointer { file throws(FontProblem) in
      guard loca.offset + loca.length <= file.count, glyf.offset + glyf.length <= file.count
      else { throw FontProblem.truncated("table data") }
      let bytes = InPlace(file)
      func offset(_ glyph: Int) -> Int {
        let at = loca.offset + entry * glyph
        return longOffsets ? bytes.u32(at) : 2 * bytes.u16(at)
      }
      var start = offset(0)
      for glyph in 0..<glyphCount {
        let end = offset(glyph + 1)
        guard end >= start, end <= glyf.length else {
          throw FontProblem.locaOutOfOrder(glyph: glyph + 1)
        }
        if end > start {
          try Self.checkGlyph(
            glyph, in: file, at: glyf.offset + start, length: end - start, glyphCount: glyphCount)
        }
        start = end
      }
    }
  }

  /// One glyph's contours, instructions, flags and coordinates, or
  /// components: the `length` bytes at `base` in `file`, which the caller
  /// has found to be within it.
  private static func checkGlyph(
    _ glyph: Int, in file: UnsafeBufferPointer<UInt8>, at base: Int, length: Int, glyphCount: Int
  ) throws(FontProblem) {
    let bytes = InPlace(file)
    let end = base + length
    guard length >= 10 else { throw FontProblem.glyphOverrun(glyph: glyph) }
    let contours = Int(Int16(truncatingIfNeeded: bytes.u16(base)))
    var p = base + 10
    if contours >= 0 {
      var lastPoint = -1
      for _ in 0..<contours {
        guard p + 2 <= end else { throw FontProblem.glyphOverrun(glyph: glyph) }
        let point = bytes.u16(p)
        guard point > lastPoint else { throw FontProblem.glyphOverrun(glyph: glyph) }
        lastPoint = point
        p += 2
      }
      guard p + 2 <= end else { throw FontProblem.glyphOverrun(glyph: glyph) }
      p += 2 + bytes.u16(p)
      var points = 0
      var coordinateBytes = 0
      while points < lastPoint + 1 {
        guard p < end else { throw FontProblem.glyphOverrun(glyph: glyph) }
        let flags = bytes.u8(p)
        p += 1
        var repeats = 1
        if flags & 0x08 != 0 {
          guard p < end else { throw FontProblem.glyphOverrun(glyph: glyph) }
          repeats += bytes.u8(p)
          p += 1
        }
        let x = flags & 0x02 != 0 ? 1 : (flags & 0x10 != 0 ? 0 : 2)
        let y = flags & 0x04 != 0 ? 1 : (flags & 0x20 != 0 ? 0 : 2)
        coordinateBytes += (x + y) * repeats
        points += repeats
      }
      guard p + coordinateBytes <= end else { throw FontProblem.glyphOverrun(glyph: glyph) }
      return
    }
    // A composite: components until one lacks MORE_COMPONENTS (each ≥ 6 bytes).
    var flags = 0
    repeat {
      guard p + 4 <= end else { throw FontProblem.glyphOverrun(glyph: glyph) }
      flags = bytes.u16(p)
      let component = bytes.u16(p + 2)
      guard component < glyphCount else {
        throw FontProblem.componentOutOfRange(glyph: glyph, component: component)
      }
      p += 4 + (flags & 0x0001 != 0 ? 4 : 2)
      if flags & 0x0008 != 0 {
        p += 2
      } else if flags & 0x0040 != 0 {
        p += 4
      } else if flags & 0x0080 != 0 {
        p += 8
      }
      guard p <= end else { throw FontProblem.glyphOverrun(glyph: glyph) }
    } while flags & 0x0020 != 0
    if flags & 0x0100 != 0 {
      guard p + 2 <= end, p + 2 + bytes.u16(p) <= end else {
        throw FontProblem.glyphOverrun(glyph: glyph)
      }
    }
  }

  /// Every `cmap` subtable within the table, its ranges in order and its glyph
  /// ids below `glyphCount`.
  func checkCharacterMap(_ cmap: TableRecord, glyphCount: Int) throws(FontProblem) {
    let version = try reader.u16(cmap.offset)
    guard version == 0 else { throw FontProblem.invalidField("cmap.version", value: version) }
    let subtables = try reader.u16(cmap.offset + 2)
    guard 4 + 8 * subtables <= cmap.length else {
      throw FontProblem.tableTooShort("cmap", length: cmap.length, required: 4 + 8 * subtables)
    }
    for i in 0..<subtables {
      let offset = try reader.u32(cmap.offset + 4 + 8 * i + 4)
      guard offset + 8 <= cmap.length else {
        throw FontProblem.cmapSubtableOutOfBounds(subtable: i)
      }
      let s = cmap.offset + offset
      let format = try reader.u16(s)
      let length: Int
      switch format {
      case 0, 2, 4, 6: length = try reader.u16(s + 2)
      case 8, 10, 12, 13: length = try reader.u32(s + 4)
      case 14: length = try reader.u32(s + 2)
      default: continue  // not a format anyone reads: ignored, as FreeType does
      }
      guard length >= 6, offset + length <= cmap.length else {
        throw FontProblem.cmapSubtableOutOfBounds(subtable: i)
      }
      let subtable = TableRecord(offset: s, length: length)
      switch format {
      case 0: try checkFormat0(subtable, index: i, glyphCount: glyphCount)
      case 4, 12, 13:
        // A large font's subtables map tens of thousands of characters: read
        // in place, within the subtable (found above to be within `cmap`,
        // which the directory's check keeps within the file).
        try reader.withUnsafeBufferPointer { file throws(FontProblem) in
          guard s + length <= file.count else { throw FontProblem.truncated("table data") }
          if format == 4 {
            try Self.checkFormat4(InPlace(file), subtable, index: i, glyphCount: glyphCount)
          } else {
            try Self.checkGroups(
              InPlace(file), subtable, many: format == 12, index: i, glyphCount: glyphCount)
          }
        }
      case 6, 10: try checkTrimmed(subtable, wide: format == 10, index: i, glyphCount: glyphCount)
      default: break
      }
    }
  }

  private func checkFormat0(_ table: TableRecord, index: Int, glyphCount: Int) throws(FontProblem) {
    guard table.length >= 262 else { throw FontProblem.cmapSubtableOutOfBounds(subtable: index) }
    for code in 0..<256 {
      let glyph = try reader.u8(table.offset + 6 + code)
      guard glyph < glyphCount else {
        throw FontProblem.cmapGlyphOutOfRange(subtable: index, glyph: glyph)
      }
    }
  }

  private static func checkFormat4(
    _ bytes: InPlace, _ table: TableRecord, index: Int, glyphCount: Int
  ) throws(FontProblem) {
    let s = table.offset
    let end = s + table.length
    guard table.length >= 16 else { throw FontProblem.cmapSubtableOutOfBounds(subtable: index) }
    let segmentsX2 = bytes.u16(s + 6)
    guard segmentsX2 >= 2, segmentsX2 % 2 == 0 else {
      throw FontProblem.invalidField("cmap format 4 segCountX2", value: segmentsX2)
    }
    let segments = segmentsX2 / 2
    guard 16 + 8 * segments <= table.length else {
      throw FontProblem.cmapSubtableOutOfBounds(subtable: index)
    }
    let ends = s + 14
    let starts = ends + segmentsX2 + 2
    let deltas = starts + segmentsX2
    let rangeOffsets = deltas + segmentsX2
    var previousEnd = -1
    for k in 0..<segments {
      let last = bytes.u16(ends + 2 * k)
      let first = bytes.u16(starts + 2 * k)
      let delta = bytes.u16(deltas + 2 * k)
      let rangeOffset = bytes.u16(rangeOffsets + 2 * k)
      guard first <= last, first > previousEnd else {
        throw FontProblem.cmapRangesOutOfOrder(subtable: index)
      }
      previousEnd = last
      // The closing 0xFFFF segment maps to .notdef however it is written.
      if first == 0xFFFF { continue }
      if rangeOffset == 0 {
        // Glyphs first + delta, first + delta + 1, … (modulo 65,536): the
        // first at or past the glyph count is the first glyph or, the
        // count being at most 0xFFFF, the count itself, reached before the
        // ids wrap to 0.
        let glyph = (first + delta) & 0xFFFF
        if glyph >= glyphCount {
          throw FontProblem.cmapGlyphOutOfRange(subtable: index, glyph: glyph)
        }
        if last - first >= glyphCount - glyph {
          throw FontProblem.cmapGlyphOutOfRange(subtable: index, glyph: glyphCount)
        }
        continue
      }
      for code in first...last {
        let at = rangeOffsets + 2 * k + rangeOffset + 2 * (code - first)
        guard at + 2 <= end else {
          throw FontProblem.cmapGlyphOutOfRange(subtable: index, glyph: -1)
        }
        var glyph = bytes.u16(at)
        if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        guard glyph < glyphCount else {
          throw FontProblem.cmapGlyphOutOfRange(subtable: index, glyph: glyph)
        }
      }
    }
  }

  /// Formats 6 (16-bit codes) and 10 (32-bit codes): one run of glyph ids.
  private func checkTrimmed(_ table: TableRecord, wide: Bool, index: Int, glyphCount: Int)
    throws(FontProblem)
  {
    let header = wide ? 20 : 10
    guard table.length >= header else { throw FontProblem.cmapSubtableOutOfBounds(subtable: index) }
    let entries = wide ? try reader.u32(table.offset + 16) : try reader.u16(table.offset + 8)
    guard header + 2 * entries <= table.length else {
      throw FontProblem.cmapSubtableOutOfBounds(subtable: index)
    }
    for i in 0..<entries {
      let glyph = try reader.u16(table.offset + header + 2 * i)
      guard glyph < glyphCount else {
        throw FontProblem.cmapGlyphOutOfRange(subtable: index, glyph: glyph)
      }
    }
  }

  /// Formats 12 (a glyph per code, ascending) and 13 (one glyph per group).
  private static func checkGroups(
    _ bytes: InPlace, _ table: TableRecord, many: Bool, index: Int, glyphCount: Int
  ) throws(FontProblem) {
    guard table.length >= 16 else { throw FontProblem.cmapSubtableOutOfBounds(subtable: index) }
    let groups = bytes.u32(table.offset + 12)
    guard 16 + 12 * groups <= table.length else {
      throw FontProblem.cmapSubtableOutOfBounds(subtable: index)
    }
    var previousEnd = -1
    for g in 0..<groups {
      let at = table.offset + 16 + 12 * g
      let first = bytes.u32(at)
      let last = bytes.u32(at + 4)
      let glyph = bytes.u32(at + 8)
      guard first <= last, first > previousEnd, last <= 0x10FFFF else {
        throw FontProblem.cmapRangesOutOfOrder(subtable: index)
      }
      previousEnd = last
      let highest = many ? glyph + (last - first) : glyph
      guard highest < glyphCount else {
        throw FontProblem.cmapGlyphOutOfRange(subtable: index, glyph: highest)
      }
    }
  }

  /// A known `post` version; for version 2, name indices that exist.
  func checkPost(_ post: TableRecord, glyphCount: Int) throws(FontProblem) {
    let version = try reader.u32(post.offset)
    guard [0x0001_0000, 0x0002_0000, 0x0002_5000, 0x0003_0000].contains(version) else {
      throw FontProblem.invalidField("post.version", value: version)
    }
    guard version == 0x0002_0000 else { return }
    guard post.length >= 34 else {
      throw FontProblem.tableTooShort("post", length: post.length, required: 34)
    }
    let names = try reader.u16(post.offset + 32)
    guard 34 + 2 * names <= post.length else {
      throw FontProblem.tableTooShort("post", length: post.length, required: 34 + 2 * names)
    }
    var strings = 0
    var p = post.offset + 34 + 2 * names
    let end = post.offset + post.length
    while p < end {
      p += 1 + (try reader.u8(p))
      guard p <= end else {
        throw FontProblem.tableTooShort("post", length: post.length, required: p - post.offset)
      }
      strings += 1
    }
    for glyph in 0..<names {
      let name = try reader.u16(post.offset + 34 + 2 * glyph)
      guard name < 258 + strings else { throw FontProblem.postNameOutOfRange(glyph: glyph) }
    }
  }
}

/// Big-endian reads from a file's bytes without a bounds check at each: for
/// loops over data whose extent a check has already found within the file
/// (an out-of-bounds read still traps in a debug build).
struct InPlace {
  let file: UnsafeBufferPointer<UInt8>
  init(_ file: UnsafeBufferPointer<UInt8>) { self.file = file }

  @inline(__always) func u8(_ at: Int) -> Int { Int(file[at]) }

  @inline(__always) func u16(_ at: Int) -> Int { Int(file[at]) << 8 | Int(file[at + 1]) }

  @inline(__always) func u32(_ at: Int) -> Int {
    Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3])
  }
}
