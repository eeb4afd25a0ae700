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

  /// A good TrueType font's bytes and its table directory.
  struct Sample {
    var bytes: [UInt8]
    var tables: [String: (record: Int, offset: Int, length: Int)] = [:]

    init() throws {
      bytes = Array(
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.font("NotoSansHebrew-Regular.ttf"))))
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
        guard case .malformed(let errorPath, 0, let problem) = error, errorPath == path else {
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

  /// Every hostile file is rejected by the check or, for the few whose defects
  /// lie in tables HarfBuzz and FreeType sanitize themselves (CFF2 charstrings,
  /// COLR paint graphs, GDEF), read cleanly; before the check, 74 of 113 opened.
  @Test func hostileCorpusIsMostlyRejected() throws {
    let directory = Fixtures.data("fonts-bad")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { !$0.hasSuffix(".md") && $0 != "LICENSE-OTS" }
    var rejected = 0
    for name in names {
      do throws(FontError) {
        _ = try FontFace(path: directory + "/" + name)
      } catch {
        rejected += 1
      }
    }
    #expect(names.count == 113)
    #expect(rejected >= 104)
  }
}
