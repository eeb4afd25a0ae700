import StructuredText
import TypeScale

/// Options for ``ConfigValidator``.
public struct ValidationOptions: Sendable, Hashable {
  /// Check, for every catalog font a style names, that the face it maps to
  /// under the iOS Bold Text setting exists too (see ``BoldTextMapping``).
  public var boldText: Bool
  /// Explicit Bold Text faces, PostScript name → bold PostScript name; they
  /// replace the mapping derived from the name.
  public var boldTextFaces: [String: String]
  /// Bounds on the work done per file.
  public var limits: ConfigLimits
  /// The family that sets the system font, when the catalog has one: then
  /// TypographyKit's system-font aliases (`System`, …) are set in it and are
  /// not `font-system-only`.
  public var systemFamily: String?
  /// The app's asset-catalog colours: names `UIColor(named:)` finds, so they
  /// are colours; the catalog's own findings join the report's.
  public var assetCatalog: AssetCatalog

  /// Creates options; by default Bold Text is not checked.
  public init(
    boldText: Bool = false, boldTextFaces: [String: String] = [:],
    limits: ConfigLimits = ConfigLimits(), systemFamily: String? = nil,
    assetCatalog: AssetCatalog = AssetCatalog()
  ) {
    self.boldText = boldText
    self.boldTextFaces = boldTextFaces
    self.limits = limits
    self.systemFamily = systemFamily
    self.assetCatalog = assetCatalog
  }
}

/// One config to validate: a path, and its bytes when they are already in memory.
public struct ConfigSource: Sendable, Hashable {
  /// The path, used in findings (and read from disk when `bytes` is `nil`).
  public var path: String
  /// The content, or `nil` to read the file at `path`.
  public var bytes: [UInt8]?

  /// A file to read from disk.
  public init(path: String) {
    self.path = path
    self.bytes = nil
  }

  /// Content already in memory, named `path` in findings.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// The result of validating one or more config files.
public struct ValidationReport: Sendable {
  /// The files, in the order given (later files win when merged).
  public var files: [String]
  /// What was found, sorted by file (in the order given), line (absent first),
  /// key path, code and message.
  public var findings: [Finding]
  /// The detected format of each file that could be parsed, by path.
  public var formats: [String: ConfigFormat]
  /// The merged configuration, as written.
  public var configuration: TypographyConfiguration
  /// The palette resolved to colours, by name (entries that do not resolve are
  /// left out). Includes `development-color` and `fallback-color`.
  public var colors: [String: ColorValue]
  /// The styles that resolve, by name, with `extends` applied.
  public var styles: [String: ResolvedTextStyle]
  /// The asset catalogs' colours, by name (light and dark values in sRGB).
  public var assetColors: [String: AssetColor] = [:]

  /// The number of error findings.
  public var errorCount: Int { findings.count { $0.severity == .error } }
  /// The number of warning findings.
  public var warningCount: Int { findings.count { $0.severity == .warning } }
  /// Whether some file could not be read or parsed.
  public var hasParseError: Bool { findings.contains { $0.code == .parseError } }

  /// The exit code of `typometer validate`: 2 when a file could not be read or
  /// parsed, else 1 when an error was found, else 0.
  public var exitCode: Int32 {
    if hasParseError { return 2 }
    return errorCount > 0 ? 1 : 0
  }

  /// The style named `name` and the styles it extends, child first; empty when
  /// it does not resolve. Built from each style's ``ResolvedTextStyle/extends``.
  public func chain(of name: String) -> [String] {
    var chain: [String] = []
    var next: String? = name
    // Resolved styles form no cycle; the count bound only guards a report
    // whose styles were edited.
    while let current = next, let style = styles[current], chain.count < styles.count {
      chain.append(current)
      next = style.extends
    }
    return chain
  }
}

/// Validates TypographyKit configs: loads them (JSON, XML plist or binary
/// plist), merges them in order, resolves colours and `extends`, and checks
/// every value and font name.
///
/// ```swift
/// let validator = ConfigValidator(fonts: catalog)
/// let report = validator.validate(files: ["TypographyKit.json"])
/// for finding in report.findings { print(finding.message) }
/// ```
///
/// Inputs are only read. Every problem becomes a ``Finding``; nothing traps,
/// whatever the input.
public struct ConfigValidator: Sendable {
  /// The fonts that can be measured.
  public let fonts: any FontNameResolver
  /// The options.
  public let options: ValidationOptions

  /// Creates a validator over a font catalog.
  public init(fonts: some FontNameResolver, options: ValidationOptions = ValidationOptions()) {
    self.fonts = fonts
    self.options = options
  }

  /// Validates files on disk, merged in the order given.
  public func validate(files: [String]) -> ValidationReport {
    validate(sources: files.map { ConfigSource(path: $0) })
  }

  /// Validates configs from disk or memory, merged in the order given.
  public func validate(sources: [ConfigSource]) -> ValidationReport {
    var fontSuggestions = SuggestionBudget()
    var findings: [Finding] = []
    var formats: [String: ConfigFormat] = [:]
    var configuration = TypographyConfiguration()
    var allStyles: [TextStyleDefinition] = []

    for source in sources {
      let document: ConfigDocument
      do throws(ParseFailure) {
        let bytes: [UInt8]
        if let inMemory = source.bytes {
          bytes = inMemory
        } else {
          bytes = try ConfigLoader.read(path: source.path, limits: options.limits)
        }
        document = try ConfigLoader.parse(bytes, limits: options.limits)
        try ConfigLoader.checkIsConfig(document)
      } catch {
        // A string file that does not read as a config: say what it is
        // (one that cannot be read at all is said as such).
        let name = source.path.split(separator: "/").last ?? ""
        let ext = name.contains(".") ? (name.split(separator: ".").last ?? "").lowercased() : ""
        var unreadable = false
        switch error.reason {
        case .unreadable, .tooLarge: unreadable = true
        default: break
        }
        if !unreadable, ["strings", "stringsdict", "xcstrings"].contains(ext) {
          findings.append(
            Finding(
              .parseFailure(
                .otherKind(
                  document: "a TypographyKit config", kind: "a string file (.\(ext))",
                  use: "check measures it, named in a spec's \"strings\"")),
              file: source.path, keyPath: "", line: nil))
          continue
        }
        findings.append(
          Finding(.parseFailure(error.reason), file: source.path, keyPath: "", line: error.line))
        continue
      }
      formats[source.path] = document.format
      var builder = ConfigModelBuilder(file: source.path)
      builder.build(document.root)
      findings += builder.findings
      allStyles += builder.allStyles
      for (replacement, replaced) in configuration.merge(builder.configuration) {
        findings.append(
          Finding(
            .duplicateStyle(name: replacement.name, previous: replaced.source),
            at: replacement.source))
      }
    }

    // Palette, with TypographyKit's two implicit entries.
    var definitions = configuration.colors
    let settings = configuration.settings
    for (name, fallback) in [
      ("development-color", ColorDefinition.Value.string("red")),
      ("fallback-color", .dynamic(light: "black", dark: "white")),
    ] where configuration.color(named: name) == nil {
      let keyPath = "typography-kit." + name
      let written = name == "development-color" ? settings.developmentColor : settings.fallbackColor
      let source = settings.sources[keyPath] ?? SourceLocation(file: "", keyPath: keyPath)
      definitions.append(
        ColorDefinition(name: name, value: written.map { .string($0) } ?? fallback, source: source))
    }
    var palette = PaletteResolver(
      definitions: definitions, assetColors: options.assetCatalog.colors)
    findings += options.assetCatalog.findings
    let colors = palette.resolveAll()
    findings += palette.findings

    // Settings that name colours defined in the palette too are checked on their own.
    for (name, written) in [
      ("development-color", settings.developmentColor), ("fallback-color", settings.fallbackColor),
    ] {
      guard let written, configuration.color(named: name) != nil,
        let source = settings.sources["typography-kit." + name]
      else { continue }
      findings += checkColor(written, at: source, palette: &palette)
    }
    findings += checkGlobalRange(settings)

    // Styles.
    var resolver = StyleResolver(styles: configuration.styles, settings: settings)
    var styles = resolver.resolveAll()
    findings += resolver.findings
    // Text colours, as font names below, for every definition read (also
    // ones a later file replaced: a typo there is still the file's typo).
    for definition in allStyles {
      if let textColor = definition.textColor {
        findings += checkColor(
          textColor, at: definition.location(of: .textColor), palette: &palette)
      }
    }
    let definitionsByName = Dictionary(
      configuration.styles.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    for name in styles.keys.sorted() {
      guard var style = styles[name] else { continue }
      if let colorName = style.textColorName, case .color(let value, _) = palette.resolve(colorName)
      {
        style.textColor = value
      }
      styles[name] = style
      if let definition = definitionsByName[name] {
        findings += checkRange(style, definition: definition)
        // A letter-spacing the style's `extends` loses (its own, else its
        // parent's as the parent is drawn).
        if let parent = style.extends,
          let lost = definition.letterSpacing ?? styles[parent]?.letterSpacing, lost > 0
        {
          let field: TextStyleField = definition.letterSpacing != nil ? .letterSpacing : .extends
          findings.append(
            Finding(
              .letterSpacingLost(value: lost, parent: parent), at: definition.location(of: field)))
        }
      }
    }

    // Font names, for every definition read (also ones a later file replaced).
    for definition in allStyles {
      if let fontName = definition.fontName {
        findings += checkFont(
          fontName, at: definition.location(of: .fontName), budget: &fontSuggestions)
      }
    }
    // A name faces of different releases share: said once, at its first style.
    let named = allStyles.filter { $0.fontName != nil }
    let users = Dictionary(grouping: named, by: { $0.fontName ?? "" })
    var said: Set<String> = []
    for definition in named {
      guard let fontName = definition.fontName, said.insert(fontName).inserted else { continue }
      let files = fonts.otherReleases(postscriptName: fontName)
      guard files.count > 1 else { continue }
      findings.append(
        Finding(
          .duplicateFont(name: fontName, files: files, styles: users[fontName]?.count ?? 1),
          at: definition.location(of: .fontName)))
    }

    let order = Dictionary(
      sources.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    findings.sort { lhs, rhs in
      let left = (order[lhs.file] ?? Int.max, lhs.line ?? 0, lhs.keyPath, lhs.code.rawValue)
      let right = (order[rhs.file] ?? Int.max, rhs.line ?? 0, rhs.keyPath, rhs.code.rawValue)
      if left != right { return left < right }
      return lhs.message < rhs.message
    }
    return ValidationReport(
      files: sources.map(\.path), findings: findings, formats: formats,
      configuration: configuration,
      colors: colors, styles: styles, assetColors: options.assetCatalog.colors)
  }

  // MARK: - Checks

  private func checkColor(
    _ string: String, at source: SourceLocation, palette: inout PaletteResolver
  ) -> [Finding] {
    switch palette.resolve(string) {
    case .color(_, let issue):
      guard let issue else { return [] }
      return [Finding(.colorRejectedByTypographyKit(value: string, issue: issue), at: source)]
    case .invalid(let problem):
      return [Finding(.colorInvalid(value: string, problem: problem), at: source)]
    case .notFound:
      let suggestions = palette.suggestions(for: string)
      return [Finding(.colorNotFound(name: string, suggestions: suggestions), at: source)]
    case .brokenEntry, .assetColorWithoutValue:
      return []
    }
  }

  private func checkGlobalRange(_ settings: TypographyKitSettings) -> [Finding] {
    guard let minimum = settings.minimumPointSize, let maximum = settings.maximumPointSize,
      minimum > maximum, let source = settings.sources["typography-kit.maximum-point-size"]
    else { return [] }
    return [Finding(.minimumAboveMaximum(minimum: minimum, maximum: maximum), at: source)]
  }

  /// Clamp checks for a style that writes its own point size or clamps.
  private func checkRange(_ style: ResolvedTextStyle, definition: TextStyleDefinition) -> [Finding]
  {
    let writesMinimum = definition.minimumPointSize != nil
    let writesMaximum = definition.maximumPointSize != nil
    let writesSize = definition.pointSize != nil
    guard writesMinimum || writesMaximum || writesSize else { return [] }
    let minimum = style.effectiveMinimumPointSize
    let maximum = style.effectiveMaximumPointSize
    if let minimum, let maximum, minimum > maximum {
      guard writesMinimum || writesMaximum else { return [] }
      let field: TextStyleField = writesMaximum ? .maximumPointSize : .minimumPointSize
      return [
        Finding(
          .minimumAboveMaximum(minimum: minimum, maximum: maximum),
          at: definition.location(of: field))
      ]
    }
    guard let size = style.pointSize else { return [] }
    if (minimum.map { size < $0 } ?? false) || (maximum.map { size > $0 } ?? false) {
      let field: TextStyleField =
        writesSize ? .pointSize : (writesMaximum ? .maximumPointSize : .minimumPointSize)
      return [
        Finding(
          .pointSizeOutsideRange(pointSize: size, minimum: minimum, maximum: maximum),
          at: definition.location(of: field))
      ]
    }
    return []
  }

  private func checkFont(
    _ name: String, at source: SourceLocation, budget: inout SuggestionBudget
  ) -> [Finding] {
    if let alias = IOSSystemFonts.alias(matching: name) {
      // Set in the supplied system family: measured like any other face.
      if options.systemFamily != nil { return [] }
      return [
        Finding(.fontSystemOnly(name: name, kind: .alias(uikitCall: alias.uikitCall)), at: source)
      ]
    }
    if fonts.containsFont(postscriptName: name) {
      guard options.boldText,
        let bold = BoldTextMapping.boldFace(for: name, overrides: options.boldTextFaces),
        bold != name, !fonts.containsFont(postscriptName: bold)
      else { return [] }
      return [
        Finding(
          .boldFaceNotFound(
            fontName: name, boldFace: bold,
            // Never the face the style already uses: that is no bold face.
            suggestions: budget.spend(1000)
              ? fonts.suggestions(for: bold).filter { $0 != name } : []),
          at: source)
      ]
    }
    if let face = IOSSystemFonts.face(named: name) {
      let kind: SystemFontKind = face.status == .hidden ? .hidden : .iOSFont(family: face.family)
      return [Finding(.fontSystemOnly(name: name, kind: kind), at: source)]
    }
    // The catalog and the iOS list hold some thousands of names: each lookup
    // is counted as a thousand comparisons against the run's budget.
    var suggestions: [String] = []
    if budget.spend(1000) {
      suggestions = fonts.suggestions(for: name)
      for candidate in IOSSystemFonts.suggestions(for: name) where !suggestions.contains(candidate)
      {
        suggestions.append(candidate)
      }
    }
    return [
      Finding(
        .fontNotFound(
          name: name, suggestions: Array(suggestions.prefix(5)),
          removedFromIOS: IOSSystemFonts.isRemoved(name)),
        at: source)
    ]
  }
}
