import FontDiscovery
import Foundation

/// The options every command takes to choose which fonts the catalog sees.
struct CatalogOptions {
  /// `--fonts DIR` (repeatable), then the directories in `TYPOMETER_FONTS`.
  var fontPaths: [String]
  /// False with `--no-system-fonts`.
  var includeSystemFonts: Bool

  static let help = """
    Fonts:
      --fonts DIR          Add every font under DIR, recursively (.ttf .otf .ttc .otc);
                           repeatable. A font file may be given instead of a directory.
      --no-system-fonts    See only the --fonts directories (reproducible across machines).
      TYPOMETER_FONTS      Colon-separated directories, as extra --fonts.
    """

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws(UsageError) {
    var paths = try arguments.values("--fonts")
    if let extra = environment["TYPOMETER_FONTS"] {
      paths += extra.split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }
    fontPaths = paths
    includeSystemFonts = !arguments.flag("--no-system-fonts")
  }

  /// Builds the catalog, printing a warning for each file it skipped.
  func makeCatalog(console: Console) throws -> FontCatalog {
    try Self.makeCatalog(
      fontPaths: fontPaths, includeSystemFonts: includeSystemFonts, console: console)
  }

  /// Builds a catalog, printing a warning for each file it skipped, also when
  /// it skipped every file of a directory (then the error follows them).
  static func makeCatalog(fontPaths: [String], includeSystemFonts: Bool, console: Console)
    throws(CatalogError) -> FontCatalog
  {
    let catalog: FontCatalog
    do {
      catalog = try FontCatalog(fontPaths: fontPaths, includeSystemFonts: includeSystemFonts)
    } catch {
      if case .noFonts(_, let skipped) = error {
        for warning in skipped { console.warning(Diagnostics.message(for: warning)) }
      }
      throw error
    }
    for warning in catalog.warnings {
      console.warning(Diagnostics.message(for: warning))
    }
    return catalog
  }
}
