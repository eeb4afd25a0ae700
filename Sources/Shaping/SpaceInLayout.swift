import FontCore

/// What HarfBuzz's `hb_ot_layout_lookup_collect_glyphs` does not tell of how
/// a glyph (the space) can take part in a face's OpenType layout, read from
/// the tables' bytes:
///
/// - A glyph that a class definition does not list is in class 0, and class
///   0 takes part like any other class. A pair-kerning subtable by classes
///   (GPOS PairPos format 2) kerns every glyph of a first class with every
///   glyph of a second class, class 0 included; the glyphs collected are the
///   second class definition's listed glyphs only. A contextual subtable by
///   classes (GSUB 5 and 6, GPOS 7 and 8, format 2) whose rule has class 0 in
///   its input, backtrack or lookahead sequence matches any unlisted glyph
///   there; HarfBuzz collects only a format 1 class definition's explicit
///   zeros.
/// - A lookup whose flag skips base glyphs (`IgnoreBaseGlyphs`) looks through
///   the space, and a space that `GDEF` classes as a ligature, mark or
///   component can be skipped by the other flags: a lookup that does not
///   list it can then match across it.
/// - A lookup whose every subtable is pair positioning with no value for the
///   second glyph moves only the first glyph of each pair it finds, and finds
///   each pair apart from the others: the space takes part in it only with
///   the glyphs on either side.
///
/// Every offset is checked; a table that cannot be read gives no scan, and
/// so does one whose reading would exceed a fixed budget (a hostile table can
/// point every lookup at one large subtable).
enum SpaceInLayout {
  /// What one lookup does that collecting its glyphs does not show.
  struct Lookup: Equatable {
    /// It reaches the glyph through class 0.
    var reachesThroughClassZero = false
    /// Its flag skips base glyphs (`IgnoreBaseGlyphs`).
    var skipsBaseGlyphs = false
    /// Every subtable is pair positioning (GPOS type 2) with no value for
    /// the second glyph: it moves only the first glyph of a pair, so each
    /// pair is found apart from the others.
    var positionsFirstOfPairsOnly = false
  }

  /// A face's layout tables, as far as the glyph is concerned.
  struct Scan: Equatable {
    /// The glyph's class in `GDEF` (nil when the face classes no glyph).
    var glyphClass: Int?
    /// What each GSUB lookup does, by lookup index.
    var substitutions: [Lookup] = []
    /// What each GPOS lookup does, by lookup index.
    var positionings: [Lookup] = []
  }

  /// What the `GSUB`, `GPOS` and `GDEF` tables (empty when absent) do with
  /// `glyph`, or nil when they cannot be read within the budget.
  static func scan(
    glyph: UInt16, gsub: [UInt8], gpos: [UInt8], gdef: [UInt8]
  ) -> Scan? {
    var budget = Budget()
    do throws(FontProblem) {
      var scan = Scan(glyphClass: try gdefGlyphClass(glyph, gdef, &budget))
      if !gsub.isEmpty {
        scan.substitutions = try lookups(
          glyph, ByteReader(bytes: gsub), isPositioning: false, &budget)
      }
      if !gpos.isEmpty {
        scan.positionings = try lookups(
          glyph, ByteReader(bytes: gpos), isPositioning: true, &budget)
      }
      return scan
    } catch {
      return nil
    }
  }

  /// How many 16-bit reads the scan may make: far more than a real font
  /// needs, and a fixed bound on a hostile one.
  struct Budget {
    var reads = 0
    static let limit = 4_000_000
    mutating func spend(_ count: Int = 1) throws(FontProblem) {
      reads += count
      if reads > Self.limit { throw FontProblem.invalidField("lookup reads", value: reads) }
    }
  }

  /// The glyph's class in `GDEF`'s glyph class definition, or nil when the
  /// face has none (HarfBuzz then classes the space as a base glyph).
  static func gdefGlyphClass(
    _ glyph: UInt16, _ bytes: [UInt8], _ budget: inout Budget
  ) throws(FontProblem) -> Int? {
    guard !bytes.isEmpty else { return nil }
    let gdef = ByteReader(bytes: bytes)
    let offset = try gdef.u16(4)
    guard offset != 0 else { return nil }
    return try classOf(glyph, in: gdef, at: offset, &budget)
  }

  /// What each lookup of a GSUB or GPOS table does with the glyph.
  static func lookups(
    _ glyph: UInt16, _ table: ByteReader, isPositioning: Bool, _ budget: inout Budget
  ) throws(FontProblem) -> [Lookup] {
    let major = try table.u16(0)
    guard major == 1 else { throw FontProblem.invalidField("majorVersion", value: major) }
    let list = try table.u16(8)
    guard list != 0 else { return [] }
    let extensionType = isPositioning ? 9 : 7
    let lookupCount = try table.u16(list)
    var lookups: [Lookup] = []
    for i in 0..<lookupCount {
      try budget.spend()
      let lookup = list + (try table.u16(list + 2 + 2 * i))
      let lookupType = try table.u16(lookup)
      var found = Lookup(
        skipsBaseGlyphs: try table.u16(lookup + 2) & 0x0002 != 0,
        positionsFirstOfPairsOnly: isPositioning)
      let subtableCount = try table.u16(lookup + 4)
      for j in 0..<subtableCount {
        try budget.spend()
        var subtable = lookup + (try table.u16(lookup + 6 + 2 * j))
        var type = lookupType
        if type == extensionType {
          let format = try table.u16(subtable)
          guard format == 1 else {
            throw FontProblem.invalidField("extension format", value: format)
          }
          type = try table.u16(subtable + 2)
          subtable += try table.u32(subtable + 4)
        }
        // PairPos formats 1 and 2 both hold valueFormat2 at offset 6.
        if isPositioning, type == 2 {
          if try table.u16(subtable + 6) != 0 { found.positionsFirstOfPairsOnly = false }
        } else {
          found.positionsFirstOfPairsOnly = false
        }
        if try subtableReaches(
          glyph, table, at: subtable, type: type, isPositioning: isPositioning, &budget)
        {
          found.reachesThroughClassZero = true
        }
      }
      lookups.append(found)
    }
    return lookups
  }

  /// Whether one subtable reaches the glyph through class 0.
  static func subtableReaches(
    _ glyph: UInt16, _ table: ByteReader, at subtable: Int, type: Int, isPositioning: Bool,
    _ budget: inout Budget
  ) throws(FontProblem) -> Bool {
    let format = try table.u16(subtable)
    guard format == 2 else { return false }
    switch (isPositioning, type) {
    case (true, 2): return try pairColumnIsSet(glyph, table, at: subtable, &budget)
    case (false, 5), (true, 7):
      let classDef = try table.u16(subtable + 4)
      guard try classOf(glyph, in: table, at: nonNull(subtable, classDef), &budget) == 0 else {
        return false
      }
      return try rulesUseClassZero(table, at: subtable, setsAt: 6, &budget) {
        rule, budget throws(FontProblem) in
        let glyphCount = try table.u16(rule)
        return try sequenceHasZero(table, at: rule + 4, count: glyphCount - 1, &budget)
      }
    case (false, 6), (true, 8):
      var zeroIn: [Bool] = []
      for field in [4, 6, 8] {
        let classDef = try table.u16(subtable + field)
        zeroIn.append(try classOf(glyph, in: table, at: nonNull(subtable, classDef), &budget) == 0)
      }
      guard zeroIn.contains(true) else { return false }
      return try rulesUseClassZero(table, at: subtable, setsAt: 10, &budget) {
        rule, budget throws(FontProblem) in
        var at = rule
        for (k, glyphIsZero) in zeroIn.enumerated() {
          let count = try table.u16(at)
          // The input sequence's count includes the first glyph, which is
          // not in the sequence (it matched the coverage).
          let length = k == 1 ? count - 1 : count
          if glyphIsZero, try sequenceHasZero(table, at: at + 2, count: length, &budget) {
            return true
          }
          at += 2 + 2 * max(length, 0)
        }
        return false
      }
    default: return false
    }
  }

  /// A class definition's offset from its subtable; a null offset stands for
  /// a definition that lists no glyph (every glyph in class 0).
  static func nonNull(_ subtable: Int, _ offset: Int) -> Int? {
    offset == 0 ? nil : subtable + offset
  }

  /// Whether a PairPos format 2 subtable has any value in the glyph's column
  /// of second classes.
  static func pairColumnIsSet(
    _ glyph: UInt16, _ table: ByteReader, at subtable: Int, _ budget: inout Budget
  ) throws(FontProblem) -> Bool {
    let format1 = try table.u16(subtable + 4)
    let format2 = try table.u16(subtable + 6)
    let classDef2 = try table.u16(subtable + 10)
    let class1Count = try table.u16(subtable + 12)
    let class2Count = try table.u16(subtable + 14)
    // HarfBuzz reads one 16-bit value per bit of a value format.
    let size = format1.nonzeroBitCount + format2.nonzeroBitCount
    guard size > 0 else { return false }
    let column = try classOf(glyph, in: table, at: nonNull(subtable, classDef2), &budget)
    guard column < class2Count else { return false }
    try budget.spend(class1Count * size)
    for row in 0..<class1Count {
      let record = subtable + 16 + 2 * size * (row * class2Count + column)
      for k in 0..<size where try table.u16(record + 2 * k) != 0 { return true }
    }
    return false
  }

  /// Whether a rule of a format 2 contextual subtable, its rule sets'
  /// offsets at `setsAt`, passes `uses`.
  static func rulesUseClassZero(
    _ table: ByteReader, at subtable: Int, setsAt: Int, _ budget: inout Budget,
    _ uses: (Int, inout Budget) throws(FontProblem) -> Bool
  ) throws(FontProblem) -> Bool {
    let setCount = try table.u16(subtable + setsAt)
    for i in 0..<setCount {
      try budget.spend()
      let setOffset = try table.u16(subtable + setsAt + 2 + 2 * i)
      guard setOffset != 0 else { continue }
      let set = subtable + setOffset
      let ruleCount = try table.u16(set)
      for j in 0..<ruleCount {
        try budget.spend()
        let rule = set + (try table.u16(set + 2 + 2 * j))
        if try uses(rule, &budget) { return true }
      }
    }
    return false
  }

  /// Whether `count` classes from `at` include class 0.
  static func sequenceHasZero(
    _ table: ByteReader, at: Int, count: Int, _ budget: inout Budget
  ) throws(FontProblem) -> Bool {
    guard count > 0 else { return false }
    try budget.spend(count)
    for k in 0..<count where try table.u16(at + 2 * k) == 0 { return true }
    return false
  }

  /// The glyph's class in the class definition at `offset` (nil: none, so
  /// class 0).
  static func classOf(
    _ glyph: UInt16, in table: ByteReader, at offset: Int?, _ budget: inout Budget
  ) throws(FontProblem) -> Int {
    guard let offset else { return 0 }
    let glyph = Int(glyph)
    let format = try table.u16(offset)
    switch format {
    case 1:
      let start = try table.u16(offset + 2)
      let count = try table.u16(offset + 4)
      guard glyph >= start, glyph < start + count else { return 0 }
      return try table.u16(offset + 6 + 2 * (glyph - start))
    case 2:
      // Ranges are sorted by start glyph; read them all (bounded by their
      // count) rather than trust the order of a hostile table.
      let count = try table.u16(offset + 2)
      try budget.spend(count)
      for k in 0..<count {
        let range = offset + 4 + 6 * k
        if try table.u16(range) <= glyph, glyph <= (try table.u16(range + 2)) {
          return try table.u16(range + 4)
        }
      }
      return 0
    default: throw FontProblem.invalidField("ClassDef format", value: format)
    }
  }
}
