import FontDiscovery
import TypographyConfig

/// Answers the config validator's font questions from the Fontconfig catalog:
/// exact, case-sensitive PostScript names (named instances of variable fonts
/// count), and the catalog's suggestions for names it does not have.
struct CatalogFontResolver: FontNameResolver {
  let catalog: FontCatalog

  init(catalog: FontCatalog) {
    self.catalog = catalog
  }

  func containsFont(postScriptName: String) -> Bool {
    catalog.font(named: postScriptName) != nil
  }

  func suggestions(for name: String) -> [String] {
    catalog.suggestions(for: name)
  }
}
