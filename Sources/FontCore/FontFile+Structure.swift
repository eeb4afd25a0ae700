import FileAccess

#if canImport(Glibc)
  import Glibc
#endif

extension FontFile {
  /// Checks the structure of face `faceIndex` of the font file at `path`
  /// (every face when nil) against the OpenType specification, before
  /// FreeType or HarfBuzz read it.
  ///
  /// The checks are the ones a face must pass for its metrics, character map
  /// and glyphs to mean anything; they follow what the OpenType Sanitizer
  /// rejects, for the tables Typometer reads:
  ///
  /// - the container: an sfnt (`0x00010000`, `OTTO`, `true`) or a collection
  ///   (`ttcf` version 1 or 2) whose faces lie in the file; WOFF and WOFF2 are
  ///   not read; any other file is left to FreeType to accept or refuse;
  /// - the table directory: it fits in the file, tags are printable ASCII and
  ///   unique, every table lies in the file;
  /// - required tables: `head`, `hhea`, `hmtx`, `maxp`, `cmap`, `name`, and glyph
  ///   data (`glyf` with `loca`, `CFF `, `CFF2`, or a bitmap table) matching the
  ///   `sfntVersion`;
  /// - `head`: length, magic number, unitsPerEm 16…16384, indexToLocFormat 0 or 1,
  ///   a bounding box whose minimum is not above its maximum;
  /// - `maxp` (version and at least one glyph), `hhea` (1 ≤ numberOfHMetrics ≤
  ///   numGlyphs) and `hmtx` (long enough for both);
  /// - `loca` and `glyf`: offsets ascending within `glyf`, each glyph's contours,
  ///   instructions, flags and coordinates (or components, which must exist)
  ///   within its bytes;
  /// - `cmap`: every subtable within the table, ranges in order, every glyph id
  ///   below numGlyphs (formats 0, 4, 6, 10, 12, 13);
  /// - `OS/2` (version ≤ 5 and the length it needs) and `post` (a known version;
  ///   version 2 name indices that exist), when present;
  /// - `CFF2`: header, DICTs (only the operators CFF2 allows), INDEXes, FDSelect,
  ///   VariationStore, and every charstring run through the charstring grammar
  ///   (operand counts, stack depth, hint masks, blends, subroutine calls);
  /// - `GDEF`, `GSUB`, `GPOS`: a known major version and header offsets inside
  ///   the table;
  /// - `COLR`: records inside the table naming glyphs that exist, and a version 1
  ///   paint graph without cycles.
  ///
  /// The subtables of the layout tables, CFF (version 1) charstrings and the
  /// other colour tables are checked by HarfBuzz's and FreeType's own
  /// sanitizers when they read them.
  /// Verdicts are kept per file identity (device, inode, size, modification time);
  /// a file whose every face passed passes for each face without a new check.
  ///
  /// - Throws: ``FontError/malformed(path:index:problem:)`` naming the face and
  ///   the problem, or the errors of ``checkReadable(_:)``.
  public static func checkStructure(_ path: String, faceIndex: Int? = nil) throws(FontError) {
    try checkReadable(path)
    var info = stat()
    guard stat(path, &info) == 0 else { throw FontError.fileNotFound(path: path) }
    let key = StructureKey(
      path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
      size: Int64(info.st_size),
      modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000
        + Int64(info.st_mtim.tv_nsec), face: faceIndex)
    var wholeFile = key
    wholeFile.face = nil
    let known = structureVerdicts.withLock { verdicts -> StructureVerdict?? in
      if let verdict = verdicts[key] { return verdict }
      // A file whose every face passed (the catalog checks files whole):
      // this face passes too.
      if case .some(.none) = verdicts[wholeFile] { return .some(nil) }
      return nil
    }
    if let verdict = known {
      if let verdict {
        throw FontError.malformed(
          path: path, index: FaceIndex(collection: verdict.face), problem: verdict.problem)
      }
      return
    }
    // Mapped, not read: a check reads only some tables (a CJK font's 16 MB
    // of CFF charstrings are left to FreeType), and only those come in.
    let bytes: ReadOnlyBytes
    do {
      bytes = try ReadOnlyBytes.file(path, limit: FontLimits.maximumFileSize)
    } catch {
      if case .tooLarge = error.reason {
        throw FontError.fileTooLarge(path: path, bytes: FontLimits.maximumFileSize + 1)
      }
      throw FontError.unreadable(path: path, reason: error.problem)
    }
    var verdict: StructureVerdict?
    do throws(FaceProblem) {
      try FontStructure(bytes).check(faceIndex: faceIndex)
    } catch {
      verdict = StructureVerdict(face: error.face, problem: error.problem)
    }
    structureVerdicts.withLock {
      if $0.count >= 4096 { $0.removeAll() }
      $0[key] = verdict
    }
    if let verdict {
      throw FontError.malformed(
        path: path, index: FaceIndex(collection: verdict.face), problem: verdict.problem)
    }
  }
}

private struct StructureKey: Hashable {
  var path: String
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: Int64
  /// The face checked, or nil for every face.
  var face: Int?
}

private struct StructureVerdict {
  var face: Int
  var problem: FontProblem
}

private let structureVerdicts = Locked<[StructureKey: StructureVerdict?]>([:])

/// A problem and the face it was found in.
struct FaceProblem: Error {
  var face: Int
  var problem: FontProblem
}

/// Big-endian reads that fail instead of reading past the end.
package struct ByteReader: Sendable {
  /// What keeps `bytes` valid.
  private let storage: ReadOnlyBytes
  /// The bytes read; valid while this reader (or a copy) lives, as it does
  /// within a method of a value holding it.
  var bytes: UnsafeBufferPointer<UInt8> { storage.bytes }

  /// The number of bytes.
  package var count: Int { storage.bytes.count }

  package init(bytes: [UInt8]) { storage = ReadOnlyBytes(bytes) }

  /// A reader of `bytes` (a mapped file's, say).
  package init(_ bytes: ReadOnlyBytes) { storage = bytes }

  /// Calls `body` with the bytes, kept valid until it returns (and after,
  /// while this reader or a copy of it lives).
  package func withUnsafeBufferPointer<R, E: Error>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
  )
    throws(E) -> R
  {
    try withExtendedLifetime(storage) { () throws(E) -> R in try body(storage.bytes) }
  }

  func u8(_ at: Int) throws(FontProblem) -> Int {
    guard at >= 0, at < bytes.count else { throw FontProblem.truncated("table data") }
    return Int(bytes[at])
  }

  package func u16(_ at: Int) throws(FontProblem) -> Int {
    guard at >= 0, at <= bytes.count - 2 else { throw FontProblem.truncated("table data") }
    return Int(bytes[at]) << 8 | Int(bytes[at + 1])
  }

  func i16(_ at: Int) throws(FontProblem) -> Int { Int(Int16(truncatingIfNeeded: try u16(at))) }

  package func u32(_ at: Int) throws(FontProblem) -> Int {
    guard at >= 0, at <= bytes.count - 4 else { throw FontProblem.truncated("table data") }
    return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8
      | Int(bytes[at + 3])
  }
}

/// One table's place in the file.
struct TableRecord {
  var offset: Int
  var length: Int
}

/// The structural checks of ``FontFile/checkStructure(_:faceIndex:)`` over a
/// file's bytes.
struct FontStructure {
  let reader: ByteReader
  var count: Int { reader.bytes.count }

  init(bytes: [UInt8]) { reader = ByteReader(bytes: bytes) }

  init(_ bytes: ReadOnlyBytes) { reader = ByteReader(bytes) }

  /// Checks face `faceIndex` (every face when nil).
  func check(faceIndex: Int?) throws(FaceProblem) {
    let offsets: [Int]
    do throws(FontProblem) {
      offsets = try faceOffsets()
    } catch {
      throw FaceProblem(face: faceIndex ?? 0, problem: error)
    }
    let faces = faceIndex.map { [$0] } ?? Array(offsets.indices)
    for face in faces where offsets.indices.contains(face) {
      do throws(FontProblem) {
        try checkFace(at: offsets[face])
      } catch {
        throw FaceProblem(face: face, problem: error)
      }
    }
  }

  /// The offsets of the faces' table directories.
  func faceOffsets() throws(FontProblem) -> [Int] {
    guard count >= 4 else { throw FontProblem.truncated("file header") }
    let tag = try reader.u32(0)
    switch tag {
    case 0x774F_4646: throw FontProblem.unsupportedFormat("WOFF")
    case 0x774F_4632: throw FontProblem.unsupportedFormat("WOFF2")
    case 0x7474_6366:  // 'ttcf'
      guard count >= 12 else { throw FontProblem.truncated("collection header") }
      let version = try reader.u16(4)
      let faces = try reader.u32(8)
      guard version == 1 || version == 2, faces >= 1, faces <= 0xFFFF else {
        throw FontProblem.invalidCollection(version: version, faceCount: faces)
      }
      guard 12 + 4 * faces <= count else { throw FontProblem.truncated("collection header") }
      var offsets: [Int] = []
      for i in 0..<faces { offsets.append(try reader.u32(12 + 4 * i)) }
      return offsets
    case 0x0001_0000, 0x4F54_544F, 0x7472_7565:
      return [0]
    default:
      // Not an sfnt: FreeType says whether it is a font it reads.
      return []
    }
  }

  func checkFace(at offset: Int) throws(FontProblem) {
    guard offset + 12 <= count else { throw FontProblem.truncated("table directory") }
    let version = try reader.u32(offset)
    guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version) else {
      throw FontProblem.invalidSFNTVersion(UInt32(version))
    }
    let tableCount = try reader.u16(offset + 4)
    guard tableCount >= 1, offset + 12 + 16 * tableCount <= count else {
      throw FontProblem.truncated("table directory")
    }
    var tables: [String: TableRecord] = [:]
    for i in 0..<tableCount {
      let record = offset + 12 + 16 * i
      let tagBytes = reader.bytes[record..<record + 4]
      let tag = String(decoding: tagBytes.map { (32...126).contains($0) ? $0 : 63 }, as: UTF8.self)
      guard tagBytes.allSatisfy({ (32...126).contains($0) }) else {
        throw FontProblem.invalidTableTag(tag)
      }
      guard tables[tag] == nil else { throw FontProblem.duplicateTable(tag) }
      let table = TableRecord(
        offset: try reader.u32(record + 8), length: try reader.u32(record + 12))
      guard table.offset + table.length <= count else { throw FontProblem.tableOutOfBounds(tag) }
      tables[tag] = table
    }
    for tag in ["head", "hhea", "hmtx", "maxp", "cmap", "name"] where tables[tag] == nil {
      throw FontProblem.missingTable(tag)
    }
    let hasGlyf = tables["glyf"] != nil
    if hasGlyf != (tables["loca"] != nil) {
      throw FontProblem.missingTable(hasGlyf ? "loca" : "glyf")
    }
    let hasCFF = tables["CFF "] != nil || tables["CFF2"] != nil
    let hasBitmaps = ["CBDT", "sbix", "EBDT"].contains { tables[$0] != nil }
    guard hasGlyf || hasCFF || hasBitmaps else { throw FontProblem.missingOutlines }
    if (version == 0x4F54_544F && !hasCFF) || (version != 0x4F54_544F && hasCFF && !hasGlyf) {
      throw FontProblem.outlineFormatMismatch
    }

    let head = try table(tables, "head", minimum: 54)
    guard try reader.u32(head.offset + 12) == 0x5F0F_3CF5 else {
      throw FontProblem.invalidField("head.magicNumber", value: try reader.u32(head.offset + 12))
    }
    let unitsPerEm = try reader.u16(head.offset + 18)
    guard (16...16384).contains(unitsPerEm) else {
      throw FontProblem.invalidField("head.unitsPerEm", value: unitsPerEm)
    }
    let xMin = try reader.i16(head.offset + 36)
    let yMin = try reader.i16(head.offset + 38)
    let xMax = try reader.i16(head.offset + 40)
    let yMax = try reader.i16(head.offset + 42)
    // An empty font may have an all-zero box; a real box has min ≤ max.
    guard xMin <= xMax, yMin <= yMax else { throw FontProblem.invertedBoundingBox }
    let locaFormat = try reader.i16(head.offset + 50)
    guard locaFormat == 0 || locaFormat == 1 else {
      throw FontProblem.invalidField("head.indexToLocFormat", value: locaFormat)
    }

    let maxp = try table(tables, "maxp", minimum: 6)
    let maxpVersion = try reader.u32(maxp.offset)
    guard maxpVersion == 0x5000 || maxpVersion == 0x0001_0000 else {
      throw FontProblem.invalidField("maxp.version", value: maxpVersion)
    }
    if maxpVersion == 0x0001_0000, maxp.length < 32 {
      throw FontProblem.tableTooShort("maxp", length: maxp.length, required: 32)
    }
    let glyphCount = try reader.u16(maxp.offset + 4)
    guard glyphCount >= 1 else { throw FontProblem.invalidField("maxp.numGlyphs", value: 0) }

    let hhea = try table(tables, "hhea", minimum: 36)
    let metricsCount = try reader.u16(hhea.offset + 34)
    guard metricsCount >= 1, metricsCount <= glyphCount else {
      throw FontProblem.invalidField("hhea.numberOfHMetrics", value: metricsCount)
    }
    _ = try table(tables, "hmtx", minimum: 4 * metricsCount + 2 * (glyphCount - metricsCount))

    if hasGlyf {
      try checkGlyphs(
        loca: tables["loca"]!, glyf: tables["glyf"]!, longOffsets: locaFormat == 1,
        glyphCount: glyphCount)
    }
    try checkCharacterMap(try table(tables, "cmap", minimum: 4), glyphCount: glyphCount)
    if let os2 = tables["OS/2"] {
      let version = try reader.u16(os2.offset)
      guard version <= 5 else { throw FontProblem.invalidField("OS/2.version", value: version) }
      _ = try table(tables, "OS/2", minimum: [78, 86, 96, 96, 96, 100][version])
    }
    if tables["post"] != nil {
      try checkPost(try table(tables, "post", minimum: 32), glyphCount: glyphCount)
    }
    if let cff2 = tables["CFF2"] { try checkCFF2(cff2, glyphCount: glyphCount) }
    try checkLayoutHeaders(tables)
    if tables["COLR"] != nil {
      try checkColor(try table(tables, "COLR", minimum: 14), glyphCount: glyphCount)
    }
  }

  /// The table `tag`, which must be at least `minimum` bytes long.
  func table(_ tables: [String: TableRecord], _ tag: String, minimum: Int) throws(FontProblem)
    -> TableRecord
  {
    guard let table = tables[tag] else { throw FontProblem.missingTable(tag) }
    guard table.length >= minimum else {
      throw FontProblem.tableTooShort(tag, length: table.length, required: minimum)
    }
    return table
  }
}
