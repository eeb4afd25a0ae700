import FontCore
import FontDiscovery

/// A font named on the command line that the catalog does not have.
struct FontLookupError: Error {
  var name: String
  var suggestions: [String]

  var message: String {
    var text = "no font with the PostScript name '\(name)' (names are case-sensitive)"
    if !suggestions.isEmpty {
      text += "; did you mean " + suggestions.joined(separator: ", ") + "?"
    }
    return text + ". Add its directory with --fonts DIR."
  }
}

extension FontCatalog {
  /// The face named `name`: a PostScript name in the catalog, or a path to a
  /// font file (optionally `path#index`).
  func resolve(_ name: String) throws -> FontRecord {
    if let record = font(named: name) { return record }
    if name.contains("/") || name.hasSuffix(".ttf") || name.hasSuffix(".otf")
      || name.hasSuffix(".ttc") || name.hasSuffix(".otc")
    {
      var path = name
      var index = FaceIndex()
      if let hash = name.lastIndex(of: "#"),
        let value = FaceIndex(String(name[name.index(after: hash)...]))
      {
        path = String(name[..<hash])
        index = value
      }
      let face = try FontFace(path: path, index: index)
      return FontRecord(
        postscriptName: face.postscriptName ?? "", family: face.familyName,
        style: face.styleName, path: path, index: index, variable: face.isVariable)
    }
    throw FontLookupError(name: name, suggestions: suggestions(for: name))
  }
}
