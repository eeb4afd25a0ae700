import Foundation
import TestSupport
import Testing

@Suite struct MetricsCommandTests {
  /// The fontTools reference for one face (Scripts/reference-metrics.py).
  static func reference(_ file: String, index: Int = 0) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.data("font-metrics.json")))
    let all = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return try #require(all.first { $0["file"] as? String == file && $0["index"] as? Int == index })
  }

  static let faces = [
    ("Roboto-Regular", "Roboto-Regular.ttf", 0), ("Inter-Bold", "Inter-Bold.otf", 0),
    ("NotoNaskhArabic-Regular", "NotoNaskhArabic-Regular.ttf", 0),
    ("NotoSansCJKkr-Regular", "NotoSansCJK-JPKR-subset.ttc", 1),
    ("NotoColorEmoji", "NotoColorEmoji-subset.ttf", 0), ("Inter", "Inter-roman.var.ttf", 0),
  ]

  @Test(arguments: faces)
  func jsonEqualsFontTools(_ name: String, _ file: String, _ index: Int) throws {
    let result = try Typometer.run(["metrics", name, "--json"] + Typometer.bundledFonts)
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let reference = try Self.reference(file, index: index)
    for key in [
      "unitsPerEm", "ascender", "descender", "lineGap", "typoAscender", "typoDescender",
      "typoLineGap", "winAscent", "winDescent", "capHeight", "xHeight", "underlinePosition",
      "underlineThickness", "weightClass", "widthClass", "glyphCount",
    ] {
      #expect(json[key] as? Int == reference[key] as? Int, "\(key)")
    }
    for key in ["useTypoMetrics", "isFixedPitch"] {
      #expect(json[key] as? Bool == reference[key] as? Bool, "\(key)")
    }
    #expect(json["italicAngle"] as? Double == reference["italicAngle"] as? Double)
    #expect((json["axes"] as? [Any])?.count == (reference["axes"] as? [Any])?.count)
    #expect(json["postscriptName"] as? String == name)
    #expect(json["index"] as? Int == index)
    #expect(json["scaled"] == nil)
  }

  @Test func sizeAddsScaledMetricsInPoints() throws {
    let result = try Typometer.run(
      ["metrics", "Roboto-Regular", "--size", "17", "--json"] + Typometer.bundledFonts)
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let scaled = try #require(json["scaled"] as? [String: Double])
    let reference = try Self.reference("Roboto-Regular.ttf")
    let upem = Double(reference["unitsPerEm"] as! Int)
    let ascender = Double(reference["ascender"] as! Int)
    let descender = Double(reference["descender"] as! Int)
    let lineGap = Double(reference["lineGap"] as! Int)
    #expect(abs(scaled["lineHeight"]! - (ascender - descender + lineGap) * 17 / upem) < 1e-9)
    #expect(abs(scaled["ascender"]! - ascender * 17 / upem) < 1e-9)
    #expect(abs(scaled["descender"]! - descender * 17 / upem) < 1e-9)
  }

  @Test func fontWithoutCapHeightOmitsTheKey() throws {
    // NotoNaskhArabic stores 0 for sCapHeight and sxHeight.
    let result = try Typometer.run(
      ["metrics", "NotoNaskhArabic-Regular", "--json", "--size", "12"] + Typometer.bundledFonts)
    #expect(!result.stdout.contains("capHeight"))
    #expect(!result.stdout.contains("xHeight"))
  }

  @Test func aFilePathWorksAsTheName() throws {
    let result = try Typometer.run([
      "metrics", "Fonts/NotoSansCJK-JPKR-subset.ttc#1", "--no-system-fonts",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("NotoSansCJKkr-Regular"))
  }

  @Test func missingFontExitsOneWithSuggestion() throws {
    let result = try Typometer.run(["metrics", "Roboto-Bold"] + Typometer.bundledFonts)
    #expect(result.status == 1)
    #expect(result.stderr.contains("'Roboto-Bold'"))
    #expect(result.stderr.contains("Roboto-Regular"))
  }
}
