internal import CHarfBuzz
import FontCore

/// The text a face's composition and mark-positioning lookups (the features
/// `ccmp`, `mark`, `mkmk`, `abvm`, `blwm`) cannot change, so that HarfBuzz
/// may shape it with those features off and give the same glyphs and
/// advances.
///
/// Why: HarfBuzz 6 tries each ligature of a lookup whose coverage holds the
/// glyph in hand. Roboto's `ccmp` has 432 ligatures of a letter and a
/// combining mark, 16 of them starting with "a", and all 16 are tried for
/// every "a" of every text: about a third of HarfBuzz's instructions over the
/// 13-language corpus. Mark positioning is cheaper, but also looked up at
/// every glyph.
///
/// When it is safe: a lookup changes the buffer only where one of its rules
/// matches, and a rule matches only when some glyphs are in the buffer:
///
/// - a single, multiple or alternate substitution, or a single, pair or
///   cursive positioning: a glyph of its coverage;
/// - a ligature: each of its components (the first is the coverage's);
/// - a mark attachment: a mark of its mark coverage, and a glyph of its base
///   (ligature, mark) coverage;
/// - a contextual or chained rule: a glyph for each place of its input,
///   backtrack and lookahead (of a coverage, the glyph, or a class other
///   than 0);
/// - a reverse chained substitution: a glyph of each of its coverages.
///
/// For each rule of each lookup of these features one such set is taken as
/// its *witness*: the one the fewest characters map into, ASCII counting
/// most and glyphs already taken as witnesses nothing (a set of combining
/// marks is best, since text with marks is never shaped with the features
/// off). Then the glyphs that can turn into a
/// witness are added: the input glyphs of each substituting lookup (one with
/// a subtable that is not contextual) HarfBuzz may apply, whose output
/// includes one, until nothing changes. HarfBuzz may apply the lookups of
/// the features it turns on by default, of required features, and those
/// their contextual rules name; a contextual lookup changes glyphs only
/// through those it names.
///
/// A character is *free* when it is not a combining mark and its glyph is in
/// none of these sets. In text of free characters alone, in a script of
/// HarfBuzz's default shaper, left to right, HarfBuzz's normalization maps
/// each character to its glyph (there is no mark to compose or decompose);
/// no lookup can bring in a witness, so no rule of these features ever
/// matches, and with them off every other lookup applies to the same buffer.
/// (The `mark` feature's presence also picks HarfBuzz 6's normalization
/// mode, but both of its choices are the same mode.)
///
/// A face with AAT `morx`, feature variations, a lookup type or format this
/// does not know, or tables that cannot be read within the budget has no
/// free character.
struct MarkFeatures {
  /// One bit per BMP code point (UTF-16 unit): set when the character is free.
  let free: [UInt64]

  /// Whether the UTF-16 units `range` of `utf16` are all free characters.
  func areFree(_ utf16: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
    allUnits(of: utf16, range, areIn: free)
  }

  /// Whether HarfBuzz 6 shapes `script` with its default shaper, where these
  /// are features like any other (the shapers of other scripts compose,
  /// decompose or reorder characters of their own, or add features).
  static func isDefaultShaped(_ script: hb_script_t) -> Bool {
    switch script {
    case HB_SCRIPT_LATIN, HB_SCRIPT_CYRILLIC, HB_SCRIPT_GREEK, HB_SCRIPT_ARMENIAN,
      HB_SCRIPT_GEORGIAN, HB_SCRIPT_HAN, HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA, HB_SCRIPT_COMMON:
      return true
    default: return false
    }
  }

  /// The features this reads: composition (`ccmp`, in GSUB) and mark
  /// positioning (`mark`, `mkmk`, `abvm`, `blwm`, in GPOS), all on by default.
  static let tags: [hb_tag_t] = ["ccmp", "mark", "mkmk", "abvm", "blwm"].map(openTypeTag)

  /// The features of ``tags`` the face has, each turned off over the whole
  /// buffer: what the hot path passes to `hb_shape` for free text.
  let off: [hb_feature_t]

  /// The face's free characters, or nil when it has none (or none of the
  /// features).
  /// `characters` is set to the face's characters when they were read.
  static func scan(
    face: OpaquePointer, font: OpaquePointer, characters found: inout Characters?
  ) -> MarkFeatures? {
    guard hb_aat_layout_has_substitution(face) == 0 else { return nil }
    let gsub = Table(face, openTypeTag("GSUB"))
    let gpos = Table(face, openTypeTag("GPOS"))
    let features = gsub.features.union(gpos.features)
    guard !features.isEmpty else { return nil }
    let characters = Characters(face: face, font: font)
    found = characters
    var budget = SpaceInLayout.Budget()
    var reach = GlyphSet()
    var substituting: [Int] = []
    do throws(FontProblem) {
      for table in [gsub, gpos] where table.bytes.count != 0 {
        let bytes = table.bytes
        guard try bytes.u16(0) == 1 else { return nil }
        // Feature variations can swap a feature's lookups for others.
        if try bytes.u16(2) >= 1, try bytes.u32(10) != 0 { return nil }
        // HarfBuzz drops a table it finds broken; then the bytes say nothing.
        let list = try bytes.u16(8)
        guard list != 0, try bytes.u16(list) == table.lookupCount else { return nil }
        var witnesses = Witnesses(
          table: bytes, weights: characters.weights, isPositioning: table.isPositioning)
        for index in table.lookups.sorted() {
          try witnesses.add(lookup: list + (try bytes.u16(list + 2 + 2 * index)), &budget)
        }
        reach.formUnion(witnesses.glyphs)
        guard !table.isPositioning else { continue }
        for index in try appliedLookups(bytes, lookupCount: table.lookupCount, &budget).sorted() {
          if try substitutes(bytes, lookup: list + (try bytes.u16(list + 2 + 2 * index))) {
            substituting.append(index)
          }
        }
      }
    } catch {
      return nil
    }
    guard reachBack(&reach, face: face, substituting: substituting) else { return nil }

    var free = [UInt64](repeating: 0, count: 1024)
    for (scalar, glyph) in characters.glyphs where glyph <= 0xFFFF && !reach.contains(glyph) {
      free[Int(scalar) >> 6] |= 1 << UInt64(scalar & 63)
    }
    let off = tags.filter(features.contains).map {
      hb_feature_t(tag: $0, value: 0, start: 0, end: UInt32.max)
    }
    return MarkFeatures(free: free, off: off)
  }

  /// A layout table: its bytes (empty when absent), its lookup count as
  /// HarfBuzz reads it, and which of ``tags`` its features have and the
  /// lookups they list.
  struct Table {
    let bytes: ByteReader
    /// Whether it is GPOS (else GSUB).
    let isPositioning: Bool
    let lookupCount: Int
    var features: Set<hb_tag_t> = []
    var lookups: Set<Int> = []

    init(_ face: OpaquePointer, _ table: hb_tag_t) {
      let blob = hb_face_reference_table(face, table)
      defer { hb_blob_destroy(blob) }
      var length: UInt32 = 0
      if let data = hb_blob_get_data(blob, &length), length > 0 {
        bytes = ByteReader(bytes: Array(UnsafeRawBufferPointer(start: data, count: Int(length))))
      } else {
        bytes = ByteReader(bytes: [])
      }
      isPositioning = table == openTypeTag("GPOS")
      lookupCount = Int(hb_ot_layout_table_get_lookup_count(face, table))
      var featureCount = hb_ot_layout_table_get_feature_tags(face, table, 0, nil, nil)
      var tags = [hb_tag_t](repeating: 0, count: Int(featureCount))
      featureCount = hb_ot_layout_table_get_feature_tags(face, table, 0, &featureCount, &tags)
      for (feature, featureTag) in tags.prefix(Int(featureCount)).enumerated()
      where MarkFeatures.tags.contains(featureTag) {
        var count = hb_ot_layout_feature_get_lookups(face, table, UInt32(feature), 0, nil, nil)
        var indices = [UInt32](repeating: 0, count: Int(count))
        count = hb_ot_layout_feature_get_lookups(face, table, UInt32(feature), 0, &count, &indices)
        guard count > 0 else { continue }
        features.insert(featureTag)
        lookups.formUnion(indices.prefix(Int(count)).map { Int($0) })
      }
    }
  }

  /// Adds to `reach` the glyphs that can lead to it: the input glyphs of
  /// each substituting lookup (`substituting`, by index) whose output
  /// includes one, until nothing changes. Contextual lookups change glyphs
  /// only through the lookups they name, which are among these. False when
  /// the work would exceed the budget.
  static func reachBack(
    _ reach: inout GlyphSet, face: OpaquePointer, substituting: [Int]
  ) -> Bool {
    let input = hb_set_create()
    let output = hb_set_create()
    defer {
      hb_set_destroy(input)
      hb_set_destroy(output)
    }
    var pending: [(input: [UInt32], output: [UInt32])] = []
    var work = 0
    for index in substituting {
      hb_set_clear(input)
      hb_set_clear(output)
      hb_ot_layout_lookup_collect_glyphs(
        face, openTypeTag("GSUB"), UInt32(index), nil, input, nil, output)
      let lookup = (glyphs(in: input), glyphs(in: output))
      work += lookup.0.count + lookup.1.count
      guard work <= SpaceInLayout.Budget.limit else { return false }
      if !lookup.1.isEmpty { pending.append(lookup) }
    }
    // Each pass takes in at least one lookup, or ends.
    var changed = true
    while changed {
      changed = false
      work += pending.reduce(0) { $0 + $1.output.count }
      guard work <= 4 * SpaceInLayout.Budget.limit else { return false }
      pending.removeAll { lookup in
        guard lookup.output.contains(where: reach.contains) else { return false }
        lookup.input.forEach { reach.insert($0) }
        changed = true
        return true
      }
    }
    return true
  }

  /// The features HarfBuzz 6 turns on for the default shaper (in any
  /// direction), when no feature is asked for.
  static let appliedFeatures: Set<hb_tag_t> = [
    "rvrn", "ltra", "ltrm", "rtla", "rtlm", "frac", "numr", "dnom", "rand", "trak", "Harf", "HARF",
    "Buzz", "BUZZ", "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs",
    "dist", "kern", "liga", "rclt", "vert",
  ].reduce(into: []) { $0.insert(openTypeTag($1)) }

  /// The GSUB lookups HarfBuzz may apply to text with no feature asked for:
  /// those of ``appliedFeatures`` and of every language system's required
  /// feature, in any script, and the lookups their contextual rules name,
  /// and theirs.
  static func appliedLookups(
    _ table: ByteReader, lookupCount: Int, _ budget: inout SpaceInLayout.Budget
  ) throws(FontProblem) -> Set<Int> {
    let scripts = try table.u16(4)
    let features = try table.u16(6)
    let lookups = try table.u16(8)
    guard features != 0 else { return [] }
    let featureCount = try table.u16(features)
    var featureIndices: Set<Int> = []
    for i in 0..<featureCount {
      try budget.spend()
      if appliedFeatures.contains(hb_tag_t(try table.u32(features + 2 + 6 * i))) {
        featureIndices.insert(i)
      }
    }
    let scriptCount = scripts == 0 ? 0 : try table.u16(scripts)
    for i in 0..<scriptCount {
      let script = scripts + (try table.u16(scripts + 2 + 6 * i + 4))
      var systems: [Int] = []
      if try table.u16(script) != 0 { systems.append(script + (try table.u16(script))) }
      let systemCount = try table.u16(script + 2)
      try budget.spend(systemCount)
      for k in 0..<systemCount { systems.append(script + (try table.u16(script + 4 + 6 * k + 4))) }
      for system in systems {
        let required = try table.u16(system + 2)
        if required < featureCount { featureIndices.insert(required) }
      }
    }
    var applied: Set<Int> = []
    var pending: [Int] = []
    for i in featureIndices {
      let feature = features + (try table.u16(features + 2 + 6 * i + 4))
      let count = try table.u16(feature + 2)
      try budget.spend(count)
      for k in 0..<count {
        let index = try table.u16(feature + 4 + 2 * k)
        if index < lookupCount, applied.insert(index).inserted { pending.append(index) }
      }
    }
    while let index = pending.popLast() {
      let lookup = lookups + (try table.u16(lookups + 2 + 2 * index))
      let subtableCount = try table.u16(lookup + 4)
      for j in 0..<subtableCount {
        try budget.spend()
        var subtable = lookup + (try table.u16(lookup + 6 + 2 * j))
        var type = try table.u16(lookup)
        if type == 7 {
          type = try table.u16(subtable + 2)
          subtable += try table.u32(subtable + 4)
        }
        guard type == 5 || type == 6 else { continue }
        for nested in try table.nestedLookups(subtable, type: type, &budget)
        where nested < lookupCount && applied.insert(nested).inserted {
          pending.append(nested)
        }
      }
    }
    return applied
  }

  /// Whether the lookup at `lookup` (an offset in GSUB) has a subtable that
  /// is not contextual: a substitution of its own.
  static func substitutes(_ table: ByteReader, lookup: Int) throws(FontProblem) -> Bool {
    let type = try table.u16(lookup)
    guard type == 7 else { return ![5, 6].contains(type) }
    let subtableCount = try table.u16(lookup + 4)
    for j in 0..<subtableCount {
      let subtable = lookup + (try table.u16(lookup + 6 + 2 * j))
      if ![5, 6].contains(try table.u16(subtable + 2)) { return true }
    }
    return false
  }

  /// The members of a HarfBuzz set.
  static func glyphs(in set: OpaquePointer?) -> [UInt32] {
    var glyphs = [UInt32](repeating: 0, count: Int(hb_set_get_population(set)))
    guard !glyphs.isEmpty else { return [] }
    _ = hb_set_next_many(set, hb_codepoint_t.max, &glyphs, UInt32(glyphs.count))
    return glyphs
  }

}

/// Whether the bit of each UTF-16 unit `range` of `utf16` is set in `bits`
/// (one bit per BMP code point, 1,024 words).
func allUnits(
  of utf16: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, areIn bits: [UInt64]
) -> Bool {
  bits.withUnsafeBufferPointer { bits in
    for i in range {
      let unit = Int(utf16[i])
      if bits[unit >> 6] & (1 << UInt64(unit & 63)) == 0 { return false }
    }
    return true
  }
}

/// A set of 16-bit glyph ids.
struct GlyphSet {
  private var bits = [UInt64](repeating: 0, count: 1024)
  func contains(_ glyph: UInt32) -> Bool {
    glyph <= 0xFFFF && bits[Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0
  }
  mutating func insert(_ glyph: UInt32) {
    guard glyph <= 0xFFFF else { return }
    bits[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63)
  }
  mutating func formUnion(_ other: GlyphSet) {
    for i in bits.indices { bits[i] |= other.bits[i] }
  }
  /// The glyphs in the set, in order.
  var members: [UInt32] {
    var glyphs: [UInt32] = []
    for (i, word) in bits.enumerated() where word != 0 {
      for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { glyphs.append(UInt32(i << 6 | bit)) }
    }
    return glyphs
  }
}

extension MarkFeatures {
  /// A face's BMP characters that are not combining marks, with their glyphs,
  /// and how many of them map to each glyph.
  struct Characters {
    var glyphs: [(scalar: UInt32, glyph: UInt32)] = []
    var weights: [Int]

    init(face: OpaquePointer, font: OpaquePointer) {
      weights = [Int](repeating: 0, count: min(Int(hb_face_get_glyph_count(face)), 0x10000))
      let set = hb_set_create()
      defer { hb_set_destroy(set) }
      hb_face_collect_unicodes(face, set)
      let unicode = hb_unicode_funcs_get_default()
      for scalar in MarkFeatures.glyphs(in: set) where scalar <= 0xFFFF {
        switch hb_unicode_general_category(unicode, scalar) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
          HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK, HB_UNICODE_GENERAL_CATEGORY_UNASSIGNED,
          HB_UNICODE_GENERAL_CATEGORY_SURROGATE:
          continue
        default: break
        }
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 else { continue }
        glyphs.append((scalar, glyph))
        // How much a witness costs: ASCII is in most texts, private use
        // characters in few.
        if glyph < weights.count {
          weights[Int(glyph)] +=
            (0x20...0x7E).contains(scalar) ? 1000 : (0xE000...0xF8FF).contains(scalar) ? 0 : 1
        }
      }
    }
  }

  /// The witness sets of a table's lookups, read from its bytes: for each
  /// rule, the set of glyphs one of which must be in the buffer for it to
  /// match, the one with the least weight.
  struct Witnesses {
    let table: ByteReader
    /// How many characters map to each glyph.
    let weights: [Int]
    private(set) var glyphs = GlyphSet()
    /// The glyphs of each class read, by class definition offset and class
    /// (a subtable's rules name the same classes again and again).
    private var classes: [Int: Candidate] = [:]

    /// Whether the table is GPOS (else GSUB).
    let isPositioning: Bool

    init(table: ByteReader, weights: [Int], isPositioning: Bool) {
      self.table = table
      self.weights = weights
      self.isPositioning = isPositioning
    }

    /// Adds the witnesses of the lookup at `lookup` (an offset in the table).
    mutating func add(lookup: Int, _ budget: inout SpaceInLayout.Budget) throws(FontProblem) {
      let lookupType = try table.u16(lookup)
      let subtableCount = try table.u16(lookup + 4)
      for j in 0..<subtableCount {
        try budget.spend()
        var subtable = lookup + (try table.u16(lookup + 6 + 2 * j))
        var type = lookupType
        if type == (isPositioning ? 9 : 7) {
          let format = try table.u16(subtable)
          guard format == 1 else {
            throw FontProblem.invalidField("extension format", value: format)
          }
          type = try table.u16(subtable + 2)
          subtable += try table.u32(subtable + 4)
        }
        if isPositioning {
          try add(positioning: subtable, type: type, &budget)
        } else {
          try add(subtable: subtable, type: type, &budget)
        }
      }
    }

    /// Adds the witnesses of a GPOS subtable. Each of the first six types
    /// has the coverage of the glyph it positions at offset 2 (a pair's
    /// first glyph, a mark); a mark attachment also needs a glyph of the
    /// coverage at offset 4 (its base, ligature or mark). Contextual
    /// positioning is laid out as contextual substitution.
    mutating func add(positioning subtable: Int, type: Int, _ budget: inout SpaceInLayout.Budget)
      throws(FontProblem)
    {
      switch type {
      case 1...3: try choose([try table.coverage(at: subtable, field: 2, &budget)])
      case 4...6:
        // Marks usually weigh nothing: then no base weighs less.
        let marks = try table.coverage(at: subtable, field: 2, &budget)
        guard weight(marks) > 0 else { return try choose([marks]) }
        try choose([marks, try table.coverage(at: subtable, field: 4, &budget)])
      case 7, 8: try add(subtable: subtable, type: type - 2, &budget)
      default: throw FontProblem.invalidField("GPOS lookup type", value: type)
      }
    }

    /// A candidate witness: a list of glyphs.
    typealias Candidate = [UInt32]

    /// The glyph of least weight among single-glyph candidates, each
    /// considered with its weight (``weight(of:)``). It keeps no copy of the
    /// chosen glyphs: a copy alive while a choice is inserted would make the
    /// set copy all its 8 KB at each rule.
    struct Single {
      var glyph: UInt32?
      var weight = Int.max
      mutating func consider(_ candidate: UInt32, weight candidateWeight: Int) {
        if candidateWeight < weight { (glyph, weight) = (candidate, candidateWeight) }
      }
    }

    /// How many characters map to `glyph`; none for a glyph already chosen
    /// (or one no character maps to).
    func weight(of glyph: UInt32) -> Int {
      glyphs.contains(glyph) || glyph >= weights.count ? 0 : weights[Int(glyph)]
    }

    mutating func add(subtable: Int, type: Int, _ budget: inout SpaceInLayout.Budget)
      throws(FontProblem)
    {
      let table = self.table
      let format = try table.u16(subtable)
      switch (type, format) {
      case (1, _), (2, _), (3, _):
        try choose([try table.coverage(at: subtable, field: 2, &budget)])
      case (4, 1):
        let firsts = try table.coverage(at: subtable, field: 2, &budget)
        try table.eachOffset(at: subtable + 4, from: subtable, &budget) {
          set, i, budget throws(FontProblem) in
          try table.eachOffset(at: set, from: set, &budget) {
            ligature, _, budget throws(FontProblem) in
            let componentCount = try table.u16(ligature + 2)
            guard componentCount > 1 else {
              try choose([i < firsts.count ? [firsts[i]] : firsts])
              return
            }
            try budget.spend(componentCount)
            var best = Single()
            if i < firsts.count { best.consider(firsts[i], weight: weight(of: firsts[i])) }
            for k in 1..<componentCount {
              let component = UInt32(try table.u16(ligature + 2 + 2 * k))
              best.consider(component, weight: weight(of: component))
            }
            best.glyph.map { glyphs.insert($0) }
          }
        }
      case (5, 1), (6, 1):
        let firsts = try table.coverage(at: subtable, field: 2, &budget)
        try table.eachOffset(at: subtable + 4, from: subtable, &budget) {
          set, i, budget throws(FontProblem) in
          try table.eachOffset(at: set, from: set, &budget) { rule, _, budget throws(FontProblem) in
            guard i < firsts.count else { return try choose([firsts]) }
            var best = Single()
            best.consider(firsts[i], weight: weight(of: firsts[i]))
            try table.sequences(rule, chained: type == 6, &budget) { _, glyph in
              best.consider(UInt32(glyph), weight: weight(of: UInt32(glyph)))
            }
            best.glyph.map { glyphs.insert($0) }
          }
        }
      case (5, 2), (6, 2):
        let firsts = try table.coverage(at: subtable, field: 2, &budget)
        // Class definitions for the backtrack, input and lookahead places.
        let classDefs =
          type == 5
          ? [0, try table.u16(subtable + 4), 0]
          : [try table.u16(subtable + 4), try table.u16(subtable + 6), try table.u16(subtable + 8)]
        try table.eachOffset(at: subtable + (type == 5 ? 6 : 10), from: subtable, &budget) {
          set, _, budget throws(FontProblem) in
          try table.eachOffset(at: set, from: set, &budget) { rule, _, budget throws(FontProblem) in
            var candidates: [Candidate] = [firsts]
            var places: [(place: Int, klass: Int)] = []
            try table.sequences(rule, chained: type == 6, &budget) { place, klass in
              if klass != 0 { places.append((place, klass)) }
            }
            for (place, klass) in places where classDefs[place] != 0 {
              let key = (subtable + classDefs[place]) << 16 | klass
              if classes[key] == nil {
                classes[key] = try table.glyphs(
                  ofClass: klass, at: subtable + classDefs[place], &budget)
              }
              candidates.append(classes[key] ?? [])
            }
            try choose(candidates)
          }
        }
      case (5, 3):
        let count = try table.u16(subtable + 2)
        try choose(
          (0..<count).map { k throws(FontProblem) in
            try table.coverage(at: subtable, field: 6 + 2 * k, &budget)
          })
      case (6, 3), (8, 1):
        // Backtrack, input and lookahead coverages (reverse chaining: the
        // coverage, then backtrack and lookahead).
        var candidates: [Candidate] = []
        var at = subtable + 2
        if type == 8 {
          candidates.append(try table.coverage(at: subtable, field: 2, &budget))
          at += 2
        }
        for _ in 0..<(type == 8 ? 2 : 3) {
          let count = try table.u16(at)
          for k in 0..<count {
            candidates.append(
              try table.coverage(at: subtable, field: at + 2 + 2 * k - subtable, &budget))
          }
          at += 2 + 2 * count
        }
        try choose(candidates)
      default:
        throw FontProblem.invalidField("lookup type", value: type)
      }
    }

    /// Adds the candidate with the least weight.
    mutating func choose(_ candidates: [Candidate]) throws(FontProblem) {
      guard let best = candidates.min(by: { weight($0) < weight($1) }) else {
        throw FontProblem.invalidField("rule places", value: 0)
      }
      best.forEach { glyphs.insert($0) }
    }

    func weight(_ candidate: Candidate) -> Int {
      candidate.reduce(0) { $0 + weight(of: $1) }
    }

  }
}

fileprivate extension ByteReader {
  typealias Budget = SpaceInLayout.Budget

  /// Calls `body` with each offset (from `base`) of the array at `at`,
  /// preceded by its count, and its index.
  func eachOffset(
    at: Int, from base: Int, _ budget: inout Budget,
    _ body: (Int, Int, inout Budget) throws(FontProblem) -> Void
  ) throws(FontProblem) {
    let count = try u16(at)
    for i in 0..<count {
      try budget.spend()
      let offset = try u16(at + 2 + 2 * i)
      guard offset != 0 else { continue }
      try body(base + offset, i, &budget)
    }
  }

  /// Calls `body` with the place (0 backtrack, 1 input, 2 lookahead) and
  /// the glyph or class of each item of a contextual rule other than its
  /// first input.
  func sequences(
    _ rule: Int, chained: Bool, _ budget: inout Budget,
    _ body: (Int, Int) -> Void
  ) throws(FontProblem) {
    var at = rule
    for place in chained ? [0, 1, 2] : [1] {
      let count = try u16(at)
      // The input's count includes its first glyph, not in the sequence.
      let length = place == 1 ? max(count - 1, 0) : count
      let items = place == 1 && !chained ? at + 4 : at + 2
      try budget.spend(length)
      for k in 0..<length { body(place, try u16(items + 2 * k)) }
      at = items + 2 * length
    }
  }

  /// The glyphs of the coverage table whose offset (from `subtable`) is
  /// at `subtable + field`, in coverage index order.
  func coverage(at subtable: Int, field: Int, _ budget: inout Budget)
    throws(FontProblem) -> [UInt32]
  {
    let offset = subtable + (try u16(subtable + field))
    let format = try u16(offset)
    let count = try u16(offset + 2)
    var glyphs: [UInt32] = []
    switch format {
    case 1:
      try budget.spend(count)
      for k in 0..<count { glyphs.append(UInt32(try u16(offset + 4 + 2 * k))) }
    case 2:
      for k in 0..<count { try appendRange(at: offset + 4 + 6 * k, to: &glyphs, &budget) }
    default: throw FontProblem.invalidField("Coverage format", value: format)
    }
    return glyphs
  }

  /// The glyphs the class definition at `offset` puts in class `klass`
  /// (not 0).
  func glyphs(ofClass klass: Int, at offset: Int, _ budget: inout Budget)
    throws(FontProblem) -> [UInt32]
  {
    let format = try u16(offset)
    var glyphs: [UInt32] = []
    switch format {
    case 1:
      let start = try u16(offset + 2)
      let count = try u16(offset + 4)
      try budget.spend(count)
      for k in 0..<count where try u16(offset + 6 + 2 * k) == klass {
        glyphs.append(UInt32(start + k))
      }
    case 2:
      let count = try u16(offset + 2)
      for k in 0..<count where try u16(offset + 8 + 6 * k) == klass {
        try appendRange(at: offset + 4 + 6 * k, to: &glyphs, &budget)
      }
    default: throw FontProblem.invalidField("ClassDef format", value: format)
    }
    return glyphs
  }

  /// Appends the glyphs of the range record (first glyph, last glyph) at
  /// `record`, as coverage and class definition tables of format 2 hold them.
  func appendRange(at record: Int, to glyphs: inout [UInt32], _ budget: inout Budget)
    throws(FontProblem)
  {
    let start = try u16(record)
    let end = try u16(record + 2)
    guard start <= end else { return }
    try budget.spend(end - start + 1)
    for glyph in start...end { glyphs.append(UInt32(glyph)) }
  }

  /// The lookups the rules of a contextual subtable (GSUB type 5 or 6) name.
  func nestedLookups(_ subtable: Int, type: Int, _ budget: inout Budget) throws(FontProblem)
    -> [Int]
  {
    var found: [Int] = []
    /// Reads `count` lookup records (sequence index, lookup index) from `at`.
    func records(_ count: Int, at: Int, _ budget: inout Budget) throws(FontProblem) {
      try budget.spend(count)
      for k in 0..<count { found.append(try u16(at + 4 * k + 2)) }
    }
    /// Reads the records after a chained rule's backtrack, input (its count
    /// includes the first glyph, not in the array unless `coverages`) and
    /// lookahead arrays, which start at `at`.
    func chainedRecords(at start: Int, coverages: Bool, _ budget: inout Budget)
      throws(FontProblem)
    {
      var at = start
      for place in 0..<3 {
        let count = try u16(at)
        at += 2 + 2 * (place == 1 && !coverages ? max(count - 1, 0) : count)
      }
      try records(try u16(at), at: at + 2, &budget)
    }
    let format = try u16(subtable)
    switch (type, format) {
    case (5, 1), (5, 2):
      try eachOffset(at: subtable + (format == 1 ? 4 : 6), from: subtable, &budget) {
        set, _, budget throws(FontProblem) in
        try eachOffset(at: set, from: set, &budget) { rule, _, budget throws(FontProblem) in
          let glyphCount = try u16(rule)
          try records(try u16(rule + 2), at: rule + 4 + 2 * max(glyphCount - 1, 0), &budget)
        }
      }
    case (5, 3):
      let glyphCount = try u16(subtable + 2)
      try records(try u16(subtable + 4), at: subtable + 6 + 2 * glyphCount, &budget)
    case (6, 1), (6, 2):
      try eachOffset(at: subtable + (format == 1 ? 4 : 10), from: subtable, &budget) {
        set, _, budget throws(FontProblem) in
        try eachOffset(at: set, from: set, &budget) { rule, _, budget throws(FontProblem) in
          try chainedRecords(at: rule, coverages: false, &budget)
        }
      }
    case (6, 3):
      try chainedRecords(at: subtable + 2, coverages: true, &budget)
    default:
      throw FontProblem.invalidField("contextual format", value: format)
    }
    return found
  }
}
