import Testing

@testable import TypographyConfig

@Suite struct ColorTests {
  func color(_ string: String, palette: [ColorDefinition] = []) -> ColorValue? {
    if case .color(let value, _) = resolveColor(string, palette: palette) { return value }
    return nil
  }

  @Test func hexForms() {
    let gold = RGBAColor(red255: 0xFF, green255: 0xAB, blue255: 0x01)
    #expect(color("#FFAB01") == .fixed(gold))
    #expect(color("FFAB01") == .fixed(gold))
    #expect(color("#ffab01") == .fixed(gold))
    let translucent = RGBAColor(red255: 0x08, green255: 0x22, blue255: 0x4C, alpha255: 0x80)
    #expect(color("#08224C80") == .fixed(translucent))
    #expect(color("08224C80") == .fixed(translucent))
  }

  @Test func invalidHex() {
    guard case .invalid(.hexLength(5)) = resolveColor("#FFAB0") else {
      Issue.record("expected hexLength")
      return
    }
    guard case .invalid(.hexDigits) = resolveColor("#GGAB01") else {
      Issue.record("expected hexDigits")
      return
    }
    guard case .invalid(.hexLength(3)) = resolveColor("#FFF") else {
      Issue.record("expected hexLength 3")
      return
    }
    // Without '#', a 6-letter word that is not hex is a name, not a bad literal.
    guard case .notFound = resolveColor("garnet") else {
      Issue.record("expected notFound")
      return
    }
  }

  @Test func tuples() {
    let value = RGBAColor(red255: 44, green255: 14, blue255: 140)
    for string in ["rgb(44,14,140)", "(44,14,140)"] {
      guard case .color(.fixed(value), nil) = resolveColor(string) else {
        Issue.record("\(string) did not parse")
        continue
      }
    }
    let withAlpha = RGBAColor(red255: 44, green255: 14, blue255: 140, alpha255: 51)
    for string in ["rgba(44,14,140,51)", "(44,14,140,51)"] {
      guard case .color(.fixed(withAlpha), nil) = resolveColor(string) else {
        Issue.record("\(string) did not parse")
        continue
      }
    }
    // Spaces: accepted here, flagged because TypographyKit refuses them.
    for string in ["rgb(44, 14, 140)", "rgba( 44 ,14, 140, 255 )", "(44, 14, 140)"] {
      guard case .color(_, .spacesInTuple) = resolveColor(string) else {
        Issue.record("\(string) should parse with a warning")
        continue
      }
    }
  }

  @Test func invalidTuples() {
    let cases: [(String, ColorProblem)] = [
      ("rgb(1,2)", .componentCount(found: 2, expected: [3])),
      ("rgba(1,2,3)", .componentCount(found: 3, expected: [4])),
      ("(1,2)", .componentCount(found: 2, expected: [3, 4])),
      ("rgb(1,2,256)", .componentOutOfRange(256)),
      ("rgb(1,2,x)", .componentNotAnInteger("x")),
      ("rgb(1,2,-3)", .componentNotAnInteger("-3")),
      ("rgb(1,2,3.5)", .componentNotAnInteger("3.5")),
      ("rgb(1,2,3", .tupleSyntax),
      ("RGB(1,2,3)", .tupleSyntax),
    ]
    for (string, problem) in cases {
      guard case .invalid(let found) = resolveColor(string) else {
        Issue.record("\(string) should be invalid")
        continue
      }
      #expect(found == problem, "\(string)")
    }
  }

  @Test func uikitNames() {
    #expect(ColorLiteral.namedColors.count == 15)
    for (name, value) in ColorLiteral.namedColors {
      #expect(color(name) == .fixed(value))
    }
    #expect(color("orange") == .fixed(RGBAColor(red: 1, green: 0.5, blue: 0)))
    #expect(color("clear")?.light.alpha == 0)
    // Case-sensitive, as in TypographyKit.
    guard case .notFound = resolveColor("Red") else {
      Issue.record("Red should not be a UIKit name")
      return
    }
  }

  @Test(arguments: ColorShade.allCases)
  func shadesOnEitherSideWithExactFactors(_ shade: ColorShade) {
    let base = RGBAColor(red: 0.4, green: 0.2, blue: 0.8, alpha: 0.5)
    let palette = [paletteEntry("base", "rgba(102,51,204,128)")]
    let resolvedBase = color("base", palette: palette)!.light
    let expected = RGBAColor(
      red: min(1, resolvedBase.red * shade.factor),
      green: min(1, resolvedBase.green * shade.factor),
      blue: min(1, resolvedBase.blue * shade.factor), alpha: resolvedBase.alpha)
    #expect(color("\(shade.rawValue) base", palette: palette) == .fixed(expected))
    #expect(color("base \(shade.rawValue)", palette: palette) == .fixed(expected))
    #expect(base.applying(shade).alpha == 0.5)
  }

  @Test func shadeFactorsAndClamping() {
    #expect(ColorShade.allCases.map(\.factor) == [1.25, 1.5, 1.75, 0.75, 0.5, 0.25])
    let gray = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
    #expect(color("lightest gray") == .fixed(RGBAColor(red: 0.875, green: 0.875, blue: 0.875)))
    #expect(color("darkest white") == .fixed(RGBAColor(red: 0.25, green: 0.25, blue: 0.25)))
    #expect(color("lightest white") == .fixed(RGBAColor(red: 1, green: 1, blue: 1)))
    #expect(gray.applying(.darker) == RGBAColor(red: 0.25, green: 0.25, blue: 0.25))
  }

  @Test func dynamicPairs() {
    let report = validate(
      ##"{"typography-colors": {"bg": {"light": "white", "dark": "#000000"}, "only": {"Light": "red"}, "bad": {"dark": "red"}}}"##
    )
    #expect(
      report.colors["bg"]
        == .dynamic(
          light: RGBAColor(red: 1, green: 1, blue: 1), dark: RGBAColor(red: 0, green: 0, blue: 0)))
    #expect(report.colors["only"]?.dark == RGBAColor(red: 1, green: 0, blue: 0))
    #expect(report.colors["bad"] == nil)
    #expect(summary(report) == ["color-invalid typography-colors.bad"])
    #expect(report.findings[0].detail == .colorInvalid(value: nil, problem: .missingLightVariant))
  }

  @Test func shadingDynamicShadesBothVariants() {
    let report = validate(
      #"{"typography-colors": {"text": {"light": "white", "dark": "gray"}, "dim": "text darker"}}"#)
    #expect(
      report.colors["dim"]
        == .dynamic(
          light: RGBAColor(red: 0.5, green: 0.5, blue: 0.5),
          dark: RGBAColor(red: 0.25, green: 0.25, blue: 0.25)))
    #expect(report.findings.isEmpty)
  }

  @Test func aliasesAndCycles() {
    let report = validate(
      ##"{"typography-colors": {"a": "b", "b": "#102030", "x": "y", "y": "z", "z": "x", "self": "self", "into": "x"}}"##
    )
    #expect(report.colors["a"] == .fixed(RGBAColor(red255: 0x10, green255: 0x20, blue255: 0x30)))
    #expect(report.colors["x"] == nil && report.colors["into"] == nil)
    #expect(
      summary(report) == [
        "color-invalid typography-colors.self", "color-invalid typography-colors.x",
      ])
    #expect(
      report.findings.map(\.detail).contains(
        .colorInvalid(value: nil, problem: .cycle(["x", "y", "z", "x"]))))
    #expect(
      report.findings.map(\.detail).contains(
        .colorInvalid(value: nil, problem: .cycle(["self", "self"]))))
  }

  @Test func longAliasChainIsBounded() {
    let entries = (0..<500).map { #""c\#($0)": "c\#($0 + 1)""# }.joined(separator: ", ")
    let report = validate(#"{"typography-colors": {\#(entries), "c500": "red"}}"#)
    let tooDeep = report.findings.contains {
      if case .colorInvalid(_, .tooDeep(limit: 64)) = $0.detail { return true }
      return false
    }
    #expect(tooDeep)
  }

  @Test func notFoundAndWrongTypes() {
    let report = validate(
      #"{"typography-colors": {"a": "royl-blue", "royal-blue": "blue", "n": 5, "d": {"light": 1}}}"#
    )
    #expect(
      summary(report) == [
        "color-not-found typography-colors.a", "color-invalid typography-colors.d.light",
        "color-invalid typography-colors.n",
      ])
    #expect(report.findings.first?.suggestion == "royal-blue")
  }

  @Test func textColorForms() {
    let palette = ##"{"brand": "#FF0000"}"##
    let plain = validateStyle(
      #"{"font-name": "Inter", "point-size": 12, "text-color": "brand"}"#, colors: palette)
    #expect(plain.findings.isEmpty)
    #expect(plain.styles["s"]?.textColor == .fixed(RGBAColor(red: 1, green: 0, blue: 0)))
    let literal = validateStyle(
      ##"{"font-name": "Inter", "point-size": 12, "text-color": "#00FF00"}"##)
    #expect(literal.findings.isEmpty)
    let spaces = validateStyle(
      #"{"font-name": "Inter", "point-size": 12, "text-color": "rgb(1, 2, 3)"}"#)
    #expect(summary(spaces) == ["color-invalid ui-font-text-styles.s.text-color"])
    #expect(spaces.findings[0].severity == .warning)
    #expect(spaces.errorCount == 0)
    let shade = validateStyle(
      #"{"font-name": "Inter", "point-size": 12, "text-color": "dark brand"}"#, colors: palette)
    #expect(
      shade.findings.map(\.detail) == [
        .colorRejectedByTypographyKit(value: "dark brand", issue: .shadeOutsidePalette)
      ])
    #expect(shade.styles["s"]?.textColor == .fixed(RGBAColor(red: 0.75, green: 0, blue: 0)))
    let missing = validateStyle(
      #"{"font-name": "Inter", "point-size": 12, "text-color": "brnad"}"#, colors: palette)
    #expect(summary(missing) == ["color-not-found ui-font-text-styles.s.text-color"])
    #expect(missing.findings[0].suggestion == "brand")
    let wrong = validateStyle(#"{"font-name": "Inter", "point-size": 12, "text-color": 12}"#)
    #expect(summary(wrong) == ["color-invalid ui-font-text-styles.s.text-color"])
  }

  @Test func settingsColoursAndImplicitEntries() {
    let report = validate(
      ##"{"typography-kit": {"development-color": "#GG0000", "fallback-color": "gray"}}"##)
    #expect(summary(report) == ["color-invalid typography-kit.development-color"])
    #expect(report.colors["fallback-color"] == .fixed(RGBAColor(red: 0.5, green: 0.5, blue: 0.5)))
    let defaults = validate(
      #"{"ui-font-text-styles": {"s": {"font-name": "Inter", "point-size": 9, "text-color": "fallback-color"}}}"#
    )
    #expect(defaults.findings.isEmpty)
    #expect(defaults.colors["development-color"] == .fixed(RGBAColor(red: 1, green: 0, blue: 0)))
    #expect(defaults.styles["s"]?.textColor?.dark == RGBAColor(red: 1, green: 1, blue: 1))
  }

  @Test func cycleThroughAnImplicitEntryIsReportedWhereItIsWritten() {
    let report = validate(#"{"typography-colors": {"red": "development-color"}}"#)
    #expect(summary(report) == ["color-invalid typography-colors.red"])
    #expect(report.findings.first?.file == "config.json")
  }

  @Test func hexString() {
    #expect(RGBAColor(red255: 8, green255: 0x22, blue255: 0x4C).hexString == "#08224CFF")
  }
}
