/// The headers of the layout tables (`GDEF`, `GSUB`, `GPOS`) and the `COLR`
/// table's records and version 1 paint graph.
extension FontStructure {
  /// Each layout table's version and the offsets in its header: a non-null
  /// offset must point past the header and inside the table. (HarfBuzz's own
  /// sanitizer checks the subtables when it reads them.)
  func checkLayoutHeaders(_ tables: [String: TableRecord]) throws(FontProblem) {
    if let gdef = tables["GDEF"] {
      let (minor, header) = try layoutHeader(gdef, "GDEF")
      var fields = [
        ("glyphClassDefOffset", 4, false), ("attachListOffset", 6, false),
        ("ligCaretListOffset", 8, false), ("markAttachClassDefOffset", 10, false),
      ]
      if minor >= 2 { fields.append(("markGlyphSetsDefOffset", 12, false)) }
      if minor >= 3 { fields.append(("itemVarStoreOffset", 14, true)) }
      try checkOffsets(gdef, "GDEF", header: header, fields)
    }
    for tag in ["GSUB", "GPOS"] {
      guard let layout = tables[tag] else { continue }
      let (minor, header) = try layoutHeader(layout, tag)
      var fields = [
        ("scriptListOffset", 4, false), ("featureListOffset", 6, false),
        ("lookupListOffset", 8, false),
      ]
      if minor >= 1 { fields.append(("featureVariationsOffset", 10, true)) }
      try checkOffsets(layout, tag, header: header, fields)
    }
  }

  /// The minor version of a layout table whose major version is 1, and the
  /// size of its header, which the table must hold: GDEF 1.0 has four 16-bit
  /// offsets, 1.2 adds MarkGlyphSetsDef, 1.3 a 32-bit ItemVarStore; GSUB and
  /// GPOS 1.0 have three, 1.1 adds FeatureVariations.
  private func layoutHeader(_ table: TableRecord, _ tag: String) throws(FontProblem)
    -> (minor: Int, size: Int)
  {
    guard table.length >= 4 else {
      throw FontProblem.tableTooShort(tag, length: table.length, required: 4)
    }
    let major = try reader.u16(table.offset)
    guard major == 1 else { throw FontProblem.invalidField("\(tag).majorVersion", value: major) }
    let minor = try reader.u16(table.offset + 2)
    let size = tag == "GDEF" ? (minor >= 3 ? 18 : minor == 2 ? 14 : 12) : (minor >= 1 ? 14 : 10)
    guard table.length >= size else {
      throw FontProblem.tableTooShort(tag, length: table.length, required: size)
    }
    return (minor, size)
  }

  /// Each offset field (`wide`: 32-bit) is null or points past the header and
  /// inside the table.
  private func checkOffsets(
    _ table: TableRecord, _ tag: String, header: Int,
    _ fields: [(name: String, at: Int, wide: Bool)]
  ) throws(FontProblem) {
    for field in fields {
      let at = table.offset + field.at
      let value = field.wide ? try reader.u32(at) : try reader.u16(at)
      guard value == 0 || (value >= header && value < table.length) else {
        throw FontProblem.offsetOutOfRange("\(tag).\(field.name)", value: value)
      }
    }
  }

  /// `COLR`: version 0 or 1; the base glyph and layer records inside the table
  /// and naming glyphs that exist; in version 1, every paint reachable from a
  /// base glyph inside the table, and no paint graph that leads back into itself
  /// (through `PaintColrLayers`, `PaintColrGlyph` or a child paint).
  func checkColor(_ colr: TableRecord, glyphCount: Int) throws(FontProblem) {
    try ColorCheck(reader: reader, table: colr, glyphCount: glyphCount).check()
  }
}

/// One `COLR` table's check; offsets are relative to the table's start.
struct ColorCheck {
  let reader: ByteReader
  let table: TableRecord
  let glyphCount: Int

  private func truncated() -> FontProblem { .truncated("'COLR' table") }

  private func u8(_ at: Int) throws(FontProblem) -> Int {
    guard at >= 0, at < table.length else { throw truncated() }
    return try reader.u8(table.offset + at)
  }

  private func u16(_ at: Int) throws(FontProblem) -> Int {
    guard at >= 0, at + 2 <= table.length else { throw truncated() }
    return try reader.u16(table.offset + at)
  }

  private func u24(_ at: Int) throws(FontProblem) -> Int {
    guard at >= 0, at + 3 <= table.length else { throw truncated() }
    return try reader.u8(table.offset + at) << 16 | (try reader.u16(table.offset + at + 1))
  }

  private func u32(_ at: Int) throws(FontProblem) -> Int {
    guard at >= 0, at + 4 <= table.length else { throw truncated() }
    return try reader.u32(table.offset + at)
  }

  private func glyph(_ value: Int, _ field: String) throws(FontProblem) {
    guard value < glyphCount else { throw FontProblem.invalidField(field, value: value) }
  }

  func check() throws(FontProblem) {
    let version = try u16(0)
    guard version <= 1 else { throw FontProblem.invalidField("COLR.version", value: version) }
    let baseCount = try u16(2)
    let baseOffset = try u32(4)
    let layerOffset = try u32(8)
    let layerCount = try u16(12)
    if baseCount > 0 {
      guard baseOffset >= 14, baseOffset + 6 * baseCount <= table.length else {
        throw FontProblem.offsetOutOfRange("COLR.baseGlyphRecordsOffset", value: baseOffset)
      }
      for i in 0..<baseCount {
        let record = baseOffset + 6 * i
        try glyph(try u16(record), "COLR.baseGlyphRecord.glyphID")
        let first = try u16(record + 2)
        let count = try u16(record + 4)
        guard first + count <= layerCount else {
          throw FontProblem.invalidField("COLR.baseGlyphRecord.firstLayerIndex", value: first)
        }
      }
    }
    if layerCount > 0 {
      guard layerOffset >= 14, layerOffset + 4 * layerCount <= table.length else {
        throw FontProblem.offsetOutOfRange("COLR.layerRecordsOffset", value: layerOffset)
      }
      for i in 0..<layerCount {
        try glyph(try u16(layerOffset + 4 * i), "COLR.layerRecord.glyphID")
      }
    }
    guard version == 1 else { return }
    guard table.length >= 34 else {
      throw FontProblem.tableTooShort("COLR", length: table.length, required: 34)
    }
    let baseList = try u32(14)
    let layerList = try u32(18)
    var layers: [Int] = []
    if layerList != 0 {
      guard layerList >= 34 else {
        throw FontProblem.offsetOutOfRange("COLR.layerListOffset", value: layerList)
      }
      let count = try u32(layerList)
      guard count <= (table.length - layerList - 4) / 4 else { throw truncated() }
      for i in 0..<count { layers.append(layerList + (try u32(layerList + 4 + 4 * i))) }
    }
    guard baseList != 0 else { return }
    guard baseList >= 34 else {
      throw FontProblem.offsetOutOfRange("COLR.baseGlyphListOffset", value: baseList)
    }
    let count = try u32(baseList)
    guard count <= (table.length - baseList - 4) / 6 else { throw truncated() }
    var roots: [(glyph: Int, paint: Int)] = []
    var paintOfGlyph: [Int: Int] = [:]
    for i in 0..<count {
      let record = baseList + 4 + 6 * i
      let base = try u16(record)
      try glyph(base, "COLR.baseGlyphPaintRecord.glyphID")
      let paint = baseList + (try u32(record + 2))
      roots.append((base, paint))
      paintOfGlyph[base] = paint
    }
    try checkPaintGraph(roots: roots, paintOfGlyph: paintOfGlyph, layers: layers)
  }

  /// A depth-first walk over every paint reachable from the base glyphs; each
  /// paint is read once, so the walk is linear in the table's size.
  private func checkPaintGraph(
    roots: [(glyph: Int, paint: Int)], paintOfGlyph: [Int: Int], layers: [Int]
  ) throws(FontProblem) {
    enum State { case open, done }
    var states: [Int: State] = [:]
    for root in roots where states[root.paint] == nil {
      var path: [(paint: Int, children: [Int], next: Int)] = []
      states[root.paint] = .open
      path.append((root.paint, try children(of: root.paint, paintOfGlyph, layers), 0))
      while let top = path.last {
        guard top.next < top.children.count else {
          states[top.paint] = .done
          path.removeLast()
          continue
        }
        let child = top.children[top.next]
        path[path.count - 1].next += 1
        switch states[child] {
        case .open: throw FontProblem.colorPaintCycle(glyph: root.glyph)
        case .done: continue
        case nil:
          states[child] = .open
          path.append((child, try children(of: child, paintOfGlyph, layers), 0))
        }
      }
    }
  }

  /// The size of each paint format's fixed part (formats 1 to 32).
  private static let paintSizes = [
    0, 6, 5, 9, 16, 20, 16, 20, 12, 16, 6, 3, 7, 7, 8, 12, 8, 12, 12, 16, 6, 10, 10, 14, 6, 10,
    10, 14, 8, 12, 12, 16, 8,
  ]

  /// The paints a paint leads to, after checking that it, its color line and
  /// its transform lie in the table.
  private func children(of paint: Int, _ paintOfGlyph: [Int: Int], _ layers: [Int])
    throws(FontProblem) -> [Int]
  {
    let format = try u8(paint)
    guard (1...32).contains(format) else {
      throw FontProblem.invalidField("COLR paint format", value: format)
    }
    guard paint + Self.paintSizes[format] <= table.length else { throw truncated() }
    switch format {
    case 1:  // PaintColrLayers
      let count = try u8(paint + 1)
      let first = try u32(paint + 2)
      guard first + count <= layers.count else {
        throw FontProblem.invalidField("COLR PaintColrLayers.firstLayerIndex", value: first)
      }
      return Array(layers[first..<first + count])
    case 2, 3:  // PaintSolid, PaintVarSolid
      return []
    case 4...9:  // gradients: a color line
      let line = paint + (try u24(paint + 1))
      let stops = try u16(line + 1)
      guard line + 3 + stops * (format % 2 == 0 ? 6 : 10) <= table.length else {
        throw truncated()
      }
      return []
    case 10:  // PaintGlyph
      try glyph(try u16(paint + 4), "COLR PaintGlyph.glyphID")
      return [paint + (try u24(paint + 1))]
    case 11:  // PaintColrGlyph
      let base = try u16(paint + 1)
      try glyph(base, "COLR PaintColrGlyph.glyphID")
      return paintOfGlyph[base].map { [$0] } ?? []
    case 12, 13:  // PaintTransform: a paint and an Affine2x3
      let transform = paint + (try u24(paint + 4))
      guard transform + (format == 12 ? 24 : 28) <= table.length else { throw truncated() }
      return [paint + (try u24(paint + 1))]
    case 32:  // PaintComposite: source and backdrop
      return [paint + (try u24(paint + 1)), paint + (try u24(paint + 5))]
    default:  // translate, scale, rotate, skew: one paint
      return [paint + (try u24(paint + 1))]
    }
  }
}
