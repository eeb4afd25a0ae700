import FileAccess
import FontDiscovery
import Foundation
import TypeScale

/// The options every command takes to choose which fonts the catalog sees.
struct CatalogOptions {
  /// `--fonts DIR` (repeatable), then the directories in `TYPOMETER_FONTS`.
  var fontPaths: [String]
  /// False with `--no-system-fonts`.
  var includeSystemFonts: Bool
  /// `--system-font FAMILY`: the family that stands for Apple's system font.
  var systemFamily: String?

  static let help = """
    Fonts:
      --fonts DIR          Add every font under DIR, recursively (.ttf .otf .ttc .otc);
                           repeatable. A font file may be given instead of a directory.
      --no-system-fonts    See only the --fonts directories (reproducible across machines).
      TYPOMETER_FONTS      Colon-separated directories, as extra --fonts.
      --system-font FAMILY The family that sets the system font (TypographyKit's
                           System, System-Bold, …; default: SF Pro, else SF Pro
                           Text with SF Pro Display, from the catalog).
    """

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws(UsageError) {
    var paths = try arguments.values("--fonts")
    if let extra = environment["TYPOMETER_FONTS"] {
      paths += extra.split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }
    fontPaths = paths
    includeSystemFonts = !arguments.flag("--no-system-fonts")
    systemFamily = try arguments.value("--system-font")
  }

  /// The system family in `catalog`: `--system-font`'s, else the first
  /// default present; nil when there is none and none was named.
  ///
  /// - Throws: ``SystemFontUnavailable`` when `--system-font` names a family
  ///   the catalog does not have.
  func systemFont(in catalog: FontCatalog, platform: Platform = .ios) throws -> SystemFont? {
    let compact = platform == .watchos
    if let systemFamily {
      guard let system = SystemFont(catalog: catalog, family: systemFamily, compact: compact)
      else { throw SystemFontUnavailable(family: systemFamily, catalog: catalog) }
      return system
    }
    return SystemFont(catalog: catalog, compact: compact)
  }

  /// Builds the catalog, printing a warning for each file it skipped.
  /// The catalog of `--fonts` (and the system's with `--system-fonts`), plus
  /// those of `extraFolders` that exist (an Android res folder's `font/`:
  /// the app's own fonts, which no text falls back to). `sayingWhenEmpty`
  /// says an empty catalog (false where the command reads a font file it
  /// was given by path).
  func makeCatalog(console: Console, extraFolders: [String] = [], sayingWhenEmpty: Bool = true)
    throws -> FontCatalog
  {
    let extra = extraFolders.filter { FileKind.of($0) == .directory }
    return try Self.makeCatalog(
      fontPaths: fontPaths + extra, includeSystemFonts: includeSystemFonts, console: console,
      sayingWhenEmpty: sayingWhenEmpty, notFallback: Set(extra))
  }

  /// Builds a catalog, printing a warning for each file it skipped, also when
  /// it skipped every file of a directory (then the error follows them), and
  /// one when it holds no font at all (unless `sayingWhenEmpty` is false);
  /// the faces of `notFallback`'s paths are no fallback faces.
  static func makeCatalog(
    fontPaths: [String], includeSystemFonts: Bool, console: Console, sayingWhenEmpty: Bool = true,
    notFallback: Set<String> = []
  ) throws(CatalogError) -> FontCatalog {
    let catalog: FontCatalog
    do {
      catalog = try FontCatalog(
        fontPaths: fontPaths, includeSystemFonts: includeSystemFonts, notFallback: notFallback)
    } catch {
      if case .noFonts(_, let skipped) = error {
        for warning in skipped { console.warning(Diagnostics.message(for: warning)) }
      }
      throw error
    }
    for warning in catalog.warnings {
      console.warning(Diagnostics.message(for: warning))
    }
    // Said once, rather than left to every font looked up to say missing.
    if sayingWhenEmpty, catalog.records.isEmpty {
      console.warning(
        "the font catalog is empty: "
          + (includeSystemFonts
            ? "Fontconfig knows no font on this machine, and no font folder is given"
            : "no font folder is given (--fonts, or the spec's \"fonts\"), and the machine's "
              + "fonts are left out")
          + "; every font looked up is missing")
    }
    return catalog
  }
}
