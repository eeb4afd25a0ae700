import Testing

@testable import TypographyConfig

@Suite struct ExampleTests {
  let validator = ConfigValidator(fonts: bundledFonts)

  @Test func jsonExampleValidatesCleanly() throws {
    let report = validator.validate(files: [example("TypographyKit.json")])
    #expect(report.findings.isEmpty)
    #expect(report.exitCode == 0)
    #expect(report.formats.values.first == .json)
    #expect(Set(report.styles.keys) == ["heading", "paragraph", "example", "interactive-text"])
    let interactive = try #require(report.styles["interactive-text"])
    #expect(interactive.fontName == "Inter-Medium")
    #expect(interactive.pointSize == 18)
    #expect(interactive.effectiveMinimumPointSize == 12)
    #expect(interactive.textColor == .fixed(RGBAColor(red: 0.875, green: 0, blue: 0.875)))
    let gray = RGBAColor(red: 0.875, green: 0.875, blue: 0.875)
    #expect(
      report.colors["text"] == .dynamic(light: RGBAColor(red: 0, green: 0, blue: 0), dark: gray))
    #expect(
      report.colors["text-dark"]
        == .dynamic(
          light: RGBAColor(red: 0, green: 0, blue: 0),
          dark: RGBAColor(red: 0.4375, green: 0.4375, blue: 0.4375)))
    let royal = RGBAColor(red255: 0x08, green255: 0x22, blue255: 0x4C)
    #expect(report.colors["background"] == .dynamic(light: gray, dark: royal.applying(.dark)))
    #expect(report.configuration.settings.labelLineBreakMode == .wordWrap)
    #expect(report.configuration.settings.shouldUseDevelopmentColors == true)
  }

  @Test func plistExampleValidatesCleanly() {
    let report = validator.validate(files: [example("TypographyKit.plist")])
    #expect(report.findings.isEmpty)
    #expect(report.formats.values.first == .xmlPlist)
    #expect(report.styles["paragraph"]?.pointSize == 16)
    #expect(report.colors["text"] == .fixed(RGBAColor(red255: 0xFF, green255: 0xAB, blue255: 0x01)))
  }

  @Test func binaryPlistTwinWithAJSONExtensionValidatesCleanly() {
    let path = configData("TypographyKit-binary-plist.json")
    let report = validator.validate(files: [path])
    #expect(report.findings.isEmpty)
    #expect(report.formats[path] == .binaryPlist)
    #expect(report.styles.count == 4)
  }

  @Test func misspelledFont() {
    let path = configData("TypographyKit-misspelled-font.json")
    let report = validator.validate(files: [path])
    #expect(
      report.findings == [
        Finding(
          .fontNotFound(name: "Inter-Medum", suggestions: ["Inter-Medium"], removedFromIOS: false),
          file: path, keyPath: "ui-font-text-styles.heading.font-name", line: 30)
      ])
    #expect(report.exitCode == 1)
  }

  @Test func misspelledFontInPlist() {
    let path = configData("TypographyKit-misspelled-font.plist")
    let report = validator.validate(files: [path])
    #expect(
      report.findings == [
        Finding(
          .fontNotFound(name: "Inter-Bolt", suggestions: ["Inter-Bold"], removedFromIOS: false),
          file: path, keyPath: "ui-font-text-styles.example.font-name", line: 73)
      ])
  }

  @Test func extendsCycle() {
    let path = configData("TypographyKit-extends-cycle.json")
    let report = validator.validate(files: [path])
    #expect(
      report.findings == [
        Finding(
          .extendsCycle(["interactive-text", "paragraph", "interactive-text"]),
          file: path, keyPath: "ui-font-text-styles.interactive-text.extends", line: 47)
      ])
    #expect(report.styles.keys.sorted() == ["example", "heading"])
  }

  @Test func invalidColor() {
    let path = configData("TypographyKit-invalid-color.json")
    let report = validator.validate(files: [path])
    #expect(
      report.findings == [
        Finding(
          .colorInvalid(value: "#FFAB0", problem: .hexLength(5)),
          file: path, keyPath: "typography-colors.gold", line: 7)
      ])
  }
}
