import Foundation
import TestSupport
import Testing
import TypographyConfig

@testable import TypometerChecks

/// Stress modes in `check`: what only they find, labelled, warnings by default.
@Suite struct StressCheckTests {
  static func spec(_ extra: String) throws -> (TemporaryFolder, CheckSpec) {
    let folder = try TemporaryFolder()
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"button": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    // Fits 200 pt on one line as it is; wider with WCAG spacing or pseudo text.
    try folder.write(
      "en.lproj/Localizable.strings", #""a.button" = "Turn on notifications";"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"], "categories": ["large"],
       "containers": [{"keys": ["*"], "style": "button", "width": 200, "maxLines": 1}]\(extra)}
      """)
    return (folder, try CheckSpec.load(path: path))
  }

  @Test func stressFindsWhatThePlainCheckDoesNot() throws {
    let (plainFolder, plain) = try Self.spec("")
    _ = plainFolder
    #expect(try CheckRunner.run(spec: plain).findings.isEmpty)

    let (folder, spec) = try Self.spec(#", "stress": ["wcag-spacing", "pseudo"]"#)
    _ = folder
    #expect(spec.stress == [.wcagSpacing, .pseudo])
    let report = try CheckRunner.run(spec: spec)
    let overflows = report.findings.filter { $0.code == .overflow }
    #expect(Set(overflows.compactMap(\.stress)) == ["wcag-spacing", "pseudo"])
    #expect(overflows.allSatisfy { $0.severity == .warning })
    #expect(!report.hasErrors)
    let pseudo = try #require(overflows.first { $0.stress == "pseudo" })
    #expect(pseudo.text?.hasPrefix("Ţûŕñ öñ ñöţîƒîçåţîöñš") == true)
    #expect(report.summary.overflows == 0)  // the counts are the plain check's
  }

  /// Pseudo-localisation stands in for translations: the development
  /// language's strings are made longer, a translation is not (Stats'
  /// Arabic and Tamil strings were, with Latin padding).
  @Test func pseudoLengthensTheDevelopmentLanguageOnly() throws {
    let (folder, _) = try Self.spec("")
    try folder.write("de.lproj/Localizable.strings", #""a.button" = "Mitteilungen an";"#)
    try folder.write(
      "Base.lproj/Localizable.strings", #""b.button" = "Turn on notifications";"#)
    // A region of the development language (British English) is a
    // translation of its strings: not lengthened.
    try folder.write(
      "en-GB.lproj/Localizable.strings", #""c.button" = "Turn on colour alerts";"#)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings",
                   "Base.lproj/Localizable.strings", "en-GB.lproj/Localizable.strings"],
       "categories": ["large"], "stress": ["pseudo"],
       "containers": [{"keys": ["*"], "style": "button", "width": 200, "maxLines": 1}]}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: path))
    let pseudo = report.findings.filter { $0.stress == "pseudo" }
    #expect(
      Set(pseudo.map(\.file).map { URL(fileURLWithPath: $0).pathComponents.suffix(2).first ?? "" })
        == ["en.lproj", "Base.lproj"], "\(pseudo.map(\.file))")
    #expect(!pseudo.contains { $0.language == "de" })
    // A spec whose development language is German makes German longer.
    let german = try folder.write(
      "de.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"],
       "developmentLanguage": "de", "categories": ["large"], "stress": ["pseudo"],
       "containers": [{"keys": ["*"], "style": "button", "width": 120, "maxLines": 1}]}
      """)
    let germanReport = try CheckRunner.run(spec: try CheckSpec.load(path: german))
    let stressed = germanReport.findings.filter { $0.stress == "pseudo" }
    #expect(
      stressed.allSatisfy { $0.language == "de" } && !stressed.isEmpty,
      "\(germanReport.findings.map(\.message))")
  }

  @Test func thePolicyCanRaiseThem() throws {
    let (folder, spec) = try Self.spec(
      #", "stress": "wcag-spacing", "severity": {"stress": "error"}"#)
    _ = folder
    let report = try CheckRunner.run(spec: spec)
    #expect(report.findings.contains { $0.stress == "wcag-spacing" && $0.severity == .error })
    #expect(report.hasErrors)
  }

  @Test func unknownModesAreSpecErrors() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("t.json", #"{"stress": ["wcag"]}"#)
    #expect {
      _ = try CheckSpec.load(path: path)
    } throws: { error in
      "\(error)".contains("stress: 'wcag' is not wcag-spacing or pseudo")
    }
  }
}
