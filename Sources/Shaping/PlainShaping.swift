internal import CHarfBuzz
import FontCore

/// Shaping without HarfBuzz for *plain* text: characters that no lookup of
/// the shape plan but pair kerning can change, each set as its own glyph.
///
/// Why: HarfBuzz's cost per call (normalization, glyph properties, the walk
/// of every GSUB and GPOS lookup over the buffer) is most of what shaping a
/// Latin, Cyrillic or Greek word costs, and for most of the words of UI
/// text no lookup applies but kerning.
///
/// When it is the same shaping: in a left-to-right run of a script of
/// HarfBuzz 6's default shaper (see `MarkFeatures.isDefaultShaped`) or of
/// Hangul (see ``isShaped(_:)``), with no
/// feature asked for but over the whole text (the plan below is collected
/// with those: `-liga` leaves its lookups out), in a face with no AAT tables, no legacy `kern` table,
/// no feature variations and no variation coordinates set, HarfBuzz shapes
/// text of the plan's plain characters alone as follows:
///
/// - normalization maps each character to its nominal glyph: there is no
///   mark to compose and no default-ignorable to hide. A CJK character the
///   face lacks is `.notdef` when it has nothing to decompose into (see
///   `MissingCandidates`);
/// - no GSUB lookup of the plan, and no GPOS lookup but pair kerning, can
///   match: a plain character's glyph is in no rule's *witness* (see
///   `MarkFeatures`) of those lookups. The buffer holds only such glyphs,
///   so the first lookup to change it would have to match without a
///   witness: none does. (The lookups contextual rules name run only where
///   a rule matches.)
/// - each glyph's advance is its horizontal advance (`hmtx`);
/// - the plan's pair-kerning lookups (GPOS type 2) apply in lookup order
///   (the default shaper positions in one stage), as HarfBuzz 6.0.0 applies
///   them (`PairPosFormat1`, `PairPosFormat2`): at each glyph the first
///   subtable that matches it and the next glyph adds its value records'
///   x advances, and steps past the second glyph when the second value
///   record is not empty.
///
/// The plan is HarfBuzz's own (`hb_ot_shape_plan_collect_lookups`), with
/// the features asked for and the fraction features (`frac`, `numr`,
/// `dnom`) off: HarfBuzz sets those only around a fraction slash, and
/// U+2044 is never plain. Plain glyphs
/// are base or unclassified glyphs in `GDEF`, so that no lookup flag but
/// "ignore base glyphs" skips them; a plan with a kerning lookup of that
/// flag is not shaped here.
struct PlainShaping {
  /// By BMP code point (UTF-16 unit): the glyph of a character that may be
  /// plain in the low 16 bits and its advance in design units in the high
  /// 16, or 0 when it is never plain.
  let entries: [UInt32]
  /// The characters with an entry, in order, but the CJK characters the
  /// face lacks.
  let characters: [UInt16]
  /// One bit per BMP code point: the CJK characters the face lacks that
  /// HarfBuzz sets as `.notdef` (their entry is `.notdef`'s), plain in a
  /// plan where `.notdef` is in no witness.
  let missing: [UInt64]
  /// GSUB's and GPOS's bytes, read when a plan needs their lookups.
  let tables: [ByteReader]
  /// How many characters map to each glyph (see `MarkFeatures.Witnesses`).
  let weights: [Int]
  let glyphCount: Int

  /// The face's characters that may be plain, or nil when the face is not
  /// shaped here.
  /// - Parameter found: The face's characters, when they were read already.
  static func scan(
    face: OpaquePointer, font: OpaquePointer, characters found: MarkFeatures.Characters?
  ) -> PlainShaping? {
    guard hb_aat_layout_has_substitution(face) == 0, hb_aat_layout_has_positioning(face) == 0,
      hb_aat_layout_has_tracking(face) == 0
    else { return nil }
    let kern = hb_face_reference_table(face, openTypeTag("kern"))
    defer { hb_blob_destroy(kern) }
    guard hb_blob_get_length(kern) == 0 else { return nil }
    let tables = [
      MarkFeatures.Table(face, openTypeTag("GSUB")), MarkFeatures.Table(face, openTypeTag("GPOS")),
    ]
    do throws(FontProblem) {
      for table in tables where table.bytes.count != 0 {
        let bytes = table.bytes
        guard try bytes.u16(0) == 1 else { return nil }
        // Feature variations can swap a feature's lookups for others.
        if try bytes.u16(2) >= 1, try bytes.u32(10) != 0 { return nil }
        // HarfBuzz drops a table it finds broken; then the bytes say nothing.
        let list = try bytes.u16(8)
        guard list != 0, try bytes.u16(list) == table.lookupCount else { return nil }
      }
    } catch {
      return nil
    }
    let glyphCount = Int(hb_face_get_glyph_count(face))
    let found = found ?? MarkFeatures.Characters(face: face, font: font)
    let unicode = hb_unicode_funcs_get_default()
    var entries = [UInt32](repeating: 0, count: 0x10000)
    var characters: [UInt16] = []
    for (scalar, glyph) in found.glyphs
    where glyph != 0 && glyph < glyphCount && isPlain(scalar, unicode) {
      // Marks, ligatures and components can be skipped by lookup flags.
      let glyphClass = hb_ot_layout_get_glyph_class(face, glyph)
      guard
        glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED
          || glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH
      else { continue }
      let advance = hb_font_get_glyph_h_advance(font, glyph)
      guard (0...0xFFFF).contains(advance) else { continue }
      entries[Int(scalar)] = glyph | UInt32(advance) << 16
      characters.append(UInt16(scalar))
    }
    // CJK characters the face lacks: HarfBuzz sets each as `.notdef` when
    // it has no canonical decomposition, or the face lacks its second part
    // (then HarfBuzz does not decompose it), as the uncovered text of a
    // face without them is set.
    var missing = [UInt64](repeating: 0, count: 1024)
    let notdefClass = hb_ot_layout_get_glyph_class(face, 0)
    let notdefAdvance = hb_font_get_glyph_h_advance(font, 0)
    if notdefClass == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED
      || notdefClass == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH, (0...0xFFFF).contains(notdefAdvance)
    {
      var covered = [UInt64](repeating: 0, count: 1024)
      for (scalar, _) in found.glyphs { covered[Int(scalar) >> 6] |= 1 << UInt64(scalar & 63) }
      func lacks(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) == 0
      }
      let candidates = MissingCandidates.shared
      for i in 0..<1024 { missing[i] = candidates.undecomposed[i] & ~covered[i] }
      for (scalar, second) in candidates.decomposed
      where covered[scalar >> 6] & 1 << UInt64(scalar & 63) == 0 && lacks(second) {
        missing[scalar >> 6] |= 1 << UInt64(scalar & 63)
      }
      // A Hangul syllable's second part is a vowel or trailing jamo.
      if (0x1161...0x11C2).allSatisfy(lacks) {
        for i in (0xAC00 >> 6)...(0xD7A3 >> 6) {
          missing[i] |= candidates.syllables[i] & ~covered[i]
        }
      }
      for i in 0..<1024 where missing[i] != 0 {
        for bit in 0..<64 where missing[i] & 1 << UInt64(bit) != 0 {
          entries[i << 6 | bit] = UInt32(notdefAdvance) << 16
        }
      }
    }
    return PlainShaping(
      entries: entries, characters: characters, missing: missing, tables: tables.map(\.bytes),
      weights: found.weights, glyphCount: glyphCount)
  }

  /// The CJK characters a face may lack and HarfBuzz set as `.notdef`:
  /// CJK punctuation, kana, ideographs, Hangul syllables and the halfwidth
  /// and fullwidth forms that are not marks, spaces or default ignorables.
  struct MissingCandidates: Sendable {
    /// One bit per BMP code point: those with no canonical decomposition.
    var undecomposed = [UInt64](repeating: 0, count: 1024)
    /// Those that decompose, with their decomposition's second part:
    /// `.notdef` when the face lacks it.
    var decomposed: [(scalar: Int, second: UInt32)] = []
    /// One bit per BMP code point: the Hangul syllables, which decompose
    /// into jamo (`.notdef` when the face lacks the vowel and trailing
    /// jamo).
    var syllables = [UInt64](repeating: 0, count: 1024)

    static let shared = MissingCandidates()

    init() {
      // CJK Unified Ideographs and Extension A: letters with no
      // decomposition (Unicode's data); Hangul syllables decompose by rule.
      for range in [0x3400...0x4DBF, 0x4E00...0x9FFF] {
        for scalar in range { undecomposed[scalar >> 6] |= 1 << UInt64(scalar & 63) }
      }
      for scalar in 0xAC00...0xD7A3 { syllables[scalar >> 6] |= 1 << UInt64(scalar & 63) }
      let unicode = hb_unicode_funcs_get_default()
      for scalar in [0x3001...0x30FF, 0xFF01...0xFFEF].joined() {
        let value = UInt32(scalar)
        guard PlainShaping.isPlain(value, unicode) else { continue }
        switch hb_unicode_general_category(unicode, value) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
          HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACE_SEPARATOR:
          continue
        default: break
        }
        var (first, second): (hb_codepoint_t, hb_codepoint_t) = (0, 0)
        if hb_unicode_decompose(unicode, value, &first, &second) == 0 {
          undecomposed[scalar >> 6] |= 1 << UInt64(scalar & 63)
        } else if second != 0 {
          // (A single decomposition is set as its one character.)
          decomposed.append((scalar, second))
        }
      }
    }
  }

  /// Whether HarfBuzz sets `scalar` (a face's character that is not a mark)
  /// as its nominal glyph with nothing around it: not a control or format
  /// character (default ignorables are hidden, joiners join), not the
  /// fraction slash, not one of the halfwidth sound marks that extend a
  /// cluster, nor a code point HarfBuzz treats as default ignorable.
  static func isPlain(_ scalar: UInt32, _ unicode: OpaquePointer?) -> Bool {
    switch hb_unicode_general_category(unicode, scalar) {
    case HB_UNICODE_GENERAL_CATEGORY_CONTROL, HB_UNICODE_GENERAL_CATEGORY_FORMAT,
      HB_UNICODE_GENERAL_CATEGORY_UNASSIGNED, HB_UNICODE_GENERAL_CATEGORY_SURROGATE:
      return false
    default: break
    }
    switch scalar {
    case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F,
      0x200B...0x200F, 0x202A...0x202E, 0x2044, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F,
      0xFEFF, 0xFF9E...0xFF9F, 0xFFA0, 0xFFF0...0xFFF8:
      return false
    // Conjoining jamo, which the Hangul shaper composes into syllables or
    // sets apart with features of their own.
    case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF:
      return false
    default: return true
    }
  }

  /// Whether HarfBuzz 6 sets plain text of `script` as the default shaper
  /// does: the default shaper's scripts, and Hangul, whose shaper leaves
  /// precomposed syllables the face has as they are (it composes and
  /// decomposes conjoining jamo, which are never plain, and moves tone
  /// marks, which are marks), with no normalization and its jamo features
  /// set on jamo alone.
  static func isShaped(_ script: hb_script_t) -> Bool {
    script == HB_SCRIPT_HANGUL || MarkFeatures.isDefaultShaped(script)
  }

  /// The lookups of the shape plan HarfBuzz makes for `properties` with
  /// the fraction features off and `features` (ones asked for over the
  /// whole text): GSUB's, then GPOS's, by index.
  static func planLookups(
    face: OpaquePointer, properties: hb_segment_properties_t, features: [hb_feature_t] = []
  ) -> [[Int]]? {
    var properties = properties
    let off =
      ["frac", "numr", "dnom"].map {
        hb_feature_t(tag: openTypeTag($0), value: 0, start: 0, end: UInt32.max)
      } + features
    guard
      let plan = hb_shape_plan_create_cached2(
        face, &properties, off, UInt32(off.count), nil, 0, nil)
    else {
      return nil
    }
    defer { hb_shape_plan_destroy(plan) }
    let set = hb_set_create()
    defer { hb_set_destroy(set) }
    return ["GSUB", "GPOS"].map { tag in
      hb_set_clear(set)
      hb_ot_shape_plan_collect_lookups(plan, openTypeTag(tag), set)
      return MarkFeatures.glyphs(in: set).map(Int.init).sorted()
    }
  }

  /// What one lookup is to plain text: pair kerning, or the witnesses of
  /// its rules.
  enum LookupRole {
    case kerning(PairLookup)
    case witnesses([UInt32])
  }

  /// Reads lookup `index` of GSUB (`table` 0) or GPOS (1).
  func role(table t: Int, index: Int, _ budget: inout SpaceInLayout.Budget) throws(FontProblem)
    -> LookupRole
  {
    let table = tables[t]
    let list = try table.u16(8)
    let lookup = list + (try table.u16(list + 2 + 2 * index))
    if t == 1, try PairLookup.isPairKerning(table, lookup: lookup) {
      return .kerning(try PairLookup(table, index: index, glyphCount: glyphCount, &budget))
    }
    var witnesses = MarkFeatures.Witnesses(table: table, weights: weights, isPositioning: t == 1)
    try witnesses.add(lookup: lookup, &budget)
    return .witnesses(witnesses.glyphs.members)
  }
}

/// What a shape plan sets as plain text: its plain characters and its
/// pair-kerning lookups in the order HarfBuzz applies them.
final class PlainPlan: Sendable {
  let shaping: PlainShaping
  /// One bit per BMP code point (UTF-16 unit): set when the character is
  /// plain in this plan.
  let plain: [UInt64]
  let kerning: [PairLookup]

  init(shaping: PlainShaping, plain: [UInt64], kerning: [PairLookup]) {
    self.shaping = shaping
    self.plain = plain
    self.kerning = kerning
  }

  /// Whether the UTF-16 units `range` of `utf16` are all plain characters.
  func arePlain(_ utf16: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
    allUnits(of: utf16, range, areIn: plain)
  }
}

/// A GPOS pair-kerning lookup (type 2), read into tables by glyph.
/// (Sendable: its bytes never change, and `table` keeps them.)
struct PairLookup: @unchecked Sendable {
  /// Whether its flag says to skip base glyphs (then plain text is not
  /// shaped with it).
  let skipsBaseGlyphs: Bool
  let subtables: [PairSubtable]

  /// Whether every subtable of the lookup at `lookup` (an offset in GPOS)
  /// is a pair adjustment, through extensions.
  static func isPairKerning(_ table: ByteReader, lookup: Int) throws(FontProblem) -> Bool {
    let type = try table.u16(lookup)
    guard type == 9 else { return type == 2 }
    let subtableCount = try table.u16(lookup + 4)
    for j in 0..<subtableCount {
      let subtable = lookup + (try table.u16(lookup + 6 + 2 * j))
      guard try table.u16(subtable) == 1, try table.u16(subtable + 2) == 2 else { return false }
    }
    return subtableCount > 0
  }

  /// Reads lookup `index` of `table` (GPOS), which must be pair kerning.
  init(
    _ table: ByteReader, index: Int, glyphCount: Int, _ budget: inout SpaceInLayout.Budget
  ) throws(FontProblem) {
    let list = try table.u16(8)
    let lookup = list + (try table.u16(list + 2 + 2 * index))
    let type = try table.u16(lookup)
    skipsBaseGlyphs = try table.u16(lookup + 2) & 0x2 != 0
    let subtableCount = try table.u16(lookup + 4)
    var subtables: [PairSubtable] = []
    for j in 0..<subtableCount {
      var subtable = lookup + (try table.u16(lookup + 6 + 2 * j))
      if type == 9 { subtable += try table.u32(subtable + 4) }
      subtables.append(
        try PairSubtable(table, at: subtable, glyphCount: glyphCount, &budget))
    }
    self.subtables = subtables
  }

  /// Applies the lookup to `glyphs`, adding to `advances` (design units),
  /// as HarfBuzz 6.0.0 does to a buffer none of whose glyphs it skips.
  func apply(
    _ glyphs: UnsafeBufferPointer<UInt16>, _ advances: UnsafeMutableBufferPointer<Int32>
  ) {
    var i = 0
    let last = glyphs.count - 1
    while i < last {
      let first = Int(glyphs[i])
      let second = Int(glyphs[i + 1])
      var step = 1
      for subtable in subtables {
        if let (firstAdvance, secondAdvance) = subtable.kern(first, second) {
          advances[i] += firstAdvance
          advances[i + 1] += secondAdvance
          if subtable.movesSecond { step = 2 }
          break
        }
      }
      i += step
    }
  }
}

/// One subtable of a pair-kerning lookup: format 1 (pairs of glyphs) or 2
/// (pairs of classes), with each pair's x advances.
struct PairSubtable {
  /// By glyph: its coverage index plus one, or 0 when not covered.
  private let coverage: [UInt32]
  /// Whether the second value record is not empty: then the second glyph
  /// is not looked at as the first of a pair.
  let movesSecond: Bool
  /// Format 1: by coverage index, where its pair set is in GPOS's bytes
  /// (-1 for none).
  private let sets: [Int]
  /// GPOS's bytes; format 2: where the class pairs' value records start.
  /// Every pair set and record is checked to be in the bytes when read.
  private let table: ByteReader
  /// `table`'s bytes, which it keeps valid.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let recordsStart: Int
  /// The length of a pair's record: format 1, the second glyph and both
  /// value records; format 2, both value records.
  private let recordLength: Int
  /// Where in a pair's record each glyph's x advance is (-1: none).
  private let advanceOffsets: (first: Int, second: Int)
  /// Format 2: the classes of first and second glyphs, by glyph (class 0
  /// past the end), and the class counts.
  private let firstClasses: [UInt16]
  private let secondClasses: [UInt16]
  private let firstClassCount: Int
  private let secondClassCount: Int
  private let isClassBased: Bool

  /// The x advances the subtable adds to `first` and the glyph after it,
  /// or nil when it does not match them (HarfBuzz then tries the next).
  @inline(__always)
  func kern(_ first: Int, _ second: Int) -> (Int32, Int32)? {
    guard first < coverage.count else { return nil }
    let index = Int(coverage[first])
    guard index != 0 else { return nil }
    if isClassBased {
      let class1 = first < firstClasses.count ? Int(firstClasses[first]) : 0
      let class2 = second < secondClasses.count ? Int(secondClasses[second]) : 0
      guard class1 < firstClassCount, class2 < secondClassCount else { return nil }
      let record = recordsStart + (class1 * secondClassCount + class2) * recordLength
      return (advance(record, advanceOffsets.first), advance(record, advanceOffsets.second))
    }
    // HarfBuzz reads a pair set past the array as empty.
    guard index <= sets.count, sets[index - 1] >= 0 else { return nil }
    let set = sets[index - 1]
    // HarfBuzz's own binary search (hb_bsearch), so that pairs out of order
    // are found or missed as there.
    var low = 0
    var high = Int(read16(set)) - 1
    while low <= high {
      let mid = (low + high) / 2
      let record = set + 2 + mid * recordLength
      let difference = second - Int(read16(record))
      if difference < 0 {
        high = mid - 1
      } else if difference > 0 {
        low = mid + 1
      } else {
        return (advance(record, advanceOffsets.first), advance(record, advanceOffsets.second))
      }
    }
    return nil
  }

  /// The 16-bit value at `at` (0 outside the table, which the reading of
  /// the subtable's sets and records rules out).
  @inline(__always)
  private func read16(_ at: Int) -> UInt16 {
    guard at >= 0, at < bytes.count - 1 else { return 0 }
    return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  /// The signed 16-bit value at `offset` in the record at `record`, or 0
  /// when `offset` is -1.
  @inline(__always)
  private func advance(_ record: Int, _ offset: Int) -> Int32 {
    guard offset >= 0 else { return 0 }
    return Int32(Int16(bitPattern: read16(record + offset)))
  }

  /// Reads the pair adjustment subtable at `at` (an offset in GPOS).
  init(_ table: ByteReader, at: Int, glyphCount: Int, _ budget: inout SpaceInLayout.Budget)
    throws(FontProblem)
  {
    let format = try table.u16(at)
    let formats = [try table.u16(at + 4), try table.u16(at + 6)]
    // Each value record: HarfBuzz counts every set bit as a field.
    let lengths = formats.map { $0.nonzeroBitCount }
    // Where the x advance is in a record, or nil when it has none.
    let xAdvance = formats.map { $0 & 0x4 == 0 ? nil : ($0 & 0x3).nonzeroBitCount }
    movesSecond = lengths[1] > 0
    coverage = try Self.coverage(table, at: at + (try table.u16(at + 2)), glyphCount, &budget)
    switch format {
    case 1:
      isClassBased = false
      let setCount = try table.u16(at + 8)
      recordLength = 2 * (1 + lengths[0] + lengths[1])
      var sets: [Int] = []
      try budget.spend(setCount)
      for k in 0..<setCount {
        let offset = try table.u16(at + 10 + 2 * k)
        // A null offset is an empty set, as HarfBuzz reads it.
        guard offset != 0 else {
          sets.append(-1)
          continue
        }
        let set = at + offset
        let count = try table.u16(set)
        guard set + 2 + count * recordLength <= table.count else {
          throw FontProblem.truncated("PairSet")
        }
        sets.append(set)
      }
      self.sets = sets
      (firstClasses, secondClasses, firstClassCount, secondClassCount) = ([], [], 0, 0)
      recordsStart = 0
    case 2:
      isClassBased = true
      firstClasses = try Self.classes(table, at: at + (try table.u16(at + 8)), glyphCount, &budget)
      secondClasses = try Self.classes(
        table, at: at + (try table.u16(at + 10)), glyphCount, &budget)
      firstClassCount = try table.u16(at + 12)
      secondClassCount = try table.u16(at + 14)
      recordsStart = at + 16
      recordLength = 2 * (lengths[0] + lengths[1])
      // Every class pair's records must be in the table (HarfBuzz's
      // sanitizer drops the subtable otherwise).
      let end = recordsStart + firstClassCount * secondClassCount * recordLength
      guard end <= table.count else { throw FontProblem.truncated("PairPos class records") }
      sets = []
    default:
      throw FontProblem.invalidField("PairPos format", value: format)
    }
    self.table = table
    bytes = table.withUnsafeBufferPointer { $0 }
    // Format 1's records start with the second glyph.
    let start = format == 1 ? 2 : 0
    advanceOffsets = (
      xAdvance[0].map { start + 2 * $0 } ?? -1,
      xAdvance[1].map { start + 2 * (lengths[0] + $0) } ?? -1
    )
  }

  /// A coverage table as an array by glyph of index plus one, as
  /// HarfBuzz's search finds each glyph (ranges and glyphs must ascend).
  static func coverage(
    _ table: ByteReader, at offset: Int, _ glyphCount: Int, _ budget: inout SpaceInLayout.Budget
  ) throws(FontProblem) -> [UInt32] {
    var indices = [UInt32](repeating: 0, count: glyphCount)
    let format = try table.u16(offset)
    let count = try table.u16(offset + 2)
    try budget.spend(count)
    var previous = -1
    for k in 0..<count {
      let (first, last, index): (Int, Int, Int)
      switch format {
      case 1: (first, last, index) = (try table.u16(offset + 4 + 2 * k), -1, k)
      case 2:
        let record = offset + 4 + 6 * k
        (first, last, index) = (
          try table.u16(record), try table.u16(record + 2), try table.u16(record + 4)
        )
      default: throw FontProblem.invalidField("Coverage format", value: format)
      }
      let end = max(first, last)
      guard first > previous, last == -1 || last >= first else {
        throw FontProblem.invalidField("Coverage order", value: first)
      }
      previous = end
      try budget.spend(end - first + 1)
      for glyph in first...end where glyph < glyphCount {
        indices[glyph] = UInt32(index + (glyph - first) + 1)
      }
    }
    return indices
  }

  /// A class definition as an array of classes by glyph (ranges must
  /// ascend, as HarfBuzz searches them).
  static func classes(
    _ table: ByteReader, at offset: Int, _ glyphCount: Int, _ budget: inout SpaceInLayout.Budget
  ) throws(FontProblem) -> [UInt16] {
    var classes = [UInt16](repeating: 0, count: glyphCount)
    let format = try table.u16(offset)
    switch format {
    case 1:
      let start = try table.u16(offset + 2)
      let count = try table.u16(offset + 4)
      try budget.spend(count)
      for k in 0..<count where start + k < glyphCount {
        classes[start + k] = UInt16(try table.u16(offset + 6 + 2 * k))
      }
    case 2:
      let count = try table.u16(offset + 2)
      var previous = -1
      for k in 0..<count {
        let record = offset + 4 + 6 * k
        let first = try table.u16(record)
        let last = try table.u16(record + 2)
        let value = UInt16(try table.u16(record + 4))
        guard first > previous, last >= first else {
          throw FontProblem.invalidField("ClassDef order", value: first)
        }
        previous = last
        try budget.spend(last - first + 1)
        for glyph in first...last where glyph < glyphCount { classes[glyph] = value }
      }
    default: throw FontProblem.invalidField("ClassDef format", value: format)
    }
    return classes
  }
}

/// A face's plain shaping, read when first asked for, and each shape plan's
/// plain characters and kerning: shared by the face's fonts and threads.
final class PlainShapingCache: Sendable {
  private struct State {
    var read = false
    /// The face's characters, when its mark features' scan read them (let
    /// go once the face is read).
    var characters: MarkFeatures.Characters?
    var shaping: PlainShaping?
    var plans: [PlanKey: PlainPlan?] = [:]
    /// Each plan made, by the lookups (GSUB's, GPOS's) it applies: scripts
    /// and languages whose plans apply the same lookups share one (most of
    /// a Latin face's languages).
    var byLookups: [[[Int]]: PlainPlan?] = [:]
    /// Each lookup read, by table (GSUB 0, GPOS 1) and index; nil when it
    /// could not be.
    var roles: [Int: PlainShaping.LookupRole?] = [:]
    /// The reading of all of them, together.
    var budget = SpaceInLayout.Budget()
  }
  private struct PlanKey: Hashable {
    let script: UInt32
    let language: Int
    /// The features asked for, as written (`-liga`).
    let features: [String]
  }
  private let state: Locked<State>

  /// - Parameter characters: The face's characters, when read already.
  init(characters: MarkFeatures.Characters?) {
    state = Locked(State(characters: characters))
  }

  /// The plan for `properties` with `features` (ones over the whole text,
  /// as written: `-liga`), or nil when text in it is not shaped here.
  func plan(
    face: OpaquePointer, font: OpaquePointer, properties: hb_segment_properties_t,
    features: [String] = []
  ) -> PlainPlan? {
    state.withLock { state in
      if !state.read {
        state.shaping = PlainShaping.scan(face: face, font: font, characters: state.characters)
        state.read = true
        state.characters = nil
      }
      guard let shaping = state.shaping else { return nil }
      let key = PlanKey(
        script: properties.script.rawValue, language: Int(bitPattern: properties.language),
        features: features)
      if let known = state.plans[key] { return known }
      let plan = Self.make(
        shaping, face: face, properties: properties,
        features: ShapingOptions(features: features).harfBuzzFeatures, &state)
      state.plans[key] = plan
      return plan
    }
  }

  private static func make(
    _ shaping: PlainShaping, face: OpaquePointer, properties: hb_segment_properties_t,
    features: [hb_feature_t], _ state: inout State
  ) -> PlainPlan? {
    guard
      let lookups = PlainShaping.planLookups(
        face: face, properties: properties, features: features)
    else {
      return nil
    }
    if let made = state.byLookups[lookups] { return made }
    let plan = make(shaping, lookups: lookups, &state)
    state.byLookups[lookups] = plan
    return plan
  }

  /// The plan of a face's `lookups` (GSUB's, GPOS's), or nil when text in it
  /// is not shaped here.
  private static func make(_ shaping: PlainShaping, lookups: [[Int]], _ state: inout State)
    -> PlainPlan?
  {
    var witnesses = GlyphSet()
    var kerning: [PairLookup] = []
    for (t, indices) in lookups.enumerated() {
      for index in indices {
        let key = t << 16 | index
        if state.roles[key] == nil {
          state.roles[key] = try? shaping.role(table: t, index: index, &state.budget)
        }
        switch state.roles[key] ?? nil {
        case nil: return nil
        case .kerning(let lookup)?:
          guard !lookup.skipsBaseGlyphs else { return nil }
          kerning.append(lookup)
        case .witnesses(let glyphs)?:
          glyphs.forEach { witnesses.insert($0) }
        }
      }
    }
    var plain = witnesses.contains(0) ? [UInt64](repeating: 0, count: 1024) : shaping.missing
    for character in shaping.characters
    where !witnesses.contains(shaping.entries[Int(character)] & 0xFFFF) {
      plain[Int(character) >> 6] |= 1 << UInt64(character & 63)
    }
    return PlainPlan(shaping: shaping, plain: plain, kerning: kerning)
  }
}
