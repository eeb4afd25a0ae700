import TestSupport
import Testing

@testable import FontCore

@Suite struct CoverageTests {
  @Test func rangesAreMergedAndSearched() {
    let coverage = CharacterCoverage(ranges: [0x41...0x5A, 0x20...0x20, 0x5B...0x60, 0x100...0x17F])
    #expect(coverage.ranges == [0x20...0x20, 0x41...0x60, 0x100...0x17F])
    #expect(coverage.count == 1 + 32 + 128)
    #expect(coverage.contains(Unicode.Scalar(0x41)!))
    #expect(coverage.contains(Unicode.Scalar(0x60)!))
    #expect(!coverage.contains(Unicode.Scalar(0x61)!))
    #expect(!coverage.contains(Unicode.Scalar(0x1F)!))
    #expect(coverage.contains(Unicode.Scalar(0x17F)!))
    #expect(!CharacterCoverage(ranges: []).contains(Unicode.Scalar(0x41)!))
  }

  /// A span meets the coverage where a value in it is covered, as asking
  /// each value in turn says.
  @Test func spansMeetTheCoverageWhereAValueIsCovered() {
    let coverage = CharacterCoverage(ranges: [
      0x20...0x20, 0x41...0x60, 0x100...0x17F, 0x300...0x300,
    ])
    var met = 0
    for start in UInt32(0)...0x320 {
      for length in [UInt32(0), 1, 5, 31, 255] {
        let span = start...(start + length)
        #expect(
          coverage.meets(span) == span.contains { coverage.contains(scalarValue: $0) },
          "\(span)")
        if coverage.meets(span) { met += 1 }
      }
    }
    #expect(met > 1_000)
    #expect(!CharacterCoverage(ranges: []).meets(0...0x10_FFFF))
  }

  @Test func faceCoverageAgreesWithCharacterMap() throws {
    let face = try FontFace(path: Fixtures.font("NotoSansThai-Regular.ttf"))
    let coverage = face.coverage()
    #expect(coverage.contains(cluster: "ก"))
    #expect(!coverage.contains(cluster: "日"))
    // Every code point in the coverage maps to a glyph, and a sample outside does not.
    for range in coverage.ranges {
      for value in [range.lowerBound, range.upperBound] {
        #expect(face.covers(Unicode.Scalar(value)!))
      }
    }
    #expect(!face.covers("A") || coverage.contains(cluster: "A"))
  }

  @Test func clusterIsCoveredOnlyWhenEveryScalarIs() throws {
    let emoji = try FontFace(path: Fixtures.font("NotoColorEmoji-subset.ttf")).coverage()
    #expect(emoji.contains(cluster: "👍🏽"))
    #expect(!emoji.contains(cluster: "A"))
  }
}
