import FontCore
import Foundation
import TestSupport
import Testing

@testable import Shaping

/// Which faces may be shaped word by word: those whose space takes part in
/// no layout, or only kerns with its neighbours, as
/// Scripts/reference-space-layout.py finds with fontTools (its own walk of
/// every lookup, class 0 included).
@Suite struct SpaceInLayoutTests {
  struct Face: CustomTestStringConvertible, Sendable {
    var path: String
    var index: Int
    var role: String
    var testDescription: String { "\(path) #\(index): \(role)" }
  }

  static let faces: [Face] = {
    let table = (try? Fixtures.tsv("space-in-layout.tsv")) ?? []
    return table.compactMap { fields in
      guard fields.count == 3, let index = Int(fields[1]) else { return nil }
      return Face(path: fields[0], index: index, role: fields[2])
    }
  }()

  @Test func referenceCoversTheBundledFacesAndTheClassZeroFonts() {
    #expect(Self.faces.count == 18)
    #expect(Self.faces.contains { $0.role == "none" })
    #expect(Self.faces.filter { $0.role.hasPrefix("kerns") }.count == 2)
    #expect(Self.faces.filter { $0.role.contains("class 0") }.count == 3)
  }

  @Test(arguments: faces)
  func wordByWordExactlyWhenTheSpaceTakesNoPartOrOnlyKerns(_ face: Face) throws {
    let font = try ShapingFont(
      path: Fixtures.repositoryRoot + "/" + face.path, index: FaceIndex(collection: face.index))
    let expected: ShapingFont.WordShaping =
      face.role == "none" ? .words : face.role.hasPrefix("kerns") ? .wordsKerningSpaces : .wholeRuns
    #expect(font.wordShaping == expected)
  }

  /// Two of the test fonts reach the space through class 0 only: a word
  /// before a space shapes differently from the same word at the end of a
  /// text.
  @Test func classZeroReachesTheSpace() throws {
    // "AT T": the first T is kerned with the space after it (class 0), the
    // last one, with nothing after it, is not.
    let kern = try ShapingFont(path: Fixtures.dataDirectory + "/fonts/SpaceKernClassZero.ttf")
    let kerned = try kern.shape("AT T").glyphs
    #expect(kerned[1].glyphID == kerned[3].glyphID)
    #expect(kerned[1].xAdvance < kerned[3].xAdvance)
    // "a ab a": the a before the space becomes another glyph; the a before
    // b (class 1) and the last a stay.
    let context = try ShapingFont(
      path: Fixtures.dataDirectory + "/fonts/SpaceContextClassZero.ttf")
    let substituted = try context.shape("a ab a").glyphs
    #expect(substituted[0].glyphID != substituted[5].glyphID)
    #expect(substituted[2].glyphID == substituted[5].glyphID)
  }

  /// Tables that cannot be read, or whose reading would not end soon, give
  /// no scan (so the face is shaped run by run).
  @Test func unreadableTablesGiveNoScan() {
    func reached(_ gsub: [UInt8]) -> Bool {
      SpaceInLayout.scan(glyph: 3, gsub: gsub, gpos: [], gdef: []) == nil
    }
    // Version 1.0, no lookup list: nothing reaches the space.
    #expect(!reached([0, 1, 0, 0, 0, 0, 0, 0, 0, 0]))
    // Version 2, a header cut short, a lookup list past the end.
    #expect(reached([0, 2, 0, 0, 0, 0, 0, 0, 0, 0]))
    #expect(reached([0, 1, 0, 0]))
    #expect(reached([0, 1, 0, 0, 0, 0, 0, 0, 0, 200]))
    // 1,000 lookups, every one the same chain context subtable with 65,535
    // empty rule sets: over the budget.
    var table: [UInt8] = [0, 1, 0, 0, 0, 0, 0, 0, 0, 10, 0x03, 0xE8]
    let lookup = table.count + 2 * 1_000 - 10
    table += Array(repeating: [UInt8(lookup >> 8), UInt8(lookup & 0xFF)], count: 1_000).flatMap {
      $0
    }
    table += [0, 6, 0, 0, 0, 1, 0, 8]  // type 6, flag 0, one subtable at +8
    table += [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]  // format 2, no class definitions
    table += Array(repeating: 0, count: 2 * 65_535)
    #expect(reached(table))
  }
}
