internal import CHarfBuzz
import FontCore

/// A face ready for HarfBuzz shaping, immutable and shared across threads.
///
/// Made from the file's blob (not through FreeType): the HarfBuzz face and font
/// are made immutable, the font's scale is the face's units per em, and no
/// hinting applies, so advances come out in design units and scale linearly
/// with size. One shaping of a string therefore serves every point size. A
/// buffer is made per call, so any number of threads may shape at once.
public final class ShapingFont: @unchecked Sendable {
  /// How text in a face may be split at spaces and shaped a word at a time
  /// with the same glyphs and advances as shaping it whole.
  public enum WordShaping: Sendable, Equatable {
    /// The space takes part in the face's layout, or may: shape runs whole.
    case wholeRuns
    /// The space takes part in nothing: its glyph is in no GSUB or GPOS
    /// lookup (as input, context or output, listed or as class 0 of a class
    /// definition), no lookup can look through it, and the face has no AAT
    /// `morx`/`kerx` or legacy `kern` table. A word shapes alike wherever it
    /// stands between spaces.
    case words
    /// As ``words``, except that pair-kerning lookups (GPOS type 2) that
    /// move only the first glyph of a pair kern the space with the glyph on
    /// either side (Roboto kerns "T" and the space both ways). A word with
    /// the spaces before it shapes alike wherever it stands, given whether a
    /// space follows it, in left-to-right text.
    case wordsKerningSpaces
  }

  /// The font file's path.
  public let path: String
  /// The face in the file: a collection face and, for a variable font, a
  /// named instance.
  public let index: FaceIndex
  /// Design units per em (HarfBuzz reads `head`).
  public let unitsPerEm: Int
  /// The number of glyphs in the face.
  public let glyphCount: Int

  let face: OpaquePointer
  let font: OpaquePointer

  /// Whether text in this face may be shaped word by word, from what its
  /// space (U+0020) takes part in.
  public let wordShaping: WordShaping

  /// The characters whose text the face's composition and mark-positioning
  /// lookups cannot change (nil when there are none), which the hot path
  /// shapes with those features off.
  let markFeatures: MarkFeatures?

  /// The face's plain text and kerning, read when first shaped (nil when
  /// the font has variation coordinates set), which the hot path sets
  /// without HarfBuzz.
  let plainShaping: PlainShapingCache?

  /// Opens face `index` of the font file at `path` for shaping.
  ///
  /// - Throws: `FontError` when the file is missing, unreadable, too large, or
  ///   HarfBuzz finds no glyphs in face `index`.
  public init(path: String, index: FaceIndex = FaceIndex()) throws(FontError) {
    try FontFile.checkBeforeOpening(path, index: index)
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      throw FontError.unreadable(path: path, reason: "HarfBuzz could not read the file")
    }
    defer { hb_blob_destroy(blob) }
    let faceCount = Int(hb_face_count(blob))
    guard index.collection < max(faceCount, 1) else {
      throw FontError.faceIndexOutOfRange(path: path, index: index, faceCount: faceCount)
    }
    // FontFile.checkBeforeOpening keeps the collection face in 0…65535 and
    // the named instance in 0…32767.
    guard let face = hb_face_create(blob, UInt32(index.collection)) else {
      throw FontError.invalidFont(path: path, index: index, code: 0)
    }
    let glyphs = Int(hb_face_get_glyph_count(face))
    let upem = Int(hb_face_get_upem(face))
    guard glyphs > 0, (16...16384).contains(upem), let font = hb_font_create(face) else {
      hb_face_destroy(face)
      throw FontError.invalidFont(path: path, index: index, code: 0)
    }
    hb_face_make_immutable(face)
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    let instance = index.namedInstance
    if instance > 0 {
      guard instance <= Int(hb_ot_var_get_named_instance_count(face)) else {
        hb_font_destroy(font)
        hb_face_destroy(face)
        throw FontError.faceIndexOutOfRange(path: path, index: index, faceCount: faceCount)
      }
      hb_font_set_var_named_instance(font, UInt32(instance - 1))
    }
    hb_font_make_immutable(font)
    self.path = path
    self.index = index
    self.unitsPerEm = upem
    self.glyphCount = glyphs
    self.face = face
    self.font = font
    self.wordShaping = Self.wordShaping(face: face, font: font)
    var characters: MarkFeatures.Characters?
    self.markFeatures = MarkFeatures.scan(face: face, font: font, characters: &characters)
    self.plainShaping =
      Self.hasCoordinates(font) ? nil : PlainShapingCache(characters: characters)
    LiveShapingHandles.fonts.increment()
  }

  /// Whether `font` has variation coordinates set (HarfBuzz then varies
  /// advances and kerning).
  private static func hasCoordinates(_ font: OpaquePointer) -> Bool {
    var length: UInt32 = 0
    _ = hb_font_get_var_coords_normalized(font, &length)
    return length > 0
  }

  /// See ``wordShaping``.
  private static func wordShaping(face: OpaquePointer, font: OpaquePointer) -> WordShaping {
    if hb_aat_layout_has_substitution(face) != 0 || hb_aat_layout_has_positioning(face) != 0 {
      return .wholeRuns
    }
    let kern = hb_face_reference_table(face, openTypeTag("kern"))
    defer { hb_blob_destroy(kern) }
    if hb_blob_get_length(kern) > 0 { return .wholeRuns }
    var space: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0, space <= hb_codepoint_t(UInt16.max)
    else { return .wholeRuns }

    // What collecting glyphs does not show: class 0, lookups that look
    // through the space, lookups that only kern pairs.
    let tables = [openTypeTag("GSUB"), openTypeTag("GPOS"), openTypeTag("GDEF")].map {
      hb_face_reference_table(face, $0)
    }
    defer { tables.forEach { hb_blob_destroy($0) } }
    let bytes = tables.map { blob -> [UInt8] in
      var length: UInt32 = 0
      guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
      return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }
    guard
      let scan = SpaceInLayout.scan(
        glyph: UInt16(space), gsub: bytes[0], gpos: bytes[1], gdef: bytes[2])
    else { return .wholeRuns }
    // A ligature, mark or component (GDEF classes 2–4) can be skipped by a
    // lookup's flag, and a lookup that does not list it match across it.
    if let glyphClass = scan.glyphClass, glyphClass >= 2 { return .wholeRuns }

    var shaping = WordShaping.words
    let sets = (0..<4).map { _ in hb_set_create() }
    defer { sets.forEach { hb_set_destroy($0) } }
    for (table, lookups) in [
      (openTypeTag("GSUB"), scan.substitutions), (openTypeTag("GPOS"), scan.positionings),
    ] {
      let count = hb_ot_layout_table_get_lookup_count(face, table)
      // HarfBuzz drops a table it finds broken; then the bytes say nothing.
      guard Int(count) == lookups.count else { return .wholeRuns }
      for (index, lookup) in lookups.enumerated() {
        if lookup.skipsBaseGlyphs { return .wholeRuns }
        sets.forEach { hb_set_clear($0) }
        hb_ot_layout_lookup_collect_glyphs(
          face, table, UInt32(index), sets[0], sets[1], sets[2], sets[3])
        let listed = sets.contains { hb_set_has($0, space) != 0 }
        guard listed || lookup.reachesThroughClassZero else { continue }
        guard lookup.positionsFirstOfPairsOnly else { return .wholeRuns }
        shaping = .wordsKerningSpaces
      }
    }
    return shaping
  }

  /// A font sharing `base`'s face, with its own settings.
  private init(sharing base: ShapingFont, font: OpaquePointer) {
    self.path = base.path
    self.index = base.index
    self.unitsPerEm = base.unitsPerEm
    self.glyphCount = base.glyphCount
    self.wordShaping = base.wordShaping
    self.markFeatures = base.markFeatures
    self.plainShaping = Self.hasCoordinates(font) ? nil : base.plainShaping
    self.face = hb_face_reference(base.face)
    self.font = font
    LiveShapingHandles.fonts.increment()
  }

  /// This face with design coordinates set over its named instance's and,
  /// when `pointSize` is given, the point size set, so that HarfBuzz applies
  /// the face's AAT `trak` tracking at that size (`hb_font_set_ptem`, as
  /// `hb-shape --font-ptem` does).
  ///
  /// Each axis named in `variations` takes its value, clamped to the axis's
  /// range (`opsz` 17 on an 8–60 axis is 17; 72 is 60); every other axis
  /// keeps the named instance's value (the default for the file's own
  /// instance). Tags the face has no axis for are ignored. The face is
  /// shared, so this costs one `hb_font_t`; advances stay in design units.
  ///
  /// - Parameter pointSize: The point size, or nil to leave tracking off.
  public func instance(variations: [FontVariation], pointSize: Double?) -> ShapingFont {
    guard let font = hb_font_create(face) else { return self }
    hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
    var axisCount = hb_ot_var_get_axis_count(face)
    if axisCount > 0, !variations.isEmpty {
      var axes = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(axisCount))
      _ = hb_ot_var_get_axis_infos(face, 0, &axisCount, &axes)
      var coordinates = axes.prefix(Int(axisCount)).map { $0.default_value }
      let instance = index.namedInstance
      if instance > 0 {
        var count = UInt32(coordinates.count)
        _ = hb_ot_var_named_instance_get_design_coords(
          face, UInt32(instance - 1), &count, &coordinates)
      }
      for variation in variations where variation.value.isFinite {
        let tag = openTypeTag(variation.tag)
        guard variation.tag.utf8.count == 4,
          let i = axes.prefix(coordinates.count).firstIndex(where: { $0.tag == tag })
        else { continue }
        coordinates[i] = Float(
          min(max(variation.value, Double(axes[i].min_value)), Double(axes[i].max_value)))
      }
      hb_font_set_var_coords_design(font, coordinates, UInt32(coordinates.count))
    } else if index.namedInstance > 0 {
      hb_font_set_var_named_instance(font, UInt32(index.namedInstance - 1))
    }
    if let pointSize, pointSize.isFinite, pointSize > 0 {
      hb_font_set_ptem(font, Float(pointSize))
    }
    hb_font_make_immutable(font)
    return ShapingFont(sharing: self, font: font)
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
    LiveShapingHandles.fonts.decrement()
  }

  /// The face's glyph for a code point, or nil when its character map has none.
  public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : nil
  }

  /// The horizontal advance of the face's glyph for a code point, in font
  /// units (at its variations), or nil when its character map has none.
  public func advance(of scalar: Unicode.Scalar) -> Int32? {
    guard let glyph = glyph(for: scalar) else { return nil }
    return hb_font_get_glyph_h_advance(font, glyph)
  }
}

/// A four-letter OpenType tag (`"GSUB"`, `"wght"`) as HarfBuzz holds it.
func openTypeTag(_ text: String) -> hb_tag_t {
  text.utf8.reduce(hb_tag_t(0)) { $0 << 8 | hb_tag_t($1) }
}

/// Counts live HarfBuzz owners, so tests can prove each is released.
package enum LiveShapingHandles {
  /// Live ``ShapingFont`` objects (each owns an `hb_face_t` and an `hb_font_t`).
  package static let fonts = LiveHandles.Counter()
}
