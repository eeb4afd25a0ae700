import Foundation
import TestSupport
import Testing
import TypographyConfig

@testable import TypometerChecks

/// The spec's `severity`, and a check that measures nothing.
@Suite struct SeverityPolicyTests {
  static func spec(_ extra: String, font: String = "Inter-Regular") throws -> (
    TemporaryFolder, String
  ) {
    let folder = try TemporaryFolder()
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"title": {"font-name": "\#(font)", "point-size": 17}}}"#)
    try folder.write(
      "de.lproj/Localizable.strings",
      #""a.title" = "Hintergrundübertragungsdienst";"# + "\n" + #""b.title" = "Ja";"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["de.lproj/Localizable.strings"], "categories": ["large", "ax5"],
       "containers": [{"keys": ["a.*"], "style": "title", "width": 200},
                      {"keys": ["zzz"], "style": "title", "width": 200}]\(extra)}
      """)
    return (folder, path)
  }

  @Test func levelsReplaceTheDefaults() throws {
    let (plainFolder, plainPath) = try Self.spec("")
    let plain = try CheckRunner.run(spec: try CheckSpec.load(path: plainPath))
    _ = plainFolder
    #expect(plain.findings.first { $0.code == .wordSplit }?.severity == .warning)
    #expect(plain.findings.contains { $0.code == .noContainer })
    #expect(plain.findings.contains { $0.code == .unusedContainer })
    #expect(!plain.hasErrors)

    let (folder, path) = try Self.spec(
      #", "severity": {"word-split": "error", "no-container": "off", "unused-container": "warning"}"#
    )
    _ = folder
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.findings.first { $0.code == .wordSplit }?.severity == .error)
    #expect(!report.findings.contains { $0.code == .noContainer })
    #expect(report.findings.first { $0.code == .unusedContainer }?.severity == .warning)
    #expect(report.hasErrors)
    #expect(report.summary.errors == report.findings.count { $0.severity == .error })
    #expect(report.summary.warnings == report.findings.count { $0.severity == .warning })
  }

  /// A code turned off is not counted either: the summary's counts of
  /// strings that overflow, lack characters or split words are 0 where the
  /// plain check's are not (the cascades still list the characters no face
  /// covers).
  /// A code turned off is off under a stress mode too; a stress-mode
  /// finding of a code set to error or warning takes the `stress` level.
  @Test func aCodeTurnedOffIsOffInEveryMode() {
    func finding(_ code: FindingCode, stress: String?) -> CheckFinding {
      var finding = CheckFinding(
        severity: .warning, code: code, message: code.rawValue, file: "a.strings", line: 1)
      finding.stress = stress
      return finding
    }
    let findings = [
      finding(.overflow, stress: nil), finding(.overflow, stress: "pseudo"),
      finding(.wordSplit, stress: "wcag-spacing"), finding(.uncovered, stress: "pseudo"),
    ]
    let policy = SeverityPolicy([.overflow: .off, .wordSplit: .error], stress: .warning)
    let kept = policy.apply(to: findings)
    #expect(kept.map(\.code) == [.wordSplit, .uncovered])
    // The stress mode's level, not the code's.
    #expect(kept.allSatisfy { $0.severity == .warning })
  }

  @Test func codesTurnedOffAreNotCounted() throws {
    func check(_ severity: String) throws -> CheckReport {
      let folder = try TemporaryFolder()
      try folder.write(
        "TypographyKit.json",
        #"{"ui-font-text-styles": {"title": {"font-name": "Inter-Regular", "point-size": 17}}}"#)
      try folder.write(
        "de.lproj/Localizable.strings",
        #""a" = "Hintergrund ᚠᚢᚦ und mehr Wörter danach";"# + "\n"
          + #""b" = "Hintergrundübertragungsdienstleistung";"#)
      let path = try folder.write(
        "typometer.json",
        """
        {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
         "strings": ["de.lproj/Localizable.strings"], "categories": ["large", "ax5"],
         "containers": [{"keys": ["a"], "style": "title", "width": 100, "maxLines": 1},
                        {"keys": ["b"], "style": "title", "width": 100}]\(severity)}
        """)
      return try withExtendedLifetime(folder) {
        try CheckRunner.run(spec: try CheckSpec.load(path: path))
      }
    }
    let plain = try check("")
    #expect(plain.summary.overflows == 1)
    #expect(plain.summary.uncovered == 1)
    #expect(plain.summary.wordSplits == 1)
    let off = try check(
      #", "severity": {"overflow": "off", "uncovered": "off", "word-split": "off"}"#)
    #expect(off.findings.isEmpty, "\(off.findings.map(\.message))")
    #expect(off.summary.overflows == 0)
    #expect(off.summary.uncovered == 0)
    #expect(off.summary.wordSplits == 0)
    #expect(off.summary.measurements == plain.summary.measurements)
    #expect(off.cascades.contains { !$0.uncovered.isEmpty })
  }

  @Test(arguments: [
    (#"{"severity": {"word-splits": "error"}}"#, "did you mean word-split?"),
    (#"{"severity": {"parse-error": "off"}}"#, "'parse-error' always stops the check"),
    (#"{"severity": {"nothing-measured": "off"}}"#, "'nothing-measured' always stops the check"),
    (
      #"{"severity": {"overflow": "fatal"}}"#,
      "severity.overflow: 'fatal' is not error, warning or off"
    ),
    (#"{"severity": {"overflow": 1}}"#, "'severity.overflow' must be a string"),
    (#"{"severity": {"stress": "loud"}}"#, "severity.stress: 'loud' is not error, warning or off"),
    (#"{"severity": {"stress": true}}"#, "'severity.stress' must be a string"),
    (#"{"severity": ["overflow"]}"#, "'severity' must be an object"),
  ])
  func problemsNameTheCode(text: String, message: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("t.json", text)
    #expect {
      _ = try CheckSpec.load(path: path)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  /// Every entry of `severity` is read whatever the others hold: each
  /// problem is said, in the file's order, in one run.
  @Test func everyProblemIsSaidInOneRun() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      "t.json",
      """
      {"severity": {
        "word-splt": "error",
        "overflow": "fatal",
        "uncovered": "warning",
        "stress": "loud"}}
      """)
    #expect {
      _ = try CheckSpec.load(path: path)
    } throws: { error in
      guard let error = error as? SpecError else { return false }
      let all = [error] + error.further
      let severity = all.filter { "\($0)".contains("severity") }
      return severity.map(\.line) == [2, 3, 5]
        && "\(severity[0])".contains("'word-splt' is not a finding code")
        && "\(severity[1])".contains("'fatal' is not error")
        && "\(severity[2])".contains("severity.stress: 'loud'")
    }
  }

  /// A check whose styles cannot be measured says so and exits 2.
  @Test func nothingMeasuredExitsTwoSayingWhy() throws {
    let (folder, path) = try Self.spec("", font: "NoSuchFont-Regular")
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    #expect(report.summary.measured == 0)
    #expect(report.nothingMeasured?.contains("NoSuchFont-Regular") == true)
    let result = try Typometer.run(["check", path])
    #expect(result.status == 2)
    // In text the reason is said once, by the not-measured warning, which
    // the nothing-measured error points to; stderr says only that.
    #expect(result.stderr.contains("nothing was measured (said above)"))
    #expect(result.stdout.components(separatedBy: "its font 'NoSuchFont-Regular'").count == 2)
    #expect(
      result.stdout.contains(
        "no string's style could be measured (the not-measured warning says why)"))
    let json = try Typometer.run(["check", path, "--json"])
    #expect(json.status == 2)
    #expect(json.stderr.contains("nothing was measured: "))
    #expect(json.stderr.contains("'NoSuchFont-Regular' is not in the catalog"))
    #expect(json.stdout.contains("\"nothingMeasured\""))
    // A `nothing-measured` error finding in every format, counted as an error.
    let found = report.findings.filter { $0.code == .nothingMeasured }
    #expect(found.count == 1 && found.first?.severity == .error && found.first?.file == path)
    #expect(report.summary.errors >= 1)
    #expect(json.stdout.contains(#""code" : "nothing-measured""#))
    let github = try Typometer.run(["check", path, "--format", "github"])
    #expect(github.status == 2)
    #expect(github.stdout.contains("title=typometer nothing-measured::nothing was measured: "))
    #expect(!github.stdout.contains("parse-error"))
    let sarif = try Typometer.run(["check", path, "--format", "sarif"])
    #expect(sarif.status == 2)
    #expect(sarif.stdout.contains("\"ruleId\" : \"nothing-measured\""))
    #expect(sarif.stdout.contains("\"executionSuccessful\" : false"))
    let text = try Typometer.run(["check", path])
    #expect(text.stdout.contains("nothing-measured"))
    // Never written into a baseline, so never hidden by one.
    let baseline = folder.url("baseline.json")
    let written = try Typometer.run(["check", path, "--write-baseline", baseline])
    #expect(written.status == 2)
    let saved = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(saved.contains("font-not-found") && !saved.contains("nothing-measured"))
    let again = try Typometer.run(["check", path, "--baseline", baseline, "--format", "github"])
    #expect(again.status == 2)
    #expect(again.stdout.contains("title=typometer nothing-measured::"))
  }
}
