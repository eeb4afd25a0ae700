import FileAccess
import FontCore
import FontDiscovery
import TextLayout
import TypographyConfig
import TypometerChecks

/// `typometer fonts`: one line per face the catalog sees.
struct FontsCommand: Command {
  static let name = "fonts"
  static let summary = "List the fonts the catalog sees (or 'fonts find NAME')."
  static let help = """
    USAGE: typometer fonts [--family SUBSTR] [--json]
           typometer fonts find NAME [--json]

    Lists one line per face, sorted by PostScript name:
      PostScriptName<TAB>Family<TAB>Style<TAB>path[#index]
    The index is FreeType's: a collection's face N is N, a variable font's named
    instance I is I × 65536 plus the face (roboto_flex.ttf#262144 is instance 4);
    `path#index` names that face wherever a font is named. A named instance at
    the font's default axis values repeats the default face's PostScript name.
    JSON: an array of {postscriptName, family, style, path, index, weight, width,
    italic, variable, otherNames}; weight and width are OpenType classes.

    Options:
      --family SUBSTR      Only families containing SUBSTR (case-insensitive).
      --json               Print one JSON document.

    Exit status: 0; 1 when no face matches --family (said on standard error; the
    list is empty), as boilerplate does for a family it lacks.

    \(CatalogOptions.help)
    """

  var catalog: CatalogOptions
  var family: String?
  var json: Bool

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    family = try arguments.value("--family")
    json = arguments.flag("--json")
    try arguments.finish()
  }

  func run(console: Console) throws -> ExitStatus {
    let catalog = try catalog.makeCatalog(console: console)
    let records = catalog.records(familyContaining: family ?? "")
    if json {
      console.printJSON(records)
    } else {
      for record in records { console.print(Self.line(for: record)) }
    }
    // A family asked for that no face has is a font missing, as `fonts find` says one.
    if let family, records.isEmpty, !catalog.records.isEmpty {
      console.error("no face's family contains '\(family)' (the match ignores case)")
      return .findings
    }
    return .success
  }

  /// The record's tab-separated fields; a line break or tab in a name from
  /// the font (or a path) is escaped, so each record stays one line.
  static func line(for record: FontRecord) -> String {
    [record.postscriptName, record.family, record.style, record.location.description]
      .map { Printable.escaped($0, keepingTabs: false) }
      .joined(separator: "\t")
  }
}

/// `typometer fonts find NAME`: exact, case-sensitive PostScript-name lookup.
struct FontsFindCommand: Command {
  static let name = "fonts find"
  static let summary = "Find a face by its exact PostScript name, with suggestions."
  static let help = """
    USAGE: typometer fonts find NAME [--json]

    Looks NAME up exactly (case-sensitive) among PostScript names; named instances
    of variable fonts count, by FreeType's name (Inter-Bold) and Fontconfig's
    (Inter_700wght). Found: exit 0 and the face's line. Not found: exit 1 and up to
    5 suggestions (equal ignoring case first, then the smallest edit distance).
    JSON: {query, found, font?, suggestions: [postscriptName]}.

    A TypographyKit system-font alias (System, BoldSystem, System-Semibold, …)
    is found in the system family (--system-font, else SF Pro, else SF Pro Text
    with SF Pro Display): the face at the alias's weight, the Display face used
    from 20 pt for a static pair, and where its tracking comes from. JSON adds
    systemFont: {family, faces: [{font, variations, fromPointSize?}], tracking}.

    Options:
      NAME                 The PostScript name to look up, or a system-font alias.
      --json               Print one JSON document.

    Exit status: 0 found, 1 not found.

    \(CatalogOptions.help)
    """

  var catalog: CatalogOptions
  var query: String
  var json: Bool

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    json = arguments.flag("--json")
    query = try arguments.onePositional("the PostScript name to find")
  }

  struct Result: Encodable {
    var query: String
    var found: Bool
    var font: FontRecord?
    var systemFont: SystemFontResult?
    var suggestions: [String]
    /// Faces of the given font folders that share the name, of another
    /// release than the found face (absent when there are none).
    var duplicates: [FontRecord]?
  }

  /// What a system-font alias resolves to.
  struct SystemFontResult: Encodable {
    var family: String
    var faces: [Face]
    /// "trak" (the face's own table) or "HIG table".
    var tracking: String

    struct Face: Encodable {
      var font: FontRecord
      var variations: [String: Double]
      /// The point size from which this face is used (a static pair's Display face).
      var fromPointSize: Double?
    }
  }

  func run(console: Console) throws -> ExitStatus {
    let catalog = try catalog.makeCatalog(console: console)
    if SystemFontAlias(name: query) != nil { return try findSystemFont(catalog, console: console) }
    let font = catalog.font(named: query)
    let suggestions = font == nil ? catalog.suggestions(for: query) : []
    let duplicates = catalog.otherReleases(named: query)
    if json {
      console.printJSON(
        Result(
          query: query, found: font != nil, font: font, systemFont: nil, suggestions: suggestions,
          duplicates: duplicates.isEmpty ? nil : duplicates))
    } else if let font {
      console.print(FontsCommand.line(for: font))
      if !duplicates.isEmpty {
        // What `validate` says of a config naming it, with the faces listed.
        console.print(
          "  also the name of \(duplicates.count == 1 ? "a face" : "faces") of another "
            + "release; the one above is measured, an app bundling them all gets one of them:")
        for face in duplicates { console.print("  " + FontsCommand.line(for: face)) }
      }
    } else {
      console.print("\(query): not found")
      if let face = IOSSystemFonts.face(named: query) {
        // `validate` says as much of a config naming it.
        if face.status == .hidden {
          console.print(
            "  a hidden iOS system font name, which UIFont(name:size:) may not load: use a "
              + "System alias (TypographyKit's System, System-Bold, …) instead")
        } else {
          console.print(
            "  an iOS system font (\(face.family)), which ships with iOS, not here: add its "
              + "file with --fonts DIR to measure it")
        }
      } else if let family = CheckRunner.androidGenericFamily(query) {
        // A generic family of Android's fonts.xml, not a face's name.
        console.print(
          "  an Android font family name, which a device sets in \(family) at the weight it "
            + "names: find its faces by their PostScript names, or measure an Android style "
            + "with measure --platform android --style")
      } else if CheckRunner.androidGenericFamily(query.lowercased()) != nil {
        // As check says of a style naming it: Typeface.create does not know it.
        console.print(
          "  not an Android font family name as written (a device compares them as written "
            + "and sets a name it does not know in its default font, sans-serif): did you mean "
            + "\(query.lowercased())?")
      } else if let family = IOSSystemFonts.appleDownloadFamily(of: query) {
        // `validate` says as much of a config naming it.
        console.print(
          "  a face of Apple's \(family) download, which an app loads only from a file it "
            + "bundles: add its file with --fonts DIR to measure it, or use a System alias "
            + "(TypographyKit's System, System-Bold, …) for iOS's own system font")
      }
      if !suggestions.isEmpty {
        // One line: "did you mean A?", "… A or B?", "… A, B or C?".
        let last = suggestions[suggestions.count - 1]
        let names =
          suggestions.count == 1
          ? last : suggestions.dropLast().joined(separator: ", ") + " or " + last
        console.print("  did you mean \(names)?")
      }
    }
    return font == nil ? .findings : .success
  }
}

extension FontsFindCommand {
  /// Prints what the alias `query` resolves to in the system family.
  func findSystemFont(_ catalog: FontCatalog, console: Console) throws -> ExitStatus {
    guard let system = try self.catalog.systemFont(in: catalog) else {
      let reason = SystemFontWording.missing(
        alias: query, option: "--system-font FAMILY",
        passedOver: SystemFont.passedOver(in: catalog))
      if json {
        console.printJSON(
          Result(query: query, found: false, font: nil, systemFont: nil, suggestions: []))
      } else {
        console.print("\(query): not found: \(reason)")
      }
      return .findings
    }
    let store = FontStore(catalog: catalog)
    let style = try FontChoice(query, store: store, system: system)
    let below = style.font.atPointSize(1, opticalSizing: .off)
    let from = style.font.atPointSize(SystemFont.displayFromPointSize, opticalSizing: .off)
    var faces = [SystemFontResult.Face(font: below.record, variations: below.variations, from: nil)]
    if from !== below {
      faces.append(
        SystemFontResult.Face(
          font: from.record, variations: from.variations, from: SystemFont.displayFromPointSize))
    }
    let result = SystemFontResult(
      family: system.family, faces: faces,
      tracking: style.tracking == nil ? "trak" : "HIG table")
    if json {
      console.printJSON(
        Result(query: query, found: true, font: below.record, systemFont: result, suggestions: []))
      return .success
    }
    console.print("\(query): the system font, set in \(system.family)")
    for face in faces {
      let at = face.fromPointSize.map { "from \(formatNumber($0)) pt: " } ?? ""
      let variations = face.variations.sorted { $0.key < $1.key }.map {
        "\($0.key)=\(formatNumber($0.value))"
      }
      let coordinates = variations.isEmpty ? "" : " [\(variations.joined(separator: ", "))]"
      console.print("  \(at)" + FontsCommand.line(for: face.font) + coordinates)
    }
    console.print(
      "  tracking: "
        + (style.tracking == nil
          ? "the face's trak table" : "Apple's HIG table (the face has no trak table)"))
    return .success
  }
}

extension FontsFindCommand.SystemFontResult.Face {
  init(font: FontRecord, variations: [FontVariation], from: Double?) {
    self.init(
      font: font,
      variations: Dictionary(uniqueKeysWithValues: variations.map { ($0.tag, $0.value) }),
      fromPointSize: from)
  }
}
