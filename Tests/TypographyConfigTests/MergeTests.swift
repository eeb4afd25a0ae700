import Testing

@testable import TypographyConfig

@Suite struct MergeTests {
  @Test func laterFilesWinAndDuplicateStylesAreReported() {
    let first = #"""
      {"typography-colors": {"brand": "red", "other": "blue"},
       "typography-kit": {"point-step-size": 3, "minimum-point-size": 9},
       "ui-font-text-styles": {"heading": {"font-name": "Inter-Bold", "point-size": 30}, "body": {"font-name": "Inter", "point-size": 14}}}
      """#
    let second = #"""
      {"typography-colors": {"brand": "green"},
       "typography-kit": {"point-step-size": 4},
       "ui-font-text-styles": {
         "heading": {"font-name": "Inter-Black", "point-size": 32},
         "caption": {"extends": "body", "point-size": 11, "text-color": "brand"}}}
      """#
    let report = validate(first, second)
    #expect(report.files == ["config.json", "config2.json"])
    #expect(summary(report) == ["duplicate-style ui-font-text-styles.heading"])
    #expect(report.findings[0].file == "config2.json")
    #expect(report.findings[0].severity == .warning)
    #expect(
      report.findings[0].detail
        == .duplicateStyle(
          name: "heading",
          previous: SourceLocation(
            file: "config.json", keyPath: "ui-font-text-styles.heading", line: 3)))
    #expect(report.styles["heading"]?.fontName == "Inter-Black")
    #expect(report.styles["caption"]?.fontName == "Inter")
    #expect(report.styles["caption"]?.textColor == .fixed(RGBAColor(red: 0, green: 1, blue: 0)))
    #expect(report.configuration.settings.pointStepSize == 4)
    #expect(report.configuration.settings.minimumPointSize == 9)
    #expect(report.colors["other"] != nil)
    #expect(report.configuration.styles.map(\.name) == ["heading", "body", "caption"])
    #expect(report.exitCode == 0)
  }

  @Test func duplicateStyleInOneFile() {
    let report = validate(
      #"{"ui-font-text-styles": {"s": {"font-name": "Inter", "point-size": 10}, "s": {"font-name": "Inter-Bold", "point-size": 11}}}"#
    )
    #expect(summary(report) == ["duplicate-style ui-font-text-styles.s"])
    #expect(report.styles["s"]?.fontName == "Inter-Bold")
  }

  @Test func replacedDefinitionsStillHaveTheirFontsChecked() {
    let report = validate(
      #"{"ui-font-text-styles": {"s": {"font-name": "Intr", "point-size": 10}}}"#,
      #"{"ui-font-text-styles": {"s": {"font-name": "Inter", "point-size": 10}}}"#)
    #expect(
      summary(report) == [
        "font-not-found ui-font-text-styles.s.font-name", "duplicate-style ui-font-text-styles.s",
      ])
    #expect(report.findings.map(\.file) == ["config.json", "config2.json"])
  }

  @Test func replacedDefinitionsStillHaveTheirColoursChecked() {
    let report = validate(
      ##"{"ui-font-text-styles": {"s": {"font-name": "Inter", "point-size": 10, "text-color": "#12345"}}}"##,
      #"{"ui-font-text-styles": {"s": {"font-name": "Inter", "point-size": 10, "text-color": "red"}}}"#
    )
    #expect(
      summary(report) == [
        "color-invalid ui-font-text-styles.s.text-color", "duplicate-style ui-font-text-styles.s",
      ])
    #expect(report.findings.map(\.file) == ["config.json", "config2.json"])
    #expect(report.styles["s"]?.textColor == .fixed(RGBAColor(red: 1, green: 0, blue: 0)))
  }

  @Test func parseErrorInOneFileKeepsTheOthers() {
    let report = validate(
      #"{"ui-font-text-styles": {"#,
      #"{"ui-font-text-styles": {"s": {"font-name": "Inter", "point-size": 10}}}"#)
    #expect(summary(report) == ["parse-error "])
    #expect(report.styles["s"] != nil)
    #expect(report.exitCode == 2)
  }
}
