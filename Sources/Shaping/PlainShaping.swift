internal import CHarfBuzz
import FontCore

/// Shaping without HarfBuzz for *plain* text: characters that no lookup of
/// the face but pair kerning can change, each set as its own glyph.
///
/// Why: HarfBuzz's cost per call (normalization, glyph properties, the walk
/// of every GSUB and GPOS lookup over the buffer) is most of what shaping a
/// Latin, Cyrillic or Greek word costs, and for most of the words of UI
/// text no lookup applies but kerning.
///
/// When it is the same shaping: in a left-to-right run of a script of
/// HarfBuzz 6's default shaper (see `MarkFeatures.isDefaultShaped`), with no
/// feature asked for, in a face with no AAT tables, no legacy `kern` table,
/// no feature variations and no variation coordinates set, text of plain
/// characters alone is shaped by HarfBuzz as follows:
///
/// - normalization maps each character to its nominal glyph: there is no
///   mark to compose, no default-ignorable to hide, and every character has
///   its glyph;
/// - no GSUB lookup, and no GPOS lookup but pair kerning, can match: plain
///   characters are those whose glyphs are in no rule's *witness* (see
///   `MarkFeatures`) of the lookups of the features HarfBuzz turns on by
///   default, in any script and language, and cannot turn into one;
/// - each glyph's advance is its horizontal advance (`hmtx`);
/// - the pair-kerning lookups of the shape plan (GPOS type 2) apply in
///   lookup order, as HarfBuzz 6.0.0 applies them (`PairPosFormat1`,
///   `PairPosFormat2`): at each glyph the first subtable that matches it
///   and the next glyph adds its value records' x advances, and steps past
///   the second glyph when the second value record is not empty.
///
/// The fraction features (`frac`, `numr`, `dnom`), which HarfBuzz sets only
/// around a fraction slash, are left out of the witnesses, and U+2044 is
/// never plain. Plain glyphs are base or unclassified glyphs in `GDEF`, so
/// that no lookup flag but "ignore base glyphs" skips them; a plan with a
/// kerning lookup of that flag is not shaped here.
struct PlainShaping {
  /// By BMP code point (UTF-16 unit): the plain character's glyph in the
  /// low 16 bits and its advance in design units in the high 16, or 0 when
  /// the character is not plain.
  let entries: [UInt32]
  /// The lookups the scan read, by index, and the pair-kerning ones among
  /// GPOS's: a shape plan with any other lookup is not shaped here.
  let substitutions: Set<Int>
  let positionings: Set<Int>
  let pairLookups: Set<Int>
  /// GPOS's bytes, from which pair lookups are read when a plan needs them.
  let gpos: ByteReader
  let glyphCount: Int

  /// Whether the UTF-16 units `range` of `utf16` are all plain characters.
  func arePlain(_ utf16: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
    entries.withUnsafeBufferPointer { entries in
      for i in range where entries[Int(utf16[i])] == 0 { return false }
      return true
    }
  }

  /// The features whose lookups' witnesses make characters not plain: those
  /// HarfBuzz 6 turns on by default, but the fraction features.
  static let features: Set<hb_tag_t> = MarkFeatures.appliedFeatures.subtracting(
    ["frac", "numr", "dnom"].map(openTypeTag))

  /// The face's plain characters, or nil when the face is not shaped here.
  static func scan(face: OpaquePointer, font: OpaquePointer) -> PlainShaping? {
    guard hb_aat_layout_has_substitution(face) == 0, hb_aat_layout_has_positioning(face) == 0,
      hb_aat_layout_has_tracking(face) == 0
    else { return nil }
    let kern = hb_face_reference_table(face, openTypeTag("kern"))
    defer { hb_blob_destroy(kern) }
    guard hb_blob_get_length(kern) == 0 else { return nil }
    let gsub = MarkFeatures.Table(face, openTypeTag("GSUB"))
    let gpos = MarkFeatures.Table(face, openTypeTag("GPOS"))
    let characters = MarkFeatures.Characters(face: face, font: font)
    var budget = SpaceInLayout.Budget()
    var reach = GlyphSet()
    var read: [Set<Int>] = [[], []]
    var pairLookups: Set<Int> = []
    do throws(FontProblem) {
      for (t, table) in [gsub, gpos].enumerated() where !table.bytes.bytes.isEmpty {
        let bytes = table.bytes
        guard try bytes.u16(0) == 1 else { return nil }
        // Feature variations can swap a feature's lookups for others.
        if try bytes.u16(2) >= 1, try bytes.u32(10) != 0 { return nil }
        // HarfBuzz drops a table it finds broken; then the bytes say nothing.
        let list = try bytes.u16(8)
        guard list != 0, try bytes.u16(list) == table.lookupCount else { return nil }
        var witnesses = MarkFeatures.Witnesses(
          table: bytes, weights: characters.weights, isPositioning: table.isPositioning)
        read[t] = try MarkFeatures.appliedLookups(
          bytes, lookupCount: table.lookupCount, features: features, nested: false, &budget)
        for index in read[t].sorted() {
          let lookup = list + (try bytes.u16(list + 2 + 2 * index))
          if table.isPositioning, try PairLookup.isPairKerning(bytes, lookup: lookup) {
            pairLookups.insert(index)
          } else {
            try witnesses.add(lookup: lookup, &budget)
          }
        }
        reach.formUnion(witnesses.glyphs)
      }
    } catch {
      return nil
    }

    let unicode = hb_unicode_funcs_get_default()
    var entries = [UInt32](repeating: 0, count: 0x10000)
    for (scalar, glyph) in characters.glyphs
    where glyph != 0 && glyph < hb_face_get_glyph_count(face) && !reach.contains(glyph)
      && isPlain(scalar, unicode)
    {
      // Marks, ligatures and components can be skipped by lookup flags.
      let glyphClass = hb_ot_layout_get_glyph_class(face, glyph)
      guard
        glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED
          || glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH
      else { continue }
      let advance = hb_font_get_glyph_h_advance(font, glyph)
      guard (0...0xFFFF).contains(advance) else { continue }
      entries[Int(scalar)] = glyph | UInt32(advance) << 16
    }
    return PlainShaping(
      entries: entries, substitutions: read[0], positionings: read[1], pairLookups: pairLookups,
      gpos: gpos.bytes, glyphCount: Int(hb_face_get_glyph_count(face)))
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
    default: return true
    }
  }

  /// The pair-kerning lookups of the shape plan HarfBuzz makes for
  /// `properties`, in the order it applies them; nil when the plan has a
  /// lookup the scan did not read or a kerning lookup that skips base glyphs.
  /// Pair lookups are read once, into `read` (by index; nil when one
  /// cannot be read).
  func kerning(
    face: OpaquePointer, properties: hb_segment_properties_t, read: inout [Int: PairLookup?]
  ) -> [PairLookup]? {
    var properties = properties
    // The plan of text with no fraction slash: the fraction features off.
    let off = ["frac", "numr", "dnom"].map {
      hb_feature_t(tag: openTypeTag($0), value: 0, start: 0, end: UInt32.max)
    }
    guard let plan = hb_shape_plan_create_cached2(face, &properties, off, 3, nil, 0, nil) else {
      return nil
    }
    defer { hb_shape_plan_destroy(plan) }
    let set = hb_set_create()
    defer { hb_set_destroy(set) }
    hb_ot_shape_plan_collect_lookups(plan, openTypeTag("GSUB"), set)
    guard MarkFeatures.glyphs(in: set).allSatisfy({ substitutions.contains(Int($0)) }) else {
      return nil
    }
    hb_set_clear(set)
    hb_ot_shape_plan_collect_lookups(plan, openTypeTag("GPOS"), set)
    var lookups: [PairLookup] = []
    // HarfBuzz applies the default shaper's GPOS lookups in one stage, by index.
    for index in MarkFeatures.glyphs(in: set).map(Int.init).sorted() {
      if pairLookups.contains(index) {
        if read[index] == nil {
          read[index] = try? PairLookup(gpos, index: index, glyphCount: glyphCount)
        }
        guard let lookup = read[index] ?? nil, !lookup.skipsBaseGlyphs else { return nil }
        lookups.append(lookup)
      } else if !positionings.contains(index) {
        return nil
      }
    }
    return lookups
  }
}

/// A GPOS pair-kerning lookup (type 2), read into tables by glyph.
struct PairLookup {
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
  init(_ table: ByteReader, index: Int, glyphCount: Int) throws(FontProblem) {
    let list = try table.u16(8)
    let lookup = list + (try table.u16(list + 2 + 2 * index))
    let type = try table.u16(lookup)
    skipsBaseGlyphs = try table.u16(lookup + 2) & 0x2 != 0
    let subtableCount = try table.u16(lookup + 4)
    var subtables: [PairSubtable] = []
    var budget = SpaceInLayout.Budget()
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
  /// Format 1: by coverage index, the start of its pairs in `seconds` and
  /// `values` (one more than the pair sets).
  private let setStarts: [Int]
  private let seconds: [UInt16]
  /// Format 1: per pair; format 2: per class pair. The first glyph's x
  /// advance and the second's, in turn.
  private let values: [Int32]
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
      let k = 2 * (class1 * secondClassCount + class2)
      return (values[k], values[k + 1])
    }
    guard index < setStarts.count else { return nil }
    // Pairs are sorted by their second glyph (checked when read).
    var low = setStarts[index - 1]
    var high = setStarts[index]
    let target = UInt16(truncatingIfNeeded: second)
    guard second <= 0xFFFF else { return nil }
    while low < high {
      let mid = (low + high) / 2
      let glyph = seconds[mid]
      if glyph == target { return (values[2 * mid], values[2 * mid + 1]) }
      if glyph < target { low = mid + 1 } else { high = mid }
    }
    return nil
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
    func advances(_ record: Int) throws(FontProblem) -> (Int32, Int32) {
      let first = try xAdvance[0].map { k throws(FontProblem) in try table.i16(record + 2 * k) }
      let second = try xAdvance[1].map { k throws(FontProblem) in
        try table.i16(record + 2 * (lengths[0] + k))
      }
      return (Int32(first ?? 0), Int32(second ?? 0))
    }
    var values: [Int32] = []
    switch format {
    case 1:
      isClassBased = false
      let setCount = try table.u16(at + 8)
      var starts = [0]
      var seconds: [UInt16] = []
      let recordSize = 2 * (1 + lengths[0] + lengths[1])
      for k in 0..<setCount {
        let offset = try table.u16(at + 10 + 2 * k)
        // A null offset is an empty set, as HarfBuzz reads it.
        if offset != 0 {
          let set = at + offset
          let count = try table.u16(set)
          try budget.spend(count)
          for r in 0..<count {
            let record = set + 2 + r * recordSize
            let glyph = UInt16(try table.u16(record))
            // HarfBuzz searches the pairs in halves: unsorted pairs may be
            // missed there, so they are not read here.
            if let previous = seconds.last, seconds.count > starts.last!, glyph <= previous {
              throw FontProblem.invalidField("PairSet order", value: Int(glyph))
            }
            seconds.append(glyph)
            let (a, b) = try advances(record + 2)
            values.append(a)
            values.append(b)
          }
        }
        starts.append(seconds.count)
      }
      setStarts = starts
      self.seconds = seconds
      (firstClasses, secondClasses, firstClassCount, secondClassCount) = ([], [], 0, 0)
    case 2:
      isClassBased = true
      firstClasses = try Self.classes(table, at: at + (try table.u16(at + 8)), glyphCount, &budget)
      secondClasses = try Self.classes(
        table, at: at + (try table.u16(at + 10)), glyphCount, &budget)
      firstClassCount = try table.u16(at + 12)
      secondClassCount = try table.u16(at + 14)
      let pairs = firstClassCount * secondClassCount
      try budget.spend(pairs)
      let recordLength = 2 * (lengths[0] + lengths[1])
      values.reserveCapacity(2 * pairs)
      for k in 0..<pairs {
        let (a, b) = try advances(at + 16 + k * recordLength)
        values.append(a)
        values.append(b)
      }
      (setStarts, seconds) = ([], [])
    default:
      throw FontProblem.invalidField("PairPos format", value: format)
    }
    self.values = values
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

/// A face's plain shaping, read when first asked for, and the kerning of
/// each shape plan it was asked for: shared by the face's fonts and
/// threads.
final class PlainShapingCache: Sendable {
  private struct State {
    var read = false
    var shaping: PlainShaping?
    var kernings: [PlanKey: [PairLookup]?] = [:]
    var pairLookups: [Int: PairLookup?] = [:]
  }
  private struct PlanKey: Hashable {
    let script: UInt32
    let language: Int
  }
  private let state = Locked(State())

  /// The face's plain shaping and the kerning lookups of the plan for
  /// `properties`, or nil when text in them is not shaped here.
  func shaping(
    face: OpaquePointer, font: OpaquePointer, properties: hb_segment_properties_t
  ) -> (PlainShaping, [PairLookup])? {
    state.withLock { state in
      if !state.read {
        state.shaping = PlainShaping.scan(face: face, font: font)
        state.read = true
      }
      guard let shaping = state.shaping else { return nil }
      let key = PlanKey(
        script: properties.script.rawValue, language: Int(bitPattern: properties.language))
      if let known = state.kernings[key] { return known.map { (shaping, $0) } }
      let kerning = shaping.kerning(
        face: face, properties: properties, read: &state.pairLookups)
      state.kernings[key] = kerning
      return kerning.map { (shaping, $0) }
    }
  }
}
