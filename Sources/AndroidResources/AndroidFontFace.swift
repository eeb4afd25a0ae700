/// One face of an app font family: a file in `res/font` with the weight and
/// style Android's font matcher sees for it.
public struct AndroidFontFace: Sendable, Equatable {
  /// The font file's path.
  public var path: String
  /// The weight, 1...1000 (CSS/OpenType scale): the `<font>` element's
  /// `fontWeight`, 400 when it has none and for a plain font file.
  public var weight: Int
  /// Whether the `<font>` element says `fontStyle="italic"` (false for a plain file).
  public var italic: Bool
  /// The 1-based line of the `<font>` element in the family XML; nil for a plain file.
  public var line: Int?

  /// A face of `path` with the given weight (1...1000) and style.
  public init(path: String, weight: Int, italic: Bool, line: Int? = nil) {
    self.path = path
    self.weight = weight
    self.italic = italic
    self.line = line
  }
}
