/// A design coordinate on one variation axis of a variable face, such as
/// `wght` 700 or `opsz` 17 (in the axis's own units: `opsz` in points).
public struct FontVariation: Hashable, Sendable, CustomStringConvertible {
  /// The four-letter axis tag.
  public var tag: String
  /// The coordinate, in the axis's units.
  public var value: Double

  /// Creates a coordinate for the axis `tag`.
  public init(_ tag: String, _ value: Double) {
    self.tag = tag
    self.value = value
  }

  /// `tag=value`, as `hb-shape --variations` takes it (`opsz=17`).
  public var description: String {
    value == value.rounded() && abs(value) < 1e15 ? "\(tag)=\(Int(value))" : "\(tag)=\(value)"
  }

  /// `variations` with `variation` in place of any coordinate for its axis,
  /// ordered by tag (so equal settings compare equal).
  public static func merging(_ variation: FontVariation, into variations: [FontVariation])
    -> [FontVariation]
  {
    (variations.filter { $0.tag != variation.tag } + [variation]).sorted { $0.tag < $1.tag }
  }
}

/// A face and the design coordinates set on it beyond its named instance:
/// the identity of what is measured and drawn (two equal instances shape and
/// draw alike).
public struct FaceInstance: Hashable, Sendable, CustomStringConvertible {
  /// The font file and face.
  public var location: FaceLocation
  /// Coordinates set over the named instance's, ordered by tag; empty for
  /// the face as its file defines it.
  public var variations: [FontVariation]

  /// The face at `location` with `variations` set.
  public init(location: FaceLocation, variations: [FontVariation] = []) {
    self.location = location
    self.variations = variations.sorted { $0.tag < $1.tag }
  }

  /// The location, then the coordinates in brackets when there are any
  /// (`Fonts/Serif.ttf [opsz=17, wght=700]`).
  public var description: String {
    variations.isEmpty
      ? location.description
      : "\(location) [\(variations.map(\.description).joined(separator: ", "))]"
  }
}
