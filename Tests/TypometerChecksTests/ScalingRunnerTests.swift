import Foundation
import TestSupport
import Testing
import TypeScale

@testable import TypometerChecks

/// Each scaler a spec can name, reached through a check: the sizes planned
/// for a style are the library's, computed here from Apple's table (the
/// reference file) and the libraries' formulas, not by the scaling core.
@Suite struct ScalingRunnerTests {
  /// `style`'s point size at each category, from Apple's table.
  static func appleSizes(_ style: String) throws -> [ContentSizeCategory: Double] {
    var sizes: [ContentSizeCategory: Double] = [:]
    for cells in try Fixtures.tsv("typescale/dynamic-type-ios.tsv") {
      guard cells.count > 2, cells[0] == style,
        let category = try? ContentSizeCategory(parsing: cells[1])
      else { continue }
      sizes[category] = Double(cells[2])
    }
    return sizes
  }

  /// hhea (ascender − descender + lineGap) / unitsPerEm of a bundled face,
  /// from the fontTools dump in Tests/Data.
  static func lineHeightPerPoint(_ postscriptName: String) throws -> Double {
    let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.data("font-metrics.json")))
    let faces = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let face = try #require(faces.first { $0["postscriptName"] as? String == postscriptName })
    let ascender = try #require(face["ascender"] as? Double)
    let descender = try #require(face["descender"] as? Double)
    let lineGap = try #require(face["lineGap"] as? Double)
    let unitsPerEm = try #require(face["unitsPerEm"] as? Double)
    return (ascender - descender + lineGap) / unitsPerEm
  }

  /// A config of four styles, one string for each (keyed by line number), and
  /// a spec with `scaling`; returns the spec's path.
  static func check(scaling: String) throws -> String {
    let config = try temporaryFile(
      """
      {"typography-kit": {"minimum-point-size": 11},
       "ui-font-text-styles": {
        "Title": {"font-name": "Inter-Bold", "point-size": 28},
        "Body": {"font-name": "Roboto-Regular", "point-size": 17},
        "Caption": {"font-name": "Roboto-Regular", "point-size": 12},
        "Big": {"font-name": "Inter-Regular", "point-size": 20, "maximum-point-size": 44}}}
      """, name: "TypographyKit.json")
    let folder = (config as NSString).deletingLastPathComponent
    try Data("Hi\nHi\nHi\nHi\n".utf8).write(to: URL(fileURLWithPath: folder + "/x.txt"))
    let spec = folder + "/typometer.json"
    try Data(
      """
      {"config": ["TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["x.txt"],
       "containers": [{"keys": ["1"], "style": "Title", "width": 900},
                      {"keys": ["2"], "style": "Body", "width": 900},
                      {"keys": ["3"], "style": "Caption", "width": 900},
                      {"keys": ["4"], "style": "Big", "width": 900}],
       "scaling": \(scaling)}
      """.utf8
    ).write(to: URL(fileURLWithPath: spec))
    return spec
  }

  @Test func eachScalerIsReachableFromTheSpec() throws {
    let path = try Self.check(
      scaling: """
        {"Title": {"scaler": "uifontmetrics", "textStyle": "title1", "maximumPointSize": 38},
         "Body": {"scaler": "kgn", "increment": 2, "decrement": 1, "includeAccessibilitySizes": true},
         "Caption": {"scaler": "swash", "textStyle": "caption1", "maximumPointSize": 20},
         "*": {"scaler": "typographykit"}}
        """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.styles.map(\.name) == ["Title", "Body", "Caption", "Big"])
    #expect(report.styles.map(\.scaler) == ["uifontmetrics", "kgn", "swash", "typographykit"])
    #expect(
      report.styles.map(\.font)
        == ["Inter-Bold", "Roboto-Regular", "Roboto-Regular", "Inter-Regular"])
    let categories = ContentSizeCategory.allCases
    let title1 = try Self.appleSizes("title1")
    let caption1 = try Self.appleSizes("caption1")
    let body = try Self.appleSizes("body")
    let expected: [[Double]] = try [
      // UIFontMetrics(forTextStyle: .title1): 28 × title1(c) / title1(large), at most 38.
      categories.map { min(28 * (try #require(title1[$0])) / 28, 38) },
      // KGN 17, +2 / −1 per category, the AX sizes growing on (not rounded).
      categories.map {
        let notch = Double($0.index - 3)
        return $0.index < 7
          ? (17 + notch * (notch < 0 ? 1 : 2)).rounded(.toNearestOrAwayFromZero)
          : 17 + Double($0.index - 7 + 4) * 2
      },
      // Swash: caption1's UIFontMetrics from the config's 12 pt, at most 20.
      categories.map { min(12 * (try #require(caption1[$0])) / 12, 20) },
      // TypographyKit: body's curve whatever the style, the config's maximum.
      categories.map { min(20 * (try #require(body[$0])) / 17, 44) },
    ]
    for (style, sizes) in zip(report.styles, expected) {
      #expect(style.sizes.map(\.category) == categories.map(\.name))
      let planned = style.sizes.map(\.pointSize)
      #expect(
        zip(planned, sizes).allSatisfy { abs($0 - $1) < 1e-9 }, "\(style.name): \(planned)")
      let perPoint = try Self.lineHeightPerPoint(style.font)
      #expect(style.sizes.allSatisfy { abs($0.lineHeight - $0.pointSize * perPoint) < 1e-9 })
    }
    // The values that show each library: KGN's AX5 is 17 + 8 × 2; the caps hold.
    #expect(report.styles[1].sizes.last?.pointSize == 33)
    #expect(report.styles[0].sizes.last?.pointSize == 38)
    #expect(report.styles[2].sizes.last?.pointSize == 20)
  }

  @Test func aStarEntryAppliesToEveryStyleWithoutItsOwn() throws {
    let path = try Self.check(
      scaling: """
        {"*": {"scaler": "uifontmetrics", "maximumPointSize": 30},
         "Title": {"scaler": "typographykit"}}
        """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(
      report.styles.map(\.scaler) == [
        "typographykit", "uifontmetrics", "uifontmetrics", "uifontmetrics",
      ])
    let body = try Self.appleSizes("body")
    // Body at 17 pt with body's curve: the table's own sizes, capped at 30.
    #expect(
      report.styles[1].sizes.map(\.pointSize)
        == ContentSizeCategory.allCases.map { min(body[$0] ?? 0, 30) })
  }

  @Test func aScalingEntryForAStyleTheConfigLacksStopsTheCheck() throws {
    let path = try Self.check(scaling: #"{"Titel": {"scaler": "swash"}}"#)
    #expect {
      _ = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    } throws: { error in
      guard let failure = error as? CheckRunner.Failure,
        case .unknownScalingStyle(_, let line, let style, let known) = failure
      else { return false }
      return line == 7 && style == "Titel" && known == ["Big", "Body", "Caption", "Title"]
        && failure.description.hasSuffix(
          ":7: scaling.Titel names a style that is not in the config (did you mean 'Title'?) "
            + "(styles: Big, Body, Caption, Title); \"*\" is every style")
    }
  }

  @Test func aScalerThatRefusesTheSizesLeavesTheStyleNotMeasured() throws {
    // KGN with a decrement of 5 takes Caption's 12 pt below zero at xSmall.
    let path = try Self.check(
      scaling: #"{"Caption": {"scaler": "kgn", "increment": 1, "decrement": 5}}"#)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let finding = try #require(report.findings.first { $0.code == .notMeasured })
    #expect(finding.style == "Caption")
    #expect(
      finding.message
        == "1 string in style 'Caption' was not measured: the spec's kgn scaler cannot scale it: "
        + "the scaled size -3 is negative")
    #expect(!report.styles.map(\.name).contains("Caption"))
  }
}
