/// Where a face is: a font file and the face in it.
///
/// The identity of a face: two faces with equal locations are the same face,
/// so caches of opened faces and fallback lists are keyed by it.
public struct FaceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The font file's path, as given.
  public var path: String
  /// The face in the file.
  public var index: FaceIndex

  /// The face `index` of the font file at `path`.
  public init(path: String, index: FaceIndex = FaceIndex()) {
    self.path = path
    self.index = index
  }

  /// The path, followed by `#` and the index unless it is the first face
  /// (`Fonts/NotoSansCJK-JPKR-subset.ttc#1`), as the command line reads a font
  /// file's face.
  public var description: String {
    index == FaceIndex() ? path : "\(path)#\(index)"
  }
}
