extension FontProblem: CustomStringConvertible {
  /// What is wrong with the font, in one line, naming the table and value
  /// (without the file, which ``FontError/malformed(path:index:problem:)`` adds).
  public var description: String {
    switch self {
    case .unsupportedFormat(let format):
      return "\(format) web fonts are not read; decompress it to .ttf or .otf first"
    case .truncated(let what):
      return "the file ends inside its \(what)"
    case .invalidCollection(let version, let faceCount):
      return "invalid collection header (version \(version), \(faceCount) faces)"
    case .invalidSFNTVersion(let version):
      return "invalid sfntVersion 0x" + String(version, radix: 16)
    case .invalidTableTag(let tag):
      return "table tag '\(tag)' is not four printable ASCII characters"
    case .duplicateTable(let tag):
      return "the '\(tag)' table is listed twice"
    case .tableOutOfBounds(let tag):
      return "the '\(tag)' table runs past the end of the file"
    case .missingTable(let tag):
      return "the required '\(tag)' table is missing"
    case .missingOutlines:
      return "no glyph data (no 'glyf', 'CFF ', 'CFF2' or bitmap table)"
    case .outlineFormatMismatch:
      return "the sfntVersion does not match the glyph data ('OTTO' needs CFF, CFF needs 'OTTO')"
    case .tableTooShort(let tag, let length, let required):
      return "the '\(tag)' table is \(length) bytes; it needs at least \(required)"
    case .invalidField(let field, let value):
      return "invalid \(field) \(value)"
    case .locaOutOfOrder(let glyph):
      return "'loca' offsets decrease or pass the end of 'glyf' at glyph \(glyph)"
    case .glyphOverrun(let glyph):
      return "glyph \(glyph) in 'glyf' runs past its data"
    case .componentOutOfRange(let glyph, let component):
      return "composite glyph \(glyph) uses glyph \(component), which does not exist"
    case .cmapSubtableOutOfBounds(let subtable):
      return "'cmap' subtable \(subtable) runs past the end of its data"
    case .cmapRangesOutOfOrder(let subtable):
      return "'cmap' subtable \(subtable) has character ranges out of order"
    case .cmapGlyphOutOfRange(let subtable, let glyph):
      return glyph < 0
        ? "'cmap' subtable \(subtable) points outside its glyph id array"
        : "'cmap' subtable \(subtable) maps a character to glyph \(glyph), which does not exist"
    case .invertedBoundingBox:
      return "the 'head' bounding box has its minimum above its maximum"
    case .postNameOutOfRange(let glyph):
      return "'post' names glyph \(glyph) with a string the table does not hold"
    case .invalidCFF2(let structure, let reason):
      return "the 'CFF2' \(structure) \(reason)"
    case .invalidCharString(let glyph, let reason):
      return "the 'CFF2' charstring of glyph \(glyph) is invalid: \(reason)"
    case .offsetOutOfRange(let field, let value):
      return "\(field) \(value) points into the table's header or past its end"
    case .colorPaintCycle(let glyph):
      return "the 'COLR' paint graph of glyph \(glyph) loops back on itself"
    }
  }
}
