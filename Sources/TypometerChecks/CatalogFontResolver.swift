import FontDiscovery
import TypographyConfig

/// Answers the config validator's font questions from the Fontconfig catalog:
/// exact, case-sensitive PostScript names (named instances of variable fonts
/// count), and the catalog's suggestions for names it does not have.
public struct CatalogFontResolver: FontNameResolver {
  /// The catalog names are looked up in.
  public let catalog: FontCatalog

  /// Creates a resolver over `catalog`.
  public init(catalog: FontCatalog) {
    self.catalog = catalog
  }

  public func containsFont(postscriptName: String) -> Bool {
    catalog.font(named: postscriptName) != nil
  }

  public func suggestions(for name: String) -> [String] {
    catalog.suggestions(for: name)
  }
}
