/// The `CFF2` table (OpenType 1.8 CFF2 specification): header, Top DICT, the
/// Global Subr, CharStrings and Font DICT INDEXes, FDSelect, Private DICTs
/// with their local subroutines, the VariationStore, and every glyph's
/// charstring run through the charstring grammar.
///
/// A charstring is run as FreeType or HarfBuzz would run it, without drawing:
/// operand counts per operator, the 513-operand stack, hint masks, `blend`
/// against the VariationStore's region counts, and subroutine calls (at most
/// 10 deep). The operators CFF2 removed (`endchar`, `return`, the arithmetic
/// ones) are errors. The whole run is bounded by
/// ``CFF2Check/operationBudget(tableLength:)`` operators.
extension FontStructure {
  func checkCFF2(_ table: TableRecord, glyphCount: Int) throws(FontProblem) {
    try CFF2Check(reader: reader, table: table, glyphCount: glyphCount).check()
  }
}

/// One CFF2 table's check; offsets are relative to the table's start.
struct CFF2Check {
  let reader: ByteReader
  let table: TableRecord
  let glyphCount: Int

  static let maximumStack = 513
  static let maximumSubroutineDepth = 10
  static let maximumStems = 96

  /// The most charstring operators and operands one table may run: 16 per
  /// byte plus a floor for tiny fonts, and 100 million at most (≈1 s). A real
  /// font runs about one per byte: Noto Sans CJK JP converted to CFF2 (16 MB,
  /// 65,535 glyphs) runs 15 million.
  static func operationBudget(tableLength: Int) -> Int {
    min(100_000 + 16 * tableLength, 100_000_000)
  }

  func fail(_ structure: String, _ reason: String) -> FontProblem {
    .invalidCFF2(structure: structure, reason: reason)
  }

  func u8(_ at: Int, _ structure: String) throws(FontProblem) -> Int {
    guard at >= 0, at < table.length else {
      throw fail(structure, "runs past the end of the table")
    }
    return try reader.u8(table.offset + at)
  }

  func u16(_ at: Int, _ structure: String) throws(FontProblem) -> Int {
    guard at >= 0, at + 2 <= table.length else {
      throw fail(structure, "runs past the end of the table")
    }
    return try reader.u16(table.offset + at)
  }

  func u32(_ at: Int, _ structure: String) throws(FontProblem) -> Int {
    guard at >= 0, at + 4 <= table.length else {
      throw fail(structure, "runs past the end of the table")
    }
    return try reader.u32(table.offset + at)
  }

  func check() throws(FontProblem) {
    let major = try u8(0, "header")
    let headerSize = try u8(2, "header")
    let topSize = try u16(3, "header")
    guard major == 2 else { throw fail("header", "has major version \(major), not 2") }
    guard headerSize >= 5 else {
      throw fail("header", "gives a header size of \(headerSize), below 5")
    }
    guard headerSize + topSize <= table.length else {
      throw fail("Top DICT", "runs past the end of the table")
    }
    // The Top DICT (no blend there) names the VariationStore, whose region
    // counts blend needs in the Private DICTs and charstrings.
    let topRange = headerSize..<headerSize + topSize
    let top = try parseDict(topRange, kind: .top, regionCounts: [])
    guard let charStringsOffset = top[17]?.first else {
      throw fail("Top DICT", "has no CharStrings")
    }
    guard let fdArrayOffset = top[1236]?.first else { throw fail("Top DICT", "has no FDArray") }
    let regionCounts =
      try top[24].map { (operands) throws(FontProblem) in
        try variationStore(at: operands[0])
      } ?? []

    let globalSubrs = try index(at: topRange.upperBound, "Global Subr INDEX")
    let charStrings = try index(at: charStringsOffset, "CharStrings INDEX")
    guard charStrings.count == glyphCount else {
      throw fail(
        "CharStrings INDEX", "holds \(charStrings.count) glyphs; maxp.numGlyphs is \(glyphCount)")
    }
    let fdArray = try index(at: fdArrayOffset, "FDArray")
    guard fdArray.count >= 1 else { throw fail("FDArray", "is empty") }
    var fonts: [PrivateFont] = []
    for font in 0..<fdArray.count {
      fonts.append(try privateFont(fdArray.item(font), regionCounts: regionCounts))
    }
    let select: FDSelect
    if let fdSelectOffset = top[1237]?.first {
      select = try fdSelect(at: fdSelectOffset, fontCount: fonts.count)
    } else if fonts.count == 1 {
      select = .single
    } else {
      throw fail("Top DICT", "has \(fonts.count) Font DICTs and no FDSelect")
    }

    var run = CharStringRun(
      check: self, globalSubrs: globalSubrs, regionCounts: regionCounts,
      budget: Self.operationBudget(tableLength: table.length))
    for glyph in 0..<glyphCount {
      let font = fonts[select.font(of: glyph)]
      do throws(CharStringError) {
        try run.run(charStrings.item(glyph), font: font)
      } catch {
        throw FontProblem.invalidCharString(glyph: glyph, reason: error.reason)
      }
    }
  }

  // MARK: INDEX

  /// A CFF2 INDEX: a 32-bit count, an offset size, count + 1 ascending
  /// offsets from 1, then the data.
  struct Index {
    /// Table-relative start of each item and the end of the last.
    var bounds: [Int]
    var count: Int { max(bounds.count - 1, 0) }
    func item(_ i: Int) -> Range<Int> { bounds[i]..<bounds[i + 1] }
  }

  func index(at offset: Int, _ name: String) throws(FontProblem) -> Index {
    let count = try u32(offset, name)
    if count == 0 { return Index(bounds: []) }
    let offSize = try u8(offset + 4, name)
    guard (1...4).contains(offSize) else { throw fail(name, "has offset size \(offSize)") }
    let array = offset + 5
    guard count < (table.length - array) / offSize else {
      throw fail(name, "holds \(count) items; the table is too short for their offsets")
    }
    let dataBase = array + (count + 1) * offSize - 1
    var bounds: [Int] = []
    bounds.reserveCapacity(count + 1)
    var previous = 1
    for i in 0...count {
      var value = 0
      for byte in 0..<offSize {
        value = value << 8 | (try u8(array + i * offSize + byte, name))
      }
      guard i > 0 || value == 1 else { throw fail(name, "first offset is \(value), not 1") }
      guard value >= previous else { throw fail(name, "offsets decrease at item \(i)") }
      guard dataBase + value <= table.length else {
        throw fail(name, "item \(i - 1) runs past the end of the table")
      }
      previous = value
      bounds.append(dataBase + value)
    }
    return Index(bounds: bounds)
  }

  // MARK: DICT

  enum DictKind {
    case top, font, `private`

    var name: String {
      switch self {
      case .top: "Top DICT"
      case .font: "Font DICT"
      case .private: "Private DICT"
      }
    }

    /// The operators CFF2 allows in this DICT and their operand counts
    /// (nil: any number). `blend` (23) is handled apart.
    var operators: [Int: Int?] {
      switch self {
      case .top: [1207: 6, 17: 1, 1236: 1, 1237: 1, 24: 1, 25: 1]
      case .font: [18: 2]
      case .private:
        [
          6: nil, 7: nil, 8: nil, 9: nil, 10: 1, 11: 1, 1209: 1, 1210: 1, 1211: 1, 1212: nil,
          1213: nil, 1217: 1, 1218: 1, 19: 1, 22: 1,
        ]
      }
    }
  }

  /// The DICT in `range`: each operator (escaped ones as 1200 + the second
  /// byte) with its integer operands (real numbers as 0). Operands must end
  /// with an operator, operators must be the ones CFF2 allows in `kind`.
  func parseDict(_ range: Range<Int>, kind: DictKind, regionCounts: [Int]) throws(FontProblem)
    -> [Int: [Int]]
  {
    let name = kind.name
    let allowed = kind.operators
    var entries: [Int: [Int]] = [:]
    var stack: [Int] = []
    var vsindex = 0
    var at = range.lowerBound
    while at < range.upperBound {
      let b0 = try u8(at, name)
      switch b0 {
      case 28:
        guard at + 3 <= range.upperBound else { throw fail(name, "ends inside a number") }
        stack.append(Int(Int16(truncatingIfNeeded: try u16(at + 1, name))))
        at += 3
      case 29:
        guard at + 5 <= range.upperBound else { throw fail(name, "ends inside a number") }
        stack.append(Int(Int32(truncatingIfNeeded: try u32(at + 1, name))))
        at += 5
      case 30:
        at += 1
        while true {
          guard at < range.upperBound else { throw fail(name, "ends inside a real number") }
          let byte = try u8(at, name)
          at += 1
          if byte & 0x0F == 0x0F || byte >> 4 == 0x0F { break }
        }
        stack.append(0)
      case 32...246:
        stack.append(b0 - 139)
        at += 1
      case 247...254:
        guard at + 2 <= range.upperBound else { throw fail(name, "ends inside a number") }
        let b1 = try u8(at + 1, name)
        stack.append(b0 < 251 ? (b0 - 247) * 256 + b1 + 108 : -(b0 - 251) * 256 - b1 - 108)
        at += 2
      case 255:
        throw fail(name, "holds the reserved byte 255")
      default:
        var op = b0
        at += 1
        if b0 == 12 {
          guard at < range.upperBound else { throw fail(name, "ends inside an operator") }
          op = 1200 + (try u8(at, name))
          at += 1
        }
        if op == 23, kind == .private {
          // blend: n default values, n × k deltas, n.
          guard let n = stack.last, n >= 0, vsindex < regionCounts.count else {
            throw fail(name, "has a blend without a VariationStore region list")
          }
          let k = regionCounts[vsindex]
          guard n * (k + 1) + 1 <= stack.count else {
            throw fail(name, "blend needs \(n * (k + 1) + 1) operands; it has \(stack.count)")
          }
          stack.removeLast(1 + n * k)
          continue
        }
        guard let expected = allowed[op] else {
          throw fail(
            name, "holds operator \(Self.operatorName(op)), which CFF2 does not allow here")
        }
        if let expected, stack.count != expected {
          throw fail(
            name,
            "operator \(Self.operatorName(op)) takes \(expected) operand\(expected == 1 ? "" : "s"), "
              + "not \(stack.count)")
        }
        if op == 22 { vsindex = stack[0] }
        entries[op] = stack
        stack.removeAll(keepingCapacity: true)
        continue
      }
      guard stack.count <= Self.maximumStack else {
        throw fail(name, "holds more than \(Self.maximumStack) operands")
      }
    }
    guard stack.isEmpty else { throw fail(name, "ends with operands and no operator") }
    return entries
  }

  static func operatorName(_ op: Int) -> String { op >= 1200 ? "12 \(op - 1200)" : "\(op)" }

  // MARK: Font DICTs, Private DICTs, FDSelect, VariationStore

  /// What a glyph's charstring needs from its Font DICT.
  struct PrivateFont {
    var subrs: Index
    var vsindex: Int
  }

  func privateFont(_ range: Range<Int>, regionCounts: [Int]) throws(FontProblem) -> PrivateFont {
    let font = try parseDict(range, kind: .font, regionCounts: regionCounts)
    guard let privateEntry = font[18] else {
      throw fail("Font DICT", "has no Private DICT")
    }
    let (size, offset) = (privateEntry[0], privateEntry[1])
    guard size >= 0, offset >= 0, offset <= table.length, size <= table.length - offset else {
      throw fail("Private DICT", "lies outside the table (offset \(offset), size \(size))")
    }
    let entries = try parseDict(offset..<offset + size, kind: .private, regionCounts: regionCounts)
    let vsindex = entries[22]?.first ?? 0
    guard vsindex == 0 || (0..<regionCounts.count).contains(vsindex) else {
      throw fail("Private DICT", "has vsindex \(vsindex), which names no VariationStore data")
    }
    var subrs = Index(bounds: [])
    if let subrsOffset = entries[19]?.first {
      subrs = try index(at: offset + subrsOffset, "local Subrs INDEX")
    }
    return PrivateFont(subrs: subrs, vsindex: vsindex)
  }

  enum FDSelect {
    case single
    case perGlyph([UInt16])

    func font(of glyph: Int) -> Int {
      switch self {
      case .single: 0
      case .perGlyph(let fonts): Int(fonts[glyph])
      }
    }
  }

  /// FDSelect formats 0, 3 and 4; every Font DICT index below `fontCount`.
  func fdSelect(at offset: Int, fontCount: Int) throws(FontProblem) -> FDSelect {
    let name = "FDSelect"
    let format = try u8(offset, name)
    var fonts = [UInt16](repeating: 0, count: glyphCount)
    func checked(_ font: Int) throws(FontProblem) -> UInt16 {
      guard font < fontCount else { throw fail(name, "names Font DICT \(font) of \(fontCount)") }
      return UInt16(font)
    }
    switch format {
    case 0:
      for glyph in 0..<glyphCount { fonts[glyph] = try checked(try u8(offset + 1 + glyph, name)) }
    case 3, 4:
      let wide = format == 4
      let rangeCount = wide ? try u32(offset + 1, name) : try u16(offset + 1, name)
      let recordSize = wide ? 6 : 3
      let first = offset + (wide ? 5 : 3)
      guard rangeCount >= 1, rangeCount <= (table.length - first) / recordSize else {
        throw fail(name, "has \(rangeCount) ranges")
      }
      func glyphAt(_ at: Int) throws(FontProblem) -> Int {
        wide ? try u32(at, name) : try u16(at, name)
      }
      var start = try glyphAt(first)
      guard start == 0 else { throw fail(name, "first range starts at glyph \(start), not 0") }
      for range in 0..<rangeCount {
        let record = first + range * recordSize
        let font = try checked(wide ? try u16(record + 4, name) : try u8(record + 2, name))
        let end = try glyphAt(record + recordSize)  // the next range's first glyph, or the sentinel
        guard end > start, end <= glyphCount else {
          throw fail(name, "range \(range) ends at glyph \(end)")
        }
        for glyph in start..<end { fonts[glyph] = font }
        start = end
      }
      guard start == glyphCount else {
        throw fail(name, "covers \(start) glyphs; maxp.numGlyphs is \(glyphCount)")
      }
    default:
      throw fail(name, "has format \(format)")
    }
    return .perGlyph(fonts)
  }

  /// The VariationStore (a 16-bit length, then an ItemVariationStore) and the
  /// number of regions each of its ItemVariationData uses.
  func variationStore(at offset: Int) throws(FontProblem) -> [Int] {
    let name = "VariationStore"
    let length = try u16(offset, name)
    let store = offset + 2
    guard store + length <= table.length else { throw fail(name, "runs past the end of the table") }
    let format = try u16(store, name)
    guard format == 1 else { throw fail(name, "has format \(format)") }
    let regionList = store + (try u32(store + 2, name))
    let axisCount = try u16(regionList, name)
    let regionCount = try u16(regionList + 2, name)
    guard regionList + 4 + regionCount * axisCount * 6 <= table.length else {
      throw fail(name, "region list runs past the end of the table")
    }
    let dataCount = try u16(store + 6, name)
    var regionCounts: [Int] = []
    for i in 0..<dataCount {
      let data = store + (try u32(store + 8 + 4 * i, name))
      let itemCount = try u16(data, name)
      let wordCount = try u16(data + 2, name)
      let regionIndexCount = try u16(data + 4, name)
      for r in 0..<regionIndexCount {
        let region = try u16(data + 6 + 2 * r, name)
        guard region < regionCount else {
          throw fail(name, "data \(i) uses region \(region) of \(regionCount)")
        }
      }
      let longWords = wordCount & 0x8000 != 0
      let words = wordCount & 0x7FFF
      guard words <= regionIndexCount else {
        throw fail(name, "data \(i) has \(words) word deltas for \(regionIndexCount) regions")
      }
      let rowSize =
        longWords
        ? 4 * words + 2 * (regionIndexCount - words) : 2 * words + regionIndexCount - words
      guard data + 6 + 2 * regionIndexCount + itemCount * rowSize <= table.length else {
        throw fail(name, "data \(i) runs past the end of the table")
      }
      regionCounts.append(regionIndexCount)
    }
    return regionCounts
  }
}

/// Why a charstring is refused.
struct CharStringError: Error {
  var reason: String
}

/// The state of the charstring check across glyphs: the operand stack (kept
/// to reuse its storage) and the remaining operation budget.
struct CharStringRun {
  let check: CFF2Check
  let globalSubrs: CFF2Check.Index
  let regionCounts: [Int]
  var budget: Int
  /// The operands; nil for a fixed-point number with a fraction, which no
  /// operator that needs a count or an index may take.
  private var stack: [Int?] = []
  private var stems = 0
  private var vsindex = 0

  init(check: CFF2Check, globalSubrs: CFF2Check.Index, regionCounts: [Int], budget: Int) {
    self.check = check
    self.globalSubrs = globalSubrs
    self.regionCounts = regionCounts
    self.budget = budget
    stack.reserveCapacity(CFF2Check.maximumStack + 1)
  }

  /// Runs one glyph's charstring.
  mutating func run(_ range: Range<Int>, font: CFF2Check.PrivateFont) throws(CharStringError) {
    stack.removeAll(keepingCapacity: true)
    stems = 0
    vsindex = font.vsindex
    try execute(range, font: font, depth: 0)
  }

  private static func bias(_ count: Int) -> Int {
    count < 1240 ? 107 : count < 33900 ? 1131 : 32768
  }

  private func byte(_ at: Int) throws(CharStringError) -> Int {
    do throws(FontProblem) {
      return try check.u8(at, "charstring")
    } catch {
      throw CharStringError(reason: "runs past the end of the table")
    }
  }

  private mutating func push(_ value: Int?) throws(CharStringError) {
    guard stack.count < CFF2Check.maximumStack else {
      throw CharStringError(reason: "uses more than \(CFF2Check.maximumStack) operands")
    }
    stack.append(value)
  }

  private mutating func execute(_ range: Range<Int>, font: CFF2Check.PrivateFont, depth: Int)
    throws(CharStringError)
  {
    var at = range.lowerBound
    while at < range.upperBound {
      budget -= 1
      guard budget >= 0 else {
        throw CharStringError(reason: "the charstrings run longer than any real font's")
      }
      let b0 = try byte(at)
      switch b0 {
      case 32...246:
        try push(b0 - 139)
        at += 1
        continue
      case 247...254:
        guard at + 2 <= range.upperBound else {
          throw CharStringError(reason: "ends inside a number")
        }
        let b1 = try byte(at + 1)
        try push(b0 < 251 ? (b0 - 247) * 256 + b1 + 108 : -(b0 - 251) * 256 - b1 - 108)
        at += 2
        continue
      case 28:
        guard at + 3 <= range.upperBound else {
          throw CharStringError(reason: "ends inside a number")
        }
        try push(Int(Int16(truncatingIfNeeded: try byte(at + 1) << 8 | (try byte(at + 2)))))
        at += 3
        continue
      case 255:
        guard at + 5 <= range.upperBound else {
          throw CharStringError(reason: "ends inside a number")
        }
        var value = 0
        for i in 1...4 { value = value << 8 | (try byte(at + i)) }
        let fixed = Int(Int32(truncatingIfNeeded: value))
        try push(fixed & 0xFFFF == 0 ? fixed >> 16 : nil)
        at += 5
        continue
      default:
        break
      }
      var op = b0
      at += 1
      if b0 == 12 {
        guard at < range.upperBound else {
          throw CharStringError(reason: "ends inside an operator")
        }
        op = 1200 + (try byte(at))
        at += 1
      }
      let count = stack.count
      func expect(_ valid: Bool, _ name: String) throws(CharStringError) {
        guard valid else { throw CharStringError(reason: "\(name) with \(count) operands") }
      }
      switch op {
      case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
        try expect(count >= 2 && count % 2 == 0, "a stem hint")
        stems += count / 2
        guard stems <= CFF2Check.maximumStems else {
          throw CharStringError(reason: "declares more than \(CFF2Check.maximumStems) stem hints")
        }
      case 19, 20:  // hintmask, cntrmask (operands: an implied vstemhm)
        try expect(count % 2 == 0, op == 19 ? "hintmask" : "cntrmask")
        stems += count / 2
        guard stems <= CFF2Check.maximumStems else {
          throw CharStringError(reason: "declares more than \(CFF2Check.maximumStems) stem hints")
        }
        at += (stems + 7) / 8
        guard at <= range.upperBound else {
          throw CharStringError(reason: "ends inside a hint mask")
        }
      case 21: try expect(count == 2, "rmoveto")
      case 4, 22: try expect(count == 1, op == 4 ? "vmoveto" : "hmoveto")
      case 5: try expect(count >= 2 && count % 2 == 0, "rlineto")
      case 6, 7: try expect(count >= 1, op == 6 ? "hlineto" : "vlineto")
      case 8: try expect(count >= 6 && count % 6 == 0, "rrcurveto")
      case 26, 27: try expect(count >= 4 && count % 4 <= 1, op == 26 ? "vvcurveto" : "hhcurveto")
      case 30, 31:
        try expect(
          count >= 4 && [0, 1, 4, 5].contains(count % 8), op == 30 ? "vhcurveto" : "hvcurveto")
      case 24: try expect(count >= 8 && (count - 2) % 6 == 0, "rcurveline")
      case 25: try expect(count >= 8 && (count - 6) % 2 == 0, "rlinecurve")
      case 1234: try expect(count == 7, "hflex")
      case 1235: try expect(count == 13, "flex")
      case 1236: try expect(count == 9, "hflex1")
      case 1237: try expect(count == 11, "flex1")
      case 10, 29:  // callsubr, callgsubr
        let subrs = op == 10 ? font.subrs : globalSubrs
        let name = op == 10 ? "callsubr" : "callgsubr"
        guard let number = stack.popLast(), let number else {
          throw CharStringError(reason: "\(name) without an integer subroutine number")
        }
        let index = number + Self.bias(subrs.count)
        guard index >= 0, index < subrs.count else {
          throw CharStringError(reason: "\(name) \(number) names no subroutine (\(subrs.count))")
        }
        guard depth < CFF2Check.maximumSubroutineDepth else {
          throw CharStringError(
            reason: "subroutines nest more than \(CFF2Check.maximumSubroutineDepth) deep")
        }
        try execute(subrs.item(index), font: font, depth: depth + 1)
        continue
      case 15:  // vsindex
        try expect(count == 1, "vsindex")
        guard let value = stack[0], value >= 0, value < regionCounts.count else {
          throw CharStringError(reason: "vsindex names no VariationStore data")
        }
        vsindex = value
      case 16:  // blend: n defaults, n × k deltas, n
        guard let last = stack.last, let n = last, n >= 0 else {
          throw CharStringError(reason: "blend without an integer count")
        }
        guard vsindex < regionCounts.count else {
          throw CharStringError(reason: "blend without VariationStore data")
        }
        let k = regionCounts[vsindex]
        guard n * (k + 1) + 1 <= count else {
          throw CharStringError(reason: "blend needs \(n * (k + 1) + 1) operands; it has \(count)")
        }
        stack.removeLast(1 + n * k)
        continue
      case 11: throw CharStringError(reason: "return, which CFF2 does not allow")
      case 14: throw CharStringError(reason: "endchar, which CFF2 does not allow")
      default:
        throw CharStringError(
          reason: "operator \(CFF2Check.operatorName(op)), which CFF2 does not define")
      }
      stack.removeAll(keepingCapacity: true)
    }
  }
}
