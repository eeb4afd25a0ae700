// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Typometer",
  products: [
    .executable(name: "typometer", targets: ["typometer"]),
    .library(
      name: "Typometer",
      targets: [
        "TypeScale", "FontCore", "FontDiscovery", "Shaping", "TextLayout", "TypographyConfig",
        "StringCatalogs", "TypometerChecks",
      ]),
  ],
  targets: [
    // C libraries, each behind a module map and a shim header; imported privately.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    // ICU behind a few C functions with stable names (ICU renames its symbols per version).
    .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),

    // Pure Swift: content-size categories, text styles, platform tables, scalers.
    .target(name: "TypeScale"),
    // FreeType: faces, metrics in design units, coverage.
    .target(name: "FontCore", dependencies: ["CFreeType"]),
    // Fontconfig: the catalog, exact PostScript-name lookup, suggestions.
    .target(name: "FontDiscovery", dependencies: ["CFontconfig", "FontCore"]),
    // HarfBuzz: shaping into glyphs, clusters and advances in design units.
    .target(name: "Shaping", dependencies: ["CHarfBuzz", "FontCore"]),
    // Itemization, fallback, line breaking, heights, the category sweep.
    .target(
      name: "TextLayout",
      dependencies: ["CICU", "FontCore", "FontDiscovery", "Shaping", "TypeScale"]),
    // TypographyKit configs: model, colours, letter case, extends, findings.
    .target(name: "TypographyConfig", dependencies: ["TypeScale"]),
    // String files: .strings, .stringsdict, .xcstrings, Android strings.xml, plain text.
    .target(name: "StringCatalogs"),
    // The jobs: check specs, overflow sweep over string catalogs, cascades, reports.
    .target(
      name: "TypometerChecks",
      dependencies: [
        "TypeScale", "FontCore", "FontDiscovery", "TextLayout", "TypographyConfig", "StringCatalogs",
      ]),
    // Commands, argument parsing, output formats, exit codes.
    .target(
      name: "TypometerCLI",
      dependencies: [
        "TypeScale", "FontCore", "FontDiscovery", "Shaping", "TextLayout", "TypographyConfig",
        "StringCatalogs", "TypometerChecks",
      ]),
    .executableTarget(name: "typometer", dependencies: ["TypometerCLI"]),
    // `make bench`: strings per second for the full category sweep over a corpus.
    .executableTarget(
      name: "TypometerBench", dependencies: ["TextLayout", "FontDiscovery", "TypeScale"]),

    // Fuzz targets (`make fuzz`, `make fuzz-replay`): libFuzzer entry points when
    // built with `--sanitize=fuzzer -Xswiftc -DFUZZING`, corpus replay otherwise.
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzFont",
      dependencies: ["FuzzSupport", "FontCore", "FontDiscovery", "Shaping", "TextLayout"]),
    .executableTarget(name: "FuzzConfig", dependencies: ["FuzzSupport", "TypographyConfig"]),
    .executableTarget(
      name: "FuzzStringCatalogs", dependencies: ["FuzzSupport", "StringCatalogs"]),
    .executableTarget(name: "FuzzCheckSpec", dependencies: ["FuzzSupport", "TypometerChecks"]),

    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "TypeScaleTests", dependencies: ["TypeScale", "TestSupport"]),
    .testTarget(name: "FontCoreTests", dependencies: ["FontCore", "TestSupport"]),
    .testTarget(
      name: "FontDiscoveryTests", dependencies: ["FontDiscovery", "FontCore", "TestSupport"]),
    .testTarget(name: "ShapingTests", dependencies: ["Shaping", "FontCore", "TestSupport"]),
    .testTarget(
      name: "TextLayoutTests",
      dependencies: ["TextLayout", "FontDiscovery", "FontCore", "TypeScale", "TestSupport"]),
    .testTarget(
      name: "TypographyConfigTests", dependencies: ["TypographyConfig", "TypeScale", "TestSupport"]),
    .testTarget(name: "StringCatalogsTests", dependencies: ["StringCatalogs", "TestSupport"]),
    .testTarget(
      name: "TypometerChecksTests",
      dependencies: ["TypometerChecks", "StringCatalogs", "TextLayout", "TestSupport"]),
    .testTarget(name: "TypometerCLITests", dependencies: ["TypometerCLI", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
