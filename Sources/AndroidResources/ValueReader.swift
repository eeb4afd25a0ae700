import StructuredText

/// Reads one style's attribute values as the framework's TextView does,
/// resolving references to other resources.
///
/// Each attribute is looked up as `android:name` first, then as the AppCompat
/// (app namespace) form `name`. An app theme attribute (`?attr/font_16`)
/// reads as the value the first of ``AndroidResources/themes`` (or a
/// parent) sets it to, else as the value the res folders' styles set it to
/// (a theme's item `font_16`) when they all set the same; otherwise, and for the platform's
/// (`?android:attr/…`), a platform resource (`@android:…`) or `@null`, it
/// reads as unset: the framework would take it from the theme the app applies
/// or the platform, which this reader does not know.
struct ValueReader {
  /// The longest chain of references followed (`@dimen/a` → `@dimen/b` → …).
  static let maximumReferenceDepth = 16
  /// The most styles setting one theme attribute whose values are compared
  /// (an app has a few themes; more is no agreement to rely on).
  static let maximumThemeSettings = 64

  let resources: AndroidResources
  let style: StyleDefinition
  /// The namespace prefixes looked up, in order: `android:` then the app
  /// namespace's bare name by default; one of them to read a single form.
  var prefixes = ["android:", ""]

  /// The item for `name` and the attribute name as written.
  private func item(_ name: String) -> (attribute: String, item: StyleDefinition.Item)? {
    for prefix in prefixes {
      if let item = style.items[prefix + name] { return (prefix + name, item) }
    }
    return nil
  }

  /// The value of `name` with references of the types in `types` followed to
  /// a literal; nil when unset or left to the theme or platform. A theme
  /// attribute is followed only when `followsThemes` (not within a theme's
  /// own value, so that themes cannot refer to each other without end).
  private func resolved(_ name: String, types: Set<String>, followsThemes: Bool = true)
    throws(AndroidResourceError) -> (attribute: String, value: String, line: Int)?
  {
    guard let (attribute, item) = item(name) else { return nil }
    var value = item.value
    var depth = 0
    while value.hasPrefix("@") || value.hasPrefix("?") {
      if value.hasPrefix("?") {
        guard followsThemes, let agreed = try themeValue(value, types: types) else { return nil }
        return (attribute, agreed, item.line)
      }
      if value.hasPrefix("@android:") || value.hasPrefix("@*android:") || value == "@null" {
        return nil
      }
      guard let slash = value.firstIndex(of: "/") else {
        throw badValue(attribute, value, line: item.line, expected: "a value or a reference")
      }
      var type = String(value[value.index(after: value.startIndex)..<slash])
      if let colon = type.lastIndex(of: ":") { type = String(type[type.index(after: colon)...]) }
      let target = String(value[value.index(after: slash)...])
      if type == "font", types.contains("font") { return (attribute, value, item.line) }
      guard types.contains(type) else {
        throw badValue(
          attribute, value, line: item.line,
          expected: "a value or a reference to "
            + types.sorted().map { "@\($0)/" }.joined(separator: ", "))
      }
      // Material 3's typeface strings, which the app's res folders lack.
      if type == "string", resources.table.values[type]?[target] == nil,
        let typeface = MaterialTypescale.typefaces[target]
      {
        return (attribute, typeface, item.line)
      }
      guard let definition = resources.table.values[type]?[target] else {
        let candidates = resources.table.values[type].map { Array($0.keys) } ?? []
        throw AndroidResourceError(
          path: style.file, line: item.line,
          reason: .resourceNotFound(
            reference: "@\(type)/\(target)",
            suggestions: NameSuggestions.suggestions(for: target, among: candidates.sorted())
              .map { "@\(type)/\($0)" }))
      }
      depth += 1
      guard depth <= Self.maximumReferenceDepth else {
        throw badValue(
          attribute, item.value, line: item.line,
          expected: "at most \(Self.maximumReferenceDepth) references in a row")
      }
      value = Self.unquoted(definition.value)
    }
    return (attribute, value, item.line)
  }

  /// The literal the res folders' styles set the app theme attribute
  /// `reference` to (`?attr/font_16` → `16sp`), references followed, when
  /// they all set the same; nil when none sets it, they differ, or one sets
  /// it to another theme attribute.
  private func themeValue(_ reference: String, types: Set<String>) throws(AndroidResourceError)
    -> String?
  {
    guard let (attribute, platform) = AndroidResources.themeAttribute(reference), !platform else {
      return nil
    }
    if let theme = resources.themeSetting(of: attribute) {
      // A theme the spec names: what is wrong there is said.
      let reader = ValueReader(resources: resources, style: theme, prefixes: [""])
      return try reader.resolved(attribute, types: types, followsThemes: false)?.value
    }
    // The styles that set it, when they agree: one that cannot be read (a
    // value of another type, a reference to a folder not read) is no
    // agreement, and so are more than a bounded number of them.
    let settings = resources.themeValues(of: attribute)
    guard settings.count <= Self.maximumThemeSettings else { return nil }
    var agreed: String? = nil
    for (style, _) in settings {
      let reader = ValueReader(resources: resources, style: style, prefixes: [""])
      guard
        let (_, value, _) = try? reader.resolved(attribute, types: types, followsThemes: false),
        agreed == nil || agreed == value
      else { return nil }
      agreed = value
    }
    return agreed
  }

  private func badValue(_ attribute: String, _ value: String, line: Int, expected: String)
    -> AndroidResourceError
  {
    AndroidResourceError(
      path: style.file, line: line,
      reason: .badValue(attribute: attribute, value: value, expected: expected))
  }

  /// A `<string>`'s text without the double quotes aapt2 removes.
  static func unquoted(_ text: String) -> String {
    text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
      ? String(text.dropFirst().dropLast()) : text
  }

  /// The app or platform theme attribute (`?attr/font_16`) that `name`'s
  /// value is, written in the item or reached through `@dimen/`
  /// references (`@dimen/title` whose value is `?attr/font_16`); nil when it
  /// is not one or a reference cannot be followed.
  func themeReference(_ name: String) -> String? {
    guard let (_, item) = item(name) else { return nil }
    var value = ResourceTable.trimmed(item.value)
    for _ in 0...Self.maximumReferenceDepth {
      if value.hasPrefix("?") { return value }
      guard value.hasPrefix("@dimen/"),
        let definition = resources.table.values["dimen"]?[String(value.dropFirst("@dimen/".count))]
      else { return nil }
      value = ResourceTable.trimmed(Self.unquoted(definition.value))
    }
    return nil
  }

  /// A dimension (`16sp`, `@dimen/title`).
  ///
  /// The number must lie in `range` (a text size above 0 and at most 10,000;
  /// TextView refuses a negative line height), so that no value makes
  /// unbounded work or a size layout cannot take.
  func dimension(_ name: String, in range: ClosedRange<Double>, rangeWords: String)
    throws(AndroidResourceError) -> AndroidDimension?
  {
    guard let (attribute, value, line) = try resolved(name, types: ["dimen"]) else { return nil }
    guard let dimension = AndroidDimension(parsing: value) else {
      throw badValue(
        attribute, value, line: line,
        expected:
          "a number immediately followed by a unit (sp, dp, dip, px, pt, in, mm), as in 16sp"
      )
    }
    guard range.contains(dimension.value) else {
      throw badValue(attribute, value, line: line, expected: rangeWords)
    }
    return dimension
  }

  /// A float in the form strtof reads (`0.05`, `-1e-2`), as aapt2's
  /// `ResourceUtils::TryParseFloat` does; `@dimen/` of a float dimen too.
  func float(_ name: String) throws(AndroidResourceError) -> Double? {
    guard let (attribute, value, line) = try resolved(name, types: ["dimen"]) else { return nil }
    let allowed = "0123456789.eE+-"
    guard !value.isEmpty, value.allSatisfy({ allowed.contains($0) }), let number = Double(value),
      number.isFinite, abs(number) <= 10
    else {
      throw badValue(
        attribute, value, line: line, expected: "a number from -10 to 10 such as 0.05 (in em)")
    }
    return number
  }

  /// A decimal integer (`500`, `@integer/weight`).
  func integer(_ name: String) throws(AndroidResourceError) -> Int? {
    guard let (attribute, value, line) = try resolved(name, types: ["integer"]) else { return nil }
    guard let number = Int(value), (-1_000_000...1_000_000).contains(number) else {
      throw badValue(attribute, value, line: line, expected: "a whole number such as 500")
    }
    return number
  }

  /// `true` or `false` in any case, as aapt2's `ResourceUtils::ParseBool`.
  func boolean(_ name: String) throws(AndroidResourceError) -> Bool? {
    guard let (attribute, value, line) = try resolved(name, types: ["bool"]) else { return nil }
    switch value.lowercased() {
    case "true": return true
    case "false": return false
    default: throw badValue(attribute, value, line: line, expected: "true or false")
    }
  }

  /// Text (`"smcp"`, `@string/features`).
  func string(_ name: String) throws(AndroidResourceError) -> String? {
    try resolved(name, types: ["string"]).map { Self.unquoted($0.value) }
  }

  /// `android:textStyle`: `normal`, `bold`, `italic` joined by `|`.
  func textStyle() throws(AndroidResourceError) -> (bold: Bool, italic: Bool)? {
    guard let (attribute, value, line) = try resolved("textStyle", types: ["integer"]) else {
      return nil
    }
    var style = (bold: false, italic: false)
    for flag in value.split(separator: "|", omittingEmptySubsequences: false) {
      switch ResourceTable.trimmed(String(flag)) {
      case "normal": continue
      case "bold": style.bold = true
      case "italic": style.italic = true
      default:
        throw badValue(
          attribute, value, line: line, expected: "normal, bold or italic, joined by |")
      }
    }
    return style
  }

  /// `android:fontFamily`: `@font/name`, a system family, or a `@string/`
  /// holding one (as Material Components' type scale writes it).
  func fontFamily() throws(AndroidResourceError) -> AndroidFontReference? {
    try fontFamilyItem()?.reference
  }

  /// ``fontFamily()``, with the line of the `<item>` that sets it.
  func fontFamilyItem() throws(AndroidResourceError) -> (
    reference: AndroidFontReference, line: Int
  )? {
    guard let (attribute, value, line) = try resolved("fontFamily", types: ["font", "string"])
    else { return nil }
    let family = Self.unquoted(value)
    if family.hasPrefix("@font/") || family.contains(":font/") {
      let name = String(family[family.index(after: family.firstIndex(of: "/")!)...])
      guard !name.isEmpty else {
        throw badValue(attribute, value, line: line, expected: "@font/ followed by a font name")
      }
      return (.resource(name), line)
    }
    guard !family.isEmpty else {
      throw badValue(attribute, value, line: line, expected: "a font family name or @font/name")
    }
    // As written: Android looks the name up in its fonts.xml case-sensitively.
    return (.system(family), line)
  }
}
