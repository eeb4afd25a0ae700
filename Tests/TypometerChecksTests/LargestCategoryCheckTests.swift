import FontDiscovery
import Foundation
import TestSupport
import Testing
import TextLayout
import TypeScale

@testable import TypometerChecks

/// Containers whose text grows no further than a category
/// (`largestCategory`: SwiftUI's `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`).
@Suite struct LargestCategoryCheckTests {
  /// Writes a config of one body style in Roboto at 17 pt into `folder`.
  static func writeConfig(in folder: TemporaryFolder) throws {
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
  }

  /// A width a point wider than `text` on one line in Roboto at body's size
  /// at `category`, from Apple's table.
  static func width(of text: String, at category: ContentSizeCategory) throws -> Double {
    let size = try PlatformTable.table(for: .ios).metrics(for: .body, at: category).pointSize
    let measurer = TextMeasurer(
      store: FontStore(
        catalog: try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)))
    return try measurer.measure(text, font: "Roboto-Regular", pointSize: size, in: Container())
      .advance + 1
  }

  /// A one-line text as wide as its container at xxxLarge overflows at the
  /// accessibility sizes, but not in a container that stops at xxxLarge;
  /// one that stops at AX2 overflows from AX1, as the free one does.
  @Test func aCappedContainerIsMeasuredAtItsLargestCategory() throws {
    let folder = try TemporaryFolder()
    let text = "Delete every expense"
    try Self.writeConfig(in: folder)
    try folder.write(
      "en.lproj/Localizable.strings",
      #""free" = "\#(text)";"# + "\n" + #""capped" = "\#(text)";"# + "\n"
        + #""capped.ax2" = "\#(text)";"#)
    let width = try Self.width(of: text, at: .extraExtraExtraLarge)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"],
       "containers": [
         {"keys": ["capped"], "style": "body", "width": \(width), "maxLines": 1,
          "largestCategory": "xxxLarge"},
         {"keys": ["capped.ax2"], "style": "body", "width": \(width), "maxLines": 1,
          "largestCategory": "ax2"},
         {"keys": ["*"], "style": "body", "width": \(width), "maxLines": 1}]}
      """)
    let spec = try CheckSpec.load(path: path)
    #expect(
      spec.containers.map(\.largestCategory) == [.extraExtraExtraLarge, .accessibilityLarge, nil])
    let report = try CheckRunner.run(spec: spec)
    let overflows = report.findings.filter { $0.code == .overflow }
    #expect(Set(overflows.compactMap(\.key)) == ["free", "capped.ax2"])
    let free = try #require(overflows.first { $0.key == "free" })
    let ax2 = try #require(overflows.first { $0.key == "capped.ax2" })
    #expect(free.category == ContentSizeCategory.accessibilityMedium.name)
    #expect(ax2.category == free.category)
    // (The capped one's larger categories are measured at AX2's size.)
    #expect(free.overflowingCategories?.count == 5)
    #expect(ax2.overflowingCategories?.count == 5)
    // The report's sizes of the style are its own, uncapped.
    #expect(report.styles.first?.sizes.last?.category == "accessibilityExtraExtraExtraLarge")
  }

  /// A size above the cap keeps its own category, which findings name:
  /// with the spec's categories large, AX3 and AX5 and a cap at xxxLarge, a
  /// text wider than the line at xxxLarge's size overflows from AX3.
  @Test func aCappedSizeKeepsItsCategory() throws {
    let folder = try TemporaryFolder()
    let text = "Delete every expense"
    try Self.writeConfig(in: folder)
    try folder.write("en.lproj/Localizable.strings", #""capped" = "\#(text)";"#)
    let width = try Self.width(of: text, at: .large)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"], "categories": ["large", "ax3", "ax5"],
       "containers": [{"keys": ["*"], "style": "body", "width": \(width), "maxLines": 1,
                       "largestCategory": "xxxLarge"}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let overflow = try #require(report.findings.first { $0.code == .overflow })
    #expect(overflow.category == ContentSizeCategory.accessibilityExtraLarge.name)
    #expect(
      overflow.overflowingCategories == [
        ContentSizeCategory.accessibilityExtraLarge.name,
        ContentSizeCategory.accessibilityExtraExtraExtraLarge.name,
      ])
  }

  /// A container's text case is applied in the string's language (Turkish
  /// i → İ) before the text is measured; an unknown case is a spec error.
  @Test func aContainersTextCaseIsMeasured() throws {
    let folder = try TemporaryFolder()
    try Self.writeConfig(in: folder)
    try folder.write("tr.lproj/Localizable.strings", #""city" = "istanbul";"#)
    try folder.write("en.lproj/Localizable.strings", #""city" = "Straße";"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["tr.lproj/Localizable.strings", "en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 10, "maxLines": 1,
                       "textCase": "uppercase"}]}
      """)
    let spec = try CheckSpec.load(path: path)
    #expect(spec.containers.first?.textCase == .uppercase)
    let report = try CheckRunner.run(spec: spec)
    let texts = report.findings.filter { $0.code == .overflow }.compactMap(\.text)
    #expect(Set(texts) == ["İSTANBUL", "STRASSE"], "\(report.findings.map(\.message))")
    let wrong = try folder.write(
      "wrong.json",
      #"{"strings": ["a.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 9, "textCase": "upper"}]}"#
    )
    #expect(throws: SpecError.self) { try CheckSpec.load(path: wrong) }
    do {
      _ = try CheckSpec.load(path: wrong)
    } catch {
      #expect(
        "\(error)".contains(
          "'containers[0].textCase': 'upper' is not uppercase or lowercase (SwiftUI's .textCase)"),
        "\(error)")
    }
  }

  /// A category the name does not give, or one the platform lacks, is a spec
  /// error; Android has no content-size categories.
  @Test func aLargestCategoryIsAnAppleCategory() throws {
    let folder = try TemporaryFolder()
    func problems(_ spec: String) throws -> String {
      let path = try folder.write("typometer.json", spec)
      do {
        _ = try CheckSpec.load(path: path)
        return ""
      } catch {
        return "\(error)"
      }
    }
    let container = #"{"keys": ["*"], "style": "body", "width": 300, "largestCategory": "#
    #expect(
      try problems(#"{"strings": ["a.strings"], "containers": [\#(container)"huge"}]}"#)
        .contains("typometer.json:1: 'containers[0].largestCategory': unknown category 'huge'"))
    #expect(
      try problems(
        #"{"platform": "watchos", "strings": ["a.strings"], "containers": [\#(container)"ax5"}]}"#
      ).contains("watchos"))
    #expect(
      try problems(
        #"{"platform": "android", "resources": ["res"], "containers": [\#(container)"ax1"}]}"#
      ).contains("containers[0].largestCategory"))
    #expect(
      try problems(#"{"strings": ["a.strings"], "containers": [\#(container)"xxxl"}]}"#) == "")
  }
}
