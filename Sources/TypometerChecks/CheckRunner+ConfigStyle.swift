import FontDiscovery
import StringCatalogs
import StructuredText
import TextLayout
import TypeScale
import TypographyConfig

extension CheckRunner {
  /// A TypographyKit config's style as `check` sets it, for measuring one
  /// text in it (`measure --config`): its face, cascade, letter spacing,
  /// system-font tracking and features, its sizes at each category, and its
  /// letter case.
  package struct ConfigStyle {
    /// The style to lay text out in (no language; fallback on).
    package var style: LayoutStyle
    /// The style's size at each category asked for, in points.
    package var sizes: [SweepSize]
    /// The letter case the app shows the text in, or nil for as written.
    package var letterCase: LetterCase?
  }

  /// Why a config's style cannot be set.
  package enum ConfigStyleError: Error {
    /// A config that cannot be read as one, where.
    case config(file: String, line: Int?, problem: String)
    /// No config defines the style: the styles they define, and the nearest.
    case unknownStyle(String, known: [String], suggestions: [String])
    /// The style names no font, or no size, or its `extends` does not
    /// resolve (in words, where).
    case notSet(file: String, line: Int?, problem: String)
    /// The style's font is not in the catalog (in words, where): a font
    /// missing, as a face named on the command line that is not there.
    case fontMissing(file: String, line: Int?, problem: String)
  }

  /// The style `name` of `configs` (merged in order, as a spec's), set as
  /// `check` sets it on `platform` at `categories`: sizes by the config's
  /// scaling (a text style's by UIFontMetrics), faces from `catalog`, the
  /// system font from `systemFamily` where the style names it.
  package static func configStyle(
    _ name: String, configs: [String], platform: Platform, categories: [ContentSizeCategory],
    opticalSizing: OpticalSizing, catalog: FontCatalog, store: FontStore, system: SystemFont?
  ) throws(ConfigStyleError) -> ConfigStyle {
    var spec = CheckSpec(
      path: configs.first ?? "", configs: configs, fonts: [], systemFonts: false,
      platform: platform, categories: categories, strings: [], containers: [],
      boldText: false, boldFaces: [:], formatSamples: FormatSpecifierSubstitution(), cascade: [:])
    spec.opticalSizing = opticalSizing
    let validation = ConfigValidator(
      fonts: CatalogFontResolver(catalog: catalog),
      options: ValidationOptions(systemFamily: system?.family)
    ).validate(files: configs)
    if let failure = validation.findings.first(where: { $0.code == .parseError }) {
      throw .config(file: failure.file, line: failure.line, problem: failure.message)
    }
    guard let style = validation.styles[name] else {
      let known = validation.configuration.styles.map(\.name)
      if known.contains(name) {
        // Defined, but not resolved: its `extends` names no style, or loops.
        let why = validation.findings.first {
          $0.severity == .error && $0.keyPath.hasPrefix("ui-font-text-styles.\(name).")
        }
        throw .notSet(
          file: why?.file ?? configs.last ?? "", line: why?.line,
          problem: "style '\(name)' cannot be measured: "
            + (why?.message ?? "it does not resolve (see 'typometer validate')"))
      }
      throw .unknownStyle(
        name, known: known, suggestions: NameSuggestions.suggestions(for: name, among: known))
    }
    let plan: Plan
    do throws(NotMeasured) {
      plan = try Self.plan(
        style: style, global: validation.configuration.settings, spec: spec, store: store,
        catalog: catalog, system: system)
    } catch {
      // Said at the style's definition (the last config's, where several have it).
      let definition = validation.configuration.styles.last { $0.name == name }?.source
      let (file, line) = (definition?.file ?? configs.last ?? "", definition?.line)
      let problem = "style '\(name)' cannot be measured: " + CheckFindingWording.describe(error)
      if case .fontNotInCatalog = error {
        throw .fontMissing(file: file, line: line, problem: problem)
      }
      throw .notSet(file: file, line: line, problem: problem)
    }
    let layout = LayoutStyle(
      font: plan.font, cascade: plan.cascade, letterSpacing: style.appliedLetterSpacing,
      opticalSizing: opticalSizing, tracking: plan.tracking, features: plan.features)
    return ConfigStyle(style: layout, sizes: plan.sizes, letterCase: style.letterCase)
  }
}
