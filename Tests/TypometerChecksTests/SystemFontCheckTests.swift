import Foundation
import TestSupport
import Testing
import TextLayout
import TypeScale

@testable import TypometerChecks

/// A config whose styles name TypographyKit's system-font aliases.
@Suite struct SystemFontCheckTests {
  static let config = """
    {"typography-colors": {}, "ui-font-text-styles": {
      "title": {"font-name": "System-Bold", "point-size": 28},
      "body": {"font-name": "System", "point-size": 17}}}
    """
  static let strings = """
    "a.title" = "Settings";
    "b.body" = "Turn on notifications to hear about new messages.";
    "c.body" = "Hello";
    """

  static func spec(_ extra: String) throws -> (TemporaryFolder, CheckSpec) {
    let folder = try TemporaryFolder()
    try folder.write("TypographyKit.json", config)
    try folder.write("en.lproj/Localizable.strings", strings)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"], "categories": ["large", "ax5"],
       "containers": [{"keys": ["*.title"], "style": "title", "width": 200, "maxLines": 1},
                      {"keys": ["*"], "style": "body", "width": 320}]\(extra)}
      """)
    return (folder, try CheckSpec.load(path: path))
  }

  /// A weight the system family in the catalog has no face of (Roboto's
  /// regular face alone for `System-Bold`) is said once, with the styles
  /// measured in the nearest face; a variable family set at the weight is
  /// not, nor the regular face for `System`.
  @Test func aSystemWeightTheFamilyLacksIsSaid() throws {
    let (folder, spec) = try Self.spec(#", "systemFont": "Roboto""#)
    _ = folder
    let report = try CheckRunner.run(spec: spec)
    let said = report.findings.filter { $0.code == .fontMismatch }
    #expect(said.count == 1)
    #expect(said.first?.keyPath == "System weight 700")
    #expect(said.first?.style == "title")
    #expect(
      said.first?.message
        == "the catalog has no such face of Roboto, and style 'title' asks for it: it is "
        + "measured in Roboto-Regular (weight 400), where a device draws SF Pro, the system "
        + "font, at weight 700; add that face to a folder of \"fonts\"")
    let (other, variable) = try Self.spec(#", "systemFont": "Serif Four Variable""#)
    _ = other
    #expect(!(try CheckRunner.run(spec: variable)).findings.contains { $0.code == .fontMismatch })
  }

  @Test func aliasesAreMeasuredInTheSuppliedFamily() throws {
    let (folder, spec) = try Self.spec(#", "systemFont": "Serif Four Variable""#)
    _ = folder
    let report = try CheckRunner.run(spec: spec)
    #expect(report.summary.measured == 3)
    #expect(report.summary.measurements == 6)
    #expect(!report.findings.contains { $0.code == .notMeasured })
    // Set in the family, the aliases are not font-system-only either.
    #expect(!report.findings.contains { $0.code == .fontSystemOnly })

    // Each style's sizes: opsz = the size (the axis is 8–60), the HIG
    // tracking at the size, the weight on the wght axis.
    let title = try #require(report.styles.first { $0.name == "title" })
    #expect(title.variations == ["wght": 700])
    #expect(title.font == "SerifFourVariable-Roman")
    let tracking = SystemFontTracking(.sfPro)
    for row in title.sizes {
      #expect(row.opticalSize == min(max(row.pointSize, 8), 60))
      #expect(row.tracking == tracking.points(atPointSize: row.pointSize))
      #expect(row.font == nil)
    }
    #expect(title.sizes.map(\.pointSize) == [28, 28 * 53 / 17])
  }

  /// A static Text/Display pair: rows from 20 pt name the Display face.
  @Test func aPairNamesTheDisplayFaceFrom20Points() throws {
    let (folder, spec) = try Self.spec(#", "systemFont": "Stand In Text""#)
    _ = folder
    var withPair = spec
    withPair.fonts.append(Fixtures.data("sizing"))
    let report = try CheckRunner.run(spec: withPair)
    let body = try #require(report.styles.first { $0.name == "body" })
    #expect(body.font == "StandInText-Regular")
    #expect(body.sizes.map(\.font) == [nil, "StandInDisplay-Regular"])  // 17 pt, then 53 pt
    #expect(body.sizes.allSatisfy { $0.opticalSize == nil })
  }

  /// A fonts folder's icon subset called SF Pro Text (an app's symbols) is
  /// not taken for the system font: the styles set in it are not measured,
  /// and the finding names the file it passed over.
  @Test func anIconSubsetCalledSFProTextSetsNoStyle() throws {
    let (folder, spec) = try Self.spec("")
    _ = folder
    var withIcons = spec
    withIcons.fonts.append(Fixtures.data("fonts/IconSubset-SFProText.ttf"))
    let report = try CheckRunner.run(spec: withIcons)
    #expect(report.summary.measured == 0)
    #expect(report.summary.uncovered == 0)
    let notMeasured = report.findings.filter { $0.code == .notMeasured }
    #expect(notMeasured.count == 2)
    for finding in notMeasured {
      #expect(
        finding.message.contains(
          "its SF Pro Text, \(Fixtures.data("fonts/IconSubset-SFProText.ttf")), has no Latin "
            + "letters: an app's icons, not the system font"), "\(finding.message)")
    }
  }

  @Test func withoutAFamilyTheStylesAreNotMeasuredAndTheFindingSaysWhy() throws {
    let (folder, spec) = try Self.spec("")
    _ = folder
    let report = try CheckRunner.run(spec: spec)
    #expect(report.summary.measured == 0)
    let notMeasured = report.findings.filter { $0.code == .notMeasured }
    #expect(notMeasured.count == 2)
    #expect(notMeasured.allSatisfy { $0.message.contains("\"systemFont\"") })
    #expect(notMeasured.allSatisfy { $0.message.contains("developer.apple.com/fonts") })
  }

  /// In the text, the advice of a reason several styles were not measured
  /// for is said once: a later style's line points to the first.
  @Test func aReasonSeveralStylesShareIsSaidOnceInTheText() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"title": {"font-name": "System", "point-size": 28}, "#
        + #""body": {"font-name": "System", "point-size": 17}}}"#)
    try folder.write("en.lproj/Localizable.strings", Self.strings)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*.title"], "style": "title", "width": 200},
                      {"keys": ["*"], "style": "body", "width": 320}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let notMeasured = report.findings.filter { $0.code == .notMeasured }
    #expect(notMeasured.count == 2)
    let lines = CheckRenderer.text(report).split(separator: "\n").filter {
      $0.contains("[not-measured]")
    }
    #expect(lines.count == 2)
    #expect(lines.filter { $0.contains("developer.apple.com/fonts") }.count == 1, "\(lines)")
    let first = try #require(notMeasured.first?.style)
    #expect(
      lines.last?.contains("were not measured: as style '\(first)' (above) [not-measured]") == true,
      "\(lines)")
    // (The report's findings keep their whole words.)
    #expect(notMeasured.allSatisfy { $0.message.contains("developer.apple.com/fonts") })
  }

  /// A system family the catalog does not have stops the check, naming the
  /// nearest family and the catalog's.
  @Test func anUnknownSystemFamilyStopsTheCheck() throws {
    for (family, near) in [("Nope Sans", nil), ("Intr", "Inter")] {
      let (folder, spec) = try Self.spec(#", "systemFont": "\#(family)""#)
      _ = folder
      do {
        _ = try CheckRunner.run(spec: spec)
        Issue.record("'\(family)' was taken")
      } catch {
        guard case .systemFontNotFound(_, 4, family, let families, false) = error
        else {
          Issue.record("\(error)")
          continue
        }
        #expect(families.contains("Inter"))
        let message = "\(error)"
        #expect(message.contains(":4: systemFont '\(family)' is not a family in the catalog"))
        #expect(message.contains("(its families: "), "\(message)")
        #expect(message.contains("did you mean 'Inter'") == (near != nil), "\(message)")
      }
    }
    // Said with a string file that cannot be read, in one run.
    let (missing, withStrings) = try Self.spec(#", "systemFont": "Intr""#)
    try FileManager.default.removeItem(atPath: missing.url("en.lproj/Localizable.strings"))
    #expect {
      try CheckRunner.run(spec: withStrings)
    } throws: { error in
      let lines = "\(error)".split(separator: "\n")
      return lines.count == 2 && lines[0].contains("systemFont 'Intr' is not a family")
        && lines[1].contains("en.lproj/Localizable.strings")
    }
    // Given on the command line, it is said as the option's, not the spec's.
    var (folder, spec) = try Self.spec("")
    _ = folder
    spec.systemFont = "Interr"
    spec.systemFontFromOption = true
    #expect {
      try CheckRunner.run(spec: spec)
    } throws: {
      "\($0)".hasPrefix(
        "--system-font 'Interr' is not a family in the catalog (did you mean 'Inter'?)")
    }
  }

  @Test func opticalSizeInTheSpec() throws {
    let (folder, spec) = try Self.spec(#", "opticalSize": "off""#)
    _ = folder
    #expect(spec.opticalSizing == .off)
    let (other, bad) = (try TemporaryFolder(), "{\"opticalSize\": \"on\"}")
    let path = try other.write("typometer.json", bad)
    #expect {
      _ = try CheckSpec.load(path: path)
    } throws: { error in
      "\(error)".contains("opticalSize 'on' is not auto, always or off")
    }
  }

  /// A spec without a config whose containers name text styles: each is the
  /// system font as `UIFont.preferredFont(forTextStyle:)` gives it, its
  /// weight and sizes Apple's table's (the reference file), its own
  /// `scaling` entry capping it.
  @Test(arguments: ["ios", "watchos", "tvos", "macos"])
  func textStylesWithoutAConfigAreThePreferredFont(platform: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("en.lproj/Localizable.strings", Self.strings)
    let path = try folder.write(
      "typometer.json",
      """
      {"fonts": ["\(Fixtures.fontsDirectory)"], "systemFont": "Serif Four Variable",
       "platform": "\(platform)", "strings": ["en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*.title"], "style": "headline", "width": 200, "maxLines": 1},
                      {"keys": ["c.*"], "style": "Title 1", "width": 320},
                      {"keys": ["*"], "style": "Body", "width": 320}],
       "scaling": {"body": {"scaler": "uifontmetrics", "maximumPointSize": 30}}}
      """)
    let spec = try CheckSpec.load(path: path)
    #expect(spec.configs.isEmpty)
    // Spelled as `scale` prints them.
    #expect(spec.containers.map(\.style) == ["headline", "title1", "body"])
    let report = try CheckRunner.run(spec: spec)
    #expect(report.summary.measured == 3)
    #expect(!report.findings.contains { $0.code == .notMeasured })

    // Apple's table for the platform (the reference file): each style's
    // weight, and its sizes in category order.
    let rows = try Fixtures.tsv("typescale/dynamic-type-\(platform).tsv")
    let header = try #require(rows.first)
    let (size, weight) = (
      try #require(header.firstIndex(of: "pointSize")),
      try #require(header.firstIndex(of: "weight"))
    )
    var cells: [String: (weight: String, sizes: [Double])] = [:]
    for row in rows.dropFirst() where row.count > weight {
      cells[row[0], default: (row[weight], [])].sizes.append(try #require(Double(row[size])))
    }
    let weights = ["regular": 400.0, "medium": 500, "semibold": 600, "bold": 700]
    // The config-free styles in the containers' order.
    #expect(report.styles.map(\.name) == ["headline", "title1", "body"])
    for style in report.styles {
      let cell = try #require(cells[style.name])
      #expect(style.font == "SerifFourVariable-Roman")
      #expect(style.scaler == "uifontmetrics")
      #expect(style.variations == ["wght": try #require(weights[cell.weight])])
      let expected = style.name == "body" ? cell.sizes.map { min($0, 30) } : cell.sizes
      #expect(style.sizes.map(\.pointSize) == expected)
    }
  }

  /// Without a config, a `scaling` entry names a container's text style;
  /// `"*"` or another name stops the check, naming the containers' styles.
  @Test(arguments: [
    (#""*""#, "scaling.* names no container's text style (the containers take body)"),
    (
      #""Title 1""#,
      "scaling.title1 names no container's text style (the containers take body)"
    ),
  ])
  func aScalingEntryNamesAContainersTextStyle(_ key: String, _ words: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("en.lproj/Localizable.strings", Self.strings)
    let path = try folder.write(
      "typometer.json",
      """
      {"fonts": ["\(Fixtures.fontsDirectory)"], "strings": ["en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 320}],
       "scaling": {\(key): {"scaler": "uifontmetrics", "maximumPointSize": 30}}}
      """)
    let spec = try CheckSpec.load(path: path)
    #expect {
      try CheckRunner.run(spec: spec)
    } throws: { error in
      "\(error)".contains(words) && "\(error)".hasSuffix("each entry names one of them")
    }
  }

  /// With a config, a container's text style name that the config lacks is
  /// a typo to catch (`headline` for `heading`), not the preferred font.
  @Test func withAConfigATextStyleNameIsATypo() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"heading": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    try folder.write("en.lproj/Localizable.strings", Self.strings)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "headline", "width": 320}]}
      """)
    let spec = try CheckSpec.load(path: path)
    #expect(
      throws: CheckRunner.Failure.unknownContainerStyle(
        spec: spec.path, line: 3, style: "headline", known: ["heading"])
    ) {
      try CheckRunner.run(spec: spec)
    }
  }

  /// Without a config, a text style the platform lacks stops the check,
  /// naming the platform's text styles.
  @Test func aTextStyleThePlatformLacksStopsTheCheck() throws {
    let folder = try TemporaryFolder()
    try folder.write("en.lproj/Localizable.strings", Self.strings)
    let path = try folder.write(
      "typometer.json",
      """
      {"fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "footnote1", "width": 320}]}
      """)
    let spec = try CheckSpec.load(path: path)
    #expect {
      try CheckRunner.run(spec: spec)
    } throws: { error in
      "\(error)".hasSuffix(
        "typometer.json:3: container style 'footnote1' is not in a config, and ios has no such "
          + "text style (it has largeTitle, title1, title2, title3, headline, body, callout, "
          + "subheadline, footnote, caption1, caption2)")
    }
  }
}
