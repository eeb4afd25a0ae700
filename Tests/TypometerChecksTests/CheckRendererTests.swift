import Testing
import TypographyConfig

@testable import TypometerChecks

@Suite struct CheckRendererTests {
  var report: CheckReport {
    var finding = CheckFinding(
      severity: .error, code: .uncovered, message: "'k' has characters no font covers: U+0700 ܀",
      file: "en,1.strings", line: 3)
    finding.language = "en"
    let warning = CheckFinding(
      severity: .warning, code: .notMeasured, message: "50% done\nnext", file: "t.json", line: nil)
    return CheckReport(
      spec: "t.json",
      settings: .init(
        platform: "ios", categories: ["large"], configs: [], fonts: [], systemFonts: false,
        boldText: false),
      summary: .init(
        files: 1, strings: 2, measured: 1, measurements: 1, overflows: 0, uncovered: 1,
        wordSplits: 0,
        unassigned: 0, errors: 1, warnings: 1),
      files: [], findings: [finding, warning],
      cascades: [StyleCascade(style: "body", font: "A", cascade: [], uncovered: ["U+0700"])])
  }

  @Test func text() {
    #expect(
      CheckRenderer.text(report) == """
        t.json: 1 string file, 2 strings, 1 measurement at 1 category
        en,1.strings:3: error: 'k' has characters no font covers: U+0700 ܀ [uncovered] (en)
        t.json: warning: 50% done\\u{A}next [not-measured]
        cascades:
          body (A): no fallback face covers the uncovered character
            uncovered: U+0700
        0 overflowing, 1 with uncovered characters, 0 in no container; 1 error, 1 warning

        """)
  }

  /// A cascade's text line lists the first 64 uncovered characters and
  /// says how many more there are.
  @Test func longUncoveredListsAreShortened() {
    var many = report
    let codes = (0..<100).map { "U+\(String(0x0700 + $0, radix: 16, uppercase: true))" }
    many.cascades = [StyleCascade(style: "body", font: "A", cascade: [], uncovered: codes)]
    let line = CheckRenderer.text(many).split(separator: "\n").map(String.init).first {
      $0.hasPrefix("    uncovered: ")
    }
    #expect(
      line == "    uncovered: " + codes.prefix(64).joined(separator: " ")
        + " … and 36 more (every one in --format json)")
  }

  /// The text lists the first 20 strings in no container and counts the
  /// rest (an app of 15,000 strings and a spec of one container); verbose
  /// text and JSON list them all; other findings after them are listed.
  @Test func stringsInNoContainerPastTwentyAreCounted() {
    var many = report
    let unassigned = (1...25).map { (i: Int) -> CheckFinding in
      CheckFinding(
        severity: .warning, code: .noContainer, message: "'k\(i)' matches no container's keys",
        file: "en.strings", line: i)
    }
    many.findings = unassigned + report.findings
    let text = CheckRenderer.text(many)
    #expect(text.contains("en.strings:20: warning: 'k20'"))
    #expect(!text.contains("en.strings:21: warning"))
    #expect(text.contains("en,1.strings:3: error:"))
    #expect(
      text.contains("\n… and 5 more strings in no container, not listed (--verbose lists them"))
    let verbose = CheckRenderer.text(many, verbose: true)
    #expect(verbose.contains("en.strings:25: warning: 'k25'"))
    #expect(!verbose.contains("more strings in no container"))
    #expect(CheckRenderer.json(many).contains("'k25' matches no container"))
    // Twenty are listed with nothing more said.
    many.findings = Array(unassigned.prefix(20))
    #expect(!CheckRenderer.text(many).contains("more string"))
  }

  /// A cascade's faces of one PostScript name in two files (an app's subset
  /// and the machine's whole font) are told apart by their files.
  @Test func facesOfOneNameAreToldApartByTheirFiles() {
    var two = report
    two.cascades = [
      StyleCascade(
        style: "body", font: "A",
        cascade: [
          CascadeEntry(postscriptName: "B", path: "app/B.ttf", characters: ["U+0041"], family: "B"),
          CascadeEntry(postscriptName: "C", path: "c/C.ttf", characters: ["U+0042"], family: "C"),
          CascadeEntry(
            postscriptName: "B", path: "machine/B.ttf", characters: ["U+0043", "U+0044"],
            family: "B"),
        ], uncovered: [])
    ]
    #expect(
      CheckRenderer.text(two).contains(
        "  body (A): B [app/B.ttf] (1), C (1), B [machine/B.ttf] (2)\n"),
      "\(CheckRenderer.text(two))")
  }

  /// An annotation (and a SARIF result) says the string's language, array
  /// item and stress mode, as text's line does: a String Catalog's findings
  /// of one key in two languages are on one line of one file.
  @Test func annotationsSayTheLanguageAndItem() {
    var finding = CheckFinding(
      severity: .error, code: .overflow, message: "'k' overflows", file: "L.xcstrings", line: 14)
    finding.language = "zh-Hans"
    finding.variant = "3"
    finding.stress = "pseudo"
    #expect(
      ReportedFinding(finding).message == "'k' overflows (zh-Hans) (item 3) (under pseudo)")
    finding.variant = "plural.one"
    finding.stress = nil
    #expect(ReportedFinding(finding).message == "'k' overflows (zh-Hans) (plural.one)")
  }

  @Test func github() {
    #expect(
      CheckRenderer.github(report, root: SourceRoot(path: "/r", workingDirectory: "/r")) == """
        ::error file=en%2C1.strings,line=3,title=typometer uncovered::'k' has characters no font covers: U+0700 ܀ (en)
        ::warning file=t.json,title=typometer not-measured::50%25 done%0Anext

        """)
    var empty = report
    empty.findings = []
    #expect(CheckRenderer.render(empty, as: .github) == "")
  }

  @Test func everyFormatEndsWithANewline() {
    for format in CheckRenderer.Format.allCases {
      #expect(CheckRenderer.render(report, as: format).hasSuffix("\n"))
    }
    #expect(CheckRenderer.json(report).hasPrefix("{\n  \"cascades\" : ["))
  }
}
