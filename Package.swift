// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Typometer",
  products: [
    .executable(name: "typometer", targets: ["typometer"]),
    // The library: `import Typometer` re-exports every public module.
    .library(name: "Typometer", targets: ["Typometer"]),
  ],
  targets: [
    // C libraries, each behind a module map and a shim header; imported privately.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    // ICU behind a few C functions with stable names (ICU renames its symbols per version).
    .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
    // The Linux calls Swift's Glibc module leaves out (renameat2, memmem).
    .target(name: "CFileSystem"),

    // Files at the edge: bounded reads of regular files only, writes that never
    // replace an input, folders replaced whole, cleanup on SIGINT and SIGTERM.
    .target(name: "FileAccess", dependencies: ["CFileSystem", "TypeScale"]),

    // Pure Swift, no Foundation: value trees with lines from JSON and binary plists,
    // parse failures (numbers worded by TypeScale.NumberText), UTF-8 validation, name suggestions.
    .target(name: "StructuredText", dependencies: ["TypeScale"]),
    // Pure Swift: content-size categories, text styles, platform tables, scalers.
    .target(name: "TypeScale"),
    // FreeType: faces, metrics in design units, coverage, glyph bitmaps.
    .target(name: "FontCore", dependencies: ["CFreeType", "FileAccess"]),
    // Fontconfig: the catalog, exact PostScript-name lookup, suggestions.
    .target(
      name: "FontDiscovery",
      dependencies: ["CFontconfig", "FontCore", "StructuredText", "FileAccess", "TypeScale"]),
    // HarfBuzz: shaping into glyphs, clusters and advances in design units.
    .target(name: "Shaping", dependencies: ["CHarfBuzz", "FontCore"]),
    // Itemization, fallback, line breaking, heights, the category sweep.
    .target(
      name: "TextLayout",
      dependencies: [
        "CICU", "FileAccess", "FontCore", "FontDiscovery", "Shaping", "TypeScale",
      ]),
    // Glyphs (rasterised by FontCore) at HarfBuzz's positions, PNG sheets through libpng.
    .target(
      name: "Rendering",
      dependencies: ["CPNG", "FontCore", "TextLayout", "TypeScale", "FileAccess"]),
    // TypographyKit configs: model, colours, letter case, extends, findings.
    .target(
      name: "TypographyConfig", dependencies: ["TypeScale", "StructuredText", "FileAccess"]),
    // String files: .strings, .stringsdict, .xcstrings, Android strings.xml, plain text.
    .target(name: "StringCatalogs", dependencies: ["StructuredText", "FileAccess"]),
    // Android res folders: styles resolved through their parents, Material 3's
    // type scale built in, font families in res/font, Android's font matching.
    .target(name: "AndroidResources", dependencies: ["StructuredText", "FileAccess", "TypeScale"]),
    // The jobs: check specs, overflow sweep over string catalogs, cascades, reports;
    // Output/: every output format of validate and check (text, JSON, GitHub, HTML).
    .target(
      name: "TypometerChecks",
      dependencies: [
        "TypeScale", "FontCore", "FontDiscovery", "TextLayout", "TypographyConfig",
        "StringCatalogs", "Rendering", "StructuredText", "FileAccess", "AndroidResources",
      ]),
    // Commands, argument parsing, printing, exit codes.
    .target(
      name: "TypometerCLI",
      dependencies: [
        "TypeScale", "FontCore", "FontDiscovery", "Shaping", "TextLayout", "TypographyConfig",
        "StringCatalogs", "TypometerChecks", "Rendering", "FileAccess", "AndroidResources",
      ]),
    .executableTarget(name: "typometer", dependencies: ["TypometerCLI", "FileAccess"]),
    // The library's one import (re-exports the public modules) and its DocC guide.
    .target(
      name: "Typometer",
      dependencies: [
        "TypeScale", "StructuredText", "FontCore", "FontDiscovery", "Shaping", "TextLayout",
        "Rendering", "TypographyConfig", "StringCatalogs", "TypometerChecks", "AndroidResources",
      ]),
    // `make bench`: strings per second for the full category sweep over a corpus.
    .executableTarget(
      name: "TypometerBench",
      dependencies: [
        "TextLayout", "FontDiscovery", "Rendering", "TypeScale", "TypometerChecks", "TypometerCLI",
        "FileAccess",
      ]),

    // Fuzz targets (`make fuzz`, `make fuzz-replay`): libFuzzer entry points when
    // built with `--sanitize=fuzzer -Xswiftc -DFUZZING`, corpus replay otherwise.
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzFont",
      dependencies: [
        "FuzzSupport", "FontCore", "FontDiscovery", "Shaping", "TextLayout", "TypeScale",
      ]),
    .executableTarget(
      name: "FuzzConfig", dependencies: ["FuzzSupport", "TypographyConfig", "TypometerChecks"]),
    .executableTarget(
      name: "FuzzStringCatalogs", dependencies: ["FuzzSupport", "StringCatalogs"]),
    .executableTarget(name: "FuzzCheckSpec", dependencies: ["FuzzSupport", "TypometerChecks"]),
    .executableTarget(
      name: "FuzzAndroidResources", dependencies: ["FuzzSupport", "AndroidResources"]),

    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "StructuredTextTests", dependencies: ["StructuredText", "TestSupport"]),
    .testTarget(name: "FileAccessTests", dependencies: ["FileAccess", "TestSupport"]),
    .testTarget(name: "TypeScaleTests", dependencies: ["TypeScale", "TestSupport"]),
    .testTarget(name: "FontCoreTests", dependencies: ["FontCore", "TestSupport"]),
    .testTarget(
      name: "FontDiscoveryTests", dependencies: ["FontDiscovery", "FontCore", "TestSupport"]),
    .testTarget(name: "ShapingTests", dependencies: ["Shaping", "FontCore", "TestSupport"]),
    .testTarget(
      name: "TextLayoutTests",
      dependencies: ["TextLayout", "FontDiscovery", "FontCore", "TypeScale", "TestSupport"]),
    .testTarget(
      name: "TypographyConfigTests",
      dependencies: [
        "TypographyConfig", "TypeScale", "StructuredText", "TypometerChecks", "TestSupport",
      ]),
    .testTarget(
      name: "RenderingTests",
      dependencies: ["Rendering", "TextLayout", "FontDiscovery", "FontCore", "TestSupport"]),
    .testTarget(name: "StringCatalogsTests", dependencies: ["StringCatalogs", "TestSupport"]),
    .testTarget(
      name: "AndroidResourcesTests", dependencies: ["AndroidResources", "TestSupport"]),
    .testTarget(
      name: "TypometerChecksTests",
      dependencies: [
        "TypometerChecks", "StringCatalogs", "TextLayout", "FontCore", "FontDiscovery",
        "Rendering", "TestSupport",
      ]),
    .testTarget(name: "TypometerCLITests", dependencies: ["TypometerCLI", "TestSupport"]),
    // The library as another package uses it: `import Typometer` only.
    .testTarget(name: "TypometerTests", dependencies: ["Typometer", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
