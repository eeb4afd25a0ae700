import FontDiscovery

/// `typometer fonts`: one line per face the catalog sees.
struct FontsCommand: Command {
  static let name = "fonts"
  static let summary = "List the fonts the catalog sees (or 'fonts find NAME')."
  static let help = """
    USAGE: typometer fonts [--family SUBSTR] [--json]
           typometer fonts find NAME [--json]

    Lists one line per face, sorted by PostScript name:
      PostScriptName<TAB>Family<TAB>Style<TAB>path[#index]
    JSON: an array of {postscriptName, family, style, path, index, weight, width,
    italic, variable, otherNames}; weight and width are OpenType classes.

    Options:
      --family SUBSTR      Only families containing SUBSTR (case-insensitive).
      --json               Print one JSON document.

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
    let records = try catalog.makeCatalog(console: console).records(familyContaining: family ?? "")
    if json {
      console.printJSON(records)
    } else {
      for record in records { console.print(Self.line(for: record)) }
    }
    return .success
  }

  static func line(for record: FontRecord) -> String {
    [record.postscriptName, record.family, record.style, record.location.description]
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
    var suggestions: [String]
  }

  func run(console: Console) throws -> ExitStatus {
    let catalog = try catalog.makeCatalog(console: console)
    let font = catalog.font(named: query)
    let suggestions = font == nil ? catalog.suggestions(for: query) : []
    if json {
      console.printJSON(
        Result(query: query, found: font != nil, font: font, suggestions: suggestions))
    } else if let font {
      console.print(FontsCommand.line(for: font))
    } else {
      console.print("\(query): not found")
      for suggestion in suggestions { console.print("  did you mean \(suggestion)?") }
    }
    return font == nil ? .findings : .success
  }
}
