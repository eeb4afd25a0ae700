import Foundation
import TestSupport
import Testing

@testable import FontCore

/// The structural check run before FreeType or HarfBuzz read a file: each
/// defect is made by changing one field of a good font, so the test says
/// which rule rejects it.
@Suite struct StructureCheckTests {
  static let bundledFonts = [
    "Inter-Bold.otf", "Inter-Medium.otf", "Inter-Regular.otf", "Inter-SemiBold.otf",
    "Inter-roman.var.ttf", "NotoColorEmoji-subset.ttf", "NotoNaskhArabic-Regular.ttf",
    "NotoSansArabic-Regular.ttf", "NotoSansCJK-JPKR-subset.ttc", "NotoSansDevanagari-Regular.ttf",
    "NotoSansHebrew-Regular.ttf", "NotoSansThai-Regular.ttf", "Roboto-Regular.ttf",
  ]

  @Test(arguments: bundledFonts)
  func everyBundledFontPasses(_ name: String) throws {
    try FontFile.checkStructure(Fixtures.font(name))
  }

  /// A good font's bytes (a TrueType one unless told) and its table directory.
  struct Sample {
    var bytes: [UInt8]
    var tables: [String: (record: Int, offset: Int, length: Int)] = [:]

    init(path: String = Fixtures.font("NotoSansHebrew-Regular.ttf")) throws {
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      let count = Int(bytes[4]) << 8 | Int(bytes[5])
      for i in 0..<count {
        let record = 12 + 16 * i
        let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
        tables[tag] = (record, read32(record + 8), read32(record + 12))
      }
    }

    func read32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    mutating func write16(_ value: Int, at: Int) {
      bytes[at] = UInt8(value >> 8 & 0xFF)
      bytes[at + 1] = UInt8(value & 0xFF)
    }

    mutating func write32(_ value: Int, at: Int) {
      write16(value >> 16 & 0xFFFF, at: at)
      write16(value & 0xFFFF, at: at + 2)
    }

    /// The problem the check finds once the bytes are in a file, or nil.
    func problem() throws -> FontProblem? {
      let path = NSTemporaryDirectory() + "typometer-structure-\(UUID().uuidString).ttf"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      defer { try? FileManager.default.removeItem(atPath: path) }
      do throws(FontError) {
        _ = try FontFace(path: path)
        return nil
      } catch {
        guard case .malformed(let errorPath, FaceIndex(), let problem) = error, errorPath == path
        else {
          Issue.record("unexpected \(error)")
          return nil
        }
        return problem
      }
    }
  }

  @Test func unchangedSamplePasses() throws {
    #expect(try Sample().problem() == nil)
  }

  @Test func unitsPerEmZero() throws {
    var sample = try Sample()
    sample.write16(0, at: sample.tables["head"]!.offset + 18)
    #expect(try sample.problem() == .invalidField("head.unitsPerEm", value: 0))
  }

  @Test func moreHorizontalMetricsThanGlyphs() throws {
    var sample = try Sample()
    sample.write16(0xFFFF, at: sample.tables["hhea"]!.offset + 34)
    #expect(try sample.problem() == .invalidField("hhea.numberOfHMetrics", value: 0xFFFF))
  }

  @Test func tableBeyondTheEndOfTheFile() throws {
    var sample = try Sample()
    sample.write32(sample.bytes.count, at: sample.tables["GSUB"]!.record + 12)
    #expect(try sample.problem() == .tableOutOfBounds("GSUB"))
  }

  @Test func truncatedFile() throws {
    var sample = try Sample()
    let last = sample.tables.values.max { $0.offset < $1.offset }!
    sample.bytes.removeLast(sample.bytes.count - last.offset - 1)
    #expect(try sample.problem() != nil)
  }

  @Test func requiredTableMissing() throws {
    var sample = try Sample()
    let record = sample.tables["name"]!.record
    sample.bytes.replaceSubrange(record..<record + 4, with: Array("zame".utf8))
    #expect(try sample.problem() == .missingTable("name"))
  }

  @Test func unprintableTag() throws {
    var sample = try Sample()
    sample.bytes[sample.tables["GPOS"]!.record + 3] = 0x07
    #expect(try sample.problem() == .invalidTableTag("GPO?"))
  }

  @Test func characterMapToAGlyphThatDoesNotExist() throws {
    var sample = try Sample()
    // Fewer glyphs than the cmap and hmtx refer to.
    let maxp = sample.tables["maxp"]!.offset
    sample.write16(1, at: sample.tables["hhea"]!.offset + 34)
    sample.write16(2, at: maxp + 4)
    let problem = try sample.problem()
    #expect(problem != nil)
    if case .cmapGlyphOutOfRange? = problem {
    } else if case .componentOutOfRange? = problem {
    } else {
      Issue.record("unexpected \(String(describing: problem))")
    }
  }

  @Test func locaOffsetsOutOfOrder() throws {
    var sample = try Sample()
    let head = sample.tables["head"]!.offset
    let loca = sample.tables["loca"]!.offset
    let long = sample.bytes[head + 51] == 1
    if long {
      sample.write32(0x7FFF_FFFF, at: loca + 4)
    } else {
      sample.write16(0xFFFF, at: loca + 2)
    }
    #expect(try sample.problem() == .locaOutOfOrder(glyph: 1))
  }

  @Test func webFontsAreNamed() throws {
    var sample = try Sample()
    sample.bytes.replaceSubrange(0..<4, with: Array("wOFF".utf8))
    #expect(try sample.problem() == .unsupportedFormat("WOFF"))
    sample.bytes.replaceSubrange(0..<4, with: Array("wOF2".utf8))
    #expect(try sample.problem() == .unsupportedFormat("WOFF2"))
  }

  @Test func invertedBoundingBox() throws {
    var sample = try Sample()
    let head = sample.tables["head"]!.offset
    sample.write16(100, at: head + 36)
    sample.write16(0xFF00, at: head + 40)
    #expect(try sample.problem() == .invertedBoundingBox)
  }

  @Test func badCollectionHeader() {
    let bytes: [UInt8] = Array("ttcf".utf8) + [0, 9, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16]
    #expect(throws: FontProblem.invalidCollection(version: 9, faceCount: 1)) {
      _ = try FontStructure(bytes: bytes).faceOffsets()
    }
  }

  /// Every hostile file (all of them refused by the OpenType Sanitizer) is
  /// refused: by the structure check before FreeType or HarfBuzz read it, or
  /// (one file) by FreeType itself.
  @Test func everyHostileFontIsRefused() throws {
    let directory = Fixtures.data("fonts-bad")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { !$0.hasSuffix(".md") && $0 != "LICENSE-OTS" }
    #expect(names.count == 113)
    for name in names {
      do throws(FontError) {
        _ = try FontFace(path: directory + "/" + name)
        Issue.record("\(name) opened")
      } catch {
        switch error {
        case .malformed, .invalidFont: continue  // refused by the check, or by FreeType
        default: Issue.record("\(name): \(error)")
        }
      }
    }
  }

  /// Valid CFF2 (static with subroutines and hint masks; variable with blends)
  /// and COLR version 1 fonts made by fontTools (Scripts/make-structure-fixtures.py).
  @Test(arguments: ["Inter-CFF2-subset.otf", "Inter-CFF2-variable.otf", "COLRv1-acyclic.otf"])
  func validCFF2AndColorFontsPass(_ name: String) throws {
    try FontFile.checkStructure(Fixtures.data("structure/" + name))
    let face = try FontFace(path: Fixtures.data("structure/" + name))
    #expect(try face.metrics().glyphCount > 1)
    #expect(face.isVariable == name.contains("variable"))
  }

  /// One defect each, made by fontTools from the valid CFF2 fonts; the script
  /// checks that ots-sanitize refuses every one.
  @Test(arguments: [
    ("endchar", "endchar, which CFF2 does not allow"),
    ("hmoveto-two-operands", "hmoveto with 2 operands"),
    ("callsubr-out-of-range", "callsubr 1000 names no subroutine (25)"),
    ("subroutine-calls-itself", "subroutines nest more than 10 deep"),
    ("stack-overflow", "uses more than 513 operands"),
    ("blend-short-of-operands", "blend needs 83 operands; it has 3"),
  ])
  func charStringDefects(_ name: String, _ reason: String) throws {
    let path = Fixtures.data("structure/bad/\(name).otf")
    #expect(
      throws: FontError.malformed(
        path: path, index: FaceIndex(), problem: .invalidCharString(glyph: 1, reason: reason))
    ) {
      try FontFile.checkStructure(path)
    }
  }

  /// The CFF2 header, DICTs and INDEXes, changed byte by byte.
  @Test func cff2TableDefects() throws {
    let original = try Sample(path: Fixtures.data("structure/Inter-CFF2-subset.otf"))
    let cff2 = try #require(original.tables["CFF2"]).offset
    func problem(_ change: (inout [UInt8]) -> Void) throws -> FontProblem? {
      var sample = original
      change(&sample.bytes)
      return try sample.problem()
    }
    #expect(try problem { _ in } == nil)
    #expect(
      try problem { $0[cff2] = 1 }
        == .invalidCFF2(structure: "header", reason: "has major version 1, not 2"))
    // The Top DICT's last byte is an operator; 14 (XUID) is CFF's, not CFF2's.
    let bytes = original.bytes
    let topEnd = cff2 + Int(bytes[cff2 + 2]) + (Int(bytes[cff2 + 3]) << 8 | Int(bytes[cff2 + 4]))
    #expect(
      try problem { $0[topEnd - 1] = 14 }
        == .invalidCFF2(
          structure: "Top DICT", reason: "holds operator 14, which CFF2 does not allow here"))
    // A Top DICT one byte shorter ends with operands and no operator.
    #expect(
      try problem { $0[cff2 + 4] -= 1 }
        == .invalidCFF2(structure: "Top DICT", reason: "ends with operands and no operator"))
    // The Global Subr INDEX follows the Top DICT: offset size 5 does not exist.
    #expect(
      try problem { $0[topEnd + 4] = 5 }
        == .invalidCFF2(structure: "Global Subr INDEX", reason: "has offset size 5"))
  }

  @Test func layoutHeaderOffsetInsideTheHeader() throws {
    var sample = try Sample()
    let gdef = try #require(sample.tables["GDEF"]).offset
    sample.write16(2, at: gdef + 4)
    #expect(try sample.problem() == .offsetOutOfRange("GDEF.glyphClassDefOffset", value: 2))
    sample = try Sample()
    let gsub = try #require(sample.tables["GSUB"])
    sample.write16(gsub.length, at: gsub.offset + 8)
    #expect(try sample.problem() == .offsetOutOfRange("GSUB.lookupListOffset", value: gsub.length))
  }

  /// The hostile font whose glyph 2 ('hah-ar') paints itself as its last
  /// layer, and the same font without that layer.
  @Test func colorPaintCycle() throws {
    let path = Fixtures.data("fonts-bad/257a9ccbda162eec44796987d8e20fca32288029.otf")
    #expect(
      throws: FontError.malformed(
        path: path, index: FaceIndex(), problem: .colorPaintCycle(glyph: 2))
    ) {
      try FontFile.checkStructure(path)
    }
    try FontFile.checkStructure(Fixtures.data("structure/COLRv1-acyclic.otf"))
  }
}
