import FontCore
import FontDiscovery
import TypographyConfig

/// Answers the config validator's font questions from the Fontconfig catalog:
/// exact, case-sensitive PostScript names (named instances of variable fonts
/// count), and the catalog's suggestions for names it does not have.
public struct CatalogFontResolver: FontNameResolver {
  /// The catalog names are looked up in.
  public let catalog: FontCatalog
  /// The font files whose releases are compared (`otherReleases`): the
  /// app's; nil for every file given.
  let releasesAmong: (@Sendable (String) -> Bool)?

  /// Creates a resolver over `catalog`.
  public init(catalog: FontCatalog) {
    self.catalog = catalog
    releasesAmong = nil
  }

  /// A resolver over `catalog` that compares the releases of the files of
  /// the font paths at the indices `own` only (a spec's folders, not the
  /// stand-ins `--fonts` adds to them).
  package init(catalog: FontCatalog, own: @escaping @Sendable (Int) -> Bool) {
    self.catalog = catalog
    releasesAmong = { path in catalog.origin(ofFile: path).map(own) ?? false }
  }

  public func containsFont(postscriptName: String) -> Bool {
    catalog.font(named: postscriptName) != nil
  }

  public func suggestions(for name: String) -> [String] {
    catalog.suggestions(for: name)
  }

  public func otherReleases(postscriptName: String) -> [String] {
    let others = catalog.otherReleases(named: postscriptName, among: releasesAmong)
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
