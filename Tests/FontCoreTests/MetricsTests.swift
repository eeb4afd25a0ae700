import Foundation
import TestSupport
import Testing

@testable import FontCore

/// One face's metrics as fontTools reads them (Scripts/reference-metrics.py).
struct ReferenceMetrics: Decodable, Sendable, CustomTestStringConvertible {
  var file: String
  var index: Int
  var postscriptName: String?
  var unitsPerEm: Int
  var ascender: Int
  var descender: Int
  var lineGap: Int
  var yMax: Int
  var yMin: Int
  var typoAscender: Int?
  var typoDescender: Int?
  var typoLineGap: Int?
  var winAscent: Int?
  var winDescent: Int?
  var useTypoMetrics: Bool?
  var capHeight: Int?
  var xHeight: Int?
  var underlinePosition: Int?
  var underlineThickness: Int?
  var italicAngle: Double?
  var weightClass: Int?
  var widthClass: Int?
  var glyphCount: Int
  var isFixedPitch: Bool?
  var axes: [VariationAxis]

  var testDescription: String { "\(file)#\(index)" }

  static let all: [ReferenceMetrics] = {
    let data = FileManager.default.contents(atPath: Fixtures.data("font-metrics.json")) ?? Data()
    return (try? JSONDecoder().decode([ReferenceMetrics].self, from: data)) ?? []
  }()
}

@Suite struct MetricsTests {
  @Test func referenceCoversEveryBundledFace() {
    // 14 font files, one of them a 2-face collection.
    #expect(ReferenceMetrics.all.count == 15)
  }

  @Test(arguments: ReferenceMetrics.all)
  func metricsEqualFontTools(_ reference: ReferenceMetrics) throws {
    let face = try FontFace(
      path: Fixtures.font(reference.file), index: FaceIndex(collection: reference.index))
    let metrics = try face.metrics()
    let expected = FontMetrics(
      unitsPerEm: reference.unitsPerEm, ascender: reference.ascender,
      descender: reference.descender, lineGap: reference.lineGap, yMax: reference.yMax,
      yMin: reference.yMin, typoAscender: reference.typoAscender,
      typoDescender: reference.typoDescender,
      typoLineGap: reference.typoLineGap, winAscent: reference.winAscent,
      winDescent: reference.winDescent, useTypoMetrics: reference.useTypoMetrics,
      capHeight: reference.capHeight, xHeight: reference.xHeight,
      underlinePosition: reference.underlinePosition,
      underlineThickness: reference.underlineThickness, italicAngle: reference.italicAngle,
      weightClass: reference.weightClass, widthClass: reference.widthClass,
      glyphCount: reference.glyphCount, isFixedPitch: reference.isFixedPitch,
      axes: reference.axes)
    #expect(metrics == expected)
    #expect(face.postscriptName == reference.postscriptName)
  }

  @Test func scaledMetricsAreDesignUnitsTimesSizeOverUnitsPerEm() throws {
    let face = try FontFace(path: Fixtures.font("Roboto-Regular.ttf"))
    let metrics = try face.metrics()
    let scaled = metrics.scaled(toPointSize: 17)
    let factor = 17.0 / Double(metrics.unitsPerEm)
    #expect(scaled.ascender == Double(metrics.ascender) * factor)
    #expect(scaled.descender == Double(metrics.descender) * factor)
    #expect(
      scaled.lineHeight == Double(metrics.ascender - metrics.descender + metrics.lineGap) * factor)
    #expect(scaled.capHeight == metrics.capHeight.map { Double($0) * factor })
  }

  @Test func colourBitmapFontReadsUnitsPerEmFromHead() throws {
    // FreeType's face reports 0 units per em for CBDT fonts; `head` says 2048.
    let face = try FontFace(path: Fixtures.font("NotoColorEmoji-subset.ttf"))
    #expect(try face.metrics().unitsPerEm == 2048)
    #expect(face.isScalable == false)
    #expect(face.hasColor)
  }

  @Test func namedInstanceOfVariableFontHasInstanceName() throws {
    let file = Fixtures.font("Inter-roman.var.ttf")
    let base = try FontFace(path: file)
    #expect(base.isVariable)
    #expect(base.namedInstanceCount >= 9)
    var names: [String] = []
    for instance in 1...base.namedInstanceCount {
      let face = try FontFace(path: file, index: FaceIndex(namedInstance: instance))
      names.append(face.postscriptName ?? "")
    }
    #expect(names.contains("Inter-Bold"))
    #expect(names.contains("Inter-Thin"))
    #expect(names.contains("Inter-Black"))
  }
}
