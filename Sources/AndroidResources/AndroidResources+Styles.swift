import StructuredText

extension AndroidResources {
  /// The text appearance `name`, with its parents applied.
  ///
  /// `name` is a style defined in the resources, a built-in Material 3 style
  /// (`TextAppearance.Material3.BodyLarge`, `TextAppearance.M3.Sys.Typescale.BodyLarge`),
  /// one of the 15 Material 3 role names in camelCase (`bodyLarge`,
  /// `displaySmall`, …) or their emphasized forms (`bodyLargeEmphasized`),
  /// which stands for its `TextAppearance.Material3.*` style,
  /// a built-in AppCompat or Material Components style
  /// (`TextAppearance.AppCompat.Body1`, `TextAppearance.MaterialComponents.Body1`),
  /// or a built-in platform style written `android:TextAppearance.Medium` or
  /// `@android:style/TextAppearance.Medium`. An app style of the same name wins
  /// over a built-in one.
  ///
  /// Parents are followed as aapt2 links them (frameworks/base
  /// tools/aapt2/link/ReferenceLinker and ResourceParser::ParseStyle): the
  /// `parent` attribute (`@style/X`, `X`, `@android:style/X`, `android:X`;
  /// `parent=""` for none), else the dotted name without its last segment when
  /// that style exists. A derived style's items replace its parents'. A
  /// built-in parent (Material 3, AppCompat, Material Components, or the
  /// platform's `TextAppearance`, `TextAppearance.Small`/`Medium`/`Large` and
  /// `TextAppearance.Material.*`) ends the chain with its values, as a device
  /// of API 21 or later resolves it; any other parent from the platform or a
  /// library (`Widget.*`, `Theme.*`, `TextAppearance.Design.*`, …) ends it
  /// with the values found so far.
  ///
  /// Values are read as the framework's TextView reads a TextAppearance:
  /// `android:X` and the AppCompat form `X` mean the same (`android:` wins when
  /// a style sets both); `@dimen/`, `@string/`, `@bool/` and `@integer/`
  /// references are resolved; an app theme attribute (`?attr/font_16`) is
  /// read as ``themes`` set it, else as the res folders' styles all set it
  /// (see `ValueReader`); the platform's, one they do not settle, or a
  /// platform reference (`@android:…`) leaves the value unset.
  ///
  /// - Throws: ``AndroidResourceError`` when the style is not found (with
  ///   close names), a parent that looks like an app style is missing, the
  ///   parents form a cycle or a chain longer than ``maximumChainLength``, a
  ///   reference is undefined, or a value cannot be read.
  public func textAppearance(named name: String) throws(AndroidResourceError)
    -> AndroidTextAppearance
  {
    try textAppearance(named: name, depth: 0)
  }

  /// ``textAppearance(named:)``, `depth` text appearances deep in a view
  /// style's `android:textAppearance` items.
  private func textAppearance(named name: String, depth: Int) throws(AndroidResourceError)
    -> AndroidTextAppearance
  {
    // (Written as a layout writes it, `@style/TextSmall`: the style.)
    let name = Self.styleName(ofReference: name) ?? name
    let styleName = Self.definedName(of: name)
    guard let style = table.styles[styleName] else {
      if var appearance = Self.builtInStyle(named: styleName)?.appearance
        ?? Self.platformStyle(named: styleName)
      {
        appearance.chain = [appearance.name]
        return appearance
      }
      // A library's button widget named itself: its text appearance.
      if depth < Self.maximumChainLength, let text = buttonAppearance(ofWidget: styleName),
        var appearance = try underlyingAppearance(text, depth: depth)
      {
        appearance.chain = [styleName] + appearance.chain
        return appearance
      }
      let candidates =
        styleNames + MaterialTypescale.byStyleName.keys.sorted()
        + MaterialTypescale.roles.map(\.role) + LibraryTextAppearances.library.keys.sorted()
        + LibraryTextAppearances.platform.keys.sorted().map { "android:" + $0 }
        + Self.buttonWidgets
      throw AndroidResourceError(
        path: rootPath,
        reason: .styleNotFound(
          name: name, suggestions: NameSuggestions.suggestions(for: name, among: candidates)))
    }

    // Walk up the parents, most derived first.
    var chain = [style]
    var names = [style.name]
    var seen: Set<String> = [style.name]
    var base: AndroidTextAppearance?
    var baseSetsAppFamily = false
    var current = style
    walk: while let parent = try parent(of: current) {
      switch parent {
      case .builtIn(let builtIn):
        base = builtIn.appearance
        baseSetsAppFamily = builtIn.setsAppFontFamily
        names.append(builtIn.appearance.name)
        break walk
      case .app(let parentName, let next):
        guard seen.insert(parentName).inserted else {
          throw AndroidResourceError(
            path: current.file, line: current.line,
            reason: .parentCycle(chain: names + [parentName]))
        }
        guard chain.count < Self.maximumChainLength else {
          throw AndroidResourceError(
            path: style.file, line: style.line,
            reason: .tooDeep(chain: names, limit: Self.maximumChainLength))
        }
        chain.append(next)
        names.append(parentName)
        current = next
      }
    }

    // A view style (`Widget.App.TextView.Label`) that names a text
    // appearance (`android:textAppearance`, the most derived of its chain):
    // TextView applies that first and the style's own attributes over it.
    var under: AndroidTextAppearance?
    if depth < Self.maximumChainLength,
      let item = chain.lazy.compactMap({ $0.items["android:textAppearance"] }).first
    {
      let value = ResourceTable.trimmed(item.value)
      let named = Self.styleName(ofReference: value) ?? themeStyle(forAttribute: value)
      if let named, named != styleName {
        under = try underlyingAppearance(named, depth: depth)
        names += under?.chain ?? []
      }
    } else if base == nil, depth < Self.maximumChainLength,
      let root = chain.last?.parent.map(ResourceTable.trimmed),
      let widget = Self.styleName(inParent: root),
      Self.textViewWidgets.contains(
        widget.hasPrefix("android:") ? String(widget.dropFirst(8)) : widget)
    {
      // A view style on the platform's TextView widget that names no text
      // appearance: the widget's own, the theme's textAppearanceSmall.
      let small = themeStyle(forAttribute: "?android:attr/textAppearanceSmall")
      if let small, small != styleName {
        under = try underlyingAppearance(small, depth: depth)
        names += under?.chain ?? []
      }
    } else if base == nil, depth < Self.maximumChainLength,
      let root = chain.last?.parent.map(ResourceTable.trimmed),
      let widget = Self.styleName(inParent: root), let text = buttonAppearance(ofWidget: widget),
      text != styleName
    {
      // A view style on a library's button widget (`Widget.AppCompat.Button`,
      // `Widget.Material3.Button.TextButton`): the widget's text appearance.
      under = try underlyingAppearance(text, depth: depth)
      names += [widget] + (under?.chain ?? [])
    }
    var appearance = under ?? base ?? AndroidTextAppearance(name: styleName)
    // AppCompat (and so MaterialTextView) takes the app namespace's
    // `fontFamily` and `textAllCaps` over the `android:` ones when the
    // resolved chain has them anywhere (`AppCompatTextHelper`:
    // `hasValue(TextAppearance_fontFamily) ? fontFamily : android_fontFamily`);
    // Material's built-in bases set both forms, the platform's (and so
    // AppCompat's) the `android:` one only.
    var appFamily: (reference: AndroidFontReference, source: AndroidSource?)? =
      under == nil && baseSetsAppFamily ? base?.fontFamily.map { ($0, nil) } : nil
    var androidFamily: (reference: AndroidFontReference, source: AndroidSource?)? =
      under.map { under in under.fontFamily.map { ($0, under.fontFamilySource) } }
      ?? base?.fontFamily.map { ($0, nil) }
    var appCaps: Bool?
    var androidCaps = under?.textAllCaps ?? base?.textAllCaps
    for definition in chain.reversed() {
      try apply(definition, to: &appearance)
      let app = ValueReader(resources: self, style: definition, prefixes: [""])
      let android = ValueReader(resources: self, style: definition, prefixes: ["android:"])
      if let (family, line) = try app.fontFamilyItem() {
        appFamily = (family, AndroidSource(file: definition.file, line: line))
      }
      if let (family, line) = try android.fontFamilyItem() {
        androidFamily = (family, AndroidSource(file: definition.file, line: line))
      }
      if let caps = try app.boolean("textAllCaps") { appCaps = caps }
      if let caps = try android.boolean("textAllCaps") { androidCaps = caps }
    }
    appearance.fontFamily = (appFamily ?? androidFamily)?.reference
    appearance.fontFamilySource = (appFamily ?? androidFamily)?.source
    if let app = appFamily, let android = androidFamily, android.reference != app.reference,
      let source = android.source
    {
      // The app's `android:fontFamily`, set aside by AppCompat's views only.
      appearance.frameworkFontFamily = android.reference
      appearance.frameworkFontFamilySource = source
    } else {
      appearance.frameworkFontFamily = nil
      appearance.frameworkFontFamilySource = nil
    }
    appearance.textAllCaps = appCaps ?? androidCaps ?? false
    appearance.name = styleName
    appearance.file = style.file
    appearance.line = style.line
    appearance.chain = names
    return appearance
  }

  /// The text appearance `name` a view style names, resolved; nil for one
  /// of a library or the platform this reader does not know
  /// (`TextAppearance.Design.Tab`, `@android:style/TextAppearance.DeviceDefault`),
  /// which ends the chain as an unknown library parent does. An app style's
  /// own problems are thrown.
  private func underlyingAppearance(_ name: String, depth: Int) throws(AndroidResourceError)
    -> AndroidTextAppearance?
  {
    do {
      return try textAppearance(named: name, depth: depth + 1)
    } catch {
      if case .styleNotFound = error.reason, table.styles[name] == nil { return nil }
      throw error
    }
  }

  /// The text appearance a button widget of the platform or a library sets
  /// (its `android:textAppearance`), by the widget's name or one derived
  /// from it by a dot (`Widget.AppCompat.Button.Borderless`): the platform's
  /// and AppCompat's theme attribute `android:textAppearanceButton`, the
  /// Material theme's `TextAppearance.Material.Button` (medium, capitals)
  /// unless the app's themes set it; Material
  /// Components' theme attribute `textAppearanceButton`, its
  /// `TextAppearance.MaterialComponents.Button` unless the app's themes set
  /// it; Material 3's `textAppearanceLabelLarge`, `labelLarge` unless set;
  /// nil for another style.
  package func buttonAppearance(ofWidget name: String) -> String? {
    let bare = name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
    func derives(from widget: String) -> Bool {
      bare == widget || bare.hasPrefix(widget + ".")
    }
    if derives(from: "Widget.Material.Button") || derives(from: "Widget.DeviceDefault.Button")
      || derives(from: "Widget.AppCompat.Button") || derives(from: "Base.Widget.AppCompat.Button")
    {
      return themeStyle(forAttribute: "?android:attr/textAppearanceButton")
        ?? "android:TextAppearance.Material.Button"
    }
    if derives(from: "Widget.MaterialComponents.Button") {
      return themeStyle(forAttribute: "?attr/textAppearanceButton")
        ?? "TextAppearance.MaterialComponents.Button"
    }
    if derives(from: "Widget.Material3.Button") {
      return themeStyle(forAttribute: "?attr/textAppearanceLabelLarge") ?? "labelLarge"
    }
    return nil
  }

  /// The button widgets of the platform and the libraries a container may
  /// name (``buttonAppearance(ofWidget:)`` takes any derived from them too),
  /// for the names nearest a typo.
  static let buttonWidgets = [
    "android:Widget.Material.Button", "android:Widget.Material.Button.Borderless",
    "android:Widget.DeviceDefault.Button", "Base.Widget.AppCompat.Button",
    "Widget.AppCompat.Button", "Widget.AppCompat.Button.Borderless",
    "Widget.AppCompat.Button.Borderless.Colored", "Widget.AppCompat.Button.Colored",
    "Widget.AppCompat.Button.Small", "Widget.MaterialComponents.Button",
    "Widget.MaterialComponents.Button.TextButton",
    "Widget.MaterialComponents.Button.OutlinedButton",
    "Widget.MaterialComponents.Button.UnelevatedButton", "Widget.Material3.Button",
    "Widget.Material3.Button.TextButton", "Widget.Material3.Button.TextButton.Dialog",
    "Widget.Material3.Button.OutlinedButton", "Widget.Material3.Button.TonalButton",
    "Widget.Material3.Button.ElevatedButton",
  ]

  /// The TextView widget styles of the platform and the support libraries,
  /// whose text appearance is the theme's `textAppearanceSmall` (AOSP's
  /// `Widget.TextView`; AppCompat's and Material Components' derive from it).
  static let textViewWidgets: Set<String> = [
    "Widget.TextView", "Widget.Material.TextView", "Widget.AppCompat.TextView",
    "Widget.MaterialComponents.TextView",
  ]

  /// The platform's text appearance attributes as the Material theme
  /// (`Theme.Material`, which the device's default theme derives from) sets
  /// them: AOSP's `core/res/res/values/themes_material.xml`.
  static let materialThemeTextAppearances: [String: String] = [
    "textAppearanceButton": "TextAppearance.Material.Button",
    "textAppearance": "TextAppearance.Material",
    "textAppearanceInverse": "TextAppearance.Material.Inverse",
    "textAppearanceLarge": "TextAppearance.Material.Large",
    "textAppearanceLargeInverse": "TextAppearance.Material.Large.Inverse",
    "textAppearanceMedium": "TextAppearance.Material.Medium",
    "textAppearanceMediumInverse": "TextAppearance.Material.Medium.Inverse",
    "textAppearanceSmall": "TextAppearance.Material.Small",
    "textAppearanceSmallInverse": "TextAppearance.Material.Small.Inverse",
    "textAppearanceListItem": "TextAppearance.Material.Subhead",
    "textAppearanceListItemSmall": "TextAppearance.Material.Subhead",
    "textAppearanceListItemSecondary": "TextAppearance.Material.Body1",
  ]

  /// AppCompat's text appearance attributes as its themes
  /// (`Base.V7.Theme.AppCompat`, which Material's derive from) set them:
  /// appcompat `res/values/themes_base.xml`. Material's themes set some
  /// again (``ThemeLibrary/textAppearances``); Material 3's roles
  /// (`textAppearanceBodyLarge`) are Material's own.
  static let appCompatThemeTextAppearances: [String: String] = [
    "textAppearanceListItem": "TextAppearance.AppCompat.Subhead",
    "textAppearanceListItemSmall": "TextAppearance.AppCompat.Subhead",
    "textAppearanceListItemSecondary": "TextAppearance.AppCompat.Body1",
    "textAppearanceLargePopupMenu": "TextAppearance.AppCompat.Widget.PopupMenu.Large",
    "textAppearanceSmallPopupMenu": "TextAppearance.AppCompat.Widget.PopupMenu.Small",
    "textAppearanceSearchResultTitle": "TextAppearance.AppCompat.SearchResult.Title",
    "textAppearanceSearchResultSubtitle": "TextAppearance.AppCompat.SearchResult.Subtitle",
  ]

  /// The library the app's themes derive from: of ``themes`` when they are
  /// set and derive from one, else of the res folders' themes
  /// (``stylesLibrary``); nil when none does.
  package var themeLibrary: ThemeLibrary? {
    ThemeLibrary.of(themes, in: table) ?? stylesLibrary
  }

  /// The library whose theme the app's themes derive from (the first
  /// parent of theirs that no res folder defines), which sets the text
  /// appearance attributes the app's themes do not.
  package enum ThemeLibrary: Sendable, Hashable {
    case appCompat, materialComponents, material3

    /// The library `name` (a theme no res folder defines) is one of:
    /// `Theme.AppCompat…`, `Theme.MaterialComponents…`, `Theme.Material3…`
    /// (with `Base.` before them, as themes name them); nil for another.
    static func named(_ name: String) -> ThemeLibrary? {
      // `Base.V14.Theme.Material3.Light`, `Platform.V21.Theme.AppCompat`: the
      // theme after its base's prefix.
      var parts = name.split(separator: ".")
      if parts.first == "Base" || parts.first == "Platform" { parts.removeFirst() }
      if let first = parts.first, first.count >= 2, first.first == "V",
        first.dropFirst().allSatisfy(\.isNumber)
      {
        parts.removeFirst()
      }
      guard parts.count >= 2, parts[0] == "Theme" else { return nil }
      switch parts[1] {
      case "Material3", "Material3Expressive": return .material3
      // A bridge theme keeps AppCompat's attributes (Material Components'
      // own are set in `Base.V14.Theme.MaterialComponents` alone).
      case "MaterialComponents": return parts.contains("Bridge") ? .appCompat : .materialComponents
      case "AppCompat": return .appCompat
      default: return nil
      }
    }

    /// The library most of `themes` derive from, followed through their
    /// parents (written, or by their dotted names) to the first that `table`
    /// does not define; the first of them on a tie; nil when none derives
    /// from one.
    static func of(_ themes: [String], in table: ResourceTable) -> ThemeLibrary? {
      var counts: [ThemeLibrary: Int] = [:]
      var order: [ThemeLibrary] = []
      for theme in themes {
        var name = theme
        var steps = 0
        while let style = table.styles[name], steps < AndroidResources.maximumChainLength {
          if let written = style.parent {
            guard let parent = AndroidResources.styleName(inParent: ResourceTable.trimmed(written))
            else { break }
            name = parent
          } else if let dot = name.lastIndex(of: ".") {
            name = String(name[..<dot])
          } else {
            break
          }
          steps += 1
        }
        guard table.styles[name] == nil, let library = named(name) else { continue }
        if counts[library] == nil { order.append(library) }
        counts[library, default: 0] += 1
      }
      var best: ThemeLibrary? = nil
      for library in order where best.map({ counts[library]! > counts[$0]! }) ?? true {
        best = library
      }
      return best
    }

    /// The text appearance attributes this library's themes set again over
    /// AppCompat's and the platform's (material-components-android
    /// `theme/res/values/themes_base.xml`): Material 3's list items are
    /// `titleMedium` (the secondary line `bodyMedium`), its popup menus'
    /// items `bodyLarge`, on the platform's attributes too; Material
    /// Components' popup menus' items `Subtitle1`. Keyed as a theme's
    /// items are (`android:textAppearanceListItem` for the platform's).
    var textAppearances: [String: String] {
      switch self {
      case .appCompat: return [:]
      case .materialComponents:
        let subtitle = "TextAppearance.MaterialComponents.Subtitle1"
        return ["textAppearanceLargePopupMenu": subtitle, "textAppearanceSmallPopupMenu": subtitle]
      case .material3:
        return [
          "textAppearanceListItem": "titleMedium", "textAppearanceListItemSmall": "titleMedium",
          "textAppearanceListItemSecondary": "bodyMedium",
          "android:textAppearanceListItem": "titleMedium",
          "android:textAppearanceListItemSmall": "titleMedium",
          "android:textAppearanceListItemSecondary": "bodyMedium",
          "textAppearanceLargePopupMenu": "bodyLarge", "textAppearanceSmallPopupMenu": "bodyLarge",
        ]
      }
    }
  }

  /// The style a theme attribute stands for, as a layout names it
  /// (`?attr/textAppearanceBodyLarge`, `?textAppearanceBodyLarge`,
  /// `?android:attr/textAppearanceListItem`): the `@style/` the app's themes
  /// set it to (the value set most, when themes differ), else for Material's
  /// own attributes the style its themes give (`bodyLarge`, a Material 3
  /// role; `TextAppearance.MaterialComponents.Headline6`), for AppCompat's
  /// the style its themes give (`appCompatThemeTextAppearances`:
  /// `?attr/textAppearanceLargePopupMenu`), and for the
  /// platform's the style the Material theme gives
  /// (`materialThemeTextAppearances`: `?android:attr/textAppearanceMedium`
  /// is `android:TextAppearance.Material.Medium`); nil when not known.
  /// The styles of `ignoring` (theme overlays a layout's views take, whose
  /// attributes hold for those views alone; by default the res folders'
  /// layouts', ``layoutOverlays``) are not the app's themes.
  public func themeStyle(forAttribute reference: String, ignoring: Set<String>? = nil) -> String? {
    let ignoring = ignoring ?? layoutOverlays
    guard let (attribute, platform) = Self.themeAttribute(reference) else { return nil }
    let item = platform ? "android:" + attribute : attribute
    var counts: [String: Int] = [:]
    for (name, style) in table.styles where !ignoring.contains(name) {
      guard let value = style.items[item]?.value else { continue }
      if let style = Self.styleName(ofReference: ResourceTable.trimmed(value)) {
        counts[style, default: 0] += 1
      }
    }
    if let most = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return most.key }
    // What the library the app's themes derive from sets it to, where it
    // sets it again (Material 3's list items: titleMedium).
    let library = themeLibrary
    if let style = library?.textAppearances[item] { return style }
    if platform { return Self.materialThemeTextAppearances[attribute].map { "android:" + $0 } }
    guard attribute.hasPrefix("textAppearance") else { return nil }
    let suffix = attribute.dropFirst("textAppearance".count)
    guard let first = suffix.first else { return nil }
    let role = first.lowercased() + suffix.dropFirst()
    if MaterialTypescale.styleName(forRole: role) != nil { return role }
    if let style = Self.appCompatThemeTextAppearances[attribute] { return style }
    let components = "TextAppearance.MaterialComponents." + suffix
    return Self.builtInStyle(named: components) != nil ? components : nil
  }

  /// The theme attribute references near `reference`, one
  /// `themeStyle(forAttribute:)` does not know, written as it is
  /// (`?attr/textAppearanceBodyLarg` → `?attr/textAppearanceBodyLarge`): of
  /// the text appearance attributes the res folders' styles set, Material
  /// 3's roles' and, for the platform's, the Material theme's.
  public func themeAttributes(near reference: String) -> [String] {
    guard let (attribute, platform) = Self.themeAttribute(reference) else { return [] }
    let prefix = reference.dropLast(attribute.count)
    var known: Set<String> =
      platform
      ? Set(Self.materialThemeTextAppearances.keys)
      : Set(MaterialTypescale.roles.map { "textAppearance" + $0.attributeSuffix })
        .union(Self.appCompatThemeTextAppearances.keys)
    let item = platform ? "android:textAppearance" : "textAppearance"
    for style in table.styles.values {
      for (name, value) in style.items
      where name.hasPrefix(item)
        && Self.styleName(ofReference: ResourceTable.trimmed(value.value)) != nil
      {
        known.insert(platform ? String(name.dropFirst("android:".count)) : name)
      }
    }
    return NameSuggestions.suggestions(for: attribute, among: known.sorted()).map {
      prefix + $0
    }
  }

  /// The attribute a theme reference names (`?attr/X`, `?X`,
  /// `?android:attr/X`) and whether it is the platform's; nil for anything
  /// else.
  static func themeAttribute(_ reference: String) -> (name: String, platform: Bool)? {
    guard reference.hasPrefix("?") else { return nil }
    var rest = reference.dropFirst()
    var platform = false
    if rest.hasPrefix("android:") {
      platform = true
      rest = rest.dropFirst("android:".count)
    }
    if rest.hasPrefix("attr/") { rest = rest.dropFirst("attr/".count) }
    let attribute = String(rest)
    guard !attribute.isEmpty, !attribute.contains("/"), !attribute.contains(":") else { return nil }
    return (attribute, platform)
  }

  /// Each style of the res folders that sets the app attribute `attribute`
  /// (`font_16`, as a theme sets it; text appearances aside), with its item,
  /// sorted by style name.
  func themeValues(of attribute: String) -> [(style: StyleDefinition, item: StyleDefinition.Item)] {
    themeItems[attribute] ?? []
  }

  /// The first of `names` that no style of the res folders has, with the
  /// nearest names there; nil when they all have one. What ``themes`` may
  /// hold.
  public func undefinedStyle(among names: [String]) -> (name: String, suggestions: [String])? {
    guard let name = names.first(where: { table.styles[$0] == nil }) else { return nil }
    return (name, NameSuggestions.suggestions(for: name, among: styleNames, limit: 2))
  }

  /// The style of ``themes`` that sets the app attribute `attribute`: the
  /// first theme, or the nearest of its parents, that sets it, then the next
  /// theme; nil when none does.
  func themeSetting(of attribute: String) -> StyleDefinition? {
    for theme in themes {
      var name: String? = theme
      var steps = 0
      while let current = name, steps <= Self.maximumChainLength, let style = table.styles[current]
      {
        if style.items[attribute] != nil { return style }
        name = writtenOrImpliedParent(of: current)
        steps += 1
      }
    }
    return nil
  }

  /// Whether `name` is a style ``textAppearance(named:)`` finds: the app's,
  /// a built-in one, or a Material 3 role. (Its chain may still fail.)
  public func hasStyle(named name: String) -> Bool {
    let styleName = Self.definedName(of: name)
    return table.styles[styleName] != nil || Self.builtInStyle(named: styleName) != nil
      || Self.platformStyle(named: styleName) != nil
  }

  /// The styles that are text appearances, sorted: those named
  /// `TextAppearance…`, and those whose parents (written, or implied by a
  /// dotted name) reach a style of that name, in the app, a library or the
  /// platform (`@android:style/TextAppearance.Medium`), within
  /// ``maximumChainLength`` steps. A chain that cannot be followed, or that
  /// comes back to itself, ends the search there.
  public var textAppearanceNames: [String] {
    // Steps from each style up to a `TextAppearance…` name (nil: none),
    // worked out once per style however many styles share its parents.
    var steps: [String: Int?] = [:]
    func stepsUp(from start: String) -> Int? {
      var path: [String] = []
      var onPath: Set<String> = []
      var name = start
      var found: Int?
      while true {
        if let known = steps[name] {
          found = known
          break
        }
        if name.hasPrefix("TextAppearance") {
          found = 0
          break
        }
        guard onPath.insert(name).inserted, let parent = writtenOrImpliedParent(of: name) else {
          break  // not a style, no parent, or a cycle: no text appearance
        }
        path.append(name)
        name = parent
      }
      for name in path.reversed() {
        found = found.map { $0 + 1 }
        steps[name] = found
      }
      return found
    }
    return styleNames.filter { name in
      stepsUp(from: name).map { $0 <= Self.maximumChainLength } ?? false
    }
  }

  /// The name of the parent of the style `name` as written (the app's, a
  /// library's or the platform's), else the dotted name without its last
  /// segment; nil when `name` is not a style of the app or has no parent.
  private func writtenOrImpliedParent(of name: String) -> String? {
    guard let style = table.styles[name] else { return nil }
    guard let written = style.parent else {
      guard let dot = name.lastIndex(of: ".") else { return nil }
      return String(name[..<dot])
    }
    return Self.styleName(inParent: ResourceTable.trimmed(written))
  }

  /// The style a `parent` attribute names, however it is written: `X`,
  /// `@style/X`, `@com.example:style/X`, `@android:style/X`, `android:X` or
  /// `android:style/X` give `X`; nil for none (`""`) or a theme attribute (`?attr/…`).
  static func styleName(inParent parent: String) -> String? {
    if parent.isEmpty || parent.hasPrefix("?") { return nil }
    if parent.hasPrefix("@") {
      // The name after the package and type.
      guard let slash = parent.firstIndex(of: "/") else { return nil }
      return String(parent[parent.index(after: slash)...])
    }
    if let colon = parent.firstIndex(of: ":") {
      // `android:X`, or `android:style/X` with its type.
      let rest = parent[parent.index(after: colon)...]
      guard let slash = rest.firstIndex(of: "/") else { return String(rest) }
      return String(rest[rest.index(after: slash)...])
    }
    return parent
  }

  /// Where the chain goes from a style: to a style of the app, or to a
  /// built-in one, which ends it with its values.
  private enum Parent {
    case app(String, StyleDefinition)
    case builtIn(BuiltInStyle)
  }

  /// A built-in style's values, and whether it sets the app form
  /// `fontFamily` as well as `android:fontFamily`.
  struct BuiltInStyle {
    var appearance: AndroidTextAppearance
    var setsAppFontFamily: Bool
  }

  /// The parent to follow from `style`, or nil when the chain ends there (no
  /// parent, or one outside the app that is not built in).
  ///
  /// - Throws: ``AndroidResourceError/Reason/parentNotFound(style:parent:suggestions:)``
  ///   for a missing parent that looks like an app style.
  private func parent(of style: StyleDefinition) throws(AndroidResourceError) -> Parent? {
    guard let written = style.parent else {
      // aapt2's implicit parent: `A.B.C` inherits `A.B` when it exists.
      guard let dot = style.name.lastIndex(of: ".") else { return nil }
      return appOrBuiltInStyle(named: String(style.name[..<dot]))
    }
    let parent = ResourceTable.trimmed(written)
    guard let parentName = Self.styleName(inParent: parent) else { return nil }
    if parent.hasPrefix("@android:") || parent.hasPrefix("@*android:")
      || parent.hasPrefix("android:")
    {
      // The platform's own styles: a built-in one ends the chain with its
      // values, any other with the values found so far.
      return Self.platformStyle(named: "android:" + parentName).map {
        .builtIn(BuiltInStyle(appearance: $0, setsAppFontFamily: false))
      }
    }
    if let found = appOrBuiltInStyle(named: parentName) { return found }
    if Self.isLibraryStyle(parentName) { return nil }
    throw AndroidResourceError(
      path: style.file, line: style.line,
      reason: .parentNotFound(
        style: style.name, parent: parentName,
        suggestions: NameSuggestions.suggestions(for: parentName, among: styleNames)))
  }

  /// The app's style `name`, else the built-in library style of that name.
  private func appOrBuiltInStyle(named name: String) -> Parent? {
    if let style = table.styles[name] { return .app(name, style) }
    return Self.builtInStyle(named: name).map { .builtIn($0) }
  }

  /// The built-in Material 3, AppCompat or Material Components style `name`.
  static func builtInStyle(named name: String) -> BuiltInStyle? {
    if let role = MaterialTypescale.byStyleName[name] {
      return BuiltInStyle(
        appearance: MaterialTypescale.appearance(role, name: name), setsAppFontFamily: true)
    }
    return LibraryTextAppearances.library[name].map {
      BuiltInStyle(
        appearance: LibraryTextAppearances.appearance($0, name: name),
        setsAppFontFamily: $0.setsAppFontFamily)
    }
  }

  /// The style a reference names, as styles are named here: `@style/X` is
  /// `X`, the platform's `@android:style/X` (or its private form
  /// `@*android:style/X`) is `android:X`; nil for a value that is not a style
  /// reference (a theme attribute, `?attr/X`).
  package static func styleName(ofReference value: some StringProtocol) -> String? {
    if value.hasPrefix("@style/") { return String(value.dropFirst("@style/".count)) }
    for platform in ["@android:style/", "@*android:style/"] where value.hasPrefix(platform) {
      return "android:" + value.dropFirst(platform.count)
    }
    return nil
  }

  /// The name a style named `name` is defined by: as a layout writes it
  /// (`@style/TextSmall`: `TextSmall`), and a Material 3 role
  /// (`bodyLarge`) by its style's name.
  static func definedName(of name: String) -> String {
    let name = styleName(ofReference: name) ?? name
    return MaterialTypescale.styleName(forRole: name) ?? name
  }

  /// The built-in platform style `name`, written `android:X` or
  /// `@android:style/X`, named `android:X`.
  static func platformStyle(named name: String) -> AndroidTextAppearance? {
    let bare: Substring
    if name.hasPrefix("android:") {
      bare = name.dropFirst("android:".count)
    } else if name.hasPrefix("@android:style/") {
      bare = name.dropFirst("@android:style/".count)
    } else {
      return nil
    }
    return LibraryTextAppearances.platform[String(bare)].map {
      LibraryTextAppearances.appearance($0, name: "android:" + bare)
    }
  }

  /// Whether `name` is a style of the platform or of AndroidX, AppCompat or
  /// Material Components that is not built in: a parent of that name ends the
  /// chain instead of being an error.
  static func isLibraryStyle(_ name: String) -> Bool {
    let segments = name.split(separator: ".", omittingEmptySubsequences: false)
    guard let first = segments.first else { return false }
    if libraryFirstSegments.contains(String(first)) { return true }
    if first == "TextAppearance", segments.count > 1 {
      return libraryTextAppearances.contains(String(segments[1]))
    }
    return false
  }

  /// First name segments of platform and library styles (`Widget.Material3.Button`).
  private static let libraryFirstSegments: Set<String> = [
    "Theme", "ThemeOverlay", "Widget", "Base", "Platform", "Animation", "ShapeAppearance",
    "ShapeAppearanceOverlay", "RtlOverlay", "RtlUnderlay", "MaterialAlertDialog", "AlertDialog",
  ]

  /// Second segments after `TextAppearance.` of library text appearances
  /// (`TextAppearance.AppCompat.Body1`, `TextAppearance.MaterialComponents.Button`).
  private static let libraryTextAppearances: Set<String> = [
    "AppCompat", "MaterialComponents", "Material3", "M3", "Material", "Design", "Compat", "Widget",
  ]

  /// Applies the attributes `style` sets itself on top of `appearance`, as a
  /// TextView reads a text appearance (`TextView.readTextAppearance`): the
  /// `android:` forms only, except `lineHeight`, which MaterialTextView also
  /// takes in the app form (`android:lineHeight` first). `fontFamily` and
  /// `textAllCaps` are settled over the whole chain by the caller.
  /// `includeFontPadding` is a TextView attribute a text appearance does not
  /// carry, so it is not read here.
  private func apply(_ style: StyleDefinition, to appearance: inout AndroidTextAppearance)
    throws(AndroidResourceError)
  {
    let reader = ValueReader(resources: self, style: style, prefixes: ["android:"])
    let lineHeightReader = ValueReader(resources: self, style: style)
    if let size = try reader.dimension(
      "textSize", in: .leastNonzeroMagnitude...10_000, rangeWords: "a size above 0, at most 10000")
    {
      appearance.textSize = size
      appearance.textSizeThemeAttribute = nil
    } else if let item = style.items["android:textSize"],
      let reference = reader.themeReference("textSize")
    {
      let attribute = Self.themeAttribute(reference)
      let settings = attribute.map { $0.platform ? [] : themeValues(of: $0.name) } ?? []
      let differ = Set(settings.map { ResourceTable.trimmed($0.item.value) }).count > 1
      // Where the app's themes set it differently, the theme's value
      // replaces the parent's size (a TextView never sees the parent's):
      // unknown until a theme is named.
      if differ { appearance.textSize = nil }
      appearance.textSizeThemeAttribute = ThemeAttributeUse(
        reference: reference, written: ResourceTable.trimmed(item.value), file: style.file,
        line: item.line,
        platform: attribute?.platform ?? false, themesGiven: !themes.isEmpty,
        settings: settings.prefix(ThemeAttributeUse.settingsKept).map {
          .init(style: $0.style.name, value: ResourceTable.trimmed($0.item.value))
        },
        settingCount: settings.count, differ: differ)
    }
    if let height = try lineHeightReader.dimension(
      "lineHeight", in: 0...100_000,
      rangeWords: "a height from 0 to 100000 (TextView refuses one below 0)")
    {
      appearance.lineHeight = height
    }
    if let style = try reader.textStyle() {
      appearance.textStyleBold = style.bold
      appearance.italic = style.italic
    }
    if let weight = try reader.integer("textFontWeight") {
      // The framework's default is -1, "not set".
      appearance.textFontWeight = weight >= 0 ? weight : nil
    }
    if let spacing = try reader.float("letterSpacing") { appearance.letterSpacing = spacing }
    if let settings = try reader.string("fontFeatureSettings") {
      appearance.fontFeatureSettings = settings
    }
  }
}
