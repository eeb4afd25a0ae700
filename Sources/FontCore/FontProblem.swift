/// A structural defect in a font file, found by ``FontFile/checkStructure(_:faceIndex:)``
/// before FreeType or HarfBuzz read the file.
///
/// Each case names the table (an OpenType tag such as `cmap`) and the value
/// that breaks the OpenType specification; ``description`` words it.
public enum FontProblem: Error, Equatable, Sendable {
  /// The file is a WOFF or WOFF2 web font (`"WOFF"`, `"WOFF2"`); Typometer
  /// reads `.ttf`, `.otf`, `.ttc` and `.otc`.
  case unsupportedFormat(String)
  /// The file ends inside a structure (`"collection header"`, `"table directory"`).
  case truncated(String)
  /// A collection header with an unknown version or no faces.
  case invalidCollection(version: Int, faceCount: Int)
  /// The face's `sfntVersion` is not `0x00010000`, `OTTO` or `true`.
  case invalidSFNTVersion(UInt32)
  /// A table directory entry whose tag is not four printable ASCII characters.
  case invalidTableTag(String)
  /// Two table directory entries with one tag.
  case duplicateTable(String)
  /// A table whose offset and length reach past the end of the file.
  case tableOutOfBounds(String)
  /// A required table (`head`, `hhea`, `hmtx`, `maxp`, `cmap`, `name`, or
  /// `loca` beside `glyf`) is absent.
  case missingTable(String)
  /// No glyph data: none of `glyf`, `CFF `, `CFF2`, `CBDT`, `sbix`, `EBDT`.
  case missingOutlines
  /// The face says TrueType outlines (`sfntVersion` 0x00010000) but has only
  /// CFF data, or says `OTTO` but has no CFF table.
  case outlineFormatMismatch
  /// A table shorter than its fixed part or than the counts in it require.
  case tableTooShort(String, length: Int, required: Int)
  /// A field outside the values the specification allows, such as
  /// `head.unitsPerEm` 0 or `hhea.numberOfHMetrics` above `maxp.numGlyphs`.
  case invalidField(String, value: Int)
  /// `loca` offsets decrease at `glyph`, or pass the end of `glyf`.
  case locaOutOfOrder(glyph: Int)
  /// A glyph's outline runs past the bytes `loca` gives it.
  case glyphOverrun(glyph: Int)
  /// A composite glyph names a component glyph that does not exist.
  case componentOutOfRange(glyph: Int, component: Int)
  /// A `cmap` subtable (by number) reaches outside the `cmap` table.
  case cmapSubtableOutOfBounds(subtable: Int)
  /// A `cmap` subtable's ranges are out of order or end before they start.
  case cmapRangesOutOfOrder(subtable: Int)
  /// A `cmap` subtable maps a character to a glyph id at or above `maxp.numGlyphs`,
  /// or points outside its glyph id array.
  case cmapGlyphOutOfRange(subtable: Int, glyph: Int)
  /// The `head` bounding box has its minimum above its maximum.
  case invertedBoundingBox
  /// A `post` version 2 glyph name index names a string the table does not hold.
  case postNameOutOfRange(glyph: Int)
  /// The `CFF2` table's `structure` (its header, "Top DICT", "CharStrings INDEX",
  /// "FDSelect", "VariationStore", …) breaks the CFF2 specification as `reason` says.
  case invalidCFF2(structure: String, reason: String)
  /// The `CFF2` charstring of `glyph` (with the subroutines it calls) breaks the
  /// charstring grammar as `reason` says.
  case invalidCharString(glyph: Int, reason: String)
  /// An offset field (such as `GDEF.glyphClassDefOffset`) points into its
  /// table's header or past the table's end.
  case offsetOutOfRange(String, value: Int)
  /// A `COLR` version 1 paint graph reached from base glyph `glyph` leads back
  /// to a paint it is inside of, so drawing it would never end.
  case colorPaintCycle(glyph: Int)
}
