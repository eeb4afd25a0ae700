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
  /// The face of a collection file (`ttcIndex`; 0, the first, by default).
  public var collectionIndex: Int
  /// The design coordinates the `<font>` sets (`fontVariationSettings`,
  /// in its order); empty for the file's defaults.
  public var axes: [Axis]
  /// The family XML of the `<font>` element; nil for a plain file.
  public var familyFile: String?

  /// One coordinate of `fontVariationSettings`: `'wght' 700`.
  public struct Axis: Sendable, Equatable {
    /// The four-character axis tag.
    public var tag: String
    /// The coordinate, in the axis's units.
    public var value: Double

    public init(tag: String, value: Double) {
      self.tag = tag
      self.value = value
    }
  }

  /// A face of `path` with the given weight (1...1000) and style.
  public init(
    path: String, weight: Int, italic: Bool, line: Int? = nil, collectionIndex: Int = 0,
    axes: [Axis] = [], familyFile: String? = nil
  ) {
    self.path = path
    self.weight = weight
    self.italic = italic
    self.line = line
    self.collectionIndex = collectionIndex
    self.axes = axes
    self.familyFile = familyFile
  }
}
