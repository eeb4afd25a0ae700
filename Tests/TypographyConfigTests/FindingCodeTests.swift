import Testing

@testable import TypographyConfig

@Suite struct FindingCodeTests {
  @Test func rawValuesAreTheStableCodes() {
    #expect(
      FindingCode.allCases.map(\.rawValue) == [
        "font-not-found", "font-system-only", "extends-missing", "extends-cycle", "color-invalid",
        "color-not-found", "size-invalid", "size-range", "letter-case-invalid",
        "scaling-mode-invalid",
        "unknown-key", "parse-error", "value-invalid", "duplicate-style", "colorset-invalid",
        "duplicate-font", "overflow", "uncovered", "no-container", "unused-container",
        "not-measured", "too-long",
        "word-split", "shrunk", "font-mismatch", "nothing-measured",
      ])
    #expect(
      FindingCode.validateCodes.count + FindingCode.checkCodes.count == FindingCode.allCases.count)
  }

  /// One config that produces every code, each at its key path (but
  /// `colorset-invalid`, which comes from an asset catalog: AssetCatalogTests,
  /// and `duplicate-font`, from font files: DuplicateFontTests).
  @Test func everyCodeIsProduced() {
    let report = validate(
      #"""
      {"typography-colors": {"bad": "#12", "missing": "nowhere"},
       "typography-kit": {"scaling-mode": "fast", "is-development": 1},
       "ui-font-text-styles": {
         "a": {"font-name": "Inter-Bolt", "point-size": -1, "letter-case": "shout"},
         "d": {"extends": "zzz"},
         "b": {"font-name": "System-Bold", "point-size": 5000, "extends": "c"},
         "c": {"extends": "b", "colour": "red"},
         "a": {"font-name": "Inter"}}}
      """#, "{")
    #expect(
      Set(report.findings.map(\.code))
        == Set(FindingCode.validateCodes).subtracting([.colorsetInvalid, .duplicateFont]))
    #expect(
      Set(summary(report)) == [
        "color-invalid typography-colors.bad", "color-not-found typography-colors.missing",
        "scaling-mode-invalid typography-kit.scaling-mode",
        "value-invalid typography-kit.is-development",
        "font-not-found ui-font-text-styles.a.font-name",
        "size-invalid ui-font-text-styles.a.point-size",
        "letter-case-invalid ui-font-text-styles.a.letter-case",
        "font-system-only ui-font-text-styles.b.font-name",
        "size-range ui-font-text-styles.b.point-size",
        "extends-cycle ui-font-text-styles.b.extends",
        "unknown-key ui-font-text-styles.c.colour", "duplicate-style ui-font-text-styles.a",
        "font-system-only ui-font-text-styles.b.font-name", "parse-error ",
        "extends-missing ui-font-text-styles.d.extends",
      ])
    #expect(report.exitCode == 2)
  }

  @Test func severities() {
    let warnings: Set<FindingCode> = [.fontSystemOnly, .unknownKey, .duplicateStyle]
    let report = validate(#"{"x": 1, "ui-font-text-styles": {"s": {"font-name": "System"}}}"#)
    #expect(report.findings.allSatisfy { warnings.contains($0.code) && $0.severity == .warning })
    #expect(report.exitCode == 0)
    #expect(Severity.error < Severity.warning)
  }
}
