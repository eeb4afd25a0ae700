import FontCore
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

  public func otherReleases(postscriptName: String) -> [String] {
    let others = catalog.otherReleases(named: postscriptName)
    guard !others.isEmpty, let measured = catalog.font(named: postscriptName) else { return [] }
    return ([measured] + others).map { face in
      let file = face.index == FaceIndex() ? face.path : "\(face.path)#\(face.index)"
      return file
        + (FontCatalog.revision(of: face).map { " (version \(Self.version($0)))" } ?? "")
    }
  }

  /// A `fontRevision` as font tools print it: 3.019, 2.138, 1.0 (to five
  /// decimals, as far as a 16.16 number tells two apart).
  static func version(_ revision: Double) -> String {
    var text = String(format: "%.5f", revision)
    while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
    return text
  }
}
