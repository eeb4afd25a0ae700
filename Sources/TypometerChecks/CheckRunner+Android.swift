import AndroidResources
import FileAccess
import FontCore
import FontDiscovery
import Foundation
import StringCatalogs
import StructuredText
import TextLayout
import TypeScale
import TypographyConfig

/// An Android check: text appearances from the app's `res` folders, sizes in
/// dp at each font scale, line heights as a TextView sets them.
extension CheckRunner {
  /// What a container's Android style measures with.
  struct AndroidStyle {
    /// The style as grouping sees it: its name and letter case.
    var style: ResolvedTextStyle
    /// The face and sizes, or why there are none.
    var plan: Result<Plan, NotMeasured>
  }

  /// Material 3's type-scale roles, which a container may name as its style
  /// (their emphasized forms too).
  package static var androidMaterialRoles: [String] { AndroidResources.materialRoles }

  /// The system families Android sets its generic family names in (its
  /// `fonts.xml`): `serif` in Noto Serif, `monospace` in Droid Sans Mono,
  /// `sans-serif-condensed` and its weights in Roboto Condensed (Roboto at
  /// width 75 since Android 12), every other `sans-serif…` name (and none) in
  /// Roboto; the spec's `systemFont` in place of both Robotos. Names are
  /// compared as written, as `Typeface.create` looks them up.
  static func androidFamily(for name: String?, settings: AndroidSettings) -> String {
    switch name {
    case "serif": return "Noto Serif"
    case "monospace": return "Droid Sans Mono"
    case let name? where name.hasPrefix("sans-serif-condensed"):
      return settings.systemFont ?? "Roboto Condensed"
    default: return settings.systemFont ?? "Roboto"
    }
  }

  /// The spacing an Android text appearance sets its text with: `base` (a
  /// stress mode's, nil for none) with the appearance's `letterSpacing` (ems)
  /// added, the letter spacing in whole pixels at `density` (pixels per dp)
  /// as Minikin sets a paint's; nil where there is none.
  package static func androidSpacing(
    letterSpacing: Double, density: Double, over base: TextSpacing?
  )
    -> TextSpacing?
  {
    guard letterSpacing != 0 || base != nil else { return nil }
    var spacing =
      base
      ?? TextSpacing(letterSpacing: 0, wordSpacing: 0, minimumLineHeight: 0, paragraphSpacing: 0)
    spacing.letterSpacing += letterSpacing
    spacing.letterSpacingPixelsPerPoint = density
    return spacing
  }

  /// The family a device sets Android's generic family name `name` in
  /// (`sans-serif-medium`: Roboto; `sans-serif-condensed`: Roboto
  /// Condensed), as ``androidFamily(for:settings:)`` measures it; nil for a
  /// name that is none, written in other letters' case too (`Sans-Serif`: a
  /// device looks names up as written) and for an alias (`arial`: as likely a
  /// face's name on other platforms).
  package static func androidGenericFamily(_ name: String) -> String? {
    guard name == "serif" || name == "monospace" || name.hasPrefix("sans-serif"),
      AndroidResources.baseWeight(ofSystemFamily: name) != nil
    else { return nil }
    return androidFamily(
      for: name, settings: AndroidSettings(systemFont: nil, fontScales: [], density: 1))
  }

  /// The `font` folders of the spec's `res` folders, to add to the catalog.
  package static func androidFontFolders(_ spec: CheckSpec) -> [String] {
    androidFontFolders(resources: spec.resources.map(spec.resolve))
  }

  /// The spec's `fonts` (resolved) that are an Android app's assets: in an
  /// `assets` folder of a source set (`app/src/main/assets/fonts`), or one
  /// beside a `res` folder the spec names (an older project's
  /// `app/assets`). The app's code loads them
  /// (`Typeface.createFromAsset`); a device never falls back to them.
  package static func androidAssetFonts(_ spec: CheckSpec) -> [String] {
    guard spec.platform == .android else { return [] }
    let resParents = Set(
      spec.resources.map {
        Array(Paths.lexicalComponents(of: spec.resolve($0)).components.dropLast())
      }
    )
    return spec.fonts.map(spec.resolve).filter { path in
      let parts = Paths.lexicalComponents(of: path).components
      return parts.indices.contains { i in
        parts[i] == "assets"
          && ((i >= 2 && parts[i - 2] == "src") || resParents.contains(Array(parts[..<i])))
      }
    }
  }

  /// The `font` folders of the `res` folders `resources` that hold a font
  /// file (one with only family XMLs adds nothing to the catalog).
  package static func androidFontFolders(resources: [String]) -> [String] {
    resources.map { ($0 as NSString).appendingPathComponent("font") }.filter { folder in
      (Folder.names(folder) ?? []).contains(where: Paths.isFontFile)
    }
  }

  /// The string files of the spec's `res` folders, as an app has them: every
  /// XML file holding `<string>`, `<plurals>` or `<string-array>` in `values`
  /// and in each language's `values-xx` folder (`strings.xml`, and any other
  /// name), `values` first, and in those folders' for a newer API level
  /// (`values-v29`, `values-de-v29`: texts a device of that level shows).
  /// Folders of other configurations (`values-night`, `values-land`,
  /// `values-ar-sw600dp`) hold the same strings again for other devices and
  /// are not read (see ``StringFile/isAndroidStringFolder(_:)``), nor is
  /// translatewiki's message documentation
  /// (`values-qq`, `values-b+qqq`: notes for translators that no device
  /// shows; see ``StringFile/isMessageDocumentation(language:)``).
  static func androidStringFiles(_ spec: CheckSpec) -> [String] {
    var files: [String] = []
    for folder in spec.resources {
      // Paths as the spec writes them: relative to its folder.
      let names = (Folder.names(spec.resolve(folder)) ?? []).filter { name in
        StringFile.isAndroidStringFolder(name)
          && !StringFile.isMessageDocumentation(
            language: StringFile.androidLanguage(ofValuesFolder: name))
      }
      for name in names {
        let values = (folder as NSString).appendingPathComponent(name)
        for file in Folder.names(spec.resolve(values)) ?? [] where file.hasSuffix(".xml") {
          let path = (values as NSString).appendingPathComponent(file)
          // A FIFO, socket or device named like a values file is taken,
          // so that reading it says what it is, and so is a folder or a
          // link that leads nowhere (dangling, a loop) named so: no build
          // takes a res folder holding one, and a language left out
          // without a word would pass unchecked.
          switch FileKind.of(spec.resolve(path)) {
          case .regular:
            if file == "strings.xml" || holdsStrings(spec.resolve(path)) { files.append(path) }
          default: files.append(path)
          }
        }
      }
    }
    return files
  }

  /// Whether the values file at `path` defines a string resource (one that
  /// cannot be read is taken, so that reading it says why).
  static func holdsStrings(_ path: String) -> Bool {
    guard let bytes = try? InputFile.read(path, limit: CheckSpec.maximumFileSize) else {
      return true
    }
    return holdsStrings(bytes)
  }

  /// Whether the values file `bytes` defines a string resource.
  static func holdsStrings(_ bytes: [UInt8]) -> Bool {
    stringMarks.contains { bytes.holds($0) }
  }

  /// What a values file defining a string holds.
  private static let stringMarks = [
    "<string ", "<plurals ", "<string-array ", "type=\"string\"",
  ].map { Array($0.utf8) }

  /// Reads the spec's `res` folders and resolves every container's style;
  /// also gives what its preference screens say of its strings (the arrays
  /// they store, the strings that are their keys), which the catch-all
  /// leaves out.
  ///
  /// - Throws: ``Failure/androidResources(_:)`` for resources that cannot be
  ///   read or that contradict themselves, ``Failure/unknownAndroidContainerStyle(spec:line:style:known:suggestions:)``
  ///   for a container style the app does not define.
  static func androidStyles(_ spec: CheckSpec, catalog: FontCatalog, store: FontStore)
    throws(Failure) -> (
      styles: [String: AndroidStyle], preferences: PreferenceScreens, findings: [CheckFinding]
    )
  {
    var resources: AndroidResources
    do {
      resources = try AndroidResources.load(folders: spec.resources.map(spec.resolve))
    } catch {
      // A folder the spec names that is no res folder: said at its line.
      if error.reason == .notResFolder,
        let index = spec.resources.map(spec.resolve).firstIndex(of: error.path)
      {
        throw Failure.androidResourceFolder(
          spec: spec.path, line: index < spec.resourceLines.count ? spec.resourceLines[index] : nil,
          entry: spec.resources[index], error: error)
      }
      throw Failure.androidResources(error)
    }
    // A theme and every container style the app does not define are said
    // in one run (the styles resolved without the theme).
    var unknown: [Failure] = []
    if let (theme, near) = resources.undefinedStyle(among: spec.themes) {
      unknown.append(
        .unknownAndroidTheme(
          spec: spec.path, line: spec.themesLine, theme: theme, suggestions: near))
      resources.themes = spec.themes.filter { $0 != theme }
    } else {
      resources.themes = spec.themes
    }
    var styles: [String: AndroidStyle] = [:]
    for container in spec.containers
    where !container.skips && styles[container.style] == nil
      && !unknown.contains(where: { $0.containerStyle == container.style })
    {
      let appearance: AndroidTextAppearance
      // A theme attribute (`?attr/textAppearanceBodyLarge`), as a layout
      // names it: the style the app's themes, or Material's, give it.
      let attribute = container.style.hasPrefix("?")
      guard
        let named = attribute
          ? resources.themeStyle(forAttribute: container.style) : container.style
      else {
        unknown.append(
          .unresolvedThemeAttribute(
            spec: spec.path, line: container.line, attribute: container.style, style: nil,
            suggestions: resources.themeAttributes(near: container.style).filter {
              $0 != container.style
            }))
        continue
      }
      do {
        appearance = try resources.textAppearance(named: named)
      } catch {
        // A style the app defines but cannot resolve is the resources' fault.
        if resources.styleNames.contains(named) {
          throw Failure.androidResources(error)
        }
        if attribute {
          unknown.append(
            .unresolvedThemeAttribute(
              spec: spec.path, line: container.line, attribute: container.style, style: named,
              suggestions: []))
          continue
        }
        var suggestions: [String] = []
        if case .styleNotFound(_, let near) = error.reason { suggestions = near }
        unknown.append(
          .unknownAndroidContainerStyle(
            spec: spec.path, line: container.line, style: container.style,
            known: resources.styleNames.filter { $0.contains("TextAppearance") }
              + androidMaterialRoles, suggestions: suggestions))
        continue
      }
      let style = ResolvedTextStyle(
        android: container.style, fontName: nil, letterCase: appearance.textAllCaps ? .upper : nil)
      let plan: Result<Plan, NotMeasured>
      do throws(NotMeasured) {
        var made = try androidPlan(
          appearance, resources: resources, settings: spec.androidSettings, catalog: catalog,
          store: store)
        // The spec's cascade for the style: faces tried before the
        // system's (an app's own font its code sets on the text).
        for name in spec.cascade[container.style] ?? spec.cascade["*"] ?? [] {
          do {
            if let face = try store.font(named: name) { made.cascade.append(face) }
          } catch {
            throw .fontUnreadable(name)
          }
        }
        plan = .success(made)
      } catch {
        plan = .failure(error)
      }
      styles[container.style] = AndroidStyle(style: style, plan: plan)
    }
    if !unknown.isEmpty { throw Failure.combined(unknown) }
    // Each `<font>` that declares what its file is not, and each system
    // family's weight or slant the catalog lacks, once, with the styles
    // measured in it (in the containers' order).
    let misdeclared = Self.byContainers(spec, styles) { $0.misdeclared }
    let short = Self.byContainers(spec, styles) { $0.shortfall }
    let empty = Self.byContainers(spec, styles) { $0.emptyFamily }
    let unknownFamilies = Self.byContainers(spec, styles) { $0.unknownFamily }
    return (
      styles,
      PreferenceScreens(
        entryValueArrays: resources.entryValueArrays, entryArrays: resources.entryArrays,
        keyStrings: resources.preferenceKeyStrings.union(resources.graphicsStrings)),
      misdeclared.map { CheckFinding.fontMismatch($0.value, styles: $0.styles) }
        + short.map { CheckFinding.systemFaceMissing($0.value, styles: $0.styles, spec: spec) }
        + empty.map { CheckFinding.emptyFontFamily($0.value, styles: $0.styles) }
        + unknownFamilies.map {
          CheckFinding.unknownSystemFamily($0.value, styles: $0.styles, spec: spec)
        }
    )
  }

  /// Each value `value` gives of the plans of the containers' styles, once,
  /// in the containers' order, with the styles whose plans give it.
  static func byContainers<Value: Hashable>(
    _ spec: CheckSpec, _ styles: [String: AndroidStyle], _ value: (Plan) -> Value?
  ) -> [(value: Value, styles: [String])] {
    var found: [Value: [String]] = [:]
    var order: [Value] = []
    for container in spec.containers {
      guard case .success(let plan)? = styles[container.style]?.plan, let value = value(plan)
      else { continue }
      if found[value] == nil { order.append(value) }
      if found[value]?.contains(container.style) != true {
        found[value, default: []].append(container.style)
      }
    }
    return order.map { ($0, found[$0] ?? []) }
  }

  /// The face, sizes and line metrics of `appearance`.
  static func androidPlan(
    _ appearance: AndroidTextAppearance, resources: AndroidResources, settings: AndroidSettings,
    catalog: FontCatalog, store: FontStore
  ) throws(NotMeasured) -> Plan {
    guard let textSize = appearance.textSize else {
      throw .androidNoTextSize(appearance.textSizeThemeAttribute)
    }
    let (record, variations, declared, shortfall, emptyFamily) = try androidFace(
      appearance, resources: resources, settings: settings, catalog: catalog)
    // A family name Android does not have is its default family on a device.
    var unknownFamily: UnknownSystemFamily? = nil
    if case .system(let name) = appearance.fontFamily,
      AndroidResources.baseWeight(ofSystemFamily: name) == nil
    {
      unknownFamily = UnknownSystemFamily(
        name: name, file: appearance.fontFamilySource?.file,
        line: appearance.fontFamilySource?.line,
        suggestions: NameSuggestions.suggestions(
          for: name, among: AndroidResources.systemFamilyNames, limit: 2),
        family: record.family)
    }
    let font: LayoutFont
    do { font = try store.font(for: record, variations: variations) } catch {
      throw .fontUnreadable(record.postscriptName)
    }
    let misdeclared = declared.flatMap {
      Self.misdeclared($0, record: record, axes: font.metrics.axes)
    }
    let sizes: [SweepSize]
    do {
      sizes = try androidSizes(
        textSize, fontScales: settings.fontScales, density: settings.density)
    } catch {
      throw .androidSize(error)
    }
    var android = AndroidSizing(
      letterSpacing: appearance.letterSpacing,
      includeFontPadding: appearance.includeFontPadding, density: settings.density)
    // The size before it is rounded to whole pixels: `scale --platform android`'s dp.
    android.nominal = settings.fontScales.map { scale in
      (try? androidDp(textSize, fontScale: scale, density: settings.density)) ?? 0
    }
    let design = AndroidLineMetrics.DesignMetrics(font.metrics)
    for size in sizes {
      let pixels = size.pointSize * settings.density
      guard let metrics = try? AndroidLineMetrics(design, textSize: pixels) else {
        throw .fontUnreadable(record.postscriptName)  // no units per em
      }
      android.metrics.append(metrics)
      android.lineHeights.append(
        appearance.lineHeight.flatMap {
          androidLineHeight($0, fontScale: size.fontScale ?? 1, density: settings.density)
        })
    }
    return Plan(
      font: font, cascade: [], sizes: sizes, scaler: .typographyKit,
      features: appearance.fontFeatureSettings.map(androidFeatures) ?? [], android: android,
      misdeclared: misdeclared, shortfall: shortfall, emptyFamily: emptyFamily,
      unknownFamily: unknownFamily)
  }

  /// The catalog's face for `appearance`: from its `@font` family, or from
  /// the system family its family name stands for, chosen by weight and
  /// style as Android's font matcher chooses; with the coordinates its
  /// `<font>` sets (`fontVariationSettings`). An `@font` family that holds
  /// no font file is the default family's face, as a device draws it.
  static func androidFace(
    _ appearance: AndroidTextAppearance, resources: AndroidResources, settings: AndroidSettings,
    catalog: FontCatalog
  ) throws(NotMeasured) -> (
    record: FontRecord, variations: [FontVariation], declared: AndroidFontFace?,
    shortfall: SystemFaceShortfall?, emptyFamily: EmptyFontFamily?
  ) {
    switch appearance.fontFamily {
    case .resource(let name):
      let faces: [AndroidFontFace]
      do { faces = try resources.fontFaces(named: name) } catch {
        if case .noFontFile(let why) = error.reason {
          let (record, shortfall) = try androidSystemFace(
            "sans-serif", appearance: appearance, settings: settings, catalog: catalog)
          let empty = EmptyFontFamily(
            name: name, file: error.path, line: error.line, why: why, family: record.family)
          return (record, [], nil, shortfall, empty)
        }
        if case .downloadableFont(_, let query?) = error.reason,
          let record = downloadedFace(query, catalog: catalog)
        {
          return (record, [], nil, nil, nil)
        }
        var error = error
        if case .fontNotFound = error.reason, let source = appearance.fontFamilySource {
          // Said where the style names the font, not at a folder.
          error.path = source.file
          error.line = source.line
        }
        throw .androidFont(error.description)
      }
      let wanted = AndroidResources.requestedStyle(for: appearance, baseWeight: 400)
      guard
        let face = AndroidResources.closestFace(faces, weight: wanted.weight, italic: wanted.italic)
      else { throw .androidFont("@font/\(name) has no faces") }
      // The file's face as Android loads it: the `ttcIndex` face of a
      // collection (the first by default) at its default coordinates, with
      // the `<font>`'s `fontVariationSettings` set over them; a variable
      // font's default instance, not the named instance first by name.
      let path = canonicalPath(face.path)
      // By file name first (resolving every record's path is slow with a
      // large font folder), else every record (a link of another name).
      let fileName = Paths.name(of: face.path)
      var inFile = catalog.records.filter {
        Paths.name(of: $0.path) == fileName && canonicalPath($0.path) == path
      }
      if inFile.isEmpty { inFile = catalog.records.filter { canonicalPath($0.path) == path } }
      guard
        let record = inFile.first(where: {
          $0.index == FaceIndex(collection: face.collectionIndex)
        })
      else {
        if face.collectionIndex > 0, !inFile.isEmpty {
          // Said at the `<font>` that names the face.
          let place = face.familyFile.map { OutputText.place(file: $0, line: face.line) + ": " }
          throw .androidFont(
            (place ?? "") + "ttcIndex \(face.collectionIndex): \(face.path) has "
              + OutputText.plural(Set(inFile.map(\.index.collection)).count, "face")
              + ", numbered from 0")
        }
        // A file the catalog passed over (malformed, too large) is said
        // with why, not as missing.
        if let warning = catalog.warnings.first(where: { canonicalPath($0.path) == path }) {
          throw .androidFont("its font file \(warning.description)")
        }
        throw .fontNotInCatalog(face.path)
      }
      return (record, face.axes.map { FontVariation($0.tag, $0.value) }, face, nil, nil)
    case .system(let name):
      // (A name Android does not have is its default family, sans-serif.)
      let known = AndroidResources.baseWeight(ofSystemFamily: name) != nil
      let (record, shortfall) = try androidSystemFace(
        known ? name : "sans-serif", appearance: appearance, settings: settings,
        catalog: catalog)
      return (record, [], nil, shortfall, nil)
    case nil:
      let (record, shortfall) = try androidSystemFace(
        "sans-serif", appearance: appearance, settings: settings, catalog: catalog)
      return (record, [], nil, shortfall, nil)
    }
  }

  /// The catalog's face of the family a downloadable font asks its provider
  /// for (Google Fonts' `Roboto Mono`), at the weight and slant the query
  /// asks for (400 upright where it does not say: what the provider gives),
  /// nearest as Android's font matcher chooses, a static face before a
  /// variable font's instance (the provider's files); nil when the catalog
  /// has no face of the family.
  static func downloadedFace(_ query: DownloadableFontQuery, catalog: FontCatalog) -> FontRecord? {
    let family = catalog.records.filter { FontCatalog.sameName($0.family, query.family) }
    let records = family.filter { !$0.variable } + family.filter(\.variable)
    let faces = records.map {
      AndroidFontFace(path: $0.path, weight: $0.weight, italic: $0.italic, line: nil)
    }
    guard
      let face = AndroidResources.closestFace(
        faces, weight: query.weight ?? 400, italic: query.italic ?? false),
      let index = faces.firstIndex(of: face)
    else { return nil }
    return records[index]
  }

  /// The family XML's `<font>` `face` when what it declares is not what its
  /// file is: a weight more than ``MisdeclaredFont/weightTolerance`` from the
  /// file's (the `wght` the `<font>` sets where the file has that axis,
  /// clamped to its range as the face is drawn, else its OS/2 weight class),
  /// or the other slant (`ital` or `slnt` likewise, else the file's style);
  /// nil for a plain file. `axes` are the file's variation axes.
  static func misdeclared(_ face: AndroidFontFace, record: FontRecord, axes: [VariationAxis])
    -> MisdeclaredFont?
  {
    guard let file = face.familyFile, let line = face.line else { return nil }
    // Each coordinate the `<font>` sets on an axis the file has, clamped.
    var set: [String: Double] = [:]
    for setting in face.axes {
      guard let axis = axes.first(where: { $0.tag == setting.tag }), setting.value.isFinite
      else { continue }
      set[setting.tag] = min(max(setting.value, axis.min), axis.max)
    }
    let weight = set["wght"].map { Int($0.rounded()) } ?? record.weight
    let italic = set["ital"].map { $0 >= 0.5 } ?? set["slnt"].map { $0 != 0 } ?? record.italic
    let weightOff = abs(weight - face.weight) > MisdeclaredFont.weightTolerance
    let slantOff = italic != face.italic
    guard weightOff || slantOff else { return nil }
    // The `<font>`'s own settings made what differs, where they set it.
    let weightSet = set["wght"] != nil
    let slantSet = set["ital"] != nil || set["slnt"] != nil
    return MisdeclaredFont(
      file: file, line: line, font: face.path, declaredWeight: face.weight,
      declaredItalic: face.italic, weight: weight, italic: italic,
      setBySettings: (!weightOff || weightSet) && (!slantOff || slantSet))
  }

  /// The face of the system family `name` (`sans-serif-medium`, …), and
  /// how it falls short of what `appearance` asks for, when the catalog has
  /// no face of that weight or slant (a folder of Roboto-Regular alone for a
  /// bold style: a device has the bold face).
  static func androidSystemFace(
    _ name: String, appearance: AndroidTextAppearance, settings: AndroidSettings,
    catalog: FontCatalog
  ) throws(NotMeasured) -> (record: FontRecord, shortfall: SystemFaceShortfall?) {
    var family = androidFamily(for: name, settings: settings)
    let base = AndroidResources.baseWeight(ofSystemFamily: name) ?? 400
    let wanted = AndroidResources.requestedStyle(for: appearance, baseWeight: base)
    func inFamily(_ family: String) -> [FontRecord] {
      catalog.records.filter { $0.family.caseInsensitiveCompare(family) == .orderedSame }
    }
    // Roboto Condensed is measured in Roboto where the catalog lacks it
    // (wider, said).
    let condensed = family == "Roboto Condensed" && settings.systemFont == nil
    if condensed, inFamily(family).isEmpty { family = "Roboto" }
    // In the order of Android's `fonts.xml` (weights ascending, each
    // upright before italic), whose first of a tie Minikin takes: weight 600
    // between Medium and Bold is Medium.
    let records = inFamily(family).sorted {
      ($0.weight, $0.italic ? 1 : 0) < ($1.weight, $1.italic ? 1 : 0)
    }
    let faces = records.map {
      AndroidFontFace(path: $0.path, weight: $0.weight, italic: $0.italic, line: nil)
    }
    guard
      let face = AndroidResources.closestFace(faces, weight: wanted.weight, italic: wanted.italic),
      let index = faces.firstIndex(of: face)
    else { throw .androidFamilyNotInCatalog(name: name, family: family) }
    let record = records[index]
    // Said only of Roboto, which a device has at every weight and in italic
    // (Noto Serif has 400 and 700, Droid Sans Mono 400: a device lacks the
    // others too, and draws a synthetic bold or slant as the check cannot).
    // Since Android 12 `fonts.xml` names Roboto's variable font at each
    // weight from 100 to 900, which Minikin matches by hundreds: a medium
    // style (500, Material's titles and labels) in a folder of Roboto-Regular
    // alone is measured 2 to 3 % narrower than a device draws it.
    let deviceWeight = min(max(wanted.weight / 100, 1), 9) * 100
    if condensed, family == "Roboto" {
      return (
        record,
        SystemFaceShortfall(
          name: name, family: "Roboto Condensed", weight: deviceWeight, italic: wanted.italic,
          face: record.postscriptName, faceWeight: record.weight, faceItalic: record.italic,
          condensed: true)
      )
    }
    // (Roboto Condensed's weights too, where the catalog has the family.)
    guard settings.systemFont == nil,
      family == "Roboto" && Self.robotoNames.contains(name) || family == "Roboto Condensed",
      record.weight / 100 != deviceWeight / 100 || record.italic != wanted.italic
    else { return (record, nil) }
    return (
      record,
      SystemFaceShortfall(
        name: name, family: record.family, weight: deviceWeight, italic: wanted.italic,
        face: record.postscriptName, faceWeight: record.weight, faceItalic: record.italic)
    )
  }

  /// The system family names Android sets in Roboto (`sans-serif` and its
  /// weights; not Roboto Condensed's `sans-serif-condensed`).
  static let robotoNames: Set<String> = [
    "sans-serif", "sans-serif-thin", "sans-serif-light", "sans-serif-medium", "sans-serif-black",
  ]

  /// `path` with symbolic links and `..` resolved, to compare font paths.
  static func canonicalPath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// The dp a text size takes at each font scale, as the TextView sets it:
  /// sp through Android 14's curves (the dp `scale --platform android`
  /// gives), dp as they are, other units through `TypedValue.applyDimension`'s
  /// factors (1 pt = 1/72 in, 1 in = 160 dp); then, as
  /// `TextView.readTextAppearance` reads it with `getDimensionPixelSize`, a
  /// whole number of pixels at `density` (each size is that many pixels over
  /// the density).
  static func androidSizes(_ size: AndroidDimension, fontScales: [Double], density: Double)
    throws(ScaleError) -> [SweepSize]
  {
    var sizes: [SweepSize] = []
    for scale in fontScales {
      let dp = try androidDp(size, fontScale: scale, density: density)
      let pixels = wholePixels(dp * density)
      guard dp.isFinite, dp > 0, pixels > 0 else { throw .invalidSize(dp) }
      sizes.append(SweepSize(pointSize: Double(pixels) / density, fontScale: scale))
    }
    return sizes
  }

  /// `TypedValue.complexToDimensionPixelSize`: `px` rounded half up, and at
  /// least 1 for a size above 0.
  static func wholePixels(_ px: Double) -> Int {
    guard px.isFinite, px < Double(Int32.max) else { return 0 }
    let rounded = Int(px + 0.5)
    return rounded == 0 && px > 0 ? 1 : rounded
  }

  /// A dimension in dp at `fontScale`: sp through Android 14's curves, any
  /// other unit as ``androidDp(_:density:)`` converts it.
  ///
  /// - Throws: ``ScaleError`` from the curves.
  static func androidDp(_ size: AndroidDimension, fontScale: Double, density: Double)
    throws(ScaleError) -> Double
  {
    guard size.unit == .sp else { return androidDp(size, density: density) }
    return try AndroidFontScaler.dp(forSp: size.value, fontScale: fontScale)
  }

  /// A dimension that does not follow the font scale, in dp (sp count as dp).
  static func androidDp(_ size: AndroidDimension, density: Double) -> Double {
    switch size.unit {
    case .sp, .dp, .dip: return size.value
    case .px: return size.value / density
    case .pt: return size.value * 160 / 72
    case .in: return size.value * 160
    case .mm: return size.value * 160 / 25.4
    }
  }

  /// A text appearance's `lineHeight` in whole pixels at `fontScale`:
  /// MaterialTextView reads it with `getDimensionPixelSize` (sp through the
  /// font scale's curve, on its own) and sets it with `setLineHeight(int)`
  /// (`applyLineHeightFromViewAppearance`).
  static func androidLineHeight(
    _ lineHeight: AndroidDimension, fontScale: Double, density: Double
  ) -> Double? {
    let dp = try? androidDp(lineHeight, fontScale: fontScale, density: density)
    return dp.map { Double(wholePixels($0 * density)) }
  }

  /// `android:fontFeatureSettings` (`"tnum", "smcp" 1`) as HarfBuzz feature strings.
  static func androidFeatures(_ settings: String) -> [String] {
    settings.split(separator: ",").compactMap { item in
      let parts = item.split(separator: " ").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
      }.filter { !$0.isEmpty }
      guard let tag = parts.first, tag.count == 4 else { return nil }
      guard parts.count > 1 else { return tag }
      return parts[1] == "0" ? "-" + tag : tag + "=" + parts[1]
    }
  }
}

/// What an Android measurement is set with beyond the app's resources: the
/// family `sans-serif` stands for, the font scales and the density.
package struct AndroidSettings: Sendable {
  /// The family that sets `sans-serif` (nil: Roboto).
  package var systemFont: String?
  /// The font scales to measure at.
  package var fontScales: [Double]
  /// Pixels per dp.
  package var density: Double

  package init(systemFont: String?, fontScales: [Double], density: Double) {
    self.systemFont = systemFont
    self.fontScales = fontScales
    self.density = density
  }
}

extension CheckSpec {
  /// The spec's Android settings.
  var androidSettings: AndroidSettings {
    AndroidSettings(systemFont: systemFont, fontScales: fontScales, density: density)
  }
}

/// An Android text appearance ready to measure: what `measure` and `render`
/// set a text in for `--platform android --style`.
package struct AndroidStyleChoice {
  /// The face.
  package var font: LayoutFont
  /// The size in dp at each font scale.
  package var sizes: [SweepSize]
  /// `android:letterSpacing`, in ems.
  package var letterSpacing: Double
  /// `android:textAllCaps`.
  package var allCaps: Bool
  /// OpenType features (`android:fontFeatureSettings`).
  package var features: [String]
  /// Line metrics per size.
  package var sizing: AndroidSizing
  /// What `check` would warn of the face (a `font-mismatch`: a `<font>`
  /// that declares what its file is not, or a system face the catalog
  /// lacks), in words.
  package var warnings: [String] = []
  /// The weight the style asks for where the face measured is not of it
  /// (``LayoutStyle/weight``), else nil.
  package var weight: Int?

  /// Resolves `style` (a text appearance of the `res` folders or a Material 3
  /// role) and its face in `store`, the app's theme attributes as `themes`
  /// set them (``AndroidResources/themes``).
  ///
  /// - Throws: ``AndroidStyleError`` in words, naming the file and line.
  package init(
    style: String, resources folders: [String], themes: [String] = [],
    settings: AndroidSettings, store: FontStore
  ) throws(AndroidStyleError) {
    var resources: AndroidResources
    do {
      resources = try AndroidResources.load(folders: folders)
    } catch {
      throw AndroidStyleError(path: error.path, line: error.line, problem: error.problem)
    }
    if let (theme, near) = resources.undefinedStyle(among: themes) {
      throw AndroidStyleError(
        path: nil, line: nil,
        problem: "theme '\(Printable.escaped(theme))' is not a style of the res folders"
          + SpecError.didYouMean(near))
    }
    resources.themes = themes
    // A theme attribute (`?attr/textAppearanceBodyLarge`), as a layout names
    // it: the style the app's themes, or Material's or AppCompat's, give it.
    var style = style
    if style.hasPrefix("?") {
      guard let named = resources.themeStyle(forAttribute: style) else {
        let near = resources.themeAttributes(near: style).filter { $0 != style }
        throw AndroidStyleError(
          path: nil, line: nil,
          problem: "'\(Printable.escaped(style))' "
            + CheckFindingWording.unsetThemeAttribute(near: near))
      }
      style = named
    }
    let appearance: AndroidTextAppearance
    do {
      appearance = try resources.textAppearance(named: style)
    } catch {
      if folders.isEmpty, case .styleNotFound(let name, let near) = error.reason {
        // No res folder was looked in: the style may well be the app's.
        let quoted = near.map { "'\(Printable.escaped($0))'" }
        throw AndroidStyleError(
          path: nil, line: nil,
          problem: "no style named '\(Printable.escaped(name))' among Android's and Material's own"
            + (quoted.isEmpty ? "" : " (did you mean \(quoted.joined(separator: ", "))?)")
            + "; an app's styles are read from its res folders: name one with --res DIR")
      }
      throw AndroidStyleError(path: error.path, line: error.line, problem: error.problem)
    }
    let plan: CheckRunner.Plan
    do throws(CheckRunner.NotMeasured) {
      plan = try CheckRunner.androidPlan(
        appearance, resources: resources, settings: settings, catalog: store.catalog,
        store: store)
    } catch {
      throw AndroidStyleError(
        path: nil, line: nil,
        problem: "style '\(style)' cannot be measured: "
          + CheckFindingWording.describe(error, options: true))
    }
    font = plan.font
    sizes = plan.sizes
    letterSpacing = appearance.letterSpacing
    allCaps = appearance.textAllCaps
    features = plan.features
    sizing = plan.android ?? AndroidSizing(letterSpacing: 0, includeFontPadding: true, density: 1)
    if let set = appearance.frameworkFontFamily, let source = appearance.frameworkFontFamilySource {
      let taken = appearance.fontFamily?.written ?? "sans-serif"
      let by =
        appearance.fontFamilySource.map { "\($0.file):\($0.line)" }
        ?? appearance.chain.last.map { "its parent \($0)" } ?? "its chain"
      warnings.append(
        "\(source.file):\(source.line): style '\(Printable.escaped(style))' sets "
          + "android:fontFamily \(set.written), which AppCompat's and Material's text views set "
          + "aside for the fontFamily \(by) sets (\(taken)), as measured here; a framework view "
          + "given the style (a TextClock, an app widget's views) shows \(set.written)")
    }
    if let font = plan.misdeclared {
      let finding = CheckFinding.fontMismatch(font, styles: [style])
      warnings.append("\(font.file):\(font.line): \(finding.message)")
    }
    if let empty = plan.emptyFamily {
      let finding = CheckFinding.emptyFontFamily(empty, styles: [style])
      warnings.append(OutputText.place(file: empty.file, line: empty.line) + ": " + finding.message)
    }
    if let unknown = plan.unknownFamily {
      let finding = CheckFinding(
        severity: .warning, code: .fontNotFound,
        detail: .unknownSystemFamily(unknown, style: style, styles: 1), file: "", line: nil)
      let place = unknown.file.map { OutputText.place(file: $0, line: unknown.line) + ": " }
      warnings.append((place ?? "") + finding.message)
    }
    weight = plan.shortfall?.weight
    if let shortfall = plan.shortfall {
      let finding = CheckFinding(
        severity: .warning, code: .fontMismatch,
        detail: .systemFaceMissing(shortfall, style: style, styles: 1), file: "", line: nil)
      warnings.append(shortfall.keyPath + ": " + finding.message)
    }
  }
}

/// Why an Android style cannot be measured: the resource file and line it
/// is about (nil when it is about the fonts), and the problem in words.
package struct AndroidStyleError: Error {
  package var path: String?
  package var line: Int?
  package var problem: String
}

/// How an Android plan's text is set beyond its face and sizes.
package struct AndroidSizing: Sendable {
  /// `android:letterSpacing`, in ems.
  var letterSpacing: Double
  /// TextView's `includeFontPadding`.
  var includeFontPadding: Bool
  /// Pixels per dp.
  package var density: Double
  /// The text size in dp at each size of the plan before the TextView
  /// rounds it to whole pixels (the plan's sizes are the rounded ones).
  package var nominal: [Double] = []
  /// The face's metrics in pixels at each size of the plan.
  var metrics: [AndroidLineMetrics] = []
  /// `android:lineHeight` in pixels at each size, or nil for the font's.
  package var lineHeights: [Double?] = []

  /// The height of `lines` lines at size `index`, in dp.
  package func height(lines: Int, at index: Int) -> Double {
    Double(
      metrics[index].height(
        lines: lines, includeFontPadding: includeFontPadding, lineHeight: lineHeights[index]))
      / density
  }

  /// The distance between two baselines at size `index`, in dp.
  package func lineHeight(at index: Int) -> Double {
    Double(
      metrics[index].lineHeights(
        lines: 3, includeFontPadding: includeFontPadding, lineHeight: lineHeights[index])[1])
      / density
  }

  /// Sets each measurement's line heights and height overflow as a
  /// TextView's, in dp: each line as tall as StaticLayout sets it, grown by a
  /// fallback face taller than the style's on it (`fallbackLineSpacing`),
  /// and the height past that of the lines allowed; with `spacing` (the
  /// WCAG stress mode's), each line at least its least height and a
  /// paragraph's last line followed by its space, as the layout set them.
  ///
  /// - Parameters:
  ///   - primary: The style's face.
  ///   - fallbacks: The other faces the text uses.
  ///   - spacing: The text spacing the text was laid out with, if any.
  package func adjust(
    _ measurements: inout [TextMeasurement], maxLines: Int?, primary: LayoutFont,
    fallbacks: [LayoutFont], spacing textSpacing: TextSpacing? = nil
  ) {
    // A fallback face's line metrics grown into the style's, by face and
    // size, made once a call (a string's lines share them).
    var grown: [Int: AndroidLineMetrics] = [:]
    for i in measurements.indices where i < metrics.count {
      let pointSize = measurements[i].pointSize
      // A line taller than the style's face alone holds a taller fallback face.
      let natural = primary.lineHeightPerPoint * pointSize
      // The stress mode's least line height, in dp: the layout raised each
      // line to it, and added the space after a paragraph to its last line.
      let least = (textSpacing?.minimumLineHeight ?? 0) * pointSize
      func lineMetrics(_ height: Double) -> AndroidLineMetrics {
        guard height > natural * (1 + 1e-9),
          let f = fallbacks.firstIndex(where: {
            abs($0.lineHeightPerPoint * pointSize - height) <= 1e-9 * height
          })
        else { return metrics[i] }
        let key = f * metrics.count + i
        if let known = grown[key] { return known }
        let other = try? AndroidLineMetrics(
          .init(fallbacks[f].metrics), textSize: pointSize * density)
        let made = other.map(metrics[i].holding) ?? metrics[i]
        grown[key] = made
        return made
      }
      // Each line's metrics, read before its height is set.
      let count = measurements[i].lineCount
      var lines: [AndroidLineMetrics] = []
      var paragraphSpace: [Double] = []
      lines.reserveCapacity(count)
      for line in [measurements[i].firstLine] + measurements[i].moreLines {
        lines.append(lineMetrics(line.height - line.paragraphSpace))
        paragraphSpace.append(line.paragraphSpace)
      }
      let spaced = least > 0 || paragraphSpace.contains { $0 > 0 }
      let spacing = metrics[i].spacing(forLineHeight: lineHeights[i])
      // Line `j` of `count` as StaticLayout sets it, in dp, with the stress
      // mode's spacing.
      func pixels(_ j: Int, of count: Int) -> Int {
        AndroidLineMetrics.lineHeight(
          lines[j], at: j, of: count, includeFontPadding: includeFontPadding, spacing: spacing)
      }
      func height(_ j: Int, of count: Int) -> Double {
        let set = Double(pixels(j, of: count)) / density
        return max(set, least) + paragraphSpace[j]
      }
      var total = 0.0
      for j in lines.indices {
        let height = height(j, of: count)
        if j == 0 {
          measurements[i].firstLine.height = height
        } else {
          measurements[i].moreLines[j - 1].height = height
        }
        total += height
      }
      // No limit, or 0 (as `check` reads `maxLines: 0` and `measure`
      // `--max-lines 0`): nothing is past the lines allowed.
      guard let maxLines, maxLines > 0, count > maxLines else {
        measurements[i].overflowHeight = 0
        continue
      }
      // The lines allowed, the last of them as the last line.
      let shown = maxLines
      let allowed =
        !spaced
        ? Double((0..<shown).reduce(0) { $0 + pixels($1, of: shown) }) / density
        : (0..<shown).reduce(0) { $0 + height($1, of: shown) }
      measurements[i].overflowHeight = max(0, total - allowed)
    }
  }
}

extension AndroidLineMetrics.DesignMetrics {
  /// The metrics Skia reads from a face: `OS/2` typo values when its
  /// USE_TYPO_METRICS bit is set, else `hhea`'s; `head`'s bounding box.
  init(_ metrics: FontMetrics) {
    let typo =
      metrics.useTypoMetrics == true && metrics.typoAscender != nil
      && metrics.typoDescender != nil
    self.init(
      unitsPerEm: metrics.unitsPerEm,
      ascender: typo ? metrics.typoAscender ?? 0 : metrics.ascender,
      descender: typo ? metrics.typoDescender ?? 0 : metrics.descender,
      lineGap: typo ? metrics.typoLineGap ?? 0 : metrics.lineGap,
      yMax: metrics.yMax ?? metrics.ascender, yMin: metrics.yMin ?? metrics.descender)
  }
}
