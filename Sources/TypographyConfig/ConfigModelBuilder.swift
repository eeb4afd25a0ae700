import StructuredText

/// Turns one file's value tree into a ``TypographyConfiguration``, reporting
/// wrong types, unknown keys and invalid sizes and enumerations as it goes.
///
/// A value with a problem is reported and left out of the model (`nil`), so
/// later checks do not report it again.
struct ConfigModelBuilder {
  /// The largest size accepted, in points; larger values are `size-range`.
  static let maximumPlausibleSize = 1000.0

  static let settingsKeys = [
    "minimum-point-size", "maximum-point-size", "point-step-size", "point-step-multiplier",
    "scaling-mode", "development-color", "fallback-color", "is-development",
    "should-use-development-colors", "should-crash-if-color-not-found", "labels", "buttons",
    "configuration-name", "configuration-type", "configuration-url",
  ]

  let file: String
  private(set) var findings: [Finding] = []
  private(set) var configuration = TypographyConfiguration()
  /// Every style definition read, including ones a later duplicate replaced.
  private(set) var allStyles: [TextStyleDefinition] = []
  private var styleIndex: [String: Int] = [:]
  /// For each unknown key of a style, the index in `findings` of its first.
  private var unknownStyleKeys: [String: Int] = [:]

  init(file: String) {
    self.file = file
  }

  private func location(_ keyPath: String, _ line: Int?) -> SourceLocation {
    SourceLocation(file: file, keyPath: keyPath, line: line)
  }

  private mutating func report(_ detail: FindingDetail, _ location: SourceLocation) {
    findings.append(Finding(detail, at: location))
  }

  private mutating func reportUnknownKey(_ entry: DocumentEntry, path: String, known: [String]) {
    let suggestion = NameSuggestions.suggestions(for: entry.key, among: known, limit: 1).first
    report(.unknownKey(key: entry.key, suggestion: suggestion), location(path, entry.line))
  }

  /// Reads the top-level dictionary.
  mutating func build(_ root: DocumentNode) {
    guard case .dictionary(let entries) = root.value else { return }
    for entry in entries {
      let path = entry.key
      switch entry.key {
      case "typography-colors":
        guard let colors = dictionary(entry, path: path) else { continue }
        for color in colors { readColor(color, path: path + "." + color.key) }
      case "typography-kit":
        guard let settings = dictionary(entry, path: path) else { continue }
        readSettings(settings, path: path)
      case "ui-font-text-styles":
        guard let styles = dictionary(entry, path: path) else { continue }
        for style in styles { readStyle(style, path: path + "." + style.key) }
      default:
        reportUnknownKey(entry, path: path, known: TypographyKitKeys.sections)
      }
    }
  }

  private mutating func dictionary(_ entry: DocumentEntry, path: String) -> [DocumentEntry]? {
    guard case .dictionary(let entries) = entry.value.value else {
      report(
        .valueInvalid(key: entry.key, expected: .dictionary, found: entry.value.found),
        location(path, entry.line))
      return nil
    }
    return entries
  }

  // MARK: - Colours

  private mutating func readColor(_ entry: DocumentEntry, path: String) {
    let source = location(path, entry.line)
    switch entry.value.value {
    case .string(let string):
      configuration.colors.append(
        ColorDefinition(name: entry.key, value: .string(string), source: source))
    case .dictionary(let variants):
      var light: String?
      var dark: String?
      var lightSource: SourceLocation?
      var darkSource: SourceLocation?
      var invalid = false
      for variant in variants {
        let variantPath = path + "." + variant.key
        let variantSource = location(variantPath, variant.line)
        let key = variant.key.lowercased()
        guard key == "light" || key == "dark" else {
          reportUnknownKey(variant, path: variantPath, known: ["light", "dark"])
          continue
        }
        guard case .string(let string) = variant.value.value else {
          report(.colorInvalid(value: nil, problem: .wrongType(variant.value.found)), variantSource)
          if key == "light" { invalid = true }
          continue
        }
        if key == "light" {
          light = string
          lightSource = variantSource
        } else {
          dark = string
          darkSource = variantSource
        }
      }
      let value: ColorDefinition.Value =
        invalid ? .invalid(.dictionary) : .dynamic(light: light, dark: dark)
      configuration.colors.append(
        ColorDefinition(
          name: entry.key, value: value, source: source, lightSource: lightSource,
          darkSource: darkSource))
    default:
      report(.colorInvalid(value: nil, problem: .wrongType(entry.value.found)), source)
      configuration.colors.append(
        ColorDefinition(name: entry.key, value: .invalid(entry.value.found), source: source))
    }
  }

  // MARK: - Settings

  private mutating func readSettings(_ entries: [DocumentEntry], path: String) {
    var settings = TypographyKitSettings()
    for entry in entries {
      let keyPath = path + "." + entry.key
      let source = location(keyPath, entry.line)
      var recorded = true
      switch entry.key {
      case "minimum-point-size":
        settings.minimumPointSize = size(entry, source: source)
      case "maximum-point-size":
        settings.maximumPointSize = size(entry, source: source)
      case "point-step-size":
        settings.pointStepSize = size(entry, source: source)
      case "point-step-multiplier":
        settings.pointStepMultiplier = size(entry, source: source)
      case "scaling-mode":
        settings.scalingMode = scalingMode(entry, source: source)
      case "development-color":
        settings.developmentColor = colorString(entry, source: source)
      case "fallback-color":
        settings.fallbackColor = colorString(entry, source: source)
      case "is-development":
        settings.isDevelopment = bool(entry, source: source)
      case "should-use-development-colors":
        settings.shouldUseDevelopmentColors = bool(entry, source: source)
      case "should-crash-if-color-not-found":
        settings.shouldCrashIfColorNotFound = bool(entry, source: source)
      case "labels":
        guard let labels = dictionary(entry, path: keyPath) else { break }
        for label in labels {
          let labelPath = keyPath + "." + label.key
          let labelSource = location(labelPath, label.line)
          if label.key == "line-break-mode" || label.key == "line-break" {
            settings.labelLineBreakMode = enumeration(label, source: labelSource)
            settings.sources[labelPath] = labelSource
          } else {
            reportUnknownKey(label, path: labelPath, known: ["line-break-mode", "line-break"])
          }
        }
      case "buttons":
        guard let buttons = dictionary(entry, path: keyPath) else { break }
        for button in buttons {
          let buttonPath = keyPath + "." + button.key
          let buttonSource = location(buttonPath, button.line)
          if button.key == "title-color-apply-mode" {
            settings.buttonTitleColorApplyMode = enumeration(button, source: buttonSource)
            settings.sources[buttonPath] = buttonSource
          } else {
            reportUnknownKey(button, path: buttonPath, known: ["title-color-apply-mode"])
          }
        }
      case "configuration-name":
        settings.configurationName = string(entry, source: source)
      case "configuration-type":
        if let value = string(entry, source: source) {
          if value == "json" || value == "plist" {
            settings.configurationType = value
          } else {
            report(
              .valueInvalid(
                key: entry.key, expected: .oneOf(["json", "plist"]), found: entry.value.found),
              source)
          }
        }
      case "configuration-url":
        settings.configurationURL = string(entry, source: source)
      default:
        reportUnknownKey(entry, path: keyPath, known: Self.settingsKeys)
        recorded = false
      }
      if recorded { settings.sources[keyPath] = source }
    }
    configuration.settings = configuration.settings.merging(settings)
  }

  // MARK: - Styles

  private mutating func readStyle(_ entry: DocumentEntry, path: String) {
    let source = location(path, entry.line)
    guard case .dictionary(let fields) = entry.value.value else {
      report(.valueInvalid(key: entry.key, expected: .dictionary, found: entry.value.found), source)
      return
    }
    var style = TextStyleDefinition(name: entry.key, source: source)
    for fieldEntry in fields {
      let fieldPath = path + "." + fieldEntry.key
      let fieldSource = location(fieldPath, fieldEntry.line)
      guard let field = TextStyleField(rawValue: fieldEntry.key) else {
        // Said once per file (a design tool's export repeats its keys in
        // every style): the first finding gains the others' lines.
        if let first = unknownStyleKeys[fieldEntry.key],
          case .unknownKey(let key, let suggestion, let alsoAt) = findings[first].detail,
          let line = fieldEntry.line
        {
          findings[first].detail = .unknownKey(
            key: key, suggestion: suggestion, alsoAt: alsoAt + [line])
          continue
        }
        unknownStyleKeys[fieldEntry.key] = findings.count
        reportUnknownKey(
          fieldEntry, path: fieldPath, known: TextStyleField.allCases.map(\.rawValue))
        continue
      }
      style.fieldSources[field] = fieldSource
      switch field {
      case .fontName: style.fontName = string(fieldEntry, source: fieldSource)
      case .pointSize: style.pointSize = size(fieldEntry, source: fieldSource)
      case .textColor: style.textColor = colorString(fieldEntry, source: fieldSource)
      case .letterCase: style.letterCase = letterCase(fieldEntry, source: fieldSource)
      case .extends: style.extends = string(fieldEntry, source: fieldSource)
      case .minimumPointSize: style.minimumPointSize = size(fieldEntry, source: fieldSource)
      case .maximumPointSize: style.maximumPointSize = size(fieldEntry, source: fieldSource)
      case .scalingMode: style.scalingMode = scalingMode(fieldEntry, source: fieldSource)
      case .letterSpacing: style.letterSpacing = letterSpacing(fieldEntry, source: fieldSource)
      }
    }
    allStyles.append(style)
    if let previous = styleIndex[style.name] {
      report(
        .duplicateStyle(name: style.name, previous: configuration.styles[previous].source), source)
      configuration.styles[previous] = style
    } else {
      styleIndex[style.name] = configuration.styles.count
      configuration.styles.append(style)
    }
  }

  // MARK: - Values

  private mutating func size(_ entry: DocumentEntry, source: SourceLocation) -> Double? {
    guard case .number(let value) = entry.value.value, value.isFinite, value > 0 else {
      report(.sizeInvalid(key: entry.key, found: entry.value.found), source)
      return nil
    }
    guard value <= Self.maximumPlausibleSize else {
      report(.sizeTooLarge(key: entry.key, value: value, limit: Self.maximumPlausibleSize), source)
      return nil
    }
    return value
  }

  private mutating func letterSpacing(_ entry: DocumentEntry, source: SourceLocation) -> Double? {
    guard case .number(let value) = entry.value.value, value.isFinite else {
      report(.sizeInvalid(key: entry.key, found: entry.value.found), source)
      return nil
    }
    guard abs(value) <= Self.maximumPlausibleSize else {
      report(.sizeTooLarge(key: entry.key, value: value, limit: Self.maximumPlausibleSize), source)
      return nil
    }
    if value < 0 { report(.letterSpacingIgnored(value), source) }
    return value
  }

  private mutating func string(_ entry: DocumentEntry, source: SourceLocation) -> String? {
    guard case .string(let value) = entry.value.value else {
      report(.valueInvalid(key: entry.key, expected: .string, found: entry.value.found), source)
      return nil
    }
    return value
  }

  private mutating func colorString(_ entry: DocumentEntry, source: SourceLocation) -> String? {
    guard case .string(let value) = entry.value.value else {
      report(.colorInvalid(value: nil, problem: .wrongType(entry.value.found)), source)
      return nil
    }
    return value
  }

  private mutating func bool(_ entry: DocumentEntry, source: SourceLocation) -> Bool? {
    guard case .bool(let value) = entry.value.value else {
      report(.valueInvalid(key: entry.key, expected: .boolean, found: entry.value.found), source)
      return nil
    }
    return value
  }

  private mutating func enumeration<Value: RawRepresentable & CaseIterable>(
    _ entry: DocumentEntry, source: SourceLocation
  ) -> Value? where Value.RawValue == String {
    let values = Value.allCases.map(\.rawValue)
    guard case .string(let string) = entry.value.value, let value = Value(rawValue: string) else {
      report(
        .valueInvalid(key: entry.key, expected: .oneOf(values), found: entry.value.found), source)
      return nil
    }
    return value
  }

  private mutating func scalingMode(_ entry: DocumentEntry, source: SourceLocation) -> ScalingMode?
  {
    guard case .string(let string) = entry.value.value else {
      report(.scalingModeInvalid(found: entry.value.found, suggestion: nil), source)
      return nil
    }
    guard let mode = ScalingMode(rawValue: string) else {
      let suggestion = NameSuggestions.suggestions(
        for: string, among: ScalingMode.allCases.map(\.rawValue), limit: 1
      ).first
      report(.scalingModeInvalid(found: entry.value.found, suggestion: suggestion), source)
      return nil
    }
    return mode
  }

  private mutating func letterCase(_ entry: DocumentEntry, source: SourceLocation) -> LetterCase? {
    guard case .string(let string) = entry.value.value else {
      report(.letterCaseInvalid(found: entry.value.found, suggestion: nil), source)
      return nil
    }
    guard let letterCase = LetterCase(rawValue: string) else {
      let suggestion = NameSuggestions.suggestions(
        for: string, among: LetterCase.allCases.map(\.rawValue), limit: 1
      ).first
      report(.letterCaseInvalid(found: entry.value.found, suggestion: suggestion), source)
      return nil
    }
    return letterCase
  }
}

/// The top-level keys of a TypographyKit config, as other readers tell one
/// (a config given where a spec goes).
package enum TypographyKitKeys {
  package static let sections = ["typography-colors", "typography-kit", "ui-font-text-styles"]
}
