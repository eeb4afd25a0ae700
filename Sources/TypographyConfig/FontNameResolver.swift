import StructuredText

/// Answers whether a font exists, by exact PostScript name, for the validator.
///
/// The command-line tool implements it over the Fontconfig catalog; tests use
/// ``FontNameList``. This target never loads fonts itself.
public protocol FontNameResolver: Sendable {
  /// Whether a face with exactly this PostScript name (byte for byte,
  /// case-sensitive) is in the catalog. Named instances of variable fonts count.
  func containsFont(postscriptName: String) -> Bool
  /// Catalog names close to `name`, best first (case-insensitive equals, then
  /// edit distance), at most five.
  func suggestions(for name: String) -> [String]
  /// When faces of more than one release of the app's fonts have exactly
  /// this PostScript name, their files, the one measured first, each as
  /// `path` (or `path#index` for a face other than its file's first) with
  /// its version. Empty otherwise; the default has no such faces.
  func otherReleases(postscriptName: String) -> [String]
}

extension FontNameResolver {
  /// No faces of other releases.
  public func otherReleases(postscriptName: String) -> [String] { [] }
}

/// A fixed, in-memory list of PostScript names.
public struct FontNameList: FontNameResolver, Hashable {
  /// The names, exact.
  public let names: Set<String>

  /// Creates a list from PostScript names.
  public init(_ names: some Sequence<String>) {
    self.names = Set(names)
  }

  /// Whether `postscriptName` is in the list (case-sensitive).
  public func containsFont(postscriptName: String) -> Bool {
    names.contains(postscriptName)
  }

  /// Up to five close names from the list.
  public func suggestions(for name: String) -> [String] {
    NameSuggestions.suggestions(for: name, among: names.sorted())
  }
}
