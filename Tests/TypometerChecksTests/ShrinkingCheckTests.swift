import FontDiscovery
import Foundation
import TestSupport
import Testing
import TextLayout
import TypeScale

@testable import TypometerChecks

/// Containers that shrink their text (`minimumScaleFactor`).
@Suite struct ShrinkingCheckTests {
  @Test func aButtonThatShrinksIsAWarningUntilTheFactor() throws {
    let folder = try TemporaryFolder()
    let text = Fixtures.shrinkingButtonText
    let path = try Fixtures.writeShrinkingButtonApp(in: folder)
    let spec = try CheckSpec.load(path: path)
    #expect(spec.containers[0].minimumScaleFactor == 0.7)
    let report = try CheckRunner.run(spec: spec)

    // The scale each category needs: 160 pt over the unwrapped advance there.
    let measurer = TextMeasurer(
      store: FontStore(
        catalog: try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)))
    var shrunk: [(String, Double)] = []
    var overflowing: [String] = []
    for category in spec.categories {
      let size = try PlatformTable.table(for: .ios).metrics(for: .body, at: category).pointSize
      let advance = try measurer.measure(
        text, font: "Roboto-Regular", pointSize: size, in: Container()
      ).advance
      let needed = 160 / advance
      if needed >= 1 { continue }
      if needed >= 0.7 {
        shrunk.append((category.name, needed))
      } else {
        overflowing.append(category.name)
      }
    }
    #expect(!shrunk.isEmpty && !overflowing.isEmpty)
    let finding = try #require(report.findings.first { $0.code == .shrunk })
    #expect(finding.severity == .warning)
    #expect(finding.category == shrunk.first?.0)
    #expect(finding.scales?.map(\.category) == shrunk.map(\.0))
    for (got, want) in zip(finding.scales ?? [], shrunk) {
      #expect(abs(got.scale - want.1) * 53 <= 0.002)  // to 1/1000 pt at the largest size
    }
    // The summary line counts it.
    #expect(CheckRenderer.text(report).contains(", 1 fitting only shrunk"))
    // The words: the scale where it starts, and how far it goes at a larger size.
    #expect(finding.message.contains("only shrunk, from \(shrunk[0].0) on: to "))
    #expect(
      finding.message.contains(" there, and as far as ") == (shrunk.count > 1),
      "\(finding.message)")
    let overflow = try #require(report.findings.first { $0.code == .overflow })
    #expect(overflow.category == overflowing.first)
    #expect(overflow.overflowingCategories == overflowing)
    // Where even the factor is not enough, the message says so.
    #expect(
      overflow.message.hasSuffix(
        "; it does not fit shrunk to its minimumScaleFactor (0.7×) either"),
      "\(overflow.message)")
  }

  /// A factor below 1 is never written as 1 (a shrink of 22 to 21.98 pt
  /// is 0.999×); others as two decimals.
  @Test func factorsBelowOneAreNotRoundedToOne() {
    #expect(factor(0.99909) == "0.999")
    #expect(factor(0.99999) == "0.99999")
    #expect(factor(0.85) == "0.85")
    #expect(factor(1) == "1")
  }

  /// A container without a line limit never shrinks its text: an overflow
  /// there (a character wider than the line) does not say the factor was
  /// not enough, and text of several paragraphs gives no one-line width.
  /// An Android container has no minimumScaleFactor (UILabel's).
  @Test func onlyALimitedContainerShrinks() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"button": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    try folder.write(
      "en.lproj/Localizable.strings",
      "\"a.button\" = \"W\";\n\"b.button\" = \"Sign in\\nwith a long name\";\n")
    func run(_ container: String) throws -> [CheckFinding] {
      let path = try folder.write(
        "typometer.json",
        """
        {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
         "categories": ["large"], "strings": ["en.lproj/Localizable.strings"],
         "containers": [\(container)]}
        """)
      return try CheckRunner.run(spec: try CheckSpec.load(path: path)).findings.filter {
        $0.code == .overflow
      }
    }
    let unlimited = try run(
      #"{"keys": ["a.*"], "style": "button", "width": 5, "minimumScaleFactor": 0.5}, {"keys": ["*"], "skip": true}"#
    )
    #expect(unlimited.count == 1)
    #expect(unlimited.first.map { !$0.message.contains("shrunk") } == true, "\(unlimited)")
    let paragraphs = try run(#"{"keys": ["*"], "style": "button", "width": 300, "maxLines": 1}"#)
    let two = try #require(paragraphs.first { $0.key == "b.button" })
    #expect(two.message.contains("takes 2 lines where 1 fits (+"), "\(two.message)")
    let android = try folder.write(
      "android.json",
      #"{"platform": "android", "resources": "res", "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 100, "maxLines": 1, "minimumScaleFactor": 0.5}]}"#
    )
    #expect {
      _ = try CheckSpec.load(path: android)
    } throws: { error in
      "\(error)".contains(
        "'containers[0].minimumScaleFactor' is for Apple platforms; on android it is UILabel's "
          + "shrinking; a TextView shrinks by autoSizeTextType, which is not measured")
    }
  }

  /// 0 (UIKit's default: "the current font size is the smallest") and 1
  /// shrink nothing.
  @Test func zeroAndOneShrinkNothing() throws {
    let folder = try TemporaryFolder()
    for factor in ["0", "1", "0.5"] {
      let path = try folder.write(
        "t.json",
        #"{"strings": "s", "containers": [{"keys": "*", "style": "body", "width": 100, "minimumScaleFactor": \#(factor)}]}"#
      )
      let spec = try CheckSpec.load(path: path)
      #expect(spec.containers[0].minimumScaleFactor == (factor == "0.5" ? 0.5 : nil))
    }
  }

  @Test(arguments: [-0.1, -1, 1.5])
  func theFactorIsFromZeroToOne(factor: Double) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      "t.json",
      #"{"containers": [{"keys": "*", "style": "a", "width": 100, "minimumScaleFactor": \#(factor)}]}"#
    )
    #expect {
      _ = try CheckSpec.load(path: path)
    } throws: { error in
      "\(error)".contains(
        "'containers[0].minimumScaleFactor' must be a number from 0 to 1")
    }
  }
}
