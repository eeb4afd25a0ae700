import Foundation
import TestSupport

@testable import TypographyConfig

/// The PostScript names of the fonts bundled in `Fonts/`.
let bundledFonts = FontNameList([
  "Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold", "Inter", "Inter-Thin",
  "Inter-ExtraLight", "Inter-Light", "Inter-Black", "Inter-ExtraBold", "Roboto-Regular",
  "NotoSansArabic-Regular", "NotoNaskhArabic-Regular", "NotoSansHebrew-Regular",
  "NotoSansDevanagari-Regular", "NotoSansThai-Regular", "NotoSansCJKjp-Regular",
  "NotoSansCJKkr-Regular", "NotoColorEmoji",
])

/// Validates in-memory configs named `config.json`, `second.json`, ….
func validate(
  _ texts: String..., names: [String]? = nil, options: ValidationOptions = ValidationOptions()
) -> ValidationReport {
  let names = names ?? texts.indices.map { $0 == 0 ? "config.json" : "config\($0 + 1).json" }
  let sources = zip(names, texts).map { ConfigSource(path: $0, bytes: Array($1.utf8)) }
  return ConfigValidator(fonts: bundledFonts, options: options).validate(sources: sources)
}

/// Validates one style dictionary (JSON text) named `s`, with an optional palette.
func validateStyle(_ style: String, colors: String = "{}") -> ValidationReport {
  validate(#"{"typography-colors": \#(colors), "ui-font-text-styles": {"s": \#(style)}}"#)
}

/// The findings as `code keyPath` strings, in report order.
func summary(_ report: ValidationReport) -> [String] {
  report.findings.map { "\($0.code.rawValue) \($0.keyPath)" }
}

/// A path inside `Tests/Data/config`.
func configData(_ name: String) -> String {
  Fixtures.data("config/" + name)
}

/// A path inside `Examples`.
func example(_ name: String) -> String {
  Fixtures.repositoryRoot + "/Examples/" + name
}

/// Non-comment lines of a reference TSV, split on tabs, header dropped.
func referenceRows(_ name: String) throws -> [[String]] {
  let text = try String(contentsOfFile: configData(name), encoding: .utf8)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    .filter { !$0.hasPrefix("#") }
  return lines.dropFirst().map {
    $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Resolves one colour string as a style's text colour.
func resolveColor(_ string: String, palette: [ColorDefinition] = []) -> PaletteResolver.Outcome {
  var resolver = PaletteResolver(definitions: palette)
  return resolver.resolve(string)
}

/// A palette entry for tests.
func paletteEntry(_ name: String, _ value: String) -> ColorDefinition {
  ColorDefinition(
    name: name, value: .string(value),
    source: SourceLocation(file: "t", keyPath: "typography-colors." + name))
}
