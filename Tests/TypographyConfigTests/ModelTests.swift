import Testing

@testable import TypographyConfig

@Suite struct ModelTests {
  @Test func everySettingsKey() {
    let report = validate(
      #"""
      {"typography-kit": {
        "minimum-point-size": 10, "maximum-point-size": 100, "point-step-size": 3,
        "point-step-multiplier": 1.5, "scaling-mode": "stepping",
        "development-color": "red", "fallback-color": "#000000",
        "is-development": true, "should-use-development-colors": false,
        "should-crash-if-color-not-found": true,
        "labels": {"line-break-mode": "truncate-tail"},
        "buttons": {"title-color-apply-mode": "all"},
        "configuration-name": "Typography", "configuration-type": "plist",
        "configuration-url": "https://example.com/t.json"
      }}
      """#)
    #expect(report.findings.isEmpty)
    let settings = report.configuration.settings
    #expect(settings.minimumPointSize == 10)
    #expect(settings.maximumPointSize == 100)
    #expect(settings.pointStepSize == 3)
    #expect(settings.pointStepMultiplier == 1.5)
    #expect(settings.scalingMode == .stepping)
    #expect(settings.developmentColor == "red")
    #expect(settings.fallbackColor == "#000000")
    #expect(settings.isDevelopment == true)
    #expect(settings.shouldUseDevelopmentColors == false)
    #expect(settings.shouldCrashIfColorNotFound == true)
    #expect(settings.labelLineBreakMode == .truncateTail)
    #expect(settings.buttonTitleColorApplyMode == ButtonTitleColorApplyMode.all)
    #expect(settings.configurationName == "Typography")
    #expect(settings.configurationType == "plist")
    #expect(settings.configurationURL == "https://example.com/t.json")
    #expect(settings.sources["typography-kit.labels.line-break-mode"]?.line == 7)
  }

  @Test func settingsDefaults() {
    let settings = TypographyKitSettings()
    #expect(settings.effectivePointStepSize == 2)
    #expect(settings.effectivePointStepMultiplier == 1)
    #expect(settings.effectiveScalingMode == .fontMetricsWithSteppingFallback)
    #expect(settings.effectiveLabelLineBreakMode == .wordWrap)
  }

  @Test func readmeSpellingLineBreakIsRead() {
    let report = validate(#"{"typography-kit": {"labels": {"line-break": "char-wrap"}}}"#)
    #expect(report.findings.isEmpty)
    #expect(report.configuration.settings.labelLineBreakMode == .characterWrap)
  }

  @Test func everyStyleKey() {
    let report = validateStyle(
      #"""
      {"font-name": "Inter-Bold", "point-size": 17, "text-color": "blue", "letter-case": "upper",
       "minimum-point-size": 12, "maximum-point-size": 40, "scaling-mode": "disabled", "letter-spacing": 0.5}
      """#)
    #expect(report.findings.isEmpty)
    let style = report.configuration.styles[0]
    #expect(style.fontName == "Inter-Bold")
    #expect(style.pointSize == 17)
    #expect(style.textColor == "blue")
    #expect(style.letterCase == .upper)
    #expect(style.minimumPointSize == 12)
    #expect(style.maximumPointSize == 40)
    #expect(style.scalingMode == .disabled)
    #expect(style.letterSpacing == 0.5)
    #expect(style.fieldSources.count == 8)
    let resolved = report.styles["s"]
    #expect(resolved?.textColor == .fixed(RGBAColor(red: 0, green: 0, blue: 1)))
    #expect(resolved?.effectiveScalingMode == .disabled)
  }

  @Test(arguments: ScalingMode.allCases)
  func scalingModes(_ mode: ScalingMode) {
    let report = validate(#"{"typography-kit": {"scaling-mode": "\#(mode.rawValue)"}}"#)
    #expect(report.findings.isEmpty)
    #expect(report.configuration.settings.scalingMode == mode)
  }

  @Test func invalidScalingModes() {
    let report = validate(
      #"{"typography-kit": {"scaling-mode": "UIFontMetrics"}, "ui-font-text-styles": {"s": {"scaling-mode": 1}}}"#
    )
    #expect(
      summary(report) == [
        "scaling-mode-invalid typography-kit.scaling-mode",
        "scaling-mode-invalid ui-font-text-styles.s.scaling-mode",
      ])
    #expect(report.findings[0].suggestion == "uifontmetrics")
  }

  @Test func sizesInvalid() {
    let values = ["\"18\"", "0", "-4", "true", "null", "[]", "{}", "1e999", "-1e999"]
    for value in values {
      let report = validateStyle(#"{"font-name": "Inter", "point-size": \#(value)}"#)
      #expect(summary(report) == ["size-invalid ui-font-text-styles.s.point-size"], "\(value)")
      #expect(report.styles["s"]?.pointSize == nil)
    }
  }

  @Test func nanAndInfinityFromPlist() {
    for value in ["nan", "inf", "-inf"] {
      let report = validate(
        "<plist><dict><key>ui-font-text-styles</key><dict><key>s</key><dict>"
          + "<key>point-size</key><real>\(value)</real></dict></dict></dict></plist>",
        names: ["c.plist"])
      #expect(summary(report) == ["size-invalid ui-font-text-styles.s.point-size"], "\(value)")
    }
  }

  @Test func sizesOutOfRange() {
    let huge = validateStyle(#"{"font-name": "Inter", "point-size": 5000}"#)
    #expect(
      huge.findings.map(\.detail) == [.sizeTooLarge(key: "point-size", value: 5000, limit: 1000)])
    let minAboveMax = validateStyle(
      #"{"font-name": "Inter", "point-size": 20, "minimum-point-size": 30, "maximum-point-size": 10}"#
    )
    #expect(minAboveMax.findings.map(\.detail) == [.minimumAboveMaximum(minimum: 30, maximum: 10)])
    // A letter-spacing of the wrong type is asked for as a number (0 and
    // below are allowed), a size as a positive one.
    let wrongTypes = validate(
      #"{"ui-font-text-styles": {"a": {"font-name": "Inter", "point-size": "x", "letter-spacing": true}}}"#
    )
    #expect(
      wrongTypes.findings.map(\.message).sorted() == [
        "'letter-spacing' must be a number of points, found the boolean true",
        "'point-size' must be a positive number of points, found the string 'x'",
      ])
    // What each scaling mode then does (stepping is not the only one).
    #expect(
      minAboveMax.findings.first?.message.hasSuffix(
        "the maximum with stepping, the minimum with UIFontMetrics; disabled scaling keeps the "
          + "point size)") == true)
    #expect(minAboveMax.findings[0].severity == .error)
    let outside = validateStyle(
      #"{"font-name": "Inter", "point-size": 40, "maximum-point-size": 34}"#)
    #expect(
      outside.findings.map(\.detail) == [
        .pointSizeOutsideRange(pointSize: 40, minimum: nil, maximum: 34)
      ])
    #expect(outside.findings[0].severity == .warning)
    #expect(outside.findings[0].keyPath == "ui-font-text-styles.s.point-size")
    let global = validate(
      #"{"typography-kit": {"minimum-point-size": 20, "maximum-point-size": 10}}"#)
    #expect(summary(global) == ["size-range typography-kit.maximum-point-size"])
    let spacing = validateStyle(
      #"{"font-name": "Inter", "point-size": 12, "letter-spacing": -0.5}"#)
    #expect(spacing.findings.map(\.detail) == [.letterSpacingIgnored(-0.5)])
    #expect(spacing.styles["s"]?.letterSpacing == -0.5)
    let spacingType = validateStyle(
      #"{"font-name": "Inter", "point-size": 12, "letter-spacing": "1"}"#)
    #expect(summary(spacingType) == ["size-invalid ui-font-text-styles.s.letter-spacing"])
  }

  @Test func settingsSizes() {
    let report = validate(
      #"{"typography-kit": {"minimum-point-size": "10", "maximum-point-size": 2000, "point-step-size": 0, "point-step-multiplier": -1}}"#
    )
    #expect(
      summary(report) == [
        "size-range typography-kit.maximum-point-size",
        "size-invalid typography-kit.minimum-point-size",
        "size-invalid typography-kit.point-step-multiplier",
        "size-invalid typography-kit.point-step-size",
      ])
  }

  @Test func wrongTypes() {
    let report = validate(
      #"""
      {"typography-colors": [],
       "typography-kit": {"is-development": "yes", "labels": "wrap", "buttons": {"title-color-apply-mode": "some"},
                          "configuration-type": "xml", "configuration-name": 3},
       "ui-font-text-styles": {"a": "b", "s": {"font-name": 12, "extends": false}}}
      """#)
    #expect(
      summary(report) == [
        "value-invalid typography-colors",
        "value-invalid typography-kit.buttons.title-color-apply-mode",
        "value-invalid typography-kit.is-development",
        "value-invalid typography-kit.labels",
        "value-invalid typography-kit.configuration-name",
        "value-invalid typography-kit.configuration-type",
        "value-invalid ui-font-text-styles.a",
        "value-invalid ui-font-text-styles.s.extends",
        "value-invalid ui-font-text-styles.s.font-name",
      ])
    #expect(
      report.findings[2].detail
        == .valueInvalid(key: "is-development", expected: .boolean, found: .string("yes")))
  }

  @Test func unknownKeysAreWarningsWithSuggestions() {
    let report = validate(
      #"""
      {"typography-colours": {},
       "typography-kit": {"point-step": 2, "labels": {"wrap": 1}, "buttons": {"x": 1}},
       "ui-font-text-styles": {"s": {"font-name": "Inter", "point-size": 10, "fontName": "Inter", "line-height": 3}},
       "typography-colors": {"c": {"light": "red", "medium": "blue"}}}
      """#)
    #expect(report.findings.allSatisfy { $0.code == .unknownKey && $0.severity == .warning })
    #expect(report.findings.count == 7)
    #expect(report.findings[0].suggestion == "typography-colors")
    #expect(
      report.findings.first { $0.keyPath == "ui-font-text-styles.s.fontName" }?.suggestion
        == "font-name")
    #expect(report.exitCode == 0)
  }

  /// A design tool's export repeats its keys in every style: each unknown
  /// key is said once, at its first style, with the other styles' lines.
  @Test func anUnknownKeyOfSeveralStylesIsSaidOnce() {
    let styles = (1...7).map {
      #""s\#($0)": {"font-name": "Inter", "point-size": 10, "line-weight": 3}"#
    }
    let report = validate(
      "{\"ui-font-text-styles\": {\n" + styles.joined(separator: ",\n")
        + ",\n\"t\": {\"font-name\": \"Inter\", \"point-size\": 10, \"fontName\": \"x\"}}}")
    #expect(
      report.findings.map(\.keyPath) == [
        "ui-font-text-styles.s1.line-weight", "ui-font-text-styles.t.fontName",
      ])
    #expect(report.findings.map(\.line) == [2, 9])
    #expect(
      report.findings[0].message
        == "unknown key 'line-weight': TypographyKit does not read it; remove it (6 other "
        + "styles have it too, at lines 3, 4, 5, 6, 7, …)")
    #expect(report.findings[1].suggestion == "font-name")
  }

  @Test func lineNumbersOnFindings() {
    let report = validate(
      "{\n  \"ui-font-text-styles\": {\n    \"s\": {\n      \"font-name\": \"Nope\",\n      \"point-size\": 0\n    }\n  }\n}\n"
    )
    #expect(report.findings.map(\.line) == [4, 5])
    #expect(
      report.findings.map(\.keyPath) == [
        "ui-font-text-styles.s.font-name", "ui-font-text-styles.s.point-size",
      ])
  }

  @Test func keyPathsKeepDotsInNames() {
    let report = validate(#"{"ui-font-text-styles": {"a.b": {"font-name": "Nope"}}}"#)
    #expect(report.findings.first?.keyPath == "ui-font-text-styles.a.b.font-name")
  }
}
