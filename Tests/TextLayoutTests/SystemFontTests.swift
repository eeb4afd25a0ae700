import FontCore
import FontDiscovery
import Foundation
import TestSupport
import Testing
import TypeScale

@testable import TextLayout

/// TypographyKit's system-font aliases set in a supplied family.
@Suite struct SystemFontTests {
  static func catalog(_ paths: [String]) throws -> FontCatalog {
    try FontCatalog(fontPaths: paths, includeSystemFonts: false)
  }

  static let staticInter = [
    "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
  ].map(Fixtures.font)
  static let pair = [
    "StandInText-Regular", "StandInText-Bold", "StandInDisplay-Regular", "StandInDisplay-Bold",
  ].map { Fixtures.data("sizing/\($0).ttf") }

  /// Every alias of the reference list (TypographyKit's source) is one, with
  /// its UIKit weight, in any case; other names are PostScript names.
  @Test func aliasesFollowTheReferenceList() throws {
    let text = try String(
      contentsOfFile: Fixtures.data("config/ios-system-font-aliases.txt"), encoding: .utf8)
    let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("alias\t") }
      .map { $0.split(separator: "\t").map(String.init) }
    #expect(rows.count == 25)
    // UIFont.Weight names → SF Pro's weight classes.
    let classes = [
      "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
      "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]
    for row in rows {
      let alias = try #require(SystemFontAlias(name: row[0]), "\(row[0])")
      #expect(SystemFontAlias(name: row[0].uppercased()) == alias)
      #expect(SystemFontAlias(name: row[0].lowercased()) == alias)
      let expected: Int =
        row[2] == "-" ? (row[0] == "BoldSystem" ? 700 : 400) : try #require(classes[row[2]])
      #expect(alias.weight.weightClass == expected, "\(row[0])")
      #expect(alias.italic == (row[0] == "ItalicSystem"))
      #expect(alias.monospacedDigits == row[0].hasPrefix("MonospacedDigitSystem"))
    }
    for name in ["MonospacedDigitSystem", "Inter-Bold", "System-Bolder", "System ", "SF Pro"] {
      #expect(SystemFontAlias(name: name) == nil, "\(name)")
    }
  }

  @Test func noSystemFamilyWithoutSFPro() throws {
    let catalog = try Self.catalog([Fixtures.fontsDirectory])
    #expect(SystemFont(catalog: catalog) == nil)
    #expect(SystemFont(catalog: catalog, family: "SF Pro") == nil)
    #expect(
      SystemFont(catalog: catalog, family: "serif four variable")?.family == "Serif Four Variable")
  }

  /// SF Pro Display alone (an app's screenshot fonts) is no system family
  /// by default: said, with how to name it.
  @Test func aDisplayFaceAloneIsSaid() throws {
    let display = Fixtures.data("fonts/DisplayAlone-SFProDisplay.ttf")
    let catalog = try Self.catalog([Fixtures.fontsDirectory, display])
    #expect(SystemFont(catalog: catalog) == nil)
    let passed = try #require(SystemFont.passedOver(in: catalog))
    #expect(passed.path == display && passed.family == "SF Pro Display")
    #expect(
      SystemFontWording.missing(alias: "System", option: "--system-font FAMILY", passedOver: passed)
        .contains(
          "; it has SF Pro Display, \(display), the system font's face from 20 pt alone: name "
            + "that family to measure every size in it, or add the Text family"))
    #expect(SystemFont(catalog: catalog, family: "SF Pro Display")?.family == "SF Pro Display")
  }

  /// A face called SF Pro Text with icons alone (an app's icon subset) is
  /// no system font: the defaults pass over it and say it; named as the
  /// family, it is taken (the team's choice).
  @Test func anIconSubsetCalledSFProTextIsNoSystemFont() throws {
    let icons = Fixtures.data("fonts/IconSubset-SFProText.ttf")
    let catalog = try Self.catalog([Fixtures.fontsDirectory, icons])
    #expect(catalog.font(named: "SFProText-Regular")?.family == "SF Pro Text")
    #expect(SystemFont(catalog: catalog) == nil)
    #expect(SystemFont.passedOver(in: catalog)?.path == icons)
    #expect(SystemFont(catalog: catalog, family: "SF Pro Text")?.family == "SF Pro Text")
    #expect(SystemFont.passedOver(in: try Self.catalog([Fixtures.fontsDirectory])) == nil)
  }

  /// A system family with `trak` and no `STAT` (as Apple's static SF Pro
  /// files are) is tracked at the point size by default, as Core Text tracks
  /// the system font: its widths equal hb-shape's with the point size set
  /// (the rows of its `STAT` twin, which differs only in `STAT` and names);
  /// the same face not as the system font is not, and `off` tracks neither.
  @Test func aSystemFamilyWithTrakIsTrackedByDefault() throws {
    let catalog = try Self.catalog([Fixtures.data("sizing/TrakTest-NoSTAT.ttf")])
    let system = try #require(SystemFont(catalog: catalog, family: "Trak Test NoSTAT"))
    let store = FontStore(catalog: catalog)
    let regular = try store.systemFont(try #require(SystemFontAlias(name: "System")), in: system)
    #expect(regular.tracking == nil)  // its own trak, not the guidelines' table
    #expect(regular.font.followsPointSize(.auto))
    #expect(!regular.font.followsPointSize(.off))
    #expect(!(try store.font(for: regular.font.record)).followsPointSize(.auto))
    let again = try store.systemFont(try #require(SystemFontAlias(name: "System")), in: system)
    #expect(again.font === regular.font)
    let upem = Double(regular.font.metrics.unitsPerEm)
    var rows = 0
    for row in SizingReference.all where row.file.hasSuffix("TrakTest-STAT.ttf") {
      let expected = Double(row.advance) * row.pointSize / upem
      let style = LayoutStyle(font: regular.font, allowsFallback: false)
      let width = try store.withContext { context in
        try context.prepare(row.text, style: style, pointSize: row.pointSize)
          .measure(pointSize: row.pointSize).width
      }
      #expect(abs(width - expected) <= 1e-6 * expected, "\(row)")
      rows += 1
    }
    #expect(rows > 0)
  }

  /// A variable family is set at the alias's weight on its `wght` axis.
  @Test func aVariableFamilyTakesTheWeightOnItsAxis() throws {
    let catalog = try Self.catalog([Fixtures.font("SerifFourVariable-subset.ttf")])
    let system = try #require(SystemFont(catalog: catalog, family: "Serif Four Variable"))
    let store = FontStore(catalog: catalog)
    let bold = try store.systemFont(try #require(SystemFontAlias(name: "System-Bold")), in: system)
    #expect(bold.font.variations == [FontVariation("wght", 700)])
    #expect(bold.font.record.index == FaceIndex())
    #expect(bold.tracking == SystemFontTracking(.sfPro))  // the face has no trak table
    let sized = bold.font.atPointSize(17, opticalSizing: .auto)
    #expect(sized.variations == [FontVariation("opsz", 17), FontVariation("wght", 700)])
  }

  /// A stand-in system font with no `trak` table takes the guidelines'
  /// tracking table in its place, and so not with optical sizing off, which
  /// leaves a face's own `trak` out too: its width is then hb-shape's
  /// (Tests/Data/shaping.tsv), and with it, that plus the table's tracking
  /// after each of its 12 clusters.
  @Test func opticalSizingOffLeavesTheTrackingTableOut() throws {
    let catalog = try Self.catalog(Self.staticInter)
    let system = try #require(SystemFont(catalog: catalog, family: "Inter"))
    let store = FontStore(catalog: catalog)
    let chosen = try store.systemFont(try #require(SystemFontAlias(name: "System")), in: system)
    let tracking = try #require(chosen.tracking)
    let text = "Hello, World"
    let reference = try #require(ShapingReference.row("Inter-Regular.otf", text))
    let plain = Double(reference.advance) * 17 / 2816
    var widths: [OpticalSizing: Double] = [:]
    for mode in OpticalSizing.allCases {
      let style = LayoutStyle(font: chosen.font, opticalSizing: mode, tracking: tracking)
      #expect(style.appliedTracking == (mode == .off ? nil : tracking))
      widths[mode] = try store.withContext { context in
        try context.prepare(text, style: style).measure(pointSize: 17).advance
      }
    }
    #expect(abs((widths[.off] ?? 0) - plain) < 1e-6)
    let tracked = plain + 12 * tracking.points(atPointSize: 17)
    #expect(abs((widths[.auto] ?? 0) - tracked) < 1e-6)
    #expect(abs((widths[.always] ?? 0) - tracked) < 1e-6)
  }

  /// A static family gives the face nearest the weight.
  @Test(arguments: [
    ("System-Heavy", "Inter-Bold"), ("System-Light", "Inter-Regular"),
    ("System-Semibold", "Inter-SemiBold"), ("System-Medium", "Inter-Medium"),
    ("BoldSystem", "Inter-Bold"), ("System", "Inter-Regular"),
  ])
  func aStaticFamilyGivesTheNearestWeight(alias: String, face: String) throws {
    let catalog = try Self.catalog(Self.staticInter)
    let system = try #require(SystemFont(catalog: catalog, family: "Inter"))
    let chosen = try FontStore(catalog: catalog).systemFont(
      try #require(SystemFontAlias(name: alias)), in: system)
    #expect(chosen.font.record.postscriptName == face)
    #expect(chosen.font.variations.isEmpty)
  }

  /// `MonospacedDigitSystem-…` sets digits with equal widths (`tnum`); Inter's
  /// default digits are proportional.
  @Test func monospacedDigits() throws {
    let catalog = try Self.catalog(Self.staticInter)
    let system = try #require(SystemFont(catalog: catalog, family: "Inter"))
    let store = FontStore(catalog: catalog)
    func widths(_ alias: String) throws -> [Double] {
      let chosen = try store.systemFont(try #require(SystemFontAlias(name: alias)), in: system)
      #expect(chosen.features == (alias.hasPrefix("Monospaced") ? ["tnum"] : []))
      let style = LayoutStyle(font: chosen.font, features: chosen.features)
      return try ["1111", "8888"].map { text in
        try store.withContext { try $0.prepare(text, style: style).measure(pointSize: 17).width }
      }
    }
    let proportional = try widths("System-Regular")
    #expect(proportional[0] < proportional[1])
    let monospaced = try widths("MonospacedDigitSystem-Regular")
    #expect(monospaced[0] == monospaced[1])
  }

  /// Apple's static pair: the Text family below 20 pt, the Display family from
  /// 20 pt, each at the alias's weight, with the HIG tracking at each size.
  @Test func aTextDisplayPairSwitchesAt20Points() throws {
    let catalog = try Self.catalog(Self.pair)
    let system = try #require(SystemFont(catalog: catalog, family: "Stand In Text"))
    #expect(system.displayFamily == "Stand In Display")
    let store = FontStore(catalog: catalog)
    let bold = try store.systemFont(try #require(SystemFontAlias(name: "System-Bold")), in: system)
    #expect(
      bold.font.atPointSize(19.5, opticalSizing: .auto).record.postscriptName == "StandInText-Bold")
    #expect(
      bold.font.atPointSize(20, opticalSizing: .auto).record.postscriptName == "StandInDisplay-Bold"
    )
    let tracking = try #require(bold.tracking)

    let text = "Settings"
    let style = LayoutStyle(font: bold.font, tracking: tracking)
    let sizes = [17.0, 19.5, 20, 34].map { SweepSize(pointSize: $0) }
    let swept = try store.withContext { try $0.measure(text, style: style, sizes: sizes) }
    for (size, measurement) in zip(sizes, swept.measurements) {
      let face = size.pointSize < 20 ? "StandInText-Bold" : "StandInDisplay-Bold"
      let plain = LayoutStyle(font: try #require(try store.font(named: face)))
      let untracked = try store.withContext {
        try $0.prepare(text, style: plain).measure(pointSize: size.pointSize).width
      }
      let perCluster = tracking.thousandths(atPointSize: size.pointSize) * size.pointSize / 1000
      #expect(abs(measurement.width - (untracked + 8 * perCluster)) < 1e-9, "\(size.pointSize)")
    }
  }
}
