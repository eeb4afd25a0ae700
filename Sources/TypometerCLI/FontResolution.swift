import FontCore
import FontDiscovery
import TextLayout

/// A font named on the command line that the catalog does not have.
struct FontLookupError: Error {
  var name: String
  var suggestions: [String]

  var message: String {
    MeasureError.fontNotFound(postscriptName: name, suggestions: suggestions).description
      + ". Add its directory with --fonts DIR."
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
