import TypometerChecks

/// `typometer boilerplate FAMILY_SUBSTR`: Swift enums naming a family's faces.
struct BoilerplateCommand: Command {
  static let name = "boilerplate"
  static let summary = "Print Swift enums for the faces of matching families."
  static let help = """
    USAGE: typometer boilerplate FAMILY_SUBSTR

    Swift source: one enum per family whose name contains FAMILY_SUBSTR (ignoring
    case; "" for all), one case per face, raw value the PostScript name. Case names
    are valid Swift identifiers (Inter-SemiBold → semiBold), so the output compiles.

    Options:
      FAMILY_SUBSTR        Part of a family name, ignoring case ("" for every family).

    Exit status: 1 when no family matches.

    \(CatalogOptions.help)
    """

  var catalog: CatalogOptions
  var family: String

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    family = try arguments.onePositional("a family name (or part of one)", allowsEmpty: true)
  }

  func run(console: Console) throws -> ExitStatus {
    let records = try catalog.makeCatalog(console: console).records(familyContaining: family)
    guard !records.isEmpty else {
      console.error("no family contains '\(family)'; see 'typometer fonts'")
      return .findings
    }
    console.print(SwiftBoilerplate.source(for: records), terminator: "")
    return .success
  }
}
