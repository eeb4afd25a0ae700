import FontCore

/// One face the catalog can see: where it is and what it is called.
public struct FontRecord: Sendable, Hashable, Codable {
  /// The face's PostScript name. For a variable font's named instance, the name
  /// FreeType reports for the instance (such as `Inter-Bold`).
  public var postscriptName: String
  /// The family name (the typographic family when the font has one).
  public var family: String
  /// The style name, such as `Bold Italic`.
  public var style: String
  /// The font file's path.
  public var path: String
  /// The face in the file: a collection face and, for a variable font, a
  /// named instance.
  public var index: FaceIndex
  /// The OpenType weight class (100 thin … 400 regular … 900 black).
  public var weight: Int
  /// The OpenType width class (1 ultra-condensed … 5 normal … 9 ultra-expanded).
  public var width: Int
  /// Whether the face is italic or oblique.
  public var italic: Bool
  /// Whether the face comes from a variable font.
  public var variable: Bool
  /// Other names the same face is known by, such as Fontconfig's
  /// `Inter_700wght` for a named instance.
  public var otherNames: [String]

  /// Creates a record.
  public init(
    postscriptName: String, family: String, style: String, path: String, index: FaceIndex,
    weight: Int = 400, width: Int = 5, italic: Bool = false, variable: Bool = false,
    otherNames: [String] = []
  ) {
    self.postscriptName = postscriptName
    self.family = family
    self.style = style
    self.path = path
    self.index = index
    self.weight = weight
    self.width = width
    self.italic = italic
    self.variable = variable
    self.otherNames = otherNames
  }

  /// The face's file and index: its identity.
  public var location: FaceLocation { FaceLocation(path: path, index: index) }

  /// Every name that finds this face: its PostScript name, then the others.
  public var names: [String] { [postscriptName] + otherNames }
}
